"""Bad input raises occ.OccError (a ValueError) naming the argument; nothing crashes the interpreter."""

import pytest

import occ


def raises(**kwargs):
    with pytest.raises(occ.OccError) as error:
        occ.calc(**kwargs)
    assert isinstance(error.value, ValueError)
    return str(error.value)


def test_out_of_range_values_name_the_argument_and_its_range():
    text = raises(gpu="rtx 4090", threads=-1, regs=51)
    assert text.startswith("threads") and "1 to" in text
    assert raises(gpu="rtx 4090", threads=128, regs=2**80).startswith("regs")
    assert raises(gpu="mi300x", threads=256, vgprs=-5).startswith("vgprs")
    assert raises(gpu="b580", threads=128, sub_group=0).startswith("sub_group")
    assert raises(gpu="rtx 4090", threads=128, regs=32, carveout=101).startswith("carveout")


def test_other_vendors_arguments_and_unknown_ones_are_named():
    assert "vgprs" in raises(gpu="rtx 4090", threads=128, vgprs=32)
    assert "regs" in raises(gpu="mi300x", threads=128, regs=32)
    assert raises(gpu="rtx 4090", threads=128, regs=32, bogus=1).startswith("bogus")
    assert raises(gpu="no such gpu", threads=128, regs=32).startswith("gpu")
    assert raises(cc="99.9", threads=128, regs=32)
    assert raises()


def test_wrong_types_are_refused():
    assert raises(gpu="rtx 4090", threads=128.5, regs=32).startswith("threads")
    assert raises(gpu="rtx 4090", threads=[128], regs=32).startswith("threads")
    assert raises(gpu=4090, threads=128, regs=32).startswith("gpu")
    assert raises(gpu="rtx 4090", threads=None, regs=32).startswith("threads")


def test_batch_answers_bad_lines_with_errors_and_goes_on():
    out = occ.batch(["", "{", "[]", {"gpu": "rtx 4090"}, {"gpu": "rtx 4090", "kernel": {"threads_per_block": 128, "regs_per_thread": 32}}])
    assert [("error" in a and a["error"] is not None) for a in out] == [True, True, True, True, False]
    with pytest.raises(TypeError):
        occ.batch(5)


def test_text_arguments_take_only_their_values():
    result = occ.calc(gpu="rtx 4090", threads=128, regs=51)
    with pytest.raises(occ.OccError):
        result.report(lang="fr")
    with pytest.raises(occ.OccError):
        result.report(terms="klingon")


def test_a_missing_or_foreign_argument_is_said_as_the_cli_says_it_with_python_names():
    # The CLI's own messages, its flags named as this module's arguments.
    assert raises(gpu="a100", threads=128) == (
        "regs is required for an NVIDIA GPU: registers per thread, from ptxas -v"
    )
    assert raises(gpu="mi300x", threads=128).startswith("vgprs is required for an AMD GPU")
    assert raises(gpu="b580", threads=128) == (
        "sub_group is required for an Intel GPU: the sub-group size the kernel is compiled for (16, 32 on xe2-hpg)"
    )
    assert raises(gpu="a100", threads=128, regs=32, vgprs=3) == (
        "vgprs applies to AMD GPUs only; A100 SXM4 80 GB (CC 8.0) is an NVIDIA GPU: give regs (and static_smem, "
        "dynamic_smem)"
    )
    assert raises(arch="gfx90a", threads=128, vgprs=32, static_smem=4).startswith("static_smem applies to NVIDIA")
    assert raises(gpu="b580", threads=128, sub_group=16, lds=4).startswith("lds applies to AMD GPUs only")
    # Intel's kernels take barriers too.
    assert occ.calc(gpu="b580", threads=128, sub_group=16, barriers=True).vendor == "intel"


def cli_error(*flags):
    """The CLI's message for `occ calc` with `flags`, its flags named as Python arguments."""
    import re
    import subprocess

    from conftest import occ_binary

    done = subprocess.run([occ_binary(), "calc", *flags], capture_output=True, text=True)
    assert done.returncode == 2, done
    text = done.stderr.strip().removeprefix("occ: ")
    return re.sub(r"--([a-z][a-z0-9-]*)", lambda m: m.group(1).replace("-", "_"), text)


@pytest.mark.parametrize(
    "kwargs, flags",
    [
        (dict(gpu="a100", threads=128, regs=-1), ["--gpu", "a100", "--threads", "128", "--regs", "-1"]),
        (dict(gpu="a100", threads=128, regs=30, static_smem=99999999999),
         ["--gpu", "a100", "--threads", "128", "--regs", "30", "--static-smem", "99999999999"]),
        (dict(gpu="a100", threads=128, regs=30, dynamic_smem="lots"),
         ["--gpu", "a100", "--threads", "128", "--regs", "30", "--dynamic-smem", "lots"]),
        (dict(gpu="mi300x", threads=-64, vgprs=32), ["--gpu", "mi300x", "--threads", "-64", "--vgprs", "32"]),
        (dict(arch="gfx90a", threads=256, vgprs=32, lds=2**33), ["--arch", "gfx90a", "--threads", "256", "--vgprs", "32", "--lds", str(2**33)]),
        (dict(gpu="b580", threads=128, sub_group=16, slm=-1), ["--gpu", "b580", "--threads", "128", "--sub-group", "16", "--slm", "-1"]),
    ],
)
def test_a_value_the_cli_refuses_is_refused_with_its_message_and_the_gpus_range(kwargs, flags):
    assert raises(**kwargs) == cli_error(*flags)


def test_sizes_are_read_as_the_cli_reads_them():
    assert dict(occ.calc(gpu="a100", threads=128, regs=30, dynamic_smem="48K")) == dict(
        occ.calc(gpu="a100", threads=128, regs=30, dynamic_smem=49152)
    )
    assert dict(occ.calc(gpu="mi300x", threads=256, vgprs=64, lds="16KiB")) == dict(
        occ.calc(gpu="mi300x", threads=256, vgprs=64, lds=16384)
    )
