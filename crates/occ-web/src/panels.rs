//! The side panels: notices about loaded links and storage, saved configs, and sharing (link, Markdown, embed).

use leptos::prelude::*;

use crate::app::State;
use crate::browser;
use crate::html;
use crate::outcome::embed_snippet;
use crate::query;
use crate::saved::{check_name, key_for, read_saved, saved_json, ConfigDto, Saved};
use wasm_bindgen::JsCast;

/// The `data-*` attribute of the element an event happened in (or of its nearest ancestor that has it).
pub fn target_data(
    ev: &leptos::ev::MouseEvent,
    attribute: &str,
) -> Option<(web_sys::Element, String)> {
    let element = ev
        .target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(&format!("[{attribute}]"))
        .ok()??;
    let value = element.get_attribute(attribute)?;
    Some((element, value))
}

/// Messages about what could not be read; each can be dismissed.
#[component]
pub fn Notices() -> impl IntoView {
    let state = expect_context::<State>();
    view! {
        <div
            class="notices"
            aria-live="polite"
            data-testid="notices"
            on:click=move |ev| {
                if let Some((_, index)) = target_data(&ev, "data-dismiss") {
                    let index: usize = index.parse().unwrap_or(usize::MAX);
                    state.notices.update(|n| {
                        if index < n.len() {
                            n.remove(index);
                        }
                    });
                }
            }
            inner_html=move || state.notices.with(|n| html::notices(n))
        ></div>
    }
}

/// Save, load, rename and delete configs in this browser's localStorage.
#[component]
pub fn SavedConfigs() -> impl IntoView {
    let state = expect_context::<State>();
    let saved = RwSignal::new(Vec::<Saved>::new());
    let unreadable = RwSignal::new(Vec::<String>::new());
    let name = RwSignal::new(String::new());
    let status = RwSignal::new(String::new());
    let renaming = RwSignal::new(None::<Saved>);
    let rename_to = RwSignal::new(String::new());
    let refresh = move || {
        let (list, notices) = read_saved(browser::storage_items());
        saved.set(list);
        unreadable.set(notices);
    };
    refresh();
    let can_save =
        move || state.errors.with(Vec::is_empty) && state.form.with(|f| f.roof.check().is_ok());
    let save = move || {
        let result = check_name(&name.get_untracked()).and_then(|name| {
            let config = state
                .form
                .with_untracked(ConfigDto::from_form)
                .ok_or("Fix the invalid inputs before saving".to_string())?;
            let existed = browser::storage_get(&key_for(&name)).is_some();
            browser::storage_set(&key_for(&name), &saved_json(&name, &config))?;
            Ok(if existed {
                format!("Replaced '{name}'")
            } else {
                format!("Saved '{name}'")
            })
        });
        match result {
            Ok(message) => {
                name.set(String::new());
                status.set(message);
            }
            Err(message) => status.set(message),
        }
        refresh();
    };
    let load = move |entry: Saved| {
        let (form, messages) = entry
            .config
            .to_form(&format!("Saved config '{}'", entry.name));
        state.form.set(form);
        state.notices.update(|n| n.extend(messages));
        status.set(format!("Loaded '{}'", entry.name));
    };
    let rename = move || {
        let Some(entry) = renaming.get_untracked() else {
            return;
        };
        let result = check_name(&rename_to.get_untracked()).and_then(|new| {
            if new == entry.name {
                return Ok(None);
            }
            if browser::storage_get(&key_for(&new)).is_some() {
                return Err(format!("A config named '{new}' exists already"));
            }
            browser::storage_set(&key_for(&new), &saved_json(&new, &entry.config))?;
            browser::storage_delete(&entry.key);
            Ok(Some(new))
        });
        match result {
            Ok(Some(new)) => status.set(format!("Renamed '{}' to '{new}'", entry.name)),
            Ok(None) => {}
            Err(message) => {
                status.set(message);
                return;
            }
        }
        renaming.set(None);
        refresh();
    };
    let delete = move |entry: Saved| {
        browser::storage_delete(&entry.key);
        status.set(format!("Deleted '{}'", entry.name));
        refresh();
    };
    let on_list_click = move |ev: leptos::ev::MouseEvent| {
        let Some((button, action)) = target_data(&ev, "data-action") else {
            return;
        };
        let index: usize = button
            .get_attribute("data-index")
            .and_then(|i| i.parse().ok())
            .unwrap_or(usize::MAX);
        let Some(entry) = saved.with_untracked(|s| s.get(index).cloned()) else {
            return;
        };
        match action.as_str() {
            "load" => load(entry),
            "rename" => {
                rename_to.set(entry.name.clone());
                renaming.set(Some(entry));
            }
            "delete" => delete(entry),
            _ => {}
        }
    };
    view! {
        <section class="panel" aria-labelledby="saved-h">
            <h2 id="saved-h">"Saved configs"</h2>
            <form
                class="row"
                on:submit=move |ev| {
                    ev.prevent_default();
                    save();
                }
            >
                <label class="sr-only" for="save-name">"Name for this config"</label>
                <input
                    id="save-name"
                    type="text"
                    placeholder="Name, e.g. gemm 128x128"
                    data-testid="save-name"
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
                <button type="submit" data-testid="save" disabled=move || !can_save()>
                    "Save"
                </button>
            </form>
            <p class="status" role="status" data-testid="saved-status">{move || status.get()}</p>
            <ul
                class="saved"
                data-testid="saved-list"
                on:click=on_list_click
                inner_html=move || saved.with(|s| html::saved_list(s))
            ></ul>
            <Show when=move || renaming.with(Option::is_some)>
                <div class="row rename">
                    <label for="rename-input">
                        {move || renaming.with(|r| r.as_ref().map(|r| format!("New name for '{}'", r.name)))}
                    </label>
                    <input
                        id="rename-input"
                        type="text"
                        data-testid="rename-input"
                        prop:value=move || rename_to.get()
                        on:input=move |ev| rename_to.set(event_target_value(&ev))
                        on:keydown=move |ev| {
                            if ev.key() == "Enter" {
                                rename();
                            } else if ev.key() == "Escape" {
                                renaming.set(None);
                            }
                        }
                    />
                    <button type="button" class="small" data-testid="rename-ok" on:click=move |_| rename()>
                        "Rename"
                    </button>
                    <button type="button" class="small" on:click=move |_| renaming.set(None)>
                        "Cancel"
                    </button>
                </div>
            </Show>
            <div data-testid="storage-notices" inner_html=move || unreadable.with(|n| html::notices_plain(n))></div>
        </section>
    }
}

