//! How the page's panels reach the DOM: each panel is markup built once, its events are delegated to one listener
//! on the panel, and one Effect per panel sets only the [`Slot`]s (element properties) whose values changed.
//!
//! Leptos' `view!` would build the same DOM, but every element and closure it types is code in the page's wasm;
//! this keeps the page within its byte budget (the tools module, loaded on demand, still uses `view!`).

use std::cell::RefCell;

use crate::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement};

/// What a [`Slot`] sets on its element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prop {
    /// An input's value (set only when it differs from what the input holds, so the caret stays).
    Value,
    Text,
    /// The children, as markup.
    Html,
    /// The `hidden` attribute: hidden when the value is not empty.
    Hidden,
    /// A checkbox: checked when the value is not empty.
    Checked,
    /// An attribute; an empty value removes it.
    Attr(&'static str),
}

/// One property of one element, as it should be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The element's id.
    pub id: String,
    pub prop: Prop,
    pub value: String,
}

/// A [`Slot`].
pub fn slot(id: impl Into<String>, prop: Prop, value: impl Into<String>) -> Slot {
    Slot {
        id: id.into(),
        prop,
        value: value.into(),
    }
}

/// The value of a flag slot ([`Prop::Hidden`], [`Prop::Checked`], a boolean attribute).
pub fn flag(on: bool) -> String {
    if on { "1" } else { "" }.to_string()
}

/// The slots of `next` that differ from `last` (all of them when there is no `last`).
pub fn changed<'a>(last: Option<&'a [Slot]>, next: &'a [Slot]) -> impl Iterator<Item = &'a Slot> {
    next.iter()
        .enumerate()
        .filter(move |(i, slot)| last.and_then(|l| l.get(*i)) != Some(*slot))
        .map(|(_, slot)| slot)
}

/// Sets one property of one element.
pub fn apply(slot: &Slot) {
    let Some(element) = document().get_element_by_id(&slot.id) else {
        return;
    };
    let on = !slot.value.is_empty();
    let input = element.dyn_ref::<HtmlInputElement>();
    match slot.prop {
        Prop::Value => {
            if let Some(input) = input.filter(|i| i.value() != slot.value) {
                input.set_value(&slot.value);
            } else if let Some(area) = element.dyn_ref::<web_sys::HtmlTextAreaElement>() {
                area.set_value(&slot.value);
            } else if let Some(select) = element.dyn_ref::<web_sys::HtmlSelectElement>() {
                select.set_value(&slot.value);
            }
        }
        Prop::Text => element.set_text_content(Some(&slot.value)),
        Prop::Html => element.set_inner_html(&slot.value),
        Prop::Hidden => {
            let _ = element.toggle_attribute_with_force("hidden", on);
        }
        Prop::Checked => {
            if let Some(input) = input {
                input.set_checked(on);
            }
        }
        Prop::Attr(name) => {
            let _ = if on {
                element.set_attribute(name, &slot.value)
            } else {
                element.remove_attribute(name)
            };
        }
    }
}

/// Runs `run` now and again whenever a signal it read changes: Leptos' Effect, boxed so that every effect of the
/// page shares one instance of the Effect's code (each closure type would be a copy of it in the wasm). What an
/// effect keeps between runs lives in its closure (`Cell`s).
pub fn effect(run: Box<dyn Fn()>) {
    Effect::new(move |_| run());
}

/// Keeps the DOM showing `slots()`: an [`effect`] that re-reads the signals `slots` reads and sets what changed.
pub fn keep(slots: Box<dyn Fn() -> Vec<Slot>>) {
    let last = RefCell::new(None::<Vec<Slot>>);
    effect(Box::new(move || {
        let next = slots();
        for slot in changed(last.borrow().as_deref(), &next) {
            apply(slot);
        }
        *last.borrow_mut() = Some(next);
    }));
}

/// Calls `handle` for every event of `kinds` in the element with id `id` (for the life of the page; events that do
/// not bubble, such as `pointerenter`, only for the element itself).
pub fn listen(id: &str, kinds: &[&str], handle: Box<dyn Fn(&Event)>) {
    let Some(element) = document().get_element_by_id(id) else {
        return;
    };
    let handler = Closure::<dyn Fn(Event)>::new(move |ev: Event| handle(&ev));
    for kind in kinds {
        let _ = element.add_event_listener_with_callback(kind, handler.as_ref().unchecked_ref());
    }
    handler.forget();
}

