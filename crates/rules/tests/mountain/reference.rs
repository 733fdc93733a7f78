//! A slow, plain reference implementation of King of the Mountain written straight from
//! RULES.md §3, sharing no code with the crate: a 19×19 grid of cells, pieces as letters,
//! attacks found by generating every enemy capture on the board after the King's step. The
//! tests compare its move lists, FENs and perft counts with the fast implementation's.

#![allow(dead_code, clippy::needless_range_loop)]

use std::collections::BTreeMap;

const N: i32 = 19;
const SEATS: [char; 4] = ['r', 'b', 'y', 'g'];
const KINDS: &str = "KQMCBRNJPAGH";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Wall,
    Piece { seat: usize, kind: char, gained: Option<char> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    Move((i32, i32), (i32, i32)),
    Shot((i32, i32), (i32, i32)),
    Respawn(char, (i32, i32)),
    Crown(Option<char>),
}

#[derive(Clone, Debug)]
pub struct Ref {
    grid: Vec<Cell>,
    pub side: usize,
    pub players: Vec<usize>,
    reserves: [BTreeMap<char, usize>; 4],
    flies: bool,
    keep: u32,
    held: u32,
    monarch: bool,
    used: [bool; 4],
    pending: [bool; 4],
    resume: usize,
    mutants: bool,
}

fn name((f, r): (i32, i32)) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn parse_square(s: &str) -> (i32, i32) {
    let f = (s.as_bytes()[0] - b'a') as i32;
    let r: i32 = s[1..].parse().unwrap();
    (f, r - 1)
}

/// Seat 1's squares turned `q` quarter turns clockwise about j10.
fn turn((f, r): (i32, i32), q: usize) -> (i32, i32) {
    let (mut x, mut y) = (f - 9, r - 9);
    for _ in 0..q {
        (x, y) = (y, -x);
    }
    (x + 9, y + 9)
}

fn corner(seat: usize) -> (i32, i32) {
    turn((0, 0), seat)
}

fn middle(seat: usize) -> (i32, i32) {
    turn((4, 4), seat)
}

fn on_middle_level((f, r): (i32, i32)) -> bool {
    (4..=14).contains(&f) && (4..=14).contains(&r)
}

impl Ref {
    pub fn from_fen(fen: &str) -> Ref {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut grid = vec![Cell::Empty; (N * N) as usize];
        for (i, row) in fields[0].split('/').enumerate() {
            let r = N - 1 - i as i32;
            let mut f = 0;
            let b = row.as_bytes();
            let mut j = 0;
            while j < b.len() {
                if b[j].is_ascii_digit() {
                    let n = b[j..].iter().take_while(|c| c.is_ascii_digit()).count();
                    f += row[j..j + n].parse::<i32>().unwrap();
                    j += n;
                } else if b[j] == b'*' {
                    grid[(r * N + f) as usize] = Cell::Wall;
                    f += 1;
                    j += 1;
                } else {
                    let seat = SEATS.iter().position(|&s| s as u8 == b[j]).unwrap();
                    let kind = b[j + 1] as char;
                    j += 2;
                    let mut gained = None;
                    if b.get(j) == Some(&b'(') {
                        gained = Some(b[j + 1] as char);
                        j += 3;
                    }
                    grid[(r * N + f) as usize] = Cell::Piece { seat, kind, gained };
                    f += 1;
                }
            }
        }
        let seat_of = |c: char| SEATS.iter().position(|&s| s == c).unwrap();
        let mut reserves: [BTreeMap<char, usize>; 4] = Default::default();
        if fields[2] != "-" {
            for part in fields[2].split(',') {
                let s = seat_of(part.chars().next().unwrap());
                for k in part[2..].chars() {
                    *reserves[s].entry(k).or_default() += 1;
                }
            }
        }
        let mut r = Ref {
            grid,
            side: seat_of(fields[1].chars().next().unwrap()),
            players: fields[3].chars().map(seat_of).collect(),
            reserves,
            flies: false,
            keep: 0,
            held: 0,
            monarch: false,
            used: [false; 4],
            pending: [false; 4],
            resume: 0,
            mutants: false,
        };
        if let Some(opts) = fields.get(4) {
            for item in opts.split(',') {
                let (k, v) = item.split_once('=').unwrap_or((item, ""));
                match k {
                    "flies" => r.flies = true,
                    "mutants" => r.mutants = true,
                    "monarch" => {
                        r.monarch = true;
                        for c in v.chars() {
                            r.used[seat_of(c)] = true;
                        }
                    }
                    "keep" => {
                        let (n, h) = v.split_once('/').unwrap();
                        r.keep = n.parse().unwrap();
                        r.held = h.parse().unwrap();
                    }
                    "crown" => {
                        let (p, s) = v.split_once('/').unwrap();
                        for c in p.chars() {
                            r.pending[seat_of(c)] = true;
                        }
                        r.resume = seat_of(s.chars().next().unwrap());
                    }
                    _ => panic!("unknown option {k}"),
                }
            }
        }
        r
    }

