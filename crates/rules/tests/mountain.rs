//! King of the Mountain (RULES.md §3): every rule on a hand-built position, citing the
//! reading it rests on; the inventor's options; FEN; and a slow reference generator
//! (tests/mountain/reference.rs) that checks move lists, FENs and perft counts.

#[path = "mountain/reference.rs"]
mod reference;

use menagerie_rules::variants::mountain::{ArmySetup, Config, Kind, Map, Mountain};
use menagerie_rules::{
    ActionError, DrawReason, Game, Options, Outcome, Position, Seat, Viewer, WinReason, legal_texts, perft, play_text,
};
use reference::Ref;

/// An empty 19×19 board (no walls) with pieces placed by name: `[("a1", "rK"), ...]`.
fn board(pieces: &[(&str, &str)]) -> String {
    board_with_walls(pieces, &[])
}

fn board_with_walls(pieces: &[(&str, &str)], walls: &[&str]) -> String {
    let mut grid = vec![vec![String::new(); 19]; 19];
    for &(sq, p) in pieces {
        let (f, r) = reference::square(sq);
        grid[r as usize][f as usize] = p.to_owned();
    }
    for &w in walls {
        let (f, r) = reference::square(w);
        grid[r as usize][f as usize] = "*".to_owned();
    }
    let mut rows = Vec::new();
    for r in (0..19).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for cell in &grid[r] {
            if cell.is_empty() {
                empty += 1;
            } else {
                if empty > 0 {
                    row += &empty.to_string();
                    empty = 0;
                }
                row += cell;
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    rows.join("/")
}

fn pos(fen: &str) -> Mountain {
    Mountain::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn moves_from(p: &Mountain, from: &str) -> Vec<String> {
    let mut m: Vec<String> = legal_texts(p).into_iter().filter(|t| t.starts_with(&format!("{from}-"))).collect();
    m.sort();
    m
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn play(p: &mut Mountain, text: &str) {
    play_text(p, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.fen()));
}

fn start(options: &[&str]) -> Mountain {
    Mountain::start_with(&Options::parse(options.iter().copied()).unwrap()).unwrap()
}

// ---------------------------------------------------------------- board, seats, setup

/// I-10, I-11: the start positions put each seat's pieces on its squares, the walls of the map.
#[test]
fn start_positions_follow_the_seat_table() {
    let p = start(&["players=4"]);
    assert_eq!(p.players(), 4);
    let names: Vec<&str> = (0..4).map(|i| p.seat_name(Seat(i))).collect();
    assert_eq!(names, ["red", "blue", "yellow", "green"]);
    let at = |s: &str| p.piece_at(menagerie_rules::geometry::parse_coord(s).unwrap());
    assert_eq!(at("a1"), Some((Seat(0), Kind::King, None)));
    assert_eq!(at("b2"), Some((Seat(0), Kind::Queen, None)));
    assert_eq!(at("a2"), Some((Seat(0), Kind::Marshal, None)));
    assert_eq!(at("b1"), Some((Seat(0), Kind::Cardinal, None)));
    assert_eq!(at("a19"), Some((Seat(1), Kind::King, None)));
    assert_eq!(at("b19"), Some((Seat(1), Kind::Marshal, None)));
    assert_eq!(at("s19"), Some((Seat(2), Kind::King, None)));
    assert_eq!(at("r18"), Some((Seat(2), Kind::Queen, None)));
    assert_eq!(at("s1"), Some((Seat(3), Kind::King, None)));
    assert_eq!(at("r1"), Some((Seat(3), Kind::Marshal, None)));
    // Default army HHHHHHRRBBNNJJPP on c1 d1 e1 f1 c2 d2 e2 f2 a3 a4 a5 a6 b3 b4 b5 b6.
    assert_eq!(at("c1"), Some((Seat(0), Kind::Hero, None)));
    assert_eq!(at("e2"), Some((Seat(0), Kind::Rook, None)));
    assert_eq!(at("a3"), Some((Seat(0), Kind::Bishop, None)));
    assert_eq!(at("a6"), Some((Seat(0), Kind::Knight, None)));
    assert_eq!(at("b3"), Some((Seat(0), Kind::Kangaroo, None)));
    assert_eq!(at("b6"), Some((Seat(0), Kind::Cannon, None)));
    // Seat 2's free squares are seat 1's turned a quarter clockwise: c1 -> a17, a3 -> c19.
    assert_eq!(at("a17"), Some((Seat(1), Kind::Hero, None)));
    assert_eq!(at("c19"), Some((Seat(1), Kind::Bishop, None)));
    assert_eq!(p.respawn_points(Seat(2)).map(|c| c.to_string()), ["s19", "o15"]);
    assert_eq!(p.respawn_points(Seat(3)).map(|c| c.to_string()), ["s1", "o5"]);

    // Two players take seats 1 and 3; three take 1, 2 and 3 (I-11).
    let two = start(&[]);
    assert_eq!(two.fen().split(' ').nth(3), Some("ry"));
    assert_eq!(two.seat_name(Seat(1)), "yellow");
    assert_eq!(start(&["players=3"]).fen().split(' ').nth(3), Some("rby"));
    assert_eq!(two.to_move(), Seat(0));

    // Each map's walls.
    for map in Map::ALL {
        let p = start(&[&format!("map={map}")]);
        let walls = map.walls().len();
        assert_eq!(p.fen().matches('*').count(), walls, "{map}");
        let text = map.text();
        let j10 = menagerie_rules::geometry::parse_coord("j10").unwrap();
        assert!(!p.is_wall(j10));
        assert!(text.contains('#'));
    }
}

/// RULES.md §3 Armies: 16 of the 20, all six Heroes, at most what a player owns.
#[test]
fn armies_are_checked() {
    let config = Config::default();
    assert!(config.army("HHHHHHRRBBNNJJPP").is_ok());
    assert!(config.army("HHHHHHAAGGNNJJPP").is_ok());
    assert!(config.army("HHHHHAARRBBNNJJP").unwrap_err().contains("Heroes"));
    assert!(config.army("HHHHHHRRRBNNJJPP").unwrap_err().contains("only 2"));
    assert!(config.army("HHHHHHRRBBNNJJP").unwrap_err().contains("16"));
    assert!(config.army("HHHHHHRRBBNNJJPQ").unwrap_err().contains("'Q'"));
    let given = start(&["armies=HHHHHHAAGGNNJJPP/HHHHHHRRBBNNJJPP"]);
    let c3 = menagerie_rules::geometry::parse_coord("e2").unwrap();
    assert_eq!(given.piece_at(c3), Some((Seat(0), Kind::Archer, None)));
    for bad in ["armies=HHHHHH", "armies=A/B/C", "players=5", "map=moon", "hands=maybe", "limited=3", "colour=red"] {
        assert!(Mountain::start_with(&Options::parse([bad]).unwrap()).is_err(), "{bad}");
    }
}

/// Armies are chosen in secret and revealed together: each seat's view shows only its own.
#[test]
fn army_choice_is_secret_until_all_have_chosen() {
    let mut setup = ArmySetup::from_options(&Options::parse(["players=3"]).unwrap()).unwrap();
    assert_eq!(setup.waiting(), [Seat(0), Seat(1), Seat(2)]);
    setup.choose(Seat(1), "HHHHHHAAGGNNJJPP").unwrap();
    assert!(setup.choose(Seat(1), "HHHHHHRRBBNNJJPP").is_err(), "a sealed choice is final");
    assert!(setup.choose(Seat(0), "HHHHHH").is_err());
    assert!(setup.choose(Seat(3), "HHHHHHRRBBNNJJPP").is_err(), "no fourth seat");
    assert_eq!(setup.view(Viewer::Seat(Seat(1))), "armies r:- b:HHHHHHAAGGNNJJPP y:-");
    assert_eq!(setup.view(Viewer::Seat(Seat(0))), "armies r:- b:? y:-");
    assert_eq!(setup.view(Viewer::Spectator), "armies r:- b:? y:-");
    assert!(setup.start().is_none());
    setup.choose(Seat(0), "HHHHHHRRBBNNJJPP").unwrap();
    setup.choose(Seat(2), "RRBBNNJJPPHHHHHH").unwrap();
    assert!(setup.waiting().is_empty());
    assert_eq!(setup.view(Viewer::Seat(Seat(0))), "armies r:HHHHHHRRBBNNJJPP b:HHHHHHAAGGNNJJPP y:RRBBNNJJPPHHHHHH");
    let p = setup.start().unwrap();
    let expected = start(&["players=3", "armies=HHHHHHRRBBNNJJPP/HHHHHHAAGGNNJJPP/RRBBNNJJPPHHHHHH"]);
    assert_eq!(p.fen(), expected.fen());
    // Once play begins nothing is hidden.
    assert_eq!(p.view_fen(Viewer::Seat(Seat(1))), p.fen());
}

// ---------------------------------------------------------------- pieces

/// The Knight is the Xiangqi horse; a wall or a piece on its leg blocks it (RULES.md §3, N).
#[test]
fn knight_is_lame_and_walls_block_its_leg() {
    let p = pos(&format!(
        "{} r - ry",
        board_with_walls(&[("j10", "rN"), ("j11", "yH"), ("a1", "rK"), ("s19", "yK")], &["i10"])
    ));
    // North leg j11 is occupied, west leg i10 is a wall: only the east and south legs are open.
    assert_eq!(moves_from(&p, "j10"), sorted(&["j10-l11", "j10-l9", "j10-k8", "j10-i8"]));
}

/// Marshal and Cardinal use the same lame knight.
#[test]
fn marshal_and_cardinal_have_the_lame_knight() {
    let p = pos(&format!(
        "{} r - ry",
        board(&[("a1", "rK"), ("s19", "yK"), ("e5", "rM"), ("e6", "rH"), ("e4", "rH"), ("d5", "rH"), ("f5", "rH")])
    ));
    assert!(moves_from(&p, "e5").is_empty(), "every leg and rook line is blocked");
    let p = pos(&format!("{} r - ry", board(&[("a1", "rK"), ("s19", "yK"), ("e5", "rC"), ("e6", "yH")])));
    let m = moves_from(&p, "e5");
    assert!(!m.contains(&"e5-d7".to_owned()) && !m.contains(&"e5-f7".to_owned()), "{m:?}");
    assert!(m.contains(&"e5-g6".to_owned()) && m.contains(&"e5-f6".to_owned()));
}

/// The Kangaroo leaps (1,2) and (2,2) over anything, walls included.
#[test]
fn kangaroo_leaps_over_anything() {
    let p = pos(&format!(
        "{} r - ry",
        board_with_walls(
            &[("a1", "rK"), ("s19", "yK"), ("j10", "rJ"), ("l12", "yH"), ("h8", "rH")],
            &["j11", "k11", "k10", "i9"]
        )
    ));
    assert_eq!(
        moves_from(&p, "j10"),
        sorted(&[
            "j10-k12", "j10-i12", "j10-k8", "j10-i8", "j10-l11", "j10-l9", "j10-h11", "j10-h9", "j10-l12", "j10-l8",
            "j10-h12"
        ])
    );
}

/// The Cannon moves as a Rook (never capturing, walls stop it) and captures by jumping
/// exactly one piece, walls ignored before and after the screen and never a screen (I-22).
#[test]
fn cannon_screens_skip_walls() {
    let fen = format!(
        "{} r - ry",
        board_with_walls(
            &[("a1", "rK"), ("s19", "yK"), ("c10", "rP"), ("g10", "bH"), ("l10", "yH"), ("c14", "yH"), ("c16", "yR")],
            &["e10", "i10", "c12"]
        )
    );
    let fen = fen.replace(" ry", " rby");
    let p = pos(&fen);
    let m = moves_from(&p, "c10");
    // East: moves to d10 only (wall e10 stops the move); capture over the screen g10 (anyone's
    // piece) past the wall j10 onto l10. North: c11, the wall c12 stops the move; screen c14, target c16.
    for want in ["c10-d10", "c10-l10", "c10-c11", "c10-c16"] {
        assert!(m.contains(&want.to_owned()), "{want} missing from {m:?}");
    }
    assert!(!m.contains(&"c10-g10".to_owned()), "the Cannon never captures without a screen");
    assert!(!m.contains(&"c10-c14".to_owned()), "a wall is never a screen");
    assert!(!m.contains(&"c10-f10".to_owned()), "the Cannon's move stops at a wall");
}

/// The Archer moves one or two squares orthogonally (sliding, I-12) and shoots an enemy
/// two squares away diagonally without moving, over anything.
#[test]
fn archer_slides_and_shoots() {
    let p = pos(&format!(
        "{} r - ry",
        board_with_walls(
            &[("a1", "rK"), ("s19", "yK"), ("j10", "rA"), ("l12", "yH"), ("h8", "rH"), ("j9", "yH")],
            &["k11", "j12"]
        )
    ));
    let m = moves_from(&p, "j10");
    assert_eq!(m, sorted(&["j10-j11", "j10-k10", "j10-l10", "j10-i10", "j10-h10", "j10-l12"]));
    let mut q = p.clone();
    play(&mut q, "j10-l12");
    let coord = |s| menagerie_rules::geometry::parse_coord(s).unwrap();
    assert_eq!(q.piece_at(coord("j10")), Some((Seat(0), Kind::Archer, None)), "the Archer stays");
    assert_eq!(q.piece_at(coord("l12")), None);
    assert_eq!(q.reserve(Seat(1), Kind::Hero), 1, "yellow's corner s19 is taken: reserve");
}

/// The Giant steps orthogonally without capturing; it captures one or two squares
/// diagonally, the long capture over anything.
#[test]
fn giant_moves_and_captures() {
    let p = pos(&format!(
        "{} r - ry",
        board_with_walls(
            &[("a1", "rK"), ("s19", "yK"), ("j10", "rG"), ("l12", "yH"), ("i9", "yH"), ("j11", "yH"), ("h12", "yH")],
            &["k11", "i11"]
        )
    ));
    assert_eq!(moves_from(&p, "j10"), sorted(&["j10-k10", "j10-i10", "j10-j9", "j10-l12", "j10-i9", "j10-h12"]));
}

/// The Hero steps diagonally without capturing and captures orthogonally.
#[test]
fn hero_moves_and_captures() {
    let p = pos(&format!(
        "{} r - ry",
        board(&[("a1", "rK"), ("s19", "yK"), ("j10", "rH"), ("j11", "yH"), ("k11", "yH"), ("i10", "rB")])
    ));
    assert_eq!(moves_from(&p, "j10"), sorted(&["j10-j11", "j10-k9", "j10-i9", "j10-i11"]));
}

/// I-17: diagonal steps and slides pass between walls that touch only at a corner.
#[test]
fn diagonals_pass_between_corner_walls() {
    let p = pos(&format!("{} r - ry", board_with_walls(&[("a1", "rK"), ("s19", "yK"), ("e5", "rB")], &["e6", "f5"])));
    assert!(moves_from(&p, "e5").contains(&"e5-h8".to_owned()));
}

// ---------------------------------------------------------------- the King's rule

/// The King may not step onto a square any opponent attacks, judged with the King moved
/// (I-16); it need not leave check; a Cannon's screen that was the King stops being one.
#[test]
fn kings_rule() {
    // A yellow Rook on the e-file attacks e-squares; the red King on d4 may not step to e3/e4/e5.
    let p = pos(&format!("{} r - ry", board(&[("d4", "rK"), ("e19", "yR"), ("s19", "yK")])));
    assert_eq!(moves_from(&p, "d4"), sorted(&["d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5"]));
    // In check, the King need not move away: other pieces still move.
    let p = pos(&format!("{} r - ry", board(&[("e4", "rK"), ("e19", "yR"), ("s19", "yK"), ("a10", "rH")])));
    assert!(legal_texts(&p).contains(&"a10-b11".to_owned()));
    // Stepping away along the Rook's line stays attacked: the King's own square counts as empty.
    assert!(!moves_from(&p, "e4").contains(&"e4-e3".to_owned()));
    // A Cannon attacks over one screen; the King that was the screen stops being one once it
    // moves, so it may step along the Cannon's line.
    let p = pos(&format!("{} r - ry", board(&[("e5", "rK"), ("e1", "yP"), ("e3", "rH"), ("s19", "yK")])));
    let m = moves_from(&p, "e5");
    assert!(!m.contains(&"e5-e4".to_owned()) && !m.contains(&"e5-e6".to_owned()), "attacked over the screen e3");
    let p = pos(&format!("{} r - ry", board(&[("e3", "rK"), ("e1", "yP"), ("s19", "yK")])));
    assert!(moves_from(&p, "e3").contains(&"e3-e4".to_owned()));
    // An enemy King attacks all eight squares round it, its own rule ignored (I-16).
    let p = pos(&format!("{} r - ry", board(&[("e5", "rK"), ("e7", "yK")])));
    assert_eq!(moves_from(&p, "e5"), sorted(&["e5-d4", "e5-e4", "e5-f4", "e5-d5", "e5-f5"]));
    // Non-capturing moves attack nothing: a Hero's diagonal and a Giant's step do not.
    let p = pos(&format!("{} r - ry", board(&[("e5", "rK"), ("g5", "yH"), ("f7", "yG"), ("s19", "yK")])));
    assert_eq!(moves_from(&p, "e5"), sorted(&["e5-d4", "e5-e4", "e5-f4", "e5-d6", "e5-f6"]));
    // Archers and Giants attack two squares diagonally over anything; a Kangaroo its leaps.
    let p = pos(&format!("{} r - ry", board(&[("e5", "rK"), ("g8", "yA"), ("h3", "yJ"), ("s19", "yK")])));
    let m = moves_from(&p, "e5");
    assert!(!m.contains(&"e5-e6".to_owned()) && !m.contains(&"e5-f4".to_owned()), "{m:?}");
}

// ---------------------------------------------------------------- respawn

/// A captured piece goes to its corner if empty, else to the reserve (RULES.md §3, Respawn).
#[test]
fn captured_pieces_go_home_or_to_reserve() {
    let fen =
        |yellow_king| format!("{} r - ry", board(&[("a1", "rK"), (yellow_king, "yK"), ("j10", "rR"), ("j15", "yB")]));
    let mut p = pos(&fen("s18"));
    play(&mut p, "j10-j15");
    let coord = |s| menagerie_rules::geometry::parse_coord(s).unwrap();
    assert_eq!(p.piece_at(coord("s19")), Some((Seat(1), Kind::Bishop, None)), "yellow's corner was empty");
    let mut p = pos(&fen("s19"));
    play(&mut p, "j10-j15");
    assert_eq!(p.reserve(Seat(1), Kind::Bishop), 1);
    assert!(p.fen().contains(" y:B ry"), "{}", p.fen());
}

/// I-18: a piece captured on its own corner goes to the reserve (the mover stands there),
/// except when an Archer shot it: the corner is free and it is back at once.
#[test]
fn captured_on_its_own_corner() {
    let fen = format!("{} r - ry", board(&[("a10", "rK"), ("s10", "yK"), ("s17", "rR"), ("s19", "yH"), ("q17", "rA")]));
    let mut p = pos(&fen);
    play(&mut p, "s17-s19");
    assert_eq!(p.reserve(Seat(1), Kind::Hero), 1);
    let mut p = pos(&fen);
    play(&mut p, "q17-s19");
    let coord = |s| menagerie_rules::geometry::parse_coord(s).unwrap();
    assert_eq!(p.piece_at(coord("s19")), Some((Seat(1), Kind::Hero, None)));
    assert_eq!(p.reserve(Seat(1), Kind::Hero), 0);
}

/// A captured King respawns at once by the level it was captured on; whatever stands on the
/// point is captured, even its own piece, and goes home (I-19).
#[test]
fn king_respawns_by_level_with_cascades() {
    let coord = |s| menagerie_rules::geometry::parse_coord(s).unwrap();
    // Outer level (s16): back to the corner s19, capturing yellow's own Hero there, which
    // goes to the reserve (its corner is now the King's).
    let mut p = pos(&format!("{} r - ry", board(&[("a1", "rK"), ("s16", "yK"), ("s10", "rR"), ("s19", "yH")])));
    play(&mut p, "s10-s16");
    assert_eq!(p.piece_at(coord("s19")), Some((Seat(1), Kind::King, None)));
    assert_eq!(p.reserve(Seat(1), Kind::Hero), 1);
    // Middle level (j12): to the middle point o15, capturing a red Rook there, which goes to
    // red's empty corner a1.
    let mut p = pos(&format!("{} r - ry", board(&[("b1", "rK"), ("j12", "yK"), ("j5", "rR"), ("o15", "rQ")])));
    play(&mut p, "j5-j12");
    assert_eq!(p.piece_at(coord("o15")), Some((Seat(1), Kind::King, None)));
    assert_eq!(p.piece_at(coord("a1")), Some((Seat(0), Kind::Queen, None)));
    // Cascade: yellow's King respawns on s19 where red's King stands (outer level): red's
    // King goes to a1, where blue's King stands: blue's King goes to a19.
    let mut p =
        pos(&format!("{} g - rbyg", board(&[("s19", "rK"), ("a1", "bK"), ("s16", "yK"), ("s10", "gR"), ("s1", "gK")])));
    play(&mut p, "s10-s16");
    assert_eq!(p.piece_at(coord("s19")), Some((Seat(2), Kind::King, None)));
    assert_eq!(p.piece_at(coord("a1")), Some((Seat(0), Kind::King, None)));
    assert_eq!(p.piece_at(coord("a19")), Some((Seat(1), Kind::King, None)));
    // I-19: a King captured on its own corner respawns there and captures its captor.
    let mut p = pos(&format!("{} r - ry", board(&[("a1", "rK"), ("s19", "yK"), ("s10", "rR"), ("b18", "rH")])));
    play(&mut p, "s10-s19");
    assert_eq!(p.piece_at(coord("s19")), Some((Seat(1), Kind::King, None)));
    assert_eq!(p.reserve(Seat(0), Kind::Rook), 1, "red's corner a1 holds its King");
}

/// What a FEN may hold: at most one King per seat. Two Kings of one seat would respawn onto
/// each other for ever when one is captured (the issue 8 reproduction), so the FEN is refused
/// with the second King's place; a seat with no King is allowed, for study positions.
#[test]
fn a_seat_has_at_most_one_king() {
    let fen = format!("{} r - rb", board(&[("a19", "bK"), ("a2", "rQ"), ("a1", "bK")]));
    let error = Mountain::from_fen(&fen).expect_err("two blue Kings");
    assert!(error.message.contains("seat 'b' has 2 Kings"), "{error}");
    assert_eq!(&fen[error.offset..error.offset + 2], "bK");
    assert!(error.offset > 0, "points at the second King, not the first");
    // No King at all is a position one can study.
    let p = pos(&format!("{} r - rb", board(&[("a2", "rQ"), ("a1", "bH")])));
    assert!(legal_texts(&p).contains(&"a2-a1".to_owned()));
}

/// The respawn action `R@a1`: onto the corner if empty or an enemy's, else the middle point
/// on the same terms, else none; one action per kind; the King's rule does not limit it and
/// it may capture an enemy King (I-21).
#[test]
fn respawn_action() {
    let coord = |s| menagerie_rules::geometry::parse_coord(s).unwrap();
    let b = |a1: &str, e5: &str| {
        let mut pieces = vec![("j1", "rK"), ("s19", "yK")];
        if !a1.is_empty() {
            pieces.push(("a1", a1));
        }
        if !e5.is_empty() {
            pieces.push(("e5", e5));
        }
        format!("{} r r:HHR,y:Q ry", board(&pieces))
    };
    let respawns =
        |fen: &str| -> Vec<String> { legal_texts(&pos(fen)).into_iter().filter(|t| t.contains('@')).collect() };
    assert_eq!(respawns(&b("", "")), ["R@a1", "H@a1"]);
    assert_eq!(respawns(&b("yH", "")), ["R@a1", "H@a1"]);
    assert_eq!(respawns(&b("rB", "")), ["R@e5", "H@e5"]);
    assert_eq!(respawns(&b("rB", "yB")), ["R@e5", "H@e5"]);
    assert!(respawns(&b("rB", "rB")).is_empty());
    // Capturing an enemy King on the point: it respawns (outer level: its corner).
    let mut p = pos(&format!("{} r r:H ry", board(&[("j1", "rK"), ("a1", "yK")])));
    play(&mut p, "H@a1");
    assert_eq!(p.piece_at(coord("a1")), Some((Seat(0), Kind::Hero, None)));
    assert_eq!(p.piece_at(coord("s19")), Some((Seat(1), Kind::King, None)));
    assert_eq!(p.fen().split(' ').nth(2), Some("-"));
    // Even onto a square an enemy attacks (the King's rule is only for Kings).
    let p = pos(&format!("{} r r:H ry", board(&[("j1", "rK"), ("s19", "yK"), ("a10", "yR")])));
    assert!(legal_texts(&p).contains(&"H@a1".to_owned()));
}

// ---------------------------------------------------------------- end of game

/// I-23: the first King to move onto j10 wins; a FEN with a King on j10 is finished.
#[test]
fn king_on_the_summit_wins() {
    let mut p = pos(&format!("{} r - ry", board(&[("j9", "rK"), ("s19", "yK")])));
    play(&mut p, "j9-j10");
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Goal }));
    assert_eq!(p.to_move(), Seat(1), "the side field is simply the next seat");
    assert!(legal_texts(&p).is_empty());
    assert_eq!(perft(&p, 1), 0);
    assert!(p.passed().is_none(), "the search's pass ends with the game too");
    assert_eq!(play_text(&mut p, "s19-s18"), Err(ActionError::GameOver));
    // Only a King's move wins: another piece on j10 is nothing special.
    let mut p = pos(&format!("{} r - ry", board(&[("a1", "rK"), ("j5", "rR"), ("s19", "yK")])));
    play(&mut p, "j5-j10");
    assert_eq!(p.outcome(), None);
    // The King's rule applies to the summit too.
    let p = pos(&format!("{} r - ry", board(&[("j9", "rK"), ("s10", "yR"), ("s19", "yK")])));
    assert!(!legal_texts(&p).contains(&"j9-j10".to_owned()));
}

