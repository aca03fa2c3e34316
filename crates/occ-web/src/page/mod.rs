//! The page: owns the state, loads it (URL, then last-used config), keeps the URL and storage in step and lays out
//! the panels. Each panel is markup plus a function, in its own module, that brings it to life with [`State`].

pub mod lang;
pub mod panels;

use std::cell::Cell;

use crate::prelude::*;

use crate::browser;
use crate::browser::dom::{self, said, slot, Prop};
use crate::calculator::chart_panel::{chart_markup, charts_markup};
use crate::calculator::input_panel;
use crate::calculator::result_markup;
use crate::calculator::result_panel;
use crate::page::panels::{notices, notices_markup};
use crate::persist::query;
use crate::persist::saved::{last_used, LastUsed, LAST_KEY, PENDING_KEY, THEME_KEY};
use crate::state::form::Notice;
use crate::state::input::{Field, Form};
use occ_core::msg;

use crate::state::{outcome, State};
use crate::tools::{self, tool_panels, Modules};

/// What the page starts from.
struct Start {
    form: Form,
    embed: bool,
    notices: Vec<Notice>,
    /// The stored last-used config stays as it is until an input changes: it cannot be read, or was not restored.
    keep_last: bool,
    /// The last-used config's stored text when it was not restored because the visit that started from it did not
    /// settle: the notices offer to load it.
    offer: Option<String>,
}

impl Start {
    fn of(form: Form) -> Self {
        Self {
            form,
            embed: false,
            notices: Vec::new(),
            keep_last: false,
            offer: None,
        }
    }
}

/// What the page starts from: the URL's inputs, else the last-used config, else the defaults; and the last-used
/// config's stored text when it is JSON written by an earlier page, which the charts module reads ([`page`]).
fn initial() -> (Start, Option<String>) {
    let loaded = query::from_query(&browser::query_string());
    let mut start = Start {
        notices: loaded.messages,
        embed: loaded.embed,
        ..Start::of(Form::default())
    };
    if let Some(form) = loaded.form {
        start.form = form;
        return (start, None);
    }
    let pending = browser::storage_get(PENDING_KEY);
    match last_used(browser::storage_get(LAST_KEY), pending.as_deref()) {
        LastUsed::Nothing => {}
        LastUsed::Restore(form, messages, raw) => restore(&mut start, Ok((*form, messages)), raw),
        LastUsed::Json(raw) => return (start, Some(raw)),
        LastUsed::Unsettled(raw) => {
            start.keep_last = true;
            start.offer = Some(raw);
        }
        LastUsed::Unreadable(why) => restore(&mut start, Err(why), String::new()),
    }
    (start, None)
}

/// Starts from the last-used config read from its stored text `raw`, or from the defaults if it cannot be read.
fn restore(start: &mut Start, read: Result<(Form, Vec<Notice>), Notice>, raw: String) {
    match read {
        Ok((form, messages)) => {
            // Marked before anything is computed from it: a visit that never settles leaves the mark behind. The
            // embed view stores nothing, so it marks nothing either.
            if !start.embed {
                let _ = browser::storage_set(PENDING_KEY, &raw);
            }
            start.form = form;
            start.notices.extend(messages);
        }
        Err(why) => {
            start.keep_last = true;
            start
                .notices
                .push(Notice::from(msg::page_notice_last_unreadable(LAST_KEY, "")).with(1, why));
        }
    }
}

/// Reads a last-used config's stored text: a link's query string here, JSON stored by an earlier page in the charts
/// module (`browser::read_json_config`), which holds the reader of saved configs. `done` gets the form and the
/// messages about what in it was repaired, or why it cannot be read.
pub(crate) fn read_last(
    raw: &str,
    done: impl FnOnce(Result<(Form, Vec<Notice>), Notice>) + 'static,
) {
    if !raw.starts_with('{') {
        return done(query::from_stored(raw));
    }
    browser::read_json_config(raw, move |read| done(from_module(read)));
}

/// What the charts module read of a JSON config: the inputs as typed and its messages, which come said (in
/// English); or why not. Out of [`read_last`], which is generic: one copy.
fn from_module(read: Result<(String, Vec<String>), String>) -> Result<(Form, Vec<Notice>), Notice> {
    match read {
        Ok((typed, messages)) => {
            let mut form = Form::default();
            tools::apply_raw(&mut form, &typed);
            Ok((form, messages.iter().map(|m| Notice::said(m)).collect()))
        }
        Err(why) => Err(Notice::said(&why)),
    }
}

