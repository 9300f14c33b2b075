#!/usr/bin/env bash
# dandelion-draw.sh ARGS...
# dandelion-draw.sh --binary
#
# Runs `greenhouse dandelion draw ARGS...`: the seed head drawn as SVG from DandelionCore's geometry, the
# marks the phone strokes. The app icon, the launch screen and the README's pictures are made through this,
# so they are the phone's drawing, not a copy of it.
#
# The binary is $GREENHOUSE_BIN if set (e.g. a release build), else the debug build of the `greenhouse`
# product, built first (a no-op when it is up to date). `--binary` only prints its path, so a script that
# draws several pictures builds once:  export GREENHOUSE_BIN="${GREENHOUSE_BIN:-$(scripts/dandelion-draw.sh --binary)}"
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "${GREENHOUSE_BIN:-}" ]; then
  (cd "$root" && swift build --product greenhouse >&2)
  GREENHOUSE_BIN="$(cd "$root" && swift build --show-bin-path)/greenhouse"
fi
if [ "${1:-}" = --binary ]; then
  echo "$GREENHOUSE_BIN"
  exit 0
fi
exec "$GREENHOUSE_BIN" dandelion draw "$@"
