"""The cleaning steps as registered objects: each has its switch, its words in English and
German, and its place in the report; the opt-in boilerplate step removes what was planted
and nothing else (real Llama 3.1 token counts, real prose of tests/data/language_id)."""

from __future__ import annotations

import json
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_cleaning import SIGNATURE, documents, mail_bodies

from llmplan.commands.corpus import add_arguments, options_from
from llmplan.corpus import native
from llmplan.corpus.cleaning.document import NativeSignals, signals_of_text
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.quality import REASONS
from llmplan.corpus.cleaning.steps import STEPS, boilerplate
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer
from llmplan.presentation import cleaning_words, i18n
from llmplan.resources import resource_path

# a notification: a template of lines every notification repeats, and one line of its own
TEMPLATE = (
    "Sehr geehrte Kundin, sehr geehrter Kunde,\n"
    "vielen Dank für Ihre Nachricht an unseren Kundendienst.\n"
    "Dies ist eine automatisch erzeugte Eingangsbestätigung.\n"
    "Bitte antworten Sie nicht auf diese E-Mail.\n"
    "Ihr Anliegen wird in der Reihenfolge des Eingangs bearbeitet.\n"
)


def test_every_step_has_its_switch_and_its_options() -> None:
    fields = CleaningOptions.model_fields
    assert len({step.id for step in STEPS}) == len(STEPS)
    for step in STEPS:
        assert fields[step.id].default is step.default_on, step.id
        for option in step.options:
            assert fields[option].annotation in (bool, "bool"), option
    assert [step.phase for step in STEPS] == sorted(
        (step.phase for step in STEPS), key=["copies", "document", "languages"].index
    )


@pytest.mark.parametrize("step", [step.id for step in STEPS])
def test_every_step_is_worded_in_english_and_german(step: str) -> None:
    tables = (
        cleaning_words.step_title,
        cleaning_words.step_why,
        cleaning_words.short_title,
        cleaning_words.switch_title,
        cleaning_words.switch_tip,
        cleaning_words.flag_help,
    )
    english = [table.get(step) for table in tables]
    assert all(english), step
    try:
        i18n.set_language("de")
        german = [table(step) for table in tables]
    finally:
        i18n.set_language("en")
    # German differs from English except where the words are the same in both
    assert [g for g, e in zip(german, english, strict=True) if g == e] in ([], ["− lines"])


def test_every_reason_a_step_gives_is_worded() -> None:
    for step in STEPS:
        for reason in step.reasons:
            assert cleaning_words.reason_text(reason, "0.5") != reason, reason
    assert set(REASONS) <= {reason for step in STEPS for reason in step.reasons}


@pytest.mark.parametrize(
    ("broken", "message"),
    [
        (lambda d: d["steps"]["quality"].pop("tip"), "step 'quality': needs"),
        (lambda d: d["steps"]["language"].update(flag=""), "step 'language': needs"),
        (lambda d: d["reasons"]["near"].update(fill="percent"), "no fill 'percent'"),
        (lambda d: d["reasons"]["near"].pop("fill"), "a fill goes with a %1"),
        (lambda d: d["reasons"]["c4_lorem_ipsum"].update(fill="count"), "a fill goes with"),
        (lambda d: d.pop("options"), "KeyError"),
    ],
)
def test_the_words_are_data_checked_on_load(
    tmp_path: Path, broken: Callable[[dict[str, Any]], object], message: str
) -> None:
    """The steps', options' and reasons' English is `resources/corpus/cleaning_words.json`;
    an entry missing a word, or a fill without its %1, is refused on load, naming the file."""
    shipped = resource_path(*cleaning_words.WORDS_FILE)
    assert cleaning_words.load_words(shipped)[0] == cleaning_words.STEP_WORDS
    data = json.loads(shipped.read_text(encoding="utf-8"))
    broken(data)
    path = tmp_path / "cleaning_words.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(cleaning_words.CleaningWordsError, match=message) as refused:
        cleaning_words.load_words(path)
    assert str(path) in str(refused.value)


