// The secret choices as screens of their own — Monster Bluff's True King picked on the board,
// King of the Mountain's army built on its corner — and the result dialog with the revealed
// secrets, in a real Chromium against a real server, on a desktop and on a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { createRequire } from "node:module";
import { useServer, createGame, page as newPage, phone, shots } from "./server.js";

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

/** Creates a game from the lobby's form and waits for its page. */
const create = (page, options) => createGame(page, server.url, options);


const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core's serious and critical violations on the page as it stands. */
async function axeProblems(page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }));
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

/** How far the page scrolls sideways beyond the screen (0: not at all). */
const overflow = (page) => page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);

test("Monster Bluff: the True King is picked by clicking a king on the board, then confirmed", async () => {
  const page = await newPage(browser);
  await create(page, { variant: "monster-bluff" });
  await page.getByRole("heading", { name: "Choose your True King" }).waitFor();
  assert.equal(await page.locator(".game").isHidden(), true, "the screen takes the place of the game");
  const choices = await page.locator(".candidates [data-choice]").evaluateAll((bs) => bs.map((b) => b.dataset.choice));
  assert.equal(choices.length, 10, "one king a board");
  const confirm = page.getByRole("button", { name: "This is my True King" });
  assert.equal(await confirm.isDisabled(), true, "nothing to confirm before a king is picked");
  // A square that is not a candidate picks nothing.
  await page.click('.setup-board [data-square="1d2"]');
  assert.equal(await confirm.isDisabled(), true);
  const chosen = choices[7];
  await page.click(`.setup-board [data-square="${chosen}"]`);
  assert.equal(await confirm.isEnabled(), true);
  assert.match(await page.locator(".setup-picked").textContent(), new RegExp(chosen.replace(/^(\d+)/, "board $1, ")));
  await page.screenshot({ path: join(shots, "setup-true-king.png"), fullPage: true });
  await confirm.click();
  await page.getByText(`Your True King: ${chosen}`).waitFor();
  await page.waitForSelector(".game:not([hidden]) .board-stage [data-square]");
  assert.equal(await page.locator(".setup").count(), 0, "the screen is gone");
  assert.match(await page.locator(`.board-stage [data-square="${chosen}"]`).getAttribute("aria-label"), /White's True King/);
  assert.equal(await page.locator(".board-stage .true-king-mark").count(), 1);
  assert.deepEqual(page.errors, []);
});

test("King of the Mountain: an army built by swapping squares and placing from the palette, sealed, then on the board", async () => {
  const page = await newPage(browser);
  await create(page, { variant: "mountain" });
  await page.getByRole("heading", { name: "Choose your army" }).waitFor();
  const label = (square) => page.locator(`[data-army-square="${square}"]`).getAttribute("aria-label");
  assert.match(await label("a1"), /King/, "the King stands in the corner");
  const [c1, b6] = [await label("c1"), await label("b6")];
  assert.match(c1, /Hero/);
  assert.match(b6, /Cannon/);
  // Swap c1 and b6: click one square, then the other.
  await page.click('[data-army-square="c1"]');
  await page.click('[data-army-square="b6"]');
  assert.match(await label("c1"), /Cannon/);
  assert.match(await label("b6"), /Hero/);
  // An Archer (not in the default army) from the palette onto a5, where a Knight stood.
  const archer = page.locator('.palette [data-piece="A"]');
  assert.match(await archer.getAttribute("aria-label"), /Archer, 2 left/);
  await page.click('[data-army-square="a5"]');
  await archer.click();
  assert.match(await label("a5"), /Archer/);
  assert.match(await archer.getAttribute("aria-label"), /Archer, 1 left/);
  assert.match(await page.locator('.palette [data-piece="N"]').getAttribute("aria-label"), /Knight, 1 left/, "the Knight it replaced is back in the palette");
  await page.screenshot({ path: join(shots, "setup-army.png"), fullPage: true });

  // A refused army keeps what was built, with the server's reason.
  const built = await page.getByLabel("your army").inputValue();
  await page.getByLabel("your army").fill("HHHHHRRRBBNNJJPP");
  await page.getByRole("button", { name: "Seal your army" }).click();
  await page.getByRole("alert").filter({ hasText: /only 2/ }).waitFor();
  await page.getByLabel("your army").fill(built);
  assert.match(await label("c1"), /Cannon/, "the builder follows the typed army");

  await page.getByRole("button", { name: "Seal your army" }).click();
  await page.waitForSelector(".board-stage [data-square]");
  const square = (name) => page.locator(`.board-stage [data-square="${name}"]`).getAttribute("aria-label");
  assert.match(await square("c1"), /red Cannon/);
  assert.match(await square("b6"), /red Hero/);
  assert.match(await square("a5"), /red Archer/);
  assert.match(await square("a1"), /red King/);
  assert.deepEqual(page.errors, []);
});

test("the setup screens on a phone: no sideways scrolling, squares big enough to tap", async () => {
  const page = await phone(browser);
  await create(page, { variant: "mountain" });
  await page.getByRole("heading", { name: "Choose your army" }).waitFor();
  const box = await page.locator('[data-army-square="c1"]').boundingBox();
  assert.ok(box.width >= 40, `an army square is ${box.width} px wide`);
  assert.equal(await overflow(page), 0);
  await page.tap('[data-army-square="c1"]');
  await page.screenshot({ path: join(shots, "setup-army-phone.png"), fullPage: true });
  await create(page, { variant: "monster-bluff" });
  await page.getByRole("heading", { name: "Choose your True King" }).waitFor();
  await page.locator(".candidates [data-choice]").nth(2).tap();
  assert.equal(await overflow(page), 0);
  await page.screenshot({ path: join(shots, "setup-true-king-phone.png"), fullPage: true });
  assert.deepEqual(page.errors, []);
});

test("two people: seats show claimed names; after a resignation both see the result dialog, Escape closes it", async () => {
  const white = await newPage(browser);
  const black = await newPage(browser);
  for (const p of [white, black]) p.on("dialog", (d) => d.accept());
  await create(white, { variant: "chess", opponent: "open" });
  await black.goto(server.url);
  // The lobby makes this browser an anonymous player first; then it claims a name.
  await black.locator("#who").filter({ hasText: /player/ }).waitFor();
  const claimed = await black.evaluate(async () => {
    const r = await fetch("/api/account", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `Hypatia${Date.now() % 100000}`, password: "correct horse battery" }) });
    return r.ok ? (await r.json()).name : `refused ${r.status}: ${await r.text()}`;
  });
  await black.goto(white.url());
  await black.getByRole("button", { name: "Join this game" }).click();
  await white.getByText(`Black · ${claimed}`).waitFor();
  await white.getByText("White · you").waitFor();
  await white.getByRole("button", { name: "Resign" }).click();
  for (const [p, yours] of [[white, "You lost."], [black, "You won."]]) {
    const dialog = p.getByRole("dialog", { name: "Black wins by resignation" });
    await dialog.waitFor();
    await dialog.getByText(yours).waitFor();
    assert.equal(await dialog.getByRole("button", { name: "Rematch" }).count(), 1);
    assert.equal(await dialog.getByRole("link", { name: "Download record" }).getAttribute("href"), `/api/games/${white.url().split("/").pop()}/record`);
    assert.ok(await p.evaluate(() => document.activeElement?.closest("dialog") !== null), "focus is in the dialog");
  }
  await white.screenshot({ path: join(shots, "result-dialog.png") });
  assert.deepEqual(await axeProblems(white), [], "the dialog passes axe-core");
  await white.keyboard.press("Escape");
  await white.getByRole("dialog").waitFor({ state: "hidden" });
  assert.match(await white.locator(".side .result").textContent(), /Black wins by resignation/, "the status line stays");
  // Shown once: a reload of the ended game shows it again, once.
  await white.reload();
  await white.getByRole("dialog", { name: "Black wins by resignation" }).waitFor();
  await white.getByRole("button", { name: "Close" }).click();
  await white.getByRole("dialog").waitFor({ state: "hidden" });
  assert.deepEqual([...white.errors, ...black.errors], []);
});

