// Piece art: one drawing per piece kind of every variant, in a 1×1 box, coloured by owner.
// The board renderer places and scales it; the rules pages and the piece key reuse it.
// Every drawing is our own: simple silhouettes in a 100×100 grid, a body in the owner's colour
// with an outline, and a few details in a colour that stands out from the body. No fonts, no
// images: the shapes alone must tell the kinds apart, down to 16 px squares.

const SVG = "http://www.w3.org/2000/svg";

/** Owners' fills: the two sides of a two-seat game, and King of the Mountain's four seats. */
export const OWNER_FILL = {
  white: "#fbf8f0", black: "#1f1d1b", red: "#c0392b", blue: "#2e6fbf", yellow: "#e3b324", green: "#2f8f4f",
};

/** @typedef {keyof typeof OWNER_FILL} Owner */

// Outline and detail colours: dark outlines everywhere but on Black, whose light outline keeps
// it readable on dark squares; details are light on dark bodies and dark on light ones.
const DARK = "#1c1a17";
const LIGHT = "#f3eee4";
/** @type {Record<Owner, {line: string, detail: string}>} */
const INK = {
  white: { line: DARK, detail: DARK },
  black: { line: "#d9d3c7", detail: LIGHT },
  red: { line: DARK, detail: LIGHT },
  blue: { line: DARK, detail: LIGHT },
  yellow: { line: DARK, detail: DARK },
  green: { line: DARK, detail: LIGHT },
};
const GOLD = "#f2c230";

/**
 * One shape of a drawing. Roles: `body` filled with the owner's colour and outlined; `line` a
 * detail stroke; `spot` a detail fill; `ink` filled with the outline colour; `tube` a thick
 * outlined stroke (shafts, a serpent); `gold` a badge in gold; `trim` a part in the detail
 * colour, outlined, that must stand out from the body even at 16 px (a compound's headgear);
 * `cut` a stroke in the body's colour, across a trim.
 * @typedef {"body"|"line"|"spot"|"ink"|"tube"|"gold"|"trim"|"cut"} Role
 * @typedef {{role: Role, tag: string, attrs: Record<string, string|number>}} Part
 */

/** @param {Role} role @param {string} d @returns {Part} */
const path = (role, d) => ({ role, tag: "path", attrs: { d } });
/** @param {Role} role @param {number} cx @param {number} cy @param {number} r @returns {Part} */
const circle = (role, cx, cy, r) => ({ role, tag: "circle", attrs: { cx, cy, r } });
/** @param {Role} role @param {number} cx @param {number} cy @param {number} rx @param {number} ry @returns {Part} */
const ellipse = (role, cx, cy, rx, ry) => ({ role, tag: "ellipse", attrs: { cx, cy, rx, ry } });

/** The pedestal every standing piece shares. */
const BASE = path("body", "M18 91 H82 V85 Q82 78 74 78 H26 Q18 78 18 85 Z");
/** A pedestal's flared body up to `top` (the y of its narrow end), `w` half-width there. */
const flare = (/** @type {number} */ top, /** @type {number} */ w) =>
  path("body", `M${50 - w - 12} 79 Q${50 - w - 2} ${top + 14} ${50 - w} ${top} H${50 + w} Q${50 + w + 2} ${top + 14} ${50 + w + 12} 79 Z`);
/** A horse's head facing left, shared by the knights and the knight compounds. */
const HORSE = [
  path("body", "M30 79 C32 70 40 62 46 56 C40 57 32 60 25 62 C18 64 12 58 14 52 C16 46 24 38 30 30 C35 23 42 18 47 16 L49 6 L56 15 C70 19 77 34 76 52 C75 62 72 70 70 79 Z"),
  path("line", "M62 20 C70 30 72 46 70 60"),
  circle("spot", 37, 31, 3.2),
  path("line", "M19 54 L23 53"),
];
/** A goblin's head with pointed ears, under a crown or a helmet. */
const GOBLIN = [
  path("body", "M34 46 L8 36 L30 62 Z"),
  path("body", "M66 46 L92 36 L70 62 Z"),
  path("body", "M50 30 C68 30 72 44 70 58 C68 72 60 82 50 82 C40 82 32 72 30 58 C28 44 32 30 50 30 Z"),
  path("line", "M38 52 L46 56 M62 52 L54 56"),
  path("line", "M41 70 Q50 66 59 70"),
  path("spot", "M43 70 L45 75 L47 69 Z M53 69 L55 75 L57 70 Z"),
];
/** A bust: shoulders and a round head. */
const bust = (/** @type {number} */ headY, /** @type {number} */ headR) => [
  path("body", "M20 84 C20 66 30 58 42 56 H58 C70 58 80 66 80 84 Z"),
  circle("body", 50, headY, headR),
];

