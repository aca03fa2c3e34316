//! Writes into `$TRUNK_STAGING_DIR`, as a Trunk pre-build hook (see Trunk.toml):
//! - `shell.html`, the page's markup (`occ_web::page::shell`), which the post-build hook (`web/post-build.mjs`) puts
//!   into `index.html`: the browser lays out and paints the page while the wasm downloads, and the wasm carries none
//!   of the markup;
//! - `citations.json` (`{"id": CITATIONS_ID, "ids": [...], "citations": [...]}`, indexed by
//!   `occ_core::presets::Cite`), the GPU facts' sources, which the page fetches only when a fact's source is asked
//!   for;
//! - `messages.zh.txt`, the compiled Chinese catalogue of messages (`occ_core::msg::ZH_TEXT`), which the modules
//!   loaded on demand fetch when the page speaks Chinese.
//! - `messages.zh.page.txt`, the page's Chinese (`occ_core::msg::ZH_PAGE_TEXT`: the messages the page's first wasm
//!   writes, the rest empty lines), which the page fetches only when Chinese is chosen (`occ_web::page::lang`).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::var_os("TRUNK_STAGING_DIR").map(PathBuf::from) else {
        eprintln!("occ-shell: TRUNK_STAGING_DIR is not set (Trunk runs me as a pre-build hook)");
        return ExitCode::FAILURE;
    };
    let citations = serde_json::json!({
        "id": occ_core::presets::CITATIONS_ID,
        "ids": [occ_core::presets::CITATIONS_ID],
        "citations": occ_core::presets::citations(),
    });
    let files = [
        ("shell.html", occ_web::page::shell()),
        ("citations.json", citations.to_string()),
        ("messages.zh.txt", occ_core::msg::ZH_TEXT.to_string()),
        (
            "messages.zh.page.txt",
            occ_core::msg::ZH_PAGE_TEXT.to_string(),
        ),
    ];
    for (name, text) in files {
        if let Err(code) = write(&dir.join(name), &text) {
            return code;
        }
    }
    ExitCode::SUCCESS
}

fn write(file: &Path, text: &str) -> Result<(), ExitCode> {
    match std::fs::write(file, text) {
        Ok(()) => {
            eprintln!("occ-shell: wrote {}", file.display());
            Ok(())
        }
        Err(why) => {
            eprintln!("occ-shell: cannot write {}: {why}", file.display());
            Err(ExitCode::FAILURE)
        }
    }
}
