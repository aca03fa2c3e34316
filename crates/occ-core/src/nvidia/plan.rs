//! NVIDIA's launch planning: which block size, how many registers and how much shared memory a kernel can afford for a
//! given occupancy, the "next step" that gains a block, and how a grid fills the GPU in waves (with the GPU-level
//! figures Nsight Systems reports with `--gpu-metrics-devices`).

use std::fmt::Write as _;

use serde_json::json;

use crate::contract::{Figures, Resource};
use crate::error::Error;
use crate::msg::{self, Say};
use crate::nvidia::arch::Rules;
use crate::nvidia::device::{Gpu, SmemConfig};
use crate::nvidia::kernel::Kernel;
use crate::nvidia::launch::{
    best_block_size, block_size_levels, block_size_splits, BlockSizeSuggestion, DynamicSmem,
};
use crate::nvidia::rules::{
    allocated_smem, evaluate, occupancy, smem_preference, to_u32, Limiter, Occupancy,
};
use crate::plan::{
    full_row, grid_stride_lines, heading, limited_by, marks, or_dash, wave_curve_on, waves_json,
    waves_line, waves_on, Level, Planned, Waves,
};
use crate::report::{self, bytes, thousands, written};
use crate::search::{last_above, last_holding};
use crate::vendor::Vendor;

/// Occupancy at one block size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BlockSizeRow {
    pub block_size: u32,
    pub dynamic_smem: u64,
    pub result: Occupancy,
}

/// Every block size from one warp to the kernel's maximum, in warp steps.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockSizeTable {
    /// One row per warp multiple, up to the kernel's maximum or up to [`BlockSizeTable::left_out`].
    pub rows: Vec<BlockSizeRow>,
    /// The highest occupancy any block size reaches (the sizes left out included).
    pub best_occupancy: f64,
    /// The block sizes that reach it (the sizes left out included).
    pub best: Vec<u32>,
    /// What `cudaOccMaxPotentialOccupancyBlockSize` picks (the largest block with the most resident threads).
    pub header_pick: BlockSizeSuggestion,
    /// The warp multiples past the last row, when the table stops before the kernel's maximum.
    pub left_out: Option<LeftOut>,
}

/// Most rows of a [`BlockSizeTable`]: a GPU's has 32 to 64 (1,024 threads in warps of 32 or 16); only a device
/// with thousands of warps per SM has more sizes that can be resident.
pub const MAX_TABLE_ROWS: u64 = 1024;

/// Block sizes a [`BlockSizeTable`] leaves out: the warp multiples `from..=to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeftOut {
    pub from: u32,
    pub to: u32,
    /// Whether every size left out fits no block (it holds more warps than an SM), rather than being past
    /// [`MAX_TABLE_ROWS`] rows.
    pub none_fit: bool,
}

impl LeftOut {
    /// Which sizes are left out and why, in `say`'s language and words.
    pub fn say(&self, say: &Say) -> String {
        let (from, to) = (thousands(self.from.into()), thousands(self.to.into()));
        let rows = MAX_TABLE_ROWS.to_string();
        say.say(if self.none_fit {
            msg::plan_left_out_none_fit(&from, &to)
        } else {
            msg::plan_left_out_rows(&from, &to, &rows)
        })
    }
}

/// Occupancy for every block size (warp multiples up to the kernel's maximum), with dynamic shared memory that
/// may grow with the block size. Sizes with more warps than an SM holds fit no block and are left out, as are
/// those past [`MAX_TABLE_ROWS`] rows ([`BlockSizeTable::left_out`] says which); the best sizes are still
/// those of every size.
pub fn block_size_table(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
) -> Result<BlockSizeTable, Error> {
    block_size_table_within(gpu, kernel, smem, dynamic, MAX_TABLE_ROWS)
}

/// [`block_size_table`] with at most `max_rows` rows.
fn block_size_table_within(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
    max_rows: u64,
) -> Result<BlockSizeTable, Error> {
    let header_pick = best_block_size(gpu, kernel, smem, dynamic)?;
    let device = gpu.device();
    let limit = device
        .max_threads_per_block
        .min(kernel.resolved_max_threads(gpu));
    let step = u64::from(device.warp_size);
    let size = |warps: u64| to_u32(warps * step);
    let sizes = u64::from(limit) / step;
    let resident = sizes.min(u64::from(gpu.max_warps_per_sm()));
    let shown = resident.min(max_rows);
    let rows: Vec<BlockSizeRow> = (1..=shown)
        .map(|warps| block_size_row(gpu, kernel, smem, dynamic, size(warps)))
        .collect();
    let left_out = (shown < sizes).then(|| LeftOut {
        from: size(shown + 1),
        to: size(sizes),
        none_fit: shown == resident,
    });
    let (best_warps, best) = if shown == resident {
        let best_warps = rows
            .iter()
            .map(|r| r.result.active_warps_per_sm)
            .max()
            .unwrap_or(0);
        let best = rows
            .iter()
            .filter(|r| best_warps > 0 && r.result.active_warps_per_sm == best_warps)
            .map(|r| r.block_size)
            .collect();
        (best_warps, best)
    } else {
        best_sizes(gpu, kernel, smem, dynamic, resident)
    };
    Ok(BlockSizeTable {
        best_occupancy: f64::from(best_warps) / f64::from(gpu.max_warps_per_sm()),
        rows,
        best,
        header_pick,
        left_out,
    })
}

/// The most resident warps over the warp multiples of `1..=most_warps` warps per block, and the sizes that reach
/// it, without evaluating every size: the most is at the largest size of some resident-block count, and a size
/// reaching it with `b` blocks has `most / b` warps.
fn best_sizes(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
    most_warps: u64,
) -> (u32, Vec<u32>) {
    let step = u64::from(gpu.device().warp_size);
    let blocks_at = |warps: u64| {
        block_size_row(gpu, kernel, smem, dynamic, to_u32(warps * step))
            .result
            .active_blocks_per_sm
    };
    let splits = block_size_splits(gpu, kernel, smem, dynamic, most_warps);
    let levels = block_size_levels(most_warps, &splits, blocks_at);
    let best_warps = levels
        .iter()
        .map(|(warps, blocks)| warps * u64::from(*blocks))
        .max()
        .unwrap_or(0);
    let mut best: Vec<u32> = Vec::new();
    if best_warps > 0 {
        let mut blocks: Vec<u32> = levels.iter().map(|(_, b)| *b).filter(|b| *b > 0).collect();
        blocks.sort_unstable();
        blocks.dedup();
        for b in blocks {
            let warps = best_warps / u64::from(b);
            if best_warps % u64::from(b) == 0 && warps <= most_warps && blocks_at(warps) == b {
                best.push(to_u32(warps * step));
            }
        }
        best.sort_unstable();
    }
    (to_u32(best_warps), best)
}

/// Occupancy at one block size (any size, not only a warp multiple), with the dynamic shared memory `dynamic`
/// gives that size.
pub fn block_size_row(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
    block_size: u32,
) -> BlockSizeRow {
    let probe = Kernel {
        threads_per_block: block_size,
        ..*kernel
    };
    let bytes = dynamic.bytes(block_size);
    BlockSizeRow {
        block_size,
        dynamic_smem: bytes,
        result: evaluate(gpu, &probe, smem, bytes),
    }
}

