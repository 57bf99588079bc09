"""`llmplan probe`: a few real training steps of the scenario's model, measured.

Builds the model with random weights (`llmplan.probe.build`, no download), applies the
scenario's method, optimizer precision, checkpointing, sequence length and micro-batch, and
steps it on random token IDs — the path the HF `Trainer` takes (`model(input_ids, labels)`,
backward, AdamW). Records what the card shows: CUDA context, peak allocated / reserved /
in use, tokens/s over the steps after the first, average board power (NVML, where it
answers), library versions and the date. An out-of-memory is a result; `find_limits`
searches the largest micro-batch and sequence length that fit in a bounded number of tries.

Nothing is sent anywhere: the pilot is a local JSON file.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from llmplan.catalog.load import Catalog
from llmplan.catalog.schema import ModelArch
from llmplan.core.pilot import (
    Pilot,
    PilotLimits,
    PilotSetup,
    PilotTry,
    resolve_pilot_gpu,
)
from llmplan.core.plan import plan, resolve_model
from llmplan.core.scenario import Framework, Hardware, Scenario
from llmplan.core.stacks.registry import is_idealised
from llmplan.probe.probe_steps import NOT_PROBED, probe_step, recorded_objective, takes_pairs
from llmplan.units import GIB

if TYPE_CHECKING:
    from llmplan.probe.build import BuiltModel
    from llmplan.probe.steps import DpoReference, ReferenceKind

GB = 1e9
MAX_TRIES_PER_LIMIT = 8
SEQ_LEN_GRANULE = 256  # sequence lengths are searched in multiples of this
MAX_MICRO_BATCH = 1024
# a CPU run holds the model states and activations in host RAM: keep this much free
HOST_RAM_HEADROOM = 0.8

ProgressFn = Callable[[str], None]


class ProbeError(ValueError):
    """A probe that cannot run as asked (no torch, model too large for the host, ...)."""


@dataclass(frozen=True)
class ProbeOptions:
    steps: int = 5
    device: str | None = None  # "cuda", "cpu" or None: the GPU if there is one
    find_limits: bool = False


@dataclass
class _StepResult:
    step_seconds: list[float] = field(default_factory=list)
    out_of_memory: bool = False
    failure: str | None = None
    loss: float | None = None


def _require_torch() -> Any:
    # torch first: peft and transformers imported without it would load (and remember)
    # a torch-less setup for the rest of the process
    try:
        torch = importlib.import_module("torch")
        importlib.import_module("transformers")
        importlib.import_module("peft")
    except ImportError as error:
        raise ProbeError(
            f"the probe needs PyTorch, Transformers and PEFT ({error.name} is missing): "
            "pip install 'llmplan[probe]'"
        ) from None
    return torch


PROBE_FRAMEWORK: Framework = "hf-transformers"  # what the probe runs: the HF Trainer's path


def stack_notes(scenario: Scenario) -> list[str]:
    """Where the run differs from the scenario: the probe runs HF Transformers, unchunked."""
    notes = []
    framework: Framework = getattr(scenario, "framework", PROBE_FRAMEWORK)
    if framework != PROBE_FRAMEWORK and not is_idealised(framework):
        notes.append(
            f"the probe runs the HF Transformers path, not {framework}: this pilot calibrates "
            "plans of the hf-transformers stack"
        )
    if scenario.chunked_loss:
        notes.append("HF Transformers computes the whole loss at once: ran without chunked loss")
    return notes


def check_objective(scenario: Scenario) -> None:
    """Refuse an objective whose step the probe does not run, saying why."""
    objective = scenario.objective
    if probe_step(objective) is not None:
        return
    raise ProbeError(
        f"objective '{objective}': the probe runs next-token (cpt, sft) and DPO steps, not "
        f"{NOT_PROBED.get(objective, objective)}. Plan it without a pilot, or probe the "
        "same model with objective 'sft' or 'dpo'."
    )


def dpo_reference_kind(scenario: Scenario) -> ReferenceKind:
    """The DPO reference as the planner resolves the scenario's `reference` (auto: a frozen
    copy for full tuning, the adapters disabled for LoRA/QLoRA)."""
    from llmplan.core.stacks.objective import objective_shape

    kind = objective_shape(scenario).reference
    if kind == "none":  # refused by the scenario's own validation; kept for type narrowing
        raise ProbeError("objective 'dpo' needs a reference: choose auto, model or precomputed")
    return kind


@dataclass
class _Objective:
    """The step the scenario's objective takes; for DPO its reference, built once."""

    reference: DpoReference | None = None  # None: next-token training

    @property
    def sequences_per_example(self) -> int:
        return 1 if self.reference is None else 2  # a DPO pair: chosen and rejected

    def step(self, built: BuiltModel, optimizer: Any, ids: Any) -> Any:
        from llmplan.probe.steps import dpo_step, training_step

        if self.reference is None:
            return training_step(built, optimizer, ids)
        reference = self.reference
        if reference.kind == "precomputed":  # log-probs from the data, one per sequence
            torch = importlib.import_module("torch")
            reference = replace(reference, logps=torch.zeros(ids.shape[0], device=ids.device))
        return dpo_step(built, optimizer, ids, reference)


