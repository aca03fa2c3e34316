//! What the compiler-log and the profiler-report panels share: a text pasted, dropped or opened as a file into a
//! box ([`PasteBox`]), kept a JS string (never copied into this wasm), and read by a Web Worker of the panel's
//! ([`send`]) started on the first text, of which only the answer to the latest text is taken.

use std::cell::RefCell;
use std::rc::Rc;

use leptos::prelude::*;
use occ_core::msg::Msg;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::calculator::say::tools_say;
use crate::state::State;

/// Texts longer than this (UTF-16 units) leave the box at once: laying out megabytes of text stalls the page.
const BIG: u32 = 256 * 1024;

/// What a worker posts once its handler is set (both workers write it so): before it, a text sent would be lost.
const READY: &str = "{\"ready\":true}";

/// A started worker.
struct Reader {
    url: &'static str,
    worker: web_sys::Worker,
    ready: bool,
    /// The latest text, waiting for the worker to be ready.
    waiting: Option<JsValue>,
    /// Texts sent and answered: a worker answers in order, so answer `n` is for text `n`. Only the answer to the
    /// last text sent is taken, and none to a text sent before the box was emptied (`cleared`).
    sent: u32,
    answered: u32,
    cleared: u32,
}

thread_local! {
    static READERS: RefCell<Vec<Reader>> = const { RefCell::new(Vec::new()) };
}

/// What a panel hears from its worker.
pub enum Heard {
    /// The answer to the latest text.
    Answer(String),
    /// The worker failed to load or stopped; the next text starts another.
    Failed,
}

/// Why a text was not sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsent {
    NoStart,
    /// The started worker was not found again (it failed meanwhile).
    NoWorker,
    NoPost,
}

fn with_reader<T>(url: &str, f: impl FnOnce(&mut Reader) -> T) -> Option<T> {
    READERS.with_borrow_mut(|readers| readers.iter_mut().find(|r| r.url == url).map(f))
}

