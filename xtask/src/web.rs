//! The web page's tasks: install the tools it needs (when missing, saying what), build it with Trunk, serve it,
//! and run the browser tests. Tools come only from registries: rustup, crates.io, npm and Debian.
//!
//! - Trunk 0.21.14 (the newest that builds on rustc 1.95), built `--debug` (it only orchestrates: 4 min, not 12).
//! - wasm-bindgen-cli 0.2.130, the exact version the crate pins (else Trunk tries GitHub and fails).
//! - npm (package.json at the root): binaryen 132 for `wasm-opt` (Trunk.toml asks for `version_132`),
//!   terser and esbuild for the post-build hook (`web/post-build.mjs` minifies the js and bundles the page's into
//!   index.html), playwright-core and axe-core for tests/e2e.
//! - Debian's chromium for the browser tests (playwright never downloads a browser here).

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{root, run, setup};

const TRUNK_VERSION: &str = "0.21.14";
const CHROMIUM: &str = "/usr/bin/chromium";

fn cargo_bin() -> String {
    env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// Whether `program --version` runs and prints `version`.
fn has_version(program: &str, version: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).contains(version))
}

fn node_bin() -> PathBuf {
    root().join("node_modules").join(".bin")
}

/// PATH with `node_modules/.bin` first (Trunk finds `wasm-opt` there).
fn path_with_node_bin() -> String {
    let mut paths = vec![node_bin()];
    if let Some(existing) = env::var_os("PATH") {
        paths.extend(env::split_paths(&existing));
    }
    env::join_paths(paths)
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Trunk, with the wasm built for size: std is rebuilt with its `optimize_for_size` feature and panics abort at
/// once (no panic messages: the page never panics on input, and the browser tests fail on any console error).
/// Together about 29 KB gzip off the page (216 instead of 245 KB for its wasm when this was written). These are
/// cargo's and rustc's unstable options, so `RUSTC_BOOTSTRAP=1` unlocks them on the stable toolchain — for these
/// wasm builds only (native builds and tests never see these variables). A plain `trunk build --release` still
/// works; it just ships the bigger wasm.
fn trunk() -> Command {
    let mut command = Command::new("trunk");
    command
        .current_dir(root())
        .env("PATH", path_with_node_bin())
        .env("TRUNK_SKIP_VERSION_CHECK", "true")
        .env("RUSTC_BOOTSTRAP", "1")
        .env("CARGO_UNSTABLE_BUILD_STD", "std,panic_abort")
        .env("CARGO_UNSTABLE_BUILD_STD_FEATURES", "optimize_for_size")
        // Replaces .cargo/config.toml's flags for this target, so it repeats them.
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS",
            "--cfg erase_components -Zunstable-options -Cpanic=immediate-abort",
        );
    command
}

/// Installs whatever the page's build and tests need and is missing.
pub fn ensure_tools() -> Result<(), String> {
    setup::rust_target()?;
    setup::rust_src()?;
    if !has_version("trunk", TRUNK_VERSION) {
        eprintln!(
            "xtask: installing Trunk {TRUNK_VERSION} from crates.io (cargo install --debug, ~4 minutes once)"
        );
        run(Command::new(cargo_bin()).args([
            "install",
            "trunk",
            "--version",
            TRUNK_VERSION,
            "--locked",
            "--debug",
        ]))?;
    }
    setup::wasm_bindgen_cli()?;
    let wanted = [
        "binaryen",
        "terser",
        "esbuild",
        "playwright-core",
        "axe-core",
    ];
    let missing = wanted
        .iter()
        .any(|package| !root().join("node_modules").join(package).is_dir());
    if missing {
        let lock = root().join("package-lock.json").is_file();
        eprintln!(
            "xtask: installing binaryen (wasm-opt), terser, esbuild, playwright-core and axe-core from npm ({})",
            if lock { "npm ci" } else { "npm install" }
        );
        run(Command::new("npm").current_dir(root()).args(if lock {
            vec!["ci", "--no-audit", "--no-fund"]
        } else {
            vec!["install", "--no-audit", "--no-fund"]
        }))?;
    }
    if !Path::new(CHROMIUM).is_file() {
        setup::apt_install(&["chromium"])?;
    }
    Ok(())
}

/// `trunk build --release` into dist/.
pub fn build_release() -> Result<(), String> {
    run(trunk().args(["build", "--release"]))
}

/// Builds the page and serves it on http://127.0.0.1:8080 until interrupted.
pub fn serve() -> Result<(), String> {
    ensure_tools()?;
    build_release()?;
    eprintln!("xtask: serving the page on http://127.0.0.1:8080/ (Ctrl+C stops)");
    run(trunk().args([
        "serve",
        "--release",
        "--address",
        "127.0.0.1",
        "--port",
        "8080",
        // Trunk's reload script is inline; the page's CSP allows no inline script.
        "--no-autoreload",
    ]))
}

/// The browser tests (Node's test runner, Chromium from Debian) against dist/.
pub fn e2e() -> Result<(), String> {
    run(Command::new("node").current_dir(root()).args([
        "--test",
        "--test-concurrency=1",
        "tests/e2e/",
    ]))
}
