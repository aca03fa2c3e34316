//! Markup for the parts of the page that are rebuilt whole on every change (result tables, the GPU list, legends,
//! saved configs). Built as escaped HTML text and set with `inner_html`: it is far smaller in wasm than one typed
//! view per row, and just as fast to update. Events on these parts are delegated to their container and read
//! `data-*` attributes.

use std::fmt::Write as _;

use occ_core::report::Row;

use crate::chart::{SERIES_DARK, SERIES_LIGHT};
use crate::citations::Citations;
use crate::model::PickerGroup;
use crate::outcome::{headline, Outcome};
use crate::saved::Saved;
use crate::sweep::{ChartData, Style};

/// Escapes text for element content and double-quoted attributes.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

fn kv(out: &mut String, rows: &[Row], testid: &str) {
    let _ = write!(out, "<table class=\"kv\" data-testid=\"{testid}\"><tbody>");
    for r in rows {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{}</th><td>{}</td></tr>",
            esc(r.label),
            esc(&r.value)
        );
    }
    out.push_str("</tbody></table>");
}

/// The headline numbers (also used by the embed view).
pub fn headline_html(o: &Outcome) -> String {
    let r = &o.result;
    format!(
        "<dl class=\"headline\"><div class=\"big\"><dt>Theoretical occupancy</dt><dd data-testid=\"occupancy\" elementtiming=\"occupancy\">{}</dd>\
         </div><div><dt>Active blocks per SM</dt><dd data-testid=\"active-blocks\">{}</dd></div><div><dt>Active warps \
         per SM</dt><dd><span data-testid=\"active-warps\">{}</span><span class=\"of\"> of {}</span></dd></div><div>\
         <dt>Limited by</dt><dd data-testid=\"binding-limiters\">{}</dd></div></dl>",
        esc(&headline(r)),
        r.active_blocks_per_sm,
        r.active_warps_per_sm,
        r.max_warps_per_sm,
        esc(&o.binding())
    )
}

/// The headline: title, key numbers, formula and warnings.
pub fn summary(o: &Outcome, stale: bool) -> String {
    let r = &o.result;
    let mut out = String::with_capacity(2048);
    if stale {
        out.push_str(
            "<p class=\"stale-note\" data-testid=\"stale\">An input is invalid: showing the results of the last valid \
             input.</p>",
        );
    }
    let _ = write!(
        out,
        "<p class=\"title\" data-testid=\"results-title\">{}</p>{}<p class=\"formula\">Occupancy = {} blocks × {} warps \
         = {} of {} warps per SM</p>",
        esc(&o.title),
        headline_html(o),
        r.active_blocks_per_sm,
        r.warps_per_block,
        r.active_warps_per_sm,
        r.max_warps_per_sm
    );
    if !o.warnings.is_empty() {
        out.push_str("<ul class=\"warnings\" data-testid=\"warnings\">");
        for w in &o.warnings {
            let _ = write!(out, "<li>{}</li>", esc(w));
        }
        out.push_str("</ul>");
    }
    out
}

/// Occupancy data, launch figures and allocated resources.
pub fn tables(o: &Outcome) -> String {
    let r = &o.result;
    let mut out = String::with_capacity(4096);
    out.push_str("<div class=\"cols\"><section><h3>Occupancy data</h3>");
    kv(&mut out, &o.data, "occupancy-data");
    out.push_str("<h3>Launch</h3><table class=\"kv\" data-testid=\"launch\"><tbody>");
    for (i, row) in o.launch.iter().enumerate() {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{}</th><td{}>{}</td></tr>",
            esc(row.label),
            if i == 0 {
                " data-testid=\"best-block-size\""
            } else {
                ""
            },
            esc(&row.value)
        );
    }
    out.push_str(
        "</tbody></table></section><section><h3>Allocated resources</h3><table class=\"grid\" \
         data-testid=\"allocated\"><thead><tr><th scope=\"col\">Resource</th><th scope=\"col\">Per block</th><th \
         scope=\"col\">Limit per SM</th><th scope=\"col\">Blocks</th></tr></thead><tbody>",
    );
    for a in &o.allocated {
        let _ = write!(
            out,
            "<tr{}><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td></tr>",
            if r.is_limited_by(a.limiter) {
                " class=\"binding\""
            } else {
                ""
            },
            a.limiter.label(),
            esc(&a.per_block),
            esc(&a.per_sm),
            a.blocks.map_or("no limit".to_string(), |b| b.to_string())
        );
    }
    out.push_str("</tbody></table></section></div>");
    out
}

