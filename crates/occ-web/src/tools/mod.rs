//! What the page loads on demand, and how it talks to it. Two wasm modules of this crate hold what the first
//! result does not need: `occ-tools` (`src/bin/occ-tools.rs`: launch planning, the compiler-log import, the
//! roofline), loaded when a tool is opened, and `occ-charts` (`src/bin/occ-charts.rs`: the calculator's "what if"
//! charts, and the saved-configs and share panels below them), loaded when the charts' section comes near the
//! viewport or one of those panels is used. A visit that only reads the first result downloads neither, and the
//! first visit's bytes stay within the page's budget (140,000 B gzip).
//!
//! The page ([`tool_panels`] and [`charts`], the host) and each module ([`guest`]) hold a [`State`] built by
//! [`State::new`] and keep one form between them: once a module is loaded ([`Modules`]), the host sends every
//! change of its form to it ([`raw_query`], the inputs as typed, valid or not, and the theme), and the tools module
//! sends back what is typed or loaded in a tool as a `occ-tools-form` event on `window` (its notices as
//! `occ-tools-notice`). The host owns the URL, the last-used config and the exports, so tool inputs travel in
//! links exactly as before. The charts module also runs the saved-configs and share panels below the charts
//! ([`saved`], [`share`]); a config loaded there reaches the page the same way.

pub mod compare;
pub mod compiler_log;
#[cfg(feature = "tools")]
pub mod pasted;
pub mod planning;
pub mod profile;
pub mod roofline;
pub mod saved;
pub mod share;
#[cfg(feature = "tools")]
pub mod table_export;

use crate::prelude::*;
use wasm_bindgen::JsCast;

use crate::browser::dom::{self, flag, named, said, slot, written, Prop};
use crate::browser::{draw_charts, hold, near, open_tool, release_held, sync_modules};
use crate::persist::query::{encode, pairs, COMPARE_KEY};
use crate::state::form::Notice;
use crate::state::input::{Field, Form};
use crate::state::roofline::RoofField;
use crate::state::State;
use occ_core::msg::{self, Msg};

/// Event names on `window`, module → page.
pub const FORM_EVENT: &str = "occ-tools-form";
pub const NOTICE_EVENT: &str = "occ-tools-notice";

/// One of the tools.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Plan,
    Import,
    Roofline,
    Compare,
}

impl Tool {
    pub const ALL: [Self; 4] = [Self::Plan, Self::Import, Self::Roofline, Self::Compare];

    /// Used in element ids, test ids and by the module's `open`.
    pub fn id(self) -> &'static str {
        match self {
            Self::Plan => "plan",
            Self::Import => "import",
            Self::Roofline => "roofline",
            Self::Compare => "compare",
        }
    }

    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The tool's heading and what it does, before it is opened.
    fn said(self) -> (Msg<'static>, Msg<'static>) {
        match self {
            Self::Plan => (msg::shell_tool_plan(), msg::shell_tool_plan_help()),
            Self::Import => (msg::shell_tool_import(), msg::shell_tool_import_help()),
            Self::Roofline => (msg::shell_tool_roofline(), msg::shell_tool_roofline_help()),
            Self::Compare => (msg::shell_tool_compare(), msg::shell_tool_compare_help()),
        }
    }

    /// Whether a form carries inputs of this tool (a link or a saved config made with it open).
    fn in_use(self, form: &Form) -> bool {
        let defaults = Form::default();
        match self {
            Self::Plan => Field::ALL
                .iter()
                .any(|f| f.is_plan() && f.get(form) != f.get(&defaults)),
            Self::Import => false,
            Self::Roofline => form.roof != defaults.roof,
            Self::Compare => !form.compare.is_empty(),
        }
    }
}

