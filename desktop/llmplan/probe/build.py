"""Build the Hugging Face model a scenario trains, with random weights and without a download.

The model is constructed from an llmplan `ModelArch` (catalogue entry, inline architecture or
imported config.json) through the matching transformers config class, on the device asked
for ("meta" builds shapes only, "cpu", "cuda"), in the dtype the optimizer precision implies:

- ``adamw`` / ``adamw-fp32-grads`` / ``adamw-8bit``: fp32 master weights, bf16 autocast
  forward (what the HF ``Trainer`` does with ``bf16=True`` on an fp32 model);
- ``adamw-bf16``: pure bf16 weights, gradients and optimizer states, no autocast.

LoRA goes through PEFT (rank r, alpha 2r, dropout 0, the scenario's targets); PEFT keeps the
adapters in fp32 over a bf16 base. QLoRA quantizes the frozen base to NF4 with bitsandbytes
(CUDA only). Activation checkpointing is transformers' own, non-reentrant.

torch, transformers and peft are imported here and in the other probe modules only: the rest
of llmplan imports without them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from llmplan.catalog.hf_config import decoder_config_fields
from llmplan.catalog.schema import ModelArch

if TYPE_CHECKING:
    import torch
    from torch import nn

DeviceName = Literal["meta", "cpu", "cuda"]

# Optimizer precisions of llmplan.core.scenario.Optimizer that keep fp32 master weights
FP32_MASTER_OPTIMIZERS = ("adamw", "adamw-fp32-grads", "adamw-8bit", "adamw-8bit-paged")
PURE_BF16_OPTIMIZERS = ("adamw-bf16",)

DEFAULT_LORA_TARGETS = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj")

# Architectures whose projections are fused in transformers: llmplan's target names -> theirs
_FUSED_TARGETS: dict[str, dict[str, str]] = {
    "phi3": {
        "q_proj": "qkv_proj",
        "k_proj": "qkv_proj",
        "v_proj": "qkv_proj",
        "gate_proj": "gate_up_proj",
        "up_proj": "gate_up_proj",
    },
    "gpt2": {
        "q_proj": "c_attn",
        "k_proj": "c_attn",
        "v_proj": "c_attn",
        "o_proj": "c_proj",
        "gate_proj": "c_fc",
        "up_proj": "c_fc",
        "down_proj": "c_proj",
    },
}


class ProbeSetupError(ValueError):
    """The setup cannot be built with this stack (unsupported architecture, method, device)."""


@dataclass(frozen=True)
class TrainingSetup:
    """The scenario fields that change what is built and how it steps."""

    method: Literal["full", "lora", "qlora"] = "full"
    optimizer: str = "adamw"
    lora_rank: int = 16
    lora_targets: tuple[str, ...] = DEFAULT_LORA_TARGETS
    activation_checkpointing: Literal["none", "selective", "full"] = "none"

    @classmethod
    def from_scenario(cls, scenario: Any) -> TrainingSetup:
        """The setup of an `llmplan.core.scenario.Scenario` (duck-typed to keep imports light)."""
        return cls(
            method=scenario.method,
            optimizer=scenario.optimizer,
            lora_rank=scenario.lora_rank,
            lora_targets=tuple(scenario.lora_targets),
            activation_checkpointing=scenario.activation_checkpointing,
        )


@dataclass
class BuiltModel:
    """A model ready to step, with what the training loop needs to know about it."""

    model: nn.Module
    arch: ModelArch
    setup: TrainingSetup
    device: torch.device
    param_dtype: torch.dtype
    autocast: bool  # bf16 autocast around the forward (fp32 master weights)
    params_total: int
    notes: list[str] = field(default_factory=list)

    @property
    def trainable(self) -> list[torch.nn.Parameter]:
        return [p for p in self.model.parameters() if p.requires_grad]

    @property
    def params_trainable(self) -> int:
        return sum(p.numel() for p in self.trainable)

    def forward_context(
        self, device_type: str | None = None
    ) -> contextlib.AbstractContextManager[Any]:
        """bf16 autocast for fp32-master setups, nothing for pure bf16."""
        import torch

        if not self.autocast:
            return contextlib.nullcontext()
        return torch.autocast(device_type=device_type or self.device.type, dtype=torch.bfloat16)

    def make_optimizer(
        self, lr: float = 1e-5, *, fused: bool | None = None
    ) -> torch.optim.Optimizer:
        """AdamW over the trainable parameters, as the scenario's optimizer precision says."""
        import torch

        if self.setup.optimizer in ("adamw-8bit", "adamw-8bit-paged"):
            try:
                import bitsandbytes as bnb
            except ImportError:
                raise ProbeSetupError(
                    f"optimizer '{self.setup.optimizer}' needs bitsandbytes "
                    "(pip install bitsandbytes)"
                ) from None
            paged = self.setup.optimizer == "adamw-8bit-paged"
            kind = bnb.optim.PagedAdamW8bit if paged else bnb.optim.AdamW8bit
            optimizer: torch.optim.Optimizer = kind(self.trainable, lr=lr)
            return optimizer
        if fused is None:
            fused = self.device.type == "cuda"
        return torch.optim.AdamW(self.trainable, lr=lr, fused=fused)


