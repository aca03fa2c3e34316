; An RDNA kernel: wave32 by default, wave64 with -mattr=+wavefrontsize64 (the generator builds both). 120 VGPRs
; sit between granules of both wave sizes.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @_Z4axpyfPKfPf(float %a, ptr addrspace(1) %x, ptr addrspace(1) %y) #0 {
  call void asm sideeffect "; clobber", "~{v119}"()
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr float, ptr addrspace(1) %x, i32 %id
  %py = getelementptr float, ptr addrspace(1) %y, i32 %id
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %r = call float @llvm.fma.f32(float %a, float %vx, float %vy)
  store float %r, ptr addrspace(1) %py
  ret void
}

define amdgpu_kernel void @_Z5lightPf(ptr addrspace(1) %y) #0 {
  call void asm sideeffect "; clobber", "~{v23}"()
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
