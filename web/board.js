// One board renderer for every rectangular geometry: the board field of the view FEN read into
// a grid of cells (pieces, empty squares, walls), drawn in SVG and turned for the viewer. It
// knows no rules: which squares a piece may go to comes from the server's legal actions.

import { pieceSvg } from "./pieces.js";

const SVG = "http://www.w3.org/2000/svg";
/** @type {Record<string, "red"|"blue"|"yellow"|"green">} */
const SEAT_OWNERS = { r: "red", b: "blue", y: "yellow", g: "green" };

/**
 * @typedef {{piece?: string, seat?: string, wall?: boolean}} Cell
 * @typedef {{cells: Cell[][], files: number, ranks: number, hand: string}} Grid
 */

/** A file's name: a..z, then aa, ab, ... @param {number} i */
export function fileName(i) {
  let name = "";
  i += 1;
  while (i > 0) {
    i -= 1;
    name = String.fromCharCode(97 + (i % 26)) + name;
    i = Math.floor(i / 26);
  }
  return name;
}

/** The square at file `f`, rank `r` (both from 0 at the bottom left). */
export function squareName(/** @type {number} */ f, /** @type {number} */ r) {
  return `${fileName(f)}${r + 1}`;
}

/** Reads the board field of a view FEN. @param {string} variant @param {string} fen @returns {Grid} */
export function readBoard(variant, fen) {
  let field = fen.split(" ")[0];
  let hand = "";
  const bracket = field.indexOf("[");
  if (bracket >= 0) {
    hand = field.slice(bracket + 1, field.indexOf("]", bracket));
    field = field.slice(0, bracket);
  }
  const rows = field.split("/").map((row) => {
    /** @type {Cell[]} */
    const cells = [];
    let i = 0;
    while (i < row.length) {
      const c = row[i];
      if (c >= "0" && c <= "9") {
        let n = 0;
        while (i < row.length && row[i] >= "0" && row[i] <= "9") n = n * 10 + Number(row[i++]);
        for (let k = 0; k < n; k++) cells.push({});
      } else if (c === "*") {
        cells.push({ wall: true });
        i++;
      } else if (variant === "mountain" && "rbyg".includes(c) && i + 1 < row.length) {
        let piece = row[i + 1];
        i += 2;
        if (row[i] === "(") {
          const end = row.indexOf(")", i);
          piece += row.slice(i, end + 1);
          i = end + 1;
        }
        cells.push({ piece, seat: c });
      } else if (c === "+") {
        cells.push({ piece: "+" + row[i + 1] });
        i += 2;
      } else {
        cells.push({ piece: c });
        i++;
      }
    }
    return cells;
  });
  const files = Math.max(...rows.map((r) => r.length));
  return { cells: rows.reverse(), files, ranks: rows.length, hand };
}

/**
 * Draws `grid` into `host`.
 * @param {HTMLElement} host
 * @param {string} variant
 * @param {Grid} grid
 * @param {{flipped: boolean, selected?: string|null, targets?: Set<string>, last?: string[], onClick?: (square: string) => void}} view
 */
