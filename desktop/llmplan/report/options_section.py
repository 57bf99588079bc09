"""The report's "Options considered" page: the trade-offs the advisor found (the Pareto front
of days and cost), its pick, the runner-up and why — from the Recommend tab's or the
`--deadline-days` recommendation, never recomputed here."""

from __future__ import annotations

from html import escape

from llmplan.core.advisor.recommend import Option, Recommendation
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation import recommend_words as words
from llmplan.presentation.hardware_names import option_hardware
from llmplan.presentation.price_text import (
    bought_options,
    buy_vs_rent_line,
    marks_note,
    no_purchase_line,
    quote_cost_text,
)

MAX_ROWS = 7  # one page, with its note, in German too
MAX_UNPRICED_ROWS = 3  # options without a price that would meet the deadline

_t = i18n.translator("ReportOptions")


def shown_options(advice: Recommendation) -> list[Option]:
    """The front (fastest first), with the pick and the runner-up always in; a front longer
    than a page is thinned evenly from the fastest to the slowest option."""
    kept = [o for o in (advice.pick, advice.runner_up) if o is not None]
    # the buyer's own quotes are always in, one row each
    kept += [o for o in advice.quotes_as_typed if not any(o is k for k in kept)]
    others = sorted(
        (o for o in advice.pareto_front if not any(o is k for k in kept)),
        key=lambda o: o.train_days,
    )
    room = max(MAX_ROWS - len(kept), 0)
    if len(others) > room:
        step = (len(others) - 1) / max(room - 1, 1)
        others = [others[round(i * step)] for i in range(room)] if room else []
    return sorted([*kept, *others], key=lambda o: o.train_days)


def unpriced_options(advice: Recommendation) -> list[Option]:
    """Options without a price that meet the deadline, fastest first, where the advice
    names them (nothing priced meets it, or only at risk): listed apart from the trade-offs,
    with no cost — a quote would let them be compared."""
    binding = advice.binding_constraint
    named = (binding is not None and binding.code == "no_priced_option") or (
        advice.at_risk is not None and bool(advice.at_risk.unpriced)
    )
    if not named:
        return []
    if advice.at_risk is not None:  # those that meet it even if training runs slowly
        deadline = advice.deadline_days
        return [o for o in advice.unpriced_in_time if o.train_days_conservative <= deadline][
            :MAX_UNPRICED_ROWS
        ]
    return advice.unpriced_in_time[:MAX_UNPRICED_ROWS]


def _role(option: Option, advice: Recommendation) -> str:
    if option is advice.pick:
        return _t("recommended")
    if option is advice.runner_up:
        return _t("runner-up")
    return ""


def _columns() -> list[tuple[str, int]]:
    """The table's headers, each with the percent of the page its column takes."""
    return [
        (_t("Hardware"), 20),
        (_t("How you pay"), 12),
        (_t("Cost"), 12),
        (_t("Training time"), 10),
        (_t("If it runs slowly"), 10),
        (_t("Energy"), 9),
        (_t("Settings"), 27),
    ]


def _headers() -> list[str]:
    return [header for header, _width in _columns()]


def _cells(option: Option, advice: Recommendation) -> list[str]:
    role = _role(option, advice)
    return [
        f"{option_hardware(option)} ({role})" if role else option_hardware(option),
        words.cost_kind(option.cost_kind) + (f" ({_t('your quote')})" if option.your_quote else ""),
        quote_cost_text(option),
        words.days(option.train_days),
        words.days(option.train_days_conservative),
        fmt.energy_kwh(option.energy_kwh),
        words.settings(option),
    ]


def _unpriced_heading() -> str:
    return _t("Would meet the deadline, but no price is known: enter a quote to compare them.")


def basis(advice: Recommendation) -> str:
    """What was asked and how costs were compared, including the exchange rate used."""
    text = (
        _t("Deadline %1; budget %2. Rent billed %3.")
        .replace("%1", words.deadline(advice.deadline_days))
        .replace(
            "%2",
            words.money(advice.budget.amount, advice.budget.currency)
            if advice.budget
            else _t("none given"),
        )
        .replace(
            "%3",
            _t("for the days used")
            if advice.billing == "prorated"
            else _t("in whole periods of its quote (hours, days or months begun)"),
        )
    )
    return text + " " + words.searched(advice)


