"""Helpers for the core tests: plan a scenario against the bundled catalogue."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from llmplan.catalog.load import Catalog, load_catalog
from llmplan.core.plan import plan
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalog()


@pytest.fixture
def run_plan(catalog: Catalog) -> Callable[..., PlanResult]:
    """plan(Scenario(**fields)) against the bundled catalogue."""

    def _run(**fields: Any) -> PlanResult:
        return plan(Scenario.model_validate(fields), catalog)

    return _run
