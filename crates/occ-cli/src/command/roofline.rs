//! `occ roofline`: a kernel on the selected GPU's roofline, and seed 004's full-occupancy figures.

use std::fmt::Write as _;

use anyhow::bail;
use clap::Args;
use occ_core::presets::Preset;
use occ_core::report::percent;
use occ_core::roofline::{analyse, Analysis, Bound, Precision, Roofline, Work};
use serde_json::json;

use crate::gpu::GpuArgs;
use crate::vendor::Chosen;

#[derive(Args, Debug)]
pub struct RooflineArgs {
    #[command(flatten)]
    pub gpu: GpuArgs,
    /// Floating-point operations of the kernel (e.g. 2.1e12), 1 to 1e24, with --bytes.
    #[arg(long, requires = "bytes", conflicts_with = "intensity")]
    pub flops: Option<f64>,
    /// DRAM bytes the kernel moves, 1 to 1e24, with --flops.
    #[arg(long)]
    pub bytes: Option<f64>,
    /// Arithmetic intensity in FLOP/byte (1e-9 to 1e9), instead of --flops and --bytes.
    #[arg(long)]
    pub intensity: Option<f64>,
    /// fp64, fp32 or fp16 (dense FP16/BF16 on tensor or matrix cores).
    #[arg(long, default_value = "fp32", value_parser = parse_precision)]
    pub precision: Precision,
    /// Measured kernel time: seconds, or with a unit (ms, us, ns), to place the achieved point (with --flops and
    /// --bytes: the achieved rate is FLOPs over time).
    #[arg(long, value_parser = parse_time)]
    pub time: Option<f64>,
    /// Block size (work-group size) for the full-occupancy figures (on Intel GPUs, for every sub-group size).
    #[arg(long, default_value_t = 256)]
    pub threads: u32,
    #[arg(long)]
    pub json: bool,
}

fn parse_precision(text: &str) -> Result<Precision, String> {
    Precision::from_name(text).ok_or(format!("'{text}' is not one of fp64, fp32, fp16"))
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
        .ok_or(format!(
            "'{text}' is not a positive time (e.g. 0.0012, 1.2ms, 850us)"
        ))
}

pub fn run(args: &RooflineArgs) -> anyhow::Result<()> {
    let chosen = Chosen::choose(&args.gpu)?;
    let Some(preset) = chosen.preset() else {
        bail!("the roofline needs a GPU preset with its peaks: use --gpu NAME (see `occ gpus`)");
    };
    let roofline = Roofline::for_preset(preset);
    let work = work(args)?;
    let analysis = work
        .map(|work| {
            analyse(&roofline, args.precision, work, args.time).map_err(|e| flag_error(&e, work))
        })
        .transpose()?;
    let figures = chosen.full_occupancy(args.threads)?;
    if args.json {
        let mut value = roofline_json(preset, &roofline, analysis);
        value["full_occupancy"] = figures;
        println!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(());
    }
    let mut out = roofline_lines(preset, &roofline, analysis)?;
    chosen.full_occupancy_lines(&mut out, args.threads, &figures)?;
    print!("{out}");
    Ok(())
}

/// The kernel's work from the flags. Every flag given counts: --bytes alone or beside --intensity, and --time
/// without --flops, would be ignored (the achieved rate is FLOPs over time), so they are refused by name.
fn work(args: &RooflineArgs) -> anyhow::Result<Option<Work>> {
    Ok(match (args.flops, args.bytes, args.intensity) {
        (Some(flops), Some(bytes), None) => Some(Work::Counts { flops, bytes }),
        (None, None, Some(intensity)) => {
            if args.time.is_some() {
                bail!(
                    "--time needs --flops and --bytes: the achieved point is --flops over --time, which --intensity \
                     does not give"
                );
            }
            Some(Work::Intensity(intensity))
        }
        (None, Some(_), Some(_)) => bail!(
            "--bytes goes with --flops (their ratio is the intensity), not with --intensity: give --flops and \
             --bytes, or --intensity alone"
        ),
        (None, Some(_), None) => bail!(
            "--bytes needs --flops: the kernel's intensity is --flops / --bytes (or give --intensity alone)"
        ),
        (None, None, None) => {
            if args.time.is_some() {
                bail!("--time needs --flops and --bytes: the achieved point is --flops over --time");
            }
            None
        }
        // clap refuses --flops without --bytes and --flops with --intensity.
        (Some(_), _, _) => bail!("give --flops with --bytes, or --intensity alone"),
    })
}

