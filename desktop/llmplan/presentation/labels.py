"""The one place every choice, status and figure of a plan gets its words.

The core names things by code (`"zero3"`, `"does_not_fit"`, `"memory_per_gpu_gb.weights"`);
the form, the memory tab, the summary strip, the charts and the report all ask here, so a
reader sees the same words on screen and on paper, in the chosen language. Percentages
such as the MFU band and the "tight" limit are formatted from the core's constants.
"""

from __future__ import annotations

import re

from llmplan.core.result import TIGHT_FREE_FRACTION, PlanResult
from llmplan.core.scenario import MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.presentation import i18n
from llmplan.presentation.formatting import number, percent

_CONTEXT = "Labels"
_t = i18n.translator(_CONTEXT)


def choice_labels() -> dict[str, dict[str, str]]:
    """field -> value -> label, in the current language (fields as in `Scenario`).

    `framework` names the training stacks a framework profile can model; the scenario
    field itself belongs to the memory model.
    """
    return {
        "method": {
            "full": _t("Full fine-tune / continued pretraining"),
            "lora": _t("LoRA (frozen base, small adapters)"),
            "qlora": _t("QLoRA (4-bit base + adapters)"),
        },
        "objective": {
            "cpt": _t("Continued pretraining (next token)"),
            "sft": _t("Supervised fine-tuning (next token)"),
            "dpo": _t("DPO (chosen/rejected pairs, reference model)"),
            "orpo": _t("ORPO (pairs, no reference)"),
            "simpo": _t("SimPO (pairs, no reference)"),
            "cpo": _t("CPO (pairs, no reference)"),
            "kto": _t("KTO (unpaired good/bad examples, reference model)"),
            "grpo": _t("GRPO (online RL: generated completions, rewarded in groups)"),
            "ppo": _t("PPO (online RL: reward model, trained value model)"),
        },
        "rollout_engine": {
            "colocated": _t("Colocated (vLLM on the training GPUs)"),
            "separate": _t("Separate (vLLM on GPUs of its own)"),
        },
        "reference": {
            "auto": _t("Automatic (frozen copy for full tuning, adapters off for LoRA)"),
            "model": _t("A frozen copy of the model"),
            "precomputed": _t("Precomputed before training (one extra pass)"),
            # what `auto` resolves to for LoRA/QLoRA (an input of the compute's explanation)
            "adapters-disabled": _t("The base with the adapters switched off"),
            "none": _t("No reference model"),
        },
        "optimizer": {
            # the bytes per parameter depend on the stack: model_words.optimizer_label
            "adamw": _t("AdamW, mixed precision"),
            "adamw-fp32-grads": _t("AdamW, fp32 gradients"),
            "adamw-8bit": _t("8-bit Adam"),
            "adamw-8bit-paged": _t("Paged 8-bit AdamW (bitsandbytes, states in unified memory)"),
            "adamw-bf16": _t("AdamW, pure bf16 states"),
        },
        "precision": {
            "bf16": _t("BF16 (every card)"),
            "fp8": _t("FP8 (Hopper, Ada, Blackwell)"),
            "mxfp8": _t("MXFP8 (data-centre Blackwell)"),
            "nvfp4": _t("NVFP4 (data-centre Blackwell)"),
        },
        "sharding": {
            "none": _t("None / DDP (full copy per GPU)"),
            "zero1": _t("ZeRO-1 (optimizer sharded)"),
            "zero2": _t("ZeRO-2 (+ gradients sharded)"),
            "zero3": _t("ZeRO-3 / FSDP (everything sharded)"),
        },
        "activation_checkpointing": {
            "none": _t("None (keep all activations)"),
            "selective": _t("Selective"),
            "full": _t("Full (recompute each layer)"),
        },
        "framework": {
            "hf-transformers": _t("Hugging Face Transformers (Trainer)"),
            "torchtune": _t("torchtune"),
            "torchtitan": _t("TorchTitan"),
            "megatron": _t("Megatron-LM"),
            "reference": _t("Reference model (no framework overhead)"),
        },
    }


def choice_label(field: str, value: str) -> str:
    """One choice's label; an unknown value is shown as it is."""
    return choice_labels().get(field, {}).get(value, value)


def method_summary(scenario: Scenario) -> str:
    """The method in a few words: "Full fine-tune / continued pretraining", "LoRA r=16"."""
    if scenario.method == "full":
        return choice_label("method", "full")
    name = "LoRA" if scenario.method == "lora" else "QLoRA"
    return i18n.fill(_t("%1 r=%2"), name, str(scenario.lora_rank))


def yes_no(value: bool) -> str:
    return _t("yes") if value else _t("no")


# --- fit status ------------------------------------------------------------------------


def fit_status_text(status: str) -> str:
    """Plain words for a fit status, with a symbol so it reads without colour."""
    texts = {
        "fits": _t("✓ fits"),
        "tight": i18n.fill(_t("⚠ tight (< %1 free)"), percent(TIGHT_FREE_FRACTION)),
        "does_not_fit": _t("✗ does not fit"),
    }
    return texts.get(status, status)


