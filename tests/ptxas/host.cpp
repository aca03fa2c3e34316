// Host code with two deliberate warnings, compiled with `g++ -Wall` by generate.py so that the nvcc-shaped
// log carries real host-compiler warnings between the device compiler's lines.
#include <cstdio>
#include <vector>

int main() {
  std::vector<float> data(1024, 1.f);
  int unused_blocks = 4;
  for (int i = 0; i < data.size(); ++i) data[i] *= 2.f;
  std::printf("%f\n", data[0]);
  return 0;
}
