//! Every kernel report of a compiler log evaluated: NVIDIA's on a selected GPU or the generic device of each
//! report's architecture, AMD's on a selected gfx target or each report's own, each a row that `occ log --json`
//! writes (one array for both vendors, told apart by `vendor`) and its table reads. Python's `occ.log` gives the
//! same rows.
//!
//! NVIDIA block size: the options' `threads`, else each kernel's best block size
//! (`cudaOccMaxPotentialOccupancyBlockSize`), which makes the figure the best the kernel's resources allow. AMD
//! work-group size: `threads`, else the largest the kernel was compiled for (the assembly's metadata), else HIP's
//! default of 1024, which is also what the compiler's figure assumes unless `__launch_bounds__` says otherwise.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{
    AmdFunction, AmdResources, Figure, Function, Log, Unreadable, DEFAULT_MAX_WORKGROUP_SIZE,
};
use crate::amd::{self, Arch};
use crate::msg::{self, Say};
use crate::nvidia::dto::BatchOutput;
use crate::nvidia::{arch_defaults, best_block_size, Device, DynamicSmem, Gpu, Kernel, SmemConfig};
use crate::presets::Preset;
use crate::vendor::Vendor;

/// The block size when none is given and no block size fits at all (the result is then 0 blocks with the
/// reason, whatever the size).
const FALLBACK_THREADS: u32 = 256;

/// The start of the note on a report for another architecture (target) than the selected GPU's.
pub const MISMATCH: &str = "compiled for ";

/// How every kernel is evaluated: `occ log`'s `--threads`, `--dynamic-smem`, `--min-occupancy` and `--sms`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Options {
    /// The block (work-group) size of every kernel; `None`: each kernel's own.
    pub threads: Option<u32>,
    /// Dynamic shared memory (LDS) per block, bytes.
    pub dynamic_smem: u32,
    /// A kernel below this occupancy (a fraction) is flagged.
    pub min_occupancy: Option<f64>,
    /// The SM count of the generic devices NVIDIA's reports are evaluated on.
    pub sms: Option<u32>,
}

/// Where the block size of a row came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ThreadsFrom {
    Flag,
    BestBlockSize,
    /// No block size fits: the fallback size shows the reason.
    Fallback,
}

/// One evaluated NVIDIA kernel report: the `--json` object.
#[derive(Serialize)]
pub struct NvidiaRow {
    pub vendor: &'static str,
    pub name: String,
    pub demangled: String,
    pub arch: Option<String>,
    pub registers: Option<u32>,
    /// `null` when the report's figure is not a whole number in range (see `unreadable`).
    pub static_smem: Option<u64>,
    pub barriers: Option<u32>,
    pub stack_frame: Option<u64>,
    pub spill_stores: Option<u64>,
    pub spill_loads: Option<u64>,
    pub constant_memory: BTreeMap<String, u64>,
    /// The fields below go beyond the minimal contract: where the report is, what else it says, how it was
    /// evaluated and what was flagged.
    pub line: usize,
    pub tool: &'static str,
    /// `null` when the report's figure is not a whole number in range (see `unreadable`).
    pub local_memory: Option<u64>,
    pub stack_size: Option<u64>,
    pub gmem: Option<u64>,
    pub gpu: String,
    pub threads_per_block: Option<u32>,
    pub threads_from: Option<ThreadsFrom>,
    pub below_threshold: bool,
    pub spills: bool,
    pub notes: Vec<String>,
    pub error: Option<String>,
    /// `error` in the table's language and words.
    #[serde(skip)]
    pub said_error: Option<String>,
    /// The report's first figure that is not a whole number in range (`figure`, the quoted `text`): the kernel
    /// is not evaluated, and `error` says why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<Unreadable>,
    pub occupancy: Option<BatchOutput>,
}

/// The NVIDIA device every kernel is evaluated on, when one is selected: its title in `--json` and in the table.
pub struct Selected {
    pub gpu: Gpu,
    /// In English (the JSON's).
    pub title: String,
    /// In the table's language.
    pub said_title: String,
}

impl Selected {
    /// `device` (a preset's, or the generic device of a compute capability, its SM count given or not), checked.
    pub fn new(
        device: Device,
        preset: Option<&Preset>,
        sms_given: bool,
        say: &Say,
    ) -> Result<Self, crate::error::Error> {
        let title = |say: &Say| match preset {
            Some(preset) => say.say(msg::log_gpu_title(
                &preset.said_name(say),
                &device.cc.to_string(),
                &device.sm_count.to_string(),
            )),
            None => generic_title(&device, sms_given, say),
        };
        Ok(Self {
            gpu: device.check()?,
            title: title(&Say::english(Vendor::Nvidia)),
            said_title: title(say),
        })
    }
}

