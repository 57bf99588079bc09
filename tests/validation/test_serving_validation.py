"""The published serving figures: each within 10 % of the plan, each with its source."""

from __future__ import annotations

from llmplan.serving_validation import load_records, validate_serving


def test_every_record_names_its_source_and_is_checked() -> None:
    records = load_records()
    assert records
    assert all(r.source.url.startswith("https://github.com/vllm-project/") for r in records)
    checked = {c.record.id for c in validate_serving()}
    assert checked == {r.id for r in records}


def test_the_plan_is_within_ten_per_cent_of_what_vllm_logged() -> None:
    checks = validate_serving()
    assert {c.figure for c in checks} >= {"weights_gib", "logged_concurrency"}
    for check in checks:
        assert check.within, (check.record.id, check.figure, check.error)
