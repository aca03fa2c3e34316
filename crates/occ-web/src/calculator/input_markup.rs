//! The launch input panel in plain Rust (no DOM), tested natively: its markup ([`panel_html`], built once), what
//! each of its elements shows for a form ([`slots`]: values, visibility, errors, size hints, the GPU picker's list
//! and ARIA state), the GPU picker's keyboard ([`Picker::key`]) and what picking a GPU does to the form
//! ([`choose_gpu`]). [`crate::calculator::input_panel`] only sets the markup, applies the slots that changed and
//! forwards events. A typed view per input cost the page's wasm several times the bytes of this module.

use std::fmt::Write as _;

use crate::browser::dom::{esc, flag, named, named_attr, said, said_attr, Prop, Slot};
use crate::state::form::{FieldError, Valid};
use crate::state::gpu::{filter_groups, GpuChoice, PickerGroup};
use crate::state::input::{Field, Form};
use crate::state::input::{Kind, Panel};
use occ_core::msg::{self, Lang, Say};

/// "= 4.9 KiB" under a size field, or what a size may be.
pub fn size_hint(text: &str, say: &Say) -> String {
    match text.trim().parse::<u64>() {
        Ok(bytes) if bytes >= 1024 => {
            if bytes % 1024 == 0 {
                format!("= {} KiB", bytes / 1024)
            } else {
                format!(
                    "= {} KiB",
                    occ_core::report::fixed(bytes as f64 / 1024.0, 2)
                )
            }
        }
        Ok(_) => String::new(),
        Err(_) => say.say(msg::input_size_bad()),
    }
}

/// The number inputs of the panel (counts and sizes), in page order.
fn number_fields() -> impl Iterator<Item = Field> {
    Field::ALL
        .iter()
        .copied()
        .filter(|f| f.panel() == Panel::Launch && matches!(f.kind(), Kind::Count | Kind::Bytes))
}

/// The markup's label of a select or a flag: its message's index alone (`dom::named`: the page says it, in its
/// language and words, before the panel shows), in NVIDIA's phrasing or in that of the one vendor whose GPUs have it.
fn label(field: Field) -> String {
    named(field.label_for(field.words_of()))
}

/// The markup's help of a select or a flag, as [`label`] (an input without help has none).
fn help(field: Field) -> String {
    field
        .help_for(field.words_of())
        .map_or_else(|| ">".to_string(), named)
}

fn num_html(out: &mut String, field: Field) {
    let key = field.key();
    let _ = write!(
        out,
        // The label and help are empty: [`slots`] says every one in the page's language, words and GPU's phrasing
        // before the panel shows (the stylesheet shows only the header until then), so the markup holds neither.
        "<div class=\"field\"><label for=\"in-{key}\" id=\"label-{key}\"></label><input id=\"in-{key}\" \
         type=\"text\" inputmode=\"numeric\" autocomplete=\"off\" spellcheck=\"false\" data-testid=\"input-{key}\" \
         data-key=\"{key}\"{} aria-invalid=\"false\" aria-describedby=\"help-{key} err-{key}\"><p class=\"help\" \
         id=\"help-{key}\"><span id=\"helptext-{key}\"></span>{}</p><p class=\"error\" id=\"err-{key}\" data-testid=\"error-{key}\" \
         aria-live=\"polite\"></p></div>",
        // What leaving it empty means.
        if field == Field::MaxDynamic {
            named_attr("placeholder", msg::input_md_placeholder())
        } else {
            String::new()
        },
        // A size's value in KiB follows its help ([`size_hint`]), set as the value changes.
        if field.kind() == Kind::Bytes {
            format!(" <span id=\"hint-{key}\"></span>")
        } else {
            String::new()
        }
    );
}

/// The id of the wrapper that hides an input the selected GPU does not have.
fn cond_id(field: Field) -> String {
    format!("cond-{}", field.key())
}

/// Opens the wrapper that hides `field` on GPUs without it; the caller closes it.
fn cond_open(out: &mut String, field: Field) {
    let _ = write!(out, "<div class=\"cond\" id=\"{}\" hidden>", cond_id(field));
}

fn select_html(out: &mut String, field: Field) {
    let key = field.key();
    let _ = write!(
        out,
        "<div class=\"field\"><label for=\"in-{key}\"{}</label><select id=\"in-{key}\" data-testid=\"input-{key}\" \
         data-key=\"{key}\"></select></div>",
        label(field)
    );
}

/// The carveout's select, with its help and error line.
fn carveout_html(out: &mut String, field: Field) {
    let key = field.key();
    let _ = write!(
        out,
        "<div class=\"field\"><label for=\"in-{key}\"{}</label><select id=\"in-{key}\" data-testid=\"input-{key}\" \
         data-key=\"{key}\" aria-describedby=\"help-{key}\"></select><p class=\"help\" id=\"help-{key}\"{}</p><p \
         class=\"error\" id=\"err-{key}\" data-testid=\"error-{key}\" aria-live=\"polite\"></p></div>",
        label(field),
        help(field)
    );
}

/// A flag's checkbox, labelled with its help (the whole sentence the box answers).
fn check_html(out: &mut String, field: Field) {
    let key = field.key();
    let _ = write!(
        out,
        "<div class=\"field check\"><input id=\"in-{key}\" type=\"checkbox\" data-testid=\"input-{key}\" \
         data-key=\"{key}\"><label for=\"in-{key}\"{}</label></div>",
        help(field)
    );
}

