//! The "Paste compiler output" panel's logic: each kernel of a parsed log ([`Summary`], sent by the worker)
//! evaluated on the selected GPU at one block size, flagged, filtered, sorted and rendered as escaped markup.
//! Kernel names come from an untrusted log: they only ever reach the page through [`esc`].

pub mod amd;
#[cfg(feature = "tools")]
pub mod panel;

use std::cmp::Ordering;
use std::fmt::Write as _;

use occ_core::compiler_log::{KernelSummary, Summary};
use occ_core::report::{percent, thousands};

use crate::browser::dom::esc;
use crate::state::form::Calc;
use crate::state::input::Form;

/// Rows rendered at most; the rest are counted (filter by name to reach them).
pub const SHOWN: usize = 400;

/// A table column to sort by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The log's order.
    Line,
    Name,
    Arch,
    Registers,
    Smem,
    Barriers,
    Spills,
    Occupancy,
}

impl Column {
    const ALL: [(Self, &'static str, &'static str); 8] = [
        (Self::Line, "line", "Line"),
        (Self::Name, "name", "Kernel"),
        (Self::Arch, "arch", "Arch"),
        (Self::Registers, "regs", "Registers"),
        (Self::Smem, "smem", "Static smem"),
        (Self::Barriers, "bar", "Barriers"),
        (Self::Spills, "spills", "Spill st/ld"),
        (Self::Occupancy, "occ", "Occupancy"),
    ];

    pub fn key(self) -> &'static str {
        Self::ALL.iter().find(|c| c.0 == self).map_or("", |c| c.1)
    }

    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.iter().find(|c| c.1 == key).map(|c| c.0)
    }
}

/// The sort order: a column, ascending or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sort {
    pub column: Column,
    pub descending: bool,
}

impl Default for Sort {
    fn default() -> Self {
        Self {
            column: Column::Line,
            descending: false,
        }
    }
}

impl Sort {
    /// A click on a header: the same column flips, another starts ascending.
    pub fn toggled(self, column: Column) -> Self {
        Self {
            column,
            descending: self.column == column && !self.descending,
        }
    }
}

/// One kernel evaluated on the selected GPU.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Index into `Summary::kernels`.
    pub index: usize,
    pub line: usize,
    pub name: String,
    /// The mangled name, when it differs from `name`.
    pub mangled: Option<String>,
    pub arch: String,
    pub registers: Option<u32>,
    pub smem: u64,
    pub barriers: Option<u32>,
    pub spills: Option<(u64, u64)>,
    /// Occupancy (0–1), active warps per SM and the binding limiters; `Err` says why it was not evaluated.
    pub result: Result<(f64, u32, String), String>,
    pub below: bool,
    pub other_arch: bool,
}

impl Row {
    fn occupancy(&self) -> f64 {
        self.result.as_ref().map_or(-1.0, |r| r.0)
    }
}

/// The panel's own inputs, validated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub threads: u32,
    /// Flag kernels below this occupancy (0–1).
    pub threshold: f64,
}

/// "Threads per block" of the panel: empty means the calculator's block size.
pub fn parse_threads(text: &str, calc: &Calc) -> Result<u32, String> {
    let max = calc.gpu.device().max_threads_per_block;
    let text = text.trim();
    if text.is_empty() {
        return Ok(calc.kernel.threads_per_block);
    }
    // The calculator's own number reading, so the message reads like every other field's.
    crate::state::form::number("ptxas.threads_per_block", text, 1, max, false)
        .map_err(|e| format!("Threads per block: {e} (empty = the calculator's block size)"))
}

/// "Flag below": a percentage (50, 50 %, 1 = 1 %) or a fraction with a decimal point (0.5, 1.0).
pub fn parse_threshold(text: &str) -> Result<f64, String> {
    let trimmed = text.trim();
    let number = trimmed.trim_end_matches('%').trim();
    let fraction = !trimmed.ends_with('%') && number.contains('.');
    // roofline::decimal, not str::parse::<f64>, keeps core's float-parsing tables out of the wasm.
    let value =
        crate::state::roofline::decimal(number, 0).map(|v| if fraction { v } else { v / 100.0 });
    match value {
        Some(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!(
            "Flag below: '{trimmed}' is not an occupancy; enter 0 to 100 % (or 0 to 1)"
        )),
    }
}

