; LDS arrays of whole allocation granules (1 KiB: a multiple of gfx9's 512 B and RDNA's 1024 B), so that LLVM 19,
; which does not round LDS to the granule, and the hardware agree.
target triple = "amdgcn-amd-amdhsa"

@tile16k = internal addrspace(3) global [4096 x float] poison, align 4
@tile40k = internal addrspace(3) global [10240 x float] poison, align 4
@tile10k = internal addrspace(3) global [2560 x float] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @_Z9reverse16PfPKf(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr float, ptr addrspace(1) %in, i32 %id
  %v = load float, ptr addrspace(1) %src
  %slot = getelementptr [4096 x float], ptr addrspace(3) @tile16k, i32 0, i32 %id
  store float %v, ptr addrspace(3) %slot
  call void @llvm.amdgcn.s.barrier()
  %rev = sub i32 4095, %id
  %back = getelementptr [4096 x float], ptr addrspace(3) @tile16k, i32 0, i32 %rev
  %w = load float, ptr addrspace(3) %back
  %dst = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %w, ptr addrspace(1) %dst
  ret void
}

define amdgpu_kernel void @_Z9reverse40PfPKf(ptr addrspace(1) %out, ptr addrspace(1) %in) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr float, ptr addrspace(1) %in, i32 %id
  %v = load float, ptr addrspace(1) %src
  %slot = getelementptr [10240 x float], ptr addrspace(3) @tile40k, i32 0, i32 %id
  store float %v, ptr addrspace(3) %slot
  call void @llvm.amdgcn.s.barrier()
  %rev = sub i32 10239, %id
  %back = getelementptr [10240 x float], ptr addrspace(3) @tile40k, i32 0, i32 %rev
  %w = load float, ptr addrspace(3) %back
  %dst = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %w, ptr addrspace(1) %dst
  ret void
}

; One wave per group and 10 KiB each: LDS allows 6 groups, 6 waves over 4 SIMDs.
define amdgpu_kernel void @_Z9reverse10PfPKf(ptr addrspace(1) %out, ptr addrspace(1) %in) #1 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr float, ptr addrspace(1) %in, i32 %id
  %v = load float, ptr addrspace(1) %src
  %slot = getelementptr [2560 x float], ptr addrspace(3) @tile10k, i32 0, i32 %id
  store float %v, ptr addrspace(3) %slot
  call void @llvm.amdgcn.s.barrier()
  %rev = sub i32 2559, %id
  %back = getelementptr [2560 x float], ptr addrspace(3) @tile10k, i32 0, i32 %rev
  %w = load float, ptr addrspace(3) %back
  %dst = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %w, ptr addrspace(1) %dst
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,64" }