/// What a kernel may use to keep `blocks` blocks resident at its current block size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub blocks_per_sm: u32,
    pub occupancy: f64,
    /// The most registers per thread that still allow `blocks` blocks (`-maxrregcount`); `None` if none does.
    pub max_registers: Option<u32>,
    /// The most shared memory per block (static + dynamic, bytes) that still allows `blocks` blocks.
    pub max_smem_per_block: Option<u64>,
}

impl Budget {
    /// The `__launch_bounds__` that asks the compiler for this many resident blocks.
    pub fn launch_bounds(&self, threads: u32) -> String {
        format!("__launch_bounds__({threads}, {})", self.blocks_per_sm)
    }

    /// The nvcc flag that caps registers at this budget.
    pub fn maxrregcount(&self) -> Option<String> {
        self.max_registers
            .map(|regs| format!("-maxrregcount={regs}"))
    }
}

fn blocks_with(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig) -> u32 {
    evaluate(gpu, kernel, smem, u64::from(kernel.dynamic_smem)).active_blocks_per_sm
}

/// The largest register count (0–255) with at least `blocks` resident blocks.
fn max_registers_for(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig, blocks: u32) -> Option<u32> {
    let mut probe = *kernel;
    let ceiling = gpu.rules().max_regs_per_thread().min(255);
    // Every limiter is non-increasing in the resource it counts.
    last_holding(0, u64::from(ceiling), |regs| {
        probe.regs_per_thread = regs as u32;
        blocks_with(gpu, &probe, smem) >= blocks
    })
    .map(|regs| regs as u32)
}

/// The largest static + dynamic shared memory per block with at least `blocks` resident blocks: a whole number of
/// allocation units minus the driver's reservation. The kernel's static part counts as dynamic here.
fn max_smem_for(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig, blocks: u32) -> Option<u64> {
    let device = gpu.device();
    let granule = u64::from(gpu.rules().smem_granularity());
    let reserved = u64::from(device.reserved_smem_per_block);
    let ceiling = u64::from(device.smem_per_block_optin.max(device.smem_per_block))
        .max(u64::from(device.smem_per_sm));
    let mut probe = *kernel;
    probe.static_smem = 0;
    probe.max_dynamic_smem = None;
    let mut fits = |total: u64| -> bool {
        let Ok(dynamic) = u32::try_from(total) else {
            return false;
        };
        probe.dynamic_smem = dynamic;
        // A budget above the default per-block limit needs the opt-in, as a real kernel would.
        probe.opt_in = kernel.opt_in || total > u64::from(device.smem_per_block);
        blocks_with(gpu, &probe, smem) >= blocks
    };
    if !fits(0) {
        return None;
    }
    let units = (ceiling + reserved) / granule;
    let best = last_holding(0, units, |unit| {
        fits((unit * granule).saturating_sub(reserved))
    })?;
    Some((best * granule).saturating_sub(reserved))
}

/// For every occupancy level reachable at the kernel's block size (1 block up to what warps, block slots and
/// barriers allow), the largest registers and shared memory that still reach it.
pub fn budgets(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig) -> Result<Vec<Budget>, Error> {
    kernel.check()?;
    smem.check()?;
    let mut lean = *kernel;
    lean.regs_per_thread = 0;
    lean.static_smem = 0;
    lean.dynamic_smem = 0;
    let ceiling = evaluate(gpu, &lean, smem, 0);
    let warps_per_block = ceiling.warps_per_block;
    Ok((1..=ceiling.active_blocks_per_sm)
        .map(|blocks| Budget {
            blocks_per_sm: blocks,
            occupancy: f64::from(blocks * warps_per_block) / f64::from(gpu.max_warps_per_sm()),
            max_registers: max_registers_for(gpu, kernel, smem, blocks),
            max_smem_per_block: max_smem_for(gpu, kernel, smem, blocks),
        })
        .collect())
}

/// How much less of one resource raises the occupancy ([`Level::raised_to`]): at the kernel's block size, one more
/// resident block; or, where warps or block slots bind ([`NextStep::resizes`]), the nearest block size that raises
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextStep {
    pub limiter: Limiter,
    /// The current amount (registers per thread, bytes of shared memory per block, barriers, virtual resources).
    pub current: u64,
    /// The largest amount that gains at least one block.
    pub target: u64,
    pub blocks_now: u32,
    pub blocks_then: u32,
    /// Active warps over the SM's warps, now and after the step (always higher).
    pub occupancy_now: Level,
    pub occupancy_then: Level,
}

impl NextStep {
    /// Whether the step changes the block size (warps or block slots bind, which no resource relieves): `current`
    /// and `target` are threads per block, and the blocks per SM before and after count blocks of different sizes.
    pub fn resizes(&self) -> bool {
        matches!(self.limiter, Limiter::Warps | Limiter::Blocks)
    }

    /// The step's amounts for a sentence, as the CLI and the page write them: from what, to what (`("51", "48")`
    /// registers; shared memory in bytes with KiB; threads per block where the step resizes the block).
    pub fn change(&self) -> (String, String) {
        match self.limiter {
            Limiter::Warps | Limiter::Blocks => (thousands(self.current), thousands(self.target)),
            Limiter::SharedMemory => (
                crate::report::bytes(self.current),
                crate::report::bytes(self.target),
            ),
            _ => (self.current.to_string(), self.target.to_string()),
        }
    }
}

impl NextStep {
    /// What the step lowers, in `say`'s language and words ("Registers per thread").
    pub fn what(&self, say: &Say) -> String {
        say.say(match self.limiter {
            Limiter::SharedMemory => msg::plan_step_smem(),
            Limiter::Registers => msg::plan_step_registers(),
            Limiter::Barriers => msg::plan_step_barriers(),
            Limiter::VirtualResources => msg::plan_step_virtual_resources(),
            Limiter::Warps | Limiter::Blocks => msg::plan_col_size(),
        })
    }

    /// The step in a sentence, in `say`'s language and words: "Registers per thread: 51 → 48 gives 5 blocks per SM
    /// instead of 4"; a block size in occupancy, "Block size: 768 → 512 gives 100.00 % occupancy instead of
    /// 75.00 %".
    pub fn sentence(&self, say: &Say) -> String {
        let (current, target) = self.change();
        let what = self.what(say);
        if self.resizes() {
            let (then, now) = (
                say.percent(self.occupancy_then.fraction()),
                say.percent(self.occupancy_now.fraction()),
            );
            return say.say(msg::plan_step_size(&what, &current, &target, &then, &now));
        }
        let (then, now) = (self.blocks_then.to_string(), self.blocks_now.to_string());
        say.say(msg::plan_step(&what, &current, &target, &then, &now))
    }
}

