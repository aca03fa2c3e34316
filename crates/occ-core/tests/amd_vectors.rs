//! AMD vectors: ROCm's published MI200 examples and the computed vectors of `shared/reference/hardware.md` §5.3
//! (each also compiled with llc-19 where it knows the target: the `; Occupancy:` it prints is the figure
//! asserted), the SYCL occupancy guide's GFX9 row, the VGPR thresholds, and bad input.

use occ_core::amd::{self, arch, occupancy, rules, vgpr_thresholds, Arch, Kernel, Limiter, ARCHES};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

fn target(name: &str) -> &'static Arch {
    arch(name).unwrap_or_else(|| panic!("{name} is a known target"))
}

fn kernel(a: &Arch, threads: u32, vgprs: u32) -> Kernel {
    Kernel::new(a, threads, vgprs)
}

/// ROCm's occupancy-limiter examples run on one MI250 GCD (gfx90a, 104 CUs): 3328 wave slots = 104 × 4 × 8.
const MI250_GCD_SLOTS: f64 = 104.0 * 4.0 * 8.0;

#[test]
fn rocprof_a1_vgpr_bound() {
    // `vgprbound`, 256 work-items: 122 arch VGPRs (AccumOffset 124) + 4 AGPRs, 80 SGPRs. Measured 1661.24 waves.
    let a = target("gfx90a");
    let k = Kernel {
        agprs: 4,
        sgprs: 80,
        ..kernel(a, 256, 122)
    };
    let o = occupancy(a, &k).unwrap();
    assert_eq!(o.counted_vgprs, 128);
    assert_eq!(o.waves_per_simd, 4);
    assert_eq!(o.occupancy(), 0.5);
    assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Vgprs]);
    // The theoretical 1664 waves over the device are within 0.2 % of what the profiler measured.
    let device_waves = f64::from(o.waves_per_simd * o.simds) * 104.0;
    assert_eq!(device_waves / MI250_GCD_SLOTS, 0.5);
    assert!((device_waves - 1661.24).abs() / device_waves < 0.002);
}

#[test]
fn rocprof_a2_lds_bound() {
    // `ldsbound`: 256 work-items, 96 VGPRs, 64 KiB of LDS: one work-group per CU, 4 waves on 4 SIMDs.
    let a = target("gfx90a");
    let k = Kernel {
        lds_bytes: 65536,
        ..kernel(a, 256, 96)
    };
    let o = occupancy(a, &k).unwrap();
    assert_eq!((o.waves_per_simd, o.workgroups_per_cu), (1, 1));
    assert_eq!(o.occupancy(), 0.125);
    assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Lds]);
    // Measured: 415.52 of 3328 waves, 12.49 %.
    assert!((415.52 / MI250_GCD_SLOTS - o.occupancy()).abs() < 0.001);
}

#[test]
fn rocprof_a3_sgprs_do_not_bind_on_gfx90a() {
    // `sgprbound`, `__launch_bounds__(1024, 8)`: 76 SGPRs, 64 VGPRs; the compiler's remark says Occupancy 8.
    let a = target("gfx90a");
    let k = Kernel {
        sgprs: 76,
        ..kernel(a, 1024, 64)
    };
    let o = occupancy(a, &k).unwrap();
    assert_eq!(o.waves_per_simd, 8);
    assert_eq!(o.occupancy(), 1.0);
    // 800 / 76 = 10 waves: above the 8 a gfx90a SIMD holds, so SGPRs are not among the limits that bind.
    assert_eq!(o.limits.sgprs, Some(8));
    assert_eq!(rules::sgpr_limit(target("gfx906"), 76), Some(10));
    assert_eq!(o.workgroups_per_cu, 2);
}

#[test]
fn mi300x_128_vgprs_is_half() {
    let a = target("gfx942");
    let o = occupancy(a, &kernel(a, 256, 128)).unwrap();
    assert_eq!((o.waves_per_simd, o.occupancy()), (4, 0.5));
}

