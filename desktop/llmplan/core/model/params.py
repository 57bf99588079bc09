"""Parameter counts from a model's architecture: total, active (MoE) and LoRA adapters.

Counted the way the Hugging Face implementations build the modules, so the totals match
the makers' stated counts (Llama 3.1 8B = 8.03 B, 70B = 70.55 B, Qwen2.5-32B = 32.76 B,
Mixtral 8x7B = 46.7 B total / 12.9 B active).
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

from llmplan.catalog.schema import ModelArch

# The seven projections LoRA usually targets ("all-linear" in PEFT for Llama-type models).
STANDARD_PROJECTIONS = (
    "q_proj",
    "k_proj",
    "v_proj",
    "o_proj",
    "gate_proj",
    "up_proj",
    "down_proj",
)
# Multi-head latent attention (DeepSeek-V3) replaces q/k/v by low-rank pairs.
MLA_PROJECTIONS = (
    "q_a_proj",
    "q_b_proj",
    "kv_a_proj_with_mqa",
    "kv_b_proj",
    "o_proj",
    "gate_proj",
    "up_proj",
    "down_proj",
)


class ParameterCount(BaseModel):
    """Where a model's parameters sit. All figures are parameter counts (not bytes)."""

    model_config = ConfigDict(frozen=True)

    total: int
    active: int  # used per token: all experts but the routed top-k excluded; = total if dense
    embedding: int  # token embedding (input side); shared with the head when tied
    position_embedding: int  # learned absolute positions (GPT-2); 0 for RoPE models
    lm_head: int  # 0 when tied to the embedding
    attention_per_layer: int  # projections, biases, q/k norms, sinks
    mlp_per_layer: int  # one dense MLP (dense layers; 0 when every layer is MoE)
    expert_params: int  # one routed expert's MLP
    experts_total: int  # all routed experts in all layers
    shared_experts_per_layer: int
    router_per_layer: int
    norms: int  # every norm in the model, the final one included
    num_dense_layers: int
    num_moe_layers: int

    @property
    def active_without_embedding(self) -> int:
        """Active parameters less the input embedding (a lookup, not a matmul).

        OpenAI (gpt-oss) and DeepSeek (V3) state active counts this way; Mistral (Mixtral)
        and Qwen include the embedding.
        """
        return self.active - self.embedding - self.position_embedding


def count_parameters(arch: ModelArch) -> ParameterCount:
    """Count every parameter of ``arch`` (main model only; DeepSeek-V3's MTP head excluded)."""
    hidden = arch.hidden_size
    embedding = arch.vocab_size * hidden
    positions = arch.max_position_embeddings * hidden if arch.learned_positions else 0
    lm_head = 0 if arch.tied_embeddings else arch.vocab_size * hidden
    attention = _attention_params(arch)
    num_moe_layers = arch.num_layers - arch.first_dense_layers if arch.is_moe else 0
    num_dense_layers = arch.num_layers - num_moe_layers
    dense_mlp = _mlp_params(arch, arch.intermediate_size) if num_dense_layers else 0
    expert = _mlp_params(arch, _expert_width(arch)) if arch.is_moe else 0
    shared = arch.num_shared_experts * expert
    router = (
        arch.num_experts * hidden + (arch.num_experts if arch.router_bias else 0)
        if arch.is_moe
        else 0
    )
    norms = (arch.num_layers * arch.norms_per_layer + 1) * _norm_params(arch, hidden)
    experts_total = num_moe_layers * arch.num_experts * expert
    total = (
        embedding
        + positions
        + lm_head
        + norms
        + arch.num_layers * attention
        + num_dense_layers * dense_mlp
        + num_moe_layers * (shared + router)
        + experts_total
    )
    idle_experts = max(arch.num_experts - arch.experts_per_token, 0)
    active = total - num_moe_layers * idle_experts * expert
    return ParameterCount(
        total=total,
        active=active,
        embedding=embedding,
        position_embedding=positions,
        lm_head=lm_head,
        attention_per_layer=attention,
        mlp_per_layer=dense_mlp,
        expert_params=expert,
        experts_total=experts_total,
        shared_experts_per_layer=shared,
        router_per_layer=router,
        norms=norms,
        num_dense_layers=num_dense_layers,
        num_moe_layers=num_moe_layers,
    )


def _norm_params(arch: ModelArch, width: int) -> int:
    # LayerNorm has a bias next to its weight; RMSNorm only a weight
    return 2 * width if arch.norm == "layernorm" else width


def _expert_width(arch: ModelArch) -> int:
    return arch.expert_intermediate_size or arch.intermediate_size


def _mlp_params(arch: ModelArch, width: int) -> int:
    matrices = 3 if arch.gated_mlp else 2
    weights = matrices * arch.hidden_size * width
    biases = ((matrices - 1) * width + arch.hidden_size) if arch.mlp_bias else 0
    return weights + biases


