//! The input panel: GPU picker, kernel resources, shared-memory preferences and the advanced inputs. Every field is
//! validated as it is typed; a bad value shows occ-core's message (field name and valid range) next to it.
//!
//! The panel is markup built once ([`input_markup::panel_html`]) with its events delegated to the `<section>` (inputs
//! carry `data-key`), and one Effect applies the [`input_markup::slots`] that changed: values, visibility, errors, size
//! hints and the GPU picker's list and ARIA state. A value is set only when it differs from the input's, so the
//! caret stays where the user types. `Num` is the typed field the launch-planning panel (the tools module) uses.

use std::rc::Rc;

use crate::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, KeyboardEvent};

use crate::browser;
use crate::browser::dom;
use crate::calculator::input_markup::{self, choose_gpu, option_ids, Picker};
use crate::state::gpu::picker_groups;
use crate::state::input::Field;
use crate::state::{self, State};

#[cfg(feature = "tools")]
pub(crate) use component::Num;

#[cfg(feature = "tools")]
mod component {
    use leptos::prelude::*;
    use occ_core::msg::Msg;

    use crate::calculator::input_markup::size_hint;
    use crate::calculator::say::tools_say;
    use crate::state::input::Field;
    use crate::state::State;

    /// A text input for a number, with its label, hint and error, said in the tools' language and words.
    #[component]
    pub(crate) fn Num(
        /// Which input.
        field: Field,
        /// A size in bytes (accepts 48K, shows the KiB value).
        #[prop(optional)]
        size: bool,
        /// Shown when empty.
        #[prop(optional)]
        placeholder: Option<Msg<'static>>,
        /// One line of help under the field.
        #[prop(optional)]
        help: Option<Msg<'static>>,
    ) -> impl IntoView {
        let state = expect_context::<State>();
        let key = field.key();
        let value = Memo::new(move |_| state.form.with(|f| field.get(f)));
        let say = move || state.form.with(tools_say);
        let error = Memo::new(move |_| {
            state.errors(|errors| {
                errors
                    .iter()
                    .find(|e| e.field == field)
                    .map(|e| e.error.say(&say()))
            })
        });
        let id = format!("in-{key}");
        let described = format!("help-{key} err-{key}");
        view! {
            <div class="field" class:invalid=move || error.with(Option::is_some)>
                <label for=id.clone()>{move || field.said_label(&say())}</label>
                <input
                    id=id
                    type="text"
                    inputmode="numeric"
                    autocomplete="off"
                    spellcheck="false"
                    data-testid=format!("input-{key}")
                    placeholder=move || placeholder.map(|m| say().say(m))
                    aria-invalid=move || if error.with(Option::is_some) { "true" } else { "false" }
                    aria-describedby=described
                    prop:value=move || value.get()
                    on:input=move |ev| {
                        let text = event_target_value(&ev);
                        state.form.update(|f| {
                            let _ = field.set(f, &text);
                        });
                    }
                />
                <p class="help" id=format!("help-{key}")>
                    {move || help.map(|m| say().say(m))}
                    {move || if size { value.with(|v| size_hint(v, &say())) } else { String::new() }}
                </p>
                <p class="error" id=format!("err-{key}") data-testid=format!("error-{key}") aria-live="polite">
                    {move || error.get()}
                </p>
            </div>
        }
    }
}

/// The input panel's markup.
pub fn markup() -> String {
    format!(
        "<section class=\"inputs panel\" id=\"inputs\" aria-labelledby=\"inputs-title\">{}</section>",
        input_markup::panel_html()
    )
}

/// Brings the input panel ([`markup`]) to life.
pub fn inputs(state: State) {
    let groups = Rc::new(picker_groups());
    let shown = Rc::clone(&groups);
    let picker = RwSignal::new(Picker::default());
    let choose = move |id: String| {
        state.form.update(|f| choose_gpu(f, &id));
        picker.update(Picker::close);
    };
    // Every event of the panel: text inputs follow each keystroke, selects and the checkbox their change; the GPU
    // picker also listens to focus, blur, keys and a press on an option.
    let handle = move |ev: &Event| {
        let Some(target) = ev.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
            return;
        };
        let kind = ev.type_();
        if kind == "mousedown" {
            if target.closest("#gpu-list").ok().flatten().is_some() {
                // Keeps the focus in the combobox.
                ev.prevent_default();
                let id = target
                    .closest("[data-id]")
                    .ok()
                    .flatten()
                    .and_then(|e| e.get_attribute("data-id"));
                if let Some(id) = id {
                    choose(id);
                }
            }
            return;
        }
        let Some(key) = target.get_attribute("data-key") else {
            return;
        };
        if key == "gpu" {
            match kind.as_str() {
                "focusin" => picker.update(Picker::focus),
                "focusout" => picker.update(Picker::close),
                "input" => picker.update(|p| p.typed(&event_target_value(ev))),
                "keydown" => {
                    let Some(key) = ev.dyn_ref::<KeyboardEvent>().map(KeyboardEvent::key) else {
                        return;
                    };
                    let mut now = picker.get_untracked();
                    let ids = option_ids(&groups, &now.query);
                    let out = now.key(&key, &ids);
                    if out.prevent {
                        ev.prevent_default();
                    }
                    if picker.with_untracked(|p| *p != now) {
                        picker.set(now);
                    }
                    if let Some(id) = out.scroll {
                        browser::scroll_into_view(&input_markup::option_id(&id));
                    }
                    if let Some(id) = out.choose {
                        choose(id);
                    }
                }
                _ => {}
            }
            return;
        }
        let Some(field) = Field::from_key(&key) else {
            return;
        };
        let checkbox = target
            .dyn_ref::<HtmlInputElement>()
            .filter(|i| i.type_() == "checkbox")
            .map(HtmlInputElement::checked);
        let text = target.tag_name() == "INPUT" && checkbox.is_none();
        if kind != if text { "input" } else { "change" } {
            return;
        }
        let value = match checkbox {
            Some(on) => if on { "1" } else { "0" }.to_string(),
            None => event_target_value(ev),
        };
        // A select lists only valid names, so this cannot fail.
        state.form.update(|f| {
            let _ = field.set(f, &value);
        });
    };
    dom::listen(
        "inputs",
        &[
            "input",
            "change",
            "keydown",
            "focusin",
            "focusout",
            "mousedown",
        ],
        Box::new(handle),
    );
    dom::keep(Box::new(move || {
        let launch = state.launch();
        state.form.with(|form| {
            let say = state::say(form);
            state.errors(|errors| {
                picker.with(|p| input_markup::slots(&say, form, errors, launch.as_ref(), p, &shown))
            })
        })
    }));
}