/** @type {Record<string, Part[]>} */
const GLYPHS = {
  pawn: [
    BASE,
    path("body", "M36 79 C38 66 42 58 44 52 H56 C58 58 62 66 64 79 Z"),
    path("body", "M36 52 Q36 46 42 45 H58 Q64 46 64 52 Z"),
    circle("body", 50, 31, 14),
  ],
  king: [
    BASE,
    flare(50, 12),
    path("body", "M31 51 Q31 45 37 45 H63 Q69 45 69 51 Z"),
    path("body", "M35 45 C28 32 36 24 50 26 C64 24 72 32 65 45 Z"),
    path("body", "M44 3 H56 V10 H64 V21 H56 V28 H44 V21 H36 V10 H44 Z"),
  ],
  queen: [
    BASE,
    flare(52, 12),
    path("body", "M31 53 Q31 47 37 47 H63 Q69 47 69 53 Z"),
    path("body", "M34 47 L20 22 L36 35 L38 14 L50 31 L62 14 L64 35 L80 22 L66 47 Z"),
    circle("body", 20, 19, 5),
    circle("body", 38, 12, 5),
    circle("body", 62, 12, 5),
    circle("body", 80, 19, 5),
    circle("body", 50, 22, 5.5),
  ],
  rook: [
    BASE,
    path("body", "M28 79 L32 42 H68 L72 79 Z"),
    path("body", "M24 43 V18 H35 V26 H44 V18 H56 V26 H65 V18 H76 V43 Z"),
    path("line", "M33 52 H67"),
  ],
  bishop: [
    BASE,
    path("body", "M32 79 Q40 68 43 58 H57 Q60 68 68 79 Z"),
    path("body", "M34 59 Q34 52 40 52 H60 Q66 52 66 59 Z"),
    path("body", "M50 14 C30 28 28 44 38 53 H62 C72 44 70 28 50 14 Z"),
    circle("body", 50, 11, 5),
    path("line", "M58 28 L47 41"),
  ],
  knight: [BASE, ...HORSE],
  // Fairy pieces.
  gryphon: [
    BASE,
    path("body", "M54 64 C62 44 70 24 88 6 C90 18 92 28 86 36 C92 40 90 48 82 50 C86 56 80 62 72 64 Z"),
    path("line", "M72 34 L84 24 M72 46 L84 42"),
    path("body", "M30 79 C32 70 38 62 44 56 C40 54 36 52 34 48 L26 48 C20 48 16 50 14 54 C10 46 12 36 22 32 C28 28 34 26 40 24 C44 16 50 12 56 12 L62 3 L64 14 C70 18 72 26 70 34 C68 48 68 62 70 79 Z"),
    circle("spot", 44, 29, 3.2),
    path("line", "M34 40 L22 42"),
  ],
  wildebeest: [
    BASE,
    path("body", "M38 79 L42 62 H58 L62 79 Z"),
    path("body", "M40 32 C28 34 14 30 12 12 C22 24 32 24 42 22 Z"),
    path("body", "M60 32 C72 34 86 30 88 12 C78 24 68 24 58 22 Z"),
    path("body", "M30 38 L40 30 H60 L70 38 L60 42 Z"),
    path("body", "M38 30 C38 22 62 22 62 30 L58 64 C58 72 42 72 42 64 Z"),
    circle("spot", 44, 38, 2.8),
    circle("spot", 56, 38, 2.8),
    path("line", "M45 62 L46 66 M55 62 L54 66"),
  ],
  cardinal: [
    BASE,
    ...HORSE,
    path("trim", "M38 33 C35 21 43 10 56 1 C67 10 75 20 71 31 Z"),
    path("cut", "M61 10 L50 23 M40 27 L71 25"),
  ],
  marshal: [
    BASE,
    ...HORSE,
    path("trim", "M36 28 L34 4 H45 V12 H51 V4 H62 V12 H68 V4 H78 L74 28 Z"),
  ],
  kangaroo: [
    BASE,
    path("body", "M10 78 C22 76 34 72 40 66 C36 54 40 40 50 34 C54 31 56 28 56 24 L54 8 L61 17 L66 8 L66 21 C72 22 80 26 84 31 C80 36 72 35 66 34 C62 42 64 50 60 56 L72 58 L70 63 L60 63 C60 70 64 74 72 76 L78 79 H28 C22 80 16 80 10 78 Z"),
    circle("spot", 67, 26, 2.5),
    path("line", "M44 62 C48 68 54 72 60 72"),
  ],
  cannon: [
    BASE,
    path("body", "M16 66 L68 30 Q72 27 75 31 L80 38 Q82 42 78 44 L28 76 Z"),
    path("body", "M74 26 L86 43 L80 47 L68 30 Z"),
    circle("body", 40, 64, 14),
    circle("ink", 40, 64, 4),
    path("line", "M40 53 V75 M29 64 H51"),
  ],
  archer: [
    BASE,
    path("body", "M38 79 L42 68 H58 L62 79 Z"),
    path("body", "M58 8 C24 18 24 64 58 74 L60 68 C34 58 34 24 60 14 Z"),
    path("line", "M59 11 V71"),
    path("body", "M12 41 L24 35 V47 Z"),
    path("line", "M22 41 H86"),
    path("line", "M78 41 L88 33 M78 41 L88 49 M72 41 L82 33 M72 41 L82 49"),
  ],
  giant: [
    BASE,
    path("body", "M16 79 C16 60 28 52 40 50 H60 C72 52 84 60 84 79 Z"),
    path("body", "M34 38 C32 18 40 10 50 10 C60 10 68 18 66 38 C66 48 58 54 50 54 C42 54 34 48 34 38 Z"),
    circle("spot", 50, 30, 6),
    circle("ink", 50, 30, 2.6),
    path("line", "M42 44 Q50 48 58 44"),
    path("line", "M36 64 V76"),
    path("body", "M66 66 L74 22 C72 12 88 10 88 20 L74 68 Z"),
    path("line", "M78 20 L80 24 M84 30 L82 34"),
  ],
  hero: [
    BASE,
    path("body", "M36 79 C38 70 40 66 42 62 H58 C60 66 62 70 64 79 Z"),
    path("body", "M46 30 C40 12 48 4 60 4 C72 4 80 14 76 26 C70 18 60 16 54 30 Z"),
    path("body", "M30 64 C26 40 36 26 50 26 C64 26 74 40 70 64 H57 V48 H43 V64 Z"),
    path("spot", "M34 42 H66 V48 H34 Z"),
    path("line", "M50 48 V60"),
  ],
  heroFoe: [
    BASE,
    path("body", "M36 79 C38 70 40 66 42 62 H58 C60 66 62 70 64 79 Z"),
    path("body", "M34 40 C22 38 12 28 14 10 C20 24 28 28 38 30 Z"),
    path("body", "M66 40 C78 38 88 28 86 10 C80 24 72 28 62 30 Z"),
    path("body", "M30 62 C28 40 36 28 50 28 C64 28 72 40 70 62 H56 V50 H44 V62 Z"),
    path("line", "M50 30 V48"),
    path("spot", "M38 40 H62 V46 H38 Z"),
  ],
  // Monkey King's disk faces.
  monkeyKing: [
    circle("body", 24, 48, 11),
    circle("body", 76, 48, 11),
    circle("body", 50, 50, 27),
    path("spot", "M50 42 C56 34 68 38 68 50 C68 62 62 74 50 74 C38 74 32 62 32 50 C32 38 44 34 50 42 Z"),
    circle("ink", 42, 52, 3),
    circle("ink", 58, 52, 3),
    path("ink", "M46 62 Q50 66 54 62 Z"),
    path("gold", "M24 34 C36 20 64 20 76 34 L74 38 C62 28 38 28 26 38 Z"),
  ],
  lancer: [
    BASE,
    path("tube", "M50 78 V30"),
    path("body", "M50 6 L60 26 L50 34 L40 26 Z"),
    path("body", "M52 34 L80 42 L52 50 Z"),
    path("body", "M40 70 H60 L55 56 H45 Z"),
  ],
  fists: [
    path("body", "M30 70 H66 V86 H30 Z"),
    path("body", "M24 40 C24 30 30 26 38 26 H62 C72 26 78 32 78 42 V60 C78 68 72 72 64 72 H34 C28 72 24 66 24 58 Z"),
    path("line", "M38 27 V42 M50 27 V42 M63 27 V42"),
    path("line", "M26 46 C38 44 50 48 54 58"),
    path("line", "M84 30 C92 40 92 58 84 68 M14 30 C6 40 6 58 14 68"),
  ],
  celestial: [
    path("body", "M50 8 A24 24 0 1 1 49.9 8 Z M50 15 A17 17 0 1 0 50.1 15 Z"),
    path("body", "M28 80 C32 60 40 52 50 52 C60 52 68 60 72 80 Z"),
    circle("body", 50, 38, 11),
    path("body", "M14 84 C14 76 24 74 30 77 C34 70 46 70 50 76 C54 70 66 70 70 77 C76 74 86 76 86 84 Z"),
    path("line", "M50 58 V74"),
  ],
  mountain: [
    path("body", "M8 82 L34 30 L46 50 L60 18 L92 82 Z"),
    path("spot", "M52 36 L60 18 L69 38 L64 34 L59 40 L55 34 Z"),
    path("line", "M30 62 L40 52 M66 56 L74 66"),
  ],
  pilgrim: [
    path("tube", "M76 86 V22"),
    path("body", "M76 8 A7 7 0 1 1 75.9 8 Z M76 12 A3 3 0 1 0 76.1 12 Z"),
    path("body", "M26 86 C28 66 36 56 48 56 C60 56 68 66 70 86 Z"),
    circle("body", 48, 46, 9),
    path("body", "M20 42 L48 16 L76 42 Q48 36 20 42 Z"),
    path("line", "M48 62 V80"),
  ],
  goblinKing: [
    ...GOBLIN,
    path("body", "M34 36 L30 10 L42 22 L50 6 L58 22 L70 10 L66 36 Z"),
  ],
  goblinGeneral: [
    ...GOBLIN,
    path("body", "M30 44 C30 24 70 24 70 44 Z"),
    path("body", "M46 28 L50 8 L54 28 Z"),
  ],
  seaSerpent: [
    path("line", "M10 86 Q20 80 30 86 T50 86 T70 86 T90 86"),
    path("tube", "M22 76 C40 86 64 76 56 60 C48 46 30 44 38 30 C42 22 52 20 60 22"),
    path("body", "M56 16 C64 10 80 14 86 22 C82 28 70 32 58 30 C52 28 52 20 56 16 Z"),
    circle("spot", 66, 20, 2.6),
    path("line", "M84 23 L92 22"),
  ],
};
GLYPHS.giantKing = GLYPHS.king;

