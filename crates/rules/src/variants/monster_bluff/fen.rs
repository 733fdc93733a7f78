//! Reading and writing the Monster Bluff FEN (RULES.md §4, I-28): eleven fields,
//! `<board> <side> <castling> <ep> <halfmove> <fullmove> <chips> <supply> <banks> <promoted> <true kings>`.
//!
//! The board is the global 32×24 grid with `*` for the notches; every other field names
//! squares board-locally (`8e1`). Supplies, stacks and banks are independent of each other.

use super::chips::{Chip, Stack};
use super::movegen::pawn_moves_up;
use super::piece::{DEMAND, EMPTY, OFFER, PIECE, has_piece, piece};
use super::setup::{CASTLING_INDEX, CASTLING_START, NONE};
use super::square::{self, FILES, NO_SQUARE, RANKS, Square, file_of, name, parse_name, rank_of, text_order};
use super::{MonsterBluff, TrueKing};
use crate::FenError;
use crate::fen::{self as shared, BoardText, Cell, Fields, TokenStyle, parse_number, write_board};
use crate::fide::Role;

const LETTERS: [[&str; 7]; 2] = [["", "P", "N", "B", "R", "Q", "K"], ["", "p", "n", "b", "r", "q", "k"]];
const SIDE_NAMES: [&str; 2] = ["White", "Black"];

/// A board-local square in a field, or an error pointing at it.
fn square_at(at: usize, text: &str, what: &str) -> Result<Square, FenError> {
    parse_name(text).ok_or_else(|| {
        let shown: String = text.chars().take(12).collect();
        FenError::new(at, format!("{what}: '{shown}' is not a square (board 1-10, file a-h, rank 1-8: '8e1')"))
    })
}

/// Splits a field on `sep`, giving each part with its offset.
fn parts(at: usize, field: &str, sep: char) -> impl Iterator<Item = (usize, &str)> {
    let mut offset = at;
    field.split(sep).map(move |part| {
        let here = offset;
        offset += part.len() + 1;
        (here, part)
    })
}

// The per-side loops index several per-side arrays at once.
#[allow(clippy::needless_range_loop)]
impl MonsterBluff {
    /// Reads a FEN. An error never depends on the True Kings field, the one secret a FEN
    /// holds, so it can be shown to any seat: errors in or after that field point at its
    /// start and quote none of it.
    pub(super) fn parse_fen(fen: &str) -> Result<MonsterBluff, FenError> {
        Self::parse_fields(fen).map_err(|mut error| {
            if let Ok(fields) = Fields::split(fen)
                && let Ok((kings_at, _)) = fields.get(10, "true kings")
            {
                error.offset = error.offset.min(kings_at);
            }
            error
        })
    }

