"""Every word of the Recommend tab and the report's "Options considered" section, in one
place (to move into the presentation layer when it exists).

The core gives reasons and the binding constraint as codes with arguments; here they become
sentences in the user's language, with amounts in their own currency.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from llmplan.core.advisor.recommend import Option, Reason, Recommendation
from llmplan.core.result import HardwareChoice, RolloutResult
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.hardware_names import (
    capacity_text,
    hardware_text,
    option_hardware,
    reason_hardware,
)
from llmplan.presentation.odds_text import days_number, percent
from llmplan.presentation.price_text import needs_price as needs_price
from llmplan.presentation.price_text import needs_price_short, rate_line
from llmplan.units import SECONDS_PER_DAY

DAY = SECONDS_PER_DAY


_t = i18n.translator("Recommend")


def days(value_days: float) -> str:
    """A duration given in days, in the unit a person would use."""
    return fmt.duration(value_days * DAY)


def deadline(value_days: float) -> str:
    """The deadline as typed: "14 days", "1 day", "0,5 Tage"."""
    if value_days == 1:
        return _t("1 day")
    decimals = 0 if float(value_days).is_integer() else 2
    text = (
        fmt.number(value_days, decimals).rstrip("0").rstrip(".,")
        if decimals
        else fmt.number(value_days)
    )
    return _t("%1 days").replace("%1", text)


def money(amount: float, currency: str) -> str:
    return fmt.money(amount, currency)


def cost_kind(kind: str) -> str:
    return {
        "rental": _t("rent for the run"),
        "purchase": _t("buy"),
        "electricity-only": needs_price_short(),
    }.get(kind, kind)


def cost_cell(option: Option) -> str:
    """An option's cost in its own currency; "–" for an option without a price (its
    payment cell says it needs one, the answer above the table where to enter it): never
    its electricity, which is not what it costs."""
    if option.cost is None:
        return "–"
    return money(option.cost.amount, option.cost.currency)


def card_price_note(option: Option) -> str:
    """An unpriced option with a price of its cards alone: that price, and why it is not
    the option's ("$1,999 a card; the computers around the cards are not priced")."""
    quote = option.card_quote
    if quote is None:
        return ""
    return _t("cards alone: %1 a card (the computer around them is not priced)").replace(
        "%1", money(quote.unit.amount, quote.unit.currency)
    )


def unpriced_names(hardware: tuple[HardwareChoice, ...], count: int) -> str:
    """Up to three options without a price by name, and how many more there are."""
    names = ", ".join(hardware_text(h) for h in hardware)
    more = count - len(hardware)
    if more > 0:
        names += " " + _t("and %1 more").replace("%1", fmt.number(more))
    return names


def settings(option: Option) -> str:
    """The training settings in plain words: "ZeRO-3 / FSDP, full recompute, 1 sequence"."""
    knobs = option.evaluated.knobs
    sharding = {
        "none": _t("full copy per card"),
        "zero1": _t("ZeRO-1"),
        "zero2": _t("ZeRO-2"),
        "zero3": _t("ZeRO-3 / FSDP"),
    }[knobs.sharding]
    recompute = {
        "none": _t("no recompute"),
        "selective": _t("selective recompute"),
        "full": _t("full recompute"),
    }[knobs.activation_checkpointing]
    per_step = (
        _t("1 sequence per step")
        if knobs.micro_batch == 1
        else _t("%1 sequences per step").replace("%1", str(knobs.micro_batch))
    )
    parts = [sharding, recompute, per_step]
    if knobs.offload_optimizer:
        parts.append(_t("optimizer in CPU memory"))
    if knobs.precision != "bf16":  # the card's tensor cores and the stack's measured recipe
        parts.append(
            _t("%1 matmuls (the card has the tensor cores, the stack a measured recipe)").replace(
                "%1", knobs.precision.upper()
            )
        )
    rollout = option.evaluated.result.rollout
    if rollout is not None:
        parts.append(placement(rollout))
    if knobs.layered:
        parts.append(
            _t("tensor parallel %1 × pipeline %2")
            .replace("%1", str(knobs.tensor))
            .replace("%2", str(knobs.pipeline))
        )
    return "; ".join(parts)


