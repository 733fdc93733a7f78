//! Monkey King Chess (RULES.md §2): every rule on a hand-built position, naming the reading it
//! rests on, and a cross-check of the fast generator against a slow reference written from the
//! spec (`monkey_king/reference.rs`) along random games and on the perft suite's positions.

#[path = "monkey_king/reference.rs"]
mod reference;

use menagerie_rules::variants::monkey_king::{MonkeyKing, Role};
use menagerie_rules::{DrawReason, Outcome, Position, Seat, WinReason, legal_texts, perft, play_text};
use reference::Ref;

fn pos(fen: &str) -> MonkeyKing {
    MonkeyKing::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn texts(fen: &str) -> Vec<String> {
    let mut t = legal_texts(&pos(fen));
    t.sort();
    t
}

fn has(fen: &str, action: &str) -> bool {
    texts(fen).iter().any(|t| t == action)
}

/// The position after playing `actions` (move text) from `fen`.
fn after(fen: &str, actions: &[&str]) -> MonkeyKing {
    let mut p = pos(fen);
    for a in actions {
        play_text(&mut p, a).unwrap_or_else(|e| panic!("{a} at {}: {e}", p.fen()));
    }
    p
}

/// Compares the legal actions and each one's resulting FEN with the reference.
fn cross_check(p: &MonkeyKing) {
    let fen = p.fen();
    let mut fast: Vec<(String, String)> = Vec::new();
    let mut actions = Vec::new();
    p.legal_actions(&mut actions);
    for &a in &actions {
        let mut next = p.clone();
        next.play_unchecked(a);
        fast.push((p.action_text(a), next.fen()));
    }
    let mut slow: Vec<(String, String)> = Ref::parse(&fen).legal().into_iter().map(|(t, n)| (t, n.fen())).collect();
    fast.sort();
    slow.sort();
    if fast != slow {
        let only_fast: Vec<_> = fast.iter().filter(|x| !slow.contains(x)).collect();
        let only_slow: Vec<_> = slow.iter().filter(|x| !fast.contains(x)).collect();
        panic!("at {fen}\nonly fast: {only_fast:?}\nonly reference: {only_slow:?}");
    }
}

fn reference_perft(r: &Ref, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = r.legal();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves.iter().map(|(_, n)| reference_perft(n, depth - 1)).sum()
}

struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn random_games_agree_with_the_reference() {
    for seed in 1..=40u64 {
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut p = MonkeyKing::start();
        let mut actions = Vec::new();
        for _ in 0..160 {
            cross_check(&p);
            actions.clear();
            p.legal_actions(&mut actions);
            if actions.is_empty() {
                break;
            }
            p.play_unchecked(actions[rng.below(actions.len())]);
        }
    }
}

/// The same on many more and longer games: `cargo test --test monkey_king -- --ignored`.
#[test]
#[ignore = "minutes"]
fn many_random_games_agree_with_the_reference() {
    for seed in 1000..1300u64 {
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut p = MonkeyKing::start();
        let mut actions = Vec::new();
        for _ in 0..250 {
            cross_check(&p);
            actions.clear();
            p.legal_actions(&mut actions);
            if actions.is_empty() {
                break;
            }
            p.play_unchecked(actions[rng.below(actions.len())]);
        }
    }
}

#[test]
fn start_perft() {
    let p = MonkeyKing::start();
    assert_eq!(p.fen(), "5/5/5/5/5/5/5/5[PPPPPPNNHHCKppppppnnhhck] b 2/2 0 - 1");
    assert_eq!(perft(&p, 1), 100);
    assert_eq!(perft(&p, 2), 9864);
    assert_eq!(perft(&p, 3), 913770);
    assert_eq!(reference_perft(&Ref::parse(&p.fen()), 2), 9864);
}

/// The legal actions of the disk on `sq` (texts starting with it), sorted.
fn from(fen: &str, sq: &str) -> Vec<String> {
    texts(fen).into_iter().filter(|t| t.starts_with(sq)).collect()
}

fn checked(fen: &str) -> MonkeyKing {
    let p = pos(fen);
    cross_check(&p);
    p
}

// ---- FEN ----

#[test]
fn fen_round_trips_and_writes_hands_in_table_order() {
    for fen in [
        "1c3/2hp1/L1NX1/1p3/1Mp2/4p/4P/3K1[] r 1g/2 2 * 48",
        "2k2/1p1p1/2M2/p1s1x/1M1P1/4X/1PKC1/5[Nn] r M1/1c 2 - 30",
        "5/5/5/5/5/5/5/5[PPPPPPNNHHCKppppppnnhhck] b 2/2 0 - 1",
    ] {
        assert_eq!(pos(fen).fen(), fen);
    }
    let p = pos("5/5/5/5/5/5/5/5[kKpPcChHnN] b 2/2 0 - 1");
    assert_eq!(p.fen(), "5/5/5/5/5/5/5/5[PNHCKpnhck] b 2/2 0 - 1");
    assert_eq!(p.in_hand(Seat(0), Role::Knight), 1);
    assert_eq!(p.in_hand(Seat(1), Role::King), 1);
    assert_eq!(p.piece_at("q7".parse_coord()), None);
    let p = pos("5/5/5/5/5/5/5/5[K] r 1M/c1 0 - 1");
    assert_eq!(p.piece_at("r7".parse_coord()), Some((Seat(0), Role::Monkey)));
    assert_eq!(p.piece_at("q2".parse_coord()), Some((Seat(1), Role::Celestial)));
}

trait ParseCoord {
    fn parse_coord(self) -> menagerie_rules::geometry::Coord;
}

impl ParseCoord for &str {
    fn parse_coord(self) -> menagerie_rules::geometry::Coord {
        menagerie_rules::geometry::parse_coord(self).unwrap()
    }
}

/// Docs "FEN limits": the parser accepts every token count the position holds (up to 255), and
/// a flip to Fists at the limit saturates, so the FEN it writes still reads back.
#[test]
fn a_flip_to_fists_at_the_token_limit_saturates_and_reads_back() {
    let mut p = MonkeyKing::from_fen("5/5/5/5/1H3/5/5/K4[p] r 2/2 255 - 1").unwrap();
    play_text(&mut p, "b4=B").unwrap();
    assert_eq!(p.tokens(), 255);
    assert_eq!(MonkeyKing::from_fen(&p.fen()).unwrap(), p);
}

#[test]
fn fen_errors_say_what_and_where() {
    let cases: &[(&str, usize, &str)] = &[
        ("5/5/5/5/5/5/5/5 b 2/2 0 - 1", 15, "missing hand"),
        ("5/5/5/5/5/5/5/5[K b 2/2 0 - 1", 17, "end with ']'"),
        ("5/5/5/5/5/5/5/S4[K] b 2/2 0 - 1", 14, "unknown piece 'S'"),
        ("5/5/5/5/5/5/5/4m[K] b 2/2 0 - 1", 15, "unknown piece 'm'"),
        ("5/5/5/5/5/5/5/5[KM] b 2/2 0 - 1", 17, "back face"),
        ("5/5/5/5/5/5/5/5[KB] b 2/2 0 - 1", 17, "unexpected 'B'"),
        ("5/5/5/5/5/5/5/*4[K] b 2/2 0 - 1", 14, "hole"),
        ("5/5/5/5/5/5/5/+P4[K] b 2/2 0 - 1", 14, "promoted"),
        ("5/5/5/5/5/5/5/5[K] w 2/2 0 - 1", 19, "'r' or 'b'"),
        ("5/5/5/5/5/5/5/5[K] b 3/2 0 - 1", 21, "clouds"),
        ("5/5/5/5/5/5/5/5[K] b 2/2 256 - 1", 25, "Fists"),
        ("5/5/5/5/5/5/5/5[K] b 2/2 0 * 1", 27, "Blue is to move"),
        ("5/5/5/5/5/5/5/5[K] r 2/2 0 + 1", 27, "phase"),
        ("5/5/5/5/5/5/5/5[K] b 2/2 0 - 0", 29, "from 1"),
        ("5/5/5/5/5/5/5/K4[K] b 2/2 0 - 1", 0, "2 Pilgrims"),
        ("5/5/5/5/5/5/5/5[K] b 2/2 0 -", 28, "missing field 6"),
        ("5/5/5/5/5/5/5/5[K] b 2/2 0 - 1 x", 31, "too many fields"),
        ("5/5/5/5/5/5/5/6[K] b 2/2 0 - 1", 14, "more than 5"),
    ];
    for &(fen, offset, words) in cases {
        let e = MonkeyKing::from_fen(fen).expect_err(fen);
        assert!(e.message.contains(words), "{fen}: '{}' lacks '{words}'", e.message);
        assert_eq!(e.offset, offset, "{fen}: {}", e.message);
    }
}

#[test]
fn junk_fens_and_move_texts_never_panic() {
    let start = MonkeyKing::start().fen();
    let mut rng = XorShift(0x1234_5678_9abc_def1);
    let alphabet = b" /[]*+-0123456789PMSNLGHCXKBpmsnlghcxkbqrw";
    for _ in 0..20_000 {
        let mut fen = start.clone().into_bytes();
        for _ in 0..=rng.below(3) {
            let at = rng.below(fen.len());
            fen[at] = alphabet[rng.below(alphabet.len())];
        }
        let fen = String::from_utf8(fen).unwrap();
        if let Ok(p) = MonkeyKing::from_fen(&fen) {
            assert_eq!(MonkeyKing::from_fen(&p.fen()).unwrap().fen(), p.fen());
            let _ = p.outcome();
        } else if let Err(e) = MonkeyKing::from_fen(&fen) {
            assert!(e.offset <= fen.len());
        }
    }
    let p = pos("2k2/1p1p1/2M2/p1s1x/1M1P1/4X/1PKC1/5[Nn] r M1/1c 2 - 30");
    for text in ["", "+", "end ", "c8-off", "+q2-q7", "N*", "N*z9", "=X", "d4=", "++b4-c5", "b4-c5=", "é", "q2-r7=M=M"]
    {
        let _ = p.parse_action(text);
    }
}

// ---- Drops, disks and their moves ----

#[test]
fn drops_only_on_the_own_half_front_face_up() {
    // RULES.md §2 Turn: Blue introduces on ranks 5-8, never in a cloud.
    let start = MonkeyKing::start();
    let t = legal_texts(&start);
    assert_eq!(t.len(), 100);
    assert!(
        t.iter().all(|t| {
            let rank = t.as_bytes()[3];
            (b'5'..=b'8').contains(&rank) && t.len() == 4
        }),
        "{t:?}"
    );
    let p = after(&start.fen(), &["K*c5"]);
    let t = legal_texts(&p);
    assert!(t.iter().all(|t| (b'1'..=b'4').contains(&t.as_bytes()[3])));
    assert!(t.contains(&"K*c1".to_owned()) && t.contains(&"C*e4".to_owned()));
    assert_eq!(p.fen(), "5/5/5/2k2/5/5/5/5[PPPPPPNNHHCKppppppnnhhc] r 2/2 0 - 1");
}

#[test]
fn pawns_step_forward_capture_diagonally_and_never_double_step() {
    let fen = "k4/5/5/5/1p1p1/2P2/5/5[K] r 2/2 0 - 1";
    checked(fen);
    assert_eq!(from(fen, "c3"), ["c3-b4", "c3-c4", "c3-d4"]);
    let fen = "5/5/5/5/1p1p1/2P2/5/5[Kk] b 2/2 0 - 1";
    assert_eq!(from(fen, "b4"), ["b4-b3", "b4-c3"]);
}

#[test]
fn sea_serpent_moves_as_a_knight_and_captures_as_a_pawn() {
    let fen = "k4/2s2/1P3/3N1/5/5/5/5[K] b 2/2 0 - 1";
    checked(fen);
    assert_eq!(from(fen, "c7"), ["c7-a6", "c7-b5", "c7-b6", "c7-e6", "c7-e8"]);
}

#[test]
fn hero_moves_as_the_sittuyin_elephant() {
    let fen = "k4/5/5/5/5/3p1/2H2/5[K] r 2/2 0 - 1";
    checked(fen);
    assert_eq!(from(fen, "c2"), ["c2-b1", "c2-b3", "c2-c3", "c2-d1", "c2-d3"]);
}

#[test]
fn lancer_slides_straight_forward_only() {
    let fen = "k4/5/2p2/5/5/5/5/2L2[K] r 2/2 0 - 1";
    checked(fen);
    assert_eq!(from(fen, "c1"), ["c1-c2", "c1-c3", "c1-c4", "c1-c5", "c1-c6"]);
    let fen = "k1l2/5/5/5/5/2P2/5/5[K] b 2/2 0 - 1";
    assert_eq!(from(fen, "c8"), ["c8-c3", "c8-c4", "c8-c5", "c8-c6", "c8-c7"]);
}

#[test]
fn red_celestial_and_pilgrim_never_capture_blue_ones_do() {
    let fen = "k4/5/2p2/5/2C2/5/2n2/2K2[] r 2/2 0 - 1";
    checked(fen);
    assert!(!has(fen, "c4-c6") && has(fen, "c4-c5"));
    assert!(!has(fen, "c1-c2") && has(fen, "c1-b2"), "the Pilgrim cannot capture");
    let fen = "k4/5/2c2/5/2P2/5/5/2K2[] b 2/2 0 - 1";
    checked(fen);
    assert!(has(fen, "c6-c4") && has(fen, "a8-b8"));
    let fen = "5/1k3/2P2/5/5/5/5/4K[] b 2/2 0 - 1";
    assert!(has(fen, "b7-c6"), "the Goblin King captures");
}

// ---- Flipping ----

#[test]
fn flip_power_needs_the_pilgrim_on_the_board_or_the_goblin_king_on_earth() {
    // RULES.md §2 Flipping: Red's power once the Pilgrim is on the board.
    let without = "k4/5/5/5/3P1/5/5/5[K] r 2/2 0 - 1";
    checked(without);
    assert_eq!(from(without, "d4"), ["d4-d5"]);
    let with = "k4/5/5/5/3P1/5/5/4K[] r 2/2 0 - 1";
    checked(with);
    assert_eq!(from(with, "d4"), ["d4-c3=M", "d4-c5=M", "d4-d5", "d4-e3=M", "d4-e5=M", "d4-q2=M", "d4-r2=M"]);
    // Blue's power while the Goblin King is on the Earth board: not in hand, not in a cloud.
    let in_hand = "5/5/5/3p1/5/5/5/4K[k] b 2/2 0 - 1";
    assert_eq!(from(in_hand, "d5"), ["d5-d4"]);
    let on_earth = "k4/5/5/3p1/5/5/5/4K[] b 2/2 0 - 1";
    checked(on_earth);
    assert_eq!(from(on_earth, "d5"), ["d5-b4=S", "d5-b6=S", "d5-c3=S", "d5-c7=S", "d5-d4", "d5-e3=S", "d5-e7=S"]);
    let in_cloud = "5/5/5/3p1/5/5/5/4K[] b k1/2 0 - 1";
    assert_eq!(from(in_cloud, "d5"), ["d5-d4"]);
    // Only river squares flip.
    let off_river = "k4/5/5/5/2P2/5/5/4K[] r 2/2 0 - 1";
    assert_eq!(from(off_river, "c4"), ["c4-c5"]);
}

#[test]
fn flip_in_place_only_where_the_new_face_cannot_move_i7() {
    let fen = "k4/5/5/5/1H1C1/5/5/4K[] r 2/2 0 - 1";
    checked(fen);
    let d4 = from(fen, "d4");
    assert!(d4.contains(&"d4=X".to_owned()));
    assert!(d4.iter().all(|t| !t.contains("-") || !t.contains('=')), "a Celestial never flips and moves: {d4:?}");
    let b4 = from(fen, "b4");
    assert!(b4.contains(&"b4=B".to_owned()));
    assert!(b4.iter().filter(|t| t.contains('=')).count() == 1);
    let p = after(fen, &["d4=X"]);
    assert_eq!(p.fen(), "k4/5/5/5/1H1X1/5/5/4K[] b 2/2 0 - 2");
    let p = after(fen, &["b4=B"]);
    assert_eq!(p.fen(), "k4/5/5/5/3C1/5/5/4K[] b 2/2 1 - 2", "the Hero leaves the board as a token");
    // Blue's Celestial flips in place too; its Hero-Foe flips and moves as a Lancer.
    let fen = "2k2/5/5/1h1c1/5/5/5/K4[] b 2/2 0 - 1";
    checked(fen);
    assert!(has(fen, "d5=X"));
    assert!(has(fen, "b5-b1=L") && has(fen, "b5-q7=L") && !has(fen, "b5=L"));
}

#[test]
fn a_mountain_on_a_river_square_flips_back_as_the_celestial() {
    let fen = "k4/5/5/5/3X1/5/X4/4K[] r 2/2 0 - 1";
    checked(fen);
    let d4 = from(fen, "d4");
    assert!(
        d4.contains(&"d4-d7=C".to_owned()) && d4.contains(&"d4-q2=C".to_owned()) && d4.contains(&"d4-b4=C".to_owned())
    );
    // d8 and a4 would put the Goblin King on a8 under the Bodhisattva's gaze: Blue would have no move.
    assert!(!d4.contains(&"d4-d8=C".to_owned()) && !d4.contains(&"d4-a4=C".to_owned()));
    assert!(from(fen, "a2").is_empty(), "a Mountain off the river never moves");
    assert_eq!(after(fen, &["d4-d6=C"]).fen(), "k4/5/3C1/5/5/5/X4/4K[] b 2/2 0 - 2");
}

// ---- Flights ----

#[test]
fn fliers_fly_from_river_squares_to_their_cloud_either_river_i34() {
    // A Monkey King on a Blue river square flies to the blue cloud, without flip power.
    let fen = "k4/5/5/3M1/5/5/5/5[K] r 2/2 0 - 1";
    checked(fen);
    assert_eq!(from(fen, "d5"), ["d5-c4", "d5-c6", "d5-e4", "d5-e6", "d5-q7", "d5-r7"]);
    // A Goblin General on a red river square flies to the red cloud.
    let fen = "5/5/5/5/3g1/5/5/K4[k] b 2/2 0 - 1";
    checked(fen);
    assert_eq!(from(fen, "d4"), ["d4-c3", "d4-c5", "d4-e3", "d4-e5", "d4-q2", "d4-r2"]);
    // Flying needs no flip power; flipping and flying in one move does.
    let fen = "k4/5/5/5/1P1M1/5/5/5[K] r 2/2 0 - 1";
    assert!(has(fen, "d4-q2") && !has(fen, "b4-q2=M"));
    // Never onto an occupied square.
    let fen = "k4/5/5/5/3M1/5/5/4K[] r g1/2 0 - 1";
    assert!(has(fen, "d4-r2") && has(fen, "d4-q2"));
    let fen = "k4/5/5/5/3M1/5/5/4K[] r 2/g1 0 - 1";
    assert!(has(fen, "d4-r2") && !has(fen, "d4-q2"));
}

#[test]
fn from_a_cloud_fliers_land_on_same_coloured_empty_squares_and_never_capture() {
    // q2 is light: the light Earth squares and r7.
    let fen = "k4/5/5/5/5/5/5/1n2K[] r 2/M1 0 - 1";
    checked(fen);
    let q2 = from(fen, "q2");
    assert!(q2.contains(&"q2-r7".to_owned()) && !q2.contains(&"q2-q7".to_owned()));
    assert!(!q2.contains(&"q2-b1".to_owned()), "b1 is light but occupied: a flight never captures");
    assert!(q2.contains(&"q2-a2".to_owned()) && !q2.contains(&"q2-a1".to_owned()));
    assert_eq!(q2.len(), 20 - 2 + 1, "18 empty light Earth squares (b1, a8 taken) and r7: {q2:?}");
    // r2 is dark: its partner is q7.
    let fen = "k4/5/5/5/5/5/5/4K[] r 2/1M 0 - 1";
    assert!(has(fen, "r2-q7") && !has(fen, "r2-r7") && has(fen, "r2-a1"));
}

#[test]
fn lancer_flies_straight_on_from_its_own_cloud_i8() {
    let fen = "k4/5/5/5/5/5/5/4K[] r 2/L1 0 - 1";
    checked(fen);
    assert!(has(fen, "q2-q7") && has(fen, "q2-r7"));
    // From the other side's cloud only the colour flights remain.
    let fen = "k4/5/5/5/5/5/5/4K[] r L1/2 0 - 1";
    assert!(!has(fen, "q7-q2") && has(fen, "q7-r2"));
    let fen = "k4/5/5/5/5/5/5/4K[] b 1l/2 0 - 1";
    checked(fen);
    assert!(has(fen, "r7-r2") && has(fen, "r7-q2"));
}

#[test]
fn inside_a_cloud_pieces_move_and_capture_by_their_moves() {
    let fen = "k4/5/5/5/5/5/5/4K[] b cM/2 0 - 1";
    checked(fen);
    assert!(has(fen, "q7-r7"), "Erh-Lang captures inside the cloud");
    let p = after(fen, &["q7-r7"]);
    assert_eq!(p.fen(), "k4/5/5/5/5/5/5/4K[] r 1c/2 0 - 1");
}

// ---- Celestials and Mountains ----

#[test]
fn red_celestial_immobilizes_along_empty_lines_and_frozen_pieces_give_no_check_i9() {
    // The Knight on c5 would attack b3, but the Bodhisattva on c1 sees it down the c-file.
    let fen = "k4/5/5/2n2/5/1K3/5/2C2[] r 2/2 0 - 1";
    let p = checked(fen);
    assert!(!p.in_check());
    assert_eq!(p.immobilized().len(), 1);
    // Moving the Celestial off the file would release the check: illegal; along it, legal.
    assert!(has(fen, "c1-c2") && has(fen, "c1-c4"));
    assert!(!has(fen, "c1-d1") && !has(fen, "c1-b1"));
    let blue = "k4/5/5/2n2/5/1K3/5/2C2[] b 2/2 0 - 1";
    checked(blue);
    assert!(from(blue, "c5").is_empty(), "a frozen disk cannot move");
    // Red's Mountain does not immobilize.
    let fen = "k4/5/5/2n2/5/5/5/2X1K[] b 2/2 0 - 1";
    assert!(!from(fen, "c5").is_empty());
    // Inside a cloud too.
    let fen = "k4/5/5/5/5/5/5/4K[] b gC/2 0 - 1";
    checked(fen);
    assert!(from(fen, "q7").is_empty());
}

#[test]
fn a_frozen_mountain_cannot_flip_back_and_a_frozen_goblin_king_keeps_flip_power_i33() {
    let free = "4k/5/5/3x1/5/5/5/K4[] b 2/2 0 - 1";
    checked(free);
    assert!(has(free, "d5-d1=C"));
    let frozen = "4k/5/5/3x1/5/5/5/K2C1[] b 2/2 0 - 1";
    checked(frozen);
    assert!(from(frozen, "d5").is_empty());
    // The Goblin King on c8 is frozen by the Celestial on c1, yet the pawn on b5 still flips.
    let fen = "2k2/5/5/1p3/5/5/5/K1C2[] b 2/2 0 - 1";
    checked(fen);
    assert!(from(fen, "c8").is_empty());
    assert!(has(fen, "b5-c3=S"));
}

#[test]
fn whoever_captures_a_celestial_is_buried_under_it() {
    // Blue's Knight takes the Bodhisattva: the Knight leaves the game, a Red Mountain lies on c5.
    let fen = "k4/5/5/2n2/5/1C3/5/4K[] b 2/2 0 - 1";
    checked(fen);
    assert_eq!(after(fen, &["c5-b3"]).fen(), "k4/5/5/2X2/5/5/5/4K[] r 2/2 0 - 1");
    // Red takes Erh-Lang: a Blue Mountain where the capturer stood.
    let fen = "k4/5/5/5/5/1c3/5/2N1K[] r 2/2 0 - 1";
    checked(fen);
    assert_eq!(after(fen, &["c1-b3"]).fen(), "k4/5/5/5/5/5/5/2x1K[] b 2/2 0 - 2");
    // From a river square the buried capturer's Mountain could flip back and check the Pilgrim
    // along rank 1: the same capture from a1 is illegal.
    let fen = "k4/5/5/5/5/1c3/5/N3K[] r 2/2 0 - 1";
    checked(fen);
    assert!(has(fen, "a1-c2") && !has(fen, "a1-b3"));
    // Capturing by a flipping move is another action with the same burial (I-32).
    let fen = "k4/5/5/4c/3P1/5/5/4K[] r 2/2 0 - 1";
    checked(fen);
    assert!(has(fen, "d4-e5") && has(fen, "d4-e5=M"));
    assert_eq!(after(fen, &["d4-e5"]).fen(), after(fen, &["d4-e5=M"]).fen());
    assert_eq!(after(fen, &["d4-e5=M"]).fen(), "k4/5/5/5/3x1/5/5/4K[] b 2/2 0 - 2");
}

#[test]
fn mountains_cannot_be_captured_and_block_lines() {
    let fen = "k4/5/5/5/2x2/1x3/5/N1L1K[] r 2/2 0 - 1";
    checked(fen);
    assert!(!has(fen, "a1-b3"));
    assert_eq!(from(fen, "c1"), ["c1-c2", "c1-c3"]);
}

// ---- Brave Whirling Monkey Fists ----

#[test]
fn bonus_moves_before_and_after_the_regular_action() {
    let fen = "k4/5/5/5/5/5/1M3/4K[] r 2/2 1 - 5";
    checked(fen);
    let t = texts(fen);
    let bonus: Vec<&String> = t.iter().filter(|t| t.starts_with('+')).collect();
    assert_eq!(bonus, ["+b2-a1", "+b2-a3", "+b2-c1", "+b2-c3", "+b2-q2", "+b2-r2"]);
    assert!(t.contains(&"b2-a3".to_owned()), "the same move as the regular action is another action");
    assert!(!t.iter().any(|t| t.starts_with('+') && t.contains('=')), "bonus moves never flip (I-30)");
    // Before the regular action: Red stays to move with one token less.
    let p = after(fen, &["+b2-a3"]);
    assert_eq!(p.fen(), "k4/5/5/5/5/M4/5/4K[] r 2/2 0 - 5");
    // After it: the bonus phase, `end` or a bonus move.
    let p = after(fen, &["e1-d1"]);
    assert_eq!(p.fen(), "k4/5/5/5/5/5/1M3/3K1[] r 2/2 1 * 5");
    assert!(p.in_bonus_phase());
    cross_check(&p);
    let mut t = legal_texts(&p);
    t.sort();
    assert_eq!(t, ["+b2-a1", "+b2-a3", "+b2-c1", "+b2-c3", "+b2-q2", "+b2-r2", "end"]);
    assert_eq!(after(fen, &["e1-d1", "end"]).fen(), "k4/5/5/5/5/5/1M3/3K1[] b 2/2 1 - 6");
    assert_eq!(after(fen, &["e1-d1", "+b2-c3"]).fen(), "k4/5/5/5/5/2M2/5/3K1[] b 2/2 0 - 6", "no token left");
    assert_eq!(after(fen, &["e1-d1", "+b2-q2"]).fen(), "k4/5/5/5/5/5/5/3K1[] b 2/M1 0 - 6");
}

#[test]
fn two_tokens_give_two_bonus_moves_to_one_monkey() {
    let fen = "k4/5/5/5/5/5/1M3/4K[] r 2/2 2 - 5";
    let p = after(fen, &["e1-d1", "+b2-c3"]);
    assert_eq!(p.fen(), "k4/5/5/5/5/2M2/5/3K1[] r 2/2 1 * 5");
    assert_eq!(after(fen, &["e1-d1", "+b2-c3", "+c3-d4"]).fen(), "k4/5/5/5/3M1/5/5/3K1[] b 2/2 0 - 6");
}

#[test]
fn a_token_made_by_flipping_in_place_may_be_spent_at_once_i30() {
    let fen = "k4/5/5/5/1H3/5/3M1/4K[] r 2/2 0 - 3";
    checked(fen);
    let p = after(fen, &["b4=B"]);
    assert_eq!(p.fen(), "k4/5/5/5/5/5/3M1/4K[] r 2/2 1 * 3");
    cross_check(&p);
    assert!(legal_texts(&p).contains(&"+d2-c3".to_owned()));
    // Without a Monkey King there is no bonus move: the turn ends.
    assert_eq!(after("k4/5/5/5/1H3/5/5/4K[] r 2/2 0 - 3", &["b4=B"]).fen(), "k4/5/5/5/5/5/5/4K[] b 2/2 1 - 4");
}

#[test]
fn end_is_always_legal_in_the_bonus_phase_i31() {
    // The Monkey King on c8 is boxed in: `end` is the only action.
    let fen = "k1M2/1P1P1/5/5/5/5/5/4K[] r 2/2 1 * 9";
    let p = checked(fen);
    assert_eq!(legal_texts(&p), ["end"]);
}

// ---- Check, stalemate, the exit ----

#[test]
fn flip_captures_give_check() {
    // The Knight on d5 (a blue river square) would flip to a General and take c4.
    let fen = "k4/5/5/3n1/2K2/5/5/5[] r 2/2 0 - 1";
    let p = checked(fen);
    assert!(p.in_check());
    assert_eq!(texts(fen), ["c4-b3", "c4-b5", "c4-c5", "c4-d3", "c4-d4"]);
    // Nor may the Pilgrim step onto a square only the flipped face attacks.
    let fen = "k4/5/5/3n1/5/1K3/5/5[] r 2/2 0 - 1";
    checked(fen);
    assert!(!has(fen, "b3-c4") && !has(fen, "b3-c3") && has(fen, "b3-a4"));
    // Without the Goblin King on the Earth board Blue cannot flip: no check.
    let fen = "5/5/5/3n1/2K2/5/5/5[k] r 2/2 0 - 1";
    assert!(!pos(fen).in_check());
}

#[test]
fn no_action_leaves_the_pilgrim_in_check_and_drops_may_block() {
    // Erh-Lang on c8 checks the Pilgrim on c1 down the file.
    let fen = "k1c2/5/5/5/5/5/5/2K2[N] r 2/2 0 - 1";
    let p = checked(fen);
    assert!(p.in_check());
    assert_eq!(texts(fen), ["N*c2", "N*c3", "N*c4", "c1-b1", "c1-b2", "c1-d1", "c1-d2"]);
    // The Pilgrim may not be introduced onto an attacked square.
    let fen = "k4/5/5/2p2/5/5/5/5[K] r 2/2 0 - 1";
    checked(fen);
    let drops = texts(fen);
    assert!(!drops.contains(&"K*b4".to_owned()) && !drops.contains(&"K*d4".to_owned()));
    assert!(drops.contains(&"K*c4".to_owned()));
    assert_eq!(drops.len(), 18);
}

#[test]
fn blue_may_not_stalemate_red_but_may_mate_i31() {
    // Red has only its Pilgrim on a1; the Lancer on b8 holds b1 and b2.
    let fen = "1l2k/5/5/5/5/4c/5/K4[] b 2/2 0 - 10";
    checked(fen);
    assert!(!has(fen, "e3-e2"), "taking a2 away would leave Red no move");
    assert!(has(fen, "e3-d3") && has(fen, "e3-e1"));
    assert!(has(fen, "e3-a3"), "mate is allowed");
    let p = after(fen, &["e3-a3"]);
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(1), reason: WinReason::Checkmate }));
}

