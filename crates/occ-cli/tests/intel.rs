//! The real `occ` binary on Intel GPUs: reports, JSON, batch lines and errors. The figures are checked against
//! `occ_core::intel` (whose rules follow Intel's GPU Occupancy Calculator) and against hardware.md §5.4's vectors,
//! never against numbers the CLI alone computes.

mod support;

use occ_core::intel::dto::IntelBatchOutput;
use occ_core::intel::{self, Kernel, Limiter};
use support::{batch, json, ok, refused, row};

#[test]
fn large_grf_on_xe_hpc_is_one_work_group_and_50_percent() {
    let report = ok("calc --arch xe-hpc --xves 1024 --threads 1024 --sub-group 32 --large-grf");
    assert_eq!(row(&report, "Work-groups per Xe-core"), "1");
    assert_eq!(
        row(
            &report,
            "Xe-core occupancy (hardware threads / thread slots)"
        ),
        "50.00 %"
    );
    assert_eq!(row(&report, "Hardware threads per Xe-core"), "32 of 64");
    assert!(report.contains("128 Xe-cores, 1,024 XVEs"), "{report}");
    // The binding limit is marked, with the core's sentence of why.
    let a = intel::arch("xe-hpc").unwrap();
    let k = Kernel {
        large_grf: true,
        ..Kernel::new(1024, 32)
    };
    let result = intel::occupancy(a, &k).unwrap();
    let why = intel::explain(
        a,
        &k,
        &result,
        Limiter::Threads,
        &occ_core::msg::Say::english(occ_core::Vendor::Intel),
    );
    let line = report.lines().find(|l| l.contains(&why)).unwrap();
    assert!(
        line.trim_start().starts_with("* Hardware threads"),
        "{line}"
    );
    assert!(report.contains("occupancy tops out at 50.00 %"), "{report}");
}

#[test]
fn forty_kib_of_slm_rounds_to_48_and_fits_two_work_groups() {
    let report = ok("calc --arch xe-hpc --xves 1024 --threads 256 --sub-group 16 --slm 40K");
    assert_eq!(
        row(&report, "SLM per work-group (allocated)"),
        "49,152 B (48 KiB)"
    );
    assert_eq!(row(&report, "Work-groups per Xe-core"), "2");
    assert_eq!(
        row(
            &report,
            "Xe-core occupancy (hardware threads / thread slots)"
        ),
        "50.00 %"
    );
    let a = intel::arch("xe-hpc").unwrap();
    let k = Kernel {
        slm_bytes: 40 * 1024,
        ..Kernel::new(256, 16)
    };
    let step = intel::next_steps(a, &k).unwrap()[0];
    assert!(
        report.contains(&step.to_string()),
        "{step} missing from\n{report}"
    );
}

#[test]
fn every_calculator_vector_through_the_cli() {
    // hardware.md §5.4: target, work-group, sub-group, flags, work-groups per Xe-core, occupancy.
    for (target, threads, sub_group, flags, groups, occupancy) in [
        ("xe-hpc", 1024, 32, "", 2, 1.0),
        ("xe-hpc", 1024, 32, "--large-grf", 1, 0.5),
        ("xe-hpc", 1024, 16, "", 1, 1.0),
        ("xe-hpc", 256, 16, "--slm 48K", 2, 0.5),
        ("xe-hpc", 256, 16, "--slm 40K", 2, 0.5),
        ("xe-hpc", 32, 32, "--barriers", 64, 1.0),
        ("xe-hpg", 256, 8, "", 4, 1.0),
        ("xe-hpg", 32, 32, "--barriers", 128, 1.0),
        ("xe-hpg", 512, 16, "--slm 32K", 4, 1.0),
        ("xe2-hpg", 32, 32, "--slm 3K", 32, 0.5),
        ("xe2-hpg", 128, 16, "--slm 20K", 5, 0.625),
        ("xe2-hpg", 1024, 16, "", 1, 1.0),
    ] {
        let out = json(&format!(
            "calc --arch {target} --threads {threads} --sub-group {sub_group} {flags} --json"
        ));
        assert_eq!(
            out["workgroups_per_xe_core"], groups,
            "{target} {threads} {flags}"
        );
        assert_eq!(out["occupancy"], occupancy, "{target} {threads} {flags}");
    }
}

