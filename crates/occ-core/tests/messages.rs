//! The catalogue of messages: both languages hold the same keys with the same parameters and every vocabulary the
//! same nouns (the build script's compiler, run here on the real files and on broken copies of them); every key is
//! named by some source; the compiler refuses what is outside its Fluent subset, naming the file and the line; the
//! reader renders each vocabulary in each language, English plurals, and refuses a text that does not match.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

#[allow(dead_code)]
#[path = "../build/messages.rs"]
mod compiler;

use compiler::{compile, Sources};
use occ_core::msg::{self, Catalogue, Lang};
use occ_core::terms::Words;

/// Every area file of both languages (English, Chinese), in `compiler::AREAS`' order: a test holds the two lists
/// and the folders alike.
macro_rules! areas {
    ($($area:literal),*) => {
        [$(($area, [
            include_str!(concat!("../messages/en/", $area, ".ftl")),
            include_str!(concat!("../messages/zh/", $area, ".ftl")),
        ])),*]
    };
}
const AREA_FILES: [(&str, [&str; 2]); 14] = areas!(
    "report", "shell", "page", "input", "gpus", "roofline", "error", "cli", "plan", "log", "calc",
    "compare", "chart", "profile"
);

macro_rules! terms {
    ($($v:literal),*) => {
        [$([
            include_str!(concat!("../messages/terms/", $v, ".en.ftl")),
            include_str!(concat!("../messages/terms/", $v, ".zh.ftl")),
        ]),*]
    };
}
const TERMS: [[&str; 2]; 4] = terms!("cuda", "hip", "sycl", "intel");

/// The text of the file `Sources::from` asks for (`messages/en/page.ftl`, `messages/terms/hip.zh.ftl`).
fn text_of(file: &str) -> &'static str {
    for (area, texts) in AREA_FILES {
        for (lang, text) in compiler::LANGS.iter().zip(texts) {
            if file == format!("messages/{lang}/{area}.ftl") {
                return text;
            }
        }
    }
    for (v, texts) in compiler::VOCABULARIES.iter().zip(TERMS) {
        for (lang, text) in compiler::LANGS.iter().zip(texts) {
            if file == format!("messages/terms/{v}.{lang}.ftl") {
                return text;
            }
        }
    }
    panic!("no file {file}")
}

/// The real sources, with `edit` applied to the text of the file it names (`messages/en/page.ftl`,
/// `messages/terms/hip.zh.ftl` …).
fn sources(edit: impl Fn(&str, &str) -> String) -> Sources {
    Sources::from(|file| Ok(edit(file, text_of(file)))).unwrap()
}

fn real() -> Sources {
    sources(|_, text| text.to_string())
}

/// Every message file of a language (0 English, 1 Chinese), one after the other.
fn all(lang: usize) -> String {
    AREA_FILES
        .iter()
        .map(|(_, texts)| texts[lang])
        .collect::<Vec<_>>()
        .join("\n")
}

/// The compiler's error for the real files with one of them edited.
fn error_of(file: &str, edit: impl Fn(&str) -> String) -> String {
    let compiled = compile(&sources(|name, text| {
        if name == file {
            edit(text)
        } else {
            text.to_string()
        }
    }));
    match compiled {
        Ok(_) => panic!("{file} edited still compiles"),
        Err(e) => e,
    }
}

/// A message file of one message, with the real Chinese and terms.
fn error_of_english(messages: &str) -> String {
    let compiled = compiler::parse("messages/en/page.ftl", messages);
    match compiled {
        Ok(_) => panic!("`{messages}` parses"),
        Err(e) => e,
    }
}

#[test]
fn the_area_files_are_those_of_the_build() {
    let names: Vec<&str> = AREA_FILES.iter().map(|(area, _)| *area).collect();
    let areas: Vec<&str> = compiler::AREAS.iter().map(|(area, _)| *area).collect();
    assert_eq!(names, areas);
    // A key's first word names one area only.
    let mut words: Vec<&str> = compiler::AREAS
        .iter()
        .flat_map(|(_, w)| w.iter().copied())
        .collect();
    let count = words.len();
    words.sort_unstable();
    words.dedup();
    assert_eq!(words.len(), count, "{words:?}");
    assert_eq!(compiler::area_of("page-stale"), Some(2));
    assert_eq!(compiler::area_of("percent"), Some(0));
    assert_eq!(
        compiler::area_of("full-title"),
        compiler::area_of("roofline-title")
    );
    assert_eq!(compiler::area_of("pages-x"), None);
}

