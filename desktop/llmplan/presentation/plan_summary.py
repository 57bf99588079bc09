"""A plan in the command line's words: `llmplan plan` prints the summary, `--explain` each
figure's formula, inputs and source. English only (the command line's language), with the
words the GUI and the report use for warnings, choices and explanations."""

from __future__ import annotations

import math

from llmplan.core.result import Band, EnergyResult, PlanResult
from llmplan.presentation import formatting, i18n
from llmplan.presentation.accuracy_text import accuracy_note, validation_note
from llmplan.presentation.explanations import ExplanationText, explanation_text
from llmplan.presentation.hardware_names import capacity_text
from llmplan.presentation.labels import choice_label
from llmplan.presentation.odds_text import odds_lines
from llmplan.presentation.trained_tokens_text import trained_tokens_words
from llmplan.presentation.warning_text import warning_text
from llmplan.units import GB, GIB, SECONDS_PER_DAY


def _num(value: float | None, digits: int = 3) -> str:
    if value is None:
        return "—"
    if value == 0 or not math.isfinite(value):
        return f"{value:g}"
    if float(value).is_integer() and abs(value) < 1e12:
        return f"{int(value):,}"
    if abs(value) >= 1e12 or abs(value) < 1e-3:
        return f"{value:.{digits}g}"
    if abs(value) >= 1e4:
        return f"{value:,.0f}"
    return f"{value:,.{max(digits - 1 - math.floor(math.log10(abs(value))), 0)}f}"


def _gib(gigabytes: float) -> str:
    return _num(gigabytes * GB / GIB)


def _card_capacity(capacity_gb: float) -> str:
    with i18n.language_in_use("en"), formatting.memory_unit_in_use("GiB"):
        return capacity_text(capacity_gb)


def _band(band: Band) -> str:
    """The optimistic–conservative band beside a planned figure, as the Compute line has it."""
    return f"({_num(band.optimistic)}–{_num(band.conservative)})"


def _accuracy(r: PlanResult) -> str:
    return validation_note(r.validation) if r.validation else accuracy_note(r.framework)


def _rental(power: EnergyResult) -> str:
    """ "197 USD for 6.2 hours at 31.9 USD an hour (quoted 2026-09-20, stale)": the rent,
    how long the run rents, the price it comes from, and the price's date judged against the
    plan date."""
    if power.rental_cost is None:
        return "no price known"
    text = f"{_num(power.rental_cost)} {power.rental_currency}"
    if power.rental_periods is not None:  # the run's length in the rent's billing period
        text += f" for {power.rental_periods:,.1f} {power.rental_period}s"
    rent = power.rent
    if rent is None or rent.period is None:
        return text
    if rent.origin == "scenario":
        dated = "your price"
    else:
        dated = "undated" if rent.date is None else f"quoted {rent.date}"
    stale = ", stale" if rent.stale else ""
    article = "an" if rent.period == "hour" else "a"
    amount = f"{rent.amount:,.0f}" if rent.amount.is_integer() else f"{rent.amount:,.2f}"
    return f"{text} at {amount} {rent.currency} {article} {rent.period} ({dated}{stale})"


