### occ 的简体中文消息：input 区，首词为 `input` 的键；与 messages/en/input.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

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
