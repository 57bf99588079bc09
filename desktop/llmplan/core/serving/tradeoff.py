"""Seed 001's trade-off: training cost and serving cost are different objectives. For the
loss the scenario's model reaches on its trained tokens, smaller models reach it on more
tokens (Chinchilla's fitted loss, Hoffmann et al. 2022, approach 3: L = E + A/N^α + B/D^β);
each costs 6·N·D to train and 2·N per token served, so a model served a lot pays for a
longer training run (Llama 3 8B saw about 2,000 tokens per parameter).

The fit describes pretraining from scratch, the seed's setting; for a fine-tuning scenario
it compares the bases one would pretrain.
"""

from __future__ import annotations

from typing import Final

from pydantic import BaseModel, ConfigDict

from llmplan.catalog.schema import ModelArch
from llmplan.core.model.params import count_parameters
from llmplan.core.scenario import Scenario
from llmplan.core.serving.lowest import lowest
from llmplan.core.serving_inputs import Serving
from llmplan.units import SECONDS_PER_DAY, SECONDS_PER_MONTH

# Hoffmann et al. 2022, approach 3 (their eq. 10)
LOSS_E: Final = 1.69
LOSS_A: Final = 406.4
LOSS_B: Final = 410.7
ALPHA: Final = 0.34
BETA: Final = 0.28
SIZES: Final = (1.0, 0.5, 0.25)  # the scenario's model and two smaller ones
SRC_CHINCHILLA_FIT = "Hoffmann et al. 2022 (Chinchilla), approach 3: L = E + A/N^α + B/D^β"


class SizeOption(BaseModel):
    model_config = ConfigDict(frozen=True)

    parameters: float
    tokens: float | None  # None: no number of tokens reaches the loss at this size
    training_flops: float | None
    serving_flops: float  # 2·N per token over the traffic of the months
    total_flops: float | None

    @property
    def tokens_per_parameter(self) -> float | None:
        return None if self.tokens is None else self.tokens / self.parameters


class Tradeoff(BaseModel):
    model_config = ConfigDict(frozen=True)

    target_loss: float
    months: float
    served_tokens: float
    options: tuple[SizeOption, ...]

    @property
    def best(self) -> SizeOption | None:
        return lowest(self.options, lambda o: o.total_flops)


def loss(parameters: float, tokens: float) -> float:
    return LOSS_E + LOSS_A / parameters**ALPHA + LOSS_B / tokens**BETA


def tokens_for_loss(parameters: float, target: float) -> float | None:
    """The tokens that bring a model of `parameters` to `target`; None where its size alone
    keeps it above."""
    rest = target - LOSS_E - LOSS_A / parameters**ALPHA
    return None if rest <= 0 else (LOSS_B / rest) ** (1 / BETA)


def tradeoff(scenario: Scenario, arch: ModelArch, months: float) -> Tradeoff:
    serving = scenario.serving or Serving()
    parameters = float(count_parameters(arch).active)
    target = loss(parameters, scenario.total_tokens)
    per_day = serving.requests_per_day * (serving.prompt_tokens + serving.output_tokens)
    served = per_day * months * SECONDS_PER_MONTH / SECONDS_PER_DAY
    options = []
    for share in SIZES:
        size = parameters * share
        tokens = scenario.total_tokens if share == 1.0 else tokens_for_loss(size, target)
        training = None if tokens is None else 6 * size * tokens
        serving_flops = 2 * size * served
        total = None if training is None else training + serving_flops
        options.append(
            SizeOption(
                parameters=size,
                tokens=tokens,
                training_flops=training,
                serving_flops=serving_flops,
                total_flops=total,
            )
        )
    return Tradeoff(target_loss=target, months=months, served_tokens=served, options=tuple(options))
