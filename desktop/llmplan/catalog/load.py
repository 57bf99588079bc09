"""Load the bundled catalogues (resources/catalog/*.json) and look entries up by id."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from llmplan.catalog.errors import CatalogError, UnknownIdError
from llmplan.catalog.schema import (
    GPU,
    ModelArch,
    NoPublicPrice,
    PriceBookFile,
    PriceEntry,
    ReferenceRates,
    Server,
)
from llmplan.resources import resource_path

EntryT = TypeVar("EntryT", bound=BaseModel)

# file name -> the key holding its list of entries
GPU_FILE = "gpus.json"
SERVER_FILE = "servers.json"
MODEL_FILE = "models.json"


class Catalog(BaseModel):
    """GPUs, servers and models by id. Treat as read-only: the bundled one is shared (cached)."""

    gpus: dict[str, GPU]
    servers: dict[str, Server]
    models: dict[str, ModelArch]

    def gpu(self, id: str) -> GPU:
        return _lookup(self.gpus, "GPU", id)

    def server(self, id: str) -> Server:
        return _lookup(self.servers, "server", id)

    def model(self, id: str) -> ModelArch:
        return _lookup(self.models, "model", id)

    def with_custom(
        self,
        gpus: Iterable[GPU] = (),
        servers: Iterable[Server] = (),
        models: Iterable[ModelArch] = (),
    ) -> Catalog:
        """A new catalogue that also holds user-defined entries (same id replaces bundled)."""
        merged = Catalog(
            gpus={**self.gpus, **{g.id: g for g in gpus}},
            servers={**self.servers, **{s.id: s for s in servers}},
            models={**self.models, **{m.id: m for m in models}},
        )
        _check_server_gpus(merged, source="custom entries")
        return merged


def _lookup(entries: Mapping[str, EntryT], kind: str, id: str) -> EntryT:
    try:
        return entries[id]
    except KeyError:
        # ids are lowercase; forgive "H200-NVL" and surrounding blanks
        normalised = id.strip().lower()
        if normalised in entries:
            return entries[normalised]
        raise UnknownIdError.for_id(kind, id, search_names(entries)) from None


def search_names(entries: Mapping[str, BaseModel]) -> dict[str, list[str]]:
    """What a person may call each entry besides its id: its display name and, for a GPU,
    its memory size ("80 GB"), so a typo is matched by any of them."""
    names: dict[str, list[str]] = {}
    for key, entry in entries.items():
        memory = getattr(entry, "memory_gb", None)
        names[key] = [str(getattr(entry, "name", "")), f"{memory:g} GB" if memory else ""]
    return names


@cache
def load_catalog() -> Catalog:
    """The bundled catalogue, validated once per process."""
    return load_catalog_from(resource_path("catalog"))


def load_catalog_from(folder: Path) -> Catalog:
    """Read and validate gpus.json, servers.json and models.json from ``folder``."""
    catalog = Catalog(
        gpus=_load_entries(folder / GPU_FILE, GPU),
        servers=_load_entries(folder / SERVER_FILE, Server),
        models=_load_entries(folder / MODEL_FILE, ModelArch),
    )
    _check_server_gpus(catalog, source=str(folder / SERVER_FILE))
    return catalog


def _read_json(path: Path, what: str) -> Any:
    """The JSON in `path`; a `CatalogError` naming `what` when it cannot be read, except
    FileNotFoundError, which the callers answer each their own way."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CatalogError(f"{path}: cannot read {what}: {error}") from None


def _read_entry_list(path: Path, what: str) -> list[Any] | None:
    """The JSON list of entries in `path`; None when the file does not exist."""
    try:
        raw = _read_json(path, what)
    except FileNotFoundError:
        return None
    if not isinstance(raw, list):
        raise CatalogError(f"{path}: expected a JSON list of entries")
    return raw


def _load_entries(path: Path, model: type[EntryT]) -> dict[str, EntryT]:
    raw = _read_entry_list(path, "catalogue")
    if raw is None:
        raise CatalogError(f"{path}: catalogue file not found")
    entries: dict[str, EntryT] = {}
    for index, item in enumerate(raw):
        entry_id = _entry_label(item, index)
        try:
            entry = model.model_validate(item)
        except ValidationError as error:
            raise CatalogError(f"{path}: entry {entry_id}: {_describe(error)}") from None
        key = str(getattr(entry, "id"))  # noqa: B009  (every catalogue entry has an id)
        if len(str(getattr(entry, "source", "")).strip()) < 3:  # optional for your own model
            raise CatalogError(
                f"{path}: entry {entry_id}: source: Field required (a catalogue entry names "
                "its source)"
            )
        if key in entries:
            raise CatalogError(f"{path}: entry {entry_id}: duplicate id")
        entries[key] = entry
    return entries


def _entry_label(item: Any, index: int) -> str:
    if isinstance(item, dict) and isinstance(item.get("id"), str):
        return f"'{item['id']}'"
    return f"#{index}"


