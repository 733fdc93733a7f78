//! Monster Bluff Chess: the engine plays from its own view (never the referee's position),
//! where every enemy king is a prince until one is left, and beats a random mover. Depth
//! limits only, never time.

use menagerie_engine::arena::engine_wins_against_random;
use menagerie_engine::{Limits, Searcher};
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::{Position, Seat, Viewer};

fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), ..Limits::default() }
}

/// The start position with both True Kings chosen.
fn chosen(white: &str, black: &str) -> MonsterBluff {
    let mut p = MonsterBluff::start();
    p.choose_secret(Seat::FIRST, white).unwrap();
    p.choose_secret(Seat::SECOND, black).unwrap();
    p
}

#[test]
fn the_engine_sees_the_same_whatever_the_hidden_true_king() {
    // Two referee positions that differ only in Black's secret give White's engine the very
    // same input, and so the very same answer.
    let mut a = chosen("8e1", "5d1");
    let mut b = chosen("8e1", "10e8");
    for m in ["8e2-8e4", "9e7-9e5"] {
        menagerie_rules::play_text(&mut a, m).unwrap();
        menagerie_rules::play_text(&mut b, m).unwrap();
    }
    assert_ne!(a.fen(), b.fen());
    // Black's own views differ (each knows its own True King)...
    let (va, vb) = (a.view(Viewer::Seat(Seat::SECOND)), b.view(Viewer::Seat(Seat::SECOND)));
    assert!(va.fen().ends_with(" ?,5d1") && vb.fen().ends_with(" ?,10e8"));
    // ...and White's, the engine's input, are one and the same.
    let (va, vb) = (a.view(Viewer::Seat(Seat::FIRST)), b.view(Viewer::Seat(Seat::FIRST)));
    assert!(va.fen().ends_with(" 8e1,?"));
    assert_eq!((va.fen(), va.hash()), (vb.fen(), vb.hash()));
    let ra = Searcher::<MonsterBluff>::new(8).search(&va, &[], depth(2));
    let rb = Searcher::<MonsterBluff>::new(8).search(&vb, &[], depth(2));
    assert_eq!((ra.best, ra.score, ra.nodes), (rb.best, rb.score, rb.nodes));
}

#[test]
fn the_engine_takes_a_king_it_can_take_and_guards_its_true_king() {
    // White's queen can take either of Black's two kings, neither guarded: the engine takes
    // one (a prince at least; the other is then known to be the True King).
    let fen = "****24****/****24****/****24****/****24****/****24****/****24****/****24****/****24****/32/32/32/11k3k16/32/32/32/11Q20/****24****/****24****/****24****/****24****/****24****/****24****/****24****/****4K11K7**** w - - 0 1 - W10R10U5/W10R10U5 0/0 -- 8e1,?";
    let p = MonsterBluff::from_fen(fen).unwrap();
    let report = Searcher::<MonsterBluff>::new(8).search(&p, &[], depth(2));
    let text = p.action_text(report.best.unwrap());
    assert!(text == "5d1-5d5" || text == "5d1-5h5", "{text}");
    // With its own True King attacked by a black rook, White saves it rather than take a prince.
    let fen = "****24****/****24****/****24****/****24****/****24****/****24****/****24****/****24****/32/32/32/11kk19/32/32/32/11Q20/****24****/****24****/****24****/****24****/****24****/****24****/****24****/****Kr10K11**** w - - 0 1 - W10R10U5/W10R10U5 0/0 -- 8a1,?";
    let p = MonsterBluff::from_fen(fen).unwrap();
    let report = Searcher::<MonsterBluff>::new(8).search(&p, &[], depth(2));
    let text = p.action_text(report.best.unwrap());
    assert!(text.starts_with("8a1-") || text == "5d1-8b1", "{text}");
}

#[test]
fn the_engine_beats_a_random_mover() {
    let games = 10;
    let wins = engine_wins_against_random(&MonsterBluff::start(), games, depth(1), 11);
    assert!(wins >= 9, "{wins} wins of {games}");
}

