//! The vendors, peers of one shape: each file (`nvidia`, `amd`, `intel`) holds its GPU (chosen from `--gpu`,
//! `--cc` or `--arch`), its kernel flags, the refusal of another vendor's flags, the `occ_core::Launch` that `occ calc`
//! and `occ plan` describe (which occ-core's `Answer` reports and plans), the launch whose full-occupancy figures
//! `occ roofline` prints (occ-core's `Launch::full_occupancy`), and its presets' own keys in `occ gpus --json`. This module is the one place that tells them apart: [`Chosen`], the
//! GPU of a run, and the `match` that sends each command to its vendor. No vendor uses another.

pub mod amd;
pub mod intel;
pub mod nvidia;

use anyhow::bail;
use clap::Args;
use occ_core::msg;
use occ_core::plan::Request;
use occ_core::presets::{self, Preset, Target};
use occ_core::ranges;
use occ_core::report::About;
use occ_core::{Launch, Vendor};

use crate::flags::{self, typed, Grid, Range, Typed};
use crate::gpu::{unknown_arch, GpuArgs};
use crate::say::early;
use crate::say::help;
use amd::{AmdGpu, AmdLaunchArgs};
use intel::{IntelGpu, IntelLaunchArgs};
use nvidia::{NvidiaGpu, NvidiaLaunchArgs};

/// The GPU a run is about, and so the vendor whose rules and words it takes.
pub enum Chosen {
    Nvidia(NvidiaGpu),
    Amd(AmdGpu),
    Intel(IntelGpu),
}

/// The kernel flags of `calc` and `plan`: the work-group size for every GPU, then each vendor's. A flag of another
/// vendor than the GPU's is an error naming it.
#[derive(Args, Debug)]
pub struct KernelArgs {
    #[arg(help = help(msg::cli_help_kernel_threads()), long, short = 't', value_parser = typed, allow_negative_numbers = true)]
    pub threads: Typed,
    #[command(flatten)]
    pub nvidia: NvidiaLaunchArgs,
    #[command(flatten)]
    pub amd: AmdLaunchArgs,
    #[command(flatten)]
    pub intel: IntelLaunchArgs,
}

impl Chosen {
    /// The GPU of any vendor. A flag of another vendor (--sms on an AMD GPU, --cus or --xves on an NVIDIA one) is
    /// an error naming it.
    pub fn choose(args: &GpuArgs) -> anyhow::Result<Chosen> {
        let preset = args.gpu.as_deref().map(presets::find).transpose()?;
        let intel_arch = match (preset.map(|p| p.target), &args.arch) {
            (Some(Target::Intel(arch)), _) => Some(arch),
            (None, Some(name)) => occ_core::intel::arch(name),
            _ => None,
        };
        if let Some(arch) = intel_arch {
            return IntelGpu::choose(args, arch, preset).map(Chosen::Intel);
        }
        let amd_target = match (preset.map(|p| p.target), &args.arch) {
            (Some(Target::Amd(arch)), _) => Some(arch),
            (_, Some(name)) => Some(occ_core::amd::arch(name).ok_or_else(|| unknown_arch(name))?),
            _ => None,
        };
        if args.xves.is_some() {
            let gpu = args.describe(preset);
            bail!(early().say(if amd_target.is_some() {
                msg::cli_xves_on_amd(&gpu)
            } else {
                msg::cli_xves_on_nvidia(&gpu)
            }));
        }
        match amd_target {
            Some(arch) => AmdGpu::choose(args, arch, preset).map(Chosen::Amd),
            None => NvidiaGpu::choose(args, preset).map(Chosen::Nvidia),
        }
    }

