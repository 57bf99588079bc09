"""Main window: summary strip follows edits, scenario files round-trip, bad files, settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware
from llmplan.gui.dialogs.entry_specs import default_gpu
from llmplan.gui.settings import AppSettings
from llmplan.presentation import formatting as fmt
from llmplan.presentation.row_units import energy_range
from llmplan.presentation.warning_text import warning_text
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario
from llmplan.validation import with_validation

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


def test_summary_strip_shows_the_core_plan(qtbot, make_window) -> None:
    window = make_window()
    scenario = window.store.scenario
    expected = with_validation(plan_candidates(scenario)[0], scenario)  # with its odds
    strip = window.summary
    assert strip.text("model") == expected.model_name
    assert strip.text("hardware") == expected.hardware_label
    assert strip.text("days") == fmt.duration_range(
        expected.time.train_seconds_optimistic, expected.time.train_seconds_conservative
    )
    # the band is the P10–P90 of the odds (issue 35), said once under time, energy and cost
    quantiles = expected.train_seconds_quantiles
    assert quantiles is not None and expected.time.train_seconds_optimistic == quantiles.p10
    assert strip.band.text() == "P10–P90 from the planner's measured errors"
    assert strip.captions["energy"].text() == "Energy"
    # seed 000: Llama 3.1 8B on 8x H200 NVL, 10 B tokens: ≈ 2.1 days at 40 % MFU, 318 kWh
    # (the idealised trainer of the source documents: the reference framework)
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        window.store.update(framework="reference")
    reference = window.store.results[0]
    assert reference.time.train_seconds / 86_400 == pytest.approx(2.1, abs=0.05)
    assert reference.energy.energy_kwh == pytest.approx(318, abs=0.5)
    # energy is a band like time: the kWh at the P10 and the P90 of the time
    q = reference.train_seconds_quantiles
    assert q is not None
    assert strip.text("days") == fmt.duration_range(q.p10, q.p90)
    per_second = reference.energy.energy_kwh / reference.time.train_seconds
    assert strip.text("energy") == energy_range((per_second * q.p10, per_second * q.p90))
    assert strip.captions["cost"].text() == "Electricity cost"


def test_changing_model_method_and_gpu_updates_the_strip(qtbot, make_window) -> None:
    window = make_window()
    tab = window.model_tab
    strip = window.summary

    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        tab.picker.select_model("llama-3.1-70b")
    assert strip.text("model") == "Llama 3.1 70B"
    days_full = strip.text("days")

    combo = tab.training.method
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        combo.setCurrentIndex(combo.findData("lora"))
    assert window.store.scenario.method == "lora"
    assert strip.text("method").startswith("LoRA")
    assert strip.text("days") != days_full  # LoRA ≈ 2/3 of the full fine-tune time

    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        tab.hardware.set_gpu("rtx-4090", 1)
    assert window.store.scenario.hardware == Hardware(gpu="rtx-4090", count=1)
    assert "4090" in strip.text("hardware")
    assert "does not fit" in strip.text("fits")  # 70B LoRA in bf16 on one 24 GB card
    # the core's caveats about this plan are shown under the strip
    warnings = window.store.result.warning_details
    assert warnings
    # worded by the presentation in the display unit (GiB by default)
    texts = [warning_text(w) for w in warnings]
    assert strip.warning_lines() == texts
    assert strip.all_warnings.text() == "\n".join(f"⚠ {w}" for w in texts)
    assert "GiB" in strip.all_warnings.text()
    assert strip.warnings.isVisibleTo(window)


def test_gpu_combo_drives_the_hardware(qtbot, make_window) -> None:
    window = make_window()
    form = window.model_tab.hardware
    form.gpu_radio.setChecked(True)
    index = form.gpu_combo.findData("h100-sxm")
    form.gpu_combo.setCurrentIndex(index)
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        form.gpu_combo.activated.emit(index)
    assert window.store.scenario.hardware.gpu == "h100-sxm"
    assert "H100" in window.summary.text("hardware")


def test_saved_scenario_reopens_identical(qtbot, make_window, tmp_path, settings) -> None:
    window = make_window()
    window.model_tab.picker.select_model("qwen2.5-32b")
    window.store.update(epochs=2.0, seq_len=4096, candidates=[Hardware(server="hgx-8x-h100")])
    window.model_tab.hardware.add_custom_gpu(
        window.model_tab.hardware.gpu_dialog().model.model_validate(
            default_gpu() | {"id": "quote-gpu", "name": "Quoted GPU", "source": "quote 2025-01"}
        )
    )
    saved = window.store.scenario
    path = tmp_path / "plan.json"
    assert window.save_scenario(path)
    assert json.loads(path.read_text())["schema_version"] == 1

    other = make_window(restore_last=False)
    assert other.store.scenario != saved
    assert other.open_scenario(path)
    assert other.store.scenario == saved
    assert other.windowTitle().startswith("plan.json")
    assert path.resolve() in settings.recent_files()


def test_corrupt_scenario_file_gives_a_message_not_a_crash(
    qtbot, make_window, tmp_path, message_boxes
) -> None:
    window = make_window()
    before = window.store.scenario
    broken = tmp_path / "broken.json"
    broken.write_text(
        '{"schema_version": 1, "model": "llama-3.1-8b", "seq_len": -5', encoding="utf-8"
    )
    assert not window.open_scenario(broken)
    invalid = tmp_path / "invalid.json"
    invalid.write_text(
        json.dumps({"schema_version": 1, "hardware": {"gpu": "h100-sxm", "count": 0}})
    )
    assert not window.open_scenario(invalid)
    assert len(message_boxes) == 2
    assert "broken.json" in message_boxes[0][0]
    assert "count" in message_boxes[1][1]
    assert window.store.scenario == before


def test_every_bundled_example_opens(qtbot, make_window, message_boxes) -> None:
    window = make_window()
    examples = sorted(resource_path("examples").glob("*.json"))
    assert examples
    for path in examples:
        assert window.open_scenario(path), message_boxes
        assert window.store.scenario == load_scenario(path)
        assert window.summary.text("model") != "–"


def test_german_translation_loads_and_switches_live(qtbot, make_window, settings) -> None:
    window = make_window()
    assert window.tabs.tabText(1) == "Mo&del && hardware"
    window.apply_preferences(window.preferences.model_copy(update={"language": "de"}))
    assert window.tabs.tabText(1) == "Modell && Hard&ware"
    assert window.menuBar().actions()[0].text() == "&Datei"
    assert window.summary.text("model") == "Llama 3.1 8B"
    assert window.summary.text("tokens") == "10,0 Mrd. Token"
    assert settings.preferences().language == "de"
    # a fresh window (next start) comes up in German
    again = make_window(restore_last=False)
    assert again.tabs.tabText(0) == "&Korpus"


def test_preferences_reach_the_scenario_and_persist(qtbot, make_window, settings) -> None:
    window = make_window()
    preferences = window.preferences.model_copy(
        update={"electricity_price_per_kwh": 0.40, "currency": "USD", "memory_unit": "GiB"}
    )
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        window.apply_preferences(preferences)
    assert window.store.scenario.costs.electricity_price_per_kwh == 0.40
    assert window.summary.text("cost").startswith("$")
    assert fmt.memory_unit() == "GiB"
    assert AppSettings(Path(settings.file_name)).preferences() == preferences


def test_last_scenario_and_geometry_come_back(qtbot, make_window, tmp_path) -> None:
    window = make_window()
    window.model_tab.picker.select_model("mixtral-8x7b")
    window.store.update(micro_batch=2)
    window.resize(700, 500)  # inside the offscreen screen (800x600): restore clamps to it
    window.tabs.setCurrentIndex(1)
    scenario = window.store.scenario
    assert window.save_scenario(tmp_path / "last.json")  # unsaved changes asked, see below
    window.close()
    reopened = make_window()
    assert reopened.store.scenario == scenario
    assert reopened.tabs.currentIndex() == 1
    assert (reopened.size().width(), reopened.size().height()) == (700, 500)


def test_plan_warnings_follow_the_language(qtbot, make_window) -> None:
    window = make_window()
    strip = window.summary
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        window.model_tab.hardware.set_gpu("rtx-4090", 1)  # 8B full fine-tune: far too big
    codes = [w.code for w in window.store.result.warning_details]
    assert "does_not_fit" in codes and "no_server_cpu_zero" in codes
    assert "Does not fit:" in strip.warnings.text()
    window.apply_preferences(window.preferences.model_copy(update={"language": "de"}))
    german = window.summary.all_warnings.text()
    assert "Passt nicht:" in german
    assert "Kein Server angegeben" in german
    needed = window.store.result.memory.memory_per_gpu_gb.total
    assert fmt.size_gb(needed) in german and "," in fmt.size_gb(needed)  # German decimals


def test_the_status_bar_names_a_rejected_field_by_its_label(qtbot, make_window) -> None:
    """Issue 22: a GPU count of 0 showed the internal key "hardware.count" in the status bar."""
    window = make_window(restore_last=False)
    window.store.update(hardware=Hardware(gpu="h100-sxm", count=2))
    count = window.model_tab.hardware.count
    assert count.set_text("0") == "must be ≥ 1"
    assert window.statusBar().currentMessage() == "GPU count: must be ≥ 1"
    window.apply_preferences(window.preferences.model_copy(update={"language": "de"}))
    count.set_text("0")
    message = window.statusBar().currentMessage()
    assert message.startswith("GPU-Anzahl: ") and "hardware" not in message
    window.store.update(seq_len=0)  # a field of FIELDS: its label there
    assert window.statusBar().currentMessage().startswith("Sequenzlänge: ")
