//! Markup for the parts of the page that are rebuilt whole on every change (result tables, the GPU list, legends,
//! saved configs). Built as escaped HTML text and set with `inner_html`: it is far smaller in wasm than one typed
//! view per row, and just as fast to update. Events on these parts are delegated to their container and read
//! `data-*` attributes.

use std::fmt::Write as _;

use occ_core::msg::Say;
use occ_core::nvidia::report::Row;
use occ_core::Vendor;

use crate::browser::dom::esc;
use crate::state::citations::Citations;
use crate::state::outcome::{headline, AmdOutcome, Answer, FactRow, IntelOutcome, Outcome};

/// The headline numbers of a launch, in its vendor's terms (the summary's and the embed view's).
pub fn headline_html(answer: &Answer) -> String {
    match answer {
        Answer::Nvidia(o) => nvidia_headline_html(o),
        Answer::Amd(o) => amd_headline_html(o),
        Answer::Intel(o) => intel_headline_html(o),
    }
}

fn kv(out: &mut String, rows: &[Row], testid: &str) {
    let _ = write!(out, "<table class=\"kv\" data-testid=\"{testid}\"><tbody>");
    for r in rows {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{}</th><td>{}</td></tr>",
            esc(&r.label),
            esc(&r.value)
        );
    }
    out.push_str("</tbody></table>");
}

/// The headline numbers (also used by the embed view).
fn nvidia_headline_html(o: &Outcome) -> String {
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
        nvidia_headline_html(o),
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
            esc(&row.label),
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
    limiter_list(o.limiters.iter().map(|l| {
        LimiterItem {
            name: l.limiter.name(),
            label: l.limiter.label(),
            allows: l
                .blocks
                .map_or("no limit".to_string(), |b| format!("{b} blocks")),
            binding: l.binding,
            why: &l.why,
        }
    }))
}

/// One limiter of any vendor as the results list it: what it allows (blocks, waves per SIMD, work-groups per
/// Xe-core) and the sentence of why.
struct LimiterItem<'a> {
    name: &'static str,
    label: &'static str,
    allows: String,
    binding: bool,
    why: &'a str,
}

/// Every limiter with its sentence of why; the binding ones marked.
fn limiter_list<'a>(items: impl Iterator<Item = LimiterItem<'a>>) -> String {
    let mut out = String::with_capacity(2048);
    out.push_str("<h3>Occupancy limiters</h3><ul class=\"limiters\">");
    for l in items {
        let _ = write!(
            out,
            "<li class=\"{}\" data-testid=\"limiter-{}\" data-binding=\"{}\"><span class=\"name\">{}</span><span \
             class=\"blocks\">{}</span>{}<span class=\"why\">{}</span></li>",
            if l.binding { "binding" } else { "" },
            l.name,
            l.binding,
            l.label,
            esc(&l.allows),
            if l.binding { "<span class=\"tag\">limits</span>" } else { "" },
            esc(l.why)
        );
    }
    out.push_str("</ul>");
    out
}

/// A GPU's physical limits (`rows`, written by `write_rows`) and the product's facts, the unit count labelled
/// `units` (SM, CU or XVE count).
fn physical_html(
    write_rows: impl FnOnce(&mut String),
    facts: &[FactRow],
    citations: &Citations,
    units: &str,
) -> String {
    let mut out = String::with_capacity(4096);
    out.push_str("<h3>Physical limits</h3><div class=\"cols\"><div>");
    write_rows(&mut out);
    out.push_str("</div><div>");
    facts_html(&mut out, facts, citations, units);
    out.push_str("</div></div>");
    out
}

/// The GPU's physical limits and the product's facts. A fact's source is its tooltip once `citations` (the
/// on-demand `citations.json`) is loaded; until then the tooltip says that hovering loads it.
pub fn physical(o: &Outcome, citations: &Citations) -> String {
    physical_html(
        |out| kv(out, &o.physical, "physical"),
        &o.facts,
        citations,
        "SM count",
    )
}

