"""Training precision (FP8, MXFP8, NVFP4) and torch.compile: what each does to a step's time
and memory, stack by stack, with the measured figures they come from.

Time. A low-precision recipe runs the linear layers' matmuls on the card's FP8 or FP4 tensor
cores; attention (SDPA), norms, the optimizer and the LM head stay in bf16. The most that
can gain is Amdahl's bound over the matmul share f of the step's FLOPs at the format's peak
r = format peak / bf16 peak: s_max = 1 / ((1 − f) + f / r). Measured end-to-end speed-ups
are far below r (quantisation kernels, memory-bound work, communication): each recipe
carries the band its stack measured, and the plan uses min(s_max, band) — never the 2× of
the datasheet.

Memory, as the libraries keep it:
- high-precision master weights and optimizer states stay as in bf16 training (torchao
  `Float8Linear` and Transformer Engine both quantise on the fly from the bf16/fp32 weight);
- torchao float8 (torchtitan, torchtune) saves the high-precision input and weight for the
  backward (`matmul_with_hp_or_float8_args.forward`: `ctx.save_for_backward(input_hp,
  weight_hp_t)`), so activations do not shrink; with tensorwise scaling FSDP2 all-gathers
  the weights already cast to float8 (`enable_fsdp_float8_all_gather`): the gathered units
  and the weight all-gather traffic are halved;
- Transformer Engine (Megatron) caches the quantised weight and its transpose across
  micro-batches (+2 B per matmul weight for FP8; MXFP8 adds one E8M0 scale per 32 values,
  NVFP4 packs two values per byte plus one E4M3 scale per 16) and saves the quantised input
  of each linear for its backward instead of the bf16 one.

torch.compile (torchtitan, torchtune): Inductor fuses the elementwise chains (RMSNorm's
upcast, SwiGLU, residual adds), so fewer intermediates are materialised and saved; its
effect is the measured speed-up band and a measured share of the saved activations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from llmplan.catalog.schema import GPU
from llmplan.core.explain import explain, inputs_from
from llmplan.core.result import Refusal, TimeResult
from llmplan.core.scenario import Method, Precision

BF16_BYTES = 2.0
# the explanations of TimeResult that hold a speed-up factor (the communication compares
# the faster compute with the traffic)
SPEEDUP_KEYS = ("precision_speedup", "compile_speedup")

# ---- sources (file + commit of the stored snapshot read)
SRC_TORCHAO_FLOAT8 = (
    "pytorch/ao docs/source/workflows/training.md at 36027d8 (8×H100, Llama3-8B, compile, "
    "FSDP2: tensorwise + float8 all-gather +25.0 %, rowwise +10.1 %; up to 1.5× at 405B / "
    "512 GPUs); torchao/float8/float8_linear.py matmul_with_hp_or_float8_args "
    "(save_for_backward(input_hp, weight_hp_t))"
)
SRC_TITAN_TABLE1 = (
    "pytorch/torchtitan benchmarks/llama3_h100_202412_torchtitan.md at b5bcd76, tables 1 "
    "and 3 (Llama 3.1 8B, FSDP, 8 and 128 H100: compile 5,762→6,667 and 5,605→6,514 TPS/GPU, "
    "82.4→77.0 and 67.0→62.0 GiB; + float8 6,667→8,532 and 6,514→8,380 TPS/GPU)"
)
SRC_TITAN_MXFP8 = (
    "pytorch/torchtitan torchtitan/components/quantization/mxfp8.md at b5bcd76 (8×B200, "
    "Llama3-8B: mxfp8_cublas +20.0 %, mxfp8_cublas_rceil +16.1 %; up to 1.28× at 2K B200 "
    "scale; requires SM100)"
)
SRC_TITAN_NVFP4 = (
    "pytorch/torchtitan torchtitan/components/quantization/nvfp4.md at b5bcd76 (Llama 3 8B "
    "and Qwen3 8B on B200: NVFP4 30,040 vs 21,919 and 26,732 vs 20,913 tokens/s/GPU over "
    "bf16: 1.37× and 1.28×; decoder layers only, LM head and embeddings in bf16)"
)
SRC_TE_MEMORY = (
    "NVIDIA TransformerEngine transformer_engine/pytorch/module/linear.py (quantised weight "
    "workspaces cached across micro-batches, rowwise and columnwise; the quantised input "
    "saved for the backward)"
)
SRC_MB_GUIDE = (
    "NVIDIA-NeMo/Megatron-Bridge docs/performance-guide.md at 067f987 ('Expected speedup of "
    "FP8 training compared to BF16': FP8 on the linear layers of the Transformer block, "
    "'typically achieving a speedup of 1.2–1.5X', lower for small hidden sizes; MXFP8's 1×32 "
    "blocks 'less efficiently than full tensor-wise FP8 scaling')"
)
SRC_MEGATRON_FP8 = (
    SRC_MB_GUIDE + "; NVIDIA/Megatron-LM issue #396 (13B GPT on H100, --fp8-hybrid with "
    "Transformer Engine: 0.34→0.24 s/step, 1.42×)"
)
SRC_MEGATRON_MX = (
    SRC_MB_GUIDE + "; no faster than tensor-wise FP8, no slower than the same cuBLAS MXFP8 "
    "GEMMs measured end to end by torchtitan (torchtitan/components/quantization/mxfp8.md at "
    "b5bcd76: 1.16× on B200)"
)
SRC_MEGATRON_NVFP4 = (
    "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md at 067f987, 26.04.01 "
    "LLAMA3_70B pre-training, same layouts: NVFP4 over MXFP8 7,296/4,864 = 1.50× (64 GB300, "
    "TP1 PP4 VP5) and 4,864/3,712 = 1.31× (64 GB200, TP2 PP4 VP5), times the MXFP8 band "
    "1.16–1.5×"
)
SRC_TORCHTUNE_FP8 = (
    "pytorch/torchtune recipes/full_finetune_distributed.py at bd2a0fc (enable_fp8_training: "
    "torchao convert_to_float8_training; tensorwise precomputes float8 scales for FSDP); "
    "speed-up as torchao's own measurement (no torchtune table): " + SRC_TORCHAO_FLOAT8
)
SRC_TT_COMPILE = (
    "pytorch/torchtune README.md at bd2a0fc 'Optimization flags' table (Llama 3.2 3B, one "
    "A100, packed: + compile 7,075→8,998 tokens/s (+27.2 %), 60.0→51.0 GB (−14.9 %))"
)


@dataclass(frozen=True)
class PrecisionRecipe:
    """One stack's recipe for a format: its measured speed-up band and what it keeps."""

    precision: Precision
    recipe: str  # the stack's name for it
    speedup: tuple[float, float]  # measured end to end over bf16: (conservative, optimistic)
    source: str
    methods: tuple[Method, ...] = ("full",)
    weight_cache_bytes: float = 0.0  # per matmul weight, resident (TE workspaces)
    saved_input_bytes: float = BF16_BYTES  # per element of a linear's saved input
    gathered_weight_bytes: float = BF16_BYTES  # per parameter in the FSDP all-gather
    memory_source: str = ""


