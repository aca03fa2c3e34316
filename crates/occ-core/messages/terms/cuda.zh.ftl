# CUDA's nouns in Chinese. Chinese has no plural, article or capital: every form of a concept is the same
# noun. A message puts the measure word before it (个{ -block }).

## the thread (work-item)
-thread = 线程
-threads = 线程
-a-thread = 线程
-Thread = 线程
-Threads = 线程

## the threads that run in lockstep
-warp = 线程束
-warps = 线程束
-a-warp = 线程束
-Warp = 线程束
-Warps = 线程束

## the block (work-group)
-block = 线程块
-blocks = 线程块
-a-block = 线程块
-Block = 线程块
-Blocks = 线程块

## what runs blocks
-unit = SM
-units = SM
-a-unit = SM
-Unit = SM
-Units = SM

## the memory a block shares
-smem = 共享内存
-smems = 共享内存
-a-smem = 共享内存
-Smem = 共享内存
-Smems = 共享内存

## the SIMD unit that runs sub-groups
-simd = SM 子分区
-simds = SM 子分区
-a-simd = SM 子分区
-Simd = SM 子分区
-Simds = SM 子分区

## 运行一个子组的硬件线程（Intel 自己的说法；其他术语中即线程束、波前或子组）
-hw = 线程束
-hws = 线程束
-a-hw = 线程束
-Hw = 线程束
-Hws = 线程束

## 计算单元中容纳一个硬件线程的槽位
-slot = 线程束槽位
-slots = 线程束槽位
-a-slot = 线程束槽位
-Slot = 线程束槽位
-Slots = 线程束槽位
