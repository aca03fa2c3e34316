"""occ.log is ``occ log --json`` on real compiler logs of NVIDIA (ptxas, nvlink, cuobjdump) and AMD (LLVM's
remarks, assembly), alone and mixed; what the CLI says on standard error is warned of, and what it refuses is
refused with its message, in English or Chinese."""

import json
import subprocess

import pytest

import occ
from conftest import ROOT, occ_binary

FIXTURES = ROOT / "crates" / "occ-core" / "tests" / "fixtures"
NVIDIA = sorted((FIXTURES / "ptxas").glob("*.log")) + sorted((FIXTURES / "ptxas").glob("*.cuobjdump.txt"))
AMD = sorted((FIXTURES / "amd").glob("*.remarks.log")) + sorted((FIXTURES / "amd").glob("*.s"))


def cli(*flags, stdin):
    return subprocess.run([occ_binary(), "log", *flags], input=stdin, capture_output=True, text=True)


def flags_of(options):
    out = []
    for key, value in options.items():
        out += [f"--{key.replace('_', '-')}", str(value)]
    return out


def same_as_cli(text, **options):
    """occ.log(text, **options) against `occ log --json` of the same log and flags; the warnings too."""
    done = cli("--json", *flags_of(options), stdin=text)
    assert done.returncode in (0, 1, 2), done.stderr
    said = [line.removeprefix("occ: ") for line in done.stderr.strip().splitlines()]
    if not done.stdout:
        with pytest.raises(occ.OccError) as error:
            occ.log(text, **options)
        assert [str(error.value)] == said
        return None
    import warnings

    with warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        ours = occ.log(text.encode(), **options)
    assert ours == json.loads(done.stdout)
    assert [str(w.message) for w in warned] == said
    return ours


@pytest.mark.parametrize("path", NVIDIA + AMD, ids=lambda p: p.name)
def test_log_is_occ_log_json_on_every_fixture(path):
    rows = same_as_cli(path.read_text(errors="replace"))
    assert rows and all(row["vendor"] in ("nvidia", "amd") for row in rows)


@pytest.mark.parametrize(
    "options",
    [
        dict(gpu="rtx 4090"),
        dict(cc="8.0", sms=100),
        dict(cc="9.0", threads=128, dynamic_smem=4096, min_occupancy=0.5),
        dict(gpu="mi300x"),
        dict(arch="gfx1100", threads=256),
        dict(arch="gfx90a", gpu="a100"),
    ],
)
def test_mixed_logs_with_every_choice_of_gpu(options):
    text = (FIXTURES / "ptxas" / "nvcc_mixed.log").read_text() + (FIXTURES / "amd" / "hip.remarks.log").read_text()
    rows = same_as_cli(text, **options)
    assert {row["vendor"] for row in rows} == {"nvidia", "amd"}


def test_what_the_cli_refuses_is_refused_in_either_language():
    amd_only = (FIXTURES / "amd" / "hip.remarks.log").read_text()
    nvidia_only = (FIXTURES / "ptxas" / "matmul.ptxas.log").read_text()
    for lang in ("en", "zh"):
        for text, options in [
            ("nothing here\n", {}),
            (amd_only, dict(gpu="a100")),
            (nvidia_only, dict(gpu="mi300x")),
            (amd_only, dict(arch="gfx1")),
        ]:
            done = cli("--json", "--lang", lang, *flags_of(options), stdin=text)
            assert done.returncode == 2
            with pytest.raises(occ.OccError) as error:
                occ.log(text, lang=lang, **options)
            said = done.stderr.strip().removeprefix("occ: ")
            # The CLI names its flags and where it read; Python its arguments and `text`.
            said = said.replace("标准输入", "text").replace("standard input", "text")
            assert str(error.value) == said.replace("--gpu", "gpu").replace("--cc", "cc").replace("--arch", "arch")


def test_bad_arguments_name_the_argument():
    log = (FIXTURES / "ptxas" / "matmul.ptxas.log").read_text()
    with pytest.raises(occ.OccError, match="^threads"):
        occ.log(log, threads=0)
    with pytest.raises(occ.OccError, match="^dynamic_smem"):
        occ.log(log, dynamic_smem=-1)
    with pytest.raises(occ.OccError, match="^min_occupancy"):
        occ.log(log, min_occupancy=1.5)
    with pytest.raises(occ.OccError, match="^gpu: "):
        occ.log(log, gpu="no such gpu")
    with pytest.raises(occ.OccError, match="^text"):
        occ.log(None)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize(
    "options, renamed",
    [
        (dict(gpu="b580"), ("--gpu", "gpu")),
        (dict(cc="9.9"), ("device.cc", "cc")),
        (dict(cc="8.0", sms=0), ("device.sm_count", "sms")),
    ],
)
def test_a_gpu_nvidia_kernels_cannot_run_on_is_the_clis_refusal(options, renamed, lang):
    text = (FIXTURES / "ptxas" / "matmul.ptxas.log").read_text()
    done = cli("--json", "--lang", lang, *flags_of(options), stdin=text)
    assert done.returncode == 2 and not done.stdout
    with pytest.raises(occ.OccError) as error:
        occ.log(text, lang=lang, **options)
    assert str(error.value) == done.stderr.strip().removeprefix("occ: ").replace(*renamed)
