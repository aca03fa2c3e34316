//! `occ_core::profile` on real Nsight Compute reports (`tests/fixtures/profile/`, sources in its SOURCES.md: the
//! details page, the raw page and the text output), rocprof's and Intel's device timing summaries: occ's block
//! limits, theoretical occupancy and waves equal the profiler's own wherever the report gives the inputs, and a
//! report cut off, mangled or huge is answered row by row.

use std::time::Instant;

use occ_core::presets::Target;
use occ_core::profile::{self, Compared, Named, Order};
use occ_core::{amd, nvidia, presets, Answer};

/// Every group of the report compared on the GPU `named`.
fn compared_on(text: &str, named: Named) -> Vec<Compared> {
    let read = profile::read(text);
    assert!(!read.launches.is_empty(), "{:?}", read.unread);
    profile::group(&read.launches)
        .into_iter()
        .map(|g| profile::answer(g, named).expect("compared"))
        .collect()
}

fn compared(text: &str, gpu: Option<&str>) -> Vec<Compared> {
    let preset = gpu.map(|g| presets::find(g).expect("a preset"));
    compared_on(
        text,
        Named {
            preset,
            ..Named::default()
        },
    )
}

/// occ's NVIDIA answer of a comparison.
fn nvidia_of(c: &Compared) -> (&nvidia::Launch, &nvidia::Occupancy) {
    match &c.answer {
        Answer::Nvidia(launch, occupancy) => (launch, occupancy),
        other => panic!("not NVIDIA's: {other:?}"),
    }
}

/// occ's AMD answer of a comparison.
fn amd_of(c: &Compared) -> (&amd::Launch, &amd::Occupancy) {
    match &c.answer {
        Answer::Amd(launch, occupancy) => (launch, occupancy),
        other => panic!("not AMD's: {other:?}"),
    }
}

/// Every figure the profiler computed equals occ's, but the barrier limit: the report gives no barrier count, so
/// occ assumes one barrier and says so.
fn agrees_but_barriers(c: &Compared) {
    let l = &c.group.launch.computed;
    let (launch, occupancy) = nvidia_of(c);
    let ours = occupancy.block_limits;
    assert_eq!(ours.registers, l.registers, "registers");
    assert_eq!(ours.warps, l.warps, "warps");
    assert_eq!(ours.blocks, l.blocks, "block slots");
    match ours.shared_memory {
        Some(smem) => assert_eq!(Some(smem), l.shared_memory, "shared memory"),
        // Unused shared memory limits nothing: the profiler prints the block slots.
        None => assert_eq!(l.shared_memory, l.blocks),
    }
    // The profiler prints its percentage to two places at most: 33.33 for 1/3.
    let theirs = l.occupancy.expect("a theoretical occupancy");
    assert!(
        (c.occupancy() - theirs).abs() <= 0.00005,
        "{} vs {theirs}",
        c.occupancy()
    );
    let grid = c.group.launch.grid.expect("a grid") as f64;
    let waves = grid / f64::from(occupancy.active_blocks_per_sm * launch.gpu.device().sm_count);
    assert!(
        (waves - l.waves_per_sm.expect("waves")).abs() < 0.006,
        "waves {waves}"
    );
    assert!(!c.assumed.is_empty());
}

#[test]
fn a_cutlass_gemm_on_cc_10_matches_nsight_computes_limits_and_names_its_partial_wave() {
    let text = include_str!("fixtures/profile/superbench_cublaslt_sm100.ncu.csv");
    let all = compared(text, None);
    assert_eq!(all.len(), 1);
    let c = &all[0];
    agrees_but_barriers(c);
    assert_eq!(nvidia_of(c).0.gpu.device().sm_count, 152);
    assert_eq!(c.group.launch.threads, Some(384));
    assert_eq!(c.group.launch.grid, Some(288));
    assert_eq!(c.group.launch.dynamic_smem, Some(205_696));
    assert_eq!(nvidia_of(c).1.active_blocks_per_sm, 1);
    // 288 blocks over 152 slots: 1 full wave and 136 blocks, as ncu's own rule says.
    let english = occ_core::msg::Say::english(occ_core::Vendor::Nvidia);
    let gap = c.gap.as_ref().expect("a gap").say(&english);
    assert!(
        gap.contains("1 full wave and a partial wave of 136 blocks"),
        "{gap}"
    );
    // The barrier limit is the one figure that differs, and it is said with both numbers.
    let differs = profile::said(&c.differs, &english);
    assert_eq!(differs.len(), 1, "{differs:?}");
    assert!(differs[0].contains("the profiler 9"), "{differs:?}");
    assert_eq!(c.agrees, Some(false));
    assert_eq!(c.group.launch.cluster_size, Some(0));
    assert!((c.group.achieved.unwrap() - 0.1553).abs() < 1e-9);
}

#[test]
fn a_2020_report_without_device_columns_needs_the_gpu_and_then_matches() {
    let text = include_str!("fixtures/profile/rodinia_cfd_v100.ncu.csv");
    let read = profile::read(text);
    let groups = profile::group(&read.launches);
    assert!(
        profile::gpu_of(&groups[0], Named::default()).is_err(),
        "no compute capability in the report"
    );
    let all = compared(text, Some("v100"));
    let c = &all[0];
    agrees_but_barriers(c);
    assert_eq!(c.agrees, Some(true));
    assert_eq!(nvidia_of(c).1.active_blocks_per_sm, 10);
    assert!((c.group.launch.duration_ns.unwrap() - 8992.0).abs() < 1e-9);
    let english = occ_core::msg::Say::english(occ_core::Vendor::Nvidia);
    let gap = c.gap.as_ref().expect("a gap").say(&english);
    assert!(gap.contains("smaller than one wave (800 blocks"), "{gap}");
}

#[test]
fn bad_rows_are_named_by_line_and_the_rest_is_answered() {
    let text = include_str!("fixtures/profile/rodinia_cfd_v100.ncu.csv");
    // BOM and CRLF, a unit occ does not know, a value that is no number, a row cut off, a launch repeated.
    let mut mangled = String::from("\u{feff}");
    for line in text.lines() {
        let line = line.replace(
            "\"Static Shared Memory Per Block\",\"byte/block\"",
            "\"Static Shared Memory Per Block\",\"furlong\"",
        );
        mangled.push_str(&line);
        mangled.push_str("\r\n");
    }
    mangled.push_str(
        &text
            .lines()
            .nth(13)
            .unwrap()
            .replace("\"0\",\"28439\"", "\"1\",\"28439\""),
    );
    mangled.push_str("\r\n\"2\",\"28439\",\"cfd_000\",\"127.0.0.1\",\"cut");
    let read = profile::read(&mangled);
    let lines: Vec<usize> = read.unread.iter().map(|u| u.line).collect();
    assert!(
        lines.contains(&17),
        "the unknown unit's row: {:?}",
        read.unread
    );
    assert!(lines.contains(&29), "the cut row: {:?}", read.unread);
    assert_eq!(read.launches.len(), 2);
    assert_eq!(read.launches[0].regs, Some(20));
    assert!(profile::read("no report here").launches.is_empty());
    assert_eq!(profile::read("no report here").unread[0].line, 0);
}

