"""Issue 32, finding 9 (part): `validate` planned a published Megatron run at 415 GiB per GPU
on a 185 GiB GB200 — a run that ran — and reported only the other direction of error (plans
that said "fits" where the run needed more). The record is now read as its recipe ran it
(40 of 80 layers' activations in host memory, which the profile does not model: its fit is
not judged, with the reason), and `validate` reports both directions."""

from __future__ import annotations

import json
import statistics

import pytest

from llmplan.catalog.load import load_catalog
from llmplan.cli import main
from llmplan.core.plan import plan
from llmplan.validation import NotComparable, check_record, load_records, summarize, validate

MEGATRON_70B = "megatron-bridge-llama3-70b-pretrain-64xgb200-fp8-mbs2-s8192-fsdp64"
RESULTS = validate()


def test_a_run_planned_not_to_fit_that_ran_is_counted() -> None:
    """The other direction: the Megatron record as it was read before (no reason not to
    compare) is a run the plan would have ruled out."""
    record = next(r for r in load_records() if r.id == MEGATRON_70B)
    as_read_before = record.model_copy(update={"not_comparable": NotComparable()})
    result = check_record(as_read_before, load_catalog())
    assert not result.planned_fits and result.planned_in_use_gib > result.capacity_gib
    assert result.ran_but_planned_not_to_fit and not result.fits_but_exceeded
    summary = summarize([result])[0]
    assert summary.ran_but_planned_not_to_fit == 1


def test_the_megatron_70b_record_is_read_as_its_recipe_ran_and_not_judged_on_fit() -> None:
    result = next(r for r in RESULTS if r.record.id == MEGATRON_70B)
    reason = result.memory_not_compared
    assert "cpu_offloading_num_layers=40" in reason and "host memory" in reason
    assert "cpu_offloading_num_layers=40" in result.record.source.note
    assert not result.fit_judged and not result.ran_but_planned_not_to_fit
    # the planned figure, as the finding quoted it: 415 GiB per GPU against 185 GiB
    memory = plan(result.record.scenario).memory.memory_per_gpu_gb
    assert memory.total * 1e9 / 2**30 == pytest.approx(415.6, abs=0.5)
    assert result.capacity_gib == pytest.approx(185.0, abs=0.1)


def test_no_judged_run_is_planned_above_its_card() -> None:
    """A published run that ran cannot have needed more than its card: every run whose fit
    is judged was planned to fit, or says why it is not judged."""
    over = [r.record.id for r in RESULTS if r.fit_judged and not r.planned_fits]
    assert over == []


@pytest.mark.parametrize("framework", ["hf-transformers", "torchtitan", "torchtune"])
def test_the_summary_gives_both_directions(framework: str) -> None:
    rows = [r for r in RESULTS if r.framework == framework]
    signed = [
        r.memory_error for r in rows if r.memory_error is not None and r.record.kind == "measured"
    ]
    summary = summarize(rows)[0]
    assert summary.median_error == pytest.approx(statistics.median(signed))
    assert summary.most_under == min(signed) and summary.most_over == max(signed)
    assert summary.under == sum(e < 0 for e in signed) and summary.over == sum(
        e > 0 for e in signed
    )
    assert summary.most_under < 0 < summary.most_over  # both directions occur
    assert summary.worst_abs_error == max(-summary.most_under, summary.most_over)


def test_validate_prints_and_writes_both_directions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", "--framework", "torchtitan"]) == 0
    out = capsys.readouterr().out
    assert "signed median" in out and " under, " in out
    assert "No run where the plan said 'does not fit' and the run ran on that card." in out
    assert main(["validate", "--framework", "megatron", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    record = next(r for r in data["records"] if r["id"] == MEGATRON_70B)
    assert record["ran_but_planned_not_to_fit"] is False
    assert "host memory" in record["memory_not_compared_because"]
    summary = data["summary"][0]
    assert summary["runs_ran_but_planned_not_to_fit"] == 0
    assert {"median_memory_error", "most_under_memory_error", "most_over_memory_error"} <= set(
        summary
    )
