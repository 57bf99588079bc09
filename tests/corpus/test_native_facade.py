"""`corpus/native.py` hands the C extensions out: each only where built from these sources
(its VERSION the one expected), and the codes `document_signals` answers with named as the
extension names them."""

from __future__ import annotations

import pytest

from llmplan.corpus import native

EXTENSIONS = ("llmplan.corpus._read_native", "llmplan.corpus.cleaning._native")


@pytest.mark.parametrize("name", EXTENSIONS)
def test_a_stale_build_is_not_handed_out(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    built = native._built(name)
    if built is None:
        pytest.skip("installed without a C compiler: nothing built")
    monkeypatch.setitem(native._VERSIONS, name, built.VERSION + 1)  # sources moved on
    assert native._built(name) is None


def test_a_missing_build_is_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(native._VERSIONS, "llmplan.corpus._not_built", 1)
    assert native._built("llmplan.corpus._not_built") is None


def test_the_codes_are_the_extensions_own() -> None:
    if native.cleaning is None:
        pytest.skip("installed without a C compiler: nothing built")
    codes = ("QUALITY_IN_PYTHON", "LANGUAGE_UNSURE", "LANGUAGE_FEW_LETTERS")
    codes += ("LANGUAGE_NOT_JUDGED", "LANGUAGE_IN_PYTHON")
    assert {code: getattr(native, code) for code in codes} == {
        code: getattr(native.cleaning, code) for code in codes
    }
    # distinct where one answer carries them, and never a class index (those are ≥ 0)
    languages = [getattr(native, code) for code in codes[1:]]
    assert len(set(languages)) == len(languages) and max(languages) < 0
