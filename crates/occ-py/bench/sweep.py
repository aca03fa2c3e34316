"""Launches per second three ways, on one core: occ.sweep over NumPy arrays, a Python loop over occ.calc, and
`occ batch` (the CLI, spawned, JSON in and out) on the same launches; for NVIDIA, AMD and Intel.

Usage: python bench/sweep.py [--occ PATH_TO_OCC_BINARY]
"""

import argparse
import json
import os
import subprocess
import time

import numpy as np

import occ

CASES = {
    "nvidia": (dict(gpu="rtx 4090"), "threads", np.arange(32, 1025, 32, dtype=np.int32), "regs", np.arange(0, 256, dtype=np.int32)),
    "amd": (dict(gpu="mi300x"), "threads", np.arange(64, 1025, 64, dtype=np.int32), "vgprs", np.arange(0, 257, dtype=np.int32)),
    "intel": (dict(gpu="b580", sub_group=16), "threads", np.arange(16, 1025, 16, dtype=np.int32), "slm", np.arange(0, 65536, 256, dtype=np.int32)),
}
FIELD = {"threads": "threads_per_block", "regs": "regs_per_thread", "vgprs": "vgprs", "slm": "slm_bytes", "sub_group": "sub_group_size"}


def best(seconds_of, rounds=5):
    return min(seconds_of() for _ in range(rounds))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--occ", help="the occ CLI, for `occ batch`")
    args = parser.parse_args()
    # One core for all three, `occ batch` included (it inherits the affinity).
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    print(f"{'vendor':8} {'sweep (M/s)':>12} {'calc loop (M/s)':>16} {'occ batch (M/s)':>16} {'sweep/batch':>12} {'sweep/calc':>11}")
    for vendor, (fixed, a, xs, b, ys) in CASES.items():
        grid_a, grid_b = xs[:, None], ys[None, :]
        n = xs.size * ys.size
        occ.sweep(**fixed, **{a: grid_a, b: grid_b})

        def sweep_once():
            started = time.perf_counter()
            occ.sweep(**fixed, **{a: grid_a, b: grid_b})
            return time.perf_counter() - started

        sweep_rate = n / best(sweep_once) / 1e6
        # The loop over calc on a sample, scaled: a Python object per launch is the point of comparison.
        sample = [(int(x), int(y)) for x in xs[::4] for y in ys[::8]]

        def calc_once():
            started = time.perf_counter()
            for x, y in sample:
                try:
                    occ.calc(**fixed, **{a: x, b: y}).occupancy
                except occ.OccError:
                    pass
            return time.perf_counter() - started

        calc_rate = len(sample) / best(calc_once, 3) / 1e6
        batch_rate = float("nan")
        if args.occ:
            lines = []
            kernel_fixed = {FIELD[k]: v for k, v in fixed.items() if k != "gpu"}
            for x in xs:
                for y in ys:
                    lines.append(json.dumps({"gpu": fixed["gpu"], "kernel": {**kernel_fixed, FIELD[a]: int(x), FIELD[b]: int(y)}}))
            text = "\n".join(lines) + "\n"

            def batch_once():
                started = time.perf_counter()
                subprocess.run([args.occ, "batch"], input=text, capture_output=True, text=True, check=True)
                return time.perf_counter() - started

            batch_rate = len(lines) / best(batch_once, 3) / 1e6
        print(f"{vendor:8} {sweep_rate:12.2f} {calc_rate:16.3f} {batch_rate:16.2f} {sweep_rate / batch_rate:11.1f}x {sweep_rate / calc_rate:10.0f}x")


if __name__ == "__main__":
    main()
