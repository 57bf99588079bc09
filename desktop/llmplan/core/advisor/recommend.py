"""Procurement advisor: which hardware to rent or buy for a scenario, ranked, with the reason.

`recommend(scenario, deadline_days, budget)` searches every catalogue configuration
(core.advisor_search), turns each fitting one into options by how it is paid for (rent for
the run, purchase price of whole servers, or no price known: `electricity-only`), draws the
Pareto front over (days, cost), and picks the cheapest priced option that meets the
deadline and the budget. An option without a price is never ranked, picked or drawn by
cost (its electricity is not what it costs); where nothing priced meets the deadline, the
binding constraint says so and names the unpriced options that would. Costs are compared
in one currency, at the user's exchange rate (`costs.exchange_rates`) or else the bundled
reference rate (ECB, dated); every option names the rates it was converted at. The user's
own quotes are always listed, and each purchase is set against renting for the run
(`BuyVsRent`, break-even in runs per year).

Reasons and the binding constraint carry a stable code and arguments (the app words them
in its language) and an English text (CLI, JSON).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Literal

from llmplan.catalog.load import Catalog, PriceBook, load_prices
from llmplan.core.advisor.placement import search_placements
from llmplan.core.advisor.search import (
    ALL_KNOBS,
    Evaluated,
    LayoutWhy,
    ProgressCallback,
    SearchControl,
    SearchResult,
    pruned_hardware,
    search,
)
from llmplan.core.money import ExchangeTable, Money, RateUsed, exchange_table, format_money
from llmplan.core.objectives import objective_spec
from llmplan.core.odds import RunError
from llmplan.core.odds_plan import with_odds
from llmplan.core.plan import scenario_catalog
from llmplan.core.result import HardwareChoice
from llmplan.core.run.pricing import (
    BuyVsRent,
    PriceQuote,
    billed_periods,
    billed_rent,
    buy_vs_rent,
)
from llmplan.core.scenario import Hardware, Scenario
from llmplan.units import SECONDS_PER_DAY

CostKind = Literal["rental", "purchase", "electricity-only"]
# "whole-periods" (default): a rent bills every period of its quote begun — every month of
# a monthly rent (the source documents quote rents per month: "a month is enough for
# several runs"), every hour of an hourly one;
# "prorated": rent for exactly the time the run takes (as the plan's rental_cost states it)
Billing = Literal["prorated", "whole-periods"]
# Which end of the time band must meet the deadline: "conservative" (default: the pick holds
# if the run goes slowly; when nothing does, the pick that meets it at the optimistic end is
# flagged at risk, with how much it may overrun) or "optimistic" (the user asks for it).
DeadlineEnd = Literal["conservative", "optimistic"]
# the P(deadline) an option must reach to count as meeting it, where the odds are known
DEFAULT_DEADLINE_TARGET = 0.9


@dataclass(frozen=True)
class Reason:
    """Why an option is listed or why nothing qualifies: a code, its arguments, the text."""

    code: str
    args: dict[str, str | float]
    text: str
    hardware: HardwareChoice | None = None  # what `args["label"]` names, for the views
    layout_codes: tuple[str, ...] = ()  # code "layout": why, one code per sentence
    # options without a price that would meet the deadline (code "no_priced_option", and
    # "at_risk" where they meet it safely), fastest first, for the views to name
    unpriced: tuple[HardwareChoice, ...] = ()


@dataclass(eq=False)  # compared by identity; the ranking marks `pareto` and `reasons`
class Option:
    """One way to run the scenario: a hardware configuration, its settings and its price."""

    evaluated: Evaluated
    cost_kind: CostKind
    cost: Money | None  # rent for the run or the purchase price; None: no price known
    comparable_cost: float | None  # in the ranking currency; None: no price, or no rate
    pareto: bool = False
    meets_deadline: bool = False
    within_budget: bool = True
    reasons: list[Reason] = field(default_factory=list)
    quote: PriceQuote | None = None  # the price behind `cost` (None: electricity only)
    billed_periods: int | None = None  # a rent billed in whole periods: how many
    rates: list[RateUsed] = field(default_factory=list)  # what converted `cost`
    buy_vs_rent: BuyVsRent | None = None  # a purchase against renting for each run
    rent_alternative: str | None = None  # the label of the rent it is set against
    rent_against: Option | None = field(default=None, repr=False)  # that rent
    # no price known, but a price of the cards alone: shown, never a price of the option
    card_quote: PriceQuote | None = None

    @property
    def p_deadline(self) -> float | None:
        """P(done by the deadline) from the planner's measured errors (None: not ranked so)."""
        odds = self.evaluated.result.probabilities
        return odds.deadline if odds is not None else None

    @property
    def priced(self) -> bool:
        """Whether the option has a price of its own (never true of `electricity-only`)."""
        return self.cost is not None

    @property
    def your_quote(self) -> bool:
        """The user's own price (scenario `prices`), never one of the price book."""
        return self.quote is not None and self.quote.origin == "scenario"

    @property
    def label(self) -> str:
        return self.evaluated.label

    @property
    def train_days(self) -> float:
        return self.evaluated.train_seconds / SECONDS_PER_DAY

    @property
    def train_days_conservative(self) -> float:
        return self.evaluated.train_seconds_conservative / SECONDS_PER_DAY

    @property
    def train_days_optimistic(self) -> float:
        return self.evaluated.train_seconds_optimistic / SECONDS_PER_DAY

    def days_at(self, end: DeadlineEnd) -> float:
        """The run's days at one end of the time band."""
        return self.train_days_conservative if end == "conservative" else self.train_days_optimistic

    @property
    def energy_kwh(self) -> float:
        return self.evaluated.energy_kwh

    @property
    def headroom(self) -> float:
        """Free memory as a share of the card."""
        memory = self.evaluated.memory
        return memory.free / memory.capacity

    @property
    def qualifies(self) -> bool:
        return self.meets_deadline and self.within_budget

    def to_json_dict(self) -> dict[str, object]:
        item = self.evaluated
        knobs = item.knobs
        return {
            "label": self.label,
            "hardware": self.evaluated.hardware.model_dump(exclude_defaults=True),
            "sharding": knobs.sharding,
            "activation_checkpointing": knobs.activation_checkpointing,
            "micro_batch": knobs.micro_batch,
            "offload_optimizer": knobs.offload_optimizer,
            **(
                {
                    "parallelism": {"tensor": knobs.tensor, "pipeline": knobs.pipeline},
                    "global_batch": knobs.global_batch,
                }
                if knobs.layered
                else {}
            ),
            "train_days": self.train_days,
            "train_days_conservative": self.train_days_conservative,
            "train_days_optimistic": self.train_days_optimistic,
            "energy_kwh": self.energy_kwh,
            "co2_kg": item.co2_kg,
            "electricity_cost": item.electricity.amount,
            "electricity_currency": item.electricity.currency,
            "cost": self.cost.amount if self.cost is not None else None,
            "currency": self.cost.currency if self.cost is not None else None,
            "cost_kind": self.cost_kind,
            "price_needed": self.cost is None,
            "card_price": self.card_quote.to_json_dict() if self.card_quote else None,
            "comparable_cost": self.comparable_cost,
            "memory_per_gpu_gb": item.memory.total,
            "capacity_gb": item.memory.capacity,
            "fit_status": item.fit_status,
            "meets_deadline": self.meets_deadline,
            "p_deadline": self.p_deadline,
            "within_budget": self.within_budget,
            "pareto": self.pareto,
            "reasons": [reason.text for reason in self.reasons],
            "your_quote": self.your_quote,
            "quote": self.quote.to_json_dict() if self.quote else None,
            "billed_periods": self.billed_periods,
            "exchange_rates": {r.currency: r.to_json_dict() for r in self.rates},
            "buy_vs_rent": self.buy_vs_rent.to_json_dict() if self.buy_vs_rent else None,
            "rent_alternative": self.rent_alternative,
            **({"placement": self.placement_dict()} if item.result.rollout is not None else {}),
        }

    def placement_dict(self) -> dict[str, object]:
        """GRPO: where the rollout engine runs and how the GPUs split (empty otherwise)."""
        rollout = self.evaluated.result.rollout
        if rollout is None:
            return {}
        return {
            "engine": rollout.engine,
            "train_gpus": rollout.train_gpus,
            "generate_gpus": rollout.generate_gpus,
            "engine_memory_per_gpu_gb": rollout.engine_memory_per_gpu_gb,
            "generation_days": rollout.generation_seconds / SECONDS_PER_DAY,
        }


