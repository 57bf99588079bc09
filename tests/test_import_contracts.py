"""The import contracts in pyproject.toml (run by `lint-imports` in .ci/run) name every
module of the package: a new module outside every layer would be checked by nothing."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "desktop" / "llmplan"
QT_MODULES = {"gui", "charts", "report", "commands", "cli", "selftest", "__main__"}


def _contracts() -> list[dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts: list[dict[str, object]] = config["tool"]["importlinter"]["contracts"]
    return contracts


def _contract(name: str) -> dict[str, object]:
    return next(c for c in _contracts() if c["name"] == name)


def _children(folder: Path) -> set[str]:
    """The modules and sub-packages directly inside a package folder."""
    modules = {p.stem for p in folder.glob("*.py") if p.stem != "__init__"}
    packages = {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}
    return modules | packages


def _layered(contract: str, prefix: str) -> set[str]:
    layers = _contract(contract)["layers"]
    assert isinstance(layers, list)
    named = {part.strip() for layer in layers for part in str(layer).split("|")}
    return {name.removeprefix(prefix) for name in named}


def test_every_module_of_the_package_is_in_a_layer() -> None:
    assert _children(PACKAGE) == _layered("one-way layers", "llmplan.")


def test_every_part_of_the_core_is_in_a_core_layer() -> None:
    assert _children(PACKAGE / "core") == _layered(
        "one-way layers inside the core", "llmplan.core."
    )


def test_everything_outside_the_views_and_commands_is_kept_free_of_qt() -> None:
    sources = _contract("Qt only in charts, report, gui and the commands")["source_modules"]
    assert isinstance(sources, list)
    assert {s.removeprefix("llmplan.") for s in sources} == _children(PACKAGE) - QT_MODULES


def test_no_import_circles_anywhere_in_the_package() -> None:
    circles = _contract("no import circles")
    assert circles["type"] == "acyclic_siblings" and circles["ancestors"] == ["llmplan"]
