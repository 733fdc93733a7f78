//! Orthodox chess: a sum of weighted terms (material, a piece-square table per role, mobility,
//! pawn structure, king safety, threats), each weighted once for the middlegame and once for
//! the endgame and blended by the material left. The weights are tuned from the engine's own
//! games (`menagerie tune`, docs/engine.md "Tuning"); [`terms`] is what both the search and the
//! tuner read. Outside the tuned terms, a won ending against a bare king is steered towards
//! the mate ([`mop_up`]).

use menagerie_rules::Position;
use menagerie_rules::Seat;
use menagerie_rules::variants::chess::{Chess, Move, Role, attacks};

use super::Evaluate;
use super::weights::chess::WEIGHTS;
use crate::tune::{Tally, Tunable};

/// The named terms, in the order of [`WEIGHTS`]; the piece-square tables follow them.
pub const NAMES: [&str; NAMED] = [
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "doubled pawn",
    "isolated pawn",
    "bishop pair",
    "rook open file",
    "rook half-open file",
    "king pawn shield",
    "king zone attacked by a knight",
    "king zone attacked by a bishop",
    "king zone attacked by a rook",
    "king zone attacked by a queen",
    "tempo",
    "pawn supported by a pawn",
    "piece attacked by a pawn",
    "rook or queen attacked by a minor piece",
    "queen attacked by a rook",
    "piece attacked and undefended",
    "safe knight check",
    "safe bishop check",
    "safe rook check",
    "safe queen check",
    "passed pawn's stop square empty, by advance",
    "enemy king's distance to a passed pawn's stop square, by advance",
    "own king's distance to a passed pawn's stop square, by advance",
    "knight outpost",
    "bishop outpost",
    "rook on the seventh rank",
    "backward pawn",
    "pawn beside a pawn",
    "file by the king without a pawn of its side",
    "piece a safe pawn push would attack",
    "pawn storm blocked by a pawn",
    "own pawn on the bishop's square colour",
    "knight or bishop behind a pawn",
    "rook behind a passed pawn of its side",
    "weak square by the king",
    "king's distance to its nearest pawn",
    "square of the enemy king's flank attacked",
    "square of the enemy king's flank attacked twice",
    "space",
    "passed pawn's way on unattacked, by advance",
    "passed pawn's stop square guarded, by advance",
    "unsafe check",
    "knight or bishop's distance to its own king",
    "king on a flank without pawns",
    "knight or bishop attacked by a knight or bishop",
    "weak pawn attacked by a knight or bishop",
    "weak pawn attacked by a rook",
    "weak knight or bishop attacked by a rook",
    "weak piece or pawn attacked by the king",
    "weak piece or pawn guarded by the queen",
    "square both attack that the enemy does not hold strongly",
    "safe square for a knight to attack the enemy queen from",
    "safe square for a bishop or rook to attack the enemy queen from",
    "connected pawn, by advance",
    "isolated or backward pawn with no enemy pawn ahead",
    "pawn on the fifth or sixth rank blocked by an enemy pawn",
    "bishop on a long diagonal",
];
const NAMED: usize = 62;
/// Each role's piece-square table: a weight per square of the files a–d (the board's other
/// half mirrors it) counted from the owner's side, 32 squares a role.
const TABLE: usize = NAMED;

