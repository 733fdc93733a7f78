//! `/metrics` in Prometheus's text format: games live, moves played, and the time from a
//! request to act reaching the server to its answer (the commit included). Labels carry no
//! ids, secrets or tokens.

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

pub struct Metrics {
    registry: Registry,
    /// Actions played, by people and computers.
    pub moves: Counter,
    /// Seconds from an act's arrival to its answer.
    pub act_seconds: Histogram,
    /// Requests refused for going over the rate limit.
    pub limited: Counter,
    games_live: Gauge,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("menagerie");
        let moves = Counter::default();
        registry.register("moves", "Actions played", moves.clone());
        let act_seconds = Histogram::new(exponential_buckets(0.000_25, 2.0, 16));
        registry.register("act_seconds", "Time from an act's arrival to its committed answer", act_seconds.clone());
        let limited = Counter::default();
        registry.register("rate_limited", "Requests refused by the rate limit", limited.clone());
        let games_live = Gauge::default();
        registry.register("games_live", "Games held in memory by this process", games_live.clone());
        Metrics { registry, moves, act_seconds, limited, games_live }
    }
}

impl Metrics {
    /// The text a scrape gets, with `live` games in memory now.
    pub fn render(&self, live: usize) -> String {
        self.games_live.set(live as i64);
        let mut out = String::new();
        encode(&mut out, &self.registry).expect("writing to a String cannot fail");
        out
    }
}