/// Every kernel of the log, evaluated on the calculator's GPU and shared-memory settings.
pub fn rows(summary: &Summary, calc: &Calc, settings: Settings) -> Vec<Row> {
    summary
        .kernels
        .iter()
        .enumerate()
        .map(|(index, k)| row(index, k, calc, settings))
        .collect()
}

fn row(index: usize, k: &KernelSummary, calc: &Calc, settings: Settings) -> Row {
    let result = k
        .occupancy(
            &calc.gpu,
            settings.threads,
            calc.kernel.dynamic_smem,
            &calc.smem,
        )
        .map(|o| {
            let limiters = o
                .limiters()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(", ");
            (o.occupancy(), o.active_warps_per_sm, limiters)
        })
        .map_err(|e| e.to_string());
    let below = result.as_ref().is_ok_and(|r| r.0 < settings.threshold);
    Row {
        index,
        line: k.line,
        name: k.display_name().to_string(),
        mangled: k.demangled.as_ref().map(|_| k.name.clone()),
        arch: k.arch.clone().unwrap_or_else(|| "?".to_string()),
        registers: k.registers,
        smem: k.static_smem,
        barriers: k.barriers,
        spills: k
            .spills()
            .then(|| (k.spill_stores.unwrap_or(0), k.spill_loads.unwrap_or(0))),
        result,
        below,
        other_arch: k.other_arch(&calc.gpu),
    }
}

/// Keeps the rows whose name (demangled or not) contains `filter`, case-insensitively.
pub fn filter(rows: Vec<Row>, filter: &str) -> Vec<Row> {
    let wanted = filter.trim().to_lowercase();
    if wanted.is_empty() {
        return rows;
    }
    rows.into_iter()
        .filter(|r| {
            r.name.to_lowercase().contains(&wanted)
                || r.mangled
                    .as_ref()
                    .is_some_and(|m| m.to_lowercase().contains(&wanted))
        })
        .collect()
}

pub fn sort(rows: &mut [Row], sort: Sort) {
    let key = |a: &Row, b: &Row| -> Ordering {
        match sort.column {
            Column::Line => a.line.cmp(&b.line),
            Column::Name => a.name.cmp(&b.name),
            Column::Arch => a.arch.cmp(&b.arch),
            Column::Registers => a.registers.cmp(&b.registers),
            Column::Smem => a.smem.cmp(&b.smem),
            Column::Barriers => a.barriers.cmp(&b.barriers),
            Column::Spills => a
                .spills
                .map(|(s, l)| s + l)
                .cmp(&b.spills.map(|(s, l)| s + l)),
            Column::Occupancy => a.occupancy().total_cmp(&b.occupancy()),
        }
    };
    // Stable: ties keep the log's order.
    rows.sort_by(|a, b| {
        let order = key(a, b);
        if sort.descending {
            order.reverse()
        } else {
            order
        }
    });
}

