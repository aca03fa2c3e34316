//! The roofline panel (the roofline and the SYCL occupancy guide's full-occupancy figures): its inputs as typed, which are part of
//! [`Form`](crate::state::input::Form) and so of links and saved configs; their validation; and what the panel shows.
//! Every figure comes from `occ_core::roofline`: this module parses, picks and formats, and builds the panel's escaped
//! markup.

pub mod chart;
#[cfg(feature = "tools")]
pub mod panel;

use std::fmt::Write as _;

use occ_core::amd::plan as amd_plan;
use occ_core::intel::dto::count_json;
use occ_core::intel::plan as intel_plan;
use occ_core::msg::{self, Say};
use occ_core::nvidia::plan::full_occupancy;
use occ_core::presets::Preset;
use occ_core::report::{bytes, thousands};
use occ_core::roofline::{analyse, Analysis, Bound, Precision, Roofline};
use occ_core::Vendor;

use crate::browser::dom::esc;
use crate::state::citations::Citations;
use crate::state::gpu::GpuChoice;
use crate::state::roofline::RoofField;
use crate::state::roofline::{Checked, RoofForm};
use occ_core::{amd, intel, nvidia};

/// The roofline of the selected GPU and the kernel on it. Only the GPU and the panel's inputs change it, so the chart
/// drawn from it is not redrawn for a new block size.
#[derive(Clone, Debug, PartialEq)]
pub struct RoofPanel {
    pub gpu: String,
    /// Whose words name the roofs (AMD's matrix cores, NVIDIA's tensor cores).
    pub vendor: Vendor,
    pub preset: Option<&'static Preset>,
    /// `None` for a generic device (no peaks).
    pub roofline: Option<Roofline>,
    /// The precision analysed: the one picked, or FP32 when the GPU has no peak for it (a GPU change and a loaded
    /// link pick FP32 then already: [`RoofForm::fit_precision`]).
    pub precision: Precision,
    pub analysis: Option<Analysis>,
    /// Why the inputs place no kernel although they are each valid (their ratio overflows, say).
    pub problem: Option<occ_core::Error>,
}

impl RoofPanel {
    /// The roofline of the launch's GPU (`Launch::choice`): a preset of any vendor has peaks, a generic device
    /// none.
    pub fn of(choice: GpuChoice, roof: &RoofForm) -> Self {
        let preset = match choice {
            GpuChoice::Preset(preset) => Some(preset),
            GpuChoice::Generic(_) | GpuChoice::AmdGeneric(_) | GpuChoice::IntelGeneric(_) => None,
        };
        let roofline = preset.map(Roofline::for_preset);
        let precision = match preset {
            Some(p) if roof.precision.peak(p).is_none() => Precision::Fp32,
            _ => roof.precision,
        };
        let analysis = match (&roofline, roof.check()) {
            (
                Some(roofline),
                Ok(Checked {
                    work: Some(work),
                    time_s,
                    ..
                }),
            ) => Some(analyse(roofline, precision, work, time_s)),
            _ => None,
        };
        let (analysis, problem) = match analysis {
            Some(Ok(analysis)) => (Some(analysis), None),
            Some(Err(error)) => (None, Some(error)),
            None => (None, None),
        };
        Self {
            gpu: choice.label(),
            vendor: choice.vendor(),
            preset,
            roofline,
            precision,
            analysis,
            problem,
        }
    }

    /// The precisions the GPU has peaks for, `(URL name, label)`, the labels in the GPU vendor's words or the
    /// chosen ones.
    pub fn precisions(&self, say: &Say) -> Vec<(&'static str, String)> {
        let say = say.about(self.vendor);
        self.roofline
            .iter()
            .flat_map(|r| r.roofs.iter())
            .map(|roof| {
                (
                    roof.precision.name(),
                    say.say(roof.precision.message(self.vendor)),
                )
            })
            .collect()
    }
}

/// Three significant digits, without an exponent for everyday magnitudes: 3,350 · 82.6 · 5.20 · 0.0833.
pub fn sig(value: f64) -> String {
    let a = value.abs();
    if !value.is_finite() {
        "-".to_string()
    } else if a == 0.0 {
        "0".to_string()
    } else if !(1e-4..1e9).contains(&a) {
        // The exponent by hand: `{:e}` would link a second float formatter into the wasm. Scaled in two steps, as
        // 10^exponent alone underflows to 0 for subnormal values; a mantissa that rounds to 10 moves up a decade.
        let mut exponent = a.log10().floor() as i32;
        let scaled = value / 10f64.powi(exponent / 2) / 10f64.powi(exponent - exponent / 2);
        let mut mantissa = (scaled * 100.0).round() / 100.0;
        if mantissa.abs() >= 10.0 {
            mantissa /= 10.0;
            exponent += 1;
        }
        format!("{}e{exponent}", sig(mantissa))
    } else if a >= 100.0 {
        thousands(value.round() as u64)
    } else if a >= 10.0 {
        format!("{value:.1}")
    } else {
        let decimals = (2.0 - a.log10().floor()) as usize;
        format!("{value:.decimals$}")
    }
}

