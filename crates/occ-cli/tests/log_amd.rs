//! The real `occ log` binary (alias `occ ptxas`) on AMD's compiler output: the committed llc-19 / clang-19
//! fixtures of `tests/amd/generate.py`, alone and mixed with NVIDIA's.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../occ-core/tests/fixtures/");

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
    let log = fixture("amd/hip.remarks.log");
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
    let rows = json(&["log", "--json", &fixture("amd/agprs.s")]);
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
    let log = fixture("amd/hip.remarks.log");
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
    let lds = fixture("amd/lds.s");
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
    let spill = text(&occ(&["log", &fixture("amd/spill.s")], b"").stdout);
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
        &fixture("amd/spill.s"),
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
        &fixture("amd/registers.s"),
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
    let mut log = std::fs::read(fixture("ptxas/reduce.ptxas.log")).expect("fixture");
    log.extend(std::fs::read(fixture("amd/wave32.remarks.log")).expect("fixture"));
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
    let log = std::fs::read(fixture("amd/agprs.remarks.log")).expect("fixture");
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