def objective_notes(scenario: Scenario) -> list[str]:
    """What the DPO step runs, so the pilot says what it measured."""
    if not takes_pairs(scenario.objective):
        return []
    kind = dpo_reference_kind(scenario)
    reference = {
        "model": "a frozen copy of the model loaded beside the policy",
        "adapters-disabled": "the policy with its adapters disabled",
        "precomputed": "log-probabilities computed before training (that pass is not run)",
    }[kind]
    return [
        "DPO step as TRL's DPOTrainer takes it (trl/trainer/dpo_trainer.py _compute_loss, "
        "f2cd577): micro_batch pairs, chosen and rejected concatenated in one policy "
        f"forward; reference: {reference}; sigmoid loss; tokens/s count both sequences"
    ]


def setup_of(scenario: Scenario) -> PilotSetup:
    """The setup that actually ran (framework: the probe's own)."""
    return PilotSetup(
        model=scenario.model,
        method=scenario.method,
        framework=PROBE_FRAMEWORK,
        optimizer=scenario.optimizer,
        seq_len=scenario.seq_len,
        micro_batch=scenario.micro_batch,
        activation_checkpointing=scenario.activation_checkpointing,
        lora_rank=scenario.lora_rank if scenario.method != "full" else None,
        lora_targets=list(scenario.lora_targets) if scenario.method != "full" else None,
        chunked_loss=False,
        objective=recorded_objective(scenario.objective),
        reference=scenario.reference if takes_pairs(scenario.objective) else None,
    )


def single_gpu_scenario(scenario: Scenario, catalog: Catalog) -> Scenario:
    """The scenario as one GPU runs it: unsharded, no offload, no pilots."""
    gpu = scenario.hardware.gpu or catalog.server(scenario.hardware.server or "").gpu
    return scenario.model_copy(
        update={
            "hardware": Hardware(gpu=gpu, count=1),
            "candidates": [],
            "pilots": [],
            "sharding": "none",
            "offload_optimizer": False,
        }
    )


def planned_bytes(scenario: Scenario, catalog: Catalog) -> float:
    """The planner's own figure for one device: model states + activations + logits."""
    m = plan(single_gpu_scenario(scenario, catalog), catalog).memory.memory_per_gpu_gb
    return (m.weights + m.gradients + m.optimizer + m.activations + m.logits) * GB


def host_available_bytes() -> float | None:
    """Memory the host can give without swapping (Linux's MemAvailable), on every platform."""
    import psutil

    try:
        return float(psutil.virtual_memory().available)
    except (psutil.Error, OSError):
        return None


