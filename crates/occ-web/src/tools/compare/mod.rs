//! The comparison: launches pinned side by side (any vendor), their link syntax, the table the panel shows and
//! exports, and "this kernel on…" (the current kernel carried over to other GPUs). Every figure comes from the
//! calculator's own code for each launch: [`Form::launch`]'s validation, then occ-core's answer and
//! report rows (what the results panel shows), `occ_core::plan` and the roofline tool for the waves and the verdict.
//! The pinned launches' link syntax is [`crate::persist::compare`]'s.

#[cfg(feature = "tools")]
pub mod panel;

use std::fmt::Write as _;

use occ_core::msg::{self, Say};
use occ_core::report::thousands;
use occ_core::terms::{Terms, Words};
use occ_core::{Answer, Vendor};

use crate::browser::dom::esc;
pub use crate::persist::compare::{decode, encode, MAX_PINNED};
use crate::persist::export::{yes_no, Table};
use crate::state::form::{GridInput, Notice};
use crate::state::input::{Field, Form, Kind};
use crate::state::outcome;
use crate::state::roofline::RoofField;

/// The current kernel on another GPU: every input carried over except the SM count (the GPU's own); each value
/// the GPU cannot take falls back to its default, and a note says so, as do the launch's warnings (shared memory
/// above the GPU's limit, no block fitting, …).
pub fn carry_over(form: &Form, gpu: &str, say: &Say) -> (Form, Vec<String>) {
    let mut moved = form.clone();
    moved.gpu = gpu.to_string();
    moved.sms.clear();
    moved.compare.clear();
    let mut notes: Vec<String> = moved
        .repair(|field| Notice::said("").label(0, field))
        .iter()
        .map(|n| n.say(say))
        .collect();
    let id = moved.gpu.clone();
    notes.extend(
        moved
            .roof
            .repair(&id, |field| Notice::from(field.message()))
            .iter()
            .map(|n| n.say(say)),
    );
    if let Ok(figures) = Figures::of(&moved, say) {
        notes.extend(figures.warnings);
    }
    (moved, notes)
}

/// The current launch as it is pinned: the inputs its GPU reads, as typed; those the GPU does not have (hidden in
/// the calculator and ignored by its rules: another vendor's, kept from an earlier GPU) at their defaults, so the
/// pinned launch is read back without a word and its column shows none of them.
pub fn pinnable(form: &Form) -> Form {
    let mut pinned = form.shown();
    pinned.compare.clear();
    pinned
}

/// What the comparison shows of one launch.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// The results' title: "GeForce RTX 4090 · CC 8.9 · 128 SMs".
    pub title: String,
    /// The GPU's name alone.
    pub gpu: String,
    /// Occupancy as the results' headline shows it, and its value.
    pub occupancy: (String, f64),
    /// Resident blocks per SM (AMD: work-groups per CU or WGP).
    pub blocks: u32,
    pub binding: String,
    pub next_step: String,
    /// The planning grid's waves, when a grid or problem size is set.
    pub waves: Option<(String, f64)>,
    /// The roofline verdict, when the roofline inputs place the kernel.
    pub roofline: Option<String>,
    pub warnings: Vec<String>,
}

impl Figures {
    /// The figures of a pinned form, through the calculator's validation and results, written by `say` in the
    /// words of the form's GPU.
    pub fn of(form: &Form, say: &Say) -> Result<Self, String> {
        let launch = form
            .launch()
            .map_err(|e| e.first().map(|e| e.error.say(say)).unwrap_or_default())?;
        let grid = form.plan().ok().map(|p| p.grid());
        let gpu = launch.choice.said_label(say);
        let say = say.about(launch.vendor());
        let answer = launch
            .launch
            .answer()
            .map_err(|_| say.say(msg::page_tools_compare_no_result()))?;
        let none = || say.say(msg::page_tools_compare_none());
        let (next_step, waves, roofline) = match answer {
            Answer::Nvidia(l, r) => {
                let next_step = occ_core::nvidia::plan::next_steps(&l.gpu, &l.kernel, &l.smem)
                    .ok()
                    .and_then(|steps| steps.first().copied())
                    .map_or_else(
                        || occ_core::nvidia::plan::no_step_line(&r, &say),
                        |s| step_text(&say, &s),
                    );
                let waves = match grid {
                    Some(GridInput::GridStride) | None => None,
                    Some(grid) => crate::tools::planning::nvidia::grid_plan(&l, grid, &say)
                        .and_then(|g| g.waves)
                        .map(|w| waves_text(&say, w.grid_blocks, w.waves)),
                };
                let roof = crate::tools::roofline::RoofPanel::of(launch.choice, &form.roof);
                let roofline = roof.analysis.map(|a| {
                    let intensity = crate::tools::roofline::sig(a.intensity);
                    let ridge = crate::tools::roofline::sig(a.ridge);
                    say.say(match a.bound {
                        occ_core::roofline::Bound::Memory => {
                            msg::page_tools_compare_memory_bound(&intensity, &ridge)
                        }
                        occ_core::roofline::Bound::Compute => {
                            msg::page_tools_compare_compute_bound(&intensity, &ridge)
                        }
                    })
                });
                (next_step, waves, roofline)
            }
            Answer::Amd(l, r) => {
                let waves = match grid {
                    Some(GridInput::GridStride) | None => None,
                    Some(grid) => {
                        let blocks = match grid {
                            GridInput::Blocks(b) => Some(b),
                            GridInput::Items { items, per_thread } => {
                                occ_core::plan::grid_for(items, per_thread, l.kernel.workgroup_size)
                            }
                            GridInput::GridStride => None,
                        };
                        blocks
                            .and_then(|b| {
                                occ_core::plan::waves_on(
                                    u64::from(launch.units()),
                                    u64::from(r.workgroups_per_cu),
                                    u64::from(r.waves_per_workgroup),
                                    u64::from(r.max_waves_per_simd) * u64::from(r.simds),
                                    b,
                                )
                            })
                            .map(|w| waves_text(&say, w.grid_blocks, w.waves))
                    }
                };
                let steps = occ_core::amd::report::next_step_lines(l.arch, &l.kernel, &r, &say)
                    .map_err(|_| say.say(msg::page_tools_compare_no_result()))?;
                (steps.into_iter().next().unwrap_or_else(none), waves, None)
            }
            Answer::Intel(l, r) => {
                // Intel's waves are the global size's over the GPU's Xe-cores (the global size input), not the
                // planning grid's.
                let waves = outcome::gpu_figures(&launch, &l, &r).map(|g| {
                    let text = say.say(msg::page_tools_compare_waves_only(&format!(
                        "{:.2}",
                        g.waves
                    )));
                    (text, g.waves)
                });
                let steps = occ_core::intel::report::next_step_lines(l.arch, &l.kernel, &r, &say)
                    .map_err(|_| say.say(msg::page_tools_compare_no_result()))?;
                (steps.into_iter().next().unwrap_or_else(none), waves, None)
            }
        };
        Ok(Self {
            title: outcome::title(&launch, &say),
            gpu,
            occupancy: (say.percent(answer.occupancy()), answer.occupancy()),
            blocks: answer.resident().count,
            binding: outcome::binding(&answer, &say),
            next_step,
            waves,
            roofline,
            warnings: outcome::warnings(&launch, &answer, &say),
        })
    }
}

