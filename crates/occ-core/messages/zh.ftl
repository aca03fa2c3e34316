# occ 的简体中文消息：与 en.ftl 同样的键、同样的参数（构建时逐一核对）。
#
# 名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表，写在量词之后（{ $n } 个{ -block }）。名词两侧不写空格：
# 汉字与拉丁字母、数字相邻处由读取器补空格（每个 SM、每个计算单元）。数字由 occ-core 格式化后传入。

## 数字

percent = { $value }%

## 页面：index.html 的标记（按所选语言和术语重新显示）及其控件

shell-title-sub = GPU 占用率计算器
shell-lede = 按各厂商自己的规则计算理论占用率：NVIDIA 的规则（cuda_occupancy.h，CUDA 13.5）覆盖所有计算能力，AMD 的规则（LLVM 的 AMDGPU 后端）覆盖所有 gfx 目标，Intel 的规则（Intel GPU Occupancy Calculator）覆盖 Gen9 到 Xe2。所有计算都在你的浏览器中完成。
shell-dark-theme = 深色主题
shell-footer = occ 实现了 NVIDIA 的占用率规则（CUDA 13.5 的 cuda_occupancy.h；CC 1.x/2.x 采用最初的电子表格）、AMD 的规则（LLVM 的 AMDGPU 后端，已与 llc-19 核对）和 Intel 的规则（Intel GPU Occupancy Calculator，适用于 Gen9 到 Xe2 上的 SYCL）。GPU 参数均注明出处：鼠标悬停在数值上即可查看。数据不会离开你的浏览器；保存的配置只存放在本浏览器的存储中。
shell-terms-own = GPU 自身的术语
shell-terms-cuda = CUDA：线程、线程束、线程块、SM
shell-terms-hip = HIP：工作项、波前、工作组、CU
shell-terms-sycl = SYCL：工作项、子组、工作组、计算单元
shell-launch-title = 启动配置
shell-gpu-placeholder = 输入 GPU、芯片或计算能力
shell-advanced = 高级
shell-advanced-help = 分区全局缓存适用于 CC 5.2、5.3、6.1 和 6.2；缓存配置适用于 CC 2.x 和 3.x；虚拟资源适用于 CC 10 到 12。不适用于所选 GPU 的输入项会被隐藏。
shell-results-title = 结果
shell-pin = 加入对比
shell-export = 导出…
shell-export-failed = 无法加载导出功能，请重试。
shell-charts-title = 假设分析
shell-charts-help = 其他输入保持不变、只改变一项输入时的占用率。三角形标出当前的启动配置。
shell-tool-plan = 启动规划
shell-tool-plan-help = 为本次启动排出各{ -block }大小的优劣，给出寄存器预算、网格大小和波次；支持 NVIDIA、AMD 和 Intel GPU。
shell-tool-import = 粘贴编译器输出
shell-tool-import-help = 在这款 GPU 上评估 ptxas -v、nvcc 或 cuobjdump 报告中的每个核函数，或 hipcc 资源使用备注和汇编中的每个核函数；可将其中一个载入计算器。
shell-tool-roofline = Roofline 模型
shell-tool-roofline-help = 根据核函数的 FLOP 数和字节数以及 GPU 的峰值，判断它在这款 GPU 上是访存受限还是计算受限。
shell-tool-compare = 对比启动配置
shell-tool-compare-help = 并排对比多个启动配置，任意 GPU 均可：当前这个，或同一核函数在多款 GPU 上的表现。
shell-saved-title = 已保存的配置
shell-saved-name = 配置名称
shell-saved-name-placeholder = 名称，例如 gemm 128x128
shell-save = 保存
shell-rename = 重命名
shell-cancel = 取消
shell-share-title = 分享
shell-share-link = 此配置的链接
shell-copy-link = 复制链接
shell-copy-markdown = 复制为 Markdown
shell-embed = 嵌入
shell-embed-help = 将以下代码粘贴到网页中，即可显示结果和{ -block }大小图表（640×420）：
shell-copy-embed = 复制嵌入代码
shell-embed-preview = 预览嵌入效果
page-source-none = 未记录出处
page-source-failed = 无法加载出处（见顶部的提示）；再次悬停即可重试
page-source-loading = 正在加载出处…
page-open = 打开
page-loading = 加载中…
# Variables: $why (String) - why the browser could not load it
page-tool-failed = 无法加载该工具（{ $why }）。请检查与本页面服务器的连接，然后重试。
# Variables: $why (String) - why the browser could not load it
page-charts-failed = 无法加载图表及其下方的面板（{ $why }）。滚动离开再回来，或再次使用面板，即可重试。

## 页面：各输入项的标签和说明（state/input.rs 引用）。所有厂商 GPU 都有的输入项按 NVIDIA 的说法写；`-amd` / `-intel` 消息是
## 该厂商除名词外另有说法之处。

input-gpu-label = GPU
input-t-label = 每个{ -block }的{ -thread }数
input-t-label-group = { -block }大小
input-t-help = 1 到设备上限（1,024）
input-t-help-amd = 每个{ -block }的{ -thread }数（即启动时指定的{ -block }大小）
input-t-help-intel = 每个{ -block }的{ -thread }数（nd_range 的局部范围，各维相乘）
input-r-label = 每{ -thread }寄存器数
input-r-label-amd = 每{ -thread } VGPR 数
input-r-help = 取自 ptxas -v 或 Nsight Compute
input-r-help-amd = 架构 VGPR：编译器给出的 NumVgprs 或 .vgpr_count
input-ss-label = { -smem }（静态）
input-ss-label-own = { -smem }（静态）
input-ss-help = __shared__ 数组
input-ss-help-amd = __shared__ 数组；每个{ -block }的{ -smem }为静态与动态之和
input-ss-help-intel = 核函数声明的{ -block }{ -smem }；每个{ -block }的{ -smem }为静态部分与 local_accessor 之和
input-ds-label = { -smem }（动态）
input-ds-label-amd = { -smem }（动态）
input-ds-label-intel = { -smem }（local_accessor）
input-ds-help = 核函数启动配置的第三个参数
input-ds-help-amd = 启动时指定的动态{ -smem }
input-ds-help-intel = 每个{ -block }的 sycl::local_accessor 字节数
input-co-label = { -smem }划分大小
input-co-help = 核函数倾向的每个{ -unit }的{ -smem }容量（cudaFuncAttributePreferredSharedMemoryCarveout）
input-co-default = 驱动默认
input-oi-label = 申请更大的{ -smem }
input-oi-help = 申请使用更大的每{ -block }{ -smem }上限（cudaFuncAttributeMaxDynamicSharedMemorySize）
input-md-label = 最大动态{ -smem }
input-md-help = 最大动态{ -smem }属性；留空 = 每{ -block }上限减去静态部分
input-md-placeholder = 每{ -block }上限 − 静态部分
input-b-label = 每个{ -block }的屏障数
input-b-help = 具名屏障（0 到 16）；CC ≥ 9 还按每个{ -unit }限制其数量
input-sm-label = { -unit }数量
input-sm-label-intel = { -simd }数量
input-sm-help = 留空 = 该 GPU 自身的数量
input-sm-help-amd = 留空 = 该 GPU 自身的数量（通用目标为 1）
input-sm-help-intel = 留空 = 该 GPU 自身的数量（通用架构：按每个{ -unit }计算）；可填整数个{ -unit }，或 Intel 计算器列出的部分配置
input-pgc-label = 分区全局缓存
input-pgc-off = 关闭
input-pgc-on = 开启（某个{ -block }需要超过半个{ -unit }时驱动会将其关闭）
input-pgc-strict = 严格（强制开启）
input-cache-label = 缓存配置
input-cache-none = 无偏好
input-cache-shared = 优先{ -smem }
input-cache-l1 = 优先 L1
input-cache-equal = L1 与共享内存均分
input-vr-label = 虚拟资源
input-vr-help = 每个{ -block }（CUDA 13，CC 10 到 12）
input-ag-label = 每{ -thread } AGPR 数
input-ag-help = 累加 VGPR：编译器给出的 NumAgprs
input-sg-label = 每{ -warp } SGPR 数
input-sg-help = 编译器给出的 NumSgprs；仅在 GFX9 和 CDNA 上限制占用率
input-ws-label = { -warp }大小
input-ws-help = 32 或 64；留空 = 目标的默认值
input-cu-label = CU 模式
input-cu-help = CU 模式：{ -block }的{ -warp }在单个{ -unit }上运行（2 个{ -simd }及其{ -smem }），而不是整个 WGP（-mcumode）
input-sub-label = { input-ws-label }
input-sub-help = 8、16 或 32（视架构而定）：由编译器选择，或用 [[intel::reqd_sub_group_size(N)]] 指定
input-bar-label = 使用屏障
input-bar-help = 使用 sycl::group_barrier 或组算法：每个驻留的{ -block }占用一个屏障寄存器
input-grf-label = 大 GRF 模式
input-grf-help = 每个{ -hw } 256 个寄存器，每个{ -simd }的硬件线程数减半（-ftarget-register-alloc-mode=pvc:large）
input-gs-label = 全局大小
input-gs-help = 启动的{ -thread }总数（各维相乘）：用于计算整个 GPU 上的波次；留空 = 只算每个{ -unit }
input-terms-label = 术语
input-terms-help = 页面使用的术语：GPU 厂商自己的，或对所有 GPU 统一使用 CUDA、HIP 或 SYCL 的术语（与厂商无关）
input-lang-label = 语言
input-g-label = 网格（{ -block }数）
input-n-label = 问题规模（元素数）
input-wpt-label = 每{ -thread }处理的元素数
input-spt-label = 每{ -thread }的{ -smem }
input-size-bad = 字节数，或带 K 后缀的 KiB 数（48K）
input-gpu-units = { $count } 个{ -unit }
input-gpu-generic = CC { $cc } · { $family } · 架构默认值，除非在下方设置，否则按 1 个{ -unit }计算
input-gpu-amd-generic = { $name } · { $family } · 目标默认值，除非在下方设置，否则按 1 个{ -unit }计算
input-gpu-intel-generic = { $name } · { $family } · 除非在下方设置{ -simd }数量，否则按每个{ -unit }计算（Intel 计算器提供 { $counts }）
input-gpu-none = 没有匹配的 GPU；可以试试芯片（AD102）、计算能力（8.9）或“generic”。
# Variables: $name (String) - the device's compute capability (CC 8.9) or architecture (gfx942)
input-gpu-generic-name = 通用 { $name }
# A product whose figures describe one of its package's GPUs or dies.
# Variables: $product (String) - the product (Tesla K80, GB200), $part (String) - which of its GPUs or dies (GK210, Blackwell GPU, GCD)
input-gpu-one = { $product }（单个 { $part }）
# Variables: $name (String) - the device's compute capability (CC 8.9) or architecture (gfx942), $family (String) - its family (Ada, CDNA 3)
input-gpu-generic-label = 通用 { $name }（{ $family }）
input-gpu-group-generic-nvidia = 通用计算能力
input-gpu-group-generic-amd = 通用 AMD 目标
input-gpu-group-generic-intel = 通用 Intel 架构

## occ gpus：预设列表

gpus-col-gpu = { input-gpu-label }
gpus-col-vendor = 厂商
gpus-col-target = 目标
gpus-col-units = 计算单元
gpus-col-bandwidth = 带宽 GB/s
gpus-col-fp32 = FP32 TF
gpus-col-matrix = 矩阵 TF
gpus-col-segment = 类别
gpus-col-id = ID
gpus-units = { input-gpu-units }
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

## occ roofline：核函数所处的位置

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
roofline-bytes-needs-flops = --bytes 需要 --flops：核函数的算术强度为 --flops / --bytes（或只给 --intensity）
roofline-flops-with-bytes = 请同时给出 --flops 和 --bytes，或只给 --intensity
error-bad-precision =“{ $text }”不是 fp64、fp32、fp16 之一
roofline-bad-time =“{ $text }”不是有效的正时长（例如 0.0012、1.2ms、850us）
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
full-intel-col-hw-threads = { -hw }
full-intel-col-blocks = 每个{ -unit }的{ -block }数

## CLI 各报告共用的参数

cli-bad-lang =“{ $text }”不是 en、zh 之一（也可以写 en-US、zh-CN 这样的语言标记）
cli-bad-terms =“{ $text }”不是 own、cuda、hip、sycl、neutral 之一
cli-terms-with-json = --terms 只改变报告的用词；--json 的字段名保持不变：请去掉 --terms 或 --json

## CLI 的错误：参数、给出的值及其有效范围

