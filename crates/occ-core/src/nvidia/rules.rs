//! Theoretical occupancy: one function per limiter, combined by `min`, as `cudaOccMaxActiveBlocksPerMultiprocessor`
//! does (l.1751). Arithmetic is done in `u64`: every input is a `u32`, so a product of two inputs fits, and the
//! few figures that multiply three (the registers and shared memory a block is allocated) saturate at `u64::MAX`,
//! which only a launch that already fits no block reaches (past the header's `int` range). Within that range the
//! results are the header's, bit for bit (the conformance suite checks this on 100,000+ cases).

use crate::contract::Resource;
use crate::error::Error;
use crate::msg::{self, Msg, Say};
use crate::nvidia::arch::{Arch, Rules};
use crate::nvidia::device::{preferred_smem, Device, Gpu, SmemConfig};
use crate::nvidia::kernel::{Kernel, PartitionedGc};
use crate::vendor::Vendor;

/// One resource that can limit resident blocks per SM.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limiter {
    Warps,
    Registers,
    SharedMemory,
    Blocks,
    Barriers,
    VirtualResources,
}

impl Limiter {
    pub const ALL: [Self; 6] = [
        Self::Warps,
        Self::Registers,
        Self::SharedMemory,
        Self::Blocks,
        Self::Barriers,
        Self::VirtualResources,
    ];

    /// The name used in JSON and URLs.
    pub fn name(self) -> &'static str {
        match self {
            Self::Warps => "warps",
            Self::Registers => "registers",
            Self::SharedMemory => "shared_memory",
            Self::Blocks => "blocks",
            Self::Barriers => "barriers",
            Self::VirtualResources => "virtual_resources",
        }
    }

    /// The header's `cudaOccLimitingFactor` bit.
    pub fn nvidia_flag(self) -> u32 {
        1 << (self as u32)
    }
}

impl Resource for Limiter {
    const ALL: &'static [Self] = &Self::ALL;

    fn name(self) -> &'static str {
        Limiter::name(self)
    }

    fn label(self) -> Msg<'static> {
        match self {
            Self::Warps => msg::limiter_warps(),
            Self::Registers => msg::limiter_registers(),
            Self::SharedMemory => msg::limiter_smem(),
            Self::Blocks => msg::limiter_blocks(),
            Self::Barriers => msg::limiter_barriers(),
            Self::VirtualResources => msg::limiter_virtual(),
        }
    }

    fn listed(self) -> Msg<'static> {
        match self {
            Self::Warps => msg::plan_limit_warps(),
            Self::Registers => msg::plan_limit_registers(),
            Self::SharedMemory => msg::plan_limit_shared_memory(),
            Self::Blocks => msg::plan_limit_blocks(),
            Self::Barriers => msg::plan_limit_barriers(),
            Self::VirtualResources => msg::plan_limit_virtual_resources(),
        }
    }
}

/// Blocks per SM each resource allows; `None` where the resource does not limit (the header's `INT_MAX`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlockLimits {
    pub warps: Option<u32>,
    pub registers: Option<u32>,
    pub shared_memory: Option<u32>,
    pub blocks: Option<u32>,
    pub barriers: Option<u32>,
    pub virtual_resources: Option<u32>,
}

impl BlockLimits {
    pub fn get(&self, limiter: Limiter) -> Option<u32> {
        match limiter {
            Limiter::Warps => self.warps,
            Limiter::Registers => self.registers,
            Limiter::SharedMemory => self.shared_memory,
            Limiter::Blocks => self.blocks,
            Limiter::Barriers => self.barriers,
            Limiter::VirtualResources => self.virtual_resources,
        }
    }
}

