//! The GPU facts' citations, loaded on demand: `citations.json` (written at build time by `cargo xtask citations`
//! from occ-core's table, indexed by `presets::Cite`) is fetched the first time someone hovers or focuses a fact,
//! so the page's wasm carries the numbers but not the ~50 KB of source titles and notes.

use leptos::prelude::*;

use crate::browser;

/// Where the citations are.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Citations {
    #[default]
    NotAsked,
    Loading,
    Ready(Vec<String>),
    /// Loading failed; the facts keep their values and say that the source is unavailable.
    Failed,
}

impl Citations {
    pub fn ready(&self) -> Option<&[String]> {
        match self {
            Citations::Ready(list) => Some(list),
            _ => None,
        }
    }
}

/// Reads the file's text: a JSON array of strings.
pub fn parse(text: &str) -> Result<Vec<String>, String> {
    serde_json::from_str::<Vec<String>>(text)
        .map_err(|e| format!("citations.json is not a list of texts: {e}"))
}

/// Starts loading the citations unless they are loaded or loading. Failure leaves a notice.
pub fn want(citations: RwSignal<Citations>, notices: RwSignal<Vec<String>>) {
    if citations.with_untracked(|c| *c != Citations::NotAsked) {
        return;
    }
    citations.set(Citations::Loading);
    leptos::task::spawn_local(async move {
        match browser::fetch_text("./citations.json")
            .await
            .and_then(|t| parse(&t))
        {
            Ok(list) => citations.set(Citations::Ready(list)),
            Err(why) => {
                citations.set(Citations::Failed);
                notices.update(|n| {
                    n.push(format!("The GPU facts' sources could not be loaded: {why}"))
                });
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_file_the_build_writes() {
        let text = serde_json::to_string(&occ_core::presets::citations()).unwrap();
        let list = parse(&text).unwrap();
        let h100 = occ_core::presets::by_id("h100-sxm5-80gb").unwrap();
        assert_eq!(list[usize::from(h100.sms.cite.0)], h100.sms.citation());
    }

    #[test]
    fn rejects_anything_else() {
        assert!(parse("{\"a\": 1}").is_err());
        assert!(parse("not json").is_err());
        assert!(Citations::Loading.ready().is_none());
    }
}
