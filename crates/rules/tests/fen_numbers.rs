//! Every number a FEN holds — runs of empty squares, clocks, move numbers, counts in hands,
//! trays, supplies and chip stacks — is read with checked arithmetic: any value, however large,
//! is either read or refused with an error that points into the text, never a panic.

use menagerie_rules::{Position, Seat, Variant, Viewer, with_variant};

/// Values at and past every integer width's edge, and one past any width.
const HUGE: [&str; 7] = [
    "255",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999999",
];

/// Positions whose FENs hold every kind of number the variant writes: the start and a few
/// positions along a fixed playout (hands, trays and chip stacks fill up as a game goes on).
fn sample_fens<P: Position>() -> Vec<String> {
    let mut position = P::start();
    let mut fens = vec![position.fen()];
    let mut actions = Vec::new();
    for ply in 0..60 {
        actions.clear();
        position.legal_actions(&mut actions);
        if actions.is_empty() {
            break;
        }
        // Prefer captures so that hands and trays get pieces in them.
        let action = actions.iter().copied().find(|&a| position.is_capture(a)).unwrap_or(actions[ply % actions.len()]);
        position.play_unchecked(action);
        if ply % 15 == 14 {
            fens.push(position.fen());
        }
    }
    fens
}

/// The byte ranges of every maximal run of digits in `text`.
fn digit_runs(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut runs = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            runs.push((start, i));
        } else {
            i += 1;
        }
    }
    runs
}

/// Whatever a FEN reads to must also be usable: written back, listed, viewed by every seat.
fn exercise<P: Position>(fen: &str) {
    match P::from_fen(fen) {
        Err(e) => {
            assert!(e.offset <= fen.len(), "{}: offset {} beyond '{fen}'", P::VARIANT, e.offset);
            assert!(!e.message.is_empty());
        }
        Ok(position) => {
            let written = position.fen();
            let reread = P::from_fen(&written)
                .unwrap_or_else(|e| panic!("{}: own FEN '{written}' of '{fen}' refused: {e}", P::VARIANT));
            assert_eq!(reread.fen(), written, "{}: '{fen}' does not round-trip", P::VARIANT);
            let mut actions = Vec::new();
            position.legal_actions(&mut actions);
            for seat in 0..position.players() {
                let _ = position.view_fen(Viewer::Seat(Seat(seat as u8)));
            }
            let _ = position.view_fen(Viewer::Spectator);
            let _ = position.outcome();
        }
    }
}

fn every_number_replaced<P: Position>() {
    for fen in sample_fens::<P>() {
        for (start, end) in digit_runs(&fen) {
            for huge in HUGE {
                let mut edited = fen.clone();
                edited.replace_range(start..end, huge);
                exercise::<P>(&edited);
            }
        }
    }
}

#[test]
fn every_number_in_every_variant_fen_is_read_or_refused() {
    for variant in Variant::ALL {
        with_variant!(variant, P => every_number_replaced::<P>());
    }
}

/// The run that made `file + run` wrap: pieces then a run of `usize::MAX` empty squares.
#[test]
fn a_run_of_usize_max_after_a_piece_is_refused() {
    let mut tried = 0;
    for variant in Variant::ALL {
        with_variant!(variant, P => {
            let fen = P::start().fen();
            let board_end = fen.find([' ', '[']).unwrap_or(fen.len());
            let mut start = 0;
            for rank in fen[..board_end].split('/') {
                let pieces = rank.split(|c: char| c.is_ascii_digit()).next().unwrap_or("");
                if !pieces.is_empty() {
                    let mut edited = fen.clone();
                    edited.replace_range(start..start + rank.len(), &format!("{pieces}{}", usize::MAX));
                    let error = P::from_fen(&edited).expect_err("a rank far longer than the board");
                    assert!(error.offset >= start && error.offset <= start + rank.len() + 20, "{}: {error}", P::VARIANT);
                    tried += 1;
                    break;
                }
                start += rank.len() + 1;
            }
        });
    }
    assert!(tried >= 4, "only {tried} variants have a start rank that begins with a piece");
}
