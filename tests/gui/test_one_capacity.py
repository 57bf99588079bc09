"""One capacity per card (issue 22, finding 1): the GPU list, the warnings, the Memory fit
table, Recommend, the command line's text and the report all write the same figure for a
card — what its driver reports (nvidia-smi MiB ÷ 1024 = GiB) — while the card's name
carries the vendor's figure ("H100 SXM 80 GB" holds 79.6 GiB).

On main the H100 SXM read "75 GiB" in the GPU list (the vendor's 80 GB converted), "80 GiB"
in a warning, "79.6 GiB" in the Memory fit table and "85.5 GB" on the command line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape

import pytest
from PySide6.QtCore import Qt

from llmplan.catalog.load import load_catalog
from llmplan.catalog.schema import GPU
from llmplan.cli import main
from llmplan.commands.plan import format_explanations, format_summary
from llmplan.commands.recommend import format_advice
from llmplan.core.advisor.recommend import recommend
from llmplan.core.plan import plan_candidates
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.hardware_form import HardwareForm
from llmplan.gui.tabs.memory_tab import MemoryFitTab
from llmplan.gui.tabs.recommend_tab import RecommendTab
from llmplan.presentation import formatting, i18n
from llmplan.presentation.recommend_words import binding, memory_cell
from llmplan.presentation.warning_text import warning_text
from llmplan.report.html_report import report_html

GPUS: dict[str, GPU] = dict(load_catalog().gpus)
# Llama 3.1 70B, full fine-tune on one card: fits on none, so each plan warns "does not fit"
SCENARIO = Scenario(
    model="llama-3.1-70b",
    method="full",
    sharding="none",
    hardware=Hardware(gpu="h100-sxm", count=1),
    candidates=[Hardware(gpu=g, count=1) for g in GPUS if g != "h100-sxm"],
)
FIGURE = re.compile(r"(\d[\d,]*\.\d) GiB")


def expected(gpu: GPU) -> str:
    """The catalogue's driver total in GiB, one decimal (81,559 MiB -> "79.6 GiB")."""
    assert gpu.memory_mib is not None
    return f"{gpu.memory_mib / 1024:,.1f} GiB"


