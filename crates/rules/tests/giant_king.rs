//! Giant-King Chess (RULES.md §1): one test per rule on a hand-built position, each citing its reading,
//! and the fast generator checked against a slow reference (`giant_king/reference.rs`).

#[path = "giant_king/reference.rs"]
mod reference;

use menagerie_rules::geometry::{Coord, parse_coord};
use menagerie_rules::variants::giant_king::{Flag, GiantKing, Move, Role};
use menagerie_rules::{ActionError, DrawReason, Outcome, Position, Seat, WinReason, legal_texts, perft, play_text};

/// Positions the agreement tests start from; the perft suite pins the same ones.
const POSITIONS: &[&str] = &[
    "grwckkcwrg/1bn1kk1nb1/pppppppppp/10/10/10/10/PPPPPPPPPP/1BN1KK1NB1/GRWCKKCWRG[] w - - 0 1",
    // Drops: White has nothing left to promote, a Knight and a Bishop captured; d9-d10 and d9xc10
    // drop then leave the board (I-36); g8-g9 drops with the pawn staying.
    "2r4kk1/3P3kk1/p5P3/10/10/4b5/10/10/4KK4/+R3KK4[NBgw] w - - 0 1",
    // Promotion rights for Black on its 9th (c3-c2, c3xb2) and 10th ranks (h2-h1, h2xg1: removed, I-36),
    // and en passant d5xe4 after White's double step.
    "4kk4/r3kk3g/10/10/10/3pP5/10/2p7/1N2KK1p2/3RKKB3[Nw] b - e4 0 30",
    // White in check by two rooks seeing through the king (I-2); the king can take two pieces at once.
    "7kk1/7kk1/10/4nbp3/r3KK4/r3KK4/10/10/1P8/9R[] w - - 3 40",
    // Every promoted piece: Reaper, Citadel, Behemoth, Archangel (I-1), Lioness, Chimera.
    "4kk4/1+g2kk2+r1/10/2+w4+n2/7+b2/4+B5/1+C8/6+N3/4KK4/4KK3+G[] w - - 0 1",
    // A middle game from a random playout: bent riders, drops available to both sides.
    "g3kkw1N1/4kk4/5nrBcb/2W1p1w1p1/1r2b1p1Rp/2R3P2P/pP7G/P2CpKKP2/5KKG2/+c4W1B2[CNgn] b - - 1 65",
];

fn coord(name: &str) -> Coord {
    parse_coord(name).unwrap_or_else(|| panic!("a square: {name}"))
}

fn sorted_moves(p: &GiantKing) -> Vec<(String, String)> {
    let mut actions = Vec::new();
    p.legal_actions(&mut actions);
    let mut v: Vec<(String, String)> = actions
        .into_iter()
        .map(|a| {
            let mut next = p.clone();
            next.play_unchecked(a);
            let fen = next.fen();
            let scratch = GiantKing::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(scratch.hash(), next.hash(), "incremental hash after {} from {}", p.action_text(a), p.fen());
            (p.action_text(a), fen)
        })
        .collect();
    v.sort();
    v
}

fn reference_moves(fen: &str) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> =
        reference::Pos::parse(fen).legal().into_iter().map(|(t, p)| (t, p.fen())).collect();
    v.sort();
    v
}

fn agree(p: &GiantKing) {
    let fen = p.fen();
    let fast = sorted_moves(p);
    let slow = reference_moves(&fen);
    if fast != slow {
        let only_fast: Vec<_> = fast.iter().filter(|m| !slow.contains(m)).collect();
        let only_slow: Vec<_> = slow.iter().filter(|m| !fast.contains(m)).collect();
        panic!("{fen}\nonly fast: {only_fast:#?}\nonly reference: {only_slow:#?}");
    }
    assert_eq!(p.in_check(), reference::Pos::parse(&fen).in_check(), "in_check of {fen}");
    let mut scratch = Vec::new();
    assert_eq!(p.count_legal(&mut scratch), fast.len(), "count_legal of {fen}");
}

fn reference_perft(p: &reference::Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    p.legal().iter().map(|(_, n)| reference_perft(n, depth - 1)).sum()
}

/// A small deterministic generator for the random playouts.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// How often the playouts met each rule, so the agreement test is known to cover them.
#[derive(Default, Debug)]
struct Seen {
    positions: usize,
    in_check: usize,
    mates: usize,
    promotions: usize,
    drops: usize,
    tenth_rank: usize,
    en_passant: usize,
    king_captures: usize,
}

