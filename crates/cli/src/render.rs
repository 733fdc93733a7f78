//! Drawing a position in the terminal: the board with its coordinates, read back from the
//! FEN's board field so one drawing serves every variant.

mod monster_bluff;

use std::fmt::Write;

use menagerie_rules::fen::{BoardText, Cell, TokenStyle};
use menagerie_rules::geometry::{Coord, write_file};
use menagerie_rules::{Seat, Variant};

mod monkey_king;
mod mountain;

const RESET: &str = "\x1b[0m";
const LIGHT: &str = "\x1b[48;5;180m";
const DARK: &str = "\x1b[48;5;137m";
const HOLE: &str = "\x1b[48;5;236m";
const UPPER: &str = "\x1b[1;97m";
const LOWER: &str = "\x1b[1;30m";

/// What a drawing marks besides the pieces: the last move's squares and a royal piece in
/// check. In colour they get a background of their own; in plain text, the square's free
/// characters become `[ ]` (the last move) or `! !` (check).
#[derive(Clone, Debug, Default)]
pub struct Marks {
    pub last_move: Vec<Coord>,
    pub check: Vec<Coord>,
}

pub(crate) const LAST_MOVE: &str = "\x1b[48;5;143m";
const CHECK: &str = "\x1b[48;5;167m";

impl Marks {
    /// A square's text and background with its mark, if it has one.
    fn apply(&self, coord: Coord, text: String, bg: &'static str, color: bool) -> (String, &'static str) {
        let (open, close, mark_bg) = if self.check.contains(&coord) {
            ('!', '!', CHECK)
        } else if self.last_move.contains(&coord) {
            ('[', ']', LAST_MOVE)
        } else {
            return (text, bg);
        };
        if color {
            return (text, mark_bg);
        }
        let mut chars: Vec<char> = text.chars().collect();
        if chars.len() == 3 {
            if chars[0] == ' ' {
                chars[0] = open;
            }
            if chars[2] == ' ' {
                chars[2] = close;
            }
        }
        (chars.into_iter().collect(), bg)
    }

    /// The legend line for what is marked, in plain text.
    fn legend(&self, color: bool) -> Option<String> {
        let mut parts = Vec::new();
        if !self.last_move.is_empty() {
            parts.push(if color { "olive: the last move" } else { "[ ] the last move" });
        }
        if !self.check.is_empty() {
            parts.push(if color { "red: in check" } else { "! ! in check" });
        }
        (!parts.is_empty()).then(|| format!("    {}", parts.join(", ")))
    }
}

/// The position of a `variant`'s FEN as `me` sees it (`None`: a spectator or the referee),
/// turned so that `me` sits at the bottom: a variant's own drawing where it needs one, else
/// [`board`]. Too big for the terminal, it says so first.
pub fn position(variant: Variant, fen: &str, me: Option<Seat>, marks: &Marks, color: bool) -> String {
    let drawing = match variant {
        Variant::MonsterBluff => monster_bluff::board(fen, me, marks, color),
        Variant::Mountain => mountain::board(fen, me, marks, color).unwrap_or_else(|| board(fen, false, marks, color)),
        Variant::MonkeyKing => monkey_king::board(fen, me == Some(Seat::SECOND), marks, color),
        _ => board(fen, me == Some(Seat::SECOND), marks, color),
    };
    match too_big(&drawing) {
        Some(warning) => format!("{warning}\n{drawing}"),
        None => drawing,
    }
}

/// A request for a wider or taller terminal when the drawing does not fit the one we are in
/// (its size from `COLUMNS` and `LINES`, else the terminal itself, else 80×24).
fn too_big(drawing: &str) -> Option<String> {
    let (columns, lines) = terminal_size();
    let width = drawing.lines().map(visible_width).max().unwrap_or(0);
    // Below the board: whose move it is, and the prompt.
    let height = drawing.lines().count() + 2;
    (width > columns || height > lines).then(|| {
        format!(
            "This board needs a terminal of at least {width}×{height}; this one is {columns}×{lines}. \
             Make it bigger and type 'board' to draw it again."
        )
    })
}

