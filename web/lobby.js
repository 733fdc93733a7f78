// The lobby: create a game (variant, its options, clock, who sits in each seat, rated or
// casual), join an open one, watch one in play. The lists refresh by themselves.
import { api, VARIANTS, variantName } from "./api.js";

/**
 * An element with attributes and children.
 * @template {string} K
 * @param {K} tag @param {Record<string, string>} [attrs] @param {(Node|string)[]} [children]
 * @returns {K extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[K] : HTMLElement}
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return /** @type {any} */ (node);
}

/**
 * A button that copies `text` (an invite link) to the clipboard and says so for a moment.
 * @param {string} text @param {string} [label]
 */
export function copyButton(text, label = "Copy invite link") {
  const button = el("button", { type: "button", class: "quiet copy" }, [label]);
  button.addEventListener("click", async () => {
    let copied = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      copied = copyBySelection(text);
    }
    button.textContent = copied ? "Copied" : "Copy failed: select the link";
    setTimeout(() => { button.textContent = label; }, 2000);
  });
  return button;
}

/** The old way, for pages where the clipboard API is refused (plain http on another host). @param {string} text */
function copyBySelection(text) {
  const area = el("textarea", { readonly: "", "aria-hidden": "true", class: "offscreen" }, [text]);
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  return copied;
}

/** An invite: the link itself (selectable) and a button that copies it. @param {string} url */
export function inviteLink(url) {
  return el("p", { class: "invite" }, [
    "Invite a friend: ", el("a", { href: url }, [url]), " ", copyButton(url),
  ]);
}

/** The seats' names in seat order for a game of `players`. @param {string} variant @param {number} players */
export function seatNames(variant, players) {
  if (variant === "mountain") return [["Red", "Yellow"], ["Red", "Blue", "Yellow"], ["Red", "Blue", "Yellow", "Green"]][players - 2];
  if (variant === "monkey-king") return ["Red", "Blue"];
  return ["White", "Black"];
}

/** Clock presets as lichess lays them out: minutes+increment, days a move, none. */
const CLOCKS = [
  ["1+0", "1+0 bullet"], ["2+1", "2+1 bullet"], ["3+0", "3+0 blitz"], ["3+2", "3+2 blitz"],
  ["5+0", "5+0 blitz"], ["5+3", "5+3 blitz"], ["10+0", "10+0 rapid"], ["10+5", "10+5 rapid"],
  ["15+10", "15+10 rapid"], ["30+0", "30+0 classical"], ["30+20", "30+20 classical"],
  ["d1", "1 day a move"], ["d2", "2 days a move"], ["d3", "3 days a move"], ["d7", "7 days a move"],
  ["d14", "14 days a move"], ["none", "no clock"], ["custom", "custom…"],
];

const MAPS = [["terraces", "Terraces"], ["switchback", "Switchback"], ["crags", "Crags"]];

/** King of the Mountain's house rules that are on or off (docs/mountain.md). */
const MOUNTAIN_FLAGS = [
  ["hands", "All Hands on Deck"], ["friends", "You Can Pick Your Friends"], ["wait", "Wait for It"],
  ["flies", "Dropping Like Flies"], ["monarch", "Mutant Monarch"], ["mutants", "Mutant Armies"],
];

/** The computer's levels (docs/engine.md, Levels): 1 makes a beginner's mistakes, 8 is the full engine. */
const LEVELS = ["beginner", "novice", "casual", "club", "strong club", "expert", "master", "full strength"]
  .map((name, i) => [String(i + 1), `${i + 1} · ${name}`]);

/** A control under its label, tied by id (a label around a select would take in its options' text). @param {string} text @param {HTMLElement} control */
function field(text, control) {
  control.id = `field-${control.getAttribute("name")}`;
  return el("div", { class: "field" }, [el("label", { for: control.id }, [text]), control]);
}

/** @param {string} label @param {string} name @param {string[][]} options @param {string} [value] */
function select(label, name, options, value) {
  const s = el("select", { name }, options.map(([v, text]) => el("option", { value: v }, [text])));
  if (value) s.value = value;
  return { label: field(label, s), select: s };
}

