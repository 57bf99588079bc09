"""Properties that hold for any valid scenario over the bundled catalogue."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from llmplan.catalog.load import load_catalog
from llmplan.core.plan import plan
from llmplan.core.scenario import Scenario

CATALOG = load_catalog()
hardware = st.one_of(
    st.builds(
        lambda g, n: {"gpu": g, "count": n},
        st.sampled_from(sorted(CATALOG.gpus)),
        st.integers(1, 64),
    ),
    st.builds(
        lambda s, n: {"server": s, "nodes": n},
        st.sampled_from(sorted(CATALOG.servers)),
        st.integers(1, 4),
    ),
)
scenarios = st.builds(
    lambda **kw: Scenario.model_validate(kw),
    framework=st.sampled_from(
        ["hf-transformers", "torchtune", "torchtitan", "megatron", "reference"]
    ),
    model=st.sampled_from(sorted(CATALOG.models)),
    method=st.sampled_from(["full", "lora", "qlora"]),
    optimizer=st.sampled_from(["adamw", "adamw-fp32-grads", "adamw-8bit", "adamw-bf16"]),
    sharding=st.sampled_from(["none", "zero1", "zero2", "zero3"]),
    activation_checkpointing=st.sampled_from(["none", "selective", "full"]),
    hardware=hardware,
    seq_len=st.integers(1, 300_000),
    micro_batch=st.integers(1, 64),
    tokens=st.floats(1.0, 1e13),
    epochs=st.floats(0.1, 10),
    mfu=st.floats(0.01, 1.0),
    offload_optimizer=st.booleans(),
    chunked_loss=st.booleans(),
    lora_rank=st.integers(1, 512),
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios)
def test_breakdown_adds_up_and_limits_are_consistent(scenario: Scenario) -> None:
    result = plan(scenario, CATALOG)
    m = result.memory.memory_per_gpu_gb
    parts = m.weights + m.gradients + m.optimizer + m.activations + m.logits + m.overhead
    assert m.total == pytest.approx(parts)
    assert m.free == pytest.approx(m.capacity - m.total)
    assert result.memory.fits == (m.free >= 0)
    assert min(m.weights, m.gradients, m.optimizer, m.activations, m.logits) >= 0
    # the limits agree with the fit at the scenario's own shape
    if result.memory.fits:
        assert result.memory.max_micro_batch_that_fits >= scenario.micro_batch
    else:
        assert result.memory.max_micro_batch_that_fits < scenario.micro_batch
    assert result.time.train_seconds > 0 and result.energy.energy_kwh > 0
    assert result.time.train_seconds_conservative > result.time.train_seconds_optimistic
    if scenario.framework == "reference":  # seed 000: 40 % / 20 % (the CPU steps aside)
        cpu = result.time.optimizer_offload_seconds
        assert result.time.train_seconds_conservative - cpu == pytest.approx(
            2 * (result.time.train_seconds_optimistic - cpu)
        )
    assert all(p.seconds_conservative >= p.seconds_optimistic for p in result.phases)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios)
def test_longest_sequence_is_the_exact_limit(scenario: Scenario) -> None:
    longest = plan(scenario, CATALOG).memory.max_seq_len_that_fits
    positions = CATALOG.model(str(scenario.model)).max_position_embeddings
    if 0 < longest < positions:
        assert plan(scenario.model_copy(update={"seq_len": longest}), CATALOG).memory.fits
        assert not plan(scenario.model_copy(update={"seq_len": longest + 1}), CATALOG).memory.fits
