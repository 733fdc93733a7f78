//! FEN (RULES.md §3): `<board> <side> <reserves> <players>`, then a fifth field only when
//! an option that acts during play is on (docs/mountain.md):
//!
//! - board: ranks 19 to 1; a piece is a seat letter and a piece letter (`rK`, `yH`), with
//!   the kind a mutation added in brackets (`rH(R)`); digits are empty runs; `*` is a wall;
//! - side: a seat letter;
//! - reserves: `seat:letters` for each seat with a non-empty reserve, in seat order, joined
//!   by commas (`r:HH,y:P`), or `-`;
//! - players: the seats in play in turn order (`rbyg`, `ry`);
//! - options: comma-separated items `flies`, `keep=N/H` (turns needed / turns the King on
//!   j10 has held it), `monarch` or `monarch=SEATS` (seats whose King has been captured
//!   before), `crown=SEATS/S` (seats with a Mutant Monarch choice to make, and the seat
//!   whose action led to them), `mutants`, `out=SEATS` (players who resigned and dropped out
//!   of a game of three or four; they keep their place in the players field).

use super::board::{HOMES, SIZE, SUMMIT, name, square};
use super::piece::{Cell, EMPTY, Kind, LETTERS, OFF, WALL, gained_of, is_piece, kind_of, mutated, piece, seat_of};
use super::{Mountain, SEAT_LETTERS, Variations};
use crate::fen::{BoardText, Cell as Written, FenError, Fields, Token, TokenStyle};

/// The most pieces of one kind a reserve may hold in a FEN: every count the position holds
/// (and hashes apart), so every FEN that play reaches reads back.
const MAX_COUNT: usize = super::zobrist::MAX_RESERVE;

fn seat_of_letter(b: u8) -> Option<usize> {
    SEAT_LETTERS.iter().position(|&s| s as u8 == b)
}

fn seats_text(mask: u8) -> String {
    (0..4).filter(|s| mask & 1 << s != 0).map(|s| SEAT_LETTERS[s]).collect()
}

impl Mountain {
    pub(super) fn parse_fen(fen: &str) -> Result<Mountain, FenError> {
        let fields = Fields::split(fen)?;
        fields.expect_at_most(5)?;
        let mut m = Mountain::empty();

        let (at, players) = fields.get(3, "players")?;
        let mut in_play = 0u8;
        let mut count = 0;
        for (i, b) in players.bytes().enumerate() {
            let seat = seat_of_letter(b)
                .ok_or_else(|| FenError::new(at + i, format!("'{}' is not a seat letter (r, b, y, g)", b as char)))?;
            if count > 0 && seat <= m.order[count - 1] as usize {
                return Err(FenError::new(at + i, "the players must be distinct seats in turn order (r, b, y, g)"));
            }
            if count == 4 {
                return Err(FenError::new(at + i, "at most four players"));
            }
            m.order[count] = seat as u8;
            in_play |= 1 << seat;
            count += 1;
        }
        if count < 2 {
            return Err(FenError::new(at, "King of the Mountain needs two to four players"));
        }
        m.players = count as u8;

        let (at, board) = fields.get(0, "board")?;
        m.parse_board(board, at, in_play)?;

        let (at, side) = fields.get(1, "side to move")?;
        m.side = match side.as_bytes() {
            [b] => match seat_of_letter(*b) {
                Some(s) if in_play & 1 << s != 0 => s as u8,
                Some(_) => return Err(FenError::new(at, format!("seat '{side}' to move is not in play"))),
                None => return Err(FenError::new(at, format!("'{side}' is not a seat letter (r, b, y, g)"))),
            },
            _ => return Err(FenError::new(at, format!("the side to move is one seat letter, found '{side}'"))),
        };

        let (at, reserves) = fields.get(2, "reserves")?;
        m.parse_reserves(reserves, at, in_play)?;

        if fields.len() == 5 {
            let (at, options) = fields.get(4, "options")?;
            m.parse_options(options, at, in_play)?;
        }
        m.check_kings(board, fields.get(0, "board")?.0, in_play)?;
        Ok(m)
    }