test("Monster Bluff's result dialog reveals both True Kings", async () => {
  const white = await newPage(browser);
  const black = await newPage(browser);
  for (const p of [white, black]) p.on("dialog", (d) => d.accept());
  await create(white, { variant: "monster-bluff", opponent: "open" });
  await black.goto(white.url());
  await black.getByRole("button", { name: "Join this game" }).click();
  const kings = [];
  for (const p of [white, black]) {
    await p.getByRole("heading", { name: "Choose your True King" }).waitFor();
    const choice = await p.locator(".candidates [data-choice]").nth(4).getAttribute("data-choice");
    await p.click(`.setup-board [data-square="${choice}"]`);
    await p.getByRole("button", { name: "This is my True King" }).click();
    kings.push(choice);
  }
  await black.getByText(`Your True King: ${kings[1]}`).waitFor();
  await black.getByRole("button", { name: "Resign" }).click();
  const dialog = white.getByRole("dialog", { name: "White wins by resignation" });
  await dialog.waitFor();
  const words = (square) => square.replace(/^(\d+)/, "board $1, ");
  await dialog.locator('[data-seat="white"]').getByText(words(kings[0])).waitFor();
  await dialog.locator('[data-seat="black"]').getByText(words(kings[1])).waitFor();
  await white.screenshot({ path: join(shots, "result-dialog-bluff.png") });
  assert.deepEqual([...white.errors, ...black.errors], []);
});

