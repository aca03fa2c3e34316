//! occ's project tasks, run as `cargo xtask <task>` (alias in `.cargo/config.toml`).
//!
//! - `serve`: installs what is missing, builds the page with Trunk and serves it on http://127.0.0.1:8080.
//! - `test`: installs what is missing, then runs every check CI runs (see [`test()`]).
//! - `dist [DIR]`: builds the page into dist/ (copied to `DIR` when given) and says how to put it online.
//! - `bench [engine|python|web]`: times occ-core next to NVIDIA's `cuda_occupancy.h` on the same launches (ratios),
//!   and `occ batch` (`engine`); the Python package's sweeps next to `occ.calc` and `occ batch` (`python`); the
//!   page's first result next to Intel's GPU Occupancy Calculator, and a keystroke to
//!   everything redrawn (`web`). All three without an argument.
//!
//! Every install step says what it installs; nothing is downloaded outside crates.io, PyPI, npm and Debian.

mod compilers;
mod python;
mod setup;
mod web;

use std::env;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let task = args.first().map(String::as_str).unwrap_or("help");
    let rest = &args[args.len().min(1)..];
    let result = match task {
        "test" => test(rest),
        "serve" => serve(rest),
        "bench" => bench(rest),
        "dist" => web::dist(rest.first().map(Path::new)),
        _ => {
            eprintln!(
                "usage: cargo xtask <task>\n\n  serve   build the page and serve it on http://127.0.0.1:8080 \
                 (installs Trunk, wasm-bindgen-cli and wasm-opt when missing)\n  test    run every check CI \
                 runs: fmt, clippy, docs, unit tests, the Python package's tests, Intel conformance, occ-core's tests as wasm32, NVIDIA and AMD \
                 conformance, \
                 the NVIDIA and AMD compilers' fixtures, browser tests\n          \
                 (`test --quick` skips conformance and the browser)\n  dist    build the page into dist/ (or \
                 `dist DIR`) and say how to put it online\n  bench   time occ-core next to \
                 NVIDIA's header on the same launches, and occ batch's lines per second (`bench engine \
                 --rounds N --ms MS`);\n          the Python package's sweeps (`bench python`); the page's first result next to Intel's calculator in \
                 Chromium, and a keystroke to everything redrawn (`bench web`); all three without an argument"
            );
            return ExitCode::from(if task == "help" { 0 } else { 2 });
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace root (xtask lives one level below it).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is inside the workspace")
        .to_path_buf()
}

pub fn cargo() -> Command {
    let mut command = Command::new(env::var("CARGO").unwrap_or_else(|_| "cargo".to_string()));
    command.current_dir(root());
    command
}

/// Runs a command, echoing it, and fails with its name when it fails.
pub fn run(command: &mut Command) -> Result<(), String> {
    eprintln!("$ {}", describe(command));
    let status = command
        .status()
        .map_err(|e| format!("cannot start {}: {e}", describe(command)))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{} failed ({status})", describe(command)))
    }
}

fn describe(command: &Command) -> String {
    let mut text = command.get_program().to_string_lossy().into_owned();
    for arg in command.get_args() {
        text.push(' ');
        text.push_str(&arg.to_string_lossy());
    }
    text
}

