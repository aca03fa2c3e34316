//! Per-compute-capability rules, one small function per fact, as NVIDIA's `cuda_occupancy.h` (CUDA 13.5) has them,
//! plus the legacy 1.x/2.x rules of the original `CUDA_Occupancy_Calculator.xls`.
//!
//! Line references (`l.N`) are to `cuda_occupancy.h` from the PyPI wheel `nvidia-cuda-runtime==13.5.37`.

use crate::error::Error;
use crate::nvidia::cc::ComputeCapability;

/// Which rule set computes occupancy for a compute capability.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// CC 3.0 and newer: NVIDIA's header.
    Header(Arch),
    /// CC 1.x and 2.x: the spreadsheet's rules (the header does not know these).
    Legacy(LegacyArch),
}

impl Rules {
    pub fn for_cc(cc: ComputeCapability) -> Result<Self, Error> {
        if let Some(legacy) = LegacyArch::for_cc(cc) {
            return Ok(Self::Legacy(legacy));
        }
        Arch::for_cc(cc).map(Self::Header)
    }

    pub fn cc(&self) -> ComputeCapability {
        match self {
            Self::Header(arch) => arch.cc,
            Self::Legacy(legacy) => legacy.cc,
        }
    }

    /// Supported shared-memory carveouts in bytes (Volta and newer), empty where there is no carveout.
    pub fn carveouts(&self) -> Vec<u32> {
        match self {
            Self::Header(arch) => arch.carveouts_kib.iter().map(|kib| kib * 1024).collect(),
            Self::Legacy(_) => Vec::new(),
        }
    }

    /// Whether the architecture has carveouts to pick from (Volta and newer).
    pub fn has_carveouts(&self) -> bool {
        matches!(self, Self::Header(arch) if !arch.carveouts_kib.is_empty())
    }

    /// The largest `gridDim.x`: 65,535 on CC 1.x/2.x, 2³¹ − 1 from CC 3.0 (CUDA C++ Programming Guide,
    /// "Technical Specifications per Compute Capability": maximum x-dimension of a grid of thread blocks).
    pub fn max_grid_x(&self) -> u64 {
        match self {
            Self::Header(_) => (1 << 31) - 1,
            Self::Legacy(_) => 65_535,
        }
    }

    pub fn max_blocks_per_sm(&self) -> u32 {
        match self {
            Self::Header(arch) => arch.max_blocks_per_sm,
            Self::Legacy(legacy) => legacy.max_blocks_per_sm,
        }
    }

    pub fn max_regs_per_thread(&self) -> u32 {
        match self {
            Self::Header(arch) => arch.max_regs_per_thread,
            Self::Legacy(legacy) => legacy.max_regs_per_thread,
        }
    }

    pub fn smem_granularity(&self) -> u32 {
        match self {
            Self::Header(arch) => arch.smem_granularity,
            Self::Legacy(legacy) => legacy.smem_granularity,
        }
    }

    pub fn reg_granularity(&self) -> u32 {
        match self {
            Self::Header(arch) => arch.reg_granularity,
            Self::Legacy(legacy) => legacy.reg_unit,
        }
    }

    /// Warps are packed per register sub-partition; the spreadsheet called it "warp allocation granularity".
    pub fn sub_partitions(&self) -> u32 {
        match self {
            Self::Header(arch) => arch.sub_partitions,
            Self::Legacy(_) => 2,
        }
    }

    /// True where the block-barrier limiter applies (CC ≥ 9, l.1873).
    pub fn has_barrier_limit(&self) -> bool {
        matches!(self, Self::Header(arch) if arch.cc.major >= 9)
    }

    pub fn supports_partitioned_gc(&self) -> bool {
        matches!(self, Self::Header(arch) if arch.partitioned_gc_supported)
    }

    pub fn virtual_resources_per_sm(&self) -> u32 {
        match self {
            Self::Header(arch) => arch.virtual_resources_per_sm,
            Self::Legacy(_) => 0,
        }
    }

    /// Kepler (3.x) and Fermi (2.x) split L1 and shared memory with a cache-config preference.
    pub fn uses_cache_config(&self) -> bool {
        match self {
            Self::Header(arch) => arch.cc.major == 3,
            Self::Legacy(legacy) => legacy.cc.major == 2,
        }
    }
}