    /// The product, for a GPU chosen by preset.
    pub fn preset(&self) -> Option<&'static Preset> {
        match self {
            Chosen::Nvidia(gpu) => gpu.preset,
            Chosen::Amd(gpu) => gpu.preset,
            Chosen::Intel(gpu) => gpu.preset,
        }
    }

    /// Another vendor's kernel flags on this GPU are errors naming the first, as occ-core's `ranges` orders and
    /// words them (NVIDIA's --barriers Intel's kernels take too).
    fn refuse_other_flags(&self, kernel: &KernelArgs) -> anyhow::Result<()> {
        let given: Vec<&str> = (kernel.nvidia.given())
            .chain(kernel.amd.given())
            .chain(kernel.intel.given())
            .collect();
        let target = self.target();
        if let Some((flag, other)) = ranges::foreign(target, |f| given.contains(&f)) {
            let name = self.name();
            bail!(early().say(ranges::foreign_flag(flag, other, target, &name)));
        }
        Ok(())
    }

    /// The GPU's target: its compute capability, gfx target or Xe architecture.
    pub fn target(&self) -> Target {
        match self {
            Chosen::Nvidia(gpu) => Target::Nvidia(gpu.device.cc),
            Chosen::Amd(gpu) => Target::Amd(gpu.arch),
            Chosen::Intel(gpu) => Target::Intel(gpu.arch),
        }
    }

    /// The GPU's vendor, whose own words a report takes by default.
    pub fn vendor(&self) -> Vendor {
        match self {
            Chosen::Nvidia(_) => Vendor::Nvidia,
            Chosen::Amd(_) => Vendor::Amd,
            Chosen::Intel(_) => Vendor::Intel,
        }
    }

    /// How a table names the GPU: "GeForce RTX 4090 (CC 8.9)", "CC 8.9", "Instinct MI300X", "gfx942".
    pub fn name(&self) -> String {
        match self {
            Chosen::Nvidia(gpu) => gpu.describe(),
            Chosen::Amd(gpu) => gpu.preset.map_or(gpu.arch.name, |p| p.name).to_string(),
            Chosen::Intel(gpu) => gpu.preset.map_or(gpu.arch.name, |p| p.name).to_string(),
        }
    }

    /// The launch `kernel` describes on the GPU, checked against it, and what a report says of the GPU beyond the
    /// launch. `whole_gpu` says whether the output shows the launch over the whole GPU (a report, `--json`), which
    /// some flags (Intel's --global) need.
    pub fn launch(&self, kernel: &KernelArgs, whole_gpu: bool) -> anyhow::Result<(Launch, About)> {
        self.refuse_other_flags(kernel)?;
        let threads = &kernel.threads;
        match self {
            Chosen::Nvidia(gpu) => nvidia::launch(gpu, &kernel.nvidia, threads),
            Chosen::Amd(gpu) => amd::launch(gpu, &kernel.amd, threads),
            Chosen::Intel(gpu) => {
                let barriers = kernel.nvidia.barriers.as_ref();
                intel::launch(gpu, &kernel.intel, threads, barriers, whole_gpu)
            }
        }
    }

    /// The launch `occ plan` describes, checked against the GPU: `grid` reads --grid or --items against each
    /// vendor's bounds, `smem_per_thread` is NVIDIA's --smem-per-thread.
    pub fn plan(
        &self,
        kernel: &KernelArgs,
        grid: Grid,
        smem_per_thread: Option<&Typed>,
    ) -> anyhow::Result<(Launch, About, Request)> {
        let threads = &kernel.threads;
        let refuse_smem_per_thread = |name: &str, vendor: &str| {
            if smem_per_thread.is_some() {
                bail!(early().say(msg::cli_smem_per_thread_not_nvidia(name, vendor)));
            }
            Ok(())
        };
        match self {
            Chosen::Nvidia(gpu) => {
                self.refuse_other_flags(kernel)?;
                nvidia::plan(gpu, &kernel.nvidia, threads, grid, smem_per_thread)
            }
            Chosen::Amd(gpu) => {
                self.refuse_other_flags(kernel)?;
                refuse_smem_per_thread(gpu.arch.name, "AMD")?;
                amd::plan(gpu, &kernel.amd, threads, grid)
            }
            Chosen::Intel(gpu) => {
                self.refuse_other_flags(kernel)?;
                refuse_smem_per_thread(gpu.arch.name, "Intel")?;
                let barriers = kernel.nvidia.barriers.as_ref();
                intel::plan(gpu, &kernel.intel, threads, barriers, grid)
            }
        }
    }

    /// A launch of `threads` work-items per work-group that uses no registers or memory, and what is known of the
    /// GPU's size: `occ roofline`'s full-occupancy figures are this launch's ([`Launch::full_occupancy`]).
    pub fn lean_launch(&self, threads: u32) -> anyhow::Result<(Launch, About)> {
        match self {
            Chosen::Nvidia(gpu) => nvidia::lean_launch(gpu, threads),
            Chosen::Amd(gpu) => Ok(amd::lean_launch(gpu, threads)),
            Chosen::Intel(gpu) => Ok(intel::lean_launch(gpu, threads)),
        }
    }
}

/// The valid values of the count or size flag `flag` on `preset`'s GPU, by its vendor's ranges.
pub fn flag_range(flag: &str, preset: &Preset) -> Range {
    let name = match preset.target {
        Target::Nvidia(cc) => format!("{} (CC {cc})", preset.name),
        target => format!("{} ({target})", preset.name),
    };
    match preset.target {
        Target::Nvidia(_) => match preset.device().and_then(|d| d.check()) {
            Ok(gpu) => flags::nvidia(flag, &gpu, &name),
            Err(_) => Range::new(0, u32::MAX, msg::cli_what_a_count()),
        },
        Target::Amd(arch) => flags::amd(flag, arch, &name),
        Target::Intel(arch) => flags::intel(flag, arch, &name),
    }
}
