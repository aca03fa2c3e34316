//! The compiler of `messages/`: Fluent files in the subset occ uses, read into one text per language (a message
//! per line, parameters and the vocabulary's nouns as control characters, the nouns after the messages) and the
//! Rust of one typed function per message. `build.rs` writes its output; `tests/messages.rs` runs it on broken
//! sources. Anything outside the subset is an error naming the file and the line.
//!
//! A language's messages are one file per area, `messages/<language>/<area>.ftl` ([`AREAS`]), every language with
//! the same files holding the same keys; a key's first word names its file.
//!
//! The subset: text; `{ $variable }`; `{ "literal" }`; a select on a count, `{ $n -> [one] … *[other] … }` (the
//! variants on their own lines, as Fluent writes them; no select inside a select); `{ -term }`, either a noun of
//! the vocabularies (defined in every `terms/<vocabulary>.<language>.ftl`, and filled by the reader from the chosen
//! vocabulary) or a term of the language's message files (plain text, put in place here); `{ other-message }`, a
//! message of the same language in any of its files, put in place here as Fluent resolves it (with the caller's
//! parameters, which it adds to the caller's own), so the compiled text is what writing it out would give and a
//! reference costs no byte of it. Comments (`#`, `##`, `###`) and blank lines. A message is one line of text.

use std::collections::{BTreeMap, BTreeSet};

/// The languages, in `msg::Lang`'s order; English first, and the one whose messages define the keys.
pub const LANGS: [&str; 2] = ["en", "zh"];
/// The vocabularies, in `terms::Words`' order.
pub const VOCABULARIES: [&str; 4] = ["cuda", "hip", "sycl", "intel"];
/// The areas of the catalogue: a language's messages are the files `messages/<language>/<area>.ftl`, read in this
/// order (the catalogue's: a message's index follows it), each holding the keys whose first word (up to the first
/// `-`, or the whole key) it lists. Which file a key is in follows from the key alone, so a catalogue written as
/// one file splits the same way again.
pub const AREAS: [(&str, &[&str]); 14] = [
    ("report", &["percent", "report", "limiter"]),
    ("shell", &["shell"]),
    ("page", &["page"]),
    ("input", &["input"]),
    ("gpus", &["gpus"]),
    ("roofline", &["roofline", "precision", "full"]),
    ("error", &["error"]),
    ("cli", &["cli"]),
    ("plan", &["plan"]),
    ("log", &["log"]),
    ("calc", &["calc"]),
    ("compare", &["compare"]),
    ("chart", &["chart"]),
    ("profile", &["profile"]),
];

/// The area whose file holds `key` (an index of [`AREAS`]), if one takes its first word.
pub fn area_of(key: &str) -> Option<usize> {
    let word = key.split('-').next().unwrap_or(key);
    AREAS
        .iter()
        .position(|(_, prefixes)| prefixes.contains(&word))
}

/// The concepts, in `terms::TABLE`'s order, by the name their terms take; the last two, Intel's hardware thread and
/// its slot, are the catalogue's alone (the rewriting of finished text has no word for it).
pub const CONCEPTS: [&str; 8] = [
    "thread", "warp", "block", "unit", "smem", "simd", "hw", "slot",
];

/// The name of each noun term, concept by concept and form by form (`-block`, `-blocks`, `-a-block`, `-Block`,
/// `-Blocks`): a noun's slot in the compiled text.
pub fn noun_names() -> Vec<String> {
    let mut names = Vec::new();
    for concept in CONCEPTS {
        let mut capital = concept.to_string();
        capital[..1].make_ascii_uppercase();
        names.push(concept.to_string());
        names.push(format!("{concept}s"));
        names.push(format!("a-{concept}"));
        names.push(capital.clone());
        names.push(format!("{capital}s"));
    }
    names
}

/// A piece of a pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    Text(String),
    Var(String),
    Term(String),
    /// A reference to another message of the same language, put in place by [`compile`].
    Message(String),
    Select {
        var: String,
        one: Option<Vec<Piece>>,
        other: Vec<Piece>,
    },
}

/// A message or a term (`-name`) and the line it starts on.
#[derive(Clone, Debug)]
pub struct Entry {
    pub id: String,
    pub line: usize,
    pub pattern: Vec<Piece>,
}

