### occ's messages in English, the area error: the keys whose first word is `error`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## occ roofline: its errors

# Variables: $text (String) - what was given
error-bad-precision = '{ $text }' is not one of fp64, fp32, fp16

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
# Variables: $items (String) - the work-group size
error-intel-none-fits-items = no work-group of { $items } work-items fits an Xe-core
# Variables: $global, $size, $second, $third (String) - work-items
error-intel-global = { $global } work-items is not a positive multiple of the work-group size ({ $size }): SYCL's nd_range divides the global size into whole work-groups; valid values are { $size }, { $second }, { $third } …
# Variables: $cores, $per (String) - Xe-cores, work-groups per Xe-core
error-intel-no-xe-core = the launch needs at least one Xe-core holding a work-group ({ $cores } Xe-cores × { $per } work-groups)

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
