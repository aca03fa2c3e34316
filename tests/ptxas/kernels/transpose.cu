// Matrix transposes: naive (no shared memory, no barrier), tiled with a padded tile against bank conflicts,
// and a large 40 KiB staging buffer that makes shared memory the limiter.
#define TILE 32
#define ROWS 8

extern "C" __global__ void transpose_naive(float* out, const float* in, int width, int height) {
  const int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < width && y + j < height) out[x * height + y + j] = in[(y + j) * width + x];
}

extern "C" __global__ void transpose_padded(float* out, const float* in, int width, int height) {
  __shared__ float tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  for (int j = 0; j < TILE; j += ROWS)
    if (x < height && y + j < width) out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

namespace occ_test {
struct Pixel {
  float r, g, b, a;
};

// Stages 40 KiB per block: few blocks fit on an SM.
__global__ void transpose_staged(Pixel* out, const Pixel* in, int width) {
  __shared__ Pixel stage[40 * 1024 / sizeof(Pixel)];
  const int n = sizeof(stage) / sizeof(Pixel);
  for (int i = threadIdx.x; i < n; i += blockDim.x) stage[i] = in[blockIdx.x * n + i];
  __syncthreads();
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const int r = i / width, c = i % width;
    out[blockIdx.x * n + c * (n / width) + r] = stage[i];
  }
}
}  // namespace occ_test
