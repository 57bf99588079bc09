"""Activation and logit memory per token, from the layer shapes.

Per layer and token, bf16 (2 bytes), flash attention (no s² score matrix is stored; only
the fp32 softmax log-sum-exp per head), after Korthikanti et al. 2022, ``sbh(34 + 5as/h)``
with the s² term dropped, dropout removed and adapted to GQA, RMSNorm and a gated MLP:

    norm inputs                norms_per_layer · 2h
    norm outputs (matmul in)   2h (q/k/v input) + 2h (MLP input)
    q, k, v (after RoPE)       2·q_dim + 2·2·kv_dim
    attention output           2·q_dim (o_proj input)
    softmax statistics         4·heads (fp32)
    MLP, gated                 2i gate + 2i up + 2i act(gate) + 2i product = 8i
    MLP, plain (GPT-2)         2i fc1 out + 2i act out = 4i

Llama 3.1 70B: 332 KB per token per layer, 26.6 MB per token over 80 layers (seed 003:
≈ 25 MB; 40·h bytes per layer — the seed's 25 MB and 200 GB read as 25 MiB / 200 GiB).

Checkpointing modes:
- none: everything above is kept.
- selective: the cheap element-wise results are recomputed in the backward pass — the norm
  outputs (from the stored norm inputs) and the MLP activation function output; every matmul
  input/output is kept. (Flash attention already recomputes the attention scores, which is
  what Korthikanti's "selective" recomputes.)
- full: only each layer's input is kept (2h per token per layer) plus one layer's full
  working set while it is recomputed in the backward pass.
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.catalog.schema import ModelArch
from llmplan.core.scenario import Checkpointing

ACT_BYTES = 2.0  # bf16 activations
SOFTMAX_STAT_BYTES = 4.0  # fp32 log-sum-exp per head (flash attention)
LOGIT_BYTES = 4.0  # fp32 logits for the loss (seed 003)
# Chunked / fused cross-entropy materialises the logits of one chunk at a time.
CHUNKED_LOSS_CHUNKS = 8


@dataclass(frozen=True)
class LayerActivations:
    """Bytes per token for one transformer layer."""

    kept: float  # no checkpointing
    selective: float
    layer_input: float  # what full checkpointing keeps

    def stored_per_token(self, mode: Checkpointing, num_layers: int) -> float:
        """Bytes per token over all layers, the recompute working set included."""
        if mode == "none":
            return num_layers * self.kept
        if mode == "selective":
            return num_layers * self.selective
        return num_layers * self.layer_input + self.kept


def attention_widths(arch: ModelArch) -> tuple[float, float, float]:
    """(q width, k width, v width) per token, summed over heads."""
    heads = arch.num_heads
    if arch.is_mla:  # q/k carry nope+rope dims, v its own head dim
        qk = (arch.qk_nope_head_dim or 0) + (arch.qk_rope_head_dim or 0)
        return heads * qk, heads * qk, heads * (arch.v_head_dim or arch.head_dim)
    kv = arch.num_kv_heads * arch.head_dim
    return heads * arch.head_dim, kv, kv


def mlp_width_per_token(arch: ModelArch) -> float:
    """Intermediate width a token passes through, averaged over dense and MoE layers."""
    if not arch.is_moe:
        return float(arch.intermediate_size)
    expert = arch.expert_intermediate_size or arch.intermediate_size
    moe_width = (arch.experts_per_token + arch.num_shared_experts) * expert
    dense_layers = min(arch.first_dense_layers, arch.num_layers)
    return (
        dense_layers * arch.intermediate_size + (arch.num_layers - dense_layers) * moe_width
    ) / arch.num_layers


def layer_activations(arch: ModelArch) -> LayerActivations:
    h = arch.hidden_size
    q_dim, k_dim, v_dim = attention_widths(arch)
    i = mlp_width_per_token(arch)
    norm_inputs = arch.norms_per_layer * ACT_BYTES * h
    norm_outputs = 2 * ACT_BYTES * h
    # q, k, v, and the o_proj input (concatenated value heads: = q_dim unless MLA)
    o_input = arch.num_heads * (arch.v_head_dim or arch.head_dim) if arch.kv_lora_rank else q_dim
    attention = ACT_BYTES * (q_dim + k_dim + v_dim + o_input)
    softmax = SOFTMAX_STAT_BYTES * arch.num_heads
    router = 4.0 * arch.num_experts  # fp32 router logits (MoE)
    mlp_tensors = 4 if arch.gated_mlp else 2
    mlp = mlp_tensors * ACT_BYTES * i
    kept = norm_inputs + norm_outputs + attention + softmax + router + mlp
    selective = kept - norm_outputs - ACT_BYTES * i  # recompute norms and act(gate)
    return LayerActivations(kept=kept, selective=selective, layer_input=ACT_BYTES * h)


def logits_bytes_per_token(vocab_size: int, chunked_loss: bool) -> float:
    per_token = vocab_size * LOGIT_BYTES
    return per_token / CHUNKED_LOSS_CHUNKS if chunked_loss else per_token