cli-valid-range = 有效范围为 { $min } 至 { $max }
cli-range = 有效范围为 { $min } 至 { $max }（{ $what }）
cli-range-list = 有效值为 { $list }（{ $what }）
cli-on = { $gpu } 上{ $what }
cli-what-threads-per-block = 每个线程块的线程数
cli-what-registers-per-thread = 每个线程的寄存器数
cli-what-smem-per-block = 每个线程块的共享内存字节数
cli-what-smem-per-thread = 每个线程的共享内存字节数
cli-what-virtual-per-block = 每个线程块的虚拟资源数
cli-what-barriers-per-block = 每个线程块的屏障数
cli-what-items-per-group = 每个工作组的工作项数
cli-what-vgprs = 每个工作项的 arch VGPR 数
cli-what-agprs = 每个工作项的 AGPR 数
cli-what-sgprs = 每个波前的 SGPR 数
cli-what-lds = 每个工作组的 LDS 字节数
cli-what-items-per-wave = 每个波前的工作项数
cli-what-items-per-sub-group = 每个子组的工作项数
cli-what-slm = 每个工作组的 SLM 字节数
cli-what-intel-barriers = 0：不使用屏障；大于 0：核函数使用屏障
cli-what-a-count = 个数
cli-what-work-items = 工作项数
cli-what-work-items-per-thread = 每个线程处理的工作项数
cli-what-grid = { $launch }中的{ $unit }
cli-grid-unit-blocks = 线程块数
cli-grid-unit-workgroups = 工作组数
cli-grid-launch-nvidia = CC { $cc } 上的 gridDim.x × gridDim.y × gridDim.z
cli-grid-launch-items = 最多 2^64 - 1 个工作项的一次启动
cli-refuse-range = { $flag }：“{ $text }”超出范围：{ $range }
cli-refuse-not = { $flag }：“{ $text }”不是{ $what }：{ $range }
cli-not-whole-number = 整数
cli-not-size = 字节数（例如 49152 或 48K）
cli-not-count = { cli-what-a-count }
cli-digits = ；请用数字 0-9 书写
cli-bad-bytes =“{ $text }”不是 0 至 4294967295 之间的字节数（例如 49152 或 48K）
cli-bad-carveout =“{ $text }”不是有效的划分比例：有效范围为 0 至 100（百分比）或 default
cli-bad-switch =“{ $text }”不是 true、false 之一
cli-unknown-arch = --arch“{ $name }”既不是 AMD 的 gfx 目标（{ $amd }），也不是 Intel 的 Xe 架构（{ $intel }）
cli-the-gpu = 该 GPU

## CLI 的错误：属于其他厂商 GPU 的参数

cli-cus-on-nvidia = --cus 只适用于 AMD GPU（计算单元）；{ $gpu } 是 NVIDIA GPU：请用 --sms
cli-xves-on-nvidia = --xves 只适用于 Intel GPU（XVE）；{ $gpu } 是 NVIDIA GPU：请用 --sms
cli-xves-on-amd = --xves 只适用于 Intel GPU（XVE）；{ $gpu } 是 AMD GPU：请用 --cus
cli-sms-on-amd = --sms 只适用于 NVIDIA GPU（流式多处理器）；{ $gpu } 是 AMD GPU：请用 --cus
cli-sms-on-intel = --sms 只适用于 NVIDIA GPU（流式多处理器）；{ $gpu } 是 Intel GPU：请用 --xves
cli-cus-on-intel = --cus 只适用于 AMD GPU（计算单元）；{ $gpu } 是 Intel GPU：请用 --xves
cli-smem-per-thread-not-nvidia = --smem-per-thread 只适用于 NVIDIA GPU；{ $gpu } 是 { $vendor } GPU
cli-flag-on-nvidia = { $flag } 只适用于 { $vendor } GPU；{ $gpu } 是 NVIDIA GPU：请用 --regs（以及 --static-smem、--dynamic-smem）
cli-nvidia-flag-on-amd = { $flag } 只适用于 NVIDIA GPU；{ $gpu } 是 AMD GPU（{ $arch }）：请用 --vgprs（以及 --agprs、--sgprs、--lds、--wave-size、--cu-mode）
cli-flag-on-amd = { $flag } 只适用于 { $vendor } GPU；{ $gpu }（{ $arch }）是 AMD GPU：请用 --vgprs（以及 --agprs、--sgprs、--lds、--wave-size、--cu-mode）
cli-flag-on-intel = { $flag } 只适用于 { $vendor } GPU；{ $gpu } 是 Intel GPU（{ $arch }）：请用 --sub-group（以及 --slm、--barriers、--large-grf、--global）

## CLI 的错误：核函数的必需参数、Intel 的全局大小

cli-regs-required = NVIDIA GPU 必须给出 --regs：每个线程的寄存器数，取自 ptxas -v
cli-vgprs-required = AMD GPU 必须给出 --vgprs：每个工作项的 arch VGPR 数，取自编译器的资源用量报告（-Rpass-analysis=kernel-resource-usage 或 .vgpr_count）
cli-sub-group-required = Intel GPU 必须给出 --sub-group：核函数编译时所用的子组大小（{ $arch } 上为 { $sizes }）
cli-what-items-in-launch = 这次启动的工作项数
cli-global-or-grid = --global（或 --grid、--items）
cli-global-conflict = --global（工作项数）与 --grid/--items 只能给出其一，不能同时给出
cli-global-needs-xves = { $flags } 需要 GPU 的 XVE 数：请给出 --xves N（{ $per } 的倍数；Intel 的计算器为 { $arch } 提供 { $offers }）或一款 Intel --gpu
cli-global-not-table = --global 在报告和 --json 中给出整个 GPU 的波次；--csv 和 --markdown 只给出每个 Xe 内核的指标：请去掉 --global

## CLI 的错误：occ compare 的列表

cli-compare-too-many = { $flag } 给出了 { $count } 次启动：occ compare 最多接受 { $max } 次
cli-compare-lengths = { $flag } 有 { $len } 个值，而 { $longest } 有 { $count } 个：每个逗号分隔的列表要么只有一个值（用于所有启动），要么与其他列表一样多
cli-compare-no-vendor = { $flag } 只适用于 { $vendors } GPU，而 --gpu { $gpus } 中没有这样的 GPU
cli-compare-and = { $a } 和 { $b }
cli-compare-required = 列出的 { $vendor } GPU 必须给出 { $flag }：{ $what }
cli-compare-what-regs = 每个线程的寄存器数，取自 ptxas -v
cli-compare-what-vgprs = 每个工作项的 arch VGPR 数，取自编译器的资源用量报告
cli-compare-what-sub-group = 核函数编译时所用的子组大小

## CLI 的错误：代替 clap 的提示（仅中文；英文保留 clap 自己的措辞）

cli-clap-invalid-value = { $flag } 的值“{ $text }”无效：{ $why }
cli-clap-missing = 缺少以下必需参数：{ $flags }
cli-clap-unknown = 无法识别的参数“{ $flag }”
cli-clap-no-value = { $flag } 需要一个值，但没有给出
cli-clap-possible = { $flag } 的值“{ $text }”无效：可选值为 { $list }
cli-clap-conflict = 参数 { $flag } 不能与 { $other } 同时使用
cli-clap-repeated = 参数 { $flag } 只能给出一次
cli-clap-subcommand = 无法识别的子命令“{ $text }”
cli-clap-help = 更多信息请运行“--help”。
cli-clap-error = 错误：{ $text }
cli-clap-frame-usage = 用法：
cli-clap-frame-options = 选项
cli-clap-frame-options-usage = [选项]
cli-clap-frame-arguments = 参数
cli-clap-frame-commands = 命令
cli-clap-frame-command = 命令
cli-clap-frame-heading = { $heading }：
cli-clap-frame-help = 打印帮助
cli-clap-frame-version = 打印版本
cli-clap-frame-help-command = 打印本帮助，或给定子命令的帮助
cli-clap-frame-help-subcommands = 打印子命令的帮助
cli-clap-frame-default = [默认：{ $value }]
cli-clap-frame-alias = [别名：{ $value }]

## CLI 的 --help：每个命令做什么、每个参数的含义（clap 的框架文字：cli-clap-frame-*）

