//! The "Paste compiler output" panel. The log goes, untouched, to a Web Worker (`web/ptxas-worker.js`, built
//! from `crates/occ-ptxas-worker`) started on the first paste; its answer, a [`Summary`], is evaluated here on
//! the calculator's GPU by [`crate::tools::compiler_log`]. The log never enters this wasm (no copy, no freeze), and the
//! parser and demangler load only when someone uses the panel.

use leptos::prelude::*;
use occ_core::compiler_log::{AmdFunction, KernelSummary, Summary};
use occ_core::msg::{self, Say};
use serde::Deserialize;
use wasm_bindgen::JsValue;

use crate::browser::dom::target_data;
use crate::calculator::say::tools_say;
use crate::state::State;
use crate::tools::compiler_log::amd::{self, AmdSettings};
use crate::tools::compiler_log::nvidia::{self, Settings};
use crate::tools::compiler_log::{self, Column, Sort};
use crate::tools::pasted::{self, Heard, PasteBox, Unsent};
use occ_core::{Launch, Vendor};

/// The worker's loader (web/ptxas-worker.js), next to index.html. The post-build hook writes the version of the
/// worker's files over the zeros (same length, in the built wasm), so a cached loader of another build is never used.
pub(crate) const WORKER: &str = "./ptxas-worker.js?v=0000000000000000";

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
    ok: Option<Summary>,
    error: Option<String>,
}

/// What the panel does with what the worker says.
fn hear(heard: Heard, summary: RwSignal<Option<Summary>>, status: RwSignal<Status>) {
    let text = match heard {
        Heard::Answer(text) => text,
        Heard::Failed => {
            status.set(Status::ReaderFailed);
            return;
        }
    };
    let Ok(answer) = serde_json::from_str::<Answer>(&text) else {
        // A worker from another build of the page (a cached file after an update) speaks another format.
        status.set(Status::UnknownAnswer);
        return;
    };
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
}

/// Sends the box's text (a JS string, never copied into this wasm) to the worker.
fn send(log: JsValue, summary: RwSignal<Option<Summary>>, status: RwSignal<Status>) {
    let length = pasted::length(&log);
    match pasted::send(WORKER, log, move |heard| hear(heard, summary, status)) {
        Ok(()) => status.set(Status::Reading(length)),
        Err(Unsent::NoStart) => status.set(Status::Unreadable(Why::NoStart)),
        Err(Unsent::NoWorker) => status.set(Status::Unreadable(Why::NoWorker)),
        Err(Unsent::NoPost) => status.set(Status::Unreadable(Why::NoPost)),
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

    let on_text = Callback::new(move |log: JsValue| {
        if pasted::blank(&log) {
            pasted::forget(WORKER);
            summary.set(None);
            status.set(Status::Quiet);
            return;
        }
        send(log, summary, status);
    });
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
            // The placeholder is a line of ptxas's own output, as the box wants it.
            <PasteBox
                id="ptxas-log"
                placeholder="ptxas info    : Used 32 registers, used 1 barriers, 8192 bytes smem, 380 bytes cmem[0]"
                label=msg::page_tools_log_label
                taken_out=msg::page_tools_log_taken_out
                on_text=on_text
            />
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
