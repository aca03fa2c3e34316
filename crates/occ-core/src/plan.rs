//! Launch planning: which block size, how many registers and how much shared memory a kernel can afford for a
//! given occupancy, the "next step" that gains a block, and how a grid fills the GPU in waves (with the GPU-level
//! figures Nsight Systems reports with `--gpu-metrics-devices`).

use crate::device::Gpu;
use crate::error::Error;
use crate::kernel::{Kernel, SmemConfig};
use crate::launch::{best_block_size, BlockSizeSuggestion, DynamicSmem};
use crate::occupancy::{evaluate, Limiter, Occupancy};

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
    pub rows: Vec<BlockSizeRow>,
    /// The highest occupancy any block size reaches.
    pub best_occupancy: f64,
    /// The block sizes that reach it.
    pub best: Vec<u32>,
    /// What `cudaOccMaxPotentialOccupancyBlockSize` picks (the largest block with the most resident threads).
    pub header_pick: BlockSizeSuggestion,
}

/// Occupancy for every block size (warp multiples up to the kernel's maximum), with dynamic shared memory that
/// may grow with the block size.
pub fn block_size_table(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
) -> Result<BlockSizeTable, Error> {
    let header_pick = best_block_size(gpu, kernel, smem, dynamic)?;
    let device = gpu.device();
    let limit = device
        .max_threads_per_block
        .min(kernel.resolved_max_threads(gpu));
    let step = device.warp_size;
    let mut rows = Vec::new();
    let mut size = step;
    while size <= limit {
        rows.push(block_size_row(gpu, kernel, smem, dynamic, size));
        size += step;
    }
    let best_warps = rows
        .iter()
        .map(|r| r.result.active_warps_per_sm)
        .max()
        .unwrap_or(0);
    let best: Vec<u32> = rows
        .iter()
        .filter(|r| best_warps > 0 && r.result.active_warps_per_sm == best_warps)
        .map(|r| r.block_size)
        .collect();
    Ok(BlockSizeTable {
        best_occupancy: f64::from(best_warps) / f64::from(gpu.max_warps_per_sm()),
        rows,
        best,
        header_pick,
    })
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

/// The largest `x` in `0..=high` for which `fits` holds, given that `fits` only turns false as `x` grows (every
/// limiter is non-increasing in the resource it counts). `None` when not even 0 fits.
fn largest_fitting(high: u64, mut fits: impl FnMut(u64) -> bool) -> Option<u64> {
    if !fits(0) {
        return None;
    }
    let (mut low, mut high) = (0, high);
    while low < high {
        let middle = low + (high - low).div_ceil(2);
        if fits(middle) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    Some(low)
}

/// The largest register count (0–255) with at least `blocks` resident blocks.
fn max_registers_for(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig, blocks: u32) -> Option<u32> {
    let mut probe = *kernel;
    let ceiling = gpu.rules().max_regs_per_thread().min(255);
    largest_fitting(u64::from(ceiling), |regs| {
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
    let best = largest_fitting(units, |unit| {
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

/// How much less of one resource gains one more resident block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextStep {
    pub limiter: Limiter,
    /// The current amount (registers per thread, bytes of shared memory per block, barriers, virtual resources).
    pub current: u64,
    /// The largest amount that gains at least one block.
    pub target: u64,
    pub blocks_now: u32,
    pub blocks_then: u32,
}

impl NextStep {
    /// The step for a sentence, as the CLI and the page write it: what to lower, from what, to what
    /// (`("Registers per thread", "51", "48")`; shared memory in bytes with KiB).
    pub fn change(&self) -> (&'static str, String, String) {
        match self.limiter {
            Limiter::SharedMemory => (
                "Shared memory per block",
                crate::report::bytes(self.current),
                crate::report::bytes(self.target),
            ),
            Limiter::Registers => (
                "Registers per thread",
                self.current.to_string(),
                self.target.to_string(),
            ),
            other => (
                other.label(),
                self.current.to_string(),
                self.target.to_string(),
            ),
        }
    }
}

/// For each resource the kernel uses: the largest reduction target that gains a block. Resources whose reduction
/// cannot gain a block (because another limiter binds) are left out.
pub fn next_steps(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig) -> Result<Vec<NextStep>, Error> {
    kernel.check()?;
    smem.check()?;
    let now = blocks_with(gpu, kernel, smem);
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
    // Trimming dynamic memory first, then static: the kernel's total is what counts.
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
    Ok(steps)
}

/// How a grid fills the GPU, assuming every block takes the same time and blocks are spread over the SMs before
/// they stack (seed 001's model of Nsight Systems' `--gpu-metrics-devices` figures).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Waves {
    pub grid_blocks: u64,
    /// Blocks resident on the whole GPU at once: blocks per SM × SMs (seed 003's BlockNum for a grid-stride loop).
    pub blocks_per_wave: u64,
    pub full_waves: u64,
    /// Blocks in the last, partial wave (0 when the grid is a whole number of waves).
    pub tail_blocks: u64,
    /// The tail wave's share of a full wave (1.0 when there is no tail).
    pub tail_utilisation: f64,
    /// grid / blocks per wave.
    pub waves: f64,
    /// Share of SM-time with at least one resident warp ("SM Active").
    pub sm_active: f64,
    /// Resident warps over all warp slots of the GPU, averaged over the run ("Compute Warps in Flight").
    pub compute_warps_in_flight: f64,
    /// Empty warp slots on active SMs ("Unallocated Warps in Flight") = SM Active − Compute Warps in Flight.
    pub unallocated_warps_in_flight: f64,
}

/// Blocks resident on the whole GPU at once, blocks per SM × SMs: one full wave, and seed 003's BlockNum for a
/// grid-stride loop (every SM full once, each thread looping over the rest of the work).
pub fn grid_stride_blocks(gpu: &Gpu, result: &Occupancy) -> u64 {
    u64::from(result.active_blocks_per_sm) * u64::from(gpu.device().sm_count)
}

/// The waves of a grid of `grid_blocks` blocks, each with the occupancy `result`, on `gpu`. `None` when no block
/// fits or the grid is empty.
pub fn waves(gpu: &Gpu, result: &Occupancy, grid_blocks: u64) -> Option<Waves> {
    waves_on(
        u64::from(gpu.device().sm_count),
        u64::from(result.active_blocks_per_sm),
        u64::from(result.warps_per_block),
        u64::from(result.max_warps_per_sm),
        grid_blocks,
    )
}

/// The waves of a grid of `grid_blocks` work-groups on `units` compute units (SMs, or AMD's CUs or WGPs) that
/// each hold `per_unit` of them at once, a work-group being `warps_per_block` of the unit's `max_warps_per_unit`
/// warp (wave) slots. `None` when no work-group fits or the grid is empty.
pub fn waves_on(
    units: u64,
    per_unit: u64,
    warps_per_block: u64,
    max_warps_per_unit: u64,
    grid_blocks: u64,
) -> Option<Waves> {
    let per_wave = per_unit * units;
    if per_wave == 0 || grid_blocks == 0 {
        return None;
    }
    let full = grid_blocks / per_wave;
    let tail = grid_blocks % per_wave;
    let rounds = full + u64::from(tail > 0);
    let slots = (rounds * units * max_warps_per_unit) as f64;
    // Spread before stacking: a tail of T work-groups keeps min(T, units) units busy.
    let active_sm_rounds = full * units + tail.min(units);
    let sm_active = active_sm_rounds as f64 / (rounds * units) as f64;
    let compute = (grid_blocks * warps_per_block) as f64 / slots;
    Some(Waves {
        grid_blocks,
        blocks_per_wave: per_wave,
        full_waves: full,
        tail_blocks: tail,
        tail_utilisation: if tail == 0 {
            1.0
        } else {
            tail as f64 / per_wave as f64
        },
        waves: grid_blocks as f64 / per_wave as f64,
        sm_active,
        compute_warps_in_flight: compute,
        unallocated_warps_in_flight: sm_active - compute,
    })
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

/// [`wave_curve`] on any vendor's units, as [`waves_on`] takes them.
pub fn wave_curve_on(
    units: u64,
    per_unit: u64,
    warps_per_block: u64,
    max_warps_per_unit: u64,
    from: u64,
    to: u64,
) -> Vec<Waves> {
    let from = from.max(1);
    let per_wave = per_unit * units;
    if per_wave == 0 || to < from {
        return Vec::new();
    }
    let spread = units.min(per_wave);
    // Ascending as generated (spread ≤ per_wave), so equal neighbours are the only duplicates.
    let mut sizes = vec![from];
    for wave in from / per_wave..=to / per_wave {
        let start = wave * per_wave;
        for size in [start, start + 1, start + spread] {
            if size > from && size < to {
                sizes.push(size);
            }
        }
    }
    sizes.push(to);
    sizes.dedup();
    sizes
        .into_iter()
        .filter_map(|size| waves_on(units, per_unit, warps_per_block, max_warps_per_unit, size))
        .collect()
}

/// The grid for a problem of `items` work items, `per_thread` items per thread and `threads` per block.
pub fn grid_for(items: u64, per_thread: u64, threads: u32) -> Option<u64> {
    let per_block = per_thread
        .checked_mul(u64::from(threads))
        .filter(|n| *n > 0)?;
    Some(items.div_ceil(per_block))
}

/// Why a grid of `blocks` blocks cannot be launched as one dimension on `gpu` (more than `gridDim.x` holds), or
/// `None`.
pub fn grid_too_big(gpu: &Gpu, blocks: u64) -> Option<String> {
    let max = gpu.rules().max_grid_x();
    (blocks > max).then(|| {
        format!(
            "{} blocks is more than a one-dimensional grid holds ({} in gridDim.x): give each thread more work or use \
             a grid-stride loop.",
            crate::report::thousands(blocks),
            crate::report::thousands(max)
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{arch_defaults, occupancy, ComputeCapability};

    #[test]
    fn grids_past_grid_dim_x_are_named() {
        let fermi = gpu(2, 0, 16);
        assert_eq!(grid_too_big(&fermi, 65_535), None);
        let why = grid_too_big(&fermi, 65_536).unwrap();
        assert!(why.starts_with("65,536 blocks is more than"), "{why}");
        assert!(why.contains("65,535 in gridDim.x"), "{why}");
        assert_eq!(grid_too_big(&gpu(9, 0, 132), 65_536), None);
        assert!(grid_too_big(&gpu(9, 0, 132), 1 << 31).is_some());
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
    fn seed_001_a100_small_grid_metrics() {
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
    fn seed_003_blocknum_is_blocks_per_sm_times_sms() {
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
    fn next_step_for_the_seed_kernel() {
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
                "Shared memory per block",
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
}
