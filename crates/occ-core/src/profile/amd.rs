//! AMD's profilers: rocprofv3's `kernel_trace.csv` (one row per dispatch, the launch in `Workgroup_Size_X/Y/Z` and
//! `Grid_Size_X/Y/Z`), its counter collection CSV (one row per counter per dispatch, the launch in `Workgroup_Size`
//! and `Grid_Size`), the same files as rocpd's CSV export writes them (its columns title-cased: `Lds_Block_Size`,
//! `Vgpr_Count`; names are matched without regard to case), and rocprof v1/v2's `results.csv` (`KernelName`, `grd`,
//! `wgr`, `arch_vgpr` or the older `vgpr`, the counters as columns).
//!
//! Grid sizes are in work-items, not work-groups: they are the dispatch packet's (HSA's `grid_size_x`), which
//! rocprofiler-sdk copies. Its documentation calls `Grid_Size` a count of thread blocks, but its own example shows
//! otherwise (`Grid_Size` 1048576, `Workgroup_Size` 64 and `SQ_WAVES` 16384: one wave of 64 per work-group of
//! 1048576 / 64), as does every real report.
//!
//! Achieved occupancy is the `OccupancyPercent` counter ("GPU occupancy as % of maximum": on CDNA 400 ·
//! `SQ_WAVE_CYCLES` / `GRBM_GUI_ACTIVE` / `CU_NUM` / 32, the mean waves per SIMD over 8; on RDNA the waves per CU
//! over 32), else `MeanOccupancyPerCU` (mean waves per CU, over every CU of the GPU), which occ divides by the waves
//! a CU holds on the target. rocprof computes no theoretical occupancy, so there is nothing to agree with.
//!
//! A report names no GPU, only an agent ("Agent 4", a GPU index): the target comes from the caller.

use super::csv::{self, fields};
use super::{gap, number, refusal, Compared, Group, Named, Profiled, Read, Units, Unread};
use crate::amd::{self, Kernel};
use crate::contract::Engine;
use crate::launch::Answer;
use crate::msg::{self, Message};
use crate::presets::Target;
use crate::vendor::Vendor;

/// What an AMD profiler reports of a launch beside the work-group and grid sizes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resources {
    /// How the report names the GPU ("Agent 4", or rocprof's `gpu-id`).
    pub agent: Option<String>,
    /// Arch VGPRs per work-item, or all VGPRs where the report gives one count (`vgpr_total`).
    pub vgprs: Option<u32>,
    pub agprs: Option<u32>,
    pub sgprs: Option<u32>,
    /// LDS per work-group, bytes.
    pub lds_bytes: Option<u32>,
    /// Scratch (private segment) per work-item, bytes.
    pub scratch_bytes: Option<u32>,
    pub wave_size: Option<u32>,
    /// The report gives one VGPR count (rocprof's older `vgpr`), arch VGPRs and AGPRs together.
    pub vgpr_total: bool,
    /// The report gives the grid and the work-group in total only, and the one is no multiple of the other: the
    /// work-groups are the total rounded up.
    pub grid_rounded: bool,
}

/// Work-group or grid sizes: per dimension, or the total.
#[derive(Clone, Copy)]
enum Dims {
    Xyz([usize; 3]),
    Total(usize),
}

/// The columns a report of any of AMD's layouts gives, by position.
struct Columns {
    kernel: usize,
    workgroup: Dims,
    grid: Dims,
    dispatch: Option<usize>,
    agent: Option<usize>,
    start: Option<usize>,
    end: Option<usize>,
    vgprs: Option<usize>,
    vgpr_total: bool,
    agprs: Option<usize>,
    sgprs: Option<usize>,
    lds: Option<usize>,
    scratch: Option<usize>,
    wave_size: Option<usize>,
    counter_name: Option<usize>,
    counter_value: Option<usize>,
    /// rocprof's counters as columns (`results.csv`).
    occupancy_percent: Option<usize>,
    mean_occupancy: Option<usize>,
}

const OCCUPANCY_PERCENT: &str = "OccupancyPercent";
const MEAN_OCCUPANCY: &str = "MeanOccupancyPerCU";

