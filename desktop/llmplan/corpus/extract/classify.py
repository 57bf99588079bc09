"""File type keys by extension (and by content for files without one)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from llmplan.corpus.extract.sniff import OLE, ZIP, head_kind
from llmplan.corpus.reasons import Reason, reason

_BY_EXTENSION: dict[str, str] = {
    ".txt": "txt", ".text": "txt",
    ".md": "md", ".markdown": "md",
    ".rst": "rst",
    ".log": "log",
    ".csv": "csv",
    ".tsv": "tsv", ".tab": "tsv",
    ".json": "json",
    ".jsonl": "jsonl", ".ndjson": "jsonl",
    ".xml": "xml",
    ".html": "html", ".htm": "html", ".xhtml": "html",
    ".pdf": "pdf",
    ".docx": "docx", ".docm": "docx", ".dotx": "docx", ".dotm": "docx",
    ".odt": "odt",
    ".odp": "odp",
    ".odg": "odg",
    ".epub": "epub",
    ".doc": "doc", ".dot": "doc",
    ".wpd": "wpd", ".wp": "wpd", ".wp5": "wpd", ".wp6": "wpd", ".wpt": "wpd",
    ".xls": "xls", ".xlt": "xls",
    ".ppt": "ppt", ".pps": "ppt", ".pot": "ppt",
    ".msg": "msg",
    ".mbox": "mbox", ".mbx": "mbox",
    ".pptx": "pptx", ".pptm": "pptx", ".potx": "pptx", ".potm": "pptx",
    ".ppsx": "pptx", ".ppsm": "pptx",
    ".eml": "eml",
    ".rtf": "rtf",
    ".xlsx": "xlsx", ".xlsm": "xlsx", ".xltx": "xlsx", ".xltm": "xlsx",
    ".xlsb": "xlsb",
    ".ods": "ods",
    ".zip": "zip",
    ".tar": "tar", ".tgz": "tar",
    ".gz": "gz",
    **{ext: "code" for ext in (
        ".py", ".c", ".h", ".cc", ".cpp", ".hpp", ".cxx", ".java", ".kt", ".scala", ".js",
        ".mjs", ".ts", ".tsx", ".jsx", ".go", ".rs", ".rb", ".php", ".pl", ".pm", ".cs",
        ".swift", ".m", ".r", ".sql", ".sh", ".bash", ".zsh", ".ps1", ".bat", ".lua", ".vb",
        ".f90", ".jl", ".dart", ".groovy", ".css", ".scss", ".tex", ".asm", ".s", ".el",
    )},
    **{ext: "config" for ext in (
        ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".properties", ".env", ".editorconfig",
    )},
}  # fmt: skip
# Outlook's mailbox archives: no permissively licensed reader exists (libpff and its pypff
# bindings are LGPL-3 C code, not bundled), so they are reported with their size.
MAILBOX_ARCHIVES = frozenset({".pst", ".ost"})
# Extensions that are never text: skipped by name, without opening the file. Any other
# unknown extension is read by content and counted as text when it is text.
KNOWN_BINARY = frozenset(
    (  # noqa: SIM905 (a word list reads better as one string)
        ".png .jpg .jpeg .gif .bmp .tif .tiff .webp .heic .ico .icns .svgz .psd .raw .cr2 .nef "
        ".mp3 .wav .flac .ogg .m4a .aac .wma .mp4 .mov .avi .mkv .wmv .webm .m4v .mpg .mpeg .exe "
        ".dll .so .dylib .o .a .lib .obj .class .jar .war .pyc .pyo .whl .bin .dat .img .iso .dmg "
        ".vmdk .vdi .qcow2 .7z .rar .xz .bz2 .zst .lz4 .lzma .cab .deb .rpm .apk .msi .sqlite .db "
        ".mdb .accdb .ttf .otf .woff .woff2 .eot .pdb .npy .npz .pt .pth .onnx "
        ".safetensors .gguf .parquet .avro .orc .h5 .hdf5 .pkl .pickle .swf .blend .fbx .dwg .dxf "
        ".stl .xcf .ai .eps .indd .sketch .fig .key .numbers .pages .one .vsd .mpp "
        ".mobi .azw .djvu .chm .lnk .ds_store .bak .tmp .swp .lock .pem .der .p12 .pfx "
        ".crt .key .gpg .asc .sig"
    ).split()
)  # fmt: skip
TEXT_BY_CONTENT = "text"
SUPPORTED_KINDS: frozenset[str] = frozenset(_BY_EXTENSION.values()) | {"text"}
_SNIFF_BYTES = 4096


def classify(path: Path) -> str:
    """Type key used in per-type reports, or 'unsupported'."""
    suffix = path.suffix.lower()
    if suffix:
        return kind_of_name(path.name)
    return _sniff(path)


def kind_of_name(name: str) -> str:
    """Type key from a bare file name (e-mail attachments), without reading anything:
    'text' for an unknown extension that may hold text (its content decides)."""
    suffix = Path(name).suffix.lower()
    kind = _BY_EXTENSION.get(suffix)
    if kind is not None:
        return kind
    if not suffix or suffix in KNOWN_BINARY or suffix in MAILBOX_ARCHIVES or not _plausible(suffix):
        return "unsupported"
    return TEXT_BY_CONTENT


def _plausible(suffix: str) -> bool:
    """Extensions that look like one (.cfg, .abs-guide), not a version or date ('.2024')."""
    return any(ch.isalpha() for ch in suffix)


def unsupported_reason(path: Path, size: int | None = None) -> Reason:
    suffix = path.suffix.lower()
    if suffix in MAILBOX_ARCHIVES:
        return reason("outlook_archive", size=size or 0)
    return (
        reason("unsupported_type", extension=suffix)
        if suffix
        else reason("unsupported_no_extension")
    )


def looks_like_text(head: bytes) -> bool:
    """Text by content: no NUL byte and under 1 % control characters in the first bytes."""
    if not head or b"\x00" in head:
        return False
    controls = sum(1 for b in head if b < 0x20 and b not in (9, 10, 12, 13, 27))
    return controls / len(head) < 0.01


def _sniff(path: Path) -> str:
    """Files without an extension (README, exported mail): by their first bytes."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return "unsupported"  # never open a FIFO or device: it could block forever
        with open(path, "rb") as handle:
            head = handle.read(_SNIFF_BYTES)
    except OSError:
        return "unsupported"
    return sniff_head(head)


def sniff_head(head: bytes) -> str:
    """The type of a file without an extension, from its first 4 KiB (a compound file or a
    zip is told apart only when opened: `sniff.container_kind`)."""
    head = head[:_SNIFF_BYTES]
    found = head_kind(head)
    if found is not None and found not in (OLE, ZIP):
        return found
    return "txt" if looks_like_text(head) else "unsupported"