/// A FLOP rate given in TFLOP/s, in GFLOP/s below 1 TFLOP/s.
pub fn rate(tflops: f64) -> String {
    if tflops < 1.0 {
        format!("{} GFLOP/s", sig(tflops * 1e3))
    } else {
        format!("{} TFLOP/s", sig(tflops))
    }
}

fn duration(seconds: f64) -> String {
    if seconds < 1e-3 {
        format!("{} µs", sig(seconds * 1e6))
    } else if seconds < 1.0 {
        format!("{} ms", sig(seconds * 1e3))
    } else {
        format!("{} s", sig(seconds))
    }
}

/// A product fact as the physical-limits table shows it: the value with its citation as a tooltip.
fn fact_cell(
    out: &mut String,
    say: &Say,
    text: &str,
    citation: &str,
    unconfirmed: bool,
    testid: &str,
) {
    let _ = write!(
        out,
        "<span class=\"fact{}\" tabindex=\"0\" title=\"{}\" data-testid=\"{testid}\">{}</span>",
        if unconfirmed { " unconfirmed" } else { "" },
        esc(citation),
        esc(text),
    );
    if unconfirmed {
        let _ = write!(
            out,
            "<span class=\"tag warn\">{}</span>",
            esc(&say.say(msg::page_tools_roofline_unconfirmed()))
        );
    }
}

/// The verdict and the peaks with their sources (`citations`, the on-demand `citations.json`, once loaded), written
/// by `say`. Every text of it is `say`'s but an input's error (the form's) and the sources.
pub fn panel_html(p: &RoofPanel, citations: &Citations, say: &Say) -> String {
    let mut out = String::with_capacity(4096);
    let say = say.about(p.vendor);
    match (&p.roofline, p.preset) {
        (Some(roofline), Some(preset)) => {
            verdict(&mut out, p, roofline, &say);
            peaks(&mut out, p, roofline, preset, citations, &say);
        }
        _ => {
            let _ = write!(
                out,
                "<p class=\"help\" data-testid=\"roofline-needs-gpu\" data-said>{}</p>",
                esc(&say.say(msg::page_tools_roofline_needs_gpu(&p.gpu)))
            );
        }
    }
    out
}

fn verdict(out: &mut String, p: &RoofPanel, roofline: &Roofline, say: &Say) {
    let Some(a) = p.analysis else {
        match &p.problem {
            Some(problem) => {
                let _ = write!(
                    out,
                    "<p class=\"error\" data-testid=\"roofline-verdict\">{}</p>",
                    esc(&problem.say(say))
                );
            }
            None => {
                let _ = write!(
                    out,
                    "<p class=\"help\" data-testid=\"roofline-verdict\" data-said>{}</p>",
                    esc(&say.say(msg::page_tools_roofline_enter()))
                );
            }
        }
        return;
    };
    let unconfirmed = roofline.roof(a.precision).is_some_and(|r| r.unconfirmed);
    let unconfirmed = if unconfirmed {
        say.say(msg::page_tools_roofline_from_unconfirmed())
    } else {
        String::new()
    };
    let precision = say.say(a.precision.message(p.vendor));
    let (intensity, factor, ridge) = (sig(a.intensity), sig(a.factor), sig(a.ridge));
    let attainable = rate(a.attainable_tflops);
    let (bound, verdict, why) = match a.bound {
        Bound::Memory => (
            "memory",
            msg::page_tools_roofline_memory_bound(),
            msg::page_tools_roofline_memory_why(
                &intensity,
                &factor,
                &precision,
                &ridge,
                &unconfirmed,
                &attainable,
            ),
        ),
        Bound::Compute => (
            "compute",
            msg::page_tools_roofline_compute_bound(),
            msg::page_tools_roofline_compute_why(
                &intensity,
                &factor,
                &precision,
                &ridge,
                &unconfirmed,
                &attainable,
            ),
        ),
    };
    let colon = say.say(msg::page_tools_colon());
    let _ = write!(
        out,
        "<p class=\"verdict\" data-testid=\"roofline-verdict\" data-bound=\"{bound}\" data-said><strong>{}</strong>{}{}",
        esc(&say.say(verdict)),
        esc(&colon),
        esc(&say.say(why)),
    );
    if let Some(time) = a.min_time_s {
        let _ = write!(
            out,
            " {}",
            esc(&say.say(msg::page_tools_roofline_fastest(&duration(time))))
        );
    }
    out.push_str("</p>");
    if let (Some(achieved), Some(fraction)) = (a.achieved_tflops, a.fraction_of_roof) {
        let _ = write!(
            out,
            "<p data-testid=\"roofline-achieved\" data-said>{}{}<strong>{}</strong> {}</p>",
            esc(&say.say(msg::page_tools_roofline_achieved())),
            esc(&colon),
            rate(achieved),
            esc(&say.say(msg::page_tools_roofline_achieved_of(
                &say.percent(fraction),
                &attainable
            ))),
        );
        if fraction > 1.0 {
            let _ = write!(
                out,
                "<p class=\"stale-note\" data-said>{}</p>",
                esc(&say.say(msg::page_tools_roofline_above()))
            );
        }
    }
}

