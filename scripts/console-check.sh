#!/usr/bin/env bash
# Issue 47: the moderation console in a real headless Chromium (scripts/console-check.py), beside a real
# SMTP server (scripts/with-smtp.sh) the sign-in link is mailed through. Playwright (pinned, from PyPI into
# .build/) drives the system's Chromium, installed with apt-get if missing.
#
#   scripts/console-check.sh                                    (make console-check)
#   GREENHOUSE_BIN=path/to/greenhouse scripts/console-check.sh  a binary already built
#   SCREENSHOT=docs/images/calyx-moderation-console.png scripts/console-check.sh   also capture the queue
set -euo pipefail
cd "$(dirname "$0")/.."
self="$PWD/scripts/console-check.sh"
if [[ -z "${GREENHOUSE_TEST_SMTP_URL:-}" ]]; then exec scripts/with-smtp.sh "$self" "$@"; fi
source scripts/test-server-lib.sh

chromium=$(command -v chromium || command -v chromium-browser || true)
if [[ -z "$chromium" ]]; then
    sudo=(); [[ "$(id -u)" != 0 ]] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends chromium >/dev/null
    chromium=$(command -v chromium)
fi
version=1.49.1
venv=.build/playwright-$version
pinned_venv "$venv" "playwright==$version" playwright.sync_api

work=$(mktemp -d "${TMPDIR:-/tmp}/greenhouse-console.XXXXXX")
trap 'rm -rf "$work"' EXIT
greenhouse_copy "$work/bin"
screenshot=()
[[ -n "${SCREENSHOT:-}" ]] && screenshot=(--screenshot "$SCREENSHOT")
"$venv/bin/python" scripts/console-check.py --bin "$bin" --work "$work" --chromium "$chromium" "${screenshot[@]}" || {
    status=$?
    echo "--- last lines of the server's log (without request lines)"
    grep -v 'msg=request ' "$work"/calyx.log | tail -n 20 | cut -c1-400
    exit $status
}
