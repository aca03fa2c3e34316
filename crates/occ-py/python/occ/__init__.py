"""occ: GPU occupancy with each vendor's own rules (NVIDIA, AMD, Intel), the engine of the occ CLI.

``calc`` takes the keyword arguments of ``occ calc`` (dashes as underscores) and its result's ``to_dict()`` is
``occ calc --json``; ``plan`` is ``occ plan --json``; ``roofline`` is ``occ roofline --json``; ``gpus`` is ``occ gpus --json``; ``compare`` is ``occ compare --json``; ``log`` is ``occ log --json`` of a compiler
log; ``profile`` is ``occ profile --json`` of a profiler report; ``batch`` answers ``occ batch`` lines; ``sweep``
varies a launch over NumPy arrays. Every function that can refuse its input takes ``lang`` ("en", "zh"): its
OccError is said as the CLI says it with ``--lang``.
"""

from ._occ import LIMITERS, OccError, Result, batch, calc, compare, gpus, log, plan, profile, roofline, sweep

__all__ = [
    "LIMITERS",
    "OccError",
    "Result",
    "batch",
    "calc",
    "compare",
    "gpus",
    "log",
    "plan",
    "profile",
    "roofline",
    "sweep",
]
