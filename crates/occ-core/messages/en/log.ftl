### occ's messages in English, the area log: the keys whose first word is `log`.
### A key's first word names its file (AREAS in build/messages.rs); messages/zh/ holds the same keys with the
### same parameters, checked at build time. The conventions (keys, parameters, nouns): docs/messages.md.

## occ log: the table of a build log's kernels

# Variables: $name (String) - the product; $cc (String) - its compute capability; $count (String) - its SMs
log-gpu-title = { $name } (CC { $cc }, { $count } { -units })
# Variables: $family (String) - the architecture's family (Ada, Hopper), possibly empty
log-gpu-generic-units = generic CC { $cc } { $family } ({ $count } { -units })
log-gpu-generic = generic CC { $cc } { $family }
log-gpu-label = { input-gpu-label }
log-gpu-each = the generic device of each kernel's architecture (--gpu or --cc for one GPU)
log-threads-label = Threads
# Variables: $threads (String) - the block size given
log-threads-each = { $threads } per { -block } for every kernel
log-threads-best = each kernel's best { -block } size (cudaOccMaxPotentialOccupancyBlockSize): the best its resources allow; --threads N for your launch
log-dynamic-label = Dynamic
# Variables: $bytes (String) - dynamic shared memory per block
log-dynamic = { $bytes } bytes of dynamic { -smem } per { -block } for every kernel
log-gate-label = Gate
# Variables: $percent (String) - a percent message
log-gate = occupancy below { $percent } is flagged
log-col-arch = arch
log-col-regs = regs
log-col-smem = smem
log-col-bar = bar
log-col-spills = spill st/ld
log-col-threads = threads
log-col-occupancy = { plan-col-occupancy }
log-col-limiter = limiter
log-col-flags = flags
log-col-kernel = kernel
log-none-fits = none fits
log-not-evaluated = not evaluated
log-flag-low = LOW
log-flag-spills = SPILLS
log-flag-differs = DIFFERS
log-best-note = * best { -block } size
log-device-functions = Device functions (ptxas reports their stack and spills, not their registers)
# Variables: $frame, $stores, $loads (String) - bytes, padded
log-device-function = stack frame { $frame } B  spill stores { $stores } B  loads { $loads } B
# Variables: $cc (String) - the GPU's compute capability; $archs (String) - the architectures of the reports; $sm (String) - the GPU's sm_XY
log-mismatch-cc = the log has no report for CC { $cc }: reports compiled for { $archs } are evaluated on it; a build for { $sm } may use other resources
# Variables: $count (String) - reports skipped
log-skipped-archs = { $count } report(s) for other architectures skipped: the log has reports for this GPU's own
log-notes-title = Notes
# Variables: $arch (String) - an architecture named in the log
log-unknown-arch = '{ $arch }' is not an architecture occ knows
log-no-arch = the log names no architecture for it: pass --gpu or --cc
log-compiler-messages = Compiler messages
# Variables: $line (String) - the log's line; $tool (String) - ptxas, nvlink…; $severity (String) - a log-severity-* message; $text (String) - the tool's message
log-message-line = line { $line }: { $tool } { $severity }: { $text }
log-severity-info = info
log-severity-warning = warning
log-severity-error = error
# Variables: $count (String) - lines not listed
log-more = … { $count } more
log-unread-title = Lines not understood
# Variables: $reason (String) - why the line was not read
log-unread-line = line { $line }: { $text } ({ $reason })
# Variables: $reports (String) - kernel reports; $lines (String) - the log's lines; $spilling (String) - reports that spill
log-summary = { $reports } kernel report(s) from { $lines } lines; { $spilling } spill
# Variables: $low (String) - reports below the gate; $percent (String) - a percent message
log-summary-low = ; { $low } below { $percent }
# Variables: $source (String) - the log's file, or log-standard-input
log-reading = reading { $source }
log-standard-input = standard input
# Variables: $source (String) - the file or standard input; $lines (String) - its lines
log-no-reports = no kernel resource reports in { $source } ({ $lines } lines): expected the output of nvcc -Xptxas -v, ptxas -v, nvlink -v, cuobjdump --dump-resource-usage, hipcc -Rpass-analysis=kernel-resource-usage or an AMDGPU assembly file
# Variables: $count (String) - unread lines; $line (String) - the first's line; $text (String) - the first
log-no-reports-unread = ; { $count } line(s) looked like reports but could not be read, the first at line { $line }: { $text }
log-amd-only = the log holds AMD kernels only: --gpu and --cc choose NVIDIA GPUs; pass --arch gfxNNN (e.g. gfx90a, gfx942, gfx1100), an AMD --gpu (e.g. mi300x) or nothing for each report's own target
# Variables: $gpu (String) - --gpu as given; $arch (String) - its gfx target
log-nvidia-only = the log holds NVIDIA kernels only: --gpu { $gpu } is an AMD GPU ({ $arch }); pass an NVIDIA --gpu, --cc or nothing for each report's own architecture
log-unread-json = { $count } line(s) of the log could not be read, the first at line { $line }: { $text }
# Variables: $count (String) - reports not evaluated; $name (String) - the first's kernel; $line (String) - its line; $error (String) - why
log-not-evaluated-error = { $count } kernel report(s) could not be evaluated, the first { $name } (line { $line }): { $error }
# Variables: $text (String) - what was given
log-bad-occupancy = '{ $text }' is not an occupancy: valid values are 0 to 1 (or 0% to 100%)