/// Reads one `.ftl` file of the subset; `file` names it in errors.
pub fn parse(file: &str, text: &str) -> Result<Vec<Entry>, String> {
    let mut entries = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let number = i + 1;
        i += 1;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with([' ', '\t']) {
            return Err(format!(
                "{file}:{number}: an indented line outside a select (a message is one line of text)"
            ));
        }
        let Some((id, value)) = line.split_once('=') else {
            return Err(format!("{file}:{number}: expected `key = text`"));
        };
        let id = id.trim_end();
        let name = id.strip_prefix('-').unwrap_or(id);
        if !valid_identifier(name) {
            return Err(format!(
                "{file}:{number}: `{id}` is not an identifier (a letter, then letters, digits, `-` or `_`)"
            ));
        }
        // The lines of a select's variants and its closing brace.
        let mut body = value.to_string();
        // (A select's closing brace may start its line, as Fluent allows.)
        while i < lines.len()
            && (lines[i].starts_with([' ', '\t', '}']) && !lines[i].trim().is_empty())
        {
            let more = lines[i].trim_start();
            if more.starts_with('.') {
                return Err(format!("{file}:{}: attributes are not supported", i + 1));
            }
            body.push('\n');
            body.push_str(lines[i]);
            i += 1;
        }
        let mut reader = Reader {
            text: &body,
            at: 0,
            file,
            first_line: number,
        };
        let pattern = reader.pattern(false)?;
        entries.push(Entry {
            id: id.to_string(),
            line: number,
            pattern,
        });
    }
    Ok(entries)
}

fn valid_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
    file: &'a str,
    first_line: usize,
}

