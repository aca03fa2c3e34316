//! The words of GPU programming: what CUDA, HIP, SYCL and Intel call the same six things (the thread, the group of
//! threads that runs in lockstep, the block, the processor that runs blocks, the memory a block shares, the SIMD
//! unit inside it), in one table ([`TABLE`]), the vocabularies a text is said in ([`Terms`], [`Words`]; the messages
//! take their nouns from the catalogue's terms files), and, behind the feature `convert`, a word-by-word rewriting
//! (`Words::convert`) the tests hold those texts against. The SYCL occupancy guide's vendor-neutral mapping is the
//! SYCL column: work-item, sub-group, work-group, compute unit, local memory.

use crate::vendor::Vendor;

/// A vocabulary: the words a text is shown in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Words {
    /// thread, warp, block, SM, shared memory.
    Cuda,
    /// AMD's (HIP on ROCm, LLVM's AMDGPU): work-item, wave, work-group, CU, LDS.
    Hip,
    /// SYCL's, vendor-neutral: work-item, sub-group, work-group, compute unit, local memory.
    Sycl,
    /// Intel's (SYCL on Xe): work-item, sub-group (run by one hardware thread), work-group, Xe-core, SLM.
    Intel,
}

/// Which vocabulary a text is shown in: the GPU vendor's own (the default), or one of the three for every vendor.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Terms {
    /// The GPU vendor's words: CUDA's on NVIDIA, AMD's on AMD, Intel's on Intel.
    #[default]
    Own,
    Cuda,
    Hip,
    /// The vendor-neutral words of SYCL and OpenCL.
    Sycl,
}

/// One word of a vocabulary, singular and plural.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word {
    pub one: &'static str,
    pub many: &'static str,
    /// Takes "an" rather than "a" ("an SM", "an Xe-core").
    pub an: bool,
}

const fn word(one: &'static str, many: &'static str, an: bool) -> Word {
    Word { one, many, an }
}

/// The six concepts, one row each: per vocabulary (in [`Words`]' order: CUDA, HIP, SYCL, Intel) the word a text in
/// it says first, then other words of that vocabulary read as the same thing (a text in it keeps them). A vocabulary
/// without a word for a concept keeps the text's own.
pub const TABLE: [[&[Word]; 4]; 6] = [
    // The thread / work-item.
    [
        &[word("thread", "threads", false)],
        &[word("work-item", "work-items", false)],
        &[word("work-item", "work-items", false)],
        &[word("work-item", "work-items", false)],
    ],
    // The threads that run in lockstep. Intel's hardware thread runs one sub-group; AMD's compiler says wave.
    [
        &[word("warp", "warps", false)],
        &[
            word("wave", "waves", false),
            word("wavefront", "wavefronts", false),
        ],
        &[word("sub-group", "sub-groups", false)],
        &[
            word("sub-group", "sub-groups", false),
            word("hardware thread", "hardware threads", false),
        ],
    ],
    // The block / work-group.
    [
        &[
            word("block", "blocks", false),
            word("thread block", "thread blocks", false),
        ],
        &[word("work-group", "work-groups", false)],
        &[word("work-group", "work-groups", false)],
        &[word("work-group", "work-groups", false)],
    ],
    // What runs blocks.
    [
        &[
            word("SM", "SMs", true),
            word("multiprocessor", "multiprocessors", false),
        ],
        &[word("CU", "CUs", false)],
        &[word("compute unit", "compute units", false)],
        &[word("Xe-core", "Xe-cores", true)],
    ],
    // The memory a block shares.
    [
        &[word("shared memory", "shared memory", false)],
        &[word("LDS", "LDS", true)],
        &[word("local memory", "local memory", false)],
        &[word("SLM", "SLM", true)],
    ],
    // The SIMD unit that runs sub-groups: CUDA's texts speak of SM sub-partitions in their own sense, and keep them.
    [
        &[],
        &[word("SIMD", "SIMDs", false)],
        &[word("SIMD unit", "SIMD units", false)],
        &[word("XVE", "XVEs", true), word("EU", "EUs", true)],
    ],
];

