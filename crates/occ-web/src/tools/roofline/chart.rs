//! The roofline chart: its data (from occ-core's [`Roofline`] and [`Analysis`]) and its drawing on any plotters
//! backend. Both axes are logarithmic. They are drawn on plotters' linear `f64` axes over log10 values, the same
//! coordinate type as the sweep charts, so the chart adds no second copy of plotters' mesh code to the wasm; the
//! tick labels print the powers of ten.

use std::fmt::Write as _;

use plotters::coord::Shift;
use plotters::element::DashedPathElement;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use occ_core::msg::{self, Say};
use occ_core::roofline::{Analysis, Precision, Roofline};
use occ_core::Vendor;

use crate::browser::dom::esc;
use crate::calculator::chart::{colors, frame, series_color, Axes, Look};
use crate::tools::roofline::sig;

/// One horizontal roof.
#[derive(Clone, Debug, PartialEq)]
pub struct RoofLine {
    pub precision: Precision,
    /// Its legend's item: the roof's name in the GPU vendor's words (`Precision::message`) and its peak.
    pub label: String,
    /// What the chart writes by its ridge point.
    pub ridge_label: String,
    /// Where the slope meets it, FLOP/byte.
    pub ridge: f64,
    /// In the chart's unit.
    pub peak: f64,
    /// Unconfirmed in the database: drawn dashed.
    pub dashed: bool,
    /// The precision analysed (drawn thicker).
    pub emphasis: bool,
}

/// Everything the chart draws. Values are in FLOP/byte and in the y unit ([`RoofChart::giga`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RoofChart {
    /// Axis ranges as powers of ten.
    pub x_decades: (i32, i32),
    pub y_decades: (i32, i32),
    /// The y axis is in GFLOP/s (else TFLOP/s).
    pub giga: bool,
    pub bandwidth_gbs: f64,
    /// The bandwidth slope, from the left edge to the highest ridge.
    pub slope: [(f64, f64); 2],
    pub slope_dashed: bool,
    pub roofs: Vec<RoofLine>,
    /// The kernel at its intensity, on the roof.
    pub kernel: Option<(f64, f64)>,
    /// The kernel's measured performance.
    pub achieved: Option<(f64, f64)>,
    /// The axes' titles and the legend's texts, said in the page's language and words (a change redraws).
    pub texts: RoofTexts,
}

/// The chart's texts besides the roofs' own.
#[derive(Clone, Debug, PartialEq)]
pub struct RoofTexts {
    pub x_title: String,
    pub y_title: String,
    pub bandwidth: String,
    pub kernel: String,
    pub achieved: String,
    pub dashed: String,
}

/// The precision's colour index in the series palette (the HTML legend uses the same).
pub fn color_index(precision: Precision) -> usize {
    match precision {
        Precision::Fp64 => 0,
        Precision::Fp32 => 1,
        Precision::TensorFp16 => 2,
    }
}

/// "FP32" for ridge labels.
pub fn short(precision: Precision) -> &'static str {
    match precision {
        Precision::Fp64 => "FP64",
        Precision::Fp32 => "FP32",
        Precision::TensorFp16 => "FP16",
    }
}

/// Decades from `low` to `high`, at most 12 (the top is kept).
fn decades(low: f64, high: f64) -> (i32, i32) {
    let top = high.log10().ceil() as i32;
    let bottom = (low.log10().floor() as i32).clamp(top.saturating_sub(12), top.saturating_sub(1));
    (bottom, top)
}