// Giant-King's promoted pieces: the unpromoted piece wearing what it gains, and the gold star
// of promotion. A battlement means a Rook's moves, a mitre a Bishop's, as on the compounds.
/** The star that marks a promoted piece. */
const STAR = path("gold", "M82 4 L86 14 L97 14 L88 21 L91 32 L82 25 L73 32 L76 21 L67 14 L78 14 Z");
/** A bird's wing rising behind a piece's right shoulder (the Gryphon's, the Aanca's). */
const WING = GLYPHS.gryphon.slice(1, 3);
GLYPHS.reaper = [...GLYPHS.gryphon, path("trim", "M40 27 L38 5 H47 V12 H53 V5 H61 V12 H67 V5 H75 L71 27 Z"), STAR];
GLYPHS.archangel = [
  ...GLYPHS.gryphon,
  path("trim", "M39 30 C36 19 44 9 56 1 C66 9 73 18 70 28 Z"),
  path("cut", "M60 10 L50 21 M41 25 L70 23"),
  STAR,
];
GLYPHS.citadel = [
  path("tube", "M50 20 V5"),
  path("body", "M49 4 L28 9 L49 15 Z"),
  ...GLYPHS.rook,
  path("line", "M40 79 V64 Q50 56 60 64 V79"),
  STAR,
];
GLYPHS.behemoth = [
  BASE,
  GLYPHS.wildebeest[1],
  path("trim", "M40 34 C22 38 6 30 8 10 C18 24 30 24 42 21 Z"),
  path("trim", "M60 34 C78 38 90 34 90 18 C80 26 70 24 58 21 Z"),
  ...GLYPHS.wildebeest.slice(4),
  STAR,
];
GLYPHS.lioness = [
  BASE,
  path("body", "M30 79 C32 70 38 62 44 58 C36 58 28 57 22 53 C16 51 12 47 13 41 L16 35 C20 29 28 25 36 23 C40 15 46 11 52 12 C56 8 63 10 63 17 C72 23 76 36 74 52 C73 62 71 70 70 79 Z"),
  circle("spot", 38, 32, 3.2),
  path("line", "M14 42 L20 43 M20 43 C22 48 26 50 30 50"),
  path("line", "M55 16 C58 18 58 20 57 22"),
  STAR,
];
GLYPHS.chimera = [WING[0], WING[1], ...GLYPHS.bishop, STAR];