/// The panel's markup (inside its `<section>`), built once; [`slots`] fill in everything that follows the form.
/// Every input carries `data-key` (its [`Field::key`]) for the delegated event handlers. The table of inputs
/// gives each its markup; this lays them out.
pub fn panel_html() -> String {
    let mut out = String::with_capacity(6144);
    let _ = write!(
        out,
        "<h2 id=\"inputs-title\"{}</h2><div class=\"field picker\"><label for=\"in-gpu\" id=\"gpu-label\"{}\
         </label><input id=\"in-gpu\" type=\"text\" role=\"combobox\" autocomplete=\"off\" spellcheck=\"false\" \
         data-testid=\"input-gpu\" data-key=\"gpu\"{} \
         aria-autocomplete=\"list\" aria-controls=\"gpu-list\" aria-expanded=\"false\" aria-describedby=\"gpu-detail\">\
         <p class=\"help\" id=\"gpu-detail\" data-testid=\"gpu-detail\"></p><p class=\"error\" id=\"err-gpu\" \
         data-testid=\"error-gpu\" aria-live=\"polite\"></p><div class=\"cond\" id=\"gpu-pop\" hidden><div \
         class=\"listbox\" id=\"gpu-list\" role=\"listbox\" aria-labelledby=\"gpu-label\" data-testid=\"gpu-list\">\
         </div></div></div>",
        said(msg::shell_launch_title()),
        named(msg::input_gpu_label()),
        said_attr("placeholder", msg::shell_gpu_placeholder()),
    );
    out.push_str("<div class=\"grid2\">");
    num_html(&mut out, Field::Threads);
    cond_open(&mut out, Field::Regs);
    num_html(&mut out, Field::Regs);
    out.push_str("</div>");
    cond_open(&mut out, Field::SubGroup);
    num_html(&mut out, Field::SubGroup);
    out.push_str("</div>");
    num_html(&mut out, Field::StaticSmem);
    num_html(&mut out, Field::DynamicSmem);
    out.push_str("</div>");
    cond_open(&mut out, Field::Carveout);
    carveout_html(&mut out, Field::Carveout);
    out.push_str("</div>");
    cond_open(&mut out, Field::OptIn);
    check_html(&mut out, Field::OptIn);
    cond_open(&mut out, Field::MaxDynamic);
    num_html(&mut out, Field::MaxDynamic);
    out.push_str("</div></div><div class=\"grid2\">");
    cond_open(&mut out, Field::Barriers);
    num_html(&mut out, Field::Barriers);
    out.push_str("</div>");
    num_html(&mut out, Field::Sms);
    out.push_str("</div><div class=\"grid2\">");
    for field in [Field::Agprs, Field::Sgprs, Field::WaveSize] {
        cond_open(&mut out, field);
        num_html(&mut out, field);
        out.push_str("</div>");
    }
    cond_open(&mut out, Field::CuMode);
    check_html(&mut out, Field::CuMode);
    out.push_str("</div>");
    cond_open(&mut out, Field::GlobalSize);
    num_html(&mut out, Field::GlobalSize);
    out.push_str("</div>");
    for field in [Field::BarriersUsed, Field::LargeGrf] {
        cond_open(&mut out, field);
        check_html(&mut out, field);
        out.push_str("</div>");
    }
    let _ = write!(
        out,
        "</div><details class=\"advanced\"><summary{}</summary>",
        said(msg::shell_advanced())
    );
    cond_open(&mut out, Field::PartitionedGc);
    select_html(&mut out, Field::PartitionedGc);
    out.push_str("</div>");
    cond_open(&mut out, Field::CacheConfig);
    select_html(&mut out, Field::CacheConfig);
    out.push_str("</div>");
    cond_open(&mut out, Field::VirtualResources);
    num_html(&mut out, Field::VirtualResources);
    let _ = write!(
        out,
        "</div><p class=\"help\"{}</p></details>",
        said(msg::shell_advanced_help())
    );
    out
}

/// The GPU picker's own state: whether its list is open, what is typed, and the highlighted option.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    pub open: bool,
    pub query: String,
    /// An index over every option shown.
    pub active: usize,
}

/// What a key pressed in the picker asks of the page.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyOutcome {
    /// The key's default action is cancelled (arrows do not move the caret, Enter does not submit).
    pub prevent: bool,
    /// An option id (not the element's id) to scroll into view.
    pub scroll: Option<String>,
    /// The GPU picked (pass it to [`choose_gpu`], then [`Picker::close`]).
    pub choose: Option<String>,
}

/// The ids of every option the picker lists for `query`, in order.
pub fn option_ids(groups: &[PickerGroup], query: &str) -> Vec<String> {
    filter_groups(groups, query)
        .into_iter()
        .flat_map(|g| g.entries.into_iter().map(|e| e.id))
        .collect()
}

impl Picker {
    /// Focus opens the whole list.
    pub fn focus(&mut self) {
        *self = Self {
            open: true,
            ..Self::default()
        };
    }

    /// Blur, Escape and a pick close it and forget what was typed.
    pub fn close(&mut self) {
        self.open = false;
        self.query.clear();
    }

