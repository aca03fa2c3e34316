//! The real `occ` binary on hostile input: numbers that are not counts, digits of other scripts, grids and problem
//! sizes out of range, broken batch lines of every vendor, a byte order mark. Each gets exit code 2 (or its error
//! line) with a message naming the flag or field, the text and the real range on the chosen GPU; and every batch
//! line gets exactly one answer, within a time limit, whatever numbers it holds.

mod support;

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use occ_core::presets;
use serde_json::Value;
use support::{batch, ok, refused};

/// The exit code is 2 and the message names every one of `parts`.
fn refused_naming(line: &str, parts: &[&str]) -> String {
    let message = refused(line);
    for part in parts {
        assert!(message.contains(part), "{line}: '{part}' not in {message}");
    }
    message
}

/// The largest block an NVIDIA preset takes, and the most registers per thread.
fn nvidia_limits(name: &str) -> (u32, u32) {
    let gpu = presets::find(name)
        .unwrap()
        .device()
        .unwrap()
        .check()
        .unwrap();
    (
        gpu.device().max_threads_per_block,
        gpu.rules().max_regs_per_thread(),
    )
}

#[test]
fn a_negative_count_names_the_flag_and_its_range_on_the_gpu() {
    let (threads, regs) = nvidia_limits("a100");
    refused_naming(
        "calc --gpu a100 --threads -5 --regs 32",
        &["--threads", "'-5'", &format!("1 to {threads}")],
    );
    refused_naming(
        "calc --gpu a100 -t 256 -r -1",
        &["--regs", "'-1'", &format!("0 to {regs}")],
    );
    let optin = presets::find("a100")
        .unwrap()
        .device()
        .unwrap()
        .smem_per_block_optin;
    refused_naming(
        "plan --gpu a100 -t 256 -r 32 --dynamic-smem -1",
        &["--dynamic-smem", "'-1'", &format!("0 to {optin}")],
    );
    let mi300x = occ_core::amd::arch("gfx942").unwrap();
    refused_naming(
        "calc --gpu mi300x --threads 256 --vgprs=-1",
        &["--vgprs", "'-1'", &format!("0 to {}", mi300x.max_vgprs())],
    );
    refused_naming(
        "calc --gpu mi300x --threads 256 --vgprs 64 --lds -1",
        &[
            "--lds",
            "'-1'",
            &format!("0 to {}", mi300x.lds_per_workgroup),
        ],
    );
    let pvc = occ_core::intel::arch("xe-hpc").unwrap();
    refused_naming(
        "calc --gpu max1550 --threads -256 --sub-group 16",
        &[
            "--threads",
            "'-256'",
            &format!("1 to {}", pvc.max_workgroup_size),
        ],
    );
    refused_naming(
        "calc --gpu max1550 --threads 256 --sub-group -16",
        &["--sub-group", "'-16'", "16 or 32"],
    );
    // The flags whose range is the same on every GPU, read by clap.
    refused_naming(
        "calc --gpu a100 -t 256 -r 32 --sms -1",
        &["--sms", "'-1'", "1 to 4294967295"],
    );
    refused_naming(
        "calc --arch gfx90a -t 256 --vgprs 32 --cus -4",
        &["--cus", "'-4'", "1 to 4294967295"],
    );
}

#[test]
fn digits_of_other_scripts_name_the_flag_and_its_range() {
    let (threads, regs) = nvidia_limits("a100");
    let message = refused_naming(
        "calc --gpu a100 --threads ２５６ --regs 32",
        &["--threads", "'２５６'", &format!("1 to {threads}")],
    );
    assert!(message.contains("digits 0-9"), "{message}");
    refused_naming(
        "plan --gpu a100 --threads 256 --regs ٣٢",
        &["--regs", "'٣٢'", &format!("0 to {regs}"), "digits 0-9"],
    );
    refused_naming(
        "calc --gpu mi300x --threads 256 --vgprs ６４",
        &["--vgprs", "'６４'", "0 to 256", "digits 0-9"],
    );
}