#[test]
fn a_large_report_is_read_in_linear_time_and_launches_of_one_configuration_are_grouped() {
    let text = include_str!("fixtures/profile/superbench_cublaslt_sm100.ncu.csv");
    let mut header = text.lines();
    let mut big = String::from(header.next().unwrap());
    big.push('\n');
    let body: Vec<&str> = header.collect();
    for id in 0..3000 {
        for line in &body {
            big.push_str(&line.replacen("\"0\"", &format!("\"{id}\""), 1));
            big.push('\n');
        }
    }
    let start = Instant::now();
    let read = profile::read(&big);
    let groups = profile::group(&read.launches);
    let spent = start.elapsed();
    assert_eq!(read.launches.len(), 3000);
    assert_eq!(groups.len(), 1);
    assert_eq!(groups[0].count, 3000);
    assert!((groups[0].total_ns.unwrap() - 3000.0 * 406_240.0).abs() < 1.0);
    // ≤ 10 ms of CPU per launch is the goal; this is far below it even in a debug build.
    assert!(
        spent.as_secs_f64() / 3000.0 < 0.01,
        "{spent:?} for 3000 launches"
    );
}

/// The GPU a test names by its gfx target.
fn arch(name: &str) -> Named {
    Named {
        preset: None,
        target: Some(Target::Amd(amd::arch(name).expect("a gfx target"))),
        stands_in: false,
        units: None,
    }
}

fn english(c: &Compared) -> Vec<String> {
    profile::said(
        &c.assumed,
        &occ_core::msg::Say::english(occ_core::Vendor::Amd),
    )
}

const V1: &str = include_str!("fixtures/profile/rocprof_v1_results.csv");
const TRACE: &str = include_str!("fixtures/profile/rocprofv3_kernel_trace.csv");
const COUNTERS: &str = include_str!("fixtures/profile/rocprofv3_counter_collection_mi300a.csv");

#[test]
fn rocprof_v1_results_read_and_answered_on_gfx90a() {
    let read = profile::read(V1);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    let l = &read.launches[0];
    // grd 65536 work-items of wgr 256: 256 work-groups (nbody-orig 65536, BLOCK_SIZE 256).
    assert_eq!(l.threads, Some(256));
    assert_eq!(l.grid, Some(256));
    // EndNs - BeginNs = 1594244138305243 - 1594244111978746.
    assert_eq!(l.duration_ns, Some(26_326_497.0));
    let r = l.amd.as_ref().expect("AMD's resources");
    assert_eq!(
        (r.vgprs, r.agprs, r.sgprs, r.lds_bytes, r.wave_size),
        (Some(20), Some(4), Some(16), Some(0), Some(64))
    );
    assert_eq!(r.agent.as_deref(), Some("0"));
    // No GPU in the report: the refusal names --arch, nothing is guessed.
    let group = profile::group(&read.launches).remove(0);
    let refused = profile::answer(group, Named::default()).unwrap_err();
    let refused = refused.say(&occ_core::msg::Say::english(occ_core::Vendor::Amd));
    assert!(refused.contains("--arch"), "{refused}");
    // gfx90a, by LLVM's rules (llc-19's `Occupancy`): arch VGPRs and AGPRs share one file of 512 per lane, the
    // AGPRs after the arch VGPRs aligned to 4: 20 + 4 = 24, a multiple of the granule 8, so 512 / 24 = 21 waves,
    // capped at gfx90a's 8 per SIMD. 16 SGPRs allow more than 8 too. A work-group of 256 is 4 waves of 64, one per
    // SIMD, so 8 work-groups per CU, 32 waves: 8 / 8 = 100 %.
    let all = compared_on(V1, arch("gfx90a"));
    let c = &all[0];
    let (launch, occupancy) = amd_of(c);
    assert_eq!(launch.kernel.wave_size, 64);
    assert_eq!(occupancy.waves_per_simd, 8);
    assert_eq!(occupancy.workgroups_per_cu, 8);
    assert_eq!(occupancy.waves_per_cu, 32);
    assert_eq!(occupancy.counted_vgprs, 24);
    assert_eq!(c.occupancy(), 1.0);
    // rocprof computes no theoretical figure, and this report measured no occupancy counter.
    assert_eq!(c.agrees, None);
    assert_eq!(c.group.achieved, None);
    assert!(c.gap.is_none());
    // The wave size is the report's; the CU count is not given, and that is said.
    let assumed = english(c);
    assert!(
        !assumed.iter().any(|a| a.contains("wave size")),
        "{assumed:?}"
    );
    assert!(
        assumed.iter().any(|a| a.contains("no CU count")),
        "{assumed:?}"
    );
}

#[test]
fn rocprof_v1_registers_that_bind_give_what_llvm_gives() {
    // The same row with 128 arch VGPRs and 4 AGPRs (only the two register fields changed): on gfx90a
    // align(128, 4) + 4 = 132, rounded up to the granule 8 = 136 per lane; 512 / 136 = 3 waves per SIMD, 3 / 8 =
    // 37.5 %; without the AGPRs 128 → 512 / 128 = 4 waves, 50 %. Work-groups of 4 waves, one per SIMD: 3 (4) per CU.
    for (accum, waves, groups) in [(4, 3, 3), (0, 4, 4)] {
        let text = V1.replace(
            ",65536,256,0,0,20,4,16,64,",
            &format!(",65536,256,0,0,128,{accum},16,64,"),
        );
        let c = &compared_on(&text, arch("gfx90a"))[0];
        let (_, occupancy) = amd_of(c);
        assert_eq!(occupancy.waves_per_simd, waves, "{accum} AGPRs");
        assert_eq!(occupancy.workgroups_per_cu, groups);
        assert_eq!(c.occupancy(), f64::from(waves) / 8.0);
        assert_eq!(c.answer.limiter_names(), ["vgprs"]);
    }
}

#[test]
fn a_rocprofv3_kernel_trace_counts_its_grid_in_work_items() {
    let read = profile::read(TRACE);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    assert_eq!(read.launches.len(), 3);
    // Workgroup_Size 64×1×1, Grid_Size 1024×1024×1 work-items: ⌈1024/64⌉ · 1024 = 16,384 work-groups (the
    // documentation's counter collection of the same program counts SQ_WAVES 16384, one wave each).
    for l in &read.launches {
        assert_eq!((l.threads, l.grid), (Some(64), Some(16_384)));
        assert_eq!(l.amd.as_ref().unwrap().agent.as_deref(), Some("Agent 4"));
    }
    // End_Timestamp - Start_Timestamp of each row.
    let times: Vec<f64> = read.launches.iter().filter_map(|l| l.duration_ns).collect();
    assert_eq!(times, [11_040.0, 11_040.0, 9_720.0]);
    let all = compared_on(TRACE, arch("gfx90a"));
    assert_eq!(all.len(), 3, "three kernels, three groups");
    for c in &all {
        // 8 VGPRs and 16 SGPRs bind nothing below the cap: 8 waves per SIMD; work-groups of one wave, 4 SIMDs:
        // 32 per CU.
        let (_, occupancy) = amd_of(c);
        assert_eq!(occupancy.waves_per_simd, 8);
        assert_eq!(occupancy.workgroups_per_cu, 32);
        let assumed = english(c);
        assert!(
            assumed
                .iter()
                .any(|a| a.contains("wave64, gfx90a's default")),
            "{assumed:?}"
        );
    }
    // On RDNA the assumed wave size is that target's default, wave32.
    let c = &compared_on(TRACE, arch("gfx1100"))[0];
    assert_eq!(amd_of(c).0.kernel.wave_size, 32);
    assert!(english(c)
        .iter()
        .any(|a| a.contains("wave32, gfx1100's default")));
}

