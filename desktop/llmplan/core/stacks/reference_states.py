"""Model states per GPU: weights, gradients and optimizer states, sharded or not.

Bytes per trained parameter (weights + gradients + optimizer), mixed precision:
- adamw            2 + 2 + 12 = 16  (bf16 weights, bf16 grads, fp32 master + 2 fp32 moments)
- adamw-fp32-grads 2 + 6 + 12 = 20  (grads also kept in an fp32 accumulation/reduce buffer)
- adamw-8bit       2 + 2 + 6  = 10  (fp32 master 4 + two 8-bit moments 2)
- adamw-bf16       2 + 2 + 4  = 8   (pure bf16: no fp32 master, bf16 moments)
LoRA/QLoRA train only the adapters at those bytes; the frozen base is stored at 2 bytes
(bf16) or NF4 (~0.5 bytes + quantization constants; embeddings and LM head stay 16-bit).
Sharding divides by the data-parallel degree: ZeRO-1 the optimizer, ZeRO-2 also the
gradients, ZeRO-3 (= FSDP full shard) everything, the frozen base included.
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.core.explain import (
    GB,
    SRC_8BIT,
    SRC_EAI,
    SRC_LORA,
    SRC_QLORA,
    SRC_SEED_000,
    SRC_SEED_003,
    SRC_ZERO,
    InputValue,
    explain,
)
from llmplan.core.result import Explanation
from llmplan.core.scenario import Method, Scenario
from llmplan.core.stacks.shared import (
    EIGHT_BIT_OPTIMIZERS,
    QLORA_CONSTANT_BITS,
    frozen_base_bytes,
    shard_divisors,
)
from llmplan.core.stacks.shared import optimizer_bytes as byte_split

OPTIMIZER_SPLIT_TEXT = {
    "adamw": "fp32 master 4 + moments 4 + 4",
    "adamw-fp32-grads": "fp32 master 4 + moments 4 + 4; grads bf16 2 + fp32 buffer 4",
    "adamw-8bit": "fp32 master 4 + two 8-bit moments 1 + 1",
    "adamw-8bit-paged": "fp32 master 4 + two paged 8-bit moments 1 + 1",
    "adamw-bf16": "two bf16 moments 2 + 2, no fp32 master",
}
# ZeRO-3: the layer being computed and the prefetched next one, gathered in 16 bit
GATHERED_WEIGHT_UNITS = 2


@dataclass(frozen=True)
class ParamShape:
    """What the memory model needs to know about the parameters."""

    total: float
    embedding: float  # input embedding (+ learned positions)
    lm_head: float  # 0 when tied to the embedding
    num_layers: int
    adapter: float  # LoRA adapter parameters (0 for full training)

    @property
    def sixteen_bit(self) -> float:
        """Parameters a quantised base keeps in 16 bit: the embeddings and the LM head."""
        return self.embedding + self.lm_head

    @property
    def largest_unit(self) -> float:
        """Largest block FSDP gathers at once: one transformer layer or the embedding/head."""
        per_layer = (self.total - self.embedding - self.lm_head) / self.num_layers
        return max(per_layer, self.embedding, self.lm_head)


@dataclass(frozen=True)
class ModelStates:
    """Bytes per GPU (already divided by sharding), host bytes for offload."""

    weights: float
    gradients: float
    optimizer: float
    gathered: float  # ZeRO-3 gathered layers and reduce buffers (goes to overhead)
    host_per_gpu: float  # optimizer states moved to host RAM, per GPU
    trainable: float
    base_bytes: float  # frozen base (LoRA/QLoRA), whole model, unsharded
    explanations: dict[str, Explanation]


def model_states(*, shape: ParamShape, scenario: Scenario, gpus: int) -> ModelStates:
    """Weights, gradients and optimizer states per GPU for the scenario's method, optimizer,
    sharding over `gpus` and optimizer offload."""
    method, optimizer, sharding = scenario.method, scenario.optimizer, scenario.sharding
    offload_optimizer = scenario.offload_optimizer
    w_b, g_b, o_b = byte_split("mixed-precision", optimizer)
    trainable = shape.total if method == "full" else shape.adapter
    base = 0.0 if method == "full" else frozen_base_bytes(shape.total, shape.sixteen_bit, method)
    div_w, div_grad, div_opt = shard_divisors(sharding, gpus)

    weights = (base + w_b * trainable) / div_w
    gradients = g_b * trainable / div_grad
    optimizer_bytes = o_b * trainable / div_opt
    host = 0.0
    if offload_optimizer:
        host, optimizer_bytes = optimizer_bytes, 0.0

    gathered = 0.0
    if sharding == "zero3" and gpus > 1:
        unit = shape.largest_unit
        if method == "full":
            gathered = unit * (GATHERED_WEIGHT_UNITS * w_b + g_b)
        else:
            gathered = unit * GATHERED_WEIGHT_UNITS * (base / shape.total)

    split = f"{w_b:g} + {g_b:g} + {o_b:g} = {w_b + g_b + o_b:g} B/param"
    src = SRC_EAI + "; " + SRC_SEED_000 + "; " + SRC_ZERO
    if optimizer in EIGHT_BIT_OPTIMIZERS:
        src += "; " + SRC_8BIT
    common: dict[str, InputValue] = {
        "trainable_params": trainable,
        "gpus": gpus,
        "sharding": sharding,
    }
    exps: dict[str, Explanation] = {}
    if method == "full":
        w_formula = f"{w_b:g} B × params ÷ {div_w}"
    else:
        w_formula = f"(frozen base + {w_b:g} B × adapter params) ÷ {div_w}"

    def per_gpu(
        label: str, state_bytes: float, formula: str, source: str, **inputs: InputValue
    ) -> Explanation:
        """A model state per GPU in GB; every one names the trainable params and the sharding."""
        return explain(label, state_bytes / GB, "GB", formula, source, **inputs, **common)

    exps["memory_per_gpu_gb.weights"] = per_gpu(
        "Weights per GPU",
        weights,
        w_formula,
        src if method == "full" else _base_source(method),
        params_total=shape.total,
        frozen_base_gb=base / GB,
        bytes_per_param=w_b,
        shard_divisor=div_w,
    )
    exps["memory_per_gpu_gb.gradients"] = per_gpu(
        "Gradients per GPU",
        gradients,
        f"{g_b:g} B × trainable params ÷ {div_grad}",
        src,
        bytes_per_param=g_b,
        shard_divisor=div_grad,
        split=split,
    )
    exps["memory_per_gpu_gb.optimizer"] = per_gpu(
        "Optimizer states per GPU",
        optimizer_bytes,
        f"{o_b:g} B ({OPTIMIZER_SPLIT_TEXT[optimizer]}) × trainable params ÷ {div_opt}"
        + (" → moved to host RAM" if offload_optimizer else ""),
        src,
        bytes_per_param=o_b,
        shard_divisor=div_opt,
        offload=offload_optimizer,
    )
    exps["gathered_layers_gb"] = explain(
        "ZeRO-3 gathered layers and reduce buffers",
        gathered / GB,
        "GB",
        f"largest unit × ({GATHERED_WEIGHT_UNITS} gathered copies in 16 bit"
        + (" + one gradient reduce buffer)" if method == "full" else ")")
        + "; 0 unless ZeRO-3 on > 1 GPU; counted in overhead",
        SRC_ZERO,
        largest_unit_params=shape.largest_unit,
        sharding=sharding,
        gpus=gpus,
    )
    exps["params_trainable"] = explain(
        "Trainable parameters",
        trainable,
        "params",
        "all parameters" if method == "full" else "Σ layers Σ targets r·(d_in + d_out)",
        SRC_EAI if method == "full" else SRC_LORA + "; " + SRC_SEED_003,
        method=method,
    )
    return ModelStates(
        weights=weights,
        gradients=gradients,
        optimizer=optimizer_bytes,
        gathered=gathered,
        host_per_gpu=host,
        trainable=trainable,
        base_bytes=base,
        explanations=exps,
    )


def _base_source(method: Method) -> str:
    if method == "qlora":
        return SRC_QLORA + f" (NF4 0.5 B + {QLORA_CONSTANT_BITS} bits constants); " + SRC_SEED_003
    return SRC_LORA + " (frozen bf16 base, 2 B/param); " + SRC_SEED_003
