//! A slow, obviously-correct Giant-King Chess move generator, written straight from RULES.md §1 with no
//! shared code: a 10×10 array, pseudo-legal moves, make, and "are all four king squares attacked" by
//! asking every enemy piece whether it reaches each square. The fast generator must agree with it.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    pub white: bool,
    /// Upper case: K G R W C N B P.
    pub letter: u8,
    pub promoted: bool,
}

#[derive(Clone, Debug)]
pub struct Pos {
    /// `board[rank][file]`.
    pub board: [[Option<Piece>; 10]; 10],
    /// Captured pieces as written (upper case = White's).
    pub captured: Vec<u8>,
    pub white: bool,
    pub ep: Option<(i32, i32)>,
    pub half: u32,
    pub full: u32,
}

fn on(f: i32, r: i32) -> bool {
    (0..10).contains(&f) && (0..10).contains(&r)
}

pub fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

const ORTH: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn leaps(a: i32, b: i32) -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if !v.contains(&(x * sx, y * sy)) {
                v.push((x * sx, y * sy));
            }
        }
    }
    v
}

impl Pos {
    pub fn parse(fen: &str) -> Pos {
        let fields: Vec<&str> = fen.split(' ').collect();
        let (board_text, captured) = fields[0].split_once('[').unwrap();
        let mut board = [[None; 10]; 10];
        for (i, row) in board_text.split('/').enumerate() {
            let rank = 9 - i;
            let mut file = 0;
            let bytes = row.as_bytes();
            let mut j = 0;
            while j < bytes.len() {
                if bytes[j].is_ascii_digit() {
                    let n = bytes[j..].iter().take_while(|b| b.is_ascii_digit()).count();
                    file += row[j..j + n].parse::<usize>().unwrap();
                    j += n;
                    continue;
                }
                let promoted = bytes[j] == b'+';
                if promoted {
                    j += 1;
                }
                let l = bytes[j];
                board[rank][file] =
                    Some(Piece { white: l.is_ascii_uppercase(), letter: l.to_ascii_uppercase(), promoted });
                file += 1;
                j += 1;
            }
        }
        let ep = (fields[3] != "-").then(|| {
            let b = fields[3].as_bytes();
            (i32::from(b[0] - b'a'), fields[3][1..].parse::<i32>().unwrap() - 1)
        });
        Pos {
            board,
            captured: captured.trim_end_matches(']').bytes().collect(),
            white: fields[1] == "w",
            ep,
            half: fields[4].parse().unwrap(),
            full: fields[5].parse().unwrap(),
        }
    }

