"""The output of `plan()`: every figure, each with its explanation."""

from __future__ import annotations

from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from llmplan.catalog.schema import RentPeriod
from llmplan.core.document_lengths import TokenChain
from llmplan.core.scenario import DIMENSIONS, Framework, Method, Sharding
from llmplan.units import GB, GIB

FitStatus = Literal["fits", "tight", "does_not_fit"]
TIGHT_FREE_FRACTION = 0.10  # < 10 % of capacity free = tight


class _Output(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


T = TypeVar("T")


def views_only(default: T, description: str | None = None) -> T:
    """A field the views read that `plan --json` leaves out (its keys are documented)."""
    result: T = Field(default, exclude=True, description=description)
    return result


class Explanation(_Output):
    """How one figure came about: formula, the inputs used, and the source."""

    label: str
    value: float | None
    unit: str
    formula: str
    inputs: dict[str, str | float | int | bool | None] = Field(default_factory=dict)
    source: str = ""


class Band(_Output):
    """A figure at the two ends of the plan's band (the MFU band, or measured tokens/s)."""

    optimistic: float
    conservative: float

    def pair(self) -> tuple[float, float]:
        return (self.optimistic, self.conservative)


class MemoryBreakdown(_Output):
    """Memory per GPU in decimal GB. The segments weights … overhead sum to `total`; the
    parts after `free` say what some segments hold (not in `--json`, whose keys are fixed)."""

    weights: float
    gradients: float
    optimizer: float
    activations: float
    logits: float
    overhead: float
    total: float
    capacity: float
    free: float
    context: float | None = views_only(
        None,
        "CUDA context, part of overhead; None where the model plans context and "
        "reserve as one figure (the reference model's overhead_gb)",
    )
    reserve: float | None = views_only(
        None, "Caching-allocator reserve, part of overhead; as context"
    )
    paged_on_card: float = views_only(
        0.0, "Paged optimizer states resident on the card (in optimizer)"
    )
    paged_to_host: float = views_only(0.0, "Paged optimizer states that do not fit, in host RAM")
    rollout_engine: float = views_only(
        0.0,
        "GRPO: the colocated vLLM engine's reserved share (weights copy + KV "
        "cache), part of overhead",
    )


WarningCode = Literal[
    "upper_bound_tflops",
    "moe",
    "qlora_slower",
    "does_not_fit",
    "tight",
    "fit_odds",
    "seq_len_exceeds_positions",
    "host_ram_short",
    "no_server_cpu_zero",
    "no_server_cpus_given",
    "comm_exceeds_compute",
    "choice_not_supported",
    "paged_states_spill",
    "measured_throughput",
    "run_over_a_year",
    "padding_overhead_high",
    "padding_not_measured",
    "reference_not_used",
    "network_not_stated",
    "optimizer_offload_time",
    "tensor_parallel_across_nodes",
    "pipeline_few_micro_batches",
    "tensor_parallel_outside_nvlink",
    "rollout_engine_short",
    "candidate_not_planned",
    "long_context_below_band",
]


RefusalCode = Literal[
    # objective and method (core/plan.py)
    "ppo_recipe_single_device",
    "objective_no_trainer",
    "ppo_full_only",
    "ppo_needs_reward_model",
    "lora_targets_unknown",
    "lora_rank_below_one",
    # training precision: the card (core/stacks/precision.py card_refusal) ...
    "no_fp8",
    "no_block_scaling",
    "no_fp4",
    # ... and the stack's recipe (recipe_refusal)
    "no_recipe",
    "recipe_method",
    # parallel layout: what a stack lacks (ParallelSupport.refusals, core/stacks/layout.py)
    "layout_idealised",
    "trainer_no_tensor",
    "trainer_no_pipeline",
    "trainer_no_context",
    "trainer_no_expert",
    "recipes_no_pipeline",
    "recipes_no_expert",
    "dimension_not_supported",
    "dimension_methods_only",
    # ... and what the GPUs, the model or the batch cannot divide (resolve_layout)
    "layout_not_dividing",
    "virtual_pipeline_single_stage",
    "expert_not_moe",
    "expert_not_dividing_experts",
    "expert_not_dividing_region",
    "global_batch_not_multiple",
]


class Refusal(_Output):
    """Why a scenario cannot be planned: the scenario field at fault, a stable code and its
    arguments (catalogue ids and numbers). The words are the presentation's, written once
    (presentation/refusal_text.py), in English and German."""

    field: str
    code: RefusalCode
    args: dict[str, str | float] = Field(default_factory=dict)


class RefusalError(ValueError):
    """A scenario that validates but cannot be planned; `refusal` is the code and arguments
    each view words in its language, `str()` the same for logs and tracebacks
    ("objective: objective_no_trainer (stack=torchtitan, objective=dpo, …)")."""

    def __init__(self, refusal: Refusal) -> None:
        args = ", ".join(
            f"{key}={value}" if isinstance(value, str) else f"{key}={value:g}"
            for key, value in refusal.args.items()
        )
        super().__init__(f"{refusal.field}: {refusal.code}" + (f" ({args})" if args else ""))
        self.refusal = refusal

    @property
    def field(self) -> str:
        return self.refusal.field

    @property
    def code(self) -> RefusalCode:
        return self.refusal.code


class PlanWarning(_Output):
    """A caveat about the plan: a stable code and its arguments. The words are the
    presentation's (presentation/warning_text.py), for the GUI, the report and the CLI."""

    code: WarningCode
    args: dict[str, str | float] = Field(default_factory=dict)
    # candidate_not_planned: why, as a code (args["reason"] is its English), and the
    # hardware left out, so each view words both in its language; kept out of `--json`
    refusal: Refusal | None = Field(None, exclude=True, repr=False)
    hardware: HardwareChoice | None = Field(None, exclude=True, repr=False)


class Phase(_Output):
    """One bar on the timeline; optimistic/conservative bound the MFU band."""

    key: Literal[
        "data_prep",
        "pilot",
        "reference_pass",
        "generation",
        "training",
        "checkpoints",
        "evaluation",
        "merge_adapters",
        "quantise",
    ]
    label: str
    seconds_optimistic: float
    seconds_conservative: float


class _SubResult(_Output):
    """One concern's figures; field names are the documented `--json` keys."""

    explanations: dict[str, Explanation] = Field(default_factory=dict, exclude=True, repr=False)
    calibrated_fields: tuple[str, ...] = views_only(
        (), "Result keys a pilot changed (keys of `explanations`)"
    )


class TimeResult(_SubResult):
    flops: float
    train_seconds: float
    train_days: float
    train_seconds_optimistic: float = Field(
        description="At the framework's optimistic MFU (reference 40 %) or the measured tokens/s"
    )
    train_seconds_conservative: float = Field(
        description="At the framework's conservative MFU (reference 20 %) or the measured tokens/s"
    )
    # what the times rest on (not in `--json`: its explanations state the same)
    mfu: float | None = views_only(None, "MFU of train_seconds; None for a measured tokens/s")
    mfu_band: Band | None = views_only(None, "MFU of the optimistic and conservative times")
    reference_pass: Band | None = views_only(
        None,
        "Seconds of the times above that precompute the reference log-probs "
        "(DPO/KTO), before training; the timeline shows it as its own phase",
    )
    generation: Band | None = views_only(
        None,
        "GRPO: seconds of the times above that generate completions (the "
        "rollout engine; training waits for them); the timeline shows it as its own phase",
    )
    optimizer_offload_seconds: float = Field(
        0.0,
        description="Optimizer steps on the CPU (optimizer offload), included in every time",
    )
    optimizer_step_seconds: float = views_only(
        0.0, "One optimizer step on the CPU (0 without offload)"
    )


class MemoryResult(_SubResult):
    memory_per_gpu_gb: MemoryBreakdown
    gathered_layers_gb: float = Field(
        0.0, description="ZeRO-3: weights gathered for compute (in overhead)"
    )
    fits: bool
    fit_status: FitStatus
    host_ram_gb: float
    max_seq_len_that_fits: int
    max_micro_batch_that_fits: int


class CommunicationResult(_SubResult):
    comm_bytes_per_micro_batch_gb: float
    comm_seconds_per_micro_batch: float
    compute_seconds_per_micro_batch: float
    slowest_link: str


class LayoutTraffic(_Output):
    """One parallel dimension's traffic per GPU and micro-batch, over the link it crosses."""

    kind: Literal["data", "tensor", "pipeline", "context", "expert"]
    gb: float
    seconds: float
    link: str
    link_gb_s: float
    within_node: bool


class LayoutResult(_SubResult):
    """The parallel layout (core/stacks/layout.py), the global batch and the steps."""

    # the resolved degrees, as `Layout` states them (its defaults are plain data parallelism)
    tensor: int
    pipeline: int
    virtual_pipeline: int
    context: int
    expert: int
    data: int
    shard_degree: int = Field(1, description="GPUs the states are sharded over (DP × CP)")
    global_batch: int = Field(1, description="Sequences per optimizer step")
    grad_accumulation: int = Field(1, description="Micro-batches per step per DP rank")
    optimizer_steps: float = Field(0.0, description="Trained tokens ÷ (global_batch × seq_len)")
    bubble_fraction: float = Field(0.0, description="(p−1)/(m·v+p−1) of a step idles")
    traffic: list[LayoutTraffic] = Field(default_factory=list)

    @property
    def trivial(self) -> bool:
        """Plain data parallelism."""
        return all(getattr(self, dim) == 1 for dim in DIMENSIONS)


class QuotedPrice(_Output):
    """A purchase price or a rent of the whole configuration, as quoted, with its origin."""

    amount: float  # all servers (or cards) of the configuration, in `currency`
    currency: str
    unit_amount: float  # one server or one card
    units: int
    per: str  # "server" | "GPU" | "cluster"
    period: str | None  # a rent: "hour" | "day" | "month"; a purchase: None
    origin: str  # "scenario" (your quote) | "catalogue" (the price book)
    source: str
    date: str | None  # when the source quoted it; None: undated
    stale: bool  # older than the price book allows against the plan date
    in_currency: float | None  # `amount` in the plan's currency (None: no rate joins them)
    scope: str = "server"  # what one unit buys: "card" (alone), "server", "cluster"


class RateFact(_Output):
    """What one unit of `currency` is worth in `base`: whose rate, of which day."""

    currency: str
    worth: float
    base: str
    origin: str  # "yours" | "published" (the bundled reference table)
    date: str | None
    source: str


class EnergyResult(_SubResult):
    avg_power_kw: float
    energy_kwh: float
    electricity_cost: float
    co2_kg: float
    rental_months: float | None
    # the rent's billing period and the run's length in it ("43.8" hours for a rent by the
    # hour, not "0.06" months); `rental_months` stays the documented JSON figure
    rental_period: RentPeriod | None = views_only(None)
    rental_periods: float | None = views_only(None)
    rental_cost: float | None
    currency: str
    rental_currency: str | None = Field(
        None, description="Currency of rental_cost (catalogue server prices are USD)"
    )
    # at the ends of the time band (energy and what is priced per kWh grow with the run time)
    energy_kwh_band: Band = Field(exclude=True)
    electricity_cost_band: Band = Field(exclude=True)
    co2_kg_band: Band = Field(exclude=True)
    # the hardware's prices as quoted and the rates that put them in `currency` (report)
    purchase: QuotedPrice | None = views_only(None)
    rent: QuotedPrice | None = views_only(None)
    # a price of the cards alone (scope "card"): never the hardware's purchase price
    card_purchase: QuotedPrice | None = views_only(None)
    # the prorated rent at the ends of the time band (None: no rent known)
    rental_cost_band: Band | None = Field(None, exclude=True)
    exchange_rates: tuple[RateFact, ...] = views_only(())
    # how the purchase price and its rates come about, and the run's length in the rent's
    # billing period (key "rental_months": "Rental hours" for a rent by the hour, which the
    # views show in place of the months); kept beside `explanations` so that `plan --json`
    # keeps its documented keys
    price_explanations: dict[str, Explanation] = Field(
        default_factory=dict, exclude=True, repr=False
    )


class StorageResult(_SubResult):
    token_storage_gb: float
    checkpoint_gb: float
    weights_only_gb: float
    lora_adapter_gb: float | None
    pages_equivalent: float
    tokens_per_param: float
    chinchilla_tokens: float


class RolloutResult(_SubResult):
    """GRPO's generation (core/stacks/rollout.py): where it runs, how GPUs split between
    training and generating, and what the engine holds."""

    engine: Literal["colocated", "separate"]
    train_gpus: int
    generate_gpus: int = Field(description="GPUs running vLLM (the training GPUs if colocated)")
    engines: int = Field(description="vLLM engines (generate_gpus / tensor_parallel)")
    tensor_parallel: int
    engine_memory_per_gpu_gb: float = Field(description="vLLM's reserved share of a GPU")
    weights_per_gpu_gb: float = Field(description="The bf16 copy of the weights per engine GPU")
    kv_cache_per_engine_gb: float = Field(description="What the reserve leaves for the KV cache")
    kv_bytes_per_token: float
    kv_needed_per_engine_gb: float = Field(
        description="KV cache of an engine's sequences of one step at full length"
    )
    sequences_per_step: int
    concurrent_sequences: int = Field(description="Sequences an engine decodes at once")
    waves: int = Field(description="Rounds an engine needs for its sequences of one step")
    steps: float = Field(description="Generation steps of the run")
    generation_seconds: float
    generation_seconds_optimistic: float
    generation_seconds_conservative: float
    engine_fits: bool = Field(description="The reserve holds the weights and one sequence")


# the sub-results whose fields `to_json_dict` lifts to the top level, in documented order
_FLATTENED = ("time", "memory", "communication", "energy", "storage")
# the odds' keys, in `--json` only where attached
_ODDS = ("probabilities", "train_seconds_quantiles", "memory_per_gpu_gib_quantiles", "evidence")


class RolloutTokens(_Output):
    """Online RL: the step trains on its generated sequences, not on the scenario's tokens
    (core/stacks/rollout.py `training_scenario`)."""

    prompts: int = Field(description="Prompts per epoch")
    completions_per_prompt: int = Field(description="GRPO: the group size; PPO: 1")
    sequence_tokens: int = Field(description="Prompt + completion tokens of one sequence")
    passes: int = Field(description="Times the step trains on each rollout (PPO epochs; GRPO 1)")


class TrainedTokens(_Output):
    """The tokens the plan trains on (every surface shows these), and what they are made
    of: the scenario's tokens per epoch (separators, padding and replay included; see
    `token_chain`) or, for online RL, the generated sequences."""

    total: float = Field(description="Tokens through the step with gradients, all epochs")
    per_epoch: float = Field(description="Tokens of one epoch (RL: of one pass over the prompts)")
    epochs: float
    rollout: RolloutTokens | None = Field(None, description="Online RL: what an epoch is made of")


class Calibration(_Output):
    """What pilots corrected (see `llmplan.core.pilots.calibration`) and the figures before."""

    memory_pilot: str | None = Field(None, description="The pilot behind the memory figures")
    throughput_pilot: str | None = Field(None, description="The pilot behind the run time")
    memory_per_gpu_gb_uncalibrated: MemoryBreakdown
    fit_status_uncalibrated: FitStatus
    max_seq_len_uncalibrated: int
    max_micro_batch_uncalibrated: int
    train_seconds_uncalibrated: float
    train_seconds_optimistic_uncalibrated: float
    train_seconds_conservative_uncalibrated: float
    phases_uncalibrated: list[Phase]
    calibrated_keys: list[str] = Field(
        default_factory=list, description="Result keys the pilots changed"
    )
    factors: dict[str, float | None] = Field(default_factory=dict)
    assumptions: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list, description="What was not used, and why")
    memory_pilot_residuals: tuple[float, ...] = views_only(
        (), "ln(measured ÷ calibrated plan) at the other sizes the memory pilot measured"
    )
    throughput_pilot_steps: tuple[float, ...] = views_only(
        (), "The throughput pilot's step times in seconds, the first (warm-up) included"
    )


