//! The form in the query string: `?v=1&gpu=geforce-rtx-4090&t=128&r=51&…` with the short keys of
//! [`Field::key`]. Reading a link never fails: a bad or unknown parameter gives a message naming it and the field
//! falls back to its default.

use crate::state::form::Notice;
use crate::state::input::{Field, Form};
use crate::state::roofline::RoofField;
use crate::state::roofline::RoofForm;
use occ_core::msg;

/// The version of the query format this page writes and reads.
pub const VERSION: &str = "1";

/// The key of the comparison's pinned launches.
pub const COMPARE_KEY: &str = "cmp";

/// What a query string says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// `None` when the query names no input (then the last-used config applies).
    pub form: Option<Form>,
    pub embed: bool,
    pub messages: Vec<Notice>,
}

fn hex(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'a'..=b'f' => Some(byte - b'a' + 10),
        b'A'..=b'F' => Some(byte - b'A' + 10),
        _ => None,
    }
}

/// `application/x-www-form-urlencoded` decoding; invalid escapes are kept as they are.
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push(high * 16 + low);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            other => out.push(other),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Percent-encodes everything but unreserved characters.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The key/value pairs of a query string (with or without the leading `?`).
pub fn pairs(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|part| !part.is_empty())
        .map(|part| match part.split_once('=') {
            Some((key, value)) => (decode(key), decode(value)),
            None => (decode(part), String::new()),
        })
        .collect()
}

/// The query string of the launch a form shows (without `?`; [`Form::shown`]). Optional inputs at their default are
/// left out.
pub fn to_query(form: &Form) -> String {
    let shown = form.shown();
    let form = &shown;
    let mut parts = vec![format!("v={VERSION}")];
    for field in Field::ALL {
        if !(field.optional() && field.at_default(form)) {
            parts.push(format!("{}={}", field.key(), encode(&field.get(form))));
        }
    }
    let roof = roof_query(&form.roof);
    if !roof.is_empty() {
        parts.push(roof);
    }
    if !form.compare.is_empty() {
        parts.push(format!("{COMPARE_KEY}={}", encode(&form.compare)));
    }
    parts.join("&")
}

/// Shortens a value for a message (garbage can be long).
fn shown(value: &str) -> String {
    let mut short: String = value.chars().take(40).collect();
    if short.len() < value.len() {
        short.push('…');
    }
    short
}

/// The most messages one link gives (each is a notice on the page): past them, the last says how many more there were.
pub const MAX_MESSAGES: usize = 12;

/// `messages`, at most [`MAX_MESSAGES`] of them.
pub fn capped(mut messages: Vec<Notice>) -> Vec<Notice> {
    if messages.len() > MAX_MESSAGES {
        let more = messages.len() - (MAX_MESSAGES - 1);
        messages.truncate(MAX_MESSAGES - 1);
        messages.push(msg::page_notice_more(&more.to_string()).into());
    }
    messages
}

/// Reads a query string. Inputs it does not name take their defaults.
pub fn from_query(query: &str) -> Loaded {
    read(query, true)
}

/// Reads the last-used config as the page stores it: a link's query string ([`to_query`]). The messages name it;
/// `Err` when the text names no input (it is not an occ config).
pub fn from_stored(text: &str) -> Result<(Form, Vec<Notice>), Notice> {
    let loaded = read(text, false);
    match loaded.form {
        Some(form) => Ok((form, loaded.messages)),
        None => Err(msg::page_notice_not_config().into()),
    }
}

