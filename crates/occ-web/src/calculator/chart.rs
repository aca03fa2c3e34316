//! Draws a [`ChartData`] on any plotters backend: the page's canvas, or SVG in the native tests.

use std::ops::Range;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::state::sweep::{ChartData, Style};

/// How to draw: device pixels per CSS pixel and the colour scheme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Look {
    pub scale: f64,
    pub dark: bool,
}

/// Series colours, the same as `.swatch-N` in web/style.css (legends are HTML). Chosen to read on both themes.
pub const SERIES_LIGHT: [(u8, u8, u8); 11] = [
    (0x1f, 0x6f, 0xd1),
    (0xc2, 0x41, 0x0c),
    (0x1a, 0x7f, 0x37),
    (0x82, 0x50, 0xdf),
    (0xbf, 0x3f, 0x86),
    (0x0a, 0x7e, 0x8c),
    (0x9a, 0x67, 0x00),
    (0x57, 0x60, 0x6a),
    (0xd0, 0x24, 0x2b),
    (0x3d, 0x5a, 0x00),
    (0x5b, 0x3a, 0x9e),
];
pub const SERIES_DARK: [(u8, u8, u8); 11] = [
    (0x58, 0xa6, 0xff),
    (0xff, 0x9a, 0x5a),
    (0x56, 0xd3, 0x64),
    (0xbc, 0x8c, 0xff),
    (0xff, 0x80, 0xc8),
    (0x39, 0xc5, 0xcf),
    (0xe3, 0xb3, 0x41),
    (0xb1, 0xba, 0xc4),
    (0xff, 0x7b, 0x72),
    (0xa5, 0xd6, 0x3c),
    (0xd2, 0xa8, 0xff),
];

fn rgb((r, g, b): (u8, u8, u8)) -> RGBColor {
    RGBColor(r, g, b)
}

/// The colour of series `index`.
pub fn series_color(index: usize, dark: bool) -> RGBColor {
    let palette = if dark { &SERIES_DARK } else { &SERIES_LIGHT };
    rgb(palette[index % palette.len()])
}

/// Background, text, grid and marker colours of a theme (the panel colours of web/style.css).
pub fn colors(dark: bool) -> (RGBColor, RGBColor, RGBColor, RGBColor) {
    if dark {
        (
            RGBColor(0x16, 0x1b, 0x22),
            RGBColor(0xe6, 0xed, 0xf3),
            RGBColor(0x30, 0x36, 0x3d),
            RGBColor(0xff, 0x5c, 0x5c),
        )
    } else {
        (
            RGBColor(0xff, 0xff, 0xff),
            RGBColor(0x1f, 0x23, 0x28),
            RGBColor(0xd8, 0xde, 0xe4),
            RGBColor(0xd0, 0x10, 0x10),
        )
    }
}

/// The points of a series as drawn: a step function holds each value until the next point.
fn drawn_points(points: &[(u32, u32)], steps: bool, x_unit: f64, y_unit: f64) -> Vec<(f64, f64)> {
    let point = |(x, y): (u32, u32)| (f64::from(x) / x_unit, f64::from(y) / y_unit);
    if !steps {
        return points.iter().copied().map(point).collect();
    }
    let mut out = Vec::with_capacity(points.len() * 2);
    for (i, p) in points.iter().enumerate() {
        if i > 0 {
            out.push(point((p.0, points[i - 1].1)));
        }
        out.push(point(*p));
    }
    out
}

/// A chart's axes: ranges, label counts, how labels read, and the axis titles.
pub struct Axes<'a> {
    pub x: (f64, f64),
    pub y: (f64, f64),
    pub labels: (usize, usize),
    pub format: &'a dyn Fn(&f64) -> String,
    /// The axis titles, as said in the page's language and words.
    pub desc: (&'a str, &'a str),
    /// Vertical grid lines too.
    pub x_grid: bool,
    /// Room for the y labels, CSS pixels.
    pub y_label_area: f64,
}

/// Where a chart's data goes on the canvas: its axes' ranges and the plotting area's pixels. The charts draw
/// plotters' elements at pixel positions from [`Plot::at`]: plotters' chart context (coordinate types, series
/// adapters) is generic code the page's wasm would carry for each kind of series.
#[derive(Clone, Debug, PartialEq)]
pub struct Plot {
    pub x: (f64, f64),
    pub y: (f64, f64),
    /// The plotting area's pixel columns and rows (ends excluded).
    pub columns: Range<i32>,
    pub rows: Range<i32>,
}

