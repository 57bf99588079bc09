"""Other languages: the tokens of documents in languages the user does not keep
(py3langid, BSD-3; `llmplan.corpus.cleaning.language`). The tally sums every language; the
kept ones are chosen after the scan, without reading again."""

from __future__ import annotations

from llmplan.corpus.cleaning.steps.base import StepShape

STEP = StepShape(id="language", phase="languages", reasons=("language",))
