// The secret choices before play, each a screen of its own shown to its seat alone: Monster
// Bluff's True King (picked on the board) and King of the Mountain's army (built on the seat's
// corner from a palette), or under You Can Pick Your Friends the pieces picked for the next
// player; and, once the game is over, the result dialog that reveals them. Nothing chosen here
// leaves the page except over the game's socket.
import { readBoard, drawBoard } from "./board.js";
import { el, inviteLink } from "./lobby.js";
import { pieceName, pieceSvg } from "./pieces.js";

/** @typedef {import("./pieces.js").Owner} Owner */

/** The order the palette lists King of the Mountain's optional pieces in (the default army's). */
const ARMY_ORDER = "HRBNJPAG";
/** The pieces every army has, on squares of their own. */
const FIXED = "KQMC";

/** A seat's name for people: `black` → `Black`. @param {string} name */
export const capital = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** A piece drawn alone in its own small SVG. @param {string} variant @param {string} letter @param {Owner} owner */
function pieceIcon(variant, letter, owner) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 1 1");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "piece-icon");
  svg.append(pieceSvg(variant, letter, owner));
  return svg;
}

/** How many of each letter a text holds. @param {string} text */
function counts(text) {
  /** @type {Map<string, number>} */
  const out = new Map();
  for (const c of text) out.set(c, (out.get(c) || 0) + 1);
  return out;
}

/** Names in words: "Yellow", "Yellow and Green", "Red, Yellow and Green". @param {string[]} names */
export function listed(names) {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names[0] || "";
}

/** The other players still choosing (open seats aside), in words. @param {any[]} seats */
function stillChoosing(seats) {
  return listed(seats.filter((s) => s.choosing && !s.you && s.kind !== "open").map((s) => capital(s.name)));
}

/** The seats nobody has taken yet, in words. @param {any[]} seats */
function openSeats(seats) {
  return listed(seats.filter((s) => s.kind === "open").map((s) => capital(s.name)));
}

/** Monster Bluff's square in words: `8e1` → "board 8, e1". @param {string} square */
export function bluffSquareWords(square) {
  const m = square.match(/^(\d+)([a-h]\d)$/);
  return m ? `board ${m[1]}, ${m[2]}` : square;
}

/**
 * The setup screen of a game page: shown in place of the game while its seat has a secret to
 * choose (and, in King of the Mountain, until every army is sealed). `render` says whether it
 * is showing; `refused` shows the server's reason for refusing a choice, keeping the choice.
 * @param {HTMLElement} host
 * @param {(request: object) => void} send
 */
