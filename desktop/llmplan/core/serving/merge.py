"""Merging a LoRA adapter into its base before serving (PEFT `merge_and_unload()`).

PEFT adds B·A to each adapted weight of the loaded base (peft/tuners/lora/layer.py,
`merge`): the base is held whole in host RAM at bf16 — seed 003: about 140 GB for 70B,
which the 1x H100 server's 225 GB hold — and the merged model is written as a bf16
checkpoint, from which the served format is quantised.
"""

from __future__ import annotations

from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import SRC_SEED_003, explain
from llmplan.core.model.params import count_parameters, linear_projections, lora_parameters
from llmplan.core.scenario import ALL_LORA_TARGETS, Scenario
from llmplan.core.serving.formats import weight_bytes
from llmplan.core.serving.result import MergePlan
from llmplan.core.serving_inputs import Serving
from llmplan.units import GB, GIB

BF16_BYTES = 2
ADAPTER_BYTES = 4  # PEFT loads the adapter's A and B in fp32 beside the base
# GPTQ (Frantar et al. 2022): 128 random segments of 2,048 tokens calibrate, and OPT-175B
# quantises in about four GPU-hours on one A100; AWQ (Lin et al. 2023) calibrates on 128
# samples of 512 tokens (AutoAWQ's defaults). FP8/INT8 with dynamic activation scales and
# llama.cpp's GGUF types round each weight on its own: no calibration data.
CALIBRATION_TOKENS = {"int4_gptq": 128 * 2048, "int4_awq": 128 * 512}
GPTQ_SECONDS_PER_PARAMETER = 4 * 3600 / 175e9
SRC_GPTQ = "Frantar et al. 2022 (GPTQ); Lin et al. 2023 (AWQ)"


def adapter_parameters(scenario: Scenario, arch: ModelArch) -> int:
    """The LoRA adapter's parameters (0 for full fine-tuning). The default targets mean every
    linear projection of the architecture, as the training plan reads them; targets the
    architecture lacks are the training plan's to refuse, serving counts the others."""
    if scenario.method == "full":
        return 0
    known = linear_projections(arch)
    targets = [t for t in scenario.lora_targets if t in known]
    default = "lora_targets" not in scenario.model_fields_set
    if default or tuple(scenario.lora_targets) == ALL_LORA_TARGETS or not targets:
        return lora_parameters(arch, scenario.lora_rank, None)
    return lora_parameters(arch, scenario.lora_rank, targets)


def plan_merge(
    scenario: Scenario, serving: Serving, arch: ModelArch, host_ram_gb: float | None
) -> MergePlan:
    params = count_parameters(arch).total
    adapter = adapter_parameters(scenario, arch)
    needed = scenario.method != "full" and serving.adapters == "merged"
    ram = params * BF16_BYTES + adapter * ADAPTER_BYTES
    served = weight_bytes(arch, serving.precision).total
    merged = params * BF16_BYTES
    disk = merged + (served if serving.precision != "bf16" else 0.0)
    disk_gb_s = scenario.timeline.checkpoint_write_gb_s
    seconds = (merged + disk) / (disk_gb_s * GB)  # read the base, write what is served
    fits = None if host_ram_gb is None else ram <= host_ram_gb * GB
    calibration = CALIBRATION_TOKENS.get(serving.precision, 0)
    # calibrated formats solve per layer (about GPTQ's pace); the others read and write once
    quantise = (
        params * GPTQ_SECONDS_PER_PARAMETER
        if calibration
        else (merged + served) / (disk_gb_s * GB)
        if serving.precision != "bf16"
        else 0.0
    )
    return MergePlan(
        needed=needed,
        host_ram_gib=ram / GIB,
        disk_gib=disk / GIB,
        seconds=seconds,
        fits_host_ram=fits,
        quantise_seconds=quantise,
        calibration_tokens=calibration,
        explanations={
            "host_ram_gib": explain(
                "Host RAM to merge the adapter",
                ram / GIB,
                "GiB",
                "parameters × 2 bytes (bf16 base) + adapter parameters × 4 bytes",
                SRC_SEED_003,
                parameters=params,
                adapter_parameters=adapter,
                host_ram_gb=host_ram_gb,
            ),
            "disk_gib": explain(
                "Disk for the merged model",
                disk / GIB,
                "GiB",
                "merged bf16 checkpoint + the quantised copy served",
                SRC_SEED_003,
                precision=serving.precision,
            ),
            "seconds": explain(
                "Time to merge",
                seconds,
                "s",
                "(read the bf16 base + write merged and served copies) / disk bandwidth",
                SRC_SEED_003,
                disk_gb_s=disk_gb_s,
            ),
            "quantise_seconds": explain(
                "Time to quantise for serving",
                quantise,
                "s",
                "GPTQ/AWQ: parameters × 4 GPU-hours / 175 B; otherwise read + write once",
                SRC_GPTQ,
                precision=serving.precision,
                calibration_tokens=calibration,
            ),
        },
    )
