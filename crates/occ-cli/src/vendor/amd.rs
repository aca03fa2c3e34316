//! AMD GPUs on the command line: the GPU a preset or a gfx target names, the flags that describe a HIP kernel as
//! AMD's compiler reports it, and the reports of `occ calc`, `occ plan` and `occ roofline` in AMD's terms
//! (work-items, waves, work-groups, CUs, LDS), every figure from `occ_core::amd`.

use std::fmt::Write as _;

use anyhow::bail;
use clap::Args;
use occ_core::amd::dto::{warnings, AmdBatchOutput};
use occ_core::amd::{self, next_steps, report, vgpr_thresholds, Arch, Kernel, Limiter, Occupancy};
use occ_core::msg;
use occ_core::presets::Preset;
use occ_core::report::{bytes, percent, thousands, Terms};
use occ_core::Vendor;
use serde_json::json;

use crate::export::{by_name, print_table, Format};
use crate::flags::{self, typed, Typed};
use crate::gpu::{fact_json, GpuArgs};
use crate::say::{left, Say};
use crate::sections;

/// An AMD GPU: its gfx target, its CU count (1 for a generic device unless --cus) and, for presets, the product.
pub struct AmdGpu {
    pub arch: &'static Arch,
    pub cus: u32,
    /// False for a generic device without --cus: grid figures are then per CU.
    pub cus_known: bool,
    pub preset: Option<&'static Preset>,
}

impl AmdGpu {
    /// The AMD GPU of `arch` that `args` name (`preset`, when a preset does): its CUs from --cus or the preset's.
    /// --sms, NVIDIA's, is an error naming it.
    pub fn choose(
        args: &GpuArgs,
        arch: &'static Arch,
        preset: Option<&'static Preset>,
    ) -> anyhow::Result<Self> {
        if args.sms.is_some() {
            bail!(
                "--sms applies to NVIDIA GPUs (streaming multiprocessors); {} is an AMD GPU: give --cus",
                args.describe(preset)
            );
        }
        if args.cus == Some(0) {
            bail!("--cus = 0 is out of range: valid values are 1 to 4294967295");
        }
        Ok(Self {
            arch,
            cus: args
                .cus
                .or(preset.map(|p| p.compute_units.whole()))
                .unwrap_or(1),
            cus_known: args.cus.is_some() || preset.is_some(),
            preset,
        })
    }

    /// How a message names the GPU: "Instinct MI300X (gfx942)" or "gfx942".
    pub fn name(&self) -> String {
        match self.preset {
            Some(p) => format!("{} ({})", p.name, self.arch.name),
            None => self.arch.name.to_string(),
        }
    }

    fn title(&self) -> String {
        let target = format!("{}, {}", self.arch.name, self.arch.family);
        match (self.preset, self.cus_known) {
            (Some(p), _) => format!("{} ({target}, {} CUs)", p.name, self.cus),
            (None, true) => format!("generic {target} ({} CUs)", self.cus),
            (None, false) => {
                format!("generic {target} (CU count unknown: grid figures are per CU)")
            }
        }
    }

    /// What a work-group is scheduled onto, and how many of them the GPU has: a WGP (two CUs) in RDNA's WGP mode,
    /// else a CU.
    fn units(&self, kernel: &Kernel) -> (&'static str, u64) {
        amd::plan::units(self.arch, kernel, self.cus)
    }
}

/// The kernel flags of AMD GPUs (the work-group size is `--threads`).
#[derive(Args, Debug, Default)]
pub struct AmdLaunchArgs {
    /// AMD: arch VGPRs per work-item (the compiler's NumVgprs / .vgpr_count).
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub vgprs: Option<Typed>,
    /// AMD (CDNA): accumulation VGPRs per work-item (NumAgprs). Default 0.
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub agprs: Option<Typed>,
    /// AMD: SGPRs per wave (NumSgprs); they limit occupancy on GFX9/CDNA only. Default 0.
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub sgprs: Option<Typed>,
    /// AMD: LDS per work-group (static + dynamic): bytes, or with a K/KiB suffix. Default 0.
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub lds: Option<Typed>,
    /// AMD: wave size, 32 or 64 (RDNA; GFX9/CDNA run wave64 only). Default: the target's (RDNA 32, else 64).
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub wave_size: Option<Typed>,
    /// AMD (RDNA): CU mode, a work-group's waves on one CU (2 SIMDs, its LDS) instead of a WGP.
    #[arg(long)]
    pub cu_mode: bool,
}

