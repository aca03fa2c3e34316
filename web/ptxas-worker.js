// Starts the compiler-log reader (crates/occ-ptxas-worker) in a Web Worker. Trunk builds the worker's
// occ-ptxas.js / occ-ptxas_bg.wasm next to this file; paths are relative to it, so dist/ works from any sub-path.
importScripts('./occ-ptxas.js');
wasm_bindgen({ module_or_path: './occ-ptxas_bg.wasm' });
