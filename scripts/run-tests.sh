#!/usr/bin/env bash
# Runs the built tests and, when any fail, repeats every failure at the end of the output: CI shows
# only the tail of a long log, and a failure printed a minute earlier would otherwise be lost there.
set -uo pipefail
log=$(mktemp "${TMPDIR:-/tmp}/greenhouse-tests.XXXXXX")
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if ((status != 0)); then
    echo
    echo "==> failures (repeated from above):"
    grep -E '✘|recorded an issue|error:|Fatal error|Expectation failed|Caught error' "$log" | grep -v '^.*passed after' | head -n 80
fi
exit "$status"