fn theme() -> bool {
    match browser::storage_get(THEME_KEY).as_deref() {
        Some("\"dark\"") => true,
        Some("\"light\"") => false,
        _ => browser::dark_query().is_some_and(|q| q.matches()),
    }
}

/// The page: its markup brought to life from the URL and storage, whatever the GPU's vendor and the words asked
/// for. Called inside the page's reactive owner.
pub fn page() {
    crate::state::set_browser_lang(browser::browser_lang());
    let (mut start, json) = initial();
    let owner = Owner::current();
    let Some(raw) = json else {
        return mount_in_lang(start, owner);
    };
    // Mounted once the charts module has read it: the page boots once, from that config.
    read_last(&raw.clone(), move |read| {
        restore(&mut start, read, raw);
        mount_in_lang(start, owner);
    });
}

/// Mounts the page once its language can be said: a start in Chinese waits for the Chinese text (fetched once; the
/// page boots once, in Chinese), or mounts in English with a notice when it cannot be read.
fn mount_in_lang(mut start: Start, owner: Option<Owner>) {
    lang::ready(
        crate::state::lang(&start.form),
        Box::new(move |notice| {
            start.notices.extend(notice);
            match &owner {
                Some(owner) => owner.with(|| mount(start)),
                None => mount(start),
            }
        }),
    );
}

fn mount(start: Start) {
    let embed = start.embed;
    let state = State::new(start.form, start.notices, theme(), browser::viewport());
    let offer = RwSignal::new(start.offer);
    // Whether the page has settled with the config it started from ([`settle`]).
    let settled = RwSignal::new(false);
    // index.html holds the calculator's markup (`shell`, written at build time); the embed view replaces it.
    if embed {
        if let Some(body) = document().body() {
            body.set_inner_html(&embed_markup());
        }
    }
    lang::keep(state);
    let dark = state.dark;
    dom::effect(Box::new(move || browser::apply_theme(dark.get())));
    browser::on_system_theme_change(move |system_dark| {
        if browser::storage_get(THEME_KEY).is_none() {
            dark.set(system_dark);
        }
    });
    browser::on_window("resize", move |_| state.viewport.set(browser::viewport()));
    notices(state, offer);
    if embed {
        embed_view(state);
    } else {
        full_view(state, start.keep_last, settled);
        tools::hold_actions();
    }
    // The panels show from the next frame on, with the numbers the effects above put in them before it.
    browser::set_ready();
    // What is below the results (charts, tools, saved configs, sharing) starts once the first result is on screen,
    // so the results' frame does not share the CPU with them. The charts, the saved-configs and share panels and the
    // tools are run by modules loaded when they come near the viewport, are used or are opened (`tools`).
    let owner = Owner::current();
    browser::after_paint("occupancy", move || {
        let later = move || {
            state.painted.set(true);
            if !embed {
                if let Some(later) = document().get_element_by_id("later") {
                    let _ = later.remove_attribute("hidden");
                }
                let modules = Modules::new(state);
                tools::charts(state, modules, false);
                tool_panels(state, modules);
                settle(SETTLE, move || {
                    settled.set(true);
                    // For the browser tests, which wait for it.
                    if let Some(root) = document().document_element() {
                        let _ = root.set_attribute("data-settled", "");
                    }
                });
            }
        };
        match &owner {
            Some(owner) => owner.with(later),
            None => later(),
        }
    });
}

