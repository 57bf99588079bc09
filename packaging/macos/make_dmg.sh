#!/usr/bin/env bash
# Wrap the PyInstaller .app in a compressed disk image with an /Applications shortcut.
# Usage: packaging/macos/make_dmg.sh "dist/LLM Training Planner.app" dist/llmplan-0.1.0-macos-arm64.dmg
# Called by packaging/build.py on macOS; needs hdiutil and codesign (part of macOS).
#
# Signing (optional): with MACOS_SIGN_IDENTITY (a "Developer ID Application: ..." identity in
# the keychain) the app is signed with the hardened runtime (entitlements.plist) before it
# goes into the image, and the image after; with NOTARY_APPLE_ID, NOTARY_TEAM_ID and
# NOTARY_PASSWORD (an app-specific password) as well, the image is notarized by Apple and
# the ticket stapled to it. Without them the image is unsigned: Gatekeeper then asks the
# user to confirm the first start (README, "Installing on Windows and macOS").
set -euo pipefail
app=$1
dmg=$2
here=$(cd "$(dirname "$0")" && pwd)
name="LLM Training Planner"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  # --deep signs the Python extensions and Qt frameworks inside, innermost first
  codesign --force --deep --timestamp --options runtime \
    --entitlements "$here/entitlements.plist" --sign "$MACOS_SIGN_IDENTITY" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
fi

# ditto keeps the bundle's symlinks, extended attributes and signatures as they are
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
# hdiutil fails now and then with "Resource busy" on CI runners: try a few times
for attempt in 1 2 3 4 5; do
  if hdiutil create -volname "$name" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg" \
    >/dev/null; then
    break
  fi
  [ "$attempt" -lt 5 ] || exit 1
  echo "hdiutil create failed ($attempt of 5), again in 5 s" >&2
  sleep 5
done
hdiutil verify "$dmg" >/dev/null

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$dmg"
  if [ -n "${NOTARY_APPLE_ID:-}" ] && [ -n "${NOTARY_TEAM_ID:-}" ] && [ -n "${NOTARY_PASSWORD:-}" ]; then
    xcrun notarytool submit "$dmg" --wait --apple-id "$NOTARY_APPLE_ID" \
      --team-id "$NOTARY_TEAM_ID" --password "$NOTARY_PASSWORD"
    xcrun stapler staple "$dmg"
  fi
fi
echo "$dmg"
