"""What the tests share: the occ CLI they compare the package with, and random launches of every vendor."""

import json
import os
import pathlib
import random
import subprocess

import pytest

import occ

ROOT = pathlib.Path(__file__).resolve().parents[3]

# The calc keyword argument each `occ batch` kernel, device and smem field is given by.
ARGUMENT = {
    "threads_per_block": "threads",
    "regs_per_thread": "regs",
    "static_smem": "static_smem",
    "dynamic_smem": "dynamic_smem",
    "barriers": "barriers",
    "opt_in": "opt_in",
    "carveout": "carveout",
    "vgprs": "vgprs",
    "agprs": "agprs",
    "sgprs": "sgprs",
    "lds_bytes": "lds",
    "wave_size": "wave_size",
    "cu_mode": "cu_mode",
    "sub_group_size": "sub_group",
    "slm_bytes": "slm",
    "large_grf": "large_grf",
}


def occ_binary():
    """The CLI built by cargo: $OCC_BIN (cargo xtask test sets it), else the workspace's release or debug build."""
    named = os.environ.get("OCC_BIN")
    if named:
        return named
    for profile in ("release", "debug"):
        path = ROOT / "target" / profile / "occ"
        if path.is_file():
            return str(path)
    pytest.fail("the occ CLI is not built: run `cargo build -p occ-cli` or set OCC_BIN")


def cli_batch(lines):
    """`occ batch`'s answer to `lines` (JSON texts), one parsed object per line."""
    done = subprocess.run(
        [occ_binary(), "batch"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    return [json.loads(line) for line in done.stdout.splitlines()]


def presets(vendor):
    return [g["name"] for g in occ.gpus() if g["vendor"].lower() == vendor]


def random_line(rng, names):
    """One `occ batch` line of a random vendor; about one in twenty has a value out of its range."""
    vendor = rng.choice(sorted(names))
    gpu = rng.choice(names[vendor])
    wild = rng.random() < 0.05
    threads = rng.choice([0, -1, 5000, 2**40]) if wild else rng.choice([32, 64, 96, 128, 192, 256, 512, 768, 1024, rng.randint(1, 1024)])
    if vendor == "nvidia":
        kernel = {
            "threads_per_block": threads,
            "regs_per_thread": rng.randint(0, 260),
            "static_smem": rng.choice([0, 0, 1024, rng.randint(0, 100_000)]),
            "dynamic_smem": rng.choice([0, 0, 16384, rng.randint(0, 240_000)]),
        }
        if rng.random() < 0.2:
            kernel["opt_in"] = True
        line = {"gpu": gpu, "kernel": kernel}
        if rng.random() < 0.2:
            line["smem"] = {"carveout": rng.choice([-1, 0, 25, 50, 100])}
    elif vendor == "amd":
        kernel = {
            "threads_per_block": threads,
            "vgprs": rng.randint(0, 520),
            "sgprs": rng.randint(0, 110),
            "lds_bytes": rng.choice([0, 4096, rng.randint(0, 70_000)]),
        }
        if rng.random() < 0.3:
            kernel["agprs"] = rng.randint(0, 256)
        if rng.random() < 0.3:
            kernel["wave_size"] = rng.choice([32, 64])
        line = {"gpu": gpu, "kernel": kernel}
    else:
        kernel = {
            "threads_per_block": threads,
            "sub_group_size": rng.choice([8, 16, 32]),
            "slm_bytes": rng.choice([0, 4096, rng.randint(0, 140_000)]),
            "barriers": rng.random() < 0.5,
            "large_grf": rng.random() < 0.3,
        }
        line = {"gpu": gpu, "kernel": kernel}
    return line


def kwargs_of(line):
    """The calc keyword arguments of an `occ batch` line."""
    kwargs = {"gpu": line["gpu"]}
    for field, value in {**line["kernel"], **line.get("smem", {})}.items():
        kwargs[ARGUMENT[field]] = value
    return kwargs


@pytest.fixture(scope="session")
def names():
    return {vendor: presets(vendor) for vendor in ("nvidia", "amd", "intel")}
