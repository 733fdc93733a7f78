// Reading the server's legal move texts (docs/move-text.md) as "from → to, and the rest", so that
// clicking or dragging a piece can show where it may go, and several actions between the same two
// squares can be offered by name. The page holds no rules: every action comes from `state.legal`.

const SQUARE = "(?:\\d+)?[a-z]+\\d+";
const MOVE = new RegExp(`^(${SQUARE})([-:])(${SQUARE})(.*)$`);
const BONUS = new RegExp(`^\\+(${SQUARE})-(${SQUARE})$`);
const DROP = new RegExp(`^([A-Z])([*@])(${SQUARE})$`);
const FLIP = new RegExp(`^(${SQUARE})=([A-Z])$`);
const EXIT = new RegExp(`^(${SQUARE})-off$`);
const EXTRA = new RegExp(`^\\+(?:([A-Z])\\*)?(${SQUARE})$`);
const ANY_SQUARE = new RegExp(SQUARE, "g");

/**
 * One legal action read from its text. `origin` is what the player picks first: a square, or
 * `hand:P` for a piece (or chip) in hand, tray or reserve; `to` is where it goes, if anywhere.
 * @typedef {{
 *   text: string,
 *   kind: "move" | "shot" | "bonus" | "drop" | "flip" | "exit" | "end" | "other",
 *   origin: string | null,
 *   to: string | null,
 *   rest: string,
 *   aux: string | null,
 *   letter: string | null,
 * }} Action
 */

/** @param {string} text @returns {Action} */
export function parseAction(text) {
  /** @type {RegExpMatchArray | null} */
  let m;
  const action = (/** @type {Partial<Action>} */ fields) =>
    /** @type {Action} */ ({ text, kind: "other", origin: null, to: null, rest: "", aux: null, letter: null, ...fields });
  if (text === "end") return action({ kind: "end" });
  if ((m = text.match(BONUS))) return action({ kind: "bonus", origin: m[1], to: m[2] });
  if ((m = text.match(DROP))) return action({ kind: "drop", origin: `hand:${m[1]}`, to: m[3], letter: m[1], rest: m[2] });
  if ((m = text.match(EXIT))) return action({ kind: "exit", origin: m[1] });
  if ((m = text.match(FLIP))) return action({ kind: "flip", origin: m[1], letter: m[2], rest: `=${m[2]}` });
  if ((m = text.match(MOVE))) {
    const rest = m[4];
    const extra = rest.match(EXTRA);
    const promotion = rest.match(/^=([A-Z])$/);
    return action({
      kind: m[2] === ":" ? "shot" : "move",
      origin: m[1],
      to: m[3],
      rest,
      aux: extra ? extra[2] : null,
      letter: extra ? extra[1] || null : promotion ? promotion[1] : null,
    });
  }
  return action({});
}

/** The key of a piece in hand as `origin` writes it. @param {string} letter */
export function handKey(letter) {
  return `hand:${letter.toUpperCase()}`;
}

/** Whether any action starts from `origin`. @param {Action[]} actions @param {string} origin */
export function isOrigin(actions, origin) {
  return actions.some((a) => a.origin === origin);
}

/** The squares the piece at `origin` may go to. @param {Action[]} actions @param {string|null} origin */
export function targets(actions, origin) {
  return new Set(actions.filter((a) => origin && a.origin === origin && a.to).map((a) => /** @type {string} */ (a.to)));
}

/** Every action from `origin` to `to`. @param {Action[]} actions @param {string} origin @param {string} to */
export function between(actions, origin, to) {
  return actions.filter((a) => a.origin === origin && a.to === to);
}

/** Actions of the piece at `origin` that go to no square: a flip in place, leaving the board. */
export function inPlace(/** @type {Action[]} */ actions, /** @type {string|null} */ origin) {
  return actions.filter((a) => origin && a.origin === origin && !a.to);
}

/** Actions that belong to no piece: `end`, King of the Mountain's `K=R`. @param {Action[]} actions */
export function free(actions) {
  return actions.filter((a) => !a.origin);
}

/** The squares an action's text names, in order (`e7-e8+b1` → e7 e8 b1). @param {string} text */
export function squaresOf(text) {
  return text === "end" ? [] : text.match(ANY_SQUARE) || [];
}

const FIDE_NAMES = { K: "King", Q: "Queen", R: "Rook", B: "Bishop", N: "Knight", P: "Pawn" };
/** @type {Record<string, Record<string, string>>} */
const NAMES = {
  chess: FIDE_NAMES,
  "monster-bluff": FIDE_NAMES,
  "giant-king": { K: "Giant-King", G: "Gryphon", R: "Rook", W: "Wildebeest", C: "Cardinal", N: "Knight", B: "Bishop", P: "Pawn" },
  "monkey-king": {
    P: "Pawn", M: "Monkey King", N: "Knight", L: "Lancer", H: "Hero", B: "Fists", C: "Celestial", X: "Mountain",
    K: "King", S: "Sea Serpent", G: "Goblin General",
  },
  mountain: {
    K: "King", Q: "Queen", M: "Marshal", C: "Cardinal", B: "Bishop", R: "Rook", N: "Knight", J: "Kangaroo",
    P: "Cannon", A: "Archer", G: "Giant", H: "Hero",
  },
};
const PROMOTED = { G: "Reaper", R: "Citadel", W: "Behemoth", C: "Archangel", N: "Lioness", B: "Chimera" };
const CHIPS = { W: "white chip (5)", R: "red chip (10)", U: "blue chip (25)", G: "green chip (50)" };

