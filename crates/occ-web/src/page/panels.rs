//! The notices: messages about loaded links, storage and the modules, and the offer to load a last-used config
//! that was not restored. Markup (`notices_markup`) brought to life by a function that owns its signals
//! ([`crate::browser::dom`]). The saved-configs and share panels are run by the charts module (`crate::tools`).

use crate::prelude::*;

use crate::browser::dom::esc;
use crate::browser::dom::{self, slot, target_data, Prop};
use crate::state::State;
use std::fmt::Write as _;

/// Where the notices go.
pub fn notices_markup() -> &'static str {
    "<div class=\"notices\" id=\"notices\" aria-live=\"polite\" data-testid=\"notices\"></div>"
}

/// Messages about what could not be read; each can be dismissed. `offer`: the stored text of a last-used config
/// that was not restored (`crate::page`), offered to load here until loaded or dismissed.
pub fn notices(state: State, offer: RwSignal<Option<String>>) {
    dom::keep(Box::new(move || {
        let mut html = state.notices.with(|n| notices_html(n));
        if offer.with(Option::is_some) {
            html.push_str(UNSETTLED);
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
                    Err(why) => state
                        .notices
                        .update(|n| n.push(format!("The last-used config cannot be read: {why}"))),
                });
            }
        }),
    );
}

/// The notice about a last-used config that was not restored, with its offer.
const UNSETTLED: &str = "<p class=\"notice\" data-testid=\"notice-unsettled\"><span>The last-used config did not finish \
     loading last time, so it was not restored; it stays in this browser's storage until you change an input. \
     <button type=\"button\" class=\"small\" data-load-last=\"\" data-testid=\"load-last\">Load it anyway</button></span>\
     <button type=\"button\" class=\"small\" data-dismiss=\"offer\" aria-label=\"Dismiss this message\">×</button></p>";

/// Notices, each with a dismiss button (`data-dismiss`).
pub fn notices_html(list: &[String]) -> String {
    let mut out = String::new();
    for (i, text) in list.iter().enumerate() {
        let _ = write!(
            out,
            "<p class=\"notice\" data-testid=\"notice\"><span>{}</span><button type=\"button\" class=\"small\" \
             data-dismiss=\"{i}\" aria-label=\"Dismiss this message\">×</button></p>",
            esc(text)
        );
    }
    out
}