const MATERIAL: usize = 0;
const DOUBLED: usize = 5;
const ISOLATED: usize = 6;
const BISHOP_PAIR: usize = 7;
const ROOK_OPEN: usize = 8;
const ROOK_HALF_OPEN: usize = 9;
const SHIELD: usize = 10;
const KING_ZONE: usize = 11;
const TEMPO: usize = 15;
const SUPPORTED: usize = 16;
const PAWN_THREAT: usize = 17;
const MINOR_THREAT: usize = 18;
const ROOK_THREAT: usize = 19;
const HANGING: usize = 20;
/// The squares from which a piece could check the enemy king next move, unguarded by the
/// enemy: by knight, bishop, rook and queen.
const SAFE_CHECK: usize = 21;
/// A passed pawn's worth in the ending grows with its advance where its way on is open and
/// the enemy king is far from it (and its own near).
const PASSED_FREE: usize = 25;
const PASSED_ENEMY_KING: usize = 26;
const PASSED_OWN_KING: usize = 27;
/// A knight or bishop on the fourth to sixth rank, guarded by a pawn, that no enemy pawn can
/// ever attack.
const OUTPOST: usize = 28;
const ROOK_SEVENTH: usize = 30;
/// A pawn that no pawn of its side can come up beside, whose stop square an enemy pawn holds.
const BACKWARD: usize = 31;
const PHALANX: usize = 32;
const KING_OPEN_FILE: usize = 33;
/// A pawn that can step forward to a square the enemy's pawns do not hold (and its other
/// pieces hold no more than ours) and would attack a piece from there.
const PUSH_THREAT: usize = 34;
/// A storming pawn (see [`STORM`]) with an enemy pawn in its way.
const STORM_BLOCKED: usize = 35;
/// A bishop hemmed in by its own pawns: one count per pawn of its side on its square colour.
const BISHOP_PAWNS: usize = 36;
/// A knight or bishop with a pawn (of either side) on the square in front of it, sheltered
/// from frontal attack.
const MINOR_BEHIND_PAWN: usize = 37;
const ROOK_BEHIND_PASSED: usize = 38;
/// A square round the king that the enemy attacks and nothing of the king's side guards but
/// the king or the queen.
const WEAK_KING_SQUARE: usize = 39;
/// In the ending the king goes where its pawns are: its distance to the nearest (0 with none).
const KING_PAWN_DISTANCE: usize = 40;
/// The enemy king's flank (its wing's four files, or the centre's) on its side's five ranks:
/// each square we attack, and again each we attack twice.
const FLANK_ATTACK: usize = 41;
const FLANK_TWICE: usize = 42;
/// The squares of the files c–f on our second to fourth ranks that no pawn stands on and no
/// enemy pawn attacks, counted again behind our pawns where the enemy attacks them not at all.
const SPACE: usize = 43;
/// A passed pawn's worth in the ending also grows where the enemy attacks none of the squares
/// ahead of it and where we guard its stop square.
const PASSED_SAFE_WAY: usize = 44;
const PASSED_STOP_GUARDED: usize = 45;
/// A square from which a piece could check the enemy king next move, but guarded.
const UNSAFE_CHECK: usize = 46;
/// Minor pieces far from their king leave it without defenders.
const KING_PROTECTOR: usize = 47;
const PAWNLESS_FLANK: usize = 48;
/// Threats by the attacker's kind and the victim's, as Stockfish's classical evaluation
/// weighs them: a victim is *weak* when we attack it and the enemy holds it neither by a pawn
/// nor twice where we attack it only once.
const MINOR_ON_MINOR: usize = 49;
const MINOR_ON_WEAK_PAWN: usize = 50;
const ROOK_ON_WEAK_PAWN: usize = 51;
const ROOK_ON_WEAK_MINOR: usize = 52;
const KING_ON_WEAK: usize = 53;
const WEAK_QUEEN_GUARDED: usize = 54;
/// A square both sides attack, not held strongly by the enemy: its pieces are hemmed in.
const RESTRICTED: usize = 55;
/// Next move's threats to the enemy queen: the squares safe for us from which a knight (or,
/// attacked twice, a bishop or rook) of ours could attack it.
const KNIGHT_ON_QUEEN: usize = 56;
const SLIDER_ON_QUEEN: usize = 57;
/// A pawn supported by a pawn or beside one, weighted by its advance less one.
const CONNECTED: usize = 58;
const WEAK_UNOPPOSED: usize = 59;
const BLOCKED: usize = 60;
/// A bishop that sees two of the four centre squares through the pawns.
const LONG_DIAGONAL: usize = 61;

/// Mobility is worth more for the first few squares than for the last: a term per role and
/// count of safe squares (a knight's 0–8, a bishop's 0–13, a rook's 0–14, a queen's 0–27).
const MOBILITY: usize = TABLE + 6 * 32;
const MOBILITY_SQUARES: [usize; 4] = [9, 14, 15, 28];
/// A passed pawn's worth by its advance (1 to 6 ranks from its starting rank's side).
const PASSED: usize = MOBILITY + 9 + 14 + 15 + 28;
/// King danger grows faster than the attacks on the king's zone (one attacker is a nuisance,
/// three are a mating attack): a term per count of attacks on it, 0 to 15 or more.
const KING_ATTACKS: usize = PASSED + 6;
const KING_ATTACKS_MAX: i32 = 15;
/// On each file by the enemy king, the pawn nearest in front of it, by how many ranks short
/// of the king's rank it stands (1 to 4): an attack that opens files.
const STORM: usize = KING_ATTACKS + KING_ATTACKS_MAX as usize + 1;
/// An attack on the king without the attacker's queen is rarely mating: the attack counts'
/// table again, for a side that has no queen.
const KING_ATTACKS_QUEENLESS: usize = STORM + 4;
pub const TERMS: usize = KING_ATTACKS_QUEENLESS + KING_ATTACKS_MAX as usize + 1;

/// The mobility term of a piece of `role` (knight 1 to queen 4) with `count` safe squares.
fn mobility(role: usize, count: u32) -> usize {
    let start = MOBILITY + MOBILITY_SQUARES[..role - 1].iter().sum::<usize>();
    start + (count as usize).min(MOBILITY_SQUARES[role - 1] - 1)
}