@dataclass(frozen=True)
class Recommendation:
    options: list[Option]  # ranked: qualifying by cost, then the rest by days
    searched: int
    pruned: int
    deadline_days: float
    budget: Money | None
    ranking_currency: str
    scenario_currency: str
    pick: Option | None
    runner_up: Option | None
    reason: Reason | None
    binding_constraint: Reason | None
    cancelled: bool = False
    billing: Billing = "whole-periods"
    rate_details: dict[str, RateUsed] = field(default_factory=dict)  # by currency
    deadline_end: DeadlineEnd = "conservative"  # the end of the band the deadline is met at
    # the pick meets the deadline only at the optimistic end (nothing does at the
    # conservative end): code "at_risk", with the days it may overrun
    at_risk: Reason | None = None
    own_hardware: Hardware | None = None  # the scenario's hardware (buy against rent)
    # with the shipped errors: an option meets the deadline where P(deadline) >= this
    deadline_target: float | None = None

    @property
    def rates_used(self) -> dict[str, float]:
        """The rates that converted an amount: each currency's worth in the base."""
        return {currency: rate.worth for currency, rate in self.rate_details.items()}

    @property
    def unpriced_in_time(self) -> list[Option]:
        """Options without a price that meet the deadline (at the end of the time band the
        advice was judged at), fastest first: what a quote would let the advisor compare."""
        return _fastest_first([o for o in self.options if not o.priced and o.meets_deadline])

    @property
    def pareto_front(self) -> list[Option]:
        return sorted((o for o in self.options if o.pareto), key=lambda o: o.train_days)

    @property
    def your_quotes(self) -> list[Option]:
        """Every option priced by the user's own quote, the fastest first."""
        return sorted((o for o in self.options if o.your_quote), key=lambda o: o.train_days)

    @property
    def quotes_as_typed(self) -> list[Option]:
        """One option per quote of the user and way of paying: the one with the fewest
        GPUs (one server at the price typed, rather than four of them)."""
        smallest: dict[tuple[str, str], Option] = {}
        for option in self.your_quotes:
            hardware = option.evaluated.hardware
            key = (hardware.server or hardware.gpu or "", option.cost_kind)
            best = smallest.get(key)
            if best is None or option.evaluated.gpu_count < best.evaluated.gpu_count:
                smallest[key] = option
        return sorted(smallest.values(), key=lambda o: o.train_days)

    def top_with_your_quotes(self, top: int) -> list[Option]:
        """The first `top` options, then each of your quotes (as typed) not among them."""
        shown = self.options[:top]
        return shown + [o for o in self.quotes_as_typed if not any(o is s for s in shown)]

    def to_json_dict(self, top: int | None = None) -> dict[str, object]:
        shown = self.options if top is None else self.options[:top]
        # the front and the user's own quotes are always listed
        extra = [o for o in self.options if (o.pareto or o.your_quote) and o not in shown]
        return {
            "options": [o.to_json_dict() for o in [*shown, *extra]],
            "searched": self.searched,
            "pruned_as_dominated": self.pruned,
            "deadline_days": self.deadline_days,
            "budget": self.budget.amount if self.budget else None,
            "budget_currency": self.budget.currency if self.budget else None,
            "ranking_currency": self.ranking_currency,
            "exchange_rates_used": self.rates_used,
            "exchange_rates_base": self.scenario_currency,
            "exchange_rates": {c: r.to_json_dict() for c, r in self.rate_details.items()},
            "your_quotes": [o.label + f" ({o.cost_kind})" for o in self.your_quotes],
            "pick": self.pick.to_json_dict() if self.pick else None,
            "runner_up": self.runner_up.to_json_dict() if self.runner_up else None,
            "reason": self.reason.text if self.reason else None,
            "binding_constraint": (
                self.binding_constraint.text if self.binding_constraint else None
            ),
            "cancelled": self.cancelled,
            "billing": self.billing,
            "deadline_end": self.deadline_end,
            "deadline_target": self.deadline_target,
            "at_risk": self.at_risk.text if self.at_risk else None,
            "at_risk_days": float(self.at_risk.args["over_days"]) if self.at_risk else None,
        }


