"""Why a scenario cannot be planned, in the user's language: one translatable template per
refusal code.

The core refuses with a stable code and its arguments (`Refusal` on a `PlanError`), no
words people read; this module words them for the GUI, the report and the CLI alike. The
English templates read as the core's English fallback (`str(error)`), except that training
stacks and methods are named as everywhere else in the views (`labels.choice_label`).
"""

from __future__ import annotations

from collections.abc import Callable

from llmplan.core.result import Refusal, RefusalError
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.hardware_names import catalog_name
from llmplan.presentation.labels import choice_label

_CONTEXT = "Refusals"
_t = i18n.translator(_CONTEXT)

Arguments = dict[str, str | float]

# The scenario field at fault, as the scenario file names it: the English is the key itself
# (what a command-line user edits), other languages word it
field_text = i18n.WordTable(
    _CONTEXT,
    {
        key: key
        for key in (
            "objective",
            "method",
            "reward_model",
            "lora_targets",
            "precision",
            "parallelism",
            "parallelism.tensor",
            "parallelism.pipeline",
            "parallelism.virtual_pipeline",
            "parallelism.context",
            "parallelism.expert",
            "global_batch",
        )
    },
)

_method_text = i18n.WordTable(
    _CONTEXT, {"full": "full", "lora": "lora", "qlora": "qlora"}, fallback=None
)


def _num(value: str | float) -> str:
    return value if isinstance(value, str) else fmt.number(float(value))


def _ids(value: str | float) -> list[str]:
    return [part for part in str(value).split(",") if part]


def _stack(value: str | float) -> str:
    return choice_label("framework", str(value))


def _stacks(value: str | float) -> str:
    return ", ".join(_stack(stack) for stack in _ids(value))


