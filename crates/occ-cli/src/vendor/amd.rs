//! AMD GPUs on the command line: the GPU a preset or a gfx target names, the flags that describe a HIP kernel as
//! AMD's compiler reports it, the launch of `occ calc` and `occ plan` (which occ-core reports and plans in AMD's
//! terms: work-items, waves, work-groups, CUs, LDS) and `occ roofline`'s figures, every figure from `occ_core::amd`.

use anyhow::bail;
use clap::Args;
use occ_core::amd::{self, Arch, Kernel};
use occ_core::msg;
use occ_core::plan::Request;
use occ_core::presets::{Preset, Target};
use occ_core::ranges;
use occ_core::report::About;

use crate::flags::{self, typed, Typed};
use crate::gpu::GpuArgs;
use crate::say::early;
use crate::say::help;

/// An AMD GPU: its gfx target, its CU count (1 for a generic device unless --cus) and, for presets, the product.
pub struct AmdGpu {
    pub arch: &'static Arch,
    pub cus: u32,
    /// False for a generic device without --cus: grid figures are then per CU.
    pub cus_known: bool,
    pub preset: Option<&'static Preset>,
}

impl AmdGpu {
    /// The AMD GPU of `arch` that `args` name (`preset`, when a preset does): its CUs from --cus or the preset's.
    /// --sms, NVIDIA's, is an error naming it.
    pub fn choose(
        args: &GpuArgs,
        arch: &'static Arch,
        preset: Option<&'static Preset>,
    ) -> anyhow::Result<Self> {
        if args.sms.is_some() {
            bail!(early().say(msg::cli_sms_on_amd(&args.describe(preset))));
        }
        if args.cus == Some(0) {
            bail!(early().say(msg::error_out_of_range(
                "--cus",
                "0",
                "1",
                &u32::MAX.to_string()
            )));
        }
        Ok(Self {
            arch,
            cus: args
                .cus
                .or(preset.map(|p| p.compute_units.whole()))
                .unwrap_or(1),
            cus_known: args.cus.is_some() || preset.is_some(),
            preset,
        })
    }

    /// How a message names the GPU: "Instinct MI300X (gfx942)" or "gfx942".
    pub fn name(&self) -> String {
        match self.preset {
            Some(p) => format!("{} ({})", p.name, self.arch.name),
            None => self.arch.name.to_string(),
        }
    }

    /// What a report says of the GPU: the product, and the CU count when --cus or a preset gives it.
    fn about(&self) -> About {
        About {
            name: self.preset.map(|p| p.name),
            boost_mhz: self.preset.map(|p| p.boost_mhz.whole()),
            units: self.cus_known.then_some(self.cus),
            global: None,
        }
    }
}

/// The kernel flags of AMD GPUs (the work-group size is `--threads`).
#[derive(Args, Debug, Default)]
pub struct AmdLaunchArgs {
    #[arg(help = help(msg::cli_help_amd_vgprs()), long, value_parser = typed, allow_negative_numbers = true)]
    pub vgprs: Option<Typed>,
    #[arg(help = help(msg::cli_help_amd_agprs()), long, value_parser = typed, allow_negative_numbers = true)]
    pub agprs: Option<Typed>,
    #[arg(help = help(msg::cli_help_amd_sgprs()), long, value_parser = typed, allow_negative_numbers = true)]
    pub sgprs: Option<Typed>,
    #[arg(help = help(msg::cli_help_amd_lds()), long, value_parser = typed, allow_negative_numbers = true)]
    pub lds: Option<Typed>,
    #[arg(help = help(msg::cli_help_amd_wave_size()), long, value_parser = typed, allow_negative_numbers = true)]
    pub wave_size: Option<Typed>,
    #[arg(help = help(msg::cli_help_amd_cu_mode()), long)]
    pub cu_mode: bool,
}

