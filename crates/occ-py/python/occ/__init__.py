"""occ: GPU occupancy with each vendor's own rules (NVIDIA, AMD, Intel), the engine of the occ CLI.

``calc`` takes the keyword arguments of ``occ calc`` (dashes as underscores) and its result's ``to_dict()`` is
``occ calc --json``; ``plan`` is ``occ plan --json``; ``roofline`` is ``occ roofline --json``; ``gpus`` is ``occ gpus --json``; ``batch`` answers ``occ batch`` lines; ``sweep`` varies a launch over NumPy arrays.
"""

from ._occ import LIMITERS, OccError, Result, batch, calc, gpus, plan, roofline, sweep

__all__ = ["LIMITERS", "OccError", "Result", "batch", "calc", "gpus", "plan", "roofline", "sweep"]
