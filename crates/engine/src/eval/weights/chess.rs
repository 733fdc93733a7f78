//! Tuned by `menagerie tune -v chess --data <file> --iterations 2000 --ridge 0.0000000001 --lambda 0.5` over 1499528 positions
//! from `menagerie selfplay` (mean squared error 0.025367 -> 0.025251, k 0.900).
pub const WEIGHTS: [[i32; 2]; 325] = [
    [90, 110],    // pawn
    [320, 300],   // knight
    [330, 320],   // bishop
    [480, 540],   // rook
    [950, 980],   // queen
    [-4, -2],     // doubled pawn
    [-10, -8],    // isolated pawn
    [40, 89],     // bishop pair
    [50, -15],    // rook open file
    [23, 18],     // rook half-open file
    [16, -13],    // king pawn shield
    [5, 5],       // king zone attacked by a knight
    [1, 3],       // king zone attacked by a bishop
    [16, -1],     // king zone attacked by a rook
    [9, -15],     // king zone attacked by a queen
    [24, 7],      // tempo
    [15, 12],     // pawn supported by a pawn
    [71, 22],     // piece attacked by a pawn
    [54, 17],     // rook or queen attacked by a minor piece
    [74, 21],     // queen attacked by a rook
    [23, 23],     // piece attacked and undefended
    [65, -8],     // safe knight check
    [16, 9],      // safe bishop check
    [72, -11],    // safe rook check
    [36, -6],     // safe queen check
    [8, 7],       // passed pawn's stop square empty, by advance
    [-3, 9],      // enemy king's distance to a passed pawn's stop square, by advance
    [-3, -4],     // own king's distance to a passed pawn's stop square, by advance
    [23, 20],     // knight outpost
    [15, 6],      // bishop outpost
    [66, -25],    // rook on the seventh rank
    [-5, -13],    // backward pawn
    [9, 15],      // pawn beside a pawn
    [-11, -14],   // file by the king without a pawn of its side
    [17, 6],      // piece a safe pawn push would attack
    [-7, 17],     // pawn storm blocked by a pawn
    [-5, -1],     // own pawn on the bishop's square colour
    [3, 18],      // knight or bishop behind a pawn
    [15, 10],     // rook behind a passed pawn of its side
    [10, -4],     // weak square by the king
    [-5, -2],     // king's distance to its nearest pawn
    [-5, 4],      // pawn on a1 or h1
    [0, 0],       // pawn on b1 or g1
    [5, -4],      // pawn on c1 or f1
    [10, -8],     // pawn on d1 or e1
    [-8, -18],    // pawn on a2 or h2
    [16, -20],    // pawn on b2 or g2
    [-4, -21],    // pawn on c2 or f2
    [-16, -7],    // pawn on d2 or e2
    [3, -18],     // pawn on a3 or h3
    [8, -19],     // pawn on b3 or g3
    [-4, -20],    // pawn on c3 or f3
    [-19, -6],    // pawn on d3 or e3
    [-10, -16],   // pawn on a4 or h4
    [-3, -10],    // pawn on b4 or g4
    [7, -26],     // pawn on c4 or f4
    [10, -22],    // pawn on d4 or e4
    [10, -9],     // pawn on a5 or h5
    [16, -8],     // pawn on b5 or g5
    [9, -23],     // pawn on c5 or f5
    [16, -24],    // pawn on d5 or e5
    [-1, 28],     // pawn on a6 or h6
    [9, 36],      // pawn on b6 or g6
    [-16, 20],    // pawn on c6 or f6
    [1, 33],      // pawn on d6 or e6
    [96, -8],     // pawn on a7 or h7
    [-11, 55],    // pawn on b7 or g7
    [5, 40],      // pawn on c7 or f7
    [-39, 65],    // pawn on d7 or e7
    [-33, 81],    // pawn on a8 or h8
    [-28, 77],    // pawn on b8 or g8
    [-23, 73],    // pawn on c8 or f8
    [-18, 69],    // pawn on d8 or e8
    [-11, 33],    // knight on a1 or h1
    [9, 40],      // knight on b1 or g1
    [16, 48],     // knight on c1 or f1
    [1, 48],      // knight on d1 or e1
    [10, 33],     // knight on a2 or h2
    [51, 26],     // knight on b2 or g2
    [19, 66],     // knight on c2 or f2
    [35, 68],     // knight on d2 or e2
    [15, 57],     // knight on a3 or h3
    [40, 64],     // knight on b3 or g3
    [29, 89],     // knight on c3 or f3
    [51, 88],     // knight on d3 or e3
    [39, 48],     // knight on a4 or h4
    [52, 62],     // knight on b4 or g4
    [59, 89],     // knight on c4 or f4
    [60, 101],    // knight on d4 or e4
    [53, 51],     // knight on a5 or h5
    [48, 75],     // knight on b5 or g5
    [56, 99],     // knight on c5 or f5
    [60, 98],     // knight on d5 or e5
    [28, 44],     // knight on a6 or h6
    [70, 55],     // knight on b6 or g6
    [73, 97],     // knight on c6 or f6
    [91, 85],     // knight on d6 or e6
    [5, 70],      // knight on a7 or h7
    [21, 73],     // knight on b7 or g7
    [50, 71],     // knight on c7 or f7
    [62, 63],     // knight on d7 or e7
    [-56, 36],    // knight on a8 or h8
    [3, 52],      // knight on b8 or g8
    [-87, 68],    // knight on c8 or f8
    [158, 5],     // knight on d8 or e8
    [-7, -23],    // bishop on a1 or h1
    [22, -48],    // bishop on b1 or g1
    [2, -27],     // bishop on c1 or f1
    [16, -17],    // bishop on d1 or e1
    [19, -16],    // bishop on a2 or h2
    [26, -29],    // bishop on b2 or g2
    [28, -15],    // bishop on c2 or f2
    [24, -16],    // bishop on d2 or e2
    [15, -31],    // bishop on a3 or h3
    [23, -6],     // bishop on b3 or g3
    [30, -16],    // bishop on c3 or f3
    [16, -4],     // bishop on d3 or e3
    [41, -33],    // bishop on a4 or h4
    [31, -16],    // bishop on b4 or g4
    [34, 9],      // bishop on c4 or f4
    [29, 0],      // bishop on d4 or e4
    [19, -17],    // bishop on a5 or h5
    [27, -2],     // bishop on b5 or g5
    [38, -18],    // bishop on c5 or f5
    [28, 3],      // bishop on d5 or e5
    [-3, -10],    // bishop on a6 or h6
    [42, -9],     // bishop on b6 or g6
    [50, -19],    // bishop on c6 or f6
    [68, -16],    // bishop on d6 or e6
    [-11, -10],   // bishop on a7 or h7
    [13, 0],      // bishop on b7 or g7
    [38, -10],    // bishop on c7 or f7
    [20, 3],      // bishop on d7 or e7
    [10, -28],    // bishop on a8 or h8
    [35, -30],    // bishop on b8 or g8
    [-112, 11],   // bishop on c8 or f8
    [-3, -8],     // bishop on d8 or e8
    [-17, 29],    // rook on a1 or h1
    [-15, 27],    // rook on b1 or g1
    [8, 14],      // rook on c1 or f1
    [9, 10],      // rook on d1 or e1
    [-40, 12],    // rook on a2 or h2
    [-12, 14],    // rook on b2 or g2
    [-13, 19],    // rook on c2 or f2
    [12, 9],      // rook on d2 or e2
    [-34, 37],    // rook on a3 or h3
    [-13, 26],    // rook on b3 or g3
    [-8, 32],     // rook on c3 or f3
    [-8, 35],     // rook on d3 or e3
    [-33, 41],    // rook on a4 or h4
    [0, 45],      // rook on b4 or g4
    [-3, 37],     // rook on c4 or f4
    [-5, 47],     // rook on d4 or e4
    [-6, 56],     // rook on a5 or h5
    [-1, 51],     // rook on b5 or g5
    [55, 40],     // rook on c5 or f5
    [49, 41],     // rook on d5 or e5
    [-12, 61],    // rook on a6 or h6
    [23, 54],     // rook on b6 or g6
    [45, 41],     // rook on c6 or f6
    [27, 47],     // rook on d6 or e6
    [-52, 82],    // rook on a7 or h7
    [-9, 73],     // rook on b7 or g7
    [-8, 68],     // rook on c7 or f7
    [13, 70],     // rook on d7 or e7
    [-24, 64],    // rook on a8 or h8
    [61, 34],     // rook on b8 or g8
    [61, 39],     // rook on c8 or f8
    [50, 36],     // rook on d8 or e8
    [53, 155],    // queen on a1 or h1
    [71, 53],     // queen on b1 or g1
    [59, 107],    // queen on c1 or f1
    [64, 132],    // queen on d1 or e1
    [53, 142],    // queen on a2 or h2
    [65, 144],    // queen on b2 or g2
    [72, 166],    // queen on c2 or f2
    [73, 175],    // queen on d2 or e2
    [63, 218],    // queen on a3 or h3
    [69, 186],    // queen on b3 or g3
    [56, 252],    // queen on c3 or f3
    [58, 252],    // queen on d3 or e3
    [61, 185],    // queen on a4 or h4
    [57, 244],    // queen on b4 or g4
    [47, 282],    // queen on c4 or f4
    [56, 331],    // queen on d4 or e4
    [75, 197],    // queen on a5 or h5
    [49, 294],    // queen on b5 or g5
    [45, 325],    // queen on c5 or f5
    [57, 332],    // queen on d5 or e5
    [28, 223],    // queen on a6 or h6
    [56, 258],    // queen on b6 or g6
    [59, 310],    // queen on c6 or f6
    [80, 290],    // queen on d6 or e6
    [54, 230],    // queen on a7 or h7
    [18, 291],    // queen on b7 or g7
    [85, 260],    // queen on c7 or f7
    [82, 243],    // queen on d7 or e7
    [81, 199],    // queen on a8 or h8
    [96, 190],    // queen on b8 or g8
    [68, 211],    // queen on c8 or f8
    [238, 75],    // queen on d8 or e8
    [-21, -5],    // king on a1 or h1
    [4, -4],      // king on b1 or g1
    [-27, 7],     // king on c1 or f1
    [-31, -5],    // king on d1 or e1
    [-14, -8],    // king on a2 or h2
    [-23, 14],    // king on b2 or g2
    [-29, 14],    // king on c2 or f2
    [-43, 15],    // king on d2 or e2
    [-15, -1],    // king on a3 or h3
    [-3, 13],     // king on b3 or g3
    [-23, 21],    // king on c3 or f3
    [-37, 24],    // king on d3 or e3
    [-11, -1],    // king on a4 or h4
    [-12, 18],    // king on b4 or g4
    [-38, 26],    // king on c4 or f4
    [-40, 28],    // king on d4 or e4
    [69, -16],    // king on a5 or h5
    [74, 14],     // king on b5 or g5
    [35, 26],     // king on c5 or f5
    [-12, 26],    // king on d5 or e5
    [-51, 14],    // king on a6 or h6
    [22, 24],     // king on b6 or g6
    [34, 24],     // king on c6 or f6
    [-23, 28],    // king on d6 or e6
    [34, -3],     // king on a7 or h7
    [25, 12],     // king on b7 or g7
    [33, 21],     // king on c7 or f7
    [110, 10],    // king on d7 or e7
    [146, -76],   // king on a8 or h8
    [88, -32],    // king on b8 or g8
    [152, -3],    // king on c8 or f8
    [258, -17],   // king on d8 or e8
    [43, -137],   // knight mobility 0
    [52, -89],    // knight mobility 1
    [64, -73],    // knight mobility 2
    [73, -72],    // knight mobility 3
    [83, -70],    // knight mobility 4
    [89, -70],    // knight mobility 5
    [95, -75],    // knight mobility 6
    [102, -87],   // knight mobility 7
    [121, -115],  // knight mobility 8
    [53, -59],    // bishop mobility 0
    [71, -15],    // bishop mobility 1
    [76, -8],     // bishop mobility 2
    [82, 3],      // bishop mobility 3
    [89, 13],     // bishop mobility 4
    [93, 18],     // bishop mobility 5
    [96, 19],     // bishop mobility 6
    [95, 23],     // bishop mobility 7
    [95, 26],     // bishop mobility 8
    [108, 13],    // bishop mobility 9
    [111, 10],    // bishop mobility 10
    [125, 9],     // bishop mobility 11
    [180, -29],   // bishop mobility 12
    [82, 8],      // bishop mobility 13
    [37, -70],    // rook mobility 0
    [53, -51],    // rook mobility 1
    [59, -28],    // rook mobility 2
    [67, -20],    // rook mobility 3
    [70, -11],    // rook mobility 4
    [73, 1],      // rook mobility 5
    [74, 4],      // rook mobility 6
    [82, 3],      // rook mobility 7
    [82, 11],     // rook mobility 8
    [89, 8],      // rook mobility 9
    [91, 11],     // rook mobility 10
    [98, 10],     // rook mobility 11
    [98, 13],     // rook mobility 12
    [101, 12],    // rook mobility 13
    [165, -16],   // rook mobility 14
    [151, -57],   // queen mobility 0
    [156, -130],  // queen mobility 1
    [158, -159],  // queen mobility 2
    [164, -207],  // queen mobility 3
    [166, -176],  // queen mobility 4
    [170, -177],  // queen mobility 5
    [175, -166],  // queen mobility 6
    [178, -154],  // queen mobility 7
    [181, -144],  // queen mobility 8
    [185, -163],  // queen mobility 9
    [190, -155],  // queen mobility 10
    [187, -146],  // queen mobility 11
    [195, -163],  // queen mobility 12
    [195, -154],  // queen mobility 13
    [205, -185],  // queen mobility 14
    [202, -174],  // queen mobility 15
    [211, -192],  // queen mobility 16
    [228, -219],  // queen mobility 17
    [235, -252],  // queen mobility 18
    [246, -269],  // queen mobility 19
    [287, -312],  // queen mobility 20
    [441, -476],  // queen mobility 21
    [309, -374],  // queen mobility 22
    [389, -519],  // queen mobility 23
    [251, -412],  // queen mobility 24
    [250, -506],  // queen mobility 25
    [235, -368],  // queen mobility 26
    [189, -519],  // queen mobility 27
    [-14, 24],    // passed pawn on rank 2
    [-4, 8],      // passed pawn on rank 3
    [26, 19],     // passed pawn on rank 4
    [68, 43],     // passed pawn on rank 5
    [147, 38],    // passed pawn on rank 6
    [251, 98],    // passed pawn on rank 7
    [9, -6],      // 0 attacks on the enemy king zone
    [6, -6],      // 1 attacks on the enemy king zone
    [17, -1],     // 2 attacks on the enemy king zone
    [40, 0],      // 3 attacks on the enemy king zone
    [81, -9],     // 4 attacks on the enemy king zone
    [133, -23],   // 5 attacks on the enemy king zone
    [167, -24],   // 6 attacks on the enemy king zone
    [227, -36],   // 7 attacks on the enemy king zone
    [339, -131],  // 8 attacks on the enemy king zone
    [388, -58],   // 9 attacks on the enemy king zone
    [529, -84],   // 10 attacks on the enemy king zone
    [592, -127],  // 11 attacks on the enemy king zone
    [723, -142],  // 12 attacks on the enemy king zone
    [845, -169],  // 13 attacks on the enemy king zone
    [980, -196],  // 14 attacks on the enemy king zone
    [1125, -225], // 15 attacks on the enemy king zone
    [-38, 11],    // pawn storm 1 ranks from the king
    [21, -7],     // pawn storm 2 ranks from the king
    [5, 2],       // pawn storm 3 ranks from the king
    [4, -4],      // pawn storm 4 ranks from the king
];
