# HIP's (AMD's) nouns in Chinese. Chinese has no plural, article or capital: every form of a concept is the same
# noun. A message puts the measure word before it (个{ -block }).

## the thread (work-item)
-thread = 工作项
-threads = 工作项
-a-thread = 工作项
-Thread = 工作项
-Threads = 工作项

## the threads that run in lockstep
-warp = 波前
-warps = 波前
-a-warp = 波前
-Warp = 波前
-Warps = 波前

## the block (work-group)
-block = 工作组
-blocks = 工作组
-a-block = 工作组
-Block = 工作组
-Blocks = 工作组

## what runs blocks
-unit = CU
-units = CU
-a-unit = CU
-Unit = CU
-Units = CU

## the memory a block shares
-smem = LDS
-smems = LDS
-a-smem = LDS
-Smem = LDS
-Smems = LDS

## the SIMD unit that runs sub-groups
-simd = SIMD
-simds = SIMD
-a-simd = SIMD
-Simd = SIMD
-Simds = SIMD

## 运行一个子组的硬件线程（Intel 自己的说法；其他术语中即线程束、波前或子组）
-hw = 波前
-hws = 波前
-a-hw = 波前
-Hw = 波前
-Hws = 波前

## 计算单元中容纳一个硬件线程的槽位
-slot = 波前槽位
-slots = 波前槽位
-a-slot = 波前槽位
-Slot = 波前槽位
-Slots = 波前槽位