/// Reads a query string; the messages name each key as a link's ("URL parameter 'r'") or, not `link`, as the
/// last-used config's.
fn read(query: &str, link: bool) -> Loaded {
    let param = |key: &str| -> Notice {
        if link {
            msg::page_notice_link_param(key).into()
        } else {
            msg::page_notice_last_param(key).into()
        }
    };
    let what = if link {
        msg::page_notice_link()
    } else {
        msg::page_notice_config()
    };
    let mut form = Form::default();
    let mut named = false;
    let mut embed = false;
    let mut messages = Vec::new();
    // Messages about the tools' inputs, which the embed view does not show.
    let mut tool_messages = Vec::new();
    // A key and the label of its input: "URL parameter 'r' (Registers per thread)".
    let labelled = |key: &str| Notice::from(msg::page_notice_labelled("", "")).with(0, param(key));
    for (key, value) in pairs(query) {
        match key.as_str() {
            "v" => {
                if value != VERSION {
                    messages.push(
                        Notice::from(msg::page_notice_version("", &shown(&value), VERSION, ""))
                            .with(0, param("v"))
                            .with(3, what.into()),
                    );
                }
            }
            "embed" => embed = value != "0",
            // The comparison is read and checked (`crate::persist::compare`) by the module that shows it.
            COMPARE_KEY => {
                named = true;
                form.compare = value;
            }
            other => {
                // Each input's key, its label and how it is set: the launch's or the roofline panel's.
                let result = match (Field::from_key(other), RoofField::from_key(other)) {
                    (Some(field), _) => Some((
                        labelled(field.key()).label(1, field),
                        field.set(&mut form, &value),
                        field.is_plan(),
                    )),
                    (None, Some(field)) => Some((
                        labelled(field.key()).with(1, Notice::from(field.message())),
                        form.roof.set(field, &value),
                        true,
                    )),
                    (None, None) => None,
                };
                match result {
                    Some((name, outcome, tool)) => {
                        named = true;
                        if let Err(error) = outcome {
                            let message = Notice::from(msg::page_notice_repaired_default("", ""))
                                .with(0, name)
                                .error(1, error);
                            if tool {
                                tool_messages.push(message);
                            } else {
                                messages.push(message);
                            }
                        }
                    }
                    None => messages.push(
                        Notice::from(msg::page_notice_unknown("")).with(0, param(&shown(other))),
                    ),
                }
            }
        }
    }
    messages.extend(form.repair(|field| labelled(field.key()).label(1, field)));
    let gpu = form.gpu.clone();
    tool_messages.extend(form.roof.repair(&gpu, |f| {
        labelled(f.key()).with(1, Notice::from(f.message()))
    }));
    if !embed {
        messages.extend(tool_messages);
    }
    Loaded {
        form: named.then_some(form),
        embed,
        messages: capped(messages),
    }
}