/// What index.html's body holds when the page is built (`src/bin/occ-shell.rs`): [`pre_paint_script`], then the
/// calculator's markup, which `page` brings to life by element ids (and the embed view replaces).
pub fn shell() -> String {
    format!(
        "{}<header class=\"top\"><div><h1>occ <span class=\"sub\"{}</span></h1><p class=\"lede\"{}</p>\
         </div><div class=\"top-controls\">{}<button type=\"button\" class=\"theme\" id=\"theme\" \
         data-testid=\"theme-toggle\" aria-pressed=\"false\"{}</button></div></header>{}<main \
         class=\"layout\">{}<div class=\"out\">{}<div id=\"later\" class=\"later\" hidden>{}{}<div \
         class=\"side-by-side\">{}{}</div></div></div></main><footer><p{}</p></footer>",
        pre_paint_script(),
        said(msg::shell_title_sub()),
        said(msg::shell_lede()),
        crate::calculator::input_markup::terms_html(),
        said(msg::shell_dark_theme()),
        notices_markup(),
        input_panel::markup(),
        result_panel::markup(),
        charts_markup(),
        tools::markup(),
        tools::saved::markup(),
        tools::share::markup(),
        said(msg::shell_footer()),
    )
}

/// A script that runs before the first paint (it comes before any markup): applies the saved theme (stored as
/// `theme()` reads it), marks the embed view (`embed` other than `0`, as [`query::from_query`] reads it), whose
/// CSS then hides the calculator's markup until the wasm replaces it, marks a browser whose first language occ
/// speaks is Chinese (`data-browser-lang`, which `browser::browser_lang` reads), and, when the page will start in
/// Chinese (a link's `lang`, else the browser's languages, as `state::lang` decides; a start from the last-used
/// config in Chinese fetches it from the wasm), starts fetching the Chinese text, which the wasm's request then takes over
/// (`browser::get_text`), so the first result waits little for it. The CSP allows it by its hash.
pub fn pre_paint_script() -> String {
    format!(
        "<script>(function(){{var r=document.documentElement,t=null,q=new URLSearchParams(location.search),\
         e=q.get(\"embed\"),l=q.get(\"lang\"),z=/^zh(?![a-z])/i,b=[].concat(navigator.languages||[],\
         navigator.language||[]).find(function(x){{return/^(en|zh)(?![a-z])/i.test(x)}});\
         try{{t=localStorage.getItem(\"{THEME_KEY}\")}}catch(_){{}}\
         if(t==='\"dark\"'||t==='\"light\"')r.setAttribute(\"data-theme\",t.slice(1,-1));\
         if(e!==null&&e!==\"0\")r.setAttribute(\"data-view\",\"embed\");\
         if(z.test(b))r.setAttribute(\"data-browser-lang\",\"zh\");\
         if(z.test(l||b)){{var p=\"{zh}\";window.occEarly={{[p]:fetch(p)}}}}}})()</script>",
        zh = lang::chinese_path(),
    )
}

/// How long the page stays responsive after its first result is painted before the config it started from counts
/// as settled.
const SETTLE: std::time::Duration = std::time::Duration::from_millis(1000);

/// How long the page stays responsive after a change, once settled, before the changed config counts as settled:
/// the change's figures are computed by then (the timer cannot fire while they are being computed), and no one
/// reloads faster.
const CHANGE_SETTLE: std::time::Duration = std::time::Duration::from_millis(50);

/// Calls `then` once the page has settled: `after` from now, later while a module the page asked for (the charts,
/// a tool) has not yet drawn, never while the page is frozen (a timer cannot fire then).
fn settle(after: std::time::Duration, then: impl FnOnce() + 'static) {
    settle_boxed(after, Box::new(then));
}

/// [`settle`], one copy in the wasm for every caller.
fn settle_boxed(after: std::time::Duration, then: Box<dyn FnOnce()>) {
    let _ = set_timeout_with_handle(
        move || {
            if tools::loading() {
                settle_boxed(after, then);
            } else {
                then();
            }
        },
        after,
    );
}