/// What the log holds and how it relates to the selected GPU: counts, architectures, unread lines.
pub fn summary_html(summary: &Summary, calc: &Calc) -> String {
    let mut out = String::new();
    let archs = summary.archs();
    let _ = write!(
        out,
        "<p data-testid=\"ptxas-summary\">{} kernel report{} from {} in {} line{}",
        thousands(summary.kernels.len() as u64),
        if summary.kernels.len() == 1 { "" } else { "s" },
        if archs.is_empty() {
            "no named architecture".to_string()
        } else {
            esc(&archs.join(", "))
        },
        thousands(summary.lines as u64),
        if summary.lines == 1 { "" } else { "s" },
    );
    if summary.warnings + summary.errors > 0 {
        let _ = write!(
            out,
            "; the compiler printed {} warning(s) and {} error(s)",
            summary.warnings, summary.errors
        );
    }
    out.push('.');
    if !summary.amd_kernels.is_empty() {
        let _ = write!(
            out,
            " The log's {} AMD kernel report(s) need an AMD GPU.",
            summary.amd_kernels.len()
        );
    }
    if calc.kernel.dynamic_smem > 0 {
        let _ = write!(
            out,
            " Occupancy includes the calculator's {} bytes of dynamic shared memory per block.",
            thousands(u64::from(calc.kernel.dynamic_smem))
        );
    }
    out.push_str("</p>");
    let cc = calc.gpu.device().cc;
    let own = summary
        .kernels
        .iter()
        .filter(|k| !k.other_arch(&calc.gpu))
        .count();
    let others = archs
        .iter()
        .filter(|a| {
            a.parse::<occ_core::nvidia::ComputeCapability>()
                .is_ok_and(|c| c.canonical() != cc.canonical())
        })
        .copied()
        .collect::<Vec<_>>();
    if !others.is_empty() {
        let _ = write!(
            out,
            "<p class=\"warnings\" data-testid=\"ptxas-arch-note\">The selected GPU is CC {cc} ({}); {} compiled \
             for {}. Those rows use CC {cc}'s rules with the register and shared-memory counts of the other \
             architecture, which the compiler may have allocated differently: compile for {} to be exact.{}</p>",
            esc(&cc.sm_name()),
            if own == 0 { "this log was" } else { "part of this log was" },
            esc(&others.join(", ")),
            esc(&cc.sm_name()),
            if own > 0 {
                format!(" {own} report(s) are for {}.", esc(&cc.sm_name()))
            } else {
                String::new()
            },
        );
    }
    out + &unread_html(summary)
}

/// The lines that looked like reports but could not be read, quoted (the first `QUOTED`).
/// A kernel's name as markup: escaped, with a line-break opportunity after each `::`, `,`, `<` and `(` (and at its
/// spaces), where a demangled C++ name may wrap; nowhere inside an identifier (the stylesheet breaks nothing else).
pub(crate) fn name_html(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + name.len() / 4);
    let mut previous = None;
    for c in name.chars() {
        let mut buffer = [0; 4];
        out.push_str(&esc(c.encode_utf8(&mut buffer)));
        let breaks = match c {
            ',' | '<' | '(' => true,
            ':' => previous == Some(':'),
            _ => false,
        };
        if breaks {
            out.push_str("<wbr>");
        }
        // A third colon starts a pair of its own.
        previous = if breaks && c == ':' { None } else { Some(c) };
    }
    out
}

fn unread_html(summary: &Summary) -> String {
    let mut out = String::new();
    if summary.unread > 0 {
        out.push_str("<details class=\"unread\"><summary>");
        let _ = write!(
            out,
            "{} line(s) looked like reports but could not be read",
            summary.unread
        );
        out.push_str("</summary><ul>");
        for u in &summary.unread_first {
            let _ = write!(
                out,
                "<li>line {}: {} — <code>{}</code></li>",
                u.line,
                esc(&u.reason),
                esc(&u.text)
            );
        }
        out.push_str("</ul></details>");
    }
    out
}