/// For each resource the kernel uses: the largest reduction target that gains a block. Resources whose reduction
/// cannot gain a block (because another limiter binds) are left out.
///
/// The work does not grow with the amounts: registers, barriers and virtual resources are tried one by one only
/// up to what the architecture allows (more fits no block), and shared memory, whose range the device sets, by
/// binary search (fewer bytes never fit fewer blocks, except across Kepler's L1 preference, where the search
/// splits).
pub fn next_steps(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig) -> Result<Vec<NextStep>, Error> {
    kernel.check()?;
    smem.check()?;
    let result = evaluate(gpu, kernel, smem, u64::from(kernel.dynamic_smem));
    let now = result.active_blocks_per_sm;
    let level = |blocks: u32| Level {
        resident: blocks * result.warps_per_block,
        slots: result.max_warps_per_sm,
    };
    let mut steps = Vec::new();
    let step = |limiter: Limiter, current: u64, found: Option<(u64, u32)>| {
        found
            .filter(|(_, then)| level(now).raised_to(level(*then)))
            .map(|(target, then)| NextStep {
                limiter,
                current,
                target,
                blocks_now: now,
                blocks_then: then,
                occupancy_now: level(now),
                occupancy_then: level(then),
            })
    };
    // The first amount below `current`, counting down from the largest that can fit a block, that gains one.
    let walk_down = |current: u64, most: u64, apply: &dyn Fn(&mut Kernel, u32)| {
        let mut probe = *kernel;
        (0..current.min(most.saturating_add(1)))
            .rev()
            .find_map(|amount| {
                apply(&mut probe, amount as u32);
                let then = blocks_with(gpu, &probe, smem);
                (then > now).then_some((amount, then))
            })
    };
    let rules = gpu.rules();
    let regs = u64::from(kernel.regs_per_thread);
    let max_regs = u64::from(rules.max_regs_per_thread());
    steps.extend(step(
        Limiter::Registers,
        regs,
        walk_down(regs, max_regs, &|k, v| k.regs_per_thread = v),
    ));
    steps.extend(step(
        Limiter::SharedMemory,
        u64::from(kernel.static_smem) + u64::from(kernel.dynamic_smem),
        smem_step(gpu, kernel, smem, now),
    ));
    if let Rules::Header(arch) = rules {
        if rules.has_barrier_limit() {
            let barriers = u64::from(kernel.barriers);
            let available = u64::from(arch.barrier_multiplier) * u64::from(arch.max_blocks_per_sm);
            steps.extend(step(
                Limiter::Barriers,
                barriers,
                walk_down(barriers, available, &|k, v| k.barriers = v),
            ));
        }
    }
    if kernel.virtual_resources > 0 {
        let used = u64::from(kernel.virtual_resources);
        let available = u64::from(rules.virtual_resources_per_sm());
        steps.extend(step(
            Limiter::VirtualResources,
            used,
            walk_down(used, available, &|k, v| k.virtual_resources = v),
        ));
    }
    // Warps and block slots count whole blocks, which no resource changes: another block size can fill the warps
    // they leave empty. The nearest size of the block-size table (warp multiples up to the kernel's maximum) that
    // raises the occupancy, the smaller of two as near.
    if let Some(limiter) = [Limiter::Warps, Limiter::Blocks]
        .into_iter()
        .find(|l| result.is_limited_by(*l))
    {
        let dynamic = DynamicSmem::Fixed(kernel.dynamic_smem.into());
        let table = block_size_table(gpu, kernel, smem, dynamic)?;
        let level_of = |o: &Occupancy| Level {
            resident: o.active_warps_per_sm,
            slots: o.max_warps_per_sm,
        };
        let current = kernel.threads_per_block;
        let nearest = table
            .rows
            .iter()
            .filter(|row| level_of(&result).raised_to(level_of(&row.result)))
            .min_by_key(|row| (row.block_size.abs_diff(current), row.block_size));
        steps.extend(nearest.map(|row| NextStep {
            limiter,
            current: current.into(),
            target: row.block_size.into(),
            blocks_now: now,
            blocks_then: row.result.active_blocks_per_sm,
            occupancy_now: level_of(&result),
            occupancy_then: level_of(&row.result),
        }));
    }
    Ok(steps)
}

/// The largest whole number of allocation units of shared memory below the kernel's total (dynamic trimmed first,
/// then static: the total is what counts) that fits more than `now` blocks, and how many.
fn smem_step(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig, now: u32) -> Option<(u64, u32)> {
    let static_smem = u64::from(kernel.static_smem);
    let total = static_smem + u64::from(kernel.dynamic_smem);
    let granule = u64::from(gpu.rules().smem_granularity());
    let units = total.div_ceil(granule);
    if units == 0 {
        return None;
    }
    let mut probe = *kernel;
    let mut blocks_at = |units: u64| {
        let amount = units * granule;
        probe.static_smem = amount.min(static_smem) as u32;
        probe.dynamic_smem = amount.saturating_sub(static_smem) as u32;
        blocks_with(gpu, &probe, smem)
    };
    // On Kepler a block within the L1 preference's share gets that share, a larger one the SM's whole shared
    // memory: the count may rise where a block passes the share.
    let mut splits = Vec::new();
    if let Rules::Header(arch) = gpu.rules() {
        if arch.cc.major == 3 {
            let preference = smem_preference(gpu, arch, smem);
            let mut bare = *kernel;
            bare.static_smem = 0;
            splits.extend(last_holding(0, units - 1, |units| {
                allocated_smem(gpu, arch, &bare, units * granule) <= preference
            }));
        }
    }
    last_above(0, units - 1, &splits, now, &mut blocks_at)
        .map(|(units, then)| (units * granule, then))
}

/// Blocks resident on the whole GPU at once, blocks per SM × SMs: one full wave, and the BlockNum of a
/// grid-stride loop (as CUDA tuning guides call it) (every SM full once, each thread looping over the rest of the work).
pub fn grid_stride_blocks(gpu: &Gpu, result: &Occupancy) -> u64 {
    u64::from(result.active_blocks_per_sm) * u64::from(gpu.device().sm_count)
}

/// The waves of a grid of `grid_blocks` blocks, each with the occupancy `result`, on `gpu`: exact for every grid
/// up to `u64::MAX`. `None` when no block fits or the grid is empty ([`check_grid`](crate::plan::check_grid) names an empty grid as an
/// input error).
pub fn waves(gpu: &Gpu, result: &Occupancy, grid_blocks: u64) -> Option<Waves> {
    waves_on(
        u64::from(gpu.device().sm_count),
        u64::from(result.active_blocks_per_sm),
        u64::from(result.warps_per_block),
        u64::from(result.max_warps_per_sm),
        grid_blocks,
    )
}

/// The waves of the grid sizes in `from..=to` (from at least 1) at which one of the figures changes slope, both
/// ends included. Between two neighbours every figure is linear in the grid size (within a round the active SMs
/// grow one per block until every SM has a block, then stay; the warps grow one block at a time), so the points
/// joined by straight lines are the exact curves: at most three points per wave, however large the grid.
pub fn wave_curve(gpu: &Gpu, result: &Occupancy, from: u64, to: u64) -> Vec<Waves> {
    wave_curve_on(
        u64::from(gpu.device().sm_count),
        u64::from(result.active_blocks_per_sm),
        u64::from(result.warps_per_block),
        u64::from(result.max_warps_per_sm),
        from,
        to,
    )
}

