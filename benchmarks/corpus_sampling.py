"""Does the sample converge? Coverage, error and width of the 95 % interval under time budgets.

    python benchmarks/corpus_sampling.py [--seeds 20] [--scale 1.0] [--tokenizer llama-3.1]

Two folders are generated under /tmp/sample18/bench (deleted afterwards):

* "share": shaped like a file share — many small .txt/.md files, HTML pages, CSV tables,
  .gz-compressed texts, few large PDFs and DOCX files, and a fifth of the files copied 1–4
  times into other folders;
* "docs": the issue's package-documentation recipe, scaled down to fit a shared 2-core
  machine: 40 folders × 250 copies of files drawn at random from this machine's
  /usr/share/doc (the issue: 200 × 500), 10 % of them office documents and PDFs made from
  that text.

Method: after a warm-up scan of 300 files (tokenizer state, extractor imports), each folder
is scanned once in full with the real scan (one reader in this process),
which measures every file's tokens and reading seconds, the walk and the copy search. Then
the scan's own sampling design and estimator (`SampleDesign`: draws, `resolve`, `estimate`)
are replayed 20 times per budget with a simulated clock: a budget of 10 %, 30 % or 60 % of
the measured full-scan time, of which the measured walk + copy search is spent first, then
one file after the other at its measured reading time (plus the scan's measured overhead
per file: the full scan's time not spent reading, shared out evenly), until the clock
passes the budget.
This replays exactly the draw order and arithmetic of a real scan (one reader; a real scan's
batching and workers only change which files fit into the time). One real budgeted scan at
30 % is run per folder as a check of the replay. Figures vary with the machine's load.
"""

from __future__ import annotations

import argparse
import gzip
import math
import pickle
import random
import shutil
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))

from llmplan.corpus.progress import ScanState  # noqa: E402
from llmplan.corpus.sampling import SampleDesign, StratumFrame  # noqa: E402
from llmplan.corpus.scan import ScanOptions, _Scan, scan_corpus  # noqa: E402

BENCH_ROOT = Path("/tmp/sample18/bench")
MEASURED = Path("/tmp/sample18/measured")  # per-file counts and times, for --replay-only
DOC_ROOT = Path("/usr/share/doc")
BUDGETS = (0.10, 0.30, 0.60)
TEXT_SUFFIXES = {".txt", ".md", ".gz", ".html", ".rst", ""}


def doc_files() -> list[Path]:
    """Readable text documents of /usr/share/doc (no images, no links)."""
    found = []
    for path in DOC_ROOT.rglob("*"):
        readable = path.is_file() and not path.is_symlink()
        if readable and path.suffix.lower() in TEXT_SUFFIXES and path.stat().st_size > 0:
            found.append(path)
    return sorted(found)


def sample_text(sources: list[Path], rng: random.Random, limit: int = 400_000) -> str:
    """Plain text from the package documentation (uncompressing changelogs)."""
    parts: list[str] = []
    size = 0
    while size < limit:
        path = rng.choice(sources)
        try:
            data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
        except (OSError, EOFError, gzip.BadGzipFile):
            continue
        text = data.decode("utf-8", "replace")
        parts.append(text)
        size += len(text)
    return "\n".join(parts)


def slice_of(text: str, rng: random.Random, length: int) -> str:
    start = rng.randrange(0, max(1, len(text) - length))
    return text[start : start + length]


def write_office(folder: Path, name: str, text: str, rng: random.Random) -> None:
    lines = [line[:90] for line in text.splitlines() if line.strip()][:2000] or ["leer"]
    if rng.random() < 0.5:
        from reportlab.lib.pagesizes import A4
        from reportlab.pdfgen import canvas

        pdf = canvas.Canvas(str(folder / f"{name}.pdf"), pagesize=A4)
        for page in range(0, len(lines), 45):
            pdf.setFont("Helvetica", 10)
            y = 800
            for line in lines[page : page + 45]:
                pdf.drawString(40, y, line.encode("latin-1", "replace").decode("latin-1"))
                y -= 16
            pdf.showPage()
        pdf.save()
    else:
        import docx

        document = docx.Document()
        for start in range(0, len(lines), 8):
            paragraph = " ".join(lines[start : start + 8])
            document.add_paragraph("".join(c for c in paragraph if c.isprintable()))
        document.save(str(folder / f"{name}.docx"))


