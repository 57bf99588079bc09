"""Where the training tokens come from: the scan behind the plan, for the report.

Files read of found, complete or sampled (and how), the 95 % interval, the extrapolation to
the archive's size, each measured cleaning step and the trainable tokens, the assumed extra
cleaning loss, duplicates, and what was skipped and why —
each figure rounded as a person quotes it.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QLocale, Qt

from llmplan.corpus.report import CorpusReport
from llmplan.presentation import formatting, i18n
from llmplan.presentation.cleaning_words import language_name, step_title, step_why
from llmplan.presentation.corpus_types import group_skipped, tokenizer_name, type_name
from llmplan.presentation.ocr_text import needs_ocr_line

_t = i18n.translator("ReportProvenance")


def _interval(low: float, high: float) -> str:
    """ "1.10 B – 1.40 B"; a dash when everything was counted (no interval to give)."""
    if high - low < 0.5:
        return "–"
    return f"{formatting.compact(low)} – {formatting.compact(high)}"


def _scan_date(scanned_at: str | None) -> str:
    if not scanned_at:
        return ""
    moment = QDateTime.fromString(scanned_at, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return scanned_at
    return QLocale().toString(moment.toLocalTime().date(), QLocale.FormatType.LongFormat)


def provenance_rows(corpus: CorpusReport) -> list[list[str]]:
    """(what, value) rows of the scan behind the token count (figures rounded as the
    documented JSON rounds them)."""
    rows: list[list[str]] = []
    roots = ", ".join(r.rstrip("/").rsplit("/", 1)[-1] for r in corpus.roots)
    scanned = _scan_date(corpus.scanned_at)
    if roots:
        rows.append([_t("Folder scanned"), roots + (f" ({scanned})" if scanned else "")])
    read, found = corpus.files_read, corpus.files_total
    share = formatting.percent(read / found, 0) if found else "–"
    rows.append(
        [
            _t("Files read of found"),
            _t("%1 of %2 (%3), %4 of %5")
            .replace("%1", formatting.number(read))
            .replace("%2", formatting.number(found))
            .replace("%3", share)
            .replace("%4", formatting.size_bytes(corpus.bytes_read))
            .replace("%5", formatting.size_bytes(corpus.bytes_total)),
        ]
    )
    if corpus.cancelled:
        method = _t("stopped early: a partial count, the rest extrapolated from it")
    elif corpus.sampled:
        method = _t(
            "random sample of %1 draws by file type and size (without replacement), "
            "extrapolated to the whole folder"
        ).replace("%1", formatting.number(corpus.sample_draws))
    else:
        method = _t("complete: every readable file counted")
    rows.append([_t("Method"), method])
    primary = corpus.tokenizers.get(corpus.primary_tokenizer)
    interval = _interval(round(corpus.ci95_low), round(corpus.ci95_high))
    counter = tokenizer_name((primary.name if primary else "") or corpus.primary_tokenizer)
    template = (
        _t("%1 (95 % interval %2), counted with %3").replace("%2", interval)
        if interval != "–"
        else _t("%1, counted with %3")
    )
    rows.append(
        [
            _t("Tokens in the folder"),
            template.replace("%1", formatting.tokens(round(corpus.tokens_estimated))).replace(
                "%3", counter
            ),
        ]
    )
    for key, row in corpus.tokenizers.items():
        if key == corpus.primary_tokenizer:
            continue
        rows.append(
            [
                _t("With %1").replace("%1", tokenizer_name(row.name or key)),
                formatting.tokens(row.tokens_estimated),
            ]
        )
    archive = (corpus.archive or {}).get(corpus.primary_tokenizer)
    if archive:
        rows.append(
            [
                _t("Whole archive"),
                _t("%1 (95 % interval %2) for %3, extrapolated by file type")
                .replace("%1", formatting.tokens(archive.tokens_estimated))
                .replace("%2", _interval(archive.ci95_low, archive.ci95_high))
                .replace("%3", formatting.size_bytes(sum(archive.bytes_by_type.values()))),
            ]
        )
    rows += _cleaning_rows(corpus)
    rows.append(
        [
            _t("Cleaning loss (assumed)"),
            _t("%1 → %2 usable")
            .replace("%1", formatting.percent(corpus.cleaning_loss))
            .replace("%2", formatting.tokens(round(corpus.usable_tokens))),
        ]
    )
    rows.append(
        [
            _t("Duplicates"),
            _t("%1 exact, %2 near copies (share of tokens)")
            .replace("%1", formatting.percent(corpus.exact_duplicate_fraction, 1))
            .replace("%2", formatting.percent(corpus.near_duplicate_fraction, 1)),
        ]
    )
    ocr = needs_ocr_line(corpus.needs_ocr)
    if ocr:
        rows.append([_t("Scanned PDF pages"), ocr])
    rows.append([_t("Skipped"), _skipped_text(corpus)])
    if corpus.noted:
        rows.append([_t("Read and counted, with a note"), _noted_text(corpus)])
    return rows


def _noted_text(corpus: CorpusReport) -> str:
    """'2: read and counted, but its text looks garbled (…): 2 (.pdf 2)'."""
    groups = group_skipped(corpus.noted)
    notes = "; ".join(
        f"{g.heading}: {formatting.number(g.files)} ("
        + ", ".join(f"{ext} {len(paths)}" for ext, paths in g.extensions()[:4])
        + ")"
        for g in groups
    )
    return f"{formatting.number(len(corpus.noted))}: {notes}"


def _skipped_text(corpus: CorpusReport) -> str:
    """'3: unsupported type: 2 (.gz 1, .c 1); …', or 'none'."""
    if not corpus.files_skipped:
        return _t("none")
    groups = group_skipped(corpus.skipped)
    reasons = "; ".join(
        f"{g.heading}: {formatting.number(g.files)} ("
        + ", ".join(f"{ext} {len(paths)}" for ext, paths in g.extensions()[:4])
        + (", …" if len(g.by_extension) > 4 else "")
        + ")"
        for g in groups[:5]
    )
    return f"{formatting.number(corpus.files_skipped)}: {reasons}"


def _cleaning_rows(corpus: CorpusReport) -> list[list[str]]:
    """Each measured cleaning step's tokens removed and why, then the trainable tokens."""
    steps = [step for step in corpus.step_rows() if step.enabled]
    if not steps:
        return []
    rows = []
    for step in steps:
        interval = _interval(step.ci95_low, step.ci95_high)
        value = _t("− %1 (%2 of the tokens found)").replace(
            "%1", formatting.tokens(step.tokens_removed)
        )
        value = value.replace("%2", formatting.percent(step.share, 1))
        if interval != "–":
            value += _t("; 95 % interval %1").replace("%1", interval)
        rows.append([step_title(step.step), value + ": " + step_why(step.step)])
    figure = corpus.trainable()
    interval = _interval(figure.low, figure.high)
    trainable = formatting.tokens(figure.value)
    languages = ", ".join(
        f"{language_name(code)} {formatting.percent(row.share)}"
        for code, row in list(corpus.language_shares().items())[:6]
    )
    text = (
        _t("%1 (95 % interval %2)").replace("%1", trainable).replace("%2", interval)
        if interval != "–"
        else trainable
    )
    if languages:
        text += _t("; languages: %1").replace("%1", languages)
    rows.append([_t("Trainable tokens (measured)"), text])
    return rows


def type_rows(corpus: CorpusReport) -> list[list[str]]:
    """Per document type: files read of found, the folder estimate and its interval."""
    ordered = sorted(corpus.by_type.items(), key=lambda kv: (-kv[1].tokens_estimated, kv[0]))
    return [
        [
            type_name(key),
            f"{formatting.number(row.files_read)} / {formatting.number(row.files)}",
            formatting.size_bytes(row.bytes),
            formatting.compact(row.tokens_estimated),
            _interval(row.ci95_low, row.ci95_high),
        ]
        for key, row in ordered
        if row.files_read
    ]


def type_headers() -> list[str]:
    return [
        _t("Type"),
        _t("Files read / found"),
        _t("Size"),
        _t("Tokens (folder estimate)"),
        _t("95 % interval"),
    ]
