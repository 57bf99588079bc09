"""The main window: summary strip, four tabs, menus, scenario files, settings."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from llmplan.core.scenario import OwnershipTerms, Scenario
from llmplan.gui.accuracy import accuracy_html
from llmplan.gui.dialogs.about_dialog import HtmlDialog, about_html, how_computed_html
from llmplan.gui.dialogs.preferences_dialog import PreferencesDialog
from llmplan.gui.i18n import install_language
from llmplan.gui.main_thread_gc import collect_on_gui_thread
from llmplan.gui.pilot_panel import install_pilot_actions
from llmplan.gui.settings import AppSettings, Preferences
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.corpus_tab import CorpusTab
from llmplan.gui.tabs.memory_tab import MemoryFitTab
from llmplan.gui.tabs.model_tab import ModelHardwareTab
from llmplan.gui.tabs.recommend_tab import RecommendTab
from llmplan.gui.tabs.serve_tab import ServeTab
from llmplan.gui.tabs.timeline_tab import TimelineTab
from llmplan.gui.widgets.carried_inputs import capture, restore
from llmplan.gui.widgets.scenario_fields import labelled_problems
from llmplan.gui.widgets.summary_strip import SummaryStrip
from llmplan.gui.widgets.wheel_guard import install_wheel_guard
from llmplan.presentation import formatting as fmt
from llmplan.resources import resource_path

SCENARIO_FILTER = "LLM plan scenario (*.json)"
AUTOSAVE_NAME = "autosave_scenario.json"


def new_scenario(preferences: Preferences) -> Scenario:
    """A fresh scenario carrying the user's cost preferences."""
    scenario = Scenario()
    return scenario.model_copy(
        update={"costs": scenario.costs.model_copy(update=_cost_preferences(preferences))}
    )


def _cost_preferences(preferences: Preferences) -> dict[str, object]:
    return {
        "currency": preferences.currency,
        "electricity_price_per_kwh": preferences.electricity_price_per_kwh,
        "grid_gco2_per_kwh": preferences.grid_gco2_per_kwh,
        "exchange_rates": _rates(preferences.exchange_rates),  # advisor
        "ownership": OwnershipTerms(
            depreciation_years=preferences.depreciation_years,
            residual_fraction=preferences.residual_fraction,
            hosting_per_month=preferences.hosting_per_month,
        ),
    }


def _rates(text: str) -> dict[str, float]:
    from llmplan.gui.dialogs.price_fields import parse_rates

    try:
        return parse_rates(text)
    except ValueError:  # the dialog refuses bad text; a hand-edited settings file is ignored
        return {}


