// The page's reading of move text and of the move list, without a browser: the move texts are
// the CLI's own (menagerie moves) for each variant's special actions.
import { test } from "node:test";
import assert from "node:assert/strict";
import { parseAction, targets, between, inPlace, free, describe, originOf, letters, pieceCount, handKey } from "../web/select.js";
import { rounds, lastSquares } from "../web/history.js";

const read = (/** @type {string} */ list) => list.trim().split(/\s+/).map(parseAction);

test("moves, promotions and their chooser names in chess", () => {
  const actions = read("h1-g1 h1-g2 h1-h2 a7-a8=Q a7-a8=R a7-a8=B a7-a8=N");
  assert.deepEqual([...targets(actions, "a7")], ["a8"]);
  const promotions = between(actions, "a7", "a8");
  assert.deepEqual(promotions.map((a) => describe("chess", a)), ["Promote to Queen", "Promote to Rook", "Promote to Bishop", "Promote to Knight"]);
  assert.deepEqual([...targets(actions, "h1")], ["g1", "g2", "h2"]);
  assert.equal(targets(actions, "e2").size, 0);
});

test("Giant-King: the King by any of its squares, promotion rights and drops from the tray", () => {
  const fen = "g3kk4/4kk4/P9/10/10/10/10/10/4KK4/4KK4[RNn] w - - 0 1";
  assert.equal(originOf("giant-king", fen, "f2"), "e1");
  assert.equal(originOf("giant-king", fen, "e1"), "e1");
  assert.equal(originOf("giant-king", fen, "f10"), "e9");
  assert.equal(originOf("giant-king", fen, "a8"), "a8");
  const actions = read("a8-a9 a8-a9+R*d1 a8-a9+N*d1 a8-a9+R*g1 e1-d1 e1-f2");
  const choices = between(actions, "a8", "a9");
  assert.equal(choices.length, 4);
  assert.deepEqual(choices.map((a) => a.aux), [null, "d1", "d1", "g1"]);
  assert.equal(describe("giant-king", choices[1]), "Bring back a Rook on d1");
  assert.equal(describe("giant-king", choices[0]), "Do not promote (just a8–a9)");
  const start = "grwckkcwrg/1bn1kk1nb1/10/4P5/10/10/10/10/1BN1KK1NB1/GRWCKKCWRG[] w - - 0 1";
  const board = letters(start);
  const promote = parseAction("e7-e8+b1");
  assert.equal(promote.aux, "b1");
  assert.equal(describe("giant-king", promote, (s) => board.get(s) ?? null), "Promote the Rook on b1 into a Citadel");
  assert.equal(pieceCount("giant-king", start), 14 + 13);
});

test("Monkey King: drops from hand, flips, flights, bonus moves, end and the Pilgrim's exit", () => {
  const actions = read("P*a1 N*b1 d4-c5 d4-c5=M d4-q2=M a4=X +a4-b3 a4-b3 c8-off end");
  assert.deepEqual([...targets(actions, handKey("p"))], ["a1"]);
  assert.deepEqual(between(actions, "d4", "c5").map((a) => a.text), ["d4-c5", "d4-c5=M"]);
  assert.deepEqual([...targets(actions, "d4")], ["c5", "q2"]);
  assert.deepEqual(inPlace(actions, "a4").map((a) => a.text), ["a4=X"]);
  assert.deepEqual(inPlace(actions, "c8").map((a) => a.kind), ["exit"]);
  assert.deepEqual(free(actions).map((a) => a.text), ["end"]);
  const pair = between(actions, "a4", "b3");
  assert.deepEqual(pair.map((a) => a.kind), ["bonus", "move"]);
  assert.match(describe("monkey-king", pair[0]), /Fists token/);
  const board = letters("5/5/5/5/C2P1/5/2K2/5[PN] r 2/2 0 - 3");
  assert.equal(describe("monkey-king", between(actions, "d4", "c5")[0], (s) => board.get(s) ?? null), "Go to c5 as the Pawn");
  assert.equal(describe("monkey-king", between(actions, "d4", "c5")[1]), "Turn over into Monkey King and go to c5");
});

test("King of the Mountain and Monster Bluff: respawns, shots, crowns, chips and board-numbered squares", () => {
  const actions = read("R@a1 c3-e5 c3:e5 K=Q 8e7-8e8=Q 10a1-10a2 W@6d5");
  assert.deepEqual([...targets(actions, "hand:R")], ["a1"]);
  assert.deepEqual(between(actions, "c3", "e5").map((a) => a.kind), ["move", "shot"]);
  assert.equal(describe("mountain", free(actions)[0]), "The King gains the Queen's move");
  assert.deepEqual([...targets(actions, "10a1")], ["10a2"]);
  assert.deepEqual([...targets(actions, "8e7")], ["8e8"]);
  assert.equal(describe("monster-bluff", parseAction("W@6d5")), "Place a white chip (5) on 6d5");
  assert.equal(pieceCount("mountain", "rK(Q)rP1bK/19 r - rb"), 3);
});

test("the move list numbered by round, turns found from the positions", () => {
  assert.deepEqual(rounds(["e2-e4", "e7-e5", "g1-f3"], null, 2).map((r) => [r.number, r.turns.map((t) => t.plies)]),
    [[1, [[1], [2]]], [2, [[3]]]]);
  // Monkey King: Blue, then a Red turn of a bonus move, a move, another bonus move and end.
  const moves = ["P*a5", "+a4-b3", "c2-c3", "+b3-a4", "end", "p*b6"];
  const fens = ["x b", "x r", "x r", "x r", "x r", "x b"];
  const grouped = rounds(moves, fens, 2);
  assert.deepEqual(grouped.map((r) => r.turns.map((t) => t.plies)), [[[1], [2, 3, 4, 5]], [[6]]]);
  assert.deepEqual(lastSquares(moves, fens, 5), ["a4", "b3", "c2", "c3"]);
  assert.deepEqual(lastSquares(moves, fens, 6), ["b6"]);
  // Three players, one of whom drops out: a round ends when a seat would move twice in it.
  const three = rounds(["a", "b", "c", "d", "e"], ["1 r", "1 b", "1 y", "1 r", "1 y"], 3);
  assert.deepEqual(three.map((r) => r.turns.length), [3, 2]);
  assert.deepEqual(lastSquares(["e2-e4", "e7-e5"], null, 2), ["e7", "e5"]);
  assert.deepEqual(lastSquares(["e2-e4"], null, 0), []);
});
