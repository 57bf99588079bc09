"""The tokens a plan trains on, in words: every surface (summary strip, Timeline tab,
report, command line) shows `PlanResult.trained_tokens`, never the scenario's own `tokens`
field, which online RL does not train on (the core rewrites the step for its rollouts)."""

from __future__ import annotations

from llmplan.core.result import TrainedTokens
from llmplan.presentation import formatting, i18n

_t = i18n.translator("TrainedTokens")


def trained_tokens_figure(trained: TrainedTokens) -> str:
    """ "61.4 M tokens": the total, every epoch and pass."""
    return formatting.tokens(trained.total)


def trained_tokens_words(trained: TrainedTokens) -> str:
    """The total and what it is made of: "100 M tokens (50.0 M tokens per epoch × 2
    epochs)", or for online RL "61.4 M tokens (5,000 prompts × 8 completions × 1,536 tokens
    × 1 epoch)": the sequences the step trains on."""
    total = trained_tokens_figure(trained)
    epochs = formatting.counted(
        trained.epochs, _t("%1 epoch"), _t("%1 epochs"), formatting.short_number(trained.epochs)
    )
    r = trained.rollout
    if r is None:
        return i18n.fill(
            _t("%1 (%2 per epoch × %3)"),
            total,
            formatting.tokens(trained.per_epoch),
            epochs,
        )
    rollout = [
        formatting.number(r.prompts),
        formatting.number(r.completions_per_prompt),
        formatting.number(r.sequence_tokens),
    ]
    if r.passes > 1:  # PPO trains several times on each rollout
        return i18n.fill(
            _t("%1 (%2 prompts × %3 completions × %4 tokens × %5 PPO epochs × %6)"),
            total,
            *rollout,
            formatting.number(r.passes),
            epochs,
        )
    return i18n.fill(
        _t("%1 (%2 prompts × %3 completions × %4 tokens × %5)"), total, *rollout, epochs
    )
