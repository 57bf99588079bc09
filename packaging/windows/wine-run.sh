#!/usr/bin/env bash
# Run the installed Windows app's command line under Wine, as a Windows user would run it:
#   bash packaging/windows/wine-run.sh corpus ~/Dokumente/Archiv --json
#   bash packaging/windows/wine-run.sh --self-test
#   bash packaging/windows/wine-run.sh --install      (installs dist/windows/LLMPlan-Setup-*.exe)
# runs llmplan-cli.exe, installed silently by --install (or the Wine check) in the Wine prefix
# of packaging/windows/build.sh (LLMPLAN_WINEPREFIX, default build/windows/wine). Arguments that name an existing file or folder, or a file in an
# existing folder (also as --option=PATH), are passed as Windows paths (Z:\...); all others
# as they are. The output comes through a pipe (Windows Python under Wine 8 dies writing to
# a regular file; redirecting this script's output is fine), and the app's exit code is this
# script's. LLMPLAN_WINDOWS_EXE names another llmplan-cli.exe (a Linux path), e.g. the
# bundle in dist/windows/llmplan/ before it is installed.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=packaging/windows/wine-env.sh
. "$HERE/wine-env.sh"

if [ "${1:-}" = --install ]; then
  version=$(sed -n 's/^__version__ = "\(.*\)"/\1/p' "$REPO_ROOT/desktop/llmplan/__init__.py")
  setup=$REPO_ROOT/dist/windows/LLMPlan-Setup-$version.exe
  [ -f "$setup" ] || { echo "wine-run.sh: no $setup: bash packaging/windows/build.sh" >&2; exit 127; }
  wine_run "$setup" /S || exit
  "$WINESERVER" -w # the installer's processes have ended
  echo "installed in $(wine_installed_dir)"
  exit 0
fi

EXE=${LLMPLAN_WINDOWS_EXE:-$(wine_installed_dir)/llmplan-cli.exe}
if [ ! -f "$EXE" ]; then
  echo "wine-run.sh: $EXE is not there: build and install the app first" >&2
  echo "  (bash packaging/windows/build.sh && bash packaging/windows/wine-run.sh --install)" >&2
  exit 127
fi

# A Linux path an argument names, as Windows sees it; other arguments unchanged.
windows_argument() {
  local argument=$1 option="" value=$1
  if [[ "$argument" == --*=* ]]; then
    option=${argument%%=*}=
    value=${argument#*=}
  fi
  if [ -n "$value" ] && [[ "$value" != -* ]]; then
    if [ -d "$value" ]; then
      value=$(winpath "$(cd -- "$value" && pwd)")
    elif [ -e "$value" ] || [[ "$value" == */* && -d "$(dirname -- "$value")" ]]; then
      value=$(winpath "$(cd -- "$(dirname -- "$value")" && pwd)/$(basename -- "$value")")
    fi
  fi
  printf '%s%s' "$option" "$value"
}

arguments=()
for argument in "$@"; do
  arguments+=("$(windows_argument "$argument")")
done
# The Windows working folder: where this script was started, as Z:\...
wine_run "$(winpath "$EXE")" "${arguments[@]}"
