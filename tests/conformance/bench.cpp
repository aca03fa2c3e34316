// Benchmark driver: times NVIDIA's cuda_occupancy.h on the cases occ's bench times occ-core on.
// The header is downloaded from PyPI at test time (nvidia-cuda-runtime) and never committed.
//
// Usage: bench FIGURE MIN_MS < cases, FIGURE one of
//   occupancy   cudaOccMaxActiveBlocksPerMultiprocessor
//   best        cudaOccMaxPotentialOccupancyBlockSize
//   available   cudaOccAvailableDynamicSMemPerBlock (at the case's resident block count)
// Cases are the conformance driver's lines (26 integers each). Every call's inputs change from one call to the
// next (the loop walks the case list), and every pass's results are summed into a printed checksum, so the
// compiler can neither hoist nor drop a call. Prints `calls nanoseconds first last`: the checksums of the first and
// the last pass (equal; the first is compared with occ-core's over the same cases).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_occupancy.h>

struct Case {
    cudaOccDeviceProp prop;
    cudaOccFuncAttributes attr;
    cudaOccDeviceState state;
    int blockSize;
    size_t dynamicSmem;
    int activeBlocks;
};

// One figure of one case, summed into the checksum.
static unsigned long long occupancyOf(const Case &c) {
    cudaOccResult r;
    cudaOccMaxActiveBlocksPerMultiprocessor(&r, &c.prop, &c.attr, &c.state, c.blockSize, c.dynamicSmem);
    return (unsigned)r.activeBlocksPerMultiprocessor + r.limitingFactors;
}

static unsigned long long bestOf(const Case &c) {
    int minGrid = 0, best = 0;
    cudaOccMaxPotentialOccupancyBlockSize(&minGrid, &best, &c.prop, &c.attr, &c.state, c.dynamicSmem);
    return (unsigned)best + (unsigned)minGrid;
}

static unsigned long long availableOf(const Case &c) {
    size_t available = 0;
    cudaOccAvailableDynamicSMemPerBlock(&available, &c.prop, &c.attr, &c.state, c.activeBlocks, c.blockSize);
    return available;
}

struct Timed {
    unsigned long long calls, firstPass, checksum;
    double elapsed;
};

// Each figure is its own loop, as occ's side times them: passes over the cases for at least `minNs`.
template <typename F> static Timed timeLoop(const std::vector<Case> &cases, double minNs, F one) {
    Timed t = {0, 0, 0, 0};
    auto start = std::chrono::steady_clock::now();
    while (t.elapsed < minNs) {
        unsigned long long checksum = 0;
        for (const Case &c : cases) checksum += one(c);
        if (t.calls == 0) t.firstPass = checksum;
        t.checksum = checksum;
        t.calls += cases.size();
        t.elapsed = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
    }
    return t;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: bench occupancy|best|available MIN_MS < cases\n");
        return 2;
    }
    const char *figure = argv[1];
    const double minNs = std::atof(argv[2]) * 1e6;
    std::vector<Case> cases;
    long long v[26];
    while (true) {
        bool complete = true;
        for (int i = 0; i < 26; ++i) {
            if (std::scanf("%lld", &v[i]) != 1) {
                complete = false;
                break;
            }
        }
        if (!complete) break;
        Case c;
        std::memset(&c, 0, sizeof c);
        c.prop.computeMajor = (int)v[0];
        c.prop.computeMinor = (int)v[1];
        c.prop.maxThreadsPerBlock = (int)v[2];
        c.prop.maxThreadsPerMultiprocessor = (int)v[3];
        c.prop.regsPerBlock = (int)v[4];
        c.prop.regsPerMultiprocessor = (int)v[5];
        c.prop.warpSize = (int)v[6];
        c.prop.sharedMemPerBlock = (size_t)v[7];
        c.prop.sharedMemPerMultiprocessor = (size_t)v[8];
        c.prop.numSms = (int)v[9];
        c.prop.sharedMemPerBlockOptin = (size_t)v[10];
        c.prop.reservedSharedMemPerBlock = (size_t)v[11];
        c.attr.maxThreadsPerBlock = (int)v[12];
        c.attr.numRegs = (int)v[13];
        c.attr.sharedSizeBytes = (size_t)v[14];
        c.attr.partitionedGCConfig = (cudaOccPartitionedGCConfig)v[15];
        c.attr.shmemLimitConfig = (cudaOccFuncShmemConfig)v[16];
        c.attr.maxDynamicSharedSizeBytes = (size_t)v[17];
        c.attr.numBlockBarriers = (int)v[18];
        c.attr.virtualResourceCount = (int)v[19];
        c.state.cacheConfig = (cudaOccCacheConfig)v[20];
        c.state.carveoutConfig = (int)v[21];
        c.blockSize = (int)v[22];
        c.dynamicSmem = (size_t)v[23];
        cudaOccResult r = {};
        cudaOccMaxActiveBlocksPerMultiprocessor(&r, &c.prop, &c.attr, &c.state, c.blockSize, c.dynamicSmem);
        c.activeBlocks = r.activeBlocksPerMultiprocessor;
        cases.push_back(c);
    }
    if (cases.empty()) {
        std::fprintf(stderr, "bench: no cases on stdin\n");
        return 2;
    }
    int kind = std::strcmp(figure, "occupancy") == 0 ? 0
             : std::strcmp(figure, "best") == 0      ? 1
             : std::strcmp(figure, "available") == 0 ? 2
                                                     : -1;
    if (kind < 0) {
        std::fprintf(stderr, "bench: unknown figure %s\n", figure);
        return 2;
    }
    // Lambdas, not function pointers: each figure its own instantiation, its call direct.
    Timed t = kind == 0 ? timeLoop(cases, minNs, [](const Case &c) { return occupancyOf(c); })
            : kind == 1 ? timeLoop(cases, minNs, [](const Case &c) { return bestOf(c); })
                        : timeLoop(cases, minNs, [](const Case &c) { return availableOf(c); });
    unsigned long long calls = t.calls, firstPass = t.firstPass, checksum = t.checksum;
    double elapsed = t.elapsed;
    std::printf("%llu %.0f %llu %llu\n", calls, elapsed, firstPass, checksum);
    return 0;
}
