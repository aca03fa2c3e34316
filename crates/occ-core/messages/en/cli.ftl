### occ's messages in English, the area cli: the keys whose first word is `cli`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

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
cli-help-profile-cc = The compute capability the report was taken on ("8.6", "sm_90"), its generic device, when the report names none and no preset fits; the SM count is the report's, or --sms
cli-help-profile-arch = The AMD gfx target ("gfx90a", "gfx942") or Intel Xe architecture ("xe2-hpg") the report was taken on: rocprof's and unitrace's reports name no GPU; or --gpu with a preset, which also gives its CU or Xe-core count, or --cus or --xves
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

## Errors: choosing a GPU

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
