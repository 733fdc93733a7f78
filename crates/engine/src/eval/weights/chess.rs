//! Hand-set starting weights, before the first tuning.
pub const WEIGHTS: [[i32; 2]; 31] = [
    [90, 110],  // pawn
    [320, 300], // knight
    [330, 320], // bishop
    [480, 540], // rook
    [950, 980], // queen
    [2, 0],     // pawn centre
    [4, 4],     // knight centre
    [4, 3],     // bishop centre
    [0, 0],     // rook centre
    [1, 2],     // queen centre
    [-6, 8],    // king centre
    [3, 10],    // pawn advance
    [0, 0],     // knight advance
    [0, 0],     // bishop advance
    [0, 0],     // rook advance
    [0, 0],     // queen advance
    [-8, 0],    // king advance
    [4, 4],     // knight mobility
    [4, 4],     // bishop mobility
    [3, 5],     // rook mobility
    [2, 3],     // queen mobility
    [-10, -20], // doubled pawn
    [-10, -15], // isolated pawn
    [10, 20],   // passed pawn
    [2, 6],     // passed pawn advance²
    [30, 50],   // bishop pair
    [25, 10],   // rook open file
    [12, 8],    // rook half-open file
    [10, 0],    // king pawn shield
    [-6, 0],    // king zone attacked
    [10, 5],    // tempo
];
