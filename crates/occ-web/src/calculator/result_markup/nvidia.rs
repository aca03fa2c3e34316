//! An NVIDIA launch's result panels: the headline, the summary, the calculator's tables, the limiters and the
//! physical limits with the product's facts, from occ-core's `nvidia::report` rows.

use std::fmt::Write as _;

use occ_core::contract::Resource;
use occ_core::msg::{self, Say};
use occ_core::nvidia;

use crate::browser::dom::esc;
use crate::state::citations::Citations;
use crate::state::form::Valid;
use crate::state::outcome::{self, FactRow};

use super::*;

/// The headline numbers (also used by the embed view).
pub(super) fn headline(out: &mut String, r: &nvidia::Occupancy, binding: &str, say: &Say) {
    key_figures(
        out,
        say,
        (msg::page_theoretical(), r.occupancy()),
        (
            msg::page_active_blocks(),
            format!(" data-testid=\"active-blocks\">{}", r.active_blocks_per_sm),
        ),
        (
            msg::page_active_warps(),
            of(
                say,
                "active-warps",
                r.active_warps_per_sm,
                r.max_warps_per_sm,
            ),
        ),
        binding,
    );
}

/// The headline: title, key numbers, formula and warnings.
pub(super) fn summary(
    r: &nvidia::Occupancy,
    title: &str,
    binding: &str,
    warnings: &[String],
    stale: bool,
    say: &Say,
) -> String {
    let mut out = String::with_capacity(2048);
    summary_head(&mut out, say, stale, title, None);
    headline(&mut out, r, binding, say);
    let n = |v: u32| v.to_string();
    summary_tail(
        &mut out,
        say,
        msg::page_formula(
            &n(r.active_blocks_per_sm),
            &n(r.warps_per_block),
            &n(r.active_warps_per_sm),
            &n(r.max_warps_per_sm),
        ),
        None,
        warnings,
    );
    out
}

/// Occupancy data, launch figures and allocated resources.
pub(super) fn tables(v: &Valid, l: &nvidia::Launch, r: &nvidia::Occupancy, say: &Say) -> String {
    let mut out = String::with_capacity(4096);
    out.push_str("<div class=\"cols\"><section>");
    said_in(&mut out, say, "h3", msg::page_occupancy_data());
    kv(
        &mut out,
        &nvidia::report::occupancy_data(r, say),
        "occupancy-data",
    );
    said_in(&mut out, say, "h3", msg::page_launch());
    out.push_str("<table class=\"kv\" data-testid=\"launch\" data-said><tbody>");
    let lines = outcome::launch_lines(v, l, r, say).unwrap_or_default();
    for (i, row) in lines.iter().enumerate() {
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
    out.push_str("</tbody></table></section><section>");
    said_in(&mut out, say, "h3", msg::page_allocated());
    out.push_str("<table class=\"grid\" data-testid=\"allocated\" data-said>");
    head_row(
        &mut out,
        say,
        &[
            msg::page_resource(),
            msg::page_per_block(),
            msg::page_limit_per_unit(),
            msg::page_blocks(),
        ],
    );
    for a in &nvidia::report::allocated_resources(&l.gpu, &l.kernel, r) {
        let _ = write!(
            out,
            "<tr{}><th scope=\"row\">",
            if r.is_limited_by(a.limiter) {
                " class=\"binding\""
            } else {
                ""
            }
        );
        said(&mut out, say, a.limiter.label());
        let _ = write!(
            out,
            "</th><td>{}</td><td>{}</td><td>",
            esc(&a.per_block),
            esc(&a.per_sm)
        );
        count_or_none(&mut out, say, a.blocks);
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table></section></div>");
    out
}

/// Every limiter with its sentence of why; the binding ones marked.
pub(super) fn limiters(l: &nvidia::Launch, r: &nvidia::Occupancy, say: &Say) -> String {
    limiter_list(
        say,
        nvidia::report::limiters(&l.gpu, &l.kernel, r, say)
            .iter()
            .map(|l| LimiterItem {
                name: l.limiter.name(),
                label: l.limiter.label(),
                allows: l.blocks.map_or_else(
                    || say.say(msg::report_no_limit()),
                    |b| say.say(msg::report_blocks(b.into())),
                ),
                binding: l.binding,
                why: &l.why,
            }),
    )
}

/// The GPU's physical limits and the product's facts. A fact's source is its tooltip once `citations` (the
/// on-demand `citations.json`) is loaded; until then the tooltip says that hovering loads it.
pub(super) fn physical(
    l: &nvidia::Launch,
    facts: &[FactRow],
    citations: &Citations,
    say: &Say,
) -> String {
    physical_html(
        say,
        |out| {
            kv(
                out,
                &nvidia::report::physical_limits(&l.gpu, say),
                "physical",
            )
        },
        facts,
        citations,
        msg::page_no_facts_units(),
    )
}