/// `Sources::read` reads the folders as the build does: the files these tests include, and nothing else.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_folders_hold_the_area_files_and_nothing_else() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("messages");
    let read = Sources::read(&dir).expect("messages/ reads");
    for (read, included) in read
        .messages
        .iter()
        .flatten()
        .zip(real().messages.iter().flatten())
    {
        assert_eq!(read.file, included.file);
        assert_eq!(read.text, included.text, "{}", read.file);
    }
    // A catalogue in one file left beside the folders, and a file of no area, are refused, not left out.
    let copy = std::env::temp_dir().join(format!("occ-messages-{}", std::process::id()));
    let copy_dir = |from: &std::path::Path, to: &std::path::Path| {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap().flatten() {
            if entry.path().is_file() {
                std::fs::copy(entry.path(), to.join(entry.file_name())).unwrap();
            }
        }
    };
    for folder in ["terms", "en", "zh"] {
        copy_dir(&dir.join(folder), &copy.join(folder));
    }
    assert!(Sources::read(&copy).is_ok());
    std::fs::write(copy.join("en.ftl"), "percent = { $value } %\n").unwrap();
    let single = Sources::read(&copy).err();
    std::fs::remove_file(copy.join("en.ftl")).unwrap();
    std::fs::write(copy.join("zh/notes.ftl"), "").unwrap();
    let stray = Sources::read(&copy).err();
    std::fs::remove_dir_all(&copy).unwrap();
    assert!(
        single
            .as_deref()
            .is_some_and(|e| e.starts_with("messages/en.ftl: not a file of the catalogue")),
        "{single:?}"
    );
    assert!(
        stray
            .as_deref()
            .is_some_and(|e| e.starts_with("messages/zh/notes.ftl: not a file of the catalogue")),
        "{stray:?}"
    );
}

#[test]
fn both_languages_hold_the_same_keys_and_parameters() {
    let compiled = compile(&real()).expect("messages/ compiles");
    let keys = |text: &str| {
        compiler::parse("messages/", text)
            .unwrap()
            .iter()
            .filter(|e| !e.id.starts_with('-'))
            .map(|e| e.id.clone())
            .collect::<std::collections::BTreeSet<_>>()
    };
    // Area by area: the same keys in the same files.
    for (area, [en, zh]) in AREA_FILES {
        assert_eq!(keys(en), keys(zh), "{area}");
    }
    assert_eq!(compiled.keys.len(), msg::COUNT);
    for (key, compiled) in msg::KEYS.iter().zip(&compiled.keys) {
        assert_eq!(*key, compiled.name);
    }
    // What the build linked is what the files say.
    assert_eq!(compiled.texts[1], msg::ZH_TEXT);
}

#[test]
fn a_missing_extra_or_differing_key_stops_the_build() {
    let e = error_of("messages/zh/roofline.ftl", |t| {
        t.lines()
            .filter(|l| !l.starts_with("roofline-title ="))
            .collect::<Vec<_>>()
            .join("\n")
    });
    assert_eq!(
        e,
        "messages/zh/roofline.ftl: `roofline-title` is missing (it is in messages/en/roofline.ftl)"
    );
    let e = error_of("messages/zh/roofline.ftl", |t| {
        format!("{t}\nroofline-extra = 多余")
    });
    assert!(
        e.starts_with("messages/zh/roofline.ftl:")
            && e.ends_with("`roofline-extra` is not in messages/en/roofline.ftl"),
        "{e}"
    );
    // A parameter English has and Chinese lacks, and one Chinese has that English does not.
    let e = error_of("messages/zh/roofline.ftl", |t| {
        t.replace(
            "roofline-title = { $gpu } 的 Roofline 模型",
            "roofline-title = Roofline 模型",
        )
    });
    assert!(
        e.contains(
            "`roofline-title` has other parameters than in messages/en/roofline.ftl; missing $gpu"
        ),
        "{e}"
    );
    let e = error_of("messages/zh/roofline.ftl", |t| {
        t.replace(
            "roofline-title = { $gpu } 的 Roofline 模型",
            "roofline-title = { $gpu } 的 Roofline 模型 { $name }",
        )
    });
    assert!(e.contains("not there $name"), "{e}");
    // A key defined twice, in its own file or in another.
    let e = error_of("messages/en/report.ftl", |t| {
        format!("{t}\npercent = {{ $value }}")
    });
    assert!(
        e.contains("`percent` is defined twice (first at messages/en/report.ftl:"),
        "{e}"
    );
    let e = error_of("messages/en/page.ftl", |t| {
        format!("{t}\npercent = {{ $value }}")
    });
    assert!(e.contains("`percent` is defined twice"), "{e}");
}

