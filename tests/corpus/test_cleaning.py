"""The cleaning steps on planted truth: copies, a signature in every mail, junk documents,
text in three languages. Each step must remove what was planted (within 10 %), and clean
text must lose under 5 %. Tokens are counted with the real Llama 3.1 tokenizer.

The clean text is real prose: sentences of the Leipzig Corpora Collection
(tests/data/language_id/SOURCE.md), four documents joined per planted mail.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from llmplan.corpus.cleaning.language import identify
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.quality import gopher_verdict
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer

DATA = Path(__file__).resolve().parents[1] / "data" / "language_id"
LANGUAGES = ("de", "en", "fr", "es", "it", "nl", "pl", "ru", "tr", "zh")
SIGNATURE = (
    "\n\nMit freundlichen Grüßen\nErika Mustermann\nLeiterin Einkauf, Beispiel Maschinenbau GmbH\n"
    "Industriestraße 12, 70565 Stuttgart\nTelefon +49 711 5550123, Fax +49 711 5550199\n"
    "Diese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat "
    "sind, informieren Sie bitte sofort den Absender und vernichten Sie diese E-Mail.\n"
)


def documents(code: str) -> list[str]:
    return (DATA / f"{code}.txt").read_text("utf-8").splitlines()


def mail_bodies(code: str) -> list[str]:
    """Ten documents of real prose, four fixture documents each (~150 words)."""
    lines = documents(code)
    return ["\n".join(lines[i : i + 4]) for i in range(0, 40, 4)]


@dataclass
class Planted:
    tokens: dict[str, int] = field(default_factory=dict)  # step -> tokens planted
    clean: int = 0  # tokens of the text that should survive


def _junk(seed: int) -> str:
    rng = random.Random(seed)
    numbers = "\n".join(
        " ".join(f"{rng.randint(0, 99999):05d}" for _ in range(12)) for _ in range(40)
    )
    symbols = "\n".join("#### ---- **** //// " + "=" * rng.randint(5, 30) for _ in range(40))
    sentence = (
        "Klicken Sie hier, um weiterzulesen und mehr zu erfahren.",
        "Jetzt anmelden und keine Angebote mehr verpassen!",
    )[seed // 3 % 2]
    repeated = "\n".join([sentence] * 60)
    return [numbers, symbols, repeated][seed % 3]


@pytest.fixture(scope="module")
def planted(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Planted]:
    root = tmp_path_factory.mktemp("planted")
    count = load_tokenizer("llama-3.1").count
    truth = Planted({step: 0 for step in ("exact", "near", "recurring", "quality", "language")})
    for code in ("de", "en", "fr"):
        for number, body in enumerate(mail_bodies(code)):
            text = body + SIGNATURE
            (root / f"mail_{code}_{number}.txt").write_text(text, "utf-8")
            # the signature's share of the mail's tokens, as the tokenizer splits the mail
            signature = count(text) - count(body)
            truth.tokens["recurring"] += signature
            if code == "fr":  # not kept: everything but the signature goes
                truth.tokens["language"] += count(text) - signature
            else:
                truth.clean += count(text) - signature
            if number < 3:  # three exact copies, in another folder
                (root / "copies").mkdir(exist_ok=True)
                (root / "copies" / f"mail_{code}_{number}.txt").write_text(text, "utf-8")
                truth.tokens["exact"] += count(text)
            if number == 5:  # one near copy: one word changed
                near = text.replace(" ", " neu ", 1)
                (root / f"mail_{code}_{number}_v2.txt").write_text(near, "utf-8")
                truth.tokens["near"] += count(near)
    for number in range(6):
        junk = _junk(number)
        (root / f"export_{number}.txt").write_text(junk, "utf-8")
        truth.tokens["quality"] += count(junk)
    return root, truth


def _scan(root: Path, **cleaning: object) -> CorpusReport:
    options = ScanOptions(
        in_process=True, cleaning=CleaningOptions(keep_languages=("de", "en"), **cleaning)
    )
    return scan_corpus(root, options)


def _removed(report: CorpusReport) -> dict[str, float]:
    return {row["step"]: float(row["tokens_removed"]) for row in report.steps()}


def test_each_step_removes_what_was_planted(planted: tuple[Path, Planted]) -> None:
    root, truth = planted
    report = _scan(root)
    removed = _removed(report)
    expected = {
        "exact_duplicates": truth.tokens["exact"],
        "near_duplicates": truth.tokens["near"],
        "recurring_lines": truth.tokens["recurring"],
        "quality": truth.tokens["quality"],
        "language": truth.tokens["language"],
    }
    for step, tokens in expected.items():
        assert removed[step] == pytest.approx(tokens, rel=0.10), step
    # what is left is the clean text of the kept languages, losing under 5 %
    assert truth.clean * 0.95 <= report.trainable_tokens <= truth.clean * 1.05
    # the steps add up: found − removed = trainable
    assert report.tokens_estimated - sum(removed.values()) == pytest.approx(
        report.trainable_tokens, abs=5
    )
    # an exact scan: every interval is the point
    for row in report.steps():
        assert row["ci95_low"] == row["ci95_high"] == row["tokens_removed"]
    languages = report.languages()
    assert {"de", "en", "fr"} <= set(languages)
    assert languages["fr"]["tokens"] == pytest.approx(truth.tokens["language"], rel=0.10)


def test_examples_name_what_was_removed(planted: tuple[Path, Planted]) -> None:
    root, _ = planted
    steps = {row["step"]: row["examples"] for row in _scan(root).steps()}
    lines = [example["what"] for example in steps["recurring_lines"]]
    assert "Erika Mustermann" in lines and "Mit freundlichen Grüßen" in lines
    assert all(int(example["detail"]) >= 20 for example in steps["recurring_lines"])
    assert {Path(e["what"]).name for e in steps["quality"]} <= {f"export_{n}.txt" for n in range(6)}
    reasons = {e["reason"] for e in steps["quality"]}
    assert "gopher_below_alpha_threshold" in reasons and "dup_line_frac" in reasons
    near = steps["near_duplicates"][0]
    assert {Path(near["what"]).stem.removesuffix("_v2"), Path(near["detail"]).stem} == {
        Path(near["detail"]).stem
    }
    assert all("mail_fr_" in Path(e["what"]).name for e in steps["language"])


def test_switched_off_steps_remove_nothing(planted: tuple[Path, Planted]) -> None:
    root, truth = planted
    report = _scan(root, near_duplicates=False, recurring_lines=False, language=False)
    removed = _removed(report)
    assert removed["near_duplicates"] == removed["recurring_lines"] == removed["language"] == 0
    assert removed["exact_duplicates"] == pytest.approx(truth.tokens["exact"], rel=0.10)
    assert [row["enabled"] for row in report.steps()] == [True, False, False, True, False]


def test_kept_languages_change_without_a_new_scan(planted: tuple[Path, Planted]) -> None:
    root, truth = planted
    report = _scan(root)
    assert report.cleaning is not None
    everything = report.model_copy(
        update={"cleaning": report.cleaning.model_copy(update={"keep_languages": None})}
    )
    assert _removed(everything)["language"] == 0
    gained = everything.trainable_tokens - report.trainable_tokens
    assert gained == pytest.approx(truth.tokens["language"], rel=0.10)
    # the typed extra cleaning loss stays a term on top of the trainable tokens
    lossy = report.model_copy(update={"cleaning_loss": 0.25})
    assert lossy.usable_tokens == pytest.approx(0.75 * report.trainable_tokens)


def test_clean_text_alone_loses_under_five_percent(tmp_path: Path) -> None:
    for code in ("de", "en", "fr"):
        for number, body in enumerate(mail_bodies(code)):
            (tmp_path / f"{code}_{number}.txt").write_text(body, "utf-8")
    report = scan_corpus(tmp_path, ScanOptions(in_process=True))
    assert report.trainable_tokens >= 0.95 * report.tokens_estimated
    assert report.tokens_estimated > 5_000


def test_c4_line_rules_when_switched_on(tmp_path: Path) -> None:
    """Navigation lines without terminal punctuation go; the sentences stay."""
    count = load_tokenizer("llama-3.1").count
    body = "\n".join([d for d in documents("en") if d.endswith(".") and "{" not in d][:8])
    navigation = (
        "\nHome page of the company\nProducts and services for industry\n"
        "About us and our long history\nContact the sales team today\nSearch this site"
    )
    text = navigation + "\n" + body + "\n" + navigation
    (tmp_path / "page.txt").write_text(text, "utf-8")
    report = scan_corpus(
        tmp_path, ScanOptions(in_process=True, cleaning=CleaningOptions(c4_line_rules=True))
    )
    planted = count(text) - count("\n" + body + "\n")
    assert _removed(report)["quality"] == pytest.approx(planted, rel=0.10)


def test_gopher_rules_on_planted_documents() -> None:
    assert gopher_verdict("word " * 10).reason == "gopher_short_doc"
    assert gopher_verdict(_junk(0)).reason == "gopher_below_alpha_threshold"
    assert gopher_verdict(_junk(2)).reason == "dup_line_frac"
    assert not gopher_verdict("\n".join(documents("de")[:6])).removed


def test_language_identification_accuracy() -> None:
    """≥ 95 % on documents of 200+ characters in ten languages (real web sentences)."""
    results = [
        (code, identify(text)) for code in LANGUAGES for text in documents(code) if len(text) >= 200
    ]
    assert len(results) == 400
    accuracy = sum(expected == found for expected, found in results) / len(results)
    assert accuracy >= 0.95, [r for r in results if r[0] != r[1]]


def test_the_array_walk_emits_py3langid_s_features() -> None:
    """The automaton walked for all bytes at once (language.py) emits py3langid's own
    `visit_counts` features, in the same order, and scores and classifies alike, on the ten test
    languages' texts cut into 200-character samples, on random bytes and characters."""
    from collections import Counter

    from py3langid.langid import visit_counts

    from llmplan.corpus.cleaning import language

    model = language._model()
    walk = language._walk_of(model)
    assert walk is not None  # the installed py3langid is one the walk was checked for
    rng = random.Random(9)
    samples = [
        text[start : start + 200]
        for code in LANGUAGES
        for text in documents(code)[:20]
        for start in range(0, len(text), 110)
    ]
    samples += [bytes(rng.randrange(256) for _ in range(rng.randrange(300))).decode("latin-1")
                for _ in range(200)]  # fmt: skip
    samples += ["".join(chr(rng.randrange(32, 0x3000)) for _ in range(rng.randrange(9)))
                for _ in range(200)]  # fmt: skip
    for sample in samples:
        data = model._encode(sample)
        expected = visit_counts(model.tk_nextmove, model._rowbase, model.tk_output, data)
        found = walk.features(data).tolist()
        assert (Counter(found) if found else None) == expected
        assert list(Counter(found)) == list(expected or {})  # first occurrences in order
        assert walk.scores(sample).tolist() == model._decide(sample).tolist()  # bit for bit
        assert walk.classify(sample) == model.classify(sample)[0]


