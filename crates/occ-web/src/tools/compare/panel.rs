//! The comparison panel: pinned launches side by side (markup from [`crate::tools::compare`]), "this kernel on…"
//! several GPUs, and the table's exports. The pinned launches live in the form (`Form::compare`, the link syntax),
//! so the page's link, saved configs and the charts module see them; this panel reads and writes only that.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::browser::dom::{self, esc};
use crate::calculator::say::tools_say;
use crate::persist::export::{csv, download_text, file_name, markdown};
use crate::state::gpu::picker_groups;
use crate::state::input::Form;
use crate::state::State;
use crate::tools::compare::{
    carry_over, decode, encode, pinnable, table, table_html, Figures, MAX_PINNED,
};
use occ_core::msg::{self, Say};

/// The event (on `window`) that pins the current launch: the page's "Add to comparison" button, through the tools
/// module's `open("compare:pin", …)`.
pub const PIN_EVENT: &str = "occ-compare-pin";

/// The GPUs "this kernel on…" offers, every vendor's the page computes, grouped as in the picker.
fn gpu_options(say: &Say) -> String {
    let mut out = String::new();
    for group in picker_groups() {
        out += &format!("<optgroup label=\"{}\">", esc(&group.said(say)));
        for entry in &group.entries {
            out += &format!(
                "<option value=\"{}\">{}</option>",
                esc(&entry.id),
                esc(&entry.said(say).0)
            );
        }
        out += "</optgroup>";
    }
    out
}

fn gpu_name(form: &Form, say: &Say) -> String {
    crate::state::gpu::GpuChoice::from_id(&form.gpu)
        .map_or_else(|_| form.gpu.clone(), |c| c.said_label(say))
}

