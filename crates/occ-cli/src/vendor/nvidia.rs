//! NVIDIA GPUs on the command line: the GPU a preset or a compute capability names, the flags that describe a CUDA
//! kernel as `ptxas -v` and `cudaFuncGetAttributes` report it, the launch of `occ calc` and `occ plan` (which
//! occ-core reports and plans in CUDA's terms) and `occ roofline`'s figures, every figure from occ-core's NVIDIA
//! rules (`cuda_occupancy.h`).

use anyhow::bail;
use clap::Args;
use occ_core::msg;
use occ_core::plan::Request;
use occ_core::presets::{self, Preset, Target};
use occ_core::ranges;
use occ_core::report::About;
use occ_core::{
    nvidia::CacheConfig, nvidia::Device, nvidia::Gpu, nvidia::Kernel, nvidia::PartitionedGc,
    nvidia::SmemConfig,
};

use crate::flags::{
    self, parse_cache_config, parse_carveout, parse_gc, typed, with_flag, Carveout, Range, Typed,
};
use crate::gpu::GpuArgs;
use crate::say::early;
use crate::say::help;

/// A resolved NVIDIA GPU: the device and, for presets, the product.
pub struct NvidiaGpu {
    pub device: Device,
    pub preset: Option<&'static Preset>,
    /// Whether --sms gave the SM count (a generic device's is 1 otherwise, and its grid figures per SM).
    pub sms_given: bool,
}

impl NvidiaGpu {
    /// How a message names the GPU: "GeForce RTX 4090 (CC 8.9)" or "CC 8.9".
    pub fn describe(&self) -> String {
        match self.preset {
            Some(p) => format!("{} (CC {})", p.name, self.device.cc),
            None => format!("CC {}", self.device.cc),
        }
    }

    /// The NVIDIA GPU `args` name (`preset`, when a preset does); --cus, AMD's, is an error naming it.
    pub fn choose(args: &GpuArgs, preset: Option<&'static Preset>) -> anyhow::Result<Self> {
        if args.cus.is_some() {
            bail!(early().say(msg::cli_cus_on_nvidia(&args.describe(preset))));
        }
        Ok(Self::resolve(args)?)
    }

    /// An NVIDIA GPU; another vendor's is an error (for the commands that read NVIDIA's compiler output).
    pub fn resolve(args: &GpuArgs) -> Result<Self, occ_core::Error> {
        if let Some(arch) = &args.arch {
            let message = if occ_core::intel::arch(arch).is_some() {
                msg::cli_error_nvidia_only_intel_arch(arch)
            } else {
                msg::cli_error_nvidia_only_amd_arch(arch)
            };
            return Err(occ_core::Error::Parse {
                field: "--arch",
                message: message.into(),
            });
        }
        let preset = args.gpu.as_deref().map(presets::find).transpose()?;
        let device = presets::nvidia_device(preset, args.cc.as_deref(), args.sms)?
            .expect("clap requires --gpu, --cc or --arch");
        Ok(Self {
            device,
            preset,
            sms_given: args.sms.is_some(),
        })
    }
}

