//! Published worked examples and the vectors of `shared/reference/hardware.md` §5.2.1, each computed there with
//! NVIDIA's `cuda_occupancy.h` (13.5.37). Every field the header reports is compared.

use occ_core::nvidia::{
    arch_defaults, best_block_size, occupancy, ComputeCapability, Device, DynamicSmem, Kernel,
    Limiter, SmemConfig,
};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

/// (CC, threads/SM, smem/SM, opt-in per block, reserved): the device inputs of hardware.md §5.2.1.
type DeviceRow = ((u32, u32), u32, u32, u32, u32);

const K35: DeviceRow = ((3, 5), 2048, 49152, 49152, 0);
const K37: DeviceRow = ((3, 7), 2048, 114688, 49152, 0);
const P100: DeviceRow = ((6, 0), 2048, 65536, 49152, 0);
const GTX1080: DeviceRow = ((6, 1), 2048, 98304, 49152, 0);
const V100: DeviceRow = ((7, 0), 2048, 98304, 98304, 0);
const T4: DeviceRow = ((7, 5), 1024, 65536, 65536, 0);
const A100: DeviceRow = ((8, 0), 2048, 167936, 166912, 1024);
const GA10X: DeviceRow = ((8, 6), 1536, 102400, 101376, 1024);
const ORIN: DeviceRow = ((8, 7), 1536, 167936, 166912, 1024);
const ADA: DeviceRow = ((8, 9), 1536, 102400, 101376, 1024);
const H100: DeviceRow = ((9, 0), 2048, 233472, 232448, 1024);
const B200: DeviceRow = ((10, 0), 2048, 233472, 232448, 1024);
const B300: DeviceRow = ((10, 3), 2048, 233472, 232448, 1024);
const THOR: DeviceRow = ((11, 0), 1536, 233472, 232448, 1024);
const RTX5090: DeviceRow = ((12, 0), 1536, 102400, 101376, 1024);

fn device((cc, threads_sm, smem_sm, optin, reserved): DeviceRow) -> Device {
    Device {
        cc: ComputeCapability::new(cc.0, cc.1),
        max_threads_per_block: 1024,
        max_threads_per_sm: threads_sm,
        regs_per_block: 65536,
        regs_per_sm: 65536,
        warp_size: 32,
        smem_per_block: 49152,
        smem_per_sm: smem_sm,
        smem_per_block_optin: optin,
        reserved_smem_per_block: reserved,
        sm_count: 1,
    }
}

/// Kernel inputs: block, regs, static, dynamic, carveout (-1 = default), opt-in, barriers.
type KernelRow = (u32, u32, u32, u32, i32, bool, u32);
/// Expected: blocks, [warps, regs, smem, blocks, barriers] limits (None = no limit), regs/block, smem/block, flags.
type Expected = (u32, [Option<u32>; 5], u64, u64, u32);

const N: Option<u32> = None;

fn check(row: DeviceRow, kernel: KernelRow, expected: Expected) {
    let (block, regs, static_smem, dynamic, carveout, opt_in, barriers) = kernel;
    let gpu = device(row).check().expect("valid device");
    let mut k = Kernel::new(block, regs);
    k.static_smem = static_smem;
    k.dynamic_smem = dynamic;
    k.opt_in = opt_in;
    k.barriers = barriers;
    let smem = SmemConfig {
        carveout: u32::try_from(carveout).ok(),
        ..SmemConfig::default()
    };
    let r = occupancy(&gpu, &k, &smem).expect("valid kernel");
    let (blocks, [warps, regs_l, smem_l, blocks_l, bars], regs_block, smem_block, flags) = expected;
    let what = format!("{row:?} {kernel:?}");
    assert_eq!(r.active_blocks_per_sm, blocks, "blocks {what}");
    assert_eq!(r.block_limits.warps, warps, "warp limit {what}");
    assert_eq!(r.block_limits.registers, regs_l, "register limit {what}");
    assert_eq!(r.block_limits.shared_memory, smem_l, "smem limit {what}");
    assert_eq!(r.block_limits.blocks, blocks_l, "block limit {what}");
    assert_eq!(r.block_limits.barriers, bars, "barrier limit {what}");
    assert_eq!(
        r.allocated_registers_per_block, regs_block,
        "regs/block {what}"
    );
    assert_eq!(r.allocated_smem_per_block, smem_block, "smem/block {what}");
    assert_eq!(r.nvidia_limiting_factors, flags, "flags {what}");
    assert_eq!(
        r.active_warps_per_sm,
        blocks * block.div_ceil(32),
        "warps {what}"
    );
}

