//! Intel's profilers: the device timing summary of unitrace (`unitrace -d -v`), and of the older onetrace and
//! ze_tracer (`--device-timing --verbose`), one row per kernel with its calls and total time; unitrace's "Kernel
//! Properties" table beside it (SIMD width, SLM per work-group, GRF size per thread).
//!
//! Only the verbose summary gives a kernel's shape, in its name: `GEMM[SIMD32 {4; 1024; 1} {256; 1; 1}]`, the SIMD
//! width, then for Level Zero the group count and the group size (unitrace's `GetZeKernelCommandName`), for OpenCL
//! the global and the local size (`GetVerboseName`; onetrace separated them with commas, `[SIMD32, {1024, 1024,
//! 1}, {0, 0, 0}]`). A local size of zeros is one the runtime chose, which the report does not give. Memory copies
//! and barriers (`zeCommandListAppend…`, `clEnqueue…`) are not kernels and are left out.
//!
//! No tool prints barriers, and GRF mode only as unitrace's register file size per thread (128 or 256): what the
//! report lacks is assumed and said. No tool computes a theoretical occupancy, nor an achieved one in this summary,
//! so there is nothing to agree with. A report names no GPU: it comes from the caller.

use super::{gap, refusal, Compared, Group, Named, Profiled, Read, Units, Unread};
use crate::contract::Engine;
use crate::intel::{self, Kernel};
use crate::launch::Answer;
use crate::msg::{self, Message};
use crate::presets::Target;
use crate::vendor::Vendor;

/// What an Intel profiler reports of a kernel beside its work-group and grid sizes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    /// The SIMD width the kernel was compiled for: its sub-group size.
    pub simd: u32,
    /// The report is of the OpenCL backend (its shapes are global sizes), not Level Zero's (group counts).
    pub opencl: bool,
    /// SLM per work-group, bytes (unitrace's Kernel Properties).
    pub slm_bytes: Option<u32>,
    /// GRF registers per hardware thread (unitrace's "Register File Size Per Thread": 128, or 256 in large-GRF mode).
    pub grf: Option<u32>,
    /// Spill memory per thread, bytes.
    pub spill_bytes: Option<u32>,
}

const TIMING: [&str; 3] = ["Kernel", "Calls", "Time (ns)"];
const SLM: &str = "SLM Per Work Group";
const GRF: &str = "Register File Size Per Thread";
const SPILL: &str = "Spill Memory Per Thread";

/// Whether `line` starts an Intel device timing summary (unitrace's, or onetrace's and ze_tracer's) or is its header.
pub fn is_report(line: &str) -> bool {
    let line = line.trim();
    line == "=== Device Timing Summary ===" || line == "=== Device Timing Results: ===" || {
        let head: Vec<&str> = line.split(',').map(str::trim).take(3).collect();
        head == TIMING
    }
}

/// A row split from the right: the kernel's name (which may hold commas) and the `values` fields after it; a
/// trailing comma is no field. `None` when the row has fewer fields.
fn split(line: &str, values: usize) -> Option<(String, Vec<&str>)> {
    let line = line.trim_end();
    let line = line.strip_suffix(',').unwrap_or(line);
    let mut parts: Vec<&str> = line.rsplitn(values + 1, ',').collect();
    if parts.len() != values + 1 {
        return None;
    }
    let name = parts.pop()?.trim();
    parts.reverse();
    let name = name
        .strip_prefix('"')
        .and_then(|n| n.strip_suffix('"'))
        .unwrap_or(name);
    Some((name.to_string(), parts.into_iter().map(str::trim).collect()))
}

/// `{4; 1024; 1}` or `{1024, 1024, 1}`.
fn triple(text: &str) -> Option<[u64; 3]> {
    let inner = text.trim().strip_prefix('{')?.strip_suffix('}')?;
    let parts: Vec<u64> = inner
        .split([';', ','])
        .map(|p| p.trim().parse::<u64>().ok())
        .collect::<Option<_>>()?;
    parts.try_into().ok()
}

