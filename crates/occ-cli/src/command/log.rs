//! `occ log` (also `occ ptxas`): the occupancy of every kernel in a build log, as a table or one JSON array, with
//! a gate for CI: exit code 1 when a kernel is below `--min-occupancy`. NVIDIA's reports (`nvcc -Xptxas -v`,
//! `nvcc --resource-usage`, `ptxas -v`, `nvlink -v`, `cuobjdump --dump-resource-usage`) and AMD's
//! (`hipcc -Rpass-analysis=kernel-resource-usage`, `llc -pass-remarks-analysis=kernel-resource-usage`, the
//! assembly of `--save-temps`) may share one log: each vendor's kernels get their own section of the table
//! ([`amd`] for AMD's), and one JSON array holds both, told apart by `vendor`.
//!
//! NVIDIA device: `--gpu`/`--cc` for every kernel, else the generic device of each report's own architecture.
//! Block size: `--threads`, else each kernel's best block size (`cudaOccMaxPotentialOccupancyBlockSize`), which
//! makes the figure the best the kernel's resources allow; a launch with another block size may get less.
//!
//! Kernel names come from the log and are shown as text: control characters are escaped before they reach
//! the terminal.

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, Context};
use clap::Args;
use occ_core::compiler_log::{self as ptxas, Figure, Function, Log, Severity, Unreadable};
use occ_core::nvidia::dto::BatchOutput;
use occ_core::nvidia::{
    arch_defaults, best_block_size, ComputeCapability, Device, DynamicSmem, Gpu, Kernel, SmemConfig,
};
use occ_core::report::thousands;
use serde::Serialize;

use crate::gpu::GpuArgs;
use crate::vendor::nvidia::NvidiaGpu;

mod amd;

/// The block size when none is given and no block size fits at all (the result is then 0 blocks with the
/// reason, whatever the size).
const FALLBACK_THREADS: u32 = 256;

/// The start of the note on a report for another architecture (target) than the selected GPU's.
const MISMATCH: &str = "compiled for ";

/// How many unread lines and compiler messages the table lists before it counts the rest.
const LISTED: usize = 20;

#[derive(Args, Debug)]
pub struct PtxasArgs {
    /// The build log; standard input when absent.
    pub log: Option<PathBuf>,
    /// Evaluate every AMD kernel on this gfx target (gfx90a, gfx942, gfx1100, …). Default: each report's own
    /// target (the assembly's .amdgcn_target, or the -mcpu / --offload-arch of the command line before remarks).
    #[arg(long)]
    pub arch: Option<String>,
    /// Evaluate every kernel on this GPU preset ("4090", "h100 sxm", …; see `occ gpus`). Default: the generic
    /// device of each report's architecture.
    #[arg(long, conflicts_with = "cc")]
    pub gpu: Option<String>,
    /// Evaluate every kernel on the generic device of this compute capability (e.g. 8.9 or sm_89).
    #[arg(long)]
    pub cc: Option<String>,
    /// Override the number of SMs.
    #[arg(long)]
    pub sms: Option<u32>,
    /// Threads per block for every kernel (work-items per work-group for AMD's). Default: each NVIDIA kernel's
    /// best block size (cudaOccMaxPotentialOccupancyBlockSize), so the figure is the best its resources allow;
    /// each AMD kernel's largest work-group as compiled (1024, HIP's default, when the log does not say).
    #[arg(long, short = 't', value_parser = clap::value_parser!(u32).range(1..))]
    pub threads: Option<u32>,
    /// Dynamic shared memory (LDS) per block for every kernel, in bytes (the log only knows static `__shared__`;
    /// `extern __shared__` arrays get their size at launch). Also used when picking the best block size.
    #[arg(long, default_value_t = 0)]
    pub dynamic_smem: u32,
    /// Flag kernels below this occupancy (0–1, or a percentage such as 50%) and exit with code 1 if any is.
    #[arg(long, value_parser = parse_fraction)]
    pub min_occupancy: Option<f64>,
    /// Print one JSON array (one object per kernel and architecture, `vendor` "nvidia" or "amd") instead of the
    /// table.
    #[arg(long)]
    pub json: bool,
}