def ownership_lines(advice: Recommendation) -> list[str]:
    """Buy against rent for each of the buyer's purchase quotes, else for the plan's own
    hardware or the pick bought; else why buying is not compared."""
    lines = [buy_vs_rent_line(o) for o in bought_options(advice)]
    missing = no_purchase_line(advice)
    return lines or ([missing] if missing else [])


def options_html(advice: Recommendation) -> str:
    """One page: heading, the answer, why, what was compared, the front as a table."""
    parts = [
        "<div style='page-break-before: always'></div>",
        f"<h2>{escape(_t('Options considered'))}</h2>",
        f"<p class='verdict'>{escape(words.answer(advice))}</p>",
    ]
    why = words.why(advice)
    if why:
        parts.append(f"<p>{escape(why)}</p>")
    parts.append(f"<p class='small'>{escape(basis(advice))}</p>")
    rows = shown_options(advice)
    if rows:
        parts.append(
            "<p><b>"
            + escape(_t("The best trade-offs: no other option is both faster and cheaper."))
            + "</b></p>"
        )
        parts.append(_options_table(rows, advice))
    unpriced = unpriced_options(advice)
    if unpriced:
        parts.append("<p><b>" + escape(_unpriced_heading()) + "</b></p>")
        parts.append(_options_table(unpriced, advice))
    marks = marks_note(rows)  # one paragraph with the note: the page holds both
    parts.append(
        "<p class='small'>"
        + (escape(marks) + "<br>" if marks else "")
        + escape(
            _t(
                "Options without a known price are never compared, ranked or picked on cost: "
                "they need a quote. Amounts are in their own currency; they are converted "
                "only at the exchange rates named above."
            )
        )
        + "</p>"
    )
    parts.append("<p style='page-break-after: always'></p>")  # the section is one page
    return "".join(parts)


def _small(text: str, points: float = 8) -> str:
    """Small type: twelve options with their settings on one page; a span, as Qt's rich
    text takes a font size from it but not from a table cell."""
    return f"<span style='font-size: {points:g}pt'>{escape(text)}</span>"


def _options_table(options: list[Option], advice: Recommendation) -> str:
    """The options as a table, one row each, under the column headings."""
    head = "".join(f"<th width='{width}%'>{_small(h, 7)}</th>" for h, width in _columns())
    body = "".join(
        "<tr>" + "".join(f"<td>{_small(c)}</td>" for c in _cells(o, advice)) + "</tr>"
        for o in options
    )
    return (
        "<table border='1' cellspacing='0' cellpadding='2' width='100%'>"
        f"<tr>{head}</tr>{body}</table>"
    )


def ownership_html(advice: Recommendation) -> str:
    """Buy against rent, after the one-page options (it would push their note off it)."""
    lines = ownership_lines(advice)
    if not lines:
        return ""
    return f"<h3>{escape(_t('Buy or rent'))}</h3>" + "".join(
        f"<p>{escape(line)}</p>" for line in lines
    )


def options_markdown(advice: Recommendation) -> str:
    lines = [
        "## " + _t("Options considered"),
        "",
        f"**{words.answer(advice)}**",
        "",
    ]
    why = words.why(advice)
    if why:
        lines += [why, ""]
    lines += [basis(advice), ""]
    rows = shown_options(advice)
    if rows:
        headers = _headers()
        lines += [
            _t("The best trade-offs: no other option is both faster and cheaper."),
            "",
            "| " + " | ".join(headers) + " |",
            "|" + "|".join(["---"] * len(headers)) + "|",
        ]
        lines += [
            "| " + " | ".join(c.replace("|", "\\|") for c in _cells(o, advice)) + " |" for o in rows
        ]
    unpriced = unpriced_options(advice)
    if unpriced:
        headers = _headers()
        lines += [
            "",
            _unpriced_heading(),
            "",
            "| " + " | ".join(headers) + " |",
            "|" + "|".join(["---"] * len(headers)) + "|",
        ]
        lines += [
            "| " + " | ".join(c.replace("|", "\\|") for c in _cells(o, advice)) + " |"
            for o in unpriced
        ]
    marks = marks_note(rows)
    for line in [marks] if marks else []:
        lines += ["", line]
    for line in ownership_lines(advice):
        lines += ["", line]
    return "\n".join(lines) + "\n"
