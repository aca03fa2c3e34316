// Starts the compiler-log reader (crates/occ-ptxas-worker) in a Web Worker. Trunk builds the worker's
// occ-ptxas.js / occ-ptxas_bg.wasm next to this file; paths are relative to it, so dist/ works from any sub-path.
importScripts('./occ-ptxas.js');
// A failed load (a missing or broken wasm) is rethrown outside the promise so that it reaches the page as the
// Worker's `error` event, which the page reports.
wasm_bindgen({ module_or_path: './occ-ptxas_bg.wasm' }).catch((error) => setTimeout(() => { throw error; }));
