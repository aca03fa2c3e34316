//! NVIDIA's rules on inputs at the ends of their types: every figure stays exact or is a named error, no product
//! wraps (tests run with overflow checks on), and every search returns however large its inputs.

use occ_core::msg::Say;
use occ_core::nvidia::plan::{self, MAX_TABLE_ROWS};
use occ_core::nvidia::{
    arch_defaults, available_dynamic_smem, best_block_size, occupancy, warnings, ComputeCapability,
    Device, DynamicSmem, Gpu, Kernel, PartitionedGc, SmemConfig, ARCH_DEFAULTS,
};
use occ_core::nvidia::{dto, report};
use occ_core::plan::{check_grid, grid_for, grid_of, MAX_CURVE_WAVES};
use occ_core::presets::{self, MAX_NAME_CHARS};
use occ_core::Vendor;

fn generic(major: u32, minor: u32, sms: u32) -> Gpu {
    let mut device = arch_defaults(ComputeCapability::new(major, minor))
        .unwrap()
        .device;
    device.sm_count = sms;
    device.check().unwrap()
}

/// Every NVIDIA entry point on one launch: none may panic (overflow checks are on in tests).
fn everything(gpu: &Gpu, kernel: &Kernel) {
    let smem = SmemConfig::default();
    let result = occupancy(gpu, kernel, &smem).unwrap();
    let say = occ_core::msg::Say::english(occ_core::Vendor::Nvidia);
    report::occupancy_data(&result, &say);
    report::allocated_resources(gpu, kernel, &result);
    report::limiters(gpu, kernel, &result, &say);
    report::physical_limits(gpu, &say);
    warnings(gpu, kernel, &result, &say);
    for dynamic in [
        DynamicSmem::Fixed(u64::MAX),
        DynamicSmem::Fixed(kernel.dynamic_smem.into()),
        DynamicSmem::PerThread {
            per_thread: u64::MAX,
            base: u64::MAX,
        },
    ] {
        best_block_size(gpu, kernel, &smem, dynamic).unwrap();
        let table = plan::block_size_table(gpu, kernel, &smem, dynamic).unwrap();
        assert!(table.rows.len() as u64 <= MAX_TABLE_ROWS);
    }
    for blocks in [1, result.active_blocks_per_sm.max(1), u32::MAX] {
        available_dynamic_smem(gpu, kernel, &smem, blocks).unwrap();
    }
    plan::budgets(gpu, kernel, &smem).unwrap();
    plan::next_steps(gpu, kernel, &smem).unwrap();
    for grid in [1, 1 << 61, i64::MAX as u64, u64::MAX] {
        plan::waves(gpu, &result, grid);
        plan::wave_curve(gpu, &result, 1, grid);
    }
}

#[test]
fn the_largest_block_and_register_count_fit_no_block_without_wrapping() {
    let rtx_4090 = presets::find("rtx 4090")
        .unwrap()
        .device()
        .unwrap()
        .check()
        .unwrap();
    let kernel = Kernel::new(u32::MAX, u32::MAX);
    let result = occupancy(&rtx_4090, &kernel, &SmemConfig::default()).unwrap();
    assert_eq!(result.active_blocks_per_sm, 0);
    assert!(result.failure.is_some());
    // 2^37 registers per warp × 2^27 warps is 2^64: one past u64, so the figure saturates rather than wrapping to 0.
    assert_eq!(result.allocated_registers_per_block, u64::MAX);
    everything(&rtx_4090, &kernel);
}

