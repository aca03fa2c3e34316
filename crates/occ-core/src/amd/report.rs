//! AMD's calculator sections as labelled rows, shared by the CLI's text report and the page: occupancy data,
//! allocated resources, limiters with a sentence of why, the next step, the VGPR thresholds and the target's
//! physical limits, in AMD's terms (work-items, waves, work-groups, SIMDs, CUs or WGPs, LDS).

use std::fmt::{self, Write as _};

use super::dto::warnings;
use super::rules::{vgprs_counted, MAX_WORKGROUP_SIZE};
use super::{explain, next_steps, vgpr_thresholds, Arch, Kernel, Limiter, Occupancy};
use crate::error::Error;
use crate::msg::Say;
use crate::report::{bytes, percent, step_summary, thousands, written, About, Terms, Words};
use crate::vendor::Vendor;

/// A labelled value; the label names the unit a work-group is scheduled onto, so it is built per kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub label: String,
    pub value: String,
}

fn row(label: impl Into<String>, value: impl Into<String>) -> Row {
    Row {
        label: label.into(),
        value: value.into(),
    }
}

/// What a work-group is scheduled onto: a WGP (two CUs) in RDNA's WGP mode, else a CU.
pub fn unit(arch: &Arch, kernel: &Kernel) -> &'static str {
    if arch.generation.is_rdna() && !kernel.cu_mode {
        "WGP"
    } else {
        "CU"
    }
}