@dataclass(frozen=True)
class CompileEffect:
    """torch.compile's measured effect: speed-up band and the share of saved activations
    that remains."""

    speedup: tuple[float, float]
    activation_factor: float
    source: str
    # the stack compiles its fp32 cross-entropy too: Inductor fuses the upcast, log-softmax
    # and its backward, so only the bf16 logits and their bf16 gradient are materialised
    compiles_loss: bool = False


def _by_precision(*recipes: PrecisionRecipe) -> dict[Precision, PrecisionRecipe]:
    """A stack's recipes keyed by the format each trains in."""
    return {recipe.precision: recipe for recipe in recipes}


# Transformer Engine: quantised weight and transpose cached; the quantised input saved
def _transformer_engine(
    precision: Precision,
    recipe: str,
    speedup: tuple[float, float],
    source: str,
    value_bytes: float,
    methods: tuple[Method, ...] = ("full",),
) -> PrecisionRecipe:
    """A Megatron recipe: `value_bytes` per quantised element (with its share of a scale),
    twice in the cached weight workspaces (rowwise and columnwise), once in the saved input."""
    return PrecisionRecipe(
        precision=precision,
        recipe=recipe,
        speedup=speedup,
        source=source,
        methods=methods,
        weight_cache_bytes=2 * value_bytes,
        saved_input_bytes=value_bytes,
        memory_source=SRC_TE_MEMORY,
    )