/** @param {string} label @param {string} name @param {Record<string, string>} attrs */
function input(label, name, attrs) {
  const i = el("input", { name, ...attrs });
  return { label: field(label, i), input: i };
}

/** @param {string} label @param {string} name */
function checkbox(label, name) {
  const box = el("input", { type: "checkbox", name });
  return { label: el("label", { class: "check" }, [box, label]), box };
}

/**
 * What a form's choices ask the server for: the body of `POST /api/games`.
 * @typedef {{variant: string, options: Record<string, string>, clock: null | {days: number} | {initial: number, increment: number},
 *   seats: (string | {computer: number})[], rated: boolean}} NewGame
 */

/** @param {HTMLElement} main */
export async function lobby(main) {
  const variant = select("Variant", "variant", VARIANTS);
  const rulesLink = el("a", { class: "rules-link" }, []);
  const players = select("Players", "players", [["2", "2"]]);
  const map = select("Map", "map", MAPS);
  const flags = MOUNTAIN_FLAGS.map(([name, text]) => checkbox(text, name));
  const mountain = el("fieldset", { class: "mountain-options" }, [
    el("legend", {}, ["King of the Mountain"]), map.label,
    el("details", {}, [el("summary", {}, ["House rules"]), ...flags.map((f) => f.label),
      el("a", { href: "/rules/mountain" }, ["what they do"])]),
  ]);
  const clock = select("Clock", "clock", CLOCKS, "5+3");
  const minutes = input("Minutes", "minutes", { type: "number", min: "0", max: "180", step: "1", value: "10" });
  const increment = input("Increment (s)", "increment", { type: "number", min: "0", max: "180", step: "1", value: "5" });
  const custom = el("span", { class: "custom-clock" }, [minutes.label, increment.label]);
  const opponent = select("Opponent", "opponent", [["computer", "the computer"], ["open", "a friend (invite link)"]]);
  const level = select("Computer level", "level", LEVELS, "3");
  const playAs = select("Play as", "seat", [["0", ""]]);
  const seatsBox = el("fieldset", { class: "seats" }, []);
  const rated = checkbox("Rated", "rated");
  const ratedNote = el("span", { class: "note", id: "rated-note" }, []);
  rated.box.setAttribute("aria-describedby", "rated-note");
  const submit = el("button", { type: "submit" }, ["Create game"]);
  const message = el("p", { class: "message", role: "alert" });
  const form = el("form", { "aria-label": "Create a game", class: "new-game" }, [
    el("div", { class: "row" }, [variant.label, rulesLink, players.label]),
    mountain,
    el("div", { class: "row" }, [clock.label, custom]),
    el("div", { class: "row" }, [opponent.label, level.label, playAs.label]),
    seatsBox,
    el("div", { class: "row rated-row" }, [rated.label, ratedNote]),
    submit,
  ]);

  /** The player's own rated choice, kept while a computer seat forces casual. */
  let wantRated = true;
  rated.box.addEventListener("change", () => { wantRated = rated.box.checked; });
  /** @type {HTMLSelectElement[]} per other seat, in seat order: `open` or `computer:N` */
  let seatSelects = [];

  /** Lays the form out for the chosen variant and players; the seats follow the opponent choice. */
  function layout() {
    const v = variant.select.value;
    const isMountain = v === "mountain";
    const choices = isMountain ? [["2", "2"], ["3", "3"], ["4", "4"]] : [["2", "2"]];
    const kept = players.select.value;
    players.select.replaceChildren(...choices.map(([value, text]) => el("option", { value }, [text])));
    players.select.value = choices.some(([value]) => value === kept) ? kept : "2";
    mountain.hidden = !isMountain;
    rulesLink.href = `/rules/${v}`;
    rulesLink.textContent = `How ${variantName(v)} is played`;
    const n = Number(players.select.value);
    const names = seatNames(v, n);
    const seat = Math.min(Number(playAs.select.value) || 0, n - 1);
    playAs.select.replaceChildren(...names.map((name, i) => el("option", { value: String(i) }, [name])));
    playAs.select.value = String(seat);
    seats();
  }

  /** One choice per seat besides the player's (games of three or four); each starts as the opponent choice. */
  function seats() {
    const n = Number(players.select.value);
    const names = seatNames(variant.select.value, n);
    const mine = Number(playAs.select.value);
    const fill = opponent.select.value === "computer" ? `computer:${level.select.value}` : "open";
    seatSelects = [];
    /** @type {HTMLElement[]} */
    const rows = [];
    names.forEach((name, i) => {
      if (i === mine) return;
      const s = select(`${name}`, `seat-${i}`, [
        ["open", "open seat (invite link)"],
        ...LEVELS.map(([l, text]) => [`computer:${l}`, `computer, level ${text}`]),
      ], fill);
      s.select.addEventListener("change", rate);
      seatSelects.push(s.select);
      rows.push(s.label);
    });
    seatsBox.hidden = n < 3;
    seatsBox.replaceChildren(el("legend", {}, ["Seats"]), ...rows);
    rate();
  }

  /** A game with the computer cannot be rated (the server refuses it); otherwise rated is the default. */
  function rate() {
    const computer = body().seats.some((s) => typeof s === "object");
    rated.box.disabled = computer;
    rated.box.checked = !computer && wantRated;
    ratedNote.textContent = computer ? "games with the computer are casual" : "";
  }

  /** @returns {NewGame} */
  function body() {
    const v = variant.select.value;
    const n = v === "mountain" ? Number(players.select.value) : 2;
    /** @type {Record<string, string>} */
    const options = {};
    if (v === "mountain") {
      options.players = String(n);
      if (map.select.value !== "terraces") options.map = map.select.value;
      for (const f of flags) if (f.box.checked) options[f.box.name] = "on";
    }
    const mine = Number(playAs.select.value);
    /** @type {(string | {computer: number})[]} */
    const seatList = [];
    let other = 0;
    for (let i = 0; i < n; i++) {
      if (i === mine) {
        seatList.push("me");
        continue;
      }
      const choice = n >= 3 ? seatSelects[other++]?.value ?? "open"
        : opponent.select.value === "computer" ? `computer:${level.select.value}` : "open";
      seatList.push(choice.startsWith("computer:") ? { computer: Number(choice.slice(9)) } : "open");
    }
    const c = clock.select.value;
    const clockBody = c === "none" ? null
      : c.startsWith("d") ? { days: Number(c.slice(1)) }
      : c === "custom" ? { initial: Math.round(Number(minutes.input.value) * 60), increment: Number(increment.input.value) }
      : { initial: Number(c.split("+")[0]) * 60, increment: Number(c.split("+")[1]) };
    return { variant: v, options, clock: clockBody, seats: seatList, rated: rated.box.checked && !rated.box.disabled };
  }

  variant.select.addEventListener("change", layout);
  players.select.addEventListener("change", layout);
  playAs.select.addEventListener("change", seats);
  opponent.select.addEventListener("change", seats);
  level.select.addEventListener("change", seats);
  clock.select.addEventListener("change", () => { custom.hidden = clock.select.value !== "custom"; });
  custom.hidden = true;
  layout();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    submit.disabled = true;
    try {
      const created = await api("POST", "/api/games", body());
      location.href = `/game/${created.id}`;
    } catch (e) {
      message.textContent = /** @type {Error} */ (e).message;
      submit.disabled = false;
    }
  });

  const open = list("Open games", "open", "No open games: create one, or play the computer.");
  const playing = list("Games in play", "playing", "Nothing to watch yet.");
  const ended = list("Finished games", "ended", "No finished games yet.");
  const learn = el("nav", { "aria-label": "Rules and records", class: "learn" }, [
    el("h2", {}, ["Learn"]),
    el("ul", {}, [
      el("li", {}, [el("a", { href: "/rules" }, ["The rules of every variant"])]),
      ...VARIANTS.map(([id, name]) => el("li", {}, [el("a", { href: `/rules/${id}` }, [name])])),
      el("li", {}, [el("a", { href: "/replay" }, ["Replay a game record"])]),
    ]),
  ]);
  const root = el("div", { class: "lobby" }, [
    el("section", { class: "create", "aria-labelledby": "new-game" }, [el("h1", { id: "new-game" }, ["New game"]), form, message]),
    el("div", { class: "lists" }, [open.section, playing.section, ended.section, learn]),
  ]);
  main.replaceChildren(root);

  const refresh = () => Promise.all([open.refresh(), playing.refresh(), ended.refresh()]);
  await refresh();
  // Every 5 s while the tab is seen, and at once when it is seen again; stops when the lobby is left.
  const timer = setInterval(() => {
    if (!root.isConnected) return clearInterval(timer);
    if (document.visibilityState === "visible") void refresh();
  }, 5000);
  document.addEventListener("visibilitychange", () => {
    if (root.isConnected && document.visibilityState === "visible") void refresh();
  });
  addEventListener("focus", () => { if (root.isConnected) void refresh(); });
}

