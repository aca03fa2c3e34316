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
use occ_core::msg::{self, Msg};
use occ_core::nvidia::dto::BatchOutput;
use occ_core::nvidia::{
    arch_defaults, best_block_size, ComputeCapability, Device, DynamicSmem, Gpu, Kernel, SmemConfig,
};
use occ_core::report::{thousands, Terms};
use occ_core::Vendor;
use serde::Serialize;

use crate::gpu::GpuArgs;
use crate::say::help;
use crate::say::{self, left, right, LangArgs, Say, TermsArgs};
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
    #[arg(help = help(msg::cli_help_log_log()))]
    pub log: Option<PathBuf>,
    #[arg(help = help(msg::cli_help_log_arch()), long)]
    pub arch: Option<String>,
    #[arg(help = help(msg::cli_help_log_gpu()), long, conflicts_with = "cc")]
    pub gpu: Option<String>,
    #[arg(help = help(msg::cli_help_log_cc()), long)]
    pub cc: Option<String>,
    #[arg(help = help(msg::cli_help_log_sms()), long)]
    pub sms: Option<u32>,
    #[arg(help = help(msg::cli_help_log_threads()), long, short = 't', value_parser = clap::value_parser!(u32).range(1..))]
    pub threads: Option<u32>,
    #[arg(help = help(msg::cli_help_log_dynamic_smem()), long, default_value_t = 0)]
    pub dynamic_smem: u32,
    #[arg(help = help(msg::cli_help_log_min_occupancy()), long, value_parser = parse_fraction)]
    pub min_occupancy: Option<f64>,
    #[arg(help = help(msg::cli_help_log_json()), long)]
    pub json: bool,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub terms: TermsArgs,
}

