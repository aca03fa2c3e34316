### occ 的简体中文消息：profile 区，首词为 `profile` 的键；与 messages/en/profile.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## Profiler reports (occ profile)

profile-no-header = 不是 occ 能读的性能分析报告：没有找到 Nsight Compute 详细页的表头（ncu --csv 输出，含 “Metric Name” 和 “Metric Value”）或原始页的表头（ncu --csv --page raw 输出，含 “Kernel Name” 和 launch__registers_per_thread 等指标），没有其文本输出的核函数行（“名称 (网格)x(块), Context 1, …”），也没有找到 rocprof CSV 的表头（“Kernel_Name” 或 “KernelName”，以及工作组和网格大小：rocprofv3 的 kernel trace 或计数器采集、rocprof 的 results.csv），也没有找到 Intel 的设备计时汇总（“=== Device Timing Summary ===”，来自 unitrace -d -v、onetrace 或 ze_tracer）
profile-row-cut = 这一行在引号字段内被截断
# Variables: $count (String) - the fields of the row; $expected (String) - the fields of the header
profile-row-columns = 这一行有 { $count } 个字段，而表头有 { $expected } 个
profile-row-short = 这一行在 “{ $column }” 列之前就结束了
profile-no-units = 报告表头下没有单位行（ncu --csv --page raw 会写出一行）：不读取大小和时长
# Variables: $unit (String) - the unit as the report writes it; $known (String) - the units read
profile-unit = occ 不认识单位 “{ $unit }”（可读：{ $known }）
# Variables: $value (String) - the value as the report writes it
profile-value = “{ $value }” 不是此处可用的数字
# Variables: $metric (String) - the metric's name in the report
profile-missing = 报告没有给出这次启动的 “{ $metric }”
profile-needs-gpu = 报告没有给出 occ 认识的计算能力：请用 --gpu（预设：“v100”）或 --cc（计算能力：“8.6”）指定 GPU
profile-assumed-sms = 报告没有给出 SM 数量：在指定产品或 SM 数量之前，不计算网格在整个 GPU 上的波次
profile-assumed-barriers = 报告没有给出屏障数量：假定为 1（使用 __syncthreads 的核函数都是如此）
profile-assumed-no-smem = 报告没有给出每个{ -block }的共享内存：假定为无
profile-assumed-carveout = 报告没有给出共享内存配置大小：假定为驱动程序默认的划分
profile-carveout-unknown = 报告的共享内存配置大小（{ $size } 字节）不是这个 GPU 的任何一种划分（{ $known }）：假定为驱动程序默认的划分
profile-limit-registers = 寄存器限制的块数
profile-limit-smem = 共享内存限制的块数
profile-limit-warps = 线程束限制的块数
profile-limit-blocks = SM 块数上限
profile-limit-barriers = 屏障限制的块数
profile-theoretical = 理论占用率
profile-waves = 每个 SM 的波次
# Variables: $what (String) - a profile-limit-* message or the figure; $occ (String) - occ's figure; $profiler (String) - the profiler's
profile-differs = { $what }：occ 为 { $occ }，性能分析器为 { $profiler }
# Variables: $grid (Number) - blocks in the grid; $slots (String) - blocks one wave holds
profile-gap-small-grid = 网格（{ $grid } 个{ -blocks }）小于一个波次（所有{ -unit }共 { $slots } 个{ -blocks }）：启动更多{ -blocks }，或让每个{ -block }少做些工作
# Variables: $full (Number) - whole waves; $partial (Number) - blocks of the last wave; $slots (String) - blocks one wave holds
profile-gap-partial-wave = { $full } 个完整波次加一个 { $partial } 个{ -blocks }的不完整波次（满波为 { $slots }）：最后一波让部分{ -units }空闲；网格取整数个波次可消除尾部
profile-gap-one-block = 每个{ -unit }只有一个{ -block }：其{ -warps }在屏障处等待时，{ -unit }没有别的{ -block }可运行；更小的{ -blocks }或每个{ -block }更少的资源可以容纳两个
# Variables: $size (Number) - blocks per cluster; $max (String) - the profiler's Max Active Clusters
profile-cluster = 每个线程块集群含 { $size } 个{ -blocks }：性能分析器算出整个 GPU 最多同时运行 { $max } 个集群（occ 不模拟集群的调度）
# Variables: $size (Number) - blocks per cluster
profile-cluster-size = 每个线程块集群含 { $size } 个{ -blocks }：报告没有给出 Max Active Clusters（occ 不模拟集群的调度）
# Variables: $measured (String) - the GPU of the report ("CC 8.6 · 80 SMs"); $gpu (String) - the GPU the caller named
profile-other-gpu = 报告测自 { $measured }；occ 按所指定的 { $gpu } 计算：两个 GPU 不同之处，数字也可能不同
profile-gap-none = 实际占用率与理论值相差不到 10%：限制这个核函数的不是占用率
profile-gap-stalls = 网格填满了整数个波次，实际占用率仍低于理论值：{ -warps }在停顿（性能分析器的停顿原因会说明卡在哪里），单靠占用率解决不了
profile-gap-uncounted = 不知道 GPU 的{ -unit }数量就无法判断：小于一个波次的网格或不完整的最后一波都可能是原因；指定产品或这一数量即可判断
profile-col-kernel = 核函数
profile-col-launches = 启动次数
profile-col-time = 时间
profile-col-occ = occ
profile-col-profiler = 性能分析器
profile-col-achieved = 实际
profile-col-limiters = 限制因素
profile-col-time-ns = 时间（ns）
# Variables: $line (String) - the report's line; $reason (String) - why it was not read
profile-unread = 第 { $line } 行：{ $reason }
profile-unread-title = 未读取的行
profile-agrees = occ 与性能分析器一致
profile-differ-title = occ 与性能分析器不一致
profile-assumed-title = 假定
# The heading of the assumptions listed under a launch in occ profile's table
profile-assumed-heading = { profile-assumed-title }：
profile-why-title = 实际占用率低于理论值的原因
# Variables: $title (String) - a profile-*-title message; $text (String) - what it heads
profile-note = { $title }：{ $text }
# Variables: $kernel (String) - the kernel; $gpu (String) - the GPU
profile-kernel = { $kernel }（{ $gpu }）
# Variables: $occupancy (String) - the lowest occupancy; $min (String) - --min-occupancy
profile-below-min = 有核函数的占用率为 { $occupancy }，低于 --min-occupancy { $min }
# Variables: $field (String) - the report's column or occ's field; $reason (String) - why its value is refused
profile-field = { $field }：{ $reason }
# Variables: $gpu (String) - the GPU named; $vendor (String) - the profiler's vendor
profile-gpu-vendor = { $gpu } 不是这份报告的性能分析器所测的 GPU：请指定 { $vendor } GPU
# Variables: $agent (String) - how the report names the GPU ("Agent 4")
profile-needs-arch = 报告没有给出 GPU，只有代理编号（{ $agent }）：请用 --arch（gfx 目标：“gfx90a”）或 --gpu（AMD 预设：“mi300x”）指定 GPU
# Variables: $size (String) - the wave size; $arch (String) - the gfx target
profile-assumed-wave-size = 报告没有给出波前大小：假定为 { $arch } 的默认值 wave{ $size }
profile-assumed-vgpr-total = 报告只给出一个 VGPR 数（“vgpr”），没有分开架构 VGPR 与 AGPR：全部按架构 VGPR 计算
# Variables: $bytes (String) - scratch per work-item
profile-assumed-scratch = 核函数每个{ -thread }使用 { $bytes } 字节 scratch：occ 的规则不计 scratch，它可能使驻留的波前更少
# Variables: $groups (String) - the work-groups assumed
profile-assumed-grid = 报告只给出网格与{ -block }的总大小，且前者不是后者的整数倍：假定为 { $groups } 个{ -blocks }（向上取整）
profile-assumed-xe-cores = 报告没有给出 Xe 内核数量：在指定 Intel 产品或 XVE 数量之前，不计算网格在整个 GPU 上的波次
profile-assumed-cus = 报告没有给出 CU 数量：在指定 AMD 产品或 CU 数量之前，不计算网格在整个 GPU 上的波次
# Variables: $xves (String) - the XVEs given; $per (String) - XVEs per Xe-core
profile-assumed-xves-fused = { $xves } 个 XVE 不是整数个 Xe 内核（每个 Xe 内核 { $per } 个 XVE）：不计算网格在整个 GPU 上的波次
# Variables: $flag (String) - the unit count's flag; $vendor (String) - its vendor; $other (String) - the profiler's vendor; $own (String) - the flag of the profiler's vendor
profile-units-vendor = { $flag } 只适用于 { $vendor } GPU，而这份报告的性能分析器所测的是 { $other } GPU：请改用 { $own }
# Variables: $waves (String) - the counter's mean waves per CU; $max (String) - the waves a CU holds
profile-achieved-waves = 实际占用率取自 MeanOccupancyPerCU：每个 CU 平均 { $waves } 个波前，一个 CU 最多容纳 { $max } 个
profile-intel-no-shape = 核函数名称中没有形状（“[SIMD32 { "{" }…{ "}" } …]”）：请用 -v（--verbose）运行 unitrace，以给出其 SIMD 宽度、工作组数和工作组大小
profile-intel-simd-any = 没有给出核函数的 SIMD 宽度（SIMD_ANY）：其子组大小未知
profile-intel-local-unset = 局部大小全为 0：工作组大小由 OpenCL 运行时选择，报告没有给出
profile-intel-no-kernels = 设备计时汇总中没有核函数，只有内存复制和屏障
profile-needs-intel-gpu = 报告没有给出 GPU：请用 --gpu（Intel 预设：“b580”、“max 1550”）或 --arch（Xe 架构：“xe2-hpg”）指定
profile-assumed-intel-slm = 报告没有给出每个{ -block }的 SLM（unitrace -d 在其 Kernel Properties 表中给出）：假定为 0
profile-assumed-intel-barriers = 报告没有说明核函数是否使用屏障：假定不使用（使用组屏障或组算法的核函数会用到屏障，即 occ calc --barriers 所计）
profile-assumed-intel-grf = 报告没有给出每个线程的寄存器文件大小：假定为小 GRF（128 个寄存器）
# Variables: $registers (String) - the report's register file size per thread; $arch (String) - the Xe architecture
profile-intel-grf-unknown = 报告给出每个线程 { $registers } 个寄存器，但 { $arch } 没有大 GRF 模式：假定为小 GRF
# Variables: $bytes (String) - spill memory per thread
profile-assumed-intel-spill = 核函数每个线程溢出 { $bytes } 字节：occ 的规则不计溢出内存，它使核函数变慢，但不改变其占用率
