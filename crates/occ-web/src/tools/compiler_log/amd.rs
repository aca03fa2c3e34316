//! The AMD kernels of a pasted log (`Summary::amd_kernels`: hipcc's or llc's kernel-resource-usage remarks, or
//! the assembly's kernel info) evaluated on the selected AMD GPU with `AmdFunction::evaluate`, next to the
//! compiler's own `Occupancy`; sorted, filtered and rendered as escaped markup like NVIDIA's rows (the same
//! [`Sort`] and column keys). Kernel names come from an untrusted log: they only ever reach the page through [`esc`].
//!
//! Each row's work-group size is the panel's when given, else the largest the kernel was compiled for when its
//! report names it (the assembly's metadata, which the compiler's figure assumes), else the calculator's.

use std::cmp::Ordering;
use std::fmt::Write as _;

use occ_core::amd::{self, Arch};
use occ_core::compiler_log::{AmdFunction, Summary};
use occ_core::msg::{self, Say};
use occ_core::report::{bytes, thousands};
use occ_core::Error;

use super::{
    left_out, load_title, name_html, printed, sort_header, tag, unknown_html, unread_html, Column,
    Sort, SHOWN,
};
use crate::browser::dom::esc;
use crate::state::input::Form;
use occ_core::amd::Launch;

/// Where a row's work-group size came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SizeFrom {
    /// The panel's "Work-group size".
    Panel,
    /// The largest work-group the kernel was compiled for, as its report names it.
    Report,
    /// The calculator's work-group size.
    Calculator,
}

/// The panel's own inputs on an AMD GPU, validated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AmdSettings {
    /// The panel's work-group size (`None`: each row's, see the module's doc).
    pub threads: Option<u32>,
    /// Flag kernels below this occupancy (0–1).
    pub threshold: f64,
    /// The calculator's dynamic LDS, added to each kernel's static LDS.
    pub dynamic_lds: u32,
}

/// One AMD kernel evaluated on the selected GPU.
#[derive(Clone, Debug, PartialEq)]
pub struct AmdRow {
    /// Index into `Summary::amd_kernels`.
    pub index: usize,
    pub line: usize,
    pub name: String,
    /// The mangled name, when it differs from `name`.
    pub mangled: Option<String>,
    pub target: String,
    pub vgprs: Option<u32>,
    pub agprs: Option<u32>,
    pub sgprs: Option<u32>,
    /// `None` when the report's figure is not a byte count (the row is then not evaluated).
    pub lds: Option<u64>,
    pub wave_size: Option<u32>,
    /// The compiler's waves per SIMD and the work-group size it assumed.
    pub compiler: Option<(u32, u32)>,
    pub size: u32,
    pub size_from: SizeFrom,
    /// Occupancy (0–1), waves per SIMD, the target's maximum and the binding limiters; `Err` says why it was
    /// not evaluated.
    pub result: Result<(f64, u32, u32, Vec<amd::Limiter>), Error>,
    /// occ and the compiler disagree on the same launch (same target, the compiler's work-group size).
    pub differs: bool,
    pub below: bool,
    pub spills: bool,
    pub other_target: bool,
}

impl AmdRow {
    fn occupancy(&self) -> f64 {
        self.result.as_ref().map_or(-1.0, |r| r.0)
    }
}

/// The panel's "Work-group size" on an AMD GPU: empty means each row's own (see the module's doc).
pub fn parse_threads(text: &str, say: &Say) -> Result<Option<u32>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    crate::state::form::number(
        "ptxas.threads_per_block",
        text,
        1,
        amd::rules::MAX_WORKGROUP_SIZE,
        false,
    )
    .map(Some)
    .map_err(|e| say.say(msg::page_tools_log_amd_threads_error(&e.say(say))))
}

/// Whether a report is for `arch`.
fn same_target(f: &AmdFunction, arch: &Arch) -> bool {
    f.target
        .as_deref()
        .is_some_and(|t| t.eq_ignore_ascii_case(arch.name))
}

