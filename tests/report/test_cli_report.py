"""`llmplan report SCENARIO.json --out ...`: headless, no window, exit 0; bad input exits 2."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from headless_cli import run_without_display
from llmplan.cli import main
from llmplan.resources import resource_path

EXAMPLE = resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json")


def test_cli_writes_a_pdf_in_a_fresh_process_without_a_display(tmp_path: Path) -> None:
    target = tmp_path / "report.pdf"
    completed = run_without_display("report", str(EXAMPLE), "--out", str(target))
    assert completed.returncode == 0, completed.stderr
    assert f"wrote {target}" in completed.stdout
    document = pdfium.PdfDocument(str(target))
    try:
        first_page = document[0].get_textpage().get_text_range()
    finally:
        document.close()
    assert "Fits on 8x NVIDIA H200 NVL" in " ".join(first_page.split())


def test_cli_writes_the_report_in_german_when_asked(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from llmplan.presentation import i18n

    target = tmp_path / "bericht.md"
    try:
        assert main(["report", str(EXAMPLE), "--out", str(target), "--language", "de"]) == 0
    finally:
        i18n.set_language("en")
    text = target.read_text(encoding="utf-8")
    assert "Passt auf 8x NVIDIA H200 NVL" in text
    assert "Gesamt pro Karte" in text and "Total per card" not in text


@pytest.mark.parametrize("suffix", [".md", ".csv"])
def test_cli_picks_the_format_from_the_suffix(qapp, tmp_path: Path, suffix: str) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / f"report{suffix}"
    assert main(["report", str(EXAMPLE), "--out", str(target)]) == 0
    text = target.read_text(encoding="utf-8-sig")
    assert "Total per card" in text and "NVIDIA H200 NVL" in text


def test_cli_png_writes_both_charts(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QImage

    assert (
        main(["report", str(EXAMPLE), "--format", "png", "--out", str(tmp_path / "plan.png")]) == 0
    )
    for name in ("plan_memory.png", "plan_timeline.png"):
        image = QImage(str(tmp_path / name))
        assert not image.isNull() and image.width() > 400 and image.height() > 200


def test_cli_bad_scenario_exits_2_with_the_field_named(qapp, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"schema_version": 1, "hardware": {"gpu": "h200-nvl", "count": 0}}))
    assert main(["report", str(bad), "--out", str(tmp_path / "r.pdf")]) == 2
    error = capsys.readouterr().err
    assert "hardware.count" in error
    assert not (tmp_path / "r.pdf").exists()


def test_cli_not_json_missing_file_and_unknown_suffix_exit_2(qapp, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json")
    assert main(["report", str(broken), "--out", str(tmp_path / "r.pdf")]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["report", str(tmp_path / "nope.json"), "--out", str(tmp_path / "r.pdf")]) == 2
    assert main(["report", str(EXAMPLE), "--out", str(tmp_path / "r.docx")]) == 2
    assert "unknown suffix" in capsys.readouterr().err
    unknown_model = tmp_path / "unknown.json"
    unknown_model.write_text(json.dumps({"model": "llama-9-9000b"}))
    assert main(["report", str(unknown_model), "--out", str(tmp_path / "r.pdf")]) == 2
