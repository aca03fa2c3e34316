//! The real `occ` binary on AMD GPUs: reports, JSON, batch lines and errors. The figures are checked against
//! `occ_core::amd` (whose rules follow AMD's compiler) and against the published examples of hardware.md §5.3,
//! never against numbers written here.

mod support;

use occ_core::amd::dto::AmdBatchOutput;
use occ_core::amd::{self, Kernel};
use support::{args, batch, json, ok, refused, row};

fn arch(name: &str) -> &'static amd::Arch {
    amd::arch(name).unwrap()
}

#[test]
fn generic_gfx90a_with_128_vgprs_is_4_waves_per_simd() {
    let report = ok("calc --arch gfx90a --threads 256 --vgprs 128");
    assert_eq!(
        row(&report, "Waves per SIMD (the compiler's Occupancy)"),
        "4 of 8"
    );
    assert_eq!(row(&report, "Occupancy"), "50.00 %");
    // The binding limit is marked, with the core's sentence of why.
    let a = arch("gfx90a");
    let kernel = Kernel::new(a, 256, 128);
    let result = amd::occupancy(a, &kernel).unwrap();
    let why = amd::explain(
        a,
        &kernel,
        &result,
        amd::Limiter::Vgprs,
        &occ_core::msg::Say::english(occ_core::Vendor::Amd),
    );
    let line = report.lines().find(|l| l.contains(&why)).unwrap();
    assert!(line.trim_start().starts_with("* VGPRs"), "{line}");
    // The next step and the thresholds come from the core too.
    let step = amd::next_steps(a, &kernel).unwrap()[0];
    assert!(
        report.contains(&format!(
            "drop to {} VGPRs for {} waves per SIMD",
            step.target, step.waves_then
        )),
        "{report}"
    );
    for (most, waves) in amd::vgpr_thresholds(a, 64) {
        assert!(
            report.lines().any(|l| l
                .split_whitespace()
                .take(2)
                .eq([most.to_string(), waves.to_string()])),
            "threshold {most} → {waves} missing"
        );
    }
    assert!(report.contains("Physical limits"));
    assert!(report.contains("CU count unknown"));
}

/// hardware.md §5.3: rocprofiler-compute's occupancy-limiter examples on one MI250 GCD (gfx90a), theoretical.
#[test]
fn the_published_rocprof_examples() {
    // A1: 122 VGPRs allocated as 124 + 4 AGPRs, 80 SGPRs → 4 waves per SIMD, 50 %.
    let a1 = json("calc --arch gfx90a --threads 256 --vgprs 124 --agprs 4 --sgprs 80 --json");
    assert_eq!(
        (a1["waves_per_simd"].as_u64(), a1["occupancy"].as_f64()),
        (Some(4), Some(0.5))
    );
    assert_eq!(a1["limiters"], serde_json::json!(["vgprs"]));
    // A2: 64 KiB of LDS per work-group → one work-group per CU, 1 wave per SIMD, 12.5 %.
    let a2 = json("calc --arch gfx90a --threads 256 --vgprs 96 --lds 64K --json");
    assert_eq!(
        (
            a2["workgroups_per_cu"].as_u64(),
            a2["waves_per_simd"].as_u64()
        ),
        (Some(1), Some(1))
    );
    assert_eq!(a2["occupancy"].as_f64(), Some(0.125));
    assert_eq!(a2["limiters"], serde_json::json!(["lds"]));
    // A3: 1024 work-items, 64 VGPRs, 76 SGPRs (80 allocated) → the compiler's "Occupancy: 8", 100 %.
    let a3 = json("calc --arch gfx90a --threads 1024 --vgprs 64 --sgprs 80 --json");
    assert_eq!(
        (a3["waves_per_simd"].as_u64(), a3["occupancy"].as_f64()),
        (Some(8), Some(1.0))
    );
}

#[test]
fn calc_json_is_the_cores_answer_on_every_kind_of_target() {
    for (gpu, flags) in [
        ("mi300x", "--threads 256 --vgprs 128 --lds 16K"),
        ("mi355x", "--threads 256 --vgprs 64 --lds 40K"),
        ("mi100", "--threads 256 --vgprs 100 --agprs 100"),
        ("7900xtx", "--threads 256 --vgprs 100"),
        (
            "7900xtx",
            "--threads 256 --vgprs 100 --wave-size 64 --cu-mode",
        ),
        ("6900xt", "--threads 64 --vgprs 40 --lds 10000"),
    ] {
        let ours = json(&format!("calc --gpu {gpu} --json {flags}"));
        let args = args(flags);
        let preset = occ_core::presets::find(gpu).unwrap();
        let a = preset.target.amd().unwrap();
        let number = |flag: &str| {
            args.iter()
                .position(|a| *a == flag)
                .map(|i| occ_cli_bytes(args[i + 1]))
        };
        let kernel = Kernel {
            workgroup_size: number("--threads").unwrap(),
            vgprs: number("--vgprs").unwrap(),
            agprs: number("--agprs").unwrap_or(0),
            lds_bytes: number("--lds").unwrap_or(0),
            wave_size: number("--wave-size").unwrap_or(a.default_wave_size()),
            cu_mode: args.contains(&"--cu-mode"),
            ..Kernel::new(a, 1, 0)
        };
        let core = serde_json::to_value(AmdBatchOutput::evaluate(a, &kernel).unwrap()).unwrap();
        assert_eq!(ours, core, "{gpu} {flags}");
        assert_eq!(ours["vendor"], "amd");
    }
}

