//! The store suite: what every `Store` must do, run against SQLite on a real file and against
//! a real PostgreSQL started for the test (common/postgres.rs): players by token, games and
//! their event logs, refused appends that would lose or repeat an event, the lobby, and
//! everything still there after the store is closed and opened again, and the games' leases
//! (an owner a game, a fencing token that refuses a former owner's late writes). PostgreSQL also
//! takes writers racing from several stores at once, as several server processes would.

use std::sync::Arc;
use std::time::Duration;

use crate::common::postgres::Postgres;
use menagerie_server::store::{
    Event, Player, PostgresStore, Profile, Rating, RatingUpdate, SqliteStore, Status, Store, StoreError, Summary,
};

fn summary(id: &str, status: Status, updated_ms: i64) -> Summary {
    let public = format!("{{\"variant\":\"chess\",\"id\":\"{id}\"}}");
    Summary { id: id.into(), status, public, updated_ms, players: Vec::new() }
}

fn profile(id: &str, name: Option<&str>) -> Profile {
    Profile { id: id.into(), name: name.map(str::to_owned), created_ms: 7 }
}

fn event(seq: u64, text: &str) -> Event {
    Event { seq, at_ms: 1000 + seq as i64, kind: "action".into(), data: format!("{{\"text\":\"{text}\"}}") }
}

/// A lease long enough never to expire during a test.
const LONG: i64 = 60_000;

fn player(id: &str, key: u8) -> Player {
    Player { id: id.into(), token_hash: [key; 32], created_ms: 7 }
}

async fn players<S: Store>(store: &S) {
    store.create_player(player("p1", 1)).await.unwrap();
    store.create_player(player("p2", 2)).await.unwrap();
    assert_eq!(store.player_by_token([1; 32]).await.unwrap(), Some(profile("p1", None)));
    assert_eq!(store.player_by_token([9; 32]).await.unwrap(), None);
    assert_eq!(store.create_player(player("p1", 3)).await, Err(StoreError::Duplicate));
    assert_eq!(store.create_player(player("p3", 2)).await, Err(StoreError::Duplicate), "a token is one player's");
}

/// Names, logins on other devices, the player's page.
async fn accounts<S: Store>(store: &S) {
    store.claim_name("p1".into(), "Alice".into(), "hash-a".into()).await.unwrap();
    assert_eq!(
        store.claim_name("p2".into(), "ALICE".into(), "hash-b".into()).await,
        Err(StoreError::Duplicate),
        "names are compared without case"
    );
    assert_eq!(
        store.claim_name("p1".into(), "Alicia".into(), "hash-c".into()).await,
        Err(StoreError::Duplicate),
        "one name a player"
    );
    assert_eq!(
        store.player_by_name("alice".into()).await.unwrap(),
        Some((profile("p1", Some("Alice")), "hash-a".into()))
    );
    assert_eq!(store.player_by_name("bob".into()).await.unwrap(), None);
    store.add_token("p1".into(), [11; 32], 8).await.unwrap();
    assert_eq!(store.player_by_token([11; 32]).await.unwrap(), Some(profile("p1", Some("Alice"))));
    assert_eq!(store.player_by_token([1; 32]).await.unwrap(), Some(profile("p1", Some("Alice"))), "both tokens act");
    assert_eq!(store.add_token("p2".into(), [11; 32], 8).await, Err(StoreError::Duplicate));
    assert_eq!(store.add_token("nobody".into(), [12; 32], 8).await, Err(StoreError::NotFound));

    let mut played = summary("a1", Status::Playing, 500);
    played.players = vec![Some("p1".into()), Some("p2".into())];
    store.create_game(played.clone(), "{}".into()).await.unwrap();
    let mut other = summary("a2", Status::Open, 50);
    other.players = vec![None, Some("p1".into())];
    store.create_game(other, "{}".into()).await.unwrap();
    let page = store.player_page("p1".into(), 10).await.unwrap().unwrap();
    assert_eq!(page.profile, profile("p1", Some("Alice")));
    let recent: Vec<&str> = page.recent.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(recent, ["a1", "a2"], "newest first");
    assert_eq!(store.player_page("p2".into(), 10).await.unwrap().unwrap().recent.len(), 1);
    assert_eq!(store.player_page("nobody".into(), 10).await.unwrap(), None);
    assert_eq!(store.player_page("p1".into(), usize::MAX).await.unwrap().unwrap().recent.len(), 2);
}

