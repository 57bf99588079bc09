"""`llmplan corpus PATH... [--tokenizer ids] [--budget-seconds N] [--total-bytes N] [--json]`:
count the tokens of a folder of documents (sampling it if a budget says so)."""

from __future__ import annotations

import argparse
import json
import re
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from pydantic import ValidationError

from llmplan.commands.errors import UserError
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.report import CorpusReport, TypeStats
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import TokenizerNotFound
from llmplan.corpus.walk import NO_EXTENSION

_UNITS = {
    "": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12, "pb": 10**15,
    "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40, "pib": 2**50,
}  # fmt: skip
MAX_REASON_LINES = 15
_SIZE = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*([a-z]*)\s*$", re.IGNORECASE)


def parse_size(text: str) -> int:
    """'2TB' -> 2e12 (decimal units, as the seeds use), '500GiB' -> binary, '123' -> bytes."""
    match = _SIZE.match(text)
    if not match or match.group(2).lower() not in _UNITS:
        raise ValueError(f"not a size: {text!r} (use e.g. 500GB, 2TB, 750GiB or bytes)")
    return round(float(match.group(1)) * _UNITS[match.group(2).lower()])


def parse_total_bytes(text: str) -> tuple[int | None, dict[str, int] | None]:
    """'2TB' -> one total; 'pdf=2TB,docx=500GB' -> bytes per type."""
    if "=" not in text:
        return parse_size(text), None
    per_type: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        kind, _, size = part.partition("=")
        if not kind.strip() or not size:
            raise ValueError(f"expected TYPE=SIZE, got {part!r}")
        per_type[kind.strip()] = parse_size(size)
    return None, per_type


HELP = "count the tokens of a folder of documents"
DESCRIPTION = (
    "Count the tokens of a folder of documents with real tokenizers; "
    "sample and extrapolate with a 95 % interval when a budget is set."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="folder(s) or file(s) to scan")
    parser.add_argument(
        "--tokenizer", default="llama-3.1",
        help="tokenizer id(s), comma-separated, or a tokenizer file / model folder; the first "
        "is the primary one (default: llama-3.1)",
    )  # fmt: skip
    parser.add_argument("--budget-seconds", type=float, help="read a sample if the folder "
                        "cannot be read in this many seconds")  # fmt: skip
    parser.add_argument("--budget-bytes", help="read at most about this much (e.g. 500MB)")
    parser.add_argument("--sample-files", type=int, help="read a sample of this many draws")
    parser.add_argument(
        "--target-precision", type=float, metavar="SHARE",
        help="stop reading once the 95 %% interval is within ± this share of the estimate "
        "(e.g. 0.05); combines with the budgets: whichever comes first",
    )  # fmt: skip
    parser.add_argument(
        "--total-bytes",
        help="size of the whole archive, e.g. 2TB, or per type: pdf=2TB,docx=500GB",
    )
    parser.add_argument(
        "--cleaning-loss", type=float, default=0.0,
        help="share of tokens assumed lost to cleaning, 0..1 (default 0)",
    )  # fmt: skip
    parser.add_argument("--workers", type=int, help="worker processes (default: all cores)")
    parser.add_argument("--seed", type=int, default=0, help="random seed of the sample")
    parser.add_argument("--include-hidden", action="store_true", help="scan hidden files too")
    parser.add_argument("--no-duplicates", action="store_true", help="skip duplicate search")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")