#[test]
fn compare_names_each_flags_range_on_the_gpu_that_takes_it() {
    let (threads, _) = nvidia_limits("a100");
    refused_naming(
        "compare --gpu a100 --threads -5 --regs 32",
        &["--threads", "'-5'", &format!("1 to {threads}")],
    );
    refused_naming(
        "compare --gpu a100 --threads ２５６ --regs 32",
        &[
            "--threads",
            "'２５６'",
            &format!("1 to {threads}"),
            "digits 0-9",
        ],
    );
    // One value for every launch: the range is that of the launch that takes the flag, not the NVIDIA one's.
    refused_naming(
        "compare --gpu a100,mi300x --threads 256 --regs 32 --vgprs -1",
        &["--vgprs", "'-1'", "0 to 256", "gfx942"],
    );
}

#[test]
fn sizes_keep_their_suffixes_and_a_negative_size_names_its_range() {
    let out = ok("calc --gpu a100 -t 256 -r 32 --static-smem 48K --json");
    assert_eq!(
        out,
        ok("calc --gpu a100 -t 256 -r 32 --static-smem 49152 --json")
    );
    ok("calc --gpu mi300x -t 256 --vgprs 64 --lds 32K");
    let lds = occ_core::amd::arch("gfx942").unwrap().lds_per_workgroup;
    refused_naming(
        "plan --gpu mi300x -t 256 --vgprs 64 --lds -32K",
        &["--lds", "'-32K'", &format!("0 to {lds}")],
    );
}

#[test]
fn a_flag_after_a_flag_that_takes_a_value_is_a_flag_not_the_value() {
    for (line, flag) in [
        (
            "calc --gpu a100 -t 256 -r 32 --static-smem --json",
            "--static-smem",
        ),
        (
            "calc --gpu a100 -t 256 -r 32 --dynamic-smem --opt-in",
            "--dynamic-smem",
        ),
        (
            "calc --gpu a100 -t 256 -r 32 --max-dynamic-smem --json",
            "--max-dynamic-smem",
        ),
        ("calc --gpu mi300x -t 256 --vgprs 64 --lds --json", "--lds"),
        (
            "calc --gpu b580 -t 256 --sub-group 16 --slm --large-grf",
            "--slm",
        ),
        (
            "plan --gpu a100 -t 256 -r 32 --smem-per-thread --json",
            "--smem-per-thread",
        ),
        ("compare --gpu a100 --threads 256 --regs --json", "--regs"),
        (
            "compare --gpu a100,mi300x -t 256 -r 32 --lds --vgprs 32",
            "--lds",
        ),
    ] {
        let message = refused(line);
        assert!(
            message.contains(&format!("a value is required for '{flag} <")),
            "{line}: {message}"
        );
        assert!(!message.contains("is not a size"), "{line}: {message}");
    }
}

#[test]
fn a_negative_value_with_a_unit_names_the_flag_and_its_range() {
    let slm = occ_core::intel::arch("xe2-hpg")
        .unwrap()
        .max_slm_per_workgroup();
    for (line, parts) in [
        (
            "calc --gpu b580 -t 256 --sub-group 16 --slm -1K",
            ["--slm", "'-1K'", &format!("valid values are 0 to {slm}")],
        ),
        (
            "calc --gpu a100 -t -32K -r 32",
            ["--threads", "'-32K'", "valid values are 1 to 1024"],
        ),
        (
            "plan --gpu a100 -t 256 -r 32 --smem-per-thread -4K",
            ["--smem-per-thread", "'-4K'", "valid values are 0 to"],
        ),
        (
            "compare --gpu a100 --threads 256 --regs 32 --static-smem -1K",
            ["--static-smem", "'-1K'", "valid values are 0 to"],
        ),
    ] {
        refused_naming(line, &parts);
    }
}

