// Replaying a record: paste one or open a file, the server reads and checks it
// (`POST /api/import`), and the game it describes opens at its first position, to step through.
import { el } from "./lobby.js";

/** @param {HTMLElement} main */
export function replay(main) {
  const text = /** @type {HTMLTextAreaElement} */ (el("textarea", {
    name: "record", rows: "14", spellcheck: "false", "aria-label": "game record",
    placeholder: '[Variant "chess"]\n[Seat "white: player"]\n[Seat "black: player"]\n\n1. e2-e4 e7-e5 2. g1-f3 *',
  }));
  const file = /** @type {HTMLInputElement} */ (el("input", { type: "file", accept: ".txt,.pgn,text/plain", "aria-label": "record file" }));
  const message = el("p", { class: "message", role: "alert" });
  const submit = el("button", { type: "submit" }, ["Replay"]);
  const form = el("form", { class: "replay", "aria-label": "replay a record" }, [
    el("p", {}, ["Paste a game record (as a game’s “Download record” link gives it) or open a file, then step through it move by move with ← and →."]),
    text,
    el("div", { class: "replay-row" }, [el("label", {}, ["Open a file", file]), submit]),
    message,
  ]);
  main.replaceChildren(el("section", { class: "replay-page" }, [el("h1", {}, ["Replay a game"]), form]));

  file.addEventListener("change", async () => {
    const chosen = file.files?.[0];
    if (chosen) text.value = await chosen.text();
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.textContent = "";
    if (!text.value.trim()) {
      message.textContent = "Paste a record or open a file first.";
      return;
    }
    submit.toggleAttribute("disabled", true);
    try {
      const response = await fetch("/api/import", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: text.value,
        credentials: "same-origin",
      });
      const data = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(data.error || response.statusText);
      location.assign(`/game/${data.id}?ply=0`);
    } catch (e) {
      message.textContent = `This record could not be read: ${/** @type {Error} */ (e).message}`;
    } finally {
      submit.toggleAttribute("disabled", false);
    }
  });
}
