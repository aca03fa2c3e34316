//! AMD conformance run: occ-core's AMD rules against the `Occupancy` that AMD's compiler, LLVM's AMDGPU backend,
//! reports for generated kernels.
//!
//! `cargo run -p occ-amd-conformance --release -- [--cases N] [--seed S]`
//! 1. finds `llc-19` (Debian's `llvm-19`; `$OCC_LLC` names another) and the gfx targets it knows,
//! 2. generates seeded random kernels over every occ target llc knows (work-group size, arch VGPRs, AGPRs, SGPRs,
//!    LDS, wave32/wave64, CU/WGP mode; see [`cases`]), many per module, and compiles the modules in parallel,
//! 3. feeds each kernel's reported resources (`NumVgprs`, `NumAgprs`, `NumSgprs`, `LDSByteSize`) with its
//!    work-group size, wave size and mode to `occ_core::amd::occupancy`, and requires the waves per SIMD to equal
//!    the compiler's `Occupancy` (and occ's VGPR count to equal `TotalNumVgprs` where the compiler prints it).
//!
//! Prints `amd conformance: N/N cases agree` and exits 1 on any disagreement, listing the first few with every
//! input; exits 2 when it cannot run (no llc).

mod cases;
mod llc;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;
use std::{env, fs};

use cases::Case;
use llc::{Job, Report};
use occ_core::amd::{self, rules, Kernel, Limiter, ARCHES};

/// Kernels per llc process: enough that process start-up is noise, few enough to keep both cores busy.
const KERNELS_PER_MODULE: usize = 200;

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("amd conformance: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<bool, String> {
    let started = Instant::now();
    let mut cases = 6000usize;
    let mut seed = 2026u64;
    let mut args = env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .and_then(|v| v.parse::<u64>().ok())
                .ok_or(format!("{name} needs a whole number"))
        };
        match arg.as_str() {
            "--cases" => cases = value("--cases")? as usize,
            "--seed" => seed = value("--seed")?,
            other => {
                return Err(format!(
                    "unknown argument {other} (expected --cases N, --seed S)"
                ))
            }
        }
    }
    let llc = llc::find().ok_or(
        "llc-19 not found: install Debian's llvm-19 (cargo xtask test does) or set OCC_LLC to an llc of LLVM 19",
    )?;
    let version = llc::version(&llc)?;
    let known = llc::processors(&llc)?;
    let (arches, skipped): (Vec<_>, Vec<_>) = ARCHES
        .iter()
        .partition(|a| known.iter().any(|k| k == a.name));
    if arches.is_empty() {
        return Err(format!("{} knows none of occ's gfx targets", llc.display()));
    }
    let generated = cases::generate(seed, cases, &arches);
    let work = workspace_target().join("amd-conformance");
    let reports = llc::compile_all(&llc, &work, jobs(&generated))?;
    let compiled = started.elapsed();

    let mut per_arch: BTreeMap<usize, (&str, usize, usize)> = BTreeMap::new();
    let mut agree = 0;
    let mut rejected = 0;
    let mut binding: BTreeMap<&str, usize> = BTreeMap::new();
    let mut shown = 0;
    for case in &generated {
        let index = ARCHES
            .iter()
            .position(|a| a.name == case.arch.name)
            .unwrap_or(0);
        let entry = per_arch.entry(index).or_insert((case.arch.name, 0, 0));
        entry.2 += 1;
        let outcome = reports
            .get(&case.name)
            .ok_or_else(|| "llc printed no report for it".to_string())
            .and_then(|report| compare(case, report));
        match outcome {
            Ok(Verdict::Agree(limiters)) => {
                for limiter in limiters {
                    *binding.entry(limiter.name()).or_default() += 1;
                }
                agree += 1;
                entry.1 += 1;
            }
            Ok(Verdict::NoRoom) => {
                agree += 1;
                rejected += 1;
                entry.1 += 1;
            }
            Err(diff) => {
                if shown < 12 {
                    eprintln!(
                        "DISAGREE {}: {diff}\n  case: {}",
                        case.name,
                        case.describe()
                    );
                    shown += 1;
                }
            }
        }
    }
    if shown > 0 {
        eprintln!(
            "  (the modules and llc's output are in {}; file names start with the target)",
            work.display()
        );
    }
    println!(
        "amd conformance: {agree}/{} cases agree (seed {seed}; {version}; {rejected} kernels whose registers \
         cannot hold one work-group, rejected by occ where the compiler's Occupancy is below the group's waves \
         per SIMD)",
        generated.len()
    );
    let per: Vec<String> = per_arch
        .values()
        .map(|(name, ok, all)| format!("{name} {ok}/{all}"))
        .collect();
    println!("amd conformance: per target: {}", per.join(", "));
    let binding: Vec<String> = binding.iter().map(|(l, n)| format!("{l} {n}")).collect();
    println!(
        "amd conformance: limits that bind in the agreeing cases (ties count each): {}",
        binding.join(", ")
    );
    for arch in &skipped {
        println!(
            "amd conformance: skipped {} ({} does not know it)",
            arch.name,
            llc.file_name()
                .map_or("llc".into(), |n| n.to_string_lossy())
        );
    }
    println!(
        "amd conformance: {:.1} s ({:.1} s generating and compiling)",
        started.elapsed().as_secs_f64(),
        compiled.as_secs_f64()
    );
    Ok(agree == generated.len())
}

