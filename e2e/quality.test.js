// Qualities of the page as a whole, in a real Chromium: accessibility (axe-core, no serious or
// critical violation, light and dark), the time to a usable page, a move's round trip between
// two browsers, frame times when a move arrives on the big boards, four players of King of the
// Mountain in four browsers with sealed armies kept private, and a phone's screen.
//
// Timings are printed (t.diagnostic, shown in the test output) and docs/web.md records them;
// the assertions are generous bounds only, so that a busy machine cannot make them flaky.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { join } from "node:path";
import { useServer, createGame, page as newPage, phone, shots } from "./server.js";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

/** Creates a game from the lobby's form and waits for its page. */
const create = (page, options) => createGame(page, server.url, options);

/**
 * In the page: the number of moves its move list shows (one `[data-ply]` element a move, or,
 * in the first version of the page, one `span` a move).
 */
function plies() {
  const list = document.querySelector(".moves");
  return list ? list.querySelectorAll("[data-ply]").length || list.querySelectorAll("span").length : 0;
}

/** The number of moves the page's move list shows. */
const moveCount = (page) => page.evaluate(plies);

/** Waits until the page's move list holds at least `n` moves. */
const waitMoves = (page, n) =>
  page.waitForFunction(`(${plies})() >= ${Number(n)}`, null, { timeout: 15000 });

/** Seals the army (King of the Mountain) or chooses a True King (Monster Bluff) where asked. */
async function settle(page, variant) {
  if (variant === "monster-bluff") {
    await page.getByText("Choose your True King").waitFor();
    await page.locator(".candidates [data-choice]").first().click();
    await page.getByRole("button", { name: "This is my True King" }).click();
  }
  if (variant === "mountain") await page.getByRole("button", { name: "Seal your army" }).click();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(1)} ms`;

// ---------------------------------------------------------------------------------------------
// Accessibility

/** axe-core's serious and critical violations on the page as it stands, one line each. */
async function axeProblems(page, where) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => /** @type {any} */ (window).axe.run(document, { resultTypes: ["violations"] }));
  const problems = [];
  for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
    for (const node of v.nodes) {
      problems.push(`${where}: ${v.impact} ${v.id}: ${v.help} — ${node.target.join(" ")}: ${node.failureSummary}`);
    }
  }
  return problems;
}

for (const scheme of ["light", "dark"]) {
  test(`axe-core finds no serious or critical violation (${scheme} theme): lobby, every variant's game, rules, replay`, async (t) => {
    const page = await newPage(browser);
    await page.emulateMedia({ colorScheme: scheme });
    const problems = [];
    await page.goto(server.url);
    await page.getByRole("heading", { name: "Open games" }).waitFor();
    problems.push(...await axeProblems(page, "lobby"));

    await create(page, { variant: "chess" });
    await page.click('[data-square="e2"]');
    await page.click('[data-square="e4"]');
    await waitMoves(page, 2);
    await page.click('[data-square="d2"]'); // a selected piece and its marked squares
    problems.push(...await axeProblems(page, "chess"));

    await create(page, { variant: "mountain" });
    problems.push(...await axeProblems(page, "mountain army choice"));
    await settle(page, "mountain");
    await page.waitForSelector(".legal button");
    problems.push(...await axeProblems(page, "mountain"));
    for (const variant of ["giant-king", "monkey-king", "monster-bluff"]) {
      await create(page, { variant });
      await settle(page, variant);
      await page.waitForSelector(".legal button");
      problems.push(...await axeProblems(page, variant));
    }
    for (const path of ["/rules", "/rules/monkey-king", "/replay"]) {
      await page.goto(server.url + path);
      await page.locator("main h1").first().waitFor();
      problems.push(...await axeProblems(page, path));
    }
    t.diagnostic(`axe-core ${scheme}: ${problems.length} serious or critical violations`);
    assert.deepEqual(problems, []);
    assert.deepEqual(page.errors, []);
  });
}

// ---------------------------------------------------------------------------------------------
// Performance

/**
 * Run in the page before its own scripts: records (performance.now()) when the element that
 * makes the page usable is first present and clickable: the board's first `[data-square]`, or
 * the lobby's "Create game" button. Clickable: the element is what the pointer would hit at its
 * centre (laid out, not covered).
 */
