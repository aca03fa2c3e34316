// Starts the profiler-report reader (crates/occ-profile-worker) in a Web Worker. Trunk builds the worker's
// occ-profile.js / occ-profile_bg.wasm next to this file; paths are relative to it, so dist/ works from any sub-path.
importScripts('./occ-profile.js');
// A failed load (a missing or broken wasm) is rethrown outside the promise so that it reaches the page as the
// Worker's `error` event, which the page reports.
wasm_bindgen({ module_or_path: './occ-profile_bg.wasm' }).catch((error) => setTimeout(() => { throw error; }));