#[test]
fn a_batch_count_past_64_bits_names_its_field_and_range() {
    let out = batch(concat!(
        r#"{"gpu":"a100","kernel":{"threads_per_block":18446744073709551616,"regs_per_thread":32}}"#,
        "\n",
        r#"{"gpu":"mi300x","kernel":{"threads_per_block":256,"vgprs":9223372036854775808}}"#,
        "\n",
    ));
    assert_eq!(
        out[0]["error"],
        format!(
            "kernel.threads_per_block = 18446744073709551616 is out of range: valid values are 1 to {} (line 1, \
             column 64)",
            u32::MAX
        )
    );
    let vgprs = out[1]["error"].as_str().unwrap();
    assert!(
        vgprs.starts_with(
            "kernel.vgprs = 9223372036854775808 is out of range: valid values are 0 to"
        ),
        "{vgprs}"
    );
}

#[test]
fn an_empty_grid_is_refused_on_every_vendor() {
    for line in [
        "plan --gpu a100 --threads 256 --regs 32 --grid 0",
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid 0",
        "plan --gpu max1550 --threads 256 --sub-group 16 --grid 0",
    ] {
        refused_naming(line, &["--grid", "'0'", "valid values are 1 to"]);
    }
}

#[test]
fn a_grid_past_the_launch_is_refused_with_the_vendors_range() {
    // NVIDIA: gridDim.x × gridDim.y × gridDim.z.
    let max = ((1u64 << 31) - 1) * 65_535 * 65_535;
    refused_naming(
        "plan --gpu a100 --threads 256 --regs 32 --grid 18446744073709551615",
        &["--grid", &format!("1 to {max}")],
    );
    // Intel: the global size (the grid's work-items) must be a number, not a wrapped one.
    refused_naming(
        "plan --gpu max1550 --threads 256 --sub-group 16 --grid 9223372036854775807",
        &["--grid", &format!("1 to {}", u64::MAX / 256)],
    );
}

/// A block that holds more items than the problem (a product past 64 bits included) is a grid of one block, not
/// a dropped `--items`.
#[test]
fn a_block_larger_than_the_problem_is_a_grid_of_one() {
    let out = support::occ(&[
        "plan",
        "--gpu",
        "a100",
        "--threads",
        "256",
        "--regs",
        "32",
        "--items",
        "1000",
        "--per-thread",
        "18446744073709551615",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["waves"]["grid_blocks"], 1, "{json}");
}

#[test]
fn problem_sizes_that_give_no_grid_are_refused() {
    refused_naming(
        "plan --gpu a100 --threads 256 --regs 32 --items 1000 --per-thread 0",
        &["--per-thread", "'0'", &format!("1 to {}", u64::MAX)],
    );
    refused_naming(
        "plan --gpu mi300x --threads 256 --vgprs 128 --items 0",
        &["--items", "'0'", "1 to"],
    );
    // --per-thread means nothing without --items.
    refused_naming(
        "plan --gpu a100 --threads 256 --regs 32 --per-thread 4",
        &["--per-thread", "--items"],
    );
    refused_naming(
        "plan --gpu a100 --threads 256 --regs 32 --grid 100 --per-thread 4",
        &["--per-thread", "--items"],
    );
}

/// `occ` with `args` on `input`: its exit status, stdout and stderr once it ends, or a failure when it takes
/// longer than `limit`.
fn run_within(
    args: &[&str],
    input: &[u8],
    limit: Duration,
) -> (std::process::ExitStatus, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let read = |mut from: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut out = String::new();
            let _ = from.read_to_string(&mut out);
            out
        })
    };
    let stdout = read(Box::new(child.stdout.take().unwrap()));
    let stderr = read(Box::new(child.stderr.take().unwrap()));
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("occ {} did not finish within {limit:?}", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    writer.join().unwrap();
    (status, stdout.join().unwrap(), stderr.join().unwrap())
}

