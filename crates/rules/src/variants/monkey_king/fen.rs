//! Reading and writing the FEN (RULES.md §2):
//! `<earth>[<hand>] <side> <clouds> <fists> <phase> <turn>`, e.g. the start
//! `5/5/5/5/5/5/5/5[PPPPPPNNHHCKppppppnnhhck] b 2/2 0 - 1`.

use super::MonkeyKing;
use super::role::{BLUE, RED, Role};
use super::square::{Q2, Q7, Square, earth};
use super::zobrist::MAX_HAND;
use crate::FenError;
use crate::fen::{BoardText, Cell, Fields, Square as Written, TokenStyle, parse_number, write_board};

/// The most Fists tokens a FEN may give: every count the position holds. Play reaches at most
/// two; a FEN with extra Heroes (accepted, RULES.md §0) can make more, a flip adds one with
/// saturating arithmetic (so never past this limit), and every FEN the code writes must read back.
const MAX_TOKENS: u32 = u8::MAX as u32;

impl MonkeyKing {
    pub(super) fn parse_fen(fen: &str) -> Result<MonkeyKing, FenError> {
        let fields = Fields::split(fen)?;
        fields.expect_at_most(6)?;
        let mut p = MonkeyKing::empty();

        let (at, first) = fields.get(0, "Earth board and hand")?;
        let open = first.find('[').ok_or_else(|| {
            FenError::new(at + first.len(), "missing hand: write it in brackets after the board, e.g. [PKp] or []")
        })?;
        let (earth_text, hand_text) = first.split_at(open);
        if !hand_text.ends_with(']') {
            return Err(FenError::new(at + first.len(), "the hand must end with ']'"));
        }
        refuse_holes(earth_text, at)?;
        let board = BoardText::parse(earth_text, at, 5, 8, TokenStyle::Letter)?;
        for rank in 0..8 {
            for file in 0..5 {
                p.place(&board.get(file, rank), earth(file as u8, rank as u8))?;
            }
        }
        let hand_at = at + open + 1;
        for (i, b) in hand_text[1..hand_text.len() - 1].bytes().enumerate() {
            let here = hand_at + i;
            let Some((side, role)) = Role::from_fen_letter(b) else {
                return Err(FenError::new(here, format!("unexpected '{}' in the hand", b as char)));
            };
            let Some(kind) = role.front_index() else {
                return Err(FenError::new(
                    here,
                    format!("'{}' is a back face: disks in hand are written by their front face", b as char),
                ));
            };
            if usize::from(p.hand[side][kind]) >= MAX_HAND {
                return Err(FenError::new(here, format!("more than {MAX_HAND} '{}' in the hand", b as char)));
            }
            p.hand[side][kind] += 1;
        }

        let (at, side) = fields.get(1, "side to move")?;
        p.side = match side {
            "r" => RED as u8,
            "b" => BLUE as u8,
            _ => return Err(FenError::new(at, format!("side to move must be 'r' or 'b', found '{side}'"))),
        };

        let (at, clouds) = fields.get(2, "clouds")?;
        refuse_holes(clouds, at)?;
        let clouds = BoardText::parse(clouds, at, 2, 2, TokenStyle::Letter)
            .map_err(|e| FenError::new(e.offset, format!("clouds (q7r7/q2r2): {}", e.message)))?;
        for file in 0..2 {
            p.place(&clouds.get(file, 1), Q7 + file as Square)?;
            p.place(&clouds.get(file, 0), Q2 + file as Square)?;
        }

        let (at, fists) = fields.get(3, "Fists tokens")?;
        let tokens = parse_number(at, fists, "the number of Fists tokens")?;
        if tokens > MAX_TOKENS {
            return Err(FenError::new(at, format!("at most {MAX_TOKENS} Fists tokens, found {tokens}")));
        }
        p.tokens = tokens as u8;

        let (at, phase) = fields.get(4, "phase")?;
        p.bonus_phase = match phase {
            "-" => false,
            "*" if p.side as usize == RED => true,
            "*" => return Err(FenError::new(at, "the bonus phase '*' is Red's: Blue is to move")),
            _ => return Err(FenError::new(at, format!("phase must be '-' or '*', found '{phase}'"))),
        };

        let (at, turn) = fields.get(5, "turn")?;
        p.round = parse_number(at, turn, "the turn")?;
        if p.round == 0 {
            return Err(FenError::new(at, "the turn counts from 1"));
        }

        let pilgrims = (p.roles[Role::King.index()] & p.sides[RED]).count_ones() + u32::from(p.hand[RED][4]);
        if pilgrims > 1 {
            return Err(FenError::new(0, format!("Red has {pilgrims} Pilgrims; the royal Pilgrim must be unique")));
        }
        p.hash = p.compute_hash();
        Ok(p)
    }

    /// Puts the disk a board cell names on `sq`.
    fn place(&mut self, cell: &Cell, sq: Square) -> Result<(), FenError> {
        match *cell {
            Cell::Empty => Ok(()),
            Cell::Blocked => Err(FenError::new(0, "'*' (a hole) is not a Monkey King square")),
            Cell::Piece(token) => {
                let Some((side, role)) = Role::from_fen_letter(token.letter) else {
                    return Err(FenError::new(
                        token.offset,
                        format!("unknown piece '{}' (Red: PMNLHCXK, Blue: psnghlcxk)", token.letter as char),
                    ));
                };
                self.toggle(side, role, sq);
                Ok(())
            }
        }
    }

    pub(super) fn write_fen(&self) -> String {
        let mut out = String::with_capacity(64);
        write_board(&mut out, 5, 8, |file, rank| {
            let sq = earth(file as u8, rank as u8);
            match self.piece(sq) {
                None => Written::Empty,
                Some((side, role)) => Written::Piece(LETTERS[side][role.index()]),
            }
        });
        out.push('[');
        for side in [RED, BLUE] {
            for (kind, role) in Role::FRONTS.iter().enumerate() {
                for _ in 0..self.hand[side][kind] {
                    out.push(role.fen_letter(side) as char);
                }
            }
        }
        out.push_str(if self.side as usize == RED { "] r " } else { "] b " });
        write_board(&mut out, 2, 2, |file, rank| {
            let sq = if rank == 1 { Q7 } else { Q2 } + file as Square;
            match self.piece(sq) {
                None => Written::Empty,
                Some((side, role)) => Written::Piece(LETTERS[side][role.index()]),
            }
        });
        out.push_str(&format!(" {} {} {}", self.tokens, if self.bonus_phase { '*' } else { '-' }, self.round));
        out
    }
}

/// Refuses `*` (holes) and `+` (promotion), which the shared grammar reads but this board
/// does not have, pointing at the character.
fn refuse_holes(text: &str, at: usize) -> Result<(), FenError> {
    match text.bytes().position(|b| b == b'*' || b == b'+') {
        Some(i) if text.as_bytes()[i] == b'*' => Err(FenError::new(at + i, "'*' (a hole) is not a Monkey King square")),
        Some(i) => Err(FenError::new(at + i, "Monkey King has no promoted pieces ('+')")),
        None => Ok(()),
    }
}

/// The FEN letter of every face, as text: `LETTERS[side][role]`.
const LETTERS: [[&str; 10]; 2] =
    [["P", "M", "S", "N", "L", "G", "H", "C", "X", "K"], ["p", "m", "s", "n", "l", "g", "h", "c", "x", "k"]];
