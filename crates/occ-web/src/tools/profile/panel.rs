//! The "Profiler report" panel. The report goes, untouched, to the profiler-report reader, a Web Worker of its own
//! (`web/profile-worker.js`, built from `crates/occ-profile-worker`) started on the first report, with what the page
//! names: its GPU (which stands in where the report names none: an AMD or Intel report, or an Nsight Compute CSV
//! without a compute capability), the language and the words. The worker compares every launch group with occ-core
//! and answers with `occ profile --json`'s lines ([`Report`]); the report never enters this wasm, so a report of any
//! size leaves the page's thread free. The GPU, the language or the words changed, the kept report is sent again.

use std::cell::RefCell;

use leptos::prelude::*;
use occ_core::msg::{self, Say};
use occ_core::profile::Order;
use occ_core::{Target, Vendor};
use serde::Deserialize;
use wasm_bindgen::JsValue;

use crate::browser::dom::target_data;
use crate::calculator::say::{lang, tools_say};
use crate::state::gpu::GpuChoice;
use crate::state::input::Form;
use crate::state::State;
use crate::tools::pasted::{self, Heard, PasteBox, Unsent};
use crate::tools::profile::{self, Report, Sort};

/// The worker's loader (web/profile-worker.js), next to index.html. The post-build hook writes the version of the
/// worker's files over the zeros (same length, in the built wasm), so a cached loader of another build is never used.
pub(crate) const WORKER: &str = "./profile-worker.js?v=0000000000000000";

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
    profile: Option<Report>,
}