export function setupScreen(host, send) {
  /** What the screen is drawn for: a different key starts it afresh. */
  let key = "";
  /** The latest game state and the viewer's seat. @type {any} */
  let state = null;
  let me = -1;
  /** Monster Bluff: the king picked on the board, not yet confirmed. @type {string|null} */
  let picked = null;
  /** King of the Mountain: the army being built, one letter (or `.`) a square in army order. @type {string[]} */
  let army = [];
  /** The square (index into the army) or the palette piece picked first. @type {{square?: number, piece?: string}|null} */
  let chosen = null;
  /** You Can Pick Your Friends: how many of each piece are picked. @type {Map<string, number>} */
  let picks = new Map();
  /** The army this page sealed and where it stands, to show back while the others choose. @type {string|null} */
  let sealed = null;
  /** @type {{fixed: string[], squares: string[]}|null} */
  let sealedAt = null;
  /** Redraws the current screen's changing parts. */
  let refresh = () => {};
  const message = el("p", { class: "message", role: "alert" });
  /** Which seat the viewer plays, and while seats are open the invite: on every screen. */
  const seatLine = el("p", { class: "setup-seat" });
  const invite = el("div", { class: "setup-invite" });

  /** @param {any} next @param {number} seat @returns {boolean} */
  function render(next, seat) {
    state = next;
    me = seat;
    const secret = seat >= 0 ? state.secret : null;
    /** @type {string} */
    let want = "";
    if (secret?.kind === "true-king" && secret.choices) want = `true-king ${secret.choices}`;
    else if ((secret?.kind === "army" || secret?.kind === "pick") && secret.waiting) want = `${secret.kind} ${secret.squares} ${secret.pool} ${secret.size}`;
    else if ((secret?.kind === "army" || secret?.kind === "pick") && (state.status === "setup" || state.status === "open")) want = "sealed";
    if (!want) {
      if (key) host.replaceChildren();
      key = "";
      host.hidden = true;
      return false;
    }
    host.hidden = false;
    if (want !== key) {
      key = want;
      message.textContent = "";
      chosen = null;
      if (want.startsWith("true-king")) trueKing();
      else if (want.startsWith("army")) armyBuilder();
      else if (want.startsWith("pick")) picker();
      else waiting();
    }
    const name = String(state.seats[me]?.name || "");
    seatLine.replaceChildren(el("span", { class: `swatch swatch-${name}`, "aria-hidden": "true" }), `You play ${capital(name)}.`);
    // Made once while a seat is open, so that its copy button keeps its "Copied".
    const open = state.seats.some((/** @type {any} */ s) => s.kind === "open");
    if (open !== invite.hasChildNodes()) invite.replaceChildren(...(open ? [inviteLink(`${location.origin}${location.pathname}`)] : []));
    refresh();
    return true;
  }

  /** @param {string} text */
  function refused(text) {
    message.textContent = text;
  }

  /** The viewer's colour, as the pieces are drawn. */
  function colour() {
    return /** @type {Owner} */ (state.seats[me]?.name || "white");
  }

  /** A line naming who the choice is still waiting for. */
  function waitingLine() {
    const line = el("p", { class: "setup-waiting", "aria-live": "polite" });
    return {
      line,
      update: (/** @type {string} */ what) => {
        const who = stillChoosing(state.seats);
        const open = openSeats(state.seats);
        line.textContent = [
          open ? `Waiting for players to join (${open}).` : "",
          who ? `${who} ${who.includes(" and ") ? "are" : "is"} still ${what}.` : "",
        ].filter(Boolean).join(" ");
      },
    };
  }

  // ------------------------------------------------------------------------------------------
  // Monster Bluff: the True King

  function trueKing() {
    const choices = /** @type {string[]} */ (state.secret.choices);
    picked = null;
    const boardHost = el("div", { class: "board setup-board" });
    const pickedLine = el("p", { class: "setup-picked", "aria-live": "polite" });
    const confirm = el("button", { type: "button", class: "confirm" }, ["This is my True King"]);
    confirm.addEventListener("click", () => {
      if (picked) send({ type: "secret", text: picked });
    });
    const list = el("div", { class: "candidates", role: "group", "aria-label": "your kings" }, choices.map((square) => {
      const b = el("button", { type: "button", class: "quiet", "data-choice": square }, [bluffSquareWords(square)]);
      b.addEventListener("click", () => pick(square));
      return b;
    }));
    const others = waitingLine();
    host.replaceChildren(el("section", { class: "setup true-king-setup", "aria-labelledby": "setup-title" }, [
      el("div", { class: "setup-head" }, [
        el("h1", { id: "setup-title" }, ["Choose your True King"]),
        seatLine,
        el("p", { class: "setup-explain" }, [
          "One of your ten kings is your True King: if it is captured you lose, while the other nine are princes. Nobody but you will know which one it is.",
        ]),
        el("p", { class: "setup-how" }, ["Click one of your kings on the board (ringed), or pick it from the list, then confirm."]),
        list,
        el("div", { class: "setup-actions" }, [confirm, pickedLine]),
        message,
        others.line,
        invite,
      ]),
      boardHost,
    ]));

    /** @param {string} square */
    function pick(square) {
      if (!choices.includes(square)) return;
      picked = picked === square ? null : square;
      message.textContent = "";
      refresh();
    }
    refresh = () => {
      if (state.fen) drawBoard(boardHost, state.variant, readBoard(state.variant, state.fen), {
        orientation: me,
        bare: true,
        selected: picked,
        targets: new Set(choices),
        onClick: pick,
      });
      confirm.toggleAttribute("disabled", !picked);
      pickedLine.textContent = picked ? `Your pick: the king on ${bluffSquareWords(picked)}.` : "No king picked yet.";
      for (const b of list.querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.getAttribute("data-choice") === picked));
      others.update("choosing a True King");
    };
  }

  // ------------------------------------------------------------------------------------------
  // King of the Mountain: the army

  /**
   * The seat's corner as a small grid, turned so that its King's corner is at the bottom left
   * as the board will be: each cell the square's name, or null for a board square outside the
   * army's. @param {string[]} names
   */
  function corner(names) {
    const at = names.map((n) => [n.charCodeAt(0) - 97, Number(n.slice(1)) - 1]);
    /** @param {number[]} p @param {number} turns */
    const turn = ([f, r], turns) => {
      for (let i = 0; i < turns; i++) [f, r] = [r, 18 - f];
      return [f, r];
    };
    let turns = 0;
    while (turns < 3 && String(turn(at[0], turns)) !== "0,0") turns++;
    const local = at.map((p) => turn(p, turns));
    const cols = Math.max(...local.map((p) => p[0])) + 1;
    const rows = Math.max(...local.map((p) => p[1])) + 1;
    /** @type {(string|null)[][]} rows from the top */
    const grid = Array.from({ length: rows }, () => Array(cols).fill(null));
    local.forEach(([x, y], i) => (grid[rows - 1 - y][x] = names[i]));
    return { grid, cols };
  }

  /** Whether a square of the mountain is dark (a1 is). @param {string} name */
  const isDark = (name) => (name.charCodeAt(0) - 97 + Number(name.slice(1)) - 1) % 2 === 0;

  /**
   * The corner drawn as buttons, one a square.
   * @param {string[]} fixed @param {string[]} squares
   * @param {(i: number) => void} [onSquare] a click on the army's i-th square
   */
  function cornerGrid(fixed, squares, onSquare) {
    const { grid, cols } = corner([...fixed, ...squares]);
    /** @type {HTMLElement[]} */
    const cells = [];
    const box = el("div", { class: "army-corner", role: "group", "aria-label": "your corner of the board" });
    box.style.setProperty("--cols", String(cols));
    grid.forEach((row, i) => row.forEach((name, x) => {
      if (!name) {
        // The rest of the board, faded: turned, a square keeps its colour (a1's is dark).
        box.append(el("span", { class: `army-cell off ${(x + grid.length - 1 - i) % 2 ? "light" : "dark"}`, "aria-hidden": "true" }));
        return;
      }
      {
        const i = squares.indexOf(name);
        const shade = isDark(name) ? "dark" : "light";
        const cell = i < 0 || !onSquare
          ? el("span", { class: `army-cell ${shade}${i < 0 ? " fixed" : ""}`, role: "img", "data-army-square": name })
          : el("button", { type: "button", class: `army-cell ${shade}`, "data-army-square": name });
        if (i >= 0 && onSquare) cell.addEventListener("click", () => onSquare(i));
        box.append(cell);
        cells.push(cell);
      }
    }));
    /** Draws `letters` (fixed first, then the army) on the squares. @param {string} letters @param {Owner} owner @param {number|undefined} picked */
    const show = (letters, owner, picked) => {
      const all = [...fixed, ...squares];
      for (const cell of cells) {
        const name = cell.getAttribute("data-army-square") || "";
        const index = all.indexOf(name);
        const letter = letters[index] || ".";
        const armyIndex = index - fixed.length;
        const what = letter === "." ? "empty" : `${pieceName("mountain", letter)}${armyIndex < 0 ? " (always there)" : ""}`;
        cell.setAttribute("aria-label", `${name}, ${what}`);
        cell.setAttribute("title", `${name}: ${what}`);
        cell.classList.toggle("picked", armyIndex >= 0 && armyIndex === picked);
        cell.classList.toggle("vacant", letter === ".");
        if (cell.dataset.shows === letter) continue;
        cell.dataset.shows = letter;
        cell.replaceChildren(el("span", { class: "army-name", "aria-hidden": "true" }, [name]), ...(letter === "." ? [] : [pieceIcon("mountain", letter, owner)]));
      }
    };
    return { box, show };
  }

  function armyBuilder() {
    const secret = state.secret;
    /** @type {string[]} */
    const squares = secret.squares || [];
    /** @type {string[]} */
    const fixed = secret.fixed || [];
    const size = Number(secret.size ?? squares.length);
    const pool = counts(String(secret.pool || ""));
    const canEmpty = size < squares.length;
    army = [...String(secret.default)];
    const kinds = [...new Set([...ARMY_ORDER, ...String(secret.pool || "")])].filter((k) => pool.has(k));
    const owner = colour();
    const left = (/** @type {string} */ letter) => (pool.get(letter) || 0) - army.filter((a) => a === letter).length;
    const placed = () => army.filter((a) => a !== ".").length;

    // A server that does not say where the army stands leaves only the army's text to edit.
    const { box, show } = squares.length ? cornerGrid(fixed, squares, clickSquare) : { box: el("span", { hidden: "" }), show: () => {} };
    const palette = el("div", { class: "palette", role: "group", "aria-label": "pieces to place" });
    /** @type {Map<string, HTMLButtonElement>} */
    const paletteButtons = new Map();
    for (const letter of [...kinds, ...(canEmpty ? ["."] : [])]) {
      const name = letter === "." ? "Empty" : pieceName("mountain", letter);
      const b = el("button", { type: "button", class: "quiet palette-piece", "data-piece": letter }, [
        letter === "." ? el("span", { class: "piece-icon empty-icon", "aria-hidden": "true" }) : pieceIcon("mountain", letter, owner),
        el("span", { class: "palette-name" }, [name]),
        el("span", { class: "palette-count" }),
      ]);
      b.addEventListener("click", () => clickPiece(letter));
      palette.append(b);
      paletteButtons.set(letter, b);
    }
    const hint = el("p", { class: "setup-hint", "aria-live": "polite" });
    const tally = el("p", { class: "setup-tally" });
    const input = el("input", { class: "army-text", "aria-label": "your army", autocomplete: "off", spellcheck: "false" });
    input.addEventListener("input", () => {
      const text = input.value.trim().toUpperCase();
      if ((text.length === squares.length || !squares.length) && /^[A-Z.]+$/.test(text)) {
        army = [...text];
        chosen = null;
        refresh();
      }
    });
    const seal = el("button", { type: "button", class: "confirm" }, ["Seal your army"]);
    seal.addEventListener("click", () => {
      sealed = army.join("");
      sealedAt = { fixed, squares };
      send({ type: "secret", text: sealed });
    });
    const reset = el("button", { type: "button", class: "quiet" }, ["Reset to default"]);
    reset.addEventListener("click", () => {
      army = [...String(secret.default)];
      chosen = null;
      message.textContent = "";
      refresh();
    });
    const others = waitingLine();
    host.replaceChildren(el("section", { class: "setup army-setup" }, [
      el("div", { class: "setup-head" }, [
        el("h1", { id: "setup-title" }, ["Choose your army"]),
        seatLine,
        el("p", { class: "setup-explain" }, [
          `Your King, Queen, Marshal and Cardinal stand in your corner; place ${size} more pieces on your ${squares.length} squares. `,
          "Every player chooses in secret, and all the armies are revealed together when the last is sealed.",
        ]),
      ]),
      el("div", { class: "army-builder" }, [
        box,
        el("div", { class: "army-side" }, [
          el("h2", {}, ["Pieces"]),
          palette,
          tally,
          hint,
          el("label", { class: "army-text-label" }, ["Your army in army order", input]),
          el("div", { class: "setup-actions" }, [seal, reset]),
          message,
          others.line,
          invite,
        ]),
      ]),
    ]));

    dragPieces(/** @type {HTMLElement} */ (host.querySelector(".army-builder")), (from, to) => {
      const i = squares.indexOf(to);
      if (i < 0) return;
      chosen = null;
      message.textContent = "";
      const j = squares.indexOf(from.square || "");
      if (j >= 0) [army[i], army[j]] = [army[j], army[i]];
      else if (from.piece) place(i, from.piece);
      refresh();
    });

    /** @param {number} i */
    function clickSquare(i) {
      message.textContent = "";
      if (chosen?.piece !== undefined) place(i, chosen.piece);
      else if (chosen?.square === i) chosen = null;
      else if (chosen?.square !== undefined) {
        const j = chosen.square;
        [army[i], army[j]] = [army[j], army[i]];
        chosen = null;
      } else chosen = { square: i };
      refresh();
    }

    /** @param {string} letter */
    function clickPiece(letter) {
      message.textContent = "";
      if (chosen?.square !== undefined) place(chosen.square, letter);
      else chosen = chosen?.piece === letter ? null : { piece: letter };
      refresh();
    }

    /** Puts `letter` on the army's i-th square where the pool and the army's size allow. @param {number} i @param {string} letter */
    function place(i, letter) {
      chosen = null;
      const was = army[i];
      if (letter === was) return;
      if (letter === ".") {
        if (canEmpty) army[i] = ".";
        return;
      }
      if (left(letter) <= 0) return void (message.textContent = `No ${pieceName("mountain", letter)} left to place.`);
      if (was === "." && placed() >= size) return void (message.textContent = `An army holds ${size} pieces: empty another square first.`);
      army[i] = letter;
    }

    refresh = () => {
      show([...FIXED, ...army].join(""), owner, chosen?.square);
      for (const [letter, b] of paletteButtons) {
        const count = letter === "." ? squares.length - placed() : left(letter);
        /** @type {HTMLElement} */ (b.querySelector(".palette-count")).textContent = letter === "." ? "" : `×${count}`;
        b.setAttribute("aria-label", letter === "." ? "Empty square" : `${pieceName("mountain", letter)}, ${count} left`);
        b.setAttribute("aria-pressed", String(chosen?.piece === letter));
        b.classList.toggle("none", letter !== "." && count <= 0);
      }
      const text = army.join("");
      if (document.activeElement !== input) input.value = text;
      tally.textContent = `${placed()} of ${size} pieces placed.`;
      const at = chosen?.square !== undefined ? squares[chosen.square] : null;
      hint.textContent = at
        ? `${at} picked: now click a piece to put there, or another square to swap them.`
        : chosen?.piece
          ? `${chosen.piece === "." ? "Empty square" : pieceName("mountain", chosen.piece)} picked: now click the square to put it on.`
          : "Click a square, then a piece to put there or another square to swap them.";
      others.update("choosing an army");
    };
  }

  /** You Can Pick Your Friends: `size` pieces from the pool for the next player. */
  function picker() {
    const secret = state.secret;
    const size = Number(secret.size);
    const pool = counts(String(secret.pool || ""));
    const kinds = [...new Set([...ARMY_ORDER, ...String(secret.pool || "")])].filter((k) => pool.has(k));
    const forSeat = String(secret.for || "");
    const owner = /** @type {Owner} */ (forSeat || colour());
    picks = counts(String(secret.default).replaceAll(".", ""));
    const total = () => [...picks.values()].reduce((a, b) => a + b, 0);
    const rows = el("div", { class: "pick-rows", role: "group", "aria-label": "pieces to pick" });
    /** @type {Map<string, {count: HTMLElement, less: HTMLButtonElement, more: HTMLButtonElement}>} */
    const controls = new Map();
    for (const letter of kinds) {
      const name = pieceName("mountain", letter);
      const less = el("button", { type: "button", class: "quiet step", "aria-label": `one ${name} fewer` }, ["−"]);
      const more = el("button", { type: "button", class: "quiet step", "aria-label": `one ${name} more` }, ["+"]);
      const count = el("span", { class: "pick-count", "aria-live": "polite" });
      less.addEventListener("click", () => { picks.set(letter, Math.max(0, (picks.get(letter) || 0) - 1)); refresh(); });
      more.addEventListener("click", () => { picks.set(letter, (picks.get(letter) || 0) + 1); refresh(); });
      rows.append(el("div", { class: "pick-row", "data-piece": letter }, [pieceIcon("mountain", letter, owner), el("span", { class: "palette-name" }, [name]), less, count, more]));
      controls.set(letter, { count, less, more });
    }
    const strip = el("div", { class: "pick-strip", "aria-hidden": "true" });
    const tally = el("p", { class: "setup-tally" });
    const pickButton = el("button", { type: "button", class: "confirm" }, [`Pick for ${capital(forSeat)}`]);
    pickButton.addEventListener("click", () => {
      sealed = null;
      send({ type: "secret", text: kinds.map((k) => k.repeat(picks.get(k) || 0)).join("") });
    });
    const reset = el("button", { type: "button", class: "quiet" }, ["Reset to default"]);
    reset.addEventListener("click", () => {
      picks = counts(String(secret.default).replaceAll(".", ""));
      message.textContent = "";
      refresh();
    });
    const others = waitingLine();
    host.replaceChildren(el("section", { class: "setup pick-setup", "aria-labelledby": "setup-title" }, [
      el("div", { class: "setup-head" }, [
        el("h1", { id: "setup-title" }, [`Pick ${capital(forSeat)}'s pieces`]),
        seatLine,
        el("p", { class: "setup-explain" }, [
          `You Can Pick Your Friends: choose the ${size} pieces ${capital(forSeat)} will build an army from; they place them, in secret, once everyone has picked.`,
        ]),
      ]),
      el("div", { class: "army-builder" }, [
        el("div", {}, [rows, strip]),
        el("div", { class: "army-side" }, [tally, el("div", { class: "setup-actions" }, [pickButton, reset]), message, others.line, invite]),
      ]),
    ]));
    refresh = () => {
      for (const [letter, c] of controls) {
        const n = picks.get(letter) || 0;
        c.count.textContent = `${n} of ${pool.get(letter)}`;
        c.less.toggleAttribute("disabled", n <= 0);
        c.more.toggleAttribute("disabled", n >= (pool.get(letter) || 0) || total() >= size);
      }
      strip.replaceChildren(...kinds.flatMap((k) => Array.from({ length: picks.get(k) || 0 }, () => pieceIcon("mountain", k, owner))));
      tally.textContent = `${total()} of ${size} pieces picked.`;
      pickButton.toggleAttribute("disabled", total() !== size);
      others.update("picking");
    };
  }

  /** King of the Mountain after sealing: the seat's own army, and who is still choosing. */
  function waiting() {
    const secret = state.secret;
    const letter = String(state.seats[me]?.name || "").charAt(0);
    const mine = sealed || String(secret.view || "").match(new RegExp(`\\b${letter}:([A-Z.]+)`))?.[1] || null;
    const heading = el("h1", { id: "setup-title" });
    const line = el("p", { class: "setup-waiting", "aria-live": "polite" });
    /** @type {HTMLElement[]} */
    let shown = [];
    if (mine && sealedAt?.squares.length === mine.length) {
      const { box, show } = cornerGrid(sealedAt.fixed, sealedAt.squares);
      show([...FIXED, ...mine].join(""), colour(), undefined);
      shown = [el("h2", {}, ["Your army"]), box];
    } else if (mine) {
      shown = [el("p", { class: "setup-explain" }, [`Your army: ${mine}`])];
    }
    host.replaceChildren(el("section", { class: "setup sealed-setup", "aria-labelledby": "setup-title" }, [
      el("div", { class: "setup-head" }, [heading, seatLine, line, invite]),
      ...shown,
    ]));
    refresh = () => {
      const picking = state.secret?.kind === "pick";
      heading.textContent = picking ? "Your picks are in" : "Your army is sealed";
      const who = listed([stillChoosing(state.seats), openSeats(state.seats)].filter(Boolean));
      line.textContent = picking
        ? `Waiting for the others to pick${who ? `: ${who}` : ""}.`
        : `Waiting for the others to seal their armies${who ? `: ${who}` : ""}.`;
    };
  }

  return { render, refused };
}

