### occ 的简体中文消息：gpus 区，首词为 `gpus` 的键；与 messages/en/gpus.ftl 同样的键、同样的参数
### （构建时逐一核对）。名词（{ -block }、{ -unit } 等）来自 terms/ 下各词汇表；名词、量词和空格的写法见
### docs/messages.md。

## occ gpus：预设列表

gpus-col-gpu = { input-gpu-label }
gpus-col-vendor = 厂商
gpus-col-target = 目标
gpus-col-units = 计算单元
gpus-col-bandwidth = 带宽 GB/s
gpus-col-fp32 = FP32 TF
gpus-col-matrix = 矩阵 TF
gpus-col-segment = 类别
gpus-col-id = ID
gpus-units = { input-gpu-units }
gpus-segment-datacenter = 数据中心
gpus-segment-workstation = 工作站
gpus-segment-consumer = 消费级
gpus-segment-embedded = 嵌入式
gpus-units-word = { -units }
gpus-units-each = { $nvidia }、{ $amd } 或 { $intel }
gpus-note-columns = 目标：NVIDIA 为计算能力，AMD 为 gfx 目标，Intel 为 Xe 架构；计算单元：{ $units }（一个 MI250X GCD、一个 Flex 140 GPU 各算一个设备）；矩阵 TF：张量核心（NVIDIA）、矩阵核心（AMD）或 XMX 引擎（Intel）上的稠密 FP16/BF16 算力。
gpus-note-unconfirmed = ? = 未经确认（每个数值的出处见 `occ gpus --json`）。共 { $count } 个预设。