/// The result of one occupancy evaluation. `Copy` and allocation-free, so sweeps and charts stay cheap.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Occupancy {
    pub active_blocks_per_sm: u32,
    pub active_warps_per_sm: u32,
    pub active_threads_per_sm: u32,
    pub max_warps_per_sm: u32,
    pub warps_per_block: u32,
    pub block_limits: BlockLimits,
    /// Registers allocated to one warp (per-thread count × warp size rounded up to the allocation unit).
    pub allocated_registers_per_warp: u64,
    pub allocated_registers_per_block: u64,
    /// Static + dynamic + reserved shared memory rounded up to the allocation unit.
    pub allocated_smem_per_block: u64,
    /// Shared memory per SM this launch ends up with (the carveout actually used).
    pub smem_per_sm: u64,
    /// The per-block shared-memory limit that applied (default or opt-in, plus reserved on CC ≥ 8).
    pub smem_limit_per_block: u64,
    /// Whether partitioned global caching is really on for this launch.
    pub partitioned_gc: PartitionedGc,
    /// The header's `limitingFactors` bit mask (see [`Occupancy::limiters`] for how they differ).
    pub nvidia_limiting_factors: u32,
    /// Zero blocks fit, and why.
    pub failure: Option<Failure>,
}

/// Why a configuration fits no block at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    BlockTooLarge {
        threads: u32,
        max: u32,
    },
    RegistersPerThread {
        regs: u32,
        max: u32,
    },
    RegistersPerBlock {
        needed: u64,
        max: u32,
    },
    SharedMemoryPerBlock {
        needed: u64,
        max: u64,
    },
    DynamicSmemOverAttribute {
        dynamic: u64,
        max: u32,
    },
    Barriers {
        barriers: u32,
        available: u32,
    },
    VirtualResources {
        used: u32,
        available: u32,
    },
    /// Partitioned caching forced on (strict) and the block does not fit in half an SM.
    HalfSm,
}

impl Failure {
    /// Why no block fits, in `say`'s language and words.
    pub fn say(&self, say: &Say) -> String {
        let n = |value: u32| value.to_string();
        let big = |value: u64| value.to_string();
        match *self {
            Self::BlockTooLarge { threads, max } => {
                say.say(msg::report_nvidia_failure_block(&n(threads), &n(max)))
            }
            Self::RegistersPerThread { regs, max } => {
                say.say(msg::report_nvidia_failure_registers(&n(regs), &n(max)))
            }
            Self::RegistersPerBlock { needed, max } => say.say(
                msg::report_nvidia_failure_block_registers(&big(needed), &n(max)),
            ),
            Self::SharedMemoryPerBlock { needed, max } => {
                say.say(msg::report_nvidia_failure_smem(&big(needed), &big(max)))
            }
            Self::DynamicSmemOverAttribute { dynamic, max } => {
                say.say(msg::report_nvidia_failure_dynamic(&big(dynamic), &n(max)))
            }
            Self::Barriers {
                barriers,
                available,
            } => say.say(msg::report_nvidia_failure_barriers(
                &n(barriers),
                &n(available),
            )),
            Self::VirtualResources { used, available } => {
                say.say(msg::report_nvidia_failure_virtual(&n(used), &n(available)))
            }
            Self::HalfSm => say.say(msg::report_nvidia_failure_half()),
        }
    }
}

impl std::fmt::Display for Failure {
    /// In English, as `occ batch`'s JSON has it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(&Say::page_english(Vendor::Nvidia)))
    }
}

impl Occupancy {
    /// Active warps / maximum warps per SM, 0.0–1.0. A method, not a field: most evaluations (searches, sweeps)
    /// never read it, and a floating-point division is a sizeable part of one evaluation.
    pub fn occupancy(&self) -> f64 {
        f64::from(self.active_warps_per_sm) / f64::from(self.max_warps_per_sm)
    }

    /// The resources that bind: every limiter whose block count equals the active blocks (ties included).
    ///
    /// NVIDIA's `limitingFactors` differs in one case: when the barrier limit (CC ≥ 9) lowers the count, the
    /// header keeps the flags of the limiters that bound before it. [`Occupancy::nvidia_limiting_factors`] keeps
    /// the header's mask.
    pub fn limiters(&self) -> impl Iterator<Item = Limiter> + '_ {
        Limiter::ALL
            .into_iter()
            .filter(|l| self.block_limits.get(*l) == Some(self.active_blocks_per_sm))
    }

    pub fn is_limited_by(&self, limiter: Limiter) -> bool {
        self.block_limits.get(limiter) == Some(self.active_blocks_per_sm)
    }
}