cli-about = GPU 占用率计算器，按各厂商自己的规则计算：NVIDIA 的（cuda_occupancy.h）、AMD 的（LLVM 的 AMDGPU 后端）和 Intel 的（其 GPU Occupancy Calculator）
cli-help-calc-json = 输出 `occ batch` 的 JSON 对象，而不是报告
cli-help-calc-csv = 以 CSV（RFC 4180）输出主要数据，每个限制因素一行（它允许多少、是否起约束、原因）
cli-help-calc-markdown = 以两张 GitHub Markdown 表格输出主要数据与各限制因素
cli-help-calc-terms = 报告的术语：own，即 GPU 厂商自己的（NVIDIA：线程、线程束、线程块、SM、共享内存；AMD：工作项、波前、工作组、CU、LDS；Intel：工作项、子组、硬件线程、工作组、Xe 内核、SLM），或适用于所有厂商的一套：cuda、hip 或 sycl（也可写 `neutral`：工作项、子组、工作组、计算单元、局部内存）
cli-help-compare-gpu = GPU 预设，以逗号分隔：a100,h100-sxm,mi300x,"max 1550"（名称含逗号时用其别名，见 `occ gpus`）
cli-help-compare-threads = 每线程块的线程数（每工作组的工作项数），一个值或每个启动配置一个
cli-help-compare-regs = NVIDIA：每线程寄存器数（列出 NVIDIA GPU 时必需）
cli-help-compare-static-smem = NVIDIA：每线程块的静态共享内存：字节数或 48K
cli-help-compare-dynamic-smem = NVIDIA：每线程块的动态共享内存：字节数或 48K
cli-help-compare-barriers = NVIDIA：线程块屏障数；Intel：核函数是否使用屏障（0 或 1）
cli-help-compare-carveout = NVIDIA：共享内存划分比例，百分比（0–100）或 default
cli-help-compare-cache-config = NVIDIA：缓存偏好：none、shared、l1、equal
cli-help-compare-opt-in = NVIDIA：核函数已选用更大的每线程块共享内存上限（true、false；单独给出即 true）
cli-help-compare-max-dynamic-smem = NVIDIA：cudaFuncAttributeMaxDynamicSharedMemorySize：字节数或 48K
cli-help-nvidia-launch-bounds = NVIDIA：__launch_bounds__ 的每线程块最大线程数
cli-help-compare-partitioned-gc = NVIDIA：分区全局缓存：off、on、strict
cli-help-compare-virtual-resources = NVIDIA：每线程块的虚拟资源
cli-help-compare-vgprs = AMD：每工作项的 arch VGPR 数（列出 AMD GPU 时必需）
cli-help-compare-agprs = AMD：每工作项的累加 VGPR 数
cli-help-compare-sgprs = AMD：每波前的 SGPR 数
cli-help-compare-lds = AMD：每工作组的 LDS：字节数或 48K
cli-help-compare-wave-size = AMD：波前大小，32 或 64
cli-help-compare-cu-mode = AMD（RDNA）：CU 模式（true、false；单独给出即 true）
cli-help-compare-sub-group = Intel：子组大小，8、16 或 32（列出 Intel GPU 时必需）
cli-help-compare-slm = Intel：每工作组的 SLM：字节数或 48K
cli-help-compare-large-grf = Intel（Xe-HPC）：大 GRF 模式（true、false；单独给出即 true）
cli-help-compare-json = `occ batch` 答案组成的 JSON 数组，每个启动配置一个，按顺序
cli-help-compare-csv = CSV（RFC 4180）：一行表头，每个启动配置一行，数字不加格式
cli-help-compare-markdown = 一张 GitHub Markdown 表格，每个启动配置一行
cli-help-log-log = 构建日志；省略时读取标准输入
cli-help-log-arch = 在这个 gfx 目标（gfx90a、gfx942、gfx1100 …）上评估每个 AMD 核函数。默认：每份报告自己的目标（汇编的 .amdgcn_target，或备注之前命令行中的 -mcpu / --offload-arch）
cli-help-log-gpu = 在这个 GPU 预设（"4090"、"h100 sxm" …；见 `occ gpus`）上评估每个核函数。默认：每份报告所属架构的通用设备
cli-help-log-cc = 在这个计算能力（如 8.9 或 sm_89）的通用设备上评估每个核函数
cli-help-log-sms = 覆盖 SM 数
cli-help-log-threads = 每个核函数的每线程块线程数（AMD 核函数为每工作组的工作项数）。默认：每个 NVIDIA 核函数的最佳线程块大小（cudaOccMaxPotentialOccupancyBlockSize），即其资源所允许的最佳数值；每个 AMD 核函数编译时的最大工作组（日志未说明时为 HIP 的默认值 1024）
cli-help-log-dynamic-smem = 每个核函数的每线程块动态共享内存（LDS），单位为字节（日志只知道静态 `__shared__`；`extern __shared__` 数组的大小在启动时才确定）。选择最佳线程块大小时也会用到
cli-help-log-min-occupancy = 标出占用率低于此值（0–1，或百分比如 50%）的核函数，只要有一个低于此值就以退出码 1 结束
cli-help-log-json = 输出一个 JSON 数组（每个核函数和架构一个对象，`vendor` 为 "nvidia" 或 "amd"），而不是表格
cli-help-plan-smem-per-thread = NVIDIA：随线程块大小增长的动态共享内存：每线程字节数，加到 --dynamic-smem 上（cudaOccMaxPotentialOccupancyBlockSizeVariableSMem）
cli-help-plan-grid = 网格，以线程块（工作组）计
cli-help-plan-items = 以工作项计的问题规模（网格为 items / (threads × --per-thread)）
cli-help-plan-per-thread = 每线程处理的工作项数，与 --items 一起使用。默认 1
cli-help-plan-json = 输出一个 JSON 对象，而不是报告
cli-help-roofline-flops = 核函数的浮点运算数（如 2.1e12），1 至 1e24，与 --bytes 一起使用
cli-help-roofline-bytes = 核函数读写的 DRAM 字节数，1 至 1e24，与 --flops 一起使用
cli-help-roofline-intensity = 算术强度，单位 FLOP/byte（1e-9 至 1e9），代替 --flops 和 --bytes
cli-help-roofline-precision = fp64、fp32 或 fp16（张量核心或矩阵核心上的稠密 FP16/BF16）
cli-help-roofline-time = 实测的核函数时间：秒，或带单位（ms、us、ns），用于标出实际达到的点（与 --flops 和 --bytes 一起：实际速率为 FLOP 数除以时间）
cli-help-roofline-threads = 满占用率数据所用的线程块大小（工作组大小）（Intel GPU 上对每种子组大小分别给出）
cli-help-gpu-gpu = GPU 预设，写法随意："4090"、"h100 sxm"、a100-80g、mi300x、"rx 7900 xtx"、"max 1550"、b580（见 `occ gpus`）
cli-help-gpu-cc = NVIDIA：这个计算能力（如 8.9 或 sm_89）的通用设备；除非给出 --sms，其 SM 数为 1
cli-help-gpu-arch = AMD：这个 gfx 目标（如 gfx90a、gfx942、gfx1100）的通用设备；除非给出 --cus，其 CU 数为 1。Intel：这个 Xe 架构（gen9、gen11、gen12、xe-dg1、xe-hp、xe-hpg、xe-lpg、xe-hpc、xe2-hpg、xe2-lpg）的通用设备，用 --xves 给出其 XVE 数
cli-help-gpu-sms = NVIDIA：覆盖 SM 数
cli-help-gpu-cus = AMD：覆盖 CU 数
cli-help-gpu-xves = Intel：GPU 的 XVE 数（即 EU；clinfo 的 "Max compute units"），须为整数个 Xe 内核
cli-about-calc = 一个启动配置的占用率：占用率数据、已分配资源、限制因素、物理限制
cli-about-compare = 最多 8 个启动配置并排对比（GPU、核函数或两者；每个参数都接受逗号分隔的列表）：占用率、驻留工作组、起约束的限制因素和下一步，并标出最佳；或 --json、--csv、--markdown
cli-about-plan = 启动规划：线程块大小表、寄存器与共享内存预算、下一步、网格的波次
cli-about-roofline = 核函数在 GPU 屋顶线上的位置（访存受限还是计算受限，差多少）以及满占用率数据
cli-about-batch = 输入 JSON Lines，输出 JSON Lines：每个输入行一个结果（或 { "{" }"error": …{ "}" }），按顺序
cli-about-log = 构建日志中每个核函数的占用率，NVIDIA 的（nvcc -Xptxas -v、ptxas -v、nvlink -v、cuobjdump -res-usage）和 AMD 的（hipcc -Rpass-analysis=kernel-resource-usage、--save-temps 汇编）：表格或 JSON；有核函数低于 --min-occupancy 时退出码为 1
cli-about-profile = 性能分析报告（Nsight Compute 的文本输出、ncu --csv 详细页或 --page raw 页；rocprofv3 的 kernel trace 或计数器采集 CSV、rocpd 导出的 CSV、rocprof 的 results.csv）中的每次核函数启动：occ 的理论占用率与性能分析器的理论、实际占用率并列，说明不一致之处以及实际值偏低的原因；有核函数低于 --min-occupancy 时退出码为 1
cli-help-profile-report = 报告（ncu 的文本输出，或其 --csv 详细页或 --page raw 页；rocprofv3 的 kernel_trace.csv 或 counter_collection.csv；rocprof 的 results.csv）；省略或为 - 时读标准输入
cli-help-profile-gpu = 采集报告的 GPU，一个预设（“v100”、“h100 sxm”；见 `occ gpus`）；报告没有给出计算能力，或要用该产品自己的数据时使用
cli-help-profile-arch = 采集报告的 AMD gfx 目标（“gfx90a”、“gfx942”）：rocprof 的报告不给出 GPU，只给出代理编号；也可用 --gpu 指定 AMD 预设，它同时给出 CU 数量
cli-help-profile-sort = 核函数的顺序：time（总时间最长的在前，默认）或 gap（理论与实际占用率差距最大的在前）
cli-help-profile-json = 输出 JSON Lines（每个核函数及配置一个对象），而不是表格
cli-help-profile-csv = CSV（RFC 4180）：表格的各列，每个核函数及配置一行，数字不加格式（占用率为小数，时间以 ns 计）
cli-help-profile-markdown = 一张 GitHub Markdown 表格：表格的各列，每个核函数及配置一行
cli-about-gpus = 列出 GPU 预设
cli-help-gpus-json = 一个 JSON 数组，含每个预设、其数值及来源
cli-help-lang = 报告的语言：en（English，默认）或 zh（简体中文）；也读取 OCC_LANG，其后是 LC_ALL、LC_MESSAGES、LANG。--json 在各语言下相同
cli-help-terms = 报告的术语：own，即 GPU 厂商自己的（NVIDIA：线程、线程束、线程块、SM、共享内存；AMD：工作项、波前、工作组、CU、LDS；Intel：工作项、子组、工作组、Xe 内核、SLM），或适用于所有厂商的一套：cuda、hip 或 sycl（也可写 `neutral`：工作项、子组、工作组、计算单元、局部内存）
cli-help-amd-vgprs = AMD：每工作项的 arch VGPR 数（编译器的 NumVgprs / .vgpr_count）
cli-help-amd-agprs = AMD（CDNA）：每工作项的累加 VGPR 数（NumAgprs）。默认 0
cli-help-amd-sgprs = AMD：每波前的 SGPR 数（NumSgprs）；只在 GFX9/CDNA 上限制占用率。默认 0
cli-help-amd-lds = AMD：每工作组的 LDS（静态 + 动态）：字节数，或带 K/KiB 后缀。默认 0
cli-help-amd-wave-size = AMD：波前大小，32 或 64（RDNA；GFX9/CDNA 只运行 wave64）。默认：目标架构的（RDNA 为 32，其余为 64）
cli-help-amd-cu-mode = AMD（RDNA）：CU 模式，一个工作组的波前在一个 CU 上（2 个 SIMD 及其 LDS），而不是一个 WGP 上
cli-help-intel-sub-group = Intel：核函数编译时所用的子组（SIMD）大小：架构允许的 8、16 或 32（编译器的选择，或 [[intel::reqd_sub_group_size(N)]]）
cli-help-intel-slm = Intel：每工作组的 SLM（共享本地内存）：字节数，或带 K/KiB 后缀。默认 0
cli-help-intel-large-grf = Intel（Xe-HPC）：大 GRF 模式，每个硬件线程 256 个寄存器，每个 XVE 的线程数减半
cli-help-intel-global = Intel：启动的全局大小，以工作项计（各维相乘），用于计算在 GPU 上的波次及其峰值和平均占用率
cli-help-kernel-threads = 每线程块的线程数（每工作组的工作项数）
cli-help-nvidia-regs = NVIDIA：每线程寄存器数（来自 `ptxas -v`）
cli-help-nvidia-static-smem = NVIDIA：每线程块的静态共享内存：字节数，或带 K/KiB 后缀（48K = 49152）。默认 0
cli-help-nvidia-dynamic-smem = NVIDIA：启动时每线程块的动态共享内存：字节数，或带 K/KiB 后缀。默认 0
cli-help-nvidia-barriers = NVIDIA：核函数使用的线程块屏障数（CC ≥ 9 时受限）。默认 1。Intel：核函数是否使用屏障：单独给出 --barriers（或任何大于 0 的数）即为是。默认不使用
cli-help-nvidia-carveout = NVIDIA：共享内存划分偏好，百分比（0–100），或 "default"（默认）
cli-help-nvidia-cache-config = NVIDIA：缓存偏好：none（默认）、shared、l1、equal（Kepler/Fermi；Volta 及以后为划分提示）
cli-help-nvidia-opt-in = NVIDIA：核函数已选用更大的每线程块共享内存上限
cli-help-nvidia-max-dynamic-smem = NVIDIA：cudaFuncAttributeMaxDynamicSharedMemorySize（默认：每线程块上限减去静态共享内存）
cli-help-nvidia-partitioned-gc = NVIDIA：CC 5.2/5.3/6.1/6.2 上的分区全局缓存：off（默认）、on、strict
cli-help-nvidia-virtual-resources = NVIDIA：每线程块的虚拟资源（CUDA 13，CC 10–12）。默认 0

## occ plan：各尺寸与预算表、下一步、网格的波次
#
# 网格的“波次”（wave：整个 GPU 一轮同时驻留的线程块）与 AMD 的 wave（波前，{ -warp }）不是一回事：前者一律写作波次。

plan-gpu-label = { input-gpu-label }
plan-unit = { -unit }
plan-units = { gpus-units-word }
plan-simd = { -simd }
plan-wgp = WGP
plan-wgps = WGP
plan-col-size = { input-t-label-group }
plan-intel-col-size = { -block }大小（{ -warp }大小 { $size }）
plan-col-blocks-per = 每{ $unit }{ -block }数
plan-col-warps-per = 每{ $unit }{ -warp }数
plan-intel-col-hw-threads = 每{ -block }硬件线程数
plan-col-occupancy = 占用率
plan-col-limited-by = 受限于
plan-mark-best = 最佳
plan-mark-current = ← 当前
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
plan-budget-col-smem = { full-smem-label }
plan-budget-col-ask = 编译器提示
report-next-title = 下一步（提高占用率的最小改动）
plan-next-none-needed = 无需调整：每个{ -unit }已驻留最多的{ -warp }
plan-step-smem = 每{ -block }{ -smem }
plan-step-registers = { input-r-label }
plan-step-barriers = 屏障
plan-step-virtual-resources = { input-vr-label }
plan-step = { $what }：{ $current } → { $target }，每{ -unit }可驻留 { $then } 个{ -block }（当前 { $now } 个）
plan-step-size = { $what }：{ $current } → { $target }，占用率 { $then }（当前 { $now }）
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
log-gpu-label = { input-gpu-label }
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
log-col-spills = 溢出存/取
log-col-threads = { -block }大小
log-col-occupancy = { plan-col-occupancy }
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
log-unknown-arch =“{ $arch }”不是 occ 已知的架构
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
log-bad-occupancy =“{ $text }”不是占用率：有效值为 0 到 1（或 0% 到 100%）

## occ log：AMD 的核函数

log-amd-target-label = 目标
log-amd-target-each = 各 AMD 报告自身的 gfx 目标（用 --arch 指定一个）
log-amd-group-label = { -block }
log-amd-group-each = 所有核函数均为每{ -block } { $threads } 个{ -thread }
log-amd-group-compiled = 各核函数编译时的最大{ -block }，即编译器的数值所假定的大小（* 取自汇编的元数据；† 为 HIP 的默认值 { $size }：编译器备注中没有给出）；用 --threads N 指定实际启动配置
log-amd-col-target = { gpus-col-target }
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
log-amd-unknown-target =“{ $target }”不是 occ 已知的 gfx 目标：请用 --arch 指定
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

