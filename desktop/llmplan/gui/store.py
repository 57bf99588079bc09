"""The one scenario store every tab edits and renders from.

Tabs call `update(...)`; the store validates, keeps the new scenario, and recomputes the
plan once per burst of changes (a zero-delay timer coalesces them). Tabs never compute a
figure themselves: they render `results`.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QObject, QTimer, Signal

from llmplan.catalog.load import Catalog, PriceBook, load_catalog, load_prices
from llmplan.core.result import PlanResult, Refusal, RefusalError
from llmplan.core.scenario import Scenario
from llmplan.corpus.report import CorpusReport
from llmplan.presentation.refusal_text import error_text
from llmplan.presentation.validation_text import describe, reasons


class ScenarioStore(QObject):
    """Holds the current Scenario, its plan results and the last corpus report."""

    # ---- Signals
    sig_scenario_changed = Signal(object)
    """The scenario was replaced or edited (argument: the new Scenario)."""
    sig_result_changed = Signal(list)
    """The plan was recomputed (argument: `shown_results`, main hardware first: the last
    plan that could be made where these inputs cannot be planned)."""
    sig_corpus_changed = Signal(object)
    """A corpus scan finished or was cleared (argument: CorpusReport or None)."""
    sig_error = Signal(str)
    """An edit was rejected or the plan could not be computed (argument: the reason)."""

    def __init__(
        self,
        scenario: Scenario | None = None,
        parent: QObject | None = None,
        *,
        catalog: Catalog | None = None,
        prices: PriceBook | None = None,
    ) -> None:
        """`catalog` and `prices`: the data the plans use (the bundled ones by default)."""
        super().__init__(parent)
        self._scenario = scenario if scenario is not None else Scenario()
        self._catalog = catalog if catalog is not None else load_catalog()
        self._prices = prices if prices is not None else load_prices()
        self._results: list[PlanResult] = []
        self._last_valid: list[PlanResult] = []  # the last plan that could be made
        self._plan_failure: Exception | None = None
        self._corpus_report: CorpusReport | None = None
        self._stale = True
        self._recompute_timer = QTimer(self)
        self._recompute_timer.setSingleShot(True)
        self._recompute_timer.setInterval(0)
        self._recompute_timer.timeout.connect(self._on_recompute_due)
        self._recompute_now()

    # ---- Public API
    @property
    def scenario(self) -> Scenario:
        return self._scenario

    @property
    def results(self) -> list[PlanResult]:
        """Plans for the current scenario (computed now if a recompute is still pending)."""
        self._ensure_current()
        return list(self._results)

    @property
    def result(self) -> PlanResult | None:
        """The plan for the main hardware, or None when it cannot be computed."""
        self._ensure_current()
        return self._results[0] if self._results else None

    @property
    def shown_results(self) -> list[PlanResult]:
        """What the views show: the current plans, or where these inputs cannot be planned
        the last plans that could be (issue 32: one bad value blanked the whole plan to
        "–"); `showing_last_valid` says which."""
        self._ensure_current()
        return list(self._results or self._last_valid)

    @property
    def showing_last_valid(self) -> bool:
        """Whether `shown_results` are an earlier scenario's (this one cannot be planned)."""
        self._ensure_current()
        return not self._results and bool(self._last_valid)

    @property
    def plan_refusal(self) -> Refusal | None:
        """The core's refusal of these inputs (the field at fault, a code), if it refused."""
        self._ensure_current()
        failure = self._plan_failure
        return failure.refusal if isinstance(failure, RefusalError) else None

    @property
    def plan_error(self) -> str | None:
        """Why the last plan failed, if it did, in the current language ("field: why")."""
        self._ensure_current()
        return None if self._plan_failure is None else error_text(self._plan_failure)

    @property
    def corpus_report(self) -> CorpusReport | None:
        return self._corpus_report

    @property
    def catalog(self) -> Catalog:
        """The catalogue the plans use."""
        return self._catalog

    def validate(self, **changes: Any) -> Scenario:
        """The scenario with `changes` applied; raises pydantic.ValidationError if invalid."""
        data = self._scenario.model_dump()
        data.update(changes)
        return Scenario.model_validate(data)

    def check(self, **changes: Any) -> str | None:
        """Why `changes` would be rejected, or None if they are valid (nothing is changed)."""
        try:
            self.validate(**changes)
        except ValidationError as error:
            return describe(error)
        return None

    def update(self, **changes: Any) -> str | None:
        """Apply field changes; on invalid input emit sig_error, keep the old scenario and
        return the reason (None on success)."""
        try:
            scenario = self.validate(**changes)
        except ValidationError as error:
            message = describe(error)
            self.sig_error.emit(message)
            return message
        if scenario != self._scenario:
            self._set(scenario)
        return None

    def edit(self, **changes: Any) -> str | None:
        """`update` for an input bound to a field: the reason in words for that input
        ("must be ≥ 1"), or None when the change was taken."""
        try:
            self.validate(**changes)
        except ValidationError as error:
            self.sig_error.emit(describe(error))
            return reasons(error)
        self.update(**changes)
        return None

    def replace(self, scenario: Scenario) -> None:
        """Swap in a whole scenario (New, Open…): another file's plan is no last valid one."""
        self._last_valid = []
        self._set(scenario)

    def set_corpus_report(self, report: CorpusReport | None) -> None:
        self._corpus_report = report
        self.sig_corpus_changed.emit(report)
        self._stale = True  # data preparation is planned for the scan's archive
        self._recompute_timer.start()

    def recompute_now(self) -> None:
        """Recompute synchronously (used before rendering screenshots or exports)."""
        self._recompute_timer.stop()
        self._recompute_now()
        self.sig_result_changed.emit(self.shown_results)

    # ---- Internals
    def _set(self, scenario: Scenario) -> None:
        self._scenario = scenario
        self._stale = True
        self.sig_scenario_changed.emit(scenario)
        self._recompute_timer.start()

    def _ensure_current(self) -> None:
        if self._stale:
            self._recompute_now()

    def _on_recompute_due(self) -> None:
        self._ensure_current()
        if self.plan_error:
            self.sig_error.emit(self.plan_error)
        self.sig_result_changed.emit(self.shown_results)

    def _recompute_now(self) -> None:
        self._stale = False
        try:
            from llmplan.core.plan import plan_candidates
            from llmplan.scenario_file import with_archive_bytes
            from llmplan.validation import with_validation

            scenario = self._scenario
            if self._corpus_report is not None:  # data preparation: the archive, as the CLI
                scenario = with_archive_bytes(scenario, self._corpus_report)
            planned = plan_candidates(scenario, self._catalog, self._prices)
            self._results = [with_validation(result, scenario) for result in planned]
            self._last_valid = self._results
            self._plan_failure = None
        except Exception as error:  # noqa: BLE001 - slot guard: the GUI survives any plan failure and says why
            self._results = []
            self._plan_failure = error  # worded when read: a language switch applies at once
