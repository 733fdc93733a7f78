//! menagerie's server: the referee that seats players at their own devices, keeps every
//! secret and never loses an accepted move (docs/ARCHITECTURE.md, "The server crate").
//!
//! Built in steps (issue 9); this step is the storage every later part stands on.

pub mod store;
