"""The report's list of sources: each work a figure of the report cites, once, with what a
reader needs to find it — authors, year and address — or, for the source documents the
planner was built from, what the document itself tells of its origin: they name no author,
date or web address, and that is said rather than made up.

A figure's explanation cites a work by a short form (a title, "Hoffmann et al. 2022
(Chinchilla)"); here each short form has its full reference.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from llmplan.core.advisor.recommend import Recommendation
from llmplan.core.explain import (
    SRC_8BIT,
    SRC_CHINCHILLA,
    SRC_EAI,
    SRC_ECB,
    SRC_KORTHIKANTI,
    SRC_LORA,
    SRC_QLORA,
    SRC_SEED_000,
    SRC_SEED_001,
    SRC_SEED_002,
    SRC_SEED_003,
    SRC_SEED_004,
    SRC_ZERO,
)
from llmplan.core.result import PlanResult
from llmplan.core.run.pricing import buy_vs_rent_explanations
from llmplan.presentation import i18n
from llmplan.presentation.price_text import bought_options

_t = i18n.translator("SourceList")

_NO_ORIGIN = "The document names no author, date or web address."


def _title(source: str) -> str:
    return source.strip("“”")


# (the short form a figure's source names, the full reference in English; translated where
# it is shown). Source documents: what each says of itself, and that it names no more.
_REFERENCES: tuple[tuple[str, str], ...] = (
    (
        _title(SRC_SEED_000),
        f"{SRC_SEED_000} — German article by a server vendor (its last section offers the "
        "8x H200 NVL server it plans for sale); source document 000 of this planner. " + _NO_ORIGIN,
    ),
    (
        _title(SRC_SEED_001),
        f"{SRC_SEED_001} — German text, a chapter on compute budgets (it cites Kaplan et al. "
        "2020); source document 001 of this planner. " + _NO_ORIGIN,
    ),
    (
        _title(SRC_SEED_002),
        f"{SRC_SEED_002} — German tutorial on training a 100M–1.5B model from scratch; "
        "source document 002 of this planner. " + _NO_ORIGIN,
    ),
    (
        _title(SRC_SEED_003),
        f"{SRC_SEED_003} — Russian guide by a GPU rental provider (it quotes its own "
        "monthly rents); source document 003 of this planner. " + _NO_ORIGIN,
    ),
    (
        _title(SRC_SEED_004),
        f"{SRC_SEED_004} — German comparison of rented cloud GPUs; source document 004 of "
        "this planner. " + _NO_ORIGIN,
    ),
    (
        "Transformer Math 101",
        f"{SRC_EAI}: Q. Anthony, S. Biderman, H. Schoelkopf, EleutherAI blog, "
        "https://blog.eleuther.ai/transformer-math/",
    ),
    (
        "Korthikanti et al. 2022",
        f"{SRC_KORTHIKANTI} in Large Transformer Models, https://arxiv.org/abs/2205.05198",
    ),
    (
        "Rajbhandari et al. 2020",
        f"{SRC_ZERO}: ZeRO: Memory Optimizations Toward Training Trillion Parameter Models, "
        "https://arxiv.org/abs/1910.02054",
    ),
    (
        "Dettmers et al. 2023",
        f"{SRC_QLORA}: QLoRA: Efficient Finetuning of Quantized LLMs, "
        "https://arxiv.org/abs/2305.14314",
    ),
    (
        "Hu et al. 2021",
        f"{SRC_LORA}: LoRA: Low-Rank Adaptation of Large Language Models, "
        "https://arxiv.org/abs/2106.09685",
    ),
    (
        "Hoffmann et al. 2022",
        f"{SRC_CHINCHILLA}: Training Compute-Optimal Large Language Models, "
        "https://arxiv.org/abs/2203.15556",
    ),
    (
        "Dettmers et al. 2022",
        f"{SRC_8BIT}: 8-bit Optimizers via Block-wise Quantization, "
        "https://arxiv.org/abs/2110.02861",
    ),
    (
        "Narayanan et al. 2021",
        "Narayanan et al. 2021: Efficient Large-Scale Language Model Training on GPU "
        "Clusters Using Megatron-LM, https://arxiv.org/abs/2104.04473",
    ),
    (
        "Kwon et al. 2023",
        "Kwon et al. 2023: Efficient Memory Management for Large Language Model Serving with "
        "PagedAttention (vLLM), https://arxiv.org/abs/2309.06180",
    ),
    (
        "Ibrahim et al. 2024",
        "Ibrahim et al. 2024: Simple and Scalable Strategies to Continually Pre-train Large "
        "Language Models, https://arxiv.org/abs/2403.08763",
    ),
    (
        SRC_ECB,
        f"{SRC_ECB}, https://www.ecb.europa.eu/stats/policy_and_exchange_rates/"
        "euro_reference_exchange_rates/html/index.en.html",
    ),
)


def references(sources: Iterable[str]) -> list[str]:
    """The full reference of each work the given sources name, once, in the order first
    named, in the reader's language."""
    found: list[str] = []
    for source in sources:
        for short, reference in _REFERENCES:
            if short in source and reference not in found:
                found.append(reference)
    return [_t(reference) for reference in found]


def report_sources(
    results: Sequence[PlanResult], advice: Recommendation | None = None
) -> list[str]:
    """The works the report's figures cite: every plan's explanations and prices, and the
    buy-against-rent figures of the options page."""
    sources: list[str] = []
    for result in results:
        explanations = {**result.explanations, **result.energy.price_explanations}
        sources += [e.source for e in explanations.values() if e.source]
    bought = bought_options(advice) if advice is not None else []
    if bought and bought[0].buy_vs_rent is not None:
        sources += [e.source for e in buy_vs_rent_explanations(bought[0].buy_vs_rent).values()]
    return references(sources)


def sources_heading() -> str:
    return _t("Sources")


def sources_note() -> str:
    return _t(
        "Each work a figure above cites, with its address; the source documents this planner "
        "was built from are named as they name themselves."
    )