#[test]
fn mi355x_40_kib_of_lds() {
    // gfx950: 160 KiB of LDS per CU in 1280 B granules; 40 KiB per work-group → 4 groups × 4 waves / 4 SIMDs.
    let a = target("gfx950");
    let k = Kernel {
        lds_bytes: 40 * 1024,
        ..kernel(a, 256, 64)
    };
    let o = occupancy(a, &k).unwrap();
    assert_eq!((o.waves_per_simd, o.workgroups_per_cu), (4, 4));
    assert_eq!(o.limits.vgprs, Some(8));
    assert_eq!(o.occupancy(), 0.5);
    // The same kernel on MI300X (64 KiB): one work-group.
    let mi300x = target("gfx942");
    let o = occupancy(mi300x, &k).unwrap();
    assert_eq!((o.waves_per_simd, o.occupancy()), (1, 0.125));
    // gfx950's granule: 40 KiB + 1 B takes 33 granules of 1280 B (42,240 B): 3 groups, 3 waves per SIMD.
    let o = occupancy(
        a,
        &Kernel {
            lds_bytes: 40 * 1024 + 1,
            ..k
        },
    )
    .unwrap();
    assert_eq!((o.allocated_lds, o.waves_per_simd), (42_240, 3));
}

#[test]
fn mi100_agprs_sit_in_a_file_of_their_own() {
    // gfx908: 100 arch VGPRs and 100 AGPRs in two files of 256: the fuller counts, 256 / 100 = 2 of 10 waves.
    let a = target("gfx908");
    let k = Kernel {
        agprs: 100,
        ..kernel(a, 256, 100)
    };
    let o = occupancy(a, &k).unwrap();
    assert_eq!(o.counted_vgprs, 100);
    assert_eq!((o.waves_per_simd, o.max_waves_per_simd), (2, 10));
    assert!((o.occupancy() - 0.2).abs() < 1e-12);
    // On gfx90a the same registers share one file: 200 → 512 / 200 = 2 of 8.
    let o = occupancy(target("gfx90a"), &k).unwrap();
    assert_eq!((o.counted_vgprs, o.waves_per_simd), (200, 2));
}

#[test]
fn rx_7900_xtx_wave32() {
    // gfx1100, wave32, WGP mode, 256 work-items: 1536 VGPRs per SIMD in granules of 24.
    let a = target("gfx1100");
    let o = occupancy(a, &kernel(a, 256, 96)).unwrap();
    assert_eq!((o.waves_per_simd, o.occupancy()), (16, 1.0));
    let o = occupancy(a, &kernel(a, 256, 100)).unwrap();
    assert_eq!(o.allocated_vgprs, 120);
    assert_eq!((o.waves_per_simd, o.occupancy()), (12, 0.75));
}

#[test]
fn gfx90a_256_threads_128_vgprs() {
    // `occ amd --arch gfx90a --threads 256 --vgprs 128`.
    let a = target("gfx90a");
    let o = occupancy(a, &kernel(a, 256, 128)).unwrap();
    assert_eq!((o.waves_per_simd, o.occupancy()), (4, 0.5));
    assert_eq!((o.workgroups_per_cu, o.waves_per_cu), (4, 16));
}

