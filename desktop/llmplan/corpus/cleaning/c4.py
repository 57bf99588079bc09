"""The C4 line rules, with the thresholds datatrove implements.

Source: Raffel et al. 2020, "Exploring the Limits of Transfer Learning with a Unified
Text-to-Text Transformer" (C4, section 2.2), as datatrove implements it in
`src/datatrove/pipeline/filters/c4_filters.py`, `C4QualityFilter.filter` (defaults:
split on lines, terminal punctuation, at least 3 words per line, at least 5 sentences per
document, no word over 1,000 characters, "lorem ipsum" and "{" drop the document,
"javascript" and cookie/terms-of-use phrases drop the line). The bad-words list is not
implemented (datatrove neither; it would be a download). Sentences are counted as runs of
terminal punctuation followed by a space or the end of the line (datatrove uses NLTK's
Punkt tokenizer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

END_PUNCTUATION = (".", "?", "!", '"', "'")
ELLIPSIS = "..."
MIN_WORDS_PER_LINE = 3
MAX_WORD_LENGTH = 1000
MIN_SENTENCES = 5
POLICY_SUBSTRINGS = (
    "terms of use",
    "privacy policy",
    "cookie policy",
    "uses cookies",
    "use of cookies",
    "use cookies",
)
_CITATION = re.compile(r"\[\d*]|\[edit]|\[citation needed]")
_SENTENCE_END = re.compile(r"[.!?]+(?=\s|$)")


def line_reason(stripped: str) -> str:
    """Why C4 drops this (stripped) line, "" if kept; 'lorem_ipsum' and 'curly_bracket'
    drop the whole document (the caller decides)."""
    words = stripped.split()
    if any(len(word) > MAX_WORD_LENGTH for word in words):
        return "too_long_word"
    line = _CITATION.sub("", stripped) if "[" in stripped else stripped
    if not line.endswith(END_PUNCTUATION) or line.endswith(ELLIPSIS):
        return "no_terminal_punct"
    if len(words) < MIN_WORDS_PER_LINE:
        return "too_few_words"
    lowered = line.lower()
    if "lorem ipsum" in lowered:
        return "lorem_ipsum"
    if "javascript" in lowered:
        return "javascript"
    if "{" in line:
        return "curly_bracket"
    if any(phrase in lowered for phrase in POLICY_SUBSTRINGS):
        return "policy"
    return ""


DOCUMENT_REASONS = frozenset({"lorem_ipsum", "curly_bracket"})


def sentences(kept_line: str) -> int:
    return max(1, len(_SENTENCE_END.findall(kept_line)))


@dataclass
class C4Document:
    """The document-level outcome of the line rules."""

    reason: str = ""  # lorem_ipsum, curly_bracket or too_few_sentences; "" if kept
    sentences: int = 0
