//! The catalogue of messages: every text a person reads, per language, with the vocabulary as a parameter.
//!
//! The messages are Fluent files in `messages/` (`en/<area>.ftl`, `zh/<area>.ftl`, one file per area of keys, and
//! `terms/<vocabulary>.<language>.ftl` for the nouns of CUDA, HIP, SYCL and Intel), compiled by the build script into one function per message
//! (`msg::roofline_title(gpu)`, its parameters typed: a count is a `u64`, anything else text the caller formatted,
//! numbers through [`crate::report`]) returning a [`Msg`], and into one text per language that a [`Catalogue`]
//! reads: a message per line, its parameters and the vocabulary's nouns as control characters, the nouns after the
//! messages. English is always linked; Chinese with the feature `lang-zh`, or read from its text
//! ([`Catalogue::parse`], what a page fetches). `docs/messages.md` holds the design and its measurements.

use std::fmt::{self, Write as _};
use std::sync::OnceLock;

use crate::terms::{Terms, Words};
use crate::vendor::Vendor;

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// The English text, as the build script compiled it.
const EN: &str = include_str!(concat!(env!("OUT_DIR"), "/messages.en.txt"));
/// The same with the messages the page's first wasm never writes left as empty lines.
const EN_PAGE: &str = include_str!(concat!(env!("OUT_DIR"), "/messages.en.page.txt"));
/// The Chinese text: what the CLI links (feature `lang-zh`) and what the page's modules loaded on demand fetch to
/// speak Chinese (written into the page's `dist/` at build time; a constant no wasm links).
pub const ZH_TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/messages.zh.txt"));
/// The Chinese text with the messages the page's first wasm never writes left as empty lines: the file the page
/// fetches when Chinese is chosen (written into its `dist/` at build time; no wasm links this constant).
pub const ZH_PAGE_TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/messages.zh.page.txt"));

/// An id of [`ZH_PAGE_TEXT`] (FNV-1a of its bytes), which the page puts in the file's address so that a cached
/// file of another build never answers.
pub const ZH_PAGE_ID: u32 = text_id(ZH_PAGE_TEXT);

/// FNV-1a of a text's bytes: what [`ZH_PAGE_ID`] is of [`ZH_PAGE_TEXT`], and what [`Catalogue::exactly`] checks.
const fn text_id(text: &str) -> u32 {
    let bytes = text.as_bytes();
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < bytes.len() {
        hash = (hash ^ bytes[i] as u32).wrapping_mul(0x0100_0193);
        i += 1;
    }
    hash
}

const VAR: char = '\u{1}';
const NOUN: char = '\u{2}';
const SELECT: char = '\u{3}';
const OTHER: char = '\u{4}';
const END: char = '\u{5}';

/// The noun forms per concept in the text: one, many, with its article, One, Many.
const FORMS: usize = 5;
/// Concepts of the vocabularies: `terms::TABLE`'s rows, Intel's hardware thread and its slot.
const CONCEPTS: usize = 8;
const NOUNS: usize = FORMS * CONCEPTS;

/// A language occ speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    pub const ALL: [Self; 2] = [Self::En, Self::Zh];

    /// The code in links and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Zh => "zh",
        }
    }

    /// The language's name in itself, as a language control lists it.
    pub fn label(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Zh => "简体中文",
        }
    }

    /// Reads a language tag or locale: `en`, `en-US`, `en_GB.UTF-8`; `zh`, `zh-CN`, `zh-Hans`, `zh_CN.UTF-8` (any
    /// Chinese reads as Simplified Chinese, the one occ writes). Case does not matter.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        let primary = text.split(['-', '_', '.', '@']).next().unwrap_or("");
        let rest = &text[primary.len()..];
        if !rest.is_empty() && !rest.starts_with(['-', '_', '.', '@']) {
            return None;
        }
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Self::En),
            "zh" => Some(Self::Zh),
            _ => None,
        }
    }
}

/// A message's argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A count: written in digits, and what an English select picks `[one]` or `*[other]` by.
    Count(u64),
    /// Text: a formatted number, a name, or another message rendered.
    Text(&'a str),
}

/// One message and its arguments, rendered with a [`Catalogue`] and a vocabulary. `Copy`, no allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Msg<'a> {
    key: u16,
    args: [Arg<'a>; MAX_ARGS],
}

impl<'a> Msg<'a> {
    /// The message `key` with `given` as its first arguments and the rest empty. Every key's function calls this
    /// one, so a call site builds only its message's own arguments (the page's wasm pays per call site).
    #[inline(never)]
    fn new(key: u16, given: &[Arg<'a>]) -> Self {
        let mut args = [Arg::Text(""); MAX_ARGS];
        for (arg, given) in args.iter_mut().zip(given) {
            *arg = *given;
        }
        Self { key, args }
    }

    /// The message's key, as the `.ftl` files name it.
    pub fn key(&self) -> &'static str {
        KEYS[usize::from(self.key)]
    }

