//! The few browser APIs the page uses (location, history, localStorage, clipboard, media queries), each failing
//! soft: a missing API gives an empty answer or an `Err` message, never a panic.

pub mod dom;

use crate::prelude::*;
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

// One snippet file for the page's own JavaScript: the loader of the modules it imports on demand (`crate::tools`:
// the tools, the "what if" charts), the charts' trigger and the first-paint signal.
#[wasm_bindgen(inline_js = r#"
const loading = new Map();
const loaded = [];
function load(js, wasm) {
  if (!loading.has(js)) {
    const base = document.baseURI;
    // The wasm is requested with its glue, not once the glue has arrived: one round trip sooner. Its failure is
    // reported where the glue awaits it.
    const bytes = fetch(new URL(wasm, base));
    bytes.catch(() => {});
    loading.set(js, import(new URL(js, base).href)
      .then(async (m) => { await m.default({ module_or_path: bytes }); loaded.push(m); return m; })
      .catch((e) => { loading.delete(js); throw e; }));
  }
  return loading.get(js);
}
function drawn(work, done) {
  work.then(() => done(null), (e) => done(e instanceof Error ? e.message : typeof e === 'string' ? e : 'unknown error'));
}
export function open_tool(name, raw, done) {
  drawn(load('./occ-tools.js', './occ-tools_bg.wasm').then((m) => m.open(name, raw)), done);
}
export function draw_charts(raw, embed, done) {
  drawn(load('./occ-charts.js', './occ-charts_bg.wasm').then((m) => m.charts(raw, embed)), done);
}
export function read_json_config(raw, done) {
  load('./occ-charts.js', './occ-charts_bg.wasm').then((m) => done(m.json_config(raw)),
    (e) => done('\0' + (e instanceof Error ? e.message : 'unknown error')));
}
export function export_page(what, raw) {
  load('./occ-charts.js', './occ-charts_bg.wasm').then((m) => m.export_page(what, raw), () => {
    // The markup holds the text, said in the page's language (#export-failed).
    document.getElementById('export-status').textContent = document.getElementById('export-failed').textContent;
  });
}
// Each group's held clicks and submits, and whether its elements handle their own yet.
const groups = new Map();
export function hold(group, ids, callback) {
  if (!groups.has(group)) groups.set(group, { live: false, held: [] });
  const g = groups.get(group);
  const wait = (e) => {
    if (g.live) return;
    callback();
    const button = e.target.closest('button');
    if (e.type === 'submit' || (e.type === 'click' && button)) {
      e.preventDefault();
      e.stopPropagation();
      const what = e.type === 'submit' ? e.target : button;
      if (!g.held.includes(what)) g.held.push(what);
    }
  };
  for (const id of ids.split(' ')) {
    // A mouse or touch press focuses the button it lands on, so focus alone starts the load ahead of the click.
    for (const type of ['focusin', 'click', 'submit']) {
      document.getElementById(id)?.addEventListener(type, wait, true);
    }
  }
}
export function release_held(group) {
  const g = groups.get(group);
  if (!g) return;
  g.live = true;
  for (const what of g.held.splice(0)) {
    if (what instanceof HTMLFormElement) what.requestSubmit(); else what.click();
  }
}
export function sync_modules(raw) {
  for (const m of loaded) m.sync(raw);
}
export function near(ids, callback) {
  if (typeof IntersectionObserver !== 'function') return callback();
  const observer = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) callback(); },
    { rootMargin: '600px 0px' });
  for (const id of ids.split(' ')) {
    const target = document.getElementById(id);
    if (target) observer.observe(target);
  }
}
export function get_text(path, done) {
  const early = self.occEarly && self.occEarly[path];
  if (early) delete self.occEarly[path];
  (early || fetch(path)).then((r) => r.ok ? r.text().then((t) => done(t, r.status), () => done('', -1)) : done('', r.status),
    () => done('', 0));
}
export function get_citations(path, id, done) {
  get_text(path, (t, s) => {
    if (s < 200 || s > 299) return done('', s);
    try {
      const f = JSON.parse(t), list = f.citations;
      if (!Array.isArray(list) || list.some((c) => typeof c != 'string')) throw 0;
      done(list.join('\0'), (Array.isArray(f.ids) ? f.ids : [f.id]).includes(id) ? s : -3);
    } catch { done('', -2); }
  });
}
export function after_paint(identifier, callback) {
  let done = false;
  const run = () => { if (!done) { done = true; callback(); } };
  if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((e) => e.identifier === identifier)) { observer.disconnect(); run(); }
    }).observe({ type: 'element', buffered: true });
    setTimeout(run, 1000);
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}
"#)]
extern "C" {
    /// Loads the tools module and draws tool `name`; `done` gets `null`, or why it failed.
    pub(crate) fn open_tool(name: &str, raw: &str, done: &js_sys::Function);
    /// Loads the charts module and draws the charts; `done` gets `null`, or why it failed.
    pub(crate) fn draw_charts(raw: &str, embed: bool, done: &js_sys::Function);
    pub(crate) fn sync_modules(raw: &str);
    #[wasm_bindgen(js_name = hold)]
    fn hold_js(group: &str, ids: &str, callback: &js_sys::Function);
    /// What the elements of [`hold`]'s `group` now handle themselves: their held clicks and submits are made again,
    /// in order.
    pub(crate) fn release_held(group: &str);
    /// Exports what the page shows (`crate::tools::guest::export`), in the charts module, loaded if need be.
    pub(crate) fn export_page(what: &str, raw: &str);
    #[wasm_bindgen(js_name = near)]
    fn near_js(ids: &str, callback: &js_sys::Function);
    #[wasm_bindgen(js_name = after_paint)]
    fn after_paint_js(identifier: &str, callback: &js_sys::Function);
    #[wasm_bindgen(js_name = get_text)]
    fn get_text_js(path: &str, done: &js_sys::Function);
    #[wasm_bindgen(js_name = get_citations)]
    fn get_citations_js(path: &str, id: u32, done: &js_sys::Function);
    #[wasm_bindgen(js_name = read_json_config)]
    fn read_json_config_js(raw: &str, done: &js_sys::Function);
}

