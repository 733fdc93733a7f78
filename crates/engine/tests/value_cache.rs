//! The search keeps static values by position hash, so a variant's evaluation must be a
//! function of what its hash covers: two positions with one hash must be worth the same.
//! Positions two plies from each position along random games (where move orders transpose)
//! are compared in every variant; a value that read something the hash leaves out (a clock,
//! a move count, a state of the turn) would differ between two paths to one hash.

use std::collections::HashMap;

use menagerie_engine::{Evaluate, RandomPlayer};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Position, Seat, Viewer};

/// Evaluates every position up to two actions from each position of `games` random games of
/// `plies` plies from `start`, and fails on two positions that share a hash but not a value.
/// Returns how many hashes were met more than once (so that the test knows it compared).
fn values_follow_the_hash<P: Evaluate>(start: P, games: u64, plies: usize) -> usize {
    let mut values: HashMap<u64, (i32, String)> = HashMap::new();
    let mut repeats = 0;
    let mut check = |position: &P| {
        let value = position.evaluate();
        match values.get(&position.hash()) {
            Some((seen, fen)) => {
                assert_eq!(*seen, value, "one hash, two values: {fen} and {}", position.fen());
                repeats += 1;
            }
            None => {
                values.insert(position.hash(), (value, position.fen()));
            }
        }
    };
    let (mut first, mut second) = (Vec::new(), Vec::new());
    for seed in 0..games {
        let mut rng = RandomPlayer::new(seed);
        let mut position = start.clone();
        for _ in 0..plies {
            first.clear();
            position.legal_actions(&mut first);
            if first.is_empty() || position.outcome().is_some() {
                break;
            }
            for &a in first.iter().take(12) {
                let mut child = position.clone();
                child.play_unchecked(a);
                check(&child);
                second.clear();
                child.legal_actions(&mut second);
                for &b in second.iter().take(12) {
                    let mut grandchild = child.clone();
                    grandchild.play_unchecked(b);
                    check(&grandchild);
                }
            }
            let pick = first[(rng.next_u64() % first.len() as u64) as usize];
            position.play_unchecked(pick);
        }
    }
    repeats
}

#[test]
fn chess_values_follow_the_hash() {
    assert!(values_follow_the_hash(Chess::start(), 6, 40) > 0);
}

#[test]
fn giant_king_values_follow_the_hash() {
    assert!(values_follow_the_hash(GiantKing::start(), 4, 30) > 0);
}

#[test]
fn monkey_king_values_follow_the_hash() {
    assert!(values_follow_the_hash(MonkeyKing::start(), 4, 30) > 0);
}

#[test]
fn mountain_values_follow_the_hash() {
    assert!(values_follow_the_hash(Mountain::start(), 4, 30) > 0);
}

#[test]
fn monster_bluff_values_follow_the_hash() {
    let mut bluff = MonsterBluff::start();
    bluff.choose_secret(Seat::FIRST, "8e1").expect("a king on 8e1");
    bluff.choose_secret(Seat::SECOND, "5d1").expect("a king on 5d1");
    assert!(values_follow_the_hash(bluff.view(Viewer::Seat(Seat::FIRST)), 3, 20) > 0);
}
