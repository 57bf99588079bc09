# Sourced by build.sh, wine-run.sh and wine-check.sh: the Wine prefix the Windows build
# lives in, and how to run a Windows program in it. Not a script of its own.
#
# LLMPLAN_WINEPREFIX (default build/windows/wine in the checkout) is a prefix of its own:
# the user's ~/.wine is never touched. Inside it, C:\py311 is the Windows CPython that
# builds the bundle, and the installer installs to the usual per-user place,
# C:\users\<user>\AppData\Local\Programs\LLM Training Planner.

WINDOWS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd "$WINDOWS_DIR/../.." && pwd)
export WINEPREFIX=${LLMPLAN_WINEPREFIX:-$REPO_ROOT/build/windows/wine}
export WINEARCH=win64
export WINEDEBUG=${WINEDEBUG:--all}
# No Mono or Gecko installers (dialogs, downloads): the app needs neither .NET nor a browser.
export WINEDLLOVERRIDES=${WINEDLLOVERRIDES:-mscoree,mshtml=}
# Debian's wine64 loader: /usr/bin/wine switches to the 32-bit one once wine32 is installed.
WINE=${WINE:-/usr/lib/wine/wine64}
[ -x "$WINE" ] || WINE=$(command -v wine64 || command -v wine || echo wine64)
WINESERVER=${WINESERVER:-/usr/lib/wine/wineserver}
[ -x "$WINESERVER" ] || WINESERVER=$(command -v wineserver || echo wineserver)
export WINELOADER=$WINE
# Wine hides the host's QT_* variables from Windows programs; WINE<name> passes <name>.
export WINEQT_QPA_PLATFORM=${WINEQT_QPA_PLATFORM:-offscreen}
export WINEQT_QPA_FONTDIR=${WINEQT_QPA_FONTDIR:-'Z:\usr\share\fonts\truetype\dejavu'}
# Text the Windows Python writes is UTF-8 whatever the code page (the frozen app sets the
# same itself, see packaging/llmplan.spec); arguments reach Wine as UTF-8.
export PYTHONUTF8=1
case "${LANG:-}" in *UTF-8* | *utf8*) ;; *) export LANG=C.UTF-8 ;; esac

WIN_PYTHON_DIR=$WINEPREFIX/drive_c/py311
WIN_PYTHON='C:\py311\python.exe'

# A Linux path as the Windows programs under Wine see it: drive Z: is the Linux root.
winpath() {
  local path=$1
  case "$path" in
    /*) ;;
    *) path=$PWD/$path ;;
  esac
  printf 'Z:%s' "${path//\//\\}"
}

# Run a Windows program. Its output and errors always go through pipes: Windows Python under
# Wine 8 dies ("init_sys_streams ... [WinError 6]") when either is a regular file. Returns
# the program's exit code.
wine_run() {
  "$WINE" "$@" </dev/null 2> >(cat >&2) | cat
  return "${PIPESTATUS[0]}"
}

# The installed app, in this prefix (wine_installed_dir: the Linux path of its folder)
wine_user() { printf '%s' "${USER:-$(id -un)}"; }
wine_installed_dir() {
  printf '%s' "$WINEPREFIX/drive_c/users/$(wine_user)/AppData/Local/Programs/LLM Training Planner"
}
