"""The report's serving page: present with a `serving` section (the seed-003 case: 70B at
FP8 on one H200, merged on the 1x H100 server), absent without one; English and German."""

from __future__ import annotations

from llmplan.core.plan import plan_candidates
from llmplan.presentation import i18n
from llmplan.report.html_report import report_html
from llmplan.report.markdown import report_markdown
from seed_serving import SEED003_SERVED


def test_markdown_has_the_serving_page() -> None:
    text = report_markdown(SEED003_SERVED, plan_candidates(SEED003_SERVED))
    page = text[text.index("## Serving the trained model") :]
    header = next(line for line in page.splitlines() if line.startswith("| Figure"))
    assert "1x H200 rental" in header and "Laptop CPU" in header
    fits = next(line for line in page.splitlines() if line.startswith("| Fits?"))
    cells = [cell.strip() for cell in fits.strip("|").split("|")]
    columns = [cell.strip() for cell in header.strip("|").split("|")]
    assert cells[columns.index("1x H200 rental")] == "yes"
    assert cells[columns.index("1x H100 rental")] == "no"
    assert "merge_and_unload" in page and "16 requests at once" in page
    # the life of the model: training and three years of serving, three ways
    assert "### Training and 36 months of serving the expected traffic" in page
    assert "- Rent for training and for serving: €" in page


def test_no_serving_section_no_page() -> None:
    plain = SEED003_SERVED.model_copy(update={"serving": None})
    assert "Serving the trained model" not in report_markdown(plain, plan_candidates(plain))


def test_html_and_german() -> None:
    html = report_html(SEED003_SERVED, plan_candidates(SEED003_SERVED), None, "m.png", "t.png", 600)
    assert "<h2>Serving the trained model</h2>" in html and "merge_and_unload" in html
    with i18n.language_in_use("de"):
        german = report_markdown(SEED003_SERVED, plan_candidates(SEED003_SERVED))
    assert "## Bereitstellung des trainierten Modells" in german
    assert "| Passt?" in german
