// A game: the board as this player's seat sees it, live over a WebSocket, with the clocks,
// the moves, the offers and the secret choices. Everything shown comes from the server's lines;
// what a click or a drag may do is read from the legal move texts (select.js).
import { clockText, variantName } from "./api.js";
import * as board from "./board.js";
import { enableDrag } from "./drag.js";
import { lastSquares, rounds } from "./history.js";
import { el, inviteLink } from "./lobby.js";
import { pieceKey, pieceSvg } from "./pieces.js";
import { between, describe, free, handKey, inPlace, isOrigin, letters, originOf, parseAction, pieceCount, targets } from "./select.js";
import { bluffSquareWords, capital, listed, resultDialog, resultWords, setupScreen } from "./setup.js";
import { isMuted, play, setMuted } from "./sound.js";

/** The fields of a line that carry the game's state after it: replaced, never merged. */
const STATE = ["seq", "ply", "status", "fen", "turn", "clocks", "offers", "seats", "legal", "secret", "result", "rematch", "dropped", "check", "frozen"];
/** Under this much time left a clock turns red, and one's own warns once. */
const LOW_TIME = 10_000;

/** @typedef {import("./select.js").Action} Action */

/** A clock under ten seconds, with tenths as lichess shows it: `0:07.4`. @param {number} ms */
function lowClockText(ms) {
  return `0:0${(Math.floor(Math.max(0, ms) / 100) / 10).toFixed(1)}`;
}