/// A kernel's shape from its verbose name: the name before it, the SIMD width (`None` for `SIMD_ANY`), and the two
/// triples.
type Shape<'a> = (&'a str, Option<u32>, [u64; 3], [u64; 3]);

fn shape(name: &str) -> Option<Shape<'_>> {
    let at = name.rfind("[SIMD")?;
    let inside = name[at + 5..].strip_suffix(']')?;
    let open = inside.find('{')?;
    let width = inside[..open].trim().trim_end_matches(',').trim();
    let simd = if width == "_ANY" {
        None
    } else {
        Some(width.parse::<u32>().ok()?)
    };
    let rest = &inside[open..];
    let close = rest.find('}')?;
    let first = triple(&rest[..=close])?;
    let second = triple(rest[close + 1..].trim().trim_start_matches(',').trim())?;
    Some((&name[..at], simd, first, second))
}

fn bad(column: &str, value: &str) -> Message {
    Message::from(msg::profile_field(column, "")).with(1, msg::profile_value(value))
}

fn whole(column: &str, value: &str) -> Result<u64, Message> {
    value.parse::<u64>().map_err(|_| bad(column, value))
}

/// The launch a timing row describes, or why it is none occ can evaluate.
fn launch_row(name: &str, values: &[&str], opencl: bool, line: usize) -> Result<Profiled, Message> {
    let calls = whole(TIMING[1], values[0])?;
    let total = whole(TIMING[2], values[1])?;
    let Some((kernel, simd, first, local)) = shape(name) else {
        return Err(msg::profile_intel_no_shape().into());
    };
    let simd = simd.ok_or_else(|| Message::from(msg::profile_intel_simd_any()))?;
    let too_large = |what: &str| bad(what, &name[kernel.len()..]);
    let threads = local
        .iter()
        .try_fold(1u64, |p, d| p.checked_mul(*d))
        .and_then(|t| u32::try_from(t).ok())
        .ok_or_else(|| too_large("work-group size"))?;
    if threads == 0 {
        return Err(if opencl {
            msg::profile_intel_local_unset().into()
        } else {
            bad("work-group size", &name[kernel.len()..])
        });
    }
    let grid = if opencl {
        first
            .iter()
            .zip(local)
            .try_fold(1u64, |p, (g, l)| p.checked_mul(g.div_ceil(l.max(1))))
    } else {
        first.iter().try_fold(1u64, |p, g| p.checked_mul(*g))
    }
    .ok_or_else(|| too_large("grid"))?;
    Ok(Profiled {
        line,
        kernel: kernel.to_string(),
        threads: Some(threads),
        grid: Some(grid),
        duration_ns: Some(total as f64),
        calls: Some(calls),
        intel: Some(Resources {
            simd,
            opencl,
            ..Resources::default()
        }),
        ..Profiled::default()
    })
}

/// Which table of a summary the lines are in.
enum Table {
    None,
    Timing,
    /// The Kernel Properties header's columns after the kernel's name.
    Properties(Vec<String>),
}