error-figure-registers = { plan-limit-registers }
error-figure-barriers = { plan-limit-barriers }
error-figure-shared-memory = 共享内存
error-figure-local-memory = 局部内存
error-figure-constant-bank = 常量存储体
error-figure-constant-memory = 常量内存
error-figure-stack = 栈大小
error-figure-stack-frame = 栈帧
error-figure-spill-stores = 溢出存储
error-figure-spill-loads = 溢出读取
error-figure-global-memory = 全局内存
error-figure-textures = 纹理
error-figure-surfaces = 表面
error-figure-samplers = 采样器
error-figure-vgprs = VGPR
error-figure-agprs = AGPR
error-figure-total-vgprs = VGPR 总数
error-figure-sgprs = SGPR
error-figure-lds-bytes = LDS 大小
error-figure-scratch-bytes = 暂存大小
error-figure-sgpr-spills = SGPR 溢出
error-figure-vgpr-spills = VGPR 溢出
error-figure-compiler-occupancy = 编译器给出的占用率
error-figure-wave-size = 波前大小
error-figure-max-workgroup-size = 最大工作组大小
error-kind-register-count = 寄存器数
error-kind-byte-count = 字节数
error-kind-bank-number = 存储体编号
error-kind-wave-count = 波前数
error-kind-wave-size = 波前大小
error-kind-item-count = 工作项数
error-kind-count = { cli-what-a-count }
error-log-unreadable = { $figure }“{ $text }”不是{ $kind }（应为 0 到 { $max } 的整数）
## occ calc：表格与错误

calc-col-kind = 类别
calc-col-name = 名称
calc-col-value = 值
calc-col-binding = 是否为瓶颈
calc-col-why = 原因
calc-col-figure = 指标
calc-col-limiter = { log-col-limiter }
calc-col-allows = 允许
report-no-limit = 无限制
calc-yes = 是
calc-no = 否
calc-terms-with-format = --terms 只改变报告的用词；{ $format } 保留 occ batch 的字段名：请去掉 --terms 或 { $format }

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

calc-gpu = { input-gpu-label }
calc-kernel = 核函数
calc-occupancy-data = 占用率数据
calc-allocated = 已分配资源
calc-limiters = 占用率限制因素（* = 瓶颈）
calc-physical = 硬件限制
calc-launch = { shell-launch-title }
calc-warnings = 警告
report-occupancy = 占用率
report-theoretical-occupancy = 理论占用率
calc-boost-clock = 加速频率
calc-mhz = { $mhz } MHz
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
calc-col-per-block = 每{ -block }
calc-col-per-unit = 每{ -unit }
calc-col-limit-per-unit = 每{ -unit }上限
calc-col-blocks = { -block }数
calc-col-used = 已用
calc-col-available = 可用
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

calc-nvidia-generic-unknown = 通用 CC { $cc } { $family }（{ -unit }数量未知：网格数据按单个{ -unit }计）
calc-nvidia-kernel = 每{ -block } { $threads } 个{ -thread }，每{ -thread } { $regs } 个寄存器，{ -smem }静态 { $static_bytes } + 动态 { $dynamic_bytes }
calc-nvidia-carveout = ，{ -smem }划分比例 { $percent }%
report-nvidia-active-threads = 每{ -unit }活跃{ -thread }数
report-nvidia-active-warps = 每{ -unit }活跃{ -warp }数
report-nvidia-active-blocks = 每{ -unit }活跃{ -block }数
limiter-warps = { -warp }数
limiter-smem = { -smem }
limiter-blocks = 每{ -unit }{ -block }数
limiter-virtual = { input-vr-label }
calc-nvidia-blocks = { $count } 个{ -block }
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
calc-nvidia-best-size = 最佳{ -block }大小
calc-nvidia-best = { $threads } 个{ -thread }（占满 GPU 的最小网格：{ $blocks } 个{ -block }）
calc-nvidia-none-fits = { log-none-fits }
calc-nvidia-dynamic-available = 可用动态{ -smem }
calc-nvidia-dynamic-at = 每{ -unit } { $blocks } 个{ -block }时为 { $bytes }
calc-nvidia-step-summary = { $what } { $now } → { $then }：每{ -unit } { $gives } 个{ -block }
calc-nvidia-step-size-summary = { $what } { $now } → { $then }：{ $percent }

## occ calc 在 AMD GPU 上的报告

calc-amd-title = { $name }（{ $arch }，{ $family }，{ $count } 个{ -unit }）
calc-amd-generic = 通用 { $arch }，{ $family }（{ $count } 个{ -unit }）
calc-amd-generic-unknown = 通用 { $arch }，{ $family }（{ -unit }数量未知：网格数据按单个{ -unit }计）
report-amd-kernel-group = 每{ -block } { $items } 个{ -thread }（{ -warp }大小 { $wave_size }，{ $waves } 个{ -warp }）
report-amd-kernel-registers = 每{ -thread } { $vgprs } 个 VGPR + { $agprs } 个 AGPR，每{ -warp } { $sgprs } 个 SGPR
report-amd-kernel = { $group }，{ $registers }，{ -smem } { $lds }
report-amd-cu-mode = ，{ -unit }模式
report-amd-waves-per-simd = 每{ -simd }{ -warp }数（即编译器报告的占用率）
report-amd-blocks-per = 每{ $unit }{ -block }数
report-amd-waves-per = 每{ $unit }{ -warp }数
calc-amd-col-waves = 每{ -simd }{ -warp }数
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
calc-amd-thresholds-vgprs = VGPR ≤
calc-amd-this-kernel = ← 当前核函数
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
calc-amd-step-summary = { $what } { $now } → { $then }：每{ -simd } { $gives } 个{ -warp }
calc-amd-change-vgprs = { input-r-label-amd }
calc-amd-change-sgprs = { input-sg-label }
calc-amd-change-lds = { plan-step-smem }

## occ calc 在 Intel GPU 上的报告

calc-intel-cores = { $cores } 个{ -unit }，{ $xves } 个{ -simd }
calc-intel-title = { $name }（{ $arch }，{ $family }，{ $cores }）
calc-intel-generic = 通用 { $arch }，{ $family }（{ $cores }）
calc-intel-generic-unknown = 通用 { $arch }，{ $family }（{ -simd }数量未知：数据按单个{ -unit }计；给出 --xves 可得到整个 GPU 的数据）
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
calc-intel-unknown = 未知（请给出 --xves）
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

## occ compare：对比表

compare-col-occupancy = { report-occupancy }
compare-col-resident = 驻留
compare-col-limiters = 限制因素
compare-col-next-step = 下一步
compare-csv-launch = 启动
compare-csv-gpu = GPU
compare-csv-vendor = { gpus-col-vendor }
compare-csv-occupancy = { plan-col-occupancy }
compare-csv-resident = 驻留数
compare-csv-per = 驻留单位
compare-csv-limiters = 限制因素
compare-csv-next-step = 下一步
compare-csv-best = { plan-mark-best }
compare-csv-error = { log-severity-error }
compare-best = { $occupancy }（最佳）
compare-error = 错误：{ $error }
compare-error-note = 错误 [{ $note }]
compare-resident = 每个{ $unit } { $count } 个{ -block }
compare-unit = { plan-unit }
compare-more-steps = { $step }（另有 { $more } 步，见 occ plan）
compare-every-launch = 所有启动：{ $flags }
compare-note = [{ $note }] 启动 { $launch }（{ $gpu }）：{ $why }
compare-all-failed = 所有启动均失败（[1] { $first }）：原因见上方各自的结果

## 错误：输入的字段（按 `occ batch` 的写法）、被拒绝的原因及有效范围

error-out-of-range = { $field } = { $value } 超出范围：有效范围为 { $min } 至 { $max }
error-unknown-cc = device.cc = { $cc } 不是已知的计算能力：有效值为 1.0-1.3、2.0、2.1、3.x、5.x、6.x、7.x、8.x、9.x、10.0/10.1/10.3/10.7、11.0/11.1/11.3/11.7 和 12.0/12.1
error-conflict = { $field } 与 { $other } 只能给出其一，不能同时给出
error-needs = { $field } 需要 { $needs }：{ $message }
error-or = { $a } 或 { $b }
error-not-cc =“{ $text }”不是计算能力（应形如 8.9、sm_89 或 compute_100）
error-batch-not-cc-json =“{ $text }”不是计算能力（应形如 "8.9"）
error-batch-bad-gc =“{ $text }”不是 off、on、strict 之一
error-batch-bad-cache-config =“{ $text }”不是 none、shared、l1、equal 之一
error-batch-required-generic = 必须给出：CC { $cc } 没有可从中取值的通用设备
error-carveout = { $value } 字节超过了 CC { $cc } 最大的共享内存划分（{ $largest } 字节）
error-carveout-reserved = { $value } 字节加上保留的 { $extra } 字节超过了 CC { $cc } 最大的共享内存划分（{ $largest } 字节）

## 错误：选择 GPU

error-gpu-not-nvidia = { $name } 是 { $vendor } GPU（{ $target }）：NVIDIA 的设备属性不适用于它
error-gpu-name-too-long = GPU 名称有 { $count } 个字符，超过了名称最多允许的 { $max } 个（可用 `occ gpus` 查看列表）
error-gpu-empty = GPU 名称为空（可用 `occ gpus` 查看列表）
error-gpu-brand-only =“{ $query }”只给出了品牌，没有具体产品：请加上型号，例如“rtx 4090”或“mi300x”
error-gpu-no-letter =“{ $query }”中没有可用来匹配 GPU 名称的拉丁字母或数字（可用 `occ gpus` 查看列表）
error-gpu-no-match = 没有与“{ $query }”匹配的 GPU 预设；最接近的有：{ $closest }
error-gpu-ambiguous =“{ $query }”有歧义：它匹配 { $names }
cli-error-nvidia-only-intel-arch = { $arch } 是 Intel 架构：这个命令只适用于 NVIDIA GPU
cli-error-nvidia-only-amd-arch = { $arch } 是 AMD 目标：这个命令只适用于 NVIDIA GPU
cli-error-nvidia-only-gpu = { $name } 是 { $vendor } GPU（{ $target }）：这个命令只适用于 NVIDIA GPU

## Python 包自己的拒绝：CLI 的参数里没有的（参数名按 Python 的写法）

cli-py-not-an-argument = { $argument }：不是 occ 的参数；参数有 { $known }
cli-py-expected-text = { $argument }：应为字符串
cli-py-expected-count = { $argument }：应为 0 至 { $max } 的整数
cli-py-expected-value = { $argument }：应为整数、布尔值或字符串，而不是 { $type }
cli-py-no-gpu = gpu：请给出 gpu（预设）、cc（NVIDIA）或 arch（AMD、Intel），以及 threads
cli-py-expected-launch = launches[{ $index }]：应为 calc 参数的 dict，而不是 { $type }
cli-py-bad-sort = sort：“{ $text }”不是 time 或 gap
cli-py-expected-array = { $argument }：应为整数数组，而不是 { $dtype } 数组
cli-py-shapes = { $arguments }：这些数组的形状无法一起广播（{ $error }）
cli-py-not-of-vendor = { $argument }：不是 { $vendor } GPU 的参数
cli-py-at-index = { $error }（在广播后数组的下标 { $index } 处）

## 错误：AMD 的目标与核函数

error-batch-amd-bad-arch =“{ $name }”不是已知的 gfx 目标：有效值为 { $list }
error-amd-wave-size = { $size } 不是 { $arch } 的波前大小：有效值为 { $valid }
error-amd-no-agprs = { $arch } 没有 AGPR（累加寄存器只有 CDNA 才有：gfx908、gfx90a、gfx94x、gfx950）：唯一有效值为 0，而不是 { $value }
error-amd-no-wgp = { $arch } 没有 WGP 模式：CU 模式只适用于 RDNA 目标（gfx10 及更新）
error-amd-group = 一个 { $items } 个工作项的工作组会在 { $simds } 个 SIMD 上各放 { $waves } 个波前
error-amd-group-budget = { $group }，因此在 { $arch } 上，一个波前最多只能占用每个 SIMD 的 { $pool } 个 VGPR 中的 { $budget } 个
error-amd-unified-sum = { $vgprs } 个 arch VGPR（对齐到 { $aligned }）+ { $agprs } 个 AGPR = { $counted } 个 VGPR
error-amd-unified = { $sum }；{ $group }：在这些 arch VGPR 下，有效范围为 0 至 { $max } 个 AGPR
error-amd-agprs = { $count } 个 AGPR；{ $group }：有效范围为 0 至 { $max }
error-amd-vgprs = { $count } 个 VGPR；{ $group }：有效范围为 0 至 { $max }
plan-error-amd-none-fits = { $arch } 的一个 { $unit } 放不下 { $items } 个工作项的工作组
plan-error-no-launch = 0 个工作组无法构成一次启动：有效范围为 1 至 { $max }