/// The term of `role`'s table on `sq` for `seat`'s piece.
fn table(role: usize, seat: usize, sq: u8) -> usize {
    let (file, rank) = (usize::from(sq % 8), usize::from(sq / 8));
    let advance = if seat == 0 { rank } else { 7 - rank };
    TABLE + 32 * role + 4 * advance + file.min(7 - file)
}

/// A table term's name: a piece-square term's role and square from White's side, with its
/// mirror; a mobility term's role and count; a passed pawn's rank; a count of attacks on the
/// king's zone, with the queen or without; a storming pawn's distance.
fn table_name(term: usize) -> String {
    if term >= KING_ATTACKS_QUEENLESS {
        return format!("{} attacks on the enemy king zone without a queen", term - KING_ATTACKS_QUEENLESS);
    }
    if term >= STORM {
        return format!("pawn storm {} ranks from the king", term - STORM + 1);
    }
    if term >= KING_ATTACKS {
        return format!("{} attacks on the enemy king zone", term - KING_ATTACKS);
    }
    if term >= PASSED {
        return format!("passed pawn on rank {}", term - PASSED + 2);
    }
    if term >= MOBILITY {
        let (mut role, mut count) = (0, term - MOBILITY);
        while count >= MOBILITY_SQUARES[role] {
            count -= MOBILITY_SQUARES[role];
            role += 1;
        }
        return format!("{} mobility {count}", ["knight", "bishop", "rook", "queen"][role]);
    }
    let (role, square) = ((term - TABLE) / 32, (term - TABLE) % 32);
    let (rank, file) = (square / 4, square % 4);
    let role = ["pawn", "knight", "bishop", "rook", "queen", "king"][role];
    let letter = |f: usize| char::from(b'a' + f as u8);
    format!("{role} on {}{} or {}{}", letter(file), rank + 1, letter(7 - file), rank + 1)
}

/// The full phase: every minor piece counts 1, a rook 2, a queen 4.
const PHASE: i32 = 24;
const ROLES: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
const FILE_A: u64 = 0x0101_0101_0101_0101;
/// The dark squares (a1's colour).
const DARK: u64 = 0xaa55_aa55_aa55_aa55;
/// d4, e4, d5 and e5.
const CENTRE: u64 = 0x0000_0018_1800_0000;

/// The king's steps between two squares.
fn distance(a: u8, b: u8) -> i32 {
    let (a, b) = (i32::from(a), i32::from(b));
    (a % 8 - b % 8).abs().max((a / 8 - b / 8).abs())
}

/// Rough piece values for move ordering (the tuned ones vary with the phase).
const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

fn squares(mut bits: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let sq = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            sq
        })
    })
}

/// The squares ahead of a pawn of `seat` on `sq` on its own and the neighbouring files.
fn front_span(seat: usize, sq: u8) -> u64 {
    let file = u64::from(sq % 8);
    let rank = u32::from(sq / 8);
    let files = (FILE_A << file)
        | if file > 0 { FILE_A << (file - 1) } else { 0 }
        | if file < 7 { FILE_A << (file + 1) } else { 0 };
    let ahead = if seat == 0 { u64::MAX.checked_shl(8 * (rank + 1)).unwrap_or(0) } else { (1u64 << (8 * rank)) - 1 };
    files & ahead
}

/// The squares the pawns of `seat` on `bits` attack.
fn pawn_span_attacks(seat: usize, bits: u64) -> u64 {
    let (west, east) = (bits & !FILE_A, bits & !(FILE_A << 7));
    if seat == 0 { (west << 7) | (east << 9) } else { (west >> 9) | (east >> 7) }
}

/// Counts `seat`'s pawns (`own`) storming the enemy king on `king`: on each of the three files
/// around it, the pawn nearest in front of the king, 1 to 4 ranks short of it.
fn storm(seat: usize, own: u64, theirs: u64, king: u8, sign: i32, out: &mut impl Tally) {
    let (king_file, king_rank) = (i32::from(king % 8), i32::from(king / 8));
    for file in (king_file - 1..=king_file + 1).filter(|f| (0..8).contains(f)) {
        let on_file = own & (FILE_A << file);
        // Ranks short of the king's, from the storming side: White's pawns stand below a black
        // king, Black's above a white one.
        let nearest = if seat == 0 {
            let below = on_file & ((1u64 << (8 * king_rank)) - 1);
            (below != 0).then(|| 63 - below.leading_zeros() as i32)
        } else {
            let above = on_file & u64::MAX.checked_shl(8 * (king_rank as u32 + 1)).unwrap_or(0);
            (above != 0).then(|| above.trailing_zeros() as i32)
        };
        let Some(sq) = nearest else { continue };
        let distance = (king_rank - sq / 8).abs();
        if (1..=4).contains(&distance) {
            let ahead = if seat == 0 { sq + 8 } else { sq - 8 };
            if theirs & (1u64 << ahead) != 0 {
                out.add(STORM_BLOCKED, sign);
            } else {
                out.add(STORM + distance as usize - 1, sign);
            }
        }
    }
}

