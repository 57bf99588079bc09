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
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

AttachmentExtractor = Callable[[bytes, str, Limits], ExtractedText]
_MAX_NESTING = 3
_KIND_BY_CONTENT_TYPE = {"text/plain": "txt", "text/html": "html", "text/csv": "csv"}
# Header parsing (encoded words) is superlinear: a 600 KB Subject took 7 GB. A subject is
# read up to this length; any other header this long makes the file suspect.
_MAX_SUBJECT_CHARS = 8 * 1024
_MAX_HEADER_CHARS = 64 * 1024


def extract_eml(
    data: bytes, limits: Limits, extract_attachment: AttachmentExtractor
) -> ExtractedText:
    message = email.message_from_bytes(data, policy=policy.default)
    if not isinstance(message, EmailMessage) or not message.keys():
        raise SkipFile("not_email")
    out = TextBudget(limits)
    _message_text(message, limits, extract_attachment, 0, out)
    return ExtractedText(text=out.text(), kind="eml")


def _add(out: TextBudget, text: str) -> None:
    text = text.strip("\n")
    if text.strip():
        out.add(("\n" if out.parts else "") + text)


def _subject(message: EmailMessage) -> str:
    for name, raw in message.raw_items():
        if len(raw) > _MAX_HEADER_CHARS and name.lower() != "subject":
            raise SkipFile("header_too_long", header=repr(name[:40]))
    raw_subject = next((v for k, v in message.raw_items() if k.lower() == "subject"), "")
    if len(raw_subject) > _MAX_SUBJECT_CHARS:
        return str(policy.default.header_fetch_parse("Subject", raw_subject[:_MAX_SUBJECT_CHARS]))
    return str(message.get("subject", "") or "")


def _message_text(
    message: EmailMessage, limits: Limits, extract: AttachmentExtractor, depth: int, out: TextBudget
) -> None:
    _add(out, _subject(message))
    body = message.get_body(preferencelist=("plain", "html"))
    if isinstance(body, EmailMessage):
        text = _part_text(body)
        html = body.get_content_type() == "text/html"
        _add(out, html_to_text(text, limits) if html else text)
    for attachment in message.iter_attachments():
        if isinstance(attachment, EmailMessage):
            _attachment_text(attachment, limits, extract, depth, out)


def _attachment_text(
    part: EmailMessage, limits: Limits, extract: AttachmentExtractor, depth: int, out: TextBudget
) -> None:
    if part.get_content_type() == "message/rfc822":
        inner = part.get_content()
        if isinstance(inner, EmailMessage) and depth < _MAX_NESTING:
            _message_text(inner, limits, extract, depth + 1, out)
        return
    filename = part.get_filename()
    kind = kind_of_name(filename) if filename else "unsupported"
    if kind == "unsupported":
        kind = _KIND_BY_CONTENT_TYPE.get(part.get_content_type(), "unsupported")
    payload = part.get_payload(decode=True)
    if kind == "unsupported" or not isinstance(payload, bytes) or not payload:
        return
    if kind == "eml" and depth >= _MAX_NESTING:
        return
    try:
        text = extract(payload, kind, limits).text
    except SkipFile:
        return
    _add(out, text)


def _part_text(part: Message) -> str:
    """Decoded text of a body part; an unknown or lying charset falls back to detection."""
    payload = part.get_payload(decode=True)
    try:
        content = part.get_content()  # type: ignore[attr-defined]
        # 8-bit text without a declared charset (common in mailboxes) decodes to
        # replacement characters: then the bytes are detected like a text file
        undeclared = part.get_content_charset() is None and isinstance(payload, bytes)
        if isinstance(content, str) and not (undeclared and "\ufffd" in content):
            return content.replace("\r\n", "\n")
    except (LookupError, UnicodeError, KeyError):
        pass
    if isinstance(payload, bytes) and payload:
        try:
            return decode_text(payload)[0].replace("\r\n", "\n")
        except SkipFile:
            return ""
    return ""
