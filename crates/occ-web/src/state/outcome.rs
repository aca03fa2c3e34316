//! What the result panels and the exports show of occ-core's answer beside its report's rows (which they read from
//! `occ_core::<vendor>::report` where they show them): the title, the kernel line, NVIDIA's launch figures, the
//! product's facts, the binding limiters' names, the warnings, the Markdown table and the embed snippet.

use std::fmt::Write as _;

use occ_core::contract::Resource;
use occ_core::msg::{self, Msg, Say};
use occ_core::nvidia::{self, available_dynamic_smem, best_block_size, DynamicSmem};
use occ_core::presets::Fact;
use occ_core::report::{bytes, percent, thousands};
use occ_core::{Answer, Launch, Vendor};

use occ_core::amd::report as amd_report;
use occ_core::intel::{self, report as intel_report};

use crate::state::form::{carveout_percent, Valid};
use crate::state::gpu::GpuChoice;

/// One product fact with its provenance.
#[derive(Clone, Debug, PartialEq)]
pub struct FactRow {
    /// Which fact ("memory-bandwidth"), whatever the language.
    pub id: &'static str,
    pub label: String,
    pub value: String,
    pub unconfirmed: bool,
    /// Which entry of `citations.json` cites it (sources, formula or why it is unconfirmed), loaded on demand.
    pub cite: u16,
}

/// A labelled figure, said in the page's language.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub label: String,
    pub value: String,
}

