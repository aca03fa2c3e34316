//! Intel GPUs on the command line: the GPU a preset or an Xe architecture names, the flags that describe a SYCL
//! kernel's launch on an Xe GPU (sub-group size, SLM, barriers, GRF mode, global size) and the reports of
//! `occ calc`, `occ plan` and `occ roofline` in Intel's words (work-group, sub-group, hardware thread, Xe-core,
//! XVE, SLM), every figure from `occ_core::intel`.

use std::fmt::Write as _;

use anyhow::bail;
use clap::Args;
use occ_core::intel::dto::IntelBatchOutput;
use occ_core::intel::{
    self, gpu_occupancy_on, next_steps, report, warnings, Arch, GpuOccupancy, Kernel, Limiter,
    Occupancy, XeCores,
};
use occ_core::msg;
use occ_core::plan::waves_on;
use occ_core::presets::Preset;
use occ_core::report::{bytes, percent, thousands, Terms};
use occ_core::Vendor;
use serde_json::json;

use crate::export::{by_name, print_table, Format};
use crate::flags::{self, typed, with_flag, Typed};
use crate::gpu::{fact_json, GpuArgs};
use crate::say::{left, right, width, Say};
use crate::sections::{self, Limit, Words};

/// An Intel GPU: its architecture, its Xe-cores when known (a preset's, or --xves'), and, for presets, the
/// product.
pub struct IntelGpu {
    pub arch: &'static Arch,
    /// `None` for a generic device without --xves: only per-Xe-core figures. A fraction on a fused part.
    pub xe_cores: Option<XeCores>,
    pub preset: Option<&'static Preset>,
}

impl IntelGpu {
    /// An Intel GPU: its Xe-cores from --xves (whole Xe-cores or a part Intel's calculator lists) or the preset's.
    /// --sms and --cus, NVIDIA's and AMD's, are errors naming them.
    pub fn choose(
        args: &GpuArgs,
        arch: &'static Arch,
        preset: Option<&'static Preset>,
    ) -> anyhow::Result<Self> {
        for (flag, given, what) in [
            (
                "--sms",
                args.sms.is_some(),
                "NVIDIA GPUs (streaming multiprocessors)",
            ),
            ("--cus", args.cus.is_some(), "AMD GPUs (compute units)"),
        ] {
            if given {
                bail!(
                    "{flag} applies to {what}; {} is an Intel GPU: give --xves",
                    args.describe(preset)
                );
            }
        }
        // A preset's XVE count is one Intel's calculator lists or a whole number of Xe-cores (tests check it).
        let xve_count = args
            .xves
            .or_else(|| preset.and_then(|p| p.xves).map(|x| x.whole()));
        let xe_cores = match xve_count {
            Some(xve_count) => Some(
                intel::Device { arch, xve_count }
                    .xe_cores()
                    .map_err(|e| anyhow::anyhow!("--xves: {e}"))?,
            ),
            None => None,
        };
        Ok(Self {
            arch,
            xe_cores,
            preset,
        })
    }

    fn title(&self) -> String {
        let target = format!("{}, {}", self.arch.name, self.arch.family);
        let count = |cores: XeCores| {
            let (numerator, denominator) = cores.ratio();
            format!(
                "{cores} Xe-cores, {} XVEs",
                thousands(
                    u64::from(numerator) * u64::from(self.arch.xves_per_xe_core)
                        / u64::from(denominator)
                )
            )
        };
        match (self.preset, self.xe_cores) {
            (Some(p), Some(cores)) => format!("{} ({target}, {})", p.name, count(cores)),
            (_, Some(cores)) => format!("generic {target} ({})", count(cores)),
            (_, None) => format!(
                "generic {target} (XVE count unknown: figures are per Xe-core; give --xves for the GPU's)"
            ),
        }
    }

    /// The Xe-cores, or an error saying how to give them (for figures over the whole GPU).
    fn cores_for(&self, what: &str) -> anyhow::Result<XeCores> {
        self.xe_cores.ok_or_else(|| {
            anyhow::anyhow!(
                "{what} needs the GPU's XVE count: give --xves N (a multiple of {}; Intel's calculator offers {} for \
                 {}) or an Intel --gpu",
                self.arch.xves_per_xe_core,
                list(self.arch.xve_counts),
                self.arch.name
            )
        })
    }
}

