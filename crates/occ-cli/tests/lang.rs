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
        assert_json_alike_in_every_language(line);
    }
}

/// `line` (a `--json` run) prints the same bytes in English, with `--lang zh`, with `OCC_LANG=zh-CN` and with
/// `--lang en`: JSON is a machine contract.
fn assert_json_alike_in_every_language(line: &str) {
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
                // A product of several GPUs: Chinese says the product and which one apart.
                if let Some((product, one)) =
                    name.strip_suffix(')').and_then(|n| n.split_once(" (one "))
                {
                    names.extend([product.to_string(), one.to_string()]);
                }
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
        let words = english_words(&without_value_names(&chinese));
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

/// `occ plan` over the three vendors: presets and generic devices, with and without a grid, every table and note
/// (a table with left-out sizes, a grid past gridDim.x, a fused Intel part, RDNA's WGPs, a global size).
const PLANS: [&str; 14] = [
    "plan --gpu a100 -t 256 -r 32",
    "plan --gpu h100 -t 256 -r 64 --grid 5000",
    "plan --gpu 4090 -t 128 -r 51 --static-smem 20K --barriers 4 --items 10000000 --per-thread 4",
    "plan --gpu b200 -t 256 -r 32 --virtual-resources 40 --smem-per-thread 64 --grid 3000",
    "plan --cc 2.0 -t 256 -r 20 --grid 70000",
    "plan --cc 8.9 -t 4096 -r 0 --launch-bounds 4096",
    "plan --gpu mi300x --threads 256 --vgprs 128 --grid 5000",
    "plan --gpu rx7900xtx --threads 256 --vgprs 96",
    "plan --gpu rx7900xtx --threads 256 --vgprs 96 --cu-mode --grid 1000",
    "plan --gpu max1550 --threads 256 --sub-group 16 --grid 5000",
    "plan --gpu b580 --threads 256 --sub-group 16 --global 1048576",
    "plan --gpu flex140 --threads 256 --sub-group 16 --grid 1000",
    "plan --arch xe-hpg --threads 256 --sub-group 16",
    "plan --arch gfx90a --threads 256 --vgprs 128",
];

/// Nsight Systems' metric names, which a plan quotes as its report writes them.
const NSIGHT_METRICS: [&str; 3] = [
    "SM Active",
    "Compute Warps in Flight",
    "Unallocated Warps in Flight",
];

#[test]
fn chinese_plans_hold_no_english_words_in_any_vocabulary() {
    for line in PLANS {
        for terms in [
            "",
            " --terms own",
            " --terms cuda",
            " --terms hip",
            " --terms sycl",
        ] {
            let line = format!("{line} --lang zh{terms}");
            let mut text = stdout_of(None, &line);
            for metric in NSIGHT_METRICS {
                text = text.replace(metric, " ");
            }
            let text = without_presets(&text);
            let words: Vec<String> = english_words(&text)
                .into_iter()
                .filter(|w| {
                    !PLAN_IDENTIFIERS.contains(&w.as_str()) && !FAMILIES.contains(&w.as_str())
                })
                .collect();
            assert!(words.is_empty(), "{line}: {words:?}\n{text}");
            assert!(text.contains("占用率"), "{line}\n{text}");
        }
    }
}

/// The identifiers and names a plan quotes: the CUDA API and compiler flags it suggests, `gridDim.x`, Nsight
/// Systems, the `N` of "--grid N", the units a block runs on that are no vocabulary's (RDNA's WGP).
const PLAN_IDENTIFIERS: &[&str] = &[
    "cudaOccMaxPotentialOccupancyBlockSize",
    "__launch_bounds__",
    "maxrregcount",
    "gridDim",
    "x",
    "Nsight",
    "Systems",
    "N",
    "WGP",
    "SGPR",
    "AGPR",
];

#[test]
fn plans_speak_the_chosen_language_and_their_json_is_the_same_bytes() {
    for line in PLANS {
        let english = stdout_of(None, line);
        let chinese = stdout_of(None, &format!("{line} --lang zh"));
        assert_ne!(english, chinese, "{line}");
        assert_eq!(stdout_of(Some("zh_CN.UTF-8"), line), chinese, "{line}");
        assert_eq!(
            stdout_of(Some("zh"), &format!("{line} --lang en")),
            english,
            "{line}"
        );
        let json = stdout_of(None, &format!("{line} --json"));
        for lang in ["en", "zh"] {
            assert_eq!(
                stdout_of(None, &format!("{line} --json --lang {lang}")),
                json,
                "{line}"
            );
        }
        assert_eq!(
            stdout_of(Some("zh-CN"), &format!("{line} --json")),
            json,
            "{line}"
        );
    }
}

#[test]
fn plans_are_written_in_the_chosen_words() {
    let sycl = stdout_of(
        None,
        "plan --gpu h100 -t 256 -r 64 --grid 5000 --terms sycl",
    );
    for line in [
        "Work-group size  work-groups/compute unit  sub-groups/compute unit  occupancy  limited by",
        "Budgets at 256 work-items per work-group (registers now: 64)",
        "  grid-stride loop: 528 work-groups (4 per compute unit × 132 compute units) keep every compute unit full",
        "  5,000 work-groups = 9.47 waves of 528: 9 full, tail of 248 work-groups (46.97 % of a wave)",
    ] {
        assert!(sycl.contains(line), "{line}\n{sycl}");
    }
    let cuda = stdout_of(
        None,
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid 5000 --terms cuda --lang zh",
    );
    for line in [
        "线程块大小       每 SM 子分区线程束数",
        "  网格跨步循环：1,216 个线程块（每 SM 4 个 × 304 个 SM）即可占满每个 SM",
        "  5,000 个线程块 = 4.11 个波次（每波次 1,216 个）：4 个完整波次，尾波次 136 个线程块（占一个波次的 11.18%）",
    ] {
        assert!(cuda.contains(line), "{line}\n{cuda}");
    }
    // RDNA's WGP is no vocabulary's word: it stays itself.
    let hip = stdout_of(
        None,
        "plan --gpu rx7900xtx --threads 256 --vgprs 96 --grid 1000 --lang zh --terms hip",
    );
    assert!(hip.contains("每 WGP 工作组数"), "{hip}");
    for lang in ["en", "zh"] {
        let error = stderr_of_refusal(
            None,
            &format!("plan --gpu a100 -t 256 -r 32 --json --terms hip --lang {lang}"),
        );
        assert!(
            error.contains("--terms") && error.contains("--json"),
            "{error}"
        );
    }
}

#[test]
fn chinese_plan_errors_of_the_grid_hold_no_english_words() {
    // A grid of --items past the launch's bound names the bound in the vendor's words (`vendor/`'s texts, English
    // for now): that error is checked for its language, not its words.
    for line in [
        "plan --cc 2.0 -t 32 -r 20 --items 18446744073709551615",
        "plan --gpu mi300x --threads 256 --vgprs 128 --items 18446744073709551615",
    ] {
        let chinese = stderr_of_refusal(None, &format!("{line} --lang zh"));
        assert!(
            chinese.contains("请让每个线程多做些工作（--per-thread）"),
            "{line}: {chinese}"
        );
    }
    for line in [
        "plan --gpu a100 -t 256 -r 32 --per-thread 4",
        "plan --gpu max1550 --threads 256 --sub-group 16 --per-thread 2",
    ] {
        let english = stderr_of_refusal(None, line);
        let chinese = stderr_of_refusal(None, &format!("{line} --lang zh"));
        assert_ne!(english, chinese, "{line}");
        let words: Vec<String> = english_words(chinese.trim_start_matches("occ: "))
            .into_iter()
            .filter(|w| w != "N")
            .collect();
        assert!(words.is_empty(), "{line}: {words:?}\n{chinese}");
    }
}

/// The fixtures' compiler logs: NVIDIA's (ptxas, nvlink, cuobjdump) and AMD's (remarks, assembly).
fn fixture_logs() -> Vec<String> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../occ-core/tests/fixtures");
    let mut logs = Vec::new();
    for dir in ["ptxas", "amd"] {
        for entry in std::fs::read_dir(format!("{root}/{dir}")).expect("fixtures") {
            let path = entry.expect("a fixture").path();
            let name = path.to_string_lossy().to_string();
            let log = [".log", ".cuobjdump.txt", ".s"]
                .iter()
                .any(|end| name.ends_with(end));
            if log {
                logs.push(name);
            }
        }
    }
    logs.sort();
    logs
}

