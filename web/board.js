// One board renderer for every variant. The view FEN is read into a small model of its geometry
// (`geometry`: squares placed on a plane, pieces over one or more squares, chip stacks, trays of
// pieces in hand), and one drawer turns any model into SVG for the viewer's seat. It knows no
// rules: which squares a piece may go to comes from the server's legal actions; the few facts of
// the boards' drawing that no FEN carries (rivers, clouds, levels, respawn points) are data here,
// each citing RULES.md.

import { pieceSvg } from "./pieces.js";

const SVG = "http://www.w3.org/2000/svg";

/** @typedef {keyof typeof import("./pieces.js").OWNER_FILL} Owner */

/**
 * One square of the board field, as the FEN writes it.
 * @typedef {{piece?: string, seat?: string, wall?: boolean}} Cell
 */
/**
 * The view FEN read: the board field's cells (rank 1 first), the bracket field (hand, captured
 * pieces), and the fields after the board.
 * @typedef {{cells: Cell[][], files: number, ranks: number, hand: string, fen: string, fields: string[]}} Grid
 */
/**
 * A square placed on the drawing plane, in square units from the top left as White (or the first
 * seat) sees the board.
 * @typedef {object} Square
 * @property {string} name as move text writes it (`e4`, `q2`, `8e1`)
 * @property {number} x
 * @property {number} y
 * @property {boolean} dark
 * @property {boolean} [wall]
 * @property {string[]} marks extra classes: `river-red`, `cloud`, `middle`, `summit`, `respawn-r` ...
 * @property {string} [note] words for its aria-label beyond name and piece ("red river", "summit")
 * @property {string} [coord] the name its edge coordinates are read from (Monster Bluff: board-local)
 * @property {number} [board] Monster Bluff: the board it belongs to
 */
/**
 * A piece over one square, or several (the Giant-King's four).
 * @typedef {object} Piece
 * @property {string} at the square that names it in move text (the Giant-King's lower left)
 * @property {string[]} covers every square it stands on
 * @property {string} letter as the FEN writes it, `+` included (King of the Mountain: without the seat)
 * @property {Owner} owner
 * @property {number} x
 * @property {number} y
 * @property {number} size in squares
 * @property {string} [back] Monkey King: the disk's other face ("" for none)
 * @property {string} [gained] King of the Mountain, Mutant Armies: the movement it gained
 */
/**
 * Monster Bluff chips on a square, bottom to top.
 * @typedef {{at: string, chips: string, x: number, y: number}} Stack
 */
/**
 * Pieces (or chips) a side holds off the board: a hand, captured pieces, a reserve, a supply.
 * @typedef {object} Tray
 * @property {number} seat the seat index it belongs to
 * @property {Owner} owner
 * @property {string} title
 * @property {{letter: string, count: number, chip?: boolean}[]} items letters as the FEN writes them
 * @property {number} [tokens] Monkey King: Red's Fists tokens
 * @property {string} [note] Monster Bluff: the bank; King of the Mountain: "out"
 */
/**
 * A variant's board as a drawing model.
 * @typedef {object} Geometry
 * @property {string} variant
 * @property {number} width
 * @property {number} height
 * @property {Square[]} squares
 * @property {Piece[]} pieces
 * @property {Stack[]} stacks
 * @property {Tray[]} trays
 * @property {{number: number, x: number, y: number}[]} boards Monster Bluff's ten 8×8 boards
 * @property {string[]} seats seat letters in seat order (King of the Mountain), else []
 * @property {boolean} zoomable the big boards: zoom and pan
 */
/**
 * How to draw: the viewer's seat at the bottom, marks, and what clicks report.
 * @typedef {object} View
 * @property {boolean} [flipped] two seats: the second seat at the bottom (same as orientation 1)
 * @property {number} [orientation] the seat index to put at the bottom
 * @property {string|null} [selected]
 * @property {Set<string>} [targets]
 * @property {string[]} [last]
 * @property {string[]} [check]
 * @property {string[]} [frozen] Monkey King: disks immobilized by Red's Celestial
 * @property {(square: string) => void} [onClick]
 * @property {(key: {letter: string, owner: string}) => void} [onHand]
 * @property {string|null} [selectedHand] the letter (as the FEN writes it) of the hand piece chosen
 * @property {boolean} [bare] the board alone, no trays or controls (a diagram on a rules page)
 */

/** Monkey King's magic river squares, RULES.md §2 (I-6): kept here alone, as the spec asks. */
export const RIVERS = {
  red: ["a1", "e1", "b2", "d2", "c3", "a4", "b4", "d4", "e4"],
  blue: ["a5", "b5", "d5", "e5", "c6", "b7", "d7", "a8", "e8"],
};
/** Monkey King's clouds and their colours, RULES.md §2: q2 light, r2 dark, q7 dark, r7 light. */
const CLOUD_DARK = { q2: false, r2: true, q7: true, r7: false };
/** Each Monkey King disk's other face, RULES.md §2 table; "" where there is none (the kings). */
export const DISK_BACK = /** @type {Record<string, string>} */ ({
  P: "M", M: "P", N: "L", L: "N", H: "B", B: "H", C: "X", X: "C", K: "",
  p: "s", s: "p", n: "g", g: "n", h: "l", l: "h", c: "x", x: "c", k: "",
});
/**
 * King of the Mountain's seats (RULES.md §3, I-11): corner, the two respawn points, and the
 * quarter turns (counter-clockwise) that bring the seat's corner to the bottom left. The levels
 * are plain geometry: the outer level is every square within four of the edge, the middle level
 * e5..o15, the summit j10; the walls come with the FEN.
 */
const MOUNTAIN_SEATS = /** @type {Record<string, {owner: Owner, respawn: string[], turns: number}>} */ ({
  r: { owner: "red", respawn: ["a1", "e5"], turns: 0 },
  b: { owner: "blue", respawn: ["a19", "e15"], turns: 1 },
  y: { owner: "yellow", respawn: ["s19", "o15"], turns: 2 },
  g: { owner: "green", respawn: ["s1", "o5"], turns: 3 },
});
/** Monster Bluff's chips (RULES.md §4): a stack holding one worth 25 or more is a demand. */
const CHIPS = /** @type {Record<string, {name: string, value: number}>} */ ({
  W: { name: "white", value: 5 }, R: { name: "red", value: 10 }, U: { name: "blue", value: 25 }, G: { name: "green", value: 50 },
});

const ORTHODOX = { K: "King", Q: "Queen", R: "Rook", B: "Bishop", N: "Knight", P: "Pawn" };
/** Piece names for labels, by variant and letter as the FEN writes it (upper case for both sides but Monkey King's). */
const NAMES = /** @type {Record<string, Record<string, string>>} */ ({
  chess: ORTHODOX,
  "monster-bluff": ORTHODOX,
  "giant-king": {
    K: "Giant-King", G: "Gryphon", R: "Rook", W: "Wildebeest", C: "Cardinal", N: "Knight", B: "Bishop", P: "Pawn",
    "+G": "Reaper", "+R": "Citadel", "+W": "Behemoth", "+C": "Archangel", "+N": "Lioness", "+B": "Chimera",
  },
  "monkey-king": {
    P: "Pawn", M: "Monkey King", N: "Knight", L: "Lancer", H: "Hero", B: "Fists", C: "Celestial", X: "Mountain", K: "Pilgrim",
    p: "Pawn", s: "Sea Serpent", n: "Knight", g: "Goblin General", h: "Hero-Foe", l: "Lancer", c: "Celestial", x: "Mountain", k: "Goblin King",
  },
  mountain: {
    K: "King", Q: "Queen", M: "Marshal", C: "Cardinal", B: "Bishop", R: "Rook", N: "Knight", J: "Kangaroo", P: "Cannon",
    A: "Archer", G: "Giant", H: "Hero",
  },
});

/** A piece's name for people: `pieceName("monkey-king", "s")` is "Sea Serpent". @param {string} variant @param {string} letter */
export function pieceName(variant, letter) {
  const names = NAMES[variant] || ORTHODOX;
  return names[letter] || names[letter.toUpperCase()] || names[letter.replace("+", "").toUpperCase()] || letter;
}

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

