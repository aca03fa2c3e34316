### occ's messages in English, the area page: the keys whose first word is `page`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## The page: the markup of index.html (said again in the chosen language and words), its controls

page-source-none = No source recorded
page-source-failed = The source could not be loaded (see the notice at the top); hover again to retry
page-source-loading = Loading the source…
page-open = Open
page-loading = Loading…
# Variables: $why (String) - why the browser could not load it
page-tool-failed = The tool could not be loaded ({ $why }). Check the connection to this page's server and try again.
# Variables: $why (String) - why the browser could not load it
page-charts-failed = The charts and the panels below them could not be loaded ({ $why }). Scroll away and back, or use a panel again, to try again.

## The page: the results of a launch

page-xves-unknown = unknown (give the XVE count)
page-stale = An input is invalid: showing the results of the last valid input.
page-occupancy-data = { calc-occupancy-data }
page-launch = { shell-launch-title }
page-allocated = { calc-allocated }
page-next-step = { compare-col-next-step }
page-limiters = Occupancy limiters
page-physical = { calc-physical }
page-limited-by = Limited by
page-limits-tag = limits
page-none = none
page-list-sep = { ", " }
page-resource = Resource
page-per-block = Per { -block }
page-limit-per-unit = Limit per { -unit }
page-blocks = { report-blocks-label }
page-used = Used
page-available = Available
page-theoretical = { report-theoretical-occupancy }
page-occupancy = { report-occupancy }
page-active-blocks = { report-nvidia-active-blocks }
page-active-warps = { report-nvidia-active-warps }
# Variables: $max (String) - the most the unit holds
page-of = of { $max }
# Variables: $blocks, $warps, $active, $max (String) - counts
page-formula = Occupancy = { $blocks } { -blocks } × { $warps } { -warps } = { $active } of { $max } { -warps } per { -unit }
page-facts = Product facts (hover a value for its source)
page-unconfirmed = unconfirmed
page-no-facts-units = A generic device has no product facts; pick a product for { -unit } count, bandwidth and FP32 peak.
page-no-facts-xves = A generic device has no product facts; pick a product for XVE count, bandwidth and FP32 peak.
# Variables: $simd (String) - page-simd
page-amd-waves-per-simd = { -Warps } per { $simd }
page-simd = { plan-simd }
page-simds = { -simds }
page-cuda-simd = SIMD
page-cuda-simds = SIMDs
page-blocks-per-wgp = { -Blocks } per WGP
# Variables: $waves, $max (String) - waves per SIMD; $simd (String) - page-simd; $detail (String) - page-amd-formula-detail
page-amd-formula = Occupancy = { $waves } of { $max } { -warps } per { $simd } ({ $detail })
# Variables: $groups, $per_group, $simds (String) - counts; $simd (String) - page-simds
page-amd-formula-detail = { $groups } { -blocks } × { $per_group } { -warps } on { $simds } { $simd }
page-vgprs-at-most = { calc-amd-thresholds-vgprs }
page-this-kernel = { " " }(this kernel)
page-intel-occupancy = { -Unit } occupancy
page-hw-threads-per-unit = { report-intel-threads-per-unit }
page-warps-per-unit = { -Warps } per { -unit }
# Variables: $resident, $slots, $groups, $threads (String) - counts
page-intel-formula = Occupancy = { $resident } of { $slots } { -slots } ({ $groups } { -blocks } × { $threads } { -hws })
page-intel-formula-words = Occupancy = { $resident } of { $slots } { -warp } slots ({ $groups } { -blocks } × { $threads } { -warps })
page-per-unit = Per { -unit }
page-fact-units = { report-units }
page-fact-xves = { -Simds }
page-fact-l2 = L2 cache
page-fact-memory = Memory
page-fact-bandwidth = Memory bandwidth
page-fact-clock = { calc-boost-clock }
page-fact-fp32 = FP32 peak
page-fact-fp64 = FP64 peak
page-fact-fp16 = FP16 tensor peak (dense)
page-best-block-size = { calc-nvidia-best-size }
# Variables: $size (String) - threads per block; $units (String) - the GPU's SMs; $grid (String) - blocks
page-best-block-size-value = { $size } { -threads } (minimum grid to fill all { $units } { -units }: { $grid } { -blocks })
page-no-block-size = no { -block } size fits
page-full-wave = { -Blocks } for one full wave
page-dynamic-available = { calc-nvidia-dynamic-available }
# Variables: $bytes (String) - a size; $blocks (String) - resident blocks
page-dynamic-available-value = { $bytes } per { -block } at { $blocks } { -blocks } per { -unit }
page-smem-used = { -Smem } per { -unit } used
page-carveout = Carveout attribute
# Variables: $percent (String) - the attribute's value; $kib (String) - the carveout
page-carveout-value = cudaFuncAttributePreferredSharedMemoryCarveout = { $percent } selects { $kib } KiB
# Variables: $threads, $regs (String) - threads per block, registers per thread; $smem (String) - page-kernel-smem; $carveout (String) - page-kernel-carveout or nothing
page-kernel-line = { $threads } { -threads }/{ -block }, { $regs } registers/{ -thread }, { $smem }{ $carveout }
# Variables: $fixed, $dynamic (String) - the kernel's static and dynamic shared memory
page-kernel-smem = { $fixed } static + { $dynamic } dynamic { -smem }
# Variables: $kib (String) - the carveout
page-kernel-carveout = , carveout { $kib } KiB
# Variables: $count (String) - the GPU's SMs or CUs
page-title-units = { input-gpu-units }
page-title-one-unit = 1 { -unit } (grid figures are per { -unit })
# Variables: $cores (String) - Xe-cores; $xves (String) - XVEs
page-title-xe-cores = { $cores } { -units } ({ $xves } { -simds })
page-title-no-xves = XVE count not given (figures are per { -unit })

## The page's tools (the module loaded on demand): the comparison, the exports

