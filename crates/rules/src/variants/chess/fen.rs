//! Reading and writing chess FEN: the standard six fields (the two clocks may be left out).
//!
//! Reading checks what RULES.md §0 and §5 ask: one king per side, no pawn on rank 1 or 8, the
//! side not to move not in check, and an en passant square that a double step just passed
//! over. Castling rights whose king and rook are not on their home squares are dropped.

use super::attacks::tables;
use super::bitboard::{RANK_1, RANK_8, bit, first};
use super::square::{A1, A8, E1, E8, H1, H8, NO_SQUARE, file_of, from_coord, rank_of, square, to_coord};
use super::{BLACK_LONG, BLACK_SHORT, Chess, WHITE_LONG, WHITE_SHORT};
use crate::fen::{self as shared, BoardText, Cell, Fields, TokenStyle, parse_number, write_board};
use crate::fide::Role;
use crate::geometry::parse_coord;
use crate::{FenError, Position};

/// Piece letters by seat and role, as FEN writes them.
const LETTERS: [[&str; 6]; 2] = [["P", "N", "B", "R", "Q", "K"], ["p", "n", "b", "r", "q", "k"]];

/// Each castling right's letter, and the king and rook squares it needs.
const RIGHTS: [(u8, u8, u8, u8); 4] =
    [(b'K', WHITE_SHORT, E1, H1), (b'Q', WHITE_LONG, E1, A1), (b'k', BLACK_SHORT, E8, H8), (b'q', BLACK_LONG, E8, A8)];

const SEAT_NAMES: [&str; 2] = ["White", "Black"];

