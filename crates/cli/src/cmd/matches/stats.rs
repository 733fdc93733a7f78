//! The statistics of a match: Elo from a score with a 95 % interval, and the sequential
//! probability ratio test (SPRT) over game pairs with the pentanomial model.
//!
//! The formulas are Michel Van den Bergh's, as fishtest uses them (its `stat_util.py` and
//! `LLRcalc.py`; "A note on the GSPRT approximation", hardy.uhasselt.be/Fishtest/
//! GSPRT_approximation.pdf, and "Normalized Elo", …/normalized_elo.pdf):
//!
//! - Elo from an expected score `s` (logistic model): `elo = -400 · log10(1/s − 1)`.
//! - A game pair (the same opening, colours swapped) scores 0, ¼, ½, ¾ or 1 (its two games'
//!   points over two); the five counts are the pentanomial. Pairs are independent where games
//!   are not (an unbalanced opening favours one colour in both games), so the variance of the
//!   pair score is the honest one: `σ² = Σ pᵢ (xᵢ − s)²` over the five outcomes.
//! - The generalised log-likelihood ratio of `elo1` against `elo0`, approximated (the GSPRT note):
//!   `LLR ≈ N · (s₁ − s₀)(2s − s₀ − s₁) / (2σ²)`, with `s₀`, `s₁` the scores of `elo0`, `elo1`,
//!   `s` and `σ²` the observed pair mean and variance and `N` the number of pairs.
//! - Wald's bounds: accept H0 (`elo0`) at `ln(β/(1−α))`, H1 (`elo1`) at `ln((1−β)/α)`.
//! - Empty bins are regularised as fishtest does: each count gets 10⁻³ before the sums, so a
//!   handful of identical pairs (variance zero) gives a finite, small LLR.

/// The five pair outcomes, from the first engine's side: 0, ½, 1, 1½, 2 points of 2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u64; 5]);

impl Pentanomial {
    /// Counts a pair whose two games gave the first engine `points` (0.0 to 2.0).
    pub fn add(&mut self, points: f64) {
        let bin = (points * 2.0).round().clamp(0.0, 4.0) as usize;
        self.0[bin] += 1;
    }

    pub fn pairs(&self) -> u64 {
        self.0.iter().sum()
    }

    /// The mean and variance of the pair score (0 to 1), each count regularised by 10⁻³.
    fn mean_variance(&self) -> (f64, f64) {
        let counts: Vec<f64> = self.0.iter().map(|&c| c as f64 + 1e-3).collect();
        let n: f64 = counts.iter().sum();
        let scores = [0.0, 0.25, 0.5, 0.75, 1.0];
        let mean = counts.iter().zip(scores).map(|(c, x)| c * x).sum::<f64>() / n;
        let variance = counts.iter().zip(scores).map(|(c, x)| c * (x - mean).powi(2)).sum::<f64>() / n;
        (mean, variance)
    }

    /// The Elo difference and its 95 % interval's half-width, from the pairs.
    pub fn elo(&self) -> Estimate {
        let (mean, variance) = self.mean_variance();
        Estimate::from_mean(mean, variance, self.pairs() as f64)
    }
}

/// An Elo difference with a 95 % interval (`low`, `high`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// From a mean score per unit (game or pair), its variance per unit and the units counted.
    pub fn from_mean(mean: f64, variance: f64, n: f64) -> Estimate {
        let error = if n > 0.0 { 1.959_964 * (variance / n).sqrt() } else { 1.0 };
        Estimate { elo: elo(mean), low: elo(mean - error), high: elo(mean + error) }
    }

    /// Half the interval's width: the `±` printed (the interval is not symmetric in Elo).
    pub fn margin(&self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// The Elo difference that an expected score `s` (0 to 1) means; ±∞ at 0 and 1.
pub fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if score >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The expected score of an Elo difference.
pub fn score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// Elo from single games' wins, draws and losses (the trinomial model: a game's variance), for
/// a match where pairs do not apply (the first engine's points per game).
pub fn elo_from_games(wins: u64, draws: u64, losses: u64) -> Estimate {
    let n = (wins + draws + losses) as f64;
    if n == 0.0 {
        return Estimate { elo: 0.0, low: f64::NEG_INFINITY, high: f64::INFINITY };
    }
    let (w, d, l) = (wins as f64 / n, draws as f64 / n, losses as f64 / n);
    let mean = w + d / 2.0;
    let variance = w * (1.0 - mean).powi(2) + d * (0.5 - mean).powi(2) + l * mean.powi(2);
    Estimate::from_mean(mean, variance, n)
}

/// The test's hypotheses and error rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    pub alpha: f64,
    pub beta: f64,
}

impl Default for Sprt {
    fn default() -> Sprt {
        Sprt { elo0: 0.0, elo1: 10.0, alpha: 0.05, beta: 0.05 }
    }
}