/// `occ batch` on `input`, its answers once it ends, or a failure when it takes longer than `limit`.
fn batch_within(input: &[u8], limit: Duration) -> Vec<Value> {
    let (status, out, stderr) = run_within(&["batch"], input, limit);
    assert!(status.success(), "occ batch failed ({status}): {stderr}");
    out.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Command lines whose numbers would overflow a product or make a search count one value at a time: each answers
/// (exit 0) or refuses naming a flag (exit 2), in bounded time, without a panic.
#[test]
fn hostile_command_lines_answer_or_refuse_without_a_panic() {
    for line in [
        "calc --gpu 4090 --threads 4294967295 --regs 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --grid 4611686018427387904",
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid 72057594037927935",
        "plan --arch gfx90a --cus 4294967295 --threads 256 --vgprs 128 --grid 16777215",
        "compare --gpu a100 --threads 256 --regs 4294967295",
        "plan --gpu a100 --threads 256 --regs 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --dynamic-smem 4294967295",
        "plan --gpu h100 --threads 256 --regs 32 --barriers 4294967295",
        "plan --gpu b200 --threads 256 --regs 32 --virtual-resources 4294967295",
    ] {
        let args: Vec<&str> = line.split_whitespace().collect();
        let (status, _, stderr) = run_within(&args, b"", Duration::from_secs(60));
        assert!(
            matches!(status.code(), Some(0 | 2)) && !stderr.contains("panicked"),
            "{line}: {status}: {stderr}"
        );
        if status.code() == Some(2) {
            assert!(stderr.contains("--"), "{line}: {stderr}");
        }
    }
}

/// Each vendor's valid line with each of its numbers replaced by hostile ones: every line gets one answer, an
/// error or a result whose occupancy is a fraction.
#[test]
fn every_hostile_batch_line_gets_exactly_one_answer() {
    let templates = [
        r#"{"gpu": "rtx 4090", "kernel": {"threads_per_block": 256, "regs_per_thread": 32, "static_smem": 0, "dynamic_smem": 0, "barriers": 1, "max_threads_per_block": 1024, "max_dynamic_smem": 1024, "virtual_resources": 0}, "smem": {"carveout": 50}}"#,
        r#"{"device": {"cc": "8.9", "max_threads_per_block": 1024, "max_threads_per_sm": 1536, "regs_per_block": 65536, "regs_per_sm": 65536, "warp_size": 32, "smem_per_block": 49152, "smem_per_sm": 102400, "smem_per_block_optin": 101376, "reserved_smem_per_block": 1024, "sm_count": 128}, "kernel": {"threads_per_block": 128, "regs_per_thread": 51}}"#,
        r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 256, "vgprs": 128, "agprs": 0, "sgprs": 80, "lds_bytes": 0, "wave_size": 64}}"#,
        r#"{"device": {"arch": "xe-hpc", "xve_count": 1024}, "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 0, "barriers": 1}}"#,
    ];
    let hostile = [
        "0",
        "-1",
        "4294967295",
        "4294967296",
        "9223372036854775807",
        "18446744073709551615",
        "-9223372036854775808",
        "1e300",
        "0.5",
    ];
    let mut lines = vec![
        // A product that would overflow, a search that would count one value at a time, a very long name.
        r#"{"gpu": "rtx 4090", "kernel": {"threads_per_block": 4294967295, "regs_per_thread": 4294967295}}"#
            .to_string(),
        r#"{"device": {"cc": "8.9", "max_threads_per_block": 4294967295}, "kernel": {"threads_per_block": 1, "regs_per_thread": 0}}"#
            .to_string(),
        format!(
            r#"{{"gpu": "{}", "kernel": {{"threads_per_block": 256, "regs_per_thread": 32}}}}"#,
            "a".repeat(40_000)
        ),
    ];
    for template in templates {
        let numbers: Vec<(usize, usize)> = number_spans(template);
        for (start, end) in numbers {
            for value in hostile {
                lines.push(format!("{}{value}{}", &template[..start], &template[end..]));
            }
        }
    }
    let input = lines.join("\n");
    let answers = batch_within(input.as_bytes(), Duration::from_secs(120));
    assert_eq!(answers.len(), lines.len());
    for (line, answer) in lines.iter().zip(&answers) {
        match answer["error"].as_str() {
            Some(error) => assert!(!error.is_empty(), "{line}"),
            None => {
                let occupancy = answer["occupancy"].as_f64().unwrap();
                assert!((0.0..=1.0).contains(&occupancy), "{line}: {answer}");
            }
        }
    }
}

