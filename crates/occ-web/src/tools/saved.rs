//! The saved-configs panel: save, load, rename and delete configs in this browser's localStorage. Its markup is in
//! index.html; the charts module brings it to life (`guest::charts`), so the page's first wasm holds none of it. A
//! loaded config goes to the page as a form change (`send_form` in `crate::tools`), its notices as the page's notices.

use crate::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, KeyboardEvent};

use crate::browser;
use crate::browser::dom::esc;
use crate::browser::dom::{self, flag, said, said_attr, slot, target_data, value_of, Prop};
use crate::persist::saved::{check_name, key_for, read_saved, saved_json, Config, Saved};
use crate::state::State;
use occ_core::msg::{self, Say};
use std::fmt::Write as _;

/// The saved-configs panel.
pub fn markup() -> String {
    format!(
        "<section class=\"panel\" id=\"saved\" aria-labelledby=\"saved-h\"><h2 id=\"saved-h\"{}</h2>\
         <form class=\"row\" id=\"save-form\"><label class=\"sr-only\" for=\"save-name\"{}</label>\
         <input id=\"save-name\" type=\"text\"{} data-testid=\"save-name\">\
         <button type=\"submit\" id=\"save\" data-testid=\"save\"{}</button></form>\
         <p class=\"status\" id=\"saved-status\" role=\"status\" data-testid=\"saved-status\"></p>\
         <ul class=\"saved\" id=\"saved-list\" data-testid=\"saved-list\"></ul>\
         <div class=\"row rename\" id=\"rename\" hidden><label for=\"rename-input\" id=\"rename-label\"></label>\
         <input id=\"rename-input\" type=\"text\" data-testid=\"rename-input\">\
         <button type=\"button\" class=\"small\" data-testid=\"rename-ok\" data-action=\"rename-ok\"{}</button>\
         <button type=\"button\" class=\"small\" data-action=\"rename-cancel\"{}</button></div>\
         <div id=\"storage-notices\" data-testid=\"storage-notices\"></div></section>",
        said(msg::shell_saved_title()),
        said(msg::shell_saved_name()),
        said_attr("placeholder", msg::shell_saved_name_placeholder()),
        said(msg::shell_save()),
        said(msg::shell_rename()),
        said(msg::shell_cancel()),
    )
}

/// The saved-configs panel's state.
#[derive(Default)]
struct Panel {
    list: Vec<Saved>,
    /// Messages about entries that cannot be read.
    unreadable: Vec<String>,
    status: String,
    /// The entry being renamed.
    renaming: Option<Saved>,
}

/// Save, load, rename and delete configs in this browser's localStorage.
pub fn panel(state: State) {
    // One signal for the panel (one signal type less in the wasm than four of them).
    let panel = RwSignal::new(Panel::default());
    let status = move |message: String| panel.update(|p| p.status = message);
    let renaming = move |entry: Option<Saved>| panel.update(|p| p.renaming = entry);
    let refresh = move || {
        let (list, notices) = read_saved(browser::storage_items());
        let say = state.form.with_untracked(crate::calculator::say::tools_say);
        let notices = notices.iter().map(|n| n.say(&say)).collect();
        panel.update(|p| (p.list, p.unreadable) = (list, notices));
    };
    refresh();
    // What the panel says, when it says it (a status stays as said until the next).
    let say = move || state.form.with_untracked(crate::calculator::say::tools_say);
    let save = move || {
        let say = say();
        let result = check_name(&value_of("save-name")).and_then(|name| {
            let config = state
                .form
                .with_untracked(Config::from_form)
                .ok_or_else(|| say.say(msg::page_tools_saved_invalid()))?;
            let existed = browser::storage_get(&key_for(&name)).is_some();
            browser::storage_set(&key_for(&name), &saved_json(&name, &config))?;
            Ok(say.say(if existed {
                msg::page_tools_saved_replaced(&name)
            } else {
                msg::page_tools_saved_saved(&name)
            }))
        });
        match result {
            Ok(message) => {
                dom::apply(&slot("save-name", Prop::Value, ""));
                status(message);
            }
            Err(message) => status(message),
        }
        refresh();
    };
    let rename = move || {
        let Some(entry) = panel.with_untracked(|p| p.renaming.clone()) else {
            return;
        };
        let say = say();
        let result = check_name(&value_of("rename-input")).and_then(|new| {
            if new == entry.name {
                return Ok(None);
            }
            if browser::storage_get(&key_for(&new)).is_some() {
                return Err(say.say(msg::page_tools_saved_exists(&new)));
            }
            browser::storage_set(&key_for(&new), &saved_json(&new, &entry.config))?;
            browser::storage_delete(&entry.key);
            Ok(Some(new))
        });
        match result {
            Ok(Some(new)) => status(say.say(msg::page_tools_saved_renamed(&entry.name, &new))),
            Ok(None) => {}
            Err(message) => {
                status(message);
                return;
            }
        }
        renaming(None);
        refresh();
    };
    let act = move |action: &str, entry: Option<Saved>| match (action, entry) {
        ("load", Some(entry)) => {
            let (form, messages) = entry
                .config
                .to_form(occ_core::msg::page_tools_notice_saved(&entry.name));
            let say = say();
            let messages: Vec<String> = messages.iter().map(|n| n.say(&say)).collect();
            super::send_form(&form, state.dark.get_untracked(), &messages);
            status(say.say(msg::page_tools_saved_loaded(&entry.name)));
        }
        ("rename", Some(entry)) => {
            dom::apply(&slot("rename-input", Prop::Value, entry.name.clone()));
            // Shown now (the effect would show it after this event) so the keyboard can go straight to it.
            dom::apply(&slot("rename", Prop::Hidden, ""));
            browser::focus_testid("rename-input");
            renaming(Some(entry));
        }
        ("delete", Some(entry)) => {
            browser::storage_delete(&entry.key);
            status(say().say(msg::page_tools_saved_deleted(&entry.name)));
            refresh();
        }
        ("rename-ok", _) => rename(),
        ("rename-cancel", _) => renaming(None),
        _ => {}
    };
    let handle = move |ev: &Event| match ev.type_().as_str() {
        "submit" => {
            ev.prevent_default();
            save();
        }
        "keydown" => {
            let key = ev.dyn_ref::<KeyboardEvent>().map(KeyboardEvent::key);
            let in_rename = dom::target(ev).is_some_and(|t| t.id() == "rename-input");
            match key.as_deref() {
                Some("Enter") if in_rename => rename(),
                Some("Escape") if in_rename => renaming(None),
                _ => {}
            }
        }
        _ => {
            let Some((button, action)) = target_data(ev, "data-action") else {
                return;
            };
            let entry = button
                .get_attribute("data-index")
                .and_then(|i| i.parse::<usize>().ok())
                .and_then(|i| panel.with_untracked(|p| p.list.get(i).cloned()));
            act(&action, entry);
        }
    };
    dom::listen("saved", &["submit", "click", "keydown"], Box::new(handle));
    dom::keep(Box::new(move || {
        let say = state.form.with(crate::calculator::say::tools_say);
        panel.with(|p| {
            let label = p
                .renaming
                .as_ref()
                .map(|r| say.say(msg::page_tools_saved_new_name(&r.name)))
                .unwrap_or_default();
            vec![
                slot("saved-status", Prop::Text, p.status.clone()),
                slot("saved-list", Prop::Html, saved_list(&p.list, &say)),
                slot("rename", Prop::Hidden, flag(label.is_empty())),
                slot("rename-label", Prop::Text, label),
                slot(
                    "storage-notices",
                    Prop::Html,
                    notices_plain_html(&p.unreadable),
                ),
            ]
        })
    }));
    // Apart from the list: only this follows every keystroke.
    dom::keep(Box::new(move || {
        let can_save = state.errors(<[_]>::is_empty) && state.form.with(|f| f.roof.check().is_ok());
        vec![slot("save", Prop::Attr("disabled"), flag(!can_save))]
    }));
}

