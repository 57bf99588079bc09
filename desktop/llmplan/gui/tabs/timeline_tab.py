"""The Timeline tab: phases on a time axis per candidate, cumulative energy and cost, totals."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from llmplan.charts.timeline_chart import TimelineChart
from llmplan.core.result import PlanResult
from llmplan.core.scenario import MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.gui.pilot_panel import CalibrationNote
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.copyable_table import CopyableTable
from llmplan.gui.widgets.plan_notice import last_plan_notice, plan_problem
from llmplan.gui.widgets.splitter import splitter
from llmplan.gui.widgets.text_label import text_label
from llmplan.presentation import formatting
from llmplan.presentation.colours import STATUS_COLOURS
from llmplan.presentation.labels import does_not_fit_note, planned_mfu, planned_mfu_band
from llmplan.presentation.odds_text import odds_lines
from llmplan.presentation.price_text import rent_rate_text
from llmplan.presentation.row_units import energy_range, money_range
from llmplan.presentation.tables import candidate_label, timeline_table
from llmplan.presentation.trained_tokens_text import trained_tokens_words


class TimelineTab(QWidget):
    """How long each candidate runs, what energy it draws and what that costs."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.totals = text_label("timeline_totals", selectable=True)
        self.caption = text_label("timeline_caption")
        self.chart = TimelineChart()
        self.table = CopyableTable()
        chart_and_table = splitter(Qt.Orientation.Vertical, (self.chart, 3), (self.table, 2))
        self.splitter = chart_and_table
        layout = QVBoxLayout(self)
        layout.addWidget(self.totals)
        layout.addWidget(self.caption)
        layout.addWidget(CalibrationNote(store, "timeline"))  # pilots: calibrated vs before
        layout.addWidget(chart_and_table, 1)
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_result_changed.connect(self._on_results_changed)
        self._on_scenario_changed(store.scenario)
        self._on_results_changed(store.shown_results)

    # ---- Slots
    def _on_scenario_changed(self, scenario: Scenario) -> None:
        result = self.store.result
        if scenario.tokens_per_second:
            text = self.tr("Training bars use your measured %1 tokens/s.").replace(
                "%1", formatting.number(scenario.tokens_per_second)
            )
        elif result is not None and result.train_seconds_quantiles is not None:
            text = self.tr(
                "Training bars: the plan, continued in a second shade to its P10–P90 interval "
                "(the planner's errors on the shipped runs most like it)."
            )
        else:
            mfu, optimistic, conservative = self._mfu_band(scenario)
            text = (
                self.tr(
                    "Training bars: the plan at %1 model FLOPs utilisation (MFU), continued in a "
                    "second shade to the band from %2 (optimistic) to %3 (conservative)."
                )
                .replace("%1", formatting.percent(mfu))
                .replace("%2", formatting.percent(optimistic))
                .replace("%3", formatting.percent(conservative))
            )
        self.caption.setText(
            text
            + " "
            + self.tr(
                "Lower chart: energy (left axis) and its "
                "electricity cost (right axis) as training runs."
            )
        )

    def _mfu_band(self, scenario: Scenario) -> tuple[float, float, float]:
        """(planned, optimistic, conservative) MFU as the plan used them."""
        result = self.store.result
        band = planned_mfu_band(result) if result else None
        optimistic, conservative = band or (MFU_OPTIMISTIC, MFU_CONSERVATIVE)
        planned = planned_mfu(result) if result else None
        return planned or scenario.mfu or optimistic, optimistic, conservative

    def _on_results_changed(self, results: list[PlanResult]) -> None:
        self._on_scenario_changed(self.store.scenario)
        self.chart.set_results(results)
        self.table.set_table(timeline_table(results))
        # without a plan the views are cleared: an empty chart would only show stray axes
        self.splitter.setVisible(bool(results))
        notice = last_plan_notice(self.store)  # an earlier plan's figures: said first, greyed
        self.splitter.setEnabled(not notice)
        if results:
            head = f"<b>⚠ {escape(notice, quote=False)}</b><br>" if notice else ""
            self.totals.setText(head + self._totals_html(results[0]))
        else:  # no plan: say why instead of leaving the previous plan's numbers
            reason = plan_problem(self.store) or "–"
            self.totals.setText(
                f"<b>{escape(self.tr('No plan:'))}</b> {escape(reason, quote=False)}"
            )

    def _totals_html(self, result: PlanResult) -> str:
        power = result.energy
        parts = [
            self.tr("Tokens trained: %1").replace(
                "%1", trained_tokens_words(result.trained_tokens)
            ),
            self.tr("Training takes %1").replace(
                "%1",
                formatting.duration_range(
                    result.time.train_seconds_optimistic, result.time.train_seconds_conservative
                ),
            ),
            self.tr("energy %1").replace("%1", energy_range(power.energy_kwh_band.pair())),
            self.tr("electricity %1").replace(
                "%1", money_range(power.electricity_cost_band.pair(), power.currency)
            ),
            self.tr("CO₂ %1").replace("%1", formatting.mass_kg_range(*power.co2_kg_band.pair())),
        ]
        rent = result.energy.rent
        if result.energy.rental_cost is not None and rent is not None and rent.period != "month":
            # an hourly or daily rent: its rate, not a fraction of a month
            parts.append(
                self.tr("rent %1 at %2")
                .replace(
                    "%1",
                    formatting.money(
                        result.energy.rental_cost,
                        result.energy.rental_currency or result.energy.currency,
                    ),
                )
                .replace("%2", rent_rate_text(rent))
            )
        elif result.energy.rental_cost is not None and result.energy.rental_periods is not None:
            parts.append(
                self.tr("rent %1 for %2 months")
                .replace(
                    "%1",
                    formatting.money(
                        result.energy.rental_cost,
                        result.energy.rental_currency or result.energy.currency,
                    ),
                )
                .replace("%2", formatting.number(result.energy.rental_periods, 1))
            )
        head = f"<b>{escape(candidate_label(result))}:</b> "
        if result.memory.fit_status == "does_not_fit":
            note = does_not_fit_note()
            colour = STATUS_COLOURS["does_not_fit"]
            head += f'<b style="color:{colour}">{escape(note)}</b> · '
        odds = "<br>".join(escape(line) for line in odds_lines(result))
        return head + " · ".join(escape(part) for part in parts) + (f"<br>{odds}" if odds else "")
