//! The start position (RULES.md §4, Setup) and the squares where kings and rooks start, which
//! are the only squares the castling field may list (I-28).

use super::piece::piece;
use super::square::{CELLS, Square, from_local};
use crate::fide::Role;

/// The start position, a view that knows neither True King (RULES.md §4).
pub const START_FEN: &str = "****rnbqkbnrrnbqkbnrrnbqkbnr****/****pppppppppppppppppppppppp****/****24****/****24****/****24****/****24****/****PPPPPPPPPPPPPPPPPPPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBNR****/RNBKQBNRRNBKQBNRRNBKQBNRRNBKQBNR/PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP/32/32/32/32/pppppppppppppppppppppppppppppppp/rnbkqbnrrnbkqbnrrnbkqbnrrnbkqbnr/****rnbqkbnrrnbqkbnrrnbqkbnr****/****pppppppppppppppppppppppp****/****24****/****24****/****24****/****24****/****PPPPPPPPPPPPPPPPPPPPPPPP****/****RNBQKBNRRNBQKBNRRNBQKBNR**** w 1a1,1e1,1h1,1a8,1e8,1h8,2a1,2e1,2h1,2a8,2e8,2h8,3a1,3e1,3h1,3a8,3e8,3h8,4a1,4d1,4h1,4a8,4d8,4h8,5a1,5d1,5h1,5a8,5d8,5h8,6a1,6d1,6h1,6a8,6d8,6h8,7a1,7d1,7h1,7a8,7d8,7h8,8a1,8e1,8h1,8a8,8e8,8h8,9a1,9e1,9h1,9a8,9e8,9h8,10a1,10e1,10h1,10a8,10e8,10h8 - 0 1 - W10R10U5/W10R10U5 0/0 -- ?,?";

/// The number of squares where a king or rook starts: three per side per board.
pub const CASTLING_SQUARES: usize = 60;

/// Each start square of a king or rook, with the piece (cell bits) that starts there.
pub static CASTLING_START: [(Square, u8); CASTLING_SQUARES] = castling_start();

/// For each mailbox cell, its index in [`CASTLING_START`], or `NONE`.
pub static CASTLING_INDEX: [u8; CELLS] = castling_index();
pub const NONE: u8 = u8::MAX;

/// The home rank (0 or 7) and king file of each side on a board: outer boards have White's
/// king on e1 and Black's on e8; inside boards have Black's on d1 and White's on d8.
const fn homes(board: usize) -> [(usize, usize); 2] {
    if board >= 4 && board <= 7 { [(7, 3), (0, 3)] } else { [(0, 4), (7, 4)] }
}

const fn castling_start() -> [(Square, u8); CASTLING_SQUARES] {
    let mut out = [(0, 0); CASTLING_SQUARES];
    let mut n = 0;
    let mut board = 1;
    while board <= 10 {
        let mut side = 0;
        while side < 2 {
            let (rank, king_file) = homes(board)[side];
            let files = [0, king_file, 7];
            let mut i = 0;
            while i < 3 {
                let role = if i == 1 { Role::King } else { Role::Rook };
                let Some(sq) = from_local(board, files[i], rank) else { panic!("boards 1-10 exist") };
                out[n] = (sq, piece(side, role));
                n += 1;
                i += 1;
            }
            side += 1;
        }
        board += 1;
    }
    out
}

const fn castling_index() -> [u8; CELLS] {
    let start = castling_start();
    let mut out = [NONE; CELLS];
    let mut i = 0;
    while i < CASTLING_SQUARES {
        out[start[i].0 as usize] = i as u8;
        i += 1;
    }
    out
}

/// The castling bit of a square (0 if no king or rook starts there).
#[inline(always)]
pub fn castling_bit(sq: Square) -> u64 {
    match CASTLING_INDEX[sq as usize] {
        NONE => 0,
        i => 1 << i,
    }
}
