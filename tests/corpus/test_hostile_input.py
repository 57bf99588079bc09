"""Hostile input II (issue 14): one test per failure class, each building its hostile file.

Crashes (a tokenizer panic, undecodable names), unbounded time and memory (expansion,
nesting, big plain files), reading outside the folder or blocking (links and FIFOs swapped
in between the walk and the read, a root given as a link), and wrong counts (a binary
tail, a PDF named .txt, hard links, a lying charset, a huge JSON integer).
"""

from __future__ import annotations

import builtins
import email.header
import gc
import json
import os
import subprocess
import sys
import threading
import time
import zlib
from pathlib import Path

import fixture_docs as docs
import pytest
from held_reading import hold_reading
from hostile_docs import nested_forms_pdf, one_page_pdf, write_odt_content

from llmplan.corpus import executor, in_process, listing, scan, walk, workers
from llmplan.corpus.extract import (
    ExtractedText,
    Limits,
    SkipFile,
    StreamedText,
    extract_text,
)
from llmplan.corpus.reasons import reason
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer

TEXT = docs.german_document()


def scan_here(root: Path | list[Path], **options: object) -> scan.CorpusReport:
    """Scan in this process (hooks and monkeypatches apply), GPT-2 unless told."""
    values: dict[str, object] = {"tokenizers": ["gpt2"], "workers": 1, **options}
    return scan_corpus(root, ScanOptions.model_validate(values))


def reasons(report: scan.CorpusReport) -> dict[str, str]:
    return {Path(s.path).name: s.reason for s in report.skipped}


# ---- hand-written PDFs (no PDF library needed to build hostile ones)


def text_pdf(words: str) -> bytes:
    return one_page_pdf(b"BT /F1 12 Tf 72 712 Td (%s) Tj ET" % words.encode("latin-1"))


# ---- Crashes


def test_a_million_spaces_are_counted_not_a_tokenizer_panic(tmp_path: Path) -> None:
    """tiktoken raises PanicException (a BaseException) on ~1M whitespace characters."""
    (tmp_path / "leer.txt").write_text("Anfang" + " " * 1_000_000 + "Ende\n", encoding="utf-8")
    report = scan_here(tmp_path, tokenizers=["llama-3.1", "mistral-tekken"])
    assert report.files_read == 1 and report.files_skipped == 0
    assert report.characters == 1_000_011
    for row in report.tokenizers.values():
        assert 2 < row.tokens_counted < 20_000  # a few thousand whitespace tokens


def test_a_445_byte_odt_of_spaces_is_counted(tmp_path: Path) -> None:
    spaces = '<text:s text:c="10000"/>' * 100
    write_odt_content(tmp_path / "leer.odt", f"<text:p>Anfang{spaces}Ende</text:p>")
    report = scan_here(tmp_path, tokenizers=["llama-3.1"])
    assert report.files_read == 1 and report.characters == 1_000_010


class FakePanic(BaseException):
    """What pyo3 raises for a Rust panic: not an Exception."""


@pytest.mark.parametrize("workers_count", [1, 2])
def test_a_tokenizer_that_panics_skips_that_file_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, workers_count: int
) -> None:
    for index in range(4):
        (tmp_path / f"brief_{index}.txt").write_text(TEXT, encoding="utf-8")
    (tmp_path / "panik.txt").write_text("PANIK " + TEXT, encoding="utf-8")
    counter = load_tokenizer("gpt2")
    real_count = type(counter).count_batch

    def panicking(self: object, texts: list[str]) -> list[int]:
        if any(t.startswith("PANIK") for t in texts):
            raise FakePanic("called `Result::unwrap()` on an `Err` value")
        return real_count(self, texts)  # type: ignore[arg-type]

    monkeypatch.setattr(type(counter), "count_batch", panicking)
    monkeypatch.setattr(executor, "start_method", lambda: "fork")  # workers inherit the patch
    report = scan_here(tmp_path, workers=workers_count)
    assert reasons(report) == {"panik.txt": "reading failed (FakePanic)"}
    assert report.files_read == 4 and report.tokens_counted == 4 * counter.count(TEXT)


