//! `occ profile`: every kernel launch of a profiler report, occ's answer beside the profiler's figures
//! (`occ_core::profile`), as a table, JSON Lines, CSV or a Markdown table (`export`'s, as `occ compare` writes
//! them); exit code 1 below --min-occupancy, as `occ log`.

use std::io::Read as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use clap::{ArgGroup, Args};
use occ_core::msg;
use occ_core::presets::{Preset, Target};
use occ_core::profile::{self, Compared, Units};
use occ_core::report::Terms;

use crate::export::{self, Format};
use crate::gpu::unknown_arch;
use crate::say::{help, left, right, width, LangArgs, Say};

#[derive(Args, Debug)]
#[command(group(ArgGroup::new("format").args(["json", "csv", "markdown"])))]
pub struct ProfileArgs {
    #[arg(help = help(msg::cli_help_profile_report()))]
    pub report: Option<PathBuf>,
    #[arg(help = help(msg::cli_help_profile_gpu()), long, conflicts_with_all = ["cc", "arch"])]
    pub gpu: Option<String>,
    #[arg(help = help(msg::cli_help_profile_cc()), long, conflicts_with = "arch")]
    pub cc: Option<String>,
    #[arg(help = help(msg::cli_help_profile_arch()), long)]
    pub arch: Option<String>,
    #[arg(help = help(msg::cli_help_gpu_sms()), long, conflicts_with_all = ["cus", "xves"], value_parser = crate::flags::unit_count, allow_negative_numbers = true)]
    pub sms: Option<u32>,
    #[arg(help = help(msg::cli_help_gpu_cus()), long, conflicts_with = "xves", value_parser = crate::flags::unit_count, allow_negative_numbers = true)]
    pub cus: Option<u32>,
    #[arg(help = help(msg::cli_help_gpu_xves()), long, value_parser = crate::flags::unit_count, allow_negative_numbers = true)]
    pub xves: Option<u32>,
    #[arg(help = help(msg::cli_help_profile_sort()), long, default_value = "time", value_parser = ["time", "gap"])]
    pub sort: String,
    #[arg(help = help(msg::cli_help_log_min_occupancy()), long, value_parser = super::log::parse_fraction)]
    pub min_occupancy: Option<f64>,
    #[arg(help = help(msg::cli_help_profile_json()), long)]
    pub json: bool,
    #[arg(help = help(msg::cli_help_profile_csv()), long)]
    pub csv: bool,
    #[arg(help = help(msg::cli_help_profile_markdown()), long)]
    pub markdown: bool,
    #[command(flatten)]
    pub lang: LangArgs,
}

pub fn run(args: &ProfileArgs) -> anyhow::Result<ExitCode> {
    let say = Say::new(args.lang.lang()?, Terms::Own, occ_core::Vendor::Nvidia);
    let preset: Option<&'static Preset> = args
        .gpu
        .as_deref()
        .map(occ_core::presets::find)
        .transpose()?;
    // A GPU without a product: a compute capability's generic device, a gfx target or an Xe architecture.
    let target = match (args.cc.as_deref(), args.arch.as_deref()) {
        (Some(cc), _) => Some(Target::compute_capability(cc)?),
        (None, Some(name)) => Some(Target::arch(name).ok_or_else(|| unknown_arch(name))?),
        (None, None) => None,
    };
    let units = match (args.sms, args.cus, args.xves) {
        (Some(n), _, _) => Some(Units::Sms(n)),
        (_, Some(n), _) => Some(Units::Cus(n)),
        (_, _, Some(n)) => Some(Units::Xves(n)),
        _ => None,
    };
    let named = profile::Named {
        preset,
        target,
        units,
        ..profile::Named::default()
    };
    let mut bytes = Vec::new();
    match args.report.as_deref().filter(|p| p.as_os_str() != "-") {
        Some(path) => {
            bytes = std::fs::read(path).with_context(|| path.display().to_string())?;
        }
        None => {
            std::io::stdin().lock().read_to_end(&mut bytes)?;
        }
    }
    let text = String::from_utf8_lossy(&bytes);
    let order = profile::Order::parse(&args.sort).unwrap_or(profile::Order::Time);
    let profile::Evaluated {
        compared,
        unread,
        vendor,
        ..
    } = profile::evaluate(&text, named, order);
    // The rows not read are said in the words of the profiler's vendor.
    let words = say.about(vendor.unwrap_or(occ_core::Vendor::Nvidia));
    if args.json {
        for c in &compared {
            println!("{}", profile::to_json(c));
        }
        unread_to_stderr(&unread, &words);
    } else if args.csv || args.markdown {
        let format = if args.csv {
            Format::Csv
        } else {
            Format::Markdown
        };
        print!("{}", export_table(format, &compared, &say));
        unread_to_stderr(&unread, &words);
    } else {
        print!("{}", table(&compared, &unread, &say, &words));
    }
    if let Some(min) = args.min_occupancy {
        let lowest = compared
            .iter()
            .map(Compared::occupancy)
            .fold(f64::INFINITY, f64::min);
        if lowest < min {
            eprintln!(
                "occ: {}",
                say.say(msg::profile_below_min(
                    &say.percent(lowest),
                    &say.percent(min)
                ))
            );
            return Ok(ExitCode::from(1));
        }
    }
    if compared.is_empty() && !unread.is_empty() {
        let first = &unread[0];
        anyhow::bail!(first.reason.say(&words));
    }
    Ok(ExitCode::SUCCESS)
}

