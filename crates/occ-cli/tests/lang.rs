//! The CLI's languages: `--lang zh|en` and `OCC_LANG` (the flag wins; English by default; a bad value names the flag
//! or the variable and the valid values), Chinese reports without English words left in them in every vocabulary,
//! and `--json` the same bytes in every language.

mod support;

use std::process::{Command, Output};

use support::args;

/// `occ` with `OCC_LANG` set to `lang` (or removed).
fn occ_in(lang: Option<&str>, line: &str) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_occ"));
    command.args(args(line)).env_remove("OCC_LANG");
    if let Some(lang) = lang {
        command.env("OCC_LANG", lang);
    }
    command.output().expect("occ runs")
}

fn stdout_of(lang: Option<&str>, line: &str) -> String {
    let output = occ_in(lang, line);
    assert!(
        output.status.success(),
        "{line}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn stderr_of_refusal(lang: Option<&str>, line: &str) -> String {
    let output = occ_in(lang, line);
    assert_eq!(output.status.code(), Some(2), "{line}");
    assert!(output.stdout.is_empty(), "{line}");
    String::from_utf8(output.stderr).expect("UTF-8")
}

/// The reports of both commands over the three vendors, with and without a kernel.
const REPORTS: [&str; 8] = [
    "gpus",
    "roofline --gpu h100",
    "roofline --gpu h100 --flops 2e12 --bytes 4e10 --time 5ms",
    "roofline --gpu 4090 --intensity 500 --precision fp16 --threads 1024",
    "roofline --gpu mi300x --flops 1e12 --bytes 1e13 --time 1s",
    "roofline --gpu 7900xtx --intensity 3 --precision fp64 --threads 64",
    "roofline --gpu b580 --intensity 0.5 --precision fp16",
    "roofline --gpu max1550 --flops 1e15 --bytes 1e12 --time 1ms --threads 1024",
];

#[test]
fn json_is_the_same_bytes_in_every_language() {
    for line in [
        "gpus --json",
        "roofline --gpu h100 --flops 2e12 --bytes 4e10 --time 5ms --json",
        "roofline --gpu mi300x --intensity 3 --json",
        "roofline --gpu b580 --intensity 0.5 --precision fp16 --json",
    ] {
        let english = stdout_of(None, line);
        assert_eq!(
            stdout_of(None, &format!("{line} --lang zh")),
            english,
            "{line}"
        );
        assert_eq!(stdout_of(Some("zh-CN"), line), english, "{line}");
        assert_eq!(
            stdout_of(None, &format!("{line} --lang en")),
            english,
            "{line}"
        );
    }
}

#[test]
fn the_flag_wins_over_the_variable_and_english_is_the_default() {
    for line in REPORTS {
        let english = stdout_of(None, line);
        let chinese = stdout_of(None, &format!("{line} --lang zh"));
        assert_ne!(english, chinese, "{line}");
        assert_eq!(stdout_of(Some("en"), line), english, "{line}");
        assert_eq!(stdout_of(Some("zh_CN.UTF-8"), line), chinese, "{line}");
        assert_eq!(
            stdout_of(Some("zh"), &format!("{line} --lang en")),
            english,
            "{line}"
        );
        assert_eq!(
            stdout_of(Some("en-US"), &format!("{line} --lang=zh-Hans")),
            chinese,
            "{line}"
        );
        // A bad variable is passed over when the flag says which language.
        assert_eq!(
            stdout_of(Some("fr"), &format!("{line} --lang zh")),
            chinese,
            "{line}"
        );
    }
}

#[test]
fn a_bad_language_names_the_flag_or_the_variable_and_the_values() {
    for line in ["gpus --lang fr", "roofline --gpu h100 --lang klingon"] {
        let error = stderr_of_refusal(None, line);
        assert!(error.contains("--lang"), "{line}: {error}");
        assert!(error.contains("en, zh"), "{line}: {error}");
    }
    for line in ["gpus", "roofline --gpu h100"] {
        let error = stderr_of_refusal(Some("fr_FR.UTF-8"), line);
        assert!(
            error.starts_with("occ: OCC_LANG: 'fr_FR.UTF-8' is not one of en, zh"),
            "{line}: {error}"
        );
    }
}

/// The ASCII words of `text` that are not allowed in a Chinese report: product and API names, units,
/// identifiers, flags and the presets' own names and ids are.
fn english_words(text: &str) -> Vec<String> {
    const ALLOWED: &[&str] = &[
        // Vendors, products, hardware and programming models.
        "NVIDIA", "nvidia", "AMD", "amd", "Intel", "intel", "GPU", "SM", "CU", "LDS", "SLM", "SIMD",
        "XVE", "Xe", "XMX", "GCD", "MI250X", "Flex", "VGPR", "DRAM", "gfx", "Roofline", "FP64",
        "FP32", "FP16", "BF16", // Units.
        "GB", "s", "TF", "TFLOPS", "FLOP", "B", "KiB", "ms",
        "ID", // Identifiers the reports quote.
        "wg_max", "r_max", "wi_min", "occ", "gpus", "json", "fp64", "fp32", "fp16",
    ];
    let mut found = Vec::new();
    for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')) {
        // A flag (`--gpu`) is an identifier.
        if word.starts_with("--") {
            continue;
        }
        let word = word.trim_matches('-');
        if word.is_empty()
            || word.starts_with(|c: char| c.is_ascii_digit())
            || ALLOWED.contains(&word)
        {
            continue;
        }
        found.push(word.to_string());
    }
    found
}

