"""The Recommend tab: searches off the GUI thread, shows the core's pick and front, words the
binding constraint, and one click makes a row the main hardware or a candidate."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QPushButton

from llmplan.core.advisor.recommend import recommend
from llmplan.core.scenario import Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.recommend_tab import RecommendTab
from llmplan.presentation import formatting as fmt
from llmplan.validation import memory_margin

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

# Llama 3.1 8B LoRA on 1 B tokens: every seed rental holds it
SCENARIO = Scenario(model="llama-3.1-8b", method="lora", tokens=1e9)


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    previous = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    yield
    QLocale.setDefault(previous)


def searched_tab(qtbot, scenario: Scenario = SCENARIO, deadline: float = 14) -> RecommendTab:  # type: ignore[no-untyped-def]
    store = ScenarioStore(scenario)
    tab = RecommendTab(store)
    qtbot.addWidget(tab)
    tab.deadline.setValue(deadline)
    progress: list[object] = []
    tab.start_search()
    assert tab.task is not None and tab.task.isRunning()  # on a worker thread
    tab.task.sig_progress.connect(progress.append)
    qtbot.waitUntil(lambda: tab.task is None and tab.advice is not None, timeout=60_000)
    assert tab.progress.value() == 1000
    return tab


def test_the_tab_shows_the_cores_pick_and_its_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    tab = searched_tab(qtbot)
    # the tab keeps the stack's validated memory error free, as the command line does
    expected = recommend(SCENARIO, 14, margin=memory_margin(SCENARIO.framework))
    assert tab.advice is not None and tab.advice.pick is not None and expected.pick is not None
    assert tab.advice.pick.label == expected.pick.label
    answer = tab.answer.text()
    assert expected.pick.label in answer
    assert fmt.money(expected.pick.cost.amount, expected.pick.cost.currency) in answer
    assert "cheapest that meets 14 days" in tab.detail.text()
    # the first table row is the pick, with its reason
    assert tab.table.item(0, 2).text() == expected.pick.label
    assert "cheapest that meets 14 days" in tab.table.item(0, 1).text()
    assert tab.table.rowCount() > 10
    # the chart: the pick as a star, the front, the deadline line at 14 days
    assert len(tab.chart.pick.points()) == 1
    assert len(tab.chart.front.points()) + len(tab.chart.pick.points()) >= 1
    assert tab.chart.deadline.isVisible()


def test_changing_the_deadline_reranks_without_searching_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    tab = searched_tab(qtbot)
    found = tab.found
    tab.deadline.setValue(0.001)
    assert tab.task is None and tab.found is found  # no new search
    assert tab.advice is not None and tab.advice.pick is None
    text = tab.answer.text()
    assert "Nothing finishes in time: the fastest option" in text
    # nothing meets it even if training runs fast: the days named are the fast end's
    fastest = min(o.train_days_optimistic for o in tab.advice.options)
    assert fmt.duration(fastest * 86400) in text


def test_the_deadline_end_control_reranks_at_the_fast_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    tab = searched_tab(qtbot)
    assert tab.deadline_end.currentData() == "conservative"
    assert tab.advice is not None and tab.advice.pick is not None
    assert tab.advice.pick.train_days_conservative <= tab.deadline.value()
    tab.deadline_end.setCurrentIndex(tab.deadline_end.findData("optimistic"))
    assert tab.advice.deadline_end == "optimistic" and tab.advice.pick is not None
    assert tab.advice.pick.train_days_optimistic <= tab.deadline.value()


def test_a_budget_below_every_option_says_by_how_much(qtbot) -> None:  # type: ignore[no-untyped-def]
    tab = searched_tab(qtbot)
    # the dollar rents are compared in the scenario's euros at the ECB reference rate
    tab.budget_currency.setCurrentText("EUR")
    tab.budget.setValue(1)
    tab.use_budget.setChecked(True)
    assert tab.advice is not None and tab.advice.pick is None
    assert "Nothing fits the budget" in tab.answer.text()
    assert "more than your €1.00" in tab.answer.text()


def test_use_and_compare_change_the_scenario(qtbot) -> None:  # type: ignore[no-untyped-def]
    tab = searched_tab(qtbot)
    assert tab.advice is not None
    row_option = tab.advice.options[1]
    actions = tab.table.cellWidget(1, 0)
    use, compare = actions.findChildren(QPushButton)
    compare.click()
    assert row_option.evaluated.hardware in tab.store.scenario.candidates
    use.click()
    scenario = tab.store.scenario
    knobs = row_option.evaluated.knobs
    assert scenario.hardware == row_option.evaluated.hardware
    assert (scenario.sharding, scenario.activation_checkpointing, scenario.micro_batch) == (
        knobs.sharding,
        knobs.activation_checkpointing,
        knobs.micro_batch,
    )
    qtbot.waitUntil(lambda: tab.task is None, timeout=60_000)
    tab.shutdown()


def test_stop_ends_the_search_and_keeps_what_was_found(qtbot) -> None:  # type: ignore[no-untyped-def]
    store = ScenarioStore(SCENARIO)
    tab = RecommendTab(store)
    qtbot.addWidget(tab)
    tab.start_search()
    tab.cancel_search()
    qtbot.waitUntil(lambda: tab.task is None, timeout=60_000)
    assert tab.found is not None  # a partial (or, if it was quick, a full) result
    assert not tab.cancel_button.isEnabled()


def test_every_amount_in_the_tab_has_its_own_currency_sign(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = Scenario.model_validate(
        {
            **SCENARIO.model_dump(),
            "hardware": {"server": "hgx-8x-h100"},
            "prices": [
                {"server": "1x-h100", "rental_per_month": {"amount": 1500, "currency": "GBP"}}
            ],
            # rates compare the amounts; every amount is still shown in its own currency
            "costs": {"currency": "EUR", "exchange_rates": {"USD": 0.86, "GBP": 1.17}},
        }
    )
    tab = searched_tab(qtbot, scenario)
    assert tab.advice is not None
    signs = {"USD": "$", "EUR": "€", "GBP": "£"}
    seen = set()
    for row in range(tab.table.rowCount()):
        option = tab.advice.options[row]
        cell = tab.table.item(row, 4).text()
        if option.cost is None:  # no price: no amount at all (its payment cell says so)
            assert cell == "–"
            continue
        assert cell == fmt.money(option.cost.amount, option.cost.currency)
        others = {s for c, s in signs.items() if c != option.cost.currency}
        assert not any(sign in cell for sign in others), cell
        seen.add(option.cost.currency)
    # the user's pounds and the guide's dollars both reach the table, each with its sign
    assert {"USD", "GBP"} <= seen


def test_your_eur_quotes_are_listed_against_the_dollar_rents(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = Scenario.model_validate(
        {
            "model": "llama-3.1-8b",
            "method": "full",
            "tokens": 1e10,
            "prices": [
                {"server": "8x-h200-nvl", "purchase": {"amount": 280_000, "currency": "EUR"}},
                {
                    "server": "8x-rtx-pro-6000-server",
                    "purchase": {"amount": 110_000, "currency": "EUR"},
                },
            ],
        }
    )
    tab = searched_tab(qtbot, scenario)
    rows = {
        tab.table.item(row, 4).text(): tab.table.item(row, 1).text()
        for row in range(tab.table.rowCount())
    }
    for amount in (280_000, 110_000):
        assert "your quote" in rows[fmt.money(amount, "EUR")]
    # the dollar rents were compared in euros at the ECB's rate of its day, and it says so
    assert "1 USD = 0.8548 EUR (ECB reference rate of 2026-08-21)" in tab.detail.text()
    tab.shutdown()


def test_the_tab_proposes_a_layout_for_70b_and_using_it_plans_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 24: 70B full fine-tuning with Megatron on 16+ GPUs — a row names the tensor ×
    pipeline layout and why; "Use" makes it the scenario's layout and global batch."""
    scenario = Scenario(framework="megatron", model="llama-3.1-70b", tokens=1e9)
    tab = searched_tab(qtbot, scenario, deadline=30)
    assert tab.advice is not None
    rows = [
        row
        for row in range(tab.table.rowCount())
        if re.search(r"TP 8 × PP [24] × DP \d+: ", tab.table.item(row, 1).text())
    ]
    assert rows, "no row proposes TP 8 × PP 2 or 4"
    reason = tab.table.item(rows[0], 1).text()
    assert "inside the node" in reason and "across nodes" in reason
    option = next(
        o
        for o in tab.advice.options
        if o.evaluated.knobs.tensor == 8 and o.evaluated.knobs.pipeline in (2, 4)
    )
    tab.use_option(option)
    used = tab.store.scenario
    knobs = option.evaluated.knobs
    assert (used.parallelism.tensor, used.parallelism.pipeline) == (knobs.tensor, knobs.pipeline)
    assert used.global_batch == option.evaluated.knobs.global_batch
    assert tab.store.result is not None and tab.store.result.layout is not None