def does_not_fit_note() -> str:
    """The note above a timeline whose plan does not fit."""
    return _t("✗ does not fit in memory — times shown for reference")


# --- the MFU band ------------------------------------------------------------------------


def planned_mfu(result: PlanResult) -> float | None:
    """The MFU of the plan's own training time (the scenario's, or the framework's); None
    where it rests on a measured tokens/s."""
    return result.time.mfu


def planned_mfu_band(result: PlanResult) -> tuple[float, float] | None:
    """(optimistic, conservative) MFU the plan used (the framework's cited band, or the
    scenario's own); None where the plan rests on a measured tokens/s."""
    band = result.time.mfu_band
    return band.pair() if band is not None else None


def with_mfu_band(heading: str, result: PlanResult) -> str:
    """A heading with the band its range spans: "Energy (MFU 35–18 %)"."""
    band = planned_mfu_band(result)
    if band is None:
        return heading
    return f"{heading} (MFU {number(band[0] * 100)}–{percent(band[1])})"


def framework_mfu_preset_text(result: PlanResult | None) -> str:
    """The MFU preset that leaves the band to the framework, with the band the plan used."""
    text = _t("Measured for the framework")
    return text if result is None else with_mfu_band(text, result)


def mfu_band() -> str:
    """The band as "40–20 %"."""
    return f"{number(MFU_OPTIMISTIC * 100)}–{percent(MFU_CONSERVATIVE)}"


def mfu_optimistic_text() -> str:
    return i18n.fill(_t("Optimistic (MFU %1)"), percent(MFU_OPTIMISTIC))


def mfu_conservative_text() -> str:
    return i18n.fill(_t("Conservative (MFU %1)"), percent(MFU_CONSERVATIVE))


def training_time_heading() -> str:
    """The band is the framework's (tooltip); the heading names no fixed MFU."""
    return _t("Training time")


def training_band_explanation() -> str:
    return i18n.fill(
        _t("Optimistic (MFU %1) to conservative (MFU %2) training time"),
        percent(MFU_OPTIMISTIC),
        percent(MFU_CONSERVATIVE),
    )


def mfu_assumption(mfu: float | None, band: tuple[float, float] | None = None) -> str:
    """The throughput assumption as the plan used it: the scenario's MFU with the band the
    plan's range spans ("MFU 35 % (band 40 % / 20 %)"), or the band alone when the
    framework's measured band was used; `band` is `planned_mfu_band(result)`."""
    if mfu is None:
        if band is None:
            return _t("MFU band measured for this framework")
        return i18n.fill(_t("MFU band %1 / %2"), percent(band[0]), percent(band[1]))
    if band is None:
        return i18n.fill(_t("MFU %1"), percent(mfu))
    return i18n.fill(_t("MFU %1 (band %2 / %3)"), percent(mfu), percent(band[0]), percent(band[1]))


# --- parts of a plan -----------------------------------------------------------------------


# a memory part per card (keys of `MemoryBreakdown`, plus "free")
memory_part_label = i18n.WordTable(
    _CONTEXT,
    {
        "weights": "Weights",
        "gradients": "Gradients",
        "optimizer": "Optimizer states",
        "activations": "Activations",
        "logits": "Logits",
        "overhead": "Overhead",
        "free": "Free",
    },
)


# a timeline phase (`Phase.key`)
phase_label = i18n.WordTable(
    _CONTEXT,
    {
        "data_prep": "Data preparation",
        "pilot": "Pilot run",
        "reference_pass": "Reference log-probabilities",
        "generation": "Generation (rollouts)",
        "training": "Training",
        "checkpoints": "Checkpoint writes",
        "evaluation": "Evaluation",
        "merge_adapters": "Merge adapters",
        "quantise": "Quantise",
    },
)