/** A piece kind: its name and its drawing. @typedef {{name: string, glyph: string}} Kind */
/** @type {Record<string, Kind>} */
const ORTHODOX = {
  K: { name: "King", glyph: "king" }, Q: { name: "Queen", glyph: "queen" }, R: { name: "Rook", glyph: "rook" },
  B: { name: "Bishop", glyph: "bishop" }, N: { name: "Knight", glyph: "knight" }, P: { name: "Pawn", glyph: "pawn" },
};

/**
 * Each variant's kinds by the letter its FEN writes, in the order of its piece table. Where the
 * case tells the sides apart (`case`), letters are matched as written; elsewhere in any case.
 * Promoted Giant-King pieces are `+` and the letter. King of the Mountain (`seats`) writes a seat
 * letter before the piece letter, and `(X)` after it when the piece gained X's moves.
 * @type {Record<string, {case: boolean, seats?: boolean, kinds: Record<string, Kind>}>}
 */
const VARIANT_KINDS = {
  chess: { case: false, kinds: ORTHODOX },
  "monster-bluff": { case: false, kinds: ORTHODOX },
  "giant-king": {
    case: false,
    kinds: {
      K: { name: "Giant-King", glyph: "giantKing" }, G: { name: "Gryphon", glyph: "gryphon" },
      R: { name: "Rook", glyph: "rook" }, W: { name: "Wildebeest", glyph: "wildebeest" },
      C: { name: "Cardinal", glyph: "cardinal" }, N: { name: "Knight", glyph: "knight" },
      B: { name: "Bishop", glyph: "bishop" }, P: { name: "Pawn", glyph: "pawn" },
      "+G": { name: "Reaper", glyph: "reaper" }, "+R": { name: "Citadel", glyph: "citadel" },
      "+W": { name: "Behemoth", glyph: "behemoth" }, "+C": { name: "Archangel", glyph: "archangel" },
      "+N": { name: "Lioness", glyph: "lioness" }, "+B": { name: "Chimera", glyph: "chimera" },
    },
  },
  "monkey-king": {
    case: true,
    kinds: {
      P: { name: "Pawn", glyph: "pawn" }, M: { name: "Monkey King", glyph: "monkeyKing" },
      N: { name: "Knight", glyph: "knight" }, L: { name: "Lancer", glyph: "lancer" },
      H: { name: "Hero", glyph: "hero" }, B: { name: "Fists", glyph: "fists" },
      C: { name: "Celestial", glyph: "celestial" }, X: { name: "Mountain", glyph: "mountain" },
      K: { name: "Pilgrim", glyph: "pilgrim" },
      p: { name: "Pawn", glyph: "pawn" }, s: { name: "Sea Serpent", glyph: "seaSerpent" },
      n: { name: "Knight", glyph: "knight" }, g: { name: "Goblin General", glyph: "goblinGeneral" },
      h: { name: "Hero-Foe", glyph: "heroFoe" }, l: { name: "Lancer", glyph: "lancer" },
      c: { name: "Celestial", glyph: "celestial" }, x: { name: "Mountain", glyph: "mountain" },
      k: { name: "Goblin King", glyph: "goblinKing" },
    },
  },
  mountain: {
    case: false,
    seats: true,
    kinds: {
      K: { name: "King", glyph: "king" }, Q: { name: "Queen", glyph: "queen" },
      M: { name: "Marshal", glyph: "marshal" }, C: { name: "Cardinal", glyph: "cardinal" },
      B: { name: "Bishop", glyph: "bishop" }, R: { name: "Rook", glyph: "rook" },
      N: { name: "Knight", glyph: "knight" }, J: { name: "Kangaroo", glyph: "kangaroo" },
      P: { name: "Cannon", glyph: "cannon" }, A: { name: "Archer", glyph: "archer" },
      G: { name: "Giant", glyph: "giant" }, H: { name: "Hero", glyph: "hero" },
    },
  },
};