/// Warnings about a launch that still computes, in `say`'s language and words.
pub fn warnings(gpu: &Gpu, kernel: &Kernel, occupancy: &Occupancy, say: &Say) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(failure) = occupancy.failure {
        out.push(say.say(msg::report_nvidia_warn_none_fit(&failure.say(say))));
    }
    // Formatted only for a warning that is said: most launches have none, and `occ batch` asks every line.
    let threads = || kernel.threads_per_block.to_string();
    let kernel_max = kernel.resolved_max_threads(gpu);
    if kernel.threads_per_block > kernel_max && kernel_max < gpu.device().max_threads_per_block {
        out.push(say.say(msg::report_nvidia_warn_launch_bounds(
            &threads(),
            &kernel_max.to_string(),
        )));
    }
    if !kernel
        .threads_per_block
        .is_multiple_of(gpu.device().warp_size)
    {
        out.push(say.say(msg::report_warn_partial_warp(
            &threads(),
            &gpu.device().warp_size.to_string(),
        )));
    }
    if kernel.regs_per_thread == 256 && gpu.rules().max_regs_per_thread() == 256 {
        out.push(say.say(msg::report_nvidia_warn_registers()));
    }
    if kernel.partitioned_gc == PartitionedGc::On
        && gpu.rules().supports_partitioned_gc()
        && occupancy.partitioned_gc == PartitionedGc::Off
    {
        out.push(say.say(msg::report_nvidia_warn_partitioned_off()));
    }
    if kernel.partitioned_gc != PartitionedGc::Off && !gpu.rules().supports_partitioned_gc() {
        out.push(say.say(msg::report_nvidia_warn_partitioned_ignored(
            &gpu.device().cc.to_string(),
        )));
    }
    out
}

/// Theoretical occupancy of `kernel` on `gpu`. Fails only on invalid kernel or shared-memory input.
///
/// Inlined into its callers on native targets, as a C++ compiler inlines the header's functions: a sweep or a
/// search that reads two figures of the result then computes only what they need (the page's wasm keeps one copy).
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub fn occupancy(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig) -> Result<Occupancy, Error> {
    kernel.check()?;
    smem.check()?;
    Ok(evaluate(gpu, kernel, smem, u64::from(kernel.dynamic_smem)))
}

/// [`occupancy`] for already-checked input, with the dynamic shared memory given separately so that
/// block-size-dependent sizes (which may pass `u32`) need no new kernel.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
pub(crate) fn evaluate(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig, dynamic: u64) -> Occupancy {
    match gpu.rules() {
        Rules::Header(arch) => {
            Footprint::new(gpu, arch, kernel, smem, dynamic).occupancy(kernel.threads_per_block)
        }
        Rules::Legacy(arch) => legacy::evaluate(gpu, arch, kernel, smem, dynamic),
    }
}

/// CC 1.x and 2.x, which NVIDIA's header does not cover: the rules of the original CUDA_Occupancy_Calculator.xls.
/// 1.x allocates registers per block (warps rounded up to pairs), 2.x per warp in units of 64 with warps
/// allocated in pairs; shared memory is rounded to 512 B (1.x) or 128 B (2.x).
mod legacy {
    use super::{
        div_round_up, finish, round_up, to_u32, Allocation, BlockLimits, Failure, Limiter,
        Occupancy,
    };
    use crate::nvidia::arch::LegacyArch;
    use crate::nvidia::device::{CacheConfig, Gpu, SmemConfig};
    use crate::nvidia::kernel::{Kernel, PartitionedGc};

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
}

/// Evaluations made on this thread, so that tests can bound a search's work by counting rather than timing.
#[cfg(test)]
pub(crate) mod evaluations {
    use std::cell::Cell;

    thread_local!(static COUNT: Cell<u64> = const { Cell::new(0) });

    pub(crate) fn tick() {
        COUNT.with(|c| c.set(c.get() + 1));
    }

    /// The evaluations since the last call.
    pub(crate) fn take() -> u64 {
        COUNT.with(|c| c.replace(0))
    }
}

