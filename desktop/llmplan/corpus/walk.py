"""List the files under one or more roots: sizes and types only, nothing is opened.

`os.scandir` with an explicit stack (deep nesting cannot overflow the call stack). Each
folder is opened as a descriptor with O_NOFOLLOW and checked to be the very folder its
parent listed (same device and inode), so a folder swapped for a symbolic link while the
walk runs is refused instead of descended into. Symbolic links inside the folder are never
followed — a link to a folder could loop or lead outside, a link to a file could count a
document twice — so each is listed as skipped with its reason; a root given as a link is
scanned at its target (and a note says so). Every file keeps its (device, inode) so the
reader can refuse a file swapped after the walk, and so hard links count once.

On Windows (`platform_paths`): folders are listed by name (no descriptors), each checked by
its own identity against loops; the listing gives files no identity (0 for device, inode
and link count), so the reader takes the opened handle's and cannot tell a file swapped
after the walk (nor hard links: byte-identical names are still found as exact copies).
Roots are made absolute and every call takes the extended path form (long paths, reserved
names); hidden and system files are left out like dot names; junctions are links (not
followed); files whose content only the cloud holds (OneDrive, iCloud) are skipped, never
downloaded.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from llmplan.corpus import platform_paths
from llmplan.corpus.extract.classify import SUPPORTED_KINDS, kind_of_name
from llmplan.corpus.platform_paths import Identity, listed_identity, system_path
from llmplan.corpus.reasons import Reason, reason
from llmplan.corpus.safe_open import display_path, open_folder, symlink_reason

NO_EXTENSION = "(none)"


def extension_of(path: str) -> str:
    """Lower-case extension without the dot."""
    suffix = os.path.splitext(os.path.basename(path))[1]
    return suffix[1:].lower() if len(suffix) > 1 else NO_EXTENSION


def type_key(path: str) -> str:
    """Key of a per-type row and sampling stratum: the extractor's type for a supported
    extension (.htm and .html are both 'html'), else the bare extension ('png')."""
    kind = kind_of_name(os.path.basename(path))
    return kind if kind != "unsupported" else extension_of(path)


def is_known_unsupported(key: str) -> bool:
    """A type the extractor never reads; files without an extension are sniffed, so not."""
    return key not in SUPPORTED_KINDS and key != NO_EXTENSION


@dataclass
class Stratum:
    """All files of one extension: paths, sizes and identities in walk order."""

    paths: list[str] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    identities: list[Identity | None] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return sum(self.sizes)


@dataclass
class WalkResult:
    strata: dict[str, Stratum] = field(default_factory=dict)
    skipped: list[tuple[str, Reason]] = field(default_factory=list)  # (path, why)
    hidden_ignored: int = 0
    cancelled: bool = False
    notes: list[Reason] = field(default_factory=list)
    hard_links: int = 0  # further names of files already listed

    @property
    def files_total(self) -> int:
        return sum(len(s.paths) for s in self.strata.values())

    @property
    def bytes_total(self) -> int:
        return sum(s.bytes for s in self.strata.values())

    def add_file(self, path: str, size: int, identity: Identity | None = None) -> None:
        stratum = self.strata.setdefault(type_key(path), Stratum())
        stratum.paths.append(path)
        stratum.sizes.append(size)
        stratum.identities.append(identity)


Listed = tuple[str, "os.stat_result | OSError"]  # a name and what lstat said of it


def _is_hidden(name: str, info: os.stat_result | OSError) -> bool:
    if isinstance(info, OSError):
        return platform_paths.is_hidden(name)
    attributes = getattr(info, "st_file_attributes", 0)  # Windows
    flags = getattr(info, "st_flags", 0)  # macOS, BSD
    return platform_paths.is_hidden(name, attributes, flags)


def _lstat(entry: os.DirEntry[str]) -> os.stat_result | OSError:
    try:
        return entry.stat(follow_symlinks=False)
    except OSError as error:
        return error


def _reason(error: OSError, code: str) -> Reason:
    return reason(code, error=error.strerror or type(error).__name__)


class _Walk:
    def __init__(
        self,
        skip_hidden: bool,
        should_stop: Callable[[], bool],
        on_file: Callable[[WalkResult], None] | None,
    ) -> None:
        self.result = WalkResult()
        self.skip_hidden = skip_hidden
        self.should_stop = should_stop
        self.on_file = on_file
        self.seen_dirs: set[Identity] = set()  # a folder listed twice is skipped
        self.seen_files: set[Identity] = set()  # a file with several names counts once
        # (path, identity its parent listed — None where the listing gives none): the folder
        # opened must still be that one
        self.stack: list[tuple[str, Identity | None]] = []

    def add_root(self, root: str) -> None:
        result = self.result
        root = platform_paths.absolute_root(root)
        if os.path.islink(system_path(root)):
            try:
                target = os.path.realpath(root, strict=True)
                info = os.stat(system_path(target))
            except (OSError, RuntimeError):
                result.skipped.append((root, symlink_reason(root)))
                return
            result.notes.append(
                reason("root_link", link=display_path(root), target=display_path(target))
            )
            root = target
        else:
            try:
                info = os.stat(system_path(root))
            except OSError:
                result.skipped.append((root, reason("not_found")))
                return
        if stat.S_ISDIR(info.st_mode):
            self.stack.append((root, (info.st_dev, info.st_ino)))
        elif stat.S_ISREG(info.st_mode):
            self._add_file(root, info)
        else:
            result.skipped.append((root, reason("not_found")))

    def _add_file(self, path: str, info: os.stat_result) -> None:
        identity = listed_identity(info.st_dev, info.st_ino)
        if identity is not None and info.st_nlink > 1:
            if identity in self.seen_files:
                self.result.skipped.append((path, reason("hard_link")))
                self.result.hard_links += 1
                return
            self.seen_files.add(identity)
        self.result.add_file(path, info.st_size, identity)
        if self.on_file is not None:
            self.on_file(self.result)

    def run(self) -> WalkResult:
        result = self.result
        while self.stack:
            if self.should_stop():
                result.cancelled = True
                break
            folder, listed = self.stack.pop()
            try:
                expected = listed or _own_identity(folder)
                if expected in self.seen_dirs:
                    result.skipped.append((folder, reason("folder_loop")))
                    continue
                self.seen_dirs.add(expected)
                entries = self._list(folder, expected)
            except OSError as error:
                result.skipped.append((folder, _folder_reason(error)))
                continue
            subfolders: list[tuple[str, Identity | None]] = []
            for entry in entries:
                self._take_entry(folder, entry, subfolders)
            self.stack.extend(reversed(subfolders))  # depth-first, in name order
        if result.hard_links:
            result.notes.append(reason("hard_links", links=result.hard_links))
        return result

    @staticmethod
    def _list(folder: str, expected: Identity) -> list[Listed]:
        """Names in the folder with their lstat, taken while the descriptor is open."""
        if os.scandir not in os.supports_fd:  # Windows: no descriptors for folders
            with os.scandir(system_path(folder)) as listing:
                return sorted(((e.name, _lstat(e)) for e in listing), key=lambda x: x[0])
        descriptor = open_folder(folder, expected)
        try:
            with os.scandir(descriptor) as listing:
                return sorted(((e.name, _lstat(e)) for e in listing), key=lambda x: x[0])
        finally:
            os.close(descriptor)

    def _take_entry(
        self, folder: str, entry: Listed, subfolders: list[tuple[str, Identity | None]]
    ) -> None:
        result = self.result
        name, info = entry
        path = os.path.join(folder, name)
        if self.skip_hidden and _is_hidden(name, info):
            result.hidden_ignored += 1
            return
        try:
            if isinstance(info, OSError):
                raise info
            attributes = getattr(info, "st_file_attributes", 0)  # Windows
            if stat.S_ISLNK(info.st_mode) or platform_paths.is_link(
                attributes, getattr(info, "st_reparse_tag", 0)
            ):
                result.skipped.append((path, symlink_reason(path)))
            elif stat.S_ISDIR(info.st_mode):
                subfolders.append((path, listed_identity(info.st_dev, info.st_ino)))
            elif platform_paths.is_online_only(attributes, getattr(info, "st_flags", 0)):
                result.skipped.append((path, reason("online_only")))  # a file; folders are listed
            elif stat.S_ISREG(info.st_mode):
                self._add_file(path, info)
            else:
                result.skipped.append((path, reason("device_file")))
        except OSError as error:
            result.skipped.append((path, _reason(error, "unreadable_file")))


def _own_identity(folder: str) -> Identity:
    """A folder's identity asked of the folder itself, where its listing gave none (on
    Windows the file index of the folder's own handle): the loop check needs one."""
    info = os.stat(system_path(folder), follow_symlinks=False)
    return (info.st_dev, info.st_ino)


def _folder_reason(error: OSError) -> Reason:
    if error.errno in (errno.ELOOP, errno.ENOTDIR, errno.ESTALE):
        return reason("folder_changed")
    return _reason(error, "unreadable_folder")


def walk(
    roots: Iterable[Path | str],
    skip_hidden: bool = True,
    should_stop: Callable[[], bool] = lambda: False,
    on_file: Callable[[WalkResult], None] | None = None,
) -> WalkResult:
    """Walk `roots` (folders or single files); `should_stop` is polled for cancel."""
    walker = _Walk(skip_hidden, should_stop, on_file)
    for root in reversed([os.fspath(r) for r in roots]):
        walker.add_root(root)
    # roots were pushed in reverse so the first is listed first; files keep given order
    return walker.run()