impl Words {
    pub const ALL: [Self; 4] = [Self::Cuda, Self::Hip, Self::Sycl, Self::Intel];

    fn column(self) -> usize {
        self as usize
    }

    /// The vocabulary a vendor's own texts are written in.
    pub fn of(vendor: Vendor) -> Self {
        match vendor {
            Vendor::Nvidia => Self::Cuda,
            Vendor::Amd => Self::Hip,
            Vendor::Intel => Self::Intel,
        }
    }

    /// The word this vocabulary says for `concept` (a row of [`TABLE`]), if it has one.
    pub fn word(self, concept: usize) -> Option<Word> {
        TABLE[concept][self.column()].first().copied()
    }

    /// Rewrites `text`, written in `source`'s words, into this vocabulary, word by word: what the tests hold each
    /// vocabulary's English messages against (no text a person reads is written by it). Whole words only ("blockDim", "wave64"
    /// and "smem_per_block" stay), plurals kept, capitals kept at the start of a word, "a"/"an" before a
    /// rewritten word fixed. Words of the other vocabularies are rewritten too (a text may quote them), except the
    /// two that mean something else outside their own: AMD's "wave" (a grid's wave on NVIDIA) and Intel's bare
    /// "thread" (a hardware thread, where CUDA's is a work-item). Rewriting twice changes nothing more.
    #[cfg(any(test, feature = "convert"))]
    pub fn convert(self, source: Vendor, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + text.len() / 4);
        rewrite_into(&mut out, entries_of(source), self, text);
        out
    }
}

impl Terms {
    pub const ALL: [Self; 4] = [Self::Own, Self::Cuda, Self::Hip, Self::Sycl];

    /// The name in links, stored configs and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Self::Own => "own",
            Self::Cuda => "cuda",
            Self::Hip => "hip",
            Self::Sycl => "sycl",
        }
    }

    /// What the page's control and the CLI's help call it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Own => "The GPU's",
            Self::Cuda => "CUDA",
            Self::Hip => "HIP",
            Self::Sycl => "SYCL",
        }
    }

    /// Reads an [`id`](Self::id); `neutral` is SYCL's, `vendor` the GPU's own.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "own" | "vendor" | "" => Some(Self::Own),
            "cuda" => Some(Self::Cuda),
            "hip" => Some(Self::Hip),
            "sycl" | "neutral" => Some(Self::Sycl),
            _ => None,
        }
    }

    /// The vocabulary for a GPU of `vendor`.
    pub fn words(self, vendor: Vendor) -> Words {
        match self {
            Self::Own => Words::of(vendor),
            Self::Cuda => Words::Cuda,
            Self::Hip => Words::Hip,
            Self::Sycl => Words::Sycl,
        }
    }
}

/// One word a text may hold, the concept it names and whether it is plural.
#[cfg(any(test, feature = "convert"))]
#[derive(Clone, Copy)]
struct Entry {
    text: &'static str,
    concept: usize,
    plural: bool,
    /// The vocabularies that have this word for this concept (a bit per [`Words`] column).
    owners: u8,
}

/// Whether `word` of `vocabulary` counts as that concept in a text written in `source`'s words.
#[cfg(any(test, feature = "convert"))]
fn readable(vocabulary: Words, word: &str, source: Vendor) -> bool {
    let own = Words::of(source) == vocabulary;
    match word {
        "wave" | "waves" => own,
        _ => true,
    }
}

/// [`entries`] of each vendor, built once: [`Words::convert`] rewrites every text through them.
#[cfg(any(test, feature = "convert"))]
fn entries_of(source: Vendor) -> &'static [Entry] {
    static TABLES: [std::sync::OnceLock<Vec<Entry>>; 3] = [
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
        std::sync::OnceLock::new(),
    ];
    let index = Vendor::ALL.iter().position(|v| *v == source).unwrap_or(0);
    TABLES[index].get_or_init(|| entries(source))
}