/// Why a grid of `blocks` blocks cannot be launched as one dimension on `gpu` (more than `gridDim.x` holds), in
/// `say`'s language and words, or `None`.
pub fn grid_too_big(gpu: &Gpu, blocks: u64, say: &Say) -> Option<String> {
    let max = gpu.rules().max_grid_x();
    (blocks > max).then(|| say.say(msg::plan_grid_too_big(&thousands(blocks), &thousands(max))))
}

/// `occ plan`'s report of a launch on an NVIDIA GPU and its JSON form: the block-size table, the register and
/// shared-memory budgets of every occupancy level, the next step that gains a block, and the grid's waves with
/// Nsight Systems' GPU metrics (`grid`: blocks, when given; `smem_per_thread`: dynamic shared memory that grows
/// with the block size, in bytes per thread on top of the kernel's). The report is in `say`'s language and words,
/// the JSON the same in every one.
pub fn planned(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    grid: Option<u64>,
    smem_per_thread: u32,
    say: Say,
) -> Result<Planned, Error> {
    let say = &say.about(Vendor::Nvidia);
    let dynamic = match smem_per_thread {
        0 => DynamicSmem::Fixed(kernel.dynamic_smem.into()),
        per_thread => DynamicSmem::PerThread {
            per_thread: per_thread.into(),
            base: kernel.dynamic_smem.into(),
        },
    };
    let table = block_size_table(gpu, kernel, smem, dynamic)?;
    let budgets = budgets(gpu, kernel, smem)?;
    let steps = next_steps(gpu, kernel, smem)?;
    let result = occupancy(gpu, kernel, smem)?;
    let waves = grid.and_then(|g| waves(gpu, &result, g));
    let stride = u64::from(result.active_blocks_per_sm) * u64::from(gpu.device().sm_count);

    let json = json!({
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
            "occupancy_now": s.occupancy_now.fraction(),
            "occupancy_then": s.occupancy_then.fraction(),
        })).collect::<Vec<_>>(),
        "grid_stride_blocks": stride,
        "max_grid_x": gpu.rules().max_grid_x(),
        "grid_too_big": grid.and_then(|g| grid_too_big(gpu, g, &Say::english(Vendor::Nvidia))),
        "waves": waves.as_ref().map(waves_json),
    });
    let text = written(|out| {
        block_sizes(out, say, &table, kernel.threads_per_block)?;
        budget_table(
            out,
            say,
            &budgets,
            kernel.threads_per_block,
            kernel.regs_per_thread,
        )?;
        next_step_lines(out, say, &steps, &result)?;
        let sm = say.say(msg::plan_unit());
        grid_stride_lines(
            out,
            say,
            &thousands(stride),
            &result.active_blocks_per_sm.to_string(),
            &gpu.device().sm_count.to_string(),
            (&sm, &say.say(msg::plan_units())),
        )?;
        if let Some(why) = grid.and_then(|g| grid_too_big(gpu, g, say)) {
            writeln!(out, "  {}", say.say(msg::plan_warning(&why)))?;
        }
        match waves {
            Some(w) => wave_lines(out, say, &w)?,
            None if grid.is_some() => writeln!(out, "  {}", say.say(msg::plan_no_fit()))?,
            None => writeln!(out, "  {}", say.say(msg::plan_nvidia_no_grid()))?,
        }
        Ok(())
    });
    Ok(Planned { text, json })
}

fn block_sizes(
    out: &mut String,
    say: &Say,
    table: &BlockSizeTable,
    current: u32,
) -> std::fmt::Result {
    let sm = say.say(msg::plan_unit());
    let (head, shift) = heading(&[
        (say.say(msg::plan_col_size()), 16),
        (say.say(msg::plan_col_blocks_per(&sm)), 11),
        (say.say(msg::plan_col_warps_per(&sm)), 10),
        (say.say(msg::plan_col_occupancy()), 11),
        (say.say(msg::plan_col_limited_by()), 0),
    ]);
    writeln!(out, "{head}")?;
    for row in &table.rows {
        let r = &row.result;
        let mut marks = marks(say, table.best.contains(&row.block_size), false);
        if table.header_pick.block_size == row.block_size {
            marks.push_str(" (cudaOccMaxPotentialOccupancyBlockSize)");
        }
        if row.block_size == current {
            marks.push_str(&crate::plan::marks(say, false, true));
        }
        writeln!(
            out,
            "  {:>6}        {}{:>5}     {}{:>5}    {}{:>8}  {}{}{marks}",
            row.block_size,
            shift[0],
            r.active_blocks_per_sm,
            shift[1],
            r.active_warps_per_sm,
            shift[2],
            say.percent(r.occupancy()),
            shift[3],
            limited_by(say, r.limiters().map(Limiter::listed)),
        )?;
    }
    if let Some(left_out) = &table.left_out {
        writeln!(out, "  ({})", left_out.say(say))?;
    }
    let best = table
        .best
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    writeln!(
        out,
        "  {}",
        say.say(msg::plan_best(
            &say.percent(table.best_occupancy),
            &best,
            &table.header_pick.block_size.to_string(),
            &thousands(table.header_pick.min_grid_size),
        ))
    )
}

fn budget_table(
    out: &mut String,
    say: &Say,
    budgets: &[Budget],
    threads: u32,
    regs: u32,
) -> std::fmt::Result {
    writeln!(
        out,
        "\n{}",
        say.say(msg::plan_budgets_title(
            &threads.to_string(),
            &regs.to_string()
        ))
    )?;
    let (head, shift) = heading(&[
        (say.say(msg::plan_col_occupancy()), 11),
        (
            say.say(msg::plan_col_blocks_per(&say.say(msg::plan_unit()))),
            11,
        ),
        (say.say(msg::plan_budget_col_registers()), 15),
        (say.say(msg::plan_budget_col_smem()), 29),
        (say.say(msg::plan_budget_col_ask()), 0),
    ]);
    writeln!(out, "  {head}")?;
    for b in budgets {
        writeln!(
            out,
            "  {:>8}   {}{:>6}     {}{:>9}      {}{:<26} {}{} {}",
            say.percent(b.occupancy),
            shift[0],
            b.blocks_per_sm,
            shift[1],
            b.max_registers.map_or("-".to_string(), |r| r.to_string()),
            shift[2],
            b.max_smem_per_block.map_or("-".to_string(), bytes),
            shift[3],
            b.launch_bounds(threads),
            b.maxrregcount().unwrap_or_default()
        )?;
    }
    Ok(())
}

/// Why a launch has no next step: its blocks fill the SM's warps, or the limits that bind (at the kernel's block
/// size, none of the resources a step lowers).
pub fn no_step_line(result: &Occupancy, say: &Say) -> String {
    report::no_step(
        say,
        result.active_warps_per_sm >= result.max_warps_per_sm,
        msg::plan_next_none_needed(),
        result.limiters().map(|l| say.say(l.label())),
    )
}

