"""The titles' one shape (docs/architecture.md): the same module names in every title, no import circle
inside a title, no title named outside its folder and the registry, and a small contract."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from fairtable.engine.game import Game
from fairtable.engine.presentation import Presentation
from fairtable.engine.registry import TITLES, get_game
from fairtable.engine.strategy import Strategy

ROOT = Path(__file__).resolve().parents[2] / "fairtable"
GAMES = ROOT / "games"
SHAPE = {
    "__init__", "rules", "numbers", "data", "state", "ids", "actions", "moves", "legal", "flow", "scoring",
    "hidden", "invariants", "words", "narration", "prompts", "gestures", "presentation", "heuristic", "layout",
    "geometry", "art", "board", "view",
}
OLD_HOOKS = {
    "layout", "describe", "prompt", "confirm", "button_text", "press_words", "on_piece", "format_score",
    "format_points", "standings", "actions_for", "drag_targets", "interpret", "explain", "heuristic",
    "level_heuristic",
}


def modules(title: str) -> set[str]:
    return {p.stem for p in (GAMES / title).glob("*.py")}


@pytest.mark.parametrize("title", TITLES)
def test_every_title_holds_the_same_modules(title):
    assert modules(title) == SHAPE


def _node(parts: list[str]) -> str:
    """A module of a title as a node of its import graph: a top-level module, or one of ``sections/``."""
    return ".".join(parts[:2]) if parts[0] == "sections" and len(parts) > 1 else parts[0]


def _imports(path: Path, package: str) -> set[str]:
    """The modules of ``package`` that ``path`` imports, anywhere in it but under ``if TYPE_CHECKING``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for n in ast.walk(node)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == package:
                found |= {a.name for a in node.names}
            elif node.module.startswith(package + "."):
                parts = node.module[len(package) + 1:].split(".")
                if parts == ["sections"]:
                    found |= {f"sections.{a.name}" for a in node.names}
                else:
                    found.add(_node(parts))
        elif isinstance(node, ast.Import):
            found |= {_node(a.name[len(package) + 1:].split(".")) for a in node.names
                      if a.name.startswith(package + ".")}
    return found


def import_graph(title: str) -> dict[str, set[str]]:
    package = f"fairtable.games.{title}"
    folder = GAMES / title
    graph: dict[str, set[str]] = {}
    for path in folder.rglob("*.py"):
        parts = list(path.relative_to(folder).with_suffix("").parts)
        if parts[-1] == "__init__" and len(parts) > 1:
            parts = parts[:-1]
        node = _node(parts)
        graph.setdefault(node, set()).update(_imports(path, package) - {node})
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


@pytest.mark.parametrize("title", TITLES)
def test_no_title_has_an_import_circle(title):
    assert cycle(import_graph(title)) is None


def imports_inside_functions(title: str) -> list[str]:
    """Imports of a title's own modules made inside a function (a way of hiding an import circle)."""
    package = f"fairtable.games.{title}"
    found = []
    for path in (GAMES / title).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                for node in ast.walk(fn):
                    if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(package) or (
                            isinstance(node, ast.Import) and any(a.name.startswith(package) for a in node.names)):
                        found.append(f"{path.name}:{node.lineno}")
    return found


@pytest.mark.parametrize("title", TITLES)
def test_no_title_imports_its_own_modules_inside_a_function(title):
    assert imports_inside_functions(title) == []


def test_the_circle_finder_finds_one():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) is None


@pytest.mark.parametrize("title", TITLES)
def test_numbers_imports_nothing_of_its_title(title):
    assert _imports(GAMES / title / "numbers.py", f"fairtable.games.{title}") == set()


def title_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.value in TITLES]


def test_nothing_outside_a_title_names_one_but_the_registry():
    allowed = {ROOT / "engine" / "registry.py"}
    offenders = {}
    for path in ROOT.rglob("*.py"):
        if path in allowed or GAMES in path.parents and path.parent != GAMES:
            continue
        if found := title_literals(path):
            offenders[str(path.relative_to(ROOT))] = found
    assert offenders == {}


def test_the_scan_sees_a_title_named():
    assert title_literals(ROOT / "engine" / "registry.py")


def required(cls: type) -> set[str]:
    return set(getattr(cls, "__abstractmethods__", ()))


def test_the_contract_is_small():
    """docs/architecture.md counts these: seven rules methods, three of the table, one for bots."""
    assert required(Game) == {"setup", "current_player", "legal_actions", "check", "perform", "observe", "result"}
    assert required(Presentation) == {"layout", "describe", "prompt"}
    assert required(Strategy) == {"heuristic"}


def test_the_toy_title_implements_only_the_required_methods():
    from tests.toygame import MinimalToyGame, ToyPresentation, ToyStrategy

    def own(cls: type) -> set[str]:
        return {n for n, v in vars(cls).items() if inspect.isfunction(v)}

    assert own(MinimalToyGame.__mro__[1]) == required(Game)
    assert own(ToyPresentation) == required(Presentation)
    assert own(ToyStrategy) == required(Strategy)


@pytest.mark.parametrize("title", TITLES)
def test_a_titles_game_holds_the_rules_only(title):
    game = get_game(title)
    cls = type(game)
    assert cls.presentation_class is not None and cls.strategy_class is not None
    left = {n for klass in cls.__mro__ if klass.__module__.startswith("fairtable.games.")
            for n in vars(klass) if n in OLD_HOOKS}
    assert left == set()
