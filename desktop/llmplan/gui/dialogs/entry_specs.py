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

# "<model>.<field>" -> the label and the tooltip of a dialog row, English source texts
# (translated when a dialog is built); which rows a dialog shows, in order, is its `*_specs()`
_LABELS = {
    "ModelArch.id": "Id:",
    "ModelArch.name": "Name:",
    "ModelArch.family": "Family:",
    "ModelArch.vocab_size": "Vocabulary size:",
    "ModelArch.hidden_size": "Hidden size (d_model):",
    "ModelArch.intermediate_size": "MLP width:",
    "ModelArch.num_layers": "Layers:",
    "ModelArch.num_heads": "Attention heads:",
    "ModelArch.num_kv_heads": "Key/value heads:",
    "ModelArch.head_dim": "Head dimension:",
    "ModelArch.max_position_embeddings": "Context length:",
    "ModelArch.gated_mlp": "Gated MLP (SwiGLU):",
    "ModelArch.tied_embeddings": "Tied embeddings:",
    "ModelArch.learned_positions": "Learned positions:",
    "ModelArch.norm": "Norm:",
    "ModelArch.tokenizer": "Tokenizer id:",
    "ModelArch.source": "Source:",
    "GPU.id": "Id:",
    "GPU.name": "Name:",
    "GPU.vendor": "Vendor:",
    "GPU.memory_gb": "Memory (GB):",
    "GPU.memory_bandwidth_tb_s": "Memory bandwidth (TB/s):",
    "GPU.bf16_dense_tflops": "BF16 dense TFLOPS:",
    "GPU.board_power_w": "Board power (W):",
    "GPU.form_factor": "Form factor:",
    "GPU.source": "Source:",
    "Server.id": "Id:",
    "Server.name": "Name:",
    "Server.gpu": "GPU:",
    "Server.gpu_count": "GPUs:",
    "Server.cpu.model": "CPU model:",
    "Server.cpu.count": "CPUs:",
    "Server.cpu.tdp_w": "CPU TDP (W):",
    "Server.host_ram_gb": "Host RAM (GB):",
    "Server.nvlink_domain_size": "NVLink domain size:",
    "Server.intra_domain_link_gb_s": "Link inside a domain (GB/s):",
    "Server.inter_domain_link_gb_s": "Slowest link (GB/s):",
    "Server.inter_domain_link": "Slowest link is:",
    "Server.source": "Source:",
}
_TOOLTIPS = {
    "ModelArch.id": "Short lowercase id, e.g. my-125m",
    "ModelArch.name": "Name shown in the plan",
    "ModelArch.family": "Model family, e.g. custom",
    "ModelArch.vocab_size": "Tokens in the vocabulary",
    "ModelArch.hidden_size": "Width of the residual stream",
    "ModelArch.intermediate_size": "Feed-forward width, often 4 × d_model",
    "ModelArch.num_layers": "Number of transformer blocks",
    "ModelArch.num_heads": "Query heads per layer",
    "ModelArch.num_kv_heads": "Equal to the heads unless grouped-query attention",
    "ModelArch.head_dim": "Usually d_model / heads (64 or 128)",
    "ModelArch.max_position_embeddings": "Longest sequence the model supports",
    "ModelArch.gated_mlp": "Three MLP matrices instead of two (GELU)",
    "ModelArch.tied_embeddings": "The output head shares the embedding matrix",
    "ModelArch.learned_positions": "GPT-2 style absolute position embeddings",
    "ModelArch.norm": "Normalisation layers",
    "ModelArch.tokenizer": "Bundled tokenizer to count the corpus with",
    "ModelArch.source": "Where these numbers come from",
    "GPU.id": "Short lowercase id, e.g. my-gpu",
    "GPU.name": "Name shown in the plan",
    "GPU.vendor": "Maker of the GPU",
    "GPU.memory_gb": "Memory per card, decimal GB",
    "GPU.memory_bandwidth_tb_s": "From the spec sheet",
    "GPU.bf16_dense_tflops": "Dense, not sparse, BF16 tensor throughput",
    "GPU.board_power_w": "Maximum board power",
    "GPU.form_factor": "SXM, PCIe, OAM, …",
    "GPU.source": "Spec sheet or quote these figures come from",
    "Server.id": "Short lowercase id, e.g. quote-2025-01",
    "Server.name": "Name shown in the plan",
    "Server.gpu": "GPU model in the server",
    "Server.gpu_count": "GPUs per server",
    "Server.cpu.model": "Host processor",
    "Server.cpu.count": "Processor sockets",
    "Server.cpu.tdp_w": "Thermal design power per CPU",
    "Server.host_ram_gb": "Main memory, for CPU offload",
    "Server.nvlink_domain_size": "GPUs sharing one NVLink domain (1 = PCIe only)",
    "Server.intra_domain_link_gb_s": "GPU-to-GPU bandwidth inside a domain",
    "Server.inter_domain_link_gb_s": "Slowest GPU-to-GPU link, e.g. PCIe Gen5 ≈ 64",
    "Server.inter_domain_link": "e.g. PCIe Gen5 x16",
    "Server.source": "Quote or spec sheet",
}


def _field(
    model: type[BaseModel],
    name: str,
    choices: tuple[tuple[str, str], ...] | None = None,
    words: dict[str, str] | None = None,
) -> FieldSpec:
    """One row of a dialog: its kind, the values of a choice and the allowed range come
    from the pydantic model's field (`choices` only where the values are data, such as the
    catalogue's GPUs; `words` names a choice's values); label and tooltip (`_LABELS`,
    `_TOOLTIPS`) in the current language."""
    key = f"{model.__name__}.{name}"
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
        QCoreApplication.translate("EntrySpecs", _LABELS[key]),
        QCoreApplication.translate("EntrySpecs", _TOOLTIPS[key]) + hint,
        kind,
        shown,
    )


_KINDS: dict[type, FieldKind] = {bool: "bool", int: "int", float: "float", str: "text"}


def _fields(model: type[BaseModel], *rows: str | FieldSpec) -> list[FieldSpec]:
    """The rows of a dialog in order: the id and name every custom entry starts with, then
    each field by name — or a row built with `_field` where it takes choices or words."""
    return [
        row if isinstance(row, FieldSpec) else _field(model, row) for row in ("id", "name", *rows)
    ]


def architecture_specs() -> list[FieldSpec]:
    return _fields(
        ModelArch,
        "family",
        "vocab_size",
        "hidden_size",
        "intermediate_size",
        "num_layers",
        "num_heads",
        "num_kv_heads",
        "head_dim",
        "max_position_embeddings",
        "gated_mlp",
        "tied_embeddings",
        "learned_positions",
        _field(ModelArch, "norm", words={"rmsnorm": "RMSNorm", "layernorm": "LayerNorm"}),
        "tokenizer",
        "source",
    )


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
    return _fields(
        GPU,
        "vendor",
        "memory_gb",
        "memory_bandwidth_tb_s",
        "bf16_dense_tflops",
        "board_power_w",
        "form_factor",
        "source",
    )


def server_specs(gpu_choices: tuple[tuple[str, str], ...]) -> list[FieldSpec]:
    return _fields(
        Server,
        _field(Server, "gpu", gpu_choices),
        "gpu_count",
        "cpu.model",
        "cpu.count",
        "cpu.tdp_w",
        "host_ram_gb",
        "nvlink_domain_size",
        "intra_domain_link_gb_s",
        "inter_domain_link_gb_s",
        "inter_domain_link",
        "source",
    )


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
