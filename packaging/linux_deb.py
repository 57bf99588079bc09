"""Linux installers from the one-folder bundle: a .deb (dpkg-deb) and a .tar.gz.

The .deb installs the bundle under /opt/llmplan, a /usr/bin/llmplan symlink (the
PyInstaller bootloader resolves its real location, so a symlink is enough), a desktop entry
the hicolor icons, a MIME type for scenario files (double-click opens them) and the README
(what `llmplan plan --help` points to).
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

from version_meta import APP_NAME, REPO_ROOT, debian_version

LINUX_DIR = Path(__file__).resolve().parent / "linux"
ICONS_DIR = REPO_ROOT / "resources" / "icons"
README = REPO_ROOT / "README.md"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
INSTALL_PREFIX = Path("opt") / APP_NAME
# xz level 1: measured here 3x faster than the default level 6 on the bundle's libraries,
# and still about a quarter smaller than gzip -9.
DEB_COMPRESSION = ["-Zxz", "-z1"]


def debian_arch() -> str:
    """dpkg's name for this machine's architecture (amd64, arm64, ...)."""
    if shutil.which("dpkg"):
        out = subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


_GLIBC_VERSION = re.compile(r"\bGLIBC_(\d+(?:\.\d+)+)\b")


def required_glibc(root: Path) -> str:
    """The newest GLIBC_x.y symbol version any ELF file under `root` needs (readelf -V).

    The bundle carries libraries from the build machine, so it needs that machine's glibc
    or newer; the .deb says so instead of failing at start on an older system.
    """
    files = [str(p) for p in root.rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p)]
    versions: set[tuple[int, ...]] = set()
    for start in range(0, len(files), 100):
        out = subprocess.run(
            ["readelf", "-V", "-W", *files[start : start + 100]],
            capture_output=True,
            text=True,
            check=False,
        ).stdout
        versions.update(tuple(int(n) for n in v.split(".")) for v in _GLIBC_VERSION.findall(out))
    if not versions:
        raise ValueError(f"no ELF file under {root} names a glibc version")
    return ".".join(str(n) for n in max(versions))


def _is_elf(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def _tree_size_kib(root: Path) -> int:
    total = 0
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            path = Path(dirpath) / name
            if not path.is_symlink():
                total += path.stat().st_size
    return (total + 1023) // 1024


def stage_deb_tree(bundle: Path, staging: Path, version: str, arch: str) -> Path:
    """Lay out the package's file system under `staging` (removed first if present)."""
    if staging.exists():
        shutil.rmtree(staging)
    shutil.copytree(bundle, staging / INSTALL_PREFIX, symlinks=True)
    bin_dir = staging / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / APP_NAME).symlink_to(Path("/") / INSTALL_PREFIX / APP_NAME)
    apps = staging / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(LINUX_DIR / "llmplan.desktop", apps / f"{APP_NAME}.desktop")
    mime = staging / "usr" / "share" / "mime" / "packages"
    mime.mkdir(parents=True)
    shutil.copy2(LINUX_DIR / "llmplan-mime.xml", mime / f"{APP_NAME}.xml")
    hicolor = staging / "usr" / "share" / "icons" / "hicolor"
    for size in ICON_SIZES:
        target = hicolor / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copy2(ICONS_DIR / f"llmplan-{size}.png", target / f"{APP_NAME}.png")
    (hicolor / "scalable" / "apps").mkdir(parents=True)
    shutil.copy2(ICONS_DIR / "llmplan.svg", hicolor / "scalable" / "apps" / f"{APP_NAME}.svg")
    doc = staging / "usr" / "share" / "doc" / APP_NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "LLM Training Planner. Bundled third-party licences (Python, Qt/PySide6 LGPL-3.0,\n"
        "tokenizer files) are under /opt/llmplan/_internal/ and its resources/tokenizers/.\n",
        encoding="utf-8",
    )
    shutil.copy2(README, doc / "README.md")

    debian = staging / "DEBIAN"
    debian.mkdir()
    control = (LINUX_DIR / "control.in").read_text(encoding="utf-8")
    control = (
        control.replace("@VERSION@", debian_version(version))
        .replace("@ARCH@", arch)
        .replace("@INSTALLED_SIZE_KIB@", str(_tree_size_kib(staging)))
        .replace("@MIN_GLIBC@", required_glibc(staging / INSTALL_PREFIX))
    )
    (debian / "control").write_text(control, encoding="utf-8")
    for script in ("postinst", "postrm"):
        shutil.copy2(LINUX_DIR / script, debian / script)
        (debian / script).chmod(0o755)
    # dpkg-deb insists on sane modes for the control folder and rejects group-writable ones.
    for dirpath, dirnames, _files in os.walk(staging):
        for name in dirnames:
            (Path(dirpath) / name).chmod(0o755)
    staging.chmod(0o755)
    return staging


def build_deb(bundle: Path, out_dir: Path, work_dir: Path, version: str) -> Path:
    """Build ``<out_dir>/llmplan_<version>_<arch>.deb`` from the one-folder bundle."""
    arch = debian_arch()
    deb_version = debian_version(version)
    staging = stage_deb_tree(bundle, work_dir / f"{APP_NAME}_{deb_version}_{arch}", version, arch)
    target = out_dir / f"{APP_NAME}_{deb_version}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", *DEB_COMPRESSION, "--build", str(staging), str(target)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    shutil.rmtree(staging)
    return target


def build_tarball(bundle: Path, out_dir: Path, version: str) -> Path:
    """``llmplan-<version>-linux-<machine>.tar.gz`` holding the folder ``llmplan/`` (with the
    README beside the launcher)."""
    target = out_dir / f"{APP_NAME}-{version}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=APP_NAME)
        if not (bundle / "README.md").exists():
            tar.add(README, arcname=f"{APP_NAME}/README.md")
    return target