def test_undecodable_names_give_valid_json_under_a_strict_utf8_locale(tmp_path: Path) -> None:
    root = tmp_path / "archiv"
    folder = root / os.fsdecode(b"Ordner_\xff")
    folder.mkdir(parents=True)
    (folder / os.fsdecode(b"bild_\xe4.png")).write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    (folder / os.fsdecode(b"link_\xfe")).symlink_to(tmp_path)
    (folder / os.fsdecode(b"text_\xf6.txt")).write_text(TEXT, encoding="utf-8")
    env = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict"}
    env.pop("PYTHONUTF8", None)
    command = [sys.executable, "-m", "llmplan", "corpus", str(root), "--json", "--workers", "1"]
    text_command = [c for c in command if c != "--json"]
    done = subprocess.run(
        [*command, "--tokenizer", "gpt2"], capture_output=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")[-2000:]
    data = json.loads(done.stdout.decode("utf-8"))  # strict: valid UTF-8 or it raises
    assert data["files_read"] == 1
    paths = [item["path"] for item in data["skipped"]]
    assert any(p.endswith("Ordner_\\xff/bild_\\xe4.png") for p in paths), paths
    assert any(p.endswith("link_\\xfe") for p in paths), paths
    text = subprocess.run(
        [*text_command, "--tokenizer", "gpt2"], capture_output=True, env=env, timeout=300
    )
    assert text.returncode == 0 and b"Traceback" not in text.stderr


# ---- Memory and time bounds


def test_odt_expansion_is_stopped_at_the_character_limit(tmp_path: Path) -> None:
    """1.7 KB of text:s once became 200 M characters; the limit counts the output."""
    spaces = '<text:s text:c="10000"/>' * 20_000
    write_odt_content(tmp_path / "bombe.odt", f"<text:p>x{spaces}</text:p>")
    assert (tmp_path / "bombe.odt").stat().st_size < 4096
    limits = Limits(max_text_chars=2_000_000)
    with pytest.raises(SkipFile, match="too much text"):
        extract_text(tmp_path / "bombe.odt", limits)


def test_zip_member_that_under_declares_its_size_is_stopped(tmp_path: Path) -> None:
    """The declared size says 1 KB; the deflate stream inflates to 64 MiB. Python's zipfile
    stops at the declared size and fails the CRC, but only after inflating the whole
    stream in one call: what is inflated must be counted (and capped) as it streams."""
    import tracemalloc

    path = tmp_path / "luege.docx"
    docs.write_zip_bomb(path, inflated_bytes=64 * 1024**2)
    data = bytearray(path.read_bytes())
    declared = (64 * 1024**2).to_bytes(4, "little")
    small = (1024).to_bytes(4, "little")
    assert data.count(declared) == 2  # local header and central directory
    path.write_bytes(bytes(data).replace(declared, small))
    limits = Limits(max_uncompressed_bytes=8 * 1024**2)
    tracemalloc.start()
    try:
        with pytest.raises(SkipFile, match=r"zip bomb|corrupt"):
            extract_text(path, limits)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 24 * 1024**2, f"{peak / 1024**2:.0f} MiB inflated at once"


def test_a_gzip_bomb_is_stopped_within_the_memory_budget(tmp_path: Path) -> None:
    """300 MiB of spaces in 300 KB: below the 500:1 ratio until 150 MB are inflated in
    memory, which a worker's budget cannot afford (a .gz is read whole)."""
    import tracemalloc

    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    block = b" " * 1024**2
    bomb = b"".join(packer.compress(block) for _ in range(300)) + packer.flush()
    (tmp_path / "leer.txt.gz").write_bytes(bomb)
    limits = Limits(max_worker_growth_bytes=64 * 1024**2)
    tracemalloc.start()
    try:
        with pytest.raises(SkipFile, match="zip bomb"):
            extract_text(tmp_path / "leer.txt.gz", limits)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 48 * 1024**2, f"{peak / 1024**2:.0f} MiB inflated"


def test_deep_html_nesting_is_refused_quickly(tmp_path: Path) -> None:
    """The HTML parser's time grows with the square of the depth (200k divs: minutes)."""
    depth = 20_000
    (tmp_path / "tief.html").write_text(
        "<html><body>" + "<div>x" * depth + "</div>" * depth + "</body></html>", "utf-8"
    )
    with pytest.raises(SkipFile, match="nested too deeply"):
        extract_text(tmp_path / "tief.html")
    shallow = "<html><body>" + "<div><p>Absatz " * 200 + "</div>" * 200 + "</body></html>"
    (tmp_path / "flach.html").write_text(shallow, "utf-8")
    assert extract_text(tmp_path / "flach.html").text.count("Absatz") == 200


def test_an_html_element_with_thousands_of_attributes_is_refused_quickly(tmp_path: Path) -> None:
    """The HTML parser's time grows with the square of one element's attributes (20,000
    in 200 KB: about 10 s, 40,000: over 100 s). Long quoted values are no attributes."""
    attributes = " ".join(f"a{index}=x" for index in range(20_000))
    (tmp_path / "attribute.html").write_text(f"<p {attributes}>Text</p>", "utf-8")
    started = time.monotonic()
    with pytest.raises(SkipFile, match="too many attributes"):
        extract_text(tmp_path / "attribute.html")
    assert time.monotonic() - started < 5
    title = " ".join(["Wort"] * 20_000)
    page = f'<p title="{title}" data-x="{title}">Absatz</p>'
    (tmp_path / "lang.html").write_text(page, "utf-8")
    assert extract_text(tmp_path / "lang.html").text == "Absatz"


def test_a_huge_encoded_word_subject_is_read_in_part(tmp_path: Path) -> None:
    """600 KB of encoded words once took 7 GB in the header parser."""
    words = " ".join(email.header.Header("Größe " * 4, "utf-8").encode() for _ in range(5_000))
    assert len(words) > 200_000
    raw = (
        f"From: a@b.de\nSubject: {words}\nContent-Type: text/plain; charset=utf-8\n"
        f"Content-Transfer-Encoding: 8bit\n\n{TEXT}\n"
    )
    (tmp_path / "post.eml").write_text(raw, encoding="utf-8")
    text = extract_text(tmp_path / "post.eml").text
    subject, _, body = text.partition("\n")
    assert subject.startswith("Größe Größe") and len(subject) < 20_000
    assert body.strip() == TEXT.strip()


def run_isolated(code: str, memory_bytes: int = 2 * 1024**3) -> subprocess.CompletedProcess[str]:
    """Python code in a child process whose data segment is capped: a test can never eat
    more than that, even against code that does not bound itself."""
    prelude = (
        "import resource\n"
        f"resource.setrlimit(resource.RLIMIT_DATA, ({memory_bytes}, {memory_bytes}))\n"
    )
    return subprocess.run(
        [sys.executable, "-c", prelude + code], capture_output=True, text=True, timeout=600
    )


@pytest.mark.workers
def test_nested_pdf_forms_end_as_a_skipped_file_within_the_limits(tmp_path: Path) -> None:
    """10**10 text draws from 3 KB: the worker's watchdog ends it past the file's time or
    memory limit, the scan reports the file as skipped and goes on."""
    (tmp_path / "formen.pdf").write_bytes(nested_forms_pdf(depth=11, fanout=10))
    (tmp_path / "gut.pdf").write_bytes(text_pdf("Hallo Welt"))
    code = f"""
import json
from llmplan.corpus.extract import Limits
from llmplan.corpus.scan import ScanOptions, scan_corpus
limits = Limits(seconds_per_file=4, max_worker_growth_bytes=300 * 1024**2)
# in worker processes however they start (spawned ones would read a small folder here)
options = ScanOptions(tokenizers=["gpt2"], workers=2, limits=limits, in_process_below_bytes=0)
report = scan_corpus({str(tmp_path)!r}, options)
print(json.dumps([report.files_read, {{s.path: s.reason for s in report.skipped}}]))
"""
    done = run_isolated(code)
    assert done.returncode == 0, done.stderr[-3000:]
    files_read, skipped = json.loads(done.stdout.splitlines()[-1])
    assert files_read == 1
    (reason,) = skipped.values()
    assert reason.startswith(("took too long", "needed too much memory", "too much text"))


def test_a_big_plain_file_is_streamed_in_flat_memory(tmp_path: Path) -> None:
    """A 24 MiB CSV (streamed: above 8 MiB) used to cost 20-40x its size in memory (about
    550 MiB here; 300 MiB unstreamed, measured as below); streamed, the reading process
    grows by about 85 MiB beyond what it holds for any file (tokenizer, casefold tables,
    language model: a small file read first loads them all)."""
    row = "2024-01-05;Rechnung;Größe;Übermaß;12,50 €;Kunde Müller\n"
    (tmp_path / "klein").mkdir()
    (tmp_path / "klein" / "klein.csv").write_text(row * 200, encoding="utf-8")
    path = tmp_path / "gross.csv"
    with path.open("w", encoding="utf-8") as handle:
        for _ in range(24 * 1024**2 // len(row.encode())):
            handle.write(row)
    # The peak is this process's VmHWM, reset after the small file: ru_maxrss carries the
    # parent's peak across fork and exec on Linux (under a large test process it hid the
    # growth entirely), and the models' loading peak would hide it too.
    code = f"""
import json
from llmplan.corpus.scan import ScanOptions, scan_corpus

def status(field):
    with open("/proc/self/status") as lines:
        return next(int(l.split()[1]) * 1024 for l in lines if l.startswith(field))

options = ScanOptions(tokenizers=["gpt2"], workers=1, in_process=True)  # measured here
scan_corpus({str(tmp_path / "klein")!r}, options)
with open("/proc/self/clear_refs", "w") as clear:
    clear.write("5")  # VmHWM := VmRSS
before = status("VmRSS:")
report = scan_corpus({str(path)!r}, options)
print(json.dumps([report.files_read, report.tokens_counted, status("VmHWM:") - before]))
"""
    done = run_isolated(code)
    assert done.returncode == 0, done.stderr[-3000:]
    files_read, tokens, growth = json.loads(done.stdout.splitlines()[-1])
    rows = 24 * 1024**2 // len(row.encode())
    assert files_read == 1 and tokens == rows * load_tokenizer("gpt2").count(row)
    assert growth < 100 * 1024**2, f"peak grew by {growth / 1024**2:.0f} MiB"


def write_briefs_and_one_stuck(folder: Path) -> None:
    # distinct texts: byte-identical copies would be read once, by their first file
    for index in range(6):
        (folder / f"brief_{index}.txt").write_text(f"{TEXT}\nBrief {index}", encoding="utf-8")
    (folder / "haengt.txt").write_text(f"{TEXT}\nHängt", encoding="utf-8")


@pytest.mark.parametrize("where", ["worker processes", "in process", "GUI thread"])
@pytest.mark.parametrize("limit", ["time", "memory"])
def test_a_file_past_its_time_or_memory_limit_is_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, limit: str, where: str
) -> None:
    """Where worker processes read, the watchdog ends the process; where this process
    reads (asked to, or a small folder scanned from a thread such as the GUI's, whose
    workers would have to be spawned), the watchdog interrupts the reading thread."""
    write_briefs_and_one_stuck(tmp_path)
    real_extract = workers.extract_document
    hoard: list[bytearray] = []

    def stuck(
        path: Path, limits: Limits, identity: tuple[int, int] | None
    ) -> ExtractedText | StreamedText:
        if path.name == "haengt.txt":
            deadline = time.monotonic() + 120
            while limit == "time" and time.monotonic() < deadline:
                pass  # as an extractor caught in a loop
            for _ in range(40):  # 400 MiB, 10 MiB at a time, as a library would grow
                hoard.append(bytearray(b"x" * 10 * 1024**2))
                time.sleep(0.05)
        return real_extract(path, limits, identity)

    monkeypatch.setattr(workers, "extract_document", stuck)
    if where == "worker processes":
        monkeypatch.setattr(executor, "start_method", lambda: "fork")
    seconds = 1.0 if limit == "time" else 60.0
    limits = Limits(
        seconds_per_file=seconds, seconds_per_mib=0, max_worker_growth_bytes=100 * 2**20
    )
    started = time.monotonic()
    reports: list[scan.CorpusReport] = []

    def scan_it() -> None:
        in_process = where == "in process"
        reports.append(scan_here(tmp_path, workers=2, limits=limits, in_process=in_process))

    if where == "GUI thread":
        thread = threading.Thread(target=scan_it)
        thread.start()
        thread.join(90)
    else:
        scan_it()
    assert time.monotonic() - started < 60
    (report,) = reports
    expected = "took too long" if limit == "time" else "needed too much memory"
    assert list(reasons(report)) == ["haengt.txt"]
    assert reasons(report)["haengt.txt"].startswith(expected)
    assert report.files_read == 6
    if where != "worker processes":  # interrupted in this process, before it grew to 400 MiB
        assert len(hoard) < 40


def test_a_forked_worker_is_charged_for_the_memory_it_copies_from_its_parent(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A forked worker's allocations can land in pages its parent's heap holds free: its
    resident size then stays flat while it copies them for itself. What it copied is still
    its own growth, and the watchdog ends it for it."""
    write_briefs_and_one_stuck(tmp_path)
    real_extract = workers.extract_document
    inherited = bytearray(b"x") * (400 * 2**20)  # written, so resident here before the fork
    chunk = 10 * 2**20

    def copying(
        path: Path, limits: Limits, identity: tuple[int, int] | None
    ) -> ExtractedText | StreamedText:
        if path.name == "haengt.txt":
            for start in range(0, len(inherited), chunk):  # as a reader reusing freed heap
                inherited[start : start + chunk] = b"y" * chunk
                time.sleep(0.05)
        return real_extract(path, limits, identity)

    monkeypatch.setattr(workers, "extract_document", copying)
    monkeypatch.setattr(executor, "start_method", lambda: "fork")
    limits = Limits(seconds_per_file=60, seconds_per_mib=0, max_worker_growth_bytes=100 * 2**20)
    report = scan_here(tmp_path, workers=2, limits=limits, in_process=False)
    assert list(reasons(report)) == ["haengt.txt"]
    assert reasons(report)["haengt.txt"].startswith("needed too much memory")
    assert report.files_read == 6
    assert inherited[:1] == b"x"  # the worker's copy, never this process's


def test_a_collection_in_the_parent_is_not_charged_to_a_forked_workers_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The parent's garbage collector writes into every object it visits; where it visited
    the heap it shares with a forked worker, each page would be copied and count as that
    worker's growth. While workers read, the parent's old objects are left alone."""
    (tmp_path / "langsam.txt").write_text(f"{TEXT}\nLangsam", encoding="utf-8")
    real_extract = workers.extract_document
    heap = [{"n": [index, str(index)]} for index in range(700_000)]  # ~150 MiB of objects

    def slow(
        path: Path, limits: Limits, identity: tuple[int, int] | None
    ) -> ExtractedText | StreamedText:
        time.sleep(2.5)  # while the parent collects
        return real_extract(path, limits, identity)

    def collect_soon() -> None:
        time.sleep(1.0)
        gc.collect()

    monkeypatch.setattr(workers, "extract_document", slow)
    monkeypatch.setattr(executor, "start_method", lambda: "fork")
    limits = Limits(seconds_per_file=60, seconds_per_mib=0, max_worker_growth_bytes=100 * 2**20)
    collector = threading.Thread(target=collect_soon)
    collector.start()
    report = scan_here(tmp_path, workers=1, limits=limits, in_process=False)
    collector.join()
    assert reasons(report) == {}
    assert report.files_read == 1
    assert len(heap) == 700_000
    assert not gc.get_freeze_count()  # the parent's objects are collectable again


@pytest.mark.workers
def test_native_code_stuck_in_process_is_left_behind_and_the_rest_read_in_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Native code never returns to the interpreter, so the watchdog's exception cannot
    land: after the grace period the file is skipped as "took too long" anyway and the
    other files are read in worker processes."""
    write_briefs_and_one_stuck(tmp_path)
    # a lock wait in C: deaf to the interrupting exception
    release = hold_reading(monkeypatch, "haengt.txt", lambda release: release.wait(120))
    monkeypatch.setattr(in_process, "GRACE_SECONDS", 0.5)
    limits = Limits(seconds_per_file=1.0, seconds_per_mib=0)
    started = time.monotonic()
    try:
        report = scan_here(tmp_path, workers=2, limits=limits, in_process=True)
    finally:
        release.set()
    assert time.monotonic() - started < 60
    assert list(reasons(report)) == ["haengt.txt"]
    assert reasons(report)["haengt.txt"].startswith("took too long")
    assert report.files_read == 6
    counter = load_tokenizer("gpt2")
    assert report.tokens_counted == sum(counter.count(f"{TEXT}\nBrief {i}") for i in range(6))


# ---- Reading outside the folder, or blocking


def after_walk(monkeypatch: pytest.MonkeyPatch, hook: object) -> None:
    """Run `hook` between the walk and the reading of the files (a fixture hook)."""
    real_walk = listing.walk

    def walk_then_hook(*args: object, **kwargs: object) -> walk.WalkResult:
        result = real_walk(*args, **kwargs)  # type: ignore[arg-type]
        hook()  # type: ignore[operator]
        return result

    monkeypatch.setattr(listing, "walk", walk_then_hook)


def test_a_file_swapped_for_a_link_after_the_walk_is_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outside = tmp_path / "draussen.txt"
    outside.write_text(TEXT * 200, encoding="utf-8")
    root = tmp_path / "ordner"
    root.mkdir()
    (root / "a.txt").write_text("kurz", encoding="utf-8")
    (root / "b.txt").write_text(TEXT, encoding="utf-8")

    def swap() -> None:
        (root / "a.txt").unlink()
        (root / "a.txt").symlink_to(outside)

    after_walk(monkeypatch, swap)
    report = scan_here(root)
    assert report.files_read == 1
    assert report.tokens_counted == load_tokenizer("gpt2").count(TEXT)
    assert reasons(report)["a.txt"] == "symbolic link not followed"


def test_a_file_replaced_after_the_walk_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "a.txt").write_text("kurz", encoding="utf-8")
    (tmp_path / "anderer.txt").write_text(TEXT * 50, encoding="utf-8")

    def swap() -> None:
        os.replace(tmp_path / "anderer.txt", tmp_path / "a.txt")

    after_walk(monkeypatch, swap)
    report = scan_here(tmp_path / "a.txt")
    assert reasons(report) == {"a.txt": "changed since the folder was listed (not read)"}


@pytest.mark.parametrize("moment", ["after the walk", "between the check and the open"])
def test_a_file_swapped_for_a_fifo_never_blocks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, moment: str
) -> None:
    """Swapped after the walk, or in the stat-then-open race (after the reader's checks,
    just before its open)."""
    target = tmp_path / "rohr.txt"
    target.write_text(TEXT, encoding="utf-8")
    (tmp_path / "gut.txt").write_text(TEXT, encoding="utf-8")
    swapped = threading.Event()
    armed = threading.Event()  # the walk is over: the reader's turn

    def swap() -> None:
        if not swapped.is_set():
            swapped.set()
            target.unlink()
            os.mkfifo(target)

    def is_target(path: object) -> bool:
        return isinstance(path, str | os.PathLike) and os.fspath(path) == str(target)

    real_open, real_builtin_open = os.open, builtins.open

    def swap_then_open(path: object, *args: object, **kwargs: object) -> int:
        if armed.is_set() and is_target(path):
            swap()
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    def swap_then_builtin_open(path: object, *args: object, **kwargs: object) -> object:
        if armed.is_set() and is_target(path):
            swap()
        return real_builtin_open(path, *args, **kwargs)  # type: ignore[call-overload]

    if moment == "after the walk":
        after_walk(monkeypatch, swap)
    else:  # whatever the reader checked before, the open finds a FIFO
        after_walk(monkeypatch, armed.set)
        monkeypatch.setattr(os, "open", swap_then_open)
        monkeypatch.setattr(builtins, "open", swap_then_builtin_open)
    outcome: list[scan.CorpusReport] = []
    reader = threading.Thread(target=lambda: outcome.append(scan_here(tmp_path)), daemon=True)
    reader.start()
    reader.join(timeout=60)
    if reader.is_alive():  # unblock the reader so the test process can end
        descriptor = os.open(target, os.O_WRONLY | os.O_NONBLOCK)
        os.close(descriptor)
    assert outcome, "the scan blocked on a FIFO"
    assert reasons(outcome[0]) == {"rohr.txt": "not a regular file"}
    assert outcome[0].files_read == 1


def test_a_folder_swapped_for_a_link_during_the_walk_is_not_descended(tmp_path: Path) -> None:
    outside = tmp_path / "draussen"
    (outside / "tief").mkdir(parents=True)
    (outside / "tief" / "geheim.txt").write_text(TEXT, encoding="utf-8")
    root = tmp_path / "ordner"
    (root / "unter").mkdir(parents=True)
    (root / "a.txt").write_text(TEXT, encoding="utf-8")
    (root / "unter" / "b.txt").write_text(TEXT, encoding="utf-8")

    def swap_once(_result: walk.WalkResult) -> None:  # called when a.txt is listed
        if (root / "unter").is_dir() and not (root / "unter").is_symlink():
            (root / "unter" / "b.txt").unlink()
            (root / "unter").rmdir()
            (root / "unter").symlink_to(outside / "tief", target_is_directory=True)

    result = walk.walk([root], on_file=swap_once)
    listed = [p for s in result.strata.values() for p in s.paths]
    assert listed == [str(root / "a.txt")]
    assert dict(result.skipped)[str(root / "unter")] == reason("folder_changed")


def test_a_root_given_as_a_link_is_scanned_at_its_target(tmp_path: Path) -> None:
    (tmp_path / "echt").mkdir()
    (tmp_path / "echt" / "a.txt").write_text(TEXT, encoding="utf-8")
    (tmp_path / "verknuepfung").symlink_to(tmp_path / "echt", target_is_directory=True)
    report = scan_here(tmp_path / "verknuepfung")
    assert report.files_read == 1 and report.files_skipped == 0
    assert [note.why() for note in report.notes] == [
        reason("root_link", link=str(tmp_path / "verknuepfung"), target=str(tmp_path / "echt"))
    ]


# ---- Wrong counts


@pytest.mark.workers
def test_a_text_head_with_a_binary_tail_is_binary(tmp_path: Path) -> None:
    head = (TEXT + "\n") * (64 * 1024 // len(TEXT) + 1)
    tail = os.urandom(2 * 1024**2)
    (tmp_path / "getarnt.txt").write_bytes(head.encode("utf-8") + tail)
    (tmp_path / "gross_getarnt.txt").write_bytes(head.encode("utf-8") * 200 + tail)  # streamed
    report = scan_here(tmp_path)
    assert reasons(report) == {"getarnt.txt": "binary data", "gross_getarnt.txt": "binary data"}


def test_a_pdf_named_txt_is_read_as_pdf(tmp_path: Path) -> None:
    (tmp_path / "bericht.txt").write_bytes(text_pdf("Quartalsbericht Umsatz"))
    result = extract_text(tmp_path / "bericht.txt")
    assert result.kind == "pdf" and result.text.strip() == "Quartalsbericht Umsatz"
    (tmp_path / "bild.txt").write_bytes(b"\x89PNG\r\n\x1a\n" + b"IHDR" * 100)
    with pytest.raises(SkipFile, match="binary data"):
        extract_text(tmp_path / "bild.txt")


def test_hard_links_count_once(tmp_path: Path) -> None:
    (tmp_path / "original.txt").write_text(TEXT, encoding="utf-8")
    for index in range(40):
        os.link(tmp_path / "original.txt", tmp_path / f"kopie_{index:02d}.txt")
    report = scan_here(tmp_path)
    assert report.files_read == 1
    assert report.tokens_counted == load_tokenizer("gpt2").count(TEXT)
    assert report.skipped_by_reason == {reason("hard_link").text: 40}
    assert reason("hard_links", links=40) in [note.why() for note in report.notes]


@pytest.mark.parametrize("charset", ["rot13", "base64", "zlib", "x-bogus-charset"])
def test_html_with_a_bogus_meta_charset_is_read(tmp_path: Path, charset: str) -> None:
    page = f'<html><head><meta charset="{charset}"></head><body><p>{TEXT}</p></body></html>'
    (tmp_path / "seite.html").write_text(page, encoding="utf-8")
    assert extract_text(tmp_path / "seite.html").text == " ".join(TEXT.split())


def test_json_with_a_huge_integer_is_read(tmp_path: Path) -> None:
    document = '{"id": ' + "7" * 5000 + ', "text": "Größe und Übermaß", "n": 1e400}'
    (tmp_path / "daten.json").write_text(document, encoding="utf-8")
    assert extract_text(tmp_path / "daten.json").text == "Größe und Übermaß"


def test_long_texts_are_counted_exactly_in_pieces() -> None:
    """Pieces cut where every byte-level BPE pre-tokenizer ends a token: same count."""
    from llmplan.corpus.pieces import split_text

    text = "\n\n".join([TEXT, docs.RUSSIAN, "  eingerückt\n\tTab  "] * 800)
    pieces = list(split_text(text))
    assert len(pieces) > 3 and "".join(pieces) == text
    for tokenizer in ("llama-3.1", "gpt2", "mistral-tekken"):
        counter = load_tokenizer(tokenizer)
        assert sum(counter.count_batch(pieces)) == counter.count(text), tokenizer
