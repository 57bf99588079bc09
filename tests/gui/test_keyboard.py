"""The main window works with the keyboard alone: tabs, mnemonics, focus, menus (issue 4)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)

pytestmark = [
    pytest.mark.usefixtures("no_leaked_threads"),
    # the offscreen platform, on show() and on opening a menu
    pytest.mark.qt_log_ignore(
        "propagateSizeHints", "does not support raise", "grabbing the keyboard"
    ),
]

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
CORPUS, MODEL, MEMORY, TIMELINE, RECOMMEND, SERVE = range(6)


def _show(qtbot, make_window):  # type: ignore[no-untyped-def]
    window = make_window(restore_last=False)
    window.tabs.setCurrentIndex(CORPUS)
    window.show()
    _activate(qtbot, window)
    return window


def _activate(qtbot, window: QWidget) -> None:  # type: ignore[no-untyped-def]
    """Shortcuts only reach the active window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)


def _key(
    qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:  # type: ignore[no-untyped-def]
    """Press a key where a user's keystroke goes: the focus widget of the active window."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None
    qtbot.keyClick(target, key, modifier)


def _mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def _visible_mnemonics(page: QWidget) -> list[tuple[str, str]]:
    found = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        else:
            continue
        key = _mnemonic(text)
        if key:
            found.append((key, text))
    return found


def test_tabs_switch_with_ctrl_tab_and_ctrl_page_down(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = _show(qtbot, make_window)
    for expected in (MODEL, MEMORY, TIMELINE, RECOMMEND, SERVE, CORPUS):
        _key(qtbot, Qt.Key.Key_Tab, CTRL)
        assert window.tabs.currentIndex() == expected
    _key(qtbot, Qt.Key.Key_PageDown, CTRL)
    assert window.tabs.currentIndex() == MODEL
    _key(qtbot, Qt.Key.Key_PageUp, CTRL)
    assert window.tabs.currentIndex() == CORPUS
    # also from inside a page: a spin box, a table, the explanation panel
    window.tabs.setCurrentIndex(MEMORY)
    tab = window.memory_tab
    for widget in (tab.seq_len, tab.table.view, tab.explanation):
        window.tabs.setCurrentIndex(MEMORY)
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        _key(qtbot, Qt.Key.Key_Tab, CTRL)
        assert window.tabs.currentIndex() == TIMELINE, widget
        window.tabs.setCurrentIndex(MEMORY)
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        _key(qtbot, Qt.Key.Key_PageDown, CTRL)
        assert window.tabs.currentIndex() == TIMELINE, widget


@pytest.mark.parametrize("language", ["en", "de"])
def test_alt_mnemonics_switch_tabs(qtbot, make_window, language: str) -> None:  # type: ignore[no-untyped-def]
    window = _show(qtbot, make_window)
    if language != "en":
        window.apply_preferences(window.preferences.model_copy(update={"language": language}))
        # the rebuilt widgets are shown (and their shortcuts live) once events run
        qtbot.waitUntil(window.tabs.isVisible, timeout=3000)
        _activate(qtbot, window)
        assert QApplication.focusWidget() is window.tabs.tabBar()
    keys = {
        "en": [
            ("m", MEMORY),
            ("t", TIMELINE),
            ("d", MODEL),
            ("c", CORPUS),
            ("y", RECOMMEND),
            ("s", SERVE),
        ],
        "de": [("s", MEMORY), ("z", TIMELINE), ("w", MODEL), ("k", CORPUS), ("f", SERVE)],
    }[language]
    for letter, index in keys:
        assert _mnemonic(window.tabs.tabText(index)) == letter
        _key(qtbot, getattr(Qt.Key, f"Key_{letter.upper()}"), ALT)
        assert window.tabs.currentIndex() == index, (letter, window.tabs.tabText(index))


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_mnemonic_on_a_tab_shadows_a_menu_or_another_tab(
    qtbot, make_window, language: str
) -> None:  # type: ignore[no-untyped-def]
    """Alt+F must open the File menu on every tab, not focus a "Choose &folder" button."""
    window = _show(qtbot, make_window)
    window.apply_preferences(window.preferences.model_copy(update={"language": language}))
    window_keys = [_mnemonic(window.tabs.tabText(i)) for i in range(window.tabs.count())]
    window_keys += [_mnemonic(action.text()) for action in window.menuBar().actions()]
    assert None not in window_keys
    assert len(set(window_keys)) == len(window_keys), window_keys
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        clashes = [
            text
            for key, text in _visible_mnemonics(window.tabs.widget(index))
            if key in window_keys
        ]
        assert not clashes, (window.tabs.tabText(index), clashes)
    for menu in window.menuBar().findChildren(QMenu):
        keys = [_mnemonic(a.text()) for a in menu.actions() if not a.isSeparator()]
        duplicates = [k for k, n in Counter(k for k in keys if k).items() if n > 1]
        assert not duplicates, (menu.title(), duplicates)


def test_alt_f_opens_the_file_menu_on_every_tab(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = _show(qtbot, make_window)
    file_menu = window.menuBar().actions()[0].menu()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _key(qtbot, Qt.Key.Key_F, ALT)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is file_menu, timeout=2000)
        qtbot.keyClick(file_menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)


def test_tab_reaches_the_sequence_length_and_typing_updates_the_plan(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = _show(qtbot, make_window)
    _key(qtbot, Qt.Key.Key_M, ALT)
    assert window.tabs.currentIndex() == MEMORY
    spin = window.memory_tab.seq_len.edit
    # from the tab bar, Tab walks through the window's focus chain to the number field
    window.tabs.tabBar().setFocus(Qt.FocusReason.OtherFocusReason)
    for _ in range(40):
        if QApplication.focusWidget() is spin:
            break
        _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is spin
    assert window.summary.text("fits").startswith("✓")
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        _key(qtbot, Qt.Key.Key_A, CTRL)
        qtbot.keyClicks(spin, "131072")
        _key(qtbot, Qt.Key.Key_Return)
    assert window.store.scenario.seq_len == 131072
    # 8B full fine-tune at 131,072 tokens per sequence no longer fits on an H200 NVL
    assert window.store.result.memory.fit_status == "does_not_fit"
    assert "fit" in window.summary.text("fits") and not window.summary.text("fits").startswith("✓")
    assert "✗" in window.memory_tab.chart.status_texts()[0]
    # the label's mnemonic (Alt+Q) leads back to the same spin box
    _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not spin
    _key(qtbot, Qt.Key.Key_Q, ALT)
    assert QApplication.focusWidget() is spin


def test_every_memory_fit_control_can_take_focus(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = _show(qtbot, make_window)
    window.tabs.setCurrentIndex(MEMORY)
    tab = window.memory_tab
    controls = [
        tab.seq_len,
        tab.micro_batch,
        tab.method,
        tab.checkpointing,
        tab.sharding,
        tab.offload,
    ]
    labelled = {label.buddy() for label in tab.findChildren(QLabel) if label.buddy() is not None}
    for control in controls:
        assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, control.objectName()
        assert control in labelled or isinstance(control, QAbstractButton)
        assert _mnemonic(
            control.text() if isinstance(control, QAbstractButton) else _label_of(tab, control)
        )


def _label_of(page: QWidget, widget: QWidget) -> str:
    return next(label.text() for label in page.findChildren(QLabel) if label.buddy() is widget)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_view_menu_names_each_tab_with_its_mnemonic(qtbot, make_window, language: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 32: the View menu read "Model _hardware" — the tab title's "&&" (a literal "&")
    was turned into "&", a mnemonic on the space. Each entry is its tab's title, mnemonic
    and literal "&" as on the tab; no menu shows a mnemonic on anything but a letter."""
    window = _show(qtbot, make_window)
    window.apply_preferences(window.preferences.model_copy(update={"language": language}))
    view = window.menuBar().actions()[2].menu()
    entries = [a for a in view.actions() if not a.isSeparator()]
    for index in range(window.tabs.count()):
        assert entries[index].text() == window.tabs.tabText(index)
        assert entries[index].shortcut().toString() == f"Ctrl+{index + 1}"
    for menu in window.menuBar().findChildren(QMenu):
        for action in menu.actions():
            marks = re.findall(r"&(.)", action.text().replace("&&", ""))
            assert all(mark.isalnum() for mark in marks), (menu.title(), action.text())
            assert len(marks) <= 1, action.text()
