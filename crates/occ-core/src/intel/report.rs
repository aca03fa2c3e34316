//! Intel's calculator sections as labelled rows, shared by the CLI's text report and the page: occupancy data,
//! allocated resources, limiters with a sentence of why, the next steps, the GPU occupancy over a global size and
//! the architecture's physical limits, in Intel's terms (work-items, work-groups, sub-groups, hardware threads,
//! XVEs, Xe-cores, SLM). Each concept's wording is here once, so a caller that renames terms (`--terms`) rewrites
//! these strings rather than its own.

use std::fmt::{self, Write as _};

use super::{
    explain, gpu_occupancy_on, next_steps, warnings, Arch, Device, GpuOccupancy, Kernel, Limiter,
    Occupancy, XeCores,
};
use crate::error::Error;
use crate::msg::Say;
use crate::report::{
    self, bytes, percent, sixteenths, thousands, written, About, Limit, Terms, Words,
};
use crate::vendor::Vendor;

/// A labelled value: the same shape as AMD's rows, so a page lays out both vendors' sections alike.
pub use crate::amd::report::Row;

fn row(label: impl Into<String>, value: impl Into<String>) -> Row {
    Row {
        label: label.into(),
        value: value.into(),
    }
}

/// "256 work-items/work-group in sub-groups of 16 (16 hardware threads), 40,960 B (40 KiB) SLM, no barriers,
/// small GRF": the kernel in one line, as the report's heading gives it.
pub fn kernel_line(kernel: &Kernel, result: &Occupancy) -> String {
    format!(
        "{} work-items/work-group in sub-groups of {} ({} hardware threads), {} SLM, {}, {} GRF",
        thousands(kernel.workgroup_size.into()),
        kernel.sub_group_size,
        result.threads_per_workgroup,
        bytes(kernel.slm_bytes.into()),
        if kernel.barriers {
            "barriers"
        } else {
            "no barriers"
        },
        if kernel.large_grf { "large" } else { "small" }
    )
}

/// The label of the occupancy row (also the page's headline).
pub const OCCUPANCY_LABEL: &str = "Xe-core occupancy (hardware threads / thread slots)";

