// The piece art in a real Chromium: every kind of every variant drawn for every owner at 16, 32
// and 64 px into a gallery, each drawing non-empty, inside its square and distinct from the other
// kinds of its variant; the gallery is saved for a person to look at.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { useServer, page as newPage, shots } from "./server.js";

let server, browser;
useServer((s, b) => ([server, browser] = [s, b]));

const VARIANTS = {
  chess: ["white", "black"],
  "giant-king": ["white", "black"],
  "monkey-king": ["red", "blue"],
  mountain: ["red", "blue", "yellow", "green"],
  "monster-bluff": ["white", "black"],
};

test("piece gallery: every kind of every variant, every owner, 16 to 64 px", async () => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(server.url);
  const report = await page.evaluate(async (variants) => {
    const m = await import("/static/pieces.js");
    const SVG = "http://www.w3.org/2000/svg";
    const gallery = document.createElement("div");
    gallery.id = "gallery";
    gallery.style.cssText = "background:#fff;color:#111;padding:8px;font:12px system-ui;width:max-content";
    /** A square of `px` pixels, light or dark, holding one drawing (on a disk for Monkey King). */
    const square = (variant, drawing, px, dark) => {
      const svg = document.createElementNS(SVG, "svg");
      svg.setAttribute("viewBox", "0 0 1 1");
      svg.setAttribute("width", String(px));
      svg.setAttribute("height", String(px));
      svg.style.verticalAlign = "bottom";
      const rect = document.createElementNS(SVG, "rect");
      rect.setAttribute("width", "1");
      rect.setAttribute("height", "1");
      rect.setAttribute("fill", dark ? "#b58863" : "#efd9b4");
      svg.append(rect);
      if (variant === "monkey-king") {
        const disk = document.createElementNS(SVG, "circle");
        disk.setAttribute("cx", "0.5");
        disk.setAttribute("cy", "0.5");
        disk.setAttribute("r", "0.46");
        disk.setAttribute("fill", "#f7f1e1");
        disk.setAttribute("stroke", "#333");
        disk.setAttribute("stroke-width", "0.03");
        svg.append(disk);
      }
      svg.append(drawing);
      return svg;
    };
    const out = { empty: [], outside: [], same: [], unknown: [], counts: {} };
    for (const [variant, owners] of Object.entries(variants)) {
      const section = document.createElement("section");
      section.className = "gallery-variant";
      section.dataset.variant = variant;
      section.style.cssText = "margin:0 0 6px;padding:4px;border:1px solid #ccc;background:#fff";
      const title = document.createElement("h2");
      title.textContent = variant;
      title.style.cssText = "margin:0;font-size:14px";
      section.append(title);
      const kinds = m.pieceKinds(variant);
      out.counts[variant] = kinds.length;
      for (const owner of owners) {
        /** @type {Map<string, string>} markup by name, to find two kinds drawn alike */
        const byName = new Map();
        for (const px of [64, 32, 16]) {
          const row = document.createElement("div");
          row.style.cssText = "display:flex;gap:0;align-items:end;margin:2px 0;width:max-content";
          row.dataset.px = String(px);
          kinds.forEach(({ letter, name }, i) => {
            const g = m.pieceSvg(variant, letter, owner);
            const cell = square(variant, g, px, i % 2 === 1);
            cell.setAttribute("aria-label", `${owner} ${name}`);
            row.append(cell);
            if (px === 16) {
              const markup = g.innerHTML;
              for (const [other, seen] of byName) {
                if (seen === markup && other !== name) out.same.push(`${variant} ${owner}: ${name} = ${other}`);
              }
              byName.set(name, markup);
            }
          });
          section.append(row);
        }
      }
      section.append(m.pieceKey(variant));
      gallery.append(section);
    }
    const chips = document.createElement("div");
    for (const kind of ["W", "R", "U", "G"]) {
      for (const px of [64, 32, 16]) chips.append(square("", m.chipSvg(kind), px, false));
    }
    gallery.append(chips);
    document.body.replaceChildren(gallery);
    out.unknown = [...gallery.querySelectorAll("g.piece.unknown")].map((g) => g.closest("svg").getAttribute("aria-label"));
    // Measured once everything is in the document (getBBox needs layout).
    for (const g of gallery.querySelectorAll("g.piece, g.chip")) {
      const box = g.getBBox();
      const label = g.closest("svg").getAttribute("aria-label") || g.getAttribute("data-name");
      if (!(box.width > 0.2 && box.height > 0.2)) out.empty.push(label);
      if (box.x < -0.01 || box.y < -0.01 || box.x + box.width > 1.01 || box.y + box.height > 1.01) {
        out.outside.push(`${label} ${[box.x, box.y, box.width, box.height].map((n) => n.toFixed(2))}`);
      }
    }
    return out;
  }, VARIANTS);
  assert.deepEqual(report.unknown, [], "kinds drawn as the plain token of an unknown letter");
  assert.deepEqual(report.empty, [], "drawings with nothing in them");
  assert.deepEqual(report.outside, [], "drawings outside their square");
  assert.deepEqual(report.same, [], "two kinds drawn alike");
  assert.deepEqual(report.counts, { chess: 12, "giant-king": 28, "monkey-king": 18, mountain: 12, "monster-bluff": 12 });
  await page.screenshot({ path: join(shots, "pieces.png"), fullPage: true });
  for (const variant of Object.keys(VARIANTS)) {
    await page.locator(`section[data-variant="${variant}"]`).screenshot({ path: join(shots, `pieces-${variant}.png`) });
  }
  // The 16 px rows as the screen shows them, magnified four times pixel for pixel, to judge them.
  const rows = [];
  for (const row of await page.locator('div[data-px="16"]').all()) rows.push((await row.screenshot()).toString("base64"));
  await page.evaluate((images) => {
    document.body.replaceChildren(...images.map((b64) => {
      const img = document.createElement("img");
      img.src = `data:image/png;base64,${b64}`;
      img.onload = () => { img.width = img.naturalWidth * 4; };
      img.style.cssText = "display:block;image-rendering:pixelated;margin:0 0 6px";
      return img;
    }));
  }, rows);
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.width > 0));
  await page.screenshot({ path: join(shots, "pieces-16px.png"), fullPage: true });
  assert.deepEqual(page.errors, []);
});