/// A roofline input's error under the flag it came from, with its range.
fn flag_error(error: &occ_core::Error, work: Work) -> anyhow::Error {
    let flag = match (error.field(), work) {
        ("roofline.flops", _) => "--flops",
        ("roofline.bytes", _) => "--bytes",
        ("roofline.intensity", Work::Counts { .. }) => "--flops / --bytes",
        ("roofline.intensity", Work::Intensity(_)) => "--intensity",
        ("roofline.time", _) => "--time",
        ("roofline.precision", _) => "--precision",
        _ => return anyhow::anyhow!("{error}"),
    };
    match error {
        occ_core::Error::Parse { message, .. } | occ_core::Error::Inconsistent { message, .. } => {
            anyhow::anyhow!("{flag}: {message}")
        }
        other => anyhow::anyhow!("{flag}: {other}"),
    }
}

/// The roofs and the kernel's place under them: the same for every vendor.
fn roofline_lines(
    preset: &Preset,
    roofline: &Roofline,
    analysis: Option<Analysis>,
) -> Result<String, std::fmt::Error> {
    let mut out = String::new();
    let mark = |unconfirmed: bool| if unconfirmed { " (unconfirmed)" } else { "" };
    writeln!(out, "{} roofline", preset.name)?;
    writeln!(
        out,
        "  DRAM bandwidth           {:.0} GB/s{}",
        roofline.bandwidth_gbs,
        mark(roofline.bandwidth_unconfirmed)
    )?;
    for roof in &roofline.roofs {
        writeln!(
            out,
            "  {:<24} {:.1} TFLOPS{}, ridge at {:.1} FLOP/byte",
            roof.precision.label_for(preset.vendor()),
            roof.peak_tflops,
            mark(roof.unconfirmed),
            roof.ridge
        )?;
    }
    if let Some(a) = analysis {
        writeln!(out, "\nKernel ({})", a.precision.label_for(preset.vendor()))?;
        writeln!(out, "  arithmetic intensity  {:.3} FLOP/byte", a.intensity)?;
        let verdict = match a.bound {
            Bound::Memory => format!(
                "memory-bound: {:.1}× below the ridge ({:.1} FLOP/byte); more occupancy helps only while it raises \
                 achieved bandwidth",
                a.factor, a.ridge
            ),
            Bound::Compute => format!(
                "compute-bound: {:.1}× above the ridge ({:.1} FLOP/byte); occupancy matters as far as it hides \
                 instruction latency",
                a.factor, a.ridge
            ),
        };
        writeln!(out, "  verdict               {verdict}")?;
        writeln!(
            out,
            "  attainable            {:.2} TFLOPS",
            a.attainable_tflops
        )?;
        if let Some(time) = a.min_time_s {
            writeln!(out, "  fastest possible      {:.3} ms", time * 1e3)?;
        }
        if let (Some(achieved), Some(fraction)) = (a.achieved_tflops, a.fraction_of_roof) {
            writeln!(
                out,
                "  achieved              {achieved:.2} TFLOPS = {} of the roof",
                percent(fraction)
            )?;
            if fraction > 1.0 {
                writeln!(
                    out,
                    "  ! the achieved point is above the roof: check the FLOP count, the bytes and the time \
                     (caches can serve bytes that never reach DRAM)"
                )?;
            }
        }
    }
    Ok(out)
}

fn roofline_json(
    preset: &Preset,
    roofline: &Roofline,
    analysis: Option<Analysis>,
) -> serde_json::Value {
    json!({
        "gpu": preset.id,
        "bandwidth_gbs": roofline.bandwidth_gbs,
        "bandwidth_unconfirmed": roofline.bandwidth_unconfirmed,
        "roofs": roofline.roofs.iter().map(|r| json!({
            "precision": r.precision.name(),
            "peak_tflops": r.peak_tflops,
            "ridge_flop_per_byte": r.ridge,
            "unconfirmed": r.unconfirmed,
        })).collect::<Vec<_>>(),
        "kernel": analysis.map(|a| json!({
            "precision": a.precision.name(),
            "intensity": a.intensity,
            "ridge": a.ridge,
            "attainable_tflops": a.attainable_tflops,
            "bound": match a.bound { Bound::Memory => "memory", Bound::Compute => "compute" },
            "factor": a.factor,
            "achieved_tflops": a.achieved_tflops,
            "fraction_of_roof": a.fraction_of_roof,
            "min_time_s": a.min_time_s,
        })),
    })
}
