//! occ-web: the occupancy calculator as a web page (Leptos' reactive system, client-side only; charts by plotters
//! on `<canvas>`). The folders are the architecture; each may use only the folders listed before it (a test,
//! `tests/layout.rs`, keeps it so):
//!
//! - [`browser`]: the few web APIs the page uses, and [`browser::dom`], markup kept current by effects.
//! - [`state`]: what the page knows, with no UI: the table of inputs ([`state::input`]), the form's validation
//!   into occ-core types ([`state::form`]), the GPU choice and picker ([`state::gpu`]), the roofline inputs
//!   ([`state::roofline`]), the results and chart data derived from a valid launch ([`state::outcome`],
//!   [`state::sweep`]), and the page's reactive [`state::State`], every derived value a memo over occ-core.
//! - [`persist`]: the form in the URL and the last-used config ([`persist::query`]), saved configs in localStorage
//!   ([`persist::saved`]) and their JSON ([`persist::json`]), the GPU facts' sources fetched on demand
//!   ([`persist::citations`]).
//! - [`calculator`]: the calculator's panels: the input panel ([`calculator::input_markup`], its markup and what
//!   each element shows, and [`calculator::input_panel`], its events), the results
//!   ([`calculator::result_markup`], [`calculator::result_panel`]) and the "what if" charts ([`calculator::chart`],
//!   drawing on any plotters backend; [`calculator::chart_panel`], the panel, run by the charts module).
//! - [`tools`]: the tools loaded on demand, one folder each with its logic, chart and panel:
//!   [`tools::planning`], [`tools::compiler_log`] (parsed in a worker, `crates/occ-ptxas-worker`),
//!   [`tools::roofline`]; [`tools`] itself is the protocol between the page and the modules it loads on demand
//!   (the tools module, the charts module), and the saved-configs and share panels the charts module runs
//!   ([`tools::saved`], [`tools::share`]).
//! - [`page`]: the page itself: loading (the last-used config), layout, the notices.
//! - `bin/`: the page's wasm (`occ-web`), the charts module (`occ-charts`), the tools module (`occ-tools`), the
//!   build-time markup writer (`occ-shell`).
//!
//! Architecture invariant: no occupancy or roofline arithmetic outside occ-core.

pub mod browser;
pub mod calculator;
pub mod page;
pub mod persist;
pub mod state;
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
    // (`browser::dom`), so the page's wasm holds little of Leptos beyond signals, memos and effects.
    let _ = any_spawner::Executor::init_wasm_bindgen();
    let owner = prelude::Owner::new();
    owner.with(page::page);
    // The page lives as long as the document.
    std::mem::forget(owner);
    let _ = web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.mark("occ-mounted"));
}
