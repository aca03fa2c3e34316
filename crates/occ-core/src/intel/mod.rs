//! Intel occupancy (SYCL on Gen9 to Xe2): work-groups per Xe-core from hardware threads, SLM, work-group slots
//! and barrier registers, and the Xe-core occupancy, as Intel's GPU Occupancy Calculator computes them.
//!
//! - [`Arch`] is one architecture with its constants ([`ARCHES`], [`arch()`]).
//! - [`Kernel`] is how a kernel is launched and compiled (work-group size, sub-group size, SLM, barriers, GRF
//!   mode); [`Kernel::check`] names the field and its valid range.
//! - [`Device`] is an architecture and its XVE count; [`Device::check`] gives its whole Xe-cores.
//! - [`occupancy()`] computes one limit per resource in [`rules`] (each in work-groups per Xe-core) and combines
//!   them by `min`; [`Occupancy`] says which bind, [`explain`] why, with the numbers, and [`next_steps`] what to
//!   lower for one more work-group. [`gpu_occupancy`] spreads a global size over the GPU's Xe-cores.
//! - [`report`] words the calculator's sections as rows (what `occ calc` prints and the page shows).
//!
//! In Intel's words: a work-group of work-items runs as sub-groups, each on one hardware thread of an XVE (Xe
//! Vector Engine, formerly EU); an Xe-core (formerly sub-slice) holds XVEs, their thread slots and the SLM (shared
//! local memory) its work-groups share. These are Intel's rules; NVIDIA's live in
//! [`crate::occupancy`](mod@crate::occupancy), AMD's in [`crate::amd`]. `tests/intel_reference.rs` checks them
//! against a second implementation written from the calculator's own formulas.

pub mod arch;
pub mod plan;
pub mod report;
pub mod rules;

pub use arch::{arch, Arch, ARCHES};
pub use rules::{
    explain, global_size_of_grid, gpu_occupancy, next_steps, occupancy, warnings, GpuOccupancy,
    Limiter, Limits, NextStep, Occupancy,
};

use crate::error::Error;

/// How a kernel is launched and compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kernel {
    /// Work-items per work-group (the nd_range's local size, all dimensions multiplied).
    pub workgroup_size: u32,
    /// Work-items per sub-group: the SIMD width the compiler chose or `[[intel::reqd_sub_group_size(N)]]` asked.
    pub sub_group_size: u32,
    /// SLM per work-group, bytes (`sycl::local_accessor` and work-group-local memory).
    pub slm_bytes: u32,
    /// Whether the kernel uses barriers (`sycl::group_barrier`, also implied by group algorithms). Intel's
    /// calculator treats barriers as on or off, whatever their number.
    pub barriers: bool,
    /// Large-GRF mode (256 registers per hardware thread, half the threads), where the target has it.
    pub large_grf: bool,
}

impl Kernel {
    /// A kernel of that work-group and sub-group size, without SLM or barriers, in the default GRF mode.
    pub fn new(workgroup_size: u32, sub_group_size: u32) -> Self {
        Self {
            workgroup_size,
            sub_group_size,
            slm_bytes: 0,
            barriers: false,
            large_grf: false,
        }
    }