fn waves_text(say: &Say, grid: u64, waves: f64) -> (String, f64) {
    let text = say.say(msg::page_tools_compare_waves(
        &format!("{waves:.2}"),
        &thousands(grid),
    ));
    (text, waves)
}

/// NVIDIA's first step that gains a block: what to lower, from what, to what, and the blocks before and after.
fn step_text(say: &Say, step: &occ_core::nvidia::plan::NextStep) -> String {
    use occ_core::nvidia::rules::Limiter;
    if step.resizes() {
        return step.sentence(say);
    }
    let (current, target) = step.change();
    let what = say.say(match step.limiter {
        Limiter::SharedMemory => msg::plan_step_smem(),
        Limiter::Registers => msg::plan_step_registers(),
        Limiter::Barriers => msg::plan_step_barriers(),
        Limiter::VirtualResources => msg::plan_step_virtual_resources(),
        Limiter::Warps => msg::plan_limit_warps(),
        Limiter::Blocks => msg::plan_limit_blocks(),
    });
    say.say(msg::page_tools_compare_step(
        &what,
        &current,
        &target,
        &step.blocks_now.to_string(),
        &step.blocks_then.to_string(),
    ))
}

/// The comparison as a table: one column per pinned launch, one row per figure (and per input that differs
/// between the launches; "—" in the column of a GPU that does not have it), the best value of a row marked where
/// one is better. `say` writes it: the labels in [`label_say`]'s words, each column's cells in its GPU's.
pub fn table(pinned: &[Form], say: &Say) -> Table {
    build(pinned, say).0
}

/// The vendors whose GPUs the pinned launches run on, one per column (NVIDIA's for a launch that cannot be
/// computed, whose cell says why in the page's words).
fn vendors(pinned: &[Form]) -> Vec<Vendor> {
    pinned
        .iter()
        .map(|f| {
            crate::state::gpu::GpuChoice::from_id(&f.gpu).map_or(Vendor::Nvidia, |c| c.vendor())
        })
        .collect()
}

/// The words the table's labels are shown in while the page shows each GPU's own: the one vendor's whose GPUs are
/// compared, or SYCL's vendor-neutral words (compute unit, work-group, sub-group) for several vendors' GPUs, words
/// that hold for every column.
pub fn label_words(pinned: &[Form]) -> Words {
    let vendors = vendors(pinned);
    match vendors.split_first() {
        Some((first, rest)) if rest.iter().all(|v| v == first) => Words::of(*first),
        _ => Words::Sycl,
    }
}

/// How the table's labels are written: in the chosen terms, or, for the page's own, in [`label_words`].
pub fn label_say(pinned: &[Form], say: &Say, terms: Terms) -> Say {
    if terms != Terms::Own {
        return *say;
    }
    let vendors = vendors(pinned);
    match vendors.split_first() {
        Some((first, rest)) if rest.iter().all(|v| v == first) => say.about(*first),
        _ => say.with_terms(Terms::Sycl),
    }
}

/// The terms `say` was made with, as far as the labels go: its own words are the GPU's own.
fn chosen_terms(say: &Say) -> Terms {
    let own = Vendor::ALL
        .into_iter()
        .all(|v| say.about(v).words() == Words::of(v));
    if own {
        return Terms::Own;
    }
    match say.words() {
        Words::Cuda => Terms::Cuda,
        Words::Hip => Terms::Hip,
        Words::Sycl | Words::Intel => Terms::Sycl,
    }
}

