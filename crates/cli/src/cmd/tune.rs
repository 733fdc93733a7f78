//! Tuning the evaluation from the engine's own games (docs/engine.md, "Tuning"):
//! `menagerie selfplay` plays the engine against itself and writes quiet positions with the
//! game's result; `menagerie tune` fits the weights of a variant's terms to them.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use menagerie_engine::tune::{Fit, Sample, Terms, Tunable, fit};
use menagerie_engine::{Evaluate, Limits, RandomPlayer, Searcher};
use menagerie_rules::variants::chess::Chess;
use menagerie_rules::variants::giant_king::GiantKing;
use menagerie_rules::variants::monkey_king::MonkeyKing;
use menagerie_rules::variants::monster_bluff::MonsterBluff;
use menagerie_rules::variants::mountain::Mountain;
use menagerie_rules::{Game, Outcome, Position, Seat, Variant, Viewer};

use super::matches::openings;

/// What `selfplay` does.
pub struct SelfPlay {
    pub games: usize,
    pub nodes: u64,
    pub random_plies: usize,
    pub seed: u64,
    pub threads: usize,
    pub max_plies: usize,
}

/// Plays `games` games of the engine against itself, each from an opening of the committed set
/// followed by `random_plies` random moves, at `nodes` nodes a move; prints one line a kept
/// position: its FEN, a tab, the result for the first seat (1, 0.5 or 0) and, where two play,
/// a tab and the search's score for the first seat. A position is
/// kept when it is quiet (not in check, the search's choice not a capture) and the search sees
/// no mate. Each thread plays every `threads`-th game; the output is the same for any number
/// of threads up to the order of the lines.
pub fn selfplay<P: Evaluate + Send>(variant: Variant, settings: &SelfPlay) -> anyhow::Result<()> {
    let openings = openings::parse(openings::committed(variant));
    let threads = settings.threads.max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let openings = &openings;
                scope.spawn(move || -> anyhow::Result<()> {
                    let mut searcher = Searcher::<P>::new(16);
                    for game in (t..settings.games).step_by(threads) {
                        let opening =
                            openings.get(game % openings.len().max(1)).map_or(&[][..], |o| o.moves.as_slice());
                        let lines = play_one::<P>(&mut searcher, opening, game as u64, settings)?;
                        // One game's lines at once: stdout's own lock keeps threads' games whole.
                        std::io::stdout().lock().write_all(lines.as_bytes())?;
                    }
                    Ok(())
                })
            })
            .collect();
        handles.into_iter().try_for_each(|h| h.join().map_err(|_| anyhow::anyhow!("a self-play thread panicked"))?)
    })
}

fn play_one<P: Evaluate>(
    searcher: &mut Searcher<P>,
    opening: &[String],
    game_number: u64,
    settings: &SelfPlay,
) -> anyhow::Result<String> {
    let mut game = Game::new(P::start());
    for text in opening {
        game.play(text).with_context(|| format!("opening move {text}"))?;
    }
    let mut random = RandomPlayer::new(settings.seed.wrapping_mul(0x9E37_79B9).wrapping_add(game_number));
    for _ in 0..settings.random_plies {
        match random.choose(game.position()) {
            Some(action) if game.outcome().is_none() => game.play_action(action),
            _ => break,
        }
    }
    searcher.clear();
    let mut kept = Vec::new();
    let limits = Limits { nodes: Some(settings.nodes), ..Limits::default() };
    while game.outcome().is_none() && game.positions().len() < settings.max_plies {
        let position = game.position();
        let view = position.view(Viewer::Seat(position.to_move()));
        let history: Vec<u64> = game.positions()[..game.positions().len() - 1].iter().map(Position::hash).collect();
        let report = searcher.search(&view, &history, limits);
        let Some(best) = report.best else { break };
        if !view.in_check() && !view.is_capture(best) && report.score.abs() < 2_000 {
            // The score for the first seat, where two play (the tuner's sign convention).
            let first = if position.to_move() == Seat::FIRST { report.score } else { -report.score };
            kept.push((position.fen(), (position.players() == 2).then_some(first)));
        }
        game.play_action(best);
    }
    let result = match game.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == Seat::FIRST => "1",
        Some(Outcome::Win { .. }) => "0",
        _ => "0.5",
    };
    let mut lines = String::new();
    for (fen, score) in kept {
        let _ = match score {
            Some(score) => writeln!(lines, "{fen}\t{result}\t{score}"),
            None => writeln!(lines, "{fen}\t{result}"),
        };
    }
    Ok(lines)
}

