"""One translation catalogue per language, read without Qt, consistent with itself."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

from llmplan.presentation import i18n
from llmplan.resources import resource_path


def test_each_language_has_its_catalogues_and_nothing_compiled() -> None:
    """The main catalogue of each language, and any a branch added beside it
    (`<branch>_de.ts`, so that parallel work does not edit one file); all are read."""
    folder = resource_path("translations")
    for language in i18n.LANGUAGES:
        if language != i18n.SOURCE_LANGUAGE:
            names = [p.name for p in i18n.catalogue_files(language)]
            assert f"llmplan_{language}.ts" in names
            assert names == sorted(p.name for p in folder.glob(f"*_{language}.ts"))
    assert not list(folder.glob("*.qm"))  # nothing to compile, nothing stale


def test_no_text_appears_twice_in_one_context() -> None:
    """Across all German catalogues: one translation per source text and context."""
    pairs = Counter(
        (context.findtext("name"), message.findtext("source"))
        for path in i18n.catalogue_files("de")
        for context in ET.parse(path).getroot().iter("context")
        for message in context.iter("message")
    )
    assert [pair for pair, count in pairs.items() if count > 1] == []


def test_switching_language_changes_the_words_and_back() -> None:
    try:
        i18n.set_language("de")
        assert i18n.translate("Labels", "✓ fits") == "✓ passt"
        assert i18n.fill(i18n.translate("Verdict", "Fits on %1"), "8x H200") == "Passt auf 8x H200"
    finally:
        i18n.set_language("en")
    assert i18n.translate("Labels", "✓ fits") == "✓ fits"


def test_hardware_is_worded_in_the_language_and_a_users_own_name_is_kept() -> None:
    from llmplan.catalog.load import load_catalog
    from llmplan.core.plan import plan
    from llmplan.core.scenario import Hardware, Scenario
    from llmplan.presentation.hardware_names import plan_gpu, plan_hardware

    # the user's own server, named like a catalogue entry: the name is theirs, as typed
    own = load_catalog().server("1x-h100").model_copy(update={"id": "my-rental"})
    scenario = Scenario(framework="reference", method="lora", custom_servers=[own])
    plans = {
        key: plan(scenario.model_copy(update={"hardware": hardware}))
        for key, hardware in {
            "rented": Hardware(server="1x-h100", nodes=2),
            "own": Hardware(server="my-rental"),
            "bare": Hardware(gpu="gb200", count=4, nodes=2),
        }.items()
    }
    # English reads as the core's label (which `plan --json` keeps)
    assert {key: plan_hardware(result) for key, result in plans.items()} == {
        key: result.hardware_label for key, result in plans.items()
    }
    try:
        i18n.set_language("de")
        assert plan_hardware(plans["rented"]) == "1x H100 (Miete) × 2"
        assert plan_hardware(plans["own"]) == "1x H100 rental"
        bare = "4x NVIDIA GB200 186 GB (je Blackwell-GPU) × 2 Knoten"
        assert plan_hardware(plans["bare"]) == bare
        assert plan_gpu(plans["bare"]) == "NVIDIA GB200 186 GB (je Blackwell-GPU)"
        assert plans["rented"].hardware_label == "1x H100 rental × 2"  # the core stays English
    finally:
        i18n.set_language("en")


def test_the_advisors_binding_constraint_names_the_hardware_in_german() -> None:
    from llmplan.core.advisor.recommend import recommend
    from llmplan.core.money import Money
    from llmplan.core.scenario import Scenario
    from llmplan.presentation import recommend_words

    # $10 for one day: the cheapest hourly rent that meets it even at 20 % MFU is one rented
    # B200 (19.8 h if slow), 10 hours begun × $6.99 = $69.90; eight B200 bill 2 hours
    # ($107.04), one B300 10 hours ($74.00), one H200 needs 1.9 days at 20 %
    scenario = Scenario(framework="reference", model="llama-3.1-8b", method="lora", tokens=1e9)
    advice = recommend(scenario, 1, Money(amount=10, currency="USD"), kinds=frozenset({"rental"}))
    assert advice.binding_constraint is not None and advice.binding_constraint.code == "budget"
    assert "1x B200 rental" in recommend_words.binding(advice.binding_constraint)
    with i18n.language_in_use("de"):
        sentence = recommend_words.binding(advice.binding_constraint)
    assert "1x B200 (Miete)" in sentence and "rental" not in sentence
