//! Rules audit of King of the Mountain against RULES.md §3 (and §0). Each test states what
//! the spec expects; tests that the implementation fails are `#[ignore = "audit: ..."]` so
//! the suite stays green (run them with `cargo test --test audit_mountain -- --ignored`).

use menagerie_rules::geometry::parse_coord;
use menagerie_rules::variants::mountain::{ArmySetup, Mountain};
use menagerie_rules::{Game, Options, Outcome, Position, Seat, Viewer, WinReason, legal_texts, play_text};

/// A 19×19 board with no walls and pieces placed by name: `[("a1", "rK"), ...]`.
fn board(pieces: &[(&str, &str)], walls: &[&str]) -> String {
    let mut grid = vec![vec![String::new(); 19]; 19];
    let at = |s: &str| {
        let f = (s.as_bytes()[0] - b'a') as usize;
        let r: usize = s[1..].parse().unwrap();
        (f, r - 1)
    };
    for &(sq, p) in pieces {
        let (f, r) = at(sq);
        grid[r][f] = p.to_owned();
    }
    for &w in walls {
        let (f, r) = at(w);
        grid[r][f] = "*".to_owned();
    }
    let mut rows = Vec::new();
    for r in (0..19).rev() {
        let (mut row, mut empty) = (String::new(), 0);
        for cell in &grid[r] {
            if cell.is_empty() {
                empty += 1;
                continue;
            }
            if empty > 0 {
                row += &empty.to_string();
                empty = 0;
            }
            row += cell;
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

fn has(p: &Mountain, text: &str) -> bool {
    legal_texts(p).iter().any(|t| t == text)
}

fn options(list: &[&str]) -> Options {
    Options::parse(list.iter().copied()).unwrap()
}

// ---------------------------------------------------------------- confirmed discrepancies

/// RULES.md §0: "Parsing never panics: bad input gets an error"; every FEN the code writes must
/// read back (tests/robustness.rs's FEN round trip). The parser caps a reserve at 99 of a
/// kind, but a capture adds to the reserve without a cap, so a legal action from a readable
/// FEN leads to a FEN the parser refuses.
#[test]
fn every_fen_reached_by_a_legal_action_reads_back_even_at_the_reserve_limit() {
    let b = board(&[("a1", "rK"), ("c3", "rH"), ("c10", "yR"), ("s19", "yK")], &[]);
    let reserve = "H".repeat(99);
    let mut p = pos(&format!("{b} y r:{reserve} ry"));
    // The red corner a1 holds the red King, so the captured Hero goes to the reserve.
    play_text(&mut p, "c10-c3").unwrap();
    let written = p.fen();
    let read = Mountain::from_fen(&written);
    assert!(read.is_ok(), "{:?}", read.err());
}

/// The position hash is what `Game` counts for threefold repetition (RULES.md §0 Draws: "the
/// same position"). Reserve counts above 31 share one hash key, so two different positions
/// (32 and 33 Heroes in reserve, both readable FENs) hash equally and would count as a
/// repetition of each other.
#[test]
fn different_reserves_hash_differently() {
    let b = board(&[("a1", "rK"), ("s19", "yK")], &[]);
    let p32 = pos(&format!("{b} r r:{} ry", "H".repeat(32)));
    let p33 = pos(&format!("{b} r r:{} ry", "H".repeat(33)));
    assert_ne!(p32, p33);
    assert_ne!(p32.hash(), p33.hash());
}

/// RULES.md §3 Options: "All Hands on Deck, ..., Limited Armies, ..., and any mix of them."
/// The code refuses All Hands on Deck together with Limited Armies (docs/mountain.md). The two
/// contradict each other (all 24 pieces vs. fewer), so the spec needs a reading; until it has
/// one, the code departs from its letter.
#[test]
fn any_mix_of_the_inventors_options_is_allowed() {
    let mix = Mountain::start_with(&options(&["hands=on", "limited=12"]));
    assert!(mix.is_ok(), "{:?}", mix.err());
}

/// RULES.md §0 Draws: "Resignation ends any game." `Game::resign` did nothing when more than
/// two seats play, so a 3- or 4-player King of the Mountain game could not end by resignation.
/// Reading (docs/mountain.md, Resignation): a resignation ends the game *for the resigning
/// player*, who drops out; the game ends when one player is left, who wins by resignation.
/// (The audit's first version expected one resignation to end a three-player game.)
#[test]
fn resignation_ends_a_three_player_game() {
    let start = Mountain::start_with(&options(&["players=3"])).unwrap();
    let mut game = Game::new(start);
    game.resign(Seat(1));
    assert!(game.position().has_withdrawn(Seat(1)), "blue has dropped out");
    assert_eq!(game.outcome(), None, "red and yellow play on");
    game.resign(Seat(2));
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Seat(0), reason: WinReason::Resignation }));
}

// ---------------------------------------------------------------- rules confirmed to hold

