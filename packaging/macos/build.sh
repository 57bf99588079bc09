#!/usr/bin/env bash
# Build the macOS app and its disk image: `bash packaging/macos/build.sh`, on macOS 11 or later
# (a GitHub runner: macos-14, Apple silicon). Leaves dist/LLM Training Planner.app and
# dist/llmplan-<version>-macos-<arch>.dmg, and prints each step's time.
#
# A virtual environment of the Python 3.11 on PATH (or $PYTHON) in build/macos/venv, the app
# installed there (pip compiles the two C extensions with Apple's clang), then
# packaging/build.py: PyInstaller's .app, and make_dmg.sh, which signs and notarizes it when
# the credentials are set (see make_dmg.sh) and leaves it unsigned otherwise.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
if [ "$(uname -s)" != Darwin ]; then
  echo "packaging/macos/build.sh builds on macOS only (hdiutil, codesign)" >&2
  exit 2
fi
VENV=$ROOT/build/macos/venv

# shellcheck source=packaging/step.sh
. "$ROOT/packaging/step.sh"

environment() {
  [ -x "$VENV/bin/python" ] || "${PYTHON:-python3}" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip
  "$VENV/bin/python" -m pip install -q -e ".[package]"
}

app_and_dmg() {
  "$VENV/bin/python" packaging/build.py
}

step "Python environment and the app" environment
step ".app and .dmg" app_and_dmg
