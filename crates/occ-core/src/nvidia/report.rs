//! NVIDIA's report: the calculator's sections as labelled rows, shared by the CLI's text report and the page: occupancy
//! data, allocated resources, limiters with one sentence of why, and the GPU's physical limits (the sections of
//! NVIDIA's spreadsheet and Nsight Compute's calculator).

use std::fmt::Write as _;

use crate::contract::Resource;
use crate::error::Error;
use crate::msg::{self, Say};
use crate::nvidia::arch::Rules;
use crate::nvidia::device::{arch_defaults, Gpu, SmemConfig};
use crate::nvidia::kernel::{Kernel, PartitionedGc};
use crate::nvidia::launch::{available_dynamic_smem, best_block_size, DynamicSmem};
use crate::nvidia::plan::next_steps;
use crate::nvidia::rules::{warnings, Limiter, Occupancy};
use crate::report::{self, bytes, left, right, thousands, written, About, Limit};
use crate::vendor::Vendor;

pub use crate::report::Row;

fn row(say: &Say, label: msg::Msg, value: impl Into<String>) -> Row {
    Row {
        label: say.say(label),
        value: value.into(),
    }
}

/// "Occupancy data": active threads, warps, blocks and the occupancy.
pub fn occupancy_data(result: &Occupancy, say: &Say) -> Vec<Row> {
    vec![
        row(
            say,
            msg::report_nvidia_active_threads(),
            thousands(result.active_threads_per_sm.into()),
        ),
        row(
            say,
            msg::report_nvidia_active_warps(),
            say.say(msg::report_of(
                &result.active_warps_per_sm.to_string(),
                &result.max_warps_per_sm.to_string(),
            )),
        ),
        row(
            say,
            msg::report_nvidia_active_blocks(),
            result.active_blocks_per_sm.to_string(),
        ),
        row(
            say,
            msg::report_theoretical_occupancy(),
            say.percent(result.occupancy()),
        ),
    ]
}

/// One row of "Allocated resources": per block, limit per SM, and the blocks it allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocationRow {
    pub limiter: Limiter,
    pub per_block: String,
    pub per_sm: String,
    pub blocks: Option<u32>,
}

pub fn allocated_resources(gpu: &Gpu, kernel: &Kernel, result: &Occupancy) -> Vec<AllocationRow> {
    let device = gpu.device();
    let rules = gpu.rules();
    let limits = result.block_limits;
    let mut rows = vec![
        AllocationRow {
            limiter: Limiter::Warps,
            per_block: result.warps_per_block.to_string(),
            per_sm: result.max_warps_per_sm.to_string(),
            blocks: limits.warps,
        },
        AllocationRow {
            limiter: Limiter::Registers,
            per_block: thousands(result.allocated_registers_per_block),
            per_sm: thousands(device.regs_per_sm.into()),
            blocks: limits.registers,
        },
        AllocationRow {
            limiter: Limiter::SharedMemory,
            per_block: thousands(result.allocated_smem_per_block),
            per_sm: thousands(result.smem_per_sm),
            blocks: limits.shared_memory,
        },
        AllocationRow {
            limiter: Limiter::Blocks,
            per_block: "1".to_string(),
            per_sm: rules.max_blocks_per_sm().to_string(),
            blocks: limits.blocks,
        },
    ];
    if let (Rules::Header(arch), Some(barriers)) = (rules, limits.barriers) {
        rows.push(AllocationRow {
            limiter: Limiter::Barriers,
            per_block: kernel.barriers.to_string(),
            per_sm: (arch.barrier_multiplier * arch.max_blocks_per_sm).to_string(),
            blocks: Some(barriers),
        });
    }
    if let Some(blocks) = limits.virtual_resources {
        rows.push(AllocationRow {
            limiter: Limiter::VirtualResources,
            per_block: kernel.virtual_resources.to_string(),
            per_sm: rules.virtual_resources_per_sm().to_string(),
            blocks: Some(blocks),
        });
    }
    rows
}

/// One limiter with the sentence that explains its block count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimiterRow {
    pub limiter: Limiter,
    pub blocks: Option<u32>,
    pub binding: bool,
    pub why: String,
}

fn blocks_text(say: &Say, blocks: Option<u32>) -> String {
    say.say(match blocks {
        None => msg::report_no_limit(),
        Some(n) => msg::report_blocks(n.into()),
    })
}

