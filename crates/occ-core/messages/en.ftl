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
page-source-none = No source recorded
page-source-failed = The source could not be loaded (see the notice at the top); hover again to retry
page-source-loading = Loading the source…
page-open = Open
page-loading = Loading…
# Variables: $why (String) - why the browser could not load it
page-tool-failed = The tool could not be loaded ({ $why }). Check the connection to this page's server and try again.
# Variables: $why (String) - why the browser could not load it
page-charts-failed = The charts and the panels below them could not be loaded ({ $why }). Scroll away and back, or use a panel again, to try again.

## The page: each input's label and help (state/input.rs names them). An input of every vendor's GPUs is labelled in
## NVIDIA's phrasing; a `-amd` / `-intel` message is that vendor's own phrasing where it differs beyond the nouns.

input-gpu-label = GPU
input-t-label = { -Threads } per { -block }
input-t-label-group = { -Block } size
input-t-help = 1 to the device maximum (1,024)
input-t-help-amd = { -Threads } per { -block } (the launch's { -block } size)
input-t-help-intel = { -Threads } per { -block } (the nd_range's local size, all dimensions multiplied)
input-r-label = Registers per { -thread }
input-r-label-amd = VGPRs per { -thread }
input-r-help = From ptxas -v or Nsight Compute
input-r-help-amd = Arch VGPRs: the compiler's NumVgprs or .vgpr_count
input-ss-label = Static { -smem }
input-ss-label-own = { -Smem } (static)
input-ss-help = __shared__ arrays
input-ss-help-amd = __shared__ arrays; { -smem } per { -block } is static + dynamic
input-ss-help-intel = { -Block } { -smem } the kernel declares; { -smem } per { -block } is static + local_accessor
input-ds-label = Dynamic { -smem }
input-ds-label-amd = { -Smem } (dynamic)
input-ds-label-intel = { -Smem } (local_accessor)
input-ds-help = Third launch parameter
input-ds-help-amd = The launch's dynamic { -smem }
input-ds-help-intel = sycl::local_accessor bytes per { -block }
input-co-label = { -Smem } carveout
input-co-help = { -Smem } per { -unit } the kernel prefers (cudaFuncAttributePreferredSharedMemoryCarveout)
input-co-default = Driver default
input-oi-label = Opt-in { -smem }
input-oi-help = Opt in to the larger per-{ -block } { -smem } (cudaFuncAttributeMaxDynamicSharedMemorySize)
input-md-label = Max dynamic { -smem }
input-md-help = Max dynamic { -smem } attribute; empty = the per-{ -block } limit minus static
input-md-placeholder = per-{ -block } limit − static
input-b-label = Barriers per { -block }
input-b-help = Named barriers (0 to 16); CC ≥ 9 limits them per { -unit }
input-sm-label = { -Unit } count
input-sm-label-intel = { -Simd } count
input-sm-help = Empty = the GPU's own count
input-sm-help-amd = Empty = the GPU's own count (1 for a generic target)
input-sm-help-intel = Empty = the GPU's own (a generic architecture: figures per { -unit }); whole { -units } or a part Intel's calculator lists
input-pgc-label = Partitioned global caching
input-pgc-off = Off
input-pgc-on = On (driver turns it off when { -a-block } needs more than half { -a-unit })
input-pgc-strict = Strict (forced on)
input-cache-label = Cache config
input-cache-none = No preference
input-cache-shared = Prefer { -smem }
input-cache-l1 = Prefer L1
input-cache-equal = Equal L1 and shared
input-vr-label = Virtual resources
input-vr-help = Per { -block } (CUDA 13, CC 10 to 12)
input-ag-label = AGPRs per { -thread }
input-ag-help = Accumulation VGPRs: the compiler's NumAgprs
input-sg-label = SGPRs per { -warp }
input-sg-help = The compiler's NumSgprs; they limit occupancy on GFX9 and CDNA only
input-ws-label = { -Warp } size
input-ws-help = 32 or 64; empty = the target's default
input-cu-label = CU mode
input-cu-help = CU mode: { -a-block }'s { -warps } on one { -unit } (2 { -simds }, its { -smem }) instead of a WGP (-mcumode)
input-sub-label = { input-ws-label }
input-sub-help = 8, 16 or 32 as the architecture allows: the compiler's choice or [[intel::reqd_sub_group_size(N)]]
input-bar-label = Uses barriers
input-bar-help = sycl::group_barrier or group algorithms: each resident { -block } takes one barrier register
input-grf-label = Large GRF mode
input-grf-help = 256 registers per { -hw }, half the threads per { -simd } (-ftarget-register-alloc-mode=pvc:large)
input-gs-label = Global size
input-gs-help = { -Threads } of the launch, all dimensions multiplied: the waves over the GPU; empty = per { -unit } only
input-terms-label = Terms
input-terms-help = The page's words: the GPU vendor's own, or CUDA's, HIP's or SYCL's (vendor-neutral) for every GPU
input-lang-label = Language
input-g-label = Grid ({ -blocks })
input-n-label = Problem size (items)
input-wpt-label = Items per { -thread }
input-spt-label = { -Smem } per { -thread }
input-size-bad = bytes, or KiB with a K suffix (48K)
# Variables: $count (String) - the GPU's compute units
input-gpu-units = { $count } { -units }
# Variables: $cc (String) - the compute capability; $family (String) - the architecture's family
input-gpu-generic = CC { $cc } · { $family } · architecture defaults, 1 { -unit } unless set below
# Variables: $name (String) - the gfx target; $family (String) - its family
input-gpu-amd-generic = { $name } · { $family } · target defaults, 1 { -unit } unless set below
# Variables: $name (String) - the architecture; $family (String) - its family; $counts (String) - the XVE counts Intel's calculator offers
input-gpu-intel-generic = { $name } · { $family } · figures per { -unit } unless the { -simd } count is set below (Intel's calculator offers { $counts })
input-gpu-none = No GPU matches; try a chip (AD102), a compute capability (8.9) or "generic".
# A generic device of the GPU picker, and its group per vendor.
# Variables: $name (String) - the device's compute capability (CC 8.9) or architecture (gfx942)
input-gpu-generic-name = Generic { $name }
# A product whose figures describe one of its package's GPUs or dies.
# Variables: $product (String) - the product (Tesla K80, GB200), $part (String) - which of its GPUs or dies (GK210, Blackwell GPU, GCD)
input-gpu-one = { $product } (one { $part })
# Variables: $name (String) - the device's compute capability (CC 8.9) or architecture (gfx942), $family (String) - its family (Ada, CDNA 3)
input-gpu-generic-label = Generic { $name } ({ $family })
input-gpu-group-generic-nvidia = Generic compute capability
input-gpu-group-generic-amd = Generic AMD target
input-gpu-group-generic-intel = Generic Intel architecture

## occ gpus: the table of presets

gpus-col-gpu = { input-gpu-label }
gpus-col-vendor = vendor
gpus-col-target = target
gpus-col-units = units
gpus-col-bandwidth = BW GB/s
gpus-col-fp32 = FP32 TF
gpus-col-matrix = Matrix TF
gpus-col-segment = segment
gpus-col-id = id
# Variables: $count (String) - the product's compute units (SMs, CUs or Xe-cores)
gpus-units = { input-gpu-units }
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
error-bad-precision = '{ $text }' is not one of fp64, fp32, fp16
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
full-intel-col-hw-threads = { -hws }
full-intel-col-blocks = { -blocks }/{ -unit }

## The CLI's flags shared by its reports

# Variables: $text (String) - what was given
cli-bad-lang = '{ $text }' is not one of en, zh (or a tag such as en-US, zh-CN)
cli-bad-terms = '{ $text }' is not one of own, cuda, hip, sycl, neutral
cli-terms-with-json = --terms words the report; --json keeps its field names: leave out --terms or --json

## The CLI's errors: a flag, what was given, and its valid range

# Variables: $min, $max (String) - numbers
cli-valid-range = valid values are { $min } to { $max }
# Variables: $min, $max (String) - numbers; $what (String) - a cli-what-* or cli-on message
cli-range = valid values are { $min } to { $max } ({ $what })
# Variables: $list (String) - the values; $what (String) - a cli-what-* or cli-on message
cli-range-list = valid values are { $list } ({ $what })
# Variables: $what (String) - a cli-what-* message; $gpu (String) - the GPU's name
cli-on = { $what } on { $gpu }
cli-what-threads-per-block = threads per block
cli-what-registers-per-thread = registers per thread
cli-what-smem-per-block = bytes of shared memory per block
cli-what-smem-per-thread = bytes of shared memory per thread
cli-what-virtual-per-block = virtual resources per block
cli-what-barriers-per-block = barriers per block
cli-what-items-per-group = work-items per work-group
cli-what-vgprs = arch VGPRs per work-item
cli-what-agprs = AGPRs per work-item
cli-what-sgprs = SGPRs per wave
cli-what-lds = bytes of LDS per work-group
cli-what-items-per-wave = work-items per wave
cli-what-items-per-sub-group = work-items per sub-group
cli-what-slm = bytes of SLM per work-group
cli-what-intel-barriers = 0: no barriers, above 0: the kernel uses barriers
cli-what-a-count = a count
cli-what-work-items = work items
cli-what-work-items-per-thread = work items per thread
# Variables: $unit (String) - a cli-grid-unit-* message; $launch (String) - a cli-grid-launch-* message
cli-what-grid = { $unit } in { $launch }
cli-grid-unit-blocks = blocks
cli-grid-unit-workgroups = work-groups
# Variables: $cc (String) - the compute capability
cli-grid-launch-nvidia = gridDim.x × gridDim.y × gridDim.z on CC { $cc }
cli-grid-launch-items = a launch of at most 2^64 - 1 work-items
# Variables: $flag (String) - the flag; $text (String) - what was given; $range (String) - a cli-range message
cli-refuse-range = { $flag }: '{ $text }' is out of range: { $range }
# Variables: $flag (String) - the flag; $text (String) - what was given; $what (String) - a cli-not-* message; $range (String) - a cli-range message
cli-refuse-not = { $flag }: '{ $text }' is not { $what }: { $range }
cli-not-whole-number = a whole number
cli-not-size = a size in bytes (e.g. 49152 or 48K)
cli-not-count = { cli-what-a-count }
cli-digits = ; write numbers with the digits 0-9
# Variables: $text (String) - what was given
cli-bad-bytes = '{ $text }' is not a size in bytes from 0 to 4294967295 (e.g. 49152 or 48K)
cli-bad-carveout = '{ $text }' is not a carveout: valid values are 0 to 100 (percent) or default
cli-bad-switch = '{ $text }' is not one of true, false
# Variables: $name (String) - what was given; $amd, $intel (String) - the known targets
cli-unknown-arch = --arch '{ $name }' is neither an AMD gfx target ({ $amd }) nor an Intel Xe architecture ({ $intel })
cli-the-gpu = the GPU

## The CLI's errors: a flag of another vendor's GPUs

# Variables: $gpu (String) - the GPU's name
cli-cus-on-nvidia = --cus applies to AMD GPUs (compute units); { $gpu } is an NVIDIA GPU: give --sms
cli-xves-on-nvidia = --xves applies to Intel GPUs (XVEs); { $gpu } is an NVIDIA GPU: give --sms
cli-xves-on-amd = --xves applies to Intel GPUs (XVEs); { $gpu } is an AMD GPU: give --cus
cli-sms-on-amd = --sms applies to NVIDIA GPUs (streaming multiprocessors); { $gpu } is an AMD GPU: give --cus
cli-sms-on-intel = --sms applies to NVIDIA GPUs (streaming multiprocessors); { $gpu } is an Intel GPU: give --xves
cli-cus-on-intel = --cus applies to AMD GPUs (compute units); { $gpu } is an Intel GPU: give --xves
# Variables: $gpu (String) - the GPU's name; $vendor (String) - AMD or Intel
cli-smem-per-thread-not-nvidia = --smem-per-thread applies to NVIDIA GPUs only; { $gpu } is an { $vendor } GPU
# Variables: $flag (String) - the flag; $vendor (String) - the vendor it applies to; $gpu (String) - the GPU's name
cli-flag-on-nvidia = { $flag } applies to { $vendor } GPUs only; { $gpu } is an NVIDIA GPU: give --regs (and --static-smem, --dynamic-smem)
# Variables: $flag (String) - the flag; $gpu (String) - the GPU's name; $arch (String) - its target
cli-nvidia-flag-on-amd = { $flag } applies to NVIDIA GPUs only; { $gpu } is an AMD GPU ({ $arch }): give --vgprs (and --agprs, --sgprs, --lds, --wave-size, --cu-mode)
# Variables: $flag (String) - the flag; $vendor (String) - the vendor it applies to; $gpu (String) - the GPU's name; $arch (String) - its target
cli-flag-on-amd = { $flag } applies to { $vendor } GPUs only; { $gpu } ({ $arch }) is an AMD GPU: give --vgprs (and --agprs, --sgprs, --lds, --wave-size, --cu-mode)
cli-flag-on-intel = { $flag } applies to { $vendor } GPUs only; { $gpu } is an Intel GPU ({ $arch }): give --sub-group (and --slm, --barriers, --large-grf, --global)

## The CLI's errors: a kernel's required flags, Intel's global size

cli-regs-required = --regs is required for an NVIDIA GPU: registers per thread, from ptxas -v
cli-vgprs-required = --vgprs is required for an AMD GPU: arch VGPRs per work-item, from the compiler's resource usage (-Rpass-analysis=kernel-resource-usage or .vgpr_count)
# Variables: $sizes (String) - the sub-group sizes; $arch (String) - the architecture
cli-sub-group-required = --sub-group is required for an Intel GPU: the sub-group size the kernel is compiled for ({ $sizes } on { $arch })
cli-what-items-in-launch = work-items in the launch
cli-global-or-grid = --global (or --grid, --items)
cli-global-conflict = give either --global (work-items) or --grid/--items, not both
# Variables: $flags (String) - the flags; $per (String) - XVEs per Xe-core; $offers (String) - the calculator's XVE counts; $arch (String) - the architecture
cli-global-needs-xves = { $flags } needs the GPU's XVE count: give --xves N (a multiple of { $per }; Intel's calculator offers { $offers } for { $arch }) or an Intel --gpu
cli-global-not-table = --global gives the GPU's waves in the report and --json; --csv and --markdown give the per-Xe-core figures only: leave out --global

## The CLI's errors: occ compare's lists

# Variables: $flag (String) - the longest list's flag; $count (String) - its launches; $max (String) - the most
cli-compare-too-many = { $flag } gives { $count } launches: occ compare takes at most { $max }
# Variables: $flag (String) - a flag; $len (String) - its values; $longest (String) - the longest list's flag; $count (String) - its values
cli-compare-lengths = { $flag } has { $len } values and { $longest } { $count }: every comma-separated list has one value (for every launch) or as many as the others
# Variables: $flag (String) - a flag; $vendors (String) - the vendors it applies to; $gpus (String) - --gpu as given
cli-compare-no-vendor = { $flag } applies to { $vendors } GPUs and none of --gpu { $gpus } is one
# Variables: $a, $b (String) - vendors
cli-compare-and = { $a } and { $b }
# Variables: $flag (String) - the flag; $vendor (String) - the vendor; $what (String) - a cli-compare-what-* message
cli-compare-required = { $flag } is required for the { $vendor } GPUs listed: { $what }
cli-compare-what-regs = registers per thread, from ptxas -v
cli-compare-what-vgprs = arch VGPRs per work-item, from the compiler's resource usage
cli-compare-what-sub-group = the sub-group size the kernel is compiled for

## The CLI's errors in clap's place (Chinese only: English keeps clap's own words)

# Variables: $flag (String) - the flag as clap names it; $text (String) - what was given; $why (String) - the reader's reason
cli-clap-invalid-value = invalid value '{ $text }' for { $flag }: { $why }
# Variables: $flags (String) - the flags
cli-clap-missing = the following required arguments were not provided: { $flags }
# Variables: $flag (String) - the argument
cli-clap-unknown = unexpected argument '{ $flag }' found
# Variables: $flag (String) - the flag
cli-clap-no-value = a value is required for '{ $flag }' but none was supplied
# Variables: $text (String) - what was given; $list (String) - the possible values
cli-clap-possible = invalid value '{ $text }' for { $flag }: possible values are { $list }
# Variables: $flag, $other (String) - arguments as clap names them
cli-clap-conflict = the argument '{ $flag }' cannot be used with { $other }
# Variables: $flag (String) - the argument
cli-clap-repeated = the argument '{ $flag }' cannot be used multiple times
# Variables: $text (String) - what was given
cli-clap-subcommand = unrecognized subcommand '{ $text }'
cli-clap-help = For more information, try '--help'.
cli-clap-error = error: { $text }
# clap's frame around the catalogue's texts: English keeps clap's own words, which these messages repeat
cli-clap-frame-usage = Usage:{ " " }
cli-clap-frame-options = Options
cli-clap-frame-options-usage = [OPTIONS]
cli-clap-frame-arguments = Arguments
cli-clap-frame-commands = Commands
cli-clap-frame-command = COMMAND
# Variables: $heading (String) - a heading of the help (Options)
cli-clap-frame-heading = { $heading }:
cli-clap-frame-help = Print help
cli-clap-frame-version = Print version
cli-clap-frame-help-command = Print this message or the help of the given subcommand(s)
cli-clap-frame-help-subcommands = Print help for the subcommand(s)
# Variables: $value (String) - a flag's default value
cli-clap-frame-default = [default: { $value }]
# Variables: $value (String) - another name of the command
cli-clap-frame-alias = [alias: { $value }]

## The CLI's --help: what each command does and each flag means (clap's frame around them: cli-clap-frame-*)

cli-about = GPU occupancy calculator with each vendor's own rules: NVIDIA's (cuda_occupancy.h), AMD's (LLVM's AMDGPU backend) and Intel's (its GPU Occupancy Calculator)
cli-help-calc-json = Print the `occ batch` JSON object instead of the report
cli-help-calc-csv = Print the key figures and a row per limiter (what it allows, whether it binds, why) as CSV (RFC 4180)
cli-help-calc-markdown = Print the key figures and the limiters as two GitHub Markdown tables
cli-help-calc-terms = Vocabulary of the report: own, the GPU vendor's (NVIDIA: threads, warps, blocks, SMs, shared memory; AMD: work-items, waves, work-groups, CUs, LDS; Intel: work-items, sub-groups, hardware threads, work-groups, Xe-cores, SLM), or one for every vendor: cuda, hip, or sycl (also `neutral`: work-items, sub-groups, work-groups, compute units, local memory)
cli-help-compare-gpu = GPU presets, comma-separated: a100,h100-sxm,mi300x,"max 1550" (a name with a comma by an alias, see `occ gpus`)
cli-help-compare-threads = Threads per block (work-items per work-group), one or one per launch
cli-help-compare-regs = NVIDIA: registers per thread (required when an NVIDIA GPU is listed)
cli-help-compare-static-smem = NVIDIA: static shared memory per block: bytes or 48K
cli-help-compare-dynamic-smem = NVIDIA: dynamic shared memory per block: bytes or 48K
cli-help-compare-barriers = NVIDIA: block barriers; Intel: whether the kernel uses barriers (0 or 1)
cli-help-compare-carveout = NVIDIA: shared-memory carveout in percent (0–100) or default
cli-help-compare-cache-config = NVIDIA: cache preference: none, shared, l1, equal
cli-help-compare-opt-in = NVIDIA: the kernel opted into the larger per-block shared-memory limit (true, false; alone: true)
cli-help-compare-max-dynamic-smem = NVIDIA: cudaFuncAttributeMaxDynamicSharedMemorySize: bytes or 48K
cli-help-nvidia-launch-bounds = NVIDIA: __launch_bounds__ maximum threads per block
cli-help-compare-partitioned-gc = NVIDIA: partitioned global caching: off, on, strict
cli-help-compare-virtual-resources = NVIDIA: virtual resources per block
cli-help-compare-vgprs = AMD: arch VGPRs per work-item (required when an AMD GPU is listed)
cli-help-compare-agprs = AMD: accumulation VGPRs per work-item
cli-help-compare-sgprs = AMD: SGPRs per wave
cli-help-compare-lds = AMD: LDS per work-group: bytes or 48K
cli-help-compare-wave-size = AMD: wave size, 32 or 64
cli-help-compare-cu-mode = AMD (RDNA): CU mode (true, false; alone: true)
cli-help-compare-sub-group = Intel: sub-group size, 8, 16 or 32 (required when an Intel GPU is listed)
cli-help-compare-slm = Intel: SLM per work-group: bytes or 48K
cli-help-compare-large-grf = Intel (Xe-HPC): large-GRF mode (true, false; alone: true)
cli-help-compare-json = A JSON array of the `occ batch` answers, one per launch, in order
cli-help-compare-csv = CSV (RFC 4180): a header row and a row per launch, numbers unformatted
cli-help-compare-markdown = A GitHub Markdown table, a row per launch
cli-help-log-log = The build log; standard input when absent
cli-help-log-arch = Evaluate every AMD kernel on this gfx target (gfx90a, gfx942, gfx1100, …). Default: each report's own target (the assembly's .amdgcn_target, or the -mcpu / --offload-arch of the command line before remarks)
cli-help-log-gpu = Evaluate every kernel on this GPU preset ("4090", "h100 sxm", …; see `occ gpus`). Default: the generic device of each report's architecture
cli-help-log-cc = Evaluate every kernel on the generic device of this compute capability (e.g. 8.9 or sm_89)
cli-help-log-sms = Override the number of SMs
cli-help-log-threads = Threads per block for every kernel (work-items per work-group for AMD's). Default: each NVIDIA kernel's best block size (cudaOccMaxPotentialOccupancyBlockSize), so the figure is the best its resources allow; each AMD kernel's largest work-group as compiled (1024, HIP's default, when the log does not say)
cli-help-log-dynamic-smem = Dynamic shared memory (LDS) per block for every kernel, in bytes (the log only knows static `__shared__`; `extern __shared__` arrays get their size at launch). Also used when picking the best block size
cli-help-log-min-occupancy = Flag kernels below this occupancy (0–1, or a percentage such as 50%) and exit with code 1 if any is
cli-help-log-json = Print one JSON array (one object per kernel and architecture, `vendor` "nvidia" or "amd") instead of the table
cli-help-plan-smem-per-thread = NVIDIA: dynamic shared memory that grows with the block size: bytes per thread, added to --dynamic-smem (cudaOccMaxPotentialOccupancyBlockSizeVariableSMem)
cli-help-plan-grid = The grid, in blocks (work-groups)
cli-help-plan-items = Problem size in work items (the grid is items / (threads × --per-thread))
cli-help-plan-per-thread = Work items per thread, with --items. Default 1
cli-help-plan-json = One JSON object instead of the report
cli-help-roofline-flops = Floating-point operations of the kernel (e.g. 2.1e12), 1 to 1e24, with --bytes
cli-help-roofline-bytes = DRAM bytes the kernel moves, 1 to 1e24, with --flops
cli-help-roofline-intensity = Arithmetic intensity in FLOP/byte (1e-9 to 1e9), instead of --flops and --bytes
cli-help-roofline-precision = fp64, fp32 or fp16 (dense FP16/BF16 on tensor or matrix cores)
cli-help-roofline-time = Measured kernel time: seconds, or with a unit (ms, us, ns), to place the achieved point (with --flops and --bytes: the achieved rate is FLOPs over time)
cli-help-roofline-threads = Block size (work-group size) for the full-occupancy figures (on Intel GPUs, for every sub-group size)
cli-help-gpu-gpu = A GPU preset, typed as you like: "4090", "h100 sxm", a100-80g, mi300x, "rx 7900 xtx", "max 1550", b580 (see `occ gpus`)
cli-help-gpu-cc = NVIDIA: a generic device of this compute capability (e.g. 8.9 or sm_89); its SM count is 1 unless --sms is given
cli-help-gpu-arch = AMD: a generic device of this gfx target (e.g. gfx90a, gfx942, gfx1100); its CU count is 1 unless --cus is given. Intel: a generic device of this Xe architecture (gen9, gen11, gen12, xe-dg1, xe-hp, xe-hpg, xe-lpg, xe-hpc, xe2-hpg, xe2-lpg), with --xves for its XVE count
cli-help-gpu-sms = NVIDIA: override the number of SMs
cli-help-gpu-cus = AMD: override the number of CUs
cli-help-gpu-xves = Intel: the GPU's XVEs (EUs; clinfo's "Max compute units"), a whole number of Xe-cores
cli-about-calc = Occupancy of one launch: occupancy data, allocated resources, limiters, physical limits
cli-about-compare = Up to 8 launches side by side (GPUs, kernels or both; every flag takes a comma-separated list): occupancy, resident work-groups, the binding limiters and the next step, the best marked; or --json, --csv, --markdown
cli-about-plan = Launch planning: block-size table, register and shared-memory budgets, next step, grid waves
cli-about-roofline = A kernel on the GPU's roofline (memory- or compute-bound, by how much) and the full-occupancy figures
cli-about-batch = JSON Lines in, JSON Lines out: one result (or { "{" }"error": …{ "}" }) per input line, in order
cli-about-log = Occupancy of every kernel in a build log, NVIDIA's (nvcc -Xptxas -v, ptxas -v, nvlink -v, cuobjdump -res-usage) and AMD's (hipcc -Rpass-analysis=kernel-resource-usage, --save-temps assembly): table or JSON; exit code 1 when a kernel is below --min-occupancy
cli-about-profile = Every kernel launch of a profiler report (Nsight Compute's text output, ncu --csv details page or --page raw page; rocprofv3's kernel trace or counter collection CSV, rocpd's CSV export, rocprof's results.csv): occ's theoretical occupancy beside the profiler's theoretical and achieved ones, where they differ, and why achieved stays below; exit code 1 when a kernel is below --min-occupancy
cli-help-profile-report = The report (ncu's text output, or its --csv details or --page raw page; rocprofv3's kernel_trace.csv or counter_collection.csv; rocprof's results.csv); standard input when absent or -
cli-help-profile-gpu = The GPU the report was taken on, a preset ("v100", "h100 sxm"; see `occ gpus`), when the report names no compute capability or to use the product's own figures
cli-help-profile-arch = The AMD gfx target the report was taken on ("gfx90a", "gfx942"): rocprof's reports name no GPU, only an agent id; or --gpu with an AMD preset, which also gives its CU count
cli-help-profile-sort = Order of the kernels: time (the longest total time first, the default) or gap (the largest gap between theoretical and achieved first)
cli-help-profile-json = Print JSON Lines, one object per kernel and configuration, instead of the table
cli-help-profile-csv = CSV (RFC 4180): the table's columns, a row per kernel and configuration, numbers unformatted (occupancy as a fraction, time in ns)
cli-help-profile-markdown = A GitHub Markdown table: the table's columns, a row per kernel and configuration
cli-about-gpus = List the GPU presets
cli-help-gpus-json = One JSON array with every preset, its values and their sources
cli-help-lang = Language of the report: en (English, the default) or zh (简体中文); also read from OCC_LANG, then LC_ALL, LC_MESSAGES, LANG. --json is the same in every language
cli-help-terms = Vocabulary of the report: own, the GPU vendor's (NVIDIA: threads, warps, blocks, SMs, shared memory; AMD: work-items, waves, work-groups, CUs, LDS; Intel: work-items, sub-groups, work-groups, Xe-cores, SLM), or one for every vendor: cuda, hip, or sycl (also `neutral`: work-items, sub-groups, work-groups, compute units, local memory)
cli-help-amd-vgprs = AMD: arch VGPRs per work-item (the compiler's NumVgprs / .vgpr_count)
cli-help-amd-agprs = AMD (CDNA): accumulation VGPRs per work-item (NumAgprs). Default 0
cli-help-amd-sgprs = AMD: SGPRs per wave (NumSgprs); they limit occupancy on GFX9/CDNA only. Default 0
cli-help-amd-lds = AMD: LDS per work-group (static + dynamic): bytes, or with a K/KiB suffix. Default 0
cli-help-amd-wave-size = AMD: wave size, 32 or 64 (RDNA; GFX9/CDNA run wave64 only). Default: the target's (RDNA 32, else 64)
cli-help-amd-cu-mode = AMD (RDNA): CU mode, a work-group's waves on one CU (2 SIMDs, its LDS) instead of a WGP
cli-help-intel-sub-group = Intel: the sub-group (SIMD) size the kernel is compiled for: 8, 16 or 32 as the architecture allows (the compiler's choice, or [[intel::reqd_sub_group_size(N)]])
cli-help-intel-slm = Intel: SLM (shared local memory) per work-group: bytes, or with a K/KiB suffix. Default 0
cli-help-intel-large-grf = Intel (Xe-HPC): large-GRF mode, 256 registers per hardware thread and half the threads per XVE
cli-help-intel-global = Intel: the launch's global size in work-items (all dimensions multiplied), for the waves over the GPU and its peak and average occupancy
cli-help-kernel-threads = Threads per block (work-items per work-group)
cli-help-nvidia-regs = NVIDIA: registers per thread (from `ptxas -v`)
cli-help-nvidia-static-smem = NVIDIA: static shared memory per block: bytes, or with a K/KiB suffix (48K = 49152). Default 0
cli-help-nvidia-dynamic-smem = NVIDIA: dynamic shared memory per block at launch: bytes, or with a K/KiB suffix. Default 0
cli-help-nvidia-barriers = NVIDIA: block barriers the kernel uses (CC ≥ 9 limits them). Default 1. Intel: whether the kernel uses barriers: --barriers alone (or any count above 0) for yes. Default none
cli-help-nvidia-carveout = NVIDIA: shared-memory carveout preference in percent (0–100), or "default" (the default)
cli-help-nvidia-cache-config = NVIDIA: cache preference: none (the default), shared, l1, equal (Kepler/Fermi; a carveout hint on Volta+)
cli-help-nvidia-opt-in = NVIDIA: the kernel opted into the larger per-block shared-memory limit
cli-help-nvidia-max-dynamic-smem = NVIDIA: cudaFuncAttributeMaxDynamicSharedMemorySize (default: the per-block limit minus static shared memory)
cli-help-nvidia-partitioned-gc = NVIDIA: partitioned global caching on CC 5.2/5.3/6.1/6.2: off (the default), on, strict
cli-help-nvidia-virtual-resources = NVIDIA: virtual resources per block (CUDA 13, CC 10–12). Default 0

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
report-next-title = Next step (the smallest change that raises the occupancy)
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

## occ log: the table of a build log's kernels

# Variables: $name (String) - the product; $cc (String) - its compute capability; $count (String) - its SMs
log-gpu-title = { $name } (CC { $cc }, { $count } { -units })
# Variables: $family (String) - the architecture's family (Ada, Hopper), possibly empty
log-gpu-generic-units = generic CC { $cc } { $family } ({ $count } { -units })
log-gpu-generic = generic CC { $cc } { $family }
log-gpu-label = { input-gpu-label }
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
log-col-occupancy = { plan-col-occupancy }
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
log-amd-col-target = { gpus-col-target }
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

## Errors: a compiler report's figures, and what each should be (errors of `occ log`, the page and `--json`)

error-figure-registers = { plan-limit-registers }
error-figure-barriers = { plan-limit-barriers }
error-figure-shared-memory = shared memory
error-figure-local-memory = local memory
error-figure-constant-bank = constant bank
error-figure-constant-memory = constant memory
error-figure-stack = stack size
error-figure-stack-frame = stack frame
error-figure-spill-stores = spill stores
error-figure-spill-loads = spill loads
error-figure-global-memory = global memory
error-figure-textures = textures
error-figure-surfaces = surfaces
error-figure-samplers = samplers
error-figure-vgprs = VGPRs
error-figure-agprs = AGPRs
error-figure-total-vgprs = total VGPRs
error-figure-sgprs = SGPRs
error-figure-lds-bytes = LDS size
error-figure-scratch-bytes = scratch size
error-figure-sgpr-spills = SGPR spills
error-figure-vgpr-spills = VGPR spills
error-figure-compiler-occupancy = the compiler's occupancy
error-figure-wave-size = wave size
error-figure-max-workgroup-size = max work-group size
error-kind-register-count = a register count
error-kind-byte-count = a byte count
error-kind-bank-number = a bank number
error-kind-wave-count = a wave count
error-kind-wave-size = a wave size
error-kind-item-count = a work-item count
error-kind-count = { cli-what-a-count }
# Variables: $figure (String) - an error-figure-* message; $text (String) - the report's text; $kind (String) - an error-kind-* message; $max (String) - the largest value
error-log-unreadable = { $figure } '{ $text }' is not { $kind } (a whole number from 0 to { $max })
## occ calc: its tables and errors

calc-col-kind = kind
calc-col-name = name
calc-col-value = value
calc-col-binding = binding
calc-col-why = why
calc-col-figure = figure
calc-col-limiter = { log-col-limiter }
calc-col-allows = allows
report-no-limit = no limit
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
    [one] { -hw }
   *[other] { -hws }
}
# Variables: $budget, $slots, $xves, $threads, $normal (String) - thread slots used and had, XVEs, threads per XVE in large-GRF mode and without
report-intel-why-slots-large = in large-GRF mode { -a-unit } runs { $budget } of its { $slots } { -slots } ({ $xves } { -simds } × { $threads } { -hws } instead of { $normal }: twice the registers per { -hw })
# Variables: $slots, $xves, $threads (String) - thread slots, XVEs, threads per XVE
report-intel-why-slots = { -a-unit } has { $slots } { -slots } ({ $xves } { -simds } × { $threads } { -hws })
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
report-amd-why-no-lds = { report-intel-why-no-slm }
# Variables: $mode (String) - CU or WGP; $count (String) - work-groups; $allows (String) - a report-amd-per-simd* message
report-amd-why-workgroups = { $mode } holds { $count } { -blocks } with a barrier: { $allows }
report-amd-why-no-barrier = one-{ -warp } { -blocks } need no barrier slot
# Variables: $items, $waves, $wave_size (String) - work-items, the waves they are, the wave size
report-amd-why-waves-group = { $items } { -threads } are { $waves } { -warps } of { $wave_size }
# Variables: $group (String) - report-amd-why-waves-group; $slots, $mode, $max, $simds, $groups (String); $allows (String) - a report-amd-per-simd* message
report-amd-why-waves = { $group }; the { $slots } { -warp } slots of { $mode } ({ $max } per { -simd } × { $simds }) hold { $groups } whole { -blocks }: { $allows }
# Variables: $threads, $max (String) - threads per block and the most a block may have
report-nvidia-why-threads-over = { $threads } { -threads } per { -block } exceeds the maximum of { $max } → 0 { -blocks }
# Variables: $threads (String); $warps (Number) - warps per block; $max (String) - warps per SM; $allows (String) - report-blocks or report-no-limit
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
# Variables: $allows (String) - report-no-limit
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

## The reports of occ calc: sections, labelled rows and the launch (every vendor)

calc-gpu = { input-gpu-label }
calc-kernel = Kernel
calc-occupancy-data = Occupancy data
calc-allocated = Allocated resources
calc-limiters = Occupancy limiters (* = binding)
calc-physical = Physical limits
calc-launch = { shell-launch-title }
calc-warnings = Warnings
report-occupancy = Occupancy
report-theoretical-occupancy = Theoretical occupancy
calc-boost-clock = Boost clock
# Variables: $mhz (String) - the clock
calc-mhz = { $mhz } MHz
# Variables: $count (String) - bytes
report-bytes = { $count } B
# Variables: $list (String) - sizes in KiB, comma-separated
report-kib = { $list } KiB
# Variables: $value, $max (String) - a count and the most there can be
report-of = { $value } of { $max }
# Variables: $count (String) - a count
report-per-thread = { $count } per { -thread }
report-per-warp = { $count } per { -warp }
report-per-block = { $count } per { -block }
# Variables: $unit (String) - what a work-group runs on (report-unit, or WGP)
report-per = { $count } per { $unit }
report-unit = { plan-unit }
# RDNA's work-group processor, no vocabulary's word
report-wgp = { plan-wgp }
# The same with its article
report-a-unit = { -a-unit }
report-a-wgp = a WGP
report-blocks-label = { -Blocks }
calc-col-per-block = per { -block }
calc-col-per-unit = per { -unit }
calc-col-limit-per-unit = limit per { -unit }
calc-col-blocks = { -blocks }
calc-col-used = used
calc-col-available = available
limiter-registers = Registers
limiter-barriers = { plan-step-barriers }
# Variables: $list (String) - the limiters so far; $limit (String) - the next one
report-limit-more = { $list }, { $limit }
# Variables: $binds (String) - the limiters that bind, listed with report-limit-more
report-next-none-binds = none: no single change raises the occupancy (limited by { $binds })
limiter-slots = { -Block } slots
report-warp-sizes = { -Warp } sizes
report-max-threads-per-block = Max { -threads } per { -block }
report-max-blocks-per-unit = Max { -blocks } per { -unit }
report-max-smem-per-block = Max { -smem } per { -block }
report-units = { -Units }

## The report of occ calc on an NVIDIA GPU

# Variables: $cc (String) - compute capability; $family (String) - the architecture's family, possibly empty
calc-nvidia-generic-unknown = generic CC { $cc } { $family } ({ -unit } count unknown: grid figures are per { -unit })
# Variables: $threads (String) - per block; $regs (String) - per thread; $static_bytes, $dynamic_bytes (String) - shared memory
calc-nvidia-kernel = { $threads } { -threads }/{ -block }, { $regs } registers/{ -thread }, { $static_bytes } static + { $dynamic_bytes } dynamic { -smem }
# Variables: $percent (String) - the carveout preference
calc-nvidia-carveout = , carveout { $percent } %
report-nvidia-active-threads = Active { -threads } per { -unit }
report-nvidia-active-warps = Active { -warps } per { -unit }
report-nvidia-active-blocks = Active { -blocks } per { -unit }
limiter-warps = { -Warps }
limiter-smem = { -Smem }
limiter-blocks = { -Blocks } per { -unit }
limiter-virtual = { input-vr-label }
# Variables: $count (String) - blocks
calc-nvidia-blocks = { $count } { -blocks }
report-nvidia-cc = Compute capability
report-nvidia-threads-per-warp = { -Threads } per { -warp }
report-nvidia-max-warps = Max { -warps } per { -unit }
report-nvidia-max-threads = Max { -threads } per { -unit }
report-nvidia-registers = Registers per { -unit }
report-nvidia-max-registers-block = Max registers per { -block }
report-nvidia-max-registers-thread = Max registers per { -thread }
report-nvidia-register-unit = Register allocation unit
report-nvidia-warp-granularity = { -Warp } allocation granularity
report-nvidia-smem = { -Smem } per { -unit }
report-nvidia-max-smem-optin = Max { -smem } per { -block } (opt-in)
report-nvidia-smem-unit = { -Smem } allocation unit
report-nvidia-reserved-smem = Reserved { -smem } per { -block }
report-nvidia-carveouts = { -Smem } carveouts
report-nvidia-barriers = Barriers per { -unit }
report-nvidia-virtual = Virtual resources per { -unit }
calc-nvidia-best-size = Best { -block } size
# Variables: $threads (String) - the best block size; $blocks (String) - the grid that fills the GPU
calc-nvidia-best = { $threads } { -threads } (minimum grid for a full GPU: { $blocks } { -blocks })
calc-nvidia-none-fits = { log-none-fits }
calc-nvidia-dynamic-available = Dynamic { -smem } available
# Variables: $bytes (String) - dynamic shared memory a block can have; $blocks (String) - blocks per SM
calc-nvidia-dynamic-at = { $bytes } at { $blocks } { -blocks } per { -unit }
# Variables: $what (String) - what to lower; $now, $then (String) - from and to; $gives (String) - blocks per SM after
calc-nvidia-step-summary = { $what } { $now } → { $then }: { $gives } { -blocks }/{ -unit }
# Variables: $what (String) - plan-col-size; $now, $then (String) - threads per block from and to; $percent (String) - the occupancy it gives
calc-nvidia-step-size-summary = { $what } { $now } → { $then }: { $percent }

## The report of occ calc on an AMD GPU

# Variables: $name (String) - the product; $arch, $family (String) - its gfx target; $count (String) - its CUs
calc-amd-title = { $name } ({ $arch }, { $family }, { $count } { -units })
calc-amd-generic = generic { $arch }, { $family } ({ $count } { -units })
calc-amd-generic-unknown = generic { $arch }, { $family } ({ -unit } count unknown: grid figures are per { -unit })
# Variables: $items (String) - the work-group size; $wave_size (String) - 32 or 64; $waves (String) - the waves it is
report-amd-kernel-group = { $items } { -threads }/{ -block } (wave{ $wave_size }, { $waves } { -warps })
# Variables: $vgprs, $agprs (String) - per work-item; $sgprs (String) - per wave
report-amd-kernel-registers = { $vgprs } VGPRs + { $agprs } AGPRs/{ -thread }, { $sgprs } SGPRs/{ -warp }
# Variables: $group (String) - report-amd-kernel-group; $registers (String) - report-amd-kernel-registers; $lds (String) - bytes
report-amd-kernel = { $group }, { $registers }, { $lds } { -smem }
report-amd-cu-mode = , { -Unit } mode
report-amd-waves-per-simd = { -Warps } per { -simd } (the compiler's Occupancy)
# Variables: $unit (String) - report-unit or report-wgp
report-amd-blocks-per = { -Blocks } per { $unit }
report-amd-waves-per = { -Warps } per { $unit }
calc-amd-col-waves = { -warps } per { -simd }
limiter-size = { input-t-label-group }
limiter-vgprs = { error-figure-vgprs }
limiter-sgprs = { error-figure-sgprs }
# Variables: $count (String) - VGPRs per lane
report-amd-per-lane = { $count } per { -simd } lane
# Variables: $count (String) - SGPRs per wave
report-amd-at-most-per-warp = ≤ { $count } per { -warp }
# Variables: $count (String) - bytes
report-amd-bytes-per = { $count } B per { $unit }
report-amd-next-none-needed = none needed: every { -simd } holds its maximum of { -warps }
# Variables: $count (String) - the amount to drop to
report-amd-target-vgprs = { $count } VGPRs
report-amd-target-sgprs = { $count } SGPRs
report-amd-target-lds = { $count } bytes of { -smem }
report-amd-target-size = { $count } { -threads } per { -block }
# Variables: $then, $now (String) - waves per SIMD after and now; $current (String) - the amount now
report-amd-step-gain = { $then } { -warps } per { -simd } (now { $now } at { $current })
# Variables: $what (String) - the limiter; $target (String) - a report-amd-target-* message; $gain (String) - report-amd-step-gain
report-amd-step = { $what }: drop to { $target } for { $gain }
# Variables: $arch (String) - the gfx target; $wave_size (String) - 32 or 64
report-amd-thresholds = VGPR thresholds on { $arch } (wave{ $wave_size }; VGPRs counted, AGPRs included)
calc-amd-thresholds-vgprs = VGPRs ≤
calc-amd-this-kernel = ← this kernel
report-amd-target = { log-amd-target-label }
report-amd-simds-per = { -Simds } per { $unit }
report-amd-max-waves-simd = Max { -warps } per { -simd }
report-amd-max-waves-per = Max { -warps } per { $unit }
report-amd-max-blocks-per = Max { -blocks } per { $unit } (barrier slots)
# Variables: $wave_size (String) - 32 or 64
report-amd-vgprs-per-lane = VGPRs per { -simd } lane (wave{ $wave_size })
report-amd-vgpr-unit = VGPR allocation unit
report-amd-max-vgprs = Max VGPRs per { -thread }
# Variables: $vgprs, $agprs (String) - the most of each
report-amd-max-vgprs-agprs = { $vgprs } (+ { $agprs } AGPRs)
report-amd-max-sgprs = Max SGPRs per { -warp }
# Variables: $count (String) - SGPRs
report-amd-no-occupancy-limit = { $count } (no occupancy limit)
report-amd-lds-per = { -Smem } per { $unit }
report-amd-lds-unit = { report-nvidia-smem-unit }
# Variables: $what (String) - what to lower; $now, $then (String) - from and to; $gives (String) - waves per SIMD after
calc-amd-step-summary = { $what } { $now } → { $then }: { $gives } { -warps }/{ -simd }
calc-amd-change-vgprs = { input-r-label-amd }
calc-amd-change-sgprs = { input-sg-label }
calc-amd-change-lds = { plan-step-smem }

## The report of occ calc on an Intel GPU

# Variables: $cores (String) - the Xe-cores, a fraction on a fused part; $xves (String) - the XVEs
calc-intel-cores = { $cores } { -units }, { $xves } { -simds }
# Variables: $name (String) - the product; $arch, $family (String) - its architecture; $cores (String) - calc-intel-cores
calc-intel-title = { $name } ({ $arch }, { $family }, { $cores })
calc-intel-generic = generic { $arch }, { $family } ({ $cores })
calc-intel-generic-unknown = generic { $arch }, { $family } ({ -simd } count unknown: figures are per { -unit }; give --xves for the GPU's)
# Variables: $xves (String) - the GPU's XVEs; $cores (String) - the Xe-cores they are; $per_core (String) - XVEs per Xe-core
report-intel-fused = { $xves } { -simds } are { $cores } { -units } of { $per_core }: per-{ -unit } figures are those of a full { -unit }; the GPU-level figures count { $cores } { -units }, as Intel's calculator does.
# Variables: $items (String) - the work-group size; $sub_group (String) - the sub-group size; $threads (String) - the hardware threads
report-intel-kernel-group = { $items } { -threads }/{ -block } in { -warps } of { $sub_group } ({ $threads } { -hws })
# Variables: $group (String) - report-intel-kernel-group; $slm (String) - bytes; $barriers (String) - report-intel-barriers or -no-barriers; $grf (String) - report-intel-grf-*
report-intel-kernel = { $group }, { $slm } { -smem }, { $barriers }, { $grf } GRF
report-intel-barriers = barriers
report-intel-no-barriers = no barriers
report-intel-grf-large = large
report-intel-grf-small = small
report-intel-occupancy = { -Unit } occupancy ({ -hws } / { -slots })
report-intel-blocks-per-unit = { limiter-blocks }
report-intel-threads-per-block = { -Hws } per { -block }
report-intel-threads-per-unit = { -Hws } per { -unit }
report-intel-slm-allocated = { -Smem } per { -block } (allocated)
limiter-hw-threads = { -Hws }
limiter-barrier-registers = Barrier registers
# Variables: $count (String) - hardware threads
report-intel-threads = { $count } threads
# Variables: $value, $max (String) - thread slots used and had
report-intel-of-large = { $value } of { $max } (large GRF)
report-intel-next-none-needed = none needed: the { -blocks } fill every { -hw } the { -unit } has
# Variables: $count (String) - the work-group size to shrink to
report-intel-change-size = shrink the { -block } to { $count } { -threads }
report-intel-change-no-slm = use no { -smem }
# Variables: $count (String) - the work-group size to grow to
report-intel-change-grow = grow the { -block } to { $count } { -threads }
# Variables: $bytes (String) - the SLM to drop to
report-intel-change-slm = drop to { $bytes } of { -smem }
report-intel-change-no-barriers = use no barriers
# Variables: $what (String) - the limiter; $change (String) - a report-intel-change-* message; $then, $now (String) - hardware threads per Xe-core after and now
report-intel-step = { $what }: { $change } for { $then } { -hws } per { -unit } ({ $now } now)
# Variables: $items (String) - the global size
report-intel-gpu-title = GPU occupancy (global size { $items } { -threads })
# Variables: $count (String) - the grid's work-groups; $per_wave (String) - per wave; $per_unit (String) - per Xe-core; $units (String) - Xe-cores
report-intel-gpu-blocks = { $count } ({ $per_wave } per wave: { $per_unit } per { -unit } × { $units } { -units })
report-intel-waves = Waves
# Variables: $waves (String) - four decimals; $full (String) - full waves; $tail (String) - report-intel-no-tail or -tail
report-intel-gpu-waves = { $waves } ({ $full } full, { $tail })
report-intel-no-tail = no tail
# Variables: $count (String) - work-groups in the last wave
report-intel-tail = a tail of { $count } { -blocks }
report-intel-peak = Peak GPU occupancy
report-intel-average = Average GPU occupancy (over the waves)
report-intel-architecture = Architecture
calc-intel-unknown = unknown (give --xves)
report-intel-simds-per-unit = { -Simds } per { -unit }
report-intel-threads-per-simd = { -Hws } per { -simd }
# Variables: $count, $large (String) - threads per XVE, and in large-GRF mode
report-intel-threads-large = { $count } ({ $large } in large-GRF mode)
report-intel-slots = { -Slots } per { -unit }
report-intel-slm-per-unit = { report-nvidia-smem }
report-intel-slm-sizes = { -Smem } allocation sizes
report-intel-barriers-per-unit = Barrier registers per { -unit }
report-intel-large-grf = Large-GRF mode
report-intel-large-grf-yes = yes (256 registers per { -hw }, half the { -hws })
report-intel-large-grf-no = no (not in Intel's calculator for this architecture)

## What a report warns of (also the warnings of occ batch's JSON, in English)

# Variables: $threads (String) - the block size; $size (String) - the warp size
report-warn-partial-warp = { $threads } { -threads } is not a multiple of the { -warp } size ({ $size }): the last { -warp } of every { -block } is partly idle
# Variables: $failure (String) - a report-nvidia-failure-* message
report-nvidia-warn-none-fit = 0 { -blocks } fit: { $failure }
# Variables: $threads (String) - the block size; $max (String) - the kernel's maximum
report-nvidia-warn-launch-bounds = { $threads } { -threads } per { -block } exceeds the kernel's max_threads_per_block ({ $max }, from __launch_bounds__): the launch fails
report-nvidia-warn-registers = ptxas never allocates more than 255 registers per { -thread }
report-nvidia-warn-partitioned-off = partitioned global caching was switched off: { -a-block } does not fit in half { -a-unit }
# Variables: $cc (String) - the compute capability
report-nvidia-warn-partitioned-ignored = partitioned global caching is ignored: CC { $cc } does not support it (only 5.2, 5.3, 6.1 and 6.2 do)
# Variables: $threads, $max (String) - the block size and the device's maximum
report-nvidia-failure-block = { $threads } { -threads } per { -block } exceeds the device maximum of { $max }: the launch fails
# Variables: $regs, $max (String) - registers per thread and the maximum
report-nvidia-failure-registers = { $regs } registers per { -thread } exceeds the maximum of { $max }: the launch fails
# Variables: $needed, $max (String) - registers
report-nvidia-failure-block-registers = the { -block } needs { $needed } registers but at most { $max } are available per { -block }: the launch fails
# Variables: $needed, $max (String) - bytes
report-nvidia-failure-smem = the { -block } needs { $needed } bytes of { -smem } but the per-{ -block } limit is { $max }: the launch fails
# Variables: $dynamic, $max (String) - bytes
report-nvidia-failure-dynamic = { $dynamic } bytes of dynamic { -smem } exceeds the kernel's max_dynamic_smem of { $max }: the launch fails
# Variables: $barriers, $available (String) - barriers
report-nvidia-failure-barriers = { $barriers } barriers per { -block } exceeds the { $available } available per { -unit }
# Variables: $used, $available (String) - virtual resources
report-nvidia-failure-virtual = { $used } virtual resources per { -block } exceeds the { $available } available per { -unit }
report-nvidia-failure-half = with partitioned global caching forced on (strict) { -a-block } must fit in half { -a-unit }, and this one does not
# Variables: $waves (String) - a work-group's waves; $simds (String) - SIMDs per CU; $per_simd (String) - waves per SIMD they need
report-amd-warn-none-fit = 0 { -blocks } fit per { -unit }: { -a-block }'s { $waves } { -warps } over { $simds } { -simds } need { $per_simd } { -warps } per { -simd }, more than the registers allow; the compiler limits registers for this { -block } size (or spills)
# Variables: $items (String) - the work-group size; $size (String) - the sub-group size
report-intel-warn-partial = { $items } { -threads } is not a multiple of the { -warp } size ({ $size }): the last { -hw } of every { -block } is partly idle
# Variables: $bytes, $allocated (String) - asked and allocated
report-intel-warn-slm-rounded = { $bytes } of { -smem } is allocated as { $allocated }, the next of the target's allocation sizes
# Variables: $percent (String) - a percent message
report-intel-warn-large-grf = large-GRF mode: { -a-unit } runs half its { -slots }, so occupancy tops out at { $percent }

## occ compare: its table

compare-col-occupancy = { report-occupancy }
compare-col-resident = Resident
compare-col-limiters = Limiters
compare-col-next-step = Next step
# The CSV's header (each flag's column is headed by the flag's name)
compare-csv-launch = launch
compare-csv-gpu = gpu
compare-csv-vendor = { gpus-col-vendor }
compare-csv-occupancy = { plan-col-occupancy }
compare-csv-resident = resident
compare-csv-per = per
compare-csv-limiters = limiters
compare-csv-next-step = next_step
compare-csv-best = { plan-mark-best }
compare-csv-error = { log-severity-error }
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
compare-unit = { plan-unit }
# Variables: $step (String) - the first step; $more (String) - how many more
compare-more-steps = { $step } (+{ $more } more in occ plan)
# Variables: $flags (String) - the flags every launch shares, as typed
compare-every-launch = Every launch: { $flags }
# Variables: $note, $launch (String) - numbers; $gpu (String) - the preset; $why (String) - the error or why nothing fits
compare-note = [{ $note }] launch { $launch } ({ $gpu }): { $why }
# Variables: $first (String) - the first launch's error
compare-all-failed = every launch failed ([1] { $first }): each one's answer above says why

## Errors: an input's field (as `occ batch` names it) and why it was refused, with the valid range

# Variables: $field (String) - the field; $value, $min, $max (String) - numbers
error-out-of-range = { $field } = { $value } is out of range: valid values are { $min } to { $max }
# Variables: $cc (String) - major.minor
error-unknown-cc = device.cc = { $cc } is not a known compute capability: valid values are 1.0-1.3, 2.0, 2.1, 3.x, 5.x, 6.x, 7.x, 8.x, 9.x, 10.0/10.1/10.3/10.7, 11.0/11.1/11.3/11.7 and 12.0/12.1
# Variables: $field, $other (String) - two fields that give the same quantity
error-conflict = give either { $field } or { $other }, not both
# Variables: $field, $needs (String) - fields; $message (String) - an error- message, what the other takes
error-needs = { $field } needs { $needs }: { $message }
# Variables: $a, $b (String) - two values
error-or = { $a } or { $b }
# Variables: $text (String) - what was given
error-not-cc = '{ $text }' is not a compute capability (expected e.g. 8.9, sm_89 or compute_100)
error-batch-not-cc-json = '{ $text }' is not a compute capability (expected e.g. "8.9")
error-batch-bad-gc = '{ $text }' is not one of off, on, strict
error-batch-bad-cache-config = '{ $text }' is not one of none, shared, l1, equal
# Variables: $cc (String) - the compute capability
error-batch-required-generic = required: CC { $cc } has no generic device to take it from
# Variables: $value, $largest (String) - bytes; $extra (String) - reserved bytes; $cc (String) - the compute capability
error-carveout = { $value } bytes exceeds the largest shared-memory carveout of CC { $cc } ({ $largest } bytes)
error-carveout-reserved = { $value } bytes plus { $extra } reserved exceeds the largest shared-memory carveout of CC { $cc } ({ $largest } bytes)

## Errors: choosing a GPU

# Variables: $name (String) - the preset; $vendor (String) - AMD or Intel; $target (String) - its gfx target or Xe architecture
error-gpu-not-nvidia = { $name } is an { $vendor } GPU ({ $target }): NVIDIA's device properties do not apply to it
# Variables: $count, $max (String) - characters
error-gpu-name-too-long = a GPU name of { $count } characters is longer than the { $max } a name may have (try `occ gpus` for the list)
error-gpu-empty = empty GPU name (try `occ gpus` for the list)
# Variables: $query (String) - the name as given
error-gpu-brand-only = '{ $query }' names a brand but no product: add the model, e.g. 'rtx 4090' or 'mi300x'
error-gpu-no-letter = '{ $query }' has no Latin letter or digit to match a GPU name by (try `occ gpus` for the list)
# Variables: $query (String) - the name as given; $closest (String) - the nearest presets' names
error-gpu-no-match = no GPU preset matches '{ $query }'; closest: { $closest }
# Variables: $query (String) - the name as given; $names (String) - the presets it matches
error-gpu-ambiguous = '{ $query }' is ambiguous: it matches { $names }
# Variables: $arch (String) - the --arch given
cli-error-nvidia-only-intel-arch = { $arch } is an Intel architecture: this command works on NVIDIA GPUs only
cli-error-nvidia-only-amd-arch = { $arch } is an AMD target: this command works on NVIDIA GPUs only
# Variables: $name (String) - the preset; $vendor (String) - AMD or Intel; $target (String) - its gfx target or Xe architecture
cli-error-nvidia-only-gpu = { $name } is an { $vendor } GPU ({ $target }): this command works on NVIDIA GPUs only

## The Python package's own refusals: what no CLI flag has (its arguments named as Python spells them)

# Variables: $argument (String) - the argument given; $known (String) - the arguments there are
cli-py-not-an-argument = { $argument }: not an argument of occ; the arguments are { $known }
# Variables: $argument (String) - the argument
cli-py-expected-text = { $argument }: expected a string
# Variables: $argument (String) - the argument; $max (String) - the largest whole number
cli-py-expected-count = { $argument }: expected a whole number from 0 to { $max }
# Variables: $argument (String) - the argument; $type (String) - the Python type given
cli-py-expected-value = { $argument }: expected an integer, a bool or a string, not { $type }
cli-py-no-gpu = gpu: give gpu (a preset), cc (NVIDIA) or arch (AMD, Intel), and threads
# Variables: $index (String) - the launch's index in the list; $type (String) - the Python type given
cli-py-expected-launch = launches[{ $index }]: expected a dict of calc's arguments, not { $type }
# Variables: $text (String) - the order given
cli-py-bad-sort = sort: '{ $text }' is not time or gap
# Variables: $argument (String) - the argument; $dtype (String) - the NumPy dtype given
cli-py-expected-array = { $argument }: expected an array of integers, not of { $dtype }
# Variables: $arguments (String) - the array arguments; $error (String) - NumPy's words
cli-py-shapes = { $arguments }: the arrays' shapes do not broadcast together ({ $error })
# Variables: $argument (String) - the argument; $vendor (String) - NVIDIA, AMD or Intel
cli-py-not-of-vendor = { $argument }: not an argument of { $vendor } GPUs
# Variables: $error (String) - the launch's error; $index (String) - its index in the broadcast arrays
cli-py-at-index = { $error } (at index { $index } of the broadcast arrays)

## Errors: AMD's targets and kernels

# Variables: $name (String) - what was given; $list (String) - the targets
error-batch-amd-bad-arch = '{ $name }' is not a known gfx target: valid values are { $list }
# Variables: $size (String) - the wave size; $arch (String) - the target; $valid (String) - its wave sizes
error-amd-wave-size = { $size } is not a wave size of { $arch }: valid values are { $valid }
# Variables: $arch (String) - the target; $value (String) - the AGPRs given
error-amd-no-agprs = { $arch } has no AGPRs (accumulation registers are CDNA's: gfx908, gfx90a, gfx94x, gfx950): the only valid value is 0, not { $value }
# Variables: $arch (String) - the target
error-amd-no-wgp = { $arch } has no WGP mode: CU mode applies to RDNA targets (gfx10 and later) only
# Variables: $items, $waves, $simds (String) - counts
error-amd-group = a work-group of { $items } work-items puts { $waves } waves on each of { $simds } SIMDs
# Variables: $group (String) - an error-amd-group message; $budget, $pool (String) - VGPRs; $arch (String) - the target
error-amd-group-budget = { $group }, so one wave may count at most { $budget } VGPRs of the { $pool } per SIMD on { $arch }
# Variables: $vgprs, $aligned, $agprs, $counted (String) - registers
error-amd-unified-sum = { $vgprs } arch VGPRs (aligned to { $aligned }) + { $agprs } AGPRs = { $counted } VGPRs
# Variables: $sum (String) - an error-amd-unified-sum message; $group (String) - an error-amd-group-budget message; $max (String) - AGPRs
error-amd-unified = { $sum }; { $group }: valid values are 0 to { $max } AGPRs with these arch VGPRs
# Variables: $count (String) - the registers given; $group (String) - an error-amd-group-budget message; $max (String) - registers
error-amd-agprs = { $count } AGPRs; { $group }: valid values are 0 to { $max }
error-amd-vgprs = { $count } VGPRs; { $group }: valid values are 0 to { $max }
# Variables: $items (String) - the work-group size; $unit (String) - CU or WGP; $arch (String) - the target
plan-error-amd-none-fits = no work-group of { $items } work-items fits a { $unit } of { $arch }
# Variables: $max (String) - the most work-groups
plan-error-no-launch = 0 work-groups is no launch: valid values are 1 to { $max }

## Errors: Intel's architectures and kernels

# Variables: $name (String) - what was given; $list (String) - the architectures
error-batch-intel-bad-arch = '{ $name }' is not a known Xe architecture: valid values are { $list }
# Variables: $size (String) - the sub-group size; $arch, $family (String) - the architecture; $list (String) - its sizes
error-intel-sub-group = { $size } is not a sub-group size of { $arch } ({ $family }): valid values are { $list }
# Variables: $arch, $family (String) - the architecture; $with (String) - the architectures that have it
error-intel-no-large-grf = { $arch } ({ $family }) has no large-GRF mode in Intel's calculator (only { $with } has): the only valid value is false
# Variables: $items, $size, $threads (String) - work-items, sub-group size, hardware threads
error-intel-hw-threads = { $items } work-items in sub-groups of { $size } are { $threads } hardware threads
# Variables: $arch (String) - the architecture; $budget (String) - hardware threads; $xves (String) - XVEs per Xe-core; $per (String) - threads per XVE
error-intel-xe-core-runs = an Xe-core of { $arch } runs { $budget } ({ $xves } XVEs × { $per } threads)
error-intel-xe-core-runs-large = in large-GRF mode an Xe-core of { $arch } runs { $budget } ({ $xves } XVEs × { $per } threads)
# Variables: $threads (String) - an error-intel-hw-threads message; $runs (String) - an error-intel-xe-core-runs message; $max, $size (String) - work-items
error-intel-too-many-threads = { $threads }, and { $runs }: valid values are 1 to { $max } with sub-groups of { $size }
# Variables: $count (String) - XVEs; $arch (String) - the architecture; $per (String) - XVEs per Xe-core; $valid (String) - an error-intel-xves-multiples or -fused message
error-intel-xves = { $count } XVEs is not a whole number of Xe-cores nor a part Intel's calculator lists: { $arch } has { $per } XVEs per Xe-core, so { $valid }
# Variables: $per (String) - XVEs per Xe-core; $multiples (String) - its first multiples
error-intel-xves-multiples = valid values are positive multiples of { $per } ({ $multiples } …)
# Variables: $multiples (String) - an error-intel-xves-multiples message; $counts (String) - fused parts' XVEs; $arch (String) - the architecture
error-intel-xves-fused = { $multiples }, or { $counts } (parts Intel's calculator lists for { $arch })
# Variables: $count (String) - XVEs; $cores (String) - Xe-cores, a fraction; $per (String) - XVEs per Xe-core
error-batch-intel-fused = { $count } XVEs are { $cores } Xe-cores of { $per } (a fused part Intel's calculator lists): figures over whole Xe-cores need a multiple of { $per }
# Variables: $per (String) - XVEs per Xe-core; $offers (String) - the calculator's XVE counts; $arch (String) - the architecture
error-batch-intel-needs-xves = the GPU's XVE count, a multiple of { $per } (Intel's calculator offers { $offers } for { $arch })
plan-error-intel-none-fits = no work-group fits an Xe-core
# Variables: $items (String) - the work-group size
error-intel-none-fits-items = no work-group of { $items } work-items fits an Xe-core
# Variables: $arch (String) - the architecture; $items, $max (String) - work-items
plan-error-intel-no-sub-group = no sub-group size of { $arch } runs a work-group of { $items } work-items (valid sizes are 1 to { $max })
# Variables: $global, $size, $second, $third (String) - work-items
error-intel-global = { $global } work-items is not a positive multiple of the work-group size ({ $size }): SYCL's nd_range divides the global size into whole work-groups; valid values are { $size }, { $second }, { $third } …
# Variables: $cores, $per (String) - Xe-cores, work-groups per Xe-core
error-intel-no-xe-core = the launch needs at least one Xe-core holding a work-group ({ $cores } Xe-cores × { $per } work-groups)
# Variables: $groups, $items, $max (String) - counts
plan-error-intel-grid = { $groups } work-groups of { $items } work-items is not a global size: valid values are 1 to { $max } work-groups

## Errors: the page's fields

# Variables: $text (String) - what was given
error-page-not-switch = '{ $text }' is not 0 or 1
# Variables: $text (String) - what was given (its start); $list (String) - the choices
error-page-not-choice = '{ $text }' is not one of { $list }
# Variables: $range (String) - an error-page-range message
error-page-required = a value is required: { $range }
# Variables: $min, $max (String) - numbers
error-page-range = { cli-valid-range }
# Variables: $text (String) - what was given; $range (String) - an error-page-range message
error-page-not-whole = '{ $text }' is not a whole number: { $range }
error-page-not-bytes = '{ $text }' is not a whole number of bytes (or KiB with a K suffix): { $range }
# Variables: $text (String) - what was given; $cc (String) - the compute capability
error-page-no-carveouts = '{ $text }' KiB: CC { $cc } has no carveouts, only the driver default (-1)
# Variables: $text (String) - what was given; $cc (String) - the compute capability; $list (String) - the carveouts, KiB
error-page-not-carveout = '{ $text }' KiB is not a carveout of CC { $cc }: valid values are -1 (driver default) or { $list } KiB
# Variables: $per (String) - XVEs per Xe-core; $offers (String) - the calculator's XVE counts; $arch (String) - the architecture
error-page-needs-xves = the waves over the GPU need its XVE count: give the XVE count (a multiple of { $per }; Intel's calculator offers { $offers } for { $arch }), or leave the global size empty
# Variables: $max, $count (String) - characters
error-page-gpu-too-long = a GPU name has at most { $max } characters (this one has { $count })
# Variables: $id (String) - what was given
error-page-not-generic-cc = '{ $id }' is not a generic compute capability (e.g. cc-8.9)
# Variables: $gpu (String) - the GPU; $vendor (String) - AMD or Intel
error-page-no-nvidia-device = { $gpu } is an { $vendor } GPU: it has no NVIDIA device
# Variables: $text (String) - what was given; $example (String) - a number
error-page-not-positive = '{ $text }' is not a positive number: e.g. { $example }
# Variables: $text (String) - what was given
error-page-not-time = '{ $text }' is not a positive time: e.g. 1.25 (milliseconds), 1.25 ms, 850 us or 0.002 s

## Errors: compilers' reports

# Variables: $tool (String) - ptxas or nvlink
error-log-no-registers = { $tool } reported no register count for this function
# Variables: $bytes, $max (String) - bytes
error-log-smem = { $bytes } bytes of shared memory is more than a block can have: valid values are 0 to { $max }
error-log-no-vgprs = the report has no VGPR count
# Variables: $bytes, $max (String) - bytes; $arch (String) - the target
error-log-lds = { $bytes } bytes is more than { $arch } has per work-group: valid values are 0 to { $max }
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

## The page's "what if" charts (the charts module loaded on demand): titles, axes, series, descriptions
chart-title-block-size = Impact of varying { -block } size
chart-title-registers = Impact of varying register count per { -thread }
chart-title-smem-usage = Impact of varying { -smem } usage per { -block }
chart-title-block-barriers = Impact of varying { -block } barriers
chart-title-vgprs = Impact of varying VGPRs per { -thread }
chart-title-smem = Impact of varying { -smem } per { -block }
chart-title-sgprs = Impact of varying SGPRs per { -warp }
chart-title-grf = Impact of the GRF mode
chart-title-barriers = Impact of barriers
chart-x-block-size = { input-t-label }
chart-x-registers = { input-r-label }
chart-x-smem = { -Smem } per { -block } (KiB)
chart-x-barriers = { input-b-label }
chart-x-vgprs = { input-r-label-amd }
chart-x-sgprs = { input-sg-label }
chart-y-active-warps = { report-nvidia-active-warps }
chart-y-waves = { page-tools-md-waves-per-simd }
chart-y-hws = { report-intel-threads-per-unit }
chart-series-active-warps = Active { -warps }
# Variables: $bytes (String) - the shared memory of one SM, in bytes
chart-series-smem-per-unit = { $bytes } B { -smem } per { -unit }
# Variables: $kib (String) - the carveout, in KiB
chart-series-carveout = { $kib } KiB carveout
# Variables: $size (String) - a sub-group size
chart-series-sub-groups = { -Warps } of { $size }
chart-series-hws = { limiter-hw-threads }
chart-series-small-grf = Small GRF (128 registers)
chart-series-large-grf = Large GRF (256 registers)
chart-series-no-barriers = No barriers
chart-series-barriers = Barriers
chart-series-this-launch = This launch
# Variables: $number (String) - the pinned launch's place; $gpu (String) - its GPU
chart-series-pinned = { $number }. { $gpu }
# Variables: $title, $x, $y (String) - the chart's title and axes; $max (String) - the vertical axis's end; $value (String) - the current configuration's x; $result (String) - its y; $more (String) - chart-describe-more, each
chart-describe = { $title }: { $x } on the horizontal axis, { $y } on the vertical axis (0 to { $max }). The current configuration, { $x } = { $value }, gives { $result } ({ $y }){ $more }.
# Variables: $bytes (String) - a size in bytes
chart-describe-bytes = { $bytes } bytes
# Variables: $series (String) - a further series' label; $value (String) - its value at the current configuration
chart-describe-more = ; { $series } { $value }
chart-overlay-pinned = Show the pinned launches on the block-size chart
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
# Variables: $groups (String) - the grid in work-groups; $size (String) - the work-group size; $items (String) - the work-items; $max (String) - the most a dimension holds
plan-amd-grid-too-big = { $groups } { -blocks } of { $size } are { $items } { -threads }, more than a one-dimensional grid holds ({ $max } in the dispatch's grid_size_x): give each { -thread } more work or use a grid-stride loop.

## Profiler reports (occ profile): every launch a profiler measured, occ's answer beside the profiler's figures
profile-no-header = not a profiler report occ reads: no header of Nsight Compute's details page ("Metric Name" and "Metric Value", from ncu --csv) or raw page ("Kernel Name" and metrics such as launch__registers_per_thread, from ncu --csv --page raw), no kernel line of its text output ("name (grid)x(block), Context 1, …"), and of rocprof's CSV ("Kernel_Name" or "KernelName" with the work-group and grid sizes: rocprofv3's kernel trace or counter collection, rocprof's results.csv), nor an Intel device timing summary ("=== Device Timing Summary ===", from unitrace -d -v, onetrace or ze_tracer) was found
profile-row-cut = the row is cut off inside a quoted field
# Variables: $count (String) - the fields of the row; $expected (String) - the fields of the header
profile-row-columns = the row has { $count } fields where the header has { $expected }
# Variables: $column (String) - the column's name in the report
profile-row-short = the row ends before its "{ $column }" column
profile-no-units = the report has no row of units under its header (ncu --csv --page raw writes one): sizes and durations are not read
# Variables: $unit (String) - the unit as the report writes it; $known (String) - the units read
profile-unit = unit "{ $unit }" is not one occ reads ({ $known })
# Variables: $value (String) - the value as the report writes it
profile-value = "{ $value }" is not a number occ can use here
# Variables: $metric (String) - the metric's name in the report
profile-missing = the report gives no "{ $metric }" for this launch
profile-needs-gpu = the report names no compute capability occ knows: name the GPU with --gpu
profile-assumed-sms = the report gives no SM count: the waves are counted on one SM
profile-assumed-barriers = the report gives no barrier count: 1 assumed (any kernel with __syncthreads)
profile-assumed-no-smem = the report gives no shared memory per { -block }: none assumed
profile-assumed-carveout = the report gives no shared memory configuration size: the driver's default carveout assumed
# Variables: $size (String) - the report's configuration size in bytes; $known (String) - the GPU's carveouts in bytes
profile-carveout-unknown = the report's shared memory configuration size ({ $size } bytes) is none of this GPU's carveouts ({ $known }): the driver's default carveout assumed
profile-limit-registers = Block limit registers
profile-limit-smem = Block limit shared memory
profile-limit-warps = Block limit warps
profile-limit-blocks = Block limit SM
profile-limit-barriers = Block limit barriers
profile-theoretical = Theoretical occupancy
profile-waves = Waves per SM
# Variables: $what (String) - a profile-limit-* message or the figure; $occ (String) - occ's figure; $profiler (String) - the profiler's
profile-differs = { $what }: occ { $occ }, the profiler { $profiler }
# Variables: $grid (String) - blocks in the grid; $slots (String) - blocks one wave holds
profile-gap-small-grid = the grid ({ $grid } { -blocks }) is smaller than one wave ({ $slots } { -blocks } over every { -unit }): launch more { -blocks } or give each less work
# Variables: $full (String) - whole waves; $partial (String) - blocks of the last wave; $slots (String) - blocks one wave holds
profile-gap-partial-wave = { $full } full waves and a partial wave of { $partial } { -blocks } (of { $slots }): the last wave leaves { -units } idle; a grid of whole waves removes the tail
profile-gap-one-block = one { -block } per { -unit }: while its { -warps } wait at a barrier the { -unit } has no other { -block } to run; smaller { -blocks } or fewer resources per { -block } give it two
profile-gap-none = achieved is within 10 % of theoretical: occupancy is not what limits this kernel
profile-gap-stalls = the grid fills whole waves, yet achieved stays below theoretical: the { -warps } stall (the profiler's stall reasons say on what), occupancy alone will not fix it
profile-col-kernel = Kernel
profile-col-launches = Launches
profile-col-time = Time
profile-col-occ = occ
profile-col-profiler = Profiler
profile-col-achieved = Achieved
profile-col-limiters = Limiters
profile-col-time-ns = Time (ns)
# Variables: $line (String) - the report's line; $reason (String) - why it was not read
profile-unread = line { $line }: { $reason }
profile-unread-title = Rows not read
profile-agrees = occ and the profiler agree
profile-differ-title = occ and the profiler differ
profile-assumed-title = Assumed
profile-why-title = Why achieved is below theoretical
# Variables: $kernel (String) - the kernel; $gpu (String) - the GPU
profile-kernel = { $kernel } on { $gpu }
# Variables: $occupancy (String) - the lowest occupancy; $min (String) - --min-occupancy
profile-below-min = a kernel's occupancy is { $occupancy }, below --min-occupancy { $min }
# Variables: $field (String) - the report's column or occ's field; $reason (String) - why its value is refused
profile-field = { $field }: { $reason }
# Variables: $gpu (String) - the GPU named; $vendor (String) - the profiler's vendor
profile-gpu-vendor = { $gpu } is not a GPU this report's profiler measures: name a { $vendor } GPU
# Variables: $agent (String) - how the report names the GPU ("Agent 4")
profile-needs-arch = the report names no GPU, only an agent id ({ $agent }): name the GPU with --arch (a gfx target: "gfx90a") or --gpu (an AMD preset: "mi300x")
# Variables: $size (String) - the wave size; $arch (String) - the gfx target
profile-assumed-wave-size = the report gives no wave size: wave{ $size }, { $arch }'s default, assumed
profile-assumed-vgpr-total = the report gives one VGPR count ("vgpr"), not arch VGPRs and AGPRs apart: all counted as arch VGPRs
# Variables: $bytes (String) - scratch per work-item
profile-assumed-scratch = the kernel uses { $bytes } bytes of scratch per { -thread }: occ's rules do not count scratch, which can keep fewer waves resident
# Variables: $groups (String) - the work-groups assumed
profile-assumed-grid = the report gives the grid and the { -block } in total only, and the one is no multiple of the other: { $groups } { -blocks } assumed (rounded up)
profile-assumed-cus = the report gives no CU count: the grid's waves over the GPU are not counted (an AMD preset in --gpu gives its CUs)
# Variables: $waves (String) - the counter's mean waves per CU; $max (String) - the waves a CU holds
profile-achieved-waves = achieved occupancy from MeanOccupancyPerCU: { $waves } waves per CU of the { $max } a CU holds
profile-intel-no-shape = the kernel's name has no shape ("[SIMD32 { "{" }…{ "}" } …]"): run unitrace with -v (--verbose) for its SIMD width, work-group count and work-group size
profile-intel-simd-any = the kernel's SIMD width is not given (SIMD_ANY): its sub-group size is unknown
profile-intel-local-unset = the local size is all zeros: the OpenCL runtime chose the work-group size, which the report does not give
profile-intel-no-kernels = the device timing summary lists no kernel, only memory copies and barriers
profile-needs-intel-gpu = the report names no GPU: name it with --gpu (an Intel preset: "b580", "max 1550")
profile-assumed-intel-slm = the report gives no SLM per { -block } (unitrace -d prints it in its Kernel Properties table): none assumed
profile-assumed-intel-barriers = the report does not say whether the kernel uses barriers: none assumed (a kernel with group barriers or group algorithms uses them, as occ calc --barriers counts)
profile-assumed-intel-grf = the report gives no register file size per thread: small GRF (128 registers) assumed
# Variables: $registers (String) - the report's register file size per thread; $arch (String) - the Xe architecture
profile-intel-grf-unknown = the report gives { $registers } registers per thread, but { $arch } has no large-GRF mode: small GRF assumed
# Variables: $bytes (String) - spill memory per thread
profile-assumed-intel-spill = the kernel spills { $bytes } bytes per thread: occ's rules do not count spill memory, which slows the kernel without changing its occupancy

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
page-tools-profile-needs-intel = This report is an Intel profiler's, which names no GPU: select one of Intel's products in the calculator (a generic Xe architecture names no product) and its kernels are compared on it.
page-tools-profile-needs-nvidia = This report names no compute capability: select one of NVIDIA's products in the calculator (a generic device names no product) and its kernels are compared on it.
