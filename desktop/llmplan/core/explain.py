"""Build the `Explanation` that travels with every figure of a plan."""

from __future__ import annotations

from llmplan.core.result import Explanation

GB = 1e9  # decimal gigabyte, as in the seeds
TFLOPS = 1e12

# Sources cited in explanations (one spelling everywhere).
SRC_SEED_000 = "seed 000 (continued pretraining on 8 GPUs)"
SRC_SEED_001 = "seed 001 (compute budget and measured throughput)"
SRC_SEED_003 = "seed 003 (fine-tuning a 70B model)"
SRC_EAI = "EleutherAI, Transformer Math 101 (2023)"
SRC_KORTHIKANTI = "Korthikanti et al. 2022, Reducing Activation Recomputation"
SRC_ZERO = "Rajbhandari et al. 2020 (ZeRO)"
SRC_QLORA = "Dettmers et al. 2023 (QLoRA)"
SRC_LORA = "Hu et al. 2021 (LoRA)"
SRC_CHINCHILLA = "Hoffmann et al. 2022 (Chinchilla)"
SRC_8BIT = "Dettmers et al. 2022 (8-bit optimizers)"
SRC_ASSUMPTION = "planning assumption (adjustable in the scenario)"

InputValue = str | float | int | bool | None


def explain(
    label: str,
    value: float | None,
    unit: str,
    formula: str,
    source: str = "",
    **inputs: InputValue,
) -> Explanation:
    """One explanation; inputs are passed as keywords so each one is named."""
    return Explanation(
        label=label, value=value, unit=unit, formula=formula, inputs=inputs, source=source
    )
