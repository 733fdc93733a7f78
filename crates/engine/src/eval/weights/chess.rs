//! Tuned by `menagerie tune -v chess --data <file> --iterations 2000 --ridge 0.0000000001 --lambda 0.5` over 1992298 positions
//! from `menagerie selfplay` (mean squared error 0.025532 -> 0.025480, k 0.925).
pub const WEIGHTS: [[i32; 2]; 325] = [
    [90, 110],    // pawn
    [320, 300],   // knight
    [330, 320],   // bishop
    [480, 540],   // rook
    [950, 980],   // queen
    [-4, -3],     // doubled pawn
    [-11, -8],    // isolated pawn
    [44, 84],     // bishop pair
    [51, -14],    // rook open file
    [21, 20],     // rook half-open file
    [15, -14],    // king pawn shield
    [6, 7],       // king zone attacked by a knight
    [4, 4],       // king zone attacked by a bishop
    [17, 1],      // king zone attacked by a rook
    [10, -13],    // king zone attacked by a queen
    [24, 7],      // tempo
    [15, 12],     // pawn supported by a pawn
    [71, 26],     // piece attacked by a pawn
    [54, 15],     // rook or queen attacked by a minor piece
    [74, 16],     // queen attacked by a rook
    [23, 22],     // piece attacked and undefended
    [66, -9],     // safe knight check
    [16, 9],      // safe bishop check
    [79, -13],    // safe rook check
    [36, -4],     // safe queen check
    [8, 7],       // passed pawn's stop square empty, by advance
    [-3, 10],     // enemy king's distance to a passed pawn's stop square, by advance
    [-3, -4],     // own king's distance to a passed pawn's stop square, by advance
    [21, 18],     // knight outpost
    [16, 9],      // bishop outpost
    [71, -29],    // rook on the seventh rank
    [-5, -12],    // backward pawn
    [9, 16],      // pawn beside a pawn
    [-11, -15],   // file by the king without a pawn of its side
    [19, 7],      // piece a safe pawn push would attack
    [-5, 17],     // pawn storm blocked by a pawn
    [-5, -2],     // own pawn on the bishop's square colour
    [3, 19],      // knight or bishop behind a pawn
    [18, 7],      // rook behind a passed pawn of its side
    [10, -3],     // weak square by the king
    [-8, -1],     // king's distance to its nearest pawn
    [-5, 4],      // pawn on a1 or h1
    [0, 0],       // pawn on b1 or g1
    [5, -4],      // pawn on c1 or f1
    [10, -8],     // pawn on d1 or e1
    [-12, -18],   // pawn on a2 or h2
    [14, -20],    // pawn on b2 or g2
    [-6, -20],    // pawn on c2 or f2
    [-16, -8],    // pawn on d2 or e2
    [-1, -16],    // pawn on a3 or h3
    [6, -18],     // pawn on b3 or g3
    [-4, -20],    // pawn on c3 or f3
    [-17, -7],    // pawn on d3 or e3
    [-13, -15],   // pawn on a4 or h4
    [-6, -9],     // pawn on b4 or g4
    [7, -23],     // pawn on c4 or f4
    [11, -22],    // pawn on d4 or e4
    [5, -7],      // pawn on a5 or h5
    [12, -9],     // pawn on b5 or g5
    [9, -20],     // pawn on c5 or f5
    [15, -24],    // pawn on d5 or e5
    [7, 20],      // pawn on a6 or h6
    [12, 25],     // pawn on b6 or g6
    [-10, 12],    // pawn on c6 or f6
    [1, 21],      // pawn on d6 or e6
    [97, -3],     // pawn on a7 or h7
    [-4, 45],     // pawn on b7 or g7
    [-1, 43],     // pawn on c7 or f7
    [-47, 64],    // pawn on d7 or e7
    [-33, 81],    // pawn on a8 or h8
    [-28, 77],    // pawn on b8 or g8
    [-23, 73],    // pawn on c8 or f8
    [-18, 69],    // pawn on d8 or e8
    [-14, 29],    // knight on a1 or h1
    [8, 34],      // knight on b1 or g1
    [14, 47],     // knight on c1 or f1
    [10, 44],     // knight on d1 or e1
    [10, 31],     // knight on a2 or h2
    [47, 35],     // knight on b2 or g2
    [22, 65],     // knight on c2 or f2
    [36, 68],     // knight on d2 or e2
    [15, 57],     // knight on a3 or h3
    [41, 63],     // knight on b3 or g3
    [32, 85],     // knight on c3 or f3
    [50, 88],     // knight on d3 or e3
    [43, 50],     // knight on a4 or h4
    [46, 63],     // knight on b4 or g4
    [63, 90],     // knight on c4 or f4
    [61, 99],     // knight on d4 or e4
    [52, 52],     // knight on a5 or h5
    [48, 77],     // knight on b5 or g5
    [59, 97],     // knight on c5 or f5
    [62, 100],    // knight on d5 or e5
    [20, 47],     // knight on a6 or h6
    [64, 55],     // knight on b6 or g6
    [75, 94],     // knight on c6 or f6
    [95, 91],     // knight on d6 or e6
    [19, 64],     // knight on a7 or h7
    [5, 74],      // knight on b7 or g7
    [43, 77],     // knight on c7 or f7
    [68, 62],     // knight on d7 or e7
    [-63, 44],    // knight on a8 or h8
    [2, 50],      // knight on b8 or g8
    [-84, 64],    // knight on c8 or f8
    [151, 5],     // knight on d8 or e8
    [2, -28],     // bishop on a1 or h1
    [35, -56],    // bishop on b1 or g1
    [3, -28],     // bishop on c1 or f1
    [17, -17],    // bishop on d1 or e1
    [13, -19],    // bishop on a2 or h2
    [26, -31],    // bishop on b2 or g2
    [25, -14],    // bishop on c2 or f2
    [24, -20],    // bishop on d2 or e2
    [18, -33],    // bishop on a3 or h3
    [21, -4],     // bishop on b3 or g3
    [30, -15],    // bishop on c3 or f3
    [15, -6],     // bishop on d3 or e3
    [36, -34],    // bishop on a4 or h4
    [28, -14],    // bishop on b4 or g4
    [33, 10],     // bishop on c4 or f4
    [31, 0],      // bishop on d4 or e4
    [18, -21],    // bishop on a5 or h5
    [28, -3],     // bishop on b5 or g5
    [34, -17],    // bishop on c5 or f5
    [34, 5],      // bishop on d5 or e5
    [-1, -10],    // bishop on a6 or h6
    [35, -11],    // bishop on b6 or g6
    [53, -16],    // bishop on c6 or f6
    [65, -14],    // bishop on d6 or e6
    [-2, -18],    // bishop on a7 or h7
    [15, 4],      // bishop on b7 or g7
    [37, -13],    // bishop on c7 or f7
    [18, 0],      // bishop on d7 or e7
    [17, -28],    // bishop on a8 or h8
    [21, -23],    // bishop on b8 or g8
    [-117, 16],   // bishop on c8 or f8
    [7, -10],     // bishop on d8 or e8
    [-14, 27],    // rook on a1 or h1
    [-12, 25],    // rook on b1 or g1
    [11, 13],     // rook on c1 or f1
    [9, 10],      // rook on d1 or e1
    [-36, 13],    // rook on a2 or h2
    [-6, 9],      // rook on b2 or g2
    [-17, 21],    // rook on c2 or f2
    [9, 7],       // rook on d2 or e2
    [-26, 34],    // rook on a3 or h3
    [-10, 26],    // rook on b3 or g3
    [-11, 30],    // rook on c3 or f3
    [-14, 34],    // rook on d3 or e3
    [-24, 40],    // rook on a4 or h4
    [0, 43],      // rook on b4 or g4
    [0, 35],      // rook on c4 or f4
    [-5, 46],     // rook on d4 or e4
    [-1, 53],     // rook on a5 or h5
    [17, 44],     // rook on b5 or g5
    [56, 39],     // rook on c5 or f5
    [48, 40],     // rook on d5 or e5
    [-6, 58],     // rook on a6 or h6
    [24, 51],     // rook on b6 or g6
    [40, 40],     // rook on c6 or f6
    [28, 45],     // rook on d6 or e6
    [-48, 82],    // rook on a7 or h7
    [-9, 71],     // rook on b7 or g7
    [0, 68],      // rook on c7 or f7
    [7, 69],      // rook on d7 or e7
    [-18, 60],    // rook on a8 or h8
    [72, 30],     // rook on b8 or g8
    [49, 40],     // rook on c8 or f8
    [48, 35],     // rook on d8 or e8
    [71, 121],    // queen on a1 or h1
    [84, 62],     // queen on b1 or g1
    [70, 114],    // queen on c1 or f1
    [77, 132],    // queen on d1 or e1
    [58, 152],    // queen on a2 or h2
    [80, 137],    // queen on b2 or g2
    [83, 169],    // queen on c2 or f2
    [86, 171],    // queen on d2 or e2
    [75, 202],    // queen on a3 or h3
    [81, 181],    // queen on b3 or g3
    [70, 242],    // queen on c3 or f3
    [72, 236],    // queen on d3 or e3
    [76, 171],    // queen on a4 or h4
    [73, 232],    // queen on b4 or g4
    [62, 275],    // queen on c4 or f4
    [73, 323],    // queen on d4 or e4
    [91, 184],    // queen on a5 or h5
    [62, 280],    // queen on b5 or g5
    [69, 305],    // queen on c5 or f5
    [72, 317],    // queen on d5 or e5
    [45, 209],    // queen on a6 or h6
    [68, 253],    // queen on b6 or g6
    [80, 292],    // queen on c6 or f6
    [98, 275],    // queen on d6 or e6
    [73, 211],    // queen on a7 or h7
    [36, 266],    // queen on b7 or g7
    [96, 257],    // queen on c7 or f7
    [96, 244],    // queen on d7 or e7
    [91, 189],    // queen on a8 or h8
    [103, 186],   // queen on b8 or g8
    [93, 190],    // queen on c8 or f8
    [268, 63],    // queen on d8 or e8
    [-22, -8],    // king on a1 or h1
    [5, -5],      // king on b1 or g1
    [-23, 4],     // king on c1 or f1
    [-30, -5],    // king on d1 or e1
    [-20, -9],    // king on a2 or h2
    [-20, 13],    // king on b2 or g2
    [-27, 13],    // king on c2 or f2
    [-43, 15],    // king on d2 or e2
    [-25, -3],    // king on a3 or h3
    [-1, 13],     // king on b3 or g3
    [-27, 21],    // king on c3 or f3
    [-40, 23],    // king on d3 or e3
    [-17, -6],    // king on a4 or h4
    [4, 15],      // king on b4 or g4
    [-39, 25],    // king on c4 or f4
    [-53, 30],    // king on d4 or e4
    [78, -23],    // king on a5 or h5
    [82, 9],      // king on b5 or g5
    [15, 27],     // king on c5 or f5
    [-20, 30],    // king on d5 or e5
    [-69, 12],    // king on a6 or h6
    [33, 23],     // king on b6 or g6
    [37, 26],     // king on c6 or f6
    [-33, 35],    // king on d6 or e6
    [15, -2],     // king on a7 or h7
    [17, 24],     // king on b7 or g7
    [37, 24],     // king on c7 or f7
    [109, 16],    // king on d7 or e7
    [133, -81],   // king on a8 or h8
    [93, -29],    // king on b8 or g8
    [169, 0],     // king on c8 or f8
    [312, -21],   // king on d8 or e8
    [41, -137],   // knight mobility 0
    [53, -89],    // knight mobility 1
    [65, -73],    // knight mobility 2
    [71, -72],    // knight mobility 3
    [82, -70],    // knight mobility 4
    [87, -69],    // knight mobility 5
    [93, -75],    // knight mobility 6
    [102, -89],   // knight mobility 7
    [119, -116],  // knight mobility 8
    [55, -59],    // bishop mobility 0
    [73, -17],    // bishop mobility 1
    [79, -8],     // bishop mobility 2
    [83, 4],      // bishop mobility 3
    [91, 13],     // bishop mobility 4
    [95, 17],     // bishop mobility 5
    [97, 18],     // bishop mobility 6
    [100, 20],    // bishop mobility 7
    [100, 23],    // bishop mobility 8
    [113, 10],    // bishop mobility 9
    [108, 9],     // bishop mobility 10
    [117, 8],     // bishop mobility 11
    [169, -33],   // bishop mobility 12
    [84, 5],      // bishop mobility 13
    [41, -71],    // rook mobility 0
    [55, -53],    // rook mobility 1
    [62, -34],    // rook mobility 2
    [71, -25],    // rook mobility 3
    [74, -15],    // rook mobility 4
    [77, -3],     // rook mobility 5
    [79, 0],      // rook mobility 6
    [86, -1],     // rook mobility 7
    [89, 7],      // rook mobility 8
    [94, 6],      // rook mobility 9
    [97, 6],      // rook mobility 10
    [105, 7],     // rook mobility 11
    [101, 9],     // rook mobility 12
    [102, 9],     // rook mobility 13
    [168, -20],   // rook mobility 14
    [167, -92],   // queen mobility 0
    [170, -170],  // queen mobility 1
    [174, -186],  // queen mobility 2
    [178, -228],  // queen mobility 3
    [181, -195],  // queen mobility 4
    [185, -194],  // queen mobility 5
    [189, -169],  // queen mobility 6
    [192, -161],  // queen mobility 7
    [196, -156],  // queen mobility 8
    [199, -168],  // queen mobility 9
    [203, -161],  // queen mobility 10
    [203, -149],  // queen mobility 11
    [211, -173],  // queen mobility 12
    [209, -159],  // queen mobility 13
    [220, -185],  // queen mobility 14
    [213, -182],  // queen mobility 15
    [221, -198],  // queen mobility 16
    [239, -228],  // queen mobility 17
    [249, -256],  // queen mobility 18
    [274, -284],  // queen mobility 19
    [302, -319],  // queen mobility 20
    [466, -485],  // queen mobility 21
    [342, -386],  // queen mobility 22
    [445, -536],  // queen mobility 23
    [277, -414],  // queen mobility 24
    [276, -510],  // queen mobility 25
    [240, -365],  // queen mobility 26
    [192, -528],  // queen mobility 27
    [-12, 25],    // passed pawn on rank 2
    [-3, 7],      // passed pawn on rank 3
    [27, 15],     // passed pawn on rank 4
    [71, 36],     // passed pawn on rank 5
    [132, 43],    // passed pawn on rank 6
    [244, 95],    // passed pawn on rank 7
    [5, -9],      // 0 attacks on the enemy king zone
    [5, -7],      // 1 attacks on the enemy king zone
    [18, -3],     // 2 attacks on the enemy king zone
    [42, 0],      // 3 attacks on the enemy king zone
    [85, -9],     // 4 attacks on the enemy king zone
    [132, -19],   // 5 attacks on the enemy king zone
    [170, -20],   // 6 attacks on the enemy king zone
    [222, -26],   // 7 attacks on the enemy king zone
    [345, -127],  // 8 attacks on the enemy king zone
    [379, -71],   // 9 attacks on the enemy king zone
    [532, -87],   // 10 attacks on the enemy king zone
    [590, -128],  // 11 attacks on the enemy king zone
    [724, -142],  // 12 attacks on the enemy king zone
    [845, -169],  // 13 attacks on the enemy king zone
    [980, -196],  // 14 attacks on the enemy king zone
    [1125, -225], // 15 attacks on the enemy king zone
    [-40, 10],    // pawn storm 1 ranks from the king
    [25, -7],     // pawn storm 2 ranks from the king
    [5, 2],       // pawn storm 3 ranks from the king
    [3, -4],      // pawn storm 4 ranks from the king
];