impl Plot {
    /// The pixel of a data point (values outside the axes land outside the plotting area).
    pub fn at(&self, (x, y): (f64, f64)) -> (i32, i32) {
        let map = |v: f64, (lo, hi): (f64, f64), from: i32, to: i32| {
            let share = if hi > lo { (v - lo) / (hi - lo) } else { 0.0 };
            from + (f64::from(to - from) * share).round() as i32
        };
        (
            map(x, self.x, self.columns.start, self.columns.end - 1),
            map(y, self.y, self.rows.end - 1, self.rows.start),
        )
    }
}

/// Round values for the ticks of an axis from `lo` to `hi`: steps of 1, 2 or 5 × 10^k, at most about `count` of
/// them (0, 200, … 1000 for 0–1024 and 6; 0, 20, 40, 60 for 0–64 and 5; every whole decade on the roofline).
pub fn ticks(lo: f64, hi: f64, count: usize) -> Vec<f64> {
    let span = hi - lo;
    if !span.is_finite() || span <= 0.0 || count == 0 {
        return Vec::new();
    }
    let raw = span / count as f64;
    // The power of ten at or below `raw`, by steps (no `log10`: libm's is code the page does not need).
    let mut magnitude = 1.0;
    while magnitude * 10.0 <= raw {
        magnitude *= 10.0;
    }
    while magnitude > raw {
        magnitude /= 10.0;
    }
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        .find(|step| *step >= raw)
        .unwrap_or(10.0 * magnitude);
    let first = (lo / step - 1e-9).ceil() as i64;
    let last = (hi / step + 1e-9).floor() as i64;
    // About `count` ticks when `step` is a number; none where it underflowed to 0 (a span of a few subnormals),
    // which would ask for every integer.
    if step <= 0.0 || last.saturating_sub(first) > 2 * count as i64 + 2 {
        return Vec::new();
    }
    (first..=last).map(|k| k as f64 * step).collect()
}

/// Fills the background and draws the axes, grid lines, ticks, labels and axis titles of every chart, and returns
/// where the data goes. Drawn with plotters' elements rather than its mesh, whose generic code was 6 KB gzip of the
/// page's wasm.
#[inline(never)]
pub fn frame<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    look: Look,
    axes: &Axes,
) -> Result<Plot, DrawingAreaErrorKind<DB::ErrorType>> {
    let (background, text, grid, _) = colors(look.dark);
    let s = look.scale.max(0.5);
    let px = |v: f64| (v * s).round() as u32;
    let at = |v: f64| (v * s).round() as i32;
    root.fill(&background)?;
    // The enum, not "sans-serif": parsing the name lowercases it with Unicode tables (12 KB of wasm). Either way
    // the canvas and SVG get the generic family `sans-serif`, so the browser falls back to a CJK font for Chinese.
    let font = |size: f64| (FontFamily::SansSerif, size * s).into_font().color(&text);
    let (width, height) = root.dim_in_pixel();
    // Margins of 10 (top), 14 (right) and 4 CSS pixels, 38 below for the x labels and `y_label_area` on the left.
    let plot = Plot {
        x: axes.x,
        y: axes.y,
        columns: at(4.0 + axes.y_label_area)..width as i32 - at(14.0),
        rows: at(10.0)..height as i32 - at(4.0 + 38.0),
    };
    let (xs, ys) = (plot.columns.clone(), plot.rows.clone());
    let (left, bottom) = (xs.start, ys.end);
    let line = |points: [(i32, i32); 2], color: RGBColor| {
        root.draw(&PathElement::new(
            points,
            color.stroke_width(px(1.0).max(1)),
        ))
    };
    let label = font(11.0);
    for y in ticks(axes.y.0, axes.y.1, axes.labels.1) {
        let (_, py) = plot.at((axes.x.0, y));
        line([(left, py), (xs.end, py)], grid)?;
        line([(left - at(5.0), py), (left, py)], text)?;
        let pos = Pos::new(HPos::Right, VPos::Center);
        root.draw(&Text::new(
            (axes.format)(&y),
            (left - at(7.0), py),
            label.pos(pos),
        ))?;
    }
    for x in ticks(axes.x.0, axes.x.1, axes.labels.0) {
        let (at_x, _) = plot.at((x, axes.y.0));
        if axes.x_grid {
            line([(at_x, ys.start), (at_x, bottom)], grid)?;
        }
        line([(at_x, bottom), (at_x, bottom + at(5.0))], text)?;
        let pos = Pos::new(HPos::Center, VPos::Top);
        let words = (axes.format)(&x);
        // A label at the right end stays inside the canvas ("10000" on the roofline's last decade). Its width is
        // estimated (digits are about 0.6 em): plotters measures text with an inline-styled element, which the
        // page's CSP refuses.
        let half = at(words.len() as f64 * 11.0 * 0.3);
        let centre = at_x.min(width as i32 - half - at(2.0));
        root.draw(&Text::new(
            words,
            (centre, bottom + at(7.0)),
            label.pos(pos),
        ))?;
    }
    line([(left, ys.start), (left, bottom)], text)?;
    line([(left, bottom), (xs.end, bottom)], text)?;
    let title = font(12.0);

    root.draw(&Text::new(
        axes.desc.0,
        ((xs.start + xs.end) / 2, height as i32 - at(4.0)),
        title.pos(Pos::new(HPos::Center, VPos::Bottom)),
    ))?;
    root.draw(&Text::new(
        axes.desc.1,
        (at(4.0), (ys.start + ys.end) / 2),
        title
            .transform(FontTransform::Rotate270)
            .pos(Pos::new(HPos::Center, VPos::Top)),
    ))?;
    Ok(plot)
}

