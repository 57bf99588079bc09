"""Hostile documents written by hand (no PDF library needed to build hostile PDFs), shared by
the hostile input tests and benchmarks/corpus_memory.py. Import as `import hostile_docs`
(pytest puts this folder on sys.path; the benchmark puts it there itself)."""

from __future__ import annotations

import zipfile
from pathlib import Path


def write_odt_content(path: Path, body: str) -> None:
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">'
        f"<office:body><office:text>{body}</office:text></office:body>"
        "</office:document-content>"
    )
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.text")
        archive.writestr("content.xml", content)


def pdf_bytes(objects: dict[int, bytes]) -> bytes:
    out = bytearray(b"%PDF-1.4\n")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        out += b"%d 0 obj\n" % number + objects[number] + b"\nendobj\n"
    size = max(objects) + 1
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for number in range(1, size):
        out += (
            b"%010d 00000 n \n" % offsets[number] if number in offsets else b"0000000000 65535 f \n"
        )
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, xref)
    return bytes(out)


def pdf_stream(content: bytes, extra: bytes = b"") -> bytes:
    return b"<< " + extra + b" /Length %d >>\nstream\n" % len(content) + content + b"\nendstream"


def one_page_pdf(page_content: bytes, more: dict[int, bytes] | None = None) -> bytes:
    xobject = b"/XObject << /X 10 0 R >>" if more else b""
    return pdf_bytes(
        {
            1: b"<< /Type /Catalog /Pages 2 0 R >>",
            2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << "
            + xobject
            + b" /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
            4: pdf_stream(page_content),
            5: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            **(more or {}),
        }
    )


def nested_forms_pdf(depth: int, fanout: int, bbox: bytes = b"/BBox [0 0 612 792] ") -> bytes:
    """Each form XObject draws the next one `fanout` times: fanout**depth text draws
    from a few kilobytes (the PDF form of billion laughs)."""
    forms = {}
    for level in range(depth):
        last = level == depth - 1
        content = (
            b"BT /F1 12 Tf 72 712 Td (Hallo Welt) Tj ET"
            if last
            else b" ".join([b"q /X Do Q"] * fanout)
        )
        resources = (
            b"/Resources << /Font << /F1 5 0 R >> >>"
            if last
            else b"/Resources << /XObject << /X %d 0 R >> >>" % (11 + level)
        )
        forms[10 + level] = pdf_stream(
            content, b"/Type /XObject /Subtype /Form " + bbox + resources
        )
    return one_page_pdf(b"q /X Do Q", forms)