#[test]
fn rocpds_title_cased_columns_read_as_rocprofv3s() {
    // rocpd's CSV export (rocpd/csv.py) writes the kernel trace's columns from its database's names, title-cased
    // (`Lds_Block_Size`, `Vgpr_Count`, `Accum_Vgpr_Count`, `Sgpr_Count`), with a `Guid` and a `Duration` column.
    let mut lines = TRACE.lines();
    let header = lines
        .next()
        .unwrap()
        .replace("\"LDS_Block_Size\"", "\"Lds_Block_Size\"")
        .replace("\"VGPR_Count\"", "\"Vgpr_Count\"")
        .replace("\"Accum_VGPR_Count\"", "\"Accum_Vgpr_Count\"")
        .replace("\"SGPR_Count\"", "\"Sgpr_Count\"");
    let mut text = format!("\"Guid\",{header},\"Duration\"\n");
    for line in lines {
        text.push_str(&format!("\"abc\",{line},11040\n"));
    }
    let rocpd = profile::read(&text);
    let v3 = profile::read(TRACE);
    assert!(rocpd.unread.is_empty(), "{:?}", rocpd.unread);
    assert_eq!(rocpd.launches.len(), 3);
    for (a, b) in rocpd.launches.iter().zip(&v3.launches) {
        assert_eq!(
            (&a.kernel, a.threads, a.grid, &a.amd),
            (&b.kernel, b.threads, b.grid, &b.amd)
        );
    }
}

#[test]
fn a_rocprofv3_counter_collection_gives_achieved_occupancy_beside_occs() {
    let read = profile::read(COUNTERS);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    assert_eq!(read.launches.len(), 8, "one launch per dispatch");
    let mi300a = presets::find("mi300a").unwrap();
    let all = compared_on(
        COUNTERS,
        Named {
            preset: Some(mi300a),
            target: None,
            stands_in: false,
            units: None,
        },
    );
    let find = |name: &str| all.iter().find(|c| c.group.launch.kernel == name).unwrap();
    let rhs = find("compute_rhs");
    assert_eq!(rhs.group.count, 2);
    // 82,527 + 81,415 ns.
    assert_eq!(rhs.group.total_ns, Some(163_942.0));
    // The mean of the two dispatches' OccupancyPercent, 81.251605 and 80.810704.
    let achieved = rhs.group.achieved.unwrap();
    assert!((achieved - 0.810_311_545).abs() < 1e-9, "{achieved}");
    // gfx942: 52 arch VGPRs + 4 AGPRs = 56 per lane of 512, 9 waves, capped at 8: 100 %. 16x16 work-groups are 4
    // waves, 8 per CU; MI300A's 228 CUs hold 1,824 at once. The grid is 2048² / 256 = 16,384 work-groups =
    // 8 · 1,824 + 1,792: a partial last wave.
    let (_, occupancy) = amd_of(rhs);
    assert_eq!(occupancy.counted_vgprs, 56);
    assert_eq!(rhs.occupancy(), 1.0);
    assert_eq!(rhs.group.launch.grid, Some(16_384));
    assert_eq!(rhs.units, Some(228));
    let say = occ_core::msg::Say::english(occ_core::Vendor::Amd);
    let gap = rhs.gap.as_ref().unwrap().say(&say);
    assert!(
        gap.contains("8 full waves and a partial wave of 1792 work-groups (of 1824)"),
        "{gap}"
    );
    assert_eq!(rhs.agrees, None);
    assert_eq!(rhs.group.launch.computed.occupancy, None);
    // The boundary kernel's grid is 2048 / 256 = 8 work-groups, far from one wave.
    let bc = find("apply_reflect_bc");
    assert_eq!(bc.group.count, 3);
    let gap = bc.gap.as_ref().unwrap().say(&say);
    assert!(
        gap.contains("grid (8 work-groups) is smaller than one wave (1824"),
        "{gap}"
    );
    // MI300A is the preset's name; the wave size is assumed, the CUs are the preset's.
    assert!(rhs.gpu(&say).contains("MI300A"));
    let assumed = english(rhs);
    assert_eq!(assumed.len(), 1, "{assumed:?}");
    // Without a GPU of known size no wave is counted: where the waves could explain the gap, that is said instead.
    let bare = compared_on(COUNTERS, arch("gfx942"));
    assert!(bare.iter().all(|c| c.units.is_none()));
    let gaps: Vec<String> = bare
        .iter()
        .filter_map(|c| c.gap.as_ref().map(|g| g.say(&say)))
        .collect();
    assert!(gaps
        .iter()
        .all(|g| !g.contains("one wave (") && !g.contains("full wave")));
    assert!(
        gaps.iter()
            .any(|g| g.starts_with("not known without the GPU's number of CUs")),
        "{gaps:?}"
    );
}

#[test]
fn mean_occupancy_per_cu_is_divided_by_the_waves_a_cu_holds() {
    // The counter collection's rows with MeanOccupancyPerCU 16 instead: gfx942's CU holds 4 SIMDs × 8 waves = 32,
    // so 16 waves per CU are 50 %.
    let text: String = COUNTERS
        .lines()
        .map(|line| {
            let line = line.replace(
                "\"OccupancyPercent\",62.563927",
                "\"MeanOccupancyPerCU\",16",
            );
            format!("{line}\n")
        })
        .collect();
    let all = compared_on(&text, arch("gfx942"));
    let init = all
        .iter()
        .find(|c| c.group.launch.kernel == "init_gaussian")
        .unwrap();
    assert_eq!(init.group.achieved, Some(0.5));
    assert!(english(init)
        .iter()
        .any(|a| a.contains("16.00 waves per CU of the 32")));
}

#[test]
fn bad_amd_rows_are_named_by_line_and_column_and_the_rest_is_answered() {
    // BOM, CRLF, a column occ does not know, a register count that is no number, a percent past 100, a row cut
    // inside a quoted field, a row cut after a comma, an end before its start.
    let mut lines: Vec<String> = COUNTERS.lines().map(str::to_string).collect();
    lines[0] = format!("\u{feff}{},\"Extra\"", lines[0]);
    for line in lines.iter_mut().skip(1) {
        line.push_str(",\"whatever\"");
    }
    lines[2] = lines[2].replace(",28,4,32,", ",lots,4,32,");
    lines[3] = lines[3].replace("1.84416852e-01", "250");
    lines[5] = lines[5].replace("1569088304874402", "1569088304000000");
    lines.push("9,9,\"Agent 1\",2,3260732,3260732,4194304,3,\"compute_r".to_string());
    lines.push("10,10,\"Agent 1\",2,3260732".to_string());
    let text = lines.join("\r\n");
    let read = profile::read(&text);
    let say = occ_core::msg::Say::english(occ_core::Vendor::Amd);
    let reasons: Vec<(usize, String)> = read
        .unread
        .iter()
        .map(|u| (u.line, u.reason.say(&say)))
        .collect();
    let at = |line: usize| {
        reasons
            .iter()
            .find(|(l, _)| *l == line)
            .map(|(_, r)| r.clone())
            .unwrap_or_else(|| panic!("line {line} not named: {reasons:?}"))
    };
    assert!(
        at(3).contains("VGPR_Count") && at(3).contains("lots"),
        "{}",
        at(3)
    );
    assert!(
        at(4).contains("OccupancyPercent = 250") && at(4).contains("0 to 100"),
        "{}",
        at(4)
    );
    assert!(
        at(6).contains("End_Timestamp = 1569088304000000"),
        "{}",
        at(6)
    );
    assert!(
        at(6).contains("valid values are 1569088304777292"),
        "{}",
        at(6)
    );
    assert!(at(10).contains("cut off"), "{}", at(10));
    assert!(at(11).contains("fields"), "{}", at(11));
    // Lines 2, 4 (its launch, without the refused counter), 5, 7, 8, 9.
    assert_eq!(read.launches.len(), 6, "{reasons:?}");
    assert_eq!(read.launches[0].kernel, "init_gaussian");
    // A register count the target cannot hold is refused by name, not answered.
    let text = TRACE.replace(",0,0,8,0,16,64,", ",0,0,300,0,16,64,");
    let groups = profile::group(&profile::read(&text).launches);
    let refused = profile::answer(groups[0].clone(), arch("gfx90a")).unwrap_err();
    assert!(
        refused.say(&say).contains("kernel.vgprs"),
        "{}",
        refused.say(&say)
    );
    // What is no report, or a header alone, or nothing, reads as no launch and never panics.
    for text in [
        "",
        "\u{feff}",
        "Kernel_Name,Workgroup_Size,Grid_Size\r\n",
        "KernelName,grd,wgr\n\"a",
    ] {
        let read = profile::read(text);
        assert!(read.launches.is_empty(), "{text:?}");
    }
    // An NVIDIA GPU for an AMD report, and an AMD target for Nsight Compute's, are refused by name.
    let v100 = presets::find("v100").unwrap();
    let group = profile::group(&profile::read(TRACE).launches).remove(0);
    let refused = profile::answer(
        group,
        Named {
            preset: Some(v100),
            target: None,
            stands_in: false,
            units: None,
        },
    )
    .unwrap_err();
    assert!(
        refused.say(&say).contains("Tesla V100"),
        "{}",
        refused.say(&say)
    );
    let ncu = include_str!("fixtures/profile/rodinia_cfd_v100.ncu.csv");
    let group = profile::group(&profile::read(ncu).launches).remove(0);
    let refused = profile::answer(group, arch("gfx90a")).unwrap_err();
    assert!(
        refused.say(&say).contains("gfx90a"),
        "{}",
        refused.say(&say)
    );
}