/// The roofline inputs in the query syntax, `rf=2.1T&rb=40G` (empty at the defaults): links and saved configs alike.
pub fn roof_query(roof: &RoofForm) -> String {
    let parts: Vec<String> = roof
        .query_parts()
        .iter()
        .map(|(key, value)| format!("{key}={}", encode(value)))
        .collect();
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::form::english;

    /// What a link gives, its notices in English as the page shows them about an NVIDIA GPU.
    #[derive(Debug)]
    struct Read {
        form: Option<Form>,
        embed: bool,
        messages: Vec<String>,
    }

    fn from_query(query: &str) -> Read {
        let loaded = super::from_query(query);
        Read {
            form: loaded.form,
            embed: loaded.embed,
            messages: english(&loaded.messages),
        }
    }

    fn from_stored(text: &str) -> Result<(Form, Vec<String>), String> {
        super::from_stored(text)
            .map(|(form, notices)| (form, english(&notices)))
            .map_err(|why| english(&[why]).remove(0))
    }
    use crate::state::roofline::RoofForm;
    use occ_core::nvidia::PartitionedGc;
    use occ_core::roofline::Precision;

    #[test]
    fn the_embed_view_hears_only_of_what_it_shows() {
        let query = "v=1&t=abc&rp=fp128&embed=1";
        let embedded = from_query(query);
        assert_eq!(embedded.messages.len(), 1, "{:?}", embedded.messages);
        assert!(embedded.messages[0].contains("'t'"));
        let full = from_query(&query.replace("&embed=1", ""));
        assert_eq!(full.messages.len(), 2, "{:?}", full.messages);
        assert!(full.messages[1].contains("'rp'"));
    }

    #[test]
    fn round_trips_every_input() {
        let form = Form {
            gpu: "cc-5.2".to_string(),
            threads: "96".to_string(),
            regs: "40".to_string(),
            static_smem: "1024".to_string(),
            dynamic_smem: "2048".to_string(),
            sms: "24".to_string(),
            partitioned_gc: PartitionedGc::Strict,
            ..Form::default()
        };
        let query = to_query(&form);
        assert_eq!(
            query,
            "v=1&gpu=cc-5.2&t=96&r=40&ss=1024&ds=2048&co=-1&b=1&sm=24&pgc=strict"
        );
        let loaded = from_query(&format!("?{query}"));
        assert_eq!(loaded.messages, Vec::<String>::new());
        assert_eq!(loaded.form, Some(form));
        assert!(!loaded.embed);
    }

    #[test]
    fn round_trips_an_amd_launch_and_notes_the_other_vendor_s_keys() {
        let form = Form {
            gpu: "gfx1100".to_string(),
            threads: "256".to_string(),
            regs: "96".to_string(),
            dynamic_smem: "4096".to_string(),
            sgprs: "40".to_string(),
            wave_size: "64".to_string(),
            cu_mode: true,
            sms: "96".to_string(),
            ..Form::default()
        };
        let query = to_query(&form);
        assert_eq!(
            query,
            "v=1&gpu=gfx1100&t=256&r=96&ss=0&ds=4096&co=-1&b=1&sm=96&sg=40&ws=64&cu=1"
        );
        let loaded = from_query(&format!("?{query}"));
        assert_eq!(loaded.messages, Vec::<String>::new());
        assert_eq!(loaded.form, Some(form));
        // An AMD key on an NVIDIA GPU: a notice, and the rest of the link loads.
        let crossed = from_query("v=1&gpu=geforce-rtx-4090&t=256&ag=16");
        assert_eq!(crossed.messages.len(), 1, "{:?}", crossed.messages);
        assert!(
            crossed.messages[0].starts_with("URL parameter 'ag'")
                && crossed.messages[0].contains("applies to AMD GPUs only"),
            "{:?}",
            crossed.messages
        );
        let crossed = crossed.form.unwrap();
        assert_eq!(
            (crossed.threads.as_str(), crossed.agprs.as_str()),
            ("256", "0")
        );
    }

    #[test]
    fn round_trips_an_intel_launch() {
        let form = Form {
            gpu: "xe-hpc".to_string(),
            threads: "1024".to_string(),
            sub_group: "32".to_string(),
            dynamic_smem: "40K".to_string(),
            sms: "1024".to_string(),
            barriers_used: true,
            large_grf: true,
            global_size: "1048576".to_string(),
            ..Form::default()
        };
        let query = to_query(&form);
        assert_eq!(
            query,
            "v=1&gpu=xe-hpc&t=1024&r=51&ss=0&ds=40K&co=-1&b=1&sm=1024&sub=32&bar=1&grf=1&gs=1048576"
        );
        let loaded = from_query(&format!("?{query}"));
        assert_eq!(loaded.messages, Vec::<String>::new());
        assert_eq!(loaded.form, Some(form));
    }

    #[test]
    fn a_link_leaves_out_what_its_gpu_does_not_have() {
        // Registers typed on an NVIDIA GPU stay in the form when an Intel GPU is picked; its link holds the
        // launch it shows, which reads back without a word.
        let form = Form {
            gpu: "arc-b580".to_string(),
            regs: "96".to_string(),
            sub_group: "32".to_string(),
            ..Form::default()
        };
        let query = to_query(&form);
        assert!(
            query.contains("&r=51&") && query.contains("&sub=32"),
            "{query}"
        );
        let loaded = from_query(&query);
        assert_eq!(loaded.messages, Vec::<String>::new());
        assert_eq!(loaded.form.map(|f| f.sub_group), Some("32".to_string()));
    }

    #[test]
    fn round_trips_the_plan_inputs() {
        let form = Form {
            grid: "46".to_string(),
            items: "1048576".to_string(),
            per_thread: "4".to_string(),
            smem_per_thread: "16".to_string(),
            ..Form::default()
        };
        let query = to_query(&form);
        assert!(query.ends_with("&g=46&n=1048576&wpt=4&spt=16"), "{query}");
        assert_eq!(from_query(&query).form, Some(form));
        assert!(!to_query(&Form::default()).contains("g="));
    }

    #[test]
    fn a_bad_plan_input_falls_back_alone() {
        let loaded = from_query("v=1&gpu=a100-sxm4-80gb&t=256&g=0&n=12&wpt=x");
        let form = loaded.form.unwrap();
        assert_eq!((form.grid.as_str(), form.items.as_str()), ("", "12"));
        assert_eq!(
            (form.threads.as_str(), form.per_thread.as_str()),
            ("256", "1")
        );
        let text = loaded.messages.join("\n");
        assert_eq!(loaded.messages.len(), 2, "{text}");
        assert!(
            text.contains("URL parameter 'g' (Grid (blocks)): plan.grid_blocks = 0 is out of range: valid values \
             are 1 to 2147483647"),
            "{text}"
        );
        assert!(text.contains("'wpt' (Items per thread)"), "{text}");
    }

    #[test]
    fn garbage_gives_messages_and_falls_back_per_field() {
        let loaded = from_query("v=1&gpu=cc-8.9&t=12x&r=64&foo=bar&pgc=maybe&co=33&embed=1&%ZZ");
        let form = loaded.form.unwrap();
        assert!(loaded.embed);
        assert_eq!(form.threads, "128");
        assert_eq!(form.regs, "64");
        assert_eq!(form.carveout, "-1");
        let text = loaded.messages.join("\n");
        assert!(text.contains("'foo' is not known"), "{text}");
        assert!(text.contains("'%ZZ' is not known"), "{text}");
        assert!(text.contains("'pgc'"), "{text}");
        assert!(text.contains("'t' (Threads per block)"), "{text}");
        assert!(text.contains("'co' (Shared memory carveout)"), "{text}");
    }

    #[test]
    fn roofline_inputs_round_trip_and_bad_ones_fall_back_alone() {
        let form = Form {
            gpu: "h100-sxm5-80gb".to_string(),
            roof: RoofForm {
                flops: "2e12".to_string(),
                bytes: "4e10".to_string(),
                time: "35 ms".to_string(),
                precision: Precision::TensorFp16,
                ..RoofForm::default()
            },
            ..Form::default()
        };
        let query = to_query(&form);
        assert!(
            query.ends_with("&rf=2e12&rb=4e10&rp=fp16&rt=35%20ms"),
            "{query}"
        );
        let loaded = from_query(&query);
        assert_eq!(loaded.messages, Vec::<String>::new());
        assert_eq!(loaded.form, Some(form));

        let loaded = from_query("v=1&gpu=tesla-p100-sxm2&t=64&rf=-2&rb=1e9&rp=fp16&rt=3&ri");
        let form = loaded.form.unwrap();
        assert_eq!(form.threads, "64");
        assert_eq!(form.roof.flops, "");
        assert_eq!(form.roof.precision, Precision::Fp32);
        let text = loaded.messages.join("\n");
        assert_eq!(loaded.messages.len(), 2, "{text}");
        assert!(text.starts_with(
            "URL parameter 'rf' (FLOPs): roofline.flops: '-2' is not a positive number"
        ));
        assert!(text.contains(
            "URL parameter 'rp' (Precision): roofline.precision: the Tesla P100 SXM2 has no"
        ));
        // A bad value leaves only that input empty.
        let loaded = from_query("gpu=a100-sxm4-40gb&rf=lots&rb=1e9&rp=int8&rt=5");
        let form = loaded.form.unwrap();
        assert_eq!(
            (form.roof.flops.as_str(), form.roof.bytes.as_str()),
            ("", "1e9")
        );
        assert_eq!(form.roof.time, "5");
        let text = loaded.messages.join("\n");
        assert!(
            text.contains(
                "URL parameter 'rp' (Precision): roofline.precision: 'int8' is not one of"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "URL parameter 'rf' (FLOPs): roofline.flops: 'lots' is not a positive number"
            ),
            "{text}"
        );
        // A roofline key alone is a link's input too: it wins over the last-used config.
        assert!(from_query("ri=3").form.is_some());
    }

    #[test]
    fn a_links_roofline_notices_name_the_inputs_in_the_pages_language() {
        let chinese = occ_core::msg::Say::new(
            occ_core::msg::Lang::Zh,
            occ_core::terms::Terms::Own,
            occ_core::Vendor::Nvidia,
        );
        let loaded = super::from_query("gpu=tesla-p100-sxm2&rf=-2&rb=x&ri=y&rt=soon&rp=fp16");
        let said: Vec<String> = loaded.messages.iter().map(|n| n.say(&chinese)).collect();
        let text = said.join("\n");
        assert_eq!(said.len(), 5, "{text}");
        for label in [
            "（FLOP 数）",
            "（DRAM 读写字节数）",
            "（算术强度（FLOP/字节））",
            "（实测核函数耗时）",
            "（精度）",
        ] {
            assert!(text.contains(label), "{label} in {text}");
        }
        for english in [
            "FLOPs",
            "Bytes",
            "Arithmetic",
            "Measured",
            "Precision",
            "tensor",
        ] {
            assert!(!text.contains(english), "{english} in {text}");
        }
        // The precision the GPU has no peak for, in the page's language too.
        assert!(text.contains("FP16/BF16 张量核心"), "{text}");
    }

    /// A choice the page does not know gets a notice naming the key, its label, the value and the valid names, and
    /// the link written back leaves it out (the form keeps the default); the names occ-core reads are kept by name.
    #[test]
    fn unknown_choices_are_named_and_dropped() {
        for value in ["klingon", "<b>x</b>", "cudas"] {
            let loaded = from_query(&format!("v=1&t=256&terms={}", encode(value)));
            assert_eq!(
                loaded.messages,
                vec![format!(
                    "URL parameter 'terms' (Terms): terms: '{value}' is not one of own, cuda, hip, sycl; using \
                     the default"
                )]
            );
            let form = loaded.form.unwrap();
            assert_eq!(form.terms, "own");
            assert_eq!(
                to_query(&form),
                "v=1&gpu=geforce-rtx-4090&t=256&r=51&ss=0&ds=0&co=-1&b=1"
            );
        }
        // occ-core's spellings of the words, written back by their names.
        for (value, name) in [
            ("CUDA", "cuda"),
            ("neutral", "sycl"),
            (" hip ", "hip"),
            ("", "own"),
        ] {
            let loaded = from_query(&format!("v=1&terms={}", encode(value)));
            assert_eq!(loaded.messages, Vec::<String>::new(), "{value}");
            assert_eq!(loaded.form.unwrap().terms, name);
        }
        // Garbage is shown by its start.
        let long = from_query(&format!("terms={}", "x".repeat(10_000)));
        assert_eq!(
            long.messages,
            vec![format!(
                "URL parameter 'terms' (Terms): terms: '{}…' is not one of own, cuda, hip, sycl; using the default",
                "x".repeat(40)
            )]
        );
    }

    /// The language is in a link only once chosen (empty: the browser's decides), by its id; anything else is named
    /// with the field and the values, and left out.
    #[test]
    fn the_language_travels_only_when_chosen() {
        let plain = "v=1&gpu=geforce-rtx-4090&t=256&r=51&ss=0&ds=0&co=-1&b=1";
        let loaded = from_query("v=1&t=256");
        assert_eq!(loaded.form.as_ref().unwrap().lang, "");
        assert_eq!(to_query(&loaded.form.unwrap()), plain);
        for (value, id) in [("zh", "zh"), ("en", "en")] {
            let loaded = from_query(&format!("v=1&t=256&lang={}", encode(value)));
            assert_eq!(loaded.messages, Vec::<String>::new(), "{value}");
            let form = loaded.form.unwrap();
            assert_eq!(form.lang, id);
            assert_eq!(to_query(&form), format!("{plain}&lang={id}"));
            assert_eq!(from_query(&to_query(&form)).form.unwrap(), form);
        }
        for value in ["fr", "<b>x</b>", "zhx", "zh-TW"] {
            let loaded = from_query(&format!("v=1&t=256&lang={}", encode(value)));
            assert_eq!(
                loaded.messages,
                vec![format!(
                    "URL parameter 'lang' (Language): lang: '{value}' is not one of en, zh; using the default"
                )]
            );
            let form = loaded.form.unwrap();
            assert_eq!(form.lang, "");
            assert_eq!(to_query(&form), plain);
        }
    }

    /// A GPU name longer than any is refused before any lookup, naming the field and the cap, and does not travel on.
    #[test]
    fn a_gpu_name_past_the_cap_is_refused_by_its_length() {
        let started = std::time::Instant::now();
        let loaded = from_query(&format!("v=1&gpu={}&t=64", "a".repeat(100_000)));
        assert_eq!(
            loaded.messages,
            vec![
                "URL parameter 'gpu' (GPU): gpu: a GPU name has at most 200 characters (this one has 100000); \
                 using geforce-rtx-4090"
                    .to_string()
            ]
        );
        let form = loaded.form.unwrap();
        assert_eq!(
            (form.gpu.as_str(), form.threads.as_str()),
            ("geforce-rtx-4090", "64")
        );
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        // A name at the cap is looked up as any other.
        let loaded = from_query(&format!("v=1&gpu={}", "4090".repeat(25)));
        assert!(
            loaded.messages.iter().all(|m| !m.contains("at most")),
            "{:?}",
            loaded.messages
        );
    }

    /// However many bad parameters a link has, it gives a dozen notices, the last saying how many more there were.
    #[test]
    fn a_link_gives_at_most_a_dozen_messages() {
        let loaded = from_query(&"zz=1&".repeat(100_000));
        assert_eq!(loaded.messages.len(), MAX_MESSAGES);
        assert_eq!(
            loaded.messages[MAX_MESSAGES - 1],
            "99989 more messages about this link were left out"
        );
        let few = from_query("v=1&zz=1&t=x");
        assert_eq!(few.messages.len(), 2, "{:?}", few.messages);
    }

    #[test]
    fn a_query_without_inputs_leaves_the_form_to_storage() {
        assert_eq!(from_query("").form, None);
        assert_eq!(from_query("?embed=1").form, None);
        assert!(from_query("?embed=1").embed);
        let unknown_version = from_query("v=7&t=64");
        assert_eq!(unknown_version.form.unwrap().threads, "64");
        assert_eq!(unknown_version.messages.len(), 1);
    }

    #[test]
    fn decodes_and_encodes() {
        assert_eq!(decode("a+b%20c%2"), "a b c%2");
        assert_eq!(encode("cc-8.9 x&"), "cc-8.9%20x%26");
        assert_eq!(
            pairs("?gpu=h100%20sxm&t=1"),
            vec![
                ("gpu".to_string(), "h100 sxm".to_string()),
                ("t".to_string(), "1".to_string())
            ]
        );
    }

    #[test]
    fn the_last_used_config_reads_back_from_its_query_string() {
        let mut form = Form::default();
        Field::Threads.set(&mut form, "384").unwrap();
        Field::StaticSmem.set(&mut form, "12K").unwrap();
        let (back, messages) = from_stored(&to_query(&form)).unwrap();
        assert_eq!(back, form);
        assert!(messages.is_empty(), "{messages:?}");
        // Its messages name the stored config, not a link.
        let (back, messages) = from_stored("v=1&gpu=nope&t=384").unwrap();
        assert_eq!(back.gpu, Form::default().gpu);
        assert!(
            messages[0].starts_with("Last-used config's parameter 'gpu' ("),
            "{messages:?}"
        );
        // Text that names no input is not a config.
        assert!(from_stored("not json at all").is_err());
        assert!(from_stored("").is_err());
    }

    #[test]
    fn the_roofline_inputs_given_go_into_the_query() {
        let roof = RoofForm {
            flops: "2T".to_string(),
            bytes: "40G".to_string(),
            intensity: "3".to_string(),
            precision: Precision::Fp64,
            time: "35ms".to_string(),
        };
        assert_eq!(roof_query(&roof), "rf=2T&rb=40G&ri=3&rp=fp64&rt=35ms");
        assert_eq!(roof_query(&RoofForm::default()), "");
    }
}
