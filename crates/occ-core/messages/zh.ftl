# occ 的简体中文消息：与 en.ftl 同样的键、同样的参数（构建时逐一核对）。
#
# 名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表，写在量词之后（{ $n } 个{ -block }）。名词两侧不写空格：
# 汉字与拉丁字母、数字相邻处由读取器补空格（每个 SM、每个计算单元）。数字由 occ-core 格式化后传入。

## 数字

percent = { $value }%

## 页面：index.html 的标记（按所选语言和术语重新显示）及其控件

page-title-sub = GPU 占用率计算器
page-lede = 按各厂商自己的规则计算理论占用率：NVIDIA 的规则（cuda_occupancy.h，CUDA 13.5）覆盖所有计算能力，AMD 的规则（LLVM 的 AMDGPU 后端）覆盖所有 gfx 目标，Intel 的规则（Intel GPU Occupancy Calculator）覆盖 Gen9 到 Xe2。所有计算都在你的浏览器中完成。
page-dark-theme = 深色主题
page-footer = occ 实现了 NVIDIA 的占用率规则（CUDA 13.5 的 cuda_occupancy.h；CC 1.x/2.x 采用最初的电子表格）、AMD 的规则（LLVM 的 AMDGPU 后端，已与 llc-19 核对）和 Intel 的规则（Intel GPU Occupancy Calculator，适用于 Gen9 到 Xe2 上的 SYCL）。GPU 参数均注明出处：鼠标悬停在数值上即可查看。数据不会离开你的浏览器；保存的配置只存放在本浏览器的存储中。
page-terms-label = 术语
page-terms-own = GPU 自身的术语
page-terms-cuda = CUDA：线程、线程束、线程块、SM
page-terms-hip = HIP：工作项、波前、工作组、CU
page-terms-sycl = SYCL：工作项、子组、工作组、计算单元
page-lang-label = 语言
page-launch-title = 启动配置
page-gpu-label = GPU
page-gpu-placeholder = 输入 GPU、芯片或计算能力
page-advanced = 高级
page-advanced-help = 分区全局缓存适用于 CC 5.2、5.3、6.1 和 6.2；缓存配置适用于 CC 2.x 和 3.x；虚拟资源适用于 CC 10 到 12。不适用于所选 GPU 的输入项会被隐藏。
page-results-title = 结果
page-pin = 加入对比
page-export = 导出…
page-charts-title = 假设分析
page-charts-help = 其他输入保持不变、只改变一项输入时的占用率。三角形标出当前的启动配置。

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

## occ log：构建日志中各核函数的表格