#[test]
fn fast_generator_agrees_with_reference_on_random_playouts() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut seen = Seen::default();
    for game in 0..150 {
        let mut p = GiantKing::from_fen(POSITIONS[game % POSITIONS.len()]).unwrap();
        for _ in 0..200 {
            agree(&p);
            seen.positions += 1;
            seen.in_check += usize::from(p.in_check());
            let mut actions = Vec::new();
            p.legal_actions(&mut actions);
            if actions.is_empty() {
                seen.mates += usize::from(p.in_check());
                break;
            }
            for &a in &actions {
                let text = p.action_text(a);
                seen.drops += usize::from(text.contains('*'));
                seen.promotions += usize::from(text.contains('+') && !text.contains('*'));
                seen.tenth_rank += usize::from(
                    text.contains("10") && text.starts_with(|c: char| c.is_ascii_lowercase()) && {
                        let from = p.piece_at(coord(&text[..text.find('-').unwrap()]));
                        from.is_some_and(|(_, role, _)| role == Role::Pawn)
                            && (text.contains("10+") || text.ends_with("10"))
                    },
                );
                seen.en_passant += usize::from(a.flag() == Flag::EnPassant);
                seen.king_captures += usize::from(a.flag() == Flag::King && p.is_capture(a));
            }
            // Pawn moves and captures half the time, so games reach promotions, drops and mates.
            let pick = if rng.below(2) == 0 {
                let forcing: Vec<Move> = actions
                    .iter()
                    .copied()
                    .filter(|&a| {
                        p.is_capture(a)
                            || p.piece_at(coord(&p.action_text(a)[..p.action_text(a).find('-').unwrap()]))
                                .is_some_and(|(_, role, _)| role == Role::Pawn)
                    })
                    .collect();
                if forcing.is_empty() { actions[rng.below(actions.len())] } else { forcing[rng.below(forcing.len())] }
            } else {
                actions[rng.below(actions.len())]
            };
            p.play_unchecked(pick);
        }
    }
    println!("{seen:?}");
    assert!(seen.positions > 5000, "{seen:?}");
    assert!(seen.in_check > 20 && seen.mates > 0, "{seen:?}");
    assert!(seen.promotions > 100 && seen.drops > 20 && seen.tenth_rank > 20, "{seen:?}");
    assert!(seen.en_passant > 5 && seen.king_captures > 20, "{seen:?}");
}

#[test]
fn perft_agrees_with_reference() {
    for fen in POSITIONS {
        let p = GiantKing::from_fen(fen).unwrap();
        let r = reference::Pos::parse(fen);
        for depth in 1..=2 {
            assert_eq!(perft(&p, depth), reference_perft(&r, depth), "perft({depth}) of {fen}");
        }
    }
}

/// The counts pinned in `tests/perft/giant_king.perft`, recomputed by the reference (minutes).
#[test]
#[ignore = "slow: the reference generator to depth 3 or 4"]
fn perft_suite_counts_agree_with_reference() {
    for fen in POSITIONS {
        let p = GiantKing::from_fen(fen).unwrap();
        let r = reference::Pos::parse(fen);
        let depth = if perft(&p, 3) < 1_000_000 { 4 } else { 3 };
        let (fast, slow) = (perft(&p, depth), reference_perft(&r, depth));
        println!("{fen}: perft({depth}) = {fast}");
        assert_eq!(fast, slow, "perft({depth}) of {fen}");
    }
}

// ---------------------------------------------------------------------------------------------
// Hand-built positions, one rule each.

/// A FEN from pieces on squares (`K`/`k` names a Giant-King's lower-left square and fills all four),
/// the captured pieces, the side to move and the en passant square.
fn fen_of(pieces: &[(&str, &str)], captured: &str, side: &str, ep: &str) -> String {
    let mut grid: [[Option<String>; 10]; 10] = Default::default();
    for &(square, piece) in pieces {
        let c = coord(square);
        let (f, r) = (usize::from(c.file), usize::from(c.rank));
        if piece.eq_ignore_ascii_case("k") {
            for (df, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                grid[r + dr][f + df] = Some(piece.to_string());
            }
        } else {
            grid[r][f] = Some(piece.to_string());
        }
    }
    let ranks: Vec<String> = (0..10)
        .rev()
        .map(|r| {
            let mut row = String::new();
            let mut empty = 0;
            for cell in &grid[r] {
                match cell {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            row += &empty.to_string();
                            empty = 0;
                        }
                        row += p;
                    }
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            row
        })
        .collect();
    format!("{}[{captured}] {side} - {ep} 0 1", ranks.join("/"))
}

fn position(pieces: &[(&str, &str)]) -> GiantKing {
    with(pieces, "", "w")
}