impl Columns {
    fn of(header: &[String]) -> Option<Self> {
        let at = |names: &[&str]| {
            names.iter().find_map(|name| {
                header
                    .iter()
                    .position(|h| h.trim().eq_ignore_ascii_case(name))
            })
        };
        let xyz = |base: &str| {
            Some(Dims::Xyz([
                at(&[&format!("{base}_X")])?,
                at(&[&format!("{base}_Y")])?,
                at(&[&format!("{base}_Z")])?,
            ]))
        };
        let workgroup =
            xyz("Workgroup_Size").or_else(|| at(&["Workgroup_Size", "wgr"]).map(Dims::Total))?;
        let grid = xyz("Grid_Size").or_else(|| at(&["Grid_Size", "grd"]).map(Dims::Total))?;
        let arch_vgprs = at(&["VGPR_Count", "Arch_VGPR_Count", "arch_vgpr"]);
        let total_vgprs = at(&["vgpr"]);
        Some(Self {
            kernel: at(&["Kernel_Name", "KernelName"])?,
            workgroup,
            grid,
            dispatch: at(&["Dispatch_Id", "Index"]),
            agent: at(&["Agent_Id", "gpu-id"]),
            start: at(&["Start_Timestamp", "BeginNs"]),
            end: at(&["End_Timestamp", "EndNs"]),
            vgprs: arch_vgprs.or(total_vgprs),
            vgpr_total: arch_vgprs.is_none() && total_vgprs.is_some(),
            agprs: at(&["Accum_VGPR_Count", "accum_vgpr"]),
            sgprs: at(&["SGPR_Count", "sgpr"]),
            lds: at(&["LDS_Block_Size", "lds"]),
            scratch: at(&["Scratch_Size", "scr"]),
            wave_size: at(&["wave_size"]),
            counter_name: at(&["Counter_Name"]),
            counter_value: at(&["Counter_Value"]),
            occupancy_percent: at(&[OCCUPANCY_PERCENT]),
            mean_occupancy: at(&[MEAN_OCCUPANCY]),
        })
    }
}

/// Whether `header` is the header of a report this reader takes: a kernel name and the work-group and grid sizes.
pub fn is_report(header: &str) -> bool {
    fields(header).is_some_and(|h| Columns::of(&h).is_some())
}

/// A field's value, or why it is none occ can use, naming the column.
fn cell<'a>(header: &'a [String], row: &'a [String], at: usize) -> (&'a str, &'a str) {
    let name = header.get(at).map_or("", |h| h.as_str());
    (name.trim(), row.get(at).map_or("", |v| v.as_str()).trim())
}

fn bad(column: &str, value: &str) -> Message {
    Message::from(msg::profile_field(column, "")).with(1, msg::profile_value(value))
}

/// A whole count that fits `u32`, named by its column when it is not one.
fn whole(header: &[String], row: &[String], at: usize) -> Result<u32, Message> {
    let (column, value) = cell(header, row, at);
    super::count(value).ok_or_else(|| bad(column, value))
}

/// A whole count that fits `u64` (a timestamp in nanoseconds, a grid in work-items).
fn whole64(header: &[String], row: &[String], at: usize) -> Result<u64, Message> {
    let (column, value) = cell(header, row, at);
    value.parse::<u64>().map_err(|_| bad(column, value))
}

