# occ's messages in English: every text a person reads in the CLI's reports (and, in time, the page).
#
# Keys are kebab-case, the area first (`gpus-`, `roofline-`, `full-`), then the thing and the part. Parameters
# are snake_case and say what they hold; a parameter a select picks `[one]` or `*[other]` by is a count, every
# other one text the caller formatted (numbers through occ-core's `report`). The vocabulary's nouns are terms
# (`{ -block }`, `{ -blocks }`, `{ -a-unit }`, `{ -Threads }`), defined per vocabulary in terms/. zh.ftl holds the
# same keys with the same parameters; the build stops on a difference.

## Numbers

# Variables: $value (String) - a percentage with two decimals, e.g. 75.00
percent = { $value } %

## occ gpus: the table of presets

gpus-col-gpu = GPU
gpus-col-vendor = vendor
gpus-col-target = target
gpus-col-units = units
gpus-col-bandwidth = BW GB/s
gpus-col-fp32 = FP32 TF
gpus-col-matrix = Matrix TF
gpus-col-segment = segment
gpus-col-id = id
# Variables: $count (String) - the product's compute units (SMs, CUs or Xe-cores)
gpus-units = { $count } { -units }
gpus-segment-datacenter = datacenter
gpus-segment-workstation = workstation
gpus-segment-consumer = consumer
gpus-segment-embedded = embedded
gpus-units-word = { -units }
# Variables: $nvidia, $amd, $intel (String) - each vendor's compute units in the chosen words
gpus-units-each = { $nvidia }, { $amd } or { $intel }
# Variables: $units (String) - gpus-units-each, or the one word of a vocabulary chosen for every vendor
gpus-note-columns = target: NVIDIA's compute capability, AMD's gfx target or Intel's Xe architecture; units: { $units } (one MI250X GCD, one Flex 140 GPU is one device); Matrix TF: dense FP16/BF16 on tensor (NVIDIA), matrix (AMD) or XMX (Intel) engines.
# Variables: $count (Number) - how many presets
gpus-note-unconfirmed = ? = unconfirmed (see `occ gpus --json` for every value's source). { $count } { $count ->
    [one] preset
   *[other] presets
}.

## occ roofline: the roofs

# Variables: $gpu (String) - the product's name
roofline-title = { $gpu } roofline
roofline-bandwidth-label = DRAM bandwidth
# Variables: $gbs (String) - GB/s
roofline-bandwidth = { $gbs } GB/s
roofline-bandwidth-unconfirmed = { $gbs } GB/s (unconfirmed)
# Variables: $tflops (String) - the roof's peak; $ridge (String) - its ridge point, FLOP/byte
roofline-roof = { $tflops } TFLOPS, ridge at { $ridge } FLOP/byte
roofline-roof-unconfirmed = { $tflops } TFLOPS (unconfirmed), ridge at { $ridge } FLOP/byte
precision-fp64 = FP64
precision-fp32 = FP32
precision-tensor = FP16/BF16 tensor
precision-matrix = matrix FP16/BF16 (dense)

## occ roofline: the kernel under them

# Variables: $precision (String) - a precision-* message
roofline-kernel = Kernel ({ $precision })
roofline-intensity-label = arithmetic intensity
roofline-intensity = { $intensity } FLOP/byte
roofline-verdict-label = verdict
# Variables: $factor (String) - how many times below the ridge; $ridge (String) - FLOP/byte
roofline-memory-bound = memory-bound: { $factor }× below the ridge ({ $ridge } FLOP/byte); more occupancy helps only while it raises achieved bandwidth
roofline-compute-bound = compute-bound: { $factor }× above the ridge ({ $ridge } FLOP/byte); occupancy matters as far as it hides instruction latency
roofline-attainable-label = attainable
roofline-tflops = { $tflops } TFLOPS
roofline-fastest-label = fastest possible
roofline-ms = { $ms } ms
roofline-achieved-label = achieved
# Variables: $tflops (String) - achieved; $percent (String) - a percent message
roofline-achieved = { $tflops } TFLOPS = { $percent } of the roof
roofline-above-roof = ! the achieved point is above the roof: check the FLOP count, the bytes and the time (caches can serve bytes that never reach DRAM)

## occ roofline: its errors

