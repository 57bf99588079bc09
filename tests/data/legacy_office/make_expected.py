"""Write expected/<file>.txt: the text of each legacy file as an independent reader sees it.

Run by hand where the test data is made, never in CI (LibreOffice and extract-msg are tools
here, not dependencies):

    apt-get install -y libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui
    python3 -m venv /tmp/refvenv && /tmp/refvenv/bin/pip install extract-msg
    python tests/data/legacy_office/make_expected.py --msg-python /tmp/refvenv/bin/python

.doc/.xls/.ppt: LibreOffice (its own binary-format filters) converts the file to
DOCX/XLSX/PPTX; the text of that file is taken by llmplan's OOXML readers, so the reference
and the legacy reader apply the same text rules (body, footnotes and text boxes; no headers,
numbering labels or notes) and differ only in who parsed the binary format.
.msg: LibreOffice has no reader; extract-msg (an independent [MS-OXMSG] implementation, GPL,
run in its own virtual environment only to make this data) gives subject and body, with
8-bit strings decoded in the message's declared code page (PR_INTERNET_CPID, which
extract-msg ignores); embedded messages the same way; attached files by their type
(.txt decoded, office files through LibreOffice as above, PDF through pdfium).
"""

from __future__ import annotations

import argparse
import base64
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from llmplan.corpus.extract.ooxml import extract_docx, extract_pptx
from llmplan.corpus.extract.pdf import extract_pdf
from llmplan.corpus.extract.sheets import extract_xlsx
from llmplan.corpus.extract.types import Limits, SkipFile

HERE = Path(__file__).parent
_OOXML = {".doc": "docx", ".xls": "xlsx", ".ppt": "pptx"}
_READERS = {"docx": extract_docx, "xlsx": extract_xlsx, "pptx": extract_pptx}

# runs under extract-msg's interpreter: prints the message tree as JSON
_DUMP_MSG = r"""
import base64, json, struct, sys, olefile, extract_msg

def codepage(path):
    ole = olefile.OleFileIO(path)
    if not any(e[-1].upper().endswith("001E") for e in ole.listdir()):
        return None  # a Unicode message: nothing to decode
    data = ole.openstream("__properties_version1.0").read()
    for offset in range(32, len(data) - 15, 16):
        tag, _flags, value = struct.unpack_from("<III", data, offset)
        if tag in (0x3FFD0003, 0x3FDE0003):
            names = {20127: "ascii", 65001: "utf-8", 28591: "iso8859_1", 28592: "iso8859_2"}
            return names.get(value, "cp%d" % value)
    return None

def dump(message):
    parts = {"subject": message.subject or "", "body": message.body or "", "attachments": []}
    for attachment in message.attachments:
        if isinstance(attachment.data, extract_msg.msg_classes.MessageBase):
            parts["attachments"].append({"message": dump(attachment.data)})
        elif isinstance(attachment.data, bytes):
            name = attachment.longFilename or attachment.shortFilename or ""
            parts["attachments"].append(
                {"name": name, "data": base64.b64encode(attachment.data).decode()}
            )
    return parts

path = sys.argv[1]
encoding = codepage(path)
options = {"overrideEncoding": encoding} if encoding else {}
message = extract_msg.openMsg(path, **options)
print(json.dumps(dump(message)))
"""


def office_text(path: Path) -> str:
    """LibreOffice converts; the OOXML reader reads."""
    target = _OOXML[path.suffix.lower()]
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(
            ["soffice", "--headless", "--convert-to", target, "--outdir", folder, str(path)],
            check=True,
            capture_output=True,
            timeout=300,
        )
        converted = Path(folder) / f"{path.stem}.{target}"
        if not converted.exists():
            raise RuntimeError(f"LibreOffice could not convert {path.name}")
        try:
            return _READERS[target](converted.read_bytes(), Limits()).text
        except SkipFile:
            return ""  # LibreOffice read it and found no text


def attachment_text(name: str, data: bytes) -> str:
    suffix = Path(name).suffix.lower()
    if suffix == ".txt":
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            return data.decode("cp1252", "replace")
    if suffix == ".pdf":
        return extract_pdf(data, Limits()).text
    if suffix in _OOXML:
        with tempfile.TemporaryDirectory() as folder:
            copy = Path(folder) / f"attachment{suffix}"
            copy.write_bytes(data)
            return office_text(copy)
    return ""


def message_text(parts: dict[str, object]) -> str:
    texts = [str(parts["subject"]), str(parts["body"])]
    for attachment in parts["attachments"]:  # type: ignore[attr-defined]
        if "message" in attachment:
            texts.append(message_text(attachment["message"]))
        else:
            texts.append(attachment_text(attachment["name"], base64.b64decode(attachment["data"])))
    return "\n".join(t.replace("\r\n", "\n").strip("\n\x00") for t in texts if t.strip())


def msg_text(path: Path, python: str) -> str:
    dumped = subprocess.run(
        [python, "-c", _DUMP_MSG, str(path)], check=True, capture_output=True, timeout=120
    )
    return message_text(json.loads(dumped.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--msg-python", required=True, help="a Python with extract-msg")
    args = parser.parse_args()
    expected = HERE / "expected"
    expected.mkdir(exist_ok=True)
    for path in sorted((HERE / "files").iterdir()):
        suffix = path.suffix.lower()
        if suffix not in (*_OOXML, ".msg") or "protected" in path.name:
            continue  # encrypted files have no reference: they must be skipped
        text = msg_text(path, args.msg_python) if suffix == ".msg" else office_text(path)
        (expected / f"{path.name}.txt").write_text(text, encoding="utf-8")
        print(f"{path.name}: {len(text)} characters", file=sys.stderr)


if __name__ == "__main__":
    main()
