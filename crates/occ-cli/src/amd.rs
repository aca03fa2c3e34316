//! AMD GPUs on the command line: the flags that describe a HIP kernel as AMD's compiler reports it, and the reports
//! of `occ calc`, `occ plan` and `occ roofline` in AMD's terms (work-items, waves, work-groups, CUs, LDS), every
//! figure from `occ_core::amd`.

use std::fmt::Write as _;

use anyhow::bail;
use clap::Args;
use occ_core::amd::{self, explain, next_steps, vgpr_thresholds, Arch, Kernel, Limiter, Occupancy};
use occ_core::dto::amd::{warnings, AmdBatchOutput};
use occ_core::plan::{waves_on, Waves};
use occ_core::presets::Preset;
use occ_core::report::{bytes, percent, thousands, Terms};
use occ_core::Vendor;
use serde_json::json;

use crate::calc::{parse_bytes, LaunchArgs};
use crate::Selected;

/// An AMD GPU: its gfx target, its CU count (1 for a generic device unless --cus) and, for presets, the product.
pub struct AmdGpu {
    pub arch: &'static Arch,
    pub cus: u32,
    /// False for a generic device without --cus: grid figures are then per CU.
    pub cus_known: bool,
    pub preset: Option<&'static Preset>,
}

impl AmdGpu {
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
        if self.arch.generation.is_rdna() && !kernel.cu_mode {
            ("WGP", u64::from(self.cus / 2).max(1))
        } else {
            ("CU", u64::from(self.cus))
        }
    }
}

/// The kernel flags of AMD GPUs (the work-group size is `--threads`).
#[derive(Args, Debug, Default)]
pub struct AmdLaunchArgs {
    /// AMD: arch VGPRs per work-item (the compiler's NumVgprs / .vgpr_count).
    #[arg(long)]
    pub vgprs: Option<u32>,
    /// AMD (CDNA): accumulation VGPRs per work-item (NumAgprs). Default 0.
    #[arg(long)]
    pub agprs: Option<u32>,
    /// AMD: SGPRs per wave (NumSgprs); they limit occupancy on GFX9/CDNA only. Default 0.
    #[arg(long)]
    pub sgprs: Option<u32>,
    /// AMD: LDS per work-group (static + dynamic): bytes, or with a K/KiB suffix. Default 0.
    #[arg(long, value_parser = parse_bytes)]
    pub lds: Option<u32>,
    /// AMD: wave size, 32 or 64 (RDNA; GFX9/CDNA run wave64 only). Default: the target's (RDNA 32, else 64).
    #[arg(long)]
    pub wave_size: Option<u32>,
    /// AMD (RDNA): CU mode, a work-group's waves on one CU (2 SIMDs, its LDS) instead of a WGP.
    #[arg(long)]
    pub cu_mode: bool,
}

impl AmdLaunchArgs {
    /// The first AMD-only flag given, if any.
    fn amd_flag(&self) -> Option<&'static str> {
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

    /// An AMD flag on an NVIDIA GPU is an error naming it.
    pub fn refuse_on_nvidia(&self, selected: &Selected) -> anyhow::Result<()> {
        if let Some(flag) = self.amd_flag() {
            let gpu = match selected.preset {
                Some(p) => format!("{} (CC {})", p.name, selected.device.cc),
                None => format!("CC {}", selected.device.cc),
            };
            bail!(
                "{flag} applies to AMD GPUs only; {gpu} is an NVIDIA GPU: give --regs (and --static-smem, \
                 --dynamic-smem)"
            );
        }
        Ok(())
    }