/** A piece's name in a variant. @param {string} variant @param {string} letter */
export function pieceName(variant, letter) {
  const upper = letter.toUpperCase();
  if (variant === "monster-bluff" && upper in CHIPS) return CHIPS[/** @type {keyof typeof CHIPS} */ (upper)];
  return NAMES[variant]?.[upper] || upper;
}

/**
 * A readable name for an action, for choosers and buttons. `pieceAt` names what stands on a
 * square (a letter), where the page knows it.
 * @param {string} variant @param {Action} a @param {(square: string) => string|null} [pieceAt]
 */
export function describe(variant, a, pieceAt) {
  const name = (/** @type {string} */ letter) => pieceName(variant, letter);
  switch (a.kind) {
    case "end":
      return "End the turn";
    case "bonus":
      return `Bonus move ${a.origin}–${a.to} (spends a Fists token)`;
    case "drop":
      if (variant === "monster-bluff") return `Place a ${name(a.letter || "")} on ${a.to}`;
      if (variant === "mountain") return `Bring a ${name(a.letter || "")} back on ${a.to}`;
      return `Drop a ${name(a.letter || "")} on ${a.to}`;
    case "exit":
      return `Leave the board from ${a.origin} (wins)`;
    case "flip":
      return `Turn over in place into ${name(a.letter || "")}`;
    case "shot":
      return `Shoot ${a.to} (the Archer stays on ${a.origin})`;
    case "move": {
      if (variant === "giant-king" && a.rest.startsWith("+")) {
        if (a.letter) return `Bring back a ${name(a.letter)} on ${a.aux}`;
        const piece = a.aux && pieceAt ? pieceAt(a.aux) : null;
        const letter = (piece || "").replace("+", "").toUpperCase();
        const promoted = PROMOTED[/** @type {keyof typeof PROMOTED} */ (letter)];
        return piece ? `Promote the ${name(letter)} on ${a.aux}${promoted ? ` into a ${promoted}` : ""}` : `Promote the piece on ${a.aux}`;
      }
      // Between two squares, Giant-King's plain pawn move is the one that leaves the promotion unused.
      if (variant === "giant-king") return `Do not promote (just ${a.origin}–${a.to})`;
      if (a.rest.startsWith("=")) {
        return variant === "monkey-king" ? `Turn over into ${name(a.letter || "")} and go to ${a.to}` : `Promote to ${name(a.letter || "")}`;
      }
      if (variant === "monkey-king") {
        const face = a.origin && pieceAt ? pieceAt(a.origin) : null;
        return face ? `Go to ${a.to} as the ${name(face)}` : `Go to ${a.to} without turning over`;
      }
      if (variant === "mountain") return `Move to ${a.to}`;
      return `${a.origin}–${a.to}`;
    }
    default:
      if (/^K=[A-Z]$/.test(a.text)) {
        const gained = a.text[2];
        return gained === "K" ? "The King keeps its own move" : `The King gains the ${name(gained)}'s move`;
      }
      return a.text;
  }
}

/**
 * What stands on each square of a rectangular board field (chess, Giant-King), read from a FEN:
 * `+R` for a promoted piece. Files are a, b, c …; ranks count from the bottom.
 * @param {string} fen @returns {Map<string, string>}
 */
export function letters(fen) {
  const field = fen.split(" ")[0].replace(/\[.*\]/, "");
  /** @type {Map<string, string>} */
  const map = new Map();
  const rows = field.split("/");
  rows.forEach((row, i) => {
    const rank = rows.length - i;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const c = row[j];
      if (c >= "0" && c <= "9") {
        let n = 0;
        while (j < row.length && row[j] >= "0" && row[j] <= "9") n = n * 10 + Number(row[j++]);
        j--;
        file += n;
      } else if (c === "+") {
        map.set(`${String.fromCharCode(97 + file)}${rank}`, `+${row[++j]}`);
        file++;
      } else if (c === "*") {
        file++;
      } else {
        map.set(`${String.fromCharCode(97 + file)}${rank}`, c);
        file++;
      }
    }
  });
  return map;
}

/**
 * The square a click means: in Giant-King any of the King's four squares names the King by its
 * lower-left one, as its moves do. @param {string} variant @param {string} fen @param {string} square
 */
export function originOf(variant, fen, square) {
  if (variant !== "giant-king") return square;
  const board = letters(fen);
  const king = board.get(square);
  if (king !== "K" && king !== "k") return square;
  const cells = [...board].filter(([, l]) => l === king).map(([s]) => [s.charCodeAt(0) - 97, Number(s.slice(1))]);
  // Both Kings' squares share a letter only within one side; a side has one King.
  const file = Math.min(...cells.map(([f]) => f));
  const rank = Math.min(...cells.map(([, r]) => r));
  return `${String.fromCharCode(97 + file)}${rank}`;
}

/** How many pieces stand on the board of a view FEN: fewer after a move means a capture. */
export function pieceCount(/** @type {string} */ variant, /** @type {string} */ fen) {
  const field = fen.split(" ")[0].replace(/\[.*\]/, "").replace(/\([A-Z]+\)/g, "");
  if (variant === "mountain") return (field.match(/[rbyg][A-Z]/g) || []).length;
  if (variant === "giant-king") {
    // The Giant-King fills four squares: count it once.
    const kings = (field.match(/[Kk]/g) || []).length;
    return (field.match(/[A-Za-z]/g) || []).length - kings + kings / 4;
  }
  return (field.match(/[A-Za-z]/g) || []).length;
}