/// How `occ log` is asked: each report's own architecture, a GPU with a block size, a gate and dynamic shared
/// memory, another compute capability, another AMD target.
const LOG_FLAGS: [&str; 4] = [
    "",
    " --gpu h100 -t 256 --min-occupancy 60% --dynamic-smem 1024",
    " --cc 8.9 -t 128",
    " --arch gfx1100 -t 256 --min-occupancy 0.5",
];

/// `text` without what a log itself holds: its kernels' and device functions' names and the tools' own messages
/// and lines (quoted as the log has them), and the architectures' names.
fn without_log_texts(text: &str, names: &[String]) -> String {
    let mut kept = Vec::new();
    for line in text.lines() {
        let mut line = line.to_string();
        // A device function's name ends its line.
        if let Some(at) = line.find("溢出读取") {
            let rest = &line[at..];
            if let Some(end) = rest.find(" B  ") {
                line = line[..at + end].to_string();
            }
        }
        if let (true, Some(at)) = (line.starts_with("  "), line.find("暂存 ")) {
            let rest = line[at + "暂存 ".len()..].trim_start();
            if let Some(end) = rest.find("  ") {
                let keep = line.len() - rest.len() + end;
                line = line[..keep].to_string();
            }
        }
        // A compiler's message or a line not understood, quoted: "第 8 行：ptxas 警告：…", "第 2 行：…（原因）";
        // the reason why a line was not read is occ's, and kept.
        if line.trim_start().starts_with("第 ") {
            let reason = line
                .strip_suffix('）')
                .and_then(|l| l.rsplit_once('（'))
                .map(|(_, reason)| reason.to_string());
            if let Some((head, _)) = line.split_once('：') {
                line = format!("{head} {}", reason.unwrap_or_default());
            }
        }
        kept.push(line);
    }
    let mut text = kept.join("\n");
    let mut names = names.to_vec();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for name in names {
        text = text.replace(&name, " ");
    }
    text
}