def _size(n_bytes: float) -> str:
    return f"{n_bytes / GIB:.2f} GiB" if n_bytes >= 0.1 * GIB else f"{n_bytes / 2**20:.1f} MiB"


def check_host_ram(scenario: Scenario, catalog: Catalog, arch: ModelArch) -> float:
    """Refuse a CPU run that cannot fit the host's RAM; returns the planned bytes."""
    needed = planned_bytes(scenario, catalog)
    available = host_available_bytes()
    if available is not None and needed > HOST_RAM_HEADROOM * available:
        raise ProbeError(
            f"{arch.name} needs about {needed / GIB:.1f} GiB to train at seq_len "
            f"{scenario.seq_len} × micro_batch {scenario.micro_batch} (the planner's own "
            f"figure); this machine has {available / GIB:.1f} GiB of RAM available, so a CPU "
            "run cannot hold it. Run the probe on the GPU box, or use --simulate."
        )
    return needed


def _versions(torch: Any) -> dict[str, str]:
    import peft
    import transformers

    from llmplan import __version__

    versions = {
        "llmplan": __version__,
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "peft": peft.__version__,
    }
    with contextlib.suppress(ImportError):
        import accelerate

        versions["accelerate"] = accelerate.__version__
    if torch.version.cuda:
        versions["cuda"] = str(torch.version.cuda)
    return versions


class _PowerSampler:
    """Average board power over the measured steps via NVML (pynvml), where it answers."""

    def __init__(self, device_index: int) -> None:
        self._samples: list[float] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._handle: Any = None
        self._nvml: Any = None
        self.driver: str | None = None
        try:
            import pynvml
        except ImportError:  # optional (nvidia-ml-py): power stays unknown
            return
        try:
            pynvml.nvmlInit()
            self._handle = pynvml.nvmlDeviceGetHandleByIndex(device_index)
            driver = pynvml.nvmlSystemGetDriverVersion()
        except pynvml.NVMLError:  # no NVML library, no permission: power stays unknown
            return
        self._nvml = pynvml
        self.driver = driver.decode() if isinstance(driver, bytes) else str(driver)

    def _sample(self) -> None:
        while not self._stop.wait(0.05):
            try:
                self._samples.append(self._nvml.nvmlDeviceGetPowerUsage(self._handle) / 1000.0)
            except self._nvml.NVMLError:  # the card stopped answering: keep what we have
                return

    @contextlib.contextmanager
    def measuring(self) -> Iterator[None]:
        if self._nvml is None:
            yield
            return
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()
        try:
            yield
        finally:
            self._stop.set()
            self._thread.join(timeout=1.0)

    @property
    def average_w(self) -> float | None:
        return sum(self._samples) / len(self._samples) if self._samples else None


def _is_oom(torch: Any, error: BaseException) -> bool:
    oom_type: Any = getattr(torch, "OutOfMemoryError", None) or getattr(
        torch.cuda, "OutOfMemoryError", ()
    )
    return isinstance(error, oom_type) or "out of memory" in str(error).lower()


def _release(torch: Any, cuda: bool) -> None:
    gc.collect()
    if cuda:
        torch.cuda.empty_cache()


@dataclass(frozen=True)
class _Training:
    """What every step the probe runs needs: torch, the built model, its optimizer and the
    objective's step."""

    torch: Any
    built: BuiltModel
    optimizer: Any
    objective: _Objective


