"""The bundled tokenizers as data: `resources/tokenizers/tokenizers.json`, read and validated
once, without loading any tokenizer engine — what the window lists in its choices, while
`llmplan.corpus.tokenizers` (fastokens, tiktoken, HF) loads when a scan counts."""

from __future__ import annotations

import difflib
import json
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from llmplan.resources import resource_path


class TokenizerNotFound(LookupError):
    """No bundled tokenizer with that id and no tokenizer file at that path."""


class TokenizerInfo(BaseModel):
    """One bundled tokenizer as listed in ``resources/tokenizers/tokenizers.json``."""

    model_config = ConfigDict(frozen=True)

    id: str
    name: str
    vocab_size: int
    format: str  # hf-json | tekken | sentencepiece
    licence_path: Path
    source: str
    note: str = ""
    serves: list[str] = []
    model_licence: str = ""
    model_licence_path: Path | None = None  # full model licence text where we ship it
    file: str = ""  # relative to resources/tokenizers/
    sha256: str = ""  # of the uncompressed upstream file
    fast_path: bool = False  # tiktoken engine, proven count-identical to HF by the tests


@cache
def tokenizer_registry() -> dict[str, TokenizerInfo]:
    root = resource_path("tokenizers")
    entries = json.loads((root / "tokenizers.json").read_text("utf-8"))["tokenizers"]
    infos = [
        TokenizerInfo(
            licence_path=root / e["licence_file"],
            model_licence_path=root / e["model_licence_file"]
            if e.get("model_licence_file")
            else None,
            **_without(e, "licence_file", "model_licence_file"),
        )
        for e in entries
    ]
    return {info.id: info for info in infos}


def _without(entry: dict[str, object], *keys: str) -> dict[str, object]:
    known = set(TokenizerInfo.model_fields)
    return {k: v for k, v in entry.items() if k not in keys and k in known}


def available_tokenizers() -> list[TokenizerInfo]:
    """The bundled tokenizers, in registry order."""
    return list(tokenizer_registry().values())


def tokenizer_file(tokenizer_id: str) -> Path:
    """Path of a bundled tokenizer's (compressed) file."""
    return resource_path("tokenizers", registry_entry(tokenizer_id).file)


def registry_entry(tokenizer_id: str) -> TokenizerInfo:
    registry = tokenizer_registry()
    if tokenizer_id in registry:
        return registry[tokenizer_id]
    ids = sorted(registry)
    close = difflib.get_close_matches(tokenizer_id.lower(), ids, n=1, cutoff=0.4)
    hint = f" Did you mean {close[0]!r}?" if close else ""
    raise TokenizerNotFound(
        f"No tokenizer {tokenizer_id!r}: not a bundled id and no tokenizer file at that path."
        f"{hint} Available ids: {', '.join(ids)}; or give a path to a tokenizer.json, "
        "tekken.json, tokenizer.model or a model folder containing one."
    )
