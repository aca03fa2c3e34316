//! The "Profiler report" panel's logic: the worker's answer (each launch group of a report compared by occ-core,
//! as `occ profile --json`'s lines with their texts said in the page's language) read into rows, sorted by total
//! time or by the gap between occ's occupancy and the achieved one, and rendered as escaped markup. Kernel names
//! and every text come from the worker: they only ever reach the page through [`esc`].

#[cfg(feature = "tools")]
pub mod panel;

use std::fmt::Write as _;

use occ_core::msg::{self, Say};
use occ_core::profile::Order;
use serde::Deserialize;

use crate::browser::dom::esc;
use crate::state::input::Form;
use crate::tools::compiler_log::{name_html, sort_button, SHOWN};

/// The texts of a row, said by the worker in the page's language and words.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
pub struct Said {
    pub gpu: String,
    pub limiters: String,
    pub gap: Option<String>,
    /// The launch's thread-block clusters, where it has them.
    #[serde(default)]
    pub cluster: Option<String>,
    #[serde(default)]
    pub assumed: Vec<String>,
    #[serde(default)]
    pub differs: Vec<String>,
}

/// One launch group compared: `occ profile --json`'s line (`profile::to_json`), the fields the panel shows and loads.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Row {
    pub kernel: String,
    pub line: usize,
    pub vendor: String,
    pub launches: usize,
    pub total_ns: Option<f64>,
    pub threads_per_block: Option<u32>,
    pub registers_per_thread: Option<u32>,
    pub occupancy: f64,
    pub achieved_occupancy: Option<f64>,
    pub profiler_occupancy: Option<f64>,
    pub agrees: Option<bool>,
    pub preset: Option<String>,
    // NVIDIA's.
    #[serde(default)]
    pub cc: Option<String>,
    #[serde(default)]
    pub sm_count: Option<u32>,
    #[serde(default)]
    pub static_smem_bytes: Option<u32>,
    #[serde(default)]
    pub dynamic_smem_bytes: Option<u32>,
    #[serde(default)]
    pub opt_in: Option<bool>,
    #[serde(default)]
    pub carveout_bytes: Option<u32>,
    // AMD's.
    #[serde(default)]
    pub agprs: Option<u32>,
    #[serde(default)]
    pub sgprs: Option<u32>,
    #[serde(default)]
    pub lds_bytes: Option<u32>,
    #[serde(default)]
    pub wave_size: Option<u32>,
    // Intel's.
    #[serde(default)]
    pub sub_group_size: Option<u32>,
    #[serde(default)]
    pub slm_bytes: Option<u32>,
    #[serde(default)]
    pub grf_registers: Option<u32>,
    pub said: Said,
}

impl Row {
    /// occ's occupancy less the achieved one, a fraction; `None` where the report measured none.
    pub fn gap(&self) -> Option<f64> {
        self.achieved_occupancy.map(|a| self.occupancy - a)
    }
}

/// A row the worker could not read or compare, its reason said.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Unread {
    pub line: usize,
    pub reason: String,
}

/// The worker's answer to a report.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
pub struct Report {
    pub rows: Vec<Row>,
    pub unread: Vec<Unread>,
    /// The vendors (`Vendor::name`) whose launches wait for one of their GPUs: the report names none, and the
    /// page's GPU is another vendor's.
    #[serde(default)]
    pub waiting: Vec<String>,
}

/// The sort order: `occ profile`'s (`Order`), the largest first or last. By default the longest total time first,
/// as `occ profile` lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sort {
    pub column: Order,
    pub descending: bool,
}

impl Default for Sort {
    fn default() -> Self {
        Self {
            column: Order::Time,
            descending: true,
        }
    }
}

impl Sort {
    /// A click on a header: the same column flips, another starts with its largest first.
    pub fn toggled(self, column: Order) -> Self {
        Self {
            column,
            descending: self.column != column || !self.descending,
        }
    }
}