/** Reads one FEN rank (or a cloud's two squares) into cells. @param {string} variant @param {string} row */
function readRank(variant, row) {
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
}

/** Reads the board field of a view FEN. @param {string} variant @param {string} fen @returns {Grid} */
export function readBoard(variant, fen) {
  const fields = fen.trim().split(/\s+/);
  let field = fields[0] || "";
  let hand = "";
  const bracket = field.indexOf("[");
  if (bracket >= 0) {
    hand = field.slice(bracket + 1, field.indexOf("]", bracket));
    field = field.slice(0, bracket);
  }
  const rows = field.split("/").map((row) => readRank(variant, row));
  const files = Math.max(...rows.map((r) => r.length));
  return { cells: rows.reverse(), files, ranks: rows.length, hand, fen, fields: fields.slice(1) };
}

/** Upper case is the first seat's. @param {string} letter */
const isUpper = (letter) => letter !== letter.toLowerCase();

/** @param {string} variant @param {string} letter @returns {Owner} */
function sideOwner(variant, letter) {
  const upper = isUpper(letter.replace("+", ""));
  return variant === "monkey-king" ? (upper ? "red" : "blue") : upper ? "white" : "black";
}

/** Counts letters in FEN order of first appearance. @param {string} letters */
function counted(letters) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const l of letters) counts.set(l, (counts.get(l) || 0) + 1);
  return [...counts].map(([letter, count]) => ({ letter, count }));
}

/**
 * The squares and pieces of a rectangular grid, rank 1 at the bottom; `name` may rename squares
 * and `skip` drop those that are off the board.
 * @param {string} variant @param {Grid} grid
 * @param {(f: number, r: number) => string} [name]
 */
function rectangle(variant, grid, name = squareName) {
  /** @type {Square[]} */
  const squares = [];
  /** @type {Piece[]} */
  const pieces = [];
  for (let r = 0; r < grid.ranks; r++) {
    for (let f = 0; f < grid.files; f++) {
      const cell = grid.cells[r][f] || {};
      const square = { name: name(f, r), x: f, y: grid.ranks - 1 - r, dark: (f + r) % 2 === 0, marks: /** @type {string[]} */ ([]) };
      if (cell.wall) Object.assign(square, { wall: true, note: "wall" });
      squares.push(square);
      if (!cell.piece) continue;
      const letter = cell.piece.replace(/\(.*\)$/, "");
      const gained = cell.piece.match(/\((.)\)$/)?.[1];
      const owner = cell.seat ? MOUNTAIN_SEATS[cell.seat]?.owner || "red" : sideOwner(variant, letter);
      pieces.push({ at: square.name, covers: [square.name], letter, owner, x: square.x, y: square.y, size: 1, ...(gained ? { gained } : {}) });
    }
  }
  return { squares, pieces };
}

/**
 * Giant-King: the four `K` cells of a king become one piece, named by its lower-left square.
 * @param {Grid} grid @param {Piece[]} pieces
 */
function joinGiantKings(grid, pieces) {
  const at = (/** @type {number} */ f, /** @type {number} */ r) => grid.cells[r]?.[f]?.piece;
  /** @type {Set<string>} */
  const covered = new Set();
  /** @type {Piece[]} */
  const kings = [];
  for (let r = 0; r < grid.ranks; r++) {
    for (let f = 0; f < grid.files; f++) {
      const k = at(f, r);
      if (k !== "K" && k !== "k") continue;
      if (at(f - 1, r) === k || at(f, r - 1) === k) continue;
      if (at(f + 1, r) !== k || at(f, r + 1) !== k || at(f + 1, r + 1) !== k) continue;
      const covers = [squareName(f, r), squareName(f + 1, r), squareName(f, r + 1), squareName(f + 1, r + 1)];
      covers.forEach((c) => covered.add(c));
      kings.push({ at: covers[0], covers, letter: k, owner: sideOwner("giant-king", k), x: f, y: grid.ranks - 2 - r, size: 2 });
    }
  }
  return [...pieces.filter((p) => !covered.has(p.at)), ...kings];
}

/** @param {Grid} grid @param {string} variant @returns {Geometry} */
function plainGeometry(variant, grid) {
  const { squares, pieces } = rectangle(variant, grid);
  const base = { variant, width: grid.files, height: grid.ranks, squares, pieces, stacks: [], boards: [], seats: [], zoomable: false };
  if (variant !== "giant-king") return { ...base, trays: [] };
  const hand = [...grid.hand];
  /** @type {Tray[]} */
  const trays = [
    { seat: 0, owner: "white", title: "White's captured pieces", items: counted(hand.filter(isUpper).join("")) },
    { seat: 1, owner: "black", title: "Black's captured pieces", items: counted(hand.filter((l) => !isUpper(l)).join("")) },
  ];
  return { ...base, pieces: joinGiantKings(grid, pieces), trays };
}

/** The gap between Monkey King's Earth board and its clouds, in squares. */
const CLOUD_GAP = 0.6;
/** Monkey King: room beyond rank 8 for the Pilgrim's exit (`c8-off`), in squares. */
const EXIT = 0.55;
/** Room right of the clouds for their puffs. */
const CLOUD_MARGIN = 0.3;

/** @param {Grid} grid @returns {Geometry} */
function monkeyKingGeometry(grid) {
  const { squares, pieces } = rectangle("monkey-king", grid);
  for (const s of squares) {
    for (const [side, list] of Object.entries(RIVERS)) {
      if (list.includes(s.name)) {
        s.marks.push(`river-${side}`);
        s.note = `${side} river`;
      }
    }
  }
  // The clouds field: rank 7's two squares, then rank 2's (`q7r7/q2r2`).
  const clouds = (grid.fields[1] || "2/2").split("/");
  [[7, clouds[0] || "2"], [2, clouds[1] || "2"]].forEach(([rank, row]) => {
    readRank("monkey-king", String(row)).slice(0, 2).forEach((cell, i) => {
      const name = `${"qr"[i]}${rank}`;
      const square = { name, x: grid.files + CLOUD_GAP + i, y: grid.ranks - Number(rank), dark: CLOUD_DARK[/** @type {keyof typeof CLOUD_DARK} */ (name)], marks: ["cloud"], note: `${Number(rank) === 2 ? "red" : "blue"} cloud` };
      squares.push(square);
      if (cell.piece) pieces.push({ at: name, covers: [name], letter: cell.piece, owner: sideOwner("monkey-king", cell.piece), x: square.x, y: square.y, size: 1 });
    });
  });
  for (const p of pieces) p.back = DISK_BACK[p.letter] ?? "";
  for (const item of [...squares, ...pieces]) item.y += EXIT;
  const hand = [...grid.hand];
  const fists = Number(grid.fields[2]) || 0;
  return {
    variant: "monkey-king", width: grid.files + CLOUD_GAP + 2 + CLOUD_MARGIN, height: grid.ranks + EXIT, squares, pieces, stacks: [], boards: [], seats: [], zoomable: false,
    trays: [
      { seat: 0, owner: "red", title: "Red's hand", items: counted(hand.filter(isUpper).join("")), tokens: fists },
      { seat: 1, owner: "blue", title: "Blue's hand", items: counted(hand.filter((l) => !isUpper(l)).join("")) },
    ],
  };
}

