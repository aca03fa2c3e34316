//! What the page keeps and loads: the form in the URL, saved configs and their JSON, the facts' sources, the
//! comparison's pinned launches, and the files the page exports.

pub mod citations;
pub mod compare;
pub mod export;
pub mod json;
pub mod query;
pub mod saved;
