//! The real `occ ptxas` binary on the committed compiler logs: exit codes 0/1/2, the JSON contract and the table.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

const FIXTURES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/ptxas/"
);

fn fixture(name: &str) -> String {
    format!("{FIXTURES}{name}")
}

fn occ(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("occ runs");
    let mut input = child.stdin.take().expect("stdin");
    input.write_all(stdin).expect("write stdin");
    drop(input);
    child.wait_with_output().expect("occ finishes")
}

fn code(output: &Output) -> i32 {
    output.status.code().expect("exit code")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn json(args: &[&str]) -> Vec<Value> {
    let output = occ(args, b"");
    assert!(
        matches!(code(&output), 0 | 1),
        "{args:?}: {}",
        text(&output.stderr)
    );
    serde_json::from_slice::<Value>(&output.stdout)
        .expect("one JSON document")
        .as_array()
        .expect("an array")
        .clone()
}

#[test]
fn exit_0_prints_a_row_per_kernel_and_architecture() {
    let output = occ(&["ptxas", &fixture("matmul.ptxas.log")], b"");
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("sm_")).collect();
    assert_eq!(rows.len(), 30, "{out}");
    assert!(out.contains(
        "void occ_test::gemm::tiled<float, 16>(float const*, float const*, float*, int)"
    ));
    assert!(out.contains("best block size"));
    // The same log on standard input.
    let log = std::fs::read(fixture("matmul.ptxas.log")).expect("fixture");
    assert_eq!(occ(&["ptxas"], &log).stdout, output.stdout);
}