#[test]
fn a_key_sits_in_the_file_its_first_word_names() {
    // (A file ends with a line break: what is added after it is the line after its last.)
    let line = |t: &str| t.lines().count() + 1;
    let e = error_of("messages/en/page.ftl", |t| {
        format!("{t}report-misplaced = x")
    });
    let at = line(text_of("messages/en/page.ftl"));
    assert_eq!(
        e,
        format!(
            "messages/en/page.ftl:{at}: `report-misplaced` belongs in messages/en/report.ftl (the file of the \
             keys `report-…`)"
        )
    );
    // Chinese moved to another file than English's is named in its own folder.
    let e = error_of("messages/zh/roofline.ftl", |t| {
        format!("{t}\nlog-title-x = 标题")
    });
    assert!(
        e.starts_with("messages/zh/roofline.ftl:") && e.contains("belongs in messages/zh/log.ftl"),
        "{e}"
    );
    let e = error_of("messages/en/page.ftl", |t| format!("{t}nowhere-key = x"));
    assert!(
        e.starts_with(&format!(
            "messages/en/page.ftl:{at}: `nowhere-key`: no area takes the keys `nowhere-…`"
        )),
        "{e}"
    );
}

#[test]
fn a_parse_error_names_the_area_file_and_its_line() {
    let e = error_of("messages/en/page.ftl", |t| {
        let mut lines: Vec<&str> = t.lines().collect();
        lines.insert(11, "a b c");
        lines.join("\n")
    });
    assert_eq!(e, "messages/en/page.ftl:12: expected `key = text`");
    let e = error_of("messages/zh/chart.ftl", |t| {
        let mut lines: Vec<&str> = t.lines().collect();
        lines.insert(6, "chart-bad = { NUMBER($n) }");
        lines.join("\n")
    });
    assert!(
        e.starts_with("messages/zh/chart.ftl:7: unsupported expression"),
        "{e}"
    );
}

#[test]
fn every_vocabulary_defines_every_noun_in_every_language() {
    let e = error_of("messages/terms/sycl.zh.ftl", |t| {
        t.lines()
            .filter(|l| *l != "-unit = 计算单元")
            .collect::<Vec<_>>()
            .join("\n")
    });
    assert_eq!(
        e,
        "messages/terms/sycl.zh.ftl: `-unit` is missing (every terms file defines every noun)"
    );
    let e = error_of("messages/terms/hip.en.ftl", |t| {
        format!("{t}\n-lane = lane\n")
    });
    assert!(
        e.contains("messages/terms/hip.en.ftl:")
            && e.contains("`-lane` is not a noun of the vocabularies"),
        "{e}"
    );
    let e = error_of("messages/en/page.ftl", |t| {
        format!("{t}\npage-new-key = a {{ -lane }}\n")
    });
    assert!(
        e.contains(
            "`-lane` is neither a noun of the vocabularies nor a term of this language's messages"
        ),
        "{e}"
    );
}

#[test]
fn a_message_reference_is_put_in_place_with_its_parameters() {
    // References across files: `roofline-ref-a` refers to `percent` (report.ftl) and `chart-ref-b` (chart.ftl).
    let mut sources = real();
    let [report, roofline, chart] =
        ["percent", "roofline", "chart"].map(|key| compiler::area_of(key).unwrap());
    assert!(report != roofline && roofline != chart);
    for (l, (reference, written)) in [
        (
            "roofline-ref-a = { -Blocks } of { percent }, { chart-ref-b }",
            "roofline-ref-c = { -Blocks } of { $value } %, x { $n ->",
        ),
        (
            "roofline-ref-a = { -Blocks } of { percent }, { chart-ref-b }",
            "roofline-ref-c = { -Blocks } of { $value }%, x { $n ->",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let select = "\n    [one] one\n   *[other] more\n}";
        sources.messages[l][roofline]
            .text
            .push_str(&format!("\n{reference}\n{written}{select}\n"));
        sources.messages[l][chart]
            .text
            .push_str(&format!("\nchart-ref-b = x {{ $n ->{select}\n"));
    }
    let compiled = compile(&sources).expect("references compile");
    let at = |name: &str| compiled.keys.iter().position(|k| k.name == name).unwrap();
    let (a, c) = (at("roofline-ref-a"), at("roofline-ref-c"));
    // The caller takes the referenced messages' parameters, and its text is the written-out one's.
    assert_eq!(compiled.keys[a].params, compiled.keys[c].params);
    assert_eq!(
        compiled.keys[a]
            .params
            .iter()
            .map(|p| p.name.as_str())
            .collect::<Vec<_>>(),
        ["value", "n"]
    );
    for text in &compiled.texts {
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[a], lines[c]);
    }
}