def test_grpo_is_answered_with_a_placement_and_a_split(qtbot) -> None:  # type: ignore[no-untyped-def]
    """ "GRPO on Qwen2.5 7B, 8 generations of 1,024 tokens, 5,000 prompts, in 3 days"
    (issue 23): the tab searches placements of the rollout engine, not every setting."""
    from llmplan.resources import resource_path

    example = resource_path("examples") / "grpo-qwen2.5-7b.json"
    scenario = Scenario.model_validate_json(example.read_text(encoding="utf-8"))
    tab = searched_tab(qtbot, scenario, deadline=3)
    assert tab.advice is not None and tab.advice.pick is not None
    rollout = tab.advice.pick.evaluated.result.rollout
    assert rollout is not None
    answer, detail = tab.answer.text(), tab.detail.text()
    assert "Placement: rollouts" in answer
    assert f"{rollout.train_gpus} GPU(s)" in answer
    assert "vLLM reserves" in detail  # why: the engine's memory and the generation time
    # the table's settings name each row's placement; both kinds are among them
    column = next(
        c
        for c in range(tab.table.columnCount())
        if "rollouts" in (tab.table.item(0, c).text() if tab.table.item(0, c) else "")
    )
    texts = [tab.table.item(r, column).text() for r in range(tab.table.rowCount())]
    assert any("colocated" in t for t in texts) and any("separate engine" in t for t in texts)
    # "Use" takes the placement and the split into the scenario with the hardware
    separate = next(
        o
        for o in tab.advice.options
        if o.evaluated.result.rollout is not None
        and o.evaluated.result.rollout.engine == "separate"
    )
    tab.use_option(separate)
    assert tab.store.scenario.hardware == separate.evaluated.hardware
    assert tab.store.scenario.rollout.engine == "separate"
    assert separate.evaluated.result.rollout is not None
    assert tab.store.scenario.rollout.gpus == separate.evaluated.result.rollout.generate_gpus
    assert tab.store.scenario.rollout.prompts == 5000  # the rest of the rollout kept


