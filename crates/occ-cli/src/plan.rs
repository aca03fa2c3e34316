//! `occ plan`: which block size, the register and shared-memory budget of every occupancy level, the next step
//! that gains a block, and how a grid fills the GPU. On an AMD GPU: [`crate::amd::plan`]; on an Intel GPU:
//! [`crate::intel::plan`].

use std::fmt::Write as _;

use anyhow::bail;
use clap::Args;
use occ_core::nvidia::plan::{self, BlockSizeTable, Budget, NextStep, Waves};
use occ_core::nvidia::{occupancy, DynamicSmem, Limiter};
use occ_core::report::{bytes, percent, thousands};
use serde_json::json;

use crate::amd::AmdLaunchArgs;
use crate::calc::LaunchArgs;
use crate::flags::{refuse, typed, Range, Typed};
use crate::intel::IntelLaunchArgs;
use crate::{Chosen, GpuArgs};

#[derive(Args, Debug)]
pub struct PlanArgs {
    #[command(flatten)]
    pub gpu: GpuArgs,
    #[command(flatten)]
    pub launch: LaunchArgs,
    #[command(flatten)]
    pub amd: AmdLaunchArgs,
    #[command(flatten)]
    pub intel: IntelLaunchArgs,
    /// NVIDIA: dynamic shared memory that grows with the block size: bytes per thread, added to --dynamic-smem
    /// (cudaOccMaxPotentialOccupancyBlockSizeVariableSMem).
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub smem_per_thread: Option<Typed>,
    /// The grid, in blocks (work-groups).
    #[arg(long, conflicts_with = "items", value_parser = typed, allow_negative_numbers = true)]
    pub grid: Option<Typed>,
    /// Problem size in work items (the grid is items / (threads × --per-thread)).
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub items: Option<Typed>,
    /// Work items per thread, with --items. Default 1.
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub per_thread: Option<Typed>,
    /// One JSON object instead of the report.
    #[arg(long)]
    pub json: bool,
}

/// The grid --grid gives, or --items and --per-thread at `threads` per block, checked to be 1 to `max` blocks
/// (`launch` says what bounds it, `unit` what a block is called).
fn grid(
    args: &PlanArgs,
    threads: u32,
    max: u64,
    launch: &str,
    unit: &str,
) -> anyhow::Result<Option<u64>> {
    let grid_range = || Range::new(1, max, format!("{unit} in {launch}"));
    if let (Some(_), None) = (&args.per_thread, &args.items) {
        bail!("--per-thread applies with --items (the grid is items / (threads × --per-thread)): give --items N too");
    }
    if let Some(grid) = &args.grid {
        let grid: u64 = grid.count("--grid", grid_range)?;
        if !(1..=max).contains(&grid) {
            return Err(refuse(
                "--grid",
                &grid.to_string(),
                "a count",
                &grid_range(),
            ));
        }
        return Ok(Some(grid));
    }
    let Some(items) = &args.items else {
        return Ok(None);
    };
    let items: u64 = items.count("--items", || Range::new(1, u64::MAX, "work items"))?;
    if items == 0 {
        return Err(refuse(
            "--items",
            "0",
            "a count",
            &Range::new(1, u64::MAX, "work items"),
        ));
    }
    let per_thread_range = || Range::new(1, u64::MAX, "work items per thread");
    let per_thread: u64 = match &args.per_thread {
        Some(typed) => typed.count("--per-thread", per_thread_range)?,
        None => 1,
    };
    // Exact for any counts: a block holding more items than the problem makes a grid of one block.
    let grid = plan::grid_of(items, per_thread, threads).map_err(|_| {
        refuse(
            "--per-thread",
            &per_thread.to_string(),
            "a count",
            &per_thread_range(),
        )
    })?;
    if grid > max {
        bail!(
            "--items {items} at {per_thread} per thread and {threads} per {} is a grid of {grid} {unit}, more than \
             {launch} holds ({max}): give each thread more work (--per-thread)",
            unit.trim_end_matches('s')
        );
    }
    Ok(Some(grid))
}

/// The most work-groups an AMD or Intel grid of `workgroup_size` holds, so that its work-items (the global size)
/// fit in 64 bits.
fn workgroups_max(workgroup_size: u32) -> u64 {
    u64::MAX / u64::from(workgroup_size.max(1))
}