#[test]
fn a_message_reference_to_nothing_in_a_circle_or_bringing_a_select_into_a_select_is_an_error() {
    let e = error_of("messages/en/page.ftl", |t| {
        format!("{t}\npage-ref-a = {{ page-ref-none }}\n")
    });
    assert!(
        e.contains("`{ page-ref-none }` refers to no message of this language's files"),
        "{e}"
    );
    // A circle through two files.
    let e = compile(&sources(|name, text| match name {
        "messages/en/page.ftl" => format!("{text}\npage-ref-a = {{ chart-ref-b }}\n"),
        "messages/en/chart.ftl" => format!("{text}\nchart-ref-b = x {{ page-ref-a }}\n"),
        _ => text.to_string(),
    }))
    .err()
    .unwrap_or_default();
    assert!(
        e.contains("a circle of message references: ")
            && e.contains("page-ref-a → chart-ref-b → page-ref-a"),
        "{e}"
    );
    let e = error_of("messages/en/page.ftl", |t| {
        format!("{t}\npage-ref-a = {{ page-ref-b }}\npage-ref-b = x {{ page-ref-a }}\n")
    });
    assert!(
        e.contains("a circle of message references: page-ref-a → page-ref-b → page-ref-a"),
        "{e}"
    );
    let e = error_of("messages/en/page.ftl", |t| {
        format!(
            "{t}\npage-ref-a = {{ $n ->\n    [one] {{ page-ref-b }}\n   *[other] c\n}}\npage-ref-b = {{ $m ->\n    [one] x\n   *[other] y\n}}\n"
        )
    });
    assert!(
        e.contains("a select inside a select (brought in by a message reference)"),
        "{e}"
    );
}

#[test]
fn outside_the_subset_is_an_error_naming_file_and_line() {
    let cases = [
        ("a = { NUMBER($n) }", "messages/en/page.ftl:1: unsupported expression"),
        ("a = { NAME() }", "messages/en/page.ftl:1: unsupported expression"),
        ("a = { b(c) }", "messages/en/page.ftl:1: unsupported expression: a message reference takes no arguments"),
        ("a = { 5 }", "messages/en/page.ftl:1: unsupported expression"),
        ("a = { -term(case: \"x\") }", "messages/en/page.ftl:1: terms take no arguments"),
        ("a = b\n    .title = c", "messages/en/page.ftl:2: attributes are not supported"),
        ("a = one line\n    and another", "messages/en/page.ftl:1: a message is one line"),
        (
            "# c\na = { $n ->\n    [few] a\n   *[other] b\n}",
            "messages/en/page.ftl:3: variant `[few]`",
        ),
        (
            "a = { $n ->\n    [one] a\n    [other] b\n}",
            "messages/en/page.ftl:3: a select has at most one `[one]` and exactly one `*[other]`",
        ),
        (
            "a = { $n ->\n    [one] a\n}",
            "messages/en/page.ftl:3: a select needs its default",
        ),
        (
            "a = { $n ->\n    [one] { $m ->\n        [one] x\n       *[other] y\n    }\n   *[other] b\n}",
            "messages/en/page.ftl:2: a select inside a select",
        ),
        ("a = { $n -> [one] a *[other] b }", "messages/en/page.ftl:1: a select's variants go on their own lines"),
        ("a = { $n ->\n   *[other] b\n", "a select without its closing"),
        ("a = x }", "messages/en/page.ftl:1: `}` outside a placeable"),
        ("a =", "messages/en/page.ftl:1: an empty message"),
        ("\n\na b c", "messages/en/page.ftl:3: expected `key = text`"),
        ("a = x\u{1}", "messages/en/page.ftl:1: a control character"),
    ];
    for (text, expected) in cases {
        let e = error_of_english(text);
        assert!(e.contains(expected), "{text:?}: {e}");
    }
    // A key that is not kebab-case, a parameter that is not snake_case.
    let e = error_of("messages/en/page.ftl", |t| format!("{t}\nBad_key = x\n"));
    assert!(e.contains("`Bad_key`: keys are kebab-case"), "{e}");
    let e = error_of("messages/en/page.ftl", |t| {
        format!("{t}\npage-bad-param = {{ $perSm }}\n")
    });
    assert!(e.contains("`$perSm`: parameters are snake_case"), "{e}");
}