/// The rows not read, to standard error: what `--json`, `--csv` and `--markdown` leave out of standard output.
fn unread_to_stderr(unread: &[profile::Unread], say: &Say) {
    for u in unread {
        eprintln!(
            "occ: {}",
            say.say(msg::profile_unread(&u.line.to_string(), &u.reason.say(say)))
        );
    }
}

/// The table's header, in `say`'s language; CSV's time column names its unit, nanoseconds.
fn heads(csv: bool, say: &Say) -> [String; 7] {
    [
        msg::profile_col_kernel(),
        msg::profile_col_launches(),
        if csv {
            msg::profile_col_time_ns()
        } else {
            msg::profile_col_time()
        },
        msg::profile_col_occ(),
        msg::profile_col_profiler(),
        msg::profile_col_achieved(),
        msg::profile_col_limiters(),
    ]
    .map(|m| say.say(m))
}

/// A kernel's row as the table says it: the time in µs, percentages, the limiters' words.
fn said_row(c: &Compared, say: &Say) -> [String; 7] {
    let percent = |v: Option<f64>| v.map_or_else(|| "-".to_string(), |v| say.percent(v));
    let l = &c.group.launch;
    [
        l.kernel.clone(),
        c.group.count.to_string(),
        c.group
            .total_ns
            .map_or_else(|| "-".to_string(), |ns| format!("{:.1} µs", ns / 1e3)),
        say.percent(c.occupancy()),
        percent(l.computed.occupancy),
        percent(c.group.achieved),
        c.answer.limiters(say),
    ]
}

/// `--csv` (the table's columns, numbers unformatted as `--json` has them: fractions, nanoseconds, the limiters'
/// JSON names; empty where the report gives none) or `--markdown` (the table's cells).
fn export_table(format: Format, compared: &[Compared], say: &Say) -> String {
    let csv = format == Format::Csv;
    let number = |v: Option<f64>| v.map_or_else(String::new, |v| v.to_string());
    let rows: Vec<Vec<String>> = compared
        .iter()
        .map(|c| {
            if !csv {
                return said_row(c, &say.about(c.answer.vendor())).into();
            }
            vec![
                c.group.launch.kernel.clone(),
                c.group.count.to_string(),
                number(c.group.total_ns),
                c.occupancy().to_string(),
                number(c.group.launch.computed.occupancy),
                number(c.group.achieved),
                c.answer.limiter_names().join(" "),
            ]
        })
        .collect();
    let heads = heads(csv, say);
    export::table(format, &heads.each_ref().map(String::as_str), &rows)
}

/// The table of `compared`, then the rows not read in `words` (the profiler's vendor's).
fn table(compared: &[Compared], unread: &[profile::Unread], say: &Say, words: &Say) -> String {
    let heads = heads(false, say);
    let rows: Vec<[String; 7]> = compared
        .iter()
        .map(|c| {
            let mut row = said_row(c, say);
            row[0] = row[0].chars().take(48).collect();
            row
        })
        .collect();
    let widths: Vec<usize> = (0..7)
        .map(|i| {
            rows.iter()
                .map(|r| width(&r[i]))
                .chain([width(&heads[i])])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[String; 7]| {
        let cells: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if i == 0 || i == 6 {
                    left(c, widths[i])
                } else {
                    right(c, widths[i])
                }
            })
            .collect();
        format!("{}\n", cells.join("  ").trim_end())
    };
    let mut out = line(&heads);
    for r in &rows {
        out.push_str(&line(r));
    }
    for c in compared {
        let l = &c.group.launch;
        // Each kernel's lines in its GPU's vendor's words.
        let say = &say.about(c.answer.vendor());
        out.push('\n');
        out.push_str(&say.say(msg::profile_kernel(&l.kernel, &c.gpu(say))));
        out.push('\n');
        if let Some(other) = c.other_gpu(say) {
            out.push_str(&format!("  {other}\n"));
        }
        match c.agrees {
            Some(true) => out.push_str(&format!("  {}\n", say.say(msg::profile_agrees()))),
            Some(false) => {
                out.push_str(&format!("  {}\n", say.say(msg::profile_differ_title())));
                for d in &c.differs {
                    out.push_str(&format!("    {}\n", d.say(say)));
                }
            }
            None => {}
        }
        if let Some(cluster) = c.cluster() {
            out.push_str(&format!("  {}\n", cluster.say(say)));
        }
        if let Some(gap) = &c.gap {
            let why = say.say(msg::profile_why_title());
            out.push_str(&format!(
                "  {}\n",
                say.say(msg::profile_note(&why, &gap.say(say)))
            ));
        }
        if !c.assumed.is_empty() {
            out.push_str(&format!("  {}\n", say.say(msg::profile_assumed_heading())));
            for a in &c.assumed {
                out.push_str(&format!("    {}\n", a.say(say)));
            }
        }
    }
    if !unread.is_empty() {
        out.push_str(&format!("\n{}\n", say.say(msg::profile_unread_title())));
        for u in unread {
            out.push_str(&format!(
                "  {}\n",
                words.say(msg::profile_unread(
                    &u.line.to_string(),
                    &u.reason.say(words)
                ))
            ));
        }
    }
    out
}