#[test]
fn kepler_maxwell_pascal_vectors() {
    check(
        K35,
        (128, 50, 0, 0, -1, false, 1),
        (9, [Some(16), Some(9), N, Some(16), N], 7168, 0, 0x2),
    );
    check(
        K37,
        (256, 32, 0, 16384, -1, false, 1),
        (
            7,
            [Some(8), Some(8), Some(7), Some(16), N],
            8192,
            16384,
            0x4,
        ),
    );
    check(
        P100,
        (512, 64, 0, 0, -1, false, 1),
        (2, [Some(4), Some(2), N, Some(32), N], 32768, 0, 0x2),
    );
    check(
        P100,
        (512, 65, 0, 0, -1, false, 1),
        (1, [Some(4), Some(1), N, Some(32), N], 36864, 0, 0x2),
    );
    check(
        GTX1080,
        (512, 64, 0, 0, -1, false, 1),
        (2, [Some(4), Some(2), N, Some(32), N], 32768, 0, 0x2),
    );
    check(
        GTX1080,
        (512, 65, 0, 0, -1, false, 1),
        (1, [Some(4), Some(1), N, Some(32), N], 36864, 0, 0x2),
    );
}

#[test]
fn volta_turing_vectors() {
    // Best Practices Guide "Calculating Occupancy": 75 % and 63 %.
    check(
        V100,
        (128, 37, 0, 0, -1, false, 1),
        (12, [Some(16), Some(12), N, Some(32), N], 5120, 0, 0x2),
    );
    check(
        V100,
        (320, 37, 0, 0, -1, false, 1),
        (4, [Some(6), Some(4), N, Some(32), N], 12800, 0, 0x2),
    );
    check(
        V100,
        (128, 32, 0, 0, 0, false, 1),
        (16, [Some(16), Some(16), N, Some(32), N], 4096, 0, 0x3),
    );
    // PGL 7.x: a 50 % carveout of 96 KB is rounded up to 64 KB.
    check(
        V100,
        (128, 32, 0, 20000, 50, false, 1),
        (
            3,
            [Some(16), Some(16), Some(3), Some(32), N],
            4096,
            20224,
            0x4,
        ),
    );
    check(
        T4,
        (256, 64, 0, 32768, -1, false, 1),
        (
            2,
            [Some(4), Some(4), Some(2), Some(16), N],
            16384,
            32768,
            0x4,
        ),
    );
    check(
        T4,
        (1024, 64, 0, 0, -1, false, 1),
        (1, [Some(1), Some(1), N, Some(16), N], 65536, 0, 0x3),
    );
}

