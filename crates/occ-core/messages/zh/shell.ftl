### occ 的简体中文消息：shell 区，首词为 `shell` 的键；与 messages/en/shell.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## 页面：index.html 的标记（按所选语言和术语重新显示）及其控件

shell-title-sub = GPU 占用率计算器
shell-lede = 按各厂商自己的规则计算理论占用率：NVIDIA 的规则（cuda_occupancy.h，CUDA 13.5）覆盖所有计算能力，AMD 的规则（LLVM 的 AMDGPU 后端）覆盖所有 gfx 目标，Intel 的规则（Intel GPU Occupancy Calculator）覆盖 Gen9 到 Xe2。所有计算都在你的浏览器中完成。
shell-dark-theme = 深色主题
shell-footer = occ 实现了 NVIDIA 的占用率规则（CUDA 13.5 的 cuda_occupancy.h；CC 1.x/2.x 采用最初的电子表格）、AMD 的规则（LLVM 的 AMDGPU 后端，已与 llc-19 核对）和 Intel 的规则（Intel GPU Occupancy Calculator，适用于 Gen9 到 Xe2 上的 SYCL）。GPU 参数均注明出处：鼠标悬停在数值上即可查看。数据不会离开你的浏览器；保存的配置只存放在本浏览器的存储中。
shell-terms-own = GPU 自身的术语
shell-terms-cuda = CUDA：线程、线程束、线程块、SM
shell-terms-hip = HIP：工作项、波前、工作组、CU
shell-terms-sycl = SYCL：工作项、子组、工作组、计算单元
shell-launch-title = 启动配置
shell-gpu-placeholder = 输入 GPU、芯片或计算能力
shell-advanced = 高级
shell-advanced-help = 分区全局缓存适用于 CC 5.2、5.3、6.1 和 6.2；缓存配置适用于 CC 2.x 和 3.x；虚拟资源适用于 CC 10 到 12。不适用于所选 GPU 的输入项会被隐藏。
shell-results-title = 结果
shell-pin = 加入对比
shell-export = 导出…
shell-export-failed = 无法加载导出功能，请重试。
shell-charts-title = 假设分析
shell-charts-help = 其他输入保持不变、只改变一项输入时的占用率。三角形标出当前的启动配置。
shell-tool-plan = 启动规划
shell-tool-plan-help = 为本次启动排出各{ -block }大小的优劣，给出寄存器预算、网格大小和波次；支持 NVIDIA、AMD 和 Intel GPU。
shell-tool-import = 粘贴编译器输出
shell-tool-import-help = 在这款 GPU 上评估 ptxas -v、nvcc 或 cuobjdump 报告中的每个核函数，或 hipcc 资源使用备注和汇编中的每个核函数；可将其中一个载入计算器。
shell-tool-roofline = Roofline 模型
shell-tool-roofline-help = 根据核函数的 FLOP 数和字节数以及 GPU 的峰值，判断它在这款 GPU 上是访存受限还是计算受限。
shell-tool-compare = 对比启动配置
shell-tool-compare-help = 并排对比多个启动配置，任意 GPU 均可：当前这个，或同一核函数在多款 GPU 上的表现。
shell-saved-title = 已保存的配置
shell-saved-name = 配置名称
shell-saved-name-placeholder = 名称，例如 gemm 128x128
shell-save = 保存
shell-rename = 重命名
shell-cancel = 取消
shell-share-title = 分享
shell-share-link = 此配置的链接
shell-copy-link = 复制链接
shell-copy-markdown = 复制为 Markdown
shell-embed = 嵌入
shell-embed-help = 将以下代码粘贴到网页中，即可显示结果和{ -block }大小图表（640×420）：
shell-copy-embed = 复制嵌入代码
shell-embed-preview = 预览嵌入效果