def test_top_ngram_figures_match_datatrove_counting() -> None:
    """The one-sort n-gram figures against datatrove's own way (Counter.most_common on
    joined n-grams; `gopher_repetition_filter.find_top_duplicate`), on random word runs."""
    from collections import Counter

    import numpy as np

    from llmplan.corpus.cleaning import quality

    rng = random.Random(7)
    for _ in range(100):
        pool = ["a", "bb", "ccc", "dddd", "ee", "f"]
        words = [rng.choice(pool) for _ in range(rng.randint(5, 300))]
        hashes = np.fromiter(map(hash, words), dtype=np.int64).view(np.uint64)
        lengths = np.fromiter(map(len, words), dtype=np.int64)
        top, _, _ = quality._one_sort_figures(hashes, lengths)
        for n, _limit in quality.TOP_N_GRAMS:
            grams = [" ".join(words[i : i + n]) for i in range(len(words) - n + 1)]
            gram, count = Counter(grams).most_common(1)[0]
            assert top[n] == len(gram) * count


def test_duplicated_ngram_shares_match_a_plain_count() -> None:
    """The duplicated n-gram characters (n = 5..10; for n > 5 only at the positions whose
    5-gram recurs) against a plain count: the words covered by an n-gram seen earlier;
    and the verdict, which skips an n that cannot fail, against every n measured."""
    from collections import Counter

    from llmplan.corpus.cleaning import quality

    def covered(words: list[str], n: int) -> int:
        seen: set[tuple[str, ...]] = set()
        marked = [False] * len(words)
        for i in range(len(words) - n + 1):
            gram = tuple(words[i : i + n])
            if gram in seen:
                marked[i : i + n] = [True] * n
            seen.add(gram)
        return sum(len(word) for word, mark in zip(words, marked, strict=True) if mark)

    rng = random.Random(11)
    verdicts, unsorted = set(), set()
    for trial in range(300):
        pool = ["a", "bb", "ccc", "dddd", "ee", "f", "gg", "hhh"][: 3 + trial % 6]
        if trial % 4 == 1:  # a wide vocabulary: the top n-grams are ruled out unsorted
            pool = [f"wort{i}" for i in range(400)]
        words = [rng.choice(pool) for _ in range(rng.randint(1, 200))]
        if trial % 3 == 0:  # a repeated passage in otherwise varied text
            words += words[: rng.randint(5, 40)] + [str(i) for i in range(30)]
        text = " ".join(words)
        found = quality.document_words(text)
        _, dup5, shared = quality._one_sort_figures(found.hashes, found.lengths)
        if len(words) >= 5:
            assert dup5 == covered(words, 5)
        plain = {n: covered(words, n) for n, _ in quality.DUP_N_GRAMS}
        for n, _limit in quality.DUP_N_GRAMS[1:]:
            got = quality._duplicated_ngram_chars(found.hashes, found.lengths, n, shared)
            assert got == plain[n]
            assert quality._duplicated_ngram_chars(found.hashes, found.lengths, n) == plain[n]
        top = {}
        for n, _limit in quality.TOP_N_GRAMS:
            grams = Counter(" ".join(words[i : i + n]) for i in range(len(words) - n + 1))
            gram, count = grams.most_common(1)[0] if grams else ("", 0)
            top[n] = len(gram) * count
        reasons = [
            (f"top_{n}_gram", top[n] / len(text) > limit) for n, limit in quality.TOP_N_GRAMS
        ]
        reasons += [
            (f"duplicated_{n}_n_grams", plain[n] / len(text) > limit)
            for n, limit in quality.DUP_N_GRAMS
        ]
        expected = next((reason for reason, fails in reasons if fails), "")
        verdict = quality.repetition_verdict(text, found)
        assert verdict.reason == expected
        verdicts.add(verdict.reason)
        if quality._top_ngrams_cannot_fail(found.hashes, found.lengths, len(text)):
            unsorted.add(verdict.reason)
    assert {"", "duplicated_5_n_grams", "top_2_gram"} < verdicts and len(verdicts) > 4, verdicts
    assert {"", "duplicated_5_n_grams"} <= unsorted, unsorted