def _run_steps(
    training: _Training, seq_len: int, micro_batch: int, steps: int, progress: ProgressFn | None
) -> _StepResult:
    """`steps` training steps on random token IDs; an out-of-memory ends them as a result."""
    torch, built, optimizer = training.torch, training.built, training.optimizer
    objective = training.objective
    cuda = built.device.type == "cuda"
    result = _StepResult()
    vocab = built.arch.vocab_size
    sequences = micro_batch * objective.sequences_per_example
    try:
        ids = torch.randint(0, vocab, (sequences, seq_len), device=built.device)
        for step in range(1, steps + 1):
            if cuda:
                torch.cuda.synchronize()
            start = time.perf_counter()
            loss = objective.step(built, optimizer, ids)
            if cuda:
                torch.cuda.synchronize()
            seconds = time.perf_counter() - start
            result.step_seconds.append(seconds)
            result.loss = float(loss.detach().float())
            del loss
            if progress:
                peak = (
                    f", peak allocated {torch.cuda.max_memory_allocated() / GIB:.2f} GiB"
                    if cuda
                    else ""
                )
                progress(f"step {step}/{steps}: {seconds:.3f} s, loss {result.loss:.3f}{peak}")
    except Exception as error:
        if not _is_oom(torch, error):
            raise
        result.out_of_memory = True
        result.failure = (
            f"out of memory at seq_len {seq_len} × micro_batch {micro_batch} "
            f"(step {len(result.step_seconds) + 1})"
        )
        if progress:
            progress(result.failure)
    finally:
        optimizer.zero_grad(set_to_none=True)
        _release(torch, cuda)
    return result


def _tokens_per_second(seconds: list[float], tokens_per_step: int) -> float | None:
    steady = seconds[1:] if len(seconds) > 1 else seconds
    if not steady or sum(steady) <= 0:
        return None
    return tokens_per_step * len(steady) / sum(steady)


@dataclass(frozen=True)
class _Device:
    """Where the steps run: "cuda" or "cpu", the card's name and size, and the GiB the CUDA
    context took before the model was built (0 on the CPU)."""

    kind: str
    name: str
    total_mib: float | None
    context_gib: float


def _open_device(torch: Any, device: str) -> _Device:
    if device != "cuda":
        return _Device(device, "CPU", None, 0.0)
    torch.cuda.init()
    torch.zeros(1, device="cuda")
    free, total = torch.cuda.mem_get_info()
    return _Device("cuda", torch.cuda.get_device_name(0), total / 2**20, (total - free) / GIB)


def _cuda_peaks(torch: Any, context: float) -> dict[str, float]:
    allocated = torch.cuda.max_memory_allocated() / GIB
    reserved = torch.cuda.max_memory_reserved() / GIB
    return {
        "peak_allocated_gib": allocated,
        "peak_reserved_gib": reserved,
        "peak_memory_in_use_gib": context + reserved,
    }


def probe(
    scenario: Scenario,
    catalog: Catalog,
    options: ProbeOptions = ProbeOptions(),
    progress: ProgressFn | None = None,
) -> Pilot:
    """Run the scenario's training step for real and return what it measured."""
    torch = _require_torch()
    from llmplan.probe.build import ProbeSetupError, TrainingSetup, build_model
    from llmplan.probe.steps import DpoReference, frozen_reference

    check_objective(scenario)
    arch = resolve_model(scenario, catalog)
    device = options.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cuda" and not torch.cuda.is_available():
        raise ProbeError("--device cuda: this PyTorch sees no CUDA GPU")
    if device not in ("cuda", "cpu"):
        raise ProbeError(f"--device: 'cuda' or 'cpu', not '{device}'")
    cuda = device == "cuda"
    notes: list[str] = stack_notes(scenario) + objective_notes(scenario)
    if not cuda:
        needed = check_host_ram(scenario, catalog, arch)
        notes.append(
            "CPU smoke test: no GPU memory was measured and tokens/s say nothing about a GPU "
            f"(planned {_size(needed)} for one device)"
        )
    where = _open_device(torch, device)
    context = where.context_gib
    if progress:
        progress(f"building {arch.name} with random weights on {where.name} ...")
    objective = _Objective()
    try:
        setup = TrainingSetup.from_scenario(scenario)
        built = build_model(arch, setup, device=device)
        optimizer = built.make_optimizer()
        if takes_pairs(scenario.objective):
            kind = dpo_reference_kind(scenario)
            model = frozen_reference(arch, setup, device) if kind == "model" else None
            objective = _Objective(DpoReference(kind, model))
    except ProbeSetupError as error:
        raise ProbeError(str(error)) from None
    except Exception as error:
        if not _is_oom(torch, error):
            raise
        return _pilot(
            scenario,
            catalog,
            where,
            _StepResult(out_of_memory=True, failure="out of memory while building the model"),
            _cuda_peaks(torch, context) if cuda else {},
            None,
            None,
            _versions(torch),
            notes,
        )
    notes += built.notes
    training = _Training(torch, built, optimizer, objective)
    if cuda:
        torch.cuda.reset_peak_memory_stats()
    power = _PowerSampler(0) if cuda else None
    with power.measuring() if power else contextlib.nullcontext():
        result = _run_steps(
            training, scenario.seq_len, scenario.micro_batch, options.steps, progress
        )
    peaks = _cuda_peaks(torch, context) if cuda else {}
    limits = None
    if options.find_limits:
        if cuda:
            limits = _find_limits(training, scenario, arch, context, progress)
        else:
            notes.append("limits are searched on a GPU only")
    versions = _versions(torch)
    if power and power.driver:
        versions["nvidia_driver"] = power.driver
    return _pilot(
        scenario,
        catalog,
        where,
        result,
        peaks,
        power.average_w if power else None,
        limits,
        versions,
        notes,
    )