def build_share(root: Path, sources: list[Path], scale: float, rng: random.Random) -> None:
    corpus = sample_text(sources, rng, 2_000_000)
    made: list[Path] = []
    plan = [
        ("txt", 7500, 500, 8000),
        ("md", 1800, 300, 6000),
        ("html", 900, 2000, 40_000),
        ("csv", 600, 1000, 60_000),
        ("gz", 450, 20_000, 200_000),
        ("office", 240, 0, 0),
    ]
    for kind, count, low, high in plan:
        for index in range(max(1, round(count * scale))):
            folder = root / f"abteilung_{rng.randrange(12):02d}" / kind
            folder.mkdir(parents=True, exist_ok=True)
            length = int(math.exp(rng.uniform(math.log(max(low, 1)), math.log(max(high, 2)))))
            name = f"{kind}_{index:05d}"
            if kind == "office":
                write_office(
                    folder, name, slice_of(corpus, rng, rng.randrange(20_000, 150_000)), rng
                )
                made.extend(folder.glob(f"{name}.*"))
                continue
            text = slice_of(corpus, rng, length)
            if kind == "html":
                body = "".join(f"<p class='x'>{line}</p>\n" for line in text.splitlines())
                text = f"<html><head><style>p{{margin:0}}</style></head><body>{body}</body></html>"
            elif kind == "csv":
                text = "\n".join(
                    ",".join(str(rng.randrange(10 ** rng.randrange(1, 7))) for _ in range(8))
                    for _ in range(length // 40)
                )
            path = folder / f"{name}.{kind}"
            data = text.encode("utf-8")
            path.write_bytes(gzip.compress(data) if kind == "gz" else data)
            made.append(path)
    for path in rng.sample(made, len(made) // 5):  # copies in other folders
        for copy in range(rng.randrange(1, 5)):
            target = root / f"kopie_{copy}" / path.relative_to(root)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


def build_docs(root: Path, sources: list[Path], scale: float, rng: random.Random) -> None:
    corpus = sample_text(sources, rng, 2_000_000)
    folders, per_folder = max(2, round(40 * scale)), 250
    for number in range(folders):
        folder = root / f"paket_{number:03d}"
        folder.mkdir(parents=True)
        for index in range(per_folder):
            if rng.random() < 0.10:
                text = slice_of(corpus, rng, rng.randrange(5_000, 80_000))
                write_office(folder, f"dokument_{index:03d}", text, rng)
            else:
                source = rng.choice(sources)
                shutil.copyfile(source, folder / f"{index:03d}_{source.name}")


@dataclass
class Measured:
    frames: dict[str, StratumFrame]
    tokens: dict[str, dict[int, float]]
    seconds: dict[str, dict[int, float]]
    setup_seconds: float
    full_seconds: float
    overhead_seconds: float  # per file read: the scan's own work around reading it
    truth: float
    files: int
    units: int
    copies: int


def measure(root: Path, tokenizer: str) -> Measured:
    """One full scan, read here by one reader, keeping every unit's count and time."""
    options = ScanOptions(tokenizers=[tokenizer], workers=1, in_process=True)
    # warm up first (tokenizer state, extractor imports): the first file read would carry
    # seconds that belong to the process, not to that file, and the real scan below is warm
    scan_corpus(root, options.model_copy(update={"sample_files": 300}))
    scan = _Scan([root], options, ScanState())
    started = time.monotonic()
    report = scan.run()
    full = time.monotonic() - started
    design = scan.design
    frames = {
        key: StratumFrame(list(s.x), list(s.read_bytes), [int(c) for c in s.copies])
        for key, s in design.strata.items()
    }
    tokens = {k: {u: y[0] for u, y in s.resolved.items()} for k, s in design.strata.items()}
    seconds = {k: dict(s.unit_seconds) for k, s in design.strata.items()}
    setup = scan.reading_started - scan.started
    units = sum(s.population for s in design.strata.values())
    reading = sum(sum(v.values()) for v in seconds.values())
    return Measured(
        frames,
        tokens,
        seconds,
        setup,
        full,
        max(0.0, (full - setup - reading) / max(units, 1)),
        float(report.tokens_counted),
        report.files_total,
        sum(s.population for s in design.strata.values()),
        report.exact_duplicate_files,
    )


@dataclass
class Outcome:
    estimate: float
    low: float
    high: float
    draws: int
    seconds: float  # on the simulated clock: the first draws of every stratum may overrun


def replay(measured: Measured, seed: int, budget_seconds: float) -> Outcome:
    """The scan's draw loop on a simulated clock: the same design, draws and estimator."""
    design = SampleDesign(measured.frames, seed)
    clock = measured.setup_seconds
    minimum = design.minimum_draws()
    counted = 0.0
    draws = design.draws()
    while design.draw_count < minimum or clock < budget_seconds:
        drawn = next(draws, None)
        if drawn is None:
            break
        key, unit = drawn
        seconds = measured.seconds[key].get(unit, 0.0)
        clock += seconds + measured.overhead_seconds
        tokens = measured.tokens[key][unit]
        design.resolve(key, unit, [tokens], seconds)
        counted += tokens
    estimate, _ = design.estimate()
    low, high = estimate.ci95()
    value = max(estimate.value, counted)  # what was counted is certain, as in the report
    return Outcome(value, max(low, counted), max(high, value), design.draw_count, clock)


def evaluate(
    name: str, root: Path | None, measured: Measured, seeds: int, tokenizer: str
) -> list[str]:
    rows = []
    widths: dict[float, list[float]] = {}
    for share in BUDGETS:
        budget = share * measured.full_seconds
        outcomes = [replay(measured, seed, budget) for seed in range(seeds)]
        covered = sum(o.low <= measured.truth <= o.high for o in outcomes) / seeds
        errors = [abs(o.estimate - measured.truth) / measured.truth for o in outcomes]
        half = [(o.high - o.low) / 2 / o.estimate for o in outcomes]
        widths[share] = half
        draws = statistics.median(o.draws for o in outcomes)
        used = statistics.median(o.seconds for o in outcomes) / measured.full_seconds
        rows.append(
            f"| {name} | {share:.0%} | {used:.0%} | {draws:,.0f} of {measured.units:,} | "
            f"{covered:.0%} | "
            f"{statistics.median(errors):.2%} | {statistics.median(half):.2%} |"
        )
    never_wider = sum(widths[0.60][s] <= widths[0.30][s] <= widths[0.10][s] for s in range(seeds))
    rows.append(
        f"| {name} | never wider at a longer budget | | {never_wider} of {seeds} seeds | | | |"
    )
    if root is None:  # a replay of saved measurements: no folder to scan
        return rows
    real = scan_corpus(
        root,
        ScanOptions(tokenizers=[tokenizer], workers=1, in_process=True,
                    budget_seconds=0.30 * measured.full_seconds),
    )  # fmt: skip
    real_half = (real.ci95_high - real.ci95_low) / 2 / real.tokens_estimated
    real_error = abs(real.tokens_estimated - measured.truth) / measured.truth
    used = real.elapsed_seconds / measured.full_seconds
    rows.append(
        f"| {name} | real scan at 30 % | {used:.0%} | {real.sample_draws:,} draws | "
        f"{'covered' if real.ci95_low <= measured.truth <= real.ci95_high else 'missed'} | "
        f"{real_error:.2%} | {real_half:.2%} |"
    )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--scale", type=float, default=1.0, help="folder size, 1 = as above")
    parser.add_argument("--tokenizer", default="llama-3.1")
    parser.add_argument("--keep", action="store_true", help="keep the generated folders")
    parser.add_argument(
        "--replay-only",
        action="store_true",
        help="replay the measurements saved by an earlier run (no folders, no real scan)",
    )
    args = parser.parse_args()
    sources = doc_files()
    if not sources:
        sys.exit(f"no documents under {DOC_ROOT}")
    if args.replay_only:
        rows = []
        for name in ("share", "docs"):
            with (MEASURED / f"{name}.pickle").open("rb") as saved:
                measured = pickle.load(saved)  # our own file, of an earlier run
            rows += evaluate(name, None, measured, args.seeds, args.tokenizer)
        print("\n".join(rows))
        return
    shutil.rmtree(BENCH_ROOT, ignore_errors=True)
    rows = [
        "| folder | budget (share of full scan) | time used (median) | draws (units read) | "
        "coverage of 95 % interval | median abs. error | median half-width |",
        "|---|---|---|---|---|---|---|",
    ]
    try:
        for name, build in (("share", build_share), ("docs", build_docs)):
            root = BENCH_ROOT / name
            root.mkdir(parents=True)
            build(root, sources, args.scale, random.Random(18))
            measured = measure(root, args.tokenizer)
            MEASURED.mkdir(parents=True, exist_ok=True)
            with (MEASURED / f"{name}.pickle").open("wb") as saved:
                pickle.dump(measured, saved)
            print(
                f"{name}: {measured.files:,} files, {measured.copies:,} exact copies, "
                f"{measured.units:,} units to read; full scan {measured.full_seconds:.1f} s "
                f"(walk + copy search {measured.setup_seconds:.1f} s, "
                f"{measured.overhead_seconds * 1e3:.2f} ms per file outside reading it), "
                f"{measured.truth:,.0f} tokens",
                flush=True,
            )
            rows += evaluate(name, root, measured, args.seeds, args.tokenizer)
    finally:
        if not args.keep:
            shutil.rmtree(BENCH_ROOT, ignore_errors=True)
    print("\n".join(rows))


if __name__ == "__main__":
    main()