#[test]
fn guide_gfx9_row() {
    // The SYCL occupancy guide's table: "AMD GFX9xx | 40 active sub-groups | 1024 work-items | 16 work-groups | 29184 (?)
    // registers | 65536 B local memory", and its formulas r_max = registers / (active sub-groups × sub-group
    // size), wg_max = active sub-groups × sub-group size / work-group size, full occupancy at 64 KiB / wg_max.
    let a = target("gfx900");
    // 40 active waves per CU: one-wave work-groups fill every slot.
    let o = occupancy(a, &kernel(a, 64, 0)).unwrap();
    assert_eq!((o.waves_per_cu, o.workgroups_per_cu), (40, 40));
    // 1024 work-items: the largest work-group (resident work-items per CU are 40 × 64 = 2560).
    assert_eq!(rules::MAX_WORKGROUP_SIZE, 1024);
    assert!(Kernel::new(a, 1024, 0).check(a).is_ok());
    assert!(Kernel::new(a, 1025, 0).check(a).is_err());
    // 16 work-groups: the barrier slots, binding for two-wave work-groups (20 would fit the wave slots).
    let o = occupancy(a, &kernel(a, 128, 0)).unwrap();
    assert_eq!(o.workgroups_per_cu, 16);
    assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Workgroups]);
    // 65536 B of local memory per CU, all of which one work-group can take.
    assert_eq!(o.lds_per_cu, 65536);
    assert!(Kernel {
        lds_bytes: 65536,
        ..kernel(a, 64, 0)
    }
    .check(a)
    .is_ok());
    // Registers: the guide's 29184 is marked unsure, and rightly: a GCN 5 CU has 4 SIMDs × 256 VGPRs × 64 lanes
    // = 65536. With that, r_max = 65536 / (40 × 64) = 25.6 VGPRs, which the granule of 4 makes 24 for 10 waves.
    let registers = o.vgpr_pool * o.simds * 64;
    assert_eq!(registers, 65536);
    assert_eq!(vgpr_thresholds(a, 64)[0], (24, 10));
    assert_eq!(occupancy(a, &kernel(a, 64, 25)).unwrap().waves_per_simd, 9);
    // wg_max for 256-item work-groups = 40 × 64 / 256 = 10, and 64 KiB / 10 = 6553 B, 6144 B in whole granules
    // of 512, keep full occupancy; one more granule loses a work-group.
    let full = occupancy(
        a,
        &Kernel {
            lds_bytes: 6144,
            ..kernel(a, 256, 24)
        },
    )
    .unwrap();
    assert_eq!((full.workgroups_per_cu, full.waves_per_simd), (10, 10));
    let less = occupancy(
        a,
        &Kernel {
            lds_bytes: 6145,
            ..kernel(a, 256, 24)
        },
    )
    .unwrap();
    assert_eq!((less.workgroups_per_cu, less.waves_per_simd), (9, 9));
}

#[test]
fn gfx90a_vgpr_thresholds() {
    // 512 VGPRs per lane in granules of 8: the most that allow w waves is 512 / w rounded down to 8.
    let rows = vgpr_thresholds(target("gfx90a"), 64);
    assert_eq!(
        rows,
        vec![
            (64, 8),
            (72, 7),
            (80, 6),
            (96, 5),
            (128, 4),
            (168, 3),
            (256, 2),
            (512, 1)
        ]
    );
}

#[test]
fn first_thresholds_of_other_files() {
    // (target, wave size, most VGPRs for the most waves): the file / max waves, rounded down to the granule.
    for (name, wave, most, waves) in [
        ("gfx908", 64, 24, 10),  // 256 / 10 = 25.6, granule 4
        ("gfx1010", 32, 48, 20), // 1024 / 20 = 51.2, granule 8
        ("gfx1010", 64, 24, 20), // 512 / 20 = 25.6, granule 4
        ("gfx1030", 32, 64, 16), // 1024 / 16, granule 16
        ("gfx1030", 64, 32, 16), // 512 / 16, granule 8
        ("gfx1100", 32, 96, 16), // 1536 / 16, granule 24
        ("gfx1100", 64, 48, 16), // 768 / 16, granule 12
        ("gfx1102", 32, 64, 16), // no 1.5× file
        ("gfx1201", 32, 96, 16), // RDNA 4 has the 1.5× file
    ] {
        let rows = vgpr_thresholds(target(name), wave);
        assert_eq!(rows[0], (most, waves), "{name} wave{wave}");
        // The last row ends at 256 VGPRs: 256 / 256 = 1 wave on gfx908, 512 / 256 = 2 in RDNA's wave64 files,
        // 1024 / 256 = 4 in the wave32 ones, 768 / 264 = 2 and 1536 / 264 = 5 (256 in granules of 12 or 24)
        // in the 1.5× files.
        let last = *rows.last().unwrap();
        assert_eq!(last.0, 256, "{name} wave{wave}");
        let expected_last = match (name, wave) {
            ("gfx908", _) => 1,
            ("gfx1100" | "gfx1201", 32) => 5,
            (_, 32) => 4,
            _ => 2,
        };
        assert_eq!(last.1, expected_last, "{name} wave{wave}");
    }
}

