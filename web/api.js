// Talking to the server: JSON requests with the browser's cookie, and who we are.

/** @param {string} method @param {string} path @param {object} [body] */
export async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
    credentials: "same-origin",
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}

/** The player this browser is: the cookie's, or a new anonymous one. */
export async function me() {
  const known = await api("GET", "/api/me");
  return known.id ? known : await api("POST", "/api/player");
}

/** @type {[string, string][]} */
export const VARIANTS = [
  ["chess", "Chess"],
  ["giant-king", "Giant-King Chess"],
  ["monkey-king", "Monkey King Chess"],
  ["mountain", "King of the Mountain"],
  ["monster-bluff", "Monster Bluff Chess"],
];

/** @param {string} id */
export function variantName(id) {
  return (VARIANTS.find(([v]) => v === id) || [id, id])[1];
}

/** Milliseconds as m:ss (or h:mm:ss, or days). @param {number} ms */
export function clockText(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86400) return `${Math.floor(s / 86400)}d ${Math.floor((s % 86400) / 3600)}h`;
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${r}` : `${m}:${r}`;
}
