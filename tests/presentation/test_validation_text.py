"""The scenario's own checks (not pydantic's built-in ones) are codes with values, worded in
the language in use: a German form says in German why DPO needs a reference."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from llmplan.core.pilot import Pilot
from llmplan.core.scenario import Hardware, Rollout, Scenario
from llmplan.presentation import i18n
from llmplan.presentation.validation_text import describe, reasons

SETUP = {"model": "llama-3.1-8b", "seq_len": 2048}

# each own check of the scenario, with a scenario that fails it
FAILING: dict[str, dict[str, object]] = {
    "gpu_or_server": {"hardware": {"gpu": "h100-sxm", "server": "hgx-8x-h100"}},
    "rollout_gpus": {
        "objective": "grpo",
        "rollout": {"engine": "separate", "gpus": 1, "tensor_parallel": 2},
    },
    "reference_needed": {"objective": "dpo", "reference": "none"},
    "reference_not_precomputable": {"objective": "grpo", "reference": "precomputed"},
}
ENGLISH = {
    "gpu_or_server": "not both or neither",
    "rollout_gpus": "needs at least tensor_parallel GPUs",
    "reference_needed": "DPO compares with a reference model",
    "reference_not_precomputable": "GRPO scores completions",
}
GERMAN = {
    "gpu_or_server": "nicht beides",
    "rollout_gpus": "eigene GPUs",
    "reference_needed": "DPO vergleicht mit einem Referenzmodell",
    "reference_not_precomputable": "GRPO bewertet Antworten",
}


def _error(fields: dict[str, object]) -> ValidationError:
    data = Scenario(model="llama-3.1-8b", hardware=Hardware(gpu="h100-sxm")).model_dump()
    data.update(fields)
    with pytest.raises(ValidationError) as caught:
        Scenario.model_validate(data)
    return caught.value


@pytest.mark.parametrize("code", sorted(FAILING))
def test_an_own_check_is_a_code_worded_in_english_and_german(code: str) -> None:
    error = _error(FAILING[code])
    assert code in {item["type"] for item in error.errors()}
    with i18n.language_in_use("en"):
        assert ENGLISH[code] in reasons(error)
    with i18n.language_in_use("de"):
        german = reasons(error)
    assert GERMAN[code] in german
    assert ENGLISH[code] not in german
    # one line: a nested model's check behind its field, the scenario's own without "value:"
    with i18n.language_in_use("de"):
        line = describe(error)
    assert line.endswith(german) and not line.startswith("value")


@pytest.mark.parametrize(
    ("fields", "code", "german"),
    [
        ({"setup": SETUP, "tokens_per_second": 1000.0}, "pilot_gpu", "Katalog-ID"),
        ({"setup": SETUP, "gpu": "h100-sxm"}, "pilot_measurement", "und/oder"),
    ],
)
def test_a_pilot_files_own_checks_are_worded_in_german(
    fields: dict[str, object], code: str, german: str
) -> None:
    with pytest.raises(ValidationError) as caught:
        Pilot.model_validate(fields)
    assert caught.value.errors()[0]["type"] == code
    with i18n.language_in_use("de"):
        assert german in reasons(caught.value)


def test_the_rollout_check_is_the_rollout_models_own() -> None:
    """The table covers the check wherever the rollout is validated, not only in a scenario."""
    with pytest.raises(ValidationError) as caught:
        Rollout(engine="separate", gpus=1, tensor_parallel=2)
    assert caught.value.errors()[0]["type"] == "rollout_gpus"
