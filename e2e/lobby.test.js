// The lobby in a real Chromium: per-seat choices for a game of three, the map and custom clock,
// rated or casual, the open-games list refreshing in another browser, the copy button, the links.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { useServer, page as newPage, shots } from "./server.js";

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

/** Submits the lobby's form; resolves to the body the page sent to `POST /api/games`. */
async function submit(page) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/games"),
    page.click("button[type=submit]"),
  ]);
  await page.waitForURL(/\/game\/[0-9a-f]+$/);
  return request.postDataJSON();
}

test("a game of three with a computer seat and an open seat shows up in another browser's open games", async () => {
  const host = await newPage(browser);
  const guest = await newPage(browser);
  await guest.goto(server.url);
  await guest.getByRole("heading", { name: "Open games" }).waitFor();

  await host.goto(server.url);
  await host.selectOption("select[name=variant]", "mountain");
  await host.selectOption("select[name=players]", "3");
  await host.selectOption("select[name=opponent]", "open");
  // Seats besides the host's (Red): Blue and Yellow, each open or the computer at a level.
  assert.deepEqual(await host.locator("fieldset.seats select").evaluateAll((s) => s.map((x) => x.name)), ["seat-1", "seat-2"]);
  await host.getByLabel("Blue", { exact: true }).selectOption("computer:2");
  assert.equal(await host.getByLabel("Rated").isDisabled(), true, "a game with the computer cannot be rated");
  await host.screenshot({ path: join(shots, "lobby-mountain-3.png"), fullPage: true });
  const body = await submit(host);
  assert.deepEqual(body.seats, ["me", { computer: 2 }, "open"]);
  assert.deepEqual(body.options, { players: "3" });
  assert.equal(body.rated, false);
  const id = new URL(host.url()).pathname.split("/").pop();

  // The guest's lobby was open before the game existed: its list refreshes by itself.
  const row = guest.locator(`tr[data-game="${id}"]`);
  await row.waitFor({ timeout: 8000 });
  const text = await row.textContent();
  assert.match(text, /King of the Mountain · 3 players/);
  assert.match(text, /Red: player, Blue: computer \(level 2\), Yellow: open/);
  await guest.screenshot({ path: join(shots, "lobby-open-games.png"), fullPage: true });
  await row.getByRole("link").click();
  await guest.waitForURL(`${server.url}/game/${id}`);
  await guest.getByRole("button", { name: "Join this game" }).click();
  // Every seat is filled now: the game leaves the open list.
  await host.goto(server.url);
  await host.getByRole("heading", { name: "Games in play" }).waitFor();
  await host.locator(`section.playing tr[data-game="${id}"]`).waitFor();
  assert.equal(await host.locator(`section.open tr[data-game="${id}"]`).count(), 0);
  assert.deepEqual([...host.errors, ...guest.errors], []);
});

test("the map, house rules, a custom clock and the seat to play are sent as chosen", async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.selectOption("select[name=variant]", "mountain");
  await page.selectOption("select[name=players]", "4");
  await page.selectOption("select[name=map]", "crags");
  await page.locator("summary", { hasText: "House rules" }).click();
  await page.getByLabel("Wait for It").check();
  await page.selectOption("select[name=clock]", "custom");
  await page.fill("input[name=minutes]", "7");
  await page.fill("input[name=increment]", "4");
  await page.selectOption("select[name=opponent]", "open");
  await page.selectOption("select[name=seat]", "2");
  assert.equal(await page.getByLabel("Rated").isChecked(), true, "a game of people is rated by default");
  const body = await submit(page);
  assert.deepEqual(body, {
    variant: "mountain",
    options: { players: "4", map: "crags", wait: "on" },
    clock: { initial: 420, increment: 4 },
    seats: ["open", "open", "me", "open"],
    rated: true,
  });
  await page.getByText("Yellow").first().waitFor();
  assert.deepEqual(page.errors, []);
});

test("a two-player variant offers two players only, and a correspondence clock", async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.selectOption("select[name=variant]", "monkey-king");
  assert.deepEqual(await page.locator("select[name=players] option").allTextContents(), ["2"]);
  assert.equal(await page.locator("fieldset.mountain-options").isVisible(), false);
  assert.deepEqual(await page.locator("select[name=seat] option").allTextContents(), ["Red", "Blue"]);
  await page.selectOption("select[name=clock]", "d3");
  await page.selectOption("select[name=opponent]", "computer");
  await page.selectOption("select[name=level]", "5");
  await page.selectOption("select[name=seat]", "1");
  const body = await submit(page);
  assert.deepEqual(body, { variant: "monkey-king", options: {}, clock: { days: 3 }, seats: [{ computer: 5 }, "me"], rated: false });
  assert.deepEqual(page.errors, []);
});

test("the lobby links to the rules and to the replay page, and copyButton copies", async () => {
  const page = await newPage(browser);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await page.goto(server.url);
  assert.equal(await page.getByRole("link", { name: "The rules of every variant" }).getAttribute("href"), "/rules");
  assert.equal(await page.getByRole("link", { name: "Replay a game record" }).getAttribute("href"), "/replay");
  await page.selectOption("select[name=variant]", "giant-king");
  assert.equal(await page.locator("a.rules-link").getAttribute("href"), "/rules/giant-king");
  // The button game pages use for their invite.
  await page.evaluate(async (url) => {
    const { copyButton } = await import("/static/lobby.js");
    document.body.append(copyButton(`${url}/game/abc123`));
  }, server.url);
  await page.getByRole("button", { name: "Copy invite link" }).click();
  await page.getByRole("button", { name: "Copied" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `${server.url}/game/abc123`);
  assert.deepEqual(page.errors, []);
});
