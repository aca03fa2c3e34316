//! The CLI's modules form layers: `main` (the binary: clap's command list, exit codes) uses `command/` (one module
//! per subcommand), which uses `vendor/` (the chosen GPU and the one dispatch to each vendor's flags and reports),
//! which uses the shared helpers (`flags`, `gpu`, `export`). A module uses only its own layer and those
//! after it, no vendor uses another (they are peers), and no module uses one that uses it back, directly or through
//! others. Read from the code's `crate::`, `super::` and child-module paths (comments may name anything), so a new
//! import that closes a cycle fails here with the path of the modules it closes.

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

/// A file's module path: `[]` for `main.rs`, `["vendor"]` for `vendor/mod.rs`, `["command", "log", "amd"]` for
/// `command/log/amd.rs`.
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "main" | "lib")
    ) {
        parts.pop();
    }
    parts
}

/// The unit a module belongs to: `main` for the crate root, a command or a vendor (with its submodules) under the
/// layer's folder, else the top-level module.
fn unit(module: &[String]) -> String {
    match module {
        [] => "main".to_string(),
        [layer, name, ..] if layer == "command" || layer == "vendor" => format!("{layer}/{name}"),
        [first, ..] => first.clone(),
    }
}

/// 0 for `main`, 1 for the commands, 2 for the vendors, 3 for the shared helpers.
fn layer(unit: &str) -> u8 {
    match unit.split('/').next().unwrap() {
        "main" => 0,
        "command" => 1,
        "vendor" => 2,
        _ => 3,
    }
}

/// The code of a file without its comments (line comments, doc comments included) and without its unit tests
/// (`#[cfg(test)]` to the end, where `super::` is the file's own module).
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_path_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == ':'
}

/// The paths a use tree at the start of `text` names, each with `prefix` in front: `a::b` gives `prefix::a::b`,
/// `{a, b::{c, d}}` gives each of `a`, `b::c`, `b::d`.
fn expand(prefix: &str, text: &str, out: &mut Vec<String>) {
    let path: String = text.chars().take_while(|c| is_path_char(*c)).collect();
    let rest = &text[path.len()..];
    let full = format!("{prefix}{path}");
    if !rest.starts_with('{') {
        out.push(full);
        return;
    }
    let mut depth = 0;
    let mut start = 1;
    for (at, c) in rest.char_indices() {
        match c {
            '{' => depth += 1,
            '}' | ',' if depth == 1 => {
                let item = rest[start..at].trim_start();
                if !item.is_empty() {
                    expand(&full, item, out);
                }
                start = at + 1;
                if c == '}' {
                    return;
                }
            }
            '}' => depth -= 1,
            _ => {}
        }
    }
}

/// The longest known module a path (`vendor::amd::AmdGpu`, from the crate root) starts with.
fn module_of(path: &[&str], modules: &BTreeSet<Vec<String>>) -> Vec<String> {
    (0..=path.len())
        .rev()
        .map(|n| path[..n].iter().map(|s| s.to_string()).collect::<Vec<_>>())
        .find(|candidate| modules.contains(candidate))
        .unwrap_or_default()
}

/// Every unit each unit uses, read from the paths in its files' code.
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let modules: BTreeSet<Vec<String>> = files
        .iter()
        .map(|f| module_path(f.strip_prefix(src).unwrap()))
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let module = module_path(file.strip_prefix(src).unwrap());
        let from = unit(&module);
        let text = code(&fs::read_to_string(file).unwrap());
        // Child modules are named from their parent without `crate::` or `self::`.
        let children: Vec<String> = text
            .lines()
            .filter_map(|line| {
                let line = line.trim().strip_prefix("pub ").unwrap_or(line.trim());
                let name = line.strip_prefix("mod ")?.strip_suffix(';')?;
                Some(name.trim().to_string())
            })
            .collect();
        let mut paths = Vec::new();
        for (at, _) in text.match_indices("crate::") {
            if text[..at].ends_with(|c: char| is_path_char(c) && c != ':') {
                continue; // `occ_crate::`, say
            }
            expand("", &text[at + "crate::".len()..], &mut paths);
        }
        let parent = module.get(..module.len().saturating_sub(1)).unwrap_or(&[]);
        for (at, _) in text.match_indices("super::") {
            if text[..at].ends_with(|c: char| is_path_char(c)) {
                continue; // `super::super::`: the first one counts
            }
            expand(
                &parent.iter().map(|p| format!("{p}::")).collect::<String>(),
                &text[at + "super::".len()..],
                &mut paths,
            );
        }
        for child in &children {
            let pattern = format!("{child}::");
            for (at, _) in text.match_indices(&pattern) {
                if text[..at].ends_with(|c: char| is_path_char(c)) {
                    continue; // `occ_core::amd::`: another crate's module of that name
                }
                let here: String = module.iter().map(|p| format!("{p}::")).collect();
                expand(&here, &text[at..], &mut paths);
            }
        }
        for path in paths {
            let segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
            let to = unit(&module_of(&segments, &modules));
            if to != from {
                edges.entry(from.clone()).or_default().insert(to);
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

/// Every use of a unit of an earlier layer, and of one vendor by another.
fn against_the_layers(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut wrong = Vec::new();
    for (from, tos) in edges {
        for to in tos {
            let peers = from.starts_with("vendor/") && to.starts_with("vendor/");
            if layer(to) < layer(from) || peers {
                wrong.push(format!("{from} uses {to}"));
            }
        }
    }
    wrong
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn the_modules_form_layers_without_a_cycle() {
    let edges = graph(&src());
    if let Some(found) = cycle(&edges) {
        panic!("the modules form a cycle: {}", found.join(" → "));
    }
    for unit in ["main", "vendor", "vendor/amd", "command/calc", "flags"] {
        assert!(edges.contains_key(unit), "no module {unit} in {edges:?}");
    }
    for (from, to) in [("main", "command/calc"), ("command/calc", "vendor")] {
        assert!(edges[from].contains(to), "{from} does not use {to}");
    }
    let wrong = against_the_layers(&edges);
    assert!(
        wrong.is_empty(),
        "against the layers main → command → vendor → shared helpers: {}",
        wrong.join("; ")
    );
}

#[test]
fn use_trees_are_read_whole() {
    let mut paths = Vec::new();
    expand(
        "",
        "vendor::{self, amd::AmdGpu, intel::{IntelGpu, x}}; rest",
        &mut paths,
    );
    assert_eq!(
        paths,
        [
            "vendor::self",
            "vendor::amd::AmdGpu",
            "vendor::intel::IntelGpu",
            "vendor::intel::x"
        ]
    );
}

#[test]
fn a_cycle_and_a_use_against_the_layers_are_found() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in [
        ("command/calc", "vendor"),
        ("vendor", "vendor/amd"),
        ("vendor/amd", "command/calc"),
    ] {
        edges.entry(from.into()).or_default().insert(to.into());
    }
    let found = cycle(&edges).unwrap();
    assert_eq!(found.first(), found.last());
    assert_eq!(found.len(), 4);
    assert_eq!(against_the_layers(&edges), ["vendor/amd uses command/calc"]);
    edges.get_mut("vendor/amd").unwrap().clear();
    assert_eq!(cycle(&edges), None);
    edges
        .get_mut("vendor/amd")
        .unwrap()
        .insert("vendor/intel".into());
    assert_eq!(against_the_layers(&edges), ["vendor/amd uses vendor/intel"]);
}