impl AmdLaunchArgs {
    /// The first AMD-only flag given, if any.
    pub fn flag(&self) -> Option<&'static str> {
        [
            ("--vgprs", self.vgprs.is_some()),
            ("--agprs", self.agprs.is_some()),
            ("--sgprs", self.sgprs.is_some()),
            ("--lds", self.lds.is_some()),
            ("--wave-size", self.wave_size.is_some()),
            ("--cu-mode", self.cu_mode),
        ]
        .into_iter()
        .find_map(|(flag, given)| given.then_some(flag))
    }

    /// The kernel on `gpu` (its work-group size from --threads), checked against the target: an error names the
    /// flag, the field and the valid range on the target.
    pub fn kernel(&self, gpu: &AmdGpu, threads: &Typed) -> anyhow::Result<Kernel> {
        let arch = gpu.arch;
        let Some(vgprs) = &self.vgprs else {
            bail!(
                "--vgprs is required for an AMD GPU: arch VGPRs per work-item, from the compiler's resource usage \
                 (-Rpass-analysis=kernel-resource-usage or .vgpr_count)"
            );
        };
        let name = gpu.name();
        let range = |flag: &'static str| {
            let name = &name;
            move || flags::amd(flag, arch, name)
        };
        let count = |typed: &Option<Typed>, flag: &'static str| {
            typed
                .as_ref()
                .map(|t| t.count(flag, range(flag)))
                .transpose()
        };
        let kernel = Kernel {
            workgroup_size: threads.count("--threads", range("--threads"))?,
            vgprs: vgprs.count("--vgprs", range("--vgprs"))?,
            agprs: count(&self.agprs, "--agprs")?.unwrap_or(0),
            sgprs: count(&self.sgprs, "--sgprs")?.unwrap_or(0),
            lds_bytes: self
                .lds
                .as_ref()
                .map(|t| t.bytes("--lds", range("--lds")))
                .transpose()?
                .unwrap_or(0),
            wave_size: count(&self.wave_size, "--wave-size")?.unwrap_or(arch.default_wave_size()),
            cu_mode: self.cu_mode,
        };
        kernel.check(arch).map_err(|error| {
            let flag = match error.field() {
                "kernel.threads_per_block" => "--threads",
                "kernel.vgprs" => "--vgprs",
                "kernel.agprs" => "--agprs",
                "kernel.sgprs" => "--sgprs",
                "kernel.lds_bytes" => "--lds",
                "kernel.wave_size" => "--wave-size",
                "kernel.cu_mode" => "--cu-mode",
                _ => return anyhow::Error::new(error),
            };
            anyhow::anyhow!("{flag}: {error}")
        })?;
        Ok(kernel)
    }
}

/// A flag of `vendor`'s kernels on an AMD GPU is an error naming it.
pub fn refuse_flag(gpu: &AmdGpu, vendor: Vendor, flag: Option<&str>) -> anyhow::Result<()> {
    let Some(flag) = flag else {
        return Ok(());
    };
    let name = gpu.preset.map_or(gpu.arch.name, |p| p.name);
    let instead = "--vgprs (and --agprs, --sgprs, --lds, --wave-size, --cu-mode)";
    if vendor == Vendor::Nvidia {
        bail!(
            "{flag} applies to NVIDIA GPUs only; {name} is an AMD GPU ({}): give {instead}",
            gpu.arch.name
        );
    }
    bail!(
        "{flag} applies to {} GPUs only; {name} ({}) is an AMD GPU: give {instead}",
        vendor.label(),
        gpu.arch.name
    )
}

