//! Drawing a position in the terminal: the board with its coordinates, read back from the
//! FEN's board field so one drawing serves every variant.

mod monster_bluff;

use std::fmt::Write;

use menagerie_rules::fen::{BoardText, Cell, TokenStyle};
use menagerie_rules::geometry::write_file;
use menagerie_rules::{Seat, Variant};

mod monkey_king;
mod mountain;

const RESET: &str = "\x1b[0m";
const LIGHT: &str = "\x1b[48;5;180m";
const DARK: &str = "\x1b[48;5;137m";
const HOLE: &str = "\x1b[48;5;236m";
const UPPER: &str = "\x1b[1;97m";
const LOWER: &str = "\x1b[1;30m";

/// The position of a `variant`'s FEN as `me` sees it (`None`: a spectator or the referee):
/// a variant's own drawing where it needs one, else [`board`].
pub fn position(variant: Variant, fen: &str, me: Option<Seat>, color: bool) -> String {
    match variant {
        Variant::MonsterBluff => monster_bluff::board(fen, me, color),
        Variant::Mountain => mountain::board(fen, color).unwrap_or_else(|| board(fen, color)),
        Variant::MonkeyKing => monkey_king::board(fen, color),
        _ => board(fen, color),
    }
}

/// The board of `fen` (its first field), rank numbers on the left and files below.
/// Squares are three characters wide: ` N `, `+N `.
pub fn board(fen: &str, color: bool) -> String {
    let field = fen.split([' ', '[']).next().unwrap_or_default();
    let height = field.split('/').count();
    let width = rank_width(field.split('/').next().unwrap_or_default());
    let Ok(board) = BoardText::parse(field, 0, width, height, TokenStyle::Letter) else {
        return format!("{field}\n");
    };
    let mut out = String::new();
    for rank in (0..height).rev() {
        let _ = write!(out, "{:>3} ", rank + 1);
        for file in 0..width {
            let (text, fg) = match board.get(file, rank) {
                Cell::Empty => ("   ".to_owned(), ""),
                Cell::Blocked => (if color { "   " } else { " # " }.to_owned(), ""),
                Cell::Piece(t) => {
                    let text = format!("{}{}{}", if t.promoted { '+' } else { ' ' }, t.letter as char, ' ');
                    (text, if t.letter.is_ascii_uppercase() { UPPER } else { LOWER })
                }
            };
            if color {
                let bg = match board.get(file, rank) {
                    Cell::Blocked => HOLE,
                    _ if (file + rank) % 2 == 0 => DARK,
                    _ => LIGHT,
                };
                let _ = write!(out, "{bg}{fg}{text}{RESET}");
            } else {
                let text = if text == "   " && (file + rank) % 2 == 0 { " . ".to_owned() } else { text };
                out.push_str(&text);
            }
        }
        out.push('\n');
    }
    out.push_str("    ");
    for file in 0..width {
        let mut name = String::new();
        let _ = write_file(&mut name, file as u8);
        let _ = write!(out, "{name:^3}");
    }
    out.push('\n');
    out
}

/// The number of squares in one rank of a board field.
fn rank_width(rank: &str) -> usize {
    let mut width = 0;
    let mut run = 0;
    for b in rank.bytes() {
        if b.is_ascii_digit() {
            run = run * 10 + usize::from(b - b'0');
            continue;
        }
        width += run;
        run = 0;
        if b != b'+' {
            width += 1;
        }
    }
    width + run
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_board_shows_pieces_and_coordinates() {
        let text = board("4k3/8/8/8/8/8/8/4K2R w K - 0 1", false);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 9);
        assert!(lines[0].starts_with("  8 ") && lines[0].contains(" k "));
        assert!(lines[7].contains(" K ") && lines[7].contains(" R "));
        assert_eq!(lines[8].trim(), "a  b  c  d  e  f  g  h");
    }

    #[test]
    fn widths_count_runs_of_two_digits() {
        assert_eq!(rank_width("grwckkcwrg"), 10);
        assert_eq!(rank_width("10"), 10);
        assert_eq!(rank_width("1+n8"), 10);
        assert_eq!(rank_width("****24****"), 32);
    }
}
