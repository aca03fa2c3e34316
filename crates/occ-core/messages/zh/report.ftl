### occ 的简体中文消息：report 区，首词为 `percent`、`report`、`limiter` 的键；与 messages/en/report.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## 数字

percent = { $value }%

## occ plan：各尺寸与预算表、下一步、网格的波次

report-next-title = 下一步（提高占用率的最小改动）

## occ calc：表格与错误

report-no-limit = 无限制

## occ calc 的报告：计数，以及每个限制因素为何允许这么多

report-blocks = { $count } 个{ -block }
report-intel-why-threads-group = { $items } 个{ -thread }按{ -warp }大小 { $sub_group } 划分，共 { $threads } 个{ -hw }
report-intel-why-slots-large = 大 GRF 模式下每个{ -unit }只运行其 { $slots } 个{ -slot }中的 { $budget } 个（{ $xves } 个{ -simd } × { $threads } 个{ -hw }，而非 { $normal } 个：每个{ -hw }的寄存器翻倍）
report-intel-why-slots = 每个{ -unit }有 { $slots } 个{ -slot }（{ $xves } 个{ -simd } × { $threads } 个{ -hw }）
report-intel-why-threads = { $group }；{ $slots }：{ $budget } / { $threads } = { $allows }
report-intel-why-slm-asked = { -smem } { $bytes }
report-intel-why-slm-rounded = { -smem } { $bytes } → 实际分配 { $allocated }（可分配大小 { $sizes } KiB）
report-intel-why-slm = { $asked }；每个{ -unit } { $pool } / { $allocated } = { $allows }
report-intel-why-no-slm = 未使用{ -smem }
report-intel-why-workgroups = { $family } 的每个{ -unit }最多容纳 { $allows }
report-intel-why-barriers = 核函数使用了屏障：每个驻留的{ -block }占用{ -unit }的 { $registers } 个屏障寄存器之一，因此可容纳 { $allows }
report-intel-why-no-barriers = 未使用屏障
report-warps = { $count } 个{ -warp }
report-amd-per-simd = { $groups } × { $waves } = { $total } 个{ -warp }，分布在 { $simds } 个{ -simd }上 → 最满的{ -simd }有 { $fullest } 个
report-amd-per-simd-capped = { $groups } × { $waves } = { $total } 个{ -warp }，分布在 { $simds } 个{ -simd }上 → 最满的{ -simd }有 { $fullest } 个，以每个{ -simd }最多容纳的 { $max } 个为上限
report-amd-capped = { $raw } 个{ -warp }，以每个{ -simd }最多容纳的 { $max } 个为上限
report-amd-vgprs-unified = { $counted } 个 VGPR（arch VGPR { $vgprs } 个对齐到 { $aligned } 个，加 { $agprs } 个 AGPR，同一寄存器堆）
report-amd-vgprs-two-files = { $counted } 个 VGPR（取 { $vgprs } 个 arch VGPR 与 { $agprs } 个 AGPR 中较多者，两个寄存器堆）
report-amd-vgprs = { $counted } 个 VGPR
report-amd-why-vgprs-small = { $what }：不足一个分配粒度 { $granule }，在每个{ -simd }最多容纳的 { $max } 个{ -warp }以内不构成限制
report-amd-why-vgprs = { $what } → 按 { $granule } 取整后为 { $allocated }；每个{ -simd } { $pool } 个（{ $wave_size } 宽的{ -warp }）/ { $allocated } = { $allows }
report-amd-why-sgprs = 每个{ -warp } { $sgprs } 个 SGPR（NumSgprs：含 VCC、FLAT_SCRATCH 和 XNACK_MASK）；每个{ -simd } { $pool } 个 / { $divisor } = { $allows }
report-amd-why-no-sgpr-limit = { $arch } 没有 SGPR 限制（GFX10 及以后每个{ -warp }都有自己的 SGPR）
report-amd-lds-pool-wgp = 每个 WGP { $bytes }（WGP 模式合并两个{ -unit }的{ -smem }）
report-amd-lds-pool = 每个{ -unit } { $bytes }
report-amd-why-lds = { -smem } { $bytes } → 按 { $granule } B 取整后为 { $allocated }；{ $pool } / { $divisor } = { $allows }
report-amd-why-no-lds = { report-intel-why-no-slm }
report-amd-why-workgroups = 每个{ $mode }最多容纳 { $count } 个带屏障的{ -block }：{ $allows }
report-amd-why-no-barrier = 只有一个{ -warp }的{ -block }不占用屏障槽位
report-amd-why-waves-group = { $items } 个{ -thread }合 { $waves } 个 { $wave_size } 宽的{ -warp }
report-amd-why-waves = { $group }；每个{ $mode }有 { $slots } 个{ -warp }槽位（每个{ -simd } { $max } 个 × { $simds }），可容纳 { $groups } 个完整的{ -block }：{ $allows }
report-nvidia-why-threads-over = 每个{ -block } { $threads } 个{ -thread }，超过上限 { $max } → 0 个{ -block }
report-nvidia-why-warps = { $threads } 个{ -thread } = 每个{ -block } { $warps } 个{ -warp }；每个{ -unit } { $max } 个{ -warp } / { $warps } → { $allows }
report-nvidia-why-warps-halved = { $threads } 个{ -thread } = 每个{ -block } { $warps } 个{ -warp }；每个{ -unit } { $max } 个{ -warp }（分区全局缓存下各占半个{ -unit }）/ { $warps } → { $allows }
report-nvidia-why-regs-over = 每个{ -thread } { $regs } 个寄存器，超过上限 { $max } → 0 个{ -block }
report-nvidia-why-regs-none-fit = 每个{ -block }需要 { $needed } 个寄存器（每个{ -warp }向上取整到 { $per_warp } 个，{ -warp }按 { $groups } 个一组分配），超过每个{ -block }可用的 { $available } 个 → 0 个{ -block }
report-nvidia-why-no-regs = 核函数不使用寄存器 → { $allows }
report-nvidia-why-regs-warp = { $regs } 个寄存器 × { $warp_size } 个{ -thread } = { $product } → 按 { $granule } 取整后每个{ -warp } { $per_warp } 个
report-nvidia-why-regs-sub = 每个子分区 { $per_sub } 个 / { $per_warp } = { $warps_per_sub } 个{ -warp } × { $subs } 个子分区 = { $warps } 个{ -warp }
report-nvidia-why-regs = { $warp }；{ $sub } / 每个{ -block } { $per_block } 个 → { $allows }
report-nvidia-why-regs-legacy = 每个{ -block } { $per_block } 个寄存器（每个{ -warp } { $per_warp } 个），每个{ -unit }共 { $per_sm } 个 → { $allows }
report-nvidia-why-smem-failure = { $failure } → 0 个{ -block }
report-nvidia-why-smem-none-fit = 放不下任何{ -block } → 0 个{ -block }
report-nvidia-why-no-smem = 核函数不使用{ -smem } → { $allows }
report-nvidia-why-smem = 静态 { $static_bytes } B + 动态 { $dynamic_bytes } B → 按 { $granule } 取整后为 { $allocated } B；每个{ -unit } { $per_sm } B / { $allocated } → { $allows }
report-nvidia-why-smem-reserved = 静态 { $static_bytes } B + 动态 { $dynamic_bytes } B + 保留 { $reserved } B → 按 { $granule } 取整后为 { $allocated } B；每个{ -unit } { $per_sm } B / { $allocated } → { $allows }
report-nvidia-why-blocks = CC { $cc } 的每个{ -unit }最多驻留 { $max } 个{ -block }
report-nvidia-why-barriers = 每个{ -block } { $barriers } 个屏障；每个{ -unit }可用 { $available } 个（{ $multiplier } × { $slots } 个{ -block }槽位）→ { $allows }
report-nvidia-why-virtual = 每个{ -block } { $per_block } 个虚拟资源；每个{ -unit } { $per_sm } 个 → { $allows }

