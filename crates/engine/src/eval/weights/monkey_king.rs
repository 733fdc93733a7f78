//! Tuned by `menagerie tune -v monkey-king --data <file> --iterations 2000 --ridge 0.00000001 --lambda 1 --holdout 0.1` over 147087 positions
//! from `menagerie selfplay` (mean squared error 0.151502 -> 0.127440, k 0.413).
pub const WEIGHTS: [[i32; 2]; 37] = [
    [100, 100], // red pawn
    [179, 201], // red monkey
    [200, 200], // red serpent
    [348, 353], // red knight
    [261, 252], // red lancer
    [280, 280], // red general
    [232, 258], // red hero
    [649, 549], // red celestial
    [-112, 23], // red mountain
    [55, 46],   // red king
    [100, 100], // blue pawn
    [300, 300], // blue monkey
    [164, 131], // blue serpent
    [201, 219], // blue knight
    [136, 182], // blue lancer
    [201, 234], // blue general
    [197, 254], // blue hero
    [418, 510], // blue celestial
    [-38, -63], // blue mountain
    [647, 636], // blue king
    [76, 172],  // red pawn in hand
    [307, 287], // red knight in hand
    [193, 224], // red hero in hand
    [483, 406], // red celestial in hand
    [50, 17],   // red king in hand
    [91, 114],  // blue pawn in hand
    [283, 264], // blue knight in hand
    [175, 212], // blue hero in hand
    [430, 404], // blue celestial in hand
    [414, 320], // blue king in hand
    [162, 156], // fists token
    [155, 146], // pilgrim on the board
    [-26, 57],  // pilgrim rank²
    [-60, -60], // pilgrim in check
    [6, -15],   // blue near the pilgrim
    [0, 1],     // red mobility
    [3, 28],    // blue mobility
];