/// Work-items per work-group, and work-groups in the grid (each dimension rounded up, as a dispatch does), and
/// whether the grid, given in total only, is no multiple of the work-group.
fn launch_of(
    columns: &Columns,
    header: &[String],
    row: &[String],
) -> Result<(u32, u64, bool), Message> {
    match (columns.workgroup, columns.grid) {
        (Dims::Xyz(wg), Dims::Xyz(grid)) => {
            let mut items = 1u64;
            let mut groups = 1u64;
            for (w, g) in wg.into_iter().zip(grid) {
                let size = whole(header, row, w)?;
                let extent = whole64(header, row, g)?;
                if size == 0 {
                    return Err(bad(cell(header, row, w).0, "0"));
                }
                items = items.saturating_mul(u64::from(size));
                groups = groups.saturating_mul(extent.div_ceil(u64::from(size)));
            }
            let items = u32::try_from(items)
                .map_err(|_| bad(cell(header, row, wg[0]).0, &items.to_string()))?;
            Ok((items, groups, false))
        }
        (workgroup, grid) => {
            let total = |dims: Dims| -> Result<u64, Message> {
                match dims {
                    Dims::Total(at) => whole64(header, row, at),
                    Dims::Xyz(at) => at.into_iter().try_fold(1u64, |product, at| {
                        Ok(product.saturating_mul(whole64(header, row, at)?))
                    }),
                }
            };
            let (items, extent) = (total(workgroup)?, total(grid)?);
            let first = |dims: Dims| match dims {
                Dims::Total(at) | Dims::Xyz([at, _, _]) => cell(header, row, at).0,
            };
            let size = u32::try_from(items)
                .ok()
                .filter(|s| *s > 0)
                .ok_or_else(|| bad(first(workgroup), &items.to_string()))?;
            let groups = extent.div_ceil(u64::from(size));
            Ok((size, groups, extent % u64::from(size) != 0))
        }
    }
}

/// The launch a row describes: its kernel, sizes, registers, LDS, timing and agent.
fn launch_row(
    columns: &Columns,
    header: &[String],
    row: &[String],
    line: usize,
) -> Result<Profiled, Message> {
    let (threads, grid, grid_rounded) = launch_of(columns, header, row)?;
    // An empty field is a figure the report does not give (rocpd writes a database's NULL so).
    let optional = |at: Option<usize>| {
        at.filter(|at| !cell(header, row, *at).1.is_empty())
            .map(|at| whole(header, row, at))
            .transpose()
    };
    let resources = Resources {
        agent: columns
            .agent
            .map(|at| cell(header, row, at).1.to_string())
            .filter(|a| !a.is_empty()),
        vgprs: optional(columns.vgprs)?,
        agprs: optional(columns.agprs)?,
        sgprs: optional(columns.sgprs)?,
        lds_bytes: optional(columns.lds)?,
        scratch_bytes: optional(columns.scratch)?,
        wave_size: optional(columns.wave_size)?,
        vgpr_total: columns.vgpr_total,
        grid_rounded,
    };
    let duration_ns = match (columns.start, columns.end) {
        (Some(start), Some(end)) => {
            let (begin, finish) = (whole64(header, row, start)?, whole64(header, row, end)?);
            let ns = finish.checked_sub(begin).ok_or_else(|| {
                let column = cell(header, row, end).0;
                let (end, start, max) =
                    (finish.to_string(), begin.to_string(), u64::MAX.to_string());
                Message::from(msg::error_out_of_range(column, &end, &start, &max))
            })?;
            Some(ns as f64)
        }
        _ => None,
    };
    let mut launch = Profiled {
        line,
        kernel: cell(header, row, columns.kernel).1.to_string(),
        threads: Some(threads),
        grid: Some(grid),
        duration_ns,
        amd: Some(resources),
        ..Profiled::default()
    };
    if let Some(at) = columns.occupancy_percent {
        let (column, value) = cell(header, row, at);
        launch.counter(column, value)?;
    }
    if let Some(at) = columns.mean_occupancy {
        let (column, value) = cell(header, row, at);
        launch.counter(column, value)?;
    }
    Ok(launch)
}

impl Profiled {
    /// Takes one counter of the launch: the achieved occupancy's; the rest are left alone.
    fn counter(&mut self, name: &str, value: &str) -> Result<(), Message> {
        if value.is_empty() {
            return Ok(());
        }
        let read = || number(value).ok_or_else(|| bad(name, value));
        if name.eq_ignore_ascii_case(OCCUPANCY_PERCENT) {
            let percent = read()?;
            if percent > 100.0 {
                return Err(msg::error_out_of_range(name, value, "0", "100").into());
            }
            self.achieved = Some(super::fraction_of_percent(percent));
        } else if name.eq_ignore_ascii_case(MEAN_OCCUPANCY) {
            self.achieved_warps = Some(read()?);
        }
        Ok(())
    }
}