/// Fits `variant`'s weights to the positions in `data` (lines of `FEN<TAB>result`, with or
/// without `<TAB>score`) and prints them as the Rust source of its weights file; `write` also
/// writes that file.
/// The last `holdout` share of the positions (whole games, as they come in order) is not
/// fitted to: the error of its results is printed before and after, to choose `--ridge` and
/// `--lambda` by.
pub fn tune(variant: Variant, data: &Path, settings: Fit, holdout: f64, write: Option<PathBuf>) -> anyhow::Result<()> {
    match variant {
        Variant::Chess => tune_terms::<Chess>(variant, data, settings, holdout, write),
        Variant::GiantKing => tune_terms::<GiantKing>(variant, data, settings, holdout, write),
        Variant::MonkeyKing => tune_terms::<MonkeyKing>(variant, data, settings, holdout, write),
        Variant::Mountain => tune_terms::<Mountain>(variant, data, settings, holdout, write),
        Variant::MonsterBluff => tune_terms::<MonsterBluff>(variant, data, settings, holdout, write),
    }
}

fn tune_terms<P: Tunable + Position>(
    variant: Variant,
    data: &Path,
    settings: Fit,
    holdout: f64,
    write: Option<PathBuf>,
) -> anyhow::Result<()> {
    let file = std::fs::File::open(data).with_context(|| format!("reading {}", data.display()))?;
    let mut samples = Vec::new();
    for (n, line) in BufReader::new(file).lines().enumerate() {
        let line = line?;
        let mut fields = line.split('\t');
        let (Some(fen), Some(result)) = (fields.next(), fields.next()) else {
            bail!("line {}: expected 'FEN<TAB>result' or 'FEN<TAB>result<TAB>score'", n + 1);
        };
        let score = match fields.next() {
            Some(score) => Some(
                score
                    .trim()
                    .parse::<i32>()
                    .map_err(|_| anyhow::anyhow!("line {}: the score '{score}' is not a whole number", n + 1))?,
            ),
            None => None,
        };
        let position = P::from_fen(fen).map_err(|e| anyhow::anyhow!("line {}: {e}", n + 1))?;
        let result: f64 = match result.trim() {
            "1" => 1.0,
            "0" => 0.0,
            "0.5" => 0.5,
            other => bail!("line {}: the result is 1, 0.5 or 0, not '{other}'", n + 1),
        };
        let mut terms = Terms::default();
        position.terms(&mut terms);
        samples.push(Sample::new(&terms, result, score));
    }
    if samples.is_empty() {
        bail!("no positions to tune on in {}", data.display());
    }
    let kept = samples.len() - (samples.len() as f64 * holdout.clamp(0.0, 0.9)) as usize;
    let held = samples.split_off(kept);
    let fitted = fit(&samples, P::weights(), P::PHASE, settings, P::KEPT);
    eprintln!(
        "{} positions, k {:.3}, mean squared error {:.6} -> {:.6}",
        samples.len(),
        fitted.k,
        fitted.error_before,
        fitted.error_after
    );
    if !held.is_empty() {
        let error = |weights| menagerie_engine::tune::result_error(&held, weights, P::PHASE, fitted.k);
        eprintln!(
            "{} positions held out: their results' mean squared error {:.6} -> {:.6}",
            held.len(),
            error(P::weights()),
            error(&fitted.weights)
        );
    }
    let held_out = if held.is_empty() { String::new() } else { format!(" --holdout {holdout}") };
    let mut source = format!(
        "//! Tuned by `menagerie tune -v {} --data <file> --iterations {} --ridge {} --lambda {}{held_out}` over {} positions\n\
         //! from `menagerie selfplay` (mean squared error {:.6} -> {:.6}, k {:.3}).\n\
         pub const WEIGHTS: [[i32; 2]; {}] = [\n",
        variant.id(),
        settings.iterations,
        settings.ridge,
        settings.lambda,
        samples.len(),
        fitted.error_before,
        fitted.error_after,
        fitted.k,
        fitted.weights.len()
    );
    for (w, name) in fitted.weights.iter().zip(P::names()) {
        let _ = writeln!(source, "    [{}, {}], // {name}", w[0], w[1]);
    }
    source.push_str("];\n");
    print!("{source}");
    if let Some(path) = write {
        std::fs::write(&path, source).with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(())
}
