//! The side-by-side benchmark: occ-core and NVIDIA's `cuda_occupancy.h` timed on the same launches, and the
//! `occ` binary's batch throughput and its CPU time on the worst inputs known (`hostile`).
//!
//! `cargo run --release -p occ-conformance -- bench [--rounds N] [--ms MS] [--occ PATH]` (what `cargo xtask bench`
//! runs). The header's side is `bench.cpp`, compiled with `g++ -O2` as the conformance driver is. For every figure
//! both sides walk the same list of launches (inputs change on every call), sum every result into a checksum that
//! must agree, and run for `--ms` milliseconds; the two alternate for `--rounds` rounds so that the machine's
//! drift hits both alike, and each figure prints both medians and the median of the rounds' ratios (occ / header;
//! below 1 is faster than the header).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;
use std::{fs, hint};

use occ_core::nvidia::{
    arch_defaults, available_dynamic_smem, best_block_size, occupancy, ComputeCapability,
    DynamicSmem, Gpu, Kernel, SmemConfig,
};
use occ_core::{amd, intel, Vendor, PRESETS};

use crate::cases::{bench_cases, Case};

/// The capabilities of the single-evaluation figures: Ampere, Ada, Hopper, Blackwell data centre and desktop.
const CAPABILITIES: [(u32, u32); 5] = [(8, 0), (8, 9), (9, 0), (10, 0), (12, 0)];
/// AMD's targets timed beside them: CDNA 3 (MI300X), CDNA 2 (MI250X), RDNA 3 (RX 7900), RDNA 4 (RX 9070).
const AMD_TARGETS: [&str; 4] = ["gfx942", "gfx90a", "gfx1100", "gfx1201"];
/// Intel's architectures timed beside them: Xe-HPC (Max 1550), Xe2-HPG (Arc B580), Xe-HPG (Arc A770).
const INTEL_ARCHES: [&str; 3] = ["xe-hpc", "xe2-hpg", "xe-hpg"];
const LAUNCHES_PER_CC: usize = 4096;
const BATCH_LINES: usize = 100_000;

struct Options {
    rounds: usize,
    ms: u64,
    occ: Option<PathBuf>,
}

#[derive(Clone, Copy)]
enum Figure {
    Occupancy,
    Best,
    Available,
}

impl Figure {
    fn name(self) -> &'static str {
        match self {
            Self::Occupancy => "occupancy",
            Self::Best => "best",
            Self::Available => "available",
        }
    }
}

/// A launch ready for occ-core: the device validated once, as an application validates its device once.
struct Launch {
    gpu: Gpu,
    kernel: Kernel,
    smem: SmemConfig,
    active: u32,
}