## occ calc 的报告：各节、各行与启动配置（各厂商通用）

report-occupancy = 占用率
report-theoretical-occupancy = 理论占用率
report-bytes = { $count } B
report-kib = { $list } KiB
report-of = { $value } / { $max }
report-per-thread = 每{ -thread } { $count } 个
report-per-warp = 每{ -warp } { $count } 个
report-per-block = 每{ -block } { $count } 个
report-per = 每{ $unit } { $count } 个
report-unit = { plan-unit }
report-wgp = { plan-wgp }
report-a-unit = { -unit }
report-a-wgp = WGP
report-blocks-label = { -block }数
limiter-registers = 寄存器
limiter-barriers = { plan-step-barriers }
report-limit-more = { $list }、{ $limit }
report-next-none-binds = 无：任何单一调整都无法提高占用率（受限于{ $binds }）
limiter-slots = { -block }槽位
report-warp-sizes = { -warp }大小
report-max-threads-per-block = 每{ -block }最大{ -thread }数
report-max-blocks-per-unit = 每{ -unit }最大{ -block }数
report-max-smem-per-block = 每{ -block }最大{ -smem }
report-units = { -unit }数

## occ calc 在 NVIDIA GPU 上的报告

report-nvidia-active-threads = 每{ -unit }活跃{ -thread }数
report-nvidia-active-warps = 每{ -unit }活跃{ -warp }数
report-nvidia-active-blocks = 每{ -unit }活跃{ -block }数
limiter-warps = { -warp }数
limiter-smem = { -smem }
limiter-blocks = 每{ -unit }{ -block }数
limiter-virtual = { input-vr-label }
report-nvidia-cc = 计算能力
report-nvidia-threads-per-warp = 每{ -warp }{ -thread }数
report-nvidia-max-warps = 每{ -unit }最大{ -warp }数
report-nvidia-max-threads = 每{ -unit }最大{ -thread }数
report-nvidia-registers = 每{ -unit }寄存器数
report-nvidia-max-registers-block = 每{ -block }最大寄存器数
report-nvidia-max-registers-thread = 每{ -thread }最大寄存器数
report-nvidia-register-unit = 寄存器分配单位
report-nvidia-warp-granularity = { -warp }分配粒度
report-nvidia-smem = 每{ -unit }的{ -smem }
report-nvidia-max-smem-optin = 每{ -block }最大{ -smem }（需显式申请）
report-nvidia-smem-unit = { -smem }分配单位
report-nvidia-reserved-smem = 每{ -block }保留{ -smem }
report-nvidia-carveouts = { -smem }划分选项
report-nvidia-barriers = 每{ -unit }屏障数
report-nvidia-virtual = 每{ -unit }虚拟资源数