const RAW: &str = include_str!("fixtures/profile/microgpusim_vectoradd_gtx1080.ncu-raw.csv");
const SGEMM: &str = include_str!("fixtures/profile/ampere_sgemm_cc86.ncu.txt");
const ROW_SUM: &str = include_str!("fixtures/profile/row_sum_cc86.ncu.txt");

fn nvidia_english() -> occ_core::msg::Say {
    occ_core::msg::Say::english(occ_core::Vendor::Nvidia)
}

#[test]
fn a_raw_page_reads_a_launch_per_row_with_its_units_and_matches_ncu() {
    let read = profile::read(RAW);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    assert_eq!(read.launches.len(), 3, "three launches of vecAdd");
    let l = &read.launches[0];
    // The row under the header is the units row; the first launch is the third line.
    assert_eq!(l.line, 3);
    assert_eq!(l.kernel, "vecAdd");
    // device__attribute_compute_capability_major 6.00, _minor 1.00; device__attribute_multiprocessor_count 20.00.
    assert_eq!(l.cc, Some("6.1".parse().unwrap()));
    assert_eq!(l.sms, Some(20));
    // launch__block_size "1,024.00", launch__grid_size "1.00", launch__registers_per_thread "8.00".
    assert_eq!((l.threads, l.grid, l.regs), (Some(1024), Some(1), Some(8)));
    assert_eq!((l.static_smem, l.dynamic_smem), (Some(0), Some(0)));
    // gpu__time_duration 2,720.00 nsecond; sm__active_warps_avg_per_active_cycle_pct 28.30 %.
    assert_eq!(l.duration_ns, Some(2720.0));
    assert!((l.achieved.unwrap() - 0.283).abs() < 1e-9);
    let c = &l.computed;
    assert_eq!(
        (c.registers, c.shared_memory, c.warps, c.blocks),
        (Some(8), Some(32), Some(2), Some(32))
    );
    assert_eq!(c.occupancy, Some(1.0));
    let all = compared(RAW, None);
    assert_eq!(all.len(), 1, "one kernel, one configuration");
    let c = &all[0];
    assert_eq!(c.group.count, 3);
    assert_eq!(c.group.total_ns, Some(3.0 * 2720.0));
    agrees_but_barriers(c);
    // 1,024 threads are 32 warps of CC 6.1's 64: two blocks; 8 registers allow eight.
    assert_eq!(nvidia_of(c).1.active_blocks_per_sm, 2);
    assert_eq!(c.agrees, Some(true));
    assert_eq!(c.answer.limiter_names(), ["warps"]);
    // Pascal has one shared memory configuration: the report's "0.00" changes nothing and nothing is assumed of it.
    let assumed = profile::said(&c.assumed, &nvidia_english());
    assert_eq!(assumed.len(), 1, "{assumed:?}");
    let gap = c.gap.as_ref().unwrap().say(&nvidia_english());
    assert!(
        gap.contains("grid (1 block) is smaller than one wave (40"),
        "{gap}"
    );
}

#[test]
fn a_raw_page_names_its_product_where_name_compute_capability_and_sm_count_are_one_products() {
    // device__attribute_display_name "NVIDIA GeForce GTX 1080", CC 6.1, 20 SMs: the product.
    assert_eq!(
        profile::read(RAW).launches[0].device.as_deref(),
        Some("NVIDIA GeForce GTX 1080")
    );
    let c = &compared(RAW, None)[0];
    let gtx1080 = presets::find("gtx 1080").unwrap();
    assert_eq!(c.preset.map(|p| p.id), Some(gtx1080.id));
    assert_eq!(c.gpu(&nvidia_english()), "GeForce GTX 1080");
    assert_eq!(c.other_gpu(&nvidia_english()), None);
    // The same figures as on CC 6.1's generic device with the report's 20 SMs.
    let generic = &compared_on(
        RAW,
        Named {
            target: Some(presets::Target::Nvidia("6.1".parse().unwrap())),
            ..Named::default()
        },
    )[0];
    assert_eq!(generic.preset, None);
    assert_eq!(generic.answer, c.answer);
    // A name of another size (GTX 1080 Ti has 28 SMs) or a close name: no product.
    for renamed in [
        RAW.replace("NVIDIA GeForce GTX 1080\"", "NVIDIA GeForce GTX 1080 Ti\""),
        RAW.replace(
            "NVIDIA GeForce GTX 1080\"",
            "NVIDIA GeForce GTX 1080 Engineering Sample\"",
        ),
    ] {
        assert_ne!(renamed, RAW);
        let c = &compared(&renamed, None)[0];
        assert_eq!(c.preset, None, "{:?}", c.group.launch.device);
        assert_eq!(c.gpu(&nvidia_english()), "CC 6.1 · 20 SMs");
    }
    // A GPU the caller names is the one answered for.
    let v100 = &compared(RAW, Some("v100"))[0];
    assert_eq!(
        v100.preset.map(|p| p.id),
        presets::find("v100").ok().map(|p| p.id)
    );
}

