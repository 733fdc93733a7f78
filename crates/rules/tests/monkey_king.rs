use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::{Position, perft};

#[test]
fn start_perft() {
    let p = MonkeyKing::start();
    assert_eq!(p.fen(), "5/5/5/5/5/5/5/5[PPPPPPNNHHCKppppppnnhhck] b 2/2 0 - 1");
    let t = std::time::Instant::now();
    assert_eq!(perft(&p, 1), 100);
    assert_eq!(perft(&p, 2), 9864);
    assert_eq!(perft(&p, 3), 913770);
    eprintln!("{:?}", t.elapsed());
}
