"""The report's assumptions state the MFU band the plan used (the framework's measured band),
as the summary strip and the timeline do — not the reference model's 40 % / 20 %."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Scenario
from llmplan.presentation import i18n
from llmplan.presentation.formatting import percent
from llmplan.presentation.labels import planned_mfu_band
from llmplan.report.pdf import export_pdf
from pdf_pages import pdf_text

# the band sentence by framework and language, {0}/{1} the band's two ends
BAND_SENTENCES = {
    ("hf-transformers", "en"): "MFU {0} (optimistic) to {1} (conservative)",
    ("hf-transformers", "de"): "MFU {0} (optimistisch) bis {1} (konservativ)",
    ("reference", "en"): "MFU {0} (optimistic) to {1} (conservative)",
}


@pytest.mark.parametrize(
    ("framework", "language", "expected"), [(*key, text) for key, text in BAND_SENTENCES.items()]
)
def test_assumptions_name_the_band_the_plan_used(
    qapp,  # type: ignore[no-untyped-def]
    tmp_path: Path,
    framework: str,
    language: str,
    expected: str,
) -> None:
    scenario = Scenario(framework=framework, model="llama-3.1-8b", method="lora", tokens=1e9)
    results = plan_candidates(scenario)
    band = planned_mfu_band(results[0])
    assert band is not None
    if framework == "hf-transformers":  # the measured band differs from the reference's
        assert band != (0.4, 0.2)
    target = tmp_path / "plan.pdf"
    with i18n.language_in_use(language):
        export_pdf(scenario, results, None, target)
        wanted = expected.format(percent(band[0]), percent(band[1]))
    assert wanted in " ".join(pdf_text(target).split())