fn next_step_lines(
    out: &mut String,
    say: &Say,
    steps: &[NextStep],
    result: &Occupancy,
) -> std::fmt::Result {
    writeln!(out, "\n{}", say.say(msg::report_next_title()))?;
    if steps.is_empty() {
        writeln!(out, "  {}", no_step_line(result, say))?;
    }
    for s in steps {
        writeln!(out, "  {}", s.sentence(say))?;
    }
    Ok(())
}

fn wave_lines(out: &mut String, say: &Say, w: &Waves) -> std::fmt::Result {
    waves_line(out, say, w)?;
    writeln!(out, "  {}", say.say(msg::plan_nsight_title()))?;
    // Nsight Systems' metric names, as its report writes them.
    writeln!(
        out,
        "    SM Active                    {}",
        say.percent(w.sm_active)
    )?;
    writeln!(
        out,
        "    Compute Warps in Flight      {}",
        say.percent(w.compute_warps_in_flight)
    )?;
    writeln!(
        out,
        "    Unallocated Warps in Flight  {}",
        say.percent(w.unallocated_warps_in_flight)
    )
}

/// The SYCL occupancy guide's figures (wg_max, r_max, wi_min) for a GPU and block size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FullOccupancy {
    /// The highest occupancy this block size can reach (1.0 unless warps or block slots prevent it).
    pub reachable: f64,
    /// Blocks per SM at that occupancy (the occupancy guide's wg_max).
    pub blocks_per_sm: u32,
    /// Most registers per thread that still reach it (r_max).
    pub max_registers: Option<u32>,
    /// Most shared memory per block that still reaches it.
    pub max_smem_per_block: Option<u64>,
    /// Threads that fill every SM: max threads per SM × SMs (wi_min).
    pub min_threads_to_fill: u64,
}

/// The figures of `threads_per_block` on `gpu`, the kernel's registers and shared memory set aside.
pub fn full_occupancy(
    gpu: &Gpu,
    threads_per_block: u32,
    smem: &SmemConfig,
) -> Result<FullOccupancy, Error> {
    let kernel = Kernel::new(threads_per_block, 0);
    let levels = budgets(gpu, &kernel, smem)?;
    let top = levels.last();
    let device = gpu.device();
    Ok(FullOccupancy {
        reachable: top.map_or(0.0, |b| b.occupancy),
        blocks_per_sm: top.map_or(0, |b| b.blocks_per_sm),
        max_registers: top.and_then(|b| b.max_registers),
        max_smem_per_block: top.and_then(|b| b.max_smem_per_block),
        min_threads_to_fill: u64::from(device.max_threads_per_sm) * u64::from(device.sm_count),
    })
}

/// The full-occupancy figures of a block size on a GPU of `sms` SMs, as `occ roofline` says them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Full {
    pub threads: u32,
    pub sms: u32,
    pub figures: FullOccupancy,
}

impl Figures for Full {
    fn to_json(&self) -> serde_json::Value {
        let f = &self.figures;
        json!({
            "threads_per_block": self.threads,
            "reachable_occupancy": f.reachable,
            "blocks_per_sm": f.blocks_per_sm,
            "max_registers": f.max_registers,
            "max_smem_per_block": f.max_smem_per_block,
            "min_threads_to_fill": f.min_threads_to_fill,
        })
    }

