//! Before the first move: who sits in each seat, King of the Mountain's secret armies and
//! Monster Bluff's secret True Kings, chosen so that no other person at the keyboard sees them.

use anyhow::bail;
use menagerie_engine::RandomPlayer;
use menagerie_rules::variants::mountain::{ArmySetup, Kind, Stage};
use menagerie_rules::{Options, Position, Seat, Variant, Viewer};

use super::Player;
use super::screen::{self, Keyboard, capitalise};

/// The seats of the game and who plays each: `--players` if given (its length also sets King
/// of the Mountain's `players` option when nothing else does), else a person in the first
/// seat and the computer in every other. A list of the wrong length is refused before
/// anything is asked.
pub fn players<P: Position>(start: &mut super::super::Start, given: Option<&[Player]>) -> anyhow::Result<Vec<Player>> {
    let option_given = start.options.iter().any(|o| o.split(',').any(|o| o.trim().starts_with("players=")));
    if P::VARIANT == Variant::Mountain
        && start.fen.is_none()
        && !option_given
        && let Some(list) = given
    {
        start.options.push(format!("players={}", list.len()));
    }
    let probe: P = super::super::position(start)?;
    let seats = probe.players();
    match given {
        Some(list) if list.len() != seats => {
            bail!("{} has {seats} seats here: give --players a list of {seats} (human or computer)", P::VARIANT.name())
        }
        Some(list) => Ok(list.to_vec()),
        None => Ok((0..seats).map(|i| if i == 0 { Player::Human } else { Player::Computer }).collect()),
    }
}

/// Whether two people share the keyboard, so that each must look away while the other
/// chooses or plays with a secret.
fn shared(players: &[Player]) -> bool {
    players.iter().filter(|&&p| p == Player::Human).count() > 1
}

/// King of the Mountain: each person chooses an army in secret (the computer takes the
/// default army); the choices become the `armies` option, all revealed together. Between
/// people the screen is cleared and the keyboard handed over.
pub fn choose_armies(
    start: &mut super::super::Start,
    players: &[Player],
    keyboard: &mut Keyboard,
) -> anyhow::Result<bool> {
    let given = |name: &str| start.options.iter().any(|o| o.split(',').any(|o| o.trim().starts_with(name)));
    if start.fen.is_some() || given("armies=") || !players.contains(&Player::Human) {
        return Ok(true);
    }
    let parsed = Options::parse(start.options.iter().map(String::as_str))?;
    let mut setup = ArmySetup::from_options(&parsed)?;
    let names = ["red", "blue", "yellow", "green"];
    let seat_names: Vec<&str> = setup.config().seats().iter().map(|&s| names[s as usize]).collect();
    let private = shared(players);
    println!("Armies are chosen in secret and revealed together.");
    // Asks the person in seat `i`, after handing the keyboard over if others are watching.
    let mut ask = |i: usize, prompt: String| -> anyhow::Result<Option<String>> {
        if private && !screen::hand_over(keyboard, &capitalise(seat_names[i]))? {
            return Ok(None);
        }
        loop {
            match keyboard.ask(&prompt)?.as_deref() {
                None | Some("quit" | "exit") => return Ok(None),
                Some("help" | "?") => println!("{}", super::help::moves_and_pieces(Variant::Mountain)),
                Some(text) => return Ok(Some(text.to_owned())),
            }
        }
    };
    if setup.stage() == Stage::Picking {
        for i in 0..setup.players() {
            let seat = Seat(i as u8);
            let for_whom = seat_names[setup.picks_for(seat).index()];
            let default = setup.config().default_army().pieces().map(Kind::letter).collect::<String>();
            loop {
                let text = match players[i] {
                    Player::Human => {
                        let prompt = format!(
                            "{}, pick the pieces of {for_whom} (Enter for {default}): ",
                            capitalise(seat_names[i])
                        );
                        let Some(text) = ask(i, prompt)? else { return Ok(false) };
                        text
                    }
                    Player::Computer => String::new(),
                };
                let text = if text.is_empty() { default.clone() } else { text.to_uppercase() };
                match setup.pick(seat, &text) {
                    Ok(()) => break,
                    Err(e) => println!("{e}"),
                }
            }
        }
    }
    for i in 0..setup.players() {
        let seat = Seat(i as u8);
        let default = setup.default_army(seat);
        loop {
            let text = match players[i] {
                Player::Human => {
                    let extra = if setup.config().army_len() == 20 { " g1 g2 a7 b7" } else { "" };
                    let prompt = format!(
                        "Army order: c1 d1 e1 f1 c2 d2 e2 f2 a3 a4 a5 a6 b3 b4 b5 b6{extra} (seat 1's squares, turned for yours).\n{}, your army (Enter for {default}): ",
                        capitalise(seat_names[i])
                    );
                    let Some(text) = ask(i, prompt)? else { return Ok(false) };
                    text
                }
                Player::Computer => String::new(),
            };
            let text = if text.is_empty() { default.clone() } else { text.to_uppercase() };
            match setup.choose(seat, &text) {
                Ok(()) => break,
                Err(e) => println!("{e}"),
            }
        }
    }
    if private {
        screen::clear();
    }
    let armies: Vec<String> = setup.armies().unwrap_or_default().iter().map(ToString::to_string).collect();
    println!("Armies revealed: {}", setup.view(Viewer::Spectator).lines().last().unwrap_or_default());
    start.options.push(format!("armies={}", armies.join("/")));
    Ok(true)
}

/// Asks every seat for its secret choice before the first move (Monster Bluff's True King):
/// a person types it, the computer picks from its own view. Between people the screen is
/// cleared and the keyboard handed over. False if the input ended.
pub fn secrets<P: Position>(
    start: &mut P,
    players: &[Player],
    names: &[&str],
    keyboard: &mut Keyboard,
) -> anyhow::Result<bool> {
    let seed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64);
    let mut random = RandomPlayer::new(seed);
    let private = shared(players);
    let mut asked = false;
    for (i, player) in players.iter().enumerate() {
        let seat = Seat(i as u8);
        let name = capitalise(names.get(i).copied().unwrap_or("?"));
        let choices = start.secret_options(seat);
        if choices.is_empty() {
            continue;
        }
        if *player == Player::Computer {
            let view = start.view(Viewer::Seat(seat));
            if let Some(choice) = random.choose_secret(&view, seat) {
                start.choose_secret(seat, &choice)?;
                println!("{name} (computer) has made its secret choice.");
            }
            continue;
        }
        if private && !screen::hand_over(keyboard, &name)? {
            return Ok(false);
        }
        asked = true;
        loop {
            println!(
                "{name}, make your secret choice (the {} is yours alone): one of {}",
                secret_name::<P>(),
                choices.join(" ")
            );
            let Some(line) = keyboard.ask("> ")? else { return Ok(false) };
            match line.as_str() {
                "quit" | "exit" => return Ok(false),
                "help" | "?" => {
                    println!("{}", super::help::moves_and_pieces(P::VARIANT));
                    continue;
                }
                _ => {}
            }
            match start.choose_secret(seat, &line) {
                Ok(()) => break,
                Err(e) => println!("{e}."),
            }
        }
    }
    if private && asked {
        screen::clear();
    }
    Ok(true)
}

/// What the secret choice is called in the variant.
fn secret_name<P: Position>() -> &'static str {
    match P::VARIANT {
        Variant::MonsterBluff => "True King",
        _ => "secret",
    }
}
