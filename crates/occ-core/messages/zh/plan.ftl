### occ 的简体中文消息：plan 区，首词为 `plan` 的键；与 messages/en/plan.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

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

## 错误：AMD 的目标与核函数

plan-error-amd-none-fits = { $arch } 的一个 { $unit } 放不下 { $items } 个工作项的工作组
plan-error-no-launch = 0 个工作组无法构成一次启动：有效范围为 1 至 { $max }

## 错误：Intel 的架构与核函数

plan-error-intel-none-fits = 一个 Xe 内核放不下任何工作组
plan-error-intel-no-sub-group = { $arch } 没有哪种子组大小能运行 { $items } 个工作项的工作组（有效大小为 1 至 { $max }）
plan-error-intel-grid = { $groups } 个工作组、每组 { $items } 个工作项，不构成全局大小：有效范围为 1 至 { $max } 个工作组

## The page's tools: launch planning's panel (its inputs, charts and Nsight Systems' metrics) and AMD's grid limit

plan-amd-grid-too-big = { $groups } 个{ -block }（每个 { $size } 个{ -thread }）共 { $items } 个{ -thread }，超出一维网格的容量（调度的 grid_size_x 最多 { $max }）：让每个{ -thread }多做些工作，或改用网格跨步循环。