_FLOAT8_TT = PrecisionRecipe(
    precision="fp8",
    recipe="torchao float8 (tensorwise, float8 all-gather)",
    speedup=(1.10, 1.50),
    source=SRC_TORCHAO_FLOAT8 + "; " + SRC_TITAN_TABLE1,
    gathered_weight_bytes=1.0,
    memory_source=SRC_TORCHAO_FLOAT8,
)
TORCHTITAN_PRECISIONS = _by_precision(
    _FLOAT8_TT,
    PrecisionRecipe(
        precision="mxfp8",
        recipe="torchao MXFP8 (mxfp8_cublas)",
        speedup=(1.16, 1.28),
        source=SRC_TITAN_MXFP8,
        memory_source="torchao MX training keeps the bf16 input and weight (" + SRC_TITAN_MXFP8,
    ),
    PrecisionRecipe(
        precision="nvfp4",
        recipe="torchao NVFP4 (decoder layers, bf16 tail)",
        speedup=(1.28, 1.37),
        source=SRC_TITAN_NVFP4,
        memory_source=SRC_TITAN_NVFP4 + " (its lower peak memory is not modelled)",
    ),
)
TORCHTUNE_PRECISIONS = _by_precision(
    PrecisionRecipe(
        precision="fp8",
        recipe="torchao float8 (enable_fp8_training, tensorwise)",
        speedup=(1.10, 1.25),
        source=SRC_TORCHTUNE_FP8,
        gathered_weight_bytes=1.0,
        memory_source=SRC_TORCHAO_FLOAT8,
    ),
)
_MX_BYTES = 1.0 + 1.0 / 32  # E4M3 value + one E8M0 scale per 32
_NVFP4_BYTES = 0.5 + 1.0 / 16  # two E2M1 values per byte + one E4M3 scale per 16
MEGATRON_PRECISIONS = _by_precision(
    _transformer_engine(
        "fp8",
        "Transformer Engine FP8 (delayed or current scaling)",
        (1.2, 1.5),
        SRC_MEGATRON_FP8,
        1.0,
        methods=("full", "lora"),
    ),
    _transformer_engine(
        "mxfp8",
        "Transformer Engine MXFP8 block scaling",
        (1.16, 1.5),
        SRC_MEGATRON_MX,
        _MX_BYTES,
        methods=("full", "lora"),
    ),
    _transformer_engine(
        "nvfp4",
        "Transformer Engine NVFP4 block scaling",
        (1.16 * 1.31, 1.5 * 1.50),
        SRC_MEGATRON_NVFP4,
        _NVFP4_BYTES,
    ),
)
# the measured share of saved activations left under compile: tables 1 and 3 lose 5.4 and
# 5.0 GiB at the same activations per GPU (8 and 128 GPUs: an activation-side effect), of
# the ≈ 35.6 GiB of layer activations planned for that run (Llama 3.1 8B, 2 × 8,192, SAC)
COMPILE_ACTIVATION_FACTOR = 0.85
SRC_TITAN_LOSS_COMPILE = (
    "pytorch/torchtitan torchtitan/components/loss.py build_cross_entropy_loss at e7c0cae "
    "(compile: loss_fn = torch.compile(loss_fn), since bbb1b61, 2025-04-02; at 9dec370, the "
    "benchmark of tables 1 and 3, train.py still had it commented out)"
)
TORCHTITAN_COMPILE = CompileEffect(
    speedup=(6514 / 5605, 6667 / 5762),
    activation_factor=COMPILE_ACTIVATION_FACTOR,
    source=SRC_TITAN_TABLE1 + "; " + SRC_TITAN_LOSS_COMPILE,
    compiles_loss=True,
)
TORCHTUNE_COMPILE = CompileEffect(
    speedup=(6667 / 5762, 8998 / 7075),
    activation_factor=COMPILE_ACTIVATION_FACTOR,
    source=SRC_TT_COMPILE + "; " + SRC_TITAN_TABLE1,
)


def format_peak_tflops(gpu: GPU, precision: Precision) -> float | None:
    """The card's dense peak for the format's matmuls (None: no such tensor cores)."""
    if precision == "bf16":
        return gpu.bf16_dense_tflops
    if precision == "nvfp4":
        return gpu.fp4_dense_tflops if gpu.block_scaled_training else None
    if precision == "mxfp8" and not gpu.block_scaled_training:
        return None
    return gpu.fp8_dense_tflops


RefusalKind = Literal["no_fp8", "no_block_scaling", "no_fp4", "no_recipe", "method"]


def refusal_kind(
    gpu: GPU, precision: Precision, recipe: PrecisionRecipe | None, method: Method
) -> RefusalKind | None:
    """Why a format cannot be planned, as a code the views word (None: it can)."""
    if precision == "bf16":
        return None
    if gpu.fp8_dense_tflops is None:
        return "no_fp8"
    if precision in ("mxfp8", "nvfp4") and not gpu.block_scaled_training:
        return "no_block_scaling"
    if precision == "nvfp4" and gpu.fp4_dense_tflops is None:
        return "no_fp4"
    if recipe is None:
        return "no_recipe"
    return "method" if method not in recipe.methods else None


def card_refusal(gpu: GPU, precision: Precision) -> Refusal | None:
    """Why the card cannot run the format's matmuls (None: it can): no FP8 tensor cores
    (Ampere and older), none with the block scaling MXFP8/NVFP4 kernels need (data-centre
    Blackwell, SM100), or no FP4 peak known."""
    kind = refusal_kind(gpu, precision, None, "full")
    if kind not in ("no_fp8", "no_block_scaling", "no_fp4"):
        return None
    args: dict[str, str | float] = {"gpu": gpu.name, "precision": precision}
    return Refusal(field="precision", code=kind, args=args)


