### occ's messages in English, the area plan: the keys whose first word is `plan`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## occ plan: the tables of sizes and budgets, the next step and the grid's waves

plan-gpu-label = { input-gpu-label }
plan-unit = { -unit }
plan-units = { gpus-units-word }
plan-simd = { -simd }
# RDNA's work-group processor, no vocabulary's word
plan-wgp = WGP
plan-wgps = WGPs
plan-col-size = { input-t-label-group }
# Variables: $size (String) - the kernel's sub-group size
plan-intel-col-size = { -Block } size ({ -warps } of { $size })
# Variables: $unit (String) - what a block runs on (a plan-unit or plan-simd message, or WGP)
plan-col-blocks-per = { -blocks }/{ $unit }
plan-col-warps-per = { -warps }/{ $unit }
plan-intel-col-hw-threads = threads/{ -block }
plan-col-occupancy = occupancy
plan-col-limited-by = limited by
plan-mark-best = best
plan-mark-current = ← current
plan-limit-warps = warps
plan-limit-registers = registers
plan-limit-shared-memory = shared_memory
plan-limit-blocks = blocks
plan-limit-barriers = barriers
plan-limit-virtual-resources = virtual_resources
plan-limit-vgprs = vgprs
plan-limit-sgprs = sgprs
plan-limit-lds = lds
plan-limit-workgroups = workgroups
plan-limit-waves = waves
plan-limit-threads = threads
plan-limit-slm = slm
# Variables: $from, $to (String) - the first and last block size left out
plan-left-out-none-fit = { -block } sizes { $from } to { $to } are left out: each holds more { -warps } than { -a-unit }, so none fits (0 { -blocks })
# Variables: $rows (String) - the most rows a table has
plan-left-out-rows = { -block } sizes { $from } to { $to } are left out: the table stops at { $rows } rows (the best sizes count them all)
# Variables: $percent (String) - a percent message; $sizes (String) - the best block sizes; $threads (String) - the
# header's pick; $blocks (String) - the grid that fills the GPU at it
plan-best = best occupancy { $percent } at { $sizes } { -threads }; minimum grid for a full GPU at { $threads } { -threads }: { $blocks } { -blocks }
# Variables: $threads (String) - the block size; $registers (String) - the kernel's registers per thread
plan-budgets-title = Budgets at { $threads } { -threads } per { -block } (registers now: { $registers })
plan-budget-col-registers = max registers
plan-budget-col-smem = { full-smem-label }
plan-budget-col-ask = ask the compiler with
plan-next-none-needed = none needed: every { -unit } holds its maximum of { -warps }
plan-step-smem = { -Smem } per { -block }
plan-step-registers = { input-r-label }
plan-step-barriers = Barriers
plan-step-virtual-resources = { input-vr-label }
# Variables: $what (String) - a plan-step-* message; $current, $target (String) - from and to; $then, $now (String) - blocks per SM after and before
plan-step = { $what }: { $current } → { $target } gives { $then } { -blocks } per { -unit } instead of { $now }
# Variables: $what (String) - plan-col-size; $current, $target (String) - threads per block from and to; $then, $now (String) - the occupancy after and now
plan-step-size = { $what }: { $current } → { $target } gives { $then } occupancy instead of { $now }
plan-grid-title = Grid
# Variables: $blocks (String) - blocks per wave; $per_unit (String) - blocks per unit; $count (String) - the units; $unit, $units (String) - what a block runs on, one and many
plan-grid-stride = grid-stride loop: { $blocks } { -blocks } ({ $per_unit } per { $unit } × { $count } { $units }) keep every { $unit } full
# Variables: $text (String) - the warning
plan-warning = warning: { $text }
# Variables: $blocks (String) - the grid; $max (String) - gridDim.x's maximum
plan-grid-too-big = { $blocks } { -blocks } is more than a one-dimensional grid holds ({ $max } in gridDim.x): give each { -thread } more work or use a grid-stride loop.
plan-no-fit = no { -block } fits: no waves
plan-nvidia-no-grid = (give --grid N or --items N to see waves and Nsight Systems' GPU metrics)
plan-no-grid = (give --grid N or --items N to see the grid's waves)
plan-intel-no-grid = (give --grid N, --items N or --global N to see the grid's waves)
plan-intel-no-xves = (give --xves N for the GPU's { -units } and its waves)
# Variables: $blocks (String) - the grid; $waves (String) - grid / blocks per wave, two decimals; $per_wave (String) - blocks per wave; $full (String) - full waves; $tail (String) - blocks in the last wave; $percent (String) - a percent message
plan-waves = { $blocks } { -blocks } = { $waves } waves of { $per_wave }: { $full } full, tail of { $tail } { -blocks } ({ $percent } of a wave)
# Variables: $units (String) - the GPU's Xe-cores, a fraction on a fused part
plan-intel-waves-fused = { $blocks } { -blocks } = { $waves } waves of { $per_wave } over { $units } { -units }
plan-nsight-title = Nsight Systems GPU metrics (equal { -block } durations, { -blocks } spread over { -units } before stacking):
# Variables: $peak, $average (String) - percent messages
plan-intel-gpu-occupancy = Intel's GPU occupancy: peak { $peak }, average over the waves { $average }

## occ plan: its errors

plan-per-thread-needs-items = --per-thread applies with --items (the grid is items / (threads × --per-thread)): give --items N too
# Variables: $items, $per_thread, $threads, $grid, $max (String) - counts; $launch (String) - what bounds the grid
plan-items-too-many = --items { $items } at { $per_thread } per thread and { $threads } per { -block } is a grid of { $grid } { -blocks }, more than { $launch } holds ({ $max }): give each thread more work (--per-thread)

## Errors: AMD's targets and kernels

# Variables: $items (String) - the work-group size; $unit (String) - CU or WGP; $arch (String) - the target
plan-error-amd-none-fits = no work-group of { $items } work-items fits a { $unit } of { $arch }
# Variables: $max (String) - the most work-groups
plan-error-no-launch = 0 work-groups is no launch: valid values are 1 to { $max }

## Errors: Intel's architectures and kernels

plan-error-intel-none-fits = no work-group fits an Xe-core
# Variables: $arch (String) - the architecture; $items, $max (String) - work-items
plan-error-intel-no-sub-group = no sub-group size of { $arch } runs a work-group of { $items } work-items (valid sizes are 1 to { $max })
# Variables: $groups, $items, $max (String) - counts
plan-error-intel-grid = { $groups } work-groups of { $items } work-items is not a global size: valid values are 1 to { $max } work-groups

## The page's tools: launch planning's panel (its inputs, charts and Nsight Systems' metrics) and AMD's grid limit

# Variables: $groups (String) - the grid in work-groups; $size (String) - the work-group size; $items (String) - the work-items; $max (String) - the most a dimension holds
plan-amd-grid-too-big = { $groups } { -blocks } of { $size } are { $items } { -threads }, more than a one-dimensional grid holds ({ $max } in the dispatch's grid_size_x): give each { -thread } more work or use a grid-stride loop.