class HardwareChoice(_Output):
    """What a plan runs on, as ids, names and counts, so each view words it in its language
    (`PlanResult.hardware_label` is the English of it): a server × nodes, or GPUs × count ×
    nodes. Names are the catalogue's English ones, or a user's own for custom entries."""

    server: str | None = Field(None, description="Server id; None for bare GPUs")
    server_name: str | None = None
    server_custom: bool = Field(False, description="The scenario's own server entry")
    gpu: str = Field(description="GPU id")
    gpu_name: str
    gpu_custom: bool = Field(False, description="The scenario's own GPU entry")
    gpus_per_node: int
    nodes: int


UnmeasuredAspect = Literal["objective", "gpu_count", "sharding", "method", "combination"]


class MeasuredSetup(_Output):
    """What a group of measured runs ran on: GPUs, sharding (none on one GPU), method."""

    gpus: int
    sharding: Sharding
    method: Method


class ValidationVerdict(_Output):
    """How far the plan's memory is backed by measured runs of its stack
    (`llmplan.validation` fills it in; `plan --json` adds the English `note`)."""

    stack: Framework = Field(description="The training stack (scenario.framework)")
    setup: MeasuredSetup = Field(description="This plan's GPU count, sharding and method")
    runs: int = Field(description="Measured runs the errors below come from")
    median_error: float | None = Field(
        None, description="Median |planned − measured| / measured memory; None without runs"
    )
    worst_error: float | None = Field(None, description="Worst |planned − measured| / measured")
    runs_below: int = Field(
        0, description="Of `runs`, how many the plan was below the measurement (the risky side)"
    )
    same_setup: bool = Field(
        description="Measured runs share this plan's GPU count, sharding and method"
    )
    measured_setups: list[MeasuredSetup] = Field(
        default_factory=list, description="The setups the stack's runs were measured on"
    )
    not_measured: list[UnmeasuredAspect] = Field(
        default_factory=list, description="What of this plan's setup no run measured"
    )
    margin: float = Field(
        0.0, description="Share of memory the advisor keeps free for the stack's worst error"
    )


