//! Monster Bluff Chess in the terminal: the ten boards drawn apart in their 3-4-3 grid, each
//! with its number and its own coordinates (`8e1`), stacks of chips by kind, and the viewer's
//! own True King marked. It draws a view FEN, so it can show nothing the viewer may not know.
//!
//! A square is three characters: ` N ` a piece, ` N:` a piece standing on an offer, `*K*` the
//! viewer's True King, `o15` a bare offer worth 15, `D35` a demand worth 35 (`++` from 100).
//! A legend below lists every stack chip by chip.

use std::fmt::Write;

use menagerie_rules::Seat;
use menagerie_rules::fen::{BoardText, Cell, TokenStyle};
use menagerie_rules::variants::monster_bluff::MonsterBluff;

use super::{DARK, LIGHT, LOWER, Marks, RESET, UPPER};

/// Draws the position of a Monster Bluff FEN as `me` may see it (`None`: a spectator),
/// turned half round for Black.
pub fn board(fen: &str, me: Option<Seat>, marks: &Marks, color: bool) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let Ok(grid) = BoardText::parse(fields[0], 0, 32, 24, TokenStyle::Letter) else {
        return format!("{fen}\n");
    };
    let stacks: Vec<(String, String)> = fields
        .get(6)
        .filter(|f| **f != "-")
        .map(|f| f.split(',').filter_map(|s| s.split_once(':')).map(|(a, b)| (a.to_owned(), b.to_owned())).collect())
        .unwrap_or_default();
    let true_king = me.and_then(|seat| {
        let field = fields.get(10)?;
        let square = field.split(',').nth(seat.index())?;
        MonsterBluff::parse_square(square)
    });
    let turned = me == Some(Seat::SECOND);
    // Rows of boards from the top, and the boards of each from the left, as White sees them.
    let mut rows: Vec<(usize, usize, usize)> = vec![(2, 1, 3), (1, 4, 4), (0, 8, 3)];
    if turned {
        rows.reverse();
    }

    let mut out = String::new();
    for (row, first, boards) in rows {
        let offset = if boards == 3 { 4 } else { 0 };
        let numbers: Vec<usize> =
            if turned { (first..first + boards).rev().collect() } else { (first..first + boards).collect() };
        // Outer rows start four files (twelve characters) in, above the middle row's e-files.
        let indent = " ".repeat(3 * offset);
        out.push_str(&indent);
        out.push_str("   ");
        for b in &numbers {
            let _ = write!(out, " {:^24}", format!("board {b}"));
        }
        out.push('\n');
        let local_ranks: Vec<usize> = if turned { (0..8).collect() } else { (0..8).rev().collect() };
        for &local_rank in &local_ranks {
            let rank = row * 8 + local_rank;
            let _ = write!(out, "{indent} {} ", local_rank + 1);
            for b in 0..boards {
                out.push('|');
                for i in 0..8 {
                    let (b, local_file) = if turned { (boards - 1 - b, 7 - i) } else { (b, i) };
                    let file = offset + b * 8 + local_file;
                    let coord = menagerie_rules::geometry::Coord::new(file as u8, rank as u8);
                    let name = MonsterBluff::square_name(coord).unwrap_or_default();
                    let stack = stacks.iter().find(|(sq, _)| *sq == name).map(|(_, chips)| chips.as_str());
                    let (text, fg) = cell(grid.get(file, rank), stack, true_king == Some(coord));
                    let text = if !color && text == "   " && (file + rank) % 2 == 0 { " . ".to_owned() } else { text };
                    let bg = if (file + rank) % 2 == 0 { DARK } else { LIGHT };
                    let (text, bg) = marks.apply(coord, text, bg, color);
                    if color {
                        let _ = write!(out, "{bg}{fg}{text}{RESET}");
                    } else {
                        out.push_str(&text);
                    }
                }
            }
            let _ = writeln!(out, "| {}", local_rank + 1);
        }
        let _ = write!(out, "{indent}   ");
        for _ in 0..boards {
            out.push_str(if turned { "  h  g  f  e  d  c  b  a " } else { "  a  b  c  d  e  f  g  h " });
        }
        out.push_str("\n\n");
    }
    if !stacks.is_empty() {
        out.push_str("Chips (bottom to top): ");
        let listed: Vec<String> = stacks
            .iter()
            .map(|(sq, chips)| {
                let value: u32 = chips.bytes().map(chip_value).sum();
                let kind = if chips.bytes().any(|c| chip_value(c) >= 25) { "demand" } else { "offer" };
                format!("{sq} {chips} ({kind}, {value})")
            })
            .collect();
        out.push_str(&listed.join(", "));
        out.push('\n');
    }
    if let (Some(supply), Some(banks)) = (fields.get(7), fields.get(8)) {
        let _ = writeln!(out, "Supplies (White/Black): {supply}   Banks: {banks}");
    }
    if true_king.is_some() {
        out.push_str("*K* is your True King.\n");
    }
    if let Some(legend) = marks.legend(color) {
        let _ = writeln!(out, "{legend}");
    }
    out
}

fn chip_value(c: u8) -> u32 {
    match c {
        b'W' => 5,
        b'R' => 10,
        b'U' => 25,
        b'G' => 50,
        _ => 0,
    }
}

/// One square's three characters and the piece colour.
fn cell(cell: Cell, stack: Option<&str>, true_king: bool) -> (String, &'static str) {
    match cell {
        Cell::Piece(t) => {
            let fg = if t.letter.is_ascii_uppercase() { UPPER } else { LOWER };
            let letter = t.letter as char;
            let text = if true_king {
                format!("*{letter}*")
            } else if stack.is_some() {
                format!(" {letter}:")
            } else {
                format!(" {letter} ")
            };
            (text, fg)
        }
        _ => match stack {
            None => ("   ".to_owned(), ""),
            Some(chips) => {
                let value: u32 = chips.bytes().map(chip_value).sum();
                let kind = if chips.bytes().any(|c| chip_value(c) >= 25) { 'D' } else { 'o' };
                let amount = if value >= 100 { "++".to_owned() } else { format!("{value:<2}") };
                (format!("{kind}{amount}"), "")
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use menagerie_rules::variants::monster_bluff::START_FEN;

    use super::*;

    #[test]
    fn boards_are_numbered_and_named_locally() {
        let text = board(START_FEN, Some(Seat::FIRST), &Marks::default(), false);
        for b in 1..=10 {
            assert!(text.contains(&format!("board {b}")), "{text}");
        }
        assert!(text.contains("  a  b  c  d  e  f  g  h "));
        assert!(!text.contains('*'), "no True King is known at the start");
    }

    #[test]
    fn own_true_king_and_chips_are_shown() {
        let fen = START_FEN.replace(" - W10R10U5", " 6d5:WWU,5d5:W W10R10U5").replace("?,?", "8e1,?");
        let text = board(&fen, Some(Seat::FIRST), &Marks::default(), false);
        assert_eq!(text.matches("*K*").count(), 2, "the square and the legend:\n{text}");
        assert!(text.contains("D35") && text.contains("o5 "));
        assert!(text.contains("6d5 WWU (demand, 35)") && text.contains("5d5 W (offer, 5)"));
        // The other seat's drawing marks no king, even from the referee's FEN.
        assert!(!board(&fen, Some(Seat::SECOND), &Marks::default(), false).contains("*K*"));
    }
}
