//! The charts panel: one canvas per sweep, drawn by an Effect when (and only when) that chart's data, the theme or
//! the viewport changed. The canvas is sized for devicePixelRatio; a missing 2D context leaves it blank. Its markup
//! is in index.html; the modules the page loads on demand run the rest (`crate::tools`): `occ-charts` the "what
//! if" charts, `occ-tools` the tools' charts.

use std::cell::Cell;

use crate::prelude::*;
use plotters::coord::Shift;
use plotters::prelude::{DrawingArea, IntoDrawingArea};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

use crate::browser;
use crate::browser::dom::esc;
use crate::browser::dom::{self, flag, slot, Prop};
use crate::calculator::chart::{self, Look};
use crate::calculator::chart::{SERIES_DARK, SERIES_LIGHT};
use crate::calculator::say::tools_say;
use crate::state::form::Valid;
use crate::state::sweep::{self, ChartData, Style};
use crate::state::State;
use occ_core::msg::{self, Say};
use occ_core::Launch;
use std::fmt::Write as _;

/// Sizes `canvas` for devicePixelRatio and gives a backend for it with that ratio; `None` when there is nothing to
/// draw on. `measure` reads the canvas's CSS size (a forced layout, so only when the viewport changed); otherwise
/// the backing store keeps its size.
fn backend(canvas: &web_sys::HtmlCanvasElement, measure: bool) -> Option<(CanvasBackend, f64)> {
    let ratio = browser::device_pixel_ratio();
    if measure || canvas.width() <= 300 {
        let (width, height) = (canvas.client_width(), canvas.client_height());
        if width <= 0 || height <= 0 {
            return None;
        }
        let pixels = |css: i32| (f64::from(css) * ratio).round() as u32;
        if canvas.width() != pixels(width) {
            canvas.set_width(pixels(width));
        }
        if canvas.height() != pixels(height) {
            canvas.set_height(pixels(height));
        }
    }
    CanvasBackend::with_canvas_object(canvas.clone()).map(|backend| (backend, ratio))
}

/// How a chart is drawn on the page's canvas; false when drawing failed.
pub type Painter<T> = fn(&DrawingArea<CanvasBackend, Shift>, &T, Look) -> bool;

/// Keeps `canvas` drawn with `data`: an Effect that draws when (and only when) the data (its texts said in the page's
/// language and words included), the theme or the viewport changed (callers create it once the first result has
/// been painted). The canvas records its draws in `data-draws`
/// (for the tests) and how long the last draw took in `data-draw-ms` (for the benchmark).
pub fn keep_drawn<T: Send + Sync + 'static>(
    state: State,
    canvas: impl Fn() -> Option<HtmlCanvasElement> + 'static,
    data: Memo<Option<T>>,
    paint: Painter<T>,
) {
    // The effect's state: draws so far and the viewport the canvas was last measured for.
    let drawn_so_far = Cell::new((0u32, (-1, 0)));
    dom::effect(Box::new(move || {
        let dark = state.dark.get();
        let viewport = state.viewport.get();
        let (mut count, measured) = drawn_so_far.get();
        let mut now_measured = measured;
        if let Some(element) = canvas() {
            let clock = window().performance();
            let started = clock.as_ref().map_or(0.0, |p| p.now());
            let drawn = data.with(|d| {
                d.as_ref().is_some_and(|d| {
                    backend(&element, measured != viewport).is_some_and(|(backend, scale)| {
                        paint(&backend.into_drawing_area(), d, Look { scale, dark })
                    })
                })
            });
            if drawn {
                count += 1;
                now_measured = viewport;
                let _ = element.set_attribute("data-draws", &count.to_string());
                let took = clock.map_or(0.0, |p| p.now()) - started;
                let _ = element.set_attribute("data-draw-ms", &format!("{took:.2}"));
            }
        }
        drawn_so_far.set((count, now_measured));
    }));
}

