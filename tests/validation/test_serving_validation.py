"""The published serving figures against the serving plan: sizes within 10 %, at least 75 %
of the measured speeds inside the planned band, each record with its source."""

from __future__ import annotations

from llmplan.serving_validation import (
    INSIDE_BAND_SHARE,
    load_records,
    validate_serving,
)


def test_every_record_names_its_source_and_is_checked() -> None:
    records = load_records()
    assert records
    assert all(r.source.url.startswith("https://github.com/") for r in records)
    checked = {c.record.id for c in validate_serving()}
    assert checked == {r.id for r in records}


def test_sizes_are_within_ten_per_cent_of_what_the_engines_logged() -> None:
    sizes = [c for c in validate_serving() if c.band is None]
    assert {c.figure for c in sizes} >= {"weights_gib", "logged_concurrency"}
    for check in sizes:
        assert check.within, (check.record.id, check.figure, check.error)


def test_three_quarters_of_the_measured_speeds_fall_inside_the_band() -> None:
    speeds = [c for c in validate_serving() if c.band is not None]
    assert {c.figure for c in speeds} == {"prompt_tokens_per_second", "decode_tokens_per_second"}
    assert all(c.band is not None and c.band[0] < c.planned < c.band[1] for c in speeds)
    assert sum(c.within for c in speeds) >= INSIDE_BAND_SHARE * len(speeds)
