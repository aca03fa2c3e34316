"""The stubs (python/occ/__init__.pyi) declare what the module has: every exported name, and for each function
with a fixed signature the same parameters, in order, as the extension's own signature."""

import ast
import inspect
import pathlib

import occ

STUBS = pathlib.Path(__file__).resolve().parents[1] / "python" / "occ" / "__init__.pyi"


def declared():
    tree = ast.parse(STUBS.read_text())
    out = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            a = node.args
            out[node.name] = [p.arg for p in a.posonlyargs + a.args + a.kwonlyargs] + (
                ["**" + a.kwarg.arg] if a.kwarg else []
            )
        elif isinstance(node, ast.ClassDef):
            out[node.name] = None
        elif isinstance(node, ast.AnnAssign):
            out[node.target.id] = None
    return out


def test_every_export_is_declared():
    stubs = declared()
    assert set(occ.__all__) <= set(stubs), set(occ.__all__) - set(stubs)


def test_signatures_match_the_extension():
    stubs = declared()
    for name in ["compare", "log", "profile", "roofline"]:
        parameters = inspect.signature(getattr(occ, name)).parameters.values()
        ours = [("**" + p.name) if p.kind is p.VAR_KEYWORD else p.name for p in parameters]
        assert stubs[name] == ours, name
    # calc, plan and sweep take the launch's arguments as **kwargs; their own keywords are declared.
    for name in ["calc", "plan", "sweep"]:
        parameters = inspect.signature(getattr(occ, name)).parameters
        own = [p for p in parameters if parameters[p].kind is not inspect.Parameter.VAR_KEYWORD]
        assert set(own) <= set(stubs[name]), name