    pub fn fen(&self) -> String {
        let mut s = String::new();
        for r in (0..10).rev() {
            let mut empty = 0;
            for f in 0..10 {
                match self.board[r][f] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        if p.promoted {
                            s.push('+');
                        }
                        s.push(if p.white { p.letter as char } else { p.letter.to_ascii_lowercase() as char });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if r > 0 {
                s.push('/');
            }
        }
        s.push('[');
        for l in b"GRWCNBgrwcnb" {
            for &c in &self.captured {
                if c == *l {
                    s.push(c as char);
                }
            }
        }
        s.push_str("] ");
        s.push_str(if self.white { "w" } else { "b" });
        s.push_str(" - ");
        s.push_str(&self.ep.map_or("-".to_string(), |(f, r)| name(f, r)));
        s.push_str(&format!(" {} {}", self.half, self.full));
        s
    }

    fn get(&self, f: i32, r: i32) -> Option<Piece> {
        self.board[r as usize][f as usize]
    }

    fn set(&mut self, f: i32, r: i32, p: Option<Piece>) {
        self.board[r as usize][f as usize] = p;
    }

    /// The lower-left square of a side's Giant-King.
    pub fn king(&self, white: bool) -> (i32, i32) {
        for r in 0..10 {
            for f in 0..10 {
                if self.get(f, r) == Some(Piece { white, letter: b'K', promoted: false }) {
                    return (f, r);
                }
            }
        }
        panic!("no king")
    }

    /// Squares a non-king, non-pawn piece on (f, r) attacks, where `empty` says which squares are empty.
    fn targets(&self, f: i32, r: i32, p: Piece, empty: &dyn Fn(i32, i32) -> bool) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        let slide = |out: &mut Vec<(i32, i32)>, dirs: &[(i32, i32)]| {
            for &(dx, dy) in dirs {
                let (mut x, mut y) = (f + dx, r + dy);
                while on(x, y) {
                    out.push((x, y));
                    if !empty(x, y) {
                        break;
                    }
                    x += dx;
                    y += dy;
                }
            }
        };
        let leap = |out: &mut Vec<(i32, i32)>, v: Vec<(i32, i32)>| {
            for (dx, dy) in v {
                if on(f + dx, r + dy) {
                    out.push((f + dx, r + dy));
                }
            }
        };
        // Gryphon: diagonal step, then outward orthogonally if that square is empty.
        let gryphon = |out: &mut Vec<(i32, i32)>| {
            for (dx, dy) in DIAG {
                let (x0, y0) = (f + dx, r + dy);
                if !on(x0, y0) {
                    continue;
                }
                out.push((x0, y0));
                if !empty(x0, y0) {
                    continue;
                }
                for (ex, ey) in [(dx, 0), (0, dy)] {
                    let (mut x, mut y) = (x0 + ex, y0 + ey);
                    while on(x, y) {
                        out.push((x, y));
                        if !empty(x, y) {
                            break;
                        }
                        x += ex;
                        y += ey;
                    }
                }
            }
        };
        // Aanca: orthogonal step, then outward diagonally if that square is empty.
        let aanca = |out: &mut Vec<(i32, i32)>| {
            for (dx, dy) in ORTH {
                let (x0, y0) = (f + dx, r + dy);
                if !on(x0, y0) {
                    continue;
                }
                out.push((x0, y0));
                if !empty(x0, y0) {
                    continue;
                }
                let outward = if dx == 0 { [(1, dy), (-1, dy)] } else { [(dx, 1), (dx, -1)] };
                for (ex, ey) in outward {
                    let (mut x, mut y) = (x0 + ex, y0 + ey);
                    while on(x, y) {
                        out.push((x, y));
                        if !empty(x, y) {
                            break;
                        }
                        x += ex;
                        y += ey;
                    }
                }
            }
        };
        match (p.letter, p.promoted) {
            (b'G', false) => gryphon(&mut out),
            (b'G', true) => {
                gryphon(&mut out);
                slide(&mut out, &ORTH);
            }
            (b'R', false) => slide(&mut out, &ORTH),
            (b'R', true) => {
                slide(&mut out, &ORTH);
                leap(&mut out, leaps(1, 2));
                leap(&mut out, leaps(2, 2));
            }
            (b'W', promoted) => {
                leap(&mut out, leaps(1, 2));
                leap(&mut out, leaps(1, 3));
                if promoted {
                    leap(&mut out, leaps(2, 2));
                    leap(&mut out, leaps(2, 3));
                }
            }
            (b'C', false) => {
                slide(&mut out, &DIAG);
                leap(&mut out, leaps(1, 2));
            }
            (b'C', true) => {
                gryphon(&mut out);
                slide(&mut out, &DIAG);
            }
            (b'N', false) => {
                leap(&mut out, leaps(1, 2));
                leap(&mut out, leaps(2, 2));
            }
            (b'N', true) => {
                for dx in -2..=2 {
                    for dy in -2..=2 {
                        if (dx, dy) != (0, 0) && on(f + dx, r + dy) {
                            out.push((f + dx, r + dy));
                        }
                    }
                }
            }
            (b'B', false) => slide(&mut out, &DIAG),
            (b'B', true) => {
                slide(&mut out, &DIAG);
                aanca(&mut out);
            }
            _ => panic!("no targets for {p:?}"),
        }
        // The Archangel's Gryphon and Bishop both step diagonally: one move, not two.
        out.sort();
        out.dedup();
        out
    }

