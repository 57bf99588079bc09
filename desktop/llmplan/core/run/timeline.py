"""Phases of the project on a time axis, optimistic and conservative."""

from __future__ import annotations

import math
from collections.abc import Callable

from llmplan.core.explain import SRC_ASSUMPTION, InputValue, explain
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
    # each phase's length from the training time (optimistic or conservative)
    # precomputed reference log-probs (DPO/KTO): a pass of their own before training
    ref = time.reference_pass
    ref_share = ref.optimistic / train_optimistic if ref is not None and train_optimistic else 0.0
    # GRPO: the rollouts' generation, between the training steps (core/stacks/rollout.py)
    gen = time.generation
    gen_share = gen.optimistic / train_optimistic if gen is not None and train_optimistic else 0.0
    lengths: list[tuple[str, str, Callable[[float], float]]] = [
        ("data_prep", "Data preparation", lambda _train: prep),
        ("pilot", "Pilot run", lambda train: t.pilot_fraction * train / epochs),
        *(
            [("reference_pass", "Reference log-probabilities", lambda train: ref_share * train)]
            if ref_share
            else []
        ),
        *(
            [("generation", "Generation (rollouts)", lambda train: gen_share * train)]
            if gen_share
            else []
        ),
        ("training", "Training", lambda train: (1.0 - ref_share - gen_share) * train),
        ("checkpoints", "Checkpoint writes", lambda train: _checkpoint_seconds(train, t, write_s)),
        ("evaluation", "Evaluation", lambda train: t.eval_fraction * train),
    ]
    phases = [
        Phase(
            key=key,
            label=label,
            seconds_optimistic=length(train_optimistic),
            seconds_conservative=length(train_conservative),
        )
        for key, label, length in lengths
    ]
    formulas: dict[str, tuple[str, dict[str, InputValue]]] = {
        "data_prep": (
            "corpus bytes / preparation throughput (0 while the corpus size is unknown)",
            {"corpus_bytes": t.corpus_bytes, "prep_mb_per_second": t.prep_mb_per_second},
        ),
        "pilot": (
            "pilot fraction × training time of one epoch",
            {"pilot_fraction": t.pilot_fraction, "epochs": epochs},
        ),
        "reference_pass": (
            "share of the compute that precomputes the reference log-probabilities × run time "
            "(one forward over one epoch's data, before training)",
            {"reference_share": ref_share},
        ),
        "generation": (
            "share of the run time that generates completions × run time (the rollout engine "
            "between the training steps: core/stacks/rollout.py)",
            {"generation_share": gen_share},
        ),
        "checkpoints": (
            "(floor(training hours / interval) + 1) × checkpoint GB / (write GB/s × servers)",
            {
                "checkpoint_gb": checkpoint_gb,
                "every_hours": t.checkpoint_every_hours,
                "write_gb_s": t.checkpoint_write_gb_s,
                "servers": nodes,
            },
        ),
        "evaluation": (
            "evaluation fraction × training time",
            {"eval_fraction": t.eval_fraction},
        ),
    }
    # training itself is explained by the time model; the other phases are assumptions
    exps = {
        f"phases.{phase.key}": explain(
            phase.label,
            phase.seconds_optimistic,
            "s",
            formulas[phase.key][0],
            SRC_ASSUMPTION,
            **formulas[phase.key][1],
        )
        for phase in phases
        if phase.key in formulas
    }
    return phases, exps


def archive_bytes(
    *,
    sample_bytes: float,
    sample_tokens: float,
    trainable_tokens: float,
    stated_archive_bytes: float | None = None,
) -> float | None:
    """The bytes data preparation reads: the archive's stated size, else the scanned folder's
    bytes scaled to the tokens the plan trains — a plan that trains more tokens than the
    folder holds takes the folder as a sample of its archive, at the sample's bytes per
    trainable token. None when the scan read nothing."""
    if stated_archive_bytes:
        return stated_archive_bytes
    if sample_bytes <= 0 or sample_tokens <= 0:
        return None
    return sample_bytes * max(1.0, trainable_tokens / sample_tokens)
