//! The clocks a game's task keeps: real time (initial + increment per seat, with lichess-style
//! lag compensation) and correspondence (days per move). Pure arithmetic on milliseconds: the
//! task says what time it is, so tests drive time by hand ([`Time`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use tokio::sync::Notify;

use crate::lobby::Clock;

/// Where the server reads the time: the system's clock, or a clock tests move by hand.
#[derive(Clone, Default)]
pub struct Time {
    manual: Option<Arc<ManualClock>>,
}

/// A clock that moves only when told to; tasks waiting on it wake when it does.
#[derive(Default)]
pub struct ManualClock {
    now_ms: AtomicI64,
    moved: Notify,
}

impl ManualClock {
    pub fn advance(&self, ms: i64) {
        self.now_ms.fetch_add(ms, Ordering::SeqCst);
        self.moved.notify_waiters();
    }
}

impl Time {
    pub fn system() -> Time {
        Time { manual: None }
    }

    /// A manual clock starting at `start_ms`, and the handle that moves it.
    pub fn manual(start_ms: i64) -> (Time, Arc<ManualClock>) {
        let clock = Arc::new(ManualClock { now_ms: AtomicI64::new(start_ms), moved: Notify::new() });
        (Time { manual: Some(clock.clone()) }, clock)
    }

    pub fn now_ms(&self) -> i64 {
        match &self.manual {
            Some(clock) => clock.now_ms.load(Ordering::SeqCst),
            None => {
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
            }
        }
    }

    /// Resolves once the time is `at_ms` or later.
    pub async fn sleep_until(&self, at_ms: i64) {
        match &self.manual {
            None => {
                let wait = (at_ms - self.now_ms()).max(0) as u64;
                tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
            }
            Some(clock) => loop {
                let moved = clock.moved.notified();
                if self.now_ms() >= at_ms {
                    return;
                }
                moved.await;
            },
        }
    }
}

/// How long the server was down before this process started: from the last heartbeat of the
/// process before to `started_ms`. Turns that began before `started_ms` are moved on by `ms`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Downtime {
    pub started_ms: i64,
    pub ms: i64,
}

/// How often a server records that it is alive: a restart charges a turn at most this much of
/// the downtime in the player's favour.
pub const HEARTBEAT: std::time::Duration = std::time::Duration::from_millis(250);

/// The most lag one move may be forgiven, whatever the quota holds.
const MAX_COMPENSATION_MS: i64 = 1000;

/// The clocks of one game. A turn's time runs from `turn_started_ms`; `None` while no clock
/// runs (before play, after the end).
#[derive(Clone, Debug)]
pub struct Clocks {
    control: Clock,
    /// Each seat's time left at the start of its turn.
    left_ms: Vec<i64>,
    /// Each seat's lag quota: compensation still available (lichess's `LagTracker`).
    quota_ms: Vec<i64>,
    quota_gain_ms: i64,
    quota_max_ms: i64,
    turn_started_ms: Option<i64>,
}

/// What charging a move found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Charge {
    /// The move arrived in time: the mover's time left after it, and the lag forgiven.
    InTime { left_ms: i64, compensation_ms: i64 },
    /// The mover's time ran out before the move arrived.
    Flagged,
}

impl Clocks {
    pub fn new(control: Clock, seats: usize) -> Clocks {
        let full = Self::full(&control);
        // lichess's gain: about a 40-move game's length / 2.5 + 150 ms, at most a second.
        let gain = match control {
            Clock::RealTime { initial, increment } => {
                ((i64::from(initial) + 40 * i64::from(increment)) * 4 + 150).min(1000)
            }
            Clock::Correspondence { .. } => 0,
        };
        Clocks {
            control,
            left_ms: vec![full; seats],
            quota_ms: vec![3 * gain; seats],
            quota_gain_ms: gain,
            quota_max_ms: 7 * gain,
            turn_started_ms: None,
        }
    }

    fn full(control: &Clock) -> i64 {
        match *control {
            Clock::RealTime { initial, .. } => i64::from(initial) * 1000,
            Clock::Correspondence { days } => i64::from(days) * 86_400_000,
        }
    }

    pub fn control(&self) -> &Clock {
        &self.control
    }

    /// A turn begins now (play started, a move made, the server restarted).
    pub fn start_turn(&mut self, now_ms: i64) {
        self.turn_started_ms = Some(now_ms);
    }

    /// No clock runs any more (the game is over).
    pub fn stop(&mut self) {
        self.turn_started_ms = None;
    }

    pub fn running(&self) -> bool {
        self.turn_started_ms.is_some()
    }

    /// Every seat's time left now, `to_move`'s running.
    pub fn left_now(&self, to_move: usize, now_ms: i64) -> Vec<i64> {
        let mut left = self.left_ms.clone();
        if let (Some(started), Some(l)) = (self.turn_started_ms, left.get_mut(to_move)) {
            *l = (*l - (now_ms - started)).max(0);
        }
        left
    }

    /// The lag `seat`'s next move could still be forgiven: its flag waits that long past its
    /// time, so a move already on its way is not lost to the network (lichess's rule).
    pub fn grace_ms(&self, seat: usize) -> i64 {
        match self.control {
            Clock::RealTime { .. } => self.quota_ms.get(seat).map_or(0, |q| (*q).min(MAX_COMPENSATION_MS)),
            Clock::Correspondence { .. } => 0,
        }
    }