/// "Occupancy limiters": every limiter that applies, the binding ones marked, each with why.
pub fn limiters(gpu: &Gpu, kernel: &Kernel, result: &Occupancy, say: &Say) -> Vec<LimiterRow> {
    let device = gpu.device();
    let rules = gpu.rules();
    let limits = result.block_limits;
    let warps_per_block = result.warps_per_block;
    let halved = result.partitioned_gc != PartitionedGc::Off;
    let n = |value: u32| value.to_string();
    let big = |value: u64| thousands(value);
    let mut rows = Vec::new();
    let mut push = |limiter: Limiter, why: String| {
        let blocks = limits.get(limiter);
        rows.push(LimiterRow {
            limiter,
            blocks,
            binding: result.is_limited_by(limiter),
            why,
        });
    };

    let threads = big(kernel.threads_per_block.into());
    let warps_why = if kernel.threads_per_block > device.max_threads_per_block {
        say.say(msg::report_nvidia_why_threads_over(
            &threads,
            &big(device.max_threads_per_block.into()),
        ))
    } else {
        let (max, allows) = (n(result.max_warps_per_sm), blocks_text(say, limits.warps));
        say.say(if halved {
            msg::report_nvidia_why_warps_halved(&threads, warps_per_block.into(), &max, &allows)
        } else {
            msg::report_nvidia_why_warps(&threads, warps_per_block.into(), &max, &allows)
        })
    };
    push(Limiter::Warps, warps_why);

    let regs = kernel.regs_per_thread;
    let regs_why = if regs > rules.max_regs_per_thread() {
        say.say(msg::report_nvidia_why_regs_over(
            &n(regs),
            &n(rules.max_regs_per_thread()),
        ))
    } else if limits.registers == Some(0) {
        say.say(msg::report_nvidia_why_regs_none_fit(
            &big(result.allocated_registers_per_block),
            &big(result.allocated_registers_per_warp),
            &n(rules.sub_partitions()),
            &big(device.regs_per_block.into()),
        ))
    } else if regs == 0 {
        say.say(msg::report_nvidia_why_no_regs(
            &say.say(msg::report_no_limit()),
        ))
    } else {
        let per_warp = result.allocated_registers_per_warp;
        match rules {
            Rules::Header(arch) => {
                let sub = u64::from(arch.sub_partitions);
                let per_sub = u64::from(device.regs_per_sm) / sub;
                let warps_per_sub = per_sub / per_warp.max(1);
                let warp = say.say(msg::report_nvidia_why_regs_warp(
                    &n(regs),
                    &n(device.warp_size),
                    &big(u64::from(regs) * u64::from(device.warp_size)),
                    &big(per_warp),
                    &n(arch.reg_granularity),
                ));
                let sub = say.say(msg::report_nvidia_why_regs_sub(
                    &big(per_sub),
                    &big(per_warp),
                    &warps_per_sub.to_string(),
                    &sub.to_string(),
                    &(warps_per_sub * sub).to_string(),
                ));
                say.say(msg::report_nvidia_why_regs(
                    &warp,
                    &sub,
                    &n(warps_per_block),
                    &blocks_text(say, limits.registers),
                ))
            }
            Rules::Legacy(_) => say.say(msg::report_nvidia_why_regs_legacy(
                &big(result.allocated_registers_per_block),
                &big(per_warp),
                &big(device.regs_per_sm.into()),
                &blocks_text(say, limits.registers),
            )),
        }
    };
    push(Limiter::Registers, regs_why);

    let reserved = u64::from(device.reserved_smem_per_block);
    let smem_why = if limits.shared_memory == Some(0) {
        match result.failure {
            Some(failure) => say.say(msg::report_nvidia_why_smem_failure(&failure.say(say))),
            None => say.say(msg::report_nvidia_why_smem_none_fit()),
        }
    } else if result.allocated_smem_per_block == 0 {
        say.say(msg::report_nvidia_why_no_smem(
            &say.say(msg::report_no_limit()),
        ))
    } else {
        let (static_, dynamic) = (
            big(kernel.static_smem.into()),
            big(kernel.dynamic_smem.into()),
        );
        let allocated = big(result.allocated_smem_per_block);
        let granule = rules.smem_granularity().to_string();
        let per_sm = big(result.smem_per_sm);
        let allows = blocks_text(say, limits.shared_memory);
        let reserved_bytes = big(reserved);
        say.say(if reserved > 0 {
            msg::report_nvidia_why_smem_reserved(
                &static_,
                &dynamic,
                &reserved_bytes,
                &allocated,
                &granule,
                &per_sm,
                &allows,
            )
        } else {
            msg::report_nvidia_why_smem(&static_, &dynamic, &allocated, &granule, &per_sm, &allows)
        })
    };
    push(Limiter::SharedMemory, smem_why);

    push(
        Limiter::Blocks,
        say.say(msg::report_nvidia_why_blocks(
            &device.cc.to_string(),
            &rules.max_blocks_per_sm().to_string(),
        )),
    );

    if let (Rules::Header(arch), Some(_)) = (rules, limits.barriers) {
        let available = arch.barrier_multiplier * arch.max_blocks_per_sm;
        push(
            Limiter::Barriers,
            say.say(msg::report_nvidia_why_barriers(
                kernel.barriers.into(),
                &available.to_string(),
                &arch.barrier_multiplier.to_string(),
                &arch.max_blocks_per_sm.to_string(),
                &blocks_text(say, limits.barriers),
            )),
        );
    }
    if limits.virtual_resources.is_some() {
        push(
            Limiter::VirtualResources,
            say.say(msg::report_nvidia_why_virtual(
                &kernel.virtual_resources.to_string(),
                &rules.virtual_resources_per_sm().to_string(),
                &blocks_text(say, limits.virtual_resources),
            )),
        );
    }
    rows
}