#[test]
fn red_may_not_stalemate_blue_by_regular_or_bonus_moves_i31() {
    // The Celestial would freeze the Goblin King, Blue's last mobile disk.
    let fen = "k4/5/5/5/5/5/5/1C2K[] r 2/2 0 - 1";
    checked(fen);
    assert!(!has(fen, "b1-a1") && has(fen, "b1-b2"));
    // Taking the last free pawn with the Monkey King is illegal, as a regular move and as a bonus move.
    let fen = "k4/5/2p2/3M1/5/5/5/C3K[] r 2/2 1 - 1";
    checked(fen);
    assert!(!has(fen, "d5-c6") && !has(fen, "+d5-c6"));
    assert!(has(fen, "d5-e6") && has(fen, "+d5-e6"));
}

#[test]
fn the_pilgrim_leaves_from_rank_8_even_in_check_i32() {
    let fen = "2K2/n4/5/5/5/5/5/4k[] r 2/2 0 - 7";
    let p = checked(fen);
    assert!(p.in_check());
    assert_eq!(texts(fen), ["c8-b7", "c8-b8", "c8-c7", "c8-d7", "c8-d8", "c8-off"]);
    let p = after(fen, &["c8-off"]);
    assert_eq!(p.fen(), "5/n4/5/5/5/5/5/4k[] b 2/2 0 - 8");
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Goal }));
    assert!(legal_texts(&p).is_empty());
    // Exempt from the stalemate test: Blue's only disk is frozen, yet the Pilgrim may leave.
    let fen = "k1K2/5/5/5/5/5/5/C4[] r 2/2 0 - 7";
    checked(fen);
    assert!(has(fen, "c8-off"));
}

