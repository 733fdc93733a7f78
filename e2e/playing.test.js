// Playing in the browser: a drag in chess, looking back through the moves with the keys, a
// Monkey King drop by clicking the piece in hand then the square, a flip in place from the
// chooser, and a record downloaded and replayed through /replay.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useServer, createGame, evidence, page as newPage, shots } from "./server.js";

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
  const page = await newPage(browser);
  // The computer's searches queue for a core behind other tests' computers (one search a core):
  // under the whole suite a reply can take longer than Playwright's default 30 s wait.
  page.setDefaultTimeout(120_000);
  await create(page, "monkey-king");
  const yourMove = () => page.waitForFunction(() => document.querySelector(".result").textContent === "Your move.");
  // Blue (the computer) moves first; then Red brings in its Pilgrim, then a Hero onto a river square.
  await yourMove();
  // Where the Pilgrim may come in: Blue's first drop may already attack c1.
  const opening = await page.locator(".legal button").allTextContents();
  const home = ["c1", "b1", "d1", "a1", "e1", "c2"].find((s) => opening.includes(`K*${s}`));
  assert.ok(home, `a Pilgrim drop near c1 among ${opening.filter((m) => m.startsWith("K*"))}`);
  await page.click('[data-hand="K"]');
  assert.equal(await page.locator('[data-hand="K"]').getAttribute("aria-pressed"), "true");
  await square(page, home).click();
  // The computer's reply; should it never come, the failure shows the page and the server's log.
  await page.waitForSelector('.moves [data-ply="3"]').catch(async (e) => {
    throw new Error(`${e.message}\n${await evidence(page, server.url)}`);
  });
  assert.equal((await plies(page))[1], `K*${home}`);
  // The computer's replies are its level's own choices (seeded afresh each move), so Red puts a
  // Hero on a red river square, and turns it over there into Fists once that is legal on Red's
  // turn (the reply may attack the Pilgrim or take the Hero first: then Red tries again).
  const rivers = ["b2", "d2", "b4", "d4", "a4", "e4", "c3", "a1", "e1"];
  let flipped = null;
  for (let turn = 0; turn < 16 && !flipped; turn++) {
    await yourMove();
    const legal = await page.locator(".legal button").allTextContents();
    const standing = rivers.find((s) => legal.includes(`${s}=B`));
    if (standing) {
      // Offered once the Hero is picked.
      await square(page, standing).click();
      const flip = page.getByRole("button", { name: "Turn over in place into Fists" });
      await page.screenshot({ path: join(shots, "playing-monkey-king.png"), fullPage: true });
      await flip.click();
      await page.waitForFunction(
        (text) => [...document.querySelectorAll(".moves [data-ply]")].some((b) => b.textContent === text),
        `${standing}=B`,
      );
      assert.match(await label(page, standing), /empty/);
      flipped = standing;
      break;
    }
    const played = (await plies(page)).length;
    const drop = rivers.find((s) => legal.includes(`H*${s}`));
    if (drop) {
      await page.click('[data-hand="H"]');
      await square(page, drop).click();
    } else {
      await typeMove(page, legal[0]);
    }
    await page.waitForFunction((n) => document.querySelectorAll(".moves [data-ply]").length > n, played);
  }
  assert.ok(flipped, "a Hero turned over in place on a river square");
  assert.match(await page.locator(".moves li").first().textContent(), /^1\./);
  // A disk dragged from the hand onto the board (or, if the computer's reply leaves no drop,
  // the Pilgrim dragged out of check).
  await yourMove();
  const legal = await page.locator(".legal button").allTextContents();
  const text = legal.find((t) => /^[A-Z]\*[a-e][1-4]$/.test(t)) || legal.find((t) => /^[a-e]\d-[a-e]\d$/.test(t));
  assert.ok(text, `a drop or a plain move among ${legal.join(" ")}`);
  const [, letter, fromSquare, toSquare] = text.match(/^(?:([A-Z])\*|([a-e]\d)-)([a-e]\d)$/);
  const from = await page.locator(letter ? `[data-hand="${letter}"]` : `[data-square="${fromSquare}"]`).boundingBox();
  const to = await square(page, toSquare).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  const ghost = await page.locator(".drag-ghost svg").boundingBox();
  assert.ok(Math.abs(ghost.width - to.width) < 2, "lifted at the size of a square");
  await page.mouse.up();
  await page.waitForFunction((text) => [...document.querySelectorAll(".moves [data-ply]")].some((b) => b.textContent === text), text);
  assert.doesNotMatch(await label(page, toSquare), /empty/);
  assert.deepEqual(page.errors, []);
});

/** Types a move into the move box, as a player at the keyboard would. */
async function typeMove(page, text) {
  await page.fill("input[name=move]", text);
  await page.press("input[name=move]", "Enter");
}

/** A chess game between two browsers, and the moves of `line` typed in turn. */
async function twoPeople(line) {
  const white = await newPage(browser);
  const black = await newPage(browser);
  await white.goto(server.url);
  await white.selectOption("select[name=variant]", "chess");
  await white.selectOption("select[name=clock]", "none");
  await white.selectOption("select[name=opponent]", "open");
  await white.click("button[type=submit]");
  await white.waitForURL(/\/game\/[0-9a-f]+$/);
  await black.goto(white.url());
  await black.getByRole("button", { name: "Join this game" }).click();
  for (const [i, text] of line.entries()) {
    const [mover, other] = i % 2 ? [black, white] : [white, black];
    await mover.waitForFunction(() => document.querySelector(".result").textContent === "Your move.");
    await typeMove(mover, text);
    await other.waitForSelector(`.moves [data-ply="${i + 1}"]`);
  }
  return { white, black };
}

test("chess between two people: a check sounds as a check in both browsers", async () => {
  const { white, black } = await twoPeople(["e2e4", "f7f6", "d1h5"]);
  await black.waitForFunction(() => document.querySelector(".result").textContent === "Your move.");
  for (const page of [white, black]) assert.equal(await page.evaluate(() => document.documentElement.dataset.sound), "check");
  // The King in check: only moves that answer it are offered, and g7-g6 blocks.
  await square(black, "g7").click();
  await square(black, "g6").click();
  await white.waitForSelector('.moves [data-ply="4"]');
  assert.equal(await white.evaluate(() => document.documentElement.dataset.sound), "move");
  assert.deepEqual([...white.errors, ...black.errors], []);
});

test("chess between two people: moves typed, then a promotion chosen by name from the chooser", async () => {
  const { white, black } = await twoPeople(["a2a4", "b7b5", "a4b5", "a7a6", "b5a6", "c8b7", "a6b7", "b8c6"]);
  // b7 takes a8 or steps to b8, each as one of four pieces: the chooser names them.
  await white.waitForFunction(() => document.querySelector(".result").textContent === "Your move.");
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