/// The headline figures: the Xe-core occupancy, work-groups per Xe-core, hardware threads per work-group and per
/// Xe-core, and the SLM a work-group is given (its request rounded up to the allocation sizes).
pub fn occupancy_data(result: &Occupancy) -> Vec<Row> {
    vec![
        row(OCCUPANCY_LABEL, percent(result.occupancy())),
        row(
            "Work-groups per Xe-core",
            result.workgroups_per_xe_core.to_string(),
        ),
        row(
            "Hardware threads per work-group",
            result.threads_per_workgroup.to_string(),
        ),
        row(
            "Hardware threads per Xe-core",
            format!("{} of {}", result.resident_threads, result.thread_slots),
        ),
        row(
            "SLM per work-group (allocated)",
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
pub const ALLOCATION_HEADINGS: [&str; 4] = [
    "Allocated resources",
    "per work-group",
    "per Xe-core",
    "work-groups",
];

/// Every resource in [`Limiter::ALL`]'s order.
pub fn allocated_resources(arch: &Arch, kernel: &Kernel, result: &Occupancy) -> Vec<AllocationRow> {
    let threads_available = if kernel.large_grf {
        format!(
            "{} of {} (large GRF)",
            result.thread_budget, result.thread_slots
        )
    } else {
        result.thread_slots.to_string()
    };
    let rows = [
        (
            Limiter::Threads,
            format!("{} threads", result.threads_per_workgroup),
            threads_available,
        ),
        (
            Limiter::Slm,
            format!("{} B", thousands(result.slm_allocated.into())),
            format!("{} B", thousands(result.slm_per_xe_core.into())),
        ),
        (
            Limiter::Workgroups,
            "1".to_string(),
            arch.max_workgroups.to_string(),
        ),
        (
            Limiter::Barriers,
            if kernel.barriers { "1" } else { "0" }.to_string(),
            arch.barrier_registers.to_string(),
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
pub fn workgroups_text(workgroups: Option<u32>) -> String {
    match workgroups {
        None => "no limit".to_string(),
        Some(1) => "1 work-group".to_string(),
        Some(n) => format!("{n} work-groups"),
    }
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
pub const NEXT_STEP_TITLE: &str = "Next step (how much less gains a work-group per Xe-core)";

/// One sentence per resource whose lowering gains a work-group per Xe-core, or one saying why there is none.
pub fn next_step_lines(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
) -> Result<Vec<String>, Error> {
    let steps = next_steps(arch, kernel)?;
    if steps.is_empty() {
        let why = if result.resident_threads == result.thread_budget {
            "none needed: the work-groups fill every hardware thread the Xe-core has"
        } else {
            "no single resource gains a work-group"
        };
        return Ok(vec![why.to_string()]);
    }
    Ok(steps
        .iter()
        .map(|step| format!("{}: {step}", step.limiter.label()))
        .collect())
}

/// The title of [`gpu_rows`]: "GPU occupancy (global size 1,048,576 work-items)".
pub fn gpu_title(g: &GpuOccupancy) -> String {
    format!(
        "GPU occupancy (global size {} work-items)",
        thousands(g.global_size)
    )
}

/// The launch over the whole GPU: its work-groups and waves over the Xe-cores, and Intel's peak and average GPU
/// occupancy.
pub fn gpu_rows(g: &GpuOccupancy, result: &Occupancy) -> Vec<Row> {
    let tail = if g.tail_workgroups == 0.0 {
        "no tail".to_string()
    } else {
        format!("a tail of {} work-groups", count(g.tail_workgroups))
    };
    vec![
        row(
            "Work-groups",
            format!(
                "{} ({} per wave: {} per Xe-core × {} Xe-cores)",
                thousands(g.workgroups),
                count(g.workgroups_per_wave),
                result.workgroups_per_xe_core,
                g.xe_cores
            ),
        ),
        row(
            "Waves",
            format!(
                "{} ({} full, {tail})",
                crate::report::fixed(g.waves, 4),
                g.full_waves
            ),
        ),
        row("Peak GPU occupancy", percent(g.peak)),
        row("Average GPU occupancy (over the waves)", percent(g.average)),
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
pub fn xe_core_note(arch: &Arch, xe_cores: XeCores) -> Option<String> {
    let (numerator, denominator) = xe_cores.ratio();
    (!xe_cores.is_whole()).then(|| {
        let xves = u64::from(numerator) * u64::from(arch.xves_per_xe_core) / u64::from(denominator);
        format!(
            "{} XVEs are {xe_cores} Xe-cores of {}: per-Xe-core figures are those of a full Xe-core; the GPU-level \
             figures count {xe_cores} Xe-cores, as Intel's calculator does.",
            thousands(xves),
            arch.xves_per_xe_core
        )
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
) -> Vec<Row> {
    vec![
        row(
            "Architecture",
            format!("{} ({}: {})", arch.name, arch.family, arch.products),
        ),
        row(
            "Xe-cores",
            xe_cores.map_or(unknown.to_string(), |c| c.into().to_string()),
        ),
        row("XVEs per Xe-core", arch.xves_per_xe_core.to_string()),
        row(
            "Hardware threads per XVE",
            if arch.large_grf {
                format!(
                    "{} ({} in large-GRF mode)",
                    arch.threads_per_xve,
                    arch.threads_per_xve_in(true)
                )
            } else {
                arch.threads_per_xve.to_string()
            },
        ),
        row("Thread slots per Xe-core", arch.thread_slots().to_string()),
        row("Sub-group sizes", sub_group_sizes(arch)),
        row("SLM per Xe-core", bytes(arch.slm_per_xe_core().into())),
        row(
            "Max SLM per work-group",
            bytes(arch.max_slm_per_workgroup().into()),
        ),
        row(
            "SLM allocation sizes",
            format!("{} KiB", list(arch.slm_sizes_kib)),
        ),
        row(
            "Max work-items per work-group",
            thousands(arch.max_workgroup_size.into()),
        ),
        row(
            "Max work-groups per Xe-core",
            arch.max_workgroups.to_string(),
        ),
        row(
            "Barrier registers per Xe-core",
            arch.barrier_registers.to_string(),
        ),
        row(
            "Large-GRF mode",
            if arch.large_grf {
                "yes (256 registers per thread, half the threads)"
            } else {
                "no (not in Intel's calculator for this architecture)"
            },
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
pub fn title(arch: &Arch, about: &About, xe_cores: Option<XeCores>) -> String {
    let target = format!("{}, {}", arch.name, arch.family);
    let count = |cores: XeCores| {
        let (numerator, denominator) = cores.ratio();
        format!(
            "{cores} Xe-cores, {} XVEs",
            thousands(
                u64::from(numerator) * u64::from(arch.xves_per_xe_core) / u64::from(denominator)
            )
        )
    };
    match (about.name, xe_cores) {
        (Some(name), Some(cores)) => format!("{name} ({target}, {})", count(cores)),
        (_, Some(cores)) => format!("generic {target} ({})", count(cores)),
        (_, None) => format!(
            "generic {target} (XVE count unknown: figures are per Xe-core; give --xves for the GPU's)"
        ),
    }
}

/// "Next step" and a line per resource whose lowering gains a work-group per Xe-core (or why none does), in `t`'s
/// words.
pub fn write_next_steps(out: &mut String, lines: &[String], t: Words) -> fmt::Result {
    writeln!(out, "\n{}", t(NEXT_STEP_TITLE))?;
    for line in lines {
        writeln!(out, "  {}", t(line))?;
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

/// `occ calc`'s report of a launch on an Intel GPU, in `terms`: the GPU and the kernel, then the calculator's
/// sections, the next step, the launch over the whole GPU (with a global size), the physical limits and the
/// warnings.
pub fn text(
    arch: &'static Arch,
    kernel: &Kernel,
    result: &Occupancy,
    about: &About,
    terms: Terms,
) -> Result<String, Error> {
    let cores = xe_cores(arch, about)?;
    let figures = gpu_figures(kernel, result, cores, about)?;
    let steps = next_step_lines(arch, kernel, result)?;
    let t = |text: &str| terms.apply_for(Vendor::Intel, text);
    let pairs = |rows: Vec<Row>| rows.into_iter().map(|r| (r.label, r.value));
    Ok(written(|out| {
        writeln!(out, "GPU     {}", t(&title(arch, about, cores)))?;
        if let Some(note) = cores.and_then(|c| xe_core_note(arch, c)) {
            writeln!(out, "        {}", t(&note))?;
        }
        writeln!(
            out,
            "{}",
            t(&format!("Kernel  {}", kernel_line(kernel, result)))
        )?;
        writeln!(out, "\nOccupancy data")?;
        report::rows(out, 54, pairs(occupancy_data(result)), &t)?;
        let rows = allocated_resources(arch, kernel, result)
            .into_iter()
            .map(|r| {
                [
                    r.limiter.label().to_string(),
                    r.used,
                    r.available,
                    r.workgroups.map_or("-".to_string(), |w| w.to_string()),
                ]
            });
        report::table(out, ALLOCATION_HEADINGS, [28, 22, 26, 14], rows, &t)?;
        let english = Say::english(Vendor::Intel);
        let limits = limiters(arch, kernel, result, &english)
            .into_iter()
            .map(|r| Limit {
                binding: r.binding,
                label: r.limiter.label(),
                allows: workgroups_text(r.workgroups),
                why: r.why,
            });
        report::limiters(out, limits, &t)?;
        write_next_steps(out, &steps, &t)?;
        if let Some(g) = &figures {
            writeln!(out, "\n{}", t(&gpu_title(g)))?;
            report::rows(out, 54, pairs(gpu_rows(g, result)), &t)?;
        }
        writeln!(out, "\nPhysical limits")?;
        let mut physical = physical_limits(arch, cores, "unknown (give --xves)");
        if let Some(mhz) = about.boost_mhz {
            physical.push(row("Boost clock", format!("{} MHz", thousands(mhz.into()))));
        }
        report::rows(out, 54, pairs(physical), &t)?;
        report::warnings(out, &warnings(kernel, result), &t)
    }))
}

/// Why `limiter` (by its batch name) allows what it does, or nothing for a name Intel's limiters do not have.
pub fn why(arch: &Arch, kernel: &Kernel, result: &Occupancy, limiter: &str, say: &Say) -> String {
    Limiter::ALL
        .iter()
        .find(|l| l.name() == limiter)
        .map_or(String::new(), |l| explain(arch, kernel, result, *l, say))
}

/// Each step that gains a work-group per Xe-core, in a line of a comparison's table: "Hardware threads: shrink the
/// work-group to 192 work-items for 5 work-groups per Xe-core (4 now)".
pub fn next_step_summaries(arch: &Arch, kernel: &Kernel) -> Result<Vec<String>, Error> {
    Ok(next_steps(arch, kernel)?
        .iter()
        .map(|s| format!("{}: {s}", s.limiter.label()))
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
        let data = occupancy_data(&result);
        assert_eq!(data[0].value, "50.00 %");
        assert_eq!(data[1].value, "2");
        assert_eq!(data[4].value, "49,152 B (48 KiB)");
        let binding: Vec<Limiter> = limiters(arch, &kernel, &result, &Say::english(Vendor::Intel))
            .iter()
            .filter(|l| l.binding)
            .map(|l| l.limiter)
            .collect();
        assert_eq!(binding, [Limiter::Slm]);
        let allocated = allocated_resources(arch, &kernel, &result);
        assert_eq!(allocated[1].workgroups, Some(2));
        assert_eq!(allocated[3].workgroups, None);
        assert_eq!(
            next_step_lines(arch, &kernel, &result).unwrap(),
            ["SLM: drop to 32,768 B (32 KiB) of SLM for 4 work-groups per Xe-core (2 now)"]
        );
        let g = gpu_occupancy(&kernel, &result, 128, 1 << 20).unwrap();
        let rows = gpu_rows(&g, &result);
        assert_eq!(rows[1].value, "16.0000 (16 full, no tail)");
        assert_eq!(rows[3].value, "50.00 %");
        assert_eq!(
            physical_limits(arch, None::<u32>, "unknown")[1].value,
            "unknown"
        );
        assert_eq!(physical_limits(arch, Some(128), "")[5].value, "16, 32");
        assert_eq!(large_grf_note(arch, &kernel), None);
    }

    #[test]
    fn a_fused_part_says_how_its_xe_cores_are_counted() {
        let gen12 = arch("gen12").unwrap();
        let device = |xve_count| crate::intel::Device {
            arch: gen12,
            xve_count,
        };
        let cores = device(24).xe_cores().unwrap();
        assert_eq!(
            xe_core_note(gen12, cores).unwrap(),
            "24 XVEs are 1.5 Xe-cores of 16: per-Xe-core figures are those of a full Xe-core; the GPU-level \
             figures count 1.5 Xe-cores, as Intel's calculator does."
        );
        assert_eq!(xe_core_note(gen12, device(32).xe_cores().unwrap()), None);
        assert_eq!(physical_limits(gen12, Some(cores), "")[1].value, "1.5");
        let kernel = Kernel::new(256, 16);
        let result = occupancy(gen12, &kernel).unwrap();
        let g = crate::intel::gpu_occupancy_on(&kernel, &result, cores, 11 * 256).unwrap();
        let rows = gpu_rows(&g, &result);
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
        assert_eq!(result.occupancy(), 0.5);
        assert_eq!(
            next_step_lines(arch, &kernel, &result).unwrap(),
            ["none needed: the work-groups fill every hardware thread the Xe-core has"]
        );
        let note = large_grf_note(arch, &kernel).unwrap();
        assert!(
            note.contains("50.00 %") && note.contains("4 threads instead of 8"),
            "{note}"
        );
        assert_eq!(
            allocated_resources(arch, &kernel, &result)[0].available,
            "32 of 64 (large GRF)"
        );
    }
}
