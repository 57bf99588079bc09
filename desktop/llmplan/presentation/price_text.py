"""The words of prices as a buyer reads them: each quote with its origin, date and staleness,
the exchange rate (whose, of which day) that converted it, and buy against rent.

The core gives the figures (`EnergyResult.purchase`/`rent`/`exchange_rates`, `Option`,
`BuyVsRent`); here they become sentences in the reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from llmplan.catalog.load import no_public_prices
from llmplan.core.advisor.recommend import Option, Recommendation
from llmplan.core.plan import scenario_catalog
from llmplan.core.result import Explanation, PlanResult, QuotedPrice, RateFact
from llmplan.core.run.pricing import BuyVsRent, buy_vs_rent_explanations
from llmplan.core.scenario import Scenario
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.hardware_names import catalog_name, option_hardware, plan_hardware

_t = i18n.translator("PriceText")


def needs_price() -> str:
    """What an option without a price needs, in full (the command line's cost column; never
    its electricity, which is not what the option costs)."""
    return _t("needs a price — enter a quote")


def needs_price_short() -> str:
    """How an option without a price is paid for, short enough for a table's cell whole at
    the default window size: "needs a price"."""
    return _t("needs a price")


def enter_quote() -> str:
    """What the report's cost cell of an option without a price asks for."""
    return _t("enter a quote")


def rate_value(worth: float) -> str:
    """A rate to four significant digits in the reader's locale: 0.8548, 185.7."""
    digits = max(0, 3 - int(f"{abs(worth):e}".split("e")[1]))
    text = fmt.number(worth, digits)
    return text.rstrip("0").rstrip(".,") if digits else text


def rate_line(currency: str, worth: float, base: str, origin: str, date: str | None) -> str:
    """ "1 USD = 0.8548 EUR (ECB reference rate of 2026-08-21)" or "(your rate)"."""
    text = f"1 {currency} = {rate_value(worth)} {base}"
    if origin == "yours":
        return text + " " + _t("(your rate)")
    return text + " " + _t("(ECB reference rate of %1)").replace("%1", date or "?")


def rate_fact_line(rate: RateFact) -> str:
    return rate_line(rate.currency, rate.worth, rate.base, rate.origin, rate.date)


def _origin(quote: QuotedPrice) -> str:
    """ "your quote", or the price book's source with its date (or that it has none)."""
    if quote.origin == "scenario":
        return _t("your quote")
    if quote.date is None:
        dated = _t("the source gives no date")
    elif quote.stale:
        dated = _t("quoted %1 — stale, check it").replace("%1", quote.date)
    else:
        dated = _t("quoted %1").replace("%1", quote.date)
    source = i18n.translate("PriceSources", quote.source)  # the book's words, translated
    return _t("price book: %1; %2").replace("%1", source).replace("%2", dated)


def _period(period: str | None) -> str:
    return {
        "hour": _t("per hour"),
        "day": _t("per day"),
        "month": _t("per month"),
    }.get(period or "", "")


def rent_periods_text(count: float, period: str) -> str:
    """ "43.8 hours": how long a run rents, in the rent's billing period."""
    template = {
        "hour": _t("%1 hours"),
        "day": _t("%1 days"),
        "month": _t("%1 months"),
    }[period]
    return template.replace("%1", fmt.number(count, 1))


def rent_rate_text(quote: QuotedPrice) -> str:
    """ "$31.92 per hour": what one period of a rent costs, as quoted."""
    return f"{fmt.money(quote.amount, quote.currency)} {_period(quote.period)}".strip()


def scope_text(quote: QuotedPrice) -> str:
    """What a purchase price buys, where it is not one whole server: "the cards alone", "2
    servers; the network between them is not in the price"."""
    if quote.scope == "card":
        return _t("the cards alone: no computer, power supply or network around them")
    if quote.scope == "server" and quote.per == "server" and quote.units > 1:
        return _t("%1 servers; the network between them is not in the price").replace(
            "%1", str(quote.units)
        )
    return ""


def quote_line(quote: QuotedPrice, what: str, currency: str) -> str:
    """ "Purchase price: €280,000 (your quote)", with its worth in the plan's currency."""
    amount = fmt.money(quote.amount, quote.currency)
    if quote.period:
        amount += " " + _period(quote.period)
    if quote.currency != currency and quote.in_currency is not None:
        amount += " = " + fmt.money(quote.in_currency, currency)
    return f"{what}: {amount} ({_origin(quote)})"


