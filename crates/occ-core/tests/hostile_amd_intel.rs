//! AMD's and Intel's rules and planning under hostile numbers (0, 1, each limit and one past it, 2³² − 1, grids to
//! 2⁶⁴ − 1), run with overflow checks on: every call answers (an error naming a field, or figures whose invariants
//! hold) without a panic, and the same way twice.

use occ_core::amd::{self, plan as amd_plan};
use occ_core::intel::{self, plan as intel_plan};
use occ_core::msg::Say;
use occ_core::Vendor;

const HOSTILE_U32: [u32; 8] = [0, 1, 31, 64, 65, 1_025, u32::MAX - 1, u32::MAX];
const HOSTILE_GRIDS: [u64; 7] = [0, 1, 1_000, 1 << 32, 1 << 61, (1 << 63) - 1, u64::MAX];

fn amd_kernels(arch: &amd::Arch) -> Vec<amd::Kernel> {
    let base = amd::Kernel::new(arch, 256, 64);
    let mut kernels = vec![base];
    for v in HOSTILE_U32 {
        kernels.extend([
            amd::Kernel {
                workgroup_size: v,
                ..base
            },
            amd::Kernel { vgprs: v, ..base },
            amd::Kernel { agprs: v, ..base },
            amd::Kernel { sgprs: v, ..base },
            amd::Kernel {
                lds_bytes: v,
                ..base
            },
            amd::Kernel {
                wave_size: v,
                ..base
            },
            amd::Kernel {
                workgroup_size: v,
                vgprs: v,
                agprs: v,
                sgprs: v,
                lds_bytes: v,
                wave_size: v,
                cu_mode: true,
            },
        ]);
    }
    for limit in [
        arch.max_vgprs(),
        arch.max_agprs(),
        arch.max_sgprs(),
        arch.lds_per_workgroup,
    ] {
        for v in [limit, limit.saturating_add(1)] {
            kernels.extend([
                amd::Kernel { vgprs: v, ..base },
                amd::Kernel { sgprs: v, ..base },
                amd::Kernel {
                    lds_bytes: v,
                    ..base
                },
                amd::Kernel {
                    workgroup_size: 1024,
                    vgprs: v,
                    agprs: v,
                    ..base
                },
            ]);
        }
    }
    kernels
}