# Variables: $why (String) - why the file could not be read
page-tools-no-chinese = The tools' Chinese texts could not be loaded ({ $why }): they stay in English.
page-tools-compare-title = { shell-tool-compare }
page-tools-compare-help = Pinned launches side by side, up to 8; the best value of a row in bold.
# Variables: $count, $max (String) - launches pinned, and the most
page-tools-compare-count = { $count } of { $max } pinned.
page-tools-compare-pin = Pin the current launch
page-tools-compare-clear = Clear
page-tools-compare-on-label = This kernel on… (pick several GPUs)
page-tools-compare-on-button = Pin this kernel on the selected GPUs
page-tools-compare-export = Export the table:
page-tools-compare-empty = Nothing pinned yet: "Add to comparison" under the results pins this launch.
# Variables: $max (String) - the most launches
page-tools-compare-full = The comparison holds at most { $max } launches: remove one to pin another.
# Variables: $column (String) - its column
page-tools-compare-pinned-already = This launch is pinned already (column { $column }).
# Variables: $gpu (String); $count, $max (String) - launches pinned, and the most
page-tools-compare-pinned = Pinned { $gpu } ({ $count } of { $max }).
page-tools-compare-pick-gpus = Pick one or more GPUs first.
# Variables: $gpu (String)
page-tools-compare-gpu-pinned-already = { $gpu }: pinned already.
# Variables: $gpu (String); $full (String) - page-tools-compare-full
page-tools-compare-gpu-not-pinned = { $gpu }: not pinned. { $full }
# Variables: $gpu (String); $why (String) - why it cannot be computed
page-tools-compare-gpu-fails = { $gpu }: cannot be computed ({ $why }).
# Variables: $gpu (String)
page-tools-compare-gpu-pinned = { $gpu }: pinned.
# Variables: $gpu (String); $notes (String) - what changed on the way, joined by page-tools-compare-note-joint
page-tools-compare-gpu-pinned-notes = { $gpu }: pinned; { $notes }
page-tools-compare-note-joint = ;{ " " }
# Variables: $why (String)
page-tools-compare-no-file = The file could not be made: { $why }.
page-tools-compare-cleared = The comparison is empty.
# Variables: $gpu (String)
page-tools-compare-removed = Removed { $gpu }.
# Variables: $column (String); $gpu (String)
page-tools-compare-loaded = Loaded column { $column } ({ $gpu }) into the calculator.
page-tools-compare-caption = Pinned launches side by side
page-tools-compare-launch = { shell-launch-title }
page-tools-compare-gpu = { input-gpu-label }
page-tools-compare-resident = Resident { -blocks } per { -unit }
page-tools-compare-limited-by = { page-limited-by }
page-tools-compare-grid-waves = Waves of the planning grid
page-tools-compare-roofline = { shell-tool-roofline }
page-tools-compare-best = (best)
# Variables: $gpu (String) - the column's GPU
page-tools-compare-left = Move { $gpu } left
page-tools-compare-right = Move { $gpu } right
page-tools-compare-load-label = Load { $gpu } into the calculator
page-tools-compare-remove-label = Remove { $gpu }
page-tools-compare-load = Load
page-tools-compare-remove = Remove
page-tools-compare-no-result = no result
page-tools-compare-none = { page-none }
# Variables: $what (String) - a plan-step-* message; $current, $target (String) - from and to; $now, $then (String) - blocks per SM before and after
page-tools-compare-step = { $what } { $current } → { $target }: { $now } → { $then } { -blocks }
# Variables: $waves (String) - two decimals; $blocks (String) - the grid
page-tools-compare-waves = { $waves } waves ({ $blocks } { -blocks })
# Variables: $waves (String) - two decimals
page-tools-compare-waves-only = { $waves } waves
# Variables: $intensity, $ridge (String) - FLOP/byte
page-tools-compare-memory-bound = Memory-bound ({ $intensity } FLOP/byte; ridge { $ridge })
page-tools-compare-compute-bound = Compute-bound ({ $intensity } FLOP/byte; ridge { $ridge })
page-tools-export-quantity = Quantity
page-tools-export-value = Value
page-tools-export-limiter = Limiter
page-tools-export-allows = Allows
page-tools-export-binding = Binding
page-tools-export-why = Why
page-tools-md-title = GPU occupancy
page-tools-md-resource = { page-resource }
page-tools-md-per-block = { page-per-block }
page-tools-md-limit-per-unit = { page-limit-per-unit }
page-tools-md-blocks = { report-blocks-label }
page-tools-md-used = { page-used }
page-tools-md-available = { page-available }
page-tools-md-waves-per-simd = { -Warps } per { -simd }
page-tools-md-limits = (limits)
page-tools-md-open = Open in occ
page-tools-copied-link = Link copied
page-tools-copied-embed = Embed code copied
page-tools-copied-markdown = Markdown table copied
page-tools-copy-refused = The browser did not allow copying: select the text and copy it yourself
page-tools-saved-invalid = Fix the invalid inputs before saving
# Variables: $name (String) - the config's name
page-tools-saved-replaced = Replaced '{ $name }'
# Variables: $name (String) - the config's name
page-tools-saved-saved = Saved '{ $name }'
# Variables: $name (String) - the config's name
page-tools-saved-exists = A config named '{ $name }' exists already
# Variables: $name (String) - the config's old name; $new (String) - its new name
page-tools-saved-renamed = Renamed '{ $name }' to '{ $new }'
# Variables: $name (String) - the config's name
page-tools-saved-loaded = Loaded '{ $name }'
# Variables: $name (String) - the config's name
page-tools-saved-deleted = Deleted '{ $name }'
# Variables: $name (String) - the config's name
page-tools-saved-new-name = New name for '{ $name }'
page-tools-saved-none = No saved configs in this browser yet.
page-tools-saved-load = { page-tools-compare-load }
# Variables: $name (String) - the config's name
page-tools-saved-load-label = Load { $name }
page-tools-saved-rename = { shell-rename }
# Variables: $name (String) - the config's name
page-tools-saved-rename-label = Rename { $name }
page-tools-saved-delete = Delete
# Variables: $name (String) - the config's name
page-tools-saved-delete-label = Delete { $name }
page-tools-export-yes = { calc-yes }
page-tools-export-no = { calc-no }
page-tools-export-results-csv = Results CSV
page-tools-export-results-md = Results Markdown
page-tools-export-resources-csv = Resources CSV
page-tools-export-resources-md = Resources Markdown
page-tools-export-limiters-csv = Limiters CSV
page-tools-export-limiters-md = Limiters Markdown
page-tools-export-json = JSON (occ batch)
page-tools-export-not-drawn = the chart is not drawn yet: scroll to it first
page-tools-export-no-chart = no chart
page-tools-export-empty = the table is empty
page-tools-export-invalid = fix the invalid inputs first
# Variables: $what (String) - what was asked for
page-tools-export-unknown = nothing to export as '{ $what }'
# Variables: $why (String)
page-tools-export-failed = The export failed: { $why }.

