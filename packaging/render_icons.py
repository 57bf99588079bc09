"""Render the application icon (resources/icons/llmplan.svg) to PNG, ICO and ICNS.

Run after editing the SVG: ``python packaging/render_icons.py``. Each PNG is rendered from
the vector at its own size (sharper than scaling one big bitmap down); the ICO (Windows) and
ICNS (macOS) are assembled from those PNGs with Pillow. The outputs are committed, so a build
needs neither this script nor QtSvg.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ICONS_DIR = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG_PATH = ICONS_DIR / "llmplan.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # 256 is the largest size an ICO holds
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)  # 1024 = 512 on Retina screens


def png_path(size: int, icons_dir: Path = ICONS_DIR) -> Path:
    """Where the PNG of one size lives, e.g. ``llmplan-256.png``."""
    return icons_dir / f"llmplan-{size}.png"


def render_png(svg: Path, size: int, target: Path) -> None:
    """Render the SVG to a square PNG of `size` pixels with a transparent background."""
    # Imported here so that importing this module (e.g. for the constants) needs no Qt.
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"not a valid SVG: {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    if not image.save(str(target)):  # format from the .png suffix
        raise OSError(f"could not write {target}")


def write_ico_and_icns(icons_dir: Path = ICONS_DIR) -> tuple[Path, Path]:
    """Assemble llmplan.ico and llmplan.icns from the per-size PNGs (1024 rendered aside)."""
    from PIL import Image

    with tempfile.TemporaryDirectory() as scratch:
        retina = Path(scratch) / "1024.png"
        render_png(icons_dir / SVG_PATH.name, 1024, retina)
        with Image.open(retina) as image:
            images = {1024: image.convert("RGBA")}
    for size in PNG_SIZES:
        with Image.open(png_path(size, icons_dir)) as image:
            images[size] = image.convert("RGBA")

    def load(size: int) -> Image.Image:
        return images[size]

    ico = icons_dir / "llmplan.ico"
    largest = load(max(ICO_SIZES))
    largest.save(
        ico,
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[load(s) for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    icns = icons_dir / "llmplan.icns"
    biggest = load(max(ICNS_SIZES))
    biggest.save(
        icns,
        format="ICNS",
        append_images=[load(s) for s in ICNS_SIZES if s != max(ICNS_SIZES)],
    )
    return ico, icns


def main() -> int:
    for size in PNG_SIZES:
        render_png(SVG_PATH, size, png_path(size))
    ico, icns = write_ico_and_icns()
    for path in [*(png_path(s) for s in PNG_SIZES), ico, icns]:
        print(f"{path.relative_to(ICONS_DIR.parents[1])}  {path.stat().st_size:>8} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
