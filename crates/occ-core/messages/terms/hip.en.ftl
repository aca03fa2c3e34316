# HIP's (AMD's) nouns in English. Every terms file defines the same terms: per concept the noun, its plural,
# with its article (a mass noun takes none), and both capitalised for the start of a sentence.

## the thread (work-item)
-thread = work-item
-threads = work-items
-a-thread = a work-item
-Thread = Work-item
-Threads = Work-items

## the threads that run in lockstep
-warp = wave
-warps = waves
-a-warp = a wave
-Warp = Wave
-Warps = Waves

## the block (work-group)
-block = work-group
-blocks = work-groups
-a-block = a work-group
-Block = Work-group
-Blocks = Work-groups

## what runs blocks
-unit = CU
-units = CUs
-a-unit = a CU
-Unit = CU
-Units = CUs

## the memory a block shares
-smem = LDS
-smems = LDS
-a-smem = LDS
-Smem = LDS
-Smems = LDS

## the SIMD unit that runs sub-groups
-simd = SIMD
-simds = SIMDs
-a-simd = a SIMD
-Simd = SIMD
-Simds = SIMDs

## the hardware thread that runs one sub-group (Intel's own word; a warp, wave or sub-group in the others)
-hw = wave
-hws = waves
-a-hw = a wave
-Hw = Wave
-Hws = Waves

## a compute unit's place for one hardware thread
-slot = wave slot
-slots = wave slots
-a-slot = a wave slot
-Slot = Wave slot
-Slots = Wave slots