#[test]
fn a_fen_without_the_pilgrim_is_a_finished_game_i32() {
    let p = pos("5/5/5/5/5/5/5/5[pk] b 2/2 0 - 5");
    assert!(legal_texts(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Goal }));
    // With Red to move, Blue made the last action: it took the Pilgrim.
    let p = pos("5/5/5/5/5/5/5/5[pk] r 2/2 0 - 5");
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(1), reason: WinReason::Goal }));
    // A FEN may leave the Pilgrim attacked with Blue to move: taking it wins.
    let fen = "k4/5/5/5/5/5/1p3/2K2[] b 2/2 0 - 5";
    checked(fen);
    let p = after(fen, &["b2-c1"]);
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(1), reason: WinReason::Goal }));
}

#[test]
fn before_the_pilgrim_is_introduced_there_is_nothing_to_mate() {
    let p = checked("k1c2/5/5/5/5/5/5/5[K] r 2/2 0 - 1");
    assert!(!p.in_check());
    assert!(p.outcome().is_none());
}

#[test]
fn no_legal_action_without_check_is_a_draw() {
    let p = checked("1l2k/5/5/5/5/5/4c/K4[] r 2/2 0 - 10");
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
    let p = checked("k4/5/5/5/5/5/5/C3K[] b 2/2 0 - 3");
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn no_fifty_move_rule_and_repetition_is_a_switchable_house_rule() {
    use menagerie_rules::Game;
    let start = pos("k4/5/5/5/5/5/5/4K[] b 2/2 0 - 1");
    assert_eq!(start.halfmove_clock(), None);
    let mut game = Game::new(start.clone());
    for m in ["a8-b8", "e1-d1", "b8-a8", "d1-e1", "a8-b8", "e1-d1", "b8-a8", "d1-e1"] {
        game.play(m).unwrap();
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    let mut game = Game::new(start);
    game.rules.repetition = false;
    for m in ["a8-b8", "e1-d1", "b8-a8", "d1-e1", "a8-b8", "e1-d1", "b8-a8", "d1-e1"] {
        game.play(m).unwrap();
    }
    assert_eq!(game.outcome(), None);
}

#[test]
fn move_text_accepts_capture_marks_and_lower_case_letters() {
    let fen = "k4/5/5/4c/3P1/5/5/4K[N] r 2/2 0 - 1";
    let p = pos(fen);
    assert_eq!(p.parse_action("d4xe5=m"), p.parse_action("d4-e5=M"));
    assert_eq!(p.parse_action("n*a1"), p.parse_action("N*a1"));
    assert!(p.parse_action("d4-e5=X").is_err());
}

#[test]
fn the_hash_depends_on_the_position_not_the_path() {
    let start = MonkeyKing::start().fen();
    let a = after(&start, &["K*c5", "K*c1", "P*a5", "P*a1"]);
    let b = after(&start, &["P*a5", "P*a1", "K*c5", "K*c1"]);
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.hash(), pos(&a.fen()).hash());
    let c = after(&start, &["P*a5", "K*c1", "K*c5", "P*a1"]);
    assert_eq!(a.hash(), c.hash());
    assert_ne!(a.hash(), pos(&a.fen().replace(" b ", " r ")).hash());
}

#[test]
fn playouts_round_trip_fen_hash_and_move_text() {
    for seed in 100..130u64 {
        let mut rng = XorShift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut p = MonkeyKing::start();
        let mut actions = Vec::new();
        for _ in 0..200 {
            let fen = p.fen();
            let reread = pos(&fen);
            assert_eq!(reread.fen(), fen);
            assert_eq!(reread.hash(), p.hash(), "{fen}");
            actions.clear();
            p.legal_actions(&mut actions);
            assert_eq!(p.count_legal(&mut Vec::new()), actions.len());
            for &a in &actions {
                assert_eq!(p.parse_action(&p.action_text(a)), Ok(a), "{fen}");
            }
            if actions.is_empty() {
                assert!(p.outcome().is_some(), "{fen}");
                break;
            }
            p.play_unchecked(actions[rng.below(actions.len())]);
        }
    }
}

/// Every `perft` line of the suite small enough for the slow reference is recomputed by it.
#[test]
fn perft_file_agrees_with_the_reference() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft/monkey_king.perft")).unwrap();
    let mut fen = String::new();
    let mut checked = 0;
    for line in text.lines().map(|l| l.split('#').next().unwrap().trim()) {
        if let Some(f) = line.strip_prefix("fen ") {
            fen = f.to_owned();
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            let nodes: u64 = nodes.parse().unwrap();
            if nodes <= 40_000 {
                assert_eq!(reference_perft(&Ref::parse(&fen), depth.parse().unwrap()), nodes, "{fen} perft {depth}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} lines checked");
}

/// What the stalemate rule costs: listing every node's actions in perft(3) trees with the rule
/// and without it (`actions_ignoring_stalemate`). Prints the times; run with
/// `cargo test --release --test monkey_king stalemate_rule_cost -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn stalemate_rule_cost() {
    fn nodes(p: &MonkeyKing, depth: u32, out: &mut Vec<MonkeyKing>) {
        out.push(p.clone());
        if depth == 0 {
            return;
        }
        let mut actions = Vec::new();
        p.legal_actions(&mut actions);
        for a in actions {
            let mut next = p.clone();
            next.play_unchecked(a);
            nodes(&next, depth - 1, out);
        }
    }
    for fen in [
        "5/5/5/5/5/5/5/5[PPPPPPNNHHCKppppppnnhhck] b 2/2 0 - 1",
        "2h1p/Cnn1p/5/3kp/NPP1P/1LP2/4P/x1P1K[ppp] b l1/2 1 - 21",
        "2k2/1p1p1/2M2/p1s1x/1M1P1/4X/1PKC1/5[Nn] r M1/1c 2 - 30",
    ] {
        let mut all = Vec::new();
        nodes(&pos(fen), 2, &mut all);
        let mut buffer = Vec::new();
        let mut time = |f: &dyn Fn(&MonkeyKing, &mut Vec<_>)| {
            let start = std::time::Instant::now();
            let mut n = 0;
            for p in &all {
                buffer.clear();
                f(p, &mut buffer);
                n += buffer.len();
            }
            (n, start.elapsed())
        };
        let (with, t_with) = time(&|p, out| p.legal_actions(out));
        let (without, t_without) = time(&|p, out| p.actions_ignoring_stalemate(out));
        eprintln!(
            "{fen}: {} positions, {with} actions with the rule in {t_with:?}, {without} without in {t_without:?}: x{:.2}",
            all.len(),
            t_with.as_secs_f64() / t_without.as_secs_f64()
        );
    }
}
