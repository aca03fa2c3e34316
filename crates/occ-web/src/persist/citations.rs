//! The GPU facts' citations, loaded on demand: `citations.json` (written at build time from occ-core's table,
//! indexed by `presets::Cite`, by `occ-shell`, the pre-build hook that also writes the page's markup) is fetched
//! the first time someone hovers or focuses a fact, so the page's wasm carries the numbers but not the ~50 KB of
//! source titles and notes.

use crate::prelude::*;

use crate::browser;
use crate::persist::json::{self, Value};
use crate::state::citations::Citations;
use crate::state::form::Notice;
use occ_core::msg;
use occ_core::presets::CITATIONS_ID;

/// Why the file could not be read, besides a response's HTTP status and [`browser::get_text`]'s own reasons: a
/// text that is not the citations file.
const NOT_CITATIONS: i32 = -2;
/// The file of another build (its tables' ids do not hold this build's).
const OTHER_BUILD: i32 = -3;

/// Reads the file's `{"id": N, "ids": [N, …], "citations": ["…", …]}` (other keys are ignored): the ids of the tables
/// it serves (`ids`; a file without it serves `id`'s alone). A file of another build (its table differs) is
/// refused, not misread. The page's first wasm holds no JSON reader for it: the browser's own `JSON.parse` reads it
/// there, with the same checks (`browser::get_citations`); this is the modules' reading, and the reference for it.
pub fn parse(text: &str) -> Result<Vec<String>, i32> {
    let file = json::parse(text).map_err(|_| NOT_CITATIONS)?;
    let Some(Value::Arr(items)) = file.get("citations") else {
        return Err(NOT_CITATIONS);
    };
    let citations = items
        .iter()
        .map(|item| match item {
            Value::Str(text) => Ok(text.clone()),
            _ => Err(NOT_CITATIONS),
        })
        .collect::<Result<_, _>>()?;
    let ids: Vec<u64> = match file.get("ids") {
        Some(Value::Arr(ids)) => ids.iter().filter_map(Value::as_u64).collect(),
        _ => file.get("id").and_then(Value::as_u64).into_iter().collect(),
    };
    match ids.contains(&u64::from(CITATIONS_ID)) {
        true => Ok(citations),
        false => Err(OTHER_BUILD),
    }
}

/// The notice of a file that could not be read, `why` as [`parse`] or [`browser::get_text`] give it.
pub fn failure(why: i32) -> Notice {
    let status = why.to_string();
    let reason = match why {
        0 => msg::page_fetch_failed(),
        -1 => msg::page_fetch_unreadable(),
        NOT_CITATIONS => msg::page_citations_unexpected(),
        OTHER_BUILD => msg::page_citations_other_build(),
        _ => msg::page_fetch_status(&status),
    };
    Notice::from(msg::page_notice_citations("")).with(0, reason.into())
}

/// Starts loading the citations unless they are loaded or loading. Failure leaves a notice (once), and the next
/// hover or focus tries again.
pub fn want(citations: RwSignal<Citations>, notices: RwSignal<Vec<Notice>>) {
    if citations.with_untracked(|c| matches!(c, Citations::Loading | Citations::Ready(_))) {
        return;
    }
    citations.set(Citations::Loading);
    // The id in the address keeps a cached file of another build from answering.
    let path = format!("./citations.json?v={CITATIONS_ID}");
    let done = move |read: Result<Vec<String>, i32>| match read {
        Ok(list) => {
            // The facts' markup is rebuilt with the sources (by effects, before the next frame): a fact that had the
            // keyboard focus gets it back. Only a fact, and only if the rebuild took the focus: the user may have
            // moved on to an input meanwhile, and typing there must stay there.
            let fact = document()
                .active_element()
                .and_then(|e| e.get_attribute("data-testid"))
                .filter(|t| t.starts_with("fact-"));
            citations.set(Citations::Ready(list));
            if let Some(testid) = fact {
                request_animation_frame(move || browser::refocus(&testid));
            }
        }
        Err(why) => {
            citations.set(Citations::Failed);
            let notice = failure(why);
            notices.update(|n| {
                if !n.contains(&notice) {
                    n.push(notice);
                }
            });
        }
    };
    #[cfg(not(feature = "export"))]
    browser::get_citations(&path, CITATIONS_ID, Box::new(done));
    #[cfg(feature = "export")]
    browser::get_text(&path, move |text| {
        done(text.map_err(|_| 0).and_then(|text| parse(&text)))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_file_the_build_writes() {
        let text = serde_json::json!({
            "id": occ_core::presets::CITATIONS_ID,
            "citations": occ_core::presets::citations(),
        })
        .to_string();
        let list = parse(&text).unwrap();
        let h100 = occ_core::presets::by_id("h100-sxm5-80gb").unwrap();
        assert_eq!(
            list[usize::from(h100.compute_units.cite.0)],
            h100.compute_units.citation()
        );
    }

    #[test]
    fn rejects_anything_else() {
        assert_eq!(parse("{\"a\": 1}"), Err(NOT_CITATIONS));
        let other = format!(
            "{{\"id\": {}, \"citations\": [\"x\"]}}",
            occ_core::presets::CITATIONS_ID.wrapping_add(1)
        );
        assert_eq!(parse(&other), Err(OTHER_BUILD));
        // One file serves both wasms of the page: each finds its table's id among `ids`.
        let both = format!(
            "{{\"id\": {}, \"ids\": [{}, {}], \"citations\": [\"x\"]}}",
            occ_core::presets::CITATIONS_ID.wrapping_add(1),
            occ_core::presets::CITATIONS_ID.wrapping_add(1),
            occ_core::presets::CITATIONS_ID
        );
        assert_eq!(parse(&both).unwrap(), ["x"]);
        assert_eq!(parse("not json"), Err(NOT_CITATIONS));
        let en = occ_core::msg::Say::page_english(occ_core::Vendor::Nvidia);
        assert_eq!(Citations::Loading.title(0, &en), "Loading the source…");
        assert!(Citations::Failed
            .title(0, &en)
            .starts_with("The source could not be loaded"));
        assert_eq!(Citations::Ready(vec!["x".into()]).title(0, &en), "x");
        assert_eq!(
            Citations::Ready(Vec::new()).title(0, &en),
            "No source recorded"
        );
    }

    #[test]
    fn a_failure_says_why_in_the_pages_language() {
        use occ_core::msg::{Lang, Say};
        let en = Say::page_english(occ_core::Vendor::Nvidia);
        let zh = Say::new(
            Lang::Zh,
            occ_core::terms::Terms::Own,
            occ_core::Vendor::Nvidia,
        );
        let said = |why: i32, say: &Say| failure(why).say(say);
        assert_eq!(
            said(404, &en),
            "The GPU facts' sources could not be loaded: HTTP 404"
        );
        assert!(said(OTHER_BUILD, &en).ends_with("(reload to get matching files)"));
        assert_eq!(said(0, &zh), "无法加载 GPU 参数的来源：请求失败");
        for why in [404, 0, -1, NOT_CITATIONS, OTHER_BUILD] {
            let text = said(why, &zh);
            assert!(
                !text.contains("could") && !text.contains("request"),
                "{text}"
            );
        }
    }
}
