#!/usr/bin/env bash
# Fuzzes an app's API with schemathesis (every check) against a fresh `greenhouse serve` on SQLite:
# what the OpenAPI document allows must be accepted, what it forbids refused, and every answer must
# match the document. Exits non-zero on any finding.
#
#   [APP=calyx|couples|gifter] scripts/schemathesis.sh [MAX_EXAMPLES] [extra schemathesis options...]
#
# Calyx unless APP says otherwise; 50 examples per operation by default. The exceptions each app's
# rules need are in scripts/schemathesis[-APP].toml. For Couples the caller is paired (dev sign-in
# for two people, an invite and a join), so the fuzzer reaches the daily game. For Gifter the caller
# has answered the quiz and keeps a gifting profile, so the concierge has a taste to work from.
#
# schemathesis comes from PyPI, pinned, into a virtual environment under .build/ (made once).
set -euo pipefail
cd "$(dirname "$0")/.."
version=4.32.5
app=${APP:-calyx}
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
work=$(mktemp -d "${TMPDIR:-/tmp}/$app-schemathesis.XXXXXX")
server=""
cleanup() {
    [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# No app-wide rate limit and a generous comment allowance, so the fuzzer reaches the logic behind them;
# Couples takes App Store data (and refuses what the fuzzer makes up, which Apple did not sign); Gifter
# shops from its sample catalog (off unless asked for), so product operations reach real products.
GREENHOUSE_RATE_LIMIT=off CALYX_COMMENTS_PER_MINUTE=100000 COUPLES_APPSTORE_BUNDLE_ID=app.greenhouse.couples GIFTER_SAMPLE_CATALOG=on \
    "$bin/greenhouse" serve --app "$app" --dev-auth --port 0 --data-dir "$work/data" >"$work/server.log" 2>&1 &
server=$!
port=""
for _ in $(seq 1 300); do
    port=$(sed -n 's/.*is serving on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/server.log" | head -n 1)
    [[ -n "$port" ]] && break
    kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
    sleep 0.1
done
[[ -n "$port" ]] || { echo "server did not start" >&2; cat "$work/server.log" >&2; exit 1; }
base="http://127.0.0.1:$port/$app/v1"
json_field() { python3 -c "import json, sys; print(json.load(sys.stdin)[\"$1\"])"; }
sign_in() { curl -fsS -X POST "$base/auth/dev" -H 'Content-Type: application/json' -d "{\"name\":\"$1\"}" | json_field accessToken; }
token=$(sign_in schemathesis)
config=scripts/schemathesis.toml
if [[ "$app" == couples ]]; then
    config=scripts/schemathesis-couples.toml
    partner=$(sign_in partner)
    key() { python3 -c 'import base64, os; print(base64.b64encode(os.urandom(32)).decode())'; }
    code=$(curl -fsS -X POST "$base/pair/invites" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
        -d "{\"publicKey\":\"$(key)\"}" | json_field code)
    curl -fsS -X POST "$base/pair/join" -H "Authorization: Bearer $partner" -H 'Content-Type: application/json' \
        -d "{\"code\":\"$code\",\"publicKey\":\"$(key)\"}" >/dev/null
fi
if [[ "$app" == gifter ]]; then
    config=scripts/schemathesis-gifter.toml
    curl -fsS -X PUT "$base/taste/answers" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
        -d '{"answers":[{"questionId":"deep-style","optionIds":["deep-style.minimal"]},{"questionId":"deep-cup","optionIds":["deep-cup.coffee"]}]}' >/dev/null
    curl -fsS -X POST "$base/profiles" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
        -d '{"name":"Dad","relationship":"father","threeWords":"keen gardener, coffee"}' >/dev/null
fi

echo "==> schemathesis $version against $base ($examples examples per operation)" >&2
cd "$work"  # its run cache (.schemathesis/) stays out of the repository
# Deleting the caller's account would end the run for every later operation (its rules are tested in
# each app's account tests and access table). Calyx's two steps are reached by a link schemathesis
# infers from the first step's confirmationToken; without this, 25 operations saw only 401s. Couples'
# deletion is fuzzed too, alone and last, once every other operation has had the caller.
run() {
    "$OLDPWD/$venv/bin/schemathesis" --config-file "$OLDPWD/$config" run "$base/openapi.yaml" "$@" \
        --checks all --max-examples "$examples" -H "Authorization: Bearer $token"
}
run --exclude-operation-id deleteAccount "$@"
[[ "$app" == couples ]] && run --include-operation-id deleteAccount "$@"
exit 0