/// What the test says so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// H1: the first engine is at least `elo1` stronger.
    H1,
    /// H0: it is no more than `elo0` stronger.
    H0,
    Continue,
}

impl Sprt {
    /// The lower (H0) and upper (H1) bounds of the LLR.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    /// The log-likelihood ratio of the pairs so far.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        if pairs.pairs() == 0 {
            return 0.0;
        }
        let (mean, variance) = pairs.mean_variance();
        let (s0, s1) = (score(self.elo0), score(self.elo1));
        pairs.pairs() as f64 * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    pub fn decide(&self, pairs: &Pentanomial) -> Decision {
        let llr = self.llr(pairs);
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Decision::H1
        } else if llr <= lower {
            Decision::H0
        } else {
            Decision::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn elo_and_score() {
        assert_eq!(elo(0.5), 0.0);
        // Textbook values: 75 % is +190.8 Elo, 64 % is +100 Elo, 24 % is −200 Elo.
        assert!(close(elo(0.75), 190.848, 1e-3));
        assert!(close(elo(0.64), 99.95, 0.1));
        assert!(close(elo(0.240_253), -200.0, 1e-2));
        assert!(close(score(400.0), 10.0 / 11.0, 1e-12));
        for e in [-350.0, -10.0, 0.0, 5.0, 123.0] {
            assert!(close(elo(score(e)), e, 1e-9));
        }
        assert_eq!(elo(0.0), f64::NEG_INFINITY);
        assert_eq!(elo(1.0), f64::INFINITY);
    }

    #[test]
    fn wald_bounds() {
        let (lower, upper) = Sprt::default().bounds();
        // ln(0.05/0.95) and ln(0.95/0.05): the ±2.94 that fishtest and fastchess print.
        assert!(close(lower, -2.944_439, 1e-6));
        assert!(close(upper, 2.944_439, 1e-6));
        let skewed = Sprt { alpha: 0.01, beta: 0.1, ..Sprt::default() }.bounds();
        assert!(close(skewed.0, (0.1f64 / 0.99).ln(), 1e-12));
        assert!(close(skewed.1, (0.9f64 / 0.01).ln(), 1e-12));
    }

    /// Known values, computed from the formulas above by a Python script independent of this
    /// code (in the module's comment's terms): counts [10, 20, 40, 20, 10] are an even match;
    /// [5, 15, 40, 25, 15] score 0.575 a pair.
    #[test]
    fn llr_of_known_counts() {
        let sprt = Sprt::default();
        let even = Pentanomial([10, 20, 40, 20, 10]);
        // Mean ½, variance 0.075; s₀ = ½, s₁ = 0.514390: LLR = 100 · 0.014390 · (1 − 1.014390) / 0.15.
        assert!(close(sprt.llr(&even), -0.137_989, 1e-5), "{}", sprt.llr(&even));
        let ahead = Pentanomial([5, 15, 40, 25, 15]);
        // Mean 0.575, variance 0.069378.
        assert!(close(sprt.llr(&ahead), 1.406_049, 1e-5), "{}", sprt.llr(&ahead));
        assert_eq!(sprt.decide(&ahead), Decision::Continue);
        // Ten times the pairs, ten times the LLR: H1 is accepted.
        let more = Pentanomial([50, 150, 400, 250, 150]);
        assert!(close(sprt.llr(&more), 14.061_745, 1e-5), "{}", sprt.llr(&more));
        assert_eq!(sprt.decide(&more), Decision::H1);
        let behind = Pentanomial([150, 250, 400, 150, 50]);
        assert_eq!(sprt.decide(&behind), Decision::H0);
        assert_eq!(sprt.llr(&Pentanomial::default()), 0.0);
    }

    #[test]
    fn elo_intervals() {
        // 0.575 a pair is +52.5 Elo; σ² = 0.069378 over 100 pairs: 0.575 ± 0.051625 in score.
        let estimate = Pentanomial([5, 15, 40, 25, 15]).elo();
        assert!(close(estimate.elo, 52.51, 0.01), "{estimate:?}");
        assert!(close(estimate.low, 16.25, 0.01), "{estimate:?}");
        assert!(close(estimate.high, 89.94, 0.01), "{estimate:?}");
        // Games: 30 wins, 40 draws, 30 losses is ½ ± 1.96 · sqrt(0.15/100) in score: 0 ± 53.2 Elo.
        let games = elo_from_games(30, 40, 30);
        assert_eq!(games.elo, 0.0);
        assert!(close(games.margin(), 53.158, 1e-3), "{games:?}");
    }

    #[test]
    fn pairs_are_binned() {
        let mut p = Pentanomial::default();
        for points in [0.0, 0.5, 1.0, 1.5, 2.0, 1.0] {
            p.add(points);
        }
        assert_eq!(p, Pentanomial([1, 1, 2, 1, 1]));
        assert_eq!(p.pairs(), 6);
    }
}
