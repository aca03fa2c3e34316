//! Hostile invocations, written by hand: each huge, negative, malformed or foreign value a user can type into a
//! command line, a batch line or a build log that once panicked, wrapped, hung or gave a wrong answer with exit 0.
//! Every case must end on its own (the limit is minutes in a debug build, where each should take milliseconds:
//! the bench times them in a release build), without a panic, with exit 0 or 2; exit 2 names one of the flags
//! given; and where a right answer is known, the answer is right.

mod fuzz;

use std::time::Duration;

/// A run that ends cleanly (no panic, exit 0 or 2, within the limit): its exit code, standard output and error.
fn run(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let ran = fuzz::occ(args, input, Duration::from_secs(120));
    if let Some(fault) = ran.fault() {
        panic!("occ {}: {fault}", shown(args));
    }
    (
        ran.code.unwrap(),
        String::from_utf8_lossy(&ran.stdout).into_owned(),
        ran.stderr,
    )
}

/// A command line for a failure message, long arguments shortened.
fn shown(args: &[&str]) -> String {
    args.iter()
        .map(|a| {
            if a.len() > 60 {
                format!("<{} chars>", a.chars().count())
            } else {
                a.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Ends cleanly; when refused, the message names one of the flags given.
fn answered(line: &str) -> (i32, String, String) {
    let args: Vec<&str> = line.split_whitespace().collect();
    let (code, out, err) = run(&args, b"");
    if code == 2 {
        let flags: Vec<&str> = args
            .iter()
            .filter(|a| a.starts_with("--"))
            .map(|a| a.split('=').next().unwrap())
            .collect();
        assert!(
            flags.iter().any(|f| err.contains(f)),
            "occ {line}: refused without naming a flag given: {err}"
        );
    }
    (code, out, err)
}

/// Huge values where products and searches break: each ends cleanly, exit 0 or a message naming the flag.
#[test]
fn huge_values_end_cleanly() {
    let huge = [
        "calc --gpu rtx4090 --threads 4294967295 --regs 4294967295",
        "calc --gpu a100 --threads 1024 --regs 4294967295",
        "calc --gpu a100 --threads 256 --regs 32 --dynamic-smem 4294967295",
        "calc --cc 8.9 --threads 256 --regs 32 --sms 4294967295",
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid 2305843009213693952",
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid 9223372036854775807",
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid 18446744073709551615",
        "plan --gpu a100 --threads 256 --regs 32 --grid 9223372036854775807",
        "plan --gpu a100 --threads 256 --regs 32 --grid 18446744073709551615",
        "plan --gpu a100 --threads 256 --regs 32 --items 18446744073709551615",
        "plan --arch gfx90a --cus 4294967295 --threads 256 --vgprs 128 --grid 18446744073709551615",
        "plan --gpu a100 --threads 256 --regs 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --dynamic-smem 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --barriers 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --virtual-resources 4294967295",
        "plan --gpu max1550 --threads 256 --sub-group 16 --grid 9223372036854775807",
        "compare --gpu a100 --threads 256 --regs 4294967295",
        "compare --gpu a100 --threads 256 --regs 30000000",
        "compare --gpu a100 --threads 1,256,1024 --regs 32 --dynamic-smem 4294967295",
        "compare --gpu mi300x --threads 256 --vgprs 4294967295",
        "roofline --gpu a100 --intensity 1e308",
        "roofline --gpu a100 --flops 1e308 --bytes 1e-308",
    ];
    for line in huge {
        answered(line);
    }
}

/// A 40,000-character GPU name (and other long or foreign ones) is refused, naming the GPU.
#[test]
fn long_and_foreign_gpu_names_are_refused_quickly() {
    let long = "a".repeat(40_000);
    let spaced = "4090 ".repeat(8_000);
    for name in [long.as_str(), spaced.as_str()] {
        let (code, _, err) = run(
            &["calc", "--gpu", name, "--threads", "256", "--regs", "32"],
            b"",
        );
        assert_eq!(code, 2, "a {}-character GPU name", name.len());
        assert!(
            err.contains("--gpu") || err.to_lowercase().contains("gpu"),
            "{err}"
        );
    }
    // Full-width and Arabic-Indic digits are a name, not an empty one.
    for name in ["ｒｔｘ ４０９０", "rtx ٤٠٩٠"] {
        let (_, _, err) = run(
            &["calc", "--gpu", name, "--threads", "256", "--regs", "32"],
            b"",
        );
        assert!(!err.contains("empty GPU name"), "{name}: {err}");
    }
}

/// Negative numbers get the flag's own message with its real range.
#[test]
fn negative_numbers_name_the_flag_and_its_range() {
    let (code, _, err) = run(
        &["calc", "--gpu", "a100", "--threads", "-5", "--regs", "32"],
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("--threads"), "{err}");
    let (code, _, err) = run(
        &["calc", "--gpu", "mi300x", "--threads", "256", "--vgprs=-1"],
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("--vgprs"), "{err}");
    // AMD's VGPRs run to a few hundred, not to u32's maximum.
    assert!(!err.contains("4294967295"), "{err}");
}

/// Answers that were wrong with exit 0.
#[test]
fn known_wrong_answers_are_right() {
    // A grid of 0 blocks is no reason to say nothing fits: 4 work-groups fit per CU.
    let (code, out, err) = answered("plan --gpu mi300x --threads 256 --vgprs 128 --grid 0");
    assert!(
        !out.contains("no work-group fits") && !err.contains("no work-group fits"),
        "--grid 0: {out}{err}"
    );
    let _ = code;
    // `--items` is never dropped silently: a work per thread of 0 (or a product past u64) is refused or used.
    let plain = answered("plan --gpu a100 --threads 256 --regs 32").1;
    for line in [
        "plan --gpu a100 --threads 256 --regs 32 --items 1000 --per-thread 0",
        "plan --gpu a100 --threads 256 --regs 32 --items 18446744073709551615 --per-thread 18446744073709551615",
    ] {
        let (code, out, _) = answered(line);
        assert!(code == 2 || out != plain, "{line}: --items dropped silently");
    }
    // A tiny intensity is far below the ridge, never "inf×".
    let (_, out, _) = answered("roofline --gpu a100 --intensity 1e-320");
    assert!(!out.contains("inf"), "{out}");
    // `--bytes` alone is refused or used, never ignored.
    let plain = answered("roofline --gpu a100").1;
    let (code, out, _) = answered("roofline --gpu a100 --bytes 2e12");
    assert!(code == 2 || out != plain, "--bytes ignored");
    // Intel's global size past u64 is never reported wrapped.
    let (_, out, _) =
        answered("plan --gpu max1550 --threads 256 --sub-group 16 --grid 9223372036854775807");
    assert!(!out.contains("18446744073709551615"), "{out}");
}

/// An AMD remark whose LDS size is not a byte count leaves the kernel not evaluated, never at 0 B and 100 %.
#[test]
fn log_figures_that_are_not_byte_counts_are_not_evaluated() {
    for lds in [
        "-1",
        "3.5",
        "NaN",
        "99999999999999999999",
        "9223372036854775808",
    ] {
        let log = format!(
            "remark: k.hip:3:0: Function Name: _Z1kPf\n\
             remark: k.hip:3:0:     SGPRs: 16\n\
             remark: k.hip:3:0:     VGPRs: 32\n\
             remark: k.hip:3:0:     Occupancy [waves/SIMD]: 8\n\
             remark: k.hip:3:0:     LDS Size [bytes/block]: {lds}\n"
        );
        let (_, out, err) = run(&["log", "--gpu", "mi300x"], log.as_bytes());
        let kernel_row = out.lines().find(|l| l.contains("k(float*)")).unwrap_or("");
        assert!(
            !kernel_row.contains(" 0 B") && !kernel_row.contains("100.0 %"),
            "LDS {lds}: evaluated as 0 B:\n{out}{err}"
        );
        assert!(
            !out.contains("9223372036854775807"),
            "LDS {lds}: noted as i64's maximum:\n{out}"
        );
        let (_, json, _) = run(&["log", "--gpu", "mi300x", "--json"], log.as_bytes());
        assert!(!json.contains("\"lds_bytes\":0"), "LDS {lds}: {json}");
    }
}

/// Batch lines: the slow and overflowing ones are answered, a BOM is skipped, a broken AMD line is not read as
/// NVIDIA's.
#[test]
fn hostile_batch_lines_are_answered() {
    let long = format!(
        "{{\"gpu\": \"{}\", \"kernel\": {{\"threads_per_block\": 256, \"regs_per_thread\": 32}}}}",
        "a".repeat(40_000)
    );
    let lines = [
        r#"{"device": {"cc": "8.9", "max_threads_per_block": 4294967295}, "kernel": {"threads_per_block": 1, "regs_per_thread": 0}}"#,
        r#"{"gpu": "rtx 4090", "kernel": {"threads_per_block": 4294967295, "regs_per_thread": 4294967295}}"#,
        r#"{"device": {"cc": "8.9", "max_threads_per_block": 4294967295}, "kernel": {"threads_per_block": 4294967295, "regs_per_thread": 4294967295}}"#,
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 256, "regs_per_thread": 4294967295}}"#,
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 256, "regs_per_thread": 32, "dynamic_smem": 4294967295}}"#,
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 256, "regs_per_thread": 32, "barriers": 4294967295, "virtual_resources": 4294967295}}"#,
        r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 4294967295, "vgprs": 4294967295, "lds_bytes": 4294967295}}"#,
        r#"{"device": {"arch": "xe-hpc", "xve_count": 4294967295}, "kernel": {"threads_per_block": 4294967295, "sub_group_size": 16}}"#,
        long.as_str(),
    ];
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let (code, out, err) = run(&["batch"], input.as_bytes());
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), lines.len(), "{out}");

    // A BOM before the first line is skipped.
    let bom = "\u{feff}{\"gpu\": \"a100\", \"kernel\": {\"threads_per_block\": 256, \"regs_per_thread\": 32}}\n";
    let (_, out, _) = run(&["batch"], bom.as_bytes());
    assert!(out.contains("\"error\":null"), "a BOM: {out}");

    // A syntax error in an AMD or Intel line is not reported against NVIDIA's fields.
    for broken in [
        r#"{"gpu": "mi300x", "kernel": {"threads_per_block": 256, "vgprs": 128,}}"#,
        r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 256, "vgprs": 12 8}}"#,
        r#"{"gpu": "max 1550", "kernel": {"threads_per_block": 256, "sub_group_size": 16,}}"#,
    ] {
        let (_, out, _) = run(&["batch"], format!("{broken}\n").as_bytes());
        assert!(
            !out.contains("regs_per_thread") && !out.contains("unknown field"),
            "{broken}: {out}"
        );
        assert!(
            out.contains("column"),
            "{broken}: says not where the JSON breaks: {out}"
        );
    }
}
