//! Where the GPU facts' sources stand: the page carries the numbers, and fetches the sources' texts
//! (`persist::citations`) the first time someone hovers or focuses a fact.

use occ_core::msg::{self, Say};

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
    /// A fact's tooltip: its citation (a source's own title and notes, as the data file records them), or where
    /// loading it stands, said by `say`.
    pub fn title(&self, cite: u16, say: &Say) -> String {
        match self {
            Citations::Ready(list) => list
                .get(usize::from(cite))
                .cloned()
                .unwrap_or_else(|| say.say(msg::page_source_none())),
            Citations::Failed => say.say(msg::page_source_failed()),
            Citations::NotAsked | Citations::Loading => say.say(msg::page_source_loading()),
        }
    }
}