/**
 * A list of games from `GET /api/games?status=`, redrawn only when it changed (so a refresh
 * never moves the keyboard focus or the scroll of an unchanged list).
 * @param {string} title @param {"open"|"playing"|"ended"} status @param {string} empty
 */
function list(title, status, empty) {
  const id = `games-${status}`;
  const body = el("div", {}, [el("p", {}, ["Loading…"])]);
  const section = el("section", { "aria-labelledby": id, class: `games ${status}` }, [el("h2", { id }, [title]), body]);
  let shown = "";
  async function refresh() {
    /** @type {any[]} */
    let games;
    try {
      games = await api("GET", `/api/games?status=${status}`);
    } catch (e) {
      body.replaceChildren(el("p", { class: "message" }, [`Could not load the list: ${/** @type {Error} */ (e).message}`]));
      shown = "";
      return;
    }
    const total = games.length;
    if (status !== "open") games = games.slice(0, status === "ended" ? 10 : 20);
    const text = JSON.stringify(games);
    if (text === shown) return;
    shown = text;
    if (!games.length) return body.replaceChildren(el("p", {}, [empty]));
    const head = el("tr", {}, [...["Variant", "Clock", "Seats"].map((h) => el("th", { scope: "col" }, [h])),
      el("th", { scope: "col" }, [el("span", { class: "offscreen" }, ["Link to the game"])])]);
    const action = status === "open" ? "Join" : status === "playing" ? "Watch" : "Review";
    body.replaceChildren(el("table", {}, [
      el("thead", {}, [head]),
      el("tbody", {}, games.map((g) => row(g, action))),
    ]), total > games.length ? el("p", { class: "more" }, [`and ${total - games.length} more`]) : "");
  }
  return { section, refresh };
}

