### occ's messages in English, the area shell: the keys whose first word is `shell`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## The page: the markup of index.html (said again in the chosen language and words), its controls

shell-title-sub = GPU occupancy calculator
shell-lede = Theoretical occupancy with each vendor's own rules: NVIDIA's (cuda_occupancy.h, CUDA 13.5) for every compute capability, AMD's (LLVM's AMDGPU backend) for every gfx target and Intel's (Intel's GPU Occupancy Calculator) from Gen9 to Xe2. Everything is computed in your browser.
shell-dark-theme = Dark theme
shell-footer = occ implements NVIDIA's occupancy rules (cuda_occupancy.h from CUDA 13.5; the original spreadsheet for CC 1.x/2.x), AMD's (LLVM's AMDGPU backend, checked against llc-19) and Intel's (Intel's GPU Occupancy Calculator, for SYCL on Gen9 to Xe2). GPU facts cite their sources: hover a value. Nothing leaves your browser; saved configs stay in this browser's storage.
shell-terms-own = The GPU's own
shell-terms-cuda = CUDA: thread, warp, block, SM
shell-terms-hip = HIP: work-item, wave, work-group, CU
shell-terms-sycl = SYCL: work-item, sub-group, work-group, compute unit
shell-launch-title = Launch
shell-gpu-placeholder = Type a GPU, chip or compute capability
shell-advanced = Advanced
shell-advanced-help = Partitioned global caching applies to CC 5.2, 5.3, 6.1 and 6.2; the cache configuration to CC 2.x and 3.x; virtual resources to CC 10 to 12. Inputs that do not apply to the selected GPU are hidden.
shell-results-title = Results
shell-pin = Add to comparison
shell-export = Export…
shell-export-failed = The export could not be loaded: try again.
shell-charts-title = What if
shell-charts-help = Occupancy as one input varies, the others held. The triangle marks the current launch.
shell-tool-plan = Launch planning
shell-tool-plan-help = { -Block } sizes ranked, register budgets, grid size and waves for this launch, on NVIDIA, AMD and Intel GPUs.
shell-tool-import = Paste compiler output
shell-tool-import-help = Every kernel of a ptxas -v, nvcc or cuobjdump report, or of hipcc's resource-usage remarks or assembly, evaluated on this GPU; load one into the calculator.
shell-tool-roofline = Roofline
shell-tool-roofline-help = Memory- or compute-bound on this GPU, from the kernel's FLOPs and bytes, with the GPU's peaks.
shell-tool-compare = Compare launches
shell-tool-compare-help = Launches side by side, on any GPU: this one, or this kernel on several GPUs at once.
shell-saved-title = Saved configs
shell-saved-name = Name for this config
shell-saved-name-placeholder = Name, e.g. gemm 128x128
shell-save = Save
shell-rename = Rename
shell-cancel = Cancel
shell-share-title = Share
shell-share-link = Link to this configuration
shell-copy-link = Copy link
shell-copy-markdown = Copy as Markdown
shell-embed = Embed
shell-embed-help = Paste this into a page to show the results and the { -block }-size chart (640×420):
shell-copy-embed = Copy embed code
shell-embed-preview = Preview the embed
