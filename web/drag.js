// Dragging pieces with pointer events (a mouse, a finger or a pen): press on a piece that may
// move, drag its ghost, let go over a square. A press that does not travel is left to the
// board's own click handling, so click-click and drag work side by side.

/** How far (CSS pixels) a press must travel before it is a drag rather than a click. */
const THRESHOLD = 5;

/** @typedef {{square?: string, hand?: string, owner?: string}} Pick */

/**
 * Makes the pieces drawn in `host` draggable.
 * @param {HTMLElement} host where the board and its trays are drawn (redrawn freely)
 * @param {{
 *   canDrag: (pick: Pick) => boolean,
 *   start: (pick: Pick) => void,
 *   drop: (pick: Pick, square: string | null) => void,
 *   tap: (pick: Pick) => void,
 * }} hooks `start` selects the piece (and redraws); `drop` gets the square under the pointer;
 * `tap` a finger's tap on a piece that may move, which the browser then does not report as a click
 */
export function enableDrag(host, hooks) {
  // A finger on a piece that may move drags it rather than scrolling the page. `touch-action`
  // cannot say so: browsers read it from the <svg>, not from the squares inside it, and the
  // rest of the board should still scroll and zoom. Refusing the touch's default does, but
  // also takes away the tap's click: a tap is then reported by `tap`.
  /** @type {Set<number>} */
  const held = new Set();
  host.addEventListener("touchstart", (event) => {
    const target = /** @type {Element} */ (event.target).closest?.("[data-square], [data-hand]");
    if (!target || event.touches.length !== 1 || !hooks.canDrag(pickOf(target))) return;
    event.preventDefault();
    for (const touch of event.changedTouches) held.add(touch.identifier);
  }, { passive: false });

  host.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !event.isPrimary) return;
    const target = /** @type {Element} */ (event.target).closest("[data-square], [data-hand]");
    if (!target || !host.contains(target)) return;
    const pick = pickOf(target);
    if (!hooks.canDrag(pick)) return;
    const startX = event.clientX, startY = event.clientY;
    const pointer = event.pointerId;
    const piece = pieceAt(host, target, startX, startY);
    /** @type {HTMLElement | null} */
    let ghost = null;

    const move = (/** @type {PointerEvent} */ e) => {
      if (e.pointerId !== pointer) return;
      if (!ghost) {
        if (Math.hypot(e.clientX - startX, e.clientY - startY) < THRESHOLD) return;
        // A piece from a tray is lifted at the size it will have on the board.
        const square = target.hasAttribute("data-hand") ? host.querySelector("[data-square]")?.getBoundingClientRect().width : undefined;
        ghost = makeGhost(piece, square);
        hooks.start(pick);
        dim(host, pick, true);
      }
      e.preventDefault();
      ghost.style.transform = `translate(${e.clientX}px, ${e.clientY}px) translate(-50%, -50%)`;
    };
    const end = (/** @type {PointerEvent} */ e) => {
      if (e.pointerId !== pointer) return;
      removeEventListener("pointermove", move);
      removeEventListener("pointerup", end);
      removeEventListener("pointercancel", end);
      if (!ghost) {
        if (e.pointerType === "touch" && e.type === "pointerup" && held.size) hooks.tap(pick);
        held.clear();
        return;
      }
      held.clear();
      ghost.remove();
      dim(host, pick, false);
      // The click that follows the drag's release is not a click on a square.
      addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => removeEventListener("click", swallow, { capture: true }), 0);
      const under = e.type === "pointerup" ? document.elementFromPoint(e.clientX, e.clientY)?.closest("[data-square]") : null;
      hooks.drop(pick, under && host.contains(under) ? under.getAttribute("data-square") : null);
    };
    addEventListener("pointermove", move, { passive: false });
    addEventListener("pointerup", end);
    addEventListener("pointercancel", end);
  });
}

/** @param {Event} event */
function swallow(event) {
  event.stopPropagation();
  event.preventDefault();
}

/** @param {Element} target @returns {Pick} */
function pickOf(target) {
  const square = target.getAttribute("data-square");
  if (square) return { square };
  const owner = target.closest("[data-owner]")?.getAttribute("data-owner") || undefined;
  return { hand: target.getAttribute("data-hand") || "", owner };
}

/**
 * The drawing of the pressed piece: one marked `.piece` inside the pressed element, or a piece
 * drawn apart from its square and naming it (`data-piece`), or a tray button's icon, or else
 * whatever piece's box holds the point.
 * @param {HTMLElement} host @param {Element} target @param {number} x @param {number} y
 */
function pieceAt(host, target, x, y) {
  const inside = target.querySelector(".piece");
  if (inside) return inside;
  const square = target.getAttribute("data-square");
  const apart = square && host.querySelector(`[data-piece="${square}"]`);
  if (apart) return apart;
  const icon = target.querySelector("svg");
  if (icon) return icon;
  for (const piece of host.querySelectorAll(".piece, [data-piece]")) {
    const box = piece.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) return piece;
  }
  return null;
}

/**
 * A copy of the piece's drawing that follows the pointer, at its size on screen or `size` pixels.
 * @param {Element|null} piece @param {number} [size]
 */
function makeGhost(piece, size) {
  const ghost = document.createElement("div");
  ghost.className = "drag-ghost";
  ghost.setAttribute("aria-hidden", "true");
  if (piece instanceof SVGSVGElement) {
    // A whole icon (a tray's): copied as it is, at the size asked for or its own.
    const box = piece.getBoundingClientRect();
    const copy = /** @type {SVGSVGElement} */ (piece.cloneNode(true));
    copy.setAttribute("width", String(size || box.width));
    copy.setAttribute("height", String(size || box.height));
    ghost.append(copy);
  } else if (piece instanceof SVGGraphicsElement) {
    const ctm = piece.getScreenCTM();
    // Piece drawings live in a unit box scaled into place: the box's size on screen is the scale.
    const side = size || (ctm ? Math.abs(ctm.a) : 48);
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", "0 0 1 1");
    svg.setAttribute("width", String(side));
    svg.setAttribute("height", String(side));
    const copy = /** @type {SVGGraphicsElement} */ (piece.cloneNode(true));
    copy.removeAttribute("transform");
    svg.append(copy);
    ghost.append(svg);
  } else if (piece) {
    const box = piece.getBoundingClientRect();
    const copy = /** @type {HTMLElement} */ (piece.cloneNode(true));
    copy.style.width = `${box.width}px`;
    copy.style.height = `${box.height}px`;
    ghost.append(copy);
  }
  document.body.append(ghost);
  return ghost;
}

/** Fades the dragged piece where it stood (the board may have been redrawn since the press). */
function dim(/** @type {HTMLElement} */ host, /** @type {Pick} */ pick, /** @type {boolean} */ on) {
  const drawn = pick.square
    ? host.querySelector(`[data-piece="${pick.square}"]`) || host.querySelector(`[data-square="${pick.square}"] .piece`)
    : host.querySelector(`[data-hand="${pick.hand}"]`);
  drawn?.classList.toggle("drag-source", on);
}
