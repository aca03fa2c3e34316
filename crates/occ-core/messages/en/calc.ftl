### occ's messages in English, the area calc: the keys whose first word is `calc`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## occ calc: its tables and errors

calc-col-kind = kind
calc-col-name = name
calc-col-value = value
calc-col-binding = binding
calc-col-why = why
calc-col-figure = figure
calc-col-limiter = { log-col-limiter }
calc-col-allows = allows
calc-yes = yes
calc-no = no
# Variables: $format (String) - --json, --csv or --markdown
calc-terms-with-format = --terms words the report; { $format } keeps occ batch's field names: leave out --terms or { $format }

## The reports of occ calc: sections, labelled rows and the launch (every vendor)

calc-gpu = { input-gpu-label }
calc-kernel = Kernel
calc-occupancy-data = Occupancy data
calc-allocated = Allocated resources
calc-limiters = Occupancy limiters (* = binding)
calc-physical = Physical limits
calc-launch = { shell-launch-title }
calc-warnings = Warnings
calc-boost-clock = Boost clock
# Variables: $mhz (String) - the clock
calc-mhz = { $mhz } MHz
calc-col-per-block = per { -block }
calc-col-per-unit = per { -unit }
calc-col-limit-per-unit = limit per { -unit }
calc-col-blocks = { -blocks }
calc-col-used = used
calc-col-available = available

## The report of occ calc on an NVIDIA GPU

# Variables: $cc (String) - compute capability; $family (String) - the architecture's family, possibly empty
calc-nvidia-generic-unknown = generic CC { $cc } { $family } ({ -unit } count unknown: grid figures are per { -unit })
# Variables: $threads (String) - per block; $regs (String) - per thread; $static_bytes, $dynamic_bytes (String) - shared memory
calc-nvidia-kernel = { $threads } { -threads }/{ -block }, { $regs } registers/{ -thread }, { $static_bytes } static + { $dynamic_bytes } dynamic { -smem }
# Variables: $percent (String) - the carveout preference
calc-nvidia-carveout = , carveout { $percent } %
# Variables: $count (String) - blocks
calc-nvidia-blocks = { $count } { -blocks }
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
calc-amd-col-waves = { -warps } per { -simd }
calc-amd-thresholds-vgprs = VGPRs ≤
calc-amd-this-kernel = ← this kernel
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
calc-intel-unknown = unknown (give --xves)
