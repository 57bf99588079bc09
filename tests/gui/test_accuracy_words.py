"""Help → How accurate is this? in German: its table's words and numbers are German too
(issue 22's new-user look found "measured", "20.64" and "+5.3 %" in the German dialog)."""

from __future__ import annotations

import re

from llmplan.gui.accuracy import accuracy_html
from llmplan.gui.i18n import install_language
from llmplan.validation import validate


def test_the_accuracy_table_reads_german_in_german(qapp) -> None:  # type: ignore[no-untyped-def]
    rows = validate()
    measured = next(r for r in rows if r.measured_gib is not None and r.memory_error)
    install_language("de")
    try:
        page = accuracy_html(rows)
    finally:
        install_language("en")
    cells = re.findall(r"<td>([^<]*)</td>", page)
    assert "gemessen" in cells and "measured" not in cells
    gib = f"{measured.measured_gib:.2f}".replace(".", ",")
    error = f"{measured.memory_error * 100:+.1f}".replace(".", ",") + "\xa0%"
    assert gib in cells and error in cells, (gib, error)
    tps = measured.record.measured.tokens_per_second
    assert tps is not None and f"{tps:,.0f}".replace(",", ".") in cells