def _attention_params(arch: ModelArch) -> int:
    weights = sum(d_in * d_out for d_in, d_out in _attention_shapes(arch).values())
    extras = 0
    if arch.attention_bias and not arch.is_mla:
        extras += (arch.num_heads + 2 * arch.num_kv_heads) * arch.head_dim
    if arch.attention_output_bias:
        extras += arch.hidden_size
    if arch.qk_norm:
        extras += 2 * _norm_params(arch, arch.head_dim)
    if arch.attention_sinks:
        extras += arch.num_heads
    if arch.is_mla:
        # RMSNorms on the compressed latents
        extras += (arch.q_lora_rank or 0) + (arch.kv_lora_rank or 0)
    return weights + extras


def _attention_shapes(arch: ModelArch) -> dict[str, tuple[int, int]]:
    """(d_in, d_out) of each attention projection."""
    hidden, heads = arch.hidden_size, arch.num_heads
    if not arch.is_mla:
        q_width, kv_width = heads * arch.head_dim, arch.num_kv_heads * arch.head_dim
        return {
            "q_proj": (hidden, q_width),
            "k_proj": (hidden, kv_width),
            "v_proj": (hidden, kv_width),
            "o_proj": (q_width, hidden),
        }
    rope = arch.qk_rope_head_dim or 0
    nope = arch.qk_nope_head_dim or 0
    v_dim = arch.v_head_dim or arch.head_dim
    kv_rank = arch.kv_lora_rank or 0
    shapes: dict[str, tuple[int, int]] = {}
    if arch.q_lora_rank:
        shapes["q_a_proj"] = (hidden, arch.q_lora_rank)
        shapes["q_b_proj"] = (arch.q_lora_rank, heads * (nope + rope))
    else:
        shapes["q_proj"] = (hidden, heads * (nope + rope))
    shapes["kv_a_proj_with_mqa"] = (hidden, kv_rank + rope)
    shapes["kv_b_proj"] = (kv_rank, heads * (nope + v_dim))
    shapes["o_proj"] = (heads * v_dim, hidden)
    return shapes


def _mlp_shapes(arch: ModelArch, width: int) -> dict[str, tuple[int, int]]:
    hidden = arch.hidden_size
    shapes = {"up_proj": (hidden, width), "down_proj": (width, hidden)}
    if arch.gated_mlp:
        shapes = {"gate_proj": (hidden, width), **shapes}
    return shapes


def _projection_groups(arch: ModelArch) -> list[tuple[str, int, int, int, int]]:
    """(name, d_in, d_out, copies per layer, layers) for every group of linear projections."""
    count = count_parameters(arch)
    groups = [
        (name, d_in, d_out, 1, arch.num_layers)
        for name, (d_in, d_out) in _attention_shapes(arch).items()
    ]
    if count.num_dense_layers:
        for name, (d_in, d_out) in _mlp_shapes(arch, arch.intermediate_size).items():
            groups.append((name, d_in, d_out, 1, count.num_dense_layers))
    if count.num_moe_layers:
        experts = arch.num_experts + arch.num_shared_experts
        for name, (d_in, d_out) in _mlp_shapes(arch, _expert_width(arch)).items():
            groups.append((name, d_in, d_out, experts, count.num_moe_layers))
    return groups


def linear_projections(arch: ModelArch) -> dict[str, tuple[int, int, int]]:
    """Projection name -> (d_in, d_out, copies per layer, summed over experts).

    For MoE models the MLP entries describe a MoE layer (routed + shared experts). Where
    layers differ (DeepSeek-V3's first three dense layers) a per-layer view cannot be exact:
    use :func:`lora_parameters`, which counts every layer as built.
    Fused modules (GPT-2 ``c_attn``, Phi-3 ``qkv_proj``) are listed as their q/k/v parts.
    """
    # later groups (MoE layers) replace earlier ones (dense layers) of the same name
    return {
        name: (d_in, d_out, copies) for name, d_in, d_out, copies, _ in _projection_groups(arch)
    }


class UnknownLoraTargetError(ValueError):
    """LoRA targets the architecture has no projection for; the names, for the views."""

    def __init__(self, unknown: list[str], model: str, known: list[str]) -> None:
        super().__init__(
            f"unknown LoRA target(s) {', '.join(unknown)} for {model}; "
            f"this model has: {', '.join(known)}"
        )
        self.unknown, self.model, self.known = unknown, model, known


def lora_parameters(arch: ModelArch, rank: int, targets: Iterable[str] | None = None) -> int:
    """Trainable LoRA parameters: r·(d_in + d_out) per adapted matrix, all layers and experts.

    ``targets`` are projection names (see :func:`linear_projections`); ``None`` or
    ``["all-linear"]`` adapts every projection.
    """
    if rank < 1:
        raise ValueError(f"LoRA rank must be at least 1, got {rank}")
    groups = _projection_groups(arch)
    known = {group[0] for group in groups}
    wanted = set(known if targets is None else targets)
    if "all-linear" in wanted:
        wanted = known
    unknown = sorted(wanted - known)
    if unknown:
        raise UnknownLoraTargetError(unknown, arch.id, sorted(known))
    return sum(
        rank * (d_in + d_out) * copies * layers
        for name, d_in, d_out, copies, layers in groups
        if name in wanted
    )
