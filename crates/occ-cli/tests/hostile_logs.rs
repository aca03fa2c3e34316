//! Hostile input to the real binary where AMD's and Intel's rules, the compiler-log readers and the roofline answer:
//! figures that are not whole numbers in range, grids past 2⁶³ and roofline inputs past any kernel's are each
//! named with their range (or answered exactly), never a panic, a wrapped number or a made-up 0.

mod support;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use support::{ok, refused};

fn occ_with_input(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("occ runs");
    let mut input = child.stdin.take().expect("stdin");
    input.write_all(stdin.as_bytes()).expect("write stdin");
    drop(input);
    child.wait_with_output().expect("occ finishes")
}

fn remarks(lds: &str) -> String {
    let tag = "[-Rpass-analysis=kernel-resource-usage]";
    [
        "Function Name: _Z3fooPf".to_string(),
        "    SGPRs: 16".to_string(),
        "    VGPRs: 32".to_string(),
        "    AGPRs: 0".to_string(),
        "    ScratchSize [bytes/lane]: 0".to_string(),
        "    Occupancy [waves/SIMD]: 8".to_string(),
        format!("    LDS Size [bytes/block]: {lds}"),
    ]
    .iter()
    .map(|m| format!("remark: k.hip:3:0: {m} {tag}\n"))
    .collect()
}

#[test]
fn an_amd_lds_figure_that_is_not_a_byte_count_leaves_the_kernel_unevaluated() {
    for lds in [
        "-1",
        "3.5",
        "NaN",
        "12345678901234567890",
        "9223372036854775808",
    ] {
        let log = remarks(lds);
        let table = occ_with_input(&["log", "--gpu", "mi300x"], &log);
        let stdout = String::from_utf8_lossy(&table.stdout);
        let stderr = String::from_utf8_lossy(&table.stderr);
        assert!(!stdout.contains("100.0 %"), "{lds}: {stdout}");
        assert!(stdout.contains("not evaluated"), "{lds}: {stdout}");
        let why = format!("LDS size '{lds}' is not a byte count");
        assert!(stdout.contains(&why), "{lds}: {stdout}");
        assert!(stderr.contains(&why), "{lds}: {stderr}");
        assert!(!stdout.contains("9223372036854775807"), "{stdout}");
        let json = occ_with_input(&["log", "--gpu", "mi300x", "--json"], &log);
        let rows: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
        let row = &rows[0];
        assert_eq!(row["lds_bytes"], serde_json::Value::Null, "{lds}");
        assert_eq!(row["occupancy"], serde_json::Value::Null, "{lds}");
        assert_eq!(row["unreadable"]["figure"], "lds_bytes");
        assert_eq!(row["unreadable"]["text"], lds);
        assert!(row["error"].as_str().unwrap().contains(&why), "{row}");
    }
}

#[test]
fn a_ptxas_figure_past_2_63_is_quoted_not_clamped() {
    let log = "ptxas info    : Compiling entry function 'k' for 'sm_80'\n\
               ptxas info    : Used 32 registers, 9223372036854775808 bytes smem, 380 bytes cmem[0]\n";
    let out = occ_with_input(&["log", "--json"], log);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("9223372036854775807"), "{stderr}");
    assert!(
        stderr.contains("shared memory '9223372036854775808' is not a byte count"),
        "{stderr}"
    );
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(rows[0]["static_smem"], serde_json::Value::Null);
    assert_eq!(rows[0]["occupancy"], serde_json::Value::Null);
    assert_eq!(rows[0]["unreadable"]["figure"], "shared_memory");
    // A shape ptxas prints with a sign is not taken for 0 bytes either.
    let log = "ptxas info    : Compiling entry function 'k' for 'sm_80'\n\
               ptxas info    : Used 32 registers, -1 bytes smem\n";
    let out = occ_with_input(&["log"], log);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("not evaluated"), "{stdout}");
    assert!(
        stdout.contains("shared memory '-1' is not a byte count"),
        "{stdout}"
    );
}

#[test]
fn amd_grids_up_to_2_64_have_their_rounds() {
    // The largest grid whose work-items a 64-bit global size holds is answered; a larger one is refused by name.
    let largest = u64::MAX / 256;
    let report = ok(&format!(
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid {largest}"
    ));
    assert!(report.contains("waves of 1,216"), "{report}");
    for grid in [
        "2305843009213693952",
        "9223372036854775807",
        "18446744073709551615",
    ] {
        let message = refused(&format!(
            "plan --gpu mi300x --threads 256 --vgprs 128 --grid {grid}"
        ));
        assert!(
            message.contains("--grid") && message.contains(&format!("1 to {largest}")),
            "{grid}: {message}"
        );
    }
    let report = ok(&format!(
        "plan --arch gfx90a --cus 4294967295 --threads 256 --vgprs 128 --grid {largest}"
    ));
    assert!(
        report.contains("72,057,594,037,927,935 work-groups"),
        "{report}"
    );
}

#[test]
fn roofline_inputs_are_named_with_their_ranges() {
    for (line, expected) in [
        (
            "--intensity 1e-320",
            "--intensity: 1e-320 FLOP/byte is out of range: valid values are 1e-9 to 1e9 FLOP/byte",
        ),
        (
            "--intensity inf",
            "--intensity: inf FLOP/byte is out of range",
        ),
        (
            "--flops NaN --bytes 1e9",
            "--flops: NaN FLOPs is out of range: valid values are 1 to 1e24",
        ),
        ("--flops 2e12 --bytes 0", "--bytes: 0 bytes is out of range"),
        (
            "--flops 1e24 --bytes 1",
            "--flops / --bytes: 1e24 FLOP/byte is out of range",
        ),
        (
            "--flops 2e12 --bytes 4e10 --time 1e-20",
            "--time: 1e-20 s is out of range",
        ),
        ("--bytes 2e12", "--bytes needs --flops"),
        ("--bytes 2e12 --intensity 4", "--bytes goes with --flops"),
        (
            "--intensity 4 --time 1ms",
            "--time needs --flops and --bytes",
        ),
        ("--time 1ms", "--time needs --flops and --bytes"),
    ] {
        let stderr = refused(&format!("roofline --gpu a100 {line}"));
        assert!(stderr.contains(expected), "{line}: {stderr}");
        assert!(!stderr.contains("inf×"), "{line}: {stderr}");
    }
    // The ends of the ranges answer with finite figures.
    for line in [
        "--intensity 1e-9",
        "--intensity 1e9",
        "--flops 1e24 --bytes 1e15 --time 1e9",
    ] {
        let report = ok(&format!("roofline --gpu a100 {line}"));
        assert!(
            !report.contains("inf") && !report.contains("NaN"),
            "{line}: {report}"
        );
    }
}
