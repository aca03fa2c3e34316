//! The NVIDIA part of `occ log`: its GPU, and its section of the table, every NVIDIA kernel report (ptxas, nvcc,
//! nvlink, cuobjdump) evaluated on a GPU (`occ_core::compiler_log::evaluated`).
//!
//! Device: `--gpu`/`--cc` for every kernel, else the generic device of each report's own architecture. Block size:
//! `--threads`, else each kernel's best block size (`cudaOccMaxPotentialOccupancyBlockSize`), which makes the
//! figure the best the kernel's resources allow; a launch with another block size may get less.

use std::fmt::Write as _;

use occ_core::compiler_log::evaluated::{terminal_text, NvidiaRow, Selected, ThreadsFrom};
use occ_core::compiler_log::{Function, Log};
use occ_core::msg;
use occ_core::nvidia::ComputeCapability;
use occ_core::report::thousands;

use super::{
    flags, labelled, limiters, mismatched, notes_section, row_notes, smem_text, widths, LogArgs,
};
use crate::gpu::GpuArgs;
use crate::say::{left, right, Say};
use crate::vendor::nvidia::NvidiaGpu;

/// The GPU `--gpu` or `--cc` names, with `--sms`; `None` when neither is given.
pub fn selected(args: &LogArgs, say: &Say) -> anyhow::Result<Option<Selected>> {
    if args.gpu.is_none() && args.cc.is_none() {
        return Ok(None);
    }
    let resolved = NvidiaGpu::resolve(&GpuArgs {
        gpu: args.gpu.clone(),
        cc: args.cc.clone(),
        arch: None,
        sms: args.sms,
        cus: None,
        xves: None,
    })?;
    Ok(Some(Selected::new(
        resolved.device,
        resolved.preset,
        args.sms.is_some(),
        say,
    )?))
}

