"""Figures and inputs of the explanations as a buyer reads them: a human unit and rounding
("1.29 × 10¹⁷ FLOP", "13.4 h", "yes"), a label for every input ("bytes per token and layer"),
never "None", "bool", raw seconds or "T FLOP".
"""

from __future__ import annotations

import math

from llmplan.presentation import formatting, i18n
from llmplan.presentation.labels import yes_no
from llmplan.units import SECONDS_PER_DAY

_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")
_t = i18n.translator("FigureText")


def scientific(value: float, digits: int = 3) -> str:
    """1.29 × 10¹⁷ (FLOP counts are beyond any word suffix)."""
    if value == 0 or not math.isfinite(value):
        return formatting.number(value, 0) if math.isfinite(value) else "–"
    exponent = math.floor(math.log10(abs(value)))
    mantissa = value / 10**exponent
    return f"{formatting.number(mantissa, digits - 1)} × 10{str(exponent).translate(_SUPERSCRIPT)}"


def figure_text(value: object, unit: str) -> str:
    """An explained figure with its unit, rounded for people."""
    if value is None:
        return _t("not given")
    if isinstance(value, bool) or unit == "bool":
        return yes_no(bool(value))
    if not isinstance(value, int | float):
        return str(value)
    number = float(value)
    match unit:
        case "FLOP":
            return f"{scientific(number)} FLOP"
        case "s":
            return formatting.duration(number)
        case "days":
            return formatting.duration(number * SECONDS_PER_DAY)
        case "GB":
            return formatting.size_gb(number)
        case "GiB":  # a figure counted in GiB, written as the capacity is: "79.6 GiB"
            return f"{formatting.number(number, 1)} GiB"
        case "params":
            return _t("%1 parameters").replace("%1", formatting.compact(number))
        case "tokens":
            return formatting.tokens(number)
        case "kWh":
            return formatting.energy_kwh(number)
        case "kW":
            return f"{formatting.number(number, 1)} kW"
        case "kg":
            return f"{formatting.significant(number)} kg"
        case "months":
            return _t("%1 months").replace("%1", formatting.number(number, 1))
        case "EUR" | "USD" | "GBP" | "CHF":
            return formatting.money(number, unit)
        case "pages":
            return formatting.counted(
                number, _t("%1 page"), _t("%1 pages"), formatting.compact(number)
            )
        case "sequences":
            return _t("%1 sequences").replace("%1", formatting.number(number, 0))
        case "tokens/param":
            return _t("%1 tokens per parameter").replace("%1", formatting.number(number, 1))
        case _:
            return f"{plain_number(number)} {unit}".strip()


def plain_number(value: float) -> str:
    if abs(value) >= 1e15:
        return scientific(value)
    if abs(value) >= 10_000:
        return formatting.compact(value)
    if float(value).is_integer():
        return formatting.number(value, 0)
    return formatting.number(value, 3 if abs(value) < 1 else 2)