/// Every limiter with its sentence of why; the binding ones marked.
pub fn limiters(o: &Outcome) -> String {
    let mut out = String::with_capacity(2048);
    out.push_str("<h3>Occupancy limiters</h3><ul class=\"limiters\">");
    for l in &o.limiters {
        let _ = write!(
            out,
            "<li class=\"{}\" data-testid=\"limiter-{}\" data-binding=\"{}\"><span class=\"name\">{}</span><span \
             class=\"blocks\">{}</span>{}<span class=\"why\">{}</span></li>",
            if l.binding { "binding" } else { "" },
            l.limiter.name(),
            l.binding,
            l.limiter.label(),
            l.blocks.map_or("no limit".to_string(), |b| format!("{b} blocks")),
            if l.binding { "<span class=\"tag\">limits</span>" } else { "" },
            esc(&l.why)
        );
    }
    out.push_str("</ul>");
    out
}

/// The GPU's physical limits and the product's facts. A fact's source is its tooltip once `citations` (the
/// on-demand `citations.json`) is loaded; until then the tooltip says that hovering loads it.
pub fn physical(o: &Outcome, citations: &Citations) -> String {
    let mut out = String::with_capacity(4096);
    out.push_str("<h3>Physical limits</h3><div class=\"cols\"><div>");
    kv(&mut out, &o.physical, "physical");
    out.push_str("</div><div>");
    if !o.facts.is_empty() {
        out.push_str("<table class=\"kv\" data-testid=\"facts\"><caption>Product facts (hover a value for its source)</caption><tbody>");
        for f in &o.facts {
            let citation = citations.title(f.cite);
            let _ = write!(
                out,
                "<tr><th scope=\"row\">{}</th><td><span class=\"fact{}\" tabindex=\"0\" title=\"{}\" \
                 data-testid=\"fact-{}\">{}</span>{}</td></tr>",
                esc(f.label),
                if f.unconfirmed { " unconfirmed" } else { "" },
                esc(citation),
                f.label.to_ascii_lowercase().replace(' ', "-").replace(['(', ')'], ""),
                esc(&f.value),
                if f.unconfirmed {
                    "<span class=\"tag warn\">unconfirmed</span>"
                } else {
                    ""
                }
            );
        }
        out.push_str("</tbody></table>");
    } else {
        out.push_str("<p class=\"help\">A generic device has no product facts; pick a product for SM count, bandwidth and FP32 peak.</p>");
    }
    out.push_str("</div></div>");
    out
}

/// The id of a GPU picker option element.
pub fn option_id(id: &str) -> String {
    format!("gpu-opt-{}", id.replace('.', "_"))
}

/// `<option>`s with `selected` on the current one (the select's markup is rebuilt when either changes).
pub fn options_html(options: &[(&str, &str)], selected: &str) -> String {
    options
        .iter()
        .map(|(value, label)| {
            format!(
                "<option value=\"{}\"{}>{}</option>",
                esc(value),
                if *value == selected { " selected" } else { "" },
                esc(label)
            )
        })
        .collect()
}

/// The GPU picker's list: groups of options; `active` is the highlighted index over all options.
pub fn picker(groups: &[PickerGroup], active: usize, chosen: &str) -> String {
    if groups.is_empty() {
        return "<div class=\"none\">No GPU matches; try a chip (AD102), a compute capability (8.9) or \"generic\".</div>"
            .to_string();
    }
    let mut out = String::with_capacity(16384);
    let mut index = 0;
    for (g, group) in groups.iter().enumerate() {
        let _ = write!(
            out,
            "<div role=\"group\" aria-labelledby=\"gpu-group-{g}\"><div class=\"group-name\" id=\"gpu-group-{g}\" \
             role=\"presentation\">{}</div>",
            esc(&group.name)
        );
        for e in &group.entries {
            let _ = write!(
                out,
                "<div role=\"option\" id=\"{}\" data-id=\"{}\" class=\"option{}\" aria-selected=\"{}\"><span>{}</span>\
                 <span class=\"detail\">{}</span></div>",
                option_id(&e.id),
                esc(&e.id),
                if index == active { " active" } else { "" },
                e.id == chosen,
                esc(&e.label),
                esc(&e.detail)
            );
            index += 1;
        }
        out.push_str("</div>");
    }
    out
}

