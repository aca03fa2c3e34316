//! AMD's charts: waves per SIMD (the compiler's `Occupancy`) as the work-group size, VGPRs, LDS or SGPRs vary.

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
    fn amd_charts_are_occ_core_s_waves_per_simd() {
        let form = Form {
            gpu: "gfx942".to_string(),
            threads: "256".to_string(),
            regs: "128".to_string(),
            static_smem: "8192".to_string(),
            ..Form::default()
        };
        let (calc, _) = form.validate_amd();
        let size = workgroup_size(&calc, &en(Vendor::Amd));
        assert_eq!(
            (size.current, size.y_max, size.y_label.as_str()),
            ((256, 4), 8, "Waves per SIMD")
        );
        let vgprs = vgprs(&calc, &en(Vendor::Amd));
        // The VGPR thresholds of gfx942's wave64: 128 gives 4 waves, 96 gives 5.
        assert_eq!(value_at(&vgprs.series[0].points, 128), Some(4));
        assert_eq!(value_at(&vgprs.series[0].points, 96), Some(5));
        let lds = lds(&calc, &en(Vendor::Amd));
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
        assert!(sgprs(&calc, &en(Vendor::Amd)).is_some());
        let (rdna, _) = Form {
            gpu: "gfx1100".to_string(),
            ..form
        }
        .validate_amd();
        assert!(
            sgprs(&rdna, &en(Vendor::Amd)).is_none(),
            "SGPRs do not limit RDNA"
        );
    }
}
