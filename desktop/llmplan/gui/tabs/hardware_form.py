"""Hardware: a server or GPUs × count, candidates to compare, custom GPUs and servers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QWidget,
)

from llmplan.catalog.schema import GPU, Server
from llmplan.core.money import PriceOverride
from llmplan.core.plan import scenario_catalog
from llmplan.core.scenario import Hardware, Parallelism, Scenario
from llmplan.gui.dialogs.entry_dialog import EntryDialog
from llmplan.gui.dialogs.entry_specs import default_gpu, default_server, gpu_specs, server_specs
from llmplan.gui.dialogs.price_fields import price_override, price_specs
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.eliding_combo import ElidingComboBox
from llmplan.gui.widgets.field_state import ERROR_COLOUR
from llmplan.gui.widgets.number_field import WHOLE, NumberField
from llmplan.gui.widgets.quiet import quietly
from llmplan.gui.widgets.scenario_fields import range_hint
from llmplan.gui.widgets.store_group import StoreGroup, wrapping_form
from llmplan.presentation.hardware_names import capacity_note, catalog_name, gpu_choice_text

HARDWARE_ROLE = Qt.ItemDataRole.UserRole + 1


def all_gpus(scenario: Scenario) -> dict[str, GPU]:
    """The bundled GPUs and the scenario's own (`Catalog.with_custom`, as the plan sees them)."""
    return scenario_catalog(scenario).gpus


def all_servers(scenario: Scenario) -> dict[str, Server]:
    return scenario_catalog(scenario).servers


def server_name(server: Server, scenario: Scenario) -> str:
    """A server's name in the current language; the scenario's own servers as typed."""
    return catalog_name(server.name, any(s.id == server.id for s in scenario.custom_servers))


def gpu_name(gpu: GPU, scenario: Scenario) -> str:
    """A GPU's name in the current language; the scenario's own GPUs as typed."""
    return catalog_name(gpu.name, any(g.id == gpu.id for g in scenario.custom_gpus))


def hardware_key(hardware: Hardware) -> str:
    """A stable text key of one hardware choice (list items, comparisons)."""
    if hardware.server:
        return f"server:{hardware.server}:{hardware.nodes}"
    return f"gpu:{hardware.gpu}:{hardware.count}:{hardware.nodes}"