/// The reports shown on `arch`: those for it when the log has any (a log of several targets lists each kernel
/// once per target), else all of them.
fn shown(summary: &Summary, arch: &Arch) -> Vec<usize> {
    let own: Vec<usize> = (0..summary.amd_kernels.len())
        .filter(|i| same_target(&summary.amd_kernels[*i], arch))
        .collect();
    if own.is_empty() {
        (0..summary.amd_kernels.len()).collect()
    } else {
        own
    }
}

/// Every AMD kernel of the log shown on the calculator's GPU, evaluated there.
pub fn rows(summary: &Summary, calc: &Launch, settings: AmdSettings) -> Vec<AmdRow> {
    shown(summary, calc.arch)
        .into_iter()
        .map(|i| row(i, &summary.amd_kernels[i], calc, settings))
        .collect()
}

/// The work-group size a row is evaluated at, and where it came from.
pub fn size_of(f: &AmdFunction, calc: &Launch, threads: Option<u32>) -> (u32, SizeFrom) {
    match (threads, f.resources.max_workgroup_size) {
        (Some(threads), _) => (threads, SizeFrom::Panel),
        (None, Some(size)) => (size, SizeFrom::Report),
        (None, None) => (calc.kernel.workgroup_size, SizeFrom::Calculator),
    }
}

fn row(index: usize, f: &AmdFunction, calc: &Launch, settings: AmdSettings) -> AmdRow {
    let r = f.resources;
    let (size, size_from) = size_of(f, calc, settings.threads);
    let mut with_dynamic = f.clone();
    with_dynamic.resources.lds_bytes =
        Some(r.lds_bytes.unwrap_or(0) + u64::from(settings.dynamic_lds));
    let evaluation = with_dynamic.evaluate(calc.arch, Some(size));
    let result = evaluation
        .as_ref()
        .map(|e| {
            let o = &e.occupancy;
            (
                o.occupancy(),
                o.waves_per_simd,
                o.max_waves_per_simd,
                o.limiters().collect(),
            )
        })
        .map_err(Clone::clone);
    AmdRow {
        index,
        line: f.line,
        name: f.display_name().to_string(),
        mangled: f.demangled.as_ref().map(|_| f.name.clone()),
        target: f.target.clone().unwrap_or_else(|| "?".to_string()),
        vgprs: r.vgprs,
        agprs: r.agprs,
        sgprs: r.sgprs,
        lds: r.lds_bytes.or(f.unreadable.is_none().then_some(0)),
        wave_size: r.wave_size,
        compiler: r
            .compiler_waves_per_simd
            .map(|w| (w, r.compiler_workgroup_size())),
        size,
        size_from,
        below: result.as_ref().is_ok_and(|o| o.0 < settings.threshold),
        // Dynamic LDS is not in the compiler's figure.
        differs: settings.dynamic_lds == 0 && evaluation.is_ok_and(|e| e.differs()),
        result,
        spills: f.spills(),
        other_target: !same_target(f, calc.arch),
    }
}

/// Keeps the rows whose name (demangled or not) contains `filter`, case-insensitively.
pub fn filter(rows: Vec<AmdRow>, filter: &str) -> Vec<AmdRow> {
    let wanted = filter.trim().to_lowercase();
    if wanted.is_empty() {
        return rows;
    }
    rows.into_iter()
        .filter(|r| {
            r.name.to_lowercase().contains(&wanted)
                || r.mangled
                    .as_ref()
                    .is_some_and(|m| m.to_lowercase().contains(&wanted))
        })
        .collect()
}

