//! Intel GPUs on the command line: the GPU a preset or an Xe architecture names, the flags that describe a SYCL
//! kernel's launch on an Xe GPU (sub-group size, SLM, barriers, GRF mode, global size), the launch of `occ calc`
//! and `occ plan` (which occ-core reports and plans in Intel's words: work-group, sub-group, hardware thread,
//! Xe-core, XVE, SLM) and `occ roofline`'s figures, every figure from `occ_core::intel`.

use anyhow::bail;
use clap::Args;
use occ_core::intel::{self, Arch, Kernel, XeCores};
use occ_core::msg;
use occ_core::plan::Request;
use occ_core::presets::{Preset, Target};
use occ_core::ranges;
use occ_core::report::About;

use crate::flags::{self, typed, with_flag, Typed};
use crate::gpu::GpuArgs;
use crate::say::early;
use crate::say::help;

/// An Intel GPU: its architecture, its Xe-cores when known (a preset's, or --xves'), and, for presets, the
/// product.
pub struct IntelGpu {
    pub arch: &'static Arch,
    /// `None` for a generic device without --xves: only per-Xe-core figures. A fraction on a fused part.
    pub xe_cores: Option<XeCores>,
    /// The XVE count the Xe-cores come from.
    pub xves: Option<u32>,
    pub preset: Option<&'static Preset>,
}

impl IntelGpu {
    /// An Intel GPU: its Xe-cores from --xves (whole Xe-cores or a part Intel's calculator lists) or the preset's.
    /// --sms and --cus, NVIDIA's and AMD's, are errors naming them.
    pub fn choose(
        args: &GpuArgs,
        arch: &'static Arch,
        preset: Option<&'static Preset>,
    ) -> anyhow::Result<Self> {
        let gpu = || args.describe(preset);
        if args.sms.is_some() {
            bail!(early().say(msg::cli_sms_on_intel(&gpu())));
        }
        if args.cus.is_some() {
            bail!(early().say(msg::cli_cus_on_intel(&gpu())));
        }
        // A preset's XVE count is one Intel's calculator lists or a whole number of Xe-cores (tests check it).
        let xve_count = args
            .xves
            .or_else(|| preset.and_then(|p| p.xves).map(|x| x.whole()));
        let xe_cores = match xve_count {
            Some(xve_count) => Some(
                intel::Device { arch, xve_count }
                    .xe_cores()
                    .map_err(|e| anyhow::anyhow!("--xves: {}", e.say(&early())))?,
            ),
            None => None,
        };
        Ok(Self {
            arch,
            xves: xve_count,
            xe_cores,
            preset,
        })
    }
}

fn list(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The kernel flags of Intel GPUs (the work-group size is `--threads`; barriers are `--barriers`, shared with
/// NVIDIA).
#[derive(Args, Debug, Default)]
pub struct IntelLaunchArgs {
    #[arg(help = help(msg::cli_help_intel_sub_group()), long = "sub-group", value_parser = typed, allow_negative_numbers = true)]
    pub sub_group: Option<Typed>,
    #[arg(help = help(msg::cli_help_intel_slm()), long, value_parser = typed, allow_negative_numbers = true)]
    pub slm: Option<Typed>,
    #[arg(help = help(msg::cli_help_intel_large_grf()), long)]
    pub large_grf: bool,
    #[arg(help = help(msg::cli_help_intel_global()), long, value_parser = global_size, allow_negative_numbers = true)]
    pub global: Option<u64>,
}

impl IntelLaunchArgs {
    /// The Intel kernel flags given (--barriers is NVIDIA's flags' too), in `ranges::KERNEL_FLAGS`' order.
    pub fn given(&self) -> impl Iterator<Item = &'static str> {
        [
            ("--sub-group", self.sub_group.is_some()),
            ("--slm", self.slm.is_some()),
            ("--large-grf", self.large_grf),
            ("--global", self.global.is_some()),
        ]
        .into_iter()
        .filter_map(|(flag, given)| given.then_some(flag))
    }

    /// The kernel on `gpu` (its work-group size from --threads, whether it uses barriers from --barriers),
    /// checked against the architecture: an error names the flag, the field and the valid range on the
    /// architecture.
    pub fn kernel(
        &self,
        gpu: &IntelGpu,
        threads: &Typed,
        barriers: Option<&Typed>,
    ) -> anyhow::Result<Kernel> {
        let arch = gpu.arch;
        let Some(sub_group) = &self.sub_group else {
            bail!(ranges::required(Target::Intel(arch), &early()).1);
        };
        let name = match gpu.preset {
            Some(p) => format!("{} ({})", p.name, arch.name),
            None => arch.name.to_string(),
        };
        let range = |flag: &'static str| {
            let name = &name;
            move || flags::intel(flag, arch, name)
        };
        let kernel = Kernel {
            workgroup_size: threads.count("--threads", range("--threads"))?,
            sub_group_size: sub_group.count("--sub-group", range("--sub-group"))?,
            slm_bytes: self
                .slm
                .as_ref()
                .map(|t| t.bytes("--slm", range("--slm")))
                .transpose()?
                .unwrap_or(0),
            barriers: barriers
                .map(|t| t.count("--barriers", range("--barriers")))
                .transpose()?
                .unwrap_or(0)
                > 0,
            large_grf: self.large_grf,
        };
        const FLAGS: &[(&str, &str)] = &[
            ("kernel.threads_per_block", "--threads"),
            ("kernel.sub_group_size", "--sub-group"),
            ("kernel.slm_bytes", "--slm"),
            ("kernel.large_grf", "--large-grf"),
        ];
        kernel
            .check(arch)
            .map_err(|error| with_flag(error, FLAGS))?;
        Ok(kernel)
    }
}

