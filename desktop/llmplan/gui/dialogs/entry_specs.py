"""Which fields the custom architecture / GPU / server dialogs show, with their tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from llmplan.core.explain import SRC_SEED_002
from llmplan.gui.dialogs.field_spec import FieldKind, FieldSpec


def _field(
    name: str,
    label: str,
    tooltip: str,
    kind: FieldKind,
    choices: tuple[tuple[str, str], ...] = (),
) -> FieldSpec:
    """One row of a dialog, its label and tooltip in the current language."""
    return FieldSpec(
        name,
        QCoreApplication.translate("EntrySpecs", label),
        QCoreApplication.translate("EntrySpecs", tooltip),
        kind,
        choices,
    )


def _id_and_name(id_tooltip: str) -> list[FieldSpec]:
    """The two rows every custom entry starts with; `id_tooltip` shows an example id."""
    return [
        _field("id", "Id:", id_tooltip, "text"),
        _field("name", "Name:", "Name shown in the plan", "text"),
    ]


def architecture_specs() -> list[FieldSpec]:
    return [
        *_id_and_name("Short lowercase id, e.g. my-125m"),
        _field("family", "Family:", "Model family, e.g. custom", "text"),
        _field("vocab_size", "Vocabulary size:", "Tokens in the vocabulary", "int"),
        _field("hidden_size", "Hidden size (d_model):", "Width of the residual stream", "int"),
        _field("intermediate_size", "MLP width:", "Feed-forward width, often 4 × d_model", "int"),
        _field("num_layers", "Layers:", "Number of transformer blocks", "int"),
        _field("num_heads", "Attention heads:", "Query heads per layer", "int"),
        _field(
            "num_kv_heads",
            "Key/value heads:",
            "Equal to the heads unless grouped-query attention",
            "int",
        ),
        _field("head_dim", "Head dimension:", "Usually d_model / heads (64 or 128)", "int"),
        _field(
            "max_position_embeddings",
            "Context length:",
            "Longest sequence the model supports",
            "int",
        ),
        _field(
            "gated_mlp", "Gated MLP (SwiGLU):", "Three MLP matrices instead of two (GELU)", "bool"
        ),
        _field(
            "tied_embeddings",
            "Tied embeddings:",
            "The output head shares the embedding matrix",
            "bool",
        ),
        _field(
            "learned_positions",
            "Learned positions:",
            "GPT-2 style absolute position embeddings",
            "bool",
        ),
        _field(
            "norm",
            "Norm:",
            "Normalisation layers",
            "choice",
            (("rmsnorm", "RMSNorm"), ("layernorm", "LayerNorm")),
        ),
        _field("tokenizer", "Tokenizer id:", "Bundled tokenizer to count the corpus with", "text"),
        _field("source", "Source:", "Where these numbers come from", "text"),
    ]


def seed_125m_architecture() -> dict[str, object]:
    """The from-scratch example of "Bevor du Code anfasst": a GPT-style 125 M model
    (defaults for a new one)."""
    return {
        "id": "custom-125m",
        "name": "Custom 125M",
        "family": "custom",
        "architecture": "custom",
        "vocab_size": 32000,
        "hidden_size": 768,
        "intermediate_size": 3072,
        "num_layers": 12,
        "num_heads": 12,
        "num_kv_heads": 12,
        "head_dim": 64,
        "max_position_embeddings": 1024,
        "gated_mlp": False,
        "tied_embeddings": True,
        "learned_positions": True,
        "norm": "layernorm",
        "tokenizer": "llama-3.1",
        "source": SRC_SEED_002 + ", example configuration",
    }


def gpu_specs() -> list[FieldSpec]:
    return [
        *_id_and_name("Short lowercase id, e.g. my-gpu"),
        _field(
            "vendor",
            "Vendor:",
            "Maker of the GPU",
            "choice",
            (("NVIDIA", "NVIDIA"), ("AMD", "AMD"), ("Intel", "Intel")),
        ),
        _field("memory_gb", "Memory (GB):", "Memory per card, decimal GB", "float"),
        _field("memory_bandwidth_tb_s", "Memory bandwidth (TB/s):", "From the spec sheet", "float"),
        _field(
            "bf16_dense_tflops",
            "BF16 dense TFLOPS:",
            "Dense, not sparse, BF16 tensor throughput",
            "float",
        ),
        _field("board_power_w", "Board power (W):", "Maximum board power", "float"),
        _field("form_factor", "Form factor:", "SXM, PCIe, OAM, …", "text"),
        _field("source", "Source:", "Spec sheet or quote these figures come from", "text"),
    ]


def server_specs(gpu_choices: tuple[tuple[str, str], ...]) -> list[FieldSpec]:
    return [
        *_id_and_name("Short lowercase id, e.g. quote-2025-01"),
        _field("gpu", "GPU:", "GPU model in the server", "choice", gpu_choices),
        _field("gpu_count", "GPUs:", "GPUs per server", "int"),
        _field("cpu.model", "CPU model:", "Host processor", "text"),
        _field("cpu.count", "CPUs:", "Processor sockets", "int"),
        _field("cpu.tdp_w", "CPU TDP (W):", "Thermal design power per CPU", "float"),
        _field("host_ram_gb", "Host RAM (GB):", "Main memory, for CPU offload", "float"),
        _field(
            "nvlink_domain_size",
            "NVLink domain size:",
            "GPUs sharing one NVLink domain (1 = PCIe only)",
            "int",
        ),
        _field(
            "intra_domain_link_gb_s",
            "Link inside a domain (GB/s):",
            "GPU-to-GPU bandwidth inside a domain",
            "float",
        ),
        _field(
            "inter_domain_link_gb_s",
            "Slowest link (GB/s):",
            "Slowest GPU-to-GPU link, e.g. PCIe Gen5 ≈ 64",
            "float",
        ),
        _field("inter_domain_link", "Slowest link is:", "e.g. PCIe Gen5 x16", "text"),
        _field("source", "Source:", "Quote or spec sheet", "text"),
    ]


def default_server(gpu_id: str) -> dict[str, object]:
    return {
        "id": "my-server",
        "name": QCoreApplication.translate("EntrySpecs", "My server"),
        "gpu": gpu_id,
        "gpu_count": 8,
        "cpu": {
            "model": QCoreApplication.translate("EntrySpecs", "2x server CPU"),
            "count": 2,
            "tdp_w": 360,
        },
        "host_ram_gb": 2048,
        "nvlink_domain_size": 1,
        "intra_domain_link_gb_s": 64,
        "inter_domain_link_gb_s": 64,
        "inter_domain_link": "PCIe Gen5 x16",
        "source": QCoreApplication.translate("EntrySpecs", "user quote"),
    }


def default_gpu() -> dict[str, object]:
    return {
        "id": "my-gpu",
        "name": QCoreApplication.translate("EntrySpecs", "My GPU"),
        "vendor": "NVIDIA",
        "memory_gb": 96,
        "memory_bandwidth_tb_s": 1.6,
        "bf16_dense_tflops": 500,
        "board_power_w": 600,
        "form_factor": "PCIe",
        "source": QCoreApplication.translate("EntrySpecs", "user spec sheet"),
    }
