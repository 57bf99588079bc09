"""What a scan hands the plan: the trainable tokens (after the measured cleaning steps and
the typed extra loss), of the whole archive where its size was given, and their 95 %
interval. The Corpus tab's "Use in plan" writes these into the scenario."""

from __future__ import annotations

import math

from llmplan.corpus.report import ArchiveEstimate, CorpusReport


def archive_estimate(report: CorpusReport) -> ArchiveEstimate | None:
    """The primary tokenizer's estimate for the whole archive, if a size was given."""
    return (report.archive or {}).get(report.primary_tokenizer)


def planned_tokens(report: CorpusReport) -> float:
    """Trainable tokens (after the measured cleaning steps and the typed extra loss): of the
    whole archive when its size was given, at the folder's trainable share."""
    estimate = archive_estimate(report)
    if estimate is not None:
        share = report.trainable_share * (1.0 - report.cleaning_loss)
        return float(estimate.tokens_estimated * share)
    return float(report.usable_tokens)


def planned_tokens_ci95(report: CorpusReport) -> tuple[float, float] | None:
    """The 95 % interval of `planned_tokens` (the sample's, scaled alike), whole tokens
    rounded outwards; None where the count is exact (everything was read)."""
    estimate = archive_estimate(report)
    if estimate is not None:
        scale = report.trainable_share * (1.0 - report.cleaning_loss)
        low, high = estimate.ci95_low * scale, estimate.ci95_high * scale
    else:
        trainable = report.cleaning_figures()["trainable"]
        low, high = (end * (1.0 - report.cleaning_loss) for end in (trainable.low, trainable.high))
    low, high = float(math.floor(low)), float(math.ceil(high))
    return (low, high) if 0 < low < high else None