def test_native_signals_pickle_flat() -> None:
    text = "\n".join(documents("de")[:6])
    signals = signals_of_text(text, len(text.split()), CleaningOptions())
    if native.cleaning is None:
        pytest.skip("built without the C extension: no native signals")
    assert isinstance(signals, NativeSignals)
    assert pickle.loads(pickle.dumps(signals)) == signals
    _, arguments = signals.__reduce_ex__(5)[:2]
    assert all(isinstance(value, (type, int, float, str, bytes, dict)) for value in arguments[1:])
    assert signals.language == "de" and signals.reason == 0


def test_the_command_line_has_a_flag_per_step() -> None:
    import argparse

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    plain = options_from(parser.parse_args(["somewhere"])).cleaning
    assert plain == CleaningOptions()
    chosen = options_from(
        parser.parse_args(["somewhere", "--boilerplate", "--no-quality", "--no-duplicates"])
    ).cleaning
    assert chosen.boilerplate and not chosen.quality
    assert not chosen.exact_duplicates and not chosen.near_duplicates


@pytest.fixture(scope="module")
def notices(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    """Ten automatic notices (the template and a paragraph of their own, in Italian: one
    line of the Leipzig sample, not in the mails) beside twenty mails of prose with a
    signature. Tokens: the notices' own paragraphs, the notices whole, the mails' prose."""
    root = tmp_path_factory.mktemp("notices")
    count = load_tokenizer("llama-3.1").count
    tokens = {"own": 0, "whole": 0, "prose": 0}
    for number, paragraph in enumerate(documents("it")[:10]):
        text = TEMPLATE + paragraph + "\n" + SIGNATURE
        (root / f"notice_{number}.txt").write_text(text, "utf-8")
        tokens["whole"] += count(text)
        tokens["own"] += count(text) - count(TEMPLATE + SIGNATURE)
    for code in ("de", "en"):
        for number, body in enumerate(mail_bodies(code)):
            (root / f"mail_{code}_{number}.txt").write_text(body + SIGNATURE, "utf-8")
            tokens["prose"] += count(body)
    assert 0 < tokens["own"] < tokens["whole"] / 3  # ten notices, each mostly template
    return root, tokens


def _scan(root: Path, **cleaning: bool) -> CorpusReport:
    return scan_corpus(root, ScanOptions(in_process=True, cleaning=CleaningOptions(**cleaning)))


def _removed(report: CorpusReport) -> dict[str, float]:
    return {row["step"]: float(row["tokens_removed"]) for row in report.steps()}


def test_boilerplate_is_opt_in_and_listed_only_when_on(
    notices: tuple[Path, dict[str, int]],
) -> None:
    root, _ = notices
    off = _scan(root)
    assert boilerplate.STEP.id not in _removed(off)
    on = _scan(root, boilerplate=True)
    removed = _removed(on)
    # it takes from what the recurring lines left; the others' figures stay as they were
    assert {step: value for step, value in removed.items() if step != "boilerplate"} == (
        _removed(off)
    )
    assert on.trainable_tokens == pytest.approx(off.trainable_tokens - removed["boilerplate"], 1)


def test_boilerplate_takes_the_notices_and_leaves_the_mails(
    notices: tuple[Path, dict[str, int]],
) -> None:
    root, tokens = notices
    report = _scan(root, boilerplate=True)
    # what is left is the mails' prose (under 5 % lost, as for the other steps)
    assert report.trainable_tokens == pytest.approx(tokens["prose"], rel=0.05)
    row = next(row for row in report.steps() if row["step"] == boilerplate.STEP.id)
    # what the recurring lines leave of a notice: its own paragraph, less what the
    # recurring lines take beyond their share of the text (each counted alone, with its
    # newline: about a token a line more; 11 lines a notice, ~16 tokens of its ~85)
    assert row["tokens_removed"] == pytest.approx(tokens["own"], rel=0.25)
    assert row["tokens_removed"] <= tokens["own"]
    names = {Path(example["what"]).name for example in row["examples"]}
    assert names == {f"notice_{number}.txt" for number in range(10)}
    shares = [float(example["detail"]) for example in row["examples"]]
    assert all(boilerplate.MAX_RECURRING_SHARE < share < 1 for share in shares)
    # without the recurring-lines step the notices go whole
    alone = _removed(_scan(root, boilerplate=True, recurring_lines=False))
    assert alone["recurring_lines"] == 0
    assert alone["boilerplate"] == pytest.approx(tokens["whole"], rel=0.01)