pub(crate) fn div_round_up(x: u64, y: u64) -> u64 {
    x.div_ceil(y)
}

/// `x` rounded up to a multiple of `y`, saturating at `u64::MAX` (a size no limit admits).
pub(crate) fn round_up(x: u64, y: u64) -> u64 {
    x.div_ceil(y).saturating_mul(y)
}

/// [`round_up`] for a power of two `y`, as every allocation unit and sub-partition count of the header's
/// architectures is (`arch` tests it): a mask instead of two divisions, which are most of an evaluation's time.
fn round_up_pow2(x: u64, y: u64) -> u64 {
    debug_assert!(y.is_power_of_two());
    x.saturating_add(y - 1) & !(y - 1)
}

/// `x / y` for a power of two `y`.
fn div_pow2(x: u64, y: u64) -> u64 {
    debug_assert!(y.is_power_of_two());
    x >> y.trailing_zeros()
}

/// A limit's block count while an evaluation combines them: [`UNLIMITED`] where the resource does not limit
/// (the header's `INT_MAX`), so that combining is `min` and each limiter's flag a comparison, with no branch on
/// whether a limit applies. Every real count is a quotient of `u32` figures (times at most 4 sub-partitions), so
/// none reaches `u64::MAX`.
type Count = u64;

/// The count of a resource that does not limit.
const UNLIMITED: Count = u64::MAX;

/// The count as the result has it: `None` where the resource does not limit.
fn applies(count: Count) -> Option<u32> {
    (count != UNLIMITED).then_some(to_u32(count))
}

/// `value`, or `u32::MAX` past it (without a branch: `min` is a conditional move).
pub(crate) fn to_u32(value: u64) -> u32 {
    value.min(u64::from(u32::MAX)) as u32
}

/// What one warp of the kernel takes of the register file, and how many such warps one sub-partition holds.
#[derive(Clone, Copy)]
struct RegisterDemand {
    sub_partitions: u64,
    per_warp: u64,
    /// `None` when the kernel uses no registers.
    warps_per_sub_partition: Option<u64>,
}

impl RegisterDemand {
    /// l.1525: warps get registers in 256-register units and are packed per sub-partition.
    fn new(device: &Device, arch: &Arch, sub_partitions: u64, regs: u32) -> Self {
        let per_warp = round_up_pow2(
            u64::from(regs) * u64::from(device.warp_size),
            u64::from(arch.reg_granularity),
        );
        Self {
            sub_partitions,
            per_warp,
            warps_per_sub_partition: div_pow2(u64::from(device.regs_per_sm), sub_partitions)
                .checked_div(per_warp),
        }
    }
}

struct RegisterLimit {
    limit: Count,
    per_block: u64,
    /// The registers the hardware check assumes a block takes: what [`register_failure`] reports.
    assumed: u64,
}

/// Why the registers fit no block of `assumed` registers, if they do not. The count is taken without it (a failing
/// launch's count is 0, chosen without a branch); only a launch that fits no block says why.
fn register_failure(device: &Device, arch: &Arch, regs: u32, assumed: u64) -> Option<Failure> {
    if regs > arch.max_regs_per_thread {
        Some(Failure::RegistersPerThread {
            regs,
            max: arch.max_regs_per_thread,
        })
    } else if u64::from(device.regs_per_block) < assumed {
        Some(Failure::RegistersPerBlock {
            needed: assumed,
            max: device.regs_per_block,
        })
    } else {
        None
    }
}

