### occ 的简体中文消息：chart 区，首词为 `chart` 的键；与 messages/en/chart.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

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
