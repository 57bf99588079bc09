"""The Linux bundle's cut-down ICU data (packaging/icu_data.py): the same collation as
Qt's full data, at an eighth of the size; the format read and written back intact."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import PySide6
import pytest

import icu_data

ICU_LIBRARY = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"), None)
pytestmark = pytest.mark.skipif(
    ICU_LIBRARY is None or shutil.which("readelf") is None or shutil.which("gcc") is None,
    reason="PySide6 with its own ICU (Linux wheels), binutils and gcc",
)

# What Qt's own file dialog does with names: QCollator in German, numbers as numbers
PROBE = """
import sys
from PySide6.QtCore import QCollator, QLocale, qInstallMessageHandler
from PySide6.QtWidgets import QApplication
messages = []
qInstallMessageHandler(lambda kind, context, text: messages.append(text))
app = QApplication([])
collator = QCollator(QLocale("de_DE"))
collator.setNumericMode(True)
names = ["Zebra.txt", "Äpfel.txt", "apfel.txt", "Datei10.txt", "Datei2.txt", "Öl.pdf", "Ol.pdf"]
print("|".join(sorted(names, key=collator.sortKey)))
print(QLocale("tr_TR").toUpper("istanbul"), QLocale("de_DE").toUpper("straße"))
print("collator:", [m for m in messages if "collator" in m.lower()])
"""


def run_probe(preload: Path | None) -> list[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if preload is not None:  # its soname is libicudata.so.73: libicuuc takes it
        env["LD_PRELOAD"] = str(preload)
    result = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=True
    )
    return result.stdout.splitlines()


def test_the_data_reads_back_item_for_item() -> None:
    assert ICU_LIBRARY is not None
    full = icu_data.read(ICU_LIBRARY)
    assert len(full.items) > 1000
    assert icu_data.parse(icu_data.serialize(full), full.symbol).items == full.items
    names = [name for name, _data in full.items]
    assert names == sorted(names)  # ICU finds items by binary search


def test_only_what_qt_uses_is_kept() -> None:
    assert icu_data.needed("icudt73l/coll/de.res")
    assert icu_data.needed("icudt73l/ucase.icu") and icu_data.needed("icudt73l/nfc.nrm")
    assert icu_data.needed("icudt73l/root.res") and icu_data.needed("icudt73l/res_index.res")
    assert not icu_data.needed("icudt73l/ibm-1252_P100-2000.cnv")  # converters
    assert not icu_data.needed("icudt73l/brkitr/cjdict.dict")  # break dictionaries
    assert not icu_data.needed("icudt73l/lang/de.res")  # language names
    assert not icu_data.needed("icudt73l/de.res")  # locale data Qt has itself


def test_the_smaller_data_sorts_as_the_full_data(tmp_path: Path) -> None:
    assert ICU_LIBRARY is not None
    smaller = icu_data.smaller_icu_data(ICU_LIBRARY, tmp_path)
    assert smaller is not None and smaller.name == ICU_LIBRARY.name
    assert smaller.stat().st_size < ICU_LIBRARY.stat().st_size / 5
    full = run_probe(None)
    assert full[0].split("|")[:3] == ["apfel.txt", "Äpfel.txt", "Datei2.txt"]
    assert run_probe(smaller) == full
    # and the probe would tell: ICU's empty stub data breaks the collator
    stub = icu_data.CommonData(icu_data.read(ICU_LIBRARY).symbol, icu_data.read(smaller).header, ())
    empty = icu_data.write_library(stub, tmp_path / "empty" / ICU_LIBRARY.name, ICU_LIBRARY.name)
    broken = run_probe(empty)
    assert broken != full and "collator: []" not in broken
