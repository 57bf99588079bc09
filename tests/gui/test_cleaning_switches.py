"""The scan options show a switch per registered cleaning step (and a step's own options
under it); an opt-in step ticked there gets its bar in the waterfall."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.corpus.cleaning.steps import STEPS

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

DATA = Path(__file__).resolve().parents[1] / "data" / "language_id"
# an automatic reply: lines every reply repeats, around a paragraph of its own
TEMPLATE = (
    "Dear customer,\nthank you for your message to our service desk.\n"
    "This is an automatically generated confirmation of receipt.\n"
    "Please do not reply to this e-mail.\nWe answer requests in the order they arrive.\n"
)
SIGNATURE = "\nBest regards\nThe Service Desk\nExample Engineering Ltd, Manchester M1 2AB\n"


def test_a_switch_per_step_and_the_opt_in_step_in_the_waterfall(
    qtbot, make_window, tmp_path, drag
) -> None:
    folder = tmp_path / "replies"
    folder.mkdir()
    lines = (DATA / "en.txt").read_text("utf-8").splitlines()
    for number in range(8):
        reply = TEMPLATE + lines[number][:120] + "\n" + SIGNATURE  # mostly template
        (folder / f"reply_{number}.txt").write_text(reply, "utf-8")
    window = make_window()
    tab = window.corpus_tab
    boxes = tab.options.step_boxes
    assert list(boxes) == [key for step in STEPS for key in (step.id, *step.options)]
    assert [boxes[step.id].isChecked() for step in STEPS] == [s.default_on for s in STEPS]
    # a step's own option follows the step's switch
    boxes["quality"].setChecked(False)
    assert not boxes["c4_line_rules"].isEnabled()
    boxes["quality"].setChecked(True)
    assert boxes["c4_line_rules"].isEnabled()

    boilerplate = boxes["boilerplate"]
    assert boilerplate.text() == "Boilerplate documents" and not boilerplate.isChecked()
    boilerplate.setChecked(True)
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        drag([folder]).drop(tab)
    report = window.store.corpus_report
    assert report.cleaning is not None and report.cleaning.boilerplate
    titles = [row[0] for row in tab.results.cleaning.waterfall_texts()]
    at = titles.index("− Recurring lines")
    assert titles[at : at + 3] == [
        "− Recurring lines",
        "− Boilerplate documents",
        "− Quality rules",
    ]
    removed = {row["step"]: row["tokens_removed"] for row in report.steps()}
    # the replies go: their template and signature as recurring lines, the rest as boilerplate
    assert removed["boilerplate"] > 0
    assert report.trainable_tokens == 0
