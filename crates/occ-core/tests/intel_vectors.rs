//! Intel vectors: the oneAPI GPU Optimization Guide's published examples ("Thread Mapping and GPU Occupancy", on a
//! Tiger Lake Xe-LP GPU of 96 XVEs) and every calculator vector of `shared/reference/hardware.md` §5.4, each
//! computed with Intel's GPU Occupancy Calculator's algorithm.

use occ_core::intel::{arch, gpu_occupancy, occupancy, Arch, Device, Kernel, Limiter};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

fn target(name: &str) -> &'static Arch {
    arch(name).unwrap_or_else(|| panic!("{name} is a known architecture"))
}

/// The guide's `parallel_for` over `nd_range` with a local range of (1, R, 128) and sub-groups of 8 on Tiger Lake
/// (gen12: 16 XVEs × 7 threads = 112 thread slots per Xe-core).
fn tiger_lake_local_range(r: u32) -> Result<occ_core::intel::Occupancy, occ_core::Error> {
    occupancy(target("gen12"), &Kernel::new(r * 128, 8))
}

/// Percent with one decimal, as the guide prints it.
fn one_decimal(fraction: f64) -> f64 {
    (fraction * 1000.0).round() / 10.0
}

#[test]
fn i1_one_row_is_16_threads_and_7_work_groups_fill_the_xe_core() {
    let o = tiger_lake_local_range(1).unwrap();
    assert_eq!(o.threads_per_workgroup, 16);
    // "16/112 threads = 14 %" per work-group; 7 work-groups = 100 %.
    assert_eq!(one_decimal(16.0 / f64::from(o.thread_slots)), 14.3);
    assert_eq!(o.workgroups_per_xe_core, 7);
    assert_eq!(o.occupancy(), 1.0);
    assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Threads]);
}

#[test]
fn i2_two_rows_fit_3_work_groups_86_percent() {
    let o = tiger_lake_local_range(2).unwrap();
    assert_eq!((o.threads_per_workgroup, o.workgroups_per_xe_core), (32, 3));
    assert_eq!(one_decimal(32.0 / 112.0), 28.6);
    assert_eq!(one_decimal(o.occupancy()), 85.7);
}

#[test]
fn i3_three_rows_fit_2_work_groups_86_percent() {
    let o = tiger_lake_local_range(3).unwrap();
    assert_eq!((o.threads_per_workgroup, o.workgroups_per_xe_core), (48, 2));
    assert_eq!(one_decimal(48.0 / 112.0), 42.9);
    assert_eq!(one_decimal(o.occupancy()), 85.7);
}

#[test]
fn i4_four_rows_are_one_work_group_57_percent_and_five_exceed_512() {
    let o = tiger_lake_local_range(4).unwrap();
    assert_eq!((o.threads_per_workgroup, o.workgroups_per_xe_core), (64, 1));
    assert_eq!(one_decimal(o.occupancy()), 57.1);
    let err = tiger_lake_local_range(5).unwrap_err();
    assert_eq!(
        err.to_string(),
        "kernel.threads_per_block = 640 is out of range: valid values are 1 to 512"
    );
}

#[test]
fn i5_vector_add_of_42_work_groups_fills_the_gpu_and_44_leave_a_thin_tail() {
    // Work-groups of 512 in sub-groups of 32 (16 threads) on 96 XVEs = 6 Xe-cores: 42 groups = 672 threads, the
    // whole GPU; 44 groups run a full wave, then 2 groups = 32 of 672 threads (4.76 %; the guide truncates to 4.7).
    let gen12 = target("gen12");
    let xe_cores = Device {
        arch: gen12,
        xve_count: 96,
    }
    .check()
    .unwrap();
    assert_eq!(xe_cores, 6);
    let k = Kernel::new(512, 32);
    let o = occupancy(gen12, &k).unwrap();
    let full = gpu_occupancy(&k, &o, xe_cores, 42 * 512).unwrap();
    assert_eq!((full.peak, full.average, full.waves), (1.0, 1.0, 1.0));
    let more = gpu_occupancy(&k, &o, xe_cores, 44 * 512).unwrap();
    assert_eq!((more.full_waves, more.tail_workgroups), (1, 2.0));
    let tail = more.tail_workgroups * f64::from(o.threads_per_workgroup) / 672.0;
    assert_eq!(one_decimal(tail), 4.8);
    assert_eq!(more.peak, 1.0);
    assert_eq!(more.average, (44.0 / 42.0) / 2.0);
}

