"""The application icon: one hand-drawn SVG, and the PNG/ICO/ICNS files rendered from it."""

from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from render_icons import ICNS_SIZES, ICO_SIZES, ICONS_DIR, PNG_SIZES, png_path, render_png

ICONS = ICONS_DIR


@pytest.mark.parametrize("size", PNG_SIZES)
def test_png_has_its_size_and_a_transparent_corner(size: int) -> None:
    with Image.open(png_path(size)) as image:
        assert image.size == (size, size)
        rgba = image.convert("RGBA")
    assert rgba.getpixel((0, 0))[3] == 0  # rounded tile: the corner is see-through
    assert rgba.getpixel((size // 2, size // 2))[3] == 255


@pytest.mark.parametrize("size", [16, 64, 256])
def test_committed_png_matches_a_fresh_render_of_the_svg(size: int, tmp_path: Path) -> None:
    fresh = tmp_path / f"{size}.png"
    render_png(ICONS / "llmplan.svg", size, fresh)
    with Image.open(fresh) as new, Image.open(png_path(size)) as committed:
        diff = ImageChops.difference(new.convert("RGBA"), committed.convert("RGBA"))
    # mean difference per channel, 0..255: stale PNGs after an SVG edit differ by far more
    assert max(ImageStat.Stat(diff).mean) < 2.0


def test_ico_holds_every_windows_size() -> None:
    with Image.open(ICONS / "llmplan.ico") as ico:
        assert ico.format == "ICO"
        assert set(ico.info["sizes"]) == {(s, s) for s in ICO_SIZES}


def test_icns_holds_the_macos_sizes() -> None:
    with Image.open(ICONS / "llmplan.icns") as icns:
        assert icns.format == "ICNS"
        assert icns.size == (max(ICNS_SIZES), max(ICNS_SIZES))
        # (points, points, scale): the pixel sizes macOS picks from, Retina included
        pixels = {w * scale for (w, _h, scale) in icns.info["sizes"]}
    assert {32, 64, 128, 256, 512} <= pixels