/// The NVIDIA section of the table.
pub fn table(
    out: &mut String,
    say: &Say,
    args: &LogArgs,
    log: &Log,
    selected: Option<&Selected>,
    rows: &[NvidiaRow],
    skipped: usize,
) -> std::fmt::Result {
    let gpu = match selected {
        Some(s) => s.said_title.clone(),
        None => say.say(msg::log_gpu_each()),
    };
    labelled(out, &say.say(msg::log_gpu_label()), &gpu)?;
    let threads = match args.threads {
        Some(threads) => say.say(msg::log_threads_each(&threads.to_string())),
        None => say.say(msg::log_threads_best()),
    };
    labelled(out, &say.say(msg::log_threads_label()), &threads)?;
    if args.dynamic_smem > 0 {
        let bytes = thousands(u64::from(args.dynamic_smem));
        labelled(
            out,
            &say.say(msg::log_dynamic_label()),
            &say.say(msg::log_dynamic(&bytes)),
        )?;
    }
    if let Some(min) = args.min_occupancy {
        let percent = say.say(msg::percent(&format!("{:.0}", min * 100.0)));
        labelled(
            out,
            &say.say(msg::log_gate_label()),
            &say.say(msg::log_gate(&percent)),
        )?;
    }
    let [arch, regs, smem, bar, spill, threads, occupancy, limiter, flag, kernel] = widths(
        say,
        [
            (msg::log_col_arch(), 7),
            (msg::log_col_regs(), 4),
            (msg::log_col_smem(), 9),
            (msg::log_col_bar(), 3),
            (msg::log_col_spills(), 11),
            (msg::log_col_threads(), 7),
            (msg::log_col_occupancy(), 9),
            (msg::log_col_limiter(), 22),
            (msg::log_col_flags(), 7),
            (msg::log_col_kernel(), 0),
        ],
    );
    let line = |cells: [&str; 10]| {
        format!(
            "{} {} {} {} {} {} {}  {} {} {}",
            left(cells[0], arch.1),
            right(cells[1], regs.1),
            right(cells[2], smem.1),
            right(cells[3], bar.1),
            right(cells[4], spill.1),
            right(cells[5], threads.1),
            right(cells[6], occupancy.1),
            left(cells[7], limiter.1),
            left(cells[8], flag.1),
            cells[9]
        )
    };
    writeln!(
        out,
        "\n{}",
        line([
            &arch.0,
            &regs.0,
            &smem.0,
            &bar.0,
            &spill.0,
            &threads.0,
            &occupancy.0,
            &limiter.0,
            &flag.0,
            &kernel.0
        ])
    )?;
    for row in rows {
        let arch = row.arch.as_deref().map_or("?".to_string(), terminal_text);
        let registers = row.registers.map_or("-".to_string(), |r| r.to_string());
        let barriers = row.barriers.map_or("-".to_string(), |b| b.to_string());
        let spills = match (row.spill_stores, row.spill_loads) {
            (Some(0), Some(0)) | (None, None) => "-".to_string(),
            (stores, loads) => format!("{}/{}", stores.unwrap_or(0), loads.unwrap_or(0)),
        };
        let (threads, occupancy, limiter) = match &row.occupancy {
            Some(o) => (
                format!(
                    "{}{}",
                    row.threads_per_block.unwrap_or(0),
                    if row.threads_from == Some(ThreadsFrom::Flag) {
                        ""
                    } else {
                        "*"
                    }
                ),
                say.say(msg::percent(&format!("{:.1}", o.occupancy * 100.0))),
                if o.active_blocks_per_sm == 0 {
                    say.say(msg::log_none_fits())
                } else {
                    limiters(say, &o.limiters)
                },
            ),
            None => ("-".into(), "-".into(), say.say(msg::log_not_evaluated())),
        };
        writeln!(
            out,
            "{}",
            line([
                &arch,
                &registers,
                &row.static_smem.map_or("?".to_string(), smem_text),
                &barriers,
                &spills,
                &threads,
                &occupancy,
                &limiter,
                &flags(say, row.below_threshold, row.spills, false),
                &terminal_text(&row.demangled)
            ])
        )?;
    }
    if args.threads.is_none() {
        writeln!(out, "{}", say.say(msg::log_best_note()))?;
    }
    let devices: Vec<&Function> = log.device_functions().collect();
    if !devices.is_empty() {
        writeln!(out, "\n{}", say.say(msg::log_device_functions()))?;
        for f in devices {
            let arch = f.arch.as_deref().map_or("?".to_string(), terminal_text);
            let spills = if f.spills() {
                format!("  {}", say.say(msg::log_flag_spills()))
            } else {
                String::new()
            };
            writeln!(
                out,
                "  {:<7} {}  {}{spills}",
                arch,
                say.say(msg::log_device_function(
                    &format!("{:>6}", f.stack_frame.unwrap_or(0)),
                    &format!("{:>5}", f.spill_stores.unwrap_or(0)),
                    &format!("{:>5}", f.spill_loads.unwrap_or(0)),
                )),
                terminal_text(f.display_name()),
            )?;
        }
    }
    // Reports for another architecture than the selected GPU's make one note, not one per row.
    let mut foreign = mismatched(rows.iter().map(|r| (r.notes.as_slice(), r.arch.as_deref())));
    foreign.sort_by(|a, b| {
        (a.parse::<ComputeCapability>().ok(), a).cmp(&(b.parse::<ComputeCapability>().ok(), b))
    });
    let notes: Vec<String> = rows
        .iter()
        .flat_map(|r| {
            let said = r
                .notes
                .iter()
                .chain(r.occupancy.iter().flat_map(|o| o.warnings.iter()))
                .chain(r.said_error.iter());
            row_notes(&r.demangled, r.arch.as_deref(), said)
        })
        .collect();
    let mismatch = match (selected, foreign.is_empty()) {
        (Some(s), false) => Some(format!(
            "  ! {}",
            say.say(msg::log_mismatch_cc(
                &s.gpu.device().cc.to_string(),
                &foreign.join(", "),
                &s.gpu.device().cc.sm_name(),
            ))
        )),
        _ => None,
    };
    let skipped = (skipped > 0).then(|| {
        format!(
            "  {}",
            say.say(msg::log_skipped_archs(&skipped.to_string()))
        )
    });
    notes_section(out, say, mismatch, skipped, notes)
}
