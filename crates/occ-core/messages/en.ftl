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

## The page: the markup of index.html (said again in the chosen language and words), its controls

page-title-sub = GPU occupancy calculator
page-lede = Theoretical occupancy with each vendor's own rules: NVIDIA's (cuda_occupancy.h, CUDA 13.5) for every compute capability, AMD's (LLVM's AMDGPU backend) for every gfx target and Intel's (Intel's GPU Occupancy Calculator) from Gen9 to Xe2. Everything is computed in your browser.
page-dark-theme = Dark theme
page-footer = occ implements NVIDIA's occupancy rules (cuda_occupancy.h from CUDA 13.5; the original spreadsheet for CC 1.x/2.x), AMD's (LLVM's AMDGPU backend, checked against llc-19) and Intel's (Intel's GPU Occupancy Calculator, for SYCL on Gen9 to Xe2). GPU facts cite their sources: hover a value. Nothing leaves your browser; saved configs stay in this browser's storage.
page-terms-label = Terms
page-terms-own = The GPU's own
page-terms-cuda = CUDA: thread, warp, block, SM
page-terms-hip = HIP: work-item, wave, work-group, CU
page-terms-sycl = SYCL: work-item, sub-group, work-group, compute unit
page-lang-label = Language
page-launch-title = Launch
page-gpu-label = GPU
page-gpu-placeholder = Type a GPU, chip or compute capability
page-advanced = Advanced
page-advanced-help = Partitioned global caching applies to CC 5.2, 5.3, 6.1 and 6.2; the cache configuration to CC 2.x and 3.x; virtual resources to CC 10 to 12. Inputs that do not apply to the selected GPU are hidden.
page-results-title = Results
page-pin = Add to comparison
page-export = Export…
page-charts-title = What if
page-charts-help = Occupancy as one input varies, the others held. The triangle marks the current launch.

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

## occ log: the table of a build log's kernels

# Variables: $name (String) - the product; $cc (String) - its compute capability; $count (String) - its SMs
log-gpu-title = { $name } (CC { $cc }, { $count } { -units })
# Variables: $family (String) - the architecture's family (Ada, Hopper), possibly empty
log-gpu-generic-units = generic CC { $cc } { $family } ({ $count } { -units })
log-gpu-generic = generic CC { $cc } { $family }
log-gpu-label = GPU
log-gpu-each = the generic device of each kernel's architecture (--gpu or --cc for one GPU)
log-threads-label = Threads
# Variables: $threads (String) - the block size given
log-threads-each = { $threads } per { -block } for every kernel
log-threads-best = each kernel's best { -block } size (cudaOccMaxPotentialOccupancyBlockSize): the best its resources allow; --threads N for your launch
log-dynamic-label = Dynamic
# Variables: $bytes (String) - dynamic shared memory per block
log-dynamic = { $bytes } bytes of dynamic { -smem } per { -block } for every kernel
log-gate-label = Gate
# Variables: $percent (String) - a percent message
log-gate = occupancy below { $percent } is flagged
log-col-arch = arch
log-col-regs = regs
log-col-smem = smem
log-col-bar = bar
log-col-spills = spill st/ld
log-col-threads = threads
log-col-occupancy = occupancy
log-col-limiter = limiter
log-col-flags = flags
log-col-kernel = kernel
log-none-fits = none fits
log-not-evaluated = not evaluated
log-flag-low = LOW
log-flag-spills = SPILLS
log-flag-differs = DIFFERS
log-best-note = * best { -block } size
log-device-functions = Device functions (ptxas reports their stack and spills, not their registers)
# Variables: $frame, $stores, $loads (String) - bytes, padded
log-device-function = stack frame { $frame } B  spill stores { $stores } B  loads { $loads } B
# Variables: $cc (String) - the GPU's compute capability; $archs (String) - the architectures of the reports; $sm (String) - the GPU's sm_XY
log-mismatch-cc = the log has no report for CC { $cc }: reports compiled for { $archs } are evaluated on it; a build for { $sm } may use other resources
# Variables: $count (String) - reports skipped
log-skipped-archs = { $count } report(s) for other architectures skipped: the log has reports for this GPU's own
log-notes-title = Notes
# Variables: $arch (String) - an architecture named in the log
log-unknown-arch = '{ $arch }' is not an architecture occ knows
log-no-arch = the log names no architecture for it: pass --gpu or --cc
log-compiler-messages = Compiler messages
# Variables: $line (String) - the log's line; $tool (String) - ptxas, nvlink…; $severity (String) - a log-severity-* message; $text (String) - the tool's message
log-message-line = line { $line }: { $tool } { $severity }: { $text }
log-severity-info = info
log-severity-warning = warning
log-severity-error = error
# Variables: $count (String) - lines not listed
log-more = … { $count } more
log-unread-title = Lines not understood
# Variables: $reason (String) - why the line was not read
log-unread-line = line { $line }: { $text } ({ $reason })
# Variables: $reports (String) - kernel reports; $lines (String) - the log's lines; $spilling (String) - reports that spill
log-summary = { $reports } kernel report(s) from { $lines } lines; { $spilling } spill
# Variables: $low (String) - reports below the gate; $percent (String) - a percent message
log-summary-low = ; { $low } below { $percent }
# Variables: $source (String) - the log's file, or log-standard-input
log-reading = reading { $source }
log-standard-input = standard input
# Variables: $source (String) - the file or standard input; $lines (String) - its lines
log-no-reports = no kernel resource reports in { $source } ({ $lines } lines): expected the output of nvcc -Xptxas -v, ptxas -v, nvlink -v, cuobjdump --dump-resource-usage, hipcc -Rpass-analysis=kernel-resource-usage or an AMDGPU assembly file
# Variables: $count (String) - unread lines; $line (String) - the first's line; $text (String) - the first
log-no-reports-unread = ; { $count } line(s) looked like reports but could not be read, the first at line { $line }: { $text }
log-amd-only = the log holds AMD kernels only: --gpu and --cc choose NVIDIA GPUs; pass --arch gfxNNN (e.g. gfx90a, gfx942, gfx1100), an AMD --gpu (e.g. mi300x) or nothing for each report's own target
# Variables: $gpu (String) - --gpu as given; $arch (String) - its gfx target
log-nvidia-only = the log holds NVIDIA kernels only: --gpu { $gpu } is an AMD GPU ({ $arch }); pass an NVIDIA --gpu, --cc or nothing for each report's own architecture
log-unread-json = { $count } line(s) of the log could not be read, the first at line { $line }: { $text }
# Variables: $count (String) - reports not evaluated; $name (String) - the first's kernel; $line (String) - its line; $error (String) - why
log-not-evaluated-error = { $count } kernel report(s) could not be evaluated, the first { $name } (line { $line }): { $error }
# Variables: $text (String) - what was given
log-bad-occupancy = '{ $text }' is not an occupancy: valid values are 0 to 1 (or 0% to 100%)

## occ log: AMD's kernels

log-amd-target-label = Target
log-amd-target-each = each AMD report's own gfx target (--arch for one)
log-amd-group-label = Group
log-amd-group-each = { $threads } { -threads } per { -block } for every kernel
# Variables: $size (String) - HIP's default largest work-group
log-amd-group-compiled = each kernel's largest { -block } as compiled, which the compiler's figure assumes (* from the assembly's metadata; † HIP's default of { $size }: the remarks do not say); --threads N for your launch
log-amd-col-target = target
log-amd-col-vgprs = VGPR
log-amd-col-agprs = AGPR
log-amd-col-sgprs = SGPR
log-amd-col-lds = { -smem }
log-amd-col-scratch = scratch
log-amd-col-spills = spill s/v
log-amd-col-group = group
log-amd-col-waves = { -warps }/{ -simd }
log-amd-col-compiler = compiler
log-amd-none-max = none (maximum)
log-amd-device-functions = AMD device functions (their registers count in the kernels that call them)
# Variables: $vgprs, $sgprs, $scratch (String) - padded figures
log-amd-device-function = VGPRs { $vgprs }  SGPRs { $sgprs }  scratch { $scratch }
# Variables: $target (String) - the selected gfx target; $archs (String) - the reports' targets
log-amd-mismatch = the log has no report for { $target }: reports compiled for { $archs } are evaluated on it; a build for { $target } may use other resources
log-amd-skipped = { $count } report(s) for other targets skipped: the log has reports for this target's own
# Variables: $occ, $compiler (String) - waves per SIMD by occ and by the compiler
log-amd-differs = occ gives { $occ } { -warps } per { -simd }, the compiler { $compiler }: LLVM before it rounded { -smem } to the allocation granule, or an amdgpu-waves-per-eu attribute, which caps the compiler's figure
# Variables: $target (String) - a gfx target named in the log
log-amd-unknown-target = '{ $target }' is not a gfx target occ knows: pass --arch
log-amd-no-target = the log names no gfx target for it: pass --arch
# Variables: $arch (String) - --arch as given; $known (String) - the known targets
log-amd-bad-arch = --arch '{ $arch }' is not a gfx target occ knows: valid values are { $known }

## occ log: why a line of a log was not read

log-reason-figure-out-of-range = a resource figure that is not a whole number in range
log-reason-item-shape = an item of unknown shape in a resource line
log-reason-second-resource-line = a second resource line for one function
log-reason-resource-line-first = a resource line before any function
log-reason-ptxas-info-shape = a ptxas info line of unknown shape
log-reason-entry-without-name = an entry function without a name
log-reason-properties-without-name = function properties without a name
log-reason-stack-frame-first = a stack-frame line without a Function properties line before it
log-reason-nvlink-gmem-shape = an nvlink gmem line of unknown shape
log-reason-nvlink-info-shape = an nvlink info line of unknown shape
log-reason-cuobjdump-field-shape = a cuobjdump field of unknown shape
log-reason-remark-without-name = a Function Name remark without a name
log-reason-remark-shape = a kernel-resource-usage remark of unknown shape
log-reason-remark-first = a resource remark before any Function Name remark
log-reason-second-remark = a second remark of one figure for one function
log-reason-not-a-bool = a resource figure that is not true or false
log-reason-kernel-info-first = kernel info without a function before it
log-reason-second-comment = a second comment of one figure for one function
log-reason-metadata-out-of-range = a metadata figure that is not a whole number in range
log-reason-metadata-not-a-number = a metadata figure that is not a number

## occ log: a report's figures, and what each should be

log-figure-registers = registers
log-figure-barriers = barriers
log-figure-shared-memory = shared memory
log-figure-local-memory = local memory
log-figure-constant-bank = constant bank
log-figure-constant-memory = constant memory
log-figure-stack = stack size
log-figure-stack-frame = stack frame
log-figure-spill-stores = spill stores
log-figure-spill-loads = spill loads
log-figure-global-memory = global memory
log-figure-textures = textures
log-figure-surfaces = surfaces
log-figure-samplers = samplers
log-figure-vgprs = VGPRs
log-figure-agprs = AGPRs
log-figure-total-vgprs = total VGPRs
log-figure-sgprs = SGPRs
log-figure-lds-bytes = LDS size
log-figure-scratch-bytes = scratch size
log-figure-sgpr-spills = SGPR spills
log-figure-vgpr-spills = VGPR spills
log-figure-compiler-occupancy = the compiler's occupancy
log-figure-wave-size = wave size
log-figure-max-workgroup-size = max work-group size
log-kind-register-count = a register count
log-kind-byte-count = a byte count
log-kind-bank-number = a bank number
log-kind-wave-count = a wave count
log-kind-wave-size = a wave size
log-kind-item-count = a work-item count
log-kind-count = a count
# Variables: $figure (String) - a log-figure-* message; $text (String) - the report's text; $kind (String) - a log-kind-* message; $max (String) - the largest value
log-unreadable = { $figure } '{ $text }' is not { $kind } (a whole number from 0 to { $max })
## occ calc: its tables and errors

calc-col-kind = kind
calc-col-name = name
calc-col-value = value
calc-col-binding = binding
calc-col-why = why
calc-col-figure = figure
calc-col-limiter = limiter
calc-col-allows = allows
calc-no-limit = no limit
calc-yes = yes
calc-no = no
# Variables: $format (String) - --json, --csv or --markdown
calc-terms-with-format = --terms words the report; { $format } keeps occ batch's field names: leave out --terms or { $format }

## The reports of occ calc: counts and why each limiter allows what it does

# Variables: $count (Number) - work-groups (blocks)
report-blocks = { $count } { $count ->
    [one] { -block }
   *[other] { -blocks }
}
# Variables: $items (String) - the work-group size; $sub_group (String) - the sub-group size; $threads (Number) - the hardware threads they are
report-intel-why-threads-group = { $items } { -threads } in { -warps } of { $sub_group } are { $threads } { $threads ->
    [one] hardware thread
   *[other] hardware threads
}
# Variables: $budget, $slots, $xves, $threads, $normal (String) - thread slots used and had, XVEs, threads per XVE in large-GRF mode and without
report-intel-why-slots-large = in large-GRF mode { -a-unit } runs { $budget } of its { $slots } thread slots ({ $xves } { -simds } × { $threads } threads instead of { $normal }: twice the registers per thread)
# Variables: $slots, $xves, $threads (String) - thread slots, XVEs, threads per XVE
report-intel-why-slots = { -a-unit } has { $slots } thread slots ({ $xves } { -simds } × { $threads } threads)
# Variables: $group (String) - report-intel-why-threads-group; $slots (String) - a report-intel-why-slots message; $budget, $threads (String) - slots over threads per work-group; $allows (String) - report-blocks
report-intel-why-threads = { $group }; { $slots }: { $budget } / { $threads } = { $allows }
# Variables: $bytes (String) - the kernel's SLM
report-intel-why-slm-asked = { $bytes } of { -smem }
# Variables: $bytes, $allocated (String) - asked and allocated; $sizes (String) - the allocation sizes in KiB
report-intel-why-slm-rounded = { $bytes } of { -smem } → { $allocated } allocated (sizes { $sizes } KiB)
# Variables: $asked (String) - report-intel-why-slm-asked or -rounded; $pool, $allocated (String) - per Xe-core and per work-group; $allows (String) - report-blocks
report-intel-why-slm = { $asked }; { $pool } per { -unit } / { $allocated } = { $allows }
report-intel-why-no-slm = no { -smem } used
# Variables: $family (String) - the architecture; $allows (String) - report-blocks
report-intel-why-workgroups = { -a-unit } of { $family } holds at most { $allows }
# Variables: $registers (String) - barrier registers per Xe-core; $allows (String) - report-blocks
report-intel-why-barriers = the kernel uses barriers: each resident { -block } takes one of the { -unit }'s { $registers } barrier registers, so { $allows } fit
report-intel-why-no-barriers = no barriers used
# Variables: $count (Number) - waves (warps, sub-groups)
report-warps = { $count } { $count ->
    [one] { -warp }
   *[other] { -warps }
}
# Variables: $groups (String) - report-blocks; $waves (String) - report-warps, per work-group; $total, $simds, $fullest (String) - waves in all, SIMDs, waves on the fullest SIMD
report-amd-per-simd = { $groups } × { $waves } = { $total } { -warps } on { $simds } { -simds } → { $fullest } on the fullest
# Variables: as report-amd-per-simd; $max (String) - the waves a SIMD holds
report-amd-per-simd-capped = { $groups } × { $waves } = { $total } { -warps } on { $simds } { -simds } → { $fullest } on the fullest, capped at the { $max } { -a-simd } holds
# Variables: $raw (String) - waves a resource would allow; $max (String) - the waves a SIMD holds
report-amd-capped = { $raw } { -warps }, capped at the { $max } { -a-simd } holds
# Variables: $counted (String) - VGPRs counted; $vgprs, $aligned, $agprs (String) - arch VGPRs, aligned, AGPRs
report-amd-vgprs-unified = { $counted } VGPRs (arch { $vgprs } aligned to { $aligned } + { $agprs } AGPRs, one file)
report-amd-vgprs-two-files = { $counted } VGPRs (the fuller of { $vgprs } arch VGPRs and { $agprs } AGPRs, two files)
report-amd-vgprs = { $counted } VGPRs
# Variables: $what (String) - a report-amd-vgprs* message; $granule, $max (String) - the allocation granule, the waves a SIMD holds
report-amd-why-vgprs-small = { $what }: less than one allocation granule of { $granule }, no limit below the { $max } { -warps } { -a-simd } holds
# Variables: $what (String) - a report-amd-vgprs* message; $allocated, $granule, $pool, $wave_size (String); $allows (String) - report-warps or report-amd-capped
report-amd-why-vgprs = { $what } → { $allocated } after rounding to { $granule }; { $pool } per { -simd } ({ $wave_size }-wide { -warps }) / { $allocated } = { $allows }
# Variables: $sgprs, $pool, $divisor (String); $allows (String) - report-warps or report-amd-capped
report-amd-why-sgprs = { $sgprs } SGPRs per { -warp } (NumSgprs: VCC, FLAT_SCRATCH and XNACK_MASK included); { $pool } per { -simd } / { $divisor } = { $allows }
# Variables: $arch (String) - the gfx target
report-amd-why-no-sgpr-limit = { $arch } has no SGPR limit (GFX10 and later give every { -warp } its SGPRs)
# Variables: $bytes (String) - LDS per WGP
report-amd-lds-pool-wgp = { $bytes } per WGP (WGP mode pools two { -units }' { -smem })
report-amd-lds-pool = { $bytes } per { -unit }
# Variables: $bytes, $allocated, $granule (String); $pool (String) - a report-amd-lds-pool* message; $divisor (String); $allows (String) - a report-amd-per-simd* message
report-amd-why-lds = { $bytes } of { -smem } → { $allocated } after rounding to { $granule } B; { $pool } / { $divisor } = { $allows }
report-amd-why-no-lds = no { -smem } used
# Variables: $mode (String) - CU or WGP; $count (String) - work-groups; $allows (String) - a report-amd-per-simd* message
report-amd-why-workgroups = a { $mode } holds { $count } { -blocks } with a barrier: { $allows }
report-amd-why-no-barrier = one-{ -warp } { -blocks } need no barrier slot
# Variables: $items, $waves, $wave_size (String) - work-items, the waves they are, the wave size
report-amd-why-waves-group = { $items } { -threads } are { $waves } { -warps } of { $wave_size }
# Variables: $group (String) - report-amd-why-waves-group; $slots, $mode, $max, $simds, $groups (String); $allows (String) - a report-amd-per-simd* message
report-amd-why-waves = { $group }; the { $slots } { -warp } slots of a { $mode } ({ $max } per { -simd } × { $simds }) hold { $groups } whole { -blocks }: { $allows }
# Variables: $threads, $max (String) - threads per block and the most a block may have
report-nvidia-why-threads-over = { $threads } { -threads } per { -block } exceeds the maximum of { $max } → 0 { -blocks }
# Variables: $threads (String); $warps (Number) - warps per block; $max (String) - warps per SM; $allows (String) - report-blocks or calc-no-limit
report-nvidia-why-warps = { $threads } { -threads } = { $warps } { $warps ->
    [one] { -warp }
   *[other] { -warps }
} per { -block }; { $max } { -warps } per { -unit } / { $warps } → { $allows }
report-nvidia-why-warps-halved = { $threads } { -threads } = { $warps } { $warps ->
    [one] { -warp }
   *[other] { -warps }
} per { -block }; { $max } { -warps } per { -unit } (half { -a-unit } each with partitioned caching) / { $warps } → { $allows }
# Variables: $regs, $max (String) - registers per thread and the most a thread may have
report-nvidia-why-regs-over = { $regs } registers per { -thread } exceeds the maximum of { $max } → 0 { -blocks }
# Variables: $needed, $per_warp, $groups, $available (String)
report-nvidia-why-regs-none-fit = { $needed } registers per { -block } needed (each { -warp } rounded up to { $per_warp } registers, { -warps } allocated in groups of { $groups }) exceeds the { $available } available per { -block } → 0 { -blocks }
report-nvidia-why-no-regs = the kernel uses no registers → { $allows }
# Variables: $regs, $warp_size, $product, $per_warp, $granule (String)
report-nvidia-why-regs-warp = { $regs } registers × { $warp_size } { -threads } = { $product } → { $per_warp } per { -warp } after rounding to { $granule }
# Variables: $per_sub, $per_warp, $warps_per_sub, $subs, $warps (String)
report-nvidia-why-regs-sub = { $per_sub } per sub-partition / { $per_warp } = { $warps_per_sub } { -warps } × { $subs } sub-partitions = { $warps } { -warps }
# Variables: $warp (String) - report-nvidia-why-regs-warp; $sub (String) - report-nvidia-why-regs-sub; $per_block (String) - warps per block; $allows (String) - report-blocks
report-nvidia-why-regs = { $warp }; { $sub } / { $per_block } per { -block } → { $allows }
# Variables: $per_block, $per_warp, $per_sm (String); $allows (String) - report-blocks
report-nvidia-why-regs-legacy = { $per_block } registers per { -block } ({ $per_warp } per { -warp }) out of { $per_sm } per { -unit } → { $allows }
# Variables: $failure (String) - why the shared memory does not fit
report-nvidia-why-smem-failure = { $failure } → 0 { -blocks }
report-nvidia-why-smem-none-fit = no { -block } fits → 0 { -blocks }
# Variables: $allows (String) - calc-no-limit
report-nvidia-why-no-smem = the kernel uses no { -smem } → { $allows }
# Variables: $static_bytes, $dynamic_bytes, $allocated, $granule, $per_sm (String) - bytes; $allows (String) - report-blocks
report-nvidia-why-smem = { $static_bytes } B static + { $dynamic_bytes } B dynamic → { $allocated } B after rounding to { $granule }; { $per_sm } B per { -unit } / { $allocated } → { $allows }
# Variables: as report-nvidia-why-smem; $reserved (String) - bytes the driver reserves per block
report-nvidia-why-smem-reserved = { $static_bytes } B static + { $dynamic_bytes } B dynamic + { $reserved } B reserved → { $allocated } B after rounding to { $granule }; { $per_sm } B per { -unit } / { $allocated } → { $allows }
# Variables: $cc, $max (String) - compute capability and the blocks an SM keeps
report-nvidia-why-blocks = CC { $cc } keeps at most { $max } { -blocks } resident per { -unit }
# Variables: $barriers (Number) - per block; $available, $multiplier, $slots (String); $allows (String) - report-blocks
report-nvidia-why-barriers = { $barriers } { $barriers ->
    [one] barrier
   *[other] barriers
} per { -block }; { $available } available per { -unit } ({ $multiplier } × { $slots } { -block } slots) → { $allows }
# Variables: $per_block, $per_sm (String); $allows (String) - report-blocks
report-nvidia-why-virtual = { $per_block } virtual resources per { -block }; { $per_sm } per { -unit } → { $allows }

## occ compare: its table

compare-col-occupancy = Occupancy
compare-col-resident = Resident
compare-col-limiters = Limiters
compare-col-next-step = Next step
# Variables: $occupancy (String) - a percent message
compare-best = { $occupancy } (best)
# Variables: $error (String) - why the launch failed
compare-error = error: { $error }
# Variables: $note (String) - the note's number below the table
compare-error-note = error [{ $note }]
# Variables: $count (Number) - work-groups resident; $unit (String) - compare-unit or WGP
compare-resident = { $count } { $count ->
    [one] { -block }
   *[other] { -blocks }
}/{ $unit }
compare-unit = { -unit }
# Variables: $step (String) - the first step; $more (String) - how many more
compare-more-steps = { $step } (+{ $more } more in occ plan)
compare-none-needed = none needed: full occupancy
compare-none-gains = none: no single resource gains
# Variables: $flags (String) - the flags every launch shares, as typed
compare-every-launch = Every launch: { $flags }
# Variables: $note, $launch (String) - numbers; $gpu (String) - the preset; $why (String) - the error or why nothing fits
compare-note = [{ $note }] launch { $launch } ({ $gpu }): { $why }
# Variables: $first (String) - the first launch's error
compare-all-failed = every launch failed ([1] { $first }): each one's answer above says why