// Start positions from `menagerie apply`: the boards where squares are smallest.
const MOUNTAIN = "bKbMbBbBbNbN7yHyHyHyHyCyK/bCbQbJbJbPbP7yRyRyHyHyQyM/bHbH15yJyB/bHbH1*****3*****1yJyB/bHbR1*11*1yPyN/bHbR1*11*1yPyN/3*3*****3*3/3*2*5*2*3/6*5*6/6*5*6/6*5*6/3*2*5*2*3/3*3*****3*3/rNrP1*11*1gRgH/rNrP1*11*1gRgH/rBrJ1*****3*****1gHgH/rBrJ15gHgH/rMrQrHrHrRrR7gPgPgJgJgQgC/rKrCrHrHrHrH7gNgNgBgBgMgK";
// web/style.css's light, dark and wall squares, in its light and its dark theme.
const LIGHT_THEME = ["#efd9b4", "#b58863", "#5b5346"];
const DARK_THEME = ["#9a8a6e", "#6b5a44", "#2b2822"];
const BLUFF = "****rnbqkbnrrnbqkbnrrnbqkbnr****/****pppppppppppppppppppppppp****/****24****/****24****/****24****/****24****/****PPPPPPPPPPPPPPPPPPPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBNR****/RNBKQBNRRNBKQBNRRNBKQBNRRNBKQBNR/PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP/32/32/32/32/pppppppppppppppppppppppppppppppp/rnbkqbnrrnbkqbnrrnbkqbnrrnbkqbnr/****rnbqkbnrrnbqkbnrrnbqkbnr****/****pppppppppppppppppppppppp****/****24****/****24****/****24****/****24****/****PPPPPPPPPPPPPPPPPPPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBNR****";

