# occ 的简体中文消息：与 en.ftl 同样的键、同样的参数（构建时逐一核对）。
#
# 名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表，写在量词之后（{ $n } 个{ -block }）。名词两侧不写空格：
# 汉字与拉丁字母、数字相邻处由读取器补空格（每个 SM、每个计算单元）。数字由 occ-core 格式化后传入。

## 数字

percent = { $value }%

## occ gpus：预设列表

gpus-col-gpu = GPU
gpus-col-vendor = 厂商
gpus-col-target = 目标
gpus-col-units = 计算单元
gpus-col-bandwidth = 带宽 GB/s
gpus-col-fp32 = FP32 TF
gpus-col-matrix = 矩阵 TF
gpus-col-segment = 类别
gpus-col-id = ID
gpus-units = { $count } 个{ -units }
gpus-segment-datacenter = 数据中心
gpus-segment-workstation = 工作站
gpus-segment-consumer = 消费级
gpus-segment-embedded = 嵌入式
gpus-units-word = { -units }
gpus-units-each = { $nvidia }、{ $amd } 或 { $intel }
gpus-note-columns = 目标：NVIDIA 为计算能力，AMD 为 gfx 目标，Intel 为 Xe 架构；计算单元：{ $units }（一个 MI250X GCD、一个 Flex 140 GPU 各算一个设备）；矩阵 TF：张量核心（NVIDIA）、矩阵核心（AMD）或 XMX 引擎（Intel）上的稠密 FP16/BF16 算力。
gpus-note-unconfirmed = ? = 未经确认（每个数值的出处见 `occ gpus --json`）。共 { $count } 个预设。

## occ roofline：屋顶

roofline-title = { $gpu } 的 Roofline 模型
roofline-bandwidth-label = DRAM 带宽
roofline-bandwidth = { $gbs } GB/s
roofline-bandwidth-unconfirmed = { $gbs } GB/s（未经确认）
roofline-roof = { $tflops } TFLOPS，脊点 { $ridge } FLOP/字节
roofline-roof-unconfirmed = { $tflops } TFLOPS（未经确认），脊点 { $ridge } FLOP/字节
precision-fp64 = FP64
precision-fp32 = FP32
precision-tensor = FP16/BF16 张量核心
precision-matrix = FP16/BF16 矩阵核心（稠密）

## occ roofline：内核所处的位置

roofline-kernel = 核函数（{ $precision }）
roofline-intensity-label = 算术强度
roofline-intensity = { $intensity } FLOP/字节
roofline-verdict-label = 结论
roofline-memory-bound = 访存受限：比脊点（{ $ridge } FLOP/字节）低 { $factor } 倍；提高占用率只有在能提升实际带宽时才有帮助
roofline-compute-bound = 计算受限：比脊点（{ $ridge } FLOP/字节）高 { $factor } 倍；占用率的作用在于隐藏指令延迟
roofline-attainable-label = 可达性能
roofline-tflops = { $tflops } TFLOPS
roofline-fastest-label = 最短耗时
roofline-ms = { $ms } ms
roofline-achieved-label = 实测性能
roofline-achieved = { $tflops } TFLOPS，为屋顶的 { $percent }
roofline-above-roof = ! 实测点高于屋顶：请检查 FLOP 数、字节数和耗时（缓存提供的数据可能从未经过 DRAM）

## occ roofline：错误

roofline-needs-preset = Roofline 需要带峰值数据的 GPU 预设：请用 --gpu 指定（可选的预设见 `occ gpus`）
roofline-time-needs-counts = --time 需要同时给出 --flops 和 --bytes：实测点为 --flops 除以 --time
roofline-time-not-intensity = --time 需要同时给出 --flops 和 --bytes：实测点为 --flops 除以 --time，仅凭 --intensity 无法得出
roofline-bytes-not-intensity = --bytes 应与 --flops 一起给出（二者之比即算术强度），不能与 --intensity 同用：请给出 --flops 和 --bytes，或只给 --intensity
roofline-bytes-needs-flops = --bytes 需要 --flops：内核的算术强度为 --flops / --bytes（或只给 --intensity）
roofline-flops-with-bytes = 请同时给出 --flops 和 --bytes，或只给 --intensity
roofline-bad-precision = “{ $text }”不是 fp64、fp32、fp16 之一
roofline-bad-time = “{ $text }”不是有效的正时长（例如 0.0012、1.2ms、850us）
roofline-out-of-range = { $value } { $unit }超出范围：有效值为 { $min } 到 { $max } { $unit }
roofline-unit-flops = FLOP
roofline-unit-bytes = 字节
roofline-unit-intensity = FLOP/字节
roofline-unit-time = 秒
roofline-no-peak = 数据库中没有这款 GPU 的 { $precision } 峰值