/// How many ranks `sq` stands from `seat`'s first rank.
fn advance(seat: usize, sq: u8) -> u8 {
    if seat == 0 { sq / 8 } else { 7 - sq / 8 }
}

/// The square in front of a pawn of `seat` on `sq` (its stop square).
fn stop(seat: usize, sq: u8) -> u8 {
    if seat == 0 { sq + 8 } else { sq - 8 }
}

/// The four files of the wing (or the centre) a king on `sq` stands by.
fn flank(sq: u8) -> u64 {
    let first = match sq % 8 {
        0..=2 => 0,
        3 | 4 => 2,
        _ => 4,
    };
    (first..first + 4).fold(0, |bits, f| bits | FILE_A << f)
}

/// The squares of ranks `low..=high` (clamped to the board), as a bitboard.
fn ranks(low: i32, high: i32) -> u64 {
    (low.max(0)..=high.min(7)).fold(0, |bits, r| bits | 0xff << (8 * r))
}

/// Each term's count for White less Black's, and the phase.
pub fn terms(position: &Chess, out: &mut impl Tally) {
    let occupied = position.occupied();
    let mut phase = 0;
    let pawns = [position.pieces(Seat(0), Role::Pawn), position.pieces(Seat(1), Role::Pawn)];
    let pawn_attacks = [0, 1].map(|s| pawn_span_attacks(s, pawns[s]));
    let kings = [0, 1].map(|s| position.pieces(Seat(s as u8), Role::King).trailing_zeros() as u8 & 63);
    let zones = kings.map(|k| attacks(Role::King, Seat(0), k, 0) | 1u64 << k);
    let all = [0, 1].map(|s| ROLES.iter().fold(0, |a, &role| a | position.pieces(Seat(s as u8), role)));
    // Each side's attacks by role (the pawns' and the king's included), for the threats, and
    // the squares it attacks twice or more.
    let mut attacked = [[0u64; 6]; 2];
    let mut twice = [0u64; 2];
    let mut passed = [0u64; 2];
    for s in 0..2 {
        let seat = Seat(s as u8);
        let sign = if s == 0 { 1 } else { -1 };
        let own = pawns[s];
        attacked[s][0] = pawn_attacks[s];
        attacked[s][5] = attacks(Role::King, seat, kings[s], 0);
        let (west, east) = (own & !FILE_A, own & !(FILE_A << 7));
        let (west, east) = if s == 0 { (west << 7, east << 9) } else { (west >> 9, east >> 7) };
        twice[s] = (west & east) | (pawn_attacks[s] & attacked[s][5]);
        let mut once = pawn_attacks[s] | attacked[s][5];
        let mut zone_attacks = 0;
        for (r, &role) in ROLES.iter().enumerate() {
            let bits = position.pieces(seat, role);
            let count = bits.count_ones() as i32;
            if r < 5 {
                out.add(MATERIAL + r, sign * count);
            }
            phase += count * [0, 1, 1, 2, 4, 0][r];
            for sq in squares(bits) {
                out.add(table(r, s, sq), sign);
                if (1..5).contains(&r) {
                    let reach = attacks(role, seat, sq, occupied);
                    attacked[s][r] |= reach;
                    twice[s] |= once & reach;
                    once |= reach;
                    let safe = reach & !all[s] & !pawn_attacks[1 - s];
                    out.add(mobility(r, safe.count_ones()), sign);
                    let on_zone = (reach & zones[1 - s]).count_ones() as i32;
                    out.add(KING_ZONE + r - 1, -sign * on_zone);
                    zone_attacks += on_zone;
                }
                let advance = advance(s, sq);
                if (role == Role::Knight || role == Role::Bishop)
                    && (3..=5).contains(&advance)
                    && pawn_attacks[s] & (1u64 << sq) != 0
                    && front_span(s, sq) & !(FILE_A << (sq % 8)) & pawns[1 - s] == 0
                {
                    out.add(OUTPOST + r - 1, sign);
                }
                if role == Role::Bishop {
                    let colour = if DARK & (1u64 << sq) != 0 { DARK } else { !DARK };
                    out.add(BISHOP_PAWNS, sign * (own & colour).count_ones() as i32);
                    if (attacks(role, seat, sq, pawns[0] | pawns[1]) & CENTRE).count_ones() >= 2 {
                        out.add(LONG_DIAGONAL, sign);
                    }
                }
                if role == Role::Knight || role == Role::Bishop {
                    out.add(KING_PROTECTOR, sign * distance(sq, kings[s]));
                    let front = if s == 0 { sq.checked_add(8) } else { sq.checked_sub(8) };
                    if front.is_some_and(|f| f < 64 && (pawns[0] | pawns[1]) & (1u64 << f) != 0) {
                        out.add(MINOR_BEHIND_PAWN, sign);
                    }
                }
                if role == Role::Rook {
                    if advance == 6 {
                        out.add(ROOK_SEVENTH, sign);
                    }
                    let file_bits = FILE_A << (sq % 8);
                    if file_bits & (pawns[0] | pawns[1]) == 0 {
                        out.add(ROOK_OPEN, sign);
                    } else if file_bits & own == 0 {
                        out.add(ROOK_HALF_OPEN, sign);
                    }
                }
                if role == Role::Pawn {
                    let file_bits = FILE_A << (sq % 8);
                    let neighbours = ((file_bits << 1) & !FILE_A) | ((file_bits >> 1) & !(FILE_A << 7));
                    let stop = stop(s, sq);
                    let weak = if own & neighbours == 0 {
                        out.add(ISOLATED, sign);
                        true
                    } else if own & neighbours & !front_span(s, sq) == 0 && pawn_attacks[1 - s] & (1u64 << stop) != 0 {
                        out.add(BACKWARD, sign);
                        true
                    } else {
                        false
                    };
                    if weak && front_span(s, sq) & file_bits & pawns[1 - s] == 0 {
                        out.add(WEAK_UNOPPOSED, sign);
                    }
                    let beside = own & neighbours & 0xff << (8 * (sq / 8));
                    if beside != 0 || pawn_attacks[s] & (1u64 << sq) != 0 {
                        out.add(CONNECTED, sign * (i32::from(advance) - 1));
                    }
                    if (4..=5).contains(&advance) && pawns[1 - s] & (1u64 << stop) != 0 {
                        out.add(BLOCKED, sign);
                    }
                    if front_span(s, sq) & pawns[1 - s] == 0 && front_span(s, sq) & file_bits & own == 0 {
                        out.add(PASSED + usize::from(advance) - 1, sign);
                        passed[s] |= 1u64 << sq;
                        let behind = FILE_A << (sq % 8) & !front_span(s, sq) & !(1u64 << sq);
                        if position.pieces(seat, Role::Rook) & behind != 0 {
                            out.add(ROOK_BEHIND_PASSED, sign);
                        }
                        let weight = i32::from(advance) - 1;
                        if occupied & (1u64 << stop) == 0 {
                            out.add(PASSED_FREE, sign * weight);
                        }
                        out.add(PASSED_ENEMY_KING, sign * weight * distance(kings[1 - s], stop));
                        out.add(PASSED_OWN_KING, sign * weight * distance(kings[s], stop));
                    }
                }
            }
        }
        for file in 0..8 {
            let n = (own & (FILE_A << file)).count_ones() as i32;
            if n > 1 {
                out.add(DOUBLED, sign * (n - 1));
            }
        }
        if position.pieces(seat, Role::Bishop).count_ones() >= 2 {
            out.add(BISHOP_PAIR, sign);
        }
        // Own pawns on the three files around the king, one or two ranks in front of it.
        let rank = i32::from(kings[s] / 8);
        let near = if s == 0 { ranks(rank + 1, rank + 2) } else { ranks(rank - 2, rank - 1) };
        out.add(SHIELD, sign * (front_span(s, kings[s]) & near & own).count_ones() as i32);
        out.add(SUPPORTED, sign * (own & pawn_attacks[s]).count_ones() as i32);
        out.add(PHALANX, sign * (own & (own << 1) & !FILE_A).count_ones() as i32);
        let king_file = i32::from(kings[s] % 8);
        let bare = (king_file - 1..=king_file + 1).filter(|f| (0..8).contains(f) && own & (FILE_A << f) == 0).count();
        out.add(KING_OPEN_FILE, sign * bare as i32);
        let attack_table = if position.pieces(seat, Role::Queen) != 0 { KING_ATTACKS } else { KING_ATTACKS_QUEENLESS };
        out.add(attack_table + zone_attacks.min(KING_ATTACKS_MAX) as usize, sign);
        if flank(kings[s]) & (pawns[0] | pawns[1]) == 0 {
            out.add(PAWNLESS_FLANK, sign);
        }
        let nearest_pawn = squares(own).map(|p| distance(p, kings[s])).min().unwrap_or(0);
        out.add(KING_PAWN_DISTANCE, sign * nearest_pawn);
        storm(s, own, pawns[1 - s], kings[1 - s], sign, out);
    }
    for s in 0..2 {
        let (sign, them) = (if s == 0 { 1 } else { -1 }, Seat(1 - s as u8));
        let piece = |role| position.pieces(them, role);
        let majors = piece(Role::Rook) | piece(Role::Queen);
        let pieces = piece(Role::Knight) | piece(Role::Bishop) | majors;
        let by_any = attacked[s].iter().fold(0, |a, b| a | b);
        let defended = attacked[1 - s].iter().fold(0, |a, b| a | b);
        out.add(PAWN_THREAT, sign * (pieces & pawn_attacks[s]).count_ones() as i32);
        let by_minor = attacked[s][1] | attacked[s][2];
        let by_rook = attacked[s][3];
        out.add(MINOR_THREAT, sign * (majors & by_minor).count_ones() as i32);
        out.add(ROOK_THREAT, sign * (piece(Role::Queen) & by_rook).count_ones() as i32);
        out.add(HANGING, sign * (pieces & by_any & !defended).count_ones() as i32);
        let strongly = pawn_attacks[1 - s] | (twice[1 - s] & !twice[s]);
        let weak = all[1 - s] & !(1u64 << kings[1 - s]) & by_any & !strongly;
        let minors = piece(Role::Knight) | piece(Role::Bishop);
        out.add(MINOR_ON_MINOR, sign * (minors & by_minor).count_ones() as i32);
        out.add(MINOR_ON_WEAK_PAWN, sign * (weak & pawns[1 - s] & by_minor).count_ones() as i32);
        out.add(ROOK_ON_WEAK_PAWN, sign * (weak & pawns[1 - s] & by_rook).count_ones() as i32);
        out.add(ROOK_ON_WEAK_MINOR, sign * (weak & minors & by_rook).count_ones() as i32);
        out.add(KING_ON_WEAK, sign * (weak & attacked[s][5]).count_ones() as i32);
        out.add(WEAK_QUEEN_GUARDED, sign * (weak & attacked[1 - s][4]).count_ones() as i32);
        out.add(RESTRICTED, sign * (defended & !strongly & by_any).count_ones() as i32);
        if piece(Role::Queen).count_ones() == 1 {
            let queen = piece(Role::Queen).trailing_zeros() as u8;
            let safe = !all[s] & !strongly;
            let knight = attacked[s][1] & attacks(Role::Knight, them, queen, 0) & safe;
            let sliders = (attacked[s][2] & attacks(Role::Bishop, them, queen, occupied))
                | (by_rook & attacks(Role::Rook, them, queen, occupied));
            out.add(KNIGHT_ON_QUEEN, sign * knight.count_ones() as i32);
            out.add(SLIDER_ON_QUEEN, sign * (sliders & safe & twice[s]).count_ones() as i32);
        }
        // The enemy king's zone (without its square): attacked by us, guarded by nothing of theirs
        // but the king or the queen.
        let guards = attacked[1 - s][..4].iter().fold(0, |a, b| a | b);
        let weak = attacks(Role::King, them, kings[1 - s], 0) & by_any & !guards;
        out.add(WEAK_KING_SQUARE, sign * weak.count_ones() as i32);
        let empty = !occupied;
        let (up, third) = if s == 0 { (8, 0xff << 16) } else { (-8, 0xff << 40) };
        let step = |bits: u64| if up > 0 { bits << 8 } else { bits >> 8 };
        let once = step(pawns[s]) & empty;
        let pushes = (once | step(once & third) & empty) & !pawn_attacks[1 - s] & (by_any | !defended);
        out.add(PUSH_THREAT, sign * (pieces & pawn_span_attacks(s, pushes)).count_ones() as i32);
        let king = kings[1 - s];
        let safe = !all[s] & !defended;
        let diagonal = attacks(Role::Bishop, them, king, occupied);
        let straight = attacks(Role::Rook, them, king, occupied);
        let checks = [attacks(Role::Knight, them, king, 0), diagonal, straight, diagonal | straight];
        for (r, from) in checks.into_iter().enumerate() {
            out.add(SAFE_CHECK + r, sign * (from & attacked[s][r + 1] & safe).count_ones() as i32);
            out.add(UNSAFE_CHECK, sign * (from & attacked[s][r + 1] & !all[s] & defended).count_ones() as i32);
        }
        let camp = if s == 0 { ranks(3, 7) } else { ranks(0, 4) };
        let king_flank = flank(king) & camp;
        out.add(FLANK_ATTACK, sign * (king_flank & by_any).count_ones() as i32);
        out.add(FLANK_TWICE, sign * (king_flank & twice[s]).count_ones() as i32);
        // Space: our side's central squares safe from pawns, and again those behind our pawns
        // the enemy does not attack at all.
        let centre =
            (FILE_A << 2 | FILE_A << 3 | FILE_A << 4 | FILE_A << 5) & if s == 0 { ranks(1, 3) } else { ranks(4, 6) };
        let safe_centre = centre & !pawns[s] & !pawn_attacks[1 - s];
        let back = |bits: u64| if s == 0 { bits >> 8 } else { bits << 8 };
        let behind = back(pawns[s]) | back(back(pawns[s])) | back(back(back(pawns[s])));
        let space = safe_centre.count_ones() + (safe_centre & behind & !defended).count_ones();
        out.add(SPACE, sign * space as i32);
        for sq in squares(passed[s]) {
            let weight = i32::from(advance(s, sq)) - 1;
            let way = front_span(s, sq) & FILE_A << (sq % 8);
            if way & defended == 0 {
                out.add(PASSED_SAFE_WAY, sign * weight);
            }
            if by_any & (1u64 << stop(s, sq)) != 0 {
                out.add(PASSED_STOP_GUARDED, sign * weight);
            }
        }
    }
    out.add(TEMPO, if position.to_move() == Seat(0) { 1 } else { -1 });
    out.set_phase(phase.min(PHASE));
}

