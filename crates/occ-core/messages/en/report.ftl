### occ's messages in English, the area report: the keys whose first word is `percent`, `report` or `limiter`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## Numbers

# Variables: $value (String) - a percentage with two decimals, e.g. 75.00
percent = { $value } %

## occ plan: the tables of sizes and budgets, the next step and the grid's waves

report-next-title = Next step (the smallest change that raises the occupancy)

## occ calc: its tables and errors

report-no-limit = no limit

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

report-occupancy = Occupancy
report-theoretical-occupancy = Theoretical occupancy
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

report-nvidia-active-threads = Active { -threads } per { -unit }
report-nvidia-active-warps = Active { -warps } per { -unit }
report-nvidia-active-blocks = Active { -blocks } per { -unit }
limiter-warps = { -Warps }
limiter-smem = { -Smem }
limiter-blocks = { -Blocks } per { -unit }
limiter-virtual = { input-vr-label }
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

## The report of occ calc on an AMD GPU

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

## The report of occ calc on an Intel GPU

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
