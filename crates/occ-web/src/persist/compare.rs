//! The comparison's pinned launches in links and saved configs (`cmp=`; shown by `crate::tools::compare`).
//!
//! Link syntax: the version, then one segment per pinned launch, separated by `~`; a segment holds the launch's
//! inputs that differ from the defaults as `key.value`, separated by `_`, with the links' keys
//! (`1~gpu.a100-sxm4-80gb_t.256_r.80~gpu.h100-sxm5-80gb_t.256_r.80`). A value keeps letters, digits, `.` and `-`;
//! any other byte is written `%XX`. An empty segment is a launch at the defaults.

use std::fmt::Write as _;

use crate::persist::query::decode as unescape;
use crate::state::form::Notice;
use crate::state::input::{Field, Form};
use crate::state::roofline::RoofField;
use occ_core::msg;

/// The version of the link syntax this page writes and reads.
pub const VERSION: &str = "1";
/// The most launches a comparison holds.
pub const MAX_PINNED: usize = 8;

fn escape(out: &mut String, value: &str) {
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || byte == b'.' || byte == b'-' {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
}

/// One pinned launch's segment: its inputs that differ from the defaults.
fn segment(form: &Form) -> String {
    let defaults = Form::default();
    let mut out = String::new();
    let parts = Field::ALL
        .iter()
        .filter(|f| f.get(form) != f.get(&defaults))
        .map(|f| (f.key(), f.get(form)))
        .chain(form.roof.query_parts());
    for (key, value) in parts {
        if !out.is_empty() {
            out.push('_');
        }
        out.push_str(key);
        out.push('.');
        escape(&mut out, &value);
    }
    out
}

/// The link syntax of pinned launches; empty when there are none.
pub fn encode(pinned: &[Form]) -> String {
    if pinned.is_empty() {
        return String::new();
    }
    let mut out = VERSION.to_string();
    for form in pinned {
        out.push('~');
        out.push_str(&segment(form));
    }
    out
}

/// Reads the link syntax: the pinned launches, and a message for each thing that could not be read, naming the key,
/// the launch and the input (the input then takes its default, as in a link; a launch that cannot be computed at
/// all is left out). Never fails.
pub fn decode(text: &str) -> (Vec<Form>, Vec<Notice>) {
    let mut messages = Vec::new();
    if text.trim().is_empty() {
        return (Vec::new(), messages);
    }
    // Messages about a comparison name it by the key it travels under in links.
    let what = || Notice::from(msg::page_tools_notice_compare());
    let mut segments = text.split('~');
    let version = segments.next().unwrap_or_default();
    if version != VERSION {
        let shown: String = version.chars().take(20).collect();
        messages.push(
            Notice::from(msg::page_tools_notice_compare_version("", &shown, VERSION))
                .with(0, what()),
        );
    }
    let mut pinned = Vec::new();
    for (index, segment) in segments.enumerate() {
        let n = (index + 1).to_string();
        // Counted by launches read, not pinned: a link of endless launches that cannot be computed is read no
        // further either.
        if index == MAX_PINNED {
            messages.push(
                Notice::from(msg::page_tools_notice_compare_max(
                    "",
                    &MAX_PINNED.to_string(),
                    &n,
                ))
                .with(0, what()),
            );
            break;
        }
        let launch = || Notice::from(msg::page_tools_notice_compare_launch("", &n)).with(0, what());
        let mut form = Form::default();
        for part in segment.split('_').filter(|p| !p.is_empty()) {
            let (key, value) = part.split_once('.').unwrap_or((part, ""));
            let value = unescape(value);
            let set = match (Field::from_key(key), RoofField::from_key(key)) {
                (Some(field), _) => field
                    .set(&mut form, &value)
                    .map_err(|e| Notice::said("").error(0, e)),
                (None, Some(field)) => form
                    .roof
                    .set(field, &value)
                    .map_err(|e| Notice::said("").error(0, e)),
                (None, None) => Err(msg::page_tools_notice_not_input().into()),
            };
            if let Err(why) = set {
                let key: String = key.chars().take(20).collect();
                let name =
                    Notice::from(msg::page_tools_notice_compare_key("", &key)).with(0, launch());
                messages.push(
                    Notice::from(msg::page_tools_notice_why("", ""))
                        .with(0, name)
                        .with(1, why),
                );
            }
        }
        let named = |key: &str| {
            Notice::from(msg::page_notice_labelled("", "")).with(
                0,
                Notice::from(msg::page_tools_notice_compare_key("", key)).with(0, launch()),
            )
        };
        messages.extend(form.repair(|field| named(field.key()).label(1, field)));
        let gpu = form.gpu.clone();
        messages.extend(form.roof.repair(&gpu, |field| {
            named(field.key()).with(1, Notice::from(field.message()))
        }));
        match form.launch() {
            Ok(_) => pinned.push(form),
            Err(errors) => {
                let why = match errors.into_iter().next() {
                    Some(e) => Notice::said("").error(0, e.error),
                    None => Notice::said("no launch"),
                };
                messages.push(
                    Notice::from(msg::page_tools_notice_compare_left_out("", ""))
                        .with(0, launch())
                        .with(1, why),
                )
            }
        }
    }
    (pinned, crate::persist::query::capped(messages))
}