/** One game of a list. @param {any} g @param {string} action */
function row(g, action) {
  const names = seatNames(g.variant, g.seats.length);
  const seats = g.seats.map((/** @type {any} */ s, /** @type {number} */ i) =>
    `${names[i] ?? `seat ${i + 1}`}: ${s.kind === "computer" ? `computer (level ${s.level})` : s.kind === "named" ? s.name : s.filled ? "player" : "open"}`).join(", ");
  const clock = !g.clock ? "no clock" : g.clock.days ? `${g.clock.days} days a move` : `${g.clock.initial / 60}+${g.clock.increment}`;
  const options = (/** @type {string[]} */ (g.options || [])).filter((o) => !o.startsWith("players="))
    .map((o) => o.replace(/^map=/, "").replace(/=on$/, ""));
  const players = g.variant === "mountain" ? [`${g.seats.length} players`] : [];
  const variant = [variantName(g.variant), ...players, ...options, g.rated ? "rated" : "casual"].join(" · ");
  const link = el("a", { href: `/game/${g.id}`, "aria-label": `${action}: ${variantName(g.variant)}, ${seats}` }, [action]);
  return el("tr", { "data-game": g.id }, [el("td", {}, [variant]), el("td", {}, [clock]), el("td", {}, [seats]), el("td", {}, [link])]);
}
