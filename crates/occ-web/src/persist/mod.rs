//! What the page keeps and loads: the form in the URL, saved configs and their JSON, the facts' sources.

pub mod citations;
pub mod gpus;
pub mod json;
pub mod query;
pub mod saved;
