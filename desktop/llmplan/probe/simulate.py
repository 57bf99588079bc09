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
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from llmplan.catalog.schema import ModelArch
from llmplan.probe.build import TrainingSetup, build_model
from llmplan.probe.probe_steps import probe_step, takes_pairs
from llmplan.probe.steps import (
    DpoReference,
    ReferenceKind,
    default_reference,
    dpo_step,
    frozen_reference,
    training_step,
)
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
    reference: ReferenceKind | None = None,
) -> SimulatedPeak:
    """The allocated peak over ``steps`` training steps of ``arch`` set up as ``setup``.

    Two steps suffice: from the second on, optimizer states exist through forward and
    backward, and every later step repeats it. Only the last step is tracked.
    ``objective="dpo"``: TRL's DPO step on ``micro_batch`` pairs (``steps.dpo_step``);
    ``reference`` None is TRL's default (a frozen copy for full tuning, the adapters
    disabled for LoRA).
    """
    if probe_step(objective) is None:
        raise ValueError(f"the simulator runs the probe's steps (sft, dpo), not {objective}")
    pairs = takes_pairs(objective)
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
        sequences = micro_batch * (2 if pairs else 1)  # chosen + rejected
        tokens = torch.randint(0, arch.vocab_size, (sequences, seq_len), device="cpu")
        kind = reference or default_reference(setup.method)
        dpo_reference = DpoReference(kind)
        if pairs and kind == "model":
            dpo_reference.model = frozen_reference(arch, setup, device="meta")
            _swap_meta_for_fake(dpo_reference.model, torch.device("cpu"))
        elif pairs and kind == "precomputed":
            dpo_reference.logps = torch.zeros(sequences, device="cpu")

        def step() -> None:
            if pairs:
                dpo_step(built, optimizer, tokens, dpo_reference)
            else:
                training_step(built, optimizer, tokens)

        # The first step only creates the optimizer states: it runs untracked (the tracker
        # costs more than the program), and every later step peaks at least as high.
        for _ in range(steps - 1):
            step()
        tracker.track_external(built.model, optimizer, tokens)
        if dpo_reference.model is not None:
            tracker.track_external(dpo_reference.model)
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
        steps=steps,
        seconds=time.monotonic() - start,
        notes=list(built.notes),
    )


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