def test_a_saved_scenario_keeps_the_waterfall(
    planted: tuple[Path, Planted], tmp_path: Path
) -> None:
    """The scenario file holds the trainable tokens and the sums behind them; read back,
    the waterfall and the kept languages are the same."""
    import json

    from llmplan.core.scenario import Scenario
    from llmplan.scenario_file import load_scenario_file, save_scenario

    root, _ = planted
    report = _scan(root)
    path = tmp_path / "plan.json"
    save_scenario(Scenario(tokens=report.trainable_tokens), path, report)
    saved = json.loads(path.read_text("utf-8"))["corpus"]
    assert saved["trainable_tokens"] == pytest.approx(report.trainable_tokens)
    loaded = load_scenario_file(path).corpus
    assert loaded is not None
    assert loaded.steps() == report.steps()
    assert loaded.cleaning is not None and loaded.cleaning.keep_languages == ("de", "en")
    assert loaded.trainable_tokens == pytest.approx(report.trainable_tokens)


def test_under_sampling_each_step_has_an_interval(planted: tuple[Path, Planted]) -> None:
    """A sample of the folder: every step's removed share is a ratio estimate with a 95 %
    interval around it, and the trainable interval covers the exact scan's figure."""
    root, _ = planted
    exact = _scan(root)
    sampled = scan_corpus(
        root,
        ScanOptions(
            in_process=True,
            sample_files=30,
            cleaning=CleaningOptions(keep_languages=("de", "en")),
        ),
    )
    assert sampled.sampled and sampled.files_read < exact.files_read
    for row in sampled.steps():
        assert row["ci95_low"] <= row["tokens_removed"] <= row["ci95_high"], row["step"]
    widths = {row["step"]: row["ci95_high"] - row["ci95_low"] for row in sampled.steps()}
    assert widths["quality"] > 0 and widths["language"] > 0
    low, high = (
        sampled.cleaning_figures()["trainable"].low,
        sampled.cleaning_figures()["trainable"].high,
    )
    assert low < sampled.trainable_tokens < high
    assert low <= exact.trainable_tokens <= high


