//! `occ`: the command-line face of occ-core. Parse flags, call the core, format. Exit codes are decided in one
//! place ([`main`]): 0 success, 2 bad input (message on stderr); `occ log` (`occ ptxas`) returns 1 when its gate fails.
//! NVIDIA, AMD and Intel GPUs share the commands; [`GpuArgs::choose`] says which vendor's rules a run takes;
//! [`amd`] and [`intel`] hold AMD's and Intel's flags and reports.

mod amd;
mod batch;
mod calc;
mod compare;
mod export;
mod flags;
mod intel;
mod plan;
mod ptxas;
mod roofline;
mod sections;

use std::process::ExitCode;

use anyhow::bail;
use clap::{Args, Parser, Subcommand};
use occ_core::nvidia::{arch_defaults, ComputeCapability, Device};
use occ_core::presets::{self, Preset, Target};
use occ_core::{Vendor, PRESETS};

#[derive(Parser)]
#[command(
    name = "occ",
    version,
    about = "GPU occupancy calculator with each vendor's own rules: NVIDIA's (cuda_occupancy.h), AMD's (LLVM's \
             AMDGPU backend) and Intel's (its GPU Occupancy Calculator)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Occupancy of one launch: occupancy data, allocated resources, limiters, physical limits.
    Calc(calc::CalcArgs),
    /// Up to 8 launches side by side (GPUs, kernels or both; every flag takes a comma-separated list): occupancy,
    /// resident work-groups, the binding limiters and the next step, the best marked; or --json, --csv, --markdown.
    Compare(Box<compare::CompareArgs>),
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

/// Which GPU: a preset by name, or a generic device of an NVIDIA compute capability, an AMD gfx target or an Intel
/// Xe architecture.
#[derive(Args, Clone, Debug)]
pub struct GpuArgs {
    /// A GPU preset, typed as you like: "4090", "h100 sxm", a100-80g, mi300x, "rx 7900 xtx", "max 1550", b580 (see
    /// `occ gpus`).
    #[arg(long, conflicts_with_all = ["cc", "arch"], required_unless_present_any = ["cc", "arch"])]
    pub gpu: Option<String>,
    /// NVIDIA: a generic device of this compute capability (e.g. 8.9 or sm_89); its SM count is 1 unless --sms
    /// is given.
    #[arg(long, conflicts_with = "arch")]
    pub cc: Option<String>,
    /// AMD: a generic device of this gfx target (e.g. gfx90a, gfx942, gfx1100); its CU count is 1 unless --cus is
    /// given. Intel: a generic device of this Xe architecture (gen9, gen11, gen12, xe-dg1, xe-hp, xe-hpg, xe-lpg,
    /// xe-hpc, xe2-hpg, xe2-lpg), with --xves for its XVE count.
    #[arg(long)]
    pub arch: Option<String>,
    /// NVIDIA: override the number of SMs.
    #[arg(long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub sms: Option<u32>,
    /// AMD: override the number of CUs.
    #[arg(long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub cus: Option<u32>,
    /// Intel: the GPU's XVEs (EUs; clinfo's "Max compute units"), a whole number of Xe-cores.
    #[arg(long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub xves: Option<u32>,
}

/// A resolved NVIDIA GPU: the device and, for presets, the product.
pub struct Selected {
    pub device: Device,
    pub preset: Option<&'static Preset>,
}

impl Selected {
    /// How a message names the GPU: "GeForce RTX 4090 (CC 8.9)" or "CC 8.9".
    pub fn describe(&self) -> String {
        match self.preset {
            Some(p) => format!("{} (CC {})", p.name, self.device.cc),
            None => format!("CC {}", self.device.cc),
        }
    }
}

/// The GPU a run is about, and so the vendor whose rules and words it takes.
pub enum Chosen {
    Nvidia(Selected),
    Amd(amd::AmdGpu),
    Intel(intel::IntelGpu),
}

