// The rules pages in a real Chromium: every variant's page draws its diagrams with the board
// renderer, pointing at a piece's diagram marks the squares the server listed, and the pages
// link nothing outside the server.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { useServer, page as newPage, shots } from "./server.js";

const VARIANTS = ["chess", "giant-king", "monkey-king", "mountain", "monster-bluff"];

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

/** The page's links that leave the server (none may). */
const outsideLinks = (page) =>
  page.$$eval("a[href]", (links) => links.map((a) => a.href).filter((href) => new URL(href).origin !== location.origin));

test("the header links the rules; the index lists every variant's page", async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.locator("header").getByRole("link", { name: "Rules", exact: true }).click();
  await page.waitForURL(/\/rules$/);
  await page.waitForSelector("article.rules h1");
  for (const variant of VARIANTS) {
    assert.ok(await page.locator(`article.rules a[href="/rules/${variant}"]`).count(), `the index links ${variant}`);
  }
  assert.deepEqual(await outsideLinks(page), []);
  assert.deepEqual(page.errors, []);
});

for (const variant of VARIANTS) {
  test(`${variant}: every diagram is drawn, and a piece's diagram marks its moves on hover`, async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/rules/${variant}`);
    await page.waitForSelector("article.rules figure.diagram .board [data-square]", { state: "attached" });
    const figures = await page.$$eval("figure.diagram", (all) =>
      all.map((f) => ({ drawn: !!f.querySelector(".board svg [data-square]"), square: f.dataset.square || null })));
    assert.ok(figures.length >= 2, `${variant}: ${figures.length} diagrams`);
    assert.ok(figures.every((f) => f.drawn), `${variant}: a diagram was not drawn`);
    assert.equal(await page.locator(".diagram-broken").count(), 0);
    const pieces = page.locator("figure.diagram[data-square]");
    const count = await pieces.count();
    assert.ok(count >= 1, `${variant}: no piece diagrams`);
    for (let i = 0; i < count; i++) {
      const figure = pieces.nth(i);
      const { square, targets } = await figure.evaluate((f) => ({ square: f.dataset.square, targets: f.dataset.targets.split(" ") }));
      assert.ok(targets.length > 0 && targets[0] !== "", `${variant} ${square}: no targets`);
      // Each cell as drawn before and while the diagram is pointed at: the marking changes every
      // target that the board draws (the cell, or its description), and no other cell.
      const cells = () => figure.evaluate((f) =>
        Object.fromEntries([...f.querySelectorAll("[data-square]")].map((c) => [c.getAttribute("data-square"), c.outerHTML])));
      const before = await cells();
      await figure.locator(".board").scrollIntoViewIfNeeded();
      await figure.locator(".board").hover();
      await page.waitForFunction((f) => f.classList.contains("showing"), await figure.elementHandle());
      const during = await cells();
      const changed = Object.keys(during).filter((s) => during[s] !== before[s]).sort();
      const drawn = targets.filter((t) => t in during).sort();
      assert.ok(drawn.length > 0, `${variant} ${square}: none of ${targets} is a drawn square`);
      assert.deepEqual(changed, drawn, `${variant} ${square}: the marked squares`);
      if (i === 0) await figure.screenshot({ path: join(shots, `rules-${variant}-moves.png`) });
      await page.mouse.move(0, 0);
      await page.waitForFunction((f) => !f.classList.contains("showing"), await figure.elementHandle());
    }
    await pieces.first().locator(".board").hover();
    await page.screenshot({ path: join(shots, `rules-${variant}.png`), fullPage: true });
    assert.deepEqual(await outsideLinks(page), []);
    assert.deepEqual(page.errors, []);
  });
}

test("keyboard: Tab reaches a piece's diagram button and Enter keeps its moves marked", async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/rules/chess`);
  await page.waitForSelector("figure.diagram[data-square] .board [data-square]", { state: "attached" });
  const button = page.locator("figure.diagram[data-square] button.show-moves").first();
  await button.focus();
  await page.keyboard.press("Enter");
  assert.equal(await button.getAttribute("aria-pressed"), "true");
  assert.ok(await page.locator("figure.diagram.showing").count() === 1);
  assert.deepEqual(page.errors, []);
});

test("an unknown variant's rules page says so", async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/rules/no-such-game`);
  await page.waitForFunction(() => document.body.textContent.includes("no rules page"));
  page.errors = page.errors.filter((e) => !e.includes("404"));
  assert.deepEqual(page.errors, []);
});