    /// Typing filters the list and highlights the first match.
    pub fn typed(&mut self, text: &str) {
        *self = Self {
            open: true,
            query: text.to_string(),
            active: 0,
        };
    }

    /// Arrows open the list, then move the highlight (wrapping); Enter picks the highlighted option; Escape
    /// closes. `ids` are the options shown ([`option_ids`]).
    pub fn key(&mut self, key: &str, ids: &[String]) -> KeyOutcome {
        let mut out = KeyOutcome::default();
        match key {
            "ArrowDown" | "ArrowUp" => {
                out.prevent = true;
                if !self.open {
                    self.open = true;
                } else if !ids.is_empty() {
                    let count = ids.len();
                    self.active = if key == "ArrowDown" {
                        (self.active + 1) % count
                    } else {
                        (self.active + count - 1) % count
                    };
                    out.scroll = ids.get(self.active).cloned();
                }
            }
            "Enter" if self.open => {
                out.prevent = true;
                out.choose = ids.get(self.active).cloned();
            }
            "Escape" => self.close(),
            _ => {}
        }
        out
    }
}

/// Picks a GPU: a carveout the new architecture does not have falls back to the driver default, and so does a
/// roofline precision the new GPU has no peak for.
pub fn choose_gpu(form: &mut Form, id: &str) {
    form.gpu = id.to_string();
    let keeps = GpuChoice::from_id(id)
        .ok()
        .and_then(|c| c.device().ok())
        .and_then(|d| d.check().ok())
        .is_some_and(|gpu| {
            form.carveout.trim() == "-1"
                || form
                    .carveout
                    .trim()
                    .parse::<u32>()
                    .is_ok_and(|kib| gpu.rules().carveouts().contains(&(kib * 1024)))
        });
    if !keeps {
        form.carveout = "-1".to_string();
    }
    form.roof.fit_precision(id);
}

/// Under the GPU picker: what the selected GPU is.
fn gpu_detail(choice: Option<GpuChoice>, say: &Say) -> String {
    match choice {
        Some(GpuChoice::Preset(p)) => {
            format!(
                "{}{} · {} {} · {}",
                if p.cc().is_some() { "CC " } else { "" },
                p.target,
                p.arch,
                p.chip,
                say.say(msg::input_gpu_units(&p.compute_units.decimal()))
            )
        }
        Some(GpuChoice::Generic(d)) => say.say(msg::input_gpu_generic(&d.cc.to_string(), d.family)),
        Some(GpuChoice::AmdGeneric(a)) => say.say(msg::input_gpu_amd_generic(a.name, a.family)),
        Some(GpuChoice::IntelGeneric(a)) => {
            let counts: Vec<String> = a.xve_counts.iter().map(u32::to_string).collect();
            say.say(msg::input_gpu_intel_generic(
                a.name,
                a.family,
                &counts.join(", "),
            ))
        }
        None => String::new(),
    }
}

