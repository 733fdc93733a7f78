// The lobby: create a game (variant, options, clock, seats), join an open one, watch one in play.
import { api, VARIANTS, variantName } from "./api.js";

/** @param {string} tag @param {Record<string, string>} [attrs] @param {(Node|string)[]} [children] */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

/** @param {string} label @param {[string, string][]} options @param {string} name */
function select(label, name, options) {
  const s = el("select", { name }, options.map(([value, text]) => el("option", { value }, [text])));
  return el("label", {}, [label, s]);
}

const SEAT_NAMES = {
  2: ["White", "Black"],
  3: ["Red", "Blue", "Yellow"],
  4: ["Red", "Blue", "Yellow", "Green"],
};

/** @param {HTMLElement} main */
export async function lobby(main) {
  const form = el("form", { "aria-label": "Create a game" });
  form.append(
    select("Variant", "variant", VARIANTS),
    select("Players (King of the Mountain)", "players", [["2", "2"], ["3", "3"], ["4", "4"]]),
    select("Clock", "clock", [
      ["5+3", "5 min + 3 s"], ["3+2", "3 min + 2 s"], ["10+5", "10 min + 5 s"], ["15+10", "15 min + 10 s"],
      ["d3", "3 days a move"], ["none", "no clock"],
    ]),
    select("Opponent", "opponent", [
      ["computer", "the computer"], ["open", "a friend (invite link)"],
    ]),
    select("Computer level", "level", [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [String(n), String(n)])),
    el("button", { type: "submit" }, ["Create game"]),
  );
  /** @type {HTMLSelectElement} */ (form.elements.namedItem("level")).value = "3";
  const message = el("p", { class: "message", role: "alert" });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const variant = String(data.get("variant"));
    const players = variant === "mountain" ? Number(data.get("players")) : 2;
    const opponent = data.get("opponent") === "computer" ? { computer: Number(data.get("level")) } : "open";
    const clock = String(data.get("clock"));
    const body = {
      variant,
      options: variant === "mountain" ? { players: String(players) } : {},
      clock: clock === "none" ? null
        : clock.startsWith("d") ? { days: Number(clock.slice(1)) }
        : { initial: Number(clock.split("+")[0]) * 60, increment: Number(clock.split("+")[1]) },
      seats: ["me", ...Array(players - 1).fill(opponent)],
    };
    try {
      const created = await api("POST", "/api/games", body);
      location.href = `/game/${created.id}`;
    } catch (e) {
      message.textContent = /** @type {Error} */ (e).message;
    }
  });

  const open = el("section", {}, [el("h2", {}, ["Open games"])]);
  const playing = el("section", {}, [el("h2", {}, ["Games in play"])]);
  main.replaceChildren(el("section", {}, [el("h1", {}, ["New game"]), form, message]), open, playing);
  for (const [section, status] of [[open, "open"], [playing, "playing"]]) {
    const games = await api("GET", `/api/games?status=${status}`);
    if (!games.length) {
      section.append(el("p", {}, [status === "open" ? "No open games: create one." : "Nothing to watch yet."]));
      continue;
    }
    const rows = games.map((/** @type {any} */ g) => {
      const seats = g.seats.map((/** @type {any} */ s, /** @type {number} */ i) =>
        `${SEAT_NAMES[/** @type {2|3|4} */ (g.seats.length)][i]}: ${s.kind === "computer" ? `computer ${s.level}` : s.filled ? "player" : "open"}`).join(", ");
      const clock = g.clock ? (g.clock.days ? `${g.clock.days} days` : `${g.clock.initial / 60}+${g.clock.increment}`) : "—";
      const link = el("a", { href: `/game/${g.id}` }, [status === "open" ? "Join" : "Watch"]);
      return el("tr", {}, [el("td", {}, [variantName(g.variant)]), el("td", {}, [clock]), el("td", {}, [seats]), el("td", {}, [link])]);
    });
    section.append(el("table", {}, [el("tbody", {}, rows)]));
  }
}