/// The headline figures: waves per SIMD (the compiler's `Occupancy`), work-groups and waves per CU (WGP), and
/// occupancy.
pub fn occupancy_data(arch: &Arch, kernel: &Kernel, result: &Occupancy) -> Vec<Row> {
    let unit = unit(arch, kernel);
    vec![
        row(
            "Waves per SIMD (the compiler's Occupancy)",
            format!("{} of {}", result.waves_per_simd, result.max_waves_per_simd),
        ),
        row(
            format!("Work-groups per {unit}"),
            result.workgroups_per_cu.to_string(),
        ),
        row(
            format!("Waves per {unit}"),
            format!(
                "{} of {}",
                result.waves_per_cu,
                result.max_waves_per_simd * result.simds
            ),
        ),
        row("Occupancy", percent(result.occupancy())),
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

pub fn allocated_resources(arch: &Arch, kernel: &Kernel, result: &Occupancy) -> Vec<AllocationRow> {
    let unit = unit(arch, kernel);
    let rows = [
        (
            Limiter::Vgprs,
            format!("{} per work-item", result.allocated_vgprs),
            format!("{} per SIMD lane", result.vgpr_pool),
        ),
        (
            Limiter::Sgprs,
            format!("{} per wave", kernel.sgprs),
            if arch.has_sgpr_limit() {
                format!("≤ {} per wave", arch.max_sgprs())
            } else {
                "no limit".to_string()
            },
        ),
        (
            Limiter::Lds,
            bytes(result.allocated_lds.into()),
            format!("{} B per {unit}", thousands(result.lds_per_cu.into())),
        ),
        (
            Limiter::Workgroups,
            "1".to_string(),
            format!("{} per {unit}", arch.max_workgroups(kernel.cu_mode)),
        ),
        (
            Limiter::Waves,
            format!("{} per work-group", result.waves_per_workgroup),
            format!("{} per {unit}", result.max_waves_per_simd * result.simds),
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
pub fn waves_text(waves: Option<u32>) -> String {
    match waves {
        None => "no limit".to_string(),
        Some(1) => "1 wave".to_string(),
        Some(n) => format!("{n} waves"),
    }
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

/// What a step changes, in the words of the input that sets it.
fn step_resource(limiter: Limiter) -> &'static str {
    match limiter {
        Limiter::Vgprs => "VGPRs",
        Limiter::Sgprs => "SGPRs",
        Limiter::Lds => "bytes of LDS",
        Limiter::Workgroups | Limiter::Waves => "work-items per work-group",
    }
}

/// The section's title for [`next_step_lines`].
pub const NEXT_STEP_TITLE: &str = "Next step (how much less gains a wave per SIMD)";

/// One sentence per resource whose lowering gains a wave per SIMD, or one saying why there is none.
pub fn next_step_lines(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
) -> Result<Vec<String>, Error> {
    let steps = next_steps(arch, kernel)?;
    if steps.is_empty() {
        let why = if result.waves_per_simd == result.max_waves_per_simd {
            "none needed: every SIMD holds its maximum of waves"
        } else {
            "no single resource gains a wave"
        };
        return Ok(vec![why.to_string()]);
    }
    Ok(steps
        .iter()
        .map(|step| {
            format!(
                "{}: drop to {} {} for {} waves per SIMD (now {} at {})",
                step.limiter.label(),
                thousands(step.target.into()),
                step_resource(step.limiter),
                step.waves_then,
                step.waves_now,
                thousands(step.current.into())
            )
        })
        .collect())
}

/// The VGPR thresholds of the kernel's target and wave size: a title and, per row, the most VGPRs (AGPRs
/// included, as counted), the waves per SIMD they allow and whether it is this kernel's row.
pub fn vgpr_threshold_rows(arch: &Arch, kernel: &Kernel) -> (String, Vec<(u32, u32, bool)>) {
    let title = format!(
        "VGPR thresholds on {} (wave{}; VGPRs counted, AGPRs included)",
        arch.name, kernel.wave_size
    );
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
pub fn physical_limits(arch: &Arch, kernel: &Kernel, result: &Occupancy, cus: u32) -> Vec<Row> {
    let unit = unit(arch, kernel);
    let sizes: Vec<String> = arch.wave_sizes().iter().map(u32::to_string).collect();
    vec![
        row("Target", format!("{} ({})", arch.name, arch.family)),
        row("CUs", thousands(cus.into())),
        row("Wave sizes", sizes.join(", ")),
        row(format!("SIMDs per {unit}"), result.simds.to_string()),
        row("Max waves per SIMD", result.max_waves_per_simd.to_string()),
        row(
            format!("Max waves per {unit}"),
            (result.max_waves_per_simd * result.simds).to_string(),
        ),
        row(
            format!("Max work-groups per {unit} (barrier slots)"),
            arch.max_workgroups(kernel.cu_mode).to_string(),
        ),
        row(
            "Max work-items per work-group",
            thousands(MAX_WORKGROUP_SIZE.into()),
        ),
        row(
            format!("VGPRs per SIMD lane (wave{})", kernel.wave_size),
            thousands(result.vgpr_pool.into()),
        ),
        row(
            "VGPR allocation unit",
            arch.vgpr_granule(kernel.wave_size).to_string(),
        ),
        row(
            "Max VGPRs per work-item",
            if arch.max_agprs() > 0 {
                format!("{} (+ {} AGPRs)", arch.max_vgprs(), arch.max_agprs())
            } else {
                arch.max_vgprs().to_string()
            },
        ),
        row(
            "Max SGPRs per wave",
            format!(
                "{}{}",
                arch.max_sgprs(),
                if arch.has_sgpr_limit() {
                    ""
                } else {
                    " (no occupancy limit)"
                }
            ),
        ),
        row(format!("LDS per {unit}"), bytes(result.lds_per_cu.into())),
        row(
            "Max LDS per work-group",
            bytes(arch.lds_per_workgroup.into()),
        ),
        row(
            "LDS allocation unit",
            format!("{} B", thousands(arch.lds_granule.into())),
        ),
    ]
}

/// The kernel in one line, as the report's heading gives it.
pub fn kernel_line(kernel: &Kernel, result: &Occupancy) -> String {
    format!(
        "{} work-items/work-group (wave{}, {} waves), {} VGPRs + {} AGPRs/work-item, {} SGPRs/wave, {} LDS{}",
        thousands(kernel.workgroup_size.into()),
        kernel.wave_size,
        result.waves_per_workgroup,
        kernel.vgprs,
        kernel.agprs,
        kernel.sgprs,
        bytes(kernel.lds_bytes.into()),
        if kernel.cu_mode { ", CU mode" } else { "" }
    )
}

/// How a report names the GPU: the product with its target and CUs, or a generic device of the target.
pub fn title(arch: &Arch, about: &About) -> String {
    let target = format!("{}, {}", arch.name, arch.family);
    match (about.name, about.units) {
        (Some(name), cus) => format!("{name} ({target}, {} CUs)", cus.unwrap_or(1)),
        (None, Some(cus)) => format!("generic {target} ({cus} CUs)"),
        (None, None) => format!("generic {target} (CU count unknown: grid figures are per CU)"),
    }
}

/// "Next step" and a line per resource whose lowering gains a wave per SIMD (or why none does), in `t`'s words.
pub fn write_next_steps(out: &mut String, lines: &[String], t: Words) -> fmt::Result {
    writeln!(out, "\n{}", t(NEXT_STEP_TITLE))?;
    for line in lines {
        writeln!(out, "  {}", t(line))?;
    }
    Ok(())
}

/// The VGPR thresholds of the kernel's target and wave size, this kernel's row marked, in `t`'s words.
pub fn write_thresholds(out: &mut String, arch: &Arch, kernel: &Kernel, t: Words) -> fmt::Result {
    let (title, rows) = vgpr_threshold_rows(arch, kernel);
    writeln!(out, "\n{}", t(&title))?;
    writeln!(out, "  {:>10}  {}", "VGPRs ≤", t("waves per SIMD"))?;
    for (most, waves, this) in rows {
        let mark = if this { "  ← this kernel" } else { "" };
        writeln!(out, "  {most:>10}  {waves}{mark}")?;
    }
    Ok(())
}

/// `occ calc`'s report of a launch on an AMD GPU, in `terms`: the GPU and the kernel, then the calculator's
/// sections, the next step, the VGPR thresholds, the physical limits and the warnings.
pub fn text(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    about: &About,
    terms: Terms,
) -> Result<String, Error> {
    let steps = next_step_lines(arch, kernel, result)?;
    let t = |text: &str| terms.apply_for(Vendor::Amd, text);
    Ok(written(|out| {
        writeln!(out, "GPU     {}", t(&title(arch, about)))?;
        writeln!(
            out,
            "{}",
            t(&format!("Kernel  {}", kernel_line(kernel, result)))
        )?;
        writeln!(out, "\nOccupancy data")?;
        for r in occupancy_data(arch, kernel, result) {
            writeln!(out, "  {:<46} {}", t(&r.label), r.value)?;
        }
        writeln!(
            out,
            "\n{}",
            t(&format!(
                "Allocated resources                {:>22} {:>22} {:>16}",
                "used", "available", "waves per SIMD"
            ))
        )?;
        for r in allocated_resources(arch, kernel, result) {
            writeln!(
                out,
                "  {:<32} {:>22} {:>22} {:>16}",
                t(r.limiter.label()),
                t(&r.used),
                t(&r.available),
                r.waves.map_or("-".to_string(), |w| w.to_string())
            )?;
        }
        writeln!(out, "\nOccupancy limiters (* = binding)")?;
        for r in limiters(arch, kernel, result, &Say::english(Vendor::Amd)) {
            writeln!(
                out,
                "  {} {:<18} {:<14} {}",
                if r.binding { "*" } else { " " },
                t(r.limiter.label()),
                t(&waves_text(r.waves)),
                t(&r.why)
            )?;
        }
        write_next_steps(out, &steps, &t)?;
        write_thresholds(out, arch, kernel, &t)?;
        writeln!(out, "\nPhysical limits")?;
        let mut physical = physical_limits(arch, kernel, result, about.units.unwrap_or(1));
        if let Some(mhz) = about.boost_mhz {
            physical.push(Row {
                label: "Boost clock".to_string(),
                value: format!("{} MHz", thousands(mhz.into())),
            });
        }
        for r in physical {
            writeln!(out, "  {:<46} {}", t(&r.label), r.value)?;
        }
        let warnings = warnings(kernel, result);
        if !warnings.is_empty() {
            writeln!(out, "\nWarnings")?;
            for warning in &warnings {
                writeln!(out, "  ! {}", t(warning))?;
            }
        }
        Ok(())
    }))
}

/// Why `limiter` (by its batch name) allows what it does, or nothing for a name AMD's limiters do not have.
pub fn why(arch: &Arch, kernel: &Kernel, result: &Occupancy, limiter: &str, say: &Say) -> String {
    Limiter::ALL
        .iter()
        .find(|l| l.name() == limiter)
        .map_or(String::new(), |l| explain(arch, kernel, result, *l, say))
}

/// Each step that gains a wave per SIMD, in a line of a comparison's table: "VGPRs per work-item 128 → 96: 5
/// waves/SIMD".
pub fn next_step_summaries(arch: &Arch, kernel: &Kernel) -> Result<Vec<String>, Error> {
    Ok(next_steps(arch, kernel)?
        .iter()
        .map(|s| step_summary(s.change(), s.waves_then, "waves/SIMD"))
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
        let data = occupancy_data(arch, &kernel, &result);
        assert_eq!(data[0].value, "4 of 8");
        assert_eq!(data[1].label, "Work-groups per CU");
        assert_eq!(data[3].value, "50.00 %");
        let limiters = limiters(arch, &kernel, &result, &Say::english(Vendor::Amd));
        let binding: Vec<Limiter> = limiters
            .iter()
            .filter(|l| l.binding)
            .map(|l| l.limiter)
            .collect();
        assert_eq!(binding, [Limiter::Vgprs]);
        let (title, rows) = vgpr_threshold_rows(arch, &kernel);
        assert!(title.starts_with("VGPR thresholds on gfx942 (wave64"));
        assert_eq!(rows.iter().filter(|r| r.2).count(), 1);
        assert!(rows
            .iter()
            .any(|&(most, waves, this)| this && most >= 128 && waves == 4));
        let steps = next_step_lines(arch, &kernel, &result).unwrap();
        assert!(steps[0].starts_with("VGPRs: drop to"), "{steps:?}");
        let physical = physical_limits(arch, &kernel, &result, 304);
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
