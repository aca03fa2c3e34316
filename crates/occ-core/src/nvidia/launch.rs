//! Launch configuration helpers with the semantics of NVIDIA's header: the block size that maximises occupancy
//! (`cudaOccMaxPotentialOccupancyBlockSize[VariableSMem]`, l.2015/l.2142) and the dynamic shared memory a block
//! can use while keeping N blocks resident (`cudaOccAvailableDynamicSMemPerBlock`, l.1924, CUDA 13.5).

use crate::error::Error;
use crate::nvidia::arch::Rules;
use crate::nvidia::device::{Gpu, SmemConfig};
use crate::nvidia::kernel::Kernel;
use crate::nvidia::rules::{
    allocated_smem, evaluate, partitioned_split, round_up, smem_limit_per_block, smem_preference,
    to_u32, Footprint,
};
use crate::search::{last_holding, level_ends};

/// Dynamic shared memory as a function of block size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DynamicSmem {
    /// The same for every block size.
    Fixed(u64),
    /// `per_thread × block size + base` bytes (`…VariableSMem`).
    PerThread { per_thread: u64, base: u64 },
}

impl DynamicSmem {
    pub fn bytes(self, block_size: u32) -> u64 {
        match self {
            Self::Fixed(bytes) => bytes,
            Self::PerThread { per_thread, base } => per_thread
                .saturating_mul(u64::from(block_size))
                .saturating_add(base),
        }
    }
}

/// The block size with the most resident threads per SM (the smallest such block count on ties, by trying the
/// largest sizes first) and the grid that fills every SM once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockSizeSuggestion {
    /// 0 when no block size fits.
    pub block_size: u32,
    pub blocks_per_sm: u32,
    /// `blocks_per_sm × sm_count`.
    pub min_grid_size: u64,
}

/// Warp counts per block up to which [`best_block_size`] tries every size, as the header does; past it (only a
/// device with thousands of warps per SM gets there) it jumps from one resident-block count to the next.
const TRY_EVERY_SIZE_UP_TO: u64 = 1024;

/// `cudaOccMaxPotentialOccupancyBlockSize`: the header tries every warp multiple from the largest allowed block size
/// down; this gives its answer in time independent of the sizes. A block of more warps than an SM holds is never
/// resident, so the search starts below it; and past 1,024 warps per block (only a device with thousands of warps
/// per SM gets there) it visits only the largest size of each resident-block count, the only one of them that can
/// win.
pub fn best_block_size(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
) -> Result<BlockSizeSuggestion, Error> {
    best_block_size_within(gpu, kernel, smem, dynamic, TRY_EVERY_SIZE_UP_TO)
}

/// [`best_block_size`], trying every size up to `every_size_up_to` warps per block.
pub(crate) fn best_block_size_within(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
    every_size_up_to: u64,
) -> Result<BlockSizeSuggestion, Error> {
    smem.check()?;
    let mut probe = *kernel;
    probe.threads_per_block = 1;
    probe.check()?;
    let device = gpu.device();
    let limit = device
        .max_threads_per_block
        .min(kernel.resolved_max_threads(gpu));
    let granularity = u64::from(device.warp_size);
    let full_sm = u64::from(device.max_threads_per_sm);
    // With the same shared memory at every size, what the kernel takes per warp and per block is computed once.
    let footprint = match (gpu.rules(), dynamic) {
        (Rules::Header(arch), DynamicSmem::Fixed(bytes)) => {
            Some(Footprint::new(gpu, arch, kernel, smem, bytes))
        }
        _ => None,
    };
    let mut active = |block_size: u32| match &footprint {
        Some(footprint) => footprint.active_blocks(block_size),
        None => {
            probe.threads_per_block = block_size;
            evaluate(gpu, &probe, smem, dynamic.bytes(block_size)).active_blocks_per_sm
        }
    };
    // Sizes in the header's order: `limit` itself, then every warp multiple below it, largest first. Keeps the
    // first size with the most resident threads, as the header does.
    let mut pick = Pick {
        best: BlockSizeSuggestion {
            block_size: 0,
            blocks_per_sm: 0,
            min_grid_size: 0,
        },
        threads: 0,
        sm_count: device.sm_count,
    };
    let first = active(limit);
    pick.consider(limit, first);
    // Warp multiples below `limit`, and no more warps than an SM holds (more would fit no block).
    let below = round_up(u64::from(limit), granularity) / granularity - 1;
    let warps = below.min(u64::from(gpu.max_warps_per_sm()));
    let size = |warps: u64| to_u32(warps * granularity);
    if warps <= every_size_up_to {
        for warps in (1..=warps).rev() {
            if pick.threads == full_sm {
                break;
            }
            let block_size = size(warps);
            // No smaller block can beat the best found: what the header's search would still try cannot change
            // its answer (it keeps the first size with the most threads).
            if footprint
                .as_ref()
                .is_some_and(|f| f.most_threads(block_size) <= pick.threads)
            {
                break;
            }
            let blocks = active(block_size);
            pick.consider(block_size, blocks);
        }
    } else {
        let splits = block_size_splits(gpu, kernel, smem, dynamic, warps);
        for (warps, blocks) in block_size_levels(warps, &splits, |w| active(size(w))) {
            pick.consider(size(warps), blocks);
        }
    }
    Ok(pick.best)
}