/// The inputs as typed (valid or not) and the theme, as a query string.
pub fn raw_query(form: &Form, dark: bool) -> String {
    let mut parts: Vec<String> = Field::ALL
        .iter()
        .map(|f| format!("{}={}", f.key(), encode(&f.get(form))))
        .collect();
    parts.extend(
        RoofField::ALL
            .iter()
            .map(|f| format!("{}={}", f.key(), encode(&form.roof.get(*f)))),
    );
    parts.push(format!("{COMPARE_KEY}={}", encode(&form.compare)));
    parts.push(format!("dark={}", u8::from(dark)));
    parts.join("&")
}

/// Applies a [`raw_query`] to a form; returns the theme it names.
pub fn apply_raw(form: &mut Form, raw: &str) -> Option<bool> {
    let mut dark = None;
    for (key, value) in pairs(raw) {
        if key == "dark" {
            dark = Some(value == "1");
        } else if key == COMPARE_KEY {
            form.compare = value;
        } else if let Some(field) = Field::from_key(&key) {
            let _ = field.set(form, &value);
        } else if let Some(field) = RoofField::from_key(&key) {
            let _ = form.roof.set(field, &value);
        }
    }
    dark
}

/// Sends `detail` to the page as a `CustomEvent` named `name` on `window` ([`FORM_EVENT`], [`NOTICE_EVENT`]).
fn dispatch(name: &str, detail: &str) {
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail.into());
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = window().dispatch_event(&event);
    }
}

/// A module's form for the page (a saved config loaded), after its notices: the page takes it as its own, and
/// sends it back to the modules as every change.
fn send_form(form: &Form, dark: bool, notices: &[String]) {
    for notice in notices {
        dispatch(NOTICE_EVENT, notice);
    }
    dispatch(FORM_EVENT, &raw_query(form, dark));
}

/// The detail string of a `CustomEvent`.
fn detail(ev: &web_sys::Event) -> Option<String> {
    ev.dyn_ref::<web_sys::CustomEvent>()?.detail().as_string()
}

/// The modules as the page sees them: once one is loaded, every change of the form and the theme reaches it.
#[derive(Clone, Copy)]
pub struct Modules {
    /// Set each time a module has loaded: a signal's `set` notifies even when its value stays, so the form is sent
    /// again, and the module just loaded gets what changed while it was loading.
    loaded: RwSignal<bool>,
}

impl Modules {
    pub fn new(state: State) -> Self {
        let loaded = RwSignal::new(false);
        dom::effect(Box::new(move || {
            if loaded.get() {
                sync_modules(&state.form.with(|f| raw_query(f, state.dark.get())));
            }
        }));
        Modules { loaded }
    }
}

