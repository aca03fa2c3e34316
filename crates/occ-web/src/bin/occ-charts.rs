//! The calculator's "what if" charts: loaded by the page when their section comes near the viewport (at once in the
//! embed view), it draws them with the page's form. Their code is not in the page's wasm, which holds only what
//! the first result needs; this module holds none of the tools'. The protocol is in `occ_web::tools`.

use wasm_bindgen::prelude::*;

fn main() {
    console_error_panic_hook::set_once();
}

/// Draws the page's charts (`embed`: the embed view's block-size chart); `raw` is the page's form.
#[wasm_bindgen]
pub fn charts(raw: &str, embed: bool) {
    occ_web::tools::guest::charts(raw, embed);
}

/// Exports a chart or a table of the page, or the launch as JSON (`occ_web::tools::guest::export`).
#[cfg(feature = "export")]
#[wasm_bindgen]
pub fn export_page(what: &str, raw: &str) {
    occ_web::tools::guest::export(what, raw);
}

/// The page's form changed.
#[wasm_bindgen]
pub fn sync(raw: &str) {
    occ_web::tools::guest::sync(raw);
}

/// Reads a last-used config stored as JSON by an earlier page (`occ_web::persist::saved::parse_config`, this
/// module's reader of saved configs), for the page, which reads only the query-string form: the form's inputs as
/// typed (`occ_web::tools::raw_query`) and the messages about what was repaired, separated by NUL; or an empty
/// part, then why it cannot be read.
#[wasm_bindgen]
pub fn json_config(raw: &str) -> String {
    match occ_web::persist::saved::parse_config(raw) {
        Ok(config) => {
            let (form, messages) = config.to_form(occ_core::msg::page_tools_notice_last_config());
            let mut parts = vec![occ_web::tools::raw_query(&form, false)];
            parts.extend(occ_web::state::form::english(&messages));
            parts.join("\0")
        }
        Err(why) => format!("\0{why}"),
    }
}
