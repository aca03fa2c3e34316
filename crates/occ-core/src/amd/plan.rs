//! Launch planning on AMD GPUs, what `occ plan` prints for one and the page's launch-planning tool shows:
//! occupancy at every work-group size, how a grid of work-groups fills the GPU's CUs (WGPs in RDNA's WGP mode) in
//! rounds, and the full-occupancy figures of a work-group size (the roofline's "how much occupancy do I need").
//! Every figure comes from [`occupancy()`](super::occupancy); the rounds from [`crate::plan::waves_on`], the model
//! NVIDIA's plan uses with a CU for an SM and a work-group for a block.

use std::fmt::Write as _;

use serde_json::json;

use super::report::{next_step_lines, title, unit, write_next_steps, write_thresholds};
use super::rules::MAX_WORKGROUP_SIZE;
use super::{next_steps, occupancy, vgpr_thresholds, Arch, Kernel, Limiter, Occupancy};
use crate::contract::{Figures, Resource};
use crate::error::Error;
use crate::msg::{self, Say};
use crate::plan::{
    full_row, grid_stride_lines, heading, limited_by, marks, or_dash, waves_json, waves_line,
    Planned, Waves,
};
use crate::report::{bytes, thousands, written, About};
use crate::vendor::Vendor;

/// One work-group size of [`workgroup_sizes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeRow {
    /// Work-items per work-group.
    pub size: u32,
    /// LDS per work-group at this size (the kernel's, plus the per-work-item LDS asked for).
    pub lds_bytes: u32,
    pub result: Occupancy,
}

/// Occupancy at every work-group size that is a whole number of waves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeTable {
    pub rows: Vec<SizeRow>,
    /// The most waves per SIMD of any row (0 when none fits).
    pub best_waves_per_simd: u32,
}

impl SizeTable {
    /// Whether a row reaches the best waves per SIMD.
    pub fn is_best(&self, row: &SizeRow) -> bool {
        row.result.waves_per_simd == self.best_waves_per_simd
    }

    /// The sizes that reach the best waves per SIMD, smallest first.
    pub fn best_sizes(&self) -> Vec<u32> {
        self.rows
            .iter()
            .filter(|r| self.is_best(r))
            .map(|r| r.size)
            .collect()
    }
}

/// Occupancy at every wave-multiple work-group size up to the largest (1,024), the kernel's other resources
/// unchanged; `lds_per_item` bytes of LDS per work-item are added to the kernel's LDS (LDS that grows with the
/// work-group). A size whose LDS passes the work-group's limit cannot launch and is left out.
pub fn workgroup_sizes(arch: &Arch, kernel: &Kernel, lds_per_item: u32) -> SizeTable {
    let rows: Vec<SizeRow> = (1..=MAX_WORKGROUP_SIZE / kernel.wave_size.max(1))
        .filter_map(|n| size_row(arch, kernel, lds_per_item, n * kernel.wave_size))
        .collect();
    let best_waves_per_simd = rows
        .iter()
        .map(|r| r.result.waves_per_simd)
        .max()
        .unwrap_or(0);
    SizeTable {
        rows,
        best_waves_per_simd,
    }
}

/// One row of [`workgroup_sizes`] at any size (the launch's own need not be a whole number of waves); `None` when
/// the kernel cannot launch at that size.
pub fn size_row(arch: &Arch, kernel: &Kernel, lds_per_item: u32, size: u32) -> Option<SizeRow> {
    let lds = u64::from(kernel.lds_bytes) + u64::from(lds_per_item) * u64::from(size);
    let probe = Kernel {
        workgroup_size: size,
        lds_bytes: u32::try_from(lds).ok()?,
        ..*kernel
    };
    Some(SizeRow {
        size,
        lds_bytes: probe.lds_bytes,
        result: occupancy(arch, &probe).ok()?,
    })
}

/// The most work-items a one-dimensional HIP grid holds: the dispatch packet's `grid_size_x` counts work-items
/// in 32 bits.
pub const MAX_GRID_ITEMS: u64 = u32::MAX as u64;

