//! The actions: what the movement rules allow (drops, moves, flips, flights, the exit, bonus
//! moves), then the two legality tests of RULES.md §2, each played out on a copy:
//!
//! - no action may leave the Pilgrim in check (`attacked_by_blue`, flip captures included);
//! - the stalemate rule (I-31): an action is illegal if the opponent, to move next, would have
//!   no action legal under every other rule, unless the opponent is Red in check (mate). The
//!   Pilgrim's exit and `end` are exempt (I-31, I-32).
//!
//! The stalemate test stops at the opponent's first legal reply, and most positions answer it
//! without generating anything: a side with a disk in hand and an empty square on its half can
//! always introduce it (for Red, when no Red Celestial's gaze could be blocked by the drop).

use super::MonkeyKing;
use super::action::Action;
use super::river::RIVER;
use super::role::{BLUE, OtherFace, RED, Role};
use super::square::{ALL, BLUE_HALF, RANK_8, RED_HALF, Square, Squares, bit};
use super::tables::TABLES;

impl MonkeyKing {
    /// The Blue disks Red's Celestial immobilizes: the first disk on each of its rook lines, if
    /// Blue's (on the Earth board or inside its cloud; Mountains included, I-33).
    pub(super) fn frozen(&self) -> u64 {
        let occupied = self.occupied();
        let mut gaze = 0;
        for sq in Squares(self.roles[Role::Celestial.index()] & self.sides[RED]) {
            gaze |= TABLES.rook(sq, occupied);
        }
        gaze & self.sides[BLUE]
    }

    /// Where `side`'s disk showing `role` on `from` may move by that face: steps, leaps, slides
    /// and captures inside its region, then flights (to empty squares only).
    #[inline(always)]
    pub(super) fn destinations(&self, side: usize, role: Role, from: Square, occupied: u64, capturable: u64) -> u64 {
        let t = &TABLES;
        let f = from as usize;
        let empty = ALL & !occupied;
        let reach = empty | capturable;
        let moves = match role {
            Role::Pawn => t.push[side][f] & empty | t.pawn_capture[side][f] & capturable,
            Role::Monkey | Role::General => t.ferz[f] & reach,
            Role::Serpent => t.knight[f] & empty | t.pawn_capture[side][f] & capturable,
            Role::Knight => t.knight[f] & reach,
            Role::Lancer => t.lance(side, from, occupied) & reach,
            Role::Hero => t.elephant[side][f] & reach,
            // Red's Celestial and the Pilgrim cannot capture.
            Role::Celestial => t.rook(from, occupied) & if side == RED { empty } else { reach },
            Role::King => t.king[f] & if side == RED { empty } else { reach },
            Role::Mountain => 0,
        };
        if !role.flies() {
            return moves;
        }
        let lancer = if role == Role::Lancer { t.lancer_flight[side][f] } else { 0 };
        moves | (t.flight[f] | lancer) & empty
    }

    /// Whether an unfrozen Blue disk could capture on `target`: by its face, or, on a river
    /// square while Blue has flip power, by its other face (flip captures). Flights never capture.
    pub(super) fn attacked_by_blue(&self, target: Square) -> bool {
        let t = &TABLES;
        let f = target as usize;
        let blue = self.sides[BLUE] & !self.frozen();
        let flipping = if self.flip_power(BLUE) { blue & RIVER } else { 0 };
        let face = |role: Role| self.roles[role.index()] & blue;
        let back = |role: Role| self.roles[role.index()] & flipping;
        // Attacks are read backwards from the target: a Blue pawn captures down-diagonally, so
        // it stands where a Red pawn on the target would capture.
        t.pawn_capture[RED][f] & (face(Role::Pawn) | face(Role::Serpent)) != 0
            || t.knight[f] & (face(Role::Knight) | back(Role::General)) != 0
            || t.ferz[f] & (face(Role::General) | face(Role::Hero) | back(Role::Knight) | back(Role::Lancer)) != 0
            || t.push[RED][f] & (face(Role::Hero) | back(Role::Lancer)) != 0
            || t.king[f] & face(Role::King) != 0
            || {
                let occupied = self.occupied();
                t.rook(target, occupied) & (face(Role::Celestial) | back(Role::Mountain)) != 0
                    || t.lance(RED, target, occupied) & (face(Role::Lancer) | back(Role::Hero)) != 0
            }
    }

