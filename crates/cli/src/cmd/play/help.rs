//! `help` in the terminal game: the commands, then the variant's own move text with
//! examples and a key to its piece letters (docs/play.md).

use menagerie_rules::Variant;

const COMMANDS: &str = "\
Commands:
  moves         list every legal move        moves e2   the moves of the piece on e2
  board         show the board again         fen        print the position as you may see it
  record        the moves so far             undo       take back your last move
  draw          offer a draw                 resign     give up the game
  rematch       a new game once this one is over (colours swap)
  help          this text                    quit       leave (Ctrl-D too)";

/// The whole help text for a variant.
pub fn text(variant: Variant) -> String {
    format!("{}\n\n{COMMANDS}", moves_and_pieces(variant))
}

/// How to write the variant's moves, and its piece letters.
pub fn moves_and_pieces(variant: Variant) -> &'static str {
    match variant {
        Variant::Chess => {
            "\
Moves: from-to, as e2-e4 (e2e4, E2E4 and e2xe4 work too). Promotion e7-e8=Q (or e7e8q); castling is the
King's move, e1-g1 (O-O and O-O-O work too).
Pieces: K King, Q Queen, R Rook, B Bishop, N Knight, P Pawn. Upper case is White, lower case Black."
        }
        Variant::GiantKing => {
            "\
Moves: from-to, as e2-e4. The Giant-King fills 2x2 squares and is named by its lower-left square: e1-f2.
A pawn reaching rank 8, 9 or 10 (Black: 3, 2, 1) gives one promotion: e7-e8 (not used), e7-e8+b1 (promote
the piece on b1), e9-e10+N*g3 (no unpromoted piece left: drop a captured Knight next to the King).
Pieces: K Giant-King, G Gryphon, R Rook, W Wildebeest, C Cardinal, N Knight, B Bishop, P Pawn; +G +R +W +C +N +B
are promoted (Reaper, Citadel, Behemoth, Archangel, Lioness, Chimera). Captured pieces are shown beside the board."
        }
        Variant::MonkeyKing => {
            "\
Moves: drop from hand P*c3 (on your own half), move c3-c4, flip and move d4-c5=M (from a river square),
flip in place d4=X or b4=B, fly d4-q2 or q2-b1 (fliers only), bonus move of a Monkey King +c5-d6 (spends a
Fists token), end (ends a bonus phase), the Pilgrim's exit c8-off.
Pieces (front/back): Red P Pawn/M Monkey King, N Knight/L Lancer, H Hero/B Fists, C Celestial/X Mountain,
K Pilgrim (royal). Blue p Pawn/s Sea Serpent, n Knight/g Goblin General, h Hero-Foe/l Lancer,
c Celestial/x Mountain, k Goblin King. Red is upper case, Blue lower case; * marks a frozen disk."
        }
        Variant::Mountain => {
            "\
Moves: from-to, as c2-d3; an Archer's shot is written like a capture (c3-e5) though the Archer stays.
Respawn a reserve piece instead of moving: R@a1 (onto your corner, else your middle point). The first King on
j10, the summit, wins.
Pieces: K King, Q Queen, M Marshal, C Cardinal, B Bishop, R Rook, N Knight (Xiangqi horse), J Kangaroo,
P Cannon, A Archer, G Giant, H Hero. Each piece is shown with its seat's letter: r red, b blue, y yellow,
g green; # is a wall and ^ the summit."
        }
        Variant::MonsterBluff => {
            "\
Squares are named by board then square, as 8e2. Moves: 8e2-8e4, promotion 8e7-8e8=Q, castling is the King's
move (8e1-9c1). Once both sides have promoted, a chip may be placed as a whole turn: W@6d5 (white 5),
R@6d5 (red 10), U@6d5 (blue 25, a demand), G@6d5 (green 50, when in play). Capture the enemy True King to win;
yours is marked for you alone.
Pieces: K King (one of yours is the True King), Q Queen, R Rook, B Bishop, N Knight, P Pawn. Upper case is
White, lower case Black."
        }
    }
}