def _describe(error: ValidationError) -> str:
    """'field.sub: reason' for each problem, e.g. "memory_gb: Input should be greater than 0"."""
    parts = []
    for problem in error.errors():
        field = ".".join(str(p) for p in problem["loc"]) or "(entry)"
        parts.append(f"{field}: {problem['msg']}")
    return "; ".join(parts)


def _check_server_gpus(catalog: Catalog, source: str) -> None:
    """A server must name a GPU that exists, or every plan on it would fail later."""
    for server in catalog.servers.values():
        if server.gpu not in catalog.gpus:
            suggestions = UnknownIdError.for_id("GPU", server.gpu, search_names(catalog.gpus))
            raise CatalogError(f"{source}: entry '{server.id}': gpu: {suggestions}")


# ---- Prices (advisor branch) -------------------------------------------------------------

PRICE_FILE = "prices.json"
PriceKey = tuple[str, str]  # ("server" | "gpu", catalogue id)
PriceBook = dict[PriceKey, PriceEntry]  # what load_prices() returns


DEFAULT_STALE_AFTER_MONTHS = 12  # a price book written as a bare list of entries


@cache
def load_prices() -> dict[PriceKey, PriceEntry]:
    """The bundled price book, validated once per process; ids checked against the catalogue."""
    return load_prices_from(resource_path("catalog"), load_catalog())


@cache
def stale_after_months() -> int:
    """How old (months, against the plan date) a bundled price may be before it is stale."""
    return _price_book_file(resource_path("catalog") / PRICE_FILE)[0]


def _price_book_file(path: Path) -> tuple[int, list[Any] | None]:
    """(stale_after_months, the entries) of a price book: an object with both, or a bare list."""
    try:
        raw = _read_json(path, "price book")
    except FileNotFoundError:
        return DEFAULT_STALE_AFTER_MONTHS, None
    if isinstance(raw, list):
        return DEFAULT_STALE_AFTER_MONTHS, raw
    try:
        book = PriceBookFile.model_validate(raw)
    except ValidationError as error:
        raise CatalogError(f"{path}: {_describe(error)}") from None
    return book.stale_after_months, list(book.entries)


@cache
def no_public_prices() -> dict[str, NoPublicPrice]:
    """The servers the bundled book found no public purchase price for, by id (ids checked
    against the catalogue)."""
    path = resource_path("catalog") / PRICE_FILE
    try:
        raw = _read_json(path, "price book")
    except FileNotFoundError:
        return {}
    if isinstance(raw, list):
        return {}
    try:
        book = PriceBookFile.model_validate(raw)
    except ValidationError as error:
        raise CatalogError(f"{path}: {_describe(error)}") from None
    servers = load_catalog().servers
    notes: dict[str, NoPublicPrice] = {}
    for item in book.no_public_price:
        if item.server not in servers:
            suggestion = UnknownIdError.for_id("server", item.server, search_names(servers))
            raise CatalogError(f"{path}: no_public_price '{item.server}': {suggestion}")
        notes[item.server] = item
    return notes


def load_prices_from(folder: Path, catalog: Catalog) -> dict[PriceKey, PriceEntry]:
    return load_price_book(folder / PRICE_FILE, catalog)


def load_price_book(path: Path, catalog: Catalog) -> dict[PriceKey, PriceEntry]:
    """A price book file of any name (e.g. the tests' book of seed 003's rents), validated as
    the bundled one is; {} when the file does not exist."""
    raw = _price_book_file(path)[1]
    if raw is None:
        return {}  # no price book: every price is unknown (the user may enter them)
    prices: dict[PriceKey, PriceEntry] = {}
    for index, item in enumerate(raw):
        label = f"#{index}"
        if isinstance(item, dict):
            label = f"'{item.get('server') or item.get('gpu') or index}'"
        try:
            entry = PriceEntry.model_validate(item)
        except ValidationError as error:
            raise CatalogError(f"{path}: entry {label}: {_describe(error)}") from None
        kind, id = entry.key
        known = catalog.servers if kind == "server" else catalog.gpus
        if id not in known:
            suggestion = UnknownIdError.for_id(
                kind if kind == "server" else "GPU", id, search_names(known)
            )
            raise CatalogError(f"{path}: entry {label}: {kind}: {suggestion}")
        if entry.key in prices:
            raise CatalogError(f"{path}: entry {label}: duplicate {kind}")
        prices[entry.key] = entry
    return prices


# ---- Reference exchange rates --------------------------------------------------------------

RATES_FILE = "exchange_rates.json"


@cache
def load_reference_rates() -> ReferenceRates | None:
    """The bundled reference exchange rates (ECB), validated once per process."""
    return load_reference_rates_from(resource_path("catalog"))


def load_reference_rates_from(folder: Path) -> ReferenceRates | None:
    """None when the file does not exist (then only the user's own rates convert)."""
    path = folder / RATES_FILE
    try:
        raw = _read_json(path, "exchange rates")
    except FileNotFoundError:
        return None
    try:
        return ReferenceRates.model_validate(raw)
    except ValidationError as error:
        raise CatalogError(f"{path}: {_describe(error)}") from None