/// "Physical limits" of the selected GPU.
pub fn physical_limits(gpu: &Gpu, say: &Say) -> Vec<Row> {
    let device = gpu.device();
    let rules = gpu.rules();
    let r = |label: msg::Msg, value: String| row(say, label, value);
    let sized = |value: u64| bytes(value);
    let granularity = rules.reg_granularity().to_string();
    let mut rows = vec![
        r(msg::report_nvidia_cc(), device.cc.to_string()),
        r(msg::report_units(), thousands(device.sm_count.into())),
        r(
            msg::report_nvidia_threads_per_warp(),
            device.warp_size.to_string(),
        ),
        r(
            msg::report_nvidia_max_warps(),
            gpu.max_warps_per_sm().to_string(),
        ),
        r(
            msg::report_nvidia_max_threads(),
            thousands(device.max_threads_per_sm.into()),
        ),
        r(
            msg::report_max_blocks_per_unit(),
            rules.max_blocks_per_sm().to_string(),
        ),
        r(
            msg::report_max_threads_per_block(),
            thousands(device.max_threads_per_block.into()),
        ),
        r(
            msg::report_nvidia_registers(),
            thousands(device.regs_per_sm.into()),
        ),
        r(
            msg::report_nvidia_max_registers_block(),
            thousands(device.regs_per_block.into()),
        ),
        r(
            msg::report_nvidia_max_registers_thread(),
            rules.max_regs_per_thread().to_string(),
        ),
        r(
            msg::report_nvidia_register_unit(),
            say.say(match rules {
                Rules::Legacy(legacy) if legacy.per_block_registers => {
                    msg::report_per_block(&granularity)
                }
                _ => msg::report_per_warp(&granularity),
            }),
        ),
        r(
            msg::report_nvidia_warp_granularity(),
            rules.sub_partitions().to_string(),
        ),
        r(msg::report_nvidia_smem(), sized(device.smem_per_sm.into())),
        r(
            msg::report_max_smem_per_block(),
            sized(device.smem_per_block.into()),
        ),
    ];
    if device.cc.major >= 7 && device.smem_per_block_optin > device.smem_per_block {
        rows.push(r(
            msg::report_nvidia_max_smem_optin(),
            sized(device.smem_per_block_optin.into()),
        ));
    }
    rows.push(r(
        msg::report_nvidia_smem_unit(),
        say.say(msg::report_bytes(&rules.smem_granularity().to_string())),
    ));
    rows.push(r(
        msg::report_nvidia_reserved_smem(),
        sized(device.reserved_smem_per_block.into()),
    ));
    let carveouts = rules.carveouts();
    if !carveouts.is_empty() {
        let kib: Vec<String> = carveouts.iter().map(|c| (c / 1024).to_string()).collect();
        rows.push(r(
            msg::report_nvidia_carveouts(),
            say.say(msg::report_kib(&kib.join(", "))),
        ));
    }
    if rules.has_barrier_limit() {
        if let Rules::Header(arch) = rules {
            rows.push(r(
                msg::report_nvidia_barriers(),
                (arch.barrier_multiplier * arch.max_blocks_per_sm).to_string(),
            ));
        }
    }
    if rules.virtual_resources_per_sm() > 0 {
        rows.push(r(
            msg::report_nvidia_virtual(),
            rules.virtual_resources_per_sm().to_string(),
        ));
    }
    rows
}

