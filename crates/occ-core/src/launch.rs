//! Launch configuration helpers with the semantics of NVIDIA's header: the block size that maximises occupancy
//! (`cudaOccMaxPotentialOccupancyBlockSize[VariableSMem]`, l.2015/l.2142) and the dynamic shared memory a block
//! can use while keeping N blocks resident (`cudaOccAvailableDynamicSMemPerBlock`, l.1924, CUDA 13.5).

use crate::arch::Rules;
use crate::device::Gpu;
use crate::error::Error;
use crate::kernel::{Kernel, SmemConfig};
use crate::occupancy::{
    evaluate, round_up, smem_limit_per_block, smem_preference, to_u32, Footprint,
};

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

/// `cudaOccMaxPotentialOccupancyBlockSize`: tries every warp multiple from the largest allowed block size down.
pub fn best_block_size(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: DynamicSmem,
) -> Result<BlockSizeSuggestion, Error> {
    smem.check()?;
    let mut probe = *kernel;
    probe.threads_per_block = 1;
    probe.check()?;
    let device = gpu.device();
    let limit = device
        .max_threads_per_block
        .min(kernel.resolved_max_threads(gpu));
    let granularity = device.warp_size;
    let full_sm = u64::from(device.max_threads_per_sm);
    let mut best = BlockSizeSuggestion {
        block_size: 0,
        blocks_per_sm: 0,
        min_grid_size: 0,
    };
    // With the same shared memory at every size, what the kernel takes per warp and per block is computed once.
    let footprint = match (gpu.rules(), dynamic) {
        (Rules::Header(arch), DynamicSmem::Fixed(bytes)) => {
            Some(Footprint::new(gpu, arch, kernel, smem, bytes))
        }
        _ => None,
    };
    let mut best_threads = 0u64;
    let mut aligned = round_up(u64::from(limit), u64::from(granularity));
    while aligned > 0 {
        let block_size = to_u32(aligned).min(limit);
        // No smaller block can beat the best found: what the header's search would still try cannot change
        // its answer (it keeps the first size with the most threads).
        if footprint
            .as_ref()
            .is_some_and(|f| f.most_threads(block_size) <= best_threads)
        {
            break;
        }
        let active = match &footprint {
            Some(footprint) => footprint.active_blocks(block_size),
            None => {
                probe.threads_per_block = block_size;
                evaluate(gpu, &probe, smem, dynamic.bytes(block_size)).active_blocks_per_sm
            }
        };
        let threads = u64::from(block_size) * u64::from(active);
        if threads > best_threads {
            best_threads = threads;
            best = BlockSizeSuggestion {
                block_size,
                blocks_per_sm: active,
                min_grid_size: u64::from(active) * u64::from(device.sm_count),
            };
        }
        if best_threads == full_sm {
            break;
        }
        aligned -= u64::from(granularity);
    }
    Ok(best)
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
