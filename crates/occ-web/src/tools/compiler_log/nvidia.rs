//! The compiler-log panel's NVIDIA rows: each kernel of a ptxas / nvlink / cuobjdump report ([`Summary::kernels`])
//! evaluated on the selected NVIDIA GPU at one block size, flagged, filtered, sorted and rendered as escaped markup,
//! and a kernel loaded into the calculator's form.

use std::cmp::Ordering;
use std::fmt::Write as _;

use occ_core::compiler_log::{Figure, KernelSummary, Summary};
use occ_core::msg::{self, Say};
use occ_core::nvidia::{Launch, Limiter};
use occ_core::report::thousands;
use occ_core::Error;

use super::{
    left_out, load_title, name_html, printed, sort_header, tag, unknown_html, unread_html, Column,
    Sort, SHOWN,
};
use crate::browser::dom::esc;
use crate::state::input::Form;

/// One kernel evaluated on the selected GPU.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Index into `Summary::kernels`.
    pub index: usize,
    pub line: usize,
    pub name: String,
    /// The mangled name, when it differs from `name`.
    pub mangled: Option<String>,
    pub arch: String,
    pub registers: Option<u32>,
    /// `None` when the report's figure could not be read.
    pub smem: Option<u64>,
    pub barriers: Option<u32>,
    pub spills: Option<(u64, u64)>,
    /// Occupancy (0–1), active warps per SM and the binding limiters (`occ batch`'s names); `Err` says why it was
    /// not evaluated.
    pub result: Result<(f64, u32, Vec<Limiter>), Error>,
    pub below: bool,
    pub other_arch: bool,
}

impl Row {
    fn occupancy(&self) -> f64 {
        self.result.as_ref().map_or(-1.0, |r| r.0)
    }
}

/// The binding limiters listed in `say`'s language (in English `occ batch`'s names, as `occ log` lists them).
fn limiters(say: &Say, limiters: &[Limiter]) -> String {
    let mut out: Option<String> = None;
    for limiter in limiters {
        let said = say.say(occ_core::contract::Resource::listed(*limiter));
        out = Some(match out {
            None => said,
            Some(list) => say.say(msg::report_limit_more(&list, &said)),
        });
    }
    out.unwrap_or_default()
}

/// The panel's own inputs, validated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub threads: u32,
    /// Flag kernels below this occupancy (0–1).
    pub threshold: f64,
}

/// "Threads per block" of the panel: empty means the calculator's block size.
pub fn parse_threads(text: &str, calc: &Launch, say: &Say) -> Result<u32, String> {
    let max = calc.gpu.device().max_threads_per_block;
    let text = text.trim();
    if text.is_empty() {
        return Ok(calc.kernel.threads_per_block);
    }
    // The calculator's own number reading, so the message reads like every other field's.
    crate::state::form::number("ptxas.threads_per_block", text, 1, max, false)
        .map_err(|e| say.say(msg::page_tools_log_threads_error(&e.say(say))))
}

/// Every kernel of the log, evaluated on the calculator's GPU and shared-memory settings.
pub fn rows(summary: &Summary, calc: &Launch, settings: Settings) -> Vec<Row> {
    summary
        .kernels
        .iter()
        .enumerate()
        .map(|(index, k)| row(index, k, calc, settings))
        .collect()
}

fn row(index: usize, k: &KernelSummary, calc: &Launch, settings: Settings) -> Row {
    let result = k
        .occupancy(
            &calc.gpu,
            settings.threads,
            calc.kernel.dynamic_smem,
            &calc.smem,
        )
        .map(|o| {
            let limiters = o.limiters().collect();
            (o.occupancy(), o.active_warps_per_sm, limiters)
        });
    let below = result.as_ref().is_ok_and(|r| r.0 < settings.threshold);
    Row {
        index,
        line: k.line,
        name: k.display_name().to_string(),
        mangled: k.demangled.as_ref().map(|_| k.name.clone()),
        arch: k.arch.clone().unwrap_or_else(|| "?".to_string()),
        registers: k.registers,
        smem: match &k.unreadable {
            Some(bad) if bad.figure == Figure::SharedMemory => None,
            _ => Some(k.static_smem),
        },
        barriers: k.barriers,
        spills: k
            .spills()
            .then(|| (k.spill_stores.unwrap_or(0), k.spill_loads.unwrap_or(0))),
        result,
        below,
        other_arch: k.other_arch(&calc.gpu),
    }
}