/// Sorts by NVIDIA's column keys read in AMD's terms: registers are VGPRs, shared memory LDS, the architecture
/// the target; barriers (AMD reports none) keep the log's order.
pub fn sort(rows: &mut [AmdRow], sort: Sort) {
    let key = |a: &AmdRow, b: &AmdRow| -> Ordering {
        match sort.column {
            Column::Line | Column::Barriers => a.line.cmp(&b.line),
            Column::Name => a.name.cmp(&b.name),
            Column::Arch => a.target.cmp(&b.target),
            Column::Registers => a.vgprs.cmp(&b.vgprs),
            Column::Smem => a.lds.cmp(&b.lds),
            Column::Spills => a.spills.cmp(&b.spills),
            Column::Occupancy => a.occupancy().total_cmp(&b.occupancy()),
        }
    };
    // Stable: ties keep the log's order.
    rows.sort_by(|a, b| {
        let order = key(a, b);
        if sort.descending {
            order.reverse()
        } else {
            order
        }
    });
}

/// The binding limiters listed in `say`'s language and words.
fn limiters(say: &Say, limiters: &[amd::Limiter]) -> String {
    let mut out: Option<String> = None;
    for limiter in limiters {
        let said = say.say(match limiter {
            amd::Limiter::Vgprs => msg::limiter_vgprs(),
            amd::Limiter::Sgprs => msg::limiter_sgprs(),
            amd::Limiter::Lds => msg::limiter_smem(),
            amd::Limiter::Workgroups => msg::limiter_slots(),
            amd::Limiter::Waves => msg::limiter_size(),
        });
        out = Some(match out {
            None => said,
            Some(list) => say.say(msg::report_limit_more(&list, &said)),
        });
    }
    out.unwrap_or_default()
}

/// What the log holds for AMD and how it relates to the selected GPU: counts, targets, reports left out, how the
/// work-group size is picked, unread lines.
pub fn summary_html(summary: &Summary, calc: &Launch, dynamic_lds: u32, say: &Say) -> String {
    let arch = calc.arch;
    let targets = summary.amd_targets();
    let count = summary.amd_kernels.len();
    let mut out = String::new();
    let head = say.say(msg::page_tools_log_amd_summary(
        &thousands(count as u64),
        count as u64,
        &if targets.is_empty() {
            say.say(msg::page_tools_log_no_target())
        } else {
            targets.join(", ")
        },
        &thousands(summary.lines as u64),
        summary.lines as u64,
    ));
    let _ = write!(
        out,
        "<p data-testid=\"ptxas-summary\">{}{}{}",
        esc(&head),
        esc(&printed(summary, say)),
        esc(&say.say(msg::page_tools_log_amd_how()))
    );
    if !summary.kernels.is_empty() {
        out.push_str(&esc(&say.say(msg::page_tools_log_nvidia_need(
            &summary.kernels.len().to_string(),
        ))));
    }
    out.push_str("</p>");
    let shown = shown(summary, arch);
    let own = summary
        .amd_kernels
        .iter()
        .filter(|f| same_target(f, arch))
        .count();
    let others: Vec<&str> = targets
        .iter()
        .filter(|t| !t.eq_ignore_ascii_case(arch.name))
        .copied()
        .collect();
    if own > 0 && shown.len() < count {
        let _ = write!(
            out,
            "<p class=\"help\" data-testid=\"ptxas-arch-note\">{}</p>",
            esc(&say.say(msg::page_tools_log_amd_own(
                &own.to_string(),
                arch.name,
                &(count - own).to_string(),
                &others.join(", ")
            )))
        );
    } else if own == 0 && count > 0 {
        let archs = if others.is_empty() {
            say.say(msg::page_tools_log_no_named_target())
        } else {
            others.join(", ")
        };
        let _ = write!(
            out,
            "<p class=\"warnings\" data-testid=\"ptxas-arch-note\">{}</p>",
            esc(&say.say(msg::page_tools_log_amd_other(
                arch.name,
                arch.family,
                &archs
            )))
        );
    }
    if dynamic_lds > 0 {
        let _ = write!(
            out,
            "<p class=\"help\">{}</p>",
            esc(&say.say(msg::page_tools_log_amd_dynamic(&bytes(dynamic_lds.into()))))
        );
    }
    out + &unread_html(summary, say)
}

