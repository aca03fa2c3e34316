//! AMD's calculator sections as labelled rows, shared by the CLI's text report and the page: occupancy data,
//! allocated resources, limiters with a sentence of why, the next step, the VGPR thresholds and the target's
//! physical limits, in AMD's terms (work-items, waves, work-groups, SIMDs, CUs or WGPs, LDS).

use std::fmt::{self, Write as _};

use super::rules::{vgprs_counted, MAX_WORKGROUP_SIZE};
use super::{explain, next_steps, vgpr_thresholds, warnings, Arch, Kernel, Limiter, Occupancy};
use crate::contract::Resource;
use crate::error::Error;
use crate::msg::{self, Msg, Say};
use crate::report::{self, bytes, left, right, thousands, written, About, Limit};
use crate::vendor::Vendor;

pub use crate::report::Row;

/// What a work-group is scheduled onto: a WGP (two CUs) in RDNA's WGP mode, else a CU.
pub fn unit(arch: &Arch, kernel: &Kernel) -> &'static str {
    if arch.generation.is_rdna() && !kernel.cu_mode {
        "WGP"
    } else {
        "CU"
    }
}

/// [`unit`] as a report writes it: a WGP stays itself, a CU is the vocabulary's word.
fn unit_text(arch: &Arch, kernel: &Kernel, say: &Say) -> String {
    say.say(match unit(arch, kernel) {
        "WGP" => msg::report_wgp(),
        _ => msg::report_unit(),
    })
}

fn row(say: &Say, label: Msg, value: impl Into<String>) -> Row {
    Row {
        label: say.say(label),
        value: value.into(),
    }
}

/// The headline figures: waves per SIMD (the compiler's `Occupancy`), work-groups and waves per CU (WGP), and
/// occupancy.
pub fn occupancy_data(arch: &Arch, kernel: &Kernel, result: &Occupancy, say: &Say) -> Vec<Row> {
    let unit = unit_text(arch, kernel, say);
    let of = |value: u32, max: u32| say.say(msg::report_of(&value.to_string(), &max.to_string()));
    vec![
        row(
            say,
            msg::report_amd_waves_per_simd(),
            of(result.waves_per_simd, result.max_waves_per_simd),
        ),
        row(
            say,
            msg::report_amd_blocks_per(&unit),
            result.workgroups_per_cu.to_string(),
        ),
        row(
            say,
            msg::report_amd_waves_per(&unit),
            of(
                result.waves_per_cu,
                result.max_waves_per_simd * result.simds,
            ),
        ),
        row(
            say,
            msg::report_occupancy(),
            say.percent(result.occupancy()),
        ),
    ]
}

/// One resource: what the kernel takes, what the target has, and the waves per SIMD it allows (`None`: no limit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationRow {
    pub limiter: Limiter,
    pub used: String,
    pub available: String,
    pub waves: Option<u32>,
}

pub fn allocated_resources(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    say: &Say,
) -> Vec<AllocationRow> {
    let unit = unit_text(arch, kernel, say);
    let n = |value: u32| value.to_string();
    let rows = [
        (
            Limiter::Vgprs,
            say.say(msg::report_per_thread(&n(result.allocated_vgprs))),
            say.say(msg::report_amd_per_lane(&n(result.vgpr_pool))),
        ),
        (
            Limiter::Sgprs,
            say.say(msg::report_per_warp(&n(kernel.sgprs))),
            if arch.has_sgpr_limit() {
                say.say(msg::report_amd_at_most_per_warp(&n(arch.max_sgprs())))
            } else {
                say.say(msg::report_no_limit())
            },
        ),
        (
            Limiter::Lds,
            bytes(result.allocated_lds.into()),
            say.say(msg::report_amd_bytes_per(
                &thousands(result.lds_per_cu.into()),
                &unit,
            )),
        ),
        (
            Limiter::Workgroups,
            "1".to_string(),
            say.say(msg::report_per(
                &n(arch.max_workgroups(kernel.cu_mode)),
                &unit,
            )),
        ),
        (
            Limiter::Waves,
            say.say(msg::report_per_block(&n(result.waves_per_workgroup))),
            say.say(msg::report_per(
                &n(result.max_waves_per_simd * result.simds),
                &unit,
            )),
        ),
    ];
    rows.into_iter()
        .map(|(limiter, used, available)| AllocationRow {
            limiter,
            used,
            available,
            waves: result.limits.get(limiter),
        })
        .collect()
}

/// One limit in waves per SIMD, whether it binds, and why (with the numbers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimiterRow {
    pub limiter: Limiter,
    pub waves: Option<u32>,
    pub binding: bool,
    pub why: String,
}