    /// Whether `by_white`'s pieces attack (f, r), with `empty` telling the occupancy.
    fn attacked(&self, f: i32, r: i32, by_white: bool, empty: &dyn Fn(i32, i32) -> bool) -> bool {
        let (kf, kr) = self.king(by_white);
        let in_ring = (kf - 1..=kf + 2).contains(&f) && (kr - 1..=kr + 2).contains(&r);
        let in_block = (kf..=kf + 1).contains(&f) && (kr..=kr + 1).contains(&r);
        if in_ring && !in_block {
            return true; // I-35
        }
        for y in 0..10 {
            for x in 0..10 {
                let Some(p) = self.get(x, y) else { continue };
                if p.white != by_white || p.letter == b'K' {
                    continue;
                }
                if p.letter == b'P' {
                    let dy = if p.white { 1 } else { -1 };
                    if r == y + dy && (f - x).abs() == 1 {
                        return true;
                    }
                    continue;
                }
                if self.targets(x, y, p, empty).contains(&(f, r)) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `white`'s king has all four squares attacked, attackers seeing through them (I-2).
    pub fn in_check_side(&self, white: bool) -> bool {
        let (kf, kr) = self.king(white);
        let own_king = Some(Piece { white, letter: b'K', promoted: false });
        let empty = |x: i32, y: i32| self.get(x, y).is_none() || self.get(x, y) == own_king;
        [(0, 0), (1, 0), (0, 1), (1, 1)].iter().all(|&(dx, dy)| self.attacked(kf + dx, kr + dy, !white, &empty))
    }

    pub fn in_check(&self) -> bool {
        self.in_check_side(self.white)
    }

    fn take(&mut self, f: i32, r: i32) -> bool {
        match self.get(f, r) {
            Some(p) => {
                if p.letter != b'P' {
                    self.captured.push(if p.white { p.letter } else { p.letter.to_ascii_lowercase() });
                }
                self.set(f, r, None);
                true
            }
            None => false,
        }
    }

    /// Every legal move's text and the position after it.
    pub fn legal(&self) -> Vec<(String, Pos)> {
        let white = self.white;
        let mut candidates: Vec<(String, Pos)> = Vec::new();
        let mut base = self.clone();
        base.ep = None;
        if !white {
            base.full += 1;
        }
        base.white = !white;
        let empty = |x: i32, y: i32| self.get(x, y).is_none();
        let enemy_at = |x: i32, y: i32| self.get(x, y).is_some_and(|p| p.white != white);
        let enemy_king_at = |x: i32, y: i32| self.get(x, y).is_some_and(|p| p.white != white && p.letter == b'K');
        for r in 0..10 {
            for f in 0..10 {
                let Some(p) = self.get(f, r) else { continue };
                if p.white != white || p.letter == b'K' {
                    continue;
                }
                if p.letter == b'P' {
                    let dy = if white { 1 } else { -1 };
                    let mut pawn_to = |x: i32, y: i32, ep_victim: Option<(i32, i32)>, double: bool| {
                        let mut n = base.clone();
                        n.half = 0;
                        n.take(x, y);
                        if let Some((vx, vy)) = ep_victim {
                            n.take(vx, vy);
                        }
                        n.set(f, r, None);
                        n.set(x, y, Some(p));
                        if double {
                            n.ep = Some((f, r + dy));
                        }
                        self.arrive(&mut candidates, format!("{}-{}", name(f, r), name(x, y)), n, x, y);
                    };
                    if on(f, r + dy) && empty(f, r + dy) {
                        pawn_to(f, r + dy, None, false);
                        let start = if white { 2 } else { 7 };
                        if r == start && empty(f, r + 2 * dy) {
                            pawn_to(f, r + 2 * dy, None, true);
                        }
                    }
                    for dx in [-1, 1] {
                        let (x, y) = (f + dx, r + dy);
                        if !on(x, y) {
                            continue;
                        }
                        if enemy_at(x, y) && !enemy_king_at(x, y) {
                            pawn_to(x, y, None, false);
                        }
                        if self.ep == Some((x, y))
                            && self.get(x, r) == Some(Piece { white: !white, letter: b'P', promoted: false })
                        {
                            pawn_to(x, y, Some((x, r)), false);
                        }
                    }
                    continue;
                }
                for (x, y) in self.targets(f, r, p, &empty) {
                    if self.get(x, y).is_some_and(|q| q.white == white || q.letter == b'K') {
                        continue;
                    }
                    let mut n = base.clone();
                    n.half = if n.take(x, y) { 0 } else { self.half + 1 };
                    n.set(f, r, None);
                    n.set(x, y, Some(p));
                    candidates.push((format!("{}-{}", name(f, r), name(x, y)), n));
                }
            }
        }
        // Giant-King steps.
        let (kf, kr) = self.king(white);
        let king = Piece { white, letter: b'K', promoted: false };
        for dx in -1..=1 {
            for dy in -1..=1 {
                let (nf, nr) = (kf + dx, kr + dy);
                if (dx, dy) == (0, 0) || !(0..=8).contains(&nf) || !(0..=8).contains(&nr) {
                    continue;
                }
                let new = [(nf, nr), (nf + 1, nr), (nf, nr + 1), (nf + 1, nr + 1)];
                let blocked = new.iter().any(|&(x, y)| {
                    let q = self.get(x, y);
                    q.is_some_and(|q| (q.white == white && q != king) || (q.white != white && q.letter == b'K'))
                });
                if blocked {
                    continue;
                }
                let mut n = base.clone();
                let mut took = false;
                for (x, y) in [(kf, kr), (kf + 1, kr), (kf, kr + 1), (kf + 1, kr + 1)] {
                    n.set(x, y, None);
                }
                for &(x, y) in &new {
                    took |= n.take(x, y);
                    n.set(x, y, Some(king));
                }
                n.half = if took { 0 } else { self.half + 1 };
                candidates.push((format!("{}-{}", name(kf, kr), name(nf, nr)), n));
            }
        }
        candidates.into_iter().filter(|(_, n)| !n.in_check_side(white)).collect()
    }

    /// A pawn arrived on (x, y): its promotion right on the 8th, 9th, 10th ranks (I-36, I-37).
    fn arrive(&self, out: &mut Vec<(String, Pos)>, text: String, n: Pos, x: i32, y: i32) {
        let white = self.white;
        let relative = if white { y } else { 9 - y };
        if relative < 7 {
            out.push((text, n));
            return;
        }
        let finish = |mut p: Pos| {
            if relative == 9 {
                p.set(x, y, None);
            }
            p
        };
        out.push((text.clone(), finish(n.clone())));
        let mut promotable = false;
        for r in 0..10 {
            for f in 0..10 {
                let Some(q) = n.get(f, r) else { continue };
                if q.white == white && !q.promoted && q.letter != b'K' && q.letter != b'P' {
                    promotable = true;
                    let mut p = n.clone();
                    p.set(f, r, Some(Piece { promoted: true, ..q }));
                    out.push((format!("{text}+{}", name(f, r)), finish(p)));
                }
            }
        }
        if promotable {
            return;
        }
        let (kf, kr) = n.king(white);
        let mut kinds: Vec<u8> = n.captured.iter().copied().filter(|c| c.is_ascii_uppercase() == white).collect();
        kinds.sort();
        kinds.dedup();
        for dy in -1..=2 {
            for dx in -1..=2 {
                let (f, r) = (kf + dx, kr + dy);
                if (0..=1).contains(&dx) && (0..=1).contains(&dy) || !on(f, r) || n.get(f, r).is_some() {
                    continue;
                }
                for &c in &kinds {
                    let mut p = n.clone();
                    let i = p.captured.iter().position(|&d| d == c).unwrap();
                    p.captured.remove(i);
                    p.set(f, r, Some(Piece { white, letter: c.to_ascii_uppercase(), promoted: false }));
                    out.push((format!("{text}+{}*{}", c.to_ascii_uppercase() as char, name(f, r)), finish(p)));
                }
            }
        }
    }
}
