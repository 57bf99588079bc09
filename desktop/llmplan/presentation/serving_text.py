"""The serving plan in words (English, German): the candidates' table and the merge line,
for the Serve tab, the report's serving page and `llmplan serve`."""

from __future__ import annotations

from llmplan.core.serving.lifecycle import Lifecycle
from llmplan.core.serving.result import MergePlan, Percentiles, ServingCandidate, ServingPlan
from llmplan.core.serving.tradeoff import Tradeoff
from llmplan.presentation import formatting as fmt
from llmplan.presentation import hardware_names, i18n
from llmplan.presentation.tables import Row, Table

_t = i18n.translator("Serving")


def column_headers() -> list[str]:
    return [
        _t("Hardware"),
        _t("Engine"),
        _t("Fits?"),
        _t("Weights"),
        _t("KV cache per token"),
        _t("Requests at full context"),
        _t("First token"),
        _t("Tokens/s per request"),
        _t("Requests per day"),
        _t("kWh per 1M tokens"),
        _t("Cost per 1M tokens"),
    ]


def candidate_row(candidate: ServingCandidate) -> list[str]:
    return [
        hardware_text(candidate),
        engine_text(candidate),
        _t("yes") if candidate.fits else _t("no"),
        fmt.size_bytes(candidate.weights_gib * 1024**3),
        fmt.size_bytes(candidate.kv_cache_bytes_per_token),
        fmt.number(candidate.max_concurrency),
        _seconds_band(candidate.time_to_first_token_seconds),
        _band(candidate.decode_tokens_per_second),
        _band(candidate.requests_per_day),
        _band(candidate.kwh_per_million_tokens),
        cost_text(candidate),
    ]


def hardware_text(candidate: ServingCandidate) -> str:
    if candidate.choice is None:
        return _t("Laptop CPU (32 GB DDR5-5600, 8 cores)")
    return hardware_names.hardware_text(candidate.choice)


def engine_text(candidate: ServingCandidate) -> str:
    """ "vLLM, fp8, 2 cards × 4 copies" / "llama.cpp, gguf_q4_k_m" """
    text = f"{'vLLM' if candidate.engine == 'vllm' else 'llama.cpp'}, {candidate.precision}"
    if candidate.tensor_parallel > 1 or candidate.replicas > 1:
        tp, copies = candidate.tensor_parallel, candidate.replicas
        cards = i18n.fill(_t(i18n.plural(tp, "%1 card", "%1 cards")), fmt.number(tp))
        each = i18n.fill(_t(i18n.plural(copies, "%1 copy", "%1 copies")), fmt.number(copies))
        text += f", {cards} × {each}"
    return text


def cost_text(candidate: ServingCandidate) -> str:
    band = candidate.cost_per_million_tokens
    if band is not None:
        return fmt.money_range(band.p10, band.p90, candidate.currency)
    electricity = candidate.electricity_per_million_tokens
    if electricity is None:
        return NOT_SERVED
    return i18n.fill(
        _t("%1 (electricity only)"),
        fmt.money_range(electricity.p10, electricity.p90, candidate.currency),
    )


NOT_SERVED = "—"  # not one request at the full context fits: no speed to state


def _band(band: Percentiles | None) -> str:
    return NOT_SERVED if band is None else fmt.number_range(band.p10, band.p90)


def _seconds_band(band: Percentiles | None) -> str:
    return NOT_SERVED if band is None else fmt.number_range(band.p10, band.p90, "s")


def merge_text(merge: MergePlan) -> str:
    """The merge (where one is needed) and the quantisation for serving (where one is)."""
    return " ".join(part for part in (_merge_sentence(merge), quantise_text(merge)) if part)


def quantise_text(merge: MergePlan) -> str:
    if merge.quantise_seconds <= 0:
        return ""
    if merge.calibration_tokens:
        return i18n.fill(
            _t("Quantising takes about %1 on one GPU, calibrated on %2 tokens of your data."),
            fmt.duration(merge.quantise_seconds),
            fmt.number(merge.calibration_tokens),
        )
    return i18n.fill(
        _t("Quantising takes about %1 (no calibration data needed)."),
        fmt.duration(merge.quantise_seconds),
    )


def _merge_sentence(merge: MergePlan) -> str:
    if not merge.needed:
        return _t("No merge: the model is served as trained, or its adapters unmerged.")
    text = i18n.fill(
        _t("Merging the adapter (merge_and_unload) needs %1 of host RAM, %2 of disk, about %3."),
        fmt.size_bytes(merge.host_ram_gib * 1024**3),
        fmt.size_bytes(merge.disk_gib * 1024**3),
        fmt.duration(merge.seconds),
    )
    if merge.fits_host_ram is False:
        text += " " + _t("The training server's RAM does not hold it.")
    elif merge.fits_host_ram:
        text += " " + _t("The training server's RAM holds it.")
    return text