/// `cargo xtask test`: every check, in the order that fails fastest.
fn test(args: &[String]) -> Result<(), String> {
    let quick = args.iter().any(|a| a == "--quick");
    let started = Instant::now();
    let mut steps: Vec<(&str, Result<(), String>)> = Vec::new();
    let mut step = |name: &'static str, outcome: Result<(), String>| {
        eprintln!(
            "xtask: {name}: {}",
            if outcome.is_ok() { "ok" } else { "FAILED" }
        );
        let failed = outcome.is_err();
        steps.push((name, outcome));
        failed
    };

    setup::rust_target()?;
    // Before the unit tests: one of them checks that this toolchain can build the page's wasm for size.
    setup::rust_src()?;
    if step(
        "format",
        run(cargo().args(["fmt", "--all", "--", "--check"])),
    ) {
        return summary(&steps, started);
    }
    // The page's crate twice: with the tools module's components (feature `tools`) and as the page builds it.
    step(
        "clippy",
        run(cargo().args([
            "clippy",
            "--workspace",
            "--all-targets",
            "--all-features",
            "--",
            "-D",
            "warnings",
        ]))
        .and_then(|()| {
            run(cargo().args([
                "clippy",
                "-p",
                "occ-web",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ]))
        }),
    );
    // Every crate's docs, links included: an intra-doc link that no longer resolves is an error. `--no-deps`
    // documents the workspace's crates alone.
    step(
        "docs",
        run(cargo()
            .env("RUSTDOCFLAGS", "-D warnings")
            .args(["doc", "--workspace", "--no-deps"])),
    );
    step(
        "unit and integration tests",
        run(cargo().args(["test", "--workspace", "--all-features"])),
    );
    // The Python package against the CLI (`python::test`): a virtual environment under target/, maturin, NumPy
    // and pytest from PyPI once.
    step("Python package (pytest)", python::test());
    // Intel's conformance is a normal test (it needs no tool: its reference is written in the test), already run
    // above; run alone with its output shown, it prints `intel conformance: N/N`.
    step(
        "Intel conformance",
        run(cargo().args([
            "test",
            "--quiet",
            "-p",
            "occ-core",
            "--all-features",
            "--test",
            "intel_reference",
            "--",
            "--nocapture",
            "occ_agrees_with_the_calculators_algorithm",
        ])),
    );
    step(
        "occ-core tests as wasm32 (Node)",
        setup::wasm_bindgen_cli().and_then(|()| {
            run(cargo()
                .args([
                    "test",
                    "-p",
                    "occ-core",
                    "--target",
                    "wasm32-unknown-unknown",
                    "--tests",
                ])
                .env(
                    "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
                    "wasm-bindgen-test-runner",
                ))
        }),
    );
    if !quick {
        step(
            "NVIDIA conformance",
            setup::toolchain_for_conformance().and_then(|()| {
                run(cargo().args([
                    "run",
                    "--quiet",
                    "-p",
                    "occ-conformance",
                    "--release",
                    "--",
                    "--cases",
                    "100000",
                ]))
            }),
        );
        step(
            "AMD conformance",
            setup::llvm_for_amd_conformance().and_then(|()| {
                run(cargo().args([
                    "run",
                    "--quiet",
                    "-p",
                    "occ-amd-conformance",
                    "--release",
                    "--",
                    "--cases",
                    "6000",
                ]))
            }),
        );
        step("real-compiler fixtures", compilers::check());
        step("AMD real-compiler fixtures", compilers::check_amd());
        step(
            "browser tests",
            web::ensure_tools()
                .and_then(|()| web::build_release())
                .and_then(|()| web::e2e()),
        );
    }
    summary(&steps, started)
}

fn summary(steps: &[(&str, Result<(), String>)], started: Instant) -> Result<(), String> {
    let failed: Vec<&str> = steps
        .iter()
        .filter(|(_, r)| r.is_err())
        .map(|(n, _)| *n)
        .collect();
    eprintln!(
        "\nxtask test finished in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    for (name, result) in steps {
        match result {
            Ok(()) => eprintln!("  ok      {name}"),
            Err(message) => eprintln!("  FAILED  {name}: {message}"),
        }
    }
    println!(
        "steps: {} passed, {} failed",
        steps.len() - failed.len(),
        failed.len()
    );
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!("failed: {}", failed.join(", ")))
    }
}

fn serve(_args: &[String]) -> Result<(), String> {
    web::serve()
}

/// `cargo xtask bench [engine|python|web] [--rounds N] [--ms MS]`: `engine` and `web` below, `python` the package's
/// sweeps next to a loop over `occ.calc` and `occ batch` ([`python::bench`]), or all three without an argument.
fn bench(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("engine") => bench_engine(&args[1..]),
        Some("web") => web::bench(),
        Some("python") => python::bench(),
        _ => bench_engine(args)
            .and_then(|()| python::bench())
            .and_then(|()| web::bench()),
    }
}

/// occ-core next to NVIDIA's header on the same launches (the conformance crate's `bench`, which compiles
/// `tests/conformance/bench.cpp` against the header it downloads), and `occ batch`'s lines per second. Both built as
/// users get them: the release profile.
fn bench_engine(args: &[String]) -> Result<(), String> {
    setup::toolchain_for_conformance()?;
    run(cargo().args(["build", "--quiet", "--release", "-p", "occ-cli"]))?;
    let target =
        env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from);
    let occ = target
        .join("release")
        .join(format!("occ{}", env::consts::EXE_SUFFIX));
    run(cargo()
        .args([
            "run",
            "--quiet",
            "--release",
            "-p",
            "occ-conformance",
            "--",
            "bench",
            "--occ",
        ])
        .arg(occ)
        .args(args))
}
