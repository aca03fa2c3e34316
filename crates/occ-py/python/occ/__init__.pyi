"""occ: GPU occupancy with each vendor's own rules (NVIDIA, AMD, Intel), the engine of the occ CLI.

Every function that can refuse its input takes ``lang`` ("en", "zh"): its OccError is the CLI's message under
``--lang``, naming the Python argument."""

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
    def report(self, lang: Optional[str] = None, terms: Optional[str] = None) -> str:
        """The report ``occ calc`` prints, in ``lang`` ("en", "zh") and ``terms`` (own, cuda, hip, sycl, neutral);
        by default ``calc``'s."""
    def next_steps(self, lang: Optional[str] = None, terms: Optional[str] = None) -> List[str]:
        """The next steps ``occ calc`` suggests, in ``lang`` and ``terms`` (by default ``calc``'s)."""
    def plan(
        self,
        grid: Optional[int] = None,
        smem_per_thread: int = 0,
        lang: Optional[str] = None,
        terms: Optional[str] = None,
    ) -> Dict[str, Any]:
        """``occ plan`` of the launch: ``text`` (the report, in ``lang`` and ``terms``) and ``json`` (``occ plan
        --json``)."""
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
    lang: str = "en",
    terms: Optional[str] = None,
    **kwargs: Any,
) -> Result:
    """The occupancy of one launch, as ``occ calc`` with the same flags (dashes as underscores; ``global`` by
    ``**{"global": n}``; sizes also as text, ``"48K"``). Raises OccError with the CLI's message in ``lang``, naming
    the argument and its range on the GPU, on bad input. ``lang`` and ``terms`` are also the result's report's and
    next steps' unless they name theirs."""

def batch(lines: Iterable[Union[Mapping[str, Any], str]]) -> List[Dict[str, Any]]:
    """``occ batch``: one dict (or ``{"error": ...}``) per input dict or JSON text, in order."""

def compare(launches: Iterable[Mapping[str, Any]], *, lang: str = "en") -> List[Dict[str, Any]]:
    """``occ compare --json``: up to eight launches, each a dict of ``calc``'s arguments, answered as ``occ batch``
    answers their lines, in order. A launch whose values do not fit its GPU gets ``{"error": ...}``; a value the CLI
    refuses as typed, a missing or foreign argument, more than eight launches, and a comparison whose every launch
    failed raise OccError in ``lang``."""

def log(
    text: Union[str, bytes],
    *,
    gpu: Optional[str] = None,
    cc: Optional[str] = None,
    arch: Optional[str] = None,
    sms: Optional[int] = None,
    threads: Optional[int] = None,
    dynamic_smem: Optional[int] = None,
    min_occupancy: Optional[float] = None,
    lang: str = "en",
) -> List[Dict[str, Any]]:
    """``occ log --json`` of a compiler log (NVIDIA's ``ptxas -v``, ``nvlink -v``, ``cuobjdump
    --dump-resource-usage``; AMD's ``-Rpass-analysis=kernel-resource-usage`` remarks and assembly): one dict per
    kernel report. NVIDIA's kernels on ``gpu`` or ``cc`` (``sms`` SMs), else each report's own architecture; AMD's
    on ``arch`` or an AMD ``gpu``, else each report's own target. ``threads`` per block (work-group) for every
    kernel, else each one's best (NVIDIA) or compiled (AMD) size; ``dynamic_smem`` bytes of dynamic shared memory
    (LDS); ``min_occupancy`` (0 to 1) flags the kernels below it (``below_threshold``). Lines that look like reports
    but cannot be read, and kernels that cannot be evaluated, are warned of (``UserWarning``) as the CLI says them
    on standard error; a log without any report, or a GPU its kernels cannot run on, raises OccError in ``lang``."""

def profile(
    text: Union[str, bytes],
    *,
    gpu: Optional[str] = None,
    cc: Optional[str] = None,
    arch: Optional[str] = None,
    sms: Optional[int] = None,
    cus: Optional[int] = None,
    xves: Optional[int] = None,
    sort: str = "time",
    lang: str = "en",
) -> List[Dict[str, Any]]:
    """``occ profile --json``: every launch group of a profiler report (Nsight Compute's, rocprof's and unitrace's
    reports) compared on ``gpu`` (a preset), ``cc`` (a compute capability's generic device) or ``arch`` (a gfx
    target or an Xe architecture: AMD's and Intel's reports name no GPU), else the report's own compute capability,
    with ``sms``, ``cus`` or ``xves`` (the GPU's size in its vendor's unit) counting the grid's waves where no
    product or report gives it, one dict per JSON line, longest total
    time first (``sort="gap"``: widest gap between occ's and the achieved occupancy first). Rows that cannot be read
    are warned of (``UserWarning``) as the CLI says them; a report of nothing but such rows raises OccError in
    ``lang``."""

def gpus() -> List[Dict[str, Any]]:
    """The GPU presets as ``occ gpus --json`` lists them: every value with its provenance (sourced, derived,
    unconfirmed), formula or reason, note and sources."""

def plan(
    *,
    grid: Optional[int] = ...,
    items: Optional[int] = ...,
    per_thread: Optional[int] = ...,
    smem_per_thread: int = ...,
    lang: str = "en",
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
    lang: str = "en",
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
    lang: str = "en",
    **kwargs: Any,
) -> Dict[str, Any]:
    """Occupancy over every combination of the integer arrays (broadcast as NumPy broadcasts), the other
    arguments as ``calc`` takes them. Returns ``occupancy`` (float64), ``active_blocks`` (uint32), ``limiter``
    (uint8 index into ``limiter_names``, 255 where none binds), ``valid`` (bool: False where the vendor's rules
    refuse the launch; its occupancy is NaN) and ``limiter_names``. Arrays of another dtype than integers, or with
    negative or too large values, raise OccError naming the argument."""
