//! Anonymous players: an id to show and a bearer token to act with. Tokens are 256 random
//! bits; the store keeps only their SHA-256, so a copy of the database cannot act for anyone.

use sha2::{Digest, Sha256};

use crate::store::{Player, Store, StoreError};

/// A new player's id and the token it proves itself with (shown once, never stored).
pub struct Credentials {
    pub id: String,
    pub token: String,
}

/// `n` random bytes as lower-case hex.
pub fn random_hex(n: usize) -> String {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

/// Creates an anonymous player.
pub async fn create(store: &impl Store, now_ms: i64) -> Result<Credentials, StoreError> {
    let credentials = Credentials { id: random_hex(8), token: random_hex(32) };
    let player = Player { id: credentials.id.clone(), token_hash: token_hash(&credentials.token), created_ms: now_ms };
    store.create_player(player).await?;
    Ok(credentials)
}

/// The player a bearer token belongs to, if any.
pub async fn by_token(store: &impl Store, token: &str) -> Result<Option<Player>, StoreError> {
    store.player_by_token(token_hash(token)).await
}
