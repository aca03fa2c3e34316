"""occ: GPU occupancy with each vendor's own rules (NVIDIA, AMD, Intel), the engine of the occ CLI."""

from typing import Any, Dict, Iterable, Iterator, List, Mapping, Optional, Tuple, Union

import numpy as np
import numpy.typing as npt

_Int = Union[int, np.integer]
_Ints = Union[_Int, npt.ArrayLike]

LIMITERS: Dict[str, Tuple[str, ...]]
"""Each vendor's limiter names ("nvidia", "amd", "intel"), in the order of ``sweep``'s ``limiter`` indices."""

class OccError(ValueError):
    """Bad input: the message names the argument and its valid range, as the occ CLI says it."""

class Result(Mapping[str, Any]):
    """One launch's occupancy. ``to_dict()`` (and ``dict(result)``) is ``occ calc --json``."""

    @property
    def occupancy(self) -> float:
        """The occupancy, a fraction of the compute unit's slots (SM, SIMD or Xe-core) as the vendor counts it."""
    @property
    def limiters(self) -> List[str]:
        """The binding limiters, as ``occ batch`` names them."""
    @property
    def active_blocks(self) -> int:
        """Blocks (work-groups) resident on each SM, CU (WGP) or Xe-core."""
    @property
    def vendor(self) -> str:
        """"nvidia", "amd" or "intel"."""
    @property
    def warnings(self) -> List[str]:
        """The warnings of ``occ calc --json``."""
    def to_dict(self) -> Dict[str, Any]:
        """``occ calc --json`` as a dict, keys in its order."""
    def to_json(self) -> str:
        """``occ calc --json``'s text."""
    def report(self, lang: str = "en", terms: Optional[str] = None) -> str:
        """The report ``occ calc`` prints, in ``lang`` ("en", "zh") and ``terms`` (own, cuda, hip, sycl, neutral)."""
    def next_steps(self, lang: str = "en", terms: Optional[str] = None) -> List[str]:
        """The next steps ``occ calc`` suggests, in ``lang`` and ``terms``."""
    def keys(self) -> Any: ...
    def __getitem__(self, key: str) -> Any: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...

def calc(
    *,
    gpu: Optional[str] = ...,
    cc: Optional[str] = ...,
    arch: Optional[str] = ...,
    threads: int,
    regs: int = ...,
    static_smem: Union[int, str] = ...,
    dynamic_smem: Union[int, str] = ...,
    barriers: Union[int, bool] = ...,
    launch_bounds: int = ...,
    opt_in: bool = ...,
    max_dynamic_smem: Union[int, str] = ...,
    partitioned_gc: str = ...,
    virtual_resources: int = ...,
    carveout: int = ...,
    cache_config: str = ...,
    sms: int = ...,
    vgprs: int = ...,
    agprs: int = ...,
    sgprs: int = ...,
    lds: Union[int, str] = ...,
    wave_size: int = ...,
    cu_mode: bool = ...,
    cus: int = ...,
    sub_group: int = ...,
    slm: Union[int, str] = ...,
    large_grf: bool = ...,
    xves: int = ...,
    **kwargs: Any,
) -> Result:
    """The occupancy of one launch, as ``occ calc`` with the same flags (dashes as underscores; ``global`` by
    ``**{"global": n}``; sizes also as text, ``"48K"``). Raises OccError with the CLI's message, naming the argument
    and its range on the GPU, on bad input."""

def batch(lines: Iterable[Union[Mapping[str, Any], str]]) -> List[Dict[str, Any]]:
    """``occ batch``: one dict (or ``{"error": ...}``) per input dict or JSON text, in order."""

def gpus() -> List[Dict[str, Any]]:
    """The GPU presets as ``occ gpus --json`` lists them: every value with its provenance (sourced, derived,
    unconfirmed), formula or reason, note and sources."""

def plan(
    *,
    grid: Optional[int] = ...,
    items: Optional[int] = ...,
    per_thread: Optional[int] = ...,
    smem_per_thread: int = ...,
    **kwargs: Any,
) -> Dict[str, Any]:
    """``occ plan --json`` of the launch ``calc`` takes (same arguments): block-size tables, budgets, next steps
    and, with ``grid`` (or ``items`` and ``per_thread``), how the grid fills the GPU."""

def roofline(
    gpu: str,
    *,
    flops: Optional[float] = ...,
    bytes: Optional[float] = ...,
    intensity: Optional[float] = ...,
    precision: str = ...,
    time: Optional[float] = ...,
    threads: int = ...,
) -> Dict[str, Any]:
    """``occ roofline --json``: the GPU's roofs (fp64, fp32, fp16), the kernel's place under them (``flops`` and
    ``bytes``, or ``intensity``; ``time`` in seconds places the achieved point) and the full-occupancy figures at
    ``threads`` per block (work-group)."""

def sweep(
    *,
    gpu: Optional[str] = ...,
    cc: Optional[str] = ...,
    arch: Optional[str] = ...,
    threads: _Ints,
    regs: _Ints = ...,
    static_smem: _Ints = ...,
    dynamic_smem: _Ints = ...,
    barriers: _Ints = ...,
    vgprs: _Ints = ...,
    agprs: _Ints = ...,
    sgprs: _Ints = ...,
    lds: _Ints = ...,
    sub_group: _Ints = ...,
    slm: _Ints = ...,
    **kwargs: Any,
) -> Dict[str, Any]:
    """Occupancy over every combination of the integer arrays (broadcast as NumPy broadcasts), the other
    arguments as ``calc`` takes them. Returns ``occupancy`` (float64), ``active_blocks`` (uint32), ``limiter``
    (uint8 index into ``limiter_names``, 255 where none binds), ``valid`` (bool: False where the vendor's rules
    refuse the launch; its occupancy is NaN) and ``limiter_names``. Arrays of another dtype than integers, or with
    negative or too large values, raise OccError naming the argument."""
