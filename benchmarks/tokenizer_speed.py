"""Tokenizer throughput: MB/s per bundled tokenizer, HF encode_batch_fast vs llmplan's counter.

    python benchmarks/tokenizer_speed.py [--mb 2] [--ids llama-3.1,qwen3] [--text-dir DIR]

Text: generated German and English prose (seeded), or the *.txt/*.md files of --text-dir.
Columns: load = cold load of the counter; hf = HF ``encode_batch_fast`` (library's own
threads) where the format is tokenizer.json; counter = ``load_tokenizer(id).count_batch``
(the engine the scanner uses: tiktoken fast path, tekken, sentencepiece or HF), one call per
batch of documents; equal = both give the same total.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

from tokenizers import Tokenizer

from llmplan.corpus.tokenizer_engines import read_tokenizer_bytes
from llmplan.corpus.tokenizers import (
    available_tokenizers,
    clear_tokenizer_cache,
    load_tokenizer,
    tokenizer_file,
)

GERMAN_PROSE = (
    "Die Ausbildung eines Sprachmodells auf eigenen Dokumenten erfordert eine sorgfältige "
    "Planung der Rechenleistung, des Speichers und der Energie. Größere Modelle benötigen "
    "mehr Grafikspeicher; für das vollständige Feintuning rechnet man mit sechzehn Byte je "
    "Parameter. Außerdem müssen die Trainingsdaten bereinigt, dedupliziert und tokenisiert "
    "werden, bevor überhaupt ein einziger Schritt auf der Grafikkarte läuft. Übermäßig lange "
    "Sequenzen erhöhen den Aktivierungsspeicher, während Gradienten-Checkpointing ihn senkt."
)
ENGLISH_PROSE = (
    "Training a language model on a company's own documents requires careful planning of "
    "compute, memory and energy. Larger models need more GPU memory; a full fine-tune with "
    "mixed-precision AdamW takes about sixteen bytes per parameter. The training data must "
    "be cleaned, deduplicated and tokenized before a single step runs on the accelerator. "
    "Long sequences increase activation memory, while gradient checkpointing reduces it."
)
GERMAN = GERMAN_PROSE.split(" ")
ENGLISH = ENGLISH_PROSE.split(" ")


def generated_documents(megabytes: float, seed: int = 0) -> list[str]:
    """German and English documents of 2-40 KB, shuffled words, numbers and paragraphs."""
    rng = random.Random(seed)
    docs: list[str] = []
    total = 0
    while total < megabytes * 1e6:
        words = GERMAN if len(docs) % 2 == 0 else ENGLISH
        parts: list[str] = []
        for _ in range(rng.randint(50, 1000)):
            parts.append(rng.choice(words))
            if rng.random() < 0.03:
                parts.append(f"{rng.randint(1, 99_999):,}".replace(",", "."))
            if rng.random() < 0.02:
                parts.append("\n\n")
        doc = " ".join(parts)
        docs.append(doc)
        total += len(doc.encode("utf-8"))
    return docs


def documents_from(folder: Path) -> list[str]:
    files = sorted(p for p in folder.rglob("*") if p.suffix in {".txt", ".md"} and p.is_file())
    return [p.read_text("utf-8", errors="replace") for p in files]


def _mb_per_s(nbytes: int, seconds: float) -> float:
    return nbytes / 1e6 / seconds if seconds > 0 else float("inf")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=2.0, help="generated text size")
    parser.add_argument("--ids", default="", help="comma-separated ids (default: all)")
    parser.add_argument("--text-dir", type=Path, help="use these *.txt/*.md files instead")
    args = parser.parse_args()
    docs = documents_from(args.text_dir) if args.text_dir else generated_documents(args.mb)
    nbytes = sum(len(d.encode("utf-8")) for d in docs)
    wanted = {i for i in args.ids.split(",") if i}
    print(f"{len(docs)} documents, {nbytes / 1e6:.2f} MB, {os.cpu_count()} CPUs")
    print(
        f"{'id':15s} {'engine':22s} {'load s':>7s} {'hf MB/s':>8s} {'counter MB/s':>12s} "
        f"{'tokens':>10s} equal"
    )
    for info in available_tokenizers():
        if wanted and info.id not in wanted:
            continue
        clear_tokenizer_cache()
        start = time.perf_counter()
        counter = load_tokenizer(info.id)
        load_s = time.perf_counter() - start
        start = time.perf_counter()
        tokens = sum(counter.count_batch(docs))
        counter_rate = _mb_per_s(nbytes, time.perf_counter() - start)
        hf_rate, equal = float("nan"), "-"
        if info.format == "hf-json":
            hf = Tokenizer.from_str(read_tokenizer_bytes(tokenizer_file(info.id)).decode())
            start = time.perf_counter()
            encodings = hf.encode_batch_fast(docs, add_special_tokens=False)
            hf_rate = _mb_per_s(nbytes, time.perf_counter() - start)
            equal = "yes" if sum(len(e.ids) for e in encodings) == tokens else "NO"
        print(
            f"{info.id:15s} {type(counter).__name__:22s} {load_s:7.2f} {hf_rate:8.2f} "
            f"{counter_rate:12.2f} {tokens:10d} {equal}"
        )


if __name__ == "__main__":
    main()
