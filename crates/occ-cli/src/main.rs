//! `occ`: the command-line face of occ-core. Parse flags, call the core, format. Exit codes are decided in one
//! place ([`main`]): 0 success, 2 bad input (message on stderr); `occ log` (`occ ptxas`) returns 1 when its gate fails.

mod batch;
mod calc;
mod plan;
mod ptxas;
mod roofline;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use occ_core::presets::{self, Preset};
use occ_core::{arch_defaults, ComputeCapability, Device, PRESETS};

#[derive(Parser)]
#[command(
    name = "occ",
    version,
    about = "GPU occupancy calculator with NVIDIA's exact rules"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Occupancy of one launch: occupancy data, allocated resources, limiters, physical limits.
    Calc(calc::CalcArgs),
    /// Launch planning: block-size table, register and shared-memory budgets, next step, grid waves.
    Plan(plan::PlanArgs),
    /// A kernel on the GPU's roofline (memory- or compute-bound, by how much) and the full-occupancy figures.
    Roofline(roofline::RooflineArgs),
    /// JSON Lines in, JSON Lines out: one result (or {"error": …}) per input line, in order.
    Batch,
    /// Occupancy of every kernel in a build log, NVIDIA's (nvcc -Xptxas -v, ptxas -v, nvlink -v, cuobjdump
    /// -res-usage) and AMD's (hipcc -Rpass-analysis=kernel-resource-usage, --save-temps assembly): table or
    /// JSON; exit code 1 when a kernel is below --min-occupancy.
    #[command(visible_alias = "ptxas")]
    Log(ptxas::PtxasArgs),
    /// List the GPU presets.
    Gpus {
        /// One JSON array with every preset, its values and their sources.
        #[arg(long)]
        json: bool,
    },
}

/// Which GPU: a preset by name or a generic compute capability.
#[derive(Args, Clone, Debug)]
pub struct GpuArgs {
    /// A GPU preset, typed as you like: "4090", "h100 sxm", a100-80g (see `occ gpus`).
    #[arg(long, conflicts_with = "cc", required_unless_present = "cc")]
    pub gpu: Option<String>,
    /// A generic device of this compute capability (e.g. 8.9 or sm_89); its SM count is 1 unless --sms is given.
    #[arg(long)]
    pub cc: Option<String>,
    /// Override the number of SMs.
    #[arg(long)]
    pub sms: Option<u32>,
}

/// A resolved GPU: the device and, for presets, the product.
pub struct Selected {
    pub device: Device,
    pub preset: Option<&'static Preset>,
}

impl GpuArgs {
    pub fn resolve(&self) -> Result<Selected, occ_core::Error> {
        let (mut device, preset) = match (&self.gpu, &self.cc) {
            (Some(name), _) => {
                let preset = presets::find(name)?;
                (preset.device()?, Some(preset))
            }
            (None, Some(cc)) => {
                let cc: ComputeCapability = cc.parse()?;
                (arch_defaults(cc)?.device, None)
            }
            (None, None) => unreachable!("clap requires --gpu or --cc"),
        };
        if let Some(sms) = self.sms {
            device.sm_count = sms;
        }
        Ok(Selected { device, preset })
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let done = |result: anyhow::Result<()>| result.map(|()| ExitCode::SUCCESS);
    let result = match cli.command {
        Command::Calc(args) => done(calc::run(&args)),
        Command::Plan(args) => done(plan::run(&args)),
        Command::Roofline(args) => done(roofline::run(&args)),
        Command::Batch => done(batch::run(
            std::io::stdin().lock(),
            std::io::stdout().lock(),
        )),
        Command::Gpus { json } => done(gpus(json)),
        // The only command with a third outcome: 1 when a kernel is below --min-occupancy.
        Command::Log(args) => ptxas::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("occ: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn gpus(json: bool) -> anyhow::Result<()> {
    if json {
        let list: Vec<serde_json::Value> = PRESETS.iter().map(preset_json).collect();
        println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(());
    }
    println!(
        "{:<34} {:>5} {:>4} {:>9} {:>8} {:>9} {:>11}  id",
        "GPU", "CC", "SMs", "BW GB/s", "FP32 TF", "Tensor TF", "segment"
    );
    for p in PRESETS.iter() {
        let mark = |fact: &presets::Fact, text: String| {
            if fact.is_unconfirmed() {
                format!("{text}?")
            } else {
                text
            }
        };
        let tensor = p
            .tensor_fp16_tflops
            .map_or("-".to_string(), |f| mark(&f, format!("{:.1}", f.value())));
        println!(
            "{:<34} {:>5} {:>4} {:>9} {:>8} {:>9} {:>11}  {}",
            p.name,
            p.cc.to_string(),
            mark(&p.sms, p.sms.whole().to_string()),
            mark(&p.mem_bw_gbs, format!("{:.0}", p.mem_bw_gbs.value())),
            mark(&p.fp32_tflops, format!("{:.1}", p.fp32_tflops.value())),
            tensor,
            p.segment.name(),
            p.id
        );
    }
    println!(
        "\n? = unconfirmed (see `occ gpus --json` for every value's source). {} presets.",
        PRESETS.len()
    );
    Ok(())
}

fn fact_json(fact: &presets::Fact) -> serde_json::Value {
    let kind = match fact.provenance {
        presets::Provenance::Sourced => "sourced",
        presets::Provenance::Derived => "derived",
        presets::Provenance::Unconfirmed => "unconfirmed",
    };
    let detail = (!fact.detail().is_empty()).then_some(fact.detail());
    let sources: Vec<serde_json::Value> = fact
        .sources()
        .iter()
        .filter_map(|key| presets::source(key))
        .map(|s| serde_json::json!({"key": s.key, "title": s.title, "url": s.url}))
        .collect();
    serde_json::json!({
        "value": fact.value(),
        "provenance": kind,
        "detail": detail,
        "note": (!fact.note().is_empty()).then_some(fact.note()),
        "sources": sources,
    })
}

fn preset_json(p: &Preset) -> serde_json::Value {
    let optional = |fact: Option<presets::Fact>| fact.as_ref().map(fact_json);
    serde_json::json!({
        "id": p.id,
        "name": p.name,
        "aliases": p.aliases().collect::<Vec<_>>(),
        "segment": p.segment.name(),
        "arch": p.arch,
        "chip": p.chip,
        "cc": p.cc.to_string(),
        "year": p.year,
        "sms": fact_json(&p.sms),
        "l2_kib": optional(p.l2_kib),
        "mem_gib": optional(p.mem_gib),
        "mem_bw_gbs": fact_json(&p.mem_bw_gbs),
        "boost_mhz": fact_json(&p.boost_mhz),
        "fp32_tflops": fact_json(&p.fp32_tflops),
        "fp64_tflops": optional(p.fp64_tflops),
        "tensor_fp16_tflops": optional(p.tensor_fp16_tflops),
    })
}
