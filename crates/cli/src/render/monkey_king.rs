//! Monkey King Chess in the terminal: the Earth board with its river squares marked `~`, the
//! two clouds beside ranks 7 and 2 (where the inventor's 8×8 board keeps them), both hands,
//! Red's Fists tokens, and what a bonus phase leaves Red to do. Everything is read from the FEN.

use std::fmt::Write;

use menagerie_rules::fen::{BoardText, Cell, TokenStyle};
use menagerie_rules::variants::monkey_king::{BLUE_RIVER_NAMES, RED_RIVER_NAMES};

use menagerie_rules::Position;
use menagerie_rules::geometry::Coord;
use menagerie_rules::variants::monkey_king::MonkeyKing;

use super::{DARK, LIGHT, Marks, RESET};

const RED_MARK: &str = "\x1b[1;91m";
const BLUE_MARK: &str = "\x1b[1;94m";

/// Red's and Blue's pieces in their own colours.
const RED: &str = "\x1b[1;38;5;160m";
const BLUE: &str = "\x1b[1;38;5;19m";

/// One square, three characters wide: `*` on a disk Red's Celestial freezes, the letter (or
/// `.` on an empty dark square in plain mode), then `~` on a river square.
#[allow(clippy::too_many_arguments)]
fn square(
    out: &mut String,
    cell: Cell,
    coord: Coord,
    dark: bool,
    river: Option<&str>,
    frozen: bool,
    marks: &Marks,
    color: bool,
) {
    let (letter, fg) = match cell {
        Cell::Piece(t) => (t.letter as char, if t.letter.is_ascii_uppercase() { RED } else { BLUE }),
        _ if dark && !color => ('.', ""),
        _ => (' ', ""),
    };
    let mark = if river.is_some() { '~' } else { ' ' };
    let text = format!("{}{letter}{mark}", if frozen { '*' } else { ' ' });
    let (text, bg) = marks.apply(coord, text, if dark { DARK } else { LIGHT }, color);
    if color {
        let chars: Vec<char> = text.chars().collect();
        let _ = write!(out, "{bg}{}{fg}{}{RESET}{bg}{}{}{RESET}", chars[0], chars[1], river.unwrap_or(""), chars[2]);
    } else {
        out.push_str(&text);
    }
}

/// The Earth board with the clouds beside ranks 7 and 2, turned for Blue when `turned`.
pub fn board(fen: &str, turned: bool, marks: &Marks, color: bool) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let (earth, hand) = fields[0].split_once('[').unwrap_or((fields[0], "]"));
    let hand = hand.trim_end_matches(']');
    let clouds = fields.get(2).copied().unwrap_or("2/2");
    let (Ok(earth), Ok(clouds)) =
        (BoardText::parse(earth, 0, 5, 8, TokenStyle::Letter), BoardText::parse(clouds, 0, 2, 2, TokenStyle::Letter))
    else {
        return format!("{fen}\n");
    };
    let frozen = MonkeyKing::from_fen(fen).map(|p| p.immobilized()).unwrap_or_default();
    let mut out = String::new();
    let blue_hand: String = hand.chars().filter(char::is_ascii_lowercase).collect();
    let red_hand: String = hand.chars().filter(char::is_ascii_uppercase).collect();
    let _ = writeln!(out, "    Blue hand: {}", if blue_hand.is_empty() { "-" } else { &blue_hand });
    let ranks: Vec<usize> = if turned { (0..8).collect() } else { (0..8).rev().collect() };
    let files: Vec<usize> = if turned { (0..5).rev().collect() } else { (0..5).collect() };
    for &rank in &ranks {
        let _ = write!(out, "{:>3} ", rank + 1);
        for &file in &files {
            let name = format!("{}{}", (b'a' + file as u8) as char, rank + 1);
            let river = if RED_RIVER_NAMES.contains(&name.as_str()) {
                Some(RED_MARK)
            } else if BLUE_RIVER_NAMES.contains(&name.as_str()) {
                Some(BLUE_MARK)
            } else {
                None
            };
            let coord = Coord::new(file as u8, rank as u8);
            square(
                &mut out,
                earth.get(file, rank),
                coord,
                (file + rank) % 2 == 0,
                river.map(|m| if color { m } else { "" }),
                frozen.contains(&coord),
                marks,
                color,
            );
        }
        // The blue cloud beside rank 7 (q7 dark, r7 light), the red one beside rank 2 (q2 light, r2 dark).
        let cloud = match rank {
            6 => Some((1, "blue cloud")),
            1 => Some((0, "red cloud")),
            _ => None,
        };
        if let Some((row, name)) = cloud {
            out.push_str("    ");
            let cloud_files: [usize; 2] = if turned { [1, 0] } else { [0, 1] };
            for file in cloud_files {
                // Cloud squares are files q and r (16, 17) on the rank beside them.
                let coord = Coord::new(16 + file as u8, rank as u8);
                square(
                    &mut out,
                    clouds.get(file, row),
                    coord,
                    (file + row) % 2 == 1,
                    None,
                    frozen.contains(&coord),
                    marks,
                    color,
                );
            }
            let _ = write!(out, "  {name}");
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{}", if turned { "     e  d  c  b  a      r  q" } else { "     a  b  c  d  e      q  r" });
    let tokens = fields.get(3).copied().unwrap_or("0");
    let _ =
        writeln!(out, "    Red hand: {}   Fists tokens: {tokens}", if red_hand.is_empty() { "-" } else { &red_hand });
    let _ = writeln!(out, "    ~ river square: ranks 1-4 fly to the red cloud, ranks 5-8 to the blue cloud");
    if !frozen.is_empty() {
        let _ = writeln!(out, "    * a Blue disk frozen by Red's Celestial");
    }
    if let Some(legend) = marks.legend(color) {
        let _ = writeln!(out, "{legend}");
    }
    if fields.get(4) == Some(&"*") {
        let _ = writeln!(
            out,
            "    Bonus phase: Red has made its regular action and holds {tokens} token(s): move a Monkey King \
             with a bonus move (+c5-d6) or type 'end'."
        );
    } else if fields.get(1) == Some(&"r") && tokens != "0" {
        let _ = writeln!(out, "    Red may spend tokens on bonus moves (+c5-d6) before or after its regular action.");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_rivers_clouds_hands_tokens_and_the_bonus_phase() {
        let text = board("k4/5/5/5/5/5/1M3/4K[PNp] r 2/gM 1 * 5", false, &Marks::default(), false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].trim(), "Blue hand: p");
        assert_eq!(lines[1], "  8  k~ .     .   ~", "a8 and e8 are river squares, b8 and d8 dark");
        assert!(lines[7].contains(" M~") && lines[7].ends_with("red cloud") && lines[7].contains(" g  M "));
        assert!(lines[2].ends_with("blue cloud"));
        assert!(text.contains("Red hand: PN   Fists tokens: 1"));
        assert!(text.contains("Bonus phase") && text.contains("'end'"));
    }
}