/// l.1525: the blocks whose warps the sub-partitions' registers hold. Partitioned caching gives a block half the
/// sub-partitions, and is switched off (unless strict) when a block does not fit there.
fn register_limit(
    device: &Device,
    arch: &Arch,
    demand: &RegisterDemand,
    regs: u32,
    warps_per_block: u64,
    gc: &mut PartitionedGc,
) -> RegisterLimit {
    // Saturating: past `u32::MAX` registers per thread and threads per block the product passes `u64`, and any
    // figure that large fails the per-block check all the same.
    let per_block = demand.per_warp.saturating_mul(warps_per_block);
    // The hardware check assumes allocation to every sub-partition at once.
    let assumed = demand
        .per_warp
        .saturating_mul(round_up_pow2(warps_per_block, demand.sub_partitions));
    // `assumed` is never below `per_block` (the warps rounded up), so it alone is checked (as in
    // `register_failure`). `|`, not `||`: both comparisons are cheaper than a branch on the first.
    let fails = (regs > arch.max_regs_per_thread) | (u64::from(device.regs_per_block) < assumed);
    let sub_partitions = demand.sub_partitions;
    let blocks = match demand.warps_per_sub_partition {
        None => UNLIMITED, // no registers used
        Some(warps_per_sub_partition) if *gc == PartitionedGc::Off => {
            warps_per_sub_partition * sub_partitions / warps_per_block
        }
        // Partitioned caching is decided only for a block whose registers fit.
        Some(_) if fails => 0,
        Some(warps_per_sub_partition) => {
            // A block may only use half the SM, so half the sub-partitions.
            let half_sm_warps = warps_per_sub_partition * div_pow2(sub_partitions, 2);
            let mut blocks = half_sm_warps / warps_per_block * 2;
            if blocks == 0 && *gc != PartitionedGc::Strict {
                *gc = PartitionedGc::Off;
                blocks = warps_per_sub_partition * sub_partitions / warps_per_block;
            }
            blocks
        }
    };
    RegisterLimit {
        limit: if fails { 0 } else { blocks },
        per_block,
        assumed,
    }
}

/// The most warps per block whose registers still fit half an SM, when the kernel asks for partitioned caching
/// (`On`) and the driver may switch it off: from the next block size on, the launch follows the rules without it, so
/// a count over block sizes falls on each side of this point but may rise across it. `None` when nothing switches.
pub(crate) fn partitioned_split(gpu: &Gpu, arch: &Arch, kernel: &Kernel) -> Option<u64> {
    if !arch.partitioned_gc_supported || kernel.partitioned_gc != PartitionedGc::On {
        return None;
    }
    let sub_partitions = u64::from(arch.sub_partitions);
    RegisterDemand::new(gpu.device(), arch, sub_partitions, kernel.regs_per_thread)
        .warps_per_sub_partition
        .map(|warps| warps * div_pow2(sub_partitions, 2))
}

/// The shared memory a block of `kernel` with `dynamic` bytes is allocated (before the per-SM checks).
pub(crate) fn allocated_smem(gpu: &Gpu, arch: &Arch, kernel: &Kernel, dynamic: u64) -> u64 {
    let static_total =
        u64::from(kernel.static_smem) + u64::from(gpu.device().reserved_smem_per_block);
    round_up_pow2(
        static_total.saturating_add(dynamic),
        u64::from(arch.smem_granularity),
    )
}

/// l.1371: resident warps per SM divided by warps per block.
fn warp_limit(
    device: &Device,
    max_warps: u64,
    warps_per_block: u64,
    threads: u32,
    gc: PartitionedGc,
) -> u64 {
    if threads > device.max_threads_per_block {
        return 0;
    }
    if gc != PartitionedGc::Off {
        (max_warps / 2) / warps_per_block * 2
    } else {
        max_warps / warps_per_block
    }
}

/// The shared memory per SM the launch prefers. Most launches keep the driver's defaults, whose preference the
/// device computed once when it was checked.
pub(crate) fn smem_preference(gpu: &Gpu, arch: &Arch, smem: &SmemConfig) -> u64 {
    if *smem == SmemConfig::default() {
        gpu.default_smem_preference()
    } else {
        preferred_smem(gpu.device(), arch, smem)
    }
}

/// l.1189: the per-block limit, default or opt-in, plus the driver's reservation from Ampere on.
pub(crate) fn smem_limit_per_block(device: &Device, arch: &Arch, opt_in: bool, usage: u64) -> u64 {
    let default = u64::from(device.smem_per_block);
    let base = if arch.cc.major >= 7 && opt_in && usage > default {
        u64::from(device.smem_per_block_optin)
    } else {
        default
    };
    if arch.cc.major >= 8 {
        base + u64::from(device.reserved_smem_per_block)
    } else {
        base
    }
}