#[test]
fn ampere_vectors() {
    check(
        A100,
        (256, 32, 0, 49152, -1, false, 1),
        (
            3,
            [Some(8), Some(8), Some(3), Some(32), N],
            8192,
            50176,
            0x4,
        ),
    );
    check(
        A100,
        (256, 32, 0, 49152, 50, false, 1),
        (
            2,
            [Some(8), Some(8), Some(2), Some(32), N],
            8192,
            50176,
            0x4,
        ),
    );
    check(
        A100,
        (256, 32, 0, 102400, -1, true, 1),
        (
            1,
            [Some(8), Some(8), Some(1), Some(32), N],
            8192,
            103424,
            0x4,
        ),
    );
    check(
        A100,
        (128, 0, 0, 0, -1, false, 1),
        (16, [Some(16), N, Some(164), Some(32), N], 0, 1024, 0x1),
    );
    check(
        A100,
        (64, 255, 0, 0, -1, false, 1),
        (
            4,
            [Some(32), Some(4), Some(164), Some(32), N],
            16384,
            1024,
            0x2,
        ),
    );
    check(
        A100,
        (1024, 64, 0, 0, -1, false, 1),
        (
            1,
            [Some(2), Some(1), Some(164), Some(32), N],
            65536,
            1024,
            0x2,
        ),
    );
    check(
        A100,
        (1024, 65, 0, 0, -1, false, 1),
        (
            0,
            [Some(2), Some(0), Some(164), Some(32), N],
            73728,
            1024,
            0x2,
        ),
    );
    check(
        A100,
        (96, 40, 1000, 0, -1, false, 1),
        (
            16,
            [Some(21), Some(16), Some(82), Some(32), N],
            3840,
            2048,
            0x2,
        ),
    );
    check(
        A100,
        (256, 32, 0, 0, -1, false, 1),
        (
            8,
            [Some(8), Some(8), Some(164), Some(32), N],
            8192,
            1024,
            0x3,
        ),
    );
    check(
        A100,
        (128, 32, 0, 0, 0, false, 1),
        (
            8,
            [Some(16), Some(16), Some(8), Some(32), N],
            4096,
            1024,
            0x4,
        ),
    );
    // Boehm's SGEMM kernel 3 on an RTX A6000, and the 3060 Ti worklog kernels.
    check(
        GA10X,
        (1024, 37, 8192, 0, -1, false, 1),
        (
            1,
            [Some(1), Some(1), Some(11), Some(16), N],
            40960,
            9216,
            0x3,
        ),
    );
    check(
        GA10X,
        (256, 40, 2048, 0, -1, false, 1),
        (
            6,
            [Some(6), Some(6), Some(33), Some(16), N],
            10240,
            3072,
            0x3,
        ),
    );
    check(
        GA10X,
        (256, 40, 2048, 0, 32, false, 1),
        (
            6,
            [Some(6), Some(6), Some(10), Some(16), N],
            10240,
            3072,
            0x3,
        ),
    );
    check(
        GA10X,
        (512, 44, 0, 0, -1, false, 1),
        (
            2,
            [Some(3), Some(2), Some(100), Some(16), N],
            24576,
            1024,
            0x2,
        ),
    );
    check(
        ORIN,
        (256, 64, 0, 98304, -1, true, 1),
        (
            1,
            [Some(6), Some(4), Some(1), Some(16), N],
            16384,
            99328,
            0x4,
        ),
    );
}

#[test]
fn ada_vectors() {
    check(
        ADA,
        (128, 90, 0, 0, -1, false, 1),
        (
            5,
            [Some(12), Some(5), Some(100), Some(24), N],
            12288,
            1024,
            0x2,
        ),
    );
    check(
        ADA,
        (256, 64, 0, 0, -1, false, 1),
        (
            4,
            [Some(6), Some(4), Some(100), Some(24), N],
            16384,
            1024,
            0x2,
        ),
    );
    check(
        ADA,
        (128, 32, 0, 32768, -1, false, 1),
        (
            3,
            [Some(12), Some(16), Some(3), Some(24), N],
            4096,
            33792,
            0x4,
        ),
    );
    check(
        ADA,
        (1024, 37, 8192, 0, -1, false, 1),
        (
            1,
            [Some(1), Some(1), Some(11), Some(24), N],
            40960,
            9216,
            0x3,
        ),
    );
}

