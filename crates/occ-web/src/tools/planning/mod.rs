//! Launch planning: the occupancy of every block (work-group) size, the next steps, and how the grid fills the GPU
//! in waves with the GPU-level figures of Nsight Systems. Every number comes from occ-core's planning; each vendor's
//! file picks the calls and lays its answers out as escaped HTML and chart data: [`nvidia`] (the block-size table,
//! the register and shared-memory budget of every occupancy level, the grid's blocks over the SMs), [`amd`]
//! (work-group sizes, next steps and VGPR thresholds, the grid's work-groups over the CUs), [`intel`] (work-group
//! sizes and next steps). This file holds what they share: the size table's head, the next-step list, the
//! work-group size chart, and the grid's waves as a table and a chart. Plain Rust, tested natively.

pub mod amd;
pub mod intel;
pub mod nvidia;
#[cfg(feature = "tools")]
pub mod panel;

use std::fmt::Write as _;

use occ_core::msg::{self, Msg, Say};
use occ_core::plan::{grid_for, Waves};
use occ_core::report::thousands;
use occ_core::Vendor;

use crate::browser::dom::esc;
use crate::state::form::GridInput;
use crate::state::sweep::{ChartData, Series, Style};

/// Occupancy by work-group size (AMD's and Intel's planning): `points` every size's, `best` the best sizes' under
/// `best_label`, the current size marked at `current`, the axis to `x_max`; said by `say` (about the GPU's vendor).
pub(crate) fn work_group_size_chart(
    say: &Say,
    points: Vec<(u32, u32)>,
    best: Vec<(u32, u32)>,
    best_label: String,
    x_max: u32,
    current: (u32, u32),
) -> ChartData {
    ChartData {
        title: say.say(msg::page_tools_plan_chart_sizes()),
        x_label: say.say(msg::chart_x_block_size()),
        y_label: say.say(msg::page_tools_plan_chart_occupancy()),
        x_min: 0,
        x_max,
        y_max: 10_000,
        y_unit: 100,
        series: vec![
            Series {
                label: say.say(msg::page_tools_plan_col_occupancy()),
                points,
                emphasis: true,
                style: Style::Line,
            },
            Series {
                label: best_label,
                points: best,
                emphasis: false,
                style: Style::Dots,
            },
        ],
        steps: false,
        current,
        marks: Vec::new(),
        x_in_kib: false,
    }
}

/// The "Next step" list of AMD's and Intel's planning: `title` above one item per line.
pub(crate) fn next_step_list(out: &mut String, say: &Say, title: &str, lines: &[String]) {
    let _ = write!(
        out,
        "<h3 data-said>{}</h3><p class=\"help\" data-said>{}</p><ul class=\"steps\" data-testid=\"plan-next\" data-said>",
        esc(&say.say(msg::page_tools_plan_next())),
        esc(title)
    );
    for line in lines {
        let _ = write!(out, "<li>{}</li>", esc(line));
    }
    out.push_str("</ul>");
}

/// The head of every vendor's size table: the note that an input is invalid (the table shows the last valid
/// launch), then the heading.
pub(crate) fn sizes_head(out: &mut String, say: &Say, stale: bool) {
    if stale {
        let _ = write!(
            out,
            "<p class=\"stale-note\" data-testid=\"plan-stale\" data-said>{}</p>",
            esc(&say.say(msg::page_tools_plan_stale()))
        );
    }
    let _ = write!(
        out,
        "<h3 data-said>{}</h3>",
        esc(&say.say(msg::page_tools_plan_block_size()))
    );
}

/// Hundredths of a percent: chart values on a percent axis (`y_unit` 100).
fn basis_points(fraction: f64) -> u32 {
    (fraction * 10_000.0).round().clamp(0.0, 10_000.0) as u32
}

/// A message whose parameters are markup: `parts` stand in the message's text for tokens the escaped text keeps.
pub(crate) fn marked_up<'m>(
    say: &Say,
    message: impl FnOnce([&'static str; 4]) -> Msg<'m>,
    parts: &[String],
) -> String {
    const TOKENS: [&str; 4] = ["\u{e000}", "\u{e001}", "\u{e002}", "\u{e003}"];
    let mut out = esc(&say.say(message(TOKENS)));
    for (token, part) in TOKENS.iter().zip(parts) {
        out = out.replace(token, part);
    }
    out
}

/// Where the grid came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridSource {
    Given,
    Items {
        items: u64,
        per_thread: u64,
    },
    /// No grid given: the grid-stride grid.
    GridStride,
}