/// The kernel table: sortable headers (the keys of NVIDIA's), one row per kernel (at most [`SHOWN`]), flags as
/// words.
pub fn table_html(rows: &[AmdRow], sort: Sort, threshold: f64, total: usize, say: &Say) -> String {
    let mut out = String::with_capacity(256 + rows.len().min(SHOWN) * 500);
    out.push_str("<table class=\"grid kernels\" data-testid=\"ptxas-table\"><thead><tr>");
    for (column, label) in [
        (Some(Column::Line), msg::page_tools_log_col_line()),
        (Some(Column::Name), msg::page_tools_log_col_kernel()),
        (Some(Column::Arch), msg::log_amd_target_label()),
        (Some(Column::Registers), msg::limiter_vgprs()),
        (None, msg::error_figure_agprs()),
        (None, msg::limiter_sgprs()),
        (Some(Column::Smem), msg::limiter_smem()),
        (None, msg::page_tools_log_col_wave()),
        (None, msg::page_tools_log_col_group()),
        (None, msg::page_tools_log_col_compiler()),
        (None, msg::page_tools_log_col_occ()),
        (Some(Column::Occupancy), msg::report_occupancy()),
        (None, msg::page_tools_export_limiter()),
        (None, msg::page_tools_log_col_flags()),
    ] {
        let label = say.say(label);
        match column {
            Some(column) => sort_header(&mut out, sort, column, &label),
            None => {
                let _ = write!(out, "<th scope=\"col\">{}</th>", esc(&label));
            }
        }
    }
    out.push_str("</tr></thead><tbody>");
    let number = |n: Option<u32>| n.map_or("–".to_string(), |n| n.to_string());
    let below = say.say(msg::page_tools_log_low_title(&say.percent(threshold)));
    let spills = say.say(msg::page_tools_log_amd_spills_title());
    let differs = say.say(msg::page_tools_log_differs_title());
    let other = say.say(msg::page_tools_log_other_target_title());
    for r in rows.iter().take(SHOWN) {
        let flagged = r.below || r.spills || r.differs;
        let _ = write!(
            out,
            "<tr data-testid=\"kernel-row\"{}><td>{}</td><td class=\"kname\"><button type=\"button\" class=\"link\" \
             data-amd-kernel=\"{}\" title=\"{}\" translate=\"no\">{}</button></td><td>{}</td><td data-testid=\"kernel-vgprs\">{}</td>\
             <td>{}</td><td>{}</td><td>{}</td><td translate=\"no\">{}</td><td>{}{}</td>",
            if flagged { " class=\"flagged\"" } else { "" },
            r.line,
            r.index,
            load_title(r.mangled.as_deref(), say),
            name_html(&r.name),
            esc(&r.target),
            number(r.vgprs),
            number(r.agprs),
            number(r.sgprs),
            r.lds.map_or_else(|| unknown_html(say), thousands),
            r.wave_size.map_or("–".to_string(), |w| format!("wave{w}")),
            thousands(r.size.into()),
            match r.size_from {
                SizeFrom::Report => "*",
                SizeFrom::Panel | SizeFrom::Calculator => "",
            }
        );
        match r.compiler {
            Some((waves, size)) => {
                let _ = write!(
                    out,
                    "<td data-testid=\"kernel-compiler\" title=\"{}\">{waves}</td>",
                    esc(&say.say(msg::page_tools_log_compiler_at(&thousands(size.into()))))
                );
            }
            None => out.push_str("<td data-testid=\"kernel-compiler\">–</td>"),
        }
        match &r.result {
            Ok((occupancy, waves, max, names)) => {
                let _ = write!(
                    out,
                    "<td data-testid=\"kernel-waves\">{}</td><td \
                     data-testid=\"kernel-occupancy\">{}</td><td class=\"left\">{}</td>",
                    esc(&say.say(msg::page_tools_log_waves_of(
                        &waves.to_string(),
                        &max.to_string()
                    ))),
                    say.percent(*occupancy),
                    esc(&if *waves == 0 {
                        say.say(msg::page_tools_log_none_fits())
                    } else {
                        limiters(say, names)
                    })
                );
            }
            Err(why) => {
                let _ = write!(
                    out,
                    "<td data-testid=\"kernel-waves\">–</td><td>–</td><td class=\"left\">{}</td>",
                    esc(&say.say(msg::page_tools_log_not_evaluated(&why.say(say))))
                );
            }
        }
        out.push_str("<td class=\"left\">");
        if r.below {
            tag(&mut out, "tag warn", msg::page_tools_log_low(), &below, say);
        }
        if r.spills {
            tag(
                &mut out,
                "tag warn",
                msg::page_tools_log_spills(),
                &spills,
                say,
            );
        }
        if r.differs {
            tag(
                &mut out,
                "tag warn",
                msg::page_tools_log_differs(),
                &differs,
                say,
            );
        }
        if r.other_target {
            tag(
                &mut out,
                "tag",
                msg::page_tools_log_other_target(),
                &other,
                say,
            );
        }
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table>");
    let _ = write!(
        out,
        "<p class=\"help\">{}</p>",
        esc(&say.say(msg::page_tools_log_amd_star()))
    );
    left_out(&mut out, rows.len(), total, say);
    out
}

/// Loads an AMD kernel into the calculator's form: its VGPRs, AGPRs (on a target that has them), SGPRs, LDS as
/// static LDS, wave size (on a target with two) and the work-group size its row was evaluated at.
pub fn load_into(form: &mut Form, f: &AmdFunction, arch: &Arch, size: u32) {
    let r = f.resources;
    if let Some(vgprs) = r.vgprs {
        form.regs = vgprs.to_string();
    }
    form.agprs = if arch.max_agprs() > 0 {
        r.agprs.unwrap_or(0).to_string()
    } else {
        "0".to_string()
    };
    form.sgprs = r.sgprs.unwrap_or(0).to_string();
    form.static_smem = r.lds_bytes.unwrap_or(0).to_string();
    // A target with one wave size takes no wave-size input: its default stands.
    form.wave_size = match r.wave_size {
        Some(size) if arch.wave_sizes().len() > 1 => size.to_string(),
        _ => String::new(),
    };
    form.threads = size.to_string();
}

/// The sentence the panel shows after loading.
pub fn loaded(f: &AmdFunction, size: u32, say: &Say) -> String {
    let r = f.resources;
    let vgprs = r
        .vgprs
        .map_or_else(|| say.say(msg::page_tools_log_no()), |v| v.to_string());
    let (agprs, sgprs) = (
        r.agprs.unwrap_or(0).to_string(),
        r.sgprs.unwrap_or(0).to_string(),
    );
    let lds = bytes(r.lds_bytes.unwrap_or(0));
    let size = thousands(size.into());
    match r.wave_size {
        Some(wave) => say.say(msg::page_tools_log_amd_loaded_wave(
            f.display_name(),
            &vgprs,
            &agprs,
            &sgprs,
            &lds,
            &wave.to_string(),
            &size,
        )),
        None => say.say(msg::page_tools_log_amd_loaded(
            f.display_name(),
            &vgprs,
            &agprs,
            &sgprs,
            &lds,
            &size,
        )),
    }
}

/// What the panel says when the log holds only the other vendor's kernels; `None` when it holds the selected
/// vendor's (or none).
pub fn other_vendor(summary: &Summary, amd_gpu: bool, say: &Say) -> Option<String> {
    if amd_gpu && summary.amd_kernels.is_empty() && !summary.kernels.is_empty() {
        let archs = summary.archs().join(", ");
        let count = summary.kernels.len() as u64;
        let reports = thousands(count);
        Some(say.say(if archs.is_empty() {
            msg::page_tools_log_only_nvidia(&reports, count)
        } else {
            msg::page_tools_log_only_nvidia_archs(&reports, count, &archs)
        }))
    } else if !amd_gpu && summary.kernels.is_empty() && !summary.amd_kernels.is_empty() {
        let targets = summary.amd_targets().join(", ");
        let count = summary.amd_kernels.len() as u64;
        let reports = thousands(count);
        Some(say.say(if targets.is_empty() {
            msg::page_tools_log_only_amd(&reports, count)
        } else {
            msg::page_tools_log_only_amd_targets(&reports, count, &targets)
        }))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use occ_core::msg::Say;
    use occ_core::Vendor;

    fn en() -> Say {
        Say::english(Vendor::Amd)
    }
    use occ_core::compiler_log::parse;

    const REMARKS: &str =
        include_str!("../../../../occ-core/tests/fixtures/amd/registers.remarks.log");
    const ASSEMBLY: &str = include_str!("../../../../occ-core/tests/fixtures/amd/registers.s");
    const HIP: &str = include_str!("../../../../occ-core/tests/fixtures/amd/hip.remarks.log");

    fn calc(gpu: &str, threads: &str) -> Launch {
        let form = Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            ..Form::default()
        };
        form.validate_amd().0
    }

    fn settings(threads: Option<u32>) -> AmdSettings {
        AmdSettings {
            threads,
            threshold: 0.5,
            dynamic_lds: 0,
        }
    }

    #[test]
    fn remarks_for_the_selected_target_are_evaluated_there() {
        let summary = Summary::of(&parse(REMARKS));
        let mi300x = calc("instinct-mi300x", "256");
        let rows = rows(&summary, &mi300x, settings(None));
        // The log lists each kernel once per target: only gfx942's are shown.
        assert!(!rows.is_empty() && rows.iter().all(|r| r.target == "gfx942" && !r.other_target));
        assert!(rows.len() < summary.amd_kernels.len());
        let row = rows.iter().find(|r| r.name == "vgpr_100").unwrap();
        // Remarks name no work-group size: the calculator's 256; the compiler's figure assumed HIP's 1,024.
        assert_eq!((row.size, row.size_from), (256, SizeFrom::Calculator));
        assert_eq!(row.compiler, Some((4, 1024)));
        let by_hand =
            amd::occupancy(mi300x.arch, &amd::Kernel::new(mi300x.arch, 256, 100)).unwrap();
        let (occupancy, waves, max, limiters) = row.result.clone().unwrap();
        assert_eq!((waves, max), (by_hand.waves_per_simd, 8));
        assert_eq!(occupancy, by_hand.occupancy());
        assert_eq!(limiters, [amd::Limiter::Vgprs]);
        assert_eq!(super::limiters(&en(), &limiters), "VGPRs");
        assert!(!row.differs);
        let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &en());
        assert!(
            html.contains("data-testid=\"kernel-waves\">4 of 8<"),
            "{html}"
        );
        assert!(html.contains("<td data-testid=\"kernel-compiler\" title=\"at 1,024 work-items per work-group\">4</td>"));
        let note = summary_html(&summary, &mi300x, 0, &en());
        assert!(note.contains("Showing the "), "{note}");
        assert!(
            note.contains("for gfx942, the selected GPU&#x27;s target"),
            "{note}"
        );
        assert!(note.contains("gfx906"), "{note}");
        // The panel's work-group size wins.
        let at_64 = super::rows(&summary, &mi300x, settings(Some(64)));
        assert!(at_64
            .iter()
            .all(|r| r.size == 64 && r.size_from == SizeFrom::Panel));
    }

    #[test]
    fn assembly_names_the_work_group_size_and_occ_agrees_with_the_compiler() {
        let summary = Summary::of(&parse(ASSEMBLY));
        let rows = rows(&summary, &calc("instinct-mi300x", "256"), settings(None));
        assert!(!rows.is_empty());
        for row in &rows {
            assert_eq!(row.size_from, SizeFrom::Report, "{}", row.name);
            let (waves, size) = row.compiler.unwrap();
            assert_eq!(size, row.size);
            assert_eq!(row.result.as_ref().unwrap().1, waves, "{}", row.name);
            assert!(!row.differs);
        }
        let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &en());
        assert!(html.contains("<td>256*</td>"), "{html}");
    }

    #[test]
    fn another_target_is_tagged_and_noted() {
        // hip.remarks.log: gfx90a and gfx1100 only.
        let summary = Summary::of(&parse(HIP));
        let mi300x = calc("instinct-mi300x", "256");
        let rows = rows(&summary, &mi300x, settings(None));
        assert_eq!(rows.len(), summary.amd_kernels.len());
        assert!(rows.iter().any(|r| r.other_target));
        let note = summary_html(&summary, &mi300x, 1024, &en());
        assert!(
            note.contains(
                "The selected GPU is gfx942 (CDNA 3); this log was compiled for gfx90a, gfx1100."
            ),
            "{note}"
        );
        assert!(note.contains("the calculator&#x27;s 1,024 B"), "{note}");
        // The wave32 reports of gfx1100 cannot run on gfx942 (wave64 only): not evaluated, and says why.
        let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &en());
        assert!(html.contains("other target"));
    }

    #[test]
    fn names_are_text_never_markup_sorts_and_filters() {
        let log = REMARKS.replace("vgpr_100", "evil<script>");
        let summary = Summary::of(&parse(&log));
        let mut rows = rows(&summary, &calc("instinct-mi300x", "256"), settings(None));
        let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &en());
        assert!(
            !html.contains("<script>") && html.contains("evil&lt;</span><wbr><span>script&gt;")
        );
        sort(
            &mut rows,
            Sort::default()
                .toggled(Column::Registers)
                .toggled(Column::Registers),
        );
        assert_eq!(rows[0].vgprs, Some(256));
        sort(&mut rows, Sort::default().toggled(Column::Occupancy));
        assert_eq!(rows[0].vgprs, Some(256), "worst occupancy first");
        assert_eq!(filter(rows, "EVIL").len(), 1);
    }

    #[test]
    fn loads_a_kernel_into_the_form_in_the_target_s_terms() {
        let summary = Summary::of(&parse(REMARKS));
        let mi300x = calc("instinct-mi300x", "256");
        let f = summary
            .amd_kernels
            .iter()
            .find(|f| f.name == "sgpr_96" && f.target.as_deref() == Some("gfx942"))
            .unwrap();
        let mut form = Form {
            gpu: "instinct-mi300x".to_string(),
            ..Form::default()
        };
        let (size, _) = size_of(f, &mi300x, None);
        load_into(&mut form, f, mi300x.arch, size);
        assert_eq!(
            (
                form.regs.as_str(),
                form.agprs.as_str(),
                form.sgprs.as_str(),
                form.static_smem.as_str(),
                form.wave_size.as_str(),
                form.threads.as_str()
            ),
            ("8", "0", "102", "0", "", "256")
        );
        // The form now computes the kernel as the row did.
        assert_eq!(form.errors(), Vec::new());
        let (computed, _) = form.validate_amd();
        let row = rows(&summary, &mi300x, settings(None))
            .into_iter()
            .find(|r| r.name == "sgpr_96")
            .unwrap();
        assert_eq!(
            amd::occupancy(computed.arch, &computed.kernel)
                .unwrap()
                .waves_per_simd,
            row.result.unwrap().1
        );
        assert!(loaded(f, size, &en()).contains("8 VGPRs, 0 AGPRs, 102 SGPRs"));
        // RDNA takes the report's wave size.
        let wave32 = Summary::of(&parse(include_str!(
            "../../../../occ-core/tests/fixtures/amd/wave32.s"
        )));
        let rdna = calc("gfx1100", "256");
        let f = &wave32.amd_kernels[wave32.amd_kernels.len() - 1];
        let mut form = Form::default();
        load_into(&mut form, f, rdna.arch, 256);
        assert_eq!(form.wave_size, f.resources.wave_size.unwrap().to_string());
    }

    #[test]
    fn the_other_vendor_s_kernels_are_named_not_hidden() {
        let amd_only = Summary::of(&parse(REMARKS));
        let note = other_vendor(&amd_only, false, &en()).unwrap();
        assert!(
            note.contains("AMD kernel reports (gfx906, gfx908, gfx90a, gfx942"),
            "{note}"
        );
        assert!(note.contains("pick an AMD GPU"));
        assert_eq!(other_vendor(&amd_only, true, &en()), None);
        let nvidia_only = Summary::of(&parse(
            "ptxas info    : Compiling entry function 'k' for 'sm_89'\nptxas info    : Used 10 registers, 0 bytes smem\n",
        ));
        let note = other_vendor(&nvidia_only, true, &en()).unwrap();
        assert_eq!(
            note,
            "This log holds 1 NVIDIA kernel report (sm_89): pick an NVIDIA GPU to evaluate it."
        );
        assert_eq!(other_vendor(&nvidia_only, false, &en()), None);
    }

    #[test]
    fn the_panel_s_work_group_size_names_its_range() {
        assert_eq!(parse_threads("", &en()), Ok(None));
        assert_eq!(parse_threads(" 128 ", &en()), Ok(Some(128)));
        let error = parse_threads("2048", &en()).unwrap_err();
        assert!(
            error.contains("Work-group size") && error.contains("1 to 1024"),
            "{error}"
        );
    }

    #[test]
    fn the_table_its_notes_and_statuses_speak_chinese_in_every_vocabulary() {
        use super::super::read;
        let summary = Summary::of(&parse(&format!("{REMARKS}{HIP}")));
        let mi300x = calc("instinct-mi300x", "256");
        let rows = rows(&summary, &mi300x, settings(None));
        let nvidia_only = Summary::of(&parse(
            "ptxas info    : Compiling entry function 'k' for 'sm_89'\nptxas info    : Used 10 registers, 0 bytes smem\n",
        ));
        let amd_only = Summary::of(&parse(REMARKS));
        let f = &summary.amd_kernels[0];
        for vendor in [Vendor::Amd, Vendor::Nvidia] {
            for say in crate::calculator::say::check::chinese(vendor) {
                let html = summary_html(&summary, &mi300x, 1024, &say)
                    + &table_html(&rows, Sort::default(), 0.9, rows.len() + 1, &say)
                    + &summary_html(&Summary::of(&parse(HIP)), &mi300x, 0, &say);
                let mut text = read::text(&html);
                for said in [
                    other_vendor(&nvidia_only, true, &say),
                    other_vendor(&amd_only, false, &say),
                    Some(loaded(f, 256, &say)),
                    parse_threads("2048", &say).err(),
                ] {
                    text.push_str(&said.unwrap().replace(f.display_name(), " "));
                    text.push('\n');
                }
                assert_eq!(read::english_words(&text), Vec::<String>::new(), "{text}");
            }
        }
        // In HIP's words and SYCL's, English says each vocabulary's nouns.
        let sycl = Say::english(Vendor::Amd).with_terms(occ_core::terms::Terms::Sycl);
        let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &sycl);
        assert!(
            html.contains(">Sub-group</th>") && html.contains("Compiler (sub-groups/SIMD unit)"),
            "{html}"
        );
        assert!(table_html(&rows, Sort::default(), 0.5, rows.len(), &en())
            .contains("Compiler (waves/SIMD)"));
    }
}