#[test]
fn hopper_blackwell_vectors() {
    check(
        H100,
        (128, 168, 0, 0, -1, false, 1),
        (
            3,
            [Some(16), Some(3), Some(228), Some(32), Some(64)],
            21504,
            1024,
            0x2,
        ),
    );
    check(
        H100,
        (384, 168, 0, 0, -1, false, 1),
        (
            1,
            [Some(5), Some(1), Some(228), Some(32), Some(64)],
            64512,
            1024,
            0x2,
        ),
    );
    check(
        H100,
        (256, 128, 0, 81920, -1, true, 1),
        (
            2,
            [Some(8), Some(2), Some(2), Some(32), Some(64)],
            32768,
            82944,
            0x6,
        ),
    );
    check(
        H100,
        (256, 128, 0, 115712, -1, true, 1),
        (
            2,
            [Some(8), Some(2), Some(2), Some(32), Some(64)],
            32768,
            116736,
            0x6,
        ),
    );
    check(
        H100,
        (32, 16, 0, 0, -1, false, 1),
        (
            32,
            [Some(64), Some(128), Some(228), Some(32), Some(64)],
            512,
            1024,
            0x8,
        ),
    );
    check(
        H100,
        (32, 16, 0, 0, -1, false, 2),
        (
            32,
            [Some(64), Some(128), Some(228), Some(32), Some(32)],
            512,
            1024,
            0x18,
        ),
    );
    check(
        H100,
        (32, 16, 0, 0, -1, false, 3),
        (
            21,
            [Some(64), Some(128), Some(228), Some(32), Some(21)],
            512,
            1024,
            0x18,
        ),
    );
    // gpu-glossary says 19 blocks; with the 1 KB reserved per block the header gives 17.
    check(
        H100,
        (32, 8, 0, 12288, -1, false, 1),
        (
            17,
            [Some(64), Some(256), Some(17), Some(32), Some(64)],
            256,
            13312,
            0x4,
        ),
    );
    check(
        H100,
        (32, 8, 12288, 0, -1, false, 1),
        (
            17,
            [Some(64), Some(256), Some(17), Some(32), Some(64)],
            256,
            13312,
            0x4,
        ),
    );
    check(
        B200,
        (32, 16, 0, 0, -1, false, 1),
        (
            32,
            [Some(64), Some(128), Some(228), Some(32), Some(64)],
            512,
            1024,
            0x8,
        ),
    );
    check(
        B200,
        (32, 16, 0, 0, -1, false, 2),
        (
            32,
            [Some(64), Some(128), Some(228), Some(32), Some(32)],
            512,
            1024,
            0x18,
        ),
    );
    check(
        B300,
        (32, 16, 0, 0, -1, false, 1),
        (
            32,
            [Some(64), Some(128), Some(228), Some(32), Some(32)],
            512,
            1024,
            0x18,
        ),
    );
    check(
        B300,
        (32, 16, 0, 0, -1, false, 2),
        (
            16,
            [Some(64), Some(128), Some(228), Some(32), Some(16)],
            512,
            1024,
            0x18,
        ),
    );
    check(
        THOR,
        (64, 32, 0, 0, -1, false, 1),
        (
            24,
            [Some(24), Some(32), Some(228), Some(24), Some(24)],
            2048,
            1024,
            0x19,
        ),
    );
    check(
        THOR,
        (32, 16, 0, 0, -1, false, 2),
        (
            12,
            [Some(48), Some(128), Some(228), Some(24), Some(12)],
            512,
            1024,
            0x18,
        ),
    );
    check(
        RTX5090,
        (256, 64, 0, 0, -1, false, 1),
        (
            4,
            [Some(6), Some(4), Some(100), Some(24), Some(24)],
            16384,
            1024,
            0x2,
        ),
    );
    check(
        RTX5090,
        (64, 32, 0, 0, -1, false, 1),
        (
            24,
            [Some(24), Some(32), Some(100), Some(24), Some(24)],
            2048,
            1024,
            0x19,
        ),
    );
    check(
        RTX5090,
        (32, 16, 0, 0, -1, false, 2),
        (
            12,
            [Some(48), Some(128), Some(100), Some(24), Some(12)],
            512,
            1024,
            0x18,
        ),
    );
    check(
        RTX5090,
        (256, 32, 0, 49152, -1, false, 1),
        (
            2,
            [Some(6), Some(8), Some(2), Some(24), Some(24)],
            8192,
            50176,
            0x4,
        ),
    );
    check(
        RTX5090,
        (256, 32, 0, 101376, -1, true, 1),
        (
            1,
            [Some(6), Some(8), Some(1), Some(24), Some(24)],
            8192,
            102400,
            0x4,
        ),
    );
}