/// `text` without the presets' names, ids and targets (product names are English, and stay so).
fn without_presets(text: &str) -> String {
    let mut text = text.to_string();
    let presets: serde_json::Value =
        serde_json::from_str(&stdout_of(None, "gpus --json")).expect("JSON");
    let mut names: Vec<String> = Vec::new();
    for p in presets.as_array().expect("an array") {
        for key in ["name", "id", "cc", "gfx", "xe"] {
            if let Some(name) = p[key].as_str() {
                names.push(name.to_string());
            }
        }
    }
    // Longest first, so a name is removed before a shorter one inside it.
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for name in names {
        text = text.replace(&name, " ");
    }
    text
}

#[test]
fn chinese_reports_hold_no_english_words_in_any_vocabulary() {
    for line in REPORTS {
        for terms in [
            "",
            " --terms own",
            " --terms cuda",
            " --terms hip",
            " --terms sycl",
        ] {
            let line = format!("{line} --lang zh{terms}");
            let text = without_presets(&stdout_of(None, &line));
            let words = english_words(&text);
            assert!(words.is_empty(), "{line}: {words:?}\n{text}");
        }
    }
}

#[test]
fn chinese_errors_of_the_roofline_hold_no_english_words() {
    for line in [
        "roofline --gpu h100 --bytes 4e10",
        "roofline --gpu h100 --bytes 4e10 --intensity 3",
        "roofline --gpu h100 --intensity 3 --time 1ms",
        "roofline --gpu h100 --time 1ms",
        "roofline --cc 8.9",
        "roofline --gpu h100 --precision fp8",
        "roofline --gpu h100 --time fast",
        "roofline --gpu h100 --intensity 0",
        "roofline --gpu h100 --flops 0 --bytes 1",
        "roofline --gpu mi300x --flops 1e24 --bytes 1",
        "roofline --gpu h100 --flops 1e12 --bytes 1e10 --time 1e-30",
        "roofline --gpu b580 --precision fp64 --intensity 1",
    ] {
        let english = stderr_of_refusal(None, line);
        let chinese = stderr_of_refusal(None, &format!("{line} --lang zh"));
        assert_ne!(english, chinese, "{line}");
        // clap frames a value parser's message in its own English ("error: invalid value … for …"); the message
        // itself is Chinese.
        let message = chinese
            .rsplit_once("': ")
            .map_or(chinese.as_str(), |(_, m)| m);
        let message = message
            .split("\n\nFor more information")
            .next()
            .unwrap_or("");
        let words = english_words(message.trim_start_matches("occ: "));
        let quoted = ["fp8", "fast"];
        let words: Vec<_> = words
            .iter()
            .filter(|w| !quoted.contains(&w.as_str()))
            .collect();
        assert!(words.is_empty(), "{line}: {words:?}\n{chinese}");
    }
}

