"""What a running scan is doing, in the user's language: the Corpus tab's progress line.

A scan first loads its tokenizers (seconds each for the large vocabularies), lists the
folder, searches it for exact copies, starts its reader processes (each loads the
tokenizers again) and only then reads; every phase says what it is, so the line never
stands at "0 files · 0 tokens" while work goes on.
"""

from __future__ import annotations

from llmplan.corpus.progress import ScanProgress
from llmplan.presentation import formatting as fmt
from llmplan.presentation.corpus_types import tokenizer_name
from llmplan.presentation.i18n import fill, translator

_t = translator("ScanProgress")


def progress_line(progress: ScanProgress) -> str:
    """'Loading tokenizers: 2 of 3 — Qwen3 (151K vocabulary) …', 'Listing the folder and its
    exact copies: 1,500 files found …', 'Starting the readers: 8 processes, each loading 3
    tokenizers … 4 s since the start', then the reading line."""
    match progress.phase:
        case "loading":
            return _loading(progress)
        case "walking":
            return fill(
                _t("Listing the folder and its exact copies: %1 found …"),
                fmt.counted(progress.files_total_seen, _t("%1 file"), _t("%1 files")),
            )
        case "starting":
            return _starting(progress)
        case "finishing":
            return _t("Adding up the result …")
    return _reading(progress)


def _loading(progress: ScanProgress) -> str:
    if progress.tokenizers_loaded >= progress.tokenizers_total:
        return fill(
            _t("Tokenizers loaded (%1)."),
            fmt.counted(progress.tokenizers_total, _t("%1 tokenizer"), _t("%1 tokenizers")),
        )
    return fill(
        _t("Loading tokenizers: %1 of %2 — %3 …"),
        fmt.number(progress.tokenizers_loaded + 1),
        fmt.number(progress.tokenizers_total),
        tokenizer_name(progress.tokenizer),
    )


def _starting(progress: ScanProgress) -> str:
    waited = fmt.duration(progress.elapsed_s)
    if progress.readers == 0:
        return fill(_t("Reading the first file … (%1 since the start)"), waited)
    return fill(
        _t("Starting the readers: %1, each loading %2 … %3 since the start"),
        fmt.counted(progress.readers, _t("%1 process"), _t("%1 processes")),
        fmt.counted(progress.tokenizers_total, _t("%1 tokenizer"), _t("%1 tokenizers")),
        waited,
    )


def _reading(progress: ScanProgress) -> str:
    eta = progress.eta_s
    if eta is None:
        left = _t("time left not known yet")
    elif progress.eta_is_budget:
        left = fill(_t("%1 left of the time budget"), fmt.duration(eta))
    else:
        left = fill(_t("about %1 left (estimate)"), fmt.duration(eta))
    return fill(
        _t("%1 · %2 of %3 · %4 so far · %5"),
        fmt.counted(progress.files_done, _t("%1 file"), _t("%1 files")),
        fmt.size_bytes(progress.bytes_done),
        fmt.size_bytes(progress.bytes_total),
        fmt.tokens(progress.tokens_so_far),
        left,
    )
