// Conformance driver: feeds cases to NVIDIA's cuda_occupancy.h and prints what it computes.
// The header is downloaded from PyPI at test time (nvidia-cuda-runtime) and never committed.
//
// Input, one case per line (whitespace-separated integers):
//   major minor maxThreadsPerBlock maxThreadsPerMultiprocessor regsPerBlock regsPerMultiprocessor warpSize
//   sharedMemPerBlock sharedMemPerMultiprocessor numSms sharedMemPerBlockOptin reservedSharedMemPerBlock
//   attrMaxThreadsPerBlock numRegs sharedSizeBytes partitionedGCConfig shmemLimitConfig
//   maxDynamicSharedSizeBytes numBlockBarriers virtualResourceCount
//   cacheConfig carveoutConfig blockSize dynamicSmemSize perThreadSmem baseSmem
// Output, one line per case:
//   status active limitingFactors blockLimitWarps blockLimitRegs blockLimitSharedMem blockLimitBlocks
//   blockLimitBarriers blockLimitVirtual allocatedRegistersPerBlock allocatedSharedMemPerBlock partitionedGCConfig
//   | status minGridSize blockSize | status availableDynamicSmem | status minGridSize blockSize (variable smem)
#include <cstdio>
#include <cuda_occupancy.h>

int main() {
    long long v[26];
    while (true) {
        for (int i = 0; i < 26; ++i) {
            if (std::scanf("%lld", &v[i]) != 1) return 0;
        }
        cudaOccDeviceProp prop;
        prop.computeMajor = (int)v[0];
        prop.computeMinor = (int)v[1];
        prop.maxThreadsPerBlock = (int)v[2];
        prop.maxThreadsPerMultiprocessor = (int)v[3];
        prop.regsPerBlock = (int)v[4];
        prop.regsPerMultiprocessor = (int)v[5];
        prop.warpSize = (int)v[6];
        prop.sharedMemPerBlock = (size_t)v[7];
        prop.sharedMemPerMultiprocessor = (size_t)v[8];
        prop.numSms = (int)v[9];
        prop.sharedMemPerBlockOptin = (size_t)v[10];
        prop.reservedSharedMemPerBlock = (size_t)v[11];

        cudaOccFuncAttributes attr;
        attr.maxThreadsPerBlock = (int)v[12];
        attr.numRegs = (int)v[13];
        attr.sharedSizeBytes = (size_t)v[14];
        attr.partitionedGCConfig = (cudaOccPartitionedGCConfig)v[15];
        attr.shmemLimitConfig = (cudaOccFuncShmemConfig)v[16];
        attr.maxDynamicSharedSizeBytes = (size_t)v[17];
        attr.numBlockBarriers = (int)v[18];
        attr.virtualResourceCount = (int)v[19];

        cudaOccDeviceState state;
        state.cacheConfig = (cudaOccCacheConfig)v[20];
        state.carveoutConfig = (int)v[21];
        int blockSize = (int)v[22];
        size_t dynamicSmem = (size_t)v[23];
        size_t perThread = (size_t)v[24];
        size_t base = (size_t)v[25];

        cudaOccResult r = {};
        cudaOccError s1 = cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, blockSize, dynamicSmem);
        std::printf("%d %d %u %d %d %d %d %d %d %d %zu %d", (int)s1, r.activeBlocksPerMultiprocessor,
                    r.limitingFactors, r.blockLimitWarps, r.blockLimitRegs, r.blockLimitSharedMem,
                    r.blockLimitBlocks, r.blockLimitBarriers, r.blockLimitVirtual, r.allocatedRegistersPerBlock,
                    r.allocatedSharedMemPerBlock, (int)r.partitionedGCConfig);

        int minGrid = 0, best = 0;
        cudaOccError s2 = cudaOccMaxPotentialOccupancyBlockSize(&minGrid, &best, &prop, &attr, &state, dynamicSmem);
        std::printf(" | %d %d %d", (int)s2, minGrid, best);

        size_t available = 0;
        cudaOccError s3 = CUDA_OCC_ERROR_INVALID_INPUT;
        if (s1 == CUDA_OCC_SUCCESS && r.activeBlocksPerMultiprocessor > 0) {
            s3 = cudaOccAvailableDynamicSMemPerBlock(&available, &prop, &attr, &state,
                                                     r.activeBlocksPerMultiprocessor, blockSize);
        }
        std::printf(" | %d %zu", (int)s3, available);

        int minGridVar = 0, bestVar = 0;
        cudaOccError s4 = cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(
            &minGridVar, &bestVar, &prop, &attr, &state,
            [perThread, base](int threads) { return perThread * (size_t)threads + base; });
        std::printf(" | %d %d %d\n", (int)s4, minGridVar, bestVar);
    }
}