export function drawBoard(host, variant, grid, view) {
  const size = 10;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${grid.files * size} ${grid.ranks * size}`);
  svg.setAttribute("role", "grid");
  svg.setAttribute("aria-label", "board");
  for (let r = 0; r < grid.ranks; r++) {
    for (let f = 0; f < grid.files; f++) {
      const cell = grid.cells[r][f] || {};
      const x = (view.flipped ? grid.files - 1 - f : f) * size;
      const y = (view.flipped ? r : grid.ranks - 1 - r) * size;
      const name = squareName(f, r);
      const g = document.createElementNS(SVG, "g");
      g.setAttribute("class", "cell");
      g.setAttribute("data-square", name);
      g.setAttribute("role", "gridcell");
      g.setAttribute("aria-label", cell.wall ? `${name} wall` : `${name} ${cell.piece ? pieceName(cell) : "empty"}`);
      const rect = document.createElementNS(SVG, "rect");
      rect.setAttribute("x", String(x));
      rect.setAttribute("y", String(y));
      rect.setAttribute("width", String(size));
      rect.setAttribute("height", String(size));
      const colour = cell.wall ? "var(--wall)" : (f + r) % 2 ? "var(--light)" : "var(--dark)";
      rect.setAttribute("fill", colour);
      g.append(rect);
      const mark = view.selected === name ? "var(--mark)" : view.last?.includes(name) ? "var(--last)" : null;
      if (mark) g.append(overlay(x, y, size, mark));
      if (cell.piece) g.append(glyph(variant, cell, x, y, size));
      if (view.targets?.has(name)) {
        const dot = document.createElementNS(SVG, "circle");
        dot.setAttribute("cx", String(x + size / 2));
        dot.setAttribute("cy", String(y + size / 2));
        dot.setAttribute("r", String(cell.piece ? size * 0.45 : size * 0.15));
        dot.setAttribute("fill", cell.piece ? "none" : "var(--mark)");
        dot.setAttribute("stroke", "var(--mark)");
        dot.setAttribute("stroke-width", cell.piece ? "1" : "0");
        g.append(dot);
      }
      if (!cell.wall && view.onClick) {
        const click = view.onClick;
        g.addEventListener("click", () => click(name));
      }
      svg.append(g);
    }
  }
  host.replaceChildren(svg);
}

/** @param {number} x @param {number} y @param {number} size @param {string} fill */
function overlay(x, y, size, fill) {
  const rect = document.createElementNS(SVG, "rect");
  rect.setAttribute("x", String(x));
  rect.setAttribute("y", String(y));
  rect.setAttribute("width", String(size));
  rect.setAttribute("height", String(size));
  rect.setAttribute("fill", fill);
  return rect;
}

/**
 * A hand (`PPNNpp`: upper case the first seat's) as each side's counts: `red P×2 N×2 · blue p×2`.
 * @param {string} hand @param {string[]} names the seats' names
 */
export function handText(hand, names) {
  const side = (/** @type {string[]} */ letters) => {
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const l of letters) counts.set(l, (counts.get(l) || 0) + 1);
    return [...counts].map(([l, n]) => (n > 1 ? `${l}×${n}` : l)).join(" ");
  };
  const letters = [...hand];
  const upper = side(letters.filter((l) => l !== l.toLowerCase()));
  const lower = side(letters.filter((l) => l === l.toLowerCase()));
  return [[names[0], upper], [names[1], lower]].filter(([, h]) => h).map(([n, h]) => `${n} ${h}`).join(" · ");
}

/** @param {Cell} cell */
function pieceName(cell) {
  const letter = (cell.piece || "").replace("+", "");
  const owner = cell.seat ? SEAT_OWNERS[cell.seat] : letter === letter.toUpperCase() ? "white" : "black";
  return `${owner} ${letter.toUpperCase()}`;
}

/** @param {string} variant @param {Cell} cell @param {number} x @param {number} y @param {number} size */
function glyph(variant, cell, x, y, size) {
  const letter = (cell.piece || "").replace("+", "")[0];
  const upper = letter === letter.toUpperCase();
  // King of the Mountain by seat letter; Monkey King's sides are red (upper case) and blue.
  /** @type {keyof typeof import("./pieces.js").OWNER_FILL} */
  const owner = cell.seat ? SEAT_OWNERS[/** @type {keyof typeof SEAT_OWNERS} */ (cell.seat)]
    : variant === "monkey-king" ? (upper ? "red" : "blue") : upper ? "white" : "black";
  const g = pieceSvg(variant, letter, owner);
  g.setAttribute("transform", `translate(${x} ${y}) scale(${size})`);
  g.style.pointerEvents = "none";
  return g;
}
