//! The share panel: the link to this configuration, Copy link, Copy as Markdown (the results' table in the page's
//! words) and the embed snippet. Its markup is in index.html; the charts module brings it to life
//! (`guest::charts`), computing the results it words only when the Markdown table is copied.

use crate::prelude::*;
use web_sys::Event;

use crate::browser;
use crate::browser::dom::{self, named, said, slot, target_data, Prop};
use crate::persist::query;
use crate::state::outcome::{self, embed_snippet};
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
        named(msg::shell_embed_help()),
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
        let title = state
            .launch()
            .as_ref()
            .map(outcome::english_title)
            .unwrap_or_default();
        embed_snippet(&browser::page_url(), query, &title)
    };
    let copy = move |ev: &Event| {
        let Some((_, what)) = target_data(ev, "data-copy") else {
            return;
        };
        let query = state.good_form.with_untracked(query::to_query);
        let say = state.form.with_untracked(crate::calculator::say::tools_say);
        let (text, done) = match what.as_str() {
            "link" => (link(&query), msg::page_tools_copied_link()),
            "embed" => (snippet(&query), msg::page_tools_copied_embed()),
            _ => {
                let link = link(&query);
                // In the page's language and words, as shown.
                let markdown = state
                    .launch_untracked()
                    .and_then(|v| Some((v, v.launch.answer().ok()?)))
                    .map(|(v, answer)| outcome::markdown(&v, &answer, &link, &say))
                    .unwrap_or_default();
                (markdown, msg::page_tools_copied_markdown())
            }
        };
        browser::copy_text(
            text,
            status,
            say.say(done),
            say.say(msg::page_tools_copy_refused()),
        );
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

#[cfg(test)]
mod tests {
    use occ_core::msg::Say;

    use crate::calculator::say::check::{chinese, english_words};
    use crate::state::input::Form;
    use crate::state::outcome::{markdown, title};

    fn launches() -> Vec<crate::state::form::Valid> {
        [
            Form::default(),
            Form {
                gpu: "instinct-mi300x".to_string(),
                threads: "256".to_string(),
                regs: "128".to_string(),
                ..Form::default()
            },
            Form {
                gpu: "arc-b580".to_string(),
                threads: "256".to_string(),
                sub_group: "16".to_string(),
                global_size: "1048576".to_string(),
                ..Form::default()
            },
        ]
        .iter()
        .map(|form| form.launch().unwrap())
        .collect()
    }

    #[test]
    fn the_markdown_table_speaks_chinese_in_every_vocabulary() {
        for launch in launches() {
            let vendor = launch.vendor();
            for say in chinese(vendor) {
                let answer = launch.launch.answer().unwrap();
                let markdown = markdown(&launch, &answer, "https://example.test/?v=1", &say);
                // The link's letters and the GPU's title (its product name and compute capability) are no text.
                let text = markdown
                    .replace("https://example.test/?v=1", "")
                    .replace(&title(&launch, &say), "");
                assert_eq!(english_words(&text), Vec::<String>::new(), "{markdown}");
                assert!(markdown.contains("在 occ 中打开"), "{markdown}");
            }
            // English in the GPU's own words reads as before.
            let english = Say::english(vendor);
            let markdown = markdown(&launch, &launch.launch.answer().unwrap(), "", &english);
            assert!(markdown.starts_with("**GPU occupancy** — "), "{markdown}");
            assert!(markdown.contains("| Limited by | "), "{markdown}");
            assert!(!markdown.contains("Open in occ"), "{markdown}");
        }
    }
}
