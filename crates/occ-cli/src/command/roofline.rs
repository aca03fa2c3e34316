//! `occ roofline`: a kernel on the selected GPU's roofline, and the SYCL occupancy guide's full-occupancy figures.

use std::fmt::Write as _;

use clap::Args;
use occ_core::msg;
use occ_core::presets::Preset;
use occ_core::report::Terms;
use occ_core::roofline::{self, analyse, Analysis, Bound, Given, Precision, Roofline};

use crate::gpu::GpuArgs;
use crate::say::help;
use crate::say::{self, left, LangArgs, Say, TermsArgs};
use crate::vendor::Chosen;

#[derive(Args, Debug)]
pub struct RooflineArgs {
    #[command(flatten)]
    pub gpu: GpuArgs,
    #[arg(help = help(msg::cli_help_roofline_flops()), long, requires = "bytes", conflicts_with = "intensity")]
    pub flops: Option<f64>,
    #[arg(help = help(msg::cli_help_roofline_bytes()), long)]
    pub bytes: Option<f64>,
    #[arg(help = help(msg::cli_help_roofline_intensity()), long)]
    pub intensity: Option<f64>,
    #[arg(help = help(msg::cli_help_roofline_precision()), long, default_value = "fp32", value_parser = parse_precision)]
    pub precision: Precision,
    #[arg(help = help(msg::cli_help_roofline_time()), long, value_parser = parse_time)]
    pub time: Option<f64>,
    #[arg(help = help(msg::cli_help_roofline_threads()), long, default_value_t = 256)]
    pub threads: u32,
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub terms: TermsArgs,
}

fn parse_precision(text: &str) -> Result<Precision, String> {
    Precision::from_name(text).ok_or_else(|| say::early().say(msg::error_bad_precision(text)))
}

fn parse_time(text: &str) -> Result<f64, String> {
    let text = text.trim();
    let (number, scale) = [
        ("ns", 1e-9),
        ("us", 1e-6),
        ("µs", 1e-6),
        ("ms", 1e-3),
        ("s", 1.0),
    ]
    .iter()
    .find_map(|(unit, scale)| text.strip_suffix(unit).map(|n| (n.trim(), *scale)))
    .unwrap_or((text, 1.0));
    number
        .parse::<f64>()
        .ok()
        .filter(|t| t.is_finite() && *t > 0.0)
        .map(|t| t * scale)
        .ok_or_else(|| say::early().say(msg::roofline_bad_time(text)))
}

pub fn run(args: &RooflineArgs) -> anyhow::Result<()> {
    let say = Say::new(args.lang.lang()?, Terms::Own, occ_core::Vendor::Nvidia);
    let mut say = say.with_terms(args.terms.terms(args.json, say)?);
    let chosen = Chosen::choose(&args.gpu)?;
    let Some(preset) = chosen.preset() else {
        anyhow::bail!(say.say(msg::roofline_needs_preset()));
    };
    say = say.about(preset.vendor());
    let roofline = Roofline::for_preset(preset);
    let given = Given {
        flops: args.flops,
        bytes: args.bytes,
        intensity: args.intensity,
        time: args.time,
    };
    let work = given.work().map_err(|m| anyhow::anyhow!(say.say(m)))?;
    let analysis = work
        .map(|work| {
            analyse(&roofline, args.precision, work, args.time)
                .map_err(|e| anyhow::anyhow!(given.said_error(&e, work, args.precision, &say)))
        })
        .transpose()?;
    let (launch, about) = chosen.lean_launch(args.threads)?;
    let figures = launch.full_occupancy(&about).map_err(|error| match error {
        occ_core::Error::Inconsistent {
            field: "kernel.threads_per_block",
            message,
        } => anyhow::anyhow!("--threads {}: {}", args.threads, message.say(&say)),
        error => error.into(),
    })?;
    if args.json {
        let value = roofline::to_json(preset, &roofline, analysis, &figures);
        println!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(());
    }
    let mut out = roofline_lines(preset, &roofline, analysis, say)?;
    figures.write(&mut out, say, say::width)?;
    print!("{out}");
    Ok(())
}

/// The roofs and the kernel's place under them: the same for every vendor.
fn roofline_lines(
    preset: &Preset,
    roofline: &Roofline,
    analysis: Option<Analysis>,
    say: Say,
) -> Result<String, std::fmt::Error> {
    let mut out = String::new();
    let row = |out: &mut String, width: usize, label: msg::Msg, value: String| {
        writeln!(out, "  {} {value}", left(&say.say(label), width))
    };
    writeln!(
        out,
        "{}",
        say.say(msg::roofline_title(&preset.said_name(&say)))
    )?;
    let gbs = format!("{:.0}", roofline.bandwidth_gbs);
    let bandwidth = if roofline.bandwidth_unconfirmed {
        msg::roofline_bandwidth_unconfirmed(&gbs)
    } else {
        msg::roofline_bandwidth(&gbs)
    };
    row(
        &mut out,
        24,
        msg::roofline_bandwidth_label(),
        say.say(bandwidth),
    )?;
    for roof in &roofline.roofs {
        let (tflops, ridge) = (
            format!("{:.1}", roof.peak_tflops),
            format!("{:.1}", roof.ridge),
        );
        let value = if roof.unconfirmed {
            msg::roofline_roof_unconfirmed(&tflops, &ridge)
        } else {
            msg::roofline_roof(&tflops, &ridge)
        };
        row(
            &mut out,
            24,
            roof.precision.message(preset.vendor()),
            say.say(value),
        )?;
    }
    if let Some(a) = analysis {
        let precision = say.say(a.precision.message(preset.vendor()));
        writeln!(out, "\n{}", say.say(msg::roofline_kernel(&precision)))?;
        let intensity = format!("{:.3}", a.intensity);
        row(
            &mut out,
            21,
            msg::roofline_intensity_label(),
            say.say(msg::roofline_intensity(&intensity)),
        )?;
        let (factor, ridge) = (format!("{:.1}", a.factor), format!("{:.1}", a.ridge));
        let verdict = match a.bound {
            Bound::Memory => msg::roofline_memory_bound(&factor, &ridge),
            Bound::Compute => msg::roofline_compute_bound(&factor, &ridge),
        };
        row(
            &mut out,
            21,
            msg::roofline_verdict_label(),
            say.say(verdict),
        )?;
        let attainable = format!("{:.2}", a.attainable_tflops);
        row(
            &mut out,
            21,
            msg::roofline_attainable_label(),
            say.say(msg::roofline_tflops(&attainable)),
        )?;
        if let Some(time) = a.min_time_s {
            let ms = format!("{:.3}", time * 1e3);
            row(
                &mut out,
                21,
                msg::roofline_fastest_label(),
                say.say(msg::roofline_ms(&ms)),
            )?;
        }
        if let (Some(achieved), Some(fraction)) = (a.achieved_tflops, a.fraction_of_roof) {
            let achieved = format!("{achieved:.2}");
            let percent = say.percent(fraction);
            let value = msg::roofline_achieved(&achieved, &percent);
            row(&mut out, 21, msg::roofline_achieved_label(), say.say(value))?;
            if fraction > 1.0 {
                writeln!(out, "  {}", say.say(msg::roofline_above_roof()))?;
            }
        }
    }
    Ok(out)
}
