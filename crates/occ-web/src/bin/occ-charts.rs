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
