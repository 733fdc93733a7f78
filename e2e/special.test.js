// Each variant's own kind of move, made by clicking squares as a player would: castling, a
// Wildebeest's leap, a Kangaroo's leap over its own pieces, a move across Monster Bluff's grid
// after a True King chosen on the board (Monkey King's drops and flips, and promotions, are in
// playing.test.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { useServer, createGame, page as newPage, shots } from "./server.js";

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

/** Creates a game from the lobby's form and waits for its page. */
const create = (page, options) => createGame(page, server.url, options);

/** Waits until the move list holds `text`. */
async function played(page, text) {
  await page.waitForFunction((t) => [...document.querySelectorAll(".moves [data-ply]")].some((b) => b.textContent === t), text);
}

/** Types a move into the move box. */
async function type(page, text) {
  await page.fill("input[name=move]", text);
  await page.press("input[name=move]", "Enter");
  await played(page, text);
}

test("chess: castling by clicking the king, then the square two files away", async () => {
  const white = await newPage(browser);
  const black = await newPage(browser);
  await create(white, { variant: "chess", opponent: "open" });
  await black.goto(white.url());
  await black.getByRole("button", { name: "Join this game" }).click();
  for (const [who, text] of [[white, "e2-e4"], [black, "e7-e5"], [white, "g1-f3"], [black, "b8-c6"], [white, "f1-c4"], [black, "g8-f6"]]) {
    await who.waitForFunction(() => document.body.textContent.includes("Your move."));
    await type(who, text);
  }
  await white.waitForFunction(() => document.body.textContent.includes("Your move."));
  await white.click('[data-square="e1"]');
  assert.match(await white.locator('[data-square="g1"]').getAttribute("aria-label"), /a destination/);
  await white.click('[data-square="g1"]');
  await played(black, "e1-g1");
  assert.match(await black.locator('[data-square="f1"]').getAttribute("aria-label"), /Rook/, "the rook came over");
  assert.deepEqual([...white.errors, ...black.errors], []);
});

test("Giant-King: a Wildebeest leaps by clicks and the computer answers", async () => {
  const page = await newPage(browser);
  await create(page, { variant: "giant-king" });
  await page.waitForFunction(() => document.body.textContent.includes("Your move."));
  assert.match(await page.locator('[data-square="c1"]').getAttribute("aria-label"), /Wildebeest/);
  await page.click('[data-square="c1"]');
  await page.click('[data-square="b4"]');
  await played(page, "c1-b4");
  await page.waitForSelector('.moves [data-ply="2"]');
  assert.match(await page.locator('[data-square="b4"]').getAttribute("aria-label"), /white Wildebeest/);
  await page.getByText("Piece key").click();
  assert.ok(await page.locator(".help .piece-key").getByText("Wildebeest").isVisible(), "the piece key names the fairy pieces");
  assert.equal(await page.getByRole("link", { name: "How to play Giant-King Chess" }).getAttribute("href"), "/rules/giant-king");
  await page.screenshot({ path: join(shots, "special-giant-king.png") });
  assert.deepEqual(page.errors, []);
});

test("King of the Mountain: a Kangaroo leaps over its own army by clicks", async () => {
  const page = await newPage(browser);
  await create(page, { variant: "mountain" });
  await page.getByRole("button", { name: "Seal your army" }).click();
  await page.waitForFunction(() => document.body.textContent.includes("Your move."));
  assert.match(await page.locator('[data-square="b3"]').getAttribute("aria-label"), /Kangaroo/);
  await page.click('[data-square="b3"]');
  await page.click('[data-square="c5"]');
  await played(page, "b3-c5");
  assert.match(await page.locator('[data-square="c5"]').getAttribute("aria-label"), /red Kangaroo/);
  await page.screenshot({ path: join(shots, "special-mountain.png") });
  assert.deepEqual(page.errors, []);
});

test("Monster Bluff: the True King chosen on the board, then a Knight's move by clicks and the reply", async () => {
  const page = await newPage(browser);
  await create(page, { variant: "monster-bluff" });
  await page.getByText("Choose your True King").waitFor();
  await page.locator(".candidates [data-choice]").first().click();
  await page.getByRole("button", { name: "This is my True King" }).click();
  await page.waitForFunction(() => document.body.textContent.includes("Your move."));
  await page.click('[data-square="8b1"]');
  await page.click('[data-square="8c3"]');
  await played(page, "8b1-8c3");
  await page.waitForSelector('.moves [data-ply="2"]');
  assert.match(await page.locator('[data-square="8c3"]').getAttribute("aria-label"), /white Knight/);
  assert.deepEqual(page.errors, []);
});
