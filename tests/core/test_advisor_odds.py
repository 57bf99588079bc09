"""Issue 35: the advisor ranks by cost among the options whose P(deadline) reaches the
user's target (default 90 %), and says it."""

from __future__ import annotations

from buyer_scenario import BUYER
from llmplan.commands.recommend import format_advice
from llmplan.core.advisor.recommend import DEFAULT_DEADLINE_TARGET, Recommendation, recommend
from llmplan.validation import run_errors


def _cheapest_in_time(advice: Recommendation, target: float) -> float:
    costs = [
        o.comparable_cost
        for o in advice.options
        if o.comparable_cost is not None and o.p_deadline is not None and o.p_deadline >= target
    ]
    return min(costs)


def test_the_pick_is_the_cheapest_option_likely_enough_to_finish() -> None:
    advice = recommend(BUYER, 1.0, errors=run_errors())
    assert advice.deadline_target == DEFAULT_DEADLINE_TARGET == 0.9
    for option in advice.options:
        assert option.p_deadline is not None
        assert option.meets_deadline == (option.p_deadline >= 0.9)
    pick = advice.pick
    assert pick is not None and pick.p_deadline is not None and pick.p_deadline >= 0.9
    assert pick.comparable_cost == _cheapest_in_time(advice, 0.9)
    # a looser target picks a cheaper option that reaches it
    loose = recommend(BUYER, 1.0, errors=run_errors(), deadline_target=0.8)
    assert loose.pick is not None and loose.pick.p_deadline is not None
    assert 0.8 <= loose.pick.p_deadline < 0.9
    assert (loose.pick.comparable_cost or 0) < (pick.comparable_cost or 0)
    assert loose.pick.comparable_cost == _cheapest_in_time(loose, 0.8)
    # where nothing priced is that likely, the pick is flagged at risk
    strict = recommend(BUYER, 1.0, errors=run_errors(), deadline_target=0.995)
    assert strict.at_risk is not None
    text = format_advice(advice, 5)
    assert "likely to finish within 1 days (options count as in time from 90 %)" in text
    assert "P(deadline)" in text
    assert advice.to_json_dict(top=1)["deadline_target"] == 0.9
