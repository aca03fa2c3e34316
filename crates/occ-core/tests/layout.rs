//! occ-core's vendors are peers: `nvidia/`, `amd/` and `intel/` each hold their vendor's rules, and what they share
//! sits at the crate's root (`report`, `plan`, `msg`, …), so no vendor module uses another vendor's. Read from the
//! code's `crate::` and `super::` paths (comments may name anything), so a new import of another vendor fails here
//! with the file and the path.

use std::fs;
use std::path::{Path, PathBuf};

const VENDORS: [&str; 3] = ["nvidia", "amd", "intel"];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file without its comments (line comments, doc comments included); its unit tests are kept, as a
/// test of one vendor has no more reason to use another's rules than its code has.
fn code(text: &str) -> String {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The modules a vendor's file reaches outside its own folder: `crate::x` paths and `super::super::x` paths (a
/// file in `nvidia/` sits one folder below the root; its own `super::` is its vendor's folder), and the use trees
/// that start at the crate root (`crate::{amd, report}`).
fn reached(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for prefix in ["crate::", "super::super::"] {
        let mut rest = text;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().last();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            if let Some(tree) = rest.strip_prefix('{') {
                let inner = &tree[..tree.find('}').unwrap_or(tree.len())];
                out.extend(inner.split(',').map(|item| {
                    let item = item.trim();
                    item[..item.find("::").unwrap_or(item.len())].to_string()
                }));
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                out.push(name);
            }
        }
    }
    out
}

#[test]
fn no_vendor_module_uses_another_vendors() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut crossings = Vec::new();
    for vendor in VENDORS {
        let mut files = Vec::new();
        sources(&src.join(vendor), &mut files);
        assert!(!files.is_empty(), "{vendor}/ has no files");
        for file in files {
            let text = code(&fs::read_to_string(&file).unwrap());
            for module in reached(&text) {
                if VENDORS.contains(&module.as_str()) && module != vendor {
                    crossings.push(format!(
                        "{} uses {module}",
                        file.strip_prefix(&src).unwrap().display()
                    ));
                }
            }
        }
    }
    assert!(
        crossings.is_empty(),
        "vendor modules using another vendor's:\n{}",
        crossings.join("\n")
    );
}

#[test]
fn the_reader_finds_every_form_of_path() {
    let text = code(
        "use crate::amd::report::Row;\nuse crate::{intel, report::About};\nlet x = super::super::nvidia::rules::f();\n// crate::hidden\nmycrate::amd",
    );
    assert_eq!(reached(&text), ["amd", "intel", "report", "nvidia"]);
}