/// The rows' indices in `sort`'s order (`Order::indices`, as `occ profile` sorts).
pub fn order(rows: &[Row], sort: Sort) -> Vec<usize> {
    sort.column
        .indices(rows, |r| r.total_ns, Row::gap, sort.descending)
}

/// A total time as `occ profile`'s table says it, in µs with one decimal.
pub fn time_text(ns: Option<f64>) -> String {
    match ns.map(|ns| (ns / 100.0).round()) {
        // Tenths of a µs, in whole numbers: `as` saturates, and a report's time is far below u64's range.
        Some(tenths) if tenths.is_finite() && tenths >= 0.0 => {
            let tenths = tenths as u64;
            format!("{}.{} µs", tenths / 10, tenths % 10)
        }
        _ => "–".to_string(),
    }
}

/// Whether occ's computation and the profiler's agree: a mark, and where they differ what differs with both
/// numbers (the worker's texts), else both occupancies.
pub fn agrees_text(row: &Row, say: &Say) -> String {
    match (row.agrees, row.profiler_occupancy) {
        (Some(true), _) => "✓".to_string(),
        (Some(false), _) if !row.said.differs.is_empty() => {
            format!("✗ {}", row.said.differs.join("; "))
        }
        (Some(false), Some(profiler)) => say.say(msg::page_tools_profile_differs(
            &say.percent(row.occupancy),
            &say.percent(profiler),
        )),
        (Some(false), None) => "✗".to_string(),
        (None, _) => "–".to_string(),
    }
}

/// The gap in percentage points, signed.
pub fn gap_text(row: &Row, say: &Say) -> String {
    row.gap()
        .map_or_else(|| "–".to_string(), |g| say.percent(g))
}

/// A sortable column's header ([`sort_button`]).
fn sort_header(out: &mut String, sort: Sort, column: Order, label: &str) {
    let sorted = (sort.column == column).then_some(sort.descending);
    sort_button(out, "profile-", column.key(), sorted, label);
}

/// The table of compared launches (at most [`SHOWN`] rows) in `sort`'s order; a kernel's name loads its launch.
pub fn table_html(report: &Report, sort: Sort, say: &Say) -> String {
    let mut out = String::with_capacity(256 + report.rows.len().min(SHOWN) * 400);
    if report.rows.is_empty() {
        return out;
    }
    out.push_str("<table class=\"grid kernels\" data-testid=\"profile-table\"><thead><tr>");
    let head = |out: &mut String, label: String| {
        let _ = write!(out, "<th scope=\"col\">{}</th>", esc(&label));
    };
    head(&mut out, say.say(msg::profile_col_kernel()));
    head(&mut out, say.say(msg::profile_col_launches()));
    sort_header(
        &mut out,
        sort,
        Order::Time,
        &say.say(msg::profile_col_time()),
    );
    head(&mut out, say.say(msg::profile_col_occ()));
    head(&mut out, say.say(msg::profile_col_profiler()));
    head(&mut out, say.say(msg::profile_col_achieved()));
    sort_header(
        &mut out,
        sort,
        Order::Gap,
        &say.say(msg::page_tools_profile_col_gap()),
    );
    head(&mut out, say.say(msg::page_tools_profile_col_agrees()));
    head(&mut out, say.say(msg::profile_col_limiters()));
    out.push_str("</tr></thead><tbody>");
    let percent = |v: Option<f64>| v.map_or_else(|| "–".to_string(), |v| say.percent(v));
    let title = esc(&say.say(msg::page_tools_log_load()));
    let why = say.say(msg::profile_why_title());
    let assumed = say.say(msg::profile_assumed_title());
    for index in order(&report.rows, sort).into_iter().take(SHOWN) {
        let r = &report.rows[index];
        // The launch's notes, as `occ profile` says them under its table.
        let mut notes: Vec<String> = r.said.cluster.iter().cloned().collect();
        if let Some(gap) = &r.said.gap {
            notes.push(say.say(msg::profile_note(&why, gap)));
        }
        for a in &r.said.assumed {
            notes.push(say.say(msg::profile_note(&assumed, a)));
        }
        let _ = write!(
            out,
            "<tr data-testid=\"profile-row\"><td class=\"kname\"><button type=\"button\" class=\"link\" \
             data-profile-row=\"{index}\" title=\"{title}\" translate=\"no\">{}</button></td><td>{}</td>\
             <td data-testid=\"profile-time\">{}</td><td data-testid=\"profile-occ\">{}</td>\
             <td data-testid=\"profile-theoretical\">{}</td><td data-testid=\"profile-achieved\">{}</td>\
             <td data-testid=\"profile-gap\">{}</td><td data-testid=\"profile-agrees\">{}</td>\
             <td class=\"left\" data-testid=\"profile-limiters\">{}</td></tr>",
            name_html(&r.kernel),
            r.launches,
            esc(&time_text(r.total_ns)),
            esc(&say.percent(r.occupancy)),
            esc(&percent(r.profiler_occupancy)),
            esc(&percent(r.achieved_occupancy)),
            esc(&gap_text(r, say)),
            esc(&agrees_text(r, say)),
            esc(&r.said.limiters),
        );
        // The launch's notes under its row, in view (a tooltip is out of reach on a touch screen).
        if !notes.is_empty() {
            let notes: Vec<String> = notes.iter().map(|n| esc(n)).collect();
            let _ = write!(
                out,
                "<tr data-testid=\"profile-notes\"><td class=\"left\" colspan=\"9\"><small>{}</small></td></tr>",
                notes.join("<br>")
            );
        }
    }
    out.push_str("</tbody></table>");
    out
}

