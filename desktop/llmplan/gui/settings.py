"""User preferences and window state, persisted with QSettings (an INI file per user).

Where each platform keeps an app's files (platformdirs): the settings (preferences, recent
files, the window) in the user's configuration folder, which roams with a Windows profile —
Linux $XDG_CONFIG_HOME/llmplan (~/.config/llmplan), Windows %APPDATA%\\llmplan, macOS
~/Library/Application Support/llmplan — each as llmplan.ini; the autosaved scenario, which
carries a whole scan's report, in the user's data folder — Linux $XDG_DATA_HOME/llmplan
(~/.local/share/llmplan), Windows %LOCALAPPDATA%\\llmplan, macOS as the settings. Versions
before kept the autosave beside the settings; it is moved on the first start. Tests pass
their own settings file, and then the autosave lives beside it.
"""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path
from typing import Literal

import platformdirs
from platformdirs.api import PlatformDirsABC
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from PySide6.QtCore import QByteArray, QSettings

from llmplan.core.scenario import CostAssumptions

SETTINGS_SCHEMA_VERSION = 1
MAX_RECENT_FILES = 8
APP_NAME = "llmplan"
SETTINGS_FILE = "llmplan.ini"
AUTOSAVE_NAME = "autosave_scenario.json"

Language = Literal["en", "de"]
_COSTS = CostAssumptions()


class Preferences(BaseModel):
    """What Edit → Preferences edits; cost figures are the defaults for new scenarios."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    memory_unit: Literal["GB", "GiB"] = "GiB"
    # the defaults of a new scenario's costs, as the core defines them
    currency: str = Field(_COSTS.currency, min_length=1, max_length=8)
    electricity_price_per_kwh: float = Field(_COSTS.electricity_price_per_kwh, ge=0)
    grid_gco2_per_kwh: float = Field(_COSTS.grid_gco2_per_kwh, ge=0)
    # what one unit of another currency is worth in `currency`, as typed: "USD=0.86; GBP=1.17"
    exchange_rates: str = Field("", max_length=500)
    # what owning bought hardware costs beside its price (buy against rent)
    depreciation_years: float = Field(_COSTS.ownership.depreciation_years, gt=0, le=30)
    residual_fraction: float = Field(_COSTS.ownership.residual_fraction, ge=0, lt=1)
    hosting_per_month: float = Field(_COSTS.ownership.hosting_per_month, ge=0)
    language: Language = "en"


class AppSettings:
    """Typed access to the persisted settings; one instance per application."""

    def __init__(self, path: Path | None = None) -> None:
        if path is None:
            settings_folder, data_folder = app_folders()
            path = settings_folder / SETTINGS_FILE
            self.autosave_file = data_folder / AUTOSAVE_NAME
            _move_old_autosave(settings_folder / AUTOSAVE_NAME, self.autosave_file)
        else:
            self.autosave_file = path.parent / AUTOSAVE_NAME
        self._qsettings = QSettings(str(path), QSettings.Format.IniFormat)
        self._migrate()

    def _migrate(self) -> None:
        # Nothing to migrate yet; the version is written so later releases can.
        self._qsettings.setValue("schema_version", SETTINGS_SCHEMA_VERSION)

    @property
    def file_name(self) -> str:
        return self._qsettings.fileName()

    # ---- Preferences
    def preferences(self) -> Preferences:
        raw = {key: self._qsettings.value(f"preferences/{key}") for key in Preferences.model_fields}
        present = {key: value for key, value in raw.items() if value is not None}
        try:
            return Preferences.model_validate(present)
        except ValidationError:
            return Preferences()  # a hand-edited, broken file must not stop the app

    def set_preferences(self, preferences: Preferences) -> None:
        for key, value in preferences.model_dump().items():
            self._qsettings.setValue(f"preferences/{key}", value)
        self._qsettings.sync()

    # ---- Files
    def recent_files(self) -> list[Path]:
        value = self._qsettings.value("files/recent", [])
        # INI files give back one path as a plain string and several as a list
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        return [Path(str(item)) for item in items if item]

    def add_recent_file(self, path: Path) -> None:
        resolved = str(path.resolve())
        items = [str(p) for p in self.recent_files() if str(p) != resolved]
        self._qsettings.setValue("files/recent", [resolved, *items][:MAX_RECENT_FILES])

    def clear_recent_files(self) -> None:
        self._qsettings.setValue("files/recent", [])

    def last_scenario(self) -> Path | None:
        value = self._qsettings.value("files/last_scenario")
        return Path(str(value)) if value else None

    def set_last_scenario(self, path: Path | None) -> None:
        self._qsettings.setValue("files/last_scenario", str(path.resolve()) if path else "")

    # ---- Window
    def geometry(self) -> QByteArray | None:
        value = self._qsettings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, geometry: QByteArray) -> None:
        self._qsettings.setValue("window/geometry", geometry)

    def current_tab(self) -> int:
        value = self._qsettings.value("window/tab", 0)
        try:
            return int(str(value))
        except (TypeError, ValueError):
            return 0

    def set_current_tab(self, index: int) -> None:
        self._qsettings.setValue("window/tab", index)

    def sync(self) -> None:
        self._qsettings.sync()


def app_folders(
    platform: type[PlatformDirsABC] = platformdirs.PlatformDirs,
) -> tuple[Path, Path]:
    """(settings folder, data folder) of the app where `platform` (this one by default)
    keeps them; see the module's docstring."""
    settings = platform(APP_NAME, appauthor=False, roaming=True).user_config_dir
    data = platform(APP_NAME, appauthor=False).user_data_dir
    return Path(settings), Path(data)


def _move_old_autosave(old: Path, new: Path) -> None:
    """An autosave where earlier versions wrote it (beside the settings) moves to the data
    folder, unless one is there already; an autosave is a convenience: never an error."""
    if old == new or not old.is_file() or new.exists():
        return
    with contextlib.suppress(OSError):
        new.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(old, new)
