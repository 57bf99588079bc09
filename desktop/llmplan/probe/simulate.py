"""Peak training memory without a GPU: the real HF training step under FakeTensorMode.

The model of a scenario is built on the meta device, its parameters and buffers replaced by
fake CPU tensors (shapes and dtypes, no storage), and the training step that the HF
``Trainer`` takes (forward with ``labels``, backward, fused AdamW step, ``zero_grad``) runs
under PyTorch's ``FakeTensorMode`` with its memory tracker
(``torch.distributed._tools.mem_tracker.MemTracker``) watching every tensor the program
creates and frees. Nothing is allocated; the tracker's peak is what
``torch.cuda.max_memory_allocated()`` reports on a GPU for the same program.

Not contained (a planner adds them from its framework profile): the caching allocator's
reserve above the allocated peak, and the CUDA context.

Four workarounds keep the simulated program the one a GPU runs:

1. ``module.to(dtype)`` and ``to_empty`` fail under FakeTensorMode: build on "meta", then
   swap every parameter and buffer for a fake tensor of the same shape, dtype and
   ``requires_grad``, keeping tied weights tied (one fake per meta tensor).
2. The tracker installs gradient hooks on every parameter it meets, which fails on frozen
   ones (LoRA): hooks go on trainable parameters only.
3. transformers looks for packed sequences in the position ids; under fake tensors the
   data-dependent test cannot say "none", and it then builds and keeps a full L x L mask
   per layer. Training on whole sequences has none: the detection answers None.
4. PyTorch's CPU attention falls back to the math kernel (which keeps the attention
   probabilities for backward) where a GPU runs flash attention: dropout is not supported
   by the CPU flash kernel's dispatcher. Attention is routed to the flash kernel.

Fake CUDA tensors fail in backward without a GPU, so the simulation runs on (fake) CPU
tensors with CPU bf16 autocast. CPU autocast runs some operators in bf16 that CUDA autocast
runs in fp32 (its "fp32 list": ``pow``, ``softmax``, ``layer_norm``, ...); those are cast to
fp32 here as on the GPU (GPT-2's tanh-GELU keeps fp32 intermediates on a GPU through ``pow``).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

from llmplan.catalog.schema import ModelArch
from llmplan.probe.build import BuiltModel, TrainingSetup, build_model
from llmplan.units import GIB

if TYPE_CHECKING:
    import torch
    from torch import nn


# MemTracker's reference types, by the names a report uses
_CATEGORY_NAMES = {
    "Parameter": "parameters",
    "Buffer": "buffers",
    "Gradient": "gradients",
    "Activation": "activations",
    "Temp": "temporary",
    "Optstate": "optimizer_states",
    "Other": "inputs",
}


@dataclass(frozen=True)
class SimulatedPeak:
    """The allocated peak of a simulated training step, with what it held at that moment."""

    peak_allocated_bytes: int
    breakdown_bytes: dict[str, int]  # at the peak, by kind (parameters, activations, ...)
    params_total: int
    params_trainable: int
    seq_len: int
    micro_batch: int
    steps: int
    seconds: float
    notes: list[str] = field(default_factory=list)

    @property
    def peak_allocated_gib(self) -> float:
        return self.peak_allocated_bytes / GIB


def simulate_training_memory(
    arch: ModelArch,
    setup: TrainingSetup,
    *,
    seq_len: int,
    micro_batch: int,
    steps: int = 2,
    objective: str = "sft",
) -> SimulatedPeak:
    """The allocated peak over ``steps`` training steps of ``arch`` set up as ``setup``.

    Two steps suffice: from the second on, optimizer states exist through forward and
    backward, and every later step repeats it. Only the last step is tracked.
    ``objective="dpo"``: TRL's DPO step on ``micro_batch`` pairs (``_dpo_step``), the
    reference a frozen copy for full tuning and the adapters disabled for LoRA.
    """
    if objective not in ("sft", "dpo"):
        raise ValueError(f"the simulator runs sft and dpo steps, not {objective}")
    if steps < 1:
        raise ValueError("steps must be at least 1")
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode

    if setup.method == "qlora":
        from llmplan.probe.build import ProbeSetupError

        raise ProbeSetupError("the simulator does not model bitsandbytes NF4 layers (QLoRA)")
    start = time.monotonic()
    built = build_model(arch, setup, device="meta")
    with FakeTensorMode(), _simulation_patches():
        _swap_meta_for_fake(built.model, torch.device("cpu"))
        built.device = torch.device("cpu")
        optimizer = built.make_optimizer(fused=True)
        tracker = _trainable_only_tracker()
        sequences = micro_batch * (2 if objective == "dpo" else 1)  # chosen + rejected
        tokens = torch.randint(0, arch.vocab_size, (sequences, seq_len), device="cpu")
        reference = None
        if objective == "dpo" and setup.method == "full":
            reference = _frozen_reference(arch, setup)

        def step() -> None:
            if objective == "dpo":
                _dpo_step(built, optimizer, tokens, reference)
            else:
                _training_step(built, optimizer, tokens)

        # The first step only creates the optimizer states: it runs untracked (the tracker
        # costs more than the program), and every later step peaks at least as high.
        for _ in range(steps - 1):
            step()
        tracker.track_external(built.model, optimizer, tokens)
        if reference is not None:
            tracker.track_external(reference)
        with tracker:
            step()
        peak = tracker.get_tracker_snapshot("peak")
    snapshot: dict[Any, int] = next(iter(peak.values()), {})
    total = int(snapshot.get("Total", 0))
    breakdown = {
        _CATEGORY_NAMES.get(str(getattr(kind, "value", kind)), str(kind)): int(value)
        for kind, value in snapshot.items()
        if str(kind) != "Total"
    }
    return SimulatedPeak(
        peak_allocated_bytes=total,
        breakdown_bytes=breakdown,
        params_total=built.params_total,
        params_trainable=built.params_trainable,
        seq_len=seq_len,
        micro_batch=micro_batch,
        steps=steps,
        seconds=time.monotonic() - start,
        notes=list(built.notes),
    )


def _training_step(built: BuiltModel, optimizer: Any, tokens: torch.Tensor) -> None:
    """One step as the HF Trainer takes it: the model computes its own causal-LM loss."""
    with built.forward_context("cpu"):
        loss = built.model(input_ids=tokens, labels=tokens).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)


def _frozen_reference(arch: ModelArch, setup: TrainingSetup) -> nn.Module:
    """TRL's reference for full DPO: the model loaded again with the policy's init kwargs
    (its dtype), frozen, in eval mode (DPOTrainer.__init__: create_model_from_path with
    model_init_kwargs; accelerator.prepare_model(evaluation_mode=True))."""
    import torch

    reference = build_model(
        arch, replace(setup, activation_checkpointing="none"), device="meta"
    ).model
    _swap_meta_for_fake(reference, torch.device("cpu"))
    reference.requires_grad_(False)
    reference.eval()
    return reference


def _sequence_logps(logits: torch.Tensor, tokens: torch.Tensor) -> torch.Tensor:
    """TRL trl/trainer/utils.py selective_log_softmax on the shifted logits, summed per
    sequence: bf16 logits are log-softmaxed row by row (fp32 under CUDA autocast)."""
    import torch
    import torch.nn.functional as F

    shift_logits, labels = logits[..., :-1, :], tokens[..., 1:].unsqueeze(-1)
    if shift_logits.dtype in (torch.float32, torch.float64):
        selected = torch.gather(shift_logits, dim=-1, index=labels)
        logsumexp = torch.stack([torch.logsumexp(row, dim=-1) for row in shift_logits])
        per_token = selected - logsumexp.unsqueeze(-1)
    else:
        per_token = torch.stack(
            [
                F.log_softmax(row, dim=-1).gather(dim=-1, index=row_labels)
                for row, row_labels in zip(shift_logits, labels, strict=True)
            ]
        )
    return per_token.squeeze(-1).sum(dim=1)


def _dpo_step(built: BuiltModel, optimizer: Any, tokens: torch.Tensor, reference: Any) -> None:
    """One step of TRL's DPOTrainer (trl/trainer/dpo_trainer.py, _compute_loss, commit
    f2cd577): the policy's forward on chosen and rejected concatenated along the batch,
    then the reference's forward under no_grad (a frozen copy, or the policy with its
    adapters disabled), the sigmoid DPO loss, backward, optimizer step. The policy's and
    the reference's outputs stay referenced until the loss is returned, as in TRL."""
    import torch
    import torch.nn.functional as F

    with built.forward_context("cpu"):
        outputs = built.model(input_ids=tokens)
        logps = _sequence_logps(outputs.logits, tokens)
        with torch.no_grad():
            if reference is not None:
                ref_outputs = reference(input_ids=tokens)
            else:
                with cast(Any, built.model).disable_adapter():  # PEFT
                    ref_outputs = built.model(input_ids=tokens)
            ref_logps = _sequence_logps(ref_outputs.logits, tokens)
        chosen, rejected = logps.chunk(2)
        ref_chosen, ref_rejected = ref_logps.chunk(2)
        loss = -F.logsigmoid(0.1 * ((chosen - ref_chosen) - (rejected - ref_rejected))).mean()
    del outputs, ref_outputs  # TRL's compute_loss returns: its outputs go out of scope
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)


