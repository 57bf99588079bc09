"""What a person waits for, as they run it: whole `llmplan` processes with default options
(issue 37), this tree and, with `--base PATH`, another checkout side by side.

    python benchmarks/whole_process.py [--base PATH] [--base-python PY] [--rounds 3]
                                       [--mb 100] [--parts version,plan,window,sample,...]

Each figure is a fresh process, timed from outside from its start to its exit (the
interpreter's start, the imports, tokenizer loads, workers' start and the teardown
included), the median of `--rounds`, the trees alternating within every round; beside it
the CPU time of the process and its workers. Parts:
  version  `llmplan --version`                                     (goal <= 0.3 s)
  plan     `llmplan plan resources/examples/llama-3.1-8b-8x-h200-nvl.json`  (<= 0.6 s)
  window   the desktop app until its window is shown (offscreen Qt; the time from the
           process's start to the first turn of its event loop after `show`)  (<= 1.5 s)
  sample   `llmplan corpus resources/sample_corpus --json` (10 files)        (<= 1.5 s)
  text     `llmplan corpus DIR --json`: `--mb` of generated plain text (as
           `corpus_throughput.py` writes it), every default cleaning step on, workers
           forked; against fastokens' `encode_batch_flat` on the same texts in memory
           (this tree's interpreter, best of the rounds): MB/s and the ratio (goal >= 0.5)
  spawn    the same scan with LLMPLAN_START_METHOD=spawn (workers spawned, as on Windows
           and macOS)                                                (goal >= 0.5)
Every tree's sources are compiled to bytecode first (as an installed app has them; this
machine's PYTHONDONTWRITEBYTECODE would otherwise compile every module at every start).
The machine's load average is printed with the figures: on a shared machine read the ratios
between the trees, not the absolute times. Not a test.

Which figure answers which question: README, "Benchmarks".
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
EXAMPLE = ("resources", "examples", "llama-3.1-8b-8x-h200-nvl.json")
PARTS = ("version", "plan", "window", "sample", "text", "spawn")

# Run in the app's interpreter: the window until it is shown, then quit; prints the clock
# (time.time()) at the event loop's first turn, which the parent subtracts its own clock at
# the start from. (Not psutil's create_time: Linux derives it from the boot time in whole
# seconds, which put up to a second into every figure, the same on both trees.)
WINDOW_CHILD = """
import sys, time
import llmplan.gui.main_window as main_window
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
shown = main_window.MainWindow.show
def show_then_quit(self):
    shown(self)
    def quit():
        print(f"SHOWN {time.time():.6f}", flush=True)
        QApplication.quit()
    QTimer.singleShot(0, quit)
main_window.MainWindow.show = show_then_quit
from llmplan.commands.gui import open_window
sys.exit(open_window())
"""

# fastokens' own batch call on the texts in memory: the baseline of the text parts.
FASTOKENS_CHILD = """
import sys, time
from pathlib import Path
from llmplan.corpus.tokenizers import load_tokenizer
counter = load_tokenizer(sys.argv[1])
texts = [p.read_text(encoding="utf-8") for p in sorted(Path(sys.argv[2]).iterdir())]
seconds, tokens = [], 0
for _ in range(int(sys.argv[3])):
    start = time.perf_counter()
    _, offsets = counter.tokenizer.encode_batch_flat(texts, add_special_tokens=False)
    seconds.append(time.perf_counter() - start)
    tokens = int.from_bytes(offsets[-8:], "little")
print(f"FASTOKENS {seconds[0]:.4f} {min(seconds):.4f} {tokens}")
"""


@dataclass
class Tree:
    label: str
    root: Path
    python: str
    runs: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)

    def llmplan(self, *args: str) -> list[str]:
        return [self.python, "-m", "llmplan", *args]


def timed(
    command: list[str], cwd: Path, env: dict[str, str] | None = None
) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds of the process and its (waited-for) descendants, stdout."""
    before = os.times()
    start = time.perf_counter()
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    wall = time.perf_counter() - start
    after = os.times()
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    return wall, cpu, done.stdout


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "LLMPLAN_START_METHOD"}
    env.update(extra)
    return env


def run_part(part: str, tree: Tree, folder: Path | None, settings: Path) -> None:
    env = _env(XDG_CONFIG_HOME=str(settings), HOME=str(settings))
    if part == "version":
        wall, cpu, _ = timed(tree.llmplan("--version"), tree.root, env)
    elif part == "plan":
        wall, cpu, _ = timed(tree.llmplan("plan", str(Path(*EXAMPLE))), tree.root, env)
    elif part == "window":
        env.update(QT_QPA_PLATFORM="offscreen")
        started = time.time()
        _, cpu, out = timed([tree.python, "-c", WINDOW_CHILD], tree.root, env)
        wall = float(out.split("SHOWN ")[-1]) - started
    elif part == "sample":
        wall, cpu, _ = timed(
            tree.llmplan("corpus", "resources/sample_corpus", "--json"), tree.root, env
        )
    else:
        assert folder is not None
        if part == "spawn":
            env.update(LLMPLAN_START_METHOD="spawn")
        wall, cpu, out = timed(tree.llmplan("corpus", str(folder), "--json"), tree.root, env)
        tree.tokens[part] = int(json.loads(out)["tokens_counted"])
    tree.runs.setdefault(part, []).append((wall, cpu))


