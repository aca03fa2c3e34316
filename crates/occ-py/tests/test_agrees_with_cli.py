"""The package answers as the CLI does: occ.batch is `occ batch` line for line, occ.calc is `occ calc --json`."""

import json
import random
import subprocess

import pytest

import occ
from conftest import cli_batch, kwargs_of, occ_binary, random_line

LAUNCHES = 12_000


def test_batch_equals_occ_batch_on_random_launches_of_every_vendor(names):
    rng = random.Random(37)
    lines = [random_line(rng, names) for _ in range(LAUNCHES)]
    texts = [json.dumps(line) for line in lines]
    ours = occ.batch(lines)
    theirs = cli_batch(texts)
    assert len(ours) == len(theirs) == LAUNCHES
    vendors = {answer.get("vendor") for answer in theirs}
    assert vendors >= {"nvidia", "amd", "intel"}
    assert sum(bool(a.get("error")) for a in theirs) > 0, "some launches are refused"
    for line, mine, cli in zip(lines, ours, theirs):
        # Key order too: the text is the same.
        assert json.dumps(mine) == json.dumps(cli), line


def test_calc_equals_the_batch_answer_and_errors_say_the_same(names):
    rng = random.Random(2026)
    lines = [random_line(rng, names) for _ in range(3000)]
    answers = cli_batch([json.dumps(line) for line in lines])
    for line, answer in zip(lines, answers):
        kwargs = kwargs_of(line)
        if answer.get("vendor") is None:
            with pytest.raises(occ.OccError):
                occ.calc(**kwargs)
            continue
        result = occ.calc(**kwargs)
        mine = result.to_dict()
        mine.pop("gpu_occupancy", None)
        assert mine == answer, line
        assert result.occupancy == answer["occupancy"]
        assert result.limiters == answer["limiters"]
        assert dict(result) == result.to_dict()


@pytest.mark.parametrize(
    "flags, kwargs",
    [
        (["--gpu", "rtx 4090", "-t", "128", "-r", "51"], dict(gpu="rtx 4090", threads=128, regs=51)),
        (["--cc", "8.9", "-t", "256", "-r", "64", "--dynamic-smem", "20000"], dict(cc="8.9", threads=256, regs=64, dynamic_smem=20000)),
        (["--gpu", "mi300x", "-t", "256", "--vgprs", "128"], dict(gpu="mi300x", threads=256, vgprs=128)),
        (["--arch", "gfx90a", "-t", "128", "--vgprs", "96", "--agprs", "32"], dict(arch="gfx90a", threads=128, vgprs=96, agprs=32)),
        (["--gpu", "b580", "-t", "128", "--sub-group", "16", "--slm", "20480"], dict(gpu="b580", threads=128, sub_group=16, slm=20480)),
        (["--gpu", "b580", "-t", "128", "--sub-group", "16", "--global", "1048576"], {"gpu": "b580", "threads": 128, "sub_group": 16, "global": 1048576}),
    ],
)
def test_calc_json_is_occ_calc_json(flags, kwargs):
    done = subprocess.run([occ_binary(), "calc", "--json", *flags], capture_output=True, text=True, check=True)
    result = occ.calc(**kwargs)
    assert result.to_json() == done.stdout.rstrip("\n")
    assert result.to_dict() == json.loads(done.stdout)
    assert list(result) == list(json.loads(done.stdout)) and len(result) == len(result.to_dict())


def test_the_report_is_occ_calc_in_both_languages():
    for lang in ("en", "zh"):
        done = subprocess.run(
            [occ_binary(), "calc", "--gpu", "rtx 4090", "-t", "128", "-r", "51", "--lang", lang],
            capture_output=True, text=True, check=True,
        )
        assert occ.calc(gpu="rtx 4090", threads=128, regs=51).report(lang=lang) == done.stdout
    done = subprocess.run(
        [occ_binary(), "calc", "--gpu", "mi300x", "-t", "256", "--vgprs", "128", "--terms", "cuda"],
        capture_output=True, text=True, check=True,
    )
    assert occ.calc(gpu="mi300x", threads=256, vgprs=128).report(terms="cuda") == done.stdout


@pytest.mark.parametrize(
    "flags, kwargs, grid",
    [
        (["--gpu", "rtx 4090", "-t", "128", "-r", "51"], dict(gpu="rtx 4090", threads=128, regs=51), 1000),
        (["--gpu", "mi300x", "-t", "256", "--vgprs", "128"], dict(gpu="mi300x", threads=256, vgprs=128), None),
        (["--gpu", "b580", "-t", "128", "--sub-group", "16"], dict(gpu="b580", threads=128, sub_group=16), 5000),
    ],
)
def test_plan_is_occ_plan(flags, kwargs, grid):
    extra = ["--grid", str(grid)] if grid else []
    planned = occ.calc(**kwargs).plan(grid=grid)
    done = subprocess.run([occ_binary(), "plan", "--json", *flags, *extra], capture_output=True, text=True, check=True)
    assert planned["json"] == json.loads(done.stdout)
    done = subprocess.run([occ_binary(), "plan", "--lang", "zh", *flags, *extra], capture_output=True, text=True, check=True)
    assert occ.calc(**kwargs).plan(grid=grid, lang="zh")["text"] == done.stdout