impl Reader<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn error(&self, what: &str) -> String {
        let line = self.first_line + self.text[..self.at].matches('\n').count();
        format!("{}:{line}: {what}", self.file)
    }

    fn skip_blank_inline(&mut self) {
        let rest = self.rest();
        self.at += rest.len() - rest.trim_start_matches([' ', '\t']).len();
    }

    /// Text and placeables up to the end of the line (a variant: also stops there, the select reads on).
    fn pattern(&mut self, variant: bool) -> Result<Vec<Piece>, String> {
        self.skip_blank_inline();
        let mut pieces = Vec::new();
        let mut text = String::new();
        // Where the last `{ "…" }` literal in `text` ends.
        let mut literal_end = 0;
        while let Some(c) = self.rest().chars().next() {
            match c {
                '\n' if variant => break,
                '\n' => {
                    return Err(self.error("a message is one line of text (write two messages)"))
                }
                '{' => {
                    self.at += 1;
                    let piece = self.placeable(variant)?;
                    match piece {
                        Piece::Text(literal) => {
                            text.push_str(&literal);
                            literal_end = text.len();
                        }
                        other => {
                            if !text.is_empty() {
                                pieces.push(Piece::Text(std::mem::take(&mut text)));
                            }
                            literal_end = 0;
                            pieces.push(other);
                        }
                    }
                }
                '}' => return Err(self.error("`}` outside a placeable (write `{ \"}\" }`)")),
                c if c.is_control() && c != '\t' => {
                    return Err(self.error("a control character in the text"))
                }
                c => {
                    text.push(c);
                    self.at += c.len_utf8();
                }
            }
        }
        // Blanks at the end of a line are the file's, not the message's; a `{ " " }` there is the message's.
        let tail = text[literal_end..].trim_end_matches([' ', '\t']).len();
        let trimmed = &text[..literal_end + tail];
        if !trimmed.is_empty() {
            pieces.push(Piece::Text(trimmed.to_string()));
        } else if pieces.is_empty() && !variant {
            return Err(self.error("an empty message"));
        }
        Ok(pieces)
    }

    fn name(&mut self) -> String {
        let rest = self.rest();
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(rest.len());
        let name = rest[..end].to_string();
        self.at += end;
        name
    }

    fn expect_close(&mut self) -> Result<(), String> {
        self.skip_blank_inline();
        if self.rest().starts_with('}') {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(
                "unsupported expression: only `{ $variable }`, `{ -term }`, `{ \"text\" }` and a select on a count",
            ))
        }
    }

    /// After `{`.
    fn placeable(&mut self, in_variant: bool) -> Result<Piece, String> {
        self.skip_blank_inline();
        let rest = self.rest();
        if let Some(literal) = rest.strip_prefix('"') {
            let Some(end) = literal.find('"') else {
                return Err(self.error("an unclosed string literal"));
            };
            let value = literal[..end].to_string();
            if value.contains('\\') {
                return Err(self.error("escapes in string literals are not supported"));
            }
            self.at += end + 2;
            self.expect_close()?;
            return Ok(Piece::Text(value));
        }
        if rest.starts_with('-') {
            self.at += 1;
            let name = self.name();
            if !valid_identifier(&name) {
                return Err(self.error("a term reference needs a name"));
            }
            if self.rest().starts_with('(') || self.rest().starts_with('.') {
                return Err(self.error("terms take no arguments or attributes here"));
            }
            self.expect_close()?;
            return Ok(Piece::Term(name));
        }
        if rest.starts_with('$') {
            self.at += 1;
            let name = self.name();
            if !valid_identifier(&name) {
                return Err(self.error("a variable needs a name"));
            }
            self.skip_blank_inline();
            if self.rest().starts_with("->") {
                if in_variant {
                    return Err(self.error("a select inside a select"));
                }
                self.at += 2;
                return self.select(name);
            }
            self.expect_close()?;
            return Ok(Piece::Var(name));
        }
        if rest.starts_with('{') {
            return Err(self.error("a placeable inside a placeable"));
        }
        if rest.starts_with(|c: char| c.is_ascii_lowercase()) {
            let name = self.name();
            if self.rest().starts_with(['(', '.']) {
                return Err(self.error(
                    "unsupported expression: a message reference takes no arguments or attributes (no functions)",
                ));
            }
            self.expect_close()?;
            return Ok(Piece::Message(name));
        }
        Err(self.error(
            "unsupported expression: only `{ $variable }`, `{ -term }`, `{ \"text\" }`, `{ other-message }` and a \
             select on a count (no functions or numbers)",
        ))
    }

    /// After `{ $var ->`: `[one]` and `*[other]` variants, each on its own line, then `}`.
    fn select(&mut self, var: String) -> Result<Piece, String> {
        self.skip_blank_inline();
        if !self.rest().starts_with('\n') {
            return Err(self.error("a select's variants go on their own lines"));
        }
        let mut one = None;
        let mut other = None;
        loop {
            let rest = self.rest();
            self.at += rest.len() - rest.trim_start().len();
            let rest = self.rest();
            if rest.starts_with('}') {
                self.at += 1;
                break;
            }
            let default = rest.starts_with('*');
            if default {
                self.at += 1;
            }
            if !self.rest().starts_with('[') {
                return Err(self.error("expected a variant (`[one]` or `*[other]`) or `}`"));
            }
            self.at += 1;
            let key = self.name();
            if !self.rest().starts_with(']') {
                return Err(self.error("a variant key is `one` or `other`"));
            }
            self.at += 1;
            let value = self.pattern(true)?;
            match (key.as_str(), default) {
                ("one", false) if one.is_none() => one = Some(value),
                ("other", true) if other.is_none() => other = Some(value),
                ("one" | "other", _) => {
                    return Err(self.error(
                        "a select has at most one `[one]` and exactly one `*[other]`, the default",
                    ))
                }
                _ => {
                    return Err(self.error(&format!(
                    "variant `[{key}]`: a select is on a count, with `[one]` and `*[other]` only"
                )))
                }
            }
            if self.rest().is_empty() {
                return Err(self.error("a select without its closing `}`"));
            }
        }
        let Some(other) = other else {
            return Err(self.error("a select needs its default `*[other]`"));
        };
        Ok(Piece::Select { var, one, other })
    }
}

/// A source file: its name (for errors) and text.
pub struct Source {
    pub file: String,
    pub text: String,
}

/// What `messages/` holds: per language its messages, per vocabulary and language its nouns.
pub struct Sources {
    /// `messages[language][area]`, in [`LANGS`]' and [`AREAS`]' order.
    pub messages: Vec<Vec<Source>>,
    /// `terms[vocabulary][language]`, in [`VOCABULARIES`]' and [`LANGS`]' order.
    pub terms: Vec<Vec<Source>>,
}

/// The file of a language's area of messages (`messages/en/page.ftl`).
fn message_file(lang: &str, area: &str) -> String {
    format!("messages/{lang}/{area}.ftl")
}

