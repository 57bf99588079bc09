"""Seed 003's serving case as a scenario: Llama 3.1 70B fine-tuned with QLoRA on the 1x H100
server, served at FP8 with an 8K context and 16 requests at once, the 1x H200 server a
candidate (the guide's 70B at FP8 on one H200, merged on the H100 server)."""

from __future__ import annotations

from llmplan.core.scenario import Scenario

SEED003_SERVED = Scenario.model_validate(
    {
        "model": "llama-3.1-70b",
        "method": "qlora",
        "hardware": {"server": "1x-h100"},
        "candidates": [{"server": "1x-h200"}],
        "serving": {"precision": "fp8", "context": 8192, "concurrency": 16},
    }
)
