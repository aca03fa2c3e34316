//! The result panels, in the spreadsheet's order: occupancy data, launch figures, allocated resources, occupancy
//! limiters (binding ones highlighted, each with occ-core's sentence of why), warnings and physical limits. The
//! markup of each part comes from [`crate::calculator::result_markup`]; a part is replaced only when its markup changed
//! (the physical limits, for instance, only change with the GPU), which keeps layout work small on every keystroke.

use crate::prelude::*;

use crate::browser::dom::{self, said, slot, Prop};
use crate::calculator::result_markup;
use crate::persist::citations;
use crate::state::State;
use occ_core::msg;

/// The results panel's markup.
pub fn markup() -> String {
    format!(
        "<section class=\"panel results\" aria-labelledby=\"results-h\"><h2 id=\"results-h\"{}</h2>\
         <div id=\"results-summary\"></div><div id=\"results-tables\"></div><div id=\"results-limiters\"></div>\
         <div id=\"results-physical\"></div><div class=\"row actions no-print\" id=\"result-actions\"><button \
         type=\"button\" data-pin data-testid=\"pin\"{}</button><button type=\"button\" \
         data-export=\"menu\" data-testid=\"export-menu\" aria-expanded=\"false\"{}</button><span \
         class=\"error\" id=\"export-status\" aria-live=\"polite\"></span><span hidden \
         id=\"export-failed\"{}</span></div></section>",
        said(msg::shell_results_title()),
        said(msg::shell_pin()),
        said(msg::shell_export()),
        said(msg::shell_export_failed()),
    )
}

/// Shows the results of the last valid input in [`markup`].
pub fn results(state: State) {
    dom::keep(Box::new(move || {
        // Planning inputs never hold the results back.
        let stale = state.errors(|e| e.iter().any(|e| !e.field.is_plan()));
        let say = &state.say();
        let Some((v, answer)) = state.answer() else {
            return Vec::new();
        };
        // Each vendor's results in its own terms.
        let [summary, tables, limiters, physical] = state
            .citations
            .with(|c| result_markup::results(&v, &answer, stale, c, say));
        vec![
            slot("results-summary", Prop::Html, summary),
            slot("results-tables", Prop::Html, tables),
            slot("results-limiters", Prop::Html, limiters),
            slot("results-physical", Prop::Html, physical),
        ]
    }));
    // The facts' sources are fetched when someone looks at them.
    let want = move |_: &web_sys::Event| citations::want(state.citations, state.notices);
    dom::listen(
        "results-physical",
        &["pointerenter", "focusin"],
        Box::new(want),
    );
}