/// Reads every kernel of the report's device timing summaries, rows it cannot evaluate named by line with the reason.
pub fn read(text: &str) -> Read {
    let mut read = Read::default();
    let mut table = Table::None;
    let mut opencl = false;
    // The launches of the current summary by the name its Kernel Properties table gives them.
    let mut summary: Vec<(String, usize)> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let number = number + 1;
        let line = line.trim_start_matches('\u{feff}').trim_end_matches('\r');
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with("```") {
            continue;
        }
        if trimmed.starts_with("==") {
            if trimmed.starts_with("=== Device Timing") {
                summary.clear();
                opencl = false;
            }
            if trimmed.contains("CL GPU Backend") {
                opencl = true;
            } else if trimmed.contains("L0 Backend") {
                opencl = false;
            }
            table = Table::None;
            continue;
        }
        let head: Vec<&str> = trimmed.split(',').map(str::trim).collect();
        if head.first() == Some(&"Kernel") {
            table = if head.get(..3) == Some(&TIMING[..]) {
                Table::Timing
            } else if head.get(1) == Some(&"Compiled") {
                Table::Properties(head[1..].iter().map(|h| h.to_string()).collect())
            } else {
                Table::None
            };
            continue;
        }
        let runtime_call = ["zeCommandList", "clEnqueue"]
            .iter()
            .any(|call| trimmed.trim_start_matches('"').starts_with(call));
        let columns = match &table {
            Table::None => continue,
            Table::Timing if runtime_call => continue,
            Table::Timing => 6,
            Table::Properties(columns) => columns.len(),
        };
        let Some((name, values)) = split(line, columns) else {
            let count = trimmed.split(',').count();
            read.unread.push(Unread {
                line: number,
                reason: msg::profile_row_columns(&count.to_string(), &(columns + 1).to_string())
                    .into(),
            });
            continue;
        };
        match &table {
            Table::None => {}
            Table::Timing => match launch_row(&name, &values, opencl, number) {
                Ok(launch) => {
                    summary.push((name, read.launches.len()));
                    read.launches.push(launch);
                }
                Err(reason) => read.unread.push(Unread {
                    line: number,
                    reason,
                }),
            },
            Table::Properties(columns) => {
                if let Err(reason) = properties(&name, columns, &values, &summary, &mut read) {
                    read.unread.push(Unread {
                        line: number,
                        reason,
                    });
                }
            }
        }
    }
    if read.launches.is_empty() && read.unread.is_empty() {
        read.unread.push(Unread {
            line: 0,
            reason: msg::profile_intel_no_kernels().into(),
        });
    }
    read
}

/// A Kernel Properties row put on the launches of its summary with the same name.
fn properties(
    name: &str,
    columns: &[String],
    values: &[&str],
    summary: &[(String, usize)],
    read: &mut Read,
) -> Result<(), Message> {
    let value = |column: &str| {
        columns
            .iter()
            .position(|c| c == column)
            .and_then(|at| values.get(at).copied())
    };
    let figure = |column: &str| -> Result<Option<u32>, Message> {
        match value(column) {
            None | Some("unknown") | Some("") => Ok(None),
            Some(v) => v.parse::<u32>().map(Some).map_err(|_| bad(column, v)),
        }
    };
    let (slm, grf, spill) = (figure(SLM)?, figure(GRF)?, figure(SPILL)?);
    for (_, at) in summary.iter().filter(|(n, _)| n == name) {
        if let Some(r) = read.launches.get_mut(*at).and_then(|l| l.intel.as_mut()) {
            r.slm_bytes = slm;
            r.grf = grf;
            r.spill_bytes = spill;
        }
    }
    Ok(())
}

