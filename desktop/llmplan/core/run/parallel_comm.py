"""Traffic of a parallel layout (core/stacks/layout.py) per GPU and micro-batch, each over the
link its group crosses, the pipeline bubble in the run time, and the optimizer steps.

Ranks are laid out tensor fastest, then context, data, pipeline (Megatron-LM
parallel_state.py order `tp-cp-ep-dp-pp`; torchtitan's mesh ["pp", "dp", "cp", "tp"]): a
group of `size` ranks `stride` apart stays inside a node when stride × size ≤ GPUs per node,
and crosses the network otherwise.

Per micro-batch and GPU, activations in 16 bit (b = micro-batch, s = seq_len ÷ CP,
h = hidden size, L_s = layers of one stage):
- tensor: 2 all-reduces forward and 2 backward per layer of b·s·h (sequence parallelism: an
  all-gather and a reduce-scatter each, the same bytes), a ring moving 2·(t−1)/t of them;
  a full-checkpointing recompute repeats the forward's (Narayanan et al. 2021 §3.2;
  Korthikanti et al. 2022 §4.2.2);
- pipeline: one activation forward and one gradient backward per stage boundary,
  b·s·h ÷ t (Megatron's scatter/gather over the TP ranks);
- context: ring attention passes each K/V block to the c−1 other ranks in the forward and
  the K/V blocks and their gradients in the backward: 3·(c−1) blocks of b·s·(k+v widths)
  ÷ t per layer (Liu et al. 2023, Ring Attention; torchtitan context_parallel);
- expert: a dispatch and a combine all-to-all per MoE layer forward, two more backward, of
  the top-k token copies b·s·k·h, (e−1)/e of them leaving the rank (Lepikhin et al. 2020,
  GShard; Megatron token_dispatcher.py);
- data: the ZeRO/FSDP traffic of `comm.py` over the states one GPU holds (÷ TP × PP) and the
  shard group (DP × CP).
"""

from __future__ import annotations

from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import GB, explain, inputs_from
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.activations import attention_widths
from llmplan.core.result import (
    CommunicationResult,
    Explanation,
    LayoutResult,
    LayoutTraffic,
    TimeResult,
)
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.layout import SRC_NARAYANAN_BUBBLE, Layout
from llmplan.core.stacks.run_time import days_explained
from llmplan.units import SECONDS_PER_DAY

ACT_BYTES = 2.0  # activations travel in bf16
SRC_TP = "Narayanan et al. 2021 §3.2; Korthikanti et al. 2022 §4.2.2 (sequence parallelism)"
SRC_CP = "Liu et al. 2023, Ring Attention; torchtitan context_parallel (ring K/V rotation)"
SRC_EP = "Lepikhin et al. 2020 (GShard); Megatron-LM megatron/core/transformer/moe dispatchers"


def node_link(hw: ResolvedHardware) -> tuple[str, float]:
    """The GPU-to-GPU link inside one node (the NVLink domain where it spans the node)."""
    server, gpu = hw.server, hw.gpu
    if server is not None:
        if server.nvlink_domain_size >= server.gpu_count:
            return "NVLink within the server", server.intra_domain_link_gb_s
        return server.inter_domain_link, server.inter_domain_link_gb_s
    nvlink = gpu.interconnect.nvlink_bandwidth_gb_s
    domain = gpu.interconnect.nvlink_domain_max or 8
    if nvlink and hw.gpus_per_node <= domain:
        return "NVLink", nvlink
    return f"PCIe Gen{gpu.interconnect.pcie_generation} x16", gpu.interconnect.pcie_bandwidth_gb_s


def _link(hw: ResolvedHardware, stride: int, size: int) -> tuple[str, float, bool]:
    if size <= 1:
        return "none", 0.0, True
    if hw.nodes == 1 or stride * size <= hw.gpus_per_node:
        name, gb_s = node_link(hw)
        return name, gb_s, True
    return hw.link_name, hw.link_gb_s, False


def _traffic(
    kind: str, volume: float, hw: ResolvedHardware, stride: int, size: int
) -> LayoutTraffic:
    link, gb_s, inside = _link(hw, stride, size)
    return LayoutTraffic.model_validate(
        {
            "kind": kind,
            "gb": volume / GB,
            "seconds": volume / (gb_s * GB) if gb_s else 0.0,
            "link": link,
            "link_gb_s": gb_s,
            "within_node": inside,
        }
    )


def layout_traffic(
    *,
    scenario: Scenario,
    arch: ModelArch,
    layout: Layout,
    hw: ResolvedHardware,
    data_traffic_bytes: float,
) -> list[LayoutTraffic]:
    """Bytes each GPU sends per micro-batch for every dimension > 1, and their time."""
    t, p, c, e, d = layout.tensor, layout.pipeline, layout.context, layout.expert, layout.data
    b, s, h = scenario.micro_batch, scenario.seq_len / c, float(arch.hidden_size)
    stage_layers = arch.num_layers / p
    activation = ACT_BYTES * b * s * h
    out: list[LayoutTraffic] = []
    if d * c > 1:
        out.append(_traffic("data", data_traffic_bytes, hw, t, d * c))
    if t > 1:
        passes = 4 + (2 if scenario.activation_checkpointing == "full" else 0)
        volume = stage_layers * passes * 2 * (t - 1) / t * activation
        out.append(_traffic("tensor", volume, hw, 1, t))
    if p > 1:
        # each boundary a stage touches: activations out, gradients back (v chunks each)
        volume = 2 * layout.virtual_pipeline * activation / t
        out.append(_traffic("pipeline", volume, hw, t * c * d, p))
    if c > 1:
        _, k_dim, v_dim = attention_widths(arch)
        block = ACT_BYTES * b * s * (k_dim + v_dim) / t
        out.append(_traffic("context", stage_layers * 3 * (c - 1) * block, hw, t, c))
    if e > 1:
        moe_layers = (arch.num_layers - arch.first_dense_layers) / p if arch.is_moe else 0.0
        top_k = float(arch.experts_per_token or 1)
        volume = moe_layers * 4 * (e - 1) / e * activation * top_k
        out.append(_traffic("expert", volume, hw, t, e))
    return out


