//! The data behind the charts: occupancy swept over one input with the others held, as NVIDIA's spreadsheet's
//! "Impact of varying …" graphs. Plain functions over occ-core, tested natively. Their texts are said with the
//! caller's [`Say`]: the page's language and words (`chart-` messages).

use occ_core::msg::{self, Say};
use occ_core::nvidia::{occupancy, Kernel, Rules, SmemConfig};

use occ_core::nvidia::Launch;

use crate::state::form::carveout_percent;

/// How a series is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Style {
    /// Points joined by lines (or steps).
    #[default]
    Line,
    /// Filled dots only (a highlighted subset of another series).
    Dots,
    /// Rings only (single points called out).
    Ring,
}

/// One line of a chart: `(x, y)` points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Series {
    pub label: String,
    pub points: Vec<(u32, u32)>,
    /// The series of the configuration in use (drawn thicker).
    pub emphasis: bool,
    pub style: Style,
}

/// Everything one chart draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartData {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    /// The x axis runs from `x_min` to `x_max`.
    pub x_min: u32,
    pub x_max: u32,
    pub y_max: u32,
    /// y values count in 1/`y_unit` of the axis unit (100: hundredths of a percent on a percent axis).
    pub y_unit: u32,
    pub series: Vec<Series>,
    /// Drawn as a step function (the value holds until the next point) rather than joined by lines.
    pub steps: bool,
    /// The current configuration.
    pub current: (u32, u32),
    /// Further points of the current configuration (on the other series), marked like `current`.
    pub marks: Vec<(u32, u32)>,
    /// x is in bytes, labelled in KiB.
    pub x_in_kib: bool,
}

fn warps(calc: &Launch, kernel: &Kernel, smem: &SmemConfig) -> u32 {
    occupancy(&calc.gpu, kernel, smem).map_or(0, |o| o.active_warps_per_sm)
}

fn current(calc: &Launch, x: u32) -> (u32, u32) {
    (x, warps(calc, &calc.kernel, &calc.smem))
}