fn with(pieces: &[(&str, &str)], captured: &str, side: &str) -> GiantKing {
    let fen = fen_of(pieces, captured, side, "-");
    GiantKing::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn fen(text: &str) -> GiantKing {
    GiantKing::from_fen(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The destination squares of the legal moves from `from` (plain moves only).
fn targets(p: &GiantKing, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    let mut v: Vec<String> = legal_texts(p)
        .into_iter()
        .filter_map(|t| t.strip_prefix(&prefix).map(str::to_owned))
        .filter(|t| !t.contains('+'))
        .collect();
    v.sort();
    v
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn has(p: &GiantKing, text: &str) -> bool {
    legal_texts(p).iter().any(|t| t == text)
}

fn played(p: &GiantKing, texts: &[&str]) -> GiantKing {
    let mut p = p.clone();
    for t in texts {
        play_text(&mut p, t).unwrap_or_else(|e| panic!("{t} in {}: {e}", p.fen()));
    }
    p
}

/// Whether White's king is in check, whoever is to move.
fn white_in_check(p: &GiantKing) -> bool {
    let fen = p.fen().replace("] b ", "] w ");
    let fen = match fen.split(' ').nth(3) {
        Some(ep) if ep != "-" => fen.replacen(&format!(" {ep} "), " - ", 1),
        _ => fen,
    };
    GiantKing::from_fen(&fen).unwrap().in_check()
}

/// The kings out of the way: White's on i1, Black's on i9.
const KINGS: [(&str, &str); 2] = [("i1", "K"), ("i9", "k")];

fn lone(square: &str, piece: &str) -> GiantKing {
    position(&[KINGS[0], KINGS[1], (square, piece)])
}

#[test]
fn start_position_is_the_rules_fen() {
    let p = GiantKing::start();
    assert_eq!(p.fen(), POSITIONS[0]);
    assert_eq!(legal_texts(&p).len(), 34);
    assert_eq!(p.to_move(), Seat(0));
    assert_eq!(p.count(Seat(0), Role::King, false), 1);
    assert_eq!(p.count(Seat(1), Role::Pawn, false), 10);
    assert_eq!(p.count(Seat(1), Role::Gryphon, false), 2);
    assert_eq!(p.piece_at(coord("f2")), Some((Seat(0), Role::King, false)));
    assert_eq!(p.piece_at(coord("c9")), Some((Seat(1), Role::Knight, false)));
    assert_eq!(p.piece_at(coord("e5")), None);
    assert!(!p.in_check());
    assert_eq!(p.outcome(), None);
}

// --- The Giant-King -------------------------------------------------------------------------

#[test]
fn king_steps_in_eight_directions_named_by_its_lower_left_square() {
    let p = position(&[("e4", "K"), ("a9", "k")]);
    assert_eq!(targets(&p, "e4"), sorted(&["d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"]));
    let q = played(&p, &["e4-f5"]);
    for sq in ["f5", "g5", "f6", "g6"] {
        assert_eq!(q.piece_at(coord(sq)), Some((Seat(0), Role::King, false)), "{sq}");
    }
    assert_eq!(q.piece_at(coord("e4")), None);
    assert_eq!(q.piece_at(coord("f4")), None);
    assert_eq!(q.king_square(Seat(0)), coord("f5"));
}

#[test]
fn king_captures_every_enemy_piece_on_its_new_squares() {
    let mut fen = fen_of(&[("e4", "K"), ("a9", "k"), ("e6", "+n"), ("f6", "b"), ("g6", "r")], "", "w", "-");
    fen = fen.replace(" 0 1", " 7 1");
    let p = self::fen(&fen);
    let step = p.parse_action("e4-e5").unwrap();
    assert!(p.is_capture(step));
    let q = played(&p, &["e4-e5"]);
    // Both taken, the promoted Lioness entering the bracket field as a Knight; the rook stays.
    assert_eq!(q.captured(Seat(1), Role::Knight), 1);
    assert_eq!(q.captured(Seat(1), Role::Bishop), 1);
    assert_eq!(q.piece_at(coord("g6")), Some((Seat(1), Role::Rook, false)));
    assert!(q.fen().contains("[nb] b - - 0 1"), "{}", q.fen());
    // A diagonal step takes three new squares, and all three pieces on them.
    let p = position(&[("e4", "K"), ("a9", "k"), ("f6", "b"), ("g6", "r"), ("g5", "w")]);
    let q = played(&p, &["e4-f5"]);
    assert!(q.fen().starts_with("kk8/kk8/10/10/5KK3/5KK3/10/10/10/10[rwb] b"), "{}", q.fen());
}

#[test]
fn king_is_blocked_by_a_friendly_piece_on_any_new_square() {
    let p = position(&[("e4", "K"), ("a9", "k"), ("g6", "N")]);
    let t = targets(&p, "e4");
    assert!(!t.contains(&"f5".to_string()), "g6 is one of the diagonal step's new squares");
    assert!(t.contains(&"e5".to_string()) && t.contains(&"f4".to_string()));
}

#[test]
fn i3_king_cannot_step_onto_enemy_king() {
    let p = position(&[("e4", "K"), ("g4", "k"), ("g1", "R")]);
    let t = targets(&p, "e4");
    assert!(!t.contains(&"f4".to_string()) && !t.contains(&"f5".to_string()) && !t.contains(&"f3".to_string()));
    // Nor can any other piece move onto a square of the enemy king.
    assert!(has(&p, "g1-g3"));
    assert!(!has(&p, "g1-g4"));
}

#[test]
fn i2_attackers_see_through_the_kings_own_squares() {
    // The rook on a5 attacks e5 and, through it, f5; the rook on a6 attacks e6 and f6.
    let p = position(&[("e5", "K"), ("i9", "k"), ("a5", "r"), ("a6", "r")]);
    assert!(p.in_check());
    // The king's front does not shield its back from one rook alone either: three squares are not check.
    let p = position(&[("e5", "K"), ("i9", "k"), ("a5", "r"), ("e10", "r")]);
    assert!(!p.in_check(), "e5, f5 and e6 attacked, f6 not");
}

#[test]
fn check_only_when_all_four_squares_are_attacked() {
    let three = position(&[("e5", "K"), ("a1", "k"), ("j5", "r"), ("e10", "r")]);
    assert!(!three.in_check());
    let four = position(&[("e5", "K"), ("a1", "k"), ("j5", "r"), ("e10", "r"), ("f10", "b"), ("j10", "b")]);
    // The bishop on j10 reaches f6 down the long diagonal.
    assert!(four.in_check());
}

#[test]
fn two_rooks_or_two_bishops_give_check() {
    assert!(position(&[("e5", "K"), ("i9", "k"), ("a5", "r"), ("j6", "r")]).in_check());
    // c3-d4-e5-f6 and h3-g4-f5-e6.
    assert!(position(&[("e5", "K"), ("a9", "k"), ("c3", "b"), ("h3", "b")]).in_check());
    assert!(!position(&[("e5", "K"), ("a9", "k"), ("c3", "b")]).in_check());
}

#[test]
fn i35_a_king_attacks_the_twelve_squares_around_it() {
    // Black's king on g5 attacks f4..f7; with a rook on the e-file the White king on e5 is in check.
    let p = position(&[("e5", "K"), ("g5", "k"), ("e10", "r")]);
    assert!(p.in_check());
    assert!(!position(&[("e5", "K"), ("g5", "k")]).in_check());
}

#[test]
fn king_cannot_move_into_check() {
    // Rooks on a2 and a3: e2 and f2 are attacked already, e3 and f3 would be too.
    let p = position(&[("e1", "K"), ("i9", "k"), ("a2", "r"), ("a3", "r")]);
    assert!(!p.in_check());
    let t = targets(&p, "e1");
    assert_eq!(t, sorted(&["d1", "f1"]));
}

#[test]
fn king_may_not_stay_in_check() {
    let p = fen(POSITIONS[3]);
    assert!(p.in_check());
    let moves = legal_texts(&p);
    assert!(moves.contains(&"e5-e6".to_string()), "the king takes the knight and bishop on e7 and f7");
    assert!(!moves.contains(&"b2-b3".to_string()));
    for m in &moves {
        assert!(!white_in_check(&played(&p, &[m])), "{m} leaves the king in check");
    }
}

// --- The other pieces --------------------------------------------------------------------

#[test]
fn gryphon_steps_diagonally_then_rides_outward() {
    let p = lone("e5", "G");
    let expected = [
        "f6", "d6", "f4", "d4", // the diagonal steps
        "f7", "f8", "f9", "f10", "g6", "h6", "i6", "j6", // after NE: north or east
        "d7", "d8", "d9", "d10", "c6", "b6", "a6", // after NW: north or west
        "f3", "f2", "f1", "g4", "h4", "i4", "j4", // after SE
        "d3", "d2", "d1", "c4", "b4", "a4", // after SW
    ];
    assert_eq!(targets(&p, "e5"), sorted(&expected));
    // Never back inward: after NE it does not turn south (f5) or west (e6).
    assert!(!targets(&p, "e5").contains(&"f5".to_string()));
}

#[test]
fn gryphon_diagonal_square_must_be_empty_to_continue() {
    let p = position(&[KINGS[0], KINGS[1], ("e5", "G"), ("f6", "p"), ("d6", "P")]);
    let t = targets(&p, "e5");
    assert!(t.contains(&"f6".to_string()), "it takes on the diagonal square");
    for blocked in ["f7", "g6", "d6", "d7", "c6"] {
        assert!(!t.contains(&blocked.to_string()), "{blocked}");
    }
    // A piece further out stops the ride there.
    let p = position(&[KINGS[0], KINGS[1], ("e5", "G"), ("f8", "p")]);
    let t = targets(&p, "e5");
    assert!(t.contains(&"f8".to_string()) && !t.contains(&"f9".to_string()));
}

#[test]
fn rook_and_bishop_are_orthodox() {
    assert_eq!(targets(&lone("e5", "R"), "e5").len(), 18);
    // NE stops before Black's king on i9, SE before White's on i1.
    assert_eq!(targets(&lone("e5", "B"), "e5").len(), 14);
}

#[test]
fn leapers_wildebeest_knight_behemoth_lioness() {
    let walled = |piece: &str| {
        let mut pieces = vec![KINGS[0], KINGS[1], ("e5", piece)];
        for sq in ["d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"] {
            pieces.push((sq, "P"));
        }
        position(&pieces)
    };
    // Leapers jump over the wall of pawns around them.
    let w = targets(&walled("W"), "e5");
    assert_eq!(
        w,
        sorted(&["d7", "f7", "d3", "f3", "c6", "g6", "c4", "g4", "d8", "f8", "d2", "f2", "b6", "h6", "b4", "h4"])
    );
    let n = targets(&walled("N"), "e5");
    assert_eq!(n, sorted(&["d7", "f7", "d3", "f3", "c6", "g6", "c4", "g4", "c7", "g7", "c3", "g3"]));
    let behemoth = targets(&walled("+W"), "e5");
    assert_eq!(behemoth.len(), 16 + 4 + 8);
    for sq in ["c7", "g3", "c8", "h7", "b3", "g2"] {
        assert!(behemoth.contains(&sq.to_string()), "{sq}");
    }
    // The Lioness: every square within two files and two ranks, the pawns' squares excepted.
    let lioness = targets(&walled("+N"), "e5");
    assert_eq!(lioness.len(), 24 - 8);
    assert!(lioness.contains(&"e7".to_string()) && lioness.contains(&"c3".to_string()));
    assert!(!lioness.contains(&"e8".to_string()));
}

#[test]
fn cardinal_is_bishop_and_knight() {
    let t = targets(&lone("e5", "C"), "e5");
    assert_eq!(t.len(), 14 + 8);
    assert!(t.contains(&"f7".to_string()) && t.contains(&"a1".to_string()));
}

#[test]
fn reaper_is_gryphon_and_rook() {
    let t = targets(&lone("e5", "+G"), "e5");
    assert_eq!(t.len(), 32 + 18);
}

#[test]
fn citadel_is_rook_and_both_knight_leaps() {
    let t = targets(&lone("e5", "+R"), "e5");
    assert_eq!(t.len(), 18 + 8 + 4);
    assert!(t.contains(&"g7".to_string()) && t.contains(&"d7".to_string()) && !t.contains(&"f6".to_string()));
}

#[test]
fn i1_archangel_is_exactly_gryphon_and_bishop() {
    // 32 Gryphon squares and 14 Bishop squares, the four diagonal steps shared.
    assert_eq!(targets(&lone("e5", "+C"), "e5").len(), 32 + 14 - 4);
    // Its knight-like moves are blockable on the diagonal square; it has no leap.
    let p = position(&[KINGS[0], KINGS[1], ("e5", "+C"), ("f6", "P")]);
    let t = targets(&p, "e5");
    assert!(!t.contains(&"f7".to_string()) && !t.contains(&"g6".to_string()));
    assert!(t.contains(&"d7".to_string()));
}

#[test]
fn chimera_is_bishop_and_aanca_outward_only() {
    let p = lone("e5", "+B");
    let t = targets(&p, "e5");
    // Aanca: e6 then f7 g8 h9 (i10 is Black's king) and d7 c8 b9 a10; e4 then f3 g2 h1 and d3 c2 b1;
    // f5 then g6 h7 i8 and g4 h3 (i2 is White's king); d5 then c6 b7 a8 and c4 b3 a2.
    let aanca = [
        "e6", "e4", "f5", "d5", "f7", "g8", "h9", "d7", "c8", "b9", "a10", "f3", "g2", "h1", "d3", "c2", "b1", "g6",
        "h7", "i8", "g4", "h3", "c6", "b7", "a8", "c4", "b3", "a2",
    ];
    assert_eq!(t.len(), 14 + aanca.len());
    for sq in aanca {
        assert!(t.contains(&sq.to_string()), "{sq}");
    }
    // The orthogonal square must be empty to continue.
    let p = position(&[KINGS[0], KINGS[1], ("e5", "+B"), ("e6", "p")]);
    let t = targets(&p, "e5");
    assert!(t.contains(&"e6".to_string()) && !t.contains(&"f7".to_string()) && !t.contains(&"d7".to_string()));
}

// --- Pawns ---------------------------------------------------------------------------------

#[test]
fn i38_ep_square_is_written_after_every_double_step() {
    let p = played(&GiantKing::start(), &["e3-e5"]);
    assert!(p.fen().ends_with(" b - e4 0 1"), "{}", p.fen());
    let p = played(&p, &["a8-a7"]);
    assert!(p.fen().ends_with(" w - - 0 2"), "{}", p.fen());
}

#[test]
fn pawn_takes_en_passant() {
    let p = played(&GiantKing::start(), &["e3-e5", "a8-a7", "e5-e6", "d8-d6"]);
    assert!(p.fen().contains(" w - d7 "), "{}", p.fen());
    let q = played(&p, &["e6xd7"]);
    assert_eq!(q.piece_at(coord("d6")), None);
    assert_eq!(q.piece_at(coord("d7")), Some((Seat(0), Role::Pawn, false)));
    assert!(q.fen().contains("[] b - - 0 3"), "captured pawns are not listed: {}", q.fen());
    // The right lapses after one move.
    let r = played(&p, &["a3-a4", "a7-a6"]);
    assert!(!has(&r, "e6-d7"));
}

#[test]
fn i38_pawns_behind_their_start_rank_step_normally() {
    let p = position(&[KINGS[0], KINGS[1], ("b2", "P"), ("c1", "P"), ("d3", "P")]);
    assert_eq!(targets(&p, "b2"), sorted(&["b3"]));
    assert_eq!(targets(&p, "c1"), sorted(&["c2"]));
    assert_eq!(targets(&p, "d3"), sorted(&["d4", "d5"]));
}

#[test]
fn promotion_right_on_the_eighth_and_ninth_ranks() {
    let p = position(&[KINGS[0], KINGS[1], ("e7", "P"), ("b1", "R"), ("c1", "+N"), ("d1", "P")]);
    let mut from_e7: Vec<String> = legal_texts(&p).into_iter().filter(|t| t.starts_with("e7-")).collect();
    from_e7.sort();
    // Not used, or used on the one unpromoted piece other than a pawn or the king.
    assert_eq!(from_e7, sorted(&["e7-e8", "e7-e8+b1"]));
    let q = played(&p, &["e7-e8+b1"]);
    assert_eq!(q.piece_at(coord("b1")), Some((Seat(0), Role::Rook, true)));
    assert_eq!(q.piece_at(coord("e8")), Some((Seat(0), Role::Pawn, false)), "the pawn stays");
    assert_eq!(q.count(Seat(0), Role::Rook, true), 1);
    // On to the 9th rank: the right comes again (the Citadel cannot promote further).
    let q = played(&q, &["i9-h8", "e8-e9"]);
    assert_eq!(q.piece_at(coord("e9")), Some((Seat(0), Role::Pawn, false)));
}

#[test]
fn i36_on_the_tenth_rank_the_pawn_is_removed_whether_or_not_the_right_is_used() {
    let p = position(&[KINGS[0], ("a8", "k"), ("e9", "P"), ("b1", "W"), ("d10", "n")]);
    let mut from_e9: Vec<String> = legal_texts(&p).into_iter().filter(|t| t.starts_with("e9-")).collect();
    from_e9.sort();
    assert_eq!(from_e9, sorted(&["e9-d10", "e9-d10+b1", "e9-e10", "e9-e10+b1"]));
    let q = played(&p, &["e9-e10"]);
    assert_eq!(q.piece_at(coord("e10")), None);
    let q = played(&p, &["e9xd10+b1"]);
    assert_eq!(q.piece_at(coord("d10")), None);
    assert_eq!(q.piece_at(coord("b1")), Some((Seat(0), Role::Wildebeest, true)));
    assert_eq!(q.captured(Seat(1), Role::Knight), 1);
}

#[test]
fn black_promotes_on_its_third_second_and_first_ranks() {
    let p = with(&[KINGS[0], KINGS[1], ("c4", "p"), ("d2", "p"), ("a10", "g")], "", "b");
    assert!(has(&p, "c4-c3+a10") && has(&p, "d2-d1+a10"));
    let q = played(&p, &["d2-d1"]);
    assert_eq!(q.piece_at(coord("d1")), None);
}

#[test]
fn i37_drops_only_when_nothing_can_be_promoted() {
    // Pawns and the king do not count (I-37): White may drop. The pawn on d7 makes the right.
    let p = with(&[("e4", "K"), ("a9", "k"), ("d7", "P"), ("h2", "P"), ("j1", "+R")], "N", "w");
    assert!(legal_texts(&p).iter().any(|t| t.starts_with("d7-d8+N*")));
    // An unpromoted Bishop on the board: the right promotes it and nothing is dropped.
    let p = with(&[("e4", "K"), ("a9", "k"), ("d7", "P"), ("j1", "B")], "N", "w");
    assert!(has(&p, "d7-d8+j1"));
    assert!(!legal_texts(&p).iter().any(|t| t.contains('*')));
    // Nothing to promote and nothing captured: the right is lost.
    let p = with(&[("e4", "K"), ("a9", "k"), ("d7", "P")], "n", "w");
    let from_d7: Vec<String> = legal_texts(&p).into_iter().filter(|t| t.starts_with("d7-")).collect();
    assert_eq!(from_d7, vec!["d7-d8".to_string()]);
}

#[test]
fn i35_drop_squares_are_the_twelve_around_the_king() {
    let p = with(&[("e4", "K"), ("a9", "k"), ("b7", "P"), ("d6", "p")], "N", "w");
    let mut squares: Vec<String> =
        legal_texts(&p).into_iter().filter_map(|t| t.strip_prefix("b7-b8+N*").map(str::to_owned)).collect();
    squares.sort();
    // d3..g3, d4, g4, d5, g5, d6..g6, d6 taken by a black pawn.
    assert_eq!(squares, sorted(&["d3", "e3", "f3", "g3", "d4", "g4", "d5", "g5", "e6", "f6", "g6"]));
    let q = played(&p, &["b7-b8+N*g6"]);
    assert_eq!(q.piece_at(coord("g6")), Some((Seat(0), Role::Knight, false)));
    assert_eq!(q.captured(Seat(0), Role::Knight), 0);
    assert!(q.fen().contains("[] b"), "{}", q.fen());
}

#[test]
fn i37_one_drop_per_kind_and_square() {
    let p = with(&[("a1", "K"), ("i9", "k"), ("e7", "P")], "NNBn", "w");
    let drops: Vec<String> = legal_texts(&p).into_iter().filter(|t| t.contains('*')).collect();
    // a1's block has five squares around it on the board: a3, b3, c3, c2, c1; two kinds each.
    assert_eq!(drops.len(), 5 * 2, "{drops:?}");
    let q = played(&p, &["e7-e8+N*c3"]);
    assert_eq!(q.captured(Seat(0), Role::Knight), 1);
    assert_eq!(q.captured(Seat(1), Role::Knight), 1);
}

#[test]
fn i37_a_drop_may_block_check() {
    // I-36 as well: d9-d10 would shield e10/f10 while the pawn stood there, but it is removed, and the
    // rook on a9 then sees e9 and f9 through the vacated d9. Only a drop on d9 (not the arrival
    // square d10) saves the king.
    let p = with(&[("e9", "K"), ("a1", "k"), ("d9", "P"), ("a9", "r"), ("a10", "r")], "NB", "w");
    assert!(!p.in_check());
    let mut from_d9: Vec<String> = legal_texts(&p).into_iter().filter(|t| t.starts_with("d9-")).collect();
    from_d9.sort();
    assert_eq!(from_d9, sorted(&["d9-d10+B*d9", "d9-d10+N*d9"]));
}

#[test]
fn i36_tenth_rank_drop_not_on_arrival_square() {
    // The king on e8 has g10 beside it; the pawn arrives there, so g10 is no drop square, while the
    // square it left, g9, is.
    let p = with(&[("e8", "K"), ("a1", "k"), ("g9", "P")], "R", "w");
    let squares: Vec<String> =
        legal_texts(&p).into_iter().filter_map(|t| t.strip_prefix("g9-g10+R*").map(str::to_owned)).collect();
    assert!(squares.contains(&"g9".to_string()), "{squares:?}");
    assert!(!squares.contains(&"g10".to_string()), "{squares:?}");
    let q = played(&p, &["g9-g10+R*g9"]);
    assert_eq!(q.piece_at(coord("g10")), None);
    assert_eq!(q.piece_at(coord("g9")), Some((Seat(0), Role::Rook, false)));
}

// --- Captured pieces, clocks, end of game ------------------------------------------------

#[test]
fn captured_promoted_piece_enters_the_field_unpromoted() {
    let p = position(&[KINGS[0], KINGS[1], ("a1", "R"), ("a5", "+r"), ("b2", "P"), ("c3", "p")]);
    let q = played(&p, &["a1xa5"]);
    assert_eq!(q.captured(Seat(1), Role::Rook), 1);
    assert!(q.fen().contains("[r] b"), "{}", q.fen());
    let q = played(&p, &["b2xc3"]);
    assert!(q.fen().contains("[] b"), "captured pawns are not listed: {}", q.fen());
}

#[test]
fn i38_halfmove_clock_resets_on_pawn_moves_and_every_capture() {
    let text = fen_of(&[("e4", "K"), ("i9", "k"), ("a1", "R"), ("b2", "P"), ("f6", "n"), ("a8", "p")], "", "w", "-")
        .replace(" 0 1", " 10 20");
    let p = fen(&text);
    assert_eq!(p.halfmove_clock(), Some(10));
    let q = played(&p, &["a1-a2"]);
    assert_eq!(q.halfmove_clock(), Some(11));
    let q = played(&q, &["i9-h8"]);
    assert_eq!(q.halfmove_clock(), Some(12));
    assert!(q.fen().ends_with(" 12 21"), "fullmove counts after Black: {}", q.fen());
    assert_eq!(played(&p, &["b2-b3"]).halfmove_clock(), Some(0));
    assert_eq!(played(&p, &["a1xa8"]).halfmove_clock(), Some(0));
    // The king's captures too.
    assert_eq!(played(&p, &["e4-e5"]).halfmove_clock(), Some(0));
}

#[test]
fn checkmate_wins() {
    let p = position(&[("a1", "K"), ("i9", "k"), ("a10", "r"), ("b10", "r"), ("c10", "r")]);
    assert!(p.in_check());
    assert!(legal_texts(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(1), reason: WinReason::Checkmate }));
    assert_eq!(play_text(&mut p.clone(), "a1-b1"), Err(ActionError::GameOver));
}

#[test]
fn stalemate_draws() {
    let p = position(&[("a1", "K"), ("i9", "k"), ("b10", "r"), ("c10", "r"), ("j2", "r"), ("j3", "r")]);
    assert!(!p.in_check());
    assert!(legal_texts(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn fifty_moves_are_not_the_positions_business() {
    let text = fen_of(&[("e4", "K"), ("i9", "k"), ("a1", "R")], "", "w", "-").replace(" 0 1", " 150 90");
    let p = fen(&text);
    assert_eq!(p.outcome(), None);
    assert!(!legal_texts(&p).is_empty());
}

// --- FEN -------------------------------------------------------------------------------------

#[test]
fn fen_round_trips() {
    for text in POSITIONS {
        assert_eq!(fen(text).fen(), *text);
    }
    // Any order of captured pieces is read; the canonical order is written.
    let p = fen("4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[bnBgNG] w - - 0 1");
    assert_eq!(p.fen(), "4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[GNBgnb] w - - 0 1");
    assert_eq!(p.captured(Seat(0), Role::Gryphon), 1);
    assert_eq!(p.captured(Seat(1), Role::Bishop), 1);
}

#[test]
fn i38_side_not_to_move_may_be_in_check() {
    let text = fen_of(&[("e5", "k"), ("i1", "K"), ("a5", "R"), ("a6", "R")], "", "w", "-");
    assert!(GiantKing::from_fen(&text).is_ok());
}

fn error(text: &str) -> menagerie_rules::FenError {
    GiantKing::from_fen(text).expect_err(text)
}

#[test]
fn i38_fen_errors_say_what_and_where() {
    const K: &str = "4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4";
    // A pawn on its owner's 10th rank.
    let e = error("P3kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[] w - - 0 1");
    assert_eq!(e.offset, 0);
    assert!(e.message.contains("10th rank"), "{e}");
    let e = error("4kk4/4kk4/10/10/10/10/10/10/4KK4/p3KK4[] w - - 0 1");
    assert_eq!(e.offset, 33);
    // Castling.
    let e = error(&format!("{K}[] w KQ - 0 1"));
    assert_eq!(e.offset, K.len() + 5);
    assert!(e.message.contains("castling"), "{e}");
    // An en passant square no pawn can just have passed over.
    let e = error(&format!("{K}[] w - e7 0 1"));
    assert_eq!(e.offset, K.len() + 7);
    assert!(e.message.contains("e7"), "{e}");
    let ok = fen_of(&[("e1", "K"), ("e9", "k"), ("d6", "p")], "", "w", "d7");
    assert!(GiantKing::from_fen(&ok).is_ok());
    assert!(GiantKing::from_fen(&ok.replace("] w", "] b")).is_err(), "White to move, not Black");
    // Syntax.
    assert_eq!(error(&format!("{K}[] x - - 0 1")).offset, K.len() + 3);
    assert!(error(&format!("{K} w - - 0 1")).message.contains("captured"));
    assert_eq!(error(&format!("{K}[Pq] w - - 0 1")).offset, K.len() + 1);
    assert_eq!(error(&format!("{K}[] w - - x 1")).offset, K.len() + 9);
    assert!(error(&format!("{K}[] w - - 0")).message.contains("fullmove"));
    assert_eq!(error("4kk4/4kk4/10/10/10/4Q5/10/10/4KK4/4KK4[] w - - 0 1").offset, 20);
    assert_eq!(error("4kk4/4kk4/10/10/10/4+P5/10/10/4KK4/4KK4[] w - - 0 1").offset, 20);
    // Kings: one 2x2 block each.
    assert!(error("4kk4/4kk4/10/10/10/10/10/10/4K5/4KK4[] w - - 0 1").message.contains("Giant-King"));
    assert!(error("4kk4/5kk3/10/10/10/10/10/10/4KK4/4KK4[] w - - 0 1").message.contains("Black"));
    assert!(error("10/10/10/10/10/10/10/10/4KK4/4KK4[] w - - 0 1").message.contains("Black"));
    assert!(error("4kk4/4kk4/10/10/10/10/KK8/KK8/4KK4/4KK4[] w - - 0 1").message.contains("White"));
    // Never a panic, whatever the bytes.
    for junk in ["", " ", "[", "]", "10/10[", "4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[]", "é", "0/0/0"] {
        assert!(GiantKing::from_fen(junk).is_err(), "{junk}");
    }
}

// --- Move text, hashing, inspection --------------------------------------------------------

#[test]
fn illegal_move_refused() {
    let mut p = GiantKing::start();
    assert!(matches!(play_text(&mut p, "e3-e6"), Err(ActionError::Illegal { .. })));
    assert!(matches!(play_text(&mut p, "e1-e2"), Err(ActionError::Illegal { .. })), "its own pawns block the king");
    assert!(matches!(play_text(&mut p, "e3-e5+b1"), Err(ActionError::Illegal { .. })));
    assert!(matches!(play_text(&mut p, "??"), Err(ActionError::Malformed { .. })));
    assert_eq!(p.fen(), POSITIONS[0]);
}

#[test]
fn capture_mark_x_is_accepted() {
    let p = position(&[KINGS[0], KINGS[1], ("a1", "R"), ("a5", "n")]);
    let a = p.parse_action("a1xa5").unwrap();
    assert_eq!(p.action_text(a), "a1-a5");
    assert!(p.is_capture(a));
    assert!(!p.is_capture(p.parse_action("a1-a4").unwrap()));
}

#[test]
fn hash_follows_board_side_ep_and_captured_pieces() {
    let start = GiantKing::start();
    let a = played(&start, &["c2-b4", "c9-b7", "b4-c2", "b7-c9"]);
    assert_eq!(a.hash(), start.hash(), "the same position by another road");
    // The en passant square counts only when a pawn could use it (the FIDE repetition rule, I-5).
    let double = played(&start, &["e3-e5"]);
    assert_eq!(double.hash(), fen(&double.fen().replace(" e4 ", " - ")).hash());
    let usable = played(&start, &["e3-e5", "a8-a7", "e5-e6", "d8-d6"]);
    assert!(usable.fen().contains(" d7 "));
    assert_ne!(usable.hash(), fen(&usable.fen().replace(" d7 ", " - ")).hash());
    let one = fen("4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[N] w - - 0 1");
    let two = fen("4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[NN] w - - 0 1");
    let none = fen("4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[] w - - 0 1");
    assert_ne!(one.hash(), two.hash());
    assert_ne!(one.hash(), none.hash());
    assert_ne!(none.hash(), fen("4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[] b - - 0 1").hash());
}

#[test]
fn mobility_counts_squares_attacked_by_pieces() {
    // A lone rook on e5: 18 squares; pawns and kings do not count.
    let p = position(&[KINGS[0], KINGS[1], ("e5", "R"), ("a3", "P")]);
    assert_eq!(p.mobility(Seat(0)), 18);
    assert_eq!(p.mobility(Seat(1)), 0);
    let start = GiantKing::start();
    assert_eq!(start.mobility(Seat(0)), start.mobility(Seat(1)));
}