/// An upward triangle around pixel `(x, y)`, `size` pixels from its centre to each corner: plotters'
/// `TriangleMarker` without its trigonometry (sin and cos are 4 KB of wasm).
fn triangle((x, y): (i32, i32), size: i32, color: RGBColor) -> Polygon<(i32, i32)> {
    // cos 30° and sin 30°.
    let (dx, dy) = ((f64::from(size) * 0.866).round() as i32, size / 2);
    Polygon::new(
        vec![(x, y - size), (x + dx, y + dy), (x - dx, y + dy)],
        color.filled(),
    )
}

/// Draws the chart on `root` (the whole area) and presents it.
pub fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    data: &ChartData,
    look: Look,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let (_, text, _, marker) = colors(look.dark);
    let s = look.scale.max(0.5);
    // Byte axes are drawn in KiB, so the ticks fall on round KiB values.
    let x_unit = if data.x_in_kib { 1024.0 } else { 1.0 };
    let y_unit = f64::from(data.y_unit.max(1));
    let at = |(x, y): (u32, u32)| (f64::from(x) / x_unit, f64::from(y) / y_unit);
    let px = |v: f64| (v * s).round() as u32;
    let plot = frame(
        root,
        look,
        &Axes {
            x: (
                f64::from(data.x_min) / x_unit,
                f64::from(data.x_max.max(data.x_min.saturating_add(1))) / x_unit,
            ),
            y: (0.0, f64::from(data.y_max.max(1)) / y_unit),
            labels: (6, 5),
            format: &|v| format!("{v:.0}"),
            desc: (&data.x_label, &data.y_label),
            x_grid: false,
            y_label_area: 46.0,
        },
    )?;
    // Emphasised lines after the others, then dots and rings, so each is on top of what it highlights.
    let rank = |s: &crate::state::sweep::Series| match (s.style, s.emphasis) {
        (Style::Line, false) => 0,
        (Style::Line, true) => 1,
        _ => 2,
    };
    // Three passes rather than a sort: a sort instantiates more code than it saves.
    let order = (0..3).flat_map(|pass| {
        data.series
            .iter()
            .enumerate()
            .filter(move |(_, s)| rank(s) == pass)
    });
    for (index, series) in order {
        let color = series_color(index, look.dark);
        // Dots, rings and a line's points are all `Circle`s at pixels: one element type, one copy of its code.
        let circles = match series.style {
            Style::Line => {
                let width = if series.emphasis { 3.0 } else { 1.5 };
                let points = drawn_points(&series.points, data.steps, x_unit, y_unit);
                root.draw(&PathElement::new(
                    points.into_iter().map(|p| plot.at(p)).collect::<Vec<_>>(),
                    color.stroke_width(px(width).max(1)),
                ))?;
                (!data.steps && series.points.len() <= 64).then(|| (px(2.5).max(1), color.filled()))
            }
            Style::Dots => Some((px(5.0), color.filled())),
            Style::Ring => Some((px(9.0), color.stroke_width(px(2.5).max(1)))),
        };
        if let Some((radius, style)) = circles {
            for point in &series.points {
                root.draw(&Circle::new(plot.at(at(*point)), radius, style))?;
            }
        }
    }
    // The current configuration: a red triangle with a contrasting rim, as the spreadsheet marked it.
    let clamp = |(x, y): (u32, u32)| at((x.clamp(data.x_min, data.x_max), y));
    for point in std::iter::once(data.current).chain(data.marks.iter().copied()) {
        let centre = plot.at(clamp(point));
        root.draw(&triangle(centre, px(10.0) as i32, text))?;
        root.draw(&triangle(centre, px(7.5) as i32, marker))?;
    }
    root.present()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::input::Form;
    use crate::state::sweep;

    fn svg(data: &ChartData, dark: bool) -> String {
        let mut out = String::new();
        {
            let root = SVGBackend::with_string(&mut out, (640, 300)).into_drawing_area();
            draw(&root, data, Look { scale: 1.0, dark }).expect("draws");
        }
        out
    }

    #[test]
    fn draws_every_chart_in_both_themes() {
        let calc = Form {
            gpu: "cc-9.0".to_string(),
            static_smem: "5000".to_string(),
            ..Form::default()
        }
        .validate()
        .unwrap();
        let say = occ_core::msg::Say::english(occ_core::Vendor::Nvidia);
        let charts = [
            sweep::nvidia::block_size(&calc, &say),
            sweep::nvidia::registers(&calc, &say),
            sweep::nvidia::shared_memory(&calc, None, &say),
            sweep::nvidia::barriers(&calc, &say).unwrap(),
        ];
        for data in &charts {
            for dark in [false, true] {
                let out = svg(data, dark);
                assert!(out.contains(&data.x_label), "{}", data.title);
                assert!(out.contains("Active warps per SM"));
                assert!(out.contains("<polyline") || out.contains("<path"));
            }
        }
        assert_ne!(svg(&charts[0], false), svg(&charts[0], true));
    }

    #[test]
    fn ticks_are_round_and_inside_the_range() {
        assert_eq!(
            ticks(0.0, 1024.0, 6),
            [0.0, 200.0, 400.0, 600.0, 800.0, 1000.0]
        );
        assert_eq!(ticks(0.0, 64.0, 5), [0.0, 20.0, 40.0, 60.0]);
        assert_eq!(ticks(32.0, 1024.0, 6), [200.0, 400.0, 600.0, 800.0, 1000.0]);
        assert_eq!(
            ticks(0.0, 0.5, 5),
            [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5]
        );
        // The roofline's decades: whole exponents, every other one past eight.
        assert_eq!(ticks(-2.0, 3.0, 6), [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0]);
        assert_eq!(ticks(-3.0, 7.0, 8), [-2.0, 0.0, 2.0, 4.0, 6.0]);
        assert!(ticks(5.0, 5.0, 4).is_empty());
        assert!(ticks(0.0, f64::INFINITY, 4).is_empty());
        assert!(ticks(0.0, 10.0, 0).is_empty());
    }

    /// A span of a few subnormals makes the step underflow to 0, which asked for every integer as a tick.
    #[test]
    fn ticks_stay_few_for_any_span() {
        for (lo, hi) in [
            (0.0, 5e-324),
            (0.0, 1e-320),
            (1.0, 1.0 + f64::EPSILON),
            (0.0, f64::MAX),
            (-1e300, 1e300),
        ] {
            for count in [1, 6] {
                assert!(ticks(lo, hi, count).len() <= 2 * count + 3, "{lo} {hi}");
            }
        }
    }

    #[test]
    fn the_plot_maps_its_axes_onto_its_pixels() {
        let plot = Plot {
            x: (0.0, 100.0),
            y: (0.0, 10.0),
            columns: 50..251,
            rows: 10..111,
        };
        // The axes' ends land on the area's first and last pixels; y grows upwards.
        assert_eq!(plot.at((0.0, 0.0)), (50, 110));
        assert_eq!(plot.at((100.0, 10.0)), (250, 10));
        assert_eq!(plot.at((50.0, 5.0)), (150, 60));
        // Outside the axes, outside the area; an empty range maps to its start.
        assert_eq!(plot.at((200.0, -10.0)), (450, 210));
        let flat = Plot {
            x: (3.0, 3.0),
            ..plot
        };
        assert_eq!(flat.at((3.0, 0.0)).0, 50);
    }

    #[test]
    fn steps_hold_their_value() {
        assert_eq!(
            drawn_points(&[(0, 4), (10, 2), (20, 2)], true, 1.0, 1.0),
            vec![
                (0.0, 4.0),
                (10.0, 4.0),
                (10.0, 2.0),
                (20.0, 2.0),
                (20.0, 2.0)
            ]
        );
        assert_eq!(
            drawn_points(&[(0, 4), (10, 2)], false, 1.0, 1.0),
            vec![(0.0, 4.0), (10.0, 2.0)]
        );
        assert_eq!(
            drawn_points(&[(2048, 4250)], false, 1024.0, 100.0),
            vec![(2.0, 42.5)]
        );
    }
}
