//! The real-compiler checks of the log reader (`occ log`, `occ ptxas`): regenerates the compiler logs with the
//! vendors' own tools and compares what the parser reads with a second report of the same compile.
//!
//! NVIDIA ([`check`]):
//!
//! 1. `tests/ptxas/generate.py` downloads (once, with pip, into `target/nvidia/ptxas/`; never committed)
//!    `nvidia-cuda-nvcc-cu12==12.9.86` (ptxas), `nvidia-cuda-nvrtc-cu12==12.9.86` (libnvrtc: CUDA C++ → PTX) and
//!    `nvidia-cuda-cuobjdump==13.5.37`, compiles `tests/ptxas/kernels/*.cu` for sm_52 … sm_120 and writes the
//!    logs to `target/nvidia/ptxas/generated/`. None of it needs a GPU.
//! 2. occ-core's `regenerated_fixtures_agree` test (ignored in plain `cargo test`) reads them: every kernel ×
//!    architecture must agree between ptxas's report and cuobjdump's (registers, shared memory, stack, local
//!    memory, barriers from the cubin), the occupancy from the parsed report must equal the engine fed with
//!    cuobjdump's numbers, and the committed fixtures must equal the new logs (compile times aside). It prints
//!    `compiler fixtures: N kernels × M archs agree`.
//!
//! AMD ([`check_amd`]):
//! 1. `tests/amd/generate.py` compiles `tests/amd/kernels/` with Debian's `llc-19` and `clang-19` (installed
//!    with apt-get when missing) for gfx906 … gfx1100 into `target/amd/generated/`: the kernel-resource-usage
//!    remarks and the assembly of the same compiles. No GPU, no ROCm.
//! 2. occ-core's `amd_fixtures::regenerated_fixtures_agree` (ignored in plain `cargo test`) reads them: the
//!    remarks and the assembly must agree kernel by kernel, occ's occupancy must equal the compiler's (known
//!    differences named), and the committed fixtures must equal the new logs. It prints
//!    `amd fixtures: N kernels × M targets …`.

use std::env;
use std::path::PathBuf;
use std::process::Command;

use crate::{cargo, root, run, setup};

fn target_dir() -> PathBuf {
    env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

fn python() -> &'static str {
    if Command::new("python3").arg("--version").output().is_ok() {
        "python3"
    } else {
        "python"
    }
}

/// Runs one of occ-core's ignored regeneration tests on the logs in `dir` (named by `variable`).
fn regenerated(test: &str, name: &str, variable: &str, dir: &PathBuf) -> Result<(), String> {
    run(cargo()
        .args([
            "test",
            "--quiet",
            "-p",
            "occ-core",
            "--test",
            test,
            "--",
            "--ignored",
            "--exact",
            name,
            "--nocapture",
        ])
        .env(variable, dir))
}

pub fn check() -> Result<(), String> {
    // g++ (the host part of the nvcc-shaped log) and pip, as for the conformance run.
    setup::toolchain_for_conformance()?;
    let work = target_dir().join("nvidia").join("ptxas");
    let generated = work.join("generated");
    if !work.join("tools").join("ptxas").is_file() {
        eprintln!(
            "xtask: real-compiler fixtures download ptxas 12.9 (nvidia-cuda-nvcc-cu12), NVRTC 12.9 \
             (nvidia-cuda-nvrtc-cu12) and cuobjdump 13.5 (nvidia-cuda-cuobjdump) from PyPI into {} \
             (about 130 MB of wheels, once; not committed)",
            work.display()
        );
    }
    run(Command::new(python())
        .arg(root().join("tests/ptxas/generate.py"))
        .arg("--out")
        .arg(&generated)
        .arg("--work")
        .arg(&work))?;
    regenerated(
        "ptxas_compilers",
        "regenerated_fixtures_agree",
        "OCC_PTXAS_FIXTURES",
        &generated,
    )
}

/// AMD's compilers: Debian's LLVM 19 (llc-19) and clang-19.
pub fn check_amd() -> Result<(), String> {
    let missing: Vec<&str> = [("llc-19", "llvm-19"), ("clang-19", "clang-19")]
        .into_iter()
        .filter(|(tool, _)| !setup::has(tool))
        .map(|(_, package)| package)
        .collect();
    if !missing.is_empty() {
        eprintln!(
            "xtask: AMD real-compiler fixtures need llc-19 and clang-19 (the AMDGPU backend of Debian's LLVM 19)"
        );
        setup::apt_install(&missing)?;
    }
    let generated = target_dir().join("amd").join("generated");
    run(Command::new(python())
        .arg(root().join("tests/amd/generate.py"))
        .arg("--out")
        .arg(&generated))?;
    regenerated(
        "amd_fixtures",
        "regenerated_fixtures_agree",
        "OCC_AMD_FIXTURES",
        &generated,
    )
}
