//! Report sections that read the same on every vendor's GPU: labelled rows, the limits with the binding ones marked
//! and a sentence of why each, the warnings, a grid's waves. Each vendor's report says what goes in them.

use std::fmt::{self, Write as _};

use occ_core::plan::Waves;
use occ_core::report::{percent, thousands};
use serde_json::json;

/// Rewrites a text in the report's terms (`--terms`).
pub type Words<'a> = &'a dyn Fn(&str) -> String;

/// "  label  value" lines, the labels padded to `width`.
pub fn rows(
    out: &mut String,
    width: usize,
    rows: impl IntoIterator<Item = (String, String)>,
    t: Words,
) -> fmt::Result {
    for (label, value) in rows {
        writeln!(out, "  {:<width$} {}", t(&label), t(&value))?;
    }
    Ok(())
}

/// A table of four columns under a heading row: the first left-aligned and padded to `widths[0]`, the others
/// right-aligned to theirs.
pub fn table(
    out: &mut String,
    heading: [&str; 4],
    widths: [usize; 4],
    rows: impl IntoIterator<Item = [String; 4]>,
    t: Words,
) -> fmt::Result {
    let [w0, w1, w2, w3] = widths;
    // The heading starts where the rows' two-space indent does.
    let line = |indent: &str, first: usize, cells: [&str; 4]| {
        format!(
            "{indent}{:<first$} {:>w1$} {:>w2$} {:>w3$}",
            t(cells[0]),
            t(cells[1]),
            t(cells[2]),
            t(cells[3])
        )
    };
    writeln!(out, "\n{}", line("", w0 + 2, heading))?;
    for row in rows {
        writeln!(
            out,
            "{}",
            line("  ", w0, row.each_ref().map(String::as_str))
        )?;
    }
    Ok(())
}

/// One limit: whether it binds, its label, what it allows ("2 work-groups", "no limit") and why.
pub struct Limit<'a> {
    pub binding: bool,
    pub label: &'a str,
    pub allows: String,
    pub why: String,
}

/// "Occupancy limiters (* = binding)" and a line per limit.
pub fn limiters<'a>(
    out: &mut String,
    limits: impl IntoIterator<Item = Limit<'a>>,
    t: Words,
) -> fmt::Result {
    writeln!(out, "\nOccupancy limiters (* = binding)")?;
    for limit in limits {
        writeln!(
            out,
            "  {} {:<18} {:<15} {}",
            if limit.binding { "*" } else { " " },
            t(limit.label),
            t(&limit.allows),
            t(&limit.why)
        )?;
    }
    Ok(())
}

/// The marks of a row of a size table: " best", " ← current", both or neither.
pub fn marks(best: bool, current: bool) -> String {
    let mut marks = String::new();
    if best {
        marks.push_str(" best");
    }
    if current {
        marks.push_str(" ← current");
    }
    marks
}

/// "Warnings" and a line per warning, when there are any.
pub fn warnings(out: &mut String, warnings: &[String], t: Words) -> fmt::Result {
    if !warnings.is_empty() {
        writeln!(out, "\nWarnings")?;
        for warning in warnings {
            writeln!(out, "  ! {}", t(warning))?;
        }
    }
    Ok(())
}

/// A grid's waves in `occ plan --json`, for every vendor (a block is a work-group, an SM a CU, WGP or Xe-core).
pub fn waves_json(w: &Waves) -> serde_json::Value {
    json!({
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

/// A grid's waves in one line, for every vendor: `what` names a block ("blocks", "work-groups").
pub fn waves_line(out: &mut String, w: &Waves, what: &str) -> fmt::Result {
    writeln!(
        out,
        "  {} {what} = {:.2} waves of {}: {} full, tail of {} {what} ({} of a wave)",
        thousands(w.grid_blocks),
        w.waves,
        thousands(w.blocks_per_wave),
        w.full_waves,
        thousands(w.tail_blocks),
        percent(w.tail_utilisation)
    )
}
