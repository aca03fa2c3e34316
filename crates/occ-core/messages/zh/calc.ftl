### occ 的简体中文消息：calc 区，首词为 `calc` 的键；与 messages/en/calc.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## occ calc：表格与错误

calc-col-kind = 类别
calc-col-name = 名称
calc-col-value = 值
calc-col-binding = 是否为瓶颈
calc-col-why = 原因
calc-col-figure = 指标
calc-col-limiter = { log-col-limiter }
calc-col-allows = 允许
calc-yes = 是
calc-no = 否
calc-terms-with-format = --terms 只改变报告的用词；{ $format } 保留 occ batch 的字段名：请去掉 --terms 或 { $format }

## occ calc 的报告：各节、各行与启动配置（各厂商通用）

calc-gpu = { input-gpu-label }
calc-kernel = 核函数
calc-occupancy-data = 占用率数据
calc-allocated = 已分配资源
calc-limiters = 占用率限制因素（* = 瓶颈）
calc-physical = 硬件限制
calc-launch = { shell-launch-title }
calc-warnings = 警告
calc-boost-clock = 加速频率
calc-mhz = { $mhz } MHz
calc-col-per-block = 每{ -block }
calc-col-per-unit = 每{ -unit }
calc-col-limit-per-unit = 每{ -unit }上限
calc-col-blocks = { -block }数
calc-col-used = 已用
calc-col-available = 可用

## occ calc 在 NVIDIA GPU 上的报告

calc-nvidia-generic-unknown = 通用 CC { $cc } { $family }（{ -unit }数量未知：网格数据按单个{ -unit }计）
calc-nvidia-kernel = 每{ -block } { $threads } 个{ -thread }，每{ -thread } { $regs } 个寄存器，{ -smem }静态 { $static_bytes } + 动态 { $dynamic_bytes }
calc-nvidia-carveout = ，{ -smem }划分比例 { $percent }%
calc-nvidia-blocks = { $count } 个{ -block }
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
calc-amd-col-waves = 每{ -simd }{ -warp }数
calc-amd-thresholds-vgprs = VGPR ≤
calc-amd-this-kernel = ← 当前核函数
calc-amd-step-summary = { $what } { $now } → { $then }：每{ -simd } { $gives } 个{ -warp }
calc-amd-change-vgprs = { input-r-label-amd }
calc-amd-change-sgprs = { input-sg-label }
calc-amd-change-lds = { plan-step-smem }

## occ calc 在 Intel GPU 上的报告

calc-intel-cores = { $cores } 个{ -unit }，{ $xves } 个{ -simd }
calc-intel-title = { $name }（{ $arch }，{ $family }，{ $cores }）
calc-intel-generic = 通用 { $arch }，{ $family }（{ $cores }）
calc-intel-generic-unknown = 通用 { $arch }，{ $family }（{ -simd }数量未知：数据按单个{ -unit }计；给出 --xves 可得到整个 GPU 的数据）
calc-intel-unknown = 未知（请给出 --xves）
