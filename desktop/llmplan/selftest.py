"""`llmplan --self-test`: prove that an installed or frozen app is complete and works.

Opens the main window offscreen first (so "first paint" measures a real cold start), then
loads every catalogue and bundled tokenizer, counts the tokens of the bundled sample folder
(in-process and in worker processes), plans every example scenario, writes the PDF report
and renders every tab. Prints one line per check and returns
non-zero if any check failed or Qt printed an unexpected warning.
"""

from __future__ import annotations

import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, TypeVar

from llmplan import __version__
from llmplan.resources import resource_path, resources_dir

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from llmplan.gui.selftest_render import QtMessageLog

TOKENIZER_PROBE = "Hallo Welt"
WORKER_SCAN_TIMEOUT_S = 120.0
T = TypeVar("T")


@dataclass
class Check:
    name: str
    ok: bool
    seconds: float
    detail: str = ""

    def line(self) -> str:
        status = "OK  " if self.ok else "FAIL"
        return f"{status}  {self.name:<40} {self.seconds:7.2f} s  {self.detail}".rstrip()


def process_age_seconds() -> float | None:
    """Seconds since this process started, from the OS (psutil asks each system its own
    way); None where it will not say."""
    import psutil

    try:
        return time.time() - psutil.Process().create_time()
    except (psutil.Error, OSError):
        return None


class SelfTest:
    """Runs the checks in order and remembers their outcomes."""

    def __init__(self) -> None:
        self.checks: list[Check] = []
        age = process_age_seconds()
        # perf_counter() value at process start (or, where unknown, at self-test start)
        self.started = time.perf_counter() - (age or 0.0)
        self.start_known = age is not None

    def run(self, name: str, check: Callable[[], str]) -> bool:
        start = time.perf_counter()
        try:
            detail = check()
            ok = True
        except Exception as error:  # noqa: BLE001 - a self-test reports every failure, whatever its type
            detail = f"{type(error).__name__}: {error}"
            ok = False
            traceback.print_exc(file=sys.stderr)
        self.add(Check(name, ok, time.perf_counter() - start, detail))
        return ok

    def collect(
        self,
        name: str,
        producer: Callable[[], Sequence[T]],
        describe: Callable[[Sequence[T]], str] | None = None,
    ) -> Sequence[T]:
        """Run a check that lists things (tokenizers, examples); empty if it failed."""
        found: list[T] = []

        def listing() -> str:
            found.extend(producer())
            if describe is not None:
                return describe(found)
            return ", ".join(getattr(item, "name", str(item)) for item in found)

        self.run(name, listing)
        return found

    def add(self, check: Check) -> None:
        self.checks.append(check)
        print(check.line(), flush=True)

    @property
    def failed(self) -> list[Check]:
        return [c for c in self.checks if not c.ok]


# ---- Checks without Qt


def check_catalogues() -> str:
    from llmplan.catalog.load import load_catalog

    catalog = load_catalog()
    counts = {name: len(getattr(catalog, name)) for name in ("gpus", "servers", "models")}
    empty = [name for name, count in counts.items() if count == 0]
    if empty:
        raise ValueError(f"empty catalogue(s): {', '.join(empty)}")
    return ", ".join(f"{count} {name}" for name, count in counts.items())


def tokenizer_ids() -> list[str]:
    from llmplan.corpus.tokenizers import available_tokenizers

    ids = [getattr(t, "id", t) for t in available_tokenizers()]
    if not ids:
        raise ValueError("no bundled tokenizer found")
    return [str(i) for i in ids]


def check_tokenizer(tokenizer_id: str) -> str:
    from llmplan.corpus.tokenizers import load_tokenizer

    counter = load_tokenizer(tokenizer_id)
    count = counter.count(TOKENIZER_PROBE)
    if not 1 <= count <= len(TOKENIZER_PROBE):
        raise ValueError(f"{TOKENIZER_PROBE!r} counted as {count} tokens")
    return f"{TOKENIZER_PROBE!r} = {count} tokens ({type(counter).__name__})"


def sample_corpus_files() -> tuple[Path, int]:
    folder = resource_path("sample_corpus")
    files = [p for p in folder.rglob("*") if p.is_file()]
    if not files:
        raise FileNotFoundError(f"no files in {folder}")
    return folder, len(files)


