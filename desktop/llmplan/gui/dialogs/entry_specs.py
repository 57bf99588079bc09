"""Which fields the custom architecture / GPU / server dialogs show, with their tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from llmplan.core.explain import SRC_SEED_002
from llmplan.gui.dialogs.entry_dialog import FieldSpec


def architecture_specs() -> list[FieldSpec]:
    return [
        FieldSpec(
            "id",
            QCoreApplication.translate("EntrySpecs", "Id:"),
            QCoreApplication.translate("EntrySpecs", "Short lowercase id, e.g. my-125m"),
            "text",
        ),
        FieldSpec(
            "name",
            QCoreApplication.translate("EntrySpecs", "Name:"),
            QCoreApplication.translate("EntrySpecs", "Name shown in the plan"),
            "text",
        ),
        FieldSpec(
            "family",
            QCoreApplication.translate("EntrySpecs", "Family:"),
            QCoreApplication.translate("EntrySpecs", "Model family, e.g. custom"),
            "text",
        ),
        FieldSpec(
            "vocab_size",
            QCoreApplication.translate("EntrySpecs", "Vocabulary size:"),
            QCoreApplication.translate("EntrySpecs", "Tokens in the vocabulary"),
            "int",
        ),
        FieldSpec(
            "hidden_size",
            QCoreApplication.translate("EntrySpecs", "Hidden size (d_model):"),
            QCoreApplication.translate("EntrySpecs", "Width of the residual stream"),
            "int",
        ),
        FieldSpec(
            "intermediate_size",
            QCoreApplication.translate("EntrySpecs", "MLP width:"),
            QCoreApplication.translate("EntrySpecs", "Feed-forward width, often 4 × d_model"),
            "int",
        ),
        FieldSpec(
            "num_layers",
            QCoreApplication.translate("EntrySpecs", "Layers:"),
            QCoreApplication.translate("EntrySpecs", "Number of transformer blocks"),
            "int",
        ),
        FieldSpec(
            "num_heads",
            QCoreApplication.translate("EntrySpecs", "Attention heads:"),
            QCoreApplication.translate("EntrySpecs", "Query heads per layer"),
            "int",
        ),
        FieldSpec(
            "num_kv_heads",
            QCoreApplication.translate("EntrySpecs", "Key/value heads:"),
            QCoreApplication.translate(
                "EntrySpecs", "Equal to the heads unless grouped-query attention"
            ),
            "int",
        ),
        FieldSpec(
            "head_dim",
            QCoreApplication.translate("EntrySpecs", "Head dimension:"),
            QCoreApplication.translate("EntrySpecs", "Usually d_model / heads (64 or 128)"),
            "int",
        ),
        FieldSpec(
            "max_position_embeddings",
            QCoreApplication.translate("EntrySpecs", "Context length:"),
            QCoreApplication.translate("EntrySpecs", "Longest sequence the model supports"),
            "int",
        ),
        FieldSpec(
            "gated_mlp",
            QCoreApplication.translate("EntrySpecs", "Gated MLP (SwiGLU):"),
            QCoreApplication.translate("EntrySpecs", "Three MLP matrices instead of two (GELU)"),
            "bool",
        ),
        FieldSpec(
            "tied_embeddings",
            QCoreApplication.translate("EntrySpecs", "Tied embeddings:"),
            QCoreApplication.translate("EntrySpecs", "The output head shares the embedding matrix"),
            "bool",
        ),
        FieldSpec(
            "learned_positions",
            QCoreApplication.translate("EntrySpecs", "Learned positions:"),
            QCoreApplication.translate("EntrySpecs", "GPT-2 style absolute position embeddings"),
            "bool",
        ),
        FieldSpec(
            "norm",
            QCoreApplication.translate("EntrySpecs", "Norm:"),
            QCoreApplication.translate("EntrySpecs", "Normalisation layers"),
            "choice",
            (("rmsnorm", "RMSNorm"), ("layernorm", "LayerNorm")),
        ),
        FieldSpec(
            "tokenizer",
            QCoreApplication.translate("EntrySpecs", "Tokenizer id:"),
            QCoreApplication.translate("EntrySpecs", "Bundled tokenizer to count the corpus with"),
            "text",
        ),
        FieldSpec(
            "source",
            QCoreApplication.translate("EntrySpecs", "Source:"),
            QCoreApplication.translate("EntrySpecs", "Where these numbers come from"),
            "text",
        ),
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
        FieldSpec(
            "id",
            QCoreApplication.translate("EntrySpecs", "Id:"),
            QCoreApplication.translate("EntrySpecs", "Short lowercase id, e.g. my-gpu"),
            "text",
        ),
        FieldSpec(
            "name",
            QCoreApplication.translate("EntrySpecs", "Name:"),
            QCoreApplication.translate("EntrySpecs", "Name shown in the plan"),
            "text",
        ),
        FieldSpec(
            "vendor",
            QCoreApplication.translate("EntrySpecs", "Vendor:"),
            QCoreApplication.translate("EntrySpecs", "Maker of the GPU"),
            "choice",
            (("NVIDIA", "NVIDIA"), ("AMD", "AMD"), ("Intel", "Intel")),
        ),
        FieldSpec(
            "memory_gb",
            QCoreApplication.translate("EntrySpecs", "Memory (GB):"),
            QCoreApplication.translate("EntrySpecs", "Memory per card, decimal GB"),
            "float",
        ),
        FieldSpec(
            "memory_bandwidth_tb_s",
            QCoreApplication.translate("EntrySpecs", "Memory bandwidth (TB/s):"),
            QCoreApplication.translate("EntrySpecs", "From the spec sheet"),
            "float",
        ),
        FieldSpec(
            "bf16_dense_tflops",
            QCoreApplication.translate("EntrySpecs", "BF16 dense TFLOPS:"),
            QCoreApplication.translate("EntrySpecs", "Dense, not sparse, BF16 tensor throughput"),
            "float",
        ),
        FieldSpec(
            "board_power_w",
            QCoreApplication.translate("EntrySpecs", "Board power (W):"),
            QCoreApplication.translate("EntrySpecs", "Maximum board power"),
            "float",
        ),
        FieldSpec(
            "form_factor",
            QCoreApplication.translate("EntrySpecs", "Form factor:"),
            QCoreApplication.translate("EntrySpecs", "SXM, PCIe, OAM, …"),
            "text",
        ),
        FieldSpec(
            "source",
            QCoreApplication.translate("EntrySpecs", "Source:"),
            QCoreApplication.translate("EntrySpecs", "Spec sheet or quote these figures come from"),
            "text",
        ),
    ]


def server_specs(gpu_choices: tuple[tuple[str, str], ...]) -> list[FieldSpec]:
    return [
        FieldSpec(
            "id",
            QCoreApplication.translate("EntrySpecs", "Id:"),
            QCoreApplication.translate("EntrySpecs", "Short lowercase id, e.g. quote-2025-01"),
            "text",
        ),
        FieldSpec(
            "name",
            QCoreApplication.translate("EntrySpecs", "Name:"),
            QCoreApplication.translate("EntrySpecs", "Name shown in the plan"),
            "text",
        ),
        FieldSpec(
            "gpu",
            QCoreApplication.translate("EntrySpecs", "GPU:"),
            QCoreApplication.translate("EntrySpecs", "GPU model in the server"),
            "choice",
            gpu_choices,
        ),
        FieldSpec(
            "gpu_count",
            QCoreApplication.translate("EntrySpecs", "GPUs:"),
            QCoreApplication.translate("EntrySpecs", "GPUs per server"),
            "int",
        ),
        FieldSpec(
            "cpu.model",
            QCoreApplication.translate("EntrySpecs", "CPU model:"),
            QCoreApplication.translate("EntrySpecs", "Host processor"),
            "text",
        ),
        FieldSpec(
            "cpu.count",
            QCoreApplication.translate("EntrySpecs", "CPUs:"),
            QCoreApplication.translate("EntrySpecs", "Processor sockets"),
            "int",
        ),
        FieldSpec(
            "cpu.tdp_w",
            QCoreApplication.translate("EntrySpecs", "CPU TDP (W):"),
            QCoreApplication.translate("EntrySpecs", "Thermal design power per CPU"),
            "float",
        ),
        FieldSpec(
            "host_ram_gb",
            QCoreApplication.translate("EntrySpecs", "Host RAM (GB):"),
            QCoreApplication.translate("EntrySpecs", "Main memory, for CPU offload"),
            "float",
        ),
        FieldSpec(
            "nvlink_domain_size",
            QCoreApplication.translate("EntrySpecs", "NVLink domain size:"),
            QCoreApplication.translate(
                "EntrySpecs", "GPUs sharing one NVLink domain (1 = PCIe only)"
            ),
            "int",
        ),
        FieldSpec(
            "intra_domain_link_gb_s",
            QCoreApplication.translate("EntrySpecs", "Link inside a domain (GB/s):"),
            QCoreApplication.translate("EntrySpecs", "GPU-to-GPU bandwidth inside a domain"),
            "float",
        ),
        FieldSpec(
            "inter_domain_link_gb_s",
            QCoreApplication.translate("EntrySpecs", "Slowest link (GB/s):"),
            QCoreApplication.translate(
                "EntrySpecs", "Slowest GPU-to-GPU link, e.g. PCIe Gen5 ≈ 64"
            ),
            "float",
        ),
        FieldSpec(
            "inter_domain_link",
            QCoreApplication.translate("EntrySpecs", "Slowest link is:"),
            QCoreApplication.translate("EntrySpecs", "e.g. PCIe Gen5 x16"),
            "text",
        ),
        FieldSpec(
            "source",
            QCoreApplication.translate("EntrySpecs", "Source:"),
            QCoreApplication.translate("EntrySpecs", "Quote or spec sheet"),
            "text",
        ),
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