function watchInteractive() {
  const w = /** @type {any} */ (window);
  w.__interactive = null;
  const selector = location.pathname.startsWith("/game/") ? "[data-square]" : "form button[type=submit]";
  const check = () => {
    if (w.__interactive !== null) return true;
    const node = document.querySelector(selector);
    if (!node) return false;
    const box = node.getBoundingClientRect();
    if (!box.width || !box.height) return false;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!hit || !(node === hit || node.contains(hit) || hit.closest(selector))) return false;
    w.__interactive = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
    else requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Navigation and paint figures of the page just loaded, all in ms from the navigation's start. */
async function loadFigures(page) {
  await page.waitForFunction(() => /** @type {any} */ (window).__interactive !== null, null, { timeout: 10000 });
  return page.evaluate(() => {
    const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType("navigation")[0]);
    const paint = Object.fromEntries(performance.getEntriesByType("paint").map((e) => [e.name, e.startTime]));
    return {
      response: nav.responseEnd,
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      firstPaint: paint["first-paint"],
      firstContentfulPaint: paint["first-contentful-paint"],
      interactive: /** @type {any} */ (window).__interactive,
    };
  });
}

test("the lobby and a game page are usable within a second of opening", async (t) => {
  const page = await newPage(browser);
  await page.context().addInitScript(watchInteractive);
  await page.goto(server.url); // the first visit makes the player; the figures are the second's
  await create(page, { variant: "chess" });
  const gameUrl = page.url();
  const report = {};
  for (const [name, url] of [["lobby", server.url], ["chess game", gameUrl], ["lobby again", server.url], ["chess game again", gameUrl]]) {
    await page.goto(url);
    const f = await loadFigures(page);
    report[name] = f;
    t.diagnostic(`${name}: first paint ${ms(f.firstPaint)}, first contentful paint ${ms(f.firstContentfulPaint)}, ` +
      `DOMContentLoaded ${ms(f.domContentLoaded)}, load ${ms(f.load)}, interactive ${ms(f.interactive)}`);
    assert.ok(f.interactive < 1000, `${name} usable after ${f.interactive} ms`);
    assert.ok(f.firstContentfulPaint < 1000, `${name} first contentful paint after ${f.firstContentfulPaint} ms`);
  }
  assert.deepEqual(page.errors, []);
});

/** Run in every page: the wall-clock time (ms) of the last click on a board square. */
function watchClicks() {
  const w = /** @type {any} */ (window);
  w.__lastClick = 0;
  addEventListener("click", (e) => {
    if (e.target instanceof Element && e.target.closest("[data-square]")) w.__lastClick = performance.timeOrigin + performance.now();
  }, true);
}

/**
 * In the page: resolves to the wall-clock time (ms) at which the `square`'s label (what stands
 * on it) changes from what it is now: the moment the move reached the page's DOM.
 */
