"""Scenario files: versioned JSON in, validated `Scenario` out; written atomically.

``model`` may be a catalogue id, an inline architecture object, or a path (relative to the
scenario file) to a Hugging Face ``config.json`` or a model folder holding one; a path is
imported into an inline architecture without executing anything from that folder.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from pydantic import ValidationError

from llmplan.core.pilot import PILOT_SCHEMA_VERSION, Pilot
from llmplan.core.scenario import SCHEMA_VERSION, Scenario
from llmplan.file_modes import apply_umask

if TYPE_CHECKING:
    from llmplan.corpus.report import CorpusReport

# the corpus scan behind the plan's tokens, saved beside the scenario's fields: its summary
# (counts per type, interval, skipped reasons), never the documents' text
CORPUS_KEY = "corpus"

# pydantic's own type tags inside union locations, e.g. ('model', 'str')
_UNION_TAGS = {"str", "ModelArch", "int", "float", "function-after[_gpu_or_server()]"}


# A scenario is a few kilobytes; anything near this is not one (and /dev/zero never ends).
MAX_SCENARIO_BYTES = 16 * 1024**2
MAX_PILOT_BYTES = 4 * 1024**2  # a pilot is a few kilobytes too
MAX_NESTING = 32  # objects and lists inside each other; a scenario needs four
MAX_STRING_CHARS = 1_000  # names, ids, currencies; a 1 MB name only slows everything down
# Inputs far outside these magnitudes only overflow the arithmetic downstream.
MAX_MAGNITUDE = 1e18
MIN_NONZERO_MAGNITUDE = 1e-9
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
# What JSON's \uXXXX escapes can make that no UTF-8 output can hold: a lone surrogate; the
# ones for undecodable bytes (surrogateescape) are shown as \xNN, the others as \uXXXX.
_SURROGATE = re.compile("[\ud800-\udfff]")
_NOT_ESCAPED_BYTE = re.compile("[\ud800-\udc7f\udd00-\udfff]")
_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


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
    data = _read_json(file, _printable(str(file)))
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


def load_pilot_file(path: str | os.PathLike[str]) -> Pilot:
    """A pilot JSON (written by `llmplan probe`, or by hand) through the same strict reading
    as a scenario file: a regular file of sensible size, standard JSON without duplicate
    keys, NaN or overflowing numbers, then the `Pilot` model. ScenarioError otherwise."""
    file = Path(path)
    name = _printable(file.name)
    data = _read_json(file, name, what="pilot file", limit=MAX_PILOT_BYTES)
    if isinstance(data, dict) and "schema_version" in data:
        try:
            _check_version(data["schema_version"], PILOT_SCHEMA_VERSION)
        except ScenarioError as error:
            raise ScenarioError(f"{name}: not a pilot ({error})") from None
    try:
        # strict as a scenario: `gpu_count: true` is not one GPU
        return Pilot.model_validate(data, strict=True)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "file"
        raise ScenarioError(f"{name}: not a pilot ({where}: {first['msg']})") from None


def _read_json(
    file: Path, name: str, what: str = "scenario file", limit: int = MAX_SCENARIO_BYTES
) -> Any:
    """The file's strict JSON (parse_strict_json); ScenarioError naming the file otherwise."""
    text = _read_text(file, name, what, limit)
    try:
        return parse_strict_json(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(
            f"{name}: not valid JSON (line {error.lineno}, column {error.colno}): {error.msg}"
        ) from None
    except ScenarioError as error:
        raise ScenarioError(f"{name}: {error}") from None


def _read_text(
    file: Path, name: str, what: str = "scenario file", limit: int = MAX_SCENARIO_BYTES
) -> str:
    """The file's text, read only if it is a regular file of sensible size: a FIFO would
    block, a device never end. O_NONBLOCK makes even the open of a FIFO return at once."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(file, flags)
    except FileNotFoundError:
        raise ScenarioError(f"{name}: {what} not found") from None
    except OSError as error:
        raise ScenarioError(f"{name}: cannot read {what}: {error.strerror}") from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise ScenarioError(f"{name}: not a regular file (a folder, pipe or device)")
        if info.st_size > limit:
            raise ScenarioError(
                f"{name}: too large for a {what} ({info.st_size:,} bytes > {limit:,})"
            )
        data = os.read(descriptor, limit + 1)
    except OSError as error:
        raise ScenarioError(f"{name}: cannot read {what}: {error.strerror}") from None
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise ScenarioError(f"{name}: too large for a {what}")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ScenarioError(f"{name}: not UTF-8 text (byte {error.start:,})") from None


def parse_strict_json(text: str) -> Any:
    """JSON as the standard defines it, and nothing looser: no NaN/Infinity, no number
    that overflows (1e309), no duplicate keys, nesting bounded. ScenarioError otherwise."""
    depth = 0
    for token in _JSON_TOKEN.finditer(text):
        mark = token.group()
        if mark in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise ScenarioError(f"nested too deeply (more than {MAX_NESTING} levels)")
        elif mark in "]}":
            depth -= 1
    return json.loads(
        text,
        object_pairs_hook=_unique_keys,
        parse_constant=_no_constant,
        parse_float=_finite_float,
        parse_int=_bounded_int,
    )


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ScenarioError(f"{_printable(key)[:60]}: duplicate key")
        result[key] = value
    return result


def _no_constant(name: str) -> Any:
    raise ScenarioError(f"{name} is not a number in JSON")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):
        raise ScenarioError(f"number {literal[:40]} is out of range")
    return value


def _bounded_int(literal: str) -> int:
    if len(literal.lstrip("-")) > 30:
        raise ScenarioError(f"number {literal[:40]}... is out of range")
    return int(literal)


def check_values(value: Any, where: str = "") -> None:
    """Strings printable and short, numbers of a magnitude the model can compute with."""
    field = where or "scenario"
    if isinstance(value, dict):
        for key, item in value.items():
            name = f"{where}.{_printable(key)[:60]}" if where else _printable(key)[:60]
            if _SURROGATE.search(key):
                raise ScenarioError(f"{name}: not valid Unicode (a lone surrogate)")
            check_values(item, name)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            check_values(item, f"{field}.{index}")
    elif isinstance(value, str):
        if len(value) > MAX_STRING_CHARS:
            raise ScenarioError(f"{field}: too long ({len(value):,} characters)")
        if _UNPRINTABLE.search(value):
            raise ScenarioError(f"{field}: contains control characters")
        if _SURROGATE.search(value):
            raise ScenarioError(f"{field}: not valid Unicode (a lone surrogate)")
    elif isinstance(value, float | int) and not isinstance(value, bool):
        magnitude = abs(value)
        if magnitude > MAX_MAGNITUDE:
            raise ScenarioError(f"{field}: {value:g} is out of range (at most {MAX_MAGNITUDE:g})")
        if 0 < magnitude < MIN_NONZERO_MAGNITUDE:
            raise ScenarioError(f"{field}: {value:g} is too close to zero")


def _shown(value: Any) -> str:
    text = _printable(repr(value))
    return text if len(text) <= 60 else text[:57] + "..."


def _printable(text: str) -> str:
    """No control or bidi characters, no lone surrogates on a terminal or in JSON."""
    text = _NOT_ESCAPED_BYTE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
    text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return _UNPRINTABLE.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def scenario_from_dict(data: Any, base_dir: Path | None = None) -> Scenario:
    """Validate a parsed scenario; ``base_dir`` resolves a relative model path."""
    if not isinstance(data, dict):
        raise ScenarioError("scenario: expected a JSON object")
    data = {key: value for key, value in data.items() if key != CORPUS_KEY}
    _check_version(data.get("schema_version", SCHEMA_VERSION), SCHEMA_VERSION)
    check_values(data)
    model = data.get("model")
    if isinstance(model, str) and _looks_like_path(model, base_dir):
        data = {**data, "model": _import_model(model, base_dir)}
    try:
        # strict: `tokens: true` is not one token, "1e10" in quotes is not a number
        return Scenario.model_validate(data, strict=True)
    except ValidationError as error:
        raise ScenarioError(describe_validation_error(error)) from None


def _check_version(version: Any, supported: int) -> None:
    """The file's schema_version is the number `supported`: JSON's `true` equals 1 in
    Python, so a boolean is refused by its type before the numbers are compared."""
    if isinstance(version, bool) or not isinstance(version, int):
        raise ScenarioError(
            f"schema_version: must be a whole number, {supported} (got {_shown(version)})"
        )
    if version != supported:
        raise ScenarioError(
            f"schema_version: {version!r} is not supported; this version of llmplan reads "
            f"schema_version {supported}"
        )


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
    except RecursionError:
        raise ScenarioError(
            f"model: cannot import {_printable(str(path))}: nested too deeply"
        ) from None
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
        # an unknown field's name is the file's: no terminal escapes, not a megabyte long
        field = _printable(".".join(loc))[:80] or "scenario"
        line = f"{field}: {_reason(problem)}"
        if line not in lines:
            lines.append(line)
    return "; ".join(lines)


def _reason(problem: Any) -> str:
    kind = problem["type"]
    ctx = problem.get("ctx") or {}
    given = problem.get("input")
    if kind == "greater_than_equal":
        return f"must be ≥ {ctx['ge']} (got {_shown(given)})"
    if kind == "greater_than":
        return f"must be > {ctx['gt']} (got {_shown(given)})"
    if kind == "less_than_equal":
        return f"must be ≤ {ctx['le']} (got {_shown(given)})"
    if kind == "less_than":
        return f"must be < {ctx['lt']} (got {_shown(given)})"
    if kind == "literal_error":
        return f"must be one of {ctx['expected']} (got {_shown(given)})"
    if problem["loc"][:1] == ("model",) and kind in ("string_type", "model_type"):
        return "must be a catalogue id, a path to a config.json, or an architecture object"
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "required"
    if kind in ("float_parsing", "float_type", "int_parsing", "int_type", "int_from_float"):
        whole = " (whole)" if kind.startswith("int") else ""
        return f"must be a number{whole} (got {_printable(repr(given))[:60]})"
    if kind in ("string_type", "bool_type", "list_type", "dict_type", "model_type"):
        return f"{problem['msg'].lower()} (got {_printable(repr(given))[:60]})"
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


def with_archive_bytes(scenario: Scenario, corpus: CorpusReport) -> Scenario:
    """Data preparation planned for the archive the plan's tokens come from (its stated size,
    or the scanned sample scaled to them), unless the scenario states its own size. The
    command line's report and the window plan with it alike."""
    from llmplan.core.run.timeline import archive_bytes

    timeline = scenario.timeline
    if timeline.corpus_bytes not in (None, float(corpus.bytes_total)):
        return scenario  # the user's own figure
    archive = (corpus.archive or {}).get(corpus.primary_tokenizer)
    size = archive_bytes(
        sample_bytes=float(corpus.bytes_total),
        sample_tokens=corpus.plan_tokens,
        trainable_tokens=scenario.tokens,
        stated_archive_bytes=float(sum(archive.bytes_by_type.values())) if archive else None,
    )
    return scenario.model_copy(
        update={"timeline": timeline.model_copy(update={"corpus_bytes": size})}
    )
