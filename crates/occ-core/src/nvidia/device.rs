//! The device a kernel runs on: the `cudaOccDeviceProp` fields, validated once into a [`Gpu`], and the launch's
//! shared-memory preferences (`cudaOccDeviceState`) with the carveout they ask for.

use crate::error::Error;
use crate::msg;
use crate::nvidia::arch::{Arch, Rules};
use crate::nvidia::cc::ComputeCapability;

/// The per-device numbers NVIDIA's calculator takes (`cudaOccDeviceProp`, filled from `cudaGetDeviceProperties`).
/// Plain data; [`Device::check`] validates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Device {
    pub cc: ComputeCapability,
    pub max_threads_per_block: u32,
    pub max_threads_per_sm: u32,
    pub regs_per_block: u32,
    pub regs_per_sm: u32,
    pub warp_size: u32,
    /// Default per-block shared-memory limit (48 KB on every CC ≥ 2.0).
    pub smem_per_block: u32,
    pub smem_per_sm: u32,
    /// Per-block limit after `cudaFuncSetAttribute(…MaxDynamicSharedMemorySize…)`.
    pub smem_per_block_optin: u32,
    /// Shared memory the driver reserves per block (1 KB from CC 8.0).
    pub reserved_smem_per_block: u32,
    pub sm_count: u32,
}

/// A validated device with its architecture rules. Calculations take this and cannot fail on device data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gpu {
    device: Device,
    rules: Rules,
    /// Derived once here rather than on every evaluation.
    max_warps_per_sm: u32,
    default_smem_preference: u64,
}

impl Gpu {
    pub fn device(&self) -> &Device {
        &self.device
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn max_warps_per_sm(&self) -> u32 {
        self.max_warps_per_sm
    }

    /// The shared memory per SM a launch with the driver's default preferences asks for.
    pub(crate) fn default_smem_preference(&self) -> u64 {
        self.default_smem_preference
    }
}

impl Device {
    /// Validates the numbers against each other and the architecture. Errors name the field and its valid range.
    /// Beyond the header's own checks (every count positive, a known CC) this rejects devices no GPU can be,
    /// for which the header's arithmetic would wrap or fail half-way.
    pub fn check(&self) -> Result<Gpu, Error> {
        let max = i64::from(u32::MAX);
        let positive = [
            ("device.max_threads_per_block", self.max_threads_per_block),
            ("device.max_threads_per_sm", self.max_threads_per_sm),
            ("device.regs_per_block", self.regs_per_block),
            ("device.regs_per_sm", self.regs_per_sm),
            ("device.warp_size", self.warp_size),
            ("device.smem_per_block", self.smem_per_block),
            ("device.smem_per_sm", self.smem_per_sm),
            ("device.sm_count", self.sm_count),
        ];
        for (field, value) in positive {
            if value == 0 {
                return Err(Error::range(field, value, 1, max));
            }
        }
        let rules = Rules::for_cc(self.cc)?;
        if self.warp_size > self.max_threads_per_sm {
            return Err(Error::range(
                "device.warp_size",
                self.warp_size,
                1,
                self.max_threads_per_sm.into(),
            ));
        }
        match rules {
            Rules::Header(arch) if arch.cc.major == 3 => {
                // Kepler's L1/shared split assumes at least 16 KB of L1 out of 64 KB (l.1134).
                if self.smem_per_sm < 49_152 {
                    return Err(Error::range(
                        "device.smem_per_sm",
                        self.smem_per_sm,
                        49_152,
                        max,
                    ));
                }
            }
            Rules::Header(arch) => {
                if let Some(largest) = arch.max_carveout() {
                    let reserved = if arch.cc.major >= 8 {
                        u64::from(self.reserved_smem_per_block)
                    } else {
                        0
                    };
                    let fits = [
                        ("device.smem_per_sm", u64::from(self.smem_per_sm), 0),
                        (
                            "device.smem_per_block",
                            u64::from(self.smem_per_block),
                            reserved,
                        ),
                        (
                            "device.smem_per_block_optin",
                            u64::from(self.smem_per_block_optin),
                            reserved,
                        ),
                    ];
                    for (field, value, extra) in fits {
                        if value + extra > largest {
                            return Err(Error::Inconsistent {
                                field,
                                message: {
                                    let (value, largest) = (value.to_string(), largest.to_string());
                                    let cc = arch.cc.to_string();
                                    if extra > 0 {
                                        let extra = extra.to_string();
                                        msg::error_carveout_reserved(&value, &extra, &cc, &largest)
                                            .into()
                                    } else {
                                        msg::error_carveout(&value, &cc, &largest).into()
                                    }
                                },
                            });
                        }
                    }
                }
            }
            Rules::Legacy(_) => {}
        }
        let default_smem_preference = match &rules {
            Rules::Header(arch) => preferred_smem(self, arch, &SmemConfig::default()),
            Rules::Legacy(_) => u64::from(self.smem_per_sm),
        };
        Ok(Gpu {
            device: *self,
            rules,
            max_warps_per_sm: self.max_threads_per_sm / self.warp_size,
            default_smem_preference,
        })
    }
}

/// The architecture defaults of one compute capability: what `cudaGetDeviceProperties` reports on every GPU of
/// that CC (hardware.md §1.6), with the SM count left at 1 because it differs per product.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArchDefaults {
    pub cc: ComputeCapability,
    /// Marketing architecture and chips, e.g. "Ampere GA10x".
    pub family: &'static str,
    pub device: Device,
    /// Where the numbers come from (tags as in `shared/reference/hardware.md` §0).
    pub source: &'static str,
    /// Values no primary source confirms.
    pub unconfirmed: &'static str,
}

