//! The workspace's one layout check, which occ-core, occ-cli and occ-web each run on their own `src/` (their
//! `tests/layout.rs` includes this file and names the crate's rules). It reads the code's `crate::`, `super::` and
//! `self::` paths (comments may name anything) and resolves each to the file that defines the module it names, so:
//!
//! - no file imports another in a circle, directly or through others. A path into a parent module (`super::Arch`
//!   from `amd/rules.rs`) is a name the parent hands on (its `pub use`), not an import of the parent's code, and
//!   re-exports and `mod` declarations are no imports either, as the crate roots' re-exports are not;
//! - no vendor's module uses another vendor's (`Rules::peers`): each reads only its own vendor's and what they share;
//! - the folders form layers (`Rules::order`): each uses only those before it, and a folder whose subfolders are
//!   units of their own (`Rules::split`, occ-web's `tools/`) has no cycle among them.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// What a crate's layout must hold beyond "no circle".
pub struct Rules {
    /// Modules that are peers (`"nvidia"`, `"vendor::amd"`), each named for its vendor by its last segment: none
    /// uses another vendor's, and what they share lives outside them. Peers of one vendor in two places may use
    /// each other (`command::log::nvidia` uses `vendor::nvidia`, never `vendor::amd`).
    pub peers: &'static [&'static str],
    /// Folders in their layers' order, each using only those before it; empty when the crate has no layers.
    pub order: &'static [&'static str],
    /// Folders whose subfolders are units of their own for the cycle check between folders.
    pub split: &'static [&'static str],
}

/// A source file as a module path (`amd/rules.rs` → `amd::rules`, `amd/mod.rs` → `amd`, `lib.rs` → the root).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Module(pub Vec<String>);

impl Module {
    fn of(src: &Path, file: &Path) -> Self {
        let relative = file.strip_prefix(src).unwrap().with_extension("");
        let mut parts: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if matches!(
            parts.last().map(String::as_str),
            Some("mod" | "lib" | "main")
        ) {
            parts.pop();
        }
        Self(parts)
    }

    fn name(&self) -> String {
        match self.0.is_empty() {
            true => "crate".to_string(),
            false => self.0.join("::"),
        }
    }

    fn is_ancestor_of(&self, other: &Module) -> bool {
        self.0.len() < other.0.len() && other.0.starts_with(&self.0)
    }
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            // A crate's extra binaries are crates of their own.
            if path.file_name().is_some_and(|n| n != "bin") {
                sources(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file: no comments, no re-exports (`pub use`), no `mod` declarations, and without its unit tests
/// (`#[cfg(test)]` and all after it) unless `tests`: a test may read any module without the code depending on it.
fn code(text: &str, tests: bool) -> String {
    let mut out = Vec::new();
    let mut reexport = false;
    for line in text.lines() {
        if !tests && line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let line = line.split("//").next().unwrap_or_default();
        let trimmed = line.trim_start();
        if reexport {
            reexport = !trimmed.contains(';');
            continue;
        }
        if trimmed.starts_with("pub use ") || trimmed.starts_with("pub(crate) use ") {
            reexport = !trimmed.contains(';');
            continue;
        }
        if (trimmed.starts_with("mod ") || trimmed.starts_with("pub mod "))
            && trimmed.ends_with(';')
        {
            continue;
        }
        out.push(line);
    }
    out.join("\n")
}

/// The module paths a file's code names, absolute (from the crate root): `crate::a::b`, and `super::x` and
/// `self::x` resolved against `module` (a path in an inline module, `mod tests`, resolves as if from the file,
/// which can only miss an edge into an ancestor, never make one up); one level of use tree
/// (`crate::{amd, report::About}`).
pub fn paths(text: &str, module: &Module) -> Vec<Vec<String>> {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = Vec::new();
    for prefix in ["crate::", "super::", "self::"] {
        let mut rest = text;
        while let Some(at) = rest.find(prefix) {
            let before = rest[..at].chars().last();
            let mut tail = &rest[at + prefix.len()..];
            rest = tail;
            if before.is_some_and(|c| word(c) || c == ':') {
                continue;
            }
            let mut base: Vec<String> = match prefix {
                "crate::" => Vec::new(),
                "self::" => module.0.clone(),
                _ => module.0[..module.0.len().saturating_sub(1)].to_vec(),
            };
            while let Some(more) = tail.strip_prefix("super::") {
                base.pop();
                tail = more;
            }
            rest = tail;
            let mut push = |path: &str| {
                let mut full = base.clone();
                full.extend(
                    path.split("::")
                        .map(|s| s.trim().to_string())
                        .filter(|s| !s.is_empty() && s.chars().all(word)),
                );
                out.push(full);
            };
            if let Some(tree) = tail.strip_prefix('{') {
                let inner = &tree[..tree.find('}').unwrap_or(tree.len())];
                for item in inner.split(',') {
                    push(item.split('{').next().unwrap_or_default());
                }
            } else {
                let path: String = tail.chars().take_while(|c| word(*c) || *c == ':').collect();
                push(&path);
            }
        }
    }
    out
}

/// The file-defined module a path lands in: its longest prefix that is a module of `modules`.
fn resolve(path: &[String], modules: &BTreeSet<Module>) -> Module {
    (0..=path.len())
        .rev()
        .map(|n| Module(path[..n].to_vec()))
        .find(|m| modules.contains(m))
        .unwrap_or(Module(Vec::new()))
}

/// Every module (file) each module of `src` imports, its unit tests' imports counted when `tests`.
pub fn graph(src: &Path, tests: bool) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|f| Module::of(src, f)).collect();
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for file in &files {
        let from = Module::of(src, file);
        let text = code(&fs::read_to_string(file).unwrap(), tests);
        for path in paths(&text, &from) {
            let to = resolve(&path, &modules);
            if to != from && !to.is_ancestor_of(&from) {
                edges.entry(from.clone()).or_default().insert(to);
            }
        }
        edges.entry(from).or_default();
    }
    edges
}

/// A cycle, as the nodes it passes (the first repeated at the end), if there is one.
pub fn cycle<T: Ord + Clone>(edges: &BTreeMap<T, BTreeSet<T>>) -> Option<Vec<T>> {
    fn visit<T: Ord + Clone>(
        node: &T,
        edges: &BTreeMap<T, BTreeSet<T>>,
        path: &mut Vec<T>,
        done: &mut BTreeSet<T>,
    ) -> Option<Vec<T>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.clone());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.clone());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.clone());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut Vec::new(), &mut done))
}

