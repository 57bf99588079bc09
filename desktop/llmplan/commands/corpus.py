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
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from llmplan.commands.errors import UserError
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.steps import STEPS, CleaningStep
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.report import CorpusReport, DomainTokenizerStats, TypeStats
from llmplan.presentation.cleaning_words import flag_help, step_title
from llmplan.presentation.ocr_text import needs_ocr_line

if TYPE_CHECKING:  # the engine is imported in `run`, while the tokenizer loads
    from llmplan.corpus import domain_tokenizer_task
    from llmplan.corpus.scan_options import ScanOptions

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


DESCRIPTION = (
    "Count the tokens of a folder of documents with real tokenizers; "
    "sample and extrapolate with a 95 % interval when a budget is set."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="folder(s) or file(s) to scan")
    parser.add_argument(
        "--tokenizer",
        default="llama-3.1",
        help="tokenizer id(s), comma-separated, or a tokenizer file / model folder; the first "
        "is the primary one (default: llama-3.1)",
    )
    parser.add_argument(
        "--budget-seconds",
        type=float,
        help="read a sample if the folder cannot be read in this many seconds of reading, "
        "counted from the first file read (loading the tokenizers, listing the folder, the "
        "search for exact copies — at most a quarter of the budget — and starting the "
        "readers come before it)",
    )
    parser.add_argument("--budget-bytes", help="read at most about this much (e.g. 500MB)")
    parser.add_argument("--sample-files", type=int, help="read a sample of this many draws")
    parser.add_argument(
        "--target-precision",
        type=float,
        metavar="SHARE",
        help="stop reading once the 95 %% interval is within ± this share of the estimate "
        "(e.g. 0.05); combines with the budgets: whichever comes first",
    )
    parser.add_argument(
        "--total-bytes",
        help="size of the whole archive, e.g. 2TB, or per type: pdf=2TB,docx=500GB",
    )
    parser.add_argument(
        "--cleaning-loss",
        type=float,
        default=0.0,
        help="share of tokens assumed lost to cleaning, 0..1 (default 0)",
    )
    parser.add_argument("--workers", type=int, help="worker processes (default: all cores)")
    parser.add_argument("--seed", type=int, default=0, help="random seed of the sample")
    parser.add_argument("--include-hidden", action="store_true", help="scan hidden files too")
    parser.add_argument("--no-duplicates", action="store_true", help="skip duplicate search")
    parser.add_argument(
        "--include-ocr-estimate",
        action="store_true",
        help="add the estimated tokens of scanned PDF pages (needs OCR) to the count",
    )
    cleaning = parser.add_argument_group(
        "cleaning steps",
        "measured on what was read, each with its 95 % interval; all on by default but "
        "the opt-in ones",
    )
    for step in STEPS:
        cleaning.add_argument(_flag(step), action="store_true", help=flag_help(step.id))
    cleaning.add_argument(
        "--c4-lines",
        action="store_true",
        help="also apply C4's line rules (terminal punctuation, 3 words per line, 5 sentences "
        "per document): meant for web pages, where a line is a paragraph",
    )
    cleaning.add_argument(
        "--keep-languages",
        metavar="CODES",
        help="ISO 639-1 codes of the languages to train on, comma-separated, e.g. de,en "
        "(default: every language)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--engine",
        choices=("local", "ray"),
        default="local",
        help="where files are read: worker processes here (default) or Ray tasks on a "
        "cluster (needs the 'cluster' extra; the only engine that opens a socket)",
    )
    parser.add_argument(
        "--address",
        metavar="ADDR",
        help="with --engine ray: the Ray cluster to use, as "
        "given (e.g. ray://head:10001); without it a local cluster on 127.0.0.1 only",
    )

    # domain tokenizer what-if (seed 002): a BPE tokenizer trained on the folder's text
    parser.add_argument(
        "--train-tokenizer",
        type=int,
        metavar="N",
        help="also train a BPE tokenizer of N tokens (e.g. 32000) on the folder's text and "
        "compare its tokens per word with the primary tokenizer's and the 1.4 rule",
    )
    parser.add_argument(
        "--tokenizer-out",
        default="domain-tokenizer",
        metavar="DIR",
        help="folder for the trained tokenizer.json (default: ./domain-tokenizer)",
    )
    parser.add_argument(
        "--tokenizer-sample",
        default="64MiB",
        metavar="SIZE",
        help="text the tokenizer trains on at most (default 64MiB)",
    )


