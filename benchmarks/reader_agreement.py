"""How far our readers agree with independent ones, per type, on real files.

    python benchmarks/reader_agreement.py [FOLDER ...] [--tokenizer llama-3.1] [--json OUT]

Over every file under the folders (default: tests/data), by the type our extractor gives:
files, files we read, files the independent reader read, tokens by each (after whitespace is
normalised: runs of whitespace are one space) over the files both read, and their difference.
The independent readers, each used only where installed (test-data tools, never the app's):
pdftotext for PDF; LibreOffice (`soffice --convert-to`) for office files: text documents to
plain text, workbooks to tab-separated text of every sheet, presentations through PDF and
pdftotext; Python's email package for .eml and mailboxes. Types without one are listed with
"-". Not a test: the figures say where to look, and move with the files given.
"""

from __future__ import annotations

import argparse
import email
import email.policy
import json
import mailbox
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from email.message import EmailMessage
from html.parser import HTMLParser
from pathlib import Path

from llmplan.corpus.extract import SkipFile, classify, extract_text
from llmplan.corpus.tokenizers import load_tokenizer

_WRITER = {"doc", "docx", "odt", "rtf", "wpd"}
_CALC = {"xls", "xlsx", "xlsb", "ods"}
_IMPRESS = {"ppt", "pptx", "odp"}
_CALC_FILTER = "txt:Text - txt - csv (StarCalc):9,34,76,1,,0,false,true,false,false,false,-1"
_CONVERT_SECONDS = 120


@dataclass
class TypeRow:
    files: int = 0
    ours_read: int = 0
    reference_read: int = 0
    reference_name: str = "-"
    per_file: dict[str, tuple[int, int]] = field(default_factory=dict)  # (ours, reference)

    @property
    def both(self) -> int:
        """Files both readers read."""
        return len(self.per_file)

    @property
    def ours_tokens(self) -> int:
        return sum(mine for mine, _ in self.per_file.values())

    @property
    def reference_tokens(self) -> int:
        return sum(theirs for _, theirs in self.per_file.values())

    @property
    def difference(self) -> float | None:
        if not self.both or not self.reference_tokens:
            return None
        return (self.ours_tokens - self.reference_tokens) / self.reference_tokens


def normalised(text: str) -> str:
    return " ".join(text.split())


def ours(path: Path) -> tuple[str, str | None]:
    """(type, text) by our extractor; for a file it skipped, the type by name and None."""
    try:
        result = extract_text(path)
    except SkipFile:
        return classify(path), None
    return result.kind, result.text


def _soffice() -> str | None:
    return shutil.which("soffice") or shutil.which("libreoffice")


