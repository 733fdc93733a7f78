//! Evaluations made of terms (chess, Giant-King, Monkey King) count each term where it is, and
//! the same for both colours where the armies are alike: a chess position and its mirror image
//! (ranks flipped, colours swapped, the other side to move) are worth the same to the side to
//! move, and Giant-King's symmetric start counts nothing but the move. A term counted from the
//! wrong edge for one colour (a pawn's advance, the king's shield, a passed pawn's path) breaks
//! this.

use menagerie_engine::Evaluate;
use menagerie_engine::tune::{Terms, Tunable};
use menagerie_rules::Position;
use menagerie_rules::variants::chess::Chess;

/// The FEN of the mirror image: ranks in reverse order, colours swapped.
fn mirror(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let swap = |s: &str| {
        s.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect::<String>()
    };
    let board: Vec<String> = fields[0].split('/').rev().map(swap).collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    let castling = if fields[2] == "-" { "-".to_owned() } else { swap(fields[2]) };
    let ep = if fields[3] == "-" {
        "-".to_owned()
    } else {
        let (file, rank) = fields[3].split_at(1);
        format!("{file}{}", 9 - rank.parse::<u32>().unwrap())
    };
    format!("{} {side} {castling} {ep} {} {}", board.join("/"), fields[4], fields[5])
}

/// The count of the term `name` of a variant's terms.
fn count<T: Tunable>(terms: &Terms, name: &str) -> i32 {
    terms.counts().get(T::names().iter().position(|n| n == name).unwrap()).copied().unwrap_or(0)
}

/// The terms of the chess position `fen`.
fn chess_terms(fen: &str) -> Terms {
    let mut terms = Terms::default();
    Chess::from_fen(fen).unwrap().terms(&mut terms);
    terms
}

const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5ppp/8/3P4/8/8/1r3PPP/3R2K1 b - - 0 30",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

#[test]
fn a_position_and_its_mirror_are_worth_the_same() {
    for fen in POSITIONS {
        let position = Chess::from_fen(fen).unwrap();
        let mirrored = Chess::from_fen(&mirror(fen)).unwrap();
        assert_eq!(position.evaluate(), mirrored.evaluate(), "{fen}");
        let (mut a, mut b) = (Terms::default(), Terms::default());
        position.terms(&mut a);
        mirrored.terms(&mut b);
        let negated: Vec<i32> = b.counts().iter().map(|c| -c).collect();
        assert_eq!(a.counts(), negated, "{fen}: each term counts the same for the other colour");
        assert_eq!(a.phase, b.phase);
    }
}

#[test]
fn material_and_structure_are_counted_where_they_are() {
    // White: a passed pawn on d5 and doubled, isolated h-pawns; Black: nothing but its king.
    let position = Chess::from_fen("6k1/8/8/3P4/8/7P/7P/6K1 w - - 0 1").unwrap();
    let mut terms = Terms::default();
    position.terms(&mut terms);
    let count = |name| count::<Chess>(&terms, name);
    assert_eq!(count("pawn"), 3);
    assert_eq!(count("doubled pawn"), 1);
    assert_eq!(count("isolated pawn"), 3);
    // d5 and the front h-pawn are passed (by their ranks); the h2 pawn stands behind its own.
    assert_eq!(count("passed pawn on rank 5"), 1);
    assert_eq!(count("passed pawn on rank 3"), 1);
    assert_eq!(count("passed pawn on rank 2"), 0);
    assert_eq!(terms.phase, 0);
    assert!(position.evaluate() > 200);
}