impl GpuArgs {
    /// The GPU of any vendor. A flag of another vendor (--sms on an AMD GPU, --cus or --xves on an NVIDIA one) is
    /// an error naming it.
    pub fn choose(&self) -> anyhow::Result<Chosen> {
        let preset = self.gpu.as_deref().map(presets::find).transpose()?;
        let intel_arch = match (preset.map(|p| p.target), &self.arch) {
            (Some(Target::Intel(arch)), _) => Some(arch),
            (None, Some(name)) => occ_core::intel::arch(name),
            _ => None,
        };
        if let Some(arch) = intel_arch {
            return self.choose_intel(arch, preset).map(Chosen::Intel);
        }
        let amd_target = match (preset.map(|p| p.target), &self.arch) {
            (Some(Target::Amd(arch)), _) => Some(arch),
            (_, Some(name)) => Some(occ_core::amd::arch(name).ok_or_else(|| unknown_arch(name))?),
            _ => None,
        };
        let vendor = if amd_target.is_some() {
            "an AMD"
        } else {
            "an NVIDIA"
        };
        if self.xves.is_some() {
            bail!(
                "--xves applies to Intel GPUs (XVEs); {} is {vendor} GPU: give {}",
                self.describe(preset),
                if amd_target.is_some() {
                    "--cus"
                } else {
                    "--sms"
                }
            );
        }
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

    /// An Intel GPU: its Xe-cores from --xves (whole Xe-cores or a part Intel's calculator lists) or the preset's.
    fn choose_intel(
        &self,
        arch: &'static occ_core::intel::Arch,
        preset: Option<&'static Preset>,
    ) -> anyhow::Result<intel::IntelGpu> {
        for (flag, given, what) in [
            (
                "--sms",
                self.sms.is_some(),
                "NVIDIA GPUs (streaming multiprocessors)",
            ),
            ("--cus", self.cus.is_some(), "AMD GPUs (compute units)"),
        ] {
            if given {
                bail!(
                    "{flag} applies to {what}; {} is an Intel GPU: give --xves",
                    self.describe(preset)
                );
            }
        }
        // A preset's XVE count is one Intel's calculator lists or a whole number of Xe-cores (tests check it).
        let xve_count = self
            .xves
            .or_else(|| preset.and_then(|p| p.xves).map(|x| x.whole()));
        let xe_cores = match xve_count {
            Some(xve_count) => Some(
                occ_core::intel::Device { arch, xve_count }
                    .xe_cores()
                    .map_err(|e| anyhow::anyhow!("--xves: {e}"))?,
            ),
            None => None,
        };
        Ok(intel::IntelGpu {
            arch,
            xe_cores,
            preset,
        })
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

    /// An NVIDIA GPU; another vendor's is an error (for the commands that read NVIDIA's compiler output).
    pub fn resolve(&self) -> Result<Selected, occ_core::Error> {
        if let Some(arch) = &self.arch {
            let vendor = if occ_core::intel::arch(arch).is_some() {
                "an Intel architecture"
            } else {
                "an AMD target"
            };
            return Err(occ_core::Error::Parse {
                field: "--arch",
                message: format!("{arch} is {vendor}: this command works on NVIDIA GPUs only"),
            });
        }
        let (mut device, preset) = match (&self.gpu, &self.cc) {
            (Some(name), _) => {
                let preset = presets::find(name)?;
                if preset.cc().is_none() {
                    return Err(occ_core::Error::Parse {
                        field: "--gpu",
                        message: format!(
                            "{} is an {} GPU ({}): this command works on NVIDIA GPUs only",
                            preset.name,
                            preset.vendor().label(),
                            preset.target
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

/// An --arch that names neither a gfx target nor an Xe architecture, listing both.
fn unknown_arch(name: &str) -> anyhow::Error {
    let names = |list: Vec<&str>| list.join(", ");
    anyhow::anyhow!(
        "--arch '{name}' is neither an AMD gfx target ({}) nor an Intel Xe architecture ({})",
        names(occ_core::amd::ARCHES.iter().map(|a| a.name).collect()),
        names(occ_core::intel::ARCHES.iter().map(|a| a.name).collect())
    )
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
        Command::Compare(args) => done(compare::run(&args)),
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
        "{:<34} {:<6} {:>7} {:>13} {:>9} {:>8} {:>9} {:>11}  id",
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
        let units = format!("{} {}s", p.compute_units.value(), p.vendor().compute_unit());
        println!(
            "{:<34} {:<6} {:>7} {:>13} {:>9} {:>8} {:>9} {:>11}  {}",
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
        "\ntarget: NVIDIA's compute capability, AMD's gfx target or Intel's Xe architecture; units: SMs, CUs or Xe-cores \
         (one MI250X GCD, one Flex 140 GPU is one device); Matrix TF: dense FP16/BF16 on tensor (NVIDIA), matrix \
         (AMD) or XMX (Intel) engines.\n\
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
    // NVIDIA's entries keep the shape they always had (`cc`, `sms`); AMD's and Intel's name their vendor and say
    // `gfx`, `cus` or `xe`, `xe_cores`, `xves`.
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
        Target::Intel(arch) => {
            object.insert("vendor".into(), Vendor::Intel.name().into());
            object.insert("xe".into(), arch.name.into());
            object.insert("year".into(), p.year.into());
            object.insert("xe_cores".into(), fact_json(&p.compute_units));
            object.insert("xves".into(), optional(p.xves).into());
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