/// What a chart shows, for those who cannot see it (the canvas's `aria-label`), said with `say`.
pub fn describe(data: &ChartData, say: &Say) -> String {
    let y = |v: u32| match data.y_unit {
        0 | 1 => v.to_string(),
        unit => format!("{:.2}", f64::from(v) / f64::from(unit)),
    };
    // Further marks sit on the series after the first, in order (the waves chart's other figures).
    let mut more = String::new();
    for (mark, series) in data.marks.iter().zip(data.series.iter().skip(1)) {
        more += &say.say(msg::chart_describe_more(&series.label, &y(mark.1)));
    }
    let value = data.current.0.to_string();
    let value = if data.x_in_kib {
        say.say(msg::chart_describe_bytes(&value))
    } else {
        value
    };
    say.say(msg::chart_describe(
        &data.title,
        &data.x_label,
        &data.y_label,
        &y(data.y_max),
        &value,
        &y(data.current.1),
        &more,
    ))
}

#[cfg(feature = "tools")]
pub use component::ChartPanel;

#[cfg(feature = "tools")]
mod component {
    use leptos::prelude::*;

    use super::{describe, draw, keep_drawn};
    use crate::calculator::say::tools_say;
    use crate::state::State;

    use crate::state::sweep::ChartData;

    /// One chart with its title and legend (the tools' charts; the page's are [`chart_markup`]).
    #[component]
    pub fn ChartPanel(
        /// The chart's data; nothing is shown while it is `None`.
        data: Memo<Option<ChartData>>,
        /// `data-testid` of the canvas.
        testid: &'static str,
    ) -> impl IntoView {
        let state = expect_context::<State>();
        let canvas = NodeRef::<leptos::html::Canvas>::new();
        super::DRAWN.with_borrow_mut(|all| all.push((testid, data)));
        keep_drawn(state, move || canvas.get(), data, draw);
        // PNG: the canvas as drawn (at the device pixel ratio); SVG: the same data drawn by the same function.
        let export = move |svg: bool| {
            let (Some(element), Some(chart)) = (canvas.get_untracked(), data.get_untracked())
            else {
                return;
            };
            let form = state.good_form.get_untracked();
            let what = testid.trim_start_matches("chart-");
            let _ = if svg {
                crate::calculator::chart_export::download_svg(
                    &element,
                    &chart,
                    state.dark.get_untracked(),
                    &crate::persist::export::file_name(&form, what, "svg"),
                )
            } else {
                crate::calculator::chart_export::download_png(
                    &element,
                    &crate::persist::export::file_name(&form, what, "png"),
                )
            };
        };
        let legend = move || {
            let dark = state.dark.get();
            data.with(|d| {
                d.as_ref()
                    .map(|d| super::legend(d, dark))
                    .unwrap_or_default()
            })
        };
        view! {
            <Show when=move || data.with(Option::is_some)>
                <figure class="chart">
                    <figcaption>{move || data.with(|d| d.as_ref().map(|d| d.title.clone()))}</figcaption>
                    <canvas
                        node_ref=canvas
                        data-testid=testid
                        role="img"
                        aria-label=move || {
                            let say = state.form.with(tools_say);
                            data.with(|d| d.as_ref().map(|d| describe(d, &say)))
                        }
                    ></canvas>
                    <ul class="legend" inner_html=legend></ul>
                    <div class="chart-export no-print">
                        <button type="button" class="small" data-testid=format!("{testid}-png") on:click=move |_| export(false)>"PNG"</button>
                        <button type="button" class="small" data-testid=format!("{testid}-svg") on:click=move |_| export(true)>"SVG"</button>
                    </div>
                </figure>
            </Show>
        }
    }
}

fn draw(root: &DrawingArea<CanvasBackend, Shift>, data: &ChartData, look: Look) -> bool {
    chart::draw(root, data, look).is_ok()
}

/// One chart's figure: `testid` is the canvas's id and test id; the figure is hidden while it has no data.
pub fn chart_markup(testid: &str) -> String {
    format!(
        "<figure class=\"chart\" id=\"fig-{testid}\" hidden><figcaption id=\"cap-{testid}\"></figcaption><canvas \
         id=\"{testid}\" data-testid=\"{testid}\" role=\"img\"></canvas><ul class=\"legend\" id=\"legend-{testid}\">\
         </ul></figure>"
    )
}