/// What the markup needs of a row beside its cells.
struct RowMeta {
    /// The row's label in English and CUDA's words, whatever the language and words it is shown in (`data-row`).
    key: String,
    /// Whether the label is said from a message (a roofline input's is its English label).
    label_said: bool,
    /// Whether every cell of the row is said from messages: not an input's values as typed, nor a GPU's title
    /// (names of products and architectures).
    said: bool,
}

/// The vendor whose phrasing an input's label takes in the comparison: the one vendor whose GPUs are compared, else
/// the vendor whose GPUs have the input (NVIDIA's for an input every vendor has).
fn phrasing(pinned: &[Form], field: Field) -> Vendor {
    let vendors = vendors(pinned);
    match vendors.split_first() {
        Some((first, rest)) if rest.iter().all(|v| v == first) => *first,
        _ => field.words_of(),
    }
}

/// [`table`], and what the markup needs of each row.
fn build(pinned: &[Form], say: &Say) -> (Table, Vec<RowMeta>) {
    let figures: Vec<Result<Figures, String>> =
        pinned.iter().map(|f| Figures::of(f, say)).collect();
    let labels_say = label_say(pinned, say, chosen_terms(say));
    let english = Say::english(Vendor::Nvidia);
    let mut table = Table {
        head: std::iter::once(labels_say.say(msg::page_tools_compare_launch()))
            .chain(pinned.iter().enumerate().map(|(i, f)| {
                let gpu = crate::state::gpu::GpuChoice::from_id(&f.gpu)
                    .map_or_else(|_| f.gpu.clone(), |c| c.said_label(&labels_say));
                format!("{}. {gpu}", i + 1)
            }))
            .collect(),
        rows: Vec::new(),
        best: Vec::new(),
    };
    let mut meta = Vec::new();
    let mut row = |table: &mut Table,
                   label: msg::Msg,
                   said: bool,
                   pick: &dyn Fn(&Figures) -> String,
                   value: Option<Value>| {
        meta.push(RowMeta {
            key: english.say(label),
            label_said: true,
            said,
        });
        push_row(table, &figures, &labels_say.say(label), pick, value);
    };
    row(
        &mut table,
        msg::page_tools_compare_gpu(),
        false,
        &|f| f.title.clone(),
        None,
    );
    let applicable: Vec<_> = pinned
        .iter()
        .map(|f| f.launch().ok().map(|l| l.applicable()))
        .collect();
    let mut inputs = Vec::new();
    // The inputs that differ between the launches, the GPU aside.
    for &field in Field::ALL.iter().filter(|f| **f != Field::Gpu) {
        let values: Vec<String> = pinned
            .iter()
            .zip(&applicable)
            .map(|(f, applies)| match applies {
                Some(applies) if !field.applies(Some(applies)) => String::new(),
                _ => field.get(f),
            })
            .collect();
        if values.windows(2).any(|w| w[0] != w[1]) {
            inputs.push((field.label(), true));
            let mut cells = vec![field.said_label(&labels_say.about(phrasing(pinned, field)))];
            cells.extend(values.iter().map(|v| shown(field, v, &labels_say)));
            table.best.push(vec![false; pinned.len()]);
            table.rows.push(cells);
        }
    }
    for &field in RoofField::ALL.iter() {
        let values: Vec<String> = pinned.iter().map(|f| f.roof.get(field)).collect();
        if values.windows(2).any(|w| w[0] != w[1]) {
            inputs.push((field.label(), false));
            let mut cells = vec![labels_say.say(field.message())];
            cells.extend(values);
            table.best.push(vec![false; pinned.len()]);
            table.rows.push(cells);
        }
    }
    row(
        &mut table,
        msg::compare_col_occupancy(),
        true,
        &|f| f.occupancy.0.clone(),
        Some(&|f| Some(f.occupancy.1)),
    );
    row(
        &mut table,
        msg::page_tools_compare_resident(),
        true,
        &|f| f.blocks.to_string(),
        Some(&|f| Some(f64::from(f.blocks))),
    );
    row(
        &mut table,
        msg::page_tools_compare_limited_by(),
        true,
        &|f| f.binding.clone(),
        None,
    );
    row(
        &mut table,
        msg::compare_col_next_step(),
        true,
        &|f| f.next_step.clone(),
        None,
    );
    if figures
        .iter()
        .any(|f| f.as_ref().is_ok_and(|f| f.waves.is_some()))
    {
        row(
            &mut table,
            msg::page_tools_compare_grid_waves(),
            true,
            &|f| f.waves.as_ref().map_or("—".to_string(), |w| w.0.clone()),
            // Fewer waves finish sooner: the best is the lowest.
            Some(&|f| f.waves.as_ref().map(|w| -w.1)),
        );
    }
    if figures
        .iter()
        .any(|f| f.as_ref().is_ok_and(|f| f.roofline.is_some()))
    {
        row(
            &mut table,
            msg::page_tools_compare_roofline(),
            true,
            &|f| f.roofline.clone().unwrap_or_else(|| "—".to_string()),
            None,
        );
    }
    // The inputs' rows sit after the GPU's.
    let tail = meta.split_off(1);
    meta.extend(inputs.into_iter().map(|(key, label_said)| RowMeta {
        key,
        label_said,
        said: false,
    }));
    meta.extend(tail);
    (table, meta)
}