/// The printed width of a line, colour codes left out.
fn visible_width(line: &str) -> usize {
    let mut width = 0;
    let mut in_escape = false;
    for c in line.chars() {
        match (in_escape, c) {
            (false, '\x1b') => in_escape = true,
            (true, 'm') => in_escape = false,
            (true, _) => {}
            (false, _) => width += 1,
        }
    }
    width
}

fn terminal_size() -> (usize, usize) {
    let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<usize>().ok()).filter(|&n| n > 0);
    if let (Some(c), Some(l)) = (env("COLUMNS"), env("LINES")) {
        return (c, l);
    }
    // SAFETY: TIOCGWINSZ fills a winsize on success and touches nothing else.
    let mut size: libc::winsize = unsafe { std::mem::zeroed() };
    let ok = unsafe { libc::ioctl(libc::STDOUT_FILENO, libc::TIOCGWINSZ, &mut size) } == 0;
    if ok && size.ws_col > 0 && size.ws_row > 0 {
        return (usize::from(size.ws_col), usize::from(size.ws_row));
    }
    (80, 24)
}

/// The board of `fen` (its first field), rank numbers on the left and files below, turned
/// for the second seat when `turned`. Squares are three characters wide: ` N `, `+N `.
/// Giant-King's captured pieces (the FEN's bracket field) are listed below.
pub fn board(fen: &str, turned: bool, marks: &Marks, color: bool) -> String {
    let field = fen.split([' ', '[']).next().unwrap_or_default();
    let height = field.split('/').count();
    let width = rank_width(field.split('/').next().unwrap_or_default());
    let Ok(board) = BoardText::parse(field, 0, width, height, TokenStyle::Letter) else {
        return format!("{field}\n");
    };
    let ranks: Vec<usize> = if turned { (0..height).collect() } else { (0..height).rev().collect() };
    let files: Vec<usize> = if turned { (0..width).rev().collect() } else { (0..width).collect() };
    let mut out = String::new();
    for &rank in &ranks {
        let _ = write!(out, "{:>3} ", rank + 1);
        for &file in &files {
            let (text, fg) = match board.get(file, rank) {
                Cell::Empty => ("   ".to_owned(), ""),
                Cell::Blocked => (if color { "   " } else { " # " }.to_owned(), ""),
                Cell::Piece(t) => {
                    let text = format!("{}{}{}", if t.promoted { '+' } else { ' ' }, t.letter as char, ' ');
                    (text, if t.letter.is_ascii_uppercase() { UPPER } else { LOWER })
                }
            };
            let text = if !color && text == "   " && (file + rank) % 2 == 0 { " . ".to_owned() } else { text };
            let bg = match board.get(file, rank) {
                Cell::Blocked => HOLE,
                _ if (file + rank) % 2 == 0 => DARK,
                _ => LIGHT,
            };
            let (text, bg) = marks.apply(Coord::new(file as u8, rank as u8), text, bg, color);
            if color {
                let _ = write!(out, "{bg}{fg}{text}{RESET}");
            } else {
                out.push_str(&text);
            }
        }
        out.push('\n');
    }
    out.push_str("    ");
    for &file in &files {
        let mut name = String::new();
        let _ = write_file(&mut name, file as u8);
        let _ = write!(out, "{name:^3}");
    }
    out.push('\n');
    if let Some((_, tray)) = fen.split_once('[') {
        let tray = tray.split(']').next().unwrap_or_default();
        let white: String = tray.chars().filter(char::is_ascii_uppercase).collect();
        let black: String = tray.chars().filter(char::is_ascii_lowercase).collect();
        let none = |s: &str| if s.is_empty() { "-".to_owned() } else { s.to_owned() };
        let _ = writeln!(out, "    captured, for drops: White {}, Black {}", none(&white), none(&black));
    }
    if let Some(legend) = marks.legend(color) {
        let _ = writeln!(out, "{legend}");
    }
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
        let text = board("4k3/8/8/8/8/8/8/4K2R w K - 0 1", false, &Marks::default(), false);
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