/// The words a text in `source`'s words may hold, longest first (phrases and plurals before their parts), each
/// with the concept `source` means by it.
#[cfg(any(test, feature = "convert"))]
fn entries(source: Vendor) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    // The source's own vocabulary first: its meaning of a word wins (Intel's bare "thread" is a hardware thread).
    let mut order = vec![Words::of(source)];
    order.extend(
        Words::ALL
            .iter()
            .copied()
            .filter(|w| *w != Words::of(source)),
    );
    for vocabulary in order {
        for (concept, row) in TABLE.iter().enumerate() {
            for w in row[vocabulary.column()] {
                for (text, plural) in [(w.one, false), (w.many, true)] {
                    if !readable(vocabulary, text, source) {
                        continue;
                    }
                    let owners = Words::ALL
                        .iter()
                        .filter(|v| {
                            TABLE[concept][v.column()]
                                .iter()
                                .any(|o| o.one == text || o.many == text)
                        })
                        .fold(0u8, |bits, v| bits | 1 << v.column());
                    if !out.iter().any(|e| e.text == text) {
                        // Longest first, ties in the order met: kept so as it grows (a sort would be one more
                        // instance of the slice sort in the page's wasm).
                        let at = out.partition_point(|e| e.text.len() >= text.len());
                        out.insert(
                            at,
                            Entry {
                                text,
                                concept,
                                plural,
                                owners,
                            },
                        );
                    }
                }
            }
        }
    }
    if source == Vendor::Intel {
        // Intel's calculator says "threads" for hardware threads.
        for (text, plural) in [("thread", false), ("threads", true)] {
            if let Some(e) = out.iter_mut().find(|e| e.text == text) {
                *e = Entry {
                    text,
                    concept: 1,
                    plural,
                    owners: 1 << Words::Intel.column(),
                };
            }
        }
    }
    out
}

/// What continues a word: letters, digits and `_` ("blockDim", "wave64", "smem_per_block" stay). A hyphen joins
/// words that keep their meanings ("per-block", "block-size chart"); the table's own hyphenated words
/// ("work-item", "Xe-core") match whole before their parts.
#[cfg(any(test, feature = "convert"))]
fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Whether `text` starts with `word`, its first letter in either case when the word is not an acronym.
#[cfg(any(test, feature = "convert"))]
fn starts_with_word(text: &str, word: &str) -> Option<bool> {
    let first = word.chars().next()?;
    if text.starts_with(word) {
        return Some(false);
    }
    let acronym = word.chars().take(2).all(|c| c.is_ascii_uppercase());
    if acronym || !first.is_ascii_lowercase() {
        return None;
    }
    let rest = &word[first.len_utf8()..];
    let mut chars = text.chars();
    (chars.next() == Some(first.to_ascii_uppercase()) && chars.as_str().starts_with(rest))
        .then_some(true)
}