/**
 * Splits a letter as a board may hand it over: `+g` (promoted), `rH(R)` (a King of the Mountain
 * seat letter, and a gained move) into the kind's key and the gained piece's letter.
 * @param {string} variant @param {string} letter
 */
function parse(variant, letter) {
  const table = VARIANT_KINDS[variant];
  let key = letter;
  let gained = "";
  const bracket = key.indexOf("(");
  if (bracket >= 0) {
    const close = key.indexOf(")", bracket);
    gained = key.slice(bracket + 1, close < 0 ? undefined : close);
    key = key.slice(0, bracket);
  }
  if (table?.seats && key.length === 2 && "rbyg".includes(key[0])) key = key.slice(1);
  if (table && !table.case) key = key.toUpperCase();
  return { kind: table?.kinds[key], key, gained };
}

/**
 * A piece's English name: `pieceName("giant-king", "+g")` is "Reaper", `pieceName("monkey-king",
 * "k")` "Goblin King"; an unknown letter is returned as it is.
 * @param {string} variant @param {string} letter
 */
export function pieceName(variant, letter) {
  const { kind, key, gained } = parse(variant, letter);
  const name = kind ? kind.name : key;
  if (!gained) return name;
  return `${name} (also ${parse(variant, gained).kind?.name ?? gained})`;
}

