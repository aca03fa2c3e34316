//! Installs what the tasks need when it is missing, saying what it does. Only package registries are used:
//! rustup's wasm32 target, crates.io (`cargo install`), PyPI (pip, for NVIDIA's header), npm and Debian (g++, pip,
//! llvm-19 for AMD's compiler, Chromium).

use std::env;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::run;

pub fn has(program: &str) -> bool {
    env::var_os("PATH")
        .is_some_and(|paths| env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

fn quiet_ok(command: &mut Command) -> bool {
    command
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Adds a rustup `target` or `component` unless `rustup <kind> list --installed` shows it.
fn rustup_add(kind: &str, name: &str, why: &str) -> Result<(), String> {
    let installed = Command::new("rustup")
        .args([kind, "list", "--installed"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains(name))
        .unwrap_or(false);
    if !installed {
        eprintln!("xtask: installing the Rust {kind} {name} (rustup; {why})");
        run(Command::new("rustup").args([kind, "add", name]))?;
    }
    Ok(())
}

/// The wasm32 target for the page and for checking that occ-core builds for it.
pub fn rust_target() -> Result<(), String> {
    rustup_add(
        "target",
        "wasm32-unknown-unknown",
        "the page and occ-core's wasm tests",
    )
}

/// The standard library's source: the page's wasm is built with std rebuilt for size (see `web::trunk`).
pub fn rust_src() -> Result<(), String> {
    rustup_add(
        "component",
        "rust-src",
        "the page's wasm rebuilds std for size",
    )
}

/// g++ and pip for the conformance run (the run itself downloads NVIDIA's header from PyPI).
pub fn toolchain_for_conformance() -> Result<(), String> {
    if !has("g++") {
        apt_install(&["g++"])?;
    }
    let pip = ["python3", "python"]
        .iter()
        .any(|python| quiet_ok(Command::new(python).args(["-m", "pip", "--version"])));
    if !pip {
        apt_install(&["python3-pip"])?;
    }
    Ok(())
}

/// llc-19 for the AMD conformance run: Debian's `llvm-19` (in bookworm's main archive), unless `OCC_LLC` names
/// another llc of LLVM 19.
pub fn llvm_for_amd_conformance() -> Result<(), String> {
    if env::var_os("OCC_LLC").is_some() || has("llc-19") {
        return Ok(());
    }
    eprintln!("xtask: llc-19 is missing: the AMD conformance run compiles its kernels with it");
    apt_install(&["llvm-19"])
}

/// Debian packages (as root, the machines here allow it).
pub fn apt_install(packages: &[&str]) -> Result<(), String> {
    eprintln!(
        "xtask: installing {} from Debian (apt-get)",
        packages.join(", ")
    );
    let sudo = !Path::new("/root").exists() || env::var("USER").is_ok_and(|u| u != "root");
    let mut update = Command::new(if sudo { "sudo" } else { "apt-get" });
    if sudo {
        update.arg("apt-get");
    }
    update.args(["update", "-qq"]);
    run(&mut update)?;
    let mut install = Command::new(if sudo { "sudo" } else { "apt-get" });
    if sudo {
        install.arg("apt-get");
    }
    install
        .args(["install", "-y", "-qq", "-o", "DPkg::Lock::Timeout=600"])
        .args(packages)
        .env("DEBIAN_FRONTEND", "noninteractive");
    run(&mut install)
}

/// `wasm-bindgen-test-runner` (from wasm-bindgen-cli, pinned to the wasm-bindgen version in Cargo.lock) runs
/// occ-core's tests as wasm32 in Node.
pub fn wasm_bindgen_cli() -> Result<(), String> {
    // The CLI must match the wasm-bindgen crate exactly, or Trunk tries to download one from GitHub.
    let matching = Command::new("wasm-bindgen")
        .arg("--version")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("0.2.130"));
    if matching && has("wasm-bindgen-test-runner") {
        return Ok(());
    }
    eprintln!("xtask: installing wasm-bindgen-cli 0.2.130 from crates.io (cargo install, ~4 minutes once)");
    // Its lockfile pins a crate version the registry no longer serves, hence no --locked.
    run(
        Command::new(env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())).args([
            "install",
            "wasm-bindgen-cli",
            "--version",
            "0.2.130",
            "--force",
        ]),
    )
}
