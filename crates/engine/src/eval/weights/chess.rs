//! Tuned by `menagerie tune -v chess --data <file> --iterations 2000 --ridge 0.0000000001 --lambda 0.5` over 1976948 positions
//! from `menagerie selfplay` (mean squared error 0.025446 -> 0.025121, k 0.954).
pub const WEIGHTS: [[i32; 2]; 349] = [
    [90, 110],    // pawn
    [320, 300],   // knight
    [330, 320],   // bishop
    [480, 540],   // rook
    [950, 980],   // queen
    [-7, 2],      // doubled pawn
    [-10, -8],    // isolated pawn
    [47, 77],     // bishop pair
    [51, -11],    // rook open file
    [21, 24],     // rook half-open file
    [13, -12],    // king pawn shield
    [6, 2],       // king zone attacked by a knight
    [10, -2],     // king zone attacked by a bishop
    [25, -3],     // king zone attacked by a rook
    [20, 1],      // king zone attacked by a queen
    [24, 8],      // tempo
    [16, 12],     // pawn supported by a pawn
    [71, 30],     // piece attacked by a pawn
    [55, 16],     // rook or queen attacked by a minor piece
    [75, 20],     // queen attacked by a rook
    [24, 19],     // piece attacked and undefended
    [62, -7],     // safe knight check
    [18, 7],      // safe bishop check
    [78, -11],    // safe rook check
    [33, 3],      // safe queen check
    [7, 6],       // passed pawn's stop square empty, by advance
    [-2, 9],      // enemy king's distance to a passed pawn's stop square, by advance
    [-3, -3],     // own king's distance to a passed pawn's stop square, by advance
    [22, 18],     // knight outpost
    [23, 8],      // bishop outpost
    [72, -31],    // rook on the seventh rank
    [-6, -14],    // backward pawn
    [10, 13],     // pawn beside a pawn
    [-14, -12],   // file by the king without a pawn of its side
    [22, 6],      // piece a safe pawn push would attack
    [-5, 20],     // pawn storm blocked by a pawn
    [-6, -2],     // own pawn on the bishop's square colour
    [1, 22],      // knight or bishop behind a pawn
    [15, 16],     // rook behind a passed pawn of its side
    [10, -3],     // weak square by the king
    [-8, -2],     // king's distance to its nearest pawn
    [1, -4],      // square of the enemy king's flank attacked
    [4, 0],       // square of the enemy king's flank attacked twice
    [-1, 10],     // space
    [-18, 17],    // passed pawn's way on unattacked, by advance
    [6, 8],       // passed pawn's stop square guarded, by advance
    [7, 7],       // unsafe check
    [-1, -1],     // knight or bishop's distance to its own king
    [-8, -19],    // king on a flank without pawns
    [-5, 4],      // pawn on a1 or h1
    [0, 0],       // pawn on b1 or g1
    [5, -4],      // pawn on c1 or f1
    [10, -8],     // pawn on d1 or e1
    [-11, -17],   // pawn on a2 or h2
    [15, -20],    // pawn on b2 or g2
    [-6, -5],     // pawn on c2 or f2
    [-18, 7],     // pawn on d2 or e2
    [0, -17],     // pawn on a3 or h3
    [4, -17],     // pawn on b3 or g3
    [-7, -15],    // pawn on c3 or f3
    [-20, -4],    // pawn on d3 or e3
    [-11, -13],   // pawn on a4 or h4
    [-5, -20],    // pawn on b4 or g4
    [7, -35],     // pawn on c4 or f4
    [11, -47],    // pawn on d4 or e4
    [7, -7],      // pawn on a5 or h5
    [16, -20],    // pawn on b5 or g5
    [13, -48],    // pawn on c5 or f5
    [18, -60],    // pawn on d5 or e5
    [19, 13],     // pawn on a6 or h6
    [10, 16],     // pawn on b6 or g6
    [-8, -2],     // pawn on c6 or f6
    [5, -13],     // pawn on d6 or e6
    [106, -13],   // pawn on a7 or h7
    [1, 30],      // pawn on b7 or g7
    [-5, 37],     // pawn on c7 or f7
    [-38, 40],    // pawn on d7 or e7
    [-33, 81],    // pawn on a8 or h8
    [-28, 77],    // pawn on b8 or g8
    [-23, 73],    // pawn on c8 or f8
    [-18, 69],    // pawn on d8 or e8
    [8, 29],      // knight on a1 or h1
    [15, 27],     // knight on b1 or g1
    [28, 39],     // knight on c1 or f1
    [29, 31],     // knight on d1 or e1
    [22, 23],     // knight on a2 or h2
    [56, 31],     // knight on b2 or g2
    [30, 61],     // knight on c2 or f2
    [39, 63],     // knight on d2 or e2
    [20, 58],     // knight on a3 or h3
    [46, 62],     // knight on b3 or g3
    [35, 80],     // knight on c3 or f3
    [52, 84],     // knight on d3 or e3
    [49, 52],     // knight on a4 or h4
    [51, 64],     // knight on b4 or g4
    [62, 90],     // knight on c4 or f4
    [55, 95],     // knight on d4 or e4
    [52, 57],     // knight on a5 or h5
    [45, 75],     // knight on b5 or g5
    [52, 98],     // knight on c5 or f5
    [54, 101],    // knight on d5 or e5
    [12, 51],     // knight on a6 or h6
    [55, 58],     // knight on b6 or g6
    [67, 96],     // knight on c6 or f6
    [80, 104],    // knight on d6 or e6
    [29, 54],     // knight on a7 or h7
    [12, 74],     // knight on b7 or g7
    [46, 81],     // knight on c7 or f7
    [58, 71],     // knight on d7 or e7
    [-89, 51],    // knight on a8 or h8
    [-13, 41],    // knight on b8 or g8
    [-90, 66],    // knight on c8 or f8
    [146, 26],    // knight on d8 or e8
    [9, -37],     // bishop on a1 or h1
    [25, -47],    // bishop on b1 or g1
    [6, -32],     // bishop on c1 or f1
    [14, -19],    // bishop on d1 or e1
    [26, -22],    // bishop on a2 or h2
    [30, -39],    // bishop on b2 or g2
    [30, -23],    // bishop on c2 or f2
    [27, -24],    // bishop on d2 or e2
    [20, -35],    // bishop on a3 or h3
    [21, -1],     // bishop on b3 or g3
    [38, -17],    // bishop on c3 or f3
    [18, -6],     // bishop on d3 or e3
    [40, -40],    // bishop on a4 or h4
    [29, -16],    // bishop on b4 or g4
    [37, 2],      // bishop on c4 or f4
    [39, -7],     // bishop on d4 or e4
    [32, -23],    // bishop on a5 or h5
    [38, -8],     // bishop on b5 or g5
    [42, -19],    // bishop on c5 or f5
    [34, 7],      // bishop on d5 or e5
    [6, -11],     // bishop on a6 or h6
    [37, -7],     // bishop on b6 or g6
    [49, -7],     // bishop on c6 or f6
    [66, -13],    // bishop on d6 or e6
    [14, -18],    // bishop on a7 or h7
    [13, 8],      // bishop on b7 or g7
    [36, -10],    // bishop on c7 or f7
    [18, 5],      // bishop on d7 or e7
    [7, -28],     // bishop on a8 or h8
    [1, -12],     // bishop on b8 or g8
    [-108, 16],   // bishop on c8 or f8
    [-6, -7],     // bishop on d8 or e8
    [-7, 21],     // rook on a1 or h1
    [-5, 18],     // rook on b1 or g1
    [18, 4],      // rook on c1 or f1
    [14, 6],      // rook on d1 or e1
    [-31, 5],     // rook on a2 or h2
    [1, 2],       // rook on b2 or g2
    [-19, 14],    // rook on c2 or f2
    [16, -2],     // rook on d2 or e2
    [-17, 25],    // rook on a3 or h3
    [1, 14],      // rook on b3 or g3
    [-7, 24],     // rook on c3 or f3
    [-16, 34],    // rook on d3 or e3
    [-20, 45],    // rook on a4 or h4
    [-6, 42],     // rook on b4 or g4
    [0, 37],      // rook on c4 or f4
    [-6, 46],     // rook on d4 or e4
    [4, 49],      // rook on a5 or h5
    [16, 45],     // rook on b5 or g5
    [57, 39],     // rook on c5 or f5
    [38, 36],     // rook on d5 or e5
    [17, 48],     // rook on a6 or h6
    [33, 43],     // rook on b6 or g6
    [40, 38],     // rook on c6 or f6
    [47, 33],     // rook on d6 or e6
    [-39, 77],    // rook on a7 or h7
    [-14, 71],    // rook on b7 or g7
    [7, 67],      // rook on c7 or f7
    [-3, 73],     // rook on d7 or e7
    [-12, 62],    // rook on a8 or h8
    [65, 40],     // rook on b8 or g8
    [45, 42],     // rook on c8 or f8
    [28, 49],     // rook on d8 or e8
    [83, 107],    // queen on a1 or h1
    [87, 79],     // queen on b1 or g1
    [81, 124],    // queen on c1 or f1
    [90, 127],    // queen on d1 or e1
    [73, 175],    // queen on a2 or h2
    [103, 127],   // queen on b2 or g2
    [98, 151],    // queen on c2 or f2
    [97, 168],    // queen on d2 or e2
    [85, 189],    // queen on a3 or h3
    [87, 194],    // queen on b3 or g3
    [78, 246],    // queen on c3 or f3
    [81, 242],    // queen on d3 or e3
    [88, 158],    // queen on a4 or h4
    [83, 220],    // queen on b4 or g4
    [73, 274],    // queen on c4 or f4
    [77, 321],    // queen on d4 or e4
    [100, 172],   // queen on a5 or h5
    [64, 259],    // queen on b5 or g5
    [80, 292],    // queen on c5 or f5
    [71, 315],    // queen on d5 or e5
    [63, 200],    // queen on a6 or h6
    [78, 255],    // queen on b6 or g6
    [85, 288],    // queen on c6 or f6
    [92, 274],    // queen on d6 or e6
    [93, 187],    // queen on a7 or h7
    [51, 243],    // queen on b7 or g7
    [109, 239],   // queen on c7 or f7
    [84, 261],    // queen on d7 or e7
    [91, 202],    // queen on a8 or h8
    [109, 196],   // queen on b8 or g8
    [111, 196],   // queen on c8 or f8
    [260, 104],   // queen on d8 or e8
    [-13, -17],   // king on a1 or h1
    [23, -19],    // king on b1 or g1
    [-7, -7],     // king on c1 or f1
    [-13, -16],   // king on d1 or e1
    [-6, -18],    // king on a2 or h2
    [-4, 4],      // king on b2 or g2
    [-9, 8],      // king on c2 or f2
    [-27, 6],     // king on d2 or e2
    [-30, -4],    // king on a3 or h3
    [11, 16],     // king on b3 or g3
    [-15, 26],    // king on c3 or f3
    [-33, 29],    // king on d3 or e3
    [-35, 1],     // king on a4 or h4
    [21, 21],     // king on b4 or g4
    [-36, 35],    // king on c4 or f4
    [-57, 40],    // king on d4 or e4
    [67, -14],    // king on a5 or h5
    [74, 16],     // king on b5 or g5
    [-24, 46],    // king on c5 or f5
    [-33, 44],    // king on d5 or e5
    [-76, 15],    // king on a6 or h6
    [39, 19],     // king on b6 or g6
    [18, 32],     // king on c6 or f6
    [-35, 42],    // king on d6 or e6
    [-12, -3],    // king on a7 or h7
    [-3, 36],     // king on b7 or g7
    [44, 32],     // king on c7 or f7
    [109, 20],    // king on d7 or e7
    [81, -157],   // king on a8 or h8
    [85, -3],     // king on b8 or g8
    [183, 3],     // king on c8 or f8
    [346, -26],   // king on d8 or e8
    [43, -153],   // knight mobility 0
    [57, -93],    // knight mobility 1
    [67, -72],    // knight mobility 2
    [73, -72],    // knight mobility 3
    [83, -69],    // knight mobility 4
    [88, -69],    // knight mobility 5
    [95, -75],    // knight mobility 6
    [103, -88],   // knight mobility 7
    [117, -109],  // knight mobility 8
    [66, -60],    // bishop mobility 0
    [81, -13],    // bishop mobility 1
    [87, -4],     // bishop mobility 2
    [91, 3],      // bishop mobility 3
    [97, 13],     // bishop mobility 4
    [100, 17],    // bishop mobility 5
    [102, 15],    // bishop mobility 6
    [104, 18],    // bishop mobility 7
    [104, 21],    // bishop mobility 8
    [113, 8],     // bishop mobility 9
    [108, 5],     // bishop mobility 10
    [116, 1],     // bishop mobility 11
    [165, -34],   // bishop mobility 12
    [102, -1],    // bishop mobility 13
    [48, -70],    // rook mobility 0
    [63, -65],    // rook mobility 1
    [71, -45],    // rook mobility 2
    [80, -33],    // rook mobility 3
    [81, -19],    // rook mobility 4
    [83, -9],     // rook mobility 5
    [86, -5],     // rook mobility 6
    [91, -6],     // rook mobility 7
    [96, -1],     // rook mobility 8
    [100, -2],    // rook mobility 9
    [101, -2],    // rook mobility 10
    [107, 1],     // rook mobility 11
    [104, 5],     // rook mobility 12
    [92, 10],     // rook mobility 13
    [183, -28],   // rook mobility 14
    [177, -134],  // queen mobility 0
    [182, -206],  // queen mobility 1
    [183, -216],  // queen mobility 2
    [187, -236],  // queen mobility 3
    [192, -196],  // queen mobility 4
    [196, -202],  // queen mobility 5
    [198, -173],  // queen mobility 6
    [202, -167],  // queen mobility 7
    [203, -159],  // queen mobility 8
    [205, -165],  // queen mobility 9
    [209, -163],  // queen mobility 10
    [208, -148],  // queen mobility 11
    [216, -169],  // queen mobility 12
    [209, -151],  // queen mobility 13
    [220, -179],  // queen mobility 14
    [217, -183],  // queen mobility 15
    [228, -202],  // queen mobility 16
    [248, -231],  // queen mobility 17
    [247, -246],  // queen mobility 18
    [290, -281],  // queen mobility 19
    [311, -314],  // queen mobility 20
    [465, -463],  // queen mobility 21
    [357, -381],  // queen mobility 22
    [489, -530],  // queen mobility 23
    [299, -412],  // queen mobility 24
    [303, -499],  // queen mobility 25
    [244, -362],  // queen mobility 26
    [201, -522],  // queen mobility 27
    [-11, 25],    // passed pawn on rank 2
    [-4, 0],      // passed pawn on rank 3
    [25, -5],     // passed pawn on rank 4
    [69, 5],      // passed pawn on rank 5
    [127, 3],     // passed pawn on rank 6
    [263, 39],    // passed pawn on rank 7
    [39, -48],    // 0 attacks on the enemy king zone
    [40, -30],    // 1 attacks on the enemy king zone
    [55, -17],    // 2 attacks on the enemy king zone
    [78, -6],     // 3 attacks on the enemy king zone
    [122, -13],   // 4 attacks on the enemy king zone
    [168, -7],    // 5 attacks on the enemy king zone
    [198, 12],    // 6 attacks on the enemy king zone
    [264, -15],   // 7 attacks on the enemy king zone
    [367, -117],  // 8 attacks on the enemy king zone
    [384, -69],   // 9 attacks on the enemy king zone
    [530, -92],   // 10 attacks on the enemy king zone
    [590, -128],  // 11 attacks on the enemy king zone
    [724, -142],  // 12 attacks on the enemy king zone
    [845, -169],  // 13 attacks on the enemy king zone
    [980, -196],  // 14 attacks on the enemy king zone
    [1125, -225], // 15 attacks on the enemy king zone
    [-42, 22],    // pawn storm 1 ranks from the king
    [23, -1],     // pawn storm 2 ranks from the king
    [4, 7],       // pawn storm 3 ranks from the king
    [3, 1],       // pawn storm 4 ranks from the king
    [-31, 12],    // 0 attacks on the enemy king zone without a queen
    [-18, 6],     // 1 attacks on the enemy king zone without a queen
    [-18, 12],    // 2 attacks on the enemy king zone without a queen
    [-8, 15],     // 3 attacks on the enemy king zone without a queen
    [40, 0],      // 4 attacks on the enemy king zone without a queen
    [94, -16],    // 5 attacks on the enemy king zone without a queen
    [149, -28],   // 6 attacks on the enemy king zone without a queen
    [198, -36],   // 7 attacks on the enemy king zone without a queen
    [330, -131],  // 8 attacks on the enemy king zone without a queen
    [359, -96],   // 9 attacks on the enemy king zone without a queen
    [529, -92],   // 10 attacks on the enemy king zone without a queen
    [590, -128],  // 11 attacks on the enemy king zone without a queen
    [724, -142],  // 12 attacks on the enemy king zone without a queen
    [845, -169],  // 13 attacks on the enemy king zone without a queen
    [980, -196],  // 14 attacks on the enemy king zone without a queen
    [1125, -225], // 15 attacks on the enemy king zone without a queen
];
