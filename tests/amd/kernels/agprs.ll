; Accumulation registers (AGPRs, the MFMA operands): on gfx908 a file of their own next to the 256 arch VGPRs,
; from gfx90a on one unified file of 512 where AGPRs start at the arch VGPRs rounded up to 4.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @acc_64(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v20},~{a63}"()
  ret void
}

define amdgpu_kernel void @acc_128(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v40},~{a127}"()
  ret void
}

define amdgpu_kernel void @acc_over(ptr addrspace(1) %out) #0 {
  call void asm sideeffect "; clobber", "~{v150},~{a31}"()
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