/** @param {Grid} grid @returns {Geometry} */
function mountainGeometry(grid) {
  const { squares, pieces } = rectangle("mountain", grid);
  const outer = 4; // RULES.md §3: the outer level is every square within four of the edge
  const summit = squareName((grid.files - 1) / 2, (grid.ranks - 1) / 2);
  /** @type {Map<string, string>} */
  const respawn = new Map();
  for (const [seat, { respawn: points }] of Object.entries(MOUNTAIN_SEATS)) points.forEach((p, i) => respawn.set(p, `${seat}${i}`));
  for (const s of squares) {
    const f = s.x, r = grid.ranks - 1 - s.y;
    const middle = f >= outer && r >= outer && f < grid.files - outer && r < grid.ranks - outer;
    if (s.wall) continue;
    s.marks.push(middle ? "middle" : "outer");
    s.note = middle ? "middle level" : "outer level";
    if (s.name === summit) {
      s.marks.push("summit");
      s.note = "the summit";
    }
    const point = respawn.get(s.name);
    if (point) {
      const owner = MOUNTAIN_SEATS[point[0]].owner;
      s.marks.push("respawn", `respawn-${point[0]}`, point[1] === "0" ? "respawn-corner" : "respawn-middle");
      s.note += `, ${owner}'s ${point[1] === "0" ? "first" : "middle"} respawn point`;
    }
  }
  const seats = [...(grid.fields[2] || "rbyg")];
  /** @type {Record<string, string>} */
  const reserves = {};
  for (const part of (grid.fields[1] || "-").split(",")) {
    const [seat, letters] = part.split(":");
    if (letters) reserves[seat] = letters;
  }
  const out = (grid.fields[3] || "").match(/out=([rbyg]+)/)?.[1] || "";
  const trays = seats.map((seat, i) => {
    const owner = MOUNTAIN_SEATS[seat]?.owner || "red";
    return {
      seat: i, owner, title: `${owner[0].toUpperCase()}${owner.slice(1)}'s reserve`, items: counted(reserves[seat] || ""),
      ...(out.includes(seat) ? { note: "out" } : {}),
    };
  });
  return { variant: "mountain", width: grid.files, height: grid.ranks, squares, pieces, stacks: [], boards: [], seats, zoomable: true, trays };
}

/**
 * Monster Bluff's ten boards in the 32×24 grid (RULES.md §4, I-13): boards 1–3 on top, 4–7 in
 * the middle, 8–10 at the bottom, the outer rows centred; each board names its squares locally.
 * @param {number} f @param {number} r global file and rank from 0 at the bottom left
 */
export function bluffSquare(f, r) {
  const row = Math.floor(r / 8);
  const start = row === 1 ? 0 : 4;
  const number = row === 2 ? 1 + Math.floor((f - 4) / 8) : row === 1 ? 4 + Math.floor(f / 8) : 8 + Math.floor((f - 4) / 8);
  const local = squareName((f - start) % 8, r % 8);
  return { number, local, name: `${number}${local}` };
}

/** @param {Grid} grid @returns {Geometry} */
function monsterBluffGeometry(grid) {
  const { squares: all, pieces } = rectangle("monster-bluff", grid, (f, r) => (grid.cells[r][f]?.wall ? "" : bluffSquare(f, r).name));
  const squares = all.filter((s) => !s.wall);
  for (const s of squares) {
    const b = bluffSquare(s.x, grid.ranks - 1 - s.y);
    s.board = b.number;
    s.coord = b.local;
  }
  const [, , , , , chips = "-", supply = "", banks = "", , trueKings = ""] = grid.fields;
  const place = new Map(squares.map((s) => [s.name, s]));
  /** @type {Stack[]} */
  const stacks = [];
  if (chips !== "-") {
    for (const part of chips.split(",")) {
      const [at, pile] = part.split(":");
      const s = place.get(at);
      if (s && pile) stacks.push({ at, chips: pile, x: s.x, y: s.y });
    }
  }
  trueKings.split(",").forEach((at, i) => {
    const s = place.get(at);
    if (s) {
      s.marks.push("true-king");
      s.note = `${i ? "Black" : "White"}'s True King`;
    }
  });
  const supplies = supply.split("/");
  const bank = banks.split("/");
  /** @type {Tray[]} */
  const trays = ["white", "black"].map((owner, i) => ({
    seat: i, owner: /** @type {Owner} */ (owner), title: `${i ? "Black" : "White"}'s chips`,
    items: [...(supplies[i] || "").matchAll(/([A-Z])(\d+)/g)].map((m) => ({ letter: m[1], count: Number(m[2]), chip: true })),
    note: `bank ${bank[i] || "0"}`,
  }));
  /** @type {{number: number, x: number, y: number}[]} */
  const boards = [];
  for (let n = 1; n <= 10; n++) {
    const row = n <= 3 ? 0 : n <= 7 ? 1 : 2;
    const x = row === 1 ? (n - 4) * 8 : 4 + ((n - (row ? 8 : 1)) * 8);
    boards.push({ number: n, x, y: row * 8 });
  }
  return { variant: "monster-bluff", width: grid.files, height: grid.ranks, squares, pieces, stacks, boards, seats: [], zoomable: true, trays };
}

/**
 * The drawing model of a variant's view FEN.
 * @param {string} variant @param {string} fen @param {Grid} [grid] the FEN already read
 * @returns {Geometry}
 */
export function geometry(variant, fen, grid = readBoard(variant, fen)) {
  if (variant === "monkey-king") return monkeyKingGeometry(grid);
  if (variant === "mountain") return mountainGeometry(grid);
  if (variant === "monster-bluff") return monsterBluffGeometry(grid);
  return plainGeometry(variant, grid);
}

/** Quarter turns (counter-clockwise) that put the viewer's seat at the bottom. @param {Geometry} model @param {View} view */
export function quarterTurns(model, view) {
  const seat = view.orientation ?? (view.flipped ? 1 : 0);
  if (model.variant === "mountain") return MOUNTAIN_SEATS[model.seats[seat]]?.turns ?? 0;
  return seat % 2 ? 2 : 0;
}

/**
 * A rectangle of the model turned by `turns` quarter turns in a `w`×`h` plane.
 * @param {number} turns @param {number} w @param {number} h
 * @returns {(x: number, y: number, dx?: number, dy?: number) => [number, number]} the turned top left
 */
function turner(turns, w, h) {
  return (x, y, dx = 1, dy = 1) => {
    if (turns === 1) return [y, w - x - dx];
    if (turns === 2) return [w - x - dx, h - y - dy];
    if (turns === 3) return [h - y - dy, x];
    return [x, y];
  };
}

