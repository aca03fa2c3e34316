//! Writes the page's markup (`occ_web::app::shell`) to `$TRUNK_STAGING_DIR/shell.html`, where Trunk's post-build
//! hook (`web/post-build.mjs`) puts it into `index.html`: the browser lays out and paints the page while the wasm
//! downloads, and the wasm carries none of the markup. A native program (a Trunk pre-build hook, see Trunk.toml).

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::var_os("TRUNK_STAGING_DIR").map(PathBuf::from) else {
        eprintln!("occ-shell: TRUNK_STAGING_DIR is not set (Trunk runs me as a pre-build hook)");
        return ExitCode::FAILURE;
    };
    let file = dir.join("shell.html");
    match std::fs::write(&file, occ_web::app::shell()) {
        Ok(()) => {
            eprintln!("occ-shell: wrote {}", file.display());
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("occ-shell: cannot write {}: {why}", file.display());
            ExitCode::FAILURE
        }
    }
}
