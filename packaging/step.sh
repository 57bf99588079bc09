# Sourced by the build scripts (macos/build.sh, windows/build.sh, windows/wine-check.sh):
# `step NAME COMMAND…` runs the command under a heading and prints how long it took.
step() {
  local name=$1
  shift
  echo "==> $name"
  local start=$SECONDS
  "$@"
  echo "    $name: $((SECONDS - start)) s"
}