fn fact(say: &Say, (id, label): (&'static str, Msg), fact: &Fact, unit: &str) -> FactRow {
    let value = if fact.value().fract() == 0.0 {
        thousands(fact.value() as u64)
    } else {
        occ_core::report::hundredths((fact.value() * 100.0).round() / 100.0)
    };
    FactRow {
        id,
        label: say.say(label),
        value: format!("{value}{unit}"),
        unconfirmed: fact.is_unconfirmed(),
        cite: fact.cite.0,
    }
}

/// A product's facts, its units (SMs, CUs, Xe-cores, and an Intel GPU's XVEs) first.
pub fn facts(choice: &GpuChoice, say: &Say) -> Vec<FactRow> {
    let GpuChoice::Preset(preset) = choice else {
        return Vec::new();
    };
    let units = match choice.vendor() {
        Vendor::Nvidia => "sms",
        Vendor::Amd => "cus",
        Vendor::Intel => "xe-cores",
    };
    let xves = preset
        .xves
        .map(|x| (("xves", msg::page_fact_xves()), x, ""));
    let listed = [
        (
            (units, msg::page_fact_units()),
            Some(preset.compute_units),
            "",
        ),
        (("l2-cache", msg::page_fact_l2()), preset.l2_kib, " KiB"),
        (("memory", msg::page_fact_memory()), preset.mem_gib, " GiB"),
        (
            ("memory-bandwidth", msg::page_fact_bandwidth()),
            Some(preset.mem_bw_gbs),
            " GB/s",
        ),
        (
            ("boost-clock", msg::page_fact_clock()),
            Some(preset.boost_mhz),
            " MHz",
        ),
        (
            ("fp32-peak", msg::page_fact_fp32()),
            Some(preset.fp32_tflops),
            " TFLOPS",
        ),
        (
            ("fp64-peak", msg::page_fact_fp64()),
            preset.fp64_tflops,
            " TFLOPS",
        ),
        (
            ("fp16-tensor-peak-dense", msg::page_fact_fp16()),
            preset.tensor_fp16_tflops,
            " TFLOPS",
        ),
    ];
    let mut rows: Vec<FactRow> = listed
        .into_iter()
        .filter_map(|(label, value, unit)| value.map(|v| fact(say, label, &v, unit)))
        .collect();
    if let Some((label, x, unit)) = xves {
        rows.insert(1, fact(say, label, &x, unit));
    }
    rows
}

fn line(say: &Say, label: Msg, value: String) -> Line {
    Line {
        label: say.say(label),
        value,
    }
}

/// The results' title: "GeForce RTX 4090 · CC 8.9 · 128 SMs", "Instinct MI300X · gfx942 (CDNA 3) · 304 CUs",
/// "Arc B580 · xe2-hpg (Xe2-HPG) · 20 Xe-cores (160 XVEs)".
pub fn title(v: &Valid, say: &Say) -> String {
    let gpu = v.choice.said_label(say);
    match &v.launch {
        Launch::Nvidia(l) => {
            let device = l.gpu.device();
            format!(
                "{gpu} · CC {} · {}",
                device.cc,
                units(
                    say,
                    !matches!(v.choice, GpuChoice::Generic(_) if device.sm_count == 1),
                    device.sm_count
                )
            )
        }
        Launch::Amd(l) => format!(
            "{gpu} · {} ({}) · {}",
            l.arch.name,
            l.arch.family,
            units(say, v.about.units.is_some(), v.units())
        ),
        Launch::Intel(l) => {
            let arch = l.arch;
            let cores = match xe_cores(v) {
                Some(cores) => {
                    let (numerator, denominator) = cores.ratio();
                    say.say(msg::page_title_xe_cores(
                        &cores.to_string(),
                        &thousands(
                            u64::from(numerator) * u64::from(arch.xves_per_xe_core)
                                / u64::from(denominator),
                        ),
                    ))
                }
                None => say.say(msg::page_title_no_xves()),
            };
            format!("{gpu} · {} ({}) · {cores}", arch.name, arch.family)
        }
    }
}

/// [`title`] in the page's English.
pub fn english_title(v: &Valid) -> String {
    title(v, &Say::page_english(v.vendor()))
}

/// An Intel GPU's Xe-cores, when its size is known (occ-core's count from `About`'s XVEs).
pub fn xe_cores(v: &Valid) -> Option<intel::XeCores> {
    match &v.launch {
        Launch::Intel(l) => intel_report::xe_cores(l.arch, &v.about).ok().flatten(),
        _ => None,
    }
}

/// The launch of an Intel kernel over the whole GPU, when a global size is given and the GPU's size known.
pub fn gpu_figures(
    v: &Valid,
    l: &intel::Launch,
    result: &intel::Occupancy,
) -> Option<intel::GpuOccupancy> {
    intel_report::gpu_figures(&l.kernel, result, xe_cores(v), &v.about)
        .ok()
        .flatten()
}

/// The kernel in one line: NVIDIA's as the page words it, AMD's and Intel's as `occ calc` heads its report.
pub fn kernel_line(v: &Valid, answer: &Answer, say: &Say) -> String {
    match answer {
        Answer::Nvidia(l, _) => {
            let k = &l.kernel;
            let carveout = v
                .carveout_kib
                .map(|kib| say.say(msg::page_kernel_carveout(&kib.to_string())))
                .unwrap_or_default();
            say.say(msg::page_kernel_line(
                &thousands(k.threads_per_block.into()),
                &k.regs_per_thread.to_string(),
                &say.say(msg::page_kernel_smem(
                    &bytes(k.static_smem.into()),
                    &bytes(k.dynamic_smem.into()),
                )),
                &carveout,
            ))
        }
        Answer::Amd(l, r) => amd_report::kernel_line(&l.kernel, r, say),
        Answer::Intel(l, r) => intel_report::kernel_line(&l.kernel, r, say),
    }
}

/// What `occ batch` warns of (the same sentences), after, on a fused Intel part, the sentence of how its Xe-cores
/// count (the calculator's fraction).
pub fn warnings(v: &Valid, answer: &Answer, say: &Say) -> Vec<String> {
    let note = match answer {
        Answer::Intel(l, _) => {
            xe_cores(v).and_then(|cores| intel_report::xe_core_note(l.arch, cores, say))
        }
        _ => None,
    };
    note.into_iter().chain(answer.warnings(say)).collect()
}

/// NVIDIA's launch figures: best block size, a full wave, the dynamic shared memory left, the shared memory used and
/// the carveout attribute (`None` if occ-core finds none, which validation rules out).
pub fn launch_lines(
    v: &Valid,
    l: &nvidia::Launch,
    result: &nvidia::Occupancy,
    say: &Say,
) -> Option<Vec<Line>> {
    let (gpu, kernel, smem) = (&l.gpu, &l.kernel, &l.smem);
    // The figures of `occ batch` the page shows, without building its whole output.
    let dynamic = DynamicSmem::Fixed(u64::from(kernel.dynamic_smem));
    let best = best_block_size(gpu, kernel, smem, dynamic).ok()?;
    let available = match result.active_blocks_per_sm {
        0 => None,
        n => available_dynamic_smem(gpu, kernel, smem, n).ok()?,
    };
    let device = gpu.device();
    let mut launch = vec![line(
        say,
        msg::page_best_block_size(),
        if best.block_size > 0 {
            say.say(msg::page_best_block_size_value(
                &thousands(best.block_size.into()),
                &thousands(device.sm_count.into()),
                &thousands(best.min_grid_size),
            ))
        } else {
            say.say(msg::page_no_block_size())
        },
    )];
    launch.push(line(
        say,
        msg::page_full_wave(),
        thousands(u64::from(result.active_blocks_per_sm) * u64::from(device.sm_count)),
    ));
    if let Some(available) = available {
        launch.push(line(
            say,
            msg::page_dynamic_available(),
            say.say(msg::page_dynamic_available_value(
                &bytes(available),
                &result.active_blocks_per_sm.to_string(),
            )),
        ));
    }
    launch.push(line(say, msg::page_smem_used(), bytes(result.smem_per_sm)));
    if let Some(kib) = v.carveout_kib {
        if let Some(p) = carveout_percent(gpu, kib) {
            launch.push(line(
                say,
                msg::page_carveout(),
                say.say(msg::page_carveout_value(&p.to_string(), &kib.to_string())),
            ));
        }
    }
    Some(launch)
}

/// The names of the limiters that bind, for people: "none" when nothing binds.
pub fn binding(answer: &Answer, say: &Say) -> String {
    let mut out = String::new();
    for name in answer.binding_labels() {
        if !out.is_empty() {
            let _ = say.write(msg::page_list_sep(), &mut out);
        }
        let _ = say.write(name, &mut out);
    }
    if out.is_empty() {
        out = say.say(msg::page_none());
    }
    out
}

/// The result as a Markdown table (for issues, pull requests and notes), in its vendor's terms, linking to `link`
/// (none if empty), said by `say`.
pub fn markdown(v: &Valid, answer: &Answer, link: &str, say: &Say) -> String {
    let title = title(v, say);
    let kernel = kernel_line(v, answer, say);
    let binding = binding(answer, say);
    match answer {
        Answer::Nvidia(l, r) => {
            let data = nvidia::report::occupancy_data(r, say);
            let mut out = md_head(
                &title,
                &kernel,
                data.iter().map(|r| (r.label.as_str(), r.value.as_str())),
                &binding,
                say,
            );
            for r in launch_lines(v, l, r, say)
                .unwrap_or_default()
                .iter()
                .take(1)
            {
                md_row(&mut out, &r.label, &r.value);
            }
            md_table_head(
                &mut out,
                say,
                [
                    msg::page_tools_md_per_block(),
                    msg::page_tools_md_limit_per_unit(),
                    msg::page_tools_md_blocks(),
                ],
            );
            for a in nvidia::report::allocated_resources(&l.gpu, &l.kernel, r) {
                md_allocated(
                    &mut out,
                    say,
                    a.limiter.label(),
                    r.is_limited_by(a.limiter),
                    [&a.per_block, &a.per_sm, &md_count(a.blocks, say)],
                );
            }
            md_tail(out, link, say)
        }
        Answer::Amd(l, r) => {
            let data = amd_report::occupancy_data(l.arch, &l.kernel, r, say);
            let mut out = md_head(
                &title,
                &kernel,
                data.iter().map(|r| (r.label.as_str(), r.value.as_str())),
                &binding,
                say,
            );
            md_table_head(
                &mut out,
                say,
                [
                    msg::page_tools_md_used(),
                    msg::page_tools_md_available(),
                    msg::page_tools_md_waves_per_simd(),
                ],
            );
            let binds: Vec<_> = r.limiters().collect();
            for a in amd_report::allocated_resources(l.arch, &l.kernel, r, say) {
                md_allocated(
                    &mut out,
                    say,
                    a.limiter.label(),
                    binds.contains(&a.limiter),
                    [&a.used, &a.available, &md_count(a.waves, say)],
                );
            }
            md_tail(out, link, say)
        }
        Answer::Intel(l, r) => {
            let data = intel_report::occupancy_data(r, say);
            let gpu_rows = gpu_figures(v, l, r)
                .map(|g| intel_report::gpu_rows(&g, r, say))
                .unwrap_or_default();
            let mut out = md_head(
                &title,
                &kernel,
                data.iter()
                    .chain(gpu_rows.iter().skip(1))
                    .map(|r| (r.label.as_str(), r.value.as_str())),
                &binding,
                say,
            );
            let [resource, per_group, per_core, groups] = intel_report::allocation_headings(say);
            let _ = write!(
                out,
                "\n| {resource} | {per_group} | {per_core} | {groups} |\n|---|---:|---:|---:|\n"
            );
            let binds: Vec<_> = r.limiters().collect();
            for a in intel_report::allocated_resources(l.arch, &l.kernel, r, say) {
                md_allocated(
                    &mut out,
                    say,
                    a.limiter.label(),
                    binds.contains(&a.limiter),
                    [
                        &a.used,
                        &a.available,
                        &intel_report::workgroups_text(a.workgroups, say),
                    ],
                );
            }
            md_tail(out, link, say)
        }
    }
}

/// The `<iframe>` snippet that embeds the compact view of a configuration.
pub fn embed_snippet(page: &str, query: &str, title: &str) -> String {
    let escaped = title
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;");
    format!(
        "<iframe src=\"{page}?{query}&embed=1\" width=\"640\" height=\"420\" title=\"GPU occupancy: {escaped}\" \
         loading=\"lazy\" style=\"border:0\"></iframe>"
    )
}

/// Occupancy as the headline shows it.
pub fn headline(answer: &Answer) -> String {
    percent(answer.occupancy())
}

/// A Markdown result's title, kernel line and table of figures, ending with what limits it.
fn md_head<'a>(
    title: &str,
    kernel: &str,
    rows: impl Iterator<Item = (&'a str, &'a str)>,
    binding: &str,
    say: &Say,
) -> String {
    let mut out = format!(
        "**{}** — {title}  \n{kernel}\n\n| | |\n|---|---|\n",
        say.say(msg::page_tools_md_title())
    );
    for (label, value) in rows {
        md_row(&mut out, label, value);
    }
    md_row(&mut out, &say.say(msg::page_limited_by()), binding);
    out
}

