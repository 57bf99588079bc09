"""Issue 22: the German report written by the command line pointed to a menu of the window
("Stellen Sie unter Bearbeiten → Einstellungen einen Wechselkurs ein"). Outside the window it
names the scenario field that takes the rate; the window keeps its menu."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.cli import main
from llmplan.presentation import i18n
from llmplan.presentation.recommend_words import set_in_app

# pesos: a currency no price of the book is in and no reference rate converts
SCENARIO = {"schema_version": 1, "model": "llama-3.1-8b", "costs": {"currency": "ARS"}}


def _german_report(tmp_path: Path) -> str:
    scenario = tmp_path / "pesos.json"
    scenario.write_text(json.dumps(SCENARIO), encoding="utf-8")
    target = tmp_path / "bericht.md"
    args = ["report", str(scenario), "--out", str(target), "--language", "de"]
    try:
        assert main([*args, "--deadline-days", "14", "--budget", "1000"]) == 0
    finally:
        i18n.set_language("en")
    return target.read_text(encoding="utf-8")


@pytest.mark.usefixtures("qapp")
def test_the_command_lines_report_names_the_scenario_field(tmp_path: Path) -> None:
    set_in_app(False)  # as `llmplan report` runs: no window in the process
    text = _german_report(tmp_path)
    assert "Ihr Budget ist in ARS, die Preise sind in USD." in text
    assert "Geben Sie in der Szenariodatei einen Wechselkurs an (costs.exchange_rates)" in text
    assert "Bearbeiten → Einstellungen" not in text


@pytest.mark.usefixtures("qapp")
def test_the_window_keeps_pointing_to_its_menu(tmp_path: Path) -> None:
    set_in_app(True)
    try:
        text = _german_report(tmp_path)
    finally:
        set_in_app(False)
    assert "Stellen Sie unter Bearbeiten → Einstellungen einen Wechselkurs ein" in text
