"""Build the `Explanation` that travels with every figure of a plan."""

from __future__ import annotations

from llmplan.core.result import Explanation
from llmplan.units import GB, TFLOPS

__all__ = ["GB", "TFLOPS", "InputValue", "explain", "inputs_from"]

# Sources cited in explanations (one spelling everywhere): articles by title, papers by
# author and year. The SRC_SEED_* names follow the numbering of our source documents.
SRC_SEED_000 = (
    "“Continued Pretraining mit Firmendaten: GPU-Zeit, Speicher und Datenaufbereitung auf 8 GPUs”"
)
SRC_SEED_001 = "“Drei Ressourcen gehören zusammen”"
SRC_SEED_002 = "“Bevor du Code anfasst: Was du wirklich brauchst, um ein LLM zu trainieren”"
SRC_SEED_003 = "“Как дообучить модель 70B: требования к GPU и порядок работы”"
SRC_SEED_004 = "“Beste Cloud-GPUs für das Feinabstimmen von LLMs”"
SRC_EAI = "EleutherAI, Transformer Math 101 (2023)"
SRC_KORTHIKANTI = "Korthikanti et al. 2022, Reducing Activation Recomputation"
SRC_ZERO = "Rajbhandari et al. 2020 (ZeRO)"
SRC_QLORA = "Dettmers et al. 2023 (QLoRA)"
SRC_LORA = "Hu et al. 2021 (LoRA)"
SRC_CHINCHILLA = "Hoffmann et al. 2022 (Chinchilla)"
SRC_8BIT = "Dettmers et al. 2022 (8-bit optimizers)"
SRC_ASSUMPTION = "planning assumption (adjustable in the scenario)"
SRC_OWN_ARCHITECTURE = "your own architecture"  # an inline model that names no source
SRC_ECB = "European Central Bank, euro foreign exchange reference rates"

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


def inputs_from(record: object, *names: str) -> dict[str, InputValue]:
    """Inputs that carry the names of the attributes of `record` they are read from, in the
    order given (`explain(..., **inputs_from(chain, "seq_len", "epochs"))`)."""
    return {name: getattr(record, name) for name in names}