#[test]
fn barrier_limit_lowering_the_count_binds_alone() {
    // The header keeps the "blocks" flag (0x18); occ reports only the limiter that binds.
    let gpu = device(H100).check().unwrap();
    let mut kernel = Kernel::new(32, 16);
    kernel.barriers = 3;
    let r = occupancy(&gpu, &kernel, &SmemConfig::default()).unwrap();
    assert_eq!(r.limiters().collect::<Vec<_>>(), vec![Limiter::Barriers]);
    assert_eq!(r.nvidia_limiting_factors, 0x18);
}

fn generic(cc: (u32, u32)) -> occ_core::nvidia::Gpu {
    arch_defaults(ComputeCapability::new(cc.0, cc.1))
        .unwrap()
        .device
        .check()
        .unwrap()
}

fn blocks(gpu: &occ_core::nvidia::Gpu, kernel: Kernel, carveout: Option<u32>) -> (u32, f64) {
    let smem = SmemConfig {
        carveout,
        ..SmemConfig::default()
    };
    let r = occupancy(gpu, &kernel, &smem).unwrap();
    (r.active_blocks_per_sm, r.occupancy())
}

#[test]
fn guide_ada_examples() {
    let ada = generic((8, 9));
    // Block size (32, 5): 9 blocks, 45 of 48 warps.
    let (b, occ) = blocks(&ada, Kernel::new(160, 16), None);
    assert_eq!((b, (occ * 1e4).round() / 1e2), (9, 93.75));
    // 51 registers, 128 threads: 1792 registers per warp, 36 warps: 75 %.
    let (b, occ) = blocks(&ada, Kernel::new(128, 51), None);
    assert_eq!((b, occ), (9, 0.75));
    // 5000 B of shared memory per block with a 32 KB carveout: 5 blocks, 15 of 48 warps.
    let mut kernel = Kernel::new(128, 16);
    kernel.static_smem = 5000;
    let (b, occ) = blocks(&ada, kernel, Some(32));
    assert_eq!(b, 5);
    assert_eq!((occ * 1e4).round() / 1e2, 41.67);
}

#[test]
fn guide_gtx1080_im2col() {
    let pascal = generic((6, 1));
    let cases = [(1024, 0.5), (512, 0.75), (768, 0.75)];
    for (threads, expected) in cases {
        assert_eq!(
            blocks(&pascal, Kernel::new(threads, 39), None).1,
            expected,
            "{threads}"
        );
    }
}

#[test]
fn guide_fermi_register_example() {
    let fermi = generic((2, 0));
    let r = occupancy(&fermi, &Kernel::new(512, 16), &SmemConfig::default()).unwrap();
    assert_eq!(r.block_limits.registers, Some(4));
    assert_eq!(r.allocated_registers_per_block, 8192);
    let r = occupancy(&fermi, &Kernel::new(512, 17), &SmemConfig::default()).unwrap();
    assert_eq!(r.block_limits.registers, Some(3));
    assert_eq!(r.allocated_registers_per_block, 9216);
}

#[test]
fn cub_max_sm_occupancy_legacy_examples() {
    // cub::MaxSmOccupancy docs: 64 threads with 4 KB of shared memory: 4 / 8 / 12 blocks on SM 1.0 / 2.0 / 3.5.
    for (cc, expected) in [((1, 0), 4), ((2, 0), 8), ((3, 5), 12)] {
        let mut kernel = Kernel::new(64, 8);
        kernel.static_smem = 4096;
        assert_eq!(blocks(&generic(cc), kernel, None).0, expected, "{cc:?}");
    }
}