/// "1 wave", "4 waves" or "no limit".
pub fn waves_text(waves: Option<u32>, say: &Say) -> String {
    say.say(match waves {
        None => msg::report_no_limit(),
        Some(n) => msg::report_warps(n.into()),
    })
}

/// Every limiter in [`Limiter::ALL`]'s order.
pub fn limiters(arch: &Arch, kernel: &Kernel, result: &Occupancy, say: &Say) -> Vec<LimiterRow> {
    let binding: Vec<Limiter> = result.limiters().collect();
    Limiter::ALL
        .into_iter()
        .map(|limiter| LimiterRow {
            limiter,
            waves: result.limits.get(limiter),
            binding: binding.contains(&limiter),
            why: explain(arch, kernel, result, limiter, say),
        })
        .collect()
}

/// What a step lowers to, in the words of the input that sets it: "96 VGPRs", "32,768 bytes of LDS".
fn step_target(limiter: Limiter, target: &str) -> Msg<'_> {
    match limiter {
        Limiter::Vgprs => msg::report_amd_target_vgprs(target),
        Limiter::Sgprs => msg::report_amd_target_sgprs(target),
        Limiter::Lds => msg::report_amd_target_lds(target),
        Limiter::Workgroups | Limiter::Waves => msg::report_amd_target_size(target),
    }
}

/// The section's title for [`next_step_lines`].
pub fn next_step_title(say: &Say) -> String {
    say.say(msg::report_next_title())
}

/// One sentence per step that raises the occupancy (a wave per SIMD more), or [`no_step_line`].
pub fn next_step_lines(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    say: &Say,
) -> Result<Vec<String>, Error> {
    let steps = next_steps(arch, kernel)?;
    if steps.is_empty() {
        return Ok(vec![no_step_line(result, say)]);
    }
    Ok(steps
        .iter()
        .map(|step| {
            let gain = say.say(msg::report_amd_step_gain(
                &step.waves_then.to_string(),
                &step.waves_now.to_string(),
                &thousands(step.current.into()),
            ));
            let target = say.say(step_target(step.limiter, &thousands(step.target.into())));
            say.say(msg::report_amd_step(
                &say.say(step.limiter.label()),
                &target,
                &gain,
            ))
        })
        .collect())
}

/// The VGPR thresholds of the kernel's target and wave size: a title and, per row, the most VGPRs (AGPRs
/// included, as counted), the waves per SIMD they allow and whether it is this kernel's row.
pub fn vgpr_threshold_rows(
    arch: &Arch,
    kernel: &Kernel,
    say: &Say,
) -> (String, Vec<(u32, u32, bool)>) {
    let title = say.say(msg::report_amd_thresholds(
        arch.name,
        &kernel.wave_size.to_string(),
    ));
    let counted = vgprs_counted(arch, kernel);
    let mut marked = false;
    let rows = vgpr_thresholds(arch, kernel.wave_size)
        .into_iter()
        .map(|(most, waves)| {
            let this = !marked && counted <= most;
            marked |= this;
            (most, waves, this)
        })
        .collect();
    (title, rows)
}

/// The target's limits as they apply to the kernel's wave size and mode, on a GPU of `cus` CUs.
pub fn physical_limits(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    cus: u32,
    say: &Say,
) -> Vec<Row> {
    let unit = unit_text(arch, kernel, say);
    let sizes: Vec<String> = arch.wave_sizes().iter().map(u32::to_string).collect();
    let r = |label: Msg, value: String| row(say, label, value);
    let max_vgprs = arch.max_vgprs().to_string();
    vec![
        r(
            msg::report_amd_target(),
            format!("{} ({})", arch.name, arch.family),
        ),
        r(msg::report_units(), thousands(cus.into())),
        r(msg::report_warp_sizes(), sizes.join(", ")),
        r(msg::report_amd_simds_per(&unit), result.simds.to_string()),
        r(
            msg::report_amd_max_waves_simd(),
            result.max_waves_per_simd.to_string(),
        ),
        r(
            msg::report_amd_max_waves_per(&unit),
            (result.max_waves_per_simd * result.simds).to_string(),
        ),
        r(
            msg::report_amd_max_blocks_per(&unit),
            arch.max_workgroups(kernel.cu_mode).to_string(),
        ),
        r(
            msg::report_max_threads_per_block(),
            thousands(MAX_WORKGROUP_SIZE.into()),
        ),
        r(
            msg::report_amd_vgprs_per_lane(&kernel.wave_size.to_string()),
            thousands(result.vgpr_pool.into()),
        ),
        r(
            msg::report_amd_vgpr_unit(),
            arch.vgpr_granule(kernel.wave_size).to_string(),
        ),
        r(
            msg::report_amd_max_vgprs(),
            if arch.max_agprs() > 0 {
                say.say(msg::report_amd_max_vgprs_agprs(
                    &max_vgprs,
                    &arch.max_agprs().to_string(),
                ))
            } else {
                max_vgprs.clone()
            },
        ),
        r(
            msg::report_amd_max_sgprs(),
            if arch.has_sgpr_limit() {
                arch.max_sgprs().to_string()
            } else {
                say.say(msg::report_amd_no_occupancy_limit(
                    &arch.max_sgprs().to_string(),
                ))
            },
        ),
        r(
            msg::report_amd_lds_per(&unit),
            bytes(result.lds_per_cu.into()),
        ),
        r(
            msg::report_max_smem_per_block(),
            bytes(arch.lds_per_workgroup.into()),
        ),
        r(
            msg::report_amd_lds_unit(),
            say.say(msg::report_bytes(&thousands(arch.lds_granule.into()))),
        ),
    ]
}