def _flag(step: CleaningStep) -> str:
    """--no-<step> for a step on by default, --<step> for an opt-in one."""
    name = step.id.replace("_", "-")
    return f"--no-{name}" if step.default_on else f"--{name}"


def options_from(args: argparse.Namespace) -> ScanOptions:
    """ScanOptions from the command line; every bad value becomes a UserError."""
    from llmplan.corpus.scan_options import ScanOptions

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
            "engine": args.engine,
            "ray_address": args.address,
            "include_ocr_estimate": args.include_ocr_estimate,
            "cleaning": _cleaning_options(args),
        }
        if args.workers is not None:
            values["workers"] = args.workers
        if args.address is not None and args.engine != "ray":
            raise ValueError("--address needs --engine ray")
        return ScanOptions.model_validate(values)
    except ValidationError as error:
        raise UserError(_option_problems(error)) from None
    except ValueError as error:  # a bad size such as "--total-bytes 2XB"
        raise UserError(f"corpus: {error}") from None


def _cleaning_options(args: argparse.Namespace) -> CleaningOptions:
    switches = {
        step.id: not getattr(args, "no_" + step.id)
        if step.default_on
        else bool(getattr(args, step.id))
        for step in STEPS
    }
    options = CleaningOptions(
        keep_languages=args.keep_languages, c4_line_rules=args.c4_lines, **switches
    )
    # no fingerprints: neither kind of copy can be found
    return options.without_copies() if args.no_duplicates else options


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


def _tokenizer_sample_bytes(args: argparse.Namespace) -> int | None:
    """The byte cap of the tokenizer's text, or None without --train-tokenizer."""
    if args.train_tokenizer is None:
        return None
    from llmplan.corpus.domain_tokenizer_task import MIN_VOCAB_SIZE

    if args.train_tokenizer < MIN_VOCAB_SIZE:
        raise UserError(
            f"corpus: --train-tokenizer: at least {MIN_VOCAB_SIZE:,} "
            f"(256 bytes and 4 special tokens), got {args.train_tokenizer:,}"
        )
    try:
        cap = parse_size(args.tokenizer_sample)
    except ValueError as error:
        raise UserError(f"corpus: --tokenizer-sample: {error}") from None
    if cap <= 0:
        raise UserError("corpus: --tokenizer-sample: must be more than 0 bytes")
    return cap


# Below this many bytes of files, the first tokenizer is the one that loads fastest: the
# tiktoken path reads about 20 MB/s of text on one core and loads a second sooner than
# fastokens (Llama 3), so up to a few MB it is done first.
QUICK_LOAD_BELOW_BYTES = 4 * 1024**2


def run(args: argparse.Namespace) -> int:
    from llmplan.corpus.input_size import total_size_below
    from llmplan.corpus.tokenizers import load_in_background

    # The scan's first tokenizer takes about a second to load, mostly outside the GIL: it
    # loads on a thread while the scan engine is imported and the options checked. For a
    # small input the engine that loads fastest: there the load is most of the run.
    first_tokenizer = args.tokenizer.split(",")[0].strip()
    if first_tokenizer:  # none: the options' check says so
        small = args.engine == "local" and total_size_below(args.paths, QUICK_LOAD_BELOW_BYTES)
        load_in_background(first_tokenizer, quick_load=small)
    from llmplan.corpus.ray_scan import RayUnavailable
    from llmplan.corpus.scan import preload_for_reading, scan_corpus
    from llmplan.corpus.tokenizers import TokenizerNotFound

    options = options_from(args)
    sample_bytes = _tokenizer_sample_bytes(args)
    paths = [Path(p) for p in args.paths]
    for path in paths:
        if not path.exists():
            raise UserError(f"corpus: no such file or folder: {path}")
    if options.engine == "local":
        preload_for_reading(options)  # meanwhile too: the language model, the tables
    state = ScanState(on_progress=_print_progress if sys.stderr.isatty() else None)
    try:
        with _cancel_on_interrupt(state):
            report = scan_corpus(paths, options, state)
    except (TokenizerNotFound, RayUnavailable) as error:
        raise UserError(f"corpus: {error}") from None
    if sys.stderr.isatty():
        print(file=sys.stderr)
    problem = None
    if sample_bytes is not None and not report.cancelled:
        trained = _train_tokenizer(args, paths, options, sample_bytes)
        if isinstance(trained, str):
            problem = trained
        else:
            report = report.model_copy(update={"domain_tokenizer": trained})
    if args.json:
        print(json.dumps(report.to_json_dict(), indent=2, ensure_ascii=False))
    else:
        print(format_report(report))
    if problem is not None:  # the scan's report is printed all the same: nothing lost
        raise UserError(f"corpus: --train-tokenizer: {problem}")
    return 130 if report.cancelled else 0