def heading(plan: ServingPlan) -> str:
    return i18n.fill(
        _t("Serving %1: %2 requests at once, %3 tokens of context, KV cache %4"),
        hardware_names.catalog_name(plan.model_name),
        fmt.number(plan.concurrency),
        fmt.number(plan.context),
        plan.kv_cache_precision,
    )


def band_note() -> str:
    return _t(
        "Ranges: 10th to 90th percentile of the published measurements "
        "(first token: prefill alone; tokens/s: at the requests held at once)."
    )


def serving_table(plan: ServingPlan) -> Table:
    """Figures down, candidates across (the Serve tab's table, the report's serving page)."""
    headers = column_headers()
    cells = [candidate_row(candidate) for candidate in plan.candidates]
    keys = (
        "engine",
        "fits",
        "weights",
        "kv_cache_per_token",
        "max_concurrency",
        "time_to_first_token",
        "decode_tokens_per_second",
        "requests_per_day",
        "kwh_per_million_tokens",
        "cost_per_million_tokens",
    )
    rows = [
        Row(key=key, label=label, kind="text", values=[row[index] for row in cells])
        for index, (key, label) in enumerate(zip(keys, headers[1:], strict=True), start=1)
    ]
    currency = plan.candidates[0].currency if plan.candidates else "EUR"
    return Table(
        key="serving",
        title=_t("Serving the trained model"),
        columns=[row[0] for row in cells],
        rows=rows,
        currency=currency,
    )


_LIFECYCLE_NAMES = {
    "buy_both": "Buy one server for training and serving",
    "rent_train_buy_serve": "Rent for training, buy for serving",
    "rent_both": "Rent for training and for serving",
}


def lifecycle_title(lifecycle: Lifecycle) -> str:
    return i18n.fill(
        _t("Training and %1 months of serving the expected traffic"),
        fmt.number(lifecycle.months),
    )


def lifecycle_lines(lifecycle: Lifecycle) -> list[str]:
    """One line per way of paying: its total (training + serving) and what serves, or what
    price is missing; the cheapest marked."""
    cheapest = lifecycle.cheapest
    lines = []
    for choice in lifecycle.choices:
        name = _t(_LIFECYCLE_NAMES[choice.key])
        if choice.total is None:
            lines.append(f"{name}: " + _t(_MISSING.get(choice.missing or "", "price missing")))
            continue
        text = i18n.fill(
            _t("%1: %2 (training %3, serving %4 on %5)"),
            name,
            fmt.money(choice.total, lifecycle.currency),
            fmt.money(choice.training_cost or 0.0, lifecycle.currency),
            fmt.money(choice.serving_cost or 0.0, lifecycle.currency),
            f"{choice.serving_units}× "
            + (
                hardware_names.hardware_text(choice.serving_choice)
                if choice.serving_choice is not None
                else str(choice.serving_hardware)
            ),
        )
        if cheapest is not None and choice.key == cheapest.key:
            text += " — " + _t("the cheapest")
        lines.append(text)
    return lines


_MISSING = {
    "the training hardware does not serve the model": (
        "the training hardware does not serve the model at this context and concurrency"
    ),
    "no purchase price of the training hardware": (
        "no purchase price of the training hardware: enter a quote"
    ),
    "no candidate that serves the model has a purchase price": (
        "no serving candidate has a purchase price: enter a quote"
    ),
    "no candidate that serves the model has a rent": "no serving candidate has a rent",
    "no rent of the training hardware": "no rent of the training hardware: enter a quote",
}


def tradeoff_title(tradeoff: Tradeoff) -> str:
    return i18n.fill(
        _t("The same loss (%1) with a smaller model trained longer: compute over %2 months"),
        fmt.number(tradeoff.target_loss, 3),
        fmt.number(tradeoff.months),
    )


def tradeoff_lines(tradeoff: Tradeoff) -> list[str]:
    """One line per model size: its tokens, training and serving compute; the least marked."""
    best = tradeoff.best
    lines = []
    for option in tradeoff.options:
        size = fmt.compact(option.parameters)
        if option.tokens is None or option.total_flops is None:
            lines.append(i18n.fill(_t("%1 parameters: never reaches this loss"), size))
            continue
        text = i18n.fill(
            _t("%1 parameters on %2 tokens (%3 per parameter): training %4 + serving %5 FLOP"),
            size,
            fmt.compact(option.tokens),
            fmt.significant(option.tokens_per_parameter or 0.0, 2),
            f"{option.training_flops or 0.0:.2g}",
            f"{option.serving_flops:.2g}",
        )
        if best is not None and option is best:
            text += " — " + _t("the least")
        lines.append(text)
    return lines