/// The comparison of the pinned launches.
#[component]
pub fn ComparePanel() -> impl IntoView {
    let state = expect_context::<State>();
    // The embed view shows the table alone.
    let read_only = document()
        .document_element()
        .and_then(|e| e.get_attribute("data-view"))
        .is_some_and(|v| v == "embed");
    let status = RwSignal::new(Vec::<String>::new());
    let pinned = Memo::new(move |_| state.form.with(|f| decode(&f.compare)));
    // What could not be read (a hand-edited link, an old saved config) is said once, and the comparison is written
    // back without it, so the next link carries only what was read.
    Effect::new(move |_| {
        let (pins, messages) = pinned.get();
        if !messages.is_empty() {
            state.notices.update(|n| n.extend(messages));
            state.form.update(|f| f.compare = encode(&pins));
        }
    });
    let set = move |pins: Vec<Form>| state.form.update(|f| f.compare = encode(&pins));
    // How the panel writes, for the form (its language, words and GPU).
    // A memo: what reads it (the GPU list) is written again only when the language, the words or the vendor change,
    // not on every keystroke.
    let words = Memo::new(move |_| state.form.with(tools_say));
    let text = move |m: msg::Msg| words.get_untracked().say(m);
    // Written again only when the language or the words change, which keeps what the user selected.
    let options = Memo::new(move |_| gpu_options(&words.get()));
    let say = move |lines: Vec<String>| status.set(lines);
    let full = move || text(msg::page_tools_compare_full(&MAX_PINNED.to_string()));
    let pin_current = move || {
        let form = pinnable(&state.good_form.get_untracked());
        let mut pins = pinned.with_untracked(|p| p.0.clone());
        if let Some(at) = pins.iter().position(|p| *p == form) {
            say(vec![text(msg::page_tools_compare_pinned_already(
                &(at + 1).to_string(),
            ))]);
            return;
        }
        if pins.len() >= MAX_PINNED {
            say(vec![full()]);
            return;
        }
        let name = gpu_name(&form, &words.get_untracked());
        pins.push(form);
        let count = pins.len();
        set(pins);
        say(vec![text(msg::page_tools_compare_pinned(
            &name,
            &count.to_string(),
            &MAX_PINNED.to_string(),
        ))]);
    };
    let pin_on_gpus = move || {
        let Some(select) = document()
            .get_element_by_id("compare-gpus")
            .and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
        else {
            return;
        };
        let chosen = select.selected_options();
        let ids: Vec<String> = (0..chosen.length())
            .filter_map(|i| chosen.item(i))
            .filter_map(|o| o.get_attribute("value"))
            .collect();
        if ids.is_empty() {
            say(vec![text(msg::page_tools_compare_pick_gpus())]);
            return;
        }
        let mut current = state.good_form.get_untracked();
        current.compare.clear();
        let mut pins = pinned.with_untracked(|p| p.0.clone());
        let mut lines = Vec::new();
        let words = words.get_untracked();
        for id in ids {
            let (form, notes) = carry_over(&current, &id, &words);
            let name = gpu_name(&form, &words);
            if pins.contains(&form) {
                lines.push(text(msg::page_tools_compare_gpu_pinned_already(&name)));
                continue;
            }
            if pins.len() >= MAX_PINNED {
                lines.push(text(msg::page_tools_compare_gpu_not_pinned(&name, &full())));
                continue;
            }
            if let Err(why) = Figures::of(&form, &words) {
                lines.push(text(msg::page_tools_compare_gpu_fails(&name, &why)));
                continue;
            }
            lines.push(if notes.is_empty() {
                text(msg::page_tools_compare_gpu_pinned(&name))
            } else {
                let joint = text(msg::page_tools_compare_note_joint());
                text(msg::page_tools_compare_gpu_pinned_notes(
                    &name,
                    &notes.join(&joint),
                ))
            });
            pins.push(form);
        }
        set(pins);
        say(lines);
    };
    let export = move |markdown_table: bool| {
        let rows = pinned.with_untracked(|p| table(&p.0, &words.get_untracked()).all_rows());
        let form = state.good_form.get_untracked();
        let done = if markdown_table {
            download_text(
                &file_name(&form, "comparison", "md"),
                "text/markdown",
                &markdown(&rows),
            )
        } else {
            download_text(
                &file_name(&form, "comparison", "csv"),
                "text/csv",
                &csv(&rows),
            )
        };
        if let Err(why) = done {
            say(vec![text(msg::page_tools_compare_no_file(&why))]);
        }
    };
    let act = move |ev: web_sys::MouseEvent| {
        let Some((button, action)) = dom::target_data(&ev, "data-act") else {
            return;
        };
        let index = button
            .get_attribute("data-index")
            .and_then(|i| i.parse::<usize>().ok());
        let mut pins = pinned.with_untracked(|p| p.0.clone());
        let count = pins.len();
        match (action.as_str(), index) {
            ("pin", _) => pin_current(),
            ("on-gpus", _) => pin_on_gpus(),
            ("csv", _) => export(false),
            ("md", _) => export(true),
            ("clear", _) => {
                set(Vec::new());
                say(vec![text(msg::page_tools_compare_cleared())]);
            }
            ("left", Some(i)) if i > 0 && i < count => {
                pins.swap(i - 1, i);
                set(pins);
            }
            ("right", Some(i)) if i + 1 < count => {
                pins.swap(i, i + 1);
                set(pins);
            }
            ("remove", Some(i)) if i < count => {
                let name = gpu_name(&pins.remove(i), &words.get_untracked());
                set(pins);
                say(vec![text(msg::page_tools_compare_removed(&name))]);
            }
            ("load", Some(i)) if i < count => {
                let name = gpu_name(&pins[i], &words.get_untracked());
                let compare = state.form.with_untracked(|f| f.compare.clone());
                let mut form = pins[i].clone();
                form.compare = compare;
                state.form.set(form);
                say(vec![text(msg::page_tools_compare_loaded(
                    &(i + 1).to_string(),
                    &name,
                ))]);
            }
            _ => {}
        }
    };
    crate::browser::on_window(PIN_EVENT, move |_| pin_current());
    let table_markup = Memo::new(move |_| {
        let words = words.get();
        pinned.with(|(pins, _)| {
            if pins.is_empty() {
                format!(
                    "<p class=\"help\" data-testid=\"compare-empty\" data-said>{}</p>",
                    esc(&words.say(msg::page_tools_compare_empty()))
                )
            } else {
                table_html(pins, read_only, &words)
            }
        })
    });
    let said = move |m: msg::Msg<'static>| move || words.get().say(m);
    let count = move || pinned.with(|p| p.0.len());
    let exports_shown = move || !read_only && count() != 0;
    let status_html = move || {
        status.with(|lines| {
            lines
                .iter()
                .map(|l| format!("<span>{}</span>", esc(l)))
                .collect::<Vec<_>>()
                .join("<br>")
        })
    };
    view! {
        <section class="panel compare" aria-labelledby="compare-h" data-testid="compare" on:click=act>
            <h2 id="compare-h" data-said>{said(msg::page_tools_compare_title())}</h2>
            <Show when=move || !read_only>
                <p class="help" data-said>
                    {said(msg::page_tools_compare_help())}
                    " "
                    <span data-testid="compare-count">
                        {move || words.get().say(msg::page_tools_compare_count(&count().to_string(), &MAX_PINNED.to_string()))}
                    </span>
                </p>
                <div class="row no-print" data-said>
                    <button type="button" data-act="pin" data-testid="compare-pin">{said(msg::page_tools_compare_pin())}</button>
                    <button type="button" data-act="clear" data-testid="compare-clear" disabled=move || count() == 0>
                        {said(msg::page_tools_compare_clear())}
                    </button>
                </div>
                <div class="field no-print on-gpus" data-said>
                    <label for="compare-gpus">{said(msg::page_tools_compare_on_label())}</label>
                    <select id="compare-gpus" multiple size="6" data-testid="compare-gpus" inner_html=move || options.get()></select>
                    <button type="button" data-act="on-gpus" data-testid="compare-on-gpus">
                        {said(msg::page_tools_compare_on_button())}
                    </button>
                </div>
                <p class="status" role="status" data-testid="compare-status" inner_html=status_html></p>
            </Show>
            <div inner_html=move || table_markup.get()></div>
            <Show when=exports_shown>
                <div class="row exports no-print">
                    <span class="help" data-said>{said(msg::page_tools_compare_export())}</span>
                    <button type="button" class="small" data-act="csv" data-testid="compare-csv">"CSV"</button>
                    <button type="button" class="small" data-act="md" data-testid="compare-md">"Markdown"</button>
                </div>
            </Show>
        </section>
    }
}