/// The product's facts, each with its source as a tooltip; a generic device's note otherwise.
fn facts_html(out: &mut String, facts: &[FactRow], citations: &Citations, count: &str) {
    if !facts.is_empty() {
        out.push_str("<table class=\"kv\" data-testid=\"facts\"><caption>Product facts (hover a value for its source)</caption><tbody>");
        for f in facts {
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
        let _ = write!(
            out,
            "<p class=\"help\">A generic device has no product facts; pick a product for {count}, bandwidth and \
             FP32 peak.</p>"
        );
    }
}

/// The headline numbers of an AMD launch (also used by the embed view).
fn amd_headline_html(o: &AmdOutcome) -> String {
    let r = &o.result;
    format!(
        "<dl class=\"headline\"><div class=\"big\"><dt>Occupancy</dt><dd data-testid=\"occupancy\" \
         elementtiming=\"occupancy\">{}</dd></div><div><dt>Waves per SIMD</dt><dd><span \
         data-testid=\"waves-per-simd\">{}</span><span class=\"of\"> of {}</span></dd></div><div><dt>Work-groups \
         per {}</dt><dd data-testid=\"active-blocks\">{}</dd></div><div><dt>Limited by</dt><dd \
         data-testid=\"binding-limiters\">{}</dd></div></dl>",
        esc(&occ_core::report::percent(r.occupancy())),
        r.waves_per_simd,
        r.max_waves_per_simd,
        unit_of(o),
        r.workgroups_per_cu,
        esc(&o.binding())
    )
}

/// "CU" or "WGP": what the occupancy rows count work-groups on.
fn unit_of(o: &AmdOutcome) -> &str {
    o.data
        .get(1)
        .and_then(|r| r.label.rsplit(' ').next())
        .unwrap_or("CU")
}

/// An AMD launch's headline: title, kernel, key numbers, formula and warnings.
pub fn amd_summary(o: &AmdOutcome, stale: bool) -> String {
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
        "<p class=\"title\" data-testid=\"results-title\">{}</p><p class=\"help\" data-testid=\"results-kernel\">\
         {}</p>{}<p class=\"formula\">Occupancy = {} of {} waves per SIMD ({} work-groups × {} waves on {} SIMDs)</p>",
        esc(&o.title),
        esc(&o.kernel),
        amd_headline_html(o),
        r.waves_per_simd,
        r.max_waves_per_simd,
        r.workgroups_per_cu,
        r.waves_per_workgroup,
        r.simds
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

/// Labelled rows of occ-core's vendor reports (AMD's and Intel's share the row type) as a table.
fn rows_kv(out: &mut String, rows: &[occ_core::amd::report::Row], testid: &str) {
    let _ = write!(out, "<table class=\"kv\" data-testid=\"{testid}\"><tbody>");
    for r in rows {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{}</th><td>{}</td></tr>",
            esc(&r.label),
            esc(&r.value)
        );
    }
    out.push_str("</tbody></table>");
}

/// An AMD launch's occupancy data, next step, VGPR thresholds and allocated resources.
pub fn amd_tables(o: &AmdOutcome) -> String {
    let mut out = String::with_capacity(4096);
    out.push_str("<div class=\"cols\"><section><h3>Occupancy data</h3>");
    rows_kv(&mut out, &o.data, "occupancy-data");
    out.push_str("<h3>Next step</h3><ul class=\"steps\" data-testid=\"next-step\">");
    for step in &o.next_steps {
        let _ = write!(out, "<li>{}</li>", esc(step));
    }
    let (title, rows) = &o.thresholds;
    let _ = write!(
        out,
        "</ul><table class=\"grid\" data-testid=\"vgpr-thresholds\"><caption>{}</caption><thead><tr><th \
         scope=\"col\">VGPRs ≤</th><th scope=\"col\">Waves per SIMD</th></tr></thead><tbody>",
        esc(title)
    );
    for (most, waves, this) in rows {
        let _ = write!(
            out,
            "<tr{}><td>{most}</td><td>{waves}{}</td></tr>",
            if *this { " class=\"binding\"" } else { "" },
            if *this { " (this kernel)" } else { "" }
        );
    }
    out.push_str(
        "</tbody></table></section><section><h3>Allocated resources</h3><table class=\"grid\" \
         data-testid=\"allocated\"><thead><tr><th scope=\"col\">Resource</th><th scope=\"col\">Used</th><th \
         scope=\"col\">Available</th><th scope=\"col\">Waves per SIMD</th></tr></thead><tbody>",
    );
    for a in &o.allocated {
        let binding = o
            .limiters
            .iter()
            .any(|l| l.binding && l.limiter == a.limiter);
        let _ = write!(
            out,
            "<tr{}><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td></tr>",
            if binding { " class=\"binding\"" } else { "" },
            a.limiter.label(),
            esc(&a.used),
            esc(&a.available),
            a.waves.map_or("no limit".to_string(), |w| w.to_string())
        );
    }
    out.push_str("</tbody></table></section></div>");
    out
}

/// Every AMD limiter with its sentence of why; the binding ones marked.
pub fn amd_limiters(o: &AmdOutcome) -> String {
    limiter_list(o.limiters.iter().map(|l| LimiterItem {
        name: l.limiter.name(),
        label: l.limiter.label(),
        allows: occ_core::amd::report::waves_text(l.waves, &Say::page_english(Vendor::Amd)),
        binding: l.binding,
        why: &l.why,
    }))
}

/// An AMD target's physical limits and the product's facts.
pub fn amd_physical(o: &AmdOutcome, citations: &Citations) -> String {
    physical_html(
        |out| rows_kv(out, &o.physical, "physical"),
        &o.facts,
        citations,
        "CU count",
    )
}

/// The headline numbers of an Intel launch (also used by the embed view).
fn intel_headline_html(o: &IntelOutcome) -> String {
    let r = &o.result;
    format!(
        "<dl class=\"headline\"><div class=\"big\"><dt>Xe-core occupancy</dt><dd data-testid=\"occupancy\" \
         elementtiming=\"occupancy\">{}</dd></div><div><dt>Hardware threads per Xe-core</dt><dd><span \
         data-testid=\"hw-threads\">{}</span><span class=\"of\"> of {}</span></dd></div><div><dt>Work-groups per \
         Xe-core</dt><dd data-testid=\"active-blocks\">{}</dd></div><div><dt>Limited by</dt><dd \
         data-testid=\"binding-limiters\">{}</dd></div></dl>",
        esc(&occ_core::report::percent(r.occupancy())),
        r.resident_threads,
        r.thread_slots,
        r.workgroups_per_xe_core,
        esc(&o.binding())
    )
}

/// An Intel launch's headline: title, kernel, key numbers, formula, why large GRF stops at half, and warnings.
pub fn intel_summary(o: &IntelOutcome, stale: bool) -> String {
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
        "<p class=\"title\" data-testid=\"results-title\">{}</p><p class=\"help\" data-testid=\"results-kernel\">\
         {}</p>{}<p class=\"formula\">Occupancy = {} of {} thread slots ({} work-groups × {} hardware threads)</p>",
        esc(&o.title),
        esc(&o.kernel),
        intel_headline_html(o),
        r.resident_threads,
        r.thread_slots,
        r.workgroups_per_xe_core,
        r.threads_per_workgroup
    );
    if let Some(note) = &o.grf_note {
        let _ = write!(
            out,
            "<p class=\"help\" data-testid=\"grf-note\">{}</p>",
            esc(note)
        );
    }
    if !o.warnings.is_empty() {
        out.push_str("<ul class=\"warnings\" data-testid=\"warnings\">");
        for w in &o.warnings {
            let _ = write!(out, "<li>{}</li>", esc(w));
        }
        out.push_str("</ul>");
    }
    out
}

