//! The page's profiler-report reader, run as a Web Worker: it receives a report with what the page names, a pair
//! `[ask, report]` (the ask as JSON: [`profile::Ask`]), and answers with every launch group compared by occ-core
//! ([`profile::answer`]). Reading here keeps a report of any size from stalling the page, and keeps the readers out
//! of the page's own wasm and out of the compiler-log worker: this file loads only when someone gives the Profiler
//! report panel a report.

mod profile;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        // Not in a worker (a native build, or loaded by mistake as a page script): nothing to serve.
        return;
    };
    let reply = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let pair = js_sys::Array::from(&event.data());
        let ask = pair
            .get(0)
            .as_string()
            .and_then(|a| serde_json::from_str::<profile::Ask>(&a).ok())
            .unwrap_or_default();
        let answer = profile::answer(&ask, &pair.get(1).as_string().unwrap_or_default());
        let _ = reply.post_message(&JsValue::from_str(&answer));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Tells the page it may send: a message that arrived before the handler was set would have been dropped.
    let _ = scope.post_message(&JsValue::from_str("{\"ready\":true}"));
}
