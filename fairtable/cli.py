"""The command line: ``fairtable`` opens the app; the subcommands run headless.

Bad arguments exit 2 with one line; a record or setup that cannot be used exits 2 with its reason; an
unexpected failure exits 1 with one line and the details in the log file. Never a traceback.

The language: ``--lang CODE`` (before or after the command), else ``FAIRTABLE_LANG``, else the system's
(:func:`fairtable.i18n.choose`); the app is handed ``--lang`` and weighs it against its saved setting.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence

from fairtable import i18n
from fairtable.i18n import _, listing, ngettext, series


class CliError(Exception):
    """A one-line message for the person at the terminal; exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(_("{prog}: {problem} (see '{prog} --help')").format(prog=self.prog, problem=message))


def seconds(text: str) -> float:
    """A time budget: a positive, finite number of seconds (nan, inf, 0 and less would never end or never start)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(_("must be a positive number of seconds, not {value}").format(value=repr(text)))
    return value


def build_parser() -> Parser:
    p = Parser(
        prog="fairtable",
        description="fairtable: play ESSEN The Game: SPIEL'13, Old West Empresario, Animal Marche and the "
        "Agents Of Empire festival game on a drawn table, against people and bots. Without a command it "
        "opens the app.",
    )
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--lang", metavar="CODE", default=None, help=LANG_HELP)
    p.add_argument("--no-sound", action="store_true", help="open the app without its sounds")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)

    o = sub.add_parser("open", help="open the app with a saved game (a record file); 'fairtable FILE' does the same")
    o.add_argument("file", help="a record saved by fairtable (.json)")

    s = sub.add_parser("simulate", help="play full bot games headless and print their results")
    s.add_argument("--game", required=True, help="title id: " + ", ".join(_title_ids()))
    s.add_argument("--players", type=int, required=True, help="number of seats")
    s.add_argument("--seed", type=int, required=True, help="seed of the first game (next games: seed+1, ...)")
    s.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    s.add_argument("--bots", default=None, help="comma-separated bot levels per seat (default: random for all)")
    s.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a variant option")
    s.add_argument("--json", action="store_true", help="one JSON line per game")
    s.add_argument("--log", action="store_true", help="before each result, the game told as a spectator sees it")
    s.add_argument("--record", action="store_true",
                   help="keep each game in the record of games played, as the app does (see 'fairtable stats')")

    r = sub.add_parser("replay", help="validate and replay a record; print the log and the result")
    r.add_argument("file", help="a record file (.json)")
    r.add_argument("--json", action="store_true", help="print the result as JSON")
    r.add_argument("--log", action="store_true",
                   help="tell the whole game as a spectator sees it: every move and every event it set off")

    b = sub.add_parser("bench", help="measure engine speed (and with --ui, the table's)")
    b.add_argument("--game", default=None, help="only this title")
    b.add_argument("--seconds", type=seconds, default=3.0, help="time spent per title (default 3)")
    b.add_argument("--ui", action="store_true",
                   help="measure the table instead: start-up, each board's build and relayout times, and how readable "
                        "everything written on it is at 1280x720 in the language --lang CODE names")
    b.add_argument("--long-record", action="store_true",
                   help="measure a long game instead: a legal festival game of --moves moves opened in the window "
                        "offscreen (seconds, peak memory) and the time of a move at that length")
    b.add_argument("--moves", type=int, default=100_000, help="the long game's moves (default 100000)")
    b.add_argument("--json", action="store_true", help="print JSON")

    a = sub.add_parser("arena", help="bot levels against each other: win shares with 95%% CIs and decision times")
    a.add_argument("--game", required=True, help="title id: " + ", ".join(_title_ids()))
    a.add_argument("--bots", required=True, help="comma-separated bot levels, one per seat (e.g. greedy,random)")
    a.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    a.add_argument("--seed", type=int, default=1, help="seed of the first game (next games: seed+1, ...)")
    a.add_argument("--iterations", type=int, default=None, help="Thinker rollouts per decision (reproducible)")
    a.add_argument("--seconds", type=seconds, default=None, help="Thinker time per decision (default 1)")
    a.add_argument("--jobs", type=int, default=1, help="worker processes (default 1, at most the number of cores; times are per process)")
    a.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a variant option")
    a.add_argument("--json", action="store_true", help="print the result as one JSON object")
    a.add_argument("--progress", type=int, default=0, metavar="K",
                   help="every K games, one line of running win shares on stderr (one job only)")

    t = sub.add_parser("tutorial", help="learn a title in a guided first game; with --walk, check its script headless")
    t.add_argument("game", help="title id: " + ", ".join(_title_ids()))
    t.add_argument("--walk", action="store_true",
                   help="play the tutorial's script without a window: every move legal where it comes, every piece "
                        "or place it points at on the board, every text there in the language --lang CODE names; "
                        "print each step and exit 0, or name the first step that does not play and exit 1")

    sub.add_parser("selftest", help="import everything, load all data, play one game of each title, open a window")

    st = sub.add_parser("stats", help="the record of games played: per title and player, games played, won and "
                        "lost, the bot levels faced, best and average score, the longest winning streak")
    st.add_argument("--game", default=None, help="only this title: " + ", ".join(_title_ids()))
    st.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    for command in sub.choices.values():  # --lang after the command too ('fairtable replay --lang de FILE')
        command.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=LANG_HELP)
    return p


LANG_HELP = ("the language to speak: " + ", ".join(i18n.LANGUAGES)
             + " (default: FAIRTABLE_LANG, else the app's setting, else the system's)")


def take_lang(argv: list[str]) -> tuple[list[str], str | None]:
    """``argv`` without its ``--lang CODE`` (or ``--lang=CODE``), wherever it stands, and the last code
    given: the language is chosen before the arguments are parsed, so argparse's complaints speak it too.
    A ``--lang`` with no code is left for argparse to refuse."""
    rest: list[str] = []
    code: str | None = None
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            rest.extend(argv[i:])
            break
        if arg.startswith("--lang="):
            code = arg.partition("=")[2]
        elif arg == "--lang" and i + 1 < len(argv):
            code = argv[i + 1]
            i += 1
        else:
            rest.append(arg)
        i += 1
    return rest, code


def choose_language(code: str | None) -> str | None:
    """Speak the language asked for (``--lang``, else FAIRTABLE_LANG, else the system's); the code ``--lang``
    named as the language offered (None when it named none), or :class:`CliError` when it names none we have."""
    lang = i18n.resolve(code) if code is not None else None
    i18n.set_language(i18n.choose(cli=lang))
    if code is not None and lang is None:
        raise CliError(_("fairtable: no language '{code}' (languages: {known})").format(
            code=code, known=", ".join(i18n.LANGUAGES)))
    return lang


def _title_ids() -> list[str]:
    from fairtable.engine.registry import title_ids

    return title_ids()


def parse_options(pairs: Sequence[str]) -> dict[str, object]:
    out: dict[str, object] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise CliError(_("fairtable: option '{option}' is not NAME=VALUE").format(option=pair))
        lowered = value.lower()
        out[name] = True if lowered == "true" else False if lowered == "false" else value
    return out


def cmd_simulate(args: argparse.Namespace) -> int:
    from fairtable.bots.selfplay import play_game
    from fairtable.engine.registry import get_game

    game = get_game(args.game)
    game.check_players(args.players)
    options = game.make_options(parse_options(args.option))
    bots = args.bots.split(",") if args.bots else ["random"] * args.players
    if len(bots) != args.players:
        raise CliError(ngettext("fairtable: --bots names {n} bot for {players} players",
                                "fairtable: --bots names {n} bots for {players} players", len(bots))
                       .format(n=len(bots), players=args.players))
    from fairtable.bots.base import make_bot

    for level in bots:
        make_bot(level)  # an unknown level fails here, with its one line
    if args.games < 1:
        raise CliError(_("fairtable: --games must be at least 1"))
    for k in range(args.games):
        played = play_game(game, args.players, args.seed + k, bots, options)
        summary = played.summary(game.info.id)
        if args.log:
            print_story(simulated_match(game, options, bots, args.seed + k, played.actions))
        if args.record:
            from fairtable import played as kept

            try:
                told = kept.record_match(simulated_match(game, options, bots, args.seed + k, played.actions))
            except kept.PlayedError as exc:
                raise CliError(f"fairtable: {exc}") from None
            if told:
                print(f"fairtable: {told}", file=sys.stderr)
        if args.json:
            print(json.dumps(summary), flush=True)
        else:
            scores = series(f"P{i + 1} {s}" for i, s in enumerate(summary["scores"]))
            winners = listing(f"P{w + 1}" for w in summary["winners"])
            rounds = ngettext("{n} round", "{n} rounds", summary["rounds"]).format(n=summary["rounds"])
            actions = ngettext("{n} action", "{n} actions", summary["actions"]).format(n=summary["actions"])
            # TRANSLATORS: one simulated game; {winners} is a list when the victory is shared ("P1 and P2")
            text = ngettext("{game} seed {seed}: {scores}; winner {winners} ({rounds}, {actions}, {seconds} s)",
                            "{game} seed {seed}: {scores}; winner {winners} ({rounds}, {actions}, {seconds} s)",
                            len(summary["winners"]))
            print(text.format(game=_(game.info.name), seed=summary["seed"], scores=scores, winners=winners,
                              rounds=rounds, actions=actions, seconds=f"{summary['seconds']:.3f}"), flush=True)
    return 0


def simulated_match(game, options, bots: list[str], seed: int, actions):  # type: ignore[no-untyped-def]
    """A simulated game as a match, its seats named P1, P2, ... after their order."""
    from fairtable.engine.match import Match
    from fairtable.engine.record import Record, SeatRecord

    seats = [SeatRecord(name=f"P{i + 1}", kind="bot", level=level) for i, level in enumerate(bots)]
    return Match.from_record(Record.create(game, options, seats, seed, actions))


def cmd_stats(args: argparse.Namespace) -> int:
    from fairtable import played

    if args.game is not None and args.game not in _title_ids():
        raise CliError(_("fairtable: no title '{game}' (titles: {known})").format(
            game=args.game, known=", ".join(_title_ids())))
    try:
        rows, told = played.games(game=args.game)
    except played.PlayedError as exc:
        raise CliError(f"fairtable: {exc}") from None
    if told:
        print(f"fairtable: {told}", file=sys.stderr)
    people = played.figures(rows)
    if args.json:
        print(json.dumps({"games": len(rows), "players": [p.to_data() for p in people]}, ensure_ascii=False))
        return 0
    if not rows:
        print(_("No games played yet (the record is {path})").format(path=played.path()))
        return 0
    header = [_(c) for c in played.COLUMN_WORDS]
    for row in played.figures_table(people):
        print("; ".join(f"{h}: {v}" for h, v in zip(header, row, strict=True) if v))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from fairtable.bots import arena
    from fairtable.bots.base import make_bot
    from fairtable.engine.registry import get_game

    game = get_game(args.game)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    game.check_players(len(bots))
    options = game.make_options(parse_options(args.option))
    for level in bots:
        make_bot(level)  # an unknown level fails here, with its one line
    if args.games < 1:
        raise CliError(_("fairtable: --games must be at least 1"))
    if args.iterations is not None and args.iterations < 1:
        raise CliError(_("fairtable: --iterations must be at least 1"))
    if args.jobs < 1:
        raise CliError(_("fairtable: --jobs must be at least 1"))
    if args.progress < 0 or (args.progress and args.jobs > 1):
        raise CliError(_("fairtable: --progress takes a positive number of games, and only with one job"))
    cores = usable_cores()
    if args.jobs > cores:
        print(ngettext("fairtable: --jobs {jobs} is more than the {n} core here: {n} job",
                       "fairtable: --jobs {jobs} is more than the {n} cores here: {n} jobs", cores)
              .format(jobs=args.jobs, n=cores), file=sys.stderr)
        args.jobs = cores
    if args.jobs > 1:
        result = arena.run_arena_parallel(
            game, bots, args.games, args.seed, args.jobs, args.iterations, args.seconds, options
        )
    else:
        factory = arena.default_factory(args.iterations, args.seconds)
        result = arena.run_arena(game, bots, args.games, args.seed, factory, options, arena.progress_printer(args.progress))
    print(json.dumps(result.to_data()) if args.json else arena.format_result(result))
    for line in result.unfinished:  # the games stopped at the action limit, each in its one line
        print(f"fairtable: {line}", file=sys.stderr)
    return 1 if result.unfinished else 0


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity where the system has one): more worker processes
    than that only share them and slow every decision down."""
    import os

    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def print_story(match: object) -> None:
    """One line per event: round and turn headers, numbered moves, and indented under each move what it
    set off."""
    for entry in match.story(None):  # type: ignore[attr-defined]
        if entry.level == "round":
            print(f"== {entry.text} ==")
        elif entry.level == "turn":
            print(f"-- {entry.text}")
        elif entry.level == "move":
            print(f"{entry.step:4d}. {entry.text}")
        elif entry.level == "effect":
            print(f"      {entry.text}")
        else:
            print(f"        {entry.text}")


def cmd_replay(args: argparse.Namespace) -> int:
    from fairtable.engine.match import Match
    from fairtable.engine.record import Record

    match = Match.from_record(Record.load(args.file))
    if match.names_note:
        print(match.names_note, file=sys.stderr)
    result = match.result()
    if args.json:
        out = {
            "game": match.game.info.id,
            "seats": [s.name for s in match.seats],
            "actions": len(match.steps),
            "over": match.is_over(),
            "log": match.log(),
            "result": result.to_data(),
        }
        print(json.dumps(out))
        return 0
    if args.log:
        print_story(match)
    else:
        for number, line in enumerate(match.log(), start=1):
            print(f"{number:4d}. {line}")
    count = len(match.steps)
    if match.is_over():
        line = ngettext("{game}: {n} move, game finished", "{game}: {n} moves, game finished", count)
    else:
        line = ngettext("{game}: {n} move, game in progress", "{game}: {n} moves, game in progress", count)
    print(line.format(game=_(match.game.info.name), n=count))
    for seat, (score, rows) in enumerate(zip(result.scores, result.breakdown, strict=True)):
        detail = series(f"{label} {pts}" for label, pts in rows)
        print(f"  {match.names[seat]}: {score} ({detail})")
    if match.is_over():
        names = [match.names[w] for w in result.winners]
        # TRANSLATORS: the winners of a game; with a shared victory {names} is a list ("Ann, Ben and Cleo")
        print(ngettext("Winner: {names}", "Winner: {names}", len(names)).format(names=listing(names)))
        if result.tiebreak:
            print(_("Tie-break: {tiebreak}").format(tiebreak=result.tiebreak))
    return 0


LONGEST_BENCH = 300_000  # moves: a festival game's record of more passes the 20 MB limit


def cmd_bench(args: argparse.Namespace) -> int:
    from fairtable import bench

    ids = [args.game] if args.game else _title_ids()
    if args.long_record:
        if not 1 <= args.moves <= LONGEST_BENCH:  # a longer game's record would pass the size limit
            raise CliError(_("fairtable: --moves must be from 1 to {most}").format(most=LONGEST_BENCH))
        from fairtable.ui.bench import bench_long_record

        f = bench_long_record(args.moves)
        if args.json:
            print(json.dumps(f))
        else:
            print(f"long record: {f['moves']} moves ({f['bytes'] / 1e6:.1f} MB) opened in {f['open_s']} s "
                  f"({f['open_cpu_s']} s of CPU), peak memory {f['peak_mb']} MB (the window alone {f['window_mb']} MB); "
                  f"a move at that length {f['move_ms']} ms (most {f['move_max_ms']} ms; {f['move_cpu_ms']} ms of CPU); "
                  f"the log holds {f['log_rows']} lines")
        return 0
    if args.ui:
        figures = bench.bench_ui(ids)
        if args.json:
            print(json.dumps(figures))
        else:
            print(f"startup: {figures['startup_ms']} ms to the first window")
            for game_id, b in figures["boards"].items():
                print(
                    f"{game_id}: board build {b['board_build_ms']} ms, relayout {b['relayout_ms']} ms "
                    f"(p95 {b['relayout_p95_ms']} ms; {b['new_zones_share'] * 100:.0f}% of moves bring new zones: "
                    f"{b['new_zones_ms']} ms), {b['players']} players"
                )
                print(
                    f"{game_id}: at 1280x720 the smallest primary text is {b['text_px_min']} px "
                    f"({b.get('text_px_smallest', '')}); {b['labels_elided']} "
                    f"{'label' if b['labels_elided'] == 1 else 'labels'} cut off"
                )
                print(
                    f"{game_id}: everything written on the board ({figures['lang']}): the smallest is "
                    f"{b['art_text_px_min']} px ({b['art_smallest']}); {b['art_clipped']} clipped or overlapping"
                    + "".join(f"\n  {t}" for t in b["art_clipped_texts"])
                )
        return 0
    results = {}
    for game_id in ids:
        results[game_id] = bench.bench_engine(game_id, seconds=args.seconds)
        if not args.json:
            r = results[game_id]
            print(
                f"{game_id}: {r['games_per_s']} games/s ({r['cpu_games_per_s']} per CPU second, {r['players']} players), "
                f"{r['actions_per_game']} actions/game, clone {r['clone_us']} us, step {r['step_us']} us",
                flush=True,
            )
    if args.json:
        print(json.dumps({"games": results}))
    return 0


def cmd_tutorial(args: argparse.Namespace) -> int:
    from fairtable.engine.registry import get_game
    from fairtable.tutorial.script import has_tutorial

    if args.game not in _title_ids():
        raise CliError(_("fairtable: no title '{game}' (titles: {known})").format(game=args.game, known=", ".join(_title_ids())))
    if not has_tutorial(args.game):
        raise CliError(_("fairtable: {game} has no tutorial yet").format(game=args.game))
    if not args.walk:
        return cmd_app(None, args.lang, tutorial=args.game)
    from fairtable.tutorial.script import load_script
    from fairtable.tutorial.walk import TutorialFault, walk

    script = load_script(get_game(args.game), i18n.language(), strict=True)
    try:
        walk(script)
    except TutorialFault as exc:
        print(_("fairtable: the tutorial of {game} ({lang}) does not play: {problem}").format(
            game=args.game, lang=i18n.language(), problem=exc), file=sys.stderr)
        return 1
    return 0


def cmd_selftest(args: argparse.Namespace) -> int:
    from fairtable.selftest import run_selftest

    return run_selftest()


def cmd_app(file: str | None, lang: str | None = None, tutorial: str | None = None) -> int:
    import os

    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM")
    ):
        raise CliError(_("fairtable: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are unset)"))
    if file is not None and os.path.isdir(file):
        raise CliError(_("fairtable: {path} is a folder, not a record file").format(path=file))
    if file is not None and os.path.exists(file) and not os.path.isfile(file):  # a FIFO, a device, a socket
        raise CliError(_("fairtable: {path} is not a regular file").format(path=file))
    if file is not None and not os.path.isfile(file):
        raise CliError(_("fairtable: no such file: {path}").format(path=file))
    from fairtable.ui.app import run_app

    if tutorial:
        return run_app(file, lang=lang, tutorial=tutorial)
    return run_app(file, lang=lang)


