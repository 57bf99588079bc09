# The C extension's functions (_native.c); each has its Python/NumPy twin beside it.
from types import NotImplementedType
from typing import Any

VERSION: int

def word_figures(
    written: str,
    folded: str | None,
    size: int,
    top_limits: tuple[float, ...],
    dup_limits: tuple[float, ...],
    fold: Any,
) -> tuple[int, ...] | NotImplementedType | None: ...
def part_figures(text: str) -> tuple[int, int, int, int, int, int]: ...
def line_fingerprints(
    text: str, min_bytes: int, max_bytes: int, slack: int, min_wordy: int
) -> tuple[bytes, bytes, int, int, bytes, bytes]: ...
def letters_at_least(text: str, needed: int) -> bool: ...

# the two langid calls take the sample, py3langid's automaton and table, the classes and the
# window (language._Walk), then their own arguments
def langid_rows(data: bytes, nextmove: Any, states: Any, ptc: Any, classes: int, window: int,
                counts_out: Any, table_out: Any) -> int: ...  # fmt: skip
def langid_classify(data: bytes, nextmove: Any, states: Any, ptc: Any, classes: int,
                    window: int, pc: Any, aliases: Any, row_bound: float,
                    pc_bound: float) -> int: ...  # fmt: skip
def line_table(
    text: str,
    min_bytes: int,
    max_bytes: int,
    slack: int,
    min_wordy: int,
    edge: int,
    example_chars: int,
) -> tuple[bytes, bytes, int, dict[int, str]]: ...
def gopher_limits(
    rules: tuple[float, ...], top_limits: tuple[float, ...], dup_limits: tuple[float, ...]
) -> None: ...
def gopher_verdict(
    sample: str, doc_words: int, fold: Any
) -> tuple[int, float] | NotImplementedType | None: ...
def cpu_path(name: str, wanted: bool) -> bool: ...
def langid_model(
    nextmove: Any, states: Any, ptc: Any, classes: int, window: int, pc: Any, aliases: Any,
    row_bound: float, pc_bound: float,
) -> None: ...  # fmt: skip
def document_signals(
    text: str, doc_words: int, min_bytes: int, max_bytes: int, slack: int, min_wordy: int,
    edge: int, example_chars: int, quality_sample: str | None, fold: Any,
    language_chars: int | None, letters_needed: int,
) -> tuple[tuple[bytes, bytes, int, dict[int, str]], int, float, int]: ...  # fmt: skip
def utf8_length(text: str) -> int: ...
