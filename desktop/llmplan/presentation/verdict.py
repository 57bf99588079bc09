"""The one plain-language sentence a buyer reads first."""

from __future__ import annotations

from llmplan.core.result import TIGHT_FREE_FRACTION, PlanResult
from llmplan.presentation import formatting, i18n
from llmplan.presentation.odds_text import percent
from llmplan.presentation.tables import candidate_label

_t = i18n.translator("Verdict")


def verdict_sentence(result: PlanResult) -> str:
    """E.g. "Fits on 8x H200 NVL; training takes 2.1–4.2 days; ≈ 315 kWh; ≈ €79 electricity."."""
    hardware = candidate_label(result)
    fit = {
        "fits": _t("Fits on %1"),
        "tight": _t("Fits on %1, but tightly (less than %2 free)"),
        "does_not_fit": _t("Does not fit on %1"),
    }[result.memory.fit_status]
    fit = i18n.fill(fit, hardware, formatting.percent(TIGHT_FREE_FRACTION))
    days = formatting.duration_range(
        result.time.train_seconds_optimistic, result.time.train_seconds_conservative
    )
    takes = _t("training takes %1").replace("%1", days)
    odds = result.probabilities
    if odds is not None:  # the verdict reads from P(fits); the band is the P10–P90
        fit = i18n.fill(
            {
                "fits": _t("Fits on %1 (%2 likely)"),
                "tight": _t("Tight on %1: %2 likely to fit"),
                "does_not_fit": _t("Does not fit on %1 (%2 likely to fit)"),
            }[result.memory.fit_status],
            hardware,
            percent(odds.fits),
        )
        takes = _t("training takes %1 (P10–P90)").replace("%1", days)
    parts = [
        fit,
        takes,
        "≈ " + formatting.energy_kwh(result.energy.energy_kwh),
        _t("≈ %1 electricity").replace(
            "%1", formatting.money(result.energy.electricity_cost, result.energy.currency)
        ),
    ]
    if result.energy.rental_cost is not None:
        parts.append(
            _t("≈ %1 rent").replace(
                "%1",
                # the rent's own currency (the price book's rents are USD), never the scenario's
                formatting.money(
                    result.energy.rental_cost,
                    result.energy.rental_currency or result.energy.currency,
                ),
            )
        )
    return "; ".join(parts) + "."