#[test]
fn the_subset_reads_as_fluent_writes_it() {
    let entries = compiler::parse(
        "messages/en/page.ftl",
        "## group\n# Variables: $n (Number)\nkey = { $n } { $n ->\n    [one] { -block }\n   *[other] { -blocks }\n} per { -unit }{ \" \" }!\n",
    )
    .unwrap();
    use compiler::Piece::*;
    assert_eq!(
        entries[0].pattern,
        [
            Var("n".into()),
            Text(" ".into()),
            Select {
                var: "n".into(),
                one: Some(vec![Term("block".into())]),
                other: vec![Term("blocks".into())],
            },
            Text(" per ".into()),
            Term("unit".into()),
            Text(" !".into()),
        ]
    );
}

fn render(m: msg::Msg, lang: Lang, words: Words) -> String {
    m.text(Catalogue::linked(lang).unwrap(), words)
}

#[test]
fn each_vocabulary_in_each_language() {
    let m = msg::full_blocks_label();
    let expected = [
        (
            Words::Cuda,
            "blocks per SM (wg_max)",
            "每个 SM 的线程块数（wg_max）",
        ),
        (
            Words::Hip,
            "work-groups per CU (wg_max)",
            "每个 CU 的工作组数（wg_max）",
        ),
        (
            Words::Sycl,
            "work-groups per compute unit (wg_max)",
            "每个计算单元的工作组数（wg_max）",
        ),
        (
            Words::Intel,
            "work-groups per Xe-core (wg_max)",
            "每个 Xe 内核的工作组数（wg_max）",
        ),
    ];
    for (words, en, zh) in expected {
        assert_eq!(render(m, Lang::En, words), en);
        assert_eq!(render(m, Lang::Zh, words), zh);
    }
    let m = msg::full_title("256");
    assert_eq!(
        render(m, Lang::En, Words::Hip),
        "Full occupancy at 256 work-items per work-group"
    );
    assert_eq!(
        render(m, Lang::Zh, Words::Cuda),
        "满占用率（每个线程块 256 个线程）"
    );
    assert_eq!(
        render(msg::gpus_units("132"), Lang::Zh, Words::Cuda),
        "132 个 SM"
    );
    assert_eq!(
        render(msg::gpus_units("132"), Lang::Zh, Words::Sycl),
        "132 个计算单元"
    );
    assert_eq!(
        render(msg::percent("75.00"), Lang::En, Words::Cuda),
        "75.00 %"
    );
    assert_eq!(
        render(msg::percent("75.00"), Lang::Zh, Words::Cuda),
        "75.00%"
    );
}

#[test]
fn english_plurals_follow_the_count() {
    let note = |n| render(msg::gpus_note_unconfirmed(n), Lang::En, Words::Cuda);
    assert!(note(1).ends_with(" 1 preset."), "{}", note(1));
    assert!(note(2).ends_with(" 2 presets."), "{}", note(2));
    assert!(note(0).ends_with(" 0 presets."), "{}", note(0));
    assert!(note(101).ends_with(" 101 presets."), "{}", note(101));
    // Chinese has no plural.
    let zh = |n| render(msg::gpus_note_unconfirmed(n), Lang::Zh, Words::Cuda);
    assert!(zh(1).ends_with("共 1 个预设。"), "{}", zh(1));
    assert!(zh(2).ends_with("共 2 个预设。"), "{}", zh(2));
}

#[test]
fn languages_read_from_tags_and_locales() {
    for (text, lang) in [
        ("en", Some(Lang::En)),
        ("EN-us", Some(Lang::En)),
        ("en_GB.UTF-8", Some(Lang::En)),
        ("zh", Some(Lang::Zh)),
        ("zh-CN", Some(Lang::Zh)),
        ("zh-Hans", Some(Lang::Zh)),
        ("zh-Hans-CN", Some(Lang::Zh)),
        ("zh_CN.UTF-8", Some(Lang::Zh)),
        (" ZH ", Some(Lang::Zh)),
        ("fr", None),
        ("zhx", None),
        ("english", None),
        ("", None),
    ] {
        assert_eq!(Lang::parse(text), lang, "{text:?}");
    }
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.id()), Some(lang));
    }
}

