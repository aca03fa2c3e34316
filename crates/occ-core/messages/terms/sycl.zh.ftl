# SYCL's (vendor-neutral) nouns in Chinese. Chinese has no plural, article or capital: every form of a concept is the same
# noun. A message puts the measure word before it (个{ -block }).

## the thread (work-item)
-thread = 工作项
-threads = 工作项
-a-thread = 工作项
-Thread = 工作项
-Threads = 工作项

## the threads that run in lockstep
-warp = 子组
-warps = 子组
-a-warp = 子组
-Warp = 子组
-Warps = 子组

## the block (work-group)
-block = 工作组
-blocks = 工作组
-a-block = 工作组
-Block = 工作组
-Blocks = 工作组

## what runs blocks
-unit = 计算单元
-units = 计算单元
-a-unit = 计算单元
-Unit = 计算单元
-Units = 计算单元

## the memory a block shares
-smem = 局部内存
-smems = 局部内存
-a-smem = 局部内存
-Smem = 局部内存
-Smems = 局部内存

## the SIMD unit that runs sub-groups
-simd = SIMD 单元
-simds = SIMD 单元
-a-simd = SIMD 单元
-Simd = SIMD 单元
-Simds = SIMD 单元

## 运行一个子组的硬件线程（Intel 自己的说法；其他术语中即线程束、波前或子组）
-hw = 子组
-hws = 子组
-a-hw = 子组
-Hw = 子组
-Hws = 子组

## 计算单元中容纳一个硬件线程的槽位
-slot = 子组槽位
-slots = 子组槽位
-a-slot = 子组槽位
-Slot = 子组槽位
-Slots = 子组槽位
