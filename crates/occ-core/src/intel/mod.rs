//! Intel occupancy (SYCL on Gen9 to Xe2): work-groups per Xe-core from hardware threads, SLM, work-group slots
//! and barrier registers, and the Xe-core occupancy, as Intel's GPU Occupancy Calculator computes them.
//!
//! - [`Arch`] is one architecture with its constants ([`ARCHES`], [`arch()`]).
//! - [`Kernel`] is how a kernel is launched and compiled (work-group size, sub-group size, SLM, barriers, GRF
//!   mode); [`Kernel::check`] names the field and its valid range.
//! - [`Device`] is an architecture and its XVE count; [`Device::xe_cores`] gives its Xe-cores ([`XeCores`]), a
//!   fraction on the fused parts Intel's calculator lists, as the calculator counts them.
//! - [`occupancy()`] computes one limit per resource in [`rules`] (each in work-groups per Xe-core) and combines
//!   them by `min`; [`Occupancy`] says which bind, [`explain`] why, with the numbers, and [`next_steps`] what to
//!   change to raise the occupancy. [`gpu_occupancy_on`] spreads a global size over the GPU's Xe-cores.
//! - [`report`] words the calculator's sections as rows (what `occ calc` prints and the page shows).
//!
//! In Intel's words: a work-group of work-items runs as sub-groups, each on one hardware thread of an XVE (Xe
//! Vector Engine, formerly EU); an Xe-core (formerly sub-slice) holds XVEs, their thread slots and the SLM (shared
//! local memory) its work-groups share. These are Intel's rules; NVIDIA's live in
//! [`crate::nvidia::rules`], AMD's in [`crate::amd`]. `tests/intel_reference.rs` checks them
//! against a second implementation written from the calculator's own formulas.

pub mod arch;
pub mod device;
pub mod dto;
pub mod kernel;
pub mod plan;
pub mod report;
pub mod rules;

pub use arch::{arch, Arch, ARCHES};
pub use device::{Device, XeCores};
pub use kernel::Kernel;
pub use rules::{
    explain, global_size_of_grid, gpu_occupancy, gpu_occupancy_on, level, next_steps, occupancy,
    warnings, GpuOccupancy, Limiter, Limits, NextStep, Occupancy,
};

use crate::contract::{Engine, Resident};
use crate::error::Error;
use crate::msg::{self, Say};
use crate::plan::{Planned, Request};
use crate::report::About;

/// One Intel launch: a target and a kernel, checked against it when its occupancy is computed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Launch {
    pub arch: &'static Arch,
    pub kernel: Kernel,
}

impl Engine for Launch {
    type Occupancy = Occupancy;
    type Limiter = Limiter;
    type Figures = plan::Full;

    fn occupancy(&self) -> Result<Occupancy, Error> {
        occupancy(self.arch, &self.kernel)
    }

    fn fraction(result: &Occupancy) -> f64 {
        result.occupancy()
    }

    fn limiters(result: &Occupancy) -> Vec<Limiter> {
        result.limiters().collect()
    }

    fn limits(result: &Occupancy) -> Vec<(Limiter, Option<u32>)> {
        Limiter::ALL
            .into_iter()
            .map(|l| (l, result.limits.get(l)))
            .collect()
    }

    fn resident(&self, result: &Occupancy) -> Resident {
        Resident {
            count: result.workgroups_per_xe_core,
            block: "work-group",
            unit: "Xe-core",
        }
    }

    fn warnings(&self, result: &Occupancy, say: &Say) -> Vec<String> {
        warnings(&self.kernel, result, say)
    }

    fn report(&self, result: &Occupancy, about: &About, say: &Say) -> Result<String, Error> {
        report::text(self.arch, &self.kernel, result, about, say)
    }

    fn why(&self, result: &Occupancy, limiter: &str, say: &Say) -> String {
        report::why(self.arch, &self.kernel, result, limiter, say)
    }

    fn next_steps(&self, say: &Say) -> Result<Vec<String>, Error> {
        report::next_step_summaries(self.arch, &self.kernel, say)
    }

