//! The weights tuned by `menagerie tune -v chess --data chess.txt --iterations 2000` over 215851
//! positions (mean squared error 0.097490 -> 0.095134, k 0.815), with each role's centre and advance
//! written out as its piece-square table and the newer terms at zero.
pub const WEIGHTS: [[i32; 2]; 220] = [
    [90, 110],  // pawn
    [320, 300], // knight
    [330, 320], // bishop
    [480, 540], // rook
    [950, 980], // queen
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
    [-13, 5],   // king zone attacked by a knight
    [-13, 5],   // king zone attacked by a bishop
    [-13, 5],   // king zone attacked by a rook
    [-13, 5],   // king zone attacked by a queen
    [10, 4],    // tempo
    [0, 0],     // pawn supported by a pawn
    [0, 0],     // piece attacked by a pawn
    [0, 0],     // rook or queen attacked by a minor piece
    [0, 0],     // queen attacked by a rook
    [0, 0],     // piece attacked and undefended
    [0, 0],     // attacks on the enemy king zone, squared
    [-5, 4],    // pawn on a1 or h1
    [0, 0],     // pawn on b1 or g1
    [5, -4],    // pawn on c1 or f1
    [10, -8],   // pawn on d1 or e1
    [-4, 11],   // pawn on a2 or h2
    [1, 7],     // pawn on b2 or g2
    [6, 3],     // pawn on c2 or f2
    [11, -1],   // pawn on d2 or e2
    [-3, 18],   // pawn on a3 or h3
    [2, 14],    // pawn on b3 or g3
    [7, 10],    // pawn on c3 or f3
    [12, 6],    // pawn on d3 or e3
    [-2, 25],   // pawn on a4 or h4
    [3, 21],    // pawn on b4 or g4
    [8, 17],    // pawn on c4 or f4
    [13, 13],   // pawn on d4 or e4
    [-6, 36],   // pawn on a5 or h5
    [-1, 32],   // pawn on b5 or g5
    [4, 28],    // pawn on c5 or f5
    [9, 24],    // pawn on d5 or e5
    [-15, 51],  // pawn on a6 or h6
    [-10, 47],  // pawn on b6 or g6
    [-5, 43],   // pawn on c6 or f6
    [0, 39],    // pawn on d6 or e6
    [-24, 66],  // pawn on a7 or h7
    [-19, 62],  // pawn on b7 or g7
    [-14, 58],  // pawn on c7 or f7
    [-9, 54],   // pawn on d7 or e7
    [-33, 81],  // pawn on a8 or h8
    [-28, 77],  // pawn on b8 or g8
    [-23, 73],  // pawn on c8 or f8
    [-18, 69],  // pawn on d8 or e8
    [-4, -23],  // knight on a1 or h1
    [0, 0],     // knight on b1 or g1
    [4, 23],    // knight on c1 or f1
    [8, 46],    // knight on d1 or e1
    [5, 8],     // knight on a2 or h2
    [9, 31],    // knight on b2 or g2
    [13, 54],   // knight on c2 or f2
    [17, 77],   // knight on d2 or e2
    [14, 39],   // knight on a3 or h3
    [18, 62],   // knight on b3 or g3
    [22, 85],   // knight on c3 or f3
    [26, 108],  // knight on d3 or e3
    [23, 70],   // knight on a4 or h4
    [27, 93],   // knight on b4 or g4
    [31, 116],  // knight on c4 or f4
    [35, 139],  // knight on d4 or e4
    [28, 78],   // knight on a5 or h5
    [32, 101],  // knight on b5 or g5
    [36, 124],  // knight on c5 or f5
    [40, 147],  // knight on d5 or e5
    [29, 63],   // knight on a6 or h6
    [33, 86],   // knight on b6 or g6
    [37, 109],  // knight on c6 or f6
    [41, 132],  // knight on d6 or e6
    [30, 48],   // knight on a7 or h7
    [34, 71],   // knight on b7 or g7
    [38, 94],   // knight on c7 or f7
    [42, 117],  // knight on d7 or e7
    [31, 33],   // knight on a8 or h8
    [35, 56],   // knight on b8 or g8
    [39, 79],   // knight on c8 or f8
    [43, 102],  // knight on d8 or e8
    [0, 2],     // bishop on a1 or h1
    [0, 0],     // bishop on b1 or g1
    [0, -2],    // bishop on c1 or f1
    [0, -4],    // bishop on d1 or e1
    [-1, 1],    // bishop on a2 or h2
    [-1, -1],   // bishop on b2 or g2
    [-1, -3],   // bishop on c2 or f2
    [-1, -5],   // bishop on d2 or e2
    [-2, 0],    // bishop on a3 or h3
    [-2, -2],   // bishop on b3 or g3
    [-2, -4],   // bishop on c3 or f3
    [-2, -6],   // bishop on d3 or e3
    [-3, -1],   // bishop on a4 or h4
    [-3, -3],   // bishop on b4 or g4
    [-3, -5],   // bishop on c4 or f4
    [-3, -7],   // bishop on d4 or e4
    [-4, 0],    // bishop on a5 or h5
    [-4, -2],   // bishop on b5 or g5
    [-4, -4],   // bishop on c5 or f5
    [-4, -6],   // bishop on d5 or e5
    [-5, 3],    // bishop on a6 or h6
    [-5, 1],    // bishop on b6 or g6
    [-5, -1],   // bishop on c6 or f6
    [-5, -3],   // bishop on d6 or e6
    [-6, 6],    // bishop on a7 or h7
    [-6, 4],    // bishop on b7 or g7
    [-6, 2],    // bishop on c7 or f7
    [-6, 0],    // bishop on d7 or e7
    [-7, 9],    // bishop on a8 or h8
    [-7, 7],    // bishop on b8 or g8
    [-7, 5],    // bishop on c8 or f8
    [-7, 3],    // bishop on d8 or e8
    [-11, 4],   // rook on a1 or h1
    [0, 0],     // rook on b1 or g1
    [11, -4],   // rook on c1 or f1
    [22, -8],   // rook on d1 or e1
    [-8, 14],   // rook on a2 or h2
    [3, 10],    // rook on b2 or g2
    [14, 6],    // rook on c2 or f2
    [25, 2],    // rook on d2 or e2
    [-5, 24],   // rook on a3 or h3
    [6, 20],    // rook on b3 or g3
    [17, 16],   // rook on c3 or f3
    [28, 12],   // rook on d3 or e3
    [-2, 34],   // rook on a4 or h4
    [9, 30],    // rook on b4 or g4
    [20, 26],   // rook on c4 or f4
    [31, 22],   // rook on d4 or e4
    [-10, 48],  // rook on a5 or h5
    [1, 44],    // rook on b5 or g5
    [12, 40],   // rook on c5 or f5
    [23, 36],   // rook on d5 or e5
    [-29, 66],  // rook on a6 or h6
    [-18, 62],  // rook on b6 or g6
    [-7, 58],   // rook on c6 or f6
    [4, 54],    // rook on d6 or e6
    [-48, 84],  // rook on a7 or h7
    [-37, 80],  // rook on b7 or g7
    [-26, 76],  // rook on c7 or f7
    [-15, 72],  // rook on d7 or e7
    [-67, 102], // rook on a8 or h8
    [-56, 98],  // rook on b8 or g8
    [-45, 94],  // rook on c8 or f8
    [-34, 90],  // rook on d8 or e8
    [1, -46],   // queen on a1 or h1
    [0, 0],     // queen on b1 or g1
    [-1, 46],   // queen on c1 or f1
    [-2, 92],   // queen on d1 or e1
    [-8, 47],   // queen on a2 or h2
    [-9, 93],   // queen on b2 or g2
    [-10, 139], // queen on c2 or f2
    [-11, 185], // queen on d2 or e2
    [-17, 140], // queen on a3 or h3
    [-18, 186], // queen on b3 or g3
    [-19, 232], // queen on c3 or f3
    [-20, 278], // queen on d3 or e3
    [-26, 233], // queen on a4 or h4
    [-27, 279], // queen on b4 or g4
    [-28, 325], // queen on c4 or f4
    [-29, 371], // queen on d4 or e4
    [-34, 280], // queen on a5 or h5
    [-35, 326], // queen on b5 or g5
    [-36, 372], // queen on c5 or f5
    [-37, 418], // queen on d5 or e5
    [-41, 281], // queen on a6 or h6
    [-42, 327], // queen on b6 or g6
    [-43, 373], // queen on c6 or f6
    [-44, 419], // queen on d6 or e6
    [-48, 282], // queen on a7 or h7
    [-49, 328], // queen on b7 or g7
    [-50, 374], // queen on c7 or f7
    [-51, 420], // queen on d7 or e7
    [-55, 283], // queen on a8 or h8
    [-56, 329], // queen on b8 or g8
    [-57, 375], // queen on c8 or f8
    [-58, 421], // queen on d8 or e8
    [13, 2],    // king on a1 or h1
    [0, 0],     // king on b1 or g1
    [-13, -2],  // king on c1 or f1
    [-26, -4],  // king on d1 or e1
    [13, 3],    // king on a2 or h2
    [0, 1],     // king on b2 or g2
    [-13, -1],  // king on c2 or f2
    [-26, -3],  // king on d2 or e2
    [13, 4],    // king on a3 or h3
    [0, 2],     // king on b3 or g3
    [-13, 0],   // king on c3 or f3
    [-26, -2],  // king on d3 or e3
    [13, 5],    // king on a4 or h4
    [0, 3],     // king on b4 or g4
    [-13, 1],   // king on c4 or f4
    [-26, -1],  // king on d4 or e4
    [26, 8],    // king on a5 or h5
    [13, 6],    // king on b5 or g5
    [0, 4],     // king on c5 or f5
    [-13, 2],   // king on d5 or e5
    [52, 13],   // king on a6 or h6
    [39, 11],   // king on b6 or g6
    [26, 9],    // king on c6 or f6
    [13, 7],    // king on d6 or e6
    [78, 18],   // king on a7 or h7
    [65, 16],   // king on b7 or g7
    [52, 14],   // king on c7 or f7
    [39, 12],   // king on d7 or e7
    [104, 23],  // king on a8 or h8
    [91, 21],   // king on b8 or g8
    [78, 19],   // king on c8 or f8
    [65, 17],   // king on d8 or e8
];
