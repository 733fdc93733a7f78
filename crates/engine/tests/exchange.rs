//! Static exchange evaluation in chess (and Giant-King Chess, at the end): what a capture wins
//! once both sides have traded on its square, on positions whose answer can be worked out by
//! hand (piece values 100, 320, 330, 500, 900). The search orders and prunes captures by it, so
//! a wrong sign hides wins.

use menagerie_engine::Evaluate;
use menagerie_rules::Position;
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;

/// What `capture` wins in the position `fen` of the variant `P`.
fn exchange_in<P: Evaluate>(fen: &str, capture: &str) -> i32 {
    let position = P::from_fen(fen).unwrap();
    let action = position.parse_action(capture).unwrap();
    assert!(position.is_capture(action), "{capture} captures");
    position.exchange(action).expect("the variant weighs exchanges")
}

fn exchange(fen: &str, capture: &str) -> i32 {
    exchange_in::<Chess>(fen, capture)
}

#[test]
fn an_undefended_pawn_is_won() {
    assert_eq!(exchange("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1-e5"), 100);
    assert_eq!(exchange("4k3/8/8/8/4p3/3K4/8/8 w - - 0 1", "d3-e4"), 100, "a king may take what nothing defends");
}

#[test]
fn a_pawn_for_a_pawn_is_even_and_a_queen_for_a_pawn_is_not() {
    assert_eq!(exchange("4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1", "e4-d5"), 0);
    assert_eq!(exchange("4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1", "d2-d5"), -800);
}

#[test]
fn a_long_exchange_stops_where_going_on_loses() {
    // Nxe5 Nxe5 Rxe5 Bxe5 Qxe5 Qxe5: White does best to stop after the first recapture.
    assert_eq!(exchange("1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1", "d3-e5"), -220);
}

#[test]
fn a_rook_behind_a_rook_joins_in() {
    // Re2xe5 Re7xe5 Re1xe5: the rook on e1 sees e5 once e2 has emptied.
    assert_eq!(exchange("4k3/4r3/8/4p3/8/8/4R3/4R1K1 w - - 0 1", "e2-e5"), 100);
    // Without the second rook the defended pawn costs the rook.
    assert_eq!(exchange("4k3/4r3/8/4p3/8/8/4R3/6K1 w - - 0 1", "e2-e5"), -400);
}

#[test]
fn a_king_recaptures_only_what_nothing_else_defends() {
    // The king on e6 may take back the rook on d5 unless the bishop on b3 guards it.
    assert_eq!(exchange("8/8/4k3/3p4/8/8/8/3RK3 w - - 0 1", "d1-d5"), -400);
    assert_eq!(exchange("8/8/4k3/3p4/8/1B6/8/3RK3 w - - 0 1", "d1-d5"), 100);
}

#[test]
fn en_passant_and_promotion() {
    assert_eq!(exchange("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5-d6"), 100);
    // A pawn taking a rook on the last rank and becoming a queen, nothing recapturing.
    assert_eq!(exchange("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7-d8=Q"), 500 + 800);
}

/// Giant-King Chess (10×10): the same evaluation with its pieces (pawn 100, rook 500, gryphon
/// 550), the bent riders' lines included.
fn giant_exchange(fen: &str, capture: &str) -> i32 {
    exchange_in::<GiantKing>(fen, capture)
}

#[test]
fn giant_king_chess_trades_with_pawns_and_bent_riders() {
    let kings_and = |rank9: &str, rank7: &str| format!("8kk/{rank9}/10/{rank7}/4p5/10/10/10/KK2R5/KK8[] w - - 0 1");
    assert_eq!(giant_exchange(&kings_and("8kk", "10"), "e2-e6"), 100, "nothing defends the pawn");
    assert_eq!(giant_exchange(&kings_and("8kk", "3p6"), "e2-e6"), -400, "a pawn on d7 takes back");
    // A Gryphon on d9 steps to e8 and rides down the e-file to e6, unless e7 is filled.
    assert_eq!(giant_exchange(&kings_and("3g4kk", "10"), "e2-e6"), -400, "the Gryphon takes back");
    assert_eq!(giant_exchange(&kings_and("3g4kk", "4p5"), "e2-e6"), 100, "the pawn on e7 blocks the Gryphon");
}

#[test]
fn giant_king_chess_orders_the_richer_capture_first() {
    // The rook on e2 may take a pawn on e6 or a Gryphon on c2: the Gryphon first.
    let position = GiantKing::from_fen("8kk/8kk/10/10/4p5/10/10/10/KKg1R5/KK8[] w - - 0 1").unwrap();
    let hint = |text: &str| position.order_hint(position.parse_action(text).unwrap());
    assert!(hint("e2-c2") > hint("e2-e6"), "{} vs {}", hint("e2-c2"), hint("e2-e6"));
    // The Giant-King's step to b1 covers c1 and c2, taking the Gryphon too.
    assert!(hint("a1-b1") > hint("e2-e6"));
    assert_eq!(hint("a1-a2"), 0, "a step that takes nothing");
}