## The page's tools: the roofline

page-tools-colon = :{ " " }
page-tools-roofline-title = { shell-tool-roofline }
page-tools-roofline-help = Is the kernel memory- or compute-bound on this GPU, and how far from its roof? Peaks come from occ's GPU database; the occupancy figures (wg_max, r_max, wi_min) follow the SYCL occupancy guide.
page-tools-roofline-chart-label = Roofline chart, both axes logarithmic: arithmetic intensity in FLOP/byte across, performance in FLOP/s up. The peaks, ridge points and the verdict are listed below it.
# Variables: $gpu (String) - the GPU's name
page-tools-roofline-needs-gpu = A roofline needs the GPU's DRAM bandwidth and peak FLOP rates: pick a GPU from the list. { $gpu } has none; the occupancy figures below need only the device.
page-tools-roofline-enter = Enter the kernel's FLOPs and the DRAM bytes it moves (or its arithmetic intensity) to place it on the roofline.
page-tools-roofline-memory-bound = Memory-bound
page-tools-roofline-compute-bound = Compute-bound
# Variables: $intensity, $factor, $ridge (String) - numbers; $precision (String) - a precision-* message; $unconfirmed (String) - page-tools-roofline-from-unconfirmed or nothing; $attainable (String) - a rate
page-tools-roofline-memory-why = { $intensity } FLOP/byte is { $factor }× below the { $precision } ridge ({ $ridge } FLOP/byte{ $unconfirmed }). At most { $attainable } (DRAM bandwidth × intensity); more occupancy helps only while it raises the achieved bandwidth; coalesced accesses come first.
# Variables: as page-tools-roofline-memory-why
page-tools-roofline-compute-why = { $intensity } FLOP/byte is { $factor }× above the { $precision } ridge ({ $ridge } FLOP/byte{ $unconfirmed }). At most { $attainable } (the flat roof); occupancy matters as far as it hides instruction latency; avoid divergence.
page-tools-roofline-from-unconfirmed = , from an unconfirmed peak
# Variables: $time (String) - a duration
page-tools-roofline-fastest = Fastest possible: { $time }.
page-tools-roofline-achieved = Achieved
# Variables: $percent (String) - a percent message; $attainable (String) - a rate
page-tools-roofline-achieved-of = = { $percent } of the roof ({ $attainable } attainable at this intensity).
page-tools-roofline-above = The achieved point is above the roof: check the FLOP count, the bytes and the time (caches can serve bytes that never reach DRAM).
page-tools-roofline-peaks = Peaks and ridge points (hover a value for its source)
# Variables: $precision (String) - a precision-* message
page-tools-roofline-peak = { $precision } peak
# Variables: $ridge (String) - FLOP/byte
page-tools-roofline-ridge = ridge { $ridge } FLOP/byte
page-tools-roofline-unconfirmed = { page-unconfirmed }
page-tools-roofline-flops-placeholder = e.g. 2.1e12
page-tools-roofline-flops-help = 2.1e12 or 2.1T
page-tools-roofline-bytes-placeholder = e.g. 4e10
page-tools-roofline-bytes-help = Read + written; 4e10 or 40G
page-tools-roofline-intensity-placeholder = e.g. 0.25
page-tools-roofline-intensity-help = Or this, while FLOPs and bytes are empty
page-tools-roofline-precision-help = Only the peaks this GPU has
page-tools-roofline-time-placeholder = optional, e.g. 1.25 ms
page-tools-roofline-time-help = With FLOPs: ms unless a unit (850 us, 0.002 s)
# Variables: $threads (String) - the block size
page-tools-full-title = Occupancy for the whole GPU at { $threads } { -threads } per { -block }
# Variables: $threads (String) - the work-group size; $wave_size (String) - 32 or 64
page-tools-full-title-wave = Occupancy for the whole GPU at { $threads } { -threads } per { -block } (wave{ $wave_size })
page-tools-full-caption = The SYCL occupancy guide's figures: what full occupancy allows
page-tools-full-caption-reachable = The SYCL occupancy guide's figures: what the reachable occupancy allows
page-tools-full-none = none reaches it
page-tools-full-reachable = Reachable occupancy
page-tools-full-blocks = { -Blocks } per { -unit } (wg_max)
page-tools-full-registers = Most registers per { -thread } (r_max)
page-tools-full-smem = Most { -smem } per { -block }
page-tools-full-fill-label = Fewest { -threads } to fill every { -unit } (wi_min)
# Variables: $threads, $per_unit (String) - threads; $units (Number) - the GPU's SMs
page-tools-full-fill = { $threads } = { $per_unit } per { -unit } × { $units } { $units ->
    [one] { -unit }
   *[other] { -units }
}
# Variables: $unit (String) - compare-unit, or WGP
page-tools-full-amd-blocks = { -Blocks } per { $unit } (wg_max)
page-tools-full-amd-vgprs = Most VGPRs per { -thread } (r_max)
# Variables: $unit (String) - compare-unit, or WGP
page-tools-full-amd-fill-label = Fewest { -threads } to fill every { $unit } (wi_min)
# Variables: $items, $per_unit (String) - work-items; $unit (String) - compare-unit, or WGP; $units (Number) - the GPU's units
page-tools-full-amd-fill = { $items } = { $per_unit } per { $unit } × { $units } { $units ->
    [one] { $unit }
   *[other] { $unit }s
}

## The page's tools: the roofline's chart and its inputs' labels (the labels are the page's too: its notices name the inputs)

