"""Which cleaning steps run, and the languages kept."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, field_validator

from llmplan.corpus.cleaning.steps import STEP_IDS, STEPS

_CODE = re.compile(r"[a-z]{2}|und")


class CleaningOptions(BaseModel):
    """A switch per registered step (`steps.STEPS`; tests/corpus/test_cleaning_steps.py
    checks each has one); `keep_languages` None keeps every language."""

    model_config = ConfigDict(frozen=True)

    exact_duplicates: bool = True
    near_duplicates: bool = True
    recurring_lines: bool = True
    quality: bool = True
    # Part of `quality`, off by default: C4's line filters assume one line per paragraph (web
    # pages). Text from PDFs breaks lines mid-sentence, spreadsheets and code have no
    # sentences: on a company archive they would remove most lines that are fine text.
    c4_line_rules: bool = False
    language: bool = True
    # opt-in (`steps.boilerplate`): off unless asked for, so that no report changes
    boilerplate: bool = False
    keep_languages: tuple[str, ...] | None = None

    @field_validator("keep_languages", mode="before")
    @classmethod
    def _codes(cls, value: object) -> object:
        if value is None:
            return None
        if isinstance(value, str):
            value = value.split(",")
        codes = tuple(sorted({str(code).strip().lower() for code in value} - {""}))  # type: ignore[attr-defined]
        wrong = [code for code in codes if not _CODE.fullmatch(code)]
        if wrong:
            raise ValueError(f"not a language code (ISO 639-1, e.g. de,en): {', '.join(wrong)}")
        return codes or None

    def enabled(self, step: str) -> bool:
        if step not in STEP_IDS:
            raise ValueError(f"unknown cleaning step {step!r}")
        return bool(getattr(self, step))

    def without_copies(self) -> CleaningOptions:
        """These options with the copy steps off (no fingerprints: no copies are found)."""
        off = {step.id: False for step in STEPS if step.phase == "copies"}
        return self.model_copy(update=off)

    @property
    def finds_recurring_lines(self) -> bool:
        """Whether a step switched on reads which lines recur (the workers then fingerprint
        each document's lines)."""
        return any(step.needs_recurring_lines and self.enabled(step.id) for step in STEPS)

    @property
    def needs_text_analysis(self) -> bool:
        """Whether the workers must analyse each document's text at all (every step but
        the copy steps reads its text)."""
        return any(step.phase != "copies" and self.enabled(step.id) for step in STEPS)