/** @param {string} tag @param {Record<string, string|number>} [attrs] @returns {SVGElement} */
function svgEl(tag, attrs = {}) {
  const e = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** @param {string} tag @param {Record<string, string>} [attrs] @param {(Node|string)[]} [children] */
function htmlEl(tag, attrs = {}, children = []) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** Each host's number, for SVG ids unique in the page yet the same at every redraw. */
/** @type {WeakMap<HTMLElement, number>} */
const hostNumbers = new WeakMap();
let hostCount = 0;

/**
 * What a board keeps between draws: zoom, the Monster Bluff board shown large, the faces
 * shown, how to draw it again (for its own controls), its SVGs and the page around them.
 * @typedef {{variant: string, zoom: {scale: number, cx: number, cy: number}, bluffBoard: number|null, backFaces: boolean, redraw: () => void, slots: Map<string, Slot>, skeleton?: Skeleton}} Memory
 */
/**
 * The page around a board: trays above and below, the board's stage, Monster Bluff's board
 * shown large (its title, its stage, its number buttons).
 * @typedef {{layout: HTMLElement, frame: HTMLElement, sprite: SVGElement, top: HTMLElement, stage: HTMLElement, below: HTMLElement, zoom: HTMLElement[]|null}} Skeleton
 */

/** @param {string} variant @returns {Skeleton} */
function skeleton(variant) {
  const sprite = svgEl("svg", { class: "tray-sprite", "aria-hidden": "true", width: 0, height: 0 });
  const top = htmlEl("div", { class: "trays trays-top" });
  const stage = htmlEl("div", { class: "board-stage" });
  const below = htmlEl("div", { class: "trays trays-bottom" });
  const frame = htmlEl("div", { class: `board-frame board-${variant}` }, [sprite, top, stage, below]);
  if (variant !== "monster-bluff") return { layout: frame, frame, sprite, top, stage, below, zoom: null };
  const zoom = [htmlEl("h2", { class: "bluff-title" }), htmlEl("div", { class: "zoom-stage" }), htmlEl("div", { class: "board-picker", role: "group", "aria-label": "show a board large" })];
  const layout = htmlEl("div", { class: "bluff-layout" }, [frame, htmlEl("div", { class: "bluff-zoom" }, zoom)]);
  return { layout, frame, sprite, top, stage, below, zoom };
}

/** @type {WeakMap<HTMLElement, Memory>} */
const memories = new WeakMap();

/** @param {HTMLElement} host @param {string} variant @returns {Memory} */
function memory(host, variant) {
  let m = memories.get(host);
  if (!m || m.variant !== variant) {
    m = { variant, zoom: { scale: 1, cx: NaN, cy: NaN }, bluffBoard: null, backFaces: false, redraw: () => {}, slots: new Map() };
    memories.set(host, m);
  }
  return m;
}

/**
 * Draws the board of `grid` (from `readBoard`) into `host`: the board, its trays, and the
 * controls its geometry needs (zoom, other faces, the Monster Bluff board shown large).
 * @param {HTMLElement} host
 * @param {string} variant
 * @param {Grid} grid
 * @param {View} view
 */
export function drawBoard(host, variant, grid, view) {
  const model = geometry(variant, grid.fen || "", grid);
  const mem = memory(host, variant);
  mem.redraw = () => drawBoard(host, variant, grid, view);
  const turns = quarterTurns(model, view);
  const bottomSeat = view.orientation ?? (view.flipped ? 1 : 0);
  const focused = document.activeElement instanceof HTMLElement && host.contains(document.activeElement) ? document.activeElement.dataset.control : undefined;

  if (!hostNumbers.has(host)) hostNumbers.set(host, ++hostCount);
  const id = `board${hostNumbers.get(host)}`;
  /** Monster Bluff: a click on the grid (after the game has heard it) shows that square's board large. @param {string} name */
  const showBoard = (name) => {
    const board = model.squares.find((s) => s.name === name)?.board;
    if (board && board !== mem.bluffBoard) {
      mem.bluffBoard = board;
      mem.redraw();
    }
  };
  const main = drawModel(model, view, turns, { mem, role: "main", attr: "data-square", label: "board", id: `${id}-main`, ...(variant === "monster-bluff" ? { after: showBoard } : {}) });
  // The page around the board stays put between draws: moving a big SVG in the page would
  // cost a full layout of it.
  const sk = mem.skeleton || (mem.skeleton = skeleton(variant));
  if (host.firstChild !== sk.layout || host.childNodes.length !== 1) host.replaceChildren(sk.layout);
  // The frame is as wide as the board may be for the board and its trays to fit the window's height.
  const [wide, high] = turns % 2 ? [model.height, model.width] : [model.width, model.height];
  const rows = view.bare ? 0 : model.trays.length ? 2 : model.zoomable || variant === "monkey-king" ? 1 : 0;
  sk.frame.style.setProperty("--aspect", String(wide / high));
  sk.frame.style.setProperty("--below", `${8 + rows * 3.6}rem`);
  const trays = view.bare ? [] : model.trays;
  const top = trays.filter((t) => t.seat !== bottomSeat);
  const bottom = trays.filter((t) => t.seat === bottomSeat);
  // The trays' piece art lives once in a hidden sprite and is shown with <use>: a letter drawn
  // in the art then is no text of the buttons (their labels say what they hold).
  const spriteDefs = svgEl("defs");
  sk.sprite.replaceChildren(spriteDefs);
  /** @type {Map<string, string>} */
  const spriteIds = new Map();
  /** @param {string} letter @param {Owner} owner */
  const art = (letter, owner) => {
    const key = `${letter}-${owner}`;
    let ref = spriteIds.get(key);
    if (!ref) {
      ref = `${id}-t${spriteIds.size}`;
      const g = pieceSvg(variant, letter, owner);
      g.setAttribute("id", ref);
      spriteDefs.append(g);
      spriteIds.set(key, ref);
    }
    return svgEl("use", { href: `#${ref}` });
  };
  sk.top.replaceChildren(...top.map((t) => drawTray(model, t, view, art)));
  sk.top.hidden = !top.length;
  if (sk.stage.firstChild !== main) sk.stage.replaceChildren(main);
  const controls = htmlEl("div", { class: "board-controls" });
  if (model.zoomable && !view.bare) {
    controls.append(...zoomButtons(main, model, mem, turns));
    if (main.dataset.zoom !== "on") enableZoom(main, model, mem, turns);
    applyZoom(main, model, mem, turns);
  }
  if (variant === "monkey-king" && !view.bare) controls.append(facesToggle(mem));
  sk.below.replaceChildren(...bottom.map((t) => drawTray(model, t, view, art)), ...(controls.childNodes.length ? [controls] : []));
  sk.below.hidden = !sk.below.childNodes.length;
  if (sk.zoom) bluffZoom(sk.zoom, model, view, turns, mem, `${id}-zoom`);
  if (focused) /** @type {HTMLElement|null} */ (host.querySelector(`[data-control="${focused}"]`))?.focus();
}

/** Escapes text for an attribute or element content. @param {string} text */
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The markup of one SVG element: the big boards are built as one string, which the browser
 * parses far faster than it creates a thousand elements one by one.
 * @param {string} name @param {Record<string, string|number>} attrs @param {string} [inner]
 */
function mk(name, attrs, inner) {
  let s = `<${name}`;
  for (const k in attrs) s += ` ${k}="${escape(String(attrs[k]))}"`;
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${name}>`;
}

/** A number for markup, short. @param {number} n */
const num = (n) => Math.round(n * 1000) / 1000;

/** The layers of a board's SVG, bottom to top. */
const LAYERS = ["clouds", "cells", "overlay", "pieces", "labels", "targets"];

/**
 * One SVG of a model: squares (one clickable element each, in rows), their marks, pieces,
 * chips, destinations. The SVG is kept between draws of the same board and only the parts
 * whose markup changed are replaced: a move on the big boards touches a few elements, not
 * two thousand. (So nothing else may change its elements in place: a drag draws its own.)
 * @param {Geometry} model @param {View} view @param {number} turns
 * @param {{mem: Memory, role: string, attr: string, label: string, id: string, coords?: boolean, after?: (square: string) => void}} options
 */
function drawModel(model, view, turns, options) {
  const uid = options.id;
  const turn = turner(turns, model.width, model.height);
  const wide = turns % 2 ? model.height : model.width;
  const high = turns % 2 ? model.width : model.height;

  /** @type {Map<string, Piece>} */
  const pieceOn = new Map();
  for (const p of model.pieces) for (const c of p.covers) pieceOn.set(c, p);
  /** Squares of a named piece, or the square itself. @param {string} name */
  const spread = (name) => pieceOn.get(name)?.at === name ? /** @type {Piece} */ (pieceOn.get(name)).covers : [name];
  const selected = new Set(view.selected ? spread(view.selected) : []);
  const last = new Set((view.last || []).flatMap(spread));
  const checked = new Set((view.check || []).flatMap(spread));
  const frozen = new Set(view.frozen || []);
  const targets = view.targets || new Set();
  const stackOn = new Set(model.stacks.map((st) => st.at));

  const key = `${model.variant} ${turns} ${model.width}x${model.height} ${options.label} ${uid}`;
  let slot = options.mem.slots.get(options.role);
  if (!slot || slot.key !== key) slot = newSlot(key, model, options, wide, high);
  const here = slot;
  here.ctx = { model, pieceOn, targets, onClick: view.onClick, after: options.after };
  /** @type {Record<string, [string, string][]>} */
  const layers = { clouds: [], cells: [], overlay: [], pieces: [], labels: [], targets: [] };
  /** Items keyed by their own markup: added or removed, never changed. @param {string[]} list */
  const selfKeyed = (list) => list.map((m) => /** @type {[string, string]} */ ([m, m]));
  if (model.variant === "monkey-king") layers.clouds.push(["beds", cloudBeds(model, turn, turns)]);

  /** @type {Map<number, string[]>} */
  const rows = new Map();
  const marks = [];
  for (const s of model.squares) {
    const [x, y] = turn(s.x, s.y);
    const piece = pieceOn.get(s.name);
    const words = [s.name, piece ? `${piece.owner} ${pieceName(model.variant, piece.letter)}${piece.back ? ` (other face ${pieceName(model.variant, piece.back)})` : ""}` : s.wall ? "" : "empty"];
    if (s.note) words.push(s.note);
    if (frozen.has(s.name)) words.push("frozen");
    if (targets.has(s.name)) words.push("a destination");
    const cls = `cell sq ${s.dark ? "dark" : "light"}${s.wall ? " wall" : ""}${s.marks.length ? ` ${s.marks.join(" ")}` : ""}`;
    let row = rows.get(s.y);
    if (!row) rows.set(s.y, (row = []));
    const label = words.filter(Boolean).join(", ");
    // A tooltip on hover doubles as the piece key: which piece, which face, what the square is.
    row.push(mk("rect", { x, y, width: 1, height: 1, class: cls, role: "gridcell", "aria-label": label, [options.attr]: s.name }, s.wall ? "" : mk("title", {}, escape(label))));
    if (s.marks.includes("river-red") || s.marks.includes("river-blue")) marks.push(riverWaves(x, y));
    if (s.marks.includes("summit")) marks.push(summitPeak(x, y));
    if (s.marks.includes("respawn")) marks.push(mk("circle", { cx: x + 0.5, cy: y + 0.5, r: s.marks.includes("respawn-corner") ? 0.4 : 0.36, class: `respawn-ring ${s.marks.filter((m) => m.startsWith("respawn-")).join(" ")}` }));
    const mark = selected.has(s.name) ? "sel" : last.has(s.name) ? "last" : null;
    if (mark) marks.push(mk("rect", { x, y, width: 1, height: 1, class: `hl ${mark}` }));
    if (checked.has(s.name)) marks.push(mk("rect", { x, y, width: 1, height: 1, fill: `url(#${uid}-check)`, class: "check" }));
  }
  layers.cells = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([y, row]) => [`row${y}`, mk("g", { role: "row" }, row.join(""))]);

  // Monster Bluff's grid is too fine for coordinates: its large board carries them. They are
  // drawn over the pieces, which on the big boards fill their squares' corners.
  if (options.coords ?? model.variant !== "monster-bluff") layers.labels = selfKeyed(coordinates(model, turn, turns));
  if (model.variant === "monkey-king") {
    marks.push(halfLine(turn));
    layers.labels.push(...selfKeyed(cloudNames(model, turn)));
  }
  if (model.variant === "monkey-king" && targets.has("off")) {
    // The Pilgrim's exit: a strip beyond rank 8, a square of its own named as move text names it.
    const [x, y] = turn(0, 0, 5, EXIT);
    layers.cells.push(["off", mk("g", { role: "row" }, mk("rect", { x, y, width: 5, height: EXIT, rx: 0.1, class: "cell exit", role: "gridcell", "aria-label": "off the board: the Pilgrim's exit", [options.attr]: "off" }))]);
    marks.push(mk("text", { x: x + 2.5, y: y + EXIT * 0.72, class: "exit-label" }, turns ? "exit ↓" : "exit ↑"));
  }
  if (model.variant === "mountain") marks.push(levelLine(model, turn));
  if (model.boards.length) marks.push(...bluffBorders(model, turn));
  layers.overlay = selfKeyed(marks);

  /** The id of a piece kind's art, made once per board. @param {string} letter @param {Owner} owner */
  const symbol = (letter, owner) => {
    const kind = `${letter}-${owner}`;
    let id = here.symbols.get(kind);
    if (!id) {
      id = `${uid}-p${here.symbols.size}`;
      here.symbols.set(kind, id);
      const art = pieceSvg(model.variant, letter, owner);
      art.setAttribute("id", id);
      here.defs.append(art);
    }
    return id;
  };
  const pieces = [];
  for (const p of model.pieces) {
    const [x, y] = turn(p.x, p.y, p.size, p.size);
    let inner = "";
    /** @type {Record<string, string>} */
    const extra = {};
    if (model.variant === "monkey-king") {
      const face = options.mem.backFaces && p.back ? p.back : p.letter;
      const other = options.mem.backFaces && p.back ? p.letter : p.back;
      extra["data-face"] = face;
      inner += mk("circle", { cx: 0.5, cy: 0.5, r: 0.45, class: `disk disk-${p.owner}${face !== p.letter ? " disk-turned" : ""}` });
      inner += mk("use", { href: `#${symbol(face, p.owner)}`, transform: "translate(0.12 0.1) scale(0.76)" });
      if (other) {
        inner += mk("circle", { cx: 0.84, cy: 0.82, r: 0.15, class: `disk-back disk-${p.owner}` });
        inner += mk("text", { x: 0.84, y: 0.87, class: "disk-back-letter" }, escape(other.toUpperCase()));
      }
    } else {
      inner += mk("use", { href: `#${symbol(p.letter, p.owner)}` });
    }
    if (p.gained) inner += mk("circle", { cx: 0.82, cy: 0.18, r: 0.16, class: "gained" }) + mk("text", { x: 0.82, y: 0.235, class: "gained-letter" }, escape(p.gained));
    if (frozen.has(p.at)) inner += frostMark();
    pieces.push(mk("g", { class: `piece-at${p.size > 1 ? " giant" : ""}`, "data-piece": p.at, ...extra, transform: `translate(${x} ${y}) scale(${p.size})` }, inner));
  }
  for (const stack of model.stacks) pieces.push(chipStack(stack, turn, pieceOn.has(stack.at)));
  for (const s of model.squares) {
    if (!s.marks.includes("true-king")) continue;
    const [x, y] = turn(s.x, s.y);
    pieces.push(mk("rect", { x: x + 0.04, y: y + 0.04, width: 0.92, height: 0.92, rx: 0.12, class: "true-king-ring" }), crown(x, y));
  }
  layers.pieces = selfKeyed(pieces);

  const dots = [];
  const mover = view.selected ? pieceOn.get(view.selected) : undefined;
  const byName = new Map(model.squares.map((s) => [s.name, s]));
  for (const name of targets) {
    const s = byName.get(name);
    if (!s) continue;
    const [x, y] = turn(s.x, s.y);
    if (mover && mover.size > 1) {
      // Where a piece of several squares would stand: the destination names its lower left.
      const [fx, fy] = turn(s.x, s.y - mover.size + 1, mover.size, mover.size);
      dots.push(mk("rect", { x: fx + 0.06, y: fy + 0.06, width: mover.size - 0.12, height: mover.size - 0.12, rx: 0.12, class: "footprint" }));
    }
    const standing = pieceOn.get(name);
    const occupied = (standing && standing.at !== view.selected) || stackOn.has(name);
    dots.push(occupied ? mk("circle", { cx: x + 0.5, cy: y + 0.5, r: 0.44, class: "target capture" })
      : mk("circle", { cx: x + 0.5, cy: y + 0.5, r: 0.16, class: "target" }));
  }
  layers.targets = selfKeyed(dots);
  for (const name of LAYERS) sync(here, name, layers[name]);
  return here.svg;
}