#[test]
fn the_text_output_reads_as_the_details_page_and_the_reported_carveout_gives_ncus_shared_memory_limit(
) {
    let read = profile::read(SGEMM);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    assert_eq!(read.launches.len(), 1);
    let l = &read.launches[0];
    assert_eq!(l.kernel, "ampere_sgemm_128x64_tn");
    assert_eq!(l.cc, Some("8.6".parse().unwrap()));
    assert_eq!(l.sms, Some(80));
    // The kernel line's (86, 1, 2)x(128, 1, 1) and the Launch Statistics' Grid Size 172, Block Size 128.
    assert_eq!((l.threads, l.grid), (Some(128), Some(172)));
    // 12.80 Kbyte/block of static shared memory (the nsys part of the same file: 12 800 bytes), 1.02 Kbyte/block
    // the driver's, a configuration of 65.54 Kbyte = 64 KiB.
    assert_eq!(l.static_smem, Some(12_800));
    assert_eq!(l.driver_smem, Some(1_024));
    assert_eq!(l.smem_config, Some(65_536));
    assert_eq!(l.duration_ns, Some(538_940.0));
    let all = compared(SGEMM, None);
    let c = &all[0];
    agrees_but_barriers(c);
    assert_eq!(c.agrees, Some(true));
    // 12,800 + 1,024 reserved = 13,824 bytes a block; 65,536 / 13,824 = 4 blocks, as ncu's Block Limit Shared Mem.
    // 122 registers: 4,096 a warp, 16,384 a block of 4 warps: 4 blocks too. 16 of 48 warps: 33.33 %.
    assert_eq!(nvidia_of(c).1.block_limits.shared_memory, Some(4));
    assert_eq!(nvidia_of(c).1.active_blocks_per_sm, 4);
    assert_eq!(
        c.answer.limiter_names(),
        ["registers", "shared_memory"],
        "both bind, as ncu's rule says"
    );
    // Without the configuration size, the driver's default carveout on CC 8.6 (100 KiB) allows 102,400 / 13,824
    // = 7 blocks: the shared memory limit differs from ncu's, and the assumption is said.
    let mut group = c.group.clone();
    group.launch.smem_config = None;
    let default = profile::answer(group, Named::default()).unwrap();
    assert_eq!(nvidia_of(&default).1.block_limits.shared_memory, Some(7));
    let differs = profile::said(&default.differs, &nvidia_english());
    assert_eq!(differs.len(), 1, "{differs:?}");
    assert!(
        differs[0].contains("shared memory: occ 7, the profiler 4"),
        "{differs:?}"
    );
    let assumed = profile::said(&default.assumed, &nvidia_english());
    assert!(
        assumed.iter().any(|a| a.contains("default carveout")),
        "{assumed:?}"
    );
    // 172 blocks over 4 · 80 = 320 slots: 0.54 waves, ncu's Waves Per SM.
    let gap = c.gap.as_ref().unwrap().say(&nvidia_english());
    assert!(
        gap.contains("grid (172 blocks) is smaller than one wave (320"),
        "{gap}"
    );
}

#[test]
fn a_text_report_among_the_programs_output_gives_each_run_its_group() {
    let read = profile::read(ROW_SUM);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    // Two runs, the ==PROF== lines, "Passed sanity check!" and the process line around them.
    assert_eq!(read.launches.len(), 2);
    assert_eq!(read.launches[0].line, 6);
    assert_eq!(read.launches[1].line, 86);
    assert_eq!(
        read.launches[0].kernel,
        "row_sum_bad(const float *, float *, int, int)"
    );
    let all = compared(ROW_SUM, None);
    assert_eq!(all.len(), 2, "two grids, two configurations");
    for c in &all {
        agrees_but_barriers(c);
        assert_eq!(c.agrees, Some(true));
        // 4,096 static + 1,024 reserved = 5,120 bytes a block in the reported 64 KiB carveout: 12 blocks, ncu's
        // figure (the default 100 KiB would allow 20). Warps bind: 6 blocks of 8 warps fill CC 8.6's 48.
        let (_, occupancy) = nvidia_of(c);
        assert_eq!(occupancy.block_limits.shared_memory, Some(12));
        assert_eq!(occupancy.active_blocks_per_sm, 6);
        assert_eq!(c.occupancy(), 1.0);
    }
    // Grid Size "23,989": 48 full waves of 492 and 373 blocks.
    let first = all
        .iter()
        .find(|c| c.group.launch.grid == Some(23_989))
        .unwrap();
    let gap = first.gap.as_ref().unwrap().say(&nvidia_english());
    assert!(
        gap.contains("48 full waves and a partial wave of 373 blocks (of 492)"),
        "{gap}"
    );
    assert!((first.group.achieved.unwrap() - 0.8006).abs() < 1e-9);
}

/// The raw page's lines, each changed by `change` (the line's index from 0 and its text).
fn raw_lines(change: impl Fn(usize, &str) -> Option<String>) -> String {
    RAW.lines()
        .enumerate()
        .filter_map(|(i, line)| change(i, line))
        .map(|line| line + "\n")
        .collect()
}

fn reasons(read: &profile::Read) -> Vec<(usize, String)> {
    read.unread
        .iter()
        .map(|u| (u.line, u.reason.say(&nvidia_english())))
        .collect()
}

#[test]
fn bad_raw_pages_are_named_by_line_and_the_rest_is_read() {
    // BOM and CRLF read as the clean page does.
    let crlf = format!("\u{feff}{}", RAW.replace('\n', "\r\n"));
    assert_eq!(profile::read(&crlf), profile::read(RAW));
    // The last row cut inside a quoted field, and a row cut after a comma.
    let last = RAW.lines().last().unwrap();
    // The comma after a field, half way along the row.
    let comma = last[last.len() / 2..].find("\",\"").unwrap() + last.len() / 2 + 1;
    let cut = format!("{RAW}{}\"12\n{}\n", &last[..=comma], &last[..=comma]);
    let read = profile::read(&cut);
    let said = reasons(&read);
    assert_eq!(read.launches.len(), 3, "{said:?}");
    assert_eq!(said.len(), 2, "{said:?}");
    assert_eq!(said[0].0, 6);
    assert!(said[0].1.contains("cut off"), "{said:?}");
    assert_eq!(said[1].0, 7);
    assert!(said[1].1.contains("where the header has 400"), "{said:?}");
    // No units row: named once under the header; sizes and durations are not read, counts and percentages are.
    let read = profile::read(&raw_lines(|i, line| (i != 1).then(|| line.to_string())));
    let said = reasons(&read);
    assert_eq!(said.len(), 1, "{said:?}");
    assert_eq!(said[0].0, 2);
    assert!(said[0].1.contains("no row of units"), "{said:?}");
    assert_eq!(read.launches.len(), 3);
    let l = &read.launches[0];
    assert_eq!(
        (l.static_smem, l.duration_ns, l.regs),
        (None, None, Some(8))
    );
    // A units row cut off is named, and so is the missing units row its launches are read without.
    let read = profile::read(&raw_lines(|i, line| {
        Some(if i == 1 {
            line[..20].to_string()
        } else {
            line.to_string()
        })
    }));
    let said = reasons(&read);
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(said[0].0 == 2 && said[0].1.contains("fields"), "{said:?}");
    assert!(
        said[1].0 == 2 && said[1].1.contains("no row of units"),
        "{said:?}"
    );
    assert_eq!(read.launches.len(), 3);
    assert_eq!(read.launches[0].duration_ns, None);
    // …and the comparison says it took no shared memory, not silently.
    let c = &compared_on(
        &raw_lines(|i, line| (i != 1).then(|| line.to_string())),
        Named::default(),
    )[0];
    let assumed = profile::said(&c.assumed, &nvidia_english());
    assert!(
        assumed
            .iter()
            .any(|a| a.contains("no shared memory per block")),
        "{assumed:?}"
    );
    // A value that is no number is named with its metric; the launch keeps the rest.
    let read = profile::read(&raw_lines(|i, line| {
        Some(if i == 2 {
            line.replacen("\"8.00\",\"8,192.00\"", "\"lots\",\"8,192.00\"", 1)
        } else {
            line.to_string()
        })
    }));
    let said = reasons(&read);
    assert!(
        said.iter()
            .any(|(l, r)| *l == 3 && r.contains("Registers Per Thread") && r.contains("lots")),
        "{said:?}"
    );
    assert_eq!(read.launches[0].regs, None);
    assert_eq!(read.launches[0].computed.warps, Some(2));
    // Metrics occ does not know are passed over; a header of none it knows is no raw page.
    let renamed = RAW.replace("\"dram__", "\"unknown__");
    assert_eq!(
        profile::read(&renamed).launches,
        profile::read(RAW).launches
    );
    let none =
        "\"ID\",\"Kernel Name\",\"unknown__metric\"\n\"\",\"\",\"byte\"\n\"0\",\"k\",\"1\"\n";
    let read = profile::read(none);
    assert!(read.launches.is_empty());
    assert_eq!(read.unread[0].line, 0);
}

