// Playing in the browser: a drag in chess, looking back through the moves with the keys, a
// Monkey King drop by clicking the piece in hand then the square, a flip in place from the
// chooser, and a record downloaded and replayed through /replay.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useServer, createGame, page as newPage, shots } from "./server.js";

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

/** Creates a game against the computer from the lobby's form and waits for its board. */
async function create(page, variant, level = "1") {
  await createGame(page, server.url, { variant, level });
  await page.waitForSelector("[data-square]");
}

const square = (page, name) => page.locator(`[data-square="${name}"]`);
const label = (page, name) => square(page, name).getAttribute("aria-label");
const plies = (page) => page.locator(".moves [data-ply]").allTextContents();
const yourMove = (page) => page.waitForFunction(() => document.querySelector(".result").textContent === "Your move.");

/** Drags with the mouse from one square's centre to another's, in small steps as a hand would. */
async function drag(page, from, to) {
  const a = await square(page, from).boundingBox();
  const b = await square(page, to).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 - 8, { steps: 2 });
  assert.equal(await page.locator(".drag-ghost").count(), 1, "a ghost follows the pointer");
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  assert.equal(await page.locator(".drag-ghost").count(), 0, "the ghost is gone once dropped");
}

test("chess: a move by dragging, then back and forward through the moves with the keys", async () => {
  const page = await newPage(browser);
  await create(page, "chess");
  await drag(page, "e2", "e4");
  await page.waitForSelector('.moves [data-ply="2"]');
  assert.deepEqual((await plies(page)).slice(0, 1), ["e2-e4"]);
  assert.match(await page.locator(".moves li").first().textContent(), /^1\.e2-e4/);
  assert.equal(await page.locator(".moves .current").getAttribute("data-ply"), "2");
  assert.match(await label(page, "e4"), /white/);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.sound), "move");

  // Back to the start: e2 has its pawn again and e4 is empty; the list marks no move.
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => document.querySelector(".moves .current")?.getAttribute("data-ply") === "1");
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => !document.querySelector('[data-square="e2"]').getAttribute("aria-label").includes("empty"));
  assert.match(await label(page, "e4"), /empty/);
  assert.equal(await page.locator(".moves .current").count(), 0);
  assert.match(await page.locator(".result").textContent(), /after 0 of 2/);
  await page.screenshot({ path: join(shots, "playing-chess-back.png") });

  // Forward one: after e2-e4.
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector('[data-square="e2"]').getAttribute("aria-label").includes("empty"));
  assert.match(await label(page, "e4"), /white/);
  // A click on a move shows the position after it; End comes back to the game.
  await page.click('.moves [data-ply="2"]');
  assert.equal(await page.locator(".moves .current").getAttribute("data-ply"), "2");
  assert.match(await page.locator(".result").textContent(), /Your move/);
  await page.keyboard.press("Home");
  await page.waitForFunction(() => !document.querySelector('[data-square="e2"]').getAttribute("aria-label").includes("empty"));
  await page.keyboard.press("End");
  await page.waitForFunction(() => document.querySelector('[data-square="e2"]').getAttribute("aria-label").includes("empty"));

  // Click-click still plays alongside dragging.
  await square(page, "g1").click();
  await square(page, "f3").click();
  await page.waitForSelector('.moves [data-ply="4"]');
  assert.equal((await plies(page))[2], "g1-f3");
  await page.screenshot({ path: join(shots, "playing-chess.png") });

  // The record, downloaded, then replayed from /replay move by move.
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("a.record")]);
  const record = readFileSync(await download.path(), "utf8");
  assert.match(record, /\[Variant "chess"\]/);
  assert.match(record, /1\. e2-e4 \S+ 2\. g1-f3 \S+/);
  const played = await plies(page);
  await page.goto(`${server.url}/replay`);
  await page.locator('input[type="file"]').setInputFiles(await download.path());
  await page.waitForFunction(() => document.querySelector("textarea").value.includes("[Variant"));
  await page.screenshot({ path: join(shots, "playing-replay-form.png") });
  await page.getByRole("button", { name: "Replay" }).click();
  await page.waitForURL(/\/game\/[0-9a-f]+\?ply=0$/);
  await page.waitForSelector('.moves [data-ply="4"]');
  assert.deepEqual(await plies(page), played);
  await page.waitForFunction(() => !document.querySelector('[data-square="e2"]').getAttribute("aria-label").includes("empty"));
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector('[data-square="e4"]').getAttribute("aria-label").includes("white"));
  assert.equal(await page.locator(".moves .current").getAttribute("data-ply"), "1");
  await page.screenshot({ path: join(shots, "playing-replay.png") });
  assert.deepEqual(page.errors, []);
});