    fn parse_fields(fen: &str) -> Result<MonsterBluff, FenError> {
        let fields = Fields::split(fen)?;
        fields.expect_at_most(11)?;
        let mut pos = MonsterBluff::empty();

        let (board_at, board) = fields.get(0, "board")?;
        let text = BoardText::parse(board, board_at, FILES, RANKS, TokenStyle::Letter)?;
        for rank in 0..RANKS {
            for file in 0..FILES {
                let cell = text.get(file, rank);
                let exists = square::exists(file, rank);
                let token = match (cell, exists) {
                    (Cell::Blocked, false) | (Cell::Empty, true) => continue,
                    (Cell::Blocked, true) => {
                        let message =
                            format!("'*' on {}, which is a square of the grid", name(square::square(file, rank)));
                        return Err(FenError::new(board_at, message));
                    }
                    (_, false) => {
                        let message = format!("rank {} must have '*' on its file {} (a notch)", rank + 1, file + 1);
                        return Err(FenError::new(board_at, message));
                    }
                    (Cell::Piece(token), true) => token,
                };
                if token.promoted {
                    return Err(FenError::new(token.offset, "'+' is not used: the promoted field records promotion"));
                }
                let role = Role::from_letter(token.letter)
                    .ok_or_else(|| FenError::new(token.offset, format!("unknown piece '{}'", token.letter as char)))?;
                let side = usize::from(token.letter.is_ascii_lowercase());
                pos.put(square::square(file, rank), piece(side, role));
            }
        }

        let (side_at, side) = fields.get(1, "side to move")?;
        pos.side = match side {
            "w" => 0,
            "b" => 1,
            _ => return Err(FenError::new(side_at, format!("the side to move must be 'w' or 'b', found '{side}'"))),
        };

        let (castling_at, castling) = fields.get(2, "castling")?;
        if castling != "-" {
            for (at, part) in parts(castling_at, castling, ',') {
                let sq = square_at(at, part, "castling")?;
                let index = CASTLING_INDEX[sq as usize];
                if index == NONE {
                    return Err(FenError::new(
                        at,
                        format!("no king or rook starts on {part}, so it cannot be unmoved"),
                    ));
                }
                let (_, start) = CASTLING_START[index as usize];
                if pos.cells[sq as usize] & PIECE != start {
                    let letter = LETTERS[usize::from(start & 8 != 0)][usize::from(start & 7)];
                    return Err(FenError::new(
                        at,
                        format!("{part} is listed as unmoved but does not hold its '{letter}'"),
                    ));
                }
                if pos.castling & (1 << index) != 0 {
                    return Err(FenError::new(at, format!("{part} is listed twice")));
                }
                pos.castling |= 1 << index;
            }
        }

        let (ep_at, ep) = fields.get(3, "en passant square")?;
        if ep != "-" {
            let sq = square_at(ep_at, ep, "en passant")?;
            pos.ep = sq;
            pos.check_en_passant().map_err(|m| FenError::new(ep_at, m))?;
        }

        let (at, text) = fields.get(4, "halfmove clock")?;
        pos.halfmove = parse_number(at, text, "the halfmove clock")?;
        let (at, text) = fields.get(5, "fullmove number")?;
        pos.fullmove = parse_number(at, text, "the fullmove number")?;

        // Supplies first: whether green is in play decides whether `G` may appear on the board.
        let (supply_at, supply) = fields.get(7, "supply")?;
        pos.parse_supply(supply_at, supply)?;

        let (chips_at, chips) = fields.get(6, "chips")?;
        if chips != "-" {
            for (at, part) in parts(chips_at, chips, ',') {
                pos.parse_stack(at, part)?;
            }
        }

        let (banks_at, banks) = fields.get(8, "banks")?;
        let mut bank_parts = parts(banks_at, banks, '/');
        for side in 0..2 {
            let Some((at, text)) = bank_parts.next() else {
                return Err(FenError::new(banks_at, "the banks are '<White's>/<Black's>': '0/35'"));
            };
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(FenError::new(at, format!("a bank is a number, found '{text}'")));
            }
            pos.banks[side] = text.parse().map_err(|_| FenError::new(at, format!("bank too large: '{text}'")))?;
        }
        if let Some((at, _)) = bank_parts.next() {
            return Err(FenError::new(at, "the banks are two numbers: '0/35'"));
        }

        let (promoted_at, promoted) = fields.get(9, "promoted")?;
        pos.promoted = match promoted {
            "--" => [false, false],
            "W-" => [true, false],
            "-B" => [false, true],
            "WB" => [true, true],
            _ => {
                let message = format!("promoted is '--', 'W-', '-B' or 'WB', found '{promoted}'");
                return Err(FenError::new(promoted_at, message));
            }
        };

