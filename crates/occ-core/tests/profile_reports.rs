//! `occ_core::profile` on real Nsight Compute reports (`tests/fixtures/profile/`, sources in its SOURCES.md): occ's
//! block limits, theoretical occupancy and waves equal the profiler's own wherever the report gives the inputs, and
//! a report cut off, mangled or huge is answered row by row.

use std::time::Instant;

use occ_core::presets;
use occ_core::profile::{self, Compared};

fn compared(text: &str, gpu: Option<&str>) -> Vec<Compared> {
    let read = profile::read(text);
    assert!(!read.launches.is_empty(), "{:?}", read.unread);
    let preset = gpu.map(|g| presets::find(g).expect("a preset"));
    profile::group(&read.launches)
        .into_iter()
        .map(|g| {
            let (gpu, assumed) = profile::gpu_of(&g, preset).expect("a GPU");
            profile::compare(g, gpu, assumed).expect("compared")
        })
        .collect()
}

/// Every figure the profiler computed equals occ's, but the barrier limit: the report gives no barrier count, so
/// occ assumes one barrier and says so.
fn agrees_but_barriers(c: &Compared) {
    let l = &c.group.launch.computed;
    let ours = c.occupancy.block_limits;
    assert_eq!(ours.registers, l.registers, "registers");
    assert_eq!(ours.warps, l.warps, "warps");
    assert_eq!(ours.blocks, l.blocks, "block slots");
    match ours.shared_memory {
        Some(smem) => assert_eq!(Some(smem), l.shared_memory, "shared memory"),
        // Unused shared memory limits nothing: the profiler prints the block slots.
        None => assert_eq!(l.shared_memory, l.blocks),
    }
    let theirs = l.occupancy.expect("a theoretical occupancy");
    assert!(
        (c.occupancy.occupancy() - theirs).abs() < 1e-9,
        "{} vs {theirs}",
        c.occupancy.occupancy()
    );
    let grid = c.group.launch.grid.expect("a grid") as f64;
    let waves = grid / f64::from(c.occupancy.active_blocks_per_sm * c.gpu.device().sm_count);
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
    assert_eq!(c.gpu.device().sm_count, 152);
    assert_eq!(c.group.launch.threads, Some(384));
    assert_eq!(c.group.launch.grid, Some(288));
    assert_eq!(c.group.launch.dynamic_smem, Some(205_696));
    assert_eq!(c.occupancy.active_blocks_per_sm, 1);
    // 288 blocks over 152 slots: 1 full wave and 136 blocks, as ncu's own rule says.
    let english = occ_core::msg::Say::english(occ_core::Vendor::Nvidia);
    let gap = c.gap.as_ref().expect("a gap").say(&english);
    assert!(
        gap.contains("1 full waves and a partial wave of 136 blocks"),
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
        profile::gpu_of(&groups[0], None).is_err(),
        "no compute capability in the report"
    );
    let all = compared(text, Some("v100"));
    let c = &all[0];
    agrees_but_barriers(c);
    assert_eq!(c.agrees, Some(true));
    assert_eq!(c.occupancy.active_blocks_per_sm, 10);
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