#[test]
fn presets_report_their_xe_cores_and_the_gpu_over_a_global_size() {
    let out = json("calc --gpu max1550 --threads 256 --sub-group 16 --slm 48K --barriers --global 1000192 --json");
    // The batch object, plus the GPU's figures from the core.
    let a = intel::arch("xe-hpc").unwrap();
    let k = Kernel {
        slm_bytes: 48 * 1024,
        barriers: true,
        ..Kernel::new(256, 16)
    };
    let batch_object = IntelBatchOutput::evaluate(a, &k).unwrap();
    let mut without_gpu = out.clone();
    without_gpu.as_object_mut().unwrap().remove("gpu_occupancy");
    assert_eq!(without_gpu, serde_json::to_value(batch_object).unwrap());
    let result = intel::occupancy(a, &k).unwrap();
    let g = intel::gpu_occupancy(&k, &result, 128, 1_000_192).unwrap();
    assert_eq!(out["gpu_occupancy"]["xe_cores"], 128);
    assert_eq!(out["gpu_occupancy"]["average"], g.average);
    assert_eq!(out["gpu_occupancy"]["peak"], g.peak);
    assert_eq!(out["gpu_occupancy"]["workgroups"], 3907);
    let report =
        ok("calc --gpu max1550 --threads 256 --sub-group 16 --slm 48K --barriers --global 1000192");
    assert!(report.contains("Data Center GPU Max 1550 (xe-hpc, Xe-HPC, 128 Xe-cores, 1,024 XVEs)"));
    assert_eq!(
        row(&report, "Average GPU occupancy (over the waves)"),
        format!("{:.2} %", g.average * 100.0)
    );
    assert_eq!(row(&report, "Peak GPU occupancy"), "50.00 %");
    assert!(row(&report, "Waves").starts_with("15.2617 (15 full, a tail of 67 work-groups)"));
}

#[test]
fn neutral_terms_rewrite_intels_words() {
    let report = ok("calc --gpu b580 --threads 128 --sub-group 16 --slm 20K --terms neutral");
    assert!(report.contains("Work-groups per compute unit"), "{report}");
    // A hardware thread runs one sub-group: the neutral words name it so.
    assert!(report.contains("Sub-groups per work-group"), "{report}");
    assert!(report.contains("local memory"), "{report}");
    for word in ["Xe-core", "XVE", "SLM", "hardware thread", "thread slot"] {
        assert!(!report.contains(word), "'{word}' left in\n{report}");
    }
}

