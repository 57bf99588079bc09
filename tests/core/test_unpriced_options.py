"""Issue 32, finding 1: an option without a price is never ranked, picked or charted by cost.

The buyer's reproduction: Llama 3.1 8B on 10 B tokens (the 8x H200 NVL example) with a 1-day
deadline picked "8x NVIDIA B200 × 4 nodes (electricity €41.38)", a cluster nobody priced,
because its electricity was the cheapest figure in the table.
"""

from __future__ import annotations

import json

import pytest

from llmplan.cli import main
from llmplan.core.advisor.recommend import Recommendation, recommend
from llmplan.presentation import i18n
from llmplan.presentation import recommend_words as words
from llmplan.presentation.hardware_names import option_hardware
from llmplan.presentation.price_text import enter_quote, quote_cost_text
from llmplan.report.options_section import options_markdown, shown_options, unpriced_options
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario

EXAMPLE = resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json")


@pytest.fixture(scope="module")
def one_day() -> Recommendation:
    return recommend(load_scenario(EXAMPLE), 1.0)


@pytest.fixture(scope="module")
def six_hours() -> Recommendation:
    """A deadline only four-node clusters of bare cards meet: nobody has priced those (the
    fastest rent, HGX 8x B200, needs 21 hours even if training runs fast)."""
    return recommend(load_scenario(EXAMPLE), 0.25)


def test_recommend_json_never_picks_an_option_without_a_price(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["recommend", str(EXAMPLE), "--deadline-days", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["pick"] is not None
    assert data["pick"]["cost_kind"] != "electricity-only"
    assert data["runner_up"]["cost_kind"] != "electricity-only"
    unpriced = [o for o in data["options"] if o["cost_kind"] == "electricity-only"]
    assert unpriced, "the bare-card clusters are still listed"
    for option in unpriced:  # listed without a cost that reads like a price
        assert option["cost"] is None and option["currency"] is None
        assert option["price_needed"] is True
        assert option["comparable_cost"] is None and option["pareto"] is False
        assert option["electricity_cost"] > 0  # what it would burn is still stated


def test_the_pick_is_the_cheapest_priced_option_and_names_the_unpriced_that_meet_it_safely(
    one_day: Recommendation,
) -> None:
    pick = one_day.pick
    assert pick is not None and pick.priced and pick.cost_kind == "rental"
    # the cheapest rent that can make a day: HGX 8x B200 at $53.52 an hour (Lambda), 22 hours
    assert option_hardware(pick) == "HGX 8x B200"
    assert pick.cost is not None and pick.cost.amount == pytest.approx(22 * 53.52)
    # it makes the day only if training runs fast: at risk; the unpriced four-node clusters
    # that make it even if training runs slowly are named, with no figure beside them
    assert one_day.at_risk is not None
    assert one_day.at_risk.args["unpriced_count"] > 0
    sentence = words.at_risk(one_day.at_risk)
    assert "nothing with a known price meets 1 day" in sentence
    assert "× 4 nodes" in sentence and "enter a quote" in sentence
    assert "€" not in sentence and "$" not in sentence


def test_where_nothing_priced_meets_the_deadline_nothing_is_picked_and_the_advice_says_so(
    six_hours: Recommendation,
) -> None:
    assert six_hours.pick is None and six_hours.runner_up is None
    binding = six_hours.binding_constraint
    assert binding is not None and binding.code == "no_priced_option"
    would = six_hours.unpriced_in_time
    assert would and all(not o.priced for o in would)
    assert binding.args["count"] == len(would)
    with i18n.language_in_use("en"):
        answer = words.answer(six_hours)
    assert answer.startswith("Nothing with a known price meets 0.25 days.")
    assert option_hardware(would[0]) in answer and "enter a quote" in answer
    assert "€" not in answer and "electricity" not in answer
    with i18n.language_in_use("de"):
        german = words.answer(six_hours)
    assert german.startswith("Nichts mit bekanntem Preis hält 0,25 Tage ein.")


def test_the_rows_of_unpriced_options_carry_no_cost(one_day: Recommendation) -> None:
    """The highlights (fastest, lowest energy, most headroom) may name an unpriced
    cluster, but its cost cell is a dash and its payment cell says it needs a price."""
    highlighted = [o for o in one_day.options if o.reasons and not o.priced]
    assert highlighted, "the fastest option here is an unpriced four-node cluster"
    for option in highlighted:
        assert words.cost_cell(option) == "–"
        assert words.cost_kind(option.cost_kind) == "needs a price"
        assert "electricity" not in words.reasons(option)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_report_cost_pages_hold_no_unpriced_option_with_a_cost(
    one_day: Recommendation, six_hours: Recommendation, language: str
) -> None:
    with i18n.language_in_use(language):
        for advice in (one_day, six_hours):
            # the trade-offs table: priced options only
            assert all(o.priced for o in shown_options(advice))
            for option in unpriced_options(advice):
                text = options_markdown(advice)
                row = next(
                    line
                    for line in text.splitlines()
                    if line.startswith("| ") and option_hardware(option) in line
                )
                assert "€" not in row and "$" not in row, row
                assert quote_cost_text(option) == enter_quote()  # the row asks for one
            assert "electricity" not in words.answer(advice).lower()
            assert "strom" not in words.answer(advice).lower()
    assert unpriced_options(six_hours), "the page lists what a quote would let it compare"
