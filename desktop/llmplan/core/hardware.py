"""Resolve the scenario's hardware (GPU × count, or server × nodes) into what the formulas use."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.catalog.load import Catalog
from llmplan.catalog.schema import GPU, Server
from llmplan.core.result import HardwareChoice
from llmplan.core.scenario import Hardware, Scenario

# A bare GPU count without a server: NVLink joins at most the card's own domain (an 8-GPU
# baseboard for SXM/OAM, a 2- or 4-way bridge for PCIe NVL cards); beyond it traffic goes
# over PCIe, as seed 000 explains for 8x H200 NVL.
MAX_NVLINK_GPUS_WITHOUT_SERVER = 8
# Several servers whose network no source states (the advisor never offers them; a user may
# still plan them): seed 000's 400G, named as an assumption, and the plan warns.
ASSUMED_NETWORK_GB_S = 50.0
NETWORK_NOT_STATED = "network between servers (not stated; 400G assumed)"


def network_stated(server: Server) -> bool:
    """The server's node-to-node network has a figure (a catalogue entry: with its source)."""
    return server.network_gb_s is not None


@dataclass(frozen=True)
class ResolvedHardware:
    gpu: GPU
    gpus_per_node: int
    nodes: int
    cpu_count: int  # per node
    cpu_tdp_w: float
    link_name: str  # the slowest link a sharded step crosses
    link_gb_s: float
    label: str
    server: Server | None = None  # None: bare GPUs, in a host the scenario describes
    host_ram_gb: float | None = None  # per node; None: not stated (bare GPUs)
    # peak host memory bandwidth per node (all sockets) with its source; None: not stated
    host_memory_gb_s: float | None = None
    host_memory_source: str = ""

    @property
    def gpu_count(self) -> int:
        return self.gpus_per_node * self.nodes


def resolve_hardware(hardware: Hardware, catalog: Catalog) -> ResolvedHardware:
    if hardware.server is not None:
        return _from_server(catalog.server(hardware.server), hardware.nodes, catalog)
    gpu = catalog.gpu(hardware.gpu or "")
    count, nodes = hardware.count, hardware.nodes
    link_name, link = _bare_gpu_link(gpu, count)
    if count == 1:
        link_name = "none (single GPU)"
    if nodes > 1:  # several boxes of `count` GPUs: assume a 400G network between them
        link_name, link = "network between nodes (400G assumed)", ASSUMED_NETWORK_GB_S
    label = f"{count}x {gpu.name}" + (f" × {nodes} nodes" if nodes > 1 else "")
    return ResolvedHardware(
        gpu=gpu,
        gpus_per_node=count,
        nodes=nodes,
        cpu_count=hardware.cpu_count,
        cpu_tdp_w=hardware.cpu_tdp_w,
        link_name=link_name,
        link_gb_s=link,
        label=label,
    )


def _bare_gpu_link(gpu: GPU, count: int) -> tuple[str, float]:
    nvlink = gpu.interconnect.nvlink_bandwidth_gb_s
    domain = gpu.interconnect.nvlink_domain_max or MAX_NVLINK_GPUS_WITHOUT_SERVER
    if nvlink and count <= domain:
        # the catalogue figure as given, like the servers' intra-domain links
        generation = gpu.interconnect.nvlink_generation
        if generation is None:  # AMD Infinity Fabric, Gaudi's on-chip RoCE ports
            return "direct GPU-to-GPU links", nvlink
        return f"NVLink gen {generation}", nvlink
    pcie = gpu.interconnect.pcie_generation
    return f"PCIe Gen{pcie} x16", gpu.interconnect.pcie_bandwidth_gb_s


def _from_server(server: Server, nodes: int, catalog: Catalog) -> ResolvedHardware:
    gpu = catalog.gpu(server.gpu)
    if nodes == 1 and server.gpu_count == 1:
        link_name, link = "none (single GPU)", server.intra_domain_link_gb_s
    elif nodes > 1 and server.network_gb_s is not None:
        # the figure is added where the link is shown (CommunicationResult.slowest_link)
        link_name, link = "network between servers", server.network_gb_s
    elif nodes > 1:  # the user joined servers whose network no source states
        link_name, link = NETWORK_NOT_STATED, ASSUMED_NETWORK_GB_S
    elif server.nvlink_domain_size < server.gpu_count:
        link_name, link = server.inter_domain_link, server.inter_domain_link_gb_s
    else:
        link_name, link = "NVLink within the server", server.intra_domain_link_gb_s
    label = server.name + (f" × {nodes}" if nodes > 1 else "")
    return ResolvedHardware(
        gpu=gpu,
        server=server,
        gpus_per_node=server.gpu_count,
        nodes=nodes,
        cpu_count=server.cpu.count,
        cpu_tdp_w=server.cpu.tdp_w,
        host_ram_gb=server.host_ram_gb,
        link_name=link_name,
        link_gb_s=link,
        label=label,
        host_memory_gb_s=(
            server.cpu.memory_gb_s * server.cpu.count
            if server.cpu.memory_gb_s is not None and server.cpu.count > 0
            else None
        ),
        host_memory_source=server.cpu.memory_source or "",
    )


def hardware_choice(hw: ResolvedHardware, scenario: Scenario) -> HardwareChoice:
    """The structured choice behind `hw.label`, for the views to word in their language;
    the scenario's own entries are marked, their names are shown as the user typed them."""
    return HardwareChoice(
        server=hw.server.id if hw.server else None,
        server_name=hw.server.name if hw.server else None,
        server_custom=hw.server is not None
        and any(s.id == hw.server.id for s in scenario.custom_servers),
        gpu=hw.gpu.id,
        gpu_name=hw.gpu.name,
        gpu_custom=any(g.id == hw.gpu.id for g in scenario.custom_gpus),
        gpus_per_node=hw.gpus_per_node,
        nodes=hw.nodes,
    )
