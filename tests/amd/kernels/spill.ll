; Spills: 96 (or 64) live VGPRs squeezed into fewer. `amdgpu-waves-per-eu` asks for 8 waves per SIMD, which also caps
; the compiler's occupancy figure at 8 on targets that could hold more (gfx1100: 16) — an attribute no resource
; report shows. `amdgpu-num-vgpr` sets the VGPR budget directly.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @spill_waves(ptr addrspace(1) %out) #0 {
  %a = call <32 x i32> asm sideeffect "; def $0", "=v"()
  %b = call <32 x i32> asm sideeffect "; def $0", "=v"()
  %c = call <32 x i32> asm sideeffect "; def $0", "=v"()
  call void asm sideeffect "; use $0", "v"(<32 x i32> %a)
  call void asm sideeffect "; use $0", "v"(<32 x i32> %b)
  call void asm sideeffect "; use $0", "v"(<32 x i32> %c)
  ret void
}

define amdgpu_kernel void @spill_budget(ptr addrspace(1) %out) #1 {
  %a = call <32 x i32> asm sideeffect "; def $0", "=v"()
  %b = call <32 x i32> asm sideeffect "; def $0", "=v"()
  call void asm sideeffect "; use $0", "v"(<32 x i32> %a)
  call void asm sideeffect "; use $0", "v"(<32 x i32> %b)
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" "amdgpu-waves-per-eu"="8,8" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" "amdgpu-num-vgpr"="32" }