log-gpu-title = { $name }（CC { $cc }，{ $count } 个{ -units }）
log-gpu-generic-units = 通用 CC { $cc } { $family } 设备（{ $count } 个{ -units }）
log-gpu-generic = 通用 CC { $cc } { $family } 设备
log-gpu-label = GPU
log-gpu-each = 各核函数所属架构的通用设备（用 --gpu 或 --cc 指定一个 GPU）
log-threads-label = { -block }大小
log-threads-each = 所有核函数均为每{ -block } { $threads } 个{ -thread }
log-threads-best = 各核函数的最佳{ -block }大小（cudaOccMaxPotentialOccupancyBlockSize），即其资源所能达到的最佳值；用 --threads N 指定实际启动配置
log-dynamic-label = 动态
log-dynamic = 所有核函数每{ -block }另加 { $bytes } 字节动态{ -smem }
log-gate-label = 门限
log-gate = 占用率低于 { $percent } 时标记
log-col-arch = 架构
log-col-regs = 寄存器
log-col-smem = { -smem }
log-col-bar = 屏障
log-col-spills = 溢出 存/取
log-col-threads = { -block }大小
log-col-occupancy = 占用率
log-col-limiter = 限制因素
log-col-flags = 标记
log-col-kernel = 核函数
log-none-fits = 无法驻留
log-not-evaluated = 未评估
log-flag-low = 偏低
log-flag-spills = 溢出
log-flag-differs = 不一致
log-best-note = * 最佳{ -block }大小
log-device-functions = 设备函数（ptxas 只报告其栈与溢出，不报告寄存器）
log-device-function = 栈帧 { $frame } B  溢出存储 { $stores } B  溢出读取 { $loads } B
log-mismatch-cc = 日志中没有 CC { $cc } 的报告：为 { $archs } 编译的报告按该 GPU 评估；针对 { $sm } 的构建可能使用不同的资源
log-skipped-archs = 跳过 { $count } 个其他架构的报告：日志中已有该 GPU 自身架构的报告
log-notes-title = 说明
log-unknown-arch = “{ $arch }”不是 occ 已知的架构
log-no-arch = 日志未给出它的架构：请用 --gpu 或 --cc 指定
log-compiler-messages = 编译器消息
log-message-line = 第 { $line } 行：{ $tool } { $severity }：{ $text }
log-severity-info = 信息
log-severity-warning = 警告
log-severity-error = 错误
log-more = ……另有 { $count } 条
log-unread-title = 无法识别的行
log-unread-line = 第 { $line } 行：{ $text }（{ $reason }）
log-summary = 共 { $reports } 个核函数报告，来自 { $lines } 行日志；{ $spilling } 个有溢出
log-summary-low = ；{ $low } 个低于 { $percent }
log-reading = 读取 { $source } 时出错
log-standard-input = 标准输入
log-no-reports = { $source }（{ $lines } 行）中没有核函数资源报告：应为 nvcc -Xptxas -v、ptxas -v、nvlink -v、cuobjdump --dump-resource-usage、hipcc -Rpass-analysis=kernel-resource-usage 的输出或 AMDGPU 汇编文件
log-no-reports-unread = ；有 { $count } 行像是报告但无法读取，第一行在第 { $line } 行：{ $text }
log-amd-only = 日志中只有 AMD 核函数：--gpu 和 --cc 用于选择 NVIDIA GPU；请给出 --arch gfxNNN（如 gfx90a、gfx942、gfx1100）、AMD 的 --gpu（如 mi300x），或不给参数以使用各报告自身的目标
log-nvidia-only = 日志中只有 NVIDIA 核函数：--gpu { $gpu } 是 AMD GPU（{ $arch }）；请给出 NVIDIA 的 --gpu、--cc，或不给参数以使用各报告自身的架构
log-unread-json = 日志中有 { $count } 行无法读取，第一行在第 { $line } 行：{ $text }
log-not-evaluated-error = 有 { $count } 个核函数报告无法评估，第一个是 { $name }（第 { $line } 行）：{ $error }
log-bad-occupancy = “{ $text }”不是占用率：有效值为 0 到 1（或 0% 到 100%）

## occ log：AMD 的核函数

log-amd-target-label = 目标
log-amd-target-each = 各 AMD 报告自身的 gfx 目标（用 --arch 指定一个）
log-amd-group-label = { -block }
log-amd-group-each = 所有核函数均为每{ -block } { $threads } 个{ -thread }
log-amd-group-compiled = 各核函数编译时的最大{ -block }，即编译器的数值所假定的大小（* 取自汇编的元数据；† 为 HIP 的默认值 { $size }：编译器备注中没有给出）；用 --threads N 指定实际启动配置
log-amd-col-target = 目标
log-amd-col-vgprs = VGPR
log-amd-col-agprs = AGPR
log-amd-col-sgprs = SGPR
log-amd-col-lds = { -smem }
log-amd-col-scratch = 暂存
log-amd-col-spills = SGPR/VGPR 溢出
log-amd-col-group = { -block }
log-amd-col-waves = 每{ -simd }{ -warp }数
log-amd-col-compiler = 编译器
log-amd-none-max = 无（已达上限）
log-amd-device-functions = AMD 设备函数（其寄存器计入调用它们的核函数）
log-amd-device-function = VGPR { $vgprs }  SGPR { $sgprs }  暂存 { $scratch }
log-amd-mismatch = 日志中没有 { $target } 的报告：为 { $archs } 编译的报告按该目标评估；针对 { $target } 的构建可能使用不同的资源
log-amd-skipped = 跳过 { $count } 个其他目标的报告：日志中已有该目标自身的报告
log-amd-differs = occ 算得每{ -simd } { $occ } 个{ -warp }，编译器为 { $compiler }：可能是 LLVM 先前把{ -smem }按分配粒度取整，或 amdgpu-waves-per-eu 属性限制了编译器的数值
log-amd-unknown-target = “{ $target }”不是 occ 已知的 gfx 目标：请用 --arch 指定
log-amd-no-target = 日志未给出它的 gfx 目标：请用 --arch 指定
log-amd-bad-arch = --arch“{ $arch }”不是 occ 已知的 gfx 目标：有效值为 { $known }