/// A safe check is a square the enemy king could be checked from next move, reached by a piece
/// that checks from there, neither held by its own side nor guarded by the king's.
#[test]
fn safe_checks_are_counted_where_they_are() {
    // White's queen reaches d8 (check along the eighth rank, out of the king's reach) but not
    // g4 or e6 (nothing checks from there); the rook on a7 checks from a8, guarded by nothing.
    let terms = chess_terms("6k1/R4ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1");
    let checks = |terms: &Terms, name| count::<Chess>(terms, name);
    assert_eq!(checks(&terms, "safe queen check"), 1);
    assert_eq!(checks(&terms, "safe rook check"), 1);
    assert_eq!(checks(&terms, "safe knight check") + checks(&terms, "safe bishop check"), 0);
    // A black rook on c8 guards d8 and shuts a8 off from the king's rank.
    let terms = chess_terms("2r3k1/R4ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1");
    assert_eq!(checks(&terms, "safe queen check"), 0);
    assert_eq!(checks(&terms, "safe rook check"), 0);
}

/// Mobility counts each piece once, under its number of safe squares.
#[test]
fn mobility_counts_a_piece_by_its_safe_squares() {
    // The knight on a1 reaches b3 and c2; the bishop on h1 the long diagonal's seven squares
    // but c6, which Black's d7 pawn holds.
    let terms = chess_terms("4k3/3p4/8/8/8/8/8/N3K2B w - - 0 1");
    let count = |name| count::<Chess>(&terms, name);
    assert_eq!(count("knight mobility 2"), 1);
    assert_eq!(count("bishop mobility 6"), 1);
    assert_eq!(count("bishop mobility 7"), 0);
}

/// Outposts, rooks on the seventh, backward pawns, pawns side by side and the files by the
/// king without a pawn of its side.
#[test]
fn piece_and_pawn_shapes_are_counted_where_they_are() {
    let count = |fen, name| count::<Chess>(&chess_terms(fen), name);
    // The e5 knight is guarded by d4 and no black pawn can come to the d- or f-file ahead.
    assert_eq!(count("4k3/p7/8/4N3/3P4/8/8/4K3 w - - 0 1", "knight outpost"), 1);
    assert_eq!(count("4k3/p4p2/8/4N3/3P4/8/8/4K3 w - - 0 1", "knight outpost"), 0);
    assert_eq!(count("4k3/R7/8/8/8/8/8/4K3 w - - 0 1", "rook on the seventh rank"), 1);
    // d3 cannot be joined by c4 (ahead of it) and e5 holds d4; c4 has d3 behind it.
    assert_eq!(count("4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1", "backward pawn"), 1);
    assert_eq!(count("4k3/8/8/4p3/2P5/3P4/2P5/4K3 w - - 0 1", "backward pawn"), 0);
    assert_eq!(count("4k3/8/8/8/8/8/PPP5/4K3 w - - 0 1", "pawn beside a pawn"), 2);
    // White's g1 king lacks a g-pawn (f and h stand); Black's e8 king has no pawn at all.
    assert_eq!(count("4k3/8/8/8/8/8/5P1P/6K1 w - - 0 1", "file by the king without a pawn of its side"), 1 - 3);
}

