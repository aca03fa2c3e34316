//! NVIDIA's charts: active warps per SM as the block size, registers per thread, shared memory per block (a series
//! per carveout) or barriers vary, as NVIDIA's spreadsheet's "Impact of varying …" graphs.

use occ_core::msg::{self, Say};
use occ_core::nvidia::{occupancy, Kernel, Launch, Rules, SmemConfig};

use super::{compress, step_function, ChartData, Series, Style};
use crate::state::form::carveout_percent;

fn warps(calc: &Launch, kernel: &Kernel, smem: &SmemConfig) -> u32 {
    occupancy(&calc.gpu, kernel, smem).map_or(0, |o| o.active_warps_per_sm)
}

fn current(calc: &Launch, x: u32) -> (u32, u32) {
    (x, warps(calc, &calc.kernel, &calc.smem))
}

/// A chart of the active warps per SM against one input of `calc`, as the spreadsheet's graphs are: from 0 to
/// `x_max`, drawn in steps, `current` the user's value and its warps.
fn warps_chart(
    calc: &Launch,
    say: &Say,
    [title, x_label]: [String; 2],
    x_max: u32,
    series: Vec<Series>,
    current: (u32, u32),
) -> ChartData {
    ChartData {
        title,
        x_label,
        y_label: say.say(msg::chart_y_active_warps()),
        x_min: 0,
        x_max,
        y_max: calc.gpu.max_warps_per_sm(),
        y_unit: 1,
        series,
        steps: true,
        current,
        x_in_kib: false,
        marks: Vec::new(),
    }
}

/// The one series of a chart that varies one input: the active warps per SM at each of `points`.
fn active_warps(points: Vec<(u32, u32)>, say: &Say) -> Vec<Series> {
    vec![Series {
        label: say.say(msg::chart_series_active_warps()),
        points,
        emphasis: true,
        style: Style::Line,
    }]
}

/// "Impact of varying block size": every warp multiple up to the device's maximum block size.
pub fn block_size(calc: &Launch, say: &Say) -> ChartData {
    let device = calc.gpu.device();
    let warp = device.warp_size.max(1);
    let mut kernel = calc.kernel;
    let points = (1..=device.max_threads_per_block / warp)
        .map(|n| {
            kernel.threads_per_block = n * warp;
            (n * warp, warps(calc, &kernel, &calc.smem))
        })
        .collect();
    // Every warp multiple is a point: no steps between them.
    ChartData {
        steps: false,
        ..warps_chart(
            calc,
            say,
            [
                say.say(msg::chart_title_block_size()),
                say.say(msg::chart_x_block_size()),
            ],
            device
                .max_threads_per_block
                .max(calc.kernel.threads_per_block),
            active_warps(points, say),
            current(calc, calc.kernel.threads_per_block),
        )
    }
}

/// "Impact of varying register count per thread": 1 to 255 (or the architecture's lower maximum).
pub fn registers(calc: &Launch, say: &Say) -> ChartData {
    let max = calc.gpu.rules().max_regs_per_thread().min(255);
    let mut kernel = calc.kernel;
    let points = (1..=max)
        .map(|regs| {
            kernel.regs_per_thread = regs;
            (regs, warps(calc, &kernel, &calc.smem))
        })
        .collect();
    warps_chart(
        calc,
        say,
        [
            say.say(msg::chart_title_registers()),
            say.say(msg::chart_x_registers()),
        ],
        max.max(calc.kernel.regs_per_thread),
        active_warps(compress(points), say),
        current(calc, calc.kernel.regs_per_thread),
    )
}

/// The kernel with `bytes` of shared memory per block, split as the user's is: static first, the rest dynamic.
fn with_smem(kernel: &Kernel, bytes: u32) -> Kernel {
    let mut probe = *kernel;
    if bytes >= kernel.static_smem {
        probe.dynamic_smem = bytes - kernel.static_smem;
    } else {
        probe.static_smem = bytes;
        probe.dynamic_smem = 0;
    }
    probe
}

/// "Impact of varying shared memory usage per block": one series per carveout (Volta and newer), as the
/// spreadsheet drew one per shared-memory configuration; the series of `carveout_kib` (the user's pick, KiB)
/// emphasised.
pub fn shared_memory(calc: &Launch, carveout_kib: Option<u32>, say: &Say) -> ChartData {
    let device = calc.gpu.device();
    let rules = calc.gpu.rules();
    let per_block = if calc.kernel.opt_in {
        device.smem_per_block_optin.max(device.smem_per_block)
    } else {
        device.smem_per_block
    };
    let used = calc
        .kernel
        .static_smem
        .saturating_add(calc.kernel.dynamic_smem);
    let x_max = per_block.max(used).max(1024);
    let step = (x_max / 192)
        .max(rules.smem_granularity())
        .next_multiple_of(128);
    let unit = rules.smem_granularity().max(1);
    let now = occupancy(&calc.gpu, &calc.kernel, &calc.smem).ok();
    let in_use = now.map(|o| o.smem_per_sm);
    let carveouts = rules.carveouts();
    let series = if carveouts.is_empty() {
        let points = step_function(x_max, step, unit, |bytes| {
            warps(calc, &with_smem(&calc.kernel, bytes), &calc.smem)
        });
        vec![Series {
            label: say.say(msg::chart_series_smem_per_unit(
                &device.smem_per_sm.to_string(),
            )),
            points,
            emphasis: true,
            style: Style::Line,
        }]
    } else {
        carveouts
            .iter()
            .filter_map(|bytes| {
                let kib = bytes / 1024;
                let smem = SmemConfig {
                    carveout: Some(carveout_percent(&calc.gpu, kib)?),
                    cache_config: calc.smem.cache_config,
                };
                let points = step_function(x_max, step, unit, |b| {
                    warps(calc, &with_smem(&calc.kernel, b), &smem)
                });
                let emphasis = match carveout_kib {
                    Some(chosen) => chosen == kib,
                    None => in_use == Some(u64::from(*bytes)),
                };
                Some(Series {
                    label: say.say(msg::chart_series_carveout(&kib.to_string())),
                    points,
                    emphasis,
                    style: Style::Line,
                })
            })
            .collect()
    };
    ChartData {
        x_in_kib: true,
        ..warps_chart(
            calc,
            say,
            [
                say.say(msg::chart_title_smem_usage()),
                say.say(msg::chart_x_smem()),
            ],
            x_max,
            series,
            (used, now.map_or(0, |o| o.active_warps_per_sm)),
        )
    }
}

