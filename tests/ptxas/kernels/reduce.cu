// Reductions: static shared memory with a tree, dynamic shared memory (extern __shared__) with warp shuffles,
// and a __device__ accumulator (gmem).
__device__ unsigned long long reduce_calls;
__constant__ float reduce_scale[16];

template <unsigned BLOCK>
__global__ void reduce_tree(const float* in, float* out, int n) {
  __shared__ float partial[BLOCK];
  const unsigned tid = threadIdx.x;
  float sum = 0.f;
  for (int i = blockIdx.x * BLOCK + tid; i < n; i += gridDim.x * BLOCK) sum += in[i] * reduce_scale[i & 15];
  partial[tid] = sum;
  __syncthreads();
  for (unsigned stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (tid < stride) partial[tid] += partial[tid + stride];
    __syncthreads();
  }
  if (tid == 0) {
    out[blockIdx.x] = partial[0];
    atomicAdd(&reduce_calls, 1ull);
  }
}

__device__ __forceinline__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset >>= 1) v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

extern "C" __global__ void reduce_dynamic(const float* in, float* out, int n) {
  extern __shared__ float warp_sums[];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  float sum = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) sum += in[i];
  sum = warp_sum(sum);
  if (lane == 0) warp_sums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = lane < (int)(blockDim.x >> 5) ? warp_sums[lane] : 0.f;
    sum = warp_sum(sum);
    if (lane == 0) atomicAdd(out, sum);
  }
}

namespace occ_test {
// Histogram in shared memory with shared atomics.
__global__ void histogram256(const unsigned char* in, unsigned* bins, int n) {
  __shared__ unsigned local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}
}  // namespace occ_test

template __global__ void reduce_tree<256>(const float*, float*, int);
template __global__ void reduce_tree<1024>(const float*, float*, int);