impl RoofChart {
    /// `None` when the roofline has no roof (the database always has FP32, so only for malformed data). Its texts
    /// are `say`'s, the roofs named in `vendor`'s words or the chosen ones.
    pub fn of(
        roofline: &Roofline,
        analysis: Option<&Analysis>,
        vendor: Vendor,
        say: &Say,
    ) -> Option<Self> {
        let say = say.about(vendor);
        let top = roofline
            .roofs
            .iter()
            .max_by(|a, b| a.peak_tflops.total_cmp(&b.peak_tflops))?;
        let lowest_ridge = roofline
            .roofs
            .iter()
            .map(|r| r.ridge)
            .fold(f64::INFINITY, f64::min);
        let intensity = analysis.map(|a| a.intensity);
        // Two decades left of the lowest ridge (or the kernel), one right of the highest, room for its label.
        let x_low = intensity.map_or(lowest_ridge, |i| i.min(lowest_ridge)) / 100.0;
        let x_high = intensity.map_or(top.ridge, |i| i.max(top.ridge)) * 10.0;
        let x_decades = decades(x_low, x_high);
        let left = 10f64.powi(x_decades.0);
        let floor = roofline.attainable(top.precision, left)?;
        let achieved = analysis.and_then(|a| a.achieved_tflops);
        let y_low = achieved.map_or(floor, |a| a.min(floor));
        let y_high = achieved.map_or(top.peak_tflops, |a| a.max(top.peak_tflops)) * 1.5;
        let (mut y0, mut y1) = decades(y_low, y_high);
        // Short tick labels: GFLOP/s when everything is under 10 TFLOP/s.
        let giga = y1 <= 1;
        let (unit, unit_name) = if giga {
            y0 += 3;
            y1 += 3;
            (1e3, "GFLOP/s")
        } else {
            (1.0, "TFLOP/s")
        };
        let unconfirmed = |text: String, dashed: bool| {
            if dashed {
                say.say(msg::page_tools_roofline_item_unconfirmed(&text))
            } else {
                text
            }
        };
        let texts = RoofTexts {
            x_title: say.say(msg::page_tools_roofline_axis_intensity()),
            y_title: say.say(msg::page_tools_roofline_axis_performance(unit_name)),
            bandwidth: unconfirmed(
                say.say(msg::page_tools_roofline_legend_bandwidth(&sig(
                    roofline.bandwidth_gbs
                ))),
                roofline.bandwidth_unconfirmed,
            ),
            kernel: say.say(msg::page_tools_roofline_legend_kernel()),
            achieved: say.say(msg::page_tools_roofline_legend_achieved()),
            dashed: say.say(msg::page_tools_roofline_legend_dashed()),
        };
        Some(Self {
            x_decades,
            y_decades: (y0, y1),
            giga,
            bandwidth_gbs: roofline.bandwidth_gbs,
            slope: [(left, floor * unit), (top.ridge, top.peak_tflops * unit)],
            slope_dashed: roofline.bandwidth_unconfirmed,
            roofs: roofline
                .roofs
                .iter()
                .map(|r| RoofLine {
                    precision: r.precision,
                    label: unconfirmed(
                        say.say(msg::page_tools_roofline_legend_peak(
                            &say.say(r.precision.message(vendor)),
                            &format!("{} {unit_name}", sig(r.peak_tflops * unit)),
                        )),
                        r.unconfirmed,
                    ),
                    ridge_label: unconfirmed(
                        say.say(msg::page_tools_roofline_chart_ridge(
                            short(r.precision),
                            &sig(r.ridge),
                        )),
                        r.unconfirmed,
                    ),
                    ridge: r.ridge,
                    peak: r.peak_tflops * unit,
                    dashed: r.unconfirmed,
                    emphasis: analysis.is_some_and(|a| a.precision == r.precision),
                })
                .collect(),
            kernel: analysis.map(|a| (a.intensity, a.attainable_tflops * unit)),
            achieved: analysis.and_then(|a| a.achieved_tflops.map(|t| (a.intensity, t * unit))),
            texts,
        })
    }
}

/// A legend swatch: a line (dashed when unconfirmed), or the kernel's triangle or achieved ring.
fn swatch(out: &mut String, (r, g, b): (u8, u8, u8), shape: &str) {
    let _ = write!(
        out,
        "<svg width=\"18\" height=\"10\" aria-hidden=\"true\" fill=\"#{r:02x}{g:02x}{b:02x}\" \
         stroke=\"#{r:02x}{g:02x}{b:02x}\">{shape}</svg>"
    );
}

const SOLID: &str = "<path d=\"M0 5h18\" stroke-width=\"2.5\"/>";
const DASHED: &str = "<path d=\"M0 5h18\" stroke-width=\"2.5\" stroke-dasharray=\"5 3\"/>";