/// --global: a global size in work-items, 1 to 2⁶⁴ − 1.
fn global_size(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| {
            let say = early();
            let what = say.say(msg::cli_what_items_in_launch());
            say.say(msg::cli_range("1", &u64::MAX.to_string(), &what))
        })
}

/// occ-core's error of a global size under the flags it came from (`flags`): the GPU's XVE count it needs by the
/// flags that give it.
fn global_error(gpu: &IntelGpu, error: occ_core::Error, flags: &str) -> anyhow::Error {
    let arch = gpu.arch;
    let say = early();
    match error {
        occ_core::Error::Conflict { .. } => anyhow::anyhow!(say.say(msg::cli_global_conflict())),
        occ_core::Error::Needs { .. } => anyhow::anyhow!(say.say(msg::cli_global_needs_xves(
            flags,
            &arch.xves_per_xe_core.to_string(),
            &list(arch.xve_counts),
            arch.name
        ))),
        // A grid's work-groups that are no global size: --grid's own range has refused them already.
        error if error.field() == "grid" => error.into(),
        error => anyhow::anyhow!("{flags}: {}", error.say(&say)),
    }
}

/// The launch `occ calc` describes on an Intel GPU, and what its report says of the GPU: the product, the XVE
/// count when --xves or a preset gives it, and --global. `whole_gpu` says whether the output shows the launch over
/// the whole GPU (the report and --json do, a table does not): --global is checked against the GPU's Xe-cores.
pub fn launch(
    gpu: &IntelGpu,
    args: &IntelLaunchArgs,
    threads: &Typed,
    barriers: Option<&Typed>,
    whole_gpu: bool,
) -> anyhow::Result<(occ_core::Launch, About)> {
    let arch = gpu.arch;
    let kernel = args.kernel(gpu, threads, barriers)?;
    let global = args.global;
    if !whole_gpu && global.is_some() {
        bail!(early().say(msg::cli_global_not_table()));
    }
    intel::global_on(arch, &kernel, gpu.xe_cores, global, None)
        .map_err(|e| global_error(gpu, e, "--global"))?;
    let about = About {
        name: gpu.preset.map(|p| p.name),
        boost_mhz: gpu.preset.map(|p| p.boost_mhz.whole()),
        units: gpu.xves,
        global,
    };
    Ok((
        occ_core::Launch::Intel(intel::Launch { arch, kernel }),
        about,
    ))
}

/// The launch `occ plan` describes on an Intel GPU, with the grid (--grid or --items) in work-groups, or
/// --global: either is checked against the GPU's Xe-cores.
pub fn plan(
    gpu: &IntelGpu,
    args: &IntelLaunchArgs,
    threads: &Typed,
    barriers: Option<&Typed>,
    grid: flags::Grid,
) -> anyhow::Result<(occ_core::Launch, About, Request)> {
    let arch = gpu.arch;
    let kernel = args.kernel(gpu, threads, barriers)?;
    let grid = flags::workgroups(grid, kernel.workgroup_size)?;
    // The global size in work-items, --global or the grid's work-groups times their size, over the GPU's Xe-cores.
    intel::global_on(arch, &kernel, gpu.xe_cores, args.global, grid)
        .map_err(|e| global_error(gpu, e, &early().say(msg::cli_global_or_grid())))?;
    let about = About {
        name: gpu.preset.map(|p| p.name),
        boost_mhz: gpu.preset.map(|p| p.boost_mhz.whole()),
        units: gpu.xves,
        global: args.global,
    };
    Ok((
        occ_core::Launch::Intel(intel::Launch { arch, kernel }),
        about,
        Request {
            grid,
            smem_per_thread: 0,
        },
    ))
}

/// The launch of `occ roofline`'s full-occupancy figures on an Intel GPU: `threads` work-items per work-group, and
/// the GPU's XVEs when known.
pub fn lean_launch(gpu: &IntelGpu, threads: u32) -> (occ_core::Launch, About) {
    let launch = intel::Launch::lean(gpu.arch, threads);
    let about = About {
        units: gpu.xves,
        ..About::default()
    };
    (occ_core::Launch::Intel(launch), about)
}