/// Reads a config stored as JSON (`crate::persist::saved::parse_config`) in the charts module, which holds that
/// reader: `done` gets the form's inputs as typed (`crate::tools::raw_query`) and the messages about what in it was
/// repaired, or why it cannot be read (the module's load failed, or the text is not a config).
pub fn read_json_config(
    raw: &str,
    done: impl FnOnce(Result<(String, Vec<String>), String>) + 'static,
) {
    let callback = Closure::once_into_js(move |text: String| {
        // The module's answer: the inputs, then each message, separated by NUL; or an empty first part, then why
        // not (the script's too, when the module did not load).
        let mut parts = text.split('\0').map(str::to_string);
        let first = parts.next().unwrap_or_default();
        done(if first.is_empty() {
            Err(parts.collect())
        } else {
            Ok((first, parts.collect()))
        })
    });
    read_json_config_js(raw, callback.unchecked_ref());
}

/// Calls `then` whenever one of the elements `ids` (space-separated) comes within 600 px of the viewport (above or
/// below: about two thirds of a laptop's screen, so what loads then is there by the time it is scrolled into view),
/// and at once where the browser has no IntersectionObserver.
pub fn near(ids: &str, then: impl Fn() + 'static) {
    let callback = Closure::<dyn Fn()>::new(then);
    near_js(ids, callback.as_ref().unchecked_ref());
    // Called for as long as the page lives.
    callback.forget();
}

/// Calls `then` whenever one of the elements `ids` (space-separated) is focused or clicked, or a form of theirs
/// submitted, until `release_held(group)`: until then a click on one of their buttons and a submit of one of their
/// forms are held, not delivered, and `release_held` makes them again.
pub fn hold(group: &str, ids: &str, then: impl Fn() + 'static) {
    let callback = Closure::<dyn Fn()>::new(then);
    hold_js(group, ids, callback.as_ref().unchecked_ref());
    // Called for as long as the page lives.
    callback.forget();
}

