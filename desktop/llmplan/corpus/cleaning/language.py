"""Offline language identification with py3langid (BSD-3-Clause; a fork of langid.py by
Lui & Baldwin 2012, naive Bayes over byte n-grams, 97 languages, a 4.6 MB model file).

Chosen against the candidates of issue 18: fastText's lid.176.ftz is CC-BY-SA 3.0 (share-
alike terms on the shipped model); lingua ships ~100 MB of models; langdetect is Apache-2.0
but slower and random unless seeded. py3langid is small, deterministic, needs only NumPy,
and its licence (BSD-3) ships with its dist-info in the bundle.

The model loads once per process, on first use: from an uncompressed copy in the user's
cache folder, made the first time (the packaged LZMA file takes 1–2 s to unpack). Codes are
ISO 639-1 as the model names them; "und" (undetermined, ISO 639-2) for text without enough
letters to judge.
"""

from __future__ import annotations

import lzma
import os
import re
import shutil
import threading
from array import array
from collections import Counter
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import platformdirs

from llmplan.corpus import native

# the same results from C where built (tests/corpus/test_native.py)
if TYPE_CHECKING:
    from llmplan.corpus.cleaning import _native
else:
    _native = native.cleaning

# Classification costs linear time (py3langid walks the bytes in Python: ~0.1 ms for 200
# characters, 0.5 ms for 2,000): 200 characters from the middle of the document, away from
# letterheads and signatures, are enough (measured on tests/data/language_id: 100 % at 160
# characters and more, 99 % at 80).
SAMPLE_CHARS = 200
MIN_LETTERS = 20
_LETTER = re.compile(r"[^\W\d_]")
UNDETERMINED = "und"

_identifier: Any = None
_lock = threading.Lock()


def _model() -> Any:
    global _identifier
    if _identifier is None:
        with _lock:
            if _identifier is None:
                _identifier = _load()
    return _identifier


def _load() -> Any:
    """The model from an uncompressed copy in the user's cache folder (68 MB; 0.1–0.2 s),
    made on first use from the package's LZMA file (1–2 s, in every worker process)."""
    from py3langid.langid import MODEL_DIR, MODEL_FILE, LanguageIdentifier

    try:
        cached = _cached_model(Path(MODEL_DIR) / MODEL_FILE)
        with np.load(cached, allow_pickle=False) as data:
            # the automaton first (its 39 MB read), then the table
            nextmove = _automaton(data["nextmove"])
            return LanguageIdentifier(
                np.asarray(data["ptc"]),
                np.asarray(data["pc"]),
                data["classes"].tolist(),
                nextmove,
                data["out_feat"].tolist(),
                norm_probs=False,
                tk_row=_to_array(data["nextmove_row"]),
            )
    except (OSError, KeyError, ValueError, lzma.LZMAError):
        # no writable cache folder, or a model of another layout: the package's own loader
        return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=False)


def _cached_model(packed: Path) -> Path:
    version = metadata.version("py3langid")
    target = Path(platformdirs.user_cache_dir("llmplan")) / f"py3langid-{version}-model.npz"
    if not target.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(f".{os.getpid()}.partial")
        with lzma.open(packed) as source, open(partial, "wb") as sink:
            shutil.copyfileobj(source, sink, length=1 << 20)
        try:
            os.replace(partial, target)  # atomic: a parallel worker sees all of it or nothing
        except OSError:
            # Windows: a spawned worker that made it first holds it open; its copy is alike
            partial.unlink(missing_ok=True)
            if not target.is_file():
                raise
    return target


def _automaton(values: np.ndarray) -> memoryview | array:
    """The byte-level automaton as the identifier indexes it: NumPy's own array seen as a
    memoryview of uint32 (no copy; NumPy asks the kernel for huge pages for an array this
    large, so that a walk through its 39 MB misses the TLB far less often than in a
    stdlib array's small pages); else as py3langid's loader makes it."""
    if values.dtype == np.uint32 and values.ndim == 1:
        view = memoryview(np.ascontiguousarray(values).data)
        if view.format == "I":
            return view
    return _to_array(values)


def _to_array(values: np.ndarray) -> array:
    """The stdlib array the identifier's byte-level automaton indexes (as py3langid's
    own loader, `modelio._to_array`, makes it)."""
    typecode = {2: "H", 4: "I", 8: "L"}[values.dtype.itemsize]
    result = array(typecode)
    result.frombytes(np.ascontiguousarray(values).data.cast("B"))  # one copy, not two
    return result


def preload() -> None:
    """Load the model and prepare its walk now (before forking workers, so that they
    inherit both: the walk's tables and bounds take about 0.1 s to make, in every worker
    of every scan otherwise)."""
    native_walk() if _native is not None else _walk_of(_model())