    /// The message's index in the catalogue: what markup written at build time names it by (`data-m="12"`), so a
    /// page can say it again in another language or other words without linking the keys' names.
    pub fn index(&self) -> u16 {
        self.key
    }
}

impl Msg<'static> {
    /// The message of catalogue index `index`, without arguments (`None` past the last message, or for a message
    /// that takes parameters).
    pub fn from_index(index: u16) -> Option<Self> {
        (ARITY.get(usize::from(index)) == Some(&0)).then_some(Self {
            key: index,
            args: [Arg::Text(""); MAX_ARGS],
        })
    }
}

impl Msg<'_> {
    /// Writes the message in `catalogue`'s language, its nouns in `words`. Where a noun or an argument meets
    /// Chinese text, a Latin word or a number is set off by a space ("每个 SM", "每个计算单元"), as Chinese
    /// technical writing does, so a message need not know which vocabulary's noun it holds.
    pub fn write(
        &self,
        catalogue: &Catalogue,
        words: Words,
        out: &mut impl fmt::Write,
    ) -> fmt::Result {
        let line = catalogue.line(usize::from(self.key));
        let mut out = Spaced {
            out,
            last: None,
            slot: false,
        };
        let mut count = String::new();
        // In a select: whether its `[one]` variant is the one written.
        let mut one = false;
        let mut skipping = false;
        let mut chars = line.char_indices();
        let mut start = 0;
        while let Some((at, c)) = chars.next() {
            if !matches!(c, VAR | NOUN | SELECT | OTHER | END) {
                continue;
            }
            if !skipping {
                out.put(&line[start..at], false)?;
            }
            let n = if matches!(c, VAR | NOUN | SELECT) {
                chars
                    .next()
                    .map_or(usize::MAX, |(_, d)| (d as usize).wrapping_sub('0' as usize))
            } else {
                0
            };
            match c {
                _ if skipping && c != OTHER && c != END => {}
                VAR => match self.args.get(n) {
                    Some(Arg::Count(value)) => {
                        count.clear();
                        let _ = write!(count, "{value}");
                        out.put(&count, true)?;
                    }
                    Some(Arg::Text(text)) => out.put(text, true)?,
                    None => {}
                },
                NOUN => out.put(catalogue.noun(words, n), true)?,
                SELECT => {
                    one = matches!(self.args.get(n), Some(Arg::Count(1)));
                    skipping = !one;
                }
                OTHER => skipping = one,
                _ => {
                    one = false;
                    skipping = false;
                }
            }
            start = chars.offset();
        }
        if !skipping {
            out.put(&line[start..], false)?;
        }
        Ok(())
    }

    /// The message as a `String`.
    pub fn text(&self, catalogue: &Catalogue, words: Words) -> String {
        let mut out = String::new();
        let _ = self.write(catalogue, words, &mut out);
        out
    }
}

/// A message that owns its arguments, which may be messages themselves: what an error keeps, to be written later in
/// whichever language reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    key: u16,
    args: Vec<Owned>,
}

/// A [`Message`]'s argument.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Owned {
    Count(u64),
    Text(String),
    Message(Message),
}

impl From<Msg<'_>> for Message {
    fn from(message: Msg<'_>) -> Self {
        let arity = usize::from(ARITY[usize::from(message.key)]);
        Self {
            key: message.key,
            args: message.args[..arity]
                .iter()
                .map(|arg| match arg {
                    Arg::Count(value) => Owned::Count(*value),
                    Arg::Text(text) => Owned::Text((*text).to_string()),
                })
                .collect(),
        }
    }
}

impl Message {
    /// The same message with its argument `at` (from 0) the message `inner`, written in the same language.
    pub fn with(mut self, at: usize, inner: impl Into<Message>) -> Self {
        if let Some(arg) = self.args.get_mut(at) {
            *arg = Owned::Message(inner.into());
        }
        self
    }

    /// Writes the message, and the messages among its arguments, in `say`'s language.
    pub fn say(&self, say: &Say) -> String {
        let inner: Vec<String> = self
            .args
            .iter()
            .map(|arg| match arg {
                Owned::Message(message) => message.say(say),
                _ => String::new(),
            })
            .collect();
        let mut args = [Arg::Text(""); MAX_ARGS];
        for ((slot, arg), inner) in args.iter_mut().zip(&self.args).zip(&inner) {
            *slot = match arg {
                Owned::Count(value) => Arg::Count(*value),
                Owned::Text(text) => Arg::Text(text),
                Owned::Message(_) => Arg::Text(inner),
            };
        }
        say.say(Msg {
            key: self.key,
            args,
        })
    }
}