/// The saved-config list: each item has Load, Rename and Delete buttons (`data-action`, `data-index`), said by
/// `say` (`data-said`: the names are people's own).
pub fn saved_list(saved: &[Saved], say: &Say) -> String {
    if saved.is_empty() {
        return format!(
            "<li class=\"help\" data-said>{}</li>",
            esc(&say.say(msg::page_tools_saved_none()))
        );
    }
    let mut out = String::new();
    for (i, s) in saved.iter().enumerate() {
        let name = esc(&s.name);
        let _ = write!(
            out,
            "<li data-testid=\"saved-item\" data-name=\"{name}\" data-said><span class=\"name\">{name}</span><span \
             class=\"actions\">"
        );
        for (action, text, label) in [
            (
                "load",
                msg::page_tools_saved_load(),
                msg::page_tools_saved_load_label(&s.name),
            ),
            (
                "rename",
                msg::page_tools_saved_rename(),
                msg::page_tools_saved_rename_label(&s.name),
            ),
            (
                "delete",
                msg::page_tools_saved_delete(),
                msg::page_tools_saved_delete_label(&s.name),
            ),
        ] {
            let _ = write!(
                out,
                "<button type=\"button\" class=\"small\" data-action=\"{action}\" data-index=\"{i}\" \
                 aria-label=\"{}\">{}</button>",
                esc(&say.say(label)),
                esc(&say.say(text))
            );
        }
        out.push_str("</span></li>");
    }
    out
}

/// Notices without dismiss buttons (about stored entries, which stay until fixed).
pub fn notices_plain_html(list: &[String]) -> String {
    list.iter()
        .map(|text| {
            format!(
                "<p class=\"notice\" data-testid=\"storage-notice\">{}</p>",
                esc(text)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use occ_core::msg::Say;
    use occ_core::Vendor;

    use super::saved_list;
    use crate::calculator::say::check::{chinese, english_words, said_texts};
    use crate::persist::saved::{key_for, Config, Saved};
    use crate::state::input::Form;

    #[test]
    fn the_list_speaks_the_page_s_language_and_keeps_the_names() {
        let config = Config::from_form(&Form::default()).unwrap();
        let saved = [Saved {
            name: "gemm tile".to_string(),
            key: key_for("gemm tile"),
            config,
        }];
        let english = saved_list(&saved, &Say::english(Vendor::Nvidia));
        assert!(
            english.contains("aria-label=\"Delete gemm tile\">Delete</button>"),
            "{english}"
        );
        assert!(saved_list(&[], &Say::english(Vendor::Nvidia)).contains("No saved configs"));
        for say in chinese(Vendor::Nvidia) {
            for list in [saved_list(&saved, &say), saved_list(&[], &say)] {
                let texts = said_texts(&list);
                assert!(!texts.is_empty(), "{list}");
                for text in texts {
                    let words = english_words(&text.replace("gemm tile", ""));
                    assert_eq!(words, Vec::<String>::new(), "{list}");
                }
            }
            assert!(saved_list(&saved, &say).contains(">删除</button>"));
        }
    }
}
