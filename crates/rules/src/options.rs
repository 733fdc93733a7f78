//! Start-position options: `name=value` pairs a variant may understand (`map=crags`,
//! `players=4`, `green=2`). Unknown names are errors, never silently ignored.

use std::fmt;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pairs: Vec<(String, String)>,
}

/// An option that is malformed, unknown to the variant, or has a bad value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError(pub String);

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OptionError {}

impl Options {
    /// Reads `name=value` pairs separated by commas or given one by one.
    pub fn parse<'a>(items: impl IntoIterator<Item = &'a str>) -> Result<Options, OptionError> {
        let mut options = Options::default();
        for item in items.into_iter().flat_map(|s| s.split(',')).map(str::trim).filter(|s| !s.is_empty()) {
            let (name, value) =
                item.split_once('=').ok_or_else(|| OptionError(format!("option '{item}' is not name=value")))?;
            options.set(name.trim(), value.trim());
        }
        Ok(options)
    }

    /// Sets an option, replacing an earlier value of the same name.
    pub fn set(&mut self, name: &str, value: &str) {
        self.pairs.retain(|(n, _)| n != name);
        self.pairs.push((name.to_owned(), value.to_owned()));
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// Refuses any option whose name is not in `known`.
    pub fn only(&self, variant: &str, known: &[&str]) -> Result<(), OptionError> {
        match self.pairs.iter().find(|(n, _)| !known.contains(&n.as_str())) {
            None => Ok(()),
            Some((name, _)) if known.is_empty() => Err(OptionError(format!("{variant} has no option '{name}'"))),
            Some((name, _)) => {
                Err(OptionError(format!("{variant} has no option '{name}' (its options: {})", known.join(", "))))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_read_and_checked() {
        let o = Options::parse(["map=crags, players=4", "players=3"]).unwrap();
        assert_eq!(o.get("map"), Some("crags"));
        assert_eq!(o.get("players"), Some("3"));
        assert!(o.only("mountain", &["map", "players"]).is_ok());
        assert!(o.only("chess", &[]).unwrap_err().0.contains("no option 'map'"));
        assert!(Options::parse(["map"]).is_err());
    }
}
