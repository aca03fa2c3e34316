//! The "Profiler report" panel. The report goes, untouched, to the compiler log's Web Worker (a second instance of
//! `web/ptxas-worker.js`, started on the first report) with what the page names: an AMD GPU for an AMD report (which
//! names none), the language and the words. The worker compares every launch group with occ-core and answers with
//! the rows as JSON ([`Report`]); the report never enters this wasm, so a report of any size leaves the page's
//! thread free. The GPU, the language or the words changed, the kept report is sent again.

use std::cell::RefCell;

use leptos::prelude::*;
use occ_core::msg::{self, Say};
use occ_core::Target;
use serde::Deserialize;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::browser::dom::target_data;
use crate::calculator::say::{lang, tools_say};
use crate::state::gpu::GpuChoice;
use crate::state::input::Form;
use crate::state::State;
use crate::tools::compiler_log::panel::WORKER;
use crate::tools::profile::{self, Column, Report, Sort};

/// Reports larger than this (UTF-16 units) leave the text box at once.
const BIG: u32 = 256 * 1024;

/// What the panel says under its inputs, said when shown.
#[derive(Clone, Debug, Default, PartialEq)]
enum Status {
    #[default]
    Quiet,
    /// A report of this many UTF-16 units is being read.
    Reading(u32),
    NoLaunches,
    UnknownAnswer,
    ReaderFailed,
    NoStart,
    NoPost,
    FileError(String),
    Loaded(String),
}

impl Status {
    fn say(&self, say: &Say) -> String {
        let bytes = |n: u32| occ_core::report::bytes(u64::from(n));
        match self {
            Self::Quiet => String::new(),
            Self::Reading(length) => say.say(msg::page_tools_profile_reading(&bytes(*length))),
            Self::NoLaunches => say.say(msg::page_tools_profile_none()),
            Self::UnknownAnswer => say.say(msg::page_tools_log_unknown_answer()),
            Self::ReaderFailed => say.say(msg::page_tools_log_reader_failed(WORKER)),
            Self::NoStart => say.say(msg::page_tools_log_unreadable(
                &say.say(msg::page_tools_log_no_start(WORKER)),
            )),
            Self::NoPost => say.say(msg::page_tools_log_unreadable(
                &say.say(msg::page_tools_log_no_post()),
            )),
            Self::FileError(why) => say.say(msg::page_tools_profile_file_error(why)),
            Self::Loaded(kernel) => say.say(msg::page_tools_profile_loaded(kernel)),
        }
    }
}

/// A message from the worker.
#[derive(Deserialize)]
struct Answer {
    ready: Option<bool>,
    profile: Option<Report>,
}

/// The started worker and the report kept to be sent again.
struct Reader {
    worker: web_sys::Worker,
    ready: bool,
    /// The last report sent, as the pair the worker takes; until the worker is ready it waits here.
    waiting: Option<JsValue>,
    sent: u32,
    answered: u32,
    cleared: u32,
}