def median(runs: list[tuple[float, float]], index: int) -> float:
    return statistics.median(run[index] for run in runs)


def load_average() -> str:
    try:
        return " / ".join(f"{x:.1f}" for x in os.getloadavg())
    except (AttributeError, OSError):  # Windows
        return "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="another checkout, measured alternately")
    parser.add_argument("--base-python", help="its interpreter (default: BASE/.venv's)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--mb", type=float, default=100.0, help="plain text for text/spawn")
    parser.add_argument("--parts", default=",".join(PARTS), help=f"of {', '.join(PARTS)}")
    parser.add_argument("--tokenizer", default="llama-3.1", help="the scan's default")
    args = parser.parse_args()
    parts = [p for p in args.parts.split(",") if p]
    unknown = set(parts) - set(PARTS)
    if unknown:
        parser.error(f"unknown parts: {', '.join(sorted(unknown))}")

    trees = [Tree("this tree", HERE, sys.executable)]
    if args.base is not None:
        base = args.base.resolve()
        python = args.base_python or str(base / ".venv" / "bin" / "python")
        trees.append(Tree(f"base ({base})", base, python))
    for tree in trees:
        subprocess.run(
            [tree.python, "-m", "compileall", "-q", str(tree.root / "desktop")],
            check=True,
            stdout=subprocess.DEVNULL,
        )

    with tempfile.TemporaryDirectory() as tmp:
        folder = None
        megabytes = 0.0
        fastokens_first, fastokens_best, fastokens_tokens = None, None, None
        if {"text", "spawn"} & set(parts):
            sys.path.insert(0, str(HERE / "benchmarks"))
            from corpus_throughput import write_text_folder

            folder = Path(tmp) / "text"
            folder.mkdir()
            texts = write_text_folder(folder, args.mb)
            megabytes = sum(len(t.encode("utf-8")) for t in texts) / 1e6
            _, _, out = timed(
                [sys.executable, "-c", FASTOKENS_CHILD, args.tokenizer, str(folder), "3"], HERE
            )
            first, best, tokens = out.split("FASTOKENS ")[-1].split()
            fastokens_first, fastokens_best = float(first), float(best)
            fastokens_tokens = int(tokens)
        settings = Path(tmp) / "settings"
        settings.mkdir()
        print(f"load average before: {load_average()}; {os.cpu_count()} CPUs")
        for round_ in range(args.rounds):
            order = trees if round_ % 2 == 0 else list(reversed(trees))
            for part in parts:
                for tree in order:
                    run_part(part, tree, folder, settings)
        print(f"load average after: {load_average()}")

    print(f"\nwhole processes, median of {args.rounds} rounds: wall s (CPU s, process + workers)")
    header = " | ".join(tree.label for tree in trees)
    ratio_header = " | this / base" if len(trees) > 1 else ""
    print(f"| part | {header}{ratio_header} |")
    for part in parts:
        cells = [f"{median(t.runs[part], 0):.2f} ({median(t.runs[part], 1):.2f})" for t in trees]
        if len(trees) > 1:
            cells.append(f"{median(trees[0].runs[part], 0) / median(trees[1].runs[part], 0):.2f}")
        print(f"| {part} | {' | '.join(cells)} |")
    if fastokens_first is not None and fastokens_best is not None:
        # the first call is a fresh process's, as cold as a scan's workers; the later ones
        # find fastokens' caches warm (the generated text repeats its sentences)
        cold, warm = megabytes / fastokens_first, megabytes / fastokens_best
        print(
            f"\n{megabytes:.1f} MB of plain text; fastokens encode_batch_flat on the texts in "
            f"memory, all cores: {cold:.1f} MB/s its first call in a fresh process, "
            f"{warm:.1f} MB/s the best of three ({fastokens_tokens:,} tokens)"
        )
        for part in ("text", "spawn"):
            if part not in parts:
                continue
            for tree in trees:
                rate = megabytes / median(tree.runs[part], 0)
                print(
                    f"  {part:5s} {tree.label}: {rate:.1f} MB/s as a whole process: "
                    f"{rate / cold:.2f}x fastokens' first call, {rate / warm:.2f}x its best "
                    f"(goal >= 0.5); {tree.tokens[part]:,} tokens"
                )


if __name__ == "__main__":
    main()
