//! Numbers typed after flags. Most counts have a range that depends on the GPU (threads per block, registers,
//! shared memory, LDS), so a flag's text is kept as typed and read once the GPU is known: a value that is no whole
//! number in range — negative, too large, written in other digits — is refused naming the flag, the text and the
//! valid range on that GPU. A number that is a count but past the GPU's limit is left to the vendor's rules, which
//! answer it (0 blocks, with the reason) or name the field's range themselves.

use std::ffi::OsString;

use occ_core::msg::{self, Message, Msg};
pub use occ_core::ranges::{self, amd, intel, nvidia, on, Range};
use occ_core::{nvidia::CacheConfig, nvidia::PartitionedGc};

use crate::say::early;

/// The command line with each value that starts with a hyphen and a digit (`-5`, `-32K`) joined to the flag before
/// it that takes a value (`--lds=-32K`, `-t-5`), so that clap hands it to that flag's reader, which refuses it
/// naming the flag and its range on the GPU; so is a list of `occ compare` that starts with its dash (`-,16`). No
/// flag takes a value that starts with a hyphen otherwise: a flag after a flag that takes a value is a flag
/// (`--lds --json` is a missing value, not the size "--json").
pub fn join_negative_values(
    args: impl IntoIterator<Item = OsString>,
    root: &clap::Command,
) -> Vec<OsString> {
    let mut command = root;
    let mut out: Vec<OsString> = Vec::new();
    let mut escaped = false;
    for arg in args {
        let text = arg.to_str().unwrap_or_default();
        let negative = text.len() > 1
            && text.starts_with('-')
            && (text.as_bytes()[1].is_ascii_digit() || text.as_bytes()[1] == b',');
        let joined = match out.last().and_then(|flag| flag.to_str()) {
            Some(flag) if negative && !escaped && out.len() > 1 => takes_value(command, flag),
            _ => None,
        };
        if let Some(separator) = joined {
            let flag = out.last_mut().expect("a flag before the value");
            flag.push(separator);
            flag.push(&arg);
            continue;
        }
        if text == "--" {
            escaped = true;
        } else if !escaped && !text.starts_with('-') {
            if let Some(sub) = command.find_subcommand(text) {
                command = sub;
            }
        }
        out.push(arg);
    }
    out
}

/// How a value joins `flag` (`=` after a long flag, nothing after a short one) when `flag`, written alone, takes a
/// value in `command`.
fn takes_value(command: &clap::Command, flag: &str) -> Option<&'static str> {
    let takes = |arg: &clap::Arg| arg.get_action().takes_values();
    if let Some(long) = flag.strip_prefix("--") {
        let found = command.get_arguments().any(|arg| {
            takes(arg)
                && (arg.get_long() == Some(long)
                    || arg.get_all_aliases().is_some_and(|a| a.contains(&long)))
        });
        return found.then_some("=");
    }
    let mut chars = flag.strip_prefix('-')?.chars();
    let (Some(short), None) = (chars.next(), chars.next()) else {
        return None;
    };
    command
        .get_arguments()
        .any(|arg| takes(arg) && arg.get_short() == Some(short))
        .then_some("")
}

/// A flag's text, as typed.
#[derive(Clone, Debug)]
pub struct Typed(String);

/// For clap: every text is kept, to be read by [`Typed::count`] or [`Typed::bytes`] against the GPU's range.
pub fn typed(text: &str) -> Result<Typed, String> {
    Ok(Typed::new(text))
}

impl Typed {
    pub fn new(text: &str) -> Self {
        Self(text.to_string())
    }

    /// The text as a whole number that fits `T`; otherwise an error naming `flag`, the text and `range`.
    pub fn count<T: TryFrom<u64>>(
        &self,
        flag: &str,
        range: impl FnOnce() -> Range,
    ) -> anyhow::Result<T> {
        self.0
            .trim()
            .parse::<u64>()
            .ok()
            .and_then(|n| T::try_from(n).ok())
            .ok_or_else(|| refuse(flag, &self.0, msg::cli_not_whole_number(), &range()))
    }

