//! The real `occ` binary: reports, exit codes, JSON.

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};

fn occ(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(args)
        .output()
        .expect("occ runs")
}

/// `occ batch` with its input and output piped.
fn batch() -> Child {
    Command::new(env!("CARGO_BIN_EXE_occ"))
        .arg("batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn occupancy_line(args: &[&str]) -> String {
    let output = occ(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout(&output)
        .lines()
        .find(|l| l.contains("Theoretical occupancy"))
        .expect("report has the occupancy line")
        .to_string()
}

#[test]
fn the_guides_examples_print_their_answers() {
    assert!(
        occupancy_line(&["calc", "--cc", "8.9", "--threads", "160", "--regs", "16"])
            .ends_with("93.75 %")
    );
    assert!(
        occupancy_line(&["calc", "--cc", "8.9", "--threads", "128", "--regs", "51"])
            .ends_with("75.00 %")
    );
    let args = [
        "calc",
        "--cc",
        "8.9",
        "--threads",
        "128",
        "--regs",
        "16",
        "--static-smem",
        "5000",
        "--carveout",
        "32",
    ];
    assert!(occupancy_line(&args).ends_with("41.67 %"));
}

#[test]
fn guide_gtx_1080_examples() {
    for (threads, expected) in [("1024", "50.00 %"), ("512", "75.00 %"), ("768", "75.00 %")] {
        let line = occupancy_line(&[
            "calc",
            "--gpu",
            "gtx 1080",
            "--threads",
            threads,
            "--regs",
            "39",
        ]);
        assert!(line.ends_with(expected), "{threads}: {line}");
    }
}

#[test]
fn guide_fermi_register_limit() {
    let registers = |regs: &str| -> String {
        let output = stdout(&occ(&[
            "calc",
            "--cc",
            "2.0",
            "--threads",
            "512",
            "--regs",
            regs,
        ]));
        let line = output
            .lines()
            .find(|l| {
                l.trim_start_matches([' ', '*']).starts_with("Registers  ")
                    && l.contains(" blocks ")
            })
            .expect("a registers limiter line");
        line.split_whitespace()
            .filter(|word| *word != "*")
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(registers("16"), "Registers 4 blocks");
    assert_eq!(registers("17"), "Registers 3 blocks");
}

#[test]
fn bad_input_exits_2_with_the_field_named() {
    let output = occ(&[
        "calc",
        "--gpu",
        "h100 sxm",
        "--threads",
        "0",
        "--regs",
        "32",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("kernel.threads_per_block = 0 is out of range: valid values are 1 to"),
        "{stderr}"
    );

    let output = occ(&[
        "calc",
        "--gpu",
        "no such gpu",
        "--threads",
        "128",
        "--regs",
        "32",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("closest:"));

    let output = occ(&[
        "calc",
        "--cc",
        "8.9",
        "--threads",
        "128",
        "--regs",
        "32",
        "--carveout",
        "120",
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("0 to 100"));
}

#[test]
fn zero_blocks_is_a_result_not_an_error() {
    let output = occ(&[
        "calc",
        "--gpu",
        "a100",
        "--threads",
        "1024",
        "--regs",
        "65",
        "--json",
    ]);
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["active_blocks_per_sm"], 0);
    assert_eq!(json["block_limits"]["registers"], 0);
    assert!(json["warnings"][0]
        .as_str()
        .unwrap()
        .starts_with("0 blocks fit"));
}

#[test]
fn batch_answers_every_line_in_order() {
    let mut child = batch();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            concat!(
                "{\"gpu\": \"h100 sxm\", \"kernel\": {\"threads_per_block\": 32, \"regs_per_thread\": 8, \"dynamic_smem\": 12288}}\n",
                "{broken\n",
                "{\"gpu\": \"l4\", \"kernel\": {\"threads_per_block\": 256, \"regs_per_thread\": 64}}\n",
            )
            .as_bytes(),
        )
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let lines: Vec<serde_json::Value> = stdout(&output)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    // gpu-glossary's H100 example: 17 blocks with the 1 KB reserved per block, not 19.
    assert_eq!(lines[0]["active_blocks_per_sm"], 17);
    assert!(lines[1]["error"].is_string());
    assert_eq!(lines[2]["occupancy"].as_f64().unwrap(), 32.0 / 48.0);
}

#[test]
fn gpus_json_lists_sixty_sourced_products() {
    let output = occ(&["gpus", "--json"]);
    assert!(output.status.success());
    let list: Vec<serde_json::Value> = serde_json::from_slice(&output.stdout).unwrap();
    assert!(list.len() >= 60, "{}", list.len());
    // NVIDIA's entries: AMD's have `gfx` and `cus` instead (tests/amd.rs).
    for gpu in list.iter().filter(|g| g.get("cc").is_some()) {
        for field in ["sms", "mem_bw_gbs", "fp32_tflops"] {
            let fact = &gpu[field];
            assert!(fact["value"].as_f64().unwrap() > 0.0, "{}", gpu["id"]);
            let sourced = !fact["sources"].as_array().unwrap().is_empty();
            assert!(
                sourced || fact["detail"].is_string(),
                "{} {field} has no provenance",
                gpu["id"]
            );
        }
        assert!(gpu["cc"].as_str().unwrap().contains('.'));
    }
    let sms = |id: &str| {
        list.iter()
            .find(|g| g["id"] == id)
            .map(|g| g["sms"]["value"].as_f64().unwrap())
    };
    assert!(list
        .iter()
        .any(|g| g["name"].as_str().unwrap().contains("H100")));
    assert_eq!(sms("rtx-5090").or(sms("geforce-rtx-5090")), Some(170.0));
}

#[test]
fn gpus_table_is_readable() {
    let output = stdout(&occ(&["gpus"]));
    assert!(output.lines().next().unwrap().starts_with("GPU"));
    assert!(output.contains("GeForce RTX 4090"));
}

#[test]
fn plan_reproduces_nsys_metrics() {
    let output = occ(&[
        "plan",
        "--gpu",
        "a100",
        "--threads",
        "256",
        "--regs",
        "32",
        "--grid",
        "46",
        "--json",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let waves = &json["waves"];
    assert!((waves["sm_active"].as_f64().unwrap() - 46.0 / 108.0).abs() < 1e-12);
    assert!((waves["compute_warps_in_flight"].as_f64().unwrap() - 368.0 / 6912.0).abs() < 1e-12);
    assert_eq!(json["grid_stride_blocks"], 864);
    assert_eq!(json["block_sizes"].as_array().unwrap().len(), 32);
    assert_eq!(
        json["budgets"].as_array().unwrap().last().unwrap()["launch_bounds"],
        "__launch_bounds__(256, 8)"
    );
}

#[test]
fn plan_report_shows_the_tables() {
    let text = stdout(&occ(&[
        "plan",
        "--cc",
        "8.9",
        "--threads",
        "128",
        "--regs",
        "51",
        "--items",
        "1000000",
    ]));
    assert!(
        text.contains("(cudaOccMaxPotentialOccupancyBlockSize)"),
        "{text}"
    );
    assert!(
        text.contains("Registers per thread: 51 → 48 gives 10 blocks per SM instead of 9"),
        "{text}"
    );
    assert!(text.contains("SM Active"), "{text}");
}

#[test]
fn plan_warns_of_grids_past_grid_dim_x() {
    // 10 million items in blocks of 128 threads: 78,125 blocks.
    let args = |cc| {
        [
            "plan",
            "--cc",
            cc,
            "--threads",
            "128",
            "--regs",
            "20",
            "--items",
            "10000000",
        ]
    };
    let text = stdout(&occ(&args("2.0")));
    assert!(
        text.contains("warning: 78,125 blocks is more than a one-dimensional grid holds (65,535 in gridDim.x)"),
        "{text}"
    );
    let output = occ(&[&args("2.0")[..], &["--json"]].concat());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["max_grid_x"], 65_535);
    assert!(json["grid_too_big"].as_str().unwrap().contains("gridDim.x"));
    // From CC 3.0 gridDim.x holds 2^31 - 1 blocks.
    let text = stdout(&occ(&args("8.9")));
    assert!(!text.contains("warning:"), "{text}");
}

#[test]
fn roofline_verdict_and_figures() {
    let output = occ(&["roofline", "--gpu", "a100", "--intensity", "0.25", "--json"]);
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["kernel"]["bound"], "memory");
    assert_eq!(json["full_occupancy"]["max_registers"], 32);
    let text = stdout(&occ(&[
        "roofline", "--gpu", "h100 sxm", "--flops", "2e12", "--bytes", "4e10", "--time", "5ms",
    ]));
    assert!(text.contains("compute-bound"), "{text}");
    assert!(text.contains("above the roof"), "{text}");
    // A generic capability has no peaks.
    let output = occ(&["roofline", "--cc", "8.9", "--intensity", "1"]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn neutral_terms_rename_the_vocabulary() {
    let text = stdout(&occ(&[
        "calc",
        "--cc",
        "8.9",
        "--threads",
        "128",
        "--regs",
        "51",
        "--terms",
        "neutral",
    ]));
    assert!(text.contains("128 work-items/work-group"), "{text}");
    assert!(
        text.contains("Active sub-groups per compute unit"),
        "{text}"
    );
    assert!(!text.contains("warps per SM"), "{text}");
}

/// A program that writes one line and waits for its answer before writing the next gets each answer at once.
#[test]
fn batch_answers_a_line_before_the_next_arrives() {
    use std::io::{BufRead, BufReader};
    let mut child = batch();
    let mut stdin = child.stdin.take().unwrap();
    let mut answers = BufReader::new(child.stdout.take().unwrap());
    for regs in [32u64, 64, 128] {
        writeln!(
            stdin,
            "{{\"gpu\": \"a100\", \"kernel\": {{\"threads_per_block\": 256, \"regs_per_thread\": {regs}}}}}"
        )
        .unwrap();
        stdin.flush().unwrap();
        // With stdin still open: were the answer held back until the end of the input, this would wait forever.
        let mut answer = String::new();
        answers.read_line(&mut answer).unwrap();
        let answer: serde_json::Value = serde_json::from_str(&answer).unwrap();
        assert_eq!(
            answer["active_blocks_per_sm"].as_u64().unwrap(),
            65_536 / (regs * 256)
        );
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

#[cfg(unix)]
#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(["gpus", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read a little, as `head -c` would, then close the pipe while occ still has most of its output to write.
    let mut first = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}

/// What `occ batch` prints for a line is occ-core's `dto::Answer` serialized: the page's JSON export writes the same
/// answer the same way, so the two agree byte for byte.
#[test]
fn batch_prints_occ_core_s_answer_byte_for_byte() {
    use occ_core::amd::dto::{AmdBatchInput, AmdBatchOutput};
    use occ_core::dto::Answer;
    use occ_core::nvidia::dto::{BatchInput, BatchOutput};
    let nvidia_line = r#"{"gpu": "a100-sxm4-80gb", "kernel": {"threads_per_block": 256, "regs_per_thread": 80, "dynamic_smem": 4096}}"#;
    let amd_line = r#"{"gpu": "mi300x", "kernel": {"threads_per_block": 256, "vgprs": 96}}"#;
    let mut child = batch();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{nvidia_line}\n{amd_line}\n").as_bytes())
        .unwrap();
    let printed = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();

    let input: BatchInput = serde_json::from_str(nvidia_line).unwrap();
    let preset = occ_core::presets::find(input.gpu.as_deref().unwrap()).unwrap();
    let gpu = preset.device().unwrap().check().unwrap();
    let kernel = input.kernel.to_kernel().unwrap();
    let smem = input.smem.unwrap_or_default().to_config().unwrap();
    let nvidia = Answer::Nvidia(BatchOutput::evaluate(&gpu, &kernel, &smem).unwrap());
    let input: AmdBatchInput = serde_json::from_str(amd_line).unwrap();
    let arch = occ_core::presets::find(input.gpu.as_deref().unwrap())
        .unwrap()
        .target
        .amd()
        .unwrap();
    let kernel = input.kernel.to_kernel(arch).unwrap();
    let amd = Answer::Amd(AmdBatchOutput::evaluate(arch, &kernel).unwrap());
    let expected = format!(
        "{}\n{}\n",
        serde_json::to_string(&nvidia).unwrap(),
        serde_json::to_string(&amd).unwrap()
    );
    assert_eq!(printed, expected);
}