/// Why a grid of `workgroups` work-groups of `workgroup_size` cannot be launched as one dimension (more work-items
/// than [`MAX_GRID_ITEMS`]), said by `say` about an AMD GPU, or `None`.
pub fn grid_too_big(workgroup_size: u32, workgroups: u64, say: &Say) -> Option<String> {
    let items = workgroups.saturating_mul(u64::from(workgroup_size));
    (items > MAX_GRID_ITEMS).then(|| {
        say.about(Vendor::Amd).say(msg::plan_amd_grid_too_big(
            &thousands(workgroups),
            &thousands(workgroup_size.into()),
            &thousands(items),
            &thousands(MAX_GRID_ITEMS),
        ))
    })
}

/// What a work-group is scheduled onto (a WGP, two CUs, in RDNA's WGP mode, else a CU) and how many of them a GPU
/// of `cus` CUs has.
pub fn units(arch: &Arch, kernel: &Kernel, cus: u32) -> (&'static str, u64) {
    let name = unit(arch, kernel);
    if name == "WGP" {
        (name, u64::from(cus / 2).max(1))
    } else {
        (name, u64::from(cus))
    }
}

/// Work-groups resident on the whole GPU at once, work-groups per CU (WGP) × CUs (WGPs): one full round, and the
/// grid of a grid-stride loop that keeps every CU full.
pub fn grid_stride_workgroups(arch: &Arch, kernel: &Kernel, result: &Occupancy, cus: u32) -> u64 {
    u64::from(result.workgroups_per_cu) * units(arch, kernel, cus).1
}

/// The rounds of a grid of `grid` work-groups on a GPU of `cus` CUs, each work-group with the occupancy `result`
/// (NVIDIA's "waves" of blocks, [`Waves`], with a work-group for a block and a CU or WGP for an SM; the warp
/// figures count waves of work-items). Any grid a `u64` holds is answered: the products behind the figures are
/// taken in 128 bits. An error names `grid` when it is 0 (a dispatch of no work-groups is no launch, and HIP
/// refuses it), `cus` when the GPU has none, and the kernel when no work-group fits a CU.
pub fn grid_waves(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    cus: u32,
    grid: u64,
) -> Result<Waves, Error> {
    if grid == 0 {
        return Err(Error::Inconsistent {
            field: "grid",
            message: msg::plan_error_no_launch(&thousands(u64::MAX)).into(),
        });
    }
    if cus == 0 {
        return Err(Error::range("cus", 0, 1, u32::MAX.into()));
    }
    if result.workgroups_per_cu == 0 {
        return Err(Error::Inconsistent {
            field: "kernel.threads_per_block",
            message: msg::plan_error_amd_none_fits(
                &thousands(kernel.workgroup_size.into()),
                unit(arch, kernel),
                arch.name,
            )
            .into(),
        });
    }
    // Any grid a u64 holds: the shared model takes its products in 128 bits.
    crate::plan::waves_on(
        units(arch, kernel, cus).1,
        u64::from(result.workgroups_per_cu),
        u64::from(result.waves_per_workgroup),
        u64::from(result.max_waves_per_simd) * u64::from(result.simds),
        grid,
    )
    .ok_or(Error::range("cus", i64::from(cus), 1, u32::MAX.into()))
}

/// [`grid_waves`], `None` where it names an input.
pub fn waves(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    cus: u32,
    grid: u64,
) -> Option<Waves> {
    grid_waves(arch, kernel, result, cus, grid).ok()
}

/// The most waves [`wave_curve`] draws points for: three points each, so a range past this many waves would be
/// more points than a chart has pixels.
pub const MAX_CURVE_WAVES: u64 = 4_096;

/// [`waves`] at the grid sizes in `from..=to` (from at least 1) where a figure changes slope
/// ([`crate::nvidia::plan::wave_curve`]'s points): joined by straight lines, the exact curves. Empty when the range is
/// empty, no work-group fits, or it spans more than [`MAX_CURVE_WAVES`] waves (a chart shows a window of them).
pub fn wave_curve(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    cus: u32,
    from: u64,
    to: u64,
) -> Vec<Waves> {
    let from = from.max(1);
    let units = units(arch, kernel, cus).1;
    let per_unit = u64::from(result.workgroups_per_cu);
    let per_wave = per_unit * units;
    if per_wave == 0 || to < from || to / per_wave - from / per_wave >= MAX_CURVE_WAVES {
        return Vec::new();
    }
    let spread = units.min(per_wave);
    // Ascending as generated (spread ≤ per_wave), so equal neighbours are the only duplicates; a point past `to`
    // (or past u64) is left out, `to` itself closes the curve.
    let mut sizes = vec![from];
    for wave in from / per_wave..=to / per_wave {
        let start = wave * per_wave;
        for size in [Some(start), start.checked_add(1), start.checked_add(spread)]
            .into_iter()
            .flatten()
        {
            if size > from && size < to {
                sizes.push(size);
            }
        }
    }
    sizes.push(to);
    sizes.dedup();
    sizes
        .into_iter()
        .filter_map(|size| {
            crate::plan::waves_on(
                units,
                per_unit,
                u64::from(result.waves_per_workgroup),
                u64::from(result.max_waves_per_simd) * u64::from(result.simds),
                size,
            )
        })
        .collect()
}