/// The kernel table: sortable headers, one row per kernel (at most [`SHOWN`]), flags as words.
pub fn table_html(rows: &[Row], sort: Sort, threshold: f64, total: usize) -> String {
    let mut out = String::with_capacity(256 + rows.len().min(SHOWN) * 400);
    out.push_str("<table class=\"grid kernels\" data-testid=\"ptxas-table\"><thead><tr>");
    for (column, key, label) in Column::ALL {
        let state = if sort.column == column {
            if sort.descending {
                "descending"
            } else {
                "ascending"
            }
        } else {
            "none"
        };
        let _ = write!(
            out,
            "<th scope=\"col\" aria-sort=\"{state}\"><button type=\"button\" class=\"sort\" data-sort=\"{key}\" \
             data-testid=\"sort-{key}\">{label}</button></th>"
        );
    }
    out.push_str("<th scope=\"col\">Limiter</th><th scope=\"col\">Flags</th></tr></thead><tbody>");
    for r in rows.iter().take(SHOWN) {
        let flagged = r.below || r.spills.is_some();
        let _ = write!(
            out,
            "<tr data-testid=\"kernel-row\"{}><td>{}</td><td class=\"kname\"><button type=\"button\" class=\"link\" \
             data-kernel=\"{}\" title=\"{}\" translate=\"no\">{}</button></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
            if flagged { " class=\"flagged\"" } else { "" },
            r.line,
            r.index,
            esc(&format!(
                "Load into the calculator{}",
                r.mangled
                    .as_ref()
                    .map(|m| format!(" ({m})"))
                    .unwrap_or_default()
            )),
            name_html(&r.name),
            esc(&r.arch),
            r.registers.map_or("–".to_string(), |n| n.to_string()),
            thousands(r.smem),
            r.barriers.map_or("–".to_string(), |n| n.to_string()),
            r.spills
                .map_or("–".to_string(), |(s, l)| format!("{s}/{l}")),
        );
        match &r.result {
            Ok((occupancy, warps, limiters)) => {
                let _ = write!(
                    out,
                    "<td data-testid=\"kernel-occupancy\">{}</td><td class=\"left\">{}</td>",
                    percent(*occupancy),
                    if *warps == 0 {
                        "no block fits".to_string()
                    } else {
                        esc(limiters)
                    }
                );
            }
            Err(why) => {
                let _ = write!(
                    out,
                    "<td>–</td><td class=\"left\">not evaluated: {}</td>",
                    esc(why)
                );
            }
        }
        out.push_str("<td class=\"left\">");
        if r.below {
            let _ = write!(
                out,
                "<span class=\"tag warn\" title=\"below {}\">low</span>",
                percent(threshold)
            );
        }
        if r.spills.is_some() {
            out.push_str("<span class=\"tag warn\" title=\"ptxas spilled registers to local memory\">spills</span>");
        }
        if r.other_arch {
            out.push_str("<span class=\"tag\" title=\"compiled for another architecture than the selected GPU\">other arch</span>");
        }
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table>");
    if rows.len() > SHOWN {
        let _ = write!(
            out,
            "<p class=\"help\">Showing {SHOWN} of {} kernels; filter by name or sort to see the others.</p>",
            thousands(rows.len() as u64)
        );
    } else if rows.len() < total {
        let _ = write!(
            out,
            "<p class=\"help\">{} of {} kernels match the filter.</p>",
            rows.len(),
            total
        );
    }
    out
}

/// Loads a kernel's registers, static shared memory and barriers into the calculator's form.
pub fn load_into(form: &mut Form, kernel: &KernelSummary) {
    if let Some(registers) = kernel.registers {
        form.regs = registers.to_string();
    }
    form.static_smem = kernel.static_smem.to_string();
    // As the row was evaluated: a report without a barrier count means 1.
    form.barriers = kernel.barriers.unwrap_or(1).to_string();
}

#[cfg(test)]
mod tests {
    use super::*;
    use occ_core::compiler_log::parse;

    const LOG: &str = "\
ptxas info    : Compiling entry function '_ZN4gemm6kernelILi128EEEvPKfPf' for 'sm_89'
ptxas info    : Function properties for _ZN4gemm6kernelILi128EEEvPKfPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 32 registers, used 1 barriers, 8192 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'evil<script>' for 'sm_89'
ptxas info    : Function properties for evil<script>
    24 bytes stack frame, 20 bytes spill stores, 16 bytes spill loads
ptxas info    : Used 255 registers, 0 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'old' for 'sm_80'
ptxas info    : Used 64 registers, 0 bytes smem, 380 bytes cmem[0]
";

    fn calc(gpu: &str, threads: &str) -> Calc {
        let form = Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            ..Form::default()
        };
        form.validate().unwrap()
    }

    fn settings(threads: u32) -> Settings {
        Settings {
            threads,
            threshold: 0.5,
        }
    }

    #[test]
    fn evaluates_each_kernel_like_the_engine_and_flags_it() {
        let summary = Summary::of(&parse(LOG));
        let calc = calc("geforce-rtx-4090", "256");
        let rows = rows(&summary, &calc, settings(256));
        assert_eq!(rows.len(), 3);
        // By hand: 32 registers, 8 KiB, 256 threads on CC 8.9.
        let by_hand = occ_core::nvidia::occupancy(
            &calc.gpu,
            &occ_core::nvidia::Kernel {
                static_smem: 8192,
                ..occ_core::nvidia::Kernel::new(256, 32)
            },
            &calc.smem,
        )
        .unwrap();
        assert_eq!(rows[0].result.as_ref().unwrap().0, by_hand.occupancy());
        // Demangled when occ-core has its `demangle` feature (the worker has it), else as compiled.
        assert!(rows[0].name.contains("gemm"));
        assert!(!rows[0].below && rows[0].spills.is_none() && !rows[0].other_arch);
        // 255 registers: 0 blocks at 256 threads → below the threshold, and it spills.
        assert!(rows[1].below);
        assert_eq!(rows[1].spills, Some((20, 16)));
        assert!(rows[2].other_arch);
    }

    #[test]
    fn names_are_text_never_markup() {
        let summary = Summary::of(&parse(LOG));
        let calc = calc("geforce-rtx-4090", "256");
        let rows = rows(&summary, &calc, settings(256));
        let html = table_html(&rows, Sort::default(), 0.5, rows.len());
        assert!(!html.contains("<script>"));
        assert!(html.contains("evil&lt;<wbr>script&gt;"));
    }

    #[test]
    fn a_name_may_wrap_after_scopes_lists_and_brackets_only() {
        assert_eq!(
            name_html("void ns::detail::k<float, 4>(int const*, S<&x>)"),
            "void ns::<wbr>detail::<wbr>k&lt;<wbr>float,<wbr> 4&gt;(<wbr>int const*,<wbr> S&lt;<wbr>&amp;x&gt;)"
        );
        assert_eq!(name_html("a:::b"), "a::<wbr>:b");
        assert_eq!(name_html("_Z6kernelPf"), "_Z6kernelPf");
    }

    #[test]
    fn sorts_filters_and_toggles() {
        let summary = Summary::of(&parse(LOG));
        let calc = calc("geforce-rtx-4090", "256");
        let mut all = rows(&summary, &calc, settings(256));
        let by_regs = Sort::default()
            .toggled(Column::Registers)
            .toggled(Column::Registers);
        assert!(by_regs.descending);
        sort(&mut all, by_regs);
        assert_eq!(all[0].registers, Some(255));
        sort(&mut all, Sort::default().toggled(Column::Occupancy));
        assert_eq!(all[0].registers, Some(255), "worst occupancy first");
        assert_eq!(filter(all.clone(), "GEMM").len(), 1);
        assert_eq!(filter(all, "_ZN4gemm").len(), 1, "mangled names match too");
        assert_eq!(Column::from_key("occ"), Some(Column::Occupancy));
    }

    #[test]
    fn notes_a_log_for_another_architecture() {
        let summary = Summary::of(&parse(LOG));
        let html = summary_html(&summary, &calc("h100-sxm5-80gb", "256"));
        assert!(
            html.contains("this log was compiled for sm_89, sm_80"),
            "{html}"
        );
        let html = summary_html(&summary, &calc("geforce-rtx-4090", "256"));
        assert!(
            html.contains("part of this log was compiled for sm_80"),
            "{html}"
        );
        assert!(html.contains("2 report(s) are for sm_89"), "{html}");
    }

    #[test]
    fn panel_inputs_name_the_field_and_range() {
        let calc = calc("geforce-rtx-4090", "192");
        assert_eq!(parse_threads("", &calc), Ok(192));
        assert_eq!(parse_threads("64", &calc), Ok(64));
        let error = parse_threads("4096", &calc).unwrap_err();
        assert!(
            error.contains("Threads per block") && error.contains("1 to 1024"),
            "{error}"
        );
        assert_eq!(parse_threshold("50 %"), Ok(0.5));
        assert_eq!(parse_threshold("0.25"), Ok(0.25));
        assert_eq!(parse_threshold("75"), Ok(0.75));
        assert_eq!(parse_threshold("1"), Ok(0.01));
        assert_eq!(parse_threshold("1.0"), Ok(1.0));
        assert!(parse_threshold("150%").unwrap_err().contains("0 to 100"));
    }

    #[test]
    fn loads_a_kernel_into_the_form() {
        let summary = Summary::of(&parse(LOG));
        let mut form = Form::default();
        load_into(&mut form, &summary.kernels[0]);
        assert_eq!(
            (
                form.regs.as_str(),
                form.static_smem.as_str(),
                form.barriers.as_str()
            ),
            ("32", "8192", "1")
        );
    }
}