thread_local! {
    /// The modules asked for (the charts, a tool) that have not yet drawn.
    static LOADING: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Whether a module the page asked for (the charts, a tool) has not yet drawn: until it has, the page has not settled
/// (`crate::page`), since what it computes runs on the page's thread too.
pub fn loading() -> bool {
    LOADING.with(|l| l.get() > 0)
}

/// A module's load and first draw (`start`, given the callback that ends it), counted by [`loading`] until `then`
/// gets its outcome: why it failed, if it did. A callback rather than a future: no async state machine per module
/// in the page's wasm.
fn drawn(start: impl FnOnce(&js_sys::Function), then: impl FnOnce(Result<(), String>) + 'static) {
    LOADING.with(|l| l.set(l.get() + 1));
    let done = wasm_bindgen::closure::Closure::once_into_js(move |why: Option<String>| {
        LOADING.with(|l| l.set(l.get().saturating_sub(1)));
        then(why.map_or(Ok(()), Err));
    });
    start(done.unchecked_ref());
}

/// The "what if" charts (`calculator::chart_panel::charts_markup`, or the embed view's block-size chart), and the
/// saved-configs and share panels below them (`saved`, `share`): the charts module draws and runs them, loaded once
/// the charts' section or one of the panels comes within 600 px of the viewport (the embed view shows its chart at
/// once), or as soon as one of the two panels is focused or clicked (a click or a submit made before the module is
/// live is held and made again once it is). A failed load says so in the section and is tried again the next time
/// the section comes near or a panel is used.
pub fn charts(state: State, modules: Modules, embed: bool) {
    let busy = RwSignal::new(false);
    let load = move || {
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        // The module starts from the last valid form, then takes the form as typed: its last valid form (what
        // the share panel links to) is then the page's.
        let raw = raw_query(&state.good_form.get_untracked(), state.dark.get_untracked());
        drawn(
            move |done| draw_charts(&raw, embed, done),
            move |outcome| {
                let why = match outcome {
                    Ok(()) => {
                        modules.loaded.set(true);
                        sync_modules(
                            &state
                                .form
                                .with_untracked(|f| raw_query(f, state.dark.get_untracked())),
                        );
                        release_held(PANELS);
                        String::new()
                    }
                    Err(why) => {
                        busy.set(false);
                        state.say_untracked().say(msg::page_charts_failed(&why))
                    }
                };
                // Where the charts say why, and the panels' status lines: a click there may be what asked for it.
                for id in ["charts-why", "saved-status", "share-status"] {
                    if let Some(element) = document().get_element_by_id(id) {
                        // Once loaded, the panels' own status is theirs.
                        if id == "charts-why" || !why.is_empty() {
                            element.set_text_content(Some(&why));
                        }
                    }
                }
            },
        );
    };
    if embed {
        load();
    } else {
        // Each section may be reached without passing the others (a jump to the end of the page).
        near("charts saved share", load);
        hold(PANELS, "saved share", load);
    }
}

/// The saved-configs and share panels, which the charts module runs: what is done in them before it has loaded waits
/// for it.
const PANELS: &str = "panels";
/// The results' buttons (pin, export), which [`tool_panels`] wires once the first result is painted.
const ACTIONS: &str = "actions";

/// Holds a click on the results' buttons made before [`tool_panels`] handles them (they are on screen with the first
/// result, a frame or more earlier), and makes it again once it does.
pub fn hold_actions() {
    hold(ACTIONS, "result-actions", || ());
}

/// Where a tool is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    Closed,
    Loading,
    Open,
    /// Why the module could not be loaded, as the browser said it.
    Failed(String),
}

/// The three tools' places: each a short description and an "Open" button until opened, then the tool itself,
/// drawn by the tools module into `#tool-<id>`.
pub fn markup() -> String {
    let mut out = String::from("<div id=\"tools\">");
    for tool in Tool::ALL {
        let id = tool.id();
        let (title, help) = tool.said();
        out += &format!(
            "<div class=\"tool\" data-testid=\"tool-{id}\"><section class=\"panel tool-closed\" id=\"closed-{id}\" \
             aria-labelledby=\"tool-{id}-h\"><h2 id=\"tool-{id}-h\"{}</h2><p class=\"help\"{}</p><button \
             type=\"button\" id=\"open-{id}\" data-testid=\"open-{id}\" data-open=\"{id}\"{}</button><p \
             class=\"error\" id=\"why-{id}\" aria-live=\"polite\"></p></section><div id=\"tool-{id}\"></div></div>",
            said(title),
            // Its nouns follow the words: the page's English holds it, and says it before the panel shows.
            named(help),
            written(msg::page_open()),
        );
    }
    out + "</div>"
}

