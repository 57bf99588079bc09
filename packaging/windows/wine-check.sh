#!/usr/bin/env bash
# The Windows app, checked under Wine as a Windows user would meet it (.ci/run runs this):
#   bash packaging/windows/wine-check.sh
# 1. builds the bundle and the installer (build.sh; a zlib installer unless
#    LLMPLAN_NSIS_COMPRESSOR says otherwise: six times faster to build than LZMA);
# 2. installs it silently (/S) and checks the files, the Start-menu entry and the registry
#    keys (uninstall entry, scenario file type) are where a per-user install puts them;
# 3. runs the installed llmplan-cli.exe --self-test (the window and every tab, the bundled
#    tokenizers, a scan in worker processes, every example plan, the PDF report) and checks
#    it runs the cross-built C extensions;
# 4. scans a folder with spaces and umlauts in its path, and one under a path longer than 260
#    characters, with llmplan-cli.exe corpus --json --workers 2, and compares each report
#    (token counts, skip list with reasons, everything) with the Linux scan of the folder;
# 5. uninstalls silently and checks that the folder, the shortcut and the keys are gone.
# The Linux scan is `llmplan` on PATH (or $LLMPLAN_LINUX_CLI). Prints each phase's time;
# exits non-zero at the first failure. A Wine process that hangs is ended after a limit.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$ROOT"
export LLMPLAN_NSIS_COMPRESSOR=${LLMPLAN_NSIS_COMPRESSOR:-zlib}
LINUX_CLI=${LLMPLAN_LINUX_CLI:-llmplan}
CHECK=$ROOT/build/windows/check
STARTED=$SECONDS

# shellcheck source=packaging/step.sh
. "$ROOT/packaging/step.sh"

fail() {
  echo "wine-check: $*" >&2
  exit 1
}

phase_build() {
  bash "$HERE/build.sh"
}

# shellcheck source=packaging/windows/wine-env.sh
. "$HERE/wine-env.sh"
VERSION=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' desktop/llmplan/__init__.py)
INSTALLER=$ROOT/dist/windows/LLMPlan-Setup-$VERSION.exe
APP_DIR=$(wine_installed_dir)
SHORTCUT="$WINEPREFIX/drive_c/users/$(wine_user)/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/LLM Training Planner.lnk"
UNINSTALL_KEY='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\LLMPlan'
REGISTRY_KEYS=(
  "$UNINSTALL_KEY"
  'HKCU\Software\Classes\LLMPlan.Scenario\shell\open\command'
  'HKCU\Software\Classes\Applications\llmplan.exe\SupportedTypes'
)

# Run a Windows program for at most $1 seconds: past that, every process in the prefix is
# ended (a hung Windows process keeps the output pipe open, so `timeout` alone would not do).
limited() {
  local seconds=$1
  shift
  (
    sleep "$seconds" &
    trap 'kill $! 2>/dev/null; exit 0' TERM
    wait $! && echo "wine-check: over ${seconds} s, ending Wine" >&2 && "$WINESERVER" -k
  ) &
  local watchdog=$! status=0
  "$@" || status=$?
  kill "$watchdog" 2>/dev/null || true
  wait "$watchdog" 2>/dev/null || true
  return "$status"
}

registry_has() { # key [value]
  local arguments=(reg query "$1")
  [ $# -lt 2 ] || arguments+=(/v "$2")
  wine_run "${arguments[@]}" >/dev/null 2>&1
}

phase_install() {
  [ -f "$INSTALLER" ] || fail "no installer at $INSTALLER"
  rm -rf "$APP_DIR"
  limited 300 wine_run "$INSTALLER" /S || fail "the silent install failed"
  "$WINESERVER" -w
  local file
  for file in llmplan.exe llmplan-cli.exe uninstall.exe _internal/python311.dll; do
    [ -f "$APP_DIR/$file" ] || fail "not installed: $APP_DIR/$file"
  done
  [ -f "$SHORTCUT" ] || fail "no Start-menu entry: $SHORTCUT"
  local key
  for key in "${REGISTRY_KEYS[@]}"; do
    registry_has "$key" || fail "registry key missing after install: $key"
  done
  registry_has 'HKCU\Software\Classes\.json\OpenWithProgids' LLMPlan.Scenario ||
    fail ".json files do not offer the app in Open with"
  echo "    installed in $APP_DIR ($(du -sh "$APP_DIR" | cut -f1)), Start menu, registry"
}

phase_self_test() {
  local log=$CHECK/self-test.log
  mkdir -p "$CHECK"
  limited 600 bash "$HERE/wine-run.sh" --self-test >"$log" 2>&1 || {
    cat "$log"
    fail "the installed app's self-test failed"
  }
  grep -E '^(OK|FAIL)' "$log" | sed 's/^/    /'
  tail -1 "$log" | sed 's/^/    /'
  grep -q '^OK  *C extensions .*native: corpus._read_native, corpus.cleaning._native' "$log" ||
    fail "the installed app does not run the cross-built C extensions"
}

phase_scans() {
  mkdir -p "$CHECK"
  local folders folder name status=0
  mapfile -t folders < <(python3 "$HERE/check_corpus.py" "$CHECK/folders")
  for folder in "${folders[@]}"; do
    name=$([ ${#folder} -gt 260 ] && echo long-path || echo spaces-umlauts)
    echo "    $name: ${#folder} characters: $folder"
    "$LINUX_CLI" corpus "$folder" --json --workers 2 >"$CHECK/$name-linux.json" ||
      fail "the Linux scan of $folder failed"
    limited 300 bash "$HERE/wine-run.sh" corpus "$folder" --json --workers 2 \
      >"$CHECK/$name-windows.json" || fail "the Windows scan of $folder failed"
    python3 "$HERE/compare_scans.py" "$CHECK/$name-linux.json" "$CHECK/$name-windows.json" ||
      status=1
  done
  [ $status -eq 0 ] || fail "the Windows scans differ from the Linux scans"
}

phase_uninstall() {
  limited 300 wine_run "$APP_DIR/uninstall.exe" /S || fail "the silent uninstall failed"
  # the uninstaller runs on from a copy in %TEMP%: wait for every process to end
  "$WINESERVER" -w
  [ ! -e "$APP_DIR" ] || fail "left behind: $(find "$APP_DIR" | head -5)"
  [ ! -e "$SHORTCUT" ] || fail "left behind: $SHORTCUT"
  local key
  for key in "${REGISTRY_KEYS[@]}" 'HKCU\Software\Classes\LLMPlan.Scenario'; do
    ! registry_has "$key" || fail "registry key left behind: $key"
  done
  ! registry_has 'HKCU\Software\Classes\.json\OpenWithProgids' LLMPlan.Scenario ||
    fail "left behind: .json's Open with entry"
  echo "    folder, Start-menu entry, uninstall entry and file type removed"
}

command -v "$LINUX_CLI" >/dev/null 2>&1 ||
  fail "the Linux scan needs $LINUX_CLI on PATH (pip install -e .) or LLMPLAN_LINUX_CLI"
step "build (packaging/windows/build.sh)" phase_build
step "silent install" phase_install
step "installed app's self-test" phase_self_test
step "scans compared with Linux" phase_scans
step "silent uninstall" phase_uninstall
echo "Windows check under Wine passed in $((SECONDS - STARTED)) s"