    /// A seat has at most one King on the board (docs/mountain.md, What a FEN may hold): a
    /// second King of one seat would respawn onto the first when captured, and that one onto
    /// the second, for ever. A seat with no King is allowed, for study positions.
    fn check_kings(&self, board: &str, at: usize, in_play: u8) -> Result<(), FenError> {
        for seat in (0..4).filter(|s| in_play & 1 << s != 0) {
            let kings = super::board::all_squares()
                .filter(|&sq| {
                    let c = self.board[sq as usize];
                    is_piece(c) && seat_of(c) == seat && kind_of(c) == Kind::King
                })
                .count();
            let letter = SEAT_LETTERS[seat];
            if kings > 1 {
                // Point at the second King's token.
                let token = format!("{letter}K");
                let second = board.match_indices(&token).nth(1).map_or(0, |(i, _)| i);
                return Err(FenError::new(at + second, format!("seat '{letter}' has {kings} Kings; a player has one")));
            }
        }
        Ok(())
    }

    fn parse_board(&mut self, field: &str, offset: usize, in_play: u8) -> Result<(), FenError> {
        let text = BoardText::parse(field, offset, SIZE, SIZE, TokenStyle::SeatLetterGained)?;
        for (i, &cell) in text.cells.iter().enumerate() {
            let (file, rank) = (i % SIZE, i / SIZE);
            let sq = square(file, rank);
            match cell {
                Written::Empty => self.board[sq as usize] = EMPTY,
                Written::Blocked => {
                    if sq == SUMMIT || HOMES.iter().any(|h| h.corner == sq || h.middle == sq) {
                        let at = text.offset(file, rank);
                        return Err(FenError::new(at, format!("{} cannot be a wall (I-10)", name(sq))));
                    }
                    self.board[sq as usize] = WALL;
                }
                Written::Piece(token) => self.set(sq, Self::piece_of(token, in_play)?),
            }
        }
        Ok(())
    }

    /// The piece a board token stands for: a seat in play, a piece letter, and the kind whose
    /// movement it gained, if any.
    fn piece_of(token: Token, in_play: u8) -> Result<Cell, FenError> {
        let at = token.offset;
        let seat = match token.seat {
            Some(s) if !token.promoted => seat_of_letter(s),
            _ => None,
        }
        .ok_or_else(|| {
            let first = token.seat.filter(|_| !token.promoted).unwrap_or(b'+');
            FenError::new(at, format!("unexpected '{}' in the board", first as char))
        })?;
        if in_play & 1 << seat == 0 {
            return Err(FenError::new(at, format!("seat '{}' has pieces but is not in play", SEAT_LETTERS[seat])));
        }
        let kind = Kind::from_letter(token.letter)
            .ok_or_else(|| FenError::new(at + 1, "a seat letter must be followed by a piece letter (KQMCBRNJPAGH)"))?;
        let mut c = piece(seat, kind);
        if let Some(g) = token.gained {
            // The token is a seat letter, a piece letter, then `(`: the error points at the bracket.
            let g = Kind::from_letter(g).ok_or_else(|| {
                FenError::new(at + 2, "a gained movement is one piece letter in brackets, as in rH(R)")
            })?;
            c = mutated(c, g);
        }
        Ok(c)
    }

    fn parse_reserves(&mut self, field: &str, offset: usize, in_play: u8) -> Result<(), FenError> {
        if field == "-" {
            return Ok(());
        }
        let mut seen = 0u8;
        let mut at = offset;
        for part in field.split(',') {
            let bytes = part.as_bytes();
            let seat = match bytes {
                [s, b':', ..] => seat_of_letter(*s),
                _ => None,
            }
            .ok_or_else(|| FenError::new(at, "a reserve is a seat letter, ':' and piece letters, as in r:HH"))?;
            if in_play & 1 << seat == 0 {
                return Err(FenError::new(
                    at,
                    format!("seat '{}' has a reserve but is not in play", SEAT_LETTERS[seat]),
                ));
            }
            if seen & 1 << seat != 0 {
                return Err(FenError::new(at, format!("seat '{}' has two reserves", SEAT_LETTERS[seat])));
            }
            seen |= 1 << seat;
            if bytes.len() == 2 {
                return Err(FenError::new(at + 2, "an empty reserve is left out"));
            }
            for (i, &l) in bytes[2..].iter().enumerate() {
                let here = at + 2 + i;
                match Kind::from_letter(l) {
                    Some(Kind::King) => return Err(FenError::new(here, "a King is never in reserve")),
                    Some(kind) => {
                        let n = self.reserves[seat][kind.index()];
                        if n as usize >= MAX_COUNT {
                            return Err(FenError::new(here, format!("more than {MAX_COUNT} of one kind in reserve")));
                        }
                        self.set_reserve(seat, kind, n + 1);
                    }
                    None => {
                        return Err(FenError::new(here, format!("'{}' is not a piece letter", l as char)));
                    }
                }
            }
            at += part.len() + 1;
        }
        Ok(())
    }