/// Writes messages in a language and, for a GPU of a vendor, in the chosen words: what every caller that puts a
/// text before a person holds (the CLI from `--lang` and `--terms`, the page from its controls).
#[derive(Clone, Copy, Debug)]
pub struct Say {
    catalogue: &'static Catalogue,
    terms: Terms,
    vendor: Vendor,
}

impl Say {
    /// `lang` if this build links it, else English.
    pub fn new(lang: Lang, terms: Terms, vendor: Vendor) -> Self {
        Self::with(
            Catalogue::linked(lang).unwrap_or_else(Catalogue::english),
            terms,
            vendor,
        )
    }

    /// A catalogue read at run time (a page's fetched Chinese).
    pub fn with(catalogue: &'static Catalogue, terms: Terms, vendor: Vendor) -> Self {
        Self {
            catalogue,
            terms,
            vendor,
        }
    }

    /// English in the GPU's own words.
    pub fn english(vendor: Vendor) -> Self {
        Self::with(Catalogue::english(), Terms::Own, vendor)
    }

    /// English in the GPU's own words, from [`Catalogue::page_english`]: for the page's first wasm.
    pub fn page_english(vendor: Vendor) -> Self {
        Self::with(Catalogue::page_english(), Terms::Own, vendor)
    }

    /// The same language in `terms`.
    pub fn with_terms(self, terms: Terms) -> Self {
        Self { terms, ..self }
    }

    /// The same language and terms about a GPU of `vendor` (its own words, with `Terms::Own`).
    pub fn about(self, vendor: Vendor) -> Self {
        Self { vendor, ..self }
    }

    /// The vendor whose GPU the texts are about: whose own phrasing a text written differently per vendor takes.
    pub fn vendor(&self) -> Vendor {
        self.vendor
    }

    /// The words nouns are written in.
    pub fn words(&self) -> Words {
        self.terms.words(self.vendor)
    }

    /// The message as text.
    pub fn say(&self, message: Msg) -> String {
        message.text(self.catalogue, self.words())
    }

    /// Writes the message.
    pub fn write(&self, message: Msg, out: &mut impl fmt::Write) -> fmt::Result {
        message.write(self.catalogue, self.words(), out)
    }

    /// A percentage with two decimals: "75.00 %" in English, "75.00%" in Chinese.
    pub fn percent(&self, fraction: f64) -> String {
        self.say(percent(&crate::number::fixed(fraction * 100.0, 2)))
    }
}

/// The same catalogue (by address), terms and vendor.
impl PartialEq for Say {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.catalogue, other.catalogue)
            && self.terms == other.terms
            && self.vendor == other.vendor
    }
}

/// A writer that sets a Latin word or a number off from Chinese text by a space where an argument or a noun
/// (a slot) meets the message's text or another slot.
struct Spaced<'w, W: fmt::Write> {
    out: &'w mut W,
    last: Option<char>,
    /// Whether the last piece written was a slot.
    slot: bool,
}

impl<W: fmt::Write> Spaced<'_, W> {
    fn put(&mut self, piece: &str, slot: bool) -> fmt::Result {
        let Some(first) = piece.chars().next() else {
            return Ok(());
        };
        if (slot || self.slot) && self.last.is_some_and(|last| apart(last, first)) {
            self.out.write_char(' ')?;
        }
        self.out.write_str(piece)?;
        self.last = piece.chars().next_back();
        self.slot = slot;
        Ok(())
    }
}

/// Whether two characters side by side want a space between them: a Han character and a Latin letter or digit.
fn apart(a: char, b: char) -> bool {
    let han = |c: char| matches!(c, '\u{3400}'..='\u{9fff}' | '\u{f900}'..='\u{faff}');
    (han(a) && b.is_ascii_alphanumeric()) || (a.is_ascii_alphanumeric() && han(b))
}

/// One language's messages and nouns: the compiled text and where each line starts.
#[derive(Debug)]
pub struct Catalogue {
    text: std::borrow::Cow<'static, str>,
    starts: Vec<u32>,
}

/// Why a catalogue's text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogueError {
    /// Not the number of lines this build's keys and nouns make.
    Lines { expected: usize, found: usize },
    /// A message whose parameters or nouns are not the ones this build's key has (the line, from 1; its key is
    /// [`CatalogueError::key`], left out here so that a wasm reading a catalogue links no key names).
    Message { line: usize },
}