## 错误：Intel 的架构与核函数

error-batch-intel-bad-arch =“{ $name }”不是已知的 Xe 架构：有效值为 { $list }
error-intel-sub-group = { $size } 不是 { $arch }（{ $family }）的子组大小：有效值为 { $list }
error-intel-no-large-grf = 在 Intel 的计算器中，{ $arch }（{ $family }）没有大 GRF 模式（只有 { $with } 有）：唯一有效值为 false
error-intel-hw-threads = 子组大小为 { $size } 时，{ $items } 个工作项需要 { $threads } 个硬件线程
error-intel-xe-core-runs = { $arch } 的一个 Xe 内核可运行 { $budget } 个（{ $xves } 个 XVE × 每个 { $per } 个线程）
error-intel-xe-core-runs-large = 在大 GRF 模式下，{ $arch } 的一个 Xe 内核可运行 { $budget } 个（{ $xves } 个 XVE × 每个 { $per } 个线程）
error-intel-too-many-threads = { $threads }，而{ $runs }：有效范围为 1 至 { $max }（子组大小为 { $size }）
error-intel-xves = { $count } 个 XVE 既不是整数个 Xe 内核，也不是 Intel 的计算器列出的型号：{ $arch } 每个 Xe 内核有 { $per } 个 XVE，因此{ $valid }
error-intel-xves-multiples = 有效值为 { $per } 的正整数倍（{ $multiples } …）
error-intel-xves-fused = { $multiples }，或 { $counts }（Intel 的计算器为 { $arch } 列出的型号）
error-batch-intel-fused = { $count } 个 XVE 是 { $cores } 个 Xe 内核（每个 { $per } 个 XVE；Intel 的计算器列出的熔断型号）：按整个 Xe 内核计算的指标需要 { $per } 的倍数
error-batch-intel-needs-xves = GPU 的 XVE 数，{ $per } 的倍数（Intel 的计算器为 { $arch } 提供 { $offers }）
plan-error-intel-none-fits = 一个 Xe 内核放不下任何工作组
error-intel-none-fits-items = 一个 Xe 内核放不下 { $items } 个工作项的工作组
plan-error-intel-no-sub-group = { $arch } 没有哪种子组大小能运行 { $items } 个工作项的工作组（有效大小为 1 至 { $max }）
error-intel-global = { $global } 个工作项不是工作组大小（{ $size }）的正整数倍：SYCL 的 nd_range 把全局大小分成整数个工作组；有效值为 { $size }、{ $second }、{ $third } …
error-intel-no-xe-core = 这次启动至少需要一个能容纳工作组的 Xe 内核（{ $cores } 个 Xe 内核 × { $per } 个工作组）
plan-error-intel-grid = { $groups } 个工作组、每组 { $items } 个工作项，不构成全局大小：有效范围为 1 至 { $max } 个工作组

## 错误：页面的字段

error-page-not-switch =“{ $text }”不是 0 或 1
error-page-not-choice =“{ $text }”不是 { $list } 之一
error-page-required = 必须填写一个值：{ $range }
error-page-range = { cli-valid-range }
error-page-not-whole =“{ $text }”不是整数：{ $range }
error-page-not-bytes =“{ $text }”不是整数字节数（或带 K 后缀的 KiB 数）：{ $range }
error-page-no-carveouts =“{ $text }”KiB：CC { $cc } 没有可选的划分，只有驱动默认值（-1）
error-page-not-carveout =“{ $text }”KiB 不是 CC { $cc } 的划分：有效值为 -1（驱动默认）或 { $list } KiB
error-page-needs-xves = 整个 GPU 上的波次需要知道它的 XVE 数：请填写 XVE 数（{ $per } 的倍数；Intel 的计算器为 { $arch } 提供 { $offers }），或者不填全局大小
error-page-gpu-too-long = GPU 名称最多 { $max } 个字符（这个有 { $count } 个）
error-page-not-generic-cc =“{ $id }”不是通用计算能力（例如 cc-8.9）
error-page-no-nvidia-device = { $gpu } 是 { $vendor } GPU：没有 NVIDIA 设备的参数
error-page-not-positive =“{ $text }”不是正数：例如 { $example }
error-page-not-time =“{ $text }”不是正的时间：例如 1.25（毫秒）、1.25 ms、850 us 或 0.002 s

## 错误：编译器的报告

error-log-no-registers = { $tool } 没有报告这个函数的寄存器数
error-log-smem = { $bytes } 字节的共享内存超过了一个线程块可用的量：有效范围为 0 至 { $max }
error-log-no-vgprs = 报告中没有 VGPR 数
error-log-lds = { $bytes } 字节超过了 { $arch } 每个工作组可用的量：有效范围为 0 至 { $max }
## 页面：一次启动的结果

page-xves-unknown = 未知（请填写 XVE 数量）
page-stale = 有输入无效：显示的是上一次有效输入的结果。
page-occupancy-data = { calc-occupancy-data }
page-launch = { shell-launch-title }
page-allocated = { calc-allocated }
page-next-step = { compare-col-next-step }
page-limiters = 占用率限制因素
page-physical = { calc-physical }
page-limited-by = 限制因素
page-limits-tag = 受限
page-none = 无
page-list-sep = 、
page-resource = 资源
page-per-block = 每个{ -block }
page-limit-per-unit = 每个{ -unit }上限
page-blocks = { report-blocks-label }
page-used = 已用
page-available = 可用
page-theoretical = { report-theoretical-occupancy }
page-occupancy = { report-occupancy }
page-active-blocks = { report-nvidia-active-blocks }
page-active-warps = { report-nvidia-active-warps }
page-of = / { $max }
page-formula = 占用率 = { $blocks } 个{ -blocks } × { $warps } 个{ -warps } = 每个{ -unit } { $active } / { $max } 个{ -warps }
page-facts = 产品参数（悬停数值可查看来源）
page-unconfirmed = 未确认
page-no-facts-units = 通用设备没有产品参数；选择具体产品可查看{ -unit }数量、带宽和 FP32 峰值。
page-no-facts-xves = 通用设备没有产品参数；选择具体产品可查看 XVE 数量、带宽和 FP32 峰值。
page-amd-waves-per-simd = 每个{ $simd }的{ -warps }数
page-simd = { plan-simd }
page-simds = { -simds }
page-cuda-simd = SIMD
page-cuda-simds = SIMD
page-blocks-per-wgp = 每个 WGP 的{ -blocks }数
page-amd-formula = 占用率 = 每个{ $simd } { $waves } / { $max } 个{ -warps }（{ $detail }）
page-amd-formula-detail = { $groups } 个{ -blocks } × { $per_group } 个{ -warps }，分布在 { $simds } 个{ $simd }上
page-vgprs-at-most = { calc-amd-thresholds-vgprs }
page-this-kernel = （本核函数）
page-intel-occupancy = { -unit }占用率
page-hw-threads-per-unit = { report-intel-threads-per-unit }
page-warps-per-unit = 每个{ -unit }的{ -warps }
page-intel-formula = 占用率 = { $resident } / { $slots } 个{ -slot }（{ $groups } 个{ -blocks } × { $threads } 个{ -hw }）
page-intel-formula-words = 占用率 = { $resident } / { $slots } 个{ -warp }槽（{ $groups } 个{ -blocks } × { $threads } 个{ -warps }）
page-per-unit = 每个{ -unit }
page-fact-units = { report-units }
page-fact-xves = { -simd }数量
page-fact-l2 = L2 缓存
page-fact-memory = 显存
page-fact-bandwidth = 显存带宽
page-fact-clock = { calc-boost-clock }
page-fact-fp32 = FP32 峰值
page-fact-fp64 = FP64 峰值
page-fact-fp16 = FP16 Tensor 峰值（稠密）
page-best-block-size = { calc-nvidia-best-size }
page-best-block-size-value = { $size } 个{ -threads }（填满全部 { $units } 个{ -units }的最小网格：{ $grid } 个{ -blocks }）
page-no-block-size = 没有可用的{ -block }大小
page-full-wave = 一个完整波次的{ -blocks }数
page-dynamic-available = { calc-nvidia-dynamic-available }
page-dynamic-available-value = 每个{ -unit } { $blocks } 个{ -blocks }时，每个{ -block } { $bytes }
page-smem-used = 每个{ -unit }已用{ -smem }
page-carveout = { -smem }划分属性
page-carveout-value = cudaFuncAttributePreferredSharedMemoryCarveout = { $percent } 时选择 { $kib } KiB
page-kernel-line = 每个{ -block } { $threads } 个{ -thread }，每个{ -thread } { $regs } 个寄存器，{ $smem }{ $carveout }
page-kernel-smem = 静态{ -smem } { $fixed } + 动态 { $dynamic }
page-kernel-carveout = ，{ -smem }划分 { $kib } KiB
page-title-units = { input-gpu-units }
page-title-one-unit = 1 个{ -unit }（网格数据按每个{ -unit }计）
page-title-xe-cores = { $cores } 个{ -units }（{ $xves } 个{ -simds }）
page-title-no-xves = 未给出 XVE 数量（数据按每个{ -unit }计）
## 页面工具（按需加载的模块）：对比与导出

page-tools-no-chinese = 工具的中文文本无法加载（{ $why }），暂以英文显示。
page-tools-compare-title = { shell-tool-compare }
page-tools-compare-help = 并排对比已固定的启动配置，最多 8 个；每行的最佳值以粗体显示。
page-tools-compare-count = 已固定 { $count } 个，最多 { $max } 个。
page-tools-compare-pin = 固定当前启动配置
page-tools-compare-clear = 清空
page-tools-compare-on-label = 在其他 GPU 上运行此核函数…（可多选）
page-tools-compare-on-button = 在所选 GPU 上固定此核函数
page-tools-compare-export = 导出表格：
page-tools-compare-empty = 尚未固定任何启动配置：点击结果下方的“加入对比”即可固定当前配置。
page-tools-compare-full = 对比最多容纳 { $max } 个启动配置：请先移除一个再固定新的。
page-tools-compare-pinned-already = 此启动配置已固定（第 { $column } 列）。
page-tools-compare-pinned = 已固定 { $gpu }（{ $count }/{ $max }）。
page-tools-compare-pick-gpus = 请先选择一个或多个 GPU。
page-tools-compare-gpu-pinned-already = { $gpu }：已固定。
page-tools-compare-gpu-not-pinned = { $gpu }：未固定。{ $full }
page-tools-compare-gpu-fails = { $gpu }：无法计算（{ $why }）。
page-tools-compare-gpu-pinned = { $gpu }：已固定。
page-tools-compare-gpu-pinned-notes = { $gpu }：已固定；{ $notes }
page-tools-compare-note-joint = ；
page-tools-compare-no-file = 无法生成文件：{ $why }。
page-tools-compare-cleared = 对比已清空。
page-tools-compare-removed = 已移除 { $gpu }。
page-tools-compare-loaded = 已将第 { $column } 列（{ $gpu }）载入计算器。
page-tools-compare-caption = 已固定启动配置的并排对比
page-tools-compare-launch = { shell-launch-title }
page-tools-compare-gpu = { input-gpu-label }
page-tools-compare-resident = 每个{ -unit }驻留的{ -block }数
page-tools-compare-limited-by = { page-limited-by }
page-tools-compare-grid-waves = 规划网格的波次
page-tools-compare-roofline = { shell-tool-roofline }
page-tools-compare-best = （最佳）
page-tools-compare-left = 将 { $gpu } 左移
page-tools-compare-right = 将 { $gpu } 右移
page-tools-compare-load-label = 将 { $gpu } 载入计算器
page-tools-compare-remove-label = 移除 { $gpu }
page-tools-compare-load = 载入
page-tools-compare-remove = 移除
page-tools-compare-no-result = 无结果
page-tools-compare-none = { page-none }
page-tools-compare-step = { $what } { $current } → { $target }：{ $now } → { $then } 个{ -block }
page-tools-compare-waves = { $waves } 个波次（{ $blocks } 个{ -block }）
page-tools-compare-waves-only = { $waves } 个波次
page-tools-compare-memory-bound = 访存受限（{ $intensity } FLOP/字节；脊点 { $ridge }）
page-tools-compare-compute-bound = 计算受限（{ $intensity } FLOP/字节；脊点 { $ridge }）
page-tools-export-quantity = 指标
page-tools-export-value = 值
page-tools-export-limiter = 限制因素
page-tools-export-allows = 允许
page-tools-export-binding = 是否起限制作用
page-tools-export-why = 原因
page-tools-md-title = GPU 占用率
page-tools-md-resource = { page-resource }
page-tools-md-per-block = { page-per-block }
page-tools-md-limit-per-unit = { page-limit-per-unit }
page-tools-md-blocks = { report-blocks-label }
page-tools-md-used = { page-used }
page-tools-md-available = { page-available }
page-tools-md-waves-per-simd = 每个{ -simd }的{ -warps }数
page-tools-md-limits = （限制因素）
page-tools-md-open = 在 occ 中打开
page-tools-copied-link = 链接已复制
page-tools-copied-embed = 嵌入代码已复制
page-tools-copied-markdown = Markdown 表格已复制
page-tools-copy-refused = 浏览器不允许复制：请选中文本后自行复制
page-tools-saved-invalid = 请先修正无效的输入再保存
# Variables: $name (String) - the config's name
page-tools-saved-replaced = 已替换“{ $name }”
# Variables: $name (String) - the config's name
page-tools-saved-saved = 已保存“{ $name }”
# Variables: $name (String) - the config's name
page-tools-saved-exists = 名为“{ $name }”的配置已存在
# Variables: $name (String) - the config's old name; $new (String) - its new name
page-tools-saved-renamed = 已将“{ $name }”重命名为“{ $new }”
# Variables: $name (String) - the config's name
page-tools-saved-loaded = 已载入“{ $name }”
# Variables: $name (String) - the config's name
page-tools-saved-deleted = 已删除“{ $name }”
# Variables: $name (String) - the config's name
page-tools-saved-new-name =“{ $name }”的新名称
page-tools-saved-none = 此浏览器中还没有保存的配置。
page-tools-saved-load = { page-tools-compare-load }
# Variables: $name (String) - the config's name
page-tools-saved-load-label = 载入 { $name }
page-tools-saved-rename = { shell-rename }
# Variables: $name (String) - the config's name
page-tools-saved-rename-label = 重命名 { $name }
page-tools-saved-delete = 删除
# Variables: $name (String) - the config's name
page-tools-saved-delete-label = 删除 { $name }
page-tools-export-yes = { calc-yes }
page-tools-export-no = { calc-no }
page-tools-export-results-csv = 结果 CSV
page-tools-export-results-md = 结果 Markdown
page-tools-export-resources-csv = 资源 CSV
page-tools-export-resources-md = 资源 Markdown
page-tools-export-limiters-csv = 限制因素 CSV
page-tools-export-limiters-md = 限制因素 Markdown
page-tools-export-json = JSON（occ batch）
page-tools-export-not-drawn = 图表尚未绘制：请先滚动到图表处
page-tools-export-no-chart = 没有图表
page-tools-export-empty = 表格为空
page-tools-export-invalid = 请先修正无效的输入
page-tools-export-unknown = 无法导出为“{ $what }”
page-tools-export-failed = 导出失败：{ $why }。