/** How far (CSS pixels) a press must travel to be a drag rather than a click. */
const DRAG_THRESHOLD = 6;

/**
 * Dragging in the army builder: a piece from a square onto another (a swap) or from the
 * palette onto a square. A press that does not travel stays a click, so both ways work.
 * @param {HTMLElement} host
 * @param {(from: {square?: string, piece?: string}, to: string) => void} drop
 */
function dragPieces(host, drop) {
  host.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !event.isPrimary) return;
    const source = /** @type {Element} */ (event.target).closest("button[data-army-square], button[data-piece]");
    const art = source?.querySelector("svg.piece-icon");
    if (!source || !art || source.classList.contains("none")) return;
    const from = source.hasAttribute("data-army-square") ? { square: source.getAttribute("data-army-square") || "" } : { piece: source.getAttribute("data-piece") || "" };
    const [x0, y0, pointer] = [event.clientX, event.clientY, event.pointerId];
    /** @type {HTMLElement|null} */
    let ghost = null;
    const move = (/** @type {PointerEvent} */ e) => {
      if (e.pointerId !== pointer) return;
      if (!ghost) {
        if (Math.hypot(e.clientX - x0, e.clientY - y0) < DRAG_THRESHOLD) return;
        const size = host.querySelector("button[data-army-square]")?.getBoundingClientRect().width || 48;
        ghost = el("div", { class: "drag-ghost", "aria-hidden": "true" });
        const copy = /** @type {SVGElement} */ (art.cloneNode(true));
        copy.setAttribute("width", String(size));
        copy.setAttribute("height", String(size));
        ghost.append(copy);
        document.body.append(ghost);
        source.classList.add("drag-source");
      }
      e.preventDefault();
      ghost.style.transform = `translate(${e.clientX}px, ${e.clientY}px) translate(-50%, -50%)`;
    };
    const end = (/** @type {PointerEvent} */ e) => {
      if (e.pointerId !== pointer) return;
      removeEventListener("pointermove", move);
      removeEventListener("pointerup", end);
      removeEventListener("pointercancel", end);
      if (!ghost) return;
      ghost.remove();
      source.classList.remove("drag-source");
      // The click that follows a drag's release is the drag's, not a click of its own.
      const swallow = (/** @type {Event} */ c) => { c.stopPropagation(); c.preventDefault(); };
      addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => removeEventListener("click", swallow, { capture: true }), 0);
      if (e.type !== "pointerup") return;
      const under = document.elementFromPoint(e.clientX, e.clientY)?.closest("button[data-army-square]");
      if (under && host.contains(under)) drop(from, under.getAttribute("data-army-square") || "");
    };
    addEventListener("pointermove", move, { passive: false });
    addEventListener("pointerup", end);
    addEventListener("pointercancel", end);
  });
}