impl fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Lines { expected, found } => write!(
                f,
                "the catalogue has {found} lines where this build reads {expected}"
            ),
            Self::Message { line } => write!(
                f,
                "line {line} ({}) names parameters or nouns this build's message does not take",
                self.key().unwrap_or("")
            ),
        }
    }
}

impl CatalogueError {
    /// The key of the message refused.
    pub fn key(&self) -> Option<&'static str> {
        match self {
            Self::Message { line } => KEYS.get(line.wrapping_sub(1)).copied(),
            Self::Lines { .. } => None,
        }
    }
}

impl std::error::Error for CatalogueError {}

impl Catalogue {
    fn index(text: std::borrow::Cow<'static, str>) -> Result<Self, CatalogueError> {
        let mut starts = vec![0u32];
        starts.extend(
            text.match_indices('\n')
                .map(|(at, _)| u32::try_from(at + 1).unwrap_or(u32::MAX)),
        );
        let expected = COUNT + NOUNS * Words::ALL.len();
        if starts.len() != expected {
            return Err(CatalogueError::Lines {
                expected,
                found: starts.len(),
            });
        }
        Ok(Self { text, starts })
    }

    fn compiled(text: &'static str) -> Self {
        // The build script wrote it from the keys this build has: it always reads.
        Self::index(text.into()).unwrap_or_else(|_| Self {
            text: "".into(),
            starts: vec![0; COUNT + NOUNS * Words::ALL.len()],
        })
    }

    /// English, always linked.
    pub fn english() -> &'static Catalogue {
        static EN_CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        EN_CATALOGUE.get_or_init(|| Self::compiled(EN))
    }

    /// English for the page's first wasm: the CLI's commands, planning and compiler logs are empty lines
    /// (`NOT_ON_THE_PAGE` in `build/messages.rs`), so their text costs the first visit nothing. Only what the
    /// page's first wasm writes may read it; the tools module reads [`Catalogue::english`].
    pub fn page_english() -> &'static Catalogue {
        static EN_PAGE_CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        EN_PAGE_CATALOGUE.get_or_init(|| Self::compiled(EN_PAGE))
    }

    /// The catalogue of `lang`, if this build links it (Chinese with the feature `lang-zh`).
    pub fn linked(lang: Lang) -> Option<&'static Catalogue> {
        match lang {
            Lang::En => Some(Self::english()),
            #[cfg(feature = "lang-zh")]
            Lang::Zh => {
                static ZH_CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
                Some(ZH_CATALOGUE.get_or_init(|| Self::compiled(ZH_TEXT)))
            }
            #[cfg(not(feature = "lang-zh"))]
            Lang::Zh => None,
        }
    }

    /// Reads a language's compiled text (a page fetches Chinese): refused unless it has this build's lines and
    /// each message takes the parameters of its key here.
    pub fn parse(text: String) -> Result<Catalogue, CatalogueError> {
        let catalogue = Self::index(text.into())?;
        for key in 0..COUNT {
            let line = catalogue.line(key);
            let mut marks = line.chars().skip_while(|c| !c.is_control());
            let mut fine = true;
            while let Some(c) = marks.next() {
                if matches!(c, VAR | NOUN | SELECT) {
                    let limit = if c == NOUN {
                        NOUNS
                    } else {
                        usize::from(ARITY[key])
                    };
                    let n = marks
                        .next()
                        .map_or(usize::MAX, |d| (d as usize).wrapping_sub('0' as usize));
                    fine &= n < limit;
                    if c == SELECT {
                        fine &= n < 8 && COUNTS[key] >> n & 1 == 1;
                    }
                }
            }
            if !fine {
                return Err(CatalogueError::Message { line: key + 1 });
            }
        }
        Ok(catalogue)
    }

    /// Reads a text this build compiled, known by its id (the page's fetched Chinese, [`ZH_PAGE_ID`]): `None` unless
    /// the text is exactly that one (its id differs otherwise), so it needs no check of its messages, as
    /// [`Catalogue::parse`] makes of a text from elsewhere.
    pub fn exactly(text: String, id: u32) -> Option<Catalogue> {
        if text_id(&text) != id {
            return None;
        }
        Self::index(text.into()).ok()
    }

    fn line(&self, n: usize) -> &str {
        let start = self.starts.get(n).map_or(0, |s| *s as usize);
        let end = self
            .starts
            .get(n + 1)
            .map_or(self.text.len(), |s| (*s as usize).saturating_sub(1));
        self.text.get(start..end).unwrap_or("")
    }

    /// A noun of `words`: `slot` counts concepts × forms.
    fn noun(&self, words: Words, slot: usize) -> &str {
        let column = Words::ALL.iter().position(|w| *w == words).unwrap_or(0);
        self.line(COUNT + column * NOUNS + slot)
    }
}