/**
 * A board's SVG kept between draws, with what it shows.
 * @typedef {object} Slot
 * @property {string} key what it is drawn for: a different key draws a new one
 * @property {SVGElement} svg
 * @property {Element} defs
 * @property {Map<string, Element>} layers
 * @property {Map<string, Map<string, {element: Element, markup: string}>>} shown each layer's items by key
 * @property {Map<string, string>} symbols piece art ids by kind
 * @property {{model: Geometry, pieceOn: Map<string, Piece>, targets: Set<string>, onClick?: (square: string) => void, after?: (square: string) => void}} ctx the latest draw's, for its listeners
 */

/**
 * A new SVG for a board, its layers empty, its one click listener reading the latest draw.
 * @param {string} key @param {Geometry} model @param {{mem: Memory, role: string, attr: string, label: string, id: string}} options
 * @param {number} wide @param {number} high @returns {Slot}
 */
function newSlot(key, model, options, wide, high) {
  const svg = svgEl("svg", { viewBox: `0 0 ${wide} ${high}`, role: "grid", "aria-label": options.label, class: "board-svg" });
  svg.dataset.variant = model.variant;
  svg.innerHTML = mk("defs", {}, mk("radialGradient", { id: `${options.id}-check` },
    mk("stop", { offset: "0%", "stop-color": "#ff2a2a", "stop-opacity": "0.95" }) +
    mk("stop", { offset: "45%", "stop-color": "#e41b1b", "stop-opacity": "0.75" }) +
    mk("stop", { offset: "100%", "stop-color": "#a90000", "stop-opacity": "0" }))) +
    LAYERS.map((name) => mk("g", name === "cells" ? { class: name } : { class: name, "aria-hidden": "true" }, "")).join("");
  /** @type {Slot} */
  const slot = {
    key, svg, defs: /** @type {Element} */ (svg.firstElementChild),
    layers: new Map(LAYERS.map((name) => [name, /** @type {Element} */ (svg.querySelector(`:scope > g.${name}`))])),
    shown: new Map(LAYERS.map((name) => [name, new Map()])), symbols: new Map(),
    ctx: { model, pieceOn: new Map(), targets: new Set() },
  };
  svg.addEventListener("click", (event) => {
    const cell = /** @type {Element} */ (event.target).closest?.(`[${options.attr}]`);
    const name = cell?.getAttribute(options.attr);
    if (!cell || !name || cell.classList.contains("wall")) return;
    const { pieceOn, targets, onClick, after } = slot.ctx;
    // A square of a piece standing on several reports the piece's name, unless it is a destination.
    const piece = pieceOn.get(name);
    onClick?.(piece && !targets.has(name) ? piece.at : name);
    after?.(name);
  });
  options.mem.slots.set(options.role, slot);
  return slot;
}