/// An input's value in a cell as the calculator shows it: a flag ticked or not, a choice by its label, the carveout's
/// `-1` as the driver default and the others in KiB, a number as typed; an input the launch has not, a dash.
fn shown(field: Field, value: &str, say: &Say) -> String {
    if value.trim().is_empty() {
        return "—".to_string();
    }
    match field.kind() {
        Kind::Flag => yes_no(say, value == "1"),
        Kind::Carveout if value.trim() == "-1" => say.say(msg::input_co_default()),
        Kind::Carveout => format!("{} KiB", value.trim()),
        Kind::Choice(choices) => choices
            .iter()
            .find(|(name, _)| *name == value)
            .and_then(|(_, label)| *label)
            .map_or_else(|| value.to_string(), |label| say.say(label())),
        Kind::Gpu | Kind::Count | Kind::Bytes => value.to_string(),
    }
}

/// How a row's values compare: the higher the better (`None`: not compared).
type Value<'a> = &'a dyn Fn(&Figures) -> Option<f64>;

/// A row of figures, its best values marked when there are several launches.
fn push_row(
    table: &mut Table,
    figures: &[Result<Figures, String>],
    label: &str,
    pick: &dyn Fn(&Figures) -> String,
    value: Option<Value>,
) {
    let cells = figures.iter().map(|f| match f {
        Ok(f) => pick(f),
        Err(why) => why.clone(),
    });
    let values: Vec<Option<f64>> = figures
        .iter()
        .map(|f| f.as_ref().ok().and_then(|f| value.and_then(|v| v(f))))
        .collect();
    let best = values
        .iter()
        .flatten()
        .copied()
        .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.max(v))));
    table.best.push(
        values
            .iter()
            .map(|v| figures.len() > 1 && v.is_some() && *v == best)
            .collect(),
    );
    table
        .rows
        .push(std::iter::once(label.to_string()).chain(cells).collect());
}

