// The rules pages, `/rules` and `/rules/{variant}`: the server renders docs/rules/*.md to HTML,
// with each diagram as a <figure class="diagram" data-variant data-fen [data-square data-targets]>.
// This module draws those figures with the game's board renderer; a piece's diagram marks the
// squares it can go to (listed by the server) while pointed at, focused or tapped.
import { api, VARIANTS } from "./api.js";
import { el } from "./lobby.js";
import { readBoard, drawBoard } from "./board.js";

/** Boards with more squares than this show only the part around the piece in its diagram. */
const CROP_ABOVE = 150;

/** @param {HTMLElement} main @param {string|null} variant null: the index */
export async function rules(main, variant) {
  const page = await api("GET", variant ? `/api/rules/${encodeURIComponent(variant)}` : "/api/rules");
  document.title = `${page.title} · menagerie`;
  const nav = el("nav", { class: "rules-nav", "aria-label": "Rules of each game" }, [
    link("/rules", "How to play", !variant),
    ...VARIANTS.map(([id, name]) => link(`/rules/${id}`, name, id === variant)),
  ]);
  const article = el("article", { class: "rules" });
  // The server renders this from the repository's own Markdown; it holds no raw HTML.
  article.innerHTML = page.html;
  main.replaceChildren(nav, article);
  for (const figure of article.querySelectorAll("figure.diagram")) drawDiagram(/** @type {HTMLElement} */ (figure));
}

/** @param {string} href @param {string} text @param {boolean} current */
function link(href, text, current) {
  const a = el("a", { href }, [text]);
  if (current) a.setAttribute("aria-current", "page");
  return a;
}

/** Draws one figure; a piece's figure also shows its moves on demand. @param {HTMLElement} figure */
export function drawDiagram(figure) {
  const variant = figure.dataset.variant || "";
  const grid = readBoard(variant, figure.dataset.fen || "");
  const host = /** @type {HTMLElement} */ (figure.querySelector(".board"));
  const square = figure.dataset.square || null;
  if (!square) {
    drawBoard(host, variant, grid, { flipped: false, bare: true });
    hideDrawing(host);
    host.setAttribute("role", "img");
    host.setAttribute("aria-label", figure.querySelector("figcaption")?.textContent || "a board");
    return;
  }
  const targets = new Set((figure.dataset.targets || "").split(" ").filter(Boolean));
  /** @type {{box: string, across: number}|null|undefined} */
  let crop = null;
  let hovered = false, focused = false, pinned = false;
  const draw = () => {
    const shown = hovered || focused || pinned;
    drawBoard(host, variant, grid, { flipped: false, bare: true, selected: square, targets: shown ? targets : new Set() });
    hideDrawing(host);
    figure.classList.toggle("showing", shown);
    toggle.setAttribute("aria-pressed", String(pinned));
    // The board's own drawing (the renderer may add trays and controls around it).
    const svg = host.querySelector("[data-square]")?.closest("svg");
    if (!svg) return;
    if (crop === null) {
      crop = cropBox(svg, [square, ...targets], grid.files * grid.ranks > CROP_ABOVE);
      // A piece that ranges far on a big board gets a wider figure, so its squares stay readable.
      if (crop) figure.style.width = `min(100%, ${Math.max(15, crop.across * 1.5)}rem)`;
    }
    if (crop) svg.setAttribute("viewBox", crop.box);
  };
  // The board is an image to pointers and screen readers alike; the keyboard's way in is a
  // real button under it (a board with its own squares cannot also be a button).
  const moves = [...targets].join(", ");
  host.setAttribute("role", "img");
  host.setAttribute("aria-label", `The piece on ${square} moves to ${moves || "no square"}`);
  const toggle = el("button", { type: "button", class: "quiet show-moves", "aria-pressed": "false" }, [`Show the moves from ${square}`]);
  (figure.querySelector("figcaption") || figure).append(" ", toggle);
  host.addEventListener("pointerenter", (e) => { if (e.pointerType === "mouse") { hovered = true; draw(); } });
  host.addEventListener("pointerleave", () => { hovered = false; draw(); });
  // A tap on the board or the button keeps the moves marked until the next one.
  host.addEventListener("click", () => { pinned = !pinned; draw(); });
  toggle.addEventListener("click", () => { pinned = !pinned; draw(); });
  toggle.addEventListener("focus", () => { focused = true; draw(); });
  toggle.addEventListener("blur", () => { focused = false; pinned = false; draw(); });
  draw();
}

/**
 * A diagram is one image (or one button) named by its caption: its squares are kept from
 * screen readers, which would otherwise read every square of the board inside it.
 * @param {HTMLElement} host
 */
function hideDrawing(host) {
  for (const child of host.children) child.setAttribute("aria-hidden", "true");
}

/**
 * The part of a big board around `squares` as a viewBox (a margin of one square and at least
 * seven squares a side), read from the drawn cells, and how many squares it is wide; undefined
 * keeps the whole board.
 * @param {SVGSVGElement} svg @param {string[]} squares @param {boolean} big
 */
function cropBox(svg, squares, big) {
  if (!big) return undefined;
  const boxes = squares
    .map((s) => /** @type {SVGGraphicsElement|null} */ (svg.querySelector(`[data-square="${CSS.escape(s)}"]`)))
    .filter((cell) => cell !== null)
    .map((cell) => /** @type {SVGGraphicsElement} */ (cell).getBBox());
  if (!boxes.length) return undefined;
  const unit = Math.min(...boxes.map((b) => b.width));
  const whole = svg.viewBox.baseVal;
  let left = Math.min(...boxes.map((b) => b.x)) - unit, right = Math.max(...boxes.map((b) => b.x + b.width)) + unit;
  let top = Math.min(...boxes.map((b) => b.y)) - unit, bottom = Math.max(...boxes.map((b) => b.y + b.height)) + unit;
  const grow = (/** @type {number} */ lo, /** @type {number} */ hi) => {
    const missing = Math.max(0, 7 * unit - (hi - lo)) / 2;
    return [lo - missing, hi + missing];
  };
  [left, right] = grow(left, right);
  [top, bottom] = grow(top, bottom);
  // Stay on the board.
  const shift = (/** @type {number} */ lo, /** @type {number} */ hi, /** @type {number} */ min, /** @type {number} */ max) => {
    if (lo < min) return [min, Math.min(max, hi + min - lo)];
    if (hi > max) return [Math.max(min, lo - (hi - max)), max];
    return [lo, hi];
  };
  [left, right] = shift(left, right, whole.x, whole.x + whole.width);
  [top, bottom] = shift(top, bottom, whole.y, whole.y + whole.height);
  return { box: `${left} ${top} ${right - left} ${bottom - top}`, across: Math.round((right - left) / unit) };
}