class HardwareForm(StoreGroup):
    """Main hardware plus the ticked comparison candidates."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(store, self.tr("Hardware"), parent)
        form = wrapping_form(self)

        kind_row = QHBoxLayout()
        self.server_radio = QRadioButton(self.tr("A se&rver"))
        self.server_radio.setToolTip(
            self.tr("A complete server from the catalogue (GPUs, CPUs, links)")
        )
        self.gpu_radio = QRadioButton(self.tr("&GPUs × count"))
        self.gpu_radio.setToolTip(self.tr("A GPU model and how many of them"))
        self.kind_group = QButtonGroup(self)
        self.kind_group.addButton(self.server_radio)
        self.kind_group.addButton(self.gpu_radio)
        kind_row.addWidget(self.server_radio)
        kind_row.addWidget(self.gpu_radio)
        kind_row.addStretch(1)
        form.addRow(self.tr("Plan for:"), kind_row)
        self.server_radio.toggled.connect(self._on_kind_toggled)

        self.server_combo = ElidingComboBox()
        self.server_combo.setObjectName("serverCombo")
        self.server_combo.setToolTip(self.tr("Server from the catalogue or one you added"))
        self.server_combo.activated.connect(self._on_main_hardware_edited)
        form.addRow(self.tr("Serve&r:"), self.server_combo)
        self.gpu_combo = ElidingComboBox()
        self.gpu_combo.setObjectName("gpuCombo")
        self.gpu_combo.setToolTip(self.tr("GPU from the catalogue or one you added"))
        self.gpu_combo.activated.connect(self._on_main_hardware_edited)
        form.addRow(self.tr("G&PU:"), self.gpu_combo)
        self.count = self._hardware_number("count", self.tr("Number of GPUs"))
        form.addRow(self.tr("GPU c&ount:"), self.count)
        self.nodes = self._hardware_number(
            "nodes", self.tr("Servers of this kind joined by a network")
        )
        form.addRow(self.tr("&Nodes:"), self.nodes)
        # tensor, pipeline (and its model chunks), context and expert parallelism: one
        # compact row, data parallel is the rest of the GPUs
        layout_row = QHBoxLayout()
        self.layout_fields: dict[str, NumberField] = {}
        for dim, short, tooltip in (
            ("tensor", "TP", self.tr("Tensor-parallel GPUs per model copy (inside a node)")),
            ("pipeline", "PP", self.tr("Pipeline stages")),
            ("virtual_pipeline", "VPP", self.tr("Model chunks per pipeline stage (interleaved)")),
            ("context", "CP", self.tr("Context-parallel GPUs sharing each sequence")),
            ("expert", "EP", self.tr("Expert-parallel GPUs sharing the experts (MoE)")),
        ):
            field = self._layout_number(dim, tooltip)
            field.setMaximumWidth(64)
            layout_row.addWidget(QLabel(short))
            layout_row.addWidget(field)
            self.layout_fields[dim] = field
        layout_row.addStretch(1)
        form.addRow(self.tr("Parallel layout:"), layout_row)
        # the five fields are too narrow for a reason under each: one line under the row
        self.layout_message = QLabel()
        self.layout_message.setObjectName("layoutMessage")
        self.layout_message.setWordWrap(True)
        self.layout_message.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.layout_message.hide()
        form.addRow("", self.layout_message)
        for field in self.layout_fields.values():
            field.sig_marked.connect(self._show_layout_message)

        self.candidates = QListWidget()
        self.candidates.setObjectName("candidateList")
        self.candidates.setToolTip(
            self.tr("Tick hardware to compare side by side in the Memory fit and Timeline tabs")
        )
        self.candidates.itemChanged.connect(self._on_candidate_toggled)
        candidates_label = QLabel(self.tr("Compare &with:"))
        candidates_label.setBuddy(self.candidates)
        form.addRow(candidates_label, self.candidates)

        buttons = QHBoxLayout()
        self.add_candidate_button = QPushButton(self.tr("Add GPUs × count as c&andidate"))
        self.add_candidate_button.setToolTip(self.tr("Compare the GPU and count chosen above"))
        self.add_candidate_button.clicked.connect(self._on_add_gpu_candidate)
        self.custom_gpu_button = QPushButton(self.tr("Custom G&PU…"))
        self.custom_gpu_button.setToolTip(
            self.tr("Add a GPU from a spec sheet; saved with the scenario")
        )
        self.custom_gpu_button.clicked.connect(self._on_custom_gpu)
        self.custom_server_button = QPushButton(self.tr("Custom se&rver…"))
        self.custom_server_button.setToolTip(
            self.tr("Add a server from a quote; saved with the scenario")
        )
        self.custom_server_button.clicked.connect(self._on_custom_server)
        # the long one on a row of its own: three German buttons side by side are wider than
        # the pane of the default window
        form.addRow(self.add_candidate_button)
        for button in (self.custom_gpu_button, self.custom_server_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        form.addRow(buttons)

        store.sig_scenario_changed.connect(self._on_scenario_changed)
        self._on_scenario_changed(store.scenario)

    def _hardware_number(self, name: str, tooltip: str) -> NumberField:
        """A whole number of the main hardware, limited by the Hardware model."""
        return NumberField(
            self.store,
            name,
            tooltip + range_hint(name, Hardware),
            WHOLE,
            getter=lambda scenario: getattr(scenario.hardware, name),
            changes=lambda value: {"hardware": self._main_hardware(**{name: int(value or 0)})},
        )

    def _show_layout_message(self) -> None:
        """Each marked degree's reason, once ("TP: must be ≥ 1")."""
        shorts = {"tensor": "TP", "pipeline": "PP", "virtual_pipeline": "VPP"}
        shorts |= {"context": "CP", "expert": "EP"}
        reasons: dict[str, list[str]] = {}
        for dim, field in self.layout_fields.items():
            if field.error():
                reasons.setdefault(field.error(), []).append(shorts[dim])
        lines = [
            reason if len(dims) == len(self.layout_fields) else f"{', '.join(dims)}: {reason}"
            for reason, dims in reasons.items()
        ]
        self.layout_message.setText("\n".join(lines))
        self.layout_message.setVisible(bool(lines))

    def _layout_number(self, name: str, tooltip: str) -> NumberField:
        """One degree of the parallel layout, limited by the Parallelism model."""
        return NumberField(
            self.store,
            f"parallelism.{name}",
            tooltip + range_hint(name, Parallelism),
            WHOLE,
            getter=lambda scenario: getattr(scenario.parallelism, name),
            changes=lambda value: {
                "parallelism": {
                    **self.store.scenario.parallelism.model_dump(),
                    name: int(value) if value is not None else 1,
                }
            },
            shows_message=False,
        )

    # ---- Public API
    def set_server(self, server_id: str) -> None:
        self.store.update(
            hardware=Hardware(server=server_id, nodes=self.store.scenario.hardware.nodes)
        )

    def set_gpu(self, gpu_id: str, count: int) -> None:
        self.store.update(
            hardware=Hardware(gpu=gpu_id, count=count, nodes=self.store.scenario.hardware.nodes)
        )

    def gpu_dialog(self) -> EntryDialog:
        specs = [*gpu_specs(), *price_specs(self.tr("per card"))]
        initial = {**default_gpu(), "prices": {"currency": self.store.scenario.costs.currency}}
        return EntryDialog(GPU, specs, initial, self.tr("Custom GPU"), parent=self)

    def server_dialog(self) -> EntryDialog:
        gpus = all_gpus(self.store.scenario)
        choices = tuple((gpu.id, gpu_name(gpu, self.store.scenario)) for gpu in gpus.values())
        initial = default_server(self.gpu_combo.currentData() or next(iter(gpus)))
        specs = [*server_specs(choices), *price_specs(self.tr("per server"))]
        initial["prices"] = {"currency": self.store.scenario.costs.currency}
        return EntryDialog(Server, specs, initial, self.tr("Custom server"), parent=self)

    def add_custom_gpu(self, gpu: GPU) -> None:
        others = [g for g in self.store.scenario.custom_gpus if g.id != gpu.id]
        self.store.update(
            custom_gpus=[*others, gpu],
            hardware=Hardware(
                gpu=gpu.id,
                count=self.store.scenario.hardware.count if self.store.scenario.hardware.gpu else 8,
            ),
        )

    def add_custom_server(self, server: Server) -> None:
        others = [s for s in self.store.scenario.custom_servers if s.id != server.id]
        self.store.update(custom_servers=[*others, server], hardware=Hardware(server=server.id))

    # ---- Internals
    def _main_hardware(self, **changes: object) -> dict[str, object]:
        data = self.store.scenario.hardware.model_dump()
        data.update(changes)
        return data

    def _on_kind_toggled(self, server: bool) -> None:
        self.server_combo.setEnabled(server)
        self.gpu_combo.setEnabled(not server)
        self.count.setEnabled(not server)
        self._on_main_hardware_edited()

    def _on_main_hardware_edited(self, _index: int = 0) -> None:
        if self.server_radio.isChecked():
            self.set_server(str(self.server_combo.currentData()))
        else:
            count = self.store.scenario.hardware.count if self.store.scenario.hardware.gpu else 8
            self.set_gpu(str(self.gpu_combo.currentData()), count)

    def _on_add_gpu_candidate(self) -> None:
        hardware = Hardware(
            gpu=str(self.gpu_combo.currentData()), count=self.store.scenario.hardware.count
        )
        existing = [hardware_key(h) for h in self.store.scenario.candidates]
        if hardware_key(hardware) not in existing:
            self.store.update(candidates=[*self.store.scenario.candidates, hardware])

    def _on_candidate_toggled(self, _item: QListWidgetItem) -> None:
        chosen = []
        for row in range(self.candidates.count()):
            item = self.candidates.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                chosen.append(Hardware.model_validate(item.data(HARDWARE_ROLE)))
        self.store.update(candidates=chosen)

    def _on_custom_gpu(self) -> None:
        dialog = self.gpu_dialog()
        if dialog.exec() and isinstance(dialog.entry, GPU):
            self.add_custom_gpu(dialog.entry)
            self._add_price(price_override("gpu", dialog.entry.id, dialog.prices))

    def _on_custom_server(self) -> None:
        dialog = self.server_dialog()
        if dialog.exec() and isinstance(dialog.entry, Server):
            self.add_custom_server(dialog.entry)
            self._add_price(price_override("server", dialog.entry.id, dialog.prices))

    def _add_price(self, price: PriceOverride | None) -> None:
        """The custom entry's price becomes the scenario's price for that id."""
        if price is None:
            return
        same = (price.server, price.gpu)
        kept = [p for p in self.store.scenario.prices if (p.server, p.gpu) != same]
        self.store.update(prices=[*kept, price])

    def _on_scenario_changed(self, scenario: Scenario) -> None:
        with quietly(self.server_combo, self.gpu_combo, self.server_radio, self.candidates):
            servers = all_servers(scenario)
            gpus = all_gpus(scenario)
            self._fill_combo(
                self.server_combo, [(s.id, server_name(s, scenario)) for s in servers.values()]
            )
            self._fill_combo(
                self.gpu_combo,
                [(g.id, gpu_choice_text(g, gpu_name(g, scenario))) for g in gpus.values()],
            )
            for index, gpu in enumerate(gpus.values()):  # why "80 GB" reads 79.6 GiB
                self.gpu_combo.setItemData(index, capacity_note(gpu), Qt.ItemDataRole.ToolTipRole)
            hardware = scenario.hardware
            self.server_radio.setChecked(hardware.server is not None)
            self.gpu_radio.setChecked(hardware.server is None)
            self.server_combo.setEnabled(hardware.server is not None)
            self.gpu_combo.setEnabled(hardware.server is None)
            self.count.setEnabled(hardware.server is None)
            if hardware.server:
                self.server_combo.setCurrentIndex(self.server_combo.findData(hardware.server))
                self.gpu_combo.setCurrentIndex(
                    self.gpu_combo.findData(servers[hardware.server].gpu)
                    if hardware.server in servers
                    else -1
                )
            else:
                self.gpu_combo.setCurrentIndex(self.gpu_combo.findData(hardware.gpu))
            self._fill_candidates(scenario, servers, gpus)

    @staticmethod
    def _fill_combo(combo: QComboBox, items: list[tuple[str, str]]) -> None:
        if [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())] == items:
            return
        combo.clear()
        for data, text in items:
            combo.addItem(text, data)

    def _fill_candidates(
        self, scenario: Scenario, servers: dict[str, Server], gpus: dict[str, GPU]
    ) -> None:
        main = hardware_key(scenario.hardware)
        ticked = {hardware_key(h): h for h in scenario.candidates}
        options: dict[str, tuple[Hardware, str]] = {}
        for server in servers.values():
            hardware = Hardware(server=server.id)
            options[hardware_key(hardware)] = (hardware, server_name(server, scenario))
        for hardware in scenario.candidates:
            if hardware.gpu is not None:
                name = (
                    gpu_name(gpus[hardware.gpu], scenario) if hardware.gpu in gpus else hardware.gpu
                )
                options[hardware_key(hardware)] = (hardware, f"{hardware.count}× {name}")
            elif hardware_key(hardware) not in options:
                options[hardware_key(hardware)] = (hardware, str(hardware.server))
        self.candidates.clear()
        for key, (hardware, text) in options.items():
            if key == main:
                continue
            item = QListWidgetItem(text)
            item.setData(HARDWARE_ROLE, hardware.model_dump())
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in ticked else Qt.CheckState.Unchecked)
            self.candidates.addItem(item)
