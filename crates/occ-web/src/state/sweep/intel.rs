//! Intel's charts: hardware threads resident per Xe-core (the numerator of Intel's occupancy) as the work-group size
//! (one series per sub-group size), SLM, the GRF mode or barriers vary.

use occ_core::intel::{occupancy, Kernel};
use occ_core::msg::{self, Msg, Say};

use super::{step_function, ChartData, Series, Style};
use occ_core::intel::Launch;

fn threads(calc: &Launch, kernel: &Kernel) -> u32 {
    occupancy(calc.arch, kernel).map_or(0, |o| o.resident_threads)
}

/// Threads per Xe-core at every multiple of the kernel's sub-group size up to the largest work-group.
fn over_size(calc: &Launch, kernel: Kernel) -> Vec<(u32, u32)> {
    let step = kernel.sub_group_size.max(1);
    (1..=calc.arch.max_workgroup_size / step)
        .map(|n| {
            let probe = Kernel {
                workgroup_size: n * step,
                ..kernel
            };
            (n * step, threads(calc, &probe))
        })
        .collect()
}

fn line(label: String, points: Vec<(u32, u32)>, emphasis: bool) -> Series {
    Series {
        label,
        points,
        emphasis,
        style: Style::Line,
    }
}

/// A chart over the work-group size with these series.
fn size_chart(calc: &Launch, say: &Say, title: Msg, series: Vec<Series>) -> ChartData {
    ChartData {
        title: say.say(title),
        x_label: say.say(msg::chart_x_block_size()),
        y_label: say.say(msg::chart_y_hws()),
        x_min: 0,
        x_max: calc.arch.max_workgroup_size,
        y_max: calc.arch.thread_slots(),
        y_unit: 1,
        series,
        steps: false,
        current: (calc.kernel.workgroup_size, threads(calc, &calc.kernel)),
        x_in_kib: false,
        marks: Vec::new(),
    }
}

/// One series per sub-group size the architecture has, the kernel's emphasized.
pub fn workgroup_size(calc: &Launch, say: &Say) -> ChartData {
    let mut sizes = calc.arch.sub_group_sizes.to_vec();
    sizes.sort_unstable();
    let series = sizes
        .into_iter()
        .map(|size| {
            let kernel = Kernel {
                sub_group_size: size,
                ..calc.kernel
            };
            line(
                say.say(msg::chart_series_sub_groups(&size.to_string())),
                over_size(calc, kernel),
                size == calc.kernel.sub_group_size,
            )
        })
        .collect();
    size_chart(calc, say, msg::chart_title_block_size(), series)
}

/// 0 to the most SLM one work-group can allocate, stepping where the allocation sizes put the steps.
pub fn slm(calc: &Launch, say: &Say) -> ChartData {
    let max = calc.arch.max_slm_per_workgroup();
    let points = step_function(max, 1024, 1024, |bytes| {
        threads(
            calc,
            &Kernel {
                slm_bytes: bytes,
                ..calc.kernel
            },
        )
    });
    ChartData {
        title: say.say(msg::chart_title_smem()),
        x_label: say.say(msg::chart_x_smem()),
        y_label: say.say(msg::chart_y_hws()),
        x_min: 0,
        x_max: max,
        y_max: calc.arch.thread_slots(),
        y_unit: 1,
        series: vec![line(say.say(msg::chart_series_hws()), points, true)],
        steps: true,
        current: (calc.kernel.slm_bytes, threads(calc, &calc.kernel)),
        x_in_kib: true,
        marks: Vec::new(),
    }
}

/// Small and large GRF over the work-group size, where the architecture has both (Xe-HPC): large GRF stops at
/// half the thread slots and at half the work-group size per sub-group.
pub fn grf(calc: &Launch, say: &Say) -> Option<ChartData> {
    if !calc.arch.large_grf {
        return None;
    }
    let series = [
        (false, msg::chart_series_small_grf()),
        (true, msg::chart_series_large_grf()),
    ]
    .into_iter()
    .map(|(large, label)| {
        let kernel = Kernel {
            large_grf: large,
            ..calc.kernel
        };
        line(
            say.say(label),
            over_size(calc, kernel),
            large == calc.kernel.large_grf,
        )
    })
    .collect();
    Some(size_chart(calc, say, msg::chart_title_grf(), series))
}