/// I-20: a player with no legal action is skipped; the mover moves again if nobody else can act.
#[test]
fn passing_is_automatic() {
    // Blue's only piece, a Hero in the corner, is boxed in by walls and cannot move.
    let walls = ["b18", "b19", "a18"];
    let fen = format!("{} r - rby", board_with_walls(&[("a1", "rK"), ("a19", "bH"), ("s19", "yK")], &walls));
    let mut p = pos(&fen);
    assert!(legal_texts(&p).contains(&"a1-b1".to_owned()));
    play(&mut p, "a1-b1");
    assert_eq!(p.seat_letter(p.to_move()), 'y', "blue cannot act and is skipped");
    // If nobody else can act, the mover moves again.
    let fen = format!("{} r - ry", board_with_walls(&[("a1", "rK"), ("s19", "yH")], &["r19", "s18", "r18"]));
    let mut p = pos(&fen);
    play(&mut p, "a1-b1");
    assert_eq!(p.to_move(), Seat(0));
    // A side to move with no action lists nothing; with nobody able to act it is a draw.
    let p = pos(&format!("{} y - ry", board_with_walls(&[("a1", "rK"), ("s19", "yH")], &["r19", "s18", "r18"])));
    assert_eq!(perft(&p, 1), 0);
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

/// Draws: repetition is the game's (a house rule, on by default); there is no 50-move rule.
#[test]
fn draws() {
    let p = start(&[]);
    assert_eq!(p.halfmove_clock(), None);
    let mut game = menagerie_rules::Game::new(p);
    for _ in 0..2 {
        for m in ["b6-b7", "r14-r13", "b7-b6", "r13-r14"] {
            game.play(m).unwrap();
        }
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

// ---------------------------------------------------------------- move text and FEN

#[test]
fn move_text_accepts_rank_first_squares() {
    let p = start(&[]);
    assert_eq!(p.parse_action("2F-2G"), p.parse_action("f2-g2"));
    assert_eq!(p.parse_action("2fx2g"), p.parse_action("f2-g2"));
    assert!(p.parse_action("f2-g3").is_err());
    assert!(p.parse_action("zz").is_err());
}

#[test]
fn fen_round_trips_and_errors_say_where() {
    for options in [&["players=4", "map=crags"][..], &["keep=3", "monarch=on", "mutants=on", "flies=on"], &["wait=on"]]
    {
        let p = start(options);
        let q = pos(&p.fen());
        assert_eq!(q.fen(), p.fen());
        assert_eq!(q.hash(), p.hash());
    }
    let good = start(&[]).fen();
    let bad = [
        ("", "empty"),
        ("19/19 r - ry", "ranks"),
        (&good.replace(" r - ry", " g - ry"), "not in play"),
        (&good.replace(" r - ry", " r - yr"), "turn order"),
        (&good.replace(" r - ry", " r - r"), "two to four"),
        (&good.replace(" r - ry", " r r:K ry"), "King"),
        (&good.replace(" r - ry", " r b:H ry"), "not in play"),
        (&good.replace(" r - ry", " r r:H,r:H ry"), "two reserves"),
        (&good.replace(" r - ry", " r - ry keep=0/0"), "keep"),
        (&good.replace(" r - ry", " r - ry colour"), "unknown option"),
        (&good.replace(" r - ry", " r - ry flies,flies"), "twice"),
        (&good.replace(" r - ry", " r - ry crown=r/y"), "monarch"),
        (&good.replacen("rK", "rX", 1), "piece letter"),
        (&good.replacen("rK", "bK", 1), "not in play"),
        (&good.replacen("rK", "rK(", 1), "brackets"),
        (&good.replacen("13", "14", 1), "more than 19"),
        (&good.replace(" r - ry", &format!(" r r:{} ry", "H".repeat(256))), "more than 255"),
    ];
    for (fen, what) in bad {
        let e = Mountain::from_fen(fen).unwrap_err();
        assert!(e.message.contains(what), "{fen}: {e} (wanted '{what}')");
    }
    // A wall on a respawn point or the summit is refused (I-10).
    let e = Mountain::from_fen(&format!("{} r - ry", board_with_walls(&[("b1", "rK")], &["a1"]))).unwrap_err();
    assert!(e.message.contains("a1"), "{e}");
    // Pieces that gained a movement are written with it in brackets.
    let p = pos(&format!("{} r - ry mutants", board(&[("a1", "rK(Q)"), ("s19", "yH(R)")])));
    assert!(p.fen().contains("rK(Q)") && p.fen().contains("yH(R)"));
}

/// Docs "FEN": a reserve holds up to 255 of a kind; a capture at the limit keeps 255, so the
/// FEN it writes reads back, and every count the parser accepts hashes apart.
#[test]
fn reserve_counts_read_back_and_hash_apart_up_to_the_limit() {
    let b = board(&[("a1", "rK"), ("c3", "rH"), ("c10", "yR"), ("s19", "yK")]);
    let mut p = pos(&format!("{b} y r:{} ry", "H".repeat(255)));
    play(&mut p, "c10-c3");
    assert_eq!(p.reserve(Seat(0), Kind::Hero), 255);
    assert_eq!(pos(&p.fen()), p);
    let b = board(&[("a1", "rK"), ("s19", "yK")]);
    let hashes: std::collections::HashSet<u64> = (0..=255)
        .map(|n| pos(&format!("{b} r {}ry", if n == 0 { "- ".into() } else { format!("r:{} ", "H".repeat(n)) })).hash())
        .collect();
    assert_eq!(hashes.len(), 256);
}

// ---------------------------------------------------------------- resignation

/// RULES.md §0 "Resignation ends any game"; docs/mountain.md, Resignation: in a game of three
/// or four a resigning player drops out: its pieces and reserve go, the turn order skips it,
/// every seat keeps its number, and the FEN says so (`out=b`).
#[test]
fn a_resigning_player_drops_out_and_keeps_its_seat_number() {
    let b = board(&[("a1", "rK"), ("c3", "rH"), ("a19", "bK"), ("e15", "bR"), ("s19", "yK"), ("s1", "gK")]);
    let mut p = pos(&format!("{b} b b:HH rbyg"));
    assert!(p.withdraw(Seat(1)), "blue, to move, resigns");
    assert!(p.has_withdrawn(Seat(1)));
    assert_eq!(p.pieces().filter(|&(_, s, _)| s == Seat(1)).count(), 0);
    assert_eq!(p.reserve(Seat(1), Kind::Hero), 0);
    assert_eq!(p.to_move(), Seat(2), "the turn passes on to yellow");
    assert_eq!(p.players(), 4);
    assert_eq!(p.seat_name(Seat(2)), "yellow", "seat numbers stay");
    assert!(p.fen().ends_with(" y - rbyg out=b"), "{}", p.fen());
    assert_eq!(pos(&p.fen()), p);
    assert_eq!(pos(&p.fen()).hash(), p.hash());
    assert!(!p.withdraw(Seat(1)), "already out");
    assert!(!p.withdraw(Seat(4)), "no such seat");
    // The turn order skips blue: yellow, green, red, yellow...
    for (text, next) in [("s19-s18", Seat(3)), ("s1-s2", Seat(0)), ("a1-b1", Seat(2))] {
        play(&mut p, text);
        assert_eq!(p.to_move(), next, "after {text}");
    }
    // A player not to move may resign too; the turn stays where it is.
    assert!(p.withdraw(Seat(3)));
    assert_eq!(p.to_move(), Seat(2));
    assert_eq!(p.outcome(), None);
    assert!(p.withdraw(Seat(2)), "yellow, to move, resigns");
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Resignation }));
    assert!(legal_texts(&p).is_empty());
    assert!(!p.withdraw(Seat(0)), "the game is over");
    assert!(p.fen().ends_with(" r - rbyg out=byg"), "{}", p.fen());
    assert_eq!(pos(&p.fen()).outcome(), p.outcome());
}

