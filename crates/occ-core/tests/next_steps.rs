//! Advice that never makes things worse, on every vendor: for random launches on every architecture and product,
//! each next step applied to the kernel and recomputed through the same public API raises the occupancy (it is
//! never lower, and higher whenever the launch is below its maximum), and each budget `occ plan` and `occ
//! roofline` print for an occupancy level reaches that level when the kernel is given it, while one unit more does
//! not.

mod support;

use occ_core::nvidia::plan::{budgets, next_steps as nvidia_steps};
use occ_core::nvidia::rules::Limiter as NvidiaLimiter;
use occ_core::nvidia::{occupancy as nvidia_occupancy, Gpu, Kernel, SmemConfig, ARCH_DEFAULTS};
use occ_core::presets::Target;
use occ_core::{amd, intel, PRESETS};
use support::Rng;

const LAUNCHES: usize = 10_000;

fn nvidia_gpus() -> Vec<Gpu> {
    let defaults = ARCH_DEFAULTS.iter().filter_map(|d| d.device.check().ok());
    let presets = PRESETS.iter().filter_map(|p| p.device().ok()?.check().ok());
    defaults.chain(presets).collect()
}

fn amd_arches() -> Vec<&'static amd::Arch> {
    let presets = PRESETS.iter().filter_map(|p| match p.target {
        Target::Amd(a) => Some(a),
        _ => None,
    });
    amd::ARCHES.iter().chain(presets).collect()
}

fn intel_arches() -> Vec<&'static intel::Arch> {
    let presets = PRESETS.iter().filter_map(|p| p.target.intel());
    intel::ARCHES.iter().chain(presets).collect()
}

/// How many launches had steps, how many steps were checked, how many launches stood at their maximum.
#[derive(Debug, Default)]
struct Seen {
    launches: usize,
    steps: usize,
    at_maximum: usize,
    budgets: usize,
}

fn nvidia_kernel(rng: &mut Rng, gpu: &Gpu) -> Kernel {
    let device = gpu.device();
    let threads = 1 + rng.below(u64::from(device.max_threads_per_block)) as u32;
    let mut kernel = Kernel::new(threads, rng.below(256) as u32);
    let smem = u64::from(device.smem_per_block_optin.max(device.smem_per_block)) + 1;
    if rng.chance(60) {
        kernel.static_smem = rng.below(u64::from(device.smem_per_block) + 1) as u32;
    }
    if rng.chance(40) {
        kernel.dynamic_smem = rng.below(smem) as u32;
        kernel.opt_in = true;
    }
    if rng.chance(20) {
        kernel.barriers = rng.below(17) as u32;
    }
    kernel
}

#[test]
fn nvidia_steps_and_budgets_raise_the_occupancy() {
    let gpus = nvidia_gpus();
    assert!(gpus.len() > 50, "{} GPUs", gpus.len());
    let smem = SmemConfig::default();
    let mut rng = Rng(0x6e76_6964_6961);
    let mut seen = Seen::default();
    let mut resized = 0;
    while seen.launches < LAUNCHES {
        let gpu = &gpus[rng.below(gpus.len() as u64) as usize];
        let kernel = nvidia_kernel(&mut rng, gpu);
        let Ok(now) = nvidia_occupancy(gpu, &kernel, &smem) else {
            continue;
        };
        seen.launches += 1;
        let steps = nvidia_steps(gpu, &kernel, &smem).unwrap();
        if now.occupancy() >= 1.0 {
            seen.at_maximum += 1;
            assert!(steps.is_empty(), "{kernel:?}: {steps:?}");
        }
        for step in steps {
            let mut then = kernel;
            let target = u32::try_from(step.target).unwrap();
            match step.limiter {
                NvidiaLimiter::Registers => then.regs_per_thread = target,
                // Dynamic shared memory trimmed first, then static: the total is what counts.
                NvidiaLimiter::SharedMemory => {
                    then.static_smem = kernel.static_smem.min(target);
                    then.dynamic_smem = target - then.static_smem;
                }
                NvidiaLimiter::Barriers => then.barriers = target,
                NvidiaLimiter::VirtualResources => then.virtual_resources = target,
                NvidiaLimiter::Warps | NvidiaLimiter::Blocks => then.threads_per_block = target,
            }
            let after = nvidia_occupancy(gpu, &then, &smem).unwrap();
            assert!(
                after.occupancy() > now.occupancy(),
                "{kernel:?} {step:?}: {} → {}",
                now.occupancy(),
                after.occupancy()
            );
            assert_eq!(after.active_blocks_per_sm, step.blocks_then, "{step:?}");
            resized += usize::from(step.resizes());
            assert_eq!(step.occupancy_then.fraction(), after.occupancy());
            assert_eq!(step.occupancy_now.fraction(), now.occupancy());
            seen.steps += 1;
        }
        // A budget for a level, given to the kernel, reaches it; one register or one byte more does not.
        let device = gpu.device();
        for budget in budgets(gpu, &kernel, &smem).unwrap() {
            if let Some(regs) = budget.max_registers {
                let with = |regs: u32| {
                    let k = Kernel {
                        regs_per_thread: regs,
                        ..kernel
                    };
                    nvidia_occupancy(gpu, &k, &smem).unwrap()
                };
                let reached = with(regs);
                assert!(
                    reached.active_blocks_per_sm >= budget.blocks_per_sm
                        && reached.occupancy() >= budget.occupancy,
                    "{kernel:?} {budget:?}"
                );
                if regs < 255 {
                    assert!(with(regs + 1).active_blocks_per_sm < budget.blocks_per_sm);
                }
                seen.budgets += 1;
            }
            if let Some(bytes) = budget.max_smem_per_block {
                let with = |bytes: u64| {
                    let k = Kernel {
                        static_smem: 0,
                        dynamic_smem: u32::try_from(bytes).unwrap(),
                        opt_in: kernel.opt_in || bytes > u64::from(device.smem_per_block),
                        ..kernel
                    };
                    nvidia_occupancy(gpu, &k, &smem).map_or(0, |o| o.active_blocks_per_sm)
                };
                assert!(with(bytes) >= budget.blocks_per_sm, "{kernel:?} {budget:?}");
                assert!(
                    with(bytes + 1) < budget.blocks_per_sm
                        || bytes >= u64::from(device.smem_per_sm)
                );
                seen.budgets += 1;
            }
        }
    }
    eprintln!("NVIDIA: {seen:?}, {resized} other block sizes");
    assert!(seen.steps > LAUNCHES / 2 && seen.at_maximum > 0 && seen.budgets > LAUNCHES);
    assert!(resized > 0);
}