def recommend(
    scenario: Scenario,
    deadline_days: float,
    budget: Money | None = None,
    catalog: Catalog | None = None,
    *,
    billing: Billing = "whole-periods",
    kinds: frozenset[CostKind] | None = None,
    on_progress: ProgressCallback | None = None,
    is_cancelled: Callable[[], bool] | None = None,
    margin: float = 0.0,
    deadline_end: DeadlineEnd = "conservative",
    prices: PriceBook | None = None,
    errors: tuple[RunError, ...] = (),
    deadline_target: float = DEFAULT_DEADLINE_TARGET,
) -> Recommendation:
    """The advice for the scenario, priced from `prices` (the bundled book where not given);
    with the shipped runs' `errors`, an option meets the deadline where P(deadline) reaches
    `deadline_target`."""
    cat = scenario_catalog(scenario, catalog)
    found, pruned = search_scenario(
        scenario,
        cat,
        on_progress=on_progress,
        is_cancelled=is_cancelled,
        margin=margin,
        prices=prices,
    )
    return rank(
        scenario,
        found,
        deadline_days,
        budget,
        pruned,
        billing,
        kinds,
        deadline_end,
        errors=errors,
        deadline_target=deadline_target,
    )


def search_scenario(
    scenario: Scenario,
    catalog: Catalog,
    *,
    on_progress: ProgressCallback | None = None,
    is_cancelled: Callable[[], bool] | None = None,
    margin: float = 0.0,
    prices: PriceBook | None = None,
) -> tuple[SearchResult, int]:
    """What the advisor tries for the scenario, and how many bare-card splits it left out:
    every configuration (`search.py`), or for GRPO every placement of the rollout engine
    and split of the GPUs (`placement.py`)."""
    rollouts = objective_spec(scenario.objective).generates
    # the scenario's own GPUs and servers joined in, the bundled prices where none are given
    cat = scenario_catalog(scenario, catalog)
    book = prices if prices is not None else load_prices()
    control = SearchControl(on_progress, is_cancelled, margin)
    found = (search_placements if rollouts else search)(scenario, cat, book, control)
    return found, 0 if rollouts else pruned_hardware(catalog)