/// The file of a vocabulary's nouns in a language (`messages/terms/cuda.en.ftl`).
fn terms_file(vocabulary: &str, lang: &str) -> String {
    format!("messages/terms/{vocabulary}.{lang}.ftl")
}

impl Sources {
    /// The name of every file `messages/` holds, as [`Sources::from`] asks for them.
    pub fn files() -> Vec<String> {
        let messages = LANGS
            .iter()
            .flat_map(|lang| AREAS.iter().map(move |(area, _)| message_file(lang, area)));
        let terms = VOCABULARIES
            .iter()
            .flat_map(|v| LANGS.iter().map(move |lang| terms_file(v, lang)));
        messages.chain(terms).collect()
    }

    /// Every file of [`Sources::files`], its text from `read`.
    pub fn from(mut read: impl FnMut(&str) -> Result<String, String>) -> Result<Self, String> {
        let mut source = |file: String| -> Result<Source, String> {
            Ok(Source {
                text: read(&file)?,
                file,
            })
        };
        Ok(Sources {
            messages: LANGS
                .iter()
                .map(|lang| {
                    AREAS
                        .iter()
                        .map(|(area, _)| source(message_file(lang, area)))
                        .collect::<Result<_, _>>()
                })
                .collect::<Result<_, _>>()?,
            terms: VOCABULARIES
                .iter()
                .map(|v| {
                    LANGS
                        .iter()
                        .map(|lang| source(terms_file(v, lang)))
                        .collect::<Result<_, _>>()
                })
                .collect::<Result<_, _>>()?,
        })
    }

    /// Reads `dir` (`messages/`). A `.ftl` file it would not read (a catalogue in one file, an area [`AREAS`] does
    /// not name) is an error, not left out unnoticed.
    pub fn read(dir: &std::path::Path) -> Result<Self, String> {
        let files = Self::files();
        for folder in [String::new()]
            .into_iter()
            .chain(LANGS.map(|l| format!("{l}/")))
        {
            let Ok(entries) = std::fs::read_dir(dir.join(&folder)) else {
                continue;
            };
            for entry in entries.flatten() {
                let name = format!("messages/{folder}{}", entry.file_name().to_string_lossy());
                if name.ends_with(".ftl") && !files.contains(&name) {
                    return Err(format!(
                        "{name}: not a file of the catalogue (each language's messages are messages/<language>/<area>.ftl, \
                         the areas those of AREAS in build/messages.rs)"
                    ));
                }
            }
        }
        Self::from(|file| {
            let path = dir.join(file.strip_prefix("messages/").unwrap_or(file));
            std::fs::read_to_string(&path).map_err(|e| format!("{file}: {e}"))
        })
    }
}

/// A message's parameter and whether it is a count (some language selects on it).
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub count: bool,
}

/// A key: its name and parameters, in the order the English message names them first.
#[derive(Clone, Debug, PartialEq)]
pub struct Key {
    pub name: String,
    pub params: Vec<Param>,
}

/// The compiled catalogue: the keys, and per language its text.
pub struct Compiled {
    pub keys: Vec<Key>,
    /// In [`LANGS`]' order.
    pub texts: Vec<String>,
}

/// The marks of the compiled text (the reader, `msg.rs`, holds the same).
pub const VAR: char = '\u{1}';
pub const NOUN: char = '\u{2}';
pub const SELECT: char = '\u{3}';
pub const OTHER: char = '\u{4}';
pub const END: char = '\u{5}';