def test_the_pick_states_its_p_deadline_and_the_target_reranks(qtbot) -> None:  # type: ignore[no-untyped-def]
    # issue 35: options count as in time where P(deadline) reaches the target (90 %)
    tab = searched_tab(qtbot, deadline=0.15)
    advice = tab.advice
    assert advice is not None and advice.deadline_target == 0.9 and advice.at_risk is None
    for option in advice.options:
        assert option.meets_deadline == ((option.p_deadline or 0) >= 0.9)
    pick = advice.pick
    assert pick is not None and pick.p_deadline is not None
    shown = f"{round(pick.p_deadline * 100)} %" if pick.p_deadline < 0.995 else "> 99 %"
    answer = html.unescape(tab.answer.text())
    assert f"{shown} likely to finish within 0.15 days (in time from 90 %)" in answer
    assert tab.table.item(0, 6).text().endswith(f" · {shown}")
    assert "Rests on" in tab.detail.toolTip()  # the runs the odds rest on, on hover
    tab.deadline_target.setValue(60)  # a looser target: a re-rank, no new search
    assert tab.task is None and tab.advice is not None and tab.advice.deadline_target == 0.6
    chosen = tab.advice.pick
    assert chosen is not None and (chosen.p_deadline or 0) >= 0.6
    assert (chosen.comparable_cost or 0) <= (pick.comparable_cost or 0)