/// The title of a generic device: its compute capability, family and, when given, SM count.
pub fn generic_title(device: &Device, sms_given: bool, say: &Say) -> String {
    let family = arch_defaults(device.cc).map(|d| d.family).unwrap_or("");
    let (cc, count) = (device.cc.to_string(), device.sm_count.to_string());
    say.say(if sms_given {
        msg::log_gpu_generic_units(&cc, family, &count)
    } else {
        msg::log_gpu_generic(&cc, family)
    })
}

/// Evaluates every NVIDIA kernel report. With a selected GPU and reports for its own architecture in the log, only
/// those are evaluated (the cubins that GPU would run); the count of the others is returned.
pub fn nvidia(
    log: &Log,
    options: &Options,
    selected: Option<&Selected>,
    say: &Say,
) -> (Vec<NvidiaRow>, usize) {
    let own = |f: &Function| {
        selected
            .is_some_and(|s| f.cc.map(|cc| cc.canonical()) == Some(s.gpu.device().cc.canonical()))
    };
    let any_own = log.entries().any(own);
    let mut skipped = 0;
    let mut rows = Vec::new();
    for f in log.entries() {
        if any_own && !own(f) {
            skipped += 1;
            continue;
        }
        rows.push(nvidia_row(options, f, selected, say));
    }
    (rows, skipped)
}

/// The row of one kernel report: `--json`'s in English, its error also in `say`'s language and words.
fn nvidia_row(
    options: &Options,
    f: &Function,
    selected: Option<&Selected>,
    say: &Say,
) -> NvidiaRow {
    // A figure the report could not give is unknown, not 0.
    let unless = |figure: Figure, value: u64| {
        (f.unreadable.as_ref().map(|u| u.figure) != Some(figure)).then_some(value)
    };
    let mut row = NvidiaRow {
        vendor: "nvidia",
        name: f.name.clone(),
        demangled: f.display_name().to_string(),
        arch: f.arch.clone(),
        registers: f.registers,
        static_smem: unless(Figure::SharedMemory, f.static_smem),
        barriers: f.barriers,
        stack_frame: f.stack_frame,
        spill_stores: f.spill_stores,
        spill_loads: f.spill_loads,
        constant_memory: f
            .constant_memory
            .iter()
            .map(|(bank, bytes)| (bank.to_string(), *bytes))
            .collect(),
        line: f.line,
        tool: f.tool.name(),
        local_memory: unless(Figure::LocalMemory, f.local_memory),
        stack_size: f.stack_size,
        gmem: f.gmem,
        gpu: String::new(),
        threads_per_block: None,
        threads_from: None,
        below_threshold: false,
        spills: f.spills(),
        notes: Vec::new(),
        error: None,
        said_error: None,
        unreadable: f.unreadable.clone(),
        occupancy: None,
    };
    let device_gpu = match selected {
        Some(s) => {
            row.gpu = s.title.clone();
            if let (Some(cc), Some(arch)) = (f.cc, &f.arch) {
                let cc_gpu = s.gpu.device().cc;
                if cc.canonical() != cc_gpu.canonical() {
                    row.notes
                        .push(format!("{MISMATCH}{arch}, evaluated on CC {cc_gpu}"));
                }
            }
            Ok(s.gpu)
        }
        None => own_device(f, options.sms).map(|(gpu, title)| {
            row.gpu = title;
            gpu
        }),
    };
    // The report's own failing comes first: no device makes its figure readable.
    let device_gpu = match &f.unreadable {
        Some(bad) => Err(Failed::Unreadable(bad.clone())),
        None => device_gpu,
    };
    let result = device_gpu.and_then(|gpu| {
        let other = |e: crate::error::Error| Failed::Other(e.to_string());
        let probe = f.kernel(1).map_err(other)?;
        let smem = SmemConfig::default();
        let (threads, from) = match options.threads {
            Some(threads) => (threads, ThreadsFrom::Flag),
            None => {
                let best = best_block_size(
                    &gpu,
                    &probe,
                    &smem,
                    DynamicSmem::Fixed(u64::from(options.dynamic_smem)),
                )
                .map_err(other)?;
                match best.block_size {
                    0 => (FALLBACK_THREADS, ThreadsFrom::Fallback),
                    size => (size, ThreadsFrom::BestBlockSize),
                }
            }
        };
        let kernel = Kernel {
            dynamic_smem: options.dynamic_smem,
            ..f.kernel(threads).map_err(other)?
        };
        let output = BatchOutput::evaluate(&gpu, &kernel, &smem).map_err(other)?;
        Ok((threads, from, output))
    });
    match result {
        Ok((threads, from, output)) => {
            row.below_threshold = options
                .min_occupancy
                .is_some_and(|min| output.occupancy < min);
            row.threads_per_block = Some(threads);
            row.threads_from = Some(from);
            row.occupancy = Some(output);
        }
        Err(error) => {
            row.error = Some(error.say(&Say::english(Vendor::Nvidia)));
            row.said_error = Some(error.say(say));
        }
    }
    row
}