/// The bishop's own pawns on its colour, a minor piece sheltered by a pawn in front, a rook
/// behind its passed pawn, the squares by the king only the king guards, the king's distance
/// to its pawns.
#[test]
fn bishops_rooks_and_kings_are_counted_by_their_pawns() {
    let count = |fen, name| count::<Chess>(&chess_terms(fen), name);
    // The d2 bishop stands on a dark square, as c3 and e3 do (d3 is light), and behind d3.
    assert_eq!(count("4k3/8/8/8/8/2PPP3/3B4/4K3 w - - 0 1", "own pawn on the bishop's square colour"), 2);
    assert_eq!(count("4k3/8/8/8/8/2PPP3/3B4/4K3 w - - 0 1", "knight or bishop behind a pawn"), 1);
    // The d5 pawn is passed; a rook behind it counts, one in front of it does not.
    assert_eq!(count("4k3/8/8/3P4/8/8/8/3RK3 w - - 0 1", "rook behind a passed pawn of its side"), 1);
    assert_eq!(count("4k3/3R4/8/3P4/8/8/8/4K3 w - - 0 1", "rook behind a passed pawn of its side"), 0);
    // The g1 rook (giving check) attacks g7, which nothing of Black's but its king guards.
    assert_eq!(count("6k1/8/8/8/8/8/8/K5R1 b - - 0 1", "weak square by the king"), 1);
    // A knight on e8 guards g7.
    assert_eq!(count("4n1k1/8/8/8/8/8/8/K5R1 b - - 0 1", "weak square by the king"), 0);
    // White's e1 king is four steps from a2; Black has no pawn.
    assert_eq!(count("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "king's distance to its nearest pawn"), 4);
}

/// A passed pawn's stop square and both kings' distances to it count by its advance less one.
#[test]
fn passed_pawns_count_their_stop_square_and_the_kings_distances() {
    // d5 (advance 4, stop d6) and h3 (advance 2, stop h4) are passed; h2 stands behind h3.
    let terms = chess_terms("6k1/8/8/3P4/8/7P/7P/6K1 w - - 0 1");
    let count = |name| count::<Chess>(&terms, name);
    assert_eq!(count("passed pawn's stop square empty, by advance"), 3 + 1);
    // g8 to d6 is 3 steps, to h4 4; g1 to d6 is 5, to h4 3.
    assert_eq!(count("enemy king's distance to a passed pawn's stop square, by advance"), 3 * 3 + 4);
    assert_eq!(count("own king's distance to a passed pawn's stop square, by advance"), 3 * 5 + 3);
}

/// A Giant-King pawn is passed when no enemy pawn stands ahead of it on its file or the next,
/// and it is its file's front pawn; its advance is counted from its owner's first rank.
#[test]
fn giant_king_passed_pawns_are_counted_where_they_are() {
    use menagerie_rules::variants::giant_king::GiantKing;
    // White: c6 and a4 passed, a3 behind a4, h4 held by Black's h7 (which h4 holds in turn).
    let position = GiantKing::from_fen("4kk4/4kk4/10/7p2/2P7/10/P6P2/P9/4KK4/4KK4[] w - - 0 1").unwrap();
    let mut terms = Terms::default();
    position.terms(&mut terms);
    let count = |name| count::<GiantKing>(&terms, name);
    assert_eq!(count("passed pawn"), 2);
    assert_eq!(count("passed pawn advance²"), 5 * 5 + 3 * 3);
    assert_eq!(count("pawn"), 3);
}

/// Giant-King's start is symmetric: every term cancels but the move, and the phase is full.
#[test]
fn giant_king_start_counts_nothing_but_the_move() {
    use menagerie_rules::variants::giant_king::GiantKing;
    let start = GiantKing::start();
    let mut terms = Terms::default();
    start.terms(&mut terms);
    let names = GiantKing::names();
    let tempo = names.iter().position(|n| n == "tempo").unwrap();
    for (i, &count) in terms.counts().iter().enumerate() {
        assert_eq!(count, i32::from(i == tempo), "{}", names[i]);
    }
    assert_eq!(terms.phase, GiantKing::PHASE);
}

/// The search sums each term's weight as it is counted (`tune::Score`); the tuner keeps the
/// counts (`Terms`) and weighs them afterwards. Both must value every position alike.
#[test]
fn the_search_and_the_tuner_value_a_position_alike() {
    use menagerie_engine::tune::{evaluate, value};
    for fen in POSITIONS {
        let position = Chess::from_fen(fen).unwrap();
        let mut terms = Terms::default();
        position.terms(&mut terms);
        assert_eq!(evaluate(&position), value(&terms, Chess::weights(), Chess::PHASE), "{fen}");
    }
}

/// Threats: a piece a pawn attacks, a rook or queen a minor piece attacks, a queen a rook
/// attacks, and a piece attacked that nothing defends, each White's count less Black's.
#[test]
fn threats_are_counted_where_they_are() {
    // d4 and f3 attack the undefended knight on e5; f3 attacks the rook on h4; a1 the queen on
    // a8. Black's knight and queen attack the undefended f3 and a1 in turn.
    let position = Chess::from_fen("q3k3/8/8/4n3/3P3r/5N2/8/R3K3 w - - 0 1").unwrap();
    let mut terms = Terms::default();
    position.terms(&mut terms);
    let count = |name| count::<Chess>(&terms, name);
    assert_eq!(count("piece attacked by a pawn"), 1);
    assert_eq!(count("rook or queen attacked by a minor piece"), 1);
    assert_eq!(count("queen attacked by a rook"), 1);
    assert_eq!(count("piece attacked and undefended"), 3 - 2);
    assert_eq!(count("pawn supported by a pawn"), 0);
    assert_eq!(count("knight on c3 or f3"), 1);
    assert_eq!(count("knight on d5 or e5"), 0, "Black's knight on e5 stands on White's d4 or e4");
    assert_eq!(count("knight on d4 or e4"), -1);
}

/// Attacks on the squares round the enemy king count by attacker, and by their total (a
/// table term per total: king danger grows faster than the attacks).
#[test]
fn attacks_on_the_king_zone_are_counted_by_attacker_and_by_total() {
    // The rook on f1 attacks f7 and f8 by the open file; the knight on e6 attacks f8 and g7.
    let position = Chess::from_fen("6k1/8/4N3/8/8/8/8/K4R2 w - - 0 1").unwrap();
    let mut terms = Terms::default();
    position.terms(&mut terms);
    let count = |name| count::<Chess>(&terms, name);
    // These two count against the side attacked, as the weights expect.
    assert_eq!(count("king zone attacked by a rook"), -2);
    assert_eq!(count("king zone attacked by a knight"), -2);
    // Neither side has a queen: the attack counts go to the queenless table.
    assert_eq!(count("4 attacks on the enemy king zone without a queen"), 1);
    assert_eq!(count("4 attacks on the enemy king zone"), 0);
    // Black attacks nothing round White's king: its zero cancels White's none.
    assert_eq!(count("0 attacks on the enemy king zone without a queen"), -1);
    // With a queen each (White's on a2 reaches nothing by the king), the queen's table counts.
    let queens = chess_terms("q5k1/8/4N3/8/8/8/Q7/K4R2 w - - 0 1");
    assert_eq!(crate::count::<Chess>(&queens, "4 attacks on the enemy king zone"), 1);
    assert_eq!(crate::count::<Chess>(&queens, "4 attacks on the enemy king zone without a queen"), 0);
}

/// The enemy king's flank (four files on its side's five ranks): each square attacked, and
/// again each attacked twice.
#[test]
fn attacks_on_the_king_flank_are_counted_once_and_twice() {
    // Black's g8 king: files e–h, ranks 4–8. The rooks attack g4–g8 and h4–h8; the f5 knight
    // attacks e7 and, a second time, g7, h6 and h4.
    let terms = chess_terms("6k1/8/8/5N2/8/8/8/K5RR b - - 0 1");
    let count = |name| count::<Chess>(&terms, name);
    assert_eq!(count("square of the enemy king's flank attacked"), 11);
    assert_eq!(count("square of the enemy king's flank attacked twice"), 3);
}

/// Space, passed pawns' way and stop square, checks from guarded squares, minor pieces far
/// from their king, a king with no pawn on its flank.
#[test]
fn space_passers_checks_and_king_shelter_are_counted_where_they_are() {
    let count = |fen, name| count::<Chess>(&chess_terms(fen), name);
    // White: c2–f4 less the d4 and e4 pawns (10), and d2, d3, e2, e3 again behind them;
    // Black: c5–f7 less c5, d5, e5 and f5, which the pawns attack (8).
    assert_eq!(count("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", "space"), 14 - 8);
    // The d5 pawn (advance 4, weight 3): nothing attacks d6–d8, the e5 king guards d6.
    assert_eq!(count("k7/8/8/3PK3/8/8/8/8 w - - 0 1", "passed pawn's way on unattacked, by advance"), 3);
    assert_eq!(count("k7/8/8/3PK3/8/8/8/8 w - - 0 1", "passed pawn's stop square guarded, by advance"), 3);
    // The e8 king guards d7 and d8.
    assert_eq!(count("4k3/8/8/3P4/8/8/8/K7 w - - 0 1", "passed pawn's way on unattacked, by advance"), 0);
    // The rook checks safely from e1; from a8 the c7 knight would take it.
    assert_eq!(count("4k3/2n5/8/8/8/8/8/R6K w - - 0 1", "unsafe check"), 1);
    assert_eq!(count("4k3/2n5/8/8/8/8/8/R6K w - - 0 1", "safe rook check"), 1);
    assert_eq!(count("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", "knight or bishop's distance to its own king"), 4);
    // White's g1 king has no pawn on e–h; Black's a8 king has a2 on a–d.
    assert_eq!(count("k7/8/8/8/8/8/P7/6K1 w - - 0 1", "king on a flank without pawns"), 1);
}

/// Threats by the attacker's kind and the victim's, a victim weak where the enemy holds it
/// neither by a pawn nor twice; squares both sides attack; next move's threats to the queen.
#[test]
fn threats_count_by_attacker_and_victim_and_weakness() {
    let count = |fen, name| count::<Chess>(&chess_terms(fen), name);
    // The b3 bishop attacks the d5 knight, which attacks nothing of White's.
    assert_eq!(count("4k3/8/8/3n4/8/1B6/8/4K3 w - - 0 1", "knight or bishop attacked by a knight or bishop"), 1);
    // The b4 knight and the d1 rook attack the d5 pawn; the e6 pawn makes it strong.
    let loose = "4k3/8/8/3p4/1N6/8/8/3RK3 w - - 0 1";
    assert_eq!(count(loose, "weak pawn attacked by a knight or bishop"), 1);
    assert_eq!(count(loose, "weak pawn attacked by a rook"), 1);
    let held = "4k3/8/4p3/3p4/1N6/8/8/3RK3 w - - 0 1";
    assert_eq!(count(held, "weak pawn attacked by a knight or bishop"), 0);
    assert_eq!(count(held, "weak pawn attacked by a rook"), 0);
    assert_eq!(count("4k3/8/8/3b4/8/8/8/3RK3 w - - 0 1", "weak knight or bishop attacked by a rook"), 1);
    assert_eq!(count("4k3/8/8/8/8/8/8/3nK3 w - - 0 1", "weak piece or pawn attacked by the king"), 1);
    // The a8 queen alone guards the knight the rook attacks.
    assert_eq!(count("q3k3/8/8/3n4/8/8/8/3RK3 w - - 0 1", "weak piece or pawn guarded by the queen"), 1);
    // The kings share c4, d4 and e4, which the a4 rook makes White's.
    assert_eq!(count("8/8/8/3k4/R7/3K4/8/8 w - - 0 1", "square both attack that the enemy does not hold strongly"), 3);
    // The d4 knight can reach c6 and e6, both unguarded, to attack the d8 queen.
    assert_eq!(count("3qk3/8/8/8/3N4/8/8/4K3 w - - 0 1", "safe square for a knight to attack the enemy queen from"), 2);
    // Both rooks reach d1, on the queen's file; the queen guards it once.
    let rooks = "3qk3/8/8/8/8/8/7K/R6R w - - 0 1";
    assert_eq!(count(rooks, "safe square for a bishop or rook to attack the enemy queen from"), 1);
}

/// Pawns side by side or supported, weak pawns on files the enemy has no pawn ahead on,
/// pawns blocked far up the board, bishops on the long diagonals.
#[test]
fn connected_unopposed_blocked_pawns_and_long_diagonals_are_counted() {
    let count = |fen, name| count::<Chess>(&chess_terms(fen), name);
    // d4 and e4 side by side, advance 3 each: 2 + 2.
    assert_eq!(count("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", "connected pawn, by advance"), 4);
    assert_eq!(count("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "isolated or backward pawn with no enemy pawn ahead"), 1);
    // a7 stands ahead of a2 and a2 ahead of a7: both isolated, neither unopposed.
    assert_eq!(count("4k3/p7/8/8/8/8/P7/4K3 w - - 0 1", "isolated or backward pawn with no enemy pawn ahead"), 0);
    // e5 is blocked on White's fifth rank; e6 on Black's third does not count.
    assert_eq!(
        count("4k3/8/4p3/4P3/8/8/8/4K3 w - - 0 1", "pawn on the fifth or sixth rank blocked by an enemy pawn"),
        1
    );
    assert_eq!(count("4k3/8/8/8/8/8/1B6/4K3 w - - 0 1", "bishop on a long diagonal"), 1);
    assert_eq!(count("4k3/8/8/8/8/2P5/1B6/4K3 w - - 0 1", "bishop on a long diagonal"), 0);
}

/// A pawn storm is the pawn nearest in front of the enemy king on each of its three files, by
/// its distance in ranks (1 to 4), or blocked when an enemy pawn stands right in front of it.
#[test]
fn pawns_storming_the_king_are_counted_by_distance() {
    // Black's king on g8: White's g5 is 3 ranks short, h6 2 (blocked by h7), f2 too far.
    let terms = chess_terms("6k1/7p/7P/6P1/8/8/5P2/K7 w - - 0 1");
    let count = |name| count::<Chess>(&terms, name);
    assert_eq!(count("pawn storm 3 ranks from the king"), 1);
    assert_eq!(count("pawn storm blocked by a pawn"), 1);
    assert_eq!(count("pawn storm 2 ranks from the king"), 0);
    // Black's h7 stands 6 ranks above White's a1 king and off its files.
    assert_eq!(count("pawn storm 4 ranks from the king"), 0);
}

/// A pawn that can step to a square the enemy pawns do not hold threatens the pieces it would
/// attack from there; a push onto a square an enemy pawn holds, or into a piece, does not count.
#[test]
fn safe_pawn_pushes_that_would_attack_a_piece_are_threats() {
    // d2-d4 (two steps, through d3, which the c5 knight holds) would attack the c5 knight and
    // the e5 rook; b3-b4 would attack the knight too, but Black's a5 pawn holds b4.
    let terms = chess_terms("4k3/8/8/p1n1r3/8/1P6/3P4/K7 w - - 0 1");
    let count = |name| count::<Chess>(&terms, name);
    assert_eq!(count("piece a safe pawn push would attack"), 2);
}

/// Monkey King's terms are Red's count less Blue's: each side's disks on the board and in
/// hand, the Pilgrim's rank and danger, Blue's disks near it; the phase is Blue's force.
#[test]
fn monkey_king_terms_are_counted_where_they_are() {
    use menagerie_engine::tune::{evaluate, value};
    use menagerie_rules::variants::monkey_king::MonkeyKing;
    // The Pilgrim on c2, a Blue pawn on b3 attacking it, a Blue knight on a7; one Fists token.
    let fen = "5/n4/5/5/5/1p3/2K2/5[PPPPPPNNHHCpppppnhhck] r 2/2 1 - 7";
    let position = MonkeyKing::from_fen(fen).unwrap();
    let mut terms = Terms::default();
    position.terms(&mut terms);
    let count = |name| count::<MonkeyKing>(&terms, name);
    assert_eq!((count("red king"), count("blue pawn"), count("blue knight")), (1, -1, -1));
    assert_eq!((count("red pawn in hand"), count("red celestial in hand")), (6, 1));
    assert_eq!((count("blue pawn in hand"), count("blue king in hand")), (-5, -1));
    assert_eq!((count("fists token"), count("pilgrim on the board"), count("pilgrim rank²")), (1, 1, 1));
    assert_eq!(count("pilgrim in check"), 1);
    // b3 is one step from c2 (6 of 7 nearness), a7 five (2 of 7): Blue's.
    assert_eq!(count("blue near the pilgrim"), -8);
    assert_eq!(terms.phase, 12, "Blue has all twelve disks");
    assert_eq!(evaluate(&position), value(&terms, MonkeyKing::weights(), MonkeyKing::PHASE));
    // The search's value is the tuned sum, for the side to move.
    assert_eq!(position.evaluate(), evaluate(&position));
}
