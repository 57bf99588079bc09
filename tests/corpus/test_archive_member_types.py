"""Issue 34, defect 1: a member of an archive is read, or left out, exactly as a file of the
same name and content would be on disk (a zip of PostScript images is not text)."""

from __future__ import annotations

import gzip
import io
import tarfile
import zipfile
from pathlib import Path

import fixture_docs as fd
import pytest

from llmplan.corpus.extract import SkipFile, extract_text

DATA = Path(__file__).parent.parent / "data" / "readers_a"
# Adobe Illustrator/PostScript from Apache Tika's test documents: 7-bit ASCII, so it "reads
# as text" by content, yet .ai and .eps files on disk are an unsupported type
POSTSCRIPT = (DATA / "testAI_PS.ai").read_bytes()


def _zip(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def test_postscript_on_disk_is_an_unsupported_type(tmp_path: Path) -> None:
    for name in ("figure.eps", "figure.ai"):
        (tmp_path / name).write_bytes(POSTSCRIPT)
        with pytest.raises(SkipFile, match="unsupported type"):
            extract_text(tmp_path / name)


def test_postscript_members_of_a_zip_are_left_out_as_on_disk(tmp_path: Path) -> None:
    archive = _zip(
        tmp_path / "figures.zip",
        {
            "img/figure1.eps": POSTSCRIPT,
            "img/figure2.ai": POSTSCRIPT,
            "notes.txt": fd.GERMAN.encode(),
        },
    )
    text = extract_text(archive).text
    assert text == fd.GERMAN
    assert "PS-Adobe" not in text and "procset" not in text


def test_a_zip_of_images_only_has_no_documents(tmp_path: Path) -> None:
    archive = _zip(tmp_path / "figures.zip", {"a.eps": POSTSCRIPT, "b.eps": POSTSCRIPT})
    with pytest.raises(SkipFile, match="no readable document"):
        extract_text(archive)


def test_tar_and_gzip_members_follow_the_same_rules(tmp_path: Path) -> None:
    payload = io.BytesIO()
    with tarfile.open(fileobj=payload, mode="w") as tar:
        for name, data in (("figure.eps", POSTSCRIPT), ("README", fd.GERMAN.encode())):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    (tmp_path / "a.tar").write_bytes(payload.getvalue())
    assert extract_text(tmp_path / "a.tar").text == fd.GERMAN
    # a gzip header naming the file it holds: figure.eps is not text
    packed = io.BytesIO()
    with gzip.GzipFile("figure.eps", "wb", fileobj=packed) as handle:
        handle.write(POSTSCRIPT)
    (tmp_path / "figure.eps.gz").write_bytes(packed.getvalue())
    with pytest.raises(SkipFile):
        extract_text(tmp_path / "figure.eps.gz")


def test_members_without_an_extension_are_sniffed_as_on_disk(tmp_path: Path) -> None:
    pdf = tmp_path / "a.pdf"
    pdf_text = fd.write_pdf(pdf, [["Rechnung Nummer zwölf"]])
    archive = _zip(
        tmp_path / "mixed.zip",
        {"scan": pdf.read_bytes(), "LIESMICH": fd.GERMAN.encode(), "blob": bytes(range(256))},
    )
    text = extract_text(archive).text
    assert pdf_text.split()[0] in text and fd.GERMAN in text
