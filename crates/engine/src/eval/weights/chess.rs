//! Tuned by `menagerie tune -v chess --data <file> --iterations 2000 --ridge 0.0000001 --lambda 0.5` over 382208 positions
//! from `menagerie selfplay` (mean squared error 0.075254 -> 0.073656, k 0.783).
//! The safe-check and passed-pawn-ending weights were set by hand afterwards (29 November 2026; docs/engine.md).
pub const WEIGHTS: [[i32; 2]; 227] = [
    [90, 110],  // pawn
    [320, 300], // knight
    [330, 320], // bishop
    [480, 540], // rook
    [950, 980], // queen
    [12, -12],  // knight mobility
    [7, 5],     // bishop mobility
    [9, -1],    // rook mobility
    [8, -15],   // queen mobility
    [7, -28],   // doubled pawn
    [-20, 2],   // isolated pawn
    [-42, 11],  // passed pawn
    [7, 7],     // passed pawn advance²
    [57, 89],   // bishop pair
    [40, -3],   // rook open file
    [2, 47],    // rook half-open file
    [12, -1],   // king pawn shield
    [-11, 9],   // king zone attacked by a knight
    [-14, 8],   // king zone attacked by a bishop
    [-13, 6],   // king zone attacked by a rook
    [-8, -2],   // king zone attacked by a queen
    [13, 5],    // tempo
    [7, 3],     // pawn supported by a pawn
    [15, 3],    // piece attacked by a pawn
    [8, 3],     // rook or queen attacked by a minor piece
    [2, 0],     // queen attacked by a rook
    [14, 8],    // piece attacked and undefended
    [3, -1],    // attacks on the enemy king zone, squared
    [40, 5],    // safe knight check
    [25, 5],    // safe bishop check
    [40, 5],    // safe rook check
    [30, 5],    // safe queen check
    [0, 5],     // passed pawn's stop square empty, by advance
    [0, 3],     // enemy king's distance to a passed pawn's stop square, by advance
    [0, -1],    // own king's distance to a passed pawn's stop square, by advance
    [-5, 4],    // pawn on a1 or h1
    [0, 0],     // pawn on b1 or g1
    [5, -4],    // pawn on c1 or f1
    [10, -8],   // pawn on d1 or e1
    [-9, 14],   // pawn on a2 or h2
    [4, 8],     // pawn on b2 or g2
    [6, 6],     // pawn on c2 or f2
    [5, -1],    // pawn on d2 or e2
    [-1, 17],   // pawn on a3 or h3
    [4, 22],    // pawn on b3 or g3
    [-1, 13],   // pawn on c3 or f3
    [10, 10],   // pawn on d3 or e3
    [-11, 19],  // pawn on a4 or h4
    [-1, 22],   // pawn on b4 or g4
    [7, 15],    // pawn on c4 or f4
    [21, 13],   // pawn on d4 or e4
    [-11, 37],  // pawn on a5 or h5
    [3, 31],    // pawn on b5 or g5
    [8, 30],    // pawn on c5 or f5
    [8, 22],    // pawn on d5 or e5
    [-13, 53],  // pawn on a6 or h6
    [-10, 45],  // pawn on b6 or g6
    [-4, 45],   // pawn on c6 or f6
    [-3, 37],   // pawn on d6 or e6
    [-24, 67],  // pawn on a7 or h7
    [-19, 62],  // pawn on b7 or g7
    [-14, 58],  // pawn on c7 or f7
    [-9, 53],   // pawn on d7 or e7
    [-33, 81],  // pawn on a8 or h8
    [-28, 77],  // pawn on b8 or g8
    [-23, 73],  // pawn on c8 or f8
    [-18, 69],  // pawn on d8 or e8
    [-4, -23],  // knight on a1 or h1
    [1, 3],     // knight on b1 or g1
    [4, 23],    // knight on c1 or f1
    [8, 46],    // knight on d1 or e1
    [4, 8],     // knight on a2 or h2
    [8, 30],    // knight on b2 or g2
    [19, 53],   // knight on c2 or f2
    [25, 77],   // knight on d2 or e2
    [10, 37],   // knight on a3 or h3
    [21, 62],   // knight on b3 or g3
    [17, 88],   // knight on c3 or f3
    [24, 108],  // knight on d3 or e3
    [24, 71],   // knight on a4 or h4
    [26, 92],   // knight on b4 or g4
    [32, 116],  // knight on c4 or f4
    [37, 140],  // knight on d4 or e4
    [29, 78],   // knight on a5 or h5
    [29, 100],  // knight on b5 or g5
    [37, 126],  // knight on c5 or f5
    [38, 144],  // knight on d5 or e5
    [29, 63],   // knight on a6 or h6
    [33, 84],   // knight on b6 or g6
    [37, 110],  // knight on c6 or f6
    [43, 132],  // knight on d6 or e6
    [30, 48],   // knight on a7 or h7
    [33, 70],   // knight on b7 or g7
    [37, 94],   // knight on c7 or f7
    [41, 115],  // knight on d7 or e7
    [29, 32],   // knight on a8 or h8
    [35, 56],   // knight on b8 or g8
    [39, 79],   // knight on c8 or f8
    [43, 102],  // knight on d8 or e8
    [-3, 1],    // bishop on a1 or h1
    [1, -1],    // bishop on b1 or g1
    [-12, -8],  // bishop on c1 or f1
    [1, -5],    // bishop on d1 or e1
    [-2, 0],    // bishop on a2 or h2
    [7, -2],    // bishop on b2 or g2
    [0, -3],    // bishop on c2 or f2
    [5, -6],    // bishop on d2 or e2
    [-1, -2],   // bishop on a3 or h3
    [0, -1],    // bishop on b3 or g3
    [2, -3],    // bishop on c3 or f3
    [-2, -5],   // bishop on d3 or e3
    [-3, -1],   // bishop on a4 or h4
    [-3, -2],   // bishop on b4 or g4
    [-3, -3],   // bishop on c4 or f4
    [-1, -4],   // bishop on d4 or e4
    [-3, 1],    // bishop on a5 or h5
    [-8, -5],   // bishop on b5 or g5
    [-4, -5],   // bishop on c5 or f5
    [-5, -4],   // bishop on d5 or e5
    [-6, 1],    // bishop on a6 or h6
    [-6, 0],    // bishop on b6 or g6
    [-5, -1],   // bishop on c6 or f6
    [-5, -4],   // bishop on d6 or e6
    [-7, 5],    // bishop on a7 or h7
    [-6, 3],    // bishop on b7 or g7
    [-6, 3],    // bishop on c7 or f7
    [-6, 0],    // bishop on d7 or e7
    [-7, 9],    // bishop on a8 or h8
    [-7, 7],    // bishop on b8 or g8
    [-7, 5],    // bishop on c8 or f8
    [-7, 3],    // bishop on d8 or e8
    [-4, 5],    // rook on a1 or h1
    [1, 3],     // rook on b1 or g1
    [24, 0],    // rook on c1 or f1
    [23, -11],  // rook on d1 or e1
    [-13, 15],  // rook on a2 or h2
    [3, 12],    // rook on b2 or g2
    [14, 7],    // rook on c2 or f2
    [22, 3],    // rook on d2 or e2
    [-10, 22],  // rook on a3 or h3
    [3, 20],    // rook on b3 or g3
    [15, 15],   // rook on c3 or f3
    [26, 11],   // rook on d3 or e3
    [-2, 34],   // rook on a4 or h4
    [8, 29],    // rook on b4 or g4
    [22, 27],   // rook on c4 or f4
    [29, 22],   // rook on d4 or e4
    [-12, 48],  // rook on a5 or h5
    [1, 45],    // rook on b5 or g5
    [11, 42],   // rook on c5 or f5
    [24, 37],   // rook on d5 or e5
    [-29, 66],  // rook on a6 or h6
    [-19, 61],  // rook on b6 or g6
    [-7, 59],   // rook on c6 or f6
    [4, 55],    // rook on d6 or e6
    [-47, 83],  // rook on a7 or h7
    [-36, 82],  // rook on b7 or g7
    [-26, 76],  // rook on c7 or f7
    [-14, 75],  // rook on d7 or e7
    [-68, 95],  // rook on a8 or h8
    [-56, 94],  // rook on b8 or g8
    [-46, 90],  // rook on c8 or f8
    [-34, 89],  // rook on d8 or e8
    [2, -46],   // queen on a1 or h1
    [2, 0],     // queen on b1 or g1
    [-4, 46],   // queen on c1 or f1
    [-5, 91],   // queen on d1 or e1
    [-8, 47],   // queen on a2 or h2
    [-8, 93],   // queen on b2 or g2
    [-5, 140],  // queen on c2 or f2
    [-4, 185],  // queen on d2 or e2
    [-17, 140], // queen on a3 or h3
    [-19, 186], // queen on b3 or g3
    [-19, 232], // queen on c3 or f3
    [-20, 278], // queen on d3 or e3
    [-27, 233], // queen on a4 or h4
    [-29, 279], // queen on b4 or g4
    [-30, 325], // queen on c4 or f4
    [-29, 371], // queen on d4 or e4
    [-33, 280], // queen on a5 or h5
    [-34, 327], // queen on b5 or g5
    [-36, 372], // queen on c5 or f5
    [-38, 416], // queen on d5 or e5
    [-41, 281], // queen on a6 or h6
    [-40, 328], // queen on b6 or g6
    [-43, 373], // queen on c6 or f6
    [-43, 420], // queen on d6 or e6
    [-49, 282], // queen on a7 or h7
    [-49, 328], // queen on b7 or g7
    [-50, 374], // queen on c7 or f7
    [-51, 420], // queen on d7 or e7
    [-55, 283], // queen on a8 or h8
    [-56, 329], // queen on b8 or g8
    [-57, 375], // queen on c8 or f8
    [-58, 421], // queen on d8 or e8
    [14, -1],   // king on a1 or h1
    [4, -2],    // king on b1 or g1
    [-15, -1],  // king on c1 or f1
    [-25, -3],  // king on d1 or e1
    [14, 3],    // king on a2 or h2
    [-4, 3],    // king on b2 or g2
    [-12, 1],   // king on c2 or f2
    [-27, 2],   // king on d2 or e2
    [12, 1],    // king on a3 or h3
    [1, 0],     // king on b3 or g3
    [-13, 0],   // king on c3 or f3
    [-24, 4],   // king on d3 or e3
    [13, 3],    // king on a4 or h4
    [0, 2],     // king on b4 or g4
    [-12, 3],   // king on c4 or f4
    [-25, 2],   // king on d4 or e4
    [25, 5],    // king on a5 or h5
    [13, 7],    // king on b5 or g5
    [0, 4],     // king on c5 or f5
    [-12, 4],   // king on d5 or e5
    [52, 11],   // king on a6 or h6
    [39, 11],   // king on b6 or g6
    [26, 10],   // king on c6 or f6
    [13, 7],    // king on d6 or e6
    [77, 14],   // king on a7 or h7
    [65, 15],   // king on b7 or g7
    [52, 15],   // king on c7 or f7
    [39, 10],   // king on d7 or e7
    [104, 21],  // king on a8 or h8
    [91, 22],   // king on b8 or g8
    [78, 19],   // king on c8 or f8
    [65, 16],   // king on d8 or e8
];
