//! The "Paste compiler output" panel's logic: each kernel of a parsed log ([`Summary`], sent by the worker)
//! evaluated on the selected GPU at one block size, flagged, filtered, sorted and rendered as escaped markup, by
//! the GPU's vendor's file ([`nvidia`], [`amd`]); this file holds what they share: the columns and their order,
//! the threshold, the notes on what was not read, the name cells.
//! Kernel names come from an untrusted log: they only ever reach the page through [`esc`].

pub mod amd;
pub mod nvidia;
#[cfg(feature = "tools")]
pub mod panel;

use std::fmt::Write as _;

use occ_core::compiler_log::Summary;
use occ_core::msg::{self, Msg, Say};
use occ_core::report::thousands;

use crate::browser::dom::esc;

/// Rows rendered at most; the rest are counted (filter by name to reach them).
pub const SHOWN: usize = 400;

/// A column's heading, said when the table is drawn.
type Heading = fn() -> Msg<'static>;

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
    const ALL: [(Self, &'static str, Heading); 8] = [
        (Self::Line, "line", msg::page_tools_log_col_line),
        (Self::Name, "name", msg::page_tools_log_col_kernel),
        (Self::Arch, "arch", msg::page_tools_log_col_arch),
        (Self::Registers, "regs", msg::limiter_registers),
        (Self::Smem, "smem", msg::page_tools_log_col_smem),
        (Self::Barriers, "bar", msg::limiter_barriers),
        (Self::Spills, "spills", msg::page_tools_log_col_spills),
        (Self::Occupancy, "occ", msg::report_occupancy),
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

/// "Flag below": a percentage (50, 50 %, 1 = 1 %) or a fraction with a decimal point (0.5, 1.0).
pub fn parse_threshold(text: &str, say: &Say) -> Result<f64, String> {
    let trimmed = text.trim();
    let number = trimmed.trim_end_matches('%').trim();
    let fraction = !trimmed.ends_with('%') && number.contains('.');
    // roofline::decimal, not str::parse::<f64>, keeps core's float-parsing tables out of the wasm.
    let value =
        crate::state::roofline::decimal(number, 0).map(|v| if fraction { v } else { v / 100.0 });
    match value {
        Some(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(say.say(msg::page_tools_log_threshold_error(trimmed))),
    }
}

/// What the compiler printed besides its reports, when it printed any.
pub(crate) fn printed(summary: &Summary, say: &Say) -> String {
    let mut out = String::new();
    if summary.warnings + summary.errors > 0 {
        out.push_str(&say.say(msg::page_tools_log_printed(
            &summary.warnings.to_string(),
            &summary.errors.to_string(),
        )));
    }
    out
}

/// A kernel's name as markup: escaped, with a line-break opportunity after each `::`, `,`, `<` and `(` (and at its
/// spaces), where a demangled C++ name may wrap; nowhere else. The pieces between are spans the stylesheet keeps on
/// one line: the browser's own rules would also break before a `(` that follows a `>` (`int)256>|(float`).
pub(crate) fn name_html(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + name.len() / 2);
    let mut previous = None;
    out.push_str("<span>");
    for c in name.chars() {
        let mut buffer = [0; 4];
        if c == ' ' {
            out.push_str("</span> <span>");
            previous = Some(c);
            continue;
        }
        out.push_str(&esc(c.encode_utf8(&mut buffer)));
        let breaks = match c {
            ',' | '<' | '(' => true,
            ':' => previous == Some(':'),
            _ => false,
        };
        if breaks {
            out.push_str("</span><wbr><span>");
        }
        // A third colon starts a pair of its own.
        previous = if breaks && c == ':' { None } else { Some(c) };
    }
    out.push_str("</span>");
    out
}

/// The lines that looked like reports but could not be read, quoted (the first `QUOTED`).
pub(crate) fn unread_html(summary: &Summary, say: &Say) -> String {
    let mut out = String::new();
    if summary.unread > 0 {
        let _ = write!(
            out,
            "<details class=\"unread\"><summary>{}</summary><ul>",
            esc(&say.say(msg::page_tools_log_unread(&summary.unread.to_string())))
        );
        for u in &summary.unread_first {
            let _ = write!(
                out,
                "<li>{} <code translate=\"no\">{}</code></li>",
                esc(&say.say(msg::page_tools_log_unread_at(
                    &u.line.to_string(),
                    &u.reason.say(say)
                ))),
                esc(&u.text)
            );
        }
        out.push_str("</ul></details>");
    }
    out
}

/// A sortable column's header: `sorted` is `Some(descending)` on the column the table is sorted by. Its button
/// carries `data-{panel}sort` and the test id `{panel}sort-{key}` (`panel` empty or ending in `-`), which the
/// panel's delegated click reads (the profiler report's table uses it too).
pub(crate) fn sort_button(
    out: &mut String,
    panel: &str,
    key: &str,
    sorted: Option<bool>,
    label: &str,
) {
    let state = match sorted {
        None => "none",
        Some(false) => "ascending",
        Some(true) => "descending",
    };
    let _ = write!(
        out,
        "<th scope=\"col\" aria-sort=\"{state}\"><button type=\"button\" class=\"sort\" data-{panel}sort=\"{key}\" \
         data-testid=\"{panel}sort-{key}\">{}</button></th>",
        esc(label)
    );
}

/// A sortable column's header.
pub(crate) fn sort_header(out: &mut String, sort: Sort, column: Column, label: &str) {
    let sorted = (sort.column == column).then_some(sort.descending);
    sort_button(out, "", column.key(), sorted, label);
}

/// The tooltip of a kernel's name: what a click does, and the name as compiled when it differs.
pub(crate) fn load_title(mangled: Option<&str>, say: &Say) -> String {
    esc(&say.say(match mangled {
        Some(name) => msg::page_tools_log_load_mangled(name),
        None => msg::page_tools_log_load(),
    }))
}

/// A figure the report has but that could not be read: a mark, and a tooltip saying it is unknown.
pub(crate) fn unknown_html(say: &Say) -> String {
    format!(
        "<span title=\"{}\" data-testid=\"figure-unknown\">?</span>",
        esc(&say.say(msg::page_tools_log_unknown()))
    )
}

/// A flag of a row: its word, and a tooltip saying what it means.
pub(crate) fn tag(out: &mut String, class: &str, word: Msg, title: &str, say: &Say) {
    let _ = write!(
        out,
        "<span class=\"{class}\" title=\"{}\">{}</span>",
        esc(title),
        esc(&say.say(word))
    );
}

/// What the table leaves out: rows past [`SHOWN`], or those the filter hides.
pub(crate) fn left_out(out: &mut String, shown: usize, total: usize, say: &Say) {
    if shown > SHOWN {
        let _ = write!(
            out,
            "<p class=\"help\">{}</p>",
            esc(&say.say(msg::page_tools_log_showing(
                &SHOWN.to_string(),
                &thousands(shown as u64)
            )))
        );
    } else if shown < total {
        let _ = write!(
            out,
            "<p class=\"help\">{}</p>",
            esc(&say.say(msg::page_tools_log_matching(
                &shown.to_string(),
                &total.to_string()
            )))
        );
    }
}

/// What the tests of the panel's markup read of it.
#[cfg(test)]
pub(crate) mod read {
    /// The text a reader gets of `html`: its text and `title`s, unescaped, leaving out what is marked
    /// `translate="no"` (kernel names, lines quoted from the log, wave sizes).
    pub fn text(html: &str) -> String {
        let mut out = String::new();
        let mut rest = html;
        while let Some(open) = rest.find('<') {
            out.push_str(&rest[..open]);
            out.push(' ');
            let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
            let tag = &rest[open..close];
            for part in tag.split("title=\"").skip(1) {
                out.push_str(part.split('"').next().unwrap_or(""));
                out.push(' ');
            }
            rest = &rest[close..];
            if tag.contains("translate=\"no\"") {
                // To the element's own end: a kernel's name holds spans of its own.
                let name = tag[1..].split([' ', '>']).next().unwrap_or("");
                rest = rest
                    .find(&format!("</{name}>"))
                    .map_or("", |end| &rest[end..]);
            }
        }
        out.push_str(rest);
        out.replace("&#x27;", "'")
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
    }

    /// The English words a Chinese text of the panel may not hold, beyond what every tool may hold: the compilers'
    /// and their flags', the architectures', and the attributes' names.
    pub fn english_words(text: &str) -> Vec<String> {
        const NAMES: &[&str] = &[
            "ptxas",
            "nvcc",
            "nvlink",
            "cuobjdump",
            "hipcc",
            "llc",
            "LLVM",
            "HIP",
            "CC",
            "Instinct",
            "Radeon",
            "gfx",
            "Xptxas",
            "resource-usage",
            "dump-resource-usage",
            "save-temps",
            "kernel-resource-usage",
            "Rpass-analysis",
            "v",
            "amdgpu-waves-per-eu",
            "CDNA",
            "RDNA",
            // The field a range error names (as `occ batch` does).
            "threads_per_block",
        ];
        crate::calculator::say::check::english_words(text)
            .into_iter()
            .filter(|w| {
                // `_Z…`: a kernel's name as compiled, which a tooltip quotes when demangling names it otherwise.
                !NAMES.contains(&w.as_str())
                    && !w.starts_with("sm_")
                    && !w.starts_with("gfx")
                    && !w.starts_with("_Z")
            })
            .collect()
    }
}