fn start(url: &'static str, hear: Rc<dyn Fn(Heard)>) -> Option<web_sys::Worker> {
    let worker = web_sys::Worker::new(url).ok()?;
    let heard = hear.clone();
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            if text == READY {
                with_reader(url, |reader| {
                    reader.ready = true;
                    if let Some(waiting) = reader.waiting.take() {
                        if reader.worker.post_message(&waiting).is_ok() {
                            reader.sent += 1;
                        }
                    }
                });
                return;
            }
            let latest = with_reader(url, |reader| {
                reader.answered += 1;
                reader.answered == reader.sent
                    && reader.answered > reader.cleared
                    && reader.waiting.is_none()
            });
            if latest == Some(true) {
                heard(Heard::Answer(text));
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
        let gone = READERS.with_borrow_mut(|readers| {
            let at = readers.iter().position(|r| r.url == url)?;
            Some(readers.remove(at))
        });
        if let Some(reader) = gone {
            reader.worker.terminate();
        }
        hear(Heard::Failed);
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

/// Sends `message` to the worker at `url`, started now if it is not; `hear` takes what the worker says (the one
/// given when it starts).
pub fn send(
    url: &'static str,
    message: JsValue,
    hear: impl Fn(Heard) + 'static,
) -> Result<(), Unsent> {
    let started = READERS.with_borrow(|readers| readers.iter().any(|r| r.url == url));
    if !started {
        let worker = start(url, Rc::new(hear)).ok_or(Unsent::NoStart)?;
        READERS.with_borrow_mut(|readers| {
            readers.push(Reader {
                url,
                worker,
                ready: false,
                waiting: None,
                sent: 0,
                answered: 0,
                cleared: 0,
            })
        });
    }
    with_reader(url, |reader| {
        if !reader.ready {
            reader.waiting = Some(message);
            return Ok(());
        }
        reader
            .worker
            .post_message(&message)
            .map_err(|_| Unsent::NoPost)?;
        reader.sent += 1;
        Ok(())
    })
    .unwrap_or(Err(Unsent::NoWorker))
}

/// Forgets the texts in flight to the worker at `url` (the box was emptied): their answers are dropped.
pub fn forget(url: &str) {
    with_reader(url, |reader| {
        reader.waiting = None;
        reader.cleared = reader.sent;
    });
}

/// The length of a JS string, in UTF-16 units, read without copying it into this wasm.
pub fn length(text: &JsValue) -> u32 {
    js_sys::JsString::from(text.clone()).length()
}

/// Whether a JS string holds nothing but white space (the box was emptied).
pub fn blank(text: &JsValue) -> bool {
    js_sys::JsString::from(text.clone()).trim().length() == 0
}

/// A file input beside the box: its label and its test id.
pub type Open = (fn() -> Msg<'static>, &'static str);

/// A text box for a pasted text, a file dropped on it, or one opened (where `open` names the file input's label and
/// test id). `on_text` takes the text as a JS string (a blank one: the box was emptied); typing waits for a pause;
/// a text past [`BIG`] leaves the box (`taken_out` says so in its placeholder); a file that cannot be read is told to
/// `on_file_error` with the browser's words.
#[component]
pub fn PasteBox(
    id: &'static str,
    placeholder: &'static str,
    label: fn() -> Msg<'static>,
    taken_out: for<'a> fn(&'a str) -> Msg<'a>,
    #[prop(optional)] open: Option<Open>,
    on_text: Callback<JsValue>,
    #[prop(optional)] on_file_error: Option<Callback<String>>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let say = move || state.form.with(tools_say);
    let area = NodeRef::<leptos::html::Textarea>::new();
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let value = move || {
        let element = area.get_untracked()?;
        js_sys::Reflect::get(&element, &JsValue::from_str("value"))
            .ok()
            .map(|text| (element, text))
    };
    let read_box = move || {
        if let Some((_, text)) = value() {
            on_text.run(text);
        }
    };
    let on_input = move |_| {
        if let Some(handle) = timer.get_value() {
            handle.clear();
        }
        if let Some((element, text)) = value().filter(|(_, text)| length(text) > BIG) {
            element.set_value("");
            let bytes = occ_core::report::bytes(u64::from(length(&text)));
            element.set_placeholder(&untrack(say).say(taken_out(&bytes)));
            on_text.run(text);
            return;
        }
        let handle = set_timeout_with_handle(read_box, std::time::Duration::from_millis(200)).ok();
        timer.set_value(handle);
    };
    // A file's text, read by the browser (a JS string: never copied into this wasm).
    let read_file = move |file: web_sys::File| {
        let promise = file.text();
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(text) => on_text.run(text),
                Err(error) => {
                    if let Some(told) = on_file_error {
                        told.run(
                            js_sys::Error::from(error)
                                .message()
                                .as_string()
                                .unwrap_or_default(),
                        );
                    }
                }
            }
        });
    };
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            read_file(file);
        }
    };
    // A file dropped on the box is read as its text (the box allows the drop: `dragover` is cancelled).
    let on_drop = move |ev: leptos::ev::DragEvent| {
        let Some(file) = ev
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|f| f.get(0))
        else {
            return;
        };
        ev.prevent_default();
        read_file(file);
    };
    view! {
        <label for=id class="sr-only">{move || say().say(label())}</label>
        <textarea
            id=id
            data-testid=id
            rows="6"
            spellcheck="false"
            autocomplete="off"
            translate="no"
            placeholder=placeholder
            node_ref=area
            on:input=on_input
            on:dragover=|ev: leptos::ev::DragEvent| ev.prevent_default()
            on:drop=on_drop
        ></textarea>
        {open.map(|(open, testid)| view! {
            <label class="help">
                {move || say().say(open())} " "
                <input type="file" data-testid=testid on:change=on_file/>
            </label>
        })}
    }
}
