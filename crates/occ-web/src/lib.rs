//! occ-web: the occupancy calculator as a web page (Leptos, client-side only; charts by plotters on `<canvas>`).
//!
//! Plain-Rust modules hold the logic and are tested natively:
//! - [`model`]: the form as typed and its validation into occ-core types (one message per bad field);
//! - [`query`]: the form in the URL (`?v=1&gpu=…&t=…`);
//! - [`saved`]: the localStorage DTO and how stored entries are read;
//! - [`sweep`]: the chart data (occupancy swept over one input);
//! - [`chart`]: drawing on any plotters backend;
//! - [`outcome`]: the result panels' rows and the Markdown / embed exports;
//! - [`citations`]: the GPU facts' sources, fetched on demand;
//! - [`import`]: the pasted compiler log's kernels evaluated, sorted and rendered (parsed in a worker,
//!   `crates/occ-ptxas-worker`, driven by [`import_ui`]);
//! - [`launch`]: the input panel as markup built once, and what each of its elements shows for a form;
//! - [`json`]: the small JSON reader/writer of the stored configs and citations.json;
//! - [`planning`]: launch planning (block sizes, budgets, next step, waves) as markup and chart data;
//! - [`roof`], [`roof_chart`]: the roofline panel's inputs, verdict markup, chart data and drawing.
//!
//! The page's panels ([`app`], [`inputs`], [`results`], [`charts_ui`], [`panels`], the tools' placeholders in
//! [`tools`]) are markup kept current by effects through [`dom`]; the tools module's panels ([`plan_ui`],
//! [`import_ui`], [`roof_ui`]) are Leptos components. Both only call these modules and occ-core; [`browser`] wraps
//! the few web APIs used. Architecture invariant: no occupancy or roofline arithmetic outside occ-core.

pub mod app;
pub mod browser;
pub mod chart;
pub mod charts_ui;
pub mod citations;
pub mod dom;
pub mod html;
pub mod import;
#[cfg(feature = "tools")]
pub mod import_ui;
pub mod inputs;
pub mod json;
pub mod launch;
pub mod model;
pub mod outcome;
pub mod panels;
#[cfg(feature = "tools")]
pub mod plan_ui;
pub mod planning;
pub mod query;
pub mod results;
pub mod roof;
pub mod roof_chart;
#[cfg(feature = "tools")]
pub mod roof_ui;
pub mod saved;
pub mod sweep;
pub mod tools;

/// What the page's modules use of Leptos: its reactive system (`reactive_graph`) and DOM helpers (`leptos_dom`).
/// Not the `leptos` crate itself, which would link its server-function and stream code into the page's wasm; the
/// tools module's components (feature `tools`) use `leptos::prelude`, whose signals are these.
pub mod prelude {
    pub use leptos_dom::helpers::{
        document, event_target_value, request_animation_frame, set_timeout_with_handle, window,
        window_event_listener_untyped, TimeoutHandle,
    };
    pub use reactive_graph::computed::Memo;
    pub use reactive_graph::effect::Effect;
    pub use reactive_graph::owner::Owner;
    pub use reactive_graph::signal::RwSignal;
    pub use reactive_graph::traits::*;

    /// Runs `task` on Leptos' executor (started by `start` and by the tools module).
    pub fn spawn_local(task: impl std::future::Future<Output = ()> + 'static) {
        any_spawner::Executor::spawn_local(task);
    }
}

/// The wasm's allocator (the page's and the tools module's): talc, smaller and faster than Rust's default there.
#[cfg(all(target_family = "wasm", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Brings the page to life: index.html holds its markup (written at build time), the wasm fills it in.
pub fn start() {
    console_error_panic_hook::set_once();
    let _ = web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.mark("occ-main"));
    // Leptos' reactive system without its view layer: the panels are markup kept current by effects
    // (`dom`), so the page's wasm holds little of Leptos beyond signals, memos and effects.
    let _ = any_spawner::Executor::init_wasm_bindgen();
    let owner = prelude::Owner::new();
    owner.with(app::page);
    // The page lives as long as the document.
    std::mem::forget(owner);
    let _ = web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.mark("occ-mounted"));
}
