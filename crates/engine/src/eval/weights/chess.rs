//! Tuned by `menagerie tune -v chess --data <file> --iterations 2000 --ridge 0.000000001 --lambda 0.5` over 504885 positions
//! from `menagerie selfplay` (mean squared error 0.027073 -> 0.025679, k 0.805).
pub const WEIGHTS: [[i32; 2]; 299] = [
    [90, 110],   // pawn
    [320, 300],  // knight
    [330, 320],  // bishop
    [480, 540],  // rook
    [950, 980],  // queen
    [-1, -11],   // doubled pawn
    [-10, -9],   // isolated pawn
    [51, 72],    // bishop pair
    [48, -11],   // rook open file
    [16, 28],    // rook half-open file
    [21, -9],    // king pawn shield
    [6, 7],      // king zone attacked by a knight
    [-1, 6],     // king zone attacked by a bishop
    [15, 0],     // king zone attacked by a rook
    [5, -15],    // king zone attacked by a queen
    [25, 8],     // tempo
    [12, 9],     // pawn supported by a pawn
    [69, 17],    // piece attacked by a pawn
    [46, 16],    // rook or queen attacked by a minor piece
    [48, 14],    // queen attacked by a rook
    [26, 28],    // piece attacked and undefended
    [5, -1],     // attacks on the enemy king zone, squared
    [67, -5],    // safe knight check
    [16, 10],    // safe bishop check
    [76, -6],    // safe rook check
    [42, -25],   // safe queen check
    [8, 8],      // passed pawn's stop square empty, by advance
    [-3, 8],     // enemy king's distance to a passed pawn's stop square, by advance
    [1, -5],     // own king's distance to a passed pawn's stop square, by advance
    [20, 15],    // knight outpost
    [12, 3],     // bishop outpost
    [38, -12],   // rook on the seventh rank
    [-3, -9],    // backward pawn
    [8, 6],      // pawn beside a pawn
    [-11, -6],   // file by the king without a pawn of its side
    [-5, 4],     // pawn on a1 or h1
    [0, 0],      // pawn on b1 or g1
    [5, -4],     // pawn on c1 or f1
    [10, -8],    // pawn on d1 or e1
    [-14, -2],   // pawn on a2 or h2
    [10, -5],    // pawn on b2 or g2
    [-13, -9],   // pawn on c2 or f2
    [-17, -8],   // pawn on d2 or e2
    [-5, -7],    // pawn on a3 or h3
    [4, 1],      // pawn on b3 or g3
    [-12, -11],  // pawn on c3 or f3
    [-21, 11],   // pawn on d3 or e3
    [-18, 1],    // pawn on a4 or h4
    [-3, 10],    // pawn on b4 or g4
    [-1, -9],    // pawn on c4 or f4
    [7, 1],      // pawn on d4 or e4
    [-2, 9],     // pawn on a5 or h5
    [4, 9],      // pawn on b5 or g5
    [3, -14],    // pawn on c5 or f5
    [13, -5],    // pawn on d5 or e5
    [-21, 48],   // pawn on a6 or h6
    [6, 44],     // pawn on b6 or g6
    [-1, 23],    // pawn on c6 or f6
    [14, 48],    // pawn on d6 or e6
    [9, 21],     // pawn on a7 or h7
    [-25, 74],   // pawn on b7 or g7
    [-7, 52],    // pawn on c7 or f7
    [-17, 60],   // pawn on d7 or e7
    [-33, 81],   // pawn on a8 or h8
    [-28, 77],   // pawn on b8 or g8
    [-23, 73],   // pawn on c8 or f8
    [-18, 69],   // pawn on d8 or e8
    [-2, -19],   // knight on a1 or h1
    [9, 33],     // knight on b1 or g1
    [24, 25],    // knight on c1 or f1
    [-1, 52],    // knight on d1 or e1
    [8, 25],     // knight on a2 or h2
    [25, 32],    // knight on b2 or g2
    [12, 63],    // knight on c2 or f2
    [31, 75],    // knight on d2 or e2
    [11, 49],    // knight on a3 or h3
    [36, 70],    // knight on b3 or g3
    [21, 97],    // knight on c3 or f3
    [36, 104],   // knight on d3 or e3
    [25, 60],    // knight on a4 or h4
    [24, 72],    // knight on b4 or g4
    [46, 103],   // knight on c4 or f4
    [50, 118],   // knight on d4 or e4
    [44, 54],    // knight on a5 or h5
    [35, 106],   // knight on b5 or g5
    [38, 120],   // knight on c5 or f5
    [48, 109],   // knight on d5 or e5
    [29, 58],    // knight on a6 or h6
    [74, 80],    // knight on b6 or g6
    [49, 109],   // knight on c6 or f6
    [65, 100],   // knight on d6 or e6
    [7, 64],     // knight on a7 or h7
    [32, 75],    // knight on b7 or g7
    [24, 80],    // knight on c7 or f7
    [45, 91],    // knight on d7 or e7
    [24, 35],    // knight on a8 or h8
    [36, 62],    // knight on b8 or g8
    [18, 69],    // knight on c8 or f8
    [43, 49],    // knight on d8 or e8
    [-13, 3],    // bishop on a1 or h1
    [12, -29],   // bishop on b1 or g1
    [-12, -15],  // bishop on c1 or f1
    [6, -3],     // bishop on d1 or e1
    [-4, -4],    // bishop on a2 or h2
    [12, -12],   // bishop on b2 or g2
    [9, 0],      // bishop on c2 or f2
    [10, -9],    // bishop on d2 or e2
    [5, -18],    // bishop on a3 or h3
    [7, -1],     // bishop on b3 or g3
    [1, 2],      // bishop on c3 or f3
    [-3, 5],     // bishop on d3 or e3
    [13, 4],     // bishop on a4 or h4
    [12, -6],    // bishop on b4 or g4
    [12, 20],    // bishop on c4 or f4
    [8, 3],      // bishop on d4 or e4
    [-10, -3],   // bishop on a5 or h5
    [-8, 13],    // bishop on b5 or g5
    [-8, -7],    // bishop on c5 or f5
    [14, -2],    // bishop on d5 or e5
    [-14, 6],    // bishop on a6 or h6
    [13, 4],     // bishop on b6 or g6
    [27, -8],    // bishop on c6 or f6
    [42, -4],    // bishop on d6 or e6
    [-12, 4],    // bishop on a7 or h7
    [-8, 6],     // bishop on b7 or g7
    [17, 0],     // bishop on c7 or f7
    [2, 1],      // bishop on d7 or e7
    [1, -13],    // bishop on a8 or h8
    [-7, -25],   // bishop on b8 or g8
    [-23, -3],   // bishop on c8 or f8
    [0, -7],     // bishop on d8 or e8
    [-12, 23],   // rook on a1 or h1
    [-8, 14],    // rook on b1 or g1
    [17, 9],     // rook on c1 or f1
    [15, 1],     // rook on d1 or e1
    [-29, 10],   // rook on a2 or h2
    [2, 8],      // rook on b2 or g2
    [12, 17],    // rook on c2 or f2
    [26, 3],     // rook on d2 or e2
    [-21, 30],   // rook on a3 or h3
    [-12, 33],   // rook on b3 or g3
    [13, 25],    // rook on c3 or f3
    [4, 26],     // rook on d3 or e3
    [-35, 31],   // rook on a4 or h4
    [15, 43],    // rook on b4 or g4
    [1, 36],     // rook on c4 or f4
    [7, 29],     // rook on d4 or e4
    [-12, 60],   // rook on a5 or h5
    [7, 41],     // rook on b5 or g5
    [27, 52],    // rook on c5 or f5
    [37, 58],    // rook on d5 or e5
    [-49, 79],   // rook on a6 or h6
    [-4, 65],    // rook on b6 or g6
    [6, 66],     // rook on c6 or f6
    [-3, 67],    // rook on d6 or e6
    [-48, 91],   // rook on a7 or h7
    [-26, 78],   // rook on b7 or g7
    [-16, 69],   // rook on c7 or f7
    [5, 67],     // rook on d7 or e7
    [-55, 85],   // rook on a8 or h8
    [-44, 66],   // rook on b8 or g8
    [-41, 78],   // rook on c8 or f8
    [-32, 59],   // rook on d8 or e8
    [31, -21],   // queen on a1 or h1
    [18, -1],    // queen on b1 or g1
    [0, 58],     // queen on c1 or f1
    [4, 111],    // queen on d1 or e1
    [-10, 51],   // queen on a2 or h2
    [-10, 110],  // queen on b2 or g2
    [7, 167],    // queen on c2 or f2
    [6, 181],    // queen on d2 or e2
    [-10, 170],  // queen on a3 or h3
    [4, 188],    // queen on b3 or g3
    [-16, 267],  // queen on c3 or f3
    [-14, 277],  // queen on d3 or e3
    [-19, 225],  // queen on a4 or h4
    [-24, 280],  // queen on b4 or g4
    [-40, 323],  // queen on c4 or f4
    [-24, 379],  // queen on d4 or e4
    [-12, 281],  // queen on a5 or h5
    [-14, 342],  // queen on b5 or g5
    [-41, 375],  // queen on c5 or f5
    [-34, 415],  // queen on d5 or e5
    [-53, 282],  // queen on a6 or h6
    [-27, 320],  // queen on b6 or g6
    [-39, 369],  // queen on c6 or f6
    [-24, 405],  // queen on d6 or e6
    [-35, 301],  // queen on a7 or h7
    [-49, 344],  // queen on b7 or g7
    [-32, 379],  // queen on c7 or f7
    [-53, 392],  // queen on d7 or e7
    [-20, 290],  // queen on a8 or h8
    [-52, 310],  // queen on b8 or g8
    [-66, 339],  // queen on c8 or f8
    [-53, 349],  // queen on d8 or e8
    [-10, 6],    // king on a1 or h1
    [4, 5],      // king on b1 or g1
    [-23, 9],    // king on c1 or f1
    [-24, -2],   // king on d1 or e1
    [4, -7],     // king on a2 or h2
    [-16, 10],   // king on b2 or g2
    [-12, 6],    // king on c2 or f2
    [-36, 12],   // king on d2 or e2
    [31, 2],     // king on a3 or h3
    [7, 7],      // king on b3 or g3
    [-16, 11],   // king on c3 or f3
    [-23, 16],   // king on d3 or e3
    [35, 1],     // king on a4 or h4
    [2, 10],     // king on b4 or g4
    [-14, 16],   // king on c4 or f4
    [-32, 17],   // king on d4 or e4
    [27, 6],     // king on a5 or h5
    [30, 20],    // king on b5 or g5
    [15, 23],    // king on c5 or f5
    [-7, 15],    // king on d5 or e5
    [47, 5],     // king on a6 or h6
    [40, 26],    // king on b6 or g6
    [33, 25],    // king on c6 or f6
    [10, 11],    // king on d6 or e6
    [74, -9],    // king on a7 or h7
    [64, 3],     // king on b7 or g7
    [45, 3],     // king on c7 or f7
    [37, 12],    // king on d7 or e7
    [106, -24],  // king on a8 or h8
    [87, -32],   // king on b8 or g8
    [74, -2],    // king on c8 or f8
    [71, 8],     // king on d8 or e8
    [18, -36],   // knight mobility 0
    [30, -51],   // knight mobility 1
    [46, -52],   // knight mobility 2
    [54, -50],   // knight mobility 3
    [69, -61],   // knight mobility 4
    [79, -60],   // knight mobility 5
    [85, -64],   // knight mobility 6
    [90, -82],   // knight mobility 7
    [109, -118], // knight mobility 8
    [12, -32],   // bishop mobility 0
    [32, -4],    // bishop mobility 1
    [39, 3],     // bishop mobility 2
    [42, 19],    // bishop mobility 3
    [51, 35],    // bishop mobility 4
    [58, 38],    // bishop mobility 5
    [59, 43],    // bishop mobility 6
    [64, 41],    // bishop mobility 7
    [63, 47],    // bishop mobility 8
    [89, 34],    // bishop mobility 9
    [83, 36],    // bishop mobility 10
    [88, 46],    // bishop mobility 11
    [87, 36],    // bishop mobility 12
    [78, 40],    // bishop mobility 13
    [1, -48],    // rook mobility 0
    [18, -29],   // rook mobility 1
    [24, -11],   // rook mobility 2
    [33, -5],    // rook mobility 3
    [39, -5],    // rook mobility 4
    [46, 7],     // rook mobility 5
    [47, 16],    // rook mobility 6
    [56, 8],     // rook mobility 7
    [58, 20],    // rook mobility 8
    [63, 14],    // rook mobility 9
    [70, 20],    // rook mobility 10
    [89, 15],    // rook mobility 11
    [95, 11],    // rook mobility 12
    [120, 2],    // rook mobility 13
    [129, -14],  // rook mobility 14
    [35, 3],     // queen mobility 0
    [39, -15],   // queen mobility 1
    [48, -30],   // queen mobility 2
    [46, -65],   // queen mobility 3
    [46, -83],   // queen mobility 4
    [52, -94],   // queen mobility 5
    [62, -106],  // queen mobility 6
    [70, -111],  // queen mobility 7
    [72, -108],  // queen mobility 8
    [81, -119],  // queen mobility 9
    [87, -124],  // queen mobility 10
    [88, -128],  // queen mobility 11
    [97, -163],  // queen mobility 12
    [112, -169], // queen mobility 13
    [118, -186], // queen mobility 14
    [124, -206], // queen mobility 15
    [132, -221], // queen mobility 16
    [141, -231], // queen mobility 17
    [159, -260], // queen mobility 18
    [154, -285], // queen mobility 19
    [168, -298], // queen mobility 20
    [178, -352], // queen mobility 21
    [179, -335], // queen mobility 22
    [181, -376], // queen mobility 23
    [192, -365], // queen mobility 24
    [195, -394], // queen mobility 25
    [208, -391], // queen mobility 26
    [214, -411], // queen mobility 27
    [-9, 12],    // passed pawn on rank 2
    [-17, 13],   // passed pawn on rank 3
    [-2, 32],    // passed pawn on rank 4
    [20, 65],    // passed pawn on rank 5
    [68, 84],    // passed pawn on rank 6
    [159, 153],  // passed pawn on rank 7
];