def test_odd_texts_are_counted_whatever_the_cleaning_makes_of_them(tmp_path: Path) -> None:
    """Blank beginnings, one endless line, lone surrogates, no letters at all: every file is
    read and counted; the cleaning only decides what it removes."""
    texts = {
        "blank_start.txt": " " * 20_000 + "Ein Satz mit Wörtern. " * 300,
        "one_line.txt": "wort" * 200_000,
        "numbers.csv": "\n".join(";".join(str(i * j) for j in range(12)) for i in range(500)),
        "symbols.txt": "§$%&/()=?" * 5_000,
    }
    for name, text in texts.items():
        (tmp_path / name).write_text(text, "utf-8")
    (tmp_path / "surrogate.txt").write_bytes(b"Text \xed\xa0\x80 mit kaputtem UTF-8. " * 200)
    report = scan_corpus(tmp_path, ScanOptions(in_process=True))
    assert report.files_read == 5 and report.files_skipped == 0
    assert 0 <= report.trainable_tokens <= report.tokens_estimated
    assert gopher_verdict(" " * 20_000 + "words " * 100, 100).reason == ""


def test_document_signals_travel_whole() -> None:
    """What a worker sends back about a document (pickled as plain bytes and arguments, not
    NumPy's and the dataclasses' own pickling) arrives as it left: arrays with their types,
    example lines, the C4 outcome, the verdict and the language."""
    import pickle

    from llmplan.corpus.cleaning import lines
    from llmplan.corpus.cleaning.document import (
        DocumentAnalysis,
        DocumentSignals,
        NativeSignals,
        decoded,
    )
    from llmplan.corpus.cleaning.quality import Verdict

    text = "Sehr geehrte Damen und Herren,\n\nbitte finden Sie anbei die Rechnung.\n" * 8
    sent: list[DocumentSignals | NativeSignals] = [DocumentSignals()]
    sent.append(DocumentSignals(quality=Verdict("gopher_short_doc", "12")))
    for options in (CleaningOptions(), CleaningOptions(c4_line_rules=True)):
        for pieces in ((text[:100], text[100:]), (text,), ("12 34 " * 30,)):
            analysis = DocumentAnalysis(options)
            for piece in pieces:
                analysis.add(piece)
            sent.append(analysis.finish_to_send(len(text.split())))
    # a one-piece document without the C4 rules goes as the C extension gave it
    assert any(isinstance(signals, NativeSignals) for signals in sent) == (
        lines._native is not None
    )
    found = [decoded(signals) for signals in sent]
    assert any(signals.lines.c4_dropped.any() or signals.lines.c4.reason for signals in found)
    assert any(signals.quality.removed for signals in found[2:])
    for signals, as_sent in zip(found, sent, strict=True):
        arrived = pickle.loads(pickle.dumps(as_sent, protocol=pickle.HIGHEST_PROTOCOL))
        assert type(arrived) is type(as_sent)  # the C extension's signals travel as they are
        back = decoded(arrived)
        assert (back.text_bytes, back.quality, back.language) == (
            signals.text_bytes, signals.quality, signals.language,
        )  # fmt: skip
        for name in ("hashes", "sizes", "c4_dropped"):
            before, after = getattr(signals.lines, name), getattr(back.lines, name)
            assert after.dtype == before.dtype and after.tolist() == before.tolist()
        assert back.lines.texts == signals.lines.texts and back.lines.c4 == signals.lines.c4
        assert back.lines.other_c4_bytes == signals.lines.other_c4_bytes


