//! Planning every vendor shares: what a next step is ([`Level::raised_to`]), how a grid of work-groups fills the
//! GPU's compute units in waves (with Nsight Systems' GPU-level figures) and the grid of a problem size. Each
//! vendor's planning (block-size tables, budgets, next steps) is its own `plan` module: [`crate::nvidia::plan`],
//! [`crate::amd::plan`], [`crate::intel::plan`].

use std::fmt::{self, Write as _};

use unicode_width::UnicodeWidthStr;

use crate::error::Error;
use crate::msg::{self, Msg, Say};
use crate::report::{fixed, thousands};

/// An occupancy as its vendor counts it, kept exact: what is resident over what the unit holds (NVIDIA's active
/// warps over the SM's warp slots, AMD's waves per SIMD over the most a SIMD runs, Intel's resident hardware threads
/// over the Xe-core's thread slots).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub resident: u32,
    pub slots: u32,
}

impl Level {
    /// resident / slots, 0.0–1.0.
    pub fn fraction(self) -> f64 {
        f64::from(self.resident) / f64::from(self.slots.max(1))
    }

    /// What makes a change a next step, for every vendor: the occupancy after it, `then`, is strictly higher than
    /// this one. Compared as exact fractions, so an equal figure (more work-groups of fewer threads, say) is no gain.
    pub fn raised_to(self, then: Level) -> bool {
        u64::from(then.resident) * u64::from(self.slots)
            > u64::from(self.resident) * u64::from(then.slots)
    }
}

/// How a grid fills the GPU, assuming every block takes the same time and blocks are spread over the SMs before
/// they stack (the model behind Nsight Systems' `--gpu-metrics-devices` figures).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Waves {
    pub grid_blocks: u64,
    /// Blocks resident on the whole GPU at once: blocks per SM × SMs (BlockNum of a grid-stride loop, as CUDA tuning guides call it).
    pub blocks_per_wave: u64,
    pub full_waves: u64,
    /// Blocks in the last, partial wave (0 when the grid is a whole number of waves).
    pub tail_blocks: u64,
    /// The tail wave's share of a full wave (1.0 when there is no tail).
    pub tail_utilisation: f64,
    /// grid / blocks per wave.
    pub waves: f64,
    /// Share of SM-time with at least one resident warp ("SM Active").
    pub sm_active: f64,
    /// Resident warps over all warp slots of the GPU, averaged over the run ("Compute Warps in Flight").
    pub compute_warps_in_flight: f64,
    /// Empty warp slots on active SMs ("Unallocated Warps in Flight") = SM Active − Compute Warps in Flight.
    pub unallocated_warps_in_flight: f64,
}

/// The waves of a grid of `grid_blocks` work-groups on `units` compute units (SMs, or AMD's CUs or WGPs) that
/// each hold `per_unit` of them at once, a work-group being `warps_per_block` of the unit's `max_warps_per_unit`
/// warp (wave) slots. `None` when no work-group fits or the grid is empty (and where `per_unit × units` passes
/// `u64`, which no GPU's does).
pub fn waves_on(
    units: u64,
    per_unit: u64,
    warps_per_block: u64,
    max_warps_per_unit: u64,
    grid_blocks: u64,
) -> Option<Waves> {
    let per_wave = per_unit.checked_mul(units)?;
    if per_wave == 0 || grid_blocks == 0 {
        return None;
    }
    let full = grid_blocks / per_wave;
    let tail = grid_blocks % per_wave;
    let rounds = full + u64::from(tail > 0);
    // Products of two u64 figures are exact in u128 (and convert to f64 as the u64 ones did where they fit); the
    // slots multiply three and pass u128 only for inputs no GPU has, where f64's range takes over.
    let wide = |a: u64, b: u64| u128::from(a) * u128::from(b);
    let unit_rounds = wide(rounds, units);
    let slots = unit_rounds
        .checked_mul(u128::from(max_warps_per_unit))
        .map_or(unit_rounds as f64 * max_warps_per_unit as f64, |s| s as f64);
    // Spread before stacking: a tail of T work-groups keeps min(T, units) units busy.
    let active_sm_rounds = wide(full, units) + u128::from(tail.min(units));
    let sm_active = active_sm_rounds as f64 / unit_rounds as f64;
    let compute = wide(grid_blocks, warps_per_block) as f64 / slots;
    Some(Waves {
        grid_blocks,
        blocks_per_wave: per_wave,
        full_waves: full,
        tail_blocks: tail,
        tail_utilisation: if tail == 0 {
            1.0
        } else {
            tail as f64 / per_wave as f64
        },
        waves: grid_blocks as f64 / per_wave as f64,
        sm_active,
        compute_warps_in_flight: compute,
        unallocated_warps_in_flight: sm_active - compute,
    })
}