    /// Rejects what the target cannot run, naming the field as `occ batch` spells it and its valid range.
    pub fn check(&self, arch: &Arch) -> Result<(), Error> {
        if !arch.sub_group_sizes.contains(&self.sub_group_size) {
            let mut sizes: Vec<u32> = arch.sub_group_sizes.to_vec();
            sizes.sort_unstable();
            let list: Vec<String> = sizes.iter().map(u32::to_string).collect();
            return Err(Error::Inconsistent {
                field: "kernel.sub_group_size",
                message: format!(
                    "{} is not a sub-group size of {} ({}): valid values are {}",
                    self.sub_group_size,
                    arch.name,
                    arch.family,
                    list.join(", ")
                ),
            });
        }
        if self.workgroup_size == 0 || self.workgroup_size > arch.max_workgroup_size {
            return Err(Error::range(
                "kernel.threads_per_block",
                self.workgroup_size,
                1,
                arch.max_workgroup_size.into(),
            ));
        }
        if self.slm_bytes > arch.max_slm_per_workgroup() {
            return Err(Error::range(
                "kernel.slm_bytes",
                self.slm_bytes,
                0,
                arch.max_slm_per_workgroup().into(),
            ));
        }
        if self.large_grf && !arch.large_grf {
            let with: Vec<&str> = ARCHES
                .iter()
                .filter(|a| a.large_grf)
                .map(|a| a.name)
                .collect();
            return Err(Error::Inconsistent {
                field: "kernel.large_grf",
                message: format!(
                    "{} ({}) has no large-GRF mode in Intel's calculator (only {} has): the only valid value is \
                     false",
                    arch.name,
                    arch.family,
                    with.join(", ")
                ),
            });
        }
        // One work-group's threads are resident together on one Xe-core.
        let threads = self.workgroup_size.div_ceil(self.sub_group_size);
        let budget = arch.thread_budget(self.large_grf);
        if threads > budget {
            let mode = if self.large_grf {
                "in large-GRF mode "
            } else {
                ""
            };
            return Err(Error::Inconsistent {
                field: "kernel.threads_per_block",
                message: format!(
                    "{} work-items in sub-groups of {} are {threads} hardware threads, and {mode}an Xe-core of {} runs \
                     {budget} ({} XVEs × {} threads): valid values are 1 to {} with sub-groups of {}",
                    self.workgroup_size,
                    self.sub_group_size,
                    arch.name,
                    arch.xves_per_xe_core,
                    arch.threads_per_xve_in(self.large_grf),
                    budget * self.sub_group_size,
                    self.sub_group_size
                ),
            });
        }
        Ok(())
    }
}

/// A GPU of an architecture: its XVE count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Device {
    pub arch: &'static Arch,
    /// XVEs (EUs) of the whole GPU, as `clinfo` reports "Max compute units".
    pub xve_count: u32,
}