# ---- the transformers config of an architecture


def hf_config(arch: ModelArch) -> Any:
    """The transformers config (SDPA attention, no KV cache) describing ``arch``."""
    import transformers

    builder = _CONFIG_BUILDERS.get(arch.architecture)
    if builder is None:
        raise ProbeSetupError(
            f"{arch.name}: architecture '{arch.architecture}' cannot be built with transformers "
            f"here; supported: {', '.join(sorted(_CONFIG_BUILDERS))}"
        )
    config = builder(transformers, arch)
    config.use_cache = False
    return config


def _decoder_fields(arch: ModelArch) -> dict[str, Any]:
    return {**decoder_config_fields(arch), "attn_implementation": "sdpa", "use_cache": False}


def _common_fields_only(config_class: str) -> Callable[[Any, ModelArch], Any]:
    """A decoder whose transformers config needs nothing beyond `_decoder_fields` (Qwen2's
    q/k/v bias is built into its config)."""
    return lambda tf, arch: getattr(tf, config_class)(**_decoder_fields(arch))


def _llama(tf: Any, arch: ModelArch) -> Any:
    return tf.LlamaConfig(
        **_decoder_fields(arch), attention_bias=arch.attention_bias, mlp_bias=arch.mlp_bias
    )


def _qwen3(tf: Any, arch: ModelArch) -> Any:
    return tf.Qwen3Config(**_decoder_fields(arch), attention_bias=arch.attention_bias)


def _qwen3_moe(tf: Any, arch: ModelArch) -> Any:
    return tf.Qwen3MoeConfig(
        **_decoder_fields(arch),
        num_experts=arch.num_experts,
        num_experts_per_tok=arch.experts_per_token,
        moe_intermediate_size=arch.expert_intermediate_size or arch.intermediate_size,
        decoder_sparse_step=1,
        mlp_only_layers=[],
    )


def _mixtral(tf: Any, arch: ModelArch) -> Any:
    return tf.MixtralConfig(
        **_decoder_fields(arch),
        num_local_experts=arch.num_experts,
        num_experts_per_tok=arch.experts_per_token,
    )


# GPT-2's config names the common decoder sizes its own way (and has no GQA or head_dim)
_GPT2_NAMES = {
    "vocab_size": "vocab_size",
    "hidden_size": "n_embd",
    "intermediate_size": "n_inner",
    "num_hidden_layers": "n_layer",
    "num_attention_heads": "n_head",
    "max_position_embeddings": "n_positions",
    "tie_word_embeddings": "tie_word_embeddings",
    "attn_implementation": "attn_implementation",
    "use_cache": "use_cache",
}


def _gpt2(tf: Any, arch: ModelArch) -> Any:
    fields = _decoder_fields(arch)
    return tf.GPT2Config(**{name: fields[common] for common, name in _GPT2_NAMES.items()})


def _gpt_oss(tf: Any, arch: ModelArch) -> Any:
    # transformers has no SDPA path for gpt-oss (attention sinks): eager, as its Trainer runs
    return tf.GptOssConfig(
        **{**_decoder_fields(arch), "attn_implementation": "eager"},
        num_local_experts=arch.num_experts,
        num_experts_per_tok=arch.experts_per_token,
        attention_bias=arch.attention_bias,
    )


