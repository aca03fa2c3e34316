//! NVIDIA GPUs on the command line: the GPU a preset or a compute capability names, the flags that describe a CUDA
//! kernel as `ptxas -v` and `cudaFuncGetAttributes` report it, and the reports of `occ calc`, `occ plan` and
//! `occ roofline` in CUDA's terms (threads, warps, blocks, SMs, shared memory), every figure from occ-core's
//! NVIDIA rules (`cuda_occupancy.h`).

use std::fmt::Write as _;

use anyhow::{bail, Context};
use clap::Args;
use occ_core::msg;
use occ_core::nvidia::dto::BatchOutput;
use occ_core::nvidia::plan::{self, BlockSizeTable, Budget, NextStep};
use occ_core::nvidia::report;
use occ_core::plan::Waves;
use occ_core::presets::{self, Preset};
use occ_core::report::{bytes, percent, thousands, Terms};
use occ_core::roofline::full_occupancy as full_occupancy_of;
use occ_core::{
    nvidia::arch_defaults, nvidia::occupancy, nvidia::CacheConfig, nvidia::ComputeCapability,
    nvidia::Device, nvidia::DynamicSmem, nvidia::Gpu, nvidia::Kernel, nvidia::Limiter,
    nvidia::PartitionedGc, nvidia::SmemConfig, Vendor,
};
use serde_json::json;

