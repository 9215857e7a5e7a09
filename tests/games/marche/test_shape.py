"""Animal Marche has the shape every title has (docs/architecture.md): the rules on the Game, the table's
side on its Presentation, the bots' on its Strategy."""

from __future__ import annotations

import ast
import importlib.util
from enum import StrEnum
from pathlib import Path

from fairtable.games import marche
from fairtable.games.marche.rules import GAME
from fairtable.games.marche.state import Phase


def test_the_bots_plan_as_they_did():
    strategy = GAME.strategy
    assert (strategy.planner_width, strategy.planner_nodes, strategy.thinker_margin) == (3, 90, None)
    assert dict(strategy.level_notes) == {}


def test_the_welcome_picture_is_the_plaza_forty_moves_in():
    assert GAME.presentation.picture == (4, 40, "cell:", 150.0)


def _imports(path: Path) -> tuple[set[str], list[int]]:
    """The title's modules ``path`` imports, and the lines of any import inside a function."""
    found, nested = set(), []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("fairtable.games.marche"):
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                found.add(full if importlib.util.find_spec(node.module).submodule_search_locations
                          and importlib.util.find_spec(full) else node.module)
            if node.col_offset:
                nested.append(node.lineno)
    return found, nested


def test_phases_are_a_str_enum_that_reads_as_the_rulebook_orders_them():
    assert issubclass(Phase, StrEnum)
    assert list(Phase) == ["draft", "first_store", "toby", "solicitation", "sale", "return", "actions", "over"]
    s = GAME.new_state(2, None, 1)
    assert s.phase is Phase.FIRST_STORE and s.to_data()["phase"] == "first_store"


def test_the_rule_numbers_import_nothing_of_the_title_and_say_where_the_rulebook_gives_them():
    path = Path(marche.__file__).parent / "numbers.py"
    assert _imports(path) == (set(), [])
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and line[0].isupper() and " = " in line:
            assert "#" in line, f"no rulebook reference: {line}"


ID_KINDS = ("cell", "spot", "section", "seat", "wseat", "worker", "store", "customer", "facility", "goal", "goalback",
            "ad", "addeck", "adfield", "take", "proprietor", "coins", "wood", "vp", "blocker", "backyard", "used",
            "hire", "gray", "goals", "drafthand", "adsheld", "resources", "start")


def _id_strings(path: Path) -> list[str]:
    """The string literals of a module (docstrings aside) that start like a zone or piece id ("store:3"; not
    the arena's "store: Bank")."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        text = None
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            text = node.value
        elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
            text = str(node.values[0].value)
        if text and any(text.startswith(kind + ":") and not text.startswith(kind + ": ") for kind in ID_KINDS):
            found.append(text)
    return found


def test_zone_and_piece_ids_are_built_in_ids_py_only():
    folder = Path(marche.__file__).parent
    for path in folder.rglob("*.py"):
        if path.name != "ids.py":
            assert _id_strings(path) == [], f"{path.name} builds ids itself"