def test_the_tally_reads_the_c_extension_s_signals_as_their_decoded_form() -> None:
    """The parent's tally takes a worker's `NativeSignals` as they arrive: the waterfall,
    the examples and the languages are those of the same signals made `DocumentSignals`
    (recurring signatures, a junk export, duplicates, three languages)."""
    from llmplan.corpus.cleaning.document import decoded, signals_of_text
    from llmplan.corpus.cleaning.tally import CleaningTally

    options = CleaningOptions(keep_languages=("de", "en"))
    documents = []
    for code in ("de", "en", "fr"):
        for number, body in enumerate(mail_bodies(code)):
            documents.append((f"mail_{code}_{number}.txt", body + SIGNATURE))
    documents += [(f"export_{number}.txt", _junk(number)) for number in range(3)]
    summaries = []
    for as_sent in (True, False):
        tally = CleaningTally(options)
        for index, (path, text) in enumerate(documents):
            signals = signals_of_text(text, len(text.split()), options)
            kind = "exact" if index % 7 == 3 else "near" if index % 11 == 5 else "unique"
            tally.add("txt", path, len(text), len(text) // 4, kind, None,
                      signals if as_sent else decoded(signals))  # fmt: skip
        summaries.append(tally.finish())
    native, decoded_summary = summaries
    assert native == decoded_summary
    moments = native.moments["txt"]
    assert {"de", "en", "fr"} <= set(moments)
    assert native.examples["recurring_lines"] and native.examples["quality"]


