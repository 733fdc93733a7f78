// The move list as a player reads it: plies grouped into turns (a Monkey King turn may hold
// bonus moves and `end`), turns into rounds numbered like a chess score sheet (`1. e2-e4 e7-e5`).
import { squaresOf } from "./select.js";

/**
 * @typedef {{mover: string|null, plies: number[]}} Turn  plies are 1-based ply numbers
 * @typedef {{number: number, turns: Turn[]}} Round
 */

/** The side to move a view FEN names: its second field in every variant. @param {string|undefined} fen */
export function sideToMove(fen) {
  return fen ? fen.split(" ")[1] ?? null : null;
}

/**
 * Groups the moves into turns and rounds. `fens[i]` is the position before ply i+1 (as
 * `GET /api/games/{id}/positions` gives them); where it is known, a turn is the plies one side
 * played in a row. Where it is not, a bonus move or `end` belongs to the turn before it and
 * every action else starts a turn, and a round has one turn per seat.
 * @param {string[]} moves @param {string[]|null} fens @param {number} seats
 * @returns {Round[]}
 */
export function rounds(moves, fens, seats) {
  /** @type {Turn[]} */
  const turns = [];
  moves.forEach((move, i) => {
    const mover = fens && fens[i] ? sideToMove(fens[i]) : null;
    const last = turns[turns.length - 1];
    const joins = last && (mover !== null && last.mover !== null ? mover === last.mover : move.startsWith("+") || move === "end");
    if (joins) last.plies.push(i + 1);
    else turns.push({ mover, plies: [i + 1] });
  });
  /** @type {Round[]} */
  const out = [];
  for (const turn of turns) {
    const round = out[out.length - 1];
    const seen = round && (turn.mover !== null
      ? round.turns.some((t) => t.mover === turn.mover)
      : round.turns.length >= Math.max(1, seats));
    if (!round || seen) out.push({ number: out.length + 1, turns: [turn] });
    else round.turns.push(turn);
  }
  return out;
}

/**
 * The squares to mark as the last move after `ply` plies: every square the last turn's actions
 * name (a Monkey King turn's bonus moves too).
 * @param {string[]} moves @param {string[]|null} fens @param {number} ply
 */
export function lastSquares(moves, fens, ply) {
  if (ply <= 0) return [];
  const all = rounds(moves.slice(0, ply), fens, 2).flatMap((r) => r.turns);
  const turn = all[all.length - 1];
  return [...new Set(turn.plies.flatMap((p) => squaresOf(moves[p - 1])))];
}