## 页面工具：Roofline 模型

page-tools-colon = ：
page-tools-roofline-title = { shell-tool-roofline }
page-tools-roofline-help = 该核函数在此 GPU 上是访存受限还是计算受限？离屋顶还有多远？峰值取自 occ 的 GPU 数据库；占用率数据（wg_max、r_max、wi_min）依据 SYCL 占用率指南。
page-tools-roofline-chart-label = Roofline 图，两轴均为对数刻度：横轴为算术强度（FLOP/字节），纵轴为性能（FLOP/s）。峰值、脊点和结论列于图下。
page-tools-roofline-needs-gpu = Roofline 模型需要 GPU 的 DRAM 带宽和峰值 FLOP 速率：请从列表中选择一个 GPU。{ $gpu } 没有这些数据；下方的占用率数据只需要设备参数。
page-tools-roofline-enter = 输入核函数的 FLOP 数和它读写的 DRAM 字节数（或直接输入算术强度），即可将其标在 Roofline 图上。
page-tools-roofline-memory-bound = 访存受限
page-tools-roofline-compute-bound = 计算受限
page-tools-roofline-memory-why = { $intensity } FLOP/字节，比 { $precision } 脊点（{ $ridge } FLOP/字节{ $unconfirmed }）低 { $factor } 倍。性能上限为 { $attainable }（DRAM 带宽 × 强度）；提高占用率只有在能提升实际带宽时才有帮助，应先保证访存合并。
page-tools-roofline-compute-why = { $intensity } FLOP/字节，比 { $precision } 脊点（{ $ridge } FLOP/字节{ $unconfirmed }）高 { $factor } 倍。性能上限为 { $attainable }（平顶）；占用率的作用在于隐藏指令延迟；应避免分支发散。
page-tools-roofline-from-unconfirmed = ，基于未经确认的峰值
page-tools-roofline-fastest = 最短可能用时：{ $time }。
page-tools-roofline-achieved = 实测
page-tools-roofline-achieved-of = = 屋顶的 { $percent }（此强度下可达 { $attainable }）。
page-tools-roofline-above = 实测点高于屋顶：请检查 FLOP 数、字节数和时间（缓存命中的字节不会到达 DRAM）。
page-tools-roofline-peaks = 峰值与脊点（悬停在数值上可查看来源）
page-tools-roofline-peak = { $precision } 峰值
page-tools-roofline-ridge = 脊点 { $ridge } FLOP/字节
page-tools-roofline-unconfirmed = { page-unconfirmed }
page-tools-roofline-flops-placeholder = 例如 2.1e12
page-tools-roofline-flops-help = 2.1e12 或 2.1T
page-tools-roofline-bytes-placeholder = 例如 4e10
page-tools-roofline-bytes-help = 读取 + 写入；4e10 或 40G
page-tools-roofline-intensity-placeholder = 例如 0.25
page-tools-roofline-intensity-help = FLOP 数和字节数为空时，可改填此项
page-tools-roofline-precision-help = 仅列出此 GPU 具有的峰值
page-tools-roofline-time-placeholder = 可选，例如 1.25 ms
page-tools-roofline-time-help = 配合 FLOP 数使用：未写单位时按 ms 计（850 us、0.002 s）
page-tools-full-title = 每个{ -block } { $threads } 个{ -thread }时整个 GPU 的占用率
page-tools-full-title-wave = 每个{ -block } { $threads } 个{ -thread }时整个 GPU 的占用率（{ -warp }大小 { $wave_size }）
page-tools-full-caption = SYCL 占用率指南的数据：满占用率的条件
page-tools-full-caption-reachable = SYCL 占用率指南的数据：可达占用率的条件
page-tools-full-none = 无法达到
page-tools-full-reachable = 可达占用率
page-tools-full-blocks = 每个{ -unit }的{ -block }数（wg_max）
page-tools-full-registers = 每{ -thread }寄存器上限（r_max）
page-tools-full-smem = 每{ -block }{ -smem }上限
page-tools-full-fill-label = 填满每个{ -unit }所需的最少{ -thread }数（wi_min）
page-tools-full-fill = { $threads } = 每个{ -unit } { $per_unit } × { $units } 个{ -unit }
page-tools-full-amd-blocks = 每个{ $unit }的{ -block }数（wg_max）
page-tools-full-amd-vgprs = 每{ -thread } VGPR 上限（r_max）
page-tools-full-amd-fill-label = 填满每个{ $unit }所需的最少{ -thread }数（wi_min）
page-tools-full-amd-fill = { $items } = 每个{ $unit } { $per_unit } × { $units } 个{ $unit }

## 页面工具：Roofline 图表与输入项名称（输入项名称也用于页面的提示）

page-roof-flops-label = FLOP 数
page-roof-bytes-label = DRAM 读写字节数
page-roof-intensity-label = 算术强度（FLOP/字节）
page-roof-precision-label = 精度
page-roof-time-label = 实测核函数耗时
page-tools-roofline-axis-intensity = { page-roof-intensity-label }
page-tools-roofline-axis-performance = 性能（{ $unit }）
page-tools-roofline-legend-bandwidth = DRAM 带宽 { $gbs } GB/s
page-tools-roofline-legend-peak = { $precision } 峰值 { $rate }
page-tools-roofline-legend-kernel = 核函数：该强度下的可达性能
page-tools-roofline-legend-achieved = 核函数：实测性能
page-tools-roofline-legend-dashed = 虚线：occ 的 GPU 数据库中标为未确认的数值（悬停在下方的峰值上可查看原因）
page-tools-roofline-chart-ridge = { $precision } 脊点 { $ridge }
page-tools-roofline-item-unconfirmed = { $item }（未确认）

## 页面工具：启动规划

page-tools-plan-next = { compare-col-next-step }
page-tools-plan-stale = 有规划输入无效：显示的是上一次有效的结果。
page-tools-plan-block-size = { input-t-label-group }
page-tools-plan-none-fits = 没有可容纳的{ -block }大小：请查看上方的限制因素。
page-tools-plan-best = 最佳占用率 { $occupancy }，对应每个{ -block } { $sizes } 个{ -thread }。
page-tools-plan-pick = cudaOccMaxPotentialOccupancyBlockSize 选择 { $size } 个{ -thread }，最小网格 { $grid } 个{ -block }（每个{ -unit } { $per_unit } 个 × { $units } 个{ -unit }）。
page-tools-plan-sizes-caption = 各{ -block }大小下的占用率。最佳：占用率最高；选择：cudaOccMaxPotentialOccupancyBlockSize 的选择；当前：本次启动配置
page-tools-plan-col-threads = { -thread }数
page-tools-plan-col-dynamic = 动态共享内存
page-tools-plan-col-blocks = 每个{ -unit }的{ -block }数
page-tools-plan-col-occupancy = { report-occupancy }
page-tools-plan-col-limited-by = { page-limited-by }
page-tools-plan-tag-best = { plan-mark-best }
page-tools-plan-tag-pick = 选择
page-tools-plan-tag-now = 当前
page-tools-plan-budgets = 资源预算
page-tools-plan-budgets-caption = 每{ -block } { $threads } 个{ -thread }时，各占用率下每{ -thread }寄存器与每{ -block }{ -smem }的上限（当前 { $registers } 个寄存器，{ $smem } { -smem }）
page-tools-plan-col-max-registers = 寄存器上限
page-tools-plan-col-max-smem = { -smem }上限
page-tools-plan-col-hints = 编译器提示
page-tools-plan-budgets-dash = –：该占用率下由其他限制因素决定。
page-tools-plan-step-occupancy = { $step }（{ $percent }）
page-tools-plan-waves-title = 网格与波次
page-tools-plan-grid = { plan-grid-title }
page-tools-plan-stride = 网格跨步循环的网格（{ $name }）
page-tools-plan-stride-amd = 网格跨步循环的网格
page-tools-plan-waves = { report-intel-waves }
page-tools-plan-full-waves = 完整波次
page-tools-plan-tail = 尾波
page-tools-plan-tail-none = 无：均为完整波次
page-tools-plan-tail-util = 尾波利用率
page-tools-plan-tail-of = 一个波次的 { $percent }
page-tools-plan-blocks = { $count ->
   *[other] { $blocks } 个{ -block }
}
page-tools-plan-units = { $count ->
   *[other] { $units } 个{ $unit }
}
page-tools-plan-grid-items = { $blocks } = { $items } 个工作项 ÷（{ $threads } 个{ -thread } × 每{ -thread } { $per_thread } 个），向上取整
page-tools-plan-grid-items-amd = { $blocks } = { $items } 个{ -thread } ÷（每{ -block } { $threads } 个 × 每个 { $per_thread } 项），向上取整
page-tools-plan-grid-stride-given = { $blocks }：未给出网格，因此采用网格跨步循环的网格
page-tools-plan-stride-value = { $blocks } = 每个{ $unit } { $per_unit } 个 × { $units }
page-tools-plan-units-unknown = （CU 数未知：请给出整个 GPU 的 CU 数）
page-tools-plan-waves-of = { $waves } 个波次，每波 { $blocks }
page-tools-plan-none = 此核函数没有任何{ -block }能放进一个{ -unit }：没有波次。
page-tools-plan-none-unit = 此核函数没有任何{ -block }能放进一个{ $unit }：没有波次。
page-tools-plan-nsys-help = 后三项是 Nsight Systems 的 { $flag } 在核函数运行期间的指标，假设各{ -block }耗时相同，且{ -block }先分散到各个{ -unit }再叠加。
page-tools-plan-amd-help = 后三项是核函数运行期间的指标：有{ -block }驻留的{ $unit }时间占比、所有{ -warp }槽位中被占用的比例，以及繁忙{ $unit }上空闲{ -warp }槽位的比例；假设各{ -block }耗时相同，且{ -block }先分散到各个{ $unit }再叠加。
page-tools-plan-amd-active = { $unit } 活跃
page-tools-plan-amd-in-use = 在用的{ -warp }槽位
page-tools-plan-amd-idle = 活跃 { $unit } 上空闲的{ -warp }槽位
page-tools-plan-amd-best = 最佳占用率 { $occupancy }（每个{ -simd } { $waves } 个{ -warp }），对应每个{ -block } { $sizes } 个{ -thread }。
page-tools-plan-amd-caption = 各{ -block }大小下的占用率（按完整{ -warp }计）。最佳：每个{ -simd }的{ -warp }数最多；当前：本次启动配置
page-tools-plan-col-group-size = { input-t-label-group }
page-tools-plan-col-waves-simd = 每个{ -simd }的{ -warp }数
page-tools-plan-col-groups-unit = 每个{ $unit }的{ -block }数
page-tools-plan-col-waves-unit = 每个{ $unit }的{ -warp }数
page-tools-plan-col-lds = { limiter-smem }
page-tools-plan-lds-left-out = { -smem }超出{ -block }上限的大小无法启动，已略去。
page-tools-plan-vgprs = VGPR 阈值
page-tools-plan-col-vgprs = { calc-amd-thresholds-vgprs }
page-tools-plan-col-waves-per-simd = { page-tools-md-waves-per-simd }
page-tools-plan-intel-best = 最佳占用率 { $occupancy }（每个{ -unit } { $threads } 个{ -hw }），对应每个{ -block } { $sizes } 个{ -thread }（{ -warp }大小 { $sub_group }）。
page-tools-plan-intel-caption = 各{ -block }大小下的占用率（{ -warp }大小 { $sub_group }）。最佳：每个{ -unit }的{ -hw }数最多；当前：本次启动配置
page-tools-plan-col-hw-per-group = 每个{ -block }的{ -hw }数
page-tools-plan-col-groups-per-unit = { page-tools-plan-col-blocks }