## occ roofline：满占用率指标，按各厂商的术语

full-title = 满占用率（每个{ -block } { $threads } 个{ -thread }）
full-title-wave = 满占用率（每个{ -block } { $threads } 个{ -thread }，{ -warp }大小 { $wave_size }）
full-reachable-label = 可达占用率
full-blocks-label = 每个{ -unit }的{ -block }数（wg_max）
full-nvidia-registers-label = 每{ -thread }寄存器上限（r_max）
full-amd-vgprs-label = 每{ -thread } VGPR 上限（r_max）
full-smem-label = 每{ -block }{ -smem }上限
full-fill-label = 填满 GPU 所需{ -thread }数
full-nvidia-fill = { $threads }（wi_min = 每个{ -unit }的{ -thread }数 × { $units } 个{ -unit }）
full-amd-reachable = { $percent }（每个{ -simd } { $waves } 个{ -warp }）
full-amd-fill = { $threads }（wi_min = 每个{ -unit }的{ -warp }数 × { -warp }大小 × { $units } 个{ -unit }）
full-intel-col-sub-group = { -warp }大小
full-intel-col-hw-threads = 硬件线程
full-intel-col-blocks = 每个{ -unit }的{ -block }数

## CLI 各报告共用的参数

cli-bad-lang = “{ $text }”不是 en、zh 之一（也可以写 en-US、zh-CN 这样的语言标记）
cli-bad-terms = “{ $text }”不是 own、cuda、hip、sycl、neutral 之一
cli-terms-with-json = --terms 只改变报告的用词；--json 的字段名保持不变：请去掉 --terms 或 --json

## occ calc：表格与错误

calc-col-kind = 类别
calc-col-name = 名称
calc-col-value = 值
calc-col-binding = 是否为瓶颈
calc-col-why = 原因
calc-col-figure = 指标
calc-col-limiter = 限制因素
calc-col-allows = 允许
calc-no-limit = 无限制
calc-yes = 是
calc-no = 否
calc-terms-with-format = --terms 只改变报告的用词；{ $format } 保留 occ batch 的字段名：请去掉 --terms 或 { $format }

## occ calc 的报告：计数，以及每个限制因素为何允许这么多

