//! The crate's folders are its architecture: each folder (and each tool's folder under `tools/`) is a unit, and no
//! unit uses a unit that uses it back, directly or through others. The state knows nothing of the panels, the
//! browser or storage. Read from the `crate::` paths in the code (comments may name anything), so a new import that closes a cycle fails here
//! with the path of units it closes.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

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

/// The unit a module path (`tools/roofline/panel`, as folders) belongs to: its first folder, or for a tool its
/// folder under `tools/`. `None` for the crate root (`lib.rs`, `prelude`) and the binaries.
fn unit(segments: &[&str], tools: &BTreeSet<String>) -> Option<String> {
    match segments {
        ["tools", tool, ..] if tools.contains(*tool) => Some(format!("tools/{tool}")),
        [first, ..] if !matches!(*first, "lib" | "prelude" | "bin") => Some((*first).to_string()),
        _ => None,
    }
}

/// Every unit each unit uses, read from the `crate::a::b` paths of its files.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let tools: BTreeSet<String> = fs::read_dir(src.join("tools"))
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            path.is_dir()
                .then(|| path.file_name().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    let mut files = Vec::new();
    sources(src, &mut files);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap().with_extension("");
        let parts: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
        let Some(from) = unit(&parts, &tools) else {
            continue;
        };
        // Code only: comments may name any module.
        let text: String = fs::read_to_string(&file)
            .unwrap()
            .lines()
            .map(|line| line.split("//").next().unwrap_or_default())
            .collect::<Vec<_>>()
            .join("\n");
        for (at, _) in text.match_indices("crate::") {
            let path: String = text[at + "crate::".len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
            if let Some(to) = unit(&segments, &tools) {
                if to != from {
                    edges.entry(from.clone()).or_default().insert(to);
                }
            }
        }
        edges.entry(from).or_default();
    }
    edges
}

/// A cycle, as the units it passes (the first repeated at the end), if there is one.
fn cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut Vec::new(), &mut done))
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_folder_uses_a_folder_that_uses_it_back() {
    let edges = graph(&src());
    assert!(edges.contains_key("state") && edges.contains_key("tools/roofline"));
    if let Some(found) = cycle(&edges) {
        panic!("the folders form a cycle: {}", found.join(" → "));
    }
}

#[test]
fn the_state_uses_no_other_folder() {
    let edges = graph(&src());
    assert_eq!(
        edges["state"],
        BTreeSet::new(),
        "state/ uses {:?}",
        edges["state"]
    );
}

#[test]
fn a_cycle_is_found_and_named() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in [("page", "tools"), ("tools", "state"), ("state", "page")] {
        edges.entry(from.into()).or_default().insert(to.into());
    }
    let found = cycle(&edges).unwrap();
    assert_eq!(found.first(), found.last());
    assert_eq!(found.len(), 4);
    edges.get_mut("state").unwrap().clear();
    assert_eq!(cycle(&edges), None);
}

/// The folders in the order ARCHITECTURE.md lays them out: each uses only those before it (a tool's folder is its
/// layer's, `tools`).
const ORDER: [&str; 6] = ["browser", "state", "persist", "calculator", "tools", "page"];

fn rank(unit: &str) -> usize {
    let folder = unit.split('/').next().unwrap();
    ORDER.iter().position(|f| *f == folder).unwrap_or_else(|| {
        panic!("{folder}/ is not in the layout's order; add it to ORDER and ARCHITECTURE.md")
    })
}

#[test]
fn each_folder_uses_only_those_before_it() {
    let edges = graph(&src());
    let upward: Vec<String> = edges
        .iter()
        .flat_map(|(from, tos)| tos.iter().map(move |to| (from, to)))
        .filter(|(from, to)| rank(to) > rank(from))
        .map(|(from, to)| format!("{from} uses {to}"))
        .collect();
    assert!(
        upward.is_empty(),
        "folders using a later layer:\n{}",
        upward.join("\n")
    );
    assert!(rank("calculator") < rank("tools/roofline"));
}