#[test]
fn bad_input_names_the_flag_the_field_and_the_range() {
    for (line, expected) in [
        (
            "calc --arch xe-hpc --threads 2048 --sub-group 16",
            "--threads: kernel.threads_per_block = 2048 is out of range: valid values are 1 to 1024",
        ),
        (
            "calc --arch gen12 --threads 640 --sub-group 8",
            "--threads: kernel.threads_per_block = 640 is out of range: valid values are 1 to 512",
        ),
        (
            "calc --arch xe-hpc --threads 256 --sub-group 8",
            "--sub-group: kernel.sub_group_size: 8 is not a sub-group size of xe-hpc (Xe-HPC): valid values are 16, 32",
        ),
        (
            "calc --arch xe-hpc --threads 256 --sub-group 16 --slm 129K",
            "--slm: kernel.slm_bytes = 132096 is out of range: valid values are 0 to 131072",
        ),
        (
            "calc --arch xe-hpc --threads 1024 --sub-group 16 --large-grf",
            "valid values are 1 to 512 with sub-groups of 16",
        ),
        (
            "calc --arch xe2-hpg --threads 256 --sub-group 16 --large-grf",
            "--large-grf: kernel.large_grf: xe2-hpg (Xe2-HPG) has no large-GRF mode",
        ),
        (
            "calc --arch gen12 --xves 40 --threads 256 --sub-group 16",
            "--xves: device.xve_count: 40 XVEs is not a whole number of Xe-cores nor a part Intel's calculator \
             lists: gen12 has 16 XVEs per Xe-core, so valid values are positive multiples of 16 (16, 32, 48 …), or \
             24 (parts Intel's calculator lists for gen12)",
        ),
        (
            "calc --arch xe-hpc --xves 1024 --threads 256 --sub-group 16 --global 1000",
            "--global: global_size: 1000 work-items is not a positive multiple of the work-group size (256)",
        ),
        (
            "calc --arch xe-hpc --threads 256 --sub-group 16 --global 2560",
            "--global needs the GPU's XVE count: give --xves N",
        ),
        (
            "plan --arch xe-hpc --threads 256 --sub-group 16 --grid 10",
            "--global (or --grid, --items) needs the GPU's XVE count: give --xves N (a multiple of 8; Intel's \
             calculator offers",
        ),
        (
            "plan --gpu b580 --threads 256 --sub-group 16 --global 1024 --grid 4",
            "give either --global (work-items) or --grid/--items, not both",
        ),
        (
            "plan --gpu b580 --threads 256 --sub-group 16 --global 1000",
            "--global (or --grid, --items): global_size: 1000 work-items is not a positive multiple",
        ),
        (
            "calc --gpu b580 --threads 256 --sub-group 16 --global 1024 --csv",
            "--global gives the GPU's waves in the report and --json; --csv and --markdown give the per-Xe-core \
             figures only: leave out --global",
        ),
        (
            "calc --gpu b580 --threads 256",
            "--sub-group is required for an Intel GPU",
        ),
        (
            "calc --arch xe-9 --threads 256",
            "--arch 'xe-9' is neither an AMD gfx target",
        ),
    ] {
        let err = refused(line);
        assert!(err.contains(expected), "{line}: {err}");
    }
}

#[test]
fn other_vendors_flags_are_refused_on_intel_and_intels_on_theirs() {
    for (line, flag) in [
        (
            "calc --gpu b580 --threads 256 --sub-group 16 --regs 32",
            "--regs applies to NVIDIA GPUs only; Arc B580 is an Intel GPU",
        ),
        (
            "calc --gpu b580 --threads 256 --sub-group 16 --static-smem 1K",
            "--static-smem applies to NVIDIA GPUs only",
        ),
        (
            "calc --gpu b580 --threads 256 --sub-group 16 --vgprs 32",
            "--vgprs applies to AMD GPUs only",
        ),
        (
            "calc --gpu b580 --threads 256 --sub-group 16 --cu-mode",
            "--cu-mode applies to AMD GPUs only",
        ),
        (
            "calc --gpu b580 --threads 256 --sub-group 16 --sms 3",
            "--sms applies to NVIDIA GPUs",
        ),
        (
            "calc --arch xe-hpc --threads 256 --sub-group 16 --cus 3",
            "--cus applies to AMD GPUs",
        ),
        (
            "calc --gpu 4090 --threads 256 --regs 32 --sub-group 16",
            "--sub-group applies to Intel GPUs only; GeForce RTX 4090 (CC 8.9) is an NVIDIA GPU",
        ),
        (
            "calc --cc 8.9 --threads 256 --regs 32 --large-grf",
            "--large-grf applies to Intel GPUs only",
        ),
        (
            "calc --gpu mi300x --threads 256 --vgprs 32 --slm 1K",
            "--slm applies to Intel GPUs only; Instinct MI300X (gfx942) is an AMD GPU",
        ),
        (
            "calc --arch gfx90a --threads 256 --vgprs 32 --global 256",
            "--global applies to Intel GPUs only",
        ),
        (
            "calc --cc 8.9 --threads 256 --regs 32 --xves 8",
            "--xves applies to Intel GPUs (XVEs); CC 8.9 is an NVIDIA GPU",
        ),
        (
            "calc --arch gfx90a --threads 256 --vgprs 32 --xves 8",
            "--xves applies to Intel GPUs (XVEs); gfx90a is an AMD GPU",
        ),
        (
            "plan --gpu b580 --threads 256 --sub-group 16 --smem-per-thread 4",
            "--smem-per-thread applies to NVIDIA GPUs only",
        ),
    ] {
        let err = refused(line);
        assert!(err.contains(flag), "{line}: {err}");
    }
    // --barriers is NVIDIA's and Intel's: a count on NVIDIA, a switch on Intel.
    ok("calc --gpu 4090 --threads 256 --regs 32 --barriers 2");
    ok("calc --gpu b580 --threads 256 --sub-group 16 --barriers");
}