/// The best block size found so far.
struct Pick {
    best: BlockSizeSuggestion,
    threads: u64,
    sm_count: u32,
}

impl Pick {
    /// Takes a size with more resident threads than the best so far (not one with as many: the first wins).
    fn consider(&mut self, block_size: u32, blocks: u32) {
        let threads = u64::from(block_size) * u64::from(blocks);
        if threads > self.threads {
            self.threads = threads;
            self.best = BlockSizeSuggestion {
                block_size,
                blocks_per_sm: blocks,
                min_grid_size: u64::from(blocks) * u64::from(self.sm_count),
            };
        }
    }
}

/// The warp counts per block at which the resident-block count may rise again as blocks grow (see
/// [`crate::search`]): where partitioned caching is switched off, and on Kepler where a block's shared memory
/// (growing with its size) passes the L1 preference's share and the SM's whole shared memory applies instead.
pub(crate) fn block_size_splits(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
    most_warps: u64,
) -> Vec<u64> {
    let Rules::Header(arch) = gpu.rules() else {
        return Vec::new();
    };
    let mut splits: Vec<u64> = partitioned_split(gpu, arch, kernel).into_iter().collect();
    if arch.cc.major == 3 && matches!(dynamic, DynamicSmem::PerThread { .. }) {
        let preference = smem_preference(gpu, arch, smem);
        let granularity = u64::from(gpu.device().warp_size);
        splits.extend(last_holding(1, most_warps, |warps| {
            let bytes = dynamic.bytes(to_u32(warps * granularity));
            allocated_smem(gpu, arch, kernel, bytes) <= preference
        }));
    }
    splits
}

/// The largest warp count of each resident-block count over `1..=most_warps` warps per block, largest first, for
/// `active` (resident blocks at a warp count) falling between the `splits`: every size a search for the most
/// resident threads or warps must try, as a smaller size with the same block count has fewer.
pub(crate) fn block_size_levels(
    most_warps: u64,
    splits: &[u64],
    active: impl FnMut(u64) -> u32,
) -> Vec<(u64, u32)> {
    level_ends(1, most_warps, splits, active)
}

/// `cudaOccAvailableDynamicSMemPerBlock` (CUDA 13.5 semantics, reserved memory subtracted): the most dynamic
/// shared memory per block that still lets `blocks` blocks of `kernel` reside on one SM. `None` when `blocks` is 0
/// or more than fit even without dynamic shared memory (the header's INVALID_INPUT).
pub fn available_dynamic_smem(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    blocks: u32,
) -> Result<Option<u64>, Error> {
    kernel.check()?;
    smem.check()?;
    if blocks == 0 {
        return Ok(None);
    }
    let device = gpu.device();
    let max_dynamic = u64::from(kernel.resolved_max_dynamic_smem(gpu.device()));
    let arch = match gpu.rules() {
        Rules::Header(arch) => {
            let fitting = Footprint::new(gpu, arch, kernel, smem, 0);
            if fitting.active_blocks(kernel.threads_per_block) < blocks {
                return Ok(None);
            }
            arch
        }
        Rules::Legacy(_) => {
            let without_dynamic = evaluate(gpu, kernel, smem, 0);
            if without_dynamic.active_blocks_per_sm < blocks {
                return Ok(None);
            }
            let granule = u64::from(gpu.rules().smem_granularity());
            let share = without_dynamic.smem_per_sm / u64::from(blocks) / granule * granule;
            let available = share
                .min(u64::from(device.smem_per_block))
                .saturating_sub(u64::from(kernel.static_smem));
            return Ok(Some(available.min(max_dynamic)));
        }
    };
    let granule = u64::from(arch.smem_granularity);
    let limit_per_block =
        smem_limit_per_block(device, arch, kernel.opt_in, u64::from(device.smem_per_sm));
    let per_sm = if blocks == 1 {
        // One block may use the whole per-block limit whatever the carveout preference.
        limit_per_block
    } else {
        let preference = smem_preference(gpu, arch, smem);
        if preference == 0 {
            // A 0 KB carveout still holds one allocation unit (l.1975).
            arch.align_up_carveout(1).unwrap_or(0)
        } else {
            preference
        }
    };
    let share = (per_sm / u64::from(blocks) / granule * granule).min(limit_per_block);
    // The header subtracts in size_t: an underflow wraps and is then capped by the kernel's maximum. Mirrored
    // here so the numbers stay the header's (it only happens with a Kepler L1 preference smaller than one block).
    let mut available = share.wrapping_sub(u64::from(kernel.static_smem));
    if arch.cc.major >= 8 {
        available = available.wrapping_sub(u64::from(device.reserved_smem_per_block));
    }
    Ok(Some(available.min(max_dynamic)))
}
