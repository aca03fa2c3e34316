; Register pressure set by inline asm: clobbering v63 makes the kernel use 64 VGPRs, s95 about 100 SGPRs (VCC and
; the other reserved registers come on top). Every kernel asks for 256-work-item groups, so only registers limit.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @vgpr_64(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v63}"()
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %id, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @vgpr_100(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v99}"()
  ret void
}

define amdgpu_kernel void @vgpr_128(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v127}"()
  ret void
}

define amdgpu_kernel void @vgpr_256(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v255}"()
  ret void
}

define amdgpu_kernel void @sgpr_96(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{s95},~{v7}"()
  ret void
}

define amdgpu_kernel void @_Z7scaleddPdd(ptr addrspace(1) %out, double %by) #0 {
  call void asm sideeffect "; clobber", "~{v40},~{s60}"()
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr double, ptr addrspace(1) %out, i32 %id
  %v = load double, ptr addrspace(1) %slot
  %w = fmul double %v, %by
  store double %w, ptr addrspace(1) %slot
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