/// Resigning in the middle of Mutant Monarch choices: the resigning seat's choice goes and
/// the next seat with a choice makes it.
#[test]
fn a_resignation_during_mutant_monarch_choices_hands_the_choice_on() {
    let b = board(&[("a1", "rK"), ("a19", "bK"), ("s19", "yK")]);
    let mut p = pos(&format!("{b} b b:Q,y:R rby monarch=by,crown=by/r"));
    assert!(p.withdraw(Seat(1)));
    assert_eq!(p.to_move(), Seat(2));
    assert_eq!(legal_texts(&p), ["K=R", "K=K"]);
    assert!(p.fen().ends_with(" y y:R rby monarch=y,crown=y/r,out=b"), "{}", p.fen());
    assert_eq!(pos(&p.fen()), p);
    // Yellow resigns too, mid-choice: red is left and wins.
    assert!(p.withdraw(Seat(2)));
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Resignation }));
}

#[test]
fn fens_with_players_out_are_checked() {
    let b = board(&[("a1", "rK"), ("a19", "bK"), ("s19", "yK")]);
    let ok = board(&[("a1", "rK"), ("s19", "yK")]);
    for (fen, what) in [
        (format!("{b} r - rby out=b"), "still has pieces"),
        (format!("{ok} r b:H rby out=b"), "still has pieces"),
        (format!("{ok} b - rby out=b"), "to move has dropped out"),
        (format!("{ok} r - rby out=g"), "not a seat in play"),
        (format!("{ok} r - rby out="), "out lists"),
        (format!("{ok} r - rby out=b,out=b"), "twice"),
        (format!("{ok} r - rby monarch=b,out=b"), "Mutant Monarch"),
    ] {
        let e = Mountain::from_fen(&fen).unwrap_err();
        assert!(e.message.contains(what), "{fen}: {e} (wanted '{what}')");
    }
}

