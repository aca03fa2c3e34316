//! The GPU facts' citations, loaded on demand: `citations.json` (written at build time from occ-core's table,
//! indexed by `presets::Cite`, by `occ-shell`, the pre-build hook that also writes the page's markup) is fetched
//! the first time someone hovers or focuses a fact, so the page's wasm carries the numbers but not the ~50 KB of
//! source titles and notes.

use crate::prelude::*;

use crate::browser;
#[cfg(not(target_family = "wasm"))]
use crate::persist::json::{self, Value};
use crate::state::citations::Citations;
use crate::state::form::Notice;

/// The file's `{"id": N, "ids": [N, …], "citations": ["…", …]}` (other keys are ignored): the ids of the tables it
/// serves (`ids`; a file without it serves `id`'s alone). In the browser its own `JSON.parse` reads the file and the
/// three fields are taken from the object it gives (the page's wasm holds no JSON reader for them); natively occ's
/// reader does, with the same checks.
#[cfg(target_family = "wasm")]
fn read(text: &str) -> Result<(Vec<u64>, Vec<String>), String> {
    use js_sys::{Array, Reflect, JSON};
    use wasm_bindgen::JsValue;
    let file = JSON::parse(text).map_err(|_| "not JSON".to_string())?;
    let field =
        |name: &str| Reflect::get(&file, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    let whole = |value: JsValue| {
        value
            .as_f64()
            .filter(|n| *n >= 0.0 && n.fract() == 0.0)
            .map(|n| n as u64)
    };
    let id = field("id");
    if id.is_undefined() {
        return Err("missing field `id`".to_string());
    }
    let id = whole(id).ok_or("field `id`: expected u32")?;
    let ids = field("ids");
    let ids = match Array::is_array(&ids) {
        true => Array::from(&ids).iter().filter_map(whole).collect(),
        false => vec![id],
    };
    let items = field("citations");
    if !Array::is_array(&items) {
        return Err("field `citations`: expected a list".to_string());
    }
    let citations = Array::from(&items)
        .iter()
        .map(|item| {
            item.as_string()
                .ok_or_else(|| "field `citations`: expected a string".to_string())
        })
        .collect::<Result<_, _>>()?;
    Ok((ids, citations))
}

/// See the browser's [`read`].
#[cfg(not(target_family = "wasm"))]
fn read(text: &str) -> Result<(Vec<u64>, Vec<String>), String> {
    let file = json::parse(text)?;
    let id = file.get("id").ok_or("missing field `id`")?;
    let id = id.as_u64().ok_or("field `id`: expected u32")?;
    let ids = match file.get("ids") {
        Some(Value::Arr(ids)) => ids.iter().filter_map(Value::as_u64).collect(),
        _ => vec![id],
    };
    let Some(Value::Arr(items)) = file.get("citations") else {
        return Err("field `citations`: expected a list".to_string());
    };
    let citations = items
        .iter()
        .map(|item| match item {
            Value::Str(text) => Ok(text.clone()),
            _ => Err("field `citations`: expected a string".to_string()),
        })
        .collect::<Result<_, _>>()?;
    Ok((ids, citations))
}

/// Reads the file's text; a file of another build (its table differs) is refused, not misread.
pub fn parse(text: &str) -> Result<Vec<String>, String> {
    let (ids, citations) =
        read(text).map_err(|e| format!("citations.json is not what this page expects: {e}"))?;
    if !ids.contains(&u64::from(occ_core::presets::CITATIONS_ID)) {
        return Err(
            "citations.json is from another version of the page (reload to get matching files)"
                .to_string(),
        );
    }
    Ok(citations)
}

/// Starts loading the citations unless they are loaded or loading. Failure leaves a notice (once), and the next
/// hover or focus tries again.
pub fn want(citations: RwSignal<Citations>, notices: RwSignal<Vec<Notice>>) {
    if citations.with_untracked(|c| matches!(c, Citations::Loading | Citations::Ready(_))) {
        return;
    }
    citations.set(Citations::Loading);
    // The id in the address keeps a cached file of another build from answering.
    let path = format!("./citations.json?v={}", occ_core::presets::CITATIONS_ID);
    browser::get_text(
        &path,
        Box::new(move |text: Result<String, String>| {
            match text.and_then(|t| parse(&t)) {
                Ok(list) => {
                    // The facts' markup is rebuilt with the sources (by effects, before the next frame): a fact that
                    // had the keyboard focus gets it back. Only a fact, and only if the rebuild took the focus: the
                    // user may have moved on to an input meanwhile, and typing there must stay there.
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
                    let notice = Notice::from(occ_core::msg::page_notice_citations(&why));
                    notices.update(|n| {
                        if !n.contains(&notice) {
                            n.push(notice);
                        }
                    });
                }
            }
        }),
    );
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
        assert!(parse("{\"a\": 1}").is_err());
        let other = format!(
            "{{\"id\": {}, \"citations\": [\"x\"]}}",
            occ_core::presets::CITATIONS_ID.wrapping_add(1)
        );
        assert!(parse(&other).unwrap_err().contains("another version"));
        // One file serves both wasms of the page: each finds its table's id among `ids`.
        let both = format!(
            "{{\"id\": {}, \"ids\": [{}, {}], \"citations\": [\"x\"]}}",
            occ_core::presets::CITATIONS_ID.wrapping_add(1),
            occ_core::presets::CITATIONS_ID.wrapping_add(1),
            occ_core::presets::CITATIONS_ID
        );
        assert_eq!(parse(&both).unwrap(), ["x"]);
        assert!(parse("not json").is_err());
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
}