#[test]
fn every_entry_point_takes_every_extreme_on_every_compute_capability() {
    let extremes = [0, 1, 255, 256, 1 << 31, u32::MAX - 1, u32::MAX];
    for defaults in ARCH_DEFAULTS {
        let gpu = {
            let mut device = defaults.device;
            device.sm_count = u32::MAX;
            device.check().unwrap()
        };
        for (i, value) in extremes.iter().enumerate() {
            let other = extremes[(i + 3) % extremes.len()];
            let mut kernel = Kernel::new((*value).max(1), other);
            kernel.static_smem = *value;
            kernel.dynamic_smem = other;
            kernel.barriers = *value;
            kernel.virtual_resources = other;
            kernel.opt_in = i % 2 == 0;
            kernel.partitioned_gc = PartitionedGc::ALL[i % 3];
            everything(&gpu, &kernel);
        }
    }
}

#[test]
fn grids_up_to_u64_max_plan_exactly() {
    let a100 = generic(8, 0, 108);
    let result = occupancy(&a100, &Kernel::new(256, 32), &SmemConfig::default()).unwrap();
    let per_wave = u64::from(result.active_blocks_per_sm) * 108;
    for grid in [1 << 61, i64::MAX as u64, u64::MAX] {
        let w = plan::waves(&a100, &result, grid).unwrap();
        assert_eq!(
            (w.full_waves, w.tail_blocks),
            (grid / per_wave, grid % per_wave)
        );
        for figure in [w.sm_active, w.compute_warps_in_flight] {
            assert!((0.0..=1.0).contains(&figure), "{grid}: {w:?}");
        }
        assert!(w.sm_active > 0.999_999 && w.compute_warps_in_flight > 0.999_999);
        let curve = plan::wave_curve(&a100, &result, 1, grid);
        assert!(
            curve.len() as u64 <= 3 * MAX_CURVE_WAVES + 2,
            "{}",
            curve.len()
        );
        assert_eq!(curve.last().unwrap().grid_blocks, grid);
    }
    assert!(plan::grid_too_big(&a100, u64::MAX, &Say::english(Vendor::Nvidia)).is_some());
}

#[test]
fn a_problem_size_gives_its_grid_or_names_the_field() {
    // A block holding more items than u64 counts still makes a grid of one block.
    assert_eq!(grid_of(u64::MAX, u64::MAX, u32::MAX), Ok(1));
    assert_eq!(grid_for(1000, 1 << 62, 256), Some(1));
    assert_eq!(grid_of(u64::MAX, 1, 1), Ok(u64::MAX));
    assert_eq!(grid_of(0, 4, 256), Ok(0));
    let err = grid_of(1000, 0, 256).unwrap_err();
    assert_eq!(err.field(), "per_thread");
    assert_eq!(
        err.to_string(),
        "per_thread = 0 is out of range: valid values are 1 to 18446744073709551615"
    );
    assert_eq!(grid_for(1000, 0, 256), None);
    assert_eq!(check_grid(0).unwrap_err().field(), "grid");
    assert_eq!(check_grid(u64::MAX), Ok(u64::MAX));
}

#[test]
fn a_batch_line_with_the_largest_block_limit_answers() {
    let line = r#"{"device": {"cc": "8.9", "max_threads_per_block": 4294967295}, "kernel": {"threads_per_block": 1, "regs_per_thread": 0}}"#;
    let input: dto::BatchInput = serde_json::from_str(line).unwrap();
    let gpu = input.device.unwrap().to_device().unwrap().check().unwrap();
    let kernel = input.kernel.to_kernel().unwrap();
    let out = dto::BatchOutput::evaluate(&gpu, &kernel, &SmemConfig::default()).unwrap();
    // 1,536 threads per SM: the largest resident block is the whole SM.
    assert_eq!(out.best_block_size, Some(1536));
    assert_eq!(out.min_grid_size, Some(1));
}

