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
use occ_core::compiler_log::evaluated::{
    self, terminal_text, NvidiaRow as Row, Selected, ThreadsFrom, MISMATCH,
};
use occ_core::compiler_log::{self as ptxas, Function, Log, Severity};
use occ_core::msg::{self, Msg};
use occ_core::nvidia::ComputeCapability;
use occ_core::report::{thousands, Terms};
use occ_core::Vendor;

use crate::gpu::GpuArgs;
use crate::say::help;
use crate::say::{self, left, right, LangArgs, Say, TermsArgs};
use crate::vendor::nvidia::NvidiaGpu;

mod amd;

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

pub fn run(args: &PtxasArgs) -> anyhow::Result<ExitCode> {
    let say = Say::new(args.lang.lang()?, Terms::Own, Vendor::Nvidia);
    let say = &say.with_terms(args.terms.terms(args.json, say)?);
    let text = read_log(args, say)?;
    let log = ptxas::parse(&text);
    let nvidia = log.entries().next().is_some();
    let amd = log.amd_kernels().next().is_some();
    if let Some(refusal) = evaluated::no_reports(&log, &source_name(args, say), say) {
        return Err(anyhow!(refusal));
    }
    let arch = amd::selected(args, say)?;
    let amd_gpu = amd::amd_preset(args).is_some();
    if let Some(refusal) = evaluated::refused(
        &log,
        args.gpu.is_some() || args.cc.is_some(),
        arch,
        args.gpu.as_deref(),
        amd::amd_preset(args),
        say,
    ) {
        return Err(anyhow!(refusal));
    }
    // An AMD --gpu leaves NVIDIA's kernels on their own architectures' generic devices.
    let selected = if nvidia && !amd_gpu {
        select(args, say)?
    } else {
        None
    };
    let amd_say = &say.about(Vendor::Amd);
    let options = evaluated::Options {
        threads: args.threads,
        dynamic_smem: args.dynamic_smem,
        min_occupancy: args.min_occupancy,
        sms: args.sms,
    };
    let (rows, skipped) = evaluated::nvidia(&log, &options, selected.as_ref(), say);
    let (amd_rows, amd_skipped) = evaluated::amd(&log, &options, arch, amd_say);
    let output = if args.json {
        evaluated::to_json(&rows, &amd_rows).context("serialising the result")?
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
    let failed = evaluated::not_evaluated(&rows, &amd_rows);
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
    Ok(Some(Selected::new(
        resolved.device,
        resolved.preset,
        args.sms.is_some(),
        say,
    )?))
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
    fn smem_in_kib_when_whole() {
        assert_eq!(smem_text(8192), "8 KiB");
        assert_eq!(smem_text(2112), "2,112 B");
        assert_eq!(smem_text(0), "0 B");
    }
}