#[test]
fn thresholds_fall_out_of_the_occupancy_rule() {
    // For every target and wave size, the VGPR limit occupancy() computes at each count is the row of the
    // thresholds table that covers it.
    for a in ARCHES {
        for &wave in a.wave_sizes() {
            let rows = vgpr_thresholds(a, wave);
            // Counts past 256 only in the unified file, as 256 arch VGPRs and the rest AGPRs.
            let top: u32 = if a.unified_vgprs { 512 } else { 256 };
            for count in 1..=top {
                let k = Kernel {
                    wave_size: wave,
                    agprs: count.saturating_sub(256),
                    ..kernel(a, wave, count.min(256))
                };
                let o = occupancy(a, &k).unwrap();
                assert_eq!(o.counted_vgprs, count);
                let row = rows.iter().find(|(most, _)| count <= *most).unwrap();
                assert_eq!(o.limits.vgprs, Some(row.1), "{} wave{wave} {count}", a.name);
            }
            // Thresholds fall strictly, one row per wave count.
            assert!(rows.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 > w[1].1));
        }
    }
}

/// The error's field, and its message.
fn rejected(a: &Arch, k: Kernel) -> (&'static str, String) {
    let e = occupancy(a, &k).expect_err("bad input is rejected");
    assert_eq!(amd::occupancy(a, &k).unwrap_err(), e);
    (e.field(), e.to_string())
}

#[test]
fn bad_input_names_the_field_and_its_range() {
    let gfx90a = target("gfx90a");
    let base = kernel(gfx90a, 256, 32);

    let (field, text) = rejected(gfx90a, Kernel { vgprs: 257, ..base });
    assert_eq!(field, "kernel.vgprs");
    assert!(text.contains("0 to 256"), "{text}");

    let (field, text) = rejected(gfx90a, Kernel { agprs: 257, ..base });
    assert_eq!(field, "kernel.agprs");
    assert!(text.contains("0 to 256"), "{text}");

    let (field, text) = rejected(
        target("gfx1100"),
        Kernel {
            wave_size: 48,
            ..base
        },
    );
    assert_eq!(field, "kernel.wave_size");
    assert!(text.contains("32 or 64"), "{text}");
    let (_, text) = rejected(
        gfx90a,
        Kernel {
            wave_size: 32,
            ..base
        },
    );
    assert!(text.contains("valid values are 64"), "{text}");

    let (field, text) = rejected(
        gfx90a,
        Kernel {
            lds_bytes: 65537,
            ..base
        },
    );
    assert_eq!(field, "kernel.lds_bytes");
    assert!(text.contains("0 to 65536"), "{text}");
    let (_, text) = rejected(
        target("gfx950"),
        Kernel {
            lds_bytes: 163_841,
            ..base
        },
    );
    assert!(text.contains("0 to 163840"), "{text}");

    // AGPRs are CDNA's: an RDNA target has none.
    let gfx1100 = target("gfx1100");
    assert_eq!(gfx1100.max_agprs(), 0);
    let (field, text) = rejected(
        gfx1100,
        Kernel {
            agprs: 1,
            ..kernel(gfx1100, 256, 32)
        },
    );
    assert_eq!(field, "kernel.agprs");
    assert!(text.contains("only valid value is 0"), "{text}");

    let (field, text) = rejected(
        gfx90a,
        Kernel {
            cu_mode: true,
            ..base
        },
    );
    assert_eq!(field, "kernel.cu_mode");
    assert!(text.contains("RDNA"), "{text}");

    for threads in [0, 1025] {
        let (field, text) = rejected(
            gfx90a,
            Kernel {
                workgroup_size: threads,
                ..base
            },
        );
        assert_eq!(field, "kernel.threads_per_block");
        assert!(text.contains("1 to 1024"), "{text}");
    }

    let (field, text) = rejected(gfx90a, Kernel { sgprs: 109, ..base });
    assert_eq!(field, "kernel.sgprs");
    assert!(text.contains("0 to 108"), "{text}");
}