## occ calc 在 AMD GPU 上的报告

report-amd-kernel-group = 每{ -block } { $items } 个{ -thread }（{ -warp }大小 { $wave_size }，{ $waves } 个{ -warp }）
report-amd-kernel-registers = 每{ -thread } { $vgprs } 个 VGPR + { $agprs } 个 AGPR，每{ -warp } { $sgprs } 个 SGPR
report-amd-kernel = { $group }，{ $registers }，{ -smem } { $lds }
report-amd-cu-mode = ，{ -unit }模式
report-amd-waves-per-simd = 每{ -simd }{ -warp }数（即编译器报告的占用率）
report-amd-blocks-per = 每{ $unit }{ -block }数
report-amd-waves-per = 每{ $unit }{ -warp }数
limiter-size = { input-t-label-group }
limiter-vgprs = { error-figure-vgprs }
limiter-sgprs = { error-figure-sgprs }
report-amd-per-lane = 每{ -simd }通道 { $count } 个
report-amd-at-most-per-warp = 每{ -warp }至多 { $count } 个
report-amd-bytes-per = 每{ $unit } { $count } B
report-amd-next-none-needed = 无需调整：每个{ -simd }已驻留最多的{ -warp }
report-amd-target-vgprs = { $count } 个 VGPR
report-amd-target-sgprs = { $count } 个 SGPR
report-amd-target-lds = { $count } 字节{ -smem }
report-amd-target-size = 每{ -block } { $count } 个{ -thread }
report-amd-step-gain = 每{ -simd } { $then } 个{ -warp }（当前 { $current } 时为 { $now } 个）
report-amd-step = { $what }：降到 { $target }，可达{ $gain }
report-amd-thresholds = { $arch } 的 VGPR 阈值（{ -warp }大小 { $wave_size }；VGPR 计数含 AGPR）
report-amd-target = { log-amd-target-label }
report-amd-simds-per = 每{ $unit }的{ -simd }数
report-amd-max-waves-simd = 每{ -simd }最大{ -warp }数
report-amd-max-waves-per = 每{ $unit }最大{ -warp }数
report-amd-max-blocks-per = 每{ $unit }最大{ -block }数（屏障槽位）
report-amd-vgprs-per-lane = 每{ -simd }通道 VGPR 数（{ -warp }大小 { $wave_size }）
report-amd-vgpr-unit = VGPR 分配单位
report-amd-max-vgprs = 每{ -thread }最大 VGPR 数
report-amd-max-vgprs-agprs = { $vgprs }（+ { $agprs } 个 AGPR）
report-amd-max-sgprs = 每{ -warp }最大 SGPR 数
report-amd-no-occupancy-limit = { $count }（不限制占用率）
report-amd-lds-per = 每{ $unit }的{ -smem }
report-amd-lds-unit = { report-nvidia-smem-unit }

