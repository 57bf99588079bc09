"""Open the main window as a new user first sees it — the demo scenario with two candidates,
the bundled sample folder scanned, the advisor's answer on its tab — at its default size, in
each language given, and print what is cut on each tab, as JSON on the last line:
{"size": [w, h], "screen": [w, h], "scale": dpr, "cuts": {"<lang>/<tab>": [...]}}.

Run in a process of its own (`python tests/window_fit_run.py en de`): display scaling
(QT_SCALE_FACTOR, QT_FONT_DPI) is read once, when Qt starts."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from window_fit import cut_texts


def main(languages: list[str]) -> dict[str, object]:
    from llmplan.charts.application import ensure_application
    from llmplan.core.scenario import Hardware
    from llmplan.gui import app as gui_app
    from llmplan.gui.main_window import MainWindow
    from llmplan.gui.settings import AppSettings, Preferences
    from llmplan.gui.store import ScenarioStore
    from llmplan.presentation.recommend_words import set_in_app
    from llmplan.resources import resource_path

    app = ensure_application()
    set_in_app(True)
    cuts: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(Path(folder) / "llmplan.ini")
        settings.set_preferences(Preferences(language=languages[0]))
        scenario = gui_app.demo_scenario().model_copy(
            update={"candidates": [Hardware(server=s) for s in gui_app.DEMO_CANDIDATES]}
        )
        window = MainWindow(settings, store=ScenarioStore(scenario), restore_last=False)
        window.show()
        size = [window.width(), window.height()]
        window.corpus_tab.scan([resource_path("sample_corpus")])
        gui_app.wait_until(lambda: not window.corpus_tab.is_scanning(), 300)
        for language in languages:
            if language != window.preferences.language:
                window.apply_preferences(
                    window.preferences.model_copy(update={"language": language})
                )
            for index, key in enumerate(gui_app.TAB_KEYS):
                window.tabs.setCurrentIndex(index)
                if key == "recommend" and window.recommend_tab.advice is None:
                    window.recommend_tab.start_search()
                    window.recommend_tab.wait_for_search()
                for _ in range(5):
                    app.processEvents()
                cuts[f"{language}/{key}"] = cut_texts(window)
        screen = window.screen()
        result = {
            "size": size,
            "screen": [screen.availableGeometry().width(), screen.availableGeometry().height()],
            "scale": window.devicePixelRatio(),
            "cuts": cuts,
        }
        window.recommend_tab.shutdown()
        window.mark_saved()
        window.close()
    return result


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1:] or ["en", "de"])))
