### occ's messages in English, the area input: the keys whose first word is `input`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## The page: each input's label and help (state/input.rs names them). An input of every vendor's GPUs is labelled in
## NVIDIA's phrasing; a `-amd` / `-intel` message is that vendor's own phrasing where it differs beyond the nouns.

input-gpu-label = GPU
input-t-label = { -Threads } per { -block }
input-t-label-group = { -Block } size
input-t-help = 1 to the device maximum (1,024)
input-t-help-amd = { -Threads } per { -block } (the launch's { -block } size)
input-t-help-intel = { -Threads } per { -block } (the nd_range's local size, all dimensions multiplied)
input-r-label = Registers per { -thread }
input-r-label-amd = VGPRs per { -thread }
input-r-help = From ptxas -v or Nsight Compute
input-r-help-amd = Arch VGPRs: the compiler's NumVgprs or .vgpr_count
input-ss-label = Static { -smem }
input-ss-label-own = { -Smem } (static)
input-ss-help = __shared__ arrays
input-ss-help-amd = __shared__ arrays; { -smem } per { -block } is static + dynamic
input-ss-help-intel = { -Block } { -smem } the kernel declares; { -smem } per { -block } is static + local_accessor
input-ds-label = Dynamic { -smem }
input-ds-label-amd = { -Smem } (dynamic)
input-ds-label-intel = { -Smem } (local_accessor)
input-ds-help = Third launch parameter
input-ds-help-amd = The launch's dynamic { -smem }
input-ds-help-intel = sycl::local_accessor bytes per { -block }
input-co-label = { -Smem } carveout
input-co-help = { -Smem } per { -unit } the kernel prefers (cudaFuncAttributePreferredSharedMemoryCarveout)
input-co-default = Driver default
input-oi-label = Opt-in { -smem }
input-oi-help = Opt in to the larger per-{ -block } { -smem } (cudaFuncAttributeMaxDynamicSharedMemorySize)
input-md-label = Max dynamic { -smem }
input-md-help = Max dynamic { -smem } attribute; empty = the per-{ -block } limit minus static
input-md-placeholder = per-{ -block } limit − static
input-b-label = Barriers per { -block }
input-b-help = Named barriers (0 to 16); CC ≥ 9 limits them per { -unit }
input-sm-label = { -Unit } count
input-sm-label-intel = { -Simd } count
input-sm-help = Empty = the GPU's own count
input-sm-help-amd = Empty = the GPU's own count (1 for a generic target)
input-sm-help-intel = Empty = the GPU's own (a generic architecture: figures per { -unit }); whole { -units } or a part Intel's calculator lists
input-pgc-label = Partitioned global caching
input-pgc-off = Off
input-pgc-on = On (driver turns it off when { -a-block } needs more than half { -a-unit })
input-pgc-strict = Strict (forced on)
input-cache-label = Cache config
input-cache-none = No preference
input-cache-shared = Prefer { -smem }
input-cache-l1 = Prefer L1
input-cache-equal = Equal L1 and shared
input-vr-label = Virtual resources
input-vr-help = Per { -block } (CUDA 13, CC 10 to 12)
input-ag-label = AGPRs per { -thread }
input-ag-help = Accumulation VGPRs: the compiler's NumAgprs
input-sg-label = SGPRs per { -warp }
input-sg-help = The compiler's NumSgprs; they limit occupancy on GFX9 and CDNA only
input-ws-label = { -Warp } size
input-ws-help = 32 or 64; empty = the target's default
input-cu-label = CU mode
input-cu-help = CU mode: { -a-block }'s { -warps } on one { -unit } (2 { -simds }, its { -smem }) instead of a WGP (-mcumode)
input-sub-label = { input-ws-label }
input-sub-help = 8, 16 or 32 as the architecture allows: the compiler's choice or [[intel::reqd_sub_group_size(N)]]
input-bar-label = Uses barriers
input-bar-help = sycl::group_barrier or group algorithms: each resident { -block } takes one barrier register
input-grf-label = Large GRF mode
input-grf-help = 256 registers per { -hw }, half the threads per { -simd } (-ftarget-register-alloc-mode=pvc:large)
input-gs-label = Global size
input-gs-help = { -Threads } of the launch, all dimensions multiplied: the waves over the GPU; empty = per { -unit } only
input-terms-label = Terms
input-terms-help = The page's words: the GPU vendor's own, or CUDA's, HIP's or SYCL's (vendor-neutral) for every GPU
input-lang-label = Language
input-g-label = Grid ({ -blocks })
input-n-label = Problem size (items)
input-wpt-label = Items per { -thread }
input-spt-label = { -Smem } per { -thread }
input-size-bad = bytes, or KiB with a K suffix (48K)
# Variables: $count (String) - the GPU's compute units
input-gpu-units = { $count } { -units }
# Variables: $cc (String) - the compute capability; $family (String) - the architecture's family
input-gpu-generic = CC { $cc } · { $family } · architecture defaults, 1 { -unit } unless set below
# Variables: $name (String) - the gfx target; $family (String) - its family
input-gpu-amd-generic = { $name } · { $family } · target defaults, 1 { -unit } unless set below
# Variables: $name (String) - the architecture; $family (String) - its family; $counts (String) - the XVE counts Intel's calculator offers
input-gpu-intel-generic = { $name } · { $family } · figures per { -unit } unless the { -simd } count is set below (Intel's calculator offers { $counts })
input-gpu-none = No GPU matches; try a chip (AD102), a compute capability (8.9) or "generic".
# A generic device of the GPU picker, and its group per vendor.
# Variables: $name (String) - the device's compute capability (CC 8.9) or architecture (gfx942)
input-gpu-generic-name = Generic { $name }
# A product whose figures describe one of its package's GPUs or dies.
# Variables: $product (String) - the product (Tesla K80, GB200), $part (String) - which of its GPUs or dies (GK210, Blackwell GPU, GCD)
input-gpu-one = { $product } (one { $part })
# Variables: $name (String) - the device's compute capability (CC 8.9) or architecture (gfx942), $family (String) - its family (Ada, CDNA 3)
input-gpu-generic-label = Generic { $name } ({ $family })
input-gpu-group-generic-nvidia = Generic compute capability
input-gpu-group-generic-amd = Generic AMD target
input-gpu-group-generic-intel = Generic Intel architecture