fn parse_fraction(text: &str) -> Result<f64, String> {
    let trimmed = text.trim();
    let value = match trimmed.strip_suffix('%') {
        Some(percent) => percent.trim().parse::<f64>().map(|p| p / 100.0),
        None => trimmed.parse::<f64>(),
    };
    match value {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!(
            "'{text}' is not an occupancy: valid values are 0 to 1 (or 0% to 100%)"
        )),
    }
}

/// Where the block size of a row came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
enum ThreadsFrom {
    Flag,
    BestBlockSize,
    /// No block size fits: the fallback size shows the reason.
    Fallback,
}

/// One evaluated kernel report: the `--json` object.
#[derive(Serialize)]
struct Row {
    vendor: &'static str,
    name: String,
    demangled: String,
    arch: Option<String>,
    registers: Option<u32>,
    /// `null` when the report's figure is not a whole number in range (see `unreadable`).
    static_smem: Option<u64>,
    barriers: Option<u32>,
    stack_frame: Option<u64>,
    spill_stores: Option<u64>,
    spill_loads: Option<u64>,
    constant_memory: std::collections::BTreeMap<String, u64>,
    /// The fields below go beyond the minimal contract: where the report is, what else it says, how it was
    /// evaluated and what was flagged.
    line: usize,
    tool: &'static str,
    /// `null` when the report's figure is not a whole number in range (see `unreadable`).
    local_memory: Option<u64>,
    stack_size: Option<u64>,
    gmem: Option<u64>,
    gpu: String,
    threads_per_block: Option<u32>,
    threads_from: Option<ThreadsFrom>,
    below_threshold: bool,
    spills: bool,
    notes: Vec<String>,
    error: Option<String>,
    /// The report's first figure that is not a whole number in range (`figure`, the quoted `text`): the kernel
    /// is not evaluated, and `error` says why.
    #[serde(skip_serializing_if = "Option::is_none")]
    unreadable: Option<Unreadable>,
    occupancy: Option<BatchOutput>,
}

/// The device every kernel is evaluated on, when one is selected.
struct Selected {
    gpu: Gpu,
    title: String,
}

