//! Rate limits per client address: a token bucket per IP (governor's GCRA), refilled at
//! `per_second` and holding `burst`. A request over the limit gets 429 with `Retry-After`.
//! Keyed by the connection's address, not by a token a client could make up anew.

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use super::{ApiError, App};
use crate::store::Store;

/// How many requests a client may make: `per_second` on average, `burst` at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    pub per_second: u32,
    pub burst: u32,
}

impl Default for RateLimit {
    /// Room for a household behind one address playing several games and watching more.
    fn default() -> RateLimit {
        RateLimit { per_second: 50, burst: 200 } // as `menagerie serve`'s default
    }
}

pub struct Limiter {
    buckets: DefaultKeyedRateLimiter<IpAddr>,
}

impl Limiter {
    pub fn new(limit: RateLimit) -> Limiter {
        let per_second = NonZeroU32::new(limit.per_second).unwrap_or(NonZeroU32::MIN);
        let burst = NonZeroU32::new(limit.burst).unwrap_or(per_second);
        Limiter { buckets: DefaultKeyedRateLimiter::keyed(Quota::per_second(per_second).allow_burst(burst)) }
    }

    /// Whether `ip` may make one more request now (a socket's messages count as requests).
    pub fn allows(&self, ip: IpAddr) -> bool {
        self.buckets.check_key(&ip).is_ok()
    }

    /// Forgets clients whose buckets are full again, so memory follows the active clients.
    pub fn forget_idle(&self) {
        self.buckets.retain_recent();
    }
}

pub async fn limit<S: Store>(
    State(app): State<Arc<App<S>>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let Some(limiter) = &app.limiter else { return next.run(request).await };
    // An act another process forwarded was counted there, against its real client.
    if request.uri().path().starts_with("/internal/") && app.cluster.trusts(request.headers()) {
        return next.run(request).await;
    }
    match limiter.buckets.check_key(&peer.ip()) {
        Ok(()) => next.run(request).await,
        Err(not_until) => {
            app.metrics.limited.inc();
            let wait = not_until.wait_time_from(DefaultClock::default().now());
            let seconds = wait.as_secs() + 1;
            let mut response =
                ApiError(StatusCode::TOO_MANY_REQUESTS, format!("too many requests: try again in {seconds} s"))
                    .into_response();
            response.headers_mut().insert("retry-after", HeaderValue::from(seconds));
            response
        }
    }
}