/// Where the numbers of a JSON line are (the values after a `": `), as byte ranges.
fn number_spans(line: &str) -> Vec<(usize, usize)> {
    let bytes = line.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    while let Some(at) = line[i..].find(": ") {
        let start = i + at + 2;
        let mut end = start;
        while end < bytes.len() && (bytes[end].is_ascii_digit() || bytes[end] == b'-') {
            end += 1;
        }
        if end > start {
            spans.push((start, end));
        }
        i = start;
    }
    spans
}

#[test]
fn batch_syntax_errors_say_where_the_json_breaks_and_name_the_right_vendors_fields() {
    let out = batch(concat!(
        "{\"device\": {\"arch\": \"gfx90a\"}, \"kernel\": {\"threads_per_block\": 256, \"vgprs\": 128,}}\n",
        "{\"gpu\": \"mi300x\", \"kernel\": {\"threads_per_block\": 256, \"vgprs\": tru}}\n",
        "{\"device\": {\"arch\": \"xe-hpc\"}, \"kernel\": {\"threads_per_block\": 256, \"sub_group_size\": 16, \"vgprs\": 3}}\n",
        "{\"gpu\": \"mi300x\", \"kernel\": {\"threads_per_block\": 256, \"vgprs\": 64, \"regs\": 3}}\n",
        "{\"kernel\": {\"threads_per_block\": 256}}\n",
    ));
    assert_eq!(out.len(), 5);
    let error = |i: usize| out[i]["error"].as_str().unwrap().to_string();
    assert_eq!(
        error(0),
        "JSON syntax error at line 1, column 82, after kernel.vgprs: trailing comma"
    );
    assert_eq!(
        error(1),
        "JSON syntax error at line 2, column 68, reading kernel.vgprs: expected ident"
    );
    // Unknown fields are named against the line's own vendor's fields.
    assert!(
        error(2).starts_with("kernel.vgprs: a field of AMD kernels, but its \"device\" names an Intel GPU, whose kernel fields are threads_per_block, sub_group_size"),
        "{}",
        error(2)
    );
    assert!(error(2).ends_with("(line 3)"), "{}", error(2));
    assert!(
        error(3).starts_with(
            "kernel.regs: unknown field `regs`, expected one of `threads_per_block`, `vgprs`"
        ),
        "{}",
        error(3)
    );
    // A line that says nothing of its vendor is told what would.
    for key in [
        "\"gpu\"",
        "\"cc\"",
        "\"arch\"",
        "regs_per_thread",
        "vgprs",
        "sub_group_size",
    ] {
        assert!(error(4).contains(key), "{key}: {}", error(4));
    }
}

#[test]
fn a_byte_order_mark_before_the_first_line_is_skipped() {
    let line =
        "{\"gpu\": \"t4\", \"kernel\": {\"threads_per_block\": 64, \"regs_per_thread\": 32}}";
    let with_bom = batch_within(
        format!("\u{feff}{line}\n{line}\n").as_bytes(),
        Duration::from_secs(60),
    );
    let without = batch(&format!("{line}\n{line}\n"));
    assert_eq!(with_bom, without);
    assert_eq!(with_bom[0]["error"], Value::Null);
}

#[test]
fn terms_with_a_machine_format_is_refused_rather_than_passed_over() {
    for format in ["--json", "--csv", "--markdown"] {
        refused_naming(
            &format!("calc --gpu a100 -t 256 -r 32 --terms hip {format}"),
            &["--terms", format],
        );
    }
    // The report still takes them.
    assert!(ok("calc --gpu a100 -t 256 -r 32 --terms hip").contains("work-items"));
}