/// Most waves a [`wave_curve_on`] spans: a range over more is drawn over its last this many waves (a chart shows no
/// more; the page draws the last 32).
pub const MAX_CURVE_WAVES: u64 = 4096;

/// NVIDIA's [`wave_curve`](crate::nvidia::plan::wave_curve) on any vendor's units, as [`waves_on`] takes them. A range over more than [`MAX_CURVE_WAVES`]
/// waves starts that many waves before `to`.
pub fn wave_curve_on(
    units: u64,
    per_unit: u64,
    warps_per_block: u64,
    max_warps_per_unit: u64,
    from: u64,
    to: u64,
) -> Vec<Waves> {
    let Some(per_wave) = per_unit.checked_mul(units) else {
        return Vec::new();
    };
    if per_wave == 0 {
        return Vec::new();
    }
    let last_wave = to / per_wave;
    let first_wave = last_wave.saturating_sub(MAX_CURVE_WAVES - 1);
    let from = from.max(1).max(first_wave * per_wave);
    if to < from {
        return Vec::new();
    }
    let spread = units.min(per_wave);
    // Ascending as generated (spread ≤ per_wave), so equal neighbours are the only duplicates.
    let mut sizes = vec![from];
    for wave in from / per_wave..=last_wave {
        let start = wave * per_wave;
        for size in [start, start.saturating_add(1), start.saturating_add(spread)] {
            if size > from && size < to {
                sizes.push(size);
            }
        }
    }
    sizes.push(to);
    sizes.dedup();
    sizes
        .into_iter()
        .filter_map(|size| waves_on(units, per_unit, warps_per_block, max_warps_per_unit, size))
        .collect()
}

/// The grid for a problem of `items` work items, `per_thread` items per thread and `threads` per block; `None`
/// where [`grid_of`] gives an error.
pub fn grid_for(items: u64, per_thread: u64, threads: u32) -> Option<u64> {
    grid_of(items, per_thread, threads).ok()
}

/// The grid for a problem of `items` work items, `per_thread` items per thread and `threads` per block: every
/// item gets a thread, so a block larger than the problem makes a grid of one block (and no items, none). An
/// error names `per_thread` or `kernel.threads_per_block` when it is 0.
pub fn grid_of(items: u64, per_thread: u64, threads: u32) -> Result<u64, Error> {
    if per_thread == 0 {
        return Err(Error::count("per_thread", 0, 1, u64::MAX));
    }
    if threads == 0 {
        return Err(Error::count(
            "kernel.threads_per_block",
            0,
            1,
            u32::MAX.into(),
        ));
    }
    // Exact in u128: a block may hold more items than a u64 counts.
    let per_block = u128::from(per_thread) * u128::from(threads);
    Ok(u128::from(items).div_ceil(per_block) as u64)
}

/// A grid of `grid_blocks` blocks as an input: at least one block (an empty grid has no waves to plan), named
/// `grid` as the CLI and the page spell it.
pub fn check_grid(grid_blocks: u64) -> Result<u64, Error> {
    if grid_blocks == 0 {
        return Err(Error::count("grid", 0, 1, u64::MAX));
    }
    Ok(grid_blocks)
}

/// What a plan is asked beyond the launch: the grid in blocks (work-groups), when given, and NVIDIA's dynamic shared
/// memory per thread that grows with the block size (0: a fixed amount).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Request {
    pub grid: Option<u64>,
    pub smem_per_thread: u32,
}

/// A launch's plan as `occ plan` prints it: the report, and the JSON object `--json` prints instead.
#[derive(Clone, Debug, PartialEq)]
pub struct Planned {
    pub text: String,
    pub json: serde_json::Value,
}

