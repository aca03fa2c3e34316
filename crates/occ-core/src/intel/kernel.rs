//! What is launched on an Intel GPU: the work-group, its sub-group size, SLM, barriers and GRF mode, checked
//! against the architecture ([`Kernel::check`]).

use super::{Arch, ARCHES};
use crate::error::Error;
use crate::msg;

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
                message: msg::error_intel_sub_group(
                    &self.sub_group_size.to_string(),
                    arch.name,
                    arch.family,
                    &list.join(", "),
                )
                .into(),
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
                message: msg::error_intel_no_large_grf(arch.name, arch.family, &with.join(", "))
                    .into(),
            });
        }
        // One work-group's threads are resident together on one Xe-core.
        let threads = self.workgroup_size.div_ceil(self.sub_group_size);
        let budget = arch.thread_budget(self.large_grf);
        if threads > budget {
            let text = |n: u32| n.to_string();
            let (xves, per) = (
                text(arch.xves_per_xe_core),
                text(arch.threads_per_xve_in(self.large_grf)),
            );
            let budget_text = text(budget);
            let runs = if self.large_grf {
                msg::error_intel_xe_core_runs_large(arch.name, &budget_text, &xves, &per)
            } else {
                msg::error_intel_xe_core_runs(arch.name, &budget_text, &xves, &per)
            };
            let size = text(self.sub_group_size);
            let (items, threads) = (text(self.workgroup_size), text(threads));
            let hw_threads = msg::error_intel_hw_threads(&items, &size, &threads);
            let max = text(budget * self.sub_group_size);
            return Err(Error::Inconsistent {
                field: "kernel.threads_per_block",
                message: msg::Message::from(msg::error_intel_too_many_threads("", "", &max, &size))
                    .with(0, hw_threads)
                    .with(1, runs),
            });
        }
        Ok(())
    }
}