/// `Game::resign` with three players: the resigning player drops out, the record keeps only
/// actions and lists the resignation apart, undo takes it back, and the last player left wins.
#[test]
fn game_resignations_with_three_players() {
    let mut game = Game::new(start(&["players=3"]));
    game.play("c2-d3").unwrap();
    game.resign(Seat(2));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.record(), ["c2-d3"]);
    assert_eq!(game.resignations(), [(1, Seat(2))]);
    assert_eq!(game.position().to_move(), Seat(1));
    assert!(game.undo(), "takes back the resignation");
    assert!(game.resignations().is_empty() && game.record().len() == 1);
    assert!(!game.position().has_withdrawn(Seat(2)));
    game.resign(Seat(1));
    assert_eq!(game.position().to_move(), Seat(2), "blue, to move, dropped out");
    game.resign(Seat(2));
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Resignation }));
    assert!(game.play("c1-d2").is_err());
    assert!(game.undo() && game.undo() && game.undo());
    assert!(!game.undo());
    assert_eq!(game.outcome(), None);
}

// ---------------------------------------------------------------- cross-checks

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays random games (captures preferred, so Kings fall and respawn) and compares every
/// move list and every FEN with the reference implementation.
fn cross_check(p: Mountain, plies: usize, seed: u64) {
    let mut rng = Rng(seed | 1);
    let mut p = p;
    let mut r = Ref::from_fen(&p.fen());
    for ply in 0..plies {
        let mut ours = legal_texts(&p);
        ours.sort();
        let theirs = r.texts();
        assert_eq!(ours, theirs, "ply {ply}: {}", p.fen());
        let mut scratch = Vec::new();
        assert_eq!(p.count_legal(&mut scratch), ours.len());
        if ours.is_empty() {
            break;
        }
        let captures: Vec<&String> = ours
            .iter()
            .filter(|t| {
                let a = p.parse_action(t).unwrap();
                p.is_capture(a)
            })
            .collect();
        let text = if !captures.is_empty() && rng.below(3) > 0 {
            captures[rng.below(captures.len())].clone()
        } else {
            ours[rng.below(ours.len())].clone()
        };
        play(&mut p, &text);
        r.play_text(&text);
        assert_eq!(p.fen(), r.fen(), "after {text} at ply {ply}");
        let back = pos(&p.fen());
        assert_eq!(back.hash(), p.hash(), "hash after re-reading {}", p.fen());
    }
}