def recipe_refusal(
    recipe: PrecisionRecipe | None,
    *,
    precision: Precision,
    method: Method,
    stack_id: str,
    able: list[str],
) -> Refusal | None:
    """Why the stack cannot train this format and method (None: it can): no recipe with a
    measured speed-up (`able`: the stacks that have one), or a recipe for other methods."""
    if precision == "bf16":
        return None
    args: dict[str, str | float] = {"stack": stack_id, "precision": precision}
    if recipe is None:
        args["able"] = ",".join(able)
        return Refusal(field="precision", code="no_recipe", args=args)
    if method not in recipe.methods:
        args |= {"recipe": recipe.recipe, "methods": ",".join(recipe.methods), "method": method}
        return Refusal(field="precision", code="recipe_method", args=args)
    return None


def matmul_share(*, matmul_flops_per_token: float, flops_per_token: float) -> float:
    """Share f of a step's FLOPs in the linear layers that run in the low-precision format."""
    return min(1.0, matmul_flops_per_token / flops_per_token) if flops_per_token else 0.0


def amdahl_bound(share: float, peak_ratio: float) -> float:
    """s_max = 1 / ((1 − f) + f / r): the matmul share at the format's peak, the rest as is."""
    return 1.0 / ((1.0 - share) + share / peak_ratio)


def _scaled(time: TimeResult, factors: tuple[float, float, float]) -> dict[str, float]:
    """The three run times divided by the (planned, optimistic, conservative) factors."""
    planned, optimistic, conservative = factors
    return {
        "train_seconds": time.train_seconds / planned,
        "train_seconds_optimistic": time.train_seconds_optimistic / optimistic,
        "train_seconds_conservative": time.train_seconds_conservative / conservative,
    }


def _apply(time: TimeResult, seconds: dict[str, float], key: str, note: str) -> TimeResult:
    exps = dict(time.explanations)
    for name, value in seconds.items():
        before = exps.get(name)
        if before is not None:
            exps[name] = before.model_copy(
                update={
                    "value": value,
                    "formula": before.formula + note,
                    "inputs": {**before.inputs, key: time.train_seconds / seconds[name]},
                }
            )
    days = seconds["train_seconds"] / 86_400
    before_days = exps.get("train_days")
    if before_days is not None:
        exps["train_days"] = before_days.model_copy(
            update={"value": days, "inputs": {"train_seconds": seconds["train_seconds"]}}
        )
    return time.model_copy(update={**seconds, "train_days": days, "explanations": exps})


def with_precision(
    time: TimeResult,
    recipe: PrecisionRecipe,
    *,
    share: float,
    bf16_peak: float,
    format_peak: float,
) -> TimeResult:
    """`time` (bf16) divided by the recipe's speed-up, capped by the matmul-share bound."""
    bound = amdahl_bound(share, format_peak / bf16_peak)
    low, high = recipe.speedup
    optimistic, conservative = min(bound, high), min(bound, low)
    planned = min(bound, (low + high) / 2)
    seconds = _scaled(time, (planned, optimistic, conservative))
    out = _apply(time, seconds, "precision_speedup", f" ÷ {recipe.precision} speed-up")
    exps = dict(out.explanations)
    exps["precision_speedup"] = explain(
        "Speed-up from the training precision",
        planned,
        "×",
        "s = min(1 / ((1 − f) + f × bf16 peak / format peak), measured band)",
        recipe.source,
        **inputs_from(recipe, "precision", "recipe"),
        matmul_share=share,
        peak_tflops=bf16_peak,
        format_peak_tflops=format_peak,
        speedup_bound=bound,
        speedup_low=conservative,
        speedup_high=optimistic,
    )
    return out.model_copy(update={"explanations": exps})


def with_compile(time: TimeResult, effect: CompileEffect) -> TimeResult:
    """`time` divided by torch.compile's measured speed-up band."""
    low, high = effect.speedup
    planned = (low + high) / 2
    seconds = _scaled(time, (planned, high, low))
    out = _apply(time, seconds, "compile_speedup", " ÷ torch.compile speed-up")
    exps = dict(out.explanations)
    exps["compile_speedup"] = explain(
        "Speed-up from torch.compile",
        planned,
        "×",
        "measured tokens/s with compile ÷ without, middle of the band",
        effect.source,
        speedup_low=low,
        speedup_high=high,
    )
    return out.model_copy(update={"explanations": exps})