def with_layout_comm(
    comm: CommunicationResult,
    *,
    layout: Layout,
    traffic: list[LayoutTraffic],
    world: int,
) -> CommunicationResult:
    """The communication result of a layout: the sum of each dimension's traffic and time
    (each over its own link); compute per micro-batch on the TP × PP × CP GPUs that share it."""
    gb = sum(item.gb for item in traffic)
    seconds = sum(item.seconds for item in traffic)
    compute = comm.compute_seconds_per_micro_batch / (
        layout.tensor * layout.pipeline * layout.context
    )
    slowest = min(
        (item for item in traffic if item.link_gb_s), key=lambda i: i.link_gb_s, default=None
    )
    exps = dict(comm.explanations)
    parts = {f"{item.kind}_traffic_gb": item.gb for item in traffic}
    exps["comm_bytes_per_micro_batch_gb"] = explain(
        "Traffic per GPU and micro-batch",
        gb,
        "GB",
        "Σ over the layout's dimensions: data (ZeRO/FSDP over DP × CP, states ÷ TP × PP), "
        "tensor (4 activation all-reduces per layer, +2 with full recompute), pipeline "
        "(activation + gradient per boundary), context (ring K/V), expert (4 all-to-alls per "
        "MoE layer)",
        SRC_TP + "; " + SRC_CP + "; " + SRC_EP,
        gpus=world,
        **parts,
    )
    exps["comm_seconds_per_micro_batch"] = explain(
        "Communication time per micro-batch",
        seconds,
        "s",
        "Σ traffic of each dimension ÷ the bandwidth of the link its group crosses",
        SRC_TP,
        **{f"{item.kind}_comm_s": item.seconds for item in traffic},
        **{f"{item.kind}_link_gb_s": item.link_gb_s for item in traffic},
    )
    return comm.model_copy(
        update={
            "comm_bytes_per_micro_batch_gb": gb,
            "comm_seconds_per_micro_batch": seconds,
            "compute_seconds_per_micro_batch": compute,
            "slowest_link": (
                f"{slowest.link} ({slowest.link_gb_s:g} GB/s)" if slowest else comm.slowest_link
            ),
            "explanations": exps,
        }
    )


def with_pipeline_bubble(time: TimeResult, layout: Layout, micro_batches: int) -> TimeResult:
    """Every time × (m·v + p − 1) / (m·v): the pipeline's fill and drain idle each step."""
    bubble = layout.bubble_fraction(micro_batches)
    if bubble <= 0:
        return time
    factor = 1 / (1 - bubble)
    exps = dict(time.explanations)
    for key in ("train_seconds", "train_seconds_optimistic", "train_seconds_conservative"):
        before = exps.get(key)
        if before is not None and before.value is not None:
            exps[key] = before.model_copy(
                update={
                    "value": before.value * factor,
                    "formula": before.formula + " ÷ (1 − pipeline bubble)",
                    "inputs": {**before.inputs, "pipeline_bubble": bubble},
                }
            )
    seconds = time.train_seconds * factor
    exps["pipeline_bubble"] = explain(
        "Pipeline bubble",
        bubble,
        "",
        "(p − 1) / (m·v + p − 1), m = micro-batches per step (gradient accumulation)",
        SRC_NARAYANAN_BUBBLE,
        p=layout.pipeline,
        v=layout.virtual_pipeline,
        m=micro_batches,
    )
    exps["train_days"] = days_explained(seconds)
    return time.model_copy(
        update={
            "train_seconds": seconds,
            "train_days": seconds / SECONDS_PER_DAY,
            "train_seconds_optimistic": time.train_seconds_optimistic * factor,
            "train_seconds_conservative": time.train_seconds_conservative * factor,
            "explanations": exps,
        }
    )


def layout_result(
    *,
    scenario: Scenario,
    layout: Layout,
    grad_accumulation: int,
    traffic: list[LayoutTraffic],
) -> LayoutResult:
    """The layout as a result: degrees, global batch, steps, bubble and traffic, explained."""
    global_batch = scenario.micro_batch * layout.data * grad_accumulation
    steps = scenario.total_tokens / (global_batch * scenario.seq_len)
    exps: dict[str, Explanation] = {
        "layout.data": explain(
            "Data-parallel degree",
            layout.data,
            "",
            "GPUs ÷ (tensor × pipeline × context)",
            "torchtitan parallel_dims.py; Megatron-LM arguments.py (data_parallel_size)",
            gpus=layout.world,
            **inputs_from(layout, "tensor", "pipeline", "context"),
        ),
        "layout.optimizer_steps": explain(
            "Optimizer steps",
            steps,
            "",
            "trained tokens ÷ (global batch × seq_len); global batch = micro_batch × DP × "
            "gradient accumulation",
            "Megatron-LM num_microbatches_calculator.py",
            trained_tokens=scenario.total_tokens,
            global_batch=global_batch,
            seq_len=scenario.seq_len,
            grad_accumulation=grad_accumulation,
        ),
    }
    return LayoutResult(
        **layout.degrees(),
        data=layout.data,
        shard_degree=layout.shard_degree,
        global_batch=global_batch,
        grad_accumulation=grad_accumulation,
        optimizer_steps=steps,
        bubble_fraction=layout.bubble_fraction(grad_accumulation),
        traffic=traffic,
        explanations=exps,
    )
