//! An NDJSON stream read by hand on a TCP stream, for the server's tests and the CLI's
//! (`#[path]`), which start servers in process or as processes.

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use serde_json::Value;

/// An open NDJSON stream: `GET /api/games/{id}/stream` read line by line.
pub struct Stream {
    reader: BufReader<TcpStream>,
}

impl Stream {
    /// Opens the stream at `addr` (HTTP/1.0, so the body is the lines themselves, unchunked).
    pub fn connect(addr: SocketAddr, path: &str, token: Option<&str>) -> Stream {
        let mut stream = TcpStream::connect(addr).unwrap();
        stream.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        let mut request = format!("GET {path} HTTP/1.0\r\nHost: test\r\n");
        if let Some(token) = token {
            request.push_str(&format!("Authorization: Bearer {token}\r\n"));
        }
        request.push_str("\r\n");
        stream.write_all(request.as_bytes()).unwrap();
        let mut reader = BufReader::new(stream);
        let mut status = String::new();
        reader.read_line(&mut status).unwrap();
        assert!(status.contains(" 200 "), "{path}: {status}");
        loop {
            let mut header = String::new();
            reader.read_line(&mut header).unwrap();
            if header.trim().is_empty() {
                break;
            }
        }
        Stream { reader }
    }

    /// The next line as sent (pings skipped), without its newline.
    pub fn raw_line(&mut self) -> String {
        loop {
            let mut line = String::new();
            let n = self.reader.read_line(&mut line).expect("a line within the timeout");
            assert!(n > 0, "the stream ended");
            let line = line.trim_end().to_owned();
            if !line.is_empty() && line != r#"{"type":"ping"}"# {
                return line;
            }
        }
    }

    pub fn line(&mut self) -> Value {
        let line = self.raw_line();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"))
    }

    /// Reads lines until one satisfies `done`; all of them, the last one last.
    pub fn until(&mut self, mut done: impl FnMut(&Value) -> bool) -> Vec<Value> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            let stop = done(&line);
            lines.push(line);
            if stop {
                return lines;
            }
        }
    }
}
