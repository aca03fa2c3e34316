// Tiled matrix multiply: templates and a namespace give mangled names, the two __shared__ tiles give static
// shared memory, __launch_bounds__ caps registers.
namespace occ_test {
namespace gemm {

template <typename T, int TILE>
__global__ void __launch_bounds__(TILE * TILE) tiled(const T* __restrict__ a, const T* __restrict__ b,
                                                     T* __restrict__ c, int n) {
  __shared__ T as[TILE][TILE];
  __shared__ T bs[TILE][TILE + 1];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  T acc = 0;
  for (int t = 0; t < n / TILE; ++t) {
    as[ty][tx] = a[row * n + t * TILE + tx];
    bs[ty][tx] = b[(t * TILE + ty) * n + col];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  c[row * n + col] = acc;
}

// Register blocking: each thread computes a 4x4 patch from 64x64 tiles held in shared memory.
template <int BM, int BN, int BK>
__global__ void __launch_bounds__(256, 2) blocked(const float* a, const float* b, float* c, int m, int n,
                                                  int k, float alpha, float beta) {
  __shared__ float as[BK][BM];
  __shared__ float bs[BK][BN];
  const int tid = threadIdx.x;
  const int tr = (tid / (BN / 4)) * 4, tc = (tid % (BN / 4)) * 4;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < k; k0 += BK) {
    for (int i = tid; i < BM * BK; i += blockDim.x) {
      const int r = i / BK, kk = i % BK;
      as[kk][r] = a[(blockIdx.y * BM + r) * k + k0 + kk];
    }
    for (int i = tid; i < BN * BK; i += blockDim.x) {
      const int kk = i / BN, col = i % BN;
      bs[kk][col] = b[(k0 + kk) * n + blockIdx.x * BN + col];
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      float ra[4], rb[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) ra[i] = as[kk][tr + i];
#pragma unroll
      for (int j = 0; j < 4; ++j) rb[j] = bs[kk][tc + j];
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] += ra[i] * rb[j];
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float* out = &c[(blockIdx.y * BM + tr + i) * n + blockIdx.x * BN + tc + j];
      *out = alpha * acc[i][j] + beta * *out;
    }
}

template __global__ void tiled<float, 16>(const float*, const float*, float*, int);
template __global__ void tiled<double, 32>(const double*, const double*, double*, int);
template __global__ void blocked<64, 64, 16>(const float*, const float*, float*, int, int, int, float, float);

}  // namespace gemm
}  // namespace occ_test