/// With and without barriers over the work-group size, where the barrier registers are fewer than the
/// work-group slots (elsewhere barriers never bind, and the two lines are one).
pub fn barriers(calc: &Launch, say: &Say) -> Option<ChartData> {
    if calc.arch.barrier_registers >= calc.arch.max_workgroups {
        return None;
    }
    let series = [
        (false, msg::chart_series_no_barriers()),
        (true, msg::chart_series_barriers()),
    ]
    .into_iter()
    .map(|(used, label)| {
        let kernel = Kernel {
            barriers: used,
            ..calc.kernel
        };
        line(
            say.say(label),
            over_size(calc, kernel),
            used == calc.kernel.barriers,
        )
    })
    .collect();
    Some(size_chart(calc, say, msg::chart_title_barriers(), series))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::input::Form;
    use crate::state::sweep::value_at;
    use occ_core::Vendor;

    /// English in the GPU's own words, about a GPU of `vendor`.
    fn en(vendor: Vendor) -> Say {
        Say::english(vendor)
    }

    #[test]
    fn intel_charts_are_occ_core_s_hardware_threads() {
        let launch = |gpu: &str| {
            let form = Form {
                gpu: gpu.to_string(),
                threads: "256".to_string(),
                sub_group: "16".to_string(),
                dynamic_smem: "40K".to_string(),
                ..Form::default()
            };
            form.validate_intel().0
        };
        let calc = launch("xe-hpc");
        let threads = |kernel: occ_core::intel::Kernel| {
            occ_core::intel::occupancy(calc.arch, &kernel).map_or(0, |o| o.resident_threads)
        };
        let size = workgroup_size(&calc, &en(Vendor::Intel));
        let labels: Vec<&str> = size.series.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(labels, ["Sub-groups of 16", "Sub-groups of 32"]);
        assert!(size.series[0].emphasis && !size.series[1].emphasis);
        for series in &size.series {
            let sub_group = if series.label.ends_with("16") { 16 } else { 32 };
            for &(x, y) in &series.points {
                let kernel = occ_core::intel::Kernel {
                    workgroup_size: x,
                    sub_group_size: sub_group,
                    ..calc.kernel
                };
                assert_eq!(y, threads(kernel), "{} at {x}", series.label);
            }
        }
        assert_eq!(size.current, (256, 32));
        let slm = slm(&calc, &en(Vendor::Intel));
        for &(x, y) in &slm.series[0].points {
            let kernel = occ_core::intel::Kernel {
                slm_bytes: x,
                ..calc.kernel
            };
            assert_eq!(y, threads(kernel), "SLM {x}");
        }
        // 48 KiB allocated (2 work-groups) up to 48 KiB, then 64 KiB (2 still), 96 KiB (1).
        assert_eq!(value_at(&slm.series[0].points, 32 * 1024), Some(64));
        assert_eq!(value_at(&slm.series[0].points, 40 * 1024), Some(32));
        assert_eq!(value_at(&slm.series[0].points, 96 * 1024), Some(16));
        // Large GRF: only where the architecture has it; its series ends at half the slots.
        let large_grf = grf(&calc, &en(Vendor::Intel)).unwrap();
        let large = &large_grf.series[1];
        assert!(large
            .points
            .iter()
            .all(|p| p.1 <= calc.arch.thread_slots() / 2));
        assert!(grf(&launch("xe2-hpg"), &en(Vendor::Intel)).is_none());
        // Barriers: only where their registers are fewer than the work-group slots (Xe-LP's 64 of 112).
        assert!(barriers(&calc, &en(Vendor::Intel)).is_none());
        let gen12 = Form {
            gpu: "gen12".to_string(),
            threads: "16".to_string(),
            ..Form::default()
        }
        .validate_intel()
        .0;
        let barriers = barriers(&gen12, &en(Vendor::Intel)).unwrap();
        let free = value_at(&barriers.series[0].points, 16).unwrap();
        let bound = value_at(&barriers.series[1].points, 16).unwrap();
        assert!(bound < free, "{bound} < {free}");
    }
}