def _deepseek_v3(tf: Any, arch: ModelArch) -> Any:
    fields = _decoder_fields(arch)
    del fields["head_dim"]
    return tf.DeepseekV3Config(
        **fields,
        n_routed_experts=arch.num_experts,
        num_experts_per_tok=arch.experts_per_token,
        n_shared_experts=arch.num_shared_experts,
        moe_intermediate_size=arch.expert_intermediate_size or arch.intermediate_size,
        first_k_dense_replace=arch.first_dense_layers,
        q_lora_rank=arch.q_lora_rank,
        kv_lora_rank=arch.kv_lora_rank,
        qk_rope_head_dim=arch.qk_rope_head_dim,
        qk_nope_head_dim=arch.qk_nope_head_dim,
        v_head_dim=arch.v_head_dim,
    )


def _custom(tf: Any, arch: ModelArch) -> Any:
    """A custom decoder built as the stock design it matches: GPT-2 style or Llama style."""
    if (
        arch.norm == "layernorm"
        and arch.learned_positions
        and not arch.gated_mlp
        and arch.num_kv_heads == arch.num_heads
        and arch.num_heads * arch.head_dim == arch.hidden_size
    ):
        return _gpt2(tf, arch)
    if arch.norm == "rmsnorm" and arch.gated_mlp and not arch.learned_positions:
        return _llama(tf, arch)
    raise ProbeSetupError(
        f"{arch.name}: a custom architecture is built as GPT-2 style (LayerNorm, learned "
        "positions, GELU MLP, multi-head attention) or Llama style (RMSNorm, rotary, gated "
        "MLP); this one is neither"
    )


_CONFIG_BUILDERS: dict[str, Callable[[Any, ModelArch], Any]] = {
    "custom": _custom,
    "llama": _llama,
    "qwen2": _common_fields_only("Qwen2Config"),
    "qwen3": _qwen3,
    "qwen3_moe": _qwen3_moe,
    "mistral": _common_fields_only("MistralConfig"),
    "mixtral": _mixtral,
    "gemma2": _common_fields_only("Gemma2Config"),
    "gemma3": _common_fields_only("Gemma3TextConfig"),
    "phi3": _common_fields_only("Phi3Config"),
    "gpt2": _gpt2,
    "gpt_oss": _gpt_oss,
    "deepseek_v3": _deepseek_v3,
}

SUPPORTED_ARCHITECTURES = tuple(sorted(_CONFIG_BUILDERS))


def _causal_lm_class(transformers: Any, config: Any) -> Any:
    from transformers.models.auto.modeling_auto import MODEL_FOR_CAUSAL_LM_MAPPING

    if config.model_type == "gemma3_text":
        return transformers.Gemma3ForCausalLM
    return MODEL_FOR_CAUSAL_LM_MAPPING[type(config)]


# ---- building


@contextlib.contextmanager
def _default_dtype(dtype: torch.dtype) -> Iterator[None]:
    import torch

    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        yield
    finally:
        torch.set_default_dtype(previous)


def param_dtype_for(optimizer: str) -> torch.dtype:
    import torch

    if optimizer in FP32_MASTER_OPTIMIZERS:
        return torch.float32
    if optimizer in PURE_BF16_OPTIMIZERS:
        return torch.bfloat16
    raise ProbeSetupError(f"optimizer '{optimizer}' is not known to the probe")


def lora_target_modules(arch: ModelArch, targets: Sequence[str]) -> list[str]:
    """PEFT target names for llmplan's (Llama-style) names, mapped onto fused projections."""
    built_as = arch.architecture
    if built_as == "custom":
        built_as = "gpt2" if arch.learned_positions else "llama"
    mapping = _FUSED_TARGETS.get(built_as, {})
    names: list[str] = []
    for target in targets:
        name = mapping.get(target, target)
        if name not in names:
            names.append(name)
    return names


