//! `occ log` (also `occ ptxas`): the occupancy of every kernel in a build log, as a table or one JSON array, with
//! a gate for CI: exit code 1 when a kernel is below `--min-occupancy`. NVIDIA's reports (`nvcc -Xptxas -v`,
//! `nvcc --resource-usage`, `ptxas -v`, `nvlink -v`, `cuobjdump --dump-resource-usage`) and AMD's
//! (`hipcc -Rpass-analysis=kernel-resource-usage`, `llc -pass-remarks-analysis=kernel-resource-usage`, the
//! assembly of `--save-temps`) may share one log: each vendor's kernels get their own section of the table, from
//! its own module ([`nvidia`], [`amd`]: its GPU and its columns), and one JSON array holds both, told apart by
//! `vendor`. This module holds what they share: the flags, the reading, the table's pieces, the notes and the
//! footer. Intel's compilers have no resource report occ-core reads, so Intel has no section.
//!
//! Kernel names come from the log and are shown as text: control characters are escaped before they reach
//! the terminal.

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, Context};
use clap::Args;
use occ_core::compiler_log::evaluated::{self, terminal_text, MISMATCH};
use occ_core::compiler_log::{self, Log, Severity};
use occ_core::msg::{self, Msg};
use occ_core::report::{thousands, Terms};
use occ_core::Vendor;

use crate::say::help;
use crate::say::{self, left, LangArgs, Say, TermsArgs};

mod amd;
mod nvidia;

/// How many unread lines and compiler messages the table lists before it counts the rest.
const LISTED: usize = 20;

#[derive(Args, Debug)]
pub struct LogArgs {
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

pub fn run(args: &LogArgs) -> anyhow::Result<ExitCode> {
    let say = Say::new(args.lang.lang()?, Terms::Own, Vendor::Nvidia);
    let say = &say.with_terms(args.terms.terms(args.json, say)?);
    let text = read_log(args, say)?;
    let log = compiler_log::parse(&text);
    let nvidia = log.entries().next().is_some();
    let amd = log.amd_kernels().next().is_some();
    if let Some(refusal) = evaluated::no_reports(&log, &source_name(args, say), say) {
        return Err(anyhow!(refusal));
    }
    let arch = amd::selected(args, say)?;
    let amd_gpu = amd::preset(args).is_some();
    if let Some(refusal) = evaluated::refused(
        &log,
        args.gpu.is_some() || args.cc.is_some(),
        arch,
        args.gpu.as_deref(),
        amd::preset(args),
        say,
    ) {
        return Err(anyhow!(refusal));
    }
    // An AMD --gpu leaves NVIDIA's kernels on their own architectures' generic devices.
    let selected = if nvidia && !amd_gpu {
        nvidia::selected(args, say)?
    } else {
        None
    };
    // Each vendor's section speaks of its own GPUs; what is about the log (refusals, the footer) needs no vendor.
    let nvidia_say = &say.about(Vendor::Nvidia);
    let amd_say = &say.about(Vendor::Amd);
    let options = evaluated::Options {
        threads: args.threads,
        dynamic_smem: args.dynamic_smem,
        min_occupancy: args.min_occupancy,
        sms: args.sms,
    };
    let (nvidia_rows, nvidia_skipped) =
        evaluated::nvidia(&log, &options, selected.as_ref(), nvidia_say);
    let (amd_rows, amd_skipped) = evaluated::amd(&log, &options, arch, amd_say);
    let output = if args.json {
        evaluated::to_json(&nvidia_rows, &amd_rows).context("serialising the result")?
    } else {
        let mut out = String::new();
        if nvidia {
            let rows = &nvidia_rows;
            nvidia::table(
                &mut out,
                nvidia_say,
                args,
                &log,
                selected.as_ref(),
                rows,
                nvidia_skipped,
            )?;
        }
        if amd {
            if nvidia {
                out.push('\n');
            }
            amd::table(&mut out, amd_say, args, &log, arch, &amd_rows, amd_skipped)?;
        }
        let low = nvidia_rows.iter().filter(|r| r.below_threshold).count()
            + amd_rows.iter().filter(|r| r.below_threshold).count();
        let spilling = nvidia_rows.iter().filter(|r| r.spills).count()
            + amd_rows.iter().filter(|r| r.spills).count();
        footer(
            &mut out,
            say,
            args,
            &log,
            nvidia_rows.len() + amd_rows.len(),
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
    let failed = evaluated::not_evaluated(&nvidia_rows, &amd_rows);
    if let Some((name, line, error)) = failed.first() {
        return Err(anyhow!(say.say(msg::log_not_evaluated_error(
            &failed.len().to_string(),
            &terminal_text(name),
            &line.to_string(),
            error,
        ))));
    }
    let low =
        nvidia_rows.iter().any(|r| r.below_threshold) || amd_rows.iter().any(|r| r.below_threshold);
    Ok(if low {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn source_name(args: &LogArgs, say: &Say) -> String {
    args.log.as_ref().map_or_else(
        || say.say(msg::log_standard_input()),
        |p| p.display().to_string(),
    )
}

fn read_log(args: &LogArgs, say: &Say) -> anyhow::Result<String> {
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
    args: &LogArgs,
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