test("You Can Pick Your Friends with Limited Armies: pieces picked for the next player, then an army with empty squares", async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.locator("#who").filter({ hasText: /player/ }).waitFor();
  const id = await page.evaluate(async () => {
    const r = await fetch("/api/games", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" },
      body: JSON.stringify({ variant: "mountain", options: { friends: "on", limited: "12" }, seats: ["me", "computer"] }) });
    return (await r.json()).id;
  });
  await page.goto(`${server.url}/game/${id}`);
  await page.getByRole("heading", { name: "Pick Yellow's pieces" }).waitFor();
  assert.match(await page.locator(".setup-tally").textContent(), /8 of 8 pieces picked/);
  await page.getByRole("button", { name: "one Hero fewer" }).click();
  const pick = page.getByRole("button", { name: "Pick for Yellow" });
  assert.equal(await pick.isDisabled(), true, "seven pieces are not eight");
  await page.getByRole("button", { name: "one Archer more" }).click();
  // The server refuses an army without its Heroes, and says why; the picks stay.
  await pick.click();
  await page.getByRole("alert").filter({ hasText: /Heroes/ }).waitFor();
  assert.match(await page.locator('.pick-row[data-piece="A"] .pick-count').textContent(), /1 of 2/);
  await page.getByRole("button", { name: "one Rook fewer" }).click();
  await page.getByRole("button", { name: "one Hero more" }).click();
  await page.screenshot({ path: join(shots, "setup-pick.png"), fullPage: true });
  await pick.click();
  // The computer picked for us: now our army, 8 pieces on 16 squares.
  await page.getByRole("heading", { name: "Choose your army" }).waitFor();
  const tally = page.locator(".setup-tally");
  assert.match(await tally.textContent(), /8 of 8 pieces placed/);
  const c1 = page.locator('[data-army-square="c1"]');
  const before = await c1.getAttribute("aria-label");
  assert.doesNotMatch(before, /empty/);
  await c1.click();
  await page.locator('.palette [data-piece="."]').click();
  assert.match(await c1.getAttribute("aria-label"), /c1, empty/);
  assert.match(await tally.textContent(), /7 of 8 pieces placed/);
  // Onto an empty square of the last row instead, by dragging it from the palette.
  const piece = before.replace(/^c1, /, "");
  const letter = await page.locator(".palette [data-piece]").evaluateAll((bs, name) => bs.find((b) => b.querySelector(".palette-name").textContent === name)?.dataset.piece, piece);
  await page.dragAndDrop(`.palette [data-piece="${letter}"]`, '[data-army-square="b6"]');
  assert.match(await page.locator('[data-army-square="b6"]').getAttribute("aria-label"), new RegExp(`b6, ${piece}`));
  assert.match(await tally.textContent(), /8 of 8 pieces placed/);
  await page.screenshot({ path: join(shots, "setup-army-limited.png"), fullPage: true });
  await page.getByRole("button", { name: "Seal your army" }).click();
  await page.waitForSelector(".board-stage [data-square]");
  assert.match(await page.locator('.board-stage [data-square="c1"]').getAttribute("aria-label"), /c1, empty/);
  assert.match(await page.locator('.board-stage [data-square="b6"]').getAttribute("aria-label"), new RegExp(`red ${piece}`));
  assert.deepEqual(page.errors, []);
});

test("King of the Mountain between two people: a sealed army waits for the other, who is named as still choosing", async () => {
  const red = await newPage(browser);
  const yellow = await newPage(browser);
  await create(red, { variant: "mountain", opponent: "open" });
  await red.getByRole("heading", { name: "Choose your army" }).waitFor();
  assert.equal(await red.locator(".setup-invite a").count(), 1, "the invite, while the seat is open");
  await red.getByRole("button", { name: "Seal your army" }).click();
  await red.getByRole("heading", { name: "Your army is sealed" }).waitFor();
  assert.match(await red.locator(".setup-waiting").textContent(), /Waiting for the others to seal their armies: Yellow/);
  assert.match(await red.locator('.sealed-setup [data-army-square="c1"]').getAttribute("aria-label"), /Hero/, "its own army, shown back");
  await yellow.goto(red.url());
  await yellow.getByRole("button", { name: "Join this game" }).click();
  await yellow.getByRole("heading", { name: "Choose your army" }).waitFor();
  assert.equal(await yellow.locator(".setup-waiting").textContent(), "", "Red has sealed: nobody else is choosing");
  await red.locator(".setup-invite").waitFor({ state: "hidden" });
  await red.screenshot({ path: join(shots, "setup-army-sealed.png"), fullPage: true });
  await yellow.getByRole("button", { name: "Seal your army" }).click();
  for (const p of [red, yellow]) await p.waitForSelector(".board-stage [data-square]");
  assert.match(await yellow.locator('.board-stage [data-square="c1"]').getAttribute("aria-label"), /red Hero/);
  // Red resigns: Yellow's page names the winner by its seat (the armies have been on the board since the reveal).
  red.on("dialog", (d) => d.accept());
  await red.getByRole("button", { name: "Resign" }).click();
  await yellow.getByRole("dialog", { name: "Yellow wins by resignation" }).getByText("You won.").waitFor();
  await yellow.screenshot({ path: join(shots, "result-dialog-mountain.png") });
  assert.deepEqual([...red.errors, ...yellow.errors], []);
});
