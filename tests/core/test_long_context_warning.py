"""Long sequences warn that published runs this long trained below the planned band
(issue 24: torchtitan's context-parallel tables, resources/validation/)."""

from __future__ import annotations

from llmplan.core.plan import LONG_CONTEXT_BELOW_BAND, plan
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation.warning_text import warning_text
from llmplan.validation import shipped_results

LONG = {
    "model": "llama-3.1-8b",
    "framework": "torchtitan",
    "method": "full",
    "hardware": Hardware(gpu="h100-sxm", count=8),
    "sharding": "zero3",
    "micro_batch": 1,
    "activation_checkpointing": "full",
    "tokens": 1e9,
}


def _codes(**changes: object) -> list[str]:
    result = plan(Scenario.model_validate({**LONG, **changes}))
    return [w.code for w in result.warning_details]


def test_the_warning_starts_where_the_published_runs_left_the_band() -> None:
    assert "long_context_below_band" not in _codes(seq_len=32768, parallelism={"context": 2})
    assert "long_context_below_band" in _codes(seq_len=65536, parallelism={"context": 2})
    # a measured throughput replaces the band: nothing to warn about
    assert "long_context_below_band" not in _codes(
        seq_len=131072, parallelism={"context": 4}, tokens_per_second=10_000.0
    )


def test_the_threshold_follows_the_evidence() -> None:
    judged = [
        r
        for r in shipped_results()
        if r.record.kind == "measured" and r.tps_inside_band is not None
    ]
    long = [r for r in judged if r.record.scenario.seq_len >= LONG_CONTEXT_BELOW_BAND]
    short = [r for r in judged if r.record.scenario.seq_len < LONG_CONTEXT_BELOW_BAND]
    slow = [r for r in long if r.record.measured.tokens_per_second < r.planned_tps_low]
    assert len(long) >= 6 and len(slow) >= len(long) / 2
    # no shorter run was measured below its band
    assert [
        r.record.id for r in short if r.record.measured.tokens_per_second < r.planned_tps_low
    ] == []


def test_the_warning_is_worded() -> None:
    result = plan(
        Scenario.model_validate({**LONG, "seq_len": 131072, "parallelism": {"context": 4}})
    )
    (warning,) = [w for w in result.warning_details if w.code == "long_context_below_band"]
    text = warning_text(warning)
    assert "131,072" in text and "below the planned speed band" in text
