"""The CLI's other commands from Python: ``occ.plan`` is ``occ plan --json`` and ``occ.gpus`` is ``occ gpus
--json``, for the same arguments."""

import json
import subprocess

import pytest

import occ
from conftest import occ_binary


def cli_json(*args):
    done = subprocess.run([occ_binary(), *args, "--json"], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_gpus_is_occ_gpus_json_with_every_source():
    listed = occ.gpus()
    assert listed == cli_json("gpus")
    assert {g["vendor"] for g in listed} == {"nvidia", "amd", "intel"}
    a100 = next(g for g in listed if g["id"] == "a100-sxm4-80gb")
    assert a100["sms"]["value"] == 108 and a100["sms"]["sources"], a100["sms"]
    assert all(g["boost_mhz"]["provenance"] in ("sourced", "derived", "unconfirmed") for g in listed)


@pytest.mark.parametrize(
    "kwargs, flags",
    [
        (dict(gpu="a100", threads=256, regs=64), ["--gpu", "a100", "--threads", "256", "--regs", "64"]),
        (
            dict(gpu="rtx 4090", threads=128, regs=51, grid=5000),
            ["--gpu", "rtx 4090", "--threads", "128", "--regs", "51", "--grid", "5000"],
        ),
        (
            dict(gpu="mi300x", threads=256, vgprs=128, items=1_000_000, per_thread=4),
            ["--gpu", "mi300x", "--threads", "256", "--vgprs", "128", "--items", "1000000", "--per-thread", "4"],
        ),
        (
            dict(gpu="b580", threads=128, sub_group=16, slm=20480, grid=640),
            ["--gpu", "b580", "--threads", "128", "--sub-group", "16", "--slm", "20480", "--grid", "640"],
        ),
    ],
)
def test_plan_is_occ_plan_json(kwargs, flags):
    assert occ.plan(**kwargs) == cli_json("plan", *flags)


def test_plan_refuses_a_grid_of_nothing_and_per_thread_alone():
    with pytest.raises(occ.OccError, match="^grid"):
        occ.plan(gpu="a100", threads=256, regs=64, grid=0)
    with pytest.raises(occ.OccError, match="per_thread"):
        occ.plan(gpu="a100", threads=256, regs=64, per_thread=4)


@pytest.mark.parametrize(
    "kwargs, flags",
    [
        (dict(gpu="h100 sxm", flops=2.1e12, bytes=8.4e9, time=0.004),
         ["--gpu", "h100 sxm", "--flops", "2.1e12", "--bytes", "8.4e9", "--time", "0.004"]),
        (dict(gpu="mi300x", intensity=12.5, precision="fp16", threads=512),
         ["--gpu", "mi300x", "--intensity", "12.5", "--precision", "fp16", "--threads", "512"]),
        (dict(gpu="max 1550"), ["--gpu", "max 1550"]),
        (dict(gpu="b580", intensity=3), ["--gpu", "b580", "--intensity", "3"]),
    ],
)
def test_roofline_is_occ_roofline_json(kwargs, flags):
    assert occ.roofline(**kwargs) == cli_json("roofline", *flags)


def test_roofline_refuses_what_the_cli_refuses_in_python_names():
    with pytest.raises(occ.OccError, match="^intensity: "):
        occ.roofline("a100", intensity=1e12)
    with pytest.raises(occ.OccError) as error:
        occ.roofline("a100", bytes=1e9)
    assert "--" not in str(error.value) and "flops" in str(error.value)
    with pytest.raises(occ.OccError, match="^gpu"):
        occ.roofline("no such gpu", intensity=1)
    with pytest.raises(occ.OccError):
        occ.roofline("a100", intensity=1, precision="fp8")