def _train_tokenizer(
    args: argparse.Namespace,
    paths: list[Path],
    options: ScanOptions,
    sample_bytes: int,
) -> DomainTokenizerStats | str:
    """Train the domain tokenizer: its figures, or the one-line problem if it cannot."""
    from llmplan.corpus import domain_tokenizer, domain_tokenizer_task

    state = domain_tokenizer_task.TrainingState(
        on_progress=_print_training if sys.stderr.isatty() else None
    )
    try:
        with _cancel_on_interrupt(state):
            return domain_tokenizer.train_domain_tokenizer(
                paths,
                args.train_tokenizer,
                Path(args.tokenizer_out),
                options.tokenizers[0],
                max_bytes=sample_bytes,
                seed=options.seed,
                skip_hidden=options.skip_hidden,
                limits=options.limits,
                state=state,
            )
    except domain_tokenizer_task.SampleTooSmall as error:
        return str(error)
    except domain_tokenizer_task.TrainingCancelled:
        return "cancelled; no tokenizer was saved"
    except OSError as error:
        return f"cannot write {args.tokenizer_out}: {error.strerror or error}"
    finally:
        if sys.stderr.isatty():
            print(file=sys.stderr)


def _print_training(progress: domain_tokenizer_task.TrainingProgress) -> None:
    line = (
        f"\rtokenizer {progress.phase}: {progress.documents:,} documents, "
        f"{progress.bytes_done / 1e6:,.1f} of {progress.bytes_total / 1e6:,.1f} MB"
    )
    print(line.ljust(100)[:120], end="", file=sys.stderr, flush=True)


@contextmanager
def _cancel_on_interrupt(state: ScanState | domain_tokenizer_task.TrainingState) -> Iterator[None]:
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


def progress_text(progress: ScanProgress) -> str:
    """The terminal's progress line: what the scan is doing now, never "0 files" while it
    loads its tokenizers or starts its readers."""
    if progress.phase == "loading":
        if progress.tokenizers_loaded >= progress.tokenizers_total:
            return f"tokenizers loaded ({progress.tokenizers_total})"
        return (
            f"loading tokenizers: {progress.tokenizers_loaded + 1} of "
            f"{progress.tokenizers_total} ({progress.tokenizer})"
        )
    if progress.phase == "walking":
        return f"listing the folder and its exact copies: {progress.files_total_seen:,} found"
    if progress.phase == "starting":
        readers = f"{progress.readers} reader processes" if progress.readers else "reading"
        return f"starting {readers}: {progress.elapsed_s:.0f} s since the start"
    left = ""
    if progress.eta_s is not None:
        left = (
            f", {progress.eta_s:.0f} s left of the time budget"
            if progress.eta_is_budget
            else f", about {progress.eta_s:.0f} s left"
        )
    return (
        f"{progress.phase}: {progress.files_done:,} of {progress.files_total_seen:,} files, "
        f"{progress.bytes_done / 1e6:,.1f} MB, {progress.tokens_so_far:,} tokens{left}"
    )


def _print_progress(progress: ScanProgress) -> None:
    line = "\r" + progress_text(progress)
    print(line.ljust(100)[:120], end="", file=sys.stderr, flush=True)


def _pct(value: float) -> str:
    return f"{100 * value:.1f} %"