def rank(
    scenario: Scenario,
    found: SearchResult,
    deadline_days: float,
    budget: Money | None,
    pruned_hardware_count: int = 0,
    billing: Billing = "whole-periods",
    kinds: frozenset[CostKind] | None = None,
    deadline_end: DeadlineEnd = "conservative",
    *,
    errors: tuple[RunError, ...] = (),
    deadline_target: float = DEFAULT_DEADLINE_TARGET,
) -> Recommendation:
    """Options from the search, the front, the pick and the reasons: the deadline is met at
    `deadline_end` of the time band, or, with the shipped runs' `errors`, where P(deadline)
    reaches `deadline_target` (the band is then the P10–P90); at the conservative end, when
    no option meets it, the pick is the one that meets it at the optimistic end, flagged at
    risk."""
    if errors:
        found = _with_odds(scenario, found, deadline_days, errors)
    costs = scenario.costs
    base = costs.currency
    table = exchange_table(base, costs.exchange_rates)
    raw = [option for item in found.evaluated for option in _options_of(item, billing)]
    if kinds is not None:  # e.g. rentals only
        raw = [option for option in raw if option.cost_kind in kinds]
    currency = _ranking_currency(raw, table)
    used: dict[str, RateUsed] = {}

    def comparable(money: Money) -> float | None:
        value = table.convert(money.amount, money.currency, currency)
        if value is not None:
            used.update({r.currency: r for r in table.used_for(money.currency, currency)})
        return value

    budget_value = comparable(budget) if budget is not None else None
    options: list[Option] = []
    for option in raw:
        value = comparable(option.cost) if option.cost is not None else None
        chance = option.evaluated.result.probabilities
        if errors and chance is not None and chance.deadline is not None:
            meets = chance.deadline >= deadline_target
        else:
            meets = option.days_at(deadline_end) <= deadline_days
        within = budget is None or (value is not None and budget_value is not None)
        if within and budget is not None and value is not None and budget_value is not None:
            within = value <= budget_value
        options.append(
            Option(
                option.evaluated,
                option.cost_kind,
                option.cost,
                value,
                meets_deadline=meets,
                within_budget=within,
                quote=option.quote,
                billed_periods=option.billed_periods,
                rates=(
                    table.used_for(option.cost.currency, currency)
                    if value is not None and option.cost is not None
                    else []
                ),
                card_quote=option.card_quote,
            )
        )
    _set_buy_against_rent(options, scenario, table, currency)
    _mark_pareto(options)
    ordered = sorted(options, key=_rank_key)
    pick, runner_up, reason = _pick(ordered, deadline_days, budget)
    at_risk, end = None, deadline_end
    safe_unpriced = [o for o in options if o.meets_deadline and not o.priced]
    if pick is None and deadline_end == "conservative" and not any_priced_meets(options):
        end = "optimistic"  # nothing priced is safe: the best that can make it, flagged
        for option in options:
            option.meets_deadline = option.days_at(end) <= deadline_days
        ordered = sorted(options, key=_rank_key)
        pick, runner_up, reason = _pick(ordered, deadline_days, budget)
        if pick is not None:
            at_risk = _at_risk(pick, deadline_days, safe_unpriced)
    binding = None
    if pick is None:
        binding = _binding_constraint(
            ordered, found, deadline_days, budget, budget_value, currency, end
        )
    _add_reasons(ordered, pick, reason, deadline_days, budget)
    # the highlights lead the table: the pick, then the other options with a reason
    ordered = [o for o in ordered if o.reasons] + [o for o in ordered if not o.reasons]
    if pick is not None:
        ordered.remove(pick)
        ordered.insert(0, pick)
    for option in ordered:  # a tensor × pipeline layout says why (after the ordering)
        why = option.evaluated.layout_why
        if why is not None:
            said = Reason("layout", dict(why.args), layout_text(why), layout_codes=why.codes)
            option.reasons.append(said)
    return Recommendation(
        options=ordered,
        searched=found.searched,
        pruned=pruned_hardware_count * len(ALL_KNOBS),
        deadline_days=deadline_days,
        budget=budget,
        ranking_currency=currency,
        scenario_currency=base,
        pick=pick,
        runner_up=runner_up,
        reason=reason,
        binding_constraint=binding,
        cancelled=found.cancelled,
        billing=billing,
        rate_details=used,
        deadline_end=deadline_end,
        at_risk=at_risk,
        own_hardware=scenario.hardware,
        deadline_target=deadline_target if errors else None,
    )