test("/replay refuses a record that is not one, and says why", async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/replay`);
  await page.fill("textarea", '[Variant "chess"]\n\n1. e2-e5 *');
  await page.getByRole("button", { name: "Replay" }).click();
  await page.waitForFunction(() => document.querySelector(".message").textContent.includes("could not be read"));
  assert.match(page.url(), /\/replay$/);
  page.errors = page.errors.filter((e) => !e.includes("400"));
  assert.deepEqual(page.errors, []);
});

test("Monkey King: drops by clicking the piece in hand then the square, and a flip in place from the chooser", async () => {
  // Two people, so every move is the test's own (the computer's replies are seeded afresh and
  // may take or attack the Hero before it can turn over). Blue moves first.
  const { first: blue, second: red } = await twoPeople(["P*a8"], "monkey-king");
  /** Blue's quiet drop, the game's ply `ply`, typed on Blue's turn. */
  const blueDrops = (text, ply) => typeInTurn(blue, red, text, ply);

  // Red brings in its Pilgrim by clicking it in hand, then its square.
  await yourMove(red);
  await red.click('[data-hand="K"]');
  assert.equal(await red.locator('[data-hand="K"]').getAttribute("aria-pressed"), "true");
  await square(red, "c1").click();
  await blueDrops("P*b8", 3);
  assert.deepEqual((await plies(red)).slice(0, 3), ["P*a8", "K*c1", "P*b8"]);

  // A Hero onto the river square b2, then turned over there into Fists from the chooser.
  await yourMove(red);
  await red.click('[data-hand="H"]');
  await square(red, "b2").click();
  await blueDrops("P*e8", 5);
  await yourMove(red);
  await square(red, "b2").click();
  const flip = red.getByRole("button", { name: "Turn over in place into Fists" });
  await red.screenshot({ path: join(shots, "playing-monkey-king.png"), fullPage: true });
  await flip.click();
  await red.waitForFunction(() => [...document.querySelectorAll(".moves [data-ply]")].some((b) => b.textContent === "b2=B"));
  assert.match(await label(red, "b2"), /empty/);
  assert.match(await red.locator(".moves li").first().textContent(), /^1\./);

  // A pawn dragged from the hand onto a3.
  await blueDrops("P*d8", 7);
  await yourMove(red);
  const from = await red.locator('[data-hand="P"]').boundingBox();
  const to = await square(red, "a3").boundingBox();
  await red.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await red.mouse.down();
  await red.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  const ghost = await red.locator(".drag-ghost svg").boundingBox();
  assert.ok(Math.abs(ghost.width - to.width) < 2, "lifted at the size of a square");
  await red.mouse.up();
  // Both pages have the drop before Red's board is read (under load Red's redraw may lag Blue's).
  for (const page of [blue, red]) {
    await page.waitForFunction(() => [...document.querySelectorAll(".moves [data-ply]")].some((b) => b.textContent === "P*a3"));
  }
  assert.doesNotMatch(await label(red, "a3"), /empty/);
  assert.deepEqual([...red.errors, ...blue.errors], []);
});

/** Types a move into the move box, as a player at the keyboard would. */
async function typeMove(page, text) {
  await page.fill("input[name=move]", text);
  await page.press("input[name=move]", "Enter");
}

/**
 * A game of `variant` between two browsers, and the moves of `line` typed in turn; `first` is
 * the page whose seat moves first (the game's creator's, but in Monkey King the joiner's: Blue).
 */
async function twoPeople(line, variant = "chess") {
  const host = await newPage(browser);
  const guest = await newPage(browser);
  await host.goto(server.url);
  await host.selectOption("select[name=variant]", variant);
  await host.selectOption("select[name=clock]", "none");
  await host.selectOption("select[name=opponent]", "open");
  await host.click("button[type=submit]");
  await host.waitForURL(/\/game\/[0-9a-f]+$/);
  await guest.goto(host.url());
  await guest.getByRole("button", { name: "Join this game" }).click();
  const [first, second] = variant === "monkey-king" ? [guest, host] : [host, guest];
  for (const [i, text] of line.entries()) {
    const [mover, other] = i % 2 ? [second, first] : [first, second];
    await typeInTurn(mover, other, text, i + 1);
  }
  return { first, second };
}

/** Types `text` on `mover`'s turn and waits until `other`'s page shows it as ply `ply`. */
async function typeInTurn(mover, other, text, ply) {
  await yourMove(mover);
  await typeMove(mover, text);
  await other.waitForSelector(`.moves [data-ply="${ply}"]`);
}

test("chess between two people: a check sounds as a check in both browsers", async () => {
  const { first: white, second: black } = await twoPeople(["e2e4", "f7f6", "d1h5"]);
  await yourMove(black);
  for (const page of [white, black]) assert.equal(await page.evaluate(() => document.documentElement.dataset.sound), "check");
  // The King in check: only moves that answer it are offered, and g7-g6 blocks.
  await square(black, "g7").click();
  await square(black, "g6").click();
  await white.waitForSelector('.moves [data-ply="4"]');
  assert.equal(await white.evaluate(() => document.documentElement.dataset.sound), "move");
  assert.deepEqual([...white.errors, ...black.errors], []);
});

test("chess between two people: moves typed, then a promotion chosen by name from the chooser", async () => {
  const { first: white, second: black } = await twoPeople(["a2a4", "b7b5", "a4b5", "a7a6", "b5a6", "c8b7", "a6b7", "b8c6"]);
  // b7 takes a8 or steps to b8, each as one of four pieces: the chooser names them.
  await yourMove(white);
  await square(white, "b7").click();
  await square(white, "a8").click();
  const chooser = white.getByRole("group", { name: "choose an action" });
  assert.deepEqual(await chooser.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") || b.textContent.replace(/^[^A-Z]*/, ""))),
    ["Promote to Queen", "Promote to Rook", "Promote to Bishop", "Promote to Knight", "Cancel"]);
  await white.screenshot({ path: join(shots, "playing-promotion.png") });
  await chooser.getByRole("button", { name: "Promote to Knight" }).click();
  await black.waitForFunction(() => [...document.querySelectorAll(".moves [data-ply]")].some((b) => b.textContent === "b7-a8=N"));
  assert.match(await label(black, "a8"), /white (N\b|Knight)/);
  assert.equal(await black.evaluate(() => document.documentElement.dataset.sound), "capture");
  assert.deepEqual(await white.locator(".moves li").first().locator("[data-ply]").allTextContents(), ["a2-a4", "b7-b5"]);
  assert.deepEqual([...white.errors, ...black.errors], []);
});

test("a clock under ten seconds turns red and warns its own player once; the mute is remembered", async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  // The lobby has made this browser a player (its cookie) once it names it.
  await page.waitForFunction(() => document.getElementById("who").textContent.length > 0);
  const { id } = await page.evaluate(async () => {
    const response = await fetch("/api/games", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ variant: "chess", clock: { initial: 11, increment: 0 }, seats: ["me", "computer"] }),
    });
    return response.json();
  });
  await page.goto(`${server.url}/game/${id}`);
  await page.waitForSelector(".clock.running");
  assert.equal(await page.locator(".clock.low").count(), 0);
  await page.waitForSelector(".clock.running.low", { timeout: 5000 });
  await page.waitForFunction(() => document.documentElement.dataset.sound === "low-time");
  await page.screenshot({ path: join(shots, "playing-low-time.png") });
  const mute = page.getByRole("button", { name: /^Sound/ });
  assert.equal(await mute.textContent(), "Sound: on");
  await mute.click();
  assert.equal(await mute.getAttribute("aria-pressed"), "true");
  await page.reload();
  assert.equal(await page.getByRole("button", { name: /^Sound/ }).textContent(), "Sound: off");
  assert.deepEqual(page.errors, []);
});

test("on a phone: a tap and a tap, a finger dragging a piece, and a swipe elsewhere still scrolling", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.waitForFunction(() => document.getElementById("who").textContent.length > 0);
  const { id } = await page.evaluate(async () => (await fetch("/api/games", {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ variant: "chess", clock: null, seats: ["me", { computer: 1 }] }),
  })).json());
  await page.goto(`${server.url}/game/${id}`);
  await page.waitForSelector("[data-square]");
  await square(page, "e2").tap();
  await square(page, "e4").tap();
  await page.waitForSelector('.moves [data-ply="2"]');
  assert.equal((await plies(page))[0], "e2-e4");

  // Touch events straight from the browser's input layer, as a finger's.
  const touch = await context.newCDPSession(page);
  const centre = async (name) => { const b = await square(page, name).boundingBox(); return { x: b.x + b.width / 2, y: b.y + b.height / 2 }; };
  /** Puts a finger down at `from` and moves it in ten steps to `to`, then lifts it. */
  const swipe = async (from, to, during = async () => {}) => {
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (let i = 1; i <= 10; i++) {
      const point = { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 };
      await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await during();
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe(await centre("d2"), await centre("d4"), async () => {
    assert.equal(await page.locator(".drag-ghost").count(), 1, "the piece follows the finger");
  });
  await page.waitForSelector('.moves [data-ply="4"]');
  assert.equal((await plies(page))[2], "d2-d4");
  await page.screenshot({ path: join(shots, "playing-phone.png"), fullPage: true });
  // A finger on an empty square moves the page, not a piece.
  const before = await page.evaluate(() => scrollY);
  const start = await centre("e5");
  await swipe(start, { x: start.x, y: start.y - 200 });
  await page.waitForFunction((y) => scrollY > y, before);
  await context.close();
  assert.deepEqual(errors, []);
});