/// Opens the tools of [`markup`] on request (and those a link or saved config uses), and keeps the loaded module's
/// form in step with the page's.
pub fn tool_panels(state: State, modules: Modules) {
    let status = RwSignal::new([const { Status::Closed }; 4]);
    let index = |tool: Tool| Tool::ALL.iter().position(|t| *t == tool).unwrap_or(0);
    // `pin`: the comparison pins the current launch once open, also when it is open already.
    let open = move |tool: Tool, focus: bool, pin: bool| {
        let now = status.with_untracked(|s| s[index(tool)].clone());
        if now == Status::Loading || (now == Status::Open && !pin) {
            return;
        }
        if now != Status::Open {
            status.update(|s| s[index(tool)] = Status::Loading);
        }
        let raw = raw_query(&state.form.get_untracked(), state.dark.get_untracked());
        let id = if pin { "compare:pin" } else { tool.id() };
        drawn(
            move |done| open_tool(id, &raw, done),
            move |outcome| match outcome {
                Ok(()) => {
                    status.update(|s| s[index(tool)] = Status::Open);
                    modules.loaded.set(true);
                    if focus {
                        let first = document()
                            .query_selector(&format!(
                                "#tool-{} input, #tool-{} textarea",
                                tool.id(),
                                tool.id()
                            ))
                            .ok()
                            .flatten()
                            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                        if let Some(first) = first {
                            let _ = first.focus();
                        }
                    }
                }
                Err(why) => {
                    status.update(|s| s[index(tool)] = Status::Failed(why));
                }
            },
        );
    };
    // A link or saved config made with a tool in use opens it.
    let start = state.form.get_untracked();
    for tool in Tool::ALL {
        if tool.in_use(&start) {
            open(tool, false, false);
        }
    }
    dom::listen(
        "tools",
        &["click"],
        Box::new(move |ev| {
            if let Some(tool) =
                dom::target_data(ev, "data-open").and_then(|(_, id)| Tool::from_id(&id))
            {
                open(tool, true, false);
            }
        }),
    );
    // "Add to comparison", and the exports of the results and the "what if" charts: the comparison and the code
    // that exports load on demand (the tools module, the charts module).
    let act = move |ev: &web_sys::Event| {
        if dom::target_data(ev, "data-pin").is_some() {
            open(Tool::Compare, false, true);
        } else if let Some((_, what)) = dom::target_data(ev, "data-export") {
            let raw = raw_query(&state.form.get_untracked(), state.dark.get_untracked());
            crate::browser::export_page(&what, &raw);
        }
    };
    dom::listen("result-actions", &["click"], Box::new(act));
    release_held(ACTIONS);
    // A comparison loaded with a saved config (or pinned back by the tools module) is shown.
    dom::effect(Box::new(move || {
        if state.form.with(|f| !f.compare.is_empty()) {
            open(Tool::Compare, false, false);
        }
    }));
    dom::listen("charts", &["click"], Box::new(act));
    dom::keep(Box::new(move || {
        let say = state.say();
        status.with(|all| {
            let mut slots = Vec::new();
            for (tool, status) in Tool::ALL.iter().zip(all) {
                let id = tool.id();
                let loading = *status == Status::Loading;
                slots.push(slot(
                    format!("closed-{id}"),
                    Prop::Hidden,
                    flag(*status == Status::Open),
                ));
                slots.push(slot(
                    format!("open-{id}"),
                    Prop::Attr("disabled"),
                    flag(loading),
                ));
                slots.push(slot(
                    format!("open-{id}"),
                    Prop::Text,
                    say.say(if loading {
                        msg::page_loading()
                    } else {
                        msg::page_open()
                    }),
                ));
                let why = match status {
                    Status::Failed(why) => say.say(msg::page_tool_failed(why)),
                    _ => String::new(),
                };
                slots.push(slot(format!("why-{id}"), Prop::Text, why));
            }
            slots
        })
    }));
    crate::browser::on_window(FORM_EVENT, move |ev| {
        if let Some(raw) = detail(ev) {
            let mut form = state.form.get_untracked();
            apply_raw(&mut form, &raw);
            if state.form.with_untracked(|f| *f != form) {
                state.form.set(form);
            }
        }
    });
    crate::browser::on_window(NOTICE_EVENT, move |ev| {
        if let Some(notice) = detail(ev) {
            state.notices.update(|n| n.push(Notice::said(&notice)));
        }
    });
}