/// A game's result reaches its players' ratings once, however often it is asked.
/// The first player wins ten points from each of the others.
fn win() -> RatingUpdate {
    Box::new(|before: &[Rating]| {
        before
            .iter()
            .enumerate()
            .map(|(i, r)| Rating { rating: r.rating + if i == 0 { 10.0 } else { -10.0 }, games: r.games + 1, ..*r })
            .collect()
    })
}

async fn ratings<S: Store>(store: &S) {
    let players = || vec!["p1".to_owned(), "p2".to_owned()];
    let changes = store.rate("a1".into(), "chess".into(), players(), win()).await.unwrap().unwrap();
    assert_eq!(changes[0].0, Rating::default());
    assert_eq!(changes[0].1.rating, 1510.0);
    assert_eq!(store.rate("a1".into(), "chess".into(), players(), win()).await.unwrap(), None, "once");
    store.rate("a2".into(), "chess".into(), players(), win()).await.unwrap().unwrap();
    let page = store.player_page("p1".into(), 10).await.unwrap().unwrap();
    assert_eq!(page.ratings.len(), 1);
    assert_eq!(page.ratings[0].0, "chess");
    assert_eq!((page.ratings[0].1.rating, page.ratings[0].1.games), (1520.0, 2));
    let page = store.player_page("p2".into(), 10).await.unwrap().unwrap();
    assert_eq!((page.ratings[0].1.rating, page.ratings[0].1.games), (1480.0, 2));
}

async fn games<S: Store>(store: &S) {
    store.create_game(summary("g1", Status::Open, 10), "{\"setup\":1}".into()).await.unwrap();
    assert_eq!(store.create_game(summary("g1", Status::Open, 11), "{}".into()).await, Err(StoreError::Duplicate));
    let loaded = store.load("g1".into()).await.unwrap().unwrap();
    assert_eq!(loaded.setup, "{\"setup\":1}");
    assert!(loaded.events.is_empty());
    assert_eq!(store.load("nope".into()).await.unwrap(), None);

    assert_eq!(
        store.append(summary("g1", Status::Playing, 20), vec![event(0, "e2-e4")], 1).await,
        Err(StoreError::Fenced),
        "no append without the game's lease"
    );
    let token = store.acquire("g1".into(), "me".into(), LONG).await.map(|l| l.token).unwrap();
    assert_eq!(token, 1);
    store.append(summary("g1", Status::Playing, 20), vec![event(0, "e2-e4"), event(1, "e7-e5")], token).await.unwrap();
    store.append(summary("g1", Status::Playing, 30), vec![event(2, "g1-f3")], token).await.unwrap();
    // A writer that lost track: the same number again, a gap, or a game that is not there.
    assert_eq!(
        store.append(summary("g1", Status::Playing, 40), vec![event(2, "b1-c3")], token).await,
        Err(StoreError::Conflict { expected: 3, found: 2 })
    );
    assert_eq!(
        store.append(summary("g1", Status::Playing, 40), vec![event(4, "b1-c3")], token).await,
        Err(StoreError::Conflict { expected: 3, found: 4 })
    );
    assert_eq!(
        store.append(summary("g1", Status::Playing, 40), vec![event(3, "b1-c3"), event(5, "x")], token).await,
        Err(StoreError::Conflict { expected: 4, found: 5 }),
        "a gap inside the batch refuses all of it"
    );
    assert_eq!(
        store.append(summary("gx", Status::Playing, 40), vec![event(0, "e2-e4")], token).await,
        Err(StoreError::NotFound)
    );
    assert_eq!(store.acquire("gx".into(), "me".into(), LONG).await.map(|l| l.token), Err(StoreError::NotFound));
    let loaded = store.load("g1".into()).await.unwrap().unwrap();
    let texts: Vec<&str> = loaded.events.iter().map(|e| e.data.as_str()).collect();
    assert_eq!(texts, ["{\"text\":\"e2-e4\"}", "{\"text\":\"e7-e5\"}", "{\"text\":\"g1-f3\"}"]);
    assert_eq!(loaded.events[2], event(2, "g1-f3"));
    assert_eq!(loaded.summary, summary("g1", Status::Playing, 30));
}

