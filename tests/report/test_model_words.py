"""Issue 22, finding 5 (words): the help page (F1) and the report's assumptions describe the
model in use, read from the plan — never the reference model's fixed description.

Main's help said "MFU 40 % (optimistic) to 20 %", "16 bytes per parameter", "logits are
tokens × vocabulary × 4 bytes" and "GPUs × board power" for every stack; the Hugging Face
plan uses the stack's 55–30 % band, 4 + 4 + 8 bytes, 12 bytes per logit and 544 W of a
600 W card. Main's report said "Memory overhead per card: 2 GB" beside its own 9.1 GiB.
"""

from __future__ import annotations

import re

from llmplan.core.plan import plan
from llmplan.core.stacks.registry import get_stack
from llmplan.gui.dialogs.about_dialog import how_computed_html
from llmplan.presentation import formatting
from llmplan.report.html_report import report_html
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario
from llmplan.validation import with_validation


def _hf_plan():  # type: ignore[no-untyped-def]
    scenario = load_scenario(resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json"))
    scenario = scenario.model_copy(update={"mfu": None})  # the stack's own MFU
    return scenario, with_validation(plan(scenario), scenario)


def _text(page: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", page).replace("&#x27;", "'").split())


def test_the_help_page_states_the_active_stacks_band_bytes_and_draw(qapp) -> None:  # type: ignore[no-untyped-def]
    _scenario, result = _hf_plan()
    page = _text(how_computed_html(result))
    band = result.time.mfu_band
    assert band is not None and (band.optimistic, band.conservative) == (0.55, 0.30)
    assert "MFU 55 % (optimistic) to 30 % (conservative)" in page
    assert "4 B × params" in page and "8 B per trained parameter" in page
    assert "tokens × vocab × 12 B" in page
    draw = get_stack("hf-transformers").power_draw()
    per_gpu = 600 * draw.fraction  # the H200 NVL's 600 W board power
    assert f"{per_gpu:.0f} W per GPU while training" in page and "600 W board power" in page
    # nothing of the reference model's fixed description
    for stale in ("16 bytes per parameter", "MFU 40 % (optimistic)", "× 4 bytes", "board power +"):
        assert stale not in page, stale


def test_the_help_page_follows_the_stack(qapp) -> None:  # type: ignore[no-untyped-def]
    scenario, _result = _hf_plan()
    reference = plan(scenario.model_copy(update={"framework": "reference"}))
    page = _text(how_computed_html(reference))
    assert "MFU 40 % (optimistic) to 20 % (conservative)" in page
    assert "2 B × params" in page and "tokens × vocab × 4 B" in page


def test_the_reports_assumptions_state_the_plans_own_overhead_and_evidence(qapp) -> None:  # type: ignore[no-untyped-def]
    scenario, result = _hf_plan()
    html = report_html(scenario, [result], None, "memory.png", "timeline.png", 600)
    assumptions = _text(html.split("Assumptions", 1)[1].split("How each figure", 1)[0])
    m = result.memory.memory_per_gpu_gb
    assert m.context is not None and m.reserve is not None
    overhead = formatting.size_gb(m.overhead)
    assert f"Overhead per card: {overhead} (CUDA context {formatting.size_gb(m.context)}" in (
        assumptions
    )
    assert "ZeRO-3 gathered layers" in assumptions
    assert "Memory overhead per card (CUDA context, allocator): 2 GB" not in _text(html)
    assert "MFU 55 % (optimistic) to 30 % (conservative)" in assumptions
    assert "Memory accuracy: not measured on 8 GPUs, ZeRO-3 / FSDP" in assumptions
    assert "GPU board power plus CPU TDP" not in assumptions