/// Why a kernel report could not be evaluated.
enum Failed {
    /// The log names an architecture occ does not know.
    UnknownArch(String),
    /// The log names none.
    NoArch,
    /// A figure of the report is not a whole number in range.
    Unreadable(Unreadable),
    /// occ-core's error, in its words.
    Other(String),
}

impl Failed {
    fn say(&self, say: &Say) -> String {
        match self {
            Self::UnknownArch(arch) => say.say(msg::log_unknown_arch(arch)),
            Self::NoArch => say.say(msg::log_no_arch()),
            Self::Unreadable(bad) => bad.say(say),
            Self::Other(error) => error.clone(),
        }
    }
}

/// The generic device of the report's own architecture.
fn own_device(f: &Function, sms: Option<u32>) -> Result<(Gpu, String), Failed> {
    let (Some(cc), Some(_)) = (f.cc, &f.arch) else {
        return Err(match &f.arch {
            Some(arch) => Failed::UnknownArch(terminal_text(arch)),
            None => Failed::NoArch,
        });
    };
    let other = |e: crate::error::Error| Failed::Other(e.to_string());
    let mut device = arch_defaults(cc).map_err(other)?.device;
    if let Some(sms) = sms {
        device.sm_count = sms;
    }
    let title = generic_title(&device, sms.is_some(), &Say::english(Vendor::Nvidia));
    Ok((device.check().map_err(other)?, title))
}

/// Where a row's work-group size came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkgroupFrom {
    Flag,
    /// The largest work-group the kernel was compiled for, as its report names it.
    Compiler,
    /// The report does not name it: HIP's default maximum.
    Default,
}

/// occ's result for one AMD report, as `--json` writes it.
#[derive(Serialize)]
pub struct AmdOccupancy {
    pub waves_per_simd: u32,
    pub max_waves_per_simd: u32,
    /// waves_per_simd / max_waves_per_simd, 0–1.
    pub occupancy: f64,
    pub workgroups_per_cu: u32,
    pub waves_per_cu: u32,
    pub waves_per_workgroup: u32,
    /// Every resource whose limit equals the result (ties included): vgprs, sgprs, lds, workgroups, waves.
    pub limiters: Vec<&'static str>,
    /// Waves per SIMD each resource allows; `null` where it does not apply.
    pub limits: BTreeMap<&'static str, Option<u32>>,
    pub allocated_vgprs: u32,
    pub vgpr_pool: u32,
    pub allocated_lds: u32,
    pub lds_per_cu: u32,
}

impl AmdOccupancy {
    fn of(o: &amd::Occupancy) -> Self {
        Self {
            waves_per_simd: o.waves_per_simd,
            max_waves_per_simd: o.max_waves_per_simd,
            occupancy: o.occupancy(),
            workgroups_per_cu: o.workgroups_per_cu,
            waves_per_cu: o.waves_per_cu,
            waves_per_workgroup: o.waves_per_workgroup,
            limiters: o.limiters().map(amd::Limiter::name).collect(),
            limits: amd::Limiter::ALL
                .into_iter()
                .map(|l| (l.name(), o.limits.get(l)))
                .collect(),
            allocated_vgprs: o.allocated_vgprs,
            vgpr_pool: o.vgpr_pool,
            allocated_lds: o.allocated_lds,
            lds_per_cu: o.lds_per_cu,
        }
    }
}