function arrival(square) {
  const label = () => document.querySelector(`[data-square="${square}"]`)?.getAttribute("aria-label");
  const before = label();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (label() === before) return;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

test("a move's round trip from a click in one browser to the other browser's page", async (t) => {
  const white = await newPage(browser);
  const black = await newPage(browser);
  for (const p of [white, black]) await p.context().addInitScript(watchClicks);
  await create(white, { variant: "chess", opponent: "open" });
  await black.goto(white.url());
  await black.getByRole("button", { name: "Join this game" }).click();
  await white.waitForSelector(".legal button");
  const plies = ["e2-e4", "e7-e5", "g1-f3", "b8-c6", "f1-c4", "g8-f6", "d2-d3", "f8-c5", "c2-c3", "d7-d6", "b1-d2", "c8-e6"];
  const trips = [];
  for (const [i, ply] of plies.entries()) {
    const [from, to] = ply.split("-");
    const [mover, other] = i % 2 ? [black, white] : [white, black];
    await mover.waitForSelector(".legal button");
    const arrived = other.evaluate(arrival, to);
    await mover.click(`[data-square="${from}"]`);
    await mover.click(`[data-square="${to}"]`);
    const at = await arrived;
    const clicked = await mover.evaluate(() => /** @type {any} */ (window).__lastClick);
    trips.push(at - clicked);
    await waitMoves(other, i + 1);
  }
  t.diagnostic(`round trip over ${trips.length} moves: median ${ms(median(trips))}, max ${ms(Math.max(...trips))} ` +
    `(each: ${trips.map((x) => x.toFixed(1)).join(", ")})`);
  assert.equal(await moveCount(white), plies.length);
  assert.ok(median(trips) < 50, `median round trip ${median(trips)} ms`);
  assert.deepEqual([...white.errors, ...black.errors], []);
});

/**
 * In the page: from now until `stop()`, every frame's length (requestAnimationFrame deltas) and
 * the long animation frames and long tasks Chromium reports.
 */
function watchFrames() {
  const w = /** @type {any} */ (window);
  const frames = [];
  const long = [];
  let last = performance.now();
  let running = true;
  const tick = (/** @type {number} */ now) => {
    frames.push(now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(tick); });
  const types = PerformanceObserver.supportedEntryTypes.filter((type) => type === "long-animation-frame" || type === "longtask");
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const f = /** @type {any} */ (e);
      // A long animation frame's parts: its scripts (by source file and function), then style and layout.
      const scripts = (f.scripts || []).map((/** @type {any} */ x) =>
        `${String(x.sourceURL).split("/").pop()}:${x.sourceFunctionName || x.invoker} ${x.duration.toFixed(0)}`);
      const layout = f.styleAndLayoutStart ? e.startTime + e.duration - f.styleAndLayoutStart : 0;
      long.push({ type: e.entryType, duration: e.duration, scripts, layout });
    }
  });
  for (const type of types) observer.observe({ type });
  w.__stopFrames = () => {
    running = false;
    observer.disconnect();
    return { frames, long, types };
  };
}

for (const variant of ["mountain", "monster-bluff"]) {
  test(`${variant}: frame times while three moves are played and the computer's replies arrive`, async (t) => {
    const page = await newPage(browser);
    await create(page, { variant });
    await settle(page, variant);
    await page.waitForSelector(".legal button");
    await page.evaluate(watchFrames);
    for (let turn = 0; turn < 3; turn++) {
      const before = await moveCount(page);
      await page.locator(".legal button").first().click();
      await waitMoves(page, before + 2); // ours, then the computer's
      await page.waitForSelector(".legal button");
    }
    await page.waitForTimeout(300); // the frames after the last reply's drawing
    const { frames, long, types } = await page.evaluate(() => /** @type {any} */ (window).__stopFrames());
    const loaf = long.filter((e) => e.type === "long-animation-frame")
      .map((e) => `${ms(e.duration)} [scripts ${e.scripts.join(", ") || "none"}; style and layout ${ms(e.layout)}]`);
    const tasks = long.filter((e) => e.type === "longtask").map((e) => e.duration);
    const cells = await page.locator("[data-square]").count();
    t.diagnostic(`${variant} (${cells} squares): ${frames.length} frames, median ${ms(median(frames))}, longest ${ms(Math.max(...frames))}; ` +
      `frames over 20 ms (a refresh missed): ${frames.filter((f) => f > 20).length}; long animation frames (> 50 ms): ${loaf.length ? loaf.join(", ") : "none"}; ` +
      `long tasks: ${tasks.length ? tasks.map(ms).join(", ") : "none"} (observed: ${types.join(", ")})`);
    assert.ok(frames.length > 5, "frames were measured");
    assert.ok(Math.max(...frames) < 1000, "no frame froze the page for a second");
    assert.deepEqual(page.errors, []);
  });
}

// ---------------------------------------------------------------------------------------------
// Four players of King of the Mountain

