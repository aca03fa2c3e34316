//! The page's language: the browser's languages decide unless a link, a stored config or the language control
//! names one (`state::lang`); Chinese is fetched when it is wanted (`messages.zh.page.txt`, written into `dist/` at build
//! time by `occ-shell`; a visit in English never loads it) and read with `Catalogue::exactly` (this build's text, by its id). The markup written at
//! build time names each text's message by its catalogue index (`data-m`, `data-m-<attribute>`: `dom::said`),
//! and [`keep`] says them again whenever the language or the words change. `<html lang>` follows.

use std::cell::Cell;

use occ_core::msg::{Catalogue, Lang, Msg, Say};
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::browser::{self, dom};
use crate::prelude::*;
use crate::state::form::Notice;
use crate::state::{self, State};

/// What markup may say from a message: the element's text (`data-m`) or an attribute (`data-m-<name>`), and the
/// attribute that keeps its English once it is said otherwise.
const SAID: [(&str, &str, &str); 4] = [
    ("", "data-m", "data-en"),
    ("title", "data-m-title", "data-en-title"),
    ("aria-label", "data-m-aria-label", "data-en-aria-label"),
    ("placeholder", "data-m-placeholder", "data-en-placeholder"),
];

/// Where the Chinese text is: its id in the address keeps a cached file of another build from answering. The
/// pre-paint script (`page::pre_paint_script`) starts the same request when it sees Chinese coming.
pub fn chinese_path() -> String {
    format!("./messages.zh.page.txt?v={}", occ_core::msg::ZH_PAGE_ID)
}

/// Makes `lang` ready to be said, then calls `done` (at once for English or a Chinese read already), with a
/// notice when Chinese could not be read (the page then stays in English).
/// A second call while a request is on its way makes another (the page asks once per choice of Chinese: `keep`).
pub fn ready(lang: Lang, done: Box<dyn FnOnce(Option<Notice>)>) {
    if lang == Lang::En || state::chinese().is_some() {
        return done(None);
    }
    browser::get_text(
        &chinese_path(),
        Box::new(move |text: browser::Fetched| {
            let read = text
                .ok()
                .and_then(|text| Catalogue::exactly(text, occ_core::msg::ZH_PAGE_ID));
            done(match read {
                Some(catalogue) => {
                    // Read once and kept for the page's life.
                    state::set_chinese(Box::leak(Box::new(catalogue)));
                    None
                }
                // The request failed, or the text is another build's.
                None => Some(occ_core::msg::page_notice_no_chinese().into()),
            });
        }),
    );
}

/// Says every element of the markup that names a message again, with `say`. (No such element sits inside markup
/// about other GPUs than the chosen one, `data-own-words`: a panel that shows several GPUs writes each one's texts
/// with a `Say` about it.) Kept out of line: one copy of the message writer for it.
#[inline(never)]
fn resay(say: Say) {
    let selector = "[data-m],[data-m-title],[data-m-aria-label],[data-m-placeholder]";
    let Ok(list) = document().query_selector_all(selector) else {
        return;
    };
    for i in 0..list.length() {
        let Some(element) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        for (name, index, original) in SAID {
            let Some(message) = element
                .get_attribute(index)
                .and_then(|index| index.parse().ok())
                .and_then(Msg::from_index)
            else {
                continue;
            };
            let now = match name {
                "" => element.text_content(),
                name => element.get_attribute(name),
            }
            .unwrap_or_default();
            // The markup's English, kept before it is first said otherwise: the page's English catalogue leaves
            // a plain text of the markup empty (`build/messages.rs`, `page_english_text`), as the markup holds it.
            let english = element.get_attribute(original).unwrap_or_else(|| {
                let _ = element.set_attribute(original, &now);
                now.clone()
            });
            let mut text = say.say(message);
            if text.is_empty() {
                text = english;
            }
            if text != now {
                if name.is_empty() {
                    element.set_text_content(Some(&text));
                } else {
                    let _ = element.set_attribute(name, &text);
                }
            }
        }
    }
}

/// Keeps the page in its language: `<html lang>`, the markup's texts (said again when the language or the words
/// change, and at once when they are not the markup's English in NVIDIA's own words), and Chinese fetched when it
/// is chosen and not read yet (the form's readers run again once it is).
pub fn keep(state: State) {
    // What the markup says now: nothing yet, so the first run says every element (an input hidden until the page
    // shows it holds only its message's index, `calculator::input_markup`), then the language and words said.
    let shown = Cell::new(None);
    // The language asked for when Chinese was last fetched (the page mounted once its start's language was
    // ready): a failed fetch is tried again when Chinese is chosen again, not on every change of the form.
    let asked = Cell::new(state.form.with_untracked(state::lang));
    dom::effect(Box::new(move || {
        let say = state.say();
        let lang = state.form.with(state::lang);
        let chinese = lang == Lang::Zh && state::chinese().is_some();
        let now = (chinese, say.words());
        if shown.replace(Some(now)) != Some(now) {
            if let Some(root) = document().document_element() {
                let _ = root.set_attribute("lang", if chinese { "zh-CN" } else { "en" });
            }
            resay(say);
        }
        if asked.replace(lang) != lang && lang == Lang::Zh && !chinese {
            ready(
                lang,
                Box::new(move |notice| match notice {
                    // The form's readers (this effect too) run again, now with Chinese.
                    None => state.form.update(|_| {}),
                    Some(notice) => state.notices.update(|n| {
                        if !n.contains(&notice) {
                            n.push(notice);
                        }
                    }),
                }),
            );
        }
    }));
}
