//! The web page's tasks: install the tools it needs (when missing, saying what), build it with Trunk, serve it,
//! and run the browser tests. Tools come only from registries: rustup, crates.io, npm and Debian.
//!
//! - Trunk 0.21.14 (the newest that builds on rustc 1.95), built `--debug` (it only orchestrates: 4 min, not 12).
//! - wasm-bindgen-cli 0.2.130, the exact version the crate pins (else Trunk tries GitHub and fails).
//! - npm (package.json at the root): binaryen 132 for `wasm-opt` (Trunk.toml asks for `version_132`),
//!   terser and esbuild for the post-build hook (`web/post-build.mjs` minifies the js and bundles the page's into
//!   index.html), playwright-core and axe-core for tests/e2e.
//! - Debian's chromium for the browser tests (playwright never downloads a browser here), and fonts-noto-cjk so
//!   that it draws the page's Chinese.

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::{root, run, setup};

const TRUNK_VERSION: &str = "0.21.14";
const CHROMIUM: &str = "/usr/bin/chromium";
/// Where Debian's `fonts-noto-cjk` puts its fonts.
const CJK_FONTS: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

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

/// Where the build notes that its wasm is the plain one (and why): the browser tests' size budget names it.
pub fn plain_wasm_marker() -> PathBuf {
    env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| root().join("target"), PathBuf::from)
        .join("occ-plain-wasm.txt")
}

/// Why this toolchain cannot build the wasm for size, or `None` when it can. The size build needs std's source
/// with its `optimize_for_size` feature (the rust-src component) and rustc's `-Cpanic=immediate-abort`; both are
/// unstable, so a toolchain may drop them. `OCC_PLAIN_WASM=1` asks for the plain build.
fn size_build_blocker() -> Option<String> {
    if env::var_os("OCC_PLAIN_WASM").is_some_and(|v| !v.is_empty() && v != "0") {
        return Some("OCC_PLAIN_WASM is set".to_string());
    }
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))?;
    if let Some(blocker) = std_source_blocker(&sysroot) {
        return Some(blocker);
    }
    let accepts = Command::new("rustc")
        .env("RUSTC_BOOTSTRAP", "1")
        .args([
            "--target",
            "wasm32-unknown-unknown",
            "-Zunstable-options",
            "-Cpanic=immediate-abort",
            "--print",
            "cfg",
        ])
        .output()
        .is_ok_and(|o| o.status.success());
    (!accepts).then(|| "rustc does not accept -Cpanic=immediate-abort".to_string())
}

/// Whether the sysroot holds std's source with the `optimize_for_size` feature.
fn std_source_blocker(sysroot: &Path) -> Option<String> {
    let manifest = sysroot.join("lib/rustlib/src/rust/library/std/Cargo.toml");
    match std::fs::read_to_string(&manifest) {
        Err(_) => Some(format!("no std source at {}", manifest.display())),
        Ok(text) if !text.contains("optimize_for_size") => {
            Some("std has no optimize_for_size feature".to_string())
        }
        Ok(_) => None,
    }
}

/// Trunk, with the wasm built for size when the toolchain can: std is rebuilt with its `optimize_for_size`
/// feature and panics abort at once (no panic messages: the page never panics on input, and the browser tests
/// fail on any console message). Together about 29 KB gzip off the page (216 instead of 245 KB for its wasm when
/// this was written). These are cargo's and rustc's unstable options, so `RUSTC_BOOTSTRAP=1` unlocks them on the
/// stable toolchain — for these wasm builds only (native builds and tests never see these variables). Without
/// them the page still builds, says why in one line, and ships the bigger wasm (the size budget test then fails,
/// naming the reason).
fn trunk() -> Command {
    trunk_for(size_build_blocker(), &plain_wasm_marker())
}

/// [`trunk`] once the toolchain is judged: `blocker` says why the size build cannot run, if it cannot; `marker`
/// is then written with that reason (and removed otherwise).
fn trunk_for(blocker: Option<String>, marker: &Path) -> Command {
    let mut command = Command::new("trunk");
    command
        .current_dir(root())
        .env("PATH", path_with_node_bin())
        .env("TRUNK_SKIP_VERSION_CHECK", "true");
    match blocker {
        None => {
            let _ = std::fs::remove_file(marker);
            command
                .env("RUSTC_BOOTSTRAP", "1")
                .env("CARGO_UNSTABLE_BUILD_STD", "std,panic_abort")
                .env("CARGO_UNSTABLE_BUILD_STD_FEATURES", "optimize_for_size")
                // Replaces .cargo/config.toml's flags for this target, so it repeats them.
                .env(
                    "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS",
                    "--cfg erase_components -Zunstable-options -Cpanic=immediate-abort",
                );
        }
        Some(reason) => {
            eprintln!(
                "xtask: building the plain wasm, not the size-optimised one ({reason}); the page works but is \
                 larger than its byte budget"
            );
            if let Some(dir) = marker.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            let _ = std::fs::write(marker, format!("{reason}\n"));
        }
    }
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
    // Han characters for the page in Chinese (the browser's own fonts; the page ships no web fonts).
    if !Path::new(CJK_FONTS).is_file() {
        setup::apt_install(&["fonts-noto-cjk"])?;
    }
    Ok(())
}