/// The words a log's table quotes: tools, architectures and their families, compiler flags and attributes.
fn log_identifier(word: &str) -> bool {
    const WORDS: &[&str] = &[
        "cudaOccMaxPotentialOccupancyBlockSize",
        "ptxas",
        "nvlink",
        "cuobjdump",
        "N",
        "CC",
        "HIP",
        "LLVM",
        "AGPR",
        "SGPR",
        "VGPR",
        "CDNA",
        "RDNA",
        "GCN",
        "Maxwell",
        "Pascal",
        "Volta",
        "Turing",
        "Ampere",
        "Ada",
        "Hopper",
        "Blackwell",
        "amdgpu-waves-per-eu",
    ];
    // Chips and targets (AD10x, GH100, sm_90, gfx942) hold digits; no English word does.
    WORDS.contains(&word) || word.chars().any(|c| c.is_ascii_digit())
}

#[test]
fn chinese_logs_hold_no_english_words_in_any_vocabulary() {
    let mut checked = 0;
    let mut errors = 0;
    for log in fixture_logs() {
        for flags in LOG_FLAGS {
            let english = occ_in(None, &format!("log {log}{flags}"));
            // A log one vendor's flags do not fit (an NVIDIA --gpu on AMD kernels) is an error, in Chinese too.
            if english.status.code() == Some(2) {
                let line = format!("log {log}{flags} --lang zh");
                let chinese = occ_in(None, &line);
                assert_eq!(chinese.status.code(), Some(2), "{line}");
                let chinese = String::from_utf8(chinese.stderr).expect("UTF-8");
                let words: Vec<String> = english_words(&without_identifiers(&chinese))
                    .into_iter()
                    .filter(|w| !log_identifier(w) && !error_identifier(w))
                    .collect();
                assert!(words.is_empty(), "{line}: {words:?}\n{chinese}");
                errors += 1;
                continue;
            }
            let rows: serde_json::Value =
                serde_json::from_str(&stdout_of_any(&format!("log {log}{flags} --json")))
                    .expect("JSON");
            let names: Vec<String> = rows
                .as_array()
                .expect("an array")
                .iter()
                .flat_map(|r| [r["name"].as_str(), r["demangled"].as_str()])
                .flatten()
                .map(str::to_string)
                .collect();
            for terms in ["", " --terms cuda", " --terms hip", " --terms sycl"] {
                let line = format!("log {log}{flags} --lang zh{terms}");
                let output = occ_in(None, &line);
                let stdout = String::from_utf8(output.stdout).expect("UTF-8");
                let text = without_presets(&without_log_texts(&stdout, &names));
                let words: Vec<String> = english_words(&text)
                    .into_iter()
                    .filter(|w| !log_identifier(w))
                    .collect();
                assert!(words.is_empty(), "{line}: {words:?}\n{text}");
                assert!(text.contains("占用率"), "{line}\n{text}");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} tables");
    assert!(errors > 0, "{errors} errors");
}

/// Standard output of `occ` whatever its exit code (`occ log` exits 1 on a kernel below the gate).
fn stdout_of_any(line: &str) -> String {
    String::from_utf8(occ_in(None, line).stdout).expect("UTF-8")
}

#[test]
fn log_json_is_the_same_bytes_in_every_language() {
    for log in fixture_logs() {
        for flags in LOG_FLAGS {
            let line = format!("log {log}{flags} --json");
            let english = occ_in(None, &line);
            for chinese in [
                occ_in(None, &format!("{line} --lang zh")),
                occ_in(Some("zh_CN.UTF-8"), &line),
            ] {
                assert_eq!(chinese.stdout, english.stdout, "{line}");
                assert_eq!(chinese.status.code(), english.status.code(), "{line}");
            }
        }
    }
}

#[test]
fn log_tables_are_written_in_the_chosen_language_and_words() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../occ-core/tests/fixtures");
    let nvidia = format!("log {root}/ptxas/nvcc_mixed.log --gpu h100 --min-occupancy 60%");
    let english = stdout_of_any(&nvidia);
    let chinese = stdout_of_any(&format!("{nvidia} --lang zh"));
    assert_ne!(english, chinese);
    for line in [
        "GPU      H100 SXM5 80 GB（CC 9.0，132 个 SM）",
        "门限     占用率低于 60% 时标记",
        "共 7 个核函数报告，来自 215 行日志；1 个有溢出；1 个低于 60%",
    ] {
        assert!(chinese.contains(line), "{line}\n{chinese}");
    }
    assert!(chinese.contains("偏低    nbody_tile"), "{chinese}");
    let sycl = stdout_of_any(&format!("{nvidia} --terms sycl"));
    assert!(
        sycl.contains(
            "Threads  each kernel's best work-group size (cudaOccMaxPotentialOccupancyBlockSize)"
        ),
        "{sycl}"
    );
    let amd = stdout_of_any(&format!("log {root}/amd/spill.s --lang zh"));
    assert!(
        amd.contains("occ 算得每 SIMD 16 个波前，编译器为 8"),
        "{amd}"
    );
    for lang in ["en", "zh"] {
        let error = stderr_of_refusal(
            None,
            &format!("log {root}/amd/spill.s --json --terms hip --lang {lang}"),
        );
        assert!(
            error.contains("--terms") && error.contains("--json"),
            "{error}"
        );
    }
}

#[test]
fn chinese_log_errors_hold_no_english_words() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../occ-core/tests/fixtures");
    for (line, quoted) in [
        (format!("log {root}/ptxas/calls.elf.txt"), "calls.elf.txt"),
        (format!("log {root}/amd/hip.s --gpu h100"), ""),
        (
            format!("log {root}/ptxas/reduce.ptxas.log --gpu mi300x"),
            "",
        ),
        (format!("log {root}/amd/hip.s --arch gfx9999"), "gfx9999"),
        ("log --min-occupancy 2".to_string(), ""),
    ] {
        let english = occ_in(None, &line);
        let chinese = occ_in(None, &format!("{line} --lang zh"));
        assert_eq!(chinese.status.code(), english.status.code(), "{line}");
        assert_ne!(chinese.stderr, english.stderr, "{line}");
        let stderr = String::from_utf8(chinese.stderr).expect("UTF-8");
        let mut message = without_value_names(&stderr).replace(root, " ");
        if !quoted.is_empty() {
            message = message.replace(quoted, " ");
        }
        let words: Vec<String> = english_words(&message)
            .into_iter()
            .filter(|w| {
                !log_identifier(w)
                    && ![
                        "nvcc",
                        "Xptxas",
                        "v",
                        "dump-resource-usage",
                        "hipcc",
                        "Rpass-analysis",
                        "kernel-resource-usage",
                        "AMDGPU",
                        "gfxNNN",
                        "mi300x",
                        "MI300X",
                        "h100",
                    ]
                    .contains(&w.as_str())
            })
            .collect();
        assert!(words.is_empty(), "{line}: {words:?}\n{stderr}");
    }
}

