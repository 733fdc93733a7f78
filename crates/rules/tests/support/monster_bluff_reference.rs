//! A slow, obviously-correct move generator for Monster Bluff Chess, written straight from
//! RULES.md §4 on the FEN text, sharing nothing with the fast generator but the board-field
//! grammar. Tests compare the two move lists position by position.

use std::collections::{BTreeSet, HashMap};

use menagerie_rules::fen::{BoardText, Cell, TokenStyle};

/// Whether a global file and rank are on the grid: the middle row is four boards wide, the
/// top and bottom rows three, centred (I-13).
pub fn exists(f: i32, r: i32) -> bool {
    (0..32).contains(&f) && (0..24).contains(&r) && ((8..16).contains(&r) || (4..28).contains(&f))
}

/// The board-local name of a global square.
pub fn name(f: i32, r: i32) -> String {
    let (board, offset) = match r / 8 {
        2 => (1 + (f - 4) / 8, 4),
        1 => (4 + f / 8, 0),
        _ => (8 + (f - 4) / 8, 4),
    };
    format!("{board}{}{}", (b'a' + ((f - offset) % 8) as u8) as char, r % 8 + 1)
}

/// The global square of a board-local name.
pub fn global(name: &str) -> (i32, i32) {
    let digits = name.bytes().take_while(u8::is_ascii_digit).count();
    let board: i32 = name[..digits].parse().unwrap();
    let f = i32::from(name.as_bytes()[digits] - b'a');
    let r = i32::from(name.as_bytes()[digits + 1] - b'1');
    match board {
        1..=3 => (4 + (board - 1) * 8 + f, 16 + r),
        4..=7 => ((board - 4) * 8 + f, 8 + r),
        _ => (4 + (board - 8) * 8 + f, r),
    }
}

