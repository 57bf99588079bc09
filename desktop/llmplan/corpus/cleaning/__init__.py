"""From raw tokens to trainable tokens: the cleaning steps, measured (issue 18, part 2).

In datatrove's shape (`pipeline/filters/base_filter.py`): one small step per rule family,
each reporting the tokens it removed, why, and examples. The steps, in this order:

1. ``exact_duplicates`` — a document whose normalized text was seen before (keep one copy);
2. ``near_duplicates`` — MinHash similarity ≥ 0.8 to a document seen before (keep one per
   cluster; `llmplan.corpus.dedupe.DuplicateIndex`);
3. ``recurring_lines`` — lines seen in at least `RECURRING_MIN_DOCUMENTS` kept documents
   (signatures, disclaimers, letterheads, page headers and footers, navigation);
4. ``quality`` — the Gopher quality and repetition rules and the C4 line rules, with the
   thresholds datatrove cites (`llmplan.corpus.cleaning.quality`);
5. ``language`` — documents in languages the user does not keep (py3langid, BSD-3).

Per document, in the worker process, `analyse_document` computes what needs the text (line
hashes, the quality verdict, the language); only those signals travel back. In the parent,
`CleaningTally` decides what recurs and attributes every document's tokens to the first
step that removes them; `waterfall` turns the per-type sums into each step's tokens removed
with a 95 % interval (a ratio estimate per file type; under an exact scan the interval is
the point). Pure Python: no Qt.
"""

from __future__ import annotations

STEP_NAMES = (
    "exact_duplicates",
    "near_duplicates",
    "recurring_lines",
    "quality",
    "language",
)