/// The engine sees a one-move capture of its own True King every time: along seeded games of
/// mostly piece moves, wherever some action of the side to move leaves its True King safe
/// from every reply, the engine's choice (from its own view, depth 2) does too, or wins on
/// the spot. The referee's position judges; the test counts the positions where it mattered.
#[test]
fn the_engine_never_leaves_its_true_king_to_be_taken_when_it_can_help_it() {
    use menagerie_engine::RandomPlayer;
    use menagerie_rules::Outcome;

    /// Whether after `action` the opponent can take the mover's True King at once.
    fn exposes(position: &MonsterBluff, action: <MonsterBluff as Position>::Action) -> bool {
        let mover = position.to_move();
        let mut after = position.clone();
        after.play_unchecked(action);
        if after.outcome().is_some() {
            return false;
        }
        // Taking a king is a capture: the replies that could take it are among the captures.
        let mut replies = Vec::new();
        after.legal_captures(&mut replies);
        replies.into_iter().any(|reply| {
            let mut taken = after.clone();
            taken.play_unchecked(reply);
            matches!(taken.outcome(), Some(Outcome::Win { winner, .. }) if winner != mover)
        })
    }

    let mut mattered = 0;
    for game in 0..4u64 {
        let mut random = RandomPlayer::new(game + 1);
        let mut position = MonsterBluff::start();
        for seat in [Seat::FIRST, Seat::SECOND] {
            let secret = random.choose_secret(&position.view(Viewer::Seat(seat)), seat).unwrap();
            position.choose_secret(seat, &secret).unwrap();
        }
        let mut searcher = Searcher::<MonsterBluff>::new(8);
        for _ in 0..100 {
            if position.outcome().is_some() {
                break;
            }
            let mut actions = Vec::new();
            position.legal_actions(&mut actions);
            let safe = actions.iter().filter(|&&a| !exposes(&position, a)).count();
            if safe > 0 && safe < actions.len() {
                mattered += 1;
                let view = position.view(Viewer::Seat(position.to_move()));
                let best = searcher.search(&view, &[], depth(2)).best.expect("a legal action");
                let best = position.parse_action(&view.action_text(best)).expect("legal for the referee too");
                assert!(
                    !exposes(&position, best),
                    "{} leaves its True King to be taken in {}",
                    position.action_text(best),
                    position.fen()
                );
            }
            // Mostly piece moves (chip placements would fill the game), captures whenever offered.
            let moves: Vec<_> = actions.iter().copied().filter(|&a| position.action_text(a).contains('-')).collect();
            let captures: Vec<_> = moves.iter().copied().filter(|&a| position.is_capture(a)).collect();
            let pool = if !captures.is_empty() && random.below(2) == 0 {
                captures
            } else if !moves.is_empty() && random.below(10) > 0 {
                moves
            } else {
                actions
            };
            let action = pool[random.below(pool.len())];
            position.play_unchecked(action);
        }
    }
    // 107 such positions with these seeds.
    assert!(mattered >= 50, "only {mattered} positions where the True King's safety was at stake");
}

/// Material and pawns' progress are weighted terms (`tune::Tunable`), White's counts less
/// Black's: the start counts nothing but a full phase, and along a random game the search's
/// value is the tuner's for the side to move, plus half the banks' difference.
#[test]
fn terms_are_counted_where_they_are_and_valued_as_the_search_values_them() {
    use menagerie_engine::Evaluate;
    use menagerie_engine::RandomPlayer;
    use menagerie_engine::tune::{Terms, Tunable, evaluate, value};
    let start = chosen("8e1", "5d1");
    let mut terms = Terms::default();
    start.terms(&mut terms);
    assert!(terms.counts().iter().all(|&c| c == 0), "{:?}", terms.counts());
    assert_eq!(terms.phase, MonsterBluff::PHASE);
    let names = MonsterBluff::names();
    let count = |terms: &Terms, name: &str| {
        terms.counts().get(names.iter().position(|n| n == name).unwrap()).copied().unwrap_or(0)
    };
    // White's pawn steps two ranks on and takes Black's, which had stepped two: three ranks on.
    let mut position = start.clone();
    for m in ["8e2-8e4", "8d7-8d5", "8e4-8d5"] {
        menagerie_rules::play_text(&mut position, m).unwrap();
    }
    let mut terms = Terms::default();
    position.terms(&mut terms);
    assert_eq!((count(&terms, "pawn"), count(&terms, "pawn 3 ranks on")), (1, 1));
    // Each side has moved one pawn from its start rank, and Black's is gone.
    assert_eq!((count(&terms, "pawn 0 ranks on"), count(&terms, "pawn 2 ranks on")), (0, 0));
    let mut random = RandomPlayer::new(9);
    let mut position = start;
    for _ in 0..300 {
        let mut terms = Terms::default();
        position.terms(&mut terms);
        let first = value(&terms, MonsterBluff::weights(), MonsterBluff::PHASE);
        assert_eq!(first, evaluate(&position));
        let banks = position.banks();
        let us = position.to_move().index();
        let chips = (banks[us].min(200_000) as i32 - banks[1 - us].min(200_000) as i32) / 2;
        let sign = if position.to_move() == Seat::FIRST { 1 } else { -1 };
        assert_eq!(position.evaluate(), sign * first + chips, "{}", position.fen());
        let Some(action) = random.choose(&position) else { break };
        position.play_unchecked(action);
    }
}