/// The full-occupancy figures of a work-group size on an AMD GPU (wg_max, r_max, wi_min of the SYCL occupancy guide, in AMD's terms).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FullOccupancy {
    pub workgroup_size: u32,
    pub wave_size: u32,
    /// The most waves per SIMD this work-group size reaches (the maximum unless work-group slots or the size
    /// prevent it).
    pub waves_per_simd: u32,
    pub max_waves_per_simd: u32,
    /// Work-groups per CU (WGP) at that occupancy (wg_max).
    pub workgroups_per_cu: u32,
    /// Most arch VGPRs per work-item that keep it (r_max); `None` when none does.
    pub max_vgprs: Option<u32>,
    /// Most LDS per work-group that keeps it, in whole allocation granules.
    pub max_lds: Option<u32>,
    /// Work-items that fill every CU (WGP): waves per CU × wave size × CUs (wi_min).
    pub min_items_to_fill: u64,
    /// Work-items that fill one CU (WGP): waves per CU × wave size.
    pub items_per_unit: u64,
    /// What a work-group is scheduled onto, and how many.
    pub unit: &'static str,
    pub units: u64,
}

impl FullOccupancy {
    /// Reachable occupancy, 0.0–1.0.
    pub fn occupancy(&self) -> f64 {
        f64::from(self.waves_per_simd) / f64::from(self.max_waves_per_simd.max(1))
    }
}

/// The full-occupancy figures of `kernel`'s work-group size, wave size and mode on a GPU of `cus` CUs: the
/// kernel's registers and LDS are set aside (the figures say how many it may use).
pub fn full_occupancy(arch: &Arch, kernel: &Kernel, cus: u32) -> Result<FullOccupancy, Error> {
    let lean = Kernel {
        vgprs: 0,
        agprs: 0,
        sgprs: 0,
        lds_bytes: 0,
        ..*kernel
    };
    let reachable = occupancy(arch, &lean)?;
    let keeps =
        |k: Kernel| occupancy(arch, &k).is_ok_and(|r| r.waves_per_simd >= reachable.waves_per_simd);
    // More VGPRs or LDS never gain a wave: what keeps the occupancy is a prefix of the counts.
    let max_vgprs = last_keeping(arch.max_vgprs(), |v| keeps(Kernel { vgprs: v, ..lean }));
    let max_lds = last_keeping(arch.lds_per_workgroup / arch.lds_granule, |g| {
        keeps(Kernel {
            lds_bytes: g * arch.lds_granule,
            ..lean
        })
    })
    .map(|g| g * arch.lds_granule);
    let (unit, units) = units(arch, &lean, cus);
    let items_per_unit = u64::from(reachable.waves_per_cu) * u64::from(lean.wave_size);
    Ok(FullOccupancy {
        workgroup_size: lean.workgroup_size,
        wave_size: lean.wave_size,
        waves_per_simd: reachable.waves_per_simd,
        max_waves_per_simd: reachable.max_waves_per_simd,
        workgroups_per_cu: reachable.workgroups_per_cu,
        max_vgprs,
        max_lds,
        min_items_to_fill: items_per_unit * units,
        items_per_unit,
        unit,
        units,
    })
}

