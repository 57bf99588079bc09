"""The parallel layout of a run: tensor (TP), pipeline (PP, virtual stages VPP), context (CP)
and expert (EP) parallelism, and data parallelism (DP) as the rest of the GPUs.

How the stacks compose the dimensions (read in their sources, cited in `profiles.py`):
- world = TP × PP × CP × DP (torchtitan `ParallelDims._validate`: dp_replicate × dp_shard ×
  cp × tp × pp = world; Megatron-LM `arguments.py`: data_parallel_size = world ÷ (TP × PP ×
  CP)); EP is folded into the data-parallel region: it divides DP × CP (× TP in torchtitan,
  whose experts borrow the TP ranks: `expert_parallel_degree must divide dp_shard * cp * tp`).
- the states are sharded over data × context: torchtitan's FSDP mesh is `dp_shard × cp`,
  Megatron's distributed optimizer runs over `intra_dp_cp_group`
  (megatron/core/optimizer/__init__.py). Experts are sharded over the expert-data region:
  world ÷ (EP × PP × expert TP) (torchtitan `efsdp`, Megatron `expert_data_parallel_size`).
- per GPU, a dense (attention, norms, dense MLP) parameter is split by TP × PP; a routed
  expert's by (expert TP) × EP × PP; the first pipeline stage also holds the embedding (the
  last the LM head), split by TP (vocab-parallel).
- activations (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
  Transformer Models", §4.2): with sequence parallelism every saved tensor of a layer is
  split by TP; CP splits the sequence; the first pipeline stage holds its L/p layers for
  min(p, m) micro-batches under 1F1B (L layers' worth at m ≥ p), × (1 + (p−1)/(p·v)) under
  the interleaved schedule with v model chunks per stage (§4.2.3).
- pipeline bubble (Narayanan et al. 2021, "Efficient Large-Scale Language Model Training on
  GPU Clusters", §2.2): (p−1)/(m·v + p−1) of each step idles, m = micro-batches per step
  (= gradient accumulation).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Final

from llmplan.core.hardware import ResolvedHardware
from llmplan.core.result import Refusal, RefusalCode, RefusalError
from llmplan.core.scenario import DIMENSIONS, Dimension, Method, Parallelism, Sharding

SRC_KORTHIKANTI_SP = (
    "Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models, "
    "§4.2 (sequence parallelism: activations ÷ t; 1F1B: the first stage holds p micro-batches "
    "of its L/p layers; interleaved: × (1 + (p−1)/(p·v)))"
)
SRC_NARAYANAN_BUBBLE = (
    "Narayanan et al. 2021, Efficient Large-Scale Language Model Training on GPU Clusters "
    "Using Megatron-LM, §2.2 (bubble (p−1)/(m·v) of the ideal time, i.e. (p−1)/(m·v+p−1) "
    "of the step)"
)


@dataclass(frozen=True)
class ParallelSupport:
    """Which layout dimensions a stack can train with, and where that is read.

    `refusals` maps a dimension the stack lacks to the code of the reason shown when it is
    asked for (presentation/refusal_text.py words it);
    `methods` restricts a dimension to some methods (torchtune: TP in the full fine-tuning
    recipe only)."""

    dims: frozenset[Dimension] = frozenset()
    source: str = ""
    refusals: dict[Dimension, RefusalCode] = field(default_factory=dict)
    methods: dict[Dimension, tuple[Method, ...]] = field(default_factory=dict)
    # EP ranks taken from DP × CP × TP (torchtitan) or from DP × CP only (Megatron)
    ep_borrows_tensor: bool = False
    # routed experts also split by TP (Megatron: expert_tensor_parallel_size defaults to TP)
    expert_tensor_parallel: bool = False
    # cross-entropy on vocab-parallel logits (Megatron vocab_parallel_cross_entropy,
    # torchtitan loss_parallel): the logits ÷ TP
    loss_parallel: bool = False
    # FSDP keeps each pipeline stage unsharded through the step (torchtitan: see peak.py)
    pp_keeps_unsharded: bool = False

    def refusal(
        self, dim: Dimension, method: Method
    ) -> tuple[RefusalCode, dict[str, str | float]] | None:
        """Why the stack cannot run `dim` > 1 with `method` (a code and its arguments), or
        None when it can."""
        if dim not in self.dims:
            return self.refusals.get(dim, "dimension_not_supported"), {}
        allowed = self.methods.get(dim)
        if allowed is not None and method not in allowed:
            return "dimension_methods_only", {"methods": ",".join(allowed)}
        return None


DATA_ONLY: Final = ParallelSupport()


class LayoutError(RefusalError):
    """A layout the GPUs or the stack cannot run; `field` is the scenario key at fault."""


def _refuse(field_name: str, code: RefusalCode, **args: str | float) -> LayoutError:
    return LayoutError(Refusal(field=field_name, code=code, args=args))


@dataclass(frozen=True)
class Layout:
    """The resolved degrees; `data` is world ÷ (TP × PP × CP)."""

    tensor: int = 1
    pipeline: int = 1
    virtual_pipeline: int = 1
    context: int = 1
    expert: int = 1
    data: int = 1
    gpus_per_node: int = 1
    expert_tensor_parallel: bool = False
    loss_parallel: bool = False

    @property
    def world(self) -> int:
        return self.tensor * self.pipeline * self.context * self.data

    def degrees(self) -> dict[Dimension, int]:
        """The split degrees, by the names of the scenario's `parallelism`."""
        return {dim: getattr(self, dim) for dim in DIMENSIONS}

    @cached_property  # read in the fit search's every step
    def trivial(self) -> bool:
        """Plain data parallelism: the plan's figures are computed as before."""
        return all(degree == 1 for degree in self.degrees().values())

    @property
    def shard_degree(self) -> int:
        """GPUs a dense state is sharded over (FSDP / distributed optimizer): DP × CP."""
        return self.data * self.context

    @property
    def expert_tensor(self) -> int:
        return self.tensor if self.expert_tensor_parallel else 1

    @property
    def expert_shard_degree(self) -> int:
        """GPUs an expert's sharded state spreads over: world ÷ (EP × PP × expert TP)."""
        return max(1, self.world // (self.expert * self.pipeline * self.expert_tensor))

    def params_per_gpu(
        self, *, total: float, experts: float, embedding: float, lm_head: float, sharded: bool
    ) -> float:
        """Parameters one GPU of the first (or last) pipeline stage holds of a state that is
        sharded (ZeRO/FSDP) or not."""
        dense = total - experts - embedding - lm_head
        ends = embedding + lm_head if self.pipeline == 1 else max(embedding, lm_head)
        dense_gpu = (dense / self.pipeline + ends) / self.tensor
        expert_gpu = experts / (self.expert * self.pipeline * self.expert_tensor)
        if sharded:
            dense_gpu /= self.shard_degree
            expert_gpu /= self.expert_shard_degree
        return dense_gpu + expert_gpu

    def state_fractions(
        self,
        sharding: Sharding,
        *,
        total: float,
        experts: float,
        embedding: float,
        lm_head: float,
    ) -> tuple[float, float, float]:
        """(weights, gradients, optimizer) share of the whole model one GPU holds."""
        if total <= 0:
            return 1.0, 1.0, 1.0
        shard = {
            "weights": sharding == "zero3",
            "gradients": sharding in ("zero2", "zero3"),
            "optimizer": sharding in ("zero1", "zero2", "zero3"),
        }

        def share(sharded: bool) -> float:
            held = self.params_per_gpu(
                total=total,
                experts=experts,
                embedding=embedding,
                lm_head=lm_head,
                sharded=sharded,
            )
            return held / total

        return share(shard["weights"]), share(shard["gradients"]), share(shard["optimizer"])

    def layers_in_flight(self, num_layers: int, micro_batches: int) -> float:
        """Layers' worth of saved activations the first pipeline stage holds (Korthikanti
        et al. 2022 §4.2.3): its L/p layers for min(p, m) micro-batches, × (1 + (p−1)/(p·v))
        when interleaved."""
        p, v = self.pipeline, self.virtual_pipeline
        if p == 1:
            return float(num_layers)
        in_flight = min(p, max(1, micro_batches))
        layers = num_layers / p * in_flight
        if v > 1:
            layers *= 1 + (p - 1) / (p * v)
        return layers

    def bubble_fraction(self, micro_batches: int) -> float:
        """Share of a step the pipeline idles: (p−1)/(m·v + p−1) (Narayanan et al. 2021)."""
        p, v, m = self.pipeline, self.virtual_pipeline, max(1, micro_batches)
        return (p - 1) / (m * v + p - 1)


TRIVIAL: Final = Layout()


def resolve_layout(
    parallelism: Parallelism,
    *,
    support: ParallelSupport,
    method: Method,
    hw: ResolvedHardware,
    num_experts: int | None,
    stack_id: str,
) -> Layout:
    """The layout the scenario asks for, checked against the GPUs, the model and the stack;
    a `LayoutError` names the dimension at fault and why."""
    gpus = hw.gpu_count
    degrees = {dim: int(getattr(parallelism, dim)) for dim in DIMENSIONS}
    for dim in DIMENSIONS:
        if degrees[dim] > 1:
            refused = support.refusal(dim, method)
            if refused is not None:
                code, args = refused
                raise _refuse(f"parallelism.{dim}", code, stack=stack_id, **args)
    tp, pp, vpp, cp, ep = (degrees[d] for d in DIMENSIONS)
    model_ranks = tp * pp * cp
    if gpus % model_ranks:
        raise _refuse(
            "parallelism",
            "layout_not_dividing",
            ranks=model_ranks,
            gpus=gpus,
        )
    dp = gpus // model_ranks
    if vpp > 1 and pp == 1:
        raise _refuse(
            "parallelism.virtual_pipeline",
            "virtual_pipeline_single_stage",
        )
    if ep > 1:
        if not num_experts:
            raise _refuse(
                "parallelism.expert",
                "expert_not_moe",
            )
        if num_experts % ep:
            raise _refuse(
                "parallelism.expert",
                "expert_not_dividing_experts",
                expert=ep,
                experts=num_experts,
            )
        region = dp * cp * (tp if support.ep_borrows_tensor else 1)
        if region % ep:
            raise _refuse(
                "parallelism.expert",
                "expert_not_dividing_region",
                expert=ep,
                region=region,
                with_tensor=1.0 if support.ep_borrows_tensor else 0.0,
            )
    return Layout(
        **degrees,
        data=dp,
        gpus_per_node=hw.gpus_per_node,
        expert_tensor_parallel=support.expert_tensor_parallel,
        loss_parallel=support.loss_parallel,
    )


def gradient_accumulation(global_batch: int | None, micro_batch: int, data: int) -> int:
    """Micro-batches per optimizer step on each data-parallel rank: global_batch ÷
    (micro_batch × DP), a whole number ≥ 1 (Megatron num_microbatches_calculator.py asserts
    the same); 1 without a global batch."""
    if global_batch is None:
        return 1
    per_pass = micro_batch * data
    if global_batch % per_pass or global_batch < per_pass:
        raise _refuse(
            "global_batch",
            "global_batch_not_multiple",
            global_batch=global_batch,
            micro_batch=micro_batch,
            data=data,
        )
    return global_batch // per_pass
