"""Peak GPU memory of one training step on a real stack (a framework profile).

The step is followed through its two high-water marks:
- start of the backward pass: weights, optimizer states, the 16-bit weight copies autocast
  keeps (fp32 master training), every saved activation, and the loss's fp32 logits with
  their gradient (gradients are created during the backward: `zero_grad(set_to_none=True)`);
- end of the backward pass: weights, optimizer states, all gradients, and one layer's
  working set (the first layer's activations, or its recomputation under checkpointing).
What the card shows adds the CUDA context and the caching allocator's reserve.

Three user choices change that picture (see `core/stacks/profiles.py` for their sources):
- optimizer in the backward pass (torchtune `optimizer_in_bwd`): each gradient is applied
  and freed as soon as it is accumulated, so the end of the backward holds one parameter's
  gradient (the largest tensor), not all of them;
- paged 8-bit AdamW (bitsandbytes `PagedAdamW8bit`): the moments live in CUDA unified
  memory, outside PyTorch's caching allocator — resident while the card has room, paged to
  host RAM under pressure; they are kept apart from the allocator's peak (`StackStates.paged`);
- activation offloading (torchtune `OffloadActivations`): the saved activations of the
  forward go to host RAM; the card keeps about one layer's (the one in flight). Everything
scales linearly with the tokens on a GPU within each phase, so the largest sequence and
micro-batch that fit are found by bisection on that piecewise-linear total.
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.catalog.schema import ModelArch
from llmplan.core.model.activations import attention_widths, mlp_width_per_token
from llmplan.core.objectives import objective_spec
from llmplan.core.scenario import Checkpointing, Method, Optimizer, Sharding
from llmplan.core.stacks.layout import TRIVIAL, Layout
from llmplan.core.stacks.objective import NEXT_TOKEN, ObjectiveShape, reference_weight_bytes
from llmplan.core.stacks.precision import CompileEffect, PrecisionRecipe
from llmplan.core.stacks.profiles import CUDA_CONTEXT_BYTES, SRC_ALLOCATOR, SRC_AUTOCAST, Profile
from llmplan.core.stacks.reference_states import ParamShape
from llmplan.core.stacks.shared import (
    EIGHT_BIT_OPTIMIZERS,
    PAGED_OPTIMIZERS,
    frozen_base_bytes,
    optimizer_bytes,
    shard_divisors,
)

BF16 = 2.0
FP32 = 4.0
# The backward of log-softmax holds its fp32 output, the incoming gradient and the input
# gradient at once (3 × 4 B per logit); the output alone is kept from the forward pass.
LOSS_BACKWARD_LOGIT_BYTES = 3 * FP32
LOSS_CHUNKS = 8  # torchtune CEWithChunkedOutputLoss num_output_chunks; Liger-style chunking
# GPT-2's gelu_new is written in Python (transformers activations.py NewGELUActivation):
# autograd keeps c_fc's output, tanh's output, 0.5·x and 1 + tanh (CUDA autocast runs pow
# and the following ops in fp32: 2 + 4 + 4 + 2 + 4 B) and c_proj's 16-bit input (2 B).
GELU_NEW_BYTES_AMP = 18.0
GELU_NEW_BYTES_BF16 = 10.0
GATED_MLP_BYTES = 8.0  # gate out, up out, act(gate), act·up — 2 B each
# PEFT lora_B keeps its (tokens × r) fp32 input per adapted projection.
LORA_B_INPUT_BYTES = FP32

# Projections PEFT adapts by default on Llama-style models, with their input width
_ATTN_TARGETS = ("q_proj", "k_proj", "v_proj")
_MLP_IN_TARGETS = ("gate_proj", "up_proj")


@dataclass(frozen=True)
class StackInputs:
    arch: ModelArch
    profile: Profile
    method: Method
    optimizer: Optimizer
    sharding: Sharding
    gpus: int
    offload_optimizer: bool
    checkpointing: Checkpointing
    chunked_loss: bool
    shape: ParamShape
    lora_rank: int
    lora_targets: tuple[str, ...]
    gathered_bytes: float  # ZeRO-3 gathered layers (from the reference model states)
    optimizer_in_backward: bool = False  # the profile supports it and the method is full
    activation_offload: bool = False  # the profile supports it
    objective: ObjectiveShape = NEXT_TOKEN  # preference tuning: pairs, reference (objective.py)
    layout: Layout = TRIVIAL  # tensor, pipeline, context, expert parallelism (layout.py)
    micro_batches: int = 1  # per optimizer step (gradient accumulation): 1F1B in flight
    micro_batch: int = 1  # examples per micro-batch (DPO: pairs)
    expert_params: float = 0.0  # routed experts' parameters, all layers (split by EP)
    # low-precision recipe (None: bf16) and torch.compile's effect (core/stacks/precision.py)
    precision: PrecisionRecipe | None = None
    compile_effect: CompileEffect | None = None


@dataclass(frozen=True)
class StackStates:
    weights: float  # per GPU, resident
    weight_copies: float  # 16-bit copies alive at the start of the backward pass
    gradients: float
    optimizer: float
    host: float
    split: tuple[float, float, float]
    adapter_split: tuple[float, float, float] | None
    paged: float = 0.0  # optimizer states in unified memory, outside the caching allocator
    reference: float = 0.0  # the frozen reference model of DPO/KTO full tuning, per GPU
    # FSDP under a pipeline (torchtitan): the stage's unsharded 16-bit parameters and its
    # unsharded gradients accumulated over the micro-batches, held through the whole step
    stage_unsharded_weights: float = 0.0
    stage_unsharded_gradients: float = 0.0


@dataclass(frozen=True)
class PerToken:
    """Bytes per token on one GPU."""

    layer: float  # one layer, nothing recomputed
    kept_per_layer: float  # what each layer keeps under the scenario's checkpointing
    final: float  # final norm and LM-head input
    logits_kept: float  # fp32 log-softmax kept from the forward pass
    logits_backward: float  # the loss's peak during its backward

    offloaded: bool = False  # saved activations go to host RAM (one layer stays)

    def activations(self, num_layers: int) -> float:
        """Saved activations on the card at the start of the backward pass."""
        return self.layers_on_card(num_layers) * self.kept_per_layer + self.final

    def layers_on_card(self, num_layers: int) -> int:
        # torchtune OffloadActivations: every saved tensor over min_offload_size goes to
        # host RAM; the one in flight (the last layer's, brought back first) stays
        return 1 if self.offloaded else num_layers

    def host_activations(self, num_layers: int) -> float:
        """Bytes per token moved to host RAM by activation offloading."""
        return (num_layers - self.layers_on_card(num_layers)) * self.kept_per_layer


@dataclass(frozen=True)
class StackPeak:
    states: StackStates
    per_token: PerToken
    tokens: int
    loss_phase: float
    end_phase: float
    reserve: float
    context: float

    @property
    def allocated(self) -> float:
        return max(self.loss_phase, self.end_phase)

    @property
    def in_use(self) -> float:
        return self.context + self.allocated + self.reserve

    @property
    def peak_at_loss(self) -> bool:
        return self.loss_phase >= self.end_phase


def stack_states(inp: StackInputs) -> StackStates:
    w_b, g_b, o_b = optimizer_bytes(inp.profile.state_layout, inp.optimizer)
    div_w, div_grad, div_opt = shard_divisors(inp.sharding, inp.gpus)
    shape = inp.shape
    adapter_split: tuple[float, float, float] | None = None
    if inp.method == "full":
        weights = w_b * shape.total
        model_bytes = weights
        gradients = g_b * shape.total
        optimizer = o_b * shape.total
        matmul_params = shape.total - shape.embedding + (0 if shape.lm_head else shape.embedding)
        copies = 0.0
        if w_b > BF16:  # fp32 master weights: 16-bit working copies during the step
            if inp.profile.master_weight_copies == "autocast-all":
                # autograd keeps each linear's bf16 weight cast until its backward; under
                # full checkpointing (torch.utils.checkpoint, non-reentrant) the layers'
                # saved tensors are dropped with the rest, only the LM head's cast stays
                head = shape.lm_head or shape.embedding
                full_ckpt = inp.checkpointing == "full"
                copies = BF16 * (head if full_ckpt else matmul_params)
            else:
                copies = BF16 * shape.largest_unit * 2
    else:
        a_w = inp.profile.lora.bytes
        # adapters train in their own dtype: fp32 (PEFT) keeps fp32 grads and moments
        eight_bit = {name: 2.0 for name in EIGHT_BIT_OPTIMIZERS}
        a_opt = {**eight_bit, "adamw-bf16": 2 * a_w}.get(inp.optimizer, 2 * FP32)
        adapter_split = (a_w, a_w, a_opt)
        base = frozen_base_bytes(shape.total, shape.sixteen_bit, inp.method)
        model_bytes = base
        weights = base + a_w * shape.adapter
        gradients = a_w * shape.adapter
        optimizer = a_opt * shape.adapter
        # QLoRA dequantizes each NF4 weight to bf16 for its matmul (bitsandbytes
        # matmul_4bit / torchao NF4 linear): one projection at a time, the widest one
        widest = inp.arch.hidden_size * max(inp.arch.intermediate_size, inp.arch.hidden_size)
        copies = BF16 * widest if inp.method == "qlora" else 0.0
    if inp.precision is not None and inp.precision.weight_cache_bytes:
        # Transformer Engine caches each linear's quantised weight and its transpose across
        # micro-batches, beside the high-precision weight it is cast from
        weights += inp.precision.weight_cache_bytes * quantised_params(shape)
    if inp.optimizer_in_backward and inp.method == "full":
        # torchtune _register_optim_in_bwd_hooks: a post-accumulate-grad hook steps and
        # frees each parameter's gradient, so one gradient (the largest tensor) is alive
        gradients = g_b * _largest_tensor(inp)
    host = 0.0
    layout = inp.layout
    if layout.trivial:
        optimizer /= div_opt
        weights /= div_w
        gradients /= div_grad
    else:  # split by TP × PP (experts by EP), sharded over DP × CP (layout.py)
        f_w, f_g, f_o = layout.state_fractions(
            inp.sharding,
            total=shape.total,
            experts=inp.expert_params,
            embedding=shape.embedding,
            lm_head=shape.lm_head,
        )
        optimizer *= f_o
        weights *= f_w
        gradients *= f_g
        copies /= layout.tensor  # each rank casts its own TP shard
    paged = 0.0
    if inp.offload_optimizer:
        host, optimizer = optimizer, 0.0
        if inp.profile.offload_moves_all:  # FSDP2 CPUOffloadPolicy: params and grads too
            host += weights + gradients
            weights = gradients = 0.0
    elif inp.optimizer in PAGED_OPTIMIZERS:
        # bitsandbytes Optimizer8bit.get_state_buffer -> functional.get_paged
        # (cudaMallocManaged): not in torch.cuda.max_memory_allocated / active_bytes
        paged, optimizer = optimizer, 0.0
    return StackStates(
        weights=weights,
        weight_copies=copies / (div_w if inp.profile.master_weight_copies == "autocast-all" else 1),
        gradients=gradients,
        optimizer=optimizer,
        host=host,
        split=(w_b, g_b, o_b),
        adapter_split=adapter_split,
        paged=paged,
        reference=reference_weight_bytes(
            inp.objective, model_bytes=model_bytes, sharding=inp.sharding, gpus=inp.gpus
        ),
        **_stage_unsharded(inp),
    )


def _stage_unsharded(inp: StackInputs) -> dict[str, float]:
    """torchtitan with pipeline parallelism keeps FSDP from resharding after the forward
    (`reshard_after_forward` False when PP is on: no all-gather per micro-batch), and the
    pipeline stage syncs and reshards gradients only in the last micro-batch's backward
    (torch.distributed.pipelining stage.py, `set_requires_gradient_sync(last_backward)`):
    the stage's unsharded parameters (param dtype) and gradients (reduce dtype) stay on each
    GPU through the step."""
    layout, support = inp.layout, inp.profile.parallel
    if not support.pp_keeps_unsharded or layout.pipeline == 1 or inp.method != "full":
        return {}
    if inp.sharding != "zero3" or layout.shard_degree == 1:
        return {}
    shape = inp.shape
    stage = layout.params_per_gpu(
        total=shape.total,
        experts=inp.expert_params,
        embedding=shape.embedding,
        lm_head=shape.lm_head,
        sharded=False,
    )
    return {
        "stage_unsharded_weights": BF16 * stage,
        "stage_unsharded_gradients": FP32 * stage,
    }


def quantised_params(shape: ParamShape) -> float:
    """Parameters of the linear layers a low-precision recipe quantises: all but the
    embedding and the LM head (torchtitan filter_fqns ["output"]; Megatron's output layer
    is no Transformer Engine module)."""
    return max(0.0, shape.total - shape.embedding - shape.lm_head)


def _largest_tensor(inp: StackInputs) -> float:
    """Parameters in the largest single weight: the embedding, the LM head or one MLP
    projection (the gradient the optimizer in the backward pass holds at once)."""
    arch, shape = inp.arch, inp.shape
    projection = float(arch.hidden_size) * max(arch.intermediate_size, arch.hidden_size)
    return max(shape.embedding, shape.lm_head, projection)


def per_token_bytes(inp: StackInputs, fp32_master: bool) -> PerToken:
    """Bytes autograd keeps per token, tensor by tensor (see the module docstring of
    core/stacks/profiles.py for the source of each)."""
    arch, prof = inp.arch, inp.profile
    h = float(arch.hidden_size)
    q_dim, k_dim, v_dim = attention_widths(arch)
    i = mlp_width_per_token(arch)
    trains_base = inp.method == "full"
    # bf16 autocast over fp32 weights (HF); FSDP2 and Megatron compute in bf16 throughout
    autocast = fp32_master and prof.master_weight_copies == "autocast-all"
    amp = autocast and trains_base  # the residual stream itself is fp32
    residual = FP32 if amp else BF16
    # norms: the input is kept (fp32 when the stack upcasts; the residual stream's dtype
    # otherwise); trainable RMSNorm weights also keep the normalized input (weight · x)
    rms = arch.norm == "rmsnorm"
    norm_in = FP32 if (prof.norm_fp32_input and rms) else residual
    norm_w = (FP32 if amp else BF16) if (trains_base and rms) else 0.0
    norms = arch.norms_per_layer * (norm_in + norm_w) * h
    if arch.qk_norm:
        qk_in = FP32 if prof.norm_fp32_input else BF16
        norms += (qk_in + (BF16 if trains_base else 0.0)) * (q_dim + k_dim)
    # attention: SDPA keeps q, k, v, its output and the fp32 log-sum-exp per head
    attention = BF16 * (q_dim + k_dim + v_dim + q_dim) + FP32 * arch.num_heads
    # MLP
    # (the last tensor, the down-projection's input, is kept only if that weight trains)
    if arch.gated_mlp:
        mlp = GATED_MLP_BYTES * i
    else:
        mlp = (GELU_NEW_BYTES_AMP if amp else GELU_NEW_BYTES_BF16) * i
    if not trains_base:
        mlp -= BF16 * i
    # inputs of trainable projections (frozen ones keep nothing: dL/dx needs only W)
    inputs = 0.0
    if trains_base:
        if amp:  # autocast casts the fp32 norm output once per consuming projection
            fused_qkv = arch.architecture == "gpt2"  # one c_attn projection
            qkv_casts = 1 if fused_qkv else 3
            mlp_casts = 2 if arch.gated_mlp else 1
            inputs = BF16 * h * (qkv_casts + mlp_casts)
        else:  # one shared bf16 norm output for q/k/v and one for the MLP
            inputs = 2 * BF16 * h
    lora = _lora_bytes(inp, h, q_dim, i, autocast) if inp.method != "full" else 0.0
    layer = norms + attention + mlp + inputs + lora
    if inp.precision is not None and trains_base:
        # Transformer Engine saves each linear's quantised input for its backward: q/k/v
        # and gate/up share the norm outputs, o_proj reads the attention output, down_proj
        # the activated MLP (torchao float8 saves the bf16 input: saved_input_bytes = 2)
        layer -= (BF16 - inp.precision.saved_input_bytes) * (2 * h + q_dim + i)
    if inp.checkpointing == "full":
        kept = residual * h  # the layer input
    elif inp.checkpointing == "selective" and prof.selective.kind == "every-other-matmul":
        # the layer input, SDPA's saved tensors, and half of the matmul outputs
        matmul_outputs = BF16 * (q_dim + k_dim + v_dim + 2 * h + 2 * i)
        kept = residual * h + attention + matmul_outputs / 2
    elif inp.checkpointing == "selective":
        kept = layer - BF16 * i  # act(gate) recomputed
    else:
        kept = layer
    final = (norm_in + norm_w) * h + ((BF16 + (BF16 if amp else 0.0)) * h if trains_base else 0)
    if inp.compile_effect is not None:  # Inductor's fused elementwise chains save less
        factor = inp.compile_effect.activation_factor
        layer, final = layer * factor, final * factor
        if inp.checkpointing != "full":
            # under full checkpointing a layer keeps only its input, which no fusion removes
            kept *= factor
    vocab = float(arch.vocab_size)
    logits_kept, logits_backward = _loss_bytes(prof.loss.kind, inp.chunked_loss, vocab)
    effect = inp.compile_effect
    compiled_loss = effect is not None and effect.compiles_loss and not inp.chunked_loss
    if compiled_loss and prof.loss.kind == "fp32-full":
        # the compiled loss keeps the bf16 logits and writes their bf16 gradient
        logits_kept, logits_backward = BF16 * vocab, 2 * BF16 * vocab
    if uses_trl_dpo_log_probs(inp):
        logits_kept, logits_backward = trl_dpo_loss_bytes(inp.objective, inp.micro_batch, vocab)
    t = inp.layout.tensor
    if t > 1:
        # sequence parallelism (Korthikanti et al. 2022 §4.2.2): every saved tensor of a
        # layer, the norms' included, is split by TP; a vocab-parallel loss splits the logits
        layer, kept, final = layer / t, kept / t, final / t
        if inp.layout.loss_parallel:
            logits_kept, logits_backward = logits_kept / t, logits_backward / t
    return PerToken(layer, kept, final, logits_kept, logits_backward, inp.activation_offload)


def _lora_bytes(inp: StackInputs, h: float, q_dim: float, i: float, autocast: bool) -> float:
    targets = set(inp.lora_targets)
    if inp.profile.lora.input == "fp32-copy-per-adapter":
        widths = {name: h for name in _ATTN_TARGETS + _MLP_IN_TARGETS}
        widths.update({"o_proj": q_dim, "down_proj": i})
        copies = sum(widths.get(t, h) for t in targets)
        # under autocast lora_A casts the fp32 copy back to bf16 and keeps that one instead
        copy_bytes = BF16 if autocast else FP32
        b_input = BF16 if autocast else LORA_B_INPUT_BYTES
        return copy_bytes * copies + b_input * inp.lora_rank * len(targets)
    # adapters in the model dtype read the projection's own input: only lora_B's input
    return BF16 * inp.lora_rank * len(targets)


def uses_trl_dpo_log_probs(inp: StackInputs) -> bool:
    """DPO on a TRL stack with its own log-probabilities (not a chunked or compiled loss)."""
    effect = inp.compile_effect
    return (
        inp.profile.trl_dpo_log_probs
        and objective_spec(inp.objective.objective).trl_log_prob_loss
        and not inp.chunked_loss
        and not (effect is not None and effect.compiles_loss)
    )


def trl_dpo_loss_bytes(
    shape: ObjectiveShape, micro_batch: int, vocab: float
) -> tuple[float, float]:
    """(bytes kept per token, peak bytes per token) of TRL's DPO log-probabilities.

    TRL trl/trainer/utils.py `selective_log_softmax` (commit f2cd577) takes bf16 logits row
    by row: each sequence's logits are upcast to fp32 (CUDA autocast's fp32 list) and
    log-softmaxed, and every row's fp32 log-softmax stays for the backward beside the bf16
    logits the model returned: 2 + 4 B per logit. The peak comes at the reference's forward
    under no_grad (a frozen copy, or the adapters disabled): its bf16 logits (2 B per logit)
    and one sequence's fp32 upcast and log-softmax (8 B per logit of that sequence). With
    precomputed reference log-probabilities it comes at the policy's last sequence: that
    sequence's fp32 upcast (4 B per logit of it). One sequence is 1 / (2 · micro_batch) of
    the tokens.
    """
    one_sequence = 1.0 / (shape.sequences_per_example * max(micro_batch, 1))
    kept = (BF16 + FP32) * vocab
    if shape.reference in ("model", "adapters-disabled"):
        return kept, kept + (BF16 + 2 * FP32 * one_sequence) * vocab
    return kept, kept + FP32 * one_sequence * vocab


def _loss_bytes(kind: str, chunked: bool, vocab: float) -> tuple[float, float]:
    """(bytes kept per token from the forward, peak bytes per token in the loss backward)."""
    if kind == "fused-inplace":
        return FP32 * vocab, (FP32 + BF16) * vocab
    if chunked:
        one_chunk = LOSS_BACKWARD_LOGIT_BYTES * vocab / LOSS_CHUNKS
        if kind == "chunked-fp32":
            # torchtune, compiled loss: the bf16 chunk logits stay for the backward; Inductor
            # fuses the fp32 upcast, log-softmax and its backward into one kernel per chunk
            # that writes the chunk's bf16 logit gradient (no fp32 softmax is materialised)
            return BF16 * vocab, BF16 * vocab + BF16 * vocab / LOSS_CHUNKS
        return 0.0, one_chunk  # fused linear + cross-entropy (Liger): one chunk at a time
    return FP32 * vocab, LOSS_BACKWARD_LOGIT_BYTES * vocab


def stack_peak(inp: StackInputs, tokens: int) -> StackPeak:
    states = stack_states(inp)
    fp32_master = states.split[0] > BF16 and inp.profile.state_layout != "megatron"
    per = per_token_bytes(inp, fp32_master)
    resident = states.weights + states.reference + states.optimizer + inp.gathered_bytes
    resident += states.stage_unsharded_weights + states.stage_unsharded_gradients
    activations = stage_activations(inp, per) * tokens
    head_gradient = lm_head_gradient(inp, states)
    loss_phase = (
        resident + states.weight_copies + activations + per.logits_backward * tokens + head_gradient
    )
    working = per.layer * tokens
    end_phase = resident + states.gradients + working
    reserve = 0.0
    if inp.checkpointing == "full":
        # The recomputed layers and the gradients are allocated after the loss's fp32
        # blocks were freed; the caching allocator keeps those blocks reserved and splits
        # them, so up to the loss's transient stays reserved on top of the later requests.
        held = loss_phase + min(per.logits_backward * tokens, states.gradients + working)
        reserve = max(0.0, held - max(loss_phase, end_phase))
    return StackPeak(states, per, tokens, loss_phase, end_phase, reserve, CUDA_CONTEXT_BYTES)


def stage_activations(inp: StackInputs, per: PerToken) -> float:
    """Saved activation bytes per token on the card at the start of the backward pass: every
    layer (plain data parallelism), or the first pipeline stage's layers for the
    micro-batches it holds in flight (layout.py `layers_in_flight`)."""
    if inp.layout.trivial:
        return per.activations(inp.arch.num_layers)
    layers = inp.layout.layers_in_flight(inp.arch.num_layers, inp.micro_batches)
    if per.offloaded:
        layers = 1.0
    return layers * per.kept_per_layer + per.final


def lm_head_gradient(inp: StackInputs, states: StackStates) -> float:
    """Bytes of the LM head's weight gradient alive during the loss backward.

    torchtune applies the output projection chunk by chunk (`set_num_output_chunks`,
    torchtune/modules/transformer.py TransformerDecoder.chunked_output): the first chunk's
    backward allocates the head's whole weight gradient while the other chunks' losses are
    still to be differentiated. Stacks that take the loss on the whole logits run the loss
    backward before the head's, and a frozen head (LoRA/QLoRA) has no gradient."""
    full = inp.method == "full" and inp.chunked_loss and inp.profile.loss.kind == "chunked-fp32"
    if not full or states.gradients == 0.0:
        return 0.0
    head = inp.shape.lm_head or inp.shape.embedding
    return states.split[1] * head / shard_divisors(inp.sharding, inp.gpus)[1]


def max_tokens_that_fit(inp: StackInputs, capacity: float) -> int:
    """Largest token count per micro-step whose in-use memory stays within capacity."""
    if stack_peak(inp, 1).in_use > capacity:
        return 0
    low, high = 1, 2
    while stack_peak(inp, high).in_use <= capacity and high < 10**12:
        low, high = high, high * 2
    while high - low > 1:
        mid = (low + high) // 2
        if stack_peak(inp, mid).in_use <= capacity:
            low = mid
        else:
            high = mid
    return low


SOURCES = (SRC_AUTOCAST, SRC_ALLOCATOR)