/// A group's launch on the Intel GPU the caller names (`--gpu`), by occ's Intel rules (Intel's GPU Occupancy
/// Calculator's), with what the report lacks assumed and named.
pub fn compare(group: Group, named: Named) -> Result<Compared, Message> {
    let Some(resources) = group.launch.intel.clone() else {
        return Err(msg::profile_no_header().into());
    };
    named.refuse_other_vendor(Vendor::Intel)?;
    let preset = named.preset;
    let Some(arch) = named.target().and_then(Target::intel) else {
        return Err(msg::profile_needs_intel_gpu().into());
    };
    let threads = group
        .launch
        .threads
        .ok_or_else(|| Message::from(msg::profile_intel_no_shape()))?;
    let mut assumed: Vec<Message> = Vec::new();
    let mut kernel = Kernel::new(threads, resources.simd);
    match resources.slm_bytes {
        Some(bytes) => kernel.slm_bytes = bytes,
        None => assumed.push(msg::profile_assumed_intel_slm().into()),
    }
    assumed.push(msg::profile_assumed_intel_barriers().into());
    match resources.grf {
        Some(registers) if registers > 128 => {
            if arch.large_grf {
                kernel.large_grf = true;
            } else {
                assumed
                    .push(msg::profile_intel_grf_unknown(&registers.to_string(), arch.name).into());
            }
        }
        Some(_) => {}
        None => assumed.push(msg::profile_assumed_intel_grf().into()),
    }
    if let Some(bytes) = resources.spill_bytes.filter(|b| *b > 0) {
        assumed.push(msg::profile_assumed_intel_spill(&bytes.to_string()).into());
    }
    let launch = intel::Launch { arch, kernel };
    let occupancy = launch.occupancy().map_err(|e| refusal(&e))?;
    // XVEs given count whole Xe-cores only: a fused part's last, partial Xe-core holds no whole wave occ could
    // count.
    let xe_cores = match Units::of_vendor(named.units, Vendor::Intel)? {
        Some(xves) => {
            let cores = intel::Device {
                arch,
                xve_count: xves,
            }
            .xe_cores()
            .map_err(|e| refusal(&e))?;
            match cores.ratio() {
                (whole, 1) => Some(whole),
                _ => {
                    assumed.push(
                        msg::profile_assumed_xves_fused(
                            &xves.to_string(),
                            &arch.xves_per_xe_core.to_string(),
                        )
                        .into(),
                    );
                    None
                }
            }
        }
        None => {
            let cores = preset.map(|p| p.compute_units.whole());
            if cores.is_none() {
                assumed.push(msg::profile_assumed_xe_cores().into());
            }
            cores
        }
    };
    let active = occupancy.workgroups_per_xe_core;
    let slots = xe_cores.map(|cores| u64::from(active) * u64::from(cores));
    let gap = gap(&group, occupancy.occupancy(), active, slots);
    Ok(Compared {
        group,
        answer: Answer::Intel(launch, occupancy),
        preset,
        units: xe_cores,
        assumed,
        differs: Vec::new(),
        agrees: None,
        gap,
    })
}

#[cfg(test)]
mod tests {
    use super::{shape, split};

    #[test]
    fn a_verbose_name_gives_the_simd_width_and_both_triples_in_either_spelling() {
        assert_eq!(
            shape("GEMM[SIMD32 {4; 1024; 1} {256; 1; 1}]"),
            Some(("GEMM", Some(32), [4, 1024, 1], [256, 1, 1]))
        );
        assert_eq!(
            shape("GEMM[SIMD32, {1024, 1024, 1}, {0, 0, 0}]"),
            Some(("GEMM", Some(32), [1024, 1024, 1], [0, 0, 0]))
        );
        assert_eq!(
            shape("k<int, 2>[SIMD_ANY {1; 1; 1} {64; 1; 1}]"),
            Some(("k<int, 2>", None, [1, 1, 1], [64, 1, 1]))
        );
        assert_eq!(shape("GEMM"), None);
        assert_eq!(shape("GEMM[SIMD32 {4; 1024} {256; 1; 1}]"), None);
        assert_eq!(shape("GEMM[SIMDx {4; 1; 1} {256; 1; 1}]"), None);
        assert_eq!(shape("GEMM[SIMD32 {4; 1; 1} {256; 1; 1}"), None);
    }

    #[test]
    fn a_row_splits_from_the_right_so_commas_in_the_name_stay_in_it() {
        let (name, values) = split(
            "\"f(int, float)[SIMD16 {2; 1; 1} {8; 1; 1}]\",   3,  90,  1.5,  30,  20,  40",
            6,
        )
        .expect("split");
        assert_eq!(name, "f(int, float)[SIMD16 {2; 1; 1} {8; 1; 1}]");
        assert_eq!(values, ["3", "90", "1.5", "30", "20", "40"]);
        assert!(split("\"f\", 3, 90", 6).is_none());
    }
}
