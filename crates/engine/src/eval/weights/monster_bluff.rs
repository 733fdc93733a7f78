//! The former hand-set evaluation written out term by term (material, every king a prince's
//! worth, and each pawn's progress); `menagerie tune -v monster-bluff --write` replaces it.
pub const WEIGHTS: [[i32; 2]; 13] = [
    [100, 100], // pawn
    [300, 300], // knight
    [330, 330], // bishop
    [500, 500], // rook
    [900, 900], // queen
    [350, 350], // king
    [0, 0],     // pawn 0 ranks on
    [3, 3],     // pawn 1 rank on
    [12, 12],   // pawn 2 ranks on
    [27, 27],   // pawn 3 ranks on
    [48, 48],   // pawn 4 ranks on
    [75, 75],   // pawn 5 ranks on
    [108, 108], // pawn 6 ranks on
];
