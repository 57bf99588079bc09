"""Every refusal the core can raise is a code with arguments, worded here in English and in
German: each code of `RefusalCode` is produced by a real scenario (or the core function
that refuses), and its words are a filled template in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import get_args

import pytest

from llmplan.catalog.load import load_catalog
from llmplan.core.plan import PlanError, plan
from llmplan.core.result import Refusal, RefusalCode
from llmplan.core.scenario import Hardware, Scenario
from llmplan.core.stacks.layout import ParallelSupport
from llmplan.core.stacks.precision import card_refusal
from llmplan.presentation import i18n
from llmplan.presentation.labels import choice_label
from llmplan.presentation.refusal_text import refusal_reason, refusal_templates, refusal_text

HGX_H200 = Hardware(gpu="h200-sxm", count=8)
A100 = Hardware(gpu="a100-80gb-sxm", count=8)
MIXTRAL_ON_MEGATRON = {"framework": "megatron", "model": "mixtral-8x7b", "hardware": HGX_H200}

# one scenario per refusal a plan can meet (fields over the default scenario)
REFUSED: list[dict[str, object]] = [
    {"objective": "ppo", "method": "lora", "reward_model": "qwen2.5-1.5b"},
    {"objective": "ppo", "method": "full"},
    {"objective": "ppo", "method": "full", "framework": "torchtune"},
    {"objective": "grpo", "framework": "megatron"},
    {"method": "lora", "lora_targets": ["qkv"]},
    {"framework": "torchtitan", "hardware": A100, "precision": "fp8"},
    {"framework": "torchtitan", "hardware": HGX_H200, "precision": "mxfp8"},
    {"framework": "hf-transformers", "precision": "fp8"},
    {"framework": "torchtune", "method": "lora", "precision": "fp8", "sharding": "none"},
    {"framework": "reference", "hardware": HGX_H200, "parallelism": {"tensor": 2}},
    {"framework": "hf-transformers", "hardware": HGX_H200, "parallelism": {"tensor": 2}},
    {"framework": "hf-transformers", "hardware": HGX_H200, "parallelism": {"pipeline": 2}},
    {"framework": "hf-transformers", "hardware": HGX_H200, "parallelism": {"context": 2}},
    {"framework": "hf-transformers", "hardware": HGX_H200, "parallelism": {"expert": 2}},
    {"framework": "torchtune", "hardware": HGX_H200, "parallelism": {"pipeline": 2}},
    {"framework": "torchtune", "hardware": HGX_H200, "parallelism": {"expert": 2}},
    {
        "framework": "torchtune",
        "method": "lora",
        "hardware": HGX_H200,
        "parallelism": {"tensor": 2},
    },
    {"framework": "torchtitan", "hardware": HGX_H200, "parallelism": {"tensor": 3}},
    {"framework": "torchtitan", "hardware": HGX_H200, "parallelism": {"virtual_pipeline": 2}},
    {"framework": "torchtitan", "hardware": HGX_H200, "parallelism": {"expert": 2}},
    {**MIXTRAL_ON_MEGATRON, "parallelism": {"expert": 3}},
    {**MIXTRAL_ON_MEGATRON, "parallelism": {"expert": 8, "tensor": 2}},
    {"framework": "torchtitan", "hardware": HGX_H200, "global_batch": 12},
]


def _planned_refusals() -> Iterator[Refusal]:
    for fields in REFUSED:
        with pytest.raises(PlanError) as refused:
            plan(Scenario.model_validate(fields))
        yield refused.value.refusal
    # a rank below 1 reaches the plan only past the scenario's own limits
    with pytest.raises(PlanError) as refused:
        plan(Scenario(method="lora").model_copy(update={"lora_rank": 0}))
    yield refused.value.refusal


def _other_refusals() -> Iterator[Refusal]:
    """Refusals no catalogue entry or shipped stack meets, from the functions that give them."""
    # a user's own card with block-scaled tensor cores but no FP4 peak
    b200 = load_catalog().gpu("b200")
    own = b200.model_copy(update={"name": "Own Blackwell", "fp4_dense_tflops": None})
    refusal = card_refusal(own, "nvfp4")
    assert refusal is not None
    yield refusal
    # a stack that lists no reason for a dimension it lacks
    code, args = ParallelSupport().refusal("context", "full") or ("", {})
    assert code == "dimension_not_supported"
    yield Refusal(field="parallelism.context", code=code, args={"stack": "megatron", **args})


ALL_REFUSALS = [*_planned_refusals(), *_other_refusals()]


def test_every_code_is_met_and_has_a_template() -> None:
    codes = set(get_args(RefusalCode))
    assert {r.code for r in ALL_REFUSALS} == codes
    assert set(refusal_templates()) == codes


@pytest.mark.parametrize("refusal", ALL_REFUSALS, ids=lambda r: r.code)
def test_each_refusal_reads_in_english_and_in_german(refusal: Refusal) -> None:
    english = refusal_reason(refusal)
    with i18n.language_in_use("de"):
        german = refusal_reason(refusal)
        german_whole = refusal_text(refusal)
    for text in (english, german):
        assert text != refusal.code and not re.search(r"%\d", text), text
    assert german != english
    # the German template is in the catalogue (a missing one falls back to the English)
    template = refusal_templates()[refusal.code][0]
    with i18n.language_in_use("de"):
        assert i18n.lookup("Refusals", template) is not None
    assert not german_whole.startswith(f"{refusal.field}:")  # the field in words, too
    if "stack" in refusal.args:  # stacks named as the framework selector names them
        assert english.startswith(choice_label("framework", str(refusal.args["stack"])))


def test_a_layout_refusal_reaches_the_plan_with_its_code_and_arguments() -> None:
    scenario = Scenario.model_validate(
        {"framework": "torchtitan", "hardware": HGX_H200, "parallelism": {"tensor": 3}}
    )
    with pytest.raises(PlanError) as refused:
        plan(scenario)
    assert refused.value.code == "layout_not_dividing"
    assert refused.value.refusal.args == {"ranks": 3, "gpus": 8}
    assert refusal_text(refused.value.refusal) == (
        "parallelism: tensor × pipeline × context = 3 does not divide the 8 GPUs"
    )
    # the core writes no words of its own: its `str()` for logs is the code and arguments
    assert str(refused.value) == "parallelism: layout_not_dividing (ranks=3, gpus=8)"
