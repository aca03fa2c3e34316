//! The notices: messages about loaded links, storage and the modules, and the offer to load a last-used config
//! that was not restored. Markup (`notices_markup`) brought to life by a function that owns its signals
//! ([`crate::browser::dom`]). The saved-configs and share panels are run by the charts module (`crate::tools`).

use crate::prelude::*;

use crate::browser::dom::esc;
use crate::browser::dom::{self, slot, target_data, Prop};
use crate::state::form::Notice;
use crate::state::State;
use occ_core::msg::{self, Say};
use std::fmt::Write as _;

/// Where the notices go.
pub fn notices_markup() -> &'static str {
    "<div class=\"notices\" id=\"notices\" aria-live=\"polite\" data-testid=\"notices\"></div>"
}

/// Messages about what could not be read; each can be dismissed. `offer`: the stored text of a last-used config
/// that was not restored (`crate::page`), offered to load here until loaded or dismissed.
pub fn notices(state: State, offer: RwSignal<Option<String>>) {
    dom::keep(Box::new(move || {
        let say = state.say();
        let mut html = state.notices.with(|n| notices_html(n, &say));
        if offer.with(Option::is_some) {
            html.push_str(&unsettled(&say));
        }
        vec![slot("notices", Prop::Html, html)]
    }));
    dom::listen(
        "notices",
        &["click"],
        Box::new(move |ev| {
            if let Some((_, index)) = target_data(ev, "data-dismiss") {
                match index.parse::<usize>() {
                    Ok(index) => state.notices.update(|n| {
                        if index < n.len() {
                            n.remove(index);
                        }
                    }),
                    // The offer's own notice: dismissed, the config stays in storage as it is.
                    Err(_) => offer.set(None),
                }
            } else if target_data(ev, "data-load-last").is_some() {
                let Some(raw) = offer.get_untracked() else {
                    return;
                };
                offer.set(None);
                crate::page::read_last(&raw, move |read| match read {
                    Ok((form, messages)) => {
                        state.notices.update(|n| n.extend(messages));
                        state.form.set(form);
                    }
                    Err(why) => state.notices.update(|n| {
                        n.push(Notice::from(msg::page_notice_last_unread("")).with(0, why))
                    }),
                });
            }
        }),
    );
}

/// The notice about a last-used config that was not restored, with its offer.
fn unsettled(say: &Say) -> String {
    format!(
        "<p class=\"notice\" data-testid=\"notice-unsettled\"><span>{} <button type=\"button\" class=\"small\" \
         data-load-last=\"\" data-testid=\"load-last\">{}</button></span>{}</p>",
        esc(&say.say(msg::page_notice_unsettled())),
        esc(&say.say(msg::page_notice_load_anyway())),
        dismiss("offer", say)
    )
}

/// The button that dismisses notice `index`.
fn dismiss(index: &str, say: &Say) -> String {
    format!(
        "<button type=\"button\" class=\"small\" data-dismiss=\"{index}\" aria-label=\"{}\">×</button>",
        esc(&say.say(msg::page_notice_dismiss()))
    )
}

/// Notices, each with a dismiss button (`data-dismiss`), said by `say`.
pub fn notices_html(list: &[Notice], say: &Say) -> String {
    let mut out = String::new();
    for (i, notice) in list.iter().enumerate() {
        let _ = write!(
            out,
            "<p class=\"notice\" data-testid=\"notice\"><span>{}</span>{}</p>",
            esc(&notice.say(say)),
            dismiss(&i.to_string(), say)
        );
    }
    out
}
