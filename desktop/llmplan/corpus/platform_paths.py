"""Paths and listings as each system has them: what the walk and the reader need to know.

Pure functions of a path string (or of what a listing said) and a flag for the system, so
that tests on Linux drive them with Windows forms (`ntpath`):
- `system_path`: the form of a path that the system calls take. On Windows the extended form
  (`\\\\?\\C:\\...`, `\\\\?\\UNC\\server\\share\\...`) for every absolute path: no limit of
  260 characters (whatever the registry's LongPathsEnabled says), and names the Win32 layer
  would otherwise rewrite reach the file system as they are — a file named `CON` or
  `NUL.txt` on a share is that file, never the console or the null device, and a name
  ending in a dot or a space is not trimmed into another file's name. The walk keeps paths
  as users write them (reports show those); only the calls see this form.
- `listed_identity`: (device, inode) from a listing, where the listing gives one. Windows'
  `DirEntry.stat()` reports 0 for both (and for the link count); a file's identity is then
  the opened handle's (`os.fstat`, which asks for the file index).
- `is_hidden`: dot names everywhere; the hidden and system attributes on Windows (Thumbs.db,
  desktop.ini); the Finder's hidden flag on macOS — all left out like dot names unless the
  user asks for hidden files.
- `is_link`: besides symbolic links (which Python reports as such), Windows' junctions
  and other reparse points that name another place (Python 3.11 lists a junction as a
  folder): never followed, as links are not — a junction can point at its own parent.
- `is_online_only`: a OneDrive/SharePoint or iCloud file whose content is not on this
  computer; reading it would download it, and the scan stays offline: skipped with a reason.
- `is_sharing_violation`: a file another program holds open without sharing it (Outlook's
  .pst, a document some editors lock) or a region it locked. `os.open` reports only the C
  library's errno, EACCES for a lock and for a denied permission alike; on Windows
  `locked_for_reading` then asks the system itself (CreateFileW) which one it is.
"""

from __future__ import annotations

import ntpath
import stat
import sys

WINDOWS = sys.platform == "win32"

Identity = tuple[int, int]

_EXTENDED = "\\\\?\\"  # \\?\ : the path goes to the file system unparsed
_DEVICE = "\\\\.\\"  # \\.\ : a device path, taken as given
_HIDDEN_ATTRIBUTES = getattr(stat, "FILE_ATTRIBUTE_HIDDEN", 2) | getattr(
    stat, "FILE_ATTRIBUTE_SYSTEM", 4
)
_FINDER_HIDDEN = getattr(stat, "UF_HIDDEN", 0x8000)
_REPARSE_POINT = getattr(stat, "FILE_ATTRIBUTE_REPARSE_POINT", 0x400)
_NAME_SURROGATE = 0x20000000  # the reparse tag's bit for "this names another file"
# FILE_ATTRIBUTE_OFFLINE, _RECALL_ON_OPEN, _RECALL_ON_DATA_ACCESS (cloud placeholders)
_NOT_HERE_ATTRIBUTES = 0x1000 | 0x40000 | 0x400000
_DATALESS = 0x40000000  # macOS SF_DATALESS: an iCloud Drive file evicted from the disk
# ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION: Python maps both to EACCES
_SHARING_ERRORS = frozenset({32, 33})


def is_fully_qualified(path: str) -> bool:
    """A Windows path that names one place whatever the current drive and folder:
    `C:\\...` or `\\\\server\\share\\...` (not `C:docs`, `\\docs` or `docs`)."""
    drive, rest = ntpath.splitdrive(path)
    return bool(drive) and (drive.startswith(("\\\\", "//")) or rest[:1] in ("\\", "/"))


def system_path(path: str, windows: bool = WINDOWS) -> str:
    """`path` in the form the system calls take (see the module's docstring); unchanged
    outside Windows, and for a Windows path that is not fully qualified (the walk never
    makes one: its roots are made absolute first, `absolute_root`)."""
    if not windows or path.startswith((_EXTENDED, _DEVICE)):
        return path
    if not is_fully_qualified(path):
        return path
    # normpath: "/" as "\", "." and ".." resolved — the extended form parses nothing, and
    # normpath (unlike abspath) never turns a device name into a device path
    normal = ntpath.normpath(path)
    if normal.startswith("\\\\"):  # \\server\share\...
        return _EXTENDED + "UNC\\" + normal[2:]
    return _EXTENDED + normal


def absolute_root(path: str, windows: bool = WINDOWS) -> str:
    """A root to walk, absolute on Windows (so that every path below it has an extended
    form); elsewhere as given. A fully qualified path is only normalized (never through
    GetFullPathName, which would make `...\\CON` the console)."""
    if not windows:
        return path
    if is_fully_qualified(path):
        normal = ntpath.normpath(path)
        drive, rest = ntpath.splitdrive(normal)
        return normal if rest else drive + "\\"  # a bare share or drive: its root
    return ntpath.abspath(path)


def listed_identity(st_dev: int, st_ino: int) -> Identity | None:
    """(device, inode) as a listing gave them; None where it gave none (inode 0: Windows'
    DirEntry, some network file systems)."""
    return (st_dev, st_ino) if st_ino else None


def is_hidden(name: str, attributes: int = 0, flags: int = 0) -> bool:
    """A dot name, a Windows file with the hidden or system attribute (`attributes`:
    st_file_attributes), a file the Finder hides (`flags`: st_flags with UF_HIDDEN)."""
    return (
        name.startswith(".")
        or bool(attributes & _HIDDEN_ATTRIBUTES)
        or bool(flags & _FINDER_HIDDEN)
    )


def is_link(attributes: int = 0, reparse_tag: int = 0) -> bool:
    """A Windows reparse point that names another place: a junction, a symbolic link
    (`attributes`: st_file_attributes, `reparse_tag`: st_reparse_tag)."""
    return bool(attributes & _REPARSE_POINT) and bool(reparse_tag & _NAME_SURROGATE)


def is_online_only(attributes: int = 0, flags: int = 0) -> bool:
    """A file whose content the cloud keeps (`attributes`: Windows' st_file_attributes,
    `flags`: macOS' st_flags)."""
    return bool(attributes & _NOT_HERE_ATTRIBUTES) or bool(flags & _DATALESS)


def is_sharing_violation(error: OSError) -> bool:
    """The file is open in another program that shares it with no one, or locked."""
    return getattr(error, "winerror", None) in _SHARING_ERRORS


def locked_for_reading(path: str) -> bool:
    """Windows: whether opening `path` (the system's form) to read meets a sharing or lock
    violation now; asked after `os.open` failed with EACCES, whose errno cannot tell a lock
    from a denied permission. False elsewhere."""
    if not WINDOWS:
        return False
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    create = kernel32.CreateFileW
    create.argtypes = (
        wintypes.LPCWSTR,
        wintypes.DWORD,
        wintypes.DWORD,
        ctypes.c_void_p,
        wintypes.DWORD,
        wintypes.DWORD,
        wintypes.HANDLE,
    )
    create.restype = wintypes.HANDLE
    generic_read, share_all, open_existing = 0x80000000, 0x7, 3
    handle = create(path, generic_read, share_all, None, open_existing, 0, None)
    if handle is None or handle == ctypes.c_void_p(-1).value:  # INVALID_HANDLE_VALUE
        return ctypes.get_last_error() in _SHARING_ERRORS  # type: ignore[attr-defined]
    kernel32.CloseHandle(wintypes.HANDLE(handle))
    return False