page-roof-flops-label = FLOPs
page-roof-bytes-label = Bytes moved (DRAM)
page-roof-intensity-label = Arithmetic intensity (FLOP/byte)
page-roof-precision-label = Precision
page-roof-time-label = Measured kernel time
page-tools-roofline-axis-intensity = { page-roof-intensity-label }
# Variables: $unit (String) - GFLOP/s or TFLOP/s
page-tools-roofline-axis-performance = Performance ({ $unit })
# Variables: $gbs (String) - the bandwidth in GB/s
page-tools-roofline-legend-bandwidth = DRAM bandwidth { $gbs } GB/s
# Variables: $precision (String) - precision-*; $rate (String) - the peak with its unit, 59.4 TFLOP/s
page-tools-roofline-legend-peak = { $precision } peak { $rate }
page-tools-roofline-legend-kernel = Kernel: attainable at its intensity
page-tools-roofline-legend-achieved = Kernel: achieved
page-tools-roofline-legend-dashed = Dashed lines: values marked unconfirmed in occ's GPU database (hover the peaks below for why)
# Variables: $precision (String) - FP64, FP32 or FP16; $ridge (String) - FLOP/byte
page-tools-roofline-chart-ridge = { $precision } ridge { $ridge }
# Variables: $item (String) - a legend's item or a ridge's label
page-tools-roofline-item-unconfirmed = { $item } (unconfirmed)

## The page's tools: launch planning

page-tools-plan-next = { compare-col-next-step }
page-tools-plan-stale = A planning input is invalid: showing the last valid one.
page-tools-plan-block-size = { input-t-label-group }
page-tools-plan-none-fits = No { -block } size fits: see the limiters above.
# Variables: $occupancy (String) - a percent message, marked up; $sizes (String) - the best block sizes, marked up
page-tools-plan-best = Best occupancy { $occupancy } at { $sizes } { -threads } per { -block }.
# Variables: $size (String) - the runtime's block size, marked up; $grid (String) - its minimum grid, marked up; $per_unit (String) - blocks per SM; $units (String) - the SMs
page-tools-plan-pick = cudaOccMaxPotentialOccupancyBlockSize picks { $size } { -threads }, minimum grid { $grid } { -blocks } ({ $per_unit } per { -unit } × { $units } { -units }).
page-tools-plan-sizes-caption = Occupancy by { -block } size. best: the best occupancy; pick: cudaOccMaxPotentialOccupancyBlockSize's; now: this launch
page-tools-plan-col-threads = { -Threads }
page-tools-plan-col-dynamic = Dynamic smem
page-tools-plan-col-blocks = { -Blocks }/{ -unit }
page-tools-plan-col-occupancy = { report-occupancy }
page-tools-plan-col-limited-by = { page-limited-by }
page-tools-plan-tag-best = { plan-mark-best }
page-tools-plan-tag-pick = pick
page-tools-plan-tag-now = now
page-tools-plan-budgets = Budgets
# Variables: $threads (String) - the block size; $registers (String) - registers per thread now; $smem (String) - shared memory per block now
page-tools-plan-budgets-caption = Most registers per { -thread } and { -smem } per { -block } for each occupancy at { $threads } { -threads } (now { $registers } registers, { $smem } { -smem })
page-tools-plan-col-max-registers = Max registers
page-tools-plan-col-max-smem = Max { -smem }
page-tools-plan-col-hints = Compiler hints
page-tools-plan-budgets-dash = –: another limit binds at that level.
# Variables: $step (String) - a plan-step message; $percent (String) - the occupancy it gives
page-tools-plan-step-occupancy = { $step } ({ $percent })
page-tools-plan-waves-title = Grid and waves
page-tools-plan-grid = { plan-grid-title }
# Variables: $name (String) - BlockNum, as CUDA tuning guides name it, marked up
page-tools-plan-stride = Grid-stride grid ({ $name })
page-tools-plan-stride-amd = Grid-stride grid
page-tools-plan-waves = { report-intel-waves }
page-tools-plan-full-waves = Full waves
page-tools-plan-tail = Tail
page-tools-plan-tail-none = none: whole waves
page-tools-plan-tail-util = Tail utilisation
# Variables: $percent (String) - a percent message
page-tools-plan-tail-of = { $percent } of a wave
# Variables: $count (Number) - blocks; $blocks (String) - the same, with thousands separators
page-tools-plan-blocks = { $count ->
    [one] { $blocks } { -block }
   *[other] { $blocks } { -blocks }
}
# Variables: $count (Number) - units; $units (String) - the same, with thousands separators; $unit (String) - compare-unit or WGP
page-tools-plan-units = { $count ->
    [one] { $units } { $unit }
   *[other] { $units } { $unit }s
}
# Variables: $blocks (String) - page-tools-plan-blocks; $items, $threads, $per_thread (String)
page-tools-plan-grid-items = { $blocks } = { $items } work items ÷ ({ $threads } { -threads } × { $per_thread } per { -thread }), rounded up
page-tools-plan-grid-items-amd = { $blocks } = { $items } { -threads } ÷ ({ $threads } per { -block } × { $per_thread } items each), rounded up
# Variables: $blocks (String) - page-tools-plan-blocks
page-tools-plan-grid-stride-given = { $blocks }: no grid given, so the grid-stride grid
# Variables: $blocks (String) - page-tools-plan-blocks; $per_unit (String); $unit (String); $units (String) - page-tools-plan-units
page-tools-plan-stride-value = { $blocks } = { $per_unit } per { $unit } × { $units }
page-tools-plan-units-unknown = { " " }(the CU count is unknown: give it for the whole GPU)
# Variables: $waves (String) - two decimals; $blocks (String) - page-tools-plan-blocks
page-tools-plan-waves-of = { $waves } waves of { $blocks }
# Variables: $unit (String)
page-tools-plan-none = No { -block } of this kernel fits on { -a-unit }: no waves.
# Variables: $unit (String) - WGP
page-tools-plan-none-unit = No { -block } of this kernel fits on a { $unit }: no waves.
# Variables: $flag (String) - the profiler's flag, marked up
page-tools-plan-nsys-help = The last three are Nsight Systems' { $flag } figures over the kernel, assuming equal { -block } durations and { -blocks } spread over the { -units } before they stack.
# Variables: $unit (String) - compare-unit or WGP
page-tools-plan-amd-help = The last three are over the kernel's run: the share of { $unit }-time with { -a-block } resident, of all { -warp } slots holding { -a-warp }, and of { -warp } slots left empty on busy { $unit }s; assuming equal { -block } durations and { -blocks } spread over the { $unit }s before they stack.
# Variables: $unit (String) - compare-unit or WGP
page-tools-plan-amd-active = { $unit } Active
page-tools-plan-amd-in-use = { -Warp } slots in use
# Variables: $unit (String) - compare-unit or WGP
page-tools-plan-amd-idle = Idle { -warp } slots on active { $unit }s
# Variables: $occupancy, $sizes (String) - marked up; $waves (String) - waves per SIMD
page-tools-plan-amd-best = Best occupancy { $occupancy } ({ $waves } { -warps } per { -simd }) at { $sizes } { -threads } per { -block }.
# Variables: $unit (String) - compare-unit or WGP
page-tools-plan-amd-caption = Occupancy by { -block } size (whole { -warps }). best: the most { -warps } per { -simd }; now: this launch
page-tools-plan-col-group-size = { input-t-label-group }
page-tools-plan-col-waves-simd = { -Warps }/{ -simd }
# Variables: $unit (String) - compare-unit or WGP
page-tools-plan-col-groups-unit = { -Blocks }/{ $unit }
# Variables: $unit (String) - compare-unit or WGP
page-tools-plan-col-waves-unit = { -Warps }/{ $unit }
page-tools-plan-col-lds = { limiter-smem }
page-tools-plan-lds-left-out = Sizes whose { -smem } passes the { -block }'s limit cannot launch and are left out.
page-tools-plan-vgprs = VGPR thresholds
page-tools-plan-col-vgprs = { calc-amd-thresholds-vgprs }
page-tools-plan-col-waves-per-simd = { page-tools-md-waves-per-simd }
# Variables: $occupancy, $sizes (String) - marked up; $threads (String) - hardware threads per Xe-core; $sub_group (String) - the sub-group size
page-tools-plan-intel-best = Best occupancy { $occupancy } ({ $threads } { -hws } per { -unit }) at { $sizes } { -threads } per { -block } ({ -warps } of { $sub_group }).
# Variables: $sub_group (String) - the sub-group size
page-tools-plan-intel-caption = Occupancy by { -block } size ({ -warps } of { $sub_group }). best: the most { -hws } per { -unit }; now: this launch
page-tools-plan-col-hw-per-group = { -Hws }/{ -block }
page-tools-plan-col-groups-per-unit = { page-tools-plan-col-blocks }