#[test]
fn random_games_agree_with_the_reference() {
    let mut seed = 7;
    for players in ["2", "3", "4"] {
        for map in ["terraces", "switchback", "crags"] {
            let opts = [format!("players={players}"), format!("map={map}")];
            let p = start(&[&opts[0], &opts[1]]);
            for _ in 0..2 {
                seed += 1;
                cross_check(p.clone(), 300, seed);
            }
        }
    }
}

#[test]
fn random_games_with_options_agree_with_the_reference() {
    let sets: [&[&str]; 8] = [
        &["flies=on", "players=3"],
        &["keep=2", "players=4"],
        &["monarch=on", "players=4"],
        &["mutants=on"],
        &["wait=on", "players=4", "map=crags"],
        &["hands=on", "players=4", "map=switchback", "monarch=on", "mutants=on"],
        &["limited=12", "keep=1", "monarch=on", "mutants=on", "flies=on", "players=3"],
        &["hands=on", "limited=14", "friends=on", "wait=on", "players=3"],
    ];
    let mut seed = 99;
    for set in sets {
        let p = start(set);
        for _ in 0..3 {
            seed += 1;
            cross_check(p.clone(), 300, seed);
        }
    }
}

/// The perft file's numbers, recomputed by the reference generator.
#[test]
fn perft_file_agrees_with_the_reference() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft/mountain.perft")).unwrap();
    let mut fen = String::new();
    let mut checked = 0;
    for line in text.lines() {
        let line = line.split('#').next().unwrap().trim();
        if let Some(f) = line.strip_prefix("fen ") {
            fen = f.to_owned();
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
            if depth <= 3 {
                assert_eq!(Ref::from_fen(&fen).perft(depth), nodes, "{fen} depth {depth}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 27, "{checked}");
}

// ---------------------------------------------------------------- the inventor's options

fn at(p: &Mountain, s: &str) -> Option<(Seat, Kind, Option<Kind>)> {
    p.piece_at(menagerie_rules::geometry::parse_coord(s).unwrap())
}

/// All Hands on Deck: all 20 optional pieces, the last four on g1 g2 a7 b7 (docs/mountain.md).
#[test]
fn all_hands_on_deck() {
    let p = start(&["hands=on", "players=4"]);
    assert_eq!(at(&p, "g1"), Some((Seat(0), Kind::Archer, None)));
    assert_eq!(at(&p, "g2"), Some((Seat(0), Kind::Archer, None)));
    assert_eq!(at(&p, "a7"), Some((Seat(0), Kind::Giant, None)));
    assert_eq!(at(&p, "b7"), Some((Seat(0), Kind::Giant, None)));
    assert_eq!(at(&p, "m1"), Some((Seat(3), Kind::Giant, None)), "green's a7 is m1");
    assert_eq!(at(&p, "s13"), Some((Seat(2), Kind::Giant, None)), "yellow's a7 is s13");
    assert_eq!(p.pieces().filter(|&(_, s, _)| s == Seat(2)).count(), 24);
    assert!(Mountain::start_with(&Options::parse(["hands=on", "armies=HHHHHHRRBBNNJJPP"]).unwrap()).is_err());
}

/// All Hands on Deck with Limited Armies (RULES.md §3: "any mix of them"; docs/mountain.md):
/// N counts the pieces placed, K Q M C included; the four extra squares g1 g2 a7 b7 are free
/// squares like the other 16, any of which may be left empty. N goes up to 24.
#[test]
fn all_hands_on_deck_with_limited_armies() {
    let p = start(&["hands=on", "limited=12"]);
    assert_eq!(p.pieces().filter(|&(_, s, _)| s == Seat(0)).count(), 12);
    // Eight chosen pieces, two of them on the extra squares g1 and b7.
    let p = start(&["hands=on", "limited=12", "armies=HHHHHH..........A..G"]);
    assert_eq!(at(&p, "g1"), Some((Seat(0), Kind::Archer, None)));
    assert_eq!(at(&p, "g2"), None);
    assert_eq!(at(&p, "b7"), Some((Seat(0), Kind::Giant, None)));
    assert_eq!(p.pieces().filter(|&(_, s, _)| s == Seat(1)).count(), 12);
    // limited=24 is All Hands on Deck itself; above 20 needs hands=on.
    assert_eq!(start(&["hands=on", "limited=24"]).fen(), start(&["hands=on"]).fen());
    for bad in [&["limited=21"][..], &["hands=on", "limited=25"], &["hands=on", "limited=12", "armies=HHHHHHAA"]] {
        assert!(Mountain::start_with(&Options::parse(bad.iter().copied()).unwrap()).is_err(), "{bad:?}");
    }
    let too_many = Options::parse(["hands=on", "limited=12", "armies=HHHHHH........AAGG"]).unwrap();
    assert!(Mountain::start_with(&too_many).is_err(), "ten pieces, but limited=12 allows eight");
    // You Can Pick Your Friends then has something to pick: eight pieces from the twenty.
    let mut setup =
        ArmySetup::from_options(&Options::parse(["friends=on", "hands=on", "limited=12"]).unwrap()).unwrap();
    setup.pick(Seat(0), "HHHHHHGG").unwrap();
    setup.pick(Seat(1), "HHHHHHAA").unwrap();
    setup.choose(Seat(1), "HHHHHH..............GG").unwrap_err();
    setup.choose(Seat(1), "HHHHHH............GG").unwrap();
    setup.choose(Seat(0), "..HHHHHH........AA..").unwrap();
    let p = setup.start().unwrap();
    assert_eq!(at(&p, "g2"), Some((Seat(0), Kind::Archer, None)));
    assert_eq!(at(&p, "c1"), None);
}

/// Dropping Like Flies: captured pieces leave the game; Kings still respawn.
#[test]
fn dropping_like_flies() {
    let mut p = pos(&format!("{} r - ry flies", board(&[("a1", "rK"), ("s18", "yK"), ("j5", "rR"), ("j15", "yB")])));
    play(&mut p, "j5-j15");
    assert_eq!(at(&p, "s19"), None);
    assert_eq!(p.reserve(Seat(1), Kind::Bishop), 0);
    assert_eq!(p.pieces().count(), 3);
    let mut p = pos(&format!("{} r - ry flies", board(&[("a1", "rK"), ("s15", "yK"), ("s5", "rR")])));
    play(&mut p, "s5-s15");
    assert_eq!(at(&p, "s19"), Some((Seat(1), Kind::King, None)));
}

/// You Can Pick Your Friends: each player picks the next player's pieces, then places them.
#[test]
fn you_can_pick_your_friends() {
    let mut setup = ArmySetup::from_options(&Options::parse(["friends=on", "players=2"]).unwrap()).unwrap();
    assert!(setup.choose(Seat(0), "HHHHHHRRBBNNJJPP").is_err(), "pick first");
    setup.pick(Seat(0), "AAGGHHHHHHNNJJPP").unwrap(); // for yellow
    assert_eq!(setup.view(Viewer::Seat(Seat(1))), "picks r:? y:-\narmies r:- y:-");
    setup.pick(Seat(1), "hhhhhhrrbbnnjjpp").unwrap(); // for red
    assert_eq!(setup.view(Viewer::Seat(Seat(1))), "picks r:AAGGHHHHHHNNJJPP y:HHHHHHRRBBNNJJPP\narmies r:- y:-");
    let err = setup.choose(Seat(1), "HHHHHHRRBBNNJJPP").unwrap_err();
    assert!(err.to_string().contains("picked for you"), "{err}");
    setup.choose(Seat(1), "HHHHHHAAGGNNJJPP").unwrap();
    setup.choose(Seat(0), "RRBBNNJJPPHHHHHH").unwrap();
    let p = setup.start().unwrap();
    assert_eq!(at(&p, "c1"), Some((Seat(0), Kind::Rook, None)));
    assert_eq!(at(&p, "q19"), Some((Seat(1), Kind::Hero, None)), "yellow's c1 is q19");
}

/// What a setup screen is told: the seat's corner and army squares (turned for yellow), and
/// the pieces it builds from (every optional piece, or the ones picked for it).
#[test]
fn army_squares_and_pool_for_a_setup_screen() {
    let mut setup = ArmySetup::from_options(&Options::parse(["friends=on", "players=2"]).unwrap()).unwrap();
    let (fixed, squares) = setup.army_squares(Seat(0));
    assert_eq!(fixed, ["a1", "b2", "a2", "b1"].map(str::to_owned));
    assert_eq!(squares.len(), 16);
    assert_eq!((squares[0].as_str(), squares[4].as_str()), ("c1", "c2"));
    let (fixed, squares) = setup.army_squares(Seat(1));
    assert_eq!((fixed[0].as_str(), squares[0].as_str()), ("s19", "q19"), "yellow's c1 is q19");
    assert_eq!(setup.pool(Seat(0)).len(), 20, "before the picks: every optional piece");
    setup.pick(Seat(0), "AAGGHHHHHHNNJJPP").unwrap();
    setup.pick(Seat(1), "HHHHHHRRBBNNJJPP").unwrap();
    let mut pool: Vec<char> = setup.pool(Seat(1)).chars().collect();
    pool.sort_unstable();
    assert_eq!(pool.into_iter().collect::<String>(), "AAGGHHHHHHJJNNPP", "yellow builds from red's pick");
    let hands = ArmySetup::from_options(&Options::parse(["hands=on"]).unwrap()).unwrap();
    assert_eq!(hands.army_squares(Seat(0)).1.len(), 20, "All Hands on Deck fills four squares more");
}

/// Limited Armies: N pieces with K Q M C, `.` for empty free squares, Heroes first.
#[test]
fn limited_armies() {
    let p = start(&["limited=12"]);
    assert_eq!(p.pieces().filter(|&(_, s, _)| s == Seat(0)).count(), 12);
    let p = start(&["limited=12", "armies=HH.HH.HHR......R"]);
    assert_eq!(at(&p, "e1"), None);
    assert_eq!(at(&p, "a3"), Some((Seat(0), Kind::Rook, None)));
    for bad in ["armies=HHHHHHRRBBNN....", "armies=HHHHHRRR........", "armies=HHHHHHRR"] {
        assert!(Mountain::start_with(&Options::parse(["limited=12", bad]).unwrap()).is_err(), "{bad}");
    }
    assert!(start(&["limited=8", "armies=HHHH............"]).pieces().count() == 16);
    assert!(Mountain::start_with(&Options::parse(["limited=8", "armies=HHHR............"]).unwrap()).is_err());
}

/// Wait for It: only K Q M C on the board; the army starts in the reserve.
#[test]
fn wait_for_it() {
    let p = start(&["wait=on"]);
    assert_eq!(p.pieces().count(), 8);
    assert_eq!(p.reserve(Seat(0), Kind::Hero), 6);
    assert!(p.fen().contains(" r:BBRRNNJJPPHHHHHH,y:BBRRNNJJPPHHHHHH ry"), "{}", p.fen());
    // a1 holds the King: respawns go to the middle point e5.
    assert!(legal_texts(&p).contains(&"H@e5".to_owned()));
}

/// But Can You Keep It: the King must hold j10 until the turn has come round to it N times.
#[test]
fn but_can_you_keep_it() {
    let fen = format!("{} r - ry keep=2/0", board(&[("j9", "rK"), ("s19", "yK"), ("a1", "rH")]));
    let mut p = pos(&fen);
    play(&mut p, "j9-j10");
    assert_eq!(p.outcome(), None);
    assert!(p.fen().ends_with("keep=2/0"));
    play(&mut p, "s19-s18");
    assert_eq!(p.turns_held(), 1, "the turn came round to red once");
    assert_eq!(p.outcome(), None);
    play(&mut p, "a1-b2");
    play(&mut p, "s18-s17");
    assert_eq!(p.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Goal }));
    // Forced off: capturing the King resets the count.
    let fen = format!("{} y - ry keep=3/2", board(&[("j10", "rK"), ("s19", "yK"), ("j18", "yR")]));
    let mut p = pos(&fen);
    play(&mut p, "j18-j10");
    assert_eq!(p.turns_held(), 0);
    assert_eq!(at(&p, "e5"), Some((Seat(0), Kind::King, None)), "captured on the middle level");
}

/// Mutant Monarch: after its first capture a King may take a reserve piece's movement.
#[test]
fn mutant_monarch() {
    let fen = format!("{} r - ry monarch", board(&[("a1", "rK"), ("s10", "yK"), ("j10", "rR"), ("s5", "rR")]));
    let mut p = pos(&fen.replace(" r - ry", " r y:QH ry"));
    play(&mut p, "j10-s10");
    // Captured on the middle level? s10 is on the outer level: back to s19. Yellow chooses now.
    assert_eq!(p.seat_letter(p.to_move()), 'y');
    assert!(p.fen().ends_with("monarch=y,crown=y/r"), "{}", p.fen());
    assert_eq!(legal_texts(&p), ["K=Q", "K=H", "K=K"]);
    assert_eq!(p.parse_action("k=q"), p.parse_action("K=Q"), "lower case is accepted");
    play(&mut p, "k=q");
    assert_eq!(at(&p, "s19"), Some((Seat(1), Kind::King, Some(Kind::Queen))));
    assert_eq!(p.reserve(Seat(1), Kind::Queen), 0);
    assert_eq!(p.seat_letter(p.to_move()), 'y', "then yellow plays its turn");
    assert!(legal_texts(&p).contains(&"s19-j19".to_owned()), "the King now slides as a Queen");
    // Only the first capture counts.
    let mut p = pos(&fen.replace(" r - ry monarch", " r y:QH ry monarch=y"));
    play(&mut p, "j10-s10");
    assert!(!p.fen().contains("crown"));
    // With an empty reserve there is no choice, and the chance is gone.
    let mut p = pos(&fen);
    play(&mut p, "j10-s10");
    assert!(p.fen().ends_with("monarch=y"), "{}", p.fen());
}

/// Mutant Armies: the capturer gains the captured kind, once, not from its own kind.
#[test]
fn mutant_armies() {
    let fen =
        format!("{} r - ry mutants", board(&[("a1", "rK"), ("s19", "yK"), ("c3", "rH"), ("c4", "yR"), ("d8", "yH")]));
    let mut p = pos(&fen);
    play(&mut p, "c3-c4");
    assert_eq!(at(&p, "c4"), Some((Seat(0), Kind::Hero, Some(Kind::Rook))));
    assert!(p.fen().contains("rH(R)"));
    play(&mut p, "s19-s18");
    assert!(legal_texts(&p).contains(&"c4-c18".to_owned()), "it slides as a Rook now");
    // A Rook taking a Rook does not mutate; an Archer's shot does.
    let mut p = pos(&format!("{} r - ry mutants", board(&[("a1", "rK"), ("s19", "yK"), ("c3", "rR"), ("c9", "yR")])));
    play(&mut p, "c3-c9");
    assert_eq!(at(&p, "c9"), Some((Seat(0), Kind::Rook, None)));
    let mut p = pos(&format!("{} r - ry mutants", board(&[("a1", "rK"), ("s19", "yK"), ("c3", "rA"), ("e5", "yG")])));
    play(&mut p, "c3-e5");
    assert_eq!(at(&p, "c3"), Some((Seat(0), Kind::Archer, Some(Kind::Giant))));
    // Now it can both shoot e5... and capture there by moving (Giant): the shot is c3:e5.
    let mut p =
        pos(&format!("{} r - ry mutants", board(&[("a1", "rK"), ("s19", "yK"), ("c3", "rA(G)"), ("e5", "yH")])));
    let t = legal_texts(&p);
    assert!(t.contains(&"c3-e5".to_owned()) && t.contains(&"c3:e5".to_owned()), "{t:?}");
    play(&mut p, "c3:e5");
    assert_eq!(at(&p, "c3"), Some((Seat(0), Kind::Archer, Some(Kind::Giant))), "the shot leaves it on c3");
    // A captured mutant comes home plain.
    let mut p =
        pos(&format!("{} y - ry mutants", board(&[("a2", "rK"), ("s19", "yK"), ("c3", "rH(R)"), ("c10", "yR")])));
    play(&mut p, "c10-c3");
    assert_eq!(at(&p, "a1"), Some((Seat(0), Kind::Hero, None)));
}