    /// Whether the Pilgrim stands on the board in check.
    pub(super) fn pilgrim_in_check(&self) -> bool {
        self.pilgrim().is_some_and(|sq| self.attacked_by_blue(sq))
    }

    /// `side`'s regular actions by the movement rules alone (no check or stalemate test): drops,
    /// moves, flights, flips and the Pilgrim's exit. Stops when `f` returns false, and then
    /// returns false.
    pub(super) fn pseudo(&self, side: usize, mut f: impl FnMut(Action) -> bool) -> bool {
        let occupied = self.occupied();
        let half = if side == RED { RED_HALF } else { BLUE_HALF };
        let drop_squares = half & !occupied;
        if drop_squares != 0 {
            for (kind, &role) in Role::FRONTS.iter().enumerate() {
                if self.hand[side][kind] > 0 {
                    for to in Squares(drop_squares) {
                        if !f(Action::Drop { role, to }) {
                            return false;
                        }
                    }
                }
            }
        }
        let frozen = if side == BLUE { self.frozen() } else { 0 };
        let capturable = self.sides[side ^ 1] & !self.roles[Role::Mountain.index()];
        let flipping = if self.flip_power(side) { RIVER } else { 0 };
        for from in Squares(self.sides[side] & !frozen) {
            let Some((_, role)) = self.piece(from) else { continue };
            for to in Squares(self.destinations(side, role, from, occupied, capturable)) {
                if !f(Action::Move { from, to, flip: false }) {
                    return false;
                }
            }
            if role == Role::King && side == RED && RANK_8 & bit(from) != 0 && !f(Action::Exit { from }) {
                return false;
            }
            if flipping & bit(from) == 0 {
                continue;
            }
            match role.other_face(side) {
                // I-7: only a face that cannot move flips in place.
                OtherFace::Face(Role::Mountain) | OtherFace::Fists => {
                    if !f(Action::Flip { at: from }) {
                        return false;
                    }
                }
                OtherFace::Face(new) => {
                    for to in Squares(self.destinations(side, new, from, occupied, capturable)) {
                        if !f(Action::Move { from, to, flip: true }) {
                            return false;
                        }
                    }
                }
                OtherFace::Blank => {}
            }
        }
        true
    }

    /// Red's bonus moves by the movement rules: any move, capture or flight of a Monkey King,
    /// never a flip (I-30).
    fn bonus_pseudo(&self, mut f: impl FnMut(Action) -> bool) -> bool {
        let occupied = self.occupied();
        let capturable = self.sides[BLUE] & !self.roles[Role::Mountain.index()];
        for from in Squares(self.roles[Role::Monkey.index()] & self.sides[RED]) {
            for to in Squares(self.destinations(RED, Role::Monkey, from, occupied, capturable)) {
                if !f(Action::Bonus { from, to }) {
                    return false;
                }
            }
        }
        true
    }

    /// Lists the legal actions into `f` (stopping when it returns false, and then returning
    /// false); `stalemate_rule` off lists the actions legal under every other rule.
    pub(super) fn generate(&self, stalemate_rule: bool, mut f: impl FnMut(Action) -> bool) -> bool {
        if self.pilgrim_gone() {
            return true;
        }
        if self.side as usize == BLUE {
            // When Red keeps a reply whatever Blue does, no Blue action needs playing out.
            let sure = !stalemate_rule || self.red_reply_assured();
            return self.pseudo(BLUE, |a| !(sure || self.blue_action_legal(a)) || f(a));
        }
        let tests = RedTests {
            stalemate_rule,
            blue_reply_assured: !stalemate_rule || self.blue_reply_assured(),
            pilgrim_off_board: self.pilgrim().is_none(),
        };
        if self.bonus_phase {
            // I-31: `end` needs no test.
            return f(Action::End)
                && (self.tokens == 0 || self.bonus_pseudo(|a| !self.red_action_legal(a, tests) || f(a)));
        }
        self.pseudo(RED, |a| !self.red_action_legal(a, tests) || f(a))
            && (self.tokens == 0 || self.bonus_pseudo(|a| !self.red_action_legal(a, tests) || f(a)))
    }