## The page: notices about a link's or a stored config's values, and the form's own errors

# Variables: $text (String) - a text said already (a part said when its notice is)
page-notice-said = { $text }
# Variables: $name (String) - the input; $problem (String) - what is wrong with its value
page-notice-left-empty = { $name }: { $problem }; left empty
# Variables: $name (String) - the input; $key (String) - its name in links; $gpu (String) - the GPU; $precision (String) - the precision asked; $list (String) - the precisions the GPU has
page-notice-no-peak = { $name }: { $key }: the { $gpu } has no { $precision } peak in occ's database: valid values are { $list }; using fp32
# Variables: $name (String) - the input; $problem (String) - what is wrong; $value (String) - the value used instead
page-notice-repaired = { $name }: { $problem }; using { $value }
# Variables: $name (String) - the input; $problem (String) - what is wrong
page-notice-repaired-default = { $name }: { $problem }; using the default
# Variables: $name (String) - the input; $text (String) - what was given; $max (String) - a number; $cc (String) - the compute capability; $value (String) - the value used instead
page-notice-unused = { $name }: '{ $text }' is not valid (0 to { $max }), and CC { $cc } does not use it anyway; using { $value }
# Variables: $text (String) - what was given; $vendors (String) - the vendors whose GPUs have the input; $gpu (String) - the GPU; $vendor (String) - its vendor; $arch (String) - its architecture in brackets, or nothing
page-notice-other-vendor = '{ $text }' applies to { $vendors } GPUs only; { $gpu } is an { $vendor } GPU{ $arch }
# Variables: $first, $second (String) - vendors
page-notice-two-vendors = { $first } and { $second }
# Variables: $key (String) - the link's key
page-notice-link-param = URL parameter '{ $key }'
page-notice-last-param = Last-used config's parameter '{ $key }'
# Variables: $name (String) - the input; $label (String) - its label
page-notice-labelled = { $name } ({ $label })
# Variables: $what (String) - a config; $label (String) - an input's label
page-tools-notice-field-of = { $what }, { $label }
page-notice-link = link
page-notice-config = config
# Variables: $name (String) - the version's parameter; $value (String) - what was given; $version (String) - the version read; $what (String) - link or config
page-notice-version = { $name }: version '{ $value }' is not known (this page reads v={ $version }); reading the { $what } as v={ $version }
# Variables: $name (String) - the parameter
page-notice-unknown = { $name } is not known and was ignored
# Variables: $count (String) - messages
page-notice-more = { $count } more messages about this link were left out
page-notice-not-config = not an occ config (it names no input)
# Variables: $key (String) - the storage key; $why (String) - why
page-notice-last-unreadable = The last-used config (localStorage key '{ $key }') cannot be read: { $why }. The page starts from the defaults; the entry is left as it is until you change an input
# Variables: $why (String) - why
page-notice-last-unread = The last-used config cannot be read: { $why }
page-notice-unsettled = The last-used config did not finish loading last time, so it was not restored; it stays in this browser's storage until you change an input.
page-notice-load-anyway = Load it anyway
page-notice-dismiss = Dismiss this message
page-notice-no-chinese = 简体中文 could not be loaded; the page stays in English (choose it again to retry)
# Variables: $why (String) - why
page-notice-citations = The GPU facts' sources could not be loaded: { $why }
# Why a file the page fetched could not be read (inside page-notice-citations).
# Variables: $status (String) - the response's HTTP status
page-fetch-status = HTTP { $status }
page-fetch-failed = the request failed
page-fetch-unreadable = its body could not be read
page-citations-unexpected = citations.json is not what this page expects
page-citations-other-build = citations.json is from another version of the page (reload to get matching files)
page-tools-notice-last-config = Last-used config
# Variables: $name (String) - the config's name
page-tools-notice-saved = Saved config '{ $name }'
# Variables: $what (String) - a config; $key (String) - the roofline input's key
page-tools-notice-roof-unknown = { $what }: roofline input '{ $key }' is not known and was ignored
# Variables: $key (String) - the storage key; $name (String) - the name it holds
page-tools-notice-saved-self = Saved config under key '{ $key }' names itself '{ $name }'; it was left in storage
# Variables: $name (String) - the config's name; $key (String) - the storage key; $why (String) - why
page-tools-notice-saved-unreadable = Saved config '{ $name }' (localStorage key '{ $key }') cannot be read: { $why }. It was left in storage untouched
page-tools-notice-compare = Comparison ('cmp')
# Variables: $what (String) - the comparison; $value (String) - what was given; $version (String) - the version read
page-tools-notice-compare-version = { $what }: version '{ $value }' is not known (this page reads { $version }); reading it as { $version }
# Variables: $what (String) - the comparison; $max (String) - launches; $n (String) - the first launch left out
page-tools-notice-compare-max = { $what }: a comparison holds at most { $max } launches; launch { $n } and those after it were left out
# Variables: $what (String) - the comparison; $n (String) - the launch
page-tools-notice-compare-launch = { $what }, launch { $n }
# Variables: $name (String) - a launch; $key (String) - the link's key
page-tools-notice-compare-key = { $name }, '{ $key }'
# Variables: $name (String) - a launch's input; $why (String) - why
page-tools-notice-why = { $name }: { $why }
page-tools-notice-not-input = not a known input; ignored
# Variables: $name (String) - a launch; $why (String) - why
page-tools-notice-compare-left-out = { $name }: cannot be computed here ({ $why }); left out