    fn write(&self, out: &mut String, say: Say, width: fn(&str) -> usize) -> std::fmt::Result {
        let f = &self.figures;
        let row = full_row(say, width);
        writeln!(
            out,
            "\n{}",
            say.say(msg::full_title(&self.threads.to_string()))
        )?;
        row(out, msg::full_reachable_label(), say.percent(f.reachable))?;
        row(out, msg::full_blocks_label(), f.blocks_per_sm.to_string())?;
        row(
            out,
            msg::full_nvidia_registers_label(),
            or_dash(f.max_registers.map(|n| n.to_string())),
        )?;
        row(
            out,
            msg::full_smem_label(),
            or_dash(f.max_smem_per_block.map(bytes)),
        )?;
        let fill = thousands(f.min_threads_to_fill);
        row(
            out,
            msg::full_fill_label(),
            say.say(msg::full_nvidia_fill(&fill, &self.sms.to_string())),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nvidia::device::CacheConfig;
    use crate::nvidia::kernel::PartitionedGc;
    use crate::nvidia::{arch_defaults, occupancy, ComputeCapability, Device};
    use crate::plan::grid_for;

    #[test]
    fn grids_past_grid_dim_x_are_named() {
        let fermi = gpu(2, 0, 16);
        assert_eq!(
            grid_too_big(&fermi, 65_535, &Say::english(Vendor::Nvidia)),
            None
        );
        let why = grid_too_big(&fermi, 65_536, &Say::english(Vendor::Nvidia)).unwrap();
        assert!(why.starts_with("65,536 blocks is more than"), "{why}");
        assert!(why.contains("65,535 in gridDim.x"), "{why}");
        assert_eq!(
            grid_too_big(&gpu(9, 0, 132), 65_536, &Say::english(Vendor::Nvidia)),
            None
        );
        assert!(grid_too_big(&gpu(9, 0, 132), 1 << 31, &Say::english(Vendor::Nvidia)).is_some());
    }

    fn gpu(major: u32, minor: u32, sms: u32) -> Gpu {
        let mut device = arch_defaults(ComputeCapability::new(major, minor))
            .unwrap()
            .device;
        device.sm_count = sms;
        device.check().unwrap()
    }

    fn blocks(gpu: &Gpu, kernel: &Kernel) -> u32 {
        occupancy(gpu, kernel, &SmemConfig::default())
            .unwrap()
            .active_blocks_per_sm
    }

    #[test]
    fn guide_a100_small_grid_metrics() {
        // 108 SMs × 64 warps, grid of 46 blocks × 256 threads: SM Active 42.6 %, Compute 5.3 %, Unallocated 37.3 %.
        let a100 = gpu(8, 0, 108);
        let result = occupancy(&a100, &Kernel::new(256, 32), &SmemConfig::default()).unwrap();
        let w = waves(&a100, &result, 46).unwrap();
        assert_eq!((w.full_waves, w.tail_blocks), (0, 46));
        assert_eq!(format!("{:.1}", w.sm_active * 100.0), "42.6");
        assert_eq!(format!("{:.1}", w.compute_warps_in_flight * 100.0), "5.3");
        assert_eq!(
            format!("{:.1}", w.unallocated_warps_in_flight * 100.0),
            "37.3"
        );
    }

    #[test]
    fn guide_blocknum_is_blocks_per_sm_times_sms() {
        // GTX 1080 (20 SMs), 39 registers, 512 threads: 3 blocks per SM → BlockNum 60.
        let pascal = gpu(6, 1, 20);
        let kernel = Kernel::new(512, 39);
        let result = occupancy(&pascal, &kernel, &SmemConfig::default()).unwrap();
        let w = waves(&pascal, &result, 1000).unwrap();
        assert_eq!(w.blocks_per_wave, 60);
        assert_eq!(grid_stride_blocks(&pascal, &result), 60);
        assert_eq!((w.full_waves, w.tail_blocks), (16, 40));
        assert!((w.tail_utilisation - 40.0 / 60.0).abs() < 1e-12);
        assert_eq!(waves(&pascal, &result, 120).unwrap().tail_utilisation, 1.0);
        assert_eq!(grid_for(1 << 20, 4, 512), Some(512));
        assert_eq!(grid_for(10, 0, 512), None);
    }

    #[test]
    fn full_grid_keeps_every_sm_active() {
        let h100 = gpu(9, 0, 132);
        let result = occupancy(&h100, &Kernel::new(256, 32), &SmemConfig::default()).unwrap();
        let w = waves(&h100, &result, 132 * 8 * 3).unwrap();
        assert_eq!(w.sm_active, 1.0);
        assert!((w.compute_warps_in_flight - 1.0).abs() < 1e-12);
    }

    #[test]
    fn wave_curve_joined_by_lines_is_exact() {
        let linear = |a: &Waves, b: &Waves, g: u64, pick: fn(&Waves) -> f64| {
            let t = (g - a.grid_blocks) as f64 / (b.grid_blocks - a.grid_blocks) as f64;
            pick(a) + t * (pick(b) - pick(a))
        };
        let figures: [fn(&Waves) -> f64; 3] = [
            |w| w.sm_active,
            |w| w.compute_warps_in_flight,
            |w| w.unallocated_warps_in_flight,
        ];
        // Several blocks per SM (a flat part after the spread) and one per SM (none).
        for (sms, threads, regs) in [(108, 256, 32), (7, 1024, 64), (5, 32, 16)] {
            let g = gpu(8, 0, sms);
            let result =
                occupancy(&g, &Kernel::new(threads, regs), &SmemConfig::default()).unwrap();
            let per_wave = u64::from(result.active_blocks_per_sm) * u64::from(sms);
            for (from, to) in [(1, 3 * per_wave + 17), (per_wave + 5, 4 * per_wave)] {
                let curve = wave_curve(&g, &result, from, to);
                assert_eq!(curve.first().unwrap().grid_blocks, from);
                assert_eq!(curve.last().unwrap().grid_blocks, to);
                assert!(curve.len() <= 3 * (to / per_wave + 1) as usize + 2);
                for pair in curve.windows(2) {
                    for size in pair[0].grid_blocks..=pair[1].grid_blocks {
                        let exact = waves(&g, &result, size).unwrap();
                        for pick in figures {
                            let drawn = linear(&pair[0], &pair[1], size, pick);
                            assert!(
                                (drawn - pick(&exact)).abs() < 1e-9,
                                "{sms} SMs, grid {size}"
                            );
                        }
                    }
                }
            }
        }
        let none = occupancy(
            &gpu(8, 0, 1),
            &Kernel::new(1024, 255),
            &SmemConfig::default(),
        )
        .unwrap();
        assert!(wave_curve(&gpu(8, 0, 1), &none, 1, 10).is_empty());
    }

    #[test]
    fn block_size_row_takes_any_size() {
        let ada = gpu(8, 9, 1);
        let growing = DynamicSmem::PerThread {
            per_thread: 8,
            base: 100,
        };
        let row = block_size_row(
            &ada,
            &Kernel::new(32, 51),
            &SmemConfig::default(),
            growing,
            100,
        );
        assert_eq!(row.dynamic_smem, 900);
        let direct = Kernel {
            dynamic_smem: 900,
            ..Kernel::new(100, 51)
        };
        assert_eq!(
            row.result,
            occupancy(&ada, &direct, &SmemConfig::default()).unwrap()
        );
    }

    #[test]
    fn every_budget_reaches_its_level_and_one_more_does_not() {
        for (major, minor) in [(8, 9), (9, 0), (7, 5), (6, 0), (8, 0), (12, 0)] {
            let g = gpu(major, minor, 1);
            for threads in [64, 128, 256, 384] {
                let kernel = Kernel::new(threads, 40);
                for budget in budgets(&g, &kernel, &SmemConfig::default()).unwrap() {
                    let want = budget.blocks_per_sm;
                    if let Some(regs) = budget.max_registers {
                        let at = Kernel {
                            regs_per_thread: regs,
                            ..kernel
                        };
                        assert!(
                            blocks(&g, &at) >= want,
                            "{major}.{minor} {threads} regs {regs}"
                        );
                        if regs < 255 {
                            let over = Kernel {
                                regs_per_thread: regs + 1,
                                ..kernel
                            };
                            assert!(
                                blocks(&g, &over) < want,
                                "{major}.{minor} {threads} regs {regs}+1"
                            );
                        }
                    }
                    if let Some(bytes) = budget.max_smem_per_block {
                        let device = g.device();
                        let at = Kernel {
                            dynamic_smem: bytes as u32,
                            opt_in: bytes > u64::from(device.smem_per_block),
                            ..kernel
                        };
                        assert!(
                            blocks(&g, &at) >= want,
                            "{major}.{minor} {threads} smem {bytes}"
                        );
                        let unit = u64::from(g.rules().smem_granularity());
                        let over = Kernel {
                            dynamic_smem: (bytes + unit) as u32,
                            opt_in: true,
                            ..kernel
                        };
                        assert!(
                            blocks(&g, &over) < want,
                            "{major}.{minor} {threads} smem {bytes}+unit"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn budgets_name_the_compiler_flags() {
        let ada = gpu(8, 9, 1);
        let all = budgets(&ada, &Kernel::new(128, 51), &SmemConfig::default()).unwrap();
        let full = all.last().unwrap();
        assert_eq!(full.blocks_per_sm, 12); // 48 warps / 4
        assert_eq!(full.max_registers, Some(40));
        assert_eq!(full.launch_bounds(128), "__launch_bounds__(128, 12)");
        assert_eq!(full.maxrregcount().as_deref(), Some("-maxrregcount=40"));
    }

    #[test]
    fn next_step_for_the_guides_kernel() {
        // 51 registers on Ada: 9 blocks; 48 registers (1,536 per warp) gives 10.
        let ada = gpu(8, 9, 1);
        let steps = next_steps(&ada, &Kernel::new(128, 51), &SmemConfig::default()).unwrap();
        let regs = steps
            .iter()
            .find(|s| s.limiter == Limiter::Registers)
            .unwrap();
        assert_eq!(
            (regs.current, regs.target, regs.blocks_now, regs.blocks_then),
            (51, 48, 9, 10)
        );
        // Shared memory does not bind here: trimming it gains nothing.
        assert!(steps.iter().all(|s| s.limiter != Limiter::SharedMemory));
    }

    #[test]
    fn next_step_trims_shared_memory_to_the_allocation_unit() {
        let ada = gpu(8, 9, 1);
        let mut kernel = Kernel::new(128, 16);
        kernel.static_smem = 5000;
        let smem = SmemConfig {
            carveout: Some(32),
            ..SmemConfig::default()
        };
        let steps = next_steps(&ada, &kernel, &smem).unwrap();
        let step = steps
            .iter()
            .find(|s| s.limiter == Limiter::SharedMemory)
            .unwrap();
        assert_eq!(step.blocks_now, 5);
        // 32 KiB / 6 blocks = 5,461 → 5,376 allocated → 4,352 B of user memory with 1 KiB reserved.
        assert_eq!(step.target, 4352);
        assert_eq!(step.blocks_then, 6);
        assert_eq!(
            step.change(),
            (
                "5,000 B (4.9 KiB)".to_string(),
                "4,352 B (4.2 KiB)".to_string()
            )
        );
    }

    #[test]
    fn block_size_table_marks_the_best_set_and_the_header_pick() {
        let ada = gpu(8, 9, 128);
        let table = block_size_table(
            &ada,
            &Kernel::new(128, 51),
            &SmemConfig::default(),
            DynamicSmem::Fixed(0),
        )
        .unwrap();
        assert_eq!(table.rows.len(), 32);
        assert_eq!(table.header_pick.block_size, 576);
        assert!(table.best.contains(&576));
        let best = table.rows.iter().find(|r| r.block_size == 576).unwrap();
        assert_eq!(
            f64::from(best.result.active_warps_per_sm) / 48.0,
            table.best_occupancy
        );
        // Per-thread dynamic memory: the table follows it.
        let growing = DynamicSmem::PerThread {
            per_thread: 64,
            base: 0,
        };
        let table =
            block_size_table(&ada, &Kernel::new(128, 16), &SmemConfig::default(), growing).unwrap();
        assert_eq!(table.rows[3].dynamic_smem, 128 * 64);
    }

    /// A seeded generator (SplitMix64), so a failing case reproduces.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn chance(&mut self, percent: u64) -> bool {
            self.below(100) < percent
        }
        fn pick<T: Copy>(&mut self, from: &[T]) -> T {
            from[self.below(from.len() as u64) as usize]
        }
    }

    /// A launch on a random device of any CC: real ones, and custom ones with up to 2,048 warps per SM, narrow
    /// warps and odd register files, with partitioned caching, carveouts, cache preferences and per-thread
    /// shared memory. Devices the rules reject are skipped by the callers.
    fn random_launch(rng: &mut Rng) -> (Device, Kernel, SmemConfig, DynamicSmem) {
        let defaults = rng.pick(crate::nvidia::ARCH_DEFAULTS);
        let mut device = defaults.device;
        device.sm_count = 1 + rng.below(200) as u32;
        if rng.chance(50) {
            device.warp_size = rng.pick(&[1, 2, 4, 8, 16, 32, 64]);
            device.max_threads_per_sm = device.warp_size * (1 + rng.below(2048) as u32);
            device.max_threads_per_block = 1 + rng.below(20_000) as u32;
        }
        if rng.chance(30) {
            device.regs_per_sm = 1 + rng.below(200_000) as u32;
            device.regs_per_block = 1 + rng.below(200_000) as u32;
        }
        if rng.chance(20) && device.cc.major <= 6 {
            device.smem_per_sm = device.smem_per_sm.max(49_152) + rng.below(100_000) as u32;
        }
        let mut kernel = Kernel::new(1 + rng.below(2048) as u32, rng.below(300) as u32);
        if rng.chance(50) {
            kernel.static_smem = rng.below(40_000) as u32;
        }
        if rng.chance(50) {
            kernel.dynamic_smem = rng.below(60_000) as u32;
        }
        kernel.opt_in = rng.chance(30);
        kernel.barriers = rng.below(70) as u32;
        if rng.chance(30) {
            kernel.virtual_resources = rng.below(200) as u32;
        }
        kernel.partitioned_gc = rng.pick(&PartitionedGc::ALL);
        if rng.chance(15) {
            kernel.max_threads_per_block = Some(1 + rng.below(4096) as u32);
        }
        if rng.chance(10) {
            kernel.max_dynamic_smem = Some(rng.below(100_000) as u32);
        }
        let smem = SmemConfig {
            carveout: rng.chance(40).then(|| rng.below(101) as u32),
            cache_config: rng.pick(&CacheConfig::ALL),
        };
        let dynamic = if rng.chance(40) {
            DynamicSmem::PerThread {
                per_thread: rng.below(64),
                base: rng.below(16_384),
            }
        } else {
            DynamicSmem::Fixed(u64::from(kernel.dynamic_smem))
        };
        (device, kernel, smem, dynamic)
    }

    /// The header's `cudaOccMaxPotentialOccupancyBlockSize` as it reads: every warp multiple from the largest
    /// allowed block size down, the first with the most resident threads kept.
    fn best_block_size_walk(
        gpu: &Gpu,
        kernel: &Kernel,
        smem: &SmemConfig,
        dynamic: DynamicSmem,
    ) -> BlockSizeSuggestion {
        let device = gpu.device();
        let limit = device
            .max_threads_per_block
            .min(kernel.resolved_max_threads(gpu));
        let granularity = u64::from(device.warp_size);
        let mut best = BlockSizeSuggestion {
            block_size: 0,
            blocks_per_sm: 0,
            min_grid_size: 0,
        };
        let mut best_threads = 0;
        let mut aligned = u64::from(limit).div_ceil(granularity) * granularity;
        while aligned > 0 {
            let block_size = (aligned as u32).min(limit);
            let row = block_size_row(gpu, kernel, smem, dynamic, block_size);
            let active = row.result.active_blocks_per_sm;
            let threads = u64::from(block_size) * u64::from(active);
            if threads > best_threads {
                best_threads = threads;
                best = BlockSizeSuggestion {
                    block_size,
                    blocks_per_sm: active,
                    min_grid_size: u64::from(active) * u64::from(device.sm_count),
                };
            }
            aligned -= granularity;
        }
        best
    }

    /// The next steps as a walk down one amount at a time finds them.
    fn next_steps_walk(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig) -> Vec<NextStep> {
        let now = blocks_with(gpu, kernel, smem);
        let o = occupancy(gpu, kernel, smem).unwrap();
        let level = |blocks: u32| Level {
            resident: blocks * o.warps_per_block,
            slots: o.max_warps_per_sm,
        };
        let mut steps = Vec::new();
        let mut search = |limiter: Limiter,
                          current: u64,
                          apply: &dyn Fn(&mut Kernel, u64),
                          candidates: &mut dyn Iterator<Item = u64>| {
            let mut probe = *kernel;
            for amount in candidates {
                apply(&mut probe, amount);
                let then = blocks_with(gpu, &probe, smem);
                if then > now {
                    steps.push(NextStep {
                        limiter,
                        current,
                        target: amount,
                        blocks_now: now,
                        blocks_then: then,
                        occupancy_now: level(now),
                        occupancy_then: level(then),
                    });
                    return;
                }
            }
        };
        let regs = u64::from(kernel.regs_per_thread);
        search(
            Limiter::Registers,
            regs,
            &|k, v| k.regs_per_thread = v as u32,
            &mut (0..regs).rev(),
        );
        let total = u64::from(kernel.static_smem) + u64::from(kernel.dynamic_smem);
        let granule = u64::from(gpu.rules().smem_granularity());
        let static_smem = u64::from(kernel.static_smem);
        search(
            Limiter::SharedMemory,
            total,
            &|k, v| {
                k.static_smem = v.min(static_smem) as u32;
                k.dynamic_smem = v.saturating_sub(static_smem) as u32;
            },
            &mut (0..total.div_ceil(granule))
                .rev()
                .map(|units| units * granule)
                .filter(|v| *v < total),
        );
        if gpu.rules().has_barrier_limit() {
            let barriers = u64::from(kernel.barriers);
            search(
                Limiter::Barriers,
                barriers,
                &|k, v| k.barriers = v as u32,
                &mut (0..barriers).rev(),
            );
        }
        if kernel.virtual_resources > 0 {
            let used = u64::from(kernel.virtual_resources);
            search(
                Limiter::VirtualResources,
                used,
                &|k, v| k.virtual_resources = v as u32,
                &mut (0..used).rev(),
            );
        }
        steps
    }

    /// 1,500 seeded launches here; `OCC_SEED` and `OCC_CASES` run others (15,000 with seed 99 passed too).
    #[test]
    fn searches_give_what_walking_every_size_gives() {
        let number = |name: &str, default: u64| {
            std::env::var(name).map_or(default, |v| v.parse().expect("a number"))
        };
        let mut rng = Rng(number("OCC_SEED", 24));
        let cases = number("OCC_CASES", 1_500);
        let mut checked = 0;
        while checked < cases {
            let (device, kernel, smem, dynamic) = random_launch(&mut rng);
            let Ok(gpu) = device.check() else { continue };
            checked += 1;
            let case = format!("{device:?} {kernel:?} {smem:?} {dynamic:?}");
            let walked = best_block_size_walk(&gpu, &kernel, &smem, dynamic);
            assert_eq!(
                best_block_size(&gpu, &kernel, &smem, dynamic).unwrap(),
                walked,
                "{case}"
            );
            // The jump from one block count to the next, which only devices with thousands of warps per SM take.
            assert_eq!(
                crate::nvidia::launch::best_block_size_within(&gpu, &kernel, &smem, dynamic, 0)
                    .unwrap(),
                walked,
                "{case}"
            );
            let table = block_size_table(&gpu, &kernel, &smem, dynamic).unwrap();
            let short = block_size_table_within(&gpu, &kernel, &smem, dynamic, 3).unwrap();
            assert_eq!(
                (short.best.clone(), short.best_occupancy),
                (table.best.clone(), table.best_occupancy),
                "{case}"
            );
            assert_eq!(
                short.rows[..],
                table.rows[..table.rows.len().min(3)],
                "{case}"
            );
            // The block-size step is the table's (tests/next_steps.rs applies it); the resources' are the walk's.
            let steps = next_steps(&gpu, &kernel, &smem).unwrap();
            assert_eq!(
                steps
                    .into_iter()
                    .filter(|s| !s.resizes())
                    .collect::<Vec<_>>(),
                next_steps_walk(&gpu, &kernel, &smem),
                "{case}"
            );
        }
    }

    /// The evaluations `run` makes.
    fn evaluations(run: impl FnOnce()) -> u64 {
        crate::nvidia::rules::evaluations::take();
        run();
        crate::nvidia::rules::evaluations::take()
    }

    #[test]
    fn next_steps_from_the_largest_amounts_take_a_bounded_number_of_evaluations() {
        let smem = SmemConfig::default();
        for (major, minor) in [(8, 0), (9, 0), (3, 5), (6, 1), (2, 0), (1, 3)] {
            let g = gpu(major, minor, 1);
            let base = Kernel::new(256, 32);
            let kernels = [
                Kernel {
                    regs_per_thread: u32::MAX,
                    ..base
                },
                Kernel {
                    dynamic_smem: u32::MAX,
                    static_smem: u32::MAX,
                    ..base
                },
                Kernel {
                    dynamic_smem: u32::MAX,
                    opt_in: true,
                    ..base
                },
                Kernel {
                    barriers: u32::MAX,
                    ..base
                },
                Kernel {
                    virtual_resources: u32::MAX,
                    ..base
                },
            ];
            for kernel in kernels {
                let mut steps = Vec::new();
                let made = evaluations(|| steps = next_steps(&g, &kernel, &smem).unwrap());
                // A walk down one amount at a time makes billions; the searches a few hundred at most (every
                // register count up to 256, 65 barrier counts, 129 virtual-resource counts, 2 × 34 for bytes).
                assert!(
                    made < 1_000,
                    "{major}.{minor} {kernel:?}: {made} evaluations"
                );
                for step in &steps {
                    assert!(step.target < step.current && step.blocks_then > step.blocks_now);
                }
            }
        }
        // What the steps say still holds: 4,294,967,295 registers fit no block on an A100; 256 fit one of 256 threads.
        let a100 = gpu(8, 0, 108);
        let steps = next_steps(
            &a100,
            &Kernel {
                regs_per_thread: u32::MAX,
                ..Kernel::new(256, 32)
            },
            &SmemConfig::default(),
        )
        .unwrap();
        let regs = steps
            .iter()
            .find(|s| s.limiter == Limiter::Registers)
            .unwrap();
        assert_eq!(
            (regs.target, regs.blocks_now, regs.blocks_then),
            (256, 0, 1)
        );
    }

    #[test]
    fn best_block_sizes_on_huge_devices_take_a_bounded_number_of_evaluations() {
        let smem = SmemConfig::default();
        let mut ada = arch_defaults(ComputeCapability::new(8, 9)).unwrap().device;
        ada.max_threads_per_block = u32::MAX;
        let ada = ada.check().unwrap();
        let kernel = Kernel::new(1, 0);
        let made = evaluations(|| {
            let best = best_block_size(&ada, &kernel, &smem, DynamicSmem::Fixed(0)).unwrap();
            assert_eq!((best.block_size, best.blocks_per_sm), (1536, 1));
        });
        assert!(made < 100, "{made} evaluations");
        // Four billion warps per SM of one thread each: every size could be resident.
        let mut huge = arch_defaults(ComputeCapability::new(9, 0)).unwrap().device;
        (
            huge.warp_size,
            huge.max_threads_per_sm,
            huge.max_threads_per_block,
        ) = (1, u32::MAX, u32::MAX);
        let huge = huge.check().unwrap();
        for (kernel, dynamic) in [
            (Kernel::new(1, 0), DynamicSmem::Fixed(0)),
            (
                Kernel::new(1, 0),
                DynamicSmem::PerThread {
                    per_thread: 0,
                    base: 100,
                },
            ),
            (
                Kernel {
                    partitioned_gc: PartitionedGc::On,
                    ..Kernel::new(1, 16)
                },
                DynamicSmem::PerThread {
                    per_thread: 1,
                    base: 0,
                },
            ),
        ] {
            let made = evaluations(|| {
                best_block_size(&huge, &kernel, &smem, dynamic).unwrap();
            });
            assert!(made < 5_000, "{kernel:?} {dynamic:?}: {made} evaluations");
            let made = evaluations(|| {
                let table = block_size_table(&huge, &kernel, &smem, dynamic).unwrap();
                assert!(table.left_out.is_some());
            });
            assert!(
                made < MAX_TABLE_ROWS + 10_000,
                "{kernel:?} {dynamic:?}: {made} evaluations"
            );
        }
    }
}
