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
use occ_core::msg;
use occ_core::Vendor;
use serde::Serialize;

use super::{
    flags, labelled, limiters, mismatched, notes_section, row_notes, smem_text, terminal_text,
    widths, PtxasArgs, MISMATCH,
};
use crate::say::{left, right, Say};

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
    /// `notes` in the table's language and words.
    #[serde(skip)]
    pub said_notes: Vec<String>,
    pub error: Option<String>,
    /// `error` in the table's language and words.
    #[serde(skip)]
    pub said_error: Option<String>,
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
pub fn selected(args: &PtxasArgs, say: &Say) -> anyhow::Result<Option<&'static Arch>> {
    let Some(name) = &args.arch else {
        // An AMD preset names its target.
        return Ok(amd_preset(args));
    };
    let name = name.trim().trim_start_matches("amdgcn-amd-amdhsa--");
    amd::arch(name.split(':').next().unwrap_or(name))
        .map(Some)
        .ok_or_else(|| {
            let known: Vec<&str> = ARCHES.iter().map(|a| a.name).collect();
            anyhow!(say.say(msg::log_amd_bad_arch(
                &terminal_text(name),
                &known.join(", ")
            )))
        })
}

/// The gfx target of `--gpu` when it names an AMD product.
pub fn amd_preset(args: &PtxasArgs) -> Option<&'static Arch> {
    let preset = occ_core::presets::find(args.gpu.as_deref()?).ok()?;
    preset.target.amd()
}

/// Evaluates every AMD kernel report. With `--arch` and reports for that target in the log, only those are
/// evaluated; the count of the others is returned.
pub fn evaluate(
    args: &PtxasArgs,
    log: &Log,
    arch: Option<&'static Arch>,
    say: &Say,
) -> (Vec<AmdRow>, usize) {
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
        rows.push(row(args, f, arch, say));
    }
    (rows, skipped)
}

