//! Games between computer players: the engine, its levels and the random mover, each playing one seat from
//! its own view and that view's history. `menagerie match` and the engine's tests use it.

use menagerie_rules::{Game, Outcome, Seat, Viewer};

use crate::{Evaluate, Level, Limits, RandomPlayer, Searcher};

/// Who plays a seat.
pub enum Contestant<P: Evaluate> {
    Engine {
        searcher: Box<Searcher<P>>,
        limits: Limits,
    },
    Random(RandomPlayer),
    /// A playing level (see [`Level`]), its chances drawn from `rng`.
    Level {
        searcher: Box<Searcher<P>>,
        level: Level,
        rng: RandomPlayer,
    },
}

impl<P: Evaluate> Contestant<P> {
    /// The engine with a small transposition table, searching within `limits`.
    pub fn engine(limits: Limits) -> Contestant<P> {
        Contestant::Engine { searcher: Box::new(Searcher::new(16)), limits }
    }

    pub fn random(seed: u64) -> Contestant<P> {
        Contestant::Random(RandomPlayer::new(seed))
    }

    /// A playing level with a small table, seeded by `seed`.
    pub fn level(level: Level, seed: u64) -> Contestant<P> {
        Contestant::Level { searcher: Box::new(Searcher::new(16)), level, rng: RandomPlayer::new(seed) }
    }

    fn choose(&mut self, view: &P, history: &[u64]) -> Option<P::Action> {
        match self {
            Contestant::Engine { searcher, limits } => searcher.search(view, history, *limits).best,
            Contestant::Random(random) => random.choose(view),
            Contestant::Level { searcher, level, rng } => {
                level.choose(searcher, view, history, Limits::default(), rng.next_u64()).best
            }
        }
    }
}

/// Plays a game from `start`, seat `i` played by `contestants[i]`, until it ends or `max_plies`
/// actions have been played. Secret choices (a True King) are made at random, seeded by `seed`,
/// each from the chooser's own view.
pub fn play_game<P: Evaluate>(start: &P, contestants: &mut [Contestant<P>], max_plies: usize, seed: u64) -> Game<P> {
    let mut start = start.clone();
    let seats: Vec<Seat> = (0..start.players()).map(|i| Seat(i as u8)).collect();
    let mut chooser = RandomPlayer::new(seed);
    for &seat in &seats {
        if let Some(choice) = chooser.choose_secret(&start.view(Viewer::Seat(seat)), seat) {
            // A choice the seat's own view offered is one the position accepts.
            let _ = start.choose_secret(seat, &choice);
        }
    }
    let mut game = Game::new(start);
    // Each seat's history: the hashes of its own views of the positions before the current one.
    let mut histories: Vec<Vec<u64>> = vec![Vec::new(); seats.len()];
    while game.outcome().is_none() && game.record().len() < max_plies {
        let seat = game.position().to_move();
        let Some(contestant) = contestants.get_mut(seat.index()) else { break };
        let view = game.position().view(Viewer::Seat(seat));
        let Some(action) = contestant.choose(&view, &histories[seat.index()]) else { break };
        for (&s, history) in seats.iter().zip(&mut histories) {
            history.push(game.position().view(Viewer::Seat(s)).hash());
        }
        // Legal in the seat's view means legal for the referee: a view hides no legal action.
        if game.play(&view.action_text(action)).is_err() {
            break;
        }
    }
    game
}

/// How many of `games` games the engine (searching within `limits`) wins against random movers
/// in every other seat, taking each seat in turn.
pub fn engine_wins_against_random<P: Evaluate>(start: &P, games: u32, limits: Limits, seed: u64) -> u32 {
    let seats = start.players();
    let mut wins = 0;
    for g in 0..games {
        let engine_seat = Seat((g as usize % seats) as u8);
        let mut contestants: Vec<Contestant<P>> = (0..seats)
            .map(|i| {
                if i == engine_seat.index() {
                    Contestant::engine(limits)
                } else {
                    Contestant::random(seed.wrapping_add(u64::from(g) * 31 + i as u64))
                }
            })
            .collect();
        let game = play_game(start, &mut contestants, 800, seed.wrapping_add(u64::from(g)));
        if matches!(game.outcome(), Some(Outcome::Win { winner, .. }) if winner == engine_seat) {
            wins += 1;
        }
    }
    wins
}