#[test]
fn exit_1_when_a_kernel_is_below_the_threshold() {
    let log = std::fs::read(fixture("registers.ptxas.log")).expect("fixture");
    let output = occ(&["ptxas", "--min-occupancy", "0.5"], &log);
    assert_eq!(code(&output), 1, "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let low: Vec<&str> = out.lines().filter(|l| l.contains(" LOW")).collect();
    // nbody_tile's 167 registers leave 18.75 % (2048 threads per SM) or 25 % (1024/1536) everywhere.
    assert_eq!(low.len(), 10, "{out}");
    assert!(low.iter().all(|l| l.ends_with("nbody_tile")));
    assert!(out.contains("SPILLS"));
    // A threshold everything meets, and a percentage.
    assert_eq!(code(&occ(&["ptxas", "--min-occupancy", "15%"], &log)), 0);
    // Spills alone do not fail the gate.
    let spill = std::fs::read(fixture("spill.ptxas.log")).expect("fixture");
    assert_eq!(code(&occ(&["ptxas"], &spill)), 0);
}

#[test]
fn exit_2_on_unreadable_input_and_bad_flags() {
    for (args, stdin) in [
        (vec!["ptxas"], &b""[..]),
        (vec!["ptxas"], &b"gcc: warning: nothing to see\nmake: Nothing to be done\n"[..]),
        (vec!["ptxas"], &b"\xff\xfe\x00garbage"[..]),
        (vec!["ptxas", "/nonexistent/build.log"], &b""[..]),
        (vec!["ptxas", "--min-occupancy", "1.5"], &b""[..]),
        (vec!["ptxas", "--threads", "0"], &b""[..]),
        (vec!["ptxas", "--gpu", "no such gpu"], &b"ptxas info    : Compiling entry function 'k' for 'sm_80'\nptxas info    : Used 8 registers\n"[..]),
        (vec!["ptxas", "--gpu", "4090", "--cc", "8.9"], &b""[..]),
    ] {
        let output = occ(&args, stdin);
        assert_eq!(code(&output), 2, "{args:?}: {}", text(&output.stderr));
        assert!(!text(&output.stderr).is_empty());
    }
    let output = occ(&["ptxas"], b"ptxas info    : Something else\n");
    assert!(
        text(&output.stderr).contains("line 1: ptxas info    : Something else"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn a_log_without_architectures_needs_a_gpu() {
    let log = b"ptxas info    : Compiling entry function '_Z7initRNGj'\n\
                ptxas info    : Used 18 registers, 6440+0 bytes lmem, 4+16 bytes smem, 64928 bytes cmem[0]\n";
    let output = occ(&["ptxas"], log);
    assert_eq!(code(&output), 2);
    assert!(text(&output.stderr).contains("pass --gpu or --cc"));
    let output = occ(&["ptxas", "--cc", "1.3", "--json"], log);
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    let rows: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(rows[0]["static_smem"], 20);
    assert_eq!(rows[0]["arch"], Value::Null);
}

#[test]
fn json_is_one_array_with_the_batch_object_as_occupancy() {
    let rows = json(&["ptxas", "--json", &fixture("barriers.ptxas.log")]);
    assert_eq!(rows.len(), 20);
    let row = rows
        .iter()
        .find(|r| {
            r["arch"] == "sm_90" && r["name"] == "_ZN8occ_test8pipeline17producer_consumerEPKfPfi"
        })
        .expect("the sm_90 producer/consumer kernel");
    assert_eq!(
        row["demangled"],
        "occ_test::pipeline::producer_consumer(float const*, float*, int)"
    );
    assert_eq!(row["registers"], 17);
    assert_eq!(row["static_smem"], 1024);
    assert_eq!(row["barriers"], 3);
    assert_eq!(row["stack_frame"], 0);
    assert_eq!(row["spill_stores"], 0);
    assert_eq!(row["spill_loads"], 0);
    assert!(row["constant_memory"].as_object().is_some());
    // sm_52's report has constant banks.
    let old = rows
        .iter()
        .find(|r| r["arch"] == "sm_52" && r["name"] == "_ZN8occ_test5saxpyEfPKfPfi")
        .expect("sm_52 saxpy");
    assert_eq!(old["constant_memory"]["0"], 348);
    // The occupancy object is exactly what `occ batch` answers for the same launch.
    let threads = row["threads_per_block"].as_u64().expect("threads");
    let launch = serde_json::json!({
        "device": {"cc": "9.0"},
        "kernel": {"threads_per_block": threads, "regs_per_thread": 17, "static_smem": 1024, "barriers": 3}
    });
    let batch = occ(&["batch"], format!("{launch}\n").as_bytes());
    assert_eq!(code(&batch), 0);
    let expected: Value = serde_json::from_slice(&batch.stdout).expect("batch JSON");
    assert_eq!(row["occupancy"], expected);
    for key in [
        "active_blocks_per_sm",
        "occupancy",
        "limiters",
        "block_limits",
        "best_block_size",
        "warnings",
    ] {
        assert!(row["occupancy"].get(key).is_some(), "{key}");
    }
}

#[test]
fn a_selected_gpu_takes_the_reports_of_its_own_architecture() {
    let rows = json(&[
        "ptxas",
        "--json",
        "--gpu",
        "h100 sxm",
        &fixture("reduce.ptxas.log"),
    ]);
    assert_eq!(rows.len(), 4);
    assert!(rows
        .iter()
        .all(|r| r["arch"] == "sm_90" && r["notes"] == Value::Array(vec![])));
    assert!(rows
        .iter()
        .all(|r| r["gpu"].as_str().unwrap_or("").contains("H100")));
    // No sm_89 report in the log: every report is evaluated, each with a note, and the table says it once.
    let rows = json(&["ptxas", "--json", "--cc", "8.9", &fixture("nvcc_mixed.log")]);
    assert_eq!(rows.len(), 28);
    assert!(rows.iter().all(|r| r["notes"][0]
        .as_str()
        .is_some_and(|n| n.contains("evaluated on CC 8.9"))));
    let output = occ(&["ptxas", "--cc", "8.9", &fixture("nvcc_mixed.log")], b"");
    let out = text(&output.stdout);
    assert_eq!(
        out.matches("the log has no report for CC 8.9").count(),
        1,
        "{out}"
    );
    assert!(out.contains("sm_61, sm_86, sm_90, sm_120"));
    assert!(out.contains("Registers are spilled to local memory"));
}

#[test]
fn threads_flag_and_cuobjdump_input() {
    let rows = json(&[
        "ptxas",
        "--json",
        "--threads",
        "128",
        &fixture("transpose.cuobjdump.txt"),
    ]);
    assert_eq!(rows.len(), 30);
    assert!(rows
        .iter()
        .all(|r| r["threads_per_block"] == 128 && r["tool"] == "cuobjdump"));
    // 40 KiB of staging buffer: from sm_90 on cuobjdump's SHARED includes the reserved 1 KiB, which is
    // not the kernel's.
    let staged: Vec<&Value> = rows
        .iter()
        .filter(|r| r["name"] == "_ZN8occ_test16transpose_stagedEPNS_5PixelEPKS0_i")
        .collect();
    assert_eq!(staged.len(), 10);
    assert!(staged.iter().all(|r| r["static_smem"] == 40960));
}

#[test]
fn dynamic_smem_applies_to_every_kernel() {
    let log = "ptxas info    : Compiling entry function 'tiles' for 'sm_89'\n\
               ptxas info    : Used 32 registers, used 1 barriers, 0 bytes smem\n";
    let at = |extra: &[&str]| {
        let mut args = vec!["ptxas", "--json", "--threads", "256"];
        args.extend_from_slice(extra);
        let output = occ(&args, log.as_bytes());
        let rows: Value = serde_json::from_slice(&output.stdout).expect("JSON");
        rows[0]["occupancy"].clone()
    };
    // 32 registers × 256 threads allow 6 blocks of the 48 warps on CC 8.9; 40 KiB per block leaves room for 2.
    assert_eq!(at(&[])["active_blocks_per_sm"], 6);
    let with = at(&["--dynamic-smem", "40960"]);
    assert_eq!(with["active_blocks_per_sm"], 2);
    assert_eq!(with["limiters"], serde_json::json!(["shared_memory"]));
    let output = occ(&["ptxas", "--dynamic-smem", "40960"], log.as_bytes());
    assert!(text(&output.stdout).contains("40,960 bytes of dynamic shared memory"));
}

#[test]
fn kernel_names_are_text() {
    let log = "ptxas info    : Compiling entry function 'evil\u{1b}[2J<script>' for 'sm_80'\n\
               ptxas info    : Used 8 registers, used 0 barriers\n";
    let output = occ(&["ptxas"], log.as_bytes());
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert!(!out.contains('\u{1b}'));
    assert!(out.contains("evil\\u{1b}[2J<script>"));
    let output = occ(&["ptxas", "--json"], log.as_bytes());
    let rows: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(rows[0]["name"], "evil\u{1b}[2J<script>");
}
