//! Numbers typed after flags. Most counts have a range that depends on the GPU (threads per block, registers,
//! shared memory, LDS), so a flag's text is kept as typed and read once the GPU is known: a value that is no whole
//! number in range — negative, too large, written in other digits — is refused naming the flag, the text and the
//! valid range on that GPU. A number that is a count but past the GPU's limit is left to the vendor's rules, which
//! answer it (0 blocks, with the reason) or name the field's range themselves.

use std::ffi::OsString;

use occ_core::msg::{self, Message, Msg};
use occ_core::{amd, intel, nvidia::CacheConfig, nvidia::Gpu, nvidia::PartitionedGc};

use crate::say::{early, Say};

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

/// The values a flag takes: `min` to `max` (or the listed values), and what they are, e.g. "threads per block on
/// A100 SXM4 80 GB (CC 8.0)", a message written in the language of the error that names the range.
pub struct Range {
    min: u64,
    max: u64,
    list: Option<Vec<u32>>,
    what: Message,
}

impl Range {
    pub fn new(min: u64, max: impl Into<u64>, what: impl Into<Message>) -> Self {
        Self {
            min,
            max: max.into(),
            list: None,
            what: what.into(),
        }
    }

    /// A range of a few values only (wave sizes, sub-group sizes).
    pub fn list(values: &[u32], what: impl Into<Message>) -> Self {
        let mut sorted = values.to_vec();
        sorted.sort_unstable();
        Self {
            min: sorted.first().copied().unwrap_or(0).into(),
            max: sorted.last().copied().unwrap_or(0).into(),
            list: Some(sorted),
            what: what.into(),
        }
    }

    /// "valid values are 1 to 1024 (threads per block on …)" in `say`'s language.
    pub fn say(&self, say: &Say) -> String {
        let what = self.what.say(say);
        match &self.list {
            Some(list) => {
                let text: Vec<String> = list.iter().map(u32::to_string).collect();
                let list = match text.as_slice() {
                    [] => String::new(),
                    [one] => one.clone(),
                    [rest @ .., last] => say.say(msg::error_or(&rest.join(", "), last)),
                };
                say.say(msg::cli_range_list(&list, &what))
            }
            None => say.say(msg::cli_range(
                &self.min.to_string(),
                &self.max.to_string(),
                &what,
            )),
        }
    }
}

/// "what on name": a range's values on a GPU.
pub fn on(what: Msg, name: &str) -> Message {
    Message::from(msg::cli_on("", name)).with(0, what)
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

/// "--threads: '-5' is out of range: valid values are 1 to 1024 (…)" for a number, "… is not a whole number: …"
/// (`what`) for other text, with a word on digits for numbers written in digits other than 0-9 (full-width,
/// Arabic-Indic …), in the language of the run.
pub fn refuse(flag: &str, text: &str, what: Msg, range: &Range) -> anyhow::Error {
    let say = early();
    let trimmed = text.trim();
    let unsigned = trimmed.strip_prefix(['-', '+']).unwrap_or(trimmed);
    let is_number = !unsigned.is_empty() && unsigned.bytes().all(|b| b.is_ascii_digit());
    let range = range.say(&say);
    let refused = if is_number {
        say.say(msg::cli_refuse_range(flag, text, &range))
    } else {
        say.say(msg::cli_refuse_not(flag, text, &say.say(what), &range))
    };
    anyhow::anyhow!("{refused}{}", digits_hint(text, &say))
}

/// A word on digits, for a number written in digits other than 0-9.
fn digits_hint(text: &str, say: &Say) -> String {
    if text.chars().any(|c| c.is_numeric() && !c.is_ascii_digit()) {
        say.say(msg::cli_digits())
    } else {
        String::new()
    }
}

/// The reader of a flag whose range is the same on every GPU (SM, CU and XVE counts): clap's error names the flag
/// and the text, this the range. 0 is read, for the GPU's own checks to refuse with their words.
pub fn unit_count(text: &str) -> Result<u32, String> {
    text.trim().parse::<u32>().map_err(|_| {
        let say = early();
        let range = say.say(msg::cli_valid_range("1", &u32::MAX.to_string()));
        format!("{range}{}", digits_hint(text, &say))
    })
}

/// The valid values of an NVIDIA kernel's flag on `gpu`, named `name` in the message.
pub fn nvidia(flag: &str, gpu: &Gpu, name: &str) -> Range {
    let device = gpu.device();
    match flag {
        "--threads" | "--launch-bounds" => Range::new(
            1,
            device.max_threads_per_block,
            on(msg::cli_what_threads_per_block(), name),
        ),
        "--regs" => Range::new(
            0,
            gpu.rules().max_regs_per_thread(),
            on(msg::cli_what_registers_per_thread(), name),
        ),
        "--static-smem" | "--dynamic-smem" | "--max-dynamic-smem" => Range::new(
            0,
            device.smem_per_block_optin,
            on(msg::cli_what_smem_per_block(), name),
        ),
        "--virtual-resources" => match gpu.rules().virtual_resources_per_sm() {
            0 => Range::new(0, u32::MAX, msg::cli_what_virtual_per_block()),
            per_sm => Range::new(0, per_sm, on(msg::cli_what_virtual_per_block(), name)),
        },
        _ => Range::new(0, u32::MAX, msg::cli_what_barriers_per_block()),
    }
}

/// The valid values of an AMD kernel's flag on `arch`, named `name` in the message.
pub fn amd(flag: &str, arch: &amd::Arch, name: &str) -> Range {
    match flag {
        "--threads" => Range::new(
            1,
            amd::rules::MAX_WORKGROUP_SIZE,
            on(msg::cli_what_items_per_group(), name),
        ),
        "--vgprs" => Range::new(0, arch.max_vgprs(), on(msg::cli_what_vgprs(), name)),
        "--agprs" => Range::new(0, arch.max_agprs(), on(msg::cli_what_agprs(), name)),
        "--sgprs" => Range::new(0, arch.max_sgprs(), on(msg::cli_what_sgprs(), name)),
        "--lds" => Range::new(0, arch.lds_per_workgroup, on(msg::cli_what_lds(), name)),
        _ => Range::list(arch.wave_sizes(), on(msg::cli_what_items_per_wave(), name)),
    }
}

/// The valid values of an Intel kernel's flag on `arch`, named `name` in the message.
pub fn intel(flag: &str, arch: &intel::Arch, name: &str) -> Range {
    match flag {
        "--threads" => Range::new(
            1,
            arch.max_workgroup_size,
            on(msg::cli_what_items_per_group(), name),
        ),
        "--sub-group" => Range::list(
            arch.sub_group_sizes,
            on(msg::cli_what_items_per_sub_group(), name),
        ),
        "--slm" => Range::new(
            0,
            arch.max_slm_per_workgroup(),
            on(msg::cli_what_slm(), name),
        ),
        _ => Range::new(0, u32::MAX, msg::cli_what_intel_barriers()),
    }
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
    let lower = text.trim().to_ascii_lowercase();
    let (number, scale) = ["kib", "kb", "k"]
        .iter()
        .find_map(|suffix| lower.strip_suffix(suffix).map(|n| (n.trim(), 1024u64)))
        .unwrap_or((lower.as_str(), 1));
    number
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(scale))
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| early().say(msg::cli_bad_bytes(text)))
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
