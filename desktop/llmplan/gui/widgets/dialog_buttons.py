"""The OK / Cancel row of the app's dialogs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QDialogButtonBox


def ok_cancel_buttons(dialog: QDialog, on_ok: Callable[[], object]) -> QDialogButtonBox:
    """OK runs `on_ok` (the dialog's accept, or a check that accepts when the input is
    valid); Cancel rejects the dialog."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.accepted.connect(on_ok)
    buttons.rejected.connect(dialog.reject)
    return buttons