/// `occ calc` on an AMD GPU: the report's sections in AMD's terms, the `occ batch` object, or a table.
pub fn calc(
    gpu: &AmdGpu,
    launch: &AmdLaunchArgs,
    threads: &Typed,
    terms: Terms,
    format: Option<Format>,
    json: bool,
) -> anyhow::Result<()> {
    let arch = gpu.arch;
    let kernel = &launch.kernel(gpu, threads)?;
    if let Some(format) = format {
        let result = amd::occupancy(arch, kernel)?;
        let why = by_name(Limiter::ALL, Limiter::name, |l| {
            amd::explain(arch, kernel, &result, l)
        });
        let output = AmdBatchOutput::evaluate(arch, kernel)?;
        let name = gpu.preset.map_or(arch.name, |p| p.name);
        return print_table(format, name, &output, &why);
    }
    if json {
        let output = AmdBatchOutput::evaluate(arch, kernel)?;
        println!("{}", serde_json::to_string_pretty(&output)?);
        return Ok(());
    }
    let result = amd::occupancy(arch, kernel)?;
    let t = |text: &str| terms.apply_for(Vendor::Amd, text);
    let mut out = String::new();
    writeln!(out, "GPU     {}", t(&gpu.title()))?;
    writeln!(
        out,
        "{}",
        t(&format!("Kernel  {}", report::kernel_line(kernel, &result)))
    )?;
    writeln!(out, "\nOccupancy data")?;
    for r in report::occupancy_data(arch, kernel, &result) {
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
    for r in report::allocated_resources(arch, kernel, &result) {
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
    for r in report::limiters(arch, kernel, &result) {
        writeln!(
            out,
            "  {} {:<18} {:<14} {}",
            if r.binding { "*" } else { " " },
            t(r.limiter.label()),
            t(&report::waves_text(r.waves)),
            t(&r.why)
        )?;
    }
    next_step_lines(&mut out, arch, kernel, &result, &t)?;
    threshold_lines(&mut out, arch, kernel, &t)?;
    writeln!(out, "\nPhysical limits")?;
    let mut physical = report::physical_limits(arch, kernel, &result, gpu.cus);
    if let Some(preset) = gpu.preset {
        physical.push(report::Row {
            label: "Boost clock".to_string(),
            value: format!("{} MHz", thousands(preset.boost_mhz.whole().into())),
        });
    }
    for r in physical {
        writeln!(out, "  {:<46} {}", t(&r.label), r.value)?;
    }
    let warnings = warnings(kernel, &result);
    if !warnings.is_empty() {
        writeln!(out, "\nWarnings")?;
        for warning in &warnings {
            writeln!(out, "  ! {}", t(warning))?;
        }
    }
    print!("{out}");
    Ok(())
}

fn next_step_lines(
    out: &mut String,
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    t: &dyn Fn(&str) -> String,
) -> anyhow::Result<()> {
    writeln!(out, "\n{}", t(report::NEXT_STEP_TITLE))?;
    for line in report::next_step_lines(arch, kernel, result)? {
        writeln!(out, "  {}", t(&line))?;
    }
    Ok(())
}

fn threshold_lines(
    out: &mut String,
    arch: &Arch,
    kernel: &Kernel,
    t: &dyn Fn(&str) -> String,
) -> std::fmt::Result {
    let (title, rows) = report::vgpr_threshold_rows(arch, kernel);
    writeln!(out, "\n{}", t(&title))?;
    writeln!(out, "  {:>10}  {}", "VGPRs ≤", t("waves per SIMD"))?;
    for (most, waves, this) in rows {
        let mark = if this { "  ← this kernel" } else { "" };
        writeln!(out, "  {most:>10}  {waves}{mark}")?;
    }
    Ok(())
}

/// `occ plan` on an AMD GPU: occupancy for every work-group size, the next step, VGPR thresholds and the grid's
/// waves over the GPU's CUs (WGPs in RDNA's WGP mode).
pub fn plan(
    gpu: &AmdGpu,
    launch: &AmdLaunchArgs,
    threads: &Typed,
    grid: flags::Grid,
    json: bool,
) -> anyhow::Result<()> {
    let arch = gpu.arch;
    let kernel = &launch.kernel(gpu, threads)?;
    let grid = flags::workgroups(grid, kernel.workgroup_size)?;
    let result = amd::occupancy(arch, kernel)?;
    let table = amd::plan::workgroup_sizes(arch, kernel, 0);
    let sizes: Vec<(u32, Occupancy)> = table.rows.iter().map(|r| (r.size, r.result)).collect();
    let best = table.best_waves_per_simd;
    let (unit, units) = gpu.units(kernel);
    let per_wave = amd::plan::grid_stride_workgroups(arch, kernel, &result, gpu.cus);
    let waves = grid.and_then(|g| amd::plan::waves(arch, kernel, &result, gpu.cus, g));
    let steps = next_steps(arch, kernel)?;
    if json {
        let value = json!({
            "vendor": "amd",
            "workgroup_sizes": sizes.iter().map(|(size, r)| json!({
                "threads_per_block": size,
                "waves_per_simd": r.waves_per_simd,
                "workgroups_per_cu": r.workgroups_per_cu,
                "waves_per_cu": r.waves_per_cu,
                "occupancy": r.occupancy(),
                "limiters": r.limiters().map(Limiter::name).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
            "best_waves_per_simd": best,
            "next_steps": steps.iter().map(|s| json!({
                "limiter": s.limiter.name(),
                "current": s.current,
                "target": s.target,
                "waves_now": s.waves_now,
                "waves_then": s.waves_then,
            })).collect::<Vec<_>>(),
            "vgpr_thresholds": vgpr_thresholds(arch, kernel.wave_size).iter().map(|(most, waves)| json!({
                "max_vgprs": most, "waves_per_simd": waves,
            })).collect::<Vec<_>>(),
            "scheduling_unit": unit,
            "units": units,
            "grid_stride_workgroups": per_wave,
            // The keys of NVIDIA's plan: a block is a work-group, an SM a CU (WGP).
            "waves": waves.as_ref().map(sections::waves_json),
        });
        println!("{}", serde_json::to_string_pretty(&value)?);
        return Ok(());
    }
    let mut out = String::new();
    writeln!(out, "GPU     {}", gpu.title())?;
    writeln!(
        out,
        "\nWork-group size  waves/SIMD  work-groups/{unit}  waves/{unit}  occupancy  limited by"
    )?;
    for (size, r) in &sizes {
        let mut marks = String::new();
        if r.waves_per_simd == best {
            marks.push_str(" best");
        }
        if *size == kernel.workgroup_size {
            marks.push_str(" ← current");
        }
        let limiters: Vec<&str> = r.limiters().map(Limiter::name).collect();
        writeln!(
            out,
            "  {:>6}         {:>5}       {:>5}           {:>5}     {:>8}  {}{marks}",
            size,
            r.waves_per_simd,
            r.workgroups_per_cu,
            r.waves_per_cu,
            percent(r.occupancy()),
            limiters.join(", ")
        )?;
    }
    let identity = |text: &str| text.to_string();
    next_step_lines(&mut out, arch, kernel, &result, &identity)?;
    threshold_lines(&mut out, arch, kernel, &identity)?;
    writeln!(out, "\nGrid")?;
    writeln!(
        out,
        "  grid-stride loop: {} work-groups ({} per {unit} × {} {unit}s) keep every {unit} full",
        thousands(per_wave),
        result.workgroups_per_cu,
        thousands(units)
    )?;
    match waves {
        Some(w) => sections::waves_line(&mut out, &w, "work-groups")?,
        None if grid.is_some() => writeln!(out, "  no work-group fits: no waves")?,
        None => writeln!(
            out,
            "  (give --grid N or --items N to see the grid's waves)"
        )?,
    }
    print!("{out}");
    Ok(())
}

/// `occ roofline`'s full-occupancy figures on an AMD GPU at a work-group size: the waves per SIMD reachable, the
/// most VGPRs and LDS that keep them, work-groups per CU and the work-items that fill every CU.
pub fn full_occupancy(gpu: &AmdGpu, threads: u32) -> anyhow::Result<serde_json::Value> {
    let f = amd::plan::full_occupancy(gpu.arch, &Kernel::new(gpu.arch, threads, 0), gpu.cus)?;
    Ok(json!({
        "threads_per_block": threads,
        "wave_size": f.wave_size,
        "waves_per_simd": f.waves_per_simd,
        "reachable_occupancy": f.occupancy(),
        "workgroups_per_cu": f.workgroups_per_cu,
        "max_vgprs": f.max_vgprs,
        "max_lds_per_workgroup": f.max_lds,
        "min_threads_to_fill": f.min_items_to_fill,
    }))
}

/// The full-occupancy figures in `say`'s language and words (AMD's, unless --terms chose others).
pub fn full_occupancy_lines(
    out: &mut String,
    threads: u32,
    figures: &serde_json::Value,
    gpu: &AmdGpu,
    say: Say,
) -> std::fmt::Result {
    let number = |key: &str| {
        figures[key]
            .as_u64()
            .map_or("-".to_string(), |n| n.to_string())
    };
    let row = |out: &mut String, label: msg::Msg, value: String| {
        writeln!(out, "  {} {value}", left(&say.say(label), 28))
    };
    let wave = figures["wave_size"].to_string();
    writeln!(
        out,
        "\n{}",
        say.say(msg::full_title_wave(&threads.to_string(), &wave))
    )?;
    let reachable = say.percent(figures["reachable_occupancy"].as_f64().unwrap_or(0.0));
    let waves = figures["waves_per_simd"].to_string();
    row(
        out,
        msg::full_reachable_label(),
        say.say(msg::full_amd_reachable(&reachable, &waves)),
    )?;
    row(out, msg::full_blocks_label(), number("workgroups_per_cu"))?;
    row(out, msg::full_amd_vgprs_label(), number("max_vgprs"))?;
    let lds = figures["max_lds_per_workgroup"]
        .as_u64()
        .map_or("-".to_string(), bytes);
    row(out, msg::full_smem_label(), lds)?;
    let fill = thousands(figures["min_threads_to_fill"].as_u64().unwrap_or(0));
    let cus = gpu.cus.to_string();
    row(
        out,
        msg::full_fill_label(),
        say.say(msg::full_amd_fill(&fill, &cus)),
    )
}

/// An AMD preset's own keys in `occ gpus --json`: its vendor, gfx target, CUs and LDS per CU.
pub fn preset_keys(
    p: &Preset,
    arch: &Arch,
    object: &mut serde_json::Map<String, serde_json::Value>,
) {
    object.insert("vendor".into(), Vendor::Amd.name().into());
    object.insert("gfx".into(), arch.name.into());
    object.insert("year".into(), p.year.into());
    object.insert("cus".into(), fact_json(&p.compute_units));
    object.insert(
        "lds_per_cu".into(),
        p.local_memory_per_unit.as_ref().map(fact_json).into(),
    );
}