#[test]
fn a_fetched_text_is_read_only_when_it_matches_this_build() {
    let zh = Catalogue::parse(msg::ZH_TEXT.to_string()).expect("the compiled Chinese reads");
    assert_eq!(
        msg::roofline_title("H100").text(&zh, Words::Cuda),
        "H100 的 Roofline 模型"
    );
    let short = msg::ZH_TEXT.split_once('\n').unwrap().1.to_string();
    assert!(matches!(
        Catalogue::parse(short),
        Err(msg::CatalogueError::Lines { .. })
    ));
    // `percent` (the first line) naming a second parameter it does not take.
    let tampered = msg::ZH_TEXT.replacen('\u{1}', "\u{1}1\u{1}", 1);
    assert_eq!(
        Catalogue::parse(tampered).unwrap_err(),
        msg::CatalogueError::Message { line: 1 }
    );
    assert_eq!(
        Catalogue::parse(msg::ZH_TEXT.replacen('\u{1}', "\u{1}1\u{1}", 1))
            .unwrap_err()
            .key(),
        Some("percent")
    );
}

/// A message without parameters is found again by its catalogue index (what the page's markup names it by), and
/// says the same in any catalogue; one with parameters, or an index past the last, is none.
#[test]
fn a_message_is_found_again_by_its_index() {
    let zh = Catalogue::parse(msg::ZH_PAGE_TEXT.to_string()).expect("the page's Chinese reads");
    let message = msg::shell_results_title();
    let again = msg::Msg::from_index(message.index()).unwrap();
    assert_eq!(again, message);
    assert_eq!(again.text(&zh, Words::Cuda), "结果");
    assert_eq!(again.text(Catalogue::english(), Words::Cuda), "Results");
    // The page's English leaves the markup's plain texts to the markup, and keeps every other message.
    assert_eq!(again.text(Catalogue::page_english(), Words::Cuda), "");
    assert_eq!(
        msg::percent("75.00").text(Catalogue::page_english(), Words::Cuda),
        "75.00 %"
    );
    // A plain `page-` message is one page code writes: the page's English keeps it.
    assert_eq!(
        msg::page_stale().text(Catalogue::page_english(), Words::Cuda),
        msg::page_stale().text(Catalogue::english(), Words::Cuda)
    );
    assert!(!msg::page_stale()
        .text(Catalogue::page_english(), Words::Cuda)
        .is_empty());
    let compiled = compile(&real()).expect("messages/ compiles");
    let page = compiler::page_text(&compiled, &compiled.texts[0]);
    let english = compiler::page_english_text(&compiled, &compiled.texts[0]);
    for (n, (line, kept)) in page.split('\n').zip(english.split('\n')).enumerate() {
        let markup = compiled
            .keys
            .get(n)
            .is_some_and(|k| k.name.starts_with("shell-"))
            && !line.contains(|c: char| c.is_control());
        assert_eq!(kept, if markup { "" } else { line }, "line {n}");
    }
    assert_eq!(msg::Msg::from_index(msg::percent("1").index()), None);
    assert_eq!(msg::Msg::from_index(u16::MAX), None);
    // The page's Chinese holds what the page's English does, and leaves out the CLI's.
    assert_eq!(msg::gpus_col_gpu().text(&zh, Words::Cuda), "");
    assert_ne!(msg::ZH_PAGE_ID, 0);
    // Read by its id: that text alone.
    let exact = Catalogue::exactly(msg::ZH_PAGE_TEXT.to_string(), msg::ZH_PAGE_ID).unwrap();
    assert_eq!(again.text(&exact, Words::Cuda), "结果");
    let other = msg::ZH_PAGE_TEXT.replacen("结果", "结 果", 1);
    assert!(Catalogue::exactly(other, msg::ZH_PAGE_ID).is_none());
    assert!(Catalogue::exactly(msg::ZH_TEXT.to_string(), msg::ZH_PAGE_ID).is_none());
}