/// Calls `then` once the element with `elementtiming="<identifier>"` has been painted (the Element Timing API says
/// when its frame was presented), or, where the API is missing, after the next frame; at most a second later.
pub fn after_paint(identifier: &str, then: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(then);
    after_paint_js(identifier, callback.unchecked_ref());
}

/// `location.search`.
pub fn query_string() -> String {
    window().location().search().unwrap_or_default()
}

/// The page's address without query or fragment (`origin + pathname`).
pub fn page_url() -> String {
    let location = window().location();
    format!(
        "{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// Puts `?query` in the address bar without a navigation or a history entry.
pub fn replace_query(query: &str) {
    let Ok(history) = window().history() else {
        return;
    };
    let path = window().location().pathname().unwrap_or_default();
    let _ = history.replace_state_with_url(
        &wasm_bindgen::JsValue::NULL,
        "",
        Some(&format!("{path}?{query}")),
    );
}

/// Every `(key, value)` in localStorage.
pub fn storage_items() -> Vec<(String, String)> {
    let storage = LocalStorage::raw();
    let count = storage.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| {
            let value = storage.get_item(&key).ok().flatten()?;
            Some((key, value))
        })
        .collect()
}

/// The raw text under `key`.
pub fn storage_get(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// Stores raw text; the error says why (quota, storage disabled).
pub fn storage_set(key: &str, value: &str) -> Result<(), String> {
    LocalStorage::raw()
        .set_item(key, value)
        .map_err(|_| "the browser refused to store it (storage full or disabled)".to_string())
}

pub fn storage_delete(key: &str) {
    LocalStorage::delete(key);
}

/// The media query for the system's dark theme.
pub fn dark_query() -> Option<web_sys::MediaQueryList> {
    window()
        .match_media("(prefers-color-scheme: dark)")
        .ok()
        .flatten()
}

pub fn device_pixel_ratio() -> f64 {
    let ratio = window().device_pixel_ratio();
    if ratio.is_finite() && ratio > 0.0 {
        ratio
    } else {
        1.0
    }
}

/// The first of the browser's languages (`navigator.languages`) occ speaks, as the pre-paint script found it
/// (`crate::page::pre_paint_script`): a tag whose first part is `zh` (`zh-CN`, `zh-Hant-TW`) is Chinese, which occ writes
/// in its simplified script. English when none.
pub fn browser_lang() -> occ_core::msg::Lang {
    match document()
        .document_element()
        .is_some_and(|root| root.has_attribute("data-browser-lang"))
    {
        true => occ_core::msg::Lang::Zh,
        false => occ_core::msg::Lang::En,
    }
}

/// Copies text with the async clipboard API; `status` then says whether it worked.
pub fn copy_text(text: String, status: RwSignal<String>, done: String, refused: String) {
    let promise = window().navigator().clipboard().write_text(&text);
    spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => status.set(done),
            Err(_) => status.set(refused),
        }
    });
}

/// A fetched file's text, or why not ([`get_text`]'s).
#[cfg(not(feature = "export"))]
pub type Fetched = Result<String, i32>;
/// A fetched file's text, or why not ([`get_text`]'s).
#[cfg(feature = "export")]
pub type Fetched = Result<String, String>;

/// GETs a same-origin file as text and gives `done` the text, or why not: the response's HTTP status, 0 when no
/// response came, -1 when its body could not be read. In the page, a callback of its inline
/// script rather than a future: no async state machine in the first visit's wasm; `done` boxed, so every caller
/// shares one copy of it. A request the pre-paint script started for `path` (`window.occEarly`) is taken over.
#[cfg(not(feature = "export"))]
pub fn get_text(path: &str, done: Box<dyn FnOnce(Fetched)>) {
    let callback = Closure::once_into_js(move |text: String, status: i32| {
        done(match status {
            200..=299 => Ok(text),
            status => Err(status),
        })
    });
    get_text_js(path, callback.unchecked_ref());
}

