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
