//! occ-web's layout, held by the workspace's one layout check (`tests/layout.rs` at the workspace's root): no file
//! imports another in a circle, and the crate's folders are its architecture: they form layers in the order
//! ARCHITECTURE.md lays them out, each using only those before it, each tool's folder under `tools/` a unit of its
//! own with no cycle between them; the results', the charts' and a tool's per-vendor files (`nvidia.rs`, `amd.rs`, `intel.rs`) are peers, none
//! using another's; the state knows nothing of the panels, the browser or storage.

#[path = "../../../tests/layout.rs"]
mod layout;

use std::collections::BTreeSet;
use std::path::Path;

use layout::Rules;

const RULES: Rules = Rules {
    // Each vendor's results, its charts and each tool's view of a vendor are peer files beside the `mod.rs` they share.
    peers: &[
        "calculator::result_markup::nvidia",
        "calculator::result_markup::amd",
        "calculator::result_markup::intel",
        "state::sweep::nvidia",
        "state::sweep::amd",
        "state::sweep::intel",
        "tools::planning::nvidia",
        "tools::planning::amd",
        "tools::planning::intel",
        "tools::compiler_log::nvidia",
        "tools::compiler_log::amd",
    ],
    order: &["browser", "state", "persist", "calculator", "tools", "page"],
    split: &["tools"],
};

#[test]
fn no_circle_and_each_folder_uses_only_those_before_it() {
    layout::check(env!("CARGO_MANIFEST_DIR"), &RULES);
}

#[test]
fn the_state_uses_no_other_folder() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let used: BTreeSet<String> = layout::graph(&src, true)
        .iter()
        .filter(|(from, _)| from.0.first().is_some_and(|f| f == "state"))
        .flat_map(|(_, tos)| tos.iter().filter_map(|to| to.0.first().cloned()))
        .filter(|folder| folder != "state")
        .collect();
    assert_eq!(used, BTreeSet::new(), "state/ uses {used:?}");
}

#[test]
fn a_later_layer_used_and_a_circle_of_tools_are_named() {
    // The check read on a crate made for it: the state using the page, and two tools using each other through
    // files that are no circle themselves.
    let dir = std::env::temp_dir().join(format!("occ-web-layout-{}", std::process::id()));
    let src = dir.join("src");
    for folder in ["state", "page", "tools/a", "tools/b"] {
        std::fs::create_dir_all(src.join(folder)).unwrap();
    }
    let write = |path: &str, text: &str| std::fs::write(src.join(path), text).unwrap();
    write("lib.rs", "mod state;\nmod page;\nmod tools;\n");
    write("state/mod.rs", "use crate::page::Shell;\n");
    write("page/mod.rs", "pub struct Shell;\n");
    write("tools/mod.rs", "mod a;\nmod b;\n");
    write("tools/a/mod.rs", "mod x;\nmod y;\n");
    write("tools/a/x.rs", "use crate::tools::b::z::f;\n");
    write("tools/a/y.rs", "pub fn g() {}\n");
    write("tools/b/mod.rs", "mod z;\n");
    write("tools/b/z.rs", "use crate::tools::a::y::g;\n");
    let found = layout::problems(dir.to_str().unwrap(), &RULES);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        found,
        [
            "folders use each other in a circle: tools/a → tools/b → tools/a",
            "state (state/) uses the later layer page/ (page)",
        ]
    );
}
