"""A tutorial as data, validated when loaded.

``resources/games/<id>/tutorial.json`` is the script, with its English texts: the seed, the seats, and the
steps in order. A step is one of

- a *read* step: a title and two or three sentences, and a Next button (no move);
- a *play* step: the learner's one expected move (``play``), what to point at, and ``nudge``, the one line a
  learner who makes another move is told;
- a *choose* step: several moves the learner may pick from (``choose``), every one of them walked;
- an *auto* step: moves the script plays for the table (the scripted opponents', or the learner's own to move
  the game on), with an optional text shown while they play and after them until Next (without one, the last
  step's words stay up while they go by).

``tutorial.<lang>.json`` holds each step's texts written for that language (``{"names": [...], "steps":
{id: {"title", "text", "nudge"}}}``); a language with no file, or a step it lacks, is a fault the walk and the
tests report (the English file is the one a missing language falls back to at the table)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from fairtable.engine.actions import Action
from fairtable.engine.datafile import fault, read_json, validate
from fairtable.engine.errors import BadAction
from fairtable.engine.game import Game
from fairtable.i18n import LANGUAGES, SOURCE, _
from fairtable.resources import resource_path


class StepText(BaseModel):
    model_config = ConfigDict(extra="forbid")
    title: str = Field("", max_length=80)
    text: str = Field("", max_length=900)
    nudge: str = Field("", max_length=200)
    #: The section of the rules behind the step: words of its heading in rules.md (or rules.<lang>.md), for
    #: the step's Rule link; a language's file may name its own heading.
    rule: str = Field("", max_length=80)


class StepData(StepText):
    """One step of the script (with its English texts)."""

    id: str = Field(min_length=1, max_length=40, pattern=r"^[a-z0-9][a-z0-9-]*$")
    play: dict[str, Any] | None = None
    choose: list[dict[str, Any]] | None = Field(None, min_length=2)
    auto: list[dict[str, Any]] | None = Field(None, min_length=1)
    point: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_kind(self) -> StepData:
        kinds = [k for k in ("play", "choose", "auto") if getattr(self, k) is not None]
        if len(kinds) > 1:
            raise ValueError(f"a step has at most one of play, choose, auto (this has {', '.join(kinds)})")
        if not kinds and not self.text:
            raise ValueError("a read step needs a text")
        if kinds and kinds[0] in ("play", "choose") and not (self.text and self.nudge):
            raise ValueError("a step asking for a move needs a text and a nudge")
        return self

    @property
    def kind(self) -> str:
        return "play" if self.play is not None else "choose" if self.choose is not None else (
            "auto" if self.auto is not None else "read")


class ScriptData(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seed: int = Field(ge=0, le=2**31)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: int = Field(ge=2, le=6)
    learner: int = Field(0, ge=0)
    names: list[str] = Field(min_length=2)
    steps: list[StepData] = Field(min_length=1)

    @model_validator(mode="after")
    def _seats(self) -> ScriptData:
        if self.learner >= self.seats:
            raise ValueError("the learner's seat is not at the table")
        if len(self.names) != self.seats:
            raise ValueError(f"{self.seats} seats need {self.seats} names")
        ids = [s.id for s in self.steps]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ValueError(f"step ids used twice: {', '.join(twice)}")
        return self


class LanguageData(BaseModel):
    model_config = ConfigDict(extra="forbid")
    names: list[str] = Field(min_length=2)
    steps: dict[str, StepText]


#: A section of a rules summary: a "## heading" line, or a paragraph's bold opening that ends in a stop or a
#: colon ("**Setup.** ...").
HEADING = re.compile(r"^(?:#{2,3} +(.+?)\s*$|\*\*([^*\n]+?[.:。：])\*\*)", re.M)


def headings(text: str) -> list[str]:
    """The sections of a rules summary, in order."""
    return [(m.group(1) or m.group(2)).strip().rstrip(".:。：") for m in HEADING.finditer(text)]


def rule_in(folder: Path, words: str, lang: str) -> str:
    """The heading, in ``lang``'s rules summary, of the section whose English heading holds ``words``: the
    summaries are written section for section, so the section found in English is the same one there. The
    words as they are where the summaries do not line up."""
    if not words or lang == SOURCE:
        return words
    try:
        english = headings((folder / "rules.md").read_text(encoding="utf-8"))
        own = headings((folder / f"rules.{lang}.md").read_text(encoding="utf-8"))
    except OSError:
        return words
    at = next((i for i, h in enumerate(english) if h.casefold() == words.casefold()), None)
    if at is None:
        at = next((i for i, h in enumerate(english) if words.casefold() in h.casefold()), None)
    return own[at] if at is not None and len(own) == len(english) else words


class Step:
    """A step as the table uses it: its texts in one language and its moves as actions."""

    __slots__ = ("auto", "choices", "id", "kind", "nudge", "point", "rule", "text", "title")

    def __init__(self, data: StepData, texts: StepText, moves: list[Action]) -> None:
        self.id, self.kind, self.point, self.rule = data.id, data.kind, list(data.point), texts.rule or data.rule
        self.title, self.text, self.nudge = texts.title, texts.text, texts.nudge
        self.choices = moves if self.kind in ("play", "choose") else []
        self.auto = moves if self.kind == "auto" else []


class Script:
    """A title's tutorial in one language: the seed, seats and names, and the steps."""

    def __init__(self, game: Game, data: ScriptData, lang: str, language: LanguageData | None, path: Path) -> None:
        self.game, self.lang, self.path = game, lang, path
        self.seed, self.options, self.seats, self.learner = data.seed, dict(data.options), data.seats, data.learner
        self.names = list(language.names if language else data.names)
        self.steps: list[Step] = []
        folder = path.parent
        for n, step in enumerate(data.steps):
            where = f"steps[{n}] ({step.id})"
            raw = [step.play] if step.play is not None else step.choose or step.auto or []
            moves = []
            for k, move in enumerate(raw):
                try:
                    moves.append(game.parse_action(move))
                except BadAction as exc:
                    raise fault(path, f"{where}, move {k + 1}: {exc}") from None
            texts = step if language is None else language.steps.get(step.id)
            if texts is None:
                raise fault(path.with_name(f"tutorial.{lang}.json"), _("no texts for the step {step}").format(step=step.id))
            self.steps.append(Step(step, texts, moves))
            if language is not None and not texts.rule:  # the English words lead to the same section there
                self.steps[-1].rule = rule_in(folder, step.rule, lang)


