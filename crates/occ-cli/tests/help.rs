//! `--help` in the language of the run: every command's about and every flag's help from the catalogue, clap's frame
//! around them (headings, usage, the help and version flags, the `help` command) in Chinese too, and the language
//! read from `--lang`, then `OCC_LANG`, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).

use std::process::{Command, Output};

/// `occ` with the language variables of `env` set and every other one removed.
fn occ(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_occ"));
    command.args(args);
    for name in ["OCC_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    for (name, value) in env {
        command.env(name, value);
    }
    // Lines unwrapped: clap wraps the help at the terminal's width (`wrap_help`).
    command.env("COLUMNS", "10000");
    command.output().expect("occ runs")
}

fn stdout(env: &[(&str, &str)], args: &[&str]) -> String {
    let output = occ(env, args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

const COMMANDS: [&str; 9] = [
    "calc", "compare", "plan", "roofline", "batch", "log", "ptxas", "profile", "gpus",
];

/// What clap writes around the texts in English, none of which a Chinese help may hold.
const FRAME: [&str; 11] = [
    "Usage",
    "Options",
    "Arguments",
    "Commands",
    "COMMAND",
    "[OPTIONS]",
    "Print help",
    "Print version",
    "Print this message",
    "[default:",
    "[alias:",
];

/// A line of a help that holds only a flag or an argument's name (its help on the next line, or none).
fn names_only(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    !words.is_empty()
        && words.iter().all(|w| {
            w.starts_with('-')
                || w.starts_with(['<', '['])
                || w.ends_with(',') && w.starts_with('-')
        })
}

/// Every line of a Chinese help that says something is Chinese, and nothing of clap's English frame is left.
fn assert_chinese(help: &str, what: &str) {
    assert!(help.contains("用法："), "{what}:\n{help}");
    for word in FRAME {
        assert!(!help.contains(word), "{what}: {word}\n{help}");
    }
    for line in help
        .lines()
        .filter(|l| !l.trim().is_empty() && !names_only(l))
    {
        assert!(
            line.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{what}: an English line: {line}\n{help}"
        );
    }
}

#[test]
fn every_command_s_help_is_chinese_under_occ_lang_and_the_locale() {
    for env in [
        [("OCC_LANG", "zh")],
        [("LANG", "zh_CN.UTF-8")],
        [("LC_MESSAGES", "zh_CN.UTF-8")],
        [("LC_ALL", "zh_TW.UTF-8")],
    ] {
        let root = stdout(&env, &["--help"]);
        assert_chinese(&root, &format!("{env:?} occ --help"));
        assert_eq!(stdout(&env, &["help"]), root, "{env:?}");
        assert_eq!(stdout(&env, &["-h"]), root, "{env:?}");
        for command in COMMANDS {
            for flag in ["-h", "--help"] {
                let help = stdout(&env, &[command, flag]);
                assert_chinese(&help, &format!("{env:?} occ {command} {flag}"));
            }
            assert_eq!(
                stdout(&env, &["help", command]),
                stdout(&env, &[command, "--help"]),
                "{env:?} occ help {command}"
            );
        }
    }
    // --lang, on `occ` itself too.
    let root = stdout(&[], &["--lang", "zh", "--help"]);
    assert_chinese(&root, "occ --lang zh --help");
    assert_eq!(root, stdout(&[("OCC_LANG", "zh")], &["--help"]));
    assert_eq!(
        stdout(&[("LANG", "zh_CN.UTF-8")], &["--lang", "en", "--help"]),
        stdout(&[], &["--help"])
    );
    let bad = occ(&[], &["--lang", "fr", "--help"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("--lang"),
        "{bad:?}"
    );
    for command in ["calc", "plan", "roofline", "compare", "log", "gpus"] {
        let help = stdout(&[], &[command, "--lang", "zh", "--help"]);
        assert_chinese(&help, &format!("occ {command} --lang zh --help"));
        assert_eq!(help, stdout(&[("OCC_LANG", "zh")], &[command, "--help"]));
    }
    // Without arguments the help goes to stderr, with clap's exit code.
    let bare = occ(&[("OCC_LANG", "zh")], &[]);
    assert_eq!(bare.status.code(), Some(2));
    assert_chinese(&String::from_utf8_lossy(&bare.stderr), "occ");
}

#[test]
fn english_help_is_clap_s_own_frame_around_the_catalogue_s_texts() {
    for env in [
        &[][..],
        &[("LANG", "C")],
        &[("LANG", "en_US.UTF-8")],
        &[("LC_ALL", "POSIX"), ("LANG", "zh_CN.UTF-8")],
    ] {
        let calc = stdout(env, &["calc", "-h"]);
        // (Whether a flag's help follows it on its line depends on the terminal's width.)
        for part in [
            "Occupancy of one launch: occupancy data, allocated resources, limiters, physical limits\n\nUsage: occ \
             calc [OPTIONS] --threads <THREADS>\n\nOptions:\n      --gpu <GPU>",
            "A GPU preset, typed as you like: \"4090\", \"h100 sxm\", a100-80g, mi300x, \"rx 7900 xtx\", \"max 1550\", \
             b580 (see `occ gpus`)\n",
            "  -t, --threads <THREADS>",
            "Threads per block (work-items per work-group)\n",
            "Language of the report: en (English, the default) or zh (简体中文); also read from OCC_LANG, then LC_ALL, \
             LC_MESSAGES, LANG. --json is the same in every language\n",
            "  -h, --help",
        ] {
            assert!(calc.contains(part), "{env:?}: {part}\n{calc}");
        }
        assert!(calc.ends_with("Print help\n"), "{env:?}\n{calc}");
        let root = stdout(env, &["--help"]);
        assert!(root.contains("\n  log       Occupancy of every kernel in a build log, NVIDIA's (nvcc -Xptxas -v, "), "{root}");
        assert!(root.contains("--min-occupancy [alias: ptxas]\n  profile   Every kernel launch of a profiler report (Nsight Compute's text output, ncu --csv details page or --page raw page; rocprofv3's kernel trace or counter collection CSV, rocpd's CSV export, rocprof's results.csv): occ's theoretical occupancy beside the profiler's theoretical and achieved ones, where they differ, and why achieved stays below; exit code 1 when a kernel is below --min-occupancy\n  gpus      List the GPU presets\n  help      Print this message or the help of the given subcommand(s)\n\nOptions:\n  -h, --help     Print help\n  -V, --version  Print version\n"), "{root}");
        let roofline = stdout(env, &["roofline", "-h"]);
        assert!(
            roofline.contains("(dense FP16/BF16 on tensor or matrix cores) [default: fp32]\n"),
            "{roofline}"
        );
    }
}

#[test]
fn the_locale_is_read_after_the_flag_and_occ_lang() {
    let line = ["calc", "--gpu", "h100", "-t", "256", "-r", "32"];
    let english = stdout(&[], &line);
    assert!(
        english.starts_with("GPU     H100 SXM5 80 GB (CC 9.0, 132 SMs)\n"),
        "{english}"
    );
    let chinese = stdout(&[("OCC_LANG", "zh")], &line);
    assert!(
        chinese.starts_with("GPU     H100 SXM5 80 GB（CC 9.0，132 个 SM）\n"),
        "{chinese}"
    );
    for (env, expected) in [
        (&[("LANG", "zh_CN.UTF-8")][..], &chinese),
        (&[("LANG", "zh_CN")], &chinese),
        (
            &[("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "en_US.UTF-8")],
            &chinese,
        ),
        (&[("LC_ALL", "zh_SG.UTF-8"), ("LC_MESSAGES", "C")], &chinese),
        // LC_ALL wins over the others, LC_MESSAGES over LANG; an empty one is not set.
        (&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")], &english),
        (
            &[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "POSIX"),
                ("LANG", "zh_CN.UTF-8"),
            ],
            &english,
        ),
        (&[("LANG", "C.UTF-8")], &english),
        // A locale occ does not speak is English, never an error.
        (&[("LANG", "fr_FR.UTF-8")], &english),
        (&[("LANG", "not a locale")], &english),
        // OCC_LANG, then --lang, win over the locale.
        (&[("OCC_LANG", "en"), ("LANG", "zh_CN.UTF-8")], &english),
        (&[("OCC_LANG", "zh"), ("LC_ALL", "C")], &chinese),
    ] {
        assert_eq!(&stdout(env, &line), expected, "{env:?}");
    }
    // `occ`'s own --lang, before the command, speaks for the command too.
    let mut first = vec!["--lang", "zh"];
    first.extend(line);
    assert_eq!(&stdout(&[], &first), &chinese);
    let mut flagged = line.to_vec();
    flagged.extend(["--lang", "en"]);
    assert_eq!(stdout(&[("LC_ALL", "zh_CN.UTF-8")], &flagged), english);
    // The locale's language reaches the errors of clap's value parsers and the JSON stays the same bytes.
    let refused = occ(
        &[("LANG", "zh_CN.UTF-8")],
        &["calc", "--gpu", "h100", "-t", "256", "--terms", "bogus"],
    );
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&refused.stderr).starts_with("错误："),
        "{refused:?}"
    );
    let mut json = line.to_vec();
    json.push("--json");
    assert_eq!(
        stdout(&[("LANG", "zh_CN.UTF-8")], &json),
        stdout(&[], &json)
    );
}