/**
 * A variant's piece kinds as its FEN writes them, both sides' letters where the case tells them
 * apart (King of the Mountain: the piece letters, without the seat letter).
 * @param {string} variant
 * @returns {{letter: string, name: string}[]}
 */
export function pieceKinds(variant) {
  const table = VARIANT_KINDS[variant];
  if (!table) return [];
  const letters = Object.keys(table.kinds);
  const both = table.case || table.seats ? letters : [...letters, ...letters.map((l) => l.toLowerCase())];
  return both.map((letter) => ({ letter, name: table.kinds[table.case ? letter : letter.toUpperCase()].name }));
}

/** @param {string} tag @param {Record<string, string|number>} attrs */
function svgElement(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** @param {Part} part @param {Owner} owner @returns {Element[]} */
function drawPart(part, owner) {
  const ink = INK[owner] || INK.white;
  const fill = OWNER_FILL[owner] || OWNER_FILL.white;
  const shape = (/** @type {Record<string, string|number>} */ paint) => svgElement(part.tag, { ...part.attrs, ...paint });
  switch (part.role) {
    case "body": return [shape({ fill, stroke: ink.line, "stroke-width": 4 })];
    case "line": return [shape({ fill: "none", stroke: ink.detail, "stroke-width": 3.2 })];
    case "cut": return [shape({ fill: "none", stroke: fill, "stroke-width": 3.2 })];
    case "spot": return [shape({ fill: ink.detail })];
    case "ink": return [shape({ fill: ink.line })];
    case "trim": return [shape({ fill: ink.detail, stroke: ink.line, "stroke-width": 4 })];
    case "gold": return [shape({ fill: GOLD, stroke: DARK, "stroke-width": 3 })];
    case "tube": return [
      shape({ fill: "none", stroke: ink.line, "stroke-width": 13 }),
      shape({ fill: "none", stroke: fill, "stroke-width": 6 }),
    ];
  }
}

/** @param {string} glyph @param {Owner} owner @returns {Element[]} */
function drawGlyph(glyph, owner) {
  // An unknown kind still shows as a plain token, so a board never hides a piece.
  const parts = GLYPHS[glyph] || [circle("body", 50, 50, 30)];
  return parts.flatMap((part) => drawPart(part, owner));
}

/**
 * A piece drawn in the unit square (0,0)–(1,1).
 * @param {string} variant
 * @param {string} letter the piece's letter as the FEN writes it (`+G` promoted, `H(R)` with a gained move)
 * @param {Owner} owner
 * @returns {SVGGElement}
 */
export function pieceSvg(variant, letter, owner) {
  const g = /** @type {SVGGElement} */ (document.createElementNS(SVG, "g"));
  const { kind, gained } = parse(variant, letter);
  const known = kind && kind.glyph in GLYPHS;
  g.setAttribute("class", known ? "piece" : "piece unknown");
  g.setAttribute("data-name", pieceName(variant, letter));
  // Monkey King's faces sit inside a disk, so they are drawn smaller, about its centre.
  const scale = variant === "monkey-king" ? "translate(0.1 0.1) scale(0.008)" : "scale(0.01)";
  const art = svgElement("g", { transform: scale, "stroke-linejoin": "round", "stroke-linecap": "round" });
  art.append(...drawGlyph(kind ? kind.glyph : "", owner));
  const gainedKind = gained && parse(variant, gained).kind;
  if (gainedKind) {
    // A piece that gained another's moves wears that piece, small, at its shoulder.
    const badge = svgElement("g", { transform: "translate(62 0) scale(0.4)" });
    badge.append(svgElement("circle", { cx: 50, cy: 50, r: 48, fill: LIGHT, stroke: DARK, "stroke-width": 6 }), ...drawGlyph(gainedKind.glyph, owner));
    art.append(badge);
  }
  g.append(art);
  return g;
}

const CHIP_FILL = { W: "#f4f1e8", R: "#c62828", U: "#1f5bb5", G: "#2e7d32" };

/**
 * A Monster Bluff chip in the unit square: W (5), R (10), U (25), G (50). Demands (25 and more)
 * wear a dark inner ring, offers a light one.
 * @param {string} kind
 * @returns {SVGGElement}
 */
export function chipSvg(kind) {
  const letter = /** @type {keyof typeof CHIP_FILL} */ (kind.toUpperCase());
  const fill = CHIP_FILL[letter] || "#999";
  const demand = letter === "U" || letter === "G";
  const g = /** @type {SVGGElement} */ (document.createElementNS(SVG, "g"));
  g.setAttribute("class", "chip");
  g.setAttribute("data-name", `${{ W: "white", R: "red", U: "blue", G: "green" }[letter] || kind} chip`);
  const art = svgElement("g", { transform: "scale(0.01)" });
  const edge = letter === "W" ? "#2a6fb0" : "#f4f1e8";
  art.append(
    svgElement("circle", { cx: 50, cy: 50, r: 40, fill, stroke: DARK, "stroke-width": 4 }),
    svgElement("circle", { cx: 50, cy: 50, r: 34, fill: "none", stroke: edge, "stroke-width": 8, "stroke-dasharray": "8.9 8.9" }),
    svgElement("circle", { cx: 50, cy: 50, r: 20, fill, stroke: demand ? DARK : edge, "stroke-width": demand ? 6 : 3 }),
  );
  g.append(art);
  return g;
}

/**
 * A piece key for a help panel: every kind of the variant, drawn small with its name, each side's
 * kinds in its own colour where the sides' pieces differ.
 * @param {string} variant
 * @returns {HTMLElement}
 */
export function pieceKey(variant) {
  const list = document.createElement("ul");
  list.className = "piece-key";
  list.setAttribute("aria-label", "pieces");
  const table = VARIANT_KINDS[variant];
  /** @type {Owner[]} */
  const owners = variant === "monkey-king" ? ["red", "blue"] : variant === "mountain" ? ["red"] : ["white"];
  const seen = new Set();
  for (const { letter, name } of pieceKinds(variant)) {
    const lower = letter !== letter.toUpperCase();
    if (!table.case && lower) continue;
    const owner = lower ? owners[owners.length - 1] : owners[0];
    if (seen.has(`${owner} ${name}`)) continue;
    seen.add(`${owner} ${name}`);
    const item = document.createElement("li");
    // The name is the item's text; the drawing beside it is decoration for a screen reader.
    const svg = svgElement("svg", { viewBox: "0 0 1 1", width: 28, height: 28, "aria-hidden": "true" });
    svg.append(pieceSvg(variant, letter, owner));
    const label = document.createElement("span");
    label.textContent = name;
    item.append(svg, label);
    list.append(item);
  }
  return list;
}
