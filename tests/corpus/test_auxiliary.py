"""The auxiliary size of a gzip file is what it inflates to (its trailer), else its size."""

from __future__ import annotations

import gzip
from pathlib import Path

from llmplan.corpus.auxiliary import auxiliary_size, gzip_inflated_size


def test_gzip_trailer_gives_the_inflated_size(tmp_path: Path) -> None:
    text = ("Änderungsprotokoll: Version 1.2 behebt Fehler im Dateisystem.\n" * 400).encode()
    path = tmp_path / "changelog.gz"
    path.write_bytes(gzip.compress(text))
    size = path.stat().st_size
    assert size < len(text) // 10
    assert gzip_inflated_size(str(path), size) == len(text)
    assert auxiliary_size("gz", str(path), size, None) == len(text)
    assert auxiliary_size("txt", str(path), size, None) == size


def test_not_gzip_or_unreadable_keeps_the_file_size(tmp_path: Path) -> None:
    fake = tmp_path / "kein.gz"
    fake.write_bytes(b"plain text, not gzip at all, but named .gz")
    assert gzip_inflated_size(str(fake), fake.stat().st_size) == fake.stat().st_size
    tiny = tmp_path / "winzig.gz"
    tiny.write_bytes(b"\x1f\x8b\x08")
    assert gzip_inflated_size(str(tiny), 3) == 3
    assert gzip_inflated_size(str(tmp_path / "fehlt.gz"), 100) == 100
