//! The launch-planning panel: its four inputs, then block sizes, budgets and waves as markup from
//! [`crate::tools::planning`] and two charts. Built after the first paint (it sits in the deferred part of the page).
//! Every memo holds markup or chart data, types the page has anyway (each new memo type costs wasm bytes); each
//! recomputes from the launch and the planning inputs in well under a millisecond, and markup and charts are
//! only touched when their text or data changed.

use leptos::prelude::*;

use crate::calculator::chart_panel::ChartPanel;
use crate::calculator::input_panel::Num;
use crate::calculator::say::tools_say;
use crate::state::input::Field;
use crate::state::State;
use crate::tools::planning::{self, amd, intel, nvidia};
use occ_core::msg;
use occ_core::Launch;

/// A block of markup rebuilt when its text changes. One function, so one closure type for every block.
fn markup(class: &'static str, html: Memo<String>) -> impl IntoView {
    view! { <div class=class inner_html=move || html.get()></div> }
}

/// Launch planning for the current launch.
#[component]
pub fn PlanPanel() -> impl IntoView {
    let state = expect_context::<State>();
    // The panel follows the launch one task later, so a keystroke paints the numbers and the calculator's charts
    // first: an effect flips `tick` from a timeout, and the memos track only `tick` (reading the launch untracked).
    let tick = RwSignal::new(false);
    Effect::new(move |_| {
        // Every change of the launch or the planning inputs starts as a change of the form.
        state.form.track();
        set_timeout(move || tick.update(|t| *t = !*t), std::time::Duration::ZERO);
    });
    // Any vendor's launch: each part of the panel has an NVIDIA, an AMD and an Intel form (`planning`,
    // `planning::amd`, `planning::intel`).
    let launch = move || {
        tick.track();
        untrack(|| state.launch())
    };
    // The planning inputs of the last valid form: a bad one never holds back the launch.
    let input = move || state.plan_untracked();
    let plan_invalid = move || state.errors(|e| e.iter().any(|e| e.field.is_plan()));
    // How the panel writes: the form's words and GPU read with the launch, the language tracked.
    let say = move || state.form.with_untracked(tools_say);
    let sizes_html = Memo::new(move |_| {
        let stale = plan_invalid();
        let per_thread = input().map_or(0, |i| i.smem_per_thread);
        match launch().map(|v| v.launch) {
            Some(Launch::Nvidia(calc)) => nvidia::sizes(&calc, per_thread)
                .map(|s| nvidia::sizes_html(&s, stale, &say()))
                .unwrap_or_default(),
            Some(Launch::Amd(calc)) => {
                amd::sizes_html(&amd::sizes(&calc, per_thread), stale, &say())
            }
            // Intel's SLM is per work-group: the per-thread amount does not apply.
            Some(Launch::Intel(calc)) => intel::sizes_html(&intel::sizes(&calc), stale, &say()),
            None => String::new(),
        }
    });
    let sizes_chart = Memo::new(move |_| {
        let per_thread = input()?.smem_per_thread;
        match launch()?.launch {
            Launch::Nvidia(calc) => {
                nvidia::sizes(&calc, per_thread).map(|s| nvidia::sizes_chart(&s, &say()))
            }
            Launch::Amd(calc) => Some(amd::sizes_chart(&amd::sizes(&calc, per_thread), &say())),
            Launch::Intel(calc) => Some(intel::sizes_chart(&intel::sizes(&calc), &say())),
        }
    });
    let budgets_html = Memo::new(move |_| match launch().map(|v| v.launch) {
        Some(Launch::Nvidia(calc)) => nvidia::budgets_html(&calc, &say()),
        Some(Launch::Amd(calc)) => amd::steps_html(&calc, &say()),
        Some(Launch::Intel(calc)) => intel::steps_html(&calc, &say()),
        None => String::new(),
    });
    let grid_plan = move || {
        let grid = input()?.grid();
        let v = launch()?;
        match v.launch {
            Launch::Nvidia(calc) => nvidia::grid_plan(&calc, grid, &say()),
            Launch::Amd(calc) => amd::grid_plan(&calc, v.about.units, grid, &say()),
            // The grid's waves over the Xe-cores are `occ plan --global`'s, not the page's yet.
            Launch::Intel(_) => None,
        }
    };
    let waves_html = Memo::new(move |_| {
        grid_plan()
            .map(|g| planning::waves_html(&g, &say()))
            .unwrap_or_default()
    });
    let waves_chart =
        Memo::new(move |_| grid_plan().and_then(|g| planning::waves_chart(&g, &say())));
    let title = move || say().say(msg::page_tools_plan_title());
    // A flat grid (see web/style.css): each chart sits next to its table on wide screens. Headings, notes and
    // tables are markup from `planning`, far smaller in wasm than elements here.
    view! {
        <section class="panel plan" aria-labelledby="plan-h" data-testid="plan">
            <h2 id="plan-h" data-said>{title}</h2>
            <div class="grid4" data-said>
                <Num field=Field::Grid placeholder=msg::page_tools_plan_grid_placeholder() help=msg::page_tools_plan_grid_help()/>
                <Num field=Field::Items help=msg::page_tools_plan_items_help()/>
                <Num field=Field::PerThread help=msg::page_tools_plan_per_thread_help()/>
                <Num field=Field::SmemPerThread size=true help=msg::page_tools_plan_smem_help()/>
            </div>
            {markup("part", sizes_html)}
            <ChartPanel data=sizes_chart testid="chart-plan-sizes"/>
            {markup("wide", budgets_html)}
            {markup("part", waves_html)}
            <ChartPanel data=waves_chart testid="chart-plan-waves"/>
        </section>
    }
}
