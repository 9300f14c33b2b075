#!/usr/bin/env bash
# make check-ui-selftest: check-ui must pass on the tree as it is, then fail on each of five deliberate
# breakages made to scratch copies of single files (scripts/check-ui-selftest.py lists them).
#
#   scripts/check-ui-selftest.sh [--scratch-path DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "$(uname -s)" == Darwin ]]; then
    echo "check-ui: on macOS the views build against Apple's own SDK (make xcode APP=<app>); the stubs are for Linux"
    exit 0
fi
scratch=.build
if [[ ${1:-} == --scratch-path ]]; then
    scratch=$2
fi
scripts/check-ui.sh --scratch-path "$scratch"
exec python3 scripts/check-ui-selftest.py "$scratch"
