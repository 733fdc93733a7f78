//! Evaluations that are weighted sums of terms, and the Texel-style tuner that fits their
//! weights to the results of games.
//!
//! A [`Tunable`] variant counts its terms for a position (White's count less Black's) and
//! the position's phase; its value is the middlegame weights' sum and the endgame weights'
//! sum blended by the phase. Being linear in the weights, the value's gradient is the counts
//! themselves, so [`fit`] needs only each position's counts once, not the position.

/// The most terms a variant may have.
pub const MAX_TERMS: usize = 512;

/// Where a [`Tunable`] variant counts its terms: [`Terms`] keeps each count for the tuner,
/// [`Score`] only their weighted sums for the search.
pub trait Tally {
    /// Adds `count` to the term numbered `term`.
    fn add(&mut self, term: usize, count: i32);
    /// Sets the position's phase.
    fn set_phase(&mut self, phase: i32);
}

/// One position's term counts (first seat's less second seat's) and its phase.
#[derive(Clone, Debug)]
pub struct Terms {
    counts: [i32; MAX_TERMS],
    len: usize,
    /// From 0 (bare kings: all endgame) to the variant's [`Tunable::PHASE`] (all middlegame).
    pub phase: i32,
}

impl Default for Terms {
    fn default() -> Terms {
        Terms { counts: [0; MAX_TERMS], len: 0, phase: 0 }
    }
}

impl Terms {
    /// Every count up to the last term counted.
    pub fn counts(&self) -> &[i32] {
        &self.counts[..self.len]
    }
}

impl Tally for Terms {
    fn add(&mut self, term: usize, count: i32) {
        if let Some(c) = self.counts.get_mut(term) {
            *c += count;
            self.len = self.len.max(term + 1);
        }
    }

    fn set_phase(&mut self, phase: i32) {
        self.phase = phase;
    }
}

/// The weighted sums of a position's terms, counted straight into the middlegame and endgame
/// totals: the search's evaluation never stores a count.
pub struct Score<'a> {
    weights: &'a [[i32; 2]],
    middle: i32,
    end: i32,
    phase: i32,
}

impl<'a> Score<'a> {
    pub fn new(weights: &'a [[i32; 2]]) -> Score<'a> {
        Score { weights, middle: 0, end: 0, phase: 0 }
    }

    /// The middlegame and endgame sums blended by the phase, of `full_phase`.
    pub fn value(&self, full_phase: i32) -> i32 {
        blend(self.middle, self.end, self.phase, full_phase)
    }
}

impl Tally for Score<'_> {
    fn add(&mut self, term: usize, count: i32) {
        if let Some(w) = self.weights.get(term) {
            self.middle += count * w[0];
            self.end += count * w[1];
        }
    }

    fn set_phase(&mut self, phase: i32) {
        self.phase = phase;
    }
}

/// An evaluation made of weighted terms.
pub trait Tunable {
    /// The phase of a full board.
    const PHASE: i32;
    /// Terms the tuner leaves as they are: those that anchor the scale (material, whose worth in
    /// centipawns the rest is measured against).
    const KEPT: &'static [usize];
    /// Each term's name, in the order of [`Tunable::weights`].
    fn names() -> Vec<String>;
    /// Each term's middlegame and endgame weight, in centipawns.
    fn weights() -> &'static [[i32; 2]];
    /// Counts this position's terms into `out`.
    fn terms(&self, out: &mut impl Tally);
}

fn blend(middle: i32, end: i32, phase: i32, full_phase: i32) -> i32 {
    let phase = phase.clamp(0, full_phase);
    (middle * phase + end * (full_phase - phase)) / full_phase.max(1)
}

/// The value, for the first seat, that `weights` give `terms`.
pub fn value(terms: &Terms, weights: &[[i32; 2]], full_phase: i32) -> i32 {
    let (mut middle, mut end) = (0i32, 0i32);
    for (&count, w) in terms.counts().iter().zip(weights) {
        middle += count * w[0];
        end += count * w[1];
    }
    blend(middle, end, terms.phase, full_phase)
}

/// The position's value for the first seat, by the variant's tuned weights.
pub fn evaluate<T: Tunable>(position: &T) -> i32 {
    let mut score = Score::new(T::weights());
    position.terms(&mut score);
    score.value(T::PHASE)
}