/// The kernel and shared-memory flags of NVIDIA GPUs (the work-group size is `--threads`; --barriers Intel's
/// kernels take too). Defaults are applied in [`NvidiaLaunchArgs::kernel`], so that a flag given for the wrong
/// vendor can be told from one left out.
#[derive(Args, Debug)]
pub struct NvidiaLaunchArgs {
    #[arg(help = help(msg::cli_help_nvidia_regs()), long, short = 'r', value_parser = typed, allow_negative_numbers = true)]
    pub regs: Option<Typed>,
    #[arg(help = help(msg::cli_help_nvidia_static_smem()), long, value_parser = typed, allow_negative_numbers = true)]
    pub static_smem: Option<Typed>,
    #[arg(help = help(msg::cli_help_nvidia_dynamic_smem()), long, value_parser = typed, allow_negative_numbers = true)]
    pub dynamic_smem: Option<Typed>,
    #[arg(help = help(msg::cli_help_nvidia_barriers()), long, num_args = 0..=1, default_missing_value = "1", value_parser = typed, allow_negative_numbers = true)]
    pub barriers: Option<Typed>,
    #[arg(help = help(msg::cli_help_nvidia_carveout()), long, value_parser = parse_carveout, allow_negative_numbers = true)]
    pub carveout: Option<Carveout>,
    #[arg(help = help(msg::cli_help_nvidia_cache_config()), long, value_parser = parse_cache_config)]
    pub cache_config: Option<CacheConfig>,
    #[arg(help = help(msg::cli_help_nvidia_opt_in()), long)]
    pub opt_in: bool,
    #[arg(help = help(msg::cli_help_nvidia_max_dynamic_smem()), long, value_parser = typed, allow_negative_numbers = true)]
    pub max_dynamic_smem: Option<Typed>,
    #[arg(help = help(msg::cli_help_nvidia_launch_bounds()), long, value_parser = typed, allow_negative_numbers = true)]
    pub launch_bounds: Option<Typed>,
    #[arg(help = help(msg::cli_help_nvidia_partitioned_gc()), long, value_parser = parse_gc)]
    pub partitioned_gc: Option<PartitionedGc>,
    #[arg(help = help(msg::cli_help_nvidia_virtual_resources()), long, value_parser = typed, allow_negative_numbers = true)]
    pub virtual_resources: Option<Typed>,
}

impl NvidiaLaunchArgs {
    /// The NVIDIA kernel flags given, in `ranges::KERNEL_FLAGS`' order.
    pub fn given(&self) -> impl Iterator<Item = &'static str> {
        [
            ("--regs", self.regs.is_some()),
            ("--static-smem", self.static_smem.is_some()),
            ("--dynamic-smem", self.dynamic_smem.is_some()),
            ("--barriers", self.barriers.is_some()),
            ("--carveout", self.carveout.is_some()),
            ("--cache-config", self.cache_config.is_some()),
            ("--opt-in", self.opt_in),
            ("--max-dynamic-smem", self.max_dynamic_smem.is_some()),
            ("--launch-bounds", self.launch_bounds.is_some()),
            ("--partitioned-gc", self.partitioned_gc.is_some()),
            ("--virtual-resources", self.virtual_resources.is_some()),
        ]
        .into_iter()
        .filter_map(|(flag, given)| given.then_some(flag))
    }

    /// The NVIDIA kernel on `gpu` (named `name` in messages): --regs is required, every other flag defaults as
    /// `cudaFuncGetAttributes` implies. A flag's text that is no count is refused with its range on `gpu`.
    pub fn kernel(&self, threads: &Typed, gpu: &Gpu, name: &str) -> anyhow::Result<Kernel> {
        let Some(regs) = &self.regs else {
            bail!(ranges::required(Target::Nvidia(gpu.device().cc), &early()).1);
        };
        let range = |flag: &'static str| move || flags::nvidia(flag, gpu, name);
        let count = |typed: &Option<Typed>, flag: &'static str| {
            typed
                .as_ref()
                .map(|t| t.count(flag, range(flag)))
                .transpose()
        };
        let bytes = |typed: &Option<Typed>, flag: &'static str| {
            typed
                .as_ref()
                .map(|t| t.bytes(flag, range(flag)))
                .transpose()
        };
        let kernel = Kernel {
            threads_per_block: threads.count("--threads", range("--threads"))?,
            regs_per_thread: regs.count("--regs", range("--regs"))?,
            static_smem: bytes(&self.static_smem, "--static-smem")?.unwrap_or(0),
            dynamic_smem: bytes(&self.dynamic_smem, "--dynamic-smem")?.unwrap_or(0),
            barriers: count(&self.barriers, "--barriers")?.unwrap_or(1),
            max_threads_per_block: count(&self.launch_bounds, "--launch-bounds")?,
            opt_in: self.opt_in,
            max_dynamic_smem: bytes(&self.max_dynamic_smem, "--max-dynamic-smem")?,
            partitioned_gc: self.partitioned_gc.unwrap_or(PartitionedGc::Off),
            virtual_resources: count(&self.virtual_resources, "--virtual-resources")?.unwrap_or(0),
        };
        const FLAGS: &[(&str, &str)] = &[
            ("kernel.threads_per_block", "--threads"),
            ("kernel.max_threads_per_block", "--launch-bounds"),
        ];
        kernel.check().map_err(|error| with_flag(error, FLAGS))?;
        Ok(kernel)
    }

    pub fn smem(&self) -> SmemConfig {
        SmemConfig {
            carveout: self.carveout.and_then(|c| c.0),
            cache_config: self.cache_config.unwrap_or(CacheConfig::None),
        }
    }
}