# ---- workaround 1: fake parameters and buffers, tied weights kept tied


def _swap_meta_for_fake(model: nn.Module, device: torch.device) -> None:
    import torch

    fakes: dict[int, Any] = {}  # id(meta tensor) -> its fake: tied weights share one

    def fake_of(tensor: torch.Tensor, parameter: bool) -> Any:
        key = id(tensor)
        if key not in fakes:
            empty = torch.empty(tensor.shape, dtype=tensor.dtype, device=device)
            fakes[key] = (
                torch.nn.Parameter(empty, requires_grad=tensor.requires_grad)
                if parameter
                else empty
            )
        return fakes[key]

    for module in model.modules():
        for name, param in list(module._parameters.items()):
            if param is not None:
                module._parameters[name] = fake_of(param, parameter=True)
        for name, buffer in list(module._buffers.items()):
            if buffer is not None:
                module._buffers[name] = fake_of(buffer, parameter=False)
        # plain tensor attributes built on meta (e.g. rotary's original_inv_freq)
        for name, value in list(vars(module).items()):
            if isinstance(value, torch.Tensor) and value.is_meta:
                setattr(module, name, fake_of(value, parameter=False))


# ---- workaround 2: gradient hooks on trainable parameters only (and a cheaper peak)


class _NoHook:
    def remove(self) -> None:
        pass