/// An Intel launch's occupancy data, next steps, GPU occupancy (with a global size) and allocated resources.
pub fn intel_tables(o: &IntelOutcome) -> String {
    let mut out = String::with_capacity(4096);
    out.push_str("<div class=\"cols\"><section><h3>Occupancy data</h3>");
    rows_kv(&mut out, &o.data, "occupancy-data");
    out.push_str("<h3>Next step</h3><ul class=\"steps\" data-testid=\"next-step\">");
    for step in &o.next_steps {
        let _ = write!(out, "<li>{}</li>", esc(step));
    }
    out.push_str("</ul>");
    if let Some((title, rows)) = &o.gpu {
        let _ = write!(out, "<h3>{}</h3>", esc(title));
        rows_kv(&mut out, rows, "gpu-occupancy");
    }
    let [resource, per_group, per_core, groups] =
        occ_core::intel::report::allocation_headings(&Say::page_english(Vendor::Intel));
    let _ = write!(
        out,
        "</section><section><h3>Allocated resources</h3><table class=\"grid\" data-testid=\"allocated\"><thead><tr>\
         <th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr>\
         </thead><tbody>",
        capitalized(&resource),
        capitalized(&per_group),
        capitalized(&per_core),
        capitalized(&groups)
    );
    for a in &o.allocated {
        let binding = o
            .limiters
            .iter()
            .any(|l| l.binding && l.limiter == a.limiter);
        let _ = write!(
            out,
            "<tr{}><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td></tr>",
            if binding { " class=\"binding\"" } else { "" },
            a.limiter.label(),
            esc(&a.used),
            esc(&a.available),
            a.workgroups
                .map_or("no limit".to_string(), |w| w.to_string())
        );
    }
    out.push_str("</tbody></table></section></div>");
    out
}

