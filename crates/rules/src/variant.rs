//! The list of variants: one enum, so adding a variant is one place to change.

use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    Chess,
    GiantKing,
    MonkeyKing,
    Mountain,
    MonsterBluff,
}

impl Variant {
    pub const ALL: &'static [Variant] =
        &[Variant::Chess, Variant::GiantKing, Variant::MonkeyKing, Variant::Mountain, Variant::MonsterBluff];

    /// The id used on the command line, in files and on the wire.
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::GiantKing => "giant-king",
            Variant::MonkeyKing => "monkey-king",
            Variant::Mountain => "mountain",
            Variant::MonsterBluff => "monster-bluff",
        }
    }

    /// The seats' names, in seat order.
    pub const fn seat_names(self) -> &'static [&'static str] {
        match self {
            Variant::Chess | Variant::GiantKing | Variant::MonsterBluff => &["white", "black"],
            Variant::MonkeyKing => &["red", "blue"],
            // Seats 1 to 4; a game of two or three uses some of them (`Position::seat_name`).
            Variant::Mountain => &["red", "blue", "yellow", "green"],
        }
    }

    /// Whether threefold repetition is a house rule a game may turn off (RULES.md §0), rather
    /// than the FIDE rule played automatically.
    pub const fn repetition_is_house_rule(self) -> bool {
        matches!(self, Variant::MonkeyKing | Variant::Mountain)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "Orthodox chess",
            Variant::GiantKing => "Giant-King Chess",
            Variant::MonkeyKing => "Monkey King Chess",
            Variant::Mountain => "King of the Mountain",
            Variant::MonsterBluff => "Monster Bluff Chess",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An unknown variant id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        write!(f, "unknown variant '{}' (known: {})", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownVariant {}

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL.iter().copied().find(|v| v.id() == s).ok_or_else(|| UnknownVariant(s.to_owned()))
    }
}

/// Runs generic code with `$P` bound to the position type of a runtime [`Variant`]:
/// `with_variant!(variant, P => perft::<P>(&P::start(), 3))`.
#[macro_export]
macro_rules! with_variant {
    ($variant:expr, $P:ident => $body:expr) => {
        match $variant {
            $crate::Variant::Chess => {
                type $P = $crate::variants::chess::Chess;
                $body
            }
            $crate::Variant::GiantKing => {
                type $P = $crate::variants::giant_king::GiantKing;
                $body
            }
            $crate::Variant::MonkeyKing => {
                type $P = $crate::variants::monkey_king::MonkeyKing;
                $body
            }
            $crate::Variant::Mountain => {
                type $P = $crate::variants::mountain::Mountain;
                $body
            }
            $crate::Variant::MonsterBluff => {
                type $P = $crate::variants::monster_bluff::MonsterBluff;
                $body
            }
        }
    };
}
