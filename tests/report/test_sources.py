"""Issue 32, finding 8: the report cited a Russian and a German article by title alone, with
no address or author. It ends with its sources: each work its figures cite, once, with its
address — or, for the planner's own source documents, which name no author, date or address,
what they tell of themselves and that they name nothing more."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.advisor.recommend import recommend
from llmplan.core.explain import SRC_SEED_000, SRC_SEED_003
from llmplan.core.plan import plan
from llmplan.presentation import i18n
from llmplan.presentation.source_list import report_sources
from llmplan.report.markdown import report_markdown
from llmplan.report.pdf import export_pdf
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario
from pdf_pages import pdf_text

NO_ORIGIN = {
    "en": "The document names no author, date or web address.",
    "de": "Das Dokument nennt keinen Autor, kein Datum und keine Webadresse.",
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_source_has_an_address_or_says_it_names_none(language: str) -> None:
    for name in ("llama-3.1-8b-8x-h200-nvl", "llama-3.1-70b-qlora-1x-h100"):
        scenario = load_scenario(resource_path("examples", f"{name}.json"))
        results = [plan(scenario)]
        with i18n.language_in_use(language):
            lines = report_sources(results, recommend(scenario, 14))
        assert lines
        for line in lines:
            assert "https://" in line or NO_ORIGIN[language] in line, line
    # the two articles of the finding: the German one and the Russian one
    joined = " ".join(lines)
    assert SRC_SEED_000.strip("“”") in joined and SRC_SEED_003.strip("“”") in joined


def test_the_markdown_report_ends_with_its_sources() -> None:
    scenario = load_scenario(resource_path("examples", "llama-3.1-70b-qlora-1x-h100.json"))
    with i18n.language_in_use("en"):
        text = report_markdown(scenario, [plan(scenario)])
    sources = text.split("\n## Sources\n", 1)[1]
    assert "Russian guide by a GPU rental provider" in sources  # seed 003, the rents
    assert "https://arxiv.org/abs/2305.14314" in sources  # QLoRA, Dettmers et al. 2023


def test_the_german_pdf_lists_the_articles_it_cites_with_what_they_say_of_themselves(
    qapp,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    scenario = load_scenario(resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json"))
    path = tmp_path / "bericht.pdf"
    with i18n.language_in_use("de"):
        export_pdf(scenario, [plan(scenario)], None, path)
    text = pdf_text(path)
    sources = text.rsplit("Quellen", 1)[1]
    assert "deutscher Artikel eines Serveranbieters" in sources
    assert NO_ORIGIN["de"] in sources
    assert "https://arxiv.org/abs/2203.15556" in sources  # Chinchilla
