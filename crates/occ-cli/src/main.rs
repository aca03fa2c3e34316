//! `occ`: the command-line face of occ-core. Parse flags, call the core, format. Exit codes are decided in one
//! place ([`main`]): 0 success, 2 bad input (message on stderr); `occ log` (`occ ptxas`) returns 1 when its gate fails.
//! NVIDIA and AMD GPUs share the commands; [`GpuArgs::choose`] says which vendor's rules a run takes, and
//! [`amd`] holds AMD's flags and reports.

mod amd;
mod batch;
mod calc;
mod plan;
mod ptxas;
mod roofline;

use std::process::ExitCode;

use anyhow::bail;
use clap::{Args, Parser, Subcommand};
use occ_core::presets::{self, Preset, Target};
use occ_core::{arch_defaults, ComputeCapability, Device, Vendor, PRESETS};

#[derive(Parser)]
#[command(
    name = "occ",
    version,
    about = "GPU occupancy calculator with each vendor's own rules: NVIDIA's (cuda_occupancy.h) and AMD's (LLVM's \
             AMDGPU backend)"
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

/// Which GPU: a preset by name, or a generic device of an NVIDIA compute capability or an AMD gfx target.
#[derive(Args, Clone, Debug)]
pub struct GpuArgs {
    /// A GPU preset, typed as you like: "4090", "h100 sxm", a100-80g, mi300x, "rx 7900 xtx" (see `occ gpus`).
    #[arg(long, conflicts_with_all = ["cc", "arch"], required_unless_present_any = ["cc", "arch"])]
    pub gpu: Option<String>,
    /// NVIDIA: a generic device of this compute capability (e.g. 8.9 or sm_89); its SM count is 1 unless --sms
    /// is given.
    #[arg(long, conflicts_with = "arch")]
    pub cc: Option<String>,
    /// AMD: a generic device of this gfx target (e.g. gfx90a, gfx942, gfx1100); its CU count is 1 unless --cus is
    /// given.
    #[arg(long)]
    pub arch: Option<String>,
    /// NVIDIA: override the number of SMs.
    #[arg(long)]
    pub sms: Option<u32>,
    /// AMD: override the number of CUs.
    #[arg(long)]
    pub cus: Option<u32>,
}

/// A resolved NVIDIA GPU: the device and, for presets, the product.
pub struct Selected {
    pub device: Device,
    pub preset: Option<&'static Preset>,
}

/// The GPU a run is about, and so the vendor whose rules and words it takes.
pub enum Chosen {
    Nvidia(Selected),
    Amd(amd::AmdGpu),
}

impl GpuArgs {
    /// The GPU of either vendor. A flag of the other vendor (--sms on an AMD GPU, --cus on an NVIDIA one) is an
    /// error naming it.
    pub fn choose(&self) -> anyhow::Result<Chosen> {
        let preset = self.gpu.as_deref().map(presets::find).transpose()?;
        let amd_target = match (preset.map(|p| p.target), &self.arch) {
            (Some(Target::Amd(arch)), _) => Some(arch),
            (_, Some(name)) => Some(occ_core::dto::amd::target(name, "--arch")?),
            _ => None,
        };
        let Some(arch) = amd_target else {
            if self.cus.is_some() {
                bail!(
                    "--cus applies to AMD GPUs (compute units); {} is an NVIDIA GPU: give --sms",
                    self.describe(preset)
                );
            }
            return Ok(Chosen::Nvidia(self.resolve()?));
        };
        if self.sms.is_some() {
            bail!(
                "--sms applies to NVIDIA GPUs (streaming multiprocessors); {} is an AMD GPU: give --cus",
                self.describe(preset)
            );
        }
        if self.cus == Some(0) {
            bail!("--cus = 0 is out of range: valid values are 1 to 4294967295");
        }
        Ok(Chosen::Amd(amd::AmdGpu {
            arch,
            cus: self
                .cus
                .or(preset.map(|p| p.compute_units.whole()))
                .unwrap_or(1),
            cus_known: self.cus.is_some() || preset.is_some(),
            preset,
        }))
    }

    /// How a message names the GPU: the preset's name, or the generic device's target.
    fn describe(&self, preset: Option<&Preset>) -> String {
        match (preset, &self.cc, &self.arch) {
            (Some(p), _, _) => format!("{} ({})", p.name, p.target),
            (None, Some(cc), _) => format!("CC {cc}"),
            (None, None, Some(arch)) => arch.clone(),
            (None, None, None) => "the GPU".to_string(),
        }
    }

