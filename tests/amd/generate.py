#!/usr/bin/env python3
"""Regenerates the real-compiler fixtures of occ's AMD log reader.

    python3 tests/amd/generate.py [--out DIR]

Compiles every kernels/*.ll with Debian's `llc-19` and kernels/stage.hip with Debian's `clang-19` (HIP device
code without HIP's headers, so no ROCm is needed), each for the gfx targets in BUILDS, with the AMDGPU backend's
kernel-resource-usage remarks on. None of it needs a GPU. For every build it writes:

- <label>.remarks.log: for each target in turn, the command (as `make` echoes it, behind `$ `) and what the compiler
  printed on stderr: llc's `remark: <unknown>:0:0: Function Name: …` lines, clang's
  `kernels/stage.hip:10:1: remark: Function Name: … [-Rpass-analysis=kernel-resource-usage]` with its source
  excerpts, and the compilers' warnings. The shape of a build log of `hipcc --offload-arch=… -Rpass-analysis=…`
  with one target after the other.
- <label>.s: the assembly of every target of the same compiles, one after the other (`-o -`), each starting with
  its `.amdgcn_target`: what `--save-temps` leaves, concatenated.
- manifest.json: the compilers' versions and, per build, its source, targets, options and files, so that a test
  can pair the remarks and the assembly of one compile.

Default output: crates/occ-core/tests/fixtures/amd (committed). `cargo xtask test` runs this into
target/amd/generated and compares (xtask/src/compilers.rs).
"""

import argparse
import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

LLC = "llc-19"
CLANG = "clang-19"

# label, source, targets, extra options. LLVM 19 knows gfx942 but not gfx950.
BUILDS = [
    ("registers", "kernels/registers.ll", ["gfx906", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"], []),
    ("lds", "kernels/lds.ll", ["gfx906", "gfx90a", "gfx942", "gfx1030", "gfx1100"], []),
    ("workgroup", "kernels/workgroup.ll", ["gfx90a", "gfx1030", "gfx1100"], []),
    ("wave32", "kernels/wave.ll", ["gfx1030", "gfx1100"], []),
    ("wave64", "kernels/wave.ll", ["gfx1030", "gfx1100"], ["-mattr=+wavefrontsize64"]),
    ("agprs", "kernels/agprs.ll", ["gfx908", "gfx90a", "gfx942"], []),
    ("spill", "kernels/spill.ll", ["gfx906", "gfx90a", "gfx1100"], []),
    ("hip", "kernels/stage.hip", ["gfx90a", "gfx1100"], []),
]


def log(message):
    print(f"generate: {message}", file=sys.stderr, flush=True)


def command(source, target, extra):
    if source.endswith(".hip"):
        # A fixed compilation-unit id: clang's default hashes the source's absolute path into a symbol name, which
        # would make the assembly differ between checkouts.
        return [CLANG, "-x", "hip", "--cuda-device-only", "-nogpulib", "-nogpuinc", f"--offload-arch={target}",
                "-cuid=occ", "-O3", *extra, "-Rpass-analysis=kernel-resource-usage", "-S", "-o", "-", source]
    return [LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}", *extra,
            "-pass-remarks-analysis=kernel-resource-usage", "-o", "-", source]


def build(out, label, source, targets, extra):
    remarks, assembly = "", ""
    for target in targets:
        argv = command(source, target, extra)
        # Relative paths, run from tests/amd: the logs name `kernels/…` on every machine.
        done = subprocess.run(argv, capture_output=True, text=True, cwd=HERE,
                              env={"PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "TERM": "dumb"})
        if done.returncode != 0:
            raise RuntimeError(f"{shlex.join(argv)} failed:\n{done.stderr}")
        remarks += f"$ {shlex.join(argv)}\n{done.stderr}"
        assembly += done.stdout
    (out / f"{label}.remarks.log").write_text(remarks)
    (out / f"{label}.s").write_text(assembly)
    log(f"{label}: {', '.join(targets)}")
    return {
        "label": label,
        "source": f"tests/amd/{source}",
        "compiler": CLANG if source.endswith(".hip") else LLC,
        "targets": targets,
        "options": extra,
        "remarks": f"{label}.remarks.log",
        "assembly": f"{label}.s",
    }


def version(tool):
    done = subprocess.run([tool, "--version"], capture_output=True, text=True)
    lines = [line.strip() for line in done.stdout.splitlines() if "version" in line]
    return lines[0] if lines else "unknown"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "crates/occ-core/tests/fixtures/amd")
    args = parser.parse_args()
    for tool in (LLC, CLANG):
        if shutil.which(tool) is None:
            sys.exit(f"generate: {tool} is missing (Debian: apt-get install llvm-19 clang-19)")
    args.out.mkdir(parents=True, exist_ok=True)
    builds = [build(args.out, *spec) for spec in BUILDS]
    manifest = {
        "generator": "tests/amd/generate.py",
        "llc": version(LLC),
        "clang": version(CLANG),
        "builds": builds,
    }
    (args.out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