/// Compiles every file: keys and parameters from English, the other languages checked against them.
pub fn compile(sources: &Sources) -> Result<Compiled, String> {
    let nouns = noun_names();
    // Per language, per vocabulary, the nouns' texts.
    let mut noun_texts: Vec<Vec<Vec<String>>> = vec![Vec::new(); LANGS.len()];
    for per_lang in &sources.terms {
        for (l, source) in per_lang.iter().enumerate() {
            let mut texts: Vec<Option<String>> = vec![None; nouns.len()];
            for entry in parse(&source.file, &source.text)? {
                let at = format!("{}:{}", source.file, entry.line);
                let Some(name) = entry.id.strip_prefix('-') else {
                    return Err(format!(
                        "{at}: `{}`: a terms file holds terms (`-{}`) only",
                        entry.id, entry.id
                    ));
                };
                let Some(slot) = nouns.iter().position(|n| n == name) else {
                    return Err(format!(
                        "{at}: `-{name}` is not a noun of the vocabularies (they are {})",
                        nouns
                            .iter()
                            .map(|n| format!("-{n}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                };
                let [Piece::Text(text)] = entry.pattern.as_slice() else {
                    return Err(format!("{at}: `-{name}`: a noun is plain text"));
                };
                if texts[slot].replace(text.clone()).is_some() {
                    return Err(format!("{at}: `-{name}` is defined twice"));
                }
            }
            let mut complete = Vec::new();
            for (slot, text) in texts.into_iter().enumerate() {
                match text {
                    Some(text) => complete.push(text),
                    None => {
                        return Err(format!(
                            "{}: `-{}` is missing (every terms file defines every noun)",
                            source.file, nouns[slot]
                        ))
                    }
                }
            }
            noun_texts[l].push(complete);
        }
    }

    let mut keys: Vec<Key> = Vec::new();
    let mut texts = Vec::new();
    for (l, files) in sources.messages.iter().enumerate() {
        // Every entry of the language's area files, with the area (its file) it is in.
        let mut entries: Vec<(usize, Entry)> = Vec::new();
        for (area, source) in files.iter().enumerate() {
            entries.extend(
                parse(&source.file, &source.text)?
                    .into_iter()
                    .map(|entry| (area, entry)),
            );
        }
        // The language's own terms, put in place in any of its files.
        let mut local: BTreeMap<String, String> = BTreeMap::new();
        for (area, entry) in entries.iter().filter(|(_, e)| e.id.starts_with('-')) {
            let at = format!("{}:{}", files[*area].file, entry.line);
            let name = &entry.id[1..];
            if nouns.iter().any(|n| n == name) {
                return Err(format!(
                    "{at}: `-{name}` is a noun of the vocabularies: define it in terms/"
                ));
            }
            let [Piece::Text(text)] = entry.pattern.as_slice() else {
                return Err(format!(
                    "{at}: `-{name}`: a message file's term is plain text"
                ));
            };
            if local.insert(name.to_string(), text.clone()).is_some() {
                return Err(format!("{at}: `-{name}` is defined twice"));
            }
        }
        let resolved = resolve_references(files, &entries)?;
        // Each message's area and line, by key.
        let mut seen: BTreeMap<String, (usize, usize)> = BTreeMap::new();
        for (area, entry) in &resolved {
            let file = &files[*area].file;
            if let Some((first_area, first)) = seen.insert(entry.id.clone(), (*area, entry.line)) {
                return Err(format!(
                    "{file}:{}: `{}` is defined twice (first at {}:{first})",
                    entry.line, entry.id, files[first_area].file
                ));
            }
            if !entry
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                return Err(format!(
                    "{file}:{}: `{}`: keys are kebab-case (a-z, 0-9, -)",
                    entry.line, entry.id
                ));
            }
            let word = entry.id.split('-').next().unwrap_or_default();
            match area_of(&entry.id) {
                Some(its) if its == *area => {}
                Some(its) => {
                    return Err(format!(
                        "{file}:{}: `{}` belongs in {} (the file of the keys `{word}-…`)",
                        entry.line, entry.id, files[its].file
                    ))
                }
                None => {
                    return Err(format!(
                        "{file}:{}: `{}`: no area takes the keys `{word}-…` (AREAS in build/messages.rs names \
                         each file's)",
                        entry.line, entry.id
                    ))
                }
            }
        }
        let messages: Vec<&Entry> = resolved.iter().map(|(_, entry)| entry).collect();
        // The English file of the same area, which the other languages' files are checked against.
        let english_file = |area: usize| &sources.messages[0][area].file;
        if l == 0 {
            for entry in &messages {
                let mut params: Vec<Param> = Vec::new();
                collect_params(&entry.pattern, &mut params);
                for p in &params {
                    if !p
                        .name
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                    {
                        return Err(format!(
                            "{}:{}: `${}`: parameters are snake_case (a-z, 0-9, _)",
                            files[seen[&entry.id].0].file, entry.line, p.name
                        ));
                    }
                }
                if params.len() > 10 {
                    return Err(format!(
                        "{}:{}: `{}` takes more than 10 parameters",
                        files[seen[&entry.id].0].file, entry.line, entry.id
                    ));
                }
                keys.push(Key {
                    name: entry.id.clone(),
                    params,
                });
            }
        } else {
            for key in &keys {
                if !seen.contains_key(&key.name) {
                    let area = area_of(&key.name).expect("English's keys have their area");
                    return Err(format!(
                        "{}: `{}` is missing (it is in {})",
                        files[area].file,
                        key.name,
                        english_file(area)
                    ));
                }
            }
            for entry in &messages {
                let (area, _) = seen[&entry.id];
                let file = &files[area].file;
                let Some(key) = keys.iter_mut().find(|k| k.name == entry.id) else {
                    return Err(format!(
                        "{file}:{}: `{}` is not in {}",
                        entry.line,
                        entry.id,
                        english_file(area)
                    ));
                };
                let mut params = Vec::new();
                collect_params(&entry.pattern, &mut params);
                let names =
                    |ps: &[Param]| ps.iter().map(|p| p.name.clone()).collect::<BTreeSet<_>>();
                let (ours, english) = (names(&params), names(&key.params));
                if ours != english {
                    let missing: Vec<_> =
                        english.difference(&ours).map(|n| format!("${n}")).collect();
                    let extra: Vec<_> =
                        ours.difference(&english).map(|n| format!("${n}")).collect();
                    return Err(format!(
                        "{file}:{}: `{}` has other parameters than in {}{}{}",
                        entry.line,
                        entry.id,
                        english_file(area),
                        if missing.is_empty() {
                            String::new()
                        } else {
                            format!("; missing {}", missing.join(", "))
                        },
                        if extra.is_empty() {
                            String::new()
                        } else {
                            format!("; not there {}", extra.join(", "))
                        },
                    ));
                }
                for p in params.iter().filter(|p| p.count) {
                    if let Some(k) = key.params.iter_mut().find(|k| k.name == p.name) {
                        k.count = true;
                    }
                }
            }
        }
        // The text, in the keys' order.
        let mut lines = Vec::new();
        for key in &keys {
            let entry = messages
                .iter()
                .find(|e| e.id == key.name)
                .expect("every key checked above");
            let mut line = String::new();
            let at = format!("{}:{}", files[seen[&entry.id].0].file, entry.line);
            encode(&entry.pattern, key, &local, &nouns, &at, &mut line)?;
            lines.push(line);
        }
        for vocabulary in &noun_texts[l] {
            lines.extend(vocabulary.iter().cloned());
        }
        texts.push(lines.join("\n"));
    }
    Ok(Compiled { keys, texts })
}

/// The messages of one language's files with every `{ other-message }` put in place: the referenced message's
/// pieces (from any of the language's files), itself resolved first. A reference to a message the language lacks, a
/// circle of references and a select brought into a select's variant are errors naming the file and the line.
fn resolve_references(
    files: &[Source],
    entries: &[(usize, Entry)],
) -> Result<Vec<(usize, Entry)>, String> {
    let messages: BTreeMap<&str, &Entry> = entries
        .iter()
        .filter(|(_, e)| !e.id.starts_with('-'))
        .map(|(_, e)| (e.id.as_str(), e))
        .collect();
    fn expand(
        file: &str,
        pattern: &[Piece],
        messages: &BTreeMap<&str, &Entry>,
        stack: &mut Vec<String>,
        line: usize,
        in_variant: bool,
    ) -> Result<Vec<Piece>, String> {
        let mut out = Vec::new();
        for piece in pattern {
            match piece {
                Piece::Message(name) => {
                    let Some(entry) = messages.get(name.as_str()) else {
                        return Err(format!(
                            "{file}:{line}: `{{ {name} }}` refers to no message of this language's files"
                        ));
                    };
                    if stack.contains(name) {
                        return Err(format!(
                            "{file}:{line}: a circle of message references: {} → {name}",
                            stack.join(" → ")
                        ));
                    }
                    stack.push(name.clone());
                    let pieces = expand(file, &entry.pattern, messages, stack, line, in_variant)?;
                    stack.pop();
                    out.extend(pieces);
                }
                Piece::Select { var, one, other } => {
                    if in_variant {
                        return Err(format!(
                            "{file}:{line}: a select inside a select (brought in by a message reference)"
                        ));
                    }
                    let one = match one {
                        Some(one) => Some(expand(file, one, messages, stack, line, true)?),
                        None => None,
                    };
                    let other = expand(file, other, messages, stack, line, true)?;
                    out.push(Piece::Select {
                        var: var.clone(),
                        one,
                        other,
                    });
                }
                other => out.push(other.clone()),
            }
        }
        Ok(out)
    }
    let mut out = Vec::new();
    for (area, entry) in entries.iter().filter(|(_, e)| !e.id.starts_with('-')) {
        let mut stack = vec![entry.id.clone()];
        let pattern = expand(
            &files[*area].file,
            &entry.pattern,
            &messages,
            &mut stack,
            entry.line,
            false,
        )?;
        out.push((
            *area,
            Entry {
                id: entry.id.clone(),
                line: entry.line,
                pattern,
            },
        ));
    }
    Ok(out)
}

fn collect_params(pattern: &[Piece], out: &mut Vec<Param>) {
    let mut add = |name: &str, count: bool| match out.iter_mut().find(|p| p.name == name) {
        Some(p) => p.count |= count,
        None => out.push(Param {
            name: name.to_string(),
            count,
        }),
    };
    for piece in pattern {
        match piece {
            Piece::Var(name) => add(name, false),
            Piece::Select { var, one, other } => {
                add(var, true);
                let mut inner = Vec::new();
                for p in one.iter().flatten().chain(other) {
                    collect_params(std::slice::from_ref(p), &mut inner);
                }
                for p in inner {
                    add(&p.name, p.count);
                }
            }
            // Put in place before parameters are collected.
            Piece::Text(_) | Piece::Term(_) | Piece::Message(_) => {}
        }
    }
}

fn encode(
    pattern: &[Piece],
    key: &Key,
    local: &BTreeMap<String, String>,
    nouns: &[String],
    at: &str,
    out: &mut String,
) -> Result<(), String> {
    let index = |name: &str| key.params.iter().position(|p| p.name == name);
    for piece in pattern {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Var(name) => {
                out.push(VAR);
                out.push(slot(index(name).expect("parameters checked")));
            }
            Piece::Message(name) => {
                return Err(format!("{at}: `{{ {name} }}` was not put in place"));
            }
            Piece::Term(name) => {
                if let Some(text) = local.get(name) {
                    out.push_str(text);
                } else if let Some(n) = nouns.iter().position(|n| n == name) {
                    out.push(NOUN);
                    out.push(slot(n));
                } else {
                    return Err(format!(
                        "{at}: `-{name}` is neither a noun of the vocabularies nor a term of this language's messages"
                    ));
                }
            }
            Piece::Select { var, one, other } => {
                out.push(SELECT);
                out.push(slot(index(var).expect("parameters checked")));
                encode(one.as_deref().unwrap_or(other), key, local, nouns, at, out)?;
                out.push(OTHER);
                encode(other, key, local, nouns, at, out)?;
                out.push(END);
            }
        }
    }
    Ok(())
}

/// A slot number as the character after a mark: `0` and on.
fn slot(n: usize) -> char {
    char::from(b'0' + n as u8)
}

/// The snake_case function name of a key.
pub fn function_name(key: &str) -> String {
    let name = key.replace('-', "_");
    const KEYWORDS: [&str; 12] = [
        "as", "break", "const", "fn", "for", "if", "in", "loop", "match", "mod", "type", "use",
    ];
    if KEYWORDS.contains(&name.as_str()) || name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("r#{name}")
    } else {
        name
    }
}

/// The Rust that `msg.rs` includes: the keys' constructors and facts, and each language's text.
pub fn rust(compiled: &Compiled) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let max = compiled
        .keys
        .iter()
        .map(|k| k.params.len())
        .max()
        .unwrap_or(0)
        .max(1);
    let _ = writeln!(
        out,
        "/// The most parameters a message takes.\npub const MAX_ARGS: usize = {max};"
    );
    let _ = writeln!(
        out,
        "/// How many messages each language holds.\npub const COUNT: usize = {};",
        compiled.keys.len()
    );
    let _ = writeln!(
        out,
        "/// Each message's key, in the catalogue's order.\npub static KEYS: [&str; COUNT] = ["
    );
    for key in &compiled.keys {
        let _ = writeln!(out, "    {:?},", key.name);
    }
    let _ = writeln!(out, "];");
    let _ = writeln!(
        out,
        "/// Each message's parameter count.\npub(crate) const ARITY: [u8; COUNT] = ["
    );
    for key in &compiled.keys {
        let _ = writeln!(out, "    {},", key.params.len());
    }
    let _ = writeln!(out, "];");
    let _ = writeln!(
        out,
        "/// Which of each message's parameters are counts (bit n: parameter n).\npub(crate) const COUNTS: [u8; COUNT] = ["
    );
    for key in &compiled.keys {
        let bits = key
            .params
            .iter()
            .enumerate()
            .filter(|(_, p)| p.count)
            .fold(0u8, |bits, (n, _)| bits | 1 << n);
        let _ = writeln!(out, "    {bits},");
    }
    let _ = writeln!(out, "];");
    let _ = writeln!(out, "/// Each message's parameters, as `$name` or `#name` for a count.\npub static PARAMS: [&[&str]; COUNT] = [");
    for key in &compiled.keys {
        let names: Vec<String> = key
            .params
            .iter()
            .map(|p| {
                format!(
                    "{:?}",
                    format!("{}{}", if p.count { '#' } else { '$' }, p.name)
                )
            })
            .collect();
        let _ = writeln!(out, "    &[{}],", names.join(", "));
    }
    let _ = writeln!(out, "];");
    for (i, key) in compiled.keys.iter().enumerate() {
        let params: Vec<String> = key
            .params
            .iter()
            .map(|p| {
                let ty = if p.count { "u64" } else { "&'a str" };
                format!("{}: {ty}", function_name(&p.name))
            })
            .collect();
        // Only the message's own arguments at the call site: `Msg::new` fills the rest, once for every key.
        let args: Vec<String> = key
            .params
            .iter()
            .map(|p| {
                let kind = if p.count { "Count" } else { "Text" };
                format!("Arg::{kind}({})", function_name(&p.name))
            })
            .collect();
        let _ = writeln!(
            out,
            "/// `{}`\npub fn {}<'a>({}) -> Msg<'a> {{\n    Msg::new({i}, &[{}])\n}}",
            key.name,
            function_name(&key.name),
            params.join(", "),
            args.join(", ")
        );
    }
    out
}

/// The areas of messages the page's first wasm never writes: the CLI's own commands (`gpus-`, `cli-`, `compare-`,
/// `calc-`: `occ calc`'s text report, whose figures the page's results say from `report-` messages), the errors of
/// `occ batch`'s lines (`error-batch-`), and what only the modules loaded on demand and the compiler-log worker
/// write (`plan-`, `log-` and the compiler logs' errors `error-figure-`, `error-kind-`, `error-log-`, `page-tools-`,
/// the roofline tool's `roofline-` and `precision-`, the full-occupancy figures `full-`, the charts' `chart-`, the
/// profiler reports' `profile-`).
pub const NOT_ON_THE_PAGE: [&str; 15] = [
    "gpus-",
    "cli-",
    "compare-",
    "calc-",
    "error-batch-",
    "plan-",
    "log-",
    "error-figure-",
    "error-kind-",
    "error-log-",
    "page-tools-",
    "roofline-",
    "full-",
    "chart-",
    "profile-",
];

/// A language's text with the messages of [`NOT_ON_THE_PAGE`] left empty, line for line the same as `text`, so the
/// same keys read it: what the page's first wasm links ([`msg::Catalogue::page_english`]).
pub fn page_text(compiled: &Compiled, text: &str) -> String {
    text.split('\n')
        .enumerate()
        .map(|(n, line)| match compiled.keys.get(n) {
            Some(key)
                if NOT_ON_THE_PAGE
                    .iter()
                    .any(|area| key.name.starts_with(area)) =>
            {
                ""
            }
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The English for the page's first wasm: [`page_text`], and the markup's plain texts (`shell-` messages that take no
/// parameter and no noun) left empty too: `index.html` holds them as written at build time, and the page keeps that
/// English when it says them in another language (`data-en`), so the wasm need not hold them again. A `shell-`
/// message is therefore written only in the markup (`dom::said`), never by page code.
pub fn page_english_text(compiled: &Compiled, text: &str) -> String {
    page_text(compiled, text)
        .split('\n')
        .enumerate()
        .map(|(n, line)| match compiled.keys.get(n) {
            Some(key)
                if key.name.starts_with("shell-") && !line.contains(|c: char| c.is_control()) =>
            {
                ""
            }
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}