thread_local! {
    static READER: RefCell<Option<Reader>> = const { RefCell::new(None) };
    /// The report as pasted or opened (a JS string, never copied into this wasm).
    static TEXT: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// What the page names for the worker: `(preset, arch, lang, terms)` as the worker's JSON ask.
fn ask(form: &Form) -> String {
    let choice = GpuChoice::from_id(&form.gpu).ok();
    let (preset, arch) = match choice {
        Some(GpuChoice::Preset(p)) if p.target.amd().is_some() => (Some(p.id), None),
        Some(GpuChoice::AmdGeneric(arch)) => (None, Some(arch.name)),
        _ => (None, None),
    };
    serde_json::json!({
        "preset": preset,
        "arch": arch,
        "lang": lang().id(),
        "terms": form.terms,
    })
    .to_string()
}

/// The compute capability of the form's GPU, as the worker writes a report's.
fn current_cc(form: &Form) -> Option<String> {
    match GpuChoice::from_id(&form.gpu).ok()? {
        GpuChoice::Preset(p) => match p.target {
            Target::Nvidia(cc) => Some(cc.to_string()),
            _ => None,
        },
        GpuChoice::Generic(defaults) => Some(defaults.cc.to_string()),
        _ => None,
    }
}

fn start(report: RwSignal<Option<Report>>, status: RwSignal<Status>) -> Option<web_sys::Worker> {
    let worker = web_sys::Worker::new(WORKER).ok()?;
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            let Ok(answer) = serde_json::from_str::<Answer>(&text) else {
                status.set(Status::UnknownAnswer);
                return;
            };
            if answer.ready == Some(true) {
                READER.with_borrow_mut(|reader| {
                    if let Some(reader) = reader.as_mut() {
                        reader.ready = true;
                        if let Some(pair) = reader.waiting.take() {
                            if reader.worker.post_message(&pair).is_ok() {
                                reader.sent += 1;
                            }
                        }
                    }
                });
                return;
            }
            let latest = READER.with_borrow_mut(|reader| match reader {
                Some(reader) => {
                    reader.answered += 1;
                    reader.answered == reader.sent
                        && reader.answered > reader.cleared
                        && reader.waiting.is_none()
                }
                None => false,
            });
            if !latest {
                return;
            }
            match answer.profile {
                Some(read) => {
                    let empty =
                        read.rows.is_empty() && read.unread.is_empty() && read.needs_amd == 0;
                    status.set(if empty {
                        Status::NoLaunches
                    } else {
                        Status::Quiet
                    });
                    report.set(Some(read));
                }
                None => status.set(Status::UnknownAnswer),
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
        status.set(Status::ReaderFailed);
        if let Some(reader) = READER.with_borrow_mut(Option::take) {
            reader.worker.terminate();
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Some(worker)
}

/// Sends the kept report with `ask` to the worker.
fn send(ask: &str, report: RwSignal<Option<Report>>, status: RwSignal<Status>) {
    let Some(text) = TEXT.with_borrow(Clone::clone) else {
        return;
    };
    let length = js_sys::JsString::from(text.clone()).length();
    let pair: JsValue = js_sys::Array::of2(&JsValue::from_str(ask), &text).into();
    let sent = READER.with_borrow_mut(|slot| {
        if slot.is_none() {
            *slot = Some(Reader {
                worker: start(report, status).ok_or(Status::NoStart)?,
                ready: false,
                waiting: None,
                sent: 0,
                answered: 0,
                cleared: 0,
            });
        }
        let Some(reader) = slot.as_mut() else {
            return Err(Status::NoStart);
        };
        if !reader.ready {
            reader.waiting = Some(pair);
            return Ok(());
        }
        reader
            .worker
            .post_message(&pair)
            .map_err(|_| Status::NoPost)?;
        reader.sent += 1;
        Ok(())
    });
    status.set(match sent {
        Ok(()) => Status::Reading(length),
        Err(why) => why,
    });
}

/// Forgets the report and the answers in flight (the box was emptied).
fn forget(report: RwSignal<Option<Report>>, status: RwSignal<Status>) {
    TEXT.with_borrow_mut(|t| *t = None);
    READER.with_borrow_mut(|reader| {
        if let Some(reader) = reader.as_mut() {
            reader.waiting = None;
            reader.cleared = reader.sent;
        }
    });
    report.set(None);
    status.set(Status::Quiet);
}

/// A profiler report: every kernel's occupancy by occ beside the profiler's.
#[component]
pub fn ProfilePanel() -> impl IntoView {
    let state = expect_context::<State>();
    let report = RwSignal::new(None::<Report>);
    let status = RwSignal::new(Status::Quiet);
    let say = move || state.form.with(tools_say);
    let sort = RwSignal::new(Sort::default());
    let area = NodeRef::<leptos::html::Textarea>::new();
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let asked = Memo::new(move |_| state.form.with(ask));
    // The GPU, the language or the words changed: the kept report is read again for them.
    Effect::new(move |previous: Option<String>| {
        let now = asked.get();
        if previous.is_some_and(|p| p != now) {
            send(&now, report, status);
        }
        now
    });

    let take = move |text: JsValue| {
        let blank = js_sys::JsString::from(text.clone()).trim().length() == 0;
        if blank {
            forget(report, status);
            return;
        }
        TEXT.with_borrow_mut(|t| *t = Some(text));
        send(&asked.get_untracked(), report, status);
    };
    let read_box = move || {
        let Some(element) = area.get_untracked() else {
            return;
        };
        if let Ok(text) = js_sys::Reflect::get(&element, &JsValue::from_str("value")) {
            take(text);
        }
    };
    let on_input = move |_| {
        if let Some(handle) = timer.get_value() {
            handle.clear();
        }
        if let Some(element) = area.get_untracked() {
            let text = js_sys::Reflect::get(&element, &JsValue::from_str("value"))
                .unwrap_or(JsValue::UNDEFINED);
            let length = js_sys::JsString::from(text.clone()).length();
            // A big paste leaves the box before the next frame: laying out megabytes of text stalls the page.
            if length > BIG {
                element.set_value("");
                element.set_placeholder(&untrack(say).say(msg::page_tools_profile_taken_out(
                    &occ_core::report::bytes(u64::from(length)),
                )));
                take(text);
                return;
            }
        }
        let handle = set_timeout_with_handle(read_box, std::time::Duration::from_millis(200)).ok();
        timer.set_value(handle);
    };
    // A file's text, read by the browser (a JS string: never copied into this wasm).
    let read_file = move |file: web_sys::File| {
        let promise = file.text();
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(text) => take(text),
                Err(error) => status.set(Status::FileError(
                    js_sys::Error::from(error)
                        .message()
                        .as_string()
                        .unwrap_or_default(),
                )),
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
    // A file dropped on the box is read as the report (the box allows the drop: `dragover` is cancelled).
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

    let table = Memo::new(move |_| {
        let say = say();
        report.with(|r| {
            r.as_ref()
                .map(|r| profile::table_html(r, sort.get(), &say) + &profile::unread_html(r, &say))
        })
    });
    let amd_note = move || {
        let waiting = report.with(|r| r.as_ref().is_some_and(|r| r.needs_amd > 0));
        waiting.then(|| say().say(msg::page_tools_profile_needs_amd()))
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some((_, key)) = target_data(&ev, "data-profile-sort") {
            if let Some(column) = Column::from_key(&key) {
                sort.update(|s| *s = s.toggled(column));
                request_animation_frame(move || {
                    crate::browser::focus_testid(&format!("profile-sort-{key}"))
                });
            }
            return;
        }
        let Some((_, index)) = target_data(&ev, "data-profile-row") else {
            return;
        };
        let Some(row) = index
            .parse::<usize>()
            .ok()
            .and_then(|i| report.with_untracked(|r| r.as_ref()?.rows.get(i).cloned()))
        else {
            return;
        };
        state.form.update(|form| {
            let cc = current_cc(form);
            let wave_sizes = GpuChoice::from_id(&form.gpu)
                .ok()
                .and_then(|c| c.amd_arch())
                .map_or(1, |a| a.wave_sizes().len());
            profile::load_into(form, &row, cc.as_deref(), wave_sizes);
        });
        status.set(Status::Loaded(row.kernel));
    };

    let text = move |message: fn() -> msg::Msg<'static>| move || say().say(message());
    view! {
        <section class="panel import" aria-labelledby="profile-h">
            <h2 id="profile-h">{text(msg::page_tools_profile_title)}</h2>
            <p class="help">{text(msg::page_tools_profile_help)}</p>
            <label for="profile-report" class="sr-only">{text(msg::page_tools_profile_title)}</label>
            // The placeholder is the header of Nsight Compute's CSV, as the box wants it.
            <textarea
                id="profile-report"
                data-testid="profile-report"
                rows="6"
                spellcheck="false"
                autocomplete="off"
                translate="no"
                placeholder="\"ID\",\"Process ID\",\"Process Name\",\"Host Name\",\"Kernel Name\",…,\"Metric Name\",\"Metric Unit\",\"Metric Value\""
                node_ref=area
                on:input=on_input
                on:dragover=|ev: leptos::ev::DragEvent| ev.prevent_default()
                on:drop=on_drop
            ></textarea>
            <label class="help">
                {text(msg::page_tools_profile_open)} " "
                <input type="file" data-testid="profile-file" on:change=on_file/>
            </label>
            <p class="help" aria-live="polite" data-testid="profile-status">{move || status.with(|s| s.say(&say()))}</p>
            <p class="warnings" data-testid="profile-amd-note" prop:hidden=move || amd_note().is_none()>
                {move || amd_note().unwrap_or_default()}
            </p>
            <div class="table-scroll" on:click=on_click inner_html=move || table.get().unwrap_or_default()></div>
        </section>
    }
}