/** @param {HTMLElement} main @param {string} id @param {string} playerId */
export async function game(main, id, playerId) {
  /** @type {any} */
  let state = null;
  /** @type {string[]} */
  let moves = [];
  /** The position before each ply and after the last (`GET .../positions`), once known. @type {string[]|null} */
  let fens = null;
  /** The ply on view when looking back; null follows the game. @type {number|null} */
  let viewPly = null;
  const askedPly = Number(new URLSearchParams(location.search).get("ply"));
  let wantPly = location.search.includes("ply=") && Number.isInteger(askedPly) ? askedPly : null;
  let receivedAt = performance.now();
  /** The piece picked: a square, or `hand:P` for a piece in hand. @type {string|null} */
  let selected = null;
  /** The hand piece picked, as the board draws it. @type {string|null} */
  let selectedHand = null;
  /** Several actions between the same two squares, waiting for the player to name one. @type {Action[]|null} */
  let pending = null;
  /** @type {Action[]} */
  let actions = [];
  let warnedLowTime = false;
  let requests = 0;
  /** @type {WebSocket|null} */
  let socket = null;
  let closed = false;

  const title = el("h1");
  const boardHost = el("div", { class: "board" });
  const seatsBox = el("div");
  const status = el("p", { class: "result", "aria-live": "polite" });
  const message = el("p", { class: "message", role: "alert" });
  const chooser = el("div", { class: "choice-panel", role: "group", "aria-label": "choose an action" });
  const otherActions = el("div", { class: "chooser", role: "group", "aria-label": "other actions" });
  const boardArea = el("div", { class: "board-area" }, [boardHost, chooser]);
  const secretBox = el("div");
  const actionsBox = el("div", { class: "chooser" });
  const movesBox = el("div", { class: "moves", role: "group", "aria-label": "moves" });
  const nav = el("div", { class: "nav", role: "group", "aria-label": "move navigation" });
  const legalBox = el("div", { class: "legal", role: "group", "aria-label": "legal moves" });
  const mute = el("button", { class: "quiet mute", type: "button" });
  const record = el("a", { class: "record", href: `/api/games/${id}/record`, download: `menagerie-${id}.txt` }, ["Download record"]);
  const entry = el("form", { "aria-label": "type a move" }, [
    el("input", { name: "move", placeholder: "type a move: e2-e4", "aria-label": "move text", autocomplete: "off" }),
    el("button", { type: "submit" }, ["Play"]),
  ]);
  const invite = el("div");
  // The piece key and the rules, one click away (filled once the variant is known).
  const help = el("section", { class: "help" });
  const yourMoves = el("section", {}, [el("h2", {}, ["Your moves"]), legalBox, entry]);
  // A secret to choose takes the page: the game's layout stays underneath, hidden, until it is chosen.
  const setupBox = el("div", { class: "setup-screen" });
  const setup = setupScreen(setupBox, send);
  const result = resultDialog({ recordHref: `/api/games/${id}/record`, recordName: `menagerie-${id}.txt`, onRematch: () => send({ type: "rematch" }) });
  /**
   * Whether the result dialog has been shown on this page: once, whenever the game ended; not
   * when the page was opened at a position (`?ply=`, a replay), to be stepped through.
   */
  let resultShown = wantPly !== null;
  const gameBox = el("div", { class: "game" }, [
      el("div", { class: "board-column" }, [title, boardArea, otherActions]),
      el("div", { class: "side" }, [
        el("section", {}, [seatsBox, status, message, secretBox, actionsBox, invite]),
        el("section", {}, [el("h2", {}, ["Moves"]), movesBox, nav, el("p", { class: "tools" }, [record, mute])]),
        yourMoves,
        help,
      ]),
    ]);
  main.replaceChildren(setupBox, gameBox, result.dialog);

  const navButtons = /** @type {[string, string, () => number][]} */ ([
    ["«", "first position", () => 0],
    ["‹", "previous move", () => shownPly() - 1],
    ["›", "next move", () => shownPly() + 1],
    ["»", "last position", () => moves.length],
  ]).map(([text, label, to]) => {
    const b = el("button", { class: "quiet", type: "button", "aria-label": label, title: label }, [text]);
    b.addEventListener("click", () => view(to()));
    return b;
  });
  nav.replaceChildren(...navButtons);

  mute.addEventListener("click", () => {
    setMuted(!isMuted());
    renderMute();
  });
  renderMute();

  entry.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = /** @type {HTMLInputElement} */ (entry.querySelector("input"));
    if (input.value.trim()) send({ type: "move", text: input.value.trim() });
    input.value = "";
  });

  addEventListener("keydown", (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    if (event.defaultPrevented || target.closest("input, textarea, select, [contenteditable]") || event.altKey || event.ctrlKey || event.metaKey) return;
    // The keys belong to the result dialog while it is open, and to the setup screen while it shows.
    if (result.dialog.open || !setupBox.hidden) return;
    const to = { ArrowLeft: shownPly() - 1, ArrowRight: shownPly() + 1, ArrowUp: 0, Home: 0, ArrowDown: moves.length, End: moves.length }[event.key];
    if (event.key === "Escape" && pending) {
      deselect();
      return render();
    }
    if (to === undefined || !state) return;
    event.preventDefault();
    view(to);
  });

  enableDrag(boardArea, {
    canDrag: (pick) => isLive() && isOrigin(actions, pickKey(pick)) && (!pick.hand || ownsHand(pick.owner)),
    start: (pick) => {
      pending = null;
      selected = pickKey(pick);
      selectedHand = pick.hand ?? null;
      render();
    },
    tap: (pick) => (pick.square ? click(pick.square) : clickHand({ letter: pick.hand || "", owner: pick.owner })),
    drop: (pick, square) => {
      const origin = pickKey(pick);
      if (square && targets(actions, origin).has(square)) return choose(between(actions, origin, square));
      if (square !== pick.square) deselect();
      render();
    },
  });

  /** A pressed piece as the origin its moves name. @param {import("./drag.js").Pick} pick */
  function pickKey(pick) {
    return pick.square ? originOf(state.variant, state.fen || "", pick.square) : handKey(pick.hand || "");
  }

  /** @param {object} request */
  function send(request) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      message.textContent = "Not connected: reconnecting…";
      return;
    }
    message.textContent = "";
    socket.send(JSON.stringify({ ...request, id: ++requests }));
  }

  /** @param {string} text */
  function sendMove(text) {
    deselect();
    render();
    send({ type: "move", text });
  }

  function deselect() {
    selected = null;
    selectedHand = null;
    pending = null;
  }

  /** @param {any} line */
  function receive(line) {
    if (line.type === "ping" || line.type === "ack") return;
    if (line.type === "error") {
      message.textContent = line.error;
      setup.refused(line.error);
      return;
    }
    const before = state ? { fen: state.fen, ply: state.ply, status: state.status, legal: state.legal } : null;
    if (line.type === "game") {
      state = line;
      moves = line.moves;
      void loadFens();
    } else if (state) {
      for (const key of STATE) state[key] = line[key];
      if (line.type === "move") moves = [...moves.slice(0, line.ply - 1), line.move];
      else if (line.type === "takeback") moves = line.moves;
      else moves = moves.slice(0, line.ply);
      syncFens();
      if (line.status === "ended" && before?.status !== "ended") void loadFens();
    }
    if (line.type === "move" && before?.fen && state.fen) sound(before.fen);
    receivedAt = performance.now();
    if (!before || before.ply !== state.ply || String(before.legal) !== String(state.legal)) deselect();
    actions = (state.legal || []).map(parseAction);
    if (viewPly !== null && viewPly > moves.length) viewPly = null;
    render();
  }

  /** The sound of the move just arrived: check, capture (fewer pieces on the board) or a move. @param {string} fenBefore */
  function sound(fenBefore) {
    if ((state.check || []).length) play("check");
    else if (pieceCount(state.variant, state.fen) < pieceCount(state.variant, fenBefore)) play("capture");
    else play("move");
  }

  /** Fetches every position of the game so far, as this viewer may see them. */
  async function loadFens() {
    const response = await fetch(`/api/games/${id}/positions`, { credentials: "same-origin" }).catch(() => null);
    if (!response?.ok) return;
    const data = await response.json().catch(() => null);
    if (!Array.isArray(data?.fens)) return;
    fens = data.fens;
    syncFens();
    if (wantPly !== null) {
      viewPly = Math.max(0, Math.min(wantPly, moves.length));
      wantPly = null;
    }
    render();
  }

  /** Keeps the positions in step with the lines: the one after the last ply is the state's. */
  function syncFens() {
    if (!fens || !state?.fen) return;
    if (fens.length > state.ply + 1) fens = fens.slice(0, state.ply + 1);
    if (fens.length === state.ply + 1) fens[state.ply] = state.fen;
    else if (fens.length === state.ply) fens.push(state.fen);
    else void loadFens();
  }

  /** The ply whose position the board shows. */
  function shownPly() {
    return viewPly ?? moves.length;
  }

  function isLive() {
    return viewPly === null || viewPly === moves.length;
  }

  /** Shows the position after `ply` plies (the live one at the end). @param {number} ply */
  function view(ply) {
    if (!state) return;
    const last = moves.length;
    const to = Math.max(0, Math.min(ply, last));
    if (to !== last && !fens?.[to]) return;
    viewPly = to === last ? null : to;
    deselect();
    render();
  }

  function mySeat() {
    return state?.seats.findIndex((/** @type {any} */ s) => s.you);
  }

  /** What stands on a square of the live position, where the board is a plain grid. @param {string} square */
  function pieceAt(square) {
    return state?.fen ? letters(state.fen).get(square) ?? null : null;
  }

  function render() {
    if (!state) return;
    const me = mySeat();
    const live = isLive();
    const ply = shownPly();
    title.textContent = `${variantName(state.variant)}${state.rated ? " · rated" : ""}`;
    if (!help.hasChildNodes()) {
      help.append(el("details", {}, [el("summary", {}, ["Piece key"]), pieceKey(state.variant)]),
        el("p", {}, [el("a", { href: `/rules/${state.variant}` }, [`How to play ${variantName(state.variant)}`])]));
    }
    const choosing = setup.render(state, me);
    gameBox.hidden = choosing;
    renderResult(me);
    if (choosing) return;
    const fen = live ? state.fen : fens?.[ply];
    if (fen) {
      const grid = board.readBoard(state.variant, fen);
      const marked = new Set(live ? targets(actions, selected) : []);
      // A promotion right waiting for its piece or square: those squares are picked on the board too.
      for (const a of pending || []) if (a.aux) marked.add(a.aux);
      board.drawBoard(boardHost, state.variant, grid, /** @type {any} */ ({
        orientation: me >= 0 ? me : 0,
        selected: selected && !selected.startsWith("hand:") ? selected : null,
        selectedHand,
        targets: marked,
        last: lastSquares(moves, fens, ply),
        check: live ? state.check || [] : [],
        frozen: live ? state.frozen || [] : [],
        onClick: click,
        onHand: clickHand,
      }));
    } else {
      boardHost.replaceChildren(el("p", {}, ["The armies are being chosen."]));
    }
    renderChooser();
    renderSeats();
    renderActions(me);
    renderSecret();
    renderMoves();
    // Hundreds of buttons on the big boards: made again only when the legal actions change.
    if (legalBox.dataset.for !== String(state.legal)) {
      legalBox.replaceChildren(...actions.map((a) => {
        const b = el("button", { class: "quiet", type: "button" }, [a.text]);
        b.addEventListener("click", () => sendMove(a.text));
        return b;
      }));
      legalBox.dataset.for = String(state.legal);
    }
    yourMoves.hidden = me < 0;
    record.hidden = state.status !== "playing" && state.status !== "ended";
    if (!live) {
      status.textContent = `Looking at the position after ${ply} of ${moves.length} moves: → or End to come back.`;
    } else if (state.result) {
      const secrets = Object.entries(state.result.secrets || {}).map(([seat, s]) => `${capital(seat)}: ${s}`).join(", ");
      status.textContent = `${resultWords(state)}${secrets ? ` · ${state.variant === "monster-bluff" ? "True Kings" : "armies"}: ${secrets}` : ""}`;
    } else if (state.status === "open") {
      status.textContent = "Waiting for players to join.";
    } else if (state.status === "setup") {
      const who = state.seats.filter((/** @type {any} */ s) => s.choosing).map((/** @type {any} */ s) => capital(s.name));
      const what = state.variant === "monster-bluff" ? "a True King" : "an army";
      status.textContent = who.length ? `Waiting for ${listed(who)} to choose ${what}.` : "Secrets are being chosen.";
    } else {
      status.textContent = state.turn === me ? "Your move." : `${state.seats[state.turn]?.name ?? ""} to move.`;
    }
  }


  /**
   * The actions to name: several between two squares in a panel over the board (a promotion,
   * a flip or not, a bonus move or not), and under the board the picked piece's own actions
   * (a flip in place, leaving the board) and those of no piece (`end`).
   */
  function renderChooser() {
    /** @param {Action} a @param {string} [cls] */
    const named = (a, cls = "") => {
      const icon = choiceIcon(a);
      const b = el("button", { type: "button", class: cls }, [...(icon ? [icon] : []), el("span", { class: "label" }, [describe(state.variant, a, pieceAt)])]);
      b.addEventListener("click", () => sendMove(a.text));
      return b;
    };
    const live = isLive();
    if (live && pending) {
      const cancel = el("button", { type: "button", class: "quiet" }, ["Cancel"]);
      cancel.addEventListener("click", () => { deselect(); render(); });
      chooser.replaceChildren(...pending.map((a) => named(a)), cancel);
    } else {
      chooser.replaceChildren();
    }
    chooser.hidden = !(live && pending);
    otherActions.replaceChildren(...(live ? [...inPlace(actions, selected), ...free(actions)].map((a) => named(a)) : []));
  }

  /** The piece an action ends as, drawn for its button, where the move text names one. @param {Action} a */
  function choiceIcon(a) {
    if (!a.letter || !a.rest.startsWith("=") || state.variant === "monster-bluff" && a.kind === "drop") return null;
    const side = (state.fen || "").split(" ")[1] || "";
    const owners = /** @type {Record<string, Record<string, string>>} */ ({
      "monkey-king": { r: "red", b: "blue" },
      mountain: { r: "red", b: "blue", y: "yellow", g: "green" },
    });
    const owner = (owners[state.variant] || { w: "white", b: "black" })[side];
    if (!owner) return null;
    const icon = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    icon.setAttribute("viewBox", "0 0 1 1");
    icon.setAttribute("aria-hidden", "true");
    icon.append(pieceSvg(state.variant, a.letter, /** @type {"white"} */ (owner)));
    return icon;
  }

  /** The moves by round, the one on view marked; each ply shows its position when clicked. */
  function renderMoves() {
    const ply = shownPly();
    const list = el("ol");
    for (const round of rounds(moves, fens, state.seats.length)) {
      const item = el("li", {}, [el("span", { class: "round" }, [`${round.number}.`])]);
      for (const turn of round.turns) {
        const span = el("span", { class: "turn" });
        turn.plies.forEach((p, i) => {
          const b = el("button", { type: "button", class: `ply${p === ply ? " current" : ""}`, "data-ply": String(p) }, [moves[p - 1]]);
          if (p === ply) b.setAttribute("aria-current", "step");
          b.addEventListener("click", () => view(p));
          if (i) span.append(", ");
          span.append(b);
        });
        item.append(span);
      }
      list.append(item);
    }
    movesBox.replaceChildren(list);
    // Scrolled in the next frame, when the page is laid out anyway: reading a position now would
    // lay out the whole page (a big board included) once more for every line.
    requestAnimationFrame(() => {
      const current = /** @type {HTMLElement|null} */ (movesBox.querySelector(".current"));
      if (current) movesBox.scrollTop = current.offsetTop - movesBox.offsetTop - movesBox.clientHeight / 2;
    });
    const [first, prev, next, lastButton] = navButtons;
    const canView = (/** @type {number} */ p) => p === moves.length || Boolean(fens?.[p]);
    first.toggleAttribute("disabled", ply === 0 || !canView(0));
    prev.toggleAttribute("disabled", ply === 0 || !canView(ply - 1));
    next.toggleAttribute("disabled", ply >= moves.length || !canView(ply + 1));
    lastButton.toggleAttribute("disabled", ply >= moves.length);
  }

  function renderMute() {
    mute.textContent = isMuted() ? "Sound: off" : "Sound: on";
    mute.setAttribute("aria-pressed", String(isMuted()));
  }

  function renderSeats() {
    const running = state.status === "playing" && state.clocks;
    const me = mySeat();
    seatsBox.replaceChildren(...state.seats.map((/** @type {any} */ s, /** @type {number} */ i) => {
      const ticking = running && state.turn === i;
      const left = state.clocks ? state.clocks[i] - (ticking ? performance.now() - receivedAt : 0) : null;
      if (i === me && left !== null && ticking) {
        if (left < LOW_TIME && !warnedLowTime) play("low-time");
        warnedLowTime = left < LOW_TIME;
      }
      const who = s.you ? "you" : s.kind === "computer" ? `computer (level ${s.level})` : s.kind === "open" ? "open seat" : s.player || "player";
      const low = left !== null && left < LOW_TIME && state.status === "playing";
      const clock = el("span", { class: `clock${ticking ? " running" : ""}${low ? " low" : ""}` }, [left === null ? "" : low ? lowClockText(left) : clockText(left)]);
      const row = el("div", { class: `seat${state.turn === i ? " to-move" : ""}` }, [
        el("span", { class: "name" }, [`${capital(s.name)} · ${who}${s.out ? " · out" : ""}${s.choosing ? " · choosing" : ""}`]),
        left === null ? "" : clock,
      ]);
      return row;
    }));
  }

  /** @param {number} me */
  function renderActions(me) {
    /** @type {HTMLElement[]} */
    const buttons = [];
    /** @param {string} text @param {object} request @param {string} [confirmText] */
    const button = (text, request, confirmText) => {
      const b = el("button", { class: "quiet", type: "button" }, [text]);
      b.addEventListener("click", () => {
        if (!confirmText || confirm(confirmText)) send(request);
      });
      buttons.push(b);
    };
    const seated = me >= 0;
    const offers = state.offers || {};
    if (!seated && state.seats.some((/** @type {any} */ s) => s.kind === "open")) button("Join this game", { type: "join" });
    if (seated && state.status === "playing") {
      const others = (/** @type {number[]} */ list) => (list || []).some((s) => s !== me);
      if (others(offers.draw)) {
        button("Accept draw", { type: "draw", answer: true });
        button("Decline draw", { type: "draw", answer: false });
      } else if (!(offers.draw || []).includes(me)) button("Offer draw", { type: "draw", answer: true });
      if (others(offers.takeback)) {
        button("Accept takeback", { type: "takeback", answer: true });
        button("Decline takeback", { type: "takeback", answer: false });
      } else if (state.seats.length === 2 && moves.length) button("Takeback", { type: "takeback", answer: true });
      button("Abort", { type: "abort" }, "Abort this game?");
      button("Resign", { type: "resign" }, "Resign this game?");
    }
    if (seated && state.status === "ended" && !state.rematch) button("Rematch", { type: "rematch" });
    if (state.rematch) buttons.push(el("a", { href: `/game/${state.rematch}` }, ["Go to the rematch"]));
    actionsBox.replaceChildren(...buttons);
    const open = state.seats.some((/** @type {any} */ s) => s.kind === "open");
    // Made once while a seat is open, so that the copy button keeps its "Copied".
    if ((open && seated) !== invite.hasChildNodes()) invite.replaceChildren(...(open && seated ? [inviteLink(`${location.origin}/game/${id}`)] : []));
  }

  /** The seat's own secret once chosen (the choosing itself is the setup screen's). */
  function renderSecret() {
    const secret = state.secret;
    if (secret?.kind === "true-king" && secret.chosen) {
      secretBox.replaceChildren(el("p", { class: "true-king-chosen" }, [el("span", { class: "crown-icon", "aria-hidden": "true" }, ["♔"]), `Your True King: ${secret.chosen}`, el("span", { class: "quiet-words" }, [` (${bluffSquareWords(secret.chosen)}; only you know it)`])]));
    } else {
      secretBox.replaceChildren();
    }
  }

  /** The result dialog: opened once when the game has ended (or the page opens on an ended game), kept up to date. @param {number} me */
  function renderResult(me) {
    if (state.status !== "ended" || !state.result) return;
    if (!resultShown) {
      resultShown = true;
      result.open(state, me);
    } else {
      result.update(state, me);
    }
  }

  /** A click on a square: pick a piece, or send it where it may go (naming the action if several). @param {string} square */
  function click(square) {
    if (!isLive()) return view(moves.length);
    if (pending) {
      // Giant-King's promotion right: the piece to promote, or the square to drop on, picked on the board.
      const onSquare = pending.filter((a) => a.aux === square);
      if (onSquare.length) return choose(onSquare);
      pending = null;
    }
    if (selected && targets(actions, selected).has(square)) return choose(between(actions, selected, square));
    const origin = originOf(state.variant, state.fen || "", square);
    const again = selected === origin;
    deselect();
    if (!again && isOrigin(actions, origin)) selected = origin;
    render();
  }

  /** A click on a piece in hand, tray or reserve. @param {{letter: string, owner?: string}} piece */
  function clickHand(piece) {
    if (!isLive()) return view(moves.length);
    // Giant-King's tray decides which captured piece a promotion right brings back.
    const drops = (pending || []).filter((a) => a.kind === "move" && a.letter === piece.letter.toUpperCase() && a.rest.includes("*"));
    if (drops.length) return choose(drops);
    const key = handKey(piece.letter);
    const again = selected === key && selectedHand === piece.letter;
    deselect();
    if (!again && ownsHand(piece.owner) && isOrigin(actions, key)) {
      selected = key;
      selectedHand = piece.letter;
    }
    render();
  }

  /**
   * Whether a hand piece of `owner` is the side to move's: both sides' hands hold the same
   * letters, and move text names a drop by letter alone. @param {string} [owner]
   */
  function ownsHand(owner) {
    const side = (state.fen || "").split(" ")[1] || "";
    return !owner || side.length !== 1 || owner[0] === side;
  }

  /** Plays the one action, or asks which. @param {Action[]} options */
  function choose(options) {
    if (options.length === 1) return sendMove(options[0].text);
    pending = options;
    render();
    /** @type {HTMLElement|null} */ (chooser.querySelector("button"))?.focus();
  }

  function connect() {
    const since = state ? `?since=${state.ply}` : "";
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/api/games/${id}/socket${since}`);
    socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
    socket.addEventListener("close", () => {
      if (!closed) setTimeout(connect, 1000);
    });
  }
  connect();
  // Tenths show under ten seconds, so the clocks tick ten times a second.
  setInterval(() => state && renderSeats(), 100);
  void playerId;
  addEventListener("pagehide", () => { closed = true; socket?.close(); });
}
