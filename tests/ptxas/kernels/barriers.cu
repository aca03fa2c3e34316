// Barriers: a producer/consumer kernel with named barriers (inline PTX bar.sync/bar.arrive with ids 1 and 2)
// besides __syncthreads (barrier 0), so ptxas reports 3 barriers; and a kernel with no barrier at all.

namespace occ_test {
namespace pipeline {

__global__ void producer_consumer(const float* in, float* out, int n) {
  __shared__ float buffer[2][128];
  const int tid = threadIdx.x;
  const bool producer = tid < 128;
  for (int base = 0; base < n; base += 256) {
    if (producer) {
      buffer[(base / 256) & 1][tid] = in[base + tid] * 2.f;
      asm volatile("bar.arrive 1, 256;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, 256;" ::: "memory");
      out[base + tid - 128] = buffer[(base / 256) & 1][tid - 128] + 1.f;
    }
    if (producer) {
      asm volatile("bar.sync 2, 128;" ::: "memory");
    }
    __syncthreads();
  }
}

}  // namespace pipeline

__global__ void saxpy(float a, const float* x, float* y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

}  // namespace occ_test
