"""The advisor plans FP8 where the card has FP8 tensor cores and the stack a measured recipe,
BF16 elsewhere, and says so in the settings it shows (issue 24, point 5)."""

from __future__ import annotations

from llmplan.catalog.load import load_catalog
from llmplan.core.advisor.recommend import recommend
from llmplan.core.advisor.search import advised_precision
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation.recommend_words import settings

TITAN = Scenario(
    model="llama-3.1-8b",
    framework="torchtitan",
    method="full",
    tokens=2e9,
    hardware=Hardware(gpu="h100-sxm", count=8),
)


def test_the_advised_format_follows_card_and_stack() -> None:
    gpus = load_catalog().gpus
    assert advised_precision(TITAN, gpus["h100-sxm"]) == "fp8"
    assert advised_precision(TITAN, gpus["a100-80gb-sxm"]) == "bf16"  # no FP8 tensor cores
    assert advised_precision(TITAN, gpus["b200"]) == "fp8"  # MXFP8 only when asked for
    mx = TITAN.model_copy(update={"precision": "mxfp8"})
    assert advised_precision(mx, gpus["b200"]) == "mxfp8"
    assert advised_precision(mx, gpus["h200-sxm"]) == "fp8"  # Hopper: no block scaling
    hf = TITAN.model_copy(update={"framework": "hf-transformers"})
    assert advised_precision(hf, gpus["h100-sxm"]) == "bf16"  # no measured recipe


def test_the_recommendation_plans_fp8_on_hopper_and_says_so() -> None:
    advice = recommend(TITAN, 365)
    options = {o.evaluated.result.gpu_name: o for o in advice.options}
    h100 = next(o for name, o in options.items() if "H100 SXM" in name)
    a100 = next(o for name, o in options.items() if "A100" in name)
    assert h100.evaluated.knobs.precision == "fp8"
    assert "precision_speedup" in h100.evaluated.result.explanations
    assert "FP8 matmuls" in settings(h100)
    assert a100.evaluated.knobs.precision == "bf16"
    assert "FP8" not in settings(a100)