/// "Impact of varying block barriers" (1 to 16), where the barrier limit applies (CC ≥ 9).
pub fn barriers(calc: &Launch, say: &Say) -> Option<ChartData> {
    if !calc.gpu.rules().has_barrier_limit() || !matches!(calc.gpu.rules(), Rules::Header(_)) {
        return None;
    }
    let mut kernel = calc.kernel;
    let points = (1..=16)
        .map(|b| {
            kernel.barriers = b;
            (b, warps(calc, &kernel, &calc.smem))
        })
        .collect();
    Some(warps_chart(
        calc,
        say,
        [
            say.say(msg::chart_title_block_barriers()),
            say.say(msg::chart_x_barriers()),
        ],
        16,
        active_warps(compress(points), say),
        current(calc, calc.kernel.barriers),
    ))
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

    fn calc(gpu: &str, threads: &str, regs: &str, smem: &str) -> Launch {
        Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            regs: regs.to_string(),
            static_smem: smem.to_string(),
            ..Form::default()
        }
        .validate()
        .unwrap()
    }

    #[test]
    fn block_size_sweep_stops_at_the_maximum_block() {
        let data = block_size(&calc("cc-8.6", "160", "16", "0"), &en(Vendor::Nvidia));
        let series = &data.series[0].points;
        assert_eq!(series.len(), 32);
        assert_eq!(series.last().unwrap().0, 1024);
        // 160 threads: 9 blocks × 5 warps (a CUDA tuning guide's Ada example).
        assert_eq!(data.current, (160, 45));
        assert!(series.contains(&(160, 45)));
        assert_eq!(data.y_max, 48);
    }

    #[test]
    fn register_sweep_marks_the_launch_and_steps_exactly() {
        let data = registers(&calc("cc-8.9", "128", "51", "0"), &en(Vendor::Nvidia));
        let points = &data.series[0].points;
        assert_eq!(data.current, (51, 36));
        assert_eq!(value_at(points, 51), Some(36));
        assert_eq!(value_at(points, 1), Some(48));
        // 255 registers: 8,192 per warp, 2 warps per sub-partition → 2 blocks of 4 warps.
        assert_eq!(value_at(points, 255), Some(8));
        assert_eq!(points.last().unwrap().0, 255);
        // Exact steps: 40 registers still fit 48 warps, 41 do not.
        assert_eq!(value_at(points, 40), Some(48));
        assert_eq!(value_at(points, 41), Some(40));
    }

    #[test]
    fn shared_memory_sweep_has_one_series_per_carveout_and_exact_steps() {
        let mut c = calc("cc-8.9", "128", "16", "5000");
        c.smem.carveout = carveout_percent(&c.gpu, 32);
        let data = shared_memory(&c, Some(32), &en(Vendor::Nvidia));
        assert_eq!(data.series.len(), 6);
        assert_eq!(data.current, (5000, 20));
        let thirty_two = data
            .series
            .iter()
            .find(|s| s.label == "32 KiB carveout")
            .unwrap();
        assert!(thirty_two.emphasis);
        assert_eq!(data.series.iter().filter(|s| s.emphasis).count(), 1);
        assert_eq!(value_at(&thirty_two.points, 5000), Some(20));
        // Every point agrees with a direct evaluation, and so do the bytes just before each step.
        for window in thirty_two.points.windows(2) {
            let (x, y) = window[1];
            let direct = warps(&c, &with_smem(&c.kernel, x), &c.smem);
            assert_eq!(direct, y, "at {x}");
            let before = warps(&c, &with_smem(&c.kernel, x - 1), &c.smem);
            assert_eq!(before, window[0].1, "before {x}");
        }
        assert_eq!(data.x_max, 49152);
    }

    #[test]
    fn shared_memory_sweep_without_carveouts_is_one_series() {
        let data = shared_memory(&calc("cc-6.1", "128", "32", "0"), None, &en(Vendor::Nvidia));
        assert_eq!(data.series.len(), 1);
        assert!(data.series[0].emphasis);
    }

    #[test]
    fn barrier_sweep_only_from_cc_9() {
        assert!(barriers(&calc("cc-8.9", "128", "32", "0"), &en(Vendor::Nvidia)).is_none());
        let data = barriers(&calc("cc-9.0", "32", "16", "0"), &en(Vendor::Nvidia)).unwrap();
        // Hopper: 64 barriers per SM; 1 barrier → 32 blocks (block limit); 16 barriers → 4 blocks.
        assert_eq!(value_at(&data.series[0].points, 1), Some(32));
        assert_eq!(value_at(&data.series[0].points, 16), Some(4));
    }
}