/// The folder unit a module belongs to: its first folder, or under a `split` folder its subfolder.
fn unit(module: &Module, rules: &Rules) -> Option<String> {
    let first = module.0.first()?;
    match module.0.get(1) {
        Some(sub) if rules.split.contains(&first.as_str()) => Some(format!("{first}/{sub}")),
        _ => Some(first.clone()),
    }
}

/// Every problem with the layout of the crate at `manifest_dir`, each a line naming the files or folders.
pub fn problems(manifest_dir: &str, rules: &Rules) -> Vec<String> {
    let src = Path::new(manifest_dir).join("src");
    let mut out = Vec::new();
    if let Some(found) = cycle(&graph(&src, false)) {
        let names: Vec<String> = found.iter().map(Module::name).collect();
        out.push(format!(
            "files import each other in a circle: {}",
            names.join(" → ")
        ));
    }
    // A vendor's tests have no more reason to use another vendor's rules than its code has; nor the layers'.
    let edges = graph(&src, true);
    let pairs: Vec<(&Module, &Module)> = edges
        .iter()
        .flat_map(|(from, tos)| tos.iter().map(move |to| (from, to)))
        .collect();
    let peer = |module: &Module| {
        rules.peers.iter().copied().find(|p| {
            let segments: Vec<&str> = p.split("::").collect();
            module.0.len() >= segments.len() && module.0.iter().zip(&segments).all(|(a, b)| a == b)
        })
    };
    for (from, to) in &pairs {
        if let (Some(a), Some(b)) = (peer(from), peer(to)) {
            let vendor = |p: &str| p.rsplit("::").next().unwrap_or(p).to_string();
            if vendor(a) != vendor(b) {
                out.push(format!(
                    "{} uses another vendor's {}",
                    from.name(),
                    to.name()
                ));
            }
        }
    }
    if !rules.order.is_empty() {
        let rank = |folder: &str| rules.order.iter().position(|f| *f == folder);
        let mut units: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in &pairs {
            let (Some(a), Some(b)) = (unit(from, rules), unit(to, rules)) else {
                continue;
            };
            let (fa, fb) = (from.0[0].as_str(), to.0[0].as_str());
            match (rank(fa), rank(fb)) {
                (Some(ra), Some(rb)) if rb > ra => out.push(format!(
                    "{} ({fa}/) uses the later layer {fb}/ ({})",
                    from.name(),
                    to.name()
                )),
                (None, _) => out.push(format!("{fa}/ is not in the layout's order")),
                (_, None) => out.push(format!("{fb}/ is not in the layout's order")),
                _ => {}
            }
            if a != b {
                units.entry(a).or_default().insert(b);
            }
        }
        if let Some(found) = cycle(&units) {
            out.push(format!(
                "folders use each other in a circle: {}",
                found.join(" → ")
            ));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Every check of `rules` on the crate at `manifest_dir`, failing with the problems found.
pub fn check(manifest_dir: &str, rules: &Rules) {
    let src = Path::new(manifest_dir).join("src");
    assert!(
        graph(&src, true).len() > 3,
        "no sources read under {}",
        src.display()
    );
    let found = problems(manifest_dir, rules);
    assert!(
        found.is_empty(),
        "the layout does not hold:\n{}",
        found.join("\n")
    );
}