impl Tunable for Chess {
    const PHASE: i32 = PHASE;
    /// Material: self-play results at a few thousand nodes a move are too noisy to weigh a queen
    /// against its many correlated terms (a free fit made it 1689 cp in the middlegame, 634 in
    /// the endgame), so the pieces keep their hand-set worth and the rest is fitted round them.
    const KEPT: &'static [usize] = &[0, 1, 2, 3, 4];

    fn names() -> Vec<String> {
        NAMES.iter().map(|n| n.to_string()).chain((TABLE..TERMS).map(table_name)).collect()
    }

    fn weights() -> &'static [[i32; 2]] {
        &WEIGHTS
    }

    fn terms(&self, out: &mut impl Tally) {
        terms(self, out);
    }
}

/// Per step the bare king stands nearer the edge, and per step the kings close in.
const MOP_UP_EDGE: i32 = 20;
const MOP_UP_CLOSE: i32 = 10;

/// White's bonus (or Black's, negative) for driving a bare king to the edge: once one side has
/// only its king and the other at least a rook's worth of pieces, the stronger side gains for
/// the bare king's distance from the centre and for its own king's nearness to it. Without it
/// the tuned terms barely tell the quiet moves of such an ending apart, and the search drifted
/// into a fifty-move draw even with a queen.
fn mop_up(position: &Chess) -> i32 {
    for (strong, sign) in [(Seat(0), 1), (Seat(1), -1)] {
        let weak = strong.other();
        let worth = |seat| ROLES[..5].iter().map(|&role| position.count(seat, role) as i32 * value(role)).sum::<i32>();
        if worth(weak) > 0
            || worth(strong) - position.count(strong, Role::Pawn) as i32 * value(Role::Pawn) < value(Role::Rook)
        {
            continue;
        }
        let square = |seat| position.pieces(seat, Role::King).trailing_zeros() as u8 & 63;
        let (bare, own) = (square(weak), square(strong));
        let (file, rank) = (i32::from(bare % 8), i32::from(bare / 8));
        let from_centre = (3 - file).max(file - 4) + (3 - rank).max(rank - 4);
        let apart = distance(bare, own);
        // Bishop and knight mate only in a corner of the bishop's colour: the bare king is
        // driven there (each step nearer the nearer one counts five steps from the centre).
        let bishops = position.pieces(strong, Role::Bishop);
        let lone_bishop_and_knight = bishops.count_ones() == 1
            && position.count(strong, Role::Knight) == 1
            && worth(strong) == value(Role::Bishop) + value(Role::Knight);
        let edge = if lone_bishop_and_knight {
            let light = bishops & !DARK != 0;
            let corners: [u8; 2] = if light { [7, 56] } else { [0, 63] };
            let near = corners.map(|c| distance(bare, c)).into_iter().min().unwrap_or(7);
            5 * (7 - near)
        } else {
            from_centre
        };
        return sign * (MOP_UP_EDGE * edge + MOP_UP_CLOSE * (7 - apart));
    }
    0
}