fn peaks(
    out: &mut String,
    p: &RoofPanel,
    roofline: &Roofline,
    preset: &Preset,
    citations: &Citations,
    say: &Say,
) {
    let cite = |fact: &occ_core::presets::Fact| citations.title(fact.cite.0, say);
    let _ = write!(
        out,
        "<table class=\"kv\" data-testid=\"roofline-peaks\"><caption data-said>{}</caption><tbody><tr><th \
         scope=\"row\" data-said>{}</th><td>",
        esc(&say.say(msg::page_tools_roofline_peaks())),
        esc(&say.say(msg::roofline_bandwidth_label())),
    );
    let bandwidth = preset.mem_bw_gbs;
    fact_cell(
        out,
        say,
        &format!("{} GB/s", sig(bandwidth.value())),
        &cite(&bandwidth),
        bandwidth.is_unconfirmed(),
        "roofline-peak-bandwidth",
    );
    out.push_str("</td></tr>");
    for roof in &roofline.roofs {
        let Some(fact) = roof.precision.peak(preset) else {
            continue;
        };
        let _ = write!(
            out,
            "<tr{}><th scope=\"row\" data-said>{}</th><td>",
            if roof.precision == p.precision {
                " class=\"binding\""
            } else {
                ""
            },
            esc(&say.say(msg::page_tools_roofline_peak(
                &say.say(roof.precision.message(p.vendor))
            )))
        );
        fact_cell(
            out,
            say,
            &rate(roof.peak_tflops),
            &cite(&fact),
            roof.unconfirmed,
            &format!("roofline-peak-{}", roof.precision.name()),
        );
        let _ = write!(
            out,
            " · {}</td></tr>",
            esc(&say.say(msg::page_tools_roofline_ridge(&sig(roof.ridge))))
        );
    }
    out.push_str("</tbody></table>");
}

/// The occupancy guide's figures (wg_max, r_max, wi_min) for the launch's GPU, block size and shared-memory preferences: they need only the device.
/// Written by `say` in NVIDIA's words, or the chosen ones.
pub fn figures_html(calc: &nvidia::Launch, say: &Say) -> String {
    let Ok(f) = full_occupancy(&calc.gpu, calc.kernel.threads_per_block, &calc.smem) else {
        return String::new();
    };
    let say = say.about(Vendor::Nvidia);
    let device = calc.gpu.device();
    let full = f.reachable >= 1.0;
    let threads = thousands(calc.kernel.threads_per_block.into());
    let title = msg::page_tools_full_title(&threads);
    let none = || say.say(msg::page_tools_full_none());
    let rows = [
        (
            msg::page_tools_full_reachable(),
            "fo-reachable",
            say.percent(f.reachable),
        ),
        (
            msg::page_tools_full_blocks(),
            "fo-wg-max",
            f.blocks_per_sm.to_string(),
        ),
        (
            msg::page_tools_full_registers(),
            "fo-r-max",
            f.max_registers.map_or_else(none, |r| r.to_string()),
        ),
        (
            msg::page_tools_full_smem(),
            "fo-smem",
            f.max_smem_per_block.map_or_else(none, bytes),
        ),
        (
            msg::page_tools_full_fill_label(),
            "fo-wi-min",
            say.say(msg::page_tools_full_fill(
                &thousands(f.min_threads_to_fill),
                &thousands(device.max_threads_per_sm.into()),
                device.sm_count.into(),
            )),
        ),
    ];
    full_table(&say, title, full, rows)
}

/// The full-occupancy table's title and caption, its `<table>` left open after the caption (`class`: a table of
/// labelled rows, or of columns).
fn full_head(say: &Say, title: msg::Msg, full: bool, class: &str) -> String {
    let mut out = String::with_capacity(1024);
    let _ = write!(
        out,
        "<h3 data-said>{}</h3><table class=\"{class}\" data-testid=\"full-occupancy\" data-said><caption>{}</caption>",
        esc(&say.say(title)),
        esc(&say.say(if full {
            msg::page_tools_full_caption()
        } else {
            msg::page_tools_full_caption_reachable()
        })),
    );
    out
}

/// The full-occupancy table: its title, its caption, its rows (label, test id, value).
fn full_table(
    say: &Say,
    title: msg::Msg,
    full: bool,
    rows: [(msg::Msg, &str, String); 5],
) -> String {
    let mut out = full_head(say, title, full, "kv");
    out.push_str("<tbody>");
    for (label, testid, value) in rows {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{}</th><td data-testid=\"{testid}\">{}</td></tr>",
            esc(&say.say(label)),
            esc(&value)
        );
    }
    out.push_str("</tbody></table>");
    out
}