    /// An NVIDIA GPU; an AMD one is an error (for the commands that read NVIDIA's compiler output).
    pub fn resolve(&self) -> Result<Selected, occ_core::Error> {
        if let Some(arch) = &self.arch {
            return Err(occ_core::Error::Parse {
                field: "--arch",
                message: format!("{arch} is an AMD target: this command works on NVIDIA GPUs only"),
            });
        }
        let (mut device, preset) = match (&self.gpu, &self.cc) {
            (Some(name), _) => {
                let preset = presets::find(name)?;
                if let Target::Amd(arch) = preset.target {
                    return Err(occ_core::Error::Parse {
                        field: "--gpu",
                        message: format!(
                            "{} is an AMD GPU ({}): this command works on NVIDIA GPUs only",
                            preset.name, arch.name
                        ),
                    });
                }
                (preset.device()?, Some(preset))
            }
            (None, Some(cc)) => {
                let cc: ComputeCapability = cc.parse()?;
                (arch_defaults(cc)?.device, None)
            }
            (None, None) => unreachable!("clap requires --gpu, --cc or --arch"),
        };
        if let Some(sms) = self.sms {
            device.sm_count = sms;
        }
        Ok(Selected { device, preset })
    }
}

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, so a print to a closed pipe (`occ gpus | head`) would panic; the default action ends
    // the process quietly, as a pipeline expects.
    #[cfg(unix)]
    // SAFETY: called first in `main`, before any other thread exists; SIG_DFL is a valid action for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
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
        "{:<34} {:<6} {:>7} {:>10} {:>9} {:>8} {:>9} {:>11}  id",
        "GPU", "vendor", "target", "units", "BW GB/s", "FP32 TF", "Matrix TF", "segment"
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
        let units = format!("{} {}s", p.compute_units.whole(), p.vendor().compute_unit());
        println!(
            "{:<34} {:<6} {:>7} {:>10} {:>9} {:>8} {:>9} {:>11}  {}",
            p.name,
            p.vendor().name(),
            p.target.to_string(),
            mark(&p.compute_units, units),
            mark(&p.mem_bw_gbs, format!("{:.0}", p.mem_bw_gbs.value())),
            mark(&p.fp32_tflops, format!("{:.1}", p.fp32_tflops.value())),
            tensor,
            p.segment.name(),
            p.id
        );
    }
    println!(
        "\ntarget: NVIDIA's compute capability or AMD's gfx target; units: SMs or CUs (one MI250X GCD is one device); \
         Matrix TF: dense FP16/BF16 on tensor (NVIDIA) or matrix (AMD) cores.\n\
         ? = unconfirmed (see `occ gpus --json` for every value's source). {} presets.",
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
    let mut value = serde_json::json!({
        "id": p.id,
        "name": p.name,
        "aliases": p.aliases().collect::<Vec<_>>(),
        "segment": p.segment.name(),
        "arch": p.arch,
        "chip": p.chip,
    });
    let object = value.as_object_mut().expect("a JSON object");
    // NVIDIA's entries keep the shape they always had (`cc`, `sms`); AMD's name their vendor and say `gfx`, `cus`.
    match p.target {
        Target::Nvidia(cc) => {
            object.insert("cc".into(), cc.to_string().into());
            object.insert("year".into(), p.year.into());
            object.insert("sms".into(), fact_json(&p.compute_units));
        }
        Target::Amd(arch) => {
            object.insert("vendor".into(), Vendor::Amd.name().into());
            object.insert("gfx".into(), arch.name.into());
            object.insert("year".into(), p.year.into());
            object.insert("cus".into(), fact_json(&p.compute_units));
            object.insert(
                "lds_per_cu".into(),
                optional(p.local_memory_per_unit).into(),
            );
        }
    }
    for (key, fact) in [
        ("l2_kib", optional(p.l2_kib)),
        ("mem_gib", optional(p.mem_gib)),
        ("mem_bw_gbs", Some(fact_json(&p.mem_bw_gbs))),
        ("boost_mhz", Some(fact_json(&p.boost_mhz))),
        ("fp32_tflops", Some(fact_json(&p.fp32_tflops))),
        ("fp64_tflops", optional(p.fp64_tflops)),
        ("tensor_fp16_tflops", optional(p.tensor_fp16_tflops)),
    ] {
        object.insert(key.into(), fact.into());
    }
    value
}