def options_from(args: argparse.Namespace) -> ScanOptions:
    """ScanOptions from the command line; every bad value becomes a UserError."""
    try:
        total, per_type = parse_total_bytes(args.total_bytes) if args.total_bytes else (None, None)
        values: dict[str, object] = {
            "tokenizers": [t.strip() for t in args.tokenizer.split(",") if t.strip()],
            "budget_seconds": args.budget_seconds,
            "budget_bytes": parse_size(args.budget_bytes) if args.budget_bytes else None,
            "sample_files": args.sample_files,
            "target_precision": args.target_precision,
            "total_bytes": total,
            "total_bytes_by_type": per_type,
            "cleaning_loss": args.cleaning_loss,
            "seed": args.seed,
            "skip_hidden": not args.include_hidden,
            "find_duplicates": not args.no_duplicates,
        }
        if args.workers is not None:
            values["workers"] = args.workers
        return ScanOptions.model_validate(values)
    except ValidationError as error:
        raise UserError(_option_problems(error)) from None
    except ValueError as error:  # a bad size such as "--total-bytes 2XB"
        raise UserError(f"corpus: {error}") from None


# the command-line flag that sets each ScanOptions field
_FLAG_OF_FIELD = {
    "tokenizers": "--tokenizer",
    "total_bytes": "--total-bytes",
    "total_bytes_by_type": "--total-bytes",
    "skip_hidden": "--include-hidden",
    "find_duplicates": "--no-duplicates",
}


def _option_problems(error: ValidationError) -> str:
    """'--budget-seconds: must be > 0 (got -1.0)': the flag and the reason, as `plan` does."""
    from llmplan.scenario_file import describe_validation_error

    problems = []
    for problem in describe_validation_error(error).split("; "):
        field, _, reason = problem.partition(": ")
        name = field.split(".")[0]
        flag = _FLAG_OF_FIELD.get(name, "--" + name.replace("_", "-"))
        problems.append(f"{flag}: {reason}")
    return "; ".join(problems)


def run(args: argparse.Namespace) -> int:
    options = options_from(args)
    paths = [Path(p) for p in args.paths]
    for path in paths:
        if not path.exists():
            raise UserError(f"corpus: no such file or folder: {path}")
    state = ScanState(on_progress=_print_progress if sys.stderr.isatty() else None)
    try:
        with _cancel_on_interrupt(state):
            report = scan_corpus(paths, options, state)
    except TokenizerNotFound as error:
        raise UserError(f"corpus: {error}") from None
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if args.json:
        print(json.dumps(report.to_json_dict(), indent=2, ensure_ascii=False))
    else:
        print(format_report(report))
    return 130 if report.cancelled else 0


@contextmanager
def _cancel_on_interrupt(state: ScanState) -> Iterator[None]:
    """Ctrl-C cancels the scan, which then returns (and prints) what it has so far."""

    def on_interrupt(_signum: int, _frame: FrameType | None) -> None:
        state.cancel()

    try:
        previous = signal.signal(signal.SIGINT, on_interrupt)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _print_progress(progress: ScanProgress) -> None:
    eta = f", about {progress.eta_s:.0f} s left" if progress.eta_s is not None else ""
    line = (
        f"\r{progress.phase}: {progress.files_done:,} of {progress.files_total_seen:,} files, "
        f"{progress.bytes_done / 1e6:,.1f} MB, {progress.tokens_so_far:,} tokens{eta}"
    )
    print(line.ljust(100)[:120], end="", file=sys.stderr, flush=True)


def _pct(value: float) -> str:
    return f"{100 * value:.1f} %"


def _type_line(key: str, row: TypeStats) -> str:
    return (
        f"{key[:8]:<8}{row.files:>8,}{row.files_read:>8,}{row.files_skipped:>9,}"
        f"{row.bytes / 1e6:>10,.2f}{row.words:>12,}{row.tokens_estimated:>13,.0f}"
        f"{row.tokens_per_byte:>10.3f}{row.tokens_per_word:>10.2f}"
    )


