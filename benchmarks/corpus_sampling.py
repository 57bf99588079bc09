"""Does the sample converge? Coverage, error and width of the 95 % interval under time budgets.

    python benchmarks/corpus_sampling.py [--seeds 20] [--scale 1.0] [--tokenizer llama-3.1]
    python benchmarks/corpus_sampling.py --replay-only   # the measurements of the last run

Two folders are generated under /tmp/sample18/bench (deleted afterwards), at full size:

* "share": shaped like a file share — 34,470 files: many small .txt/.md files, HTML pages,
  CSV tables, .gz-compressed texts, few large PDFs and DOCX files; a fifth of them copied
  1–4 times into other folders (51,803 files in all);
* "docs": the issue's package-documentation recipe: 200 folders × 500 files drawn at random
  from this machine's /usr/share/doc, 10 % of them office documents and PDFs (drawn from
  400 made from that text, as the issue's folder was 97.6 % exact copies).

Method: after a warm-up scan of 300 files (tokenizer state, extractor imports), each folder
is scanned once in full with the real scan (one reader in this process), which measures
every file's tokens and reading seconds, the walk, when the copy search began each size
group, and the strata's build (gzip trailers). Then the scan's own sampling design and
estimator (`SampleDesign`: `draws` with its budget check, `resolve`, `estimate`) are
replayed per budget and seed on a virtual clock: a budget of 10 %, 30 % or 60 % of the
measured full-scan time. The clock starts where a scan under that budget starts reading —
after the walk and as much of the copy search as `copy_search_deadline` allows (the size
groups it did not reach are single files, as in the scan) — then advances by each drawn
unit's measured reading time plus the scan's measured overhead per file it stands for
(the full scan's time outside reading, shared out evenly), until the budget is spent —
counted from the first file read, as the scan counts it (issue 32; the README's table was
measured when the budget also held the walk and the copy search).
This replays the draw order and arithmetic of a real scan with one reader (a real scan's
batching and workers only change which files fit into the time); the measured times vary
with the machine's load, the replays of one measurement do not. Unless --no-real-check,
one real budgeted scan at 30 % per folder checks the replay.
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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))

from llmplan.corpus import scan as scan_module  # noqa: E402
from llmplan.corpus.exact_copies import candidate_groups  # noqa: E402
from llmplan.corpus.listing import Listing  # noqa: E402
from llmplan.corpus.progress import ScanState  # noqa: E402
from llmplan.corpus.read_plan import (  # noqa: E402
    CopySearch,
    ReadPlan,
    find_exact_copies,
    plan_reads,
)
from llmplan.corpus.sampling import (  # noqa: E402
    SampleDesign,
    StratumFrame,
    stratum_key,
    take_all_key,
    takes_all,
)
from llmplan.corpus.scan import (  # noqa: E402
    ScanOptions,
    _Scan,
    copy_search_deadline,
    scan_corpus,
)

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
        ("txt", 22_500, 500, 8000),
        ("md", 5400, 300, 6000),
        ("html", 2700, 2000, 40_000),
        ("csv", 1800, 1000, 60_000),
        ("gz", 1350, 20_000, 200_000),
        ("office", 720, 0, 0),
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
    """The issue's recipe: 200 folders x 500 files drawn at random from the package
    documentation, 10 % of them office documents and PDFs. As in the issue's folder (97.6 %
    exact duplicates), the office documents come from a pool too: 400 made from that text."""
    corpus = sample_text(sources, rng, 2_000_000)
    pool = root / "_vorlagen"
    pool.mkdir(parents=True)
    for index in range(max(4, round(400 * scale))):
        text = slice_of(corpus, rng, rng.randrange(5_000, 80_000))
        write_office(pool, f"dokument_{index:03d}", text, rng)
    office = sorted(pool.iterdir())
    folders, per_folder = max(2, round(200 * scale)), 500
    for number in range(folders):
        folder = root / f"paket_{number:03d}"
        folder.mkdir(parents=True)
        for index in range(per_folder):
            source = rng.choice(office) if rng.random() < 0.10 else rng.choice(sources)
            shutil.copyfile(source, folder / f"{index:03d}_{source.name}")
    shutil.rmtree(pool)


@dataclass
class Unit:
    """One unit the scan reads (a file, or a group of copies by its first file)."""

    type_key: str
    x: float  # bytes it carries (copies included; a gzip file's inflated size)
    read_bytes: float
    copies: int
    tokens: float
    seconds: float  # measured reading time


@dataclass
class TypeFiles:
    """One type's files as the walk listed them, and what the full scan measured of each
    group of identical bytes (keyed by its first file)."""

    sizes: list[int]
    first_of: list[int]  # index of the first file with the same bytes
    inflated: dict[int, float]  # first file -> its auxiliary size (gzip: inflated)
    tokens: dict[int, float]  # first file -> tokens of one copy
    seconds: dict[int, float]  # first file -> its reading time

    def candidate_sizes(self) -> list[int]:
        """Sizes shared by several files, in the order `find_copies` compares them."""
        return [self.sizes[group[0]] for group in candidate_groups(self.sizes)]


@dataclass
class Measured:
    files_of: dict[str, TypeFiles]
    copy_search_calls: list[float]  # elapsed seconds at each size group the search began
    walk_seconds: float
    design_seconds: float  # the strata, with the gzip trailers read
    setup_seconds: float  # walk + copy search + gzip trailers, before the first read
    full_seconds: float
    overhead_seconds: float  # per file: the scan's own work around reading and recording it
    truth: float
    files: int
    copies: int

    def preparation(self, budget: float | None) -> tuple[float, int | None]:
        """When reading starts and how many size groups the copy search compared, as a scan
        under `budget` does (`copy_search_deadline`); None: all of them. The strata (with
        the gzip trailers) are built after the search."""
        if budget is None:
            return self.setup_seconds, None
        deadline = copy_search_deadline(self.walk_seconds, budget)
        if self.setup_seconds - self.design_seconds <= deadline:
            return self.setup_seconds, None
        compared = sum(1 for t in self.copy_search_calls if t <= deadline)
        return max(self.walk_seconds, deadline) + self.design_seconds, compared

    def units(self, compared: int | None = None) -> list[Unit]:
        """The units of a scan whose copy search compared the first `compared` size groups
        (None: all)."""
        result: list[Unit] = []
        left = compared
        for type_key, files in self.files_of.items():
            candidates = files.candidate_sizes()
            if left is None:
                searched = set(candidates)
            else:
                searched = set(candidates[:left])
                left = max(0, left - len(candidates))
            members: dict[int, int] = {}
            for first in files.first_of:
                members[first] = members.get(first, 0) + 1
            for index, size in enumerate(files.sizes):
                first = files.first_of[index]
                if size == 0 or first not in files.tokens:
                    continue
                aux = files.inflated[first]
                grouped = members[first] > 1 and size in searched
                if grouped and index != first:
                    continue
                copies = members[first] if grouped else 1
                result.append(
                    Unit(
                        type_key, copies * aux, float(size), copies,
                        copies * files.tokens[first], files.seconds[first],
                    )
                )  # fmt: skip
        return result


def frames_of(units: list[Unit]) -> tuple[dict[str, StratumFrame], dict[str, list[Unit]]]:
    """The scan's strata of these units (`stratum_key`, and a take-all stratum for a unit
    over `TAKE_ALL_SHARE` of its type's bytes, as `read_plan.plan_reads`)."""
    type_bytes: dict[str, float] = {}
    for unit in units:
        type_bytes[unit.type_key] = type_bytes.get(unit.type_key, 0.0) + unit.x
    members: dict[str, list[Unit]] = {}
    for number, unit in enumerate(units):
        key = (
            take_all_key(unit.type_key, number)
            if takes_all(unit.x, type_bytes[unit.type_key])
            else stratum_key(unit.type_key, int(unit.x), unit.copies)
        )
        members.setdefault(key, []).append(unit)
    frames = {
        key: StratumFrame([u.x for u in us], [u.read_bytes for u in us], [u.copies for u in us])
        for key, us in members.items()
    }
    return frames, members


