use menagerie_rules::variants::monster_bluff::{MonsterBluff, START_FEN};
use menagerie_rules::{Position, perft};

#[test]
fn start_round_trips_and_perft() {
    let p = MonsterBluff::start();
    assert_eq!(p.fen(), START_FEN);
    let t = std::time::Instant::now();
    assert_eq!(perft(&p, 1), 200);
    assert_eq!(perft(&p, 2), 40000);
    assert_eq!(perft(&p, 3), 8157508);
    eprintln!("{:?}", t.elapsed());
}
