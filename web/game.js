// A game: the board as this player's seat sees it, live over a WebSocket, with the clocks,
// the moves, the offers and the secret choices. Everything shown comes from the server's lines.
import { clockText, variantName } from "./api.js";
import { drawBoard, handText, readBoard } from "./board.js";
import { el } from "./lobby.js";

/** The fields of a line that carry the game's state after it: replaced, never merged. */
const STATE = ["seq", "ply", "status", "fen", "turn", "clocks", "offers", "seats", "legal", "secret", "result", "rematch", "dropped"];
const SQUARES = /^([a-z]+\d+)-([a-z]+\d+)/;

/** @param {HTMLElement} main @param {string} id @param {string} playerId */
export async function game(main, id, playerId) {
  /** @type {any} */
  let state = null;
  /** @type {string[]} */
  let moves = [];
  let receivedAt = performance.now();
  /** @type {string|null} */
  let selected = null;
  /** @type {string[]} */
  let choices = [];
  let requests = 0;
  /** @type {WebSocket|null} */
  let socket = null;
  let closed = false;

  const title = el("h1");
  const boardHost = el("div", { class: "board" });
  const hand = el("p", { class: "hand", "aria-label": "pieces in hand" });
  const seatsBox = el("div");
  const status = el("p", { class: "result", "aria-live": "polite" });
  const message = el("p", { class: "message", role: "alert" });
  const chooser = el("div", { class: "chooser" });
  const secretBox = el("div");
  const actions = el("div", { class: "chooser" });
  const movesBox = el("div", { class: "moves", "aria-label": "moves" });
  const legalBox = el("div", { class: "legal", "aria-label": "legal moves" });
  const entry = el("form", { "aria-label": "type a move" }, [
    el("input", { name: "move", placeholder: "type a move: e2-e4", "aria-label": "move text", autocomplete: "off" }),
    el("button", { type: "submit" }, ["Play"]),
  ]);
  const invite = el("p", { class: "invite" });
  main.replaceChildren(
    el("div", { class: "game" }, [
      el("div", {}, [title, boardHost, hand, chooser]),
      el("div", { class: "side" }, [
        el("section", {}, [seatsBox, status, message, secretBox, actions, invite]),
        el("section", {}, [el("h2", {}, ["Moves"]), movesBox]),
        el("section", {}, [el("h2", {}, ["Your moves"]), legalBox, entry]),
      ]),
    ]),
  );

  entry.addEventListener("submit", (event) => {
    event.preventDefault();
    const input = /** @type {HTMLInputElement} */ (entry.querySelector("input"));
    if (input.value.trim()) send({ type: "move", text: input.value.trim() });
    input.value = "";
  });

  /** @param {object} request */
  function send(request) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      message.textContent = "Not connected: reconnecting…";
      return;
    }
    message.textContent = "";
    socket.send(JSON.stringify({ ...request, id: ++requests }));
  }

  /** @param {any} line */
  function receive(line) {
    if (line.type === "ping") return;
    if (line.type === "ack") return;
    if (line.type === "error") {
      message.textContent = line.error;
      return;
    }
    if (line.type === "game") {
      state = line;
      moves = line.moves;
    } else if (state) {
      for (const key of STATE) state[key] = line[key];
      if (line.type === "move") moves = [...moves.slice(0, line.ply - 1), line.move];
      else if (line.type === "takeback") moves = line.moves;
      else moves = moves.slice(0, line.ply);
    }
    receivedAt = performance.now();
    selected = null;
    choices = [];
    render();
  }

  function mySeat() {
    return state?.seats.findIndex((/** @type {any} */ s) => s.you);
  }

  function render() {
    if (!state) return;
    const me = mySeat();
    title.textContent = `${variantName(state.variant)}${state.rated ? " · rated" : ""}`;
    const legal = /** @type {string[]} */ (state.legal || []);
    const targets = new Set(legal.filter((t) => t.match(SQUARES)?.[1] === selected).map((t) => /** @type {string[]} */ (t.match(SQUARES))[2]));
    const last = moves.length ? (moves[moves.length - 1].match(SQUARES) || []).slice(1) : [];
    if (state.fen) {
      const grid = readBoard(state.variant, state.fen);
      const names = state.seats.map((/** @type {any} */ s) => s.name);
      hand.textContent = grid.hand ? `In hand: ${handText(grid.hand, names)}` : "";
      drawBoard(boardHost, state.variant, grid, {
        flipped: state.seats.length === 2 && me === 1,
        selected,
        targets,
        last,
        onClick: click,
      });
    } else {
      boardHost.replaceChildren(el("p", {}, ["The armies are being chosen."]));
    }
    chooser.replaceChildren(...choices.map((text) => {
      const b = el("button", {}, [text]);
      b.addEventListener("click", () => send({ type: "move", text }));
      return b;
    }));
    renderSeats();
    renderActions(me);
    renderSecret();
    movesBox.replaceChildren(...moves.map((m, i) => el("span", {}, [`${i + 1}. ${m}`])));
    movesBox.scrollTop = movesBox.scrollHeight;
    legalBox.replaceChildren(...legal.map((text) => {
      const b = el("button", { class: "quiet" }, [text]);
      b.addEventListener("click", () => send({ type: "move", text }));
      return b;
    }));
    if (state.result) {
      const secrets = Object.entries(state.result.secrets || {}).map(([seat, s]) => `${seat}: ${s}`).join(", ");
      status.textContent = `${state.result.result} · ${state.result.reason}${secrets ? ` · secrets: ${secrets}` : ""}`;
    } else if (state.status === "open") {
      status.textContent = "Waiting for players to join.";
    } else if (state.status === "setup") {
      status.textContent = "Secrets are being chosen.";
    } else {
      status.textContent = state.turn === me ? "Your move." : `${state.seats[state.turn]?.name ?? ""} to move.`;
    }
  }

  function renderSeats() {
    const running = state.status === "playing" && state.clocks;
    seatsBox.replaceChildren(...state.seats.map((/** @type {any} */ s, /** @type {number} */ i) => {
      const left = state.clocks ? state.clocks[i] - (running && state.turn === i ? performance.now() - receivedAt : 0) : null;
      const who = s.kind === "computer" ? `computer (level ${s.level})` : s.kind === "open" ? "open seat" : s.you ? "you" : "player";
      const clock = el("span", { class: `clock${running && state.turn === i ? " running" : ""}` }, [left === null ? "" : clockText(left)]);
      const row = el("div", { class: `seat${state.turn === i ? " to-move" : ""}` }, [
        el("span", { class: "name" }, [`${s.name} · ${who}${s.out ? " · out" : ""}`]),
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
      const b = el("button", { class: "quiet" }, [text]);
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
    actions.replaceChildren(...buttons);
    const open = state.seats.some((/** @type {any} */ s) => s.kind === "open");
    invite.textContent = open && seated ? `Invite a friend: ${location.origin}/game/${id}` : "";
  }

  function renderSecret() {
    const secret = state.secret;
    if (!secret) return secretBox.replaceChildren();
    if (secret.kind === "true-king" && secret.choices) {
      secretBox.replaceChildren(el("p", {}, ["Choose your True King (only you will know it):"]),
        el("div", { class: "chooser" }, secret.choices.map((/** @type {string} */ square) => {
          const b = el("button", {}, [square]);
          b.addEventListener("click", () => send({ type: "secret", text: square }));
          return b;
        })));
    } else if (secret.kind === "true-king") {
      secretBox.replaceChildren(el("p", {}, [`Your True King: ${secret.chosen}`]));
    } else if (secret.waiting) {
      const input = el("input", { value: secret.default, "aria-label": secret.kind === "pick" ? "pieces to pick" : "your army" });
      const b = el("button", {}, [secret.kind === "pick" ? `Pick for ${secret.for}` : "Seal your army"]);
      b.addEventListener("click", () => send({ type: "secret", text: /** @type {HTMLInputElement} */ (input).value }));
      secretBox.replaceChildren(el("p", {}, [secret.kind === "pick" ? "Pick the pieces for the next player:" : "Your army, in army order:"]), input, b);
    } else {
      secretBox.replaceChildren(el("p", {}, [secret.view]));
    }
  }

  /** @param {string} square */
  function click(square) {
    const legal = /** @type {string[]} */ (state?.legal || []);
    if (selected) {
      const matching = legal.filter((t) => { const m = t.match(SQUARES); return m && m[1] === selected && m[2] === square; });
      if (matching.length === 1) return send({ type: "move", text: matching[0] });
      if (matching.length > 1) {
        choices = matching;
        return render();
      }
    }
    selected = legal.some((t) => t.match(SQUARES)?.[1] === square) && selected !== square ? square : null;
    choices = [];
    render();
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
  setInterval(() => state && renderSeats(), 250);
  void playerId;
  addEventListener("pagehide", () => { closed = true; socket?.close(); });
}
