// The page's router: the lobby at `/`, a game at `/game/{id}`, the rules at `/rules` and
// `/rules/{variant}`, replaying a record at `/replay`.
import { me } from "./api.js";
import { lobby } from "./lobby.js";
import { game } from "./game.js";
import { replay } from "./replay.js";
import { rules } from "./rules.js";

async function start() {
  const main = /** @type {HTMLElement} */ (document.getElementById("main"));
  const player = await me();
  const who = document.getElementById("who");
  if (who) who.textContent = player.name ? `playing as ${player.name}` : `anonymous player ${player.id.slice(0, 6)}`;
  const path = location.pathname.match(/^\/game\/([0-9a-f]+)$/);
  const rulesPath = location.pathname.match(/^\/rules(?:\/([a-z-]+))?\/?$/);
  if (path) await game(main, path[1], player.id);
  else if (rulesPath) await rules(main, rulesPath[1] || null);
  else if (location.pathname === "/replay") replay(main);
  else await lobby(main);
}

start().catch((e) => {
  const main = document.getElementById("main");
  if (main) main.textContent = `Something went wrong: ${e.message}`;
});