# the heading of each explained figure, by its key in `PlanResult.explanations`
_EXPLANATION_LABELS = i18n.WordTable(
    _CONTEXT,
    {
        "params_total": "Parameters (total)",
        "params_active": "Parameters used per token",
        "params_trainable": "Trainable parameters",
        "flops": "Training compute",
        "train_seconds": "Training time",
        "train_days": "Training time in days",
        "train_seconds_optimistic": "Training time, optimistic",
        "train_seconds_conservative": "Training time, conservative",
        "memory_per_gpu_gb.weights": "Weights per GPU",
        "memory_per_gpu_gb.gradients": "Gradients per GPU",
        "memory_per_gpu_gb.optimizer": "Optimizer states per GPU",
        "memory_per_gpu_gb.activations": "Activations per GPU",
        "memory_per_gpu_gb.logits": "Logits per GPU",
        "memory_per_gpu_gb.overhead": "Overhead per GPU",
        "memory_per_gpu_gb.total": "Total per GPU",
        "memory_per_gpu_gb.capacity": "GPU memory",
        "memory_per_gpu_gb.free": "Free per GPU",
        "gathered_layers_gb": "ZeRO-3 gathered layers and reduce buffers",
        "fits": "Fits",
        "host_ram_gb": "Host RAM for the offloaded optimizer, per server",
        "max_seq_len_that_fits": "Longest sequence that fits",
        "max_micro_batch_that_fits": "Largest micro-batch that fits",
        "comm_bytes_per_micro_batch_gb": "Traffic per GPU and micro-batch",
        "comm_seconds_per_micro_batch": "Communication time per micro-batch",
        "compute_seconds_per_micro_batch": "Compute time per micro-batch",
        "optimizer_offload_seconds": "Optimizer steps on the CPU",
        "precision_speedup": "Speed-up from the training precision",
        "compile_speedup": "Speed-up from torch.compile",
        "precision_memory": "Memory of the training precision",
        "compile_memory": "Saved activations under torch.compile",
        "avg_power_kw": "Average power",
        "energy_kwh": "Energy of the training run",
        "electricity_cost": "Electricity cost",
        "co2_kg": "CO₂ emissions",
        # "rental_months" reads as its explanation's label: the rent's billing period
        # ("Rental hours" for a rent by the hour, core/run/energy.py)
        "rental_cost": "Rental cost",
        "token_storage_gb": "Token IDs on disk",
        "checkpoint_gb": "Resumable checkpoint",
        "weights_only_gb": "Weights-only checkpoint (bf16)",
        "lora_adapter_gb": "LoRA adapter file (bf16)",
        "pages_equivalent": "Pages equivalent",
        "tokens_per_param": "Training tokens per parameter",
        # online RL (core/stacks/rollout.py, rl_models.py); "objective_flops" reads as its
        # explanation's label: the preference or the RL objective's forwards
        "rollout.placement": "GPUs that train and GPUs that generate",
        "rollout.kv_cache_per_engine_gb": "KV cache an engine holds",
        "rollout.generation_seconds": "Generation time (rollouts)",
        "rollout.engine_memory_per_gpu_gb": "Memory the rollout engine reserves per GPU",
        "rl_models.value_states_gb": "Value model states per GPU (weights, gradients, optimizer)",
        "rl_models.seconds": "Time of the reward and value models' passes",
        "rl_models.reward_weights_gb": "Reward model weights per GPU",
        "rl_models.flops": "Compute of the reward and value models",
        "chinchilla_tokens": "Chinchilla-optimal tokens",
    },
)


def precision_unavailable_text(kind: str, gpu: str, stack: str) -> str:
    """Why a training precision cannot be chosen (core/stacks/precision.py refusal_kind)."""
    texts = {
        "no_fp8": _t("%1 has no FP8 tensor cores: train in BF16."),
        "no_block_scaling": _t(
            "%1 has no tensor cores with the block scaling MXFP8/NVFP4 training needs "
            "(data-centre Blackwell: B200, B300, GB200)."
        ),
        "no_fp4": _t("No FP4 tensor-core peak is known for %1."),
        "no_recipe": _t("%2 has no training recipe for this format with a measured speed-up."),
        "method": _t("%2 trains this format with full fine-tuning only."),
    }
    return i18n.fill(texts[kind], gpu, stack)


def explanation_label(key: str, fallback: str = "") -> str:
    """The heading of one explained figure, by its key in `PlanResult.explanations`."""
    if key.startswith("phases."):
        return phase_label(key.removeprefix("phases."))
    # a key without its own entry (new figures) has its English label looked up as it is
    return _EXPLANATION_LABELS.get(key) or (_t(fallback) if fallback else key)


# a unit after a value; symbols (GB, kWh, s) stay as they are, words are translated
unit_text = i18n.WordTable(
    _CONTEXT,
    {
        "days": "days",
        "params": "parameters",
        "pages": "pages",
        "sequences": "sequences",
        "tokens": "tokens",
        "months": "months",
        "hours": "hours",
        "tokens/param": "tokens/param",
        "bool": "",
    },
)


# a price's source and the day it was quoted, as the core writes a rent's (core/run/energy.py)
_QUOTED = re.compile(r"(?P<source>.+); quoted (?P<date>\d{4}(?:-\d{2}){0,2})")


def source_text(source: str) -> str:
    """A figure's sources in the current language: a price book's source whole (as the
    book's words are translated), with the day it was quoted; otherwise each "; "-separated
    part is looked up (titles of articles and papers stay as they are; our own remarks are
    translated)."""
    if not source:
        return ""
    if quoted := _QUOTED.fullmatch(source):
        book = i18n.lookup("PriceSources", quoted["source"])
        return i18n.fill(
            _t("%1; quoted %2"),
            source_text(quoted["source"]) if book is None else book,
            quoted["date"],
        )
    return "; ".join(
        part if part.startswith(("http://", "https://")) else i18n.translate("Sources", part)
        for part in source.split("; ")
    )
