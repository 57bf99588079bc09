"""`llmplan` command line: the same core as the GUI, headless and scriptable.

Each sub-command lives in its own module under `llmplan.commands` exposing
``DESCRIPTION``, ``add_arguments(parser)`` and ``run(args)``; `COMMANDS` names it with its
one-line help, so this file stays a router. A sub-command's module is imported only when
that command runs (or shows its own help): `--version`, `--help` and `plan` never load the
corpus engine or Qt. With no arguments, the desktop app opens.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any, NamedTuple

from llmplan import __version__
from llmplan.commands.errors import EXIT_BAD_INPUT, EXIT_OK, UserError


class Command(NamedTuple):
    """A sub-command: its name, module `llmplan.commands.<name>`, and its line in `--help`."""

    name: str
    help: str


# in the order `llmplan --help` lists them
COMMANDS = (
    Command("plan", "plan a training run from a scenario file"),
    Command("serve", "plan serving the trained model from a scenario file"),
    Command("catalog", "list the bundled GPUs, servers or models"),
    Command("corpus", "count the tokens of a folder of documents"),
    Command(
        "report",
        "write the plan report (PDF, Markdown, CSV or chart PNGs) without opening a window",
    ),
    Command("recommend", "which hardware to rent or buy: every configuration tried, ranked"),
    Command("validate", "compare the plan with every measured run the planner ships"),
    Command("probe", "measure a few training steps of the scenario on this GPU (pilot run)"),
    Command("gui", "open the desktop app (or render every tab to PNG with --screenshots)"),
)
COMMAND_NAMES = frozenset(command.name for command in COMMANDS)


class _CommandParser(argparse.ArgumentParser):
    """A sub-command's parser that imports the command's module when the command is chosen.

    argparse hands a chosen sub-command's arguments to its parser's `parse_known_args`
    (its own `-h` included), so the module's arguments, description and `run` are added
    there, once; `--help` of the whole program lists only `COMMANDS`' lines.
    """

    def __init__(self, *, module: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._module: str | None = module

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        self.load_arguments()
        return super().parse_known_args(args, namespace)

    def load_arguments(self) -> None:
        if self._module is None:
            return
        module = importlib.import_module(self._module)
        self._module = None
        self.description = module.DESCRIPTION
        module.add_arguments(self)
        self.set_defaults(func=module.run)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="llmplan",
        description="LLM Training Planner: tokens, memory fit, run time, energy and cost.",
    )
    parser.add_argument("--version", action="version", version=f"llmplan {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="load every catalogue and tokenizer, count a sample folder, plan, render each tab",
    )
    subparsers = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_CommandParser
    )
    for command in COMMANDS:
        subparsers.add_parser(
            command.name, help=command.help, module=f"llmplan.commands.{command.name}"
        )
    return parser


def _opens_a_file(argv: Sequence[str]) -> bool:
    """`llmplan my_plan.json` (a desktop entry's %f, a double-click): open it in the app."""
    return (
        len(argv) == 1
        and not argv[0].startswith("-")
        and argv[0] not in COMMAND_NAMES
        and (argv[0].lower().endswith(".json") or os.path.isfile(argv[0]))
    )


def main(argv: Sequence[str] | None = None) -> int:
    status = _run(argv)
    in_process = sys.modules.get("llmplan.corpus.in_process")
    if in_process is not None and in_process.native_code_stuck():
        # A file read in this process (a small folder where workers are spawned: Windows,
        # macOS, the app) held its reader in native code past every limit. Everything is
        # written; the interpreter's teardown would close that library's objects under the
        # thread and crash, so the process ends here, with the command's status.
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        os._exit(status)
    return status


def _run(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if _opens_a_file(argv):
        argv = ["gui", *argv]
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.self_test:
            from llmplan.selftest import run_self_test

            return run_self_test()
        if args.command is None:
            from llmplan.commands.gui import open_window

            return open_window()
        return int(args.func(args))
    except UserError as error:
        print(f"llmplan: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # output piped into e.g. `head`, which stopped reading: not an error of ours
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