/// The rows that could not be read or compared, each with its line and reason.
pub fn unread_html(report: &Report, say: &Say) -> String {
    let mut out = String::new();
    if report.unread.is_empty() {
        return out;
    }
    let _ = write!(
        out,
        "<details class=\"unread\" data-testid=\"profile-unread\"><summary>{}</summary><ul>",
        esc(&say.say(msg::page_tools_profile_unread(
            &report.unread.len().to_string()
        )))
    );
    for u in report.unread.iter().take(SHOWN) {
        let _ = write!(
            out,
            "<li>{}</li>",
            esc(&say.say(msg::profile_unread(&u.line.to_string(), &u.reason)))
        );
    }
    out.push_str("</ul></details>");
    out
}

/// Puts a row's launch into the calculator's form: its GPU (the product named for it, with the size typed where the
/// form's GPU stood in for the report's, else the generic device of the report's compute capability unless the
/// form's GPU already has it, with the report's SM count), its block size and its registers (VGPRs, AGPRs, SGPRs; Intel's register file) and shared memory (LDS, SLM). A figure the report
/// does not give leaves the form's as it is; the wave size is an input only on a target with more than one
/// (`wave_sizes`).
pub fn load_into(form: &mut Form, row: &Row, current_cc: Option<&str>, wave_sizes: usize) {
    if let Some(preset) = &row.preset {
        // A row the form's GPU stood in for was compared with the size typed there; a row on another product, or on
        // the product its report names, with the product's own.
        let stood_in = form.gpu == *preset && row.cc.is_none();
        if !stood_in {
            form.gpu = preset.clone();
            form.sms.clear();
        }
    } else if let Some(cc) = &row.cc {
        if current_cc != Some(cc.as_str()) {
            form.gpu = format!("cc-{cc}");
        }
        if let Some(sms) = row.sm_count {
            form.sms = sms.to_string();
        }
    }
    if let Some(threads) = row.threads_per_block {
        form.threads = threads.to_string();
    }
    match row.vendor.as_str() {
        "amd" => {
            if let Some(registers) = row.registers_per_thread {
                form.regs = registers.to_string();
            }
            form.agprs = row.agprs.unwrap_or(0).to_string();
            form.sgprs = row.sgprs.unwrap_or(0).to_string();
            form.static_smem = row.lds_bytes.unwrap_or(0).to_string();
            form.wave_size = match row.wave_size {
                Some(wave) if wave_sizes > 1 => wave.to_string(),
                _ => String::new(),
            };
        }
        "intel" => {
            if let Some(simd) = row.sub_group_size {
                form.sub_group = simd.to_string();
            }
            // What occ ran the launch with: no SLM and small GRF where the report gives none (said as assumed).
            form.static_smem = row.slm_bytes.unwrap_or(0).to_string();
            form.large_grf = row.grf_registers.is_some_and(|grf| grf > 128);
            form.barriers_used = false;
        }
        _ => {
            if let Some(registers) = row.registers_per_thread {
                form.regs = registers.to_string();
            }
            if let Some(smem) = row.static_smem_bytes {
                form.static_smem = smem.to_string();
            }
            if let Some(smem) = row.dynamic_smem_bytes {
                form.dynamic_smem = smem.to_string();
            }
            if let Some(opt_in) = row.opt_in {
                form.opt_in = opt_in;
            }
            // The page's carveout is in KiB, as the report's sizes are whole KiB.
            form.carveout = match row.carveout_bytes {
                Some(bytes) if bytes % 1024 == 0 => (bytes / 1024).to_string(),
                _ => "-1".to_string(),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(kernel: &str, total_ns: Option<f64>, occupancy: f64, achieved: Option<f64>) -> Row {
        Row {
            kernel: kernel.to_string(),
            line: 1,
            vendor: "nvidia".to_string(),
            launches: 1,
            total_ns,
            threads_per_block: Some(256),
            registers_per_thread: Some(32),
            occupancy,
            achieved_occupancy: achieved,
            profiler_occupancy: Some(occupancy),
            agrees: Some(true),
            cc: Some("8.6".to_string()),
            sm_count: Some(82),
            static_smem_bytes: Some(1024),
            dynamic_smem_bytes: Some(0),
            preset: None,
            opt_in: Some(false),
            carveout_bytes: Some(102_400),
            agprs: None,
            sgprs: None,
            lds_bytes: None,
            wave_size: None,
            sub_group_size: None,
            slm_bytes: None,
            grf_registers: None,
            said: Said::default(),
        }
    }

    #[test]
    fn sorts_by_time_and_by_gap_with_missing_figures_last() {
        let rows = [
            row("a", Some(10.0), 0.5, Some(0.45)),
            row("b", None, 1.0, Some(0.2)),
            row("c", Some(30.0), 0.75, None),
            row("d", Some(20.0), 0.5, Some(0.1)),
        ];
        assert_eq!(order(&rows, Sort::default()), [2, 3, 0, 1]);
        let ascending = Sort::default().toggled(Order::Time);
        assert!(!ascending.descending);
        assert_eq!(order(&rows, ascending), [0, 3, 2, 1]);
        let gap = ascending.toggled(Order::Gap);
        assert!(gap.descending);
        // Gaps: b 0.8, d 0.4, a 0.05; c measured none.
        assert_eq!(order(&rows, gap), [1, 3, 0, 2]);
        assert_eq!(order(&rows, gap.toggled(Order::Gap)), [0, 3, 1, 2]);
        assert_eq!(Order::parse("gap"), Some(Order::Gap));
        assert_eq!(Order::parse("line"), None);
    }

    #[test]
    fn the_worker_answer_reads_into_rows_and_the_table_says_them() {
        let json = r#"{"rows":[{"kernel":"k<a&b>","line":3,"vendor":"nvidia","launches":2,"total_ns":12345.0,
            "threads_per_block":128,"registers_per_thread":40,"occupancy":0.75,"achieved_occupancy":0.5,
            "profiler_occupancy":0.625,"agrees":false,"cc":"8.6","static_smem_bytes":0,"dynamic_smem_bytes":4096,"preset":null,
            "said":{"gpu":"CC 8.6 · 82 SMs","limiters":"registers","gap":"why","assumed":[],"differs":["d"]}}],
            "unread":[{"line":9,"reason":"bad <row>"}],"waiting":[]}"#;
        let report: Report = serde_json::from_str(json).unwrap();
        assert_eq!(report.rows[0].gap(), Some(0.25));
        let say = Say::english(occ_core::Vendor::Nvidia);
        let html = table_html(&report, Sort::default(), &say);
        assert!(html.contains("k&lt;"), "{html}");
        assert!(!html.contains("k<a"));
        assert!(html.contains(">12.3 µs<"), "{html}");
        assert!(
            html.contains(">75.00 %<") || html.contains(">75 %<"),
            "{html}"
        );
        assert!(html.contains(">✗ d<"), "{html}");
        let mut same = report.rows[0].clone();
        same.said.differs.clear();
        assert_eq!(agrees_text(&same, &say), "✗ occ 75.00 %, profiler 62.50 %");
        assert!(html.contains(">registers<"));
        let unread = unread_html(&report, &say);
        assert!(unread.contains("line 9: bad &lt;row&gt;"), "{unread}");
        assert_eq!(table_html(&Report::default(), Sort::default(), &say), "");
    }

    #[test]
    fn a_row_loads_its_launch_and_keeps_a_product_of_the_same_cc() {
        let mut form = Form::default();
        let nvidia = row("k", None, 0.5, None);
        load_into(&mut form, &nvidia, Some("8.6"), 1);
        let default_gpu = Form::default().gpu;
        assert_eq!(form.gpu, default_gpu);
        assert_eq!((form.threads.as_str(), form.regs.as_str()), ("256", "32"));
        assert_eq!(form.static_smem, "1024");
        assert_eq!((form.carveout.as_str(), form.opt_in), ("100", false));
        // Compared on the report's SM count, which the calculator takes.
        assert_eq!(form.sms, "82");
        load_into(&mut form, &nvidia, Some("9.0"), 1);
        assert_eq!(form.gpu, "cc-8.6");
        let amd = Row {
            vendor: "amd".to_string(),
            cc: None,
            preset: Some("mi300a".to_string()),
            agprs: Some(4),
            sgprs: Some(24),
            lds_bytes: Some(2048),
            wave_size: Some(64),
            ..row("a", None, 0.5, None)
        };
        load_into(&mut form, &amd, None, 2);
        assert_eq!(form.gpu, "mi300a");
        // A product's own unit count: the SM count loaded before is gone.
        assert_eq!(form.sms, "");
        // The product the form has already, with the CUs typed there, which the row was compared with: kept.
        form.sms = "300".to_string();
        load_into(&mut form, &amd, None, 2);
        assert_eq!((form.gpu.as_str(), form.sms.as_str()), ("mi300a", "300"));
        // A row on the product its report names (its CC and SM count the product's): the product's own count, even
        // where the form has that product with another typed.
        let mut on_3080 = Form {
            gpu: "geforce-rtx-3080-ti".to_string(),
            sms: "70".to_string(),
            ..Form::default()
        };
        let named = Row {
            preset: Some("geforce-rtx-3080-ti".to_string()),
            sm_count: Some(80),
            ..row("k", None, 0.5, None)
        };
        load_into(&mut on_3080, &named, Some("8.6"), 1);
        assert_eq!(
            (on_3080.gpu.as_str(), on_3080.sms.as_str()),
            ("geforce-rtx-3080-ti", "")
        );
        assert_eq!((form.agprs.as_str(), form.sgprs.as_str()), ("4", "24"));
        assert_eq!(
            (form.static_smem.as_str(), form.wave_size.as_str()),
            ("2048", "64")
        );
        let intel = Row {
            vendor: "intel".to_string(),
            cc: None,
            preset: Some("b580".to_string()),
            registers_per_thread: Some(256),
            sub_group_size: Some(16),
            slm_bytes: Some(4096),
            grf_registers: Some(256),
            ..row("i", None, 0.5, None)
        };
        form.barriers_used = true;
        load_into(&mut form, &intel, None, 1);
        assert_eq!(form.gpu, "b580");
        assert_eq!(
            (form.sub_group.as_str(), form.static_smem.as_str()),
            ("16", "4096")
        );
        assert!(form.large_grf && !form.barriers_used);
        // The register file is not the register count: the form's stays.
        assert_eq!(form.regs, "32");
    }
}
