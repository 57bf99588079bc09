"""Progress of a running scan; the scan's cancel/progress state is the generic `TaskState`."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from llmplan.task_state import TaskState


class ScanProgress(BaseModel):
    """One progress report: counts so far and the time left, as well as it is known."""

    model_config = ConfigDict(frozen=True)

    files_done: int
    files_total_seen: int
    bytes_done: int
    bytes_total: int
    tokens_so_far: int
    elapsed_s: float
    eta_s: float | None
    current_path: str
    # "loading" (the tokenizers, here), "walking" (listing the folder, then the search for
    # exact copies), "starting" (reader processes starting: each loads the tokenizers too;
    # until the first file's result), "reading" or "finishing"
    phase: str = "reading"
    # True when eta_s is what is left of the time budget (the scan stops then), False when
    # it is the estimate from the reading rate
    eta_is_budget: bool = False
    # while loading: tokenizers loaded so far of all, and the one loading now (its name)
    tokenizers_loaded: int = 0
    tokenizers_total: int = 0
    tokenizer: str = ""
    readers: int = 0  # reader processes (0: files are read in this process)
    # seconds since the first file was read: the time budget's clock (None before)
    reading_s: float | None = None
    # the running estimate of the folder's tokens and its 95 % interval (None before the
    # first results); it converges to the exact count as the sample reaches every file
    tokens_estimated: float | None = None
    ci95_low: float | None = None
    ci95_high: float | None = None

    @property
    def fraction(self) -> float:
        """Share done, 0..1: of the tokenizers while loading them, else of the planned bytes
        (0 while the total is unknown)."""
        if self.phase == "loading":
            return self.tokenizers_loaded / self.tokenizers_total if self.tokenizers_total else 0.0
        if self.bytes_total <= 0:
            return 0.0
        return min(1.0, self.bytes_done / self.bytes_total)


ProgressCallback = Callable[[ScanProgress], None]

# the corpus engine's task state: cancel flag in, throttled ScanProgress reports out
ScanState = TaskState[ScanProgress]
