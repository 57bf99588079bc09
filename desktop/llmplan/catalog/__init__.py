"""Bundled catalogues of GPUs, servers and models, validated on load."""

from llmplan.catalog.errors import CatalogError, UnknownIdError
from llmplan.catalog.load import Catalog, load_catalog

__all__ = ["Catalog", "CatalogError", "UnknownIdError", "load_catalog"]
