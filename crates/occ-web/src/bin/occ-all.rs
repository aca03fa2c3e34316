//! The page with every vendor's rules. The page's own wasm computes NVIDIA's GPUs (what a first visit needs, within
//! its byte budget); when another vendor's GPU is picked, or named by a link or a saved config, it hands the page
//! over to this module (`occ_web::browser::hand_over`), which starts the page again on the same markup and runs it
//! from then on.

use wasm_bindgen::prelude::*;

fn main() {
    console_error_panic_hook::set_once();
}

/// Starts the page from `raw` (the page's form as `occ_web::tools::raw_query` writes it), or, without it, from the
/// URL and storage as a first visit does.
#[wasm_bindgen]
pub fn take_over(raw: Option<String>) {
    occ_web::take_over(raw);
}