/// `16K` as the CLI reads it.
fn occ_cli_bytes(text: &str) -> u32 {
    match text.strip_suffix('K') {
        Some(k) => k.parse::<u32>().unwrap() * 1024,
        None => text.parse().unwrap(),
    }
}

#[test]
fn bad_amd_input_exits_2_naming_the_flag_field_and_range() {
    let gfx90a = arch("gfx90a");
    // VGPRs over the target's maximum.
    let too_many = (gfx90a.max_vgprs() + 1).to_string();
    let err = refused(&format!(
        "calc --arch gfx90a --threads 256 --vgprs {too_many}"
    ));
    assert!(err.contains("--vgprs"), "{err}");
    assert!(err.contains("kernel.vgprs"), "{err}");
    assert!(
        err.contains(&format!("0 to {}", gfx90a.max_vgprs())),
        "{err}"
    );
    // A wave size the target does not run.
    let err = refused("calc --arch gfx90a --threads 256 --vgprs 64 --wave-size 48");
    assert!(
        err.contains("--wave-size") && err.contains("kernel.wave_size"),
        "{err}"
    );
    assert!(err.contains("48") && err.contains("64"), "{err}");
    let err = refused("calc --arch gfx1100 --threads 256 --vgprs 64 --wave-size 48");
    assert!(err.contains("32 or 64"), "{err}");
    // More LDS than one work-group can address.
    let over = (gfx90a.lds_per_workgroup + 1024).to_string();
    let err = refused(&format!(
        "calc --arch gfx90a --threads 256 --vgprs 64 --lds {over}"
    ));
    assert!(
        err.contains("--lds") && err.contains("kernel.lds_bytes"),
        "{err}"
    );
    assert!(
        err.contains(&format!("0 to {}", gfx90a.lds_per_workgroup)),
        "{err}"
    );
    // AGPRs on RDNA, which has none.
    let err = refused("calc --arch gfx1100 --threads 256 --vgprs 64 --agprs 4");
    assert!(
        err.contains("--agprs") && err.contains("kernel.agprs"),
        "{err}"
    );
    assert_eq!(arch("gfx1100").max_agprs(), 0);
    assert!(err.contains("the only valid value is 0"), "{err}");
    // CU mode on GFX9, which has no WGPs.
    let err = refused("calc --gpu mi300x --threads 256 --vgprs 64 --cu-mode");
    assert!(
        err.contains("--cu-mode") && err.contains("kernel.cu_mode"),
        "{err}"
    );
    assert!(err.contains("RDNA"), "{err}");
    // An unknown target lists the known ones.
    let err = refused("calc --arch gfx999 --threads 256 --vgprs 64");
    assert!(
        err.contains("--arch") && err.contains("gfx90a") && err.contains("gfx1201"),
        "{err}"
    );
    // VGPRs are required.
    let err = refused("calc --gpu mi300x --threads 256");
    assert!(err.contains("--vgprs is required"), "{err}");
}

#[test]
fn the_other_vendors_flags_are_refused_by_name() {
    let err = refused("calc --gpu mi300x --threads 256 --regs 32");
    assert!(err.contains("--regs applies to NVIDIA GPUs only"), "{err}");
    assert!(err.contains("MI300X"), "{err}");
    let err = refused("calc --gpu mi300x --threads 256 --vgprs 64 --dynamic-smem 1K");
    assert!(
        err.contains("--dynamic-smem applies to NVIDIA GPUs only"),
        "{err}"
    );
    let err = refused("calc --arch gfx942 --threads 256 --vgprs 64 --sms 4");
    assert!(err.contains("--sms applies to NVIDIA GPUs"), "{err}");
    let err = refused("calc --gpu rtx4090 --threads 256 --vgprs 64");
    assert!(err.contains("--vgprs applies to AMD GPUs only"), "{err}");
    let err = refused("calc --cc 8.9 --threads 256 --regs 32 --cus 4");
    assert!(err.contains("--cus applies to AMD GPUs"), "{err}");
    let err = refused("calc --gpu rtx4090 --threads 256");
    assert!(err.contains("--regs is required"), "{err}");
}