/// Keeps the rows whose name (demangled or not) contains `filter`, case-insensitively.
pub fn filter(rows: Vec<Row>, filter: &str) -> Vec<Row> {
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

pub fn sort(rows: &mut [Row], sort: Sort) {
    let key = |a: &Row, b: &Row| -> Ordering {
        match sort.column {
            Column::Line => a.line.cmp(&b.line),
            Column::Name => a.name.cmp(&b.name),
            Column::Arch => a.arch.cmp(&b.arch),
            Column::Registers => a.registers.cmp(&b.registers),
            Column::Smem => a.smem.cmp(&b.smem),
            Column::Barriers => a.barriers.cmp(&b.barriers),
            Column::Spills => a
                .spills
                .map(|(s, l)| s + l)
                .cmp(&b.spills.map(|(s, l)| s + l)),
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

/// What the log holds and how it relates to the selected GPU: counts, architectures, unread lines.
pub fn summary_html(summary: &Summary, calc: &Launch, say: &Say) -> String {
    let mut out = String::new();
    let archs = summary.archs();
    let archs = if archs.is_empty() {
        say.say(msg::page_tools_log_no_arch())
    } else {
        archs.join(", ")
    };
    let reports = summary.kernels.len() as u64;
    let head = say.say(msg::page_tools_log_summary(
        &thousands(reports),
        reports,
        &archs,
        &thousands(summary.lines as u64),
        summary.lines as u64,
    ));
    let _ = write!(
        out,
        "<p data-testid=\"ptxas-summary\">{}{}{}",
        esc(&head),
        esc(&printed(summary, say)),
        esc(&say.say(msg::page_tools_log_end()))
    );
    if !summary.amd_kernels.is_empty() {
        out.push_str(&esc(&say.say(msg::page_tools_log_amd_need(
            &summary.amd_kernels.len().to_string(),
        ))));
    }
    if calc.kernel.dynamic_smem > 0 {
        out.push_str(&esc(&say.say(msg::page_tools_log_dynamic(&thousands(
            u64::from(calc.kernel.dynamic_smem),
        )))));
    }
    out.push_str("</p>");
    let cc = calc.gpu.device().cc;
    let own = summary
        .kernels
        .iter()
        .filter(|k| !k.other_arch(&calc.gpu))
        .count();
    let others = summary
        .archs()
        .iter()
        .filter(|a| {
            a.parse::<occ_core::nvidia::ComputeCapability>()
                .is_ok_and(|c| c.canonical() != cc.canonical())
        })
        .copied()
        .collect::<Vec<_>>();
    if !others.is_empty() {
        let (cc, sm, others) = (cc.to_string(), cc.sm_name(), others.join(", "));
        let note = if own == 0 {
            msg::page_tools_log_arch_all(&cc, &sm, &others)
        } else {
            msg::page_tools_log_arch_part(&cc, &sm, &others)
        };
        let mut note = say.say(note);
        if own > 0 {
            note.push_str(&say.say(msg::page_tools_log_arch_own(&own.to_string(), &sm)));
        }
        let _ = write!(
            out,
            "<p class=\"warnings\" data-testid=\"ptxas-arch-note\">{}</p>",
            esc(&note)
        );
    }
    out + &unread_html(summary, say)
}

/// The kernel table: sortable headers, one row per kernel (at most [`SHOWN`]), flags as words.
pub fn table_html(rows: &[Row], sort: Sort, threshold: f64, total: usize, say: &Say) -> String {
    let mut out = String::with_capacity(256 + rows.len().min(SHOWN) * 400);
    out.push_str("<table class=\"grid kernels\" data-testid=\"ptxas-table\"><thead><tr>");
    for (column, _, label) in Column::ALL {
        sort_header(&mut out, sort, column, &say.say(label()));
    }
    let _ = write!(
        out,
        "<th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
        esc(&say.say(msg::page_tools_export_limiter())),
        esc(&say.say(msg::page_tools_log_col_flags()))
    );
    let below = say.say(msg::page_tools_log_low_title(&say.percent(threshold)));
    let spills = say.say(msg::page_tools_log_spills_title());
    let other = say.say(msg::page_tools_log_other_arch_title());
    for r in rows.iter().take(SHOWN) {
        let flagged = r.below || r.spills.is_some();
        let _ = write!(
            out,
            "<tr data-testid=\"kernel-row\"{}><td>{}</td><td class=\"kname\"><button type=\"button\" class=\"link\" \
             data-kernel=\"{}\" title=\"{}\" translate=\"no\">{}</button></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>",
            if flagged { " class=\"flagged\"" } else { "" },
            r.line,
            r.index,
            load_title(r.mangled.as_deref(), say),
            name_html(&r.name),
            esc(&r.arch),
            r.registers.map_or("–".to_string(), |n| n.to_string()),
            r.smem.map_or_else(|| unknown_html(say), thousands),
            r.barriers.map_or("–".to_string(), |n| n.to_string()),
            r.spills
                .map_or("–".to_string(), |(s, l)| format!("{s}/{l}")),
        );
        match &r.result {
            Ok((occupancy, warps, names)) => {
                let _ = write!(
                    out,
                    "<td data-testid=\"kernel-occupancy\">{}</td><td class=\"left\">{}</td>",
                    say.percent(*occupancy),
                    esc(&if *warps == 0 {
                        say.say(msg::page_tools_log_none_fits())
                    } else {
                        limiters(say, names)
                    })
                );
            }
            Err(why) => {
                let _ = write!(
                    out,
                    "<td>–</td><td class=\"left\">{}</td>",
                    esc(&say.say(msg::page_tools_log_not_evaluated(&why.say(say))))
                );
            }
        }
        out.push_str("<td class=\"left\">");
        if r.below {
            tag(&mut out, "tag warn", msg::page_tools_log_low(), &below, say);
        }
        if r.spills.is_some() {
            tag(
                &mut out,
                "tag warn",
                msg::page_tools_log_spills(),
                &spills,
                say,
            );
        }
        if r.other_arch {
            tag(
                &mut out,
                "tag",
                msg::page_tools_log_other_arch(),
                &other,
                say,
            );
        }
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table>");
    left_out(&mut out, rows.len(), total, say);
    out
}

/// Loads a kernel's registers, static shared memory and barriers into the calculator's form.
pub fn load_into(form: &mut Form, kernel: &KernelSummary) {
    if let Some(registers) = kernel.registers {
        form.regs = registers.to_string();
    }
    form.static_smem = kernel.static_smem.to_string();
    // As the row was evaluated: a report without a barrier count means 1.
    form.barriers = kernel.barriers.unwrap_or(1).to_string();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::compiler_log::{parse_threshold, read};
    use occ_core::msg::Say;
    use occ_core::Vendor;

    fn en() -> Say {
        Say::english(Vendor::Nvidia)
    }
    use occ_core::compiler_log::parse;

    const LOG: &str = "\
ptxas info    : Compiling entry function '_ZN4gemm6kernelILi128EEEvPKfPf' for 'sm_89'
ptxas info    : Function properties for _ZN4gemm6kernelILi128EEEvPKfPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 32 registers, used 1 barriers, 8192 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'evil<script>' for 'sm_89'
ptxas info    : Function properties for evil<script>
    24 bytes stack frame, 20 bytes spill stores, 16 bytes spill loads
ptxas info    : Used 255 registers, 0 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'old' for 'sm_80'
ptxas info    : Used 64 registers, 0 bytes smem, 380 bytes cmem[0]
";

    fn calc(gpu: &str, threads: &str) -> Launch {
        let form = Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            ..Form::default()
        };
        form.validate().unwrap()
    }

    fn settings(threads: u32) -> Settings {
        Settings {
            threads,
            threshold: 0.5,
        }
    }

    #[test]
    fn evaluates_each_kernel_like_the_engine_and_flags_it() {
        let summary = Summary::of(&parse(LOG));
        let calc = calc("geforce-rtx-4090", "256");
        let rows = rows(&summary, &calc, settings(256));
        assert_eq!(rows.len(), 3);
        // By hand: 32 registers, 8 KiB, 256 threads on CC 8.9.
        let by_hand = occ_core::nvidia::occupancy(
            &calc.gpu,
            &occ_core::nvidia::Kernel {
                static_smem: 8192,
                ..occ_core::nvidia::Kernel::new(256, 32)
            },
            &calc.smem,
        )
        .unwrap();
        assert_eq!(rows[0].result.as_ref().unwrap().0, by_hand.occupancy());
        // Demangled when occ-core has its `demangle` feature (the worker has it), else as compiled.
        assert!(rows[0].name.contains("gemm"));
        assert!(!rows[0].below && rows[0].spills.is_none() && !rows[0].other_arch);
        // 255 registers: 0 blocks at 256 threads → below the threshold, and it spills.
        assert!(rows[1].below);
        assert_eq!(rows[1].spills, Some((20, 16)));
        assert!(rows[2].other_arch);
    }

    #[test]
    fn names_are_text_never_markup() {
        let summary = Summary::of(&parse(LOG));
        let calc = calc("geforce-rtx-4090", "256");
        let rows = rows(&summary, &calc, settings(256));
        let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &en());
        assert!(!html.contains("<script>"));
        assert!(html.contains("evil&lt;</span><wbr><span>script&gt;"));
    }

    #[test]
    fn a_name_may_wrap_after_scopes_lists_and_brackets_only() {
        assert_eq!(
            name_html("void ns::detail::k<float, 4>(int const*, S<&x>)"),
            "<span>void</span> <span>ns::</span><wbr><span>detail::</span><wbr><span>k&lt;</span><wbr><span>float,\
             </span><wbr><span></span> <span>4&gt;(</span><wbr><span>int</span> <span>const*,</span><wbr><span></span> \
             <span>S&lt;</span><wbr><span>&amp;x&gt;)</span>"
        );
        assert_eq!(name_html("a:::b"), "<span>a::</span><wbr><span>:b</span>");
        assert_eq!(name_html("_Z6kernelPf"), "<span>_Z6kernelPf</span>");
    }

    #[test]
    fn sorts_filters_and_toggles() {
        let summary = Summary::of(&parse(LOG));
        let calc = calc("geforce-rtx-4090", "256");
        let mut all = rows(&summary, &calc, settings(256));
        let by_regs = Sort::default()
            .toggled(Column::Registers)
            .toggled(Column::Registers);
        assert!(by_regs.descending);
        sort(&mut all, by_regs);
        assert_eq!(all[0].registers, Some(255));
        sort(&mut all, Sort::default().toggled(Column::Occupancy));
        assert_eq!(all[0].registers, Some(255), "worst occupancy first");
        assert_eq!(filter(all.clone(), "GEMM").len(), 1);
        assert_eq!(filter(all, "_ZN4gemm").len(), 1, "mangled names match too");
        assert_eq!(Column::from_key("occ"), Some(Column::Occupancy));
    }

    #[test]
    fn notes_a_log_for_another_architecture() {
        let summary = Summary::of(&parse(LOG));
        let html = summary_html(&summary, &calc("h100-sxm5-80gb", "256"), &en());
        assert!(
            html.contains("this log was compiled for sm_89, sm_80"),
            "{html}"
        );
        let html = summary_html(&summary, &calc("geforce-rtx-4090", "256"), &en());
        assert!(
            html.contains("part of this log was compiled for sm_80"),
            "{html}"
        );
        assert!(html.contains("2 report(s) are for sm_89"), "{html}");
    }

    #[test]
    fn panel_inputs_name_the_field_and_range() {
        let calc = calc("geforce-rtx-4090", "192");
        assert_eq!(parse_threads("", &calc, &en()), Ok(192));
        assert_eq!(parse_threads("64", &calc, &en()), Ok(64));
        let error = parse_threads("4096", &calc, &en()).unwrap_err();
        assert!(
            error.contains("Threads per block") && error.contains("1 to 1024"),
            "{error}"
        );
        assert_eq!(parse_threshold("50 %", &en()), Ok(0.5));
        assert_eq!(parse_threshold("0.25", &en()), Ok(0.25));
        assert_eq!(parse_threshold("75", &en()), Ok(0.75));
        assert_eq!(parse_threshold("1", &en()), Ok(0.01));
        assert_eq!(parse_threshold("1.0", &en()), Ok(1.0));
        assert!(parse_threshold("150%", &en())
            .unwrap_err()
            .contains("0 to 100"));
    }

    #[test]
    fn loads_a_kernel_into_the_form() {
        let summary = Summary::of(&parse(LOG));
        let mut form = Form::default();
        load_into(&mut form, &summary.kernels[0]);
        assert_eq!(
            (
                form.regs.as_str(),
                form.static_smem.as_str(),
                form.barriers.as_str()
            ),
            ("32", "8192", "1")
        );
    }

    #[test]
    fn a_shared_memory_figure_that_cannot_be_read_is_unknown_not_0() {
        let log = "ptxas info    : Compiling entry function 'k' for 'sm_89'\n\
                   ptxas info    : Used 32 registers, -1 bytes smem, 380 bytes cmem[0]\n";
        let summary = Summary::of(&parse(log));
        let calc = calc("geforce-rtx-4090", "256");
        let rows = rows(&summary, &calc, settings(256));
        let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &en());
        let body = &html[html.find("<tbody>").unwrap()..];
        // Line, kernel, arch, registers, then the shared memory: unknown, and said so.
        let smem = body.split("<td").nth(5).unwrap();
        assert!(
            smem.contains(">?</span>")
                && smem.contains("title=\"unknown: the log&#x27;s figure could not be read\""),
            "{smem}"
        );
        assert!(!smem.starts_with(">0<"), "{smem}");
        // The row is not evaluated, and says which figure.
        assert!(body.contains("not evaluated: ptxas.static_smem"), "{body}");
        for say in crate::calculator::say::check::chinese(Vendor::Nvidia) {
            let html = table_html(&rows, Sort::default(), 0.5, rows.len(), &say);
            assert!(
                html.contains("title=\"未知：无法读取日志中的该数值\""),
                "{html}"
            );
        }
    }

    #[test]
    fn the_table_and_its_notes_speak_chinese_in_every_vocabulary() {
        let log = format!(
            "{LOG}ptxas info    : Used lots of registers\nptxas warning : Registers are spilled to local memory\n"
        );
        let summary = Summary::of(&parse(&log));
        let calc = calc("geforce-rtx-4090", "256");
        let rows = rows(&summary, &calc, settings(256));
        assert!(summary.unread > 0);
        for say in crate::calculator::say::check::chinese(Vendor::Nvidia) {
            let html = summary_html(&summary, &calc, &say)
                + &table_html(&rows, Sort::default(), 0.5, rows.len(), &say)
                + &table_html(&rows[..1], Sort::default(), 0.5, rows.len(), &say);
            let text = read::text(&html);
            assert_eq!(read::english_words(&text), Vec::<String>::new(), "{text}");
            assert!(text.contains("核函数"), "{text}");
        }
        // The vocabulary is the words': SYCL's in English.
        let sycl = Say::english(Vendor::Nvidia).with_terms(occ_core::terms::Terms::Sycl);
        let heavy = super::rows(&summary, &calc, settings(1024));
        let text = read::text(&table_html(&heavy, Sort::default(), 0.5, rows.len(), &sycl));
        assert!(text.contains("no work-group fits"), "{text}");
        let errors = [
            parse_threads(
                "4096",
                &calc,
                &crate::calculator::say::check::chinese(Vendor::Nvidia)[0],
            ),
            parse_threshold(
                "lots",
                &crate::calculator::say::check::chinese(Vendor::Nvidia)[0],
            )
            .map(|_| 0),
        ];
        for error in errors {
            let error = error.unwrap_err();
            assert!(
                error.contains("1 至 1024") || error.contains("不是占用率"),
                "{error}"
            );
        }
    }
}
