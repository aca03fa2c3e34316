### occ's messages in English, the area chart: the keys whose first word is `chart`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## The page's "what if" charts (the charts module loaded on demand): titles, axes, series, descriptions

chart-title-block-size = Impact of varying { -block } size
chart-title-registers = Impact of varying register count per { -thread }
chart-title-smem-usage = Impact of varying { -smem } usage per { -block }
chart-title-block-barriers = Impact of varying { -block } barriers
chart-title-vgprs = Impact of varying VGPRs per { -thread }
chart-title-smem = Impact of varying { -smem } per { -block }
chart-title-sgprs = Impact of varying SGPRs per { -warp }
chart-title-grf = Impact of the GRF mode
chart-title-barriers = Impact of barriers
chart-x-block-size = { input-t-label }
chart-x-registers = { input-r-label }
chart-x-smem = { -Smem } per { -block } (KiB)
chart-x-barriers = { input-b-label }
chart-x-vgprs = { input-r-label-amd }
chart-x-sgprs = { input-sg-label }
chart-y-active-warps = { report-nvidia-active-warps }
chart-y-waves = { page-tools-md-waves-per-simd }
chart-y-hws = { report-intel-threads-per-unit }
chart-series-active-warps = Active { -warps }
# Variables: $bytes (String) - the shared memory of one SM, in bytes
chart-series-smem-per-unit = { $bytes } B { -smem } per { -unit }
# Variables: $kib (String) - the carveout, in KiB
chart-series-carveout = { $kib } KiB carveout
# Variables: $size (String) - a sub-group size
chart-series-sub-groups = { -Warps } of { $size }
chart-series-hws = { limiter-hw-threads }
chart-series-small-grf = Small GRF (128 registers)
chart-series-large-grf = Large GRF (256 registers)
chart-series-no-barriers = No barriers
chart-series-barriers = Barriers
chart-series-this-launch = This launch
# Variables: $number (String) - the pinned launch's place; $gpu (String) - its GPU
chart-series-pinned = { $number }. { $gpu }
# Variables: $title, $x, $y (String) - the chart's title and axes; $max (String) - the vertical axis's end; $value (String) - the current configuration's x; $result (String) - its y; $more (String) - chart-describe-more, each
chart-describe = { $title }: { $x } on the horizontal axis, { $y } on the vertical axis (0 to { $max }). The current configuration, { $x } = { $value }, gives { $result } ({ $y }){ $more }.
# Variables: $bytes (String) - a size in bytes
chart-describe-bytes = { $bytes } bytes
# Variables: $series (String) - a further series' label; $value (String) - its value at the current configuration
chart-describe-more = ; { $series } { $value }
chart-overlay-pinned = Show the pinned launches on the block-size chart
