"""The FakeTensorMode simulator reports the allocated peak of the real training step."""

from __future__ import annotations

import os
import resource

import pytest
import torch
from tiny_models import tiny_arch

from llmplan.catalog.load import load_catalog
from llmplan.catalog.schema import ModelArch
from llmplan.probe.build import TrainingSetup, build_model
from llmplan.probe.simulate import simulate_training_memory
from llmplan.units import GIB


def _tracked_real_peak(arch: ModelArch, setup: TrainingSetup, seq_len: int, batch: int) -> int:
    """The same two steps for real on the CPU, with real tensors, under the same tracker."""
    from torch.distributed._tools.mem_tracker import MemTracker

    torch.manual_seed(0)
    built = build_model(arch, setup, device="cpu")
    optimizer = built.make_optimizer()
    tokens = torch.randint(0, arch.vocab_size, (batch, seq_len))

    def step() -> None:
        with built.forward_context("cpu"):
            loss = built.model(input_ids=tokens, labels=tokens).loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)

    step()
    tracker = MemTracker()
    tracker.track_external(built.model, optimizer, tokens)
    with tracker:
        step()
    (snapshot,) = tracker.get_tracker_snapshot("peak").values()
    return int(snapshot["Total"])


@pytest.mark.parametrize(
    "setup",
    [
        TrainingSetup(method="full", optimizer="adamw"),
        TrainingSetup(method="full", optimizer="adamw-bf16", activation_checkpointing="full"),
    ],
    ids=["full-amp", "full-bf16-checkpointed"],
)
def test_simulated_peak_equals_the_real_cpu_run_of_the_same_program(setup: TrainingSetup) -> None:
    arch = tiny_arch(tied_embeddings=True)
    simulated = simulate_training_memory(arch, setup, seq_len=64, micro_batch=2)
    real = _tracked_real_peak(arch, setup, seq_len=64, batch=2)
    assert simulated.peak_allocated_bytes == pytest.approx(real, rel=0.02)


def test_model_states_at_the_peak_are_counted_once_with_tied_weights() -> None:
    arch = tiny_arch(tied_embeddings=True)
    result = simulate_training_memory(
        arch, TrainingSetup(optimizer="adamw"), seq_len=32, micro_batch=1
    )
    params = result.params_total
    assert result.breakdown_bytes["parameters"] == 4 * params  # fp32 master, embedding once
    # AdamW's two fp32 moments (plus one scalar step count per tensor)
    assert 8 * params <= result.breakdown_bytes["optimizer_states"] < 8 * params + 4096
    assert result.peak_allocated_bytes >= 12 * params


def test_lora_keeps_optimizer_states_for_the_adapters_only() -> None:
    arch = tiny_arch()
    setup = TrainingSetup(method="lora", lora_rank=4, optimizer="adamw-bf16")
    result = simulate_training_memory(arch, setup, seq_len=32, micro_batch=1)
    assert 0 < result.params_trainable < result.params_total / 5
    assert result.breakdown_bytes["optimizer_states"] < 8 * result.params_trainable + 4096


def test_simulating_a_large_model_allocates_nothing() -> None:
    # 2 layers of Llama 3.1 8B width with its 128K vocabulary: 1.5 B parameters, 6 GB in fp32
    arch = load_catalog().model("llama-3.1-8b").model_copy(update={"num_layers": 2})
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    result = simulate_training_memory(arch, TrainingSetup(), seq_len=1024, micro_batch=1)
    rss_growth = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 - rss_before
    # fp32 parameters, gradients and two AdamW moments: 16 bytes per parameter, 24 GB
    assert result.peak_allocated_bytes >= 16 * result.params_total > 23e9
    assert rss_growth < 1e9


@pytest.mark.slow
@pytest.mark.skipif(
    os.environ.get("LLMPLAN_SIMULATE_SHARED") != "1",
    reason="minutes on a CPU: set LLMPLAN_SIMULATE_SHARED=1",
)
def test_simulation_matches_the_measured_h200_run_of_llama_3_2_1b() -> None:
    # shared/measurements/h200-hf-peft.jsonl, case l1b-bf16-s4096-b1-none: Llama 3.2 1B full,
    # pure bf16, seq 4096, micro-batch 1, no checkpointing; max_memory_allocated 20,978,883,584 B
    measured = 20_978_883_584
    result = simulate_training_memory(
        load_catalog().model("llama-3.2-1b"),
        TrainingSetup(optimizer="adamw-bf16"),
        seq_len=4096,
        micro_batch=1,
    )
    assert abs(result.peak_allocated_bytes - measured) < 0.13 * GIB


def test_cuda_autocast_fp32_operators_run_in_fp32_under_cpu_autocast() -> None:
    from llmplan.probe.simulate import _cuda_autocast_fp32_ops

    x = torch.randn(4, 8)
    weight = torch.randn(8, 8)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        hidden = x @ weight  # bf16 under autocast on both devices
        assert torch.pow(hidden, 3.0).dtype == torch.bfloat16  # CPU autocast's own policy
        with _cuda_autocast_fp32_ops():
            assert torch.pow(hidden, 3.0).dtype == torch.float32  # CUDA's fp32 list
            assert torch.softmax(hidden, -1).dtype == torch.float32
            assert (hidden @ weight).dtype == torch.bfloat16  # matmuls stay bf16
