//! `pass`, the null move the engine's search uses: the position it gives must be exactly the
//! one its FEN describes (the incremental hash included), or the search's table would mix
//! positions up.

use menagerie_rules::Position;
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;

fn same_as_its_fen<P: Position>(passed: &P) {
    let reread = P::from_fen(&passed.fen()).unwrap();
    assert_eq!(passed.hash(), reread.hash(), "{}", passed.fen());
    assert_eq!(passed.to_move(), reread.to_move());
}

#[test]
fn chess_pass_flips_the_turn_and_drops_en_passant() {
    // After 1. e4 the en passant square e3 is written; passing removes it.
    let position = Chess::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
    let passed = position.pass();
    assert_eq!(passed.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    same_as_its_fen(&passed);
    assert_eq!(passed.pass().hash(), Chess::from_fen(&passed.pass().fen()).unwrap().hash());
}

#[test]
fn giant_king_pass_flips_the_turn() {
    let mut position = GiantKing::start();
    let first = menagerie_rules::legal_texts(&position)[0].clone();
    menagerie_rules::play_text(&mut position, &first).unwrap();
    let passed = position.pass();
    assert_eq!(passed.to_move(), position.to_move().other());
    same_as_its_fen(&passed);
}

#[test]
fn mountain_pass_hands_the_turn_to_the_next_seat() {
    use menagerie_rules::Options;
    use menagerie_rules::variants::mountain::Mountain;
    let position = Mountain::start_with(&Options::parse(["players=4"]).unwrap()).unwrap();
    let mut seen = vec![position.to_move()];
    let mut current = position.clone();
    for _ in 0..4 {
        current = current.passed().expect("a game in play can be passed");
        same_as_its_fen(&current);
        seen.push(current.to_move());
    }
    // Four passes go once round the table, back to the same position.
    assert_eq!(seen.iter().map(|s| s.0).collect::<Vec<_>>(), [0, 1, 2, 3, 0]);
    assert_eq!(current, position);
}
