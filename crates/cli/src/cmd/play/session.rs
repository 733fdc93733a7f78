//! One game at the terminal, turn by turn: the computer's moves, the people's commands, the
//! hand-over between people who must not see each other's secrets, offers and the result.

use std::time::Duration;

use menagerie_engine::{Evaluate, Limits, Searcher};
use menagerie_rules::{Game, Seat, Viewer, legal_texts, notation, record};

use super::record::{announce, describe_players, reveal_secrets, seat_name};
use super::screen::{self, Keyboard, capitalise, yes_or_no};
use super::{Options, Player, help};
use crate::render;

/// How a game session ended.
pub enum Ending {
    Quit,
    Rematch,
}

/// What the person at the keyboard asked for.
enum Command<'t> {
    Nothing,
    Quit,
    Help,
    Board,
    Moves(Option<&'t str>),
    Fen,
    Record,
    Undo,
    Resign,
    Draw,
    Rematch,
    Action(&'t str),
}

impl<'t> Command<'t> {
    fn read(line: &'t str) -> Command<'t> {
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or_default();
        match (first.to_ascii_lowercase().as_str(), words.next()) {
            ("", _) => Command::Nothing,
            ("quit" | "exit", None) => Command::Quit,
            ("help" | "?", None) => Command::Help,
            ("board", None) => Command::Board,
            ("moves", square) => Command::Moves(square),
            ("fen", None) => Command::Fen,
            ("record", None) => Command::Record,
            ("undo" | "takeback", None) => Command::Undo,
            ("resign", None) => Command::Resign,
            ("draw", None) => Command::Draw,
            ("rematch", None) => Command::Rematch,
            _ => Command::Action(line),
        }
    }
}

pub struct Session<'a, P: Evaluate> {
    game: Game<P>,
    players: &'a [Player],
    names: &'a [&'static str],
    /// One searcher per seat: what one side learned with its own secrets stays its own.
    engines: Vec<Searcher<P>>,
    limits: Limits,
    color: bool,
    /// Whether seats see different things (a True King), so that people sharing the keyboard
    /// must hand it over with the screen cleared.
    secrets: bool,
    /// The record's tags: options and who plays.
    header: record::Header,
    /// The seat whose view is on the screen.
    at_keyboard: Option<Seat>,
    /// The people have all dropped out and watch the computers finish.
    watching: bool,
}