/// The launch `occ calc` describes on an NVIDIA GPU, and what its report says of the GPU: the product, and the SM
/// count when --sms or a preset gives it.
pub fn launch(
    selected: &NvidiaGpu,
    args: &NvidiaLaunchArgs,
    threads: &Typed,
) -> anyhow::Result<(occ_core::Launch, About)> {
    let gpu = selected.device.check()?;
    let kernel = args.kernel(threads, &gpu, &selected.describe())?;
    let smem = args.smem();
    let about = About {
        name: selected.preset.map(|p| p.name),
        units: selected.sms_given.then_some(selected.device.sm_count),
        ..About::default()
    };
    Ok((
        occ_core::Launch::Nvidia(occ_core::nvidia::Launch { gpu, kernel, smem }),
        about,
    ))
}

/// The launch `occ plan` describes on an NVIDIA GPU, with the grid (--grid or --items, within gridDim's bounds)
/// and --smem-per-thread read against the GPU.
pub fn plan(
    selected: &NvidiaGpu,
    launch: &NvidiaLaunchArgs,
    threads: &Typed,
    grid: flags::Grid,
    smem_per_thread: Option<&Typed>,
) -> anyhow::Result<(occ_core::Launch, About, Request)> {
    let gpu = selected.device.check()?;
    let kernel = launch.kernel(threads, &gpu, &selected.describe())?;
    let cc = gpu.device().cc;
    // gridDim.y and gridDim.z hold 65,535 each (CC 1.x grids have no z).
    let yz: u64 = if cc.major >= 2 {
        65_535 * 65_535
    } else {
        65_535
    };
    let grid = grid(
        kernel.threads_per_block,
        gpu.rules().max_grid_x() * yz,
        msg::cli_grid_launch_nvidia(&cc.to_string()).into(),
        msg::cli_grid_unit_blocks(),
    )?;
    let smem = launch.smem();
    let smem_per_thread = match smem_per_thread {
        Some(typed) => typed.bytes("--smem-per-thread", || {
            Range::new(
                0,
                gpu.device().smem_per_block_optin,
                flags::on(msg::cli_what_smem_per_thread(), &selected.describe()),
            )
        })?,
        None => 0,
    };
    let (launch, about) = (
        occ_core::Launch::Nvidia(occ_core::nvidia::Launch { gpu, kernel, smem }),
        About {
            name: selected.preset.map(|p| p.name),
            units: selected.sms_given.then_some(selected.device.sm_count),
            ..About::default()
        },
    );
    Ok((
        launch,
        about,
        Request {
            grid,
            smem_per_thread,
        },
    ))
}

/// The launch of `occ roofline`'s full-occupancy figures on an NVIDIA GPU: `threads` per block, the default
/// shared-memory configuration.
pub fn lean_launch(gpu: &NvidiaGpu, threads: u32) -> anyhow::Result<(occ_core::Launch, About)> {
    let launch = occ_core::nvidia::Launch::lean(gpu.device.check()?, threads);
    Ok((occ_core::Launch::Nvidia(launch), About::default()))
}