def layout_reason(args: dict[str, Any], codes: tuple[str, ...]) -> str:
    """Why the advisor chose a tensor × pipeline layout, in the user's language."""

    def n(key: str, decimals: int = 0) -> str:
        return fmt.number(float(args.get(key, 0.0)), decimals)

    def pct(key: str) -> str:
        return fmt.percent(float(args.get(key, 0.0)))

    sentences = {
        "data_parallel_does_not_fit": (_t("data parallelism with sharding alone does not fit"), []),
        "data_parallel_slower": (
            _t(
                "%1 faster than data parallelism alone (%2 GB of ZeRO traffic per GPU and "
                "micro-batch)"
            ),
            [pct("gain"), n("plain_comm_gb")],
        ),
        "less_recompute": (_t("the split activations leave room for less recomputation"), []),
        "tensor_inside_node": (
            _t("TP %1 inside the node carries its %2 GB of per-layer all-reduces over %3 GB/s"),
            [n("tensor"), n("tensor_gb"), n("tensor_link_gb_s")],
        ),
        "tensor_across_nodes": (_t("TP %1 crosses nodes"), [n("tensor")]),
        "pipeline_across_nodes": (
            _t(
                "PP %1 across nodes sends only %2 GB of activations per micro-batch over the "
                "network (%3 pipeline bubble at a global batch of %4)"
            ),
            [n("pipeline"), n("pipeline_gb", 2), pct("bubble"), n("global_batch")],
        ),
        "pipeline_in_node": (
            _t("PP %1 inside the node (%2 pipeline bubble)"),
            [n("pipeline"), pct("bubble")],
        ),
    }
    parts = []
    for code in codes:
        template, values = sentences[code]
        for index, value in enumerate(values, start=1):
            template = template.replace(f"%{index}", value)
        parts.append(template)
    head = (
        _t("TP %1 × PP %2 × DP %3")
        .replace("%1", n("tensor"))
        .replace("%2", n("pipeline"))
        .replace("%3", n("data"))
    )
    return head + ": " + "; ".join(parts)


def placement(rollout: RolloutResult) -> str:
    """GRPO's placement and split: "rollouts colocated: training and generating on the
    same 8 GPU(s)"."""
    if rollout.engine == "colocated":
        return _t("rollouts colocated: training and generating on the same %1 GPU(s)").replace(
            "%1", str(rollout.train_gpus)
        )
    return i18n.fill(
        _t("rollouts on a separate engine: training on %1 GPU(s), generating on %2 more"),
        str(rollout.train_gpus),
        str(rollout.generate_gpus),
    )


def placement_why(rollout: RolloutResult) -> str:
    """Why the placement: the engine's memory, its KV cache and the generation time."""
    return i18n.fill(
        _t(
            "Rollouts: vLLM reserves %1 per generating GPU (a bf16 copy of the weights, %2, "
            "and %3 of KV cache per engine: %4 sequences at once in %5 round(s) per step); "
            "generating takes %6 of the run."
        ),
        fmt.size_gb(rollout.engine_memory_per_gpu_gb),
        fmt.size_gb(rollout.weights_per_gpu_gb),
        fmt.size_gb(rollout.kv_cache_per_engine_gb),
        str(rollout.concurrent_sequences),
        str(rollout.waves),
        fmt.duration(rollout.generation_seconds),
    )


def reason(item: Reason) -> str:
    """One reason of the table ("cheapest that meets 14 days") in the user's language."""
    args = item.args
    templates = {
        "cheapest_meeting_deadline": _t("cheapest that meets %1"),
        "cheapest_meeting_deadline_and_budget": _t("cheapest that meets %1 within %2"),
        "fastest": _t("fastest"),
        "fastest_under_budget": _t("fastest under budget"),
        "lowest_energy": _t("lowest energy"),
        "most_headroom": _t("fits with most headroom"),
    }
    template = templates.get(item.code)
    if item.code == "layout" and item.layout_codes:
        return layout_reason(args, item.layout_codes)
    if template is None:
        return item.text
    text = template
    if "days" in args:
        text = text.replace("%1", deadline(float(args["days"])))
    if "budget" in args:
        text = text.replace("%2", money(float(args["budget"]), str(args["currency"])))
    return text


def reasons(option: Option) -> str:
    """The option's reasons, then whether its price is your quote or a stale book price."""
    texts = [reason(item) for item in option.reasons]
    if option.card_quote is not None:
        texts.append(card_price_note(option))
    if option.your_quote:
        texts.append(_t("your quote"))
    if option.quote is not None and option.quote.stale:
        texts.append(_t("stale price (quoted %1)").replace("%1", option.quote.date or ""))
    return "; ".join(texts)


