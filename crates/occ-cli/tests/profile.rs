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
    // The carveout the launch ran with, as the report gives it: CC 10.0's largest, 228 KiB.
    assert_eq!(l["smem_config_bytes"], 233_472);
    // The report's "# SMs", which the generic device of its CC ran with.
    assert_eq!(l["sm_count"], 152);
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

const V1: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/rocprof_v1_results.csv"
);
const COUNTERS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/rocprofv3_counter_collection_mi300a.csv"
);

#[test]
fn an_amd_report_needs_its_target_and_then_carries_the_same_keys() {
    let out = occ(&["profile", V1]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--arch") && stderr.contains("--gpu"),
        "{stderr}"
    );
    let out = occ(&["profile", V1, "--arch", "gfx90a", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let l: serde_json::Value = serde_json::from_str(text(&out).trim()).expect("one JSON line");
    // bodyForce on gfx90a: 20 arch VGPRs + 4 AGPRs = 24 of 512 per lane, 8 waves per SIMD (the cap), 8 work-groups
    // of 256 per CU: 100 %; rocprof computes no theoretical figure and this report measured no occupancy.
    assert_eq!(l["vendor"], "amd");
    assert_eq!(l["occupancy"], 1.0);
    assert_eq!(l["active_blocks_per_sm"], 8);
    assert_eq!(l["threads_per_block"], 256);
    assert_eq!(l["grid"], 256);
    assert_eq!(l["registers_per_thread"], 20);
    assert_eq!(l["agprs"], 4);
    assert_eq!(l["wave_size"], 64);
    assert_eq!(l["block_limits"]["vgprs"], 8);
    assert!(l["limiters"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!("vgprs")));
    for key in [
        "agrees",
        "profiler_occupancy",
        "achieved_occupancy",
        "profiler_block_limits",
    ] {
        assert!(l[key].is_null(), "{key}: {l}");
    }
    assert_eq!(l["gpu"], "gfx90a · 0");
}

#[test]
fn a_counter_collection_shows_achieved_beside_occ_in_english_and_chinese() {
    let out = occ(&["profile", COUNTERS, "--gpu", "mi300a"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let table = text(&out);
    // compute_rhs: occ 100 %, achieved the mean of 81.251605 % and 80.810704 %.
    assert!(
        table.contains("100.00 %") && table.contains("81.03 %"),
        "{table}"
    );
    assert!(
        table.contains("partial wave of 1792 work-groups"),
        "{table}"
    );
    assert!(table.contains("Instinct MI300A"), "{table}");
    let zh = text(&occ(&[
        "profile", COUNTERS, "--arch", "gfx942", "--lang", "zh",
    ]));
    assert!(
        zh.contains("核函数")
            && zh.contains("81.03%")
            && zh.contains("假定为 gfx942 的默认值 wave64"),
        "{zh}"
    );
    assert!(!zh.contains("assumed") && !zh.contains("Kernel"), "{zh}");
}

#[test]
fn a_wrong_gpu_or_target_for_an_amd_report_is_refused_by_name() {
    let out = occ(&["profile", COUNTERS, "--arch", "gfx999"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("gfx999") && stderr.contains("gfx90a"),
        "{stderr}"
    );
    let out = occ(&["profile", COUNTERS, "--gpu", "v100"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("AMD"));
    // BOM, CRLF and a row cut mid-field: the rest is answered, the row named.
    let report = std::fs::read_to_string(COUNTERS).unwrap();
    let mangled = format!(
        "\u{feff}{}\r\n11,11,\"Agent 1\",2,3260732,3260732,4194304,3,\"compute",
        report.replace('\n', "\r\n").trim_end()
    );
    let out = support::occ_stdin(&["profile", "-", "--arch", "gfx942"], &mangled);
    assert!(out.status.success());
    let table = text(&out);
    assert!(table.contains("line 10: the row is cut off"), "{table}");
    assert!(table.contains("compute_rhs"), "{table}");
}

const RAW: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/microgpusim_vectoradd_gtx1080.ncu-raw.csv"
);
const ROW_SUM: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/row_sum_cc86.ncu.txt"
);

#[test]
fn csv_has_the_tables_columns_with_numbers_unformatted_in_rfc_4180() {
    let out = occ(&["profile", ROW_SUM, "--csv"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let csv = text(&out);
    // RFC 4180: CRLF line ends, a field with a comma quoted.
    let lines: Vec<&str> = csv.split_terminator("\r\n").collect();
    assert!(!csv.replace("\r\n", "").contains('\n'), "{csv:?}");
    assert_eq!(
        lines,
        [
            "Kernel,Launches,Time (ns),occ,Profiler,Achieved,Limiters",
            "\"row_sum_bad(const float *, float *, int, int)\",1,53630,1,1,0.8006,warps",
            "\"row_sum_bad(const float *, float *, int, int)\",1,52900,1,1,0.7963,warps",
        ]
    );
    // The same kernels, the same figures as --json.
    let json: Vec<serde_json::Value> = text(&occ(&["profile", ROW_SUM, "--json"]))
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(json.len(), 2);
    assert_eq!(json[0]["achieved_occupancy"], 0.8006);
    assert_eq!(json[0]["total_ns"], 53630.0);
    // The headers in the run's language; the numbers and the JSON names stay as they are.
    let zh = text(&occ(&["profile", RAW, "--csv", "--lang", "zh"]));
    let mut zh = zh.lines();
    assert_eq!(
        zh.next(),
        Some("核函数,启动次数,时间（ns）,occ,性能分析器,实际,限制因素")
    );
    let row: Vec<&str> = zh.next().unwrap().split(',').collect();
    assert_eq!(row[..5], ["vecAdd", "3", "8160", "1", "1"]);
    // The mean of the three launches' 28.30 %, as a fraction.
    assert!(
        (row[5].parse::<f64>().unwrap() - 0.283).abs() < 1e-12,
        "{row:?}"
    );
    assert_eq!(row[6], "warps");
}

#[test]
fn markdown_is_a_github_table_of_the_tables_cells() {
    let out = occ(&["profile", ROW_SUM, "--markdown"]);
    assert!(out.status.success());
    let md = text(&out);
    let lines: Vec<&str> = md.lines().collect();
    assert_eq!(lines.len(), 4, "{md}");
    assert_eq!(
        lines[0],
        "| Kernel | Launches | Time | occ | Profiler | Achieved | Limiters |"
    );
    assert_eq!(lines[1], "| --- | --- | --- | --- | --- | --- | --- |");
    assert_eq!(
        lines[2],
        "| row_sum_bad(const float *, float *, int, int) | 1 | 53.6 µs | 100.00 % | 100.00 % | 80.06 % | warps |"
    );
    // What the text table says below it (agreement, assumptions) is not in the Markdown table.
    assert!(!md.contains("Assumed"), "{md}");
    // One format at a time.
    let out = occ(&["profile", ROW_SUM, "--markdown", "--csv"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn raw_pages_and_text_output_are_read_and_rows_not_read_go_to_stderr_with_csv() {
    let out = occ(&["profile", RAW]);
    assert!(out.status.success());
    let table = text(&out);
    assert!(
        table.contains("vecAdd") && table.contains("occ and the profiler agree"),
        "{table}"
    );
    // The raw page names the device, and its name, CC 6.1 and 20 SMs are one product's.
    assert!(table.contains("vecAdd on GeForce GTX 1080\n"), "{table}");
    // A text report with one row cut short: the CSV keeps the kernel, standard error names the line.
    let report = std::fs::read_to_string(ROW_SUM).unwrap();
    let cut = report.replacen(
        "    Waves Per SM                                               48.76",
        "    Waves Per SM",
        1,
    );
    let out = support::occ_stdin(&["profile", "-", "--csv"], &cut);
    assert!(out.status.success());
    assert_eq!(text(&out).lines().count(), 3);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("line 42: the row ends before its \"Metric Value\" column"),
        "{stderr}"
    );
}

const ZE_TRACER: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/ze_tracer_verbose_device_timing.txt"
);
const ONETRACE_CL: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../occ-core/tests/fixtures/profile/onetrace_cl_verbose_device_timing.txt"
);

#[test]
fn an_intel_summary_needs_its_gpu_and_then_gives_occ_calcs_answer_with_the_same_keys() {
    let out = occ(&["profile", ZE_TRACER]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--gpu"), "{stderr}");
    let out = occ(&["profile", ZE_TRACER, "--gpu", "max 1550", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let l: serde_json::Value = serde_json::from_str(text(&out).trim()).expect("one JSON line");
    // occ calc on the same inputs: GEMM's 256 work-items at SIMD32, no SLM, no barriers, small GRF.
    let calc = occ(&[
        "calc",
        "--gpu",
        "max 1550",
        "--threads",
        "256",
        "--sub-group",
        "32",
        "--json",
    ]);
    let calc: serde_json::Value = serde_json::from_slice(&calc.stdout).expect("calc's JSON");
    assert_eq!(l["vendor"], "intel");
    assert_eq!(l["occupancy"], calc["occupancy"]);
    assert_eq!(l["active_blocks_per_sm"], calc["workgroups_per_xe_core"]);
    assert_eq!(l["limiters"], calc["limiters"]);
    assert_eq!(l["block_limits"], calc["limits"]);
    assert_eq!(l["kernel"], "GEMM");
    assert_eq!(l["launches"], 4);
    assert_eq!(l["total_ns"], 171_667_499.0);
    assert_eq!(l["threads_per_block"], 256);
    assert_eq!(l["grid"], 4096);
    assert_eq!(l["sub_group_size"], 32);
    assert_eq!(l["gpu"], "Data Center GPU Max 1550");
    assert_eq!(l["assumed"].as_array().map(Vec::len), Some(3));
    // The keys every vendor's line has.
    let amd = occ(&[
        "profile",
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../occ-core/tests/fixtures/profile/rocprof_v1_results.csv"
        ),
        "--arch",
        "gfx90a",
        "--json",
    ]);
    let amd: serde_json::Value = serde_json::from_str(text(&amd).trim()).expect("AMD's line");
    for key in amd.as_object().unwrap().keys() {
        let amds_own = [
            "agent",
            "vgprs",
            "agprs",
            "sgprs",
            "lds_bytes",
            "scratch_bytes",
            "wave_size",
        ];
        if !amds_own.contains(&key.as_str()) {
            assert!(l.get(key).is_some(), "{key}: {l}");
        }
    }
    // An NVIDIA GPU is refused by name.
    let out = occ(&["profile", ZE_TRACER, "--gpu", "h100"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Intel GPU"));
}

#[test]
fn an_intel_summary_reads_in_chinese_and_what_it_lacks_is_said() {
    let out = occ(&["profile", ZE_TRACER, "--gpu", "b580", "--lang", "zh"]);
    assert!(out.status.success());
    let said = text(&out);
    assert!(said.contains("GEMM（Arc B580）"), "{said}");
    assert!(said.contains("假定为小 GRF"), "{said}");
    let out = occ(&["profile", ZE_TRACER, "--gpu", "b580"]);
    let said = text(&out);
    assert!(said.contains("none assumed"), "{said}");
    // onetrace's OpenCL summary leaves the work-group size to the runtime: named, not guessed.
    let out = occ(&["profile", ONETRACE_CL, "--gpu", "b580"]);
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out);
    assert!(
        said.contains("line 9: the local size is all zeros"),
        "{said}"
    );
    let out = occ(&["profile", ONETRACE_CL, "--gpu", "b580", "--lang", "zh"]);
    assert!(text(&out).contains("局部大小全为 0"));
}

#[test]
fn a_cluster_launch_shows_the_reports_cluster_size_and_max_active_clusters() {
    // ncu's raw page (--page raw) names the launch's cluster figures as the Profiling Guide's launch metrics.
    let raw =
        "\"ID\",\"Kernel Name\",\"CC\",\"launch__block_size\",\"launch__registers_per_thread\",\
               \"launch__cluster_size\",\"launch__cluster_max_active\"\n\
               \"\",\"\",\"\",\"\",\"register/thread\",\"block\",\"cluster\"\n\
               \"0\",\"k\",\"9.0\",\"256\",\"32\",\"2\",\"66\"\n";
    let out = support::occ_stdin(&["profile", "-"], raw);
    assert!(out.status.success());
    let table = text(&out);
    assert!(
        table
            .contains("thread-block clusters of 2 blocks: the profiler counts at most 66 clusters"),
        "{table}"
    );
    let out = support::occ_stdin(&["profile", "-", "--lang", "zh"], raw);
    let table = text(&out);
    assert!(
        table
            .contains("每个线程块集群含 2 个线程块：性能分析器算出整个 GPU 最多同时运行 66 个集群"),
        "{table}"
    );
    let out = support::occ_stdin(&["profile", "-", "--json"], raw);
    let line: serde_json::Value = serde_json::from_str(text(&out).trim()).expect("a JSON line");
    assert_eq!(
        (
            line["cluster_size"].as_u64(),
            line["max_active_clusters"].as_u64()
        ),
        (Some(2), Some(66))
    );
}

/// The launches' occupancies and limiters of `occ profile … --json`.
fn figures(args: &[&str]) -> Vec<(f64, serde_json::Value)> {
    let out = occ(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text(&out)
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
            (v["occupancy"].as_f64().unwrap(), v["limiters"].clone())
        })
        .collect()
}

#[test]
fn a_gpu_without_a_product_answers_as_a_product_of_its_target_and_another_vendors_is_refused() {
    // A CC 7.0 report without its compute capability: --cc 7.0's generic device answers as V100 (CC 7.0) does.
    let generic = figures(&["profile", CFD, "--cc", "7.0", "--json"]);
    assert!(!generic.is_empty());
    assert_eq!(
        generic,
        figures(&["profile", CFD, "--gpu", "v100", "--json"])
    );
    // Neither the report nor a product gives the SM count: the grid's waves are not counted, so none disagree with
    // the profiler's and no tail is named; a compute capability occ has no device for is refused.
    let table = text(&occ(&["profile", CFD, "--cc", "7.0"]));
    assert!(
        table.contains("on CC 7.0\n") && table.contains("occ and the profiler agree"),
        "{table}"
    );
    assert!(
        table.contains("no SM count") && !table.contains("wave and"),
        "{table}"
    );
    // Achieved is half of theoretical: whether the grid's waves explain it is not known, and what would tell is said.
    assert!(
        table.contains(
            "Why achieved is below theoretical: not known without the GPU's number of SMs"
        ),
        "{table}"
    );
    let out = occ(&["profile", CFD, "--cc", "99.9"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("99.9 is not a known compute capability"));
    // unitrace's report on Xe2-HPG without a product: B580's occupancy (an Xe2-HPG product), its waves not counted.
    let generic = figures(&["profile", ZE_TRACER, "--arch", "xe2-hpg", "--json"]);
    assert!(!generic.is_empty());
    assert_eq!(
        generic,
        figures(&["profile", ZE_TRACER, "--gpu", "b580", "--json"])
    );
    let table = text(&occ(&["profile", ZE_TRACER, "--arch", "xe2-hpg"]));
    assert!(table.contains("no Xe-core count"), "{table}");
    // Another vendor's target is refused by name, in English and Chinese.
    let out = occ(&["profile", COUNTERS, "--cc", "8.6"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("CC 8.6 is not a GPU this report's profiler measures: name an AMD GPU"),
        "{stderr}"
    );
    let out = occ(&["profile", ZE_TRACER, "--arch", "gfx942", "--lang", "zh"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("gfx942 不是这份报告的性能分析器所测的 GPU"),
        "{stderr}"
    );
    let out = occ(&["profile", ZE_TRACER, "--arch", "xe9"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("xe9") && stderr.contains("xe2-hpg") && stderr.contains("gfx942"),
        "{stderr}"
    );
}

#[test]
fn a_gpu_named_over_the_reports_own_says_whose_figures_are_whose() {
    // Nsight Compute measured this launch on CC 8.6 with 80 SMs.
    let sgemm = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../occ-core/tests/fixtures/profile/ampere_sgemm_cc86.ncu.txt"
    );
    let own = text(&occ(&["profile", sgemm, "--json"]));
    let own: serde_json::Value = serde_json::from_str(own.trim()).expect("a JSON line");
    assert_eq!(own["other_gpu"], serde_json::Value::Null);
    assert_eq!(own["agrees"], true);
    // The same compute capability and no SM count named: the report's GPU still.
    let same = text(&occ(&["profile", sgemm, "--cc", "8.6"]));
    assert!(!same.contains("measured on"), "{same}");
    // Another product, another compute capability, or the same one with another SM count: both GPUs said, each
    // set of figures with its own.
    for (args, gpu) in [
        (["--gpu", "h100-sxm5-80gb"], "H100 SXM5 80 GB"),
        (["--cc", "8.0"], "CC 8.0 · 80 SMs"),
        (["--gpu", "rtx-3080"], "GeForce RTX 3080 10 GB"),
    ] {
        let out = occ(&["profile", sgemm, args[0], args[1]]);
        let table = text(&out);
        assert!(
            table.contains(&format!(
                "the report was measured on CC 8.6 · 80 SMs; occ answers for {gpu}, as asked"
            )),
            "{table}"
        );
        let json = text(&occ(&["profile", sgemm, args[0], args[1], "--json"]));
        let line: serde_json::Value = serde_json::from_str(json.trim()).expect("a JSON line");
        assert!(line["other_gpu"].as_str().unwrap().contains(gpu));
        assert_eq!(line["sm_count"], 80);
    }
    let zh = text(&occ(&[
        "profile",
        sgemm,
        "--gpu",
        "h100-sxm5-80gb",
        "--lang",
        "zh",
    ]));
    assert!(
        zh.contains("报告测自 CC 8.6 · 80 个 SM；occ 按所指定的 H100 SXM5 80 GB 计算"),
        "{zh}"
    );
}

#[test]
fn a_unit_count_given_counts_the_grids_waves_on_a_gpu_without_a_product() {
    // Rodinia's report gives neither the compute capability nor the SM count: --sms counts the waves.
    let table = text(&occ(&["profile", CFD, "--cc", "7.0", "--sms", "80"]));
    assert!(
        table.contains("on CC 7.0 · 80 SMs\n")
            && table.contains("smaller than one wave (800 blocks over every SM)")
            && !table.contains("no SM count"),
        "{table}"
    );
    // rocprofv3's trace names an agent, not a GPU: --arch and --cus stand for MI300X, with the same answer.
    let trace = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../occ-core/tests/fixtures/profile/rocprofv3_kernel_trace.csv"
    );
    let line = |args: &[&str]| -> serde_json::Value {
        let out = text(&occ(args));
        serde_json::from_str(out.lines().next().expect("a line")).expect("a JSON line")
    };
    let generic = line(&[
        "profile", trace, "--arch", "gfx942", "--cus", "304", "--json",
    ]);
    let product = line(&["profile", trace, "--gpu", "mi300x", "--json"]);
    assert_eq!(generic["gpu"], "gfx942 · 304 CUs · Agent 4");
    assert_eq!(
        (generic["units"].clone(), product["units"].clone()),
        (304.into(), 304.into())
    );
    assert_eq!(generic["occupancy"], product["occupancy"]);
    assert!(!generic["assumed"].to_string().contains("no CU count"));
    // Intel's XVEs count Xe-cores: 160 XVEs of Xe2-HPG are 20; a count that is none of its parts is refused by name.
    let intel = line(&[
        "profile", ZE_TRACER, "--arch", "xe2-hpg", "--xves", "160", "--json",
    ]);
    assert_eq!(
        (intel["gpu"].as_str(), intel["units"].as_u64()),
        (Some("xe2-hpg · 20 Xe-cores"), Some(20))
    );
    let out = occ(&["profile", ZE_TRACER, "--arch", "xe2-hpg", "--xves", "7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("7 XVEs is not a whole number of Xe-cores")
    );
    // Another vendor's unit is refused, naming the one to give, in English and Chinese.
    let out = occ(&["profile", ZE_TRACER, "--arch", "xe2-hpg", "--sms", "20"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains(
        "--sms applies to NVIDIA GPUs, and this report's profiler measures Intel GPUs: give --xves"
    ));
    let out = occ(&[
        "profile", COUNTERS, "--arch", "gfx942", "--xves", "20", "--lang", "zh",
    ]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("--xves 只适用于 Intel GPU"));
    let out = occ(&["profile", trace, "--arch", "gfx942", "--cus", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("--cus = 0 is out of range: valid values are 1 to"));
}