// --------------------------------------------------------------------------------------------
// The result

/**
 * The result in words: "Black wins by checkmate", "Draw by agreement", "Red wins — goal
 * reached", "Game aborted". @param {any} state
 */
export function resultWords(state) {
  const result = state.result || {};
  if (result.reason === "aborted") return "Game aborted";
  const reason = String(result.reason || "");
  if (typeof result.winner === "number") {
    const who = capital(state.seats[result.winner]?.name || "");
    if (reason === "goal reached") return `${who} wins — goal reached`;
    if (reason === "time forfeit") return `${who} wins on time`;
    return reason ? `${who} wins by ${reason}` : `${who} wins`;
  }
  if (result.result === "1/2-1/2" || result.result === "draw") return reason ? `Draw by ${reason}` : "Draw";
  return "Game over";
}

/**
 * The revealed secrets as rows: whose, what (True King squares in words, armies drawn).
 * @param {any} state @returns {HTMLElement|null}
 */
function revealed(state) {
  const order = state.seats.map((/** @type {any} */ s) => s.name);
  const secrets = Object.entries(state.result?.secrets || {}).sort((x, y) => order.indexOf(x[0]) - order.indexOf(y[0]));
  if (!secrets.length) return null;
  const bluff = state.variant === "monster-bluff";
  return el("div", { class: "revealed" }, [
    el("h3", {}, [bluff ? "The True Kings" : "The armies"]),
    el("ul", {}, secrets.map(([seat, text]) => {
      const value = String(text);
      const drawn = !bluff && /^[A-Z.]+$/.test(value)
        ? el("span", { class: "army-strip", role: "img", "aria-label": value }, [...value].map((c) => c === "." ? el("span", { class: "piece-icon empty-icon" }) : pieceIcon("mountain", c, /** @type {Owner} */ (seat))))
        : el("span", {}, [bluff ? bluffSquareWords(value) : value]);
      return el("li", { "data-seat": seat }, [el("span", { class: `swatch swatch-${seat}`, "aria-hidden": "true" }), el("span", { class: "revealed-seat" }, [`${capital(seat)}:`]), drawn]);
    })),
  ]);
}

