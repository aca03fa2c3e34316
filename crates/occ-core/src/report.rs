//! What every vendor's report shares: numbers as the calculators print them (thousands separators, percentages,
//! bytes with their KiB), the words of each vocabulary ([`Terms`]), what a report knows of its GPU ([`About`]) and
//! the text sections that read the same for every vendor (labelled rows, the limiters, the warnings, a grid's
//! waves). Each vendor's sections are its own
//! `report` module: [`crate::nvidia::report`], [`crate::amd::report`], [`crate::intel::report`].

use std::fmt::{self, Write as _};

use unicode_width::UnicodeWidthStr;

use crate::msg::{self, Msg, Say};
pub use crate::terms::Terms;

/// A labelled value of a report's section, the same shape for every vendor so a page lays out their sections alike
/// (the label may name the vendor's unit, so it is built per launch).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub label: String,
    pub value: String,
}

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
    let mut out = fixed(fraction * 100.0, 2);
    out.push_str(" %");
    out
}

/// Bytes with the KiB value alongside when it helps: 50176 → "50,176 B (49 KiB)".
pub fn bytes(value: u64) -> String {
    if value >= 1024 && value.is_multiple_of(1024) {
        format!("{} B ({} KiB)", thousands(value), thousands(value / 1024))
    } else if value >= 1024 {
        format!(
            "{} B ({} KiB)",
            thousands(value),
            fixed(value as f64 / 1024.0, 1)
        )
    } else {
        format!("{} B", thousands(value))
    }
}

pub use crate::number::fixed;

/// `value` as Rust's `{}` writes an `f64` that is a whole number of hundredths (1.5 → "1.5", 2.0 → "2"): the
/// shortest decimal that reads back as `value` is then those hundredths without trailing zeros.
pub fn hundredths(value: f64) -> String {
    let text = fixed(value, 2);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The digits after the point of `fraction` (0 ≤ `fraction` < 1), a whole number of sixteenths, as Rust's `{}`
/// writes them: 0.25 → ".25", 0 → "". A sixteenth needs four decimals at most, so they are exact.
pub fn sixteenths(fraction: f64) -> String {
    let text = fixed(fraction, 4);
    text.trim_start_matches('0')
        .trim_end_matches('0')
        .trim_end_matches('.')
        .to_string()
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

/// `text` padded with spaces after it to `width` terminal columns (a Han character takes two).
pub fn left(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}

/// `text` padded with spaces before it to `width` terminal columns.
pub fn right(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(text.width())))
}

/// The one line of an empty list of next steps, the same for every vendor: `needed` (the vendor's "none needed")
/// at the maximum occupancy, else the resources that bind (`binds`, labels), none of which one change can relieve.
pub fn no_step(
    say: &Say,
    at_maximum: bool,
    needed: Msg,
    binds: impl IntoIterator<Item = String>,
) -> String {
    if at_maximum {
        return say.say(needed);
    }
    let list = binds.into_iter().fold(String::new(), |list, label| {
        if list.is_empty() {
            label
        } else {
            say.say(msg::report_limit_more(&list, &label))
        }
    });
    say.say(msg::report_next_none_binds(&list))
}

/// A section's title after a blank line.
pub fn section(out: &mut String, say: &Say, title: Msg) -> fmt::Result {
    writeln!(out, "\n{}", say.say(title))
}

/// "  label  value" lines, the labels padded to `width` columns.
pub fn rows(
    out: &mut String,
    width: usize,
    rows: impl IntoIterator<Item = (String, String)>,
) -> fmt::Result {
    for (label, value) in rows {
        writeln!(out, "  {} {value}", left(&label, width))?;
    }
    Ok(())
}

/// A table of four columns under a heading row: the first left-aligned and padded to `widths[0]`, the others
/// right-aligned to theirs.
pub fn table(
    out: &mut String,
    heading: [String; 4],
    widths: [usize; 4],
    rows: impl IntoIterator<Item = [String; 4]>,
) -> fmt::Result {
    let [w0, w1, w2, w3] = widths;
    // The heading starts where the rows' two-space indent does.
    let line = |indent: &str, first: usize, cells: &[String; 4]| {
        format!(
            "{indent}{} {} {} {}",
            left(&cells[0], first),
            right(&cells[1], w1),
            right(&cells[2], w2),
            right(&cells[3], w3)
        )
    };
    writeln!(out, "\n{}", line("", w0 + 2, &heading))?;
    for row in rows {
        writeln!(out, "{}", line("  ", w0, &row))?;
    }
    Ok(())
}

/// One limit: whether it binds, its label, what it allows ("2 work-groups", "no limit") and why.
pub struct Limit {
    pub binding: bool,
    pub label: String,
    pub allows: String,
    pub why: String,
}