/// The largest `n` in `0..=max` for which `keeps` holds, where it holds for a prefix of them (binary search: at
/// most 33 probes whatever `max`); `None` when it holds for none.
fn last_keeping(max: u32, keeps: impl Fn(u32) -> bool) -> Option<u32> {
    if !keeps(0) {
        return None;
    }
    // keeps(lo) holds; every n past hi fails.
    let (mut lo, mut hi) = (0, max);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if keeps(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Some(lo)
}

/// `occ plan`'s report of a launch on an AMD GPU and its JSON form: occupancy for every work-group size, the next
/// step, the VGPR thresholds and the grid's waves (`grid`: work-groups, when given) over the GPU's CUs (WGPs in
/// RDNA's WGP mode), on the GPU `about` describes. The report is in `say`'s language and words, the JSON the same
/// in every one.
pub fn planned(
    arch: &Arch,
    kernel: &Kernel,
    about: &About,
    grid: Option<u64>,
    say: Say,
) -> Result<Planned, Error> {
    let say = &say.about(Vendor::Amd);
    let cus = about.units.unwrap_or(1);
    let result = occupancy(arch, kernel)?;
    let table = workgroup_sizes(arch, kernel, 0);
    let sizes: Vec<(u32, Occupancy)> = table.rows.iter().map(|r| (r.size, r.result)).collect();
    let best = table.best_waves_per_simd;
    let (unit, units) = units(arch, kernel, cus);
    let per_wave = grid_stride_workgroups(arch, kernel, &result, cus);
    let waves = grid.and_then(|g| waves(arch, kernel, &result, cus, g));
    let steps = next_steps(arch, kernel)?;
    let step_lines = next_step_lines(arch, kernel, &result, say)?;
    let json = json!({
        "vendor": "amd",
        "workgroup_sizes": sizes.iter().map(|(size, r)| json!({
            "threads_per_block": size,
            "waves_per_simd": r.waves_per_simd,
            "workgroups_per_cu": r.workgroups_per_cu,
            "waves_per_cu": r.waves_per_cu,
            "occupancy": r.occupancy(),
            "limiters": r.limiters().map(Limiter::name).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "best_waves_per_simd": best,
        "next_steps": steps.iter().map(|s| json!({
            "limiter": s.limiter.name(),
            "current": s.current,
            "target": s.target,
            "waves_now": s.waves_now,
            "waves_then": s.waves_then,
            "occupancy_now": s.occupancy_now.fraction(),
            "occupancy_then": s.occupancy_then.fraction(),
        })).collect::<Vec<_>>(),
        "vgpr_thresholds": vgpr_thresholds(arch, kernel.wave_size).iter().map(|(most, waves)| json!({
            "max_vgprs": most, "waves_per_simd": waves,
        })).collect::<Vec<_>>(),
        "scheduling_unit": unit,
        "units": units,
        "grid_stride_workgroups": per_wave,
        // The keys of NVIDIA's plan: a block is a work-group, an SM a CU (WGP).
        "waves": waves.as_ref().map(waves_json),
    });
    // The GPU's title, the next steps and the VGPR thresholds are `occ calc`'s texts (`super::report`).
    // A WGP is no vocabulary's word: it stays itself in every one.
    let (one, many) = match unit {
        "WGP" => (say.say(msg::plan_wgp()), say.say(msg::plan_wgps())),
        _ => (say.say(msg::plan_unit()), say.say(msg::plan_units())),
    };
    let text = written(|out| {
        writeln!(
            out,
            "{:<8}{}",
            say.say(msg::plan_gpu_label()),
            title(arch, about, say)
        )?;
        let (head, shift) = heading(&[
            (say.say(msg::plan_col_size()), 17),
            (
                say.say(msg::plan_col_warps_per(&say.say(msg::plan_simd()))),
                12,
            ),
            (say.say(msg::plan_col_blocks_per(&one)), 12 + unit.len() + 2),
            (say.say(msg::plan_col_warps_per(&one)), 6 + unit.len() + 2),
            (say.say(msg::plan_col_occupancy()), 11),
            (say.say(msg::plan_col_limited_by()), 0),
        ]);
        writeln!(out, "\n{head}")?;
        for (size, r) in &sizes {
            writeln!(
                out,
                "  {:>6}         {}{:>5}       {}{:>5}           {}{:>5}     {}{:>8}  {}{}{}",
                size,
                shift[0],
                r.waves_per_simd,
                shift[1],
                r.workgroups_per_cu,
                shift[2],
                r.waves_per_cu,
                shift[3],
                say.percent(r.occupancy()),
                shift[4],
                limited_by(say, r.limiters().map(Limiter::listed)),
                marks(
                    say,
                    r.waves_per_simd == best,
                    *size == kernel.workgroup_size
                ),
            )?;
        }
        write_next_steps(out, say, &step_lines)?;
        write_thresholds(out, say, arch, kernel)?;
        grid_stride_lines(
            out,
            say,
            &thousands(per_wave),
            &result.workgroups_per_cu.to_string(),
            &thousands(units),
            (&one, &many),
        )?;
        match waves {
            Some(w) => waves_line(out, say, &w)?,
            None if grid.is_some() => writeln!(out, "  {}", say.say(msg::plan_no_fit()))?,
            None => writeln!(out, "  {}", say.say(msg::plan_no_grid()))?,
        }
        Ok(())
    });
    Ok(Planned { text, json })
}

/// The full-occupancy figures of a work-group size and wave size on a GPU of `cus` CUs, as `occ roofline` says
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full {
    pub cus: u32,
    pub figures: FullOccupancy,
}

impl Figures for Full {
    fn to_json(&self) -> serde_json::Value {
        let f = &self.figures;
        json!({
            "threads_per_block": f.workgroup_size,
            "wave_size": f.wave_size,
            "waves_per_simd": f.waves_per_simd,
            "reachable_occupancy": f.occupancy(),
            "workgroups_per_cu": f.workgroups_per_cu,
            "max_vgprs": f.max_vgprs,
            "max_lds_per_workgroup": f.max_lds,
            "min_threads_to_fill": f.min_items_to_fill,
        })
    }

    fn write(&self, out: &mut String, say: Say, width: fn(&str) -> usize) -> std::fmt::Result {
        let f = &self.figures;
        let row = full_row(say, width);
        let (threads, wave) = (f.workgroup_size.to_string(), f.wave_size.to_string());
        writeln!(out, "\n{}", say.say(msg::full_title_wave(&threads, &wave)))?;
        let reachable = say.percent(f.occupancy());
        let waves = f.waves_per_simd.to_string();
        row(
            out,
            msg::full_reachable_label(),
            say.say(msg::full_amd_reachable(&reachable, &waves)),
        )?;
        row(
            out,
            msg::full_blocks_label(),
            f.workgroups_per_cu.to_string(),
        )?;
        row(
            out,
            msg::full_amd_vgprs_label(),
            or_dash(f.max_vgprs.map(|n| n.to_string())),
        )?;
        row(
            out,
            msg::full_smem_label(),
            or_dash(f.max_lds.map(|n| bytes(n.into()))),
        )?;
        let fill = thousands(f.min_items_to_fill);
        row(
            out,
            msg::full_fill_label(),
            say.say(msg::full_amd_fill(&fill, &self.cus.to_string())),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::amd::arch;

    fn mi300x(threads: u32, vgprs: u32) -> (&'static Arch, Kernel) {
        let gfx942 = arch("gfx942").unwrap();
        (gfx942, Kernel::new(gfx942, threads, vgprs))
    }

    #[test]
    fn sizes_are_wave_multiples_with_the_best_marked() {
        // 128 VGPRs on gfx942: 4 waves per SIMD at any size the VGPRs bind; 256 work-items = 4 waves over 4 SIMDs.
        let (gfx942, kernel) = mi300x(256, 128);
        let table = workgroup_sizes(gfx942, &kernel, 0);
        assert_eq!(table.rows.len(), 16);
        assert_eq!(table.rows[0].size, 64);
        assert_eq!(table.rows[15].size, 1024);
        let row = table.rows.iter().find(|r| r.size == 256).unwrap();
        assert_eq!(row.result.waves_per_simd, 4);
        assert_eq!(row.result.occupancy(), 0.5);
        assert_eq!(table.best_waves_per_simd, 4);
        assert!(table.is_best(row));
        // The VGPRs bind at every size, so every size is best; past 512 one work-group fits per CU.
        assert_eq!(table.best_sizes().len(), 16);
        let big = table.rows.iter().find(|r| r.size == 576).unwrap();
        assert_eq!(
            (big.result.workgroups_per_cu, big.result.waves_per_cu),
            (1, 9)
        );
        // With few VGPRs the work-group slots and sizes decide: not every size reaches the best.
        let lean = workgroup_sizes(gfx942, &Kernel::new(gfx942, 256, 32), 0);
        assert_eq!(lean.best_waves_per_simd, 8);
        assert!(lean.best_sizes().contains(&256));
        assert!(!lean.best_sizes().contains(&576));
        // A size off the wave grid is evaluated too.
        let odd = size_row(gfx942, &kernel, 0, 100).unwrap();
        assert_eq!(odd.result.waves_per_workgroup, 2);
        assert_eq!(size_row(gfx942, &kernel, 0, 2048), None);
    }

    #[test]
    fn lds_per_work_item_grows_with_the_work_group_and_drops_what_cannot_launch() {
        // 64 B per work-item: 1,024 work-items want 64 KiB, gfx942's whole work-group LDS; none is dropped at 64 B
        // but at 128 B the sizes past 512 are.
        let (gfx942, kernel) = mi300x(256, 32);
        let table = workgroup_sizes(gfx942, &kernel, 64);
        assert_eq!(table.rows.last().unwrap().lds_bytes, 65_536);
        let bigger = workgroup_sizes(gfx942, &kernel, 128);
        assert_eq!(bigger.rows.last().unwrap().size, 512);
        assert!(bigger.rows.iter().all(|r| r.lds_bytes == r.size * 128));
        // LDS shared by fewer, bigger work-groups lowers the waves per SIMD.
        assert!(
            bigger.best_waves_per_simd < workgroup_sizes(gfx942, &kernel, 0).best_waves_per_simd
        );
    }

    #[test]
    fn rounds_of_work_groups_over_the_cus() {
        // MI300X: 304 CUs; 256 work-items, 128 VGPRs: 4 work-groups per CU → 1,216 per round.
        let (gfx942, kernel) = mi300x(256, 128);
        let result = occupancy(gfx942, &kernel).unwrap();
        assert_eq!(units(gfx942, &kernel, 304), ("CU", 304));
        assert_eq!(grid_stride_workgroups(gfx942, &kernel, &result, 304), 1_216);
        let w = waves(gfx942, &kernel, &result, 304, 2_000).unwrap();
        assert_eq!((w.full_waves, w.tail_blocks), (1, 784));
        assert_eq!(w.blocks_per_wave, 1_216);
        assert!(waves(gfx942, &kernel, &result, 304, 0).is_none());
        // 2³² − 1 work-items fit one dimension, one work-group more does not.
        let say = Say::english(Vendor::Amd);
        assert_eq!(grid_too_big(256, MAX_GRID_ITEMS / 256, &say), None);
        let why = grid_too_big(256, MAX_GRID_ITEMS / 256 + 1, &say).unwrap();
        assert_eq!(
            why,
            "16,777,216 work-groups of 256 are 4,294,967,296 work-items, more than a one-dimensional grid holds \
             (4,294,967,295 in the dispatch's grid_size_x): give each work-item more work or use a grid-stride loop."
        );
        let curve = wave_curve(gfx942, &kernel, &result, 304, 1, 2_432);
        assert_eq!(curve.first().unwrap().grid_blocks, 1);
        assert_eq!(curve.last().unwrap().grid_blocks, 2_432);
        // RDNA in WGP mode schedules onto WGPs, two CUs each.
        let gfx1100 = arch("gfx1100").unwrap();
        let rdna = Kernel::new(gfx1100, 256, 32);
        assert_eq!(units(gfx1100, &rdna, 96), ("WGP", 48));
        let cu_mode = Kernel {
            cu_mode: true,
            ..rdna
        };
        assert_eq!(units(gfx1100, &cu_mode, 96), ("CU", 96));
    }

    #[test]
    fn a_grid_of_no_work_groups_is_refused_not_taken_for_one_that_does_not_fit() {
        // 4 work-groups fit per CU; a grid of 0 names the grid, not the kernel.
        let (gfx942, kernel) = mi300x(256, 128);
        let result = occupancy(gfx942, &kernel).unwrap();
        assert_eq!(result.workgroups_per_cu, 4);
        let err = grid_waves(gfx942, &kernel, &result, 304, 0).unwrap_err();
        assert_eq!(err.field(), "grid");
        assert!(
            err.to_string()
                .contains("valid values are 1 to 18,446,744,073,709,551,615"),
            "{err}"
        );
        assert_eq!(
            grid_waves(gfx942, &kernel, &result, 0, 100)
                .unwrap_err()
                .field(),
            "cus"
        );
    }

    #[test]
    fn the_largest_grids_have_exact_rounds() {
        // Work-groups × waves each passes 2⁶⁴ here: 2⁶¹ × 4 waves, and 2⁶⁴ − 1 over 2³² − 1 CUs.
        let (gfx942, kernel) = mi300x(256, 128);
        let result = occupancy(gfx942, &kernel).unwrap();
        for grid in [1 << 61, (1 << 63) - 1, u64::MAX] {
            let w = grid_waves(gfx942, &kernel, &result, 304, grid).unwrap();
            assert_eq!(w.blocks_per_wave, 1_216);
            assert_eq!(
                u128::from(w.full_waves) * 1_216 + u128::from(w.tail_blocks),
                u128::from(grid)
            );
            // The kernel's 4 waves per SIMD of 8: every full round is half the slots.
            assert!((w.compute_warps_in_flight - 0.5).abs() < 1e-9, "{w:?}");
            assert!((w.sm_active - 1.0).abs() < 1e-9, "{w:?}");
        }
        let gfx90a = arch("gfx90a").unwrap();
        let k = Kernel::new(gfx90a, 256, 128);
        let r = occupancy(gfx90a, &k).unwrap();
        let w = grid_waves(gfx90a, &k, &r, u32::MAX, u64::MAX).unwrap();
        assert_eq!(w.blocks_per_wave, 4 * u64::from(u32::MAX));
        assert!(w.compute_warps_in_flight > 0.0 && w.compute_warps_in_flight <= 1.0);
        assert!(w.sm_active > 0.0 && w.sm_active <= 1.0);
        // The curve stays within u64 up to the last grid and within its wave budget.
        let curve = wave_curve(gfx942, &kernel, &result, 304, u64::MAX - 5_000, u64::MAX);
        assert_eq!(curve.last().unwrap().grid_blocks, u64::MAX);
        assert!(wave_curve(gfx942, &kernel, &result, 304, 1, u64::MAX).is_empty());
    }

    #[test]
    fn full_occupancy_budgets_are_the_largest_that_keep_it_on_every_target() {
        // The counting-down search as the oracle, over every target, wave size, mode and work-group size.
        for a in crate::amd::ARCHES {
            for &wave in a.wave_sizes() {
                for cu_mode in [false, a.generation.is_rdna()] {
                    for size in [1, 64, 100, 256, 512, 768, 1024] {
                        let kernel = Kernel {
                            wave_size: wave,
                            cu_mode,
                            ..Kernel::new(a, size, 0)
                        };
                        let Ok(f) = full_occupancy(a, &kernel, 8) else {
                            continue;
                        };
                        let reachable = occupancy(a, &kernel).unwrap().waves_per_simd;
                        let keeps = |k: Kernel| {
                            occupancy(a, &k).is_ok_and(|r| r.waves_per_simd >= reachable)
                        };
                        let vgprs = (0..=a.max_vgprs()).rev().find(|v| {
                            keeps(Kernel {
                                vgprs: *v,
                                ..kernel
                            })
                        });
                        let lds = (0..=a.lds_per_workgroup / a.lds_granule)
                            .rev()
                            .map(|g| g * a.lds_granule)
                            .find(|b| {
                                keeps(Kernel {
                                    lds_bytes: *b,
                                    ..kernel
                                })
                            });
                        assert_eq!((f.max_vgprs, f.max_lds), (vgprs, lds), "{} {size}", a.name);
                    }
                }
            }
        }
        assert_eq!(last_keeping(u32::MAX, |n| n <= 7), Some(7));
        assert_eq!(last_keeping(u32::MAX, |_| true), Some(u32::MAX));
        assert_eq!(last_keeping(10, |_| false), None);
    }

    #[test]
    fn full_occupancy_figures() {
        // gfx942 at 256 work-items: 8 waves per SIMD reachable with at most 64 VGPRs (the thresholds' 8-wave row).
        let (gfx942, kernel) = mi300x(256, 200);
        let f = full_occupancy(gfx942, &kernel, 304).unwrap();
        assert_eq!(f.waves_per_simd, 8);
        assert_eq!(f.occupancy(), 1.0);
        assert_eq!(f.max_vgprs, Some(64));
        assert_eq!(f.workgroups_per_cu, 8);
        // 32 waves per CU × 64 lanes × 304 CUs.
        assert_eq!(f.min_items_to_fill, 32 * 64 * 304);
        assert_eq!((f.unit, f.units), ("CU", 304));
        // 8 work-groups share the CU's 64 KiB.
        assert_eq!(f.max_lds, Some(8_192));
    }
}