def count_sample_corpus(worker_processes: bool) -> int:
    """Tokens of the bundled sample folder; in worker processes if asked, else in-process."""
    from llmplan.corpus.scan import ScanOptions, scan_corpus

    folder, _files = sample_corpus_files()
    options = (
        ScanOptions(workers=2, in_process_below_bytes=0)
        if worker_processes
        else ScanOptions(workers=1, in_process=True)
    )
    report = scan_corpus(folder, options)
    if report.skipped:  # every bundled sample file is readable: a skip is a broken reader
        named = ", ".join(f"{Path(s.path).name} ({s.reason})" for s in report.skipped)
        raise ValueError(f"{len(report.skipped)} of the sample files skipped: {named}")
    if report.tokens_counted <= 0:
        raise ValueError(f"0 tokens counted in {folder}")
    return int(report.tokens_counted)


def check_sample_corpus() -> str:
    _folder, files = sample_corpus_files()
    return f"{files} files, {count_sample_corpus(worker_processes=False):,} tokens"


def check_sample_corpus_in_workers() -> str:
    """The GUI scans from a background thread, so its workers are spawned, not forked: a
    frozen app must start them as workers (multiprocessing.freeze_support), not as itself."""
    outcome: list[int | BaseException] = []

    def scan() -> None:
        try:
            outcome.append(count_sample_corpus(worker_processes=True))
        except BaseException as error:  # noqa: BLE001 - handed to the main thread, reported there
            outcome.append(error)

    thread = threading.Thread(target=scan, name="selftest-scan")
    thread.start()
    thread.join(WORKER_SCAN_TIMEOUT_S)
    if thread.is_alive():
        raise TimeoutError(f"scan in worker processes took over {WORKER_SCAN_TIMEOUT_S:.0f} s")
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    in_process = count_sample_corpus(worker_processes=False)
    if outcome[0] != in_process:
        raise ValueError(f"{outcome[0]:,} tokens in worker processes, {in_process:,} in-process")
    return f"{outcome[0]:,} tokens, same as in-process"


def example_scenarios() -> list[Path]:
    examples = sorted(resource_path("examples").glob("*.json"))
    if not examples:
        raise FileNotFoundError(f"no example scenario in {resource_path('examples')}")
    return examples


def check_plan(example: Path) -> str:
    from llmplan.core.plan import plan
    from llmplan.scenario_file import load_scenario

    result = plan(load_scenario(example))
    if not result.time.train_days > 0:
        raise ValueError(f"training takes {result.time.train_days} days")
    return (
        f"{result.model_name} on {result.hardware_label}: {result.memory.fit_status}, "
        f"{result.time.train_days:,.2f} days, {result.energy.energy_kwh:,.0f} kWh"
    )


def check_pdf_report(example: Path, scratch: Path) -> str:
    """Write the buyer's PDF report and read it back: Qt's PDF writer, fonts and pdfium."""
    import pypdfium2

    from llmplan.core.plan import plan_candidates
    from llmplan.report.pdf import export_pdf
    from llmplan.scenario_file import load_scenario

    scenario = load_scenario(example)
    results = plan_candidates(scenario)
    target = scratch / "report.pdf"
    export_pdf(scenario, results, None, target)
    document = pypdfium2.PdfDocument(str(target))
    try:
        pages = len(document)
        text = "".join(document[i].get_textpage().get_text_range() for i in range(pages))
    finally:
        document.close()
    if results[0].model_name not in text:
        raise ValueError(f"the report does not name the model {results[0].model_name!r}")
    return f"{pages} pages, {target.stat().st_size / 1e3:,.0f} kB, names {results[0].model_name}"


def check_library_metadata() -> str:
    """Help > About lists each bundled library's version: its metadata must ship too."""
    from importlib import metadata

    from llmplan.gui.dialogs.about_dialog import LIBRARIES, OPTIONAL_LIBRARIES

    missing = []
    for distribution, _licence in LIBRARIES:
        try:
            metadata.version(distribution)
        except metadata.PackageNotFoundError:
            if distribution not in OPTIONAL_LIBRARIES or _importable(distribution):
                missing.append(distribution)
    if missing:
        raise LookupError(f"no version metadata for {', '.join(missing)}")
    return f"{len(LIBRARIES)} libraries"