struct SmemLimit {
    limit: Count,
    allocated: u64,
    per_sm: u64,
    limit_per_block: u64,
    dynamic: u64,
    max_dynamic: u32,
}

impl SmemLimit {
    /// Why a block's shared memory does not fit, if it does not (the count is taken without it, as the
    /// registers').
    fn failure(&self, opt_in: bool) -> Option<Failure> {
        if opt_in && self.dynamic > u64::from(self.max_dynamic) {
            Some(Failure::DynamicSmemOverAttribute {
                dynamic: self.dynamic,
                max: self.max_dynamic,
            })
        } else if self.allocated > self.limit_per_block {
            Some(Failure::SharedMemoryPerBlock {
                needed: self.allocated,
                max: self.limit_per_block,
            })
        } else {
            None
        }
    }
}

/// l.1421: static + dynamic + reserved, rounded up, against the carveout the launch ends up with.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
fn smem_limit(
    gpu: &Gpu,
    arch: &Arch,
    kernel: &Kernel,
    max_dynamic: u32,
    smem: &SmemConfig,
    dynamic: u64,
) -> SmemLimit {
    let device = gpu.device();
    let preference = smem_preference(gpu, arch, smem);
    let static_total = u64::from(kernel.static_smem) + u64::from(device.reserved_smem_per_block);
    // `dynamic` may be a block-size-dependent figure that saturated at `u64::MAX`.
    let allocated = round_up_pow2(
        static_total.saturating_add(dynamic),
        u64::from(arch.smem_granularity),
    );
    let max_usage = static_total + u64::from(max_dynamic);
    let limit_per_block = smem_limit_per_block(device, arch, kernel.opt_in, max_usage);
    // The conditions of `SmemLimit::failure`, without a branch on each.
    let fails =
        (kernel.opt_in & (dynamic > u64::from(max_dynamic))) | (allocated > limit_per_block);
    // The preference holds while one block fits (or none does); otherwise Volta+ grows the carveout to fit one
    // block.
    let per_sm = if (preference >= allocated) | fails {
        preference
    } else if arch.cc.major >= 7 {
        arch.align_up_carveout(allocated).unwrap_or(allocated)
    } else {
        u64::from(device.smem_per_sm)
    };
    let count = per_sm.checked_div(allocated).unwrap_or(UNLIMITED);
    SmemLimit {
        limit: if fails { 0 } else { count },
        allocated,
        per_sm,
        limit_per_block,
        dynamic,
        max_dynamic,
    }
}

/// Everything of an evaluation that does not depend on the block size: what a warp takes of the register file,
/// the shared memory a block takes, and the limits that count blocks directly. [`Footprint::occupancy`] then
/// evaluates a block size with a few divisions, so a search over block sizes computes this once. Its hot
/// functions are forced inline on native targets only: the page's wasm is smaller with one copy of each.
pub(crate) struct Footprint<'a> {
    gpu: &'a Gpu,
    arch: &'a Arch,
    kernel: &'a Kernel,
    registers: RegisterDemand,
    /// l.1808: GP100 (2 sub-partitions) also checks the launch as GP10x (4) would run it.
    gp10x_registers: Option<RegisterDemand>,
    shared: SmemLimit,
    blocks: Count,
    virtual_limit: Count,
    /// l.1873: from Hopper on, block barriers limit resident blocks.
    barrier_limit: Count,
}

/// The block counts of one block size.
struct Limits {
    warps_per_block: u64,
    gc: PartitionedGc,
    registers: RegisterLimit,
    warps: u64,
    /// The count before the barrier limit: the header's limiting-factor flags are taken against it.
    before_barriers: u64,
    active: u64,
}