/// One evaluated AMD kernel report: the `--json` object.
#[derive(Serialize)]
pub struct AmdRow {
    pub vendor: &'static str,
    pub name: String,
    pub demangled: String,
    /// The report's gfx target.
    pub target: Option<String>,
    /// `remarks` or `assembly`.
    pub tool: &'static str,
    pub line: usize,
    /// The report's figures: vgprs, agprs, total_vgprs, sgprs, lds_bytes, scratch_bytes, dynamic_stack,
    /// sgpr_spills, vgpr_spills, compiler_waves_per_simd (the compiler's own figure), wave_size,
    /// max_workgroup_size.
    #[serde(flatten)]
    pub resources: AmdResources,
    /// The target evaluated on (`gfx90a (CDNA 2)`).
    pub gpu: String,
    pub workgroup_size: Option<u32>,
    pub workgroup_size_from: Option<WorkgroupFrom>,
    pub dynamic_lds: u32,
    /// occ and the compiler disagree on the same launch (same target, the compiler's work-group size).
    pub differs_from_compiler: bool,
    pub below_threshold: bool,
    pub spills: bool,
    pub notes: Vec<String>,
    /// `notes` in the table's language and words.
    #[serde(skip)]
    pub said_notes: Vec<String>,
    pub error: Option<String>,
    /// `error` in the table's language and words.
    #[serde(skip)]
    pub said_error: Option<String>,
    /// The report's first figure that is not a whole number in range (`figure`, the quoted `text`): the kernel
    /// is not evaluated, and `error` says why. Its figure is `null` among the report's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<Unreadable>,
    pub occupancy: Option<AmdOccupancy>,
}

/// How a gfx target is titled: `gfx90a (CDNA 2)`.
pub fn amd_title(arch: &Arch) -> String {
    format!("{} ({})", arch.name, arch.family)
}

/// Evaluates every AMD kernel report. With a selected target and reports for it in the log, only those are
/// evaluated; the count of the others is returned.
pub fn amd(
    log: &Log,
    options: &Options,
    arch: Option<&'static Arch>,
    say: &Say,
) -> (Vec<AmdRow>, usize) {
    let own = |f: &AmdFunction| {
        arch.is_some_and(|a| {
            f.target
                .as_deref()
                .is_some_and(|t| t.eq_ignore_ascii_case(a.name))
        })
    };
    let any_own = log.amd_kernels().any(own);
    let mut skipped = 0;
    let mut rows = Vec::new();
    for f in log.amd_kernels() {
        if any_own && !own(f) {
            skipped += 1;
            continue;
        }
        rows.push(amd_row(options, f, arch, say));
    }
    (rows, skipped)
}

/// The row of one kernel report: `--json`'s in English, its notes and error also in `say`'s language and words.
fn amd_row(
    options: &Options,
    f: &AmdFunction,
    selected: Option<&'static Arch>,
    say: &Say,
) -> AmdRow {
    let english = &Say::english(Vendor::Amd);
    let r = f.resources;
    let mut row = AmdRow {
        vendor: "amd",
        name: f.name.clone(),
        demangled: f.display_name().to_string(),
        target: f.target.clone(),
        tool: f.tool.name(),
        line: f.line,
        resources: r,
        gpu: String::new(),
        workgroup_size: None,
        workgroup_size_from: None,
        dynamic_lds: options.dynamic_smem,
        differs_from_compiler: false,
        below_threshold: false,
        spills: f.spills(),
        notes: Vec::new(),
        said_notes: Vec::new(),
        error: None,
        said_error: None,
        unreadable: f.unreadable.clone(),
        occupancy: None,
    };
    if let Some(bad) = &f.unreadable {
        // No target makes the report's figure readable.
        row.gpu = selected.or(f.arch()).map(amd_title).unwrap_or_default();
        row.error = Some(bad.error().to_string());
        row.said_error = Some(bad.say(say));
        return row;
    }
    let arch = match (selected, f.arch()) {
        (Some(arch), _) => {
            if let Some(target) = &f.target {
                if !target.eq_ignore_ascii_case(arch.name) {
                    // Left out of the table's notes, which say it once for every row.
                    row.notes
                        .push(format!("{MISMATCH}{target}, evaluated on {}", arch.name));
                }
            }
            arch
        }
        (None, Some(arch)) => arch,
        (None, None) => {
            let error = |say: &Say| match &f.target {
                Some(target) => say.say(msg::log_amd_unknown_target(&terminal_text(target))),
                None => say.say(msg::log_amd_no_target()),
            };
            row.error = Some(error(english));
            row.said_error = Some(error(say));
            return row;
        }
    };
    row.gpu = amd_title(arch);
    let (threads, from) = match (options.threads, r.max_workgroup_size) {
        (Some(threads), _) => (threads, WorkgroupFrom::Flag),
        (None, Some(size)) => (size, WorkgroupFrom::Compiler),
        (None, None) => (DEFAULT_MAX_WORKGROUP_SIZE, WorkgroupFrom::Default),
    };
    let mut with_dynamic = f.clone();
    with_dynamic.resources.lds_bytes = Some(
        r.lds_bytes
            .unwrap_or(0)
            .saturating_add(u64::from(options.dynamic_smem)),
    );
    match with_dynamic.evaluate(arch, Some(threads)) {
        Ok(e) => {
            row.workgroup_size = Some(threads);
            row.workgroup_size_from = Some(from);
            row.below_threshold = options
                .min_occupancy
                .is_some_and(|min| e.occupancy.occupancy() < min);
            // Dynamic LDS is not in the compiler's figure.
            row.differs_from_compiler = options.dynamic_smem == 0 && e.differs();
            if row.differs_from_compiler {
                let occ = e.occupancy.waves_per_simd.to_string();
                let compiler = r.compiler_waves_per_simd.unwrap_or(0).to_string();
                let note = |say: &Say| say.say(msg::log_amd_differs(&occ, &compiler));
                row.notes.push(note(english));
                row.said_notes.push(note(say));
            }
            row.occupancy = Some(AmdOccupancy::of(&e.occupancy));
        }
        Err(error) => {
            row.error = Some(error.to_string());
            row.said_error = Some(error.say(say));
        }
    }
    row
}