/// `trunk build --release` into dist/.
pub fn build_release() -> Result<(), String> {
    run(trunk().args(["build", "--release"]))
}

/// `cargo xtask dist [DIR]`: builds the page into dist/ (and copies it to `DIR` when given), then says how to
/// put it online.
pub fn dist(target: Option<&Path>) -> Result<(), String> {
    ensure_tools()?;
    build_release()?;
    let built = root().join("dist");
    let out = match target {
        Some(dir) => {
            copy_tree(&built, dir)
                .map_err(|e| format!("copying dist/ to {}: {e}", dir.display()))?;
            dir.to_path_buf()
        }
        None => built,
    };
    let mut files = Vec::new();
    list_files(&out, &out, &mut files).map_err(|e| format!("listing {}: {e}", out.display()))?;
    let bytes: u64 = files.iter().map(|(_, size)| size).sum();
    eprintln!(
        "xtask: the page is in {} ({} files, {} bytes). Copy the folder as it is to any static web server, at \
         any path (every URL in it is relative); nothing else is needed at run time. Link to a config with the \
         page's Share link; embed one in a doc with `?embed=1` added to that link (an <iframe> works).",
        out.display(),
        files.len(),
        bytes
    );
    for (path, size) in files {
        eprintln!("  {path}  {size} B");
    }
    Ok(())
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

fn list_files(base: &Path, dir: &Path, out: &mut Vec<(String, u64)>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            list_files(base, &path, out)?;
        } else {
            let name = path
                .strip_prefix(base)
                .unwrap_or(&path)
                .display()
                .to_string();
            out.push((name, entry.metadata()?.len()));
        }
    }
    Ok(())
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

/// The page's first result next to Intel's GPU Occupancy Calculator in one Chromium (loopback and a throttled
/// network), and a keystroke to every number and chart redrawn: `tests/e2e/bench/first-result.mjs` against a fresh
/// dist/. Intel's page is read from `OCC_INTEL_CALC` (its index.html) or a clone of oneAPI-samples
/// (`OCC_ONEAPI_SAMPLES`) and copied under the target directory; without it the script says where to get it and
/// times occ alone.
pub fn bench() -> Result<(), String> {
    ensure_tools()?;
    build_release()?;
    let target =
        env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from);
    run(Command::new("node")
        .current_dir(root())
        .env("CARGO_TARGET_DIR", target)
        .arg("tests/e2e/bench/first-result.mjs"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sysroot_without_std_source_asks_for_the_plain_build() {
        let sysroot = env::temp_dir().join(format!("occ-xtask-sysroot-{}", std::process::id()));
        let std_dir = sysroot.join("lib/rustlib/src/rust/library/std");
        let _ = std::fs::remove_dir_all(&sysroot);
        assert!(std_source_blocker(&sysroot)
            .unwrap()
            .contains("no std source"));
        std::fs::create_dir_all(&std_dir).unwrap();
        std::fs::write(
            std_dir.join("Cargo.toml"),
            "[features]\npanic_immediate_abort = []\n",
        )
        .unwrap();
        assert!(std_source_blocker(&sysroot)
            .unwrap()
            .contains("optimize_for_size"));
        std::fs::write(
            std_dir.join("Cargo.toml"),
            "[features]\noptimize_for_size = []\n",
        )
        .unwrap();
        assert_eq!(std_source_blocker(&sysroot), None);
        std::fs::remove_dir_all(&sysroot).unwrap();
    }

    /// The variables that unlock the size options, as `command` sets them.
    fn unstable_env(command: &Command) -> Vec<String> {
        command
            .get_envs()
            .filter(|(_, value)| value.is_some())
            .map(|(key, _)| key.to_string_lossy().into_owned())
            .filter(|key| key.starts_with("RUSTC_BOOTSTRAP") || key.starts_with("CARGO_UNSTABLE"))
            .collect()
    }

    #[test]
    fn the_plain_build_uses_no_unstable_option_and_leaves_its_reason() {
        let marker = env::temp_dir().join(format!("occ-xtask-marker-{}.txt", std::process::id()));
        let plain = trunk_for(Some("rustc refused it".to_string()), &marker);
        assert_eq!(unstable_env(&plain), Vec::<String>::new());
        assert!(plain
            .get_envs()
            .all(|(key, _)| key != "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS"));
        assert_eq!(
            std::fs::read_to_string(&marker).unwrap(),
            "rustc refused it\n"
        );
        let sized = trunk_for(None, &marker);
        assert_eq!(unstable_env(&sized).len(), 3);
        assert!(
            !marker.exists(),
            "a size build removes the plain build's note"
        );
    }

    #[test]
    fn this_toolchain_builds_the_wasm_for_size() {
        // The toolchain CI uses: if it lost the unstable options, this says so before the size budget does.
        if env::var_os("OCC_PLAIN_WASM").is_none() {
            assert_eq!(size_build_blocker(), None);
        }
    }
}
