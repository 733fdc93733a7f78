//! Tuned by `menagerie tune -v chess --data <file> --iterations 2000 --ridge 0.0000000001 --lambda 0.5` over 1008910 positions
//! from `menagerie selfplay` (mean squared error 0.025740 -> 0.025326, k 0.872).
pub const WEIGHTS: [[i32; 2]; 320] = [
    [90, 110],    // pawn
    [320, 300],   // knight
    [330, 320],   // bishop
    [480, 540],   // rook
    [950, 980],   // queen
    [0, -4],      // doubled pawn
    [-13, -8],    // isolated pawn
    [41, 94],     // bishop pair
    [48, -14],    // rook open file
    [22, 17],     // rook half-open file
    [18, -13],    // king pawn shield
    [4, 6],       // king zone attacked by a knight
    [-3, 5],      // king zone attacked by a bishop
    [13, 1],      // king zone attacked by a rook
    [4, -14],     // king zone attacked by a queen
    [25, 8],      // tempo
    [14, 11],     // pawn supported by a pawn
    [71, 24],     // piece attacked by a pawn
    [52, 21],     // rook or queen attacked by a minor piece
    [68, 21],     // queen attacked by a rook
    [25, 23],     // piece attacked and undefended
    [65, -7],     // safe knight check
    [18, 7],      // safe bishop check
    [78, -12],    // safe rook check
    [38, -13],    // safe queen check
    [10, 9],      // passed pawn's stop square empty, by advance
    [-3, 9],      // enemy king's distance to a passed pawn's stop square, by advance
    [-2, -4],     // own king's distance to a passed pawn's stop square, by advance
    [27, 19],     // knight outpost
    [14, 5],      // bishop outpost
    [60, -19],    // rook on the seventh rank
    [-5, -12],    // backward pawn
    [8, 14],      // pawn beside a pawn
    [-13, -13],   // file by the king without a pawn of its side
    [15, 6],      // piece a safe pawn push would attack
    [-2, 14],     // pawn storm blocked by a pawn
    [-5, 4],      // pawn on a1 or h1
    [0, 0],       // pawn on b1 or g1
    [5, -4],      // pawn on c1 or f1
    [10, -8],     // pawn on d1 or e1
    [-14, -14],   // pawn on a2 or h2
    [9, -19],     // pawn on b2 or g2
    [-9, -19],    // pawn on c2 or f2
    [-21, -10],   // pawn on d2 or e2
    [-4, -16],    // pawn on a3 or h3
    [0, -13],     // pawn on b3 or g3
    [-12, -19],   // pawn on c3 or f3
    [-24, 2],     // pawn on d3 or e3
    [-16, -13],   // pawn on a4 or h4
    [-9, -6],     // pawn on b4 or g4
    [2, -20],     // pawn on c4 or f4
    [4, -15],     // pawn on d4 or e4
    [2, -7],      // pawn on a5 or h5
    [5, -4],      // pawn on b5 or g5
    [4, -24],     // pawn on c5 or f5
    [5, -17],     // pawn on d5 or e5
    [-20, 32],    // pawn on a6 or h6
    [-6, 28],     // pawn on b6 or g6
    [-16, 9],     // pawn on c6 or f6
    [5, 36],      // pawn on d6 or e6
    [83, 0],      // pawn on a7 or h7
    [-21, 57],    // pawn on b7 or g7
    [2, 31],      // pawn on c7 or f7
    [-33, 61],    // pawn on d7 or e7
    [-33, 81],    // pawn on a8 or h8
    [-28, 77],    // pawn on b8 or g8
    [-23, 73],    // pawn on c8 or f8
    [-18, 69],    // pawn on d8 or e8
    [2, 27],      // knight on a1 or h1
    [5, 40],      // knight on b1 or g1
    [24, 35],     // knight on c1 or f1
    [-7, 55],     // knight on d1 or e1
    [11, 41],     // knight on a2 or h2
    [49, 35],     // knight on b2 or g2
    [13, 65],     // knight on c2 or f2
    [34, 71],     // knight on d2 or e2
    [11, 60],     // knight on a3 or h3
    [29, 64],     // knight on b3 or g3
    [25, 94],     // knight on c3 or f3
    [52, 91],     // knight on d3 or e3
    [31, 56],     // knight on a4 or h4
    [45, 64],     // knight on b4 or g4
    [53, 98],     // knight on c4 or f4
    [54, 104],    // knight on d4 or e4
    [52, 59],     // knight on a5 or h5
    [43, 91],     // knight on b5 or g5
    [50, 102],    // knight on c5 or f5
    [57, 103],    // knight on d5 or e5
    [57, 47],     // knight on a6 or h6
    [70, 58],     // knight on b6 or g6
    [70, 97],     // knight on c6 or f6
    [88, 84],     // knight on d6 or e6
    [-5, 73],     // knight on a7 or h7
    [35, 71],     // knight on b7 or g7
    [43, 68],     // knight on c7 or f7
    [45, 66],     // knight on d7 or e7
    [-14, 23],    // knight on a8 or h8
    [13, 51],     // knight on b8 or g8
    [-64, 72],    // knight on c8 or f8
    [113, 12],    // knight on d8 or e8
    [-20, -13],   // bishop on a1 or h1
    [25, -52],    // bishop on b1 or g1
    [-7, -22],    // bishop on c1 or f1
    [7, -15],     // bishop on d1 or e1
    [8, -9],      // bishop on a2 or h2
    [16, -21],    // bishop on b2 or g2
    [22, -7],     // bishop on c2 or f2
    [16, -13],    // bishop on d2 or e2
    [6, -26],     // bishop on a3 or h3
    [17, 0],      // bishop on b3 or g3
    [15, -13],    // bishop on c3 or f3
    [6, -6],      // bishop on d3 or e3
    [31, -17],    // bishop on a4 or h4
    [26, -15],    // bishop on b4 or g4
    [25, 16],     // bishop on c4 or f4
    [21, -3],     // bishop on d4 or e4
    [11, -13],    // bishop on a5 or h5
    [11, 5],      // bishop on b5 or g5
    [21, -10],    // bishop on c5 or f5
    [19, 4],      // bishop on d5 or e5
    [-9, -3],     // bishop on a6 or h6
    [31, -3],     // bishop on b6 or g6
    [43, -17],    // bishop on c6 or f6
    [59, -11],    // bishop on d6 or e6
    [-13, -4],    // bishop on a7 or h7
    [8, -3],      // bishop on b7 or g7
    [29, -6],     // bishop on c7 or f7
    [12, 0],      // bishop on d7 or e7
    [-4, -20],    // bishop on a8 or h8
    [32, -40],    // bishop on b8 or g8
    [-82, 7],     // bishop on c8 or f8
    [-19, -5],    // bishop on d8 or e8
    [-21, 35],    // rook on a1 or h1
    [-17, 26],    // rook on b1 or g1
    [5, 19],      // rook on c1 or f1
    [4, 14],      // rook on d1 or e1
    [-38, 12],    // rook on a2 or h2
    [-12, 19],    // rook on b2 or g2
    [-12, 22],    // rook on c2 or f2
    [10, 15],     // rook on d2 or e2
    [-36, 36],    // rook on a3 or h3
    [-22, 33],    // rook on b3 or g3
    [-3, 32],     // rook on c3 or f3
    [-4, 35],     // rook on d3 or e3
    [-38, 41],    // rook on a4 or h4
    [11, 41],     // rook on b4 or g4
    [-9, 42],     // rook on c4 or f4
    [-8, 49],     // rook on d4 or e4
    [-15, 63],    // rook on a5 or h5
    [0, 49],      // rook on b5 or g5
    [42, 45],     // rook on c5 or f5
    [44, 51],     // rook on d5 or e5
    [-41, 75],    // rook on a6 or h6
    [16, 65],     // rook on b6 or g6
    [38, 50],     // rook on c6 or f6
    [10, 55],     // rook on d6 or e6
    [-60, 86],    // rook on a7 or h7
    [-8, 76],     // rook on b7 or g7
    [-14, 70],    // rook on c7 or f7
    [20, 66],     // rook on d7 or e7
    [-36, 72],    // rook on a8 or h8
    [31, 44],     // rook on b8 or g8
    [39, 52],     // rook on c8 or f8
    [31, 43],     // rook on d8 or e8
    [20, 106],    // queen on a1 or h1
    [35, 31],     // queen on b1 or g1
    [21, 95],     // queen on c1 or f1
    [26, 138],    // queen on d1 or e1
    [25, 97],     // queen on a2 or h2
    [14, 162],    // queen on b2 or g2
    [31, 185],    // queen on c2 or f2
    [33, 185],    // queen on d2 or e2
    [18, 231],    // queen on a3 or h3
    [21, 213],    // queen on b3 or g3
    [13, 277],    // queen on c3 or f3
    [13, 274],    // queen on d3 or e3
    [22, 208],    // queen on a4 or h4
    [9, 266],     // queen on b4 or g4
    [-2, 308],    // queen on c4 or f4
    [6, 362],     // queen on d4 or e4
    [32, 232],    // queen on a5 or h5
    [9, 317],     // queen on b5 or g5
    [-16, 360],   // queen on c5 or f5
    [9, 380],     // queen on d5 or e5
    [-18, 258],   // queen on a6 or h6
    [10, 292],    // queen on b6 or g6
    [-1, 345],    // queen on c6 or f6
    [33, 336],    // queen on d6 or e6
    [2, 273],     // queen on a7 or h7
    [-35, 353],   // queen on b7 or g7
    [37, 301],    // queen on c7 or f7
    [23, 301],    // queen on d7 or e7
    [57, 240],    // queen on a8 or h8
    [21, 247],    // queen on b8 or g8
    [-14, 266],   // queen on c8 or f8
    [99, 188],    // queen on d8 or e8
    [-21, -5],    // king on a1 or h1
    [-2, 0],      // king on b1 or g1
    [-31, 10],    // king on c1 or f1
    [-34, -4],    // king on d1 or e1
    [-10, -9],    // king on a2 or h2
    [-21, 11],    // king on b2 or g2
    [-30, 15],    // king on c2 or f2
    [-41, 14],    // king on d2 or e2
    [-2, -1],     // king on a3 or h3
    [1, 9],       // king on b3 or g3
    [-25, 21],    // king on c3 or f3
    [-37, 23],    // king on d3 or e3
    [15, -8],     // king on a4 or h4
    [-10, 17],    // king on b4 or g4
    [-41, 29],    // king on c4 or f4
    [-42, 29],    // king on d4 or e4
    [52, -8],     // king on a5 or h5
    [69, 16],     // king on b5 or g5
    [48, 25],     // king on c5 or f5
    [-1, 26],     // king on d5 or e5
    [6, 8],       // king on a6 or h6
    [44, 22],     // king on b6 or g6
    [39, 22],     // king on c6 or f6
    [0, 26],      // king on d6 or e6
    [58, -16],    // king on a7 or h7
    [53, 3],      // king on b7 or g7
    [47, 16],     // king on c7 or f7
    [79, 20],     // king on d7 or e7
    [128, -70],   // king on a8 or h8
    [82, -41],    // king on b8 or g8
    [110, -10],   // king on c8 or f8
    [148, 19],    // king on d8 or e8
    [42, -104],   // knight mobility 0
    [50, -83],    // knight mobility 1
    [62, -73],    // knight mobility 2
    [70, -62],    // knight mobility 3
    [82, -64],    // knight mobility 4
    [89, -64],    // knight mobility 5
    [93, -67],    // knight mobility 6
    [97, -84],    // knight mobility 7
    [112, -116],  // knight mobility 8
    [33, -53],    // bishop mobility 0
    [54, -16],    // bishop mobility 1
    [60, -7],     // bishop mobility 2
    [64, 8],      // bishop mobility 3
    [71, 20],     // bishop mobility 4
    [75, 27],     // bishop mobility 5
    [79, 28],     // bishop mobility 6
    [78, 29],     // bishop mobility 7
    [81, 34],     // bishop mobility 8
    [96, 19],     // bishop mobility 9
    [97, 21],     // bishop mobility 10
    [111, 21],    // bishop mobility 11
    [132, -4],    // bishop mobility 12
    [79, 16],     // bishop mobility 13
    [22, -63],    // rook mobility 0
    [38, -44],    // rook mobility 1
    [46, -20],    // rook mobility 2
    [52, -7],     // rook mobility 3
    [55, 0],      // rook mobility 4
    [60, 11],     // rook mobility 5
    [60, 15],     // rook mobility 6
    [69, 14],     // rook mobility 7
    [70, 23],     // rook mobility 8
    [75, 18],     // rook mobility 9
    [76, 21],     // rook mobility 10
    [87, 19],     // rook mobility 11
    [89, 20],     // rook mobility 12
    [98, 18],     // rook mobility 13
    [152, -11],   // rook mobility 14
    [96, -9],     // queen mobility 0
    [101, -46],   // queen mobility 1
    [99, -81],    // queen mobility 2
    [102, -144],  // queen mobility 3
    [103, -128],  // queen mobility 4
    [109, -136],  // queen mobility 5
    [115, -137],  // queen mobility 6
    [120, -120],  // queen mobility 7
    [124, -119],  // queen mobility 8
    [129, -134],  // queen mobility 9
    [135, -131],  // queen mobility 10
    [134, -126],  // queen mobility 11
    [140, -145],  // queen mobility 12
    [150, -146],  // queen mobility 13
    [157, -175],  // queen mobility 14
    [154, -167],  // queen mobility 15
    [169, -189],  // queen mobility 16
    [185, -206],  // queen mobility 17
    [194, -239],  // queen mobility 18
    [196, -255],  // queen mobility 19
    [232, -297],  // queen mobility 20
    [304, -423],  // queen mobility 21
    [223, -347],  // queen mobility 22
    [247, -448],  // queen mobility 23
    [200, -398],  // queen mobility 24
    [200, -465],  // queen mobility 25
    [218, -382],  // queen mobility 26
    [199, -462],  // queen mobility 27
    [-7, 21],     // passed pawn on rank 2
    [-5, 6],      // passed pawn on rank 3
    [20, 18],     // passed pawn on rank 4
    [64, 39],     // passed pawn on rank 5
    [139, 40],    // passed pawn on rank 6
    [230, 96],    // passed pawn on rank 7
    [5, -4],      // 0 attacks on the enemy king zone
    [6, -7],      // 1 attacks on the enemy king zone
    [14, -2],     // 2 attacks on the enemy king zone
    [40, -1],     // 3 attacks on the enemy king zone
    [83, -14],    // 4 attacks on the enemy king zone
    [135, -22],   // 5 attacks on the enemy king zone
    [172, -21],   // 6 attacks on the enemy king zone
    [239, -47],   // 7 attacks on the enemy king zone
    [321, -106],  // 8 attacks on the enemy king zone
    [402, -66],   // 9 attacks on the enemy king zone
    [512, -93],   // 10 attacks on the enemy king zone
    [600, -123],  // 11 attacks on the enemy king zone
    [721, -143],  // 12 attacks on the enemy king zone
    [845, -169],  // 13 attacks on the enemy king zone
    [980, -196],  // 14 attacks on the enemy king zone
    [1125, -225], // 15 attacks on the enemy king zone
    [-42, 14],    // pawn storm 1 ranks from the king
    [24, -9],     // pawn storm 2 ranks from the king
    [4, 3],       // pawn storm 3 ranks from the king
    [2, -5],      // pawn storm 4 ranks from the king
];
