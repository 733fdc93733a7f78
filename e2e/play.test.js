// The web UI in a real Chromium against a real server: games against the computer in every
// variant, two people in two browsers, and a True King that never reaches the other browser.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { useServer, createGame, page as newPage, shots } from "./server.js";

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

/** Creates a game from the lobby's form and waits for its page. */
const create = (page, options) => createGame(page, server.url, options);

const moveList = (page) => page.locator(".moves [data-ply]").allTextContents();

test("chess against the computer: a move by clicking, and the computer's reply", async () => {
  const page = await newPage(browser);
  await create(page, { variant: "chess" });
  await page.waitForSelector('[data-square="e2"]');
  await page.click('[data-square="e2"]');
  await page.click('[data-square="e4"]');
  await page.waitForFunction(() => document.querySelectorAll(".moves [data-ply]").length >= 2);
  const moves = await moveList(page);
  assert.equal(moves[0], "e2-e4");
  await page.screenshot({ path: join(shots, "chess.png") });
  assert.deepEqual(page.errors, []);
});

test("two people in two browsers each see the other's move", async () => {
  const white = await newPage(browser);
  const black = await newPage(browser);
  await create(white, { variant: "chess", opponent: "open", clock: "5+3" });
  const url = white.url();
  await black.goto(url);
  await black.getByRole("button", { name: "Join this game" }).click();
  await white.waitForFunction(() => document.body.textContent.includes("Your move."));
  await white.click('[data-square="d2"]');
  await white.click('[data-square="d4"]');
  await black.waitForFunction(() => [...document.querySelectorAll(".moves [data-ply]")].some((s) => s.textContent === "d2-d4"));
  await black.click('[data-square="d7"]');
  await black.click('[data-square="d5"]');
  await white.waitForFunction(() => [...document.querySelectorAll(".moves [data-ply]")].some((s) => s.textContent === "d7-d5"));
  await black.screenshot({ path: join(shots, "chess-black.png") });
  assert.deepEqual([...white.errors, ...black.errors], []);
});

for (const [variant, players] of [["giant-king", "2"], ["monkey-king", "2"], ["mountain", "4"], ["monster-bluff", "2"]]) {
  test(`${variant}: a game against the computer draws its board and plays a move`, async () => {
    const page = await newPage(browser);
    await create(page, { variant, players });
    if (variant === "monster-bluff") {
      await page.getByText("Choose your True King").waitFor();
      await page.locator(".candidates [data-choice]").first().click();
      await page.getByRole("button", { name: "This is my True King" }).click();
    }
    if (variant === "mountain") {
      await page.getByRole("button", { name: "Seal your army" }).click();
    }
    await page.waitForSelector(".legal button");
    const first = await page.locator(".legal button").first().textContent();
    await page.locator(".legal button").first().click();
    await page.waitForFunction((text) => [...document.querySelectorAll(".moves [data-ply]")].some((s) => s.textContent.endsWith(text)), first);
    await page.screenshot({ path: join(shots, `${variant}.png`), fullPage: true });
    assert.deepEqual(page.errors, []);
  });
}

/**
 * A Monster Bluff game between two browsers where White picks its `choice`-th True King; what
 * Black's browser received (socket frames) and shows (the page), with the game's id masked.
 */
async function bluff(choice) {
  const white = await newPage(browser);
  const black = await newPage(browser);
  const frames = [];
  black.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  await create(white, { variant: "monster-bluff", opponent: "open" });
  const id = white.url().split("/").pop();
  await black.goto(white.url());
  await black.getByRole("button", { name: "Join this game" }).click();
  await white.getByText("Choose your True King").waitFor();
  const chosen = await white.locator(".candidates [data-choice]").nth(choice).getAttribute("data-choice");
  await white.click(`.setup-board [data-square="${chosen}"]`);
  await white.getByRole("button", { name: "This is my True King" }).click();
  await white.getByText(`Your True King: ${chosen}`).waitFor();
  await black.getByText("Choose your True King").waitFor();
  // White's choice has reached Black's socket (as the fact of a choice) before we look.
  while (!frames.some((f) => f.includes('"type":"secret"'))) await new Promise((r) => setTimeout(r, 20));
  const page = (await black.locator("main").innerHTML()).replaceAll(id, "GAME");
  const mask = (f) => f.replaceAll(id, "GAME");
  await white.context().close();
  await black.context().close();
  return { chosen, page, frames: frames.map(mask).sort() };
}

test("a True King chosen in one browser never reaches the other (page or network)", async () => {
  const first = await bluff(0);
  const second = await bluff(1);
  assert.notEqual(first.chosen, second.chosen);
  assert.ok(first.frames.some((f) => f.includes('"type":"secret"')), "Black heard that White chose");
  assert.deepEqual(second.frames, first.frames, "the other seat receives the same bytes whatever the True King");
  assert.equal(second.page, first.page, "and shows the same page");
});