/// The comparison table's markup (of [`table`], written by `say`): a column per launch with its buttons (move,
/// load, remove; `data-act` and `data-index`) unless `read_only` (the embed view), the best value of each row
/// marked. Every text is said by `say` in its language: the labels in [`label_say`]'s words (an input's in the
/// phrasing of `phrasing`'s vendor), each column's cells in its GPU's; what is said from messages alone is marked
/// `data-said` (not an input's values as typed, nor a GPU's title). Each column says whose words its cells are in
/// (`data-words`, `data-own-words`), the table whose words its labels are in while the page shows each GPU's own
/// (`data-own-words`: [`label_words`]).
pub fn table_html(pinned: &[Form], read_only: bool, say: &Say) -> String {
    let (table, meta) = build(pinned, say);
    let vendors = vendors(pinned);
    let launches = table.head.len().saturating_sub(1);
    let own = match label_words(pinned) {
        Words::Sycl => "sycl",
        words => Vendor::ALL
            .into_iter()
            .find(|v| Words::of(*v) == words)
            .map_or("sycl", Vendor::name),
    };
    let column = |index: usize| {
        let name = vendors.get(index).map_or("nvidia", |v| v.name());
        format!(" data-words=\"{name}\" data-own-words=\"{name}\"")
    };
    let words = label_say(pinned, say, chosen_terms(say));
    let text = |m: msg::Msg| esc(&words.say(m));
    let mut out = format!(
        "<div class=\"table-scroll\"><table class=\"compare-table\" data-testid=\"compare-table\" \
         data-own-words=\"{own}\"><caption class=\"sr-only\" data-said>{}</caption><thead><tr>",
        text(msg::page_tools_compare_caption())
    );
    for (i, head) in table.head.iter().enumerate() {
        if i == 0 {
            let _ = write!(out, "<th scope=\"col\" data-said>{}</th>", esc(head));
            continue;
        }
        let index = i - 1;
        let _ = write!(
            out,
            "<th scope=\"col\" data-testid=\"compare-col\"{}>{}",
            column(index),
            esc(head)
        );
        if !read_only {
            let name = &table.head[i];
            let _ = write!(
                out,
                "<span class=\"col-actions\" data-said><button type=\"button\" class=\"small\" data-act=\"left\" \
                 data-index=\"{index}\" aria-label=\"{}\"{}>←</button><button type=\"button\" \
                 class=\"small\" data-act=\"right\" data-index=\"{index}\" aria-label=\"{}\"{}>→</button>\
                 <button type=\"button\" class=\"small\" data-act=\"load\" data-index=\"{index}\" aria-label=\"{}\">{}\
                 </button><button type=\"button\" class=\"small\" data-act=\"remove\" data-index=\"{index}\" \
                 aria-label=\"{}\" data-testid=\"compare-remove\">{}</button></span>",
                text(msg::page_tools_compare_left(name)),
                if index == 0 { " disabled" } else { "" },
                text(msg::page_tools_compare_right(name)),
                if index + 1 == launches { " disabled" } else { "" },
                text(msg::page_tools_compare_load_label(name)),
                text(msg::page_tools_compare_load()),
                text(msg::page_tools_compare_remove_label(name)),
                text(msg::page_tools_compare_remove()),
            );
        }
        out.push_str("</th>");
    }
    out.push_str("</tr></thead><tbody>");
    let best_mark = text(msg::page_tools_compare_best());
    for ((row, best), meta) in table.rows.iter().zip(&table.best).zip(&meta) {
        let label = row.first().map_or("", String::as_str);
        let source = if meta.label_said { " data-said" } else { "" };
        let _ = write!(
            out,
            "<tr data-row=\"{}\"><th scope=\"row\"{source}>{}</th>",
            esc(&meta.key),
            esc(label)
        );
        for (index, (cell, best)) in row.iter().skip(1).zip(best).enumerate() {
            let mut words = column(index);
            if meta.said {
                words.push_str(" data-said");
            }
            if *best {
                let _ = write!(
                    out,
                    "<td class=\"best\"{words}><strong>{}</strong><span class=\"sr-only\"> {best_mark}</span></td>",
                    esc(cell)
                );
            } else {
                let _ = write!(out, "<td{words}>{}</td>", esc(cell));
            }
        }
        out.push_str("</tr>");
    }
    out + "</tbody></table></div>"
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`crate::persist::compare::decode`] with its notices in English.
    fn decode(text: &str) -> (Vec<Form>, Vec<String>) {
        let (pinned, notices) = crate::persist::compare::decode(text);
        (pinned, crate::state::form::english(&notices))
    }
    use crate::persist::export::{csv, parse_csv};
    use crate::state::outcome::headline;
    use occ_core::report::percent;

    /// The tools' English, in the GPU's own words.
    fn en() -> Say {
        Say::english(Vendor::Nvidia)
    }

    fn kernel_on(gpu: &str) -> Form {
        Form {
            gpu: gpu.to_string(),
            threads: "256".to_string(),
            regs: "80".to_string(),
            ..Form::default()
        }
    }

    #[test]
    fn the_link_syntax_round_trips_exactly() {
        let mut odd = kernel_on("cc-8.6");
        odd.opt_in = true;
        odd.max_dynamic = "65536".to_string();
        odd.dynamic_smem = "48K".to_string();
        odd.grid = "1000".to_string();
        odd.roof.set(RoofField::ALL[0], "2.1T").unwrap();
        odd.roof.set(RoofField::ALL[1], "40 G").unwrap();
        let pinned = vec![
            kernel_on("a100-sxm4-80gb"),
            Form::default(),
            kernel_on("h100-sxm5-80gb"),
            odd,
        ];
        let text = encode(&pinned);
        assert!(
            text.starts_with("1~gpu.a100-sxm4-80gb_t.256_r.80~~gpu.h100-sxm5-80gb_t.256_r.80~"),
            "{text}"
        );
        // A value with a space keeps it, escaped, through the link's own encoding.
        assert!(text.ends_with("_rb.40%20G"), "{text}");
        let link = crate::persist::query::to_query(&Form {
            compare: text.clone(),
            ..Form::default()
        });
        assert!(link.ends_with("_rb.40%2520G"), "{link}");
        let read = crate::persist::query::from_query(&link).form.unwrap();
        assert_eq!(read.compare, text);
        let (back, messages) = decode(&text);
        assert_eq!(messages, Vec::<String>::new());
        assert_eq!(back, pinned);
        assert_eq!(encode(&back), text);
        assert_eq!(decode(""), (Vec::new(), Vec::new()));
        assert_eq!(encode(&[]), "");
    }

    #[test]
    fn the_comparison_travels_in_links_and_saved_configs() {
        use crate::persist::query::{from_query, to_query};
        use crate::persist::saved::{config_json, parse_config, Config};
        let form = Form {
            compare: encode(&[kernel_on("a100-sxm4-80gb"), kernel_on("h100-sxm5-80gb")]),
            ..Form::default()
        };
        let query = to_query(&form);
        assert!(
            query.ends_with("&cmp=1~gpu.a100-sxm4-80gb_t.256_r.80~gpu.h100-sxm5-80gb_t.256_r.80"),
            "{query}"
        );
        assert_eq!(from_query(&query).form, Some(form.clone()));
        let json = config_json(&Config::from_form(&form).unwrap());
        assert!(json.ends_with(
            ",\"compare\":\"1~gpu.a100-sxm4-80gb_t.256_r.80~gpu.h100-sxm5-80gb_t.256_r.80\"}"
        ));
        let (back, messages) = parse_config(&json).unwrap().to_form("Saved");
        assert!(messages.is_empty());
        assert_eq!(back, form);
        // A config saved before comparisons existed loads with none.
        let old = "{\"v\":2,\"gpu\":\"geforce-rtx-4090\",\"threads_per_block\":128,\"regs_per_thread\":51}";
        assert_eq!(parse_config(old).unwrap().to_form("Old").0.compare, "");
    }

    #[test]
    fn bad_comparisons_give_messages_naming_the_key_the_launch_and_the_input() {
        let (pinned, messages) = decode("7~gpu.no-such-gpu_t.256~t.abc_zz.1~gpu.a100-sxm4-80gb");
        assert_eq!(pinned.len(), 3, "{messages:?}");
        assert!(
            messages[0].contains("'cmp'") && messages[0].contains("version '7'"),
            "{messages:?}"
        );
        let all = messages.join("\n");
        assert!(
            all.contains("Comparison ('cmp'), launch 1, 'gpu' (GPU)"),
            "{all}"
        );
        assert!(all.contains("launch 2, 'zz': not a known input"), "{all}");
        assert!(all.contains("launch 2, 't' (Threads per block)"), "{all}");
        assert_eq!(pinned[1].threads, "128");
        assert_eq!(pinned[2].gpu, "a100-sxm4-80gb");
        let nine = format!("1{}", "~t.64".repeat(9));
        let (pinned, messages) = decode(&nine);
        assert_eq!(pinned.len(), MAX_PINNED);
        assert!(messages[0].contains("at most 8"), "{messages:?}");
    }

    #[test]
    fn each_column_shows_what_the_calculator_shows_for_its_launch() {
        let pinned = [
            kernel_on("a100-sxm4-80gb"),
            kernel_on("h100-sxm5-80gb"),
            kernel_on("geforce-rtx-4090"),
        ];
        let table = table(&pinned, &en());
        let occupancy = table.rows.iter().position(|r| r[0] == "Occupancy").unwrap();
        for (i, form) in pinned.iter().enumerate() {
            let v = form.launch().unwrap();
            let answer = v.launch.answer().unwrap();
            assert_eq!(table.rows[occupancy][i + 1], headline(&answer));
            assert_eq!(table.rows[0][i + 1], outcome::english_title(&v));
        }
        // 256 threads × 80 registers: 3 blocks of 8 warps everywhere, of 64 warps on A100 and H100 and 48 on the
        // RTX 4090.
        assert_eq!(
            table.rows[occupancy][1..],
            ["37.50 %", "37.50 %", "50.00 %"]
        );
        assert_eq!(table.best[occupancy], [false, false, true]);
        // The same kernel everywhere: no input differs.
        assert!(!table.rows.iter().any(|r| r[0] == "Threads per block"));
        let html = table_html(&pinned, false, &en());
        assert!(
            html.contains(
                "<td class=\"best\" data-words=\"nvidia\" data-own-words=\"nvidia\" data-said><strong>50.00 %</strong>"
            ),
            "{html}"
        );
        assert!(html.contains("data-act=\"remove\" data-index=\"2\""));
        assert!(!table_html(&pinned, true, &en()).contains("data-act"));
        // Its CSV reads back as the same cells.
        assert_eq!(parse_csv(&csv(&table.all_rows())), table.all_rows());
    }

    #[test]
    fn inputs_that_differ_get_a_row_and_waves_follow_the_planning_grid() {
        let mut small = kernel_on("a100-sxm4-80gb");
        small.threads = "128".to_string();
        small.grid = "1000".to_string();
        let table = table(&[small, kernel_on("a100-sxm4-80gb")], &en());
        let threads = table
            .rows
            .iter()
            .find(|r| r[0] == "Threads per block")
            .unwrap();
        assert_eq!(threads[1..], ["128", "256"]);
        let waves = table
            .rows
            .iter()
            .find(|r| r[0] == "Waves of the planning grid")
            .unwrap();
        assert!(waves[1].ends_with("waves (1,000 blocks)"), "{waves:?}");
        assert_eq!(waves[2], "—");
    }

    #[test]
    fn carrying_a_kernel_over_notes_what_does_not_fit() {
        let mut big = kernel_on("h100-sxm5-80gb");
        big.dynamic_smem = "200000".to_string();
        big.opt_in = true;
        big.sms = "100".to_string();
        let (moved, notes) = carry_over(&big, "geforce-rtx-4090", &en());
        assert_eq!(moved.gpu, "geforce-rtx-4090");
        assert_eq!(moved.sms, "");
        assert_eq!(moved.threads, "256");
        assert!(!notes.is_empty(), "shared memory above the 4090's limit");
        let (same, notes) = carry_over(&kernel_on("a100-sxm4-80gb"), "h100-sxm5-80gb", &en());
        assert_eq!(same, kernel_on("h100-sxm5-80gb"));
        assert_eq!(notes, Vec::<String>::new());
    }

    /// A form on `gpu` with these inputs (the links' keys), typed as a user would.
    fn typed(gpu: &str, inputs: &[(&str, &str)]) -> Form {
        let mut form = Form {
            gpu: gpu.to_string(),
            ..Form::default()
        };
        for (key, value) in inputs {
            Field::from_key(key).unwrap().set(&mut form, value).unwrap();
        }
        form
    }

    #[test]
    fn a_pinned_launch_of_any_vendor_reads_back_without_a_word_as_typed() {
        // Each typed after the others' GPUs were chosen: the inputs only they have stay in the form, hidden.
        let others = [("r", "80"), ("b", "4"), ("sg", "96"), ("sub", "32")];
        let launches = [
            ("a100-sxm4-80gb", vec![("t", "256"), ("r", "80")]),
            (
                "instinct-mi300x",
                vec![("t", "256"), ("r", "96"), ("sg", "40")],
            ),
            ("arc-b580", vec![("t", "256"), ("sub", "16"), ("ds", "40K")]),
        ];
        let mut pins = Vec::new();
        for (gpu, inputs) in &launches {
            let mut all: Vec<(&str, &str)> = others.to_vec();
            all.extend(inputs.iter().copied());
            let current = typed(gpu, &all);
            let pinned = pinnable(&current);
            for (key, value) in inputs {
                assert_eq!(
                    Field::from_key(key).unwrap().get(&pinned),
                    *value,
                    "{gpu} {key}"
                );
            }
            assert_eq!(pinned.launch(), current.launch(), "{gpu}: the same launch");
            pins.push(pinned);
        }
        let (back, messages) = decode(&encode(&pins));
        assert_eq!(messages, Vec::<String>::new());
        assert_eq!(back, pins);
        // Each column shows what was typed for its GPU, and "—" for what its GPU does not have.
        let (table, meta) = build(&pins, &en());
        let row = |key: &str| {
            let (row, _) = table
                .rows
                .iter()
                .zip(&meta)
                .find(|(_, m)| m.key == key)
                .unwrap();
            row[1..].to_vec()
        };
        assert_eq!(row("Registers per thread"), ["80", "96", "—"]);
        let sub = Field::from_key("sub").unwrap().label();
        assert_eq!(row(&sub), ["—", "—", "16"]);
    }

    #[test]
    fn several_vendors_are_compared_in_words_that_hold_for_every_column() {
        let a100 = kernel_on("a100-sxm4-80gb");
        let mi300x = kernel_on("instinct-mi300x");
        let b580 = typed("arc-b580", &[("t", "256"), ("sub", "16")]);
        let mixed = [a100.clone(), mi300x.clone(), b580.clone()];
        assert_eq!(label_words(&mixed), Words::Sycl);
        assert_eq!(
            label_words(&[a100.clone(), kernel_on("h100-sxm5-80gb")]),
            Words::Cuda
        );
        assert_eq!(label_words(std::slice::from_ref(&mi300x)), Words::Hip);
        assert_eq!(label_words(std::slice::from_ref(&b580)), Words::Intel);
        let html = table_html(&mixed, false, &en());
        assert!(
            html.contains("data-testid=\"compare-table\" data-own-words=\"sycl\""),
            "{html}"
        );
        // Each column's cells are written, and shown, in its own GPU's words.
        for vendor in ["nvidia", "amd", "intel"] {
            assert!(
                html.contains(&format!(
                    "<td data-words=\"{vendor}\" data-own-words=\"{vendor}\">"
                )),
                "{vendor}: {html}"
            );
        }
        // The labels, said in those words, name no one vendor's unit.
        let (table, _) = build(&mixed, &en());
        let vendor_words = [
            "SM",
            "block",
            "warp",
            "CU",
            "wave",
            "Xe-core",
            "XVE",
            "hardware thread",
            "LDS",
            "SLM",
        ];
        for row in &table.rows {
            let shown = &row[0];
            for word in vendor_words {
                let named = shown
                    .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
                    .any(|w| {
                        w.eq_ignore_ascii_case(word) || w.eq_ignore_ascii_case(&format!("{word}s"))
                    });
                assert!(!named, "{shown:?} names {word}");
            }
        }
    }

    /// The label of the row of resident blocks, found by its key.
    fn resident_label(table: &Table, meta: &[RowMeta]) -> String {
        table
            .rows
            .iter()
            .zip(meta)
            .find(|(_, m)| m.key == "Resident blocks per SM")
            .map(|(row, _)| row[0].clone())
            .unwrap_or_default()
    }

    #[test]
    fn said_in_chinese_the_comparison_holds_no_english_words_for_any_vendor_or_vocabulary() {
        use crate::calculator::say::check::{chinese, english_words, said_texts};
        let mut grid = kernel_on("a100-sxm4-80gb");
        grid.grid = "1000".to_string();
        grid.roof.set(RoofField::ALL[0], "2T").unwrap();
        grid.roof.set(RoofField::ALL[1], "200G").unwrap();
        let sets: [Vec<Form>; 4] = [
            vec![grid, kernel_on("h100-sxm5-80gb")],
            vec![kernel_on("instinct-mi300x"), kernel_on("gfx942")],
            vec![typed("arc-b580", &[("t", "256"), ("sub", "16")])],
            vec![
                kernel_on("a100-sxm4-80gb"),
                kernel_on("instinct-mi300x"),
                typed("arc-b580", &[("t", "256"), ("gs", "65536")]),
            ],
        ];
        for pinned in &sets {
            for vendor in Vendor::ALL {
                for say in chinese(vendor) {
                    let html = table_html(pinned, false, &say);
                    let said = said_texts(&html);
                    // The caption, the labels, the buttons, and the figures of occupancy, residency and waves.
                    assert!(said.len() > 8, "{html}");
                    // The buttons name their column (the GPU's name, as the page's picker shows it).
                    let (table, meta) = build(pinned, &say);
                    for text in said {
                        let text = table.head[1..]
                            .iter()
                            .fold(text, |t, gpu| t.replace(gpu.as_str(), " "));
                        assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
                    }
                    // The label names the chosen words' unit (or, for several vendors' GPUs, SYCL's).
                    let resident = resident_label(&table, &meta);
                    assert!(resident.starts_with("每个"), "{resident}");
                }
            }
        }
        // In Chinese and SYCL's words for several vendors' GPUs, while the page shows each GPU's own.
        let say = Say::new(occ_core::msg::Lang::Zh, Terms::Own, Vendor::Nvidia);
        let (table, meta) = build(&sets[3], &say);
        assert_eq!(resident_label(&table, &meta), "每个计算单元驻留的工作组数");
        // One vendor's GPUs: its own words.
        let (table, meta) = build(&sets[1], &say);
        assert_eq!(resident_label(&table, &meta), "每个 CU 驻留的工作组数");
    }

    #[test]
    fn input_rows_cells_and_errors_are_said_in_the_page_s_language() {
        use crate::calculator::say::check::english_words;
        let zh = Say::new(occ_core::msg::Lang::Zh, Terms::Own, Vendor::Nvidia);
        let mi300x = Form {
            regs: "96".to_string(),
            ..kernel_on("instinct-mi300x")
        };
        let b580 = typed("arc-b580", &[("t", "256"), ("sub", "16")]);
        let broken = Form {
            threads: "0".to_string(),
            ..kernel_on("h100-sxm5-80gb")
        };
        let pinned = [kernel_on("a100-sxm4-80gb"), mi300x, b580, broken];
        let said = build(&pinned, &zh);
        let row = |key: &str| row_of(&said, key);
        // An input's label: Chinese, in SYCL's words for several vendors' GPUs (the input's own vendor's phrasing).
        let registers = row("Registers per thread");
        let r = Field::from_key("r").unwrap();
        assert_eq!(
            registers[0],
            r.said_label(&zh.with_terms(Terms::Sycl).about(r.words_of()))
        );
        assert_eq!(english_words(&registers[0]), Vec::<String>::new());
        assert_eq!(registers[1..], ["80", "96", "—", "80"]);
        let sub = row(&Field::from_key("sub").unwrap().label());
        assert!(sub[0].starts_with("子组"), "{sub:?}");
        // Each launch's binding limiters and next step, in Chinese in its GPU's words.
        for key in ["Limited by", "Next step"] {
            for cell in &row(key)[1..4] {
                assert_eq!(english_words(cell), Vec::<String>::new(), "{key}: {cell}");
            }
        }
        // The GPU's title counts its units in Chinese.
        assert!(row("GPU")[1].contains("108 个 SM"), "{:?}", row("GPU"));
        // A launch that cannot be computed says why in Chinese, in every row.
        let why = &row("Occupancy")[4];
        let english = &row_of(&build(&pinned, &en()), "Occupancy")[4];
        assert!(english.contains("out of range"), "{english}");
        assert!(why.contains("超出"), "{why}");
    }

    /// The row of a built table whose label, in English and CUDA's words, is `key`.
    fn row_of((table, meta): &(Table, Vec<RowMeta>), key: &str) -> Vec<String> {
        let (row, _) = table
            .rows
            .iter()
            .zip(meta)
            .find(|(_, m)| m.key == key)
            .unwrap_or_else(|| panic!("no row {key}: {:?}", table.rows));
        row.clone()
    }

    #[test]
    fn every_input_cell_reads_as_the_calculator_shows_it_in_the_table_and_its_exports() {
        let pinned = [
            typed(
                "geforce-rtx-4090",
                &[("t", "256"), ("r", "80"), ("co", "-1"), ("oi", "1")],
            ),
            typed(
                "geforce-rtx-4090",
                &[("t", "256"), ("r", "80"), ("co", "64")],
            ),
            typed("instinct-mi300x", &[("t", "256"), ("ag", "64")]),
            typed(
                "data-center-gpu-max-1550",
                &[
                    ("t", "256"),
                    ("sub", "16"),
                    ("ds", "48K"),
                    ("bar", "1"),
                    ("grf", "1"),
                ],
            ),
            typed("arc-b580", &[("t", "128"), ("sub", "16")]),
        ];
        for (say, driver, yes, no) in [
            (en(), "Driver default", "yes", "no"),
            (
                Say::new(occ_core::msg::Lang::Zh, Terms::Own, Vendor::Nvidia),
                "驱动默认",
                "是",
                "否",
            ),
        ] {
            let built = build(&pinned, &say);
            let carveout = row_of(&built, "Shared memory carveout");
            assert_eq!(
                carveout[1..],
                [driver, "64 KiB", "—", "—", "—"],
                "{carveout:?}"
            );
            let opt_in = row_of(&built, "Opt-in shared memory");
            assert_eq!(opt_in[1..], [yes, no, "—", "—", "—"], "{opt_in:?}");
            let grf = row_of(&built, "Large GRF mode");
            // The Arc B580 (Xe2-HPG) has no large-GRF mode: no input, a dash.
            assert_eq!(grf[1..], ["—", "—", "—", yes, "—"], "{grf:?}");
            // No raw sentinel of a flag or the carveout reaches a cell, the CSV or the Markdown.
            let sentinels: Vec<String> = [carveout, opt_in, grf]
                .iter()
                .chain(["Uses barriers"].map(|key| row_of(&built, key)).iter())
                .map(|row| row[0].clone())
                .collect();
            let rows = built.0.all_rows();
            for text in [csv(&rows), crate::persist::export::markdown(&rows)] {
                for label in &sentinels {
                    let row = text.lines().find(|l| l.contains(label.as_str())).unwrap();
                    for cell in row.split([',', '|']).skip(1) {
                        assert!(
                            !["-1", "0", "1"].contains(&cell.trim()),
                            "{cell:?} in {row}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn amd_launches_compare_beside_nvidia_ones() {
        let pinned = [kernel_on("geforce-rtx-4090"), kernel_on("gfx942")];
        let table = table(&pinned, &en());
        let occupancy = table.rows.iter().position(|r| r[0] == "Occupancy").unwrap();
        let (calc, _) = pinned[1].validate_amd();
        let amd = occ_core::amd::occupancy(calc.arch, &calc.kernel).unwrap();
        assert_eq!(table.rows[occupancy][2], percent(amd.occupancy()));
        let (moved, notes) = carry_over(
            &Form {
                barriers: "4".to_string(),
                ..kernel_on("h100-sxm5-80gb")
            },
            "gfx942",
            &en(),
        );
        assert_eq!(moved.barriers, "1");
        assert!(
            notes.iter().any(|n| n.contains("NVIDIA GPUs only")),
            "{notes:?}"
        );
    }
}