fn list(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The kernel flags of Intel GPUs (the work-group size is `--threads`; barriers are `--barriers`, shared with
/// NVIDIA).
#[derive(Args, Debug, Default)]
pub struct IntelLaunchArgs {
    /// Intel: the sub-group (SIMD) size the kernel is compiled for: 8, 16 or 32 as the architecture allows (the
    /// compiler's choice, or [[intel::reqd_sub_group_size(N)]]).
    #[arg(long = "sub-group", value_parser = typed, allow_negative_numbers = true)]
    pub sub_group: Option<Typed>,
    /// Intel: SLM (shared local memory) per work-group: bytes, or with a K/KiB suffix. Default 0.
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub slm: Option<Typed>,
    /// Intel (Xe-HPC): large-GRF mode, 256 registers per hardware thread and half the threads per XVE.
    #[arg(long)]
    pub large_grf: bool,
    /// Intel: the launch's global size in work-items (all dimensions multiplied), for the waves over the GPU and
    /// its peak and average occupancy.
    #[arg(long, value_parser = global_size, allow_negative_numbers = true)]
    pub global: Option<u64>,
}

impl IntelLaunchArgs {
    /// The first Intel-only flag given, if any.
    pub fn flag(&self) -> Option<&'static str> {
        [
            ("--sub-group", self.sub_group.is_some()),
            ("--slm", self.slm.is_some()),
            ("--large-grf", self.large_grf),
            ("--global", self.global.is_some()),
        ]
        .into_iter()
        .find_map(|(flag, given)| given.then_some(flag))
    }

    /// The kernel on `gpu` (its work-group size from --threads, whether it uses barriers from --barriers),
    /// checked against the architecture: an error names the flag, the field and the valid range on the
    /// architecture.
    pub fn kernel(
        &self,
        gpu: &IntelGpu,
        threads: &Typed,
        barriers: Option<&Typed>,
    ) -> anyhow::Result<Kernel> {
        let arch = gpu.arch;
        let Some(sub_group) = &self.sub_group else {
            bail!(
                "--sub-group is required for an Intel GPU: the sub-group size the kernel is compiled for ({} on {})",
                list(&sorted(arch.sub_group_sizes)),
                arch.name
            );
        };
        let name = match gpu.preset {
            Some(p) => format!("{} ({})", p.name, arch.name),
            None => arch.name.to_string(),
        };
        let range = |flag: &'static str| {
            let name = &name;
            move || flags::intel(flag, arch, name)
        };
        let kernel = Kernel {
            workgroup_size: threads.count("--threads", range("--threads"))?,
            sub_group_size: sub_group.count("--sub-group", range("--sub-group"))?,
            slm_bytes: self
                .slm
                .as_ref()
                .map(|t| t.bytes("--slm", range("--slm")))
                .transpose()?
                .unwrap_or(0),
            barriers: barriers
                .map(|t| t.count("--barriers", range("--barriers")))
                .transpose()?
                .unwrap_or(0)
                > 0,
            large_grf: self.large_grf,
        };
        const FLAGS: &[(&str, &str)] = &[
            ("kernel.threads_per_block", "--threads"),
            ("kernel.sub_group_size", "--sub-group"),
            ("kernel.slm_bytes", "--slm"),
            ("kernel.large_grf", "--large-grf"),
        ];
        kernel
            .check(arch)
            .map_err(|error| with_flag(error, FLAGS))?;
        Ok(kernel)
    }
}

/// --global: a global size in work-items, 1 to 2⁶⁴ − 1.
fn global_size(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| {
            format!(
                "valid values are 1 to {} (work-items in the launch)",
                u64::MAX
            )
        })
}

fn sorted(values: &[u32]) -> Vec<u32> {
    let mut out = values.to_vec();
    out.sort_unstable();
    out
}

