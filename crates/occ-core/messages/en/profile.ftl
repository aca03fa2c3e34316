### occ's messages in English, the area profile: the keys whose first word is `profile`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

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
profile-needs-gpu = the report names no compute capability occ knows: name the GPU with --gpu (a preset: "v100") or --cc (a compute capability: "8.6")
profile-assumed-sms = the report gives no SM count: the grid's waves over the GPU are not counted until a product or an SM count is named
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
# Variables: $grid (Number) - blocks in the grid; $slots (String) - blocks one wave holds
profile-gap-small-grid = the grid ({ $grid } { $grid ->
    [one] { -block }
   *[other] { -blocks }
}) is smaller than one wave ({ $slots } { -blocks } over every { -unit }): launch more { -blocks } or give each less work
# Variables: $full (Number) - whole waves; $partial (Number) - blocks of the last wave; $slots (String) - blocks one wave holds
profile-gap-partial-wave = { $full } { $full ->
    [one] full wave
   *[other] full waves
} and a partial wave of { $partial } { $partial ->
    [one] { -block }
   *[other] { -blocks }
} (of { $slots }): the last wave leaves { -units } idle; a grid of whole waves removes the tail
profile-gap-one-block = one { -block } per { -unit }: while its { -warps } wait at a barrier the { -unit } has no other { -block } to run; smaller { -blocks } or fewer resources per { -block } give it two
# Variables: $size (Number) - blocks per cluster; $max (String) - the profiler's Max Active Clusters
profile-cluster = thread-block clusters of { $size } { $size ->
    [one] { -block }
   *[other] { -blocks }
}: the profiler counts at most { $max } clusters active at once over the GPU (occ does not model how clusters are scheduled)
# Variables: $size (Number) - blocks per cluster
profile-cluster-size = thread-block clusters of { $size } { $size ->
    [one] { -block }
   *[other] { -blocks }
}: the report gives no Max Active Clusters (occ does not model how clusters are scheduled)
# Variables: $measured (String) - the GPU of the report ("CC 8.6 · 80 SMs"); $gpu (String) - the GPU the caller named
profile-other-gpu = the report was measured on { $measured }; occ answers for { $gpu }, as asked: where the two GPUs differ, so may the figures
profile-gap-none = achieved is within 10 % of theoretical: occupancy is not what limits this kernel
profile-gap-stalls = the grid fills whole waves, yet achieved stays below theoretical: the { -warps } stall (the profiler's stall reasons say on what), occupancy alone will not fix it
profile-gap-uncounted = not known without the GPU's number of { -units }: a grid smaller than one wave, or a partial last wave, would explain it; name a product or that number to tell
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
# The heading of the assumptions listed under a launch in occ profile's table
profile-assumed-heading = { profile-assumed-title }:
profile-why-title = Why achieved is below theoretical
# Variables: $title (String) - a profile-*-title message; $text (String) - what it heads
profile-note = { $title }: { $text }
# Variables: $kernel (String) - the kernel; $gpu (String) - the GPU
profile-kernel = { $kernel } on { $gpu }
# Variables: $occupancy (String) - the lowest occupancy; $min (String) - --min-occupancy
profile-below-min = a kernel's occupancy is { $occupancy }, below --min-occupancy { $min }
# Variables: $field (String) - the report's column or occ's field; $reason (String) - why its value is refused
profile-field = { $field }: { $reason }
# Variables: $gpu (String) - the GPU named; $vendor (String) - the profiler's vendor
profile-gpu-vendor = { $gpu } is not a GPU this report's profiler measures: name an { $vendor } GPU
# Variables: $agent (String) - how the report names the GPU ("Agent 4")
profile-needs-arch = the report names no GPU, only an agent id ({ $agent }): name the GPU with --arch (a gfx target: "gfx90a") or --gpu (an AMD preset: "mi300x")
# Variables: $size (String) - the wave size; $arch (String) - the gfx target
profile-assumed-wave-size = the report gives no wave size: wave{ $size }, { $arch }'s default, assumed
profile-assumed-vgpr-total = the report gives one VGPR count ("vgpr"), not arch VGPRs and AGPRs apart: all counted as arch VGPRs
# Variables: $bytes (String) - scratch per work-item
profile-assumed-scratch = the kernel uses { $bytes } bytes of scratch per { -thread }: occ's rules do not count scratch, which can keep fewer waves resident
# Variables: $groups (String) - the work-groups assumed
profile-assumed-grid = the report gives the grid and the { -block } in total only, and the one is no multiple of the other: { $groups } { -blocks } assumed (rounded up)
profile-assumed-xe-cores = the report gives no Xe-core count: the grid's waves over the GPU are not counted until an Intel product or an XVE count is named
profile-assumed-cus = the report gives no CU count: the grid's waves over the GPU are not counted until an AMD product or a CU count is named
# Variables: $xves (String) - the XVEs given; $per (String) - XVEs per Xe-core
profile-assumed-xves-fused = { $xves } XVEs are not a whole number of Xe-cores ({ $per } XVEs each): the grid's waves over the GPU are not counted
# Variables: $flag (String) - the unit count's flag; $vendor (String) - its vendor; $other (String) - the profiler's vendor; $own (String) - the flag of the profiler's vendor
profile-units-vendor = { $flag } applies to { $vendor } GPUs, and this report's profiler measures { $other } GPUs: give { $own }
# Variables: $waves (String) - the counter's mean waves per CU; $max (String) - the waves a CU holds
profile-achieved-waves = achieved occupancy from MeanOccupancyPerCU: { $waves } waves per CU of the { $max } a CU holds
profile-intel-no-shape = the kernel's name has no shape ("[SIMD32 { "{" }…{ "}" } …]"): run unitrace with -v (--verbose) for its SIMD width, work-group count and work-group size
profile-intel-simd-any = the kernel's SIMD width is not given (SIMD_ANY): its sub-group size is unknown
profile-intel-local-unset = the local size is all zeros: the OpenCL runtime chose the work-group size, which the report does not give
profile-intel-no-kernels = the device timing summary lists no kernel, only memory copies and barriers
profile-needs-intel-gpu = the report names no GPU: name it with --gpu (an Intel preset: "b580", "max 1550") or --arch (an Xe architecture: "xe2-hpg")
profile-assumed-intel-slm = the report gives no SLM per { -block } (unitrace -d prints it in its Kernel Properties table): none assumed
profile-assumed-intel-barriers = the report does not say whether the kernel uses barriers: none assumed (a kernel with group barriers or group algorithms uses them, as occ calc --barriers counts)
profile-assumed-intel-grf = the report gives no register file size per thread: small GRF (128 registers) assumed
# Variables: $registers (String) - the report's register file size per thread; $arch (String) - the Xe architecture
profile-intel-grf-unknown = the report gives { $registers } registers per thread, but { $arch } has no large-GRF mode: small GRF assumed
# Variables: $bytes (String) - spill memory per thread
profile-assumed-intel-spill = the kernel spills { $bytes } bytes per thread: occ's rules do not count spill memory, which slows the kernel without changing its occupancy