def _with_odds(
    scenario: Scenario, found: SearchResult, deadline_days: float, errors: tuple[RunError, ...]
) -> SearchResult:
    """Each configuration's plan with its odds at its own settings and the deadline."""
    evaluated = [
        replace(
            item,
            result=with_odds(
                item.result,
                scenario.model_copy(
                    update={"sharding": item.knobs.sharding, "deadline_days": deadline_days}
                ),
                errors,
            ),
        )
        for item in found.evaluated
    ]
    return replace(found, evaluated=evaluated)


_LAYOUT_WHY_TEXT = {
    "data_parallel_does_not_fit": "data parallelism with sharding alone does not fit",
    "data_parallel_slower": "{gain:.0%} faster than data parallelism alone "
    "({plain_comm_gb:.0f} GB of ZeRO traffic per GPU and micro-batch)",
    "less_recompute": "the split activations leave room for less recomputation",
    "tensor_inside_node": "TP {tensor:.0f} inside the node carries its {tensor_gb:.0f} GB "
    "of per-layer all-reduces over {tensor_link_gb_s:.0f} GB/s",
    "tensor_across_nodes": "TP {tensor:.0f} crosses nodes",
    "pipeline_across_nodes": "PP {pipeline:.0f} across nodes sends only "
    "{pipeline_gb:.2f} GB of activations per micro-batch over the network "
    "({bubble:.0%} pipeline bubble at a global batch of {global_batch:.0f})",
    "pipeline_in_node": "PP {pipeline:.0f} inside the node ({bubble:.0%} pipeline bubble)",
}