pub fn run(args: &PlanArgs) -> anyhow::Result<()> {
    let items_launch = "a launch of at most 2^64 - 1 work-items";
    let selected = match args.gpu.choose()? {
        Chosen::Nvidia(selected) => selected,
        Chosen::Amd(gpu) => {
            crate::amd::refuse_nvidia_flags(&gpu, &args.launch)?;
            if args.smem_per_thread.is_some() {
                bail!(
                    "--smem-per-thread applies to NVIDIA GPUs only; {} is an AMD GPU",
                    gpu.arch.name
                );
            }
            args.intel.refuse_on_amd(&gpu)?;
            let kernel = args.amd.kernel(&gpu, &args.launch)?;
            let size = kernel.workgroup_size;
            let grid = grid(
                args,
                size,
                workgroups_max(size),
                items_launch,
                "work-groups",
            )?;
            return crate::amd::plan(&gpu, &kernel, grid, args.json);
        }
        Chosen::Intel(gpu) => {
            crate::intel::refuse_other_flags(&gpu, &args.launch, &args.amd)?;
            if args.smem_per_thread.is_some() {
                bail!(
                    "--smem-per-thread applies to NVIDIA GPUs only; {} is an Intel GPU",
                    gpu.arch.name
                );
            }
            let kernel = args.intel.kernel(&gpu, &args.launch)?;
            // The global size in work-items: --global, or the grid's work-groups times their size.
            let size = kernel.workgroup_size;
            let grid = grid(
                args,
                size,
                workgroups_max(size),
                items_launch,
                "work-groups",
            )?;
            let global = match (args.intel.global, grid) {
                (Some(_), Some(_)) => {
                    bail!("give either --global (work-items) or --grid/--items, not both")
                }
                (Some(global), None) => Some(global),
                (None, Some(grid)) => Some(occ_core::intel::global_size_of_grid(&kernel, grid)?),
                (None, None) => None,
            };
            return crate::intel::plan(&gpu, &kernel, global, args.json);
        }
    };
    args.amd.refuse_on_nvidia(&selected)?;
    args.intel.refuse_on_nvidia(&selected)?;
    let gpu = selected.device.check()?;
    let kernel = args.launch.kernel(&gpu, &selected.describe())?;
    let cc = gpu.device().cc;
    // gridDim.y and gridDim.z hold 65,535 each (CC 1.x grids have no z).
    let yz: u64 = if cc.major >= 2 {
        65_535 * 65_535
    } else {
        65_535
    };
    let grid = grid(
        args,
        kernel.threads_per_block,
        gpu.rules().max_grid_x() * yz,
        &format!("gridDim.x × gridDim.y × gridDim.z on CC {cc}"),
        "blocks",
    )?;
    let smem = args.launch.smem();
    let smem_per_thread = match &args.smem_per_thread {
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

    if args.json {
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
            "waves": waves.as_ref().map(waves_json),
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

/// A grid's waves in `occ plan --json`, for either vendor (a block is a work-group, an SM a CU or WGP).
pub fn waves_json(w: &Waves) -> serde_json::Value {
    json!({
        "grid_blocks": w.grid_blocks,
        "blocks_per_wave": w.blocks_per_wave,
        "full_waves": w.full_waves,
        "tail_blocks": w.tail_blocks,
        "tail_utilisation": w.tail_utilisation,
        "waves": w.waves,
        "sm_active": w.sm_active,
        "compute_warps_in_flight": w.compute_warps_in_flight,
        "unallocated_warps_in_flight": w.unallocated_warps_in_flight,
    })
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

/// A grid's waves in one line, for either vendor: `what` names a block ("blocks", "work-groups").
pub fn waves_line(out: &mut String, w: &Waves, what: &str) -> std::fmt::Result {
    writeln!(
        out,
        "  {} {what} = {:.2} waves of {}: {} full, tail of {} {what} ({} of a wave)",
        thousands(w.grid_blocks),
        w.waves,
        thousands(w.blocks_per_wave),
        w.full_waves,
        thousands(w.tail_blocks),
        percent(w.tail_utilisation)
    )
}

fn wave_lines(out: &mut String, w: &Waves) -> std::fmt::Result {
    waves_line(out, w, "blocks")?;
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