/// Fetches the GPU facts' citations file at `path` (as [`get_text`]) and reads it with the browser's own JSON
/// parser: `done` gets its list of citations, or why not: the response's status as [`get_text`] gives it, -2 for a
/// text that is no such file, -3 for the file of another build (its tables' ids do not hold `id`).
#[cfg(not(feature = "export"))]
pub fn get_citations(path: &str, id: u32, done: Box<dyn FnOnce(Result<Vec<String>, i32>)>) {
    let callback = Closure::once_into_js(move |text: String, status: i32| {
        done(match status {
            200..=299 => Ok(text.split('\0').map(String::from).collect()),
            status => Err(status),
        })
    });
    get_citations_js(path, id, callback.unchecked_ref());
}

/// [`get_text`] in the modules loaded on demand (the tools module's roofline facts, either module's Chinese
/// catalogue), which cannot import the page's inline script: the post-build hook moves that script into index.html.
#[cfg(feature = "export")]
pub fn get_text(path: &str, done: impl FnOnce(Fetched) + 'static) {
    use wasm_bindgen_futures::JsFuture;
    let path = path.to_string();
    spawn_local(async move {
        let failed = |what: &str| format!("{path}: {what}");
        let text = async {
            let response: web_sys::Response = JsFuture::from(window().fetch_with_str(&path))
                .await
                .map_err(|_| failed("the request failed"))?
                .dyn_into()
                .map_err(|_| failed("no response"))?;
            if !response.ok() {
                return Err(failed(&format!("HTTP {}", response.status())));
            }
            let text = response.text().map_err(|_| failed("unreadable body"))?;
            JsFuture::from(text)
                .await
                .ok()
                .and_then(|t| t.as_string())
                .ok_or_else(|| failed("unreadable body"))
        };
        done(text.await);
    });
}

/// Marks the page as filled in: its stylesheet shows the panels from then on (index.html's markup is hidden until
/// the wasm has put the numbers in it).
pub fn set_ready() {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("data-ready", "");
    }
}

/// Sets `data-theme` on `<html>` so the CSS follows the toggle.
pub fn apply_theme(dark: bool) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
    }
}

/// Calls `on_change` when the system theme changes.
pub fn on_system_theme_change(on_change: impl Fn(bool) + 'static) {
    let Some(query) = dark_query() else {
        return;
    };
    let listener = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        if let Some(list) = dark_query() {
            on_change(list.matches());
        }
    });
    let _ = query.add_event_listener_with_callback("change", listener.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    listener.forget();
}

/// Focuses the element with this `data-testid` if the focus is nowhere (on `<body>`, where it goes when the focused
/// element leaves the document), never taking it from where the user moved it.
pub fn refocus(testid: &str) {
    if document()
        .active_element()
        .is_none_or(|e| e.tag_name() == "BODY")
    {
        focus_testid(testid);
    }
}

/// Focuses the element with this `data-testid`, if there is one.
pub fn focus_testid(testid: &str) {
    let element = document()
        .query_selector(&format!("[data-testid=\"{testid}\"]"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Scrolls an element (by id) into view if it is outside its scrolling box.
pub fn scroll_into_view(id: &str) {
    if let Some(element) = document().get_element_by_id(id) {
        element.scroll_into_view_with_bool(false);
    }
}

/// Calls `handle` for every `kind` event on `window`.
pub fn on_window(kind: &str, handle: impl Fn(&web_sys::Event) + 'static) {
    on_window_boxed(kind, Box::new(handle));
}

/// [`on_window`], one copy in the wasm for every caller.
fn on_window_boxed(kind: &str, handle: Box<dyn Fn(&web_sys::Event)>) {
    let handle = window_event_listener_untyped(kind, move |ev| handle(&ev));
    // Listens for as long as the page lives.
    std::mem::forget(handle);
}

/// The window's width and device pixel ratio (×100): what the charts are drawn for.
pub fn viewport() -> (i32, u64) {
    let width = window()
        .inner_width()
        .ok()
        .and_then(|w| w.as_f64())
        .unwrap_or(0.0);
    (width as i32, (device_pixel_ratio() * 100.0) as u64)
}
