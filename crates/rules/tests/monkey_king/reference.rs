//! A slow, plain reference for Monkey King Chess, written straight from RULES.md §2 to
//! cross-check the fast generator: a mailbox of named squares, every rule applied by playing it
//! out on a copy, actions produced as (move text, resulting FEN) pairs. It shares no code with
//! the crate but the spec.

use std::collections::BTreeMap;

/// A square: an Earth square (file 0..5, rank 0..8) or a cloud square (cloud 0 red / 1 blue,
/// index 0 = q, 1 = r).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Sq {
    Earth(i8, i8),
    Cloud(i8, i8),
}

impl Sq {
    fn name(self) -> String {
        match self {
            Sq::Earth(f, r) => format!("{}{}", (b'a' + f as u8) as char, r + 1),
            Sq::Cloud(c, i) => format!("{}{}", if i == 0 { 'q' } else { 'r' }, if c == 0 { 2 } else { 7 }),
        }
    }

    /// The square `(df, dr)` away inside the same region: a cloud is two files, one rank.
    fn shift(self, df: i8, dr: i8) -> Option<Sq> {
        match self {
            Sq::Earth(f, r) => {
                let (f, r) = (f + df, r + dr);
                ((0..5).contains(&f) && (0..8).contains(&r)).then_some(Sq::Earth(f, r))
            }
            Sq::Cloud(c, i) => (dr == 0 && (0..2).contains(&(i + df))).then_some(Sq::Cloud(c, i + df)),
        }
    }

    fn dark(self) -> bool {
        match self {
            Sq::Earth(f, r) => (f + r) % 2 == 0,
            // q2 light, r2 dark, q7 dark, r7 light.
            Sq::Cloud(c, i) => (c + i) % 2 == 1,
        }
    }

    fn all() -> Vec<Sq> {
        let mut v = Vec::new();
        for r in 0..8 {
            for f in 0..5 {
                v.push(Sq::Earth(f, r));
            }
        }
        for c in 0..2 {
            for i in 0..2 {
                v.push(Sq::Cloud(c, i));
            }
        }
        v
    }
}

const RED_RIVER: [&str; 9] = ["a1", "e1", "b2", "d2", "c3", "a4", "b4", "d4", "e4"];
const BLUE_RIVER: [&str; 9] = ["a5", "b5", "d5", "e5", "c6", "b7", "d7", "a8", "e8"];

fn river(sq: Sq) -> Option<i8> {
    let n = sq.name();
    if RED_RIVER.contains(&n.as_str()) {
        Some(0)
    } else if BLUE_RIVER.contains(&n.as_str()) {
        Some(1)
    } else {
        None
    }
}

/// A disk on the board: its owner (true = Red) and the face letter, upper case.
type Piece = (bool, char);

#[derive(Clone, Debug)]
pub struct Ref {
    board: BTreeMap<Sq, Piece>,
    hand: Vec<Piece>,
    red_to_move: bool,
    tokens: u32,
    bonus: bool,
    round: u32,
}

fn other_face(red: bool, face: char) -> Option<char> {
    Some(match (red, face) {
        (true, 'P') => 'M',
        (true, 'M') => 'P',
        (true, 'N') => 'L',
        (true, 'L') => 'N',
        (true, 'H') => 'B',
        (false, 'P') => 'S',
        (false, 'S') => 'P',
        (false, 'N') => 'G',
        (false, 'G') => 'N',
        (false, 'H') => 'L',
        (false, 'L') => 'H',
        (_, 'C') => 'X',
        (_, 'X') => 'C',
        _ => return None,
    })
}

