//! occ-cli's layout, held by the workspace's one layout check (`tests/layout.rs` at the workspace's root): no file
//! imports another in a circle; the modules form layers, `main` (clap's command list, exit codes) over `command/`
//! (one module per subcommand) over `vendor/` (the chosen GPU and each vendor's flags and views) over the shared
//! helpers, each using only the layers below it, with no cycle between two commands or two vendors; and the
//! vendors are peers that use what they share, never one another: `vendor/nvidia.rs`, `amd.rs`, `intel.rs` (what
//! they share in `vendor/mod.rs`), and `occ log`'s sections, `command/log/nvidia.rs` and `amd.rs` (theirs in
//! `command/log/mod.rs`).

#[path = "../../../tests/layout.rs"]
mod layout;

const RULES: layout::Rules = layout::Rules {
    peers: &[
        "vendor::nvidia",
        "vendor::amd",
        "vendor::intel",
        "command::log::nvidia",
        "command::log::amd",
    ],
    order: &["say", "export", "flags", "gpu", "vendor", "command"],
    split: &["command", "vendor"],
};

#[test]
fn no_circle_and_no_vendor_uses_another_vendors() {
    layout::check(env!("CARGO_MANIFEST_DIR"), &RULES);
}

#[test]
fn a_command_section_uses_its_own_vendor_only() {
    // The check read on a crate made for it: `occ log`'s NVIDIA section may use NVIDIA's GPU, AMD's may not.
    let dir = std::env::temp_dir().join(format!("occ-cli-layout-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("command/log")).unwrap();
    std::fs::create_dir_all(src.join("vendor")).unwrap();
    let write = |path: &str, text: &str| std::fs::write(src.join(path), text).unwrap();
    write("main.rs", "mod command;\nmod vendor;\n");
    write("vendor/mod.rs", "pub mod amd;\npub mod nvidia;\n");
    write("vendor/nvidia.rs", "pub struct NvidiaGpu;\n");
    write("vendor/amd.rs", "pub struct AmdGpu;\n");
    write("command/mod.rs", "pub mod log;\n");
    write(
        "command/log/mod.rs",
        "mod amd;\nmod nvidia;\npub fn run() { nvidia::table(); amd::table(); }\n",
    );
    write(
        "command/log/nvidia.rs",
        "use crate::vendor::nvidia::NvidiaGpu;\nuse super::run;\n",
    );
    write(
        "command/log/amd.rs",
        "use crate::vendor::nvidia::NvidiaGpu;\n",
    );
    let found = layout::problems(dir.to_str().unwrap(), &RULES);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        found,
        ["command::log::amd uses another vendor's vendor::nvidia"]
    );
}
