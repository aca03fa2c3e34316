"""An autotuner's use: prune a Triton-style list of configurations to those within 10 % of the best occupancy."""

import numpy as np

import occ

CONFIGS = [
    # (BLOCK_M, BLOCK_N, num_warps, registers per thread from the compiler, shared memory of the pipeline)
    (bm, bn, warps, regs, (bm + bn) * 32 * 2 * stages)
    for bm in (32, 64, 128)
    for bn in (32, 64, 128)
    for warps in (2, 4, 8)
    for stages in (2, 3, 4)
    for regs in (64 if bm * bn <= 4096 else 128,)
]


def test_prune_configurations_by_occupancy():
    threads = np.array([warps * 32 for _, _, warps, _, _ in CONFIGS])
    regs = np.array([r for *_, r, _ in CONFIGS])
    smem = np.array([s for *_, s in CONFIGS])
    out = occ.sweep(gpu="a100", threads=threads, regs=regs, dynamic_smem=smem, opt_in=True)
    best = out["occupancy"].max()
    kept = [c for c, o in zip(CONFIGS, out["occupancy"]) if o >= 0.9 * best]
    assert 0 < len(kept) < len(CONFIGS)
    # Each kept configuration is what occ.calc says of it, and none dropped beats the worst kept.
    for (bm, bn, warps, r, s), o in zip(CONFIGS, out["occupancy"]):
        assert occ.calc(gpu="a100", threads=warps * 32, regs=r, dynamic_smem=s, opt_in=True).occupancy == o
    dropped = [o for o in out["occupancy"] if o < 0.9 * best]
    assert max(dropped) < min(out["occupancy"][out["occupancy"] >= 0.9 * best])
