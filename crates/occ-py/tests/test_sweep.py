"""occ.sweep: every combination of its arrays equals occ.calc of that launch; bad arrays are refused by name."""

import numpy as np
import pytest

import occ


def limiter_of(result, names):
    return names.index(result.limiters[0]) if result.limiters else 255


@pytest.mark.parametrize(
    "fixed, varied",
    [
        (dict(gpu="rtx 4090"), dict(threads=np.arange(32, 1025, 96)[:, None], regs=np.arange(0, 256, 23)[None, :])),
        (dict(gpu="h100 sxm", dynamic_smem=30000), dict(threads=np.array([64, 128, 256, 1024]), regs=np.int32(40))),
        (dict(cc="7.5"), dict(threads=np.arange(1, 1025, 111), regs=np.arange(0, 256, 28), static_smem=np.uint16(4096))),
        (dict(gpu="mi300x"), dict(threads=np.array([64, 256, 1024])[:, None], vgprs=np.arange(0, 513, 37)[None, :])),
        (dict(arch="gfx1100", wave_size=32), dict(threads=np.array([32, 256]), lds=np.array([[0], [32768], [65536]]), vgprs=np.uint8(100))),
        (dict(gpu="b580"), dict(threads=np.array([16, 128, 512, 1024])[:, None], sub_group=np.array([16, 32])[None, :], slm=np.int64(8192))),
        (dict(gpu="h100 sxm", regs=32), dict(threads=np.array([32, 256, 1024])[:, None], barriers=np.array([0, 1, 4, 16])[None, :])),
        (dict(gpu="mi300x", vgprs=64), dict(threads=np.array([64, 512]), agprs=np.arange(0, 257, 64)[:, None], sgprs=np.uint8(100))),
        (dict(gpu="b580", sub_group=16), dict(threads=np.array([64, 1024]), barriers=np.array([[0], [1]]))),
        (dict(gpu="max 1550", sub_group=16), dict(threads=np.arange(16, 1025, 100), slm=np.arange(0, 131072, 13000)[:, None])),
    ],
)
def test_sweep_equals_calc_for_every_combination(fixed, varied):
    out = occ.sweep(**fixed, **varied)
    arrays = np.broadcast_arrays(*[np.asarray(v) for v in varied.values()])
    assert out["occupancy"].shape == arrays[0].shape
    assert out["occupancy"].dtype == np.float64
    assert out["active_blocks"].dtype == np.uint32
    assert out["limiter"].dtype == np.uint8
    names = out["limiter_names"]
    vendor = occ.calc(**fixed, **{k: int(a.flat[0]) for k, a in zip(varied, arrays)}).vendor
    assert names == list(occ.LIMITERS[vendor])
    refused = []
    for index in np.ndindex(arrays[0].shape):
        kwargs = {k: int(a[index]) for k, a in zip(varied, arrays)}
        try:
            result = occ.calc(**fixed, **kwargs)
        except occ.OccError:
            assert not out["valid"][index], kwargs
            assert np.isnan(out["occupancy"][index])
            refused.append(index)
            continue
        assert out["valid"][index], kwargs
        assert out["occupancy"][index] == result.occupancy, kwargs
        assert out["active_blocks"][index] == result.active_blocks, kwargs
        assert out["limiter"][index] == limiter_of(result, names), kwargs


def test_an_empty_sweep_is_empty_arrays():
    out = occ.sweep(gpu="rtx 4090", threads=np.array([], dtype=np.int64), regs=32)
    assert out["occupancy"].shape == (0,)


@pytest.mark.parametrize(
    "kwargs, named",
    [
        (dict(threads=np.array([128.0, 256.0]), regs=32), "threads"),
        (dict(threads=np.array([True, False]), regs=32), "threads"),
        (dict(threads=np.array(["128"]), regs=32), "threads"),
        (dict(threads=128, regs=np.array([32, -1, 40])), "regs"),
        (dict(threads=128, regs=np.array([32, 2**32])), "regs"),
        (dict(threads=np.array([2**64 - 1], dtype=np.uint64), regs=32), "threads"),
        (dict(threads=np.array([128, 0]), regs=32), "threads"),
        (dict(threads=128, regs=32, vgprs=np.array([1, 2])), "vgprs"),
        (dict(threads=np.arange(3), regs=np.arange(4)), "threads, regs: the arrays' shapes do not broadcast"),
    ],
)
def test_bad_arrays_are_refused_naming_the_argument(kwargs, named):
    with pytest.raises(occ.OccError) as error:
        occ.sweep(gpu="rtx 4090", **kwargs)
    assert named in str(error.value)


def test_a_broadcast_array_of_a_million_launches():
    threads = np.arange(1, 1025, dtype=np.int32)[:, None]
    regs = np.arange(0, 256, dtype=np.int32)[None, :]
    out = occ.sweep(gpu="rtx 4090", threads=threads, regs=regs, dynamic_smem=np.int64(1024))
    assert out["occupancy"].shape == (1024, 256)
    assert out["occupancy"].max() == 1.0
    assert out["active_blocks"][127, 32] == occ.calc(gpu="rtx 4090", threads=128, regs=32, dynamic_smem=1024).active_blocks
