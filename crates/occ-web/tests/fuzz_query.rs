//! Fuzzing what the page reads from outside, natively: the query string of a link (`persist::query`) and the
//! configs it stored (`persist::saved`, through its JSON reader `persist::json`). Links are made of the page's own
//! keys and of unknown ones, with hostile values (edges of every integer type, sizes, choices that do not exist,
//! percent-escapes, long and foreign text); stored configs are JSON objects of the stored keys with values of every
//! JSON type, and byte mutations of configs the page wrote. Every input must:
//!
//! - be read without a panic (a link or a stored value is never more than notices);
//! - read as a form that, written back (as the address bar and the store do) and read again, is the same form,
//!   with no notice the second time;
//! - give a notice for an unknown key and for a value no input takes, and never keep a choice the input does not
//!   offer (`terms=klingon` is dropped, with a notice).
//!
//! `OCC_FUZZ_CASES` sets the cases per test (CI: the defaults below), `OCC_FUZZ_SEED` the seed; docs/robustness.md
//! has the figures.

use occ_web::persist::json;
use occ_web::persist::query::{encode, from_query, to_query};
use occ_web::persist::saved::{config_json, parse_config, Config, DTO_VERSION};
use occ_web::state::input::{Field, Kind};
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::test_runner::{Config as RunConfig, RngSeed};

fn config(default_cases: u32) -> RunConfig {
    let cases = std::env::var("OCC_FUZZ_CASES")
        .ok()
        .and_then(|n| n.trim().replace('_', "").parse().ok())
        .unwrap_or(default_cases);
    let seed = std::env::var("OCC_FUZZ_SEED")
        .ok()
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0x0cc_f022);
    RunConfig {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..RunConfig::default()
    }
}

/// Values at the edges of every type an input could be read into, sizes, and words no input offers.
const VALUES: &[&str] = &[
    "0",
    "1",
    "32",
    "128",
    "256",
    "1024",
    "1025",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "-1",
    "-5",
    "0.5",
    "1e308",
    "48K",
    "64k",
    "1M",
    "4294967295K",
    "-1K",
    "",
    " ",
    "on",
    "off",
    "strict",
    "shared",
    "l1",
    "equal",
    "none",
    "own",
    "cuda",
    "hip",
    "sycl",
    "klingon",
    "<b>x</b>",
    "true",
    "false",
    "fp64",
    "fp16",
    "2T",
    "40G",
    "35ms",
    "1e-320",
    "NaN",
    "inf",
    "geforce-rtx-4090",
    "a100",
    "b200",
    "mi300x",
    "max-1550",
    "cc-8.9",
    "cc-99.9",
    "gfx90a",
    "xe-hpc",
    "４０９０",
    "٤٠٩٠",
    "%",
    "%zz",
    "%00",
    "%FF%FE",
];

/// The page's own keys and a few it does not have.
fn key() -> impl Strategy<Value = String> {
    let known: Vec<&'static str> = Field::ALL
        .iter()
        .map(|f| f.key())
        .chain(["v", "embed", "cmp", "rf", "rb", "ri", "rp", "rt"])
        .collect();
    prop_oneof![
        8 => select(known).prop_map(str::to_string),
        1 => "[a-z]{1,6}",
        1 => "\\PC{0,8}",
    ]
}

/// A value; `long`: now and then a long one.
fn value(long: bool) -> impl Strategy<Value = String> {
    let long = if long { 1 } else { 0 };
    prop_oneof![
        24 => select(VALUES).prop_map(str::to_string),
        12 => (0u64..4096).prop_map(|n| n.to_string()),
        4 => any::<u64>().prop_map(|n| n.to_string()),
        4 => any::<i64>().prop_map(|n| n.to_string()),
        4 => "\\PC{0,24}",
        // Long values (a GPU name of 20,000 characters): rare, as each costs the name lookup its worst case.
        long => (1usize..20_000).prop_map(|n| "9".repeat(n)),
    ]
}

/// One `key=value` part: percent-encoded as the page writes it, or raw (`+`, `%`, `&` and `=` as they come).
fn part(long: bool) -> impl Strategy<Value = (String, String, String)> {
    (key(), value(long), any::<bool>()).prop_map(|(k, v, raw)| {
        let text = if raw {
            format!("{k}={v}")
        } else {
            format!("{}={}", encode(&k), encode(&v))
        };
        (k, v, text)
    })
}

