### occ 的简体中文消息：log 区，首词为 `log` 的键；与 messages/en/log.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

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
