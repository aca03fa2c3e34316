//! occ in Python (`crates/occ-py`): a virtual environment under target/ (the system's Python untouched), the
//! package built and installed into it from its own directory as `pip install ./crates/occ-py` does on a user's
//! machine, then its pytest suite, or its benchmark. Installs come from PyPI alone, each said before it happens.

use std::env;
use std::path::PathBuf;
use std::process::Command;

use crate::{cargo, root, run};

/// What the environment needs from PyPI: the package's build backend, NumPy (its sweeps), pytest (its tests).
const FROM_PYPI: [&str; 3] = ["maturin>=1.9.4,<2", "numpy", "pytest"];

fn target() -> PathBuf {
    env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// The environment's interpreter, creating the environment and installing [`FROM_PYPI`] when it is new.
fn venv() -> Result<PathBuf, String> {
    let dir = target().join("py-venv");
    let python = dir.join("bin").join("python");
    if !python.is_file() {
        eprintln!(
            "xtask: creating a Python virtual environment in {} (python3 -m venv)",
            dir.display()
        );
        run(Command::new("python3").args(["-m", "venv"]).arg(&dir))?;
    }
    let ready = Command::new(&python)
        .args(["-c", "import maturin, numpy, pytest"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ready {
        eprintln!(
            "xtask: installing {} into it from PyPI (pip)",
            FROM_PYPI.join(", ")
        );
        run(Command::new(&python)
            .args(["-m", "pip", "install", "--quiet"])
            .args(FROM_PYPI))?;
    }
    Ok(python)
}

/// Builds and installs the package into the environment as a user does (`pip install ./crates/occ-py`, maturin
/// building it with the release profile), and returns the interpreter.
fn installed() -> Result<PathBuf, String> {
    let python = venv()?;
    eprintln!("xtask: building and installing occ-py into it (pip install ./crates/occ-py)");
    // The environment's maturin builds it (no isolated build environment downloaded each time): its bin/ first.
    let bin = python.parent().map(PathBuf::from).unwrap_or_default();
    let path = env::var_os("PATH").unwrap_or_default();
    let path = env::join_paths(std::iter::once(bin).chain(env::split_paths(&path)))
        .map_err(|e| format!("PATH: {e}"))?;
    run(Command::new(&python)
        .current_dir(root())
        .env("PATH", path)
        .args([
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-build-isolation",
            "--force-reinstall",
            "--no-deps",
            "./crates/occ-py",
        ]))?;
    Ok(python)
}

/// The CLI the tests compare with, built by cargo: `profile` is "debug" or "release".
fn occ_cli(profile: &str) -> Result<PathBuf, String> {
    let mut build = cargo();
    build.args(["build", "--quiet", "-p", "occ-cli"]);
    if profile == "release" {
        build.arg("--release");
    }
    run(&mut build)?;
    Ok(target()
        .join(profile)
        .join(format!("occ{}", env::consts::EXE_SUFFIX)))
}

/// The package's pytest suite against the CLI: pytest's exit code is the step's (any failure, or no test
/// collected, fails it).
pub fn test() -> Result<(), String> {
    let occ = occ_cli("debug")?;
    let python = installed()?;
    run(Command::new(python)
        .current_dir(root())
        .env("OCC_BIN", occ)
        .args(["-m", "pytest", "-q", "crates/occ-py/tests"]))
}

/// Launches per second on one core: `occ.sweep`, a loop over `occ.calc`, and `occ batch`, per vendor.
pub fn bench() -> Result<(), String> {
    let occ = occ_cli("release")?;
    let python = installed()?;
    run(Command::new(python)
        .current_dir(root())
        .args(["crates/occ-py/bench/sweep.py", "--occ"])
        .arg(occ))
}