    /// Whether Red will have a legal action after any Blue action: a disk other than the
    /// Pilgrim in hand, and two empty squares on Red's half (a Blue action fills at most one).
    /// Introducing such a disk adds a blocker and never a Blue attack; it could only matter by
    /// blocking a Red Celestial's gaze, so not with both the Pilgrim and a Red Celestial on the
    /// board. (If Red is in check after Blue's action, that action is legal anyway.)
    fn red_reply_assured(&self) -> bool {
        self.hand[RED][..4].iter().any(|&n| n > 0)
            && (RED_HALF & !self.occupied()).count_ones() >= 2
            && !(self.pilgrim().is_some() && self.roles[Role::Celestial.index()] & self.sides[RED] != 0)
    }

    /// Whether Blue will have an action after any Red action: a disk in hand and two empty
    /// squares on Blue's half.
    fn blue_reply_assured(&self) -> bool {
        self.hand[BLUE].iter().any(|&n| n > 0) && (BLUE_HALF & !self.occupied()).count_ones() >= 2
    }

    pub(super) fn has_legal_action(&self) -> bool {
        !self.generate(true, |_| false)
    }

    /// A Red action is legal if it leaves the Pilgrim out of check and Blue with a move. The
    /// exit is exempt from both (I-32). With the Pilgrim off the board only introducing it can
    /// be in check (the Pilgrim may block a Celestial's gaze and free a Blue disk, so that too
    /// is played out).
    fn red_action_legal(&self, action: Action, tests: RedTests) -> bool {
        match action {
            Action::Exit { .. } => return true,
            Action::Drop { role: Role::King, .. } => {}
            _ if tests.pilgrim_off_board && tests.blue_reply_assured => return true,
            _ => {}
        }
        let mut next = self.clone();
        next.apply(RED, action);
        !next.pilgrim_in_check() && (tests.blue_reply_assured || !tests.stalemate_rule || next.blue_can_act())
    }

    /// A Blue action is legal unless it leaves Red, not in check, without a legal action.
    fn blue_action_legal(&self, action: Action) -> bool {
        let mut next = self.clone();
        next.apply(BLUE, action);
        next.pilgrim_gone() || next.pilgrim_in_check() || next.red_can_act()
    }

    /// Whether Blue has any action by the movement rules (Blue has no royal piece, so these are
    /// all legal under every rule but the stalemate rule).
    fn blue_can_act(&self) -> bool {
        let hand = self.hand[BLUE].iter().any(|&n| n > 0);
        hand && BLUE_HALF & !self.occupied() != 0 || !self.pseudo(BLUE, |_| false)
    }

    /// Whether Red, to move and not in check, has an action that leaves the Pilgrim out of check.
    fn red_can_act(&self) -> bool {
        // Introducing a disk other than the Pilgrim adds a blocker and never a Blue attack; it
        // could only matter by blocking the gaze of a Red Celestial, and only with the Pilgrim
        // on the board.
        let others_in_hand = self.hand[RED][..4].iter().any(|&n| n > 0);
        let gaze_matters = self.pilgrim().is_some() && self.roles[Role::Celestial.index()] & self.sides[RED] != 0;
        if others_in_hand && RED_HALF & !self.occupied() != 0 && !gaze_matters {
            return true;
        }
        // Bonus moves are Monkey King moves that are regular actions too: nothing to add.
        let tests =
            RedTests { stalemate_rule: false, blue_reply_assured: true, pilgrim_off_board: self.pilgrim().is_none() };
        !self.pseudo(RED, |a| !self.red_action_legal(a, tests))
    }