def _trainable_only_tracker() -> Any:
    from torch.distributed._tools.mem_tracker import _TOTAL_KEY, MemTracker

    class TrainableOnlyTracker(MemTracker):
        def _track_module_params_and_buffers(
            self, module: nn.Module, install_grad_hooks: bool = True
        ) -> tuple[int, int]:
            # a frozen parameter takes no hook; mark it hooked so the tracker skips it
            for param in module.parameters():
                if not param.requires_grad and param not in self._param_to_grad_hook_handles:
                    self._param_to_grad_hook_handles[param] = (_NoHook(), _NoHook())
            result: tuple[int, int] = super()._track_module_params_and_buffers(
                module, install_grad_hooks
            )
            return result

        def _pre_fw_hook(self, module: nn.Module, inputs: Any) -> None:
            # DPO with LoRA runs the same root module twice in one step (the reference is
            # the policy with its adapters disabled); the tracker takes a second root call
            # for the next iteration and refuses it. Its tensors are tracked all the same
            # (the dispatch mode sees every allocation): only per-module stats are skipped.
            if module in self.memory_tracking and not self._mod_tracker.is_bw:
                name = self._mod_tracker.get_known_fqn(module)
                if set(self._mod_tracker.parents) - {name} == {"Global"}:
                    return
            super()._pre_fw_hook(module, inputs)

        def _update_peak_stats(self, peak_state: Any) -> None:
            # Only the global peak: the per-module peaks the tracker also keeps cost a pass
            # over every module per operator (hours for an 8B LoRA on two cores)
            for device, snapshot in self._curr_mem_snap.items():
                total = snapshot[_TOTAL_KEY]
                if self._peak_mem.get(device, 0) < total:
                    self._peak_mem[device] = total
                    self._peak_mem_snap[device] = dict(snapshot)

    return TrainableOnlyTracker()