/// A module's side, called from `src/bin/occ-charts.rs` and `src/bin/occ-tools.rs`. Its state and the charts need
/// only Leptos' reactive system; the tools' components need `leptos` itself (feature `tools`, the tools module's).
pub mod guest {
    use std::cell::{Cell, RefCell};

    use crate::prelude::*;
    #[cfg(any(feature = "tools", feature = "export"))]
    use wasm_bindgen::JsCast;

    use super::apply_raw;
    #[cfg(feature = "tools")]
    use super::{dispatch, raw_query, FORM_EVENT, NOTICE_EVENT};
    use crate::calculator::chart_panel;
    use crate::state::input::Form;
    use crate::state::State;

    struct Guest {
        state: State,
        /// Keeps the state's signals and effects (the charts' and the tools') alive.
        owner: Owner,
        /// The last form the page sent: what the module's form-watching effect must not send back.
        from_page: RefCell<String>,
        /// Which tools are drawn (in the order of `Tool::ALL`).
        #[cfg(feature = "tools")]
        mounted: Cell<[bool; 4]>,
        /// Whether the charts are drawn.
        charts: Cell<bool>,
    }

    thread_local! {
        static GUEST: RefCell<Option<&'static Guest>> = const { RefCell::new(None) };
    }

    /// The module's state, started from the page's form the first time the page asks for anything.
    fn guest(raw: &str) -> &'static Guest {
        if let Some(guest) = GUEST.with_borrow(|g| *g) {
            return guest;
        }
        let _ = any_spawner::Executor::init_wasm_bindgen();
        let owner = Owner::new();
        let mut form = Form::default();
        let dark = apply_raw(&mut form, raw).unwrap_or(false);
        crate::calculator::say::take_lang(raw);
        let state = owner.with(|| State::new(form, Vec::new(), dark, crate::browser::viewport()));
        state.painted.set(true);
        // Computed now, so that a form the page sends next that does not validate keeps this one as the last valid.
        state.good_form.with_untracked(|_| ());
        let guest: &'static Guest = Box::leak(Box::new(Guest {
            state,
            owner: owner.clone(),
            from_page: RefCell::new(raw.to_string()),
            #[cfg(feature = "tools")]
            mounted: Cell::new([false; 4]),
            charts: Cell::new(false),
        }));
        GUEST.with_borrow_mut(|g| *g = Some(guest));
        owner.with(|| {
            // What a tool changes in the form (typed inputs, a kernel loaded from a log) goes to the page, and so do
            // its notices. The charts change neither: the charts module spends nothing on watching for them.
            #[cfg(feature = "tools")]
            Effect::new(move |_| {
                let raw = state
                    .form
                    .with(|f| raw_query(f, state.dark.get_untracked()));
                if *guest.from_page.borrow() != raw {
                    *guest.from_page.borrow_mut() = raw.clone();
                    dispatch(FORM_EVENT, &raw);
                }
            });
            #[cfg(feature = "tools")]
            Effect::new(move |_| {
                let notices = state.notices.get();
                if !notices.is_empty() {
                    let say = state.form.with_untracked(crate::calculator::say::tools_say);
                    for notice in &notices {
                        dispatch(NOTICE_EVENT, &notice.say(&say));
                    }
                    state.notices.update_untracked(Vec::clear);
                }
            });
            // The tools' Chinese that could not be read is said (in English) among the notices.
            Effect::new(move |_| {
                if let Some(notice) = crate::calculator::say::take_failure() {
                    state
                        .notices
                        .update(|n| n.push(crate::state::form::Notice::said(&notice)));
                }
            });
            crate::browser::on_window("resize", move |_| {
                state.viewport.set(crate::browser::viewport())
            });
        });
        guest
    }

    /// Draws the page's "what if" charts (once; in the embed view its block-size chart only) and brings the
    /// saved-configs and share panels to life (not in the embed view, which has neither), starting the module's
    /// state from the page's form.
    pub fn charts(raw: &str, embed: bool) {
        let guest = guest(raw);
        sync(raw);
        if !guest.charts.replace(true) {
            guest.owner.with(|| {
                chart_panel::charts(guest.state, embed);
                if embed {
                    embed_comparison(guest.state);
                } else {
                    super::saved::panel(guest.state);
                    super::share::panel(guest.state);
                }
            });
        }
    }

    /// The embed view of a link with a comparison: its table, read-only, under the results (`#tool-compare`).
    fn embed_comparison(state: State) {
        use crate::browser::dom::{self, slot, Prop};
        use crate::tools::compare::{decode, table_html};
        dom::keep(Box::new(move || {
            let html = state.form.with(|f| {
                let pins = decode(&f.compare).0;
                if pins.is_empty() {
                    return String::new();
                }
                let say = crate::calculator::say::tools_say(f);
                format!(
                    "<section class=\"panel compare\" aria-labelledby=\"compare-h\" data-testid=\"compare\"><h2 \
                     id=\"compare-h\">{}</h2>{}</section>",
                    crate::browser::dom::esc(&say.say(occ_core::msg::page_tools_compare_title())),
                    table_html(&pins, true, &say)
                )
            });
            vec![slot("tool-compare", Prop::Html, html)]
        }));
    }

    /// Draws a tool into `#tool-<id>` (once), starting the module's state from the page's form. `id` may name
    /// what the tool does next: `compare:pin` pins the current launch.
    #[cfg(feature = "tools")]
    pub fn open(id: &str, raw: &str) -> Result<(), String> {
        use super::Tool;
        use crate::tools::compare::panel::{ComparePanel, PIN_EVENT};
        use crate::tools::compiler_log::panel::ImportPanel;
        use crate::tools::planning::panel::PlanPanel;
        use crate::tools::profile::panel::ProfilePanel;
        use crate::tools::roofline::panel::RooflinePanel;
        use leptos::prelude::{provide_context, IntoAny};

        let (id, action) = id.split_once(':').unwrap_or((id, ""));
        let tool = Tool::from_id(id).ok_or_else(|| format!("no tool '{id}'"))?;
        let guest = guest(raw);
        sync(raw);
        let then = move || {
            if action == "pin" {
                dispatch(PIN_EVENT, "");
            }
        };
        let index = Tool::ALL.iter().position(|t| *t == tool).unwrap_or(0);
        let mut mounted = guest.mounted.get();
        if mounted[index] {
            then();
            return Ok(());
        }
        let parent = document()
            .get_element_by_id(&format!("tool-{id}"))
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            .ok_or_else(|| format!("the page has no #tool-{id}"))?;
        let state = guest.state;
        let handle = leptos::mount::mount_to(parent, move || {
            provide_context(state);
            match tool {
                Tool::Plan => leptos::view! { <PlanPanel/> }.into_any(),
                // The profiler report's panel sits under the compiler log's: one tool reads what the compiler
                // and the profiler say of the kernels, and the page's markup holds no second tool.
                Tool::Import => leptos::view! { <ImportPanel/> <ProfilePanel/> }.into_any(),
                Tool::Roofline => leptos::view! { <RooflinePanel/> }.into_any(),
                Tool::Compare => leptos::view! { <ComparePanel/> }.into_any(),
            }
        });
        handle.forget();
        crate::tools::table_export::start(state);
        mounted[index] = true;
        guest.mounted.set(mounted);
        then();
        Ok(())
    }

    /// Exports what the page shows (`what`: `png:<canvas>`, `svg:<canvas>`, `csv:<table>`, `md:<table>`, `json`;
    /// the tables are `results`, `resources` and `limiters`), starting the module's state from the page's form.
    /// Says in `#export-status` what went wrong, if anything.
    #[cfg(feature = "export")]
    pub fn export(what: &str, raw: &str) {
        use crate::calculator::chart_export;
        use crate::persist::export::{self, file_name};
        use occ_core::msg;
        let guest = guest(raw);
        sync(raw);
        let state = guest.state;
        let form = state.good_form.get_untracked();
        let say = crate::calculator::say::tools_say(&state.form.get_untracked());
        let (kind, target) = what.split_once(':').unwrap_or((what, ""));
        let canvas = || {
            document()
                .get_element_by_id(target)
                .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
                .ok_or_else(|| say.say(msg::page_tools_export_not_drawn()))
        };
        let chart_name = target.trim_start_matches("chart-");
        let done = match kind {
            "menu" => {
                show_menu(&say);
                Ok(())
            }
            "png" => canvas()
                .and_then(|c| chart_export::download_png(&c, &file_name(&form, chart_name, "png"))),
            "svg" => canvas().and_then(|c| {
                let data = chart_panel::drawn_data(target)
                    .or_else(|| {
                        form.launch()
                            .ok()
                            .and_then(|l| chart_panel::sweep_of(target, &l, &say))
                    })
                    .ok_or_else(|| say.say(msg::page_tools_export_no_chart()))?;
                chart_export::download_svg(
                    &c,
                    &data,
                    state.dark.get_untracked(),
                    &file_name(&form, chart_name, "svg"),
                )
            }),
            "csv" | "md" => {
                let rows = page_table(target, &say);
                if rows.len() < 2 {
                    Err(say.say(msg::page_tools_export_empty()))
                } else if kind == "csv" {
                    export::download_text(
                        &file_name(&form, target, "csv"),
                        "text/csv",
                        &export::csv(&rows),
                    )
                } else {
                    export::download_text(
                        &file_name(&form, target, "md"),
                        "text/markdown",
                        &export::markdown(&rows),
                    )
                }
            }
            "json" => form
                .launch()
                .ok()
                .and_then(|l| export::batch_json(&l))
                .ok_or_else(|| say.say(msg::page_tools_export_invalid()))
                .and_then(|json| {
                    export::download_text(&file_name(&form, "", "json"), "application/json", &json)
                }),
            _ => Err(say.say(msg::page_tools_export_unknown(what))),
        };
        if let Some(status) = document().get_element_by_id("export-status") {
            status.set_text_content(Some(&match done {
                Ok(()) => String::new(),
                Err(why) => say.say(msg::page_tools_export_failed(&why)),
            }));
        }
    }

    /// The results' export buttons, after "Export…" (which shows and hides them). Their clicks reach the page's
    /// listener as the button's did.
    #[cfg(feature = "export")]
    fn show_menu(say: &occ_core::msg::Say) {
        use occ_core::msg;
        let Some(toggle) = document()
            .query_selector("[data-export=\"menu\"]")
            .ok()
            .flatten()
        else {
            return;
        };
        let open = toggle.get_attribute("aria-expanded").as_deref() != Some("true");
        let _ = toggle.set_attribute("aria-expanded", if open { "true" } else { "false" });
        if let Some(menu) = document().get_element_by_id("export-items") {
            let _ = if open {
                menu.remove_attribute("hidden")
            } else {
                menu.set_attribute("hidden", "")
            };
            return;
        }
        let Ok(menu) = document().create_element("span") else {
            return;
        };
        menu.set_id("export-items");
        menu.set_class_name("row");
        let mut html = String::new();
        for (what, label, testid) in [
            (
                "csv:results",
                msg::page_tools_export_results_csv(),
                "export-results-csv",
            ),
            (
                "md:results",
                msg::page_tools_export_results_md(),
                "export-results-md",
            ),
            (
                "csv:resources",
                msg::page_tools_export_resources_csv(),
                "export-resources-csv",
            ),
            (
                "md:resources",
                msg::page_tools_export_resources_md(),
                "export-resources-md",
            ),
            (
                "csv:limiters",
                msg::page_tools_export_limiters_csv(),
                "export-limiters-csv",
            ),
            (
                "md:limiters",
                msg::page_tools_export_limiters_md(),
                "export-limiters-md",
            ),
            ("json", msg::page_tools_export_json(), "export-json"),
        ] {
            let label = crate::browser::dom::esc(&say.say(label));
            html += &format!(
                "<button type=\"button\" class=\"small\" data-export=\"{what}\" data-testid=\"{testid}\">{label}\
                 </button>"
            );
        }
        menu.set_inner_html(&html);
        let _ = toggle.after_with_node_1(&menu);
    }

    /// A table of the results panel as rows, header first: `results` (occupancy data and launch figures),
    /// `resources` (allocated resources) or `limiters` (each limiter, what it allows, whether it binds, why).
    #[cfg(feature = "export")]
    fn page_table(which: &str, say: &occ_core::msg::Say) -> Vec<Vec<String>> {
        use crate::persist::export::table_rows;
        let find = |selector: &str| document().query_selector(selector).ok().flatten();
        match which {
            "results" => {
                let mut rows = vec![crate::persist::export::results_head(say)];
                for selector in [
                    "[data-testid=\"occupancy-data\"]",
                    "[data-testid=\"launch\"]",
                ] {
                    if let Some(table) = find(selector) {
                        rows.extend(table_rows(&table));
                    }
                }
                rows
            }
            "resources" => find("[data-testid=\"allocated\"]")
                .map(|t| table_rows(&t))
                .unwrap_or_default(),
            "limiters" => {
                let mut rows = vec![crate::persist::export::limiters_head(say)];
                let items = document().query_selector_all("#results-limiters li").ok();
                for i in 0..items.as_ref().map_or(0, |l| l.length()) {
                    let Some(item) = items
                        .as_ref()
                        .and_then(|l| l.item(i))
                        .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                    else {
                        continue;
                    };
                    let part = |class: &str| {
                        item.query_selector(&format!(".{class}"))
                            .ok()
                            .flatten()
                            .and_then(|e| e.text_content())
                            .unwrap_or_default()
                    };
                    let binding = item.get_attribute("data-binding").as_deref() == Some("true");
                    rows.push(vec![
                        part("name"),
                        part("blocks"),
                        crate::persist::export::yes_no(say, binding),
                        part("why"),
                    ]);
                }
                rows
            }
            _ => Vec::new(),
        }
    }

    /// The page's form changed (or its theme).
    pub fn sync(raw: &str) {
        let Some(guest) = GUEST.with_borrow(|g| *g) else {
            return;
        };
        if *guest.from_page.borrow() == raw {
            return;
        }
        *guest.from_page.borrow_mut() = raw.to_string();
        crate::calculator::say::take_lang(raw);
        let state = guest.state;
        let mut form = state.form.get_untracked();
        let dark = apply_raw(&mut form, raw);
        if state.form.with_untracked(|f| *f != form) {
            state.form.set(form);
        }
        if let Some(dark) = dark {
            if state.dark.get_untracked() != dark {
                state.dark.set(dark);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_query_round_trips_invalid_inputs() {
        let mut form = Form {
            threads: "12x".to_string(),
            grid: "a b&c=d".to_string(),
            opt_in: true,
            ..Form::default()
        };
        form.roof.set(RoofField::ALL[0], "1e9?").unwrap();
        let raw = raw_query(&form, true);
        let mut back = Form::default();
        assert_eq!(apply_raw(&mut back, &raw), Some(true));
        assert_eq!(back, form);
    }

    #[test]
    fn tools_in_use_from_a_form() {
        let mut form = Form::default();
        assert!(Tool::ALL.iter().all(|t| !t.in_use(&form)));
        form.grid = "46".to_string();
        assert!(Tool::Plan.in_use(&form));
        assert!(!Tool::Roofline.in_use(&form));
    }
}