fn amd_kernel(rng: &mut Rng, arch: &amd::Arch) -> amd::Kernel {
    let wave_size = rng.pick(arch.wave_sizes());
    let mut kernel = amd::Kernel::new(
        arch,
        1 + rng.below(u64::from(amd::rules::MAX_WORKGROUP_SIZE)) as u32,
        1 + rng.below(u64::from(arch.max_vgprs())) as u32,
    );
    kernel.wave_size = wave_size;
    kernel.sgprs = rng.below(109) as u32;
    if rng.chance(50) {
        kernel.lds_bytes = rng.below(u64::from(arch.lds_per_workgroup) + 1) as u32;
    }
    kernel.cu_mode = rng.chance(30);
    kernel
}

#[test]
fn amd_steps_and_budgets_raise_the_occupancy() {
    let arches = amd_arches();
    let mut rng = Rng(0x0061_6d64);
    let mut seen = Seen::default();
    while seen.launches < LAUNCHES {
        let arch = rng.pick(&arches);
        let kernel = amd_kernel(&mut rng, arch);
        let Ok(now) = amd::occupancy(arch, &kernel) else {
            continue;
        };
        seen.launches += 1;
        let steps = amd::next_steps(arch, &kernel).unwrap();
        if now.waves_per_simd == now.max_waves_per_simd {
            seen.at_maximum += 1;
            assert!(steps.is_empty(), "{kernel:?}: {steps:?}");
        }
        for step in steps {
            let then = match step.limiter {
                // The VGPRs as counted: these kernels have no AGPRs, so the arch VGPRs.
                amd::Limiter::Vgprs => amd::Kernel {
                    vgprs: step.target,
                    ..kernel
                },
                amd::Limiter::Sgprs => amd::Kernel {
                    sgprs: step.target,
                    ..kernel
                },
                amd::Limiter::Lds => amd::Kernel {
                    lds_bytes: step.target,
                    ..kernel
                },
                amd::Limiter::Workgroups | amd::Limiter::Waves => amd::Kernel {
                    workgroup_size: step.target,
                    ..kernel
                },
            };
            let after = amd::occupancy(arch, &then).unwrap();
            assert!(
                after.occupancy() > now.occupancy(),
                "{} {kernel:?} {step:?}",
                arch.name
            );
            assert_eq!(after.waves_per_simd, step.waves_then);
            assert_eq!(step.occupancy_then, amd::level(&after));
            seen.steps += 1;
        }
        // The VGPR thresholds `occ plan` prints: that many VGPRs allow that many waves; a granule more, fewer.
        let thresholds = amd::vgpr_thresholds(arch, kernel.wave_size);
        for pair in thresholds.windows(2) {
            let [(most, waves), (_, fewer)] = pair else {
                unreachable!()
            };
            assert_eq!(
                amd::rules::vgpr_limit(arch, kernel.wave_size, *most),
                *waves
            );
            let granule = arch.vgpr_granule(kernel.wave_size);
            assert_eq!(
                amd::rules::vgpr_limit(arch, kernel.wave_size, most + granule),
                *fewer
            );
            seen.budgets += 1;
        }
        // The full-occupancy budgets (`occ roofline`, the page's tools): the kernel given them reaches the level.
        let full = amd::plan::full_occupancy(arch, &kernel, 1).unwrap();
        let lean = amd::Kernel {
            vgprs: 0,
            sgprs: 0,
            lds_bytes: 0,
            ..kernel
        };
        if let Some(vgprs) = full.max_vgprs {
            let reached = amd::occupancy(arch, &amd::Kernel { vgprs, ..lean }).unwrap();
            assert_eq!(reached.waves_per_simd, full.waves_per_simd, "{kernel:?}");
            seen.budgets += 1;
        }
        if let Some(lds_bytes) = full.max_lds {
            let reached = amd::occupancy(arch, &amd::Kernel { lds_bytes, ..lean }).unwrap();
            assert_eq!(reached.waves_per_simd, full.waves_per_simd, "{kernel:?}");
            seen.budgets += 1;
        }
    }
    eprintln!("AMD: {seen:?}");
    assert!(seen.steps > LAUNCHES / 2 && seen.at_maximum > 0 && seen.budgets > LAUNCHES);
}

