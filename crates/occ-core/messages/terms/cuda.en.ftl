# CUDA's nouns in English. Every terms file defines the same terms: per concept the noun, its plural,
# with its article (a mass noun takes none), and both capitalised for the start of a sentence.

## the thread (work-item)
-thread = thread
-threads = threads
-a-thread = a thread
-Thread = Thread
-Threads = Threads

## the threads that run in lockstep
-warp = warp
-warps = warps
-a-warp = a warp
-Warp = Warp
-Warps = Warps

## the block (work-group)
-block = block
-blocks = blocks
-a-block = a block
-Block = Block
-Blocks = Blocks

## what runs blocks
-unit = SM
-units = SMs
-a-unit = an SM
-Unit = SM
-Units = SMs

## the memory a block shares
-smem = shared memory
-smems = shared memory
-a-smem = shared memory
-Smem = Shared memory
-Smems = Shared memory

## the SIMD unit that runs sub-groups
-simd = SM sub-partition
-simds = SM sub-partitions
-a-simd = an SM sub-partition
-Simd = SM sub-partition
-Simds = SM sub-partitions

## the hardware thread that runs one sub-group (Intel's own word; a warp, wave or sub-group in the others)
-hw = warp
-hws = warps
-a-hw = a warp
-Hw = Warp
-Hws = Warps

## a compute unit's place for one hardware thread
-slot = warp slot
-slots = warp slots
-a-slot = a warp slot
-Slot = Warp slot
-Slots = Warp slots