#[test]
fn kokkos_granularity_example() {
    // kokkos#5739: CC 8.0, 224 threads, 92 registers: 2 blocks, 14 warps (21.9 %), not the naive 3.
    let r = occupancy(
        &generic((8, 0)),
        &Kernel::new(224, 92),
        &SmemConfig::default(),
    )
    .unwrap();
    assert_eq!((r.active_blocks_per_sm, r.active_warps_per_sm), (2, 14));
}

#[test]
fn spreadsheet_v11_1_sweeps_on_cc_8_6() {
    // prior-art §4 vector 6: cached sweep values of CUDA_Occupancy_Calculator.xls v11.1 (64 KB config).
    let ga10x = generic((8, 6));
    let block_sweep = [
        (32, 16),
        (64, 32),
        (96, 48),
        (128, 48),
        (160, 45),
        (192, 48),
        (224, 42),
        (256, 48),
        (288, 45),
        (320, 40),
        (352, 44),
        (384, 48),
        (416, 39),
        (448, 42),
        (480, 45),
        (512, 48),
        (544, 34),
        (576, 36),
        (608, 38),
        (640, 40),
        (672, 42),
        (704, 44),
        (736, 46),
        (768, 48),
        (800, 25),
        (832, 26),
        (864, 27),
        (896, 28),
        (928, 29),
        (960, 30),
        (992, 31),
        (1024, 32),
    ];
    for (threads, warps) in block_sweep {
        let mut kernel = Kernel::new(threads, 32);
        kernel.static_smem = 2048;
        let r = occupancy(
            &ga10x,
            &kernel,
            &SmemConfig {
                carveout: Some(64),
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(r.active_warps_per_sm, warps, "{threads} threads");
    }
    for regs in 1..=255 {
        let expected = match regs {
            1..=40 => 48,
            41..=48 => 40,
            49..=64 => 32,
            65..=80 => 24,
            81..=128 => 16,
            _ => 8,
        };
        let mut kernel = Kernel::new(256, regs);
        kernel.static_smem = 2048;
        let r = occupancy(
            &ga10x,
            &kernel,
            &SmemConfig {
                carveout: Some(64),
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(r.active_warps_per_sm, expected, "{regs} registers");
    }
}

#[test]
fn xmartlabs_reserved_smem_regression() {
    // prior-art §4 vector 9: 3 blocks (37.5 %), not xmartlabs' 4 (50 %).
    let mut kernel = Kernel::new(256, 32);
    kernel.static_smem = 41_984;
    assert_eq!(blocks(&generic((8, 0)), kernel, None), (3, 0.375));
}

#[test]
fn partitioned_caching_matches_the_spreadsheet_default() {
    // prior-art §4 vector 4: CC 5.2, 128 threads, 85 registers: 4 blocks with caching on, 5 with it off.
    let maxwell = generic((5, 2));
    let mut kernel = Kernel::new(128, 85);
    assert_eq!(blocks(&maxwell, kernel, None).0, 5);
    kernel.partitioned_gc = occ_core::nvidia::PartitionedGc::On;
    assert_eq!(blocks(&maxwell, kernel, None).0, 4);
}

#[test]
fn best_block_size_for_the_issue_example() {
    // The `occ batch` example of the README: a CUDA tuning guide's kernel on an RTX 4090-like device (128 SMs).
    let mut device = arch_defaults(ComputeCapability::new(8, 9)).unwrap().device;
    device.sm_count = 128;
    let gpu = device.check().unwrap();
    let suggestion = best_block_size(
        &gpu,
        &Kernel::new(128, 51),
        &SmemConfig::default(),
        DynamicSmem::Fixed(0),
    )
    .unwrap();
    assert_eq!(
        (suggestion.block_size, suggestion.min_grid_size),
        (576, 256)
    );
    let available = occ_core::nvidia::available_dynamic_smem(
        &gpu,
        &Kernel::new(128, 51),
        &SmemConfig::default(),
        9,
    )
    .unwrap();
    assert_eq!(available, Some(10240));
}
