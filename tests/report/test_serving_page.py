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


def test_the_page_weighs_a_smaller_model_trained_longer() -> None:
    """Seed 001: training and serving cost are different objectives. Chinchilla's fit
    (L = 1.69 + 406.4/N^0.34 + 410.7/D^0.28) gives the loss of 70.6 B parameters on 10 B
    tokens; half and a quarter of the size reach it on more tokens. Each costs 6·N·D to train
    and 2·N per token served: 10,000 requests a day of 1,280 tokens for 36 months."""
    result = plan_candidates(SEED003_SERVED)
    n = float(result[0].params_active)
    target = 1.69 + 406.4 / n**0.34 + 410.7 / 1e10**0.28
    served = 10_000 * 1280 * 36 * 30.44
    totals = {}
    for share in (1.0, 0.5, 0.25):
        size = n * share
        tokens = (
            1e10 if share == 1.0 else (410.7 / (target - 1.69 - 406.4 / size**0.34)) ** (1 / 0.28)
        )
        totals[share] = 6 * size * tokens + 2 * size * served
    least = min(totals, key=totals.__getitem__)
    text = report_markdown(SEED003_SERVED, result)
    title = f"### The same loss ({target:.3f}) with a smaller model trained longer"
    assert title in text
    lines = text[text.index(title) :].splitlines()[2:5]
    assert [line.startswith("- ") for line in lines] == [True] * 3
    # the least total is the size the hand computation finds
    assert lines[(1.0, 0.5, 0.25).index(least)].endswith("— the least")
    assert sum("the least" in line for line in lines) == 1
    html = report_html(SEED003_SERVED, result, None, "m.png", "t.png", 600)
    assert "with a smaller model trained longer" in html
    with i18n.language_in_use("de"):
        german = report_markdown(SEED003_SERVED, result)
    assert "### Derselbe Loss (" in german and "am wenigsten" in german
