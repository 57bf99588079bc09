"""Disk for the token IDs and checkpoints; pages equivalent; tokens per parameter."""

from __future__ import annotations

from llmplan.core.explain import (
    GB,
    SRC_CHINCHILLA,
    SRC_SEED_000,
    SRC_SEED_001,
    SRC_SEED_003,
    explain,
)
from llmplan.core.result import StorageResult
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.shared import optimizer_bytes
from llmplan.units import TOKENS_PER_PAGE, token_id_bytes

CHINCHILLA_TOKENS_PER_PARAM = 20.0
WEIGHTS_ONLY_BYTES = 2.0  # bf16


def storage(
    *, scenario: Scenario, vocab_size: int, params_total: float, params_trainable: float
) -> StorageResult:
    """Disk for the token IDs and the checkpoints; pages and tokens per parameter."""
    tokens, total_tokens = scenario.tokens, scenario.total_tokens
    method, optimizer = scenario.method, scenario.optimizer
    id_bytes = token_id_bytes(vocab_size)
    token_gb = tokens * id_bytes / GB
    w_b, _, o_b = optimizer_bytes("mixed-precision", optimizer)
    # a resumable checkpoint holds weights + optimizer states (not gradients): 2 + 12 = 14
    ckpt_per_param = w_b + o_b
    ckpt_gb = ckpt_per_param * params_trainable / GB
    adapter_gb = WEIGHTS_ONLY_BYTES * params_trainable / GB if method != "full" else None
    per_param = total_tokens / params_total
    exps = {
        "token_storage_gb": explain(
            "Token IDs on disk",
            token_gb,
            "GB",
            f"tokens × {id_bytes} B (2 B only if vocab ≤ 65,536)",
            SRC_SEED_000,
            tokens=tokens,
            vocab=vocab_size,
        ),
        "checkpoint_gb": explain(
            "Resumable checkpoint",
            ckpt_gb,
            "GB",
            f"trainable params × ({w_b:g} B weights + {o_b:g} B optimizer)"
            + ("; the frozen base is not saved" if method != "full" else ""),
            SRC_SEED_000,
            params=params_trainable,
            bytes_per_param=ckpt_per_param,
        ),
        "weights_only_gb": explain(
            "Weights-only checkpoint (bf16)",
            WEIGHTS_ONLY_BYTES * params_total / GB,
            "GB",
            "2 B × params",
            SRC_SEED_003,
            params=params_total,
        ),
        "lora_adapter_gb": explain(
            "LoRA adapter file (bf16)",
            adapter_gb,
            "GB",
            "2 B × adapter params",
            SRC_SEED_003,
            adapter_params=params_trainable if method != "full" else None,
        ),
        "pages_equivalent": explain(
            "Pages equivalent",
            tokens / TOKENS_PER_PAGE,
            "pages",
            "tokens / 400 (200,000 tokens ≈ 500 pages)",
            SRC_SEED_000,
            tokens=tokens,
        ),
        "tokens_per_param": explain(
            "Training tokens per parameter",
            per_param,
            "tokens/param",
            "tokens × epochs / total params; Chinchilla-optimal ≈ 20 for pretraining",
            SRC_CHINCHILLA + "; " + SRC_SEED_001,
            total_tokens=total_tokens,
            params=params_total,
        ),
        "chinchilla_tokens": explain(
            "Chinchilla-optimal tokens",
            CHINCHILLA_TOKENS_PER_PARAM * params_total,
            "tokens",
            "20 × params (a rule of thumb, not a quality minimum)",
            SRC_CHINCHILLA,
            params=params_total,
        ),
    }
    return StorageResult(
        token_storage_gb=token_gb,
        checkpoint_gb=ckpt_gb,
        weights_only_gb=WEIGHTS_ONLY_BYTES * params_total / GB,
        lora_adapter_gb=adapter_gb,
        pages_equivalent=tokens / TOKENS_PER_PAGE,
        tokens_per_param=per_param,
        chinchilla_tokens=CHINCHILLA_TOKENS_PER_PARAM * params_total,
        explanations=exps,
    )
