//! Intel's calculator sections as labelled rows, shared by the CLI's text report and the page: occupancy data,
//! allocated resources, limiters with a sentence of why, the next steps, the GPU occupancy over a global size and
//! the architecture's physical limits, in Intel's terms (work-items, work-groups, sub-groups, hardware threads,
//! XVEs, Xe-cores, SLM). Each concept's wording is here once, so a caller that renames terms (`--terms`) rewrites
//! these strings rather than its own.

use std::fmt::{self, Write as _};

use super::{
    explain, gpu_occupancy_on, next_steps, warnings, Arch, Device, GpuOccupancy, Kernel, Limiter,
    NextStep, Occupancy, XeCores,
};
use crate::contract::Resource;
use crate::error::Error;
use crate::msg::{self, Msg, Say};
use crate::report::{self, bytes, percent, sixteenths, thousands, written, About, Limit};
use crate::terms::Words;
use crate::vendor::Vendor;

pub use crate::report::Row;

fn row(say: &Say, label: Msg, value: impl Into<String>) -> Row {
    Row {
        label: say.say(label),
        value: value.into(),
    }
}

/// "256 work-items/work-group in sub-groups of 16 (16 hardware threads), 40,960 B (40 KiB) SLM, no barriers,
/// small GRF": the kernel in one line, as the report's heading gives it.
pub fn kernel_line(kernel: &Kernel, result: &Occupancy, say: &Say) -> String {
    let group = say.say(msg::report_intel_kernel_group(
        &thousands(kernel.workgroup_size.into()),
        &kernel.sub_group_size.to_string(),
        &result.threads_per_workgroup.to_string(),
    ));
    say.say(msg::report_intel_kernel(
        &group,
        &bytes(kernel.slm_bytes.into()),
        &say.say(if kernel.barriers {
            msg::report_intel_barriers()
        } else {
            msg::report_intel_no_barriers()
        }),
        &say.say(if kernel.large_grf {
            msg::report_intel_grf_large()
        } else {
            msg::report_intel_grf_small()
        }),
    ))
}

/// The headline figures: the Xe-core occupancy, work-groups per Xe-core, hardware threads per work-group and per
/// Xe-core, and the SLM a work-group is given (its request rounded up to the allocation sizes).
pub fn occupancy_data(result: &Occupancy, say: &Say) -> Vec<Row> {
    vec![
        row(
            say,
            msg::report_intel_occupancy(),
            say.percent(result.occupancy()),
        ),
        row(
            say,
            msg::report_intel_blocks_per_unit(),
            result.workgroups_per_xe_core.to_string(),
        ),
        row(
            say,
            msg::report_intel_threads_per_block(),
            result.threads_per_workgroup.to_string(),
        ),
        row(
            say,
            msg::report_intel_threads_per_unit(),
            say.say(msg::report_of(
                &result.resident_threads.to_string(),
                &result.thread_slots.to_string(),
            )),
        ),
        row(
            say,
            msg::report_intel_slm_allocated(),
            bytes(result.slm_allocated.into()),
        ),
    ]
}

/// One resource: what a work-group takes, what an Xe-core has, and the work-groups per Xe-core it allows (`None`:
/// no limit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationRow {
    pub limiter: Limiter,
    pub used: String,
    pub available: String,
    pub workgroups: Option<u32>,
}

/// The headings of [`allocated_resources`]' columns.
pub fn allocation_headings(say: &Say) -> [String; 4] {
    [
        msg::calc_allocated(),
        msg::calc_col_per_block(),
        msg::calc_col_per_unit(),
        msg::calc_col_blocks(),
    ]
    .map(|m| say.say(m))
}

/// Every resource in [`Limiter::ALL`]'s order.
pub fn allocated_resources(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    say: &Say,
) -> Vec<AllocationRow> {
    let n = |value: u32| value.to_string();
    let threads_available = if kernel.large_grf {
        say.say(msg::report_intel_of_large(
            &n(result.thread_budget),
            &n(result.thread_slots),
        ))
    } else {
        n(result.thread_slots)
    };
    let b = |value: u32| say.say(msg::report_bytes(&thousands(value.into())));
    let rows = [
        (
            Limiter::Threads,
            // A hardware thread runs one sub-group: the other vocabularies' word for it is their warp's.
            if say.words() == Words::Intel {
                say.say(msg::report_intel_threads(&n(result.threads_per_workgroup)))
            } else {
                say.say(msg::report_warps(result.threads_per_workgroup.into()))
            },
            threads_available,
        ),
        (
            Limiter::Slm,
            b(result.slm_allocated),
            b(result.slm_per_xe_core),
        ),
        (Limiter::Workgroups, "1".to_string(), n(arch.max_workgroups)),
        (
            Limiter::Barriers,
            if kernel.barriers { "1" } else { "0" }.to_string(),
            n(arch.barrier_registers),
        ),
    ];
    rows.into_iter()
        .map(|(limiter, used, available)| AllocationRow {
            limiter,
            used,
            available,
            workgroups: result.limits.get(limiter),
        })
        .collect()
}