    /// Whether Red has a legal bonus move (so that it stays to move in the bonus phase).
    fn bonus_available(&self) -> bool {
        let tests = RedTests {
            stalemate_rule: true,
            blue_reply_assured: self.blue_reply_assured(),
            pilgrim_off_board: self.pilgrim().is_none(),
        };
        self.tokens > 0 && !self.bonus_pseudo(|a| !self.red_action_legal(a, tests))
    }

    /// The action's effect on the disks, hands and tokens, whoever's turn it is.
    pub(super) fn apply(&mut self, side: usize, action: Action) {
        match action {
            Action::Drop { role, to } => {
                if let Some(kind) = role.front_index() {
                    self.set_hand(side, kind, self.hand[side][kind].saturating_sub(1));
                }
                self.toggle(side, role, to);
            }
            Action::Move { from, to, flip } => self.apply_move(from, to, flip),
            Action::Bonus { from, to } => self.apply_move(from, to, false),
            Action::Flip { at } => {
                let Some((owner, role)) = self.piece(at) else { return };
                self.toggle(owner, role, at);
                match role.other_face(owner) {
                    OtherFace::Face(new) => self.toggle(owner, new, at),
                    OtherFace::Fists => self.set_tokens(self.tokens.saturating_add(1)),
                    OtherFace::Blank => self.toggle(owner, role, at),
                }
            }
            Action::Exit { from } => self.toggle(RED, Role::King, from),
            Action::End => {}
        }
    }

    fn apply_move(&mut self, from: Square, to: Square, flip: bool) {
        let Some((side, role)) = self.piece(from) else {
            debug_assert!(false, "no disk on the move's square");
            return;
        };
        let face = match (flip, role.other_face(side)) {
            (true, OtherFace::Face(face)) => face,
            _ => role,
        };
        self.toggle(side, role, from);
        if let Some((victim_side, victim)) = self.piece(to) {
            self.toggle(victim_side, victim, to);
            if victim == Role::Celestial {
                // Burial: the capturer leaves the game, the Celestial lies as a Mountain on the
                // square the capturer came from, and the square of the capture stays empty.
                self.toggle(victim_side, Role::Mountain, from);
                return;
            }
        }
        self.toggle(side, face, to);
    }

    /// Plays a legal action, with the turn structure: Blue's action hands the move to Red; Red's
    /// regular action opens the bonus phase while a token and a legal bonus move remain, else
    /// ends the turn; a bonus move in the bonus phase ends it when none remain; `end` ends it.
    pub(super) fn play(&mut self, action: Action) {
        let side = self.side as usize;
        match action {
            Action::End => self.end_red_turn(),
            Action::Exit { .. } => {
                self.apply(RED, action);
                self.end_red_turn();
            }
            Action::Bonus { .. } => {
                self.apply(RED, action);
                self.set_tokens(self.tokens.saturating_sub(1));
                if self.bonus_phase && !self.bonus_available() {
                    self.end_red_turn();
                }
            }
            _ if side == BLUE => {
                self.apply(BLUE, action);
                self.set_side(RED);
            }
            _ => {
                self.apply(RED, action);
                if self.bonus_available() {
                    self.set_bonus_phase(true);
                } else {
                    self.end_red_turn();
                }
            }
        }
    }

    fn end_red_turn(&mut self) {
        self.set_bonus_phase(false);
        self.set_side(BLUE);
        self.round = self.round.saturating_add(1);
    }
}

/// What the tests of Red's actions in one position need to know once.
#[derive(Clone, Copy)]
struct RedTests {
    stalemate_rule: bool,
    /// Blue keeps an action whatever Red does ([`MonkeyKing::blue_reply_assured`]).
    blue_reply_assured: bool,
    pilgrim_off_board: bool,
}
