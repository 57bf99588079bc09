"""Scenario files: versioned JSON in, validated `Scenario` out; written atomically.

``model`` may be a catalogue id, an inline architecture object, or a path (relative to the
scenario file) to a Hugging Face ``config.json`` or a model folder holding one; a path is
imported into an inline architecture without executing anything from that folder.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from pydantic import ValidationError

from llmplan.core.scenario import SCHEMA_VERSION, Scenario
from llmplan.file_modes import apply_umask

if TYPE_CHECKING:
    from llmplan.corpus.report import CorpusReport

# the corpus scan behind the plan's tokens, saved beside the scenario's fields: its summary
# (counts per type, interval, skipped reasons), never the documents' text
CORPUS_KEY = "corpus"

# pydantic's own type tags inside union locations, e.g. ('model', 'str')
_UNION_TAGS = {"str", "ModelArch", "int", "float", "function-after[_gpu_or_server()]"}


class ScenarioError(ValueError):
    """A scenario file that cannot be read or is invalid; the message names the field."""


class ScenarioFile(NamedTuple):
    """What a scenario file holds: the scenario and, if one was saved, its corpus scan."""

    scenario: Scenario
    corpus: CorpusReport | None


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    return load_scenario_file(path).scenario


def load_scenario_file(path: str | os.PathLike[str]) -> ScenarioFile:
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ScenarioError(f"{file}: scenario file not found") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ScenarioError(f"{file}: cannot read scenario file: {error}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(
            f"{file}: not valid JSON (line {error.lineno}, column {error.colno}): {error.msg}"
        ) from None
    corpus = corpus_from_dict(data.get(CORPUS_KEY)) if isinstance(data, dict) else None
    return ScenarioFile(scenario_from_dict(data, base_dir=file.parent), corpus)


def corpus_from_dict(data: Any) -> CorpusReport | None:
    """The saved corpus summary, validated (None when the file holds none)."""
    if data is None:
        return None
    from llmplan.corpus.report import CorpusReport

    try:
        return CorpusReport.model_validate(data)
    except ValidationError as error:
        reasons = describe_validation_error(error).replace("; ", f"; {CORPUS_KEY}.")
        raise ScenarioError(f"{CORPUS_KEY}.{reasons}") from None


def scenario_from_dict(data: Any, base_dir: Path | None = None) -> Scenario:
    """Validate a parsed scenario; ``base_dir`` resolves a relative model path."""
    if not isinstance(data, dict):
        raise ScenarioError("scenario: expected a JSON object")
    data = {key: value for key, value in data.items() if key != CORPUS_KEY}
    version = data.get("schema_version", SCHEMA_VERSION)
    if version != SCHEMA_VERSION:
        raise ScenarioError(
            f"schema_version: {version!r} is not supported; this version of llmplan reads "
            f"schema_version {SCHEMA_VERSION}"
        )
    model = data.get("model")
    if isinstance(model, str) and _looks_like_path(model, base_dir):
        data = {**data, "model": _import_model(model, base_dir)}
    try:
        return Scenario.model_validate(data)
    except ValidationError as error:
        raise ScenarioError(describe_validation_error(error)) from None


def _looks_like_path(value: str, base_dir: Path | None) -> bool:
    # catalogue ids are lowercase words with hyphens and dots, never a path separator
    if "/" in value or "\\" in value or value.endswith(".json"):
        return True
    return base_dir is not None and (base_dir / value).exists()


def _import_model(value: str, base_dir: Path | None) -> Any:
    from llmplan.catalog.hf_config import import_hf_config

    path = Path(value).expanduser()
    if not path.is_absolute() and base_dir is not None:
        path = base_dir / path
    if not path.exists():
        raise ScenarioError(f"model: no such file or folder: {path}")
    try:
        return import_hf_config(path)
    except (ValueError, OSError) as error:
        raise ScenarioError(f"model: cannot import {path}: {error}") from None


def describe_validation_error(error: ValidationError) -> str:
    """One 'field: reason' per problem, e.g. 'hardware.count: must be ≥ 1'."""
    problems = error.errors()
    # a union field (model: id or object) reports every branch; keep the informative ones
    if any(len(p["loc"]) > 2 for p in problems):
        problems = [p for p in problems if not (len(p["loc"]) == 2 and p["loc"][1] == "str")]
    lines: list[str] = []
    for problem in problems:
        loc = [str(part) for part in problem["loc"] if str(part) not in _UNION_TAGS]
        field = ".".join(loc) or "scenario"
        line = f"{field}: {_reason(problem)}"
        if line not in lines:
            lines.append(line)
    return "; ".join(lines)


def _reason(problem: Any) -> str:
    kind = problem["type"]
    ctx = problem.get("ctx") or {}
    given = problem.get("input")
    if kind == "greater_than_equal":
        return f"must be ≥ {ctx['ge']} (got {given!r})"
    if kind == "greater_than":
        return f"must be > {ctx['gt']} (got {given!r})"
    if kind == "less_than_equal":
        return f"must be ≤ {ctx['le']} (got {given!r})"
    if kind == "less_than":
        return f"must be < {ctx['lt']} (got {given!r})"
    if kind == "literal_error":
        return f"must be one of {ctx['expected']} (got {given!r})"
    if problem["loc"][:1] == ("model",) and kind in ("string_type", "model_type"):
        return "must be a catalogue id, a path to a config.json, or an architecture object"
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "required"
    if kind in ("float_parsing", "float_type", "int_parsing", "int_type", "int_from_float"):
        return f"must be a number{' (whole)' if kind.startswith('int') else ''} (got {given!r})"
    message = str(problem["msg"])
    return message.removeprefix("Value error, ")


def scenario_to_json(scenario: Scenario, corpus: CorpusReport | None = None) -> str:
    data = scenario.model_dump(mode="json")
    if corpus is not None:
        data[CORPUS_KEY] = corpus.model_dump(mode="json")
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def save_scenario(
    scenario: Scenario, path: str | os.PathLike[str], corpus: CorpusReport | None = None
) -> None:
    """Write atomically (a temporary file in the same folder, then os.replace), with the
    mode the user's umask gives a new file; `corpus` is the scan summary saved beside it."""
    target = Path(path)
    text = scenario_to_json(scenario, corpus)
    temp_name: str | None = None
    try:
        with tempfile.NamedTemporaryFile(
            "w",
            encoding="utf-8",
            dir=target.parent,
            prefix=f".{target.name}.",
            suffix=".tmp",
            delete=False,
        ) as handle:
            temp_name = handle.name
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        apply_umask(temp_name)
        os.replace(temp_name, target)
    except BaseException:
        if temp_name is not None:
            Path(temp_name).unlink(missing_ok=True)
        raise
