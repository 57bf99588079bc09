#!/usr/bin/env bash
# Wrap the PyInstaller .app in a compressed disk image with an /Applications shortcut.
# Usage: packaging/macos/make_dmg.sh "dist/LLM Training Planner.app" dist/llmplan-0.1.0-macos.dmg
# Called by packaging/build.py on macOS; needs hdiutil (part of macOS).
set -euo pipefail
app=$1
dmg=$2
name="LLM Training Planner"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "$name" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg" >/dev/null
echo "$dmg"