#[test]
fn terms_word_the_reports_in_either_language_and_are_refused_beside_json() {
    let sycl = stdout_of(None, "roofline --gpu h100 --intensity 1 --terms sycl");
    for line in [
        "Full occupancy at 256 work-items per work-group",
        "  max local memory/work-group  28,160 B (27.5 KiB)",
        "(wi_min = work-items per compute unit × 132 compute units)",
    ] {
        assert!(sycl.contains(line), "{line}\n{sycl}");
    }
    let hip = stdout_of(
        None,
        "roofline --gpu b580 --intensity 1 --terms hip --lang zh",
    );
    assert!(hip.contains("满占用率（每个工作组 256 个工作项）"), "{hip}");
    assert!(hip.contains("每个 CU 的工作组数"), "{hip}");
    let gpus = stdout_of(None, "gpus --terms hip");
    assert!(gpus.contains(" 132 CUs "), "{gpus}");
    assert!(gpus.contains("; units: CUs (one MI250X GCD"), "{gpus}");
    let gpus = stdout_of(None, "gpus --terms cuda --lang zh");
    assert!(gpus.contains(" 304 个 SM "), "{gpus}");
    for lang in ["en", "zh"] {
        for line in [
            "gpus --json --terms hip",
            "roofline --gpu h100 --json --terms sycl",
        ] {
            let error = stderr_of_refusal(None, &format!("{line} --lang {lang}"));
            assert!(
                error.contains("--terms") && error.contains("--json"),
                "{line}: {error}"
            );
        }
    }
    let error = stderr_of_refusal(None, "gpus --terms opencl --lang zh");
    assert!(
        error.contains("“opencl”不是 own、cuda、hip、sycl、neutral 之一"),
        "{error}"
    );
}

/// The English words of a Chinese report's text, besides what `occ calc`'s sentences quote: registers and modes by
/// their ISA names, compiler fields, architecture families.
fn report_words(text: &str) -> Vec<String> {
    const QUOTED: &[&str] = &[
        "CC",
        "VGPR",
        "SGPR",
        "AGPR",
        "arch",
        "NumSgprs",
        "VCC",
        "FLAT_SCRATCH",
        "XNACK_MASK",
        "GFX10",
        "WGP",
        "GRF",
        "Xe-HPC",
        "Xe-HPG",
        "Xe2-HPG",
        "Xe-LPG",
    ];
    english_words(&without_presets(text))
        .into_iter()
        .filter(|w| !QUOTED.contains(&w.as_str()))
        .collect()
}

/// `occ calc` on a GPU of each vendor, a preset and a generic target.
const CALCS: [&str; 13] = [
    "calc --gpu h100 -t 256 -r 64",
    "calc --cc 3.5 -t 192 -r 63",
    "calc --cc 9.0 -t 128 -r 32 --partitioned-gc on",
    "calc --gpu a100 -t 128 -r 255 --static-smem 4096 --dynamic-smem 8K",
    "calc --gpu h100 -t 2048 -r 32",
    "calc --gpu 7900xtx -t 128 --vgprs 96 --wave-size 64 --cu-mode",
    "calc --arch gfx90a --cus 110 -t 685 --vgprs 2 --agprs 4 --sgprs 80",
    "calc --gpu max1550 -t 1024 --sub-group 32 --large-grf --slm 40000 --barriers",
    "calc --cc 7.5 --sms 40 -t 96 -r 40 --dynamic-smem 20000",
    "calc --gpu mi300x -t 256 --vgprs 64 --agprs 64 --lds 32768",
    "calc --gpu 7900xtx -t 128 --vgprs 96 --wave-size 32",
    "calc --gpu b580 -t 256 --sub-group 16",
    "calc --arch xe-hpg --xves 512 -t 128 --barriers 1 --sub-group 8",
];