use crate::export::{print_table, Format};
use crate::flags::{
    self, parse_cache_config, parse_carveout, parse_gc, typed, with_flag, Carveout, Range, Typed,
};
use crate::gpu::{fact_json, GpuArgs};
use crate::say::{left, Say};
use crate::sections;

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
            bail!(
                "--cus applies to AMD GPUs (compute units); {} is an NVIDIA GPU: give --sms",
                args.describe(preset)
            );
        }
        Ok(Self::resolve(args)?)
    }

    /// An NVIDIA GPU; another vendor's is an error (for the commands that read NVIDIA's compiler output).
    pub fn resolve(args: &GpuArgs) -> Result<Self, occ_core::Error> {
        if let Some(arch) = &args.arch {
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
        let (mut device, preset) = match (&args.gpu, &args.cc) {
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
        if let Some(sms) = args.sms {
            device.sm_count = sms;
        }
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
    /// NVIDIA: registers per thread (from `ptxas -v`).
    #[arg(long, short = 'r', value_parser = typed, allow_negative_numbers = true)]
    pub regs: Option<Typed>,
    /// NVIDIA: static shared memory per block: bytes, or with a K/KiB suffix (48K = 49152). Default 0.
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub static_smem: Option<Typed>,
    /// NVIDIA: dynamic shared memory per block at launch: bytes, or with a K/KiB suffix. Default 0.
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub dynamic_smem: Option<Typed>,
    /// NVIDIA: block barriers the kernel uses (CC ≥ 9 limits them). Default 1. Intel: whether the kernel uses
    /// barriers: --barriers alone (or any count above 0) for yes. Default none.
    #[arg(long, num_args = 0..=1, default_missing_value = "1", value_parser = typed, allow_negative_numbers = true)]
    pub barriers: Option<Typed>,
    /// NVIDIA: shared-memory carveout preference in percent (0–100), or "default" (the default).
    #[arg(long, value_parser = parse_carveout, allow_negative_numbers = true)]
    pub carveout: Option<Carveout>,
    /// NVIDIA: cache preference: none (the default), shared, l1, equal (Kepler/Fermi; a carveout hint on Volta+).
    #[arg(long, value_parser = parse_cache_config)]
    pub cache_config: Option<CacheConfig>,
    /// NVIDIA: the kernel opted into the larger per-block shared-memory limit.
    #[arg(long)]
    pub opt_in: bool,
    /// NVIDIA: cudaFuncAttributeMaxDynamicSharedMemorySize (default: the per-block limit minus static shared
    /// memory).
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub max_dynamic_smem: Option<Typed>,
    /// NVIDIA: __launch_bounds__ maximum threads per block.
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub launch_bounds: Option<Typed>,
    /// NVIDIA: partitioned global caching on CC 5.2/5.3/6.1/6.2: off (the default), on, strict.
    #[arg(long, value_parser = parse_gc)]
    pub partitioned_gc: Option<PartitionedGc>,
    /// NVIDIA: virtual resources per block (CUDA 13, CC 10–12). Default 0.
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub virtual_resources: Option<Typed>,
}

impl NvidiaLaunchArgs {
    /// The first NVIDIA-only flag given, if any.
    pub fn flag(&self) -> Option<&'static str> {
        self.flags().next()
    }

    /// The first NVIDIA flag given that Intel's kernels do not take (all but --barriers).
    pub fn flag_but_barriers(&self) -> Option<&'static str> {
        self.flags().find(|flag| *flag != "--barriers")
    }

    fn flags(&self) -> impl Iterator<Item = &'static str> {
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
            bail!("--regs is required for an NVIDIA GPU: registers per thread, from ptxas -v");
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

/// A flag of `vendor`'s kernels on an NVIDIA GPU is an error naming it.
pub fn refuse_flag(gpu: &NvidiaGpu, vendor: Vendor, flag: Option<&str>) -> anyhow::Result<()> {
    if let Some(flag) = flag {
        bail!(
            "{flag} applies to {} GPUs only; {} is an NVIDIA GPU: give --regs (and --static-smem, --dynamic-smem)",
            vendor.label(),
            gpu.describe()
        );
    }
    Ok(())
}

/// `occ calc` on an NVIDIA GPU: the sections of NVIDIA's spreadsheet, the `occ batch` object, or a table.
pub fn calc(
    selected: &NvidiaGpu,
    launch: &NvidiaLaunchArgs,
    threads: &Typed,
    terms: Terms,
    format: Option<Format>,
    json: bool,
) -> anyhow::Result<()> {
    let gpu = selected.device.check()?;
    let kernel = launch.kernel(threads, &gpu, &selected.describe())?;
    let smem = launch.smem();
    let output = BatchOutput::evaluate(&gpu, &kernel, &smem)?;
    if let Some(format) = format {
        let result = occ_core::nvidia::occupancy(&gpu, &kernel, &smem)?;
        let rows = report::limiters(&gpu, &kernel, &result);
        let why = |name: &str| {
            rows.iter()
                .find(|row| row.limiter.name() == name)
                .map_or(String::new(), |row| row.why.clone())
        };
        return print_table(format, &selected.describe(), &output, &why);
    }
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&output).context("serialising the result")?
        );
        return Ok(());
    }
    let result = occ_core::nvidia::occupancy(&gpu, &kernel, &smem)?;
    let device = gpu.device();
    let t = |text: &str| terms.apply(text);
    let mut out = String::new();
    let title = match selected.preset {
        Some(preset) => format!(
            "{} (CC {}, {} SMs)",
            preset.name, device.cc, device.sm_count
        ),
        None => {
            let family = occ_core::nvidia::arch_defaults(device.cc)
                .map(|d| d.family)
                .unwrap_or("");
            if selected.sms_given {
                format!(
                    "generic CC {} {family} ({} SMs)",
                    device.cc, device.sm_count
                )
            } else {
                format!(
                    "generic CC {} {family} (SM count unknown: grid figures are per SM)",
                    device.cc
                )
            }
        }
    };
    writeln!(out, "GPU     {}", t(&title))?;
    let kernel_line = format!(
        "Kernel  {} threads/block, {} registers/thread, {} static + {} dynamic shared memory{}",
        thousands(kernel.threads_per_block.into()),
        kernel.regs_per_thread,
        bytes(kernel.static_smem.into()),
        bytes(kernel.dynamic_smem.into()),
        match smem.carveout {
            Some(p) => format!(", carveout {p} %"),
            None => String::new(),
        }
    );
    writeln!(out, "{}", t(&kernel_line))?;
    writeln!(out, "\nOccupancy data")?;
    for row in report::occupancy_data(&result) {
        writeln!(out, "  {:<38} {}", t(row.label), row.value)?;
    }
    writeln!(
        out,
        "\nAllocated resources                     {:>16} {:>24} {:>12}",
        t("per block"),
        t("limit per SM"),
        t("blocks")
    )?;
    for row in report::allocated_resources(&gpu, &kernel, &result) {
        let blocks = row.blocks.map_or("-".to_string(), |b| b.to_string());
        writeln!(
            out,
            "  {:<37} {:>16} {:>24} {:>12}",
            t(row.limiter.label()),
            row.per_block,
            row.per_sm,
            blocks
        )?;
    }
    writeln!(out, "\nOccupancy limiters (* = binding)")?;
    for row in report::limiters(&gpu, &kernel, &result) {
        let blocks = row
            .blocks
            .map_or("no limit".to_string(), |b| format!("{b} blocks"));
        writeln!(
            out,
            "  {} {:<28} {:<16} {}",
            if row.binding { "*" } else { " " },
            t(row.limiter.label()),
            t(&blocks),
            t(&row.why)
        )?;
    }
    writeln!(out, "\nPhysical limits")?;
    for row in report::physical_limits(&gpu) {
        writeln!(out, "  {:<38} {}", t(row.label), row.value)?;
    }
    writeln!(out, "\nLaunch")?;
    match (output.best_block_size, output.min_grid_size) {
        (Some(block), Some(grid)) => writeln!(
            out,
            "  {:<38} {}",
            t("Best block size"),
            t(&format!(
                "{block} threads (minimum grid for a full GPU: {} blocks)",
                thousands(grid)
            ))
        )?,
        _ => writeln!(out, "  {:<38} none fits", t("Best block size"))?,
    }
    if let Some(available) = output.dynamic_smem_per_block_available {
        writeln!(
            out,
            "  {:<38} {}",
            t("Dynamic shared memory available"),
            t(&format!(
                "{} at {} blocks per SM",
                bytes(available),
                result.active_blocks_per_sm
            ))
        )?;
    }
    if !output.warnings.is_empty() {
        writeln!(out, "\nWarnings")?;
        for warning in &output.warnings {
            writeln!(out, "  ! {}", t(warning))?;
        }
    }
    print!("{out}");
    Ok(())
}