test("piece boards: King of the Mountain at 18 px squares (light and dark theme), Monster Bluff at 16 px", async () => {
  const page = await newPage(browser);
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(server.url);
  const drawn = await page.evaluate(async ({ boards }) => {
    const m = await import("/static/pieces.js");
    const SVG = "http://www.w3.org/2000/svg";
    const seats = { r: "red", b: "blue", y: "yellow", g: "green" };
    const host = document.createElement("div");
    host.style.cssText = "display:flex;flex-wrap:wrap;gap:12px;align-items:start;padding:8px;background:#fff;width:760px";
    let pieces = 0;
    for (const { variant, fen, px, squares } of boards) {
      const rows = fen.split("/");
      const files = 32;
      const svg = document.createElementNS(SVG, "svg");
      svg.setAttribute("data-variant", variant);
      const cells = rows.map((row) => {
        const out = [];
        for (let i = 0; i < row.length;) {
          if (/[0-9]/.test(row[i])) {
            let n = 0;
            while (/[0-9]/.test(row[i] || "")) n = n * 10 + Number(row[i++]);
            for (let k = 0; k < n; k++) out.push(null);
          } else if (row[i] === "*") { out.push("*"); i++; }
          else if (variant === "mountain") { out.push([seats[row[i]], row[i + 1]]); i += 2; }
          else { out.push([row[i] === row[i].toUpperCase() ? "white" : "black", row[i]]); i++; }
        }
        return out;
      });
      const width = Math.max(...cells.map((r) => r.length));
      void files;
      svg.setAttribute("viewBox", `0 0 ${width} ${cells.length}`);
      svg.setAttribute("width", String(width * px));
      svg.setAttribute("height", String(cells.length * px));
      cells.forEach((row, y) => row.forEach((cell, x) => {
        const rect = document.createElementNS(SVG, "rect");
        Object.entries({ x, y, width: 1, height: 1 }).forEach(([k, v]) => rect.setAttribute(k, String(v)));
        rect.setAttribute("fill", cell === "*" ? squares[2] : squares[(x + y) % 2]);
        svg.append(rect);
        if (cell && cell !== "*") {
          const g = m.pieceSvg(variant, cell[1], cell[0]);
          g.setAttribute("transform", `translate(${x} ${y})`);
          svg.append(g);
          pieces++;
        }
      }));
      host.append(svg);
    }
    document.body.replaceChildren(host);
    return pieces;
  }, { boards: [
    { variant: "mountain", fen: MOUNTAIN, px: 18, squares: LIGHT_THEME },
    { variant: "mountain", fen: MOUNTAIN, px: 18, squares: DARK_THEME },
    { variant: "monster-bluff", fen: BLUFF, px: 16, squares: LIGHT_THEME },
  ] });
  assert.equal(drawn, 2 * 4 * 20 + 10 * 32);
  await page.screenshot({ path: join(shots, "pieces-boards.png"), fullPage: true });
  assert.deepEqual(page.errors, []);
});

test("piece names, kinds and key", async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  const found = await page.evaluate(async () => {
    const m = await import("/static/pieces.js");
    const key = m.pieceKey("monkey-king");
    document.body.append(key);
    return {
      names: [
        m.pieceName("chess", "n"), m.pieceName("giant-king", "+g"), m.pieceName("giant-king", "W"),
        m.pieceName("monkey-king", "K"), m.pieceName("monkey-king", "k"), m.pieceName("monkey-king", "g"),
        m.pieceName("monkey-king", "C"), m.pieceName("mountain", "P"), m.pieceName("mountain", "rJ"),
        m.pieceName("mountain", "H(R)"), m.pieceName("monster-bluff", "q"),
      ],
      mountain: m.pieceKinds("mountain").map((k) => k.letter).join(""),
      monkey: m.pieceKinds("monkey-king").map((k) => k.letter).join(""),
      giant: m.pieceKinds("giant-king").map((k) => k.letter).join(" "),
      key: [...key.querySelectorAll("li")].map((li) => li.textContent),
      keyDrawn: key.querySelectorAll("li svg g.piece").length,
      // A mutant Hero wears the Rook it gained; a promoted Gryphon is not drawn as a plain one.
      mutantWearsRook: m.pieceSvg("mountain", "rH(R)", "red").innerHTML
        .includes(m.pieceSvg("mountain", "R", "red").firstElementChild.innerHTML),
      mutantDiffers: m.pieceSvg("mountain", "H(R)", "red").innerHTML !== m.pieceSvg("mountain", "H", "red").innerHTML,
      promotedDiffers: m.pieceSvg("giant-king", "+g", "black").innerHTML !== m.pieceSvg("giant-king", "g", "black").innerHTML,
    };
  });
  assert.deepEqual(found.names, [
    "Knight", "Reaper", "Wildebeest", "Pilgrim", "Goblin King", "Goblin General", "Celestial", "Cannon", "Kangaroo",
    "Hero (also Rook)", "Queen",
  ]);
  assert.equal(found.mountain, "KQMCBRNJPAGH");
  assert.equal(found.monkey, "PMNLHBCXKpsnghlcxk");
  assert.equal(found.giant, "K G R W C N B P +G +R +W +C +N +B k g r w c n b p +g +r +w +c +n +b");
  assert.ok(found.mutantWearsRook && found.mutantDiffers && found.promotedDiffers);
  assert.equal(found.key.length, 18);
  assert.equal(found.keyDrawn, 18);
  assert.ok(found.key.includes("Sea Serpent") && found.key.includes("Monkey King"));
  assert.deepEqual(page.errors, []);
});