#[test]
fn neutral_terms_rename_amds_words_too() {
    let report = ok("calc --gpu mi300x --threads 256 --vgprs 128 --lds 16K --terms neutral");
    assert!(report.contains("Sub-groups per SIMD"), "{report}");
    assert!(report.contains("Work-groups per compute unit"), "{report}");
    assert!(report.contains("local memory"), "{report}");
    for word in [" wave ", " waves ", " CU ", " CUs ", "LDS"] {
        assert!(!report.contains(word), "'{word}' left in\n{report}");
    }
}

#[test]
fn every_vocabulary_on_every_vendor() {
    // AMD's report in CUDA's words, and NVIDIA's in HIP's: the same table of words both ways (CUDA's word for a
    // SIMD is the SM sub-partition).
    let cuda = ok("calc --gpu mi300x --threads 256 --vgprs 128 --lds 16K --terms cuda");
    assert!(cuda.contains("Warps per SM sub-partition"), "{cuda}");
    assert!(cuda.contains("Blocks per SM"), "{cuda}");
    assert!(cuda.contains("shared memory"), "{cuda}");
    for word in [" wave ", " waves ", " CU ", " CUs ", "LDS", "work-group"] {
        assert!(!cuda.contains(word), "'{word}' left in\n{cuda}");
    }
    let hip = ok("calc --gpu rtx-4090 --threads 128 --regs 51 --terms hip");
    assert!(hip.contains("Active waves per CU"), "{hip}");
    for word in [
        " warps",
        " SM ",
        " SMs",
        "shared memory",
        "threads",
        " block",
    ] {
        assert!(!hip.contains(word), "'{word}' left in\n{hip}");
    }
    assert_eq!(
        ok("calc --gpu mi300x --threads 256 --vgprs 128 --terms own"),
        ok("calc --gpu mi300x --threads 256 --vgprs 128")
    );
}

#[test]
fn batch_answers_amd_lines_in_the_contracts_shape_next_to_nvidia_lines() {
    let out = batch(concat!(
        "{\"device\": {\"arch\": \"gfx90a\"}, \"kernel\": {\"threads_per_block\": 256, \"vgprs\": 128, \"agprs\": 0, \"sgprs\": 80, \"lds_bytes\": 0, \"wave_size\": 64, \"cu_mode\": false}}\n",
        "{\"gpu\": \"mi300x\", \"kernel\": {\"threads_per_block\": 256, \"vgprs\": 128}}\n",
        "{\"gpu\": \"rtx 4090\", \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 51}}\n",
        "{\"device\": {\"arch\": \"gfx90a\"}, \"kernel\": {\"threads_per_block\": 256, \"vgprs\": 600}}\n",
        "{\"device\": {\"arch\": \"gfx90a\"}, \"kernel\": {\"threads_per_block\": 256}}\n",
        "{\"gpu\": \"mi300x\", \"kernel\": {\"threads_per_block\": 256, \"regs_per_thread\": 32}}\n",
        "{\"gpu\": \"h100 sxm\", \"kernel\": {\"threads_per_block\": 256, \"vgprs\": 32}}\n",
        "{\"device\": {\"arch\": \"gfx1100\"}, \"kernel\": {\"threads_per_block\": 256, \"vgprs\": 96, \"wave_size\": 32}}\n",
    ));
    assert_eq!(out.len(), 8);
    let expected: serde_json::Value = serde_json::from_str(
        r#"{"vendor": "amd", "waves_per_simd": 4, "max_waves_per_simd": 8, "workgroups_per_cu": 4, "waves_per_cu": 16, "occupancy": 0.5, "limiters": ["vgprs"], "limits": {"vgprs": 4, "sgprs": 8, "lds": null, "workgroups": 8, "waves": 8}, "warnings": [], "error": null}"#,
    )
    .unwrap();
    assert_eq!(out[0], expected);
    // A preset defaults what the line leaves out as the compiler would: the same answer without SGPRs.
    assert_eq!(out[1]["waves_per_simd"], 4);
    assert_eq!(out[1]["limits"]["sgprs"], 8);
    // NVIDIA's lines keep their shape, their vendor first.
    assert_eq!(out[2]["vendor"], "nvidia");
    assert_eq!(out[2]["active_blocks_per_sm"], 9);
    // Bad lines get error lines naming the field, and the run goes on.
    assert!(out[3]["error"]
        .as_str()
        .unwrap()
        .starts_with("kernel.vgprs = 600 is out of range"));
    assert!(
        out[4]["error"].as_str().unwrap().contains("vgprs"),
        "{}",
        out[4]
    );
    assert!(
        out[5]["error"].as_str().unwrap().contains("AMD GPU"),
        "{}",
        out[5]
    );
    assert!(
        out[6]["error"].as_str().unwrap().contains("NVIDIA GPU"),
        "{}",
        out[6]
    );
    // The line's answer is the core's.
    let a = arch("gfx1100");
    let core = AmdBatchOutput::evaluate(a, &Kernel::new(a, 256, 96)).unwrap();
    assert_eq!(out[7], serde_json::to_value(core).unwrap());
}