# code -> (sentence, the values of its %1, %2 … from the reason's arguments); the sentence
# is translated when it is shown
_BINDING: dict[str, tuple[str, Callable[[dict[str, Any]], list[str]]]] = {
    "deadline": (
        "Nothing finishes in time: the fastest option, %1, needs %2 — %3 more than "
        "the %4 you allow.",
        lambda a: [
            str(a["label"]),
            days(float(a["days"])),
            days(float(a["days"]) - float(a["deadline"])),
            deadline(float(a["deadline"])),
        ],
    ),
    "budget": (
        "Nothing fits the budget: the cheapest option that meets %1, %2, costs %3 — "
        "%4 more than your %5.",
        lambda a: [
            deadline(float(a["deadline"])),
            str(a["label"]),
            money(float(a["cost"]), str(a["currency"])),
            money(float(a["cost"]) - float(a["budget"]), str(a["currency"])),
            money(float(a["budget"]), str(a["currency"])),
        ],
    ),
    "budget_currency": (
        "Your budget is in %1 but the prices are in %2. Set an exchange rate in "
        "Edit → Preferences to compare them.",
        lambda a: [str(a["budget_currency"]), str(a["currency"])],
    ),
    "nothing_fits": (
        "No hardware in the catalogue holds this training run. The closest, %1, "
        "needs %2 per card and has %3.",
        lambda a: [
            str(a["label"]),
            fmt.size_gb(float(a["need_gb"])),
            capacity_text(float(a["capacity_gb"])),
        ],
    ),
}


# The report and the command line name the scenario field; the app its menu (set_in_app)
_RATE_IN_SCENARIO = (
    "Your budget is in %1 but the prices are in %2. Set an exchange rate in the scenario "
    "file (costs.exchange_rates) to compare them."
)
_in_app = False


def set_in_app(in_app: bool) -> None:
    """Whether the words are read in the window (which has Edit → Preferences)."""
    global _in_app
    _in_app = in_app


def binding(item: Reason) -> str:
    """Which constraint rules every option out, and by how much."""
    if item.code == "nothing_fits" and "label" not in item.args:
        return _t("No hardware in the catalogue holds this training run.")
    if item.code == "no_priced_option":
        return i18n.fill(
            _t(
                "Nothing with a known price meets %1. Without a price, %2 would: enter a quote "
                "(%3) to compare them."
            ),
            deadline(float(item.args["deadline"])),
            unpriced_names(item.unpriced, int(item.args["count"])),
            _t("Edit → Prices") if _in_app else _t("“prices” in the scenario file"),
        )
    if item.code not in _BINDING:
        return item.text
    sentence, values = _BINDING[item.code]
    if item.code == "budget_currency" and not _in_app:
        sentence = _RATE_IN_SCENARIO  # the command line has no menu to point to
    # the hardware named in the reader's language (the core's label is English)
    args = {**item.args, "label": reason_hardware(item)} if "label" in item.args else item.args
    return i18n.fill(_t(sentence), *values(args))


def answer(advice: Recommendation) -> str:
    """The one sentence a buyer reads first."""
    pick = advice.pick
    if pick is None:
        return binding(advice.binding_constraint) if advice.binding_constraint else ""
    template = {
        "rental": _t("Rent %1 for %2: training takes %3 (up to %4 if it runs slowly)."),
        "purchase": _t("Buy %1 for %2: training takes %3 (up to %4 if it runs slowly)."),
    }[pick.cost_kind]
    text = (
        template.replace("%1", option_hardware(pick))
        .replace("%2", cost_cell(pick))
        .replace("%3", days(pick.train_days))
        .replace("%4", days(pick.train_days_conservative))
    )
    rollout = pick.evaluated.result.rollout
    if rollout is not None:  # GRPO: where the completions are generated
        text += " " + _t("Placement: %1.").replace("%1", placement(rollout))
    chance = deadline_chance(advice, pick)
    text += " " + chance if chance else ""
    return text + (" " + at_risk(advice.at_risk) if advice.at_risk else "")


def deadline_chance(advice: Recommendation, option: Option) -> str:
    """ "96 % likely to finish within 14 days (in time from 90 %)." where the odds are known."""
    chance, target = option.p_deadline, advice.deadline_target
    if chance is None or target is None:
        return ""
    return i18n.fill(
        _t("%1 likely to finish within %2 days (in time from %3)."),
        percent(chance),
        days_number(advice.deadline_days),
        percent(target),
    )


def slow_days_cell(option: Option) -> str:
    """The slow end of the time band, and P(deadline) beside it where known."""
    text = days(option.train_days_conservative)
    return text if option.p_deadline is None else f"{text} · {percent(option.p_deadline)}"