    /// The text as a size in bytes (48K = 49152) up to 4 GiB − 1; otherwise an error naming `flag`, the text and
    /// `range`.
    pub fn bytes(&self, flag: &str, range: impl FnOnce() -> Range) -> anyhow::Result<u32> {
        parse_bytes(&self.0).map_err(|_| refuse(flag, &self.0, msg::cli_not_size(), &range()))
    }
}

/// [`ranges::refused`] in the run's language, as an error.
pub fn refuse(flag: &str, text: &str, what: Msg, range: &Range) -> anyhow::Error {
    anyhow::anyhow!(ranges::refused(flag, text, what, range, &early()))
}

/// The reader of a flag whose range is the same on every GPU (SM, CU and XVE counts): clap's error names the flag
/// and the text, this the range. 0 is read, for the GPU's own checks to refuse with their words.
pub fn unit_count(text: &str) -> Result<u32, String> {
    text.trim().parse::<u32>().map_err(|_| {
        let say = early();
        let range = say.say(msg::cli_valid_range("1", &u32::MAX.to_string()));
        format!("{range}{}", ranges::digits_hint(text, &say))
    })
}

/// The grid of a launch from --grid, or --items and --per-thread: `grid(threads, max, launch, unit)` at `threads`
/// per block, checked to be 1 to `max` blocks (`launch` says what bounds it, `unit` what a block is called, both
/// messages).
pub type Grid<'a> = &'a dyn Fn(u32, u64, Message, Msg) -> anyhow::Result<Option<u64>>;

/// An AMD or Intel grid of work-groups of `workgroup_size`: at most as many as keep its work-items (the global
/// size) in 64 bits.
pub fn workgroups(grid: Grid, workgroup_size: u32) -> anyhow::Result<Option<u64>> {
    grid(
        workgroup_size,
        u64::MAX / u64::from(workgroup_size.max(1)),
        msg::cli_grid_launch_items().into(),
        msg::cli_grid_unit_workgroups(),
    )
}

#[derive(Clone, Copy, Debug)]
pub struct Carveout(pub Option<u32>);

/// A core error with the flag that sets its field in front (`--slm: kernel.slm_bytes = …`), from `(field, flag)`
/// pairs; an error about another field as it is.
pub fn with_flag(error: occ_core::Error, flags: &[(&str, &str)]) -> anyhow::Error {
    match flags.iter().find(|(field, _)| *field == error.field()) {
        Some((_, flag)) => anyhow::anyhow!("{flag}: {}", error.say(&early())),
        None => anyhow::Error::new(error),
    }
}

pub fn parse_bytes(text: &str) -> Result<u32, String> {
    ranges::parse_bytes(text).ok_or_else(|| early().say(msg::cli_bad_bytes(text)))
}

pub fn parse_carveout(text: &str) -> Result<Carveout, String> {
    match text.trim() {
        "default" | "-1" => Ok(Carveout(None)),
        other => match other.trim_end_matches('%').parse::<u32>() {
            Ok(percent) if percent <= 100 => Ok(Carveout(Some(percent))),
            _ => Err(early().say(msg::cli_bad_carveout(text))),
        },
    }
}

pub fn parse_cache_config(text: &str) -> Result<CacheConfig, String> {
    CacheConfig::from_name(text).ok_or_else(|| early().say(msg::error_batch_bad_cache_config(text)))
}

pub fn parse_gc(text: &str) -> Result<PartitionedGc, String> {
    PartitionedGc::from_name(text).ok_or_else(|| early().say(msg::error_batch_bad_gc(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_accept_kib_suffixes_and_name_the_range() {
        assert_eq!(parse_bytes("49152"), Ok(49152));
        assert_eq!(parse_bytes("48K"), Ok(49152));
        assert_eq!(parse_bytes("48 KiB"), Ok(49152));
        assert!(parse_bytes("-1").unwrap_err().contains("0 to 4294967295"));
        assert!(parse_bytes("99999999K").is_err());
    }

    #[test]
    fn carveout_is_a_percentage_or_default() {
        assert_eq!(parse_carveout("default").unwrap().0, None);
        assert_eq!(parse_carveout("32").unwrap().0, Some(32));
        assert_eq!(parse_carveout("50%").unwrap().0, Some(50));
        assert!(parse_carveout("101").unwrap_err().contains("0 to 100"));
    }
}