C_EXTENSIONS = ("corpus._read_native", "corpus.cleaning._native")


def check_c_extensions() -> str:
    """Which of the corpus scan's optional C loops run: compiled (pip with a C compiler, or
    mingw-w64 for the Windows build) or their Python twins (the same figures, slower)."""
    from llmplan.corpus import native
    from llmplan.corpus.cleaning import lines

    loaded = dict(zip(C_EXTENSIONS, (native.loops, lines._native), strict=True))
    compiled = [name for name, module in loaded.items() if module is not None]
    twins = [name for name, module in loaded.items() if module is None]
    parts = [
        f"{title}: {', '.join(names)}"
        for title, names in (("native", compiled), ("Python twins", twins))
        if names
    ]
    return "; ".join(parts)


def _importable(module: str) -> bool:
    from importlib.util import find_spec

    return find_spec(module) is not None


# ---- The run


def run_self_test() -> int:
    """Run every check; 0 if all passed and Qt stayed quiet, 1 otherwise."""
    test = SelfTest()
    frozen = " (frozen)" if getattr(sys, "frozen", False) else ""
    print(f"llmplan {__version__} self-test{frozen}; resources: {resources_dir()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="llmplan-selftest-") as scratch:
        gui = GuiChecks(test, Path(scratch))
        gui.first_paint()
        test.run("catalogues", check_catalogues)
        for tokenizer_id in test.collect("tokenizer list", tokenizer_ids):
            test.run(f"tokenizer {tokenizer_id}", partial(check_tokenizer, tokenizer_id))
        test.run("sample corpus", check_sample_corpus)
        test.run("sample corpus, worker processes", check_sample_corpus_in_workers)
        test.run("C extensions", check_c_extensions)
        examples = test.collect("example scenarios", example_scenarios)
        for example in examples:
            test.run(f"plan {example.stem}", partial(check_plan, example))
        if examples:
            test.run("PDF report", partial(check_pdf_report, examples[0], Path(scratch)))
        test.run("library versions (About)", check_library_metadata)
        gui.tabs()
        gui.qt_words()
        gui.finish()
    failed = test.failed
    print(f"{len(test.checks) - len(failed)} of {len(test.checks)} checks passed", flush=True)
    return 1 if failed else 0


class GuiChecks:
    """The checks that need Qt; Qt is imported only here, when they run."""

    def __init__(self, test: SelfTest, scratch: Path) -> None:
        self.test = test
        self.scratch = scratch
        self.render: ModuleType | None = None
        self.window: QWidget | None = None
        self.log: QtMessageLog | None = None

    def first_paint(self) -> None:
        """Open the main window and time its first paint from process start."""

        def open_and_paint() -> str:
            from llmplan.gui import selftest_render as render

            self.render = render
            self.log = render.QtMessageLog()
            self.log.install()
            app = render.application()
            self.window = render.open_main_window(self.scratch / "settings.ini")
            painted = render.show_until_painted(app, self.window)
            since = "process start" if self.test.start_known else "self-test start"
            return f"{painted - self.test.started:.2f} s from {since} ({app.platformName()})"

        self.test.run("window first paint", open_and_paint)

    def tabs(self) -> None:
        """Render every tab of the window; each must show more than a blank area."""
        render, window = self.render, self.window
        if render is None or window is None:
            return
        for tab in self.test.collect(
            "render tabs", lambda: render.render_tabs(window), lambda tabs: f"{len(tabs)} tabs"
        ):
            detail = f"{tab.width}x{tab.height} px, {tab.distinct_colours} colours"
            self.test.add(Check(f"tab {tab.title}", tab.looks_drawn, tab.seconds, detail))

    def qt_words(self) -> None:
        """Qt's own dialogs in German (qtbase_de.qm shipped and found)."""
        if self.render is not None:
            self.test.run("Qt's German dialogs", self.render.qt_german_words)

    def finish(self) -> None:
        """Close the window; fail on any unexpected Qt warning seen during the run."""
        if self.window is not None:
            self.window.close()
        if self.log is None:
            return
        self.log.uninstall()
        unexpected = self.log.unexpected
        detail = "; ".join(unexpected[:3]) if unexpected else f"{self.log.benign} benign"
        self.test.add(Check("Qt warnings", not unexpected, 0.0, detail))
