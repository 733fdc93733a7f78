#!/usr/bin/env python3
"""Writes the seed corpus under fuzz/seeds/ from the test positions: every FEN the rules tests
quote, each variant's start, and positions along short playouts (made with the menagerie
binary). An input is one byte naming the variant (its index in Variant::ALL) and then text.

    cargo build --release && python3 fuzz/seed.py
"""
import glob, hashlib, os, random, re, subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "menagerie")
VARIANTS = ["chess", "giant-king", "monkey-king", "mountain", "monster-bluff"]


def run(*args):
    out = subprocess.run([BIN, *args], capture_output=True, text=True)
    return out.stdout if out.returncode == 0 else None


def reads(variant, fen):
    return run("moves", "--variant", variant, "--fen", fen) is not None


def write(target, variant, text):
    data = bytes([VARIANTS.index(variant)]) + text.encode()
    folder = os.path.join(ROOT, "fuzz", "seeds", target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
        f.write(data)


def playout(variant, fen, plies, rng):
    """The FENs and moves along a random playout from `fen`."""
    steps = []
    for _ in range(plies):
        moves = (run("moves", "--variant", variant, "--fen", fen) or "").split()
        if not moves:
            break
        move = rng.choice(moves)
        after = run("apply", "--variant", variant, "--fen", fen, move)
        if after is None:
            break
        steps.append((fen, move))
        fen = after.strip()
    return steps


def main():
    rng = random.Random(1)
    quoted = set()
    for path in glob.glob(os.path.join(ROOT, "crates", "*", "tests", "**", "*.rs"), recursive=True):
        quoted.update(re.findall(r'"([^"\n]*/[^"\n]*/[^"\n]* [wbry] [^"\n]*)"', open(path).read()))
    for variant in VARIANTS:
        start = run("apply", "--variant", variant).strip()
        fens = [start] + [f for f in quoted if reads(variant, f)]
        for fen in fens:
            write("fen", variant, fen)
        for fen in rng.sample(fens, min(len(fens), 12)):
            steps = playout(variant, fen, 12, rng)
            if steps:
                write("roundtrip", variant, "\n".join([steps[0][0]] + [m for _, m in steps]))
                for mid, _ in steps[::4]:
                    write("fen", variant, mid)
        steps = playout(variant, start, 16, rng)
        write("move_text", variant, "\n".join(m for _, m in steps))


if __name__ == "__main__":
    main()