fn md_row(out: &mut String, label: &str, value: &str) {
    let _ = writeln!(out, "| {label} | {value} |");
}

/// The head of a Markdown result's table of resources: the resource, then `columns`.
fn md_table_head(out: &mut String, say: &Say, columns: [Msg; 3]) {
    let [a, b, c] = columns.map(|m| say.say(m));
    let _ = write!(
        out,
        "\n| {} | {a} | {b} | {c} |\n|---|---:|---:|---:|\n",
        say.say(msg::page_tools_md_resource())
    );
}

/// A resource's row of a Markdown result, marked where it limits.
fn md_allocated(out: &mut String, say: &Say, limiter: Msg, limits: bool, cells: [&str; 3]) {
    let [a, b, c] = cells;
    let mark = match limits {
        true => format!(" **{}**", say.say(msg::page_tools_md_limits())),
        false => String::new(),
    };
    let _ = writeln!(out, "| {}{mark} | {a} | {b} | {c} |", say.say(limiter));
}

/// A count a resource allows, or that it sets no limit.
fn md_count(count: Option<u32>, say: &Say) -> String {
    count.map_or_else(|| say.say(msg::report_no_limit()), |n| n.to_string())
}

/// A Markdown result's link back to the page, if any.
fn md_tail(mut out: String, link: &str, say: &Say) -> String {
    if !link.is_empty() {
        let _ = write!(out, "\n[{}]({link})\n", say.say(msg::page_tools_md_open()));
    }
    out
}

