//! Everything the result panels show for one validated launch, computed by occ-core (its `report` rows and
//! the figures `occ batch` reports), plus the text exports: the Markdown table and the embed snippet.

use std::fmt::Write as _;

use occ_core::contract::Resource;
use occ_core::msg::{self, Msg, Say};
use occ_core::nvidia::report::{self, AllocationRow, LimiterRow, Row};
use occ_core::nvidia::{available_dynamic_smem, best_block_size, DynamicSmem, Occupancy};
use occ_core::presets::Fact;
use occ_core::report::{bytes, percent, thousands};
use occ_core::{Answer as CoreAnswer, Vendor};

use occ_core::amd::{self, report as amd_report};
use occ_core::intel::{self, report as intel_report};

use crate::state::form::{carveout_percent, AmdCalc, Calc, IntelCalc, Launch};
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

/// The results of one launch.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// "GeForce RTX 4090 · CC 8.9 · 128 SMs".
    pub title: String,
    /// The kernel in one line ([`Outcome::kernel_line`]).
    pub kernel: String,
    pub result: Occupancy,
    /// What `occ batch` warns of (the same sentences).
    pub warnings: Vec<String>,
    pub data: Vec<Row>,
    pub allocated: Vec<AllocationRow>,
    pub limiters: Vec<LimiterRow>,
    pub physical: Vec<Row>,
    pub facts: Vec<FactRow>,
    /// Labelled launch figures: best block size, minimum grid, dynamic shared memory, carveout attribute.
    pub launch: Vec<Line>,
    /// The binding limiters' names ([`Outcome::binding`]).
    pub binding: String,
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

/// A product's facts, its units (SMs, CUs, Xe-cores) first.
fn facts(choice: &GpuChoice, say: &Say) -> Vec<FactRow> {
    let GpuChoice::Preset(preset) = choice else {
        return Vec::new();
    };
    let units = match choice.vendor() {
        Vendor::Nvidia => "sms",
        Vendor::Amd => "cus",
        Vendor::Intel => "xe-cores",
    };
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
    listed
        .into_iter()
        .filter_map(|(label, value, unit)| value.map(|v| fact(say, label, &v, unit)))
        .collect()
}

fn line(say: &Say, label: Msg, value: String) -> Line {
    Line {
        label: say.say(label),
        value,
    }
}

impl Outcome {
    /// The results' title: "GeForce RTX 4090 · CC 8.9 · 128 SMs".
    pub fn title(calc: &Calc) -> String {
        Self::said_title(calc, &Say::page_english(Vendor::Nvidia))
    }

    /// [`Outcome::title`] said by `say`.
    pub fn said_title(calc: &Calc, say: &Say) -> String {
        let device = calc.gpu.device();
        format!(
            "{} · CC {} · {}",
            calc.choice.said_label(say),
            device.cc,
            units(
                say,
                !matches!(calc.choice, GpuChoice::Generic(_) if device.sm_count == 1),
                device.sm_count
            )
        )
    }

    /// The results in English, in NVIDIA's words.
    pub fn of(calc: &Calc) -> Option<Self> {
        Self::said(calc, &Say::page_english(Vendor::Nvidia))
    }