#[test]
fn chinese_logs_say_why_a_figure_or_a_line_was_not_read() {
    let dir = std::env::temp_dir().join(format!("occ-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let nvidia = dir.join("bad.ptxas.log");
    std::fs::write(
        &nvidia,
        "ptxas info    : Compiling entry function 'kernel_bad' for 'sm_80'\n\
         ptxas info    : Used 32 registers, -1 bytes smem\n\
         ptxas info    : Used 8 registers\n\
         ptxas info    : Function properties for lone\n\
         ptxas info    : Compiling entry function 'kernel_two' for 'sm_80'\n\
         ptxas info    : Used 16 registers, 12 widgets\n",
    )
    .expect("a log");
    let amd = dir.join("bad.remarks.log");
    std::fs::write(
        &amd,
        "remark: k.hip:1:0: Function Name: kernel_bad\n\
         remark: k.hip:1:0:     VGPRs: 3.5\n\
         remark: k.hip:1:0:     VGPRs: 4\n",
    )
    .expect("a log");
    for log in [&nvidia, &amd] {
        let line = format!("log {} --lang zh", log.display());
        let output = occ_in(None, &line);
        let stdout = String::from_utf8(output.stdout).expect("UTF-8");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(stdout.contains("无法识别的行"), "{line}\n{stdout}");
        assert!(
            stdout.contains("不是字节数") || stdout.contains("不是寄存器数"),
            "{line}\n{stdout}"
        );
        let names = [
            "kernel_bad".to_string(),
            "kernel_two".to_string(),
            "lone".to_string(),
        ];
        let mut text = without_log_texts(&stdout, &names);
        // A figure's field (`ptxas.static_smem: `, `amd.vgprs: `) is an identifier, as in `--json`.
        for vendor in ["ptxas.", "amd."] {
            while let Some(at) = text.find(vendor) {
                let end = text[at..].find(": ").map_or(text.len(), |e| at + e + 2);
                text.replace_range(at..end, " ");
            }
        }
        let words: Vec<String> = english_words(&text)
            .into_iter()
            .filter(|w| !log_identifier(w))
            .collect();
        assert!(words.is_empty(), "{line}: {words:?}\n{text}");
        // The exit's error names the first kernel not evaluated and why, in Chinese too.
        assert!(
            stderr.contains("个核函数报告无法评估") && stderr.contains("”不是"),
            "{line}\n{stderr}"
        );
        // --json keeps English, whatever the language.
        let json = occ_in(None, &format!("log {} --json --lang zh", log.display()));
        let english = occ_in(None, &format!("log {} --json", log.display()));
        assert_eq!(json.stdout, english.stdout);
        assert!(String::from_utf8_lossy(&json.stdout).contains("is not a"));
    }
    std::fs::remove_dir_all(&dir).ok();
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
        assert_json_alike_in_every_language(&format!("{line} --json"));
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
        assert_json_alike_in_every_language(&format!("{line} --json"));
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
        // The binding limiters in Chinese too (the JSON keeps `occ batch`'s names).
        let limiters = text
            .lines()
            .find(|l| l.starts_with("限制因素"))
            .unwrap_or_default();
        assert!(report_words(limiters).is_empty(), "{line}: {limiters}");
        assert!(
            limiters.contains("寄存器")
                || limiters.contains("VGPR")
                || limiters.contains("硬件线程"),
            "{line}: {limiters}"
        );
        let markdown = stdout_of(None, &format!("{line} --markdown --lang zh"));
        let header = markdown.lines().next().unwrap_or_default();
        assert!(
            header.ends_with("| 占用率 | 驻留 | 限制因素 | 下一步 |"),
            "{line}: {header}"
        );
        assert!(!markdown.contains("(best)"), "{line}:\n{markdown}");
    }
}

/// The identifiers a Chinese `occ calc` report quotes besides [`report_words`]' (compiler fields and attributes, the
/// compiler's own name for a figure, mode names) and the architecture families and products its targets name.
const CALC_IDENTIFIERS: &[&str] = &[
    "Occupancy",
    "max_threads_per_block",
    "__launch_bounds__",
    "max_dynamic_smem",
    "ptxas",
    "strict",
    "MHz",
    "wave64",
    "wave32",
];

/// Architecture families as their vendors name them, which the reports quote (a GPU's title, the work-group slots
/// of an Intel architecture).
const FAMILIES: &[&str] = &[
    "CDNA", "RDNA", "GCN", "Vega", "Xe-LP", "Xe-HP", "Xe-HPC", "Xe-HPG", "Xe-LPG", "Xe2-HPG",
    "Xe2-LPG",
];

/// The English words left in a Chinese `occ calc` report: none but the identifiers it quotes, the targets' families
/// and the products' names.
fn calc_words(text: &str) -> Vec<String> {
    // The physical limits name the target's family and products as their vendor does ("CDNA 3", "Arc B-series
    // (Battlemage)"), as does the GPU's title.
    let text: String = text
        .lines()
        .filter(|l| !l.starts_with("  目标架构 ") && !l.starts_with("  架构 "))
        .map(|l| match l.split_once("（") {
            Some((head, rest)) if head.starts_with("GPU ") => {
                format!("GPU （{}", rest.rsplit_once('，').map_or(rest, |(_, r)| r))
            }
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    report_words(&text)
        .into_iter()
        // A gfx target is an identifier.
        .filter(|w| !w.starts_with("gfx"))
        .filter(|w| !CALC_IDENTIFIERS.contains(&w.as_str()) && !FAMILIES.contains(&w.as_str()))
        .collect()
}

/// `occ calc`'s reports beyond [`CALCS`]: a launch that fits nothing, a kernel past its `__launch_bounds__`, a
/// fused Intel part with a global size, RDNA's WGPs, generic devices of unknown size.
const MORE_CALCS: [&str; 6] = [
    "calc --cc 8.9 -t 256 -r 32 --launch-bounds 128",
    "calc --gpu a100 -t 256 -r 32 --dynamic-smem 200K",
    "calc --arch gen12 --xves 24 -t 100 --sub-group 16 --global 2000",
    "calc --gpu 7900xtx -t 1000 --vgprs 96 --lds 20K",
    "calc --arch gfx906 -t 32 --vgprs 1 --sgprs 100",
    "calc --arch xe-hpc -t 16 --sub-group 16 --large-grf --slm 1000",
];

#[test]
fn chinese_calc_reports_hold_no_english_words_in_any_vocabulary() {
    for line in CALCS.iter().chain(&MORE_CALCS) {
        for terms in ["", " --terms cuda", " --terms hip", " --terms sycl"] {
            let line = format!("{line} --lang zh{terms}");
            let text = stdout_of(None, &line);
            let words = calc_words(&text);
            assert!(words.is_empty(), "{line}: {words:?}\n{text}");
            assert!(text.contains("占用率"), "{line}\n{text}");
        }
    }
}

#[test]
fn chinese_calc_reports_read_as_a_gpu_engineer_writes_them() {
    let nvidia = stdout_of(
        None,
        "calc --gpu h100 -t 1000 -r 64 --dynamic-smem 40K --carveout 50 --lang zh",
    );
    for line in [
        "GPU     H100 SXM5 80 GB（CC 9.0，132 个 SM）\n",
        "核函数  每线程块 1,000 个线程，每线程 64 个寄存器，共享内存静态 0 B + 动态 40,960 B (40 KiB)，共享内存划分比例 50%\n",
        "\n  理论占用率                             50.00%\n",
        "\n  每 SM 的共享内存                       233,472 B (228 KiB)\n",
        "\n  最佳线程块大小                         1024 个线程（占满 GPU 的最小网格：132 个线程块）\n",
        "\n  ! 1000 个线程不是线程束大小（32）的整数倍：每个线程块的最后一个线程束有部分闲置\n",
    ] {
        assert!(nvidia.contains(line), "{line}\n{nvidia}");
    }
    let amd = stdout_of(None, "calc --gpu mi300x -t 256 --vgprs 128 --lang zh");
    for line in [
        "\n下一步（提高占用率的最小改动）\n  VGPR：降到 96 个 VGPR，可达每 SIMD 5 个波前（当前 128 时为 4 个）\n",
        "\ngfx942 的 VGPR 阈值（波前大小 64；VGPR 计数含 AGPR）\n      VGPR ≤  每 SIMD 波前数\n",
        "         128  4  ← 当前核函数\n",
    ] {
        assert!(amd.contains(line), "{line}\n{amd}");
    }
    // A fused Intel part in SYCL's words, and its GPU's waves.
    let intel = stdout_of(
        None,
        "calc --arch gen12 --xves 24 -t 256 --sub-group 16 --global 2816 --lang zh --terms sycl",
    );
    for line in [
        "        24 个 SIMD 单元合 1.5 个计算单元（每计算单元 16 个）：单个计算单元的数据按完整的计算单元计；GPU 级数据按 1.5 个计算单元计，与 Intel 的计算器一致。\n",
        "\nGPU 占用率（全局大小 2,816 个工作项）\n  工作组数",
        "  波次                                                   1.0476（1 个完整波次，尾波次 0.5 个工作组）\n",
        "\n  每计算单元的 SIMD 单元数                               16\n",
    ] {
        assert!(intel.contains(line), "{line}\n{intel}");
    }
}

#[test]
fn compare_s_next_steps_notes_and_csv_header_follow_the_language() {
    let line = "compare --gpu l4,mi300x,b580,a100 -t 1000,256,1024,256 -r 255,32,32,32 --vgprs 128 --sub-group 16 --dynamic-smem 0,0,0,200K";
    let text = stdout_of(None, &format!("{line} --lang zh"));
    let steps = text
        .lines()
        .find(|l| l.starts_with("下一步"))
        .unwrap_or_default();
    assert!(report_words(steps).is_empty(), "{steps}\n{text}");
    assert!(
        steps.contains("每线程寄存器数 255 → 64：每 SM 1 个线程块"),
        "{text}"
    );
    // The launch that fits nothing says why below the table, in Chinese; the JSON keeps it in English.
    let note = text
        .lines()
        .find(|l| l.starts_with("["))
        .unwrap_or_default();
    assert!(
        note.contains("没有线程块能驻留：线程块需要"),
        "{note}\n{text}"
    );
    assert!(report_words(note).is_empty(), "{note}");
    assert_json_alike_in_every_language(&format!("{line} --json"));
    let csv = stdout_of(None, &format!("{line} --csv --lang zh"));
    assert_eq!(
        csv.lines().next().unwrap_or_default(),
        "启动,GPU,厂商,threads,regs,dynamic-smem,vgprs,sub-group,占用率,驻留数,驻留单位,限制因素,下一步,最佳,错误",
        "{csv}"
    );
    let english = stdout_of(None, &format!("{line} --csv"));
    assert!(
        english
            .starts_with("launch,gpu,vendor,threads,regs,dynamic-smem,vgprs,sub-group,occupancy,"),
        "{english}"
    );
}

/// A launch the GPU cannot take gets its error in the report's language, naming its flag; the JSON keeps the English.
#[test]
fn compare_s_error_cells_follow_the_language() {
    let line = "compare --gpu a100,mi300x -t 256 -r 64 --vgprs 64,600";
    let text = stdout_of(None, &format!("{line} --lang zh"));
    let note = text
        .lines()
        .find(|l| l.starts_with("[1]"))
        .unwrap_or_default();
    assert!(
        note.contains("--vgprs: kernel.vgprs = 600 超出范围：有效范围为 0 至 256"),
        "{note}\n{text}"
    );
    let english = stdout_of(None, line);
    assert!(
        english.contains("--vgprs: kernel.vgprs = 600 is out of range"),
        "{english}"
    );
    assert_json_alike_in_every_language(&format!("{line} --json"));
}

/// `text` without clap's value names (`--precision <PRECISION>`).
fn without_value_names(text: &str) -> String {
    let mut kept = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('<') {
        kept.push_str(&rest[..at]);
        rest = rest[at..].find('>').map_or("", |end| &rest[at + end + 1..]);
    }
    kept + rest
}

/// `text` without what an error quotes or names as the program does: what was given (“…”), clap's value names
/// (`<THREADS>`), input fields (`kernel.threads_per_block`, `global_size`), the presets' names and targets.
fn without_identifiers(text: &str) -> String {
    let mut kept = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(['“', '<']) {
        kept.push_str(&rest[..at]);
        let close = if rest[at..].starts_with('“') {
            '”'
        } else {
            '>'
        };
        match rest[at..].find(close) {
            Some(end) => rest = &rest[at + end + close.len_utf8()..],
            None => rest = "",
        }
        kept.push(' ');
    }
    kept.push_str(rest);
    let words: Vec<&str> = kept
        .split(' ')
        .filter(|w| {
            !(w.contains('_') || w.trim_end_matches(':').contains('.') && !w.ends_with('.'))
        })
        .collect();
    without_presets(&words.join(" "))
}

/// Failing command lines of every vendor: a flag's text that is no number or out of its range on the GPU, a value
/// clap's readers refuse, an unknown or missing argument, a core check of the launch, a flag of another vendor,
/// a missing required flag, a GPU that is no preset or several.
const REFUSALS: [&str; 55] = [
    "calc --gpu a100 -t -5 -r 32",
    "calc --gpu a100 -t 256 -r 32 --virtual-resources x",
    "calc --gpu a100 -t 256 -r 32 --static-smem 1G",
    "calc --gpu a100 -t 256 -r 32 --dynamic-smem ５",
    "calc --gpu a100 -t 256 -r 32 --launch-bounds 0",
    "calc --gpu a100 -t 256",
    "calc --gpu a100 -t 256 -r 32 --vgprs 64",
    "calc --gpu a100 -t 256 -r 32 --cus 4",
    "calc --gpu a100 -t 256 -r 32 --xves 4",
    "calc --cc 9.9 -t 256 -r 32",
    "calc --cc 8.9x -t 256 -r 32",
    "calc --gpu rtx -t 256 -r 32",
    "calc --gpu nosuchgpu -t 256 -r 32",
    "calc --gpu a100 -t 256 -r 32 --cache-config big",
    "calc --gpu a100 -t 256 -r 32 --partitioned-gc maybe",
    "calc --gpu a100 -t 256 -r 32 --carveout 101",
    "calc --gpu a100 -t 256 -r 32 --sms abc",
    "calc --gpu a100 -t 256 -r 32 --bogus",
    "calc --gpu a100 -t 256 -r 32 --lds",
    "calc --gpu a100 -r 32",
    "calc --gpu a100 --cc 8.0 -t 256 -r 32",
    "plan --gpu a100 -t 256 -r 32 --grid 0",
    "plan --gpu a100 -t 256 -r 32 --items 0",
    "plan --gpu a100 -t 256 -r 32 --smem-per-thread x",
    "plan --gpu mi300x -t 256 --vgprs 64 --smem-per-thread 4",
    "calc --gpu mi300x -t 256 --vgprs 999",
    "calc --gpu mi300x -t 2048 --vgprs 64",
    "calc --gpu mi300x -t 256",
    "calc --arch gfx90a -t 1024 --vgprs 200 --agprs 100",
    "calc --arch gfx1100 -t 256 --vgprs 64 --agprs 8",
    "calc --arch gfx90a -t 256 --vgprs 64 --wave-size 32",
    "calc --arch gfx90a -t 256 --vgprs 64 --cu-mode",
    "calc --arch gfx90a -t 256 --vgprs 64 --lds 65K",
    "calc --arch gfx90a -t 256 --vgprs 64 --sms 4",
    "calc --arch gfx90a -t 256 --vgprs 64 -r 32",
    "calc --arch gfx90a -t 256 --vgprs 64 --sub-group 16",
    "calc --arch gfx90a -t 256 --vgprs 64 --cus 0",
    "calc --arch gfx9999 -t 256 --vgprs 64",
    "plan --arch gfx90a -t 256 --vgprs 64 --grid 0",
    "calc --gpu b580 -t 256",
    "calc --gpu b580 -t 2048 --sub-group 16",
    "calc --gpu b580 -t 256 --sub-group 8",
    "calc --gpu b580 -t 256 --sub-group 16 --xves 100",
    "calc --arch xe-hpc -t 1024 --sub-group 16 --large-grf",
    "calc --arch xe-lp -t 256 --sub-group 16 --large-grf",
    "calc --arch xe-hpg -t 256 --sub-group 16 --global 1000 --xves 512",
    "calc --arch xe-hpg -t 256 --sub-group 16 --global 1024",
    "calc --arch xe-hpg -t 256 --sub-group 16 --global 1024 --csv",
    "calc --arch xe-hpg -t 256 --sub-group 16 --global -5",
    "calc --gpu b580 -t 256 --sub-group 16 -r 32",
    "calc --gpu b580 -t 256 --sub-group 16 --cus 4",
    "plan --gpu b580 -t 256 --sub-group 16 --grid 0",
    "compare --gpu a100,mi300x -t 256 -r 32",
    "compare --gpu a100 -t 1,2,3,4,5,6,7,8,9 -r 32",
    "compare --gpu a100 -t 256,512 -r 32,64,96",
];

/// Words the errors quote as the hardware and the tools name them.
fn error_identifier(word: &str) -> bool {
    const WORDS: &[&str] = &[
        "CC",
        "AGPR",
        "SGPR",
        "VGPR",
        "CDNA",
        "RDNA",
        "WGP",
        "GRF",
        "SYCL",
        "arch",
        "ptxas",
        "v",
        "N",
        "gpu",
        "cc",
        "help",
        "gridDim",
        "Xe-HPG",
        "Xe-LP",
        "Xe-HPC",
        "true",
        "false",
        "default",
        "none",
        "shared",
        "equal",
        "off",
        "on",
        "strict",
        "Rpass-analysis",
        "kernel-resource-usage",
        "gfxNNN",
        "compare",
    ];
    WORDS.contains(&word) || word.chars().any(|c| c.is_ascii_digit())
}

#[test]
fn chinese_errors_hold_no_english_words_for_every_vendor() {
    for line in REFUSALS {
        let english = stderr_of_refusal(None, line);
        for chinese in [
            stderr_of_refusal(None, &format!("{line} --lang zh")),
            stderr_of_refusal(Some("zh_CN.UTF-8"), line),
        ] {
            assert_ne!(english, chinese, "{line}");
            let words: Vec<String> = english_words(&without_identifiers(&chinese))
                .into_iter()
                .filter(|w| !error_identifier(w))
                .collect();
            assert!(words.is_empty(), "{line}: {words:?}\n{chinese}");
        }
    }
}

#[test]
fn errors_name_the_flag_and_the_range_in_chinese() {
    for (line, expected) in [
        (
            "calc --gpu a100 -t -5 -r 32",
            "occ: --threads：“-5”超出范围：有效范围为 1 至 1024（A100 SXM4 80 GB (CC 8.0) 上每个线程块的线程数）\n",
        ),
        (
            "calc --gpu mi300x -t 256 --vgprs 999",
            "occ: --vgprs: kernel.vgprs = 999 超出范围：有效范围为 0 至 256\n",
        ),
        (
            "calc --gpu b580 -t 256 --sub-group 16 --xves 100",
            "occ: --xves: device.xve_count: 100 个 XVE 既不是整数个 Xe 内核，也不是 Intel 的计算器列出的型号：xe2-hpg 每个 \
             Xe 内核有 8 个 XVE，因此有效值为 8 的正整数倍（8, 16, 24 …）\n",
        ),
        (
            "calc --gpu a100 -t 256",
            "occ: NVIDIA GPU 必须给出 --regs：每个线程的寄存器数，取自 ptxas -v\n",
        ),
        (
            "calc --gpu a100 -t 256 -r 32 --cache-config big",
            "错误：--cache-config <CACHE_CONFIG> 的值“big”无效：“big”不是 none、shared、l1、equal 之一\n\n\
             更多信息请运行“--help”。\n",
        ),
        (
            "calc --gpu a100 -t 256 -r 32 --bogus",
            "错误：无法识别的参数“--bogus”\n\n更多信息请运行“--help”。\n",
        ),
    ] {
        assert_eq!(stderr_of_refusal(Some("zh"), line), expected, "{line}");
    }
}

#[test]
fn english_errors_keep_clap_s_own_words() {
    assert_eq!(
        stderr_of_refusal(None, "calc --gpu a100 -t 256 -r 32 --cache-config big"),
        "error: invalid value 'big' for '--cache-config <CACHE_CONFIG>': 'big' is not one of none, shared, l1, \
         equal\n\nFor more information, try '--help'.\n"
    );
    let missing = stderr_of_refusal(Some("en"), "calc --gpu a100 -r 32");
    assert!(
        missing.starts_with(
            "error: the following required arguments were not provided:\n  --threads <THREADS>"
        ),
        "{missing}"
    );
    assert!(missing.contains("\nUsage: occ calc"), "{missing}");
}

#[test]
fn batch_answers_the_same_bytes_in_every_language() {
    let lines = [
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 2048, "regs_per_thread": 32}}"#,
        r#"{"gpu": "rtx", "kernel": {"threads_per_block": 256, "regs_per_thread": 32}}"#,
        r#"{"device": {"cc": "9.9"}, "kernel": {"threads_per_block": 256, "regs_per_thread": 32}}"#,
        r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 1024, "vgprs": 200, "agprs": 100}}"#,
        r#"{"device": {"arch": "gfx1100"}, "kernel": {"threads_per_block": 256, "vgprs": 64, "wave_size": 16}}"#,
        r#"{"device": {"arch": "xe-hpg", "xve_count": 100}, "kernel": {"threads_per_block": 256, "sub_group_size": 16}}"#,
        r#"{"device": {"arch": "xe-hpg"}, "kernel": {"threads_per_block": 256, "sub_group_size": 16}, "global_size": 1000}"#,
        r#"{"device": {"cc": "8.0"}, "kernel": {"threads_per_block": 128, "regs_per_thread": 32, "partitioned_gc": "x"}}"#,
    ];
    let input = lines.join("\n");
    let batch = |lang: Option<&str>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_occ"));
        command.arg("batch").env_remove("OCC_LANG");
        if let Some(lang) = lang {
            command.env("OCC_LANG", lang);
        }
        let mut child = command
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("occ runs");
        std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), input.as_bytes())
            .expect("occ reads");
        let output = child.wait_with_output().expect("occ ends");
        assert!(output.status.success());
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let english = batch(None);
    assert_eq!(
        english.matches("\"error\"").count(),
        lines.len(),
        "{english}"
    );
    assert_eq!(batch(Some("zh")), english);
}

#[test]
fn a_product_of_several_gpus_says_which_one_in_chinese_and_keeps_its_name_in_json() {
    let zh = stdout_of(None, "gpus --lang zh");
    for said in [
        "GB200（单个 Blackwell GPU）",
        "Instinct MI250X（单个 GCD）",
        "Tesla K80（单个 GK210）",
    ] {
        assert!(zh.contains(said), "{said} not in:\n{zh}");
    }
    assert!(!zh.contains("(one "), "{zh}");
    let en = stdout_of(None, "gpus");
    assert!(en.contains("GB200 (one Blackwell GPU)"), "{en}");
    let compare = stdout_of(
        None,
        "compare --gpu gb200,mi250x --threads 256 --regs 32 --vgprs 32 --lang zh",
    );
    assert!(compare.contains("GB200（单个 Blackwell GPU）"), "{compare}");
    let json = stdout_of(None, "gpus --json --lang zh");
    assert!(json.contains("\"GB200 (one Blackwell GPU)\""), "{json}");
}
