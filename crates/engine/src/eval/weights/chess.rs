//! Tuned by `menagerie tune -v chess --data <file> --iterations 2000 --ridge 0.000000001 --lambda 0.5` over 990540 positions
//! from `menagerie selfplay` (mean squared error 0.024781 -> 0.024082, k 0.974).
pub const WEIGHTS: [[i32; 2]; 362] = [
    [90, 110],    // pawn
    [320, 300],   // knight
    [330, 320],   // bishop
    [480, 540],   // rook
    [950, 980],   // queen
    [-1, -7],     // doubled pawn
    [-7, -1],     // isolated pawn
    [29, 60],     // bishop pair
    [45, -14],    // rook open file
    [19, 4],      // rook half-open file
    [12, -11],    // king pawn shield
    [8, -1],      // king zone attacked by a knight
    [6, -5],      // king zone attacked by a bishop
    [27, -5],     // king zone attacked by a rook
    [19, -1],     // king zone attacked by a queen
    [25, 10],     // tempo
    [11, 0],      // pawn supported by a pawn
    [74, 35],     // piece attacked by a pawn
    [60, 25],     // rook or queen attacked by a minor piece
    [72, 22],     // queen attacked by a rook
    [20, 6],      // piece attacked and undefended
    [63, -6],     // safe knight check
    [25, 6],      // safe bishop check
    [79, -17],    // safe rook check
    [32, 1],      // safe queen check
    [6, 5],       // passed pawn's stop square empty, by advance
    [-2, 9],      // enemy king's distance to a passed pawn's stop square, by advance
    [-4, -3],     // own king's distance to a passed pawn's stop square, by advance
    [24, 19],     // knight outpost
    [22, 9],      // bishop outpost
    [70, -39],    // rook on the seventh rank
    [-6, -2],     // backward pawn
    [7, 8],       // pawn beside a pawn
    [-17, -11],   // file by the king without a pawn of its side
    [20, 7],      // piece a safe pawn push would attack
    [-8, 21],     // pawn storm blocked by a pawn
    [-7, -1],     // own pawn on the bishop's square colour
    [5, 18],      // knight or bishop behind a pawn
    [9, 23],      // rook behind a passed pawn of its side
    [5, -5],      // weak square by the king
    [-9, -3],     // king's distance to its nearest pawn
    [3, -4],      // square of the enemy king's flank attacked
    [2, 0],       // square of the enemy king's flank attacked twice
    [-1, 12],     // space
    [-17, 19],    // passed pawn's way on unattacked, by advance
    [10, 7],      // passed pawn's stop square guarded, by advance
    [8, 4],       // unsafe check
    [-3, -2],     // knight or bishop's distance to its own king
    [-9, -21],    // king on a flank without pawns
    [22, 25],     // knight or bishop attacked by a knight or bishop
    [3, 24],      // weak pawn attacked by a knight or bishop
    [0, 25],      // weak pawn attacked by a rook
    [24, 23],     // weak knight or bishop attacked by a rook
    [17, 19],     // weak piece or pawn attacked by the king
    [1, 13],      // weak piece or pawn guarded by the queen
    [6, -1],      // square both attack that the enemy does not hold strongly
    [8, 1],       // safe square for a knight to attack the enemy queen from
    [14, 3],      // safe square for a bishop or rook to attack the enemy queen from
    [3, 5],       // connected pawn, by advance
    [-6, -8],     // isolated or backward pawn with no enemy pawn ahead
    [-10, -2],    // pawn on the fifth or sixth rank blocked by an enemy pawn
    [15, -4],     // bishop on a long diagonal
    [-5, 4],      // pawn on a1 or h1
    [0, 0],       // pawn on b1 or g1
    [5, -4],      // pawn on c1 or f1
    [10, -8],     // pawn on d1 or e1
    [-11, -12],   // pawn on a2 or h2
    [17, -6],     // pawn on b2 or g2
    [-2, 6],      // pawn on c2 or f2
    [-16, 17],    // pawn on d2 or e2
    [-6, -17],    // pawn on a3 or h3
    [-1, -11],    // pawn on b3 or g3
    [-9, -7],     // pawn on c3 or f3
    [-22, 8],     // pawn on d3 or e3
    [-13, -9],    // pawn on a4 or h4
    [-16, -15],   // pawn on b4 or g4
    [2, -31],     // pawn on c4 or f4
    [7, -47],     // pawn on d4 or e4
    [11, -1],     // pawn on a5 or h5
    [12, -8],     // pawn on b5 or g5
    [7, -38],     // pawn on c5 or f5
    [9, -43],     // pawn on d5 or e5
    [43, -2],     // pawn on a6 or h6
    [14, 1],      // pawn on b6 or g6
    [8, -5],      // pawn on c6 or f6
    [8, -29],     // pawn on d6 or e6
    [103, -15],   // pawn on a7 or h7
    [0, 32],      // pawn on b7 or g7
    [0, 33],      // pawn on c7 or f7
    [-27, 37],    // pawn on d7 or e7
    [-33, 81],    // pawn on a8 or h8
    [-28, 77],    // pawn on b8 or g8
    [-23, 73],    // pawn on c8 or f8
    [-18, 69],    // pawn on d8 or e8
    [3, 29],      // knight on a1 or h1
    [12, 45],     // knight on b1 or g1
    [30, 34],     // knight on c1 or f1
    [28, 46],     // knight on d1 or e1
    [12, 61],     // knight on a2 or h2
    [45, 51],     // knight on b2 or g2
    [31, 55],     // knight on c2 or f2
    [32, 68],     // knight on d2 or e2
    [18, 62],     // knight on a3 or h3
    [50, 49],     // knight on b3 or g3
    [34, 88],     // knight on c3 or f3
    [50, 77],     // knight on d3 or e3
    [51, 60],     // knight on a4 or h4
    [45, 56],     // knight on b4 or g4
    [65, 81],     // knight on c4 or f4
    [60, 88],     // knight on d4 or e4
    [56, 48],     // knight on a5 or h5
    [49, 77],     // knight on b5 or g5
    [52, 88],     // knight on c5 or f5
    [57, 99],     // knight on d5 or e5
    [29, 52],     // knight on a6 or h6
    [55, 62],     // knight on b6 or g6
    [70, 84],     // knight on c6 or f6
    [76, 85],     // knight on d6 or e6
    [7, 62],      // knight on a7 or h7
    [6, 67],      // knight on b7 or g7
    [80, 69],     // knight on c7 or f7
    [71, 66],     // knight on d7 or e7
    [-84, 63],    // knight on a8 or h8
    [-8, 44],     // knight on b8 or g8
    [-97, 80],    // knight on c8 or f8
    [139, 47],    // knight on d8 or e8
    [2, -17],     // bishop on a1 or h1
    [17, -58],    // bishop on b1 or g1
    [12, -27],    // bishop on c1 or f1
    [19, -13],    // bishop on d1 or e1
    [52, -20],    // bishop on a2 or h2
    [31, -26],    // bishop on b2 or g2
    [37, -31],    // bishop on c2 or f2
    [33, -16],    // bishop on d2 or e2
    [38, -32],    // bishop on a3 or h3
    [41, -15],    // bishop on b3 or g3
    [35, -7],     // bishop on c3 or f3
    [31, -14],    // bishop on d3 or e3
    [44, -26],    // bishop on a4 or h4
    [33, -11],    // bishop on b4 or g4
    [53, -15],    // bishop on c4 or f4
    [55, -14],    // bishop on d4 or e4
    [28, -31],    // bishop on a5 or h5
    [50, -17],    // bishop on b5 or g5
    [40, -11],    // bishop on c5 or f5
    [49, 1],      // bishop on d5 or e5
    [26, -21],    // bishop on a6 or h6
    [33, -21],    // bishop on b6 or g6
    [55, -7],     // bishop on c6 or f6
    [60, -3],     // bishop on d6 or e6
    [6, -11],     // bishop on a7 or h7
    [16, -1],     // bishop on b7 or g7
    [28, -3],     // bishop on c7 or f7
    [12, -3],     // bishop on d7 or e7
    [9, -23],     // bishop on a8 or h8
    [1, -12],     // bishop on b8 or g8
    [-117, 12],   // bishop on c8 or f8
    [-20, -12],   // bishop on d8 or e8
    [-3, 12],     // rook on a1 or h1
    [-2, 18],     // rook on b1 or g1
    [20, 4],      // rook on c1 or f1
    [19, 14],     // rook on d1 or e1
    [-25, 13],    // rook on a2 or h2
    [22, 3],      // rook on b2 or g2
    [3, 13],      // rook on c2 or f2
    [24, -1],     // rook on d2 or e2
    [-19, 24],    // rook on a3 or h3
    [0, 16],      // rook on b3 or g3
    [3, 28],      // rook on c3 or f3
    [-7, 33],     // rook on d3 or e3
    [-24, 40],    // rook on a4 or h4
    [6, 40],      // rook on b4 or g4
    [1, 42],      // rook on c4 or f4
    [-8, 43],     // rook on d4 or e4
    [-4, 41],     // rook on a5 or h5
    [19, 39],     // rook on b5 or g5
    [46, 41],     // rook on c5 or f5
    [42, 26],     // rook on d5 or e5
    [4, 40],      // rook on a6 or h6
    [49, 19],     // rook on b6 or g6
    [43, 38],     // rook on c6 or f6
    [43, 32],     // rook on d6 or e6
    [-40, 79],    // rook on a7 or h7
    [-30, 74],    // rook on b7 or g7
    [12, 63],     // rook on c7 or f7
    [8, 64],      // rook on d7 or e7
    [3, 57],      // rook on a8 or h8
    [70, 41],     // rook on b8 or g8
    [58, 39],     // rook on c8 or f8
    [26, 48],     // rook on d8 or e8
    [91, 107],    // queen on a1 or h1
    [83, 82],     // queen on b1 or g1
    [68, 138],    // queen on c1 or f1
    [86, 123],    // queen on d1 or e1
    [76, 170],    // queen on a2 or h2
    [100, 133],   // queen on b2 or g2
    [101, 133],   // queen on c2 or f2
    [98, 158],    // queen on d2 or e2
    [84, 187],    // queen on a3 or h3
    [91, 200],    // queen on b3 or g3
    [81, 246],    // queen on c3 or f3
    [80, 232],    // queen on d3 or e3
    [90, 160],    // queen on a4 or h4
    [89, 217],    // queen on b4 or g4
    [82, 274],    // queen on c4 or f4
    [73, 317],    // queen on d4 or e4
    [103, 185],   // queen on a5 or h5
    [75, 248],    // queen on b5 or g5
    [72, 289],    // queen on c5 or f5
    [71, 314],    // queen on d5 or e5
    [78, 204],    // queen on a6 or h6
    [84, 244],    // queen on b6 or g6
    [86, 282],    // queen on c6 or f6
    [94, 273],    // queen on d6 or e6
    [95, 199],    // queen on a7 or h7
    [58, 246],    // queen on b7 or g7
    [104, 246],   // queen on c7 or f7
    [84, 260],    // queen on d7 or e7
    [98, 204],    // queen on a8 or h8
    [96, 195],    // queen on b8 or g8
    [124, 204],   // queen on c8 or f8
    [254, 116],   // queen on d8 or e8
    [-15, -12],   // king on a1 or h1
    [25, -14],    // king on b1 or g1
    [-14, -8],    // king on c1 or f1
    [-15, -16],   // king on d1 or e1
    [-7, -6],     // king on a2 or h2
    [14, 1],      // king on b2 or g2
    [-7, 9],      // king on c2 or f2
    [-32, 12],    // king on d2 or e2
    [-27, -7],    // king on a3 or h3
    [15, 9],      // king on b3 or g3
    [-12, 25],    // king on c3 or f3
    [-50, 31],    // king on d3 or e3
    [-32, -5],    // king on a4 or h4
    [15, 15],     // king on b4 or g4
    [-25, 37],    // king on c4 or f4
    [-63, 42],    // king on d4 or e4
    [86, -21],    // king on a5 or h5
    [74, 17],     // king on b5 or g5
    [-34, 38],    // king on c5 or f5
    [-37, 47],    // king on d5 or e5
    [-73, 24],    // king on a6 or h6
    [37, 32],     // king on b6 or g6
    [17, 34],     // king on c6 or f6
    [-37, 47],    // king on d6 or e6
    [-16, -13],   // king on a7 or h7
    [1, 31],      // king on b7 or g7
    [51, 30],     // king on c7 or f7
    [104, 22],    // king on d7 or e7
    [84, -140],   // king on a8 or h8
    [90, 5],      // king on b8 or g8
    [182, -17],   // king on c8 or f8
    [333, -44],   // king on d8 or e8
    [53, -158],   // knight mobility 0
    [62, -92],    // knight mobility 1
    [71, -75],    // knight mobility 2
    [79, -65],    // knight mobility 3
    [84, -65],    // knight mobility 4
    [85, -60],    // knight mobility 5
    [92, -64],    // knight mobility 6
    [103, -79],   // knight mobility 7
    [106, -92],   // knight mobility 8
    [81, -67],    // bishop mobility 0
    [95, -13],    // bishop mobility 1
    [103, -8],    // bishop mobility 2
    [107, 4],     // bishop mobility 3
    [111, 11],    // bishop mobility 4
    [115, 13],    // bishop mobility 5
    [112, 15],    // bishop mobility 6
    [112, 14],    // bishop mobility 7
    [108, 15],    // bishop mobility 8
    [114, 11],    // bishop mobility 9
    [121, 2],     // bishop mobility 10
    [116, 9],     // bishop mobility 11
    [159, -41],   // bishop mobility 12
    [104, 10],    // bishop mobility 13
    [63, -74],    // rook mobility 0
    [78, -61],    // rook mobility 1
    [84, -51],    // rook mobility 2
    [89, -33],    // rook mobility 3
    [90, -22],    // rook mobility 4
    [93, -14],    // rook mobility 5
    [93, -10],    // rook mobility 6
    [98, -9],     // rook mobility 7
    [99, -7],     // rook mobility 8
    [108, -8],    // rook mobility 9
    [109, -11],   // rook mobility 10
    [106, -2],    // rook mobility 11
    [91, 4],      // rook mobility 12
    [108, 4],     // rook mobility 13
    [189, -36],   // rook mobility 14
    [177, -139],  // queen mobility 0
    [183, -206],  // queen mobility 1
    [189, -215],  // queen mobility 2
    [188, -223],  // queen mobility 3
    [191, -199],  // queen mobility 4
    [194, -198],  // queen mobility 5
    [196, -178],  // queen mobility 6
    [199, -167],  // queen mobility 7
    [203, -162],  // queen mobility 8
    [205, -164],  // queen mobility 9
    [206, -161],  // queen mobility 10
    [210, -163],  // queen mobility 11
    [217, -164],  // queen mobility 12
    [219, -155],  // queen mobility 13
    [221, -175],  // queen mobility 14
    [225, -183],  // queen mobility 15
    [236, -196],  // queen mobility 16
    [252, -218],  // queen mobility 17
    [252, -246],  // queen mobility 18
    [290, -278],  // queen mobility 19
    [314, -315],  // queen mobility 20
    [466, -465],  // queen mobility 21
    [359, -381],  // queen mobility 22
    [493, -534],  // queen mobility 23
    [301, -414],  // queen mobility 24
    [304, -501],  // queen mobility 25
    [243, -365],  // queen mobility 26
    [201, -525],  // queen mobility 27
    [-2, 16],     // passed pawn on rank 2
    [5, 1],       // passed pawn on rank 3
    [27, -6],     // passed pawn on rank 4
    [67, -2],     // passed pawn on rank 5
    [131, 10],    // passed pawn on rank 6
    [275, 33],    // passed pawn on rank 7
    [46, -45],    // 0 attacks on the enemy king zone
    [53, -29],    // 1 attacks on the enemy king zone
    [69, -16],    // 2 attacks on the enemy king zone
    [87, 0],      // 3 attacks on the enemy king zone
    [125, -25],   // 4 attacks on the enemy king zone
    [173, 0],     // 5 attacks on the enemy king zone
    [206, 11],    // 6 attacks on the enemy king zone
    [253, -22],   // 7 attacks on the enemy king zone
    [370, -114],  // 8 attacks on the enemy king zone
    [386, -68],   // 9 attacks on the enemy king zone
    [529, -93],   // 10 attacks on the enemy king zone
    [589, -128],  // 11 attacks on the enemy king zone
    [724, -142],  // 12 attacks on the enemy king zone
    [845, -169],  // 13 attacks on the enemy king zone
    [980, -196],  // 14 attacks on the enemy king zone
    [1125, -225], // 15 attacks on the enemy king zone
    [-42, 33],    // pawn storm 1 ranks from the king
    [16, -6],     // pawn storm 2 ranks from the king
    [0, 4],       // pawn storm 3 ranks from the king
    [0, 1],       // pawn storm 4 ranks from the king
    [-47, 11],    // 0 attacks on the enemy king zone without a queen
    [-31, 4],     // 1 attacks on the enemy king zone without a queen
    [-29, 11],    // 2 attacks on the enemy king zone without a queen
    [-8, 11],     // 3 attacks on the enemy king zone without a queen
    [37, -1],     // 4 attacks on the enemy king zone without a queen
    [90, -18],    // 5 attacks on the enemy king zone without a queen
    [148, -22],   // 6 attacks on the enemy king zone without a queen
    [197, -34],   // 7 attacks on the enemy king zone without a queen
    [331, -128],  // 8 attacks on the enemy king zone without a queen
    [358, -98],   // 9 attacks on the enemy king zone without a queen
    [529, -92],   // 10 attacks on the enemy king zone without a queen
    [590, -128],  // 11 attacks on the enemy king zone without a queen
    [724, -142],  // 12 attacks on the enemy king zone without a queen
    [845, -169],  // 13 attacks on the enemy king zone without a queen
    [980, -196],  // 14 attacks on the enemy king zone without a queen
    [1125, -225], // 15 attacks on the enemy king zone without a queen
];
