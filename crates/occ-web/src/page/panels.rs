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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calculator::say::check::{chinese, english_words};
    use crate::persist::saved::{config_json, key_for, read_saved, Config, Stored};
    use crate::persist::{compare, query};
    use crate::state::form::english;
    use crate::state::gpu::GpuChoice;
    use crate::state::input::{Field, Form};
    use occ_core::Vendor;

    /// A GPU of each vendor and a link to it with bad values: a count out of range, text for a number, another
    /// vendor's input, an unknown key, an unknown version.
    const LINKS: [(&str, &str); 3] = [
        (
            "geforce-rtx-4090",
            "v=2&gpu=geforce-rtx-4090&t=abc&r=999&co=7&sg=40&sub=32&zz=1",
        ),
        (
            "gfx942",
            "v=1&gpu=gfx942&t=2048&r=999&ws=32&b=4&ag=600&zz=1",
        ),
        ("xe-hpc", "v=1&gpu=xe-hpc&t=abc&sub=8&r=64&cu=1&zz=1"),
    ];

    /// What a Chinese text may hold besides Chinese: the allowed tokens, and what the notice quotes or names
    /// (identifiers, the GPU's and architecture's names, the inputs' labels until they are said, the link's keys and
    /// values, the storage's API), taken out before the check.
    fn left_in_english(text: &str, gpu: &str, say: &Say) -> Vec<String> {
        let choice = GpuChoice::from_id(gpu).unwrap();
        let mut text = text.to_string();
        // CC: the compute capability, as the results' Chinese writes it.
        let mut names = vec![
            choice.label(),
            gpu.to_string(),
            "localStorage".into(),
            "CC".into(),
        ];
        if let Some(arch) = choice.intel_arch() {
            names.push(arch.family.to_string());
        }
        if let Some(arch) = choice.amd_arch() {
            names.push(arch.family.to_string());
        }
        names.extend(Field::ALL.iter().map(|f| f.said_label(say)));
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        for name in names {
            text = text.replace(&name, " ");
        }
        // Identifiers (`kernel.threads_per_block`) and what is quoted (“abc”).
        while let Some(open) = text.find('“') {
            let close = text[open..]
                .find('”')
                .map_or(text.len(), |i| open + i + '”'.len_utf8());
            text.replace_range(open..close, " ");
        }
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || "：，；（）".contains(c))
            .filter(|w| !(w.contains(['.', '_', '=']) || w.starts_with(['\'', '“'])))
            .collect();
        english_words(&words.join(" "))
    }

    /// Each notice said in Chinese, in every vocabulary, holds no English word and names its input (`names`).
    fn check_chinese(notices: &[Notice], gpu: &str, names: impl Fn(&str, &Say) -> bool) {
        assert!(!notices.is_empty());
        let vendor = GpuChoice::from_id(gpu).unwrap().vendor();
        for say in chinese(vendor) {
            for notice in notices {
                let text = notice.say(&say);
                assert_eq!(
                    left_in_english(&text, gpu, &say),
                    Vec::<String>::new(),
                    "{gpu}: {text}"
                );
                assert!(names(&text, &say), "{gpu}: names no input: {text}");
            }
        }
    }

    /// Whether `text` names one of the link's keys; a repaired input also by its label in the page's words.
    fn names_a_key(link: &str) -> impl Fn(&str, &Say) -> bool + '_ {
        move |text, say| {
            link.split('&').any(|part| {
                let key = part.split('=').next().unwrap();
                let labelled = Field::from_key(key)
                    .is_some_and(|f| text.contains(&format!("“{key}”（{}）", f.said_label(say))));
                labelled || (matches!(key, "v" | "zz") && text.contains(&format!("“{key}”")))
            })
        }
    }

    #[test]
    fn a_link_s_notices_are_said_in_chinese_for_every_vendor_and_name_the_input() {
        for (gpu, link) in LINKS {
            let loaded = query::from_query(link);
            assert!(
                loaded.messages.len() >= 5,
                "{:?}",
                english(&loaded.messages)
            );
            check_chinese(&loaded.messages, gpu, names_a_key(link));
        }
    }

    #[test]
    fn a_last_used_config_s_notices_are_said_in_chinese() {
        for (gpu, link) in LINKS {
            let (_, notices) = query::from_stored(link).unwrap();
            check_chinese(&notices, gpu, names_a_key(link));
            let zh = &chinese(Vendor::Nvidia)[0];
            let why = query::from_stored("zz=1").unwrap_err();
            assert_eq!(left_in_english(&why.say(zh), gpu, zh), Vec::<String>::new());
        }
    }

    /// A stored config of each vendor's GPU with a count out of range and another vendor's input; and entries
    /// that cannot be read.
    #[test]
    fn a_stored_config_s_notices_are_said_in_chinese_and_name_the_input() {
        for (gpu, other, value) in [
            ("geforce-rtx-4090", Field::Sgprs, 40),
            ("gfx942", Field::Barriers, 4),
            ("xe-hpc", Field::Regs, 77),
        ] {
            let mut config = Config::from_form(&Form {
                gpu: gpu.to_string(),
                ..Form::default()
            })
            .unwrap();
            let at = |field: Field| Field::ALL.iter().position(|f| *f == field).unwrap();
            config.values[at(Field::Threads)] = Stored::Number(99_999);
            config.values[at(other)] = Stored::Number(value);
            let (form, notices) = config.to_form(occ_core::msg::page_tools_notice_saved("x"));
            assert_eq!(form.threads, "128");
            assert_eq!(notices.len(), 2, "{:?}", english(&notices));
            check_chinese(&notices, gpu, |text, say| {
                text.starts_with("已保存的配置“x”，")
                    && [Field::Threads, other]
                        .iter()
                        .any(|f| text.contains(&format!("，{}：", f.said_label(say))))
            });
        }
        let config = config_json(&Config::from_form(&Form::default()).unwrap());
        let (_, notices) = read_saved([
            (
                key_for("a"),
                format!("{{\"name\":\"b\",\"config\":{config}}}"),
            ),
            (key_for("c"), "{".to_string()),
        ]);
        assert_eq!(notices.len(), 2);
        let zh = &chinese(Vendor::Nvidia)[0];
        let said: Vec<String> = notices.iter().map(|n| n.say(zh)).collect();
        assert!(
            said[0].starts_with("键“occ.config.v1:a”下的已保存配置自称“b”"),
            "{said:?}"
        );
        assert!(said[1].starts_with("无法读取已保存的配置“c”"), "{said:?}");
    }

    /// A comparison's launches with bad values, on each vendor's GPU.
    #[test]
    fn a_comparison_s_notices_are_said_in_chinese() {
        for (gpu, link) in [
            (
                "geforce-rtx-4090",
                "7~gpu.geforce-rtx-4090_t.abc_zz.1_sg.40",
            ),
            ("gfx942", "1~gpu.gfx942_t.2048_b.4"),
            ("xe-hpc", "1~gpu.xe-hpc_sub.8_r.64"),
        ] {
            let (pinned, notices) = compare::decode(link);
            assert_eq!(pinned.len(), 1);
            check_chinese(&notices, gpu, |text, _| text.starts_with("对比（“cmp”）"));
        }
    }

    /// The form's errors, as the input panel shows them, in Chinese for each vendor's GPU: occ-core's messages
    /// and the page's own.
    #[test]
    fn the_form_s_errors_are_said_in_chinese_for_every_vendor() {
        for (gpu, edit) in [
            (
                "geforce-rtx-4090",
                (|f: &mut Form| {
                    f.threads = "abc".into();
                    f.regs = "999".into();
                    f.carveout = "7".into();
                    f.grid = "0".into();
                }) as fn(&mut Form),
            ),
            ("gfx942", |f| {
                f.threads = "2048".into();
                f.regs = "999".into();
            }),
            ("gfx1100", |f| f.wave_size = "48".into()),
            ("gfx90a", |f| f.agprs = "600".into()),
            ("xe-hpc", |f| {
                f.threads = " ".into();
                f.sub_group = "8".into();
                f.global_size = "1000".into();
            }),
        ] {
            let mut form = Form {
                gpu: gpu.to_string(),
                ..Form::default()
            };
            edit(&mut form);
            for say in chinese(GpuChoice::from_id(gpu).unwrap().vendor()) {
                let errors = form.errors_in(&say);
                assert!(!errors.is_empty(), "{gpu}");
                for error in errors {
                    assert_eq!(
                        left_in_english(&error.message, gpu, &say),
                        Vec::<String>::new(),
                        "{gpu}: {}",
                        error.message
                    );
                }
            }
        }
    }

    /// The notices panel: each notice and its dismiss button said in Chinese; the offer of a last-used config too.
    #[test]
    fn the_notices_panel_says_its_own_texts_in_chinese() {
        let zh = &chinese(Vendor::Nvidia)[0];
        let notices = [
            Notice::from(occ_core::msg::page_notice_no_chinese()),
            Notice::from(occ_core::msg::page_notice_last_unread(""))
                .with(0, Notice::from(occ_core::msg::page_notice_not_config())),
        ];
        for html in [notices_html(&notices, zh), unsettled(zh)] {
            let text: String = html
                .split('<')
                .map(|part| {
                    part.split_once('>').map_or(part, |(tag, text)| {
                        if tag.contains("aria-label") {
                            tag
                        } else {
                            text
                        }
                    })
                })
                .collect::<Vec<_>>()
                .join(" ");
            let text = text.replace("aria-label=", "").replace("data-", "");
            let words: Vec<String> = english_words(&text)
                .into_iter()
                .filter(|w| {
                    !matches!(
                        w.as_str(),
                        "button" | "type" | "class" | "small" | "dismiss" | "offer"
                    )
                })
                .collect();
            assert_eq!(words, Vec::<String>::new(), "{html}");
        }
        // In English the markup is as it was.
        let en = Say::page_english(Vendor::Nvidia);
        assert_eq!(
            unsettled(&en),
            "<p class=\"notice\" data-testid=\"notice-unsettled\"><span>The last-used config did not finish loading \
             last time, so it was not restored; it stays in this browser&#x27;s storage until you change an input. \
             <button type=\"button\" class=\"small\" data-load-last=\"\" data-testid=\"load-last\">Load it \
             anyway</button></span><button type=\"button\" class=\"small\" data-dismiss=\"offer\" \
             aria-label=\"Dismiss this message\">×</button></p>"
        );
        assert_eq!(
            english(&notices)[0],
            "简体中文 could not be loaded; the page stays in English (choose it again to retry)"
        );
    }
}
