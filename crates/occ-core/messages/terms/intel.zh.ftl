# Intel's (SYCL on Xe) nouns in Chinese. Chinese has no plural, article or capital: every form of a concept is the same
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
-unit = Xe 内核
-units = Xe 内核
-a-unit = Xe 内核
-Unit = Xe 内核
-Units = Xe 内核

## the memory a block shares
-smem = SLM
-smems = SLM
-a-smem = SLM
-Smem = SLM
-Smems = SLM

## the SIMD unit that runs sub-groups
-simd = XVE
-simds = XVE
-a-simd = XVE
-Simd = XVE
-Simds = XVE

## 运行一个子组的硬件线程（Intel 自己的说法；其他术语中即线程束、波前或子组）
-hw = 硬件线程
-hws = 硬件线程
-a-hw = 硬件线程
-Hw = 硬件线程
-Hws = 硬件线程

## 计算单元中容纳一个硬件线程的槽位
-slot = 线程槽
-slots = 线程槽
-a-slot = 线程槽
-Slot = 线程槽
-Slots = 线程槽
