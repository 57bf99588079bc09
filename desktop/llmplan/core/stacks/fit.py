"""Memory fit under a framework profile: the peak of `stack_memory` against the capacity the
driver reports, as the same `MemoryFit` the reference model returns, each segment explained
by its mechanism and source."""

from __future__ import annotations

from llmplan.catalog.schema import GPU
from llmplan.core.explain import GB, explain
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.result import (
    TIGHT_FREE_FRACTION,
    Explanation,
    FitStatus,
    MemoryBreakdown,
    MemoryResult,
)
from llmplan.core.stacks.peak import (
    StackInputs,
    StackPeak,
    StackStates,
    lm_head_gradient,
    max_tokens_that_fit,
    stack_peak,
    stage_activations,
    uses_trl_dpo_log_probs,
)
from llmplan.core.stacks.profiles import (
    SRC_ALLOCATOR,
    SRC_AUTOCAST,
    SRC_BNB_PAGED,
    SRC_CONTEXT,
    SRC_TT_CHUNKED_OUTPUT,
    SRC_TT_OFFLOAD,
    SRC_TT_OPT_IN_BWD,
)
from llmplan.core.stacks.shared import (
    fit_explanations,
    fit_status,
    limit_explanations,
    limits,
    memory_result,
)
from llmplan.units import GIB

HEAD_GRADIENT_TEXT = (
    "; the LM head's gradient already during the loss backward (the output projection "
    "runs chunk by chunk)"
)


# the simulated DPO steps of llmplan.probe check it (resources/validation/simulated-trl-dpo.json)
SRC_TRL_DPO_LOGPS = (
    "TRL trl/trainer/utils.py (selective_log_softmax), trl/trainer/dpo_trainer.py "
    "(_compute_loss), commit f2cd577; resources/validation/simulated-trl-dpo.json"
)


def _loss_text(inp: StackInputs) -> str:
    """What the logits figure holds, as the stack's loss keeps it."""
    if uses_trl_dpo_log_probs(inp):
        if inp.objective.reference == "precomputed":
            return (
                "the bf16 logits and each sequence's fp32 log-softmax kept for the backward, "
                "and the last sequence's fp32 upcast (reference log-probabilities precomputed)"
            )
        return (
            "the bf16 logits and each sequence's fp32 log-softmax kept for the backward, "
            "the reference's bf16 logits and one sequence's fp32 upcast and log-softmax"
        )
    if inp.profile.loss.kind == "chunked-fp32" and inp.chunked_loss:
        return (
            "the bf16 logits of every chunk and one chunk's bf16 gradient during the "
            "compiled chunked loss backward"
        )
    return "fp32 log-softmax, its gradient and the input gradient during the loss backward"


def driver_capacity_bytes(gpu: GPU) -> float:
    """What the driver reports (nvidia-smi total); the vendor's GB where no figure is known."""
    return gpu.usable_memory_bytes