/// "Per work-group" from "per work-group": the report's column headings start a table's header cells. ASCII case
/// only: `char::to_uppercase` would link Unicode's case tables (5.7 KB gzip) for a handful of English headings.
fn capitalized(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// Every Intel limiter with its sentence of why; the binding ones marked.
pub fn intel_limiters(o: &IntelOutcome) -> String {
    limiter_list(o.limiters.iter().map(|l| LimiterItem {
        name: l.limiter.name(),
        label: l.limiter.label(),
        allows: occ_core::intel::report::workgroups_text(
            l.workgroups,
            &Say::page_english(Vendor::Intel),
        ),
        binding: l.binding,
        why: &l.why,
    }))
}

/// An Intel architecture's physical limits and the product's facts.
pub fn intel_physical(o: &IntelOutcome, citations: &Citations) -> String {
    physical_html(
        |out| rows_kv(out, &o.physical, "physical"),
        &o.facts,
        citations,
        "XVE count",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::input::Form;

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
    fn intel_results_carry_the_test_ids_and_intel_s_words() {
        use crate::state::form::Launch;
        use crate::state::outcome::IntelOutcome;
        let form = Form {
            gpu: "data-center-gpu-max-1550".to_string(),
            threads: "1024".to_string(),
            sub_group: "32".to_string(),
            large_grf: true,
            global_size: "1048576".to_string(),
            ..Form::default()
        };
        let Ok(Launch::Intel(calc)) = form.launch() else {
            panic!("an Intel launch");
        };
        let o = IntelOutcome::of(&calc).unwrap();
        let html = [
            intel_summary(&o, false),
            intel_tables(&o),
            intel_limiters(&o),
            intel_physical(&o, &Citations::NotAsked),
        ]
        .concat();
        assert!(html.contains("data-testid=\"occupancy\" elementtiming=\"occupancy\">50.00 %<"));
        assert!(html.contains("data-testid=\"active-blocks\">1<"));
        assert!(html.contains("data-testid=\"hw-threads\">32<"));
        assert!(html.contains("data-testid=\"grf-note\""));
        assert!(html.contains("data-testid=\"gpu-occupancy\""));
        assert!(html.contains("<th scope=\"col\">Per work-group</th>"));
        assert!(html.contains("data-testid=\"limiter-threads\" data-binding=\"true\""));
        assert!(html.contains("data-testid=\"fact-xves\""), "{html}");
    }
}
