### occ 的简体中文消息：cli 区，首词为 `cli` 的键；与 messages/en/cli.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

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
cli-help-profile-cc = 采集报告的计算能力（“8.6”、“sm_90”）及其通用设备，用于报告没有给出计算能力且没有合适预设时；SM 数取报告中的值，或 --sms
cli-help-profile-arch = 采集报告的 AMD gfx 目标（“gfx90a”、“gfx942”）或 Intel Xe 架构（“xe2-hpg”）：rocprof 和 unitrace 的报告不给出 GPU；也可用 --gpu 指定预设，它同时给出 CU 或 Xe 内核数量；或用 --cus、--xves 给出
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

## 错误：选择 GPU

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