/// The header's per-architecture constants for one compute capability.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arch {
    pub cc: ComputeCapability,
    /// Shared memory allocation unit in bytes (l.620).
    pub smem_granularity: u32,
    /// l.650: 255 up to Pascal, 256 from Volta (ptxas never emits 256).
    pub max_regs_per_thread: u32,
    /// Registers are allocated per warp in units of this many (l.680).
    pub reg_granularity: u32,
    /// Register-file sub-partitions per SM (l.708): 4, or 2 on GP100.
    pub sub_partitions: u32,
    /// Resident blocks per SM (l.739).
    pub max_blocks_per_sm: u32,
    /// Supported carveouts in KiB, ascending (l.807); empty before Volta.
    pub carveouts_kib: &'static [u32],
    /// Barriers available = multiplier × max blocks (l.1646).
    pub barrier_multiplier: u32,
    /// Virtual resources per SM (l.1254); 0 = no such limit.
    pub virtual_resources_per_sm: u32,
    /// Partitioned global caching (l.1235): 5.2, 5.3, 6.1, 6.2.
    pub partitioned_gc_supported: bool,
}

const VOLTA_KIB: &[u32] = &[0, 8, 16, 32, 64, 96];
const TURING_KIB: &[u32] = &[32, 64];
const GA100_KIB: &[u32] = &[0, 8, 16, 32, 64, 100, 132, 164];
const GA10X_KIB: &[u32] = &[0, 8, 16, 32, 64, 100];
const HOPPER_KIB: &[u32] = &[0, 8, 16, 32, 64, 100, 132, 164, 196, 228];
const RUBIN_KIB: &[u32] = &[0, 8, 16, 32, 64, 100, 132, 164, 196, 228, 328];

impl Arch {
    pub fn for_cc(cc: ComputeCapability) -> Result<Self, Error> {
        let unknown = Err(Error::UnknownDevice {
            major: cc.major,
            minor: cc.minor,
        });
        let (major, minor) = (cc.major, cc.minor);
        let smem_granularity = match major {
            3 | 5 | 6 | 7 => 256,
            8..=12 => 128,
            _ => return unknown,
        };
        let max_blocks_per_sm = match (major, minor) {
            (3, _) => 16,
            (5 | 6, _) => 32,
            (7, 5) => 16,
            (7, _) => 32,
            (8, 0) => 32,
            (8, 9) => 24,
            (8, _) => 16,
            (9, _) => 32,
            (10, 1) => 24,
            (10, 7) => 16,
            (10, _) => 32,
            (11, 0) => 24,
            (11, _) => 32,
            _ => 24, // 12.x
        };
        let carveouts_kib: &'static [u32] = match (major, minor) {
            (3 | 5 | 6, _) => &[],
            (7, 5) => TURING_KIB,
            (7, _) => VOLTA_KIB,
            (8, 0 | 7) => GA100_KIB,
            (8, _) => GA10X_KIB,
            (9, _) => HOPPER_KIB,
            (10 | 11, 0 | 1 | 3) => HOPPER_KIB,
            (10 | 11, 7) => RUBIN_KIB,
            (12, 0 | 1) => GA10X_KIB,
            _ => return unknown,
        };
        let barrier_multiplier = match (major, minor) {
            (8, 0) | (9, _) | (10, 0) => 2,
            (8, _) | (10, _) | (11, 0) | (12, _) => 1,
            _ => 2, // 5.x-7.x and 11.x other than 11.0; 3.x never reaches the barrier rule
        };
        Ok(Self {
            cc,
            smem_granularity,
            max_regs_per_thread: if major >= 7 { 256 } else { 255 },
            reg_granularity: 256,
            sub_partitions: if (major, minor) == (6, 0) { 2 } else { 4 },
            max_blocks_per_sm,
            carveouts_kib,
            barrier_multiplier,
            virtual_resources_per_sm: if (10..=12).contains(&major) { 128 } else { 0 },
            partitioned_gc_supported: matches!((major, minor), (5, 2 | 3) | (6, 1..)),
        })
    }

    /// Rounds a shared-memory size up to the next supported carveout (l.807); `None` past the largest.
    pub fn align_up_carveout(&self, bytes: u64) -> Option<u64> {
        let at = self
            .carveouts_kib
            .partition_point(|kib| u64::from(*kib) * 1024 < bytes);
        self.carveouts_kib.get(at).map(|kib| u64::from(*kib) * 1024)
    }

    /// The largest carveout in bytes (Volta and newer).
    pub fn max_carveout(&self) -> Option<u64> {
        self.carveouts_kib.last().map(|kib| u64::from(*kib) * 1024)
    }
}

/// The spreadsheet's constants for CC 1.x and 2.x ("GPU Data" sheet, as transcribed in
/// xmartlabs/cuda-calculator `js/calculator.coffee`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegacyArch {
    pub cc: ComputeCapability,
    pub max_blocks_per_sm: u32,
    pub max_regs_per_thread: u32,
    /// Register allocation unit (256 or 512 per block on 1.x, 64 per warp on 2.x).
    pub reg_unit: u32,
    /// 1.x allocates registers per block, 2.x per warp.
    pub per_block_registers: bool,
    pub smem_granularity: u32,
}

