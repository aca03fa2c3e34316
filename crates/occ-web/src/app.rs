//! The root component: owns the state, loads it (URL, then last-used config), keeps the URL and storage in step
//! and lays out the panels. Each panel is a component in its own module reading [`State`] from the context.

use leptos::prelude::*;

use crate::browser;
use crate::charts_ui::{ChartPanel, Charts};
use crate::citations::Citations;
use crate::html;
use crate::inputs::Inputs;
use crate::model::{Calc, FieldError, Form};
use crate::outcome::Outcome;
use crate::panels::{Notices, SavedConfigs, Share};
use crate::query;
use crate::results::Results;
use crate::saved::{config_json, parse_config, ConfigDto, LAST_KEY, THEME_KEY};
use crate::sweep::{self, ChartData};
use crate::tools::ToolPanels;

/// The page's state, shared through the context. Every derived value is a memo over occ-core.
#[derive(Clone, Copy)]
pub struct State {
    /// The inputs as typed.
    pub form: RwSignal<Form>,
    /// The last form whose every input validated (what the URL, storage, exports and the planning inputs use).
    pub good_form: Memo<Form>,
    pub errors: Memo<Vec<FieldError>>,
    /// The last valid launch: results stay while a field is being fixed.
    pub calc: Memo<Option<Calc>>,
    pub outcome: Memo<Option<Outcome>>,
    pub dark: RwSignal<bool>,
    /// Window width and device pixel ratio: charts redraw when they change.
    pub viewport: RwSignal<(i32, u64)>,
    /// Messages about loaded links and storage.
    pub notices: RwSignal<Vec<String>>,
    pub charts: ChartMemos,
    /// False until the first result has been painted: charts (a forced layout and ~20 ms of drawing) wait for
    /// it, so the numbers show first.
    pub painted: RwSignal<bool>,
    pub citations: RwSignal<Citations>,
}

/// One memo per chart, so a chart redraws only when its own data changed.
#[derive(Clone, Copy)]
pub struct ChartMemos {
    pub block_size: Memo<Option<ChartData>>,
    pub registers: Memo<Option<ChartData>>,
    pub shared_memory: Memo<Option<ChartData>>,
    pub barriers: Memo<Option<ChartData>>,
}

impl State {
    /// The state of a page that starts from `start`: every derived value is a memo (the chart memos stay empty in
    /// the embed view, which shows one chart). Also builds the state of the tools module (`crate::tools`).
    pub fn new(start: Form, embed: bool, notices: Vec<String>) -> Self {
        let form = RwSignal::new(start);
        let checked = Memo::new(move |_| form.with(Form::validate));
        // The planning inputs validate in microseconds: read again where needed rather than kept in another memo.
        let errors = Memo::new(move |_| {
            let mut all = checked.with(|c| c.as_ref().err().cloned().unwrap_or_default());
            all.extend(form.with(Form::plan).err().unwrap_or_default());
            all
        });
        let calc = Memo::new(move |previous: Option<&Option<Calc>>| {
            checked.with(|c| match c {
                Ok(calc) => Some(*calc),
                Err(_) => previous.copied().flatten(),
            })
        });
        let good_form = Memo::new(move |previous: Option<&Form>| {
            let mut good = if checked.with(Result::is_ok) {
                form.get()
            } else {
                previous.cloned().unwrap_or_default()
            };
            // The planning and roofline panels' inputs are checked apart from the launch, so a bad one never holds
            // back the launch (its link, saved state and exports): they keep their own last valid values.
            if form.with(|f| f.plan().is_err()) {
                if let Some(p) = previous {
                    good.grid = p.grid.clone();
                    good.items = p.items.clone();
                    good.per_thread = p.per_thread.clone();
                    good.smem_per_thread = p.smem_per_thread.clone();
                } else {
                    let d = Form::default();
                    (good.grid, good.items, good.per_thread, good.smem_per_thread) =
                        (d.grid, d.items, d.per_thread, d.smem_per_thread);
                }
            }
            good.roof = form.with(|f| match f.roof.check() {
                Ok(_) => f.roof.clone(),
                Err(_) => previous.map(|p| p.roof.clone()).unwrap_or_default(),
            });
            good
        });
        let outcome = Memo::new(move |_| calc.get().and_then(|c| Outcome::of(&c)));
        let charts = ChartMemos {
            block_size: Memo::new(move |_| calc.get().map(|c| sweep::block_size(&c))),
            registers: Memo::new(move |_| {
                if embed {
                    None
                } else {
                    calc.get().map(|c| sweep::registers(&c))
                }
            }),
            shared_memory: Memo::new(move |_| {
                if embed {
                    None
                } else {
                    calc.get().map(|c| sweep::shared_memory(&c))
                }
            }),
            barriers: Memo::new(move |_| {
                if embed {
                    None
                } else {
                    calc.get().and_then(|c| sweep::barriers(&c))
                }
            }),
        };
        let dark = RwSignal::new(theme());
        State {
            form,
            good_form,
            errors,
            calc,
            outcome,
            dark,
            viewport: RwSignal::new(viewport()),
            notices: RwSignal::new(notices),
            charts,
            painted: RwSignal::new(false),
            citations: RwSignal::new(Citations::NotAsked),
        }
    }
}