#[test]
fn gpus_lists_amd_presets_with_vendor_target_and_sources() {
    let table = ok("gpus");
    let mi300x = table
        .lines()
        .find(|l| l.starts_with("Instinct MI300X"))
        .unwrap();
    assert!(
        mi300x.contains("amd") && mi300x.contains("gfx942") && mi300x.contains("304 CUs"),
        "{mi300x}"
    );
    let list: Vec<serde_json::Value> = serde_json::from_str(&ok("gpus --json")).unwrap();
    let amd: Vec<&serde_json::Value> = list.iter().filter(|g| g["vendor"] == "amd").collect();
    assert!(amd.len() >= 13, "{}", amd.len());
    for gpu in amd {
        assert!(
            amd::arch(gpu["gfx"].as_str().unwrap()).is_some(),
            "{}",
            gpu["id"]
        );
        for field in ["cus", "mem_bw_gbs", "boost_mhz", "fp32_tflops"] {
            let fact = &gpu[field];
            assert!(
                fact["value"].as_f64().unwrap() > 0.0,
                "{} {field}",
                gpu["id"]
            );
            let sourced = !fact["sources"].as_array().unwrap().is_empty();
            assert!(
                sourced || fact["detail"].is_string(),
                "{} {field}",
                gpu["id"]
            );
        }
        assert!(
            gpu.get("sms").is_none() && gpu.get("cc").is_none(),
            "{}",
            gpu["id"]
        );
    }
}

#[test]
fn plan_gives_the_grids_waves_over_cus_and_every_work_group_size() {
    let a = arch("gfx942");
    let kernel = Kernel::new(a, 256, 128);
    let result = amd::occupancy(a, &kernel).unwrap();
    let per_wave = u64::from(result.workgroups_per_cu) * 304;
    let grid = per_wave * 2 + 100;
    let plan = json(&format!(
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid {grid} --json"
    ));
    assert_eq!(plan["grid_stride_workgroups"].as_u64(), Some(per_wave));
    assert_eq!(plan["waves"]["full_waves"], 2);
    assert_eq!(plan["waves"]["tail_blocks"], 100);
    let sizes = plan["workgroup_sizes"].as_array().unwrap();
    assert_eq!(sizes.len(), 1024 / 64);
    for row in sizes {
        let size = row["threads_per_block"].as_u64().unwrap() as u32;
        let core = amd::occupancy(
            a,
            &Kernel {
                workgroup_size: size,
                ..kernel
            },
        )
        .unwrap();
        assert_eq!(
            row["waves_per_simd"].as_u64(),
            Some(u64::from(core.waves_per_simd)),
            "{size}"
        );
    }
    let text = ok("plan --gpu mi300x --threads 256 --vgprs 128 --grid 5000");
    assert!(
        text.contains("work-groups per CU") || text.contains("per CU × 304 CUs"),
        "{text}"
    );
    assert!(text.contains("← current"));
    // RDNA in WGP mode schedules work-groups onto WGPs: 96 CUs are 48 WGPs.
    let rdna = json("plan --gpu rx7900xtx --threads 256 --vgprs 96 --json");
    assert_eq!(
        (rdna["scheduling_unit"].as_str(), rdna["units"].as_u64()),
        (Some("WGP"), Some(48))
    );
}

#[test]
fn roofline_works_from_the_amd_peaks() {
    let value = json("roofline --gpu mi300x --intensity 10 --json");
    let preset = occ_core::presets::find("mi300x").unwrap();
    let fp32 = value["roofs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["precision"] == "fp32")
        .unwrap();
    assert_eq!(
        fp32["peak_tflops"].as_f64(),
        Some(preset.fp32_tflops.value())
    );
    assert_eq!(value["kernel"]["bound"], "memory");
    assert_eq!(value["full_occupancy"]["waves_per_simd"], 8);
    let text = ok("roofline --gpu mi300x --flops 2e12 --bytes 4e10");
    assert!(
        text.contains("Instinct MI300X roofline") && text.contains("work-groups per CU"),
        "{text}"
    );
}

#[test]
fn ptxas_reads_nvidia_logs_for_nvidia_gpus_only() {
    let log = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../occ-core/tests/fixtures/ptxas/reduce.ptxas.log"
    );
    let err = refused(&format!("ptxas --gpu mi300x {log}"));
    assert!(
        err.contains("--gpu") && err.contains("AMD GPU") && err.contains("gfx942"),
        "{err}"
    );
}
