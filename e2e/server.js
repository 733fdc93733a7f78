// A `menagerie serve` for the browser tests: a fresh SQLite file, a free port, no rate limit,
// and a Chromium to drive (Debian's, found on the PATH; no browser is downloaded).
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, existsSync, rmSync } from "node:fs";
import { before, after } from "node:test";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Starts the server; resolves to its base URL and a stop function. */
export async function startServer() {
  const bin = process.env.MENAGERIE_BIN || join(root, "target", "debug", "menagerie");
  // In memory where there is a tmpfs: each commit's fsync on a disk still flushing the build's
  // gigabytes stalled the server for seconds (the browser tests test the pages, not the disk;
  // durability has its own tests in crates/cli/tests/serve.rs).
  const scratch = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
  const folder = mkdtempSync(join(scratch, "menagerie-e2e-"));
  const data = join(folder, "db.sqlite");
  // MENAGERIE_WEB_DIR: test a web/ folder other than the one built in (another worktree's).
  const web = process.env.MENAGERIE_WEB_DIR ? ["--web-dir", process.env.MENAGERIE_WEB_DIR] : [];
  const child = spawn(bin, ["serve", "--addr", "127.0.0.1:0", "--data", data, "--rate-limit", "0", ...web], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let text = "";
  const url = await new Promise((resolve, reject) => {
    child.stderr.on("data", (chunk) => {
      // The log is kept (its last 8 KB) for a failing test to show.
      text = (text + chunk).slice(-8192);
      // Up to the space after the port: stderr may arrive in pieces that cut the address.
      const found = text.match(/serving (http:\/\/[0-9.]+:[0-9]+) /);
      if (found) resolve(found[1]);
    });
    child.on("exit", (code) => reject(new Error(`menagerie serve exited with ${code}: ${text}`)));
  });
  logs.set(url, () => text);
  const stop = () => {
    child.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  };
  return { url, stop, log: () => text };
}

/** The server logs by URL, for failures to quote. @type {Map<string, () => string>} */
const logs = new Map();

/** What the page shows and what the server at `url` logged: for a failure's message. */
export async function evidence(page, url) {
  const shown = await page.locator("main").textContent({ timeout: 1000 }).catch(() => "(no main)");
  const log = logs.get(url)?.() ?? "(no log)";
  return `page ${page.url()} shows: ${shown?.slice(0, 500)}\npage errors: ${JSON.stringify(page.errors ?? [])}\nserver log (tail):\n${log.slice(-2000)}`;
}

export function chromiumPath() {
  for (const path of [process.env.CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (path && existsSync(path)) return path;
  }
  throw new Error("no chromium: apt-get install chromium (or set CHROMIUM)");
}

export async function launch() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
}

/** A page that records console errors and uncaught exceptions. */
export async function page(browser, options = { viewport: { width: 1200, height: 900 } }) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.errors = [];
  page.on("console", (m) => { if (m.type() === "error") page.errors.push(m.text()); });
  page.on("pageerror", (e) => page.errors.push(String(e)));
  return page;
}

/** A page on a phone: 390×844, touch, as page() records errors. */
export const phone = (browser) =>
  page(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

export const shots = join(root, "target", "e2e-screenshots");

/**
 * The server and browser one test file shares: started before its tests and stopped after
 * them; `use` receives both once they are up.
 * @param {(server: {url: string, stop: () => void}, browser: import("playwright-core").Browser) => void} use
 */
export function useServer(use) {
  let server, browser;
  before(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer();
    browser = await launch();
    use(server, browser);
  });
  after(async () => {
    await browser?.close();
    server?.stop();
  });
}

/**
 * Creates a game from the lobby's form at `url` (the computer at `level`, or an open seat);
 * resolves once the game's page is open.
 */
export async function createGame(page, url, { variant, opponent = "computer", level = "1", players = "2", clock = "none" }) {
  await page.goto(url);
  try {
    await page.waitForSelector("select[name=variant]");
  } catch (e) {
    throw new Error(`the lobby's form never appeared: ${e.message}\n${await evidence(page, url)}`);
  }
  await page.selectOption("select[name=variant]", variant);
  await page.selectOption("select[name=players]", players);
  await page.selectOption("select[name=clock]", clock);
  await page.selectOption("select[name=opponent]", opponent);
  if (opponent === "computer") await page.selectOption("select[name=level]", level);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/game\/[0-9a-f]+$/);
}