/// The element an event happened in.
pub fn target(ev: &Event) -> Option<Element> {
    ev.target()?.dyn_into::<Element>().ok()
}

/// The `data-*` attribute of the element an event happened in (or of its nearest ancestor that has it).
pub fn target_data(ev: &Event, attribute: &str) -> Option<(Element, String)> {
    let element = target(ev)?.closest(&format!("[{attribute}]")).ok()??;
    let value = element.get_attribute(attribute)?;
    Some((element, value))
}

/// The value an `<input>` or `<textarea>` with id `id` holds.
pub fn value_of(id: &str) -> String {
    document()
        .get_element_by_id(id)
        .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// Escapes text for element content and quoted attributes (`&`, `<`, `>`, `"`, `'`).
pub fn esc(text: &str) -> String {
    html_escape::encode_quoted_attribute(text).into_owned()
}

/// How the page's markup says a message: in English, in NVIDIA's own words, as `index.html` is written at build time
/// (by the native `occ-shell`, from the whole English catalogue: the page's own leaves the markup's plain texts to
/// the markup).
fn shell_say() -> occ_core::msg::Say {
    occ_core::msg::Say::english(occ_core::Vendor::Nvidia)
}

/// The end of an opening tag and its text, said from `message`, which the page says again in the chosen language
/// and words (`data-m`, its catalogue index: `crate::page::lang`): `format!("<h2 id=\"x\"{}</h2>", said(msg::…()))`.
pub fn said(message: occ_core::msg::Msg) -> String {
    format!(
        " data-m=\"{}\">{}",
        message.index(),
        html_escape::encode_text(&shell_say().say(message))
    )
}

/// The end of an opening tag naming `message` (`data-m`) and no text, for markup below the header whose message the
/// page's English holds (one with a parameter or a noun, or another area's than `shell-`): the stylesheet shows
/// only the header until the wasm is ready, and `crate::page::lang::keep` says every such element on its first run,
/// so the text is in the first visit once, in the wasm, not in the markup too.
pub fn named(message: occ_core::msg::Msg) -> String {
    format!(" data-m=\"{}\">", message.index())
}

/// [`named`] for an attribute read by people: `data-m-<name>` alone, said by the page before the panel shows.
pub fn named_attr(name: &str, message: occ_core::msg::Msg) -> String {
    format!(" data-m-{name}=\"{}\"", message.index())
}

/// The end of an opening tag and its text, said from `message` in English as the markup's [`said`] is, for an
/// element whose text the page's own code writes from then on in the chosen language and words (no `data-m`: the
/// page never says it again from the markup).
pub fn written(message: occ_core::msg::Msg) -> String {
    format!(">{}", html_escape::encode_text(&shell_say().say(message)))
}

/// An attribute read by people (`title`, `aria-label`, `placeholder`) said from `message`, with its index in
/// `data-m-<name>` (see [`said`]): ` title="…" data-m-title="12"`.
pub fn said_attr(name: &str, message: occ_core::msg::Msg) -> String {
    format!(
        " {name}=\"{}\" data-m-{name}=\"{}\"",
        esc(&shell_say().say(message)),
        message.index()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_changed_slots_are_applied() {
        let a = vec![
            slot("x", Prop::Text, "1"),
            slot("y", Prop::Html, "<b>2</b>"),
        ];
        let b = vec![
            slot("x", Prop::Text, "1"),
            slot("y", Prop::Html, "<b>3</b>"),
        ];
        assert_eq!(changed(None, &a).count(), 2);
        let ids: Vec<&str> = changed(Some(&a), &b).map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["y"]);
        assert_eq!(flag(true), "1");
        assert_eq!(flag(false), "");
    }

    #[test]
    fn escapes_markup() {
        assert_eq!(
            esc("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;"
        );
        assert_eq!(esc("é 😀 / ="), "é 😀 / =");
    }
}