/// A table's heading line and how far each column's cells move right: each heading fills its slot of terminal
/// columns (the English layout the rows are written for) and, where it is wider, keeps two spaces after it and
/// pushes the columns after it by what it overflows (`shifts[i]`: the spaces to add after column `i`'s cell). The
/// last heading has no slot.
pub fn heading(headings: &[(String, usize)]) -> (String, Vec<String>) {
    let mut line = String::new();
    let mut shifts = Vec::with_capacity(headings.len());
    for (i, (heading, slot)) in headings.iter().enumerate() {
        line.push_str(heading);
        if i + 1 == headings.len() {
            shifts.push(String::new());
            break;
        }
        let width = heading.width();
        let padded = (*slot).max(width + 2);
        line.push_str(&" ".repeat(padded - width));
        shifts.push(" ".repeat(padded - slot));
    }
    (line, shifts)
}

/// The marks after a table's row: the best size, and the kernel's own.
pub fn marks(say: &Say, best: bool, current: bool) -> String {
    let mut marks = String::new();
    if best {
        marks.push(' ');
        marks.push_str(&say.say(msg::plan_mark_best()));
    }
    if current {
        marks.push(' ');
        marks.push_str(&say.say(msg::plan_mark_current()));
    }
    marks
}

/// What limits a row, in the column "limited by": each limiter's message, listed.
pub fn limited_by<'a>(say: &Say, mut limiters: impl Iterator<Item = msg::Msg<'a>>) -> String {
    let first = limiters.next().map(|m| say.say(m)).unwrap_or_default();
    limiters.fold(first, |list, m| {
        say.say(msg::report_limit_more(&list, &say.say(m)))
    })
}

/// "Grid" and the grid-stride loop's line: `blocks` per wave, `per_unit` on each of `count` units, each a `unit`
/// (`units` in the plural).
pub fn grid_stride_lines(
    out: &mut String,
    say: &Say,
    blocks: &str,
    per_unit: &str,
    count: &str,
    (unit, units): (&str, &str),
) -> fmt::Result {
    writeln!(out, "\n{}", say.say(msg::plan_grid_title()))?;
    writeln!(
        out,
        "  {}",
        say.say(msg::plan_grid_stride(blocks, per_unit, unit, count, units))
    )
}

/// A grid's waves in one line, for every vendor (a block is a work-group, an SM a CU, WGP or Xe-core).
pub fn waves_line(out: &mut String, say: &Say, w: &Waves) -> fmt::Result {
    writeln!(
        out,
        "  {}",
        say.say(msg::plan_waves(
            &thousands(w.grid_blocks),
            &fixed(w.waves, 2),
            &thousands(w.blocks_per_wave),
            &w.full_waves.to_string(),
            &thousands(w.tail_blocks),
            &say.percent(w.tail_utilisation),
        ))
    )
}

/// A grid's waves in `occ plan --json`, for every vendor (a block is a work-group, an SM a CU, WGP or Xe-core).
pub fn waves_json(w: &Waves) -> serde_json::Value {
    serde_json::json!({
        "grid_blocks": w.grid_blocks,
        "blocks_per_wave": w.blocks_per_wave,
        "full_waves": w.full_waves,
        "tail_blocks": w.tail_blocks,
        "tail_utilisation": w.tail_utilisation,
        "waves": w.waves,
        "sm_active": w.sm_active,
        "compute_warps_in_flight": w.compute_warps_in_flight,
        "unallocated_warps_in_flight": w.unallocated_warps_in_flight,
    })
}

/// A row of the full-occupancy figures as `occ roofline` prints them: the label padded to 28 columns (as `width`
/// measures it), then the value.
pub(crate) fn full_row(
    say: Say,
    width: fn(&str) -> usize,
) -> impl Fn(&mut String, Msg, String) -> fmt::Result {
    move |out, label, value| {
        let label = say.say(label);
        let pad = " ".repeat(28usize.saturating_sub(width(&label)));
        writeln!(out, "  {label}{pad} {value}")
    }
}

/// A figure, or "-" where there is none.
pub(crate) fn or_dash(value: Option<String>) -> String {
    value.unwrap_or_else(|| "-".to_string())
}
