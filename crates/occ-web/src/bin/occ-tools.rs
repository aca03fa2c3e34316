//! The tools module (launch planning, the compiler-log import, the roofline): loaded by the page when a tool is
//! opened, it draws the tools with the page's form. The protocol is in `occ_web::tools`.

use wasm_bindgen::prelude::*;

fn main() {
    console_error_panic_hook::set_once();
}

/// Draws tool `tool` (plan, import, roofline) into `#tool-<tool>`; `raw` is the page's form.
#[wasm_bindgen]
pub fn open(tool: &str, raw: &str) -> Result<(), JsValue> {
    occ_web::tools::guest::open(tool, raw).map_err(|why| js_sys::Error::new(&why).into())
}

/// The page's form changed.
#[wasm_bindgen]
pub fn sync(raw: &str) {
    occ_web::tools::guest::sync(raw);
}