const KNIGHT: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const DIAG: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];
const ORTH: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl Ref {
    pub fn parse(fen: &str) -> Ref {
        let parts: Vec<&str> = fen.split(' ').collect();
        let (earth, hand) = parts[0].split_once('[').unwrap();
        let mut board = BTreeMap::new();
        let mut read = |rows: &str, at: &dyn Fn(i8, i8) -> Sq| {
            for (i, row) in rows.split('/').enumerate() {
                let mut f = 0;
                for ch in row.chars() {
                    if let Some(d) = ch.to_digit(10) {
                        f += d as i8;
                    } else {
                        board.insert(at(f, i as i8), (ch.is_ascii_uppercase(), ch.to_ascii_uppercase()));
                        f += 1;
                    }
                }
            }
        };
        read(earth, &|f, i| Sq::Earth(f, 7 - i));
        read(parts[2], &|f, i| Sq::Cloud(1 - i, f));
        Ref {
            board,
            hand: hand
                .trim_end_matches(']')
                .chars()
                .map(|c| (c.is_ascii_uppercase(), c.to_ascii_uppercase()))
                .collect(),
            red_to_move: parts[1] == "r",
            tokens: parts[3].parse().unwrap(),
            bonus: parts[4] == "*",
            round: parts[5].parse().unwrap(),
        }
    }

    pub fn fen(&self) -> String {
        let cell = |sq: Sq| self.board.get(&sq).map(|&(red, c)| if red { c } else { c.to_ascii_lowercase() });
        let row = |cells: Vec<Option<char>>| {
            let mut s = String::new();
            let mut run = 0;
            for c in cells {
                match c {
                    None => run += 1,
                    Some(c) => {
                        if run > 0 {
                            s.push_str(&run.to_string());
                            run = 0;
                        }
                        s.push(c);
                    }
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            s
        };
        let earth: Vec<String> = (0..8).rev().map(|r| row((0..5).map(|f| cell(Sq::Earth(f, r))).collect())).collect();
        let mut hand = String::new();
        for red in [true, false] {
            for kind in ['P', 'N', 'H', 'C', 'K'] {
                for _ in self.hand.iter().filter(|&&p| p == (red, kind)) {
                    hand.push(if red { kind } else { kind.to_ascii_lowercase() });
                }
            }
        }
        let clouds: Vec<String> =
            [1, 0].iter().map(|&c| row((0..2).map(|i| cell(Sq::Cloud(c, i))).collect())).collect();
        format!(
            "{}[{}] {} {} {} {} {}",
            earth.join("/"),
            hand,
            if self.red_to_move { 'r' } else { 'b' },
            clouds.join("/"),
            self.tokens,
            if self.bonus { '*' } else { '-' },
            self.round
        )
    }

    fn pilgrim(&self) -> Option<Sq> {
        self.board.iter().find(|(_, p)| **p == (true, 'K')).map(|(s, _)| *s)
    }

    fn pilgrim_gone(&self) -> bool {
        self.pilgrim().is_none() && !self.hand.contains(&(true, 'K'))
    }

    fn flip_power(&self, red: bool) -> bool {
        self.board.iter().any(|(s, p)| *p == (red, 'K') && (red || matches!(s, Sq::Earth(..))))
    }

    /// Blue disks with an empty orthogonal line to a Red Celestial.
    fn frozen(&self, sq: Sq) -> bool {
        if self.board.get(&sq).is_none_or(|p| p.0) {
            return false;
        }
        for (df, dr) in ORTH {
            let mut at = sq;
            while let Some(next) = at.shift(df, dr) {
                match self.board.get(&next) {
                    None => at = next,
                    Some(&p) => {
                        if p == (true, 'C') {
                            return true;
                        }
                        break;
                    }
                }
            }
        }
        false
    }

    /// The (destination, is capture) of a disk of `red` showing `face` on `from`.
    fn face_moves(&self, red: bool, face: char, from: Sq) -> Vec<Sq> {
        let fwd = if red { 1 } else { -1 };
        let empty = |s: Sq| !self.board.contains_key(&s);
        let enemy = |s: Sq| self.board.get(&s).is_some_and(|p| p.0 != red && p.1 != 'X');
        let mut out = Vec::new();
        let step = |d: (i8, i8), quiet: bool, capture: bool, out: &mut Vec<Sq>| {
            if let Some(to) = from.shift(d.0, d.1)
                && (quiet && empty(to) || capture && enemy(to))
            {
                out.push(to);
            }
        };
        let slide = |d: (i8, i8), capture: bool, out: &mut Vec<Sq>| {
            let mut at = from;
            while let Some(to) = at.shift(d.0, d.1) {
                if empty(to) {
                    out.push(to);
                    at = to;
                } else {
                    if capture && enemy(to) {
                        out.push(to);
                    }
                    break;
                }
            }
        };
        match face {
            'P' => {
                step((0, fwd), true, false, &mut out);
                step((1, fwd), false, true, &mut out);
                step((-1, fwd), false, true, &mut out);
            }
            'M' | 'G' => DIAG.iter().for_each(|&d| step(d, true, true, &mut out)),
            'S' => {
                KNIGHT.iter().for_each(|&d| step(d, true, false, &mut out));
                step((1, fwd), false, true, &mut out);
                step((-1, fwd), false, true, &mut out);
            }
            'N' => KNIGHT.iter().for_each(|&d| step(d, true, true, &mut out)),
            'L' => slide((0, fwd), true, &mut out),
            'H' => {
                DIAG.iter().for_each(|&d| step(d, true, true, &mut out));
                step((0, fwd), true, true, &mut out);
            }
            'C' => ORTH.iter().for_each(|&d| slide(d, !red, &mut out)),
            'K' => DIAG.iter().chain(ORTH.iter()).for_each(|&d| step(d, true, !red, &mut out)),
            _ => {}
        }
        if matches!(face, 'M' | 'G' | 'L' | 'C') {
            let targets: Vec<Sq> = match from {
                Sq::Earth(..) => match river(from) {
                    Some(c) => vec![Sq::Cloud(c, 0), Sq::Cloud(c, 1)],
                    None => vec![],
                },
                Sq::Cloud(c, i) => {
                    let mut t: Vec<Sq> = Sq::all()
                        .into_iter()
                        .filter(|s| s.dark() == from.dark())
                        .filter(|s| matches!(s, Sq::Earth(..)) || matches!(s, Sq::Cloud(c2, _) if *c2 != c))
                        .collect();
                    if face == 'L' && c == if red { 0 } else { 1 } {
                        t.push(Sq::Cloud(1 - c, i));
                    }
                    t
                }
            };
            out.extend(targets.into_iter().filter(|&s| empty(s)));
        }
        out
    }

    /// Whether a Blue disk could capture the Pilgrim, by its face or by flipping.
    fn in_check(&self) -> bool {
        let Some(k) = self.pilgrim() else { return false };
        let power = self.flip_power(false);
        self.board.iter().filter(|(s, p)| !p.0 && !self.frozen(**s)).any(|(&s, &(_, face))| {
            let mut faces = vec![face];
            if power
                && river(s).is_some()
                && let Some(o) = other_face(false, face)
            {
                faces.push(o);
            }
            faces.into_iter().any(|f| self.face_moves(false, f, s).contains(&k))
        })
    }

    /// Every action by the movement rules alone: (text, the board effect applied).
    fn pseudo(&self, red: bool, bonus_only: bool) -> Vec<(String, Ref)> {
        let mut out = Vec::new();
        if !bonus_only {
            let mut kinds: Vec<char> = self.hand.iter().filter(|p| p.0 == red).map(|p| p.1).collect();
            kinds.sort();
            kinds.dedup();
            for kind in kinds {
                for sq in Sq::all() {
                    let own = matches!(sq, Sq::Earth(_, r) if (r < 4) == red);
                    if own && !self.board.contains_key(&sq) {
                        let mut next = self.clone();
                        let i = next.hand.iter().position(|&p| p == (red, kind)).unwrap();
                        next.hand.remove(i);
                        next.board.insert(sq, (red, kind));
                        out.push((format!("{kind}*{}", sq.name()), next));
                    }
                }
            }
        }
        let power = self.flip_power(red);
        for (&from, &(owner, face)) in &self.board {
            if owner != red || self.frozen(from) {
                continue;
            }
            if bonus_only {
                if face == 'M' {
                    for to in self.face_moves(red, face, from) {
                        out.push((format!("+{}-{}", from.name(), to.name()), self.moved(from, to, face)));
                    }
                }
                continue;
            }
            for to in self.face_moves(red, face, from) {
                out.push((format!("{}-{}", from.name(), to.name()), self.moved(from, to, face)));
            }
            if face == 'K' && red && matches!(from, Sq::Earth(_, 7)) {
                let mut next = self.clone();
                next.board.remove(&from);
                out.push((format!("{}-off", from.name()), next));
            }
            if power && river(from).is_some() {
                match other_face(red, face) {
                    Some('X') | Some('B') => {
                        let mut next = self.clone();
                        let new = other_face(red, face).unwrap();
                        if new == 'B' {
                            next.board.remove(&from);
                            next.tokens += 1;
                        } else {
                            next.board.insert(from, (red, 'X'));
                        }
                        out.push((format!("{}={new}", from.name()), next));
                    }
                    Some(new) => {
                        for to in self.face_moves(red, new, from) {
                            out.push((format!("{}-{}={new}", from.name(), to.name()), self.moved(from, to, new)));
                        }
                    }
                    None => {}
                }
            }
        }
        out
    }

    /// A move from `from` to `to` ending as `face`, with the burial of a Celestial's capturer.
    fn moved(&self, from: Sq, to: Sq, face: char) -> Ref {
        let mut next = self.clone();
        let (owner, _) = next.board.remove(&from).unwrap();
        match next.board.remove(&to) {
            Some((victim, 'C')) => {
                next.board.insert(from, (victim, 'X'));
            }
            _ => {
                next.board.insert(to, (owner, face));
            }
        }
        next
    }

    fn blue_can_act(&self) -> bool {
        !self.pseudo(false, false).is_empty()
    }

    fn red_can_act(&self) -> bool {
        self.pseudo(true, false).iter().any(|(text, next)| text.ends_with("-off") || !next.in_check())
    }

    fn red_ok(text: &str, next: &Ref) -> bool {
        text.ends_with("-off") || !next.in_check() && next.blue_can_act()
    }

    fn legal_bonus(&self) -> Vec<(String, Ref)> {
        if self.tokens == 0 {
            return vec![];
        }
        self.pseudo(true, true).into_iter().filter(|(t, n)| Ref::red_ok(t, n)).collect()
    }

    /// The legal actions and the positions they lead to.
    pub fn legal(&self) -> Vec<(String, Ref)> {
        if self.pilgrim_gone() {
            return vec![];
        }
        let mut out = Vec::new();
        if !self.red_to_move {
            for (text, mut next) in self.pseudo(false, false) {
                if next.pilgrim_gone() || next.in_check() || next.red_can_act() {
                    next.red_to_move = true;
                    out.push((text, next));
                }
            }
            return out;
        }
        if self.bonus {
            let mut next = self.clone();
            next.end_turn();
            out.push(("end".to_owned(), next));
        } else {
            for (text, mut next) in self.pseudo(true, false) {
                if Ref::red_ok(&text, &next) {
                    if text.ends_with("-off") || next.legal_bonus().is_empty() {
                        next.end_turn();
                    } else {
                        next.bonus = true;
                    }
                    out.push((text, next));
                }
            }
        }
        for (text, mut next) in self.legal_bonus() {
            next.tokens -= 1;
            if next.bonus && next.legal_bonus().is_empty() {
                next.end_turn();
            }
            out.push((text, next));
        }
        out
    }

    fn end_turn(&mut self) {
        self.bonus = false;
        self.red_to_move = false;
        self.round += 1;
    }
}