/// Keeps only the points where the value changes (and the last one): exact for a step function sampled densely.
fn compress(points: Vec<(u32, u32)>) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(points.len() / 4 + 2);
    let last = points.last().copied();
    for point in points {
        if out.last().is_none_or(|p| p.1 != point.1) {
            out.push(point);
        }
    }
    if let (Some(last), Some(end)) = (last, out.last()) {
        if *end != last {
            out.push(last);
        }
    }
    out
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
    ChartData {
        title: say.say(msg::chart_title_block_size()),
        x_label: say.say(msg::chart_x_block_size()),
        y_label: say.say(msg::chart_y_active_warps()),
        x_min: 0,
        x_max: device
            .max_threads_per_block
            .max(calc.kernel.threads_per_block),
        y_max: calc.gpu.max_warps_per_sm(),
        y_unit: 1,
        series: vec![Series {
            label: say.say(msg::chart_series_active_warps()),
            points,
            emphasis: true,
            style: Style::Line,
        }],
        steps: false,
        current: current(calc, calc.kernel.threads_per_block),
        x_in_kib: false,
        marks: Vec::new(),
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
    ChartData {
        title: say.say(msg::chart_title_registers()),
        x_label: say.say(msg::chart_x_registers()),
        y_label: say.say(msg::chart_y_active_warps()),
        x_min: 0,
        x_max: max.max(calc.kernel.regs_per_thread),
        y_max: calc.gpu.max_warps_per_sm(),
        y_unit: 1,
        series: vec![Series {
            label: say.say(msg::chart_series_active_warps()),
            points: compress(points),
            emphasis: true,
            style: Style::Line,
        }],
        steps: true,
        current: current(calc, calc.kernel.regs_per_thread),
        x_in_kib: false,
        marks: Vec::new(),
    }
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

/// Samples `value` on `0..=max` every `step` bytes and finds each change by bisection. Allocations round up to
/// `unit`, so the value can only change at `k × unit + 1` bytes: the steps sit where they really are.
fn step_function(max: u32, step: u32, unit: u32, value: impl Fn(u32) -> u32) -> Vec<(u32, u32)> {
    let mut points = vec![(0, value(0))];
    let mut x = 0u32;
    while x < max {
        let next = x.saturating_add(step).min(max);
        let y0 = points.last().map_or(0, |p| p.1);
        let y1 = value(next);
        if y1 != y0 {
            // Candidates k × unit + 1 in (x, next]; find the first whose value differs from y0.
            let (mut lo, mut hi) = (x.div_ceil(unit), (next - 1) / unit);
            let mut found = next;
            while lo <= hi {
                let mid = lo + (hi - lo) / 2;
                let at = mid * unit + 1;
                if value(at) == y0 {
                    lo = mid + 1;
                } else {
                    found = at;
                    if mid == 0 {
                        break;
                    }
                    hi = mid - 1;
                }
            }
            points.push((found, value(found)));
            if found != next {
                points.push((next, y1));
            }
        }
        x = next;
    }
    points.push((max, value(max)));
    compress(points)
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
        title: say.say(msg::chart_title_smem_usage()),
        x_label: say.say(msg::chart_x_smem()),
        y_label: say.say(msg::chart_y_active_warps()),
        x_min: 0,
        x_max,
        y_max: calc.gpu.max_warps_per_sm(),
        y_unit: 1,
        series,
        steps: true,
        current: (used, now.map_or(0, |o| o.active_warps_per_sm)),
        x_in_kib: true,
        marks: Vec::new(),
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
    Some(ChartData {
        title: say.say(msg::chart_title_block_barriers()),
        x_label: say.say(msg::chart_x_barriers()),
        y_label: say.say(msg::chart_y_active_warps()),
        x_min: 0,
        x_max: 16,
        y_max: calc.gpu.max_warps_per_sm(),
        y_unit: 1,
        series: vec![Series {
            label: say.say(msg::chart_series_active_warps()),
            points: compress(points),
            emphasis: true,
            style: Style::Line,
        }],
        steps: true,
        current: current(calc, calc.kernel.barriers),
        x_in_kib: false,
        marks: Vec::new(),
    })
}

/// AMD's charts: waves per SIMD (the compiler's `Occupancy`) as the work-group size, VGPRs, LDS or SGPRs vary.
pub mod amd {
    use occ_core::amd::{occupancy, Kernel};
    use occ_core::msg::{self, Msg, Say};

    use super::{compress, step_function, ChartData, Series, Style};
    use occ_core::amd::Launch;

    fn waves(calc: &Launch, kernel: &Kernel) -> u32 {
        occupancy(calc.arch, kernel).map_or(0, |o| o.waves_per_simd)
    }

    /// One series of waves per SIMD over `points`, at the current configuration's `x`.
    fn chart(
        calc: &Launch,
        say: &Say,
        (title, x_label): (Msg, Msg),
        x: (u32, u32),
        points: Vec<(u32, u32)>,
        steps: bool,
    ) -> ChartData {
        ChartData {
            title: say.say(title),
            x_label: say.say(x_label),
            y_label: say.say(msg::chart_y_waves()),
            x_min: 0,
            x_max: x.1.max(x.0),
            y_max: calc.arch.max_waves_per_simd(),
            y_unit: 1,
            series: vec![Series {
                label: say.say(msg::chart_y_waves()),
                points,
                emphasis: true,
                style: Style::Line,
            }],
            steps,
            current: (x.0, waves(calc, &calc.kernel)),
            x_in_kib: false,
            marks: Vec::new(),
        }
    }

    /// Every wave multiple up to the largest work-group.
    pub fn workgroup_size(calc: &Launch, say: &Say) -> ChartData {
        let wave = calc.kernel.wave_size.max(1);
        let max = occ_core::amd::rules::MAX_WORKGROUP_SIZE;
        let mut kernel = calc.kernel;
        let points = (1..=max / wave)
            .map(|n| {
                kernel.workgroup_size = n * wave;
                (n * wave, waves(calc, &kernel))
            })
            .collect();
        chart(
            calc,
            say,
            (msg::chart_title_block_size(), msg::chart_x_block_size()),
            (calc.kernel.workgroup_size, max),
            points,
            false,
        )
    }

    /// 1 to the target's most arch VGPRs per work-item.
    pub fn vgprs(calc: &Launch, say: &Say) -> ChartData {
        let max = calc.arch.max_vgprs();
        let mut kernel = calc.kernel;
        let points = (1..=max)
            .map(|v| {
                kernel.vgprs = v;
                (v, waves(calc, &kernel))
            })
            .collect();
        chart(
            calc,
            say,
            (msg::chart_title_vgprs(), msg::chart_x_vgprs()),
            (calc.kernel.vgprs, max),
            compress(points),
            true,
        )
    }

    /// 0 to the LDS one work-group can address, its steps where the allocation granule puts them.
    pub fn lds(calc: &Launch, say: &Say) -> ChartData {
        let max = calc.arch.lds_per_workgroup;
        let unit = calc.arch.lds_granule.max(1);
        let step = (max / 192).max(unit).next_multiple_of(128);
        let points = step_function(max, step, unit, |bytes| {
            waves(
                calc,
                &Kernel {
                    lds_bytes: bytes,
                    ..calc.kernel
                },
            )
        });
        ChartData {
            x_in_kib: true,
            ..chart(
                calc,
                say,
                (msg::chart_title_smem(), msg::chart_x_smem()),
                (calc.kernel.lds_bytes, max),
                points,
                true,
            )
        }
    }

    /// 0 to the target's most SGPRs per wave, where they limit occupancy (GFX9 and CDNA).
    pub fn sgprs(calc: &Launch, say: &Say) -> Option<ChartData> {
        if !calc.arch.has_sgpr_limit() {
            return None;
        }
        let max = calc.arch.max_sgprs();
        let mut kernel = calc.kernel;
        let points = (0..=max)
            .map(|n| {
                kernel.sgprs = n;
                (n, waves(calc, &kernel))
            })
            .collect();
        Some(chart(
            calc,
            say,
            (msg::chart_title_sgprs(), msg::chart_x_sgprs()),
            (calc.kernel.sgprs, max),
            compress(points),
            true,
        ))
    }
}

/// Intel's charts: hardware threads resident per Xe-core (the numerator of Intel's occupancy) as the work-group size
/// (one series per sub-group size), SLM, the GRF mode or barriers vary.
pub mod intel {
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
}

/// The value a step series has at `x`.
pub fn value_at(points: &[(u32, u32)], x: u32) -> Option<u32> {
    points.iter().take_while(|p| p.0 <= x).last().map(|p| p.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::input::Form;
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
        let size = intel::workgroup_size(&calc, &en(Vendor::Intel));
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
        let slm = intel::slm(&calc, &en(Vendor::Intel));
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
        let grf = intel::grf(&calc, &en(Vendor::Intel)).unwrap();
        let large = &grf.series[1];
        assert!(large
            .points
            .iter()
            .all(|p| p.1 <= calc.arch.thread_slots() / 2));
        assert!(intel::grf(&launch("xe2-hpg"), &en(Vendor::Intel)).is_none());
        // Barriers: only where their registers are fewer than the work-group slots (Xe-LP's 64 of 112).
        assert!(intel::barriers(&calc, &en(Vendor::Intel)).is_none());
        let gen12 = Form {
            gpu: "gen12".to_string(),
            threads: "16".to_string(),
            ..Form::default()
        }
        .validate_intel()
        .0;
        let barriers = intel::barriers(&gen12, &en(Vendor::Intel)).unwrap();
        let free = value_at(&barriers.series[0].points, 16).unwrap();
        let bound = value_at(&barriers.series[1].points, 16).unwrap();
        assert!(bound < free, "{bound} < {free}");
    }

    #[test]
    fn amd_charts_are_occ_core_s_waves_per_simd() {
        let form = Form {
            gpu: "gfx942".to_string(),
            threads: "256".to_string(),
            regs: "128".to_string(),
            static_smem: "8192".to_string(),
            ..Form::default()
        };
        let (calc, _) = form.validate_amd();
        let size = amd::workgroup_size(&calc, &en(Vendor::Amd));
        assert_eq!(
            (size.current, size.y_max, size.y_label.as_str()),
            ((256, 4), 8, "Waves per SIMD")
        );
        let vgprs = amd::vgprs(&calc, &en(Vendor::Amd));
        // The VGPR thresholds of gfx942's wave64: 128 gives 4 waves, 96 gives 5.
        assert_eq!(value_at(&vgprs.series[0].points, 128), Some(4));
        assert_eq!(value_at(&vgprs.series[0].points, 96), Some(5));
        let lds = amd::lds(&calc, &en(Vendor::Amd));
        assert!(lds.x_in_kib);
        for &(bytes, waves) in &lds.series[0].points {
            let kernel = occ_core::amd::Kernel {
                lds_bytes: bytes,
                ..calc.kernel
            };
            assert_eq!(
                occ_core::amd::occupancy(calc.arch, &kernel)
                    .unwrap()
                    .waves_per_simd,
                waves
            );
        }
        assert!(amd::sgprs(&calc, &en(Vendor::Amd)).is_some());
        let (rdna, _) = Form {
            gpu: "gfx1100".to_string(),
            ..form
        }
        .validate_amd();
        assert!(
            amd::sgprs(&rdna, &en(Vendor::Amd)).is_none(),
            "SGPRs do not limit RDNA"
        );
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
    fn register_sweep_has_the_issue_example_on_it() {
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
