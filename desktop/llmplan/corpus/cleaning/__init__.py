"""From raw tokens to trainable tokens: the cleaning steps, measured (issue 18, part 2).

In datatrove's shape (`pipeline/filters/base_filter.py`): one small step per rule family,
each reporting the tokens it removed, why, and examples. The steps are registered, one
module each, in `llmplan.corpus.cleaning.steps` (their order, their switches, what each
takes of a document).

Per document, in the worker process, `document.signals_of_text` (or `DocumentAnalysis`, fed
a stream in pieces) computes what needs the text (line fingerprints, the quality verdict,
the language); only those signals travel back. In the parent, `tally.CleaningTally` decides
what recurs and hands every document's tokens to the first step that takes them;
`waterfall` turns the per-type sums into each step's tokens removed with a 95 % interval
(a ratio estimate per file type; under an exact scan the interval is the point). Pure
Python: no Qt.
"""