#[test]
fn bad_text_reports_are_named_by_line_and_the_rest_is_read() {
    // BOM and CRLF read as the clean report does.
    let crlf = format!("\u{feff}{}", SGEMM.replace('\n', "\r\n"));
    assert_eq!(profile::read(&crlf), profile::read(SGEMM));
    let at = |name: &str| {
        SGEMM
            .lines()
            .position(|l| l.trim_start().starts_with(name))
            .unwrap()
    };
    let mut lines: Vec<String> = SGEMM.lines().map(str::to_string).collect();
    // A row cut before its value, a value that is no number, a metric occ does not know.
    let regs = at("Registers Per Thread");
    lines[regs].truncate(40);
    let sms = at("# SMs");
    lines[sms] = lines[sms].replace("80", "xx");
    let threads = at("Threads ");
    lines[threads] = lines[threads].replace("Threads", "Widgets");
    let read = profile::read(&lines.join("\n"));
    let said = reasons(&read);
    assert_eq!(said.len(), 2, "{said:?}");
    assert_eq!(said[0].0, regs + 1);
    assert!(
        said[0]
            .1
            .contains("ends before its \"Metric Value\" column"),
        "{said:?}"
    );
    assert_eq!(said[1].0, sms + 1);
    assert!(
        said[1].1.contains("# SMs") && said[1].1.contains("xx"),
        "{said:?}"
    );
    let l = &read.launches[0];
    assert_eq!((l.regs, l.sms, l.threads), (None, None, Some(128)));
    // Without its registers the launch is not compared, and the refusal names the metric.
    let group = profile::group(&read.launches).remove(0);
    let refused = profile::answer(group, Named::default()).unwrap_err();
    assert!(refused
        .say(&nvidia_english())
        .contains("Registers Per Thread"));
    // A report cut off mid-table keeps what it read.
    let half: String = SGEMM
        .lines()
        .take(at("Registers Per Thread"))
        .map(|l| format!("{l}\n"))
        .collect();
    let read = profile::read(&half);
    assert_eq!(read.launches.len(), 1);
    assert_eq!(read.launches[0].grid, Some(172));
    assert_eq!(read.launches[0].regs, None);
    // Rule text and the dashed line between rules are not table rows.
    assert!(profile::read(SGEMM).unread.is_empty());
    // Sections without a kernel line give no launch.
    let sections: String = SGEMM.lines().skip(1).map(|l| format!("{l}\n")).collect();
    assert!(profile::read(&sections).launches.is_empty());
}

#[test]
fn a_configuration_size_that_is_no_carveout_of_the_gpu_is_said_and_the_default_taken() {
    let group = profile::group(&profile::read(SGEMM).launches).remove(0);
    for size in [50_000, 1 << 20] {
        let mut g = group.clone();
        g.launch.smem_config = Some(size);
        let c = profile::answer(g, Named::default()).unwrap();
        let assumed = profile::said(&c.assumed, &nvidia_english());
        assert!(
            assumed.iter().any(|a| a.contains(&format!("({size} bytes) is none of this GPU's carveouts (0, 8192, 16384, 32768, 65536, 102400)"))),
            "{assumed:?}"
        );
        assert_eq!(nvidia_of(&c).1.block_limits.shared_memory, Some(7));
    }
    // Every carveout of CC 8.6 is taken as reported.
    for (size, blocks) in [(32_768, 2), (65_536, 4), (102_400, 7)] {
        let mut g = group.clone();
        g.launch.smem_config = Some(size);
        let c = profile::answer(g, Named::default()).unwrap();
        assert_eq!(
            nvidia_of(&c).1.block_limits.shared_memory,
            Some(blocks),
            "{size}"
        );
    }
}

#[test]
fn a_2020_text_report_with_dated_kernel_lines_and_no_header_rows_needs_the_gpu_and_then_matches() {
    let text = include_str!("fixtures/profile/matrix_sums_2020.ncu.txt");
    let read = profile::read(text);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    let names: Vec<&str> = read.launches.iter().map(|l| l.kernel.as_str()).collect();
    assert_eq!(
        names,
        [
            "row_sums(float const *,float*,unsigned long)",
            "column_sums(float const *,float*,unsigned long)"
        ]
    );
    let l = &read.launches[0];
    // No grid in the kernel line, no CC, no SM count: the Launch Statistics give the grid and block.
    assert_eq!((l.threads, l.grid, l.regs), (Some(256), Some(64), Some(31)));
    assert_eq!((l.cc, l.sms), (None, None));
    assert_eq!(l.duration_ns, Some(3_320_000.0));
    let groups = profile::group(&read.launches);
    assert!(profile::gpu_of(&groups[0], Named::default()).is_err());
    // The figures fit a V100: 64 blocks over 8 · 80 slots is ncu's 0.10 waves per SM.
    let all = compared(text, Some("v100"));
    assert_eq!(all.len(), 2);
    for c in &all {
        agrees_but_barriers(c);
        assert_eq!(c.agrees, Some(true));
        // 31 or 32 registers: 1,024 a warp, 8,192 a block of 8 warps, 8 blocks of 65,536; 64 warps: 100 %.
        assert_eq!(nvidia_of(c).1.active_blocks_per_sm, 8);
        assert_eq!(c.occupancy(), 1.0);
    }
    assert!((all[1].group.achieved.unwrap() - 0.1247).abs() < 1e-9);
}

#[test]
fn a_raw_page_with_todays_metric_names_reads_the_same() {
    // Later ncu versions name the duration and the achieved occupancy differently, and give the compute capability
    // in a CC column: the same page under those names reads the same launches.
    let mut lines: Vec<String> = RAW.lines().map(str::to_string).collect();
    lines[0] = lines[0]
        .replace("\"gpu__time_duration\"", "\"gpu__time_duration.sum\"")
        .replace(
            "\"sm__active_warps_avg_per_active_cycle_pct\"",
            "\"sm__warps_active.avg.pct_of_peak_sustained_active\"",
        )
        .replace(
            "\"sm__active_warps_avg_per_active_cycle\"",
            "\"sm__warps_active.avg.per_cycle_active\"",
        )
        .replace(
            "\"device__attribute_compute_capability_major\"",
            "\"unknown__major\"",
        )
        .replace(
            "\"device__attribute_multiprocessor_count\"",
            "\"launch__sm_count\"",
        )
        + ",\"CC\"";
    lines[1].push_str(",\"\"");
    for line in &mut lines[2..] {
        line.push_str(",\"6.1\"");
    }
    let today = profile::read(&lines.join("\n"));
    assert!(today.unread.is_empty(), "{:?}", today.unread);
    assert_eq!(today.launches, profile::read(RAW).launches);
}

#[test]
fn an_infinite_block_limit_is_no_limit_and_no_error() {
    // Older ncu prints "inf" for the limit of a resource the launch does not use.
    let text = include_str!("fixtures/profile/matrix_sums_2020.ncu.txt").replacen(
        "Block Limit Shared Mem                                                           block                             32",
        "Block Limit Shared Mem                                                           block                            inf",
        1,
    );
    let read = profile::read(&text);
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    assert_eq!(read.launches[0].computed.shared_memory, None);
    assert_eq!(read.launches[1].computed.shared_memory, Some(32));
    // "inf" where a count is no limit's is still refused by name.
    let text = text.replacen("Block Size                                                                                                        256", "Block Size                                                                                                        inf", 1);
    let said = reasons(&profile::read(&text));
    assert!(
        said.iter()
            .any(|(_, r)| r.contains("Block Size") && r.contains("\"inf\"")),
        "{said:?}"
    );
}