@pytest.fixture(autouse=True)
def english_gib(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The app's own default: English, memory in GiB."""
    previous = formatting.memory_unit()
    formatting.set_memory_unit("GiB")
    with i18n.language_in_use("en"):
        yield
    formatting.set_memory_unit(previous)


@pytest.fixture(scope="module")
def results() -> list[PlanResult]:
    planned = plan_candidates(SCENARIO)
    assert [r.hardware.gpu for r in planned] == list(GPUS)
    return planned


def test_every_card_is_named_with_the_vendors_figure() -> None:
    for gpu in GPUS.values():
        assert f"{gpu.memory_gb:g} GB" in gpu.name, gpu.id


def test_the_gpu_list_shows_the_usable_capacity_with_a_note_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    form = HardwareForm(ScenarioStore(SCENARIO))
    qtbot.addWidget(form)
    combo = form.gpu_combo
    for gpu in GPUS.values():
        index = combo.findData(gpu.id)
        text = combo.itemText(index)
        assert text.startswith(gpu.name) and FIGURE.findall(text) == [expected(gpu)[:-4]], text
        tooltip = str(combo.itemData(index, Qt.ItemDataRole.ToolTipRole))
        assert f"{gpu.memory_gb:g} GB" in tooltip and expected(gpu) in tooltip, tooltip
    h100 = combo.itemText(combo.findData("h100-sxm"))
    assert h100 == "NVIDIA H100 SXM 80 GB (79.6 GiB usable)"


def test_warnings_name_the_same_capacity(results: list[PlanResult]) -> None:
    for result in results:
        gpu = GPUS[result.hardware.gpu]
        (warning,) = [w for w in result.warning_details if w.code == "does_not_fit"]
        text = warning_text(warning)
        assert text.endswith(f"{gpu.name} has {expected(gpu)}."), text


def test_the_memory_fit_table_shows_the_same_capacity(qtbot) -> None:  # type: ignore[no-untyped-def]
    store = ScenarioStore(SCENARIO)
    tab = MemoryFitTab(store)
    qtbot.addWidget(tab)
    store.recompute_now()
    rows = {line.split("\t")[0]: line.split("\t")[1:] for line in tab.table.to_tsv().splitlines()}
    assert rows["Capacity per card"] == [expected(g) for g in GPUS.values()]


def test_the_command_line_shows_the_same_capacity(results: list[PlanResult]) -> None:
    for result in results:
        gpu = GPUS[result.hardware.gpu]
        summary = format_summary(result)
        (memory,) = [line for line in summary.splitlines() if line.startswith("Memory ")]
        assert f" of {expected(gpu)} per GPU" in memory, memory
        warning = next(line for line in summary.splitlines() if "Does not fit" in line)
        assert warning.endswith(f"has {expected(gpu)}."), warning
        # every GiB figure beside the card's name is its capacity
        assert FIGURE.findall(warning)[-1] == expected(gpu)[:-4]
        # --explain: the capacity and its input alike
        explained = format_explanations(result)
        assert f"memory_per_gpu_gb.capacity: GPU memory = {expected(gpu)}" in explained
        assert f"capacity (GiB) = {expected(gpu)}" in explained


def test_the_report_shows_the_same_capacity_and_says_why_once(
    results: list[PlanResult],
) -> None:
    html = unescape(report_html(SCENARIO, results, None, "memory.png", "timeline.png", 600))
    row = re.search(r"<td>Capacity per card</td>(.*?)</tr>", html)
    assert row is not None
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", row.group(1))
    assert cells == [expected(g) for g in GPUS.values()]
    # one footnote says why, with each card's driver total
    assert html.count("Capacity per card is what the driver reports (nvidia-smi") == 1
    for gpu in GPUS.values():
        assert html.count(f"{gpu.name}: {gpu.memory_mib:,} MiB = {expected(gpu)}") == 1


def test_recommend_shows_the_same_capacity(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = Scenario(model="llama-3.1-8b", method="lora", tokens=1e9)
    advice = recommend(scenario, 14)
    seen = set()
    for option in advice.options:
        gpu = GPUS[option.evaluated.result.hardware.gpu]
        assert memory_cell(option).endswith(f" / {expected(gpu)}")
        seen.add(gpu.id)
    assert seen == set(GPUS)  # every catalogue card is among the options
    # the tab's rows write it so
    tab = RecommendTab(ScenarioStore(scenario))
    qtbot.addWidget(tab)
    tab.advice = advice
    tab._render(advice)
    for row in range(tab.table.rowCount()):
        option = advice.options[row]
        gpu = GPUS[option.evaluated.result.hardware.gpu]
        cells = [tab.table.item(row, c).text() for c in range(1, tab.table.columnCount() - 1)]
        assert any(cell.endswith(f" / {expected(gpu)}") for cell in cells), cells


def test_nothing_fits_names_the_same_capacity() -> None:
    # 405 B full fine-tune on 128 k-token sequences: no catalogue card holds it
    scenario = Scenario(model="llama-3.1-405b", method="full", seq_len=131_072, micro_batch=1)
    advice = recommend(scenario, 14)
    reason = advice.binding_constraint
    assert advice.pick is None and reason is not None and reason.hardware is not None
    capacity = expected(GPUS[reason.hardware.gpu])
    assert binding(reason).endswith(f"has {capacity}."), binding(reason)
    # the command line words it alike (the core's English said "of 309.238 GB")
    cli = format_advice(advice, 10)
    assert f"has {capacity}." in cli and " GB." not in cli


def test_the_catalogue_listing_shows_both_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["catalog", "gpus"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for gpu in GPUS.values():
        (row,) = [line for line in lines if line.startswith(f"{gpu.id} ")]
        after_name = row.split(gpu.name, 1)[1].replace("(upper bound)", "").split()
        assert after_name[:2] == [f"{gpu.memory_gb:,.0f}", expected(gpu)[:-4]], row