def plan_price_lines(results: Sequence[PlanResult], scenario: Scenario | None = None) -> list[str]:
    """Per hardware: its purchase price and rent as quoted, then the scenario's quotes for
    hardware not planned here, then every rate that converted a price (the report's
    "Prices and exchange rates")."""
    lines: list[str] = []
    rates: dict[str, RateFact] = {}
    for result in results:
        energy = result.energy
        hardware = plan_hardware(result)
        if energy.purchase is not None:
            what = _t("%1, purchase price").replace("%1", hardware)
            line = quote_line(energy.purchase, what, energy.currency)
            scope = scope_text(energy.purchase)
            lines.append(f"{line} — {scope}" if scope else line)
        if energy.rent is not None:
            what = _t("%1, rent").replace("%1", hardware)
            lines.append(quote_line(energy.rent, what, energy.currency))
        if energy.card_purchase is not None:  # information, never the hardware's price
            what = _t("%1, price of the cards alone").replace("%1", hardware)
            lines.append(
                quote_line(energy.card_purchase, what, energy.currency)
                + " — "
                + _t("not a price of the hardware: the computer around the cards is not priced")
            )
        if energy.purchase is None and energy.rent is None:
            lines.append(_unpriced_line(result, hardware))
        rates.update({r.currency: r for r in energy.exchange_rates})
    if scenario is not None:
        lines += _other_quote_lines(results, scenario)
    lines += [_t("Exchange rate: %1").replace("%1", rate_fact_line(r)) for r in rates.values()]
    return lines


def _unpriced_line(result: PlanResult, hardware: str) -> str:
    """No price known: where to enter one, and, for a catalogue server, that no public
    price was found (the price book's search, with its date)."""
    text = _t("%1: no price known (enter yours in Edit → Prices)").replace("%1", hardware)
    server = result.hardware.server
    searched = no_public_prices().get(server) if server else None
    if searched is not None:
        text += " " + _t("— no public purchase price found (price book, searched %1)").replace(
            "%1", searched.searched
        )
    return text


def _other_quote_lines(results: Sequence[PlanResult], scenario: Scenario) -> list[str]:
    """Your quotes for servers or cards no plan here runs on, as you typed them."""
    planned = {r.hardware.server or r.hardware.gpu for r in results}
    catalog = scenario_catalog(scenario)
    lines = []
    for quote in scenario.prices:
        id = quote.server or quote.gpu or ""
        if id in planned:
            continue
        if quote.server is not None and quote.server in catalog.servers:
            name = catalog_name(
                catalog.servers[id].name, id in {s.id for s in scenario.custom_servers}
            )
        elif quote.gpu is not None and quote.gpu in catalog.gpus:
            name = catalog_name(catalog.gpus[id].name, id in {g.id for g in scenario.custom_gpus})
        else:
            name = id
        parts = []
        if quote.purchase is not None:
            parts.append(
                _t("buy %1").replace(
                    "%1", fmt.money(quote.purchase.amount, quote.purchase.currency)
                )
            )
        if quote.rent is not None:
            rent = (
                fmt.money(quote.rent.amount, quote.rent.currency) + " " + _period(quote.rent_period)
            )
            parts.append(_t("rent %1").replace("%1", rent))
        if parts:
            lines.append(
                _t("%1 (your quote, not planned here): %2")
                .replace("%1", name)
                .replace("%2", "; ".join(parts))
            )
    return lines


def buy_vs_rent_line(option: Option) -> str:
    """ "Buying … costs €93,333 a year to own …; cheaper than renting … from 24.3 runs a year"."""
    figures: BuyVsRent | None = option.buy_vs_rent
    if figures is None:
        return ""
    money = figures.currency
    text = (
        _t(
            "Owning %1 costs %2 a year (price %3 less %4 residual value over %5 years, "
            "hosting %6 a year) plus %7 electricity a run; renting %8 costs %9 a run."
        )
        .replace("%1", option_hardware(option))
        .replace("%2", fmt.money(figures.fixed_per_year, money))
        .replace("%3", fmt.money(figures.price, money))
        .replace("%4", fmt.money(figures.residual_value, money))
        .replace("%5", fmt.number(figures.depreciation_years, 1).rstrip("0").rstrip(".,"))
        .replace("%6", fmt.money(figures.hosting_per_year, money))
        .replace("%7", fmt.money(figures.electricity_per_run, money))
        .replace("%8", option_hardware(option.rent_against) if option.rent_against else "")
        .replace("%9", fmt.money(figures.rent_per_run, money))
    )
    if figures.break_even_runs_per_year is None:
        return text + " " + _t("Renting is cheaper however often you train.")
    text += " " + _t("Buying is cheaper from %1 runs a year on").replace(
        "%1", fmt.number(figures.break_even_runs_per_year, 1)
    )
    if figures.break_even_runs_per_year > figures.runs_per_year_possible:
        return (
            text
            + " "
            + _t("— more than the %1 runs a year the hardware can do.").replace(
                "%1", fmt.number(figures.runs_per_year_possible, 0)
            )
        )
    return text + "."