COMMANDS = ("open", "simulate", "replay", "bench", "arena", "tutorial", "selftest", "stats")


def bare_path(argv: list[str]) -> bool:
    """`fairtable FILE`, as a file manager (the .desktop entry's %f) or Windows' file association runs it: one
    argument that is no command and looks like a file. A mistyped command still gets argparse's answer."""
    if len(argv) != 1 or argv[0] in COMMANDS or argv[0].startswith("-"):
        return False
    import os

    arg = argv[0]
    return os.path.exists(arg) or os.sep in arg or "/" in arg or arg.lower().endswith(".json")


def printable_streams() -> None:
    """Whatever a terminal or a pipe cannot encode (names, other languages' text on an ASCII or Latin-1
    terminal, PYTHONIOENCODING=ascii) is printed as a backslash escape instead of failing the command."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a closed or detached stream: nothing will be printed on it anyway
                pass


def main(argv: Sequence[str] | None = None) -> int:
    from fairtable.engine.errors import EndlessGame, RecordError, SetupError
    from fairtable.resources import DataFileError

    argv = list(sys.argv[1:] if argv is None else argv)
    printable_streams()
    try:
        argv, code = take_lang(argv)
        lang = choose_language(code)
        if bare_path(argv):
            argv = ["open", *argv]
        args = build_parser().parse_args(argv)
        args.lang = lang
        if args.no_sound:
            import os

            os.environ["FAIRTABLE_NO_SOUND"] = "1"  # read by fairtable.ui.sound
        if args.version:
            from fairtable import __version__

            print(f"fairtable {__version__}")
            return 0
        if args.command is None:
            return cmd_app(None, args.lang)
        if args.command == "open":
            return cmd_app(args.file, args.lang)
        handler = {
            "simulate": cmd_simulate,
            "replay": cmd_replay,
            "arena": cmd_arena,
            "bench": cmd_bench,
            "tutorial": cmd_tutorial,
            "selftest": cmd_selftest,
            "stats": cmd_stats,
        }[args.command]
        return handler(args)
    except CliError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except (SetupError, RecordError) as exc:
        print(f"fairtable: {exc}", file=sys.stderr)
        return 2
    except DataFileError as exc:
        print(_("fairtable: a data file is damaged: {problem}").format(problem=exc), file=sys.stderr)
        return 1
    except EndlessGame as exc:
        print(f"fairtable: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # the last line of defence: one line here, the details in the log file
        from fairtable.crashlog import write_crash_log

        path = write_crash_log(exc)
        print(_("fairtable: internal error: {problem} (details in {path})").format(
            problem=f"{exc.__class__.__name__}: {exc}", path=path), file=sys.stderr)
        return 1
