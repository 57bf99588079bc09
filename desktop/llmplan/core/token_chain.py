"""The explanations of the token chain (`llmplan.core.document_lengths`): each factor
between the trainable tokens and the tokens trained, with its formula, inputs and source."""

from __future__ import annotations

from llmplan.core.document_lengths import TokenChain
from llmplan.core.explain import SRC_ASSUMPTION, SRC_SEED_000, explain, inputs_from
from llmplan.core.result import Explanation


def chain_explanations(chain: TokenChain) -> dict[str, Explanation]:
    """The explained factors, keyed `tokens_chain.*`."""
    measured = chain.documents_measured
    lengths_source = "corpus scan (per-document token counts)" if measured else SRC_ASSUMPTION
    return {
        "tokens_chain.separator_share": explain(
            "Separator tokens",
            chain.separator_share,
            "",
            "one separator per document: documents / document tokens"
            + ("" if measured else " (0 while no length distribution is measured)"),
            lengths_source,
            documents=measured,
            mean_document_tokens=chain.mean_document_tokens,
        ),
        "tokens_chain.padding_overhead": explain(
            "Padding overhead",
            chain.padding_overhead,
            "",
            "packed: 1; padded: Σ ⌈(L + 1) / seq_len⌉ × seq_len / Σ (L + 1)",
            lengths_source,
            **inputs_from(chain, "packing", "seq_len"),
            documents=measured,
        ),
        "tokens_chain.replay_fraction": explain(
            "Replay of general text",
            chain.replay_fraction,
            "",
            "share of the trained tokens that is general text mixed back in; the study "
            "names no fixed share, test the mix in a small run",
            SRC_SEED_000 + "; " + SRC_ASSUMPTION,
        ),
        "tokens_chain.trained_tokens": explain(
            "Tokens trained",
            chain.trained_tokens,
            "tokens",
            "tokens × (1 + separator share) × padding overhead / (1 − replay) × epochs",
            SRC_SEED_000,
            tokens=chain.trainable_tokens,
            **inputs_from(
                chain, "separator_share", "padding_overhead", "replay_fraction", "epochs"
            ),
        ),
    }