roofline-needs-preset = the roofline needs a GPU preset with its peaks: use --gpu NAME (see `occ gpus`)
roofline-time-needs-counts = --time needs --flops and --bytes: the achieved point is --flops over --time
roofline-time-not-intensity = --time needs --flops and --bytes: the achieved point is --flops over --time, which --intensity does not give
roofline-bytes-not-intensity = --bytes goes with --flops (their ratio is the intensity), not with --intensity: give --flops and --bytes, or --intensity alone
roofline-bytes-needs-flops = --bytes needs --flops: the kernel's intensity is --flops / --bytes (or give --intensity alone)
roofline-flops-with-bytes = give --flops with --bytes, or --intensity alone
# Variables: $text (String) - what was given
roofline-bad-precision = '{ $text }' is not one of fp64, fp32, fp16
roofline-bad-time = '{ $text }' is not a positive time (e.g. 0.0012, 1.2ms, 850us)
# Variables: $value, $min, $max (String) - numbers as typed (1, 0.5, 2e12); $unit (String) - a roofline-unit-* message
roofline-out-of-range = { $value } { $unit } is out of range: valid values are { $min } to { $max } { $unit }
roofline-unit-flops = FLOPs
roofline-unit-bytes = bytes
roofline-unit-intensity = FLOP/byte
roofline-unit-time = s
# Variables: $precision (String) - a precision-* message
roofline-no-peak = this GPU has no { $precision } peak in the database

## occ roofline: the full-occupancy figures, in each vendor's terms

# Variables: $threads (Number) - the work-group size
full-title = Full occupancy at { $threads } { -threads } per { -block }
# Variables: $threads (Number) - the work-group size; $wave_size (String) - 32 or 64
full-title-wave = Full occupancy at { $threads } { -threads } per { -block } (wave{ $wave_size })
full-reachable-label = reachable occupancy
full-blocks-label = { -blocks } per { -unit } (wg_max)
full-nvidia-registers-label = max registers/{ -thread } (r_max)
full-amd-vgprs-label = max VGPRs/{ -thread } (r_max)
full-smem-label = max { -smem }/{ -block }
full-fill-label = { -threads } to fill the GPU
# Variables: $threads (String) - how many fill the GPU; $units (String) - the GPU's SMs
full-nvidia-fill = { $threads } (wi_min = { -threads } per { -unit } × { $units } { -units })
# Variables: $percent (String) - a percent message; $waves (String) - waves per SIMD
full-amd-reachable = { $percent } ({ $waves } { -warps } per { -simd })
# Variables: $threads (String) - how many fill the GPU; $units (String) - the GPU's CUs
full-amd-fill = { $threads } (wi_min = { -warps } per { -unit } × { -warp } size × { $units } { -units })
full-intel-col-sub-group = { -warp }
full-intel-col-hw-threads = hardware threads
full-intel-col-blocks = { -blocks }/{ -unit }

## The CLI's flags shared by its reports

# Variables: $text (String) - what was given
cli-bad-lang = '{ $text }' is not one of en, zh (or a tag such as en-US, zh-CN)
cli-bad-terms = '{ $text }' is not one of own, cuda, hip, sycl, neutral
cli-terms-with-json = --terms words the report; --json keeps its field names: leave out --terms or --json

## occ plan: the tables of sizes and budgets, the next step and the grid's waves

plan-gpu-label = GPU
plan-unit = { -unit }
plan-units = { -units }
plan-simd = { -simd }
# RDNA's work-group processor, no vocabulary's word
plan-wgp = WGP
plan-wgps = WGPs
plan-col-size = { -Block } size
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
# Variables: $list (String) - the limiters so far; $limit (String) - the next one
plan-limit-more = { $list }, { $limit }
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
plan-budget-col-smem = max { -smem }/{ -block }
plan-budget-col-ask = ask the compiler with
plan-next-title = Next step (how much less gains { -a-block })
plan-next-none = no single resource gains { -a-block }: the { -block } size, { -warps } or { -block } slots bind
plan-step-smem = { -Smem } per { -block }
plan-step-registers = Registers per { -thread }
plan-step-barriers = Barriers
plan-step-virtual-resources = Virtual resources
# Variables: $what (String) - a plan-step-* message; $current, $target (String) - from and to; $then, $now (String) - blocks per SM after and before
plan-step = { $what }: { $current } → { $target } gives { $then } { -blocks } per { -unit } instead of { $now }
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
