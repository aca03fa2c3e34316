//! Where the GPU facts' sources stand: the page carries the numbers, and fetches the sources' texts
//! (`persist::citations`) the first time someone hovers or focuses a fact.

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
    /// A fact's tooltip: its citation, or where loading it stands.
    pub fn title(&self, cite: u16) -> &str {
        match self {
            Citations::Ready(list) => list
                .get(usize::from(cite))
                .map_or("No source recorded", String::as_str),
            Citations::Failed => {
                "The source could not be loaded (see the notice at the top); hover again to retry"
            }
            Citations::NotAsked | Citations::Loading => "Loading the source…",
        }
    }
}