        let (kings_at, kings) = fields.get(10, "true kings")?;
        let mut king_parts = parts(kings_at, kings, ',');
        for side in 0..2 {
            let Some((at, text)) = king_parts.next() else {
                return Err(FenError::new(kings_at, "the true kings are '<White's>,<Black's>': '8e1,?'"));
            };
            pos.true_kings[side] = match text {
                "?" => TrueKing::Unknown,
                "-" => TrueKing::Captured,
                _ => {
                    // Quote nothing of the secret: the message is the same whatever was written.
                    let not_a_king = || {
                        let side = SIDE_NAMES[side];
                        FenError::new(
                            at,
                            format!("{side}'s True King must be the square of one of {side}'s kings, '?' or '-'"),
                        )
                    };
                    let sq = parse_name(text).ok_or_else(not_a_king)?;
                    if pos.cells[sq as usize] & PIECE != piece(side, Role::King) {
                        return Err(not_a_king());
                    }
                    TrueKing::On(sq)
                }
            };
            // A side down to one king has it known; with none, its True King is gone (I-28).
            if pos.true_kings[side] == TrueKing::Unknown {
                match pos.kings[side] {
                    0 => pos.true_kings[side] = TrueKing::Captured,
                    1 => {
                        let only = pos.king_squares(side).next().unwrap_or(NO_SQUARE);
                        pos.true_kings[side] = TrueKing::On(only);
                    }
                    _ => {}
                }
            }
        }
        if let Some((at, _)) = king_parts.next() {
            return Err(FenError::new(at, "the true kings are two entries: '8e1,?'"));
        }
        if pos.true_kings == [TrueKing::Captured; 2] {
            return Err(FenError::new(kings_at, "both True Kings cannot be captured: the first capture ends the game"));
        }
        Ok(pos)
    }

    /// The en passant square must be one a pawn of the side not to move just passed over
    /// with a double step (I-27): on its third rank of the row, the pawn beyond it, and no
    /// piece on it or on the pawn's start square.
    fn check_en_passant(&self) -> Result<(), String> {
        let them = (self.side ^ 1) as usize;
        let sq = self.ep;
        let (rank, local) = (rank_of(sq), rank_of(sq) % 8);
        let up = pawn_moves_up(them, rank);
        let expected = if up { 2 } else { 5 };
        let refused = || Err(format!("no {} pawn can just have passed over {}", SIDE_NAMES[them], name(sq)));
        // Checked first: on its third rank of the row, the squares around it are on its board.
        if local != expected {
            return refused();
        }
        let (beyond, origin) = if up { (rank + 1, rank - 1) } else { (rank - 1, rank + 1) };
        let at = |r: usize| self.cells[square::square(file_of(sq), r) as usize];
        if has_piece(self.cells[sq as usize]) || has_piece(at(origin)) || at(beyond) & PIECE != piece(them, Role::Pawn)
        {
            return refused();
        }
        Ok(())
    }

    fn parse_supply(&mut self, at: usize, field: &str) -> Result<(), FenError> {
        let mut halves = parts(at, field, '/');
        let mut green = [false; 2];
        for side in 0..2 {
            let Some((at, text)) = halves.next() else {
                return Err(FenError::new(at, "the supply is '<White's>/<Black's>': 'W10R10U5/W10R10U5'"));
            };
            let bytes = text.as_bytes();
            let mut seen = [false; 4];
            let mut i = 0;
            while i < bytes.len() {
                let Some(chip) = Chip::from_letter(bytes[i]) else {
                    let message = format!("a supply lists chips W, R, U (and G), found '{}'", bytes[i] as char);
                    return Err(FenError::new(at + i, message));
                };
                let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
                let number = &text[i + 1..i + 1 + digits];
                let n = parse_number(at + i + 1, number, "the number of chips")?;
                if std::mem::replace(&mut seen[chip.index()], true) {
                    return Err(FenError::new(at + i, format!("'{}' appears twice in a supply", bytes[i] as char)));
                }
                self.supply[side][chip.index()] = n;
                i += 1 + digits;
            }
            if let Some(missing) = Chip::ALL[..3].iter().find(|c| !seen[c.index()]) {
                let message =
                    format!("each supply lists W, R and U, zeros included: '{}' is missing", missing.letter() as char);
                return Err(FenError::new(at, message));
            }
            green[side] = seen[Chip::Green.index()];
        }
        if let Some((at, _)) = halves.next() {
            return Err(FenError::new(at, "the supply has two parts: 'W10R10U5/W10R10U5'"));
        }
        if green[0] != green[1] {
            return Err(FenError::new(at, "green chips are in play when both supplies list 'G' (I-29), not one"));
        }
        self.green = green[0];
        Ok(())
    }

    /// One entry of the chips field: `6d5:WWU`.
    fn parse_stack(&mut self, at: usize, part: &str) -> Result<(), FenError> {
        let Some((sq_text, chips)) = part.split_once(':') else {
            return Err(FenError::new(at, format!("a stack is '<square>:<chips>' ('6d5:WWU'), found '{part}'")));
        };
        let sq = square_at(at, sq_text, "chips")?;
        if self.stacks.get(sq).is_some() {
            return Err(FenError::new(at, format!("{sq_text} has two stacks")));
        }
        let chips_at = at + sq_text.len() + 1;
        if chips.is_empty() {
            return Err(FenError::new(chips_at, format!("the stack on {sq_text} has no chips")));
        }
        let mut stack = Stack::new(sq);
        for (i, b) in chips.bytes().enumerate() {
            match Chip::from_letter(b) {
                Some(Chip::Green) if !self.green => {
                    return Err(FenError::new(
                        chips_at + i,
                        "a green chip, but green is not in play (no 'G' in the supplies)",
                    ));
                }
                Some(chip) => stack.push(chip),
                None => return Err(FenError::new(chips_at + i, format!("unknown chip '{}' (W, R, U, G)", b as char))),
            }
        }
        let demand = stack.is_demand();
        if demand && has_piece(self.cells[sq as usize]) {
            return Err(FenError::new(at, format!("a demand cannot lie under a piece, as on {sq_text}")));
        }
        self.board_hash ^= stack.key();
        self.cells[sq as usize] |= if demand { DEMAND } else { OFFER };
        self.stacks.insert(stack);
        Ok(())
    }

    /// The FEN with the True Kings field written from `true_kings`.
    pub(super) fn write_fen(&self, true_kings: [TrueKing; 2]) -> String {
        let mut out = String::with_capacity(900);
        write_board(&mut out, FILES, RANKS, |file, rank| {
            if !square::exists(file, rank) {
                return shared::Square::Blocked;
            }
            let cell = self.cells[square::square(file, rank) as usize];
            match cell & PIECE {
                EMPTY => shared::Square::Empty,
                bits => shared::Square::Piece(LETTERS[usize::from(bits & 8 != 0)][usize::from(bits & 7)]),
            }
        });
        out.push_str(if self.side == 0 { " w " } else { " b " });

        let mut listed: Vec<Square> = CASTLING_START
            .iter()
            .enumerate()
            .filter(|&(i, _)| self.castling & (1 << i) != 0)
            .map(|(_, &(sq, _))| sq)
            .collect();
        write_squares(&mut out, &mut listed);
        out.push(' ');
        if self.ep == NO_SQUARE {
            out.push('-');
        } else {
            out.push_str(&name(self.ep));
        }
        out.push_str(&format!(" {} {} ", self.halfmove, self.fullmove));

        let mut stacks: Vec<&Stack> = self.stacks.iter().collect();
        stacks.sort_by_key(|s| text_order(s.square));
        if stacks.is_empty() {
            out.push('-');
        }
        for (i, stack) in stacks.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(&name(stack.square));
            out.push(':');
            out.extend(stack.chips().iter().map(|c| c.letter() as char));
        }
        out.push(' ');
        for side in 0..2 {
            if side == 1 {
                out.push('/');
            }
            let s = &self.supply[side];
            out.push_str(&format!("W{}R{}U{}", s[0], s[1], s[2]));
            if self.green {
                out.push_str(&format!("G{}", s[3]));
            }
        }
        out.push_str(&format!(" {}/{} ", self.banks[0], self.banks[1]));
        out.push(if self.promoted[0] { 'W' } else { '-' });
        out.push(if self.promoted[1] { 'B' } else { '-' });
        out.push(' ');
        for (side, tk) in true_kings.iter().enumerate() {
            if side == 1 {
                out.push(',');
            }
            match tk {
                TrueKing::Unknown => out.push('?'),
                TrueKing::Captured => out.push('-'),
                TrueKing::On(sq) => out.push_str(&name(*sq)),
            }
        }
        out
    }
}

/// Writes squares in FEN order (I-28), comma-separated, or `-`.
fn write_squares(out: &mut String, squares: &mut [Square]) {
    if squares.is_empty() {
        out.push('-');
        return;
    }
    squares.sort_by_key(|&sq| text_order(sq));
    for (i, &sq) in squares.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&name(sq));
    }
}