def layout_text(why: LayoutWhy) -> str:
    """The layout and why, in English (the CLI and JSON; the app words it itself)."""
    args = why.args
    head = f"TP {args['tensor']:.0f} × PP {args['pipeline']:.0f} × DP {args['data']:.0f}"
    parts = [_LAYOUT_WHY_TEXT[code].format(**args) for code in why.codes]
    return head + ": " + "; ".join(parts)


def any_priced_meets(options: list[Option]) -> bool:
    """Whether an option with a comparable price meets the deadline."""
    return any(o.meets_deadline and o.comparable_cost is not None for o in options)


def _fastest_first(options: list[Option]) -> list[Option]:
    return sorted(options, key=lambda o: (o.train_days, o.evaluated.gpu_count))


def _at_risk(pick: Option, deadline: float, safe_unpriced: list[Option]) -> Reason:
    """The pick meets the deadline only if training runs fast; options without a price that
    meet it even if it runs slowly are named (a quote would let them be compared)."""
    over = pick.train_days_conservative - deadline
    unpriced = _fastest_first(safe_unpriced)
    text = (
        f"at risk: meets {deadline_text(deadline)} only if it runs fast; if it runs slowly "
        f"it needs {days_text(pick.train_days_conservative)}, {days_text(over)} more"
    )
    if unpriced:
        text += (
            f"; {len(unpriced)} option(s) without a price meet it even then "
            f"({', '.join(o.label for o in unpriced[:3])}): enter a quote to compare them"
        )
    return Reason(
        "at_risk",
        {
            "days": pick.train_days_conservative,
            "deadline": deadline,
            "over_days": over,
            "label": pick.label,
            "unpriced_count": len(unpriced),
        },
        text,
        pick.evaluated.result.hardware,
        unpriced=tuple(o.evaluated.result.hardware for o in unpriced[:3]),
    )


def _options_of(item: Evaluated, billing: Billing) -> list[Option]:
    """Rent for the run and/or the purchase price of whole servers; one option without a
    price (`electricity-only`, cost None) when neither is known — a price of the cards alone
    rides along as information, never as the option's price."""
    out: list[Option] = []
    rent = item.rent_for_run
    quote = item.prices.rent
    if rent is not None and quote is not None:
        periods = None
        if billing == "whole-periods":  # every hour, day or month begun is paid
            periods = billed_periods(item.train_seconds, quote.period)
            rent = billed_rent(quote, item.train_seconds)
        out.append(Option(item, "rental", rent, None, quote=quote, billed_periods=periods))
    purchase = item.prices.purchase
    if purchase is not None:
        out.append(Option(item, "purchase", purchase.total, None, quote=purchase))
    if not out:
        card = item.prices.card_purchase
        out.append(Option(item, "electricity-only", None, None, card_quote=card))
    return out


def _ranking_currency(options: list[Option], table: ExchangeTable) -> str:
    """The scenario's currency when every priced option converts to it; else the currency
    most priced options can be expressed in (the scenario's wins a tie)."""
    base = table.base
    priced = [o.cost.currency for o in options if o.cost is not None]
    if not priced:
        return base
    candidates = sorted({base, *priced})
    reach = Counter({c: sum(table.rate(p, c) is not None for p in priced) for c in candidates})
    best = max(reach.values())
    return base if reach[base] == best else min(c for c in candidates if reach[c] == best)