    /// When `to_move`'s flag falls, if a clock runs: its time, and then its grace.
    pub fn deadline_ms(&self, to_move: usize) -> Option<i64> {
        Some(self.turn_started_ms? + self.left_ms.get(to_move)? + self.grace_ms(to_move))
    }

    /// The running turn began `ms` later than recorded: the server was down that long.
    pub fn delay_turn(&mut self, ms: i64) {
        if let Some(started) = self.turn_started_ms.as_mut() {
            *started += ms.max(0);
        }
    }

    /// When the running turn began.
    pub fn turn_started_ms(&self) -> Option<i64> {
        self.turn_started_ms
    }

    /// Charges `seat`'s action arriving at `now_ms` with `lag_ms` reported: the time since its
    /// turn began, less the lag its quota forgives. Nothing changes; [`Clocks::apply_move`]
    /// records the result once it is committed.
    pub fn charge(&self, seat: usize, now_ms: i64, lag_ms: i64) -> Charge {
        let Some(started) = self.turn_started_ms else {
            return Charge::InTime { left_ms: self.left_ms[seat], compensation_ms: 0 };
        };
        let compensation = match self.control {
            Clock::RealTime { .. } => lag_ms.clamp(0, MAX_COMPENSATION_MS).min(self.quota_ms[seat]),
            Clock::Correspondence { .. } => 0,
        };
        let used = (now_ms - started - compensation).max(0);
        let left = self.left_ms[seat] - used;
        if left <= 0 { Charge::Flagged } else { Charge::InTime { left_ms: left, compensation_ms: compensation } }
    }

    /// Records a committed action of `seat`: its time left, the lag forgiven, and whether its
    /// turn is over (then the increment is added, or a correspondence clock refilled).
    pub fn apply_move(&mut self, seat: usize, left_ms: i64, compensation_ms: i64, turn_over: bool) {
        let Some(left) = self.left_ms.get_mut(seat) else { return };
        *left = left_ms;
        if let Some(quota) = self.quota_ms.get_mut(seat) {
            *quota = (*quota + self.quota_gain_ms - compensation_ms).min(self.quota_max_ms).max(0);
        }
        if turn_over {
            match self.control {
                Clock::RealTime { increment, .. } => *left += i64::from(increment) * 1000,
                Clock::Correspondence { .. } => *left = Self::full(&self.control),
            }
        }
    }

    /// The seat ran out of time.
    pub fn flag(&mut self, seat: usize) {
        if let Some(left) = self.left_ms.get_mut(seat) {
            *left = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_charged_its_time_and_gets_the_increment() {
        let mut clocks = Clocks::new(Clock::RealTime { initial: 60, increment: 2 }, 2);
        clocks.start_turn(1_000);
        let Charge::InTime { left_ms, compensation_ms } = clocks.charge(0, 6_000, 0) else { panic!("in time") };
        assert_eq!((left_ms, compensation_ms), (55_000, 0));
        clocks.apply_move(0, left_ms, 0, true);
        clocks.start_turn(6_000);
        assert_eq!(clocks.left_now(1, 7_000), vec![57_000, 59_000]);
    }

    #[test]
    fn lag_is_forgiven_from_the_quota_and_the_quota_runs_dry() {
        // 1+0: gain = 60*4+150 = 390 ms; the quota starts at three gains and holds at most seven.
        let mut clocks = Clocks::new(Clock::RealTime { initial: 60, increment: 0 }, 2);
        let mut forgiven = Vec::new();
        let mut now = 0;
        for _ in 0..5 {
            clocks.start_turn(now);
            now += 2_000;
            let Charge::InTime { left_ms, compensation_ms } = clocks.charge(0, now, 1_500) else { panic!() };
            clocks.apply_move(0, left_ms, compensation_ms, true);
            forgiven.push(compensation_ms);
        }
        // At most a second at once, then only what each move adds to the quota.
        assert_eq!(forgiven, vec![1000, 560, 390, 390, 390]);
        assert_eq!(clocks.left_ms[0], 60_000 - 5 * 2_000 + 1000 + 560 + 3 * 390);
    }

    #[test]
    fn a_move_after_the_time_ran_out_is_a_flag() {
        let mut clocks = Clocks::new(Clock::RealTime { initial: 1, increment: 0 }, 2);
        clocks.start_turn(0);
        // The flag waits for the lag the quota could still forgive (3 gains of 154 ms here).
        assert_eq!(clocks.grace_ms(0), 462);
        assert_eq!(clocks.deadline_ms(0), Some(1_462));
        assert_eq!(clocks.charge(0, 1_001, 0), Charge::Flagged);
        assert!(matches!(clocks.charge(0, 1_300, 400), Charge::InTime { .. }), "a late move with its lag reported");
        assert_eq!(clocks.charge(0, 1_463, 462), Charge::Flagged, "past the grace nothing saves it");
    }

    #[test]
    fn correspondence_refills_each_move_and_forgives_no_lag() {
        let mut clocks = Clocks::new(Clock::Correspondence { days: 1 }, 2);
        clocks.start_turn(0);
        let Charge::InTime { left_ms, compensation_ms } = clocks.charge(0, 3_600_000, 5_000) else { panic!() };
        assert_eq!((left_ms, compensation_ms), (86_400_000 - 3_600_000, 0));
        clocks.apply_move(0, left_ms, 0, true);
        assert_eq!(clocks.left_now(1, 3_600_000)[0], 86_400_000);
    }
}
