//! The valid values of a kernel's inputs on a GPU, as a person is told them: "valid values are 1 to 1024 (threads
//! per block on A100 SXM4 80 GB (CC 8.0))". Most ranges depend on the GPU (threads per block, registers, shared
//! memory, LDS), so every surface that reads typed text (the CLI's flags, the Python package's arguments) asks here
//! once the GPU is known, under the input's own name.

use crate::msg::{self, Message, Msg, Say};
use crate::nvidia::Gpu;
use crate::presets::Target;
use crate::vendor::Vendor;
use crate::{amd, intel};

/// The kernel flags of each vendor's GPUs beyond `--threads` (every vendor's), in the order a GPU of another vendor
/// refuses them; the Python package's arguments are the same names, dashes as underscores. `--barriers` is NVIDIA's
/// and Intel's: only an AMD GPU refuses it.
pub const KERNEL_FLAGS: [(Vendor, &[&str]); 3] = [
    (
        Vendor::Nvidia,
        &[
            "--regs",
            "--static-smem",
            "--dynamic-smem",
            "--barriers",
            "--carveout",
            "--cache-config",
            "--opt-in",
            "--max-dynamic-smem",
            "--launch-bounds",
            "--partitioned-gc",
            "--virtual-resources",
        ],
    ),
    (
        Vendor::Amd,
        &[
            "--vgprs",
            "--agprs",
            "--sgprs",
            "--lds",
            "--wave-size",
            "--cu-mode",
        ],
    ),
    (
        Vendor::Intel,
        &[
            "--sub-group",
            "--slm",
            "--barriers",
            "--large-grf",
            "--global",
        ],
    ),
];

/// The first flag `given` holds that a GPU of `target` refuses as another vendor's, with that vendor: the other
/// vendors in [`KERNEL_FLAGS`]' order, each vendor's flags in theirs.
pub fn foreign(target: Target, given: impl Fn(&str) -> bool) -> Option<(&'static str, Vendor)> {
    let own = target.vendor();
    KERNEL_FLAGS
        .iter()
        .filter(|(vendor, _)| *vendor != own)
        .find_map(|(vendor, flags)| {
            flags
                .iter()
                .filter(|flag| own == Vendor::Amd || **flag != "--barriers")
                .find(|flag| given(flag))
                .map(|flag| (*flag, *vendor))
        })
}

/// `flag`, of `other`'s kernels, refused on a GPU of `target` that messages call `name` ("A100 SXM4 80 GB (CC
/// 8.0)", "Instinct MI300X", "gfx942"): what that GPU's kernels take instead.
pub fn foreign_flag<'a>(flag: &'a str, other: Vendor, target: Target, name: &'a str) -> Msg<'a> {
    match target {
        Target::Nvidia(_) => msg::cli_flag_on_nvidia(flag, other.label(), name),
        Target::Amd(arch) if other == Vendor::Nvidia => {
            msg::cli_nvidia_flag_on_amd(flag, name, arch.name)
        }
        Target::Amd(arch) => msg::cli_flag_on_amd(flag, other.label(), name, arch.name),
        Target::Intel(arch) => msg::cli_flag_on_intel(flag, other.label(), name, arch.name),
    }
}

/// The flag a kernel of `target`'s vendor cannot do without (`--regs`, `--vgprs`, `--sub-group`) and, in `say`'s
/// language, the refusal of a kernel without it.
pub fn required(target: Target, say: &Say) -> (&'static str, String) {
    match target {
        Target::Nvidia(_) => ("--regs", say.say(msg::cli_regs_required())),
        Target::Amd(_) => ("--vgprs", say.say(msg::cli_vgprs_required())),
        Target::Intel(arch) => {
            let mut sizes = arch.sub_group_sizes.to_vec();
            sizes.sort_unstable();
            let sizes: Vec<String> = sizes.iter().map(u32::to_string).collect();
            let said = say.say(msg::cli_sub_group_required(&sizes.join(", "), arch.name));
            ("--sub-group", said)
        }
    }
}

/// The values an input takes: `min` to `max` (or the listed values), and what they are, e.g. "threads per block on
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

/// "--threads: '-5' is out of range: valid values are 1 to 1024 (…)" for a number, "… is not a whole number: …"
/// (`what`) for other text, with a word on digits for numbers written in digits other than 0-9 (full-width,
/// Arabic-Indic …), in `say`'s language. `input` is how the caller names the input (`--threads`, `threads`).
pub fn refused(input: &str, text: &str, what: Msg, range: &Range, say: &Say) -> String {
    let trimmed = text.trim();
    let unsigned = trimmed.strip_prefix(['-', '+']).unwrap_or(trimmed);
    let is_number = !unsigned.is_empty() && unsigned.bytes().all(|b| b.is_ascii_digit());
    let range = range.say(say);
    let refused = if is_number {
        say.say(msg::cli_refuse_range(input, text, &range))
    } else {
        say.say(msg::cli_refuse_not(input, text, &say.say(what), &range))
    };
    format!("{refused}{}", digits_hint(text, say))
}

/// A word on digits, for a number written in digits other than 0-9.
pub fn digits_hint(text: &str, say: &Say) -> String {
    if text.chars().any(|c| c.is_numeric() && !c.is_ascii_digit()) {
        say.say(msg::cli_digits())
    } else {
        String::new()
    }
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

/// A size in bytes as typed (`48K` = 49152, `16KiB`), up to 4 GiB − 1.
pub fn parse_bytes(text: &str) -> Option<u32> {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(target: Target, given: &[&str]) -> Option<(&'static str, Vendor)> {
        foreign(target, |flag| given.contains(&flag))
    }

    #[test]
    fn another_vendors_first_flag_is_refused_and_barriers_only_on_amd() {
        let cc = "8.9".parse().expect("a compute capability");
        let nvidia = Target::Nvidia(cc);
        let amd = Target::Amd(amd::arch("gfx942").expect("gfx942"));
        let intel = Target::Intel(intel::arch("xe2-hpg").expect("xe2-hpg"));
        assert_eq!(refused(nvidia, &["--regs", "--barriers"]), None);
        assert_eq!(refused(intel, &["--sub-group", "--barriers"]), None);
        assert_eq!(
            refused(amd, &["--vgprs", "--barriers"]),
            Some(("--barriers", Vendor::Nvidia))
        );
        // The other vendors in order (NVIDIA, AMD, Intel), each one's flags in theirs.
        assert_eq!(
            refused(nvidia, &["--slm", "--lds", "--vgprs"]),
            Some(("--vgprs", Vendor::Amd))
        );
        assert_eq!(
            refused(intel, &["--lds", "--cache-config", "--regs"]),
            Some(("--regs", Vendor::Nvidia))
        );
        // Every flag of the table is some vendor's, and none is refused on its own vendor's GPU.
        for (vendor, flags) in KERNEL_FLAGS {
            let own = [nvidia, amd, intel]
                .into_iter()
                .find(|t| t.vendor() == vendor)
                .expect("a target of each vendor");
            assert_eq!(refused(own, flags), None, "{vendor:?}");
        }
    }

    #[test]
    fn the_required_flag_is_each_vendors_own() {
        let say = Say::english(Vendor::Intel);
        let intel = Target::Intel(intel::arch("xe2-hpg").expect("xe2-hpg"));
        let (flag, said) = required(intel, &say);
        assert_eq!(flag, "--sub-group");
        assert!(said.contains("16, 32 on xe2-hpg"), "{said}");
        let amd = Target::Amd(amd::arch("gfx90a").expect("gfx90a"));
        assert_eq!(required(amd, &say).0, "--vgprs");
    }
}
