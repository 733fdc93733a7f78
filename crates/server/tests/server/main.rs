//! The server's tests over real sockets and real stores, one test binary with a module a
//! subject: each binary links the whole server, and building one takes minutes.

mod common;

mod accounts;
mod api;
mod play;
mod postgres;
mod rules;
mod socket;
mod store;
