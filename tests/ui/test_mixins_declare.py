"""A mixin of the table's classes reads no attribute it does not declare: whatever it uses of the class it is
mixed into is named in its own body (an annotation or a method stub), so a reader sees its whole state there."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "fairtable" / "ui"


def class_body_names(body: list[ast.stmt]) -> set[str]:
    """The names a class body declares: methods, annotations and assignments, also under ``if TYPE_CHECKING``."""
    names: set[str] = set()
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.If):
            names |= class_body_names(node.body)
    return names


def mixins() -> dict[str, tuple[Path, ast.ClassDef]]:
    """Plain classes (no base) of fairtable/ui that another class of fairtable/ui derives from."""
    classes: dict[str, tuple[Path, ast.ClassDef]] = {}
    bases: set[str] = set()
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                classes[node.name] = (path, node)
                bases |= {b.id for b in node.bases if isinstance(b, ast.Name)}
    return {name: found for name, found in classes.items() if name in bases and not found[1].bases}


def undeclared(cls: ast.ClassDef) -> set[str]:
    declared = class_body_names(cls.body)
    for node in ast.walk(cls):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self" \
                and isinstance(node.ctx, ast.Store):
            declared.add(node.attr)
    used = {node.attr for node in ast.walk(cls) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id == "self" and isinstance(node.ctx, ast.Load)}
    return used - declared


def test_the_scan_finds_the_mixins():
    assert {"Controls", "KeyWords"} <= set(mixins())


def test_no_mixin_reads_what_it_does_not_declare():
    found = {f"{path.relative_to(UI)}:{name}": sorted(undeclared(cls)) for name, (path, cls) in mixins().items()}
    assert {k: v for k, v in found.items() if v} == {}
