"""The always-visible strip: model, method, tokens, hardware, fits?, days, kWh, cost."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.presentation import formatting as fmt
from llmplan.presentation import labels
from llmplan.presentation.colours import STATUS_COLOURS
from llmplan.presentation.warning_text import warning_text


class SummaryStrip(QFrame):
    """Renders the main plan result; never computes anything."""

    KEYS = ("model", "method", "tokens", "hardware", "fits", "days", "energy", "cost")

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("summaryStrip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._store = store
        captions = {
            "model": self.tr("Model"),
            "method": self.tr("Method"),
            "tokens": self.tr("Training tokens"),
            "hardware": self.tr("Hardware"),
            "fits": self.tr("Memory"),
            "days": labels.training_time_heading(),
            "energy": self.tr("Energy"),
            "cost": self.tr("Electricity cost"),
        }
        layout = QGridLayout(self)
        layout.setHorizontalSpacing(18)
        self.values: dict[str, QLabel] = {}
        for column, key in enumerate(self.KEYS):
            caption = QLabel(captions[key])
            caption.setObjectName(f"caption_{key}")
            caption.setEnabled(False)  # greyed caption in light and dark palettes alike
            value = QLabel("–")
            value.setObjectName(f"value_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = value.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.1)
            value.setFont(font)
            layout.addWidget(caption, 0, column)
            if key == "fits":
                # a badge as wide as its text, never wrapped ("✗ does not fit" on one line)
                value.setWordWrap(False)
                value.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
                align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                layout.addWidget(value, 1, column, align)
            else:
                value.setWordWrap(True)
                layout.addWidget(value, 1, column)
            layout.setColumnStretch(column, 2 if key in ("model", "hardware", "method") else 1)
            self.values[key] = value
        self.warnings = QLabel()
        self.warnings.setObjectName("planWarnings")
        self.warnings.setWordWrap(True)
        self.warnings.hide()
        layout.addWidget(self.warnings, 2, 0, 1, len(self.KEYS))
        self.values["days"].setToolTip(labels.training_band_explanation())
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_result_changed.connect(self._on_result_changed)
        self._on_scenario_changed(store.scenario)
        self._on_result_changed(store.results)

    def text(self, key: str) -> str:
        """The shown value of one field (tests and screen readers use this)."""
        return self.values[key].text()

    # ---- Slots
    def _on_scenario_changed(self, scenario: Scenario) -> None:
        self.values["method"].setText(labels.method_summary(scenario))
        self.values["tokens"].setText(fmt.tokens(scenario.total_tokens))

    def _on_result_changed(self, results: list[PlanResult]) -> None:
        if not results:
            reason = self._store.plan_error or self.tr("no plan")
            for key in ("model", "hardware", "fits", "days", "energy", "cost"):
                self.values[key].setText("–")
            self.values["fits"].setToolTip(reason)
            self.values["fits"].setStyleSheet("")
            self._show_warnings([reason])
            return
        self._show_warnings([warning_text(w) for w in results[0].warning_details])
        result = results[0]
        self.values["model"].setText(result.model_name)
        self.values["hardware"].setText(result.hardware_label)
        fits = self.values["fits"]
        fits.setText(labels.fit_status_text(result.memory.fit_status))
        fits.setStyleSheet(
            f"color: white; background: {STATUS_COLOURS.get(result.memory.fit_status, 'gray')};"
            " border-radius: 3px; padding: 1px 6px;"
        )
        memory = result.memory.memory_per_gpu_gb
        fits.setToolTip(
            self.tr("%1 of %2 per GPU")
            .replace("%1", fmt.size_gb(memory.total))
            .replace("%2", fmt.size_gb(memory.capacity))
        )
        self.values["days"].setText(
            fmt.duration_range(
                result.time.train_seconds_optimistic, result.time.train_seconds_conservative
            )
        )
        self.values["energy"].setText(fmt.energy_kwh(result.energy.energy_kwh))
        self.values["cost"].setText(
            fmt.money(result.energy.electricity_cost, result.energy.currency)
        )
        self.values["cost"].setToolTip(
            self.tr("CO2: %1 kg").replace("%1", fmt.number(result.energy.co2_kg, 0))
        )

    def _show_warnings(self, warnings: list[str]) -> None:
        """The core's caveats about the main plan (e.g. "No server given: CPU power 0")."""
        self.warnings.setText("\n".join(f"⚠ {warning}" for warning in warnings))
        self.warnings.setVisible(bool(warnings))