/// A title's count of compute units (SMs, CUs): `count` of them if `known`, else one, the figures per unit.
fn units(say: &Say, known: bool, count: u32) -> String {
    if known {
        say.say(msg::page_title_units(&thousands(count.into())))
    } else {
        say.say(msg::page_title_one_unit())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::input::Form;

    /// A form's launch and occ-core's answer.
    fn answered(form: &Form) -> (Valid, Answer) {
        let v = form.launch().unwrap();
        (v, v.launch.answer().unwrap())
    }

    #[test]
    fn outcome_of_the_issue_example() {
        let (v, answer) = answered(&Form::default());
        let say = Say::page_english(Vendor::Nvidia);
        assert_eq!(title(&v, &say), "GeForce RTX 4090 · CC 8.9 · 128 SMs");
        assert_eq!(english_title(&v), title(&v, &say));
        assert_eq!(headline(&answer), "75.00 %");
        assert_eq!(binding(&answer, &say), "Registers");
        let facts = facts(&v.choice, &say);
        assert_eq!(facts[0].label, "SMs");
        assert!(facts.iter().any(|f| f.label == "Memory bandwidth"));
        let Answer::Nvidia(l, r) = answer else {
            panic!("an NVIDIA answer");
        };
        assert!(launch_lines(&v, &l, &r, &say).unwrap()[0]
            .value
            .starts_with("576 threads"));
        let md = markdown(
            &v,
            &answer,
            "https://example.test/?v=1",
            &Say::english(Vendor::Nvidia),
        );
        assert!(md.contains("| Theoretical occupancy | 75.00 % |"), "{md}");
        assert!(
            md.contains("| Registers **(limits)** | 7,168 | 65,536 | 9 |"),
            "{md}"
        );
        assert!(md.contains("[Open in occ](https://example.test/?v=1)"));
    }

    #[test]
    fn launch_figures_and_warnings_are_occ_batch_s() {
        use occ_core::nvidia::dto::BatchOutput;
        let forms = [
            Form::default(),
            Form {
                gpu: "cc-2.0".to_string(),
                threads: "1024".to_string(),
                regs: "63".to_string(),
                ..Form::default()
            },
            Form {
                gpu: "h100-sxm5-80gb".to_string(),
                static_smem: "200000".to_string(),
                ..Form::default()
            },
            Form {
                gpu: "cc-8.6".to_string(),
                regs: "255".to_string(),
                threads: "1024".to_string(),
                ..Form::default()
            },
        ];
        let mut warned = 0;
        let say = Say::page_english(Vendor::Nvidia);
        for form in forms {
            let (v, answer) = answered(&form);
            let calc = form.validate().unwrap();
            let Answer::Nvidia(_, result) = answer else {
                panic!("an NVIDIA answer");
            };
            let lines = launch_lines(&v, &calc, &result, &say).unwrap();
            let batch = BatchOutput::evaluate(&calc.gpu, &calc.kernel, &calc.smem).unwrap();
            assert_eq!(warnings(&v, &answer, &say), batch.warnings, "{}", form.gpu);
            warned += usize::from(!batch.warnings.is_empty());
            let best = match (batch.best_block_size, batch.min_grid_size) {
                (Some(size), Some(grid)) => {
                    format!(
                        "{} threads (minimum grid to fill all {} SMs",
                        thousands(size.into()),
                        thousands(calc.gpu.device().sm_count.into())
                    ) + &format!(": {} blocks)", thousands(grid))
                }
                _ => "no block size fits".to_string(),
            };
            assert_eq!(lines[0].value, best, "{}", form.gpu);
            let available = lines
                .iter()
                .find(|r| r.label == "Dynamic shared memory available");
            assert_eq!(
                available.is_some(),
                batch.dynamic_smem_per_block_available.is_some(),
                "{}",
                form.gpu
            );
            if let (Some(row), Some(bytes_left)) =
                (available, batch.dynamic_smem_per_block_available)
            {
                assert!(row.value.starts_with(&bytes(bytes_left)), "{}", row.value);
            }
        }
        assert!(
            warned >= 2,
            "the cases include launches occ batch warns about"
        );
    }

    #[test]
    fn generic_devices_have_no_product_facts() {
        let v = Form {
            gpu: "cc-8.9".to_string(),
            ..Form::default()
        }
        .launch()
        .unwrap();
        let say = Say::page_english(Vendor::Nvidia);
        assert!(facts(&v.choice, &say).is_empty());
        assert!(title(&v, &say).contains("per SM"));
    }

    #[test]
    fn an_amd_launch_shows_occ_core_s_rows() {
        let form = Form {
            gpu: "gfx942".to_string(),
            threads: "256".to_string(),
            regs: "128".to_string(),
            ..Form::default()
        };
        let (v, answer) = answered(&form);
        let say = Say::page_english(Vendor::Amd);
        assert_eq!(
            title(&v, &say),
            "Generic gfx942 (CDNA 3) · gfx942 (CDNA 3) · 1 CU (grid figures are per CU)"
        );
        assert_eq!(answer.occupancy(), 0.5);
        assert_eq!(binding(&answer, &say), "VGPRs");
        let (l, _) = form.validate_amd();
        let Answer::Amd(_, result) = answer else {
            panic!("an AMD answer");
        };
        assert_eq!(
            kernel_line(&v, &answer, &say),
            amd_report::kernel_line(&l.kernel, &result, &say)
        );
        let md = markdown(
            &v,
            &answer,
            "https://example.test/?v=1",
            &Say::english(Vendor::Amd),
        );
        assert!(md.contains("| Occupancy | 50.00 % |"), "{md}");
        assert!(
            md.contains("| VGPRs **(limits)** | 128 per work-item | 512 per SIMD lane | 4 |"),
            "{md}"
        );
    }

    #[test]
    fn a_fused_intel_part_counts_the_calculators_fraction_and_says_so() {
        let form = Form {
            gpu: "uhd-graphics-730".to_string(),
            threads: "256".to_string(),
            sub_group: "16".to_string(),
            global_size: "2816".to_string(),
            ..Form::default()
        };
        let (v, answer) = answered(&form);
        let (l, _) = form.validate_intel();
        let cores = intel::Device {
            arch: l.arch,
            xve_count: 24,
        }
        .xe_cores()
        .unwrap();
        assert_eq!(xe_cores(&v), Some(cores));
        let say = Say::page_english(Vendor::Intel);
        let title = title(&v, &say);
        assert!(title.ends_with("1.5 Xe-cores (24 XVEs)"), "{title}");
        assert_eq!(
            warnings(&v, &answer, &say)[0],
            intel_report::xe_core_note(l.arch, cores, &Say::english(Vendor::Intel)).unwrap()
        );
        let Answer::Intel(_, result) = answer else {
            panic!("an Intel answer");
        };
        let g = gpu_figures(&v, &l, &result).unwrap();
        assert_eq!(
            intel_report::gpu_rows(&g, &result, &say)[0].value,
            "11 (10.5 per wave: 7 per Xe-core × 1.5 Xe-cores)"
        );
    }

    #[test]
    fn an_intel_launch_shows_occ_core_s_rows() {
        let form = Form {
            gpu: "xe-hpc".to_string(),
            threads: "256".to_string(),
            sub_group: "16".to_string(),
            dynamic_smem: "40K".to_string(),
            sms: "1024".to_string(),
            global_size: "1048576".to_string(),
            ..Form::default()
        };
        let (v, answer) = answered(&form);
        let say = Say::page_english(Vendor::Intel);
        assert_eq!(
            title(&v, &say),
            "Generic xe-hpc (Xe-HPC) · xe-hpc (Xe-HPC) · 128 Xe-cores (1,024 XVEs)"
        );
        assert_eq!(binding(&answer, &say), "SLM");
        let md = markdown(
            &v,
            &answer,
            "https://example.test/?v=1",
            &Say::english(Vendor::Intel),
        );
        assert!(
            md.contains("| Xe-core occupancy (hardware threads / thread slots) | 50.00 % |"),
            "{md}"
        );
        assert!(
            md.contains("| Average GPU occupancy (over the waves) | 50.00 % |"),
            "{md}"
        );
        assert!(
            md.contains("| SLM **(limits)** | 49,152 B | 131,072 B | 2 work-groups |"),
            "{md}"
        );
        // A product: its Xe-cores and XVEs among the facts.
        let large = Form {
            gpu: "data-center-gpu-max-1550".to_string(),
            threads: "1024".to_string(),
            sub_group: "32".to_string(),
            large_grf: true,
            ..Form::default()
        };
        let facts = facts(&large.launch().unwrap().choice, &say);
        assert_eq!(facts[0].label, "Xe-cores");
        assert_eq!(
            (facts[1].label.as_str(), facts[1].value.as_str()),
            ("XVEs", "1,024")
        );
    }

    #[test]
    fn embed_snippet_escapes_the_title() {
        let snippet = embed_snippet("https://x.test/occ/", "v=1&t=1", "A \"B\" <C>");
        assert!(snippet.starts_with("<iframe src=\"https://x.test/occ/?v=1&t=1&embed=1\""));
        assert!(snippet.contains("title=\"GPU occupancy: A &quot;B&quot; &lt;C>\""));
    }
}