/// A chart by its canvas id, and the data it is drawn from.
type Drawn = (&'static str, Memo<Option<ChartData>>);

thread_local! {
    /// The charts this module draws: what a chart's SVG export draws again (`crate::calculator::chart_export`).
    static DRAWN: std::cell::RefCell<Vec<Drawn>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The data a chart of this module is drawn from (`None` before it is drawn).
pub fn drawn_data(testid: &str) -> Option<ChartData> {
    DRAWN
        .with_borrow(|all| all.iter().find(|(id, _)| *id == testid).map(|(_, d)| *d))
        .and_then(|data| data.get_untracked())
}

/// Keeps the charts of [`chart_markup`] drawn with their data.
pub fn charts_of(state: State, charts: &[(&'static str, Memo<Option<ChartData>>)]) {
    DRAWN.with_borrow_mut(|all| all.extend_from_slice(charts));
    for &(testid, data) in charts {
        figure(state, data, testid);
    }
    // After the effects above, which show the figures: a hidden canvas has no size to draw at, and a figure
    // alone in the grid is wider than it will be.
    for &(testid, data) in charts {
        let canvas = move || {
            document()
                .get_element_by_id(testid)
                .and_then(|e| e.dyn_into::<HtmlCanvasElement>().ok())
        };
        keep_drawn(state, canvas, data, draw);
    }
}

/// Keeps a figure's visibility, caption, description and legend, said in the page's language and words.
fn figure(state: State, data: Memo<Option<ChartData>>, testid: &'static str) {
    dom::keep(Box::new(move || {
        let dark = state.dark.get();
        let say = state.form.with(tools_say);
        data.with(|d| {
            let Some(d) = d else {
                return vec![slot(format!("fig-{testid}"), Prop::Hidden, flag(true))];
            };
            vec![
                slot(format!("fig-{testid}"), Prop::Hidden, flag(false)),
                slot(format!("cap-{testid}"), Prop::Text, d.title.clone()),
                slot(testid, Prop::Attr("aria-label"), describe(d, &say)),
                slot(format!("legend-{testid}"), Prop::Html, legend(d, dark)),
            ]
        })
    }));
}

/// The canvases of the sweep charts, in the order [`charts`] draws them.
const SWEEPS: [&str; 4] = [
    "chart-block-size",
    "chart-registers",
    "chart-shared-memory",
    "chart-barriers",
];

/// The "What if" panel. `charts-why` says when the charts' code could not be loaded (`crate::tools::charts`).
pub fn charts_markup() -> String {
    let figures: String = SWEEPS.iter().map(|id| chart_markup(id)).collect();
    format!(
        "<section class=\"panel charts\" id=\"charts\" aria-labelledby=\"charts-h\"><h2 id=\"charts-h\"{}\
         </h2><p class=\"help\"{}</p><p class=\"error\" id=\"charts-why\" aria-live=\"polite\"></p><div \
         class=\"chart-grid\">{figures}</div></section>",
        crate::browser::dom::said(occ_core::msg::shell_charts_title()),
        crate::browser::dom::said(occ_core::msg::shell_charts_help()),
    )
}

/// Keeps every chart of [`charts_markup`] drawn (in the embed view, whose markup has only the block-size chart,
/// that one), each from a memo of its own, so a chart redraws only when its own data changed.
pub fn charts(state: State, embed: bool) {
    // Function pointers: one memo type, so its code is in the wasm once.
    // Each chart's texts are said with the page's language and words, so a change of either draws it again.
    let memo = |sweep: Sweep| -> Memo<Option<ChartData>> {
        Memo::new(move |_| {
            let say = state.form.with(tools_say);
            state.launch().as_ref().and_then(|l| sweep(l, &say))
        })
    };
    let shown = if embed { 1 } else { SWEEPS.len() };
    let mut charts: Vec<_> = SWEEPS
        .into_iter()
        .zip(SWEEP_FNS)
        .take(shown)
        .map(|(id, sweep)| (id, memo(sweep)))
        .collect();
    if !embed {
        add_controls();
        // The block-size chart with the pinned launches (the comparison) over it, when asked for.
        let overlay = RwSignal::new(false);
        let pinned = Memo::new(move |_| {
            state
                .form
                .with(|f| crate::persist::compare::decode(&f.compare).0)
        });
        charts[0].1 = Memo::new(move |_| {
            let launch = state.launch()?;
            let say = state.form.with(tools_say);
            let data = SWEEP_FNS[0](&launch, &say)?;
            Some(if overlay.get() {
                pinned.with(|pins| with_pinned(data, launch.vendor(), pins, &say))
            } else {
                data
            })
        });
        dom::listen(
            "overlay-pinned",
            &["change"],
            Box::new(move |ev| {
                let on = dom::target(ev)
                    .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                    .is_some_and(|i| i.checked());
                overlay.set(on);
            }),
        );
        dom::keep(Box::new(move || {
            let say = state.form.with(tools_say);
            vec![
                slot(
                    "overlay-row",
                    Prop::Hidden,
                    flag(pinned.with(Vec::is_empty)),
                ),
                slot(
                    "overlay-label",
                    Prop::Text,
                    say.say(msg::chart_overlay_pinned()),
                ),
            ]
        }));
    }
    charts_of(state, &charts);
}

/// What this module adds to the charts' markup (index.html carries only what a first visit shows): each figure's
/// PNG and SVG buttons (their clicks reach the page, which hands them to `crate::tools::guest::export`) and the
/// toggle that draws the pinned launches on the block-size chart.
fn add_controls() {
    for id in SWEEPS {
        let Some(figure) = document().get_element_by_id(&format!("fig-{id}")) else {
            continue;
        };
        if let Ok(bar) = document().create_element("div") {
            bar.set_class_name("chart-export no-print");
            bar.set_inner_html(&format!(
                "<button type=\"button\" class=\"small\" data-export=\"png:{id}\" data-testid=\"{id}-png\">PNG\
                 </button><button type=\"button\" class=\"small\" data-export=\"svg:{id}\" \
                 data-testid=\"{id}-svg\">SVG</button>"
            ));
            let _ = figure.append_child(&bar);
        }
    }
    let grid = document()
        .query_selector("#charts .chart-grid")
        .ok()
        .flatten();
    if let (Some(grid), Ok(row)) = (grid, document().create_element("p")) {
        row.set_class_name("row no-print");
        row.set_id("overlay-row");
        let _ = row.set_attribute("hidden", "");
        // Its label is said with the charts' texts (`charts`).
        row.set_inner_html(
            "<input type=\"checkbox\" id=\"overlay-pinned\" data-testid=\"overlay-pinned\"><label \
             for=\"overlay-pinned\" id=\"overlay-label\"></label>",
        );
        let _ = grid.before_with_node_1(&row);
    }
}

/// The block-size chart with each pinned launch's curve over it (those of `vendor`, the current launch's: the axis
/// counts warps per SM, waves per SIMD on AMD, hardware threads per Xe-core on Intel), from the same sweep.
pub fn with_pinned(
    mut data: ChartData,
    vendor: occ_core::Vendor,
    pinned: &[crate::state::input::Form],
    say: &Say,
) -> ChartData {
    for (i, form) in pinned.iter().enumerate() {
        let Ok(launch) = form.launch() else {
            continue;
        };
        if launch.vendor() != vendor {
            continue;
        }
        let Some(theirs) = SWEEP_FNS[0](&launch, say) else {
            continue;
        };
        data.x_max = data.x_max.max(theirs.x_max);
        data.y_max = data.y_max.max(theirs.y_max);
        if let Some(mut series) = theirs.series.into_iter().next() {
            series.label = say.say(msg::chart_series_pinned(
                &(i + 1).to_string(),
                &launch.choice.said_label(say),
            ));
            series.emphasis = false;
            data.series.push(series);
        }
    }
    if data.series.len() > 1 {
        data.series[0].label = say.say(msg::chart_series_this_launch());
    }
    data
}

/// The chart `testid` of [`charts_markup`] for `launch`, as the charts module draws it (without pinned launches).
pub fn sweep_of(testid: &str, launch: &Valid, say: &Say) -> Option<ChartData> {
    SWEEPS
        .iter()
        .position(|id| *id == testid)
        .and_then(|i| SWEEP_FNS[i](launch, say))
}

/// A chart's sweep: its data for a launch, its texts said with a [`Say`].
type Sweep = fn(&Valid, &Say) -> Option<ChartData>;

/// The sweep of each chart of [`SWEEPS`], for a launch of any vendor. Each chart of an NVIDIA launch has its AMD
/// counterpart: work-group size, VGPRs, LDS, and SGPRs where they limit (GFX9 and CDNA) in place of NVIDIA's
/// barriers; and its Intel one: work-group size (a series per sub-group size), SLM, the GRF mode where there is a
/// choice (Xe-HPC), barriers where they can bind.
const SWEEP_FNS: [Sweep; 4] = [
    |l, s| match &l.launch {
        Launch::Nvidia(c) => Some(sweep::nvidia::block_size(c, s)),
        Launch::Amd(a) => Some(sweep::amd::workgroup_size(a, s)),
        Launch::Intel(i) => Some(sweep::intel::workgroup_size(i, s)),
    },
    |l, s| match &l.launch {
        Launch::Nvidia(c) => Some(sweep::nvidia::registers(c, s)),
        Launch::Amd(a) => Some(sweep::amd::vgprs(a, s)),
        Launch::Intel(i) => sweep::intel::grf(i, s),
    },
    |l, s| match &l.launch {
        Launch::Nvidia(c) => Some(sweep::nvidia::shared_memory(c, l.carveout_kib, s)),
        Launch::Amd(a) => Some(sweep::amd::lds(a, s)),
        Launch::Intel(i) => Some(sweep::intel::slm(i, s)),
    },
    |l, s| match &l.launch {
        Launch::Nvidia(c) => sweep::nvidia::barriers(c, s),
        Launch::Amd(a) => sweep::amd::sgprs(a, s),
        Launch::Intel(i) => sweep::intel::barriers(i, s),
    },
];

/// A chart's legend (only for charts with several series).
pub fn legend(data: &ChartData, dark: bool) -> String {
    if data.series.len() < 2 {
        return String::new();
    }
    let palette = if dark { &SERIES_DARK } else { &SERIES_LIGHT };
    let mut out = String::new();
    for (i, s) in data.series.iter().enumerate() {
        let (r, g, b) = palette[i % palette.len()];
        // The swatch is an inline SVG (no style attribute: the CSP allows none), shaped as the series is drawn.
        let colour = format!("#{r:02x}{g:02x}{b:02x}");
        let shape = match s.style {
            Style::Line => format!("<rect y=\"5\" width=\"14\" height=\"4\" fill=\"{colour}\"/>"),
            Style::Dots => format!("<circle cx=\"7\" cy=\"7\" r=\"5\" fill=\"{colour}\"/>"),
            Style::Ring => format!(
                "<circle cx=\"7\" cy=\"7\" r=\"5.5\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>"
            ),
        };
        let _ = write!(
            out,
            "<li{}><svg width=\"14\" height=\"14\" aria-hidden=\"true\">{shape}</svg>{}</li>",
            if s.emphasis {
                " class=\"emphasis\""
            } else {
                ""
            },
            esc(&s.label)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calculator::say::check::{chinese, english_words};
    use crate::state::input::Form;
    use occ_core::terms::Terms;
    use occ_core::Vendor;

    /// Launches whose charts together hold every text of every vendor's charts: NVIDIA's with carveouts and the
    /// barrier chart, and without carveouts; AMD's with the SGPR chart; Intel's with the GRF chart and with the
    /// barrier chart.
    fn launches() -> Vec<(Vendor, Valid)> {
        [
            ("cc-9.0", Vendor::Nvidia),
            ("cc-6.1", Vendor::Nvidia),
            ("gfx942", Vendor::Amd),
            ("xe-hpc", Vendor::Intel),
            ("gen12", Vendor::Intel),
        ]
        .into_iter()
        .map(|(gpu, vendor)| {
            let form = Form {
                gpu: gpu.to_string(),
                threads: "128".to_string(),
                static_smem: "5000".to_string(),
                ..Form::default()
            };
            (vendor, form.launch().expect("a valid launch"))
        })
        .collect()
    }

    /// Every chart of a launch, said with `say`.
    fn charts(launch: &Valid, say: &Say) -> Vec<ChartData> {
        SWEEPS
            .iter()
            .filter_map(|id| sweep_of(id, launch, say))
            .collect()
    }

    /// Each text a chart shows or reads out: title, axes, series, description.
    fn texts(data: &ChartData, say: &Say) -> Vec<String> {
        let mut all = vec![
            data.title.clone(),
            data.x_label.clone(),
            data.y_label.clone(),
            describe(data, say),
        ];
        all.extend(data.series.iter().map(|s| s.label.clone()));
        all
    }

    /// The description as the charts wrote it in English before they spoke from the catalogue.
    fn described_in_english(data: &ChartData) -> String {
        let y = |v: u32| match data.y_unit {
            0 | 1 => v.to_string(),
            unit => format!("{:.2}", f64::from(v) / f64::from(unit)),
        };
        let mut more = String::new();
        for (mark, series) in data.marks.iter().zip(data.series.iter().skip(1)) {
            more += &format!("; {} {}", series.label, y(mark.1));
        }
        let value = if data.x_in_kib {
            format!("{} bytes", data.current.0)
        } else {
            data.current.0.to_string()
        };
        format!(
            "{}: {} on the horizontal axis, {} on the vertical axis (0 to {}). The current configuration, {} = {}, \
             gives {} ({}){more}.",
            data.title,
            data.x_label,
            data.y_label,
            y(data.y_max),
            data.x_label,
            value,
            y(data.current.1),
            data.y_label
        )
    }

    #[test]
    fn english_in_the_gpu_s_own_words_is_what_the_charts_wrote() {
        let mut seen = Vec::new();
        for (vendor, launch) in launches() {
            let say = Say::english(vendor);
            for data in charts(&launch, &say) {
                assert_eq!(describe(&data, &say), described_in_english(&data));
                seen.push((
                    data.title.clone(),
                    data.x_label.clone(),
                    data.y_label.clone(),
                ));
                seen.extend(
                    data.series
                        .iter()
                        .map(|s| (s.label.clone(), String::new(), String::new())),
                );
            }
        }
        let has = |text: &str| {
            seen.iter()
                .any(|(a, b, c)| a == text || b == text || c == text)
        };
        for text in [
            "Impact of varying block size",
            "Threads per block",
            "Active warps per SM",
            "Active warps",
            "Impact of varying register count per thread",
            "Registers per thread",
            "Impact of varying shared memory usage per block",
            "Shared memory per block (KiB)",
            "32 KiB carveout",
            "98304 B shared memory per SM",
            "Impact of varying block barriers",
            "Barriers per block",
            "Impact of varying work-group size",
            "Work-items per work-group",
            "Waves per SIMD",
            "Impact of varying VGPRs per work-item",
            "VGPRs per work-item",
            "Impact of varying LDS per work-group",
            "LDS per work-group (KiB)",
            "Impact of varying SGPRs per wave",
            "SGPRs per wave",
            "Hardware threads per Xe-core",
            "Sub-groups of 16",
            "Sub-groups of 32",
            "Impact of the GRF mode",
            "Small GRF (128 registers)",
            "Large GRF (256 registers)",
            "Impact of varying SLM per work-group",
            "SLM per work-group (KiB)",
            "Hardware threads",
            "Impact of barriers",
            "No barriers",
            "Barriers",
        ] {
            assert!(has(text), "{text} is not among {seen:?}");
        }
    }

    /// Before the charts spoke from the catalogue, the page rewrote their English word by word into the chosen
    /// vocabulary (`Words::convert`); each vocabulary's English is still that, but for two things the rewriting
    /// could not say: CUDA has a word for AMD's SIMD (the SM sub-partition, where the rewriting left "SIMD"), and the
    /// description quotes the axis titles as the axes show them ("Local memory per work-group", where the
    /// rewriting wrote "local memory" inside the sentence).
    #[test]
    fn english_in_every_vocabulary_is_what_the_rewriting_gave() {
        let mut wrong = Vec::new();
        for (vendor, launch) in launches() {
            let own = charts(&launch, &Say::english(vendor));
            for terms in [Terms::Cuda, Terms::Hip, Terms::Sycl] {
                let say = Say::english(vendor).with_terms(terms);
                let words = terms.words(vendor);
                let said = charts(&launch, &say);
                assert_eq!(said.len(), own.len());
                for (theirs, ours) in said.iter().zip(&own) {
                    for (n, (text, english)) in texts(theirs, &say)
                        .iter()
                        .zip(texts(ours, &say))
                        .enumerate()
                    {
                        let mut rewritten = words.convert(vendor, &english);
                        let mut text = text.clone();
                        if vendor == Vendor::Amd && terms == Terms::Cuda {
                            rewritten = rewritten.replace("per SIMD", "per SM sub-partition");
                        }
                        // The description (the fourth text).
                        if n == 3 {
                            (text, rewritten) = (text.to_lowercase(), rewritten.to_lowercase());
                        }
                        if text != rewritten {
                            wrong.push(format!(
                                "{vendor:?} in {terms:?}: {text:?}, not {rewritten:?}"
                            ));
                        }
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn chinese_charts_hold_no_english_words_for_any_vendor_or_vocabulary() {
        for (vendor, launch) in launches() {
            for say in chinese(vendor) {
                for data in charts(&launch, &say) {
                    for text in texts(&data, &say) {
                        assert!(!text.trim().is_empty(), "{vendor:?}: an empty text");
                        assert_eq!(english_words(&text), Vec::<String>::new(), "{text}");
                    }
                }
                let overlay = say.say(msg::chart_overlay_pinned());
                assert_eq!(english_words(&overlay), Vec::<String>::new(), "{overlay}");
            }
        }
        // The module reads the catalogue it fetches (`messages.zh.txt`) as the linked one.
        let fetched = occ_core::msg::Catalogue::parse(occ_core::msg::ZH_TEXT.to_string()).unwrap();
        let fetched: &'static occ_core::msg::Catalogue = Box::leak(Box::new(fetched));
        for (vendor, launch) in launches() {
            let read = Say::with(fetched, Terms::Own, vendor);
            let linked = Say::new(occ_core::msg::Lang::Zh, Terms::Own, vendor);
            for (ours, theirs) in charts(&launch, &read).iter().zip(charts(&launch, &linked)) {
                assert_eq!(texts(ours, &read), texts(&theirs, &linked));
            }
        }
        // Natural Chinese in CUDA's words.
        let say = Say::new(occ_core::msg::Lang::Zh, Terms::Own, Vendor::Nvidia);
        let (_, launch) = &launches()[0];
        let block = &charts(launch, &say)[0];
        assert_eq!(block.x_label, "每个线程块的线程数");
        assert_eq!(block.y_label, "每 SM 活跃线程束数");
    }

    #[test]
    fn pinned_launches_are_named_in_the_page_s_language() {
        let form = |gpu: &str| Form {
            gpu: gpu.to_string(),
            ..Form::default()
        };
        let here = form("cc-8.9").launch().unwrap();
        let pins = [form("cc-9.0"), form("gfx942")];
        for (say, this) in [
            (Say::english(Vendor::Nvidia), "This launch"),
            (
                Say::new(occ_core::msg::Lang::Zh, Terms::Own, Vendor::Nvidia),
                "当前启动配置",
            ),
        ] {
            let data = sweep_of(SWEEPS[0], &here, &say).unwrap();
            let data = with_pinned(data, Vendor::Nvidia, &pins, &say);
            let labels: Vec<&str> = data.series.iter().map(|s| s.label.as_str()).collect();
            // The AMD launch is left out: its axis counts waves per SIMD.
            assert_eq!(labels.len(), 2, "{labels:?}");
            assert_eq!(labels[0], this);
            assert!(labels[1].starts_with("1. "), "{labels:?}");
        }
    }
}