/// A board field built from board-local squares and FEN letters.
pub fn board(pieces: &[(&str, char)]) -> String {
    let at: HashMap<(i32, i32), char> = pieces.iter().map(|&(n, c)| (global(n), c)).collect();
    let mut rows = Vec::new();
    for r in (0..24).rev() {
        let (mut row, mut empty) = (String::new(), 0);
        for f in 0..32 {
            let c = if exists(f, r) { at.get(&(f, r)).copied() } else { Some('*') };
            match c {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row.push(c);
                }
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    rows.join("/")
}

pub struct Reference {
    pieces: HashMap<(i32, i32), char>,
    stacks: HashMap<(i32, i32), String>,
    white: bool,
    castling: BTreeSet<(i32, i32)>,
    ep: Option<(i32, i32)>,
    supply: [Vec<(char, u32)>; 2],
    promoted: [bool; 2],
    over: bool,
}

impl Reference {
    pub fn new(fen: &str) -> Reference {
        let f: Vec<&str> = fen.split(' ').collect();
        let text = BoardText::parse(f[0], 0, 32, 24, TokenStyle::Letter).unwrap();
        let mut pieces = HashMap::new();
        for r in 0..24 {
            for file in 0..32 {
                if let Cell::Piece(t) = text.get(file as usize, r as usize) {
                    pieces.insert((file, r), t.letter as char);
                }
            }
        }
        let squares = |s: &str| -> BTreeSet<(i32, i32)> {
            if s == "-" { BTreeSet::new() } else { s.split(',').map(global).collect() }
        };
        let mut stacks = HashMap::new();
        if f[6] != "-" {
            for part in f[6].split(',') {
                let (sq, chips) = part.split_once(':').unwrap();
                stacks.insert(global(sq), chips.to_owned());
            }
        }
        let supply_of = |s: &str| -> Vec<(char, u32)> {
            let mut out = Vec::new();
            let mut chars = s.chars().peekable();
            while let Some(c) = chars.next() {
                let mut n = String::new();
                while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    n.push(*d);
                    chars.next();
                }
                out.push((c, n.parse().unwrap()));
            }
            out
        };
        let (ws, bs) = f[7].split_once('/').unwrap();
        Reference {
            pieces,
            stacks,
            white: f[1] == "w",
            castling: squares(f[2]),
            ep: (f[3] != "-").then(|| global(f[3])),
            supply: [supply_of(ws), supply_of(bs)],
            promoted: [f[9].starts_with('W'), f[9].ends_with('B')],
            over: f[10].split(',').any(|t| t == "-"),
        }
    }

    fn own(&self, c: char) -> bool {
        c.is_ascii_uppercase() == self.white
    }

    fn demand(&self, sq: (i32, i32)) -> bool {
        self.stacks.get(&sq).is_some_and(|s| s.contains('U') || s.contains('G'))
    }

    /// Every legal action's text.
    pub fn moves(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        if self.over {
            return out;
        }
        let mut add = |from: (i32, i32), to: (i32, i32), promote: bool| {
            let base = format!("{}-{}", name(from.0, from.1), name(to.0, to.1));
            if promote {
                for p in ["Q", "R", "B", "N"] {
                    out.insert(format!("{base}={p}"));
                }
            } else {
                out.insert(base);
            }
        };
        for (&(f, r), &c) in &self.pieces {
            if !self.own(c) {
                continue;
            }
            let landable = |t: (i32, i32)| exists(t.0, t.1) && self.pieces.get(&t).is_none_or(|&p| !self.own(p));
            match c.to_ascii_uppercase() {
                'P' => {
                    // White moves up on the outer rows and down on the middle row; Black the other way.
                    let up = self.white != (r / 8 == 1);
                    let d = if up { 1 } else { -1 };
                    let (start, last) = if up { (1, 7) } else { (6, 0) };
                    if r % 8 == last {
                        continue;
                    }
                    let promote = (r + d) % 8 == last;
                    let free = |t: (i32, i32)| !self.pieces.contains_key(&t) && !self.demand(t);
                    if free((f, r + d)) {
                        add((f, r), (f, r + d), promote);
                        if r % 8 == start && free((f, r + 2 * d)) {
                            add((f, r), (f, r + 2 * d), false);
                        }
                    }
                    for df in [-1, 1] {
                        let t = (f + df, r + d);
                        if !exists(t.0, t.1) {
                            continue;
                        }
                        let takes = match self.pieces.get(&t) {
                            Some(&p) => !self.own(p),
                            None => self.stacks.contains_key(&t) || self.ep == Some(t),
                        };
                        if takes {
                            add((f, r), t, promote);
                        }
                    }
                }
                'N' | 'K' => {
                    let steps: &[(i32, i32)] = if c.eq_ignore_ascii_case(&'N') {
                        &[(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
                    } else {
                        &[(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
                    };
                    for &(df, dr) in steps {
                        if landable((f + df, r + dr)) {
                            add((f, r), (f + df, r + dr), false);
                        }
                    }
                    if c.eq_ignore_ascii_case(&'K') && self.castling.contains(&(f, r)) {
                        for d in [-1, 1] {
                            let mut x = f + d;
                            while exists(x, r) && !self.pieces.contains_key(&(x, r)) && !self.demand((x, r)) {
                                x += d;
                            }
                            let rook = self.pieces.get(&(x, r)).copied();
                            if !(rook.is_some_and(|p| self.own(p) && p.eq_ignore_ascii_case(&'R'))
                                && self.castling.contains(&(x, r)))
                            {
                                continue;
                            }
                            let empty = |t: (i32, i32)| !self.pieces.contains_key(&t) && !self.stacks.contains_key(&t);
                            let mut k = f + 2 * d;
                            while k != x {
                                if empty((k, r)) && empty((k - d, r)) {
                                    add((f, r), (k, r), false);
                                }
                                k += d;
                            }
                        }
                    }
                }
                other => {
                    let mut dirs = Vec::new();
                    if other != 'B' {
                        dirs.extend([(1, 0), (-1, 0), (0, 1), (0, -1)]);
                    }
                    if other != 'R' {
                        dirs.extend([(1, 1), (1, -1), (-1, 1), (-1, -1)]);
                    }
                    for (df, dr) in dirs {
                        let mut t = (f + df, r + dr);
                        while landable(t) {
                            add((f, r), t, false);
                            if self.pieces.contains_key(&t) || self.demand(t) {
                                break;
                            }
                            t = (t.0 + df, t.1 + dr);
                        }
                    }
                }
            }
        }
        let kings = |upper: bool| self.pieces.values().filter(|&&c| c == if upper { 'K' } else { 'k' }).count();
        if self.promoted[0] && self.promoted[1] && kings(true) >= 2 && kings(false) >= 2 {
            let green = self.supply[0].iter().any(|s| s.0 == 'G') && self.supply[1].iter().any(|s| s.0 == 'G');
            for &(chip, n) in &self.supply[usize::from(!self.white)] {
                if n == 0 || (chip == 'G' && !green) {
                    continue;
                }
                for r in 0..24 {
                    for f in 0..32 {
                        if exists(f, r) && !self.pieces.contains_key(&(f, r)) {
                            out.insert(format!("{chip}@{}", name(f, r)));
                        }
                    }
                }
            }
        }
        out
    }
}
