"""Model choice: searchable catalogue, details, config.json import, custom architecture."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from llmplan.catalog.load import load_catalog
from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import SRC_OWN_ARCHITECTURE
from llmplan.core.model.params import count_parameters
from llmplan.core.scenario import Scenario
from llmplan.gui.dialogs.entry_dialog import EntryDialog
from llmplan.gui.dialogs.entry_specs import architecture_specs
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.field_state import mark_invalid
from llmplan.gui.widgets.sort_cell import SORT_ROLE, sort_cell
from llmplan.gui.widgets.store_group import StoreGroup
from llmplan.presentation import formatting as fmt
from llmplan.presentation.hardware_names import catalog_name
from llmplan.presentation.labels import source_text

ID_ROLE = Qt.ItemDataRole.UserRole + 1


def current_arch(scenario: Scenario) -> ModelArch | None:
    if isinstance(scenario.model, ModelArch):
        return scenario.model
    try:
        return load_catalog().model(scenario.model)
    except (ValueError, KeyError):  # CatalogError, UnknownIdError
        return None


class ModelPicker(StoreGroup):
    """Left column of the Model & hardware tab."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(store, self.tr("Model"), parent)
        layout = QVBoxLayout(self)
        search_label = QLabel(self.tr("&Search the catalogue:"))
        self.search = QLineEdit()
        self.search.setObjectName("modelSearch")
        self.search.setPlaceholderText(self.tr("name, family, size…"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(
            self.tr(
                "Filter the model list by any column; click a model or press Enter to plan "
                "with it (Enter takes the highlighted row, else the first)"
            )
        )
        search_label.setBuddy(self.search)
        layout.addWidget(search_label)
        layout.addWidget(self.search)

        self.model_list = QStandardItemModel(0, 4, self)
        self.model_list.setHorizontalHeaderLabels(
            [self.tr("Model"), self.tr("Family"), self.tr("Parameters"), self.tr("Context")]
        )
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model_list)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setSortRole(SORT_ROLE)
        # typing filters; a click or Enter chooses (issue 32: typing "qwen" switched the plan
        # to the first Qwen model listed, as the filter moved the table's current row)
        self._filtering = False
        self.search.textChanged.connect(self._on_search_text)
        self.search.returnPressed.connect(self._on_search_return)
        self.table = QTableView()
        self.table.setObjectName("modelTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        # the figures' columns as wide as their header and sort arrow, the names the rest
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setToolTip(self.tr("Catalogue models; select one to plan with it"))
        self.table.setTabKeyNavigation(False)
        layout.addWidget(self.table, 2)
        self._fill_models()
        self.table.sortByColumn(2, Qt.SortOrder.AscendingOrder)
        self.table.selectionModel().currentRowChanged.connect(self._on_row_selected)
        # a click on the row the filter left current (unselected) changes no current row
        self.table.clicked.connect(self._choose_row)
        self.table.activated.connect(self._choose_row)  # Enter or a double click

        self.details = QLabel()
        self.details.setObjectName("modelDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.details, 1)

        # two rows (the imports, then the editor): in one row the German words ("Modellordner
        # importieren…") made the picker so wide that the training form beside it elided
        # every choice at the default window
        buttons = QGridLayout()
        self.import_file_button = QPushButton(self.tr("Import config.&json…"))
        self.import_file_button.setToolTip(
            self.tr("Read a Hugging Face config.json (or drop it, or a model folder, on this tab)")
        )
        self.import_file_button.clicked.connect(self._on_import_file)
        self.import_folder_button = QPushButton(self.tr("Import model fo&lder…"))
        self.import_folder_button.setToolTip(self.tr("A folder holding config.json"))
        self.import_folder_button.clicked.connect(self._on_import_folder)
        self.edit_button = QPushButton(self.tr("Edit arch&itecture…"))
        self.edit_button.setToolTip(
            self.tr(
                "Change layers, widths, heads … of the selected model (e.g. a 125 M model "
                "trained from scratch) — saved inside the scenario"
            )
        )
        self.edit_button.clicked.connect(self._on_edit_architecture)
        buttons.addWidget(self.import_file_button, 0, 0)
        buttons.addWidget(self.import_folder_button, 0, 1)
        buttons.addWidget(self.edit_button, 1, 0)
        layout.addLayout(buttons)
        self.import_error = QLabel()
        self.import_error.setObjectName("importError")
        self.import_error.hide()
        layout.addWidget(self.import_error)

        store.sig_scenario_changed.connect(self._on_scenario_changed)
        self._on_scenario_changed(store.scenario)

    # ---- Public API
    def select_model(self, model_id: str) -> None:
        """Select a catalogue model by id (as clicking its row does)."""
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ID_ROLE) == model_id:
                self.table.selectRow(row)
                return
        self.store.update(model=model_id)

    def import_config(self, path: Path) -> bool:
        """Import a config.json file or a model folder into the scenario as an inline model."""
        try:
            from llmplan.catalog.hf_config import import_hf_config

            arch = import_hf_config(path)
        except (ValueError, OSError) as error:  # ConfigImportError and unreadable files: say why
            mark_invalid(
                self.import_file_button,
                self.import_error,
                self.tr("Cannot import %1: %2").replace("%1", path.name).replace("%2", str(error)),
            )
            return False
        mark_invalid(self.import_file_button, self.import_error, None)
        return self.store.update(model=arch) is None

    # ---- Internals
    def _fill_models(self) -> None:
        for arch in load_catalog().models.values():
            count = count_parameters(arch)
            params = fmt.compact(count.total)
            if arch.is_moe:
                params = (
                    self.tr("%1 (%2 active)")
                    .replace("%1", params)
                    .replace("%2", fmt.compact(count.active))
                )
            cells = [
                sort_cell(catalog_name(arch.name), arch.name.lower()),
                sort_cell(arch.family, arch.family.lower()),
                sort_cell(params, float(count.total)),
                sort_cell(fmt.number(arch.max_position_embeddings), arch.max_position_embeddings),
            ]
            cells[0].setData(arch.id, ID_ROLE)
            self.model_list.appendRow(cells)

    def _on_search_text(self, text: str) -> None:
        self._filtering = True
        try:
            self.proxy.setFilterFixedString(text)
            self._follow_selection(self.store.scenario)
        finally:
            self._filtering = False

    def _on_search_return(self) -> None:
        """Enter in the search box: the highlighted row, else the first one listed."""
        if self.proxy.rowCount() == 0:
            return
        current = self.table.currentIndex()
        highlighted = current.isValid() and self.table.selectionModel().hasSelection()
        self._choose_row(current if highlighted else self.proxy.index(0, 0))

    def _on_row_selected(self, _current: QModelIndex, _previous: QModelIndex) -> None:
        if self._filtering:  # the filter moved the current row: nobody chose it
            return
        self._choose_row(self.table.currentIndex())

    def _choose_row(self, current: QModelIndex) -> None:
        if not current.isValid():
            return
        self.table.selectRow(current.row())
        index = self.proxy.index(current.row(), 0)
        model_id = index.data(ID_ROLE)
        if model_id and self.store.scenario.model != model_id:
            self.store.update(model=model_id)

    def _on_scenario_changed(self, scenario: Scenario) -> None:
        self._follow_selection(scenario)
        arch = current_arch(scenario)
        if arch is None:
            self.details.setText(html.escape(str(scenario.model)))
            return
        count = count_parameters(arch)
        inline = not isinstance(scenario.model, str)
        rows = [
            (
                self.tr("Parameters"),
                fmt.compact(count.total)
                + (
                    self.tr(" (%1 active per token)").replace("%1", fmt.compact(count.active))
                    if arch.is_moe
                    else ""
                ),
            ),
            (self.tr("Layers × width"), f"{arch.num_layers} × {fmt.number(arch.hidden_size)}"),
            (self.tr("Heads (key/value)"), f"{arch.num_heads} ({arch.num_kv_heads})"),
            (self.tr("Vocabulary"), fmt.number(arch.vocab_size)),
            (self.tr("Context"), fmt.number(arch.max_position_embeddings)),
            (self.tr("Tokenizer"), arch.tokenizer or "–"),
            (self.tr("Source"), arch.source or source_text(SRC_OWN_ARCHITECTURE)),
        ]
        title = html.escape(arch.name if inline else catalog_name(arch.name)) + (
            self.tr(" — custom, saved in the scenario") if inline else ""
        )
        body = "".join(
            f"<tr><td>{html.escape(k)}</td><td><b>{html.escape(v)}</b></td></tr>" for k, v in rows
        )
        note_text = getattr(arch, "note", "")  # a catalogue note in the reader's language
        note = f"<p><i>{html.escape(catalog_name(note_text))}</i></p>" if note_text else ""
        self.details.setText(f"<p><b>{title}</b></p><table cellspacing='4'>{body}</table>{note}")

    def _follow_selection(self, scenario: Scenario) -> None:
        """Keep the highlighted row on the scenario's model (selecting the scenario's own
        model is no change, so nothing echoes back to the store)."""
        self.table.clearSelection()
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ID_ROLE) == scenario.model:
                self.table.selectRow(row)
                break

    def _on_import_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import config.json"), str(Path.home()), "config.json (*.json)"
        )
        if name:
            self.import_config(Path(name))

    def _on_import_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Import a model folder"))
        if folder:
            self.import_config(Path(folder))

    def architecture_dialog(self) -> EntryDialog:
        """The editor for a custom architecture, starting from the current model."""
        arch = current_arch(self.store.scenario)
        initial = arch.model_dump() if arch is not None else {}
        if arch is not None and isinstance(self.store.scenario.model, str):
            # an edited catalogue model is a new model: say so in its id and name
            initial["id"] = f"{arch.id}-custom"
            initial["name"] = self.tr("%1 (custom)").replace("%1", arch.name)
        specs = architecture_specs()
        shown = {spec.name for spec in specs}
        fixed = {key: value for key, value in initial.items() if key not in shown}
        fixed.setdefault("architecture", "custom")
        for stale in ("stated_params_b", "stated_active_params_b", "note"):
            fixed.pop(stale, None)  # no longer true once the shape is edited
        return EntryDialog(ModelArch, specs, initial, self.tr("Custom architecture"), fixed, self)

    def _on_edit_architecture(self) -> None:
        dialog = self.architecture_dialog()
        if dialog.exec() and isinstance(dialog.entry, ModelArch):
            self.store.update(model=dialog.entry)