fn query(long: bool) -> impl Strategy<Value = (Vec<(String, String)>, String)> {
    (prop::collection::vec(part(long), 0..12), any::<bool>()).prop_map(|(parts, with_v)| {
        let mut text: Vec<String> = parts.iter().map(|(_, _, t)| t.clone()).collect();
        if with_v {
            text.insert(0, "v=1".to_string());
        }
        let pairs = parts.into_iter().map(|(k, v, _)| (k, v)).collect();
        (pairs, format!("?{}", text.join("&")))
    })
}

fn is_known(key: &str) -> bool {
    Field::from_key(key).is_some()
        || ["v", "embed", "cmp", "rf", "rb", "ri", "rp", "rt"].contains(&key)
}

proptest! {
    #![proptest_config(config(1_000))]

    /// A link read, written back and read again is the same form, with no notice the second time; unknown keys
    /// and refused values give notices; no choice the page does not offer is kept.
    #[test]
    fn links_read_write_and_read_back_the_same(q in query(true)) {
        let (pairs, text) = q;
        let loaded = from_query(&text);
        // Keys with nothing that survives decoding are no keys: only plain ones are checked.
        for (key, _) in &pairs {
            let plain = key.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b)) && !key.is_empty();
            if plain && !is_known(key) {
                prop_assert!(
                    occ_web::state::form::english(&loaded.messages).iter().any(|m| m.contains(key.as_str())),
                    "unknown key {key:?} without a notice: {:?}", loaded.messages
                );
            }
        }
        let Some(form) = loaded.form else {
            return Ok(());
        };
        for field in Field::ALL {
            if let Kind::Choice(choices) = field.kind() {
                let kept = field.get(&form);
                // An optional choice left empty follows something outside the form (the language: the browser's).
                prop_assert!(
                    choices.iter().any(|(id, _)| *id == kept) || (field.optional() && kept.is_empty()),
                    "{} keeps '{kept}', which it does not offer", field.key()
                );
            }
        }
        let written = to_query(&form);
        let again = from_query(&written);
        prop_assert_eq!(again.form.as_ref(), Some(&form), "{} read back differs", written);
        prop_assert!(again.messages.is_empty(), "{written} read back with notices {:?}", again.messages);
    }

    /// Any text at all as a query string.
    #[test]
    fn any_query_text_is_read(text in "\\PC{0,300}") {
        let loaded = from_query(&text);
        if let Some(form) = loaded.form {
            prop_assert_eq!(from_query(&to_query(&form)).form, Some(form));
        }
    }
}

/// A JSON value of any type where a stored input goes.
fn stored_value() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => select(VALUES).prop_map(|v| v.to_string()),
        3 => select(VALUES).prop_map(|v| format!("{v:?}")),
        2 => (0u64..4096).prop_map(|n| n.to_string()),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => select(&["null", "true", "false", "[]", "{}", "[1,2]", "{\"a\":1}", "1.5", "-0", "1e400"][..]).prop_map(str::to_string),
        1 => "\\PC{0,16}".prop_map(|s| format!("{s:?}")),
    ]
}

/// A config object: the version, some of the stored keys, the roofline and comparison strings, now and then a key
/// the format does not have.
fn stored_config() -> impl Strategy<Value = String> {
    let keys: Vec<&'static str> = Field::ALL.iter().map(|f| f.stored()).collect();
    (
        prop_oneof![
            4 => (1..=DTO_VERSION).prop_map(|v| v.to_string()),
            1 => stored_value(),
        ],
        prop::collection::vec((select(keys), stored_value()), 0..24),
        prop::option::of(select(
            &["rf=2T&rb=40G", "ri=3", "rp=fp99", "rt=-1ms", "x=1", "%zz"][..],
        )),
        prop::option::of(select(&["", "t=128&r=32", "%", "t=4294967296"][..])),
        prop_oneof![9 => Just(None), 1 => Just(Some("\"flavour\": 1"))],
    )
        .prop_map(|(v, values, roofline, compare, unknown)| {
            let mut fields = vec![format!("\"v\": {v}")];
            fields.extend(values.into_iter().map(|(k, v)| format!("{k:?}: {v}")));
            fields.extend(roofline.map(|r| format!("\"roofline\": {r:?}")));
            fields.extend(compare.map(|c| format!("\"compare\": {c:?}")));
            fields.extend(unknown.map(str::to_string));
            format!("{{{}}}", fields.join(", "))
        })
}