/// Copy link, Copy as Markdown, and the embed snippet.
#[component]
pub fn Share() -> impl IntoView {
    let state = expect_context::<State>();
    let status = RwSignal::new(String::new());
    let query = Memo::new(move |_| query::to_query(&state.good_form.get()));
    let link = move || format!("{}?{}", browser::page_url(), query.get());
    let markdown = move || {
        state.calc.with(|c| {
            state.outcome.with(|o| match (c, o) {
                (Some(c), Some(o)) => o.markdown(c, &link()),
                _ => String::new(),
            })
        })
    };
    let snippet = move || {
        let title = state
            .outcome
            .with(|o| o.as_ref().map(|o| o.title.clone()).unwrap_or_default());
        embed_snippet(&browser::page_url(), &query.get(), &title)
    };
    view! {
        <section class="panel" aria-labelledby="share-h">
            <h2 id="share-h">"Share"</h2>
            <div class="field">
                <label for="share-link">"Link to this configuration"</label>
                <div class="row">
                    <input id="share-link" type="text" readonly data-testid="share-link" prop:value=link/>
                    <button
                        type="button"
                        data-testid="copy-link"
                        on:click=move |_| browser::copy_text(link(), status, "Link copied")
                    >
                        "Copy link"
                    </button>
                </div>
            </div>
            <div class="row">
                <button
                    type="button"
                    data-testid="copy-markdown"
                    on:click=move |_| browser::copy_text(markdown(), status, "Markdown table copied")
                >
                    "Copy as Markdown"
                </button>
            </div>
            <details class="embed-panel">
                <summary>"Embed"</summary>
                <label for="embed-code">"Paste this into a page to show the results and the block-size chart (640×420):"</label>
                <textarea id="embed-code" readonly rows="4" data-testid="embed-snippet" prop:value=snippet></textarea>
                <div class="row">
                    <button
                        type="button"
                        data-testid="copy-embed"
                        on:click=move |_| browser::copy_text(snippet(), status, "Embed code copied")
                    >
                        "Copy embed code"
                    </button>
                    <a href=move || format!("?{}&embed=1", query.get()) target="_blank" rel="noopener">
                        "Preview the embed"
                    </a>
                </div>
            </details>
            <p class="status" role="status" data-testid="share-status">{move || status.get()}</p>
        </section>
    }
}
