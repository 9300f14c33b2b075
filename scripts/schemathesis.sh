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

# The fuzzer's requests (and this script's) carry a secret that passes every rate limiter, so it reaches
# the logic behind them while the limiters stay on for anyone else; Couples takes App Store data (and
# refuses what the fuzzer makes up, which Apple did not sign); Gifter shops from its sample catalog (off
# unless asked for), so product operations reach real products.
exemption=$(python3 -c 'import secrets; print(secrets.token_hex(24))')
moderators=""
start_server() {  # (again) on the same data directory and a fixed port once the first start chose one
    GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN=$exemption COUPLES_APPSTORE_BUNDLE_ID=app.greenhouse.couples GIFTER_SAMPLE_CATALOG=on \
        CALYX_MODERATORS=$moderators "$bin/greenhouse" serve --app "$app" --dev-auth --port "${port:-0}" --data-dir "$work/data" \
        >"$work/server.log" 2>&1 &
    server=$!
    local found=""
    for _ in $(seq 1 300); do
        found=$(sed -n 's/.*is serving on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$work/server.log" | head -n 1)
        [[ -n "$found" ]] && break
        kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
        sleep 0.1
    done
    [[ -n "$found" ]] || { echo "server did not start" >&2; cat "$work/server.log" >&2; exit 1; }
    port=$found
}
port=""
start_server
base="http://127.0.0.1:$port/$app/v1"
json_field() { python3 -c "import json, sys; print(json.load(sys.stdin)[\"$1\"])"; }
curl() { command curl -H "X-Greenhouse-Rate-Limit-Exemption: $exemption" "$@"; }
sign_in() { curl -fsS -X POST "$base/auth/dev" -H 'Content-Type: application/json' -d "{\"name\":\"$1\"}" | json_field accessToken; }
token=$(sign_in schemathesis)
config=scripts/schemathesis.toml
if [[ "$app" == calyx ]]; then
    # The caller moderates (CALYX_MODERATORS takes account ids, known only once it has signed in), so the
    # moderation queue and actions reach their handlers: started again with it.
    moderators=$(curl -fsS -X POST "$base/auth/dev" -H 'Content-Type: application/json' -d '{"name":"schemathesis"}' |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["user"]["id"])')
    kill "$server" && wait "$server" 2>/dev/null || true
    start_server
fi
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
    # A password account, so the friend requests fuzz-ids.py makes can find the caller by its email.
    token=$(curl -fsS -X POST "$base/auth/signup" -H 'Content-Type: application/json' \
        -d '{"email":"schemathesis@example.com","password":"a garden of forking paths","name":"Schemathesis"}' | json_field accessToken)
    curl -fsS -X PUT "$base/taste/answers" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
        -d '{"answers":[{"questionId":"deep-style","optionIds":["deep-style.minimal"]},{"questionId":"deep-cup","optionIds":["deep-cup.coffee"]}]}' >/dev/null
    curl -fsS -X POST "$base/profiles" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
        -d '{"name":"Dad","relationship":"father","threeWords":"keen gardener, coffee"}' >/dev/null
fi

# Real ids for the fuzzer's path parameters (scripts/fuzz-ids.py, put in by scripts/schemathesis_hooks.py),
# and every answer's status recorded for the reach report below.
python3 scripts/fuzz-ids.py "$app" "$base" "$token" "$exemption" "$work/ids.json"
export SCHEMATHESIS_HOOKS=schemathesis_hooks PYTHONPATH="$PWD/scripts${PYTHONPATH:+:$PYTHONPATH}"
export GREENHOUSE_FUZZ_IDS="$work/ids.json" GREENHOUSE_FUZZ_STATS="${GREENHOUSE_FUZZ_STATS:-$work/answers.jsonl}"

echo "==> schemathesis $version against $base ($examples examples per operation)" >&2
cd "$work"  # its run cache (.schemathesis/) stays out of the repository
# Deleting the caller's account would end the run for every later operation (its rules are tested in
# each app's account tests and access table). Calyx's two steps are reached by a link schemathesis
# infers from the first step's confirmationToken; without this, 25 operations saw only 401s. Couples'
# deletion is fuzzed too, alone and last, once every other operation has had the caller.
run() {
    "$OLDPWD/$venv/bin/schemathesis" --config-file "$OLDPWD/$config" run "$base/openapi.yaml" "$@" \
        --checks all --max-examples "$examples" -H "Authorization: Bearer $token" -H "X-Greenhouse-Rate-Limit-Exemption: $exemption"
}
# Couples' unpairing, likewise, would leave every later operation of the game without a pair (404):
# it runs alone after the rest, and deletion after it.
status=0
if [[ "$app" == couples ]]; then
    run --exclude-operation-id deleteAccount --exclude-operation-id unpair "$@" || status=$?
    run --include-operation-id unpair "$@" || status=$?
    run --include-operation-id deleteAccount "$@" || status=$?
else
    run --exclude-operation-id deleteAccount "$@" || status=$?
fi
# Every operation must have reached its handler: mostly 404 or 429 only with a reason in the config.
python3 "$OLDPWD/scripts/fuzz-reach.py" "$GREENHOUSE_FUZZ_STATS" "$OLDPWD/$config" || status=1
exit $status