/// The words of the grid's figures: NVIDIA's blocks on SMs, AMD's work-groups on CUs (WGPs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// "block", "work-group".
    pub block: &'static str,
    /// What a block is scheduled onto: "SM", "CU", "WGP".
    pub unit: &'static str,
    /// "threads", "work-items".
    pub threads: &'static str,
    /// "warp", "wave".
    pub warp: &'static str,
    /// Whether the unit count is the GPU's (a generic AMD target without one counts one CU).
    pub units_known: bool,
}

impl Words {
    pub const NVIDIA: Self = Self {
        block: "block",
        unit: "SM",
        threads: "threads",
        warp: "warp",
        units_known: true,
    };

    /// AMD's, with a work-group scheduled onto `unit` (CU, or WGP in RDNA's WGP mode).
    pub fn amd(unit: &'static str, units_known: bool) -> Self {
        Self {
            block: "work-group",
            unit,
            threads: "work-items",
            warp: "wave",
            units_known,
        }
    }

    fn nvidia(&self) -> bool {
        self.block == "block"
    }
}

/// The grid of the planning panel and how it fills the GPU.
#[derive(Clone, Debug, PartialEq)]
pub struct GridPlan {
    pub words: Words,
    /// The grid in blocks (AMD: work-groups).
    pub blocks: u64,
    /// Why the grid is more than the GPU's one-dimensional grid holds, if it is.
    pub too_big: Option<String>,
    pub source: GridSource,
    pub threads: u32,
    /// Blocks per SM (AMD: work-groups per CU or WGP).
    pub blocks_per_sm: u32,
    /// SMs (AMD: CUs or WGPs).
    pub units: u64,
    /// BlockNum, as CUDA tuning guides call it: blocks per SM × SMs.
    pub grid_stride: u64,
    /// `None` when no block fits.
    pub waves: Option<Waves>,
    /// The grid sizes the chart shows: whole waves.
    pub window: (u64, u64),
    /// The figures over that window (exact when joined by lines); empty when it does not fit the chart's axis.
    pub curve: Vec<Waves>,
}

/// Waves shown at most: the last ones up to the grid's, where the tail is.
const SHOWN_WAVES: u64 = 32;

/// The grid the inputs ask for, from the launch's block size and its grid-stride grid.
fn pick_grid(input: GridInput, threads: u32, grid_stride: u64) -> Option<(u64, GridSource)> {
    Some(match input {
        GridInput::Blocks(blocks) => (blocks, GridSource::Given),
        GridInput::Items { items, per_thread } => (
            grid_for(items, per_thread, threads)?,
            GridSource::Items { items, per_thread },
        ),
        GridInput::GridStride => (grid_stride, GridSource::GridStride),
    })
}

/// The chart's window: whole waves up to the grid's (at least two, so the staircase shows), the last SHOWN_WAVES
/// of them at most; `None` when it does not fit the chart's u32 axis.
fn window(waves: Option<&Waves>, blocks: u64) -> ((u64, u64), bool) {
    let window = match waves {
        Some(w) if w.blocks_per_wave > 0 => {
            let end = blocks.div_ceil(w.blocks_per_wave).max(2);
            let start = end.saturating_sub(SHOWN_WAVES);
            // A window past what a u64 counts is no chart the page draws: it shows the curve for grids a u32
            // holds.
            match (
                start.checked_mul(w.blocks_per_wave),
                end.checked_mul(w.blocks_per_wave),
            ) {
                (Some(from), Some(to)) => (from, to),
                _ => (0, 0),
            }
        }
        _ => (0, 0),
    };
    (window, window.1 > 0 && window.1 <= u64::from(u32::MAX))
}

fn kv_row(out: &mut String, label: &str, testid: &str, value: &str) {
    kv_row_html(out, &esc(label), testid, value);
}

/// [`kv_row`] with its label as markup.
fn kv_row_html(out: &mut String, label: &str, testid: &str, value: &str) {
    let _ = write!(
        out,
        "<tr><th scope=\"row\">{label}</th><td data-testid=\"{testid}\">{}</td></tr>",
        esc(value)
    );
}

