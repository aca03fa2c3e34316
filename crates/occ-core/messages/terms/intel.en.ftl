# Intel's (SYCL on Xe) nouns in English. Every terms file defines the same terms: per concept the noun, its plural,
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
-unit = Xe-core
-units = Xe-cores
-a-unit = an Xe-core
-Unit = Xe-core
-Units = Xe-cores

## the memory a block shares
-smem = SLM
-smems = SLM
-a-smem = SLM
-Smem = SLM
-Smems = SLM

## the SIMD unit that runs sub-groups
-simd = XVE
-simds = XVEs
-a-simd = an XVE
-Simd = XVE
-Simds = XVEs

## the hardware thread that runs one sub-group (Intel's own word; a warp, wave or sub-group in the others)
-hw = hardware thread
-hws = hardware threads
-a-hw = a hardware thread
-Hw = Hardware thread
-Hws = Hardware threads

## a compute unit's place for one hardware thread
-slot = thread slot
-slots = thread slots
-a-slot = a thread slot
-Slot = Thread slot
-Slots = Thread slots
