"""Issue 32 (findings 3 and 9): switching the language rebuilds the window, and nothing the
user set goes with the old widgets — not the Recommend tab's deadline (it came back as
14 days), its budget and billing, the Corpus tab's scan options, the open tab, the ticked
candidates — and no edit afterwards raises ("RuntimeError … QFormLayout already deleted"
from the GRPO rows of a form that no longer exists, once more with every switch)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QListWidget,
    QRadioButton,
    QTabWidget,
    QWidget,
)

from llmplan.gui.app import TAB_KEYS
from llmplan.gui.widgets.carried_inputs import place
from window_inputs import input_values

pytestmark = [
    pytest.mark.usefixtures("no_leaked_threads"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),  # the offscreen platform, on show()
]


def _switch(window, qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window.apply_preferences(window.preferences.model_copy(update={"language": language}))
    qtbot.waitUntil(window.tabs.isVisible, timeout=3000)
    for _ in range(3):
        QApplication.processEvents()


def _settle(window) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        QApplication.processEvents()
    window.store.recompute_now()
    window.recommend_tab.shutdown()  # a search the edits started would outlive the test


def test_edits_after_several_language_switches_raise_nothing(default_window, qtbot) -> None:
    """Each switch left the GRPO rows of the old form connected to the store: every edit
    raised once per switch. pytest-qt fails the test on any exception in a slot."""
    window = default_window("en")
    for language in ("de", "en", "de", "en"):
        _switch(window, qtbot, language)
    store = window.store
    for changes in (
        {"objective": "grpo"},  # the rows are shown: every edit reaches them
        {"seq_len": 4096},
        {"rollout": store.scenario.rollout.model_dump() | {"engine": "separate", "gpus": 2}},
        {"objective": "ppo", "reward_model": "llama-3.2-1b"},
        {"objective": "sft"},
    ):
        with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
            assert store.update(**changes) is None, changes
    form = window.model_tab.training
    assert form.rollout_rows.engine.currentData() == "separate"  # the new form follows
    _settle(window)


def test_the_buyers_settings_survive_a_language_switch(default_window, qtbot) -> None:
    """The deadline came back as 14 days after a switch to German; the budget, the rent
    billing, the scan options, the open tab and the chosen candidates stay as they were."""
    window = default_window("en")
    advice = window.recommend_tab
    advice.deadline.setValue(3.5)
    advice.deadline_end.setCurrentIndex(1)
    advice.use_budget.setChecked(True)
    advice.budget.setValue(25_000)
    advice.budget_currency.setCurrentText("USD")
    advice.budget_currency.textActivated.emit("USD")
    advice.billing.setCurrentIndex(1)
    options = window.corpus_tab.options
    for row in range(options.tokenizer_list.count()):  # every tokenizer ticked
        options.tokenizer_list.item(row).setCheckState(Qt.CheckState.Checked)
    options.archive_edit.setText("2 TB")
    options.loss_spin.setValue(10)
    options.budget_spin.setValue(120)
    options.precision_spin.setValue(5.0)
    options.ocr_check.setChecked(True)
    options.step_boxes["c4_line_rules"].setChecked(True)
    options.step_boxes["near_duplicates"].setChecked(False)
    candidates = window.model_tab.hardware.candidates
    candidates.item(0).setCheckState(Qt.CheckState.Checked)
    ticked = window.store.scenario.candidates
    assert ticked
    window.model_tab.picker.search.setText("llama")
    window.tabs.setCurrentIndex(TAB_KEYS.index("corpus"))

    _switch(window, qtbot, "de")

    advice = window.recommend_tab
    assert advice.deadline.value() == 3.5
    assert advice.deadline_end.currentIndex() == 1
    assert advice.use_budget.isChecked() and advice.budget.isEnabled()
    assert advice.budget.value() == 25_000
    assert advice.budget_currency.currentText() == "USD"
    assert advice.billing.currentIndex() == 1
    options = window.corpus_tab.options
    assert len(options.selected_tokenizers()) == options.tokenizer_list.count()
    assert options.archive_bytes() == 2 * 10**12
    assert options.loss_spin.value() == 10
    assert options.budget_spin.value() == 120
    assert options.precision_spin.value() == 5.0
    assert options.ocr_check.isChecked()
    assert options.step_boxes["c4_line_rules"].isChecked()
    assert not options.step_boxes["near_duplicates"].isChecked()
    assert window.store.scenario.candidates == ticked
    assert window.model_tab.picker.search.text() == "llama"
    assert window.tabs.currentIndex() == TAB_KEYS.index("corpus")
    _settle(window)


def _inputs(root: QWidget) -> list[QWidget]:
    kinds = (QAbstractSpinBox, QComboBox, QAbstractButton, QLineEdit, QListWidget, QTabWidget)
    found = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, kinds) or not widget.isEnabled():
            continue
        if isinstance(widget, QAbstractButton) and not widget.isCheckable():
            continue  # a push button is an action, not a setting
        if isinstance(widget, QLineEdit) and isinstance(
            widget.parentWidget(), QAbstractSpinBox | QComboBox
        ):
            continue
        if "qt_" in place(widget, root) or place(widget, root).count("viewport"):
            continue  # a table's cell widgets, a scroll area's inner parts
        found.append(widget)
    return found


def _change(widget: QWidget) -> None:
    """Set a value other than the one shown, as a user would."""
    if isinstance(widget, QAbstractSpinBox):
        spin = widget
        step = float(spin.property("singleStep"))
        value = float(spin.property("value"))
        up = value + step <= float(spin.property("maximum"))
        spin.setProperty("value", value + step if up else value - step)
    elif isinstance(widget, QComboBox):
        if widget.count() > 1:
            widget.setCurrentIndex((widget.currentIndex() + 1) % widget.count())
            widget.activated.emit(widget.currentIndex())
    elif isinstance(widget, QRadioButton):
        if not widget.isChecked():
            widget.click()
    elif isinstance(widget, QAbstractButton):
        widget.toggle()
    elif isinstance(widget, QLineEdit):
        if not widget.isReadOnly():
            widget.setText("2 TB" if widget.objectName() == "archiveSize" else "7")
            widget.editingFinished.emit()
    elif isinstance(widget, QListWidget):
        for row in range(widget.count()):
            item = widget.item(row)
            if item.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                checked = item.checkState() == Qt.CheckState.Checked
                item.setCheckState(Qt.CheckState.Unchecked if checked else Qt.CheckState.Checked)
                break
    elif isinstance(widget, QTabWidget):
        widget.setCurrentIndex(widget.count() - 1)


def test_every_input_of_every_tab_survives_a_language_switch(default_window, qtbot) -> None:
    """Not only the fields one thought of: every input of the window is changed from its
    default, and after a switch to German and back each holds what it held."""
    window = default_window("en")
    for widget in _inputs(window.centralWidget()):
        _change(widget)
    _settle(window)
    before = input_values(window.centralWidget())
    assert len(before) > 60  # the whole window, not a part of it

    for language in ("de", "en"):
        _switch(window, qtbot, language)
        after = input_values(window.centralWidget())
        lost = {
            key: (value, after.get(key, "(gone)"))
            for key, value in before.items()
            if after.get(key, "(gone)") != value
        }
        assert not lost, (language, lost)
    _settle(window)


def test_a_switch_changes_no_value_and_marks_no_field(default_window, qtbot) -> None:
    """Numbers read in the new language: "8,192" carried over as text into the German window
    read 8.192 there — "must be a whole number" under a field nobody touched. The scenario is
    the same after a switch and back, and no field is marked."""
    from llmplan.gui.widgets.field_state import is_marked_invalid

    window = default_window("en")
    window.store.update(tokens=12_345_678.0, replay_fraction=0.25)
    before = window.store.scenario
    for language in ("de", "en", "de"):
        _switch(window, qtbot, language)
        marked = [w.objectName() for w in window.findChildren(QWidget) if is_marked_invalid(w)]
        assert marked == [], (language, marked)
        assert window.store.scenario == before, language
    _settle(window)
