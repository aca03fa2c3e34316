//! Nsight Compute's reports, in three layouts:
//! - the `--csv` details page: one row per metric, launches told apart by their `ID`, with or without the
//!   `Block Size`, `Grid Size`, `Device` and `CC` columns, and the older layout with `Kernel Time`;
//! - the `--csv --page raw` page: one row per launch, a column per metric named as ncu names its metrics
//!   (`launch__registers_per_thread`), and a second row of units;
//! - the default text output: a kernel line (`name (grid)x(block), Context 1, Stream 7, Device 0, CC 8.6`), then a
//!   table of `Metric Name`, `Metric Unit`, `Metric Value` rows per section, between dashed lines, and rule text.
//!
//! Metric names are the display names of the Launch Statistics, Occupancy and GPU Speed Of Light sections (NVIDIA's
//! Nsight Compute Profiling Guide, "Sections and Rules"); the raw page's names are read into them by [`METRICS`].

use super::csv::{self, fields, numbered};
use super::{count, dims, Profiled, Read, Unread};
use crate::msg::{self, Message};
use crate::nvidia::ComputeCapability;

/// The metrics occ reads, by the display name the details page and the text output print, with the names the raw
/// page gives the same metric. The Occupancy section's labels and names are ncu's `Occupancy.section` (Nsight
/// Compute 2024.3: "Theoretical Occupancy" `sm__maximum_warps_per_active_cycle_pct`, "Achieved Occupancy"
/// `sm__warps_active.avg.pct_of_peak_sustained_active`, "Achieved Active Warps Per SM"
/// `sm__warps_active.avg.per_cycle_active`, "Block Limit Registers" `launch__occupancy_limit_registers` and the
/// other three limits); the launch figures are named as a real raw page names them (the fixture
/// `microgpusim_vectoradd_gtx1080.ncu-raw.csv`, whose 2019 names `gpu__time_duration` and
/// `sm__active_warps_avg_per_active_cycle_pct` later ncu versions replaced), and `launch__shared_mem_per_block_driver`,
/// `launch__sm_count` and `gpu__time_duration.sum` as `ncu --query-metrics` lists them; the cluster and barrier
/// figures as the Profiling Guide's Launch Metrics name them (`launch__cluster_size`, `launch__cluster_max_active`,
/// `launch__occupancy_limit_barriers`, `launch__barrier_count`).
pub const METRICS: [(&str, &[&str]); 21] = [
    ("Device Name", &["device__attribute_display_name"]),
    ("Block Size", &["launch__block_size"]),
    ("Grid Size", &["launch__grid_size"]),
    ("Registers Per Thread", &["launch__registers_per_thread"]),
    (
        "Static Shared Memory Per Block",
        &["launch__shared_mem_per_block_static"],
    ),
    (
        "Dynamic Shared Memory Per Block",
        &["launch__shared_mem_per_block_dynamic"],
    ),
    (
        "Driver Shared Memory Per Block",
        &["launch__shared_mem_per_block_driver"],
    ),
    (
        "Shared Memory Configuration Size",
        &["launch__shared_mem_config_size"],
    ),
    (
        "# SMs",
        &["launch__sm_count", "device__attribute_multiprocessor_count"],
    ),
    (
        "Duration",
        &["gpu__time_duration.sum", "gpu__time_duration"],
    ),
    ("Waves Per SM", &["launch__waves_per_multiprocessor"]),
    (
        "Block Limit Registers",
        &["launch__occupancy_limit_registers"],
    ),
    (
        "Block Limit Shared Mem",
        &["launch__occupancy_limit_shared_mem"],
    ),
    ("Block Limit Warps", &["launch__occupancy_limit_warps"]),
    ("Block Limit SM", &["launch__occupancy_limit_blocks"]),
    (
        "Block Limit Barriers",
        &["launch__occupancy_limit_barriers"],
    ),
    ("Cluster Size", &["launch__cluster_size"]),
    ("Max Active Clusters", &["launch__cluster_max_active"]),
    // The raw page alone gives it: its name stands for itself.
    ("launch__barrier_count", &["launch__barrier_count"]),
    (
        "Theoretical Occupancy",
        &["sm__maximum_warps_per_active_cycle_pct"],
    ),
    (
        "Achieved Occupancy",
        &[
            "sm__warps_active.avg.pct_of_peak_sustained_active",
            "sm__active_warps_avg_per_active_cycle_pct",
        ],
    ),
];

