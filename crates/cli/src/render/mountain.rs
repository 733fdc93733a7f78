//! King of the Mountain's board: 19×19 with walls, each seat's pieces in its colour, the
//! respawn points and the summit marked, and the reserves listed below.

use std::fmt::Write;

use menagerie_rules::geometry::{Coord, write_file};
use menagerie_rules::variants::mountain::{Kind, Mountain};
use menagerie_rules::{Position, Seat};

use super::Marks;

const RESET: &str = "\x1b[0m";
const LIGHT: &str = "\x1b[48;5;187m";
const DARK: &str = "\x1b[48;5;144m";
const WALL: &str = "\x1b[48;5;238m";
const RESPAWN: &str = "\x1b[48;5;174m";
const SUMMIT: &str = "\x1b[48;5;220m";
/// Bold foreground colours of seats r, b, y, g.
const SEAT_COLOURS: [&str; 4] = ["\x1b[1;38;5;160m", "\x1b[1;38;5;21m", "\x1b[1;38;5;94m", "\x1b[1;38;5;22m"];

/// Where display row `row` (0 at the top) and column `col` (0 at the left) fall on the board
/// for a viewer in `corner` seat order 0..4 (r, b, y, g): each seat sees its own King's
/// corner at the bottom left, as red does a1 (RULES.md §3: each seat's squares are red's
/// turned about j10).
fn on_board(quarter: usize, row: u8, col: u8) -> Coord {
    let (r, c) = (row, col);
    match quarter {
        1 => Coord::new(18 - r, 18 - c),
        2 => Coord::new(18 - c, r),
        3 => Coord::new(r, c),
        _ => Coord::new(c, 18 - r),
    }
}

/// A coordinate's file letter or rank number, whichever a row or column of the turned board
/// runs along.
fn label(coord: Coord, file: bool) -> String {
    let mut name = String::new();
    if file {
        let _ = write_file(&mut name, coord.file);
    } else {
        name = (coord.rank + 1).to_string();
    }
    name
}

/// The board of a King of the Mountain FEN, turned for `me`; `None` if it is not one.
pub fn board(fen: &str, me: Option<Seat>, marks: &Marks, color: bool) -> Option<String> {
    let p = Mountain::from_fen(fen).ok()?;
    let seats: Vec<Seat> = (0..p.players()).map(|i| Seat(i as u8)).collect();
    let colour_of = |seat: Seat| SEAT_COLOURS["rbyg".find(p.seat_letter(seat)).unwrap_or(0)];
    let quarter = me.and_then(|seat| "rbyg".find(p.seat_letter(seat))).unwrap_or(0);
    // Rows run along ranks for red and yellow, along files for blue and green.
    let rows_are_ranks = quarter.is_multiple_of(2);
    // A player who resigned has dropped out: no respawn points, and "resigned" for a reserve.
    let respawn: Vec<Coord> =
        seats.iter().filter(|&&s| !p.has_withdrawn(s)).flat_map(|&s| p.respawn_points(s)).collect();
    let summit = Coord::new(9, 9);
    let mut out = String::new();
    for row in 0..19u8 {
        let _ = write!(out, "{:>3} ", label(on_board(quarter, row, 0), !rows_are_ranks));
        for col in 0..19u8 {
            let c = on_board(quarter, row, col);
            let (file, rank) = (c.file, c.rank);
            let piece = p.piece_at(c);
            let text = match piece {
                Some((seat, kind, gained)) if color => {
                    format!("{} {}{}", colour_of(seat), kind.letter(), if gained.is_some() { '+' } else { ' ' })
                }
                Some((seat, kind, gained)) => {
                    format!("{}{}{}", p.seat_letter(seat), kind.letter(), if gained.is_some() { '+' } else { ' ' })
                }
                None if p.is_wall(c) => (if color { "   " } else { "###" }).to_owned(),
                None if c == summit => " ^ ".to_owned(),
                None if respawn.contains(&c) => " o ".to_owned(),
                None if !color && (file + rank) % 2 == 0 => " . ".to_owned(),
                None => "   ".to_owned(),
            };
            if color {
                let bg = if p.is_wall(c) {
                    WALL
                } else if c == summit {
                    SUMMIT
                } else if respawn.contains(&c) {
                    RESPAWN
                } else if (file + rank) % 2 == 0 {
                    DARK
                } else {
                    LIGHT
                };
                let bg = if marks.last_move.contains(&c) { super::LAST_MOVE } else { bg };
                let _ = write!(out, "{bg}{text}{RESET}");
            } else {
                let (text, _) = marks.apply(c, text, "", false);
                out.push_str(&text);
            }
        }
        out.push('\n');
    }
    out.push_str("    ");
    for col in 0..19u8 {
        let _ = write!(out, "{:^3}", label(on_board(quarter, 18, col), rows_are_ranks));
    }
    out.push('\n');
    out.push_str(if color {
        "    walls dark, respawn points pink (o), summit j10 gold (^); + gained a move\n"
    } else {
        "    ### wall, o respawn point, ^ the summit j10; rK red's King, + gained a move\n"
    });
    let reserves: Vec<String> = seats
        .iter()
        .map(|&s| {
            let pieces: String = if p.has_withdrawn(s) {
                "resigned".to_owned()
            } else {
                Kind::ALL.iter().flat_map(|&k| std::iter::repeat_n(k.letter(), p.reserve(s, k) as usize)).collect()
            };
            let name = p.seat_name(s);
            if color {
                format!("{}{name}{RESET} {}", colour_of(s), if pieces.is_empty() { "-" } else { &pieces })
            } else {
                format!("{name} {}", if pieces.is_empty() { "-" } else { &pieces })
            }
        })
        .collect();
    // The marks' legend shares the reserves' line, so the board fits 24 lines.
    let legend = marks.legend(color).map(|l| format!("  {}", l.trim_start())).unwrap_or_default();
    let _ = writeln!(out, "    reserves: {}{legend}", reserves.join(", "));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_board_shows_walls_points_summit_and_reserves() {
        let fen = Mountain::start().fen().replace(" r - ry", " r r:HH ry");
        let text = board(&fen, None, &Marks::default(), false).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[18].starts_with("  1 rK rC rH"), "{}", lines[18]);
        assert!(lines[0].contains("yK"));
        assert!(lines[9].contains(" ^ "), "{}", lines[9]);
        assert!(lines[14].contains(" o "), "e5 is a respawn point: {}", lines[14]);
        assert!(text.contains("###"));
        assert!(text.contains("reserves: red HH, yellow -"));
        assert!(board("8/8 w", None, &Marks::default(), false).is_none());
    }
}