# ---- workarounds 3 and 4, active only while simulating


@contextlib.contextmanager
def _simulation_patches() -> Iterator[None]:
    import torch.nn.functional as F
    import transformers.masking_utils as masking_utils

    original_detection = masking_utils.find_packed_sequence_indices
    original_sdpa = F.scaled_dot_product_attention
    masking_utils.find_packed_sequence_indices = _no_packed_sequences
    F.scaled_dot_product_attention = _flash_sdpa(original_sdpa)
    try:
        with _cuda_autocast_fp32_ops():
            yield
    finally:
        masking_utils.find_packed_sequence_indices = original_detection
        F.scaled_dot_product_attention = original_sdpa


def _no_packed_sequences(position_ids: Any) -> None:
    """Whole sequences per row (random token ids, no packing): nothing to detect."""
    return None


def _flash_sdpa(original: Any) -> Any:
    """scaled_dot_product_attention that runs the (CPU) flash kernel, as a GPU would."""
    import torch
    from torch.nn.attention import SDPBackend, sdpa_kernel

    def attention(
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        attn_mask: torch.Tensor | None = None,
        dropout_p: float = 0.0,
        is_causal: bool = False,
        scale: float | None = None,
        enable_gqa: bool = False,
    ) -> torch.Tensor:
        if dropout_p == 0.0:
            with contextlib.suppress(RuntimeError), sdpa_kernel([SDPBackend.FLASH_ATTENTION]):
                result: torch.Tensor = original(
                    query,
                    key,
                    value,
                    attn_mask=attn_mask,
                    dropout_p=dropout_p,
                    is_causal=is_causal,
                    scale=scale,
                    enable_gqa=enable_gqa,
                )
                return result
        # The CPU dispatcher refuses flash with dropout (or this mask); the kernel takes both.
        if key.shape[-3] != query.shape[-3]:
            groups = query.shape[-3] // key.shape[-3]
            key = key.repeat_interleave(groups, dim=-3)
            value = value.repeat_interleave(groups, dim=-3)
        output = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu(
            query, key, value, dropout_p, is_causal, attn_mask=attn_mask, scale=scale
        )
        first: torch.Tensor = output[0]
        return first

    return attention


# ---- CUDA autocast's fp32 list on CPU autocast


def _cuda_autocast_fp32_ops() -> Any:
    """Under CPU autocast, run the operators CUDA autocast runs in fp32 with fp32 inputs.

    The list is the part of CUDA autocast's fp32 policy (aten/src/ATen/autocast_mode.cpp,
    "fp32" ops) that the supported decoders call outside explicit fp32 code.
    """
    import torch
    import torch.nn.functional as F
    from torch.overrides import TorchFunctionMode
    from torch.utils._pytree import tree_map_only

    fp32_functions = {
        torch.pow,
        torch.Tensor.pow,
        torch.Tensor.__pow__,
        torch.exp,
        torch.Tensor.exp,
        torch.log,
        torch.Tensor.log,
        torch.rsqrt,
        torch.Tensor.rsqrt,
        torch.softmax,
        torch.Tensor.softmax,
        F.softmax,
        torch.log_softmax,
        torch.Tensor.log_softmax,
        F.log_softmax,
        F.layer_norm,
        F.group_norm,
        torch.cumsum,
        torch.Tensor.cumsum,
    }

    def to_fp32(tensor: torch.Tensor) -> torch.Tensor:
        if tensor.dtype in (torch.bfloat16, torch.float16):
            return tensor.float()
        return tensor

    class CudaAutocastFp32Ops(TorchFunctionMode):
        def __torch_function__(
            self, func: Any, types: Any, args: Any = (), kwargs: Any = None
        ) -> Any:
            kwargs = kwargs or {}
            if func in fp32_functions and torch.is_autocast_enabled("cpu"):
                args, kwargs = tree_map_only(torch.Tensor, to_fp32, (args, kwargs))
            return func(*args, **kwargs)

    return CudaAutocastFp32Ops()