/// The raw page's names of "Achieved Active Warps Per SM", which [`METRICS`] leaves out to keep its count of what a
/// comparison needs.
const ACHIEVED_WARPS: [&str; 2] = [
    "sm__warps_active.avg.per_cycle_active",
    "sm__active_warps_avg_per_active_cycle",
];

/// The display name of a raw page's metric, or of a column the raw page shares with the details page (`Block
/// Size`, `Grid Size`); `None` for a column occ does not read.
fn display_name(name: &str) -> Option<&'static str> {
    if ACHIEVED_WARPS.contains(&name) {
        return Some("Achieved Active Warps Per SM");
    }
    METRICS
        .iter()
        .find(|(display, raw)| *display == name || raw.contains(&name))
        .map(|(display, _)| *display)
}

/// The metrics whose values mean nothing without their unit: sizes and durations.
const NEEDS_UNIT: [&str; 5] = [
    "Static Shared Memory Per Block",
    "Dynamic Shared Memory Per Block",
    "Driver Shared Memory Per Block",
    "Shared Memory Configuration Size",
    "Duration",
];

/// The columns of the details page this reader needs, by their header names.
struct Columns {
    id: Option<usize>,
    kernel: Option<usize>,
    cc: Option<usize>,
    name: usize,
    unit: Option<usize>,
    value: usize,
}

impl Columns {
    fn of(header: &[String]) -> Option<Self> {
        let at = |name: &str| header.iter().position(|h| h == name);
        Some(Self {
            id: at("ID"),
            kernel: at("Kernel Name"),
            cc: at("CC"),
            name: at("Metric Name")?,
            unit: at("Metric Unit"),
            value: at("Metric Value")?,
        })
    }
}

/// Whether `text` is a details page: its header names the metric and value columns.
pub fn is_details(header: &str) -> bool {
    fields(header).is_some_and(|h| Columns::of(&h).is_some())
}

/// Reads every launch of a details page, rows it cannot read named by line with the reason.
pub fn read_details(text: &str) -> Read {
    let mut read = Read::default();
    let mut lines = numbered(text);
    // The profiler's own lines (`==PROF== …`) and the program's output come before the header.
    let Some((_, columns, header)) = csv::header(&mut lines, Columns::of, &mut read) else {
        return read;
    };
    let width = header.len();
    let mut current: Option<(String, Profiled)> = None;
    for (number, line) in lines {
        if line.trim().is_empty() || line.starts_with("==") {
            continue;
        }
        let Some(row) = csv::row(number, line, &mut read.unread) else {
            continue;
        };
        // A rule's row has no metric; a row cut short has fewer columns than the header names.
        if row.len() <= columns.value.max(columns.name) || row.len() > width + 1 {
            read.unread.push(Unread {
                line: number,
                reason: msg::profile_row_columns(&row.len().to_string(), &width.to_string()).into(),
            });
            continue;
        }
        let id = columns.id.map_or_else(String::new, |i| row[i].clone());
        let kernel = columns.kernel.map_or_else(String::new, |i| row[i].clone());
        let key = format!("{id}\u{0}{kernel}");
        if current.as_ref().is_none_or(|(k, _)| *k != key) {
            if let Some((_, done)) = current.take() {
                read.launches.push(done);
            }
            let mut launch = Profiled {
                line: number,
                kernel,
                ..Profiled::default()
            };
            launch.cc = columns
                .cc
                .and_then(|i| row[i].parse::<ComputeCapability>().ok());
            current = Some((key, launch));
        }
        let Some((_, launch)) = current.as_mut() else {
            continue;
        };
        let name = row[columns.name].as_str();
        let unit = columns.unit.map_or("", |i| row[i].as_str());
        if let Err(reason) = launch.metric(name, unit, &row[columns.value]) {
            read.unread.push(Unread {
                line: number,
                reason,
            });
        }
    }
    if let Some((_, done)) = current {
        read.launches.push(done);
    }
    read
}

