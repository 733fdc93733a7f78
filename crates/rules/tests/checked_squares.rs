//! `Position::checked_squares`: the royal piece in check that a board marks (issue 8) — the
//! chess King, the Giant-King's four squares, Monkey King's Pilgrim (a check by a flip
//! included), and nothing in the games whose kings are not royal.

use menagerie_rules::geometry::{Coord, parse_coord};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Position, play_text};

fn at(names: &[&str]) -> Vec<Coord> {
    let mut coords: Vec<Coord> = names.iter().map(|n| parse_coord(n).unwrap()).collect();
    coords.sort_by_key(|c| (c.rank, c.file));
    coords
}

fn sorted(mut coords: Vec<Coord>) -> Vec<Coord> {
    coords.sort_by_key(|c| (c.rank, c.file));
    coords
}

#[test]
fn chess_marks_the_king_in_check_only() {
    assert!(Chess::start().checked_squares().is_empty());
    let mut p = Chess::start();
    for m in ["f2-f3", "e7-e5", "g2-g4", "d8-h4"] {
        play_text(&mut p, m).unwrap();
    }
    assert_eq!(p.checked_squares(), at(&["e1"]));
}

#[test]
fn giant_king_marks_all_four_squares() {
    let p = GiantKing::from_fen("4kk4/4kk4/10/10/10/10/10/10/4KK4/4KK4[] w - - 0 1").unwrap();
    assert!(p.checked_squares().is_empty());
    // Black Rooks on e10 and f10 attack all four of the King's squares, seeing through the
    // King itself (I-2).
    let p = GiantKing::from_fen("kk2rr4/kk8/10/10/10/10/10/10/4KK4/4KK4[] w - - 0 1").unwrap();
    assert!(p.in_check());
    assert_eq!(sorted(p.checked_squares()), at(&["e1", "f1", "e2", "f2"]));
}

#[test]
fn monkey_king_marks_the_pilgrim_also_when_a_flip_would_take_it() {
    // The Blue Knight on the river square b5 would take a4 as a Goblin General (one diagonal
    // step) by turning over; Blue may turn disks over while its Goblin King stands on the Earth.
    let flip = MonkeyKing::from_fen("5/5/4k/1n3/K4/5/5/5[] r 2/2 0 - 1").unwrap();
    assert_eq!(flip.checked_squares(), at(&["a4"]));
    // With the Goblin King still in hand Blue cannot turn disks over: no check.
    let no_power = MonkeyKing::from_fen("5/5/5/1n3/K4/5/5/5[k] r 2/2 0 - 1").unwrap();
    assert!(no_power.checked_squares().is_empty());
}

#[test]
fn games_without_royal_check_mark_nothing() {
    assert!(Mountain::start().checked_squares().is_empty());
    assert!(MonsterBluff::start().checked_squares().is_empty());
}