/// The full-occupancy figures on an Intel GPU at the launch's work-group size, a row per sub-group size the
/// architecture compiles for (what `occ roofline` prints for one), from `occ_core::intel::plan::full_occupancy`,
/// written by `say` in Intel's words or the chosen ones. Each row is `data-sub-group`, its cells carry NVIDIA's and
/// AMD's test ids. A fill that is no whole count of work-items (a fused part's fraction of Xe-cores) or on a GPU of
/// unknown size (`xe_cores` `None`) is "-", as in the CLI's table.
pub fn intel_figures_html(
    calc: &intel::Launch,
    xe_cores: Option<intel::XeCores>,
    say: &Say,
) -> String {
    let Ok(rows) = intel_plan::full_occupancy(calc.arch, calc.kernel.workgroup_size, xe_cores)
    else {
        return String::new();
    };
    let say = say.about(Vendor::Intel);
    let full = rows.iter().all(|r| r.occupancy >= 1.0);
    let items = thousands(calc.kernel.workgroup_size.into());
    let mut out = full_head(&say, msg::page_tools_full_title(&items), full, "grid");
    out.push_str("<thead><tr>");
    for heading in [
        msg::full_intel_col_sub_group(),
        msg::full_intel_col_hw_threads(),
        msg::page_tools_full_blocks(),
        msg::page_tools_full_reachable(),
        msg::page_tools_full_smem(),
        msg::page_tools_full_fill_label(),
    ] {
        let _ = write!(out, "<th scope=\"col\">{}</th>", esc(&say.say(heading)));
    }
    out.push_str("</tr></thead><tbody>");
    for row in rows {
        let fill = row
            .min_items_to_fill
            .map(count_json)
            .and_then(|items| items.as_u64())
            .map_or_else(|| "-".to_string(), thousands);
        let max_slm = row
            .max_slm
            .map_or_else(|| say.say(msg::page_tools_full_none()), |b| bytes(b.into()));
        let _ = write!(
            out,
            "<tr data-sub-group=\"{sub}\"><th scope=\"row\">{sub}</th><td data-testid=\"fo-hw-threads\">{}</td>\
             <td data-testid=\"fo-wg-max\">{}</td><td data-testid=\"fo-reachable\">{}</td>\
             <td data-testid=\"fo-smem\">{}</td><td data-testid=\"fo-wi-min\">{}</td></tr>",
            thousands(row.hw_threads_per_workgroup.into()),
            thousands(row.workgroups_per_xe_core.into()),
            esc(&say.percent(row.occupancy)),
            esc(&max_slm),
            esc(&fill),
            sub = row.sub_group_size,
        );
    }
    out.push_str("</tbody></table>");
    out
}

/// The full-occupancy figures on an AMD GPU at the launch's work-group size, wave size and mode (what
/// `occ roofline` prints for one), from `occ_core::amd::plan::full_occupancy`, written by `say` in AMD's words or
/// the chosen ones, on a GPU of `cus` CUs.
pub fn amd_figures_html(calc: &amd::Launch, cus: u32, say: &Say) -> String {
    let Ok(f) = amd_plan::full_occupancy(calc.arch, &calc.kernel, cus) else {
        return String::new();
    };
    let say = say.about(Vendor::Amd);
    // A CU is the vocabulary's compute unit; a WGP (RDNA's pair of CUs) is AMD's alone.
    let unit = if f.unit == "CU" {
        say.say(msg::compare_unit())
    } else {
        f.unit.to_string()
    };
    let full = f.waves_per_simd >= f.max_waves_per_simd;
    let (items, wave_size) = (thousands(f.workgroup_size.into()), f.wave_size.to_string());
    let title = msg::page_tools_full_title_wave(&items, &wave_size);
    let none = || say.say(msg::page_tools_full_none());
    let rows = [
        (
            msg::page_tools_full_reachable(),
            "fo-reachable",
            say.say(msg::full_amd_reachable(
                &say.percent(f.occupancy()),
                &f.waves_per_simd.to_string(),
            )),
        ),
        (
            msg::page_tools_full_amd_blocks(&unit),
            "fo-wg-max",
            f.workgroups_per_cu.to_string(),
        ),
        (
            msg::page_tools_full_amd_vgprs(),
            "fo-r-max",
            f.max_vgprs.map_or_else(none, |r| r.to_string()),
        ),
        (
            msg::page_tools_full_smem(),
            "fo-smem",
            f.max_lds.map_or_else(none, |b| bytes(b.into())),
        ),
        (
            msg::page_tools_full_amd_fill_label(&unit),
            "fo-wi-min",
            say.say(msg::page_tools_full_amd_fill(
                &thousands(f.min_items_to_fill),
                &thousands(f.items_per_unit),
                &unit,
                f.units,
            )),
        ),
    ];
    full_table(&say, title, full, rows)
}

