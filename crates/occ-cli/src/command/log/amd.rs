//! The AMD part of `occ log`: every AMD kernel report (kernel-resource-usage remarks, assembly) evaluated with
//! `occ_core::amd` on a gfx target, next to the compiler's own occupancy figure.
//!
//! Target: `--arch` for every kernel, else each report's own. Work-group size: `--threads`, else the largest the
//! kernel was compiled for (the assembly's metadata), else HIP's default of 1024, which is also what the
//! compiler's figure assumes unless `__launch_bounds__` says otherwise.

use std::fmt::Write as _;

use anyhow::anyhow;
use occ_core::amd::{self, Arch, ARCHES};
use occ_core::compiler_log::{
    AmdFunction, AmdResources, Figure, Log, Unreadable, DEFAULT_MAX_WORKGROUP_SIZE,
};
use serde::Serialize;

use super::{mismatched, notes_section, row_notes, smem_text, terminal_text, PtxasArgs, MISMATCH};

/// Where a row's work-group size came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkgroupFrom {
    Flag,
    /// The largest work-group the kernel was compiled for, as its report names it.
    Compiler,
    /// The report does not name it: HIP's default maximum.
    Default,
}

/// occ's result for one AMD report, as `--json` writes it.
#[derive(Serialize)]
pub struct AmdOccupancy {
    pub waves_per_simd: u32,
    pub max_waves_per_simd: u32,
    /// waves_per_simd / max_waves_per_simd, 0–1.
    pub occupancy: f64,
    pub workgroups_per_cu: u32,
    pub waves_per_cu: u32,
    pub waves_per_workgroup: u32,
    /// Every resource whose limit equals the result (ties included): vgprs, sgprs, lds, workgroups, waves.
    pub limiters: Vec<&'static str>,
    /// Waves per SIMD each resource allows; `null` where it does not apply.
    pub limits: std::collections::BTreeMap<&'static str, Option<u32>>,
    pub allocated_vgprs: u32,
    pub vgpr_pool: u32,
    pub allocated_lds: u32,
    pub lds_per_cu: u32,
}

impl AmdOccupancy {
    fn of(o: &amd::Occupancy) -> Self {
        Self {
            waves_per_simd: o.waves_per_simd,
            max_waves_per_simd: o.max_waves_per_simd,
            occupancy: o.occupancy(),
            workgroups_per_cu: o.workgroups_per_cu,
            waves_per_cu: o.waves_per_cu,
            waves_per_workgroup: o.waves_per_workgroup,
            limiters: o.limiters().map(amd::Limiter::name).collect(),
            limits: amd::Limiter::ALL
                .into_iter()
                .map(|l| (l.name(), o.limits.get(l)))
                .collect(),
            allocated_vgprs: o.allocated_vgprs,
            vgpr_pool: o.vgpr_pool,
            allocated_lds: o.allocated_lds,
            lds_per_cu: o.lds_per_cu,
        }
    }
}

/// One evaluated AMD kernel report: the `--json` object.
#[derive(Serialize)]
pub struct AmdRow {
    pub vendor: &'static str,
    pub name: String,
    pub demangled: String,
    /// The report's gfx target.
    pub target: Option<String>,
    /// `remarks` or `assembly`.
    pub tool: &'static str,
    pub line: usize,
    /// The report's figures: vgprs, agprs, total_vgprs, sgprs, lds_bytes, scratch_bytes, dynamic_stack,
    /// sgpr_spills, vgpr_spills, compiler_waves_per_simd (the compiler's own figure), wave_size,
    /// max_workgroup_size.
    #[serde(flatten)]
    pub resources: AmdResources,
    /// The target evaluated on (`gfx90a (CDNA 2)`).
    pub gpu: String,
    pub workgroup_size: Option<u32>,
    pub workgroup_size_from: Option<WorkgroupFrom>,
    pub dynamic_lds: u32,
    /// occ and the compiler disagree on the same launch (same target, the compiler's work-group size).
    pub differs_from_compiler: bool,
    pub below_threshold: bool,
    pub spills: bool,
    pub notes: Vec<String>,
    pub error: Option<String>,
    /// The report's first figure that is not a whole number in range (`figure`, the quoted `text`): the kernel
    /// is not evaluated, and `error` says why. Its figure is `null` among the report's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<Unreadable>,
    pub occupancy: Option<AmdOccupancy>,
}

fn title(arch: &Arch) -> String {
    format!("{} ({})", arch.name, arch.family)
}

/// The target `--arch` names, or an error listing the known ones.
pub fn selected(args: &PtxasArgs) -> anyhow::Result<Option<&'static Arch>> {
    let Some(name) = &args.arch else {
        // An AMD preset names its target.
        return Ok(amd_preset(args));
    };
    let name = name.trim().trim_start_matches("amdgcn-amd-amdhsa--");
    amd::arch(name.split(':').next().unwrap_or(name))
        .map(Some)
        .ok_or_else(|| {
            let known: Vec<&str> = ARCHES.iter().map(|a| a.name).collect();
            anyhow!(
                "--arch '{}' is not a gfx target occ knows: valid values are {}",
                terminal_text(name),
                known.join(", ")
            )
        })
}