impl<'a> Footprint<'a> {
    /// `kernel`'s block size is not read: [`Footprint::occupancy`] takes it.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn new(
        gpu: &'a Gpu,
        arch: &'a Arch,
        kernel: &'a Kernel,
        smem: &SmemConfig,
        dynamic: u64,
    ) -> Self {
        let device = gpu.device();
        let regs = kernel.regs_per_thread;
        let blocks = u64::from(arch.max_blocks_per_sm);
        let max_dynamic = kernel.resolved_max_dynamic_smem(device);
        Self {
            gpu,
            arch,
            kernel,
            registers: RegisterDemand::new(device, arch, u64::from(arch.sub_partitions), regs),
            gp10x_registers: ((arch.cc.major, arch.cc.minor) == (6, 0))
                .then(|| RegisterDemand::new(device, arch, 4, regs)),
            shared: smem_limit(gpu, arch, kernel, max_dynamic, smem, dynamic),
            blocks,
            virtual_limit: match arch.virtual_resources_per_sm {
                0 => UNLIMITED,
                available => available
                    .checked_div(kernel.virtual_resources)
                    .map_or(UNLIMITED, u64::from),
            },
            // `u32`: the multiplier and the block slots are small constants of the architecture.
            barrier_limit: match arch.cc.major >= 9 {
                true => (arch.barrier_multiplier * arch.max_blocks_per_sm)
                    .checked_div(kernel.barriers)
                    .map_or(UNLIMITED, u64::from),
                false => UNLIMITED,
            },
        }
    }

    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    fn limits(&self, threads: u32) -> Limits {
        #[cfg(test)]
        evaluations::tick();
        let (device, arch, kernel) = (self.gpu.device(), self.arch, self.kernel);
        // Every GPU's warp is 32 threads, but the header takes any warp size.
        let warp = u64::from(device.warp_size);
        let warps_per_block = if warp.is_power_of_two() {
            div_pow2(round_up_pow2(u64::from(threads), warp), warp)
        } else {
            div_round_up(u64::from(threads), warp)
        };
        let mut gc = if arch.partitioned_gc_supported {
            kernel.partitioned_gc
        } else {
            PartitionedGc::Off
        };
        let regs = kernel.regs_per_thread;
        let mut registers = register_limit(
            device,
            arch,
            &self.registers,
            regs,
            warps_per_block,
            &mut gc,
        );
        if let Some(gp10x) = &self.gp10x_registers {
            // A launch that cannot run on GP10x is refused on GP100 too.
            let mut gc_gp10x = gc;
            let on_gp10x =
                register_limit(device, arch, gp10x, regs, warps_per_block, &mut gc_gp10x);
            if registers.limit != 0 && on_gp10x.limit == 0 {
                registers.limit = 0;
                registers.assumed = on_gp10x.assumed;
            }
        }
        let max_warps = u64::from(self.gpu.max_warps_per_sm());
        let warps = warp_limit(device, max_warps, warps_per_block, threads, gc);
        let before_barriers = warps
            .min(self.blocks)
            .min(registers.limit)
            .min(self.shared.limit)
            .min(self.virtual_limit);
        let active = before_barriers.min(self.barrier_limit);
        Limits {
            warps_per_block,
            gc,
            registers,
            warps,
            before_barriers,
            active,
        }
    }

    /// An upper bound on the threads resident at any block size up to `threads`: the limits that count blocks
    /// whatever their size, times the block size; the SM's threads; the threads whose warps the register file
    /// holds. It shrinks with the block size, so a search from the largest size down can stop once the bound is
    /// no more than the best it has found.
    pub(crate) fn most_threads(&self, threads: u32) -> u64 {
        let device = self.gpu.device();
        let per_block_count = self
            .blocks
            .min(self.shared.limit)
            .min(self.virtual_limit)
            .min(self.barrier_limit);
        let by_registers = self
            .registers
            .warps_per_sub_partition
            .map_or(u64::MAX, |warps| {
                warps * self.registers.sub_partitions * u64::from(device.warp_size)
            });
        (u64::from(threads) * per_block_count)
            .min(u64::from(device.max_threads_per_sm))
            .min(by_registers)
    }

    /// Resident blocks per SM at `threads` per block: the one figure a search over block sizes needs.
    pub(crate) fn active_blocks(&self, threads: u32) -> u32 {
        to_u32(self.limits(threads).active)
    }

    /// The whole result at `threads` per block.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    pub(crate) fn occupancy(&self, threads: u32) -> Occupancy {
        let (device, arch, kernel) = (self.gpu.device(), self.arch, self.kernel);
        let Limits {
            warps_per_block,
            gc,
            registers,
            warps,
            before_barriers,
            active,
        } = self.limits(threads);
        // A comparison per limiter, no branch: `UNLIMITED` never equals a count.
        let flag = |limiter: Limiter, limit: Count, count: Count| {
            u32::from(limit == count) * limiter.nvidia_flag()
        };
        let flags = flag(Limiter::Warps, warps, before_barriers)
            | flag(Limiter::Registers, registers.limit, before_barriers)
            | flag(Limiter::SharedMemory, self.shared.limit, before_barriers)
            | flag(Limiter::Blocks, self.blocks, before_barriers)
            | flag(
                Limiter::VirtualResources,
                self.virtual_limit,
                before_barriers,
            )
            | flag(Limiter::Barriers, self.barrier_limit, active);

        let failure = if active > 0 {
            None
        } else if warps == 0 {
            Some(Failure::BlockTooLarge {
                threads,
                max: device.max_threads_per_block,
            })
        } else if let Some(failure) =
            register_failure(device, arch, kernel.regs_per_thread, registers.assumed)
        {
            Some(failure)
        } else if let Some(failure) = self.shared.failure(kernel.opt_in) {
            Some(failure)
        } else if self.barrier_limit == 0 {
            Some(Failure::Barriers {
                barriers: kernel.barriers,
                available: arch.barrier_multiplier * arch.max_blocks_per_sm,
            })
        } else if self.virtual_limit == 0 {
            Some(Failure::VirtualResources {
                used: kernel.virtual_resources,
                available: arch.virtual_resources_per_sm,
            })
        } else {
            // Only reachable through partitioned caching forced on (strict) for a block larger than half an SM.
            Some(Failure::HalfSm)
        };

        finish(
            self.gpu,
            threads,
            warps_per_block,
            active,
            BlockLimits {
                warps: Some(to_u32(warps)),
                registers: applies(registers.limit),
                shared_memory: applies(self.shared.limit),
                blocks: Some(to_u32(self.blocks)),
                barriers: applies(self.barrier_limit),
                virtual_resources: applies(self.virtual_limit),
            },
            Allocation {
                regs_per_warp: self.registers.per_warp,
                regs_per_block: registers.per_block,
                smem_per_block: self.shared.allocated,
                smem_per_sm: self.shared.per_sm,
                smem_limit_per_block: self.shared.limit_per_block,
            },
            gc,
            flags,
            failure,
        )
    }
}

