"""The bundled real tokenizers and the user's own: find, load (cached) and count tokens.

Public API used by the corpus scanner and the GUI:
``available_tokenizers()``, ``load_tokenizer(spec)``, ``TokenCounter``, ``TokenizerNotFound``.
Counting never falls back to an estimate (no "characters / 4") and never touches the network.

Engines, fastest first: fastokens for the ids it is proven exact on
(`llmplan.corpus.fastokens_engine`), the tiktoken fast path for entries marked ``fast_path``
(`llmplan.corpus.fast_bpe`), else the tokenizer's own library
(`llmplan.corpus.tokenizer_engines`). This module sits above all three; they never import it.
A counter pickles as its spec (registered here with `copyreg`), so a worker process re-loads
it (cached there) instead of receiving megabytes of vocabulary.
"""

from __future__ import annotations

import copyreg
import json
import threading
from collections.abc import Callable
from pathlib import Path

from llmplan.corpus.fast_bpe import FastBpeCounter, fast_bpe_counter
from llmplan.corpus.fastokens_engine import EXACT_IDS, FastokensCounter, fastokens_counter
from llmplan.corpus.tokenizer_engines import (
    HfCounter,
    SentencePieceCounter,
    TiktokenCounter,
    TokenCounter,
    is_tekken_json,
    open_engine,
    read_tokenizer_bytes,
)
from llmplan.corpus.tokenizer_registry import (
    TokenizerInfo,
    TokenizerNotFound,
    available_tokenizers,
    registry_entry,
    tokenizer_file,
    tokenizer_registry,
)

__all__ = [
    "FastBpeCounter",
    "FastokensCounter",
    "HfCounter",
    "SentencePieceCounter",
    "TiktokenCounter",
    "TokenCounter",
    "TokenizerInfo",
    "TokenizerNotFound",
    "available_tokenizers",
    "clear_tokenizer_cache",
    "load_in_background",
    "load_tokenizer",
    "tokenizer_file",
]

# File names looked for in a model folder, in order of preference.
_FOLDER_FILES = ("tokenizer.json", "tekken.json", "tokenizer.model")


_LOCK = threading.Lock()
_CACHE: dict[str, TokenCounter] = {}
_LOADING: dict[str, threading.Thread] = {}  # started by load_in_background, not yet joined


def load_tokenizer(spec: str | Path) -> TokenCounter:
    """A token counter for a bundled id (``"llama-3.1"``) or a user's file / model folder.

    Cached per spec within the process. Raises ``TokenizerNotFound`` for an unknown id or a
    path without a tokenizer, ``ValueError`` for a file that is not a readable tokenizer.
    A load begun by `load_in_background` is waited for, and its thread ended.
    """
    key = str(spec)
    with _LOCK:
        loading = _LOADING.get(key)
    if loading is not None:
        # joined before returning: a caller that forks next must find no other thread
        loading.join()
        with _LOCK:
            _LOADING.pop(key, None)
    with _LOCK:
        if key not in _CACHE:
            _CACHE[key] = _load_uncached(key)
        return _CACHE[key]


def load_in_background(spec: str | Path, *, quick_load: bool = False) -> None:
    """Begin loading `spec` on a thread, for a later `load_tokenizer(spec)`. fastokens
    builds its tables without holding the GIL (about a second for a 128K vocabulary), so
    on a second core the imports and preparations of a scan go on meanwhile. A spec that
    does not load is left to `load_tokenizer`, which raises its error.

    `quick_load`: for a small input, the engine that loads fastest rather than the one
    that counts fastest. fastokens builds its tables from the merges (1.4 s for Llama 3's
    280,147 here), the tiktoken path or HF `tokenizers` in a third of that; every engine
    of a bundled id counts the same tokens (`tests/corpus/test_tokenizers.py`), so only
    the time changes. The counter is this process's for `spec` from then on (forked
    readers inherit it; a small input is read here where readers must be spawned)."""
    key = str(spec)
    with _LOCK:
        if key in _CACHE or key in _LOADING:
            return
        thread = threading.Thread(
            target=_load_into_cache, args=(key, quick_load), name=f"load {key}", daemon=True
        )
        _LOADING[key] = thread
    thread.start()


def _load_into_cache(key: str, quick_load: bool = False) -> None:
    try:
        counter = _load_uncached(key, quick_load=quick_load)
    except Exception:  # noqa: BLE001 - load_tokenizer loads it again and raises the error
        return
    with _LOCK:
        _CACHE.setdefault(key, counter)


def clear_tokenizer_cache() -> None:
    """Forget loaded counters (e.g. after the user replaced their tokenizer file)."""
    with _LOCK:
        loading = list(_LOADING.values())
        _LOADING.clear()
    for thread in loading:
        thread.join()
    with _LOCK:
        _CACHE.clear()


def _load_uncached(spec: str, quick_load: bool = False) -> TokenCounter:
    if spec in tokenizer_registry():
        info = tokenizer_registry()[spec]
        path = tokenizer_file(spec)
        if spec in EXACT_IDS and not quick_load:
            text = read_tokenizer_bytes(path).decode("utf-8")
            fast = fastokens_counter(text, spec, info.name, lambda: _classic_engine(info, path))
            if fast is not None:
                return fast
        return _classic_engine(info, path)
    path = Path(spec).expanduser()
    if not path.exists():
        registry_entry(spec)  # raises with the list of ids and the closest match
    file = _tokenizer_in(path) if path.is_dir() else path
    try:
        return open_engine(_format_of(file), file, spec=spec, name=_display_name(file))
    except Exception as exc:  # the libraries raise bare Exception on malformed user files
        raise ValueError(f"{file} is not a readable tokenizer: {exc}") from exc


def _classic_engine(info: TokenizerInfo, path: Path) -> TokenCounter:
    """The engine of a bundled tokenizer without fastokens."""
    if info.fast_path:
        return fast_bpe_counter(path, spec=info.id, name=info.name)
    return open_engine(info.format, path, spec=info.id, name=info.name)


def _reduce_counter(counter: TokenCounter) -> tuple[Callable[[str], TokenCounter], tuple[str]]:
    # Re-load by spec in the receiving process; load_tokenizer caches per process.
    return (load_tokenizer, (counter.id,))


for _engine in (FastokensCounter, FastBpeCounter, HfCounter, TiktokenCounter, SentencePieceCounter):
    copyreg.pickle(_engine, _reduce_counter)


def _tokenizer_in(folder: Path) -> Path:
    for name in _FOLDER_FILES:
        for candidate in (folder / name, folder / f"{name}.zst"):
            if candidate.is_file():
                return candidate
    # Mistral ships e.g. tokenizer.model.v3 / tekken_240718.json in its model folders.
    for pattern in ("tekken*.json", "tokenizer.model.v*"):
        found = sorted(folder.glob(pattern))
        if found:
            return found[0]
    raise TokenizerNotFound(
        f"No tokenizer in folder {folder}: expected one of {', '.join(_FOLDER_FILES)}."
    )


def _format_of(file: Path) -> str:
    name = file.name.removesuffix(".zst")
    if ".model" in name:
        return "sentencepiece"
    if name.endswith(".json"):
        data = json.loads(read_tokenizer_bytes(file))
        if not isinstance(data, dict):
            raise ValueError("JSON is not an object")
        return "tekken" if is_tekken_json(data) else "hf-json"
    raise ValueError(f"unknown tokenizer file type: {file.name}")


def _display_name(file: Path) -> str:
    return f"{file.parent.name}/{file.name}" if file.parent.name else file.name
