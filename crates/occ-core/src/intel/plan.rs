//! Launch planning on Intel GPUs, what `occ plan` prints for one and the page's launch-planning tool shows:
//! occupancy at the work-group sizes that matter for the kernel's sub-group size. Every figure comes from
//! [`occupancy()`](super::occupancy); the next steps are [`super::report::next_step_lines`].

use std::collections::BTreeSet;

use std::fmt::Write as _;

use serde_json::json;

use super::dto::{count_json, gpu_json};
use super::report::{
    gpu_figures, next_step_lines, title, write_next_steps, xe_core_note, xe_cores,
};
use super::{
    global_size_of_grid, next_steps, occupancy, Arch, GpuOccupancy, Kernel, Limiter, Occupancy,
    XeCores,
};
use crate::contract::{Figures, Resource};
use crate::error::Error;
use crate::msg::{self, Say};
use crate::plan::{
    grid_stride_lines, heading, limited_by, marks, or_dash, waves_json, waves_line, waves_on,
    Planned, Waves,
};
use crate::report::{bytes, fixed, thousands, written, About};
use crate::vendor::Vendor;

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
            message: msg::plan_error_no_launch(&crate::report::thousands(u64::MAX)).into(),
        });
    }
    if xe_cores == 0 {
        return Err(Error::range("device.xve_count", 0, 1, u32::MAX.into()));
    }
    if result.workgroups_per_xe_core == 0 {
        return Err(Error::Inconsistent {
            field: "kernel.threads_per_block",
            message: msg::plan_error_intel_none_fits().into(),
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

/// `occ plan`'s report of a launch on an Intel GPU and its JSON form: occupancy for the work-group sizes that
/// matter, the next step, and the grid's waves over the GPU's Xe-cores with Intel's peak and average GPU occupancy,
/// on the GPU `about` describes (its XVEs, and the launch's global size, else `grid`'s: work-groups, when given).
///
/// The report is in `say`'s language and words, the JSON the same in every one.
pub fn planned(
    arch: &'static Arch,
    kernel: &Kernel,
    about: &About,
    grid: Option<u64>,
    say: Say,
) -> Result<Planned, Error> {
    let say = &say.about(Vendor::Intel);
    let global = match (about.global, grid) {
        (Some(global), _) => Some(global),
        (None, Some(grid)) => Some(global_size_of_grid(kernel, grid)?),
        (None, None) => None,
    };
    let about = &About { global, ..*about };
    let cores = xe_cores(arch, about)?;
    let result = occupancy(arch, kernel)?;
    let table = workgroup_sizes(arch, kernel);
    let best = table.best_resident_threads;
    let steps = next_steps(arch, kernel)?;
    let step_lines = next_step_lines(arch, kernel, &result, say)?;
    let figures = gpu_figures(kernel, &result, cores, about)?;
    // NVIDIA's wave keys count whole units; a fused part's waves are Intel's calculator's alone (`figures`).
    let waves = figures.as_ref().and_then(|g| {
        waves_on(
            g.xe_cores.whole()?.into(),
            result.workgroups_per_xe_core.into(),
            result.threads_per_workgroup.into(),
            result.thread_slots.into(),
            g.workgroups,
        )
    });
    // Work-groups per wave, as Intel's calculator counts them (a fraction on a fused part).
    let stride = cores.map(|c| c.value() * f64::from(result.workgroups_per_xe_core));
    let json = json!({
        "vendor": "intel",
        "workgroup_sizes": table.rows.iter().map(|SizeRow { size, result: r }| json!({
            "threads_per_block": size,
            "hw_threads_per_workgroup": r.threads_per_workgroup,
            "workgroups_per_xe_core": r.workgroups_per_xe_core,
            "occupancy": r.occupancy(),
            "limiters": r.limiters().map(Limiter::name).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "best_occupancy": f64::from(best) / f64::from(result.thread_slots),
        "next_steps": steps.iter().map(|s| json!({
            "limiter": s.limiter.name(),
            "field": s.field(),
            "current": s.current,
            "target": s.target,
            "workgroups_now": s.workgroups_now,
            "workgroups_then": s.workgroups_then,
            "occupancy_now": s.occupancy_now.fraction(),
            "occupancy_then": s.occupancy_then.fraction(),
        })).collect::<Vec<_>>(),
        "scheduling_unit": "Xe-core",
        "units": cores,
        "grid_stride_workgroups": stride.map(count_json),
        // The keys of NVIDIA's plan: a block is a work-group, an SM an Xe-core, a warp a hardware thread.
        "waves": waves.as_ref().map(waves_json),
        "gpu_occupancy": figures.as_ref().map(gpu_json),
    });
    // The GPU's title, the note on a fused part's Xe-cores and the next steps are `occ calc`'s texts
    // (`super::report`).
    let (one, many) = (say.say(msg::plan_unit()), say.say(msg::plan_units()));
    let text = written(|out| {
        writeln!(
            out,
            "{:<8}{}",
            say.say(msg::plan_gpu_label()),
            title(arch, about, cores, say)
        )?;
        let sub_group = kernel.sub_group_size.to_string();
        let (head, shift) = heading(&[
            (
                say.say(msg::plan_intel_col_size(&sub_group)),
                34 + sub_group.len(),
            ),
            (say.say(msg::plan_intel_col_hw_threads()), 20),
            (say.say(msg::plan_col_blocks_per(&one)), 21),
            (say.say(msg::plan_col_occupancy()), 11),
            (say.say(msg::plan_col_limited_by()), 0),
        ]);
        writeln!(out, "\n{head}")?;
        for SizeRow { size, result: r } in &table.rows {
            writeln!(
                out,
                "  {:>6}                          {}{:>5}               {}{:>5}          {}{:>8}  {}{}{}",
                size,
                shift[0],
                r.threads_per_workgroup,
                shift[1],
                r.workgroups_per_xe_core,
                shift[2],
                say.percent(r.occupancy()),
                shift[3],
                limited_by(say, r.limiters().map(Limiter::listed)),
                marks(say, r.resident_threads == best, *size == kernel.workgroup_size)
            )?;
        }
        write_next_steps(out, say, &step_lines)?;
        match (stride, cores) {
            (Some(stride), Some(cores)) if cores.is_whole() => grid_stride_lines(
                out,
                say,
                &thousands(stride as u64),
                &result.workgroups_per_xe_core.to_string(),
                &cores.to_string(),
                (&one, &many),
            )?,
            (Some(_), Some(cores)) => {
                writeln!(out, "\n{}", say.say(msg::plan_grid_title()))?;
                if let Some(note) = xe_core_note(arch, cores, say) {
                    writeln!(out, "  {note}")?;
                }
            }
            _ => {
                writeln!(out, "\n{}", say.say(msg::plan_grid_title()))?;
                writeln!(out, "  {}", say.say(msg::plan_intel_no_xves()))?;
            }
        }
        let gpu_occupancy = |g: &GpuOccupancy| {
            say.say(msg::plan_intel_gpu_occupancy(
                &say.percent(g.peak),
                &say.percent(g.average),
            ))
        };
        match (&waves, &figures) {
            (Some(w), Some(g)) => {
                waves_line(out, say, w)?;
                writeln!(out, "  {}", gpu_occupancy(g))?;
            }
            (None, Some(g)) => {
                writeln!(
                    out,
                    "  {}",
                    say.say(msg::plan_intel_waves_fused(
                        &thousands(g.workgroups),
                        &fixed(g.waves, 2),
                        &count_json(g.workgroups_per_wave).to_string(),
                        &g.xe_cores.to_string(),
                    ))
                )?;
                writeln!(out, "  {}", gpu_occupancy(g))?;
            }
            _ => writeln!(out, "  {}", say.say(msg::plan_intel_no_grid()))?,
        }
        Ok(())
    });
    Ok(Planned { text, json })
}

/// The full-occupancy figures of a work-group size on an Intel GPU at one sub-group size (wg_max, r_max, wi_min of the SYCL occupancy guide, in Intel's
/// terms): the occupancy that size reaches with no SLM or barriers, and the budgets that keep it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FullOccupancy {
    pub sub_group_size: u32,
    /// Hardware threads (sub-groups) per work-group.
    pub hw_threads_per_workgroup: u32,
    /// Work-groups per Xe-core at that occupancy (wg_max).
    pub workgroups_per_xe_core: u32,
    /// The Xe-core occupancy reached, 0.0–1.0.
    pub occupancy: f64,
    /// Most SLM per work-group, one of the architecture's allocation sizes, that keeps the work-groups per
    /// Xe-core; `None` when none does.
    pub max_slm: Option<u32>,
    /// Work-items that fill every Xe-core (wi_min): work-groups per Xe-core × the work-group size × the Xe-cores,
    /// a fraction on a fused part; `None` when the GPU's XVE count is unknown.
    pub min_items_to_fill: Option<f64>,
}

/// The full-occupancy figures of `workgroup_size` at every sub-group size the architecture compiles for, smallest
/// first, on a GPU of `xe_cores` (when known). A sub-group size whose work-group fits no Xe-core has no row; an
/// error names the work-group size when none fits.
pub fn full_occupancy(
    arch: &Arch,
    workgroup_size: u32,
    xe_cores: Option<XeCores>,
) -> Result<Vec<FullOccupancy>, Error> {
    let mut sizes = arch.sub_group_sizes.to_vec();
    sizes.sort_unstable();
    let mut rows = Vec::new();
    for sub_group_size in sizes {
        let lean = Kernel::new(workgroup_size, sub_group_size);
        let Ok(reachable) = occupancy(arch, &lean) else {
            continue;
        };
        let max_slm = arch
            .slm_sizes_kib
            .iter()
            .rev()
            .map(|kib| kib * 1024)
            .filter(|b| *b <= arch.max_slm_per_workgroup())
            .find(|b| {
                let kernel = Kernel {
                    slm_bytes: *b,
                    ..lean
                };
                occupancy(arch, &kernel)
                    .is_ok_and(|r| r.workgroups_per_xe_core >= reachable.workgroups_per_xe_core)
            });
        let min_items_to_fill = xe_cores.map(|cores| {
            let (numerator, denominator) = cores.ratio();
            // u32 × u32 × u32: exact in u128.
            let items = u128::from(reachable.workgroups_per_xe_core)
                * u128::from(workgroup_size)
                * u128::from(numerator);
            items as f64 / f64::from(denominator)
        });
        rows.push(FullOccupancy {
            sub_group_size,
            hw_threads_per_workgroup: reachable.threads_per_workgroup,
            workgroups_per_xe_core: reachable.workgroups_per_xe_core,
            occupancy: reachable.occupancy(),
            max_slm,
            min_items_to_fill,
        });
    }
    if rows.is_empty() {
        return Err(Error::Inconsistent {
            field: "kernel.threads_per_block",
            message: msg::plan_error_intel_no_sub_group(
                arch.name,
                &workgroup_size.to_string(),
                &arch.max_workgroup_size.to_string(),
            )
            .into(),
        });
    }
    Ok(rows)
}

/// The full-occupancy figures of `threads` work-items per work-group at each sub-group size the architecture
/// compiles for, as `occ roofline` says them.
#[derive(Clone, Debug, PartialEq)]
pub struct Full {
    pub threads: u32,
    pub sub_groups: Vec<FullOccupancy>,
}

impl Figures for Full {
    fn to_json(&self) -> serde_json::Value {
        json!({
            "threads_per_block": self.threads,
            "sub_groups": self.sub_groups.iter().map(|row| json!({
                "sub_group_size": row.sub_group_size,
                "hw_threads_per_workgroup": row.hw_threads_per_workgroup,
                "workgroups_per_xe_core": row.workgroups_per_xe_core,
                "reachable_occupancy": row.occupancy,
                "max_slm_per_workgroup": row.max_slm,
                "min_work_items_to_fill": row.min_items_to_fill.map(count_json),
            })).collect::<Vec<_>>(),
        })
    }

    fn write(&self, out: &mut String, say: Say, width: fn(&str) -> usize) -> std::fmt::Result {
        let pad = |text: &str, columns: usize| " ".repeat(columns.saturating_sub(width(text)));
        writeln!(
            out,
            "\n{}",
            say.say(msg::full_title(&self.threads.to_string()))
        )?;
        // Each column: its heading and width (at least the heading's); the numbers are aligned right, the
        // SLM left.
        let columns = [
            (msg::full_intel_col_sub_group(), 9),
            (msg::full_intel_col_hw_threads(), 16),
            (msg::full_intel_col_blocks(), 19),
            (msg::full_reachable_label(), 19),
            (msg::full_smem_label(), 22),
        ]
        .map(|(heading, least)| {
            let heading = say.say(heading);
            (least.max(width(&heading)), heading)
        });
        let line = |out: &mut String, cells: [String; 5], last: &str| {
            let mut text = String::new();
            for (cell, (columns, _)) in cells[..4].iter().zip(&columns) {
                text.push_str(&format!("  {}{cell}", pad(cell, *columns)));
            }
            let slm = &cells[4];
            writeln!(out, "{text}  {slm}{} {last}", pad(slm, columns[4].0))
        };
        line(
            out,
            columns.clone().map(|(_, heading)| heading),
            &say.say(msg::full_fill_label()),
        )?;
        for row in &self.sub_groups {
            let count = |n: u32| thousands(n.into());
            // A fused part's fill is a fraction of work-items, shown as "-" as its JSON is no count.
            let fill = row
                .min_items_to_fill
                .map(count_json)
                .and_then(|json| json.as_u64());
            line(
                out,
                [
                    count(row.sub_group_size),
                    count(row.hw_threads_per_workgroup),
                    count(row.workgroups_per_xe_core),
                    say.percent(row.occupancy),
                    or_dash(row.max_slm.map(|b| bytes(b.into()))),
                ],
                &or_dash(fill.map(thousands)),
            )?;
        }
        Ok(())
    }
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