def _set_buy_against_rent(
    options: list[Option], scenario: Scenario, table: ExchangeTable, currency: str
) -> None:
    """Each purchase against the cheapest rent that meets the deadline (else the cheapest
    rent): the owner's yearly cost, and from how many runs a year owning is cheaper."""
    rents = [o for o in options if o.cost_kind == "rental" and o.comparable_cost is not None]
    in_time = [o for o in rents if o.meets_deadline] or rents
    if not in_time:
        return
    rent = min(in_time, key=_cost_key)
    terms = scenario.costs.ownership
    hosting = table.convert(terms.hosting_per_month, scenario.costs.currency, currency)
    for option in options:
        if option.cost_kind != "purchase" or option.comparable_cost is None:
            continue
        electricity = option.evaluated.electricity
        power = table.convert(electricity.amount, electricity.currency, currency)
        if power is None or hosting is None:
            continue  # the electricity or the hosting cannot be put in the ranking currency
        option.buy_vs_rent = buy_vs_rent(
            currency=currency,
            price=option.comparable_cost,
            residual_fraction=terms.residual_fraction,
            depreciation_years=terms.depreciation_years,
            hosting_per_month=hosting,
            electricity_per_run=power,
            rent_per_run=rent.comparable_cost or 0.0,
            run_days=option.train_days,
        )
        option.rent_alternative = rent.label
        option.rent_against = rent


def _mark_pareto(options: list[Option]) -> None:
    """Non-dominated in (days, cost) among options with a comparable hardware price."""
    priced = [o for o in options if o.comparable_cost is not None]
    priced.sort(key=lambda o: (o.train_days, round(o.comparable_cost or 0.0, 2)))
    cheapest = float("inf")
    for option in priced:
        cost = round(option.comparable_cost or 0.0, 2)  # to the cent, as _cost_key
        if cost < cheapest:
            option.pareto = True
            cheapest = cost


def _cost_key(option: Option) -> tuple[float, float, int]:
    # equal costs (prorated rent is linear in time: 2 servers for half as long cost the
    # same): the faster, then the fewer GPUs
    cost = option.comparable_cost if option.comparable_cost is not None else float("inf")
    return (round(cost, 2), option.train_days, option.evaluated.gpu_count)


def _rank_key(option: Option) -> tuple[object, ...]:
    priced = option.comparable_cost is not None
    if option.qualifies and priced:
        return (0, *_cost_key(option))
    if option.qualifies:
        return (1, option.train_days, option.energy_kwh)
    return (2, option.train_days, *_cost_key(option))


def _pick(
    ordered: list[Option], deadline: float, budget: Money | None
) -> tuple[Option | None, Option | None, Reason | None]:
    """The cheapest priced option that qualifies, the next on other hardware, and why; an
    option without a price is never picked (nothing to compare it by)."""
    priced = [o for o in ordered if o.qualifies and o.comparable_cost is not None]
    if priced:
        pick = priced[0]
        runner = next((o for o in priced[1:] if o.label != pick.label), None)
        return pick, runner, _cheapest_reason(deadline, budget)
    return None, None, None


def deadline_text(days: float) -> str:
    """The deadline as the user typed it: "14 days", "1 day", "0.5 days"."""
    return "1 day" if days == 1 else f"{days:g} days"


def days_text(days: float) -> str:
    """ "19.0 days", or "5.3 hours" under a day."""
    return f"{days:.1f} days" if days >= 1 else f"{days * 24:.1f} hours"


def _cheapest_reason(deadline: float, budget: Money | None) -> Reason:
    if budget is None:
        return Reason(
            "cheapest_meeting_deadline",
            {"days": deadline},
            f"cheapest that meets {deadline_text(deadline)}",
        )
    limit = format_money(budget.amount, budget.currency)
    return Reason(
        "cheapest_meeting_deadline_and_budget",
        {"days": deadline, "budget": budget.amount, "currency": budget.currency},
        f"cheapest that meets {deadline_text(deadline)} within {limit}",
    )


