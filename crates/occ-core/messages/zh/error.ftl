### occ 的简体中文消息：error 区，首词为 `error` 的键；与 messages/en/error.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## occ roofline：错误

error-bad-precision =“{ $text }”不是 fp64、fp32、fp16 之一

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
error-intel-none-fits-items = 一个 Xe 内核放不下 { $items } 个工作项的工作组
error-intel-global = { $global } 个工作项不是工作组大小（{ $size }）的正整数倍：SYCL 的 nd_range 把全局大小分成整数个工作组；有效值为 { $size }、{ $second }、{ $third } …
error-intel-no-xe-core = 这次启动至少需要一个能容纳工作组的 Xe 内核（{ $cores } 个 Xe 内核 × { $per } 个工作组）

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