def _run(command: list[str]) -> bool:
    try:
        done = subprocess.run(command, capture_output=True, timeout=_CONVERT_SECONDS, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def _pdftotext(path: Path) -> str | None:
    if shutil.which("pdftotext") is None:
        return None
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "out.txt"
        if not _run(["pdftotext", "-enc", "UTF-8", str(path), str(out)]):
            return None
        return out.read_text(encoding="utf-8", errors="replace")


def _libreoffice(path: Path, kind: str, profile: Path) -> str | None:
    soffice = _soffice()
    if soffice is None:
        return None
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / f"in.{path.suffix.lstrip('.') or kind}"
        shutil.copyfile(path, source)
        out = Path(folder) / "out"
        target = _CALC_FILTER if kind in _CALC else "pdf" if kind in _IMPRESS else "txt:Text"
        command = [
            soffice, f"-env:UserInstallation={profile.as_uri()}", "--headless",
            "--convert-to", target, "--outdir", str(out), str(source),
        ]  # fmt: skip
        if not _run(command) or not out.exists():
            return None
        produced = sorted(out.iterdir())
        if kind in _IMPRESS:
            return _pdftotext(produced[0]) if produced else None
        texts = [p.read_text(encoding="utf-8-sig", errors="replace") for p in produced]
        return "\n".join(texts) if texts else None


def _mail_text(message: EmailMessage) -> str:
    """Subject, the body (plain text, else HTML without tags; one of a multipart/alternative)
    and the text attachments, as a reader of the mail sees them."""
    parts = [str(message.get("subject", ""))]
    body = message.get_body(preferencelist=("plain", "html"))
    texts = [body] if isinstance(body, EmailMessage) else []
    texts += [
        part
        for part in message.iter_attachments()
        if isinstance(part, EmailMessage) and part.get_content_maintype() == "text"
    ]
    for part in texts:
        try:
            content = str(part.get_content())
        except (LookupError, ValueError, KeyError):
            continue
        if part.get_content_subtype() == "html":
            collected: list[str] = []
            parser = HTMLParser()
            parser.handle_data = collected.append  # type: ignore[method-assign]
            parser.feed(content)
            content = " ".join(collected)
        parts.append(content)
    return "\n".join(parts)


def _email(path: Path, kind: str) -> str | None:
    try:
        if kind == "mbox":
            box = mailbox.mbox(str(path), factory=None, create=False)
            messages = [
                email.message_from_bytes(box.get_bytes(key), policy=email.policy.default)
                for key in box.iterkeys()
            ]
        else:
            messages = [email.message_from_bytes(path.read_bytes(), policy=email.policy.default)]
    except (OSError, ValueError):
        return None
    return "\n".join(_mail_text(m) for m in messages if isinstance(m, EmailMessage))


def reference(path: Path, kind: str, profile: Path) -> tuple[str, str | None]:
    """(reader's name, text) by the independent reader for `kind`, or ('-', None)."""
    if kind == "pdf":
        return ("pdftotext", _pdftotext(path)) if shutil.which("pdftotext") else ("-", None)
    if kind in _WRITER | _CALC | _IMPRESS:
        return ("LibreOffice", _libreoffice(path, kind, profile)) if _soffice() else ("-", None)
    if kind in ("eml", "mbox"):
        return "email", _email(path, kind)
    return "-", None


def measure(folders: list[Path], tokenizer: str) -> dict[str, TypeRow]:
    counter = load_tokenizer(tokenizer)
    rows: dict[str, TypeRow] = defaultdict(TypeRow)
    with tempfile.TemporaryDirectory() as profile:
        for path in sorted(p for folder in folders for p in folder.rglob("*") if p.is_file()):
            kind, text = ours(path)
            row = rows[kind]
            row.files += 1
            row.ours_read += text is not None and bool(text.strip())
            name, expected = reference(path, kind, Path(profile))
            row.reference_name = name
            row.reference_read += expected is not None and bool(expected.strip())
            if text and text.strip() and expected and expected.strip():
                mine = counter.count(normalised(text))
                theirs = counter.count(normalised(expected))
                row.per_file[str(path)] = (mine, theirs)
    return dict(rows)


def table(rows: dict[str, TypeRow]) -> str:
    header = (
        f"{'type':<9}{'files':>6}{'ours':>6}{'ref':>6}{'both':>6}"
        f"{'tokens ours':>13}{'tokens ref':>12}{'diff':>9}  reader"
    )
    lines = [header, "-" * len(header)]
    for kind in sorted(rows):
        row = rows[kind]
        diff = "-" if row.difference is None else f"{row.difference:+.1%}"
        lines.append(
            f"{kind:<9}{row.files:>6}{row.ours_read:>6}{row.reference_read:>6}{row.both:>6}"
            f"{row.ours_tokens:>13,}{row.reference_tokens:>12,}{diff:>9}  {row.reference_name}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", type=Path, default=[Path("tests/data")])
    parser.add_argument("--tokenizer", default="llama-3.1")
    parser.add_argument("--json", type=Path, help="also write per-file token pairs here")
    args = parser.parse_args()
    rows = measure(args.folders, args.tokenizer)
    print(table(rows))
    if args.json:
        payload = {kind: row.per_file for kind, row in rows.items()}
        args.json.write_text(json.dumps(payload, indent=1), encoding="utf-8")
    if not any(row.both for row in rows.values()):
        print("no independent reader installed (pdftotext, soffice)", file=sys.stderr)


if __name__ == "__main__":
    main()
