"""The domain-tokenizer what-if on a real folder: held-out tokens per word, time, memory.

    python benchmarks/domain_tokenizer.py FOLDER [--vocab 32000] [--sample 64MiB]
        [--model llama-3.1] [--seed 0]

The folder's readable files are shuffled (seeded) and split in half: a BPE tokenizer is
trained on the first half (`train_domain_tokenizer`, the code behind `llmplan corpus
--train-tokenizer`), then the second half is scanned with the saved tokenizer.json and the
model's tokenizer together. Printed: the training text, the wall time of training, the peak
resident memory of this process and of the trainer's, tokens per word of both tokenizers on
the training text and on the held-out half, their ratio, and seed 002's rule of 1.4 tokens
per word. Not a test: times depend on the machine.
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

from llmplan.commands.corpus import parse_size
from llmplan.corpus.domain_tokenizer import RULE_TOKENS_PER_WORD, train_domain_tokenizer
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.walk import is_known_unsupported, walk


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--vocab", type=int, default=32_000)
    parser.add_argument("--sample", default="64MiB")
    parser.add_argument("--model", default="llama-3.1")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    walked = walk([args.folder])
    files = [
        Path(path)
        for key, stratum in walked.strata.items()
        if not is_known_unsupported(key)
        for path in stratum.paths
    ]
    random.Random(args.seed).shuffle(files)
    train, held_out = files[: len(files) // 2], files[len(files) // 2 :]
    with tempfile.TemporaryDirectory() as out:
        started = time.monotonic()
        stats = train_domain_tokenizer(
            list(train), args.vocab, Path(out), args.model, max_bytes=parse_size(args.sample)
        )
        seconds = time.monotonic() - started
        peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        # the trainer runs in a child process: its own peak
        child_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        report = scan_corpus(list(held_out), ScanOptions(tokenizers=[stats.path, args.model]))
    domain, model = report.tokenizers[stats.path], report.tokenizers[args.model]
    print(f"folder: {args.folder} ({len(files):,} readable files; {len(train):,} to train on)")
    print(
        f"training text: {stats.sample_bytes / 2**20:,.1f} MiB from {stats.documents:,} "
        f"documents (cap {stats.sample_bytes_cap / 2**20:,.1f} MiB); "
        f"vocabulary {stats.vocab_size:,}"
    )
    print(
        f"training: {seconds:,.1f} s wall; peak RSS {peak_mib:,.0f} MiB here, "
        f"{child_mib:,.0f} MiB in the trainer's process"
    )
    print(f"{'tokens per word':<28}{'domain':>10}{args.model:>14}{'ratio':>8}")
    rows = [
        ("training text", stats.tokens_per_word, stats.model_tokens_per_word),
        (f"held out ({report.files_read:,} files)", domain.tokens_per_word, model.tokens_per_word),
    ]
    for name, ours, theirs in rows:
        print(f"{name:<28}{ours:>10.3f}{theirs:>14.3f}{ours / theirs:>8.3f}")
    print(f"seed 002's rule: at most {RULE_TOKENS_PER_WORD} tokens per word")
    return 0


if __name__ == "__main__":
    sys.exit(main())