def refusal_templates() -> dict[str, tuple[str, Callable[[Arguments], list[str]]]]:
    """code -> (template with %1, %2 ..., the formatted arguments in order)."""

    def stack_lacks(template: str) -> tuple[str, Callable[[Arguments], list[str]]]:
        return template, lambda a: [_stack(a["stack"])]

    return {
        "ppo_recipe_single_device": (
            _t(
                "%1's PPO recipe (recipes/ppo_full_finetune_single_device.py) trains on one "
                "GPU and generates with the policy itself, not with a vLLM engine: not "
                "planned; plan PPO with %2 (TRL PPOTrainer)"
            ),
            lambda a: [_stack(a["stack"]), _stack("hf-transformers")],
        ),
        "objective_no_trainer": (
            _t("%1 has no trainer or recipe for %2; plan it with one that has: %3"),
            lambda a: [_stack(a["stack"]), str(a["objective"]).upper(), _stacks(a["able"])],
        ),
        "ppo_full_only": (
            _t(
                "ppo is planned for full tuning only (the value model's states under LoRA "
                "are not modelled)"
            ),
            lambda a: [],
        ),
        "ppo_needs_reward_model": (
            _t(
                "ppo scores completions with a reward model (TRL PPOTrainer takes one); "
                "choose a catalogue model"
            ),
            lambda a: [],
        ),
        "lora_targets_unknown": (
            _t("unknown LoRA target(s) %1 for %2; this model has: %3"),
            lambda a: [
                ", ".join(_ids(a["targets"])),
                str(a["model"]),
                ", ".join(_ids(a["known"])),
            ],
        ),
        "lora_rank_below_one": (
            _t("LoRA rank must be at least 1, got %1"),
            lambda a: [_num(a["rank"])],
        ),
        "no_fp8": (
            _t("%1 has no FP8 tensor cores (Ampere and older): train in bf16"),
            lambda a: [catalog_name(str(a["gpu"]))],
        ),
        "no_block_scaling": (
            _t(
                "%1 has no tensor cores with the block scaling that %2 training kernels need "
                "(data-centre Blackwell, SM100: B200, B300, GB200); use fp8 or bf16"
            ),
            lambda a: [catalog_name(str(a["gpu"])), str(a["precision"])],
        ),
        "no_fp4": (
            _t("%1: no FP4 tensor-core peak known; use mxfp8, fp8 or bf16"),
            lambda a: [catalog_name(str(a["gpu"]))],
        ),
        "no_recipe": (
            _t("%1 has no %2 training recipe with a measured speed-up%3"),
            lambda a: [
                _stack(a["stack"]),
                str(a["precision"]),
                i18n.fill(_t("; stacks that have one: %1"), _stacks(a["able"]))
                if _ids(a.get("able", ""))
                else "",
            ],
        ),
        "recipe_method": (
            _t("%1's %2 trains %3 only, not %4"),
            lambda a: [
                _stack(a["stack"]),
                str(a["recipe"]),
                ", ".join(_method_text(m) for m in _ids(a["methods"])),
                _method_text(str(a["method"])),
            ],
        ),
        "layout_idealised": (
            _t(
                "%1: the source documents plan data parallelism with ZeRO sharding only; "
                "plan the layout with %2 or %3"
            ),
            lambda a: [_stack(a["stack"]), _stack("torchtitan"), _stack("megatron")],
        ),
        "trainer_no_tensor": stack_lacks(
            _t("%1: the Trainer has no tensor-parallel training (transformers #35983)")
        ),
        "trainer_no_pipeline": stack_lacks(_t("%1: the Trainer has no pipeline-parallel training")),
        "trainer_no_context": stack_lacks(_t("%1: the Trainer has no context-parallel training")),
        "trainer_no_expert": stack_lacks(_t("%1: the Trainer has no expert-parallel training")),
        "recipes_no_pipeline": stack_lacks(_t("%1: no recipe trains with pipeline parallelism")),
        "recipes_no_expert": stack_lacks(_t("%1: no recipe trains with expert parallelism")),
        "dimension_not_supported": stack_lacks(_t("%1: not supported by this stack")),
        "dimension_methods_only": (
            _t("%1: only in its %2 recipes"),
            lambda a: [
                _stack(a["stack"]),
                ", ".join(_method_text(m) for m in _ids(a["methods"])),
            ],
        ),
        "layout_not_dividing": (
            _t("tensor × pipeline × context = %1 does not divide the %2 GPUs"),
            lambda a: [_num(a["ranks"]), _num(a["gpus"])],
        ),
        "virtual_pipeline_single_stage": (
            _t("needs more than one pipeline stage"),
            lambda a: [],
        ),
        "expert_not_moe": (_t("the model has no experts (not a MoE)"), lambda a: []),
        "expert_not_dividing_experts": (
            _t("%1 does not divide the model's %2 experts"),
            lambda a: [_num(a["expert"]), _num(a["experts"])],
        ),
        "expert_not_dividing_region": (
            _t("%1 must divide %2 = %3 (expert parallelism is folded into them)"),
            lambda a: [
                _num(a["expert"]),
                _t("data × context × tensor") if a.get("with_tensor") else _t("data × context"),
                _num(a["region"]),
            ],
        ),
        "global_batch_not_multiple": (
            _t(
                "%1 sequences is not a whole multiple ≥ 1 of micro_batch × data parallel = "
                "%2 × %3 = %4"
            ),
            lambda a: [
                _num(a["global_batch"]),
                _num(a["micro_batch"]),
                _num(a["data"]),
                _num(float(a["micro_batch"]) * float(a["data"])),
            ],
        ),
    }


def refusal_reason(refusal: Refusal) -> str:
    """Why, in the current language (without the field); every code has its words
    (tests/presentation/test_refusal_text.py meets each), the bare code where its arguments
    do not fit them."""
    worded = template_and_values(refusal_templates(), refusal.code, refusal.args)
    return refusal.code if worded is None else i18n.fill(worded[0], *worded[1])


def template_and_values(
    templates: dict[str, tuple[str, Callable[[Arguments], list[str]]]],
    code: str,
    args: Arguments,
) -> tuple[str, list[str]] | None:
    """A code's template and its arguments in words (refusals and warnings alike); None
    where this version has no words for the code or its arguments do not fit them."""
    entry = templates.get(code)
    if entry is None:
        return None
    template, arguments = entry
    try:
        return template, arguments(args)
    except (KeyError, TypeError, ValueError):
        return None


def refusal_text(refusal: Refusal) -> str:
    """ "field: why" in the current language ("precision: NVIDIA A100 … has no FP8 …")."""
    return f"{field_text(refusal.field)}: {refusal_reason(refusal)}"


def error_text(error: BaseException) -> str:
    """A plan failure for a person: a refusal in the current language, anything else as
    it says itself."""
    if isinstance(error, RefusalError):
        return refusal_text(error.refusal)
    return str(error) or type(error).__name__