def quote_cost_text(option: Option) -> str:
    """The report's cost cell of an option: the amount, its period count, converted, stale;
    "enter a quote" for an option without a price (its payment cell: "needs a price")."""
    if option.cost is None:
        return enter_quote()
    text = fmt.money(option.cost.amount, option.cost.currency)
    quote = option.quote
    # a single month is what "billed in whole periods" says already; more, or hours, are told
    periods = option.billed_periods
    if periods is not None and quote is not None and (periods > 1 or quote.period != "month"):
        text += " (" + billed_text(periods, quote.period) + ")"
    if quote is not None and quote.stale:
        text += " " + STALE_MARK
    elif quote is not None and quote.origin == "catalogue" and quote.date is None:
        text += " " + UNDATED_MARK
    return text


STALE_MARK = "†"
UNDATED_MARK = "°"


def marks_note(options: Sequence[Option]) -> str:
    """What the marks of the cost cells mean, for the marks that are used."""
    quotes = [o.quote for o in options if o.quote is not None]
    parts = []
    if any(q.stale for q in quotes):
        parts.append(
            STALE_MARK
            + " "
            + _t("stale: quoted longer ago than the price book allows before the plan date")
        )
    if any(q.origin == "catalogue" and q.date is None and not q.stale for q in quotes):
        parts.append(UNDATED_MARK + " " + _t("the source gives no date"))
    return "; ".join(parts)


def billed_text(count: int, period: str) -> str:
    """ "1 month", "3 hours", "2 days": what a rent was billed for."""
    one = {"hour": _t("1 hour"), "day": _t("1 day"), "month": _t("1 month")}
    many = {"hour": _t("%1 hours"), "day": _t("%1 days"), "month": _t("%1 months")}
    if count == 1:
        return one.get(period, period)
    return many.get(period, "%1 " + period).replace("%1", fmt.number(count))


def bought_options(advice: Recommendation) -> list[Option]:
    """The purchases set against renting, each a price of whole servers: the buyer's own
    quotes; else the plan's own hardware bought; else the pick, where it is a purchase.
    Never some other hardware's price (a purchase of hardware nobody asked about is no
    benchmark for this plan)."""
    bought = [o for o in advice.quotes_as_typed if o.buy_vs_rent is not None]
    if bought:
        return bought
    own = [
        o
        for o in advice.options
        if o.buy_vs_rent is not None and o.evaluated.hardware == advice.own_hardware
    ]
    if own:
        return sorted(own, key=lambda o: o.train_days)[:1]
    pick = advice.pick
    return [pick] if pick is not None and pick.buy_vs_rent is not None else []


def no_purchase_line(advice: Recommendation) -> str:
    """Why buying is not set against renting: no price of the plan's own hardware."""
    if bought_options(advice) or advice.own_hardware is None:
        return ""
    own = next((o for o in advice.options if o.evaluated.hardware == advice.own_hardware), None)
    name = option_hardware(own) if own is not None else ""
    if not name:
        return ""
    return _t(
        "Buying %1 is not compared with renting: no purchase price of it is known. Enter "
        "a quote for the whole server (Edit → Prices) to compare."
    ).replace("%1", name)


def buy_vs_rent_explained(advice: Recommendation) -> tuple[str, dict[str, Explanation]] | None:
    """A heading and the explained figures of the first purchase set against renting."""
    bought = bought_options(advice)
    if not bought or bought[0].buy_vs_rent is None:
        return None
    heading = _t("Buy or rent %1: how it is computed").replace("%1", option_hardware(bought[0]))
    return heading, buy_vs_rent_explanations(bought[0].buy_vs_rent)
