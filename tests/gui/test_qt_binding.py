"""Guards against known defects of the Qt binding that crash the app, not just a test."""

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    sig_flag = Signal(bool)
    """A bool-carrying signal, as checkboxes and our own widgets use."""


def test_emitting_a_bool_signal_keeps_the_bool_reference_count() -> None:
    # PySide6 6.12.0 dropped one reference to True per emit; on Python 3.11 (bools not yet
    # immortal) a long session then aborted with "bool_dealloc". pyproject pins below it.
    emitter = _Emitter()
    received: list[bool] = []
    emitter.sig_flag.connect(received.append)
    before = sys.getrefcount(True)
    for _ in range(200):
        emitter.sig_flag.emit(True)
    received.clear()
    assert sys.getrefcount(True) >= before
