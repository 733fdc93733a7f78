//! Properties every variant must keep, on any input: parsers never panic and say where the
//! problem is; FEN and move text round-trip along random games; counting agrees with listing.

use menagerie_rules::{Position, Variant, with_variant};
use proptest::prelude::*;

/// A tiny reproducible generator for random playouts.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays `plies` random legal actions from the start, checking at every position that the
/// FEN and every action's text read back to the same thing.
fn check_playout<P: Position>(seed: u64, plies: usize) {
    let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut position = P::start();
    let mut actions = Vec::new();
    for _ in 0..plies {
        let fen = position.fen();
        let reread = P::from_fen(&fen).unwrap_or_else(|e| panic!("{}: own FEN '{fen}' refused: {e}", P::VARIANT));
        assert_eq!(reread.fen(), fen, "{}: FEN does not round-trip", P::VARIANT);
        assert_eq!(reread.hash(), position.hash(), "{}: hash differs after reading '{fen}'", P::VARIANT);

        actions.clear();
        position.legal_actions(&mut actions);
        let mut scratch = Vec::new();
        assert_eq!(position.count_legal(&mut scratch), actions.len(), "{}: count_legal at '{fen}'", P::VARIANT);
        let mut captures = Vec::new();
        assert_eq!(
            position.legal_captures(&mut captures),
            actions.len(),
            "{}: legal_captures' count at '{fen}'",
            P::VARIANT
        );
        let mut expected: Vec<String> =
            actions.iter().filter(|&&a| position.is_capture(a)).map(|&a| position.action_text(a)).collect();
        let mut listed: Vec<String> = captures.iter().map(|&a| position.action_text(a)).collect();
        expected.sort();
        listed.sort();
        assert_eq!(listed, expected, "{}: legal_captures at '{fen}'", P::VARIANT);
        let mut texts: Vec<String> = actions.iter().map(|&a| position.action_text(a)).collect();
        for (&action, text) in actions.iter().zip(&texts) {
            assert_eq!(position.parse_action(text), Ok(action), "{}: '{text}' at '{fen}'", P::VARIANT);
        }
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), actions.len(), "{}: two actions share a text at '{fen}'", P::VARIANT);
        // A position decides a result exactly when it has no action: otherwise a command
        // given its FEN would refuse a move that `moves` lists (issue 8).
        assert_eq!(
            position.outcome().is_some(),
            actions.is_empty(),
            "{}: outcome {:?} with {} actions at '{fen}'",
            P::VARIANT,
            position.outcome(),
            actions.len()
        );
        if actions.is_empty() {
            break;
        }
        let action = actions[rng.below(actions.len())];
        position.play_unchecked(action);
    }
}

fn variants() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL)
}

fn start_fen(variant: Variant) -> String {
    with_variant!(variant, P => P::start().fen())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_round_trip(variant in variants(), seed in any::<u64>()) {
        with_variant!(variant, P => check_playout::<P>(seed, 120));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_as_fen_is_refused_or_read(variant in variants(), text in "\\PC{0,120}") {
        with_variant!(variant, P => { let _ = P::from_fen(&text); });
    }

    /// Small edits of a valid FEN reach deep into the parser; errors point inside the text.
    #[test]
    fn edited_fens_never_panic(variant in variants(), edits in prop::collection::vec((any::<prop::sample::Index>(), "[ -~]{0,3}"), 1..4)) {
        let mut fen = start_fen(variant);
        for (at, insert) in edits {
            let i = at.index(fen.len() + 1);
            let end = (i + 1).min(fen.len());
            fen.replace_range(i..end, &insert);
        }
        with_variant!(variant, P => {
            if let Err(e) = P::from_fen(&fen) {
                prop_assert!(e.offset <= fen.len(), "offset {} beyond '{fen}'", e.offset);
                prop_assert!(!e.message.is_empty());
            }
        });
    }

    #[test]
    fn any_move_text_is_refused_or_read(variant in variants(), text in "\\PC{0,40}") {
        with_variant!(variant, P => { let _ = P::start().parse_action(&text); });
    }
}