#[test]
fn a_device_of_four_billion_threads_per_sm_gets_a_bounded_table() {
    let device = Device {
        warp_size: 1,
        max_threads_per_sm: u32::MAX,
        max_threads_per_block: u32::MAX,
        ..arch_defaults(ComputeCapability::new(9, 0)).unwrap().device
    };
    let gpu = device.check().unwrap();
    let kernel = Kernel::new(1, 0);
    let smem = SmemConfig::default();
    let table = plan::block_size_table(&gpu, &kernel, &smem, DynamicSmem::Fixed(0)).unwrap();
    assert_eq!(table.rows.len() as u64, MAX_TABLE_ROWS);
    let left_out = table.left_out.unwrap();
    assert_eq!((left_out.from, left_out.to), (1025, u32::MAX));
    assert!(!left_out.none_fit);
    let english = Say::english(Vendor::Nvidia);
    assert!(
        left_out.say(&english).contains("stops at 1024 rows"),
        "{left_out:?}"
    );
    // One block of every thread the SM holds is the most: the header's pick and among the table's best, though
    // past the rows shown; so are the sizes that divide 2^32 − 1 = 3 × 5 × 17 × 257 × 65,537 into 3, 5, 15 and 17
    // blocks (at most 32 are resident).
    assert_eq!(table.header_pick.block_size, u32::MAX);
    let best: Vec<u64> = [17, 15, 5, 3, 1].map(|b| u64::from(u32::MAX) / b).into();
    assert_eq!(
        table.best.iter().map(|s| u64::from(*s)).collect::<Vec<_>>(),
        best
    );
    assert_eq!(table.best_occupancy, 1.0);
    // Past the SM's warps no block fits: those sizes are left out with that reason.
    let ada = Device {
        max_threads_per_block: 100_000,
        ..arch_defaults(ComputeCapability::new(8, 9)).unwrap().device
    };
    let table = plan::block_size_table(
        &ada.check().unwrap(),
        &Kernel::new(128, 32),
        &smem,
        DynamicSmem::Fixed(0),
    )
    .unwrap();
    assert_eq!(table.rows.len(), 48);
    let left_out = table.left_out.unwrap();
    assert_eq!(
        (left_out.from, left_out.to, left_out.none_fit),
        (1568, 100_000, true)
    );
    assert!(left_out.say(&english).contains("none fits"), "{left_out:?}");
}

#[test]
fn gpu_names_are_read_within_a_cap() {
    let long = "rtx 4090 ".repeat(40_000 / 9);
    let err = presets::find(&long).unwrap_err();
    assert_eq!(err.field(), "gpu");
    assert!(
        err.to_string()
            .contains(&format!("longer than the {MAX_NAME_CHARS} a name may have")),
        "{err}"
    );
    let index = presets::Index::new();
    assert_eq!(index.find(&long).unwrap_err(), err);
    let at_cap = format!("{:<width$}", "rtx 4090", width = MAX_NAME_CHARS);
    assert_eq!(
        presets::find(&at_cap).unwrap().id,
        presets::find("rtx 4090").unwrap().id
    );
}

#[test]
fn gpu_names_in_full_width_or_other_digits_are_found() {
    let want = presets::find("rtx 4090").unwrap().id;
    let index = presets::Index::new();
    for typed in [
        "ＲＴＸ ４０９０",
        "ｒｔｘ\u{3000}４０９０",
        "RTX ٤٠٩٠",
        "RTX ۴۰۹۰",
        "RTX ४०९०",
        "ＲＴＸ-４０９０",
    ] {
        assert_eq!(presets::find(typed).map(|p| p.id), Ok(want), "{typed}");
        assert_eq!(index.find(typed).map(|p| p.id), Ok(want), "{typed}");
    }
}

#[test]
fn unusable_gpu_names_say_what_is_wrong() {
    let message = |name: &str| presets::find(name).unwrap_err().to_string();
    assert!(message("  ").contains("empty GPU name"));
    let cyrillic = message("видеокарта");
    assert!(!cyrillic.contains("empty"), "{cyrillic}");
    assert!(cyrillic.contains("no Latin letter or digit"), "{cyrillic}");
    let brand = message("NVIDIA GeForce");
    assert!(!brand.contains("empty"), "{brand}");
    assert!(brand.contains("add the model"), "{brand}");
}
