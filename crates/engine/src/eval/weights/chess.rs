//! Tuned by `menagerie tune -v chess --data chess.txt --iterations 2000` over 215851 positions
//! from `menagerie selfplay` (mean squared error 0.097490 -> 0.095134, k 0.815).
pub const WEIGHTS: [[i32; 2]; 31] = [
    [90, 110],  // pawn
    [320, 300], // knight
    [330, 320], // bishop
    [480, 540], // rook
    [950, 980], // queen
    [5, -4],    // pawn centre
    [4, 23],    // knight centre
    [0, -2],    // bishop centre
    [11, -4],   // rook centre
    [-1, 46],   // queen centre
    [-13, -2],  // king centre
    [-4, 11],   // pawn advance
    [5, 8],     // knight advance
    [-1, 1],    // bishop advance
    [-8, 14],   // rook advance
    [-8, 47],   // queen advance
    [13, 3],    // king advance
    [14, -15],  // knight mobility
    [8, 5],     // bishop mobility
    [9, 4],     // rook mobility
    [5, 3],     // queen mobility
    [14, -34],  // doubled pawn
    [-7, 5],    // isolated pawn
    [-45, -1],  // passed pawn
    [8, 6],     // passed pawn advance²
    [53, 100],  // bishop pair
    [36, 0],    // rook open file
    [-1, 46],   // rook half-open file
    [12, -3],   // king pawn shield
    [-13, 5],   // king zone attacked
    [10, 4],    // tempo
];