/// A game's lease: one owner at a time, kept alive by renewal, taken over once it expires
/// (with a new fencing token), and a former owner's late append refused, nothing of it landing.
async fn leases<S: Store>(store: &S) {
    store.create_game(summary("k1", Status::Playing, 1), "{}".into()).await.unwrap();
    let short = 1_000;
    assert_eq!(store.acquire("k1".into(), "a".into(), short).await.map(|l| l.token), Ok(1));
    assert_eq!(
        store.acquire("k1".into(), "b".into(), short).await.map(|l| l.token),
        Err(StoreError::Leased { owner: "a".into() })
    );
    let again = store.acquire("k1".into(), "a".into(), short).await.unwrap();
    assert_eq!((again.token, again.vacant_ms), (1, None), "the owner's term goes on");
    // Renewed, the lease outlives its first expiry several times over.
    for _ in 0..8 {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let held = store.renew("a".into(), short).await.unwrap();
        assert!(held.contains(&("k1".into(), 1)), "{held:?}");
    }
    assert_eq!(
        store.acquire("k1".into(), "b".into(), short).await.map(|l| l.token),
        Err(StoreError::Leased { owner: "a".into() })
    );
    assert!(!store.orphans(usize::MAX).await.unwrap().iter().any(|g| g.id == "k1"), "held: no orphan");
    // Not renewed, it expires: the game is an orphan, and another owner takes it.
    tokio::time::sleep(Duration::from_millis(1_300)).await;
    assert!(store.orphans(usize::MAX).await.unwrap().iter().any(|g| g.id == "k1"), "expired: an orphan");
    let taken = store.acquire("k1".into(), "b".into(), LONG).await.unwrap();
    assert_eq!(taken.token, 2, "a takeover: a new token");
    // The time since the former owner's last renewal (about 1.3 s), which no clock is charged.
    assert!(taken.vacant_ms.is_some_and(|ms| (1_200..10_000).contains(&ms)), "{taken:?}");
    assert_eq!(
        store.append(summary("k1", Status::Ended, 5), vec![event(0, "late")], 1).await,
        Err(StoreError::Fenced),
        "the former owner's late write"
    );
    store.append(summary("k1", Status::Playing, 6), vec![event(0, "e2-e4")], 2).await.unwrap();
    let held = store.renew("a".into(), LONG).await.unwrap();
    assert!(!held.iter().any(|(id, _)| id == "k1"), "the former owner learns it lost the game: {held:?}");
    assert_eq!(
        store.acquire("k1".into(), "a".into(), LONG).await.map(|l| l.token),
        Err(StoreError::Leased { owner: "b".into() }),
        "its renewal took nothing back"
    );
    // A release with a stale token does nothing; the owner's own lets another in at once.
    store.release("k1".into(), "a".into(), 1).await.unwrap();
    assert_eq!(
        store.acquire("k1".into(), "a".into(), LONG).await.map(|l| l.token),
        Err(StoreError::Leased { owner: "b".into() })
    );
    store.release("k1".into(), "b".into(), 2).await.unwrap();
    assert_eq!(store.acquire("k1".into(), "a".into(), LONG).await.map(|l| l.token), Ok(3));
    assert_eq!(store.append(summary("k1", Status::Playing, 7), vec![event(1, "x")], 2).await, Err(StoreError::Fenced));
    // A negative time gives back every lease an owner holds (a clean shutdown).
    store.renew("a".into(), -1).await.unwrap();
    assert_eq!(store.acquire("k1".into(), "b".into(), LONG).await.map(|l| l.token), Ok(4));
    let game = store.load("k1".into()).await.unwrap().unwrap();
    assert_eq!(game.events, vec![event(0, "e2-e4")], "only the owners' writes landed");
    assert_eq!(game.summary.updated_ms, 6);
}

