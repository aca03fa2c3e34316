//! The real `occ log` binary (alias `occ ptxas`) on the committed compiler logs, NVIDIA's and AMD's (the llc-19 /
//! clang-19 fixtures of `tests/amd/generate.py`), alone and mixed: exit codes 0/1/2, the JSON contract and the
//! table.

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

fn amd_fixture(name: &str) -> String {
    format!("{FIXTURES}../amd/{name}")
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

// AMD

fn find<'a>(rows: &'a [Value], name: &str, target: &str) -> &'a Value {
    let found: Vec<&Value> = rows
        .iter()
        .filter(|r| r["name"] == name && r["target"] == target)
        .collect();
    assert_eq!(found.len(), 1, "{name} for {target}");
    found[0]
}

#[test]
fn hipcc_remarks_print_a_row_per_kernel_and_target() {
    let log = amd_fixture("hip.remarks.log");
    let output = occ(&["log", &log], b"");
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let rows: Vec<&str> = out.lines().filter(|l| l.starts_with("gfx")).collect();
    assert_eq!(rows.len(), 6, "{out}");
    assert!(out.contains("void occ_test::stage<8192>(float*, float const*)"));
    // Remarks do not name the work-group size: HIP's default, marked.
    assert!(rows.iter().all(|r| r.contains("1024†")), "{out}");
    assert!(out.contains("6 kernel report(s) from 67 lines; 0 spill"));
    // The old name is an alias; standard input works too.
    assert_eq!(occ(&["ptxas", &log], b"").stdout, output.stdout);
    let bytes = std::fs::read(&log).expect("fixture");
    assert_eq!(occ(&["log"], &bytes).stdout, output.stdout);
}

#[test]
fn json_rows_carry_the_registers_occ_and_the_compiler() {
    let rows = json(&["log", "--json", &amd_fixture("agprs.s")]);
    assert_eq!(rows.len(), 9);
    assert!(rows
        .iter()
        .all(|r| r["vendor"] == "amd" && r["tool"] == "assembly"));
    let unified = find(&rows, "acc_64", "gfx90a");
    assert_eq!(
        (
            &unified["vgprs"],
            &unified["agprs"],
            &unified["total_vgprs"],
            &unified["sgprs"]
        ),
        (
            &Value::from(21),
            &Value::from(64),
            &Value::from(88),
            &Value::from(4)
        )
    );
    assert_eq!(unified["workgroup_size"], 256);
    assert_eq!(unified["workgroup_size_from"], "compiler");
    assert_eq!(unified["gpu"], "gfx90a (CDNA 2)");
    let o = &unified["occupancy"];
    assert_eq!(
        (&o["waves_per_simd"], &o["max_waves_per_simd"]),
        (&Value::from(5), &Value::from(8))
    );
    assert_eq!(o["occupancy"], 0.625);
    assert_eq!(o["limiters"], serde_json::json!(["vgprs"]));
    assert_eq!(o["allocated_vgprs"], 88);
    assert_eq!(unified["compiler_waves_per_simd"], 5);
    assert_eq!(unified["differs_from_compiler"], false);
    // gfx908 keeps AGPRs in a file of their own: 64 of 256 allow 4 waves.
    assert_eq!(
        find(&rows, "acc_64", "gfx908")["occupancy"]["waves_per_simd"],
        4
    );
}

#[test]
fn arch_selects_the_reports_of_one_target_and_threads_the_work_group() {
    let log = amd_fixture("hip.remarks.log");
    let rows = json(&["log", "--json", "--arch", "gfx90a", &log]);
    assert_eq!(rows.len(), 3);
    assert!(rows
        .iter()
        .all(|r| r["target"] == "gfx90a" && r["notes"] == Value::Array(vec![])));
    // At the kernel's __launch_bounds__(256) occ gives the compiler's 2 waves per SIMD for 32 KiB of LDS.
    let rows = json(&[
        "log",
        "--json",
        "--arch",
        "gfx90a",
        "--threads",
        "256",
        &log,
    ]);
    let stage = find(&rows, "_ZN8occ_test5stageILi8192EEEvPfPKf", "gfx90a");
    assert_eq!(stage["occupancy"]["waves_per_simd"], 2);
    assert_eq!(stage["compiler_waves_per_simd"], 2);
    assert_eq!(stage["workgroup_size_from"], "flag");
    // An AMD product picks its target as --arch does.
    assert_eq!(
        json(&["log", "--json", "--gpu", "mi210", &log]),
        json(&["log", "--json", "--arch", "gfx90a", &log])
    );
    // A target the log has no report for: every report, each with a note, and the table says it once.
    let rows = json(&["log", "--json", "--arch", "gfx942", &log]);
    assert_eq!(rows.len(), 6);
    assert!(rows.iter().all(|r| r["notes"][0]
        .as_str()
        .is_some_and(|n| n.ends_with("evaluated on gfx942"))));
    let out = text(&occ(&["log", "--arch", "gfx942", &log], b"").stdout);
    assert_eq!(
        out.matches("the log has no report for gfx942").count(),
        1,
        "{out}"
    );
    assert!(out.contains("gfx1100, gfx90a"), "{out}");
    // The target's full name and its features are accepted.
    assert_eq!(
        json(&[
            "log",
            "--json",
            "--arch",
            "amdgcn-amd-amdhsa--gfx90a:xnack-",
            &log
        ])
        .len(),
        3
    );
}