def _type_line(key: str, row: TypeStats) -> str:
    return (
        f"{key[:8]:<8}{row.files:>8,}{row.files_read:>8,}{row.files_skipped:>9,}"
        f"{row.bytes / 1e6:>10,.2f}{row.words:>12,}{row.tokens_estimated:>13,.0f}"
        f"{row.tokens_per_byte:>10.3f}{row.tokens_per_word:>10.2f}"
    )


def _waterfall_lines(report: CorpusReport, data: dict[str, Any]) -> list[str]:
    """Raw → each step's tokens removed → trainable, with the intervals."""
    if report.cleaning is None:
        return []
    lines = ["", f"{'Cleaning (measured)':<28}{'tokens':>15}{'share':>8}{'95 % interval':>32}"]
    lines.append(f"{'  found (estimated)':<28}{report.tokens_estimated:>15,.0f}")
    for step in data["steps"]:
        # the command line speaks English: the step's title as within a sentence
        title = step_title(step["step"]).lower() + ("" if step["enabled"] else " (off)")
        interval = f"{step['ci95_low']:,} – {step['ci95_high']:,}"
        lines.append(
            f"{'  − ' + title:<28}{step['tokens_removed']:>15,}{_pct(step['share']):>8}"
            f"{interval:>32}"
        )
    interval = f"{data['trainable_ci95_low']:,} – {data['trainable_ci95_high']:,}"
    lines.append(f"{'  = trainable':<28}{data['trainable_tokens']:>15,}{'':>8}{interval:>32}")
    languages = ", ".join(
        f"{code} {_pct(row['share'])}" for code, row in list(data["languages"].items())[:8]
    )
    if languages:
        lines.append(f"  languages: {languages}")
    return lines


def format_report(report: CorpusReport) -> str:
    """The human-readable table."""
    from llmplan.corpus.walk import NO_EXTENSION

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
    never_read: list[TypeStats] = []  # types never read (images, archives...) share one line
    for key, row in sorted(report.by_type.items()):
        if row.files_read == 0 and row.files_skipped == row.files and key != NO_EXTENSION:
            never_read.append(row)
            continue
        lines.append(_type_line(key, row))
    unreadable = TypeStats(
        files=sum(row.files for row in never_read),
        bytes=sum(row.bytes for row in never_read),
        files_skipped=sum(row.files_skipped for row in never_read),
    )
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
        *_waterfall_lines(report, data),
        f"Usable after {_pct(report.cleaning_loss)} extra cleaning loss (assumed): "
        f"{data['usable_tokens']:,} tokens; token IDs at {data['token_id_bytes']} bytes: "
        f"{data['token_storage_gb']:,.3f} GB",
    ]
    ocr = needs_ocr_line(report.needs_ocr)
    lines += [ocr] if ocr else []
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
    if report.noted:
        lines += ["", "Read and counted, with a note (--json lists every file):"]
        lines += [f"  {count:>6,}  {note}" for note, count in report.noted_by_note.items()]
    if report.domain_tokenizer is not None:
        lines += ["", *domain_tokenizer_lines(report)]
    lines += ["", *[f"Note: {note.text}" for note in report.notes]] if report.notes else []
    return "\n".join(lines)


def domain_tokenizer_lines(report: CorpusReport) -> list[str]:
    """The what-if of a tokenizer trained on the folder (seed 002's 1.4 tokens per word)."""
    domain = report.domain_tokenizer
    if domain is None:
        return []
    fewer = 1 - domain.tokens / domain.model_tokens if domain.model_tokens else 0.0
    verdict = "within" if domain.tokens_per_word <= domain.rule_tokens_per_word else "above"
    return [
        f"Domain tokenizer ({domain.vocab_size:,} tokens, trained on "
        f"{domain.sample_bytes / 1e6:,.1f} MB of text from {domain.documents:,} documents, "
        f"cap {domain.sample_bytes_cap / 1e6:,.1f} MB): {domain.path}",
        f"  {domain.tokens:,} tokens, {domain.tokens_per_word:.2f} per word; "
        f"{domain.model_tokenizer}: {domain.model_tokens:,} tokens, "
        f"{domain.model_tokens_per_word:.2f} per word ({_pct(fewer)} fewer with the domain "
        "tokenizer)",
        f"  Rule of thumb (seed 002): at most {domain.rule_tokens_per_word:g} tokens per word; "
        f"this one is {verdict} it",
    ]
