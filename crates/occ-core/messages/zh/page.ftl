### occ 的简体中文消息：page 区，首词为 `page` 的键；与 messages/en/page.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## 页面：index.html 的标记（按所选语言和术语重新显示）及其控件

page-source-none = 未记录出处
page-source-failed = 无法加载出处（见顶部的提示）；再次悬停即可重试
page-source-loading = 正在加载出处…
page-open = 打开
page-loading = 加载中…
# Variables: $why (String) - why the browser could not load it
page-tool-failed = 无法加载该工具（{ $why }）。请检查与本页面服务器的连接，然后重试。
# Variables: $why (String) - why the browser could not load it
page-charts-failed = 无法加载图表及其下方的面板（{ $why }）。滚动离开再回来，或再次使用面板，即可重试。

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
page-tools-profile-needs-intel = 这是 Intel 性能分析器的报告，其中未指明 GPU：请在计算器中选择一款 Intel GPU（选择具体产品还会给出计算网格波次所需的 Xe 内核数），即可在其上比较这些核函数。
page-tools-profile-needs-nvidia = 这份报告未给出计算能力：请在计算器中选择一款 NVIDIA GPU（选择具体产品还会给出计算网格波次所需的 SM 数），即可在其上比较这些核函数。
