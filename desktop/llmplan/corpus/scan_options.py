"""`ScanOptions`: how a corpus scan reads (tokenizers, budgets, parallelism, cleaning) and
the assumptions it is told (archive size, extra cleaning loss)."""

from __future__ import annotations

import os
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.extract import Limits
from llmplan.corpus.workers import ReadSettings


class ScanOptions(BaseModel):
    """How to scan: tokenizers, budgets, parallelism and stated assumptions."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    tokenizers: list[str] = Field(default_factory=lambda: ["llama-3.1"], min_length=1)
    # seconds of reading, counted from the first file read: loading the tokenizers, the
    # walk, the copy search (at most a quarter of the budget) and starting the readers
    # come before it
    budget_seconds: float | None = Field(default=None, gt=0)
    budget_bytes: int | None = Field(default=None, gt=0)
    # stop when the 95 % interval's half-width is within this share of the estimate
    target_precision: float | None = Field(default=None, gt=0, lt=1)
    sample_files: int | None = Field(default=None, gt=0)
    skip_hidden: bool = True
    workers: int = Field(default_factory=lambda: os.cpu_count() or 1, ge=1)
    seed: int = 0
    limits: Limits = Field(default_factory=Limits)
    total_bytes_by_type: dict[str, int] | None = None
    total_bytes: int | None = Field(default=None, gt=0)  # whole archive, split by type mix
    cleaning_loss: float = Field(default=0.0, ge=0.0, lt=1.0)
    find_duplicates: bool = True
    # byte-identical copies for the whole folder by size + hash; each group is read once
    find_exact_copies: bool = True
    # the measured cleaning steps (exact/near duplicates need find_duplicates)
    cleaning: CleaningOptions = Field(default_factory=CleaningOptions)
    # Starting worker processes (and loading tokenizers in each) costs seconds; a small
    # folder is read faster in this process.
    in_process_below_bytes: int = Field(default=8 * 1024**2, ge=0)
    # Read in this process instead of worker processes (tests, the self-test): the same
    # per-file limits hold (llmplan.corpus.in_process), but native code stuck on a file can
    # only be left behind, not ended.
    in_process: bool = False
    # "ray": the files are read as Ray tasks (llmplan.corpus.ray_scan) on the cluster at
    # ray_address, or on a loopback-only local one; the only engine that opens a socket
    engine: Literal["local", "ray"] = "local"
    ray_address: str | None = None
    # add the estimated tokens of scanned PDF pages (needs OCR) to the count
    include_ocr_estimate: bool = False

    def read_settings(self) -> ReadSettings:
        """How each file is read under these options (the readers' share of them). The
        languages kept are the parent's business (its tally sums every language): left
        out, they do not make the app start new readers when they change."""
        cleaning = self.cleaning.model_copy(update={"keep_languages": None})
        return ReadSettings(tuple(self.tokenizers), self.limits, self.find_duplicates, cleaning)

    def as_applied(self) -> ScanOptions:
        """These options as the scan applies them: without fingerprints (no duplicate
        search) no copies can be found, so the duplicate steps are off."""
        if self.find_duplicates:
            return self
        return self.model_copy(update={"cleaning": self.cleaning.without_copies()})
