"""The bookkeeping of `--engine ray` for lost workers, and its skip reason in German
(no Ray needed: tests/corpus/test_ray_engine.py runs the real cluster)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from llmplan.corpus.extract import Limits
from llmplan.corpus.ray_scan import RayUnavailable, RetryBook, run_batches_on_ray
from llmplan.corpus.reasons import reason
from llmplan.corpus.workers import ReadJob, ReadSettings, WorkItem
from llmplan.presentation import i18n
from llmplan.presentation.skip_reasons import reason_text


def test_a_file_whose_worker_is_lost_twice_is_skipped_with_the_reason() -> None:
    book = RetryBook()
    batch = [WorkItem("txt", i, f"/data/{i}.txt", 10) for i in range(3)]
    assert book.lost(batch) == []  # first loss: each file queued again, alone
    assert [book.next_batch(iter([])) for _ in batch] == [[item] for item in batch]
    assert book.next_batch(iter([])) is None
    skipped = book.lost(batch[1:2])
    assert [(o.item, o.reason) for o in skipped] == [(batch[1], reason("ray_worker_lost"))]
    assert not book.retries


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_the_lost_worker_reason_reads_in_german(german: None) -> None:
    assert (
        reason_text(reason("ray_worker_lost")) == "sein Ray-Worker ging beim Lesen zweimal verloren"
    )


def test_without_ray_the_engine_says_how_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    real_import = builtins.__import__

    def no_ray(name: str, *args: object, **kwargs: object) -> object:
        if name == "ray" or name.startswith("ray."):
            raise ImportError("No module named 'ray'")
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_ray)
    with pytest.raises(RayUnavailable, match=r"pip install 'llmplan\[cluster\]'"):
        job = ReadJob(ReadSettings(("gpt2",), Limits(), False), lambda _: None)
        run_batches_on_ray(iter([]), job, workers=1)
