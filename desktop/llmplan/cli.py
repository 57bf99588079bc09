"""`llmplan` command line: the same core as the GUI, headless and scriptable.

Each sub-command lives in its own module under `llmplan.commands` exposing ``HELP``,
``DESCRIPTION``, ``add_arguments(parser)`` and ``run(args)``, so this file stays a router.
With no arguments, the desktop app opens.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Sequence

from llmplan import __version__
from llmplan.commands.errors import EXIT_BAD_INPUT, EXIT_OK, UserError

# sub-command modules, in the order `llmplan --help` lists them
COMMAND_MODULES = (
    "plan",
    "serve",
    "catalog",
    "corpus",
    "report",
    "recommend",
    "validate",
    "probe",
    "gui",
)


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
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"llmplan.commands.{name}")
        command = subparsers.add_parser(name, help=module.HELP, description=module.DESCRIPTION)
        module.add_arguments(command)
        command.set_defaults(func=module.run)
    return parser


def _opens_a_file(argv: Sequence[str]) -> bool:
    """`llmplan my_plan.json` (a desktop entry's %f, a double-click): open it in the app."""
    return (
        len(argv) == 1
        and not argv[0].startswith("-")
        and argv[0] not in COMMAND_MODULES
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