# an input's name -> (label, how its value reads)
def _inputs() -> dict[str, tuple[str, str]]:
    return {
        "embedding": (_t("embedding parameters"), "params"),
        "tensor": (_t("tensor-parallel degree"), ""),
        "pipeline": (_t("pipeline stages"), ""),
        "context": (_t("context-parallel degree"), ""),
        "p": (_t("pipeline stages (p)"), ""),
        "v": (_t("model chunks per stage (v)"), ""),
        "m": (_t("micro-batches per step (m)"), ""),
        "pipeline_bubble": (_t("pipeline bubble"), "share"),
        "trained_tokens": (_t("trained tokens"), "tokens"),
        "global_batch": (_t("global batch (sequences)"), ""),
        "grad_accumulation": (_t("gradient accumulation (micro-batches per step)"), ""),
        "data_traffic_gb": (_t("data-parallel traffic"), "GB"),
        "data_comm_s": (_t("data-parallel communication time"), "s"),
        "data_link_gb_s": (_t("data-parallel link bandwidth (GB/s)"), ""),
        "tensor_traffic_gb": (_t("tensor-parallel traffic"), "GB"),
        "tensor_comm_s": (_t("tensor-parallel communication time"), "s"),
        "tensor_link_gb_s": (_t("tensor-parallel link bandwidth (GB/s)"), ""),
        "pipeline_traffic_gb": (_t("pipeline traffic"), "GB"),
        "pipeline_comm_s": (_t("pipeline communication time"), "s"),
        "pipeline_link_gb_s": (_t("pipeline link bandwidth (GB/s)"), ""),
        "context_traffic_gb": (_t("context-parallel traffic"), "GB"),
        "context_comm_s": (_t("context-parallel communication time"), "s"),
        "context_link_gb_s": (_t("context-parallel link bandwidth (GB/s)"), ""),
        "expert_traffic_gb": (_t("expert-parallel traffic"), "GB"),
        "expert_comm_s": (_t("expert-parallel communication time"), "s"),
        "expert_link_gb_s": (_t("expert-parallel link bandwidth (GB/s)"), ""),
        "lm_head": (_t("output head parameters"), "params"),
        "layers": (_t("layers"), ""),
        "stated_b": (_t("size stated by the maker (billions)"), ""),
        "experts": (_t("experts"), ""),
        "experts_per_token": (_t("experts per token"), ""),
        "N_params": (_t("parameters used per token (N)"), "params"),
        "D_tokens": (_t("training tokens (D)"), "tokens"),
        "flops_per_param_token": (_t("FLOP per parameter and token"), ""),
        "frozen_base": (_t("base model frozen"), "bool"),
        "C_flops": (_t("training compute (C)"), "FLOP"),
        "gpus": (_t("GPUs"), ""),
        "peak_tflops": (_t("peak BF16 TFLOPS per GPU"), ""),
        "mfu": (_t("model FLOPs utilisation"), "share"),
        "precision": (_t("training precision"), ""),
        "recipe": (_t("the stack's recipe"), ""),
        "matmul_share": (_t("share of the FLOPs in quantised matmuls (f)"), "share"),
        "format_peak_tflops": (_t("peak TFLOPS in the format"), ""),
        "speedup_bound": (_t("most the matmul share allows"), ""),
        "speedup_low": (_t("measured speed-up, low end"), ""),
        "speedup_high": (_t("measured speed-up, high end"), ""),
        "cache_bytes_per_param": (_t("quantised weight cache per parameter (bytes)"), ""),
        "saved_input_bytes": (_t("bytes per saved linear input value"), ""),
        "gathered_bytes_per_param": (_t("bytes per weight in the all-gather"), ""),
        "gathered_saving_gb": (_t("all-gather buffers saved"), "GB"),
        "precision_speedup": (_t("speed-up from the training precision"), ""),
        "compile_speedup": (_t("speed-up from torch.compile"), ""),
        "speedup": (_t("speed-up"), ""),
        "tokens_per_second": (_t("measured tokens per second"), ""),
        "train_seconds": (_t("training time"), "s"),
        "params_total": (_t("parameters"), "params"),
        "frozen_base_gb": (_t("frozen base model"), "GB"),
        "bytes_per_param": (_t("bytes per parameter"), ""),
        "shard_divisor": (_t("shared across GPUs"), ""),
        "trainable_params": (_t("trained parameters"), "params"),
        "sharding": (_t("sharding"), ""),
        "split": (_t("bytes split"), ""),
        "offload": (_t("optimizer offloaded to CPU RAM"), "bool"),
        "largest_unit_params": (_t("largest layer's parameters"), "params"),
        "method": (_t("method"), ""),
        "tokens_per_gpu": (_t("tokens per GPU and micro-batch"), ""),
        "checkpointing": (_t("activation checkpointing"), ""),
        "bytes_per_token_per_layer": (_t("bytes per token and layer"), "bytes"),
        "bytes_per_token": (_t("bytes per token"), "bytes"),
        "hidden": (_t("hidden size"), ""),
        "vocab": (_t("vocabulary"), ""),
        "chunked_loss": (_t("chunked loss"), "bool"),
        "activation_offload": (_t("activation offloading"), "bool"),
        "at_peak": (_t("working copies at the peak"), "bool"),
        "attention_flops_per_token": (_t("attention FLOP per token"), "FLOP"),
        "capacity_gib": (_t("capacity (GiB)"), "GiB"),
        "context_gb": (_t("CUDA context"), "GB"),
        "framework": (_t("training software"), ""),
        "gathered_gb": (_t("gathered layers"), "GB"),
        "gradients_at_end_gb": (_t("gradients at the end of the backward pass"), "GB"),
        "host_offloaded_gb": (_t("offloaded to host RAM"), "GB"),
        "kept_per_token_per_layer": (_t("kept per token and layer"), "bytes"),
        "reserve_gb": (_t("allocator reserve"), "GB"),
        "total_gib": (_t("in use (GiB)"), "GiB"),
        "weight_copies_gb": (_t("16-bit working copies of the weights"), "GB"),
        "paged_gb": (_t("paged optimizer states"), "GB"),
        "paged_on_card_gb": (_t("paged states on the card"), "GB"),
        "paged_to_host_gb": (_t("paged states in host RAM"), "GB"),
        "activations_offloaded_gb": (_t("activations offloaded to host RAM"), "GB"),
        "overhead_gb": (_t("overhead per GPU"), "GB"),
        "gathered_layers_gb": (_t("gathered layers"), "GB"),
        "status": (_t("fit"), ""),
        "capacity_gb": (_t("capacity per GPU"), "GB"),
        "fixed_gb": (_t("memory independent of the sequence"), "GB"),
        "per_token_gb": (_t("memory per token"), "GB"),
        "micro_batch": (_t("micro-batch"), ""),
        "max_positions": (_t("model's positions"), ""),
        "seq_len": (_t("sequence length"), ""),
        "gpus_per_server": (_t("GPUs per server"), ""),
        "server_ram_gb": (_t("server RAM"), "GB"),
        "traffic_gb": (_t("traffic"), "GB"),
        "link": (_t("link"), ""),
        "link_gb_s": (_t("link bandwidth (GB/s)"), ""),
        "optimizer_steps": (_t("optimizer steps"), ""),
        "params_per_node": (_t("parameters stepped per server"), "params"),
        "state_bytes_per_param": (_t("optimizer state bytes per parameter"), ""),
        "host_memory_gb_s": (_t("host memory bandwidth (GB/s)"), ""),
        "seconds_per_step": (_t("seconds per optimizer step"), ""),
        "optimizer_offload_s": (_t("optimizer steps on the CPU"), "s"),
        "optimizer_offload_seconds": (_t("optimizer steps on the CPU"), "s"),
        "flops_per_token": (_t("FLOP per token"), "FLOP"),
        "tokens_per_micro_batch": (_t("tokens per micro-batch"), ""),
        "tokens_per_second_per_gpu": (_t("measured tokens per second and GPU"), ""),
        "gpu_power_w": (_t("GPU board power (W)"), ""),
        "cpus": (_t("CPUs"), ""),
        "cpu_tdp_w": (_t("CPU TDP (W)"), ""),
        "factor": (_t("facility factor"), ""),
        "power_kw": (_t("average power"), "kW"),
        "hours": (_t("hours"), ""),
        "kwh": (_t("energy"), "kWh"),
        "price_per_kwh": (_t("electricity price per kWh"), ""),
        "grid_gco2_per_kwh": (_t("grid g CO₂ per kWh"), ""),
        "months": (_t("months"), ""),
        "price": (_t("rent price"), ""),  # the rent as quoted, with its period
        "tokens": (_t("tokens"), "tokens"),
        "params": (_t("parameters"), "params"),
        "adapter_params": (_t("adapter parameters"), "params"),
        "total_tokens": (_t("tokens × epochs"), "tokens"),
        "corpus_bytes": (_t("archive size"), "bytes"),
        "prep_mb_per_second": (_t("preparation speed (MB/s)"), ""),
        "pilot_fraction": (_t("pilot share of an epoch"), "share"),
        "epochs": (_t("epochs"), ""),
        "checkpoint_gb": (_t("checkpoint size"), "GB"),
        "every_hours": (_t("checkpoint every (h)"), ""),
        "write_gb_s": (_t("write speed (GB/s)"), ""),
        "servers": (_t("servers"), ""),
        "eval_fraction": (_t("evaluation share of training"), "share"),
        # the token chain (core/document_lengths.py)
        "documents": (_t("documents measured"), ""),
        "mean_document_tokens": (_t("mean tokens per document"), ""),
        "packing": (_t("packed sequences"), "bool"),
        "separator_share": (_t("separator share"), "share"),
        "padding_overhead": (_t("padding overhead"), ""),
        "replay_fraction": (_t("replay share"), "share"),
        # preference tuning (core/stacks/objective.py)
        "objective": (_t("objective"), ""),
        "reference": (_t("reference log-probabilities from"), ""),
        "objective_flops": (_t("compute the objective adds"), "FLOP"),
        "no_grad_forwards_per_token": (_t("no-grad forwards per token in each step"), ""),
        "precompute_forwards_per_token": (_t("forwards per token before training"), ""),
        "forward_flops_per_token": (_t("FLOP per token of one forward"), "FLOP"),
        "policy_gb": (_t("the trained model's weights"), "GB"),
        "reference_model_gb": (_t("frozen reference model"), "GB"),
        "sequences_per_example": (_t("sequences per example (chosen and rejected)"), ""),
        "reference_share": (_t("share of the compute"), "share"),
        # GRPO's rollouts (core/stacks/rollout.py)
        "rollout_engine_reserve_gb": (_t("the rollout engine's reserve (in overhead)"), "GB"),
        "separate_engine": (_t("rollout engine on GPUs of its own"), "bool"),
        "train_gpus": (_t("GPUs that train"), ""),
        "generate_gpus": (_t("GPUs that generate"), ""),
        "tensor_parallel": (_t("GPUs per vLLM engine"), ""),
        "engines": (_t("vLLM engines"), ""),
        "gpu_memory_share": (_t("share of the card vLLM reserves"), "share"),
        "weights_gb": (_t("bf16 copy of the weights"), "GB"),
        "kv_bytes_per_token": (_t("KV cache per token"), "bytes"),
        "sequence_tokens": (_t("tokens per sequence (prompt + completion)"), ""),
        "sequences_per_engine": (_t("sequences per engine and step"), ""),
        "concurrent_sequences": (_t("sequences decoded at once"), ""),
        "waves": (_t("rounds per step"), ""),
        "steps": (_t("generation steps"), ""),
        "prompts": (_t("prompts"), ""),
        "prompts_per_step": (_t("prompts per step"), ""),
        "num_generations": (_t("completions per prompt"), ""),
        "prompt_len": (_t("prompt tokens"), ""),
        "completion_len": (_t("completion tokens"), ""),
        "bytes_per_decode_step": (_t("bytes read per decode step"), "bytes"),
        "memory_bandwidth_tb_s": (_t("memory bandwidth per engine (TB/s)"), ""),
        "decode_bandwidth_share": (_t("share of the bandwidth decoding reaches"), "share"),
        "generation_share": (_t("share of the run time"), "share"),
        # the reward and value models (core/stacks/rl_models.py)
        "reward_model": (_t("reward model"), ""),
        "reward_params": (_t("reward model parameters"), "params"),
        "weight_shards": (_t("shards of the weights"), ""),
        "rollout_tokens": (_t("rollout tokens (prompt + completion)"), "tokens"),
        "ppo_epochs": (_t("PPO epochs per batch of rollouts"), ""),
        "value_model": (_t("value model (architecture)"), ""),
        "value_params": (_t("value model parameters"), "params"),
        "policy_params": (_t("policy parameters"), "params"),
        "reward_weights_gb": (_t("reward model weights"), "GB"),
        "value_states_gb": (_t("value model states"), "GB"),
        # prices, exchange rates, buy against rent (core/run/pricing.py, energy.py)
        "days": (_t("days"), ""),
        "unit_price": (_t("price per server or card"), ""),
        "units": (_t("servers or cards"), ""),
        "quoted": (_t("quoted on"), ""),
        "stale": (_t("older than the price book allows"), "bool"),
        "rate_date": (_t("day of the rate"), ""),
        "purchase_price": (_t("purchase price"), ""),
        "residual_value": (_t("residual value"), ""),
        "depreciation_years": (_t("depreciation years"), ""),
        "hosting_per_year": (_t("hosting per year"), ""),
        "owning_per_year": (_t("cost of owning per year"), ""),
        "rent_per_run": (_t("rent per run"), ""),
        "electricity_per_run": (_t("electricity per run"), ""),
    }


def input_label(name: str) -> str:
    """'bytes_per_token_per_layer' → 'bytes per token and layer'."""
    return _inputs().get(name, (name.replace("_", " "), ""))[0]


def input_value(name: str, value: object) -> str:
    """An input's value in its unit: "164 kB", "40 %", "yes", "not given"."""
    label, kind = _inputs().get(name, (name.replace("_", " "), ""))
    del label
    if value is None:
        shown = _t("not given")
    elif isinstance(value, bool) or kind == "bool":
        shown = yes_no(bool(value))
    elif isinstance(value, int | float) and kind == "share":
        shown = formatting.percent(float(value), 0 if float(value) * 100 >= 1 else 1)
    elif isinstance(value, int | float) and kind == "bytes":
        shown = formatting.size_bytes(float(value))
    elif isinstance(value, int | float) and kind:
        shown = figure_text(value, kind)
    elif isinstance(value, int | float):
        shown = plain_number(float(value))
    else:
        shown = str(value)
    return shown
