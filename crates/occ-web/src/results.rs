//! The result panels, in the spreadsheet's order: occupancy data, launch figures, allocated resources, occupancy
//! limiters (binding ones highlighted, each with occ-core's sentence of why), warnings and physical limits. The
//! markup comes from [`crate::html::results`].

use leptos::prelude::*;

use crate::app::State;
use crate::citations;
use crate::html;

/// Results of the last valid input.
#[component]
pub fn Results() -> impl IntoView {
    let state = expect_context::<State>();
    // One memo per part: a part's markup is replaced only when its text changed (the physical limits, for
    // instance, only change with the GPU), which keeps layout work small on every keystroke.
    let part = move |render: fn(&crate::outcome::Outcome) -> String| {
        Memo::new(move |_| {
            state
                .outcome
                .with(|o| o.as_ref().map(render).unwrap_or_default())
        })
    };
    let summary = Memo::new(move |_| {
        // Planning inputs never hold the results back.
        let stale = state.errors.with(|e| e.iter().any(|e| !e.field.is_plan()));
        state.outcome.with(|o| {
            o.as_ref()
                .map(|o| html::summary(o, stale))
                .unwrap_or_default()
        })
    });
    let tables = part(html::tables);
    let limiters = part(html::limiters);
    let physical = Memo::new(move |_| {
        state.citations.with(|c| {
            state
                .outcome
                .with(|o| o.as_ref().map(|o| html::physical(o, c)).unwrap_or_default())
        })
    });
    let want = move || citations::want(state.citations, state.notices);
    view! {
        <section class="panel results" aria-labelledby="results-h">
            <h2 id="results-h">"Results"</h2>
            <div inner_html=move || summary.get()></div>
            <div inner_html=move || tables.get()></div>
            <div inner_html=move || limiters.get()></div>
            <div on:pointerenter=move |_| want() on:focusin=move |_| want() inner_html=move || physical.get()></div>
        </section>
    }
}
