"""Framework profiles: what each training stack keeps in GPU memory, and how fast it runs.

A profile is not a correction factor. It lists the mechanisms by which a stack's memory
differs from the idealised `reference` model (the formulas of the source documents), each
with the library file and function that shows it, and the throughput band measured for it.
`core/stacks/profiled.py` makes each profile a `Stack`: `peak.py` turns it into tensors,
`fit.py` into the memory fit, `flops.py` into FLOPs and time.

Mechanisms, as read in the libraries' source:
- fp32 RMSNorm: `LlamaRMSNorm.forward` (transformers, models/llama/modeling_llama.py) and
  torchtune's `RMSNorm.forward` (torchtune/modules/rms_norm.py) upcast the input with
  `.to(torch.float32)` / `.float()`; autograd keeps that fp32 copy (4 bytes) for the backward
  of `pow`/`mul`. Transformer Engine's fused RMSNorm (Megatron) keeps the 16-bit input.
- fp32 loss: transformers' `ForCausalLMLoss` (loss/loss_utils.py) runs `logits.float()` on
  the whole logits tensor; `cross_entropy` keeps its fp32 log-softmax (4 B per token and
  vocabulary entry) and the backward holds that, its gradient and the input gradient at
  once (12 B). torchtitan's `cross_entropy_loss` (torchtitan/components/loss.py) does the
  same `.float()`. torchtune's `CEWithChunkedOutputLoss` (torchtune/modules/loss/) upcasts one
  of 8 chunks at a time. Megatron's `vocab_parallel_cross_entropy`
  (megatron/core/tensor_parallel/cross_entropy.py) works in place on the fp32 softmax.
- PEFT adapters: `get_peft_model` casts adapters to fp32 (`autocast_adapter_dtype=True`,
  peft/tuners/tuners_utils.py `_cast_adapter_dtype`), and `lora.Linear.forward`
  (peft/tuners/lora/layer.py) casts each adapter's input with `_cast_input_dtype(x,
  lora_A.weight.dtype)`: one fp32 copy of the input per adapted projection, kept for the
  backward of `lora_A`. torchtune's `LoRALinear` (torchtune/modules/peft/lora.py) keeps
  adapters in the model dtype and feeds them the same input tensor.
- Autocast weight copies: under `torch.autocast` with fp32 master weights, every linear
  casts its weight to bf16 (the autocast weight cache, aten/src/ATen/autocast_mode.cpp
  `cached_cast`) and autograd keeps that copy until the layer's backward (2 B/param).
- CUDA context: 650,969,088 bytes (0.61 GiB) measured before the model was built on the
  shared H200 runs (PyTorch 2.11, CUDA 13).
- Optimizer in the backward pass: torchtune `optimizer_in_bwd` (recipes/
  full_finetune_single_device.py; torchtune/training/memory.py
  `register_optim_in_bwd_hooks`) registers a post-accumulate-grad hook per parameter that
  steps its optimizer and sets the gradient to None: gradients never accumulate.
- Paged 8-bit AdamW: bitsandbytes `PagedAdamW8bit` allocates each state of 10⁵ elements or
  more with `functional.get_paged` (`lib.cget_managed_ptr`, i.e. cudaMallocManaged): CUDA
  unified memory that PyTorch's allocator does not see (absent from max_memory_allocated and
  active_bytes), resident on the card while there is room, paged to host RAM under pressure.
- Activation offloading: torchtune `OffloadActivations` (torchtune/training/
  _activation_offloading.py, `enable_activation_offloading`) is a saved-tensors hook that
  copies every saved activation over 1 KiB to pinned host memory in the forward and back in
  the backward, one layer ahead; the output layer runs under `NoOpManager` (not offloaded).
- Caching allocator: PyTorch never returns freed blocks to the driver without
  `torch.cuda.empty_cache()` (c10/cuda/CUDACachingAllocator.cpp), so what the card shows is
  the context plus the allocator's peak reservation, not the peak allocation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

from llmplan.core.scenario import Framework, Method, Objective, Precision
from llmplan.core.stacks.layout import DATA_ONLY, ParallelSupport
from llmplan.core.stacks.objective import SRC_TORCHTUNE_DPO, SRC_TRL
from llmplan.core.stacks.precision import (
    MEGATRON_PRECISIONS,
    TORCHTITAN_COMPILE,
    TORCHTITAN_PRECISIONS,
    TORCHTUNE_COMPILE,
    TORCHTUNE_PRECISIONS,
    CompileEffect,
    PrecisionRecipe,
)
from llmplan.core.stacks.protocol import MfuBand, PowerDraw
from llmplan.core.stacks.shared import StateLayout

SRC_HF_NORM = "transformers models/llama/modeling_llama.py LlamaRMSNorm.forward (.to(float32))"
SRC_HF_LOSS = "transformers loss/loss_utils.py ForCausalLMLoss (logits.float())"
SRC_PEFT = (
    "peft tuners/lora/layer.py Linear.forward (_cast_input_dtype to the fp32 adapter dtype); "
    "peft tuners/tuners_utils.py _cast_adapter_dtype"
)
SRC_AUTOCAST = "PyTorch aten/src/ATen/autocast_mode.cpp cached_cast (bf16 weight cache)"
SRC_ALLOCATOR = "PyTorch c10/cuda/CUDACachingAllocator.cpp (freed blocks stay reserved)"
SRC_CONTEXT = "shared H200 runs: 650,969,088 bytes in use after CUDA initialised"
SRC_TT_NORM = "torchtune torchtune/modules/rms_norm.py RMSNorm.forward (x.float())"
SRC_TT_LOSS = (
    "torchtune torchtune/modules/loss CEWithChunkedOutputLoss (8 chunks, compiled: keeps "
    "the bf16 chunk logits, writes one chunk's bf16 gradient at a time)"
)
SRC_TT_OPT_IN_BWD = (
    "torchtune torchtune/training/memory.py register_optim_in_bwd_hooks (optimizer_in_bwd: "
    "each gradient stepped and freed in its post-accumulate-grad hook)"
)
SRC_TT_OFFLOAD = (
    "torchtune torchtune/training/_activation_offloading.py OffloadActivations "
    "(enable_activation_offloading: saved activations to pinned host memory)"
)
SRC_TT_CHUNKED_OUTPUT = (
    "torchtune torchtune/modules/transformer.py TransformerDecoder.chunked_output "
    "(set_num_output_chunks)"
)
SRC_BNB_PAGED = (
    "bitsandbytes optim/optimizer.py Optimizer8bit.get_state_buffer -> functional.get_paged "
    "(cudaMallocManaged unified memory, outside PyTorch's caching allocator)"
)
SRC_HF_STATES = (
    "transformers trainer.py Trainer (bf16 mixed precision: fp32 parameters under "
    "torch.autocast, AdamW moments in the parameter dtype)"
)
SRC_TT_STATES = (
    "torchtune recipes/full_finetune_single_device.py (dtype: bf16 via training.get_dtype: "
    "the model is built in bf16, torch.optim.AdamW moments in the parameter dtype)"
)
SRC_TITAN_STATES = (
    "torchtitan torchtitan/models/llama3/infra/parallelize.py apply_fsdp "
    "(MixedPrecisionPolicy param_dtype bf16 over fp32 sharded parameters)"
)
SRC_TT_LORA = "torchtune torchtune/modules/peft/lora.py LoRALinear (adapters in model dtype)"
SRC_TITAN_LOSS = "torchtitan torchtitan/components/loss.py cross_entropy_loss (.float())"
SRC_MEGATRON_LOSS = "Megatron-LM megatron/core/tensor_parallel/cross_entropy.py (in place)"
SRC_MEGATRON_NORM = "Transformer Engine fused RMSNorm (keeps the 16-bit input and rstd)"
SRC_MEGATRON_OPT = (
    "Megatron-LM distributed optimizer docs: bf16 params + fp32 main grads + fp32 "
    "main params and moments (18 B/param)"
)
SRC_SHARED_RUNS = (
    "12 HF Transformers + PEFT runs on one H200, 2026-11-30 (resources/validation/"
    "h200-hf-peft.json)"
)

CUDA_CONTEXT_BYTES: Final = 650_969_088.0
# Sustained board draw under training on the shared H200 runs: 630–640 W of a 700 W limit.
MEASURED_POWER_FRACTION: Final = 635.0 / 700.0
# Eager PyTorch on small models is bound by kernel launches, not by the tensor cores.
SMALL_MODEL_PARAMS: Final = 1e9


# what most stacks do; a profile states where it differs
SRC_SELECTIVE_NORMS = "recompute norms and activation functions (Korthikanti et al. 2022)"
MEASURED_POWER = PowerDraw(
    MEASURED_POWER_FRACTION, SRC_SHARED_RUNS + ": 630–640 W of 700 W (same GPU work)"
)


LoraInput = Literal["fp32-copy-per-adapter", "shared-input"]


@dataclass(frozen=True)
class LoraAdapters:
    """How a stack keeps LoRA adapters and feeds them their input."""

    source: str
    input: LoraInput = "shared-input"
    bytes: float = 2.0  # per adapter weight (PEFT: fp32)


LossKind = Literal["fp32-full", "chunked-fp32", "fused-inplace"]


@dataclass(frozen=True)
class LossComputation:
    """How the stack computes the cross-entropy: what it keeps of the logits, and where."""

    kind: LossKind
    source: str


SelectiveKind = Literal["elementwise", "every-other-matmul"]


@dataclass(frozen=True)
class SelectiveRecompute:
    """What the stack recomputes under selective activation checkpointing."""

    kind: SelectiveKind = "elementwise"
    source: str = SRC_SELECTIVE_NORMS


@dataclass(frozen=True)
class Profile:
    id: Framework
    label: str
    norm_source: str
    loss: LossComputation
    lora: LoraAdapters
    state_layout: StateLayout
    # FSDP2 CPUOffloadPolicy moves parameters, gradients and the optimizer step to the host
    # (torch/distributed/fsdp/_fully_shard/_fsdp_api.py); DeepSpeed-style offload (HF
    # Trainer) moves the optimizer states only
    offload_moves_all: bool
    bands: dict[str, MfuBand]  # key: "full", "frozen", "qlora", "small"
    norm_fp32_input: bool = True
    # fp32 master training keeps 16-bit copies of the weights during forward/backward
    master_weight_copies: Literal["autocast-all", "one-unit"] = "one-unit"
    selective: SelectiveRecompute = SelectiveRecompute()
    power: PowerDraw = MEASURED_POWER
    # where the stack's parameter, gradient and optimizer dtypes are set
    states_source: str = ""
    # torchtune recipe options (optimizer_in_bwd, enable_activation_offloading)
    optimizer_in_backward: bool = False
    activation_offload: bool = False
    # bitsandbytes paged optimizers run on plain torch parameters (HF Trainer optim=
    # "paged_adamw_8bit", torchtune configs), not on FSDP2 DTensors or Megatron's optimizer
    paged_optimizer: bool = False
    # the objectives the stack has trainers/recipes for (core/stacks/objective.py), and
    # where their preference steps are read
    objectives: tuple[Objective, ...] = ("cpt", "sft")
    objectives_source: str = ""
    # objectives the stack has a recipe for that trains on one GPU only, generating with the
    # policy itself rather than a rollout engine: not planned, and the refusal says why
    single_device_recipes: dict[Objective, str] = field(default_factory=dict)
    # DPO's log-probabilities as TRL computes them (peak.py `_trl_dpo_loss_bytes`); False:
    # the stack's next-token loss stands for them
    trl_dpo_log_probs: bool = False
    # tensor, pipeline, context, expert parallelism the stack trains with (layout.py)
    parallel: ParallelSupport = DATA_ONLY
    # low-precision training recipes (core/stacks/precision.py) and torch.compile's effect
    precisions: dict[Precision, PrecisionRecipe] = field(default_factory=dict)
    compile_effect: CompileEffect | None = None

    def mfu_band(self, method: Method, params_active: float, moe: bool = False) -> MfuBand:
        if moe:
            return self.bands["moe"]
        if params_active < SMALL_MODEL_PARAMS and "small" in self.bands:
            return self.bands["small"]
        if method == "qlora":
            return self.bands["qlora"]
        return self.bands["frozen" if method == "lora" else "full"]


_HF_BANDS = {
    # shared H200 runs (MFU with attention and recompute FLOPs): full 33–51 %, LoRA 29–36 %
    "full": MfuBand(0.30, 0.55, SRC_SHARED_RUNS + ": full fine-tuning, 1–8 B, 33–51 % MFU"),
    "frozen": MfuBand(0.25, 0.40, SRC_SHARED_RUNS + ": LoRA r16, 8–32 B, 29–36 % MFU"),
    "qlora": MfuBand(
        0.15,
        0.30,
        "LoRA band × 0.6–0.75: NF4 dequantization per matmul (Dettmers et al. 2023, QLoRA; "
        "bitsandbytes matmul_4bit)",
    ),
    "small": MfuBand(
        0.08, 0.25, SRC_SHARED_RUNS + ": GPT-2 124M, 11 % MFU (eager kernels launch-bound)"
    ),
    "moe": MfuBand(
        0.08,
        0.30,
        "transformers MoE blocks loop over the experts in eager PyTorch (no grouped GEMM); "
        "below the dense band",
    ),
}
_TORCHTITAN_BANDS = {
    "full": MfuBand(
        0.28,
        0.70,
        "Liang et al. 2024, TorchTitan, tables 1 and 3 (Llama 3.1 8B, FSDP, H100: 31–32 % "
        "MFU); torchtitan docs/performance.md 2024-04 (Llama 3 8B/70B, 64 A100: 51–64 %)",
    ),
    "frozen": MfuBand(0.25, 0.40, "as the full band less the frozen-base backward (no LoRA data)"),
    "qlora": MfuBand(0.15, 0.30, "as hf-transformers QLoRA (torchao NF4)"),
    "small": MfuBand(0.08, 0.25, "as hf-transformers for models below 1 B"),
    "moe": MfuBand(0.15, 0.35, "grouped-GEMM experts and all-to-all; below the dense band"),
}
_TT_TABLES = (
    "torchtune README 'Optimization flags' table (2024-11-18: Llama 3.2 3B, batch 2 × 4,096 "
    "packed, one A100)"
)
# The README's Llama 3.1 table names the GPUs each setup is "Runnable On", not the GPU its
# tokens/s were timed on (three of its rows would exceed the named card's peak): not used.
_TORCHTUNE_BANDS = {
    "full": MfuBand(
        0.33,
        0.70,
        _TT_TABLES + ": full fine-tuning 49 % eager, 62–67 % compiled; the low end for runs "
        "without packing or compile",
    ),
    "frozen": MfuBand(0.40, 0.70, _TT_TABLES + ": LoRA 60 % MFU (compiled)"),
    "qlora": MfuBand(
        0.35,
        0.70,
        _TT_TABLES + ": QLoRA 58 % MFU (compiled, torchao NF4); never above the LoRA band, "
        "the low end for the NF4 dequantization per matmul",
    ),
    "small": MfuBand(0.08, 0.25, "as hf-transformers for models below 1 B"),
    "moe": MfuBand(0.10, 0.30, "as hf-transformers for mixtures of experts"),
}
_MEGATRON_BANDS = {
    "full": MfuBand(
        0.35,
        0.50,
        "Megatron-LM README: 41–47 % MFU on H100 for GPT models of 2 B–462 B parameters",
    ),
    "frozen": MfuBand(0.28, 0.42, "NeMo PEFT performance tables (LoRA on H100)"),
    "qlora": MfuBand(0.15, 0.30, "as hf-transformers QLoRA"),
    "small": MfuBand(0.10, 0.30, "small models are launch-bound"),
    "moe": MfuBand(
        0.18,
        0.35,
        "Megatron-Bridge performance summary (NeMo 26.04.01): GPT-OSS 120B pre-training on 64 "
        "H100/B200/B300/GB200, 22–26 % MFU",
    ),
}
# Snapshots read for the layouts (fetched 2026-12-02): pytorch/torchtitan b5bcd76c66d0,
# NVIDIA/Megatron-LM d98e8a64ddf3, pytorch/torchtune bd2a0fc7c314.
SRC_TITAN_PARALLEL = (
    "torchtitan b5bcd76c torchtitan/distributed/parallel_dims.py ParallelDims (dp_replicate × "
    "dp_shard × cp × tp × pp = world; fsdp mesh = dp_shard × cp; ep divides dp_shard × cp × "
    "tp; efsdp = fsdp × tp ÷ ep); torchtitan/config/configs.py (tensor_, pipeline_, "
    "context_, expert_parallel_degree, pipeline_parallel_schedule 1F1B / Interleaved1F1B)"
)
SRC_MEGATRON_PARALLEL = (
    "Megatron-LM d98e8a64 megatron/training/arguments.py (data_parallel_size = world ÷ (TP × "
    "PP × CP)); megatron/core/parallel_state.py (expert_data_parallel_size = world ÷ "
    "(expert TP × EP × PP), expert TP defaults to TP); megatron/core/optimizer/__init__.py "
    "(distributed optimizer over intra_dp_cp_group); --num-layers-per-virtual-pipeline-stage"
)
SRC_TORCHTUNE_PARALLEL = (
    "torchtune bd2a0fc7 recipes/full_finetune_distributed.py (tensor_parallel_dim with a "
    "tensor_parallel_plan, context_parallel_dim); recipes/lora_finetune_distributed.py "
    "(asserts tensor_parallel_dim == 1; context_parallel_dim)"
)
SRC_HF_PARALLEL = (
    "transformers Trainer: data parallelism (DDP, FSDP, DeepSpeed ZeRO) only; tensor "
    "parallel training requested in transformers #35983"
)
_HF_PARALLEL = ParallelSupport(
    source=SRC_HF_PARALLEL,
    refusals={
        "tensor": "trainer_no_tensor",  # transformers #35983
        "pipeline": "trainer_no_pipeline",
        "virtual_pipeline": "trainer_no_pipeline",
        "context": "trainer_no_context",
        "expert": "trainer_no_expert",
    },
)
_TORCHTUNE_PARALLEL = ParallelSupport(
    dims=frozenset({"tensor", "context"}),
    source=SRC_TORCHTUNE_PARALLEL,
    refusals={
        "pipeline": "recipes_no_pipeline",
        "virtual_pipeline": "recipes_no_pipeline",
        "expert": "recipes_no_expert",
    },
    methods={"tensor": ("full",)},
)
_TITAN_PARALLEL = ParallelSupport(
    dims=frozenset({"tensor", "pipeline", "virtual_pipeline", "context", "expert"}),
    source=SRC_TITAN_PARALLEL,
    ep_borrows_tensor=True,
    loss_parallel=True,
    # torchtitan/distributed/fsdp.py get_fsdp_reshard_after_forward_policy ("default": not
    # pp_enabled; at 9dec370 parallelize_llama.py apply_fsdp: reshard_after_forward = False
    # under PP); torch.distributed.pipelining stage.py syncs gradients in the last backward
    pp_keeps_unsharded=True,
)
_MEGATRON_PARALLEL = ParallelSupport(
    dims=frozenset({"tensor", "pipeline", "virtual_pipeline", "context", "expert"}),
    source=SRC_MEGATRON_PARALLEL,
    expert_tensor_parallel=True,
    loss_parallel=True,
)
PROFILES: Final[dict[Framework, Profile]] = {
    profile.id: profile
    for profile in (
        # Hugging Face Transformers Trainer, PEFT, TRL on eager PyTorch with SDPA
        Profile(
            id="hf-transformers",
            label="HF Transformers / PEFT / TRL",
            norm_source=SRC_HF_NORM,
            loss=LossComputation("fp32-full", SRC_HF_LOSS),
            lora=LoraAdapters(SRC_PEFT, "fp32-copy-per-adapter", 4.0),
            master_weight_copies="autocast-all",
            state_layout="hf-autocast",
            offload_moves_all=False,
            bands=_HF_BANDS,
            power=PowerDraw(MEASURED_POWER_FRACTION, SRC_SHARED_RUNS + ": 630–640 W of 700 W"),
            paged_optimizer=True,
            states_source=SRC_HF_STATES,
            objectives=("cpt", "sft", "dpo", "orpo", "simpo", "cpo", "kto", "grpo", "ppo"),  # TRL's
            objectives_source=SRC_TRL,
            trl_dpo_log_probs=True,
            parallel=_HF_PARALLEL,
        ),
        # torchtune recipes (single device or FSDP2), activation checkpointing optional
        Profile(
            id="torchtune",
            label="torchtune",
            norm_source=SRC_TT_NORM,
            loss=LossComputation("chunked-fp32", SRC_TT_LOSS),
            lora=LoraAdapters(SRC_TT_LORA),
            state_layout="bf16-params",
            offload_moves_all=True,
            bands=_TORCHTUNE_BANDS,
            states_source=SRC_TT_STATES,
            optimizer_in_backward=True,
            activation_offload=True,
            paged_optimizer=True,
            objectives=("cpt", "sft", "dpo"),  # recipes/full_dpo_distributed.py, lora_dpo_*.py
            objectives_source=SRC_TORCHTUNE_DPO,
            single_device_recipes={"ppo": "recipes/ppo_full_finetune_single_device.py"},
            parallel=_TORCHTUNE_PARALLEL,
            precisions=TORCHTUNE_PRECISIONS,
            compile_effect=TORCHTUNE_COMPILE,
        ),
        # torchtitan (FSDP2, bf16 mixed precision, eager or compiled)
        Profile(
            id="torchtitan",
            label="torchtitan",
            norm_source="torch.nn.RMSNorm eager decomposition (upcasts to fp32)",
            loss=LossComputation("fp32-full", SRC_TITAN_LOSS),
            lora=LoraAdapters("torchtitan has no LoRA; adapters as torchtune"),
            state_layout="fsdp2-fp32",
            offload_moves_all=True,
            selective=SelectiveRecompute(
                "every-other-matmul",
                "torchtitan torchtitan/models/llama3/infra/parallelize.py _apply_ac "
                "(selective op: save SDPA and every second matmul output)",
            ),
            bands=_TORCHTITAN_BANDS,
            states_source=SRC_TITAN_STATES,
            parallel=_TITAN_PARALLEL,
            precisions=TORCHTITAN_PRECISIONS,
            compile_effect=TORCHTITAN_COMPILE,
        ),
        # Megatron-LM, NeMo, Megatron-Bridge with Transformer Engine
        Profile(
            id="megatron",
            label="Megatron-LM / NeMo",
            norm_fp32_input=False,
            norm_source=SRC_MEGATRON_NORM,
            loss=LossComputation("fused-inplace", SRC_MEGATRON_LOSS),
            lora=LoraAdapters("NeMo PEFT LoRA adapters in the model dtype"),
            state_layout="megatron",
            offload_moves_all=False,
            selective=SelectiveRecompute(
                source="Megatron-LM --recompute-granularity selective (core attention)"
            ),
            bands=_MEGATRON_BANDS,
            states_source=SRC_MEGATRON_OPT,
            parallel=_MEGATRON_PARALLEL,
            precisions=MEGATRON_PRECISIONS,
        ),
    )
}