## occ log: AMD's kernels

log-amd-target-label = Target
log-amd-target-each = each AMD report's own gfx target (--arch for one)
log-amd-group-label = Group
log-amd-group-each = { $threads } { -threads } per { -block } for every kernel
# Variables: $size (String) - HIP's default largest work-group
log-amd-group-compiled = each kernel's largest { -block } as compiled, which the compiler's figure assumes (* from the assembly's metadata; † HIP's default of { $size }: the remarks do not say); --threads N for your launch
log-amd-col-target = { gpus-col-target }
log-amd-col-vgprs = VGPR
log-amd-col-agprs = AGPR
log-amd-col-sgprs = SGPR
log-amd-col-lds = { -smem }
log-amd-col-scratch = scratch
log-amd-col-spills = spill s/v
log-amd-col-group = group
log-amd-col-waves = { -warps }/{ -simd }
log-amd-col-compiler = compiler
log-amd-none-max = none (maximum)
log-amd-device-functions = AMD device functions (their registers count in the kernels that call them)
# Variables: $vgprs, $sgprs, $scratch (String) - padded figures
log-amd-device-function = VGPRs { $vgprs }  SGPRs { $sgprs }  scratch { $scratch }
# Variables: $target (String) - the selected gfx target; $archs (String) - the reports' targets
log-amd-mismatch = the log has no report for { $target }: reports compiled for { $archs } are evaluated on it; a build for { $target } may use other resources
log-amd-skipped = { $count } report(s) for other targets skipped: the log has reports for this target's own
# Variables: $occ, $compiler (String) - waves per SIMD by occ and by the compiler
log-amd-differs = occ gives { $occ } { -warps } per { -simd }, the compiler { $compiler }: LLVM before it rounded { -smem } to the allocation granule, or an amdgpu-waves-per-eu attribute, which caps the compiler's figure
# Variables: $target (String) - a gfx target named in the log
log-amd-unknown-target = '{ $target }' is not a gfx target occ knows: pass --arch
log-amd-no-target = the log names no gfx target for it: pass --arch
# Variables: $arch (String) - --arch as given; $known (String) - the known targets
log-amd-bad-arch = --arch '{ $arch }' is not a gfx target occ knows: valid values are { $known }

## occ log: why a line of a log was not read

log-reason-figure-out-of-range = a resource figure that is not a whole number in range
log-reason-item-shape = an item of unknown shape in a resource line
log-reason-second-resource-line = a second resource line for one function
log-reason-resource-line-first = a resource line before any function
log-reason-ptxas-info-shape = a ptxas info line of unknown shape
log-reason-entry-without-name = an entry function without a name
log-reason-properties-without-name = function properties without a name
log-reason-stack-frame-first = a stack-frame line without a Function properties line before it
log-reason-nvlink-gmem-shape = an nvlink gmem line of unknown shape
log-reason-nvlink-info-shape = an nvlink info line of unknown shape
log-reason-cuobjdump-field-shape = a cuobjdump field of unknown shape
log-reason-remark-without-name = a Function Name remark without a name
log-reason-remark-shape = a kernel-resource-usage remark of unknown shape
log-reason-remark-first = a resource remark before any Function Name remark
log-reason-second-remark = a second remark of one figure for one function
log-reason-not-a-bool = a resource figure that is not true or false
log-reason-kernel-info-first = kernel info without a function before it
log-reason-second-comment = a second comment of one figure for one function
log-reason-metadata-out-of-range = a metadata figure that is not a whole number in range
log-reason-metadata-not-a-number = a metadata figure that is not a number