const fn defaults(
    (major, minor): (u32, u32),
    family: &'static str,
    [threads_block, threads_sm, regs_sm, regs_block]: [u32; 4],
    [smem_sm, smem_block, optin, reserved]: [u32; 4],
    source: &'static str,
    unconfirmed: &'static str,
) -> ArchDefaults {
    ArchDefaults {
        cc: ComputeCapability::new(major, minor),
        family,
        device: Device {
            cc: ComputeCapability::new(major, minor),
            max_threads_per_block: threads_block,
            max_threads_per_sm: threads_sm,
            regs_per_block: regs_block,
            regs_per_sm: regs_sm,
            warp_size: 32,
            smem_per_block: smem_block,
            smem_per_sm: smem_sm,
            smem_per_block_optin: optin,
            reserved_smem_per_block: reserved,
            sm_count: 1,
        },
        source,
        unconfirmed,
    }
}

const K: u32 = 1024;

/// Every compute capability occ knows, oldest first. Sources: XLS = NVIDIA's CUDA_Occupancy_Calculator.xls;
/// PG11 = CUDA C++ Programming Guide 11.x Table 15; PG13 = CUDA Programming Guide §5.1 Tables 30–32;
/// PGL = legacy guide §20 shared-memory sections; DQ = published deviceQuery output; OCC = cuda_occupancy.h.
pub const ARCH_DEFAULTS: &[ArchDefaults] = &[
    defaults((1, 0), "Tesla G80", [512, 768, 8 * K, 8 * K], [16 * K, 16 * K, 16 * K, 0], "XLS", ""),
    defaults((1, 1), "Tesla G8x/G9x", [512, 768, 8 * K, 8 * K], [16 * K, 16 * K, 16 * K, 0], "XLS", ""),
    defaults((1, 2), "Tesla GT21x", [512, 1024, 16 * K, 16 * K], [16 * K, 16 * K, 16 * K, 0], "XLS", ""),
    defaults((1, 3), "Tesla GT200", [512, 1024, 16 * K, 16 * K], [16 * K, 16 * K, 16 * K, 0], "XLS; a CUDA course's limits table", ""),
    defaults((2, 0), "Fermi GF100", [1024, 1536, 32 * K, 32 * K], [48 * K, 48 * K, 48 * K, 0], "XLS; a CUDA course's limits table", ""),
    defaults((2, 1), "Fermi GF10x", [1024, 1536, 32 * K, 32 * K], [48 * K, 48 * K, 48 * K, 0], "XLS", ""),
    defaults((3, 0), "Kepler GK10x", [1024, 2048, 64 * K, 64 * K], [48 * K, 48 * K, 48 * K, 0], "XLS; PG11", ""),
    defaults(
        (3, 2),
        "Kepler GK20A (Tegra K1)",
        [1024, 2048, 64 * K, 32 * K],
        [48 * K, 48 * K, 48 * K, 0],
        "HS (Haskell cuda package, from the occupancy spreadsheet)",
        "no NVIDIA guide table covers 3.2; registers per SM 64K vs Blender's 32K",
    ),
    defaults((3, 5), "Kepler GK11x", [1024, 2048, 64 * K, 64 * K], [48 * K, 48 * K, 48 * K, 0], "PG11; XLS", ""),
    defaults((3, 7), "Kepler GK210", [1024, 2048, 128 * K, 64 * K], [112 * K, 48 * K, 48 * K, 0], "PG11; XLS", ""),
    defaults((5, 0), "Maxwell GM10x", [1024, 2048, 64 * K, 64 * K], [64 * K, 48 * K, 48 * K, 0], "PG11; PGL 5.x", ""),
    defaults((5, 2), "Maxwell GM20x", [1024, 2048, 64 * K, 64 * K], [96 * K, 48 * K, 48 * K, 0], "PG11; PGL 5.x", ""),
    defaults((5, 3), "Maxwell GM20B", [1024, 2048, 64 * K, 32 * K], [64 * K, 48 * K, 48 * K, 0], "PG11", ""),
    defaults((6, 0), "Pascal GP100", [1024, 2048, 64 * K, 64 * K], [64 * K, 48 * K, 48 * K, 0], "PG11", ""),
    defaults((6, 1), "Pascal GP10x", [1024, 2048, 64 * K, 64 * K], [96 * K, 48 * K, 48 * K, 0], "PG11", ""),
    defaults((6, 2), "Pascal GP10B", [1024, 2048, 64 * K, 32 * K], [64 * K, 48 * K, 48 * K, 0], "PG11", ""),
    defaults((7, 0), "Volta GV100", [1024, 2048, 64 * K, 64 * K], [96 * K, 48 * K, 96 * K, 0], "PG11; PGL 7.x", ""),
    defaults(
        (7, 2),
        "Volta GV10B (Xavier)",
        [1024, 2048, 64 * K, 64 * K],
        [96 * K, 48 * K, 96 * K, 0],
        "PG11; OCC (7.x carveouts)",
        "",
    ),
    defaults((7, 5), "Turing TU10x", [1024, 1024, 64 * K, 64 * K], [64 * K, 48 * K, 64 * K, 0], "PG11; PG13 T30-T32", ""),
    defaults(
        (8, 0),
        "Ampere GA100",
        [1024, 2048, 64 * K, 64 * K],
        [164 * K, 48 * K, 163 * K, K],
        "PG13 T30-T32; PGL 8.x",
        "",
    ),
    defaults(
        (8, 6),
        "Ampere GA10x",
        [1024, 1536, 64 * K, 64 * K],
        [100 * K, 48 * K, 99 * K, K],
        "PG13 T30-T32; PGL 8.x",
        "",
    ),
    defaults(
        (8, 7),
        "Ampere GA10B (Orin)",
        [1024, 1536, 64 * K, 64 * K],
        [164 * K, 48 * K, 163 * K, K],
        "PG13 T30-T32; DQ AGX Orin",
        "",
    ),
    defaults(
        (8, 9),
        "Ada AD10x",
        [1024, 1536, 64 * K, 64 * K],
        [100 * K, 48 * K, 99 * K, K],
        "PG13 T30-T32; Ada Tuning Guide; DQ L4",
        "",
    ),
    defaults(
        (9, 0),
        "Hopper GH100",
        [1024, 2048, 64 * K, 64 * K],
        [228 * K, 48 * K, 227 * K, K],
        "PG13 T30-T32; Hopper Tuning Guide",
        "",
    ),
    defaults(
        (10, 0),
        "Blackwell GB100",
        [1024, 2048, 64 * K, 64 * K],
        [228 * K, 48 * K, 227 * K, K],
        "PG13 (10.x); Blackwell Tuning Guide; DQ B200",
        "",
    ),
    defaults(
        (10, 3),
        "Blackwell Ultra GB110",
        [1024, 2048, 64 * K, 64 * K],
        [228 * K, 48 * K, 227 * K, K],
        "PG13 (10.x column)",
        "reserved shared memory per block (1 KB assumed as on every CC >= 8.0)",
    ),
    defaults(
        (11, 0),
        "Blackwell Thor (sm_101 before CUDA 13)",
        [1024, 1536, 64 * K, 64 * K],
        [228 * K, 48 * K, 227 * K, K],
        "PG13 (11.0 column); DQ Jetson AGX Thor (228 KiB smem/SM)",
        "reserved shared memory per block (1 KB assumed as on every CC >= 8.0)",
    ),
    defaults(
        (12, 0),
        "Blackwell GB20x",
        [1024, 1536, 64 * K, 64 * K],
        [100 * K, 48 * K, 99 * K, K],
        "PG13 T30-T32; DQ RTX 5090 (102400 B/SM, opt-in 101376)",
        "Blackwell Tuning Guide says 32 blocks/SM and 128 KB smem/SM; the header and PG13 say 24 and 100 KB",
    ),
    defaults(
        (12, 1),
        "Blackwell GB10 (DGX Spark)",
        [1024, 1536, 64 * K, 64 * K],
        [100 * K, 48 * K, 99 * K, K],
        "PG13 (12.x)",
        "reserved shared memory per block (1 KB assumed as on every CC >= 8.0)",
    ),
];