def format_report(report: CorpusReport) -> str:
    """The human-readable table."""
    cancelled = "  (CANCELLED: partial result)" if report.cancelled else ""
    lines = [
        f"Scanned: {', '.join(report.roots)}{cancelled}",
        f"Files: {report.files_total:,} found, {report.files_read:,} read, "
        f"{report.files_skipped:,} skipped; {report.bytes_read / 1e6:,.2f} of "
        f"{report.bytes_total / 1e6:,.2f} MB read in {report.elapsed_seconds:.1f} s"
        + (f" (sample of {report.sample_draws:,} draws)" if report.sampled else ""),
        f"Tokens ({report.primary_tokenizer}): {report.tokens_counted:,} counted; "
        f"{report.tokens_estimated:,.0f} estimated for the whole folder "
        f"(95 % interval {report.ci95_low:,.0f} – {report.ci95_high:,.0f})",
        "",
        f"{'type':<8}{'files':>8}{'read':>8}{'skipped':>9}{'MB':>10}{'words':>12}"
        f"{'tokens':>13}{'tok/byte':>10}{'tok/word':>10}",
    ]
    unreadable = TypeStats()  # types never read (images, archives...) share one line
    for key, row in sorted(report.by_type.items()):
        if row.files_read == 0 and row.files_skipped == row.files and key != NO_EXTENSION:
            for field in ("files", "bytes", "files_skipped"):
                setattr(unreadable, field, getattr(unreadable, field) + getattr(row, field))
            continue
        lines.append(_type_line(key, row))
    if unreadable.files:
        lines.append(_type_line("other", unreadable))
    if len(report.tokenizers) > 1:
        header = f"{'tokenizer':<18}{'vocab':>9}{'tokens':>14}{'95 % interval':>30}"
        lines += ["", header + f"{'tok/word':>10}"]
        for tok in report.tokenizers.values():
            interval = f"{tok.ci95_low:,.0f} – {tok.ci95_high:,.0f}"
            lines.append(
                f"{tok.id[:18]:<18}{tok.vocab_size:>9,}{tok.tokens_estimated:>14,.0f}"
                f"{interval:>30}{tok.tokens_per_word:>10.2f}"
            )
    data = report.to_json_dict()
    lines += [
        "",
        f"Exact copies (same bytes, whole folder): {report.exact_duplicate_files:,} files, "
        f"{report.exact_duplicate_bytes / 1e6:,.2f} MB, {report.exact_duplicate_tokens:,.0f} "
        f"tokens (95 % interval {report.exact_duplicate_ci95_low:,.0f} – "
        f"{report.exact_duplicate_ci95_high:,.0f})",
        f"Duplicates: exact {_pct(report.exact_duplicate_fraction)}, near (MinHash ≥ 0.8) "
        f"{_pct(report.near_duplicate_fraction)} of the tokens read",
        f"Pages equivalent: {data['pages_equivalent']:,.0f} (200,000 tokens ≈ 500 pages)",
        f"Usable after {_pct(report.cleaning_loss)} cleaning loss (assumed): "
        f"{data['usable_tokens']:,} tokens; token IDs at {data['token_id_bytes']} bytes: "
        f"{data['token_storage_gb']:,.3f} GB",
    ]
    if report.archive:
        first = next(iter(report.archive.values()))
        sizes = ", ".join(f"{k} {v / 1e9:,.1f} GB" for k, v in first.bytes_by_type.items())
        lines += ["", f"Whole archive ({sizes}):"]
        for tokenizer, archive in report.archive.items():
            lines.append(
                f"  {tokenizer}: {archive.tokens_estimated:,.0f} tokens "
                f"(95 % interval {archive.ci95_low:,.0f} – {archive.ci95_high:,.0f})"
            )
        lines.append(f"  {first.note}")
    if report.skipped:
        lines += ["", "Skipped:"]
        reasons = list(report.skipped_by_reason.items())
        lines += [f"  {count:>6,}  {reason}" for reason, count in reasons[:MAX_REASON_LINES]]
        if len(reasons) > MAX_REASON_LINES:
            rest = sum(count for _, count in reasons[MAX_REASON_LINES:])
            lines.append(f"  {rest:>6,}  (other reasons; --json lists every file)")
    lines += ["", *[f"Note: {note}" for note in report.notes]] if report.notes else []
    return "\n".join(lines)
