// Piece art: one drawing per piece kind of every variant, in a 1×1 box, coloured by owner.
// The board renderer places and scales it; the rules pages and the piece key reuse it.

const SVG = "http://www.w3.org/2000/svg";
const FIDE = { k: "\u265A", q: "\u265B", r: "\u265C", b: "\u265D", n: "\u265E", p: "\u265F" };
/** Variants whose pieces are the six orthodox ones. */
const ORTHODOX = new Set(["chess", "giant-king", "monster-bluff"]);

/** Owners' fills: the two sides of a two-seat game, and King of the Mountain's four seats. */
export const OWNER_FILL = {
  white: "#fff", black: "#111", red: "#c0392b", blue: "#2e6fbf", yellow: "#d4a017", green: "#2f8f4f",
};

/**
 * A piece drawn in the unit square (0,0)–(1,1).
 * @param {string} variant
 * @param {string} letter the piece's letter as the FEN writes it (any case)
 * @param {keyof typeof OWNER_FILL} owner
 * @returns {SVGGElement}
 */
export function pieceSvg(variant, letter, owner) {
  const g = /** @type {SVGGElement} */ (document.createElementNS(SVG, "g"));
  g.setAttribute("class", "piece");
  const text = document.createElementNS(SVG, "text");
  const lower = /** @type {keyof typeof FIDE} */ (letter.toLowerCase());
  const fide = ORTHODOX.has(variant) && FIDE[lower];
  text.textContent = fide || letter.toUpperCase();
  text.setAttribute("x", "0.5");
  text.setAttribute("y", fide ? "0.8" : "0.72");
  text.setAttribute("text-anchor", "middle");
  text.setAttribute("font-size", fide ? "0.85" : "0.6");
  text.setAttribute("font-weight", "700");
  const light = owner === "white";
  text.setAttribute("fill", OWNER_FILL[owner]);
  text.setAttribute("stroke", owner === "black" ? "#eee" : "#111");
  text.setAttribute("stroke-width", fide ? "0.035" : "0.025");
  text.setAttribute("paint-order", "stroke");
  void light;
  g.append(text);
  return g;
}
