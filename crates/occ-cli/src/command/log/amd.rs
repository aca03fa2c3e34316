//! The AMD part of `occ log`: its target, and its section of the table, every AMD kernel report
//! (kernel-resource-usage remarks, assembly) evaluated on a gfx target (`occ_core::compiler_log::evaluated`), next
//! to the compiler's own occupancy figure.
//!
//! Target: `--arch` for every kernel, else each report's own. Work-group size: `--threads`, else the largest the
//! kernel was compiled for (the assembly's metadata), else HIP's default of 1024, which is also what the
//! compiler's figure assumes unless `__launch_bounds__` says otherwise.

use std::fmt::Write as _;

use anyhow::anyhow;
use occ_core::amd::{Arch, ARCHES};
use occ_core::compiler_log::evaluated::{self, amd_title, terminal_text, AmdRow, WorkgroupFrom};
use occ_core::compiler_log::{AmdFunction, Figure, Log, DEFAULT_MAX_WORKGROUP_SIZE};
use occ_core::msg;

use super::{
    flags, labelled, limiters, mismatched, notes_section, row_notes, smem_text, widths, LogArgs,
};
use crate::say::{left, right, Say};

/// The target `--arch` names, or an error listing the known ones.
pub fn selected(args: &LogArgs, say: &Say) -> anyhow::Result<Option<&'static Arch>> {
    let Some(name) = &args.arch else {
        // An AMD preset names its target.
        return Ok(preset(args));
    };
    evaluated::amd_target(name).map(Some).ok_or_else(|| {
        let known: Vec<&str> = ARCHES.iter().map(|a| a.name).collect();
        anyhow!(say.say(msg::log_amd_bad_arch(
            &terminal_text(name.trim().trim_start_matches("amdgcn-amd-amdhsa--")),
            &known.join(", ")
        )))
    })
}

/// The gfx target of `--gpu` when it names an AMD product.
pub fn preset(args: &LogArgs) -> Option<&'static Arch> {
    let preset = occ_core::presets::find(args.gpu.as_deref()?).ok()?;
    preset.target.amd()
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
    args: &LogArgs,
    log: &Log,
    arch: Option<&Arch>,
    rows: &[AmdRow],
    skipped: usize,
) -> std::fmt::Result {
    let target = match arch {
        Some(arch) => amd_title(arch),
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