/// The labels of the three GPU-level figures, as the chart's legend shows them: Nsight Systems' on NVIDIA GPUs (in
/// Chinese, what each measures); on AMD's the same model's figures in AMD's words (no profiler there names them).
/// `unit` is what a block runs on, as `say` names it.
fn figure_labels(words: &Words, say: &Say, unit: &str) -> [String; 3] {
    if words.nvidia() {
        NSYS_METRICS.map(|(_, legend, _)| say.say(legend()))
    } else {
        [
            say.say(msg::page_tools_plan_amd_active(unit)),
            say.say(msg::page_tools_plan_amd_in_use()),
            say.say(msg::page_tools_plan_amd_idle(unit)),
        ]
    }
}

/// Nsight Systems' three metrics: the name the profiler shows (an identifier, never translated), how the chart's
/// legend says it, and how the table's row says it around its name.
type NsysMetric = (&'static str, fn() -> Msg<'static>, fn(&str) -> Msg<'_>);

const NSYS_METRICS: [NsysMetric; 3] = [
    (
        "SM Active",
        msg::page_tools_plan_nsys_active,
        msg::page_tools_plan_nsys_active_row,
    ),
    (
        "Compute Warps in Flight",
        msg::page_tools_plan_nsys_compute,
        msg::page_tools_plan_nsys_compute_row,
    ),
    (
        "Unallocated Warps in Flight",
        msg::page_tools_plan_nsys_unallocated,
        msg::page_tools_plan_nsys_unallocated_row,
    ),
];

/// The rows' labels of the three figures, as markup: on NVIDIA GPUs each metric's name as Nsight Systems shows it
/// (`translate="no"`), in the words `say` puts around it; on AMD's [`figure_labels`].
fn figure_rows(words: &Words, say: &Say, unit: &str) -> [String; 3] {
    if words.nvidia() {
        NSYS_METRICS.map(|(name, _, row)| identifier(say, row, name))
    } else {
        figure_labels(words, say, unit).map(|label| esc(&label))
    }
}

impl Words {
    /// How `say` writes these words: its vocabulary's about this vendor, and the unit (a WGP is AMD's alone).
    fn said(&self, say: &Say) -> (Say, String) {
        let say = say.about(if self.nvidia() {
            Vendor::Nvidia
        } else {
            Vendor::Amd
        });
        let unit = if self.unit == "WGP" {
            self.unit.to_string()
        } else {
            say.say(msg::compare_unit())
        };
        (say, unit)
    }
}

/// The grid, its waves and Nsight Systems' figures (AMD: the same figures in its words), with the model's
/// assumptions, written by `say`.
pub fn waves_html(g: &GridPlan, say: &Say) -> String {
    let w = &g.words;
    let (say, unit) = w.said(say);
    let text = |m: Msg| say.say(m);
    let blocks = |n: u64| say.say(msg::page_tools_plan_blocks(n, &thousands(n)));
    let mut out = String::with_capacity(2048);
    let grid = match g.source {
        GridSource::Given => blocks(g.blocks),
        GridSource::Items { items, per_thread } => {
            let (grid, items, threads, per_thread) = (
                blocks(g.blocks),
                thousands(items),
                thousands(g.threads.into()),
                thousands(per_thread),
            );
            text(if w.nvidia() {
                msg::page_tools_plan_grid_items(&grid, &items, &threads, &per_thread)
            } else {
                msg::page_tools_plan_grid_items_amd(&grid, &items, &threads, &per_thread)
            })
        }
        GridSource::GridStride => text(msg::page_tools_plan_grid_stride_given(&blocks(g.blocks))),
    };
    let _ = write!(
        out,
        "<h3 data-said>{}</h3><table class=\"kv\" data-testid=\"plan-waves\" data-said><tbody>",
        esc(&text(msg::page_tools_plan_waves_title()))
    );
    kv_row(
        &mut out,
        &text(msg::page_tools_plan_grid()),
        "wave-grid",
        &grid,
    );
    let mut stride = text(msg::page_tools_plan_stride_value(
        &blocks(g.grid_stride),
        &g.blocks_per_sm.to_string(),
        &unit,
        &say.say(msg::page_tools_plan_units(
            g.units,
            &thousands(g.units),
            &unit,
        )),
    ));
    if !w.units_known {
        stride += &text(msg::page_tools_plan_units_unknown());
    }
    let stride_label = if w.nvidia() {
        identifier(&say, msg::page_tools_plan_stride, "BlockNum")
    } else {
        esc(&text(msg::page_tools_plan_stride_amd()))
    };
    kv_row_html(&mut out, &stride_label, "wave-stride", &stride);
    let labels = figure_rows(w, &say, &unit);
    if let Some(wv) = &g.waves {
        kv_row(
            &mut out,
            &text(msg::page_tools_plan_waves()),
            "wave-count",
            &text(msg::page_tools_plan_waves_of(
                &format!("{:.2}", wv.waves),
                &blocks(wv.blocks_per_wave),
            )),
        );
        kv_row(
            &mut out,
            &text(msg::page_tools_plan_full_waves()),
            "wave-full",
            &thousands(wv.full_waves),
        );
        kv_row(
            &mut out,
            &text(msg::page_tools_plan_tail()),
            "wave-tail",
            &if wv.tail_blocks == 0 {
                text(msg::page_tools_plan_tail_none())
            } else {
                blocks(wv.tail_blocks)
            },
        );
        kv_row(
            &mut out,
            &text(msg::page_tools_plan_tail_util()),
            "wave-tail-util",
            &text(msg::page_tools_plan_tail_of(
                &say.percent(wv.tail_utilisation),
            )),
        );
        let figures = [
            ("nsys-sm-active", wv.sm_active),
            ("nsys-compute", wv.compute_warps_in_flight),
            ("nsys-unallocated", wv.unallocated_warps_in_flight),
        ];
        for ((testid, value), label) in figures.into_iter().zip(&labels) {
            kv_row_html(&mut out, label, testid, &say.percent(value));
        }
    }
    out.push_str("</tbody></table>");
    if g.waves.is_none() {
        let none = if w.unit == "WGP" {
            msg::page_tools_plan_none_unit(&unit)
        } else {
            msg::page_tools_plan_none()
        };
        let _ = write!(
            out,
            "<p class=\"help\" data-testid=\"wave-none\" data-said>{}</p>",
            esc(&text(none))
        );
    }
    if let Some(why) = &g.too_big {
        let _ = write!(
            out,
            "<p class=\"warnings\" data-testid=\"wave-too-big\" data-said>{}</p>",
            esc(why)
        );
    }
    let help = if w.nvidia() {
        identifier(
            &say,
            msg::page_tools_plan_nsys_help,
            "--gpu-metrics-devices",
        )
    } else {
        esc(&text(msg::page_tools_plan_amd_help(&unit)))
    };
    let _ = write!(out, "<p class=\"help\" data-said>{help}</p>");
    out
}

/// A message naming an identifier (a flag, a variable's name), as markup: the identifier marked `translate="no"`.
fn identifier(say: &Say, message: fn(&str) -> Msg<'_>, name: &str) -> String {
    marked_up(
        say,
        |p| message(p[0]),
        &[format!("<span translate=\"no\">{}</span>", esc(name))],
    )
}

/// One of the Nsight Systems figures of a [`Waves`].
type Figure = fn(&Waves) -> f64;

/// The three figures over grid sizes (the wave staircase), the grid marked on each, said by `say`.
pub fn waves_chart(g: &GridPlan, say: &Say) -> Option<ChartData> {
    let w = g.waves.as_ref()?;
    if g.curve.is_empty() {
        return None;
    }
    // Within u32: the window holds the grid and the curve was only built when the window fits.
    let x = g.blocks as u32;
    let (say, unit) = g.words.said(say);
    let [a, b, c] = figure_labels(&g.words, &say, &unit);
    let figures: [(String, Figure); 3] = [
        (a, |w| w.sm_active),
        (b, |w| w.compute_warps_in_flight),
        (c, |w| w.unallocated_warps_in_flight),
    ];
    let series = figures
        .iter()
        .enumerate()
        .map(|(i, (label, pick))| Series {
            label: label.clone(),
            points: g
                .curve
                .iter()
                .map(|c| (c.grid_blocks as u32, basis_points(pick(c))))
                .collect(),
            emphasis: i == 0,
            style: Style::Line,
        })
        .collect();
    let mark = |pick: Figure| (x, basis_points(pick(w)));
    let nvidia = g.words.nvidia();
    Some(ChartData {
        title: say.say(if nvidia {
            msg::page_tools_plan_chart_waves()
        } else {
            msg::page_tools_plan_chart_waves_amd()
        }),
        x_label: say.say(msg::page_tools_plan_chart_grid()),
        // A WGP is AMD's alone: no vocabulary names it.
        y_label: say.say(if g.words.unit == "WGP" {
            msg::page_tools_plan_chart_share_unit(&unit)
        } else {
            msg::page_tools_plan_chart_share()
        }),
        x_min: g.window.0 as u32,
        x_max: g.window.1 as u32,
        y_max: 10_000,
        y_unit: 100,
        series,
        steps: false,
        current: mark(figures[0].1),
        marks: vec![mark(figures[1].1), mark(figures[2].1)],
        x_in_kib: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::state::input::Form;

    #[test]
    fn said_in_chinese_planning_holds_no_english_words_for_any_vendor_or_vocabulary() {
        use crate::calculator::say::check::{chinese, english_words, said_texts};
        use occ_core::Launch;
        let launch = |gpu: &str, threads: &str| {
            Form {
                gpu: gpu.to_string(),
                threads: threads.to_string(),
                smem_per_thread: "8".to_string(),
                ..Form::default()
            }
            .launch()
            .unwrap()
        };
        let grids = [
            GridInput::Blocks(2_000),
            GridInput::Blocks(1),
            GridInput::Items {
                items: 1 << 20,
                per_thread: 4,
            },
            GridInput::GridStride,
            // More than a one-dimensional grid holds, on every GPU: the warning is said too.
            GridInput::Blocks(1 << 40),
        ];
        for vendor in Vendor::ALL {
            for say in chinese(vendor) {
                let mut html = String::new();
                // Every text of the charts: title, axes, series.
                let mut charts: Vec<ChartData> = Vec::new();
                for (gpu, threads) in [
                    ("a100-sxm4-80gb", "256"),
                    ("geforce-rtx-4090", "1024"),
                    ("instinct-mi300x", "256"),
                    ("gfx1100", "64"),
                    ("gfx942", "1024"),
                    ("arc-b580", "256"),
                ] {
                    let v = launch(gpu, threads);
                    match v.launch {
                        Launch::Nvidia(calc) => {
                            let s = nvidia::sizes(&calc, 8).unwrap();
                            html += &nvidia::sizes_html(&s, true, &say);
                            html += &nvidia::budgets_html(&calc, &say);
                            charts.push(nvidia::sizes_chart(&s, &say));
                            for grid in grids {
                                let g = nvidia::grid_plan(&calc, grid, &say).unwrap();
                                html += &waves_html(&g, &say);
                                charts.extend(waves_chart(&g, &say));
                            }
                        }
                        Launch::Amd(calc) => {
                            let s = amd::sizes(&calc, 8);
                            html += &amd::sizes_html(&s, true, &say);
                            html += &amd::steps_html(&calc, &say);
                            charts.push(amd::sizes_chart(&s, &say));
                            for grid in grids {
                                let g = amd::grid_plan(&calc, v.about.units, grid, &say).unwrap();
                                html += &waves_html(&g, &say);
                                charts.extend(waves_chart(&g, &say));
                            }
                        }
                        Launch::Intel(calc) => {
                            let s = intel::sizes(&calc);
                            html += &intel::sizes_html(&s, true, &say);
                            html += &intel::steps_html(&calc, &say);
                            charts.push(intel::sizes_chart(&s, &say));
                        }
                    }
                }
                assert_eq!(
                    html.matches("data-testid=\"wave-too-big\" data-said")
                        .count(),
                    5
                );
                // Nsight Systems' metrics keep the names the profiler shows, marked as such.
                let html = without_identifiers(&html);
                let said = said_texts(&html);
                assert!(said.len() > 50, "{html}");
                let texts = charts.iter().flat_map(|c| {
                    [c.title.clone(), c.x_label.clone(), c.y_label.clone()]
                        .into_iter()
                        .chain(c.series.iter().map(|s| s.label.clone()))
                });
                assert!(charts.len() >= 10);
                for text in said.into_iter().chain(texts) {
                    // The runtime's function and the grid's limits keep their names.
                    let text = [
                        "cudaOccMaxPotentialOccupancyBlockSize",
                        "gridDim.x",
                        "grid_size_x",
                    ]
                    .iter()
                    .fold(text, |t, name| t.replace(name, " "));
                    assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
                }
            }
        }
    }

    /// `html` without what it marks `translate="no"` (spans holding no markup).
    pub(super) fn without_identifiers(html: &str) -> String {
        let mut out = String::new();
        let mut rest = html;
        while let Some(at) = rest.find("<span translate=\"no\">") {
            out += &rest[..at];
            rest = &rest[at..];
            rest = &rest[rest
                .find("</span>")
                .map_or(rest.len(), |end| end + "</span>".len())..];
        }
        out + rest
    }
}
