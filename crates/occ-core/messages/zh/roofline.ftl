### occ 的简体中文消息：roofline 区，首词为 `roofline`、`precision`、`full` 的键；与 messages/en/roofline.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

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