/// Reads every launch of a report, rows it cannot read named by line with the reason.
pub fn read(text: &str) -> Read {
    let mut read = Read::default();
    let mut lines = csv::numbered(text);
    let Some((_, columns, header)) = csv::header(&mut lines, Columns::of, &mut read) else {
        return read;
    };
    let width = header.len();
    // A counter collection's rows of one dispatch follow each other: one launch, a counter per row.
    let mut current: Option<(String, Profiled)> = None;
    for (number, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let Some(row) = csv::row(number, line, &mut read.unread) else {
            continue;
        };
        // A trailing comma adds an empty field; fewer fields than the header is a row cut short.
        if row.len() < width || row.len() > width + 1 {
            read.unread.push(Unread {
                line: number,
                reason: msg::profile_row_columns(&row.len().to_string(), &width.to_string()).into(),
            });
            continue;
        }
        let counter = columns.counter_name.zip(columns.counter_value);
        let key = match (counter, columns.dispatch) {
            (Some(_), Some(at)) => Some(cell(&header, &row, at).1.to_string()),
            _ => None,
        };
        let same = matches!((&key, &current), (Some(k), Some((c, _))) if k == c);
        if !same {
            if let Some((_, done)) = current.take() {
                read.launches.push(done);
            }
            match launch_row(&columns, &header, &row, number) {
                Ok(launch) => current = Some((key.clone().unwrap_or_default(), launch)),
                Err(reason) => {
                    read.unread.push(Unread {
                        line: number,
                        reason,
                    });
                    continue;
                }
            }
        }
        if let (Some((name, value)), Some((_, launch))) = (counter, current.as_mut()) {
            let (name, value) = (cell(&header, &row, name).1, cell(&header, &row, value).1);
            if let Err(reason) = launch.counter(name, value) {
                read.unread.push(Unread {
                    line: number,
                    reason,
                });
            }
        }
        if key.is_none() {
            if let Some((_, done)) = current.take() {
                read.launches.push(done);
            }
        }
    }
    if let Some((_, done)) = current {
        read.launches.push(done);
    }
    read
}

/// A group's launch on the target the caller names (`--arch`, or an AMD preset's), by occ's AMD rules (LLVM's
/// AMDGPU backend), with what the report lacks assumed and named.
pub fn compare(mut group: Group, named: Named) -> Result<Compared, Message> {
    let Some(resources) = group.launch.amd.clone() else {
        return Err(msg::profile_no_header().into());
    };
    named.refuse_other_vendor(Vendor::Amd)?;
    let preset = named.preset;
    let Some(arch) = named.target().and_then(Target::amd) else {
        let agent = resources.agent.clone().unwrap_or_default();
        return Err(msg::profile_needs_arch(&agent).into());
    };
    let missing = |column: &str| Message::from(msg::profile_missing(column));
    let threads = group
        .launch
        .threads
        .ok_or_else(|| missing("Workgroup_Size"))?;
    let vgprs = resources.vgprs.ok_or_else(|| missing("VGPR_Count"))?;
    let mut assumed: Vec<Message> = Vec::new();
    let mut kernel = Kernel::new(arch, threads, vgprs);
    kernel.agprs = resources.agprs.unwrap_or(0);
    kernel.sgprs = resources.sgprs.ok_or_else(|| missing("SGPR_Count"))?;
    kernel.lds_bytes = resources
        .lds_bytes
        .ok_or_else(|| missing("LDS_Block_Size"))?;
    match resources.wave_size {
        Some(size) => kernel.wave_size = size,
        None => assumed
            .push(msg::profile_assumed_wave_size(&kernel.wave_size.to_string(), arch.name).into()),
    }
    if resources.vgpr_total && arch.max_agprs() > 0 {
        assumed.push(msg::profile_assumed_vgpr_total().into());
    }
    if let Some(bytes) = resources.scratch_bytes.filter(|b| *b > 0) {
        assumed.push(msg::profile_assumed_scratch(&bytes.to_string()).into());
    }
    if resources.grid_rounded {
        let groups = group.launch.grid.unwrap_or(0).to_string();
        assumed.push(msg::profile_assumed_grid(&groups).into());
    }
    let launch = amd::Launch { arch, kernel };
    let occupancy = launch.occupancy().map_err(|e| refusal(&e))?;
    let cus =
        Units::of_vendor(named.units, Vendor::Amd)?.or(preset.map(|p| p.compute_units.whole()));
    if cus.is_none() {
        assumed.push(msg::profile_assumed_cus().into());
    }
    if group.achieved.is_none() {
        if let Some(waves) = group.achieved_warps {
            let per_cu = arch.simds(true).saturating_mul(arch.max_waves_per_simd());
            group.achieved = Some((waves / f64::from(per_cu)).min(1.0));
            assumed.push(
                msg::profile_achieved_waves(&format!("{waves:.2}"), &per_cu.to_string()).into(),
            );
        }
    }
    let active = occupancy.workgroups_per_cu;
    let slots = cus.map(|cus| u64::from(active) * u64::from(cus));
    let gap = gap(&group, occupancy.occupancy(), active, slots);
    Ok(Compared {
        group,
        answer: Answer::Amd(launch, occupancy),
        preset,
        units: cus,
        assumed,
        differs: Vec::new(),
        agrees: None,
        gap,
    })
}