impl<'a, P: Evaluate> Session<'a, P> {
    pub fn new(
        mut game: Game<P>,
        players: &'a [Player],
        names: &'a [&'static str],
        start_options: &[String],
        options: &Options,
    ) -> Session<'a, P> {
        let seats = players.len();
        let start = game.start();
        let secrets =
            (0..seats).any(|i| start.view_fen(Viewer::Seat(Seat(i as u8))) != start.view_fen(Viewer::Spectator));
        game.rules.repetition = !options.no_repetition;
        let header = record::Header {
            options: start_options.to_vec(),
            players: players
                .iter()
                .map(|p| if *p == Player::Human { "person" } else { "computer" }.to_owned())
                .collect(),
            time_control: String::new(),
        };
        Session {
            game,
            players,
            names,
            engines: (0..seats).map(|_| Searcher::new(32)).collect(),
            limits: Limits { movetime: Some(Duration::from_millis(options.movetime)), ..Limits::default() },
            color: options.color,
            secrets,
            header,
            at_keyboard: None,
            watching: false,
        }
    }

    fn is_human(&self, seat: Seat) -> bool {
        self.players.get(seat.index()) == Some(&Player::Human)
    }

    fn humans(&self) -> Vec<Seat> {
        (0..self.players.len()).map(|i| Seat(i as u8)).filter(|&s| self.is_human(s)).collect()
    }

    fn resigned(&self, seat: Seat) -> bool {
        self.game.resignations().iter().any(|&(_, s)| s == seat)
    }

    fn name(&self, seat: Seat) -> String {
        capitalise(seat_name(self.names, seat))
    }

    /// Whose view the screen shows: the one person playing, or the person at the keyboard;
    /// with nobody, a spectator's.
    fn viewer(&self) -> Viewer {
        match self.humans().as_slice() {
            [] => Viewer::Spectator,
            [one] => Viewer::Seat(*one),
            _ => self.at_keyboard.map_or(Viewer::Spectator, Viewer::Seat),
        }
    }

    /// The board as the screen's viewer may see it; once the game is over, everything.
    fn board(&self) -> String {
        let position = self.game.position();
        let viewer = self.viewer();
        let fen = if self.game.outcome().is_some() { position.fen() } else { position.view_fen(viewer) };
        let me = match viewer {
            Viewer::Seat(seat) => Some(seat),
            _ => None,
        };
        render::position(P::VARIANT, &fen, me, &self.marks(), self.color)
    }

    /// The last move's squares and a royal piece in check, for the board.
    fn marks(&self) -> render::Marks {
        let position = self.game.position();
        let last_move = match (self.game.record().last(), self.game.positions().len()) {
            (Some(text), n) if n >= 2 => {
                let before = &self.game.positions()[n - 2];
                notation::square_names(text).iter().filter_map(|name| before.coord_of(name)).collect()
            }
            _ => Vec::new(),
        };
        render::Marks { last_move, check: position.checked_squares() }
    }

    pub fn play(&mut self, keyboard: &mut Keyboard) -> anyhow::Result<Ending> {
        println!("{}: {}", P::VARIANT.name(), describe_players(self.players, self.names));
        println!("Type 'help' for how to write moves and for the commands.\n");
        let mut show_board = true;
        let mut announced = false;
        loop {
            let outcome = self.game.outcome();
            let seat = self.game.position().to_move();
            if outcome.is_none() && !self.is_human(seat) {
                self.computer_moves(seat)?;
                show_board = true;
                if self.humans().is_empty() || self.watching {
                    println!("{}", self.board());
                }
                continue;
            }
            if outcome.is_none() && self.at_keyboard != Some(seat) {
                // Two people and a secret: nothing of the last one's view may stay on screen.
                if self.secrets && self.humans().len() > 1 && !screen::hand_over(keyboard, &self.name(seat))? {
                    return Ok(self.goodbye());
                }
                self.at_keyboard = Some(seat);
                show_board = true;
            }
            if show_board && (!self.humans().is_empty() || outcome.is_none()) {
                println!("\n{}", self.board());
            }
            match outcome {
                Some(outcome) => {
                    if !announced {
                        println!("{}", announce(outcome, self.names));
                        // The game's end is when secrets may be told.
                        for line in reveal_secrets(&self.game, self.names) {
                            println!("{line}");
                        }
                        println!("Record: {}", self.record());
                        println!("Type 'rematch' for another game, or 'quit'.");
                        announced = true;
                    }
                    if self.humans().is_empty() {
                        return Ok(Ending::Quit);
                    }
                }
                None => println!("{} to move.", self.name(seat)),
            }
            let Some(line) = keyboard.ask("> ")? else { return Ok(self.goodbye()) };
            show_board = false;
            match Command::read(&line) {
                Command::Nothing => {}
                Command::Quit => return Ok(self.goodbye()),
                Command::Help => println!("{}", help::text(P::VARIANT)),
                Command::Board => show_board = true,
                Command::Moves(square) => println!("{}", self.moves(square)),
                Command::Fen => println!("{}", self.game.position().view_fen(self.viewer())),
                // The whole record, tags and all, as `--load` reads it; secrets only once over.
                Command::Record => print!("{}", record::write(&self.game, &self.header)),
                Command::Rematch if outcome.is_some() => return Ok(Ending::Rematch),
                Command::Rematch => println!("The game is not over: finish it, resign or offer a draw first."),
                _ if outcome.is_some() => println!("The game is over. Type 'rematch' for another game, or 'quit'."),
                Command::Undo => show_board = self.undo(),
                Command::Resign => {
                    if !self.resign(seat, keyboard)? {
                        return Ok(self.goodbye());
                    }
                    show_board = true;
                }
                Command::Draw => match self.offer_draw(seat, keyboard)? {
                    Some(accepted) => show_board = accepted,
                    None => return Ok(self.goodbye()),
                },
                Command::Action(text) => match self.game.play(text) {
                    Ok(_) => show_board = true,
                    Err(e) => println!("{e}. Type 'moves' to list the legal moves, 'help' for how to write them."),
                },
            }
        }
    }

    /// The computer in `seat` moves, working from its own view and that view's history:
    /// never the referee's.
    fn computer_moves(&mut self, seat: Seat) -> anyhow::Result<()> {
        let own = Viewer::Seat(seat);
        let view = self.game.position().view(own);
        let positions = self.game.positions();
        let history: Vec<u64> = positions[..positions.len() - 1].iter().map(|p| p.view(own).hash()).collect();
        let report = self.engines[seat.index()].search(&view, &history, self.limits);
        let Some(best) = report.best else { anyhow::bail!("the computer found no legal move") };
        let text = view.action_text(best);
        println!("{} plays {text}.", self.name(seat));
        self.game.play(&text)?;
        Ok(())
    }

    /// Every legal move, or those of the piece on one square (`moves e2`).
    fn moves(&self, square: Option<&str>) -> String {
        let all = legal_texts(self.game.position());
        let Some(square) = square else { return all.join(" ") };
        let square = square.to_ascii_lowercase();
        // A move of the piece on e2 starts with e2 and then something that is not part of a
        // square's name (e2-e4, e2=X), so e2 does not match e20.
        let from = |text: &str| {
            let text = text.trim_start_matches('+').to_ascii_lowercase();
            text.strip_prefix(&square).is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphanumeric()))
        };
        let some: Vec<String> = all.into_iter().filter(|t| from(t)).collect();
        if some.is_empty() { format!("No legal move starts on {square}.") } else { some.join(" ") }
    }

    /// The moves so far, numbered by round, drop-outs where they happened (docs/play.md).
    fn record(&self) -> String {
        menagerie_rules::record::movetext(&self.game)
    }

    /// Takes back to the last position where a person was to move. False if nothing was.
    fn undo(&mut self) -> bool {
        if !self.game.undo() {
            println!("Nothing to undo.");
            return false;
        }
        while !self.is_human(self.game.position().to_move()) && self.game.undo() {}
        true
    }

    /// `seat` resigns. With three or four seats it drops out and the others play on; a person
    /// left with nothing to play may leave at once. False if the input ended.
    fn resign(&mut self, seat: Seat, keyboard: &mut Keyboard) -> anyhow::Result<bool> {
        self.game.resign(seat);
        if self.game.outcome().is_some() || !self.resigned(seat) {
            return Ok(true);
        }
        println!("{} resigns and drops out.", self.name(seat));
        let playing = self.humans().into_iter().any(|s| !self.resigned(s));
        if !playing {
            let prompt = "You are out of the game. Press Enter to watch the others play on, or type 'quit' to leave. ";
            match keyboard.ask(prompt)? {
                Some(answer) if answer.eq_ignore_ascii_case("quit") => return Ok(false),
                Some(_) => self.watching = true,
                None => return Ok(false),
            }
        }
        Ok(true)
    }

    /// `seat` offers a draw: every other player still in the game must accept, a person by
    /// answering, the computer by its own judgement (it accepts when it does not think itself
    /// ahead). Some(accepted), or None if the input ended.
    fn offer_draw(&mut self, seat: Seat, keyboard: &mut Keyboard) -> anyhow::Result<Option<bool>> {
        let others: Vec<Seat> =
            (0..self.players.len()).map(|i| Seat(i as u8)).filter(|&s| s != seat && !self.resigned(s)).collect();
        for other in others {
            let accepts = if self.is_human(other) {
                if self.secrets && !screen::hand_over(keyboard, &self.name(other))? {
                    return Ok(None);
                }
                self.at_keyboard = None;
                let prompt =
                    format!("{}, {} offers a draw. Do you accept? (yes/no) ", self.name(other), self.name(seat));
                match yes_or_no(keyboard, &prompt)? {
                    Some(answer) => answer,
                    None => return Ok(None),
                }
            } else {
                self.computer_accepts_draw(other)
            };
            if !accepts {
                println!("{} declines the draw.", self.name(other));
                return Ok(Some(false));
            }
            println!("{} accepts the draw.", self.name(other));
        }
        self.game.agree_draw();
        Ok(Some(true))
    }

    /// The computer accepts a draw when a short search from its own view does not see it
    /// ahead. In a game of three or four it plays on: one player's score says little about
    /// how the others stand.
    fn computer_accepts_draw(&mut self, seat: Seat) -> bool {
        if self.players.len() > 2 {
            return false;
        }
        let view = self.game.position().view(Viewer::Seat(seat));
        let limits =
            Limits { movetime: self.limits.movetime.map(|t| t.min(Duration::from_millis(300))), ..self.limits };
        let report = self.engines[seat.index()].search(&view, &[], limits);
        // The score is for the side to move: the one who offered, when the offer is made.
        let for_seat = if view.to_move() == seat { report.score } else { -report.score };
        for_seat <= 0
    }

    fn goodbye(&self) -> Ending {
        if !self.game.record().is_empty() && self.game.outcome().is_none() {
            println!("Record so far: {}", self.record());
        }
        println!("Goodbye.");
        Ending::Quit
    }
}