def build_model(
    arch: ModelArch,
    setup: TrainingSetup = TrainingSetup(),
    *,
    device: DeviceName | str = "cpu",
) -> BuiltModel:
    """The model of ``arch`` with random weights on ``device``, set up for ``setup``.

    On "meta" nothing is allocated (shapes and dtypes only): the simulator swaps the
    parameters for fake tensors afterwards.
    """
    import torch
    import transformers

    if setup.activation_checkpointing == "selective":
        raise ProbeSetupError(
            "HF Transformers has no selective activation checkpointing: choose 'none' or 'full'"
        )
    if setup.method == "qlora" and str(device) != "cuda":
        raise ProbeSetupError("QLoRA (bitsandbytes NF4) runs on a CUDA GPU only")
    if str(device) == "cuda" and not torch.cuda.is_available():
        raise ProbeSetupError("no CUDA GPU is available to this PyTorch")
    dtype = param_dtype_for(setup.optimizer)
    if setup.method in ("lora", "qlora"):
        dtype = torch.bfloat16  # the frozen base is stored in bf16; adapters go fp32 (PEFT)
    config = hf_config(arch)
    model_class = _causal_lm_class(transformers, config)
    with _default_dtype(dtype), torch.device(device):
        model = model_class(config)
    model.config.use_cache = False
    params_total = sum(p.numel() for p in model.parameters())
    notes: list[str] = []
    if setup.method == "qlora":
        _quantize_nf4(model)
        notes.append("base weights quantized to NF4 by bitsandbytes")
    if setup.method in ("lora", "qlora"):
        model = _apply_lora(model, arch, setup, notes)
    if setup.activation_checkpointing == "full":
        _enable_checkpointing(model)
    model.train()
    autocast = setup.method == "full" and setup.optimizer in FP32_MASTER_OPTIMIZERS
    if setup.method in ("lora", "qlora") and setup.optimizer in FP32_MASTER_OPTIMIZERS:
        autocast = True
    return BuiltModel(
        model=model,
        arch=arch,
        setup=setup,
        device=torch.device(device),
        param_dtype=dtype,
        autocast=autocast,
        params_total=params_total,
        notes=notes,
    )


def _enable_checkpointing(model: nn.Module) -> None:
    """Non-reentrant checkpointing of every decoder layer (the name changed in transformers 5)."""
    kwargs = {"use_reentrant": False}
    hf_model: Any = model  # nn.Module's __getattr__ types every attribute as Tensor
    if hasattr(hf_model, "activation_checkpointing_enable"):
        hf_model.activation_checkpointing_enable(activation_checkpointing_kwargs=kwargs)
    else:
        hf_model.gradient_checkpointing_enable(gradient_checkpointing_kwargs=kwargs)


def is_checkpointing(model: nn.Module) -> bool:
    for name in ("is_activation_checkpointing", "is_gradient_checkpointing"):
        if hasattr(model, name):
            return bool(getattr(model, name))
    return False


def _apply_lora(
    model: nn.Module, arch: ModelArch, setup: TrainingSetup, notes: list[str]
) -> nn.Module:
    from peft import LoraConfig, get_peft_model

    wanted = lora_target_modules(arch, setup.lora_targets)
    present = {name.rsplit(".", 1)[-1] for name, _ in model.named_modules()}
    targets = [t for t in wanted if t in present]
    if not targets:
        raise ProbeSetupError(
            f"{arch.name}: none of the LoRA targets {', '.join(wanted)} exist in this model"
        )
    missing = [t for t in wanted if t not in present]
    if missing:
        # e.g. MoE experts are fused 3-D parameters in transformers 5, not Linear layers
        notes.append(f"LoRA targets not in this model, skipped: {', '.join(missing)}")
    config = LoraConfig(
        r=setup.lora_rank,
        lora_alpha=2 * setup.lora_rank,
        lora_dropout=0.0,
        target_modules=targets,
        task_type="CAUSAL_LM",
    )
    return get_peft_model(model, config)


def _quantize_nf4(model: nn.Module) -> None:
    """Replace the decoder's Linear layers by bitsandbytes NF4 layers (bf16 compute)."""
    import torch

    try:
        import bitsandbytes as bnb
    except ImportError:
        raise ProbeSetupError("QLoRA needs bitsandbytes (pip install bitsandbytes)") from None
    for parent in list(model.modules()):
        for name, child in list(parent.named_children()):
            if not isinstance(child, torch.nn.Linear) or name == "lm_head":
                continue
            quantized = bnb.nn.Linear4bit(
                child.in_features,
                child.out_features,
                bias=child.bias is not None,
                compute_dtype=torch.bfloat16,
                quant_type="nf4",
                device="cpu",
            )
            # moving an unquantized Params4bit to CUDA quantizes it
            quantized.weight = bnb.nn.Params4bit(
                child.weight.data, requires_grad=False, quant_type="nf4"
            )
            if child.bias is not None:
                quantized.bias = torch.nn.Parameter(child.bias.data, requires_grad=False)
            setattr(parent, name, quantized.to("cuda"))
    for param in model.parameters():
        param.requires_grad_(False)