/**
 * Brings one layer to `items` (key, markup), in order: an item whose markup is unchanged keeps
 * its element; the rest are parsed anew.
 * @param {Slot} slot @param {string} name @param {[string, string][]} items
 */
function sync(slot, name, items) {
  const layer = /** @type {Element} */ (slot.layers.get(name));
  const shown = /** @type {Map<string, {element: Element, markup: string}>} */ (slot.shown.get(name));
  const wanted = new Map(items);
  for (const [key, { element }] of shown) {
    if (!wanted.has(key)) {
      element.remove();
      shown.delete(key);
    }
  }
  if (!shown.size) {
    // Nothing kept (a first draw): parse the whole layer at once.
    layer.innerHTML = items.map(([, markup]) => markup).join("");
    // (Each item's markup is one element.)
    [...layer.children].forEach((element, i) => shown.set(items[i][0], { element, markup: items[i][1] }));
    return;
  }
  /** @type {Element|null} */
  let next = null;
  for (let i = items.length - 1; i >= 0; i--) {
    const [key, markup] = items[i];
    const old = shown.get(key);
    let element = old?.element;
    if (!old || old.markup !== markup) {
      const parsed = svgEl("g");
      parsed.innerHTML = markup;
      const fresh = /** @type {Element} */ (parsed.firstElementChild);
      if (element) element.replaceWith(fresh);
      else layer.insertBefore(fresh, next);
      element = fresh;
      shown.set(key, { element, markup });
    }
    next = /** @type {Element} */ (element);
  }
}

/** Monkey King's river squares: two waves. @param {number} x @param {number} y */
function riverWaves(x, y) {
  const d = [0.3, 0.5].map((h) => `M${num(x + 0.08)} ${num(y + h + 0.32)}q0.105 -0.08 0.21 0t0.21 0t0.21 0t0.21 0`).join("");
  return mk("path", { d, class: "waves" });
}

/** The summit's peak, under the piece that may stand there. @param {number} x @param {number} y */
function summitPeak(x, y) {
  return mk("g", { class: "peak", transform: `translate(${x} ${y})` },
    mk("path", { d: "M0.12 0.84L0.5 0.18L0.88 0.84Z", class: "peak-rock" }) +
    mk("path", { d: "M0.38 0.39L0.5 0.18L0.62 0.39L0.55 0.35L0.5 0.41L0.45 0.35Z", class: "peak-snow" }));
}

/** A frozen disk's frost: a ring, and a six-armed star at its top left. */
function frostMark() {
  const arms = [0, 60, 120].map((a) => {
    const r = (a * Math.PI) / 180, c = 0.2, l = 0.13;
    return `M${num(c - l * Math.cos(r))} ${num(c - l * Math.sin(r))}L${num(c + l * Math.cos(r))} ${num(c + l * Math.sin(r))}`;
  }).join("");
  return mk("g", { class: "frost" }, mk("circle", { cx: 0.5, cy: 0.5, r: 0.46, class: "frost-ring" }) +
    mk("circle", { cx: 0.2, cy: 0.2, r: 0.16, class: "frost-badge" }) + mk("path", { d: arms, class: "frost-star" }));
}

/** A True King's crown badge at the square's top right. @param {number} x @param {number} y */
function crown(x, y) {
  return mk("g", { class: "true-king-mark", transform: `translate(${num(x + 0.56)} ${num(y - 0.06)}) scale(0.5)` },
    mk("circle", { cx: 0.5, cy: 0.5, r: 0.52, class: "crown-badge" }) +
    mk("path", { d: "M0.15 0.72L0.1 0.3L0.33 0.5L0.5 0.2L0.67 0.5L0.9 0.3L0.85 0.72Z", class: "crown" }));
}

/**
 * Monster Bluff chips: a stack seen slightly from above, bottom chip first, with the stack's
 * value under it; at the square's bottom left and smaller when a piece stands on it.
 * @param {Stack} stack @param {(x: number, y: number) => [number, number]} turn @param {boolean} underPiece
 */
function chipStack(stack, turn, underPiece) {
  const [x, y] = turn(stack.x, stack.y);
  const chips = [...stack.chips];
  const demand = chips.some((c) => (CHIPS[c]?.value || 0) >= 25);
  const k = underPiece ? 0.55 : 1;
  const cx = underPiece ? x + 0.22 : x + 0.5, base = underPiece ? y + 0.84 : y + 0.56;
  const [rx, ry, edge] = [0.36 * k, 0.16 * k, 0.09 * k];
  let inner = "";
  chips.forEach((c, i) => {
    const cy = num(base - i * (edge + 0.02 * k));
    inner += mk("path", { d: `M${num(cx - rx)} ${cy}v${num(edge)}a${num(rx)} ${num(ry)} 0 0 0 ${num(2 * rx)} 0v${num(-edge)}`, class: `chip chip-${c}` });
    inner += mk("ellipse", { cx, cy, rx: num(rx), ry: num(ry), class: `chip chip-${c}` });
    if (i === chips.length - 1) inner += mk("ellipse", { cx, cy, rx: num(rx * 0.62), ry: num(ry * 0.62), class: "chip-inlay" });
  });
  if (!underPiece) inner += mk("text", { x: x + 0.5, y: y + 0.97, class: "chip-count" }, String(chips.reduce((sum, c) => sum + (CHIPS[c]?.value || 0), 0)));
  return mk("g", { class: `chips ${demand ? "demand" : "offer"}`, "data-chips": stack.at }, inner);
}

/**
 * Monkey King's clouds: a soft bed with puffs behind each pair of cloud squares.
 * @param {Geometry} model @param {ReturnType<typeof turner>} turn @param {number} turns
 */
function cloudBeds(model, turn, turns) {
  const across = turns % 2 === 0; // the pair runs across the page, else down it
  let inner = "";
  for (const rank of [2, 7]) {
    const q = model.squares.find((s) => s.name === `q${rank}`);
    if (!q) continue;
    const [x, y] = turn(q.x - 0.2, q.y - 0.2, 2.4, 1.4);
    const [w, h] = across ? [2.4, 1.4] : [1.4, 2.4];
    const side = `cloud-bed cloud-${rank === 2 ? "red" : "blue"}`;
    /** @type {[number, number, number][]} */
    const puffs = [[0.55, 0.2, 0.42], [1.2, 0.09, 0.5], [1.85, 0.23, 0.4]];
    for (const [a, b, r] of puffs) inner += mk("circle", { cx: num(x + (across ? a : b)), cy: num(y + (across ? b : a)), r, class: side });
    inner += mk("rect", { x: num(x), y: num(y), width: w, height: h, rx: 0.5, class: side });
  }
  return mk("g", { class: "cloud-beds", "aria-hidden": "true" }, inner);
}

/** The cloud squares' names, small in their corner (nobody guesses `q2`). @param {Geometry} model @param {ReturnType<typeof turner>} turn */
function cloudNames(model, turn) {
  return model.squares.filter((s) => s.marks.includes("cloud")).map((s) => {
    const [x, y] = turn(s.x, s.y);
    return mk("text", { x: num(x + 0.06), y: num(y + 0.24), class: `coord ${s.dark ? "on-dark" : "on-light"}` }, s.name);
  });
}

