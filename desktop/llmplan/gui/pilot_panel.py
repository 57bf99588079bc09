"""Pilots in the app: File → Import pilot…, dropping a pilot JSON on the window, the pilot
panel (what was measured, what it calibrated), and the calibrated-vs-planned note shown on
the Memory fit and Timeline tabs. Every figure comes from the plan results; none is computed
here.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llmplan.core.pilot import Pilot
from llmplan.core.result import PlanResult
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.drop_area import local_paths
from llmplan.gui.widgets.text_label import text_label
from llmplan.presentation import formatting as fmt
from llmplan.presentation.hardware_names import plan_hardware
from llmplan.presentation.labels import fit_status_text
from llmplan.scenario_file import ScenarioError, load_pilot_file
from llmplan.units import GB, GIB

PILOT_FILTER = "Pilot run (*.json)"
GB_PER_GIB = GIB / GB


class PilotFileError(ValueError):
    """A file that is not a pilot, said in one sentence."""


def load_pilot(path: Path) -> Pilot:
    """Read a pilot JSON written by `llmplan probe` (or typed by hand), as strictly as a
    scenario file (llmplan.scenario_file)."""
    try:
        return load_pilot_file(path)
    except ScenarioError as error:
        raise PilotFileError(str(error)) from None


def add_pilots(store: ScenarioStore, pilots: Iterable[Pilot]) -> int:
    """Add pilots the scenario does not hold yet; returns how many were new."""
    current = list(store.scenario.pilots)
    new = [pilot for pilot in pilots if pilot not in current]
    if new:
        store.update(pilots=current + new)
    return len(new)


def _gib(value: float | None) -> str:
    return f"{value:.1f} GiB" if value is not None else "—"


def _memory(gigabytes: float) -> str:
    return fmt.size_gb(gigabytes)


class CalibrationNote(QLabel):
    """Calibrated vs planned-before figures of every candidate, side by side (hidden
    while no pilot calibrates the plan)."""

    def __init__(self, store: ScenarioStore, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind  # "memory" or "timeline"
        self.setObjectName(f"{kind}_calibration")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        store.sig_result_changed.connect(self._render)
        self._render(store.shown_results)

    def _render(self, results: list[PlanResult]) -> None:
        calibrated = [r for r in results if r.calibration is not None]
        rows = [row for row in (self._row(r) for r in calibrated) if row is not None]
        if not rows:
            self.hide()
            self.setText("")
            return
        cal = calibrated[0].calibration
        assert cal is not None
        source = cal.memory_pilot if self.kind == "memory" else cal.throughput_pilot
        prefix = "calibrated by a pilot"
        head = self.tr("Calibrated by a pilot")
        detail = escape(source[len(prefix) :] if source and source.startswith(prefix) else "")
        header = (
            f"<tr><th align='left'>{self.tr('Candidate')}</th>"
            f"<th align='right'>{self.tr('calibrated')}</th>"
            f"<th align='right'>{self.tr('planned before')}</th></tr>"
        )
        body = "".join(
            f"<tr><td>{escape(label)}</td><td align='right'><b>{escape(now)}</b></td>"
            f"<td align='right'>{escape(before)}</td></tr>"
            for label, now, before in rows
        )
        self.setText(
            f"<b>{head}</b>{detail}<table cellspacing='0' cellpadding='2'>{header}{body}</table>"
        )
        self.show()

    def _row(self, result: PlanResult) -> tuple[str, str, str] | None:
        cal = result.calibration
        assert cal is not None
        label = plan_hardware(result)
        if self.kind == "memory":
            if cal.memory_pilot is None:
                return None
            before = cal.memory_per_gpu_gb_uncalibrated
            status = _status(result.memory.fit_status)
            return (
                label,
                f"{_memory(result.memory.memory_per_gpu_gb.total)} ({status})",
                f"{_memory(before.total)} ({_status(cal.fit_status_uncalibrated)})",
            )
        if cal.throughput_pilot is None:
            return None
        return (
            label,
            fmt.duration_range(
                result.time.train_seconds_optimistic, result.time.train_seconds_conservative
            ),
            fmt.duration_range(
                cal.train_seconds_optimistic_uncalibrated,
                cal.train_seconds_conservative_uncalibrated,
            ),
        )


def _status(status: str) -> str:
    return fit_status_text(status)


class PilotPanel(QDialog):
    """The scenario's pilots: what each measured, and what the plan took from them."""

    COLUMNS = (
        "Device",
        "Date",
        "Setup",
        "In use",
        "Allocated",
        "Tokens/s",
        "Power",
        "Result",
    )

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setObjectName("pilot_panel")
        self.setWindowTitle(self.tr("Pilot runs"))
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setObjectName("pilot_table")
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in self.COLUMNS])
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.usage = text_label("pilot_usage", selectable=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.import_button = QPushButton(self.tr("Import pilot…"))
        self.remove_button = QPushButton(self.tr("Remove"))
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.import_button.clicked.connect(self._on_import)
        self.remove_button.clicked.connect(self._on_remove)
        intro = QLabel(
            self.tr(
                "Measured on a real GPU with <tt>llmplan probe SCENARIO.json</tt>; a pilot of the "
                "scenario's model corrects activation memory, allocator reserve, CUDA context "
                "and speed for every candidate."
            )
        )
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.usage)
        layout.addWidget(buttons)
        # a slot of the dialog, not a lambda: Qt ends the connection with the dialog
        store.sig_result_changed.connect(self._on_results_changed)
        self.refresh()
        self.resize(self.fontMetrics().averageCharWidth() * 170, self.fontMetrics().height() * 22)

    def _on_results_changed(self, _results: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        pilots = self.store.scenario.pilots
        self.table.setRowCount(len(pilots))
        for row, pilot in enumerate(pilots):
            power = f"{pilot.avg_power_w:.0f} W" if pilot.avg_power_w else "—"
            tps = f"{pilot.tokens_per_second:,.0f}" if pilot.tokens_per_second else "—"
            if pilot.out_of_memory:
                outcome = self.tr("out of memory: %1").replace("%1", pilot.failure or "")
            elif pilot.device_kind == "cpu":
                outcome = self.tr("CPU smoke test")
            elif pilot.simulated:
                outcome = self.tr("simulated")
            else:
                outcome = self.tr("measured")
            cells = (
                f"{pilot.gpu_count}x {pilot.device_label}",
                pilot.date or "—",
                pilot.describe_setup(),
                _gib(pilot.peak_memory_in_use_gib),
                _gib(pilot.peak_allocated_gib),
                tps,
                power,
                outcome,
            )
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.remove_button.setEnabled(bool(pilots))
        self.usage.setText(self._usage_html())

    def _usage_html(self) -> str:
        result = self.store.result
        if result is None or result.calibration is None:
            return self.tr("No pilot yet: the figures are planned, not measured.")
        cal = result.calibration
        lines = [
            escape(s[0].upper() + s[1:]) for s in (cal.memory_pilot, cal.throughput_pilot) if s
        ]
        lines += [escape(a[0].upper() + a[1:]) for a in cal.assumptions]
        lines += [escape(n[0].upper() + n[1:]) for n in cal.notes]
        return "<br>".join(lines) or self.tr("No pilot matches this scenario's model.")

    def _on_import(self) -> None:
        import_pilot_dialog(self.store, self)

    def _on_remove(self) -> None:
        rows = sorted({index.row() for index in self.table.selectedIndexes()})
        if not rows:
            return
        keep = [p for i, p in enumerate(self.store.scenario.pilots) if i not in rows]
        self.store.update(pilots=keep)
        self.refresh()


def import_pilot_files(store: ScenarioStore, paths: Iterable[Path]) -> tuple[int, list[str]]:
    """Read and add pilot files; returns (added, error messages)."""
    pilots: list[Pilot] = []
    errors: list[str] = []
    for path in paths:
        try:
            pilots.append(load_pilot(path))
        except PilotFileError as error:
            errors.append(str(error))
    return add_pilots(store, pilots), errors


def import_pilot_dialog(store: ScenarioStore, parent: QWidget) -> int:
    names, _ = QFileDialog.getOpenFileNames(
        parent, parent.tr("Import pilot"), str(Path.home()), PILOT_FILTER
    )
    added, errors = import_pilot_files(store, [Path(name) for name in names])
    if errors:
        QMessageBox.warning(parent, parent.tr("Not a pilot file"), "\n".join(errors))
    return added


class _PilotDrop(QObject):
    """Accepts pilot JSON files dropped anywhere on the window that does not take them itself."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("pilot_drop")
        self.window_ = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DragEnter and isinstance(event, QDragEnterEvent):
            if _json_paths(event):
                event.acceptProposedAction()
                return True
        elif event.type() == QEvent.Type.Drop and isinstance(event, QDropEvent):
            paths = _json_paths(event)
            if paths:
                event.acceptProposedAction()
                drop_pilot_files(self.window_, paths)
                return True
        return False


def _json_paths(event: QDropEvent) -> list[Path]:
    return [p for p in local_paths(event.mimeData()) if p.suffix.lower() == ".json"]


def drop_pilot_files(window: QMainWindow, paths: list[Path]) -> int:
    """What a drop on the window does: add the pilots, say so in the status bar."""
    store: ScenarioStore = window.store  # type: ignore[attr-defined]
    added, errors = import_pilot_files(store, paths)
    if errors:
        QMessageBox.warning(window, window.tr("Not a pilot file"), "\n".join(errors))
    if added:
        message = (
            window.tr("Pilot added: the plan is calibrated by it")
            if added == 1
            else window.tr("%1 pilots added: the plan is calibrated by them").replace(
                "%1", str(added)
            )
        )
        window.statusBar().showMessage(message, 8000)
    return added


def install_pilot_actions(window: QMainWindow, menu: QMenu) -> None:
    """File → Import pilot… and Pilot runs…; dropping a pilot JSON on the window (once)."""
    store: ScenarioStore = window.store  # type: ignore[attr-defined]

    def on_import() -> None:
        if import_pilot_dialog(store, window):
            PilotPanel(store, window).exec()

    action: QAction = menu.addAction(window.tr("Import &pilot…"))
    action.setObjectName("import_pilot_action")
    action.triggered.connect(on_import)
    panel = menu.addAction(window.tr("P&ilot runs…"))
    panel.setObjectName("pilot_panel_action")
    panel.triggered.connect(lambda: PilotPanel(store, window).exec())
    if window.findChild(QObject, "pilot_drop") is None:
        window.setAcceptDrops(True)
        window.installEventFilter(_PilotDrop(window))
