"""lang="zh": every function's OccError is the CLI's message under ``--lang zh`` (its flags named as Python
arguments), and lang="en" the English one; a language occ does not speak is refused."""

import re
import subprocess

import numpy as np
import pytest

import occ
from conftest import occ_binary


def cli_error(command, *flags, lang):
    done = subprocess.run([occ_binary(), command, "--lang", lang, *flags], capture_output=True, text=True)
    assert done.returncode == 2, done
    text = done.stderr.strip().splitlines()[-1].removeprefix("occ: ")
    return re.sub(r"--([a-z][a-z0-9-]*)", lambda m: m.group(1).replace("-", "_"), text)


CALC = [
    (dict(gpu="a100", threads=128), ["--gpu", "a100", "--threads", "128"]),
    (dict(gpu="mi300x", threads=128), ["--gpu", "mi300x", "--threads", "128"]),
    (dict(gpu="b580", threads=128), ["--gpu", "b580", "--threads", "128"]),
    (dict(gpu="a100", threads=128, regs=30, vgprs=3), ["--gpu", "a100", "-t", "128", "-r", "30", "--vgprs", "3"]),
    (dict(gpu="mi300x", threads=128, vgprs=30, slm=3), ["--gpu", "mi300x", "-t", "128", "--vgprs", "30", "--slm", "3"]),
    (dict(gpu="b580", threads=128, sub_group=16, regs=3), ["--gpu", "b580", "-t", "128", "--sub-group", "16", "-r", "3"]),
    (dict(gpu="a100", threads=128, regs=-1), ["--gpu", "a100", "--threads", "128", "--regs", "-1"]),
    (dict(gpu="a100", threads=128, regs=30, dynamic_smem="lots"),
     ["--gpu", "a100", "--threads", "128", "--regs", "30", "--dynamic-smem", "lots"]),
    (dict(gpu="b580", threads=128, sub_group=16, slm=-1), ["--gpu", "b580", "-t", "128", "--sub-group", "16", "--slm", "-1"]),
    (dict(arch="gfx90a", threads=256, vgprs=32, lds=2**33), ["--arch", "gfx90a", "-t", "256", "--vgprs", "32", "--lds", str(2**33)]),
]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("kwargs, flags", CALC)
def test_calc_errors_are_the_clis_in_its_language(kwargs, flags, lang):
    with pytest.raises(occ.OccError) as error:
        occ.calc(lang=lang, **kwargs)
    assert str(error.value) == cli_error("calc", *flags, lang=lang)
    # sweep and plan read a launch as calc does, and say its errors alike.
    with pytest.raises(occ.OccError) as planned:
        occ.plan(lang=lang, **kwargs)
    assert str(planned.value) == str(error.value)


def test_occ_cores_errors_name_the_argument_in_chinese():
    with pytest.raises(occ.OccError) as error:
        occ.calc(gpu="a100", threads=0, regs=30, lang="zh")
    assert str(error.value) == "threads = 0 超出范围：有效范围为 1 至 4294967295"
    with pytest.raises(occ.OccError) as error:
        occ.sweep(gpu="a100", threads=np.array([128, 0]), regs=30, lang="zh")
    assert str(error.value).startswith("threads = 0 超出范围")
    with pytest.raises(occ.OccError, match="^gpu: 没有与"):
        occ.calc(gpu="no such gpu", threads=128, regs=30, lang="zh")
    with pytest.raises(occ.OccError, match="^grid = 0 超出范围"):
        occ.plan(gpu="a100", threads=128, regs=30, grid=0, lang="zh")


def test_roofline_errors_in_chinese():
    with pytest.raises(occ.OccError) as error:
        occ.roofline("a100", intensity=1, precision="fp8", lang="zh")
    done = subprocess.run(
        [occ_binary(), "roofline", "--lang", "zh", "--gpu", "a100", "--intensity", "1", "--precision", "fp8"],
        capture_output=True, text=True,
    )
    # The CLI's is clap's frame around the same message.
    assert str(error.value).startswith("precision: ")
    assert done.stderr.splitlines()[0].endswith(str(error.value).removeprefix("precision: "))


def test_the_report_and_steps_take_calcs_language_unless_they_name_theirs():
    result = occ.calc(gpu="rtx 4090", threads=128, regs=51, lang="zh", terms="hip")
    assert result.report() == occ.calc(gpu="rtx 4090", threads=128, regs=51).report(lang="zh", terms="hip")
    assert result.report(lang="en", terms="own") == occ.calc(gpu="rtx 4090", threads=128, regs=51).report()
    assert result.next_steps() == occ.calc(gpu="rtx 4090", threads=128, regs=51).next_steps(lang="zh", terms="hip")


@pytest.mark.parametrize(
    "call",
    [
        lambda: occ.calc(gpu="a100", threads=128, regs=30, lang="fr"),
        lambda: occ.plan(gpu="a100", threads=128, regs=30, lang="fr"),
        lambda: occ.roofline("a100", lang="fr"),
        lambda: occ.sweep(gpu="a100", threads=np.array([128]), regs=30, lang="fr"),
        lambda: occ.compare([], lang="fr"),
        lambda: occ.log("", lang="fr"),
        lambda: occ.profile("", lang="fr"),
    ],
)
def test_a_language_occ_does_not_speak_is_refused(call):
    with pytest.raises(occ.OccError, match="^lang"):
        call()


@pytest.mark.parametrize(
    "call, english, chinese",
    [
        (lambda lang: occ.calc(gpu="a100", threads=128, regs=30, bogus=1, lang=lang),
         "bogus: not an argument of occ", "bogus：不是 occ 的参数"),
        (lambda lang: occ.calc(gpu=4090, threads=128, regs=30, lang=lang), "gpu: expected a string", "gpu：应为字符串"),
        (lambda lang: occ.calc(gpu="a100", threads=[128], regs=30, lang=lang),
         "threads: expected an integer, a bool or a string, not list", "threads：应为整数、布尔值或字符串，而不是 list"),
        (lambda lang: occ.calc(lang=lang), "gpu: give gpu", "gpu：请给出 gpu"),
        (lambda lang: occ.compare([5], lang=lang), "launches[0]: expected a dict", "launches[0]：应为 calc 参数的 dict"),
        (lambda lang: occ.profile("", sort="name", lang=lang), "sort: 'name' is not time or gap", "sort：“name”不是 time 或 gap"),
        (lambda lang: occ.sweep(gpu="a100", threads=np.array([1.5]), regs=30, lang=lang),
         "threads: expected an array of integers", "threads：应为整数数组"),
        (lambda lang: occ.sweep(gpu="a100", threads=np.arange(3), regs=np.arange(4), lang=lang),
         "threads, regs: the arrays' shapes do not broadcast", "threads, regs：这些数组的形状无法一起广播"),
        (lambda lang: occ.sweep(gpu="a100", threads=128, regs=30, vgprs=np.array([1, 2]), lang=lang),
         "vgprs applies to AMD GPUs only", "vgprs 只适用于 AMD GPU"),
        (lambda lang: occ.calc(gpu="a100", threads=128, regs=30, lang=lang).report(terms="klingon"),
         "terms: 'klingon' is not one of own", "terms: “klingon”不是 own"),
    ],
)
def test_the_packages_own_refusals_are_in_either_language(call, english, chinese):
    for lang, start in (("en", english), ("zh", chinese)):
        with pytest.raises(occ.OccError) as error:
            call(lang)
        assert str(error.value).startswith(start), str(error.value)