/// A chart's legend (only for charts with several series).
pub fn legend(data: &ChartData, dark: bool) -> String {
    if data.series.len() < 2 {
        return String::new();
    }
    let palette = if dark { &SERIES_DARK } else { &SERIES_LIGHT };
    let mut out = String::new();
    for (i, s) in data.series.iter().enumerate() {
        let (r, g, b) = palette[i % palette.len()];
        // The swatch is an inline SVG (no style attribute: the CSP allows none), shaped as the series is drawn.
        let colour = format!("#{r:02x}{g:02x}{b:02x}");
        let shape = match s.style {
            Style::Line => format!("<rect y=\"5\" width=\"14\" height=\"4\" fill=\"{colour}\"/>"),
            Style::Dots => format!("<circle cx=\"7\" cy=\"7\" r=\"5\" fill=\"{colour}\"/>"),
            Style::Ring => format!(
                "<circle cx=\"7\" cy=\"7\" r=\"5.5\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>"
            ),
        };
        let _ = write!(
            out,
            "<li{}><svg width=\"14\" height=\"14\" aria-hidden=\"true\">{shape}</svg>{}</li>",
            if s.emphasis {
                " class=\"emphasis\""
            } else {
                ""
            },
            esc(&s.label)
        );
    }
    out
}

/// The saved-config list: each item has Load, Rename and Delete buttons (`data-action`, `data-index`).
pub fn saved_list(saved: &[Saved]) -> String {
    if saved.is_empty() {
        return "<li class=\"help\">No saved configs in this browser yet.</li>".to_string();
    }
    let mut out = String::new();
    for (i, s) in saved.iter().enumerate() {
        let name = esc(&s.name);
        let _ = write!(
            out,
            "<li data-testid=\"saved-item\" data-name=\"{name}\"><span class=\"name\">{name}</span><span \
             class=\"actions\"><button type=\"button\" class=\"small\" data-action=\"load\" data-index=\"{i}\" \
             aria-label=\"Load {name}\">Load</button><button type=\"button\" class=\"small\" data-action=\"rename\" \
             data-index=\"{i}\" aria-label=\"Rename {name}\">Rename</button><button type=\"button\" class=\"small\" \
             data-action=\"delete\" data-index=\"{i}\" aria-label=\"Delete {name}\">Delete</button></span></li>"
        );
    }
    out
}

/// Notices, each with a dismiss button (`data-dismiss`).
pub fn notices(list: &[String]) -> String {
    let mut out = String::new();
    for (i, text) in list.iter().enumerate() {
        let _ = write!(
            out,
            "<p class=\"notice\" data-testid=\"notice\"><span>{}</span><button type=\"button\" class=\"small\" \
             data-dismiss=\"{i}\" aria-label=\"Dismiss this message\">×</button></p>",
            esc(text)
        );
    }
    out
}

/// Notices without dismiss buttons (about stored entries, which stay until fixed).
pub fn notices_plain(list: &[String]) -> String {
    list.iter()
        .map(|text| {
            format!(
                "<p class=\"notice\" data-testid=\"storage-notice\">{}</p>",
                esc(text)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{picker_groups, Form};

    #[test]
    fn escapes_markup() {
        assert_eq!(
            esc("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }

    /// Every result section of the calculator, as the page's results panel shows them.
    fn results(o: &Outcome, stale: bool) -> String {
        [
            summary(o, stale),
            tables(o),
            limiters(o),
            physical(o, &Citations::NotAsked),
        ]
        .concat()
    }

    #[test]
    fn results_carry_the_test_ids() {
        let calc = Form::default().validate().unwrap();
        let o = Outcome::of(&calc).unwrap();
        let html = results(&o, false);
        assert!(html.contains("data-testid=\"occupancy\" elementtiming=\"occupancy\">75.00 %<"));
        assert!(html.contains("data-testid=\"active-blocks\">9<"));
        assert!(html.contains("data-testid=\"active-warps\">36<"));
        assert!(html.contains("data-testid=\"limiter-registers\" data-binding=\"true\""));
        assert!(html.contains("data-testid=\"limiter-warps\" data-binding=\"false\""));
        assert!(html.contains("data-testid=\"fact-memory-bandwidth\""));
        assert!(!html.contains("stale"));
        assert!(results(&o, true).contains("data-testid=\"stale\""));
    }

    #[test]
    fn picker_marks_the_active_and_chosen_options() {
        let groups = picker_groups();
        let html = picker(&groups, 1, "geforce-rtx-4090");
        assert_eq!(html.matches(" active\"").count(), 1);
        assert_eq!(html.matches("aria-selected=\"true\"").count(), 1);
        assert!(html.contains("id=\"gpu-opt-cc-8_9\""));
        assert!(picker(&[], 0, "").contains("No GPU matches"));
    }

    #[test]
    fn options_mark_the_selected_one() {
        let html = options_html(&[("fp64", "FP64"), ("fp32", "FP32")], "fp32");
        assert_eq!(
            html,
            "<option value=\"fp64\">FP64</option><option value=\"fp32\" selected>FP32</option>"
        );
    }
}
