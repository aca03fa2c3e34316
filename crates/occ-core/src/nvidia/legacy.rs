//! CC 1.x and 2.x, which NVIDIA's header does not cover: the rules of the original CUDA_Occupancy_Calculator.xls.
//! 1.x allocates registers per block (warps rounded up to pairs), 2.x per warp in units of 64 with warps
//! allocated in pairs; shared memory is rounded to 512 B (1.x) or 128 B (2.x).

use crate::nvidia::arch::LegacyArch;
use crate::nvidia::device::Gpu;
use crate::nvidia::kernel::{CacheConfig, Kernel, PartitionedGc, SmemConfig};
use crate::nvidia::rules::{
    div_round_up, finish, round_up, to_u32, Allocation, BlockLimits, Failure, Limiter, Occupancy,
};

/// Warps are allocated in pairs on 1.x and 2.x.
const WARP_ALLOCATION_GRANULARITY: u64 = 2;

/// Inlined beside the header rules' evaluation on native targets: called out of line, it writes its whole result
/// through memory, and the two paths' results then meet in memory, so every evaluation stored all ~40 fields of
/// `Occupancy` to read back the two a caller wanted. Inlined, the paths meet field by field and the fields no
/// caller reads are never computed.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(crate) fn evaluate(
    gpu: &Gpu,
    arch: &LegacyArch,
    kernel: &Kernel,
    smem: &SmemConfig,
    dynamic: u64,
) -> Occupancy {
    #[cfg(test)]
    crate::nvidia::rules::evaluations::tick();
    let device = gpu.device();
    let threads = kernel.threads_per_block;
    let warp = u64::from(device.warp_size);
    let warps_per_block = div_round_up(u64::from(threads), warp);
    let regs = u64::from(kernel.regs_per_thread);

    let warps = if threads > device.max_threads_per_block {
        0
    } else {
        u64::from(device.max_threads_per_sm / device.warp_size) / warps_per_block
    };

    let (regs_per_warp, regs_per_block) = if arch.per_block_registers {
        // Three inputs multiplied: saturating, as a block that large fails the per-block check whatever its size.
        let per_block = round_up(
            round_up(warps_per_block, WARP_ALLOCATION_GRANULARITY)
                .saturating_mul(regs)
                .saturating_mul(warp),
            u64::from(arch.reg_unit),
        );
        (regs * warp, per_block)
    } else {
        let per_warp = round_up(regs * warp, u64::from(arch.reg_unit));
        (per_warp, per_warp.saturating_mul(warps_per_block))
    };
    let mut failure = None;
    let registers = if kernel.regs_per_thread > arch.max_regs_per_thread {
        failure = Some(Failure::RegistersPerThread {
            regs: kernel.regs_per_thread,
            max: arch.max_regs_per_thread,
        });
        Some(0)
    } else if regs_per_block > u64::from(device.regs_per_block) {
        failure = Some(Failure::RegistersPerBlock {
            needed: regs_per_block,
            max: device.regs_per_block,
        });
        Some(0)
    } else if regs == 0 {
        None
    } else if arch.per_block_registers {
        Some(u64::from(device.regs_per_sm) / regs_per_block)
    } else {
        let warps_by_regs = u64::from(device.regs_per_sm) / regs_per_warp;
        Some(
            warps_by_regs / WARP_ALLOCATION_GRANULARITY * WARP_ALLOCATION_GRANULARITY
                / warps_per_block,
        )
    };

    // Fermi splits 64 KB between L1 and shared memory: 48 KB shared unless L1 is preferred.
    let per_sm = u64::from(device.smem_per_sm);
    let capacity = if arch.cc.major == 2 && smem.cache_config == CacheConfig::L1 {
        per_sm.saturating_sub(32_768).max(16_384).min(per_sm)
    } else {
        per_sm
    };
    let used = u64::from(kernel.static_smem).saturating_add(dynamic);
    let allocated = round_up(used, u64::from(arch.smem_granularity));
    let limit_per_block = u64::from(device.smem_per_block).min(capacity);
    let shared_memory = if allocated > limit_per_block {
        failure = failure.or(Some(Failure::SharedMemoryPerBlock {
            needed: allocated,
            max: limit_per_block,
        }));
        Some(0)
    } else {
        (allocated > 0).then(|| capacity / allocated)
    };

    let blocks = u64::from(arch.max_blocks_per_sm);
    let limits = [
        (Limiter::Warps, Some(warps)),
        (Limiter::Registers, registers),
        (Limiter::SharedMemory, shared_memory),
        (Limiter::Blocks, Some(blocks)),
    ];
    let active = limits.iter().filter_map(|(_, l)| *l).min().unwrap_or(0);
    let flags = limits
        .iter()
        .filter(|(_, l)| *l == Some(active))
        .fold(0, |acc, (limiter, _)| acc | limiter.nvidia_flag());
    if warps == 0 {
        failure = Some(Failure::BlockTooLarge {
            threads,
            max: device.max_threads_per_block,
        });
    }
    finish(
        gpu,
        threads,
        warps_per_block,
        active,
        BlockLimits {
            warps: Some(to_u32(warps)),
            registers: registers.map(to_u32),
            shared_memory: shared_memory.map(to_u32),
            blocks: Some(to_u32(blocks)),
            barriers: None,
            virtual_resources: None,
        },
        Allocation {
            regs_per_warp,
            regs_per_block,
            smem_per_block: allocated,
            smem_per_sm: capacity,
            smem_limit_per_block: limit_per_block,
        },
        PartitionedGc::Off,
        flags,
        failure.filter(|_| active == 0),
    )
}