def test_a_very_long_document_is_analysed_piece_by_piece(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A document in memory gets its cleaning signals from one call on its whole text, up
    to `WHOLE_ANALYSIS_CHARS` (the call's buffers grow with the text); a longer one piece by
    piece as a stream's: the same line table where the pieces are cut between lines."""
    from llmplan.corpus import workers
    from llmplan.corpus.cleaning.document import NativeSignals, decoded
    from llmplan.corpus.cleaning.lines import _native
    from llmplan.corpus.extract import Limits

    text = "".join(f"{body}{SIGNATURE}\n" for body in mail_bodies("de")) * 40
    path = tmp_path / "lang.txt"
    path.write_text(text, "utf-8")
    item = workers.WorkItem("txt", 0, str(path), path.stat().st_size)
    setup = workers.new_setup(
        workers.ReadSettings(("llama-3.1",), Limits(), True, CleaningOptions())
    )
    whole = workers.read_one(item, setup)
    monkeypatch.setattr(workers, "WHOLE_ANALYSIS_CHARS", len(text) // 3)
    monkeypatch.setattr(workers, "split_text", lambda t: [t[: len(t) // 2], t[len(t) // 2 :]])
    in_pieces = workers.read_one(item, setup)
    assert whole.cleaning is not None and in_pieces.cleaning is not None
    assert isinstance(whole.cleaning, NativeSignals) == (_native is not None)
    assert not isinstance(in_pieces.cleaning, NativeSignals)
    one, two = decoded(whole.cleaning), decoded(in_pieces.cleaning)
    assert text[len(text) // 2 - 1] == "\n"  # the cut falls between lines
    assert one.lines.hashes.tolist() == two.lines.hashes.tolist()
    assert one.lines.sizes.tolist() == two.lines.sizes.tolist()
    assert one.text_bytes == two.text_bytes and one.quality == two.quality
    assert whole.tokens == in_pieces.tokens
