//! Nsight Compute's `--csv` details page: one row per metric, launches told apart by their `ID`, with or without the
//! `Block Size`, `Grid Size`, `Device` and `CC` columns, and the older layout with `Kernel Time`. Metric names are
//! the display names of the Launch Statistics, Occupancy and GPU Speed Of Light sections (NVIDIA's Nsight Compute
//! Profiling Guide, "Sections and Rules").

use super::csv::fields;
use super::{Profiled, Read, Unread};
use crate::msg;
use crate::nvidia::ComputeCapability;

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
    let mut lines = text.lines().enumerate().map(|(i, line)| {
        (
            i + 1,
            line.trim_start_matches('\u{feff}').trim_end_matches('\r'),
        )
    });
    // The profiler's own lines (`==PROF== …`) and the program's output come before the header.
    let Some((columns, width)) = lines.by_ref().find_map(|(_, line)| {
        let header = fields(line)?;
        Columns::of(&header).map(|c| (c, header.len()))
    }) else {
        read.unread.push(Unread {
            line: 0,
            reason: msg::profile_no_header().into(),
        });
        return read;
    };
    let mut current: Option<(String, Profiled)> = None;
    for (number, line) in lines {
        if line.trim().is_empty() || line.starts_with("==") {
            continue;
        }
        let Some(row) = fields(line) else {
            read.unread.push(Unread {
                line: number,
                reason: msg::profile_row_cut().into(),
            });
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
