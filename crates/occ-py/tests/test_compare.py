"""occ.compare is ``occ compare --json`` for the same launches; what the CLI refuses it refuses with the CLI's
message, in English or Chinese."""

import json
import subprocess

import pytest

import occ
from conftest import occ_binary


def cli(*flags, check=True):
    return subprocess.run([occ_binary(), "compare", *flags], capture_output=True, text=True, check=check)


@pytest.mark.parametrize(
    "launches, flags",
    [
        (
            [dict(gpu="a100", threads=256, regs=64), dict(gpu="mi300x", threads=256, vgprs=128),
             dict(gpu="b580", threads=256, sub_group=16)],
            ["--gpu", "a100,mi300x,b580", "-t", "256", "--regs", "64,-,-", "--vgprs", "-,128,-",
             "--sub-group", "-,-,16"],
        ),
        (
            [dict(gpu="rtx 4090", threads=t, regs=r, dynamic_smem=s) for t, r, s in
             [(128, 32, 0), (256, 64, 49152), (1024, 255, 0), (512, 40, 200000)]],
            ["--gpu", "rtx 4090", "-t", "128,256,1024,512", "--regs", "32,64,255,40",
             "--dynamic-smem", "0,49152,0,200000"],
        ),
        (
            [dict(gpu="mi300x", threads=64, vgprs=512, agprs=0), dict(gpu="mi300x", threads=64, vgprs=24, agprs=0, lds="64K")],
            ["--gpu", "mi300x", "-t", "64", "--vgprs", "512,24", "--agprs", "0", "--lds", "0,64K"],
        ),
    ],
)
def test_compare_is_occ_compare_json(launches, flags):
    done = cli("--json", *flags)
    ours = occ.compare(launches)
    assert ours == json.loads(done.stdout)
    # Key order too: the same text.
    assert json.dumps(ours, indent=2, ensure_ascii=False) == done.stdout.rstrip("\n")
    assert [bool(a.get("error")) for a in ours] == [bool(a.get("error")) for a in json.loads(done.stdout)]


def test_a_launch_that_does_not_fit_gets_its_error_and_the_others_their_answers():
    out = occ.compare([dict(gpu="a100", threads=0, regs=30), dict(gpu="a100", threads=128, regs=32)])
    theirs = json.loads(cli("--json", "--gpu", "a100", "-t", "0,128", "--regs", "30,32").stdout)
    assert out == theirs
    assert out[0]["error"].startswith("kernel.threads_per_block")
    assert out[1]["error"] is None and out[1]["occupancy"] > 0


def test_every_launch_failing_is_an_error_in_either_language():
    launches = [dict(gpu="a100", threads=0, regs=32), dict(gpu="a100", threads=0, regs=33)]
    for lang in ("en", "zh"):
        with pytest.raises(occ.OccError) as error:
            occ.compare(launches, lang=lang)
        done = cli("--json", "--gpu", "a100", "-t", "0", "--regs", "32,33", "--lang", lang, check=False)
        assert done.returncode != 0
        said = done.stderr.strip().removeprefix("occ: ")
        # The CLI names the flag in front of the field; Python the argument in its place.
        assert str(error.value) == said.replace("--threads: kernel.threads_per_block", "threads")


def test_more_launches_than_occ_compare_takes_are_refused():
    with pytest.raises(occ.OccError, match="at most 8"):
        occ.compare([dict(gpu="a100", threads=128, regs=32)] * 9)
    with pytest.raises(occ.OccError, match="最多接受 8"):
        occ.compare([dict(gpu="a100", threads=128, regs=32)] * 9, lang="zh")
    with pytest.raises(occ.OccError, match=r"^launches\[0\]"):
        occ.compare([5])
    assert occ.compare([]) == []


def test_a_foreign_argument_is_refused_as_calc_refuses_it():
    with pytest.raises(occ.OccError, match="^vgprs applies to AMD GPUs only"):
        occ.compare([dict(gpu="a100", threads=128, regs=32, vgprs=3)])