/** The line between Red's half and Blue's. @param {ReturnType<typeof turner>} turn */
function halfLine(turn) {
  const a = turn(0, 4 + EXIT, 0, 0), b = turn(5, 4 + EXIT, 0, 0);
  return mk("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "half-line" });
}

/** King of the Mountain: the edge of the middle level. @param {Geometry} model @param {ReturnType<typeof turner>} turn */
function levelLine(model, turn) {
  const [x, y] = turn(4, 4, model.width - 8, model.height - 8);
  return mk("rect", { x, y, width: model.width - 8, height: model.height - 8, class: "level-line" });
}

/** Monster Bluff: each board's frame and its number. @param {Geometry} model @param {ReturnType<typeof turner>} turn */
function bluffBorders(model, turn) {
  return model.boards.map((b) => {
    const [x, y] = turn(b.x, b.y, 8, 8);
    return mk("g", {}, mk("rect", { x, y, width: 8, height: 8, class: "board-border" }) +
      mk("text", { x: x + 4, y: y + 4, class: "board-number", "data-board-number": b.number }, String(b.number)));
  });
}

/**
 * Edge coordinates inside the edge squares, as lichess writes them: along the bottom row the
 * part of the name that changes along it, up the left column the other.
 * @param {Geometry} model @param {ReturnType<typeof turner>} turn @param {number} turns
 */
function coordinates(model, turn, turns) {
  const placed = model.squares.filter((s) => !s.marks.includes("cloud")).map((s) => ({ s, at: turn(s.x, s.y) }));
  if (!placed.length) return [];
  const bottom = Math.max(...placed.map((p) => p.at[1]));
  const left = Math.min(...placed.map((p) => p.at[0]));
  const alongFiles = turns % 2 === 0;
  /** @type {string[]} */
  const out = [];
  for (const { s, at: [x, y] } of placed) {
    const [, file, rank] = /^([a-z]+)(\d+)$/.exec(s.coord || s.name) || ["", "", ""];
    const cls = `coord ${s.dark ? "on-dark" : "on-light"}`;
    if (y === bottom) out.push(mk("text", { x: num(x + 0.94), y: num(y + 0.94), class: `${cls} coord-file` }, alongFiles ? file : rank));
    if (x === left) out.push(mk("text", { x: num(x + 0.06), y: num(y + 0.26), class: `${cls} coord-rank` }, alongFiles ? rank : file));
  }
  return out;
}

/** The owner's name with a capital. @param {string} owner */
const title = (owner) => owner[0].toUpperCase() + owner.slice(1);

/**
 * A tray: the pieces (or chips) a side holds off the board, each a button that reports it.
 * @param {Geometry} model @param {Tray} tray @param {View} view
 * @param {(letter: string, owner: Owner) => SVGElement} art a piece's art, shown by reference
 */
function drawTray(model, tray, view, art) {
  const box = htmlEl("div", { class: `tray tray-${tray.owner}${tray.items.length ? "" : " empty"}`, role: "group", "aria-label": tray.title, "data-owner": tray.owner });
  box.append(htmlEl("span", { class: "tray-title" }, [htmlEl("span", { class: `swatch swatch-${tray.owner}` }), tray.title.replace(/'s .*/, "")]));
  const items = htmlEl("span", { class: "tray-items" });
  for (const item of tray.items) {
    const name = item.chip ? `${CHIPS[item.letter]?.name || item.letter} chip (${CHIPS[item.letter]?.value || "?"})` : pieceName(model.variant, item.letter);
    const pressed = view.selectedHand === item.letter;
    const b = htmlEl("button", {
      type: "button", class: `hand-piece${pressed ? " chosen" : ""}${item.count ? "" : " none"}`, "data-hand": item.letter,
      "aria-label": item.chip ? `${tray.owner}'s ${CHIPS[item.letter]?.name || item.letter} chips, ${CHIPS[item.letter]?.value || "?"} each: ${item.count}` : `${tray.owner} ${name}: ${item.count}`,
      "aria-pressed": String(pressed),
      title: `${title(tray.owner)} ${name} × ${item.count}`,
    });
    const icon = /** @type {SVGSVGElement} */ (svgEl("svg", { viewBox: "0 0 1 1", class: "hand-icon", "aria-hidden": "true" }));
    if (item.chip) {
      icon.append(svgEl("circle", { cx: 0.5, cy: 0.5, r: 0.42, class: `chip chip-${item.letter}` }), svgEl("circle", { cx: 0.5, cy: 0.5, r: 0.26, class: "chip-inlay" }));
    } else if (model.variant === "monkey-king") {
      const face = art(item.letter, tray.owner);
      face.setAttribute("transform", "translate(0.12 0.1) scale(0.76)");
      icon.append(svgEl("circle", { cx: 0.5, cy: 0.5, r: 0.45, class: `disk disk-${tray.owner}` }), face);
    } else {
      icon.append(art(item.letter, tray.owner));
    }
    b.append(icon, htmlEl("span", { class: "count" }, [String(item.count)]));
    if (view.onHand && item.count) {
      const onHand = view.onHand;
      b.addEventListener("click", () => onHand({ letter: item.letter, owner: tray.owner }));
    } else if (!item.count) b.setAttribute("disabled", "");
    items.append(b);
  }
  if (!tray.items.length) {
    // "Red  nothing in reserve", "White  no captured pieces": the title's own words say what is missing.
    const what = tray.title.replace(/^.*'s /, "");
    items.append(htmlEl("span", { class: "tray-empty" }, [what === "hand" || what === "reserve" ? `nothing in ${what}` : `no ${what}`]));
  }
  box.append(items);
  if (tray.tokens !== undefined) {
    const tokens = htmlEl("span", { class: "fists", "aria-label": `${tray.tokens} Fists token${tray.tokens === 1 ? "" : "s"}`, title: "Brave Whirling Monkey Fists tokens" });
    for (let i = 0; i < tray.tokens; i++) {
      // A token is the Fists face (B) that left the board: drawn as that face on a gold coin.
      const icon = svgEl("svg", { viewBox: "0 0 1 1", class: "fist-token", "aria-hidden": "true" });
      const face = art("B", tray.owner);
      face.setAttribute("transform", "translate(0.15 0.13) scale(0.7)");
      icon.append(svgEl("circle", { cx: 0.5, cy: 0.5, r: 0.46, class: "token-coin" }), face);
      tokens.append(icon);
    }
    tokens.append(htmlEl("span", { class: "fists-text" }, [`Fists ${tray.tokens}`]));
    box.append(tokens);
  }
  if (tray.note) box.append(htmlEl("span", { class: "tray-note" }, [tray.note]));
  return box;
}

/** Monkey King: a switch to see every disk's other face. @param {Memory} mem */
function facesToggle(mem) {
  const b = htmlEl("button", { type: "button", class: "quiet board-button", "aria-pressed": String(mem.backFaces), "data-control": "faces" },
    [mem.backFaces ? "Show front faces" : "Show other faces"]);
  b.addEventListener("click", () => {
    mem.backFaces = !mem.backFaces;
    mem.redraw();
  });
  return b;
}

/**
 * The viewBox for a zoom, kept inside the board.
 * @param {Geometry} model @param {number} turns @param {{scale: number, cx: number, cy: number}} zoom
 */
function zoomBox(model, turns, zoom) {
  const W = turns % 2 ? model.height : model.width, H = turns % 2 ? model.width : model.height;
  zoom.scale = Math.min(6, Math.max(1, zoom.scale));
  const w = W / zoom.scale, h = H / zoom.scale;
  if (Number.isNaN(zoom.cx)) [zoom.cx, zoom.cy] = [W / 2, H / 2];
  zoom.cx = Math.min(W - w / 2, Math.max(w / 2, zoom.cx));
  zoom.cy = Math.min(H - h / 2, Math.max(h / 2, zoom.cy));
  return { x: zoom.cx - w / 2, y: zoom.cy - h / 2, w, h };
}

/** @param {SVGElement} svg @param {Geometry} model @param {Memory} mem @param {number} turns */
function applyZoom(svg, model, mem, turns) {
  const b = zoomBox(model, turns, mem.zoom);
  svg.setAttribute("viewBox", `${b.x} ${b.y} ${b.w} ${b.h}`);
  svg.classList.toggle("zoomed", mem.zoom.scale > 1.001);
}

/** The −, + and reset buttons. @param {SVGElement} svg @param {Geometry} model @param {Memory} mem @param {number} turns */
function zoomButtons(svg, model, mem, turns) {
  /** @param {string} text @param {string} label @param {string} key @param {() => void} act */
  const button = (text, label, key, act) => {
    const b = htmlEl("button", { type: "button", class: "quiet board-button", "aria-label": label, title: label, "data-control": key }, [text]);
    b.addEventListener("click", () => {
      act();
      applyZoom(svg, model, mem, turns);
    });
    return b;
  };
  return [
    button("−", "zoom out", "zoom-out", () => { mem.zoom.scale /= 1.5; }),
    button("+", "zoom in", "zoom-in", () => { mem.zoom.scale *= 1.5; }),
    button("⟲", "reset zoom", "zoom-reset", () => { mem.zoom = { scale: 1, cx: NaN, cy: NaN }; }),
  ];
}

/**
 * Wheel and pinch zoom, drag to pan (from a square with no piece: a piece's drag is a move), and
 * arrow keys to pan while zoomed.
 * @param {SVGElement} svg @param {Geometry} model @param {Memory} mem @param {number} turns
 */
function enableZoom(svg, model, mem, turns) {
  svg.dataset.zoom = "on";
  svg.setAttribute("tabindex", "0");
  /** The board point under a client point. @param {number} cx @param {number} cy */
  const at = (cx, cy) => {
    const r = svg.getBoundingClientRect();
    const b = zoomBox(model, turns, mem.zoom);
    // The viewBox keeps its aspect ratio: the board fills the smaller of the two scales, centred.
    const k = Math.min(r.width / b.w, r.height / b.h);
    const ox = r.left + (r.width - b.w * k) / 2, oy = r.top + (r.height - b.h * k) / 2;
    return { x: b.x + (cx - ox) / k, y: b.y + (cy - oy) / k, k };
  };
  /** Zooms by `factor` keeping the board point under (cx, cy) in place. @param {number} factor @param {number} cx @param {number} cy */
  const zoomAt = (factor, cx, cy) => {
    const before = at(cx, cy);
    mem.zoom.scale *= factor;
    zoomBox(model, turns, mem.zoom);
    const after = at(cx, cy);
    mem.zoom.cx += before.x - after.x;
    mem.zoom.cy += before.y - after.y;
    applyZoom(svg, model, mem, turns);
  };
  svg.addEventListener("wheel", (e) => {
    const event = /** @type {WheelEvent} */ (e);
    event.preventDefault();
    zoomAt(Math.exp(-event.deltaY * (event.deltaMode ? 0.05 : 0.0025)), event.clientX, event.clientY);
  }, { passive: false });
  /** @type {Map<number, {x: number, y: number}>} */
  const pointers = new Map();
  let panning = false, moved = 0;
  svg.addEventListener("pointerdown", (e) => {
    const event = /** @type {PointerEvent} */ (e);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const cell = /** @type {Element} */ (event.target).closest?.("[data-square]");
    const square = cell?.getAttribute("data-square");
    const onPiece = !!square && !!mem.slots.get("main")?.ctx.pieceOn.has(square);
    panning = pointers.size === 2 || (mem.zoom.scale > 1.001 && !onPiece);
    moved = 0;
  });
  svg.addEventListener("pointermove", (e) => {
    const event = /** @type {PointerEvent} */ (e);
    const before = pointers.get(event.pointerId);
    if (!before || !panning) return;
    const now = { x: event.clientX, y: event.clientY };
    if (pointers.size === 2) {
      const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)?.[1] || now;
      const d0 = Math.hypot(before.x - other.x, before.y - other.y), d1 = Math.hypot(now.x - other.x, now.y - other.y);
      if (d0 > 0) zoomAt(d1 / d0, (now.x + other.x) / 2, (now.y + other.y) / 2);
    } else {
      const k = at(now.x, now.y).k;
      mem.zoom.cx -= (now.x - before.x) / k;
      mem.zoom.cy -= (now.y - before.y) / k;
      applyZoom(svg, model, mem, turns);
    }
    moved += Math.abs(now.x - before.x) + Math.abs(now.y - before.y);
    pointers.set(event.pointerId, now);
  });
  const release = (/** @type {Event} */ e) => pointers.delete(/** @type {PointerEvent} */ (e).pointerId);
  svg.addEventListener("pointerup", release);
  svg.addEventListener("pointercancel", release);
  svg.addEventListener("pointerleave", release);
  // A pan is not a click on the square it ended on.
  svg.addEventListener("click", (e) => {
    if (panning && moved > 6) e.stopPropagation();
    panning = false;
  }, true);
  svg.addEventListener("keydown", (e) => {
    const event = /** @type {KeyboardEvent} */ (e);
    const step = 2; // squares
    /** @type {Record<string, [number, number]>} */
    const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (event.key === "+" || event.key === "=") mem.zoom.scale *= 1.5;
    else if (event.key === "-") mem.zoom.scale /= 1.5;
    else if (moves[event.key] && mem.zoom.scale > 1.001) {
      mem.zoom.cx += moves[event.key][0];
      mem.zoom.cy += moves[event.key][1];
    } else return;
    event.preventDefault();
    applyZoom(svg, model, mem, turns);
  });
}

/**
 * Monster Bluff: one board drawn large beside the grid, the one the player works on (the
 * selected piece's, else the one picked with the number buttons, else the last move's).
 * @param {HTMLElement[]} parts its title, stage and number buttons
 * @param {Geometry} model @param {View} view @param {number} turns @param {Memory} mem @param {string} id
 */
function bluffZoom(parts, model, view, turns, mem, id) {
  const boards = new Map(model.squares.map((s) => [s.name, s.board]));
  const boardOf = (/** @type {string|null|undefined} */ name) => (name ? boards.get(name) : undefined);
  const chosen = boardOf(view.selected);
  if (chosen) mem.bluffBoard = chosen;
  const number = mem.bluffBoard ?? boardOf(view.last?.[1]) ?? (turns ? 3 : 8);
  const b = model.boards[number - 1];
  /** @type {Geometry} */
  const one = {
    ...model, width: 8, height: 8, boards: [],
    squares: model.squares.filter((s) => s.board === number).map((s) => ({ ...s, x: s.x - b.x, y: s.y - b.y })),
    pieces: model.pieces.filter((p) => boardOf(p.at) === number).map((p) => ({ ...p, x: p.x - b.x, y: p.y - b.y })),
    stacks: model.stacks.filter((st) => boardOf(st.at) === number).map((st) => ({ ...st, x: st.x - b.x, y: st.y - b.y })),
  };
  const svg = drawModel(one, view, turns, { mem, role: "zoom", attr: "data-zoom-square", label: `board ${number}, large`, id, coords: true });
  const [title, stage, picker] = parts;
  title.textContent = `Board ${number}`;
  if (stage.firstChild !== svg) stage.replaceChildren(svg);
  picker.replaceChildren(...model.boards.map((bd) => {
    const button = htmlEl("button", { type: "button", class: `quiet${bd.number === number ? " chosen" : ""}`, "aria-pressed": String(bd.number === number), "data-control": `board-${bd.number}`, "data-board": String(bd.number) }, [String(bd.number)]);
    button.addEventListener("click", () => {
      mem.bluffBoard = bd.number;
      mem.redraw();
    });
    return button;
  }));
}

/**
 * A hand (`PPNNpp`: upper case the first seat's) as each side's counts: `red P×2 N×2 · blue p×2`.
 * @param {string} hand @param {string[]} names the seats' names
 */
export function handText(hand, names) {
  const side = (/** @type {string[]} */ letters) => counted(letters.join("")).map(({ letter, count }) => (count > 1 ? `${letter}×${count}` : letter)).join(" ");
  const letters = [...hand];
  const upper = side(letters.filter(isUpper));
  const lower = side(letters.filter((l) => !isUpper(l)));
  return [[names[0], upper], [names[1], lower]].filter(([, h]) => h).map(([n, h]) => `${n} ${h}`).join(" · ");
}