test("King of the Mountain with four people in four browsers: sealed armies stay private, every move reaches everyone", async (t) => {
  // Distinct armies, none the default (which every seat's page shows as its suggestion).
  const armies = ["HHHHHHBBRRNNJJPP", "HHHHHHNNRRBBJJPP", "HHHHHHJJRRBBNNPP", "HHHHHHPPRRBBNNJJ"];
  const pages = [];
  const frames = [[], [], [], []];
  for (let i = 0; i < 4; i++) {
    const p = await newPage(browser);
    p.on("websocket", (ws) => ws.on("framereceived", (f) => frames[i].push(String(f.payload))));
    pages.push(p);
  }
  const [host, ...guests] = pages;
  await create(host, { variant: "mountain", players: "4", opponent: "open" });
  const invite = host.url();
  for (const g of guests) {
    await g.goto(invite);
    await g.getByRole("button", { name: "Join this game" }).click();
    await g.getByRole("button", { name: "Seal your army" }).waitFor();
  }
  await host.getByRole("button", { name: "Seal your army" }).waitFor();

  /** Everything a page holds: its text, its form fields' values, its markup and the socket frames it received. */
  const everything = async (i) => {
    const page = await pages[i].evaluate(() => [document.body.innerText, document.documentElement.outerHTML,
      ...[...document.querySelectorAll("input")].map((x) => x.value)].join("\n"));
    return `${page}\n${frames[i].join("\n")}`;
  };
  // Seal the armies one by one; until the last is sealed, no page has seen another's.
  for (let i = 0; i < 4; i++) {
    const input = pages[i].getByLabel("your army");
    await input.fill(armies[i]);
    await pages[i].getByRole("button", { name: "Seal your army" }).click();
    await pages[i].getByRole("button", { name: "Seal your army" }).waitFor({ state: "detached" });
    if (i === 3) break;
    for (let j = 0; j < 4; j++) {
      const seen = await everything(j);
      for (let k = 0; k < 4; k++) {
        if (k !== j) assert.ok(!seen.includes(armies[k]), `seat ${j}'s page shows seat ${k}'s sealed army before the reveal`);
      }
    }
  }
  for (const p of pages) await p.waitForSelector("[data-square]");
  await host.screenshot({ path: join(shots, "mountain-4-players.png"), fullPage: true });

  // Each seat plays on its turn; each move reaches the three other pages.
  const movedBy = new Set();
  let played = await moveCount(host);
  for (let round = 0; round < 8 && movedBy.size < 4; round++) {
    const turn = await (async () => {
      for (let tries = 0; tries < 100; tries++) {
        for (let i = 0; i < 4; i++) if (await pages[i].locator(".legal button").count()) return i;
        await host.waitForTimeout(100);
      }
      throw new Error("no seat has a move");
    })();
    await pages[turn].locator(".legal button").first().click();
    played += 1;
    for (const p of pages) await waitMoves(p, played);
    movedBy.add(turn);
  }
  t.diagnostic(`four seats played ${played} moves; every page showed each`);
  assert.equal(movedBy.size, 4, "every seat moved");
  await guests[2].screenshot({ path: join(shots, "mountain-4-players-green.png"), fullPage: true });
  assert.deepEqual(pages.flatMap((p) => p.errors), []);
});

// ---------------------------------------------------------------------------------------------
// A phone


/** How far the page scrolls sideways beyond the screen (0: not at all). */
const overflow = (page) => page.evaluate(() => /** @type {Element} */ (document.scrollingElement).scrollWidth - innerWidth);

test("on a phone (390×844, touch): the lobby and a chess game fit the width, and a move is played by taps", async () => {
  const page = await phone(browser);
  await page.goto(server.url);
  await page.getByRole("heading", { name: "Open games" }).waitFor();
  await page.screenshot({ path: join(shots, "phone-lobby.png"), fullPage: true });
  assert.equal(await overflow(page), 0, "the lobby scrolls sideways");
  await page.selectOption("select[name=variant]", "mountain");
  await page.selectOption("select[name=players]", "4");
  assert.equal(await overflow(page), 0, "the lobby with King of the Mountain's seats scrolls sideways");

  await create(page, { variant: "chess" });
  await page.waitForSelector('[data-square="e2"]');
  await page.tap('[data-square="e2"]');
  await page.tap('[data-square="e4"]');
  await waitMoves(page, 2);
  await page.screenshot({ path: join(shots, "phone-chess.png"), fullPage: true });
  assert.equal(await overflow(page), 0, "the chess page scrolls sideways");
  assert.deepEqual(page.errors, []);
});