impl Evaluate for Chess {
    const LATE_MOVE_PRUNING: bool = true;
    const CONTINUATION_HISTORY: bool = true;
    const QUIET_FUTILITY: bool = true;
    const EXCHANGE_PRUNING: bool = true;
    const INTERNAL_ITERATIVE_REDUCTION: bool = true;
    const TABLE_REFINES_VALUE: bool = true;
    const LINEAR_HISTORY: bool = true;

    fn correction_key(&self) -> Option<u64> {
        let white = self.pieces(Seat::FIRST, Role::Pawn);
        let black = self.pieces(Seat::SECOND, Role::Pawn);
        Some(
            (white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
                .rotate_left(17)
                .wrapping_mul(0x94D0_49BB_1331_11EB),
        )
    }

    fn evaluate(&self) -> i32 {
        let white = crate::tune::evaluate(self) + mop_up(self);
        if self.to_move() == Seat(0) { white } else { -white }
    }

    fn in_check(&self) -> bool {
        Chess::in_check(self)
    }

    fn null_move(&self) -> Option<Chess> {
        let us = self.to_move();
        let pieces =
            [Role::Knight, Role::Bishop, Role::Rook, Role::Queen].into_iter().map(|r| self.count(us, r)).sum::<u32>();
        (pieces > 0 && !Chess::in_check(self)).then(|| self.pass())
    }

    fn exchange(&self, action: Move) -> Option<i32> {
        Some(exchange(self, action))
    }

    fn promotes(&self, action: Move) -> bool {
        action.promotion.is_some()
    }

    fn quiet_checks(&self, out: &mut Vec<Move>) {
        let us = self.to_move();
        let them = Seat(1 - us.0);
        let kings = self.pieces(them, Role::King);
        if kings == 0 {
            return;
        }
        let king = kings.trailing_zeros() as u8;
        let occupied = self.occupied();
        // A move may check only by landing where its piece attacks the king or by unmasking a
        // slider (leaving a line from the king); those few are played to be sure.
        let lines = attacks(Role::Queen, us, king, occupied);
        let start = out.len();
        self.legal_actions(out);
        let mut kept = start;
        for i in start..out.len() {
            let action = out[i];
            if self.is_capture(action) {
                continue;
            }
            let Some((_, role)) = self.piece_at(action.from_coord()) else { continue };
            let lands = action.promotion.unwrap_or(role);
            let castles = role == Role::King && action.from.abs_diff(action.to) == 2;
            let may_check = attacks(lands, them, king, occupied) & (1u64 << action.to) != 0
                || lines & (1u64 << action.from) != 0
                || castles;
            if may_check {
                let mut next = self.clone();
                next.play_unchecked(action);
                if Chess::in_check(&next) {
                    out[kept] = action;
                    kept += 1;
                }
            }
        }
        out.truncate(kept);
    }

    fn order_hint(&self, action: Move) -> i32 {
        let victim = self.piece_at(action.to_coord()).map_or(0, |(_, role)| value(role));
        let attacker = self.piece_at(action.from_coord()).map_or(0, |(_, role)| value(role));
        10 * victim - attacker / 10 + action.promotion.map_or(0, value)
    }
}

/// What a capture wins once both sides have traded on its square, each recapturing with its
/// least valuable piece and stopping when going on would lose (static exchange evaluation, the
/// swap algorithm). Sliders behind the traded pieces join in as the board empties. A king
/// recaptures only when nothing recaptures it: its value is too high to trade.
pub fn exchange(position: &Chess, action: Move) -> i32 {
    const KING: i32 = 20_000;
    let worth = |role: Role| if role == Role::King { KING } else { value(role) };
    let Some((us, mover)) = position.piece_at(action.from_coord()) else { return 0 };
    let to = action.to;
    let mut occupied = position.occupied() & !(1u64 << action.from);
    let victim = match position.piece_at(action.to_coord()) {
        Some((_, role)) => worth(role),
        // En passant: the pawn taken stands beside the square moved to.
        None if mover == Role::Pawn && action.from % 8 != to % 8 => {
            occupied &= !(1u64 << if us == Seat(0) { to - 8 } else { to + 8 });
            value(Role::Pawn)
        }
        None => 0,
    };
    let promoted = action.promotion.map_or(0, |role| value(role) - value(Role::Pawn));
    let on_square = action.promotion.map_or(worth(mover), worth);
    super::swap(victim + promoted, on_square, |opponent| {
        let side = if opponent { Seat(1 - us.0) } else { us };
        let (role, from) = least_attacker(position, side, to, occupied)?;
        occupied &= !(1u64 << from);
        Some(worth(role))
    })
}

/// The least valuable piece of `seat` among `occupied` attacking `sq`, and its square.
fn least_attacker(position: &Chess, seat: Seat, sq: u8, occupied: u64) -> Option<(Role, u8)> {
    let other = Seat(1 - seat.0);
    ROLES.into_iter().find_map(|role| {
        // A piece of `seat` attacks `sq` from the squares a like piece of the other side (for
        // pawns) or of either side would attack from `sq`.
        let from = attacks(role, if role == Role::Pawn { other } else { seat }, sq, occupied);
        let found = from & position.pieces(seat, role) & occupied;
        (found != 0).then(|| (role, found.trailing_zeros() as u8))
    })
}
