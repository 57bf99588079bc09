"""Dialogs open at their content's size and never split a word (issue 22: Help → How
accurate is this? opened at 540 px and broke "Measu red" and "Plann ed" in its table)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from llmplan.gui.accuracy import accuracy_html
from llmplan.gui.dialogs.about_dialog import HtmlDialog, about_html, how_computed_html
from llmplan.gui.i18n import install_language
from text_layout import broken_words

PAGES: dict[str, Callable[[], str]] = {
    "accuracy": accuracy_html,
    "about": about_html,
    "how computed": how_computed_html,
}


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("page", list(PAGES))
def test_a_page_dialog_opens_at_its_contents_size_without_split_words(
    qtbot,  # type: ignore[no-untyped-def]
    page: str,
    language: str,
) -> None:
    install_language(language)
    try:
        dialog = HtmlDialog(page, PAGES[page]())
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        screen = dialog.screen().availableGeometry()
        assert dialog.size() == dialog.sizeHint()
        document = dialog.browser.document()
        viewport = dialog.browser.viewport()
        # as wide as its tables want, up to 90 % of the screen; as tall as it is, up to 85 %
        unwrapped = document.clone()
        unwrapped.setTextWidth(-1)
        layout = unwrapped.documentLayout()
        frames = unwrapped.rootFrame().childFrames()
        tables = max((layout.frameBoundingRect(f).width() for f in frames), default=0.0)
        assert viewport.width() >= min(tables, 0.9 * screen.width() - 60)
        # prose reads at about 100 characters a line, not across the whole screen
        if not frames:
            assert viewport.width() <= dialog.fontMetrics().averageCharWidth() * 110
        assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
        tall_enough = viewport.height() >= document.size().height() - 1
        assert tall_enough or dialog.height() >= 0.85 * screen.height() - 1
        # what does not fit scrolls; no word is split at a line's end
        assert broken_words(document) == []
    finally:
        install_language("en")