## occ calc 在 Intel GPU 上的报告

report-intel-fused = { $xves } 个{ -simd }合 { $cores } 个{ -unit }（每{ -unit } { $per_core } 个）：单个{ -unit }的数据按完整的{ -unit }计；GPU 级数据按 { $cores } 个{ -unit }计，与 Intel 的计算器一致。
report-intel-kernel-group = 每{ -block } { $items } 个{ -thread }，{ -warp }大小 { $sub_group }（{ $threads } 个{ -hw }）
report-intel-kernel = { $group }，{ -smem } { $slm }，{ $barriers }，{ $grf } GRF
report-intel-barriers = 使用屏障
report-intel-no-barriers = 不使用屏障
report-intel-grf-large = 大
report-intel-grf-small = 小
report-intel-occupancy = { -unit }占用率（{ -hw } / { -slot }）
report-intel-blocks-per-unit = { limiter-blocks }
report-intel-threads-per-block = 每{ -block }{ -hw }数
report-intel-threads-per-unit = 每{ -unit }{ -hw }数
report-intel-slm-allocated = 每{ -block }{ -smem }（实际分配）
limiter-hw-threads = { -hw }
limiter-barrier-registers = 屏障寄存器
report-intel-threads = { $count } 个线程
report-intel-of-large = { $value } / { $max }（大 GRF）
report-intel-next-none-needed = 无需调整：这些{ -block }已占满{ -unit }的全部{ -hw }
report-intel-change-size = 把{ -block }缩小到 { $count } 个{ -thread }
report-intel-change-no-slm = 不使用{ -smem }
report-intel-change-grow = 把{ -block }增大到 { $count } 个{ -thread }
report-intel-change-slm = 把{ -smem }降到 { $bytes }
report-intel-change-no-barriers = 不使用屏障
report-intel-step = { $what }：{ $change }，每{ -unit }可驻留 { $then } 个{ -hw }（当前 { $now } 个）
report-intel-gpu-title = GPU 占用率（全局大小 { $items } 个{ -thread }）
report-intel-gpu-blocks = { $count }（每波次 { $per_wave } 个：每{ -unit } { $per_unit } 个 × { $units } 个{ -unit }）
report-intel-waves = 波次
report-intel-gpu-waves = { $waves }（{ $full } 个完整波次，{ $tail }）
report-intel-no-tail = 无尾波次
report-intel-tail = 尾波次 { $count } 个{ -block }
report-intel-peak = GPU 峰值占用率
report-intel-average = GPU 平均占用率（各波次平均）
report-intel-architecture = 架构
report-intel-simds-per-unit = 每{ -unit }的{ -simd }数
report-intel-threads-per-simd = 每{ -simd }{ -hw }数
report-intel-threads-large = { $count }（大 GRF 模式下 { $large }）
report-intel-slots = 每{ -unit }{ -slot }数
report-intel-slm-per-unit = { report-nvidia-smem }
report-intel-slm-sizes = { -smem }可分配大小
report-intel-barriers-per-unit = 每{ -unit }屏障寄存器数
report-intel-large-grf = 大 GRF 模式
report-intel-large-grf-yes = 支持（每个{ -hw } 256 个寄存器，{ -hw }数减半）
report-intel-large-grf-no = 不支持（Intel 的计算器对此架构不提供）