impl AmdLaunchArgs {
    /// The AMD kernel flags given, in `ranges::KERNEL_FLAGS`' order.
    pub fn given(&self) -> impl Iterator<Item = &'static str> {
        [
            ("--vgprs", self.vgprs.is_some()),
            ("--agprs", self.agprs.is_some()),
            ("--sgprs", self.sgprs.is_some()),
            ("--lds", self.lds.is_some()),
            ("--wave-size", self.wave_size.is_some()),
            ("--cu-mode", self.cu_mode),
        ]
        .into_iter()
        .filter_map(|(flag, given)| given.then_some(flag))
    }

    /// The kernel on `gpu` (its work-group size from --threads), checked against the target: an error names the
    /// flag, the field and the valid range on the target.
    pub fn kernel(&self, gpu: &AmdGpu, threads: &Typed) -> anyhow::Result<Kernel> {
        let arch = gpu.arch;
        let Some(vgprs) = &self.vgprs else {
            bail!(ranges::required(Target::Amd(arch), &early()).1);
        };
        let name = gpu.name();
        let range = |flag: &'static str| {
            let name = &name;
            move || flags::amd(flag, arch, name)
        };
        let count = |typed: &Option<Typed>, flag: &'static str| {
            typed
                .as_ref()
                .map(|t| t.count(flag, range(flag)))
                .transpose()
        };
        let kernel = Kernel {
            workgroup_size: threads.count("--threads", range("--threads"))?,
            vgprs: vgprs.count("--vgprs", range("--vgprs"))?,
            agprs: count(&self.agprs, "--agprs")?.unwrap_or(0),
            sgprs: count(&self.sgprs, "--sgprs")?.unwrap_or(0),
            lds_bytes: self
                .lds
                .as_ref()
                .map(|t| t.bytes("--lds", range("--lds")))
                .transpose()?
                .unwrap_or(0),
            wave_size: count(&self.wave_size, "--wave-size")?.unwrap_or(arch.default_wave_size()),
            cu_mode: self.cu_mode,
        };
        kernel.check(arch).map_err(|error| {
            let flag = match error.field() {
                "kernel.threads_per_block" => "--threads",
                "kernel.vgprs" => "--vgprs",
                "kernel.agprs" => "--agprs",
                "kernel.sgprs" => "--sgprs",
                "kernel.lds_bytes" => "--lds",
                "kernel.wave_size" => "--wave-size",
                "kernel.cu_mode" => "--cu-mode",
                _ => return anyhow::Error::new(error),
            };
            anyhow::anyhow!("{flag}: {}", error.say(&early()))
        })?;
        Ok(kernel)
    }
}

/// The launch `occ calc` describes on an AMD GPU, and what its report says of the GPU: the product, and the CU
/// count when --cus or a preset gives it.
pub fn launch(
    gpu: &AmdGpu,
    args: &AmdLaunchArgs,
    threads: &Typed,
) -> anyhow::Result<(occ_core::Launch, About)> {
    let kernel = args.kernel(gpu, threads)?;
    let launch = amd::Launch {
        arch: gpu.arch,
        kernel,
    };
    Ok((occ_core::Launch::Amd(launch), gpu.about()))
}

/// The launch `occ plan` describes on an AMD GPU, with the grid (--grid or --items) in work-groups.
pub fn plan(
    gpu: &AmdGpu,
    args: &AmdLaunchArgs,
    threads: &Typed,
    grid: flags::Grid,
) -> anyhow::Result<(occ_core::Launch, About, Request)> {
    let kernel = args.kernel(gpu, threads)?;
    let grid = flags::workgroups(grid, kernel.workgroup_size)?;
    let launch = amd::Launch {
        arch: gpu.arch,
        kernel,
    };
    Ok((
        occ_core::Launch::Amd(launch),
        gpu.about(),
        Request {
            grid,
            smem_per_thread: 0,
        },
    ))
}

/// The launch of `occ roofline`'s full-occupancy figures on an AMD GPU: `threads` work-items per work-group at the
/// target's wave size, and the GPU's CUs.
pub fn lean_launch(gpu: &AmdGpu, threads: u32) -> (occ_core::Launch, About) {
    (
        occ_core::Launch::Amd(amd::Launch::lean(gpu.arch, threads)),
        gpu.about(),
    )
}
