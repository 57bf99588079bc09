"""Drag and drop of local files and folders: the shared parts of the Corpus and Model tabs.

What file managers put in a drag, read the same on every system (`dropped_path` takes the
system as an argument, so tests on Linux read Explorer's and Finder's forms):
- Explorer: `file:///C:/Users/...` (a drive), `file://server/share/...` (a UNC share, e.g. the
  customer's file server), also for folders of a mapped drive's share.
- Finder: `file:///Users/...`. A file reference URL (`file:///.file/id=...`) reaches the app
  already resolved: Qt's macOS pasteboard conversion asks Cocoa for the path; one that
  was not resolved names no path and is refused.
- Linux file managers: `file:///home/...`; some write the host, `file://localhost/...` or
  this computer's own name. A file URL of another computer is no path here (a share the
  user mounted has a local path) and is refused.
"""

from __future__ import annotations

import ntpath
import posixpath
import re
import socket
import sys
from functools import cache
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from llmplan.corpus.platform_paths import is_fully_qualified

SYSTEM = "windows" if sys.platform == "win32" else "posix"  # Linux, macOS
_DRIVE_IN_URL = re.compile(r"/[A-Za-z]:(/|$)")  # the path of file:///C:/...
_BARE_DRIVE = re.compile(r"[A-Za-z]:")
_SHARE = re.compile(r"\\\\[^\\]+\\[^\\]+")  # \\server\share
_FILE_REFERENCE = "/.file/id="


def local_paths(mime: QMimeData | None) -> list[Path]:
    """The local files/folders in a drag; remote URLs and plain text are ignored."""
    if mime is None or not mime.hasUrls():
        return []
    paths = (dropped_path(url) for url in mime.urls())
    return [Path(path) for path in paths if path is not None]


def dropped_path(url: QUrl, system: str | None = None) -> str | None:
    """The file or folder a dropped URL names on `system` ("windows", or "posix": Linux and
    macOS), as that system spells it; None for anything that is not one (another scheme, another
    computer's file outside Windows, an unresolved file reference, a relative path);
    `system` None: this one."""
    system = system or SYSTEM
    if url.scheme().lower() != "file":
        return None
    host, path = url.host(), url.path()  # decoded: "%20" is a space, "%C3%BC" is "ü"
    if host.lower() == "localhost" or (host and system != "windows" and host == _own_name()):
        host = ""
    if system == "windows":
        if host:
            path = f"//{host}{path}"  # \\server\share\...
        elif _DRIVE_IN_URL.match(path):
            path = path[1:]  # "/C:/Users" -> "C:/Users"
        normal = ntpath.normpath(path) if path else ""
        if _BARE_DRIVE.fullmatch(normal):
            normal += "\\"  # "C:" alone is the current folder there; a drop means its root
        drive = ntpath.splitdrive(normal)[0]
        if drive.startswith("\\\\") and not _SHARE.fullmatch(drive):
            return None  # a server without a share names no folder
        return normal if is_fully_qualified(normal) else None
    if host or path.startswith(_FILE_REFERENCE) or not posixpath.isabs(path):
        return None
    return path


@cache
def _own_name() -> str:
    """This computer's name (from the system, no network), as some file managers write it."""
    return socket.gethostname()


def accept_without_move(event: QDropEvent) -> bool:
    """Accept a drag or drop as Copy (else Link), never as Move: a file manager told "moved"
    may delete the source files, and the app must never cause the loss of a document.
    False when the source offers neither (the drop is then refused)."""
    for action in (Qt.DropAction.CopyAction, Qt.DropAction.LinkAction):
        if event.possibleActions() & action:
            event.setDropAction(action)
            event.accept()
            return True
    event.ignore()
    return False


class DropArea(QFrame):
    """A dashed frame that says what may be dropped; the tab around it accepts the drop."""

    def __init__(self, message: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dropArea")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # palette(mid) keeps the dashed border visible in light and dark palettes
        self.setStyleSheet(
            "#dropArea { border: 2px dashed palette(mid); border-radius: 6px; }"
            '#dropArea[active="true"] { border: 3px solid palette(highlight);'
            " background: palette(alternate-base); }"
        )
        outer = QVBoxLayout(self)
        self.label = QLabel(message)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.label)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.buttons.addStretch(1)  # buttons go between the two stretches: centred
        outer.addLayout(self.buttons)

    def add_button(self, button: QWidget) -> None:
        self.buttons.insertWidget(self.buttons.count() - 1, button)

    def set_active(self, active: bool) -> None:
        """Highlight while something droppable hovers over the tab."""
        self.setProperty("active", "true" if active else "false")
        self.style().unpolish(self)
        self.style().polish(self)