    pub fn fen(&self) -> String {
        let mut rows = Vec::new();
        for r in (0..N).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for f in 0..N {
                let c = self.at((f, r));
                if c == Cell::Empty {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    row += &empty.to_string();
                    empty = 0;
                }
                match c {
                    Cell::Wall => row.push('*'),
                    Cell::Piece { seat, kind, gained } => {
                        row.push(SEATS[seat]);
                        row.push(kind);
                        if let Some(g) = gained {
                            row += &format!("({g})");
                        }
                    }
                    Cell::Empty => unreachable!(),
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        let mut reserves = Vec::new();
        for s in 0..4 {
            let mut t = String::new();
            for k in KINDS.chars() {
                for _ in 0..self.reserves[s].get(&k).copied().unwrap_or(0) {
                    t.push(k);
                }
            }
            if !t.is_empty() {
                reserves.push(format!("{}:{t}", SEATS[s]));
            }
        }
        let mut fen = format!(
            "{} {} {} {}",
            rows.join("/"),
            SEATS[self.side],
            if reserves.is_empty() { "-".to_owned() } else { reserves.join(",") },
            self.players.iter().map(|&s| SEATS[s]).collect::<String>()
        );
        let mut items = Vec::new();
        if self.flies {
            items.push("flies".to_owned());
        }
        if self.keep > 0 {
            items.push(format!("keep={}/{}", self.keep, self.held));
        }
        if self.monarch {
            let used: String = (0..4).filter(|&s| self.used[s]).map(|s| SEATS[s]).collect();
            items.push(if used.is_empty() { "monarch".into() } else { format!("monarch={used}") });
            let pending: String = (0..4).filter(|&s| self.pending[s]).map(|s| SEATS[s]).collect();
            if !pending.is_empty() {
                items.push(format!("crown={pending}/{}", SEATS[self.resume]));
            }
        }
        if self.mutants {
            items.push("mutants".to_owned());
        }
        if !items.is_empty() {
            fen += " ";
            fen += &items.join(",");
        }
        fen
    }

    fn inside((f, r): (i32, i32)) -> bool {
        (0..N).contains(&f) && (0..N).contains(&r)
    }

    /// Off the board reads as a wall.
    fn at(&self, (f, r): (i32, i32)) -> Cell {
        if Self::inside((f, r)) { self.grid[(r * N + f) as usize] } else { Cell::Wall }
    }

    fn put(&mut self, (f, r): (i32, i32), c: Cell) {
        self.grid[(r * N + f) as usize] = c;
    }

    fn enemy(&self, sq: (i32, i32), seat: usize) -> bool {
        matches!(self.at(sq), Cell::Piece { seat: s, .. } if s != seat)
    }

    fn king_on_summit(&self) -> Option<usize> {
        match self.at((9, 9)) {
            Cell::Piece { seat, kind: 'K', .. } => Some(seat),
            _ => None,
        }
    }

    fn won(&self) -> bool {
        self.king_on_summit().is_some() && (self.keep == 0 || self.held >= self.keep)
    }

    /// The destinations of the piece on `from` by one kind's rule: (square, is a shot).
    fn kind_moves(&self, from: (i32, i32), seat: usize, kind: char, out: &mut Vec<((i32, i32), bool)>) {
        let orth = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        let diag = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
        let add = |a: (i32, i32), b: (i32, i32)| (a.0 + b.0, a.1 + b.1);
        let open = |sq| self.at(sq) == Cell::Empty || self.enemy(sq, seat);
        let ride = |dirs: &[(i32, i32)], out: &mut Vec<_>| {
            for &d in dirs {
                let mut sq = add(from, d);
                while self.at(sq) == Cell::Empty {
                    out.push((sq, false));
                    sq = add(sq, d);
                }
                if self.enemy(sq, seat) {
                    out.push((sq, false));
                }
            }
        };
        let knight = |out: &mut Vec<_>| {
            for o in orth {
                if self.at(add(from, o)) != Cell::Empty {
                    continue;
                }
                let side = if o.0 == 0 { [(1, 0), (-1, 0)] } else { [(0, 1), (0, -1)] };
                for p in side {
                    let to = (from.0 + 2 * o.0 + p.0, from.1 + 2 * o.1 + p.1);
                    if Self::inside(to) && open(to) {
                        out.push((to, false));
                    }
                }
            }
        };
        match kind {
            'K' => {
                for d in orth.iter().chain(&diag) {
                    let to = add(from, *d);
                    if Self::inside(to) && open(to) {
                        out.push((to, false));
                    }
                }
            }
            'Q' => ride(&[orth, diag].concat(), out),
            'R' => ride(&orth, out),
            'B' => ride(&diag, out),
            'M' => {
                ride(&orth, out);
                knight(out);
            }
            'C' => {
                ride(&diag, out);
                knight(out);
            }
            'N' => knight(out),
            'J' => {
                for (a, b) in [(1, 2), (2, 1), (2, 2)] {
                    for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                        let to = (from.0 + a * sa, from.1 + b * sb);
                        if Self::inside(to) && open(to) && !out.contains(&(to, false)) {
                            out.push((to, false));
                        }
                    }
                }
            }
            'P' => {
                for d in orth {
                    let mut sq = add(from, d);
                    while self.at(sq) == Cell::Empty {
                        out.push((sq, false));
                        sq = add(sq, d);
                    }
                    // Capture: jump exactly one piece; walls are passed over and never screens.
                    let mut sq = add(from, d);
                    let mut pieces = 0;
                    while Self::inside(sq) {
                        if let Cell::Piece { .. } = self.at(sq) {
                            pieces += 1;
                            if pieces == 2 {
                                if self.enemy(sq, seat) {
                                    out.push((sq, false));
                                }
                                break;
                            }
                        }
                        sq = add(sq, d);
                    }
                }
            }
            'A' => {
                for d in orth {
                    let one = add(from, d);
                    if self.at(one) == Cell::Empty {
                        out.push((one, false));
                        let two = add(one, d);
                        if self.at(two) == Cell::Empty {
                            out.push((two, false));
                        }
                    }
                }
                for d in diag {
                    let to = (from.0 + 2 * d.0, from.1 + 2 * d.1);
                    if self.enemy(to, seat) {
                        out.push((to, true));
                    }
                }
            }
            'G' => {
                for d in orth {
                    let to = add(from, d);
                    if self.at(to) == Cell::Empty {
                        out.push((to, false));
                    }
                }
                for d in diag {
                    for k in 1..=2 {
                        let to = (from.0 + k * d.0, from.1 + k * d.1);
                        if self.enemy(to, seat) {
                            out.push((to, false));
                        }
                    }
                }
            }
            'H' => {
                for d in diag {
                    let to = add(from, d);
                    if self.at(to) == Cell::Empty {
                        out.push((to, false));
                    }
                }
                for d in orth {
                    let to = add(from, d);
                    if self.enemy(to, seat) {
                        out.push((to, false));
                    }
                }
            }
            _ => panic!("kind {kind}"),
        }
    }

    fn piece_moves(&self, from: (i32, i32)) -> Vec<((i32, i32), bool)> {
        let Cell::Piece { seat, kind, gained } = self.at(from) else { return vec![] };
        let mut out = Vec::new();
        self.kind_moves(from, seat, kind, &mut out);
        if let Some(g) = gained {
            let mut more = Vec::new();
            self.kind_moves(from, seat, g, &mut more);
            for m in more {
                if !out.contains(&m) {
                    out.push(m);
                }
            }
        }
        out
    }

    /// Whether some piece of a seat other than `seat` could capture on `sq` now.
    fn attacked(&self, sq: (i32, i32), seat: usize) -> bool {
        for r in 0..N {
            for f in 0..N {
                if let Cell::Piece { seat: s, .. } = self.at((f, r))
                    && s != seat
                    && self.players.contains(&s)
                    && self.piece_moves((f, r)).iter().any(|&(to, _)| to == sq)
                {
                    return true;
                }
            }
        }
        false
    }

    fn actions_of(&self, seat: usize) -> Vec<Act> {
        let mut out = Vec::new();
        for r in 0..N {
            for f in 0..N {
                let from = (f, r);
                let Cell::Piece { seat: s, kind, .. } = self.at(from) else { continue };
                if s != seat {
                    continue;
                }
                for (to, shot) in self.piece_moves(from) {
                    if shot {
                        out.push(Act::Shot(from, to));
                        continue;
                    }
                    if kind == 'K' {
                        let mut after = self.clone();
                        after.put(to, self.at(from));
                        after.put(from, Cell::Empty);
                        if after.attacked(to, seat) {
                            continue;
                        }
                    }
                    out.push(Act::Move(from, to));
                }
            }
        }
        let available = |sq| self.at(sq) == Cell::Empty || self.enemy(sq, seat);
        let point = [corner(seat), middle(seat)].into_iter().find(|&p| available(p));
        if let Some(p) = point {
            for k in KINDS.chars() {
                if self.reserves[seat].get(&k).copied().unwrap_or(0) > 0 {
                    out.push(Act::Respawn(k, p));
                }
            }
        }
        out
    }

    pub fn actions(&self) -> Vec<Act> {
        if self.won() {
            return vec![];
        }
        if self.pending.iter().any(|&p| p) {
            let mut out: Vec<Act> = KINDS
                .chars()
                .filter(|k| self.reserves[self.side].get(k).copied().unwrap_or(0) > 0)
                .map(|k| Act::Crown(Some(k)))
                .collect();
            out.push(Act::Crown(None));
            return out;
        }
        self.actions_of(self.side)
    }

    pub fn text(&self, a: Act) -> String {
        match a {
            Act::Move(f, t) => format!("{}-{}", name(f), name(t)),
            Act::Shot(f, t) => {
                let both = self.piece_moves(f).contains(&(t, false));
                format!("{}{}{}", name(f), if both { ':' } else { '-' }, name(t))
            }
            Act::Respawn(k, t) => format!("{k}@{}", name(t)),
            Act::Crown(k) => format!("K={}", k.unwrap_or('K')),
        }
    }

    pub fn texts(&self) -> Vec<String> {
        let mut t: Vec<String> = self.actions().into_iter().map(|a| self.text(a)).collect();
        t.sort();
        t
    }

    fn next(&self, seat: usize) -> usize {
        let i = self.players.iter().position(|&s| s == seat).unwrap();
        self.players[(i + 1) % self.players.len()]
    }

    /// A captured piece goes home; a King respawns by level and captures what is there.
    fn go_home(&mut self, piece: Cell, at: (i32, i32)) {
        let Cell::Piece { seat, kind, gained } = piece else { return };
        if kind == 'K' {
            let point = if on_middle_level(at) { middle(seat) } else { corner(seat) };
            let there = self.at(point);
            self.put(point, piece);
            if self.monarch && !self.used[seat] {
                self.used[seat] = true;
                if gained.is_none() {
                    self.pending[seat] = true;
                }
            }
            self.go_home(there, point);
        } else if !self.flies {
            if self.at(corner(seat)) == Cell::Empty {
                self.put(corner(seat), Cell::Piece { seat, kind, gained: None });
            } else {
                *self.reserves[seat].entry(kind).or_default() += 1;
            }
        }
    }

    fn mutate(&mut self, at: (i32, i32), captured: Cell) {
        if let (true, Cell::Piece { seat, kind, gained: None }, Cell::Piece { kind: k, .. }) =
            (self.mutants, self.at(at), captured)
            && k != kind
        {
            self.put(at, Cell::Piece { seat, kind, gained: Some(k) });
        }
    }

    pub fn play(&mut self, a: Act) {
        let mover = self.side;
        match a {
            Act::Move(from, to) => {
                let captured = self.at(to);
                self.put(to, self.at(from));
                self.put(from, Cell::Empty);
                if to == (9, 9) {
                    self.held = 0;
                }
                if captured != Cell::Empty {
                    self.mutate(to, captured);
                    self.go_home(captured, to);
                }
            }
            Act::Shot(from, to) => {
                let captured = self.at(to);
                self.put(to, Cell::Empty);
                self.mutate(from, captured);
                self.go_home(captured, to);
            }
            Act::Respawn(k, to) => {
                *self.reserves[mover].get_mut(&k).unwrap() -= 1;
                self.reserves[mover].retain(|_, n| *n > 0);
                let captured = self.at(to);
                self.put(to, Cell::Piece { seat: mover, kind: k, gained: None });
                self.go_home(captured, to);
            }
            Act::Crown(k) => {
                if let Some(k) = k {
                    *self.reserves[mover].get_mut(&k).unwrap() -= 1;
                    self.reserves[mover].retain(|_, n| *n > 0);
                    for i in 0..self.grid.len() {
                        if let Cell::Piece { seat, kind: 'K', gained: None } = self.grid[i]
                            && seat == mover
                        {
                            self.grid[i] = Cell::Piece { seat, kind: 'K', gained: Some(k) };
                        }
                    }
                }
                self.pending[mover] = false;
                self.after(self.resume);
                return;
            }
        }
        if self.king_on_summit().is_none() {
            self.held = 0;
        }
        for s in 0..4 {
            if self.reserves[s].is_empty() {
                self.pending[s] = false;
            }
        }
        self.after(mover);
    }

    /// Whose turn comes next after `mover`'s action.
    fn after(&mut self, mover: usize) {
        if self.keep == 0 && self.king_on_summit().is_some() {
            self.side = self.next(mover);
            return;
        }
        if self.pending.iter().any(|&p| p) {
            self.resume = mover;
            let mut s = mover;
            loop {
                s = self.next(s);
                if self.pending[s] {
                    self.side = s;
                    return;
                }
            }
        }
        let mut s = mover;
        for _ in 0..self.players.len() {
            s = self.next(s);
            if self.keep > 0 && self.king_on_summit() == Some(s) {
                self.held += 1;
                if self.held >= self.keep {
                    self.side = s;
                    return;
                }
            }
            if !self.actions_of(s).is_empty() {
                self.side = s;
                return;
            }
        }
        self.side = self.next(mover);
    }

    pub fn play_text(&mut self, text: &str) {
        let a = self.actions().into_iter().find(|&a| self.text(a) == text).unwrap_or_else(|| panic!("{text}"));
        self.play(a);
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let actions = self.actions();
        if depth == 1 {
            return actions.len() as u64;
        }
        actions
            .into_iter()
            .map(|a| {
                let mut next = self.clone();
                next.play(a);
                next.perft(depth - 1)
            })
            .sum()
    }
}

pub fn square(s: &str) -> (i32, i32) {
    parse_square(s)
}