#[test]
fn batch_answers_intel_lines_beside_nvidia_and_amd_lines_unchanged() {
    let lines = [
        r#"{"device": {"arch": "xe-hpc", "xve_count": 1024}, "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 49152, "barriers": 1, "large_grf": false}}"#,
        r#"{"gpu": "max 1550", "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 49152, "barriers": 1, "large_grf": false}}"#,
        r#"{"gpu": "t4", "kernel": {"threads_per_block": 64, "regs_per_thread": 32}}"#,
        r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 256, "vgprs": 128}}"#,
        r#"{"gpu": "max 1550", "kernel": {"threads_per_block": 256, "regs_per_thread": 32}}"#,
        r#"{"gpu": "mi300x", "kernel": {"threads_per_block": 256, "sub_group_size": 16}}"#,
        r#"{"device": {"arch": "xe-hpc"}, "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm": 1}}"#,
        r#"{"device": {"arch": "gen12", "xve_count": 40}, "kernel": {"threads_per_block": 256, "sub_group_size": 16}}"#,
        r#"{"device": {"arch": "xe-hpc"}, "kernel": {"threads_per_block": 1024, "sub_group_size": 16, "large_grf": true}}"#,
        r#"{"device": {"arch": "xe-hpc"}, "kernel": {"threads_per_block": 256}}"#,
        r#"{"device": {"arch": "xe-hpc"}, "kernel": {"threads_per_block": 256, "sub_group_size": 16, "barriers": true}}"#,
        r#"{"device": {"arch": "gen12", "xve_count": 24}, "kernel": {"threads_per_block": 256, "sub_group_size": 16}}"#,
    ];
    let out = batch(&lines.join("\n"));
    assert_eq!(out.len(), lines.len());
    let expected: serde_json::Value = serde_json::from_str(
        r#"{"vendor": "intel", "occupancy": 0.5, "workgroups_per_xe_core": 2, "hw_threads_per_workgroup": 16,
            "limiters": ["slm"], "limits": {"threads": 4, "slm": 2, "workgroups": 64, "barriers": 64},
            "slm_allocated_bytes": 49152, "warnings": [], "error": null}"#,
    )
    .unwrap();
    assert_eq!(out[0], expected);
    assert_eq!(out[1], expected);
    // NVIDIA's and AMD's lines answer as they do alone, in their own shapes.
    assert_eq!(out[2]["vendor"], "nvidia");
    assert_eq!(out[2]["active_threads_per_sm"], 1024);
    assert_eq!(out[3]["vendor"], "amd");
    assert_eq!(out[3]["waves_per_simd"], 4);
    let error = |i: usize| out[i]["error"].as_str().unwrap().to_string();
    assert!(
        error(4).starts_with("gpu: Data Center GPU Max 1550 is an Intel GPU (xe-hpc): its kernel takes sub_group_size"),
        "{}",
        error(4)
    );
    assert!(
        error(5).starts_with("gpu: Instinct MI300X is an AMD GPU (gfx942): its kernel takes vgprs"),
        "{}",
        error(5)
    );
    assert!(
        error(6).starts_with("kernel.slm: unknown field `slm`"),
        "{}",
        error(6)
    );
    assert!(
        error(7).starts_with("device.xve_count: 40 XVEs"),
        "{}",
        error(7)
    );
    assert!(
        error(8).starts_with("kernel.threads_per_block: 1024 work-items"),
        "{}",
        error(8)
    );
    assert!(
        error(9).starts_with("kernel: missing field `sub_group_size`"),
        "{}",
        error(9)
    );
    assert_eq!(out[10]["limits"]["barriers"], 64);
    // A fused part Intel's calculator lists answers with a full Xe-core's figures.
    let gen12 = intel::arch("gen12").unwrap();
    let expected = IntelBatchOutput::evaluate(gen12, &Kernel::new(256, 16)).unwrap();
    assert_eq!(out[11], serde_json::to_value(expected).unwrap());
}