class Probabilities(_Output):
    """The odds a buyer decides on, from the planner's measured errors (llmplan.validation)."""

    fits: float = Field(description="P(the run's memory fits the card)")
    deadline: float | None = Field(None, description="P(done within deadline_days); None: none")
    budget: float | None = Field(
        None, description="P(running cost within budget); None: no budget, or no rate to it"
    )
    deadline_days: float | None = views_only(None, "The deadline P(deadline) is of")
    budget_amount: float | None = views_only(None, "The budget P(budget) is of (costs.currency)")
    tokens_ci95: tuple[float, float] | None = views_only(
        None, "The tokens-per-epoch 95 % interval carried into the run time (scenario.tokens_ci95)"
    )


class TrainSecondsQuantiles(_Output):
    p10: float
    p50: float
    p90: float


class MemoryQuantiles(_Output):
    """GiB per GPU as the card shows it (context and reserve included)."""

    p50: float
    p95: float


class Evidence(_Output):
    """The shipped runs the odds rest on (core/odds.py states the similarity rule)."""

    runs: int = Field(description="Shipped runs with a compared memory or throughput")
    similar_runs: int = Field(description="Of them, the runs the odds rest on")
    widened: bool = Field(description="No run like this plan: the spread was widened")
    why: str = Field(description="Which runs, sharing what, and any widening")
    memory_runs: tuple[str, ...] = views_only((), "Ids of the runs behind P(fits)")
    throughput_runs: tuple[str, ...] = views_only((), "Ids of the runs behind the run time")