/// "Occupancy limiters (* = binding)" and a line per limit, the label and what it allows padded to `widths`.
pub fn limiters(
    out: &mut String,
    say: &Say,
    widths: [usize; 2],
    limits: impl IntoIterator<Item = Limit>,
) -> fmt::Result {
    section(out, say, msg::calc_limiters())?;
    for limit in limits {
        writeln!(
            out,
            "  {} {} {} {}",
            if limit.binding { "*" } else { " " },
            left(&limit.label, widths[0]),
            left(&limit.allows, widths[1]),
            limit.why
        )?;
    }
    Ok(())
}

/// "Warnings" and a line per warning, when there are any.
pub fn warnings(out: &mut String, say: &Say, warnings: &[String]) -> fmt::Result {
    if !warnings.is_empty() {
        section(out, say, msg::calc_warnings())?;
        for warning in warnings {
            writeln!(out, "  ! {warning}")?;
        }
    }
    Ok(())
}

/// The GPU's and the kernel's lines that head a report ("GPU     H100 …", "Kernel  256 threads/block …"), with
/// a note on the GPU under its line.
pub fn heading(
    out: &mut String,
    say: &Say,
    gpu: &str,
    note: Option<String>,
    kernel: &str,
) -> fmt::Result {
    writeln!(out, "{}{gpu}", left(&say.say(msg::calc_gpu()), 8))?;
    if let Some(note) = note {
        writeln!(out, "{}{note}", left("", 8))?;
    }
    writeln!(out, "{}{kernel}", left(&say.say(msg::calc_kernel()), 8))
}

/// "Boost clock  2,520 MHz", when a preset gives the clock.
pub fn boost_clock(say: &Say, about: &About) -> Option<(String, String)> {
    about.boost_mhz.map(|mhz| {
        (
            say.say(msg::calc_boost_clock()),
            say.say(msg::calc_mhz(&thousands(mhz.into()))),
        )
    })
}

/// The text `write` puts in a new String (a String takes every write, so `write`'s `fmt::Result` is always `Ok`).
pub(crate) fn written(write: impl FnOnce(&mut String) -> fmt::Result) -> String {
    let mut out = String::new();
    let _ = write(&mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fixed sequence of 64-bit values (SplitMix64), so a failure repeats.
    fn bits(count: usize) -> impl Iterator<Item = u64> {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        (0..count).map(move |_| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
    }

    fn same_as_core(value: f64) {
        for decimals in 0..=4 {
            assert_eq!(
                fixed(value, decimals),
                format!("{value:.*}", decimals as usize),
                "{value:e} to {decimals} decimals"
            );
        }
    }

    #[test]
    fn fixed_writes_what_core_writes() {
        // Every exponent, subnormals and the extremes among them.
        for b in bits(4_000) {
            same_as_core(f64::from_bits(b));
        }
        // The figures the reports print: percentages, KiB, waves, with the ties their decimals meet.
        for b in bits(50_000) {
            same_as_core((b % 10_000_000) as f64 / 1e4);
            same_as_core((b % 1_000_000_000) as f64 / 1024.0);
            same_as_core((b % 2_000_001) as f64 / 2e4 - 50.0);
        }
        for value in [
            0.0,
            -0.0,
            0.5,
            1.5,
            2.5,
            0.125,
            0.005,
            0.015,
            1e-300,
            f64::MIN_POSITIVE,
            f64::MAX,
            -f64::MAX,
            u64::MAX as f64,
            2f64.powi(64),
            2f64.powi(64) - 2048.0,
            2f64.powi(117) + 2f64.powi(65),
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ] {
            same_as_core(value);
        }
    }

    #[test]
    fn hundredths_writes_what_core_writes() {
        for b in bits(50_000) {
            let value = ((b % 100_000_000) as f64 / 1e4 * 100.0).round() / 100.0;
            assert_eq!(hundredths(value), format!("{value}"), "{value:e}");
        }
    }

    #[test]
    fn sixteenths_write_what_core_writes() {
        for sixteenths_ in 0..16 {
            let fraction = f64::from(sixteenths_) / 16.0;
            let core = fraction.to_string();
            assert_eq!(sixteenths(fraction), core.trim_start_matches('0'), "{core}");
        }
    }

    #[test]
    fn percent_and_bytes_read_as_before() {
        assert_eq!(percent(0.75), "75.00 %");
        assert_eq!(percent(1.0 / 3.0), "33.33 %");
        assert_eq!(bytes(1536), "1,536 B (1.5 KiB)");
        assert_eq!(bytes(1000), "1,000 B");
        assert_eq!(
            bytes(u64::MAX),
            "18,446,744,073,709,551,615 B (18014398509481984.0 KiB)"
        );
    }
}
