//! The roofline panel: its inputs, the log–log chart and the verdict with the occupancy guide's figures. Thin on purpose:
//! one memo calls [`crate::tools::roofline`] (which calls occ-core), the markup is built there, and the chart is drawn
//! by [`keep_drawn`] like the sweep charts.
//!
//! The inputs are markup built once ([`roofline::inputs_html`]) with one delegated `input` handler, and one Effect
//! keeps their values and errors in step with the form. A typed view per input would cost the wasm
//! several times the bytes of the panel's own logic.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::calculator::chart_panel::keep_drawn;
use crate::calculator::input_markup::options_html;
use crate::calculator::say::tools_say;
use crate::persist::citations;
use crate::state::outcome;
use crate::state::roofline::RoofField;
use crate::state::State;
use crate::tools::roofline::chart::{self, RoofChart};
use crate::tools::roofline::{self, RoofPanel};
use occ_core::msg::{self, Say};
use occ_core::Launch;

fn chart_of(panel: &RoofPanel, say: &Say) -> Option<RoofChart> {
    RoofChart::of(
        panel.roofline.as_ref()?,
        panel.analysis.as_ref(),
        panel.vendor,
        say,
    )
}

fn by_id<T: JsCast>(id: &str) -> Option<T> {
    document().get_element_by_id(id)?.dyn_into().ok()
}

/// Is the kernel memory- or compute-bound on the selected GPU, and what occupancy uses the whole GPU.
#[component]
pub fn RooflinePanel() -> impl IntoView {
    let state = expect_context::<State>();
    // How the panel writes, for the form (its language, words and GPU).
    let say = Signal::derive(move || state.form.with(tools_say));
    // The panel follows the last valid inputs, as the results do. It changes only with the GPU and the panel's
    // inputs, so the chart drawn from it is not redrawn for a new block size.
    let panel = Memo::new(move |_| {
        state.launch().map(|launch| {
            state
                .good_form
                .with(|f| RoofPanel::of(launch.choice, &f.roof))
        })
    });
    let inputs = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |last_options: Option<String>| {
        let roof = state.form.with(|f| f.roof.clone());
        // The inputs are written again in another language: their values and errors with them.
        say.track();
        let options = panel.with(|p| {
            p.as_ref()
                .map(|p| {
                    let precisions = p.precisions(&say.get_untracked());
                    let options: Vec<(&str, &str)> =
                        precisions.iter().map(|(n, l)| (*n, l.as_str())).collect();
                    options_html(&options, p.precision.name())
                })
                .unwrap_or_default()
        });
        if inputs.get().is_none() {
            return String::new();
        }
        if last_options.as_ref() != Some(&options) {
            if let Some(select) = by_id::<web_sys::HtmlSelectElement>("in-rp") {
                select.set_inner_html(&options);
            }
        }
        let errors = roof.errors();
        for field in RoofField::ALL {
            let key = field.key();
            let Some(input) = by_id::<web_sys::HtmlInputElement>(&format!("in-{key}")) else {
                continue;
            };
            // Only what differs, so the caret stays where the user types.
            let text = roof.get(field);
            if input.value() != text {
                input.set_value(&text);
            }
            let error = errors.iter().find(|e| e.field == field);
            // Also what the invalid style keys on (web/style.css).
            let _ = input.set_attribute("aria-invalid", &error.is_some().to_string());
            if let Some(message) = document().get_element_by_id(&format!("err-{key}")) {
                message
                    .set_text_content(error.map(|e| e.error.say(&say.get_untracked())).as_deref());
            }
        }
        options
    });
    let on_input = move |ev: leptos::ev::Event| {
        let key = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.get_attribute("data-roof"));
        if let Some(field) = key.as_deref().and_then(RoofField::from_key) {
            let value = event_target_value(&ev);
            // A bad precision cannot come from the select, which lists only valid names.
            state.form.update(|f| {
                let _ = f.roof.set(field, &value);
            });
        }
    };
    // The chart with its texts said: redrawn for another language or words, not for a new block size.
    let roof_chart = Memo::new(move |_| {
        let say = say.get();
        panel.with(|p| p.as_ref().and_then(|p| chart_of(p, &say)))
    });
    let canvas = NodeRef::<leptos::html::Canvas>::new();
    keep_drawn(
        state,
        move || canvas.get(),
        roof_chart,
        |root, chart, look| chart::draw(root, chart, look).is_ok(),
    );
    let legend = move || {
        let dark = state.dark.get();
        roof_chart.with(|c| {
            c.as_ref()
                .map(|c| chart::legend(c, dark))
                .unwrap_or_default()
        })
    };
    let out = move || {
        let say = say.get();
        let figures = state.launch().map(|v| match v.launch {
            Launch::Nvidia(calc) => roofline::figures_html(&calc, &say),
            Launch::Amd(calc) => roofline::amd_figures_html(&calc, v.units(), &say),
            Launch::Intel(calc) => roofline::intel_figures_html(&calc, outcome::xe_cores(&v), &say),
        });
        let verdict = state.citations.with(|c| {
            panel.with(|p| {
                p.as_ref()
                    .map(|p| roofline::panel_html(p, c, &say))
                    .unwrap_or_default()
            })
        });
        verdict + &figures.unwrap_or_default()
    };
    let want = move || citations::want(state.citations, state.notices);
    view! {
        <section class="panel roofline" aria-labelledby="roofline-h">
            <h2 id="roofline-h" data-said>{move || say.get().say(msg::page_tools_roofline_title())}</h2>
            <p class="help" data-said>{move || say.get().say(msg::page_tools_roofline_help())}</p>
            <div prop:hidden=move || panel.with(|p| p.as_ref().is_none_or(|p| p.roofline.is_none()))>
                <div class="grid2" node_ref=inputs on:input=on_input inner_html=move || roofline::inputs_html(&say.get())></div>
                <figure class="chart roof-chart">
                    <canvas
                        node_ref=canvas
                        data-testid="chart-roofline"
                        role="img"
                        aria-label=move || say.get().say(msg::page_tools_roofline_chart_label())
                        data-said
                    ></canvas>
                    <ul class="legend" data-testid="roofline-legend" data-said inner_html=legend></ul>
                </figure>
            </div>
            <div data-testid="roofline-out" on:pointerenter=move |_| want() on:focusin=move |_| want() inner_html=out></div>
        </section>
    }
}