class PlanResult(_Output):
    # what was planned
    framework: Framework = Field("reference", description="Framework profile (scenario.framework)")
    model_name: str
    hardware_label: str
    # the same as ids and counts for the views; not in `--json`, which keeps the label
    hardware: HardwareChoice = Field(exclude=True)
    gpu_name: str
    gpu_count: int = Field(description="All GPUs: per server x nodes")
    params_total: float
    params_active: float
    params_trainable: float
    trained_tokens: TrainedTokens = Field(description="What the plan trains on")
    # one frozen sub-result per concern
    time: TimeResult
    memory: MemoryResult
    communication: CommunicationResult
    energy: EnergyResult
    storage: StorageResult
    phases: list[Phase]
    warning_details: list[PlanWarning] = Field(
        default_factory=list,
        description="Caveats as codes and arguments (`plan --json` adds `warnings`, their "
        "English words: presentation/plan_json.py)",
    )
    explanations: dict[str, Explanation] = Field(
        default_factory=dict, description="Keyed by result field, e.g. 'memory_per_gpu_gb.weights'"
    )
    calibration: Calibration | None = Field(
        None, description="Pilots the figures rest on, and the uncalibrated figures"
    )
    validation: ValidationVerdict | None = Field(
        None, description="How far measured runs back the memory (llmplan.validation)"
    )
    # the odds (llmplan.validation `with_validation`); left out of `--json` where not attached
    probabilities: Probabilities | None = None
    train_seconds_quantiles: TrainSecondsQuantiles | None = None
    memory_per_gpu_gib_quantiles: MemoryQuantiles | None = None
    evidence: Evidence | None = None
    rollout: RolloutResult | None = views_only(None, "GRPO: the rollout engine and the GPU split")
    # trainable -> trained tokens; in `--json` only where it is more than tokens × epochs
    token_chain: TokenChain | None = views_only(None)
    # tensor/pipeline/context/expert layout and the steps; in `--json` only where it is more
    # than plain data parallelism or a global batch was set
    layout: LayoutResult | None = views_only(None)

    def to_json_dict(self) -> dict[str, object]:
        """The documented `--json` output: the sub-results' fields lifted to the top level."""
        flat: dict[str, object] = {}
        # `calibration` only where pilots calibrated the plan
        exclude = {"calibration"} if self.calibration is None else set()
        exclude |= {key for key in _ODDS if getattr(self, key) is None}
        for key, value in self.model_dump(mode="json", exclude=exclude or None).items():
            if key in _FLATTENED:
                flat.update(value)
            else:
                flat[key] = value
        if self.token_chain is not None and not self.token_chain.is_identity:
            flat["token_chain"] = self.token_chain.model_dump(mode="json")
        if self.layout is not None:
            flat["layout"] = self.layout.model_dump(mode="json")
        # the memory breakdown also in GiB (2^30 bytes, what nvidia-smi and PyTorch print)
        flat["memory_per_gpu_gib"] = {
            key: value * GB / GIB
            for key, value in self.memory.memory_per_gpu_gb.model_dump().items()
        }
        return flat


PlanWarning.model_rebuild()  # `hardware` names HardwareChoice, defined below it