/// The generic device of a compute capability (10.1 resolves to 11.0), with an SM count of 1.
pub fn arch_defaults(cc: ComputeCapability) -> Result<&'static ArchDefaults, Error> {
    let cc = cc.canonical();
    ARCH_DEFAULTS
        .iter()
        .find(|d| d.cc == cc)
        .ok_or(Error::UnknownDevice {
            major: cc.major,
            minor: cc.minor,
        })
}

/// The legacy L1/shared split preference (`cudaFuncSetCacheConfig`); on Volta and newer it maps to a carveout
/// when no carveout is given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CacheConfig {
    #[default]
    None,
    Shared,
    L1,
    Equal,
}

impl CacheConfig {
    pub const ALL: [Self; 4] = [Self::None, Self::Shared, Self::L1, Self::Equal];

    pub fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Shared => "shared",
            Self::L1 => "l1",
            Self::Equal => "equal",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|mode| mode.name() == name)
    }
}

/// Shared memory / L1 preferences of the launch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SmemConfig {
    /// `cudaFuncAttributePreferredSharedMemoryCarveout` in percent (0–100); `None` = driver default.
    pub carveout: Option<u32>,
    pub cache_config: CacheConfig,
}

impl SmemConfig {
    pub fn check(&self) -> Result<(), Error> {
        match self.carveout {
            Some(percent) if percent > 100 => Err(Error::range("smem.carveout", percent, -1, 100)),
            _ => Ok(()),
        }
    }
}