#[test]
fn the_gate_spills_and_disagreements_are_flagged() {
    let lds = amd_fixture("lds.s");
    let output = occ(
        &["log", "--arch", "gfx90a", "--min-occupancy", "50%", &lds],
        b"",
    );
    assert_eq!(code(&output), 1, "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let low: Vec<&str> = out.lines().filter(|l| l.contains(" LOW")).collect();
    // 40 KiB and 10 KiB per group leave 1 and 2 of gfx90a's 8 waves; 16 KiB leaves 4, exactly 50 %.
    assert_eq!(low.len(), 2, "{out}");
    assert_eq!(
        code(&occ(
            &["log", "--arch", "gfx90a", "--min-occupancy", "0.1", &lds],
            b""
        )),
        0
    );
    let spill = text(&occ(&["log", &amd_fixture("spill.s")], b"").stdout);
    assert_eq!(
        spill.lines().filter(|l| l.contains("SPILLS")).count(),
        4,
        "{spill}"
    );
    // gfx1100's spill_waves: amdgpu-waves-per-eu caps the compiler at 8, occ allows 16.
    let rows = json(&[
        "log",
        "--json",
        "--arch",
        "gfx1100",
        &amd_fixture("spill.s"),
    ]);
    let capped = find(&rows, "spill_waves", "gfx1100");
    assert_eq!(capped["differs_from_compiler"], true);
    assert_eq!(
        (
            &capped["compiler_waves_per_simd"],
            &capped["occupancy"]["waves_per_simd"]
        ),
        (&Value::from(8), &Value::from(16))
    );
    assert!(spill.contains("DIFFERS"), "{spill}");
}

#[test]
fn dynamic_lds_adds_to_the_static() {
    let rows = json(&[
        "log",
        "--json",
        "--dynamic-smem",
        "32768",
        &amd_fixture("registers.s"),
    ]);
    let k = find(&rows, "vgpr_64", "gfx90a");
    // 32 KiB per 256-work-item group: 2 groups per CU, 2 waves per SIMD; the compiler's figure knows no
    // dynamic LDS, so no disagreement is claimed.
    assert_eq!(k["occupancy"]["waves_per_simd"], 2);
    assert_eq!(k["occupancy"]["limiters"], serde_json::json!(["lds"]));
    assert_eq!(k["dynamic_lds"], 32768);
    assert_eq!(k["differs_from_compiler"], false);
}

#[test]
fn one_log_with_both_vendors() {
    let mut log = std::fs::read(fixture("reduce.ptxas.log")).expect("fixture");
    log.extend(std::fs::read(amd_fixture("wave32.remarks.log")).expect("fixture"));
    let output = occ(&["log", "--json"], &log);
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    let rows: Vec<Value> = serde_json::from_slice(&output.stdout).expect("JSON");
    let vendors: Vec<&str> = rows.iter().filter_map(|r| r["vendor"].as_str()).collect();
    assert_eq!(vendors.iter().filter(|v| **v == "nvidia").count(), 40);
    assert_eq!(vendors.iter().filter(|v| **v == "amd").count(), 4);
    let out = text(&occ(&["log"], &log).stdout);
    assert!(out.lines().any(|l| l.starts_with("sm_90")));
    assert!(out.lines().any(|l| l.starts_with("gfx1100")));
    assert!(out.contains("44 kernel report(s)"), "{out}");
}

#[test]
fn exit_2_when_the_target_is_unknown_or_missing() {
    let log = std::fs::read(amd_fixture("agprs.remarks.log")).expect("fixture");
    let bad = occ(&["log", "--arch", "gfx9999"], &log);
    assert_eq!(code(&bad), 2);
    assert!(
        text(&bad.stderr).contains("valid values are gfx900"),
        "{}",
        text(&bad.stderr)
    );
    let nvidia = occ(&["log", "--gpu", "4090"], &log);
    assert_eq!(code(&nvidia), 2);
    assert!(
        text(&nvidia.stderr).contains("pass --arch"),
        "{}",
        text(&nvidia.stderr)
    );
    // Remarks without a command line naming the target.
    let bare = b"remark: <unknown>:0:0: Function Name: k\nremark: <unknown>:0:0:     VGPRs: 10\n\
                 remark: <unknown>:0:0:     LDS Size [bytes/block]: 0\n";
    let output = occ(&["log"], bare);
    assert_eq!(code(&output), 2);
    assert!(
        text(&output.stderr).contains("pass --arch"),
        "{}",
        text(&output.stderr)
    );
    let output = occ(&["log", "--json", "--arch", "gfx1030"], bare);
    assert_eq!(code(&output), 0, "{}", text(&output.stderr));
    let rows: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(rows[0]["occupancy"]["waves_per_simd"], 16);
    assert_eq!(rows[0]["workgroup_size_from"], "default");
}