/// A position to fit: its terms that count (most of a large table's are zero), the game's
/// result for the first seat (1, ½ or 0) and, if known, the search's score for the first seat
/// when the position was played.
pub struct Sample {
    counts: Vec<(u16, i32)>,
    phase: i32,
    result: f64,
    score: Option<f64>,
}

impl Sample {
    pub fn new(terms: &Terms, result: f64, score: Option<i32>) -> Sample {
        let counts = terms.counts().iter().enumerate().filter(|(_, c)| **c != 0).map(|(i, &c)| (i as u16, c)).collect();
        Sample { counts, phase: terms.phase, result, score: score.map(f64::from) }
    }

    /// What the fit aims at: the result, or with a score the share `lambda` of the result
    /// and the rest the score's expected result.
    fn target(&self, lambda: f64, k: f64) -> f64 {
        self.score.map_or(self.result, |score| lambda * self.result + (1.0 - lambda) * expected(score, k))
    }

    /// The share of the middlegame weights, from 0 to 1.
    fn middle(&self, full: i32) -> f64 {
        f64::from(self.phase.clamp(0, full)) / f64::from(full.max(1))
    }

    fn value(&self, weights: &[[f64; 2]], full: i32) -> f64 {
        let phase = self.middle(full);
        self.counts
            .iter()
            .map(|&(i, c)| {
                f64::from(c) * (weights[usize::from(i)][0] * phase + weights[usize::from(i)][1] * (1.0 - phase))
            })
            .sum()
    }
}

/// How [`fit`] searches.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// Steps of the optimiser.
    pub iterations: usize,
    /// The penalty per centipawn² that a weight strays from its starting value, added to the
    /// mean squared error: weights the data barely determines (an endgame weight where few
    /// positions are endgames) then stay near where they started instead of drifting far on a
    /// tiny but steady gradient.
    pub ridge: f64,
    /// The result's share of the target where a sample has a search score (1: the result
    /// alone); the rest is the score's expected result. A game's result says little about one
    /// position early in it, the search's score at a few thousand nodes much more.
    pub lambda: f64,
}

/// What [`fit`] found.
pub struct Fitted {
    pub weights: Vec<[i32; 2]>,
    /// The scaling of centipawns to expected score, fitted to the starting weights.
    pub k: f64,
    /// Mean squared error of the predicted scores, before and after.
    pub error_before: f64,
    pub error_after: f64,
}

/// The expected score of a value in centipawns: a logistic curve scaled by `k`.
fn expected(value: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * value / 400.0))
}

/// The mean squared difference between `targets` (one a sample) and the predicted scores.
fn error(samples: &[Sample], targets: &[f64], weights: &[[f64; 2]], full: i32, k: f64) -> f64 {
    let sum: f64 = samples.iter().zip(targets).map(|(s, t)| (t - expected(s.value(weights, full), k)).powi(2)).sum();
    sum / samples.len().max(1) as f64
}

/// The mean squared difference between the games' results of `samples` and the scores that
/// `weights` predict with the scaling `k`: how well a fit does on positions it was not fitted
/// to.
pub fn result_error(samples: &[Sample], weights: &[[i32; 2]], full_phase: i32, k: f64) -> f64 {
    let weights: Vec<[f64; 2]> = weights.iter().map(|w| [f64::from(w[0]), f64::from(w[1])]).collect();
    let results: Vec<f64> = samples.iter().map(|s| s.result).collect();
    error(samples, &results, &weights, full_phase, k)
}