/// The modules: cases grouped by target, wave size and mode, in chunks.
fn jobs(generated: &[Case]) -> Vec<Job> {
    let mut groups: BTreeMap<(&str, u32, bool), Vec<&Case>> = BTreeMap::new();
    for case in generated {
        groups.entry(case.module_key()).or_default().push(case);
    }
    let mut jobs = Vec::new();
    for ((cpu, wave, cu_mode), group) in groups {
        let rdna = group[0].arch.generation.is_rdna();
        let mut features = Vec::new();
        if rdna && wave == 64 {
            features.push("+wavefrontsize64");
        }
        if cu_mode {
            features.push("+cumode");
        }
        for (chunk, kernels) in group.chunks(KERNELS_PER_MODULE).enumerate() {
            jobs.push(Job {
                stem: format!(
                    "{cpu}-wave{wave}-{}-{chunk}",
                    if cu_mode { "cu" } else { "wgp" }
                ),
                cpu: group[0].arch.name,
                features: features.clone(),
                ir: cases::module(kernels),
            });
        }
    }
    jobs
}

enum Verdict {
    /// occ's waves per SIMD equal the compiler's `Occupancy`; the limits that bind, as occ names them.
    Agree(Vec<Limiter>),
    /// occ rejects the kernel because its registers cannot hold one work-group, and the compiler's `Occupancy`
    /// is below the waves per SIMD one work-group needs.
    NoRoom,
}

fn compare(case: &Case, report: &Report) -> Result<Verdict, String> {
    let field = |value: Option<u32>, name: &str| value.ok_or(format!("llc printed no {name}"));
    let expected = field(report.occupancy, "Occupancy")?;
    // First that the compiler built what the case asks for; otherwise the comparison says nothing.
    if report
        .wave32
        .is_some_and(|w32| w32 != (case.wave_size == 32))
    {
        return Err(format!("compiled for the other wave size ({report:?})"));
    }
    if report.wgp_mode.is_some_and(|wgp| wgp == case.cu_mode) {
        return Err(format!("compiled for the other mode ({report:?})"));
    }
    let lds_bytes = field(report.lds_bytes, "LDSByteSize")?;
    if lds_bytes != case.lds_bytes {
        return Err(format!(
            "LDSByteSize {lds_bytes} differs from the {} B the kernel declares",
            case.lds_bytes
        ));
    }
    let kernel = Kernel {
        workgroup_size: case.workgroup_size,
        vgprs: field(report.num_vgprs, "NumVgprs")?,
        agprs: report.num_agprs.unwrap_or(0),
        sgprs: field(report.num_sgprs, "NumSgprs")?,
        lds_bytes,
        wave_size: case.wave_size,
        cu_mode: case.cu_mode,
    };
    // The compiler computes its Occupancy from NumSGPRsForWavesPerEU and NumVGPRsForWavesPerEU; without an
    // `amdgpu-waves-per-eu` request those are the reported counts (at least 1), which is why occ takes the
    // reported counts as its input.
    let total = report.total_num_vgprs.unwrap_or(kernel.vgprs);
    if report.vgprs_for_waves != Some(total.max(1))
        || report.sgprs_for_waves != Some(kernel.sgprs.max(1))
    {
        return Err(format!(
            "the compiler's occupancy registers differ from the reported counts ({report:?})"
        ));
    }
    let arch = case.arch;
    if let Some(total) = report.total_num_vgprs {
        let counted = rules::vgprs_counted(arch, &kernel);
        if counted != total {
            return Err(format!(
                "occ counts {counted} VGPRs, the compiler TotalNumVgprs {total} ({kernel:?})"
            ));
        }
    }
    let per_group = case.workgroup_size.div_ceil(case.wave_size);
    let needed = per_group.div_ceil(arch.simds(case.cu_mode));
    match amd::occupancy(arch, &kernel) {
        Ok(_) if expected < needed => Err(format!(
            "occ accepts it, but the compiler's Occupancy {expected} is below the {needed} waves per SIMD one \
             work-group needs (report {report:?})"
        )),
        Ok(o) if o.waves_per_simd == expected => Ok(Verdict::Agree(o.limiters().collect())),
        Ok(o) => Err(format!(
            "occ {} waves per SIMD, compiler Occupancy {expected} (occ limits {:?}; compiler report {report:?}; \
             kernel {kernel:?})",
            o.waves_per_simd, o.limits
        )),
        Err(e) => {
            let registers = matches!(e.field(), "kernel.vgprs" | "kernel.agprs");
            if registers && expected < needed {
                Ok(Verdict::NoRoom)
            } else {
                Err(format!(
                    "occ rejects it ({e}), compiler Occupancy {expected} (report {report:?})"
                ))
            }
        }
    }
}

fn workspace_target() -> PathBuf {
    if let Some(dir) = env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(dir);
    }
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target");
    fs::create_dir_all(&target).ok();
    target
}
