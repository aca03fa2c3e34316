"""occ.profile is ``occ profile --json`` (its JSON lines as dicts) on real Nsight Compute reports; unread rows are
warned of as the CLI says them, and a report of nothing occ reads raises OccError in the CLI's words."""

import json
import re
import subprocess

import pytest

import occ
from conftest import ROOT, occ_binary

FIXTURES = ROOT / "crates" / "occ-core" / "tests" / "fixtures" / "profile"
REPORTS = ["superbench_cublaslt_sm100.ncu.csv", "rodinia_cfd_v100.ncu.csv", "ze_tracer_verbose_device_timing.txt"]


def cli(*flags, stdin=None):
    return subprocess.run([occ_binary(), "profile", *flags], input=stdin, capture_output=True, text=True)


# The CLI's flags that are occ.profile's arguments; the profilers' own flags (ncu --csv) are no argument of it.
ARGUMENT_FLAGS = re.compile(r"--(gpu|cc|arch|sms|cus|xves)\b")


def as_python(said):
    """The CLI's words as occ.profile says them: its GPU flags, and a field it refuses (device.xve_count), named as
    the function's arguments."""
    return re.sub(r"^device\.xve_count\b", "xves", ARGUMENT_FLAGS.sub(lambda m: m.group(1), said))


@pytest.mark.parametrize("report", REPORTS)
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"gpu": "b200"},
        {"gpu": "v100"},
        {"gpu": "h100 sxm", "sort": "gap"},
        {"cc": "7.0"},
        {"arch": "xe2-hpg"},
        {"cc": "7.0", "sms": 80},
        {"arch": "xe2-hpg", "xves": 160},
        {"sms": 20},
    ],
)
def test_profile_is_occ_profile_json(report, options):
    path = FIXTURES / report
    flags = [f"--{k}={v}" for k, v in options.items()]
    done = cli("--json", *flags, str(path))
    theirs = [json.loads(line) for line in done.stdout.splitlines()]
    if done.returncode != 0 and not theirs:
        with pytest.warns(UserWarning), pytest.raises(occ.OccError) as error:
            occ.profile(path.read_text(), **options)
        assert as_python(done.stderr.strip().splitlines()[-1].removeprefix("occ: ")) == str(error.value)
        assert "--" not in str(error.value).replace("ncu --", "")
        return
    with pytest.warns() if done.stderr else _nothing():
        ours = occ.profile(path.read_bytes(), **options)
    assert ours == theirs
    assert ours and all(isinstance(line["occupancy"], float) for line in ours)


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def test_a_report_occ_cannot_read_is_refused_in_either_language():
    for lang in ("en", "zh"):
        done = cli("--json", "--lang", lang, stdin="not a report\n")
        assert done.returncode != 0
        with pytest.warns(UserWarning) as warned, pytest.raises(occ.OccError) as error:
            occ.profile("not a report\n", lang=lang)
        said = [as_python(line.removeprefix("occ: ")) for line in done.stderr.strip().splitlines()]
        assert [str(w.message) for w in warned] == said[:-1]
        assert str(error.value) == said[-1]


def test_a_gpu_or_order_it_does_not_know_is_named():
    with pytest.raises(occ.OccError, match="^gpu: "):
        occ.profile("", gpu="no such gpu")
    with pytest.raises(occ.OccError, match="^sort"):
        occ.profile("", sort="name")
    with pytest.raises(occ.OccError, match="xe9.*xe2-hpg"):
        occ.profile("", arch="xe9")
    with pytest.raises(occ.OccError, match="either gpu or cc"):
        occ.profile("", gpu="v100", cc="7.0")
    with pytest.raises(occ.OccError, match="^text"):
        occ.profile(5)
    with pytest.raises(occ.OccError, match="^sms = 0 is out of range"):
        occ.profile("", cc="7.0", sms=0)
    with pytest.raises(occ.OccError, match="either sms or cus"):
        occ.profile("", sms=80, cus=80)
