//! Tuned by `menagerie tune -v giant-king --data <file> --iterations 2000 --ridge 0.0000001` over 146479 positions
//! from `menagerie selfplay` (mean squared error 0.095003 -> 0.090209, k 0.192).
pub const WEIGHTS: [[i32; 2]; 28] = [
    [550, 550],   // gryphon
    [500, 500],   // rook
    [450, 450],   // wildebeest
    [750, 750],   // cardinal
    [400, 400],   // knight
    [350, 350],   // bishop
    [1000, 1000], // promoted gryphon
    [750, 750],   // promoted rook
    [700, 700],   // promoted wildebeest
    [950, 950],   // promoted cardinal
    [650, 650],   // promoted knight
    [800, 800],   // promoted bishop
    [100, 100],   // pawn
    [24, 10],     // captured, to drop back
    [10, 24],     // pawn advance
    [2, 6],       // pawn advance²
    [4, 9],       // king centre
    [-10, 25],    // gryphon centre
    [2, -12],     // rook centre
    [2, 7],       // wildebeest centre
    [-15, -44],   // cardinal centre
    [-9, -21],    // knight centre
    [-8, -4],     // bishop centre
    [-21, -17],   // pawn centre
    [13, 7],      // mobility
    [-1, -1],     // tempo
    [2, 8],       // passed pawn
    [-1, 12],     // passed pawn advance²
];
