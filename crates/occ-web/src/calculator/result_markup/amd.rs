//! An AMD launch's result panels: the headline, the summary, the tables with the VGPR thresholds, the limiters and
//! the physical limits with the product's facts, from occ-core's `amd::report` rows.

use std::fmt::Write as _;

use occ_core::amd::{self, report as amd_report};
use occ_core::contract::Resource;
use occ_core::msg::{self, Say};

use crate::browser::dom::esc;
use crate::state::citations::Citations;
use crate::state::form::Valid;
use crate::state::outcome::FactRow;

use super::*;

/// The headline numbers of an AMD launch (also used by the embed view).
pub(super) fn headline(
    out: &mut String,
    l: &amd::Launch,
    r: &amd::Occupancy,
    binding: &str,
    say: &Say,
) {
    key_figures(
        out,
        say,
        (msg::page_occupancy(), r.occupancy()),
        (
            msg::page_amd_waves_per_simd(&simd(say, false)),
            of(
                say,
                "waves-per-simd",
                r.waves_per_simd,
                r.max_waves_per_simd,
            ),
        ),
        (
            if amd_report::unit(l.arch, &l.kernel) == "WGP" {
                msg::page_blocks_per_wgp()
            } else {
                msg::limiter_blocks()
            },
            format!(" data-testid=\"active-blocks\">{}", r.workgroups_per_cu),
        ),
        binding,
    );
}

/// An AMD launch's headline: title, kernel, key numbers, formula and warnings.
pub(super) fn summary(
    l: &amd::Launch,
    r: &amd::Occupancy,
    (title, kernel): (&str, &str),
    binding: &str,
    warnings: &[String],
    stale: bool,
    say: &Say,
) -> String {
    let mut out = String::with_capacity(2048);
    summary_head(&mut out, say, stale, title, Some(kernel));
    headline(&mut out, l, r, binding, say);
    let n = |v: u32| v.to_string();
    let detail = say.say(msg::page_amd_formula_detail(
        &n(r.workgroups_per_cu),
        &n(r.waves_per_workgroup),
        &n(r.simds),
        &simd(say, true),
    ));
    summary_tail(
        &mut out,
        say,
        msg::page_amd_formula(
            &n(r.waves_per_simd),
            &n(r.max_waves_per_simd),
            &simd(say, false),
            &detail,
        ),
        None,
        warnings,
    );
    out
}

/// An AMD launch's occupancy data, next step, VGPR thresholds and allocated resources.
pub(super) fn tables(l: &amd::Launch, r: &amd::Occupancy, say: &Say) -> String {
    let (arch, kernel) = (l.arch, &l.kernel);
    let mut out = String::with_capacity(4096);
    data_and_steps(
        &mut out,
        say,
        &amd_report::occupancy_data(arch, kernel, r, say),
        &amd_report::next_step_lines(arch, kernel, r, say).unwrap_or_default(),
    );
    let (title, rows) = &amd_report::vgpr_threshold_rows(arch, kernel, say);
    let _ = write!(
        out,
        "<table class=\"grid\" data-testid=\"vgpr-thresholds\" data-said><caption>{}</caption>",
        esc(title)
    );
    let per_simd = simd(say, false);
    head_row(
        &mut out,
        say,
        &[
            msg::page_vgprs_at_most(),
            msg::page_amd_waves_per_simd(&per_simd),
        ],
    );
    for (most, waves, this) in rows {
        let _ = write!(
            out,
            "<tr{}><td>{most}</td><td data-said>{waves}",
            if *this { " class=\"binding\"" } else { "" }
        );
        if *this {
            said(&mut out, say, msg::page_this_kernel());
        }
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table>");
    let binds: Vec<_> = r.limiters().collect();
    allocated_html(
        &mut out,
        say,
        &[
            msg::page_resource(),
            msg::page_used(),
            msg::page_available(),
            msg::page_amd_waves_per_simd(&per_simd),
        ],
        amd_report::allocated_resources(arch, kernel, r, say)
            .iter()
            .map(|a| {
                (
                    binds.contains(&a.limiter),
                    a.limiter.label(),
                    a.used.as_str(),
                    a.available.as_str(),
                    a.waves,
                )
            }),
    );
    out
}

/// Every AMD limiter with its sentence of why; the binding ones marked.
pub(super) fn limiters(l: &amd::Launch, r: &amd::Occupancy, say: &Say) -> String {
    limiter_list(
        say,
        amd_report::limiters(l.arch, &l.kernel, r, say)
            .iter()
            .map(|l| LimiterItem {
                name: l.limiter.name(),
                label: l.limiter.label(),
                allows: allows(say, l.waves, msg::report_warps),
                binding: l.binding,
                why: &l.why,
            }),
    )
}

/// An AMD target's physical limits and the product's facts.
pub(super) fn physical(
    v: &Valid,
    l: &amd::Launch,
    r: &amd::Occupancy,
    facts: &[FactRow],
    citations: &Citations,
    say: &Say,
) -> String {
    let rows = amd_report::physical_limits(l.arch, &l.kernel, r, v.units(), say);
    physical_html(
        say,
        |out| kv(out, &rows, "physical"),
        facts,
        citations,
        msg::page_no_facts_units(),
    )
}