## The page's "what if" charts (the charts module loaded on demand): titles, axes, series, descriptions
chart-title-block-size = { -block }大小变化的影响
chart-title-registers = 每个{ -thread }寄存器数变化的影响
chart-title-smem-usage = 每个{ -block }{ -smem }用量变化的影响
chart-title-block-barriers = 每个{ -block }屏障数变化的影响
chart-title-vgprs = 每个{ -thread }的 VGPR 数变化的影响
chart-title-smem = 每个{ -block }{ -smem }变化的影响
chart-title-sgprs = 每个{ -warp }的 SGPR 数变化的影响
chart-title-grf = GRF 模式的影响
chart-title-barriers = 屏障的影响
chart-x-block-size = { input-t-label }
chart-x-registers = { input-r-label }
chart-x-smem = 每个{ -block }的{ -smem }（KiB）
chart-x-barriers = { input-b-label }
chart-x-vgprs = { input-r-label-amd }
chart-x-sgprs = { input-sg-label }
chart-y-active-warps = { report-nvidia-active-warps }
chart-y-waves = { page-tools-md-waves-per-simd }
chart-y-hws = { report-intel-threads-per-unit }
chart-series-active-warps = 活跃{ -warps }
chart-series-smem-per-unit = 每个{ -unit }的{ -smem }为 { $bytes } B
chart-series-carveout = { -smem }划分 { $kib } KiB
chart-series-sub-groups = { -warp }大小 { $size }
chart-series-hws = { limiter-hw-threads }
chart-series-small-grf = 小 GRF（128 个寄存器）
chart-series-large-grf = 大 GRF（256 个寄存器）
chart-series-no-barriers = 不使用屏障
chart-series-barriers = 使用屏障
chart-series-this-launch = 当前启动配置
chart-series-pinned = { $number }. { $gpu }
chart-describe = { $title }：横轴为{ $x }，纵轴为{ $y }（0 到 { $max }）。当前配置（{ $x } = { $value }）的{ $y }为 { $result }{ $more }。
chart-describe-bytes = { $bytes } 字节
chart-describe-more = ；{ $series }为 { $value }
chart-overlay-pinned = 在{ -block }大小图上显示已固定的启动配置
## 页面：关于链接或已存配置中取值的提示，以及表单自身的错误

page-notice-said = { $text }
# Variables: $name (String) - the input; $problem (String) - what is wrong with its value
page-notice-left-empty = { $name }：{ $problem }；已留空
# Variables: $name (String) - the input; $key (String) - its name in links; $gpu (String) - the GPU; $precision (String) - the precision asked; $list (String) - the precisions the GPU has
page-notice-no-peak = { $name }：{ $key }：occ 的数据库中没有 { $gpu } 的 { $precision } 峰值：有效值为 { $list }；改用 fp32
page-notice-repaired = { $name }：{ $problem }；改用 { $value }
page-notice-repaired-default = { $name }：{ $problem }；改用默认值
page-notice-unused = { $name }：“{ $text }”无效（应为 0 至 { $max }），且 CC { $cc } 并不使用它；改用 { $value }
page-notice-other-vendor =“{ $text }”仅适用于 { $vendors } GPU；{ $gpu } 是 { $vendor } GPU{ $arch }
page-notice-two-vendors = { $first } 和 { $second }
page-notice-link-param = 链接参数“{ $key }”
page-notice-last-param = 上次使用的配置中的参数“{ $key }”
page-notice-labelled = { $name }（{ $label }）
page-tools-notice-field-of = { $what }，{ $label }
page-notice-link = 链接
page-notice-config = 配置
page-notice-version = { $name }：版本“{ $value }”未知（本页面读取 v={ $version }）；按 v={ $version } 读取该{ $what }
page-notice-unknown = { $name } 未知，已忽略
page-notice-more = 另有 { $count } 条关于此链接的提示未列出
page-notice-not-config = 不是 occ 配置（未指定任何输入）
page-notice-last-unreadable = 无法读取上次使用的配置（localStorage 键“{ $key }”）：{ $why }。页面从默认值开始；在你修改任一输入之前，该条目保持原样
page-notice-last-unread = 无法读取上次使用的配置：{ $why }
page-notice-unsettled = 上次使用的配置在上次访问时未能加载完成，因此没有恢复；在你修改任一输入之前，它仍保存在此浏览器的存储中。
page-notice-load-anyway = 仍然加载
page-notice-dismiss = 关闭此提示
page-notice-no-chinese = 简体中文无法加载，页面保持英文（再次选择即可重试）
page-notice-citations = 无法加载 GPU 参数的来源：{ $why }
# Variables: $status (String) - the response's HTTP status
page-fetch-status = HTTP { $status }
page-fetch-failed = 请求失败
page-fetch-unreadable = 无法读取响应内容
page-citations-unexpected = citations.json 不是本页面所需的文件
page-citations-other-build = citations.json 来自另一个版本的页面（请刷新页面以获取匹配的文件）
page-tools-notice-last-config = 上次使用的配置
page-tools-notice-saved = 已保存的配置“{ $name }”
page-tools-notice-roof-unknown = { $what }：roofline 输入“{ $key }”未知，已忽略
page-tools-notice-saved-self = 键“{ $key }”下的已保存配置自称“{ $name }”；已留在存储中
page-tools-notice-saved-unreadable = 无法读取已保存的配置“{ $name }”（localStorage 键“{ $key }”）：{ $why }。已原样留在存储中
page-tools-notice-compare = 对比（“cmp”）
page-tools-notice-compare-version = { $what }：版本“{ $value }”未知（本页面读取 { $version }）；按 { $version } 读取
page-tools-notice-compare-max = { $what }：一次对比最多包含 { $max } 个启动配置；第 { $n } 个及之后的启动配置未载入
page-tools-notice-compare-launch = { $what }，启动配置 { $n }
page-tools-notice-compare-key = { $name }，“{ $key }”
page-tools-notice-why = { $name }：{ $why }
page-tools-notice-not-input = 不是已知的输入；已忽略
page-tools-notice-compare-left-out = { $name }：此处无法计算（{ $why }）；未载入
## 页面工具：编译器日志导入（“粘贴编译器输出”）、NVIDIA 与 AMD 的表格及其状态
page-tools-log-title = { shell-tool-import }
page-tools-log-help = 粘贴 nvcc -Xptxas -v（或 --resource-usage）、ptxas -v、nvlink -v 或 cuobjdump --dump-resource-usage 的输出；AMD GPU 则粘贴 hipcc（或 llc）的 kernel-resource-usage 备注或 --save-temps 生成的汇编，多长都可以：即可得到每个核函数在所选 GPU 上的占用率。日志在本浏览器的后台读取。
page-tools-log-intel-note = 不读取 Intel 编译器的输出：在 Intel GPU 上，请在上方计算器中输入核函数的{ -block }大小、{ -warp }大小和{ -smem }。
page-tools-log-label = 编译器输出
page-tools-log-threshold-label = 低于此值时标记
page-tools-log-filter-label = 按名称筛选
page-tools-log-threads-calculator = { $threads }（计算器）
page-tools-log-threads-own = 各核函数自身的值，否则用计算器的
page-tools-log-threads-error = 每个{ -block }的{ -threads }数：{ $error }（留空 = 计算器的{ -block }大小）
page-tools-log-amd-threads-error = { -block }大小：{ $error }（留空 = 各核函数自身的值，否则用计算器的）
page-tools-log-threshold-error = 低于此值时标记：“{ $text }”不是占用率；请输入 0 到 100%（或 0 到 1）
page-tools-log-no-reports = 未找到核函数资源报告：请粘贴 nvcc -Xptxas -v（或 --resource-usage）、ptxas -v、nvlink -v 或 cuobjdump --dump-resource-usage 的输出；AMD 则粘贴 hipcc 的 -Rpass-analysis=kernel-resource-usage 备注或其 --save-temps 汇编。
page-tools-log-unknown-answer = 日志读取器返回了本页面无法识别的格式；请重新加载页面（可能残留了旧版本的缓存文件）。
page-tools-log-unreadable = 无法读取日志：{ $why }
page-tools-log-reader-failed = 日志读取器（{ $file }）加载失败或已停止；页面其余部分仍可使用。请重新粘贴以重试，或在命令行中使用 `occ ptxas`。
page-tools-log-no-start = 浏览器拒绝启动 { $file }
page-tools-log-no-worker = 没有可用的读取器
page-tools-log-no-post = 浏览器无法把日志交给读取器
page-tools-log-reading = 正在读取 { $bytes } 的编译器输出…
page-tools-log-taken-out = 粘贴的日志（{ $bytes }）已读取，并已从此框中移除以保持页面流畅。再次粘贴即可替换。
page-tools-log-loaded = 已将 { $name } 载入计算器：寄存器 { $registers }，静态{ -smem } { $bytes } 字节。
page-tools-log-no = 无
page-tools-log-amd-loaded = 已将 { $name } 载入计算器：VGPR { $vgprs }，AGPR { $agprs }，SGPR { $sgprs }，{ -smem } { $lds }，每个{ -block } { $size } 个{ -threads }。
page-tools-log-amd-loaded-wave = 已将 { $name } 载入计算器：VGPR { $vgprs }，AGPR { $agprs }，SGPR { $sgprs }，{ -smem } { $lds }，{ -warp }大小 { $wave }，每个{ -block } { $size } 个{ -threads }。
page-tools-log-summary = { $count ->
   *[other] { $reports }
} 份核函数报告，架构：{ $archs }，共 { $line_count ->
   *[other] { $lines }
} 行
page-tools-log-no-arch = 未注明架构
page-tools-log-amd-summary = { $count ->
   *[other] { $reports }
} 份 AMD 核函数报告，目标：{ $targets }，共 { $line_count ->
   *[other] { $lines }
} 行
page-tools-log-no-target = 未注明 gfx 目标
page-tools-log-printed = ；编译器输出了 { $warnings } 条警告和 { $errors } 条错误
page-tools-log-end = 。
page-tools-log-amd-need = 日志中的 { $count } 份 AMD 核函数报告需要选择 AMD GPU。
page-tools-log-nvidia-need = 日志中的 { $count } 份 NVIDIA 核函数报告需要选择 NVIDIA GPU。
page-tools-log-dynamic = 占用率已计入计算器中每个{ -block } { $bytes } 字节的动态{ -smem }。
page-tools-log-arch-all = 所选 GPU 的计算能力为 { $cc }（{ $sm }）；此日志是为 { $archs } 编译的。这些行按计算能力 { $cc } 的规则计算，但寄存器和{ -smem }用量取自其他架构，编译器在那里的分配可能不同：请为 { $sm } 编译以得到准确结果。
page-tools-log-arch-part = 所选 GPU 的计算能力为 { $cc }（{ $sm }）；此日志有一部分是为 { $archs } 编译的。这些行按计算能力 { $cc } 的规则计算，但寄存器和{ -smem }用量取自其他架构，编译器在那里的分配可能不同：请为 { $sm } 编译以得到准确结果。
page-tools-log-arch-own = 有 { $count } 份报告是针对 { $sm } 的。
page-tools-log-amd-how = 。编译器：它给出的占用率，即每个{ -simd }的{ -warp }数，按它假定的{ -block }大小计算（即核函数编译时的最大值，除非 __launch_bounds__ 另行指定，否则为 HIP 默认的 1,024）。occ：在所选 GPU 上按该行的{ -block }大小计算（优先用面板中的值，其次是报告中注明的核函数自身的值，否则用计算器的）。
page-tools-log-amd-own = 显示针对所选 GPU 目标 { $target } 的 { $own } 份报告；日志中针对 { $archs } 的 { $others } 份报告未显示。
page-tools-log-amd-other = 所选 GPU 为 { $target }（{ $family }）；此日志是为 { $archs } 编译的。这些行按 { $target } 的规则计算，但寄存器和{ -smem }用量取自其他目标，编译器在那里的分配可能不同：请为 { $target } 编译以得到准确结果。
page-tools-log-no-named-target = 未注明目标
page-tools-log-amd-dynamic = occ 的数值已计入计算器中每个{ -block } { $bytes } 的动态{ -smem }；编译器的数值未计入。
page-tools-log-unread = 有 { $count } 行像是报告但无法读取
page-tools-log-unread-at = 第 { $line } 行：{ $reason } —
page-tools-log-col-line = 行
page-tools-log-col-kernel = { calc-kernel }
page-tools-log-col-arch = 架构
page-tools-log-col-smem = 静态{ -smem }
page-tools-log-col-spills = 溢出存/取
page-tools-log-col-flags = 标记
page-tools-log-col-wave = { -warp }
page-tools-log-col-group = { -block }
page-tools-log-col-compiler = 编译器（{ -warp }/{ -simd }）
page-tools-log-col-occ = occ（{ -warp }/{ -simd }）
page-tools-log-load = 载入计算器
page-tools-log-load-mangled = 载入计算器（{ $name }）
page-tools-log-unknown = 未知：无法读取日志中的该数值
page-tools-log-none-fits = 无法驻留任何{ -block }
page-tools-log-not-evaluated = 未评估：{ $why }
page-tools-log-compiler-at = 按每个{ -block } { $size } 个{ -threads }
page-tools-log-waves-of = { $waves } / { $max }
page-tools-log-low = 偏低
page-tools-log-low-title = 低于 { $percent }
page-tools-log-spills = 溢出
page-tools-log-spills-title = ptxas 把寄存器溢出到了局部内存
page-tools-log-amd-spills-title = 编译器把寄存器溢出到了暂存内存
page-tools-log-differs = 不一致
page-tools-log-differs-title = occ 与编译器对同一启动配置的结果不一致：可能是 LLVM 先前把{ -smem }按分配粒度取整，或 amdgpu-waves-per-eu 属性所致
page-tools-log-other-arch = 其他架构
page-tools-log-other-arch-title = 为所选 GPU 以外的架构编译
page-tools-log-other-target = 其他目标
page-tools-log-other-target-title = 为所选 GPU 以外的目标编译
page-tools-log-amd-star = * 报告中注明的该核函数编译时的最大{ -block }。
page-tools-log-showing = 显示 { $total } 个核函数中的 { $shown } 个；按名称筛选或排序可查看其余的。
page-tools-log-matching = { $total } 个核函数中有 { $shown } 个符合筛选条件。
page-tools-log-only-nvidia = 此日志包含 { $count ->
   *[other] { $reports }
} 份 NVIDIA 核函数报告：请选择 NVIDIA GPU 来计算。
page-tools-log-only-nvidia-archs = 此日志包含 { $count ->
   *[other] { $reports }
} 份 NVIDIA 核函数报告（{ $archs }）：请选择 NVIDIA GPU 来计算。
page-tools-log-only-amd = 此日志包含 { $count ->
   *[other] { $reports }
} 份 AMD 核函数报告：请选择 AMD GPU（Instinct 或 Radeon，或其 gfx 目标）来计算。
page-tools-log-only-amd-targets = 此日志包含 { $count ->
   *[other] { $reports }
} 份 AMD 核函数报告（{ $targets }）：请选择 AMD GPU（Instinct 或 Radeon，或其 gfx 目标）来计算。

