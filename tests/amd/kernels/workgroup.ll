; The same 48-VGPR body under different `amdgpu-flat-work-group-size` maxima (what HIP's __launch_bounds__ sets):
; the compiler's occupancy figure counts whole groups of the largest size the kernel allows.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @wg_64(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v47}"()
  ret void
}

define amdgpu_kernel void @wg_192(ptr addrspace(1) %out) #1 {
  call void asm sideeffect "; clobber", "~{v47}"()
  ret void
}

define amdgpu_kernel void @wg_640(ptr addrspace(1) %out) #2 {
  call void asm sideeffect "; clobber", "~{v47}"()
  ret void
}

define amdgpu_kernel void @wg_1024(ptr addrspace(1) %out) #3 {
  call void asm sideeffect "; clobber", "~{v47}"()
  ret void
}

; No attribute: the backend's default maximum.
define amdgpu_kernel void @wg_default(ptr addrspace(1) %out) {
  call void asm sideeffect "; clobber", "~{v47}"()
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,192" }
attributes #2 = { "amdgpu-flat-work-group-size"="1,640" }
attributes #3 = { "amdgpu-flat-work-group-size"="1,1024" }
