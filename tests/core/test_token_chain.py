"""Trainable → trained tokens, checked from first principles on planted document lengths.

A planted set of per-document token counts is binned as the corpus scan bins them
(powers of two); the expected separator share, padding overhead and totals are computed
from the individual lengths, not from the histogram.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest
from pydantic import ValidationError

from llmplan.core.document_lengths import DocumentLengths, LengthBin
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario

SEQ_LEN = 2048


def binned(lengths: list[int]) -> DocumentLengths:
    """Log-spaced bins [2^k, 2^(k+1)), as the scan records them."""
    counts: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for length in lengths:
        k = length.bit_length() - 1
        counts[k][0] += 1
        counts[k][1] += length
    return DocumentLengths(
        bins=[
            LengthBin(low=2**k, high=2 ** (k + 1), documents=n, tokens=t)
            for k, (n, t) in sorted(counts.items())
        ]
    )


# short mails and notes: all shorter than one sequence, so padding is exact
SHORT = [37, 120, 120, 250, 511, 800, 1023, 1500, 2000, 2046] * 7


def _padded_exactly(lengths: list[int], seq_len: int) -> float:
    return sum(math.ceil((n + 1) / seq_len) * seq_len for n in lengths) / sum(
        n + 1 for n in lengths
    )


def test_separator_share_is_one_token_per_document() -> None:
    chain = Scenario(tokens=1e9, document_lengths=binned(SHORT)).token_chain
    assert chain.separator_share == pytest.approx(len(SHORT) / sum(SHORT), rel=1e-12)
    assert chain.padding_overhead == 1.0  # packed by default
    assert chain.tokens_per_epoch == pytest.approx(1e9 * (1 + len(SHORT) / sum(SHORT)))


def test_padding_overhead_of_short_documents_is_exact() -> None:
    chain = Scenario(
        tokens=1e9, seq_len=SEQ_LEN, packing=False, document_lengths=binned(SHORT)
    ).token_chain
    expected = _padded_exactly(SHORT, SEQ_LEN)
    assert chain.padding_overhead == pytest.approx(expected, rel=1e-12)
    # by hand: 70 sequences of 2048 for 70 documents of 8,407 tokens + 70 separators each ×7
    assert expected == pytest.approx(70 * 2048 / (7 * 8407 + 70), rel=1e-12)


def test_padding_overhead_with_documents_longer_than_a_sequence() -> None:
    long_ones = [3000, 5000, 9000, 20_000, 4097, 6500, 12_000, 30_000, 2100, 15_000] * 5
    lengths = SHORT + long_ones
    chain = Scenario(
        tokens=1e9, seq_len=SEQ_LEN, packing=False, document_lengths=binned(lengths)
    ).token_chain
    # the long documents' last sequence is taken as half full: within a few percent here
    assert chain.padding_overhead == pytest.approx(_padded_exactly(lengths, SEQ_LEN), rel=0.05)
    assert chain.padding_overhead > 1.0


def test_replay_and_epochs_scale_the_trained_tokens() -> None:
    lengths = binned(SHORT)
    base = Scenario(tokens=2e9, document_lengths=lengths).token_chain
    mixed = Scenario(tokens=2e9, document_lengths=lengths, replay_fraction=0.25, epochs=3)
    chain = mixed.token_chain
    # a quarter of what is trained is general text: the domain is the other three quarters
    assert chain.tokens_per_epoch * 0.75 == pytest.approx(base.tokens_per_epoch, rel=1e-12)
    assert chain.trained_tokens == pytest.approx(3 * chain.tokens_per_epoch, rel=1e-12)
    assert mixed.total_tokens == chain.trained_tokens
    domain_share = base.tokens_per_epoch / chain.tokens_per_epoch
    assert domain_share == pytest.approx(1 - 0.25)


def test_defaults_are_tokens_times_epochs() -> None:
    scenario = Scenario(tokens=3e9, epochs=2.5)
    assert scenario.token_chain.is_identity
    assert scenario.total_tokens == 3e9 * 2.5


def test_flops_and_time_follow_the_trained_tokens(run_plan: Callable[..., PlanResult]) -> None:
    plain = run_plan(tokens=1e9, framework="reference")
    fields = {"packing": False, "seq_len": SEQ_LEN, "replay_fraction": 0.1}
    chained = run_plan(
        tokens=1e9,
        framework="reference",
        document_lengths=binned(SHORT).model_dump(),
        epochs=2,
        **fields,
    )
    chain = chained.token_chain
    assert chain is not None
    factor = (1 + len(SHORT) / sum(SHORT)) * _padded_exactly(SHORT, SEQ_LEN) / 0.9 * 2
    assert chain.trained_tokens == pytest.approx(1e9 * factor, rel=1e-9)
    # memory, throughput per token, MFU: unchanged; compute and time scale with the count
    assert chained.time.flops / plain.time.flops == pytest.approx(factor, rel=1e-9)
    assert chained.time.train_seconds / plain.time.train_seconds == pytest.approx(factor, rel=1e-9)
    assert chained.explanations["flops"].inputs["D_tokens"] == pytest.approx(chain.trained_tokens)
    explained = chained.explanations["tokens_chain.trained_tokens"]
    assert explained.value == chain.trained_tokens
    assert explained.inputs["padding_overhead"] == chain.padding_overhead
    assert "token_chain" in chained.to_json_dict()
    assert "token_chain" not in plain.to_json_dict()  # `plan --json` unchanged by default


def test_inconsistent_bins_and_replay_are_refused() -> None:
    with pytest.raises(ValidationError):
        LengthBin(low=64, high=128, documents=2, tokens=10)  # under 2 × 64
    with pytest.raises(ValidationError):
        Scenario(replay_fraction=1.0)


def test_padding_without_measured_lengths_is_said(run_plan: Callable[..., PlanResult]) -> None:
    result = run_plan(packing=False)
    assert "padding_not_measured" in [w.code for w in result.warning_details]
    assert result.token_chain is not None and result.token_chain.padding_overhead == 1.0
    measured = run_plan(packing=False, document_lengths=binned(SHORT).model_dump())
    assert "padding_not_measured" not in [w.code for w in measured.warning_details]


def test_padding_that_more_than_doubles_the_tokens_is_said(
    run_plan: Callable[..., PlanResult],
) -> None:
    from llmplan.presentation import i18n
    from llmplan.presentation.warning_text import warning_text

    # SHORT documents average 120 tokens: padded to 2,048 they take about 2.4 × the tokens
    result = run_plan(packing=False, seq_len=SEQ_LEN, document_lengths=binned(SHORT).model_dump())
    warning = next(w for w in result.warning_details if w.code == "padding_overhead_high")
    assert warning.args["factor"] == pytest.approx(_padded_exactly(SHORT, SEQ_LEN))
    try:
        i18n.set_language("de")
        assert warning_text(warning).startswith("Jedes Dokument auf 2.048 Token aufzufüllen")
    finally:
        i18n.set_language("en")
    packed = run_plan(seq_len=SEQ_LEN, document_lengths=binned(SHORT).model_dump())
    assert "padding_overhead_high" not in [w.code for w in packed.warning_details]


def test_a_saved_scenario_keeps_the_chain(tmp_path: Path) -> None:
    from llmplan.scenario_file import load_scenario_file, save_scenario

    scenario = Scenario(
        tokens=1e9, packing=False, replay_fraction=0.15, document_lengths=binned(SHORT)
    )
    path = tmp_path / "plan.json"
    save_scenario(scenario, path)
    reopened = load_scenario_file(path).scenario
    assert reopened.token_chain == scenario.token_chain
    assert reopened.total_tokens == scenario.total_tokens


def test_a_bad_bin_in_a_file_names_the_field(tmp_path: Path) -> None:
    from llmplan.scenario_file import load_scenario_file

    path = tmp_path / "plan.json"
    path.write_text(
        '{"schema_version": 1, "document_lengths": {"bins": '
        '[{"low": 64, "high": 128, "documents": 2, "tokens": 10}]}}',
        encoding="utf-8",
    )
    with pytest.raises(ValueError, match="document_lengths"):
        load_scenario_file(path)
