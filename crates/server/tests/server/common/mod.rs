//! What the server's tests share: a server on a free port of loopback, and a client that
//! writes requests by hand on a TCP stream, as any client would send them; a PostgreSQL of the
//! test's own to store in (`postgres`).

pub mod postgres;
mod stream;

pub use stream::Stream;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

use menagerie_server::live::clock::Time;
use menagerie_server::{Database, Settings};
use serde_json::Value;

/// A server on a free port of loopback, on its own runtime, stopped when dropped.
pub struct Server {
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// A server without a rate limit (the tests play as fast as they can).
    pub fn start(data: &std::path::Path) -> Server {
        Server::start_with(data, Time::system())
    }

    /// A server reading the time from `time` (a manual clock in tests of clocks).
    pub fn start_with(data: &std::path::Path, time: Time) -> Server {
        Server::start_settings(data, Settings { time, rate_limit: None, ..Settings::default() })
    }

    pub fn start_settings(data: &std::path::Path, settings: Settings) -> Server {
        Server::start_on(Database::Sqlite(data.to_owned()), settings)
    }

    /// A server storing in `database` (an SQLite file, or a PostgreSQL database by URL).
    pub fn start_on(database: Database, settings: Settings) -> Server {
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let (ready, addr) = std::sync::mpsc::channel();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
            runtime.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                ready.send(listener.local_addr().unwrap()).unwrap();
                menagerie_server::serve_with(listener, &database, settings, async {
                    let _ = stopped.await;
                })
                .await
                .unwrap();
            });
        });
        Server { addr: addr.recv().unwrap(), stop: Some(stop), thread: Some(thread) }
    }

    /// Sends a request and returns the status and the body as JSON.
    pub fn request(&self, method: &str, path: &str, token: Option<&str>, body: Option<&str>) -> (u16, Value) {
        let (status, text) = self.raw(method, path, token, body);
        let value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{method} {path}: not JSON: {text:?}"));
        (status, value)
    }

    pub fn raw(&self, method: &str, path: &str, token: Option<&str>, body: Option<&str>) -> (u16, String) {
        let mut head = format!("{method} {path} HTTP/1.1");
        if let Some(token) = token {
            head.push_str(&format!("\r\nAuthorization: Bearer {token}"));
        }
        let (status, _, body) = self.exchange(&head, body.unwrap_or(""));
        (status, body)
    }

    /// Sends `head` (the request line and headers, without the blank line) and `body`; the
    /// status, the response's headers as text, and its body.
    pub fn exchange(&self, head: &str, body: &str) -> (u16, String, String) {
        let mut stream = TcpStream::connect(self.addr).unwrap();
        let mut request = format!("{head}\r\nHost: test\r\nConnection: close\r\n");
        if !body.is_empty() {
            request.push_str("Content-Type: application/json\r\n");
        }
        request.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
        stream.write_all(request.as_bytes()).unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        let response = String::from_utf8_lossy(&response).into_owned();
        let status = response.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let (headers, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
        (status, headers.to_owned(), body.to_owned())
    }

    /// Creates a game for the player with `token`; its id.
    pub fn create(&self, token: &str, body: &Value) -> String {
        let (status, created) = self.request("POST", "/api/games", Some(token), Some(&body.to_string()));
        assert_eq!(status, 201, "{created}");
        created["id"].as_str().unwrap().to_owned()
    }

    pub fn player(&self) -> (String, String) {
        let (status, body) = self.request("POST", "/api/player", None, None);
        assert_eq!(status, 200, "{body}");
        (body["id"].as_str().unwrap().to_owned(), body["token"].as_str().unwrap().to_owned())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Stream {
    /// Opens the stream on `server`.
    pub fn open(server: &Server, path: &str, token: Option<&str>) -> Stream {
        Stream::connect(server.addr, path, token)
    }
}
