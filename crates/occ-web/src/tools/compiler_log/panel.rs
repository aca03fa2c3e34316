//! The "Paste compiler output" panel. The log goes, untouched, to a Web Worker (`web/ptxas-worker.js`, built
//! from `crates/occ-ptxas-worker`) started on the first paste; its answer, a [`Summary`], is evaluated here on
//! the calculator's GPU by [`crate::tools::compiler_log`]. The log never enters this wasm (no copy, no freeze), and the
//! parser and demangler load only when someone uses the panel.

use std::cell::RefCell;

use leptos::prelude::*;
use occ_core::compiler_log::{AmdFunction, KernelSummary, Summary};
use occ_core::msg::{self, Say};
use serde::Deserialize;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::browser::dom::target_data;
use crate::calculator::say::tools_say;
use crate::state::State;
use crate::tools::compiler_log::amd::{self, AmdSettings};
use crate::tools::compiler_log::nvidia::{self, Settings};
use crate::tools::compiler_log::{self, Column, Sort};
use occ_core::{Launch, Vendor};

/// The worker's loader (web/ptxas-worker.js), next to index.html. The post-build hook writes the version of the
/// worker's files over the zeros (same length, in the built wasm), so a cached loader of another build is never used.
pub(crate) const WORKER: &str = "./ptxas-worker.js?v=0000000000000000";

/// Pastes larger than this (UTF-16 units) leave the text box at once.
const BIG: u32 = 256 * 1024;

/// What the panel says under its inputs, said when shown (in the language and words chosen then).
#[derive(Clone, Debug, Default, PartialEq)]
enum Status {
    #[default]
    Quiet,
    /// A log of this many UTF-16 units is being read.
    Reading(u32),
    NoReports,
    /// The worker speaks another format (a cached file of another build).
    UnknownAnswer,
    Unreadable(Why),
    /// The worker failed to load or stopped.
    ReaderFailed,
    Loaded(Box<KernelSummary>),
    LoadedAmd(Box<AmdFunction>, u32),
}

/// Why a log could not be read.
#[derive(Clone, Debug, PartialEq)]
enum Why {
    /// The worker's own words (its JSON writer's error).
    Reader(String),
    NoStart,
    NoWorker,
    NoPost,
}

impl Status {
    fn say(&self, say: &Say) -> String {
        match self {
            Self::Quiet => String::new(),
            Self::Reading(length) => say.say(msg::page_tools_log_reading(
                &occ_core::report::bytes(u64::from(*length)),
            )),
            Self::NoReports => say.say(msg::page_tools_log_no_reports()),
            Self::UnknownAnswer => say.say(msg::page_tools_log_unknown_answer()),
            Self::Unreadable(why) => {
                let why = match why {
                    Why::Reader(text) => text.clone(),
                    Why::NoStart => say.say(msg::page_tools_log_no_start(WORKER)),
                    Why::NoWorker => say.say(msg::page_tools_log_no_worker()),
                    Why::NoPost => say.say(msg::page_tools_log_no_post()),
                };
                say.say(msg::page_tools_log_unreadable(&why))
            }
            Self::ReaderFailed => say.say(msg::page_tools_log_reader_failed(WORKER)),
            Self::Loaded(kernel) => say.say(msg::page_tools_log_loaded(
                kernel.display_name(),
                &kernel
                    .registers
                    .map_or_else(|| say.say(msg::page_tools_log_no()), |r| r.to_string()),
                &kernel.static_smem.to_string(),
            )),
            Self::LoadedAmd(kernel, size) => amd::loaded(kernel, *size, say),
        }
    }
}

/// A message from the worker.
#[derive(Deserialize)]
struct Answer {
    ready: Option<bool>,
    ok: Option<Summary>,
    error: Option<String>,
}

/// The started worker.
struct Reader {
    worker: web_sys::Worker,
    /// Until the worker says it is ready, a message would find no handler and be lost: the latest log waits.
    ready: bool,
    waiting: Option<JsValue>,
    /// Logs sent and answered: the worker answers in order, so answer `n` is for log `n`. Only the answer to the
    /// last log sent is shown, and none sent before the box was cleared (`cleared`).
    sent: u32,
    answered: u32,
    cleared: u32,
}

/// Forgets the logs in flight (the box was emptied): their answers will be dropped.
fn forget_pending() {
    READER.with_borrow_mut(|reader| {
        if let Some(reader) = reader.as_mut() {
            reader.waiting = None;
            reader.cleared = reader.sent;
        }
    });
}