def measure(root: Path, tokenizer: str) -> Measured:
    """One full scan, read here by one reader, keeping every unit's count and time and when
    the copy search began each size group."""
    options = ScanOptions(tokenizers=[tokenizer], workers=1, in_process=True)
    # warm up first (tokenizer state, extractor imports): the first file read would carry
    # seconds that belong to the process, not to that file, and the real scan below is warm
    scan_corpus(root, options.model_copy(update={"sample_files": 300}))
    scan = _Scan([root], options, ScanState())
    calls: list[float] = []
    walked_at: list[float] = []
    preparation_over = scan._preparation_over

    def timed_preparation_over() -> bool:
        calls.append(time.monotonic() - scan.started)
        return preparation_over()

    def timed_find_copies(listing: Listing, should_stop: Callable[[], bool]) -> CopySearch:
        walked_at.append(time.monotonic() - scan.started)
        return find_exact_copies(listing, should_stop)

    design_built: list[float] = []
    reading_started: list[float] = []

    def timed_plan_reads(
        listing: Listing, copies: CopySearch, seed: int, look_inside: bool
    ) -> ReadPlan:
        began = time.monotonic()
        plan = plan_reads(listing, copies, seed, look_inside)
        reading_started.append(time.monotonic())
        design_built.append(reading_started[0] - began)
        return plan

    scan._preparation_over = timed_preparation_over  # type: ignore[method-assign]
    # the stages the scan calls, timed (looked up in its module at each call)
    scan_module.find_exact_copies = timed_find_copies
    scan_module.plan_reads = timed_plan_reads
    started = time.monotonic()
    try:
        report = scan.run()
    finally:
        scan_module.find_exact_copies, scan_module.plan_reads = find_exact_copies, plan_reads
    full = time.monotonic() - started
    assert scan.listing is not None and scan.plan is not None
    listing, plan = scan.listing, scan.plan
    files_of: dict[str, TypeFiles] = {}
    for type_key in listing.readable_types:
        sizes = listing.types[type_key].sizes
        first_of = list(range(len(sizes)))
        for first, copies in plan.copies.copies_of.get(type_key, {}).items():
            for index in copies:
                first_of[index] = first
        files = TypeFiles(sizes, first_of, {}, {}, {})
        for index in range(len(sizes)):
            unit = plan.units.get((type_key, index))
            if unit is None:
                continue
            stratum = plan.design.strata[unit.stratum]
            copies = float(stratum.copies[unit.position])
            files.inflated[index] = float(stratum.x[unit.position]) / copies
            files.tokens[index] = stratum.resolved[unit.position][0] / copies
            files.seconds[index] = stratum.unit_seconds[unit.position]
        files_of[type_key] = files
    setup = reading_started[0] - scan.started
    reading = sum(s.seconds for s in plan.design.strata.values())
    # the copy search's calls come first; the design's own (one per type) after them
    search_calls = calls[: sum(len(f.candidate_sizes()) for f in files_of.values())]
    return Measured(
        files_of,
        search_calls,
        walked_at[0],
        design_built[0],
        setup,
        full,
        max(0.0, (full - setup - reading) / max(report.files_total, 1)),
        float(report.tokens_counted),
        report.files_total,
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
    """The scan's draw loop on a simulated clock: the same preparation cut, design, draws
    and estimator."""
    clock, compared = measured.preparation(budget_seconds)
    frames, members = frames_of(measured.units(compared))
    design = SampleDesign(frames, seed)
    counted = 0.0

    reading_starts = clock

    def seconds_left() -> float:  # read as the clock advances; the budget is reading time
        return budget_seconds - (clock - reading_starts)

    # as `ReadSchedule` under a time budget: one draw is certain, the rest must fit
    for key, index in design.draws_until(lambda: seconds_left() <= 0, 1, seconds_left):
        unit = members[key][index]
        clock += unit.seconds + unit.copies * measured.overhead_seconds
        design.resolve(key, index, [unit.tokens], unit.seconds)
        counted += unit.tokens
    estimate, _ = design.estimate()
    low, high = estimate.ci95()
    value = max(estimate.value, counted)  # what was counted is certain, as in the report
    return Outcome(value, max(low, counted), max(high, value), design.draw_count, clock)


def evaluate(
    name: str,
    root: Path | None,
    measured: Measured,
    seeds: int,
    tokenizer: str,
    real_check: bool = True,
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
        units = len(measured.units(measured.preparation(budget)[1]))  # copy search cut
        rows.append(
            f"| {name} | {share:.0%} | {used:.0%} | {draws:,.0f} of {units:,} | "
            f"{covered:.0%} | "
            f"{statistics.median(errors):.2%} | {statistics.median(half):.2%} |"
        )
    never_wider = sum(widths[0.60][s] <= widths[0.30][s] <= widths[0.10][s] for s in range(seeds))
    rows.append(
        f"| {name} | never wider at a longer budget | | {never_wider} of {seeds} seeds | | | |"
    )
    if root is None or not real_check:  # a replay of saved measurements: no folder to scan
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


HEADER = (
    "| folder | budget (share of full scan) | time used (median) | draws (units read) | "
    "coverage of 95 % interval | median abs. error | median half-width |",
    "|---|---|---|---|---|---|---|",
)


def describe(name: str, measured: Measured) -> str:
    return (
        f"{name}: {measured.files:,} files, {measured.copies:,} exact copies, "
        f"{len(measured.units()):,} units to read; full scan {measured.full_seconds:.1f} s "
        f"(walk {measured.walk_seconds:.1f} s, walk + copy search + strata "
        f"{measured.setup_seconds:.1f} s, {measured.overhead_seconds * 1e3:.2f} ms per file "
        f"outside reading it), {measured.truth:,.0f} tokens"
    )


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
    parser.add_argument(
        "--folders", nargs="+", default=["share", "docs"], choices=["share", "docs"]
    )
    parser.add_argument(
        "--no-real-check", action="store_true", help="skip the real budgeted scan at 30 %%"
    )
    args = parser.parse_args()
    sources = doc_files()
    if not sources:
        sys.exit(f"no documents under {DOC_ROOT}")
    if args.replay_only:
        rows = list(HEADER)
        for name in args.folders:
            with (MEASURED / f"{name}.pickle").open("rb") as saved:
                measured = pickle.load(saved)  # our own file, of an earlier run
            print(describe(name, measured), flush=True)
            rows += evaluate(name, None, measured, args.seeds, args.tokenizer)
        print("\n".join(rows))
        return
    shutil.rmtree(BENCH_ROOT, ignore_errors=True)
    rows = list(HEADER)
    try:
        builders = {"share": build_share, "docs": build_docs}
        for name in args.folders:
            build = builders[name]
            root = BENCH_ROOT / name
            root.mkdir(parents=True)
            build(root, sources, args.scale, random.Random(18))
            measured = measure(root, args.tokenizer)
            MEASURED.mkdir(parents=True, exist_ok=True)
            with (MEASURED / f"{name}.pickle").open("wb") as saved:
                pickle.dump(measured, saved)
            print(describe(name, measured), flush=True)
            rows += evaluate(
                name, root, measured, args.seeds, args.tokenizer, not args.no_real_check
            )
    finally:
        if not args.keep:
            shutil.rmtree(BENCH_ROOT, ignore_errors=True)
    print("\n".join(rows))


if __name__ == "__main__":
    main()