#[test]
fn calc_json_is_the_same_bytes_in_every_language() {
    for line in CALCS {
        let line = format!("{line} --json");
        let english = stdout_of(None, &line);
        assert_eq!(
            stdout_of(None, &format!("{line} --lang zh")),
            english,
            "{line}"
        );
        assert_eq!(stdout_of(Some("zh-CN"), &line), english, "{line}");
    }
}

#[test]
fn calc_tables_head_their_columns_in_chinese() {
    for line in CALCS {
        let csv = stdout_of(None, &format!("{line} --csv --lang zh"));
        let header = csv.lines().next().unwrap_or_default();
        assert_eq!(header, "类别,名称,值,是否为瓶颈,原因", "{line}");
        assert_eq!(
            stdout_of(Some("zh"), &format!("{line} --csv")),
            csv,
            "{line}"
        );
        let markdown = stdout_of(None, &format!("{line} --markdown --lang zh"));
        // The limiters' table: what a limit allows, whether it binds and why, all in Chinese; the limiter's name
        // is `occ batch`'s.
        let limits = markdown.split("\n\n").nth(1).unwrap_or_default();
        for row in limits.lines().skip(2) {
            let cells: Vec<&str> = row.split(" | ").collect();
            let words = report_words(&cells[1..].join(" "));
            assert!(words.is_empty(), "{line}: {row}: {words:?}");
        }
        // CSV's why column says the same.
        for row in csv.lines().filter(|l| l.starts_with("limiter,")) {
            let why = row.splitn(5, ',').nth(4).unwrap_or_default();
            let words = report_words(why);
            assert!(words.is_empty(), "{line}: {row}: {words:?}");
        }
        assert!(
            markdown.starts_with("| 指标 | 值 |\n"),
            "{line}:\n{markdown}"
        );
        assert!(
            markdown.contains("\n| 限制因素 | 允许 | 是否为瓶颈 | 原因 |\n"),
            "{line}:\n{markdown}"
        );
    }
}

#[test]
fn calc_refuses_terms_beside_a_table_in_the_chosen_language() {
    let error = stderr_of_refusal(
        None,
        "calc --gpu h100 -t 256 -r 64 --csv --terms cuda --lang zh",
    );
    assert!(
        error.starts_with("occ: --terms 只改变报告的用词；--csv"),
        "{error}"
    );
    assert!(
        english_words(&error).iter().all(|w| w == "batch"),
        "{error}"
    );
}

/// `occ compare` across the vendors, with a launch that fits nothing and one at full occupancy.
const COMPARES: [&str; 3] = [
    "compare --gpu h100,mi300x,b580 -t 256 -r 64 --vgprs 64 --sub-group 16",
    "compare --gpu a100,h100,4090 -t 128,256,2048 -r 32,64,128",
    "compare --gpu 7900xtx,mi300x -t 256 --vgprs 128",
];

#[test]
fn compare_json_is_the_same_bytes_in_every_language() {
    for line in COMPARES {
        let line = format!("{line} --json");
        let english = stdout_of(None, &line);
        assert_eq!(
            stdout_of(None, &format!("{line} --lang zh")),
            english,
            "{line}"
        );
        assert_eq!(stdout_of(Some("zh"), &line), english, "{line}");
    }
}

#[test]
fn compare_tables_label_their_rows_and_columns_in_chinese() {
    for line in COMPARES {
        let text = stdout_of(None, &format!("{line} --lang zh"));
        for label in ["占用率", "驻留", "限制因素", "下一步"] {
            assert!(text.contains(label), "{line}: {label}\n{text}");
        }
        // The resident work-groups per compute unit, in the vocabulary's Chinese nouns.
        let resident = text
            .lines()
            .find(|l| l.starts_with("驻留"))
            .unwrap_or_default();
        assert!(report_words(resident).is_empty(), "{line}: {resident}");
        let markdown = stdout_of(None, &format!("{line} --markdown --lang zh"));
        let header = markdown.lines().next().unwrap_or_default();
        assert!(
            header.ends_with("| 占用率 | 驻留 | 限制因素 | 下一步 |"),
            "{line}: {header}"
        );
        assert!(!markdown.contains("(best)"), "{line}:\n{markdown}");
    }
}
