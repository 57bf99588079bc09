"""Bytes of the served weights and of the KV cache, per number format.

Each format states the bits one weight takes with its quantisation scales (the block or
group layouts below), the engine that runs it and the tensor-core rate prefill uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from llmplan.catalog.schema import GPU, ModelArch
from llmplan.core.model.params import count_parameters, linear_projections
from llmplan.core.serving_inputs import KvCachePrecision, ServingPrecision

Engine = Literal["vllm", "llama.cpp"]
MatmulRate = Literal["bf16", "fp8"]

SRC_VLLM_QUANT = (
    "vLLM, vllm/model_executor/layers/quantization/ (fp8.py: per-channel scales, "
    "awq.py / gptq.py: a 16-bit scale and a 4-bit zero per group of 128); embeddings and "
    "lm_head stay 16-bit (VocabParallelEmbedding and ParallelLMHead are not quantised)"
)
SRC_GGML_BLOCKS = (
    "llama.cpp, ggml/src/ggml-common.h: block_q8_0 = 32 int8 + one fp16 scale (34 bytes per "
    "32 weights, 8.5 bits), block_q4_0 = 18 bytes per 32 (4.5 bits), block_q4_K = 144 bytes "
    "per 256 (4.5 bits), block_q6_K = 210 bytes per 256 (6.5625 bits); src/llama-quant.cpp: "
    "Q4_K_M keeps attn_v and ffn_down at Q6_K in the layers use_more_bits() picks, and the "
    "output matrix at Q6_K (a tied token embedding, being the output, too)"
)
SRC_KV_TYPES = (
    "vLLM --kv-cache-dtype (auto, fp8: one byte per element); llama.cpp --cache-type-k/-v "
    "(f16, q8_0 = 8.5 bits, q4_0 = 4.5 bits per element)"
)

Q4_K_BITS: Final = 144 * 8 / 256  # 4.5
Q6_K_BITS: Final = 210 * 8 / 256  # 6.5625
Q8_0_BITS: Final = 34 * 8 / 32  # 8.5
Q4_0_BITS: Final = 18 * 8 / 32  # 4.5
GROUP_4BIT_BITS: Final = (
    4 + (16 + 4) / 128
)  # AWQ/GPTQ: 4-bit weight, per 128: fp16 scale + 4-bit zero


@dataclass(frozen=True)
class WeightFormat:
    """How one served precision stores the model's tensors."""

    engine: Engine
    linear_bits: float  # a weight of a linear projection, scales included
    embedding_bits: float  # the input embedding
    head_bits: float  # an untied output head
    other_bits: float  # norms and biases
    matmul: (
        MatmulRate  # the tensor-core rate prefill runs at (weight-only int4 dequantises to bf16)
    )
    more_bits_layers: bool = False  # Q4_K_M: attn_v and ffn_down at Q6_K in some layers


WEIGHT_FORMATS: Final[dict[ServingPrecision, WeightFormat]] = {
    "bf16": WeightFormat("vllm", 16, 16, 16, 16, "bf16"),
    "fp8": WeightFormat("vllm", 8, 16, 16, 16, "fp8"),
    "int8": WeightFormat("vllm", 8, 16, 16, 16, "fp8"),  # W8A8: the int8 rate = the fp8 rate
    "int4_awq": WeightFormat("vllm", GROUP_4BIT_BITS, 16, 16, 16, "bf16"),
    "int4_gptq": WeightFormat("vllm", GROUP_4BIT_BITS, 16, 16, 16, "bf16"),
    "gguf_f16": WeightFormat("llama.cpp", 16, 16, 16, 32, "bf16"),
    # llama.cpp multiplies quantised weights on int8 tensor cores (MMQ, ggml-org/llama.cpp
    # pull request #7676), whose dense rate is at least the card's FP8 rate
    "gguf_q8_0": WeightFormat("llama.cpp", Q8_0_BITS, Q8_0_BITS, Q8_0_BITS, 32, "fp8"),
    "gguf_q6_k": WeightFormat("llama.cpp", Q6_K_BITS, Q6_K_BITS, Q6_K_BITS, 32, "fp8"),
    "gguf_q4_k_m": WeightFormat("llama.cpp", Q4_K_BITS, Q4_K_BITS, Q6_K_BITS, 32, "fp8", True),
    "gguf_q4_0": WeightFormat("llama.cpp", Q4_0_BITS, Q4_0_BITS, Q6_K_BITS, 32, "fp8"),
}

