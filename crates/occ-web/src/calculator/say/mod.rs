//! How the modules loaded on demand write their texts: the form's words and its GPU's vendor, in the page's language.
//! They link the whole English catalogue (`Say::english`: planning's, compiler logs', the charts' and the CLI's
//! messages included, which the page's first wasm leaves out); Chinese is the compiled catalogue the build writes
//! beside the page (`messages.zh.txt`, by `occ-shell`), fetched by each module the first time it asks for a text in
//! Chinese (the page's own Chinese, `messages.zh.page.txt`, leaves the modules' messages out). Until it has arrived,
//! and if it cannot be read, the texts are English.

use occ_core::msg::{Catalogue, Lang, Say};

use crate::prelude::*;
use crate::state::input::Form;

/// The key of the page's language in the query string the page sends its modules.
pub const LANG_KEY: &str = "lang";

thread_local! {
    /// The page's language, as the page last sent it.
    static LANG: RwSignal<Lang> = RwSignal::new(Lang::En);
    /// The fetched Chinese catalogue, once read.
    static ZH: RwSignal<Option<&'static Catalogue>> = RwSignal::new(None);
    /// Whether the Chinese catalogue was asked for (once per module).
    #[cfg(feature = "export")]
    static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// Why the Chinese catalogue could not be read, until the module's notices take it.
    static FAILED: RwSignal<Option<String>> = RwSignal::new(None);
}

/// Takes the page's language from a query string the page sent (its `lang` pair; English without one). An empty
/// `lang` follows the browser's languages, as the page does: the page marks a browser whose first language occ
/// speaks is Chinese (`browser::browser_lang`).
pub fn take_lang(raw: &str) {
    let lang = crate::persist::query::pairs(raw)
        .into_iter()
        .find(|(key, _)| key == LANG_KEY)
        .and_then(|(_, value)| match value.as_str() {
            #[cfg(target_arch = "wasm32")]
            "" => Some(crate::browser::browser_lang()),
            value => Lang::parse(value),
        })
        .unwrap_or_default();
    // The module's signals are made here, when the page calls it (outside any reactive owner), so they live as long
    // as the module: one first touched inside a memo or an effect would be disposed when that runs again.
    ZH.with(|_| ());
    FAILED.with(|_| ());
    LANG.with(|l| {
        if l.get_untracked() != lang {
            l.set(lang);
        }
    });
}

/// The page's language (tracked).
pub fn lang() -> Lang {
    LANG.with(|l| l.get())
}

/// How the tools write texts for `form`: in the page's language (Chinese once its catalogue is here), the form's
/// words and its GPU's vendor. Tracked: a view or memo that reads it is written again when the language changes
/// or the Chinese catalogue arrives.
pub fn tools_say(form: &Form) -> Say {
    let (_, vendor) = crate::state::shown_words(form);
    let terms = crate::state::terms(form);
    match lang() {
        Lang::En => Say::english(vendor).with_terms(terms),
        Lang::Zh => match chinese() {
            Some(catalogue) => Say::with(catalogue, terms, vendor),
            None => Say::english(vendor).with_terms(terms),
        },
    }
}

/// Why the Chinese catalogue could not be read, once (tracked): a notice for the page.
pub fn take_failure() -> Option<String> {
    let failed = FAILED.with(|f| f.get());
    if failed.is_some() {
        FAILED.with(|f| f.set(None));
    }
    failed
}

/// The Chinese catalogue if it is here (tracked); the module asks for it the first time.
fn chinese() -> Option<&'static Catalogue> {
    let now = ZH.with(|z| z.get());
    #[cfg(feature = "export")]
    if now.is_none() && !ASKED.with(|a| a.replace(true)) {
        fetch_chinese();
    }
    now
}

#[cfg(feature = "export")]
/// The file's address: the message count in it keeps a cached file of a build with other keys from answering
/// (one that still does not match is refused by `Catalogue::parse`).
fn chinese_path() -> String {
    format!("./messages.zh.txt?v={}", occ_core::msg::COUNT)
}

#[cfg(feature = "export")]
fn fetch_chinese() {
    crate::browser::get_text(&chinese_path(), |text| {
        match text.and_then(|t| Catalogue::parse(t).map_err(|e| e.to_string())) {
            Ok(catalogue) => {
                let catalogue: &'static Catalogue = Box::leak(Box::new(catalogue));
                ZH.with(|z| z.set(Some(catalogue)));
            }
            Err(why) => {
                let say = Say::english(occ_core::Vendor::Nvidia);
                let notice = say.say(occ_core::msg::page_tools_no_chinese(&why));
                FAILED.with(|f| f.set(Some(notice)));
            }
        }
    });
}

/// What the tools' tests check their Chinese with.
#[cfg(test)]
pub(crate) mod check {
    use occ_core::msg::{Lang, Say};
    use occ_core::terms::Terms;
    use occ_core::Vendor;