#[test]
fn registers_must_hold_one_work_group() {
    // 1024 work-items on gfx90a: 16 waves, 4 on each SIMD, 512 / 4 = 128 VGPRs a wave at most.
    let a = target("gfx90a");
    assert!(occupancy(a, &kernel(a, 1024, 128)).is_ok());
    let (field, text) = rejected(a, kernel(a, 1024, 129));
    assert_eq!(field, "kernel.vgprs");
    assert!(text.contains("valid values are 0 to 128"), "{text}");
    // With AGPRs the unified file's total counts: 64 arch VGPRs leave 64 AGPRs.
    let (field, text) = rejected(
        a,
        Kernel {
            agprs: 65,
            ..kernel(a, 1024, 64)
        },
    );
    assert_eq!(field, "kernel.agprs");
    assert!(text.contains("0 to 64 AGPRs"), "{text}");
    // gfx908 keeps AGPRs in a file of their own: 4 waves per SIMD leave 256 / 4 = 64 of each.
    let gfx908 = target("gfx908");
    assert!(occupancy(
        gfx908,
        &Kernel {
            agprs: 64,
            ..kernel(gfx908, 1024, 64)
        }
    )
    .is_ok());
    let (field, _) = rejected(
        gfx908,
        Kernel {
            agprs: 65,
            ..kernel(gfx908, 1024, 64)
        },
    );
    assert_eq!(field, "kernel.agprs");
    // RDNA in CU mode has half the SIMDs: 1024 wave32 items are 32 waves, 16 per SIMD, 1024 / 16 = 64 VGPRs.
    let gfx1030 = target("gfx1030");
    let cu = Kernel {
        cu_mode: true,
        ..kernel(gfx1030, 1024, 64)
    };
    assert!(occupancy(gfx1030, &cu).is_ok());
    let (_, text) = rejected(gfx1030, Kernel { vgprs: 65, ..cu });
    assert!(text.contains("0 to 64"), "{text}");
}

#[test]
fn no_input_panics() {
    let extremes = [
        0,
        1,
        31,
        32,
        63,
        64,
        65,
        255,
        256,
        257,
        1023,
        1024,
        1025,
        65536,
        u32::MAX,
    ];
    for a in ARCHES {
        for &v in &extremes {
            for k in [
                Kernel {
                    workgroup_size: v,
                    ..kernel(a, 256, 32)
                },
                Kernel {
                    vgprs: v,
                    ..kernel(a, 256, 32)
                },
                Kernel {
                    agprs: v,
                    ..kernel(a, 256, 32)
                },
                Kernel {
                    sgprs: v,
                    ..kernel(a, 256, 32)
                },
                Kernel {
                    lds_bytes: v,
                    ..kernel(a, 256, 32)
                },
                Kernel {
                    wave_size: v,
                    ..kernel(a, 256, 32)
                },
            ] {
                if let Ok(o) = occupancy(a, &k) {
                    assert!(o.waves_per_simd >= 1 && o.waves_per_simd <= o.max_waves_per_simd);
                    let _ = amd::next_steps(a, &k).unwrap();
                    for l in Limiter::ALL {
                        let _ = amd::explain(
                            a,
                            &k,
                            &o,
                            l,
                            &occ_core::msg::Say::english(occ_core::Vendor::Amd),
                        );
                    }
                } else {
                    assert!(amd::next_steps(a, &k).is_err());
                }
            }
        }
    }
}