## The page's tools: launch planning's panel (its inputs, charts and Nsight Systems' metrics) and AMD's grid limit

page-tools-plan-title = { shell-tool-plan }
page-tools-plan-grid-placeholder = 网格跨步
page-tools-plan-grid-help = 留空时按问题规模计算；问题规模也未给出时，采用网格跨步循环的网格
page-tools-plan-items-help = 网格 = 元素数 ÷（{ -thread }数 × 每{ -thread }处理的元素数）
page-tools-plan-per-thread-help = 每个{ -thread }负责处理的数据元素个数
page-tools-plan-smem-help = 动态分配，按每个{ -thread }的字节数计，用于{ -block }大小表{ " " }
page-tools-plan-chart-sizes = 各{ -block }大小下的占用率
page-tools-plan-chart-occupancy = 占用率（%）
page-tools-plan-chart-best = 最佳：{ $percent }
page-tools-plan-chart-pick = cudaOccMaxPotentialOccupancyBlockSize：{ $size }
page-tools-plan-chart-amd-best = 最佳：{ $percent }（每个{ -simd } { $waves } 个{ -warp }）
page-tools-plan-chart-intel-best = 最佳：{ $percent }（每个{ -unit } { $threads } 个{ -hw }）
page-tools-plan-chart-waves = Nsight Systems 的 GPU 指标随网格大小的变化
page-tools-plan-chart-waves-amd = GPU 指标随网格大小的变化
page-tools-plan-chart-grid = 网格大小（{ -block }数）
page-tools-plan-chart-share = { -unit }或{ -slot }的占比（%）
page-tools-plan-chart-share-unit = { $unit }或{ -slot }的占比（%）
page-tools-plan-nsys-active = 活跃{ -unit }占比
page-tools-plan-nsys-compute = 正在计算的{ -warp }占比
page-tools-plan-nsys-unallocated = 活跃{ -unit }中空闲的{ -slot }占比
page-tools-plan-nsys-active-row = 活跃{ -unit }占比（{ $metric }）
page-tools-plan-nsys-compute-row = 正在计算的{ -warp }占比（{ $metric }）
page-tools-plan-nsys-unallocated-row = 活跃{ -unit }中空闲的{ -slot }占比（{ $metric }）
plan-amd-grid-too-big = { $groups } 个{ -block }（每个 { $size } 个{ -thread }）共 { $items } 个{ -thread }，超出一维网格的容量（调度的 grid_size_x 最多 { $max }）：让每个{ -thread }多做些工作，或改用网格跨步循环。

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
profile-needs-gpu = 报告没有给出 occ 认识的计算能力：请用 --gpu 指定 GPU
profile-assumed-sms = 报告没有给出 SM 数量：波次按一个 SM 计算
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
# Variables: $grid (String) - blocks in the grid; $slots (String) - blocks one wave holds
profile-gap-small-grid = 网格（{ $grid } 个{ -blocks }）小于一个波次（所有{ -unit }共 { $slots } 个{ -blocks }）：启动更多{ -blocks }，或让每个{ -block }少做些工作
# Variables: $full (String) - whole waves; $partial (String) - blocks of the last wave; $slots (String) - blocks one wave holds
profile-gap-partial-wave = { $full } 个完整波次加一个 { $partial } 个{ -blocks }的不完整波次（满波为 { $slots }）：最后一波让部分{ -units }空闲；网格取整数个波次可消除尾部
profile-gap-one-block = 每个{ -unit }只有一个{ -block }：其{ -warps }在屏障处等待时，{ -unit }没有别的{ -block }可运行；更小的{ -blocks }或每个{ -block }更少的资源可以容纳两个
profile-gap-none = 实际占用率与理论值相差不到 10%：限制这个核函数的不是占用率
profile-gap-stalls = 网格填满了整数个波次，实际占用率仍低于理论值：{ -warps }在停顿（性能分析器的停顿原因会说明卡在哪里），单靠占用率解决不了
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
profile-why-title = 实际占用率低于理论值的原因
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
profile-assumed-cus = 报告没有给出 CU 数量：不计算网格在整个 GPU 上的波次（在 --gpu 中指定 AMD 预设可给出其 CU 数）
# Variables: $waves (String) - the counter's mean waves per CU; $max (String) - the waves a CU holds
profile-achieved-waves = 实际占用率取自 MeanOccupancyPerCU：每个 CU 平均 { $waves } 个波前，一个 CU 最多容纳 { $max } 个
profile-intel-no-shape = 核函数名称中没有形状（“[SIMD32 { "{" }…{ "}" } …]”）：请用 -v（--verbose）运行 unitrace，以给出其 SIMD 宽度、工作组数和工作组大小
profile-intel-simd-any = 没有给出核函数的 SIMD 宽度（SIMD_ANY）：其子组大小未知
profile-intel-local-unset = 局部大小全为 0：工作组大小由 OpenCL 运行时选择，报告没有给出
profile-intel-no-kernels = 设备计时汇总中没有核函数，只有内存复制和屏障
profile-needs-intel-gpu = 报告没有给出 GPU：请用 --gpu 指定（Intel 预设：“b580”、“max 1550”）
profile-assumed-intel-slm = 报告没有给出每个{ -block }的 SLM（unitrace -d 在其 Kernel Properties 表中给出）：假定为 0
profile-assumed-intel-barriers = 报告没有说明核函数是否使用屏障：假定不使用（使用组屏障或组算法的核函数会用到屏障，即 occ calc --barriers 所计）
profile-assumed-intel-grf = 报告没有给出每个线程的寄存器文件大小：假定为小 GRF（128 个寄存器）
# Variables: $registers (String) - the report's register file size per thread; $arch (String) - the Xe architecture
profile-intel-grf-unknown = 报告给出每个线程 { $registers } 个寄存器，但 { $arch } 没有大 GRF 模式：假定为小 GRF
# Variables: $bytes (String) - spill memory per thread
profile-assumed-intel-spill = 核函数每个线程溢出 { $bytes } 字节：occ 的规则不计溢出内存，它使核函数变慢，但不改变其占用率

## “性能分析报告”面板（工具模块）。
page-tools-profile-title = 性能分析报告
page-tools-profile-help = Nsight Compute 的输出（ncu 的 CSV 详情页或原始页，或其文本输出），rocprofv3、rocprof 的 CSV，或 unitrace、onetrace、ze_tracer 的设备耗时汇总：每个核函数由 occ 算出的占用率与性能分析器的理论占用率和实际占用率并列。报告在本浏览器的后台读取。
page-tools-profile-open = 打开报告文件
# Variables: $bytes (String) - the report's size with its unit
page-tools-profile-reading = 正在读取 { $bytes } 的性能分析报告…
# Variables: $bytes (String) - the report's size with its unit
page-tools-profile-taken-out = 报告（{ $bytes }）已读取，并已从此框中移除以保持页面流畅。再次粘贴即可替换。
page-tools-profile-none = 报告中没有 occ 能读取的核函数启动。
page-tools-profile-needs-amd = 这是 AMD 性能分析器的报告，其中未指明 GPU：请在计算器中选择一款 AMD GPU，即可在其上比较这些核函数。
page-tools-profile-col-gap = 差距（occ − 实际）
page-tools-profile-col-agrees = 一致
# Variables: $occ (String) - occ's occupancy; $profiler (String) - the profiler's theoretical occupancy
page-tools-profile-differs = ✗ occ { $occ }，性能分析器 { $profiler }
# Variables: $count (String) - the rows not read
page-tools-profile-unread = 有 { $count } 行无法读取或比较
# Variables: $kernel (String) - the kernel
page-tools-profile-loaded = 已将“{ $kernel }”的启动载入计算器。
# Variables: $why (String) - the browser's words
page-tools-profile-file-error = 无法读取该文件：{ $why }
page-tools-profile-needs-intel = 这是 Intel 性能分析器的报告，其中未指明 GPU：请在计算器中选择一款 Intel 产品（通用的 Xe 架构不指明产品），即可在其上比较这些核函数。
page-tools-profile-needs-nvidia = 这份报告未给出计算能力：请在计算器中选择一款 NVIDIA 产品（通用设备不指明产品），即可在其上比较这些核函数。