/// The kernel in one line, as the report's heading gives it.
pub fn kernel_line(kernel: &Kernel, result: &Occupancy, say: &Say) -> String {
    let group = say.say(msg::report_amd_kernel_group(
        &thousands(kernel.workgroup_size.into()),
        &kernel.wave_size.to_string(),
        &result.waves_per_workgroup.to_string(),
    ));
    let registers = say.say(msg::report_amd_kernel_registers(
        &kernel.vgprs.to_string(),
        &kernel.agprs.to_string(),
        &kernel.sgprs.to_string(),
    ));
    let mut line = say.say(msg::report_amd_kernel(
        &group,
        &registers,
        &bytes(kernel.lds_bytes.into()),
    ));
    if kernel.cu_mode {
        line.push_str(&say.say(msg::report_amd_cu_mode()));
    }
    line
}

/// How a report names the GPU: the product with its target and CUs, or a generic device of the target.
pub fn title(arch: &Arch, about: &About, say: &Say) -> String {
    let count = about.units.unwrap_or(1).to_string();
    say.say(match (about.name, about.units) {
        (Some(name), _) => msg::calc_amd_title(name, arch.name, arch.family, &count),
        (None, Some(_)) => msg::calc_amd_generic(arch.name, arch.family, &count),
        (None, None) => msg::calc_amd_generic_unknown(arch.name, arch.family),
    })
}