thread_local! {
    static READER: RefCell<Option<Reader>> = const { RefCell::new(None) };
}

fn start(
    summary: RwSignal<Option<Summary>>,
    status: RwSignal<Status>,
) -> Result<web_sys::Worker, Why> {
    let worker = web_sys::Worker::new(WORKER).map_err(|_| Why::NoStart)?;
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else {
                return;
            };
            let Ok(answer) = serde_json::from_str::<Answer>(&text) else {
                // A worker from another build of the page (a cached file after an update) speaks another format.
                status.set(Status::UnknownAnswer);
                return;
            };
            if answer.ready == Some(true) {
                READER.with_borrow_mut(|reader| {
                    if let Some(reader) = reader.as_mut() {
                        reader.ready = true;
                        if let Some(log) = reader.waiting.take() {
                            if reader.worker.post_message(&log).is_ok() {
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
            match (answer.ok, answer.error) {
                (Some(read), _) => {
                    status.set(if read.kernels.is_empty() && read.amd_kernels.is_empty() {
                        Status::NoReports
                    } else {
                        Status::Quiet
                    });
                    summary.set(Some(read));
                }
                (None, Some(error)) => status.set(Status::Unreadable(Why::Reader(error))),
                (None, None) => {}
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
        status.set(Status::ReaderFailed);
        // The next paste starts a new worker.
        if let Some(reader) = READER.with_borrow_mut(Option::take) {
            reader.worker.terminate();
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    Ok(worker)
}

/// Sends the textarea's text (a JS string, never copied into this wasm) to the worker.
fn send(log: JsValue, summary: RwSignal<Option<Summary>>, status: RwSignal<Status>) {
    let length = js_sys::JsString::from(log.clone()).length();
    let sent = READER.with_borrow_mut(|slot| {
        if slot.is_none() {
            *slot = Some(Reader {
                worker: start(summary, status)?,
                ready: false,
                waiting: None,
                sent: 0,
                answered: 0,
                cleared: 0,
            });
        }
        let Some(reader) = slot.as_mut() else {
            return Err(Why::NoWorker);
        };
        if !reader.ready {
            reader.waiting = Some(log);
            return Ok(());
        }
        reader.worker.post_message(&log).map_err(|_| Why::NoPost)?;
        reader.sent += 1;
        Ok(())
    });
    match sent {
        Ok(()) => status.set(Status::Reading(length)),
        Err(why) => status.set(Status::Unreadable(why)),
    }
}

/// Paste a build log, get every kernel's occupancy.
#[component]
pub fn ImportPanel() -> impl IntoView {
    let state = expect_context::<State>();
    let summary = RwSignal::new(None::<Summary>);
    let status = RwSignal::new(Status::Quiet);
    // How the panel speaks now (tracked: its texts are said again when the language or the words change).
    let say = move || state.form.with(tools_say);
    let threads = RwSignal::new(String::new());
    let threshold = RwSignal::new("50 %".to_string());
    let filter = RwSignal::new(String::new());
    let sort = RwSignal::new(Sort::default());
    let area = NodeRef::<leptos::html::Textarea>::new();
    let timer = StoredValue::new(None::<TimeoutHandle>);

    // The panel's work-group size (`None`: each AMD row's own) and threshold, read for the launch's vendor.
    let settings = Memo::new(move |_| {
        let say = say();
        let threads = match state.launch()?.launch {
            // The tools compute NVIDIA's and AMD's GPUs, not Intel's.
            Launch::Intel(_) => return None,
            Launch::Nvidia(calc) => {
                threads.with(|t| nvidia::parse_threads(t, &calc, &say).map(Some))
            }
            Launch::Amd(_) => threads.with(|t| amd::parse_threads(t, &say)),
        };
        Some((
            threads,
            threshold.with(|t| compiler_log::parse_threshold(t, &say)),
        ))
    });
    let threads_error = move || settings.with(|s| s.as_ref().and_then(|s| s.0.clone().err()));
    let threshold_error = move || settings.with(|s| s.as_ref().and_then(|s| s.1.clone().err()));
    // The calculator's dynamic LDS, added to each AMD kernel's static LDS (its form validated with the launch).
    let dynamic_lds = move || {
        state.good_form.with(|f| {
            crate::state::form::number("", &f.dynamic_smem, 0, u32::MAX, true).unwrap_or(0)
        })
    };
    let table = Memo::new(move |_| {
        let launch = state.launch()?.launch;
        let say = say();
        let (Ok(threads), Ok(threshold)) = settings.get()? else {
            return None;
        };
        summary.with(|s| {
            let s = s.as_ref()?;
            match launch {
                Launch::Intel(_) => None,
                Launch::Nvidia(calc) => {
                    if s.kernels.is_empty() {
                        return None;
                    }
                    let threads = threads.unwrap_or(calc.kernel.threads_per_block);
                    let all = nvidia::rows(s, &calc, Settings { threads, threshold });
                    let mut shown = filter.with(|f| nvidia::filter(all, f));
                    nvidia::sort(&mut shown, sort.get());
                    Some(nvidia::table_html(
                        &shown,
                        sort.get(),
                        threshold,
                        s.kernels.len(),
                        &say,
                    ))
                }
                Launch::Amd(calc) => {
                    if s.amd_kernels.is_empty() {
                        return None;
                    }
                    let settings = AmdSettings {
                        threads,
                        threshold,
                        dynamic_lds: dynamic_lds(),
                    };
                    let all = amd::rows(s, &calc, settings);
                    let total = all.len();
                    let mut shown = filter.with(|f| amd::filter(all, f));
                    amd::sort(&mut shown, sort.get());
                    Some(amd::table_html(&shown, sort.get(), threshold, total, &say))
                }
            }
        })
    });
    let notes = Memo::new(move |_| {
        let launch = state.launch()?.launch;
        let say = say();
        summary.with(|s| {
            let s = s.as_ref()?;
            let amd_gpu = launch.vendor() == Vendor::Amd;
            if let Some(note) = amd::other_vendor(s, amd_gpu, &say) {
                return Some(format!(
                    "<p class=\"warnings\" data-testid=\"ptxas-vendor-note\">{}</p>",
                    crate::browser::dom::esc(&note)
                ));
            }
            match launch {
                Launch::Intel(_) => None,
                Launch::Nvidia(calc) => Some(nvidia::summary_html(s, &calc, &say)),
                Launch::Amd(calc) if !s.amd_kernels.is_empty() => {
                    Some(amd::summary_html(s, &calc, dynamic_lds(), &say))
                }
                Launch::Amd(_) => None,
            }
        })
    });
    let vendor = move || state.launch().map(|v| v.vendor());
    let amd_gpu = move || vendor() == Some(Vendor::Amd);
    let intel_gpu = move || vendor() == Some(Vendor::Intel);

    // The log stays a JS string: its length is read without copying it into this wasm.
    let log_of = move || {
        let element = area.get_untracked()?;
        let log = js_sys::Reflect::get(&element, &JsValue::from_str("value")).ok()?;
        let length = js_sys::JsString::from(log.clone()).length();
        Some((element, log, length))
    };
    let read = move || {
        let Some((_, log, length)) = log_of() else {
            return;
        };
        let blank = js_sys::JsString::from(log.clone()).trim().length() == 0;
        if length == 0 || blank {
            forget_pending();
            summary.set(None);
            status.set(Status::Quiet);
            return;
        }
        send(log, summary, status);
    };
    let on_input = move |_| {
        if let Some(handle) = timer.get_value() {
            handle.clear();
        }
        // A big paste is taken out of the text box before the next frame: laying out megabytes of text would
        // stall the page for seconds, and the worker has its own copy.
        if let Some((element, log, length)) = log_of().filter(|l| l.2 > BIG) {
            element.set_value("");
            let say = untrack(say);
            element.set_placeholder(&say.say(msg::page_tools_log_taken_out(
                &occ_core::report::bytes(u64::from(length)),
            )));
            send(log, summary, status);
            return;
        }
        // Typing waits for a pause.
        let handle = set_timeout_with_handle(read, std::time::Duration::from_millis(200)).ok();
        timer.set_value(handle);
    };
    let on_click =
        move |ev: leptos::ev::MouseEvent| {
            if let Some((_, key)) = target_data(&ev, "data-sort") {
                if let Some(column) = Column::from_key(&key) {
                    sort.update(|s| *s = s.toggled(column));
                    // The table is rebuilt: give the focus back to the same header button.
                    request_animation_frame(move || {
                        crate::browser::focus_testid(&format!("sort-{key}"))
                    });
                }
                return;
            }
            if let Some((_, index)) = target_data(&ev, "data-amd-kernel") {
                let Some(Launch::Amd(calc)) = untrack(|| state.launch().map(|v| v.launch)) else {
                    return;
                };
                let Some(kernel) = index.parse::<usize>().ok().and_then(|i| {
                    summary.with_untracked(|s| s.as_ref()?.amd_kernels.get(i).cloned())
                }) else {
                    return;
                };
                let panel_size =
                    threads.with_untracked(|t| amd::parse_threads(t, &untrack(say)).ok().flatten());
                let (size, _) = amd::size_of(&kernel, &calc, panel_size);
                state
                    .form
                    .update(|form| amd::load_into(form, &kernel, calc.arch, size));
                status.set(Status::LoadedAmd(Box::new(kernel), size));
                return;
            }
            let Some((_, index)) = target_data(&ev, "data-kernel") else {
                return;
            };
            let Some(kernel) = index
                .parse::<usize>()
                .ok()
                .and_then(|i| summary.with_untracked(|s| s.as_ref()?.kernels.get(i).cloned()))
            else {
                return;
            };
            let threads_text = threads.get_untracked();
            state.form.update(|form| {
                nvidia::load_into(form, &kernel);
                if !threads_text.trim().is_empty() {
                    form.threads = threads_text.trim().to_string();
                }
            });
            status.set(Status::Loaded(Box::new(kernel)));
        };

    let text = move |message: fn() -> msg::Msg<'static>| move || say().say(message());
    view! {
        <section class="panel import" aria-labelledby="import-h">
            <h2 id="import-h">{text(msg::page_tools_log_title)}</h2>
            <p class="help">{text(msg::page_tools_log_help)}</p>
            <p class="warnings" data-testid="ptxas-intel-note" prop:hidden=move || !intel_gpu()>
                {text(msg::page_tools_log_intel_note)}
            </p>
            <label for="ptxas-log" class="sr-only">{text(msg::page_tools_log_label)}</label>
            // The placeholder is a line of ptxas's own output, as the box wants it.
            <textarea
                id="ptxas-log"
                data-testid="ptxas-log"
                rows="6"
                spellcheck="false"
                autocomplete="off"
                translate="no"
                placeholder="ptxas info    : Used 32 registers, used 1 barriers, 8192 bytes smem, 380 bytes cmem[0]"
                node_ref=area
                on:input=on_input
            ></textarea>
            <div class="grid3">
                <div class="field" class:invalid=move || threads_error().is_some()>
                    <label for="ptxas-threads">
                        {move || say().say(if amd_gpu() { msg::input_t_label_group() } else { msg::input_t_label() })}
                    </label>
                    <input
                        id="ptxas-threads"
                        type="text"
                        inputmode="numeric"
                        data-testid="ptxas-threads"
                        placeholder=move || match state.launch().map(|v| v.launch) {
                            Some(Launch::Nvidia(c)) => say().say(msg::page_tools_log_threads_calculator(
                                &c.kernel.threads_per_block.to_string(),
                            )),
                            Some(Launch::Amd(_)) => say().say(msg::page_tools_log_threads_own()),
                            Some(Launch::Intel(_)) => String::new(),
                            None => String::new(),
                        }
                        prop:value=move || threads.get()
                        on:input=move |ev| threads.set(event_target_value(&ev))
                    />
                    <p class="error" data-testid="error-ptxas-threads">{threads_error}</p>
                </div>
                <div class="field" class:invalid=move || threshold_error().is_some()>
                    <label for="ptxas-threshold">{text(msg::page_tools_log_threshold_label)}</label>
                    <input
                        id="ptxas-threshold"
                        type="text"
                        data-testid="ptxas-threshold"
                        prop:value=move || threshold.get()
                        on:input=move |ev| threshold.set(event_target_value(&ev))
                    />
                    <p class="error" data-testid="error-ptxas-threshold">{threshold_error}</p>
                </div>
                <div class="field">
                    <label for="ptxas-filter">{text(msg::page_tools_log_filter_label)}</label>
                    <input
                        id="ptxas-filter"
                        type="text"
                        data-testid="ptxas-filter"
                        prop:value=move || filter.get()
                        on:input=move |ev| filter.set(event_target_value(&ev))
                    />
                </div>
            </div>
            <p class="help" aria-live="polite" data-testid="ptxas-status">{move || status.with(|s| s.say(&say()))}</p>
            <div inner_html=move || notes.get().unwrap_or_default()></div>
            <div class="table-scroll" on:click=on_click inner_html=move || table.get().unwrap_or_default()></div>
        </section>
    }
}
