"""The buyer of issue 22: Llama 3.1 8B full fine-tuning on 10 B tokens, two servers quoted in
EUR (the 8x H200 NVL for 280,000, the 8x RTX PRO 6000 for 110,000) — shared by the price
tests of the core and of the report."""

from __future__ import annotations

from llmplan.core.scenario import Scenario

BUYER = Scenario.model_validate(
    {
        "name": "8B on our own server?",
        "model": "llama-3.1-8b",
        "method": "full",
        "tokens": 1e10,
        "hardware": {"server": "8x-h200-nvl"},
        "prices": [
            {"server": "8x-h200-nvl", "purchase": {"amount": 280_000, "currency": "EUR"}},
            {
                "server": "8x-rtx-pro-6000-server",
                "purchase": {"amount": 110_000, "currency": "EUR"},
            },
        ],
        "costs": {"currency": "EUR"},
    }
)
