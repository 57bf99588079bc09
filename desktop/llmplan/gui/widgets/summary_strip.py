"""The always-visible strip: model, method, tokens, hardware, fits?, days, kWh, cost."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from llmplan.core.objectives import objective_spec
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.gui.accuracy import memory_verdict
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.plan_notice import last_plan_notice, plan_problem
from llmplan.gui.widgets.text_label import text_label
from llmplan.presentation import formatting as fmt
from llmplan.presentation import labels
from llmplan.presentation.colours import STATUS_COLOURS
from llmplan.presentation.hardware_names import capacity_text, catalog_name, plan_hardware
from llmplan.presentation.odds_text import (
    band_caption,
    deadline_text,
    fit_badge,
    fit_probability,
    memory_odds_lines,
    odds_lines,
)
from llmplan.presentation.row_units import money_range, short_energy_range
from llmplan.presentation.trained_tokens_text import trained_tokens_figure, trained_tokens_words
from llmplan.presentation.warning_text import warning_text


class ElidedLabel(QLabel):
    """A name on at most `lines` lines, broken between words; what does not fit ends in "…",
    and the whole text is its tooltip. The label is always `lines` high, so a longer name
    never makes the strip grow (wrapped values used to push everything below down). It asks
    for the width that shows the whole name on those lines (its size hint) and can give way
    down to a few characters (its minimum): the strip shares its width by what each name
    needs, and a long name never makes the window wider (issue 32: 1020 → 1070 px)."""

    MIN_CHARS = 6

    def __init__(self, text: str = "", parent: QWidget | None = None, lines: int = 1) -> None:
        super().__init__(parent)
        self._full = ""
        self._lines = max(1, lines)
        self._needed = 0  # the width that shows the whole text on `lines` lines
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._fit_font()
        self.setText(text)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text if text not in ("", "–") else "")
        self._fit_width()
        self._elide()

    def full_text(self) -> str:
        return self._full

    def shown_lines(self) -> list[str]:
        """The lines on screen (tests: a name is whole when they join to it)."""
        return super().text().split("\n")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_font()
            self._fit_width()
            self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _fit_font(self) -> None:
        self.setFixedHeight(self.lines_height())

    def lines_height(self) -> int:
        """What `lines` lines of this font take as drawn (a bold font at 1.1× has fractional
        metrics: lineSpacing() × 3 cut the third line's lower half)."""
        probe = "\n".join("Ag" for _ in range(self._lines))
        return self.fontMetrics().boundingRect(QRect(0, 0, 10_000, 10_000), 0, probe).height()

    def _fit_width(self) -> None:
        """The narrowest width at which the whole name shows on its lines."""
        metrics = self.fontMetrics()
        low = metrics.averageCharWidth() * self.MIN_CHARS
        high = max(low, metrics.horizontalAdvance(self._full) + 1)
        while low < high:
            middle = (low + high) // 2
            if "…" in wrap_words(self._full, metrics, middle, self._lines):
                low = middle + 1
            else:
                high = middle
        self._needed = high
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(self._needed, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * self.MIN_CHARS, self.height())

    def _elide(self) -> None:
        width = max(self.width(), 1)
        super().setText(wrap_words(self._full, self.fontMetrics(), width, self._lines))


def wrap_words(text: str, metrics: QFontMetrics, width: int, lines: int) -> str:
    """`text` in at most `lines` lines of `width` pixels, broken at spaces; the last line
    ends in "…" where the rest does not fit."""
    elide = Qt.TextElideMode.ElideRight
    # a slash stays with the word before it: "Full fine-tune /" above "continued pretraining"
    words = text.replace(" / ", "\u00a0/ ").split(" ")
    shown: list[str] = []
    while words and len(shown) < lines - 1:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        if metrics.horizontalAdvance(line) > width:  # one word wider than the column
            words.insert(0, line)
            break
        shown.append(line)
    if words:
        shown.append(metrics.elidedText(" ".join(words), elide, width))
    return "\n".join(shown).replace("\u00a0", " ")


# figures ("10,0 Mrd. Token", "2,3–4,2 Tage") keep the room their text needs; the names share
# the rest by what each needs, and end in "…" only in a window narrower than the default
FIGURES = ("tokens", "days", "energy", "cost")
NAMES = ("model", "method", "hardware")
NAME_LINES = 3  # a name may take three lines; beside them a figure, the band, the warnings
BAND = ("days", "energy", "cost")  # the columns the MFU band under them is for


class SummaryStrip(QFrame):
    """Renders the main plan result; never computes anything."""

    KEYS = ("model", "method", "hardware", "tokens", "fits", "days", "energy", "cost")

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
        self._captions = captions
        layout = QGridLayout(self)
        layout.setHorizontalSpacing(12)
        layout.setVerticalSpacing(2)
        self.values: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        for column, key in enumerate(self.KEYS):
            caption = QLabel(captions[key])
            caption.setObjectName(f"caption_{key}")
            caption.setEnabled(False)  # greyed caption in light and dark palettes alike
            whole = key == "fits" or key in FIGURES
            value = QLabel("–") if whole else ElidedLabel("–", lines=NAME_LINES)
            value.setObjectName(f"value_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            font = value.font()
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.1)
            value.setFont(font)
            layout.addWidget(caption, 0, column, Qt.AlignmentFlag.AlignBottom)
            self.captions[key] = caption
            if key in NAMES:  # the names take the lines below the figures' row too
                layout.addWidget(value, 1, column, 3, 1, Qt.AlignmentFlag.AlignTop)
                layout.setColumnStretch(column, 0)  # shared by need (size hints), not evenly
            elif key == "fits":
                # a badge as wide as its text, never wrapped ("✗ does not fit" on one line)
                value.setWordWrap(False)
                value.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
                align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                layout.addWidget(value, 1, column, align)
            elif key in FIGURES:  # a figure is never cut: as wide as its text
                value.setWordWrap(False)
                value.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
                layout.addWidget(value, 1, column, Qt.AlignmentFlag.AlignTop)
            self.values[key] = value
        # P(fits) under the badge, greyed as the captions
        self.fit_odds = QLabel()
        self.fit_odds.setObjectName("fitOdds")
        self.fit_odds.setEnabled(False)
        layout.addWidget(self.fit_odds, 2, self.KEYS.index("fits"), Qt.AlignmentFlag.AlignTop)
        # the MFU band the time, energy and cost span, once under the three of them
        self.band = QLabel()
        self.band.setObjectName("mfuBand")
        self.band.setEnabled(False)  # greyed as the captions
        # wrapped, so that what the band is (and the odds of a deadline) never widens the
        # strip at the names' cost: it asks only for its longest word
        self.band.setWordWrap(True)
        self.band.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        first = self.KEYS.index(BAND[0])
        layout.addWidget(self.band, 2, first, 1, len(BAND))
        # one line of warnings, always there (empty when none) so the strip keeps its height
        # and nothing below it jumps; "Show all" expands it on request
        self.warnings = QLabel()
        self.warnings.setObjectName("planWarnings")
        self.warnings.setWordWrap(False)
        self.warnings.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.warnings_toggle = QToolButton()
        self.warnings_toggle.setObjectName("warningsToggle")
        self.warnings_toggle.setCheckable(True)
        self.warnings_toggle.setAutoRaise(True)
        self.warnings_toggle.toggled.connect(self._on_toggle_warnings)
        self.all_warnings = text_label("allPlanWarnings")
        self.all_warnings.hide()
        self._warning_texts: list[str] = []
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.warnings, 1)
        line.addWidget(self.warnings_toggle)
        # under the figures, beside the names' last line; all of them across the strip
        figures = self.KEYS.index("tokens")
        layout.addLayout(line, 3, figures, 1, len(self.KEYS) - figures)
        layout.addWidget(self.all_warnings, 4, 0, 1, len(self.KEYS))
        self.warnings.setFixedHeight(
            max(self.warnings.fontMetrics().lineSpacing(), self.warnings_toggle.sizeHint().height())
        )
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.values["days"].setToolTip(labels.training_band_explanation())
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_result_changed.connect(self._on_result_changed)
        self._on_scenario_changed(store.scenario)
        self._on_result_changed(store.shown_results)

    def text(self, key: str) -> str:
        """The value of one field, whole (tests and screen readers use this)."""
        value = self.values[key]
        return value.full_text() if isinstance(value, ElidedLabel) else value.text()

    # ---- Slots
    def _on_scenario_changed(self, scenario: Scenario) -> None:
        self.values["method"].setText(labels.method_summary(scenario))
        # online RL trains on its rollouts, not on `tokens`: the plan says how many
        generated = objective_spec(scenario.objective).generates
        self.values["tokens"].setText("–" if generated else fmt.tokens(scenario.total_tokens))
        self.values["tokens"].setToolTip("")

    def _on_result_changed(self, results: list[PlanResult]) -> None:
        reason = plan_problem(self._store) or self.tr("no plan")
        # these inputs cannot be planned: the last plan that could be, greyed and said so
        notice = last_plan_notice(self._store)
        last_valid = bool(notice)
        for key in ("model", "hardware", "fits", "days", "energy", "cost"):
            self.values[key].setEnabled(not last_valid)
        if not results:
            for key in ("model", "hardware", "fits", "days", "energy", "cost"):
                self.values[key].setText("–")
            self.fit_odds.setText("")
            self.values["fits"].setToolTip(reason)
            self.values["fits"].setStyleSheet("")
            self._show_warnings([reason])
            return
        result = results[0]
        if last_valid:
            self._show_warnings([notice])
        else:
            self._show_warnings([warning_text(w) for w in result.warning_details])
            tokens = self.values["tokens"]
            tokens.setText(trained_tokens_figure(result.trained_tokens))
            tokens.setToolTip(trained_tokens_words(result.trained_tokens))
        own_model = not isinstance(self._store.scenario.model, str)
        self.values["model"].setText(catalog_name(result.model_name, custom=own_model))
        self.values["hardware"].setText(plan_hardware(result))
        fits = self.values["fits"]
        fits.setText(fit_badge(result))
        self.fit_odds.setText(fit_probability(result))
        badge = "gray" if last_valid else STATUS_COLOURS.get(result.memory.fit_status, "gray")
        fits.setStyleSheet(
            f"color: white; background: {badge}; border-radius: 3px; padding: 1px 6px;"
        )
        memory = result.memory.memory_per_gpu_gb
        fits.setToolTip(
            self.tr("%1 of %2 per GPU")
            .replace("%1", fmt.size_gb(memory.total))
            .replace("%2", capacity_text(memory.capacity))
            + "\n"
            + memory_verdict(result)
            + "".join(f"\n{line}" for line in memory_odds_lines(result))
        )
        band = labels.planned_mfu_band(result)
        if band is not None:
            self.values["days"].setToolTip(
                self.tr("Optimistic (MFU %1) to conservative (MFU %2) training time")
                .replace("%1", fmt.percent(band[0]))
                .replace("%2", fmt.percent(band[1]))
            )
        rented = rented_cost(result)
        self.captions["cost"].setText(
            self.tr("Rent incl. electricity") if rented else self._captions["cost"]
        )
        # time, energy and cost span the band (the framework's, not a constant): said once
        # under them, not in each caption (three captions as wide as that cut the names)
        self.band.setText(
            " · ".join(part for part in (band_caption(result), deadline_text(result)) if part)
            or (
                self.tr("at MFU %1").replace(
                    "%1", f"{fmt.number(band[0] * 100)}–{fmt.percent(band[1])}"
                )
                if band is not None
                else ""
            )
        )
        if result.train_seconds_quantiles is not None:
            self.values["days"].setToolTip("\n".join(odds_lines(result)))
        self.band.setToolTip(self.values["days"].toolTip())
        self.values["days"].setText(
            fmt.duration_range(
                result.time.train_seconds_optimistic, result.time.train_seconds_conservative
            )
        )
        energy = result.energy.energy_kwh_band
        cost = result.energy.electricity_cost_band
        currency = result.energy.currency
        self.values["energy"].setText(short_energy_range(energy.pair()))
        co2 = self.tr("CO2: %1 kg").replace("%1", fmt.number(result.energy.co2_kg, 0))
        if rented is not None:  # the tenant pays the rent; the power is in it
            self.values["cost"].setText(money_range(*rented))
            self.values["cost"].setToolTip(
                self.tr(
                    "The rent for the run, prorated over the training time; a rent includes "
                    "the electricity (%1 at your price per kWh, not paid on top)."
                ).replace("%1", money_range(cost.pair(), currency))
                + "\n"
                + co2
            )
            return
        self.values["cost"].setText(money_range(cost.pair(), currency))
        self.values["cost"].setToolTip(co2)

    def _show_warnings(self, warnings: list[str]) -> None:
        """The core's caveats about the main plan (e.g. "No server given: CPU power 0"):
        the first on the line, all of them on request."""
        self._warning_texts = warnings
        if not warnings:
            self.warnings.setText("")
            self.warnings.setToolTip("")
        else:
            first = f"⚠ {warnings[0]}"
            if len(warnings) > 1:
                first = (
                    self.tr("%1 (and %2 more)")
                    .replace("%1", first)
                    .replace("%2", str(len(warnings) - 1))
                )
            self.warnings.setText(first)
            self.warnings.setToolTip("\n".join(f"⚠ {w}" for w in warnings))
        self.all_warnings.setText("\n".join(f"⚠ {w}" for w in warnings))
        expandable = len(warnings) > 1 or (
            bool(warnings)
            and self.warnings.fontMetrics().horizontalAdvance(self.warnings.text())
            > self.warnings.width()
        )
        self.warnings_toggle.setVisible(bool(warnings))
        self.warnings_toggle.setEnabled(expandable or self.warnings_toggle.isChecked())
        self._on_toggle_warnings(self.warnings_toggle.isChecked())

    def warning_lines(self) -> list[str]:
        """Every warning shown (collapsed or expanded), in the current language."""
        return list(self._warning_texts)

    def _on_toggle_warnings(self, expanded: bool) -> None:
        show_all = expanded and bool(self._warning_texts)
        self.all_warnings.setVisible(show_all)
        self.warnings.setVisible(not show_all)
        self.warnings_toggle.setText(self.tr("Hide") if show_all else self.tr("Show all"))


def rented_cost(result: PlanResult) -> tuple[tuple[float, float], str] | None:
    """The rent band and its currency of a plan on rented hardware (a rent is its only
    price); None where the plan's own electricity is what it costs to run."""
    energy = result.energy
    band, currency = energy.rental_cost_band, energy.rental_currency
    if energy.purchase is not None or band is None or currency is None:
        return None
    return band.pair(), currency