/// The chart's legend (HTML, so it reflows and reads as text): the slope, each roof, the kernel's points, and
/// what dashes mean when a line is drawn dashed.
pub fn legend(data: &RoofChart, dark: bool) -> String {
    let (_, text, _, marker) = colors(dark);
    let rgb = |c: RGBColor| (c.0, c.1, c.2);
    let mut out = String::with_capacity(1024);
    let texts = &data.texts;
    let mut item = |color, shape, label: &str| {
        out.push_str("<li>");
        swatch(&mut out, color, shape);
        out.push_str(&esc(label));
        out.push_str("</li>");
    };
    let line = |dashed| if dashed { DASHED } else { SOLID };
    item(rgb(text), line(data.slope_dashed), &texts.bandwidth);
    for roof in &data.roofs {
        let color = series_color(color_index(roof.precision), dark);
        item(rgb(color), line(roof.dashed), &roof.label);
    }
    if data.kernel.is_some() {
        item(rgb(marker), "<path d=\"M9 1 17 9H1z\"/>", &texts.kernel);
    }
    if data.achieved.is_some() {
        item(
            rgb(marker),
            "<circle cx=\"9\" cy=\"5\" r=\"3.5\" fill=\"none\" stroke-width=\"2\"/>",
            &texts.achieved,
        );
    }
    if data.slope_dashed || data.roofs.iter().any(|r| r.dashed) {
        let _ = write!(
            out,
            "<li class=\"emphasis\" data-testid=\"roofline-unconfirmed\">{}</li>",
            esc(&texts.dashed)
        );
    }
    out
}

/// A power of ten as a tick label: 0.01, 1, 1000.
fn tick(exponent: f64) -> String {
    let e = exponent.round() as i32;
    if (exponent - f64::from(e)).abs() > 1e-6 {
        return String::new();
    }
    let value = 10f64.powi(e);
    if e >= 0 {
        format!("{value:.0}")
    } else {
        format!("{value:.*}", (-e) as usize)
    }
}

fn at((x, y): (f64, f64)) -> (f64, f64) {
    (x.log10(), y.log10())
}

/// Draws the chart on `root` (the whole area) and presents it.
pub fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    data: &RoofChart,
    look: Look,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let (background, text, grid, marker) = colors(look.dark);
    let s = look.scale.max(0.5);
    let px = |v: f64| (v * s).round() as u32;
    let stroke = |v: f64| px(v).max(1);
    let font = |size: f64| (FontFamily::SansSerif, size * s).into_font().color(&text);
    let (x0, x1) = data.x_decades;
    let (y0, y1) = data.y_decades;
    // One label per decade (every other one past 8 decades); each lands on a whole exponent.
    let labels = |(a, b): (i32, i32)| ((b - a) as usize + 1).min(8);
    let plot = frame(
        root,
        look,
        &Axes {
            x: (f64::from(x0), f64::from(x1)),
            y: (f64::from(y0), f64::from(y1)),
            labels: (labels(data.x_decades), labels(data.y_decades)),
            format: &|v| tick(*v),
            desc: (&data.texts.x_title, &data.texts.y_title),
            x_grid: true,
            y_label_area: 52.0,
        },
    )?;
    // Data to pixels: decades (`at`), then the frame's plotting area.
    let pixel = |point: (f64, f64)| plot.at(at(point));
    let line = |points: [(f64, f64); 2], color: RGBColor, width: f64, dashed: bool| {
        let style = color.stroke_width(stroke(width));
        let points = points.map(pixel);
        if dashed {
            // Dashes in pixels, so they look the same at any slope and scale.
            root.draw(&DashedPathElement::new(points, px(7.0), px(5.0), style))
        } else {
            root.draw(&PathElement::new(points, style))
        }
    };
    // Points outside the axes (an intensity or a time many decades off) are left out: the text gives them.
    let inside = |(x, y): (f64, f64)| {
        let (x, y) = at((x, y));
        (f64::from(x0)..=f64::from(x1)).contains(&x) && (f64::from(y0)..=f64::from(y1)).contains(&y)
    };
    let kernel = data.kernel.filter(|p| inside(*p));
    let achieved = data.achieved.filter(|p| inside(*p));
    if let Some((x, y)) = kernel {
        // A guide from the axis up to the kernel's point on the roof.
        line([(x, 10f64.powi(y0)), (x, y)], grid, 1.0, false)?;
    }
    line(data.slope, text, 2.0, data.slope_dashed)?;
    let right = 10f64.powi(x1);
    for roof in &data.roofs {
        let color = series_color(color_index(roof.precision), look.dark);
        let width = if roof.emphasis { 3.0 } else { 2.0 };
        line(
            [(roof.ridge, roof.peak), (right, roof.peak)],
            color,
            width,
            roof.dashed,
        )?;
        let label = roof.ridge_label.clone();
        // The label ends just above-left of the ridge point: that corner, above the slope and left of the roof,
        // is empty whatever the other roofs are.
        root.draw(
            &(EmptyElement::at(pixel((roof.ridge, roof.peak)))
                + Circle::new((0, 0), px(3.5), color.filled())
                + Text::new(
                    label,
                    (-(px(6.0) as i32), -(px(4.0) as i32)),
                    font(11.0)
                        .color(&color)
                        .pos(Pos::new(HPos::Right, VPos::Bottom)),
                )),
        )?;
    }
    // The kernel on its roof: a red triangle with a contrasting rim, like the sweep charts' current launch.
    if let Some(point) = kernel {
        let point = pixel(point);
        root.draw(&TriangleMarker::new(point, px(10.0) as i32, text.filled()))?;
        root.draw(&TriangleMarker::new(point, px(7.5) as i32, marker.filled()))?;
    }
    // The achieved point: a ring, so it stays distinct from the triangle when the two meet.
    if let Some(point) = achieved {
        let point = pixel(point);
        root.draw(&Circle::new(point, px(6.0), text.filled()))?;
        root.draw(&Circle::new(point, px(4.0), background.filled()))?;
        root.draw(&Circle::new(point, px(2.5), marker.filled()))?;
    }
    root.present()
}