def at_risk(item: Reason) -> str:
    """The pick meets the deadline only at the fast end of its time band: by how much not."""
    args = item.args
    count = int(args.get("unpriced_count", 0))
    if count:  # options without a price would meet it safely: say which
        return i18n.fill(
            _t(
                "At risk: nothing with a known price meets %1 if training runs slowly; this "
                "pick needs up to %2, %3 more than the deadline. Without a price, %4 would "
                "meet it even then: enter a quote to compare them."
            ),
            deadline(float(args["deadline"])),
            days(float(args["days"])),
            days(float(args["over_days"])),
            unpriced_names(item.unpriced, count),
        )
    return i18n.fill(
        _t(
            "At risk: nothing meets %1 if training runs slowly; this pick needs up to %2, "
            "%3 more than the deadline."
        ),
        deadline(float(args["deadline"])),
        days(float(args["days"])),
        days(float(args["over_days"])),
    )


def why(advice: Recommendation) -> str:
    """Why the pick, and what the runner-up would change."""
    pick, runner = advice.pick, advice.runner_up
    if pick is None or advice.reason is None:
        return ""
    text = _t("Why: %1.").replace("%1", reason(advice.reason))
    if pick.evaluated.result.rollout is not None:
        text += " " + placement_why(pick.evaluated.result.rollout)
    if runner is not None:
        text += " " + (
            _t("Runner-up: %1, %2 (%3), takes %4.")
            .replace("%1", option_hardware(runner))
            .replace("%2", cost_cell(runner))
            .replace("%3", cost_kind(runner.cost_kind))
            .replace("%4", days(runner.train_days))
        )
    return text


def searched(advice: Recommendation) -> str:
    text = (
        _t("Tried %1 combinations of hardware and settings; %2 ways fit in memory.")
        .replace("%1", fmt.number(advice.searched))
        .replace("%2", fmt.number(len(advice.options)))
    )
    if advice.rate_details:
        rates = ", ".join(
            rate_line(r.currency, r.worth, r.base, r.origin, r.date)
            for r in advice.rate_details.values()
        )
        text += " " + _t("Compared at %1.").replace("%1", rates)
    elif any(
        o.cost.currency != advice.ranking_currency for o in advice.options if o.cost is not None
    ):
        text += " " + _t("Prices in other currencies are not compared (no exchange rate known).")
    return text


def _columns() -> list[tuple[str, str]]:
    """The options table's columns: a header short enough that the table fits the default
    window (issue 22), and what the column holds in full (its tooltip)."""
    return [
        ("", _t("Use makes the option the main hardware; Compare adds it as a candidate")),
        (
            _t("Why"),
            _t("Why the option is listed: the pick, the runner-up, the fastest, your quote"),
        ),
        (_t("Hardware"), _t("Hardware")),
        (
            _t("Payment"),
            _t("How you pay: rent for the run or buy; where no price is known, a quote is needed"),
        ),
        (
            _t("Cost"),
            _t(
                "Cost: the rent for the run or the purchase price, in the price's own "
                "currency; an option without a price is not compared on cost"
            ),
        ),
        (_t("Time"), _t("Training time")),
        (
            _t("If slow"),
            _t("Training time if it runs slowly (the conservative end of the MFU band)"),
        ),
        (_t("Memory"), _t("Memory per card: planned / usable capacity")),
        (_t("Energy"), _t("Energy of the run")),
        (_t("Settings"), _t("Settings")),
    ]


def column_titles() -> list[str]:
    """The options table's headers; `column_tooltips()` says each in full."""
    return [title for title, _tooltip in _columns()]


def column_tooltips() -> list[str]:
    return [tooltip for _title, tooltip in _columns()]


def billing_choices() -> list[tuple[str, str]]:
    """How a rent is billed: (words, the advisor's billing)."""
    return [(_t("per period begun"), "whole-periods"), (_t("for the days used"), "prorated")]


def deadline_end_choices() -> list[tuple[str, str]]:
    """Which end of the time band must meet the deadline: (words, the band's end)."""
    return [(_t("even if it runs slowly"), "conservative"), (_t("if it runs fast"), "optimistic")]


def use_button() -> str:
    return _t("Use")


def use_tooltip() -> str:
    return _t("Make this the main hardware, with these settings")


def compare_button() -> str:
    return _t("Compare")


def compare_tooltip() -> str:
    return _t("Add this hardware as a candidate on the Memory fit and Timeline tabs")


def memory_cell(option: Option) -> str:
    """An option's memory per card against the card's capacity: "12.3 GiB / 79.6 GiB"."""
    memory = option.evaluated.memory
    return f"{fmt.size_gb(memory.total)} / {capacity_text(memory.capacity)}"