#[test]
fn every_nvidia_report_cut_anywhere_reads_without_a_panic() {
    for (name, text, stride) in [
        ("raw", RAW, 61),
        ("sgemm", SGEMM, 3),
        ("row sum", ROW_SUM, 7),
        (
            "2020",
            include_str!("fixtures/profile/matrix_sums_2020.ncu.txt"),
            7,
        ),
    ] {
        let whole = profile::read(text).launches.len();
        for end in (0..text.len()).step_by(stride) {
            if !text.is_char_boundary(end) {
                continue;
            }
            let read = profile::read(&text[..end]);
            assert!(read.launches.len() <= whole, "{name} cut at {end}");
            // Past its first kernel's rows, a cut report keeps that kernel.
            if end > text.len() * 9 / 10 {
                assert!(!read.launches.is_empty(), "{name} cut at {end}");
            }
            for group in profile::group(&read.launches) {
                // Compared or refused by name, never a panic.
                let _ = profile::answer(group, Named::default());
            }
        }
    }
}

const ZE_TRACER: &str = include_str!("fixtures/profile/ze_tracer_verbose_device_timing.txt");
const ONETRACE_CL: &str = include_str!("fixtures/profile/onetrace_cl_verbose_device_timing.txt");

/// occ's Intel answer of a comparison.
fn intel_of(c: &Compared) -> (&occ_core::intel::Launch, &occ_core::intel::Occupancy) {
    match &c.answer {
        Answer::Intel(launch, occupancy) => (launch, occupancy),
        other => panic!("not Intel's: {other:?}"),
    }
}

fn intel_english(c: &Compared) -> Vec<String> {
    profile::said(
        &c.assumed,
        &occ_core::msg::Say::english(occ_core::Vendor::Intel),
    )
}

/// Work-groups per Xe-core and the occupancy of a work-group of `threads` at SIMD `simd`, by the hardware threads
/// alone (Intel's calculator: the Xe-core's threads, halved in large-GRF mode, over the work-group's sub-groups).
fn by_threads(arch: &occ_core::intel::Arch, threads: u32, simd: u32, large: bool) -> (u32, f64) {
    let per_xe_core = arch.xves_per_xe_core * arch.threads_per_xve;
    let budget = if large { per_xe_core / 2 } else { per_xe_core };
    let sub_groups = threads.div_ceil(simd);
    let groups = (budget / sub_groups).min(arch.max_workgroups);
    (
        groups,
        f64::from(groups * sub_groups) / f64::from(per_xe_core),
    )
}

#[test]
fn ze_tracers_verbose_summary_gives_each_kernel_its_shape_and_intels_rules_answer_it() {
    let read = profile::read(ZE_TRACER);
    // The memory copies and the barrier are not kernels: one launch row, nothing unread.
    assert!(read.unread.is_empty(), "{:?}", read.unread);
    assert_eq!(read.launches.len(), 1);
    let l = &read.launches[0];
    // GEMM[SIMD32 {4; 1024; 1} {256; 1; 1}]: 4 × 1024 × 1 work-groups of 256 work-items at SIMD32.
    assert_eq!(l.kernel, "GEMM");
    assert_eq!(l.threads, Some(256));
    assert_eq!(l.grid, Some(4 * 1024));
    assert_eq!(l.calls, Some(4));
    assert_eq!(l.duration_ns, Some(171_667_499.0));
    assert_eq!(l.intel.as_ref().map(|r| r.simd), Some(32));
    assert_eq!(l.intel.as_ref().map(|r| r.opencl), Some(false));

    let c = compared(ZE_TRACER, Some("b580")).remove(0);
    assert_eq!(c.group.count, 4);
    assert_eq!(c.group.total_ns, Some(171_667_499.0));
    let (launch, occupancy) = intel_of(&c);
    assert_eq!(launch.kernel.sub_group_size, 32);
    assert_eq!(launch.kernel.slm_bytes, 0);
    assert!(!launch.kernel.barriers && !launch.kernel.large_grf);
    let (groups, fraction) = by_threads(launch.arch, 256, 32, false);
    assert_eq!(occupancy.workgroups_per_xe_core, groups);
    assert!(
        (c.occupancy() - fraction).abs() < 1e-12,
        "{}",
        c.occupancy()
    );
    let b580 = presets::find("b580").unwrap();
    assert_eq!(c.units, Some(b580.compute_units.whole()));
    // No theoretical or achieved figure in the summary: nothing to agree with, no gap.
    assert_eq!((c.agrees, c.gap.as_ref()), (None, None));
    let said = intel_english(&c);
    for what in ["no SLM per work-group", "uses barriers", "small GRF"] {
        assert!(said.iter().any(|s| s.contains(what)), "{what}: {said:?}");
    }
    let zh = profile::said(
        &c.assumed,
        &occ_core::msg::Say::new(
            occ_core::msg::Lang::Zh,
            occ_core::report::Terms::Own,
            occ_core::Vendor::Intel,
        ),
    );
    assert!(zh.iter().any(|s| s.contains("每个工作组的 SLM")), "{zh:?}");
}

#[test]
fn an_intel_report_needs_an_intel_gpu_named() {
    let read = profile::read(ZE_TRACER);
    let group = profile::group(&read.launches).remove(0);
    let none = profile::answer(group.clone(), Named::default()).unwrap_err();
    let english = occ_core::msg::Say::english(occ_core::Vendor::Intel);
    assert!(
        none.say(&english).contains("--gpu"),
        "{}",
        none.say(&english)
    );
    let nvidia_gpu = Named {
        preset: presets::find("h100").ok(),
        target: None,
        stands_in: false,
        units: None,
    };
    let refused = profile::answer(group.clone(), nvidia_gpu).unwrap_err();
    assert!(refused.say(&english).contains("Intel GPU"));
    let refused = profile::answer(group, arch("gfx90a")).unwrap_err();
    assert!(refused.say(&english).contains("gfx90a"));
}

#[test]
fn onetraces_opencl_summary_with_the_local_size_left_to_the_runtime_is_named_not_guessed() {
    let read = profile::read(ONETRACE_CL);
    assert!(read.launches.is_empty());
    let english = occ_core::msg::Say::english(occ_core::Vendor::Intel);
    let reasons: Vec<(usize, String)> = read
        .unread
        .iter()
        .map(|u| (u.line, u.reason.say(&english)))
        .collect();
    // Line 9 is GEMM[SIMD32, {1024, 1024, 1}, {0, 0, 0}]; the buffer rows (one of them missing a comma in the
    // documentation) are no kernels.
    assert_eq!(reasons.len(), 1, "{reasons:?}");
    assert_eq!(reasons[0].0, 9);
    assert!(
        reasons[0].1.contains("local size is all zeros"),
        "{reasons:?}"
    );
}

#[test]
fn an_opencl_global_size_is_divided_into_work_groups_rounding_up() {
    let text = ONETRACE_CL.replace("{0, 0, 0}", "{100, 1, 1}");
    let read = profile::read(&text);
    assert_eq!(read.launches.len(), 1, "{:?}", read.unread);
    // 1024 work-items in work-groups of 100: 11 across (the last partial), 1024 down.
    assert_eq!(read.launches[0].grid, Some(11 * 1024));
    assert_eq!(read.launches[0].threads, Some(100));
}

/// A unitrace `-d -v` summary as its source prints it (`ze_collector.h`: the timing table, then Kernel Properties).
fn unitrace(slm: &str, grf: &str, spill: &str) -> String {
    format!(
        "=== Device Timing Summary ===\n\n\
         \x20               Total Execution Time (ns):            737455200\n\
         \x20   Total Device Time for L0 backend (ns):            489201137\n\n\
         == L0 Backend ==\n\n\
         \x20                                         Kernel,        Calls,            Time (ns),     Time (%),         Average (ns),             Min (ns),             Max (ns)\n\
         \"main::{{lambda(auto:1)#4}}[SIMD16 {{64; 2; 1}} {{16; 16; 1}}]\",            5,            488855103,    99.929260,             97771020,             88786875,            111671354\n\
         \x20     \"zeCommandListAppendMemoryCopy(M2D)\",            2,               346034,     0.070740,               173017,               172000,               174034\n\n\n\
         === Kernel Properties ===\n\n\
         \x20                                         Kernel, Compiled, SIMD, Number of Arguments, SLM Per Work Group, Private Memory Per Thread, Spill Memory Per Thread, Register File Size Per Thread\n\
         \"main::{{lambda(auto:1)#4}}[SIMD16 {{64; 2; 1}} {{16; 16; 1}}]\",      JIT,   16,                   4,  {slm:>17},                         0,  {spill:>22},  {grf:>28}\n"
    )
}