/// The row of one kernel report: `--json`'s in English, its notes and error also in `say`'s language and words.
fn row(args: &PtxasArgs, f: &AmdFunction, selected: Option<&'static Arch>, say: &Say) -> AmdRow {
    let english = &Say::english(Vendor::Amd);
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
        said_notes: Vec::new(),
        error: None,
        said_error: None,
        unreadable: f.unreadable.clone(),
        occupancy: None,
    };
    if let Some(bad) = &f.unreadable {
        // No target makes the report's figure readable.
        row.gpu = selected.or(f.arch()).map(title).unwrap_or_default();
        row.error = Some(bad.error().to_string());
        row.said_error = Some(bad.say(say));
        return row;
    }
    let arch = match (selected, f.arch()) {
        (Some(arch), _) => {
            if let Some(target) = &f.target {
                if !target.eq_ignore_ascii_case(arch.name) {
                    // Left out of the table's notes, which say it once for every row.
                    row.notes
                        .push(format!("{MISMATCH}{target}, evaluated on {}", arch.name));
                }
            }
            arch
        }
        (None, Some(arch)) => arch,
        (None, None) => {
            let error = |say: &Say| match &f.target {
                Some(target) => say.say(msg::log_amd_unknown_target(&terminal_text(target))),
                None => say.say(msg::log_amd_no_target()),
            };
            row.error = Some(error(english));
            row.said_error = Some(error(say));
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
                let occ = e.occupancy.waves_per_simd.to_string();
                let compiler = r.compiler_waves_per_simd.unwrap_or(0).to_string();
                let note = |say: &Say| say.say(msg::log_amd_differs(&occ, &compiler));
                row.notes.push(note(english));
                row.said_notes.push(note(say));
            }
            row.occupancy = Some(AmdOccupancy::of(&e.occupancy));
        }
        Err(error) => {
            row.error = Some(error.to_string());
            row.said_error = Some(error.say(say));
        }
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
    say: &Say,
    args: &PtxasArgs,
    log: &Log,
    arch: Option<&Arch>,
    rows: &[AmdRow],
    skipped: usize,
) -> std::fmt::Result {
    let target = match arch {
        Some(arch) => title(arch),
        None => say.say(msg::log_amd_target_each()),
    };
    labelled(out, &say.say(msg::log_amd_target_label()), &target)?;
    let group = match args.threads {
        Some(threads) => say.say(msg::log_amd_group_each(&threads.to_string())),
        None => say.say(msg::log_amd_group_compiled(
            &DEFAULT_MAX_WORKGROUP_SIZE.to_string(),
        )),
    };
    labelled(out, &say.say(msg::log_amd_group_label()), &group)?;
    if args.dynamic_smem > 0 {
        let bytes = occ_core::report::thousands(u64::from(args.dynamic_smem));
        labelled(
            out,
            &say.say(msg::log_dynamic_label()),
            &say.say(msg::log_dynamic(&bytes)),
        )?;
    }
    let columns = widths(
        say,
        [
            (msg::log_amd_col_target(), 8),
            (msg::log_amd_col_vgprs(), 4),
            (msg::log_amd_col_agprs(), 4),
            (msg::log_amd_col_sgprs(), 4),
            (msg::log_amd_col_lds(), 9),
            (msg::log_amd_col_scratch(), 7),
            (msg::log_amd_col_spills(), 9),
            (msg::log_amd_col_group(), 6),
            (msg::log_amd_col_waves(), 10),
            (msg::log_col_occupancy(), 9),
            (msg::log_amd_col_compiler(), 8),
            (msg::log_col_limiter(), 18),
            (msg::log_col_flags(), 12),
            (msg::log_col_kernel(), 0),
        ],
    );
    let line = |cells: [&str; 14]| {
        let mut line = left(cells[0], columns[0].1);
        for i in 1..=10 {
            line.push(' ');
            line.push_str(&right(cells[i], columns[i].1));
        }
        format!(
            "{line}  {} {} {}",
            left(cells[11], columns[11].1),
            left(cells[12], columns[12].1),
            cells[13]
        )
    };
    let headings: Vec<&str> = columns.iter().map(|(h, _)| h.as_str()).collect();
    writeln!(out, "\n{}", line(headings.try_into().expect("14 headings")))?;
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
                say.say(msg::percent(&format!("{:.1}", o.occupancy * 100.0))),
                // At the target's maximum nothing holds the kernel back; the JSON still lists the ties.
                if o.waves_per_simd == o.max_waves_per_simd {
                    say.say(msg::log_amd_none_max())
                } else {
                    limiters(say, &o.limiters)
                },
            ),
            None => (
                "-".into(),
                "-".into(),
                "-".into(),
                say.say(msg::log_not_evaluated()),
            ),
        };
        writeln!(
            out,
            "{}",
            line([
                &target,
                &count(row.resources.vgprs),
                &count(row.resources.agprs),
                &count(row.resources.sgprs),
                &lds_text(row),
                &row.resources
                    .scratch_bytes
                    .map_or("-".to_string(), smem_text),
                &spills,
                &group,
                &waves,
                &occupancy,
                &count(row.resources.compiler_waves_per_simd),
                &limiter,
                &flags(
                    say,
                    row.below_threshold,
                    row.spills,
                    row.differs_from_compiler
                ),
                &terminal_text(&row.demangled)
            ])
        )?;
    }
    let functions: Vec<&AmdFunction> = log.amd_device_functions().collect();
    if !functions.is_empty() {
        writeln!(out, "\n{}", say.say(msg::log_amd_device_functions()))?;
        for f in functions {
            let r = f.resources;
            let spills = if f.spills() {
                format!("  {}", say.say(msg::log_flag_spills()))
            } else {
                String::new()
            };
            writeln!(
                out,
                "  {:<8} {}  {}{spills}",
                f.target.as_deref().map_or("?".to_string(), terminal_text),
                say.say(msg::log_amd_device_function(
                    &format!("{:>4}", count(r.vgprs)),
                    &format!("{:>4}", count(r.sgprs)),
                    &format!("{:>6}", r.scratch_bytes.map_or("-".to_string(), smem_text)),
                )),
                terminal_text(f.display_name()),
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
                r.said_notes.iter().chain(r.said_error.iter()),
            )
        })
        .collect();
    let mismatch = match (arch, foreign.is_empty()) {
        (Some(arch), false) => Some(format!(
            "  ! {}",
            say.say(msg::log_amd_mismatch(arch.name, &foreign.join(", ")))
        )),
        _ => None,
    };
    let skipped =
        (skipped > 0).then(|| format!("  {}", say.say(msg::log_amd_skipped(&skipped.to_string()))));
    notes_section(out, say, mismatch, skipped, notes)
}