def format_summary(r: PlanResult) -> str:
    mem, time, comm, power, disk = r.memory, r.time, r.communication, r.energy, r.storage
    m = mem.memory_per_gpu_gb
    fit = {"fits": "fits", "tight": "fits (tight)", "does_not_fit": "DOES NOT FIT"}[mem.fit_status]
    rental = _rental(power)
    lines = [
        f"Model      {r.model_name}: {_num(r.params_total / 1e9)} B params "
        f"({_num(r.params_active / 1e9)} B active, {_num(r.params_trainable / 1e9)} B trained)",
        f"Hardware   {r.hardware_label} ({r.gpu_count} GPU{'s' if r.gpu_count > 1 else ''})",
        f"Framework  {choice_label('framework', r.framework)} ({_accuracy(r)})",
        f"Tokens     {_trained(r)}",
        f"Compute    {_num(time.flops)} FLOP; {_num(time.train_days)} days "
        f"({'P10' if r.train_seconds_quantiles else 'optimistic'} "
        f"{_num(time.train_seconds_optimistic / SECONDS_PER_DAY)}, "
        f"{'P90' if r.train_seconds_quantiles else 'conservative'} "
        f"{_num(time.train_seconds_conservative / SECONDS_PER_DAY)} days)",
        # memory on the card in GiB, the capacity as every view writes it (79.6 GiB, not 85.5 GB)
        f"Memory     {_gib(m.total)} of {_card_capacity(m.capacity)} per GPU -> {fit}, "
        f"{_gib(m.free)} GiB free",
        f"           weights {_gib(m.weights)}, gradients {_gib(m.gradients)}, optimizer "
        f"{_gib(m.optimizer)}, activations {_gib(m.activations)}, logits {_gib(m.logits)}, "
        f"overhead {_gib(m.overhead)} GiB",
        f"           longest sequence that fits {mem.max_seq_len_that_fits:,} tokens; largest "
        f"micro-batch {mem.max_micro_batch_that_fits}; host RAM {_num(mem.host_ram_gb)} GB",
        f"Traffic    {_num(comm.comm_bytes_per_micro_batch_gb)} GB per micro-batch, "
        f"{_num(comm.comm_seconds_per_micro_batch)} s over {comm.slowest_link} vs "
        f"{_num(comm.compute_seconds_per_micro_batch)} s compute",
        f"Energy     {_num(power.avg_power_kw)} kW, {_num(power.energy_kwh)} kWh "
        f"{_band(power.energy_kwh_band)}, {_num(power.electricity_cost)} {power.currency} "
        f"{_band(power.electricity_cost_band)}, {_num(power.co2_kg)} kg CO2; rental {rental}",
        f"Storage    token IDs {_num(disk.token_storage_gb)} GB, checkpoint "
        f"{_num(disk.checkpoint_gb)} GB, weights only {_num(disk.weights_only_gb)} GB"
        + (
            f", adapter {_num(disk.lora_adapter_gb)} GB" if disk.lora_adapter_gb is not None else ""
        ),
        f"Data       ≈ {_num(disk.pages_equivalent)} pages; {_num(disk.tokens_per_param)} tokens "
        "per parameter (Chinchilla ≈ 20)",
    ]
    with i18n.language_in_use("en"):
        odds = odds_lines(r)
    lines += [
        f"Odds       {line}" if i == 0 else f"           {line}" for i, line in enumerate(odds)
    ]
    # in GiB like the Memory line, so a card has one capacity in the whole summary
    with i18n.language_in_use("en"), formatting.memory_unit_in_use("GiB"):
        lines += [f"Warning    {warning_text(w)}" for w in r.warning_details]
    lines += _calibration_lines(r)
    return "\n".join(lines)


def _trained(r: PlanResult) -> str:
    """What the plan trains on (online RL: its generated sequences, not `tokens`)."""
    with i18n.language_in_use("en"):
        return trained_tokens_words(r.trained_tokens)


def _calibration_lines(r: PlanResult) -> list[str]:
    """Pilots: what the figures above rest on, and what they were before."""
    cal = r.calibration
    if cal is None:
        return []
    lines = []
    if cal.memory_pilot:
        before = cal.memory_per_gpu_gb_uncalibrated.total
        lines.append(f"Measured   memory {cal.memory_pilot}; uncalibrated: {_num(before)} GB")
    if cal.throughput_pilot:
        days = cal.train_seconds_uncalibrated / SECONDS_PER_DAY
        lines.append(f"Measured   time {cal.throughput_pilot}; uncalibrated: {_num(days)} days")
    lines += [f"Pilot      {text}" for text in cal.assumptions + cal.notes]
    return lines


def _format_explanation(key: str, shown: ExplanationText) -> str:
    """One figure's explanation as `--explain` prints it, worded by the presentation (as
    the GUI's side panel and the report show it)."""
    text = [f"{key}: {shown.label} = {shown.value}", f"    formula: {shown.formula}"]
    if shown.inputs:
        text.append(
            "    inputs:  " + ", ".join(f"{name} = {value}" for name, value in shown.inputs)
        )
    if shown.source:
        text.append(f"    source:  {shown.source}")
    return "\n".join(text)


def format_explanations(r: PlanResult) -> str:
    # GiB like the summary's Memory line: a card's capacity reads 79.6 GiB in both
    with i18n.language_in_use("en"), formatting.memory_unit_in_use("GiB"):
        explained = {**r.explanations, **r.energy.price_explanations}  # prices and rates too
        return "\n".join(
            _format_explanation(key, explanation_text(key, e)) for key, e in explained.items()
        )
