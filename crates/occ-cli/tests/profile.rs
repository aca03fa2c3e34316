//! `occ profile` on real Nsight Compute reports (occ-core's `tests/fixtures/profile/`): the table, JSON Lines with
//! occ's and the profiler's figures, --gpu for a report that names no GPU, --min-occupancy's exit code, Chinese.

mod support;

use support::occ;

const CUTLASS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/superbench_cublaslt_sm100.ncu.csv"
);
const CFD: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/rodinia_cfd_v100.ncu.csv"
);

fn text(output: &std::process::Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8")
}

#[test]
fn json_lines_carry_occs_and_the_profilers_figures() {
    let out = occ(&["profile", CUTLASS, "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = text(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 1);
    let l = &lines[0];
    assert_eq!(l["occupancy"], 0.1875);
    assert_eq!(l["profiler_occupancy"], 0.1875);
    assert_eq!(l["achieved_occupancy"], 0.1553);
    assert_eq!(l["agrees"], false);
    assert_eq!(
        l["limiters"],
        serde_json::json!(["registers", "shared_memory"])
    );
    assert_eq!(
        l["block_limits"]["registers"],
        l["profiler_block_limits"]["registers"]
    );
    assert_eq!(l["profiler_block_limits"]["barriers"], 9);
    assert!(l["differs"][0].as_str().unwrap().contains("barriers"));
    assert!(l["gap"].as_str().unwrap().contains("partial wave of 136"));
}

#[test]
fn a_report_without_a_gpu_asks_for_one_and_takes_it() {
    let out = occ(&["profile", CFD]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--gpu"));
    let out = occ(&["profile", CFD, "--gpu", "v100"]);
    assert!(out.status.success());
    let table = text(&out);
    assert!(
        table.contains("93.75 %") && table.contains("48.00 %"),
        "{table}"
    );
    assert!(table.contains("occ and the profiler agree"), "{table}");
    assert!(table.contains("smaller than one wave"), "{table}");
}

#[test]
fn min_occupancy_exits_1_below_and_chinese_says_the_same() {
    let out = occ(&["profile", CUTLASS, "--min-occupancy", "50%"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("18.75 %"));
    assert_eq!(
        occ(&["profile", CUTLASS, "--min-occupancy", "10%"])
            .status
            .code(),
        Some(0)
    );
    let zh = occ(&["profile", CFD, "--gpu", "v100", "--lang", "zh"]);
    let zh = text(&zh);
    assert!(
        zh.contains("occ 与性能分析器一致") && zh.contains("核函数"),
        "{zh}"
    );
    assert!(!zh.contains("smaller than"), "{zh}");
}

#[test]
fn what_is_no_report_is_refused_by_name() {
    let out = support::occ_stdin(&["profile", "-"], "just some text\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Metric Name"));
}
