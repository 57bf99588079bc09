"""The chain from the folder to the tokens trained, worded for the report: one row per step,
with the factor it applies and the tokens after it (`PlanResult.token_chain`)."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.core.document_lengths import TokenChain
from llmplan.corpus.report import CorpusReport
from llmplan.presentation import formatting, i18n

_t = i18n.translator("TokenChain")


@dataclass(frozen=True)
class ChainRow:
    step: str
    factor: str  # "× 1.012", "" for the starting count
    tokens: str
    note: str


def chain_headers() -> list[str]:
    return [_t("Step"), _t("Factor"), _t("Tokens"), _t("Why")]


def _times(factor: float) -> str:
    if factor >= 100:  # a sample scaled to its archive: three decimals say nothing
        return "× " + formatting.number(factor, 0)
    return "× " + formatting.number(factor, 3 if abs(factor - round(factor)) > 5e-4 else 0)


def chain_rows(chain: TokenChain, corpus: CorpusReport | None) -> list[ChainRow]:
    """Folder (raw estimate) → trainable → with separators → padded → with replay → trained."""
    rows: list[ChainRow] = []
    trainable = chain.trainable_tokens
    if corpus is not None and corpus.tokens_estimated > 0:
        rows.append(
            ChainRow(
                _t("Tokens in the folder (raw estimate)"),
                "",
                formatting.tokens(corpus.tokens_estimated),
                _t("corpus scan, %1").replace("%1", corpus.primary_tokenizer),
            )
        )
        loss = formatting.percent(corpus.cleaning_loss, 0)
        if corpus.cleaning is None:  # a scan without the measured steps (an older report)
            note = _t("after the assumed cleaning loss of %1").replace("%1", loss)
        elif corpus.cleaning_loss > 0:
            note = _t("measured cleaning steps, then the assumed extra loss of %1").replace(
                "%1", loss
            )
        else:
            note = _t("measured cleaning steps")
        factor = _times(trainable / corpus.tokens_estimated)
        archive = (corpus.archive or {}).get(corpus.primary_tokenizer)
        if archive is not None:
            rows.append(
                ChainRow(
                    _t("Tokens in the whole archive (from its size)"),
                    _times(archive.tokens_estimated / corpus.tokens_estimated),
                    formatting.tokens(archive.tokens_estimated),
                    _t("%1 at the folder's tokens per byte").replace(
                        "%1", formatting.size_bytes(sum(archive.bytes_by_type.values()))
                    ),
                )
            )
        elif corpus.plan_tokens > 0 and abs(trainable - corpus.plan_tokens) > 0.005 * max(
            trainable, 1.0
        ):  # (a scan that counted nothing has no ratio to give)
            # the plan's own figure: reconciled with the scan's trainable count by its ratio
            factor = _times(trainable / corpus.plan_tokens)
            note = i18n.fill(
                _t(
                    "as entered in the plan: %1 the scan's trainable count of %2; the folder "
                    "is taken as a sample of the archive these tokens come from, and data "
                    "preparation is planned for that archive"
                ),
                factor,
                formatting.tokens(corpus.plan_tokens),
            )
        rows.append(
            ChainRow(_t("Trainable tokens per epoch"), factor, formatting.tokens(trainable), note)
        )
    else:
        rows.append(
            ChainRow(
                _t("Trainable tokens per epoch"), "", formatting.tokens(trainable), _t("the plan")
            )
        )
    with_separators = chain.tokens_with_separators
    measured_note = (
        _t("one per document; %1 documents measured, %2 tokens each on average")
        .replace("%1", formatting.number(chain.documents_measured))
        .replace("%2", formatting.number(chain.mean_document_tokens or 0.0))
        if chain.documents_measured
        else _t("no document lengths measured: not counted")
    )
    rows.append(
        ChainRow(
            _t("With separator tokens"),
            _times(chain.separator_factor),
            formatting.tokens(with_separators),
            measured_note,
        )
    )
    padded = chain.tokens_in_sequences
    if chain.packing:
        padding_note = _t("packed into sequences of %1 tokens: no padding").replace(
            "%1", formatting.number(chain.seq_len)
        )
    elif chain.documents_measured:
        padding_note = _t(
            "one document per sequence of %1 tokens, padded; from the measured lengths"
        ).replace("%1", formatting.number(chain.seq_len))
    else:
        padding_note = _t("padded, but no document lengths measured: not counted")
    rows.append(
        ChainRow(
            _t("Packed or padded"),
            _times(chain.padding_overhead),
            formatting.tokens(padded),
            padding_note,
        )
    )
    rows.append(
        ChainRow(
            _t("With replay of general text"),
            _times(chain.replay_factor),
            formatting.tokens(chain.tokens_per_epoch),
            _t(
                "%1 of the trained tokens are general text against forgetting (Ibrahim et al. 2024)"
            ).replace("%1", formatting.percent(chain.replay_fraction, 0)),
        )
    )
    rows.append(
        ChainRow(
            _t("Tokens trained"),
            _times(chain.epochs),
            formatting.tokens(chain.trained_tokens),
            _t("× epochs; the compute and the run time follow this count"),
        )
    )
    return rows


def trained_tokens_text(chain: TokenChain) -> str:
    """One line under the training inputs: what the plan trains on, factor by factor."""
    return (
        _t("Tokens trained: %1 (× %2 separators, × %3 padding, × %4 replay, × %5 epochs)")
        .replace("%1", formatting.tokens(chain.trained_tokens))
        .replace("%2", formatting.number(chain.separator_factor, 3))
        .replace("%3", formatting.number(chain.padding_overhead, 3))
        .replace("%4", formatting.number(chain.replay_factor, 3))
        .replace("%5", formatting.number(chain.epochs, 1))
    )