def _pilot(
    scenario: Scenario,
    catalog: Catalog,
    where: _Device,
    result: _StepResult,
    peaks: dict[str, float],
    power_w: float | None,
    limits: PilotLimits | None,
    versions: dict[str, str],
    notes: list[str],
) -> Pilot:
    cuda = where.kind == "cuda"
    setup = setup_of(scenario)
    tokens = setup.tokens_per_micro_batch
    tps = None if result.out_of_memory else _tokens_per_second(result.step_seconds, tokens)
    if len(result.step_seconds) == 1 and tps is not None:
        notes.append("one step only: tokens/s include the warm-up")
    draft = Pilot(
        gpu=where.name,
        gpu_name=where.name,
        device_kind="cuda" if cuda else "cpu",
        device_total_mib=where.total_mib,
        setup=setup,
        context_gib=where.context_gib if cuda else None,
        tokens_per_second=tps,
        steps=len(result.step_seconds),
        step_seconds=[round(s, 4) for s in result.step_seconds],
        avg_power_w=power_w,
        out_of_memory=result.out_of_memory,
        failure=result.failure,
        limits=limits,
        measured_at=datetime.now(UTC).isoformat(timespec="seconds"),
        versions=versions,
        notes=notes,
        **peaks,
    )
    gpu = resolve_pilot_gpu(draft, catalog) if cuda else None
    return draft.model_copy(update={"gpu": gpu.id}) if gpu else draft


# ---- --find-limits


def _fits(
    training: _Training,
    seq_len: int,
    micro_batch: int,
    context: float,
    tries: list[PilotTry],
    progress: ProgressFn | None,
) -> bool:
    """Two steps at this size (the optimizer states exist from the second on)."""
    cuda = training.torch.cuda
    cuda.reset_peak_memory_stats()
    result = _run_steps(training, seq_len, micro_batch, 2, None)
    in_use = None if result.out_of_memory else context + cuda.max_memory_reserved() / GIB
    tries.append(
        PilotTry(
            seq_len=seq_len,
            micro_batch=micro_batch,
            out_of_memory=result.out_of_memory,
            peak_memory_in_use_gib=in_use,
        )
    )
    if progress:
        verdict = "out of memory" if result.out_of_memory else f"fits, {in_use:.1f} GiB in use"
        progress(f"limits: seq_len {seq_len} × micro_batch {micro_batch}: {verdict}")
    return not result.out_of_memory