/// The gfx target of `--gpu` when it names an AMD product.
pub fn amd_preset(args: &PtxasArgs) -> Option<&'static Arch> {
    let preset = occ_core::presets::find(args.gpu.as_deref()?).ok()?;
    preset.target.amd()
}

/// Evaluates every AMD kernel report. With `--arch` and reports for that target in the log, only those are
/// evaluated; the count of the others is returned.
pub fn evaluate(args: &PtxasArgs, log: &Log, arch: Option<&'static Arch>) -> (Vec<AmdRow>, usize) {
    let own = |f: &AmdFunction| {
        arch.is_some_and(|a| {
            f.target
                .as_deref()
                .is_some_and(|t| t.eq_ignore_ascii_case(a.name))
        })
    };
    let any_own = log.amd_kernels().any(own);
    let mut skipped = 0;
    let mut rows = Vec::new();
    for f in log.amd_kernels() {
        if any_own && !own(f) {
            skipped += 1;
            continue;
        }
        rows.push(row(args, f, arch));
    }
    (rows, skipped)
}

fn row(args: &PtxasArgs, f: &AmdFunction, selected: Option<&'static Arch>) -> AmdRow {
    let r = f.resources;
    let mut row = AmdRow {
        vendor: "amd",
        name: f.name.clone(),
        demangled: f.display_name().to_string(),
        target: f.target.clone(),
        tool: f.tool.name(),
        line: f.line,
        resources: r,
        gpu: String::new(),
        workgroup_size: None,
        workgroup_size_from: None,
        dynamic_lds: args.dynamic_smem,
        differs_from_compiler: false,
        below_threshold: false,
        spills: f.spills(),
        notes: Vec::new(),
        error: None,
        unreadable: f.unreadable.clone(),
        occupancy: None,
    };
    if let Some(bad) = &f.unreadable {
        // No target makes the report's figure readable.
        row.gpu = selected.or(f.arch()).map(title).unwrap_or_default();
        row.error = Some(bad.error().to_string());
        return row;
    }
    let arch = match (selected, f.arch()) {
        (Some(arch), _) => {
            if let Some(target) = &f.target {
                if !target.eq_ignore_ascii_case(arch.name) {
                    row.notes
                        .push(format!("{MISMATCH}{target}, evaluated on {}", arch.name));
                }
            }
            arch
        }
        (None, Some(arch)) => arch,
        (None, None) => {
            row.error = Some(match &f.target {
                Some(target) => format!(
                    "'{}' is not a gfx target occ knows: pass --arch",
                    terminal_text(target)
                ),
                None => "the log names no gfx target for it: pass --arch".to_string(),
            });
            return row;
        }
    };
    row.gpu = title(arch);
    let (threads, from) = match (args.threads, r.max_workgroup_size) {
        (Some(threads), _) => (threads, WorkgroupFrom::Flag),
        (None, Some(size)) => (size, WorkgroupFrom::Compiler),
        (None, None) => (DEFAULT_MAX_WORKGROUP_SIZE, WorkgroupFrom::Default),
    };
    let mut with_dynamic = f.clone();
    with_dynamic.resources.lds_bytes = Some(
        r.lds_bytes
            .unwrap_or(0)
            .saturating_add(u64::from(args.dynamic_smem)),
    );
    match with_dynamic.evaluate(arch, Some(threads)) {
        Ok(e) => {
            row.workgroup_size = Some(threads);
            row.workgroup_size_from = Some(from);
            row.below_threshold = args
                .min_occupancy
                .is_some_and(|min| e.occupancy.occupancy() < min);
            // Dynamic LDS is not in the compiler's figure.
            row.differs_from_compiler = args.dynamic_smem == 0 && e.differs();
            if row.differs_from_compiler {
                row.notes.push(format!(
                    "occ gives {} waves per SIMD, the compiler {}: LLVM before it rounded LDS to the allocation \
                     granule, or an amdgpu-waves-per-eu attribute, which caps the compiler's figure",
                    e.occupancy.waves_per_simd,
                    r.compiler_waves_per_simd.unwrap_or(0)
                ));
            }
            row.occupancy = Some(AmdOccupancy::of(&e.occupancy));
        }
        Err(error) => row.error = Some(error.to_string()),
    }
    row
}

/// The LDS column: the report's, `?` when its figure is not a byte count (the kernel is not evaluated), `-`
/// when a remark block gave none.
fn lds_text(row: &AmdRow) -> String {
    match (row.resources.lds_bytes, &row.unreadable) {
        (Some(bytes), _) => smem_text(bytes),
        (None, Some(bad)) if bad.figure == Figure::LdsBytes => "?".to_string(),
        (None, _) if row.occupancy.is_none() => "-".to_string(),
        // Evaluated without a figure: a report with no LDS remark has none.
        (None, _) => smem_text(0),
    }
}