#[cfg(test)]
mod tests {
    use super::*;
    use occ_core::presets::find;
    use occ_core::roofline::{analyse, Work};

    fn svg(data: &RoofChart, dark: bool) -> String {
        let mut out = String::new();
        {
            let root = SVGBackend::with_string(&mut out, (640, 320)).into_drawing_area();
            draw(&root, data, Look { scale: 1.0, dark }).expect("draws");
        }
        out
    }

    fn en() -> Say {
        Say::english(Vendor::Nvidia)
    }

    fn roofline(name: &str) -> Roofline {
        Roofline::for_preset(find(name).unwrap())
    }

    #[test]
    fn axes_span_whole_decades_around_the_ridges_and_the_kernel() {
        let h100 = roofline("h100 sxm");
        let chart = RoofChart::of(&h100, None, Vendor::Nvidia, &en()).unwrap();
        // Lowest ridge (FP64, 9.99 FLOP/byte) / 100 → 0.01; highest (FP16 tensor, 295) × 10 → 10^4.
        assert_eq!(chart.x_decades, (-2, 4));
        assert!(!chart.giga);
        assert_eq!(chart.y_decades.1, 4);
        assert_eq!(chart.roofs.len(), 3);
        assert_eq!(chart.kernel, None);
        let stream = analyse(
            &h100,
            Precision::Fp32,
            Work::Counts {
                flops: 1e9,
                bytes: 12e9,
            },
            Some(1.0),
        )
        .unwrap();
        let chart = RoofChart::of(&h100, Some(&stream), Vendor::Nvidia, &en()).unwrap();
        assert_eq!(chart.x_decades.0, -4);
        let (x, y) = chart.kernel.unwrap();
        assert_eq!((x, y), (stream.intensity, stream.attainable_tflops));
        // 1 GFLOP in a second is far below the roof: the y axis reaches down to it.
        assert!(10f64.powi(chart.y_decades.0) <= chart.achieved.unwrap().1);
        assert!(chart
            .roofs
            .iter()
            .all(|r| r.emphasis == (r.precision == Precision::Fp32)));
        // The slope ends where the highest roof begins.
        let top = h100.roof(Precision::TensorFp16).unwrap();
        assert_eq!(chart.slope[1], (top.ridge, top.peak_tflops));
    }

    #[test]
    fn small_gpus_are_labelled_in_gflops() {
        let nano = roofline("jetson nano");
        let chart = RoofChart::of(&nano, None, Vendor::Nvidia, &en()).unwrap();
        assert!(chart.giga);
        assert_eq!(chart.texts.y_title, "Performance (GFLOP/s)");
        let fp32 = nano.roof(Precision::Fp32).unwrap();
        let drawn = chart
            .roofs
            .iter()
            .find(|r| r.precision == Precision::Fp32)
            .unwrap();
        assert!((drawn.peak - fp32.peak_tflops * 1e3).abs() < 1e-9);
    }

    #[test]
    fn unconfirmed_peaks_are_dashed() {
        let l20 = RoofChart::of(&roofline("l20"), None, Vendor::Nvidia, &en()).unwrap();
        assert!(l20.roofs.iter().all(|r| r.dashed));
        assert!(!l20.slope_dashed);
        let h20 = RoofChart::of(&roofline("h20"), None, Vendor::Nvidia, &en()).unwrap();
        assert!(h20.slope_dashed);
    }

