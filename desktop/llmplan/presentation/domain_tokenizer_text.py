"""The domain-tokenizer what-if in words (Corpus tab): its tokens per word against the
model's tokenizer on the same text and seed 002's rule of 1.4 tokens per word."""

from __future__ import annotations

from llmplan.corpus.report import DomainTokenizerStats
from llmplan.presentation import formatting, i18n

_t = i18n.translator("DomainTokenizer")


def fewer_share(stats: DomainTokenizerStats) -> float:
    """How many fewer tokens the domain tokenizer needs for the same text (0..1)."""
    return 1 - stats.tokens / stats.model_tokens if stats.model_tokens else 0.0


def domain_tokenizer_lines(stats: DomainTokenizerStats) -> list[str]:
    rule = formatting.number(stats.rule_tokens_per_word, 1)
    within = stats.tokens_per_word <= stats.rule_tokens_per_word
    return [
        (
            _t(
                "%1 tokens per word with the trained tokenizer (%2 tokens), %3 with %4 "
                "(%5 tokens): %6 fewer."
            )
            if fewer_share(stats) >= 0
            else _t(
                "%1 tokens per word with the trained tokenizer (%2 tokens), %3 with %4 "
                "(%5 tokens): %6 more."
            )
        )
        .replace("%1", formatting.number(stats.tokens_per_word, 2))
        .replace("%2", formatting.compact(stats.tokens))
        .replace("%3", formatting.number(stats.model_tokens_per_word, 2))
        .replace("%4", stats.model_tokenizer)
        .replace("%5", formatting.compact(stats.model_tokens))
        .replace("%6", formatting.percent(abs(fewer_share(stats)), 1)),
        (
            _t("Within the rule of at most %1 tokens per word (seed 002).")
            if within
            else _t(
                "Above the rule of at most %1 tokens per word (seed 002): more vocabulary or "
                "more representative text."
            )
        ).replace("%1", rule),
        _t("Vocabulary %1, trained on %2 of text from %3 documents (at most %4); saved as %5")
        .replace("%1", formatting.number(stats.vocab_size))
        .replace("%2", formatting.size_bytes(stats.sample_bytes))
        .replace("%3", formatting.number(stats.documents))
        .replace("%4", formatting.size_bytes(stats.sample_bytes_cap))
        .replace("%5", stats.path),
    ]


def too_small_text(distinct_words: int, vocab_size: int) -> str:
    return (
        _t(
            "The sample holds %1 distinct words; a %2-token vocabulary needs more text — scan "
            "more files or ask for a smaller vocabulary."
        )
        .replace("%1", formatting.number(distinct_words))
        .replace("%2", formatting.number(vocab_size))
    )