    fn no_step(result: &Occupancy, say: &Say) -> String {
        report::no_step_line(result, say)
    }

    fn plan(&self, about: &About, request: &Request, say: Say) -> Result<Planned, Error> {
        plan::planned(self.arch, &self.kernel, about, request.grid, say)
    }

    fn full_occupancy(&self, about: &About) -> Result<plan::Full, Error> {
        let threads = self.kernel.workgroup_size;
        Ok(plan::Full {
            threads,
            sub_groups: plan::full_occupancy(
                self.arch,
                threads,
                report::xe_cores(self.arch, about)?,
            )?,
        })
    }
}

impl Launch {
    /// `threads` work-items per work-group that use no SLM: the launch whose full-occupancy figures `occ
    /// roofline` gives. Those figures are for every sub-group size, so the launch's is any of them.
    pub fn lean(arch: &'static Arch, threads: u32) -> Self {
        let sub_group = arch.sub_group_sizes.iter().copied().min().unwrap_or(8);
        Self {
            arch,
            kernel: Kernel::new(threads, sub_group),
        }
    }
}

/// The global size of a launch over the whole GPU: `global` work-items, or `grid` work-groups of the kernel's
/// work-group size, never both; `None` without either. A global size needs the GPU's Xe-cores (`xe_cores`, from
/// its XVE count) and must divide into whole work-groups that fit them: the errors name `global_size` (or `grid`),
/// and `device.xve_count` when the GPU's size is unknown ([`Error::Needs`]). A kernel that fits no Xe-core is its
/// occupancy's error, not this one's: its global size is returned unchecked.
pub fn global_on(
    arch: &Arch,
    kernel: &Kernel,
    xe_cores: Option<XeCores>,
    global: Option<u64>,
    grid: Option<u64>,
) -> Result<Option<u64>, Error> {
    let global = match (global, grid) {
        (Some(_), Some(_)) => {
            return Err(Error::Conflict {
                field: "global_size",
                other: "grid",
            })
        }
        (Some(global), None) => global,
        (None, Some(grid)) => global_size_of_grid(kernel, grid)?,
        (None, None) => return Ok(None),
    };
    let Ok(result) = occupancy(arch, kernel) else {
        return Ok(Some(global));
    };
    let Some(cores) = xe_cores else {
        return Err(Error::Needs {
            field: "global_size",
            needs: "device.xve_count",
            message: msg::error_batch_intel_needs_xves(
                &arch.xves_per_xe_core.to_string(),
                &arch
                    .xve_counts
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
                arch.name,
            )
            .into(),
        });
    };
    gpu_occupancy_on(kernel, &result, cores, global)?;
    Ok(Some(global))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_global_size_is_checked_over_the_gpus_xe_cores_with_typed_errors() {
        let arch = arch("xe2-hpg").unwrap();
        let kernel = Kernel::new(256, 16);
        let cores = Device {
            arch,
            xve_count: 160,
        }
        .xe_cores()
        .ok();
        assert_eq!(global_on(arch, &kernel, cores, None, None), Ok(None));
        assert_eq!(
            global_on(arch, &kernel, cores, Some(1 << 20), None),
            Ok(Some(1 << 20))
        );
        // A grid is work-groups of the kernel's size.
        assert_eq!(
            global_on(arch, &kernel, cores, None, Some(4)),
            Ok(Some(1024))
        );
        assert_eq!(
            global_on(arch, &kernel, cores, Some(1024), Some(4)),
            Err(Error::Conflict {
                field: "global_size",
                other: "grid"
            })
        );
        // Without the GPU's size there are no waves to give: the error says what is missing and what it takes.
        let needs = global_on(arch, &kernel, None, Some(1024), None).unwrap_err();
        assert_eq!(needs.field(), "global_size");
        assert_eq!(
            needs.to_string(),
            "global_size needs device.xve_count: the GPU's XVE count, a multiple of 8 (Intel's calculator offers \
             160, 144 for xe2-hpg)"
        );
        assert!(matches!(
            global_on(arch, &kernel, None, None, Some(4)),
            Err(Error::Needs {
                needs: "device.xve_count",
                ..
            })
        ));
        // Whole work-groups only, as SYCL's nd_range divides them.
        let partial = global_on(arch, &kernel, cores, Some(1000), None).unwrap_err();
        assert_eq!(partial.field(), "global_size");
        assert!(partial
            .to_string()
            .contains("not a positive multiple of the work-group size (256)"));
        // A kernel that fits no Xe-core is its occupancy's error: the global size is not checked.
        let too_big = Kernel {
            slm_bytes: 1 << 30,
            ..kernel
        };
        assert_eq!(
            global_on(arch, &too_big, None, Some(1000), None),
            Ok(Some(1000))
        );
    }

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
    fn xve_counts_are_whole_xe_cores_or_parts_the_calculator_lists() {
        let device = |name: &str, xve_count: u32| Device {
            arch: arch(name).unwrap(),
            xve_count,
        };
        // Xe-LP's 24 (the target's list, l.369) and Gen9's GT1 parts (the PCI-ID table, l.429, 449).
        let fused = device("gen12", 24).xe_cores().unwrap();
        assert_eq!(
            (fused.whole(), fused.value(), fused.ratio()),
            (None, 1.5, (3, 2))
        );
        assert_eq!(fused.to_string(), "1.5");
        assert_eq!(device("gen9", 12).xe_cores().unwrap().value(), 1.5);
        let gt1 = device("gen9", 18).xe_cores().unwrap();
        assert_eq!((gt1.value(), gt1.to_string()), (2.25, "2.25".to_string()));
        // Whole counts, listed or not.
        let pvc = device("xe-hpc", 1024).xe_cores().unwrap();
        assert_eq!(
            (pvc.whole(), pvc.to_string()),
            (Some(128), "128".to_string())
        );
        assert_eq!(device("xe-hpc", 448).check(), Ok(56));
        assert_eq!(
            device("xe-hpc", 8 * 1000).xe_cores().unwrap().to_string(),
            "1,000"
        );
        assert_eq!(
            XeCores::from(20),
            device("xe2-hpg", 160).xe_cores().unwrap()
        );
        // A count no product has names the field and every valid value.
        let err = device("gen12", 40).xe_cores().unwrap_err();
        assert_eq!(err.field(), "device.xve_count");
        assert_eq!(
            err.to_string(),
            "device.xve_count: 40 XVEs is not a whole number of Xe-cores nor a part Intel's calculator lists: gen12 \
             has 16 XVEs per Xe-core, so valid values are positive multiples of 16 (16, 32, 48 …), or 24 (parts \
             Intel's calculator lists for gen12)"
        );
        let err = device("gen9", 20).xe_cores().unwrap_err();
        assert!(
            err.to_string()
                .ends_with("or 12, 18 (parts Intel's calculator lists for gen9)"),
            "{err}"
        );
        // A fused count is no other architecture's.
        let err = device("xe-dg1", 24).xe_cores().unwrap_err();
        assert!(err.to_string().ends_with("(16, 32, 48 …)"), "{err}");
        assert!(device("gen12", 0).xe_cores().is_err());
        // Callers that count whole Xe-cores get the fused part named.
        let err = device("gen12", 24).check().unwrap_err();
        assert_eq!(err.field(), "device.xve_count");
        assert!(
            err.to_string().contains("24 XVEs are 1.5 Xe-cores of 16"),
            "{err}"
        );
    }

    #[test]
    fn every_count_the_calculator_lists_is_a_device() {
        for a in ARCHES {
            for &xve_count in a.xve_counts.iter().chain(a.pci_xve_counts) {
                let cores = Device { arch: a, xve_count }.xe_cores().unwrap();
                assert_eq!(
                    cores.value(),
                    f64::from(xve_count) / f64::from(a.xves_per_xe_core),
                    "{} {xve_count}",
                    a.name
                );
            }
        }
    }
}