    #[test]
    fn points_many_decades_off_are_not_drawn() {
        let h100 = roofline("h100 sxm");
        // 1 FLOP in 1e6 s: the achieved point is far below any axis that still shows the roofs.
        let slow = analyse(
            &h100,
            Precision::Fp32,
            Work::Counts {
                flops: 1.0,
                bytes: 1.0,
            },
            Some(1e6),
        )
        .unwrap();
        let chart = RoofChart::of(&h100, Some(&slow), Vendor::Nvidia, &en()).unwrap();
        assert_eq!(chart.y_decades.1 - chart.y_decades.0, 12);
        let drawn = svg(&chart, false);
        let without = svg(
            &RoofChart {
                achieved: None,
                ..chart.clone()
            },
            false,
        );
        assert_eq!(drawn, without);
    }

    /// The texts a reader gets of markup or an SVG: what lies between its tags.
    fn texts(markup: &str) -> Vec<String> {
        markup
            .split('<')
            .filter_map(|part| part.split_once('>').map(|(_, text)| text.trim()))
            .filter(|text| !text.is_empty())
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn said_in_chinese_the_chart_and_its_legend_hold_no_english_words() {
        use crate::calculator::say::check::{chinese, english_words};
        let l20 = roofline("l20");
        let kernel = analyse(
            &l20,
            Precision::Fp32,
            Work::Counts {
                flops: 1e12,
                bytes: 5e11,
            },
            Some(0.1),
        )
        .unwrap();
        for vendor in Vendor::ALL {
            for say in chinese(vendor) {
                for (roofline, analysis) in [
                    (&l20, Some(&kernel)),
                    (&roofline("h20"), None),
                    (&roofline("jetson nano"), None),
                    (&roofline("mi300x"), None),
                ] {
                    let chart = RoofChart::of(roofline, analysis, vendor, &say).unwrap();
                    let legend = legend(&chart, false);
                    let said = texts(&legend);
                    assert!(said.len() >= 3, "{legend}");
                    let drawn = svg(&chart, false);
                    assert!(drawn.contains("算术强度（FLOP/字节）"), "{drawn}");
                    assert!(drawn.contains("脊点"), "{drawn}");
                    for text in said.iter().chain(&texts(&drawn)) {
                        assert_eq!(english_words(text), Vec::<String>::new(), "{text}");
                    }
                }
            }
        }
    }

    #[test]
    fn ticks_print_powers_of_ten() {
        assert_eq!(tick(-2.0), "0.01");
        assert_eq!(tick(0.0), "1");
        assert_eq!(tick(3.0), "1000");
        assert_eq!(tick(0.5), "");
    }

    #[test]
    fn draws_in_both_themes_with_labels_and_points() {
        let a100 = Roofline::for_preset(occ_core::presets::by_id("a100-sxm4-40gb").unwrap());
        let analysis = analyse(
            &a100,
            Precision::Fp32,
            Work::Counts {
                flops: 1e12,
                bytes: 5e11,
            },
            Some(0.1),
        )
        .unwrap();
        let chart = RoofChart::of(&a100, Some(&analysis), Vendor::Nvidia, &en()).unwrap();
        let light = svg(&chart, false);
        assert!(light.contains("Arithmetic intensity (FLOP/byte)"));
        assert!(light.contains("Performance (TFLOP/s)"));
        assert!(light.contains("FP32 ridge"));
        for tick in ["0.01", "0.1", "1", "10", "100", "1000"] {
            assert!(light.contains(&format!(">\n{tick}\n<")), "tick {tick}");
        }
        assert!(light.contains("<polygon"), "the kernel's triangle");
        assert_ne!(light, svg(&chart, true));
        let l20 = RoofChart::of(&roofline("l20"), None, Vendor::Nvidia, &en()).unwrap();
        assert!(svg(&l20, false).contains("(unconfirmed)"));
        let dashed = legend(&l20, false);
        assert_eq!(dashed.matches("stroke-dasharray").count(), 3, "{dashed}");
        assert!(dashed.contains("FP32 peak 59.4 TFLOP/s (unconfirmed)"));
        assert!(dashed.contains("data-testid=\"roofline-unconfirmed\""));
        assert!(!dashed.contains("Kernel"));
        let a100 = legend(&chart, true);
        assert!(!a100.contains("roofline-unconfirmed") && a100.contains("Kernel: achieved"));
    }
}
