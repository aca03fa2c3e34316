//! The result panels, in the spreadsheet's order: occupancy data, launch figures, allocated resources, occupancy
//! limiters (binding ones highlighted, each with occ-core's sentence of why), warnings and physical limits. The
//! markup comes from [`crate::html::results`].

use leptos::prelude::*;

use crate::app::State;
use crate::html;

/// Results of the last valid input.
#[component]
pub fn Results() -> impl IntoView {
    let state = expect_context::<State>();
    let markup = move || {
        let stale = state.errors.with(|e| !e.is_empty());
        state.outcome.with(|o| {
            o.as_ref()
                .map(|o| html::results(o, stale))
                .unwrap_or_default()
        })
    };
    view! {
        <section class="panel" aria-labelledby="results-h">
            <h2 id="results-h">"Results"</h2>
            <div class="results" aria-live="off" inner_html=markup></div>
        </section>
    }
}
