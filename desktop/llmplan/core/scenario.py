"""The inputs of a plan: one `Scenario`, serialised as versioned JSON (schema_version 1)."""

from __future__ import annotations

import math
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from llmplan.catalog.schema import GPU, ModelArch, Server
from llmplan.core.document_lengths import DocumentLengths, TokenChain, token_chain
from llmplan.core.money import ExchangeRates, PriceOverride
from llmplan.core.objectives import Objective, objective_spec
from llmplan.core.pilot import Pilot
from llmplan.core.serving_inputs import Serving

SCHEMA_VERSION: Final = 1

Method = Literal["full", "lora", "qlora"]
# Where DPO's and KTO's reference log-probabilities come from: auto = a frozen copy for full
# tuning, the base with adapters disabled for LoRA/QLoRA
ReferenceChoice = Literal["auto", "model", "precomputed", "none"]
# adamw-8bit-paged: bitsandbytes PagedAdamW8bit, moments in CUDA unified memory
Optimizer = Literal["adamw", "adamw-fp32-grads", "adamw-8bit", "adamw-8bit-paged", "adamw-bf16"]
Sharding = Literal["none", "zero1", "zero2", "zero3"]
Checkpointing = Literal["none", "selective", "full"]
# The training software whose memory and speed the plan models (core/stacks/profiles.py)
Framework = Literal["hf-transformers", "torchtune", "torchtitan", "megatron", "reference"]
# the matmuls' number format (core/stacks/precision.py); bf16 everywhere else
Precision = Literal["bf16", "fp8", "mxfp8", "nvfp4"]

ALL_LORA_TARGETS = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")

MFU_OPTIMISTIC = 0.40  # seed 000
MFU_CONSERVATIVE = 0.20  # seed 000


