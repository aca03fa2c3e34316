//! occ-cli's layout, held by the workspace's one layout check (`tests/layout.rs` at the workspace's root): no file
//! imports another in a circle; the modules form layers, `main` (clap's command list, exit codes) over `command/`
//! (one module per subcommand) over `vendor/` (the chosen GPU and each vendor's flags and views) over the shared
//! helpers, each using only the layers below it, with no cycle between two commands or two vendors; and the
//! vendors (`vendor/nvidia.rs`, `amd.rs`, `intel.rs`) are peers that use what they share (`vendor/mod.rs`), never
//! one another.

#[path = "../../../tests/layout.rs"]
mod layout;

#[test]
fn no_circle_and_no_vendor_uses_another_vendors() {
    layout::check(
        env!("CARGO_MANIFEST_DIR"),
        &layout::Rules {
            peers: &["vendor::nvidia", "vendor::amd", "vendor::intel"],
            order: &["say", "export", "flags", "gpu", "vendor", "command"],
            split: &["command", "vendor"],
        },
    );
}
