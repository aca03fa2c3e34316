//! The share panel: the link to this configuration, Copy link, Copy as Markdown (the results' table in the page's
//! words) and the embed snippet. Its markup is in index.html; the charts module brings it to life
//! (`guest::charts`), computing the results it words only when the Markdown table is copied.

use crate::prelude::*;
use web_sys::Event;

use crate::browser;
use crate::browser::dom::{self, said, slot, target_data, Prop};
use crate::persist::query;
use crate::state::form::Launch;
use crate::state::outcome::{embed_snippet, AmdOutcome, Answer, IntelOutcome, Outcome};
use crate::state::State;
use occ_core::msg;

/// The share panel.
pub fn markup() -> String {
    format!(
        "<section class=\"panel\" id=\"share\" aria-labelledby=\"share-h\"><h2 id=\"share-h\"{}</h2>\
         <div class=\"field\"><label for=\"share-link\"{}</label><div class=\"row\">\
         <input id=\"share-link\" type=\"text\" readonly data-testid=\"share-link\">\
         <button type=\"button\" data-testid=\"copy-link\" data-copy=\"link\"{}</button></div></div>\
         <div class=\"row\"><button type=\"button\" data-testid=\"copy-markdown\" data-copy=\"markdown\"{}</button>\
         </div><details class=\"embed-panel\"><summary{}</summary><label for=\"embed-code\"{}</label><textarea \
         id=\"embed-code\" readonly rows=\"4\" data-testid=\"embed-snippet\"></textarea><div class=\"row\"><button \
         type=\"button\" data-testid=\"copy-embed\" data-copy=\"embed\"{}</button><a id=\"embed-preview\" \
         target=\"_blank\" rel=\"noopener\"{}</a></div></details>\
         <p class=\"status\" id=\"share-status\" role=\"status\" data-testid=\"share-status\"></p></section>",
        said(msg::shell_share_title()),
        said(msg::shell_share_link()),
        said(msg::shell_copy_link()),
        said(msg::shell_copy_markdown()),
        said(msg::shell_embed()),
        said(msg::shell_embed_help()),
        said(msg::shell_copy_embed()),
        said(msg::shell_embed_preview()),
    )
}

/// Copy link, Copy as Markdown, and the embed snippet.
pub fn panel(state: State) {
    let status = RwSignal::new(String::new());
    // Microseconds: computed where needed rather than kept in a memo (one type less in the wasm).
    let query = move || state.good_form.with(query::to_query);
    let link = move |query: &str| format!("{}?{query}", browser::page_url());
    // The title only: the module words no results until the Markdown table is asked for.
    let snippet = move |query: &str| {
        let title = state.launch().as_ref().map(title).unwrap_or_default();
        embed_snippet(&browser::page_url(), query, &title)
    };
    let copy = move |ev: &Event| {
        let Some((_, what)) = target_data(ev, "data-copy") else {
            return;
        };
        let query = state.good_form.with_untracked(query::to_query);
        let (text, done) = match what.as_str() {
            "link" => (link(&query), "Link copied"),
            "embed" => (snippet(&query), "Embed code copied"),
            _ => {
                let link = link(&query);
                let markdown = state
                    .launch_untracked()
                    .as_ref()
                    .and_then(Answer::english)
                    .map(|a| a.markdown(&link))
                    .unwrap_or_default();
                // In the page's words, as shown (`page::words`).
                let markdown = {
                    let (words, vendor) = state.words_untracked();
                    words.convert(vendor, &markdown)
                };
                (markdown, "Markdown table copied")
            }
        };
        browser::copy_text(text, status, done);
    };
    dom::listen("share", &["click"], Box::new(copy));
    dom::keep(Box::new(move || {
        let query = query();
        vec![
            slot("share-link", Prop::Value, link(&query)),
            slot("embed-code", Prop::Value, snippet(&query)),
            slot(
                "embed-preview",
                Prop::Attr("href"),
                format!("?{query}&embed=1"),
            ),
            slot("share-status", Prop::Text, status.get()),
        ]
    }));
}

/// The results' title of a launch, as the results panel shows it.
fn title(launch: &Launch) -> String {
    match launch {
        Launch::Nvidia(calc) => Outcome::title(calc),
        Launch::Amd(calc) => AmdOutcome::title(calc),
        Launch::Intel(calc) => IntelOutcome::title(calc),
    }
}
