#!/usr/bin/env python3
"""Finds menagerie's costliest moves in chess games that `menagerie match --records FILE` wrote
against Stockfish (docs/engine.md, "Where the games are lost"). Not part of the tests.

    scripts/stockfish-costly-moves.py FILE [DEPTH]      default depth 14

Each of menagerie's moves from ply 16 on is scored by Stockfish before and after it; the three
that cost most in each game (100 cp or more) are printed with the position and Stockfish's move.
Needs python-chess (Debian: `apt install python3-chess`) and Stockfish (STOCKFISH, default
/usr/games/stockfish).
"""
import os
import re
import sys

import chess
import chess.engine

MATE = 3000


def moves_of(record):
    body = re.sub(r'\{[^}]*\}', '', re.sub(r'\[[^\]]*\]', '', record))
    words = [w for w in body.split() if not re.fullmatch(r'\d+\.', w)]
    return [w for w in words if w not in ('1-0', '0-1', '1/2-1/2', '*')]


def main():
    path, depth = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 14
    records = [r for r in re.split(r'\n(?=\[Variant)', open(path).read()) if r.strip()]
    engine = chess.engine.SimpleEngine.popen_uci(os.environ.get('STOCKFISH', '/usr/games/stockfish'))
    limit = chess.engine.Limit(depth=depth)
    for number, record in enumerate(records):
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', record))
        ours = [seat for seat, who in re.findall(r'\[Seat "(\w+): ([^"]*)"\]', record) if 'menagerie' in who]
        if not ours:
            continue
        side = chess.WHITE if ours[0] == 'white' else chess.BLACK
        board = chess.Board(tags.get('FEN', chess.STARTING_FEN))
        costs = []
        for text in moves_of(record):
            move = chess.Move.from_uci(text.replace('-', '').replace('=', '').lower())
            if board.turn == side and board.ply() >= 16:
                info = engine.analyse(board, limit)
                before, best = info['score'].pov(side).score(mate_score=MATE), info['pv'][0]
                after = before
                if move != best:
                    board.push(move)
                    after = engine.analyse(board, limit)['score'].pov(side).score(mate_score=MATE)
                    board.pop()
                costs.append((before - after, board.ply(), board.san(move), board.san(best), before, after, board.fen()))
            board.push(move)
        print(f'game {number}: menagerie {ours[0]}, {tags.get("Result")}, {board.ply()} plies')
        for cost, ply, played, best, before, after, fen in sorted(costs, reverse=True)[:3]:
            if cost >= 100:
                print(f'  -{cost} cp at ply {ply}: {played} (Stockfish {best}), {before} -> {after}  {fen}')
    engine.quit()


main()