pub fn parse_fraction(text: &str) -> Result<f64, String> {
    let trimmed = text.trim();
    let value = match trimmed.strip_suffix('%') {
        Some(percent) => percent.trim().parse::<f64>().map(|p| p / 100.0),
        None => trimmed.parse::<f64>(),
    };
    match value {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(say::early().say(msg::log_bad_occupancy(text))),
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
    /// `error` in the table's language and words.
    #[serde(skip)]
    said_error: Option<String>,
    /// The report's first figure that is not a whole number in range (`figure`, the quoted `text`): the kernel
    /// is not evaluated, and `error` says why.
    #[serde(skip_serializing_if = "Option::is_none")]
    unreadable: Option<Unreadable>,
    occupancy: Option<BatchOutput>,
}

/// The device every kernel is evaluated on, when one is selected: its title in `--json` and in the table.
struct Selected {
    gpu: Gpu,
    title: String,
    said_title: String,
}

/// One JSON array for NVIDIA's and AMD's rows.
#[derive(Serialize)]
#[serde(untagged)]
enum JsonRow<'a> {
    Nvidia(&'a Row),
    Amd(&'a amd::AmdRow),
}

pub fn run(args: &PtxasArgs) -> anyhow::Result<ExitCode> {
    let say = Say::new(args.lang.lang()?, Terms::Own, Vendor::Nvidia);
    let say = &say.with_terms(args.terms.terms(args.json, say)?);
    let text = read_log(args, say)?;
    let log = ptxas::parse(&text);
    let nvidia = log.entries().next().is_some();
    let amd = log.amd_kernels().next().is_some();
    if !nvidia && !amd {
        let mut message = say.say(msg::log_no_reports(
            &source_name(args, say),
            &log.lines.to_string(),
        ));
        if let Some(first) = log.unread.first() {
            message.push_str(&say.say(msg::log_no_reports_unread(
                &log.unread.len().to_string(),
                &first.line.to_string(),
                &terminal_text(&first.text),
            )));
        }
        return Err(anyhow!(message));
    }
    let arch = amd::selected(args, say)?;
    let amd_gpu = amd::amd_preset(args).is_some();
    if !nvidia && arch.is_none() && (args.gpu.is_some() || args.cc.is_some()) {
        return Err(anyhow!(say.say(msg::log_amd_only())));
    }
    if let (false, Some(arch)) = (amd, amd::amd_preset(args)) {
        return Err(anyhow!(say.say(msg::log_nvidia_only(
            args.gpu.as_deref().unwrap_or_default(),
            arch.name
        ))));
    }
    // An AMD --gpu leaves NVIDIA's kernels on their own architectures' generic devices.
    let selected = if nvidia && !amd_gpu {
        select(args, say)?
    } else {
        None
    };
    let amd_say = &say.about(Vendor::Amd);
    let (rows, skipped) = evaluate(args, &log, selected.as_ref(), say);
    let (amd_rows, amd_skipped) = amd::evaluate(args, &log, arch, amd_say);
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
            table(&mut out, say, args, &log, selected.as_ref(), &rows, skipped)?;
        }
        if amd {
            if nvidia {
                out.push('\n');
            }
            amd::table(&mut out, amd_say, args, &log, arch, &amd_rows, amd_skipped)?;
        }
        let low = rows.iter().filter(|r| r.below_threshold).count()
            + amd_rows.iter().filter(|r| r.below_threshold).count();
        let spilling =
            rows.iter().filter(|r| r.spills).count() + amd_rows.iter().filter(|r| r.spills).count();
        footer(
            &mut out,
            say,
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
            "occ: {}",
            say.say(msg::log_unread_json(
                &log.unread.len().to_string(),
                &log.unread[0].line.to_string(),
                &terminal_text(&log.unread[0].text)
            ))
        );
    }
    // An error (a closed pipe) is reported, not a panic as with print!.
    std::io::stdout()
        .lock()
        .write_all(output.as_bytes())
        .context("writing the result")?;
    let failed: Vec<(&str, usize, &str)> = rows
        .iter()
        .filter_map(|r| Some((r.demangled.as_str(), r.line, r.said_error.as_deref()?)))
        .chain(
            amd_rows
                .iter()
                .filter_map(|r| Some((r.demangled.as_str(), r.line, r.said_error.as_deref()?))),
        )
        .collect();
    if let Some((name, line, error)) = failed.first() {
        return Err(anyhow!(say.say(msg::log_not_evaluated_error(
            &failed.len().to_string(),
            &terminal_text(name),
            &line.to_string(),
            error,
        ))));
    }
    let low = rows.iter().any(|r| r.below_threshold) || amd_rows.iter().any(|r| r.below_threshold);
    Ok(if low {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn source_name(args: &PtxasArgs, say: &Say) -> String {
    args.log.as_ref().map_or_else(
        || say.say(msg::log_standard_input()),
        |p| p.display().to_string(),
    )
}

fn read_log(args: &PtxasArgs, say: &Say) -> anyhow::Result<String> {
    let mut bytes = Vec::new();
    let reading = || say.say(msg::log_reading(&source_name(args, say)));
    match &args.log {
        Some(path) => {
            bytes = std::fs::read(path).with_context(reading)?;
        }
        None => {
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .with_context(reading)?;
        }
    }
    // Logs mix tools and locales: bytes that are not UTF-8 become U+FFFD instead of failing the read.
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn select(args: &PtxasArgs, say: &Say) -> anyhow::Result<Option<Selected>> {
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
    let title = |say: &Say| match resolved.preset {
        Some(preset) => say.say(msg::log_gpu_title(
            &preset.said_name(say),
            &device.cc.to_string(),
            &device.sm_count.to_string(),
        )),
        None => generic_title(&device, args.sms.is_some(), say),
    };
    Ok(Some(Selected {
        gpu: device.check()?,
        title: title(&Say::english(Vendor::Nvidia)),
        said_title: title(say),
    }))
}

fn generic_title(device: &Device, sms_given: bool, say: &Say) -> String {
    let family = arch_defaults(device.cc).map(|d| d.family).unwrap_or("");
    let (cc, count) = (device.cc.to_string(), device.sm_count.to_string());
    say.say(if sms_given {
        msg::log_gpu_generic_units(&cc, family, &count)
    } else {
        msg::log_gpu_generic(&cc, family)
    })
}

/// Evaluates every kernel report. With a selected GPU and reports for its own architecture in the log, only
/// those are evaluated (the cubins that GPU would run); the count of the others is returned.
fn evaluate(
    args: &PtxasArgs,
    log: &Log,
    selected: Option<&Selected>,
    say: &Say,
) -> (Vec<Row>, usize) {
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
        rows.push(row(args, f, selected, say));
    }
    (rows, skipped)
}

/// The row of one kernel report: `--json`'s in English, its error also in `say`'s language and words.
fn row(args: &PtxasArgs, f: &Function, selected: Option<&Selected>, say: &Say) -> Row {
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
        None => own_device(f, args.sms).map(|(gpu, title)| {
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
        let other = |e: occ_core::Error| Failed::Other(e.to_string());
        let probe = f.kernel(1).map_err(other)?;
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
                .map_err(other)?;
                match best.block_size {
                    0 => (FALLBACK_THREADS, ThreadsFrom::Fallback),
                    size => (size, ThreadsFrom::BestBlockSize),
                }
            }
        };
        let kernel = Kernel {
            dynamic_smem: args.dynamic_smem,
            ..f.kernel(threads).map_err(other)?
        };
        let output = BatchOutput::evaluate(&gpu, &kernel, &smem).map_err(other)?;
        Ok((threads, from, output))
    });
    match result {
        Ok((threads, from, output)) => {
            row.below_threshold = args.min_occupancy.is_some_and(|min| output.occupancy < min);
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
    let other = |e: occ_core::Error| Failed::Other(e.to_string());
    let mut device = arch_defaults(cc).map_err(other)?.device;
    if let Some(sms) = sms {
        device.sm_count = sms;
    }
    let title = generic_title(&device, sms.is_some(), &Say::english(Vendor::Nvidia));
    Ok((device.check().map_err(other)?, title))
}

/// A line of the table's head: its label, padded as the English labels are (to nine columns, a space at least).
fn labelled(out: &mut String, label: &str, text: &str) -> std::fmt::Result {
    writeln!(out, "{}{text}", left(label, 9.max(say::width(label) + 1)))
}

/// A table's columns: each heading's width, at least what the English layout gives it.
fn widths<const N: usize>(say: &Say, columns: [(Msg, usize); N]) -> [(String, usize); N] {
    columns.map(|(heading, least)| {
        let heading = say.say(heading);
        let width = least.max(say::width(&heading));
        (heading, width)
    })
}

/// The limiters of a row (`occ batch`'s names) in `say`'s words, listed.
fn limiters<S: AsRef<str>>(say: &Say, names: &[S]) -> String {
    let said: Vec<String> = names
        .iter()
        .map(|name| {
            let message = match name.as_ref() {
                "warps" => msg::plan_limit_warps(),
                "registers" => msg::plan_limit_registers(),
                "shared_memory" => msg::plan_limit_shared_memory(),
                "blocks" => msg::plan_limit_blocks(),
                "barriers" => msg::plan_limit_barriers(),
                "virtual_resources" => msg::plan_limit_virtual_resources(),
                "vgprs" => msg::plan_limit_vgprs(),
                "sgprs" => msg::plan_limit_sgprs(),
                "lds" => msg::plan_limit_lds(),
                "workgroups" => msg::plan_limit_workgroups(),
                "waves" => msg::plan_limit_waves(),
                other => return other.to_string(),
            };
            say.say(message)
        })
        .collect();
    let mut said = said.into_iter();
    let first = said.next().unwrap_or_default();
    said.fold(first, |list, limit| {
        say.say(msg::report_limit_more(&list, &limit))
    })
}

/// The flags of a row, in `say`'s language.
fn flags(say: &Say, low: bool, spills: bool, differs: bool) -> String {
    [
        (low, msg::log_flag_low()),
        (spills, msg::log_flag_spills()),
        (differs, msg::log_flag_differs()),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, flag)| say.say(flag))
    .collect::<Vec<_>>()
    .join(",")
}

/// The NVIDIA section of the table.
fn table(
    out: &mut String,
    say: &Say,
    args: &PtxasArgs,
    log: &Log,
    selected: Option<&Selected>,
    rows: &[Row],
    skipped: usize,
) -> std::fmt::Result {
    let gpu = match selected {
        Some(s) => s.said_title.clone(),
        None => say.say(msg::log_gpu_each()),
    };
    labelled(out, &say.say(msg::log_gpu_label()), &gpu)?;
    let threads = match args.threads {
        Some(threads) => say.say(msg::log_threads_each(&threads.to_string())),
        None => say.say(msg::log_threads_best()),
    };
    labelled(out, &say.say(msg::log_threads_label()), &threads)?;
    if args.dynamic_smem > 0 {
        let bytes = thousands(u64::from(args.dynamic_smem));
        labelled(
            out,
            &say.say(msg::log_dynamic_label()),
            &say.say(msg::log_dynamic(&bytes)),
        )?;
    }
    if let Some(min) = args.min_occupancy {
        let percent = say.say(msg::percent(&format!("{:.0}", min * 100.0)));
        labelled(
            out,
            &say.say(msg::log_gate_label()),
            &say.say(msg::log_gate(&percent)),
        )?;
    }
    let [arch, regs, smem, bar, spill, threads, occupancy, limiter, flag, kernel] = widths(
        say,
        [
            (msg::log_col_arch(), 7),
            (msg::log_col_regs(), 4),
            (msg::log_col_smem(), 9),
            (msg::log_col_bar(), 3),
            (msg::log_col_spills(), 11),
            (msg::log_col_threads(), 7),
            (msg::log_col_occupancy(), 9),
            (msg::log_col_limiter(), 22),
            (msg::log_col_flags(), 7),
            (msg::log_col_kernel(), 0),
        ],
    );
    let line = |cells: [&str; 10]| {
        format!(
            "{} {} {} {} {} {} {}  {} {} {}",
            left(cells[0], arch.1),
            right(cells[1], regs.1),
            right(cells[2], smem.1),
            right(cells[3], bar.1),
            right(cells[4], spill.1),
            right(cells[5], threads.1),
            right(cells[6], occupancy.1),
            left(cells[7], limiter.1),
            left(cells[8], flag.1),
            cells[9]
        )
    };
    writeln!(
        out,
        "\n{}",
        line([
            &arch.0,
            &regs.0,
            &smem.0,
            &bar.0,
            &spill.0,
            &threads.0,
            &occupancy.0,
            &limiter.0,
            &flag.0,
            &kernel.0
        ])
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
                say.say(msg::percent(&format!("{:.1}", o.occupancy * 100.0))),
                if o.active_blocks_per_sm == 0 {
                    say.say(msg::log_none_fits())
                } else {
                    limiters(say, &o.limiters)
                },
            ),
            None => ("-".into(), "-".into(), say.say(msg::log_not_evaluated())),
        };
        writeln!(
            out,
            "{}",
            line([
                &arch,
                &registers,
                &row.static_smem.map_or("?".to_string(), smem_text),
                &barriers,
                &spills,
                &threads,
                &occupancy,
                &limiter,
                &flags(say, row.below_threshold, row.spills, false),
                &terminal_text(&row.demangled)
            ])
        )?;
    }
    if args.threads.is_none() {
        writeln!(out, "{}", say.say(msg::log_best_note()))?;
    }
    let devices: Vec<&Function> = log.device_functions().collect();
    if !devices.is_empty() {
        writeln!(out, "\n{}", say.say(msg::log_device_functions()))?;
        for f in devices {
            let arch = f.arch.as_deref().map_or("?".to_string(), terminal_text);
            let spills = if f.spills() {
                format!("  {}", say.say(msg::log_flag_spills()))
            } else {
                String::new()
            };
            writeln!(
                out,
                "  {:<7} {}  {}{spills}",
                arch,
                say.say(msg::log_device_function(
                    &format!("{:>6}", f.stack_frame.unwrap_or(0)),
                    &format!("{:>5}", f.spill_stores.unwrap_or(0)),
                    &format!("{:>5}", f.spill_loads.unwrap_or(0)),
                )),
                terminal_text(f.display_name()),
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
                .chain(r.said_error.iter());
            row_notes(&r.demangled, r.arch.as_deref(), said)
        })
        .collect();
    let mismatch = match (selected, foreign.is_empty()) {
        (Some(s), false) => Some(format!(
            "  ! {}",
            say.say(msg::log_mismatch_cc(
                &s.gpu.device().cc.to_string(),
                &foreign.join(", "),
                &s.gpu.device().cc.sm_name(),
            ))
        )),
        _ => None,
    };
    let skipped = (skipped > 0).then(|| {
        format!(
            "  {}",
            say.say(msg::log_skipped_archs(&skipped.to_string()))
        )
    });
    notes_section(out, say, mismatch, skipped, notes)
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
    say: &Say,
    mismatch: Option<String>,
    skipped: Option<String>,
    notes: Vec<String>,
) -> std::fmt::Result {
    if notes.is_empty() && mismatch.is_none() && skipped.is_none() {
        return Ok(());
    }
    writeln!(out, "\n{}", say.say(msg::log_notes_title()))?;
    for line in mismatch.into_iter().chain(skipped) {
        writeln!(out, "{line}")?;
    }
    for note in notes {
        writeln!(out, "  ! {note}")?;
    }
    Ok(())
}

/// The end of the table for NVIDIA's and AMD's kernels alike: the tools' diagnostics, the lines not understood, the counts.
fn footer(
    out: &mut String,
    say: &Say,
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
    let more = |out: &mut String, count: usize| -> std::fmt::Result {
        if count > LISTED {
            writeln!(
                out,
                "  {}",
                say.say(msg::log_more(&(count - LISTED).to_string()))
            )?;
        }
        Ok(())
    };
    if !diagnostics.is_empty() {
        writeln!(out, "\n{}", say.say(msg::log_compiler_messages()))?;
        for m in diagnostics.iter().take(LISTED) {
            let severity = say.say(match m.severity {
                Severity::Info => msg::log_severity_info(),
                Severity::Warning => msg::log_severity_warning(),
                Severity::Error => msg::log_severity_error(),
            });
            writeln!(
                out,
                "  {}",
                say.say(msg::log_message_line(
                    &m.line.to_string(),
                    m.tool.name(),
                    &severity,
                    &terminal_text(&m.text)
                ))
            )?;
        }
        more(out, diagnostics.len())?;
    }
    if !log.unread.is_empty() {
        writeln!(out, "\n{}", say.say(msg::log_unread_title()))?;
        for u in log.unread.iter().take(LISTED) {
            writeln!(
                out,
                "  {}",
                say.say(msg::log_unread_line(
                    &u.line.to_string(),
                    &terminal_text(&u.text),
                    &u.reason.say(say)
                ))
            )?;
        }
        more(out, log.unread.len())?;
    }
    write!(
        out,
        "\n{}",
        say.say(msg::log_summary(
            &reports.to_string(),
            &thousands(log.lines as u64),
            &spilling.to_string()
        ))
    )?;
    if let Some(min) = args.min_occupancy {
        let percent = say.say(msg::percent(&format!("{:.0}", min * 100.0)));
        write!(
            out,
            "{}",
            say.say(msg::log_summary_low(&low.to_string(), &percent))
        )?;
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