def tutorial_folder(game_id: str) -> Path:
    return resource_path("games", game_id)


def has_tutorial(game_id: str) -> bool:
    return (tutorial_folder(game_id) / "tutorial.json").is_file()


def load_script(game: Game, lang: str = SOURCE, strict: bool = False) -> Script:
    """The title's tutorial in ``lang``. A language without its own texts is shown in English, unless
    ``strict`` (the walk and the tests), where it is a fault; so is any step the language's file lacks,
    or any step it names that the script does not have. Faults are one-line :class:`DataFileError`."""
    folder = tutorial_folder(game.info.id)
    path = folder / "tutorial.json"
    data = validate(path, read_json(path), ScriptData)
    language = None
    if lang != SOURCE and lang in LANGUAGES:
        own = folder / f"tutorial.{lang}.json"
        if own.is_file() or strict:
            language = validate(own, read_json(own), LanguageData)
            extra = sorted(set(language.steps) - {s.id for s in data.steps})
            if extra:
                raise fault(own, _("texts for steps the script does not have: {steps}").format(steps=", ".join(extra)))
            if len(language.names) != data.seats:
                raise fault(own, _("{count} names for {seats} seats").format(count=len(language.names), seats=data.seats))
            for step in data.steps:
                texts = language.steps.get(step.id)
                if texts is None:
                    raise fault(own, _("no texts for the step {step}").format(step=step.id))
                if (step.text and not texts.text) or (step.nudge and not texts.nudge) or (step.title and not texts.title):
                    raise fault(own, _("the step {step} lacks its text or its nudge").format(step=step.id))
    return Script(game, data, lang, language, path)
