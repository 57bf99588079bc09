"""Which fields the custom architecture / GPU / server dialogs show, with their tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from llmplan.gui.entry_dialog import FieldSpec


def _tr(text: str) -> str:
    return QCoreApplication.translate("EntrySpecs", text)


def architecture_specs() -> list[FieldSpec]:
    return [
        FieldSpec("id", _tr("Id:"), _tr("Short lowercase id, e.g. my-125m"), "text"),
        FieldSpec("name", _tr("Name:"), _tr("Name shown in the plan"), "text"),
        FieldSpec("family", _tr("Family:"), _tr("Model family, e.g. custom"), "text"),
        FieldSpec("vocab_size", _tr("Vocabulary size:"), _tr("Tokens in the vocabulary"), "int"),
        FieldSpec("hidden_size", _tr("Hidden size (d_model):"), _tr("Width of the residual stream"), "int"),
        FieldSpec("intermediate_size", _tr("MLP width:"), _tr("Feed-forward width, often 4 × d_model"), "int"),
        FieldSpec("num_layers", _tr("Layers:"), _tr("Number of transformer blocks"), "int"),
        FieldSpec("num_heads", _tr("Attention heads:"), _tr("Query heads per layer"), "int"),
        FieldSpec("num_kv_heads", _tr("Key/value heads:"), _tr("Equal to the heads unless grouped-query attention"), "int"),
        FieldSpec("head_dim", _tr("Head dimension:"), _tr("Usually d_model / heads (64 or 128)"), "int"),
        FieldSpec("max_position_embeddings", _tr("Context length:"), _tr("Longest sequence the model supports"), "int"),
        FieldSpec("gated_mlp", _tr("Gated MLP (SwiGLU):"), _tr("Three MLP matrices instead of two (GELU)"), "bool"),
        FieldSpec("tied_embeddings", _tr("Tied embeddings:"), _tr("The output head shares the embedding matrix"), "bool"),
        FieldSpec("learned_positions", _tr("Learned positions:"), _tr("GPT-2 style absolute position embeddings"), "bool"),
        FieldSpec("norm", _tr("Norm:"), _tr("Normalisation layers"), "choice",
                  (("rmsnorm", "RMSNorm"), ("layernorm", "LayerNorm"))),
        FieldSpec("tokenizer", _tr("Tokenizer id:"), _tr("Bundled tokenizer to count the corpus with"), "text"),
        FieldSpec("source", _tr("Source:"), _tr("Where these numbers come from"), "text"),
    ]


def seed_125m_architecture() -> dict[str, object]:
    """Seed 002's from-scratch example: a GPT-style 125 M model (defaults for a new one)."""
    return {
        "id": "custom-125m", "name": "Custom 125M (seed 002)", "family": "custom",
        "architecture": "custom", "vocab_size": 32000, "hidden_size": 768,
        "intermediate_size": 3072, "num_layers": 12, "num_heads": 12, "num_kv_heads": 12,
        "head_dim": 64, "max_position_embeddings": 1024, "gated_mlp": False,
        "tied_embeddings": True, "learned_positions": True, "norm": "layernorm",
        "tokenizer": "llama-3.1", "source": "seed 002, example configuration",
    }


def gpu_specs() -> list[FieldSpec]:
    return [
        FieldSpec("id", _tr("Id:"), _tr("Short lowercase id, e.g. my-gpu"), "text"),
        FieldSpec("name", _tr("Name:"), _tr("Name shown in the plan"), "text"),
        FieldSpec("vendor", _tr("Vendor:"), _tr("Maker of the GPU"), "choice",
                  (("NVIDIA", "NVIDIA"), ("AMD", "AMD"), ("Intel", "Intel"))),
        FieldSpec("memory_gb", _tr("Memory (GB):"), _tr("Memory per card, decimal GB"), "float"),
        FieldSpec("memory_bandwidth_tb_s", _tr("Memory bandwidth (TB/s):"), _tr("From the spec sheet"), "float"),
        FieldSpec("bf16_dense_tflops", _tr("BF16 dense TFLOPS:"), _tr("Dense, not sparse, BF16 tensor throughput"), "float"),
        FieldSpec("board_power_w", _tr("Board power (W):"), _tr("Maximum board power"), "float"),
        FieldSpec("form_factor", _tr("Form factor:"), _tr("SXM, PCIe, OAM, …"), "text"),
        FieldSpec("source", _tr("Source:"), _tr("Spec sheet or quote these figures come from"), "text"),
    ]


def server_specs(gpu_choices: tuple[tuple[str, str], ...]) -> list[FieldSpec]:
    return [
        FieldSpec("id", _tr("Id:"), _tr("Short lowercase id, e.g. quote-2025-01"), "text"),
        FieldSpec("name", _tr("Name:"), _tr("Name shown in the plan"), "text"),
        FieldSpec("gpu", _tr("GPU:"), _tr("GPU model in the server"), "choice", gpu_choices),
        FieldSpec("gpu_count", _tr("GPUs:"), _tr("GPUs per server"), "int"),
        FieldSpec("cpu.model", _tr("CPU model:"), _tr("Host processor"), "text"),
        FieldSpec("cpu.count", _tr("CPUs:"), _tr("Processor sockets"), "int"),
        FieldSpec("cpu.tdp_w", _tr("CPU TDP (W):"), _tr("Thermal design power per CPU"), "float"),
        FieldSpec("host_ram_gb", _tr("Host RAM (GB):"), _tr("Main memory, for CPU offload"), "float"),
        FieldSpec("nvlink_domain_size", _tr("NVLink domain size:"), _tr("GPUs sharing one NVLink domain (1 = PCIe only)"), "int"),
        FieldSpec("intra_domain_link_gb_s", _tr("Link inside a domain (GB/s):"), _tr("GPU-to-GPU bandwidth inside a domain"), "float"),
        FieldSpec("inter_domain_link_gb_s", _tr("Slowest link (GB/s):"), _tr("Slowest GPU-to-GPU link, e.g. PCIe Gen5 ≈ 64"), "float"),
        FieldSpec("inter_domain_link", _tr("Slowest link is:"), _tr("e.g. PCIe Gen5 x16"), "text"),
        FieldSpec("source", _tr("Source:"), _tr("Quote or spec sheet"), "text"),
    ]


def default_server(gpu_id: str) -> dict[str, object]:
    return {
        "id": "my-server", "name": "My server", "gpu": gpu_id, "gpu_count": 8,
        "cpu": {"model": "2x server CPU", "count": 2, "tdp_w": 360},
        "host_ram_gb": 2048, "nvlink_domain_size": 1, "intra_domain_link_gb_s": 64,
        "inter_domain_link_gb_s": 64, "inter_domain_link": "PCIe Gen5 x16",
        "source": "user quote",
    }


def default_gpu() -> dict[str, object]:
    return {
        "id": "my-gpu", "name": "My GPU", "vendor": "NVIDIA", "memory_gb": 96,
        "memory_bandwidth_tb_s": 1.6, "bf16_dense_tflops": 500, "board_power_w": 600,
        "form_factor": "PCIe", "source": "user spec sheet",
    }