#[test]
fn amd_answers_every_hostile_kernel_and_grid() {
    let mut evaluated = 0;
    for arch in amd::ARCHES {
        for kernel in amd_kernels(arch) {
            // The public helpers take unchecked kernels too.
            let _ = amd::rules::vgprs_counted(arch, &kernel);
            let _ = amd::rules::vgpr_limit(arch, kernel.wave_size, kernel.vgprs);
            let _ = amd::vgpr_budget(arch, &kernel);
            let _ = amd::vgpr_thresholds(arch, kernel.wave_size);
            let result = match amd::occupancy(arch, &kernel) {
                Ok(result) => result,
                Err(e) => {
                    assert!(e.field().starts_with("kernel."), "{e}");
                    assert_eq!(amd::occupancy(arch, &kernel), Err(e));
                    continue;
                }
            };
            evaluated += 1;
            assert_eq!(amd::occupancy(arch, &kernel), Ok(result));
            let occupancy = result.occupancy();
            assert!((0.0..=1.0).contains(&occupancy), "{kernel:?}");
            assert!(result.workgroups_per_cu >= 1, "{kernel:?}");
            if result.waves_per_simd < result.max_waves_per_simd {
                assert!(result.limiters().next().is_some(), "{kernel:?}");
            }
            for step in amd::next_steps(arch, &kernel).unwrap() {
                assert!(step.target < step.current && step.waves_then > step.waves_now);
            }
            let say = Say::english(Vendor::Amd);
            for limiter in amd::Limiter::ALL {
                let _ = amd::explain(arch, &kernel, &result, limiter, &say);
            }
            let _ = amd::report::occupancy_data(arch, &kernel, &result, &say);
            let _ = amd::report::allocated_resources(arch, &kernel, &result, &say);
            let _ = amd::report::limiters(arch, &kernel, &result, &say);
            let _ = amd::report::vgpr_threshold_rows(arch, &kernel, &say);
            let _ = amd_plan::workgroup_sizes(arch, &kernel, u32::MAX);
            let table = amd_plan::workgroup_sizes(arch, &kernel, 0);
            assert!(table.rows.len() <= 1_024);
            for cus in [0, 1, 304, u32::MAX] {
                let _ = amd::report::physical_limits(arch, &kernel, &result, cus, &say);
                let _ = amd_plan::full_occupancy(arch, &kernel, cus);
                let _ = amd_plan::grid_stride_workgroups(arch, &kernel, &result, cus);
                for grid in HOSTILE_GRIDS {
                    let _ = amd_plan::grid_too_big(kernel.workgroup_size, grid, &say);
                    match amd_plan::grid_waves(arch, &kernel, &result, cus, grid) {
                        Ok(w) => {
                            assert!(grid > 0 && cus > 0);
                            assert_eq!(w.grid_blocks, grid);
                            for share in [w.sm_active, w.compute_warps_in_flight] {
                                assert!(share > 0.0 && share <= 1.0 + 1e-12, "{w:?}");
                            }
                        }
                        Err(e) => assert!(["grid", "cus"].contains(&e.field()), "{e}"),
                    }
                    let curve = amd_plan::wave_curve(arch, &kernel, &result, cus, grid, u64::MAX);
                    assert!(curve.len() as u64 <= 3 * amd_plan::MAX_CURVE_WAVES + 2);
                }
            }
        }
    }
    assert!(evaluated > 100, "{evaluated}");
}

#[test]
fn intel_answers_every_hostile_kernel_and_global_size() {
    let mut evaluated = 0;
    for arch in intel::ARCHES {
        for &sub_group in arch.sub_group_sizes.iter().chain(&[0, 7, u32::MAX]) {
            for v in HOSTILE_U32
                .into_iter()
                .chain([arch.max_workgroup_size, arch.max_workgroup_size + 1])
            {
                for kernel in [
                    intel::Kernel::new(v, sub_group),
                    intel::Kernel {
                        slm_bytes: v,
                        barriers: true,
                        ..intel::Kernel::new(256, sub_group)
                    },
                    intel::Kernel {
                        large_grf: true,
                        ..intel::Kernel::new(v, sub_group)
                    },
                ] {
                    let result = match intel::occupancy(arch, &kernel) {
                        Ok(result) => result,
                        Err(e) => {
                            assert!(e.field().starts_with("kernel."), "{e}");
                            continue;
                        }
                    };
                    evaluated += 1;
                    assert_eq!(intel::occupancy(arch, &kernel), Ok(result));
                    assert!((0.0..=1.0).contains(&result.occupancy()));
                    assert!(result.workgroups_per_xe_core >= 1);
                    let _ = intel::next_steps(arch, &kernel).unwrap();
                    let _ = intel_plan::workgroup_sizes(arch, &kernel);
                    for cores in [0, 1, 20, u32::MAX] {
                        for grid in HOSTILE_GRIDS {
                            match intel::global_size_of_grid(&kernel, grid) {
                                Ok(global) => {
                                    let g = intel::gpu_occupancy(&kernel, &result, cores, global);
                                    if let Ok(g) = g {
                                        assert_eq!(g.workgroups, grid);
                                        assert!(
                                            g.peak <= result.occupancy()
                                                && g.average <= g.peak + 1e-12
                                        );
                                    }
                                }
                                Err(e) => assert_eq!(e.field(), "grid"),
                            }
                            let _ = intel::gpu_occupancy(&kernel, &result, cores, grid);
                            if let Ok(w) = intel_plan::waves(&result, cores, grid) {
                                assert!(w.compute_warps_in_flight <= 1.0 + 1e-12);
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(evaluated > 50, "{evaluated}");
}
