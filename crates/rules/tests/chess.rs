//! Orthodox chess (RULES.md §5): move text, FEN, outcomes, and cozy-chess as an oracle.

use std::collections::BTreeSet;

use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::chess::{Chess, Role};
use menagerie_rules::{
    ActionError, DrawReason, Game, Outcome, Position, Seat, WinReason, legal_texts, perft, play_text,
};

fn pos(fen: &str) -> Chess {
    Chess::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn texts(p: &Chess) -> BTreeSet<String> {
    legal_texts(p).into_iter().collect()
}

fn after(fen: &str, moves: &[&str]) -> Chess {
    let mut p = pos(fen);
    for m in moves {
        play_text(&mut p, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    p
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// ---------------------------------------------------------------- move text

#[test]
fn plain_moves_and_captures() {
    let p = Chess::start();
    let t = texts(&p);
    assert_eq!(t.len(), 20);
    assert!(t.contains("e2-e4") && t.contains("g1-f3") && t.contains("a2-a3"));
    let p = after(START, &["e2-e4", "d7-d5"]);
    assert!(texts(&p).contains("e4-d5"));
    let m = p.parse_action("e4xd5").unwrap();
    assert!(p.is_capture(m));
    assert!(!p.is_capture(p.parse_action("e4-e5").unwrap()));
}

#[test]
fn promotions_name_the_piece_in_upper_case() {
    let p = pos("3r2k1/4P3/8/8/8/8/8/K7 w - - 0 1");
    let t = texts(&p);
    for piece in ["Q", "R", "B", "N"] {
        assert!(t.contains(&format!("e7-e8={piece}")), "{t:?}");
        assert!(t.contains(&format!("e7-d8={piece}")), "{t:?}");
    }
    assert!(!t.contains("e7-e8"));
    let mut q = p.clone();
    play_text(&mut q, "e7xd8=N").unwrap();
    assert_eq!(q.fen(), "3N2k1/8/8/8/8/8/8/K7 b - - 0 1");
    assert!(p.is_capture(p.parse_action("e7-d8=Q").unwrap()));
}

#[test]
fn en_passant_is_the_pawns_move() {
    let p = after(START, &["e2-e4", "a7-a6", "e4-e5", "d7-d5"]);
    assert_eq!(p.fen(), "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    let m = p.parse_action("e5-d6").unwrap();
    assert!(p.is_capture(m));
    let mut q = p.clone();
    q.play_unchecked(m);
    assert_eq!(q.fen(), "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
    assert_eq!(q.piece_at(Coord::new(3, 4)), None);
}

#[test]
fn castling_is_the_kings_move() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let t = texts(&p);
    assert!(t.contains("e1-g1") && t.contains("e1-c1"));
    let mut q = p.clone();
    play_text(&mut q, "e1-g1").unwrap();
    assert_eq!(q.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    play_text(&mut q, "e8-c8").unwrap();
    assert_eq!(q.fen(), "2kr3r/8/8/8/8/8/8/R4RK1 w - - 2 2");
    // Through an attacked square, out of check, or with a piece in the way: no castling.
    let t = texts(&pos("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1"));
    assert!(!t.contains("e1-g1") && t.contains("e1-c1"));
    let t = texts(&pos("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1"));
    assert!(!t.contains("e1-g1") && !t.contains("e1-c1"));
    let t = texts(&pos("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"));
    assert!(t.contains("e1-g1") && !t.contains("e1-c1"));
    // b1 may be attacked for long castling: only the king's path counts.
    let t = texts(&pos("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1"));
    assert!(t.contains("e1-c1"));
}

#[test]
fn illegal_and_malformed_text_is_refused() {
    let p = Chess::start();
    assert!(matches!(p.parse_action("e2-e5"), Err(ActionError::Illegal { legal: 20, .. })));
    assert!(matches!(p.parse_action("e1-e2"), Err(ActionError::Illegal { .. })));
    // Loose forms are read (tests/move_text.rs).
    assert_eq!(p.parse_action("e2e4"), p.parse_action("e2-e4"));
    assert!(matches!(p.parse_action("e2 e4"), Err(ActionError::Malformed { .. })));
    let pinned = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(matches!(pinned.parse_action("e2-c3"), Err(ActionError::Illegal { .. })));
    let promo = pos("8/4P1k1/8/8/8/8/8/K7 w - - 0 1");
    assert!(matches!(promo.parse_action("e7-e8"), Err(ActionError::Illegal { .. })));
    assert!(matches!(promo.parse_action("e7-e8=K"), Err(ActionError::Illegal { .. })));
}

// ---------------------------------------------------------------- FEN

#[test]
fn fen_round_trips() {
    for fen in [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b Kq e3 0 3",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 120",
    ] {
        assert_eq!(pos(fen).fen(), fen);
    }
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K3 w - -").fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K3 w qkQK - 0 1").fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

#[test]
fn the_en_passant_square_follows_every_double_step() {
    let p = after(START, &["e2-e4"]);
    assert_eq!(p.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    let p = after(START, &["e2-e4", "c7-c5"]);
    assert_eq!(p.fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
    let p = after(START, &["e2-e4", "c7-c5", "g1-f3"]);
    assert_eq!(p.fen(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    // The square is part of the hash: the same placement without it hashes differently.
    let with = after(START, &["e2-e4"]);
    let without = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_ne!(with.hash(), without.hash());
}

#[test]
fn castling_rights_away_from_home_are_dropped() {
    // White's h-rook stands on g1; Black's king has left e8.
    let p = pos("r2k3r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1");
    assert_eq!(p.fen(), "r2k3r/8/8/8/8/8/8/R3K1R1 w Q - 0 1");
    // A black rook on h1 does not keep White's right.
    assert_eq!(pos("4k3/8/8/8/8/8/8/4K2r w K - 0 1").fen(), "4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    // Rights end when the king or rook moves or the rook is taken.
    let p = after("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &["a1-a8"]);
    assert_eq!(p.fen(), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
}

#[test]
fn fen_errors_say_what_and_where() {
    let cases: &[(&str, usize, &str)] = &[
        ("", 0, "empty field"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", 43, "missing field 2"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 44, "side to move"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1", 48, "castling"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KK - 0 1", 47, "repeated"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", 51, "en passant"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", 51, "rank 6"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", 51, "passed over"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", 53, "halfmove"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", 54, "missing field 6"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 7", 57, "too many"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1", 44, "empty field"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", 42, "rank 1 has 7 squares"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", 0, "7 ranks"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", 42, "unknown piece 'X'"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ+KBNR w KQkq - 0 1", 39, "promoted"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ*BNR w KQkq - 0 1", 39, "'*'"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1", 0, "White must have exactly one king, found 0"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1", 0, "exactly one king, found 2"),
        ("rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1", 7, "rank 8"),
        ("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", 16, "rank 1"),
        ("4k2R/8/8/8/8/8/8/4K3 w - - 0 1", 21, "Black is in check"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999", 55, "too large"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", 56, "printable ASCII"),
    ];
    for &(fen, offset, what) in cases {
        match Chess::from_fen(fen) {
            Ok(_) => assert!(what.is_empty(), "{fen}: accepted"),
            Err(e) => {
                assert!(e.message.contains(what), "{fen}: {e} (expected '{what}')");
                assert_eq!(e.offset, offset, "{fen}: {e}");
            }
        }
    }
}

#[test]
fn mangled_fens_never_panic() {
    let seeds = [START, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"];
    let alphabet = b"rnbqkpRNBQKP12345678/ -wbKQkqa3e6+*x0\xc3";
    let mut rng = XorShift(7);
    for _ in 0..50_000 {
        let mut bytes = seeds[rng.below(2)].as_bytes().to_vec();
        for _ in 0..=rng.below(4) {
            let i = rng.below(bytes.len() + 1);
            match rng.below(3) {
                0 if i < bytes.len() => {
                    bytes.remove(i);
                }
                1 if i < bytes.len() => bytes[i] = alphabet[rng.below(alphabet.len())],
                _ => bytes.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(p) = Chess::from_fen(&text) {
            // Whatever is accepted writes a FEN that reads back the same.
            assert_eq!(pos(&p.fen()), p, "{text}");
            let _ = p.outcome();
        }
    }
}

// ---------------------------------------------------------------- outcomes and inspection

#[test]
fn checkmate_and_stalemate() {
    let mate = after(START, &["f2-f3", "e7-e5", "g2-g4", "d8-h4"]);
    assert!(mate.in_check());
    assert_eq!(mate.outcome(), Some(Outcome::Win { winner: Seat(1), reason: WinReason::Checkmate }));
    assert_eq!(play_text(&mut mate.clone(), "a2-a3"), Err(ActionError::GameOver));
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!stalemate.in_check());
    assert_eq!(stalemate.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
    assert_eq!(Chess::start().outcome(), None);
    // A halfmove clock of 100 or more changes nothing here (the Game applies the 50-move rule).
    let late = pos("4k3/8/8/8/8/8/8/R3K3 w - - 150 200");
    assert_eq!(late.outcome(), None);
    assert_eq!(late.halfmove_clock(), Some(150));
    assert!(!legal_texts(&late).is_empty());
}

/// A dead position (insufficient material) is a draw the game in progress declares, like
/// repetition: the position itself keeps its legal moves, so `apply` plays every move that
/// `moves` lists (issue 8), and `outcome` is `Some` only when there is no legal move.
#[test]
fn insufficient_material() {
    let draw = Some(Outcome::Draw(DrawReason::InsufficientMaterial));
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1",
        "4kb2/8/8/8/8/8/8/4K3 w - - 0 1",
        // c8 and f1 are both light squares.
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
    ] {
        let p = pos(fen);
        assert!(p.dead_position(), "{fen}");
        assert_eq!(p.outcome(), None, "{fen}: the position has moves");
        let mut after = p.clone();
        play_text(&mut after, "e1-e2").unwrap_or_else(|e| panic!("{fen}: e1-e2 refused: {e}"));
        assert_eq!(Game::new(p).outcome(), draw, "{fen}");
    }
    // Reached by a capture in a game in progress, the game is drawn and takes no more moves.
    let mut game = Game::new(pos("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"));
    game.play("e1-d2").unwrap();
    assert_eq!(game.outcome(), draw);
    assert_eq!(game.play("d2-d3"), Err(ActionError::GameOver));
    for fen in [
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1",
        // f8 is dark, f1 light; c1 dark, f1 light.
        "4kb2/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k3/8/8/8/8/8/8/2b1KB2 w - - 0 1",
        "4k3/8/8/8/8/8/8/3BKB2 w - - 0 1",
        "4kn2/8/8/8/8/8/8/4KB2 w - - 0 1",
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
    ] {
        assert!(!pos(fen).dead_position(), "{fen}");
        assert_eq!(Game::new(pos(fen)).outcome(), None, "{fen}");
    }
}

#[test]
fn inspection() {
    let p = Chess::start();
    assert_eq!(p.count(Seat(0), Role::Pawn), 8);
    assert_eq!(p.count(Seat(1), Role::Queen), 1);
    assert_eq!(p.piece_at(Coord::new(4, 0)), Some((Seat(0), Role::King)));
    assert_eq!(p.piece_at(Coord::new(3, 7)), Some((Seat(1), Role::Queen)));
    assert_eq!(p.piece_at(Coord::new(4, 4)), None);
    assert_eq!(p.piece_at(Coord::new(9, 9)), None);
    // Only the knights get out: a3, c3, f3, h3.
    assert_eq!(p.mobility(Seat(0)), 4);
    assert_eq!(p.mobility(Seat(1)), 4);
    assert!(!p.in_check());
    assert_eq!(p.to_move(), Seat(0));
    // A lone rook on a1 and a queen on d4 share squares; each is counted once.
    let q = pos("4k3/8/8/8/3Q4/8/8/R3K3 w - - 0 1");
    // Rook 10 squares, queen 26 (a1 is the rook's), shared: d1, a4, a7.
    assert_eq!(q.mobility(Seat(0)), 10 + 26 - 3);
    assert_eq!(q.mobility(Seat(1)), 0);
}

#[test]
fn positions_stay_small_for_copy_make() {
    assert!(std::mem::size_of::<Chess>() <= 88);
    assert_eq!(std::mem::size_of::<menagerie_rules::variants::chess::Move>(), 3);
}

#[test]
fn clocks() {
    let p = after(START, &["g1-f3", "g8-f6", "f3-g1"]);
    assert_eq!(p.halfmove_clock(), Some(3));
    assert!(p.fen().ends_with(" 3 2"));
    let p = after(START, &["e2-e4", "d7-d5", "e4-d5"]);
    assert_eq!(p.halfmove_clock(), Some(0));
}

// ---------------------------------------------------------------- cozy-chess as an oracle

struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// cozy-chess's legal moves in our text: its castling is "king takes own rook".
fn cozy_texts(board: &cozy_chess::Board) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let own = board.colors(board.side_to_move());
    board.generate_moves(|moves| {
        for m in moves {
            let mut to = m.to;
            if moves.piece == cozy_chess::Piece::King && own.has(m.to) {
                let file = if m.to.file() > m.from.file() { cozy_chess::File::G } else { cozy_chess::File::C };
                to = cozy_chess::Square::new(file, m.from.rank());
            }
            let promotion = m.promotion.map(|p| format!("={}", p.to_string().to_uppercase())).unwrap_or_default();
            out.insert(format!("{}-{}{}", m.from, to, promotion));
        }
        false
    });
    out
}

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        if depth == 1 {
            nodes += moves.len() as u64;
        } else {
            for m in moves {
                let mut next = board.clone();
                next.play_unchecked(m);
                nodes += cozy_perft(&next, depth - 1);
            }
        }
        false
    });
    nodes
}

#[test]
fn random_games_match_cozy_chess() {
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    let starts = [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ];
    let mut positions = 0;
    for game in 0..600 {
        let mut p = pos(starts[game % starts.len()]);
        for _ in 0..300 {
            let fen = p.fen();
            let board = cozy_board(&fen);
            let ours = texts(&p);
            assert_eq!(ours, cozy_texts(&board), "{fen}");
            assert_eq!(p.in_check(), !board.checkers().is_empty(), "{fen}");
            assert_eq!(p.count_legal(&mut Vec::new()), ours.len(), "{fen}");
            assert_eq!(p.hash(), pos(&fen).hash(), "incremental hash drifted: {fen}");
            positions += 1;
            let mut actions = Vec::new();
            p.legal_actions(&mut actions);
            if actions.is_empty() {
                assert!(matches!(p.outcome(), Some(Outcome::Win { .. } | Outcome::Draw(DrawReason::Stalemate))));
                break;
            }
            let m = actions[rng.below(actions.len())];
            let victim = board.color_on(cozy_sq(m.to)).is_some();
            let en_passant =
                board.piece_on(cozy_sq(m.from)) == Some(cozy_chess::Piece::Pawn) && m.from % 8 != m.to % 8 && !victim;
            assert_eq!(p.is_capture(m), victim || en_passant, "{fen} {}", p.action_text(m));
            p.play_unchecked(m);
            if p.outcome().is_some() {
                break;
            }
        }
    }
    assert!(positions > 20_000, "{positions}");
}

/// cozy-chess refuses halfmove clocks over 100, which do not matter to move generation.
fn cozy_board(fen: &str) -> cozy_chess::Board {
    let mut fields: Vec<&str> = fen.split(' ').collect();
    fields[4] = "0";
    cozy_chess::Board::from_fen(&fields.join(" "), false).unwrap_or_else(|e| panic!("{fen}: {e:?}"))
}

fn cozy_sq(sq: u8) -> cozy_chess::Square {
    cozy_chess::Square::index(sq as usize)
}

#[test]
fn perft_file_agrees_with_cozy_chess() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft/chess.perft")).unwrap();
    let mut fen = String::new();
    let mut checked = 0;
    for line in text.lines().map(|l| l.split('#').next().unwrap().trim()) {
        if let Some(f) = line.strip_prefix("fen ") {
            fen = f.to_owned();
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
            // Small counts only: the suite itself runs the large ones against these numbers.
            if nodes > 20_000_000 {
                continue;
            }
            let board = cozy_board(&pos(&fen).fen());
            assert_eq!(cozy_perft(&board, depth), nodes, "cozy-chess disagrees with the file: {fen} depth {depth}");
            assert_eq!(perft(&pos(&fen), depth), nodes, "{fen} depth {depth}");
            checked += 1;
        }
    }
    assert!(checked > 30);
}
