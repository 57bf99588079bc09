"""`llmplan probe SCENARIO.json`: measure the scenario's training step on this machine's GPU.

The step is the scenario's objective: next-token training (cpt, sft) or TRL's DPO step
(`llmplan.probe.steps`); the other objectives are refused with the reason.

PyTorch, Transformers and PEFT come with the optional extra (`pip install 'llmplan[probe]'`)
and are imported only when the command runs, so `llmplan --help` works without them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from llmplan.catalog.errors import CatalogError, UnknownIdError
from llmplan.commands.arguments import add_scenario_argument
from llmplan.commands.errors import EXIT_OK, UserError
from llmplan.core.plan import resolve_model, scenario_catalog
from llmplan.scenario_file import ScenarioError, load_scenario

DESCRIPTION = (
    "Build the scenario's model with random weights (no download), run a few training "
    "steps on random token IDs and write what they measured (memory, tokens/s, power) "
    "as a pilot JSON file the planner and the app import. Nothing leaves the machine. "
    "Needs the 'probe' extra: pip install 'llmplan[probe]'."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_scenario_argument(parser, "model, method, seq_len, ...")
    parser.add_argument("--steps", type=int, default=5, help="training steps (default 5)")
    parser.add_argument(
        "--out", default="pilot.json", help="pilot file to write (default pilot.json)"
    )
    parser.add_argument(
        "--find-limits",
        action="store_true",
        help="also search the largest micro-batch and sequence length that fit (GPU only)",
    )
    parser.add_argument(
        "--simulate",
        action="store_true",
        help="no GPU: simulate the step with PyTorch's FakeTensorMode (memory figures only)",
    )
    parser.add_argument(
        "--device", choices=("cuda", "cpu"), default=None, help="default: the GPU if present"
    )


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    if args.steps < 1:
        raise UserError(f"--steps: at least 1 (got {args.steps})")
    try:
        scenario = load_scenario(args.scenario)
        catalog = scenario_catalog(scenario)
    except ScenarioError as error:
        raise UserError(str(error)) from None
    except (UnknownIdError, CatalogError) as error:
        raise UserError(str(error)) from None
    try:  # bad input is said before what is missing to run it (PyTorch)
        resolve_model(scenario, catalog)
    except UnknownIdError as error:
        raise UserError(f"model: {error}") from None
    try:
        from llmplan.probe.run import (
            ProbeError,
            ProbeOptions,
            check_objective,
            probe,
            simulate_pilot,
            summary,
        )
    except ImportError as error:  # the desktop bundle, or an install without the extra
        raise UserError(
            f"the probe is not installed here ({error}): pip install 'llmplan[probe]'"
        ) from None
    try:
        check_objective(scenario)  # before PyTorch is loaded: a refusal needs none
        if args.simulate:
            pilot = simulate_pilot(scenario, catalog, progress=_progress)
        else:
            options = ProbeOptions(
                steps=args.steps, device=args.device, find_limits=args.find_limits
            )
            pilot = probe(scenario, catalog, options, progress=_progress)
    except ProbeError as error:
        raise UserError(str(error)) from None
    except UnknownIdError as error:
        raise UserError(f"model: {error}") from None
    out = Path(args.out)
    try:
        out.write_text(pilot.model_dump_json(indent=2) + "\n", "utf-8")
    except OSError as error:
        raise UserError(f"--out: cannot write {out}: {error.strerror}") from None
    print(summary(pilot))
    print(f"Written    {out} (import it in the app: File → Import pilot…)")
    return EXIT_OK
