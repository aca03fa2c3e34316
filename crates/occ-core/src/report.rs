//! What every vendor's report shares: numbers as the calculators print them (thousands separators, percentages,
//! bytes with their KiB), the words of each vocabulary ([`Terms`]), what a report knows of its GPU ([`About`]) and
//! the text sections that read the same for every vendor (labelled rows, the limiters, the warnings, a grid's
//! waves). Each vendor's sections are its own
//! `report` module: [`crate::nvidia::report`], [`crate::amd::report`], [`crate::intel::report`].

use std::fmt::{self, Write as _};

use crate::plan::Waves;
pub use crate::terms::Terms;

/// Formats an integer with thousands separators: 65536 → "65,536".
pub fn thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Occupancy as a percentage with two decimals, as Nsight Compute prints it.
pub fn percent(fraction: f64) -> String {
    format!("{:.2} %", fraction * 100.0)
}

/// Bytes with the KiB value alongside when it helps: 50176 → "50,176 B (49 KiB)".
pub fn bytes(value: u64) -> String {
    if value >= 1024 && value.is_multiple_of(1024) {
        format!("{} B ({} KiB)", thousands(value), thousands(value / 1024))
    } else if value >= 1024 {
        format!("{} B ({:.1} KiB)", thousands(value), value as f64 / 1024.0)
    } else {
        format!("{} B", thousands(value))
    }
}

/// What a report says of its GPU beyond what the launch holds, as the caller knows it: the product, when a preset
/// named the GPU, and the GPU's size and the launch's global size, when given.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct About {
    /// The product's name, when a preset named the GPU.
    pub name: Option<&'static str>,
    /// The product's boost clock in MHz, when a preset named the GPU.
    pub boost_mhz: Option<u32>,
    /// The GPU's size, counted as its vendor gives it (SMs, CUs, or XVEs, from which an Intel GPU's Xe-cores
    /// follow), when known: a generic device's figures over the whole GPU are otherwise per compute unit.
    pub units: Option<u32>,
    /// The launch's global size in work-items, when given: Intel's report adds the GPU's waves and occupancy.
    pub global: Option<u64>,
}

/// Rewrites a text in the report's words (`Terms`).
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

/// A step that gains occupancy in one line of a comparison's table, from its `change()` (what to lower, from what,
/// to what) and what it gives in `unit`: "Registers per thread 80 → 64: 4 blocks/SM".
pub fn step_summary((what, now, then): (&str, String, String), gives: u32, unit: &str) -> String {
    format!("{what} {now} → {then}: {gives} {unit}")
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

/// The text `write` puts in a new String (a String takes every write, so `write`'s `fmt::Result` is always `Ok`).
pub(crate) fn written(write: impl FnOnce(&mut String) -> fmt::Result) -> String {
    let mut out = String::new();
    let _ = write(&mut out);
    out
}
