//! What every input must satisfy, for the fuzz targets and the corpus replay alike. An input
//! is a variant byte (its index in `Variant::ALL`, modulo) followed by text; a check panics on a
//! broken property, which is what the fuzzer reports.

use menagerie_rules::{Position, Seat, Variant, Viewer, play_text, with_variant};

/// The variant an input's first byte names, and the rest of the input as text.
pub fn split(data: &[u8]) -> Option<(Variant, &str)> {
    let (&first, rest) = data.split_first()?;
    let variant = Variant::ALL[first as usize % Variant::ALL.len()];
    Some((variant, std::str::from_utf8(rest).ok()?))
}

/// A FEN is read or refused with an error inside the text; what is read writes back to the
/// same FEN and hash, and so does every seat's and a spectator's view.
pub fn fen(data: &[u8]) {
    let Some((variant, text)) = split(data) else { return };
    with_variant!(variant, P => {
        match P::from_fen(text) {
            Err(e) => assert!(e.offset <= text.len() && !e.message.is_empty(), "{variant}: bad error {e:?}"),
            Ok(position) => round_trip(&position),
        }
    });
}

/// Any text as a move in the start position (or after the moves before it, one per line) is
/// played or refused, never a panic; the position reached writes a FEN that reads back.
pub fn move_text(data: &[u8]) {
    let Some((variant, text)) = split(data) else { return };
    with_variant!(variant, P => {
        let mut position = P::start();
        for line in text.lines().take(4) {
            let _ = play_text(&mut position, line);
        }
        // The position reached writes a FEN that reads back (the roundtrip target checks views).
        let fen = position.fen();
        let again = P::from_fen(&fen).unwrap_or_else(|e| panic!("{variant}: own FEN '{fen}' refused: {e}"));
        assert_eq!((again.fen(), again.hash()), (fen, position.hash()), "{variant}: FEN round trip");
    });
}

/// The first line a FEN, each following line a move: read, play what is legal, and before and
/// after write and re-read the FEN and every seat's view FEN (identical text and hash).
pub fn roundtrip(data: &[u8]) {
    let Some((variant, text)) = split(data) else { return };
    let mut lines = text.lines();
    let Some(fen) = lines.next() else { return };
    with_variant!(variant, P => {
        let Ok(mut position) = P::from_fen(fen) else { return };
        round_trip(&position);
        for line in lines.take(8) {
            let _ = play_text(&mut position, line);
        }
        round_trip(&position);
    });
}

/// The FEN, and every view's FEN, read back to the same text and hash; the legal actions'
/// texts read back to the same actions; outcome is decided exactly when nothing is legal.
fn round_trip<P: Position>(position: &P) {
    let fen = position.fen();
    let again = P::from_fen(&fen).unwrap_or_else(|e| panic!("{}: own FEN '{fen}' refused: {e}", P::VARIANT));
    assert_eq!(again.fen(), fen, "{}: FEN does not round-trip", P::VARIANT);
    assert_eq!(again.hash(), position.hash(), "{}: hash differs after reading '{fen}'", P::VARIANT);
    let viewers = (0..position.players()).map(|s| Viewer::Seat(Seat(s as u8))).chain([Viewer::Spectator]);
    for viewer in viewers {
        let view = position.view_fen(viewer);
        let read = P::from_fen(&view).unwrap_or_else(|e| panic!("{}: view FEN '{view}' refused: {e}", P::VARIANT));
        assert_eq!(read.fen(), view, "{}: view FEN does not round-trip", P::VARIANT);
        assert_eq!(read.hash(), position.view(viewer).hash(), "{}: view hash differs for '{view}'", P::VARIANT);
    }
    let mut actions = Vec::new();
    position.legal_actions(&mut actions);
    assert_eq!(
        position.outcome().is_some(),
        actions.is_empty(),
        "{}: outcome and actions disagree at '{fen}'",
        P::VARIANT
    );
    // A spread of the actions, not all: reading one action's text lists every action.
    let step = actions.len() / 8 + 1;
    for &action in actions.iter().step_by(step) {
        let text = position.action_text(action);
        assert_eq!(position.parse_action(&text), Ok(action), "{}: '{text}' at '{fen}'", P::VARIANT);
    }
}
