//! The former hand-set evaluation written out term by term (a King's race table, material
//! on the board and in reserve); `menagerie tune -v mountain --write` replaces it.
pub const WEIGHTS: [[i32; 2]; 65] = [
    [0, 0],       // king
    [90, 90],     // queen
    [80, 80],     // marshal
    [70, 70],     // cardinal
    [35, 35],     // bishop
    [50, 50],     // rook
    [30, 30],     // knight
    [35, 35],     // kangaroo
    [40, 40],     // cannon
    [30, 30],     // archer
    [25, 25],     // giant
    [15, 15],     // hero
    [0, 0],       // king in reserve
    [67, 67],     // queen in reserve
    [60, 60],     // marshal in reserve
    [52, 52],     // cardinal in reserve
    [26, 26],     // bishop in reserve
    [37, 37],     // rook in reserve
    [22, 22],     // knight in reserve
    [26, 26],     // kangaroo in reserve
    [30, 30],     // cannon in reserve
    [22, 22],     // archer in reserve
    [18, 18],     // giant in reserve
    [11, 11],     // hero in reserve
    [6624, 6624], // king on j10
    [6300, 6300], // king 1 step from j10
    [5984, 5984], // king 2 steps from j10
    [5676, 5676], // king 3 steps from j10
    [5376, 5376], // king 4 steps from j10
    [5084, 5084], // king 5 steps from j10
    [4800, 4800], // king 6 steps from j10
    [4524, 4524], // king 7 steps from j10
    [4256, 4256], // king 8 steps from j10
    [3996, 3996], // king 9 steps from j10
    [3744, 3744], // king 10 steps from j10
    [3500, 3500], // king 11 steps from j10
    [3264, 3264], // king 12 steps from j10
    [3036, 3036], // king 13 steps from j10
    [2816, 2816], // king 14 steps from j10
    [2604, 2604], // king 15 steps from j10
    [2400, 2400], // king 16 steps from j10
    [2204, 2204], // king 17 steps from j10
    [2016, 2016], // king 18 steps from j10
    [1836, 1836], // king 19 steps from j10
    [1664, 1664], // king 20 steps from j10
    [1500, 1500], // king 21 steps from j10
    [1344, 1344], // king 22 steps from j10
    [1196, 1196], // king 23 steps from j10
    [1056, 1056], // king 24 steps from j10
    [924, 924],   // king 25 steps from j10
    [800, 800],   // king 26 steps from j10
    [684, 684],   // king 27 steps from j10
    [576, 576],   // king 28 steps from j10
    [476, 476],   // king 29 steps from j10
    [384, 384],   // king 30 steps from j10
    [300, 300],   // king 31 steps from j10
    [224, 224],   // king 32 steps from j10
    [156, 156],   // king 33 steps from j10
    [96, 96],     // king 34 steps from j10
    [44, 44],     // king 35 steps from j10
    [0, 0],       // king 36+ steps from j10 or cut off
    [-624, -624], // j10 guarded, king 1 step away
    [-608, -608], // j10 guarded, king 2 steps away
    [-592, -592], // j10 guarded, king 3 steps away
    [2000, 2000], // turn held on j10
];
