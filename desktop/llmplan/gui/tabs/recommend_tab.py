"""The Recommend tab: which hardware to rent or buy for this scenario, ranked, with the reason.

The search (every catalogue configuration, core.advisor) runs in a background task with
progress and cancel; a change of deadline, budget or billing only re-ranks what was found.
No figure is computed here: the chart and the table render the core's `Recommendation`.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llmplan.charts.options_chart import OptionsChart
from llmplan.core.advisor.recommend import (
    DEFAULT_DEADLINE_TARGET,
    Billing,
    DeadlineEnd,
    Option,
    Recommendation,
    rank,
    search_scenario,
)
from llmplan.core.advisor.search import SearchResult
from llmplan.core.money import Money
from llmplan.core.plan import scenario_catalog
from llmplan.core.scenario import Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.choice_combo import choice_combo
from llmplan.gui.widgets.field_state import ERROR_COLOUR
from llmplan.gui.widgets.text_label import text_label
from llmplan.gui.workers import BackgroundTask
from llmplan.presentation import formatting as fmt
from llmplan.presentation import odds_text as odds_words
from llmplan.presentation import recommend_words as words
from llmplan.presentation.hardware_names import option_hardware
from llmplan.task_state import TaskState
from llmplan.validation import memory_margin, run_errors

SearchProgress = tuple[int, int]  # hardware done, hardware in all
SearchOutcome = tuple[SearchResult, int]  # what was found, dominated splits left out
TABLE_ROWS = 40  # the ranked table shows the best 40; the chart shows every priced option
_ACTIONS_COLUMN = 0  # Use / Compare first: what a reader does with a row
# How the table shares the tab's width, so that it needs no sideways scrolling at the default
# window (issue 22): the buttons and the short figures take what they need; the texts share
# the rest by weight, wrap onto two lines and are elided beyond (whole in the tooltip).
_FIGURE_COLUMNS = (_ACTIONS_COLUMN, 4, 5, 6, 8)  # cost, time, if slow, energy
_MEMORY_COLUMN = 7  # "123.1 GiB / 179.1 GiB": on two lines, each whole
_TEXT_WEIGHTS = {1: 4, 2: 4, 3: 2, 9: 3}  # why, hardware, payment, settings
_TEXT_LINES = 2
TABLE_ROWS_SHOWN = 5  # the least the table shows without scrolling the tab
_CHART_MIN_LINES = 8  # the chart's least height, in lines of text: axes, legend, a band of dots


@dataclass(frozen=True)
class CarriedSearch:
    """A search's outcome and state, carried to the tab rebuilt in another language."""

    found: SearchResult | None
    found_for: Scenario | None
    pruned: int
    currency_chosen: bool
    stale: bool


