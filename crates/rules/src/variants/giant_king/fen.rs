//! Reading and writing the FEN of I-38: `<board>[captured] <side> - <ep> <halfmove> <fullmove>`.

use crate::fen::{BoardText, Cell, FenError, Fields, Square, TokenStyle, parse_number, write_board};
use crate::geometry::parse_coord;

use super::attacks::BLOCK;
use super::bitboard::{WIDTH, bit, first, rank_of};
use super::moves::{coord, square};
use super::piece::{KINDS, KING, PAWN, Role, kind};
use super::{GiantKing, NO_SQUARE, zobrist};

const SEAT_NAMES: [&str; 2] = ["White", "Black"];

/// How each kind is written, per seat: `K`, `+G`, `n`...
const TEXT: [[&str; KINDS]; 2] = [
    ["K", "G", "R", "W", "C", "N", "B", "P", "+G", "+R", "+W", "+C", "+N", "+B"],
    ["k", "g", "r", "w", "c", "n", "b", "p", "+g", "+r", "+w", "+c", "+n", "+b"],
];

pub fn parse(fen: &str) -> Result<GiantKing, FenError> {
    let fields = Fields::split(fen)?;
    fields.expect_at_most(6)?;
    let (at, first_field) = fields.get(0, "board and captured pieces")?;
    let Some(open) = first_field.find('[') else {
        return Err(FenError::new(at + first_field.len(), "missing the captured pieces '[...]' after the board"));
    };
    let (board_text, rest) = first_field.split_at(open);
    let Some(captured_text) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) else {
        return Err(FenError::new(at + first_field.len(), "the captured pieces must end with ']'"));
    };

    let mut p = GiantKing::empty();
    let board = BoardText::parse(board_text, at, WIDTH, WIDTH, TokenStyle::Letter)?;
    let mut king_at = [None; 2];
    for (sq, cell) in board.cells.iter().enumerate() {
        let token = match *cell {
            Cell::Empty => continue,
            Cell::Blocked => return Err(FenError::new(at, format!("square {} cannot be a wall ('*')", coord(sq)))),
            Cell::Piece(token) => token,
        };
        let role = Role::from_letter(token.letter)
            .ok_or_else(|| FenError::new(token.offset, format!("unknown piece '{}'", token.letter as char)))?;
        if token.promoted && !role.promotes() {
            return Err(FenError::new(token.offset, format!("a {role:?} cannot be promoted")));
        }
        let seat = usize::from(token.letter.is_ascii_lowercase());
        let tenth = if seat == 0 { WIDTH - 1 } else { 0 };
        if role == Role::Pawn && rank_of(sq) == tenth {
            return Err(FenError::new(
                token.offset,
                format!("{} pawn on its 10th rank ({})", SEAT_NAMES[seat], coord(sq)),
            ));
        }
        if role == Role::King {
            king_at[seat].get_or_insert(token.offset);
        }
        p.put(sq, seat, kind(role, token.promoted));
    }
    for seat in 0..2 {
        let squares = p.kinds[KING] & p.seats[seat];
        let ll = if squares == 0 { 0 } else { first(squares) };
        if squares == 0 || BLOCK[ll] != squares {
            let where_ = king_at[seat].unwrap_or(at);
            let what = format!("{} must have one Giant-King on a 2x2 block of four squares", SEAT_NAMES[seat]);
            return Err(FenError::new(where_, what));
        }
        p.king[seat] = ll as u8;
    }

    let captured_at = at + open + 1;
    for (i, b) in captured_text.bytes().enumerate() {
        let role = Role::from_letter(b).filter(|r| Role::DROPPABLE.contains(r)).ok_or_else(|| {
            FenError::new(captured_at + i, format!("'{}' cannot be a captured piece (only G R W C N B)", b as char))
        })?;
        let seat = usize::from(b.is_ascii_lowercase());
        let n = p.captured[seat][role.index()];
        let n = n.checked_add(1).ok_or_else(|| FenError::new(captured_at + i, "too many captured pieces"))?;
        p.set_captured(seat, role.index(), n);
    }

    let (at, side) = fields.get(1, "side to move")?;
    p.side = match side {
        "w" => 0,
        "b" => 1,
        _ => return Err(FenError::new(at, format!("the side to move must be 'w' or 'b', found '{side}'"))),
    };
    if p.side == 1 {
        p.hash ^= zobrist::SIDE;
    }
    let (at, castling) = fields.get(2, "castling")?;
    if castling != "-" {
        return Err(FenError::new(at, format!("there is no castling: the field must be '-', found '{castling}'")));
    }
    let (at, ep) = fields.get(3, "en passant square")?;
    if ep != "-" {
        let sq = parse_coord(ep)
            .and_then(square)
            .ok_or_else(|| FenError::new(at, format!("the en passant square must be '-' or a square, found '{ep}'")))?;
        if !ep_possible(&p, sq) {
            return Err(FenError::new(at, format!("no pawn can just have passed over {ep}")));
        }
        p.set_ep(sq as u8);
    }
    let (at, halfmove) = fields.get(4, "halfmove clock")?;
    p.halfmove = parse_number(at, halfmove, "the halfmove clock")?;
    let (at, fullmove) = fields.get(5, "fullmove number")?;
    p.fullmove = parse_number(at, fullmove, "the fullmove number")?;
    p.hash_ep();
    Ok(p)
}

/// Whether the side not to move can just have double-stepped over `sq`: the square and the pawn's
/// start square empty, its pawn on the square beyond (I-38).
fn ep_possible(p: &GiantKing, sq: usize) -> bool {
    let mover = usize::from(p.side ^ 1);
    let (rank, forward) = if mover == 0 { (3, WIDTH as isize) } else { (WIDTH - 4, -(WIDTH as isize)) };
    if rank_of(sq) != rank {
        return false;
    }
    let (start, arrival) = (sq.wrapping_add_signed(-forward), sq.wrapping_add_signed(forward));
    let occ = p.occupied();
    occ & (bit(sq) | bit(start)) == 0 && p.kinds[PAWN] & p.seats[mover] & bit(arrival) != 0
}

pub fn write(p: &GiantKing) -> String {
    let mut out = String::with_capacity(96);
    write_board(&mut out, WIDTH, WIDTH, |file, rank| match p.at(rank * WIDTH + file) {
        None => Square::Empty,
        Some((seat, kind)) => Square::Piece(TEXT[seat][kind]),
    });
    out.push('[');
    for (letters, held) in TEXT.iter().zip(&p.captured) {
        for role in Role::DROPPABLE {
            let letter = letters[role.index()];
            for _ in 0..held[role.index()] {
                out.push_str(letter);
            }
        }
    }
    out.push_str("] ");
    out.push(if p.side == 0 { 'w' } else { 'b' });
    out.push_str(" - ");
    if p.ep == NO_SQUARE {
        out.push('-');
    } else {
        out.push_str(&coord(usize::from(p.ep)).to_string());
    }
    out.push_str(&format!(" {} {}", p.halfmove, p.fullmove));
    out
}