async fn lobby<S: Store>(store: &S) {
    for (i, status) in [Status::Open, Status::Open, Status::Playing, Status::Ended, Status::Open].iter().enumerate() {
        store.create_game(summary(&format!("l{i}"), *status, 100 + i as i64), "{}".into()).await.unwrap();
    }
    let open: Vec<String> = store.lobby(Status::Open, 10).await.unwrap().into_iter().map(|s| s.id).collect();
    assert!(open.starts_with(&["l4".to_owned(), "l1".to_owned(), "l0".to_owned()]), "newest first: {open:?}");
    assert_eq!(store.lobby(Status::Open, 2).await.unwrap().len(), 2);
    assert_eq!(store.lobby(Status::Open, usize::MAX).await.unwrap().len(), open.len(), "usize::MAX: all");
    assert!(store.lobby(Status::Ended, 10).await.unwrap().iter().any(|s| s.id == "l3"));
}

/// Many games' appends at once: every one committed (the SQLite store takes them in shared
/// transactions), and a refused one among them undoes none of the others.
async fn concurrent<S: Store>(store: std::sync::Arc<S>) {
    let n = 200;
    for i in 0..n {
        store.create_game(summary(&format!("c{i}"), Status::Playing, 1), "{}".into()).await.unwrap();
        assert_eq!(store.acquire(format!("c{i}"), "me".into(), LONG).await.map(|l| l.token), Ok(1));
    }
    let mut tasks = Vec::new();
    for i in 0..n {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            let id = format!("c{i}");
            // Every tenth game also gets a conflicting append in the same rush.
            let bad = if i % 10 == 0 {
                Some(store.append(summary(&id, Status::Playing, 2), vec![event(5, "bad")], 1))
            } else {
                None
            };
            let good = store.append(summary(&id, Status::Playing, 2), vec![event(0, "e2-e4")], 1);
            let (good, bad) = match bad {
                Some(bad) => {
                    let (g, b) = tokio::join!(good, bad);
                    (g, Some(b))
                }
                None => (good.await, None),
            };
            (good, bad)
        }));
    }
    for task in tasks {
        let (good, bad) = task.await.unwrap();
        assert_eq!(good, Ok(()));
        if let Some(bad) = bad {
            assert!(matches!(bad, Err(StoreError::Conflict { .. })), "{bad:?}");
        }
    }
    for i in 0..n {
        let game = store.load(format!("c{i}")).await.unwrap().unwrap();
        assert_eq!(game.events, vec![event(0, "e2-e4")], "c{i}");
    }
}

/// Everything a store must do, on a fresh store.
async fn suite<S: Store>(store: Arc<S>) {
    players(&*store).await;
    accounts(&*store).await;
    ratings(&*store).await;
    games(&*store).await;
    leases(&*store).await;
    lobby(&*store).await;
    concurrent(store.clone()).await;
    assert_eq!(store.cookie_key().await.unwrap().len(), 64);
    assert_eq!(store.last_alive().await.unwrap(), None);
    store.alive(1_234).await.unwrap();
    store.alive(5_678).await.unwrap();
    assert_eq!(store.last_alive().await.unwrap(), Some(5_678), "the latest heartbeat");
}

/// Closed and opened again (as after a restart), the store has everything it acknowledged,
/// and opening an up-to-date database migrates nothing twice: `versions` reads what the
/// database records, `expected` is what it must say.
async fn reopen<S: Store>(open: impl AsyncFn() -> S, versions: impl AsyncFn(&S) -> Vec<i64>, expected: &[i64]) {
    let key = {
        let store = open().await;
        players(&store).await;
        accounts(&store).await;
        games(&store).await;
        store.cookie_key().await.unwrap()
    };
    let store = open().await;
    assert_eq!(store.cookie_key().await.unwrap(), key, "cookies stay valid across a restart");
    assert_eq!(store.player_by_token([11; 32]).await.unwrap().map(|p| p.id), Some("p1".into()));
    assert_eq!(store.player_by_token([2; 32]).await.unwrap().map(|p| p.id), Some("p2".into()));
    let game = store.load("g1".into()).await.unwrap().unwrap();
    assert_eq!(game.events.len(), 3);
    let token = store.acquire("g1".into(), "me".into(), LONG).await.map(|l| l.token).unwrap();
    assert_eq!(token, 1, "the same owner's term goes on");
    store.append(summary("g1", Status::Ended, 50), vec![event(3, "resign")], token).await.unwrap();
    drop(store);
    let store = open().await;
    assert_eq!(store.load("g1".into()).await.unwrap().unwrap().summary.status, Status::Ended);
    assert_eq!(versions(&store).await, expected, "each migration recorded once");
}