#[test]
fn fused_parts_the_calculator_lists_compute_as_intels_page_does() {
    // Xe-LP with 24 XVEs (UHD Graphics 730-class), the calculator's gen12 list: 1.5 Xe-cores of 16. 11 work-groups of
    // 256 work-items in sub-groups of 16, 7 per Xe-core: the calculator's waves hold 10.5.
    let gen12 = intel::arch("gen12").unwrap();
    let k = Kernel::new(256, 16);
    let result = intel::occupancy(gen12, &k).unwrap();
    let cores = intel::Device {
        arch: gen12,
        xve_count: 24,
    }
    .xe_cores()
    .unwrap();
    let g = intel::gpu_occupancy_on(&k, &result, cores, 11 * 256).unwrap();
    let say = occ_core::msg::Say::english(occ_core::Vendor::Intel);
    let note = intel::report::xe_core_note(gen12, cores, &say).unwrap();
    let report = ok("calc --arch gen12 --xves 24 --threads 256 --sub-group 16 --global 2816");
    assert!(
        report.contains("generic gen12, Xe-LP (1.5 Xe-cores, 24 XVEs)"),
        "{report}"
    );
    assert!(report.contains(&note), "{report}");
    assert!(
        note.starts_with(
            "24 XVEs are 1.5 Xe-cores of 16: per-Xe-core figures are those of a full Xe-core"
        ),
        "{note}"
    );
    assert_eq!(row(&report, "Work-groups per Xe-core"), "7");
    assert_eq!(
        row(&report, "Work-groups"),
        "11 (10.5 per wave: 7 per Xe-core × 1.5 Xe-cores)"
    );
    assert_eq!(
        row(&report, "Average GPU occupancy (over the waves)"),
        format!("{:.2} %", g.average * 100.0)
    );
    assert_eq!(row(&report, "Xe-cores"), "1.5");
    // The same launch on the UHD Graphics 730 preset, as JSON.
    let out = json("calc --gpu uhd-730 --threads 256 --sub-group 16 --global 2816 --json");
    assert_eq!(out["gpu_occupancy"]["xe_cores"], 1.5);
    assert_eq!(out["gpu_occupancy"]["workgroups_per_wave"], 10.5);
    assert_eq!(out["gpu_occupancy"]["tail_workgroups"], 0.5);
    assert_eq!(out["gpu_occupancy"]["full_waves"], 1);
    assert_eq!(out["gpu_occupancy"]["average"], g.average);
    assert_eq!(out["gpu_occupancy"]["peak"], g.peak);
    let report = ok("calc --gpu uhd-730 --threads 256 --sub-group 16");
    assert!(
        report.contains("UHD Graphics 730 (Raptor Lake) (gen12, Xe-LP, 1.5 Xe-cores, 24 XVEs)"),
        "{report}"
    );
    assert!(report.contains(&note), "{report}");
    // Gen9's 12-EU GT1 parts (the calculator's PCI-ID table), and planning on a fused part.
    let report = ok("calc --gpu hd-610 --threads 64 --sub-group 16");
    assert!(report.contains("12 XVEs are 1.5 Xe-cores of 8"), "{report}");
    let plan = json("plan --gpu uhd-730 --threads 256 --sub-group 16 --grid 11 --json");
    assert_eq!(plan["units"], 1.5);
    assert_eq!(plan["grid_stride_workgroups"], 10.5);
    assert_eq!(plan["gpu_occupancy"]["average"], g.average);
    // Whole Xe-cores say nothing of it.
    let report = ok("calc --gpu uhd-770 --threads 256 --sub-group 16 --global 2816");
    assert!(!report.contains("as Intel's calculator does"), "{report}");
    assert!(report.contains("2 Xe-cores, 32 XVEs"), "{report}");
}