/// One limit in work-groups per Xe-core, whether it binds, and why (with the numbers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimiterRow {
    pub limiter: Limiter,
    pub workgroups: Option<u32>,
    pub binding: bool,
    pub why: String,
}

/// "1 work-group", "4 work-groups" or "no limit".
pub fn workgroups_text(workgroups: Option<u32>, say: &Say) -> String {
    say.say(match workgroups {
        None => msg::report_no_limit(),
        Some(n) => msg::report_blocks(n.into()),
    })
}

/// Every limiter in [`Limiter::ALL`]'s order.
pub fn limiters(arch: &Arch, kernel: &Kernel, result: &Occupancy, say: &Say) -> Vec<LimiterRow> {
    let binding: Vec<Limiter> = result.limiters().collect();
    Limiter::ALL
        .into_iter()
        .map(|limiter| LimiterRow {
            limiter,
            workgroups: result.limits.get(limiter),
            binding: binding.contains(&limiter),
            why: explain(arch, kernel, result, limiter, say),
        })
        .collect()
}

/// The section's title for [`next_step_lines`].
pub fn next_step_title(say: &Say) -> String {
    say.say(msg::report_next_title())
}

/// A step in a sentence, counted in what the occupancy counts, the hardware threads resident per Xe-core (a
/// smaller work-group can gain work-groups and still lose threads): "SLM: drop to 32,768 B (32 KiB) of SLM for
/// 64 hardware threads per Xe-core (32 now)", "Barrier registers: grow the work-group to 16 work-items for 112
/// hardware threads per Xe-core (64 now)".
fn step_line(step: &NextStep, say: &Say) -> String {
    let target = step.target.to_string();
    let bytes_target = bytes(step.target.into());
    let change = say.say(match step.limiter {
        _ if step.grows() => msg::report_intel_change_grow(&target),
        Limiter::Threads | Limiter::Workgroups => msg::report_intel_change_size(&target),
        Limiter::Slm if step.target == 0 => msg::report_intel_change_no_slm(),
        Limiter::Slm => msg::report_intel_change_slm(&bytes_target),
        Limiter::Barriers => msg::report_intel_change_no_barriers(),
    });
    say.say(msg::report_intel_step(
        &say.say(step.limiter.label()),
        &change,
        &step.occupancy_then.resident.to_string(),
        &step.occupancy_now.resident.to_string(),
    ))
}

/// One sentence per step that raises the Xe-core occupancy, or [`no_step_line`].
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
    Ok(steps.iter().map(|step| step_line(step, say)).collect())
}

/// The title of [`gpu_rows`]: "GPU occupancy (global size 1,048,576 work-items)".
pub fn gpu_title(g: &GpuOccupancy, say: &Say) -> String {
    say.say(msg::report_intel_gpu_title(&thousands(g.global_size)))
}

/// The launch over the whole GPU: its work-groups and waves over the Xe-cores, and Intel's peak and average GPU
/// occupancy.
pub fn gpu_rows(g: &GpuOccupancy, result: &Occupancy, say: &Say) -> Vec<Row> {
    let tail = if g.tail_workgroups == 0.0 {
        say.say(msg::report_intel_no_tail())
    } else {
        say.say(msg::report_intel_tail(&count(g.tail_workgroups)))
    };
    vec![
        row(
            say,
            msg::report_blocks_label(),
            say.say(msg::report_intel_gpu_blocks(
                &thousands(g.workgroups),
                &count(g.workgroups_per_wave),
                &result.workgroups_per_xe_core.to_string(),
                &g.xe_cores.to_string(),
            )),
        ),
        row(
            say,
            msg::report_intel_waves(),
            say.say(msg::report_intel_gpu_waves(
                &crate::report::fixed(g.waves, 4),
                &g.full_waves.to_string(),
                &tail,
            )),
        ),
        row(say, msg::report_intel_peak(), say.percent(g.peak)),
        row(say, msg::report_intel_average(), say.percent(g.average)),
    ]
}

/// A count of work-groups, a fraction only on a fused part: "1,024", "10.5".
fn count(value: f64) -> String {
    let whole = value.trunc();
    let fraction = value - whole;
    format!("{}{}", thousands(whole as u64), sixteenths(fraction))
}

