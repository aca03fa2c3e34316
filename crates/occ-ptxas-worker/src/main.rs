//! The page's log reader, run as a Web Worker: it receives a pasted build log (a string), parses it with
//! occ-core (demangling C++ names) and answers with the [`Summary`] as JSON. Parsing here keeps a
//! multi-megabyte log from stalling the page, and keeps the parser and the demangler out of the page's own
//! wasm: this file loads only when someone pastes a log.

use occ_core::compiler_log::{parse, Summary};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// The answer to one log: `{"ok": Summary}` or `{"error": "..."}`.
fn answer(log: &str) -> String {
    let summary = Summary::of(&parse(log));
    match serde_json::to_string(&summary) {
        Ok(json) => format!("{{\"ok\":{json}}}"),
        Err(e) => serde_json::json!({ "error": e.to_string() }).to_string(),
    }
}

fn main() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        // Not in a worker (a native build, or loaded by mistake as a page script): nothing to serve.
        return;
    };
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let _ = reply.post_message(&JsValue::from_str(&answer(&text)));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Tells the page it may send: a message that arrived before the handler was set would have been dropped.
    let _ = scope.post_message(&JsValue::from_str("{\"ready\":true}"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_with_the_summary_or_an_empty_one() {
        let log = "ptxas info    : Compiling entry function '_Z3addPfS_' for 'sm_89'\n\
                   ptxas info    : Used 12 registers, 0 bytes smem\n";
        let json: serde_json::Value = serde_json::from_str(&answer(log)).unwrap();
        assert_eq!(json["ok"]["kernels"][0]["registers"], 12);
        assert_eq!(json["ok"]["kernels"][0]["demangled"], "add(float*, float*)");
        let empty: serde_json::Value = serde_json::from_str(&answer("hello")).unwrap();
        assert_eq!(empty["ok"]["kernels"], serde_json::json!([]));
    }
}