## occ log：日志中某行未被读取的原因

log-reason-figure-out-of-range = 资源数值不是范围内的整数
log-reason-item-shape = 资源行中有一项格式未知
log-reason-second-resource-line = 同一函数的第二个资源行
log-reason-resource-line-first = 资源行出现在任何函数之前
log-reason-ptxas-info-shape = 格式未知的 ptxas info 行
log-reason-entry-without-name = 入口函数没有名称
log-reason-properties-without-name = 函数属性没有名称
log-reason-stack-frame-first = 栈帧行之前没有 Function properties 行
log-reason-nvlink-gmem-shape = 格式未知的 nvlink gmem 行
log-reason-nvlink-info-shape = 格式未知的 nvlink info 行
log-reason-cuobjdump-field-shape = 格式未知的 cuobjdump 字段
log-reason-remark-without-name = Function Name 备注没有名称
log-reason-remark-shape = 格式未知的 kernel-resource-usage 备注
log-reason-remark-first = 资源备注出现在任何 Function Name 备注之前
log-reason-second-remark = 同一函数同一数值的第二条备注
log-reason-not-a-bool = 资源数值既不是 true 也不是 false
log-reason-kernel-info-first = Kernel info 之前没有函数
log-reason-second-comment = 同一函数同一数值的第二条注释
log-reason-metadata-out-of-range = 元数据数值不是范围内的整数
log-reason-metadata-not-a-number = 元数据数值不是数字

## occ log：报告中的数值及其应有的形式

log-figure-registers = 寄存器
log-figure-barriers = 屏障
log-figure-shared-memory = 共享内存
log-figure-local-memory = 局部内存
log-figure-constant-bank = 常量库
log-figure-constant-memory = 常量内存
log-figure-stack = 栈大小
log-figure-stack-frame = 栈帧
log-figure-spill-stores = 溢出存储
log-figure-spill-loads = 溢出读取
log-figure-global-memory = 全局内存
log-figure-textures = 纹理
log-figure-surfaces = 表面
log-figure-samplers = 采样器
log-figure-vgprs = VGPR
log-figure-agprs = AGPR
log-figure-total-vgprs = VGPR 总数
log-figure-sgprs = SGPR
log-figure-lds-bytes = LDS 大小
log-figure-scratch-bytes = 暂存大小
log-figure-sgpr-spills = SGPR 溢出
log-figure-vgpr-spills = VGPR 溢出
log-figure-compiler-occupancy = 编译器给出的占用率
log-figure-wave-size = 波前大小
log-figure-max-workgroup-size = 最大工作组大小
log-kind-register-count = 寄存器数
log-kind-byte-count = 字节数
log-kind-bank-number = 库编号
log-kind-wave-count = 波前数
log-kind-wave-size = 波前大小
log-kind-item-count = 工作项数
log-kind-count = 计数
log-unreadable = { $figure }“{ $text }”不是{ $kind }（应为 0 到 { $max } 的整数）
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