## 报告的警告（也是 occ batch 的 JSON 中的警告，英文）

report-warn-partial-warp = { $threads } 个{ -thread }不是{ -warp }大小（{ $size }）的整数倍：每个{ -block }的最后一个{ -warp }有部分闲置
report-nvidia-warn-none-fit = 没有{ -block }能驻留：{ $failure }
report-nvidia-warn-launch-bounds = 每{ -block } { $threads } 个{ -thread }超过核函数的 max_threads_per_block（{ $max }，来自 __launch_bounds__）：启动会失败
report-nvidia-warn-registers = ptxas 为每个{ -thread }分配的寄存器从不超过 255 个
report-nvidia-warn-partitioned-off = 分区全局缓存已关闭：一个{ -block }放不进半个{ -unit }
report-nvidia-warn-partitioned-ignored = 分区全局缓存被忽略：CC { $cc } 不支持（仅 5.2、5.3、6.1 和 6.2 支持）
report-nvidia-failure-block = 每{ -block } { $threads } 个{ -thread }超过设备上限 { $max }：启动会失败
report-nvidia-failure-registers = 每{ -thread } { $regs } 个寄存器超过上限 { $max }：启动会失败
report-nvidia-failure-block-registers = { -block }需要 { $needed } 个寄存器，但每{ -block }最多可用 { $max } 个：启动会失败
report-nvidia-failure-smem = { -block }需要 { $needed } 字节{ -smem }，但每{ -block }上限为 { $max }：启动会失败
report-nvidia-failure-dynamic = { $dynamic } 字节动态{ -smem }超过核函数的 max_dynamic_smem（{ $max }）：启动会失败
report-nvidia-failure-barriers = 每{ -block } { $barriers } 个屏障，超过每{ -unit }可用的 { $available } 个
report-nvidia-failure-virtual = 每{ -block } { $used } 个虚拟资源，超过每{ -unit }可用的 { $available } 个
report-nvidia-failure-half = 强制开启分区全局缓存（strict）时{ -block }必须能放进半个{ -unit }，而这个{ -block }放不下
report-amd-warn-none-fit = 每{ -unit }放不下任何{ -block }：一个{ -block }的 { $waves } 个{ -warp }分布在 { $simds } 个{ -simd }上，每{ -simd }需要 { $per_simd } 个{ -warp }，超出寄存器所允许的数量；编译器会针对这个{ -block }大小限制寄存器用量（或溢出）
report-intel-warn-partial = { $items } 个{ -thread }不是{ -warp }大小（{ $size }）的整数倍：每个{ -block }的最后一个{ -hw }有部分闲置
report-intel-warn-slm-rounded = { -smem } { $bytes } 实际按 { $allocated } 分配，即目标架构的下一档可分配大小
report-intel-warn-large-grf = 大 GRF 模式：{ -unit }只运行一半的{ -slot }，因此占用率最高为 { $percent }
