"""`--engine ray`: the same count and skip list as the local scan, on a local cluster that
listens on the loopback address only, and no file lost when a worker is killed mid-scan.

One local cluster (two CPUs) serves the module: a Ray start costs seconds. The CLI test
starts and stops its own, as a user's run does. Needs the `cluster` extra (Ray).
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.cli import main
from llmplan.corpus.extract import Limits
from llmplan.corpus.ray_scan import read_batch_task, run_batches_on_ray
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.workers import FileOutcome, ReadJob, ReadSettings, WorkItem
from llmplan.resources import resource_path

ray = pytest.importorskip("ray")
from llmplan.corpus.ray_scan import start_local_cluster  # noqa: E402

pytestmark = pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="Linux /proc needed")


@pytest.fixture(scope="module")
def cluster() -> Iterator[None]:
    start_local_cluster(workers=2)
    yield
    ray.shutdown()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled sample corpus and the hostile folder: read files and a skip list."""
    root = tmp_path_factory.mktemp("ray-corpus")
    for path in resource_path("sample_corpus").iterdir():
        (root / path.name).write_bytes(path.read_bytes())
    docs.make_hostile_folder(root / "hostile")
    return root


def _summary(report_json: dict[str, object]) -> dict[str, object]:
    keys = ("files_total", "files_read", "files_skipped", "tokens_counted", "by_type",
            "skipped", "exact_duplicate_fraction", "near_duplicate_fraction", "words")  # fmt: skip
    summary = {key: report_json[key] for key in keys}
    # files finish in any order, here as in worker processes: the list, sorted
    summary["skipped"] = sorted(json.dumps(entry, sort_keys=True) for entry in summary["skipped"])
    return summary


def test_cli_engine_ray_starts_its_own_cluster_and_matches(
    corpus: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # first in the module: the shared cluster is not up yet, so this run starts its own
    assert not ray.is_initialized()
    assert main(["corpus", str(corpus), "--json"]) == 0
    local = json.loads(capsys.readouterr().out)
    assert main(["corpus", str(corpus), "--json", "--engine", "ray", "--workers", "2"]) == 0
    on_ray = json.loads(capsys.readouterr().out)
    assert _summary(on_ray) == _summary(local)
    assert not ray.is_initialized()  # stopped after the scan


def test_ray_scan_gives_the_local_count_and_skip_list(cluster: None, corpus: Path) -> None:
    local = scan_corpus(corpus, ScanOptions(workers=2, in_process_below_bytes=0))
    on_ray = scan_corpus(corpus, ScanOptions(workers=2, engine="ray"))
    assert local.files_read >= 10 and local.files_skipped >= 10  # both lists are real
    assert _summary(on_ray.to_json_dict()) == _summary(local.to_json_dict())


def test_address_needs_the_ray_engine(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["corpus", ".", "--address", "127.0.0.1:6379"]) == 2
    assert "--address needs --engine ray" in capsys.readouterr().err


def _listening_addresses(pids: set[int]) -> set[str]:
    """Local addresses (hex, as /proc/net shows them) of the TCP sockets these processes
    listen on."""
    inodes: set[str] = set()
    for pid in pids:
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
                if target.startswith("socket:["):
                    inodes.add(target[8:-1])
        except OSError:  # ended meanwhile
            continue
    addresses = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A" and fields[9] in inodes:  # 0A: LISTEN
                addresses.add(fields[1].rsplit(":", 1)[0])
    return addresses


def _descendants(root: int) -> set[int]:
    parents: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parents[int(entry)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = {root}, [root]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent]
        found.update(children)
        frontier.extend(children)
    return found


LOOPBACK = {"0100007F", "0000000000000000FFFF00000100007F", "00000000000000000000000001000000"}


def test_local_cluster_listens_on_loopback_only(cluster: None) -> None:
    task = ray.remote(read_batch_task)
    settings = ReadSettings(("gpt2",), Limits(), False)
    assert ray.get(task.remote([], settings)) == ([], [])  # workers are up
    addresses = _listening_addresses(_descendants(os.getpid()))
    assert addresses, "the cluster's servers were not found"
    assert addresses <= LOOPBACK, addresses
    assert [node["NodeManagerAddress"] for node in ray.nodes()] == ["127.0.0.1"]


def _busy_ray_workers() -> list[int]:
    """Ray worker processes running our task now (Ray names them after the function)."""
    busy = []
    for pid in _descendants(os.getpid()) - {os.getpid()}:
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if command.startswith(b"ray::read_batch_task"):
            busy.append(pid)
    return busy


def test_worker_killed_mid_scan_loses_no_file(cluster: None, tmp_path: Path) -> None:
    """The big file's worker is killed while it reads: the file is read again elsewhere."""
    big = tmp_path / "gross.txt"
    big.write_text(docs.german_document(40) * 6_000, encoding="utf-8")  # tens of MB
    small = [tmp_path / f"klein_{i}.txt" for i in range(6)]
    for i, path in enumerate(small):
        path.write_text(docs.german_document(3 + i), encoding="utf-8")
    items = [WorkItem("txt", i, str(p), p.stat().st_size) for i, p in enumerate([big, *small])]
    killed: list[int] = []

    def kill_when_busy() -> None:
        deadline = time.monotonic() + 60
        while not killed and time.monotonic() < deadline:
            for pid in _busy_ray_workers():
                os.kill(pid, signal.SIGKILL)  # a worker Ray started for this test
                killed.append(pid)
                break
            time.sleep(0.02)

    killer = threading.Thread(target=kill_when_busy)
    killer.start()
    outcomes: list[FileOutcome] = []
    job = ReadJob(ReadSettings(("llama-3.1",), Limits(), True), outcomes.append)
    run_batches_on_ray(iter([items[:1], items[1:]]), job, workers=2)
    killer.join()
    assert killed, "no busy worker was seen to kill"
    assert sorted(o.item.index for o in outcomes) == list(range(len(items)))  # each once
    assert all(o.read_ok for o in outcomes), [o.reason for o in outcomes]
    expected = scan_corpus(big, ScanOptions(workers=1, in_process=True)).tokens_counted
    assert next(o for o in outcomes if o.item.index == 0).tokens[0] == expected
