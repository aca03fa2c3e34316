//! An Intel launch's result panels: the headline, the summary, the tables with the GPU's waves, the limiters and
//! the physical limits with the product's facts, from occ-core's `intel::report` rows.

use std::fmt::Write as _;

use occ_core::contract::Resource;
use occ_core::intel::{self, report as intel_report};
use occ_core::msg::{self, Say};
use occ_core::terms::Words;

use crate::browser::dom::esc;
use crate::state::citations::Citations;
use crate::state::form::Valid;
use crate::state::outcome::{self, FactRow};

use super::*;

/// The headline numbers of an Intel launch (also used by the embed view).
pub(super) fn headline(out: &mut String, r: &intel::Occupancy, binding: &str, say: &Say) {
    key_figures(
        out,
        say,
        (msg::page_intel_occupancy(), r.occupancy()),
        (
            if say.words() == Words::Intel {
                msg::page_hw_threads_per_unit()
            } else {
                msg::page_warps_per_unit()
            },
            of(say, "hw-threads", r.resident_threads, r.thread_slots),
        ),
        (
            msg::limiter_blocks(),
            format!(
                " data-testid=\"active-blocks\">{}",
                r.workgroups_per_xe_core
            ),
        ),
        binding,
    );
}

/// An Intel launch's headline: title, kernel, key numbers, formula, why large GRF stops at half, and warnings.
pub(super) fn summary(
    l: &intel::Launch,
    r: &intel::Occupancy,
    (title, kernel): (&str, &str),
    binding: &str,
    warnings: &[String],
    stale: bool,
    say: &Say,
) -> String {
    let mut out = String::with_capacity(2048);
    summary_head(&mut out, say, stale, title, Some(kernel));
    headline(&mut out, r, binding, say);
    let n = |v: u32| v.to_string();
    let (resident, slots, groups, threads) = (
        n(r.resident_threads),
        n(r.thread_slots),
        n(r.workgroups_per_xe_core),
        n(r.threads_per_workgroup),
    );
    summary_tail(
        &mut out,
        say,
        if say.words() == Words::Intel {
            msg::page_intel_formula(&resident, &slots, &groups, &threads)
        } else {
            msg::page_intel_formula_words(&resident, &slots, &groups, &threads)
        },
        intel_report::large_grf_note(l.arch, &l.kernel).as_deref(),
        warnings,
    );
    out
}

/// An Intel launch's occupancy data, next steps, GPU occupancy (with a global size) and allocated resources.
pub(super) fn tables(v: &Valid, l: &intel::Launch, r: &intel::Occupancy, say: &Say) -> String {
    let (arch, kernel) = (l.arch, &l.kernel);
    let mut out = String::with_capacity(4096);
    data_and_steps(
        &mut out,
        say,
        &intel_report::occupancy_data(r, say),
        &intel_report::next_step_lines(arch, kernel, r, say).unwrap_or_default(),
    );
    if let Some(g) = outcome::gpu_figures(v, l, r) {
        let _ = write!(
            out,
            "<h3 data-said>{}</h3>",
            esc(&intel_report::gpu_title(&g, say))
        );
        kv(
            &mut out,
            &intel_report::gpu_rows(&g, r, say),
            "gpu-occupancy",
        );
    }
    let binds: Vec<_> = r.limiters().collect();
    allocated_html(
        &mut out,
        say,
        &[
            msg::page_allocated(),
            msg::page_per_block(),
            msg::page_per_unit(),
            msg::page_blocks(),
        ],
        intel_report::allocated_resources(arch, kernel, r, say)
            .iter()
            .map(|a| {
                (
                    binds.contains(&a.limiter),
                    a.limiter.label(),
                    a.used.as_str(),
                    a.available.as_str(),
                    a.workgroups,
                )
            }),
    );
    out
}

/// Every Intel limiter with its sentence of why; the binding ones marked.
pub(super) fn limiters(l: &intel::Launch, r: &intel::Occupancy, say: &Say) -> String {
    limiter_list(
        say,
        intel_report::limiters(l.arch, &l.kernel, r, say)
            .iter()
            .map(|l| LimiterItem {
                name: l.limiter.name(),
                label: l.limiter.label(),
                allows: allows(say, l.workgroups, msg::report_blocks),
                binding: l.binding,
                why: &l.why,
            }),
    )
}

/// An Intel architecture's physical limits and the product's facts.
pub(super) fn physical(
    v: &Valid,
    l: &intel::Launch,
    facts: &[FactRow],
    citations: &Citations,
    say: &Say,
) -> String {
    let rows = intel_report::physical_limits(
        l.arch,
        outcome::xe_cores(v),
        &say.say(msg::page_xves_unknown()),
        say,
    );
    physical_html(
        say,
        |out| kv(out, &rows, "physical"),
        facts,
        citations,
        msg::page_no_facts_xves(),
    )
}
