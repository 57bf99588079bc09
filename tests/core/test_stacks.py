"""The stack registry (issue 21): every framework id is one `Stack`, `reference` included,
and `plan()` reaches each stack only through the protocol."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, get_args

import pytest

from llmplan.core.plan import plan
from llmplan.core.scenario import Framework, Scenario
from llmplan.core.stacks import registry
from llmplan.core.stacks.protocol import MfuBand, PowerDraw, Stack
from llmplan.core.stacks.shared import frozen_base_bytes, limits, shard_divisors


def test_every_framework_id_is_one_registered_stack() -> None:
    assert set(registry.STACKS) == set(get_args(Framework))
    for framework, stack in registry.STACKS.items():
        assert stack.id == framework
        assert stack.label
    assert [s.id for s in registry.STACKS.values() if s.idealised] == ["reference"]
    assert registry.DEFAULT_FRAMEWORK in registry.STACKS


@dataclass
class _Recording:
    """A stack that hands every call to a registered one and notes which were made."""

    inner: Stack
    id: Framework
    label: str = "Recording stack"
    idealised: bool = False
    calls: list[str] = field(default_factory=list)

    def __getattr__(self, name: str) -> Any:
        self.calls.append(name)
        return getattr(self.inner, name)

    def power_draw(self) -> PowerDraw:
        self.calls.append("power_draw")
        return PowerDraw(0.5, "half the board power")

    def mfu_band(self, method: Any, params_active: float, moe: bool = False) -> MfuBand:
        self.calls.append("mfu_band")
        return MfuBand(0.1, 0.2, "test band")


@pytest.mark.parametrize("framework", ["reference", "torchtune"])
def test_plan_calls_the_registered_stack_not_a_name(
    monkeypatch: pytest.MonkeyPatch, framework: Framework
) -> None:
    scenario = Scenario(framework=framework)
    before = plan(scenario)
    recording = _Recording(registry.STACKS[framework], framework)
    monkeypatch.setitem(registry.STACKS, framework, recording)
    after = plan(scenario)
    assert {"planned_mfu", "memory_fit", "train_time", "power_draw"} <= set(recording.calls)
    # what the stack returns is what the plan holds: half the power, the same memory
    assert after.energy.avg_power_kw < before.energy.avg_power_kw
    assert after.memory.memory_per_gpu_gb == before.memory.memory_per_gpu_gb


def test_shared_helpers() -> None:
    assert shard_divisors("none", 8) == (1, 1, 1)
    assert shard_divisors("zero1", 8) == (1, 1, 8)
    assert shard_divisors("zero2", 8) == (1, 8, 8)
    assert shard_divisors("zero3", 8) == (8, 8, 8)
    # QLoRA: 4.127 bits per quantised weight, 16 bit for embeddings and head
    assert frozen_base_bytes(1e9, 1e8, "qlora") == pytest.approx(9e8 * 4.127 / 8 + 2e8)
    assert frozen_base_bytes(1e9, 1e8, "lora") == 2e9
    assert limits(10_000, seq_len=1_000, micro_batch=3, max_positions=2_048) == (2_048, 10)
    assert limits(10_000, seq_len=1_000, micro_batch=8, max_positions=2_048) == (1_250, 10)
