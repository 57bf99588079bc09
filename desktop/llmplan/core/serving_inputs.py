"""The scenario's optional `serving` section: how the trained model is to be served.

Its own module at the floor of the core (beside the pilot records) because `Scenario` holds
it; the serving plan that reads it is `core/serving/`.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

# The weights' number format when served. bf16 … int4_gptq run in vLLM on a GPU; gguf_*
# are llama.cpp's file types (on a GPU or on the CPU).
ServingPrecision = Literal[
    "bf16",
    "fp8",
    "int8",
    "int4_awq",
    "int4_gptq",
    "gguf_f16",
    "gguf_q8_0",
    "gguf_q6_k",
    "gguf_q4_k_m",
    "gguf_q4_0",
]
SERVING_PRECISIONS: Final[tuple[ServingPrecision, ...]] = get_args(ServingPrecision)
# The KV cache's number format: vLLM's --kv-cache-dtype (auto = the model's bf16, fp8) and
# llama.cpp's --cache-type-k/-v (f16, q8_0, q4_0)
KvCachePrecision = Literal["bf16", "fp8", "q8_0", "q4_0"]
KV_CACHE_PRECISIONS: Final[tuple[KvCachePrecision, ...]] = get_args(KvCachePrecision)


class Serving(BaseModel):
    """What serving the trained model has to carry (core/serving/plan.py plans it)."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    precision: ServingPrecision = Field(
        "bf16", description="Weights when served: bf16, fp8, int8, int4_awq, int4_gptq, gguf_*"
    )
    kv_cache_precision: KvCachePrecision = Field(
        "bf16", description="KV cache: bf16, fp8 (vLLM), q8_0, q4_0 (llama.cpp)"
    )
    context: int = Field(8192, ge=1, le=10_000_000, description="Tokens per request at most")
    concurrency: int = Field(16, ge=1, le=1_000_000, description="Requests served at once")
    prompt_tokens: int = Field(1024, ge=1, le=10_000_000, description="Prompt per request")
    output_tokens: int = Field(256, ge=1, le=10_000_000, description="Answer per request")
    requests_per_day: float = Field(10_000, gt=0, le=1e12, description="Expected traffic")
    adapters: Literal["merged"] | Annotated[int, Field(ge=1, le=10_000)] = Field(
        "merged",
        description="merged: the adapter merged into the base; N: N LoRA adapters served on "
        "one loaded base",
    )
