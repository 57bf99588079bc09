"""Seed 001's trade-off from Chinchilla's fitted loss, by hand: the same loss from a smaller
model on more tokens, training 6·N·D and serving 2·N per token; heavy traffic favours the
smaller model, no traffic the larger one."""

from __future__ import annotations

import pytest

from llmplan.catalog.load import Catalog
from llmplan.core.scenario import Scenario
from llmplan.core.serving.tradeoff import Tradeoff, loss, tokens_for_loss, tradeoff


def _tradeoff(catalog: Catalog, requests_per_day: float) -> Tradeoff:
    scenario = Scenario.model_validate(
        {
            "model": "llama-3.1-70b",
            "tokens": 1.4e12,  # Chinchilla's 20 tokens per parameter
            "serving": {
                "requests_per_day": requests_per_day,
                "prompt_tokens": 1000,
                "output_tokens": 280,
            },
        }
    )
    return tradeoff(scenario, catalog.model("llama-3.1-70b"), months=36)


def test_the_smaller_models_reach_the_same_loss(catalog: Catalog) -> None:
    result = _tradeoff(catalog, 1e6)
    target = 1.69 + 406.4 / 70.55e9**0.34 + 410.7 / 1.4e12**0.28
    assert result.target_loss == pytest.approx(target, rel=1e-3)
    for option in result.options:
        assert option.tokens is not None
        assert loss(option.parameters, option.tokens) == pytest.approx(result.target_loss)
        assert option.training_flops == pytest.approx(6 * option.parameters * option.tokens)
        served = 1e6 * 1280 * 36 * 30.44
        assert option.serving_flops == pytest.approx(2 * option.parameters * served, rel=1e-3)
    tokens = [option.tokens for option in result.options]
    assert tokens == sorted(tokens)  # smaller models need more tokens


def test_traffic_decides_which_size_costs_least(catalog: Catalog) -> None:
    idle, busy = _tradeoff(catalog, 1e-3), _tradeoff(catalog, 1e9)
    assert idle.best is not None and busy.best is not None
    assert busy.best.parameters < 70.55e9 * 0.3  # served a lot: the smallest
    assert busy.best.parameters <= idle.best.parameters


def test_a_size_too_small_never_reaches_the_loss() -> None:
    # the size term alone (406.4 / N^0.34) keeps a 1 M model above a loss of 2
    assert tokens_for_loss(1e6, 2.0) is None