    fn parse_seats(text: &str, at: usize, in_play: u8) -> Result<u8, FenError> {
        let mut mask = 0;
        for (i, b) in text.bytes().enumerate() {
            match seat_of_letter(b) {
                Some(s) if in_play & 1 << s != 0 => mask |= 1 << s,
                _ => return Err(FenError::new(at + i, format!("'{}' is not a seat in play", b as char))),
            }
        }
        Ok(mask)
    }

    fn parse_options(&mut self, field: &str, offset: usize, in_play: u8) -> Result<(), FenError> {
        const KNOWN: &str = "flies, keep=N/H, monarch, monarch=SEATS, crown=SEATS/S, mutants, out=SEATS";
        let mut at = offset;
        let mut crown = None;
        let mut out = None;
        let mut seen = 0u8;
        let mut v = Variations::default();
        for item in field.split(',') {
            let (key, value) = match item.split_once('=') {
                Some((k, v)) => (k, Some((v, at + k.len() + 1))),
                None => (item, None),
            };
            let bit = match key {
                "flies" => 1,
                "keep" => 2,
                "monarch" => 4,
                "crown" => 8,
                "mutants" => 16,
                "out" => 32,
                _ => return Err(FenError::new(at, format!("unknown option '{item}' (known: {KNOWN})"))),
            };
            if seen & bit != 0 {
                return Err(FenError::new(at, format!("option '{key}' is given twice")));
            }
            seen |= bit;
            match (key, value) {
                ("flies", None) => v.flies = true,
                ("mutants", None) => v.mutants = true,
                ("monarch", None) => v.monarch = true,
                ("monarch", Some((seats, vat))) => {
                    v.monarch = true;
                    self.monarch_used = Self::parse_seats(seats, vat, in_play)?;
                }
                ("keep", Some((text, vat))) => {
                    let bad =
                        || FenError::new(vat, format!("keep is N/H with 1 <= N <= 31 and H <= 31, found '{text}'"));
                    let number = |t: &str| t.parse::<u8>().ok().filter(|_| t.bytes().all(|b| b.is_ascii_digit()));
                    let (n, h) = text.split_once('/').ok_or_else(bad)?;
                    match (number(n), number(h)) {
                        (Some(n @ 1..=31), Some(h @ 0..=31)) => {
                            v.keep = n;
                            self.held = h;
                        }
                        _ => return Err(bad()),
                    }
                }
                ("crown", Some((text, vat))) => {
                    let bad = || {
                        FenError::new(vat, "crown is SEATS/S: the seats with a choice to make, and the seat that moved")
                    };
                    let (seats, resume) = text.split_once('/').ok_or_else(bad)?;
                    let pending = Self::parse_seats(seats, vat, in_play)?;
                    let resume = Self::parse_seats(resume, vat + seats.len() + 1, in_play)?;
                    if pending == 0 || resume.count_ones() != 1 {
                        return Err(bad());
                    }
                    crown = Some((pending, resume.trailing_zeros() as u8, vat));
                }
                ("out", Some((seats, vat))) => out = Some((Self::parse_seats(seats, vat, in_play)?, vat)),
                (_, None) => return Err(FenError::new(at, format!("option '{key}' needs a value"))),
                (_, Some(_)) => return Err(FenError::new(at, format!("option '{key}' takes no value"))),
            }
            at += item.len() + 1;
        }
        if let Some((out, vat)) = out {
            self.parse_out(out, vat)?;
        }
        if let Some((pending, resume, vat)) = crown {
            if !v.monarch {
                return Err(FenError::new(vat, "crown needs the monarch option"));
            }
            if pending & self.out != 0 {
                return Err(FenError::new(vat, "a seat that dropped out has no choice to make"));
            }
            self.pending = pending;
            self.resume = resume;
            if self.next_pending(resume as usize) != self.side as usize {
                return Err(FenError::new(vat, "the side to move must be the first seat with a choice to make"));
            }
        }
        self.variations = v;
        Ok(())
    }