pub fn run(args: &[String], work: &Path, include: &Path) -> Result<bool, String> {
    let mut options = Options {
        rounds: 5,
        ms: 200,
        occ: None,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .ok_or(format!("{arg} needs a value"))
                .map(String::as_str)
        };
        match arg.as_str() {
            "--rounds" => options.rounds = number(value()?, "--rounds")?.max(1) as usize,
            "--ms" => options.ms = number(value()?, "--ms")?.max(1),
            "--occ" => options.occ = Some(PathBuf::from(value()?)),
            other => {
                return Err(format!(
                    "unknown bench argument {other} (expected --rounds N, --ms MS, --occ PATH)"
                ))
            }
        }
    }
    let header = crate::compile(work, include, "bench.cpp", "occupancy-bench")?;
    println!(
        "bench: occ-core vs NVIDIA's cuda_occupancy.h (g++ -O2), {} rounds of {} ms per side and figure; \
         ratio = occ / header, the median of the rounds' ratios",
        options.rounds, options.ms
    );
    let mut slower = Vec::new();
    let mut all = Vec::new();
    for (major, minor) in CAPABILITIES {
        let cases = launches_for(major, minor, 0x0cc + u64::from(major * 10 + minor))?;
        all.extend(cases.iter().cloned());
        let label = format!("engine single evaluation, CC {major}.{minor}");
        compare(
            &label,
            Figure::Occupancy,
            &cases,
            &header,
            work,
            &options,
            &mut slower,
        )?;
    }
    compare(
        "engine best block size (cudaOccMaxPotentialOccupancyBlockSize), CC 8.0-12.0",
        Figure::Best,
        &all,
        &header,
        work,
        &options,
        &mut slower,
    )?;
    let fitting: Vec<Case> = all
        .into_iter()
        .filter(|case| prepare(case).is_ok_and(|launch| launch.active > 0))
        .collect();
    compare(
        "engine available dynamic shared memory (cudaOccAvailableDynamicSMemPerBlock), CC 8.0-12.0",
        Figure::Available,
        &fitting,
        &header,
        work,
        &options,
        &mut slower,
    )?;
    // AMD's and Intel's evaluations have no reference to run beside them here (AMD's is LLVM itself, Intel's a web
    // page): their own times are printed so that a regression shows, and they fail nothing.
    for name in AMD_TARGETS {
        let arch = amd::arch(name).ok_or(format!("no AMD target {name}"))?;
        let launches = amd_launches(arch, LAUNCHES_PER_CC);
        let refused = launches
            .iter()
            .filter(|kernel| amd::occupancy(arch, kernel).is_err())
            .count();
        time_vendor(
            &format!(
                "engine AMD single evaluation, {name} ({refused} of {LAUNCHES_PER_CC} launches refused)"
            ),
            &options,
            || {
                launches.iter().fold(0u64, |sum, kernel| {
                    sum.wrapping_add(amd::occupancy(arch, kernel).map_or(0, |o| {
                        u64::from(o.waves_per_simd) + u64::from(o.workgroups_per_cu)
                    }))
                })
            },
        );
    }
    for name in INTEL_ARCHES {
        let arch = intel::arch(name).ok_or(format!("no Intel architecture {name}"))?;
        let launches = intel_launches(arch, LAUNCHES_PER_CC);
        let refused = launches
            .iter()
            .filter(|kernel| intel::occupancy(arch, kernel).is_err())
            .count();
        time_vendor(
            &format!(
                "engine Intel single evaluation, {name} ({refused} of {LAUNCHES_PER_CC} launches refused)"
            ),
            &options,
            || {
                launches.iter().fold(0u64, |sum, kernel| {
                    sum.wrapping_add(intel::occupancy(arch, kernel).map_or(0, |o| {
                        u64::from(o.workgroups_per_xe_core) + u64::from(o.resident_threads)
                    }))
                })
            },
        );
    }
    let mut batch_ok = true;
    match &options.occ {
        Some(occ) => {
            for (kind, lines) in [
                ("naming a preset", preset_lines(BATCH_LINES)),
                ("with an explicit device", device_lines(BATCH_LINES)),
            ] {
                let rate = batch_rate(occ, work, kind, &lines, options.rounds)?;
                let verdict = if rate >= 1e6 {
                    ""
                } else {
                    " (below 1,000,000)"
                };
                batch_ok &= rate >= 1e6;
                println!(
                    "occ batch, {BATCH_LINES} lines {kind} (best of {} runs, answers to /dev/null): {:.2} M \
                     lines/s{verdict}",
                    options.rounds,
                    rate / 1e6
                );
            }
        }
        None => println!("occ batch: not measured (give --occ PATH to the occ binary)"),
    }
    match &options.occ {
        Some(occ) => crate::hostile::report(occ)?,
        None => println!("hostile inputs: not measured (give --occ PATH to the occ binary)"),
    }
    if slower.is_empty() {
        println!("bench: every ratio is at most 1.00");
    } else {
        println!("bench: slower than the header on: {}", slower.join("; "));
    }
    Ok(slower.is_empty() && batch_ok)
}

fn number(text: &str, name: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("{name} needs a whole number, not {text}"))
}

fn launches_for(major: u32, minor: u32, seed: u64) -> Result<Vec<Case>, String> {
    let mut device = arch_defaults(ComputeCapability::new(major, minor))
        .map_err(|e| e.to_string())?
        .device;
    device.sm_count = 100;
    Ok(bench_cases(seed, device, LAUNCHES_PER_CC))
}

