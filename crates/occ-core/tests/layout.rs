//! occ-core's layout, held by the workspace's one layout check (`tests/layout.rs` at the workspace's root): no file
//! imports another in a circle, and the vendors are peers: `nvidia/`, `amd/` and `intel/` each hold their vendor's
//! rules, and what they share sits at the crate's root (`contract`, `report`, `plan`, `msg`, …), so no vendor's
//! file uses another vendor's.

#[path = "../../../tests/layout.rs"]
mod layout;

use layout::{paths, problems, Module, Rules};

const RULES: Rules = Rules {
    peers: &["nvidia", "amd", "intel"],
    order: &[],
    split: &[],
};

#[test]
fn no_circle_and_no_vendor_uses_another_vendors() {
    layout::check(env!("CARGO_MANIFEST_DIR"), &RULES);
}

#[test]
fn the_reader_finds_every_form_of_path() {
    let rules = Module(vec!["nvidia".into(), "rules".into()]);
    let found = paths(
        "use crate::amd::report::Row;\nuse crate::{intel, report::About};\nlet x = super::super::msg::f();\nuse super::{arch::Arch, kernel};\nmycrate::amd",
        &rules,
    );
    let found: Vec<String> = found.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        found,
        [
            "amd::report::Row",
            "intel",
            "report::About",
            "msg::f",
            "nvidia::arch::Arch",
            "nvidia::kernel"
        ]
    );
}

#[test]
fn a_vendor_using_another_and_a_circle_are_named() {
    // The check read on a crate made for it: two vendors, one using the other, and two files in a circle.
    let dir = std::env::temp_dir().join(format!("occ-layout-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("amd")).unwrap();
    std::fs::create_dir_all(src.join("intel")).unwrap();
    let write = |path: &str, text: &str| std::fs::write(src.join(path), text).unwrap();
    write("lib.rs", "pub mod amd;\npub mod intel;\nmod a;\nmod b;\n");
    write("amd/mod.rs", "pub mod rules;\n");
    write("amd/rules.rs", "use crate::intel::rules::Limits;\n");
    write("intel/mod.rs", "pub mod rules;\npub use rules::Limits;\n");
    write(
        "intel/rules.rs",
        "use super::Limits; // a name the parent hands on\n",
    );
    write("a.rs", "use crate::b::f;\n");
    write("b.rs", "use crate::a::g;\n");
    let found = problems(dir.to_str().unwrap(), &RULES);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        found,
        [
            "amd::rules uses another vendor's intel::rules",
            "files import each other in a circle: a → b → a",
        ]
    );
}
