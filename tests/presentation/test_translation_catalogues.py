"""The German catalogues as files: a translation is plain text (a <translation> pasted into
another one showed only its first word, "Aktivierungs-", in the window)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

CATALOGUES = sorted((Path(__file__).parents[2] / "resources" / "translations").glob("*_de.ts"))


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda path: path.name)
def test_every_translation_is_plain_text(path: Path) -> None:
    nested = [
        message.findtext("source")
        for message in ET.parse(path).getroot().iter("message")
        if (translation := message.find("translation")) is not None and len(translation) > 0
    ]
    assert nested == []


def test_the_main_catalogue_is_among_them() -> None:
    assert "llmplan_de.ts" in [path.name for path in CATALOGUES]