class _TableSplitter(QSplitter):
    """A splitter that asks for no more than its least: the tab's scroll area sizes the page
    by what it prefers, so the chart's and the table's preferred heights (taller than the
    default window leaves) made the whole tab scroll instead of sharing what there is."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()


class RecommendTab(QWidget):
    """Deadline and budget in; the answer, the trade-off chart and the ranked options out."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.task: BackgroundTask[SearchOutcome, SearchProgress] | None = None
        self.found: SearchResult | None = None
        self.found_for: Scenario | None = None  # the scenario `found` was searched for
        self._searching_for: Scenario | None = None
        self.advice: Recommendation | None = None
        self._pruned = 0
        self._stale = True
        self._build_inputs()
        # said the moment the scenario changes: what is shown below was found for other
        # inputs (issue 32: the old pick stayed on screen, unmarked, while a new search ran)
        self.outdated = text_label("recommend_outdated")
        self.outdated.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: bold;")
        self.outdated.hide()
        self.answer = text_label("recommend_answer", selectable=True)
        self.detail = text_label("recommend_detail")
        self.chart = OptionsChart(self._tooltip)
        self.chart.setToolTip(
            self.tr(
                "Hover over a dot for its figures; click it to find it below. The mouse "
                "wheel scrolls the page; Ctrl + wheel zooms the chart."
            )
        )
        self.chart.sig_option_clicked.connect(self._select_option)
        self.table = QTableWidget(0, len(words.column_titles()))
        self.table.setHorizontalHeaderLabels(words.column_titles())
        for column, tip in enumerate(words.column_tooltips()):
            title = self.table.horizontalHeaderItem(column)
            if title is not None:
                title.setToolTip(tip)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.table.viewport().installEventFilter(self)  # its width changes: share it again
        # the table is the answer's detail, the chart its overview: at the default window
        # the table shows at least `TABLE_ROWS_SHOWN` options and the chart gets the rest
        # (issue 22: the tab scrolled, the table showed two rows); the handle gives the chart
        # more room, and the chart alone may be collapsed
        lines = self.fontMetrics().lineSpacing()
        self.chart.setMinimumHeight(_CHART_MIN_LINES * lines)
        splitter = _TableSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.chart)
        splitter.addWidget(self.table)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setCollapsible(1, False)
        self.splitter = splitter
        layout = QVBoxLayout(self)
        layout.addLayout(self._inputs)
        layout.addLayout(self._progress_row)
        layout.addWidget(self.outdated)
        layout.addWidget(self.answer)
        layout.addWidget(self.detail)
        layout.addWidget(splitter, 1)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(250)  # one search per burst of edits
        self._search_timer.timeout.connect(self._on_search_due)
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        self._on_scenario_changed(store.scenario)

    def _build_inputs(self) -> None:
        self.deadline = QDoubleSpinBox()
        self.deadline.setObjectName("recommend_deadline")
        self.deadline.setRange(0.01, 3650.0)
        self.deadline.setDecimals(2)
        self.deadline.setValue(14.0)
        self.deadline.setSuffix(self.tr(" days"))
        self.deadline.setToolTip(self.tr("Training must be finished within this many days"))
        # how likely an option must be to finish by the deadline (issue 35)
        self.deadline_target = QSpinBox()
        self.deadline_target.setObjectName("recommend_deadline_target")
        self.deadline_target.setRange(50, 99)
        self.deadline_target.setValue(round(DEFAULT_DEADLINE_TARGET * 100))
        self.deadline_target.setPrefix(odds_words.target_prefix())
        self.deadline_target.setSuffix(" %")
        self.deadline_target.setToolTip(odds_words.target_tooltip())
        self.use_budget = QCheckBox(self.tr("&Budget:"))
        self.use_budget.setToolTip(self.tr("Only options that cost at most this much"))
        self.budget = QDoubleSpinBox()
        self.budget.setObjectName("recommend_budget")
        self.budget.setRange(1.0, 1e9)
        self.budget.setDecimals(0)
        self.budget.setSingleStep(1000.0)
        self.budget.setValue(10_000.0)
        self.budget.setGroupSeparatorShown(True)
        self.budget.setEnabled(False)
        self.budget_currency = QComboBox()
        self.budget_currency.setEditable(True)
        self.budget_currency.setToolTip(self.tr("Currency of the budget (ISO code)"))
        self.budget_currency.setEnabled(False)
        # until the user picks one, the budget is in the currency the prices are compared in
        self._currency_chosen = False
        self.budget_currency.textActivated.connect(self._on_currency_chosen)
        self.use_budget.toggled.connect(self.budget.setEnabled)
        self.use_budget.toggled.connect(self.budget_currency.setEnabled)
        self.billing = choice_combo(
            words.billing_choices(),
            self.tr(
                "Rent paid for every period of its quote begun (every month of a monthly "
                "rent, every hour of an hourly one), or for exactly the time the run takes"
            ),
        )
        self.deadline_end = choice_combo(
            words.deadline_end_choices(),
            self.tr(
                "Which end of the time band must meet the deadline: the slow end (safe; "
                "when nothing is, the pick is marked at risk) or the fast end"
            ),
            object_name="recommend_deadline_end",
        )
        deadline_label = QLabel(self.tr("Dead&line:"))
        deadline_label.setBuddy(self.deadline)
        billing_label = QLabel(self.tr("Rent b&illed:"))
        billing_label.setBuddy(self.billing)
        row = QHBoxLayout()
        row.addWidget(deadline_label)
        row.addWidget(self.deadline)
        row.addWidget(self.deadline_end)
        row.addWidget(self.deadline_target)
        row.addSpacing(16)
        row.addWidget(self.use_budget)
        row.addWidget(self.budget)
        row.addWidget(self.budget_currency)
        row.addStretch(1)
        self._inputs = row
        for signal in (
            self.deadline.valueChanged,
            self.budget.valueChanged,
            self.use_budget.toggled,
            self.billing.currentIndexChanged,
            self.deadline_end.currentIndexChanged,
            self.deadline_target.valueChanged,
            self.budget_currency.currentTextChanged,
        ):
            signal.connect(self._rerank)

        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(fmt_height(self))
        self.progress_label = QLabel()
        self.progress_label.setWordWrap(True)  # a failed search's reason, whole on two lines
        self.cancel_button = QPushButton(self.tr("&Stop search"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_search)
        self.search_button = QPushButton(self.tr("Search &again"))
        self.search_button.setToolTip(self.tr("Try every configuration again for this scenario"))
        self.search_button.clicked.connect(self.start_search)
        # billing, progress and the buttons on a second row: one row is wider than the
        # default window in German
        progress_row = QHBoxLayout()
        progress_row.addWidget(billing_label)
        progress_row.addWidget(self.billing)
        progress_row.addSpacing(16)
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.progress_label, 1)
        progress_row.addWidget(self.cancel_button)
        progress_row.addWidget(self.search_button)
        self._progress_row = progress_row

    # ---- Public API
    def start_search(self) -> None:
        """Search every configuration for the current scenario, off the GUI thread."""
        self.shutdown()  # a search still running is for an older scenario
        scenario = self.store.scenario
        self._stale = False
        self._searching_for = scenario

        def work(state: TaskState[SearchProgress]) -> SearchOutcome:
            catalog = scenario_catalog(scenario)
            # every configuration, or for GRPO every placement and split of the GPUs
            return search_scenario(
                scenario,
                catalog,
                on_progress=lambda done, total: state.report_progress(
                    (done, total), force=done == total
                ),
                is_cancelled=state.is_cancelled,
                margin=memory_margin(scenario.framework, scenario.objective),
            )

        task = BackgroundTask[SearchOutcome, SearchProgress](work, parent=self)
        task.on_progress(self._on_progress)
        task.on_done(self._on_search_done)
        task.on_error(self._on_search_error)
        self.task = task
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.progress_label.setText(self.tr("Trying every configuration…"))
        task.start()
        self._mark_outdated()

    def cancel_search(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def wait_for_search(self, timeout_ms: int = 60_000) -> None:
        """Block until the running search is done and shown (tests, screenshots)."""
        if self.task is not None:
            self.task.wait(timeout_ms)
            from PySide6.QtCore import QCoreApplication

            QCoreApplication.processEvents()
            QCoreApplication.processEvents()

    def shutdown(self) -> None:
        """Stop a running search and a pending one (window closing or rebuilt, new search)."""
        self._search_timer.stop()
        if self.task is not None:
            self.task.stop()
            self.task = None

    def carried_state(self) -> CarriedSearch:
        """What the tab found and knows beyond its inputs, for the tab rebuilt in another
        language: the search is not run again, only worded again."""
        return CarriedSearch(
            self.found, self.found_for, self._pruned, self._currency_chosen, self._stale
        )

    def carry_over(self, state: CarriedSearch) -> None:
        """Take over `carried_state()` of the tab this one replaces (inputs restored first)."""
        self._currency_chosen = self._currency_chosen or state.currency_chosen
        self._stale = state.stale
        if state.found is not None:
            self.found, self.found_for, self._pruned = state.found, state.found_for, state.pruned
            if not state.stale:
                self._searching_for = state.found_for
            self._rerank()
        if not self._stale:
            self._search_timer.stop()

    def _on_search_due(self) -> None:
        # only while the tab is on screen: a tab passed over with Ctrl+Tab searches nothing
        if self.isVisible():
            self.start_search()

    def hideEvent(self, event: object) -> None:
        super().hideEvent(event)  # type: ignore[arg-type]
        self._search_timer.stop()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if self._stale:
            self._search_timer.start()

    # ---- Slots
    def _on_scenario_changed(self, scenario: Scenario) -> None:
        currency = scenario.costs.currency
        codes = sorted({currency, "USD", "EUR", *scenario.costs.exchange_rates})
        if [self.budget_currency.itemText(i) for i in range(self.budget_currency.count())] != codes:
            current = self.budget_currency.currentText() or currency
            self.budget_currency.blockSignals(True)
            self.budget_currency.clear()
            self.budget_currency.addItems(codes)
            self.budget_currency.setCurrentText(current if current in codes else currency)
            self.budget_currency.blockSignals(False)
        searched = self._searching_for
        if searched is not None and _searched_inputs(searched) == _searched_inputs(scenario):
            return  # e.g. a candidate ticked for comparison: the search does not read them
        self._stale = True
        self._mark_outdated()
        if self.isVisible():
            self._search_timer.start()

    def _on_currency_chosen(self, _text: str) -> None:
        self._currency_chosen = True

    def _on_progress(self, progress: SearchProgress) -> None:
        done, total = progress
        self.progress.setValue(int(1000 * done / max(total, 1)))

    def _on_search_done(self, result: SearchOutcome) -> None:
        found, pruned = result
        self.task = None
        self.cancel_button.setEnabled(False)
        self.progress.setValue(1000)
        self.progress.setVisible(False)
        self.found, self._pruned = found, pruned
        self.found_for = self._searching_for
        self.progress_label.setText(
            self.tr("Stopped — showing what was found so far.") if found.cancelled else ""
        )
        self._rerank()

    def _on_search_error(self, message: str) -> None:
        self.task = None
        self.cancel_button.setEnabled(False)
        self.progress.setVisible(False)
        text = self.tr("The search failed: %1").replace("%1", message)
        self.progress_label.setText(text)
        self.progress_label.setToolTip(text)

    def is_outdated(self) -> bool:
        """Whether what is shown was found for a scenario other than the current one (the
        comparison candidates aside: the search tries every configuration without them)."""
        if self.found is None or self.found_for is None:
            return False
        return _searched_inputs(self.found_for) != _searched_inputs(self.store.scenario)

    def _mark_outdated(self) -> None:
        """Say so, and grey the answer, chart and table (their "Use" buttons would apply an
        option of the old search), while the inputs differ from the search's."""
        outdated = self.is_outdated()
        if outdated:
            searching = self.task is not None or self.isVisible()
            self.outdated.setText(
                self.tr(
                    "The inputs changed: the advice below is for the previous scenario. "
                    "Searching again…"
                )
                if searching
                else self.tr(
                    "The inputs changed: the advice below is for the previous scenario; it is "
                    "searched again when this tab is shown."
                )
            )
        self.outdated.setVisible(outdated)
        for part in (self.answer, self.detail, self.chart, self.table):
            part.setEnabled(not outdated)

    def _rerank(self) -> None:
        if self.found is None:
            return
        budget = None
        if self.use_budget.isChecked():
            code = self.budget_currency.currentText().strip().upper()
            if len(code) == 3 and code.isalpha():
                budget = Money(amount=self.budget.value(), currency=code)
        billing: Billing = self.billing.currentData()
        end: DeadlineEnd = self.deadline_end.currentData()
        self.advice = rank(
            self.found_for or self.store.scenario,  # the scenario the options were found for
            self.found,
            self.deadline.value(),
            budget,
            self._pruned,
            billing,
            deadline_end=end,
            errors=run_errors(),
            deadline_target=self.deadline_target.value() / 100,
        )
        ranked_in = self.advice.ranking_currency
        if not self._currency_chosen and self.budget_currency.currentText() != ranked_in:
            self.budget_currency.blockSignals(True)
            if self.budget_currency.findText(ranked_in) < 0:
                self.budget_currency.addItem(ranked_in)
            self.budget_currency.setCurrentText(ranked_in)
            self.budget_currency.blockSignals(False)
            self._rerank()
            return
        self._render(self.advice)

    def _render(self, advice: Recommendation) -> None:
        self._mark_outdated()
        colour = "" if advice.pick and not advice.at_risk else ' style="color:#D55E00"'
        self.answer.setText(f"<b{colour}>{escape(words.answer(advice))}</b>")
        self.detail.setText(
            escape(" ".join(p for p in (words.why(advice), words.searched(advice)) if p))
        )
        # the runs the pick's odds rest on (issue 35), on hover: in the text they took the
        # lines the table needs at the default window
        evidence = odds_words.evidence_line(advice.pick.evaluated.result) if advice.pick else ""
        self.detail.setToolTip(evidence)
        self.answer.setToolTip(evidence)
        self.chart.set_recommendation(advice)
        # no priced option: nothing to draw (the sentence above says why)
        self.chart.setVisible(any(o.comparable_cost for o in advice.options))
        self._fill_table(advice)

    def _fill_table(self, advice: Recommendation) -> None:
        rows = advice.top_with_your_quotes(TABLE_ROWS)  # your quotes are always listed
        self.table.setRowCount(len(rows))
        for row, option in enumerate(rows):
            cells = [
                words.reasons(option),
                option_hardware(option),
                words.cost_kind(option.cost_kind),
                words.cost_cell(option),
                words.days(option.train_days),
                words.slow_days_cell(option),
                words.memory_cell(option),
                fmt.energy_kwh(option.energy_kwh),
                words.settings(option),
            ]
            for column, text in enumerate(cells, start=1):
                item = QTableWidgetItem(text)
                item.setToolTip(text)  # whole, where the cell elides it
                if column == 1 and option is advice.pick:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if not option.qualifies:
                    item.setForeground(self.palette().placeholderText())
                self.table.setItem(row, column, item)
            self.table.setCellWidget(row, _ACTIONS_COLUMN, self._actions(option))
        self._fit_columns()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_columns(self) -> None:
        """The figures whole, the texts sharing the rest of the viewport's width by weight
        (never below their header), rows tall enough for two lines."""
        table, header = self.table, self.table.horizontalHeader()
        widths = {
            column: max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
            for column in _FIGURE_COLUMNS
        }
        widths[_MEMORY_COLUMN] = max(header.sectionSizeHint(_MEMORY_COLUMN), self._memory_width())
        rest = table.viewport().width() - sum(widths.values())
        sharing = dict(_TEXT_WEIGHTS)
        while sharing:  # a column whose share is below its header's width takes the header's
            weights = sum(sharing.values())
            short = {
                column: header.sectionSizeHint(column)
                for column, weight in sharing.items()
                if rest * weight // weights < header.sectionSizeHint(column)
            }
            if not short:
                break
            widths.update(short)
            rest -= sum(short.values())
            sharing = {c: w for c, w in sharing.items() if c not in short}
        for column, weight in sharing.items():
            widths[column] = rest * weight // sum(sharing.values())
        for column, width in widths.items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        lines = table.fontMetrics().lineSpacing() * _TEXT_LINES + table.fontMetrics().height() // 2
        actions = table.cellWidget(0, _ACTIONS_COLUMN) if table.rowCount() else None
        buttons = actions.sizeHint().height() if actions is not None else 0
        row = max(lines, buttons)
        table.verticalHeader().setDefaultSectionSize(row)
        # room for the header and TABLE_ROWS_SHOWN rows, whatever the splitter's handle says
        frame = 2 * table.frameWidth()
        table.setMinimumHeight(header.sizeHint().height() + TABLE_ROWS_SHOWN * row + frame)

    def _memory_width(self) -> int:
        """The memory cells' width on two lines: "123.1 GiB /" above "179.1 GiB"."""
        metrics = self.table.fontMetrics()
        widest = 0
        for row in range(self.table.rowCount()):
            item = self.table.item(row, _MEMORY_COLUMN)
            if item is not None:
                used, _, capacity = item.text().partition(" / ")
                widest = max(
                    widest, *(metrics.horizontalAdvance(t) for t in (used + " /", capacity))
                )
        return widest + 2 * metrics.averageCharWidth() + 2  # the cell's margins and grid

    def _actions(self, option: Option) -> QWidget:
        box = QWidget()
        layout = QHBoxLayout(box)
        layout.setContentsMargins(2, 0, 2, 0)
        layout.setSpacing(4)
        use = QPushButton(words.use_button())
        use.setToolTip(words.use_tooltip())
        use.clicked.connect(lambda _=False, o=option: self.use_option(o))
        compare = QPushButton(words.compare_button())
        compare.setToolTip(words.compare_tooltip())
        compare.clicked.connect(lambda _=False, o=option: self.compare_option(o))
        for button in (use, compare):
            # as wide as its word, not the style's 80 px minimum: room for the table's texts
            padding = 2 * button.fontMetrics().averageCharWidth()
            button.setFixedWidth(button.fontMetrics().horizontalAdvance(button.text()) + padding)
            layout.addWidget(button)
        return box

    def use_option(self, option: Option) -> None:
        """Make the option the scenario's main hardware, with its settings."""
        knobs = option.evaluated.knobs
        changes: dict[str, object] = {"hardware": option.evaluated.hardware, **knobs.as_update()}
        rollout = option.evaluated.result.rollout
        if rollout is not None:  # GRPO: the placement and the split too
            gpus = rollout.generate_gpus if rollout.engine == "separate" else 0
            placement = {"engine": rollout.engine, "gpus": gpus}
            changes["rollout"] = self.store.scenario.rollout.model_dump() | placement
        self.store.update(**changes)

    def compare_option(self, option: Option) -> None:
        """Add the option's hardware as a candidate (if it is not one already)."""
        hardware = option.evaluated.hardware
        scenario = self.store.scenario
        if hardware == scenario.hardware or hardware in scenario.candidates:
            return
        self.store.update(candidates=[*scenario.candidates, hardware])

    def _select_option(self, index: int) -> None:
        if index < self.table.rowCount():
            self.table.selectRow(index)
            item = self.table.item(index, 2)
            if item is not None:
                self.table.scrollToItem(item)

    def _tooltip(self, option: Option) -> str:
        lines = [
            option_hardware(option),
            words.cost_kind(option.cost_kind)
            + (f": {words.cost_cell(option)}" if option.priced else ""),
            self.tr("Training time: %1 (up to %2)")
            .replace("%1", words.days(option.train_days))
            .replace("%2", words.days(option.train_days_conservative)),
            self.tr("Energy: %1").replace("%1", fmt.energy_kwh(option.energy_kwh)),
            words.settings(option),
        ]
        if option.reasons:
            lines.append(words.reasons(option))
        return "\n".join(lines)


def _searched_inputs(scenario: Scenario) -> Scenario:
    return scenario.model_copy(update={"candidates": []})


def fmt_height(widget: QWidget) -> int:
    return widget.fontMetrics().height()
