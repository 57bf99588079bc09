"""Where the training tokens come from: the scan behind the plan, for the report.

Files read of found, complete or sampled (and how), the 95 % interval, the extrapolation to
the archive's size, each measured cleaning step and the trainable tokens, the assumed extra
cleaning loss, duplicates, and what was skipped and why —
each figure rounded as a person quotes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt

from llmplan.presentation import formatting, i18n
from llmplan.presentation.cleaning_words import language_name, step_title, step_why
from llmplan.presentation.corpus_types import group_skipped, reason_text, tokenizer_name, type_name
from llmplan.presentation.ocr_text import needs_ocr_line
from llmplan.units import SECONDS_PER_DAY

_t = i18n.translator("ReportProvenance")


def _as_dict(corpus: Any) -> Mapping[str, Any]:
    """The documented JSON of a CorpusReport (or a mapping of it, as saved)."""
    to_json = getattr(corpus, "to_json_dict", None)
    return to_json() if callable(to_json) else corpus


def _num(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def _interval(low: Any, high: Any) -> str:
    """ "1.10 B – 1.40 B"; a dash when everything was counted (no interval to give)."""
    if _num(high) - _num(low) < 0.5:
        return "–"
    return f"{formatting.compact(_num(low))} – {formatting.compact(_num(high))}"


def _scan_date(scanned_at: Any) -> str:
    if not scanned_at:
        return ""
    moment = QDateTime.fromString(str(scanned_at), Qt.DateFormat.ISODate)
    if not moment.isValid():
        return str(scanned_at)
    return QLocale().toString(moment.toLocalTime().date(), QLocale.FormatType.LongFormat)


def provenance_rows(corpus: Any) -> list[list[str]]:
    """(what, value) rows of the scan behind the token count."""
    corpus = _as_dict(corpus)
    rows: list[list[str]] = []
    roots = ", ".join(str(r).rstrip("/").rsplit("/", 1)[-1] for r in corpus.get("roots") or [])
    scanned = _scan_date(corpus.get("scanned_at"))
    if roots:
        rows.append([_t("Folder scanned"), roots + (f" ({scanned})" if scanned else "")])
    read, found = _num(corpus.get("files_read")), _num(corpus.get("files_total"))
    share = formatting.percent(read / found, 0) if found else "–"
    rows.append(
        [
            _t("Files read of found"),
            _t("%1 of %2 (%3), %4 of %5")
            .replace("%1", formatting.number(read))
            .replace("%2", formatting.number(found))
            .replace("%3", share)
            .replace("%4", formatting.size_bytes(_num(corpus.get("bytes_read"))))
            .replace("%5", formatting.size_bytes(_num(corpus.get("bytes_total")))),
        ]
    )
    if corpus.get("cancelled"):
        method = _t("stopped early: a partial count, the rest extrapolated from it")
    elif corpus.get("sampled"):
        method = _t(
            "random sample of %1 draws by file type and size (without replacement), "
            "extrapolated to the whole folder"
        ).replace("%1", formatting.number(_num(corpus.get("sample_draws"))))
    else:
        method = _t("complete: every readable file counted")
    rows.append([_t("Method"), method])
    tokenizers = corpus.get("tokenizers") or {}
    primary = tokenizers.get(corpus.get("primary_tokenizer")) or {}
    interval = _interval(corpus.get("ci95_low"), corpus.get("ci95_high"))
    counter = tokenizer_name(str(primary.get("name") or corpus.get("primary_tokenizer")))
    template = (
        _t("%1 (95 % interval %2), counted with %3").replace("%2", interval)
        if interval != "–"
        else _t("%1, counted with %3")
    )
    rows.append(
        [
            _t("Tokens in the folder"),
            template.replace("%1", formatting.tokens(_num(corpus.get("tokens_estimated")))).replace(
                "%3", counter
            ),
        ]
    )
    for key, row in tokenizers.items():
        if key == corpus.get("primary_tokenizer"):
            continue
        rows.append(
            [
                _t("With %1").replace("%1", tokenizer_name(str(row.get("name") or key))),
                formatting.tokens(_num(row.get("tokens_estimated"))),
            ]
        )
    archive = (corpus.get("archive") or {}).get(corpus.get("primary_tokenizer"))
    if archive:
        size = sum((archive.get("bytes_by_type") or {}).values())
        rows.append(
            [
                _t("Whole archive"),
                _t("%1 (95 % interval %2) for %3, extrapolated by file type")
                .replace("%1", formatting.tokens(_num(archive.get("tokens_estimated"))))
                .replace("%2", _interval(archive.get("ci95_low"), archive.get("ci95_high")))
                .replace("%3", formatting.size_bytes(size)),
            ]
        )
    rows += _cleaning_rows(corpus)
    loss = _num(corpus.get("cleaning_loss"))
    rows.append(
        [
            _t("Cleaning loss (assumed)"),
            _t("%1 → %2 usable")
            .replace("%1", formatting.percent(loss))
            .replace("%2", formatting.tokens(_num(corpus.get("usable_tokens")))),
        ]
    )
    rows.append(
        [
            _t("Duplicates"),
            _t("%1 exact, %2 near copies (share of tokens)")
            .replace("%1", formatting.percent(_num(corpus.get("exact_duplicate_fraction")), 1))
            .replace("%2", formatting.percent(_num(corpus.get("near_duplicate_fraction")), 1)),
        ]
    )
    ocr = needs_ocr_line(corpus.get("needs_ocr"))
    if ocr:
        rows.append([_t("Scanned PDF pages"), ocr])
    groups = group_skipped(corpus.get("skipped") or [])
    skipped = int(_num(corpus.get("files_skipped")))
    if skipped:
        reasons = "; ".join(
            f"{reason_text(g.reason)}: {formatting.number(g.files)} ("
            + ", ".join(f"{ext} {len(paths)}" for ext, paths in g.extensions()[:4])
            + (", …" if len(g.by_extension) > 4 else "")
            + ")"
            for g in groups[:5]
        )
        rows.append([_t("Skipped"), f"{formatting.number(skipped)}: {reasons}"])
    else:
        rows.append([_t("Skipped"), _t("none")])
    return rows


def _cleaning_rows(corpus: Mapping[str, Any]) -> list[list[str]]:
    """Each measured cleaning step's tokens removed and why, then the trainable tokens."""
    steps = [step for step in corpus.get("steps") or [] if step.get("enabled")]
    if not steps:
        return []
    rows = []
    for step in steps:
        interval = _interval(step.get("ci95_low"), step.get("ci95_high"))
        value = _t("− %1 (%2 of the tokens found)").replace(
            "%1", formatting.tokens(_num(step.get("tokens_removed")))
        )
        value = value.replace("%2", formatting.percent(_num(step.get("share")), 1))
        if interval != "–":
            value += _t("; 95 % interval %1").replace("%1", interval)
        rows.append(
            [
                step_title(str(step.get("step"))),
                value + ": " + step_why(str(step.get("step"))),
            ]
        )
    interval = _interval(corpus.get("trainable_ci95_low"), corpus.get("trainable_ci95_high"))
    trainable = formatting.tokens(_num(corpus.get("trainable_tokens")))
    languages = ", ".join(
        f"{language_name(code)} {formatting.percent(_num(row.get('share')))}"
        for code, row in list((corpus.get("languages") or {}).items())[:6]
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


def type_rows(corpus: Any) -> list[list[str]]:
    """Per document type: files read of found, the folder estimate and its interval."""
    corpus = _as_dict(corpus)
    rows = []
    by_type: Mapping[str, Mapping[str, Any]] = corpus.get("by_type") or {}
    for key, row in sorted(by_type.items(), key=lambda kv: -_num(kv[1].get("tokens_estimated"))):
        if _num(row.get("files_read")) == 0:
            continue
        rows.append(
            [
                type_name(key),
                f"{formatting.number(_num(row.get('files_read')))} / "
                f"{formatting.number(_num(row.get('files')))}",
                formatting.size_bytes(_num(row.get("bytes"))),
                formatting.compact(_num(row.get("tokens_estimated"))),
                _interval(row.get("ci95_low"), row.get("ci95_high")),
            ]
        )
    return rows


def type_headers() -> list[str]:
    return [
        _t("Type"),
        _t("Files read / found"),
        _t("Size"),
        _t("Tokens (folder estimate)"),
        _t("95 % interval"),
    ]


def scan_age_days(corpus: Mapping[str, Any], now: datetime | None = None) -> float | None:
    """Days since the scan (None when the date is unknown)."""
    scanned = corpus.get("scanned_at")
    if not scanned:
        return None
    try:
        moment = datetime.fromisoformat(str(scanned))
    except ValueError:
        return None
    now = now or datetime.now(moment.tzinfo)
    return (now - moment).total_seconds() / SECONDS_PER_DAY