/// l.1074 for Volta+, l.1120 for Kepler–Pascal: the shared memory per SM a configuration prefers.
pub(crate) fn preferred_smem(device: &Device, arch: &Arch, smem: &SmemConfig) -> u64 {
    let per_sm = u64::from(device.smem_per_sm);
    if arch.cc.major >= 7 {
        let percent = smem.carveout.or(match smem.cache_config {
            CacheConfig::L1 => Some(0),
            CacheConfig::Shared => Some(100),
            CacheConfig::Equal => Some(50),
            CacheConfig::None => None,
        });
        let preferred = percent.map_or(per_sm, |p| u64::from(p) * per_sm / 100);
        // Device validation keeps every preference within the largest carveout.
        arch.align_up_carveout(preferred).unwrap_or(preferred)
    } else if arch.cc.major == 3 {
        // Kepler: 16, 32 or 48 KB of L1 out of shared + 16 KB (validated: per_sm ≥ 48 KB).
        let low = per_sm + 16_384 - 49_152;
        match smem.cache_config {
            CacheConfig::None | CacheConfig::Shared => per_sm,
            CacheConfig::L1 => low,
            CacheConfig::Equal => (per_sm + low) / 2,
        }
    } else {
        per_sm
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_generic_device_is_valid_for_its_rules() {
        for defaults in ARCH_DEFAULTS {
            let gpu = defaults
                .device
                .check()
                .unwrap_or_else(|e| panic!("{}: {e}", defaults.cc));
            assert_eq!(gpu.rules().cc(), defaults.cc);
            assert_eq!(defaults.device.max_threads_per_sm % 32, 0);
            // Every Volta+ device's shared memory per SM is one of its carveouts.
            let carveouts = gpu.rules().carveouts();
            if !carveouts.is_empty() {
                assert!(
                    carveouts.contains(&defaults.device.smem_per_sm),
                    "{}",
                    defaults.cc
                );
            }
        }
    }

    #[test]
    fn generic_lookup_resolves_thor_old_name() {
        let thor = arch_defaults(ComputeCapability::new(10, 1)).unwrap();
        assert_eq!(thor.cc, ComputeCapability::new(11, 0));
        assert!(arch_defaults(ComputeCapability::new(4, 0)).is_err());
    }

    fn base() -> Device {
        arch_defaults(ComputeCapability::new(8, 9)).unwrap().device
    }

    #[test]
    fn rejects_zero_fields_naming_them() {
        let mut device = base();
        device.regs_per_sm = 0;
        let err = device.check().unwrap_err();
        assert_eq!(err.field(), "device.regs_per_sm");
        assert!(err.to_string().contains("valid values are 1 to"), "{err}");
    }

    #[test]
    fn rejects_shared_memory_beyond_the_largest_carveout() {
        let mut device = base();
        device.smem_per_sm = 200 * 1024;
        let err = device.check().unwrap_err();
        assert_eq!(err.field(), "device.smem_per_sm");
        assert!(err.to_string().contains("102400"), "{err}");
        let mut device = base();
        device.smem_per_block_optin = 102_400; // + 1 KB reserved > 100 KB
        assert_eq!(
            device.check().unwrap_err().field(),
            "device.smem_per_block_optin"
        );
    }

    #[test]
    fn rejects_warp_wider_than_the_sm() {
        let mut device = base();
        device.warp_size = 4096;
        assert_eq!(device.check().unwrap_err().field(), "device.warp_size");
    }
}