/// The calculator: the URL and the last-used config follow the inputs. `keep_last`: the stored last-used config
/// stays as it is until an input changes. `settled`: the page has settled with the config it started from.
fn full_view(state: State, keep_last: bool, settled: RwSignal<bool>) {
    let good_form = state.good_form;
    dom::listen(
        "theme",
        &["click"],
        Box::new(move |_| {
            let dark = !state.dark.get_untracked();
            state.dark.set(dark);
            // Stored as a JSON string, as the page always has.
            let _ = browser::storage_set(THEME_KEY, if dark { "\"dark\"" } else { "\"light\"" });
        }),
    );
    // The words and the language of the page: choices of the form, like inputs (links and saved configs keep them).
    dom::listen(
        "terms",
        &["change"],
        Box::new(move |ev| {
            let Some(field) =
                dom::target_data(ev, "data-key").and_then(|(_, k)| Field::from_key(&k))
            else {
                return;
            };
            let value = event_target_value(ev);
            state.form.update(|f| {
                let _ = field.set(f, &value);
            });
        }),
    );
    dom::keep(Box::new(move || {
        vec![slot(
            "theme",
            Prop::Attr("aria-pressed"),
            if state.dark.get() { "true" } else { "false" },
        )]
    }));
    input_panel::inputs(state);
    result_panel::results(state);
    // The address bar follows every valid change, but `history.replaceState` costs about a millisecond, so a burst of
    // keystrokes updates it once, 150 ms after the last one.
    let pending = Cell::new(None::<TimeoutHandle>);
    // Whether the effect has run since the first paint.
    let ran = Cell::new(false);
    dom::effect(Box::new(move || {
        // Waits for the first paint too (its first run costs a few milliseconds of JSON and history).
        if !state.painted.get() {
            return;
        }
        let first = !ran.replace(true);
        let form = good_form.get();
        let query = query::to_query(&form);
        if let Some(handle) = pending.take() {
            handle.clear();
        }
        if first {
            browser::replace_query(&query);
        } else {
            let handle = set_timeout_with_handle(
                move || browser::replace_query(&query),
                std::time::Duration::from_millis(150),
            )
            .ok();
            pending.set(handle);
        }
    }));
    // The last-used config. The one the page starts from is stored once the page has settled with it, so a link that
    // freezes the page never becomes it; a change after that is stored at once, marked pending until the page has
    // settled again, so a change that freezes the page is not restored by the next visit on its own.
    let start = good_form.get_untracked();
    // Whether the effect has run since the page settled.
    let seen = Cell::new(false);
    dom::effect(Box::new(move || {
        if !settled.get() {
            return;
        }
        let first = !seen.replace(true);
        let form = good_form.get();
        if keep_last && form == start {
            return;
        }
        // Only what computes is stored (the inputs of the tools too), as a link's query string: the last valid
        // form's launch and planning inputs validated as it was made (`State`'s one validation), its roofline's
        // checked here.
        if form.roof.check().is_err() {
            return;
        }
        let text = query::to_query(&form);
        if first {
            let _ = browser::storage_set(LAST_KEY, &text);
            browser::storage_delete(PENDING_KEY);
        } else {
            let _ = browser::storage_set(PENDING_KEY, &text);
            let _ = browser::storage_set(LAST_KEY, &text);
            settle(CHANGE_SETTLE, move || {
                if browser::storage_get(PENDING_KEY).as_deref() == Some(text.as_str()) {
                    browser::storage_delete(PENDING_KEY);
                }
            });
        }
    }));
}

/// `?embed=1`: the key results and the block-size chart, for an `<iframe>` of about 640×420.
fn embed_markup() -> String {
    format!(
        "<main class=\"embed\">{}<p class=\"embed-title\"><a id=\"embed-link\" target=\"_blank\" rel=\"noopener\">occ\
         </a> <span id=\"embed-title\"></span></p><p class=\"embed-kernel\" id=\"embed-kernel\"></p><div \
         id=\"embed-headline\"></div>{}<div id=\"tool-compare\"></div></main>",
        notices_markup(),
        chart_markup("chart-block-size")
    )
}

fn embed_view(state: State) {
    dom::keep(Box::new(move || {
        let link = format!(
            "{}?{}",
            browser::page_url(),
            query::to_query(&state.good_form.get())
        );
        let Some((v, answer)) = state.answer() else {
            return vec![slot("embed-link", Prop::Attr("href"), link)];
        };
        let say = state.say();
        vec![
            slot("embed-link", Prop::Attr("href"), link),
            slot("embed-title", Prop::Text, outcome::title(&v, &say)),
            slot(
                "embed-kernel",
                Prop::Text,
                outcome::kernel_line(&v, &answer, &say),
            ),
            slot(
                "embed-headline",
                Prop::Html,
                result_markup::headline_html(&answer, &say),
            ),
        ]
    }));
    // Its one chart is in view: the module that draws it (and the table of a comparison the link carries) loads at
    // once.
    tools::charts(state, Modules::new(state), true);
}
