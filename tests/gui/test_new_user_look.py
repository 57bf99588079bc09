"""Issue 22's new-user look at the default window size, English and German: the summary
strip names the model whole (on two lines where the column is narrow, "Llama 3.1" / "8B",
never "Llama …"), what it still shortens has the whole name as its tooltip, and no field's
German label is cut to a stump ("Aktivierungs-")."""

from __future__ import annotations

import pytest

from llmplan.gui.settings import Preferences
from llmplan.gui.widgets.summary_strip import NAME_LINES, ElidedLabel


def _plain(label: str) -> str:
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_strip_names_the_model_whole_at_the_default_size(
    make_window,  # type: ignore[no-untyped-def]
    settings,  # type: ignore[no-untyped-def]
    qtbot,  # type: ignore[no-untyped-def]
    language: str,
) -> None:
    from llmplan.core.scenario import Hardware, Scenario
    from llmplan.gui.store import ScenarioStore

    settings.set_preferences(Preferences(language=language))
    scenario = Scenario(model="llama-3.1-8b", hardware=Hardware(server="8x-h200-nvl"))
    window = make_window(store=ScenarioStore(scenario), restore_last=False)
    window.show()  # no saved geometry: the window's default size
    qtbot.waitExposed(window)
    strip = window.summary
    model = strip.values["model"]
    assert isinstance(model, ElidedLabel)
    qtbot.waitUntil(lambda: model.width() > 0)
    assert strip.text("model") == "Llama 3.1 8B"
    # the default column is narrower than the name: it takes two lines, and nothing is cut
    assert " ".join(model.shown_lines()) == "Llama 3.1 8B"
    assert "…" not in model.text()
    assert model.height() == model.fontMetrics().lineSpacing() * NAME_LINES
    for key in ("model", "method", "hardware"):  # whatever is shortened keeps its whole name
        value = strip.values[key]
        assert isinstance(value, ElidedLabel)
        assert len(value.shown_lines()) <= NAME_LINES
        assert value.toolTip() == strip.text(key), key
        if "…" not in value.text():
            assert " ".join(value.shown_lines()) == strip.text(key), key
    # a longer name does not make the strip taller
    height = strip.height()
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        window.model_tab.picker.select_model("llama-3.1-70b")
    qtbot.waitUntil(lambda: strip.text("model") == "Llama 3.1 70B")
    assert strip.height() == height
    assert " ".join(model.shown_lines()) == "Llama 3.1 70B"


def test_no_field_label_is_cut_to_a_stump_in_german(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A broken catalogue entry left "Aktivierungs-" (its XML nested a second translation):
    every field's German label is whole words, and the checkpointing label reads in full."""
    from llmplan.gui.i18n import install_language
    from llmplan.gui.widgets.scenario_fields import FIELDS, label_text, plain_label

    install_language("de")  # the QApplication is pytest-qt's (the qtbot fixture)
    try:
        for name in FIELDS:
            text = _plain(label_text(name))
            assert text.strip() and not text.rstrip(": ").endswith("-"), (name, text)
            assert "<" not in text and "amp;" not in text, (name, text)
        assert plain_label("activation_checkpointing") == "Aktivierungs-Checkpointing"
    finally:
        install_language("en")
    assert plain_label("activation_checkpointing") == "Activation checkpointing"