/// What the page starts from: the URL's inputs, else the last-used config, else the defaults.
fn initial() -> (Form, bool, Vec<String>, bool) {
    let loaded = query::from_query(&browser::query_string());
    let mut notices = loaded.messages;
    let mut last_readable = true;
    let form = match loaded.form {
        Some(form) => form,
        None => match browser::storage_get(LAST_KEY) {
            None => Form::default(),
            Some(raw) => match parse_config(&raw) {
                Ok(dto) => {
                    let (form, messages) = dto.to_form("Last-used config");
                    notices.extend(messages);
                    form
                }
                Err(why) => {
                    last_readable = false;
                    notices.push(format!(
                        "The last-used config (localStorage key '{LAST_KEY}') cannot be read: {why}. The page \
                         starts from the defaults; the entry is left as it is until you change an input"
                    ));
                    Form::default()
                }
            },
        },
    };
    (form, loaded.embed, notices, last_readable)
}

fn theme() -> bool {
    match browser::storage_get(THEME_KEY).as_deref() {
        Some("\"dark\"") => true,
        Some("\"light\"") => false,
        _ => browser::dark_query().is_some_and(|q| q.matches()),
    }
}

pub(crate) fn viewport() -> (i32, u64) {
    let width = window()
        .inner_width()
        .ok()
        .and_then(|w| w.as_f64())
        .unwrap_or(0.0);
    (width as i32, (browser::device_pixel_ratio() * 100.0) as u64)
}

/// The page.
#[component]
pub fn App() -> impl IntoView {
    let (start, embed, start_notices, last_readable) = initial();
    let state = State::new(start, embed, start_notices);
    let (good_form, dark) = (state.good_form, state.dark);
    provide_context(state);
    // A timeout queued from an animation frame runs after that frame is painted.
    request_animation_frame(move || {
        set_timeout(move || state.painted.set(true), std::time::Duration::ZERO)
    });

    Effect::new(move |_| browser::apply_theme(dark.get()));
    browser::on_system_theme_change(move |system_dark| {
        if browser::storage_get(THEME_KEY).is_none() {
            dark.set(system_dark);
        }
    });
    let _resize = window_event_listener(leptos::ev::resize, move |_| {
        state.viewport.set(viewport());
    });

    if !embed {
        // The last-used config follows every valid change at once; the address bar follows it too, but
        // `history.replaceState` costs about a millisecond, so a burst of keystrokes updates it once, 150 ms after
        // the last one.
        let pending = StoredValue::new(None::<TimeoutHandle>);
        Effect::new(move |first: Option<bool>| {
            // Waits for the first paint too (its first run costs a few milliseconds of JSON and history).
            if !state.painted.get() {
                return true;
            }
            let first = first.filter(|&waiting| !waiting);
            let form = good_form.get();
            let query = query::to_query(&form);
            if let Some(handle) = pending.get_value() {
                handle.clear();
            }
            if first.is_none() {
                browser::replace_query(&query);
            } else {
                let handle = set_timeout_with_handle(
                    move || browser::replace_query(&query),
                    std::time::Duration::from_millis(150),
                )
                .ok();
                pending.set_value(handle);
            }
            let keep_unreadable = first.is_none() && !last_readable;
            if !keep_unreadable {
                if let Some(dto) = ConfigDto::from_form(&form) {
                    let _ = browser::storage_set(LAST_KEY, &config_json(&dto));
                }
            }
            false
        });
    }

    if embed {
        view! { <EmbedView/> }.into_any()
    } else {
        view! { <FullView/> }.into_any()
    }
}

/// The calculator.
#[component]
fn FullView() -> impl IntoView {
    let state = expect_context::<State>();
    let toggle = move |_| {
        let dark = !state.dark.get_untracked();
        state.dark.set(dark);
        // Stored as a JSON string, as the page always has.
        let _ = browser::storage_set(THEME_KEY, if dark { "\"dark\"" } else { "\"light\"" });
    };
    view! {
        <header class="top">
            <div>
                <h1>"occ " <span class="sub">"GPU occupancy calculator"</span></h1>
                <p class="lede">
                    "Theoretical occupancy with NVIDIA's own rules (cuda_occupancy.h, CUDA 13.5) for every compute capability. Everything is computed in your browser."
                </p>
            </div>
            <button
                type="button"
                class="theme"
                data-testid="theme-toggle"
                aria-pressed=move || if state.dark.get() { "true" } else { "false" }
                on:click=toggle
            >
                "Dark theme"
            </button>
        </header>
        <Notices/>
        <main class="layout">
            <Inputs/>
            <div class="out">
                <Results/>
                // Built after the first result is painted: the numbers come first.
                <Show when=move || state.painted.get()>
                    <Charts/>
                    <ToolPanels/>
                    <div class="side-by-side">
                        <SavedConfigs/>
                        <Share/>
                    </div>
                </Show>
            </div>
        </main>
        <footer>
            <p>
                "occ implements NVIDIA's occupancy rules (cuda_occupancy.h from CUDA 13.5; the original spreadsheet for CC 1.x/2.x). GPU facts cite their sources: hover a value. Nothing leaves your browser; saved configs stay in this browser's storage."
            </p>
        </footer>
    }
}

/// `?embed=1`: the key results and the block-size chart, for an `<iframe>` of about 640×420.
#[component]
fn EmbedView() -> impl IntoView {
    let state = expect_context::<State>();
    let link = move || {
        format!(
            "{}?{}",
            browser::page_url(),
            query::to_query(&state.good_form.get())
        )
    };
    view! {
        <main class="embed">
            <Notices/>
            <p class="embed-title">
                <a href=link target="_blank" rel="noopener">"occ"</a>
                " "
                {move || state.outcome.with(|o| o.as_ref().map(|o| o.title.clone()))}
            </p>
            <p class="embed-kernel">{move || state.calc.get().map(|c| Outcome::kernel_line(&c))}</p>
            <div inner_html=move || state.outcome.with(|o| o.as_ref().map(html::headline_html).unwrap_or_default())></div>
            <ChartPanel data=state.charts.block_size testid="chart-block-size"/>
        </main>
    }
}