def largest_that_fits(
    fits: Callable[[int], bool], start: int, granule: int, cap: int, max_tries: int
) -> int | None:
    """The largest multiple of `granule` up to `cap` for which `fits` holds, by doubling
    (or halving) from `start` and then bisecting; at most `max_tries` calls of `fits`."""
    tries = 0

    def check(value: int) -> bool:
        nonlocal tries
        tries += 1
        return fits(value)

    start = max(granule, min(cap, start - start % granule or granule))
    low: int | None = None
    high: int | None = None
    if check(start):
        low = start
        value = start * 2
        while tries < max_tries and low < cap:
            value = min(value, cap)
            if check(value):
                low, value = value, value * 2
            else:
                high = value
                break
        if high is None:
            return low
    else:
        high = start
        value = start // 2
        while tries < max_tries and value >= granule:
            value -= value % granule
            if check(value):
                low = value
                break
            high, value = value, value // 2
        if low is None:
            return None
    while tries < max_tries and high - low > granule:
        middle = (low + high) // 2
        middle -= middle % granule
        if middle <= low:
            break
        if check(middle):
            low = middle
        else:
            high = middle
    return low


def _find_limits(
    training: _Training,
    scenario: Scenario,
    arch: ModelArch,
    context: float,
    progress: ProgressFn | None,
) -> PilotLimits:
    tries: list[PilotTry] = []
    max_micro = largest_that_fits(
        lambda mb: _fits(training, scenario.seq_len, mb, context, tries, progress),
        scenario.micro_batch,
        1,
        MAX_MICRO_BATCH,
        MAX_TRIES_PER_LIMIT,
    )
    seq_cap = arch.max_position_embeddings
    granule = min(SEQ_LEN_GRANULE, seq_cap)
    max_seq = largest_that_fits(
        lambda seq: _fits(training, seq, 1, context, tries, progress),
        scenario.seq_len,
        granule,
        seq_cap - seq_cap % granule,
        MAX_TRIES_PER_LIMIT,
    )
    return PilotLimits(max_micro_batch=max_micro, max_seq_len=max_seq, tries=tries)


# ---- --simulate


def simulate_pilot(
    scenario: Scenario, catalog: Catalog, progress: ProgressFn | None = None
) -> Pilot:
    """The scenario's step under FakeTensorMode (`llmplan.probe.simulate`): the allocated
    peak exactly as the program allocates it; the caching allocator's reserve and the CUDA
    context, which a simulation cannot see, come from the planner's figures for the card."""
    torch = _require_torch()
    from llmplan.probe.build import ProbeSetupError, TrainingSetup
    from llmplan.probe.simulate import simulate_training_memory

    check_objective(scenario)
    arch = resolve_model(scenario, catalog)
    single = single_gpu_scenario(scenario, catalog)
    gpu = catalog.gpu(single.hardware.gpu or "")
    if progress:
        progress(
            f"simulating {arch.name} at seq_len {scenario.seq_len} × micro_batch "
            f"{scenario.micro_batch} under FakeTensorMode (nothing is allocated; large models "
            "take minutes) ..."
        )
    try:
        peak = simulate_training_memory(
            arch,
            TrainingSetup.from_scenario(scenario),
            seq_len=scenario.seq_len,
            micro_batch=scenario.micro_batch,
            objective=recorded_objective(scenario.objective),
            reference=dpo_reference_kind(scenario) if takes_pairs(scenario.objective) else None,
        )
    except ProbeSetupError as error:
        raise ProbeError(str(error)) from None
    allocated = peak.peak_allocated_gib
    context, reserve, source = planned_context_and_reserve(single, catalog, allocated)
    if progress:
        progress(f"simulated in {peak.seconds:.0f} s: allocated peak {allocated:.2f} GiB")
    breakdown = ", ".join(f"{k} {_size(v)}" for k, v in peak.breakdown_bytes.items() if v)
    return Pilot(
        gpu=gpu.id,
        gpu_name=gpu.name,
        device_kind="simulated",
        simulated=True,
        device_total_mib=gpu.usable_memory_bytes / 2**20,  # as the driver reports it
        setup=setup_of(scenario),
        peak_allocated_gib=allocated,
        peak_memory_in_use_gib=allocated + reserve + context,
        steps=peak.steps,
        measured_at=datetime.now(UTC).isoformat(timespec="seconds"),
        versions=_versions(torch),
        notes=[
            "simulated with FakeTensorMode and MemTracker: the allocated peak is the "
            "program's own; reserve and CUDA context are not simulated (" + source + ")",
            *([f"at the peak: {breakdown}"] if breakdown else []),
            *stack_notes(scenario),
            *objective_notes(scenario),
            *peak.notes,
        ],
    )