/// `occ plan` on an NVIDIA GPU: the block-size table, the register and shared-memory budgets of every occupancy
/// level, the next step that gains a block, and the grid's waves with Nsight Systems' GPU metrics.
pub fn plan(
    selected: &NvidiaGpu,
    launch: &NvidiaLaunchArgs,
    threads: &Typed,
    grid: flags::Grid,
    smem_per_thread: Option<&Typed>,
    json: bool,
) -> anyhow::Result<()> {
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
        &format!("gridDim.x × gridDim.y × gridDim.z on CC {cc}"),
        "blocks",
    )?;
    let smem = launch.smem();
    let smem_per_thread = match smem_per_thread {
        Some(typed) => typed.bytes("--smem-per-thread", || {
            Range::new(
                0,
                gpu.device().smem_per_block_optin,
                format!(
                    "bytes of shared memory per thread on {}",
                    selected.describe()
                ),
            )
        })?,
        None => 0,
    };
    let dynamic = match smem_per_thread {
        0 => DynamicSmem::Fixed(kernel.dynamic_smem.into()),
        per_thread => DynamicSmem::PerThread {
            per_thread: per_thread.into(),
            base: kernel.dynamic_smem.into(),
        },
    };
    let table = plan::block_size_table(&gpu, &kernel, &smem, dynamic)?;
    let budgets = plan::budgets(&gpu, &kernel, &smem)?;
    let steps = plan::next_steps(&gpu, &kernel, &smem)?;
    let result = occupancy(&gpu, &kernel, &smem)?;
    let waves = grid.and_then(|g| plan::waves(&gpu, &result, g));
    let stride = u64::from(result.active_blocks_per_sm) * u64::from(gpu.device().sm_count);

    if json {
        let value = json!({
            "block_sizes": table.rows.iter().map(|row| json!({
                "block_size": row.block_size,
                "dynamic_smem": row.dynamic_smem,
                "active_blocks_per_sm": row.result.active_blocks_per_sm,
                "active_warps_per_sm": row.result.active_warps_per_sm,
                "occupancy": row.result.occupancy(),
                "limiters": row.result.limiters().map(Limiter::name).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "best_occupancy": table.best_occupancy,
            "best_block_sizes": table.best,
            "header_pick": {
                "block_size": table.header_pick.block_size,
                "min_grid_size": table.header_pick.min_grid_size,
            },
            "left_out": table.left_out.as_ref().map(|l| json!({
                "from": l.from,
                "to": l.to,
                "none_fit": l.none_fit,
            })),
            "budgets": budgets.iter().map(|b| json!({
                "blocks_per_sm": b.blocks_per_sm,
                "occupancy": b.occupancy,
                "max_registers": b.max_registers,
                "max_smem_per_block": b.max_smem_per_block,
                "launch_bounds": b.launch_bounds(kernel.threads_per_block),
                "maxrregcount": b.maxrregcount(),
            })).collect::<Vec<_>>(),
            "next_steps": steps.iter().map(|s| json!({
                "limiter": s.limiter.name(),
                "current": s.current,
                "target": s.target,
                "blocks_now": s.blocks_now,
                "blocks_then": s.blocks_then,
            })).collect::<Vec<_>>(),
            "grid_stride_blocks": stride,
            "max_grid_x": gpu.rules().max_grid_x(),
            "grid_too_big": grid.and_then(|g| plan::grid_too_big(&gpu, g)),
            "waves": waves.as_ref().map(sections::waves_json),
        });
        println!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(());
    }
    let mut out = String::new();
    block_sizes(&mut out, &table, kernel.threads_per_block)?;
    budget_table(
        &mut out,
        &budgets,
        kernel.threads_per_block,
        kernel.regs_per_thread,
    )?;
    next_step_lines(&mut out, &steps)?;
    writeln!(out, "\nGrid")?;
    writeln!(
        out,
        "  grid-stride loop: {} blocks ({} per SM × {} SMs) keep every SM full",
        thousands(stride),
        result.active_blocks_per_sm,
        gpu.device().sm_count
    )?;
    if let Some(why) = grid.and_then(|g| plan::grid_too_big(&gpu, g)) {
        writeln!(out, "  warning: {why}")?;
    }
    match waves {
        Some(w) => wave_lines(&mut out, &w)?,
        None if grid.is_some() => writeln!(out, "  no block fits: no waves")?,
        None => writeln!(
            out,
            "  (give --grid N or --items N to see waves and Nsight Systems' GPU metrics)"
        )?,
    }
    print!("{out}");
    Ok(())
}

fn block_sizes(out: &mut String, table: &BlockSizeTable, current: u32) -> std::fmt::Result {
    writeln!(
        out,
        "Block size      blocks/SM  warps/SM  occupancy  limited by"
    )?;
    for row in &table.rows {
        let r = &row.result;
        let mut marks = String::new();
        if table.best.contains(&row.block_size) {
            marks.push_str(" best");
        }
        if table.header_pick.block_size == row.block_size {
            marks.push_str(" (cudaOccMaxPotentialOccupancyBlockSize)");
        }
        if row.block_size == current {
            marks.push_str(" ← current");
        }
        let limiters: Vec<&str> = r.limiters().map(Limiter::name).collect();
        writeln!(
            out,
            "  {:>6}        {:>5}     {:>5}    {:>8}  {}{marks}",
            row.block_size,
            r.active_blocks_per_sm,
            r.active_warps_per_sm,
            percent(r.occupancy()),
            limiters.join(", ")
        )?;
    }
    if let Some(left_out) = &table.left_out {
        writeln!(out, "  ({left_out})")?;
    }
    writeln!(
        out,
        "  best occupancy {} at {} threads; minimum grid for a full GPU at {} threads: {} blocks",
        percent(table.best_occupancy),
        table
            .best
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", "),
        table.header_pick.block_size,
        thousands(table.header_pick.min_grid_size)
    )
}

fn budget_table(out: &mut String, budgets: &[Budget], threads: u32, regs: u32) -> std::fmt::Result {
    writeln!(
        out,
        "\nBudgets at {threads} threads per block (registers now: {regs})"
    )?;
    writeln!(
        out,
        "  occupancy  blocks/SM  max registers  max shared memory/block      ask the compiler with"
    )?;
    for b in budgets {
        writeln!(
            out,
            "  {:>8}   {:>6}     {:>9}      {:<26} {} {}",
            percent(b.occupancy),
            b.blocks_per_sm,
            b.max_registers.map_or("-".to_string(), |r| r.to_string()),
            b.max_smem_per_block.map_or("-".to_string(), bytes),
            b.launch_bounds(threads),
            b.maxrregcount().unwrap_or_default()
        )?;
    }
    Ok(())
}

fn next_step_lines(out: &mut String, steps: &[NextStep]) -> std::fmt::Result {
    writeln!(out, "\nNext step (how much less gains a block)")?;
    if steps.is_empty() {
        writeln!(
            out,
            "  no single resource gains a block: the block size, warps or block slots bind"
        )?;
    }
    for s in steps {
        let (what, current, target) = s.change();
        writeln!(
            out,
            "  {what}: {current} → {target} gives {} blocks per SM instead of {}",
            s.blocks_then, s.blocks_now
        )?;
    }
    Ok(())
}

fn wave_lines(out: &mut String, w: &Waves) -> std::fmt::Result {
    sections::waves_line(out, w, "blocks")?;
    writeln!(
        out,
        "  Nsight Systems GPU metrics (equal block durations, blocks spread over SMs before stacking):"
    )?;
    writeln!(
        out,
        "    SM Active                    {}",
        percent(w.sm_active)
    )?;
    writeln!(
        out,
        "    Compute Warps in Flight      {}",
        percent(w.compute_warps_in_flight)
    )?;
    writeln!(
        out,
        "    Unallocated Warps in Flight  {}",
        percent(w.unallocated_warps_in_flight)
    )
}

/// `occ roofline`'s full-occupancy figures on an NVIDIA GPU at a block size: the occupancy reachable, blocks per
/// SM, the most registers and shared memory that keep them, and the threads that fill every SM.
pub fn full_occupancy(gpu: &NvidiaGpu, threads: u32) -> anyhow::Result<serde_json::Value> {
    let figures = full_occupancy_of(&gpu.device.check()?, threads, &SmemConfig::default())?;
    Ok(json!({
        "threads_per_block": threads,
        "reachable_occupancy": figures.reachable,
        "blocks_per_sm": figures.blocks_per_sm,
        "max_registers": figures.max_registers,
        "max_smem_per_block": figures.max_smem_per_block,
        "min_threads_to_fill": figures.min_threads_to_fill,
    }))
}

/// The full-occupancy figures in `say`'s language and words (CUDA's, unless --terms chose others).
pub fn full_occupancy_lines(
    out: &mut String,
    threads: u32,
    figures: &serde_json::Value,
    gpu: &NvidiaGpu,
    say: Say,
) -> std::fmt::Result {
    let number = |key: &str| {
        figures[key]
            .as_u64()
            .map_or("-".to_string(), |n| n.to_string())
    };
    let row = |out: &mut String, label: msg::Msg, value: String| {
        writeln!(out, "  {} {value}", left(&say.say(label), 28))
    };
    writeln!(out, "\n{}", say.say(msg::full_title(&threads.to_string())))?;
    let reachable = figures["reachable_occupancy"].as_f64().unwrap_or(0.0);
    row(out, msg::full_reachable_label(), say.percent(reachable))?;
    row(out, msg::full_blocks_label(), number("blocks_per_sm"))?;
    row(
        out,
        msg::full_nvidia_registers_label(),
        number("max_registers"),
    )?;
    let smem = figures["max_smem_per_block"]
        .as_u64()
        .map_or("-".to_string(), bytes);
    row(out, msg::full_smem_label(), smem)?;
    let fill = thousands(figures["min_threads_to_fill"].as_u64().unwrap_or(0));
    let sms = gpu.device.sm_count.to_string();
    row(
        out,
        msg::full_fill_label(),
        say.say(msg::full_nvidia_fill(&fill, &sms)),
    )
}

/// An NVIDIA preset's own keys in `occ gpus --json`: its compute capability and SMs.
pub fn preset_keys(
    p: &Preset,
    cc: ComputeCapability,
    object: &mut serde_json::Map<String, serde_json::Value>,
) {
    object.insert("cc".into(), cc.to_string().into());
    object.insert("year".into(), p.year.into());
    object.insert("sms".into(), fact_json(&p.compute_units));
}