#[cfg(test)]
mod tests {
    use super::super::{answer, group, read, said, Named};
    use crate::amd::arch;
    use crate::msg::Say;
    use crate::vendor::Vendor;

    fn assumed(text: &str, target: &str) -> Vec<String> {
        let read = read(text);
        assert!(read.unread.is_empty(), "{:?}", read.unread);
        let named = Named {
            preset: None,
            target: arch(target).map(crate::presets::Target::Amd),
            stands_in: false,
            units: None,
        };
        let group = group(&read.launches).remove(0);
        let c = answer(group, named).expect("answered");
        said(&c.assumed, &Say::english(Vendor::Amd))
    }

    #[test]
    fn an_older_rocprof_vgpr_count_is_said_where_the_target_has_agprs() {
        // rocprof's results.csv before arch_vgpr and accum_vgpr: one count, `vgpr`.
        let text = "Index,KernelName,gpu-id,grd,wgr,lds,scr,vgpr,sgpr,wave_size,BeginNs,EndNs\n\
                    0,\"k\",0,65536,256,0,0,24,16,64,100,200\n";
        let on_cdna = assumed(text, "gfx90a");
        assert!(
            on_cdna.iter().any(|a| a.contains("one VGPR count")),
            "{on_cdna:?}"
        );
        let on_rdna = assumed(text, "gfx1030");
        assert!(
            !on_rdna.iter().any(|a| a.contains("one VGPR count")),
            "{on_rdna:?}"
        );
    }

    #[test]
    fn a_grid_given_in_total_only_is_rounded_up_and_said_and_scratch_is_named() {
        let text = "\"Dispatch_Id\",\"Kernel_Name\",\"Grid_Size\",\"Workgroup_Size\",\"LDS_Block_Size\",\
                    \"Scratch_Size\",\"VGPR_Count\",\"Accum_VGPR_Count\",\"SGPR_Count\",\"Counter_Name\",\
                    \"Counter_Value\"\n1,\"k\",1000,256,512,16,32,,24,\"SQ_WAVES\",4\n";
        let read = read(text);
        // 1000 work-items in work-groups of 256: 4 work-groups, the last partly empty.
        assert_eq!(read.launches[0].grid, Some(4));
        // An empty Accum_VGPR_Count is one the report does not give.
        assert_eq!(read.launches[0].amd.as_ref().unwrap().agprs, None);
        let said = assumed(text, "gfx942");
        assert!(
            said.iter().any(|a| a.contains("4 work-groups assumed")),
            "{said:?}"
        );
        assert!(
            said.iter().any(|a| a.contains("16 bytes of scratch")),
            "{said:?}"
        );
    }
}