/// Everything the panel shows for a form, its errors, the last valid launch (what applies to its GPU) and the
/// picker's state. Always the same slots in the same order, so two lists compare slot by slot.
pub fn slots(
    say: &Say,
    form: &Form,
    errors: &[FieldError],
    launch: Option<&Valid>,
    picker: &Picker,
    groups: &[PickerGroup],
) -> Vec<Slot> {
    let mut out = Vec::with_capacity(48);
    let mut set = |id: String, prop: Prop, value: String| out.push(Slot { id, prop, value });
    let error = |field: Field| {
        errors
            .iter()
            .find(|e| e.field == field)
            .map(|e| e.message.clone())
    };
    let choice = GpuChoice::from_id(&form.gpu).ok();
    let applies = launch.map(Valid::applicable);

    // The GPU picker: the list (and its markup) only while open.
    let (list, active) = if picker.open {
        let shown = filter_groups(groups, &picker.query);
        let chosen = picker_html(&shown, picker.active, &form.gpu, say);
        let active = shown
            .iter()
            .flat_map(|g| &g.entries)
            .nth(picker.active)
            .map(|e| option_id(&e.id))
            .unwrap_or_default();
        (chosen, active)
    } else {
        (String::new(), String::new())
    };
    let shown = if picker.open {
        picker.query.clone()
    } else {
        choice.map(|c| c.said_label(say)).unwrap_or_default()
    };
    set("in-gpu".into(), Prop::Value, shown);
    set(
        "in-gpu".into(),
        Prop::Attr("aria-expanded"),
        picker.open.to_string(),
    );
    set("in-gpu".into(), Prop::Attr("aria-activedescendant"), active);
    set("gpu-detail".into(), Prop::Text, gpu_detail(choice, say));
    set(
        "err-gpu".into(),
        Prop::Text,
        error(Field::Gpu).unwrap_or_default(),
    );
    set("gpu-pop".into(), Prop::Hidden, flag(!picker.open));
    set("gpu-list".into(), Prop::Html, list);

    for field in number_fields() {
        let key = field.key();
        // In the page's language and words, in the phrasing of the GPU's vendor ([`painted`]).
        set(
            format!("label-{key}"),
            Prop::Text,
            say.say(field.label_for(say.vendor())),
        );
        if let Some(help) = field.help_for(say.vendor()) {
            set(format!("helptext-{key}"), Prop::Text, say.say(help));
        }
        let value = field.get(form);
        let message = error(field);
        if field.kind() == Kind::Bytes {
            set(format!("hint-{key}"), Prop::Text, size_hint(&value, say));
        }
        set(format!("in-{key}"), Prop::Value, value);
        set(
            format!("in-{key}"),
            Prop::Attr("aria-invalid"),
            message.is_some().to_string(),
        );
        set(
            format!("err-{key}"),
            Prop::Text,
            message.unwrap_or_default(),
        );
    }
    let sm_count = match choice {
        // Intel's count is of XVEs, as `clinfo` gives it; a generic architecture has none.
        Some(c) if c.intel_arch().is_some() => c.xves().map_or(String::new(), |x| x.to_string()),
        Some(GpuChoice::Preset(p)) => p.compute_units.whole().to_string(),
        Some(GpuChoice::AmdGeneric(_)) => "1".to_string(),
        _ => choice
            .and_then(|c| c.device().ok())
            .map(|d| d.sm_count.to_string())
            .unwrap_or_default(),
    };
    set("in-sm".into(), Prop::Attr("placeholder"), sm_count);

    // The carveouts of the last valid launch's architecture, and the driver default.
    let carveouts = match launch.map(|v| &v.launch) {
        Some(occ_core::Launch::Nvidia(c)) => c.gpu.rules().carveouts(),
        _ => Vec::new(),
    };
    let kib: Vec<String> = carveouts.iter().map(|b| (b / 1024).to_string()).collect();
    let labels: Vec<String> = kib.iter().map(|k| format!("{k} KiB")).collect();
    let driver = say.say(msg::input_co_default());
    let mut options = vec![("-1", driver.as_str())];
    options.extend(
        kib.iter()
            .map(String::as_str)
            .zip(labels.iter().map(String::as_str)),
    );
    set(
        "in-co".into(),
        Prop::Html,
        options_html(&options, form.carveout.as_str()),
    );
    set(
        "err-co".into(),
        Prop::Text,
        error(Field::Carveout).unwrap_or_default(),
    );

    for &field in Field::ALL {
        if field.kind() == Kind::Flag {
            set(
                format!("in-{}", field.key()),
                Prop::Checked,
                flag(field.get(form) == "1"),
            );
        }
    }
    // The inputs only some GPUs have; the maximum dynamic shared memory also needs the opt-in.
    for &field in Field::ALL {
        if field.panel() == Panel::Launch && field.applies_to().is_some() {
            let shown =
                field.applies(applies.as_ref()) && (field != Field::MaxDynamic || form.opt_in);
            set(cond_id(field), Prop::Hidden, flag(!shown));
        }
        match field.kind() {
            // The header's controls have their options in the markup; the language shown chosen is the one the
            // page speaks (the browser's, when the form names none).
            Kind::Choice(_) if field == Field::Lang => set(
                format!("in-{}", field.key()),
                Prop::Value,
                crate::state::lang(form).id().to_string(),
            ),
            Kind::Choice(_) if field == Field::Terms => {
                set(format!("in-{}", field.key()), Prop::Value, field.get(form))
            }
            Kind::Choice(choices) => {
                let said: Vec<(&str, String)> = choices
                    .iter()
                    .map(|(name, label)| (*name, label.map(|m| say.say(m())).unwrap_or_default()))
                    .collect();
                let options: Vec<(&str, &str)> = said
                    .iter()
                    .map(|(name, label)| (*name, label.as_str()))
                    .collect();
                set(
                    format!("in-{}", field.key()),
                    Prop::Html,
                    options_html(&options, &field.get(form)),
                )
            }
            _ => {}
        }
    }
    out
}

/// The "Terms" control (the page's words) and the language control, which the page's header holds, their options
/// written here ([`slots`] sets which is chosen). Each choice of terms names its words, said in the page's language
/// (never rewritten into other words); each language is named in itself.
pub fn terms_html() -> String {
    let mut out = String::from("<div class=\"terms\" id=\"terms\">");
    for field in [Field::Terms, Field::Lang] {
        let key = field.key();
        let _ = write!(
            out,
            "<label for=\"in-{key}\"{}</label><select id=\"in-{key}\" data-testid=\"input-{key}\" \
             data-key=\"{key}\" translate=\"no\">",
            // In the header, which shows before the wasm is ready: written out.
            said(field.label_for(field.words_of())),
        );
        if let Kind::Choice(choices) = field.kind() {
            for (i, (name, message)) in choices.iter().enumerate() {
                let text = match message {
                    Some(message) => said(message()),
                    None => format!(">{}", Lang::ALL.get(i).map_or("", |l| l.label())),
                };
                let _ = write!(out, "<option value=\"{name}\"{text}</option>");
            }
        }
        out.push_str("</select>");
    }
    out + "</div>"
}

/// The id of a GPU picker option element.
pub fn option_id(id: &str) -> String {
    format!("gpu-opt-{}", id.replace('.', "_"))
}

/// `<option>`s with `selected` on the current one (the select's markup is rebuilt when either changes).
pub fn options_html(options: &[(&str, &str)], selected: &str) -> String {
    options
        .iter()
        .map(|(value, label)| {
            format!(
                "<option value=\"{}\"{}>{}</option>",
                esc(value),
                if *value == selected { " selected" } else { "" },
                esc(label)
            )
        })
        .collect()
}