/// The JSON the page writes for a form read from a link: the starting point of the byte mutations.
fn written_config() -> impl Strategy<Value = String> {
    query(false).prop_filter_map("a link that names no input", |(_, text)| {
        let form = from_query(&text).form?;
        Config::from_form(&form).map(|c| config_json(&c))
    })
}

#[derive(Clone, Debug)]
enum Mutation {
    Flip(Index, u8),
    Insert(Index, &'static str),
    Delete(Index, u8),
    Truncate(Index),
}

fn mutated_config() -> impl Strategy<Value = String> {
    let mutation = prop_oneof![
        (any::<Index>(), 0u8..7).prop_map(|(at, bit)| Mutation::Flip(at, bit)),
        (
            any::<Index>(),
            select(
                &[
                    "{",
                    "}",
                    "[",
                    "\"",
                    ",",
                    ":",
                    "-",
                    "9999999999999999999999",
                    "\u{feff}",
                    "\0",
                    "\\u",
                    "null"
                ][..]
            )
        )
            .prop_map(|(at, s)| Mutation::Insert(at, s)),
        (any::<Index>(), 1u8..6).prop_map(|(at, n)| Mutation::Delete(at, n)),
        any::<Index>().prop_map(Mutation::Truncate),
    ];
    (written_config(), prop::collection::vec(mutation, 1..5)).prop_map(|(text, mutations)| {
        let mut bytes = text.into_bytes();
        for m in &mutations {
            let len = bytes.len().max(1);
            match m {
                Mutation::Flip(at, bit) if !bytes.is_empty() => {
                    let i = at.index(len);
                    bytes[i] ^= 1 << bit;
                }
                Mutation::Insert(at, s) => {
                    let i = at.index(bytes.len() + 1);
                    bytes.splice(i..i, s.bytes());
                }
                Mutation::Delete(at, n) if !bytes.is_empty() => {
                    let i = at.index(len);
                    bytes.drain(i..(i + usize::from(*n)).min(bytes.len()));
                }
                Mutation::Truncate(at) => bytes.truncate(at.index(bytes.len() + 1)),
                _ => {}
            }
        }
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

/// A stored config read and turned into the form, then stored as the page stores it: that config reads back as
/// itself, and its form, stored again, is the same config, with no notice.
fn config_round_trips(raw: &str) -> Result<(), TestCaseError> {
    let Ok(stored) = parse_config(raw) else {
        return Ok(());
    };
    let (form, _) = stored.to_form("saved config");
    let Some(written) = Config::from_form(&form) else {
        // A form that does not compute is not saved: nothing to round-trip.
        return Ok(());
    };
    let text = config_json(&written);
    let reread = parse_config(&text);
    prop_assert_eq!(reread.as_ref(), Ok(&written), "{} read back differs", text);
    let (form_again, notices) = written.to_form("saved config");
    prop_assert!(
        notices.is_empty(),
        "{text} read back with notices {notices:?}"
    );
    let stored_again = Config::from_form(&form_again);
    prop_assert_eq!(
        stored_again.as_ref(),
        Some(&written),
        "the form of {} stores differently",
        text
    );
    Ok(())
}

proptest! {
    #![proptest_config(config(1_000))]

    #[test]
    fn stored_configs_round_trip(raw in stored_config()) {
        config_round_trips(&raw)?;
    }
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn mutated_stored_configs_round_trip(raw in mutated_config()) {
        config_round_trips(&raw)?;
    }

    /// The JSON reader on any text, deep nesting and long numbers included.
    #[test]
    fn any_json_text_is_read(
        text in "\\PC{0,200}",
        depth in 0usize..20_000,
        digits in 1usize..5_000,
    ) {
        let _ = json::parse(&text);
        let _ = parse_config(&text);
        let _ = json::parse(&format!("{}1{}", "[".repeat(depth), "]".repeat(depth)));
        let _ = json::parse(&format!("{{\"v\": {}}}", "9".repeat(digits)));
    }
}