def stack_memory_fit(
    inp: StackInputs, *, hw: ResolvedHardware, seq_len: int, micro_batch: int, max_positions: int
) -> MemoryResult:
    gpu = hw.gpu
    # paired preference objectives run chosen and rejected sequences in one forward
    sequences = inp.objective.sequences_per_example
    # context parallelism: each GPU of a CP group holds seq_len ÷ CP tokens of a sequence
    cp = inp.layout.context
    tokens = -(-seq_len * micro_batch * sequences // cp)
    peak = stack_peak(inp, tokens)
    capacity = driver_capacity_bytes(gpu)
    states = peak.states
    per = peak.per_token
    at_loss = peak.peak_at_loss
    weights = states.weights + states.reference + (states.weight_copies if at_loss else 0.0)
    weights += states.stage_unsharded_weights
    head_gradient = lm_head_gradient(inp, states)
    gradients = head_gradient if at_loss else states.gradients
    gradients += states.stage_unsharded_gradients
    activations = stage_activations(inp, per) * tokens if at_loss else per.layer * tokens
    logits = per.logits_backward * tokens if at_loss else 0.0
    overhead = peak.context + peak.reserve + inp.gathered_bytes
    # paged optimizer states take the room the allocator leaves; the rest is paged to host
    paged_on_card = min(states.paged, max(0.0, capacity - peak.in_use))
    total = peak.in_use + paged_on_card
    breakdown = MemoryBreakdown(
        weights=weights / GB,
        gradients=gradients / GB,
        optimizer=(states.optimizer + paged_on_card) / GB,
        activations=activations / GB,
        logits=logits / GB,
        overhead=overhead / GB,
        total=total / GB,
        capacity=capacity / GB,
        free=(capacity - total) / GB,
        context=peak.context / GB,
        reserve=peak.reserve / GB,
        paged_on_card=paged_on_card / GB,
        paged_to_host=(states.paged - paged_on_card) / GB,
    )
    status = fit_status(breakdown.total, breakdown.capacity)
    max_tokens = max_tokens_that_fit(inp, capacity) * cp  # a CP group holds CP × as many
    max_seq, max_micro = limits(
        max_tokens / sequences,
        seq_len=seq_len,
        micro_batch=micro_batch,
        max_positions=max_positions,
    )
    exps = _explain(inp, gpu, peak, breakdown, status, paged_on_card)
    exps |= limit_explanations(
        max_seq,
        max_micro,
        (
            "largest tokens per step whose in-use memory ≤ capacity (bisection on the "
            "piecewise-linear peak) ÷ micro_batch, capped at the model's max positions",
            "largest tokens per step that fit ÷ seq_len",
        ),
        inp.profile.label,
        seq_len=seq_len,
        micro_batch=micro_batch,
        max_positions=max_positions,
        capacity_gb=capacity / GB,
    )
    host_activations = per.host_activations(inp.arch.num_layers) * tokens
    paged_on_host = states.paged - paged_on_card
    host_ram_gb = (states.host + host_activations + paged_on_host) * hw.gpus_per_node / GB
    exps["host_ram_gb"] = explain(
        "Host RAM for offloaded states, per server",
        host_ram_gb,
        "GB",
        "offloaded bytes per GPU × GPUs per server (0 without offload)"
        if not (host_activations or paged_on_host)
        else "(offloaded states + offloaded activations + paged optimizer states that do not "
        "fit on the card) per GPU × GPUs per server",
        "FSDP2 CPUOffloadPolicy (params, grads, optimizer)"
        if inp.profile.offload_moves_all
        else "optimizer states offloaded (DeepSpeed-style)",
        offload=inp.offload_optimizer,
        **({"activations_offloaded_gb": host_activations / GB} if host_activations else {}),
        **({"paged_to_host_gb": paged_on_host / GB} if paged_on_host else {}),
        gpus_per_server=hw.gpus_per_node,
        server_ram_gb=hw.host_ram_gb,
    )
    return memory_result(
        breakdown, inp.gathered_bytes, status, host_ram_gb, max_seq, max_micro, exps
    )


def _explain(
    inp: StackInputs,
    gpu: GPU,
    peak: StackPeak,
    m: MemoryBreakdown,
    status: FitStatus,
    paged_on_card: float,
) -> dict[str, Explanation]:
    prof = inp.profile
    states = peak.states
    phase = "start of the backward pass" if peak.peak_at_loss else "end of the backward pass"
    w_b, _, o_b = states.split
    key = "memory_per_gpu_gb."
    stack = f" [{prof.label}; peak at the {phase}]"
    if inp.method == "full":
        w_formula = f"{w_b:g} B × params" + (
            " + 16-bit working copies of the weights" if states.weight_copies else ""
        )
        w_source = SRC_AUTOCAST if states.weight_copies else prof.states_source
    else:
        a_w = (states.adapter_split or (0.0, 0.0, 0.0))[0]
        base = "bf16 base 2 B" if inp.method == "lora" else "NF4 base 0.5 B + constants"
        w_formula = f"{base} × params + adapters at {a_w:g} B"
        w_source = prof.lora.source
    if states.reference:  # DPO/KTO full tuning: the policy's figure is an input then
        w_formula = (
            "the policy's weights + the frozen reference model, loaded as the policy and "
            "sharded as its weights"
        )
        w_source += "; " + prof.objectives_source
    a_split = states.adapter_split
    paired = inp.objective.sequences_per_example > 1
    return {
        key + "weights": explain(
            "Weights per GPU" + stack,
            m.weights,
            "GB",
            w_formula,
            w_source,
            weight_copies_gb=states.weight_copies / GB,
            at_peak=peak.peak_at_loss or not states.weight_copies,
            **(
                {
                    "policy_gb": (m.weights - states.reference / GB),
                    "reference_model_gb": states.reference / GB,
                }
                if states.reference
                else {}
            ),
        ),
        key + "gradients": _gradients(inp, states, m, stack),
        key + "optimizer": explain(
            "Optimizer states per GPU" + stack,
            m.optimizer,
            "GB",
            f"{o_b if a_split is None else a_split[2]:g} B per trained parameter"
            + (" (fp32 adapters: PEFT)" if a_split and a_split[0] == 4 else "")
            + (
                "; paged 8-bit states live in CUDA unified memory outside PyTorch's "
                "allocator: on the card while there is room beside the allocator's peak, "
                "paged to host RAM otherwise (slower steps)"
                if states.paged
                else ""
            ),
            SRC_BNB_PAGED
            if states.paged
            else (prof.lora.source if a_split else prof.states_source),
            host_offloaded_gb=states.host / GB,
            **(
                {
                    "paged_gb": states.paged / GB,
                    "paged_on_card_gb": paged_on_card / GB,
                    "paged_to_host_gb": (states.paged - paged_on_card) / GB,
                }
                if states.paged
                else {}
            ),
        ),
        key + "activations": explain(
            "Activations per GPU" + stack,
            m.activations,
            "GB",
            "tokens × (layers × kept per layer + final norm) at the start of the backward; "
            "one layer's working set at its end. Per layer: norm inputs "
            + ("in fp32" if prof.norm_fp32_input else "16-bit")
            + ", q/k/v/output and log-sum-exp of SDPA, MLP tensors"
            + (
                ", an fp32 copy of each adapter's input"
                if inp.method != "full" and prof.lora.input == "fp32-copy-per-adapter"
                else ", each adapter's rank-wide input"
                if inp.method != "full"
                else ""
            )
            + (", inputs of trainable projections" if inp.method == "full" else "")
            + (
                "; activation offloading: saved activations in host RAM, one layer's on the card"
                if inp.activation_offload
                else ""
            ),
            prof.norm_source
            + ("; " + prof.lora.source if inp.method != "full" else "")
            + ("; " + SRC_TT_OFFLOAD if inp.activation_offload else "")
            + ("; " + prof.objectives_source if paired else ""),
            bytes_per_token_per_layer=peak.per_token.layer,
            kept_per_token_per_layer=peak.per_token.kept_per_layer,
            checkpointing=inp.checkpointing,
            tokens_per_gpu=peak.tokens,
            # chosen and rejected sequence of each pair in one forward (objective.py)
            **({"sequences_per_example": inp.objective.sequences_per_example} if paired else {}),
            **({"activation_offload": True} if inp.activation_offload else {}),
        ),
        key + "logits": explain(
            "Loss logits per GPU" + stack,
            m.logits,
            "GB",
            "tokens × vocab × "
            f"{peak.per_token.logits_backward / inp.arch.vocab_size:g} B: " + _loss_text(inp),
            SRC_TRL_DPO_LOGPS if uses_trl_dpo_log_probs(inp) else prof.loss.source,
            vocab=inp.arch.vocab_size,
            chunked_loss=inp.chunked_loss,
        ),
        key + "overhead": explain(
            "Context and allocator reserve per GPU" + stack,
            m.overhead,
            "GB",
            "CUDA context + caching-allocator reserve (checkpointed backward re-allocates "
            "into the loss's freed blocks) + ZeRO-3 gathered layers",
            SRC_CONTEXT + "; " + SRC_ALLOCATOR,
            context_gb=peak.context / GB,
            reserve_gb=peak.reserve / GB,
            gathered_gb=inp.gathered_bytes / GB,
        ),
        key + "total": explain(
            "In use per GPU (what nvidia-smi shows)",
            m.total,
            "GB",
            "context + peak allocation + allocator reserve"
            + (" + paged optimizer states on the card" if states.paged else ""),
            prof.label,
            total_gib=m.total * GB / GIB,
        ),
        key + "capacity": explain(
            "GPU memory (driver total)",
            m.capacity,
            "GB",
            f"{gpu.memory_mib or 0:,} MiB × 2^20" if gpu.memory_mib else "vendor GB",
            gpu.memory_mib_source or gpu.source,
            capacity_gib=m.capacity * GB / GIB,
        ),
        **fit_explanations(
            m.free,
            status,
            free_formula="capacity − in use",
            fits_formula="in use ≤ driver total; tight when free < "
            f"{TIGHT_FREE_FRACTION:.0%} of it",
        ),
    }


def _gradients(
    inp: StackInputs, states: StackStates, m: MemoryBreakdown, stack: str
) -> Explanation:
    g_b = states.split[1] if states.adapter_split is None else states.adapter_split[1]
    head = lm_head_gradient(inp, states) > 0
    if inp.optimizer_in_backward and inp.method == "full":
        return explain(
            "Gradients per GPU" + stack,
            m.gradients,
            "GB",
            "optimizer in the backward pass: each gradient is applied and freed as soon as it "
            f"is complete, so at most the largest weight's gradient is alive ({g_b:g} B per "
            "parameter of the embedding, LM head or widest projection)"
            + (HEAD_GRADIENT_TEXT if head else ""),
            SRC_TT_OPT_IN_BWD + ("; " + SRC_TT_CHUNKED_OUTPUT if head else ""),
            gradients_at_end_gb=states.gradients / GB,
        )
    return explain(
        "Gradients per GPU" + stack,
        m.gradients,
        "GB",
        "allocated during the backward pass (zero_grad frees them after each step): none "
        f"at its start, all at its end; {g_b:g} B per trained parameter"
        + (HEAD_GRADIENT_TEXT if head else ""),
        inp.profile.states_source + ("; " + SRC_TT_CHUNKED_OUTPUT if head else ""),
        gradients_at_end_gb=states.gradients / GB,
    )
