"""Phases of the project on a time axis, optimistic and conservative."""

from __future__ import annotations

import math

from llmplan.core.explain import SRC_ASSUMPTION, explain
from llmplan.core.result import Explanation, Phase, TimeResult
from llmplan.core.scenario import Scenario, TimelineAssumptions


def _checkpoint_seconds(train_seconds: float, t: TimelineAssumptions, write_s: float) -> float:
    """Writes every `checkpoint_every_hours` during training, plus the final one."""
    writes = math.floor(train_seconds / (t.checkpoint_every_hours * 3600)) + 1
    return writes * write_s


def timeline(
    *, scenario: Scenario, time: TimeResult, checkpoint_gb: float, nodes: int
) -> tuple[list[Phase], dict[str, Explanation]]:
    """Data preparation, pilot, training, checkpoint writes and evaluation, as bars."""
    assumptions, epochs = scenario.timeline, scenario.epochs
    train_optimistic = time.train_seconds_optimistic
    train_conservative = time.train_seconds_conservative
    t = assumptions
    prep = (t.corpus_bytes or 0.0) / (t.prep_mb_per_second * 1e6)
    # every server writes its own shard of the checkpoint in parallel
    write_s = checkpoint_gb / (t.checkpoint_write_gb_s * nodes)
    phases = [
        Phase(
            key="data_prep",
            label="Data preparation",
            seconds_optimistic=prep,
            seconds_conservative=prep,
        ),
        Phase(
            key="pilot",
            label="Pilot run",
            seconds_optimistic=t.pilot_fraction * train_optimistic / epochs,
            seconds_conservative=t.pilot_fraction * train_conservative / epochs,
        ),
        Phase(
            key="training",
            label="Training",
            seconds_optimistic=train_optimistic,
            seconds_conservative=train_conservative,
        ),
        Phase(
            key="checkpoints",
            label="Checkpoint writes",
            seconds_optimistic=_checkpoint_seconds(train_optimistic, t, write_s),
            seconds_conservative=_checkpoint_seconds(train_conservative, t, write_s),
        ),
        Phase(
            key="evaluation",
            label="Evaluation",
            seconds_optimistic=t.eval_fraction * train_optimistic,
            seconds_conservative=t.eval_fraction * train_conservative,
        ),
    ]
    exps = {
        "phases.data_prep": explain(
            "Data preparation",
            prep,
            "s",
            "corpus bytes / preparation throughput (0 while the corpus size is unknown)",
            SRC_ASSUMPTION,
            corpus_bytes=t.corpus_bytes,
            prep_mb_per_second=t.prep_mb_per_second,
        ),
        "phases.pilot": explain(
            "Pilot run",
            phases[1].seconds_optimistic,
            "s",
            "pilot fraction × training time of one epoch",
            SRC_ASSUMPTION,
            pilot_fraction=t.pilot_fraction,
            epochs=epochs,
        ),
        "phases.checkpoints": explain(
            "Checkpoint writes",
            phases[3].seconds_optimistic,
            "s",
            "(floor(training hours / interval) + 1) × checkpoint GB / (write GB/s × servers)",
            SRC_ASSUMPTION,
            checkpoint_gb=checkpoint_gb,
            every_hours=t.checkpoint_every_hours,
            write_gb_s=t.checkpoint_write_gb_s,
            servers=nodes,
        ),
        "phases.evaluation": explain(
            "Evaluation",
            phases[4].seconds_optimistic,
            "s",
            "evaluation fraction × training time",
            SRC_ASSUMPTION,
            eval_fraction=t.eval_fraction,
        ),
    }
    return phases, exps