/// Texel tuning: first the `k` that makes the starting weights predict the results best
/// (a golden-section search), then the weights that minimise the mean squared difference
/// between each position's target (its result, blended with its search score by
/// `settings.lambda`) and its predicted score, by Adam over full-batch gradients
/// for `settings.iterations` steps, each weight pulled towards its start by `settings.ridge`.
/// Terms in `frozen` keep their weights (those that anchor the scale).
pub fn fit(samples: &[Sample], start: &[[i32; 2]], full_phase: i32, settings: Fit, frozen: &[usize]) -> Fitted {
    let mut weights: Vec<[f64; 2]> = start.iter().map(|w| [f64::from(w[0]), f64::from(w[1])]).collect();
    let origin = weights.clone();
    let results: Vec<f64> = samples.iter().map(|s| s.result).collect();
    let (mut lo, mut hi) = (0.1f64, 3.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if error(samples, &results, &weights, full_phase, a) < error(samples, &results, &weights, full_phase, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    let k = (lo + hi) / 2.0;
    let targets: Vec<f64> = samples.iter().map(|s| s.target(settings.lambda, k)).collect();
    let error_before = error(samples, &targets, &weights, full_phase, k);
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let mut m = vec![[0f64; 2]; weights.len()];
    let mut v = vec![[0f64; 2]; weights.len()];
    let scale = k * 10f64.ln() / 400.0;
    for step in 1..=settings.iterations {
        let mut gradient = vec![[0f64; 2]; weights.len()];
        for (s, target) in samples.iter().zip(&targets) {
            let p = expected(s.value(&weights, full_phase), k);
            let common = -2.0 * (target - p) * p * (1.0 - p) * scale;
            let phase = s.middle(full_phase);
            for &(i, c) in &s.counts {
                let g = &mut gradient[usize::from(i)];
                g[0] += common * f64::from(c) * phase;
                g[1] += common * f64::from(c) * (1.0 - phase);
            }
        }
        let n = samples.len().max(1) as f64;
        for (i, g) in gradient.iter().enumerate() {
            if frozen.contains(&i) {
                continue;
            }
            for j in 0..2 {
                let g = g[j] / n + 2.0 * settings.ridge * (weights[i][j] - origin[i][j]);
                m[i][j] = beta1 * m[i][j] + (1.0 - beta1) * g;
                v[i][j] = beta2 * v[i][j] + (1.0 - beta2) * g * g;
                let m_hat = m[i][j] / (1.0 - beta1.powi(step as i32));
                let v_hat = v[i][j] / (1.0 - beta2.powi(step as i32));
                weights[i][j] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
            }
        }
    }
    let error_after = error(samples, &targets, &weights, full_phase, k);
    Fitted {
        weights: weights.iter().map(|w| [w[0].round() as i32, w[1].round() as i32]).collect(),
        k,
        error_before,
        error_after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Results drawn from a known linear model are fitted back to it.
    #[test]
    fn fit_recovers_the_weights_results_were_drawn_from() {
        let truth = [[100, 100], [300, 200]];
        let mut samples = Vec::new();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..4000 {
            let mut terms = Terms::default();
            terms.add(0, (next() % 5) as i32 - 2);
            terms.add(1, (next() % 3) as i32 - 1);
            terms.phase = (next() % 25) as i32;
            let p = expected(f64::from(value(&terms, &truth, 24)), 1.0);
            let result = if (next() % 10_000) as f64 / 10_000.0 < p { 1.0 } else { 0.0 };
            samples.push(Sample::new(&terms, result, None));
        }
        let fitted =
            fit(&samples, &[[100, 100], [100, 100]], 24, Fit { iterations: 400, ridge: 0.0, lambda: 1.0 }, &[0]);
        assert!(fitted.error_after < fitted.error_before);
        let [middle, end] = fitted.weights[1];
        assert!((220..=380).contains(&middle) && (140..=260).contains(&end), "{:?}", fitted.weights);

        // A strong ridge holds every weight near its start; the fit above moved one by 100+.
        let fitted =
            fit(&samples, &[[100, 100], [100, 100]], 24, Fit { iterations: 400, ridge: 1.0, lambda: 1.0 }, &[0]);
        for w in &fitted.weights {
            assert!((w[0] - 100).abs() <= 2 && (w[1] - 100).abs() <= 2, "{:?}", fitted.weights);
        }
    }

    /// With `lambda` 0 the fit aims at the search's scores alone: scores that are the true
    /// model's values are fitted back to it, whatever the (here meaningless) results say.
    #[test]
    fn fit_aims_at_search_scores_as_lambda_says() {
        let truth = [[100, 100], [300, 200]];
        let samples: Vec<Sample> = (0..500)
            .map(|i| {
                let mut terms = Terms::default();
                terms.add(0, i % 5 - 2);
                terms.add(1, i % 3 - 1);
                terms.phase = i % 25;
                let score = value(&terms, &truth, 24);
                Sample::new(&terms, f64::from(i % 2), Some(score))
            })
            .collect();
        let settings = Fit { iterations: 1500, ridge: 0.0, lambda: 0.0 };
        let fitted = fit(&samples, &[[100, 100], [100, 100]], 24, settings, &[0]);
        let [middle, end] = fitted.weights[1];
        assert!((middle - 300).abs() <= 5 && (end - 200).abs() <= 5, "{:?}", fitted.weights);
        assert!(fitted.error_after < 1e-4);
    }
}