## The page's tools: the compiler-log import ("Paste compiler output"), NVIDIA's and AMD's tables, its statuses

page-tools-log-title = { shell-tool-import }
page-tools-log-help = The output of nvcc -Xptxas -v (or --resource-usage), ptxas -v, nvlink -v or cuobjdump --dump-resource-usage, or for AMD GPUs hipcc's (or llc's) kernel-resource-usage remarks or --save-temps assembly, as much as you like: every kernel's occupancy on the selected GPU. The log is read in this browser, in the background.
page-tools-log-intel-note = No Intel compiler output is read: on an Intel GPU, enter the kernel's { -block } size, { -warp } size and { -smem } in the calculator above.
page-tools-log-label = Compiler output
page-tools-log-threshold-label = Flag below
page-tools-log-filter-label = Filter by name
# Variables: $threads (String) - the calculator's block size
page-tools-log-threads-calculator = { $threads } (calculator)
page-tools-log-threads-own = each kernel's own, else the calculator's
# Variables: $error (String) - why the panel's block size was refused, with its range
page-tools-log-threads-error = { -Threads } per { -block }: { $error } (empty = the calculator's { -block } size)
# Variables: $error (String) - why the panel's work-group size was refused, with its range
page-tools-log-amd-threads-error = { -Block } size: { $error } (empty = each kernel's own, else the calculator's)
# Variables: $text (String) - what was typed
page-tools-log-threshold-error = Flag below: '{ $text }' is not an occupancy; enter 0 to 100 % (or 0 to 1)
page-tools-log-no-reports = No kernel resource reports found: paste the output of nvcc -Xptxas -v (or --resource-usage), ptxas -v, nvlink -v or cuobjdump --dump-resource-usage; for AMD, hipcc's -Rpass-analysis=kernel-resource-usage remarks or its --save-temps assembly.
page-tools-log-unknown-answer = The log reader answered in a form this page does not know; reload the page (a cached file may be left from an earlier version).
# Variables: $why (String) - why
page-tools-log-unreadable = The log could not be read: { $why }
# Variables: $file (String) - the reader's script
page-tools-log-reader-failed = The log reader ({ $file }) failed to load or stopped; the rest of the page works. Paste again to retry, or use `occ ptxas` on the command line.
# Variables: $file (String) - the reader's script
page-tools-log-no-start = the browser refused to start { $file }
page-tools-log-no-worker = no worker
page-tools-log-no-post = the browser could not pass the log to the reader
# Variables: $bytes (String) - the log's size with its unit
page-tools-log-reading = Reading { $bytes } of compiler output…
# Variables: $bytes (String) - the log's size with its unit
page-tools-log-taken-out = The pasted log ({ $bytes }) was read and taken out of this box to keep the page responsive. Paste again to replace it.
# Variables: $name (String) - the kernel; $registers (String) - its registers, or page-tools-log-no; $bytes (String) - its static shared memory
page-tools-log-loaded = Loaded { $name } into the calculator: { $registers } registers, { $bytes } bytes of static { -smem }.
page-tools-log-no = no
# Variables: $name (String) - the kernel; $vgprs (String) - or page-tools-log-no; $agprs, $sgprs, $lds (String) - with its unit; $size (String) - the work-group size
page-tools-log-amd-loaded = Loaded { $name } into the calculator: { $vgprs } VGPRs, { $agprs } AGPRs, { $sgprs } SGPRs, { $lds } of { -smem }, { $size } { -threads } per { -block }.
# Variables: $name (String) - the kernel; $vgprs (String) - or page-tools-log-no; $agprs, $sgprs, $lds (String) - with its unit; $wave (String) - the wave size; $size (String) - the work-group size
page-tools-log-amd-loaded-wave = Loaded { $name } into the calculator: { $vgprs } VGPRs, { $agprs } AGPRs, { $sgprs } SGPRs, { $lds } of { -smem }, wave{ $wave }, { $size } { -threads } per { -block }.
# Variables: $reports (String) - kernel reports, formatted; $count (Number) - the same count; $archs (String) - the architectures or page-tools-log-no-arch; $lines (String) - the log's lines, formatted; $line_count (Number) - the same count
page-tools-log-summary = { $reports } kernel { $count ->
    [one] report
   *[other] reports
} from { $archs } in { $lines } { $line_count ->
    [one] line
   *[other] lines
}
page-tools-log-no-arch = no named architecture
# Variables: $reports (String) - AMD kernel reports, formatted; $count (Number) - the same count; $targets (String) - the gfx targets or page-tools-log-no-target; $lines (String) - the log's lines, formatted; $line_count (Number) - the same count
page-tools-log-amd-summary = { $reports } AMD kernel { $count ->
    [one] report
   *[other] reports
} for { $targets } in { $lines } { $line_count ->
    [one] line
   *[other] lines
}
page-tools-log-no-target = no named gfx target
# Variables: $warnings (String) - the compiler's warnings; $errors (String) - its errors
page-tools-log-printed = ; the compiler printed { $warnings } warning(s) and { $errors } error(s)
page-tools-log-end = .
# Variables: $count (String) - the log's AMD kernel reports
page-tools-log-amd-need = { " " }The log's { $count } AMD kernel report(s) need an AMD GPU.
# Variables: $count (String) - the log's NVIDIA kernel reports
page-tools-log-nvidia-need = { " " }The log's { $count } NVIDIA kernel report(s) need an NVIDIA GPU.
# Variables: $bytes (String) - the calculator's dynamic shared memory per block
page-tools-log-dynamic = { " " }Occupancy includes the calculator's { $bytes } bytes of dynamic { -smem } per { -block }.
# Variables: $cc (String) - the selected GPU's compute capability; $sm (String) - its sm_ name; $archs (String) - the log's other architectures
page-tools-log-arch-all = The selected GPU is CC { $cc } ({ $sm }); this log was compiled for { $archs }. Those rows use CC { $cc }'s rules with the register and shared-memory counts of the other architecture, which the compiler may have allocated differently: compile for { $sm } to be exact.
# Variables: $cc (String) - the selected GPU's compute capability; $sm (String) - its sm_ name; $archs (String) - the log's other architectures
page-tools-log-arch-part = The selected GPU is CC { $cc } ({ $sm }); part of this log was compiled for { $archs }. Those rows use CC { $cc }'s rules with the register and shared-memory counts of the other architecture, which the compiler may have allocated differently: compile for { $sm } to be exact.
# Variables: $count (String) - reports for the selected GPU's architecture; $sm (String) - its sm_ name
page-tools-log-arch-own = { " " }{ $count } report(s) are for { $sm }.
page-tools-log-amd-how = . Compiler: its Occupancy in { -warps } per { -simd }, at the { -block } size it assumed (the largest the kernel was compiled for, HIP's default 1,024 unless __launch_bounds__ says otherwise). occ: on the selected GPU at the row's { -block } size (the panel's, else the kernel's own when its report names it, else the calculator's).
# Variables: $own (String) - reports for the selected target; $target (String) - it; $others (String) - the other reports; $archs (String) - their targets
page-tools-log-amd-own = Showing the { $own } report(s) for { $target }, the selected GPU's target; the log's { $others } report(s) for { $archs } are left out.
# Variables: $target (String) - the selected GPU's gfx target; $family (String) - its family; $archs (String) - the log's targets or page-tools-log-no-named-target
page-tools-log-amd-other = The selected GPU is { $target } ({ $family }); this log was compiled for { $archs }. Its rows use { $target }'s rules with the register and { -smem } counts of the other target, which the compiler may have allocated differently: compile for { $target } to be exact.
page-tools-log-no-named-target = no named target
# Variables: $bytes (String) - the calculator's dynamic LDS with its unit
page-tools-log-amd-dynamic = occ's figures include the calculator's { $bytes } of dynamic { -smem } per { -block }; the compiler's do not.
# Variables: $count (String) - lines not read
page-tools-log-unread = { $count } line(s) looked like reports but could not be read
# Variables: $line (String) - the line's number; $reason (String) - why it was not read
page-tools-log-unread-at = line { $line }: { $reason } —
page-tools-log-col-line = Line
page-tools-log-col-kernel = { calc-kernel }
page-tools-log-col-arch = Arch
page-tools-log-col-smem = Static smem
page-tools-log-col-spills = Spill st/ld
page-tools-log-col-flags = Flags
page-tools-log-col-wave = { -Warp }
page-tools-log-col-group = { -Block }
page-tools-log-col-compiler = Compiler ({ -warps }/{ -simd })
page-tools-log-col-occ = occ ({ -warps }/{ -simd })
page-tools-log-load = Load into the calculator
# Variables: $name (String) - the kernel's name as compiled
page-tools-log-load-mangled = Load into the calculator ({ $name })
page-tools-log-unknown = unknown: the log's figure could not be read
page-tools-log-none-fits = no { -block } fits
# Variables: $why (String) - why
page-tools-log-not-evaluated = not evaluated: { $why }
# Variables: $size (String) - the work-group size the compiler assumed
page-tools-log-compiler-at = at { $size } { -threads } per { -block }
# Variables: $waves (String) - waves per SIMD; $max (String) - the target's maximum
page-tools-log-waves-of = { $waves } of { $max }
page-tools-log-low = low
# Variables: $percent (String) - the threshold
page-tools-log-low-title = below { $percent }
page-tools-log-spills = spills
page-tools-log-spills-title = ptxas spilled registers to local memory
page-tools-log-amd-spills-title = the compiler spilled registers to scratch
page-tools-log-differs = differs
page-tools-log-differs-title = occ and the compiler disagree on the same launch: LLVM before it rounded { -smem } to the allocation granule, or an amdgpu-waves-per-eu attribute
page-tools-log-other-arch = other arch
page-tools-log-other-arch-title = compiled for another architecture than the selected GPU
page-tools-log-other-target = other target
page-tools-log-other-target-title = compiled for another target than the selected GPU
page-tools-log-amd-star = * the largest { -block } the kernel was compiled for, from its report.
# Variables: $shown (String) - rows shown; $total (String) - kernels
page-tools-log-showing = Showing { $shown } of { $total } kernels; filter by name or sort to see the others.
# Variables: $shown (String) - rows shown; $total (String) - kernels
page-tools-log-matching = { $shown } of { $total } kernels match the filter.
# Variables: $reports (String) - kernel reports, formatted; $count (Number) - the same count
page-tools-log-only-nvidia = This log holds { $reports } NVIDIA kernel { $count ->
    [one] report
   *[other] reports
}: pick an NVIDIA GPU to evaluate { $count ->
    [one] it
   *[other] them
}.
# Variables: $reports (String) - kernel reports, formatted; $count (Number) - the same count; $archs (String) - their architectures
page-tools-log-only-nvidia-archs = This log holds { $reports } NVIDIA kernel { $count ->
    [one] report
   *[other] reports
} ({ $archs }): pick an NVIDIA GPU to evaluate { $count ->
    [one] it
   *[other] them
}.
# Variables: $reports (String) - kernel reports, formatted; $count (Number) - the same count
page-tools-log-only-amd = This log holds { $reports } AMD kernel { $count ->
    [one] report
   *[other] reports
}: pick an AMD GPU (an Instinct or Radeon, or its gfx target) to evaluate { $count ->
    [one] it
   *[other] them
}.
# Variables: $reports (String) - kernel reports, formatted; $count (Number) - the same count; $targets (String) - their gfx targets
page-tools-log-only-amd-targets = This log holds { $reports } AMD kernel { $count ->
    [one] report
   *[other] reports
} ({ $targets }): pick an AMD GPU (an Instinct or Radeon, or its gfx target) to evaluate { $count ->
    [one] it
   *[other] them
}.

## The page's tools: launch planning's panel (its inputs, charts and Nsight Systems' metrics) and AMD's grid limit

page-tools-plan-title = { shell-tool-plan }
page-tools-plan-grid-placeholder = grid-stride
page-tools-plan-grid-help = Empty: from the problem size, else the grid-stride grid
page-tools-plan-items-help = Grid = items ÷ ({ -threads } × items per { -thread })
page-tools-plan-per-thread-help = Work items each { -thread } handles
page-tools-plan-smem-help = Dynamic, bytes per { -thread }, for the { -block }-size table{ " " }
page-tools-plan-chart-sizes = Occupancy by { -block } size
page-tools-plan-chart-occupancy = Occupancy (%)
# Variables: $percent (String) - a percent message
page-tools-plan-chart-best = Best: { $percent }
# Variables: $size (String) - the runtime's block size
page-tools-plan-chart-pick = cudaOccMaxPotentialOccupancyBlockSize: { $size }
# Variables: $percent (String) - a percent message; $waves (String) - waves per SIMD
page-tools-plan-chart-amd-best = Best: { $percent } ({ $waves } { -warps } per { -simd })
# Variables: $percent (String) - a percent message; $threads (String) - hardware threads per Xe-core
page-tools-plan-chart-intel-best = Best: { $percent } ({ $threads } { -hws } per { -unit })
page-tools-plan-chart-waves = Nsight Systems' GPU metrics by grid size
page-tools-plan-chart-waves-amd = GPU figures by grid size
page-tools-plan-chart-grid = Grid size ({ -blocks })
page-tools-plan-chart-share = Share of { -units } or { -slots } (%)
# Variables: $unit (String) - WGP
page-tools-plan-chart-share-unit = Share of { $unit }s or { -slots } (%)
page-tools-plan-nsys-active = SM Active
page-tools-plan-nsys-compute = Compute Warps in Flight
page-tools-plan-nsys-unallocated = Unallocated Warps in Flight
# Variables: $metric (String) - the metric's name as Nsight Systems shows it, marked up
page-tools-plan-nsys-active-row = { $metric }
# Variables: $metric (String) - the metric's name as Nsight Systems shows it, marked up
page-tools-plan-nsys-compute-row = { $metric }
# Variables: $metric (String) - the metric's name as Nsight Systems shows it, marked up
page-tools-plan-nsys-unallocated-row = { $metric }

## The "Profiler report" panel (the tools module).

page-tools-profile-title = Profiler report
page-tools-profile-help = Nsight Compute's output (ncu --csv, its details or --page raw, or its text output), rocprofv3's or rocprof's CSV, or the device timing summary of unitrace, onetrace or ze_tracer: each kernel's occupancy by occ beside the profiler's theoretical and achieved occupancy. The report is read in this browser, in the background.
page-tools-profile-open = Open a report file
# Variables: $bytes (String) - the report's size with its unit
page-tools-profile-reading = Reading { $bytes } of profiler report…
# Variables: $bytes (String) - the report's size with its unit
page-tools-profile-taken-out = The report ({ $bytes }) was read and taken out of this box to keep the page responsive. Paste again to replace it.
page-tools-profile-none = The report holds no kernel launch occ reads.
page-tools-profile-needs-amd = This report is an AMD profiler's, which names no GPU: select an AMD GPU in the calculator and its kernels are compared on it.
page-tools-profile-col-gap = Gap (occ − achieved)
page-tools-profile-col-agrees = Agrees
# Variables: $occ (String) - occ's occupancy; $profiler (String) - the profiler's theoretical occupancy
page-tools-profile-differs = ✗ occ { $occ }, profiler { $profiler }
# Variables: $count (String) - the rows not read
page-tools-profile-unread = { $count } row(s) could not be read or compared
# Variables: $kernel (String) - the kernel
page-tools-profile-loaded = The launch of “{ $kernel }” is loaded into the calculator.
# Variables: $why (String) - the browser's words
page-tools-profile-file-error = The file could not be read: { $why }
page-tools-profile-needs-intel = This report is an Intel profiler's, which names no GPU: select an Intel GPU in the calculator (a product also gives the Xe-cores the grid's waves are counted over) and its kernels are compared on it.
page-tools-profile-needs-nvidia = This report names no compute capability: select an NVIDIA GPU in the calculator (a product also gives the SMs the grid's waves are counted over) and its kernels are compared on it.