#[cfg(any(test, feature = "convert"))]
fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// Appends `text` rewritten into `target` to `out` (whose end decides whether a word starts at `text`'s start).
#[cfg(any(test, feature = "convert"))]
fn rewrite_into(out: &mut String, table: &[Entry], target: Words, text: &str) {
    let mut rest = text;
    'scan: while let Some(c) = rest.chars().next() {
        let boundary_before = out.chars().last().is_none_or(|p| !is_word_char(p));
        if boundary_before {
            for entry in table {
                let Some(capital) = starts_with_word(rest, entry.text) else {
                    continue;
                };
                let after = &rest[entry.text.len()..];
                if after.chars().next().is_some_and(is_word_char) {
                    continue;
                }
                let word = target.word(entry.concept);
                let keep = entry.owners & (1 << target.column()) != 0;
                if let Some(word) = word.filter(|_| !keep) {
                    let mut chosen = if entry.plural { word.many } else { word.one }.to_string();
                    // In a hyphenated compound a phrase is hyphenated too ("per-SM" → "per-compute-unit").
                    if out.ends_with('-') || after.starts_with('-') {
                        chosen = chosen.replace(' ', "-");
                    }
                    // An article before the word follows it ("an SM" → "a compute unit").
                    fix_article(out, word.an);
                    // A word that starts a sentence keeps its capital even when the word it replaces is
                    // always written so ("SM count" → "Compute unit count").
                    let initial =
                        rest.starts_with(|c: char| c.is_ascii_uppercase()) && sentence_start(out);
                    if capital || initial {
                        out.push_str(&capitalized(&chosen));
                    } else {
                        out.push_str(&chosen);
                    }
                } else {
                    out.push_str(&rest[..entry.text.len()]);
                }
                rest = after;
                continue 'scan;
            }
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
}

/// Whether a word written after `out` starts a sentence: nothing but markup and spaces before it, or the end of a
/// sentence (`.`, `!` or `?`, then a space).
#[cfg(any(test, feature = "convert"))]
fn sentence_start(out: &str) -> bool {
    let mut visible = out.trim_end_matches(char::is_whitespace);
    let spaced = visible.len() < out.len();
    // Tags are not text: what counts is the text before them.
    while let Some(tag) = visible
        .strip_suffix('>')
        .and_then(|v| v.rfind('<').map(|at| &v[..at]))
    {
        visible = tag.trim_end_matches(char::is_whitespace);
    }
    match visible.chars().last() {
        None => true,
        Some('.' | '!' | '?') => spaced,
        Some(_) => false,
    }
}

/// Makes an "a" or "an" that ends `out` (a whole word, followed by one space) agree with the word that follows.
#[cfg(any(test, feature = "convert"))]
fn fix_article(out: &mut String, an: bool) {
    let Some(before) = out.strip_suffix(' ') else {
        return;
    };
    let article = before
        .rsplit(|c: char| !c.is_ascii_alphabetic())
        .next()
        .unwrap_or("");
    let fixed = match (article, an) {
        ("a", true) => "an",
        ("an", false) => "a",
        ("A", true) => "An",
        ("An", false) => "A",
        _ => return,
    };
    let start = before.len() - article.len();
    out.truncate(start);
    out.push_str(fixed);
    out.push(' ');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuda_text_in_every_vocabulary() {
        let text = "128 threads = 4 warps per block; 48 warps per SM / 4 → 12 blocks; 16,384 per sub-partition";
        assert_eq!(Words::Cuda.convert(Vendor::Nvidia, text), text);
        assert_eq!(
            Words::Sycl.convert(Vendor::Nvidia, text),
            "128 work-items = 4 sub-groups per work-group; 48 sub-groups per compute unit / 4 → 12 work-groups; \
             16,384 per sub-partition"
        );
        assert_eq!(
            Words::Hip.convert(Vendor::Nvidia, text),
            "128 work-items = 4 waves per work-group; 48 waves per CU / 4 → 12 work-groups; 16,384 per sub-partition"
        );
        assert_eq!(
            Words::Sycl.convert(Vendor::Nvidia, "Shared memory per SM"),
            "Local memory per compute unit"
        );
        assert_eq!(
            Words::Hip.convert(Vendor::Nvidia, "Threads per block"),
            "Work-items per work-group"
        );
        assert_eq!(
            Words::Sycl.convert(Vendor::Nvidia, "SMEM blocked, blockDim, wave64"),
            "SMEM blocked, blockDim, wave64"
        );
    }

    #[test]
    fn articles_follow_the_new_word() {
        assert_eq!(
            Words::Sycl.convert(Vendor::Nvidia, "an SM holds a block. An SM"),
            "a compute unit holds a work-group. A compute unit"
        );
        assert_eq!(
            Words::Cuda.convert(Vendor::Intel, "a work-group per Xe-core; an Xe-core"),
            "a block per SM; an SM"
        );
        assert_eq!(
            Words::Sycl.convert(
                Vendor::Nvidia,
                "the per-block limit, the block-size chart, per-SM"
            ),
            "the per-work-group limit, the work-group-size chart, per-compute-unit"
        );
        assert_eq!(
            Words::Cuda.convert(
                Vendor::Amd,
                "sub-partition, sub-groups, work-items, smem_per_block"
            ),
            "sub-partition, warps, threads, smem_per_block"
        );
    }

    #[test]
    fn a_word_that_starts_a_sentence_keeps_its_capital() {
        assert_eq!(
            Words::Sycl.convert(Vendor::Nvidia, "SM count"),
            "Compute unit count"
        );
        assert_eq!(
            Words::Sycl.convert(Vendor::Nvidia, "4 per SM. SMs run blocks! LDS? SM"),
            "4 per compute unit. Compute units run work-groups! Local memory? Compute unit"
        );
        assert_eq!(
            Words::Sycl.convert(Vendor::Intel, "Xe-cores: 20; XVE count"),
            "Compute units: 20; SIMD unit count"
        );
        // Within a sentence, and in a word of its own, the replaced word's capital goes.
        assert_eq!(
            Words::Sycl.convert(Vendor::Amd, "Waves per CU, CU mode"),
            "Sub-groups per compute unit, compute unit mode"
        );
    }

    #[test]
    fn each_vendor_reads_its_own_words() {
        // AMD's waves are sub-groups; NVIDIA's (a grid's) are not rewritten.
        assert_eq!(
            Words::Cuda.convert(
                Vendor::Amd,
                "Waves per CU: 16 waves of wave64, 16 KiB of LDS"
            ),
            "Warps per SM: 16 warps of wave64, 16 KiB of shared memory"
        );
        assert_eq!(
            Words::Sycl.convert(Vendor::Nvidia, "2.4 waves of blocks"),
            "2.4 waves of work-groups"
        );
        // Intel's threads are hardware threads: sub-groups.
        assert_eq!(
            Words::Cuda.convert(Vendor::Intel, "16 hardware threads; 8 threads per XVE; SLM"),
            "16 warps; 8 warps per XVE; shared memory"
        );
        assert_eq!(
            Words::Sycl.convert(Vendor::Intel, "Hardware threads per Xe-core, 8 XVEs"),
            "Sub-groups per compute unit, 8 SIMD units"
        );
        assert_eq!(
            Words::Sycl.convert(Vendor::Amd, "Waves per SIMD"),
            "Sub-groups per SIMD unit"
        );
    }

    #[test]
    fn own_words_stay_and_rewriting_twice_changes_nothing() {
        let samples = [
            (Vendor::Nvidia, "Active warps per SM: 48 of 64 (threads per block 128, shared memory 48 KiB)"),
            (Vendor::Amd, "Waves per SIMD by VGPRs: 4; work-groups per CU: 4; LDS 16 KiB; a wavefront"),
            (Vendor::Intel, "Work-groups per Xe-core: 2; hardware threads per work-group 16; SLM 48 KB; a sub-group"),
        ];
        for (vendor, text) in samples {
            assert_eq!(Words::of(vendor).convert(vendor, text), text, "{vendor:?}");
            for words in Words::ALL {
                let once = words.convert(vendor, text);
                assert_eq!(words.convert(vendor, &once), once, "{words:?} {vendor:?}");
                // Read back in the words of the page it is shown on, as the page does with its own text.
                assert_eq!(
                    words.convert(Vendor::Nvidia, &once),
                    once,
                    "{words:?} {vendor:?}"
                );
            }
        }
    }

    #[test]
    fn terms_parse_and_name_themselves() {
        for terms in Terms::ALL {
            assert_eq!(Terms::parse(terms.id()), Some(terms));
        }
        assert_eq!(Terms::parse("Neutral"), Some(Terms::Sycl));
        assert_eq!(Terms::parse("opencl"), None);
        assert_eq!(Terms::Own.words(Vendor::Amd), Words::Hip);
        assert_eq!(Terms::Sycl.words(Vendor::Nvidia), Words::Sycl);
    }
}
