//! The real-compiler check of `occ ptxas`'s parser: regenerates the compiler logs with NVIDIA's own tools and
//! compares what the parser reads from ptxas with what cuobjdump reports for the same cubins.
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

use std::env;
use std::path::PathBuf;
use std::process::Command;

use crate::{cargo, root, run, setup};

pub fn check() -> Result<(), String> {
    // g++ (the host part of the nvcc-shaped log) and pip, as for the conformance run.
    setup::toolchain_for_conformance()?;
    let target =
        env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from);
    let work = target.join("nvidia").join("ptxas");
    let generated = work.join("generated");
    if !work.join("tools").join("ptxas").is_file() {
        eprintln!(
            "xtask: real-compiler fixtures download ptxas 12.9 (nvidia-cuda-nvcc-cu12), NVRTC 12.9 \
             (nvidia-cuda-nvrtc-cu12) and cuobjdump 13.5 (nvidia-cuda-cuobjdump) from PyPI into {} \
             (about 130 MB of wheels, once; not committed)",
            work.display()
        );
    }
    let python = if Command::new("python3").arg("--version").output().is_ok() {
        "python3"
    } else {
        "python"
    };
    run(Command::new(python)
        .arg(root().join("tests/ptxas/generate.py"))
        .arg("--out")
        .arg(&generated)
        .arg("--work")
        .arg(&work))?;
    run(cargo()
        .args([
            "test",
            "--quiet",
            "-p",
            "occ-core",
            "--test",
            "ptxas_compilers",
            "--",
            "--ignored",
            "--exact",
            "regenerated_fixtures_agree",
            "--nocapture",
        ])
        .env("OCC_PTXAS_FIXTURES", &generated))
}
