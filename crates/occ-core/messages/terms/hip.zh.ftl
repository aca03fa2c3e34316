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
