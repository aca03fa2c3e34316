# SYCL's (vendor-neutral) nouns in English. Every terms file defines the same terms: per concept the noun, its plural,
# with its article (a mass noun takes none), and both capitalised for the start of a sentence.

## the thread (work-item)
-thread = work-item
-threads = work-items
-a-thread = a work-item
-Thread = Work-item
-Threads = Work-items

## the threads that run in lockstep
-warp = sub-group
-warps = sub-groups
-a-warp = a sub-group
-Warp = Sub-group
-Warps = Sub-groups

## the block (work-group)
-block = work-group
-blocks = work-groups
-a-block = a work-group
-Block = Work-group
-Blocks = Work-groups

## what runs blocks
-unit = compute unit
-units = compute units
-a-unit = a compute unit
-Unit = Compute unit
-Units = Compute units

## the memory a block shares
-smem = local memory
-smems = local memory
-a-smem = local memory
-Smem = Local memory
-Smems = Local memory

## the SIMD unit that runs sub-groups
-simd = SIMD unit
-simds = SIMD units
-a-simd = a SIMD unit
-Simd = SIMD unit
-Simds = SIMD units

## the hardware thread that runs one sub-group (Intel's own word; a warp, wave or sub-group in the others)
-hw = sub-group
-hws = sub-groups
-a-hw = a sub-group
-Hw = Sub-group
-Hws = Sub-groups

## a compute unit's place for one hardware thread
-slot = sub-group slot
-slots = sub-group slots
-a-slot = a sub-group slot
-Slot = Sub-group slot
-Slots = Sub-group slots