    /// The kernel on `arch`, checked against the target: an error names the flag, the field and the valid range.
    pub fn kernel(&self, arch: &Arch, threads: u32) -> anyhow::Result<Kernel> {
        let Some(vgprs) = self.vgprs else {
            bail!(
                "--vgprs is required for an AMD GPU: arch VGPRs per work-item, from the compiler's resource usage \
                 (-Rpass-analysis=kernel-resource-usage or .vgpr_count)"
            );
        };
        let kernel = Kernel {
            workgroup_size: threads,
            vgprs,
            agprs: self.agprs.unwrap_or(0),
            sgprs: self.sgprs.unwrap_or(0),
            lds_bytes: self.lds.unwrap_or(0),
            wave_size: self.wave_size.unwrap_or(arch.default_wave_size()),
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

/// An NVIDIA flag on an AMD GPU is an error naming it.
pub fn refuse_nvidia_flags(gpu: &AmdGpu, launch: &LaunchArgs) -> anyhow::Result<()> {
    if let Some(flag) = launch.nvidia_flag() {
        let name = gpu.preset.map_or(gpu.arch.name, |p| p.name);
        bail!(
            "{flag} applies to NVIDIA GPUs only; {name} is an AMD GPU ({}): give --vgprs (and --agprs, --sgprs, \
             --lds, --wave-size, --cu-mode)",
            gpu.arch.name
        );
    }
    Ok(())
}

fn waves_text(waves: u32) -> String {
    if waves == 1 {
        "1 wave".to_string()
    } else {
        format!("{waves} waves")
    }
}

/// `occ calc` on an AMD GPU: the report's sections in AMD's terms, or the `occ batch` object.
pub fn calc(gpu: &AmdGpu, kernel: &Kernel, terms: Terms, json: bool) -> anyhow::Result<()> {
    let arch = gpu.arch;
    if json {
        let output = AmdBatchOutput::evaluate(arch, kernel)?;
        println!("{}", serde_json::to_string_pretty(&output)?);
        return Ok(());
    }
    let result = amd::occupancy(arch, kernel)?;
    let t = |text: &str| terms.apply_for(Vendor::Amd, text);
    let (unit, _) = gpu.units(kernel);
    let mut out = String::new();
    writeln!(out, "GPU     {}", t(&gpu.title()))?;
    writeln!(
        out,
        "{}",
        t(&format!(
            "Kernel  {} work-items/work-group (wave{}, {} waves), {} VGPRs + {} AGPRs/work-item, {} SGPRs/wave, {} \
             LDS{}",
            thousands(kernel.workgroup_size.into()),
            kernel.wave_size,
            result.waves_per_workgroup,
            kernel.vgprs,
            kernel.agprs,
            kernel.sgprs,
            bytes(kernel.lds_bytes.into()),
            if kernel.cu_mode { ", CU mode" } else { "" }
        ))
    )?;
    writeln!(out, "\nOccupancy data")?;
    let rows = [
        (
            "Waves per SIMD (the compiler's Occupancy)".to_string(),
            format!("{} of {}", result.waves_per_simd, result.max_waves_per_simd),
        ),
        (
            format!("Work-groups per {unit}"),
            result.workgroups_per_cu.to_string(),
        ),
        (
            format!("Waves per {unit}"),
            format!(
                "{} of {}",
                result.waves_per_cu,
                result.max_waves_per_simd * result.simds
            ),
        ),
        ("Occupancy".to_string(), percent(result.occupancy())),
    ];
    for (label, value) in rows {
        writeln!(out, "  {:<46} {}", t(&label), value)?;
    }
    writeln!(
        out,
        "\n{}",
        t(&format!(
            "Allocated resources                {:>22} {:>22} {:>16}",
            "used", "available", "waves per SIMD"
        ))
    )?;
    let limit = |limiter: Limiter| {
        result
            .limits
            .get(limiter)
            .map_or("-".to_string(), |w| w.to_string())
    };
    let allocated = [
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
    for (limiter, used, available) in allocated {
        writeln!(
            out,
            "  {:<32} {:>22} {:>22} {:>16}",
            t(limiter.label()),
            t(&used),
            t(&available),
            limit(limiter)
        )?;
    }
    writeln!(out, "\nOccupancy limiters (* = binding)")?;
    let binding: Vec<Limiter> = result.limiters().collect();
    for limiter in Limiter::ALL {
        let waves = result
            .limits
            .get(limiter)
            .map_or("no limit".to_string(), waves_text);
        writeln!(
            out,
            "  {} {:<18} {:<14} {}",
            if binding.contains(&limiter) { "*" } else { " " },
            t(limiter.label()),
            t(&waves),
            t(&explain(arch, kernel, &result, limiter))
        )?;
    }
    next_step_lines(&mut out, arch, kernel, &result, &t)?;
    threshold_lines(&mut out, arch, kernel, &t)?;
    writeln!(out, "\nPhysical limits")?;
    for (label, value) in physical_limits(gpu, kernel, &result) {
        writeln!(out, "  {:<46} {}", t(&label), value)?;
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

/// What a step changes, in the words of the flag that sets it.
fn step_resource(limiter: Limiter) -> &'static str {
    match limiter {
        Limiter::Vgprs => "VGPRs",
        Limiter::Sgprs => "SGPRs",
        Limiter::Lds => "bytes of LDS",
        Limiter::Workgroups | Limiter::Waves => "work-items per work-group",
    }
}

fn next_step_lines(
    out: &mut String,
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    t: &dyn Fn(&str) -> String,
) -> anyhow::Result<()> {
    writeln!(
        out,
        "\n{}",
        t("Next step (how much less gains a wave per SIMD)")
    )?;
    let steps = next_steps(arch, kernel)?;
    if steps.is_empty() {
        let why = if result.waves_per_simd == result.max_waves_per_simd {
            "none needed: every SIMD holds its maximum of waves"
        } else {
            "no single resource gains a wave"
        };
        writeln!(out, "  {why}")?;
    }
    for step in steps {
        writeln!(
            out,
            "  {}",
            t(&format!(
                "{}: drop to {} {} for {} waves per SIMD (now {} at {})",
                step.limiter.label(),
                thousands(step.target.into()),
                step_resource(step.limiter),
                step.waves_then,
                step.waves_now,
                thousands(step.current.into())
            ))
        )?;
    }
    Ok(())
}

fn threshold_lines(
    out: &mut String,
    arch: &Arch,
    kernel: &Kernel,
    t: &dyn Fn(&str) -> String,
) -> std::fmt::Result {
    writeln!(
        out,
        "\n{}",
        t(&format!(
            "VGPR thresholds on {} (wave{}; VGPRs counted, AGPRs included)",
            arch.name, kernel.wave_size
        ))
    )?;
    writeln!(out, "  {:>10}  {}", "VGPRs ≤", t("waves per SIMD"))?;
    let counted = amd::rules::vgprs_counted(arch, kernel);
    let mut marked = false;
    for (most, waves) in vgpr_thresholds(arch, kernel.wave_size) {
        let mark = if !marked && counted <= most {
            marked = true;
            "  ← this kernel"
        } else {
            ""
        };
        writeln!(out, "  {most:>10}  {waves}{mark}")?;
    }
    Ok(())
}

fn physical_limits(gpu: &AmdGpu, kernel: &Kernel, result: &Occupancy) -> Vec<(String, String)> {
    let arch = gpu.arch;
    let (unit, _) = gpu.units(kernel);
    let sizes: Vec<String> = arch.wave_sizes().iter().map(u32::to_string).collect();
    let mut rows = vec![
        (
            "Target".to_string(),
            format!("{} ({})", arch.name, arch.family),
        ),
        ("CUs".to_string(), thousands(gpu.cus.into())),
        ("Wave sizes".to_string(), sizes.join(", ")),
        (format!("SIMDs per {unit}"), result.simds.to_string()),
        (
            "Max waves per SIMD".to_string(),
            result.max_waves_per_simd.to_string(),
        ),
        (
            format!("Max waves per {unit}"),
            (result.max_waves_per_simd * result.simds).to_string(),
        ),
        (
            format!("Max work-groups per {unit} (barrier slots)"),
            arch.max_workgroups(kernel.cu_mode).to_string(),
        ),
        (
            "Max work-items per work-group".to_string(),
            thousands(amd::rules::MAX_WORKGROUP_SIZE.into()),
        ),
        (
            format!("VGPRs per SIMD lane (wave{})", kernel.wave_size),
            thousands(result.vgpr_pool.into()),
        ),
        (
            "VGPR allocation unit".to_string(),
            arch.vgpr_granule(kernel.wave_size).to_string(),
        ),
        (
            "Max VGPRs per work-item".to_string(),
            if arch.max_agprs() > 0 {
                format!("{} (+ {} AGPRs)", arch.max_vgprs(), arch.max_agprs())
            } else {
                arch.max_vgprs().to_string()
            },
        ),
        (
            "Max SGPRs per wave".to_string(),
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
        (format!("LDS per {unit}"), bytes(result.lds_per_cu.into())),
        (
            "Max LDS per work-group".to_string(),
            bytes(arch.lds_per_workgroup.into()),
        ),
        (
            "LDS allocation unit".to_string(),
            format!("{} B", thousands(arch.lds_granule.into())),
        ),
    ];
    if let Some(preset) = gpu.preset {
        rows.push((
            "Boost clock".to_string(),
            format!("{} MHz", thousands(preset.boost_mhz.whole().into())),
        ));
    }
    rows
}

/// `occ plan` on an AMD GPU: occupancy for every work-group size, the next step, VGPR thresholds and the grid's
/// waves over the GPU's CUs (WGPs in RDNA's WGP mode).
pub fn plan(gpu: &AmdGpu, kernel: &Kernel, grid: Option<u64>, json: bool) -> anyhow::Result<()> {
    let arch = gpu.arch;
    let result = amd::occupancy(arch, kernel)?;
    let sizes = size_table(arch, kernel);
    let best = sizes
        .iter()
        .map(|(_, r)| r.waves_per_simd)
        .max()
        .unwrap_or(0);
    let (unit, units) = gpu.units(kernel);
    let per_wave = u64::from(result.workgroups_per_cu) * units;
    let waves = grid.and_then(|g| grid_waves(gpu, kernel, &result, g));
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
            "waves": waves.as_ref().map(crate::plan::waves_json),
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
        Some(w) => crate::plan::waves_line(&mut out, &w, "work-groups")?,
        None if grid.is_some() => writeln!(out, "  no work-group fits: no waves")?,
        None => writeln!(
            out,
            "  (give --grid N or --items N to see the grid's waves)"
        )?,
    }
    print!("{out}");
    Ok(())
}

/// Occupancy at every wave-multiple work-group size up to the largest.
fn size_table(arch: &Arch, kernel: &Kernel) -> Vec<(u32, Occupancy)> {
    (1..=amd::rules::MAX_WORKGROUP_SIZE / kernel.wave_size)
        .map(|n| n * kernel.wave_size)
        .filter_map(|size| {
            let probe = Kernel {
                workgroup_size: size,
                ..*kernel
            };
            Some((size, amd::occupancy(arch, &probe).ok()?))
        })
        .collect()
}

/// The waves of a grid of `grid` work-groups: work-groups per CU (WGP) × CUs (WGPs) at once.
fn grid_waves(gpu: &AmdGpu, kernel: &Kernel, result: &Occupancy, grid: u64) -> Option<Waves> {
    let (_, units) = gpu.units(kernel);
    waves_on(
        units,
        u64::from(result.workgroups_per_cu),
        u64::from(result.waves_per_workgroup),
        u64::from(result.max_waves_per_simd * result.simds),
        grid,
    )
}

/// `occ roofline`'s full-occupancy figures on an AMD GPU at a work-group size: the waves per SIMD reachable, the
/// most VGPRs and LDS that keep them, work-groups per CU and the work-items that fill every CU.
pub fn full_occupancy(gpu: &AmdGpu, threads: u32) -> anyhow::Result<serde_json::Value> {
    let arch = gpu.arch;
    let lean = Kernel::new(arch, threads, 0);
    let reachable = amd::occupancy(arch, &lean)?;
    let keeps = |k: Kernel| {
        amd::occupancy(arch, &k).is_ok_and(|r| r.waves_per_simd >= reachable.waves_per_simd)
    };
    let max_vgprs = (0..=arch.max_vgprs())
        .rev()
        .find(|v| keeps(Kernel { vgprs: *v, ..lean }));
    let max_lds = (0..=arch.lds_per_workgroup / arch.lds_granule)
        .rev()
        .map(|g| g * arch.lds_granule)
        .find(|b| {
            keeps(Kernel {
                lds_bytes: *b,
                ..lean
            })
        });
    let (_, units) = gpu.units(&lean);
    let fill = u64::from(reachable.waves_per_cu) * u64::from(lean.wave_size) * units;
    Ok(json!({
        "threads_per_block": threads,
        "wave_size": lean.wave_size,
        "waves_per_simd": reachable.waves_per_simd,
        "reachable_occupancy": reachable.occupancy(),
        "workgroups_per_cu": reachable.workgroups_per_cu,
        "max_vgprs": max_vgprs,
        "max_lds_per_workgroup": max_lds,
        "min_threads_to_fill": fill,
    }))
}
