"""Plain-language names of a scenario's choices, shared by the training form and the report,
so a reader sees the same words on screen and on paper."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def choice_labels() -> dict[str, dict[str, str]]:
    """field -> value -> label, in the current language (fields as in `Scenario`)."""

    def t(text: str) -> str:
        return QCoreApplication.translate("Choices", text)

    return {
        "method": {
            "full": t("Full fine-tune / continued pretraining"),
            "lora": t("LoRA (frozen base, small adapters)"),
            "qlora": t("QLoRA (4-bit base + adapters)"),
        },
        "optimizer": {
            "adamw": t("AdamW, mixed precision (16 bytes/param)"),
            "adamw-fp32-grads": t("AdamW, fp32 gradients (≈ 20 bytes/param)"),
            "adamw-8bit": t("8-bit Adam (≈ 10 bytes/param)"),
            "adamw-bf16": t("AdamW, pure bf16 states"),
        },
        "sharding": {
            "none": t("None / DDP (full copy per GPU)"),
            "zero1": t("ZeRO-1 (optimizer sharded)"),
            "zero2": t("ZeRO-2 (+ gradients sharded)"),
            "zero3": t("ZeRO-3 / FSDP (everything sharded)"),
        },
        "activation_checkpointing": {
            "none": t("None (keep all activations)"),
            "selective": t("Selective"),
            "full": t("Full (recompute each layer)"),
        },
    }
