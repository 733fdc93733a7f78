//! Players: an anonymous id to show and bearer tokens to act with, and optionally a claimed
//! name with a password, so the same player can log in from another device. Tokens are 256
//! random bits and the store keeps only their SHA-256; passwords only as argon2 hashes. A copy
//! of the database cannot act for anyone.

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};

use crate::store::{Player, Profile, Store, StoreError};

/// A player's id and a token it proves itself with (shown once, never stored).
pub struct Credentials {
    pub id: String,
    pub token: String,
}

/// Why claiming a name or logging in was refused, in words for the player.
#[derive(Debug)]
pub enum AccountError {
    Bad(String),
    Taken,
    WrongPassword,
    Store(StoreError),
}

impl From<StoreError> for AccountError {
    fn from(e: StoreError) -> AccountError {
        AccountError::Store(e)
    }
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
pub async fn by_token(store: &impl Store, token: &str) -> Result<Option<Profile>, StoreError> {
    store.player_by_token(token_hash(token)).await
}

/// A name is 2 to 20 letters, digits, `-` or `_`; a password 8 to 256 bytes.
fn check(name: &str, password: &str) -> Result<(), AccountError> {
    let valid = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if !(2..=20).contains(&name.len()) || !name.chars().all(valid) {
        return Err(AccountError::Bad("a name is 2 to 20 letters, digits, '-' or '_'".into()));
    }
    if !(8..=256).contains(&password.len()) {
        return Err(AccountError::Bad("a password is 8 to 256 bytes".into()));
    }
    Ok(())
}

/// Hashing is slow on purpose: it runs off the async runtime.
async fn blocking<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, AccountError> {
    tokio::task::spawn_blocking(work).await.map_err(|e| AccountError::Store(StoreError::Database(e.to_string())))
}

/// `player` claims `name` and a password, keeping its games and ratings.
pub async fn claim(store: &impl Store, player: &str, name: &str, password: &str) -> Result<(), AccountError> {
    check(name, password)?;
    let password = password.to_owned();
    let hash = blocking(move || {
        let salt = SaltString::encode_b64(random_hex(16).as_bytes()).expect("16 bytes make a salt");
        Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string())
    })
    .await?
    .map_err(|e| AccountError::Store(StoreError::Database(e.to_string())))?;
    match store.claim_name(player.to_owned(), name.to_owned(), hash).await {
        Err(StoreError::Duplicate) => Err(AccountError::Taken),
        other => Ok(other?),
    }
}

/// Logs in as the player who claimed `name`: a new token for this device.
pub async fn login(store: &impl Store, name: &str, password: &str, now_ms: i64) -> Result<Credentials, AccountError> {
    check(name, password).map_err(|_| AccountError::WrongPassword)?;
    let Some((profile, hash)) = store.player_by_name(name.to_owned()).await? else {
        return Err(AccountError::WrongPassword);
    };
    let password = password.to_owned();
    let matches = blocking(move || {
        PasswordHash::new(&hash).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
    })
    .await?;
    if !matches {
        return Err(AccountError::WrongPassword);
    }
    let token = random_hex(32);
    store.add_token(profile.id.clone(), token_hash(&token), now_ms).await?;
    Ok(Credentials { id: profile.id, token })
}