/// Two stores on one database, as two server processes: every race for the same number, name
/// or rating has exactly one winner, and the loser gets the error a lone writer would.
async fn contended<S: Store>(a: Arc<S>, b: Arc<S>) {
    let rounds = 40;
    a.create_game(summary("race", Status::Playing, 1), "{}".into()).await.unwrap();
    let token = a.acquire("race".into(), "a".into(), LONG).await.map(|l| l.token).unwrap();
    for seq in 0..rounds {
        let one = a.append(summary("race", Status::Playing, 2), vec![event(seq, "from-a")], token);
        let two = b.append(summary("race", Status::Playing, 2), vec![event(seq, "from-b")], token);
        let (one, two) = tokio::join!(one, two);
        let refused = Err(StoreError::Conflict { expected: seq + 1, found: seq });
        assert!((one == Ok(()) && two == refused) || (two == Ok(()) && one == refused), "seq {seq}: {one:?} {two:?}");
    }
    let game = b.load("race".into()).await.unwrap().unwrap();
    assert_eq!(game.events.iter().map(|e| e.seq).collect::<Vec<_>>(), (0..rounds).collect::<Vec<_>>());

    a.create_player(player("r1", 41)).await.unwrap();
    a.create_player(player("r2", 42)).await.unwrap();
    let (one, two) = tokio::join!(
        a.claim_name("r1".into(), "Racer".into(), "x".into()),
        b.claim_name("r2".into(), "racer".into(), "y".into())
    );
    assert!(matches!((&one, &two), (Ok(()), Err(StoreError::Duplicate)) | (Err(StoreError::Duplicate), Ok(()))));
    let (one, two) = tokio::join!(a.create_player(player("r3", 43)), b.create_player(player("r3", 44)));
    assert!(matches!((&one, &two), (Ok(()), Err(StoreError::Duplicate)) | (Err(StoreError::Duplicate), Ok(()))));

    // The same game rated from both at once counts once; two games sharing a player, rated at
    // once, both reach the shared player (neither is applied over a stale "before").
    let pair = || vec!["r1".to_owned(), "r2".to_owned()];
    let (one, two) = tokio::join!(
        a.rate("race".into(), "chess".into(), pair(), win()),
        b.rate("race".into(), "chess".into(), pair(), win())
    );
    assert_eq!([&one, &two].iter().filter(|r| matches!(r, Ok(Some(_)))).count(), 1, "{one:?} {two:?}");
    assert_eq!([&one, &two].iter().filter(|r| matches!(r, Ok(None))).count(), 1, "{one:?} {two:?}");
    let (one, two) = tokio::join!(
        a.rate("x1".into(), "chess".into(), vec!["r1".into(), "r3".into()], win()),
        b.rate("x2".into(), "chess".into(), vec!["r1".into(), "r2".into()], win())
    );
    assert!(one.unwrap().is_some() && two.unwrap().is_some());
    let page = a.player_page("r1".into(), 10).await.unwrap().unwrap();
    assert_eq!((page.ratings[0].1.rating, page.ratings[0].1.games), (1530.0, 3));

    // Two processes taking the same free game at once: one owner, the other told who.
    for round in 0..20 {
        let id = format!("own{round}");
        a.create_game(summary(&id, Status::Playing, 1), "{}".into()).await.unwrap();
        let (one, two) = tokio::join!(a.acquire(id.clone(), "a".into(), LONG), b.acquire(id.clone(), "b".into(), LONG));
        let (one, two) = (one.map(|l| l.token), two.map(|l| l.token));
        let won = |r: &Result<u64, StoreError>| r == &Ok(1);
        assert!(
            (won(&one) && two == Err(StoreError::Leased { owner: "a".into() }))
                || (won(&two) && one == Err(StoreError::Leased { owner: "b".into() })),
            "{one:?} {two:?}"
        );
    }
    // A takeover racing the former owner's append: the append lands before the takeover or is
    // refused, never after it.
    for round in 0..20 {
        let id = format!("fence{round}");
        a.create_game(summary(&id, Status::Playing, 1), "{}".into()).await.unwrap();
        let old = a.acquire(id.clone(), "a".into(), 0).await.map(|l| l.token).unwrap();
        let (late, taken) = tokio::join!(
            a.append(summary(&id, Status::Playing, 2), vec![event(0, "a")], old),
            b.acquire(id.clone(), "b".into(), LONG)
        );
        let new = taken.unwrap().token;
        assert_eq!(new, old + 1);
        let game = b.load(id.clone()).await.unwrap().unwrap();
        match late {
            Ok(()) => assert_eq!(game.events, vec![event(0, "a")]),
            Err(StoreError::Fenced) => assert!(game.events.is_empty()),
            other => panic!("{other:?}"),
        }
        let next = game.events.len() as u64;
        b.append(summary(&id, Status::Playing, 3), vec![event(next, "b")], new).await.unwrap();
        assert_eq!(
            a.append(summary(&id, Status::Playing, 4), vec![event(next + 1, "a")], old).await,
            Err(StoreError::Fenced)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_passes_the_store_suite() {
    let dir = tempfile::tempdir().unwrap();
    suite(Arc::new(SqliteStore::open(&dir.path().join("menagerie.sqlite")).unwrap())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_passes_the_store_suite() {
    let postgres = Postgres::start();
    let url = postgres.database("suite");
    suite(Arc::new(PostgresStore::open(&url).await.unwrap())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_keeps_everything_across_a_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("menagerie.sqlite");
    let open = async || SqliteStore::open(&path).unwrap();
    let versions = async |_: &SqliteStore| menagerie_server::store::schema_versions(&path).unwrap();
    reopen(open, versions, &[1, 2, 3]).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_keeps_everything_across_a_reopen() {
    let postgres = Postgres::start();
    let url = postgres.database("reopen");
    let open = async || PostgresStore::open(&url).await.unwrap();
    let versions = async |store: &PostgresStore| store.schema_versions().await.unwrap();
    reopen(open, versions, &[1, 2]).await;
    // A database a newer server has migrated further is refused, not written to.
    postgres.sql("reopen", "INSERT INTO schema_version (version) VALUES (3)");
    let refused = PostgresStore::open(&url).await.err().expect("a newer schema refused").to_string();
    assert!(refused.contains("newer than this server"), "{refused}");
}

/// Two stores on one database (two processes' worth of connections) racing for the same
/// event numbers, names, ids and ratings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_takes_writers_from_several_processes() {
    let postgres = Postgres::start();
    let url = postgres.database("race");
    let (a, b) = tokio::join!(PostgresStore::open(&url), PostgresStore::open(&url));
    contended(Arc::new(a.unwrap()), Arc::new(b.unwrap())).await;
}

/// A file made by the first schema (players with one token in their row) opens with its
/// players' tokens still acting for them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_schema_file_migrates_with_its_players() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("menagerie.sqlite");
    {
        let old = rusqlite::Connection::open(&path).unwrap();
        old.execute_batch(include_str!("../../src/store/migrations/0001_games.sql")).unwrap();
        old.execute_batch(
            "CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (1);
             INSERT INTO players (id, token_hash, created_ms) VALUES ('old', zeroblob(32), 7);",
        )
        .unwrap();
    }
    let store = SqliteStore::open(&path).unwrap();
    assert_eq!(store.player_by_token([0; 32]).await.unwrap(), Some(profile("old", None)));
    assert_eq!(menagerie_server::store::schema_versions(&path).unwrap(), vec![1, 2, 3]);
}