/// The columns of a raw page this reader needs beside the metrics.
struct RawColumns {
    id: Option<usize>,
    kernel: usize,
    cc: Option<usize>,
    major: Option<usize>,
    minor: Option<usize>,
    /// Each metric column occ reads, with its display name.
    metrics: Vec<(usize, &'static str)>,
}

impl RawColumns {
    fn of(header: &[String]) -> Option<Self> {
        let at = |name: &str| header.iter().position(|h| h == name);
        if at("Metric Name").is_some() {
            return None;
        }
        let metrics: Vec<(usize, &'static str)> = header
            .iter()
            .enumerate()
            .filter_map(|(i, h)| display_name(h).map(|d| (i, d)))
            .collect();
        // A raw page names its metrics as ncu does, `unit__counter…`: at least one that occ reads.
        let named = header
            .iter()
            .any(|h| h.contains("__") && display_name(h).is_some());
        if !named {
            return None;
        }
        Some(Self {
            id: at("ID"),
            kernel: at("Kernel Name")?,
            cc: at("CC"),
            major: at("device__attribute_compute_capability_major"),
            minor: at("device__attribute_compute_capability_minor"),
            metrics,
        })
    }

    /// The first column that holds a launch's own value, empty on the units row.
    fn key(&self) -> usize {
        self.id.unwrap_or(self.kernel)
    }
}

/// Whether `header` is a raw page's: a `Kernel Name` column and metric columns named as ncu names them.
pub fn is_raw(header: &str) -> bool {
    fields(header).is_some_and(|h| RawColumns::of(&h).is_some())
}

/// Reads every launch of a raw page: one row each, its units from the row under the header.
pub fn read_raw(text: &str) -> Read {
    let mut read = Read::default();
    let mut lines = numbered(text);
    let Some((header_line, columns, header)) = csv::header(&mut lines, RawColumns::of, &mut read)
    else {
        return read;
    };
    let width = header.len();
    let mut units: Option<Vec<String>> = None;
    let mut first = true;
    // Whether the missing units row was named (once, under the header).
    let mut told = false;
    for (number, line) in lines {
        if line.trim().is_empty() || line.starts_with("==") {
            continue;
        }
        let Some(row) = csv::row(number, line, &mut read.unread) else {
            first = false;
            continue;
        };
        if row.len() != width {
            read.unread.push(Unread {
                line: number,
                reason: msg::profile_row_columns(&row.len().to_string(), &width.to_string()).into(),
            });
            first = false;
            continue;
        }
        // The units row: the first row, with no launch's ID (or kernel name).
        if first {
            first = false;
            if row[columns.key()].is_empty() {
                units = Some(row);
                continue;
            }
        }
        if units.is_none() && !told {
            told = true;
            read.unread.push(Unread {
                line: header_line + 1,
                reason: msg::profile_no_units().into(),
            });
        }
        read.launches.push(raw_launch(
            &columns,
            &row,
            units.as_deref(),
            number,
            &mut read.unread,
        ));
    }
    read
}

/// One raw row as a launch; the figures it cannot read named by line, the rest kept.
fn raw_launch(
    columns: &RawColumns,
    row: &[String],
    units: Option<&[String]>,
    number: usize,
    unread: &mut Vec<Unread>,
) -> Profiled {
    let mut launch = Profiled {
        line: number,
        kernel: row[columns.kernel].clone(),
        ..Profiled::default()
    };
    launch.cc = match (columns.cc, columns.major, columns.minor) {
        (Some(cc), _, _) => row[cc].parse::<ComputeCapability>().ok(),
        (None, Some(major), Some(minor)) => count(&row[major])
            .zip(count(&row[minor]))
            .and_then(|(major, minor)| format!("{major}.{minor}").parse().ok()),
        _ => None,
    };
    for &(i, name) in &columns.metrics {
        let unit = match units {
            Some(units) => units[i].as_str(),
            // Without units a size or a duration could be in any unit: not read (the missing row is named once).
            None if NEEDS_UNIT.contains(&name) => continue,
            None => "",
        };
        if let Err(reason) = launch.metric(name, unit, &row[i]) {
            unread.push(Unread {
                line: number,
                reason: Message::from(msg::profile_field(name, "")).with(1, reason),
            });
        }
    }
    launch
}

/// Whether `line` starts ncu's text output of a launch (its kernel line) or a section of one.
pub fn is_text(line: &str) -> bool {
    kernel_line(line).is_some() || line.trim_start().starts_with("Section: ")
}

/// A kernel line, as the launch it starts: `name (grid)x(block), Context 1, Stream 7, Device 0, CC 8.6` (ncu
/// from 2021), or the older `name, 2020-Jul-28 06:48:36, Context 1, Stream 7` and `name, Context 1, Stream 7`,
/// whose grid and block the Launch Statistics section gives.
fn kernel_line(line: &str) -> Option<Profiled> {
    let (head, tail) = line.split_once(", Context ")?;
    let (context, rest) = tail.split_once(", Stream ")?;
    let stream = rest.split(", ").next().unwrap_or(rest);
    let number = |text: &str| !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if !number(context) || !number(stream.trim_end()) {
        return None;
    }
    let mut launch = match head.rsplit_once(")x(") {
        Some((left, block)) => {
            let (name, grid) = left.rsplit_once(" (")?;
            Profiled {
                kernel: name.trim().to_string(),
                threads: u32::try_from(dims(&format!("({block}"))?).ok(),
                grid: Some(dims(&format!("({grid})"))?),
                ..Profiled::default()
            }
        }
        None => {
            // A date `2020-Jul-28 06:48:36` after the name.
            let dated = head.rsplit_once(", ").filter(|(_, time)| {
                time.len() > 5 && time.as_bytes()[4] == b'-' && number(&time[..4])
            });
            Profiled {
                kernel: dated.map_or(head, |(name, _)| name).trim().to_string(),
                ..Profiled::default()
            }
        }
    };
    launch.cc = rest
        .split(", ")
        .find_map(|part| part.strip_prefix("CC "))
        .and_then(|cc| cc.trim().parse().ok());
    Some(launch)
}

/// Where a text table's state is: outside one, right after a `Section:` line (the next dashed line opens the
/// table), or inside one, its columns' character spans from its dashed line.
enum Table {
    Outside,
    Opening,
    Inside(Vec<(usize, usize)>),
}

/// The spans of a dashed line's runs of `-`, in characters; `None` for any other line.
fn dashes(line: &str) -> Option<Vec<(usize, usize)>> {
    let chars: Vec<char> = line.chars().collect();
    if !chars.iter().all(|c| *c == '-' || *c == ' ') || !chars.contains(&'-') {
        return None;
    }
    let mut spans = Vec::new();
    let mut start = None;
    for (i, c) in chars.iter().chain([&' ']).enumerate() {
        match (c, start) {
            ('-', None) => start = Some(i),
            (' ', Some(s)) => {
                spans.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    Some(spans)
}

/// A table row's name, unit and value by its table's spans: each cell the characters under its run of dashes (the
/// last one to the line's end); `None` when the row ends before the value's column.
fn cells(line: &str, spans: &[(usize, usize)]) -> Option<(String, String, String)> {
    let chars: Vec<char> = line.chars().collect();
    let cell = |(start, end): (usize, usize)| -> String {
        chars
            .get(start.min(chars.len())..end.min(chars.len()))
            .map(|c| c.iter().collect::<String>().trim().to_string())
            .unwrap_or_default()
    };
    match spans {
        [name, unit, value, ..] => {
            if chars.len() <= value.0 {
                return None;
            }
            Some((cell(*name), cell(*unit), cell((value.0, chars.len()))))
        }
        [name, value] => {
            if chars.len() <= value.0 {
                return None;
            }
            Some((cell(*name), String::new(), cell((value.0, chars.len()))))
        }
        _ => None,
    }
}

/// Reads every launch of ncu's text output: a launch from its kernel line to the next, the rows of its sections'
/// tables read as the details page's; rule text, the program's output and `==PROF==` lines are passed over.
pub fn read_text(text: &str) -> Read {
    let mut read = Read::default();
    let mut table = Table::Outside;
    let mut current: Option<Profiled> = None;
    for (number, line) in numbered(text) {
        if let Some(mut launch) = kernel_line(line) {
            if let Some(done) = current.take() {
                read.launches.push(done);
            }
            launch.line = number;
            current = Some(launch);
            table = Table::Outside;
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        if line.trim_start().starts_with("Section: ") {
            table = Table::Opening;
            continue;
        }
        table = match table {
            Table::Outside => Table::Outside,
            Table::Opening => match dashes(line) {
                Some(spans) => Table::Inside(spans),
                None => Table::Outside,
            },
            Table::Inside(spans) => {
                if dashes(line).is_some() {
                    // The dashed line under the header row keeps the table open; the one after its rows closes it.
                    Table::Outside
                } else if line.trim_start().starts_with("Metric Name") {
                    Table::Opening
                } else {
                    if let Some(launch) = current.as_mut() {
                        text_row(launch, line, number, &spans, &mut read.unread);
                    }
                    Table::Inside(spans)
                }
            }
        };
    }
    if let Some(done) = current {
        read.launches.push(done);
    }
    if read.launches.is_empty() && read.unread.is_empty() {
        read.unread.push(Unread {
            line: 0,
            reason: msg::profile_no_header().into(),
        });
    }
    read
}

/// One row of a text table into `launch`.
fn text_row(
    launch: &mut Profiled,
    line: &str,
    number: usize,
    spans: &[(usize, usize)],
    unread: &mut Vec<Unread>,
) {
    let Some((name, unit, value)) = cells(line, spans) else {
        unread.push(Unread {
            line: number,
            reason: msg::profile_row_short("Metric Value").into(),
        });
        return;
    };
    if let Err(reason) = launch.metric(&name, &unit, &value) {
        unread.push(Unread {
            line: number,
            reason: Message::from(msg::profile_field(&name, "")).with(1, reason),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::{cells, dashes, kernel_line, read_raw};

    #[test]
    fn a_raw_page_gives_the_cluster_the_barrier_limit_and_the_barrier_count() {
        let text = "\"ID\",\"Kernel Name\",\"CC\",\"launch__block_size\",\"launch__registers_per_thread\",\
                    \"launch__cluster_size\",\"launch__cluster_max_active\",\"launch__occupancy_limit_barriers\",\
                    \"launch__barrier_count\"\n\
                    \"\",\"\",\"\",\"\",\"register/thread\",\"block\",\"cluster\",\"block\",\"\"\n\
                    \"0\",\"k\",\"9.0\",\"256\",\"32\",\"2\",\"66\",\"32\",\"2\"\n";
        let read = read_raw(text);
        assert!(read.unread.is_empty(), "{:?}", read.unread);
        let l = &read.launches[0];
        assert_eq!((l.cluster_size, l.max_active_clusters), (Some(2), Some(66)));
        assert_eq!((l.computed.barriers, l.barriers), (Some(32), Some(2)));
        // The kernel's barriers are the report's, not assumed.
        let group = super::super::group(&read.launches).remove(0);
        let c = super::super::answer(group, super::super::Named::default()).unwrap();
        let english = crate::msg::Say::english(crate::vendor::Vendor::Nvidia);
        let assumed = super::super::said(&c.assumed, &english).join("\n");
        assert!(!assumed.contains("barrier"), "{assumed}");
        let crate::launch::Answer::Nvidia(launch, _) = &c.answer else {
            panic!("an NVIDIA answer");
        };
        assert_eq!(launch.kernel.barriers, 2);
        // The clusters are said with the profiler's count, which occ does not compute.
        let cluster = c.cluster().map(|m| m.say(&english));
        assert_eq!(
            cluster.as_deref(),
            Some(
                "thread-block clusters of 2 blocks: the profiler counts at most 66 clusters active at once over \
                 the GPU (occ does not model how clusters are scheduled)"
            )
        );
    }

    #[test]
    fn launches_of_other_cluster_sizes_are_other_groups_and_size_0_is_no_cluster() {
        let text = "\"ID\",\"Kernel Name\",\"CC\",\"launch__block_size\",\"launch__registers_per_thread\",\
                    \"launch__cluster_size\"\n\
                    \"\",\"\",\"\",\"\",\"register/thread\",\"block\"\n\
                    \"0\",\"k\",\"9.0\",\"256\",\"32\",\"0\"\n\
                    \"1\",\"k\",\"9.0\",\"256\",\"32\",\"1\"\n\
                    \"2\",\"k\",\"9.0\",\"256\",\"32\",\"0\"\n";
        let groups = super::super::group(&read_raw(text).launches);
        assert_eq!(groups.iter().map(|g| g.count).collect::<Vec<_>>(), [2, 1]);
        let english = crate::msg::Say::english(crate::vendor::Vendor::Nvidia);
        let said: Vec<Option<String>> = groups
            .into_iter()
            .map(|g| {
                let c = super::super::answer(g, super::super::Named::default()).unwrap();
                c.cluster().map(|m| m.say(&english))
            })
            .collect();
        assert_eq!(said[0], None);
        assert_eq!(
            said[1].as_deref(),
            Some(
                "thread-block clusters of 1 block: the report gives no Max Active Clusters (occ does not model \
                 how clusters are scheduled)"
            )
        );
    }

    #[test]
    fn kernel_lines_of_every_ncu_version_and_lines_that_only_look_like_one() {
        let l = kernel_line(
            "  k(int, float*) (23989, 1, 1)x(256, 1, 1), Context 1, Stream 7, Device 0, CC 8.6",
        )
        .unwrap();
        assert_eq!(l.kernel, "k(int, float*)");
        assert_eq!((l.grid, l.threads), (Some(23_989), Some(256)));
        assert_eq!(l.cc, Some("8.6".parse().unwrap()));
        let l =
            kernel_line("  add(int, float*, float*), 2020-Oct-28 10:36:31, Context 1, Stream 7")
                .unwrap();
        assert_eq!(l.kernel, "add(int, float*, float*)");
        assert_eq!((l.grid, l.threads, l.cc), (None, None, None));
        let l = kernel_line("  copy_scalar, Context 1, Stream 7").unwrap();
        assert_eq!(l.kernel, "copy_scalar");
        assert!(kernel_line("the Context manager, Stream of thought").is_none());
        assert!(kernel_line("k (2, 1, 1)x(lots), Context 1, Stream 7").is_none());
        assert!(kernel_line("k, 2020-Jul-28, Context 1, Stream 7").is_some());
        assert!(kernel_line("k, ééééé, Context 1, Stream 7").is_some());
    }

    #[test]
    fn table_rows_are_cut_by_the_dashed_lines_columns() {
        let spans = dashes("    ---- ----- ------").unwrap();
        assert_eq!(spans, [(4, 8), (9, 14), (15, 21)]);
        assert!(dashes("    OPT   text").is_none());
        assert!(dashes("   ").is_none());
        let row = "    Size Kbyte  65.54";
        assert_eq!(
            cells(row, &spans),
            Some(("Size".into(), "Kbyte".into(), "65.54".into()))
        );
        // A value wider than its column is still the value.
        assert_eq!(
            cells("    Grid       123,456,789", &spans).unwrap().2,
            "123,456,789"
        );
        assert_eq!(cells("    Size  Kby", &spans), None);
    }
}