impl LegacyArch {
    pub fn for_cc(cc: ComputeCapability) -> Option<Self> {
        let (reg_unit, per_block, max_regs, smem_unit) = match (cc.major, cc.minor) {
            (1, 0 | 1) => (256, true, 124, 512),
            (1, 2 | 3) => (512, true, 124, 512),
            (2, 0 | 1) => (64, false, 63, 128),
            _ => return None,
        };
        Some(Self {
            cc,
            max_blocks_per_sm: 8,
            max_regs_per_thread: max_regs,
            reg_unit,
            per_block_registers: per_block,
            smem_granularity: smem_unit,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arch(major: u32, minor: u32) -> Arch {
        Arch::for_cc(ComputeCapability::new(major, minor)).unwrap()
    }

    #[test]
    fn block_limits_follow_the_header_table() {
        let cases = [
            ((3, 5), 16),
            ((5, 2), 32),
            ((6, 1), 32),
            ((7, 0), 32),
            ((7, 5), 16),
            ((8, 0), 32),
            ((8, 6), 16),
            ((8, 7), 16),
            ((8, 9), 24),
            ((9, 0), 32),
            ((10, 0), 32),
            ((10, 1), 24),
            ((10, 3), 32),
            ((10, 7), 16),
            ((11, 0), 24),
            ((12, 0), 24),
            ((12, 1), 24),
        ];
        for ((major, minor), blocks) in cases {
            assert_eq!(
                arch(major, minor).max_blocks_per_sm,
                blocks,
                "{major}.{minor}"
            );
        }
    }

    #[test]
    fn carveouts_round_up_to_the_next_supported_size() {
        // PGL 7.x: 50 % of 96 KB = 48 KB is not supported, rounded up to 64 KB.
        assert_eq!(arch(7, 0).align_up_carveout(48 * 1024), Some(64 * 1024));
        // PGL 8.x: 50 % on A100 gives "a 100 KB carveout instead of an 82 KB one".
        assert_eq!(arch(8, 0).align_up_carveout(82 * 1024), Some(100 * 1024));
        assert_eq!(arch(7, 5).align_up_carveout(0), Some(32 * 1024));
        assert_eq!(arch(8, 6).align_up_carveout(0), Some(0));
        assert_eq!(arch(8, 6).align_up_carveout(100 * 1024 + 1), None);
        assert_eq!(arch(10, 7).max_carveout(), Some(328 * 1024));
        assert_eq!(arch(6, 1).max_carveout(), None);
    }

    #[test]
    fn unknown_capabilities_are_errors() {
        for (major, minor) in [
            (4, 0),
            (10, 2),
            (11, 2),
            (12, 2),
            (13, 0),
            (0, 0),
            (1, 4),
            (2, 2),
        ] {
            let err = Rules::for_cc(ComputeCapability::new(major, minor)).unwrap_err();
            assert_eq!(err.nvidia_code(), 2, "{major}.{minor}");
            assert_eq!(err.field(), "device.cc");
        }
    }

    /// The engine rounds and divides by these with masks and shifts.
    #[test]
    fn allocation_units_and_sub_partitions_are_powers_of_two() {
        for major in 0..=13 {
            for minor in 0..=9 {
                if let Ok(arch) = Arch::for_cc(ComputeCapability::new(major, minor)) {
                    assert!(arch.smem_granularity.is_power_of_two(), "{major}.{minor}");
                    assert!(arch.reg_granularity.is_power_of_two(), "{major}.{minor}");
                    assert!(arch.sub_partitions.is_power_of_two(), "{major}.{minor}");
                }
            }
        }
    }

    #[test]
    fn gp100_has_two_sub_partitions_and_no_partitioned_caching() {
        assert_eq!(arch(6, 0).sub_partitions, 2);
        assert!(!arch(6, 0).partitioned_gc_supported);
        assert!(arch(6, 1).partitioned_gc_supported);
        assert!(arch(5, 2).partitioned_gc_supported);
        assert!(!arch(5, 0).partitioned_gc_supported);
    }

    #[test]
    fn barrier_multipliers_follow_cuda_13() {
        assert_eq!(arch(9, 0).barrier_multiplier, 2);
        assert_eq!(arch(10, 0).barrier_multiplier, 2);
        assert_eq!(arch(10, 3).barrier_multiplier, 1); // changed in 13.3.29
        assert_eq!(arch(11, 0).barrier_multiplier, 1);
        assert_eq!(arch(12, 0).barrier_multiplier, 1);
    }
}