#[test]
fn gpus_lists_intel_presets_with_architecture_xe_cores_and_xves() {
    let table = ok("gpus");
    let b580 = table.lines().find(|l| l.starts_with("Arc B580")).unwrap();
    assert!(
        b580.contains("intel") && b580.contains("xe2-hpg") && b580.contains("20 Xe-cores"),
        "{b580}"
    );
    let list: Vec<serde_json::Value> = serde_json::from_str(&ok("gpus --json")).unwrap();
    let intel: Vec<&serde_json::Value> = list.iter().filter(|g| g["vendor"] == "intel").collect();
    assert!(intel.len() >= 15, "{}", intel.len());
    for gpu in intel {
        let arch = intel::arch(gpu["xe"].as_str().unwrap()).unwrap();
        let cores = gpu["xe_cores"]["value"].as_f64().unwrap();
        let xves = gpu["xves"]["value"].as_f64().unwrap();
        assert_eq!(
            cores * f64::from(arch.xves_per_xe_core),
            xves,
            "{}",
            gpu["id"]
        );
        assert!(gpu.get("cc").is_none() && gpu.get("sms").is_none());
    }
}

#[test]
fn plan_and_roofline_work_on_intel_presets() {
    // 1,000 work-groups of B580 at 5 per Xe-core on 20 Xe-cores: 10 whole waves.
    let plan = json("plan --gpu b580 --threads 128 --sub-group 16 --slm 20K --grid 1000 --json");
    assert_eq!(plan["vendor"], "intel");
    assert_eq!(plan["grid_stride_workgroups"], 100);
    assert_eq!(plan["waves"]["full_waves"], 10);
    assert_eq!(plan["gpu_occupancy"]["average"], 0.625);
    let current = plan["workgroup_sizes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["threads_per_block"] == 128)
        .unwrap();
    assert_eq!(current["workgroups_per_xe_core"], 5);
    let text = ok("plan --gpu b580 --threads 128 --sub-group 16 --slm 20K --items 128000");
    assert!(
        text.contains("1,000 work-groups = 10.00 waves of 100"),
        "{text}"
    );
    let roofline = json("roofline --gpu max1550 --intensity 10 --threads 256 --json");
    assert_eq!(roofline["gpu"], "data-center-gpu-max-1550");
    let rows = roofline["full_occupancy"]["sub_groups"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["sub_group_size"], 16);
    assert_eq!(rows[0]["workgroups_per_xe_core"], 4);
    assert_eq!(rows[0]["max_slm_per_workgroup"], 32 * 1024);
    assert_eq!(rows[0]["min_work_items_to_fill"], 4 * 256 * 128);
    assert!(ok("roofline --gpu b580").contains("Full occupancy at 256 work-items per work-group"));
}

/// Each step `occ plan --json` gives, applied with `occ calc --json`, raises the occupancy: on an Arc B580 and an
/// A770, 128 work-items in sub-groups of 16 fill the Xe-core, and 112 work-items (98.44 %) are one step from it again.
#[test]
fn next_steps_applied_through_the_cli_raise_the_occupancy() {
    let occupancy = |gpu: &str, threads: u32| {
        json(&format!(
            "calc --gpu {gpu} --threads {threads} --sub-group 16 --json"
        ))["occupancy"]
            .as_f64()
            .unwrap()
    };
    for gpu in ["b580", "a770"] {
        assert_eq!(occupancy(gpu, 128), 1.0);
        let plan = json(&format!(
            "plan --gpu {gpu} --threads 128 --sub-group 16 --json"
        ));
        assert_eq!(plan["next_steps"], serde_json::json!([]), "{gpu}");
        let report = ok(&format!("calc --gpu {gpu} --threads 128 --sub-group 16"));
        assert!(report.contains("none needed"), "{report}");
        assert!(!report.contains("shrink the work-group"), "{report}");
        let now = occupancy(gpu, 112);
        assert_eq!(now, 0.984375);
        let plan = json(&format!(
            "plan --gpu {gpu} --threads 112 --sub-group 16 --json"
        ));
        let steps = plan["next_steps"].as_array().unwrap();
        assert!(!steps.is_empty(), "{gpu}");
        for step in steps {
            assert_eq!(step["limiter"], "threads");
            assert_eq!(step["field"], "threads_per_block");
            assert_eq!(step["occupancy_now"].as_f64(), Some(now));
            let then = occupancy(gpu, step["target"].as_u64().unwrap() as u32);
            assert!(then > now, "{gpu}: {step}");
            assert_eq!(step["occupancy_then"].as_f64(), Some(then));
        }
    }
}