#[test]
fn unitraces_kernel_properties_give_the_slm_and_the_grf_mode() {
    let text = unitrace("8192", "256", "0");
    let c = compared(&text, Some("max 1550")).remove(0);
    let (launch, occupancy) = intel_of(&c);
    assert_eq!(c.group.launch.kernel, "main::{lambda(auto:1)#4}");
    assert_eq!(c.group.launch.grid, Some(128));
    assert_eq!(launch.kernel.workgroup_size, 256);
    assert_eq!(launch.kernel.slm_bytes, 8192);
    assert!(launch.kernel.large_grf);
    // 8 KiB of SLM per work-group does not bind on Xe-HPC's 128 KiB; the halved threads do.
    let (groups, fraction) = by_threads(launch.arch, 256, 16, true);
    assert_eq!(occupancy.workgroups_per_xe_core, groups);
    assert!((c.occupancy() - fraction).abs() < 1e-12);
    let said = intel_english(&c);
    assert!(
        !said.iter().any(|s| s.contains("SLM") || s.contains("GRF")),
        "{said:?}"
    );
    assert!(said.iter().any(|s| s.contains("barriers")));

    // A register file size unitrace could not learn, and spill memory, are said.
    let c = compared(&unitrace("0", "unknown", "3264"), Some("max 1550")).remove(0);
    let said = intel_english(&c);
    assert!(said.iter().any(|s| s.contains("small GRF")), "{said:?}");
    assert!(said.iter().any(|s| s.contains("3264 bytes")), "{said:?}");
    // Large GRF on an architecture without it is said, not taken.
    let c = compared(&unitrace("0", "256", "0"), Some("b580")).remove(0);
    assert!(!intel_of(&c).0.kernel.large_grf);
    assert!(intel_english(&c).iter().any(|s| s.contains("no large-GRF")));
}

#[test]
fn bad_intel_rows_are_named_by_line_and_the_rest_is_answered() {
    let text = unitrace("lots", "256", "0");
    let read = profile::read(&text);
    let english = occ_core::msg::Say::english(occ_core::Vendor::Intel);
    assert_eq!(read.launches.len(), 1);
    assert_eq!(read.unread.len(), 1, "{:?}", read.unread);
    assert!(read.unread[0]
        .reason
        .say(&english)
        .contains("SLM Per Work Group"));
    let bad = [
        // Cut inside the name: too few fields.
        ("\"k[SIMD16 {64; 2", "fields"),
        // No shape: unitrace without -v.
        ("\"k\", 5, 100, 99.9, 20, 10, 30", "-v"),
        ("\"k[SIMD_ANY {1; 1; 1} {64; 1; 1}]\", 5, 100, 99.9, 20, 10, 30", "SIMD_ANY"),
        ("\"k[SIMD16 {1; 1; 1} {0; 1; 1}]\", 5, 100, 99.9, 20, 10, 30", "work-group size"),
        (
            "\"k[SIMD16 {4294967296; 4294967296; 4294967296} {64; 1; 1}]\", 5, 100, 99.9, 20, 10, 30",
            "grid",
        ),
        ("\"k[SIMD16 {1; 1; 1} {64; 1; 1}]\", five, 100, 99.9, 20, 10, 30", "Calls"),
        ("\"k[SIMD16 {1; 1; 1} {64; 1; 1}]\", 5, -100, 99.9, 20, 10, 30", "Time (ns)"),
    ];
    for (row, named) in bad {
        let text = ZE_TRACER.replace(
            "            GEMM[SIMD32 {4; 1024; 1} {256; 1; 1}],        4,    171667499,     97.44,         42916874,      42650833,      43501500",
            row,
        );
        let read = profile::read(&text);
        assert!(read.launches.is_empty(), "{row}");
        assert_eq!(read.unread.len(), 1, "{row}: {:?}", read.unread);
        assert_eq!(read.unread[0].line, 7, "{row}");
        let said = read.unread[0].reason.say(&english);
        assert!(said.contains(named), "{row}: {said}");
    }
    // A summary of memory copies only says so.
    let copies: String = ZE_TRACER
        .lines()
        .filter(|l| !l.contains("GEMM"))
        .collect::<Vec<_>>()
        .join("\n");
    let read = profile::read(&copies);
    assert!(read.launches.is_empty());
    assert!(read.unread[0].reason.say(&english).contains("no kernel"));
}

#[test]
fn every_intel_report_cut_anywhere_reads_without_a_panic() {
    let with_properties = unitrace("4096", "256", "0");
    for text in [ZE_TRACER, ONETRACE_CL, with_properties.as_str()] {
        for end in 0..=text.len() {
            if !text.is_char_boundary(end) {
                continue;
            }
            let read = profile::read(&text[..end]);
            assert!(read.launches.len() <= 1);
            for group in profile::group(&read.launches) {
                let _ = profile::answer(group, Named::default());
                let _ = profile::answer(
                    group_of(&read),
                    Named {
                        preset: presets::find("max 1550").ok(),
                        target: None,
                        stands_in: false,
                        units: None,
                    },
                );
            }
        }
    }
}

fn group_of(read: &profile::Read) -> profile::Group {
    profile::group(&read.launches).remove(0)
}

#[test]
fn a_report_is_known_by_its_profilers_vendor_and_a_gpu_that_stands_in_never_overrides_the_report() {
    use occ_core::Vendor;
    let ncu = include_str!("fixtures/profile/superbench_cublaslt_sm100.ncu.csv");
    let ze = include_str!("fixtures/profile/ze_tracer_verbose_device_timing.txt");
    let vendor = |text: &str| profile::evaluate(text, Named::default(), Order::Time).vendor;
    assert_eq!(vendor(ncu), Some(Vendor::Nvidia));
    assert_eq!(vendor(TRACE), Some(Vendor::Amd));
    assert_eq!(vendor(ze), Some(Vendor::Intel));
    assert_eq!(vendor("hello"), None);
    // A GPU that stands in: the report's compute capability wins, another vendor's report waits for its own.
    let standing = |id: &str| Named {
        preset: presets::find(id).ok(),
        target: None,
        stands_in: true,
        units: None,
    };
    let own = profile::evaluate(ncu, Named::default(), Order::Time);
    let on_4090 = profile::evaluate(ncu, standing("geforce-rtx-4090"), Order::Time);
    assert_eq!(
        on_4090
            .compared
            .iter()
            .map(profile::to_json)
            .collect::<Vec<_>>(),
        own.compared
            .iter()
            .map(profile::to_json)
            .collect::<Vec<_>>()
    );
    let waiting = profile::evaluate(TRACE, standing("geforce-rtx-4090"), Order::Time);
    assert!(waiting.compared.is_empty() && waiting.unread.is_empty());
    assert!(!waiting.waiting.is_empty());
    assert!(waiting.waiting.iter().all(|(_, v)| *v == Vendor::Amd));
    // The command line's GPU does not stand in: another vendor's is refused by name.
    let refused = profile::evaluate(
        TRACE,
        Named {
            stands_in: false,
            units: None,
            ..standing("geforce-rtx-4090")
        },
        Order::Time,
    );
    assert!(refused.waiting.is_empty() && !refused.unread.is_empty());
}