fn prepare(case: &Case) -> Result<Launch, String> {
    let (device, kernel, smem) = case.parts();
    let gpu = device.check().map_err(|e| e.to_string())?;
    let active = occupancy(&gpu, kernel, smem)
        .map_err(|e| e.to_string())?
        .active_blocks_per_sm;
    Ok(Launch {
        gpu,
        kernel: *kernel,
        smem: *smem,
        active,
    })
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn compare(
    label: &str,
    figure: Figure,
    cases: &[Case],
    header: &Path,
    work: &Path,
    options: &Options,
    slower: &mut Vec<String>,
) -> Result<(), String> {
    let launches = cases.iter().map(prepare).collect::<Result<Vec<_>, _>>()?;
    let input = work.join(format!("bench-{}.cases", figure.name()));
    let lines: String = cases.iter().map(Case::driver_line).collect();
    fs::write(&input, lines).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let (mut ours, mut theirs, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    // One pair not counted: the first round otherwise pays for cold caches and a CPU still raising its clock.
    time_header(header, figure, &input, options.ms / 4 + 1)?;
    time_occ(figure, &launches, options.ms / 4 + 1);
    for _ in 0..options.rounds {
        let (header_ns, header_sum) = time_header(header, figure, &input, options.ms)?;
        let (occ_ns, occ_sum) = time_occ(figure, &launches, options.ms);
        if header_sum != occ_sum {
            return Err(format!(
                "{label}: the checksums differ (occ {occ_sum}, header {header_sum}): the two do not compute \
                 the same results"
            ));
        }
        ours.push(occ_ns);
        theirs.push(header_ns);
        ratios.push(occ_ns / header_ns);
    }
    let ratio = median(&mut ratios);
    let (ours, theirs) = (median(&mut ours), median(&mut theirs));
    let spread = format!(
        "rounds {:.2}-{:.2}",
        ratios.first().copied().unwrap_or(ratio),
        ratios.last().copied().unwrap_or(ratio)
    );
    println!(
        "{label}: occ {}, header {}, ratio {ratio:.2} ({spread})",
        duration(ours),
        duration(theirs)
    );
    if ratio > 1.0 {
        slower.push(format!("{label} ({ratio:.2})"));
    }
    Ok(())
}

/// Times `pass` (one evaluation of each of `LAUNCHES_PER_CC` launches) for `--rounds` rounds of `--ms` and prints
/// the median time per evaluation with the fastest and slowest round.
fn time_vendor(label: &str, options: &Options, mut pass: impl FnMut() -> u64) {
    let mut run = |ms: u64| {
        let budget = ms as f64 * 1e6;
        let (mut calls, mut elapsed) = (0u64, 0.0);
        let start = Instant::now();
        while elapsed < budget {
            hint::black_box(pass());
            calls += LAUNCHES_PER_CC as u64;
            elapsed = start.elapsed().as_nanos() as f64;
        }
        elapsed / calls as f64
    };
    run(options.ms / 4 + 1);
    let mut rounds: Vec<f64> = (0..options.rounds).map(|_| run(options.ms)).collect();
    let middle = median(&mut rounds);
    println!(
        "{label}: occ {} (rounds {}-{})",
        duration(middle),
        duration(rounds[0]),
        duration(rounds[rounds.len() - 1])
    );
}

/// AMD kernels as compilers report them: work-group sizes, VGPRs, SGPRs and LDS spread over their ranges, the
/// VGPRs within what the SIMDs can give every wave of the work-group (a compiler never reports more; a launch that
/// asks for more is refused, and the bench would time the refusal's message instead of the evaluation).
fn amd_launches(arch: &amd::Arch, count: usize) -> Vec<amd::Kernel> {
    let mut seed = 0xa3d;
    (0..count)
        .map(|_| {
            let threads = 64 * (1 + spread(&mut seed, 16)) as u32;
            let budget = amd::rules::vgpr_budget(arch, &amd::Kernel::new(arch, threads, 0));
            let vgprs = 8 + spread(&mut seed, u64::from(budget.min(256) - 7)) as u32;
            let mut kernel = amd::Kernel::new(arch, threads, vgprs);
            kernel.sgprs = spread(&mut seed, 100) as u32;
            kernel.lds_bytes = (spread(&mut seed, 4) * 8192) as u32;
            kernel
        })
        .collect()
}

/// Intel kernels as a compiler builds them: the architecture's sub-group sizes, large-GRF mode where it has one,
/// work-group sizes whose hardware threads one Xe-core runs at once (a larger one is refused, and the bench would
/// time the refusal's message), SLM and barriers.
fn intel_launches(arch: &intel::Arch, count: usize) -> Vec<intel::Kernel> {
    let mut seed = 0x1e1;
    let sizes = arch.sub_group_sizes;
    (0..count)
        .map(|_| {
            let sub_group = sizes[spread(&mut seed, sizes.len() as u64) as usize];
            let large_grf = arch.large_grf && spread(&mut seed, 4) == 0;
            let most =
                (arch.thread_budget(large_grf) * sub_group).min(arch.max_workgroup_size) / 32;
            let threads = 32 * (1 + spread(&mut seed, u64::from(most))) as u32;
            let mut kernel = intel::Kernel::new(threads, sub_group);
            kernel.slm_bytes = (spread(&mut seed, 5) * 8192) as u32;
            kernel.barriers = spread(&mut seed, 2) == 1;
            kernel.large_grf = large_grf;
            kernel
        })
        .collect()
}

fn duration(ns: f64) -> String {
    if ns >= 1000.0 {
        format!("{:.2} µs", ns / 1000.0)
    } else {
        format!("{ns:.1} ns")
    }
}

/// Nanoseconds per call and the first pass's checksum, from `bench.cpp`.
fn time_header(header: &Path, figure: Figure, input: &Path, ms: u64) -> Result<(f64, u64), String> {
    let stdin = fs::File::open(input).map_err(|e| e.to_string())?;
    let output = Command::new(header)
        .arg(figure.name())
        .arg(ms.to_string())
        .stdin(Stdio::from(stdin))
        .output()
        .map_err(|e| format!("cannot run {}: {e}", header.display()))?;
    if !output.status.success() {
        return Err(format!(
            "{} failed: {}",
            header.display(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let text = String::from_utf8_lossy(&output.stdout);
    let fields: Vec<f64> = text
        .split_whitespace()
        .filter_map(|n| n.parse().ok())
        .collect();
    match fields[..] {
        [calls, ns, first, _] if calls > 0.0 => Ok((ns / calls, first as u64)),
        _ => Err(format!("unexpected bench output: {text}")),
    }
}

/// Nanoseconds per call and the first pass's checksum, for occ-core, walking the launches as `bench.cpp` does.
/// Each figure is its own loop (as `bench.cpp`'s are): one loop holding all three figures' inlined code would time
/// the register pressure of code a caller never runs together, not the evaluation.
fn time_occ(figure: Figure, launches: &[Launch], ms: u64) -> (f64, u64) {
    match figure {
        Figure::Occupancy => time_loop(launches, ms, |launch| {
            occupancy(&launch.gpu, &launch.kernel, &launch.smem).map_or(0, |o| {
                u64::from(o.active_blocks_per_sm) + u64::from(o.nvidia_limiting_factors)
            })
        }),
        Figure::Best => time_loop(launches, ms, |launch| {
            let dynamic = DynamicSmem::Fixed(launch.kernel.dynamic_smem.into());
            best_block_size(&launch.gpu, &launch.kernel, &launch.smem, dynamic)
                .map_or(0, |best| u64::from(best.block_size) + best.min_grid_size)
        }),
        Figure::Available => time_loop(launches, ms, |launch| {
            available_dynamic_smem(&launch.gpu, &launch.kernel, &launch.smem, launch.active)
                .ok()
                .flatten()
                .unwrap_or(0)
        }),
    }
}

/// Calls `one` on every launch, pass after pass, for `ms` milliseconds. Not inlined: each figure's loop is a
/// function of its own, compiled alone, as a caller's loop over one figure is.
#[inline(never)]
fn time_loop(launches: &[Launch], ms: u64, one: impl Fn(&Launch) -> u64) -> (f64, u64) {
    let budget = ms as f64 * 1e6;
    let (mut calls, mut first, mut elapsed) = (0u64, None, 0.0);
    let start = Instant::now();
    while elapsed < budget {
        let mut sum = 0u64;
        for launch in hint::black_box(launches) {
            sum = sum.wrapping_add(one(launch));
        }
        hint::black_box(sum);
        first.get_or_insert(sum);
        calls += launches.len() as u64;
        elapsed = start.elapsed().as_nanos() as f64;
    }
    (elapsed / calls as f64, first.unwrap_or(0))
}

/// A tiny deterministic generator for the batch lines (the same every run).
fn spread(seed: &mut u64, n: u64) -> u64 {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    (*seed >> 33) % n
}

fn kernel_json(seed: &mut u64) -> String {
    let threads = 32 * (1 + spread(seed, 32));
    let regs = 16 + spread(seed, 112);
    let smem = spread(seed, 4) * 4096;
    format!(
        "\"kernel\": {{\"threads_per_block\": {threads}, \"regs_per_thread\": {regs}, \"static_smem\": {smem}}}"
    )
}

/// Lines that name an NVIDIA preset, as a person types it (the preset's name, lower case, or one of its aliases).
fn preset_lines(count: usize) -> String {
    let names: Vec<String> = PRESETS
        .iter()
        .filter(|p| p.vendor() == Vendor::Nvidia)
        .flat_map(|p| {
            std::iter::once(p.name.to_ascii_lowercase()).chain(p.aliases().map(String::from))
        })
        .collect();
    let mut seed = 7;
    let mut out = String::new();
    for _ in 0..count {
        let name = &names[spread(&mut seed, names.len() as u64) as usize];
        let kernel = kernel_json(&mut seed);
        let _ = writeln!(out, "{{\"gpu\": \"{name}\", {kernel}}}");
    }
    out
}

/// Lines with an explicit device: a capability and an SM count, the other fields the capability's defaults.
fn device_lines(count: usize) -> String {
    let mut seed = 11;
    let mut out = String::new();
    for _ in 0..count {
        let (major, minor) = CAPABILITIES[spread(&mut seed, CAPABILITIES.len() as u64) as usize];
        let sms = 1 + spread(&mut seed, 200);
        let kernel = kernel_json(&mut seed);
        let _ = writeln!(
            out,
            "{{\"device\": {{\"cc\": \"{major}.{minor}\", \"sm_count\": {sms}}}, {kernel}}}"
        );
    }
    out
}

/// Lines per second of `occ batch` over `lines`: the best of `rounds` runs with the answers sent to /dev/null, as a
/// pipeline's consumer takes them, after one run whose answers are read back (every line must get a result).
fn batch_rate(
    occ: &Path,
    work: &Path,
    kind: &str,
    lines: &str,
    rounds: usize,
) -> Result<f64, String> {
    let input = work.join("bench-batch.jsonl");
    fs::write(&input, lines).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let expected = lines.lines().count();
    let answers = work.join("bench-batch.out.jsonl");
    let batch = |stdout: fs::File| -> Result<f64, String> {
        // As CI runs it: `occ batch < lines > answers`, the whole process timed.
        let stdin = fs::File::open(&input).map_err(|e| e.to_string())?;
        let start = Instant::now();
        let status = Command::new(occ)
            .arg("batch")
            .stdin(Stdio::from(stdin))
            .stdout(Stdio::from(stdout))
            .status()
            .map_err(|e| format!("cannot run {}: {e}", occ.display()))?;
        let seconds = start.elapsed().as_secs_f64();
        if !status.success() {
            return Err(format!("occ batch failed on the lines {kind}"));
        }
        Ok(seconds)
    };
    batch(fs::File::create(&answers).map_err(|e| e.to_string())?)?;
    let text = fs::read_to_string(&answers).map_err(|e| e.to_string())?;
    let answered = text.lines().count();
    let failed = text
        .lines()
        .filter(|l| !l.ends_with("\"error\":null}"))
        .count();
    if answered != expected || failed > 0 {
        return Err(format!(
            "occ batch answered {answered} of {expected} lines {kind}, {failed} of them with an error"
        ));
    }
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let null = fs::OpenOptions::new()
            .write(true)
            .open("/dev/null")
            .map_err(|e| format!("cannot open /dev/null: {e}"))?;
        best = best.min(batch(null)?);
    }
    Ok(expected as f64 / best)
}