def planned_context_and_reserve(
    scenario: Scenario, catalog: Catalog, allocated_gib: float
) -> tuple[float, float, str]:
    """(context GiB, allocator reserve GiB, where they come from) for one GPU of the plan."""
    result = plan(scenario, catalog)
    overhead = result.memory.memory_per_gpu_gb.overhead * GB / GIB
    return 0.0, overhead, f"context + reserve {overhead:.2f} GiB from the planner's overhead"


def summary(pilot: Pilot) -> str:
    """One screen: what ran, where, and what it measured."""

    def gib(value: float | None) -> str:
        return _size(value * GIB) if value is not None else "—"

    lines = [
        f"Pilot      {pilot.describe_setup()}",
        f"Device     {pilot.describe()}"
        + (f", {pilot.device_total_mib:,.0f} MiB" if pilot.device_total_mib else ""),
    ]
    if pilot.device_kind == "cpu":
        lines.append("Memory     not measured (CPU smoke test: no GPU)")
    elif pilot.simulated:
        lines.append(
            f"Memory     allocated peak {gib(pilot.peak_allocated_gib)} (simulated); with "
            f"reserve and context {gib(pilot.peak_memory_in_use_gib)} in use (planned)"
        )
        if pilot.device_total_mib and pilot.peak_memory_in_use_gib is not None:
            capacity = pilot.device_total_mib / 1024
            verdict = "fits" if pilot.peak_memory_in_use_gib <= capacity else "DOES NOT FIT"
            lines.append(f"           {verdict} on {pilot.device_label} ({capacity:.1f} GiB)")
    else:
        lines.append(
            f"Memory     in use {gib(pilot.peak_memory_in_use_gib)} (context "
            f"{gib(pilot.context_gib)} + reserved {gib(pilot.peak_reserved_gib)}); "
            f"allocated {gib(pilot.peak_allocated_gib)}"
        )
    if pilot.tokens_per_second:
        steps = ", ".join(f"{s:.3f}" for s in pilot.step_seconds)
        lines.append(f"Speed      {pilot.tokens_per_second:,.0f} tokens/s (steps: {steps} s)")
    if pilot.avg_power_w:
        lines.append(f"Power      {pilot.avg_power_w:.0f} W on average")
    if pilot.out_of_memory:
        lines.append(f"Result     OUT OF MEMORY: {pilot.failure}")
    if pilot.limits:
        lim = pilot.limits
        lines.append(
            f"Limits     largest micro-batch {lim.max_micro_batch or '—'} at seq_len "
            f"{pilot.setup.seq_len}; longest sequence {lim.max_seq_len or '—'} at micro-batch "
            f"1 ({len(lim.tries)} tries)"
        )
    lines.append("Versions   " + ", ".join(f"{k} {v}" for k, v in pilot.versions.items()))
    lines += [f"Note       {note}" for note in pilot.notes]
    return "\n".join(lines)


__all__ = [
    "ProbeError",
    "ProbeOptions",
    "largest_that_fits",
    "probe",
    "simulate_pilot",
    "summary",
]