/// How a report names the GPU: the product with its compute capability and SMs, or a generic device of the
/// compute capability.
pub fn title(gpu: &Gpu, about: &About, say: &Say) -> String {
    let device = gpu.device();
    let (cc, count) = (device.cc.to_string(), device.sm_count.to_string());
    let family = || arch_defaults(device.cc).map(|d| d.family).unwrap_or("");
    say.say(match (about.name, about.units) {
        (Some(name), _) => msg::log_gpu_title(name, &cc, &count),
        (None, Some(_)) => msg::log_gpu_generic_units(&cc, family(), &count),
        (None, None) => msg::calc_nvidia_generic_unknown(&cc, family()),
    })
}

/// The kernel in one line, as the report's heading gives it.
pub fn kernel_line(kernel: &Kernel, smem: &SmemConfig, say: &Say) -> String {
    let mut line = say.say(msg::calc_nvidia_kernel(
        &thousands(kernel.threads_per_block.into()),
        &kernel.regs_per_thread.to_string(),
        &bytes(kernel.static_smem.into()),
        &bytes(kernel.dynamic_smem.into()),
    ));
    if let Some(p) = smem.carveout {
        line.push_str(&say.say(msg::calc_nvidia_carveout(&p.to_string())));
    }
    line
}

/// `occ calc`'s report of a launch on an NVIDIA GPU, in `say`'s language and words: the GPU and the kernel, then
/// the sections of NVIDIA's spreadsheet, the launch helpers of the header and the warnings.
pub fn text(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    result: &Occupancy,
    about: &About,
    say: &Say,
) -> Result<String, Error> {
    let say = &say.about(Vendor::Nvidia);
    let dynamic = DynamicSmem::Fixed(u64::from(kernel.dynamic_smem));
    let best = best_block_size(gpu, kernel, smem, dynamic)?;
    let available = match result.active_blocks_per_sm {
        0 => None,
        n => available_dynamic_smem(gpu, kernel, smem, n)?,
    };
    let pairs = |rows: Vec<Row>| rows.into_iter().map(|r| (r.label, r.value));
    Ok(written(|out| {
        report::heading(
            out,
            say,
            &title(gpu, about, say),
            None,
            &kernel_line(kernel, smem, say),
        )?;
        report::section(out, say, msg::calc_occupancy_data())?;
        report::rows(out, 38, pairs(occupancy_data(result, say)))?;
        writeln!(
            out,
            "\n{} {} {} {}",
            left(&say.say(msg::calc_allocated()), 39),
            right(&say.say(msg::calc_col_per_block()), 16),
            right(&say.say(msg::calc_col_limit_per_unit()), 24),
            right(&say.say(msg::calc_col_blocks()), 12)
        )?;
        for row in allocated_resources(gpu, kernel, result) {
            let blocks = row.blocks.map_or("-".to_string(), |b| b.to_string());
            writeln!(
                out,
                "  {} {:>16} {:>24} {:>12}",
                left(&say.say(row.limiter.label()), 37),
                row.per_block,
                row.per_sm,
                blocks
            )?;
        }
        let limits = limiters(gpu, kernel, result, say)
            .into_iter()
            .map(|row| Limit {
                binding: row.binding,
                label: say.say(row.limiter.label()),
                allows: match row.blocks {
                    None => say.say(msg::report_no_limit()),
                    Some(b) => say.say(msg::calc_nvidia_blocks(&b.to_string())),
                },
                why: row.why,
            });
        report::limiters(out, say, [28, 16], limits)?;
        report::section(out, say, msg::calc_physical())?;
        report::rows(out, 38, pairs(physical_limits(gpu, say)))?;
        report::section(out, say, msg::calc_launch())?;
        let best = match best.block_size {
            0 => say.say(msg::calc_nvidia_none_fits()),
            block => say.say(msg::calc_nvidia_best(
                &block.to_string(),
                &thousands(best.min_grid_size),
            )),
        };
        let mut launch = vec![(say.say(msg::calc_nvidia_best_size()), best)];
        if let Some(available) = available {
            launch.push((
                say.say(msg::calc_nvidia_dynamic_available()),
                say.say(msg::calc_nvidia_dynamic_at(
                    &bytes(available),
                    &result.active_blocks_per_sm.to_string(),
                )),
            ));
        }
        report::rows(out, 38, launch)?;
        report::warnings(out, say, &warnings(gpu, kernel, result, say))
    }))
}