def _add_reasons(
    ordered: list[Option],
    pick: Option | None,
    pick_reason: Reason | None,
    deadline: float,
    budget: Money | None,
) -> None:
    """The highlights of the table: cheapest, fastest, lowest energy, most headroom."""
    pool = [o for o in ordered if o.qualifies] or [o for o in ordered if o.within_budget]
    if pick is not None and pick_reason is not None:
        pick.reasons.append(pick_reason)
    if not pool:
        return
    fastest = min(pool, key=lambda o: (o.train_days, *_cost_key(o)))
    if budget is not None:
        fastest.reasons.append(Reason("fastest_under_budget", {}, "fastest under budget"))
    else:
        fastest.reasons.append(Reason("fastest", {}, "fastest"))
    greenest = min(pool, key=lambda o: (o.energy_kwh, o.train_days))
    greenest.reasons.append(Reason("lowest_energy", {}, "lowest energy"))
    roomiest = max(pool, key=lambda o: (o.headroom, -o.train_days))
    roomiest.reasons.append(Reason("most_headroom", {}, "fits with most headroom"))


def _binding_constraint(
    ordered: list[Option],
    found: SearchResult,
    deadline: float,
    budget: Money | None,
    budget_value: float | None,
    currency: str,
    end: DeadlineEnd = "conservative",
) -> Reason:
    """Which constraint rules every option out, and by how much (the days at `end`)."""
    if found.cancelled and not ordered:
        return Reason("cancelled", {}, "the search was cancelled before any option was found")
    if not ordered:
        misfit = found.closest_misfit
        if misfit is None:
            return Reason("nothing_fits", {}, "no configuration fits in GPU memory")
        return Reason(
            "nothing_fits",
            {"need_gb": misfit.need_gb, "capacity_gb": misfit.capacity_gb, "label": misfit.label},
            f"no configuration fits in GPU memory: the closest, {misfit.label}, needs "
            f"{misfit.need_gb:.1f} GB per GPU of {misfit.capacity_gb:g} GB",
            misfit.hardware,
        )
    fastest = min(ordered, key=lambda o: o.days_at(end))
    if not any(o.meets_deadline for o in ordered):
        need = fastest.days_at(end)
        return Reason(
            "deadline",
            {"days": need, "deadline": deadline, "label": fastest.label},
            f"the fastest option needs {days_text(need)} ({fastest.label}); "
            f"the deadline is {days_text(deadline)}, "
            f"{days_text(need - deadline)} short",
            fastest.evaluated.result.hardware,
        )
    in_time = [o for o in ordered if o.meets_deadline and o.comparable_cost is not None]
    if not in_time:  # only options without a price (or without a rate) meet it
        unpriced = _fastest_first([o for o in ordered if o.meets_deadline])
        names = ", ".join(o.label for o in unpriced[:3])
        return Reason(
            "no_priced_option",
            {"deadline": deadline, "count": len(unpriced), "currency": currency},
            f"nothing with a price in {currency} meets {deadline_text(deadline)}; "
            f"{len(unpriced)} option(s) without one would ({names}): enter a quote to "
            "compare them",
            unpriced[0].evaluated.result.hardware,
            unpriced=tuple(o.evaluated.result.hardware for o in unpriced[:3]),
        )
    assert budget is not None  # something priced meets the deadline: the budget rules it out
    if budget_value is None:
        return Reason(
            "budget_currency",
            {"budget_currency": budget.currency, "currency": currency},
            f"the budget is in {budget.currency} but the prices are in {currency}: set what "
            f"1 {currency} is worth in {budget.currency} (costs.exchange_rates in the scenario)",
        )
    cheapest = min(in_time, key=_cost_key)
    cost = cheapest.comparable_cost or 0.0
    return Reason(
        "budget",
        {
            "cost": cost,
            "budget": budget_value,
            "currency": currency,
            "deadline": deadline,
            "label": cheapest.label,
        },
        f"the cheapest option that meets {deadline_text(deadline)} costs "
        f"{format_money(cost, currency)} ({cheapest.label}), "
        f"{format_money(cost - budget_value, currency)} over the budget of "
        f"{format_money(budget_value, currency)}",
        cheapest.evaluated.result.hardware,
    )