    /// `out=SEATS`: the players who resigned and dropped out. They keep their place in the
    /// players field (and their seat numbers) but have no pieces and no reserve, are not to
    /// move, and at least one player is left.
    fn parse_out(&mut self, out: u8, at: usize) -> Result<(), FenError> {
        let bad = |why: String| Err(FenError::new(at, why));
        if out == 0 {
            return bad("out lists the seats that dropped out, as in out=b".into());
        }
        self.out = out;
        if self.active() == 0 {
            return bad("out cannot list every player: the last one left has won".into());
        }
        if out & 1 << self.side != 0 {
            return bad(format!("seat '{}' to move has dropped out", SEAT_LETTERS[self.side as usize]));
        }
        if self.monarch_used & out != 0 {
            return bad("a seat that dropped out has no Mutant Monarch state (monarch=SEATS)".into());
        }
        for seat in (0..4).filter(|s| out & 1 << s != 0) {
            let pieces = super::board::all_squares().any(|sq| {
                let c = self.board[sq as usize];
                is_piece(c) && seat_of(c) == seat
            });
            if pieces || self.reserves[seat].iter().any(|&n| n > 0) {
                return bad(format!("seat '{}' dropped out but still has pieces", SEAT_LETTERS[seat]));
            }
        }
        Ok(())
    }

    pub(super) fn write_fen(&self) -> String {
        let mut out = String::with_capacity(256);
        let texts: Vec<String> = (0..SIZE * SIZE)
            .map(|i| {
                let c = self.board[square(i % SIZE, i / SIZE) as usize];
                let mut t = format!("{}{}", SEAT_LETTERS[seat_of(c)], LETTERS[kind_of(c).index()] as char);
                if let Some(g) = gained_of(c) {
                    t.push('(');
                    t.push(g.letter());
                    t.push(')');
                }
                t
            })
            .collect();
        crate::fen::write_board(&mut out, SIZE, SIZE, |f, r| {
            let c = self.board[square(f, r) as usize];
            if c == WALL || c == OFF {
                crate::fen::Square::Blocked
            } else if is_piece(c) {
                crate::fen::Square::Piece(&texts[r * SIZE + f])
            } else {
                crate::fen::Square::Empty
            }
        });
        out.push(' ');
        out.push(SEAT_LETTERS[self.side as usize]);
        out.push(' ');
        let reserves: Vec<String> = (0..4)
            .filter(|&s| self.reserves[s].iter().any(|&n| n > 0))
            .map(|s| {
                let mut t = format!("{}:", SEAT_LETTERS[s]);
                for kind in Kind::ALL {
                    for _ in 0..self.reserves[s][kind.index()] {
                        t.push(kind.letter());
                    }
                }
                t
            })
            .collect();
        out.push_str(if reserves.is_empty() { "-" } else { "" });
        out.push_str(&reserves.join(","));
        out.push(' ');
        out.extend(self.seats().iter().map(|&s| SEAT_LETTERS[s as usize]));
        let v = self.variations;
        let mut items = Vec::new();
        if v.flies {
            items.push("flies".to_owned());
        }
        if v.keep > 0 {
            items.push(format!("keep={}/{}", v.keep, self.held));
        }
        if v.monarch {
            items.push(if self.monarch_used == 0 {
                "monarch".to_owned()
            } else {
                format!("monarch={}", seats_text(self.monarch_used))
            });
            if self.pending != 0 {
                items.push(format!("crown={}/{}", seats_text(self.pending), SEAT_LETTERS[self.resume as usize]));
            }
        }
        if v.mutants {
            items.push("mutants".to_owned());
        }
        if self.out != 0 {
            items.push(format!("out={}", seats_text(self.out)));
        }
        if !items.is_empty() {
            out.push(' ');
            out.push_str(&items.join(","));
        }
        out
    }
}
