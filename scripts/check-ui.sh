#!/usr/bin/env bash
# make check-ui: every SwiftUI view module (Sources/*/*UI, Sources/Platform/ClientUI) and the app shells'
# Swift files (Apps/<App>/App) type-checked on Linux against interface stubs of Apple's frameworks (Stubs/),
# with the language mode and upcoming features Package.swift gives them, against the real Core modules.
#
#   scripts/check-ui.sh [--scratch-path DIR] [MODULE ...]     e.g. scripts/check-ui.sh CalyxUI
#
# SwiftPM builds what the views import (GREENHOUSE_UI_CHECK=1 adds the stubs and the view targets to the
# package); scripts/check-ui.py then checks the views themselves without generating code.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "$(uname -s)" == Darwin ]]; then
    echo "check-ui: on macOS the views build against Apple's own SDK (make xcode APP=<app>); the stubs are for Linux"
    exit 0
fi
SWIFT=${SWIFT:-swift}
scratch=.build
if [[ ${1:-} == --scratch-path ]]; then
    scratch=$2
    shift 2
fi
export GREENHOUSE_UI_CHECK=1
echo "check-ui: building the stubs and the modules the views import ($scratch)"
$SWIFT build --scratch-path "$scratch" --target UICheckDependencies
exec python3 scripts/check-ui.py "$scratch" "$@"