fn intel_kernel(rng: &mut Rng, arch: &intel::Arch) -> intel::Kernel {
    let sub_group = rng.pick(arch.sub_group_sizes);
    // Small work-groups often: their thread counts are where the runs of equal work-groups are short.
    let most = if rng.chance(50) {
        8 * sub_group
    } else {
        arch.max_workgroup_size
    };
    let mut kernel = intel::Kernel::new(1 + rng.below(u64::from(most)) as u32, sub_group);
    if rng.chance(40) {
        kernel.slm_bytes = rng.below(u64::from(arch.max_slm_per_workgroup()) + 1) as u32;
    }
    kernel.barriers = rng.chance(40);
    kernel.large_grf = arch.large_grf && rng.chance(30);
    kernel
}

#[test]
fn intel_steps_and_budgets_raise_the_occupancy() {
    let arches = intel_arches();
    let mut rng = Rng(0x0069_6e74_656c);
    let mut seen = Seen::default();
    let mut grown = 0;
    while seen.launches < LAUNCHES {
        let arch = rng.pick(&arches);
        let kernel = intel_kernel(&mut rng, arch);
        let Ok(now) = intel::occupancy(arch, &kernel) else {
            continue;
        };
        seen.launches += 1;
        let steps = intel::next_steps(arch, &kernel).unwrap();
        if now.resident_threads == now.thread_budget {
            seen.at_maximum += 1;
            assert!(steps.is_empty(), "{} {kernel:?}: {steps:?}", arch.name);
        }
        for step in steps {
            // The field the step names, set to its target.
            let then = match step.field() {
                "threads_per_block" => intel::Kernel {
                    workgroup_size: step.target,
                    ..kernel
                },
                "slm_bytes" => intel::Kernel {
                    slm_bytes: step.target,
                    ..kernel
                },
                "barriers" => intel::Kernel {
                    barriers: step.target > 0,
                    ..kernel
                },
                other => panic!("{other}"),
            };
            assert_eq!(
                step.grows(),
                step.field() == "threads_per_block" && step.target > step.current
            );
            let after = intel::occupancy(arch, &then).unwrap();
            assert!(
                after.occupancy() > now.occupancy(),
                "{} {kernel:?} {step:?}: {} → {}",
                arch.name,
                now.occupancy(),
                after.occupancy()
            );
            assert_eq!(after.workgroups_per_xe_core, step.workgroups_then);
            assert_eq!(step.occupancy_then, intel::level(&after));
            grown += usize::from(step.grows());
            seen.steps += 1;
        }
        // The full-occupancy SLM budget (`occ roofline`, the page's tools): given to the kernel, it reaches the
        // level; the next allocation size does not.
        for full in intel::plan::full_occupancy(arch, kernel.workgroup_size, None).unwrap() {
            let Some(slm_bytes) = full.max_slm else {
                continue;
            };
            let lean = intel::Kernel::new(kernel.workgroup_size, full.sub_group_size);
            let with = |slm_bytes| intel::occupancy(arch, &intel::Kernel { slm_bytes, ..lean });
            assert_eq!(with(slm_bytes).unwrap().occupancy(), full.occupancy);
            if let Ok(more) = with(slm_bytes + 1) {
                assert!(more.occupancy() < full.occupancy);
            }
            seen.budgets += 1;
        }
    }
    eprintln!("Intel: {seen:?}, {grown} larger work-groups");
    assert!(seen.steps > LAUNCHES / 2 && seen.at_maximum > 0 && seen.budgets > LAUNCHES);
    assert!(grown > 0);
}