impl Chess {
    pub(super) fn parse_fen(fen: &str) -> Result<Chess, FenError> {
        let fields = Fields::split(fen)?;
        fields.expect_at_most(6)?;
        let mut pos = Chess::empty();

        let (board_at, board) = fields.get(0, "board")?;
        let text = BoardText::parse(board, board_at, 8, 8, TokenStyle::Letter)?;
        for rank in 0..8u8 {
            for file in 0..8u8 {
                let token = match text.get(file as usize, rank as usize) {
                    Cell::Empty => continue,
                    Cell::Blocked => {
                        let at = board_at + board.find('*').unwrap_or(0);
                        return Err(FenError::new(at, "'*' is not allowed: every chess square exists"));
                    }
                    Cell::Piece(token) => token,
                };
                if token.promoted {
                    return Err(FenError::new(token.offset, "chess has no promoted pieces ('+')"));
                }
                let letter = token.letter as char;
                let role = Role::from_letter(token.letter)
                    .ok_or_else(|| FenError::new(token.offset, format!("unknown piece '{letter}'")))?;
                if role == Role::Pawn && (rank == 0 || rank == 7) {
                    return Err(FenError::new(token.offset, format!("a pawn cannot stand on rank {}", rank + 1)));
                }
                let seat = usize::from(token.letter.is_ascii_lowercase());
                pos.toggle(seat, role, square(file, rank));
            }
        }
        for (seat, name) in SEAT_NAMES.iter().enumerate() {
            let kings = (pos.roles[Role::King.index()] & pos.seats[seat]).count_ones();
            if kings != 1 {
                return Err(FenError::new(board_at, format!("{name} must have exactly one king, found {kings}")));
            }
        }
        debug_assert_eq!(pos.roles[Role::Pawn.index()] & (RANK_1 | RANK_8), 0);

        let (side_at, side) = fields.get(1, "side to move")?;
        pos.side = match side {
            "w" => 0,
            "b" => 1,
            _ => return Err(FenError::new(side_at, format!("the side to move must be 'w' or 'b', found '{side}'"))),
        };

        let (castling_at, castling) = fields.get(2, "castling rights")?;
        if castling != "-" {
            for (i, c) in castling.bytes().enumerate() {
                let Some(&(_, right, king, rook)) = RIGHTS.iter().find(|r| r.0 == c) else {
                    let message = format!("castling rights are '-' or letters from KQkq, found '{}'", c as char);
                    return Err(FenError::new(castling_at + i, message));
                };
                if pos.castling & right != 0 {
                    return Err(FenError::new(castling_at + i, format!("castling right '{}' repeated", c as char)));
                }
                pos.castling |= right;
                // A right whose king or rook has left home is dropped (RULES.md §5).
                let seat = usize::from(c.is_ascii_lowercase());
                let home = |role: Role, sq| pos.roles[role.index()] & pos.seats[seat] & bit(sq) != 0;
                if !(home(Role::King, king) && home(Role::Rook, rook)) {
                    pos.castling &= !right;
                }
            }
        }

        let (ep_at, ep) = fields.get(3, "en passant square")?;
        if ep != "-" {
            let sq = parse_coord(ep).and_then(from_coord).ok_or_else(|| {
                FenError::new(ep_at, format!("the en passant square must be '-' or a square, found '{ep}'"))
            })?;
            // The pawn that just double-stepped belongs to the side not to move.
            let (ep_rank, forward) = if pos.side == 0 { (5, -1i8) } else { (2, 1) };
            if rank_of(sq) != ep_rank {
                let message = format!("the en passant square must be on rank {} with this side to move", ep_rank + 1);
                return Err(FenError::new(ep_at, message));
            }
            let pawn = square(file_of(sq), (rank_of(sq) as i8 + forward) as u8);
            let origin = square(file_of(sq), (rank_of(sq) as i8 - forward) as u8);
            let occupied = pos.seats[0] | pos.seats[1];
            let their_pawns = pos.roles[Role::Pawn.index()] & pos.seats[(pos.side ^ 1) as usize];
            if occupied & (bit(sq) | bit(origin)) != 0 || their_pawns & bit(pawn) == 0 {
                let message = format!("no pawn can just have passed over the en passant square {}", to_coord(sq));
                return Err(FenError::new(ep_at, message));
            }
            pos.ep = sq;
        }

        if fields.len() > 4 {
            let (at, text) = fields.get(4, "halfmove clock")?;
            pos.halfmove = parse_number(at, text, "the halfmove clock")?;
            let (at, text) = fields.get(5, "fullmove number")?;
            pos.fullmove = parse_number(at, text, "the fullmove number")?;
        }

        // The side not to move may not be in check: its king could be taken.
        let other = (pos.side ^ 1) as usize;
        let their_king = first(pos.roles[Role::King.index()] & pos.seats[other]);
        let occupied = pos.seats[0] | pos.seats[1];
        if pos.attackers(tables(), their_king, occupied, pos.side as usize) != 0 {
            let message = format!("{} is in check but it is not their move", SEAT_NAMES[other]);
            return Err(FenError::new(side_at, message));
        }

        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    pub(super) fn write_fen(&self) -> String {
        let mut out = String::with_capacity(90);
        write_board(&mut out, 8, 8, |file, rank| {
            let sq = square(file as u8, rank as u8);
            match self.role_on(sq) {
                None => shared::Square::Empty,
                Some(role) => {
                    let seat = usize::from(self.seats[1] & bit(sq) != 0);
                    shared::Square::Piece(LETTERS[seat][role.index()])
                }
            }
        });
        out.push_str(if self.side == 0 { " w " } else { " b " });
        if self.castling == 0 {
            out.push('-');
        }
        for &(letter, right, _, _) in &RIGHTS {
            if self.castling & right != 0 {
                out.push(letter as char);
            }
        }
        if self.ep == NO_SQUARE {
            out.push_str(" -");
        } else {
            out.push_str(&format!(" {}", to_coord(self.ep)));
        }
        out.push_str(&format!(" {} {}", self.halfmove, self.fullmove));
        debug_assert!(Chess::from_fen(&out).is_ok(), "{out}");
        out
    }
}