/// A flag of `vendor`'s kernels on an Intel GPU (NVIDIA's but --barriers, which Intel's kernels take too) is an
/// error naming it.
pub fn refuse_flag(gpu: &IntelGpu, vendor: Vendor, flag: Option<&str>) -> anyhow::Result<()> {
    let Some(flag) = flag else {
        return Ok(());
    };
    let name = gpu.preset.map_or(gpu.arch.name, |p| p.name);
    bail!(
        "{flag} applies to {} GPUs only; {name} is an Intel GPU ({}): give --sub-group (and --slm, --barriers, \
         --large-grf, --global)",
        vendor.label(),
        gpu.arch.name
    )
}

/// `occ calc --json` on an Intel GPU: the `occ batch` object, and with --global the GPU's figures.
#[derive(serde::Serialize)]
struct CalcJson {
    #[serde(flatten)]
    output: IntelBatchOutput,
    #[serde(skip_serializing_if = "Option::is_none")]
    gpu_occupancy: Option<serde_json::Value>,
}

fn gpu_json(g: &GpuOccupancy) -> serde_json::Value {
    json!({
        "xe_cores": g.xe_cores,
        "global_size": g.global_size,
        "workgroups": g.workgroups,
        "workgroups_per_wave": count_json(g.workgroups_per_wave),
        "full_waves": g.full_waves,
        "tail_workgroups": count_json(g.tail_workgroups),
        "waves": g.waves,
        "peak": g.peak,
        "average": g.average,
    })
}

/// A count of work-groups: an integer, or on a fused part's fraction of Xe-cores the calculator's fraction.
fn count_json(value: f64) -> serde_json::Value {
    if value.fract() == 0.0 && value <= u64::MAX as f64 {
        json!(value as u64)
    } else {
        json!(value)
    }
}

/// The GPU's figures for a global size, when given; `flags` names the flags it came from, for errors.
fn gpu_figures(
    gpu: &IntelGpu,
    kernel: &Kernel,
    result: &Occupancy,
    global: Option<u64>,
    flags: &str,
) -> anyhow::Result<Option<GpuOccupancy>> {
    let Some(global) = global else {
        return Ok(None);
    };
    let cores = gpu.cores_for(flags)?;
    gpu_occupancy_on(kernel, result, cores, global)
        .map(Some)
        .map_err(|e| anyhow::anyhow!("{flags}: {e}"))
}

/// `occ calc` on an Intel GPU: the report's sections in Intel's words, the `occ batch` object, or a table.
pub fn calc(
    gpu: &IntelGpu,
    launch: &IntelLaunchArgs,
    threads: &Typed,
    barriers: Option<&Typed>,
    terms: Terms,
    format: Option<Format>,
    json: bool,
) -> anyhow::Result<()> {
    let arch = gpu.arch;
    let kernel = &launch.kernel(gpu, threads, barriers)?;
    let global = launch.global;
    if let Some(format) = format {
        if global.is_some() {
            bail!(
                "--global gives the GPU's waves in the report and --json; --csv and --markdown give the \
                 per-Xe-core figures only: leave out --global"
            );
        }
        let result = intel::occupancy(arch, kernel)?;
        let why = by_name(Limiter::ALL, Limiter::name, |l| {
            intel::explain(arch, kernel, &result, l)
        });
        let output = IntelBatchOutput::evaluate(arch, kernel)?;
        let name = gpu.preset.map_or(arch.name, |p| p.name);
        return print_table(format, name, &output, &why);
    }
    let result = intel::occupancy(arch, kernel)?;
    let figures = gpu_figures(gpu, kernel, &result, global, "--global")?;
    if json {
        let value = CalcJson {
            output: IntelBatchOutput::evaluate(arch, kernel)?,
            gpu_occupancy: figures.as_ref().map(gpu_json),
        };
        println!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(());
    }
    let t = |text: &str| terms.apply_for(Vendor::Intel, text);
    let mut out = String::new();
    writeln!(out, "GPU     {}", t(&gpu.title()))?;
    if let Some(note) = gpu.xe_cores.and_then(|c| report::xe_core_note(arch, c)) {
        writeln!(out, "        {}", t(&note))?;
    }
    writeln!(
        out,
        "{}",
        t(&format!("Kernel  {}", report::kernel_line(kernel, &result)))
    )?;
    writeln!(out, "\nOccupancy data")?;
    let pairs = |rows: Vec<report::Row>| rows.into_iter().map(|r| (r.label, r.value));
    sections::rows(&mut out, 54, pairs(report::occupancy_data(&result)), &t)?;
    let rows = report::allocated_resources(arch, kernel, &result)
        .into_iter()
        .map(|r| {
            [
                r.limiter.label().to_string(),
                r.used,
                r.available,
                r.workgroups.map_or("-".to_string(), |w| w.to_string()),
            ]
        });
    sections::table(
        &mut out,
        report::ALLOCATION_HEADINGS,
        [28, 22, 26, 14],
        rows,
        &t,
    )?;
    let limits = report::limiters(arch, kernel, &result)
        .into_iter()
        .map(|r| Limit {
            binding: r.binding,
            label: r.limiter.label(),
            allows: report::workgroups_text(r.workgroups),
            why: r.why,
        });
    sections::limiters(&mut out, limits, &t)?;
    next_step_lines(&mut out, arch, kernel, &result, &t)?;
    if let Some(g) = &figures {
        writeln!(out, "\n{}", t(&report::gpu_title(g)))?;
        sections::rows(&mut out, 54, pairs(report::gpu_rows(g, &result)), &t)?;
    }
    writeln!(out, "\nPhysical limits")?;
    sections::rows(&mut out, 54, physical_limits(gpu), &t)?;
    sections::warnings(&mut out, &warnings(kernel, &result), &t)?;
    print!("{out}");
    Ok(())
}

