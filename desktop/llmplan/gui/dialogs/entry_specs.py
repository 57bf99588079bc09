"""Which fields the custom architecture / GPU / server dialogs show, with their tooltips."""

from __future__ import annotations

import typing
from types import UnionType
from typing import Union

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication

from llmplan.catalog.schema import GPU, ModelArch, Server
from llmplan.core.explain import SRC_SEED_002
from llmplan.gui.dialogs.field_spec import FieldKind, FieldSpec
from llmplan.gui.widgets.scenario_fields import literal_values, model_field, range_hint


def _field(
    model: type[BaseModel],
    name: str,
    label: str,
    tooltip: str,
    choices: tuple[tuple[str, str], ...] | None = None,
    words: dict[str, str] | None = None,
) -> FieldSpec:
    """One row of a dialog: its kind, the values of a choice and the allowed range come
    from the pydantic model's field (`choices` only where the values are data, such as the
    catalogue's GPUs; `words` names a choice's values); label and tooltip in the current
    language."""
    owner, leaf = model_field(model, name)
    values = literal_values(owner, leaf)
    annotation = owner.model_fields[leaf].annotation
    present = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
    if typing.get_origin(annotation) in (Union, UnionType) and len(present) == 1:
        annotation = present[0]  # an optional field: its type
    kind: FieldKind
    if choices is not None or values:
        kind = "choice"
    else:
        kind = _KINDS.get(annotation, "text") if isinstance(annotation, type) else "float"
    names = words or {}
    shown = choices if choices is not None else tuple((v, names.get(v, v)) for v in values)
    hint = range_hint(leaf, owner) if kind in ("int", "float") else ""
    return FieldSpec(
        name,
        QCoreApplication.translate("EntrySpecs", label),
        QCoreApplication.translate("EntrySpecs", tooltip) + hint,
        kind,
        shown,
    )


_KINDS: dict[type, FieldKind] = {bool: "bool", int: "int", float: "float", str: "text"}


def _id_and_name(model: type[BaseModel], id_tooltip: str) -> list[FieldSpec]:
    """The two rows every custom entry starts with; `id_tooltip` shows an example id."""
    return [
        _field(model, "id", "Id:", id_tooltip),
        _field(model, "name", "Name:", "Name shown in the plan"),
    ]


def architecture_specs() -> list[FieldSpec]:
    return [
        *_id_and_name(ModelArch, "Short lowercase id, e.g. my-125m"),
        _field(ModelArch, "family", "Family:", "Model family, e.g. custom"),
        _field(ModelArch, "vocab_size", "Vocabulary size:", "Tokens in the vocabulary"),
        _field(ModelArch, "hidden_size", "Hidden size (d_model):", "Width of the residual stream"),
        _field(
            ModelArch, "intermediate_size", "MLP width:", "Feed-forward width, often 4 × d_model"
        ),
        _field(ModelArch, "num_layers", "Layers:", "Number of transformer blocks"),
        _field(ModelArch, "num_heads", "Attention heads:", "Query heads per layer"),
        _field(
            ModelArch,
            "num_kv_heads",
            "Key/value heads:",
            "Equal to the heads unless grouped-query attention",
        ),
        _field(ModelArch, "head_dim", "Head dimension:", "Usually d_model / heads (64 or 128)"),
        _field(
            ModelArch,
            "max_position_embeddings",
            "Context length:",
            "Longest sequence the model supports",
        ),
        _field(
            ModelArch,
            "gated_mlp",
            "Gated MLP (SwiGLU):",
            "Three MLP matrices instead of two (GELU)",
        ),
        _field(
            ModelArch,
            "tied_embeddings",
            "Tied embeddings:",
            "The output head shares the embedding matrix",
        ),
        _field(
            ModelArch,
            "learned_positions",
            "Learned positions:",
            "GPT-2 style absolute position embeddings",
        ),
        _field(
            ModelArch,
            "norm",
            "Norm:",
            "Normalisation layers",
            words={"rmsnorm": "RMSNorm", "layernorm": "LayerNorm"},
        ),
        _field(
            ModelArch, "tokenizer", "Tokenizer id:", "Bundled tokenizer to count the corpus with"
        ),
        _field(ModelArch, "source", "Source:", "Where these numbers come from"),
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
        *_id_and_name(GPU, "Short lowercase id, e.g. my-gpu"),
        _field(GPU, "vendor", "Vendor:", "Maker of the GPU"),
        _field(GPU, "memory_gb", "Memory (GB):", "Memory per card, decimal GB"),
        _field(GPU, "memory_bandwidth_tb_s", "Memory bandwidth (TB/s):", "From the spec sheet"),
        _field(
            GPU,
            "bf16_dense_tflops",
            "BF16 dense TFLOPS:",
            "Dense, not sparse, BF16 tensor throughput",
        ),
        _field(GPU, "board_power_w", "Board power (W):", "Maximum board power"),
        _field(GPU, "form_factor", "Form factor:", "SXM, PCIe, OAM, …"),
        _field(GPU, "source", "Source:", "Spec sheet or quote these figures come from"),
    ]


def server_specs(gpu_choices: tuple[tuple[str, str], ...]) -> list[FieldSpec]:
    return [
        *_id_and_name(Server, "Short lowercase id, e.g. quote-2025-01"),
        _field(Server, "gpu", "GPU:", "GPU model in the server", gpu_choices),
        _field(Server, "gpu_count", "GPUs:", "GPUs per server"),
        _field(Server, "cpu.model", "CPU model:", "Host processor"),
        _field(Server, "cpu.count", "CPUs:", "Processor sockets"),
        _field(Server, "cpu.tdp_w", "CPU TDP (W):", "Thermal design power per CPU"),
        _field(Server, "host_ram_gb", "Host RAM (GB):", "Main memory, for CPU offload"),
        _field(
            Server,
            "nvlink_domain_size",
            "NVLink domain size:",
            "GPUs sharing one NVLink domain (1 = PCIe only)",
        ),
        _field(
            Server,
            "intra_domain_link_gb_s",
            "Link inside a domain (GB/s):",
            "GPU-to-GPU bandwidth inside a domain",
        ),
        _field(
            Server,
            "inter_domain_link_gb_s",
            "Slowest link (GB/s):",
            "Slowest GPU-to-GPU link, e.g. PCIe Gen5 ≈ 64",
        ),
        _field(Server, "inter_domain_link", "Slowest link is:", "e.g. PCIe Gen5 x16"),
        _field(Server, "source", "Source:", "Quote or spec sheet"),
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
