// Calls and stack: a non-inlined __device__ function with its own stack frame (ptxas reports it under
// "Function properties" without "Compiling entry function"), a kernel that calls it, and a local array
// indexed at run time (stack frame without spilling).

__device__ __noinline__ float scaled_sum(const float* values, int count, float scale) {
  float local[32];
  for (int i = 0; i < 32; ++i) local[i] = values[(i * 7) % count] * scale;
  float sum = 0.f;
  for (int i = 0; i < count; ++i) sum += local[(i * 13) & 31];
  return sum;
}

namespace occ_test {

__device__ __noinline__ int collatz_steps(long long x) {
  int steps = 0;
  while (x != 1 && steps < 1000) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    ++steps;
  }
  return steps;
}

__global__ void call_helpers(const float* values, float* out, int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = scaled_sum(values, count, 0.5f) + collatz_steps(i + 1);
}

// A lookup table indexed with run-time values lives in local memory (stack frame).
template <typename T>
__global__ void local_table(const int* idx, T* out) {
  T table[64];
  for (int i = 0; i < 64; ++i) table[i] = T(i * i);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = table[idx[i] & 63] + table[(idx[i] >> 6) & 63];
}
template __global__ void local_table<int>(const int*, int*);
template __global__ void local_table<double>(const int*, double*);

}  // namespace occ_test