fn next_step_lines(
    out: &mut String,
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    t: Words,
) -> anyhow::Result<()> {
    writeln!(out, "\n{}", t(report::NEXT_STEP_TITLE))?;
    for line in report::next_step_lines(arch, kernel, result)? {
        writeln!(out, "  {}", t(&line))?;
    }
    Ok(())
}

fn physical_limits(gpu: &IntelGpu) -> Vec<(String, String)> {
    let mut rows: Vec<(String, String)> =
        report::physical_limits(gpu.arch, gpu.xe_cores, "unknown (give --xves)")
            .into_iter()
            .map(|r| (r.label, r.value))
            .collect();
    if let Some(preset) = gpu.preset {
        rows.push((
            "Boost clock".to_string(),
            format!("{} MHz", thousands(preset.boost_mhz.whole().into())),
        ));
    }
    rows
}

/// `occ plan` on an Intel GPU: occupancy for the work-group sizes that matter, the next step, and the grid's
/// waves over the GPU's Xe-cores with Intel's peak and average GPU occupancy.
pub fn plan(
    gpu: &IntelGpu,
    launch: &IntelLaunchArgs,
    threads: &Typed,
    barriers: Option<&Typed>,
    grid: flags::Grid,
    json: bool,
) -> anyhow::Result<()> {
    let arch = gpu.arch;
    let kernel = &launch.kernel(gpu, threads, barriers)?;
    let grid = flags::workgroups(grid, kernel.workgroup_size)?;
    // The global size in work-items: --global, or the grid's work-groups times their size.
    let global = match (launch.global, grid) {
        (Some(_), Some(_)) => {
            bail!("give either --global (work-items) or --grid/--items, not both")
        }
        (Some(global), None) => Some(global),
        (None, Some(grid)) => Some(intel::global_size_of_grid(kernel, grid)?),
        (None, None) => None,
    };
    let result = intel::occupancy(arch, kernel)?;
    let table = intel::plan::workgroup_sizes(arch, kernel);
    let best = table.best_resident_threads;
    let steps = next_steps(arch, kernel)?;
    let figures = gpu_figures(
        gpu,
        kernel,
        &result,
        global,
        "--global (or --grid, --items)",
    )?;
    // NVIDIA's wave keys count whole units; a fused part's waves are Intel's calculator's alone (`figures`).
    let waves = figures.as_ref().and_then(|g| {
        waves_on(
            g.xe_cores.whole()?.into(),
            result.workgroups_per_xe_core.into(),
            result.threads_per_workgroup.into(),
            result.thread_slots.into(),
            g.workgroups,
        )
    });
    // Work-groups per wave, as Intel's calculator counts them (a fraction on a fused part).
    let stride = gpu
        .xe_cores
        .map(|c| c.value() * f64::from(result.workgroups_per_xe_core));
    if json {
        let value = json!({
            "vendor": "intel",
            "workgroup_sizes": table.rows.iter().map(|intel::plan::SizeRow { size, result: r }| json!({
                "threads_per_block": size,
                "hw_threads_per_workgroup": r.threads_per_workgroup,
                "workgroups_per_xe_core": r.workgroups_per_xe_core,
                "occupancy": r.occupancy(),
                "limiters": r.limiters().map(Limiter::name).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "best_occupancy": f64::from(best) / f64::from(result.thread_slots),
            "next_steps": steps.iter().map(|s| json!({
                "limiter": s.limiter.name(),
                "current": s.current,
                "target": s.target,
                "workgroups_now": s.workgroups_now,
                "workgroups_then": s.workgroups_then,
            })).collect::<Vec<_>>(),
            "scheduling_unit": "Xe-core",
            "units": gpu.xe_cores,
            "grid_stride_workgroups": stride.map(count_json),
            // The keys of NVIDIA's plan: a block is a work-group, an SM an Xe-core, a warp a hardware thread.
            "waves": waves.as_ref().map(sections::waves_json),
            "gpu_occupancy": figures.as_ref().map(gpu_json),
        });
        println!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(());
    }
    let mut out = String::new();
    writeln!(out, "GPU     {}", gpu.title())?;
    writeln!(
        out,
        "\nWork-group size (sub-groups of {})  threads/work-group  work-groups/Xe-core  occupancy  limited by",
        kernel.sub_group_size
    )?;
    for intel::plan::SizeRow { size, result: r } in &table.rows {
        writeln!(
            out,
            "  {:>6}                          {:>5}               {:>5}          {:>8}  {}{}",
            size,
            r.threads_per_workgroup,
            r.workgroups_per_xe_core,
            percent(r.occupancy()),
            r.limiters()
                .map(Limiter::name)
                .collect::<Vec<_>>()
                .join(", "),
            sections::marks(r.resident_threads == best, *size == kernel.workgroup_size)
        )?;
    }
    let identity = |text: &str| text.to_string();
    next_step_lines(&mut out, arch, kernel, &result, &identity)?;
    writeln!(out, "\nGrid")?;
    match (stride, gpu.xe_cores) {
        (Some(stride), Some(cores)) if cores.is_whole() => writeln!(
            out,
            "  grid-stride loop: {} work-groups ({} per Xe-core × {cores} Xe-cores) keep every Xe-core full",
            thousands(stride as u64),
            result.workgroups_per_xe_core,
        )?,
        (Some(_), Some(cores)) => {
            if let Some(note) = report::xe_core_note(arch, cores) {
                writeln!(out, "  {note}")?;
            }
        }
        _ => writeln!(
            out,
            "  (give --xves N for the GPU's Xe-cores and its waves)"
        )?,
    }
    match (&waves, &figures) {
        (Some(w), Some(g)) => {
            sections::waves_line(&mut out, w, "work-groups")?;
            writeln!(
                out,
                "  Intel's GPU occupancy: peak {}, average over the waves {}",
                percent(g.peak),
                percent(g.average)
            )?;
        }
        (None, Some(g)) => {
            writeln!(
                out,
                "  {} work-groups = {:.2} waves of {} over {} Xe-cores",
                thousands(g.workgroups),
                g.waves,
                count_json(g.workgroups_per_wave),
                g.xe_cores
            )?;
            writeln!(
                out,
                "  Intel's GPU occupancy: peak {}, average over the waves {}",
                percent(g.peak),
                percent(g.average)
            )?;
        }
        _ => writeln!(
            out,
            "  (give --grid N, --items N or --global N to see the grid's waves)"
        )?,
    }
    print!("{out}");
    Ok(())
}

/// `occ roofline`'s full-occupancy figures on an Intel GPU at a work-group size, per sub-group size: the
/// Xe-core occupancy reachable, work-groups per Xe-core, the most SLM that keeps them, and the work-items that
/// fill every Xe-core.
pub fn full_occupancy(gpu: &IntelGpu, threads: u32) -> anyhow::Result<serde_json::Value> {
    let arch = gpu.arch;
    let mut rows = Vec::new();
    for &sub_group in &sorted(arch.sub_group_sizes) {
        let lean = Kernel::new(threads, sub_group);
        let Ok(reachable) = intel::occupancy(arch, &lean) else {
            continue;
        };
        let max_slm = arch
            .slm_sizes_kib
            .iter()
            .rev()
            .map(|kib| kib * 1024)
            .filter(|b| *b <= arch.max_slm_per_workgroup())
            .find(|b| {
                intel::occupancy(
                    arch,
                    &Kernel {
                        slm_bytes: *b,
                        ..lean
                    },
                )
                .is_ok_and(|r| r.workgroups_per_xe_core >= reachable.workgroups_per_xe_core)
            });
        let fill = gpu.xe_cores.map(|c| {
            let (numerator, denominator) = c.ratio();
            let items = u128::from(reachable.workgroups_per_xe_core)
                * u128::from(threads)
                * u128::from(numerator);
            count_json(items as f64 / f64::from(denominator))
        });
        rows.push(json!({
            "sub_group_size": sub_group,
            "hw_threads_per_workgroup": reachable.threads_per_workgroup,
            "workgroups_per_xe_core": reachable.workgroups_per_xe_core,
            "reachable_occupancy": reachable.occupancy(),
            "max_slm_per_workgroup": max_slm,
            "min_work_items_to_fill": fill,
        }));
    }
    if rows.is_empty() {
        bail!(
            "--threads {threads}: no sub-group size of {} runs a work-group of {threads} work-items (valid sizes are \
             1 to {})",
            arch.name,
            arch.max_workgroup_size
        );
    }
    Ok(json!({
        "threads_per_block": threads,
        "sub_groups": rows,
    }))
}

/// The full-occupancy figures in Intel's words, one row per sub-group size.
pub fn full_occupancy_lines(
    out: &mut String,
    threads: u32,
    figures: &serde_json::Value,
    _gpu: &IntelGpu,
    say: Say,
) -> std::fmt::Result {
    writeln!(out, "\n{}", say.say(msg::full_title(&threads.to_string())))?;
    // Each column: its heading and width (at least the heading's); the numbers are aligned right, the SLM left.
    let columns = [
        (msg::full_intel_col_sub_group(), 9),
        (msg::full_intel_col_hw_threads(), 16),
        (msg::full_intel_col_blocks(), 19),
        (msg::full_reachable_label(), 19),
        (msg::full_smem_label(), 22),
    ]
    .map(|(heading, least)| {
        let heading = say.say(heading);
        (least.max(width(&heading)), heading)
    });
    let line = |out: &mut String, cells: [String; 5], last: &str| {
        let [.., (slm, _)] = columns;
        let mut text = String::new();
        for (cell, (w, _)) in cells[..4].iter().zip(&columns) {
            text.push_str(&format!("  {}", right(cell, *w)));
        }
        writeln!(out, "{text}  {} {last}", left(&cells[4], slm))
    };
    line(
        out,
        columns.clone().map(|(_, heading)| heading),
        &say.say(msg::full_fill_label()),
    )?;
    for row in figures["sub_groups"].as_array().into_iter().flatten() {
        let number = |key: &str| row[key].as_u64().map_or("-".to_string(), thousands);
        line(
            out,
            [
                number("sub_group_size"),
                number("hw_threads_per_workgroup"),
                number("workgroups_per_xe_core"),
                say.percent(row["reachable_occupancy"].as_f64().unwrap_or(0.0)),
                row["max_slm_per_workgroup"]
                    .as_u64()
                    .map_or("-".to_string(), bytes),
            ],
            &number("min_work_items_to_fill"),
        )?;
    }
    Ok(())
}

/// An Intel preset's own keys in `occ gpus --json`: its vendor, Xe architecture, Xe-cores and XVEs.
pub fn preset_keys(
    p: &Preset,
    arch: &Arch,
    object: &mut serde_json::Map<String, serde_json::Value>,
) {
    object.insert("vendor".into(), Vendor::Intel.name().into());
    object.insert("xe".into(), arch.name.into());
    object.insert("year".into(), p.year.into());
    object.insert("xe_cores".into(), fact_json(&p.compute_units));
    object.insert("xves".into(), p.xves.as_ref().map(fact_json).into());
}