/// Every key is named by a source: `msg::<function>`, called or as a value, in some crate's `src/`. A key nothing
/// uses fails.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn every_key_is_used() {
    fn sources(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut text = String::new();
    for entry in std::fs::read_dir(&crates).unwrap().flatten() {
        let src = entry.path().join("src");
        if src.is_dir() {
            sources(&src, &mut text);
        }
    }
    let unused: Vec<&str> = msg::KEYS
        .iter()
        .copied()
        .filter(|key| {
            // Called, or named as a value (`label: msg::input_t_label,`).
            let name = format!("msg::{}", compiler::function_name(key));
            !text.match_indices(&name).any(|(at, _)| {
                !text[at + name.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
            })
        })
        .collect();
    assert!(unused.is_empty(), "keys no source names: {unused:?}");
}

/// The English nouns are `terms::TABLE`'s first words, which the rewriting of finished text still reads: the two
/// say the same until the rewriting goes.
#[test]
fn english_nouns_are_the_words_of_terms_table() {
    for (v, words) in Words::ALL.iter().enumerate() {
        let entries = compiler::parse("terms", TERMS[v][0]).unwrap();
        let noun = |name: &str| match entries
            .iter()
            .find(|e| e.id == format!("-{name}"))
            .map(|e| e.pattern.as_slice())
        {
            Some([compiler::Piece::Text(text)]) => text.clone(),
            other => panic!("{words:?} -{name}: {other:?}"),
        };
        for (c, concept) in compiler::CONCEPTS
            .iter()
            .enumerate()
            .take(occ_core::terms::TABLE.len())
        {
            let Some(word) = words.word(c) else {
                continue;
            };
            assert_eq!(noun(concept), word.one, "{words:?} -{concept}");
            assert_eq!(noun(&format!("{concept}s")), word.many, "{words:?}");
            let article = noun(&format!("a-{concept}"));
            if article != word.one {
                let a = if word.an { "an" } else { "a" };
                assert_eq!(article, format!("{a} {}", word.one), "{words:?}");
            }
        }
    }
}

/// A fetched text is untrusted: whatever it holds, reading it and rendering every message from it never panics.
#[test]
fn a_hostile_text_never_panics() {
    let lines = msg::ZH_TEXT.lines().count();
    let marks = [
        "\u{1}",
        "\u{2}",
        "\u{3}",
        "\u{4}",
        "\u{5}",
        "\u{1}9",
        "\u{2}~",
        "\u{3}0",
        "\u{3}0\u{4}",
        "\u{1}\u{1}",
        "\u{2}\u{7f}",
        "\u{3}\u{5}\u{4}",
        "é\u{1}",
        "\u{1}é",
    ];
    for mark in marks {
        for at in [0, 1, lines / 2, lines - 1] {
            let text: Vec<String> = msg::ZH_TEXT
                .lines()
                .enumerate()
                .map(|(i, l)| {
                    if i == at {
                        format!("{l}{mark}")
                    } else {
                        l.to_string()
                    }
                })
                .collect();
            if let Ok(catalogue) = Catalogue::parse(text.join("\n")) {
                for words in Words::ALL {
                    let _ = msg::gpus_note_unconfirmed(1).text(&catalogue, words);
                    let _ = msg::full_amd_fill("1", "2").text(&catalogue, words);
                    let _ = msg::percent("1").text(&catalogue, words);
                }
            }
        }
    }
    for text in [
        "",
        "\n",
        "\u{1}",
        &"\n".repeat(lines - 1),
        &"\u{2}0\n".repeat(lines),
    ] {
        if let Ok(catalogue) = Catalogue::parse(text.to_string()) {
            let _ = msg::percent("1").text(&catalogue, Words::Cuda);
        }
    }
}

#[test]
fn a_quoted_blank_at_the_end_of_a_message_is_kept_and_the_file_s_own_blanks_are_not() {
    let entries = compiler::parse(
        "messages/en/page.ftl",
        "a = { $list },{ \" \" }\nb = text   \nc = { \" \" }x  \n",
    )
    .expect("parses");
    let texts: Vec<Vec<compiler::Piece>> = entries.into_iter().map(|e| e.pattern).collect();
    assert!(
        matches!(texts[0].as_slice(), [compiler::Piece::Var(v), compiler::Piece::Text(t)] if v == "list" && t == ", "),
        "{:?}",
        texts[0]
    );
    assert!(matches!(texts[1].as_slice(), [compiler::Piece::Text(t)] if t == "text"));
    assert!(matches!(texts[2].as_slice(), [compiler::Piece::Text(t)] if t == " x"));
}

#[test]
fn the_page_s_english_is_the_english_without_the_cli_s_planning_s_and_logs_messages() {
    let compiled = compile(&real()).expect("messages/ compiles");
    let english = &compiled.texts[0];
    let page = compiler::page_text(&compiled, english);
    let lines: Vec<&str> = english.split('\n').collect();
    let page_lines: Vec<&str> = page.split('\n').collect();
    assert_eq!(lines.len(), page_lines.len(), "line for line");
    let mut left_out = 0;
    for (n, (full, on_page)) in lines.iter().zip(&page_lines).enumerate() {
        let away = compiled.keys.get(n).is_some_and(|key| {
            compiler::NOT_ON_THE_PAGE
                .iter()
                .any(|area| key.name.starts_with(area))
        });
        if away {
            assert_eq!(*on_page, "", "{}", compiled.keys[n].name);
            left_out += 1;
        } else {
            assert_eq!(full, on_page, "line {n}");
        }
    }
    assert!(left_out > 100, "{left_out}");
    // What the page writes reads the same from both catalogues.
    let words = Words::Cuda;
    for message in [msg::percent("75.00"), msg::report_no_limit()] {
        assert_eq!(
            message.text(Catalogue::page_english(), words),
            message.text(Catalogue::english(), words)
        );
    }
    assert_eq!(
        msg::plan_limit_threads().text(Catalogue::page_english(), words),
        ""
    );
    assert_ne!(
        msg::plan_limit_threads().text(Catalogue::english(), words),
        ""
    );
}

/// The English texts defined more than once (a message that only refers to another defines none): each a different
/// concept that merely reads alike ("threads": a log's block size and a plan's hardware-thread limit), at most 20.
#[test]
fn an_english_text_is_defined_once_but_for_concepts_that_merely_read_alike() {
    let english = all(0);
    let entries = compiler::parse("messages/en/", &english).unwrap();
    let mut by_text: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for entry in entries.iter().filter(|e| !e.id.starts_with('-')) {
        if let [compiler::Piece::Message(_)] = entry.pattern.as_slice() {
            continue;
        }
        by_text
            .entry(format!("{:?}", entry.pattern))
            .or_default()
            .push(entry.id.clone());
    }
    let repeated: Vec<&Vec<String>> = by_text.values().filter(|keys| keys.len() > 1).collect();
    assert!(
        repeated.len() <= 20,
        "{} texts defined more than once: {repeated:?}",
        repeated.len()
    );
    // The count is real: a copy of a message is one more.
    let copy = compiler::parse(
        "messages/en/",
        &format!("{english}\ncopy-of-percent = {{ $value }} %\n"),
    )
    .unwrap();
    let copies = copy
        .iter()
        .filter(|e| {
            format!("{:?}", e.pattern)
                == format!(
                    "{:?}",
                    entries.iter().find(|e| e.id == "percent").unwrap().pattern
                )
        })
        .count();
    assert_eq!(copies, 2);
}

/// The glossary of docs/messages.md held against the Chinese: every term used, no word it rules out.
#[test]
fn the_chinese_follows_the_glossary() {
    let doc = include_str!("../../../docs/messages.md");
    let glossary = doc
        .split("\n## Glossary\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("docs/messages.md has a glossary");
    let rows: Vec<(String, Vec<String>)> = glossary
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| concept") && !l.starts_with("|---"))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            let not = cells[2]
                .split('、')
                .map(str::trim)
                .filter(|w| !w.is_empty())
                .map(str::to_string)
                .collect();
            (cells[1].to_string(), not)
        })
        .collect();
    assert!(rows.len() >= 20, "{rows:?}");
    let chinese_messages = all(1);
    let terms: Vec<&str> = [chinese_messages.as_str()]
        .into_iter()
        .chain(TERMS.map(|t| t[1]))
        .collect();
    // The values of the messages and terms, comments left out.
    let mut chinese = String::new();
    for text in terms {
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            chinese.push_str(line.split_once('=').map_or(line, |(_, value)| value));
            chinese.push('\n');
        }
    }
    let mut rest = chinese.clone();
    let mut by_length: Vec<&String> = rows.iter().map(|(term, _)| term).collect();
    by_length.sort_by_key(|t| std::cmp::Reverse(t.chars().count()));
    for term in by_length {
        assert!(
            chinese.contains(term.as_str()),
            "the glossary's {term} is used nowhere"
        );
        rest = rest.replace(term.as_str(), " ");
    }
    for (term, not) in &rows {
        for word in not {
            let at: Vec<&str> = rest.lines().filter(|l| l.contains(word.as_str())).collect();
            assert!(
                at.is_empty(),
                "{word} where the glossary says {term}: {at:?}"
            );
        }
    }
}