    /// Chinese in each of the four vocabularies, about a GPU of `vendor`.
    pub fn chinese(vendor: Vendor) -> Vec<Say> {
        [Terms::Own, Terms::Cuda, Terms::Hip, Terms::Sycl]
            .into_iter()
            .map(|terms| Say::new(Lang::Zh, terms, vendor))
            .collect()
    }

    /// The ASCII words of `text` a Chinese text may not hold: product, API and vendors' hardware names, units and
    /// the presets' names may stay.
    pub fn english_words(text: &str) -> Vec<String> {
        const ALLOWED: &[&str] = &[
            "NVIDIA",
            "AMD",
            "Intel",
            "GPU",
            "SM",
            "CU",
            "WGP",
            "LDS",
            "SLM",
            "SIMD",
            "SYCL",
            "XVE",
            "Xe",
            "VGPR",
            "GRF",
            "SGPR",
            "AGPR",
            "DRAM",
            "Roofline",
            "FLOP",
            "GFLOP",
            "TFLOP",
            "TFLOPS",
            "GB",
            "KiB",
            "B",
            "ms",
            "us",
            "s",
            "CSV",
            "Markdown",
            "JSON",
            "occ",
            "batch",
            "roofline",
            "PNG",
            "SVG",
            "fp64",
            "fp32",
            "fp16",
            "FP64",
            "FP32",
            "FP16",
            "BF16",
            "wg_max",
            "r_max",
            "wi_min",
            "__launch_bounds__",
            "maxrregcount",
            "BlockNum",
            "gpu-metrics-devices",
            "Nsight",
            "Systems",
        ];
        let mut text = text.to_string();
        let mut names: Vec<String> = occ_core::presets::PRESETS
            .iter()
            .flat_map(|p| [p.name.to_string(), p.id.to_string()])
            .collect();
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        for name in names {
            text = text.replace(&name, " ");
        }
        text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .map(|w| w.trim_matches('-'))
            .filter(|w| {
                !w.is_empty()
                    && !w.starts_with(|c: char| c.is_ascii_digit())
                    && !ALLOWED.contains(w)
            })
            .map(str::to_string)
            .collect()
    }

    /// The texts a reader gets of each element of `html` marked `data-said`: its text and its `aria-label`s.
    pub fn said_texts(html: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut from = 0;
        while let Some(at) = html[from..].find(" data-said").map(|i| i + from) {
            from = at + 1;
            let Some(open) = html[..at].rfind('<') else {
                continue;
            };
            let name: String = html[open + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            let (mut depth, mut end, mut i) = (0usize, html.len(), open);
            while i < html.len() {
                let rest = &html[i..];
                if rest.starts_with(&format!("</{name}>")) {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                } else if rest.starts_with(&format!("<{name}"))
                    && rest[name.len() + 1..].starts_with([' ', '>'])
                {
                    depth += 1;
                }
                i += rest.chars().next().map_or(1, char::len_utf8);
            }
            let inner = &html[open..end];
            let mut text = String::new();
            let mut in_tag = false;
            for c in inner.chars() {
                match c {
                    '<' => {
                        in_tag = true;
                        text.push(' ');
                    }
                    '>' => in_tag = false,
                    c if !in_tag => text.push(c),
                    _ => {}
                }
            }
            for part in inner.split("aria-label=\"").skip(1) {
                text.push(' ');
                text.push_str(part.split('"').next().unwrap_or(""));
            }
            out.push(text);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use occ_core::msg;
    use occ_core::terms::Terms;
    use occ_core::Vendor;

    #[test]
    fn the_file_the_build_writes_reads_as_the_chinese_catalogue() {
        // What occ-shell writes as messages.zh.txt, read as the tools module reads the fetched file.
        let fetched = Catalogue::parse(occ_core::msg::ZH_TEXT.to_string()).unwrap();
        let fetched: &'static Catalogue = Box::leak(Box::new(fetched));
        for vendor in Vendor::ALL {
            let read = Say::with(fetched, Terms::Own, vendor);
            let linked = Say::new(Lang::Zh, Terms::Own, vendor);
            let message = msg::page_tools_compare_resident();
            assert_eq!(read.say(message), linked.say(message));
            assert!(read.say(message).starts_with("每个"));
        }
        // Another build's file (a line short) is refused, not misread.
        let short = occ_core::msg::ZH_TEXT
            .split_once('\n')
            .unwrap()
            .1
            .to_string();
        assert!(Catalogue::parse(short).is_err());
    }

    #[test]
    fn the_language_comes_from_the_query_the_page_sends() {
        take_lang("t=256&lang=zh&dark=0");
        assert_eq!(lang(), Lang::Zh);
        take_lang("t=256&dark=0");
        assert_eq!(lang(), Lang::En);
    }
}