    /// The results, their texts said by `say` ([`Answer::of`]).
    pub fn said(calc: &Calc, say: &Say) -> Option<Self> {
        match Answer::of(&Launch::Nvidia(*calc), say)? {
            Answer::Nvidia(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// The results of `result`, the occupancy of `calc` with its `warnings` (occ-core's answer), their texts said by
    /// `say`.
    fn answered(calc: &Calc, result: Occupancy, warnings: Vec<String>, say: &Say) -> Option<Self> {
        let (gpu, kernel, smem) = (&calc.gpu, &calc.kernel, &calc.smem);
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
        if let Some(kib) = calc.carveout_kib {
            if let Some(p) = carveout_percent(gpu, kib) {
                launch.push(line(
                    say,
                    msg::page_carveout(),
                    say.say(msg::page_carveout_value(&p.to_string(), &kib.to_string())),
                ));
            }
        }
        let limiters = report::limiters(gpu, kernel, &result, say);
        Some(Self {
            title: Self::said_title(calc, say),
            kernel: Self::kernel_line(calc, say),
            data: report::occupancy_data(&result, say),
            allocated: report::allocated_resources(gpu, kernel, &result),
            binding: binding_names(say, limiters.iter().map(|l| (l.binding, l.limiter.label()))),
            limiters,
            physical: report::physical_limits(gpu, say),
            facts: facts(&calc.choice, say),
            launch,
            warnings,
            result,
        })
    }

    /// The names of the binding limiters, for people.
    pub fn binding(&self) -> String {
        self.binding.clone()
    }

    /// The kernel in one line.
    pub fn kernel_line(calc: &Calc, say: &Say) -> String {
        let k = &calc.kernel;
        let carveout = calc
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

    /// The result as a Markdown table (for issues, pull requests and notes), said by `say`.
    pub fn markdown(&self, link: &str, say: &Say) -> String {
        let mut out = md_head(
            &self.title,
            &self.kernel,
            self.data
                .iter()
                .map(|r| (r.label.as_str(), r.value.as_str())),
            &self.binding(),
            say,
        );
        for r in self.launch.iter().take(1) {
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
        for r in &self.allocated {
            md_allocated(
                &mut out,
                say,
                r.limiter.label(),
                self.result.is_limited_by(r.limiter),
                [&r.per_block, &r.per_sm, &md_count(r.blocks, say)],
            );
        }
        md_tail(out, link, say)
    }
}

/// The results of one launch on a GPU of any vendor, each in its own terms: what the result panels, the embed view
/// and the Markdown export show.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Nvidia(Outcome),
    Amd(AmdOutcome),
    Intel(IntelOutcome),
}

impl Answer {
    /// The results of a valid launch (`None` if occ-core finds it has none, which validation rules out), their
    /// texts said by `say`.
    pub fn of(launch: &Launch, say: &Say) -> Option<Self> {
        // occ-core's one answer for every vendor (`occ batch`'s, `occ calc`'s): its occupancy and warnings.
        let answer = launch.core().answer().ok()?;
        let warnings = answer.warnings(say);
        match (launch, answer) {
            (Launch::Nvidia(calc), CoreAnswer::Nvidia(_, result)) => {
                Outcome::answered(calc, result, warnings, say).map(Self::Nvidia)
            }
            (Launch::Amd(calc), CoreAnswer::Amd(_, result)) => {
                AmdOutcome::answered(calc, result, warnings, say).map(Self::Amd)
            }
            (Launch::Intel(calc), CoreAnswer::Intel(_, result)) => {
                IntelOutcome::answered(calc, result, warnings, say).map(Self::Intel)
            }
            _ => None,
        }
    }

    /// The results in English, in the GPU vendor's words.
    pub fn english(launch: &Launch) -> Option<Self> {
        Self::of(launch, &Say::page_english(launch.choice().vendor()))
    }

    /// "GeForce RTX 4090 · CC 8.9 · 128 SMs".
    pub fn title(&self) -> &str {
        match self {
            Self::Nvidia(o) => &o.title,
            Self::Amd(o) => &o.title,
            Self::Intel(o) => &o.title,
        }
    }

    /// The kernel in one line.
    pub fn kernel(&self) -> &str {
        match self {
            Self::Nvidia(o) => &o.kernel,
            Self::Amd(o) => &o.kernel,
            Self::Intel(o) => &o.kernel,
        }
    }

    /// The result as a Markdown table, in its vendor's terms, linking to `link` (none if empty).
    pub fn markdown(&self, link: &str, say: &Say) -> String {
        match self {
            Self::Nvidia(o) => o.markdown(link, say),
            Self::Amd(o) => o.markdown(link, say),
            Self::Intel(o) => o.markdown(link, say),
        }
    }
}

/// The results of one launch on an AMD GPU, in AMD's terms: every row from `occ_core::amd::report`, the sections
/// `occ calc` prints.
#[derive(Clone, Debug, PartialEq)]
pub struct AmdOutcome {
    /// "Instinct MI300X · gfx942 (CDNA 3) · 304 CUs".
    pub title: String,
    /// The kernel in one line, as `occ calc` heads its report.
    pub kernel: String,
    pub result: amd::Occupancy,
    pub warnings: Vec<String>,
    pub data: Vec<amd_report::Row>,
    pub allocated: Vec<amd_report::AllocationRow>,
    pub limiters: Vec<amd_report::LimiterRow>,
    pub next_steps: Vec<String>,
    pub thresholds: (String, Vec<(u32, u32, bool)>),
    pub physical: Vec<amd_report::Row>,
    pub facts: Vec<FactRow>,
    /// Whether the occupancy rows count work-groups on a WGP (else on a CU).
    pub wgp: bool,
    /// The binding limiters' names ([`AmdOutcome::binding`]).
    pub binding: String,
}

impl AmdOutcome {
    /// The results' title: "Instinct MI300X · gfx942 (CDNA 3) · 304 CUs".
    pub fn title(calc: &AmdCalc) -> String {
        Self::said_title(calc, &Say::page_english(Vendor::Amd))
    }

    /// [`AmdOutcome::title`] said by `say`.
    pub fn said_title(calc: &AmdCalc, say: &Say) -> String {
        let arch = calc.arch;
        format!(
            "{} · {} ({}) · {}",
            calc.choice.said_label(say),
            arch.name,
            arch.family,
            units(say, calc.cus_known, calc.cus)
        )
    }

    /// The results in English, in AMD's words.
    pub fn of(calc: &AmdCalc) -> Option<Self> {
        Self::said(calc, &Say::page_english(Vendor::Amd))
    }

    /// The results, their texts said by `say` ([`Answer::of`]).
    pub fn said(calc: &AmdCalc, say: &Say) -> Option<Self> {
        match Answer::of(&Launch::Amd(*calc), say)? {
            Answer::Amd(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// See [`Outcome`]'s.
    fn answered(
        calc: &AmdCalc,
        result: amd::Occupancy,
        warnings: Vec<String>,
        say: &Say,
    ) -> Option<Self> {
        let (arch, kernel) = (calc.arch, &calc.kernel);
        let data = amd_report::occupancy_data(arch, kernel, &result, say);
        let limiters = amd_report::limiters(arch, kernel, &result, say);
        Some(Self {
            title: Self::said_title(calc, say),
            kernel: amd_report::kernel_line(kernel, &result, say),
            warnings,
            wgp: data.get(1).is_some_and(|r| r.label.ends_with(" WGP")),
            data,
            allocated: amd_report::allocated_resources(arch, kernel, &result, say),
            binding: binding_names(say, limiters.iter().map(|l| (l.binding, l.limiter.label()))),
            limiters,
            next_steps: amd_report::next_step_lines(arch, kernel, &result, say).ok()?,
            thresholds: amd_report::vgpr_threshold_rows(arch, kernel, say),
            physical: amd_report::physical_limits(arch, kernel, &result, calc.cus, say),
            facts: facts(&calc.choice, say),
            result,
        })
    }

    /// The names of the binding limiters, for people.
    pub fn binding(&self) -> String {
        self.binding.clone()
    }

    /// The result as a Markdown table, said by `say`.
    pub fn markdown(&self, link: &str, say: &Say) -> String {
        let mut out = md_head(
            &self.title,
            &self.kernel,
            self.data
                .iter()
                .map(|r| (r.label.as_str(), r.value.as_str())),
            &self.binding(),
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
        for r in &self.allocated {
            let binding = self
                .limiters
                .iter()
                .any(|l| l.binding && l.limiter == r.limiter);
            md_allocated(
                &mut out,
                say,
                r.limiter.label(),
                binding,
                [&r.used, &r.available, &md_count(r.waves, say)],
            );
        }
        md_tail(out, link, say)
    }
}

/// The results of one launch on an Intel GPU, in Intel's terms: every row from `occ_core::intel::report`, the
/// sections `occ calc` prints.
#[derive(Clone, Debug, PartialEq)]
pub struct IntelOutcome {
    /// "Arc B580 · xe2-hpg (Xe2-HPG) · 20 Xe-cores (160 XVEs)".
    pub title: String,
    /// The kernel in one line, as `occ calc` heads its report.
    pub kernel: String,
    pub result: intel::Occupancy,
    pub warnings: Vec<String>,
    pub data: Vec<intel_report::Row>,
    pub allocated: Vec<intel_report::AllocationRow>,
    pub limiters: Vec<intel_report::LimiterRow>,
    pub next_steps: Vec<String>,
    /// With a global size: the section's title and its rows (waves, peak and average GPU occupancy).
    pub gpu: Option<(String, Vec<intel_report::Row>)>,
    /// Why large-GRF occupancy stops at 50 %, in that mode.
    pub grf_note: Option<String>,
    pub physical: Vec<intel_report::Row>,
    pub facts: Vec<FactRow>,
    /// The binding limiters' names ([`IntelOutcome::binding`]).
    pub binding: String,
}

impl IntelOutcome {
    /// The results' title: the product, its architecture and its Xe-cores and XVEs.
    pub fn title(calc: &IntelCalc) -> String {
        Self::said_title(calc, &Say::page_english(Vendor::Intel))
    }

    /// [`IntelOutcome::title`] said by `say`.
    pub fn said_title(calc: &IntelCalc, say: &Say) -> String {
        let arch = calc.arch;
        format!(
            "{} · {} ({}) · {}",
            calc.choice.said_label(say),
            arch.name,
            arch.family,
            match calc.xe_cores {
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
            }
        )
    }

    /// The results in English, in Intel's words.
    pub fn of(calc: &IntelCalc) -> Option<Self> {
        Self::said(calc, &Say::page_english(Vendor::Intel))
    }

    /// The results, their texts said by `say` ([`Answer::of`]).
    pub fn said(calc: &IntelCalc, say: &Say) -> Option<Self> {
        match Answer::of(&Launch::Intel(*calc), say)? {
            Answer::Intel(outcome) => Some(outcome),
            _ => None,
        }
    }

    /// See [`Outcome`]'s.
    fn answered(
        calc: &IntelCalc,
        result: intel::Occupancy,
        warnings: Vec<String>,
        say: &Say,
    ) -> Option<Self> {
        let (arch, kernel) = (calc.arch, &calc.kernel);
        let mut facts = facts(&calc.choice, say);
        if let GpuChoice::Preset(preset) = calc.choice {
            if let Some(xves) = &preset.xves {
                facts.insert(1, fact(say, ("xves", msg::page_fact_xves()), xves, ""));
            }
        }
        let limiters = intel_report::limiters(arch, kernel, &result, say);
        Some(Self {
            title: Self::said_title(calc, say),
            binding: binding_names(say, limiters.iter().map(|l| (l.binding, l.limiter.label()))),
            kernel: intel_report::kernel_line(kernel, &result, say),
            // A fused part's Xe-cores are the calculator's fraction: the report's sentence says how they count.
            warnings: calc
                .xe_cores
                .and_then(|cores| intel_report::xe_core_note(arch, cores, say))
                .into_iter()
                .chain(warnings)
                .collect(),
            data: intel_report::occupancy_data(&result, say),
            allocated: intel_report::allocated_resources(arch, kernel, &result, say),
            limiters,
            next_steps: intel_report::next_step_lines(arch, kernel, &result, say).ok()?,
            gpu: calc.gpu.map(|g| {
                (
                    intel_report::gpu_title(&g, say),
                    intel_report::gpu_rows(&g, &result, say),
                )
            }),
            grf_note: intel_report::large_grf_note(arch, kernel),
            physical: intel_report::physical_limits(
                arch,
                calc.xe_cores,
                &say.say(msg::page_xves_unknown()),
                say,
            ),
            facts,
            result,
        })
    }

    /// The names of the binding limiters, for people.
    pub fn binding(&self) -> String {
        self.binding.clone()
    }

    /// The result as a Markdown table, said by `say`.
    pub fn markdown(&self, link: &str, say: &Say) -> String {
        let gpu_rows = self.gpu.iter().flat_map(|(_, rows)| rows.iter().skip(1));
        let mut out = md_head(
            &self.title,
            &self.kernel,
            self.data
                .iter()
                .chain(gpu_rows)
                .map(|r| (r.label.as_str(), r.value.as_str())),
            &self.binding(),
            say,
        );
        let [resource, per_group, per_core, groups] = intel_report::allocation_headings(say);
        let _ = write!(
            out,
            "\n| {resource} | {per_group} | {per_core} | {groups} |\n|---|---:|---:|---:|\n"
        );
        for r in &self.allocated {
            let binding = self
                .limiters
                .iter()
                .any(|l| l.binding && l.limiter == r.limiter);
            md_allocated(
                &mut out,
                say,
                r.limiter.label(),
                binding,
                [
                    &r.used,
                    &r.available,
                    &intel_report::workgroups_text(r.workgroups, say),
                ],
            );
        }
        md_tail(out, link, say)
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
pub fn headline(result: &Occupancy) -> String {
    percent(result.occupancy())
}

/// The names of the binding limiters (`(binds, name)` of every limiter), for people: "none" when nothing binds.
fn binding_names<'a>(say: &Say, limiters: impl Iterator<Item = (bool, Msg<'a>)>) -> String {
    let mut out = String::new();
    for (_, name) in limiters.filter(|(binds, _)| *binds) {
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

    #[test]
    fn outcome_of_the_issue_example() {
        let calc = Form::default().validate().unwrap();
        let outcome = Outcome::of(&calc).unwrap();
        assert_eq!(outcome.title, "GeForce RTX 4090 · CC 8.9 · 128 SMs");
        assert_eq!(headline(&outcome.result), "75.00 %");
        assert_eq!(outcome.binding(), "Registers");
        assert_eq!(outcome.facts[0].label, "SMs");
        assert!(outcome.facts.iter().any(|f| f.label == "Memory bandwidth"));
        assert!(outcome.launch[0].value.starts_with("576 threads"));
        let md = outcome.markdown("https://example.test/?v=1", &Say::english(Vendor::Nvidia));
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
        for form in forms {
            let calc = form.validate().unwrap();
            let outcome = Outcome::of(&calc).unwrap();
            let batch = BatchOutput::evaluate(&calc.gpu, &calc.kernel, &calc.smem).unwrap();
            assert_eq!(outcome.warnings, batch.warnings, "{}", form.gpu);
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
            assert_eq!(outcome.launch[0].value, best, "{}", form.gpu);
            let available = outcome
                .launch
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
        let calc = Form {
            gpu: "cc-8.9".to_string(),
            ..Form::default()
        }
        .validate()
        .unwrap();
        let outcome = Outcome::of(&calc).unwrap();
        assert!(outcome.facts.is_empty());
        assert!(outcome.title.contains("per SM"));
    }

    #[test]
    fn an_amd_launch_shows_occ_core_s_rows() {
        use crate::state::form::Launch;
        let form = Form {
            gpu: "gfx942".to_string(),
            threads: "256".to_string(),
            regs: "128".to_string(),
            ..Form::default()
        };
        let Ok(Launch::Amd(calc)) = form.launch() else {
            panic!("an AMD launch");
        };
        let outcome = AmdOutcome::of(&calc).unwrap();
        assert_eq!(
            outcome.title,
            "Generic gfx942 (CDNA 3) · gfx942 (CDNA 3) · 1 CU (grid figures are per CU)"
        );
        let result = amd::occupancy(calc.arch, &calc.kernel).unwrap();
        assert_eq!(
            (outcome.result.waves_per_simd, result.occupancy()),
            (4, 0.5)
        );
        assert_eq!(
            outcome.data,
            amd_report::occupancy_data(
                calc.arch,
                &calc.kernel,
                &result,
                &Say::english(Vendor::Amd)
            )
        );
        assert_eq!(outcome.binding(), "VGPRs");
        assert!(
            outcome.next_steps[0].starts_with("VGPRs: drop to 96"),
            "{:?}",
            outcome.next_steps
        );
        let md = outcome.markdown("https://example.test/?v=1", &Say::english(Vendor::Amd));
        assert!(md.contains("| Occupancy | 50.00 % |"), "{md}");
        assert!(
            md.contains("| VGPRs **(limits)** | 128 per work-item | 512 per SIMD lane | 4 |"),
            "{md}"
        );
    }

    #[test]
    fn a_fused_intel_part_counts_the_calculators_fraction_and_says_so() {
        use crate::state::form::Launch;
        let form = Form {
            gpu: "uhd-graphics-730".to_string(),
            threads: "256".to_string(),
            sub_group: "16".to_string(),
            global_size: "2816".to_string(),
            ..Form::default()
        };
        let Ok(Launch::Intel(calc)) = form.launch() else {
            panic!("an Intel launch");
        };
        let cores = intel::Device {
            arch: calc.arch,
            xve_count: 24,
        }
        .xe_cores()
        .unwrap();
        assert_eq!(calc.xe_cores, Some(cores));
        let outcome = IntelOutcome::of(&calc).unwrap();
        assert!(
            outcome.title.ends_with("1.5 Xe-cores (24 XVEs)"),
            "{}",
            outcome.title
        );
        assert_eq!(
            outcome.warnings[0],
            intel_report::xe_core_note(calc.arch, cores, &Say::english(Vendor::Intel)).unwrap()
        );
        let (_, rows) = outcome.gpu.as_ref().unwrap();
        assert_eq!(
            rows[0].value,
            "11 (10.5 per wave: 7 per Xe-core × 1.5 Xe-cores)"
        );
        let xe_cores = outcome
            .physical
            .iter()
            .find(|r| r.label == "Xe-cores")
            .unwrap();
        assert_eq!(xe_cores.value, "1.5");
    }

    #[test]
    fn an_intel_launch_shows_occ_core_s_rows() {
        use crate::state::form::Launch;
        let form = Form {
            gpu: "xe-hpc".to_string(),
            threads: "256".to_string(),
            sub_group: "16".to_string(),
            dynamic_smem: "40K".to_string(),
            sms: "1024".to_string(),
            global_size: "1048576".to_string(),
            ..Form::default()
        };
        let Ok(Launch::Intel(calc)) = form.launch() else {
            panic!("an Intel launch");
        };
        let outcome = IntelOutcome::of(&calc).unwrap();
        assert_eq!(
            outcome.title,
            "Generic xe-hpc (Xe-HPC) · xe-hpc (Xe-HPC) · 128 Xe-cores (1,024 XVEs)"
        );
        let result = intel::occupancy(calc.arch, &calc.kernel).unwrap();
        assert_eq!(outcome.result, result);
        assert_eq!(
            outcome.data,
            intel_report::occupancy_data(&result, &Say::english(Vendor::Intel))
        );
        assert_eq!(outcome.data[4].value, "49,152 B (48 KiB)");
        assert_eq!(outcome.binding(), "SLM");
        assert_eq!(
            outcome.next_steps,
            intel_report::next_step_lines(
                calc.arch,
                &calc.kernel,
                &result,
                &Say::english(Vendor::Intel)
            )
            .unwrap()
        );
        let (title, rows) = outcome.gpu.as_ref().unwrap();
        assert_eq!(title, "GPU occupancy (global size 1,048,576 work-items)");
        assert_eq!(
            rows,
            &intel_report::gpu_rows(&calc.gpu.unwrap(), &result, &Say::english(Vendor::Intel))
        );
        assert_eq!(outcome.grf_note, None);
        let md = outcome.markdown("https://example.test/?v=1", &Say::english(Vendor::Intel));
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
        // A product: its Xe-cores and XVEs among the facts; large GRF says why it stops at 50 %.
        let large = Form {
            gpu: "data-center-gpu-max-1550".to_string(),
            threads: "1024".to_string(),
            sub_group: "32".to_string(),
            large_grf: true,
            ..Form::default()
        };
        let Ok(Launch::Intel(calc)) = large.launch() else {
            panic!("an Intel launch");
        };
        let outcome = IntelOutcome::of(&calc).unwrap();
        assert_eq!(outcome.facts[0].label, "Xe-cores");
        assert_eq!(
            (
                outcome.facts[1].label.as_str(),
                outcome.facts[1].value.as_str()
            ),
            ("XVEs", "1,024")
        );
        assert!(outcome.grf_note.unwrap().contains("50.00 %"));
        assert_eq!(outcome.result.workgroups_per_xe_core, 1);
    }

    #[test]
    fn embed_snippet_escapes_the_title() {
        let snippet = embed_snippet("https://x.test/occ/", "v=1&t=1", "A \"B\" <C>");
        assert!(snippet.starts_with("<iframe src=\"https://x.test/occ/?v=1&t=1&embed=1\""));
        assert!(snippet.contains("title=\"GPU occupancy: A &quot;B&quot; &lt;C>\""));
    }
}