class MainWindow(QMainWindow):
    """Holds the store and rebuilds its widgets when the language changes."""

    def __init__(
        self,
        settings: AppSettings,
        store: ScenarioStore | None = None,
        restore_last: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.preferences = settings.preferences()
        fmt.set_memory_unit(self.preferences.memory_unit)
        install_wheel_guard()  # before any combo box is built: each is polished once
        collect_on_gui_thread()  # a worker thread never frees a window's Qt objects
        install_language(self.preferences.language)
        self.store = store if store is not None else ScenarioStore(new_scenario(self.preferences))
        self.path: Path | None = None
        # what the file on disk (or a fresh New) holds: differences mean unsaved changes
        self._saved_scenario: Scenario | None = self.store.scenario
        self._saved_corpus: object | None = self.store.corpus_report
        self._changes_discarded = False  # the last "save changes?" was answered Discard
        self.export_menu: QMenu
        icon = resource_path("icons", "llmplan.svg")
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.store.sig_scenario_changed.connect(self._on_scenario_changed)
        self.store.sig_corpus_changed.connect(self._on_scenario_changed)
        self.store.sig_error.connect(self._on_store_error)
        self._build_ui()
        self.setMinimumSize(self.least_size())
        geometry = settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(self.default_size())
        if restore_last and store is None:
            self._restore_last_scenario()
        self._update_title()

    # ---- Size
    def default_size(self) -> QSize:
        """1020 × 672 at the usual font, or what the screen leaves of it (a 1080p laptop at
        150 % leaves 1280 × 672 for a window and its title bar)."""
        metrics = self.fontMetrics()
        wanted = QSize(metrics.averageCharWidth() * 170, metrics.height() * 48)
        screen = self.screen()
        if screen is None:
            return wanted
        room = screen.availableGeometry().size() - QSize(0, _title_bar_height(self))
        return wanted.boundedTo(room).expandedTo(self.minimumSize())

    def least_size(self) -> QSize:
        """The least size the window may take: the summary strip and a few lines of the
        page (which scrolls); never more than the screen has."""
        metrics = self.fontMetrics()
        least = QSize(metrics.averageCharWidth() * 110, metrics.height() * 30)
        screen = self.screen()
        return least.boundedTo(screen.availableGeometry().size()) if screen else least

    # ---- Building (again, on a language switch)
    def _build_ui(self) -> None:
        # children inherit the window's locale: follow the language's number format
        self.setLocale(QLocale())
        central = QWidget()
        self.central = central
        layout = QVBoxLayout(central)
        self.summary = SummaryStrip(self.store)
        layout.addWidget(self.summary)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.corpus_tab = CorpusTab(self.store, self.tabs)
        self.model_tab = ModelHardwareTab(self.store, self.tabs)
        self.memory_tab = MemoryFitTab(self.store, self.tabs)
        self.timeline_tab = TimelineTab(self.store, self.tabs)
        self.tabs.addTab(_scrollable(self.corpus_tab), self.tr("&Corpus"))
        self.tabs.addTab(_scrollable(self.model_tab), self.tr("Mo&del && hardware"))
        self.tabs.addTab(_scrollable(self.memory_tab), self.tr("&Memory fit"))
        self.tabs.addTab(_scrollable(self.timeline_tab), self.tr("&Timeline"))
        self.recommend_tab = RecommendTab(self.store, self.tabs)  # advisor (issue 12)
        # "Recommend" in words a buyer uses; y is the one letter no other control takes
        self.tabs.addTab(_scrollable(self.recommend_tab), self.tr("Recommend: bu&y or rent"))
        self.serve_tab = ServeTab(self.store, self.tabs)  # serving the trained model (issue 36)
        self.tabs.addTab(_scrollable(self.serve_tab), self.tr("&Serve"))
        self.tabs.setCurrentIndex(self.settings.current_tab())
        layout.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.menuBar().clear()
        self._build_menus()
        self.statusBar()

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self._add_action(file_menu, self.tr("&New"), self._on_new, QKeySequence.StandardKey.New)
        self._add_action(file_menu, self.tr("&Open…"), self._on_open, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self._fill_recent_menu()
        self._add_action(file_menu, self.tr("&Save"), self._on_save, QKeySequence.StandardKey.Save)
        self._add_action(
            file_menu, self.tr("Save &as…"), self._on_save_as, QKeySequence.StandardKey.SaveAs
        )
        file_menu.addSeparator()
        self.export_menu = file_menu.addMenu(self.tr("&Export"))
        file_menu.addSeparator()
        install_pilot_actions(self, file_menu)  # Import pilot…, Pilot runs…, drop a pilot
        file_menu.addSeparator()
        self._add_action(file_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self._add_action(
            edit_menu,
            self.tr("&Preferences…"),
            self._on_preferences,
            QKeySequence.StandardKey.Preferences,
            fallback="Ctrl+,",
        )
        self._add_action(edit_menu, self.tr("P&rices…"), self._on_prices)  # advisor
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        for index in range(self.tabs.count()):
            # the tab's own title: its mnemonic, and "&&" for the "&" it shows
            action = view_menu.addAction(self.tabs.tabText(index))
            action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            action.triggered.connect(lambda _=False, i=index: self.tabs.setCurrentIndex(i))
        view_menu.addSeparator()
        # Ctrl+Tab works inside the tabs; Ctrl+PageDown/PageUp from anywhere, as in browsers
        for text, step, keys in (
            (self.tr("Next tab"), 1, "Ctrl+PgDown"),
            (self.tr("Previous tab"), -1, "Ctrl+PgUp"),
        ):
            action = view_menu.addAction(text)
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(lambda _=False, s=step: self._on_step_tab(s))

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._add_action(
            help_menu,
            self.tr("How the numbers are &computed"),
            self._on_how_computed,
            QKeySequence.StandardKey.HelpContents,
        )
        self._add_action(help_menu, self.tr("How acc&urate is this?"), self._on_accuracy)
        self._add_action(help_menu, self.tr("&About LLM Training Planner"), self._on_about)
        self._install_export_actions()

    def _add_action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence.StandardKey | None = None,
        fallback: str = "",
    ) -> QAction:
        action = menu.addAction(text)
        action.triggered.connect(slot)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            if action.shortcut().isEmpty() and fallback:
                action.setShortcut(QKeySequence(fallback))
        return action

    def _install_export_actions(self) -> None:
        """The report's formats (PDF, Markdown, CSV, PNG) go into File → Export."""
        from llmplan.gui.export_actions import install_export_actions

        install_export_actions(self)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = [path for path in self.settings.recent_files() if path.is_file()]
        for path in recent:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(
                lambda _=False, p=path: self.confirm_discard() and self.open_scenario(p)
            )
        self.recent_menu.setEnabled(bool(recent))

    def retranslate(self) -> None:
        """Rebuild every widget in the current language, keeping scenario, scan, search and
        whatever the user set in an input (the deadline, the scan options, the open tab…)."""
        corpus_report = self.store.corpus_report
        inputs = capture(self.central)
        advice = self.recommend_tab.carried_state()
        self.corpus_tab.shutdown()
        self.recommend_tab.shutdown()
        old = self.takeCentralWidget()
        self._build_ui()
        if old is not None:
            old.deleteLater()
        if corpus_report is not None:
            self.store.set_corpus_report(corpus_report)
        restore(self.central, inputs)  # the open tab among them
        self.recommend_tab.carry_over(advice)
        # the focused widget went with the old widgets: keyboard users continue at the tabs
        self.tabs.tabBar().setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_title()

    # ---- Scenario files
    def open_scenario(self, path: Path) -> bool:
        """Load a scenario file; a bad file gives a message, never a crash."""
        from llmplan.scenario_file import load_scenario_file

        try:
            scenario, corpus = load_scenario_file(path)
        except (ValueError, OSError) as error:  # ScenarioError is a ValueError: say why
            self.show_error(self.tr("Cannot open %1").replace("%1", str(path)), str(error))
            return False
        self.store.replace(scenario)
        self.store.set_corpus_report(corpus)
        self.path = path
        self._saved_scenario = scenario
        self._saved_corpus = corpus
        self.settings.add_recent_file(path)
        self.settings.set_last_scenario(path)
        self._fill_recent_menu()
        self._update_title()
        return True

    def save_scenario(self, path: Path) -> bool:
        from llmplan.scenario_file import save_scenario

        try:
            save_scenario(self.store.scenario, path, self.store.corpus_report)
        except (OSError, ValueError) as error:
            self.show_error(self.tr("Cannot save %1").replace("%1", str(path)), str(error))
            return False
        self.path = path
        self._saved_scenario = self.store.scenario
        self._saved_corpus = self.store.corpus_report
        self.settings.add_recent_file(path)
        self.settings.set_last_scenario(path)
        self._fill_recent_menu()
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 5000)
        return True

    def show_error(self, title: str, message: str) -> None:
        QMessageBox.warning(self, title, message)

    def _autosave_path(self) -> Path:
        return self.settings.autosave_file

    def _restore_last_scenario(self) -> None:
        """Reopen what was on screen last time (the autosave), remembering its file."""
        from llmplan.scenario_file import load_scenario_file

        autosave = self._autosave_path()
        last = self.settings.last_scenario()
        source = autosave if autosave.is_file() else last
        if source is None or not source.is_file():
            return
        try:
            scenario, corpus = load_scenario_file(source)
        except (ValueError, OSError) as error:
            self.statusBar().showMessage(
                self.tr("Could not reopen the last scenario: %1").replace("%1", str(error)), 10000
            )
            return
        self.store.replace(scenario)
        self.store.set_corpus_report(corpus)
        self._saved_scenario, self._saved_corpus = None, None
        if last is not None and last.is_file():
            self.path = last
            with contextlib.suppress(ValueError, OSError):
                self._saved_scenario, self._saved_corpus = load_scenario_file(last)

    def _write_autosave(self) -> None:
        from llmplan.scenario_file import save_scenario

        # autosave is a convenience; closing must never fail over it
        with contextlib.suppress(Exception):
            save_scenario(self.store.scenario, self._autosave_path(), self.store.corpus_report)

    def has_unsaved_changes(self) -> bool:
        """The scenario or its corpus scan differ from the file (or from a fresh New)."""
        return (
            self.store.scenario != self._saved_scenario
            or self.store.corpus_report != self._saved_corpus
        )

    def _update_title(self) -> None:
        name = self.path.name if self.path else self.tr("Untitled")
        modified = "*" if self.has_unsaved_changes() else ""
        self.setWindowTitle(f"{name}{modified} — LLM Training Planner")

    # ---- Slots
    def _on_scenario_changed(self, _changed: object) -> None:
        self._update_title()

    def _on_step_tab(self, step: int) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % self.tabs.count())

    def _on_store_error(self, message: str) -> None:
        self.statusBar().showMessage(labelled_problems(message), 8000)

    def _on_new(self) -> None:
        if not self.confirm_discard():
            return
        self.store.replace(new_scenario(self.preferences))
        self.store.set_corpus_report(None)
        self.path = None
        self._saved_scenario = self.store.scenario
        self._saved_corpus = None
        self.settings.set_last_scenario(None)
        self._update_title()

    def _on_open(self) -> None:
        if not self.confirm_discard():
            return
        start = str(self.path.parent) if self.path else str(Path.home())
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open scenario"), start, SCENARIO_FILTER
        )
        if name:
            self.open_scenario(Path(name))

    def _on_save(self) -> None:
        if self.path is None:
            self._on_save_as()
        else:
            self.save_scenario(self.path)

    def _on_save_as(self) -> None:
        start = str(self.path) if self.path else str(Path.home() / "scenario.json")
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save scenario"), start, SCENARIO_FILTER
        )
        if name:
            path = Path(name)
            self.save_scenario(path if path.suffix else path.with_suffix(".json"))

    def _on_preferences(self) -> None:
        dialog = PreferencesDialog(self.preferences, self)
        if dialog.exec():
            self.apply_preferences(dialog.preferences())

    def _on_prices(self) -> None:
        from llmplan.gui.dialogs.price_editor import PriceEditorDialog

        dialog = PriceEditorDialog(self.store.scenario, self)
        if dialog.exec():
            self.store.update(prices=dialog.prices())

    def apply_preferences(self, preferences: Preferences) -> None:
        """Store, apply to the open scenario's costs, and switch language live if changed."""
        language_changed = preferences.language != self.preferences.language
        self.preferences = preferences
        self.settings.set_preferences(preferences)
        fmt.set_memory_unit(preferences.memory_unit)
        costs = self.store.scenario.costs.model_copy(update=_cost_preferences(preferences))
        self.store.update(costs=costs)
        if language_changed:
            install_language(preferences.language)
        self.retranslate()

    def _on_about(self) -> None:
        HtmlDialog(self.tr("About LLM Training Planner"), about_html(), self).exec()

    def _on_accuracy(self) -> None:
        HtmlDialog(self.tr("How accurate is this?"), accuracy_html(), self).exec()

    def _on_how_computed(self) -> None:
        HtmlDialog(
            self.tr("How the numbers are computed"), how_computed_html(self.store.result), self
        ).exec()

    def mark_saved(self) -> None:
        """Take what is shown as saved (renderers that close the window without a user)."""
        self._saved_scenario = self.store.scenario
        self._saved_corpus = self.store.corpus_report
        self._update_title()

    def confirm_discard(self) -> bool:
        """Ask before unsaved changes go (Save / Discard / Cancel); True means go ahead.

        Discard means discard: closing after it writes no autosave and removes the last one,
        so the next start opens the saved file (or a new scenario), not the changes."""
        self._changes_discarded = False
        if not self.has_unsaved_changes():
            return True
        name = self.path.name if self.path else self.tr("Untitled")
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to %1 before closing?").replace("%1", name),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            self._on_save()
            return not self.has_unsaved_changes()  # a cancelled Save-as dialog keeps the window
        self._changes_discarded = answer == QMessageBox.StandardButton.Discard
        return self._changes_discarded

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_discard():
            event.ignore()
            return
        self.corpus_tab.shutdown()
        self.recommend_tab.shutdown()
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_current_tab(self.tabs.currentIndex())
        if self._changes_discarded:
            self._autosave_path().unlink(missing_ok=True)
        else:
            self._write_autosave()
        self.settings.sync()
        super().closeEvent(event)


def _title_bar_height(window: QWidget) -> int:
    """What the window manager adds above the window (its title bar and frame)."""
    style = window.style()
    return style.pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight, None, window) + 8


def _scrollable(page: QWidget) -> QScrollArea:
    """A tab page that scrolls instead of squeezing its rows together on a small screen
    (a laptop at 200 % scaling); it fills the tab whenever the tab is large enough."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(page)
    return area
