//! Hand-set starting weights: the evaluation before tuning (material, 3 × a pawn's advance²,
//! 3 a square of mobility).
pub const WEIGHTS: [[i32; 2]; 26] = [
    [550, 550],   // gryphon
    [500, 500],   // rook
    [450, 450],   // wildebeest
    [750, 750],   // cardinal
    [400, 400],   // knight
    [350, 350],   // bishop
    [1000, 1000], // promoted gryphon
    [750, 750],   // promoted rook
    [700, 700],   // promoted wildebeest
    [950, 950],   // promoted cardinal
    [650, 650],   // promoted knight
    [800, 800],   // promoted bishop
    [100, 100],   // pawn
    [0, 0],       // captured, to drop back
    [0, 0],       // pawn advance
    [3, 3],       // pawn advance²
    [0, 0],       // king centre
    [0, 0],       // gryphon centre
    [0, 0],       // rook centre
    [0, 0],       // wildebeest centre
    [0, 0],       // cardinal centre
    [0, 0],       // knight centre
    [0, 0],       // bishop centre
    [0, 0],       // pawn centre
    [3, 3],       // mobility
    [0, 0],       // tempo
];
