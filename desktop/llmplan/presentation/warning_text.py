"""The core's plan warnings in the user's language: one translatable template per code.

The core gives each warning a stable code and its arguments (`PlanWarning`), no words; this
module words and formats them for the GUI, the report and the CLI alike.
"""

from __future__ import annotations

from collections.abc import Callable

from llmplan.core.result import TIGHT_FREE_FRACTION, PlanWarning
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.hardware_names import capacity_text, catalog_name, hardware_text
from llmplan.presentation.labels import choice_label
from llmplan.presentation.refusal_text import refusal_text, template_and_values
from llmplan.presentation.templates import templated

_t = i18n.translator("PlanWarnings")


def warning_templates() -> dict[str, tuple[str, Callable[[dict[str, str | float]], list[str]]]]:
    """code -> (template with %1, %2 ..., the formatted arguments in order)."""

    def num(value: str | float, decimals: int = 0) -> str:
        return fmt.number(float(value), decimals) if not isinstance(value, str) else value

    return {
        "upper_bound_tflops": (
            _t(
                "%1 TFLOPS for %2 is an upper bound (no dense figure published): "
                "times are a lower bound."
            ),
            lambda a: [num(a["tflops"], 1), catalog_name(str(a["gpu"]))],
        ),
        "moe": (
            _t(
                "Mixture of experts: compute uses the active parameters, memory holds all "
                "experts; expert load imbalance lowers real MFU."
            ),
            lambda a: [],
        ),
        "qlora_slower": (
            _t(
                "QLoRA dequantizes the NF4 base on the fly: steps run slower than bf16 LoRA, "
                "plan a lower MFU."
            ),
            lambda a: [],
        ),
        "does_not_fit": (
            _t("Does not fit: %1 per GPU needed, %2 has %3."),
            lambda a: [
                fmt.size_gb(float(a["needed_gb"])),
                catalog_name(str(a["gpu"])),
                capacity_text(float(a["capacity_gb"])),
            ],
        ),
        "tight": (
            _t("Tight: less than %1 of GPU memory left; fragmentation may push it over."),
            lambda a: [fmt.percent(TIGHT_FREE_FRACTION)],
        ),
        "fit_odds": (
            _t("Only %1 likely to fit: similar runs measured this far above their plan."),
            lambda a: [fmt.percent(float(a["p_fits"]))],
        ),
        "seq_len_exceeds_positions": (
            _t("Sequence length %1 exceeds the model's %2 positions."),
            lambda a: [num(a["seq_len"]), num(a["positions"])],
        ),
        "host_ram_short": (
            _t("Offloaded optimizer needs %1 host RAM per server; the server has %2."),
            lambda a: [
                fmt.size_gb(float(a["needed_gb"]), 0),
                fmt.size_gb(float(a["server_gb"]), 0),
            ],
        ),
        "no_server_cpu_zero": (
            _t("No server given: CPU power counted as 0, host RAM unknown."),
            lambda a: [],
        ),
        "no_server_cpus_given": (
            _t("No server given: CPUs as given, host RAM unknown."),
            lambda a: [],
        ),
        "comm_exceeds_compute": (
            _t(
                "Communication (%1 s) exceeds compute (%2 s) per micro-batch over %3: "
                "expect a lower MFU."
            ),
            lambda a: [num(a["comm_s"], 2), num(a["compute_s"], 2), link_text(str(a["link"]))],
        ),
        "run_over_a_year": (
            _t(
                "The training run takes %1 years. To shorten it: more GPUs (about %3 instead "
                "of %2 for a run of one month)%4, or fewer training tokens."
            ),
            lambda a: [
                num(a["years"], 1),
                num(a["gpus"]),
                num(a["gpus_for_a_month"]),
                "".join(
                    ", " + lever
                    for key, lever in (
                        ("lora", _t("LoRA instead of a full fine-tune")),
                        ("epochs", _t("fewer epochs")),
                    )
                    if key in str(a.get("levers", "")).split(",")
                ),
            ],
        ),
        "padding_overhead_high": (
            _t(
                "Padding each document to %1 tokens multiplies the tokens trained by %2: pack "
                "the documents or choose a shorter sequence length."
            ),
            lambda a: [num(a["seq_len"]), num(a["factor"], 1)],
        ),
        "padding_not_measured": (
            _t(
                "Sequences are padded, but no document lengths were measured: the padding is "
                "not counted (scan the corpus and use its count in the plan)."
            ),
            lambda a: [],
        ),
        "measured_throughput": (
            _t("Run time from the measured tokens/s; the MFU band is not used."),
            lambda a: [],
        ),
        "choice_not_supported": (
            _t("%1 is not available in %2: the plan ignores it."),
            lambda a: [str(a["key"]), _stack_and_method(str(a["framework"]), str(a["method"]))],
        ),
        "reference_not_used": (
            _t("%1 uses no reference model: the reference setting (%2) is ignored."),
            lambda a: [str(a["objective"]).upper(), str(a["reference"])],
        ),
        "network_not_stated": (
            _t(
                "No source states the network between %1 servers: the plan assumes 400G "
                "(%2 GB/s). Ask the provider before you rent several."
            ),
            lambda a: [catalog_name(str(a["server"])), num(a["assumed_gb_s"])],
        ),
        "candidate_not_planned": (
            _t("%1 is left out of the comparison: %2"),
            lambda a: [str(a["hardware"]), str(a["reason"])],
        ),
        "rollout_engine_short": (
            _t(
                "The rollout engine's share of the card (%1) does not hold the bf16 weights "
                "and one sequence's KV cache (%2): raise gpu_memory_share or tensor_parallel."
            ),
            lambda a: [fmt.size_gb(float(a["reserve_gb"])), fmt.size_gb(float(a["needed_gb"]))],
        ),
        "optimizer_offload_time": (
            _t(
                "The optimizer runs on the CPU: %1 s per optimizer step, limited by host "
                "memory bandwidth, adds %2 to the training."
            ),
            lambda a: [num(a["step_s"], 2), fmt.duration(float(a["total_s"]))],
        ),
        "tensor_parallel_across_nodes": (
            _t(
                "Tensor parallelism over %1 GPUs spans more than the %2 GPUs of one node: its "
                "per-layer all-reduces cross the network (keep tensor parallelism inside a node)."
            ),
            lambda a: [num(a["tensor"]), num(a["per_node"])],
        ),
        "tensor_parallel_outside_nvlink": (
            _t(
                "Tensor parallelism over %1 GPUs spans more than the NVLink domain of %2 GPUs: "
                "its per-layer all-reduces cross %3."
            ),
            lambda a: [num(a["tensor"]), num(a["domain"]), link_text(str(a["link"]))],
        ),
        "long_context_below_band": (
            _t(
                "%1 tokens per sequence: published runs this long trained 5–47 % below the "
                "planned speed band (attention at long context is not modelled): expect the "
                "slow end or slower."
            ),
            lambda a: [num(a["seq_len"])],
        ),
        "pipeline_few_micro_batches": (
            _t(
                "%1 micro-batches per step for %2 pipeline stages: the pipeline idles %3 of "
                "each step (set a larger global_batch)."
            ),
            lambda a: [num(a["micro_batches"]), num(a["stages"]), fmt.percent(float(a["bubble"]))],
        ),
        "paged_states_spill": (
            _t(
                "%1 GB of paged optimizer states do not fit beside the rest and are paged "
                "to host RAM: expect slower optimizer steps."
            ),
            lambda a: [num(a["spilled_gb"], 1)],
        ),
    }


def _stack_and_method(framework: str, method: str) -> str:
    """ "torchtune", or "torchtune LoRA" where the stack has the choice for full fine-tuning
    only (the method is then LoRA or QLoRA)."""
    stack = choice_label("framework", framework)
    names = {"lora": "LoRA", "qlora": "QLoRA"}
    return f"{stack} {names.get(method, method)}" if method else stack


def link_text(link: str) -> str:
    """The core's name of a link ("NVLink within the server") in the current language."""
    return templated("InputValues", link)


def warning_text(warning: PlanWarning) -> str:
    """One warning in the current language, numbers in the current locale."""
    worded = template_and_values(warning_templates(), warning.code, warning.args)
    if worded is None:  # a code this version has no words for: say it as it is
        return warning.code
    template, values = worded
    if warning.code == "candidate_not_planned":  # the candidate and why, worded here
        if warning.hardware is not None:
            values[0] = hardware_text(warning.hardware)
        if warning.refusal is not None:
            values[1] = refusal_text(warning.refusal)
    return i18n.fill(template, *values)