class _Input(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class Hardware(_Input):
    """Either a GPU id and a count, or a server id (which brings GPU count, CPUs and links)."""

    gpu: str | None = None
    count: int = Field(1, ge=1, le=100_000)
    server: str | None = None
    nodes: int = Field(1, ge=1, le=10_000, description="Servers of one kind joined by a network")
    cpu_count: int = Field(0, ge=0, le=64, description="CPUs per node, bare GPUs only")
    cpu_tdp_w: float = Field(0.0, ge=0, le=2000, description="TDP per CPU (W), bare GPUs only")

    @model_validator(mode="after")
    def _gpu_or_server(self) -> Hardware:
        if (self.gpu is None) == (self.server is None):
            raise PydanticCustomError(
                "gpu_or_server", "give either 'gpu' (with 'count') or 'server', not both or neither"
            )
        return self


class OwnershipTerms(_Input):
    """What owning bought hardware costs beside its price (buy vs rent, core/run/pricing.py)."""

    depreciation_years: float = Field(
        3.0, gt=0, le=30, description="Years the price is written off over"
    )
    residual_fraction: float = Field(
        0.0, ge=0, lt=1, description="Share of the price it still fetches after those years"
    )
    hosting_per_month: float = Field(
        0.0, ge=0, description="Rack space, cooling, support per month, in `costs.currency`"
    )


class CostAssumptions(_Input):
    currency: str = "EUR"
    electricity_price_per_kwh: float = Field(0.25, ge=0)
    grid_gco2_per_kwh: float = Field(
        380.0, ge=0, description="Grid carbon intensity, g CO2 per kWh"
    )
    facility_overhead: float = Field(
        0.15,
        ge=0,
        le=5,
        description="+15 % for the rest of the installation, as the source documents allow",
    )
    pue: float | None = Field(
        None, ge=1.0, le=5.0, description="If set, replaces facility_overhead"
    )
    rental_price_per_gpu_month: float | None = Field(
        None, ge=0, description="Overrides the catalogue rental price (per GPU and month)"
    )
    exchange_rates: ExchangeRates = Field(
        default_factory=dict,
        description="Worth of one unit of another currency in `currency` ({'USD': 0.86}); "
        "they replace the bundled reference rates (ECB) for those currencies",
    )
    plan_date: str | None = Field(
        None,
        pattern=r"^\d{4}-\d{2}-\d{2}$",
        description="The day (YYYY-MM-DD) prices are judged stale against (default: today)",
    )
    ownership: OwnershipTerms = OwnershipTerms()


class TimelineAssumptions(_Input):
    corpus_bytes: float | None = Field(
        None, ge=0, description="Raw archive size for data preparation"
    )
    prep_mb_per_second: float = Field(
        20.0, gt=0, description="Extraction+cleaning+tokenizing, MB/s"
    )
    pilot_fraction: float = Field(
        0.01, ge=0, le=1, description="Pilot run as a fraction of one epoch"
    )
    checkpoint_every_hours: float = Field(6.0, gt=0)
    checkpoint_write_gb_s: float = Field(2.0, gt=0, description="Disk write bandwidth per server")
    eval_fraction: float = Field(
        0.02, ge=0, le=1, description="Evaluation time as a fraction of training"
    )


# Where GRPO's completions are generated (TRL GRPOConfig vllm_mode): on the training GPUs
# ("colocate") or on GPUs of their own running a vLLM server ("server")
RolloutEngine = Literal["colocated", "separate"]


class Rollout(_Input):
    """GRPO's generation of completions (core/stacks/rollout.py); TRL GRPOConfig defaults
    (trl/trainer/grpo_config.py, commit f2cd577) where TRL has one."""

    engine: RolloutEngine = Field(
        "colocated",
        description="colocated: vLLM on the training GPUs; separate: GPUs of its own",
    )
    gpus: int = Field(
        0, ge=0, le=100_000, description="GPUs of the separate engine (the training card's kind)"
    )
    gpu_memory_share: float | None = Field(
        None,
        gt=0,
        lt=1,
        description="Share of each engine GPU's memory vLLM reserves (weights + KV cache); "
        "None: 0.3 colocated (TRL vllm_gpu_memory_utilization), 0.9 separate (vLLM's default)",
    )
    tensor_parallel: int = Field(1, ge=1, le=64, description="GPUs per vLLM engine")
    prompts: int = Field(5000, ge=1, description="Prompts in the training set, per epoch")
    prompts_per_step: int = Field(
        32, ge=1, description="Prompts generated for at once (generation batch / generations)"
    )
    num_generations: int = Field(8, ge=1, le=1024, description="Completions per prompt")
    prompt_len: int = Field(512, ge=1, le=1_000_000, description="Prompt tokens")
    completion_len: int = Field(
        1024, ge=1, le=1_000_000, description="Completion tokens (max_completion_length)"
    )
    beta: float = Field(
        0.0, ge=0, description="KL coefficient; 0 (TRL's default): no reference model"
    )
    ppo_epochs: int = Field(
        4,
        ge=1,
        le=64,
        description="PPO: passes over each batch of rollouts (TRL PPOConfig.num_ppo_epochs 4)",
    )

    @model_validator(mode="after")
    def _separate_has_gpus(self) -> Rollout:
        if self.engine == "separate" and self.gpus < self.tensor_parallel:
            raise PydanticCustomError(
                "rollout_gpus",
                "gpus: a separate rollout engine needs at least tensor_parallel GPUs of its own",
            )
        return self


# the degrees of `Parallelism` (data parallel is the rest of the GPUs)
Dimension = Literal["tensor", "pipeline", "virtual_pipeline", "context", "expert"]
DIMENSIONS: Final[tuple[Dimension, ...]] = (
    "tensor",
    "pipeline",
    "virtual_pipeline",
    "context",
    "expert",
)


class Parallelism(_Input):
    """How the GPUs split one model (core/stacks/layout.py); data parallel is the rest.

    Defaults of 1 are plain data parallelism with `sharding` (today's plan)."""

    tensor: int = Field(1, ge=1, le=1024, description="Tensor-parallel degree (inside a node)")
    pipeline: int = Field(1, ge=1, le=1024, description="Pipeline stages")
    virtual_pipeline: int = Field(
        1, ge=1, le=64, description="Model chunks per pipeline stage (interleaved 1F1B)"
    )
    context: int = Field(1, ge=1, le=1024, description="Context-parallel degree (sequence split)")
    expert: int = Field(
        1, ge=1, le=1024, description="Expert-parallel degree (MoE; folded into data parallel)"
    )


class Scenario(_Input):
    schema_version: Literal[1] = SCHEMA_VERSION
    name: str = ""
    author: str = Field("", max_length=200, description="Who prepared the plan (report byline)")
    framework: Framework = "hf-transformers"
    model: str | ModelArch = "llama-3.1-8b"
    method: Method = "full"
    objective: Objective = Field(
        "sft",
        description="cpt/sft: next-token training; dpo, orpo, simpo, cpo: chosen/rejected "
        "pairs; kto: unpaired examples rated good or bad; grpo, ppo: online RL "
        "(core/objectives.py)",
    )
    reference: ReferenceChoice = Field(
        "auto",
        description="DPO/KTO reference log-probs: auto (frozen copy for full tuning, adapters "
        "disabled for LoRA), model, precomputed (one pass before training), none (ORPO, "
        "SimPO, CPO)",
    )
    reward_model: str | None = Field(
        None,
        description="GRPO/PPO: a catalogue model that scores completions (bf16, frozen); "
        "None: rule-based rewards (GRPO only: TRL's PPOTrainer takes a reward model)",
    )
    rollout: Rollout = Field(
        Rollout(), description="GRPO: prompts, generations and where they are generated"
    )
    optimizer: Optimizer = "adamw"
    tokens: float = Field(1e10, gt=0, description="Training tokens per epoch")
    tokens_ci95: tuple[float, float] | None = Field(
        None,
        description="95 % interval [low, high] of the tokens per epoch (a corpus sample's, "
        "from the Corpus tab's “Use in plan”); the odds carry it into the run time and cost. "
        "Ignored where it does not contain `tokens` (the count was changed since)",
    )
    epochs: float = Field(1.0, gt=0, le=1000)
    # trainable -> trained tokens (core/document_lengths.py)
    packing: bool = Field(
        True,
        description="Documents packed into seq_len sequences with one separator each "
        "(continued pretraining); false: one document per sequence, padded to seq_len",
    )
    replay_fraction: float = Field(
        0.0,
        ge=0,
        le=0.9,
        description="Share of the trained tokens that is general text mixed back in against "
        "forgetting (seed 000; no fixed share is published: test it in a small run)",
    )
    document_lengths: DocumentLengths | None = Field(
        None,
        description="Per-document token counts measured by a corpus scan (histogram): "
        "they give the separator share and the padding overhead",
    )
    hardware: Hardware = Hardware(server="8x-h200-nvl")
    candidates: list[Hardware] = Field(
        default_factory=list, description="Further hardware to compare side by side"
    )
    custom_gpus: list[GPU] = Field(default_factory=list)
    custom_servers: list[Server] = Field(default_factory=list)
    prices: list[PriceOverride] = Field(
        default_factory=list, description="Your prices for servers or GPUs (replace the book's)"
    )
    sharding: Sharding = "zero3"
    seq_len: int = Field(8192, ge=1, le=10_000_000)
    micro_batch: int = Field(1, ge=1, le=100_000)
    activation_checkpointing: Checkpointing = "full"
    mfu: float | None = Field(
        None, gt=0, le=1, description="None: the framework's measured MFU (reference: 40 %)"
    )
    tokens_per_second: float | None = Field(None, gt=0, description="Measured, whole cluster")
    lora_rank: int = Field(16, ge=1, le=65_536)
    lora_targets: list[str] = Field(default_factory=lambda: list(ALL_LORA_TARGETS))
    offload_optimizer: bool = False
    chunked_loss: bool = False
    optimizer_in_backward: bool = Field(
        False,
        description="Apply each gradient and free it during the backward pass "
        "(torchtune optimizer_in_bwd; full fine-tuning)",
    )
    activation_offload: bool = Field(
        False,
        description="Move saved activations to host RAM during the forward pass "
        "(torchtune enable_activation_offloading)",
    )
    overhead_gb: float = Field(2.0, ge=0, description="CUDA context + allocator reserve per GPU")
    costs: CostAssumptions = CostAssumptions()
    timeline: TimelineAssumptions = TimelineAssumptions()
    deadline_days: float | None = Field(
        None, gt=0, description="Days the whole run must end within (gives P(deadline))"
    )
    budget: float | None = Field(
        None,
        gt=0,
        description="Running cost allowed (the rent, else the electricity), in costs.currency",
    )
    pilots: list[Pilot] = Field(
        default_factory=list, description="Measured pilot runs that calibrate the plan"
    )
    serving: Serving | None = Field(
        None, description="How the trained model is served (llmplan serve, the Serve tab)"
    )
    parallelism: Parallelism = Parallelism()
    global_batch: int | None = Field(
        None,
        ge=1,
        le=100_000_000,
        description="Sequences per optimizer step; None: micro_batch × data parallel "
        "(no gradient accumulation)",
    )
    precision: Precision = Field(
        "bf16",
        description="Number format of the linear layers' matmuls: bf16, fp8 (Hopper, Ada, "
        "Blackwell), mxfp8 or nvfp4 (data-centre Blackwell), where the stack has a recipe",
    )
    compile: bool = Field(
        False, description="torch.compile the model (torchtitan --compile, torchtune compile)"
    )
    compile_loss: bool = Field(
        True,
        description="With compile: the loss is compiled too (torchtitan --compile.components "
        "model,loss, its default); false: the model only, the fp32 loss eager (components "
        "model, and torchtitan before bbb1b61, 2025-04-02)",
    )

    @model_validator(mode="after")
    def _tokens_interval_ordered(self) -> Scenario:
        interval = self.tokens_ci95
        if interval is not None and not 0 < interval[0] <= interval[1] < math.inf:
            raise PydanticCustomError(
                "tokens_ci95_order",
                "tokens_ci95: [low, high] with 0 < low <= high, both finite (got {low}, {high})",
                {"low": interval[0], "high": interval[1]},
            )
        return self

    @model_validator(mode="after")
    def _reference_fits_objective(self) -> Scenario:
        # a reference set for ORPO/SimPO/SFT is ignored and the plan says so (the form keeps
        # it while the objective is switched back and forth)
        spec = objective_spec(self.objective)
        if spec.reference_needed and self.reference == "none":
            raise PydanticCustomError(
                "reference_needed",
                "reference: {objective} compares with a reference model; choose auto, "
                "model or precomputed (orpo, simpo and cpo need none)",
                {"objective": self.objective},
            )
        if not spec.reference_precomputable and self.reference == "precomputed":
            raise PydanticCustomError(
                "reference_not_precomputable",
                "reference: {objective} scores completions generated in each step; its "
                "reference cannot be precomputed (choose auto, model or none)",
                {"objective": self.objective},
            )
        return self

    @property
    def token_chain(self) -> TokenChain:
        """Trainable tokens per epoch to the tokens trained, factor by factor."""
        return token_chain(self)

    @property
    def total_tokens(self) -> float:
        """The tokens trained: separators, padding and replay included, × epochs."""
        return self.token_chain.trained_tokens
