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

## occ plan：各尺寸与预算表、下一步、网格的波次
#
# 网格的“波次”（wave：整个 GPU 一轮同时驻留的线程块）与 AMD 的 wave（波前，{ -warp }）不是一回事：前者一律写作波次。

plan-gpu-label = GPU
plan-unit = { -unit }
plan-units = { -units }
plan-simd = { -simd }
plan-wgp = WGP
plan-wgps = WGP
plan-col-size = { -block }大小
plan-intel-col-size = { -block }大小（{ -warp }大小 { $size }）
plan-col-blocks-per = 每{ $unit }{ -block }数
plan-col-warps-per = 每{ $unit }{ -warp }数
plan-intel-col-hw-threads = 每{ -block }硬件线程数
plan-col-occupancy = 占用率
plan-col-limited-by = 受限于
plan-mark-best = 最佳
plan-mark-current = ← 当前
plan-limit-more = { $list }、{ $limit }
plan-limit-warps = { -warp }数
plan-limit-registers = 寄存器
plan-limit-shared-memory = { -smem }
plan-limit-blocks = { -block }槽位
plan-limit-barriers = 屏障
plan-limit-virtual-resources = 虚拟资源
plan-limit-vgprs = VGPR
plan-limit-sgprs = SGPR
plan-limit-lds = { -smem }
plan-limit-workgroups = { -block }槽位
plan-limit-waves = { -block }大小
plan-limit-threads = 硬件线程
plan-limit-slm = { -smem }
plan-left-out-none-fit = 未列出{ -block }大小 { $from } 到 { $to }：每种都比一个{ -unit }容纳的{ -warp }还多，一个也放不下（0 个{ -block }）
plan-left-out-rows = 未列出{ -block }大小 { $from } 到 { $to }：表格最多 { $rows } 行（最佳大小已把它们都算在内）
plan-best = 最佳占用率 { $percent }，{ -block }大小 { $sizes }；{ -block }大小为 { $threads } 时，占满 GPU 的最小网格为 { $blocks } 个{ -block }
plan-budgets-title = 资源预算：每{ -block } { $threads } 个{ -thread }（当前寄存器数：{ $registers }）
plan-budget-col-registers = 最多寄存器
plan-budget-col-smem = 每{ -block }最多{ -smem }
plan-budget-col-ask = 编译器提示
plan-next-title = 下一步（减少多少可多驻留一个{ -block }）
plan-next-none = 减少任何单一资源都无法多驻留一个{ -block }：受限于{ -block }大小、{ -warp }数或{ -block }槽位
plan-step-smem = 每{ -block }{ -smem }
plan-step-registers = 每{ -thread }寄存器
plan-step-barriers = 屏障
plan-step-virtual-resources = 虚拟资源
plan-step = { $what }：{ $current } → { $target }，每{ -unit }可驻留 { $then } 个{ -block }（当前 { $now } 个）
plan-grid-title = 网格
plan-grid-stride = 网格跨步循环：{ $blocks } 个{ -block }（每{ $unit } { $per_unit } 个 × { $count } 个{ $units }）即可占满每个{ $unit }
plan-warning = 警告：{ $text }
plan-grid-too-big = { $blocks } 个{ -block }超出一维网格的容量（gridDim.x 最多 { $max }）：让每个{ -thread }多做些工作，或改用网格跨步循环。
plan-no-fit = 没有{ -block }能驻留：无波次
plan-nvidia-no-grid = （给出 --grid N 或 --items N 可查看波次和 Nsight Systems 的 GPU 指标）
plan-no-grid = （给出 --grid N 或 --items N 可查看网格的波次）
plan-intel-no-grid = （给出 --grid N、--items N 或 --global N 可查看网格的波次）
plan-intel-no-xves = （给出 --xves N 可得到 GPU 的{ -units }数及其波次）
plan-waves = { $blocks } 个{ -block } = { $waves } 个波次（每波次 { $per_wave } 个）：{ $full } 个完整波次，尾波次 { $tail } 个{ -block }（占一个波次的 { $percent }）
plan-intel-waves-fused = { $blocks } 个{ -block } = { $waves } 个波次（每波次 { $per_wave } 个），分布在 { $units } 个{ -units }上
plan-nsight-title = Nsight Systems 的 GPU 指标（假设各{ -block }耗时相同，且先分散到各{ -unit }再叠加）：
plan-intel-gpu-occupancy = Intel 的 GPU 占用率：峰值 { $peak }，各波次平均 { $average }

## occ plan：错误

plan-per-thread-needs-items = --per-thread 需与 --items 一起使用（网格 = 工作量 / (每块线程数 × --per-thread)）：请同时给出 --items N
plan-items-too-many = --items { $items } 按每线程 { $per_thread } 项、每{ -block } { $threads } 个线程，得到 { $grid } 个{ -block }的网格，超过 { $launch } 的上限（{ $max }）：请让每个线程多做些工作（--per-thread）