pub(crate) struct Allocation {
    pub regs_per_warp: u64,
    pub regs_per_block: u64,
    pub smem_per_block: u64,
    pub smem_per_sm: u64,
    pub smem_limit_per_block: u64,
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn finish(
    gpu: &Gpu,
    threads: u32,
    warps_per_block: u64,
    active_blocks: u64,
    block_limits: BlockLimits,
    allocation: Allocation,
    partitioned_gc: PartitionedGc,
    nvidia_limiting_factors: u32,
    failure: Option<Failure>,
) -> Occupancy {
    let max_warps = gpu.max_warps_per_sm();
    let active_warps = active_blocks * warps_per_block;
    Occupancy {
        active_blocks_per_sm: to_u32(active_blocks),
        active_warps_per_sm: to_u32(active_warps),
        active_threads_per_sm: to_u32(active_blocks * u64::from(threads)),
        max_warps_per_sm: max_warps,
        warps_per_block: to_u32(warps_per_block),
        block_limits,
        allocated_registers_per_warp: allocation.regs_per_warp,
        allocated_registers_per_block: allocation.regs_per_block,
        allocated_smem_per_block: allocation.smem_per_block,
        smem_per_sm: allocation.smem_per_sm,
        smem_limit_per_block: allocation.smem_limit_per_block,
        partitioned_gc,
        nvidia_limiting_factors,
        failure,
    }
}