/// Why `limiter` (by its batch name) allows what it does, or nothing for a name NVIDIA's limiters do not have.
pub fn why(gpu: &Gpu, kernel: &Kernel, result: &Occupancy, limiter: &str, say: &Say) -> String {
    limiters(gpu, kernel, result, say)
        .into_iter()
        .find(|row| row.limiter.name() == limiter)
        .map_or(String::new(), |row| row.why)
}

/// Each step that gains a block per SM, in a line of a comparison's table: "Registers per thread 80 → 64: 4
/// blocks/SM".
pub fn next_step_summaries(
    gpu: &Gpu,
    kernel: &Kernel,
    smem: &SmemConfig,
    say: &Say,
) -> Result<Vec<String>, Error> {
    Ok(next_steps(gpu, kernel, smem)?
        .iter()
        .map(|s| {
            let (now, then) = s.change();
            let what = s.what(say);
            if s.resizes() {
                let percent = say.percent(s.occupancy_then.fraction());
                return say.say(msg::calc_nvidia_step_size_summary(
                    &what, &now, &then, &percent,
                ));
            }
            let blocks = s.blocks_then.to_string();
            say.say(msg::calc_nvidia_step_summary(&what, &now, &then, &blocks))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nvidia::{arch_defaults, occupancy, ComputeCapability, SmemConfig};
    use crate::report::percent;

    #[test]
    fn formats_numbers_for_people() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(65536), "65,536");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(percent(0.9375), "93.75 %");
        assert_eq!(bytes(50176), "50,176 B (49 KiB)");
        assert_eq!(bytes(5000), "5,000 B (4.9 KiB)");
        assert_eq!(bytes(100), "100 B");
    }

    #[test]
    fn explains_the_register_limit_as_the_issue_asks() {
        let gpu = arch_defaults(ComputeCapability::new(8, 9))
            .unwrap()
            .device
            .check()
            .unwrap();
        let kernel = Kernel::new(128, 51);
        let result = occupancy(&gpu, &kernel, &SmemConfig::default()).unwrap();
        let rows = limiters(&gpu, &kernel, &result, &Say::english(Vendor::Nvidia));
        let regs = rows
            .iter()
            .find(|r| r.limiter == Limiter::Registers)
            .unwrap();
        assert!(regs.binding);
        assert_eq!(
            regs.why,
            "51 registers × 32 threads = 1,632 → 1,792 per warp after rounding to 256; 16,384 per sub-partition / \
             1,792 = 9 warps × 4 sub-partitions = 36 warps / 4 per block → 9 blocks"
        );
        let warps = rows.iter().find(|r| r.limiter == Limiter::Warps).unwrap();
        assert!(!warps.binding);
        assert_eq!(
            warps.why,
            "128 threads = 4 warps per block; 48 warps per SM / 4 → 12 blocks"
        );
        let smem = rows
            .iter()
            .find(|r| r.limiter == Limiter::SharedMemory)
            .unwrap();
        assert_eq!(
            smem.why,
            "0 B static + 0 B dynamic + 1,024 B reserved → 1,024 B after rounding to 128; 102,400 B per SM / 1,024 \
             → 100 blocks"
        );
        // The barrier limit applies from CC 9.0 only.
        assert!(!rows.iter().any(|r| r.limiter == Limiter::Barriers));
    }
}