# What the CPU candidate (llama.cpp) runs for a precision meant for a GPU engine
GGUF_COUNTERPART: Final[dict[ServingPrecision, ServingPrecision]] = {
    "bf16": "gguf_f16",
    "fp8": "gguf_q8_0",
    "int8": "gguf_q8_0",
    "int4_awq": "gguf_q4_k_m",
    "int4_gptq": "gguf_q4_k_m",
}

KV_BYTES: Final[dict[KvCachePrecision, float]] = {
    "bf16": 2.0,
    "fp8": 1.0,
    "q8_0": Q8_0_BITS / 8,
    "q4_0": Q4_0_BITS / 8,
}


def engine_kv_precision(engine: Engine, precision: KvCachePrecision) -> KvCachePrecision:
    """The KV format the engine has nearest the one asked for: llama.cpp has no FP8 cache
    (q8_0 instead), vLLM no q8_0/q4_0 block formats (fp8 instead)."""
    if engine == "llama.cpp" and precision == "fp8":
        return "q8_0"
    if engine == "vllm" and precision in ("q8_0", "q4_0"):
        return "fp8"
    return precision


def use_more_bits(layer: int, layers: int) -> bool:
    """llama.cpp's choice of the layers Q4_K_M keeps at more bits (src/llama-quant.cpp):
    the first and last eighth, and every third layer between."""
    return layer < layers // 8 or layer >= 7 * layers // 8 or (layer - layers // 8) % 3 == 2


@dataclass(frozen=True)
class WeightBytes:
    total: float
    parameters: int
    bits_per_parameter: float


def weight_bytes(arch: ModelArch, precision: ServingPrecision) -> WeightBytes:
    """Bytes of the served weights: each group of tensors at its format's bits."""
    fmt = WEIGHT_FORMATS[precision]
    count = count_parameters(arch)
    embedding = count.embedding + count.position_embedding
    projections = linear_projections(arch)
    linear = sum(
        d_in * d_out * copies * arch.num_layers for d_in, d_out, copies in projections.values()
    )
    linear = min(linear, count.total - embedding - count.lm_head)
    other = count.total - embedding - count.lm_head - linear
    upgraded = 0
    if fmt.more_bits_layers:
        kept = sum(use_more_bits(i, arch.num_layers) for i in range(arch.num_layers))
        upgraded = sum(
            d_in * d_out * copies * kept
            for name, (d_in, d_out, copies) in projections.items()
            if name in ("v_proj", "down_proj")
        )
    # a tied embedding is also the output matrix: llama.cpp quantises it as the output
    embedding_bits = fmt.head_bits if count.lm_head == 0 else fmt.embedding_bits
    bits = (
        (linear - upgraded) * fmt.linear_bits
        + upgraded * Q6_K_BITS
        + embedding * embedding_bits
        + count.lm_head * fmt.head_bits
        + other * fmt.other_bits
    )
    return WeightBytes(bits / 8, count.total, bits / count.total)


def kv_bytes_per_token(arch: ModelArch, precision: KvCachePrecision) -> float:
    """K and V of one token in every layer: layers × KV heads × head size × 2 × bytes;
    multi-head latent attention (DeepSeek) caches one latent and the rope key instead."""
    if arch.is_mla:
        width = (arch.kv_lora_rank or 0) + (arch.qk_rope_head_dim or 0)
        return arch.num_layers * width * KV_BYTES[precision]
    return arch.num_layers * arch.num_kv_heads * arch.head_dim * 2 * KV_BYTES[precision]


def matmul_tflops(gpu: GPU, fmt: WeightFormat) -> float:
    """The dense tensor-core rate prefill runs at: FP8 where the format and the card have it."""
    if fmt.matmul == "fp8" and gpu.fp8_dense_tflops is not None:
        return gpu.fp8_dense_tflops
    return gpu.bf16_dense_tflops