/// The gfx target a log or `--arch` names (`gfx90a`, `gfx90a:xnack+`, `amdgcn-amd-amdhsa--gfx942`).
pub fn amd_target(name: &str) -> Option<&'static Arch> {
    let name = name.trim().trim_start_matches("amdgcn-amd-amdhsa--");
    amd::arch(name.split(':').next().unwrap_or(name))
}

/// Why a log holds nothing to evaluate, said by `say`: it has no kernel report (`source` names where it was read).
pub fn no_reports(log: &Log, source: &str, say: &Say) -> Option<String> {
    if log.entries().next().is_some() || log.amd_kernels().next().is_some() {
        return None;
    }
    let mut message = say.say(msg::log_no_reports(source, &log.lines.to_string()));
    if let Some(first) = log.unread.first() {
        message.push_str(&say.say(msg::log_no_reports_unread(
            &log.unread.len().to_string(),
            &first.line.to_string(),
            &terminal_text(&first.text),
        )));
    }
    Some(message)
}

/// Why a log's kernels cannot be evaluated on the GPU asked for, said by `say`: a GPU or compute capability named
/// (`nvidia_named`) for AMD's kernels only with no AMD target (`arch`), or an AMD product (`gpu`, its target
/// `amd_preset`) for NVIDIA's kernels only.
pub fn refused(
    log: &Log,
    nvidia_named: bool,
    arch: Option<&Arch>,
    gpu: Option<&str>,
    amd_preset: Option<&Arch>,
    say: &Say,
) -> Option<String> {
    let nvidia = log.entries().next().is_some();
    let amd = log.amd_kernels().next().is_some();
    if !nvidia && arch.is_none() && nvidia_named {
        return Some(say.say(msg::log_amd_only()));
    }
    match (amd, amd_preset) {
        (false, Some(arch)) => {
            Some(say.say(msg::log_nvidia_only(gpu.unwrap_or_default(), arch.name)))
        }
        _ => None,
    }
}

/// One JSON array for NVIDIA's and AMD's rows.
#[derive(Serialize)]
#[serde(untagged)]
enum JsonRow<'a> {
    Nvidia(&'a NvidiaRow),
    Amd(&'a AmdRow),
}

/// The kernels that could not be evaluated, NVIDIA's then AMD's, each as (demangled name, line, why): what `occ
/// log` and `occ.log` say of the first and count.
pub fn not_evaluated<'a>(
    nvidia: &'a [NvidiaRow],
    amd: &'a [AmdRow],
) -> Vec<(&'a str, usize, &'a str)> {
    let failed = |name: &'a str, line: usize, error: &'a Option<String>| {
        Some((name, line, error.as_deref()?))
    };
    nvidia
        .iter()
        .filter_map(|r| failed(&r.demangled, r.line, &r.said_error))
        .chain(
            amd.iter()
                .filter_map(|r| failed(&r.demangled, r.line, &r.said_error)),
        )
        .collect()
}

/// `occ log --json`: NVIDIA's rows, then AMD's, as one array.
pub fn to_json(nvidia: &[NvidiaRow], amd: &[AmdRow]) -> Result<String, serde_json::Error> {
    let all: Vec<JsonRow> = nvidia
        .iter()
        .map(JsonRow::Nvidia)
        .chain(amd.iter().map(JsonRow::Amd))
        .collect();
    serde_json::to_string_pretty(&all).map(|text| text + "\n")
}

/// Text from a log, safe for a terminal: control characters (escape sequences included) are escaped.
pub fn terminal_text(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(terminal_text("k\u{1b}[31m"), "k\\u{1b}[31m");
        assert_eq!(terminal_text("void f<1>(int)"), "void f<1>(int)");
    }
}
