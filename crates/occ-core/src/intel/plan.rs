//! Launch planning on Intel GPUs, what `occ plan` prints for one and the page's launch-planning tool shows:
//! occupancy at the work-group sizes that matter for the kernel's sub-group size. Every figure comes from
//! [`occupancy()`](super::occupancy); the next steps are [`super::report::next_step_lines`].

use std::collections::BTreeSet;

use super::{occupancy, Arch, Kernel, Occupancy};
use crate::error::Error;
use crate::plan::Waves;

/// One work-group size of [`workgroup_sizes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeRow {
    /// Work-items per work-group.
    pub size: u32,
    pub result: Occupancy,
}

/// Occupancy at the work-group sizes worth a row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeTable {
    pub rows: Vec<SizeRow>,
    /// The most resident hardware threads per Xe-core of any row (0 when none fits).
    pub best_resident_threads: u32,
}

impl SizeTable {
    /// Whether a row reaches the best resident hardware threads.
    pub fn is_best(&self, row: &SizeRow) -> bool {
        row.result.resident_threads == self.best_resident_threads
    }

    /// The sizes that reach the best resident hardware threads, smallest first.
    pub fn best_sizes(&self) -> Vec<u32> {
        self.rows
            .iter()
            .filter(|r| self.is_best(r))
            .map(|r| r.size)
            .collect()
    }

    /// The best occupancy of the table (0.0 when no row fits).
    pub fn best_occupancy(&self) -> f64 {
        self.rows
            .iter()
            .find(|r| self.is_best(r))
            .map_or(0.0, |r| r.result.occupancy())
    }
}

/// Occupancy at the work-group sizes worth a row, the kernel's other resources unchanged: powers of two and
/// divisors of the Xe-core's thread budget, in hardware threads, times the sub-group size (every size that fills
/// the Xe-core is among them), and the kernel's own size. A size the kernel cannot launch at is left out.
pub fn workgroup_sizes(arch: &Arch, kernel: &Kernel) -> SizeTable {
    let sub_group = kernel.sub_group_size.max(1);
    let budget = arch.thread_budget(kernel.large_grf);
    let rows: Vec<SizeRow> = (1..=arch.max_workgroup_size / sub_group)
        .filter(|t| t.is_power_of_two() || budget.is_multiple_of(*t))
        .map(|t| t * sub_group)
        .chain([kernel.workgroup_size])
        .collect::<BTreeSet<u32>>()
        .into_iter()
        .filter_map(|size| size_row(arch, kernel, size))
        .collect();
    let best_resident_threads = rows
        .iter()
        .map(|r| r.result.resident_threads)
        .max()
        .unwrap_or(0);
    SizeTable {
        rows,
        best_resident_threads,
    }
}

/// One row of [`workgroup_sizes`] at any size; `None` when the kernel cannot launch at that size.
pub fn size_row(arch: &Arch, kernel: &Kernel, size: u32) -> Option<SizeRow> {
    let probe = Kernel {
        workgroup_size: size,
        ..*kernel
    };
    Some(SizeRow {
        size,
        result: occupancy(arch, &probe).ok()?,
    })
}

/// The rounds of `workgroups` work-groups over `xe_cores` Xe-cores, each with the occupancy `result` (NVIDIA's
/// waves of blocks, [`Waves`], with a work-group for a block, an Xe-core for an SM and a hardware thread for a
/// warp), for any count a `u64` holds. An error names `grid` when it is 0 (no launch) and `device.xve_count` when
/// there are no Xe-cores.
pub fn waves(result: &Occupancy, xe_cores: u32, workgroups: u64) -> Result<Waves, Error> {
    if workgroups == 0 {
        return Err(Error::Inconsistent {
            field: "grid",
            message: format!(
                "0 work-groups is no launch: valid values are 1 to {}",
                crate::report::thousands(u64::MAX)
            ),
        });
    }
    if xe_cores == 0 {
        return Err(Error::range("device.xve_count", 0, 1, u32::MAX.into()));
    }
    if result.workgroups_per_xe_core == 0 {
        return Err(Error::Inconsistent {
            field: "kernel.threads_per_block",
            message: "no work-group fits an Xe-core".to_string(),
        });
    }
    crate::plan::waves_on(
        xe_cores.into(),
        result.workgroups_per_xe_core.into(),
        result.threads_per_workgroup.into(),
        result.thread_slots.into(),
        workgroups,
    )
    .ok_or(Error::range("device.xve_count", 0i64, 1, u32::MAX.into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::intel::arch;

    #[test]
    fn every_row_is_the_calculators_occupancy_at_its_size() {
        for a in crate::intel::ARCHES {
            for &sub_group in a.sub_group_sizes {
                for kernel in [
                    Kernel::new(256, sub_group),
                    Kernel {
                        slm_bytes: 16 * 1024,
                        barriers: true,
                        ..Kernel::new(96, sub_group)
                    },
                ] {
                    let table = workgroup_sizes(a, &kernel);
                    assert!(!table.rows.is_empty(), "{} /{sub_group}", a.name);
                    for row in &table.rows {
                        let probe = Kernel {
                            workgroup_size: row.size,
                            ..kernel
                        };
                        assert_eq!(
                            Ok(row.result),
                            occupancy(a, &probe),
                            "{} {}",
                            a.name,
                            row.size
                        );
                    }
                    let best = table.rows.iter().map(|r| r.result.resident_threads).max();
                    assert_eq!(Some(table.best_resident_threads), best);
                    assert!(table.rows.iter().any(|r| r.size == kernel.workgroup_size));
                    assert!(table.rows.windows(2).all(|w| w[0].size < w[1].size));
                }
            }
        }
    }

    #[test]
    fn waves_of_any_grid_are_the_shared_models_and_no_grid_is_refused() {
        let a = arch("xe2-hpg").unwrap();
        let result = occupancy(a, &Kernel::new(256, 16)).unwrap();
        for grid in 1..=2_000 {
            assert_eq!(
                waves(&result, 20, grid).ok(),
                crate::plan::waves_on(
                    20,
                    result.workgroups_per_xe_core.into(),
                    result.threads_per_workgroup.into(),
                    result.thread_slots.into(),
                    grid
                )
            );
        }
        let w = waves(&result, 20, u64::MAX).unwrap();
        assert!(w.compute_warps_in_flight > 0.0 && w.compute_warps_in_flight <= 1.0);
        assert_eq!(waves(&result, 20, 0).unwrap_err().field(), "grid");
        assert_eq!(
            waves(&result, 0, 5).unwrap_err().field(),
            "device.xve_count"
        );
    }

    #[test]
    fn b580_sizes_at_sub_group_16() {
        // Arc B580's architecture: 256 work-items in sub-groups of 16 fill the Xe-core.
        let a = arch("xe2-hpg").unwrap();
        let table = workgroup_sizes(a, &Kernel::new(256, 16));
        let sizes: Vec<u32> = table.rows.iter().map(|r| r.size).collect();
        assert!(sizes.contains(&16) && sizes.contains(&256), "{sizes:?}");
        assert!(sizes
            .iter()
            .all(|s| s % 16 == 0 && *s <= a.max_workgroup_size));
        assert_eq!(table.best_occupancy(), 1.0);
        assert!(table.best_sizes().contains(&256));
        // A size the kernel cannot launch at has no row.
        assert_eq!(
            size_row(a, &Kernel::new(256, 16), a.max_workgroup_size + 16),
            None
        );
    }
}
