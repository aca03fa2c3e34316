### occ's messages in English, the area roofline: the keys whose first word is `roofline`, `precision` or `full`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

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