/// The assumption behind a fused part's figures, in one sentence (`None` on whole Xe-cores): "24 XVEs are 1.5
/// Xe-cores of 16: per-Xe-core figures are those of a full Xe-core; the GPU-level figures count 1.5 Xe-cores, as
/// Intel's calculator does."
pub fn xe_core_note(arch: &Arch, xe_cores: XeCores, say: &Say) -> Option<String> {
    let (numerator, denominator) = xe_cores.ratio();
    (!xe_cores.is_whole()).then(|| {
        let xves = u64::from(numerator) * u64::from(arch.xves_per_xe_core) / u64::from(denominator);
        say.say(msg::report_intel_fused(
            &thousands(xves),
            &xe_cores.to_string(),
            &arch.xves_per_xe_core.to_string(),
        ))
    })
}

fn list(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sub-group sizes an architecture offers, smallest first: "16, 32".
pub fn sub_group_sizes(arch: &Arch) -> String {
    let mut sizes = arch.sub_group_sizes.to_vec();
    sizes.sort_unstable();
    list(&sizes)
}

/// The architecture's limits, on a GPU of `xe_cores` Xe-cores, whole or a fused part's fraction (`None`: not known,
/// which `unknown` says).
pub fn physical_limits(
    arch: &Arch,
    xe_cores: Option<impl Into<XeCores>>,
    unknown: &str,
    say: &Say,
) -> Vec<Row> {
    let r = |label: Msg, value: String| row(say, label, value);
    vec![
        r(
            msg::report_intel_architecture(),
            format!("{} ({}: {})", arch.name, arch.family, arch.products),
        ),
        r(
            msg::report_units(),
            xe_cores.map_or(unknown.to_string(), |c| c.into().to_string()),
        ),
        r(
            msg::report_intel_simds_per_unit(),
            arch.xves_per_xe_core.to_string(),
        ),
        r(
            msg::report_intel_threads_per_simd(),
            if arch.large_grf {
                say.say(msg::report_intel_threads_large(
                    &arch.threads_per_xve.to_string(),
                    &arch.threads_per_xve_in(true).to_string(),
                ))
            } else {
                arch.threads_per_xve.to_string()
            },
        ),
        r(msg::report_intel_slots(), arch.thread_slots().to_string()),
        r(msg::report_warp_sizes(), sub_group_sizes(arch)),
        r(
            msg::report_intel_slm_per_unit(),
            bytes(arch.slm_per_xe_core().into()),
        ),
        r(
            msg::report_max_smem_per_block(),
            bytes(arch.max_slm_per_workgroup().into()),
        ),
        r(
            msg::report_intel_slm_sizes(),
            say.say(msg::report_kib(&list(arch.slm_sizes_kib))),
        ),
        r(
            msg::report_max_threads_per_block(),
            thousands(arch.max_workgroup_size.into()),
        ),
        r(
            msg::report_max_blocks_per_unit(),
            arch.max_workgroups.to_string(),
        ),
        r(
            msg::report_intel_barriers_per_unit(),
            arch.barrier_registers.to_string(),
        ),
        r(
            msg::report_intel_large_grf(),
            say.say(if arch.large_grf {
                msg::report_intel_large_grf_yes()
            } else {
                msg::report_intel_large_grf_no()
            }),
        ),
    ]
}

/// Why large-GRF occupancy tops out at 50 %, for a launch in that mode (`None` otherwise): the slots are counted in
/// the default mode, and large-GRF mode gives half as many threads twice the registers.
pub fn large_grf_note(arch: &Arch, kernel: &Kernel) -> Option<String> {
    kernel.large_grf.then(|| {
        format!(
            "Large-GRF mode tops out at {}: each hardware thread gets 256 registers instead of 128, so an XVE runs {} \
             threads instead of {}, and occupancy counts the {} thread slots of the default mode",
            percent(0.5),
            arch.threads_per_xve_in(true),
            arch.threads_per_xve,
            arch.thread_slots()
        )
    })
}

/// The GPU's Xe-cores, from the XVE count `about` gives (`None` when it gives none).
pub fn xe_cores(arch: &'static Arch, about: &About) -> Result<Option<XeCores>, Error> {
    about
        .units
        .map(|xve_count| Device { arch, xve_count }.xe_cores())
        .transpose()
}

/// How a report names the GPU: the product or a generic device of the architecture, with its Xe-cores and XVEs
/// when known.
pub fn title(arch: &Arch, about: &About, xe_cores: Option<XeCores>, say: &Say) -> String {
    let count = |cores: XeCores| {
        let (numerator, denominator) = cores.ratio();
        say.say(msg::calc_intel_cores(
            &cores.to_string(),
            &thousands(
                u64::from(numerator) * u64::from(arch.xves_per_xe_core) / u64::from(denominator),
            ),
        ))
    };
    match (about.name, xe_cores) {
        (Some(name), Some(cores)) => say.say(msg::calc_intel_title(
            name,
            arch.name,
            arch.family,
            &count(cores),
        )),
        (_, Some(cores)) => say.say(msg::calc_intel_generic(
            arch.name,
            arch.family,
            &count(cores),
        )),
        (_, None) => say.say(msg::calc_intel_generic_unknown(arch.name, arch.family)),
    }
}

/// "Next step" and a line per step that raises the Xe-core occupancy (or why none does).
pub fn write_next_steps(out: &mut String, say: &Say, lines: &[String]) -> fmt::Result {
    report::section(out, say, msg::report_next_title())?;
    for line in lines {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

/// The launch over the whole GPU when `about` gives a global size: `None` without one.
pub fn gpu_figures(
    kernel: &Kernel,
    result: &Occupancy,
    xe_cores: Option<XeCores>,
    about: &About,
) -> Result<Option<GpuOccupancy>, Error> {
    let (Some(global), Some(cores)) = (about.global, xe_cores) else {
        return Ok(None);
    };
    gpu_occupancy_on(kernel, result, cores, global).map(Some)
}

/// `occ calc`'s report of a launch on an Intel GPU, in `say`'s language and words: the GPU and the kernel, then
/// the calculator's sections, the next step, the launch over the whole GPU (with a global size), the physical limits
/// and the warnings.
pub fn text(
    arch: &'static Arch,
    kernel: &Kernel,
    result: &Occupancy,
    about: &About,
    say: &Say,
) -> Result<String, Error> {
    let say = &say.about(Vendor::Intel);
    let cores = xe_cores(arch, about)?;
    let figures = gpu_figures(kernel, result, cores, about)?;
    let steps = next_step_lines(arch, kernel, result, say)?;
    let pairs = |rows: Vec<Row>| rows.into_iter().map(|r| (r.label, r.value));
    Ok(written(|out| {
        report::heading(
            out,
            say,
            &title(arch, about, cores, say),
            cores.and_then(|c| xe_core_note(arch, c, say)),
            &kernel_line(kernel, result, say),
        )?;
        report::section(out, say, msg::calc_occupancy_data())?;
        report::rows(out, 54, pairs(occupancy_data(result, say)))?;
        let rows = allocated_resources(arch, kernel, result, say)
            .into_iter()
            .map(|r| {
                [
                    say.say(r.limiter.label()),
                    r.used,
                    r.available,
                    r.workgroups.map_or("-".to_string(), |w| w.to_string()),
                ]
            });
        report::table(out, allocation_headings(say), [28, 22, 26, 14], rows)?;
        let limits = limiters(arch, kernel, result, say)
            .into_iter()
            .map(|r| Limit {
                binding: r.binding,
                label: say.say(r.limiter.label()),
                allows: workgroups_text(r.workgroups, say),
                why: r.why,
            });
        report::limiters(out, say, [18, 15], limits)?;
        write_next_steps(out, say, &steps)?;
        if let Some(g) = &figures {
            writeln!(out, "\n{}", gpu_title(g, say))?;
            report::rows(out, 54, pairs(gpu_rows(g, result, say)))?;
        }
        report::section(out, say, msg::calc_physical())?;
        let unknown = say.say(msg::calc_intel_unknown());
        let mut physical = pairs(physical_limits(arch, cores, &unknown, say)).collect::<Vec<_>>();
        physical.extend(report::boost_clock(say, about));
        report::rows(out, 54, physical)?;
        report::warnings(out, say, &warnings(kernel, result, say))
    }))
}

/// Why `limiter` (by its batch name) allows what it does, or nothing for a name Intel's limiters do not have.
pub fn why(arch: &Arch, kernel: &Kernel, result: &Occupancy, limiter: &str, say: &Say) -> String {
    Limiter::ALL
        .iter()
        .find(|l| l.name() == limiter)
        .map_or(String::new(), |l| explain(arch, kernel, result, *l, say))
}

/// Why a launch has no next step: its work-groups fill the thread budget, or the limits that bind.
pub fn no_step_line(result: &Occupancy, say: &Say) -> String {
    report::no_step(
        say,
        result.resident_threads >= result.thread_budget,
        msg::report_intel_next_none_needed(),
        result.limiters().map(|l| say.say(l.label())),
    )
}

/// Each step that raises the Xe-core occupancy, in a line of a comparison's table, in a line of a comparison's table: "Hardware threads: shrink the
/// work-group to 192 work-items for 5 work-groups per Xe-core (4 now)".
pub fn next_step_summaries(arch: &Arch, kernel: &Kernel, say: &Say) -> Result<Vec<String>, Error> {
    Ok(next_steps(arch, kernel)?
        .iter()
        .map(|s| step_line(s, say))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::intel::{arch, gpu_occupancy, occupancy};

    #[test]
    fn pvc_s_256_work_items_with_40_kib_of_slm() {
        let arch = arch("xe-hpc").unwrap();
        let kernel = Kernel {
            slm_bytes: 40 * 1024,
            ..Kernel::new(256, 16)
        };
        let result = occupancy(arch, &kernel).unwrap();
        let say = Say::english(Vendor::Intel);
        let data = occupancy_data(&result, &say);
        assert_eq!(data[0].value, "50.00 %");
        assert_eq!(data[1].value, "2");
        assert_eq!(data[4].value, "49,152 B (48 KiB)");
        let binding: Vec<Limiter> = limiters(arch, &kernel, &result, &say)
            .iter()
            .filter(|l| l.binding)
            .map(|l| l.limiter)
            .collect();
        assert_eq!(binding, [Limiter::Slm]);
        let allocated = allocated_resources(arch, &kernel, &result, &say);
        assert_eq!(allocated[1].workgroups, Some(2));
        assert_eq!(allocated[3].workgroups, None);
        assert_eq!(
            next_step_lines(arch, &kernel, &result, &say).unwrap(),
            ["SLM: drop to 32,768 B (32 KiB) of SLM for 64 hardware threads per Xe-core (32 now)"]
        );
        let g = gpu_occupancy(&kernel, &result, 128, 1 << 20).unwrap();
        let rows = gpu_rows(&g, &result, &say);
        assert_eq!(rows[1].value, "16.0000 (16 full, no tail)");
        assert_eq!(rows[3].value, "50.00 %");
        assert_eq!(
            physical_limits(arch, None::<u32>, "unknown", &say)[1].value,
            "unknown"
        );
        assert_eq!(
            physical_limits(arch, Some(128), "", &say)[5].value,
            "16, 32"
        );
        assert_eq!(large_grf_note(arch, &kernel), None);
    }

    #[test]
    fn a_fused_part_says_how_its_xe_cores_are_counted() {
        let gen12 = arch("gen12").unwrap();
        let say = Say::english(Vendor::Intel);
        let device = |xve_count| crate::intel::Device {
            arch: gen12,
            xve_count,
        };
        let cores = device(24).xe_cores().unwrap();
        assert_eq!(
            xe_core_note(gen12, cores, &say).unwrap(),
            "24 XVEs are 1.5 Xe-cores of 16: per-Xe-core figures are those of a full Xe-core; the GPU-level \
             figures count 1.5 Xe-cores, as Intel's calculator does."
        );
        assert_eq!(
            xe_core_note(gen12, device(32).xe_cores().unwrap(), &say),
            None
        );
        assert_eq!(
            physical_limits(gen12, Some(cores), "", &say)[1].value,
            "1.5"
        );
        let kernel = Kernel::new(256, 16);
        let result = occupancy(gen12, &kernel).unwrap();
        let g = crate::intel::gpu_occupancy_on(&kernel, &result, cores, 11 * 256).unwrap();
        let rows = gpu_rows(&g, &result, &say);
        assert_eq!(
            rows[0].value,
            "11 (10.5 per wave: 7 per Xe-core × 1.5 Xe-cores)"
        );
        assert_eq!(rows[1].value, "1.0476 (1 full, a tail of 0.5 work-groups)");
    }

    #[test]
    fn a_full_xe_core_needs_no_step_and_large_grf_says_why_it_stops_at_half() {
        let arch = arch("xe-hpc").unwrap();
        let kernel = Kernel {
            large_grf: true,
            ..Kernel::new(16, 16)
        };
        let result = occupancy(arch, &kernel).unwrap();
        let say = Say::english(Vendor::Intel);
        assert_eq!(result.occupancy(), 0.5);
        assert_eq!(
            next_step_lines(arch, &kernel, &result, &say).unwrap(),
            ["none needed: the work-groups fill every hardware thread the Xe-core has"]
        );
        let note = large_grf_note(arch, &kernel).unwrap();
        assert!(
            note.contains("50.00 %") && note.contains("4 threads instead of 8"),
            "{note}"
        );
        assert_eq!(
            allocated_resources(arch, &kernel, &result, &say)[0].available,
            "32 of 64 (large GRF)"
        );
    }
}