thread_local! {
    /// The report as pasted or opened (a JS string, never copied into this wasm).
    static TEXT: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// What the page names for the worker: the GPU (`preset`; or `cc`, `arch` for a GPU without a product; and its size,
/// `units`) and how its texts are said (`lang`, `terms`).
#[derive(Clone, Debug, PartialEq)]
struct Ask {
    preset: Option<&'static str>,
    cc: Option<String>,
    arch: Option<&'static str>,
    /// The GPU's size as typed (SMs, CUs, XVEs): it counts the grid's waves where the report gives none.
    units: Option<u32>,
    lang: &'static str,
    terms: String,
}

impl Ask {
    /// The page's GPU: a product of any vendor's, or a generic device (a compute capability's, a gfx target's, an Xe
    /// architecture's), which stands in only where a report names no GPU of its own.
    fn of(form: &Form) -> Self {
        let (preset, cc, arch) = match GpuChoice::from_id(&form.gpu).ok() {
            Some(GpuChoice::Preset(p)) => (Some(p.id), None, None),
            Some(GpuChoice::Generic(d)) => (None, Some(d.cc.to_string()), None),
            Some(GpuChoice::AmdGeneric(arch)) => (None, None, Some(arch.name)),
            Some(GpuChoice::IntelGeneric(arch)) => (None, None, Some(arch.name)),
            None => (None, None, None),
        };
        Self {
            preset,
            cc,
            arch,
            units: form.units(),
            lang: lang().id(),
            terms: form.terms.clone(),
        }
    }

    /// The worker's JSON ask.
    fn json(&self) -> String {
        serde_json::json!({
            "preset": self.preset,
            "cc": self.cc,
            "arch": self.arch,
            "units": self.units,
            "lang": self.lang,
            "terms": self.terms,
        })
        .to_string()
    }
}

/// Whether a report's answer depends on the page's GPU: a launch compared on it (a row of a report that names no
/// GPU: AMD's, Intel's, NVIDIA's without a compute capability) or waiting for one.
fn on_the_pages_gpu(report: &Report) -> bool {
    !report.waiting.is_empty()
        || report
            .rows
            .iter()
            .any(|r| r.vendor != Vendor::Nvidia.name() || r.cc.is_none())
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

/// What the panel does with what the worker says.
fn hear(heard: Heard, report: RwSignal<Option<Report>>, status: RwSignal<Status>) {
    let text = match heard {
        Heard::Answer(text) => text,
        Heard::Failed => {
            status.set(Status::ReaderFailed);
            return;
        }
    };
    match serde_json::from_str::<Answer>(&text)
        .ok()
        .and_then(|a| a.profile)
    {
        Some(read) => {
            let empty = read.rows.is_empty() && read.unread.is_empty() && read.waiting.is_empty();
            status.set(if empty {
                Status::NoLaunches
            } else {
                Status::Quiet
            });
            report.set(Some(read));
        }
        // A worker from another build of the page (a cached file after an update) speaks another format.
        None => status.set(Status::UnknownAnswer),
    }
}

/// Sends the kept report with `ask` to the worker.
fn send(ask: &str, report: RwSignal<Option<Report>>, status: RwSignal<Status>) {
    let Some(text) = TEXT.with_borrow(Clone::clone) else {
        return;
    };
    let length = pasted::length(&text);
    let pair: JsValue = js_sys::Array::of2(&JsValue::from_str(ask), &text).into();
    status.set(
        match pasted::send(WORKER, pair, move |heard| hear(heard, report, status)) {
            Ok(()) => Status::Reading(length),
            Err(Unsent::NoStart | Unsent::NoWorker) => Status::NoStart,
            Err(Unsent::NoPost) => Status::NoPost,
        },
    );
}

/// Forgets the report and the answers in flight (the box was emptied).
fn forget(report: RwSignal<Option<Report>>, status: RwSignal<Status>) {
    TEXT.with_borrow_mut(|t| *t = None);
    pasted::forget(WORKER);
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
    let asked = Memo::new(move |_| state.form.with(Ask::of));
    // The language or the words changed, or the GPU where the report is compared on it: the kept report is read
    // again for them (a launch loaded from a report that names its GPU changes the GPU and is not read again; one
    // still being read is).
    Effect::new(move |previous: Option<Ask>| {
        let now = asked.get();
        let words = |a: &Ask| (a.lang, a.terms.clone());
        let again = previous.is_some_and(|p| {
            words(&p) != words(&now)
                || (p != now && report.with_untracked(|r| r.as_ref().is_none_or(on_the_pages_gpu)))
        });
        if again {
            send(&now.json(), report, status);
        }
        now
    });
    let on_text = Callback::new(move |text: JsValue| {
        if pasted::blank(&text) {
            forget(report, status);
            return;
        }
        TEXT.with_borrow_mut(|t| *t = Some(text));
        send(&asked.get_untracked().json(), report, status);
    });
    let on_file_error = Callback::new(move |why: String| status.set(Status::FileError(why)));

    let table = Memo::new(move |_| {
        let say = say();
        report.with(|r| {
            r.as_ref()
                .map(|r| profile::table_html(r, sort.get(), &say) + &profile::unread_html(r, &say))
        })
    });
    // The vendors whose launches wait for one of their GPUs to be selected, each said.
    let waiting_note = move || {
        let say = say();
        report.with(|r| {
            let waiting = r.as_ref().map_or(&[][..], |r| r.waiting.as_slice());
            let notes: Vec<String> = waiting
                .iter()
                .filter_map(|v| Vendor::ALL.into_iter().find(|vendor| vendor.name() == v))
                .map(|vendor| {
                    say.say(match vendor {
                        Vendor::Amd => msg::page_tools_profile_needs_amd(),
                        Vendor::Intel => msg::page_tools_profile_needs_intel(),
                        Vendor::Nvidia => msg::page_tools_profile_needs_nvidia(),
                    })
                })
                .collect();
            (!notes.is_empty()).then(|| notes.join(" "))
        })
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some((_, key)) = target_data(&ev, "data-profile-sort") {
            if let Some(column) = Order::parse(&key) {
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
            // The placeholder is the header of Nsight Compute's CSV, as the box wants it.
            <PasteBox
                id="profile-report"
                placeholder="\"ID\",\"Process ID\",\"Process Name\",\"Host Name\",\"Kernel Name\",…,\"Metric Name\",\"Metric Unit\",\"Metric Value\""
                label=msg::page_tools_profile_title
                taken_out=msg::page_tools_profile_taken_out
                open=(msg::page_tools_profile_open, "profile-file")
                on_text=on_text
                on_file_error=on_file_error
            />
            <p class="help" aria-live="polite" data-testid="profile-status">{move || status.with(|s| s.say(&say()))}</p>
            <p class="warnings" data-testid="profile-gpu-note" prop:hidden=move || waiting_note().is_none()>
                {move || waiting_note().unwrap_or_default()}
            </p>
            <div class="table-scroll" on:click=on_click inner_html=move || table.get().unwrap_or_default()></div>
        </section>
    }
}
