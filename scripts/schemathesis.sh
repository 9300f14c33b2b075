#!/usr/bin/env bash
# Fuzzes the Calyx API with schemathesis (every check) against a fresh `greenhouse serve` on SQLite:
# what the OpenAPI document allows must be accepted, what it forbids refused, and every answer must
# match the document. Exits non-zero on any finding.
#
#   scripts/schemathesis.sh [MAX_EXAMPLES] [extra schemathesis options...]     default 50 examples per operation
#
# schemathesis comes from PyPI, pinned, into a virtual environment under .build/ (made once).
set -euo pipefail
cd "$(dirname "$0")/.."
version=4.32.5
examples=${1:-50}
shift || true

venv=.build/schemathesis-$version
if [[ ! -x "$venv/bin/schemathesis" ]]; then
    echo "==> installing schemathesis $version into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "schemathesis==$version"
fi

swift build --product greenhouse >/dev/null
bin="$(swift build --show-bin-path)"
work=$(mktemp -d "${TMPDIR:-/tmp}/calyx-schemathesis.XXXXXX")
server=""
cleanup() {
    [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# No app-wide rate limit and a generous comment allowance, so the fuzzer reaches the logic behind them.
GREENHOUSE_RATE_LIMIT=off CALYX_COMMENTS_PER_MINUTE=100000 \
    "$bin/greenhouse" serve --app calyx --dev-auth --port 0 --data-dir "$work/data" >"$work/server.log" 2>&1 &
server=$!
port=""
for _ in $(seq 1 300); do
    port=$(sed -n 's/.*is serving on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/server.log" | head -n 1)
    [[ -n "$port" ]] && break
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
    sleep 0.1
done
[[ -n "$port" ]] || { echo "server did not start" >&2; cat "$work/server.log" >&2; exit 1; }
base="http://127.0.0.1:$port/calyx/v1"
token=$(curl -fsS -X POST "$base/auth/dev" -H 'Content-Type: application/json' -d '{"name":"schemathesis"}' \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["accessToken"])')

echo "==> schemathesis $version against $base ($examples examples per operation)" >&2
cd "$work"  # its run cache (.schemathesis/) stays out of the repository
"$OLDPWD/$venv/bin/schemathesis" --config-file "$OLDPWD/scripts/schemathesis.toml" run "$base/openapi.yaml" \
    --checks all --max-examples "$examples" \
    -H "Authorization: Bearer $token" "$@"