/// I-16: "the King that was a Cannon's screen stops being one once it moves"; and the Cannon
/// captures over walls before and after its screen (I-22), so a wall does not shield the King.
#[test]
fn kings_rule_sees_cannons_through_walls_and_without_the_kings_own_screen() {
    // Yellow Cannon on j15, a red Hero screen on j12, walls on j14 and j11 (ignored by the
    // Cannon's capture line): j10 is attacked, so the red King on i9 may not step there.
    let b = board(&[("i9", "rK"), ("j12", "rH"), ("j15", "yP"), ("s19", "yK")], &["j14", "j11"]);
    let p = pos(&format!("{b} r - ry"));
    assert!(!has(&p, "i9-j10"));
    // The King as the only screen: stepping off the line frees the square behind it.
    let b = board(&[("j9", "rK"), ("j15", "yP"), ("s19", "yK")], &[]);
    let p = pos(&format!("{b} r - ry"));
    assert!(has(&p, "j9-j8"), "after the step there is no screen between j15 and j8 (I-16)");
}

/// I-18: a piece shot on its own corner by an Archer comes straight back to that corner; a
/// piece captured there by a move goes to the reserve.
#[test]
fn captured_on_its_own_corner_shot_or_taken_i18() {
    let b = board(&[("a1", "rH"), ("c3", "yA"), ("e5", "rK"), ("s19", "yK")], &[]);
    let mut p = pos(&format!("{b} y - ry"));
    play_text(&mut p, "c3-a1").unwrap();
    assert!(p.fen().contains("rH") && p.fen().contains(" - ry"), "{}", p.fen());
    let b = board(&[("a1", "rH"), ("a5", "yR"), ("e5", "rK"), ("s19", "yK")], &[]);
    let mut p = pos(&format!("{b} y - ry"));
    play_text(&mut p, "a5-a1").unwrap();
    assert!(p.fen().contains(" r:H ry"), "{}", p.fen());
}

/// I-19 with a cascade: a King captured on the middle level respawns on its middle point and
/// captures whatever stands there, even the owner's own piece, which goes home by the rules.
#[test]
fn king_respawn_captures_its_own_piece_on_the_middle_point_i19() {
    // Red King on j9 (middle level) taken by a yellow Rook from j15; a red Hero stands on e5.
    // The red corner a1 is empty, so the Hero goes there.
    let b = board(&[("j9", "rK"), ("e5", "rH"), ("j15", "yR"), ("s19", "yK")], &[]);
    let mut p = pos(&format!("{b} y - ry"));
    play_text(&mut p, "j15-j9").unwrap();
    assert_eq!(p.piece_at(parse_coord("e5").unwrap()).map(|x| x.1.letter()), Some('K'));
    assert_eq!(p.piece_at(parse_coord("a1").unwrap()).map(|x| x.1.letter()), Some('H'));
}

/// I-21: a respawn may capture an enemy King, which respawns at once by the level it was
/// captured on (the corner a1 is on the outer level, so at its own corner).
#[test]
fn respawn_captures_an_enemy_king_which_respawns_i21() {
    let b = board(&[("a1", "yK"), ("j9", "rK")], &[]);
    let mut p = pos(&format!("{b} r r:Q ry"));
    assert!(has(&p, "Q@a1"));
    play_text(&mut p, "Q@a1").unwrap();
    assert_eq!(p.piece_at(parse_coord("s19").unwrap()).map(|x| x.1.letter()), Some('K'));
}

/// I-23: after the winning move the side field is the next seat in turn order (no skipping),
/// and no action is legal.
#[test]
fn the_winning_move_ends_the_game_i23() {
    let b = board(&[("j9", "rK"), ("a19", "bK"), ("s19", "yK")], &[]);
    let mut p = pos(&format!("{b} r - rby"));
    play_text(&mut p, "j9-j10").unwrap();
    assert!(p.fen().contains(" b - rby"), "{}", p.fen());
    assert!(legal_texts(&p).is_empty());
}

/// RULES.md §0: King of the Mountain input may also use the inventor's rank-first form.
#[test]
fn rank_first_move_text_is_read() {
    let b = board(&[("j9", "rK"), ("s19", "yK")], &[]);
    let p = pos(&format!("{b} r - ry"));
    assert!(p.parse_action("9J-10J").is_ok());
    assert!(p.parse_action("9jx10j").is_ok());
}

/// §3 Armies: "Players choose in secret and all armies are revealed together." Before the last
/// choice no view but the chooser's own shows an army, and no start position exists.
#[test]
fn no_army_is_visible_to_another_seat_before_all_have_chosen() {
    let mut setup = ArmySetup::from_options(&options(&["players=3"])).unwrap();
    setup.choose(Seat(0), "HHHHHHAAGGNNJJPP").unwrap();
    setup.choose(Seat(1), "HHHHHHRRBBNNJJPP").unwrap();
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Seat(Seat(2)), Viewer::Spectator] {
        assert!(!setup.view(viewer).contains("HHHHHHAAGGNNJJPP"), "{viewer:?}: {}", setup.view(viewer));
    }
    assert!(setup.start().is_none() && setup.armies().is_none());
    setup.choose(Seat(2), "HHHHHHRRBBNNJJPP").unwrap();
    assert!(setup.view(Viewer::Spectator).contains("HHHHHHAAGGNNJJPP"));
}