/**
 * The dialog shown when a game ends: the result, the revealed secrets, a rematch for the
 * seated, the record, and Close (Escape closes it too).
 * @param {{recordHref: string, recordName: string, onRematch: () => void}} options
 */
export function resultDialog(options) {
  const dialog = el("dialog", { class: "result-dialog", "aria-labelledby": "result-title" });
  const close = el("button", { type: "button", class: "quiet", autofocus: "" }, ["Close"]);
  close.addEventListener("click", () => dialog.close());
  /** @param {any} state @param {number} me */
  const fill = (state, me) => {
    const seated = me >= 0;
    const winner = state.result?.winner;
    const yours = !seated || state.result?.reason === "aborted" ? "" : winner === me ? "You won." : typeof winner === "number" ? "You lost." : "";
    /** @type {HTMLElement[]} */
    const buttons = [];
    if (state.rematch) buttons.push(el("a", { class: "button", href: `/game/${state.rematch}` }, ["Go to the rematch"]));
    else if (seated) {
      const asked = (state.offers?.rematch || []).includes(me);
      const rematch = el("button", { type: "button" }, [asked ? "Rematch offered" : "Rematch"]);
      if (asked) rematch.setAttribute("disabled", "");
      rematch.addEventListener("click", options.onRematch);
      buttons.push(rematch);
    }
    buttons.push(el("a", { class: "button quiet", href: options.recordHref, download: options.recordName }, ["Download record"]), close);
    const secrets = revealed(state);
    dialog.replaceChildren(
      el("h2", { id: "result-title" }, [resultWords(state)]),
      ...(yours ? [el("p", { class: "result-yours" }, [yours])] : []),
      ...(secrets ? [secrets] : []),
      el("div", { class: "result-buttons" }, buttons),
    );
  };
  return {
    dialog,
    /** Opens the dialog with this state. @param {any} state @param {number} me */
    open(state, me) {
      fill(state, me);
      if (!dialog.open) dialog.showModal();
      close.focus();
    },
    /** Brings an open dialog up to date (a rematch offered or made). @param {any} state @param {number} me */
    update(state, me) {
      if (!dialog.open) return;
      const focused = document.activeElement === close;
      fill(state, me);
      if (focused) close.focus();
    },
  };
}
