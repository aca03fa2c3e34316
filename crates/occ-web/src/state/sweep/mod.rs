//! The data behind the charts: occupancy swept over one input with the others held, as NVIDIA's spreadsheet's
//! "Impact of varying …" graphs. Plain functions over occ-core, tested natively. Their texts are said with the
//! caller's [`Say`](occ_core::msg::Say): the page's language and words (`chart-` messages). Each vendor's charts
//! are its file's ([`nvidia`], [`amd`], [`intel`]); this file holds the chart data they share and the sampling of a
//! step function.

pub mod amd;
pub mod intel;
pub mod nvidia;

/// How a series is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Style {
    /// Points joined by lines (or steps).
    #[default]
    Line,
    /// Filled dots only (a highlighted subset of another series).
    Dots,
    /// Rings only (single points called out).
    Ring,
}

/// One line of a chart: `(x, y)` points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Series {
    pub label: String,
    pub points: Vec<(u32, u32)>,
    /// The series of the configuration in use (drawn thicker).
    pub emphasis: bool,
    pub style: Style,
}

/// Everything one chart draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChartData {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    /// The x axis runs from `x_min` to `x_max`.
    pub x_min: u32,
    pub x_max: u32,
    pub y_max: u32,
    /// y values count in 1/`y_unit` of the axis unit (100: hundredths of a percent on a percent axis).
    pub y_unit: u32,
    pub series: Vec<Series>,
    /// Drawn as a step function (the value holds until the next point) rather than joined by lines.
    pub steps: bool,
    /// The current configuration.
    pub current: (u32, u32),
    /// Further points of the current configuration (on the other series), marked like `current`.
    pub marks: Vec<(u32, u32)>,
    /// x is in bytes, labelled in KiB.
    pub x_in_kib: bool,
}

/// Keeps only the points where the value changes (and the last one): exact for a step function sampled densely.
fn compress(points: Vec<(u32, u32)>) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(points.len() / 4 + 2);
    let last = points.last().copied();
    for point in points {
        if out.last().is_none_or(|p| p.1 != point.1) {
            out.push(point);
        }
    }
    if let (Some(last), Some(end)) = (last, out.last()) {
        if *end != last {
            out.push(last);
        }
    }
    out
}

/// Samples `value` on `0..=max` every `step` bytes and finds each change by bisection. Allocations round up to
/// `unit`, so the value can only change at `k × unit + 1` bytes: the steps sit where they really are.
fn step_function(max: u32, step: u32, unit: u32, value: impl Fn(u32) -> u32) -> Vec<(u32, u32)> {
    let mut points = vec![(0, value(0))];
    let mut x = 0u32;
    while x < max {
        let next = x.saturating_add(step).min(max);
        let y0 = points.last().map_or(0, |p| p.1);
        let y1 = value(next);
        if y1 != y0 {
            // Candidates k × unit + 1 in (x, next]; find the first whose value differs from y0.
            let (mut lo, mut hi) = (x.div_ceil(unit), (next - 1) / unit);
            let mut found = next;
            while lo <= hi {
                let mid = lo + (hi - lo) / 2;
                let at = mid * unit + 1;
                if value(at) == y0 {
                    lo = mid + 1;
                } else {
                    found = at;
                    if mid == 0 {
                        break;
                    }
                    hi = mid - 1;
                }
            }
            points.push((found, value(found)));
            if found != next {
                points.push((next, y1));
            }
        }
        x = next;
    }
    points.push((max, value(max)));
    compress(points)
}

/// The value a step series has at `x`.
pub fn value_at(points: &[(u32, u32)], x: u32) -> Option<u32> {
    points.iter().take_while(|p| p.0 <= x).last().map(|p| p.1)
}