/// "Next step" and a line per step that raises the occupancy (or why none does).
pub fn write_next_steps(out: &mut String, say: &Say, lines: &[String]) -> fmt::Result {
    report::section(out, say, msg::report_next_title())?;
    for line in lines {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

/// The VGPR thresholds of the kernel's target and wave size, this kernel's row marked.
pub fn write_thresholds(out: &mut String, say: &Say, arch: &Arch, kernel: &Kernel) -> fmt::Result {
    let (title, rows) = vgpr_threshold_rows(arch, kernel, say);
    writeln!(out, "\n{title}")?;
    writeln!(
        out,
        "  {}  {}",
        right(&say.say(msg::calc_amd_thresholds_vgprs()), 10),
        say.say(msg::calc_amd_col_waves())
    )?;
    let mark = format!("  {}", say.say(msg::calc_amd_this_kernel()));
    for (most, waves, this) in rows {
        let mark = if this { mark.as_str() } else { "" };
        writeln!(out, "  {most:>10}  {waves}{mark}")?;
    }
    Ok(())
}

/// `occ calc`'s report of a launch on an AMD GPU, in `say`'s language and words: the GPU and the kernel, then the
/// calculator's sections, the next step, the VGPR thresholds, the physical limits and the warnings.
pub fn text(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    about: &About,
    say: &Say,
) -> Result<String, Error> {
    let say = &say.about(Vendor::Amd);
    let steps = next_step_lines(arch, kernel, result, say)?;
    let pairs = |rows: Vec<Row>| rows.into_iter().map(|r| (r.label, r.value));
    Ok(written(|out| {
        report::heading(
            out,
            say,
            &title(arch, about, say),
            None,
            &kernel_line(kernel, result, say),
        )?;
        report::section(out, say, msg::calc_occupancy_data())?;
        report::rows(out, 46, pairs(occupancy_data(arch, kernel, result, say)))?;
        writeln!(
            out,
            "\n{} {} {} {}",
            left(&say.say(msg::calc_allocated()), 34),
            right(&say.say(msg::calc_col_used()), 22),
            right(&say.say(msg::calc_col_available()), 22),
            right(&say.say(msg::calc_amd_col_waves()), 16)
        )?;
        for r in allocated_resources(arch, kernel, result, say) {
            writeln!(
                out,
                "  {} {} {} {:>16}",
                left(&say.say(r.limiter.label()), 32),
                right(&r.used, 22),
                right(&r.available, 22),
                r.waves.map_or("-".to_string(), |w| w.to_string())
            )?;
        }
        let limits = limiters(arch, kernel, result, say)
            .into_iter()
            .map(|r| Limit {
                binding: r.binding,
                label: say.say(r.limiter.label()),
                allows: waves_text(r.waves, say),
                why: r.why,
            });
        report::limiters(out, say, [18, 14], limits)?;
        write_next_steps(out, say, &steps)?;
        write_thresholds(out, say, arch, kernel)?;
        report::section(out, say, msg::calc_physical())?;
        let mut physical = pairs(physical_limits(
            arch,
            kernel,
            result,
            about.units.unwrap_or(1),
            say,
        ))
        .collect::<Vec<_>>();
        physical.extend(report::boost_clock(say, about));
        report::rows(out, 46, physical)?;
        report::warnings(out, say, &warnings(kernel, result, say))
    }))
}

/// Why `limiter` (by its batch name) allows what it does, or nothing for a name AMD's limiters do not have.
pub fn why(arch: &Arch, kernel: &Kernel, result: &Occupancy, limiter: &str, say: &Say) -> String {
    Limiter::ALL
        .iter()
        .find(|l| l.name() == limiter)
        .map_or(String::new(), |l| explain(arch, kernel, result, *l, say))
}

/// Why a launch has no next step: every SIMD holds its maximum of waves, or the limits that bind.
pub fn no_step_line(result: &Occupancy, say: &Say) -> String {
    report::no_step(
        say,
        result.waves_per_simd >= result.max_waves_per_simd,
        msg::report_amd_next_none_needed(),
        result.limiters().map(|l| say.say(l.label())),
    )
}

/// Each step that gains a wave per SIMD, in a line of a comparison's table: "VGPRs per work-item 128 → 96: 5
/// waves/SIMD".
pub fn next_step_summaries(arch: &Arch, kernel: &Kernel, say: &Say) -> Result<Vec<String>, Error> {
    Ok(next_steps(arch, kernel)?
        .iter()
        .map(|s| {
            let (now, then) = s.change();
            let what = say.say(match s.limiter {
                Limiter::Vgprs => msg::calc_amd_change_vgprs(),
                Limiter::Sgprs => msg::calc_amd_change_sgprs(),
                Limiter::Lds => msg::calc_amd_change_lds(),
                Limiter::Workgroups | Limiter::Waves => msg::limiter_size(),
            });
            say.say(msg::calc_amd_step_summary(
                &what,
                &now,
                &then,
                &s.waves_then.to_string(),
            ))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::amd::{arch, occupancy};

    #[test]
    fn mi300x_s_256_work_items_at_128_vgprs() {
        let arch = arch("gfx942").unwrap();
        let kernel = Kernel::new(arch, 256, 128);
        let result = occupancy(arch, &kernel).unwrap();
        let say = Say::english(Vendor::Amd);
        let data = occupancy_data(arch, &kernel, &result, &say);
        assert_eq!(data[0].value, "4 of 8");
        assert_eq!(data[1].label, "Work-groups per CU");
        assert_eq!(data[3].value, "50.00 %");
        let limiters = limiters(arch, &kernel, &result, &say);
        let binding: Vec<Limiter> = limiters
            .iter()
            .filter(|l| l.binding)
            .map(|l| l.limiter)
            .collect();
        assert_eq!(binding, [Limiter::Vgprs]);
        let (title, rows) = vgpr_threshold_rows(arch, &kernel, &say);
        assert!(title.starts_with("VGPR thresholds on gfx942 (wave64"));
        assert_eq!(rows.iter().filter(|r| r.2).count(), 1);
        assert!(rows
            .iter()
            .any(|&(most, waves, this)| this && most >= 128 && waves == 4));
        let steps = next_step_lines(arch, &kernel, &result, &say).unwrap();
        assert!(steps[0].starts_with("VGPRs: drop to"), "{steps:?}");
        let physical = physical_limits(arch, &kernel, &result, 304, &say);
        assert_eq!(physical[1].value, "304");
    }

    #[test]
    fn rdna_s_wgp_mode_names_the_wgp() {
        let arch = arch("gfx1100").unwrap();
        let mut kernel = Kernel::new(arch, 256, 32);
        assert_eq!(unit(arch, &kernel), "WGP");
        kernel.cu_mode = true;
        assert_eq!(unit(arch, &kernel), "CU");
    }
}