/// The AMD section of the table.
pub fn table(
    out: &mut String,
    args: &PtxasArgs,
    log: &Log,
    arch: Option<&Arch>,
    rows: &[AmdRow],
    skipped: usize,
) -> std::fmt::Result {
    match arch {
        Some(arch) => writeln!(out, "Target   {}", title(arch))?,
        None => writeln!(
            out,
            "Target   each AMD report's own gfx target (--arch for one)"
        )?,
    }
    match args.threads {
        Some(threads) => writeln!(out, "Group    {threads} work-items per work-group for every kernel")?,
        None => writeln!(
            out,
            "Group    each kernel's largest work-group as compiled, which the compiler's figure assumes (* from \
             the assembly's metadata; † HIP's default of {}: the remarks do not say); --threads N for your launch",
            DEFAULT_MAX_WORKGROUP_SIZE
        )?,
    }
    if args.dynamic_smem > 0 {
        writeln!(
            out,
            "Dynamic  {} bytes of dynamic LDS per work-group for every kernel",
            occ_core::report::thousands(u64::from(args.dynamic_smem))
        )?;
    }
    writeln!(
        out,
        "\n{:<8} {:>4} {:>4} {:>4} {:>9} {:>7} {:>9} {:>6} {:>10} {:>9} {:>8}  {:<18} {:<12} kernel",
        "target",
        "VGPR",
        "AGPR",
        "SGPR",
        "LDS",
        "scratch",
        "spill s/v",
        "group",
        "waves/SIMD",
        "occupancy",
        "compiler",
        "limiter",
        "flags"
    )?;
    let count = |n: Option<u32>| n.map_or("-".to_string(), |n| n.to_string());
    for row in rows {
        let target = row.target.as_deref().map_or("?".to_string(), terminal_text);
        let spills = match (row.resources.sgpr_spills, row.resources.vgpr_spills) {
            (Some(0), Some(0)) | (None, None) => "-".to_string(),
            (s, v) => format!("{}/{}", s.unwrap_or(0), v.unwrap_or(0)),
        };
        let (group, waves, occupancy, limiter) = match &row.occupancy {
            Some(o) => (
                format!(
                    "{}{}",
                    row.workgroup_size.unwrap_or(0),
                    match row.workgroup_size_from {
                        Some(WorkgroupFrom::Compiler) => "*",
                        Some(WorkgroupFrom::Default) => "†",
                        _ => "",
                    }
                ),
                format!("{} / {}", o.waves_per_simd, o.max_waves_per_simd),
                format!("{:.1} %", o.occupancy * 100.0),
                // At the target's maximum nothing holds the kernel back; the JSON still lists the ties.
                if o.waves_per_simd == o.max_waves_per_simd {
                    "none (maximum)".to_string()
                } else {
                    o.limiters.join(", ")
                },
            ),
            None => ("-".into(), "-".into(), "-".into(), "not evaluated".into()),
        };
        let mut flags = Vec::new();
        if row.below_threshold {
            flags.push("LOW");
        }
        if row.spills {
            flags.push("SPILLS");
        }
        if row.differs_from_compiler {
            flags.push("DIFFERS");
        }
        writeln!(
            out,
            "{:<8} {:>4} {:>4} {:>4} {:>9} {:>7} {:>9} {:>6} {:>10} {:>9} {:>8}  {:<18} {:<12} {}",
            target,
            count(row.resources.vgprs),
            count(row.resources.agprs),
            count(row.resources.sgprs),
            lds_text(row),
            row.resources
                .scratch_bytes
                .map_or("-".to_string(), smem_text),
            spills,
            group,
            waves,
            occupancy,
            count(row.resources.compiler_waves_per_simd),
            limiter,
            flags.join(","),
            terminal_text(&row.demangled)
        )?;
    }
    let functions: Vec<&AmdFunction> = log.amd_device_functions().collect();
    if !functions.is_empty() {
        writeln!(
            out,
            "\nAMD device functions (their registers count in the kernels that call them)"
        )?;
        for f in functions {
            let r = f.resources;
            writeln!(
                out,
                "  {:<8} VGPRs {:>4}  SGPRs {:>4}  scratch {:>6}  {}{}",
                f.target.as_deref().map_or("?".to_string(), terminal_text),
                count(r.vgprs),
                count(r.sgprs),
                r.scratch_bytes.map_or("-".to_string(), smem_text),
                terminal_text(f.display_name()),
                if f.spills() { "  SPILLS" } else { "" }
            )?;
        }
    }
    let foreign = mismatched(
        rows.iter()
            .map(|r| (r.notes.as_slice(), r.target.as_deref())),
    );
    let notes: Vec<String> = rows
        .iter()
        .flat_map(|r| {
            row_notes(
                &r.demangled,
                r.target.as_deref(),
                r.notes.iter().chain(r.error.iter()),
            )
        })
        .collect();
    let mismatch = match (arch, foreign.is_empty()) {
        (Some(arch), false) => Some(format!(
            "  ! the log has no report for {name}: reports compiled for {} are evaluated on it; a build for {name} \
             may use other resources",
            foreign.join(", "),
            name = arch.name
        )),
        _ => None,
    };
    let skipped = (skipped > 0).then(|| {
        format!("  {skipped} report(s) for other targets skipped: the log has reports for this target's own")
    });
    notes_section(out, mismatch, skipped, notes)
}