def sample_of(text: str) -> str:
    """The `SAMPLE_CHARS` from the text's middle that its language is judged on."""
    start = max(0, len(text) // 2 - SAMPLE_CHARS // 2)
    return text[start : start + SAMPLE_CHARS]


def identify(text: str) -> str:
    """ISO 639-1 code of the text's language, judged on `SAMPLE_CHARS` from its middle."""
    sample = sample_of(text)
    if _native is not None:
        if not _native.letters_at_least(sample, MIN_LETTERS):
            return UNDETERMINED
    elif len(_LETTER.findall(sample)) < MIN_LETTERS:
        return UNDETERMINED
    model = _model()
    walk = _walk_of(model)
    if walk is None:
        code, _score = model.classify(sample)
        return str(code)
    return walk.classify(sample)


# py3langid's `visit_counts` walks its byte automaton in Python, one byte after the other,
# each step a look-up in a 39 MB table: in a scan, where the tokenizer and the other steps
# have pushed the table out of the caches, that walk cost 150-270 µs a sample, most of the
# language step. Its state after a byte is the longest suffix of the bytes read that
# begins a feature (an Aho-Corasick trie, failure moves folded in), and no state lies deeper
# than `WINDOW` moves from the start (py3langid 0.4's model: 6, found by a breadth-first
# walk of its table): so the state after byte i is the walk from the start over the last
# `WINDOW` bytes up to i. `WINDOW` rounds of one NumPy gather each compute every position's
# state at once (round k: the walk over the last k bytes), with the loads in parallel. The
# features come out in the same order, so the counts and the scores are the identifier's
# own, bit for bit (`tests/corpus/test_cleaning.py` compares them with `visit_counts` and
# `classify` on the ten test languages and on random bytes).
WINDOW = 6
_WALK_VERSIONS = ("0.4.",)  # the model versions whose depth was checked


class _Walk:
    def __init__(self, model: Any) -> None:
        self.model = model
        self._next = np.frombuffer(model.tk_nextmove, dtype=np.uint32)
        self._rowbase = np.asarray(model._rowbase, dtype=np.int64)
        self._out = np.asarray(model.tk_output, dtype=np.int64)
        # for the C walk: the float16 table as its bits, and output buffers reused within
        # a thread (a fresh 200 KB array per sample would be mapped and faulted in anew)
        self._ptc = np.ascontiguousarray(model.nb_ptc).view(np.uint16)
        # rowbase and output side by side, as int32 (where they fit: py3langid 0.4's do)
        fits = max(int(self._rowbase.max(initial=0)), self._next.size) < 2**31
        self._states = (
            np.stack([self._rowbase, self._out], axis=1).astype(np.int32) if fits else None
        )
        self._buffers = threading.local()
        # for the C class: pc, the alias pairs, the bounds on NumPy's float32 rounding
        self._pc = np.ascontiguousarray(model.nb_pc, dtype=np.float32)
        self._aliases = np.asarray(model._alias_pairs, dtype=np.int32).reshape(-1, 2)
        unit = 2.0**-24  # float32's unit roundoff
        self._row_bound = unit * _largest_magnitude(model.nb_ptc, self._ptc)
        self._pc_bound = unit * float(np.abs(self._pc).max(initial=0).astype(np.float64))
        # the C class's arguments after the sample, and the codes, gathered once
        self._tables = (
            *(self._next, self._states, self._ptc, len(model.nb_classes), WINDOW),
            *(self._pc, self._aliases, self._row_bound, self._pc_bound),
        )
        self.codes = [str(code) for code in model.nb_classes]  # by class index

    def features(self, data: bytes) -> np.ndarray:
        """The features the automaton emits on `data`, in order (what `visit_counts`
        counts)."""
        letters = np.frombuffer(data, dtype=np.uint8).astype(np.int64)
        states = np.zeros(letters.size, dtype=np.int64)
        before = np.zeros(letters.size, dtype=np.int64)  # the state one byte earlier
        for _ in range(min(WINDOW, letters.size)):
            before[1:] = states[:-1]
            states = self._next[self._rowbase[before] + letters].astype(np.int64)
        emitted = self._out[states]
        return emitted[emitted >= 0]

    def scores(self, sample: str) -> np.ndarray:
        """`model._decide(sample)`: each class's score, as py3langid 0.4 computes it (not
        normalized to probabilities). The sample's rows of the float16 table are taken
        and widened to float32 before the product: NumPy's product of float32 by float16
        widens them too, one value at a time outside BLAS, at twice the cost, to the very
        same result (the scores compare equal bit for bit, tests/corpus/test_cleaning.py);
        a float32 copy of the whole table would cost 57 MB per process."""
        model = self.model
        data = model._encode(sample)
        if _native is not None and self._states is not None:
            return self._native_scores(data)
        features = self.features(data)
        if features.size:
            visits = Counter(features.tolist())
            rows = np.fromiter(visits.keys(), dtype=np.intp, count=len(visits))
            counts = np.fromiter(visits.values(), dtype=np.float32, count=len(visits))
            table = model.nb_ptc.take(rows, axis=0).astype(np.float32, copy=False)
            scores = np.log1p(counts) @ table + model.nb_pc
        else:
            scores = np.full(len(model.nb_classes), _RAW_FLOOR, dtype=np.float32)
        for first, second in model._alias_pairs:
            scores[first] = max(scores[first], scores[second])
            scores[second] = _RAW_FLOOR
        return scores

    def _native_scores(self, data: bytes) -> np.ndarray:
        """`scores` with the walk, the counts and the widened rows from the C extension:
        the same float32 arrays go into the same NumPy product."""
        model = self.model
        classes = len(model.nb_classes)
        buffers = self._buffers
        rows: np.ndarray | None = getattr(buffers, "rows", None)
        if rows is None or rows.shape[0] < len(data):
            room = max(len(data), 4 * SAMPLE_CHARS)
            buffers.counts = np.empty(room, dtype=np.float32)
            buffers.rows = rows = np.empty((room, classes), dtype=np.float32)
        counts: np.ndarray = buffers.counts
        assert _native is not None and self._states is not None
        found = _native.langid_rows(
            data, self._next, self._states, self._ptc, classes, WINDOW, counts, rows
        )
        if found:
            scores = np.log1p(counts[:found]) @ rows[:found] + model.nb_pc
        else:
            scores = np.full(classes, _RAW_FLOOR, dtype=np.float32)
        for first, second in model._alias_pairs:
            scores[first] = max(scores[first], scores[second])
            scores[second] = _RAW_FLOOR
        return scores

    def code_of(self, index: int, sample: str) -> str:
        """The code of the C extension's class for the sample (`index`: that of
        `_native.document_signals`, or where NumPy's scores decide, or too few letters)."""
        if index == native.LANGUAGE_FEW_LETTERS:
            return UNDETERMINED
        if index < 0:
            return self.codes[int(self.scores(sample).argmax())]
        return self.codes[index]

    def classify(self, sample: str) -> str:
        """`model.classify(sample)`'s language (no minimum confidence). The C extension
        sums the scores itself, in double; where its two best classes are closer than
        NumPy's float32 rounding could move them, NumPy's scores decide."""
        if _native is not None and self._states is not None:
            index = _native.langid_classify(self.model._encode(sample), *self._tables)
            if index >= 0:
                return self.codes[index]
        return self.codes[int(self.scores(sample).argmax())]


def _largest_magnitude(table: np.ndarray, bits: np.ndarray) -> float:
    """`float(np.abs(table).max(initial=0))` of the float16 table (`bits`: its uint16
    view), from the bits: without the sign, a larger finite half has larger bits (an
    integer maximum, a tenth of the float16 one's time); NumPy's own way where an
    infinity or NaN is there."""
    if table.dtype == np.float16 and bits.size:
        largest = int(np.bitwise_and(bits, 0x7FFF).max())
        if largest < 0x7C00:  # finite
            return float(np.array(largest, dtype=np.uint16).view(np.float16))
    return float(np.abs(table).max(initial=0).astype(np.float64))


NativeWalk = _Walk  # what `native_walk` gives: the walk the C extension classifies with

_RAW_FLOOR = float(np.finfo(np.float32).min)
_walks: dict[int, _Walk | None] = {}
_kept: _Walk | None = None  # the walk whose tables the C extension holds (langid_model)


def native_walk() -> _Walk | None:
    """The walk that `_native.document_signals` classifies with (its tables handed to the
    extension on first use), or None where that way is closed (no extension, a model of
    another version or layout)."""
    global _kept
    if _native is None:
        return None
    model = _model()
    if _kept is not None and _kept.model is model:
        return _kept
    walk = _walk_of(model)
    if walk is None or walk._states is None:
        return None
    _native.langid_model(*walk._tables)
    _kept = walk
    return walk


def _walk_of(model: Any) -> _Walk | None:
    """The array walk for this identifier, or None where its model or layout is not the
    one checked (another py3langid version, probabilities, a confidence floor)."""
    key = id(model)
    if key not in _walks:
        names = (
            *("tk_nextmove", "_rowbase", "tk_output", "_encode", "_sparse_score"),
            *("_alias_pairs", "nb_ptc", "nb_classes", "_norm_probs", "min_confidence"),
        )
        usable = (
            metadata.version("py3langid").startswith(_WALK_VERSIONS)
            and all(hasattr(model, name) for name in names)
            and not model._norm_probs
            and model.min_confidence is None
            and getattr(model.tk_nextmove, "itemsize", 0) == 4
        )
        _walks[key] = _Walk(model) if usable else None
    return _walks[key]