impl Device {
    /// The device's Xe-cores. Work-groups are scheduled onto whole Xe-cores: an XVE count that is not a whole
    /// number of them (Intel's calculator offers 24 XVEs on Xe-LP, 1.5 Xe-cores) names `device.xve_count`.
    pub fn check(&self) -> Result<u32, Error> {
        let per = self.arch.xves_per_xe_core;
        if self.xve_count == 0 || !self.xve_count.is_multiple_of(per) {
            return Err(Error::Inconsistent {
                field: "device.xve_count",
                message: format!(
                    "{} XVEs is not a whole number of Xe-cores: {} has {per} XVEs per Xe-core, so valid values are \
                     positive multiples of {per} ({}, {}, {} …)",
                    self.xve_count,
                    self.arch.name,
                    per,
                    2 * per,
                    3 * per
                ),
            });
        }
        Ok(self.xve_count / per)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_slots_are_the_calculators_max_threads_per_sub_slice() {
        // `Max_Threads_Per_Sub_Slice` of each target row (l.244, 262, 280, 298, 316, 334, 352, 370, 388, 406).
        let expected = [
            ("xe2-hpg", 64),
            ("xe2-lpg", 64),
            ("xe-lpg", 128),
            ("xe-hpc", 64),
            ("xe-hp", 128),
            ("xe-hpg", 128),
            ("xe-dg1", 112),
            ("gen12", 112),
            ("gen11", 56),
            ("gen9", 56),
        ];
        assert_eq!(ARCHES.len(), expected.len());
        for (name, slots) in expected {
            assert_eq!(arch(name).unwrap().thread_slots(), slots, "{name}");
        }
    }

    #[test]
    fn names_calculator_codes_and_chips_find_their_architecture() {
        assert_eq!(arch("XE_HPC_PVC").unwrap().name, "xe-hpc");
        assert_eq!(arch("pvc").unwrap().name, "xe-hpc");
        assert_eq!(arch("dg2").unwrap().name, "xe-hpg");
        assert_eq!(arch("xe_hp_ats").unwrap().name, "xe-hp");
        assert_eq!(arch("Xe2-HPG").unwrap().name, "xe2-hpg");
        assert!(arch("gfx90a").is_none());
        for a in ARCHES {
            assert_eq!(arch(a.name), Some(a));
            assert_eq!(arch(a.calculator_code), Some(a));
        }
    }

    #[test]
    fn the_tables_keep_the_invariants_the_rules_rely_on() {
        for a in ARCHES {
            // Allocation sizes ascend from 0 and end at the per-work-group maximum or above it.
            assert_eq!(a.slm_sizes_kib[0], 0, "{}", a.name);
            assert!(
                a.slm_sizes_kib.windows(2).all(|w| w[0] < w[1]),
                "{}",
                a.name
            );
            assert!(
                a.slm_sizes_kib.contains(&a.max_slm_per_workgroup_kib),
                "{}",
                a.name
            );
            // One work-group's SLM fits an Xe-core, so every checked kernel fits at least one work-group.
            assert!(
                a.max_slm_per_workgroup_kib <= a.slm_per_xe_core_kib,
                "{}",
                a.name
            );
            // Barriers never allow more work-groups than the slots: the calculator's replacing of one limit by
            // the other and occ's minimum agree.
            assert!(a.barrier_registers <= a.max_workgroups, "{}", a.name);
            // The largest work-group in the smallest sub-groups fits the small-GRF thread budget.
            let smallest = a.sub_group_sizes.iter().min().unwrap();
            assert!(
                a.max_workgroup_size.div_ceil(*smallest) <= a.thread_slots(),
                "{}",
                a.name
            );
        }
    }

    #[test]
    fn bad_kernels_name_the_field_and_the_range() {
        let pvc = arch("xe-hpc").unwrap();
        let err = Kernel::new(0, 16).check(pvc).unwrap_err();
        assert_eq!(
            err.to_string(),
            "kernel.threads_per_block = 0 is out of range: valid values are 1 to 1024"
        );
        let err = Kernel::new(256, 8).check(pvc).unwrap_err();
        assert_eq!(
            err.to_string(),
            "kernel.sub_group_size: 8 is not a sub-group size of xe-hpc (Xe-HPC): valid values are 16, 32"
        );
        let err = Kernel {
            slm_bytes: 128 * 1024 + 1,
            ..Kernel::new(256, 16)
        }
        .check(pvc)
        .unwrap_err();
        assert_eq!(err.field(), "kernel.slm_bytes");
        assert!(
            err.to_string().ends_with("valid values are 0 to 131072"),
            "{err}"
        );
        let err = Kernel {
            large_grf: true,
            ..Kernel::new(1024, 16)
        }
        .check(pvc)
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "kernel.threads_per_block: 1024 work-items in sub-groups of 16 are 64 hardware threads, and in \
             large-GRF mode an Xe-core of xe-hpc runs 32 (8 XVEs × 4 threads): valid values are 1 to 512 with \
             sub-groups of 16"
        );
        let err = Kernel {
            large_grf: true,
            ..Kernel::new(256, 16)
        }
        .check(arch("xe2-hpg").unwrap())
        .unwrap_err();
        assert_eq!(err.field(), "kernel.large_grf");
        assert!(err.to_string().contains("only xe-hpc has"), "{err}");
        let err = Kernel::new(513, 8)
            .check(arch("gen12").unwrap())
            .unwrap_err();
        assert!(err.to_string().ends_with("1 to 512"), "{err}");
    }

    #[test]
    fn xve_counts_must_be_whole_xe_cores() {
        let gen12 = arch("gen12").unwrap();
        let err = Device {
            arch: gen12,
            xve_count: 24,
        }
        .check()
        .unwrap_err();
        assert_eq!(err.field(), "device.xve_count");
        assert!(
            err.to_string().contains("multiples of 16 (16, 32, 48 …)"),
            "{err}"
        );
        assert!(Device {
            arch: gen12,
            xve_count: 0
        }
        .check()
        .is_err());
        let pvc = arch("xe-hpc").unwrap();
        assert_eq!(
            Device {
                arch: pvc,
                xve_count: 1024
            }
            .check(),
            Ok(128)
        );
        assert_eq!(
            Device {
                arch: pvc,
                xve_count: 448
            }
            .check(),
            Ok(56)
        );
    }
}