const SMALL: (bool, bool) = (false, false);
const LARGE_GRF: (bool, bool) = (true, false);
const BARRIER: (bool, bool) = (false, true);

/// hardware.md §5.4's calculator vectors: target, work-group size, sub-group size, SLM requested (KiB), (large GRF,
/// barriers), then hardware threads per work-group, work-groups per Xe-core, Xe-core occupancy, SLM allocated (KiB).
type Vector = (
    &'static str,
    u32,
    u32,
    u32,
    (bool, bool),
    u32,
    u32,
    f64,
    u32,
);

const VECTORS: &[Vector] = &[
    ("xe-hpc", 1024, 32, 0, SMALL, 32, 2, 1.0, 0),
    ("xe-hpc", 1024, 32, 0, LARGE_GRF, 32, 1, 0.5, 0),
    ("xe-hpc", 1024, 16, 0, SMALL, 64, 1, 1.0, 0),
    ("xe-hpc", 256, 16, 48, SMALL, 16, 2, 0.5, 48),
    ("xe-hpc", 256, 16, 40, SMALL, 16, 2, 0.5, 48),
    ("xe-hpc", 32, 32, 0, BARRIER, 1, 64, 1.0, 0),
    ("xe-hpg", 256, 8, 0, SMALL, 32, 4, 1.0, 0),
    ("xe-hpg", 32, 32, 0, BARRIER, 1, 128, 1.0, 0),
    ("xe-hpg", 512, 16, 32, SMALL, 32, 4, 1.0, 32),
    ("xe2-hpg", 32, 32, 3, SMALL, 1, 32, 0.5, 4),
    ("xe2-hpg", 128, 16, 20, SMALL, 8, 5, 0.625, 24),
    ("xe2-hpg", 1024, 16, 0, SMALL, 64, 1, 1.0, 0),
];

#[test]
fn every_calculator_vector_of_hardware_md_5_4() {
    for &(name, size, sub_group, slm_kib, (large_grf, barriers), threads, groups, occ, allocated) in
        VECTORS
    {
        let k = Kernel {
            slm_bytes: slm_kib * 1024,
            barriers,
            large_grf,
            ..Kernel::new(size, sub_group)
        };
        let row = format!("{name} {size}/{sub_group} {slm_kib} KiB");
        let o = occupancy(target(name), &k).unwrap_or_else(|e| panic!("{row}: {e}"));
        assert_eq!(o.threads_per_workgroup, threads, "{row}");
        assert_eq!(o.workgroups_per_xe_core, groups, "{row}");
        assert_eq!(o.occupancy(), occ, "{row}");
        assert_eq!(o.slm_allocated, allocated * 1024, "{row}");
    }
}

#[test]
fn the_binding_limits_of_the_vectors_are_the_ones_the_table_names() {
    // "2 (SLM: floor(128/48))": SLM binds on Max with 48 KiB; the barrier rows are bound by barrier registers
    // and work-group slots alike; Arc B's 3 KiB row by SLM (4 KiB allocated, 32 groups).
    let pvc = target("xe-hpc");
    let slm = occupancy(
        pvc,
        &Kernel {
            slm_bytes: 48 * 1024,
            ..Kernel::new(256, 16)
        },
    )
    .unwrap();
    assert_eq!(slm.limiters().collect::<Vec<_>>(), vec![Limiter::Slm]);
    let barrier = occupancy(
        pvc,
        &Kernel {
            barriers: true,
            ..Kernel::new(32, 32)
        },
    )
    .unwrap();
    assert_eq!(
        barrier.limiters().collect::<Vec<_>>(),
        vec![Limiter::Threads, Limiter::Workgroups, Limiter::Barriers]
    );
    let bmg = occupancy(
        target("xe2-hpg"),
        &Kernel {
            slm_bytes: 3 * 1024,
            ..Kernel::new(32, 32)
        },
    )
    .unwrap();
    assert_eq!(bmg.limiters().collect::<Vec<_>>(), vec![Limiter::Slm]);
}
