"""How an engine shares a device's memory between weights, working memory and KV cache.

vLLM (vllm/v1/worker/gpu_worker.py determine_available_memory): the KV cache gets
capacity × gpu_memory_utilization less the weights, the peak of a profiling forward pass
over max_num_batched_tokens and the memory outside PyTorch (CUDA context, cuBLAS and NCCL
workspaces); it is cut into blocks of 16 tokens (vllm/v1/core/kv_cache_utils.py), and
"Maximum concurrency for N tokens per request" = blocks × 16 / N. CUDA graphs are captured
afterwards, within the 1 − gpu_memory_utilization left over.
llama.cpp allocates the KV cache for its whole context up front (n_ctx = slots × context,
src/llama-kv-cache.cpp) beside the weights and one compute buffer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from llmplan.catalog.schema import ModelArch
from llmplan.units import GIB

GPU_MEMORY_UTILIZATION: Final = 0.9  # vllm/config/cache.py CacheConfig default
BLOCK_SIZE: Final = 16  # vllm/config/cache.py: the CUDA default block size
# vllm/engine/arg_utils.py (V1 defaults for the OpenAI server): 8192 batched tokens and
# 1024 sequences on cards of 70 GiB and more, 2048 and 256 below
LARGE_CARD_BYTES: Final = 70 * GIB
# The CUDA context and the libraries' workspaces (vLLM's "non-torch memory"; logged at
# about 0.5-1.5 GiB on one card); NCCL adds its buffers under tensor parallelism
NON_TORCH_BYTES: Final = 1.0 * GIB
NCCL_BYTES: Final = 0.5 * GIB
SRC_VLLM_MEMORY = (
    "vLLM v1: vllm/v1/worker/gpu_worker.py (determine_available_memory: "
    "requested = total × gpu_memory_utilization, KV = requested − weights − peak activation "
    "− non-torch memory), vllm/v1/core/kv_cache_utils.py (blocks of block_size tokens; "
    "max concurrency = blocks × block_size / max_model_len)"
)
SRC_LLAMA_CPP_MEMORY = (
    "llama.cpp: src/llama-kv-cache.cpp (K and V for n_ctx cells in every layer, allocated at "
    "start; llama-server splits n_ctx over its -np slots), ggml's compute buffer for one "
    "micro-batch of n_ubatch = 512 tokens"
)
LLAMA_CPP_UBATCH: Final = 512


def vllm_batch_limits(capacity_bytes: float) -> tuple[int, int]:
    """(max_num_batched_tokens, max_num_seqs) vLLM picks for the card by default."""
    return (8192, 1024) if capacity_bytes >= LARGE_CARD_BYTES else (2048, 256)


def profile_peak_bytes(arch: ModelArch, tokens: int, seqs: int, tensor_parallel: int) -> float:
    """The profiling run's peak on one card: the widest tensors of one layer's forward over
    `tokens` tokens (the MLP's gate/up output and its activation, q/k/v, a few hidden-state
    copies), all bf16, or the sampler's fp32 logits and probabilities for `seqs`, whichever
    is larger."""
    width = arch.expert_intermediate_size if arch.is_moe and arch.expert_intermediate_size else 0
    mlp = (arch.intermediate_size if not width else width * max(arch.experts_per_token, 1)) * 3
    qkv = (arch.num_heads + 2 * arch.num_kv_heads) * arch.head_dim
    forward = tokens * ((mlp + qkv) / tensor_parallel + 4 * arch.hidden_size) * 2
    sampler = seqs * arch.vocab_size * 4 * 2 / tensor_parallel
    return max(forward, sampler)


@dataclass(frozen=True)
class KvAllocation:
    """One copy of the model (tensor_parallel cards, or the CPU's RAM)."""

    weights_per_device: float
    working_per_device: float  # profile peak + non-torch (vLLM); compute buffer (llama.cpp)
    kv_bytes_per_device: float  # what is left for the KV cache on one device
    kv_tokens: int  # tokens the KV cache of this copy holds
    max_concurrency: int  # requests at the full context


def vllm_allocation(
    arch: ModelArch,
    capacity_bytes: float,
    weights_bytes: float,
    adapter_bytes: float,
    kv_per_token: float,
    context: int,
    tensor_parallel: int,
    utilization: float = GPU_MEMORY_UTILIZATION,
    batched_tokens: int | None = None,
) -> KvAllocation:
    """`utilization` and `batched_tokens` are the engine's --gpu-memory-utilization and
    --max-num-batched-tokens where a logged run set them; the defaults otherwise."""
    tokens, seqs = vllm_batch_limits(capacity_bytes)
    tokens = batched_tokens or tokens
    weights = (weights_bytes + adapter_bytes) / tensor_parallel
    working = profile_peak_bytes(arch, tokens, seqs, tensor_parallel) + NON_TORCH_BYTES
    if tensor_parallel > 1:
        working += NCCL_BYTES
    available = capacity_bytes * utilization - weights - working
    # the KV heads are split over the cards; fewer heads than cards are copied
    kv_share = max(1.0, arch.num_kv_heads / tensor_parallel) / arch.num_kv_heads
    per_token = kv_per_token * kv_share
    blocks = max(0, math.floor(available / (BLOCK_SIZE * per_token))) if available > 0 else 0
    kv_tokens = blocks * BLOCK_SIZE
    return KvAllocation(weights, working, max(available, 0.0), kv_tokens, kv_tokens // context)


def llama_cpp_allocation(
    arch: ModelArch,
    memory_bytes: float,
    weights_bytes: float,
    adapter_bytes: float,
    kv_per_token: float,
    context: int,
) -> KvAllocation:
    working = LLAMA_CPP_UBATCH * (arch.vocab_size + 3 * arch.intermediate_size) * 4
    available = memory_bytes - weights_bytes - adapter_bytes - working
    kv_tokens = max(0, math.floor(available / kv_per_token)) if available > 0 else 0
    return KvAllocation(
        weights_bytes + adapter_bytes, working, max(available, 0.0), kv_tokens, kv_tokens // context
    )