/// The GPU picker's list: groups of options; `active` is the highlighted index over all options.
pub fn picker_html(groups: &[PickerGroup], active: usize, chosen: &str, say: &Say) -> String {
    if groups.is_empty() {
        return format!(
            "<div class=\"none\">{}</div>",
            esc(&say.say(msg::input_gpu_none()))
        );
    }
    let mut out = String::with_capacity(16384);
    let mut index = 0;
    for (g, group) in groups.iter().enumerate() {
        let _ = write!(
            out,
            "<div role=\"group\" aria-labelledby=\"gpu-group-{g}\"><div class=\"group-name\" id=\"gpu-group-{g}\" \
             role=\"presentation\">{}</div>",
            esc(&group.said(say))
        );
        for e in &group.entries {
            let (label, detail) = e.said(say);
            let _ = write!(
                out,
                "<div role=\"option\" id=\"{}\" data-id=\"{}\" class=\"option{}\" aria-selected=\"{}\"><span>{}</span>\
                 <span class=\"detail\">{}</span></div>",
                option_id(&e.id),
                esc(&e.id),
                if index == active { " active" } else { "" },
                e.id == chosen,
                esc(&label),
                esc(&detail)
            );
            index += 1;
        }
        out.push_str("</div>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::browser::dom::changed;
    use crate::state::gpu::picker_groups;
    use occ_core::nvidia::CacheConfig;

    fn slot<'a>(slots: &'a [Slot], id: &str, prop: Prop) -> &'a str {
        &slots
            .iter()
            .find(|s| s.id == id && s.prop == prop)
            .unwrap_or_else(|| panic!("no slot {id} {prop:?}"))
            .value
    }

    fn of(form: &Form, picker: &Picker) -> Vec<Slot> {
        let calc = form.launch().ok();
        slots(
            &crate::state::say(form),
            form,
            &form.errors(),
            calc.as_ref(),
            picker,
            &picker_groups(),
        )
    }

    /// The slots for a generic GPU of compute capability `cc` and otherwise default inputs.
    fn on(cc: &str) -> Vec<Slot> {
        let form = Form {
            gpu: format!("cc-{cc}"),
            ..Form::default()
        };
        of(&form, &Picker::default())
    }

    fn en() -> Say {
        Say::page_english(occ_core::Vendor::Nvidia)
    }

    #[test]
    fn size_hints() {
        assert_eq!(size_hint("5000", &en()), "= 4.88 KiB");
        assert_eq!(size_hint("49152", &en()), "= 48 KiB");
        assert_eq!(size_hint("100", &en()), "");
        assert_eq!(
            size_hint("48K", &en()),
            "bytes, or KiB with a K suffix (48K)"
        );
    }

    #[test]
    fn markup_has_every_id_label_and_test_id() {
        // The panel and the Terms control in the page's header: the slots keep both current.
        let html = panel_html() + &terms_html();
        for key in [
            "t", "r", "ss", "ds", "md", "b", "sm", "vr", "ag", "sg", "ws", "sub", "gs",
        ] {
            for part in [
                format!("<label for=\"in-{key}\" id=\"label-{key}\">"),
                format!("<span id=\"helptext-{key}\">"),
                format!("id=\"in-{key}\""),
                format!("data-testid=\"input-{key}\" data-key=\"{key}\""),
                format!("aria-describedby=\"help-{key} err-{key}\""),
                format!("id=\"help-{key}\""),
                format!("id=\"err-{key}\" data-testid=\"error-{key}\" aria-live=\"polite\""),
            ] {
                assert!(html.contains(&part), "{part}");
            }
        }
        for part in [
            "<select id=\"in-co\" data-testid=\"input-co\"",
            "<select id=\"in-pgc\" data-testid=\"input-pgc\"",
            "<select id=\"in-cache\" data-testid=\"input-cache\"",
            "<select id=\"in-terms\" data-testid=\"input-terms\"",
            "<select id=\"in-lang\" data-testid=\"input-lang\"",
            "id=\"in-oi\" type=\"checkbox\" data-testid=\"input-oi\"",
            "role=\"combobox\"",
            "aria-controls=\"gpu-list\"",
            "data-testid=\"gpu-detail\"",
            "data-testid=\"error-gpu\"",
            "role=\"listbox\" aria-labelledby=\"gpu-label\" data-testid=\"gpu-list\"",
            "<label for=\"in-gpu\" id=\"gpu-label\" data-m=\"",
            ">Advanced</summary>",
            "data-m-placeholder=\"",
        ] {
            assert!(html.contains(part), "{part}");
        }
        // Every id once.
        let ids: Vec<&str> = html
            .split(" id=\"")
            .skip(1)
            .map(|s| &s[..s.find('"').unwrap()])
            .collect();
        let mut unique = ids.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(ids.len(), unique.len());
        // Every slot's element exists.
        for s in of(&Form::default(), &Picker::default()) {
            assert!(ids.contains(&s.id.as_str()), "{}", s.id);
        }
    }

    #[test]
    fn an_amd_gpu_shows_amd_inputs_and_words() {
        let form = Form {
            gpu: "gfx1100".to_string(),
            ..Form::default()
        };
        let rdna = of(&form, &Picker::default());
        assert_eq!(slot(&rdna, "label-r", Prop::Text), "VGPRs per work-item");
        assert_eq!(slot(&rdna, "label-t", Prop::Text), "Work-group size");
        assert_eq!(slot(&rdna, "label-ss", Prop::Text), "LDS (static)");
        assert_eq!(slot(&rdna, "label-sm", Prop::Text), "CU count");
        assert_eq!(slot(&rdna, "in-sm", Prop::Attr("placeholder")), "1");
        for (key, hidden) in [
            ("sg", ""),
            ("ws", ""),
            ("cu", ""),
            ("ag", "1"),
            ("co", "1"),
            ("b", "1"),
            ("oi", "1"),
        ] {
            assert_eq!(
                slot(&rdna, &format!("cond-{key}"), Prop::Hidden),
                hidden,
                "{key}"
            );
        }
        let cdna = of(
            &Form {
                gpu: "gfx942".to_string(),
                ..Form::default()
            },
            &Picker::default(),
        );
        for (key, hidden) in [("ag", ""), ("sg", ""), ("ws", "1"), ("cu", "1")] {
            assert_eq!(
                slot(&cdna, &format!("cond-{key}"), Prop::Hidden),
                hidden,
                "{key}"
            );
        }
        // Back on NVIDIA: NVIDIA's words.
        let ada = of(&Form::default(), &Picker::default());
        assert_eq!(slot(&ada, "label-r", Prop::Text), "Registers per thread");
        assert_eq!(slot(&ada, "cond-sg", Prop::Hidden), "1");
    }

    /// Every label and help of the panel and its header's controls is said from a message (`data-m`), so the page
    /// says it again in its language and words; none is left in the markup's English alone.
    #[test]
    fn every_label_and_help_in_the_markup_is_said() {
        let html = panel_html() + &terms_html();
        // A number input's label and help are said by `slots` (every one, in the GPU's phrasing): they name no
        // message; every other text names its own.
        let by_slots = |open: &str| {
            number_fields().any(|f| {
                open.contains(&format!("id=\"label-{}\"", f.key()))
                    || open.contains(&format!("id=\"helptext-{}\"", f.key()))
            })
        };
        for tag in [
            "<label",
            "<summary",
            "<span id=\"helptext-",
            "<option",
            "<p class=\"help\" id=\"help-co\"",
        ] {
            for at in html.match_indices(tag).map(|(i, _)| i) {
                let open = &html[at..at + html[at..].find('>').unwrap()];
                // The languages are named in themselves.
                let language = open.contains("value=\"en\"") || open.contains("value=\"zh\"");
                let named = open.contains(" data-m=\"") || (tag == "<option" && language);
                assert!(named || by_slots(open), "{open}");
            }
        }
        assert!(!html.contains("data-words"));
        // Below the header the markup holds no text the page's English holds too: the page says them before the
        // panel shows. The header's controls are written out (it shows first).
        assert!(html.contains("id=\"label-t\"></label>"), "{html}");
        assert!(html.contains("id=\"label-sub\"></label>"), "{html}");
        assert!(html.contains(">Terms</label>"), "{html}");
        let say = Say::english(occ_core::Vendor::Nvidia);
        let all = slots(
            &say,
            &Form::default(),
            &[],
            None,
            &Picker::default(),
            &picker_groups(),
        );
        for field in number_fields() {
            assert!(
                !slot(&all, &format!("label-{}", field.key()), Prop::Text).is_empty(),
                "{field:?}"
            );
        }
    }

    /// A label another vendor phrases otherwise follows the GPU's vendor even when the words stay (an AMD GPU in
    /// CUDA's words), and is said in Chinese.
    #[test]
    fn labels_follow_the_vendor_in_any_words_and_language() {
        use occ_core::msg::Lang;
        use occ_core::terms::Terms;
        let form = Form {
            gpu: "gfx1100".to_string(),
            terms: "cuda".to_string(),
            ..Form::default()
        };
        let calc = form.launch().ok();
        let on = |say: &Say| {
            slots(
                say,
                &form,
                &form.errors(),
                calc.as_ref(),
                &Picker::default(),
                &picker_groups(),
            )
        };
        let cuda = on(&Say::english(occ_core::Vendor::Amd).with_terms(Terms::Cuda));
        assert_eq!(slot(&cuda, "label-t", Prop::Text), "Block size");
        assert_eq!(slot(&cuda, "label-r", Prop::Text), "VGPRs per thread");
        assert_eq!(
            slot(&cuda, "helptext-ss", Prop::Text),
            "__shared__ arrays; shared memory per block is static + dynamic"
        );
        let zh = on(&Say::new(Lang::Zh, Terms::Own, occ_core::Vendor::Amd));
        assert_eq!(slot(&zh, "label-t", Prop::Text), "工作组大小");
        assert_eq!(slot(&zh, "label-sm", Prop::Text), "CU 数量");
        assert_eq!(slot(&zh, "hint-ss", Prop::Text), "");
        assert!(
            slot(&zh, "gpu-detail", Prop::Text).ends_with("按 1 个 CU 计算"),
            "{}",
            slot(&zh, "gpu-detail", Prop::Text)
        );
    }

    #[test]
    fn an_intel_gpu_shows_intel_inputs_and_words() {
        let on = |gpu: &str| {
            of(
                &Form {
                    gpu: gpu.to_string(),
                    ..Form::default()
                },
                &Picker::default(),
            )
        };
        let pvc = on("data-center-gpu-max-1550");
        assert_eq!(slot(&pvc, "label-t", Prop::Text), "Work-group size");
        assert_eq!(slot(&pvc, "label-ds", Prop::Text), "SLM (local_accessor)");
        assert_eq!(slot(&pvc, "label-sm", Prop::Text), "XVE count");
        assert_eq!(slot(&pvc, "in-sm", Prop::Attr("placeholder")), "1024");
        for (key, hidden) in [
            ("sub", ""),
            ("bar", ""),
            ("grf", ""),
            ("gs", ""),
            ("r", "1"),
            ("b", "1"),
            ("co", "1"),
            ("sg", "1"),
        ] {
            assert_eq!(
                slot(&pvc, &format!("cond-{key}"), Prop::Hidden),
                hidden,
                "{key}"
            );
        }
        // Large GRF only where the architecture has it; a generic one lists the XVE counts Intel offers.
        let b580 = on("xe2-hpg");
        assert_eq!(slot(&b580, "cond-grf", Prop::Hidden), "1");
        assert_eq!(slot(&b580, "in-sm", Prop::Attr("placeholder")), "");
        assert!(slot(&b580, "gpu-detail", Prop::Text).contains("offers 160, 144"));
        let ada = on(crate::state::gpu::DEFAULT_GPU);
        assert_eq!(slot(&ada, "label-t", Prop::Text), "Threads per block");
        assert_eq!(slot(&ada, "cond-sub", Prop::Hidden), "1");
        assert_eq!(slot(&ada, "cond-r", Prop::Hidden), "");
    }

    #[test]
    fn inputs_that_do_not_apply_are_hidden() {
        // RTX 4090 (CC 8.9): carveouts and opt-in, no barrier limit, no partitioned caching, no cache config.
        let ada = of(&Form::default(), &Picker::default());
        assert_eq!(slot(&ada, "cond-co", Prop::Hidden), "");
        assert_eq!(slot(&ada, "cond-oi", Prop::Hidden), "");
        assert_eq!(slot(&ada, "cond-md", Prop::Hidden), "1");
        for key in ["b", "pgc", "cache", "vr"] {
            assert_eq!(
                slot(&ada, &format!("cond-{key}"), Prop::Hidden),
                "1",
                "{key}"
            );
        }
        let hopper = of(
            &Form {
                gpu: "cc-9.0".into(),
                opt_in: true,
                ..Form::default()
            },
            &Picker::default(),
        );
        assert_eq!(slot(&hopper, "cond-b", Prop::Hidden), "");
        assert_eq!(slot(&hopper, "cond-md", Prop::Hidden), "");
        assert_eq!(slot(&hopper, "in-oi", Prop::Checked), "1");
        let maxwell = on("5.2");
        assert_eq!(slot(&maxwell, "cond-pgc", Prop::Hidden), "");
        let kepler = on("3.5");
        assert_eq!(slot(&kepler, "cond-cache", Prop::Hidden), "");
        assert_eq!(slot(&kepler, "cond-co", Prop::Hidden), "1");
        let blackwell = on("10.0");
        assert_eq!(slot(&blackwell, "cond-vr", Prop::Hidden), "");
    }

    #[test]
    fn values_errors_hints_and_options_follow_the_form() {
        let form = Form {
            threads: "2000".into(),
            static_smem: "5000".into(),
            carveout: "32".into(),
            cache_config: CacheConfig::L1,
            ..Form::default()
        };
        // The last valid launch decides what applies.
        let calc = Form::default().launch().ok();
        let s = slots(
            &en(),
            &form,
            &form.errors(),
            calc.as_ref(),
            &Picker::default(),
            &picker_groups(),
        );
        assert_eq!(slot(&s, "in-t", Prop::Value), "2000");
        assert_eq!(slot(&s, "in-t", Prop::Attr("aria-invalid")), "true");
        assert_eq!(
            slot(&s, "err-t", Prop::Text),
            "kernel.threads_per_block = 2000 is out of range: valid values are 1 to 1024"
        );
        assert_eq!(slot(&s, "in-r", Prop::Attr("aria-invalid")), "false");
        assert_eq!(slot(&s, "err-r", Prop::Text), "");
        assert_eq!(slot(&s, "hint-ss", Prop::Text), "= 4.88 KiB");
        assert!(panel_html()
            .contains("<span id=\"helptext-ss\"></span> <span id=\"hint-ss\"></span></p>"));
        assert_eq!(slot(&s, "helptext-ss", Prop::Text), "__shared__ arrays");
        assert_eq!(slot(&s, "in-sm", Prop::Attr("placeholder")), "128");
        assert_eq!(slot(&s, "in-gpu", Prop::Value), "GeForce RTX 4090");
        assert!(slot(&s, "gpu-detail", Prop::Text).starts_with("CC 8.9 · Ada"));
        let co = slot(&s, "in-co", Prop::Html);
        assert!(
            co.starts_with("<option value=\"-1\">Driver default</option>"),
            "{co}"
        );
        assert!(
            co.contains("<option value=\"32\" selected>32 KiB</option>"),
            "{co}"
        );
        assert!(slot(&s, "in-cache", Prop::Html)
            .contains("<option value=\"l1\" selected>Prefer L1</option>"));
        // Closed picker: no list, no active option.
        assert_eq!(slot(&s, "gpu-list", Prop::Html), "");
        assert_eq!(slot(&s, "gpu-pop", Prop::Hidden), "1");
        assert_eq!(slot(&s, "in-gpu", Prop::Attr("aria-expanded")), "false");
        assert_eq!(slot(&s, "in-gpu", Prop::Attr("aria-activedescendant")), "");
        // Only what differs is applied.
        let t = Form {
            threads: "200".into(),
            ..form.clone()
        };
        let next = slots(
            &en(),
            &t,
            &t.errors(),
            calc.as_ref(),
            &Picker::default(),
            &picker_groups(),
        );
        let changes: Vec<_> = changed(Some(&s), &next)
            .map(|s| (s.id.as_str(), s.prop))
            .collect();
        assert_eq!(
            changes,
            [
                ("in-t", Prop::Value),
                ("in-t", Prop::Attr("aria-invalid")),
                ("err-t", Prop::Text)
            ]
        );
        assert_eq!(changed(None, &next).count(), next.len());
    }

    #[test]
    fn the_picker_lists_filters_and_moves_with_the_keys() {
        let groups = picker_groups();
        let mut picker = Picker::default();
        picker.focus();
        picker.typed("h100");
        let ids = option_ids(&groups, &picker.query);
        assert!(ids.len() > 1);
        let s = of(&Form::default(), &picker);
        assert_eq!(slot(&s, "in-gpu", Prop::Value), "h100");
        assert_eq!(slot(&s, "in-gpu", Prop::Attr("aria-expanded")), "true");
        assert_eq!(
            slot(&s, "in-gpu", Prop::Attr("aria-activedescendant")),
            option_id(&ids[0])
        );
        assert_eq!(slot(&s, "gpu-pop", Prop::Hidden), "");
        assert!(slot(&s, "gpu-list", Prop::Html).contains(&format!("data-id=\"{}\"", ids[0])));

        let down = picker.key("ArrowDown", &ids);
        assert_eq!((down.prevent, down.scroll.as_ref()), (true, Some(&ids[1])));
        let s = of(&Form::default(), &picker);
        assert_eq!(
            slot(&s, "in-gpu", Prop::Attr("aria-activedescendant")),
            option_id(&ids[1])
        );
        let up = picker.key("ArrowUp", &ids);
        assert_eq!(up.scroll.as_ref(), Some(&ids[0]));
        // Up from the first wraps to the last.
        assert_eq!(picker.key("ArrowUp", &ids).scroll.as_ref(), ids.last());
        let enter = picker.key("Enter", &ids);
        assert!(enter.prevent);
        assert_eq!(enter.choose.as_ref(), ids.last());
        assert_eq!(picker.key("a", &ids), KeyOutcome::default());
        let escape = picker.key("Escape", &ids);
        assert!(!escape.prevent);
        assert!(!picker.open && picker.query.is_empty());
        // Closed: Enter does nothing, an arrow opens the list.
        assert_eq!(picker.key("Enter", &ids), KeyOutcome::default());
        let open = picker.key("ArrowDown", &ids);
        assert!(open.prevent && open.scroll.is_none() && picker.open);

        picker.typed("zzzz");
        let s = of(&Form::default(), &picker);
        assert!(slot(&s, "gpu-list", Prop::Html).contains("No GPU matches"));
        assert_eq!(slot(&s, "in-gpu", Prop::Attr("aria-activedescendant")), "");
        assert_eq!(picker.key("Enter", &[]).choose, None);
    }

    #[test]
    fn picking_a_gpu_keeps_only_a_carveout_it_has() {
        let mut form = Form {
            carveout: "100".into(),
            ..Form::default()
        };
        choose_gpu(&mut form, "cc-9.0");
        assert_eq!(
            (form.gpu.as_str(), form.carveout.as_str()),
            ("cc-9.0", "100")
        );
        choose_gpu(&mut form, "cc-7.5");
        assert_eq!(form.carveout, "-1");
        form.carveout = "32".into();
        choose_gpu(&mut form, "cc-8.9");
        assert_eq!(form.carveout, "32");
        choose_gpu(&mut form, "not-a-gpu");
        assert_eq!(form.carveout, "-1");
    }

    #[test]
    fn generic_devices_say_so() {
        let s = on("8.9");
        assert_eq!(
            slot(&s, "in-gpu", Prop::Value),
            "Generic CC 8.9 (Ada AD10x)"
        );
        assert!(slot(&s, "gpu-detail", Prop::Text)
            .ends_with("architecture defaults, 1 SM unless set below"));
    }

    #[test]
    fn picker_marks_the_active_and_chosen_options() {
        let groups = picker_groups();
        let html = picker_html(&groups, 1, "geforce-rtx-4090", &en());
        assert_eq!(html.matches(" active\"").count(), 1);
        assert_eq!(html.matches("aria-selected=\"true\"").count(), 1);
        assert!(html.contains("id=\"gpu-opt-cc-8_9\""));
        assert!(picker_html(&[], 0, "", &en()).contains("No GPU matches"));
    }

    #[test]
    fn options_mark_the_selected_one() {
        let html = options_html(&[("fp64", "FP64"), ("fp32", "FP32")], "fp32");
        assert_eq!(
            html,
            "<option value=\"fp64\">FP64</option><option value=\"fp32\" selected>FP32</option>"
        );
    }
}
