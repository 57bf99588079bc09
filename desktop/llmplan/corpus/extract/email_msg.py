"""E-mail (.eml) -> subject, body and the text of supported attachments.

Body: the text/plain alternative, else the HTML one (never both: they are one text twice).
Attachments of supported types (txt, pdf, docx, html, nested e-mails ...) are extracted
and appended; others (images, archives) and attachments that fail are left out silently,
the e-mail itself still counts.
"""

from __future__ import annotations

import email
from collections.abc import Callable
from email import policy
from email.message import EmailMessage, Message

from llmplan.corpus.extract.classify import kind_of_name
from llmplan.corpus.extract.decoding import decode_text
from llmplan.corpus.extract.html import html_to_text
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile

AttachmentExtractor = Callable[[bytes, str, Limits], ExtractedText]
_MAX_NESTING = 3
_KIND_BY_CONTENT_TYPE = {"text/plain": "txt", "text/html": "html", "text/csv": "csv"}


def extract_eml(
    data: bytes, limits: Limits, extract_attachment: AttachmentExtractor
) -> ExtractedText:
    message = email.message_from_bytes(data, policy=policy.default)
    if not isinstance(message, EmailMessage) or not message.keys():
        raise SkipFile("not an e-mail")
    parts = _message_text(message, limits, extract_attachment, depth=0)
    return ExtractedText(text="\n".join(p.strip("\n") for p in parts if p.strip()), kind="eml")


def _message_text(
    message: EmailMessage, limits: Limits, extract: AttachmentExtractor, depth: int
) -> list[str]:
    parts = [str(message.get("subject", "") or "")]
    body = message.get_body(preferencelist=("plain", "html"))
    if isinstance(body, EmailMessage):
        text = _part_text(body)
        parts.append(html_to_text(text) if body.get_content_type() == "text/html" else text)
    for attachment in message.iter_attachments():
        if isinstance(attachment, EmailMessage):
            parts.extend(_attachment_text(attachment, limits, extract, depth))
    return parts


def _attachment_text(
    part: EmailMessage, limits: Limits, extract: AttachmentExtractor, depth: int
) -> list[str]:
    if part.get_content_type() == "message/rfc822":
        inner = part.get_content()
        if isinstance(inner, EmailMessage) and depth < _MAX_NESTING:
            return _message_text(inner, limits, extract, depth + 1)
        return []
    filename = part.get_filename()
    kind = kind_of_name(filename) if filename else "unsupported"
    if kind == "unsupported":
        kind = _KIND_BY_CONTENT_TYPE.get(part.get_content_type(), "unsupported")
    payload = part.get_payload(decode=True)
    if kind == "unsupported" or not isinstance(payload, bytes) or not payload:
        return []
    if kind == "eml" and depth >= _MAX_NESTING:
        return []
    try:
        return [extract(payload, kind, limits).text]
    except SkipFile:
        return []


def _part_text(part: Message) -> str:
    """Decoded text of a body part; an unknown or lying charset falls back to detection."""
    try:
        content = part.get_content()  # type: ignore[attr-defined]
        if isinstance(content, str):
            return content.replace("\r\n", "\n")
    except (LookupError, UnicodeError, KeyError):
        pass
    payload = part.get_payload(decode=True)
    if isinstance(payload, bytes) and payload:
        try:
            return decode_text(payload)[0].replace("\r\n", "\n")
        except SkipFile:
            return ""
    return ""
