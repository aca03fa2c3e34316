// A HIP source as hipcc compiles it, without HIP's headers: their macros are spelled out with clang's attributes as
// those headers define them. The remarks come out in clang's diagnostic shape:
// `file:line:col: remark: … [-Rpass-analysis=kernel-resource-usage]`.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))

namespace occ_test {

template <int N>
__global__ void __launch_bounds__(256) stage(float* out, const float* in) {
  __shared__ float tile[N];
  int i = __builtin_amdgcn_workitem_id_x();
  tile[i] = in[i];
  __builtin_amdgcn_s_barrier();
  out[i] = tile[N - 1 - i];
}

template __global__ void stage<2048>(float*, const float*);
template __global__ void stage<8192>(float*, const float*);

}  // namespace occ_test

extern "C" __global__ void __launch_bounds__(128) pressure(float* out) {
  asm volatile("; clobber" ::: "v95", "s39");
  out[__builtin_amdgcn_workitem_id_x()] = 1.0f;
}
