//! The engine finds forced wins and beats a random mover. Limits are depths and node counts,
//! never wall-clock time, so the results do not depend on the machine.

use menagerie_engine::arena::{Contestant, engine_wins_against_random, play_game};
use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::{Outcome, Position, Seat};

fn best<P: Evaluate>(fen: &str, depth: u32) -> String {
    let position = P::from_fen(fen).unwrap();
    let report = Searcher::<P>::new(16).search(&position, &[], Limits { depth: Some(depth), ..Limits::default() });
    position.action_text(report.best.expect("a legal move"))
}

#[test]
fn chess_mate_in_one() {
    assert_eq!(best::<Chess>("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3), "a1-a8");
}

#[test]
fn chess_wins_material() {
    // The black queen stands unprotected on the rook's file.
    assert_eq!(best::<Chess>("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", 2), "d1-d5");
}

#[test]
fn giant_king_three_rooks_mate() {
    // Rooks on the 8th and 9th ranks; the third joins on the 10th, and every square of the
    // cornered king and of each escape is covered.
    let fen = "8kk/R7kk/R9/10/10/10/10/1R8/4KK4/4KK4[] w - - 0 1";
    let position = GiantKing::from_fen(fen).unwrap();
    let report = Searcher::<GiantKing>::new(16).search(&position, &[], Limits { depth: Some(3), ..Limits::default() });
    let mut after = position.clone();
    after.play_unchecked(report.best.unwrap());
    assert_eq!(
        after.outcome(),
        Some(Outcome::Win { winner: Seat::FIRST, reason: menagerie_rules::WinReason::Checkmate })
    );
}

/// Whether the engine, playing both sides at `nodes` a move from `fen`, mates for White (the
/// game's end and length otherwise, for a failure message).
fn white_mates<P: Evaluate>(fen: &str, nodes: u64) -> Result<(), String> {
    let start = P::from_fen(fen).unwrap();
    let limits = Limits { nodes: Some(nodes), ..Limits::default() };
    let mut seats = [Contestant::engine(limits), Contestant::engine(limits)];
    let game = play_game(&start, &mut seats, 200, 1);
    match game.outcome() {
        Some(Outcome::Win { winner: Seat::FIRST, reason: menagerie_rules::WinReason::Checkmate }) => Ok(()),
        end => Err(format!("{fen}: {end:?} after {} plies at {}", game.record().len(), game.position().fen())),
    }
}

/// The engine, playing both sides at `nodes` a move from `fen`, mates for White.
fn mates_for_white<P: Evaluate>(fen: &str, nodes: u64) {
    white_mates::<P>(fen, nodes).unwrap();
}

/// A rook against the bare king in the middle is mated, where before the mop-up bonus
/// (eval/chess.rs) every node count tried (2,000, 10,000, 40,000 a move) drifted into the
/// fifty-move draw.
#[test]
fn chess_mates_a_bare_king_with_a_rook() {
    mates_for_white::<Chess>("8/8/8/3k4/8/8/8/R3K3 w - - 0 1", 10_000);
}

/// A Cardinal and a Rook against the bare Giant-King: the engine drives the king into a corner
/// and mates it, where before the mop-up bonus (eval/giant_king.rs) it drew by the fifty-move
/// rule at 5,000, 10,000 and 40,000 nodes a move. Four starts among 24 (docs/engine.md), from
/// each of which the engine of a43f22e mated at 10,000 nodes a move with 16 and 64 MiB tables
/// and at 20,000 with 64 (not measured again with the linear history reward); a change to the search may move a single game either way, so three mates
/// of four are asked for. The mop-up's direction is pinned in eval/giant_king.rs's tests.
#[test]
fn giant_king_mates_a_bare_king() {
    let starts = [
        "9C/10/10/3kk5/3kk5/10/1R8/4KK4/4KK4/10[] w - - 0 1",
        "10/10/2kk5C/2kk6/10/7KK1/7KK1/9R/10/10[] w - - 0 1",
        "2R7/10/10/C9/3kk5/3kk5/7KK1/7KK1/10/10[] w - - 0 1",
        "7C2/10/KK8/KK8/6kk2/4R1kk2/10/10/10/10[] w - - 0 1",
    ];
    let failed: Vec<String> = starts.iter().filter_map(|fen| white_mates::<GiantKing>(fen, 10_000).err()).collect();
    assert!(failed.len() <= 1, "no mate from {} of 4 starts: {failed:#?}", failed.len());
}

#[test]
fn chess_beats_a_random_mover() {
    assert!(engine_wins_against_random(&Chess::start(), 6, depth(3), 7) >= 5);
}

#[test]
fn giant_king_beats_a_random_mover() {
    assert!(engine_wins_against_random(&GiantKing::start(), 4, depth(2), 7) >= 3);
}

fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), ..Limits::default() }
}