/// The panel's inputs, built once. Each reports its changes through `data-roof` to one delegated handler, and
/// the page keeps their values and errors in step with the form without rebuilding them, so typing never loses
/// the caret (the `panel` module).
pub fn inputs_html(say: &Say) -> String {
    let mut out = String::with_capacity(2048);
    for (field, placeholder, help) in [
        (
            RoofField::Flops,
            Some(msg::page_tools_roofline_flops_placeholder()),
            msg::page_tools_roofline_flops_help(),
        ),
        (
            RoofField::Bytes,
            Some(msg::page_tools_roofline_bytes_placeholder()),
            msg::page_tools_roofline_bytes_help(),
        ),
        (
            RoofField::Intensity,
            Some(msg::page_tools_roofline_intensity_placeholder()),
            msg::page_tools_roofline_intensity_help(),
        ),
        (
            RoofField::Precision,
            None,
            msg::page_tools_roofline_precision_help(),
        ),
        (
            RoofField::Time,
            Some(msg::page_tools_roofline_time_placeholder()),
            msg::page_tools_roofline_time_help(),
        ),
    ] {
        let placeholder = esc(&placeholder.map(|m| say.say(m)).unwrap_or_default());
        let help = esc(&say.say(help));
        let key = field.key();
        let _ = write!(
            out,
            "<div class=\"field\"><label for=\"in-{key}\" data-said>{}</label>",
            esc(&say.say(field.message()))
        );
        let attributes = format!(
            "id=\"in-{key}\" data-testid=\"input-{key}\" data-roof=\"{key}\" aria-describedby=\"help-{key} err-{key}\""
        );
        if field == RoofField::Precision {
            let _ = write!(out, "<select {attributes}></select>");
        } else {
            let _ = write!(
                out,
                "<input {attributes} type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" spellcheck=\"false\" \
                 placeholder=\"{placeholder}\">"
            );
        }
        let _ = write!(
            out,
            "<p class=\"help\" id=\"help-{key}\" data-said>{help}</p><p class=\"error\" id=\"err-{key}\" \
             data-testid=\"error-{key}\" aria-live=\"polite\"></p></div>"
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    use occ_core::report::percent;

    /// The tools' English, in the GPU's own words.
    fn en() -> Say {
        Say::english(Vendor::Nvidia)
    }
    use crate::state::form::Valid;
    use crate::state::input::Form;

    fn calc(gpu: &str, threads: &str) -> nvidia::Launch {
        Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            ..Form::default()
        }
        .validate()
        .unwrap()
    }

    fn panel(gpu: &str, threads: &str, roof: &RoofForm) -> RoofPanel {
        RoofPanel::of(valid(gpu, threads).choice, roof)
    }

    fn valid(gpu: &str, threads: &str) -> Valid {
        Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            ..Form::default()
        }
        .launch()
        .unwrap()
    }

    /// The AMD figures of a launch as the panel shows them, on its GPU's CUs.
    fn amd_figures(v: &Valid, say: &Say) -> String {
        let occ_core::Launch::Amd(l) = v.launch else {
            panic!("not an AMD launch: {v:?}");
        };
        amd_figures_html(&l, v.units(), say)
    }

    /// The Intel figures of a launch as the panel shows them, on its GPU's Xe-cores.
    fn intel_figures(v: &Valid, say: &Say) -> String {
        let occ_core::Launch::Intel(l) = v.launch else {
            panic!("not an Intel launch: {v:?}");
        };
        intel_figures_html(&l, crate::state::outcome::xe_cores(v), say)
    }

    #[test]
    fn said_in_chinese_the_roofline_holds_no_english_words_for_any_vendor_or_vocabulary() {
        use crate::calculator::say::check::{chinese, english_words, said_texts};
        let kernels = [
            RoofForm::counts("1e9", "12e9", ""),
            RoofForm::counts("1T", "500G", "1ms"),
            RoofForm::counts("1T", "500G", "100"),
            RoofForm::counts("1e12", "1e9", "1us"),
            RoofForm::default(),
        ];
        let gpus = [
            "a100-sxm4-40gb",
            "l20-48gb",
            "cc-8.0",
            "instinct-mi300x",
            "gfx942",
            "arc-b580",
        ];
        for vendor in Vendor::ALL {
            for say in chinese(vendor) {
                let mut html = inputs_html(&say)
                    + &intel_figures(&intel_calc("arc-b580", "256"), &say)
                    + &intel_figures(&intel_calc("xe-hpc", "1024"), &say)
                    + &figures_html(&calc("a100-sxm4-40gb", "256"), &say)
                    + &figures_html(&calc("cc-8.0", "32"), &say)
                    + &amd_figures(&amd_calc("instinct-mi300x", "256"), &say)
                    + &amd_figures(&amd_calc("gfx1100", "64"), &say);
                for gpu in gpus {
                    for kernel in &kernels {
                        let choice = Form {
                            gpu: gpu.to_string(),
                            ..Form::default()
                        }
                        .launch()
                        .unwrap()
                        .choice;
                        let p = RoofPanel::of(choice, kernel);
                        html += &panel_html(&p, &Citations::NotAsked, &say);
                    }
                }
                let said = said_texts(&html);
                assert!(said.len() > 40, "{html}");
                for text in said {
                    // A GPU's name, as the picker shows it, stays as it is.
                    let text = gpus.iter().fold(text, |t, gpu| {
                        let label = GpuChoice::from_id(gpu).unwrap().label();
                        t.replace(&label, " ")
                    });
                    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
                }
            }
        }
    }

    #[test]
    fn verdicts_for_a_memory_and_a_compute_bound_kernel() {
        // H100 SXM5, FP32: a stream-like kernel (1 FLOP per 12 bytes) and a GEMM at 200 FLOP/byte.
        let stream = panel(
            "h100-sxm5-80gb",
            "256",
            &RoofForm::counts("1e9", "12e9", ""),
        );
        let a = stream.analysis.unwrap();
        assert_eq!(a.bound, Bound::Memory);
        let html = panel_html(&stream, &Citations::NotAsked, &en());
        assert!(
            html.contains(
                "data-bound=\"memory\" data-said><strong>Memory-bound</strong>: 0.0833 FLOP/byte is"
            ),
            "{html}"
        );
        assert!(html.contains("below the FP32 ridge"));
        assert!(html.contains("Fastest possible"));
        assert!(!html.contains("roofline-achieved"));
        let gemm = RoofForm {
            intensity: "200".to_string(),
            ..RoofForm::default()
        };
        let html = panel_html(
            &panel("h100-sxm5-80gb", "256", &gemm),
            &Citations::NotAsked,
            &en(),
        );
        assert!(
            html.contains("<strong>Compute-bound</strong>: 200 FLOP/byte is"),
            "{html}"
        );
        assert!(!html.contains("Fastest possible"));
    }

    #[test]
    fn inputs_whose_ratio_overflows_say_so() {
        let p = panel(
            "h100-sxm5-80gb",
            "256",
            &RoofForm::counts("1e300", "1e-10", ""),
        );
        assert_eq!(p.analysis, None);
        let html = panel_html(&p, &Citations::NotAsked, &en());
        assert!(
            html.contains(
                "class=\"error\" data-testid=\"roofline-verdict\">roofline.flops: 1.0000000000000006e300 FLOPs is out of range: valid values are 1 to 1e24 FLOPs"
            ),
            "{html}"
        );
    }

    #[test]
    fn a_time_gives_the_achieved_point() {
        // A100 SXM4 40 GB: 1 TFLOP over 0.5 TB in 100 ms = 10 TFLOP/s at intensity 2.
        let p = panel(
            "a100-sxm4-40gb",
            "256",
            &RoofForm::counts("1T", "500G", "100"),
        );
        let a = p.analysis.unwrap();
        assert!((a.achieved_tflops.unwrap() - 10.0).abs() < 1e-9);
        let html = panel_html(&p, &Citations::NotAsked, &en());
        assert!(
            html.contains("Achieved: <strong>10.0 TFLOP/s</strong> = "),
            "{html}"
        );
        assert!(html.contains(&percent(a.fraction_of_roof.unwrap())));
        // 100 ms for that much work is faster than the roof allows.
        let fast = panel_html(
            &panel(
                "a100-sxm4-40gb",
                "256",
                &RoofForm::counts("1T", "500G", "1ms"),
            ),
            &Citations::NotAsked,
            &en(),
        );
        assert!(fast.contains("above the roof"));
    }

    #[test]
    fn peaks_cite_their_sources_and_unconfirmed_ones_say_so() {
        let p = panel("l20-48gb", "256", &RoofForm::default());
        assert!(
            panel_html(&p, &Citations::NotAsked, &en()).contains("title=\"Loading the source…\"")
        );
        let table = occ_core::presets::citations();
        let html = panel_html(&p, &Citations::Ready(table), &en());
        assert!(html.contains("data-testid=\"roofline-peak-fp32\">59.4 TFLOP/s</span><span class=\"tag warn\">unconfirmed"));
        assert!(html.contains("title=\"unconfirmed: SM count and clock are TechPowerUp-only"));
        assert!(html.contains("data-testid=\"roofline-peak-bandwidth\">864 GB/s</span></td>"));
        assert!(html.contains("Enter the kernel&#x27;s FLOPs"), "{html}");
        assert_eq!(p.precisions(&en()).len(), 3);
    }

    #[test]
    fn a_missing_peak_falls_back_to_fp32() {
        let roof = RoofForm {
            precision: Precision::TensorFp16,
            intensity: "1".to_string(),
            ..RoofForm::default()
        };
        let p = panel("tesla-p100-sxm2", "256", &roof);
        assert_eq!(p.precision, Precision::Fp32);
        assert_eq!(p.analysis.unwrap().precision, Precision::Fp32);
        assert_eq!(
            p.precisions(&en()),
            vec![("fp64", "FP64".to_string()), ("fp32", "FP32".to_string())]
        );
    }

    #[test]
    fn guide_figures_for_a_preset_and_a_generic_device() {
        // A100 SXM4 (GA100, 108 SMs): r_max 32, 8 blocks of 256, wi_min = 2,048 × 108.
        let html = figures_html(&calc("a100-sxm4-40gb", "256"), &en());
        assert!(html.contains("data-testid=\"fo-r-max\">32<"), "{html}");
        assert!(html.contains("data-testid=\"fo-wg-max\">8<"));
        assert!(
            html.contains("data-testid=\"fo-smem\">19,968 B (19.5 KiB)<"),
            "{html}"
        );
        assert!(html.contains("data-testid=\"fo-wi-min\">221,184 = 2,048 per SM × 108 SMs<"));
        let generic = panel("cc-8.0", "256", &RoofForm::counts("1", "1", ""));
        assert!(generic.roofline.is_none() && generic.analysis.is_none());
        assert!(panel_html(&generic, &Citations::NotAsked, &en()).contains("roofline-needs-gpu"));
        let html = figures_html(&calc("cc-8.0", "256"), &en());
        assert!(html.contains("data-testid=\"fo-r-max\">32<"));
        assert!(html.contains("2,048 = 2,048 per SM × 1 SM<"));
        // A block size that cannot fill an SM says which occupancy the figures are for.
        let small = figures_html(&calc("a100-sxm4-40gb", "32"), &en());
        assert!(small.contains("what the reachable occupancy allows"));
        assert!(
            small.contains("data-testid=\"fo-reachable\">50.00 %<"),
            "{small}"
        );
    }

    fn amd_calc(gpu: &str, threads: &str) -> Valid {
        valid(gpu, threads)
    }

    #[test]
    fn an_amd_preset_has_a_roofline_with_its_matrix_roof_in_amd_words() {
        // MI300X: 5,300 GB/s, FP32 163.4 TFLOP/s (ridge 30.8), matrix FP16/BF16 1,307.4 TFLOP/s dense.
        let roof = RoofForm {
            intensity: "10".to_string(),
            ..RoofForm::default()
        };
        let p = RoofPanel::of(amd_calc("instinct-mi300x", "256").choice, &roof);
        assert_eq!(p.vendor, Vendor::Amd);
        assert_eq!(p.analysis.unwrap().bound, Bound::Memory);
        let html = panel_html(&p, &Citations::NotAsked, &en());
        assert!(
            html.contains("<strong>Memory-bound</strong>: 10.0 FLOP/byte is 3.08× below the FP32 ridge (30.8 FLOP/byte)"),
            "{html}"
        );
        assert!(
            html.contains("data-testid=\"roofline-peak-bandwidth\">5,300 GB/s<"),
            "{html}"
        );
        assert!(
            html.contains("<th scope=\"row\" data-said>matrix FP16/BF16 (dense) peak</th>"),
            "{html}"
        );
        assert!(
            html.contains("data-testid=\"roofline-peak-fp16\">1,307 TFLOP/s<"),
            "{html}"
        );
        assert!(!html.contains("tensor"), "{html}");
        assert_eq!(
            p.precisions(&en()),
            vec![
                ("fp64", "FP64".to_string()),
                ("fp32", "FP32".to_string()),
                ("fp16", "matrix FP16/BF16 (dense)".to_string())
            ]
        );
        let chart =
            chart::RoofChart::of(p.roofline.as_ref().unwrap(), None, p.vendor, &en()).unwrap();
        assert!(chart::legend(&chart, false).contains("matrix FP16/BF16 (dense) peak"));
        // A gfx target alone has no peaks: the panel says so, as for NVIDIA's generic devices.
        let generic = RoofPanel::of(amd_calc("gfx942", "256").choice, &roof);
        assert!(generic.roofline.is_none() && generic.analysis.is_none());
        let html = panel_html(&generic, &Citations::NotAsked, &en());
        assert!(
            html.contains("roofline-needs-gpu") && html.contains("Generic gfx942"),
            "{html}"
        );
    }

    #[test]
    fn full_occupancy_figures_on_an_amd_gpu() {
        // occ roofline --gpu mi300x --threads 256: 8 waves per SIMD with at most 64 VGPRs; 8 work-groups per CU;
        // 2,048 work-items per CU × 304 CUs.
        let html = amd_figures(&amd_calc("instinct-mi300x", "256"), &en());
        assert!(
            html.contains("at 256 work-items per work-group (wave64)"),
            "{html}"
        );
        assert!(
            html.contains("data-testid=\"fo-reachable\">100.00 % (8 waves per SIMD)<"),
            "{html}"
        );
        assert!(html.contains("data-testid=\"fo-r-max\">64<"), "{html}");
        assert!(html.contains("data-testid=\"fo-wg-max\">8<"), "{html}");
        assert!(
            html.contains("data-testid=\"fo-wi-min\">622,592 = 2,048 per CU × 304 CUs<"),
            "{html}"
        );
        assert!(html.contains("Work-groups per CU (wg_max)"));
    }

    #[test]
    fn numbers_keep_three_significant_digits() {
        assert_eq!(sig(3350.0), "3,350");
        assert_eq!(sig(82.58), "82.6");
        assert_eq!(sig(5.2), "5.20");
        assert_eq!(sig(0.083333), "0.0833");
        assert_eq!(sig(0.0), "0");
        assert_eq!(sig(2e12), "2.00e12");
        assert_eq!(sig(-3.5e-7), "-3.50e-7");
        // Subnormal (10^-310 alone underflows), the largest finite value, and a mantissa that rounds to 10.
        assert_eq!(sig(1e-310), "1.00e-310");
        assert_eq!(sig(f64::MIN_POSITIVE / 4.0), "5.56e-309");
        assert_eq!(sig(f64::MAX), "1.80e308");
        assert_eq!(sig(9.9999e11), "1.00e12");
        assert_eq!(sig(9.9999e-5), "1.00e-4");
        assert_eq!(rate(0.0843), "84.3 GFLOP/s");
        assert_eq!(rate(989.4), "989 TFLOP/s");
        assert_eq!(duration(0.0119), "11.9 ms");
        assert_eq!(duration(4.2e-5), "42.0 µs");
    }

    #[test]
    fn inputs_report_through_data_roof() {
        let html = inputs_html(&en());
        for key in ["rf", "rb", "ri", "rp", "rt"] {
            assert!(html.contains(&format!("data-roof=\"{key}\"")), "{key}");
            assert!(
                html.contains(&format!("<label for=\"in-{key}\" data-said>")),
                "{key}"
            );
            assert!(html.contains(&format!("id=\"err-{key}\"")), "{key}");
        }
        assert!(html.contains("<select id=\"in-rp\""));
    }

    #[test]
    fn an_intel_preset_has_a_roofline_and_a_generic_architecture_says_it_has_none() {
        let intel = |gpu: &str| {
            let form = Form {
                gpu: gpu.to_string(),
                threads: "256".to_string(),
                sub_group: "16".to_string(),
                ..Form::default()
            };
            form.launch().unwrap().choice
        };
        // Arc B580: 456 GB/s, FP32 13.7 TFLOP/s, ridge 30.0 FLOP/byte (`occ roofline --gpu b580`).
        let roof = RoofForm {
            intensity: "10".to_string(),
            ..RoofForm::default()
        };
        let p = RoofPanel::of(intel("arc-b580"), &roof);
        assert_eq!(p.vendor, Vendor::Intel);
        assert_eq!(p.analysis.unwrap().bound, Bound::Memory);
        let html = panel_html(&p, &Citations::NotAsked, &en());
        assert!(html.contains("<strong>Memory-bound</strong>"), "{html}");
        assert!(html.contains("(30.0 FLOP/byte)"), "{html}");
        assert!(
            html.contains("data-testid=\"roofline-peak-bandwidth\">456 GB/s<"),
            "{html}"
        );
        let generic = RoofPanel::of(intel("xe2-hpg"), &roof);
        assert!(generic.roofline.is_none() && generic.analysis.is_none());
        assert!(panel_html(&generic, &Citations::NotAsked, &en()).contains("roofline-needs-gpu"));
    }

    fn intel_calc(gpu: &str, threads: &str) -> Valid {
        valid(gpu, threads)
    }

    /// The cells of the Intel table's row of a sub-group size, by test id.
    fn intel_row(html: &str, sub_group: u32) -> Vec<(String, String)> {
        let start = html
            .find(&format!("<tr data-sub-group=\"{sub_group}\">"))
            .unwrap_or_else(|| panic!("no row of {sub_group}: {html}"));
        let row = &html[start..start + html[start..].find("</tr>").unwrap()];
        row.split("<td data-testid=\"")
            .skip(1)
            .map(|cell| {
                let (id, rest) = cell.split_once("\">").unwrap();
                (id.to_string(), rest.split('<').next().unwrap().to_string())
            })
            .collect()
    }

    #[test]
    fn full_occupancy_figures_on_an_intel_gpu_for_every_sub_group_size() {
        // occ roofline --gpu b580 --threads 256: at sub-group 16, 16 hardware threads a work-group, 4 work-groups per
        // Xe-core, 100.00 %, at most 32 KiB of SLM, 20,480 work-items over 20 Xe-cores; at 32, 8, 8, 16 KiB, 40,960.
        let html = intel_figures(&intel_calc("arc-b580", "256"), &en());
        assert!(
            html.contains("at 256 work-items per work-group</h3>"),
            "{html}"
        );
        assert!(html.contains("data-testid=\"full-occupancy\""), "{html}");
        assert!(
            html.contains("<th scope=\"col\">Work-groups per Xe-core (wg_max)</th>"),
            "{html}"
        );
        let cells = |items: [&str; 5]| {
            [
                "fo-hw-threads",
                "fo-wg-max",
                "fo-reachable",
                "fo-smem",
                "fo-wi-min",
            ]
            .into_iter()
            .zip(items)
            .map(|(id, value)| (id.to_string(), value.to_string()))
            .collect::<Vec<_>>()
        };
        assert_eq!(
            intel_row(&html, 16),
            cells(["16", "4", "100.00 %", "32,768 B (32 KiB)", "20,480"])
        );
        assert_eq!(
            intel_row(&html, 32),
            cells(["8", "8", "100.00 %", "16,384 B (16 KiB)", "40,960"])
        );
        assert!(!html.contains("data-sub-group=\"8\""), "{html}");
        // The same figures as occ-core's roofline gives the CLI.
        let launch = intel_calc("arc-b580", "256").launch;
        let about = occ_core::report::About {
            units: Some(160),
            ..Default::default()
        };
        let json = launch.full_occupancy(&about).unwrap().to_json();
        for row in json["sub_groups"].as_array().unwrap() {
            let figures = intel_row(&html, row["sub_group_size"].as_u64().unwrap() as u32);
            assert_eq!(figures[1].1, row["workgroups_per_xe_core"].to_string());
            assert_eq!(
                figures[4].1,
                thousands(row["min_work_items_to_fill"].as_u64().unwrap())
            );
        }
        // An architecture of unknown size has no fill; a work-group no Xe-core holds, no table.
        let generic = intel_figures(&intel_calc("xe-hpc", "1024"), &en());
        assert!(
            generic.contains("data-testid=\"fo-wi-min\">-<"),
            "{generic}"
        );
        let mut too_big = intel_calc("arc-b580", "1024");
        if let occ_core::Launch::Intel(l) = &mut too_big.launch {
            l.kernel.workgroup_size = 4096;
        }
        assert_eq!(intel_figures(&too_big, &en()), "");
    }
}