report-blocks = { $count } 个{ -block }
report-intel-why-threads-group = { $items } 个{ -thread }按{ -warp }大小 { $sub_group } 划分，共 { $threads } 个硬件线程
report-intel-why-slots-large = 大 GRF 模式下每个{ -unit }只运行其 { $slots } 个线程槽中的 { $budget } 个（{ $xves } 个{ -simd } × { $threads } 个线程，而非 { $normal } 个：每个线程的寄存器翻倍）
report-intel-why-slots = 每个{ -unit }有 { $slots } 个线程槽（{ $xves } 个{ -simd } × { $threads } 个线程）
report-intel-why-threads = { $group }；{ $slots }：{ $budget } / { $threads } = { $allows }
report-intel-why-slm-asked = { -smem } { $bytes }
report-intel-why-slm-rounded = { -smem } { $bytes } → 实际分配 { $allocated }（可分配大小 { $sizes } KiB）
report-intel-why-slm = { $asked }；每个{ -unit } { $pool } / { $allocated } = { $allows }
report-intel-why-no-slm = 未使用{ -smem }
report-intel-why-workgroups = { $family } 的每个{ -unit }最多容纳 { $allows }
report-intel-why-barriers = 内核使用了屏障：每个驻留的{ -block }占用{ -unit }的 { $registers } 个屏障寄存器之一，因此可容纳 { $allows }
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
report-amd-why-no-lds = 未使用{ -smem }
report-amd-why-workgroups = 每个 { $mode } 最多容纳 { $count } 个带屏障的{ -block }：{ $allows }
report-amd-why-no-barrier = 只有一个{ -warp }的{ -block }不占用屏障槽位
report-amd-why-waves-group = { $items } 个{ -thread }合 { $waves } 个 { $wave_size } 宽的{ -warp }
report-amd-why-waves = { $group }；每个 { $mode } 有 { $slots } 个{ -warp }槽位（每个{ -simd } { $max } 个 × { $simds }），可容纳 { $groups } 个完整的{ -block }：{ $allows }
report-nvidia-why-threads-over = 每个{ -block } { $threads } 个{ -thread }，超过上限 { $max } → 0 个{ -block }
report-nvidia-why-warps = { $threads } 个{ -thread } = 每个{ -block } { $warps } 个{ -warp }；每个{ -unit } { $max } 个{ -warp } / { $warps } → { $allows }
report-nvidia-why-warps-halved = { $threads } 个{ -thread } = 每个{ -block } { $warps } 个{ -warp }；每个{ -unit } { $max } 个{ -warp }（分区全局缓存下各占半个{ -unit }）/ { $warps } → { $allows }
report-nvidia-why-regs-over = 每个{ -thread } { $regs } 个寄存器，超过上限 { $max } → 0 个{ -block }
report-nvidia-why-regs-none-fit = 每个{ -block }需要 { $needed } 个寄存器（每个{ -warp }向上取整到 { $per_warp } 个，{ -warp }按 { $groups } 个一组分配），超过每个{ -block }可用的 { $available } 个 → 0 个{ -block }
report-nvidia-why-no-regs = 内核不使用寄存器 → { $allows }
report-nvidia-why-regs-warp = { $regs } 个寄存器 × { $warp_size } 个{ -thread } = { $product } → 按 { $granule } 取整后每个{ -warp } { $per_warp } 个
report-nvidia-why-regs-sub = 每个子分区 { $per_sub } 个 / { $per_warp } = { $warps_per_sub } 个{ -warp } × { $subs } 个子分区 = { $warps } 个{ -warp }
report-nvidia-why-regs = { $warp }；{ $sub } / 每个{ -block } { $per_block } 个 → { $allows }
report-nvidia-why-regs-legacy = 每个{ -block } { $per_block } 个寄存器（每个{ -warp } { $per_warp } 个），每个{ -unit }共 { $per_sm } 个 → { $allows }
report-nvidia-why-smem-failure = { $failure } → 0 个{ -block }
report-nvidia-why-smem-none-fit = 放不下任何{ -block } → 0 个{ -block }
report-nvidia-why-no-smem = 内核不使用{ -smem } → { $allows }
report-nvidia-why-smem = 静态 { $static_bytes } B + 动态 { $dynamic_bytes } B → 按 { $granule } 取整后为 { $allocated } B；每个{ -unit } { $per_sm } B / { $allocated } → { $allows }
report-nvidia-why-smem-reserved = 静态 { $static_bytes } B + 动态 { $dynamic_bytes } B + 保留 { $reserved } B → 按 { $granule } 取整后为 { $allocated } B；每个{ -unit } { $per_sm } B / { $allocated } → { $allows }
report-nvidia-why-blocks = CC { $cc } 的每个{ -unit }最多驻留 { $max } 个{ -block }
report-nvidia-why-barriers = 每个{ -block } { $barriers } 个屏障；每个{ -unit }可用 { $available } 个（{ $multiplier } × { $slots } 个{ -block }槽位）→ { $allows }
report-nvidia-why-virtual = 每个{ -block } { $per_block } 个虚拟资源；每个{ -unit } { $per_sm } 个 → { $allows }

## occ compare：对比表

compare-col-occupancy = 占用率
compare-col-resident = 驻留
compare-col-limiters = 限制因素
compare-col-next-step = 下一步
compare-best = { $occupancy }（最佳）
compare-error = 错误：{ $error }
compare-error-note = 错误 [{ $note }]
compare-resident = 每个{ $unit } { $count } 个{ -block }
compare-unit = { -unit }
compare-more-steps = { $step }（另有 { $more } 步，见 occ plan）
compare-none-needed = 无需调整：已满占用率
compare-none-gains = 无：单独减少任何一项资源都无法提升
compare-every-launch = 所有启动：{ $flags }
compare-note = [{ $note }] 启动 { $launch }（{ $gpu }）：{ $why }
compare-all-failed = 所有启动均失败（[1] { $first }）：原因见上方各自的结果