/// One JSON array for both vendors' rows.
#[derive(Serialize)]
#[serde(untagged)]
enum JsonRow<'a> {
    Nvidia(&'a Row),
    Amd(&'a amd::AmdRow),
}

pub fn run(args: &PtxasArgs) -> anyhow::Result<ExitCode> {
    let text = read_log(args)?;
    let log = ptxas::parse(&text);
    let nvidia = log.entries().next().is_some();
    let amd = log.amd_kernels().next().is_some();
    if !nvidia && !amd {
        let mut message = format!(
            "no kernel resource reports in {} ({} lines): expected the output of nvcc -Xptxas -v, ptxas -v, \
             nvlink -v, cuobjdump --dump-resource-usage, hipcc -Rpass-analysis=kernel-resource-usage or an AMDGPU \
             assembly file",
            source_name(args),
            log.lines
        );
        if let Some(first) = log.unread.first() {
            write!(
                message,
                "; {} line(s) looked like reports but could not be read, the first at line {}: {}",
                log.unread.len(),
                first.line,
                terminal_text(&first.text)
            )?;
        }
        return Err(anyhow!(message));
    }
    let arch = amd::selected(args)?;
    let amd_gpu = amd::amd_preset(args).is_some();
    if !nvidia && arch.is_none() && (args.gpu.is_some() || args.cc.is_some()) {
        return Err(anyhow!(
            "the log holds AMD kernels only: --gpu and --cc choose NVIDIA GPUs; pass --arch gfxNNN (e.g. gfx90a, \
             gfx942, gfx1100), an AMD --gpu (e.g. mi300x) or nothing for each report's own target"
        ));
    }
    if let (false, Some(arch)) = (amd, amd::amd_preset(args)) {
        return Err(anyhow!(
            "the log holds NVIDIA kernels only: --gpu {} is an AMD GPU ({}); pass an NVIDIA --gpu, --cc or nothing \
             for each report's own architecture",
            args.gpu.as_deref().unwrap_or_default(),
            arch.name
        ));
    }
    // An AMD --gpu leaves NVIDIA's kernels on their own architectures' generic devices.
    let selected = if nvidia && !amd_gpu {
        select(args)?
    } else {
        None
    };
    let (rows, skipped) = evaluate(args, &log, selected.as_ref());
    let (amd_rows, amd_skipped) = amd::evaluate(args, &log, arch);
    let output = if args.json {
        let all: Vec<JsonRow> = rows
            .iter()
            .map(JsonRow::Nvidia)
            .chain(amd_rows.iter().map(JsonRow::Amd))
            .collect();
        serde_json::to_string_pretty(&all).context("serialising the result")? + "\n"
    } else {
        let mut out = String::new();
        if nvidia {
            table(&mut out, args, &log, selected.as_ref(), &rows, skipped)?;
        }
        if amd {
            if nvidia {
                out.push('\n');
            }
            amd::table(&mut out, args, &log, arch, &amd_rows, amd_skipped)?;
        }
        let low = rows.iter().filter(|r| r.below_threshold).count()
            + amd_rows.iter().filter(|r| r.below_threshold).count();
        let spilling =
            rows.iter().filter(|r| r.spills).count() + amd_rows.iter().filter(|r| r.spills).count();
        footer(
            &mut out,
            args,
            &log,
            rows.len() + amd_rows.len(),
            spilling,
            low,
        )?;
        out
    };
    if args.json && !log.unread.is_empty() {
        // Standard output stays one JSON array; what could not be read is said on standard error.
        eprintln!(
            "occ: {} line(s) of the log could not be read, the first at line {}: {}",
            log.unread.len(),
            log.unread[0].line,
            terminal_text(&log.unread[0].text)
        );
    }
    // An error (a closed pipe) is reported, not a panic as with print!.
    std::io::stdout()
        .lock()
        .write_all(output.as_bytes())
        .context("writing the result")?;
    let failed: Vec<(&str, usize, &str)> = rows
        .iter()
        .filter_map(|r| Some((r.demangled.as_str(), r.line, r.error.as_deref()?)))
        .chain(
            amd_rows
                .iter()
                .filter_map(|r| Some((r.demangled.as_str(), r.line, r.error.as_deref()?))),
        )
        .collect();
    if let Some((name, line, error)) = failed.first() {
        return Err(anyhow!(
            "{} kernel report(s) could not be evaluated, the first {} (line {line}): {error}",
            failed.len(),
            terminal_text(name),
        ));
    }
    let low = rows.iter().any(|r| r.below_threshold) || amd_rows.iter().any(|r| r.below_threshold);
    Ok(if low {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn source_name(args: &PtxasArgs) -> String {
    args.log
        .as_ref()
        .map_or("standard input".to_string(), |p| p.display().to_string())
}

fn read_log(args: &PtxasArgs) -> anyhow::Result<String> {
    let mut bytes = Vec::new();
    match &args.log {
        Some(path) => {
            bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        }
        None => {
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .context("reading standard input")?;
        }
    }
    // Logs mix tools and locales: bytes that are not UTF-8 become U+FFFD instead of failing the read.
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn select(args: &PtxasArgs) -> anyhow::Result<Option<Selected>> {
    if args.gpu.is_none() && args.cc.is_none() {
        return Ok(None);
    }
    let resolved = NvidiaGpu::resolve(&GpuArgs {
        gpu: args.gpu.clone(),
        cc: args.cc.clone(),
        arch: None,
        sms: args.sms,
        cus: None,
        xves: None,
    })?;
    let device = resolved.device;
    let title = match resolved.preset {
        Some(preset) => format!(
            "{} (CC {}, {} SMs)",
            preset.name, device.cc, device.sm_count
        ),
        None => generic_title(&device, args.sms.is_some()),
    };
    Ok(Some(Selected {
        gpu: device.check()?,
        title,
    }))
}

fn generic_title(device: &Device, sms_given: bool) -> String {
    let family = arch_defaults(device.cc).map(|d| d.family).unwrap_or("");
    if sms_given {
        format!(
            "generic CC {} {family} ({} SMs)",
            device.cc, device.sm_count
        )
    } else {
        format!("generic CC {} {family}", device.cc)
    }
}

/// Evaluates every kernel report. With a selected GPU and reports for its own architecture in the log, only
/// those are evaluated (the cubins that GPU would run); the count of the others is returned.
fn evaluate(args: &PtxasArgs, log: &Log, selected: Option<&Selected>) -> (Vec<Row>, usize) {
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
        rows.push(row(args, f, selected));
    }
    (rows, skipped)
}

fn row(args: &PtxasArgs, f: &Function, selected: Option<&Selected>) -> Row {
    // A figure the report could not give is unknown, not 0.
    let unless = |figure: Figure, value: u64| {
        (f.unreadable.as_ref().map(|u| u.figure) != Some(figure)).then_some(value)
    };
    let mut row = Row {
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
        None => own_device(f, args.sms).map(|(gpu, title)| {
            row.gpu = title;
            gpu
        }),
    };
    // The report's own failing comes first: no device makes its figure readable.
    let device_gpu = match &f.unreadable {
        Some(bad) => Err(bad.error().to_string()),
        None => device_gpu,
    };
    let result = device_gpu.and_then(|gpu| {
        let probe = f.kernel(1).map_err(|e| e.to_string())?;
        let smem = SmemConfig::default();
        let (threads, from) = match args.threads {
            Some(threads) => (threads, ThreadsFrom::Flag),
            None => {
                let best = best_block_size(
                    &gpu,
                    &probe,
                    &smem,
                    DynamicSmem::Fixed(u64::from(args.dynamic_smem)),
                )
                .map_err(|e| e.to_string())?;
                match best.block_size {
                    0 => (FALLBACK_THREADS, ThreadsFrom::Fallback),
                    size => (size, ThreadsFrom::BestBlockSize),
                }
            }
        };
        let kernel = Kernel {
            dynamic_smem: args.dynamic_smem,
            ..f.kernel(threads).map_err(|e| e.to_string())?
        };
        let output = BatchOutput::evaluate(&gpu, &kernel, &smem).map_err(|e| e.to_string())?;
        Ok((threads, from, output))
    });
    match result {
        Ok((threads, from, output)) => {
            row.below_threshold = args.min_occupancy.is_some_and(|min| output.occupancy < min);
            row.threads_per_block = Some(threads);
            row.threads_from = Some(from);
            row.occupancy = Some(output);
        }
        Err(error) => row.error = Some(error),
    }
    row
}

/// The generic device of the report's own architecture.
fn own_device(f: &Function, sms: Option<u32>) -> Result<(Gpu, String), String> {
    let (Some(cc), Some(_)) = (f.cc, &f.arch) else {
        return Err(match &f.arch {
            Some(arch) => format!("'{}' is not an architecture occ knows", terminal_text(arch)),
            None => "the log names no architecture for it: pass --gpu or --cc".to_string(),
        });
    };
    let mut device = arch_defaults(cc).map_err(|e| e.to_string())?.device;
    if let Some(sms) = sms {
        device.sm_count = sms;
    }
    let title = generic_title(&device, sms.is_some());
    Ok((device.check().map_err(|e| e.to_string())?, title))
}

/// The NVIDIA section of the table.
fn table(
    out: &mut String,
    args: &PtxasArgs,
    log: &Log,
    selected: Option<&Selected>,
    rows: &[Row],
    skipped: usize,
) -> std::fmt::Result {
    match selected {
        Some(s) => writeln!(out, "GPU      {}", s.title)?,
        None => writeln!(
            out,
            "GPU      the generic device of each kernel's architecture (--gpu or --cc for one GPU)"
        )?,
    }
    match args.threads {
        Some(threads) => writeln!(out, "Threads  {threads} per block for every kernel")?,
        None => writeln!(
            out,
            "Threads  each kernel's best block size (cudaOccMaxPotentialOccupancyBlockSize): the best its \
             resources allow; --threads N for your launch"
        )?,
    }
    if args.dynamic_smem > 0 {
        writeln!(
            out,
            "Dynamic  {} bytes of dynamic shared memory per block for every kernel",
            thousands(u64::from(args.dynamic_smem))
        )?;
    }
    if let Some(min) = args.min_occupancy {
        writeln!(
            out,
            "Gate     occupancy below {:.0} % is flagged",
            min * 100.0
        )?;
    }
    writeln!(
        out,
        "\n{:<7} {:>4} {:>9} {:>3} {:>11} {:>7} {:>9}  {:<22} {:<7} kernel",
        "arch", "regs", "smem", "bar", "spill st/ld", "threads", "occupancy", "limiter", "flags"
    )?;
    for row in rows {
        let arch = row.arch.as_deref().map_or("?".to_string(), terminal_text);
        let registers = row.registers.map_or("-".to_string(), |r| r.to_string());
        let barriers = row.barriers.map_or("-".to_string(), |b| b.to_string());
        let spills = match (row.spill_stores, row.spill_loads) {
            (Some(0), Some(0)) | (None, None) => "-".to_string(),
            (stores, loads) => format!("{}/{}", stores.unwrap_or(0), loads.unwrap_or(0)),
        };
        let (threads, occupancy, limiter) = match &row.occupancy {
            Some(o) => (
                format!(
                    "{}{}",
                    row.threads_per_block.unwrap_or(0),
                    if row.threads_from == Some(ThreadsFrom::Flag) {
                        ""
                    } else {
                        "*"
                    }
                ),
                format!("{:.1} %", o.occupancy * 100.0),
                if o.active_blocks_per_sm == 0 {
                    "none fits".to_string()
                } else {
                    o.limiters.join(", ")
                },
            ),
            None => ("-".into(), "-".into(), "not evaluated".into()),
        };
        let mut flags = Vec::new();
        if row.below_threshold {
            flags.push("LOW");
        }
        if row.spills {
            flags.push("SPILLS");
        }
        writeln!(
            out,
            "{:<7} {:>4} {:>9} {:>3} {:>11} {:>7} {:>9}  {:<22} {:<7} {}",
            arch,
            registers,
            row.static_smem.map_or("?".to_string(), smem_text),
            barriers,
            spills,
            threads,
            occupancy,
            limiter,
            flags.join(","),
            terminal_text(&row.demangled)
        )?;
    }
    if args.threads.is_none() {
        writeln!(out, "* best block size")?;
    }
    let devices: Vec<&Function> = log.device_functions().collect();
    if !devices.is_empty() {
        writeln!(
            out,
            "\nDevice functions (ptxas reports their stack and spills, not their registers)"
        )?;
        for f in devices {
            let arch = f.arch.as_deref().map_or("?".to_string(), terminal_text);
            writeln!(
                out,
                "  {:<7} stack frame {:>6} B  spill stores {:>5} B  loads {:>5} B  {}{}",
                arch,
                f.stack_frame.unwrap_or(0),
                f.spill_stores.unwrap_or(0),
                f.spill_loads.unwrap_or(0),
                terminal_text(f.display_name()),
                if f.spills() { "  SPILLS" } else { "" }
            )?;
        }
    }
    // Reports for another architecture than the selected GPU's make one note, not one per row.
    let mut foreign = mismatched(rows.iter().map(|r| (r.notes.as_slice(), r.arch.as_deref())));
    foreign.sort_by(|a, b| {
        (a.parse::<ComputeCapability>().ok(), a).cmp(&(b.parse::<ComputeCapability>().ok(), b))
    });
    let notes: Vec<String> = rows
        .iter()
        .flat_map(|r| {
            let said = r
                .notes
                .iter()
                .chain(r.occupancy.iter().flat_map(|o| o.warnings.iter()))
                .chain(r.error.iter());
            row_notes(&r.demangled, r.arch.as_deref(), said)
        })
        .collect();
    let mismatch = match (selected, foreign.is_empty()) {
        (Some(s), false) => Some(format!(
            "  ! the log has no report for CC {cc}: reports compiled for {} are evaluated on it; a build for {} may \
             use other resources",
            foreign.join(", "),
            s.gpu.device().cc.sm_name(),
            cc = s.gpu.device().cc
        )),
        _ => None,
    };
    let skipped = (skipped > 0).then(|| {
        format!("  {skipped} report(s) for other architectures skipped: the log has reports for this GPU's own")
    });
    notes_section(out, mismatch, skipped, notes)
}

/// The architectures (targets) of the rows noted as compiled for another one than they are evaluated on, each
/// once and safe for the terminal.
fn mismatched<'a>(rows: impl Iterator<Item = (&'a [String], Option<&'a str>)>) -> Vec<String> {
    let mut foreign: Vec<String> = rows
        .filter(|(notes, _)| notes.iter().any(|n| n.starts_with(MISMATCH)))
        .filter_map(|(_, arch)| arch.map(terminal_text))
        .collect();
    foreign.sort_unstable();
    foreign.dedup();
    foreign
}

/// A row's lines in the Notes section, named by kernel and architecture; the mismatch notes are left to the one
/// line for all rows.
fn row_notes<'a>(
    name: &'a str,
    arch: Option<&'a str>,
    said: impl Iterator<Item = &'a String> + 'a,
) -> impl Iterator<Item = String> + 'a {
    said.filter(|n| !n.starts_with(MISMATCH)).map(move |n| {
        format!(
            "{} ({}): {n}",
            terminal_text(name),
            arch.map_or("?".to_string(), terminal_text)
        )
    })
}

/// The Notes section of one vendor's table: the mismatch line, the skipped line, then each row's notes.
fn notes_section(
    out: &mut String,
    mismatch: Option<String>,
    skipped: Option<String>,
    notes: Vec<String>,
) -> std::fmt::Result {
    if notes.is_empty() && mismatch.is_none() && skipped.is_none() {
        return Ok(());
    }
    writeln!(out, "\nNotes")?;
    for line in mismatch.into_iter().chain(skipped) {
        writeln!(out, "{line}")?;
    }
    for note in notes {
        writeln!(out, "  ! {note}")?;
    }
    Ok(())
}

/// Both vendors' end of the table: the tools' diagnostics, the lines not understood, the counts.
fn footer(
    out: &mut String,
    args: &PtxasArgs,
    log: &Log,
    reports: usize,
    spilling: usize,
    low: usize,
) -> std::fmt::Result {
    let diagnostics: Vec<_> = log
        .messages
        .iter()
        .filter(|m| m.severity != Severity::Info)
        .collect();
    if !diagnostics.is_empty() {
        writeln!(out, "\nCompiler messages")?;
        for m in diagnostics.iter().take(LISTED) {
            writeln!(
                out,
                "  line {}: {} {}: {}",
                m.line,
                m.tool.name(),
                m.severity.name(),
                terminal_text(&m.text)
            )?;
        }
        if diagnostics.len() > LISTED {
            writeln!(out, "  … {} more", diagnostics.len() - LISTED)?;
        }
    }
    if !log.unread.is_empty() {
        writeln!(out, "\nLines not understood")?;
        for u in log.unread.iter().take(LISTED) {
            writeln!(
                out,
                "  line {}: {} ({})",
                u.line,
                terminal_text(&u.text),
                u.reason
            )?;
        }
        if log.unread.len() > LISTED {
            writeln!(out, "  … {} more", log.unread.len() - LISTED)?;
        }
    }
    write!(
        out,
        "\n{reports} kernel report(s) from {} lines; {spilling} spill",
        thousands(log.lines as u64)
    )?;
    if let Some(min) = args.min_occupancy {
        write!(out, "; {low} below {:.0} %", min * 100.0)?;
    }
    writeln!(out)
}

fn smem_text(bytes: u64) -> String {
    if bytes >= 1024 && bytes.is_multiple_of(1024) {
        format!("{} KiB", thousands(bytes / 1024))
    } else {
        format!("{} B", thousands(bytes))
    }
}

/// Text from the log, safe for a terminal: control characters (escape sequences included) are escaped.
fn terminal_text(text: &str) -> String {
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
    fn fractions_and_percentages() {
        assert_eq!(parse_fraction("0.5"), Ok(0.5));
        assert_eq!(parse_fraction("50%"), Ok(0.5));
        assert_eq!(parse_fraction(" 75 % "), Ok(0.75));
        assert!(parse_fraction("1.5").unwrap_err().contains("0 to 1"));
        assert!(parse_fraction("-0.1").is_err());
        assert!(parse_fraction("NaN").is_err());
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(terminal_text("k\u{1b}[31m"), "k\\u{1b}[31m");
        assert_eq!(terminal_text("void f<1>(int)"), "void f<1>(int)");
    }

    #[test]
    fn smem_in_kib_when_whole() {
        assert_eq!(smem_text(8192), "8 KiB");
        assert_eq!(smem_text(2112), "2,112 B");
        assert_eq!(smem_text(0), "0 B");
    }
}
