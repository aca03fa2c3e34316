//! Occupancy evaluations per second: `cargo xtask bench` (or `cargo bench -p occ-core`). Divan prints the time
//! per call and, through the item counters, evaluations per second.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use occ_core::nvidia::{
    arch_defaults, best_block_size, occupancy, ComputeCapability, DynamicSmem, Gpu, Kernel,
    SmemConfig,
};

fn main() {
    divan::main();
}

fn gpu(major: u32, minor: u32) -> Gpu {
    arch_defaults(ComputeCapability::new(major, minor))
        .expect("known capability")
        .device
        .check()
        .expect("valid generic device")
}

/// One `cudaOccMaxActiveBlocksPerMultiprocessor`-equivalent evaluation.
#[divan::bench(args = [(8, 0), (8, 9), (9, 0), (12, 0), (2, 0)])]
fn single_evaluation(bencher: Bencher, cc: (u32, u32)) {
    let gpu = gpu(cc.0, cc.1);
    let mut kernel = Kernel::new(256, 40);
    kernel.static_smem = 4096;
    let smem = SmemConfig::default();
    bencher
        .counter(ItemsCount::new(1usize))
        .bench_local(|| occupancy(black_box(&gpu), black_box(&kernel), &smem));
}

/// The three "impact of varying …" charts of the page: 32 block sizes, 255 register counts, 200 smem sizes.
#[divan::bench]
fn chart_sweeps(bencher: Bencher) {
    let gpu = gpu(9, 0);
    let smem = SmemConfig::default();
    let base = Kernel::new(256, 40);
    bencher
        .counter(ItemsCount::new(32usize + 255 + 200))
        .bench_local(|| {
            let mut active = 0u32;
            for warps in 1..=32 {
                let kernel = Kernel {
                    threads_per_block: warps * 32,
                    ..base
                };
                active += occupancy(&gpu, &kernel, &smem).map_or(0, |o| o.active_warps_per_sm);
            }
            for regs in 1..=255 {
                let kernel = Kernel {
                    regs_per_thread: regs,
                    ..base
                };
                active += occupancy(&gpu, &kernel, &smem).map_or(0, |o| o.active_warps_per_sm);
            }
            for step in 0..200 {
                let kernel = Kernel {
                    dynamic_smem: step * 1024,
                    opt_in: true,
                    ..base
                };
                active += occupancy(&gpu, &kernel, &smem).map_or(0, |o| o.active_warps_per_sm);
            }
            black_box(active)
        });
}

/// `cudaOccMaxPotentialOccupancyBlockSize`: up to 32 evaluations.
#[divan::bench]
fn best_block_size_search(bencher: Bencher) {
    let gpu = gpu(8, 9);
    let kernel = Kernel::new(128, 51);
    let smem = SmemConfig::default();
    bencher
        .counter(ItemsCount::new(1usize))
        .bench_local(|| best_block_size(&gpu, black_box(&kernel), &smem, DynamicSmem::Fixed(0)));
}
